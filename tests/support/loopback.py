"""The HTTP plumbing shared by the fake model servers: a stdlib server on 127.0.0.1.

Why: each provider's own LangChain client must be tested over real HTTP, and no hosted model is
reachable. A subclass says how to answer one request (status, headers, body); this base keeps
every request body and counts attempts, so tests assert on what the client really sent.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self


@dataclass(frozen=True)
class ScriptedReply:
    """One reply: the schema (tool) name, its arguments, and the usage to report."""

    tool: str
    arguments: dict[str, Any]
    prompt_tokens: int
    completion_tokens: int


@dataclass(frozen=True)
class Answer:
    """What the server sends back for one request."""

    status: int
    body: bytes
    content_type: str = "application/json"
    headers: dict[str, str] = field(default_factory=dict)

    @classmethod
    def json(cls, status: int, payload: Any, **headers: str) -> Answer:
        """A JSON answer."""
        return cls(status, json.dumps(payload).encode(), headers=headers)


class LoopbackServer:
    """Serve a script of replies on 127.0.0.1; subclasses render one reply per format.

    Attributes:
        requests: Every request body received, in order (rejected ones included).
        attempts: How many requests arrived.
        served: How many scripted replies were sent.
    """

    def __init__(self, script: list[ScriptedReply], *, rate_limited: int = 0,
                 delay_s: float = 0.0) -> None:
        self.script = script
        self.rate_limited = rate_limited
        self.delay_s = delay_s
        self.requests: list[dict[str, Any]] = []
        self.attempts = 0
        self.served = 0
        self._lock = threading.Lock()  # protects the script position and the counters
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_: Any) -> None:
                return

            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])) or b"{}")
                answer = server._handle(self.path, body)
                time.sleep(server.delay_s)  # a slow model, for timeout tests
                self.send_response(answer.status)
                self.send_header("Content-Type", answer.content_type)
                self.send_header("Content-Length", str(len(answer.body)))
                for name, value in answer.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(answer.body)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def root_url(self) -> str:
        """``http://127.0.0.1:PORT`` (no path)."""
        return f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def _handle(self, path: str, body: dict[str, Any]) -> Answer:
        with self._lock:
            self.requests.append(body)
            self.attempts += 1
            if self.attempts <= self.rate_limited:
                return self.too_many_requests()
            refusal = self.refuse(path, body)
            if refusal is not None:
                return refusal
            if self.served >= len(self.script):
                return Answer.json(500, {"error": {"message": "the replay script is exhausted"}})
            reply = self.script[self.served]
            self.served += 1
            number = self.served
        return self.render(reply, body, number)

    def too_many_requests(self) -> Answer:
        """A rate-limit answer; clients retry after the delay it names."""
        return Answer.json(429, {"error": {"message": "rate limited", "type": "rate_limit"}},
                           **{"retry-after-ms": "20", "retry-after": "0"})

    def refuse(self, path: str, body: dict[str, Any]) -> Answer | None:
        """An error answer for a request this server does not take, or None."""
        return None

    def render(self, reply: ScriptedReply, body: dict[str, Any], number: int) -> Answer:
        """The reply in the server's wire format."""
        raise NotImplementedError

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
