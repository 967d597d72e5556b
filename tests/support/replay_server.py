"""A local OpenAI-compatible chat server that replays scripted replies, for tests.

Why: no hosted model is reachable from CI, yet the LLM path must be tested through real HTTP
and the real langchain-openai client. The server answers ``POST /v1/chat/completions`` with the
next scripted reply in the form the request asks for: a tool call when it binds tools
(function calling), the JSON text as content for ``response_format`` json_schema/json_object.
It can refuse ``tool_choice`` with HTTP 400 as DeepSeek's reasoning models do, and answer the
first requests with 429.
"""

from __future__ import annotations

import json
from typing import Any

from tests.support.loopback import Answer, LoopbackServer, ScriptedReply

__all__ = ["ReplayServer", "ScriptedReply"]

#: The refusal text DeepSeek's reasoning model sends for a forced tool call.
TOOL_CHOICE_REFUSAL = "deepseek-reasoner does not support this tool_choice"


class ReplayServer(LoopbackServer):
    """Serve ``script`` in order as OpenAI chat completions; record the requests."""

    def __init__(self, script: list[ScriptedReply], *, rate_limited: int = 0,
                 delay_s: float = 0.0, rejects_tool_choice: bool = False) -> None:
        super().__init__(script, rate_limited=rate_limited, delay_s=delay_s)
        self.rejects_tool_choice = rejects_tool_choice

    @property
    def base_url(self) -> str:
        """The OpenAI-style base URL to give the client."""
        return f"{self.root_url}/v1"

    def refuse(self, path: str, body: dict[str, Any]) -> Answer | None:
        if not path.endswith("/chat/completions"):
            return Answer.json(404, {"error": {"message": f"no route {path}"}})
        if self.rejects_tool_choice and "tool_choice" in body:
            return Answer.json(400, {"error": {"message": TOOL_CHOICE_REFUSAL,
                                               "type": "invalid_request_error"}})
        return None

    def render(self, reply: ScriptedReply, body: dict[str, Any], number: int) -> Answer:
        arguments = json.dumps(reply.arguments)
        if body.get("tools"):
            message: dict[str, Any] = {"role": "assistant", "content": None, "tool_calls": [{
                "id": f"call_{number}", "type": "function",
                "function": {"name": reply.tool, "arguments": arguments}}]}
            finish = "tool_calls"
        else:
            message, finish = {"role": "assistant", "content": arguments}, "stop"
        return Answer.json(200, {
            "id": f"chatcmpl-replay-{number}",
            "object": "chat.completion",
            "created": 0,
            "model": body.get("model", "replay"),
            "choices": [{"index": 0, "finish_reason": finish, "message": message}],
            "usage": {"prompt_tokens": reply.prompt_tokens,
                      "completion_tokens": reply.completion_tokens,
                      "total_tokens": reply.prompt_tokens + reply.completion_tokens},
        })
