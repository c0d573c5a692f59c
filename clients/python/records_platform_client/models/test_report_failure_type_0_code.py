from enum import StrEnum

class TestReportFailureType0Code(StrEnum):
    CONNECT_FAILED = "connect_failed"
    PROTOCOL_ERROR = "protocol_error"
    TIMEOUT = "timeout"
    TLS_FAILED = "tls_failed"

    def __str__(self) -> str:
        return str(self.value)
