"""A local server speaking the Anthropic Messages API (``POST /v1/messages``), for tests.

A scripted reply is sent as a ``tool_use`` content block when the request binds tools (how
langchain-anthropic asks for structured output), else as a text block; usage is reported as
Anthropic does (``input_tokens``, ``output_tokens``).
"""

from __future__ import annotations

import json
from typing import Any

from tests.support.loopback import Answer, LoopbackServer, ScriptedReply


class AnthropicServer(LoopbackServer):
    """Serve the script as Anthropic messages."""

    def refuse(self, path: str, body: dict[str, Any]) -> Answer | None:
        if not path.endswith("/v1/messages"):
            return Answer.json(404, {"type": "error", "error": {
                "type": "not_found_error", "message": f"no route {path}"}})
        return None

    def too_many_requests(self) -> Answer:
        return Answer.json(429, {"type": "error", "error": {
            "type": "rate_limit_error", "message": "rate limited"}},
            **{"retry-after-ms": "20", "retry-after": "0"})

    def render(self, reply: ScriptedReply, body: dict[str, Any], number: int) -> Answer:
        if body.get("tools"):
            block: dict[str, Any] = {"type": "tool_use", "id": f"toolu_{number}",
                                     "name": reply.tool, "input": reply.arguments}
            stop = "tool_use"
        else:
            block, stop = {"type": "text", "text": json.dumps(reply.arguments)}, "end_turn"
        return Answer.json(200, {
            "id": f"msg_{number}", "type": "message", "role": "assistant",
            "model": body.get("model", "replay"), "content": [block],
            "stop_reason": stop, "stop_sequence": None,
            "usage": {"input_tokens": reply.prompt_tokens,
                      "output_tokens": reply.completion_tokens},
        })
