"""The provider matrix over real HTTP on loopback: each provider's own LangChain client.

OpenAI chat completions (tool calling, json_schema, json_mode), Anthropic Messages and Ollama
each talk to a local server speaking their wire format. Also: the JSON-mode fallback when a
provider refuses ``tool_choice`` (DeepSeek), 429 retried with backoff, configurable timeouts,
and usage and cost recorded from each format.
"""

from __future__ import annotations

import json

import pytest
from langchain_core.messages import HumanMessage
from pydantic import BaseModel

from foam_agent.agents.authors.base import AuthorError
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.llm.client import make_chat_model, make_ledger
from foam_agent.agents.llm.ledger import CallLedger
from foam_agent.agents.llm.structured import StructuredAsker, rejects_tool_choice
from tests.support.anthropic_server import AnthropicServer
from tests.support.loopback import ScriptedReply
from tests.support.ollama_server import OllamaServer
from tests.support.replay_server import ReplayServer


class Choice(BaseModel):
    """A small schema standing in for the author's."""

    tutorial: str
    cells: int


ANSWER = {"tutorial": "incompressible/icoFoam/cavity/cavity", "cells": 400}


def reply(prompt_tokens: int = 1000, completion_tokens: int = 50) -> ScriptedReply:
    return ScriptedReply("Choice", ANSWER, prompt_tokens, completion_tokens)


def ask(config: SolveConfig) -> tuple[StructuredAsker, CallLedger]:
    ledger = make_ledger(config)
    asker = StructuredAsker(make_chat_model(config, ledger), config.structured_output)
    return asker, ledger


def openai_config(server: ReplayServer, **settings: object) -> SolveConfig:
    values = {"model": "openai:gpt-4o-mini", "base_url": server.base_url, "max_retries": 0,
              "request_timeout_s": 30.0, **settings}
    return SolveConfig(**values)


@pytest.mark.parametrize("method", ["function_calling", "json_schema", "json_mode"])
def test_openai_structured_output_methods(method: str) -> None:
    with ReplayServer([reply()]) as server:
        asker, ledger = ask(openai_config(server, structured_output=method))
        answer = asker.ask(Choice, [HumanMessage("choose")])
    assert answer.value == Choice(**ANSWER)
    assert answer.usage.prompt_tokens == 1000 and answer.usage.completion_tokens == 50
    sent = server.requests[0]
    if method == "function_calling":
        assert sent["tools"][0]["function"]["name"] == "Choice" and "tool_choice" in sent
    elif method == "json_schema":
        assert sent["response_format"]["type"] == "json_schema"
        assert sent["response_format"]["json_schema"]["name"] == "Choice"
    else:
        assert sent["response_format"] == {"type": "json_object"}
        assert '"cells"' in sent["messages"][-1]["content"], "the schema is stated in words"
    assert ledger.prompt_tokens == 1000 and ledger.completion_tokens == 50
    assert ledger.cost_used == pytest.approx((1000 * 0.15 + 50 * 0.60) / 1e6)


def test_a_provider_refusing_tool_choice_gets_json_mode() -> None:
    with ReplayServer([reply(), reply()], rejects_tool_choice=True) as server:
        asker, _ = ask(openai_config(server, model="openai:deepseek-reasoner"))
        first = asker.ask(Choice, [HumanMessage("choose")])
        second = asker.ask(Choice, [HumanMessage("choose again")])
    assert first.value == second.value == Choice(**ANSWER)
    assert asker.method == "json_mode"
    assert "tool_choice" in server.requests[0]
    assert server.requests[1]["response_format"] == {"type": "json_object"}
    assert "tools" not in server.requests[1] and "tools" not in server.requests[2]
    assert server.attempts == 3, "one refusal, then JSON mode for the rest of the case"
    assert any("switched to JSON mode" in note for note in asker.notes)


