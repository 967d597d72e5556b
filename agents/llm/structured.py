"""Asking a chat model for a pydantic object, with the fallbacks real providers need.

Why: structured output is how every LLM author talks to its model, and providers differ in
what they accept. Some OpenAI-compatible servers (DeepSeek's reasoning models) answer HTTP 400
to ``tool_choice``; then the asker switches to JSON mode for the rest of the case, states the
schema in the prompt, and says so in its notes. A reply that does not fit the schema is sent
back once with the parsing error.
"""

from __future__ import annotations

import json
from typing import Any, Literal, TypeVar, cast

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from pydantic import BaseModel

from foam_agent.agents.authors.base import AuthorError, AuthorReply, Usage

Method = Literal["function_calling", "json_schema", "json_mode"]
T = TypeVar("T", bound=BaseModel)

#: A reply that does not fit the schema is asked for again this many times.
SCHEMA_RETRIES = 1
#: Words of a provider's 400 reply that say it does not take forced tool calls.
TOOL_CHOICE_REFUSALS = ("tool_choice", "tool choice")


def short_error(error: BaseException) -> str:
    """One line naming the error, for a run record."""
    text = str(error).strip().splitlines()[0] if str(error).strip() else ""
    return f"{type(error).__name__}: {text}"[:300]


def usage_of(message: Any) -> Usage:
    """The tokens a reply reports in ``usage_metadata`` (every LangChain provider fills it)."""
    metadata = getattr(message, "usage_metadata", None) or {}
    return Usage(prompt_tokens=int(metadata.get("input_tokens", 0)),
                 completion_tokens=int(metadata.get("output_tokens", 0)))


def rejects_tool_choice(error: BaseException) -> bool:
    """True for a provider's HTTP 400 about ``tool_choice``."""
    status = getattr(error, "status_code", None) or getattr(
        getattr(error, "response", None), "status_code", None)
    text = str(error).lower()
    return status == 400 and any(word in text for word in TOOL_CHOICE_REFUSALS)


def json_mode_instruction(schema: type[BaseModel]) -> str:
    """What a JSON-mode request must say: JSON only, and the schema to follow."""
    return ("Answer with one JSON object and nothing else. It must match this JSON schema:\n"
            + json.dumps(schema.model_json_schema(), separators=(",", ":")))


class StructuredAsker:
    """Asks one chat model for schema instances; remembers a switch to JSON mode."""

    def __init__(self, chat: BaseChatModel, method: Method) -> None:
        self.chat = chat
        self.method: Method = method
        self.notes: list[str] = []

    def _invoke(self, schema: type[T], messages: list[BaseMessage]) -> dict[str, Any]:
        if self.method == "json_mode":
            messages = [*messages, HumanMessage(json_mode_instruction(schema))]
        runnable = self.chat.with_structured_output(schema, method=self.method,
                                                    include_raw=True)
        # With include_raw=True the reply is always {"raw", "parsed", "parsing_error"};
        # LangChain types it for include_raw=False too (the schema object alone).
        return cast(dict[str, Any], runnable.invoke(messages))

    def _send(self, schema: type[T], messages: list[BaseMessage]) -> dict[str, Any]:
        try:
            return self._invoke(schema, messages)
        except AuthorError:
            raise  # budget and replay refusals keep their own message
        except Exception as error:  # provider SDKs raise many types; all end the same way
            if self.method != "json_mode" and rejects_tool_choice(error):
                self.notes.append(f"the provider refused tool_choice ({short_error(error)}); "
                                  "switched to JSON mode")
                self.method = "json_mode"
                return self._send(schema, messages)
            raise AuthorError(f"model request failed: {short_error(error)}") from error

    def ask(self, schema: type[T], messages: list[BaseMessage]) -> AuthorReply[T]:
        """A ``schema`` instance from the model, and the tokens it cost.

        Raises:
            AuthorError: The request failed (budget and replay refusals pass unchanged), or
                the reply never matched the schema.
        """
        usage = Usage()
        for _ in range(SCHEMA_RETRIES + 1):
            reply = self._send(schema, messages)
            usage = usage + usage_of(reply.get("raw"))
            parsed = reply.get("parsed")
            if parsed is not None:
                return AuthorReply[schema](value=parsed, usage=usage)  # type: ignore[valid-type]
            raw = reply.get("raw")
            messages = [*messages, raw if isinstance(raw, AIMessage) else AIMessage(str(raw)),
                        HumanMessage(f"That reply did not match the {schema.__name__} schema "
                                     f"({reply.get('parsing_error')}). Answer again, matching it.")]
        raise AuthorError(f"the model's reply did not match the {schema.__name__} schema")
