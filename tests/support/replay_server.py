"""A local OpenAI-compatible chat server that replays scripted replies, for tests.

Why: no hosted model is reachable from CI, yet the LLM path must be tested through real HTTP
and the real langchain-openai client. The server answers ``POST /v1/chat/completions`` with the
next scripted reply (a tool call carrying a structured output, with the token usage to report),
and keeps every request body so tests can assert on what the model was sent.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass(frozen=True)
class ScriptedReply:
    """One reply: the schema (tool) name, its arguments, and the usage to report."""

    tool: str
    arguments: dict[str, Any]
    prompt_tokens: int
    completion_tokens: int


@dataclass
class ReplayServer:
    """Serve ``script`` in order on 127.0.0.1; record the requests."""

    script: list[ScriptedReply]
    requests: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._lock = threading.Lock()  # protects script position and the request list
        self._position = 0
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_: Any) -> None:
                return

            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                status, payload = server._answer(self.path, body)
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        """The OpenAI-style base URL to give the client."""
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    @property
    def served(self) -> int:
        """How many scripted replies were sent."""
        return self._position

    def _answer(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        with self._lock:
            self.requests.append(body)
            if not path.endswith("/chat/completions"):
                return 404, {"error": {"message": f"no route {path}"}}
            if self._position >= len(self.script):
                return 500, {"error": {"message": "the replay script is exhausted"}}
            reply = self.script[self._position]
            self._position += 1
        return 200, {
            "id": f"chatcmpl-replay-{self._position}",
            "object": "chat.completion",
            "created": 0,
            "model": body.get("model", "replay"),
            "choices": [{
                "index": 0,
                "finish_reason": "tool_calls",
                "message": {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [{
                        "id": f"call_{self._position}",
                        "type": "function",
                        "function": {"name": reply.tool,
                                     "arguments": json.dumps(reply.arguments)},
                    }],
                },
            }],
            "usage": {"prompt_tokens": reply.prompt_tokens,
                      "completion_tokens": reply.completion_tokens,
                      "total_tokens": reply.prompt_tokens + reply.completion_tokens},
        }

    def __enter__(self) -> ReplayServer:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