def test_the_refusal_is_recognised_and_other_errors_are_not() -> None:
    with ReplayServer([reply()], rejects_tool_choice=True) as server:
        asker, _ = ask(openai_config(server))
        with pytest.raises(Exception) as raised:
            asker._invoke(Choice, [HumanMessage("choose")])  # the bare call: no fallback
    assert rejects_tool_choice(raised.value)
    assert server.served == 0
    with ReplayServer([]) as server:  # an exhausted script answers 500: no fallback, an error
        asker, _ = ask(openai_config(server))
        with pytest.raises(AuthorError, match="model request failed"):
            asker.ask(Choice, [HumanMessage("choose")])
    assert asker.method == "function_calling" and server.attempts == 1


def test_openai_429_is_retried_with_backoff() -> None:
    with ReplayServer([reply()], rate_limited=2) as server:
        asker, _ = ask(openai_config(server, max_retries=3))
        assert asker.ask(Choice, [HumanMessage("choose")]).value == Choice(**ANSWER)
    assert server.attempts == 3 and server.served == 1
    with ReplayServer([reply()], rate_limited=5) as server:
        asker, _ = ask(openai_config(server, max_retries=1))
        with pytest.raises(AuthorError, match="model request failed"):
            asker.ask(Choice, [HumanMessage("choose")])
    assert server.attempts == 2, "one try and one retry, then the error"


def test_the_timeout_is_configurable_and_enforced() -> None:
    with ReplayServer([reply()], delay_s=1.5) as server:
        config = openai_config(server, request_timeout_s=0.3)
        asker, _ = ask(config)
        assert asker.chat.request_timeout == 0.3  # type: ignore[attr-defined]
        with pytest.raises(AuthorError, match="(?i)time"):
            asker.ask(Choice, [HumanMessage("choose")])
    assert SolveConfig().request_timeout_s >= 120, "long enough for reasoning models"


def anthropic_config(server: AnthropicServer, **settings: object) -> SolveConfig:
    values = {"model": "anthropic:claude-3-5-haiku-20241022", "base_url": server.root_url,
              "max_retries": 0, "request_timeout_s": 45.0, **settings}
    return SolveConfig(**values)


def test_anthropic_messages_tool_use_usage_and_cost() -> None:
    with AnthropicServer([reply(2000, 80)]) as server:
        asker, ledger = ask(anthropic_config(server))
        answer = asker.ask(Choice, [HumanMessage("choose")])
    assert answer.value == Choice(**ANSWER)
    assert answer.usage.prompt_tokens == 2000 and answer.usage.completion_tokens == 80
    sent = server.requests[0]
    assert sent["tools"][0]["name"] == "Choice" and sent["tool_choice"]["type"] in ("any", "tool")
    assert ledger.cost_used == pytest.approx((2000 * 0.80 + 80 * 4.00) / 1e6)
    assert asker.chat.default_request_timeout == 45.0  # type: ignore[attr-defined]


def test_anthropic_429_is_retried() -> None:
    with AnthropicServer([reply()], rate_limited=1) as server:
        asker, _ = ask(anthropic_config(server, max_retries=2))
        assert asker.ask(Choice, [HumanMessage("choose")]).value == Choice(**ANSWER)
    assert server.attempts == 2


@pytest.mark.parametrize("method", ["function_calling", "json_schema"])
def test_ollama_chat_usage_from_its_counts(method: str) -> None:
    with OllamaServer([reply(700, 30)]) as server:
        config = SolveConfig(model="ollama:qwen2.5-coder", base_url=server.root_url,
                             structured_output=method, request_timeout_s=300.0)
        asker, ledger = ask(config)
        answer = asker.ask(Choice, [HumanMessage("choose")])
    assert answer.value == Choice(**ANSWER)
    assert answer.usage.prompt_tokens == 700 and answer.usage.completion_tokens == 30
    sent = server.requests[0]
    if method == "function_calling":
        assert sent["tools"][0]["function"]["name"] == "Choice"
    else:
        assert json.dumps(sent["format"]).count("cells") >= 1
    assert ledger.tokens_used == 730
    assert ledger.cost_used is None, "unpriced: never a guess"
    assert asker.chat.client_kwargs == {"timeout": 300.0}  # type: ignore[attr-defined]
