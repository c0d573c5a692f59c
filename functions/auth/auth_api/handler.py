"""Lambda entry of the auth family (/api/v1/auth: sign-in, sessions, firm switching, API tokens, me)."""

from auth_api.id_tokens import IdTokenVerifier
from auth_api.routes import configured_verifier, router
from kernel.pipeline import App


def create_app() -> App:
    """The family's App: its routes, and the identity-token verifier port (trusted issuers)."""
    return App([router], service="auth", ports={IdTokenVerifier: configured_verifier})


app = create_app()
lambda_handler = app.lambda_handler
