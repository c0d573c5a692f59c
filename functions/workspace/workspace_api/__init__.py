"""The workspace family (/api/v1/x/workspace/...): tasks and a person's notifications."""
