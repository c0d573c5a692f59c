"""The workspace (spec 1.3, 4.9: shapes of this service's, docs/decisions.md): tasks and a person's
notifications, as kit resources, shared by the workspace family (their routes) and the automation
runner (the `createTask` and `notifyUser` actions write them)."""
