"""Lambda entry of the auth family (/api/v1/auth: me; sign-in, firm switching and API tokens as they land)."""

from auth_api.routes import router
from kernel.pipeline import App

app = App([router], service="auth")
lambda_handler = app.lambda_handler
