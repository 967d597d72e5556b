"""A local server speaking Ollama's chat API (``POST /api/chat``), for tests.

Ollama streams newline-delimited JSON; the scripted reply is one message chunk (a tool call
when the request binds tools, else the JSON text as content, as ``format`` asks) followed by
the final chunk with Ollama's token counts (``prompt_eval_count``, ``eval_count``).
"""

from __future__ import annotations

import json
from typing import Any

from tests.support.loopback import Answer, LoopbackServer, ScriptedReply


class OllamaServer(LoopbackServer):
    """Serve the script as Ollama chat streams."""

    def refuse(self, path: str, body: dict[str, Any]) -> Answer | None:
        if path != "/api/chat":
            return Answer.json(404, {"error": f"no route {path}"})
        return None

    def render(self, reply: ScriptedReply, body: dict[str, Any], number: int) -> Answer:
        model = body.get("model", "replay")
        if body.get("tools"):
            message: dict[str, Any] = {"role": "assistant", "content": "", "tool_calls": [{
                "function": {"name": reply.tool, "arguments": reply.arguments}}]}
        else:
            message = {"role": "assistant", "content": json.dumps(reply.arguments)}
        chunks = [
            {"model": model, "created_at": "2026-01-01T00:00:00Z", "message": message,
             "done": False},
            {"model": model, "created_at": "2026-01-01T00:00:00Z",
             "message": {"role": "assistant", "content": ""}, "done": True,
             "done_reason": "stop", "prompt_eval_count": reply.prompt_tokens,
             "eval_count": reply.completion_tokens},
        ]
        if not body.get("stream", True):
            final = {**chunks[1], "message": message}
            return Answer.json(200, final)
        text = "".join(json.dumps(chunk) + "\n" for chunk in chunks)
        return Answer(200, text.encode(), content_type="application/x-ndjson")
