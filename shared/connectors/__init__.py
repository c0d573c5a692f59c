"""Connectors to outside systems (spec 2.1, 3.1): their definition and storage, their secrets, and one
call of an operation, shared by the connectors family and the automation runner."""
