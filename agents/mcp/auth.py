"""One shared secret for the MCP server's HTTP transport.

Why: the server runs cases and writes into its workspace; bound to anything but loopback, it is
reachable by every machine on the network, and before this module it accepted any request. The
SDK's own bearer-token middleware (``token_verifier`` with ``AuthSettings``, the resource-server
half of its OAuth support) checks the ``Authorization`` header of every HTTP request and answers
401 without it; this module gives it a verifier that knows one token, compared in constant time.
No OAuth server is run: the token is handed to the client out of band (``--token`` or
``FOAM_AGENT_MCP_TOKEN``).
"""

from __future__ import annotations

import hmac
import ipaddress

from mcp.server.auth.provider import AccessToken, TokenVerifier
from mcp.server.auth.settings import AuthSettings
from pydantic import AnyHttpUrl

#: Who a valid token speaks for, in the SDK's access record (there is one client: the holder).
CLIENT_ID = "foam-agent-token-holder"
#: The SDK requires an issuer URL in its settings; no authorization server is run or announced
#: (no ``resource_server_url``), so it is never fetched or shown.
UNUSED_ISSUER = "http://127.0.0.1/"
#: Names that always mean this machine.
LOOPBACK_NAMES = ("localhost",)


class SharedTokenVerifier(TokenVerifier):
    """Accepts exactly one bearer token."""

    def __init__(self, token: str) -> None:
        self._token = token.encode()

    async def verify_token(self, token: str) -> AccessToken | None:
        """The access record of ``token`` when it is the shared one, else None (401)."""
        if hmac.compare_digest(token.encode(), self._token):
            return AccessToken(token=token, client_id=CLIENT_ID, scopes=[])
        return None


def token_verifier(token: str | None) -> TokenVerifier | None:
    """The SDK's verifier for ``token`` (None: no check).

    Raises:
        ValueError: The token is empty.
    """
    if token is None:
        return None
    if not token.strip():
        raise ValueError("the MCP token is empty")
    return SharedTokenVerifier(token)


def token_auth(token: str | None) -> AuthSettings | None:
    """The SDK's auth settings that make its middleware require the verifier's token on every
    HTTP request (None: no check)."""
    if token is None:
        return None
    return AuthSettings(issuer_url=AnyHttpUrl(UNUSED_ISSUER), resource_server_url=None,
                        validate_token_resource=False)


def is_loopback(host: str) -> bool:
    """Whether binding ``host`` keeps the server on this machine (``127.0.0.1``, ``::1``,
    ``localhost``); ``0.0.0.0``, a LAN address or another name does not."""
    if host.lower() in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False
