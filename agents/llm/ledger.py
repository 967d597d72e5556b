"""The ledger every model request of a case passes through: budgets, usage, record, replay.

Why LangChain's cache seam: every chat model (OpenAI, Anthropic, Ollama, any provider) asks its
cache before it sends a request and hands it the reply afterwards, with the request already in
a provider-independent form (the messages, the model's settings, the bound tools or response
format). Plugging the ledger in there gives one place, for every provider, that
- refuses a request that would pass the case's budget, before anything is sent;
- adds up the usage each reply reports;
- with ``record``, stores each request and reply under the hash of the request;
- with ``replay``, answers from that store and never calls the provider.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from langchain_core.caches import RETURN_VAL_TYPE, BaseCache
from langchain_core.messages import AIMessage, message_to_dict, messages_from_dict
from langchain_core.outputs import ChatGeneration, Generation

from foam_agent.agents.authors.base import AuthorError
from foam_agent.agents.llm.budget import Budget, estimate_tokens
from foam_agent.agents.llm.store import CallStore, MissingRecording, RecordedCall

LedgerMode = Literal["live", "record", "replay"]

#: Constructor settings that say where and how a request is sent, not what it asks: they stay
#: out of the request hash, so a run recorded against one server replays with none.
TRANSPORT_SETTINGS = frozenset({
    "openai_api_base", "openai_api_key", "openai_organization", "openai_proxy", "base_url",
    "api_key", "anthropic_api_url", "anthropic_api_key", "request_timeout",
    "default_request_timeout", "timeout", "max_retries", "client_kwargs", "default_headers",
    "stream_usage",
})
#: Message fields that describe a reply's delivery, not its content (ids, timings, usage).
DELIVERY_FIELDS = ("id", "response_metadata", "usage_metadata")


class ReplayMiss(AuthorError):
    """Replay met a request that was never recorded; the message names its hash."""


@dataclass(frozen=True)
class RequestMaterial:
    """What identifies a request: its hash and the parts it was computed from."""

    key: str
    parameters: dict[str, Any]
    call: str
    messages: list[dict[str, Any]]


def _split_llm_string(llm_string: str) -> tuple[dict[str, Any], str]:
    """LangChain's ``llm_string`` as (model settings, per-call arguments)."""
    head, separator, call = llm_string.partition("---")
    if not separator:  # a model LangChain cannot serialise: settings and call in one repr
        return {}, llm_string
    try:
        serialized = json.loads(head)
    except json.JSONDecodeError:
        return {}, llm_string
    settings = serialized.get("kwargs", {}) if isinstance(serialized, dict) else {}
    return {name: value for name, value in settings.items()
            if name not in TRANSPORT_SETTINGS}, call


