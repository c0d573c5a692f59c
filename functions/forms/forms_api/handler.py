"""Lambda entry of the forms family (/api/v1/x/forms: definitions, versions, activation)."""

from forms_api.routes import router
from kernel.pipeline import App

app = App([router], service="forms")
lambda_handler = app.lambda_handler
