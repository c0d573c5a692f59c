from enum import StrEnum

class RunStatus(StrEnum):
    DONE = "done"
    FAILED = "failed"
    INTERRUPTED = "interrupted"
    RUNNING = "running"
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