def _content_of(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    content = []
    for message in messages:
        kwargs = {name: value for name, value in message.get("kwargs", {}).items()
                  if name not in DELIVERY_FIELDS}
        content.append({"type": message.get("id", [""])[-1], "kwargs": kwargs})
    return content


def request_material(model: str | None, prompt: str, llm_string: str) -> RequestMaterial:
    """The hash of a request: model, settings, call arguments (tools, schema) and messages."""
    parameters, call = _split_llm_string(llm_string)
    messages = _content_of(json.loads(prompt))
    text = json.dumps({"model": model, "parameters": parameters, "call": call,
                       "messages": messages}, sort_keys=True, default=str)
    return RequestMaterial(hashlib.sha256(text.encode()).hexdigest(), parameters, call,
                           messages)


def _usage_of(generations: Sequence[Generation]) -> dict[str, int]:
    input_tokens = output_tokens = 0
    for generation in generations:
        message = getattr(generation, "message", None)
        metadata = getattr(message, "usage_metadata", None) or {}
        input_tokens += int(metadata.get("input_tokens", 0))
        output_tokens += int(metadata.get("output_tokens", 0))
    return {"input_tokens": input_tokens, "output_tokens": output_tokens}


def _without_run_id(reply: dict[str, Any]) -> dict[str, Any]:
    """A stored reply without LangChain's per-run message id, so recording the same run twice
    gives the same files."""
    data = {name: value for name, value in reply.get("data", {}).items() if name != "id"}
    return {**reply, "data": data}


class CallLedger(BaseCache):
    """Budgets, usage and record/replay for the model requests of one case.

    Args:
        model: ``provider:name`` as configured (part of every request hash).
        budget: The case's limits.
        mode: ``live`` sends requests; ``record`` also stores them; ``replay`` answers from
            the store and sends nothing.
        store: The recording directory (required for ``record`` and ``replay``).
        prompt_price: USD per prompt token, for the cost limit; None when unpriced.
        completion_price: USD per completion token; None when unpriced.
    """

    def __init__(self, *, model: str | None, budget: Budget, mode: LedgerMode = "live",
                 store: CallStore | None = None, prompt_price: float | None = None,
                 completion_price: float | None = None) -> None:
        if mode != "live" and store is None:
            raise ValueError(f"{mode} needs a directory")
        self.model, self.budget, self.mode, self.store = model, budget, mode, store
        self.prompt_price, self.completion_price = prompt_price, completion_price
        self.started = time.monotonic()
        self.prompt_tokens = self.completion_tokens = self.calls = 0
        self.estimates: list[int] = []
        self._lock = threading.Lock()  # one ledger may serve a model used from threads

    @property
    def tokens_used(self) -> int:
        """Prompt and completion tokens the case's replies reported."""
        return self.prompt_tokens + self.completion_tokens

    @property
    def cost_used(self) -> float | None:
        """USD spent so far; None when the model is unpriced."""
        if self.prompt_price is None or self.completion_price is None:
            return None
        return (self.prompt_tokens * self.prompt_price
                + self.completion_tokens * self.completion_price)

    def _account(self, usage: dict[str, int]) -> None:
        with self._lock:
            self.calls += 1
            self.prompt_tokens += usage.get("input_tokens", 0)
            self.completion_tokens += usage.get("output_tokens", 0)

    def _check_budget(self, prompt: str, llm_string: str) -> None:
        messages = _content_of(json.loads(prompt))
        estimate = estimate_tokens(json.dumps(messages) + _split_llm_string(llm_string)[1])
        self.estimates.append(estimate)
        self.budget.check(tokens_used=self.tokens_used, estimate=estimate,
                          cost_used=self.cost_used, prompt_price=self.prompt_price,
                          elapsed_s=time.monotonic() - self.started)

    def lookup(self, prompt: str, llm_string: str) -> RETURN_VAL_TYPE | None:
        """Called before each request: check the budget; in replay, answer it."""
        self._check_budget(prompt, llm_string)
        if self.mode != "replay":
            return None
        assert self.store is not None
        material = request_material(self.model, prompt, llm_string)
        try:
            recorded = self.store.get(material.key)
        except MissingRecording as error:
            raise ReplayMiss(f"replay: {error}") from error
        self._account(recorded.usage)
        replies = messages_from_dict(recorded.response)
        return [ChatGeneration(message=reply) for reply in replies
                if isinstance(reply, AIMessage)]

    def update(self, prompt: str, llm_string: str, return_val: RETURN_VAL_TYPE) -> None:
        """Called after each request the provider answered: add usage; in record, store it."""
        usage = _usage_of(return_val)
        self._account(usage)
        if self.mode != "record":
            return
        assert self.store is not None
        material = request_material(self.model, prompt, llm_string)
        replies = [_without_run_id(message_to_dict(generation.message))
                   for generation in return_val if isinstance(generation, ChatGeneration)]
        self.store.put(RecordedCall(key=material.key, model=self.model,
                                    parameters=material.parameters, call=material.call,
                                    messages=material.messages, response=replies, usage=usage))

    def clear(self, **kwargs: Any) -> None:
        """Nothing to clear: recordings are files the user manages."""
