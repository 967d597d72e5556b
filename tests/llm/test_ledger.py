"""Record, replay and budgets, through the real langchain-openai client over loopback HTTP."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage

from foam_agent.agents.authors.base import AuthorError
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.llm.budget import BudgetExceeded
from foam_agent.agents.llm.client import make_chat_model, make_ledger
from foam_agent.agents.llm.ledger import CallLedger, ReplayMiss
from foam_agent.agents.llm.store import CallStore
from foam_agent.agents.llm.structured import StructuredAsker
from tests.llm.test_providers import ANSWER, Choice, reply
from tests.support.replay_server import ReplayServer

#: A port nothing listens on: a replayed run must never need it.
CLOSED_URL = "http://127.0.0.1:9/v1"


def asker_for(config: SolveConfig) -> tuple[StructuredAsker, CallLedger]:
    ledger = make_ledger(config)
    return StructuredAsker(make_chat_model(config, ledger), config.structured_output), ledger


def settings(**values: object) -> SolveConfig:
    base = {"model": "openai:gpt-4o-mini", "max_retries": 0, "request_timeout_s": 30.0}
    return SolveConfig(**{**base, **values})


def record_two(directory: Path) -> ReplayServer:
    with ReplayServer([reply(1000, 50), reply(1200, 60)]) as server:
        asker, _ = asker_for(settings(base_url=server.base_url, record_dir=str(directory)))
        asker.ask(Choice, [HumanMessage("first question")])
        asker.ask(Choice, [HumanMessage("second question")])
    return server


def test_record_stores_each_request_by_hash_with_usage(tmp_path: Path) -> None:
    record_two(tmp_path)
    keys = CallStore(tmp_path).keys()
    assert len(keys) == 2
    stored = [json.loads((tmp_path / f"{key}.json").read_text()) for key in keys]
    assert sorted(item["usage"]["input_tokens"] for item in stored) == [1000, 1200]
    for item in stored:
        assert item["model"] == "openai:gpt-4o-mini"
        assert item["parameters"]["temperature"] == 0.0
        assert "Choice" in item["call"], "the bound tool (schema) is part of the request"
        assert "openai_api_base" not in item["parameters"], "transport stays out of the hash"


def test_replay_answers_offline_with_the_recorded_usage(tmp_path: Path) -> None:
    record_two(tmp_path)
    asker, ledger = asker_for(settings(base_url=CLOSED_URL, replay_dir=str(tmp_path),
                                       request_timeout_s=5.0, max_retries=3))
    first = asker.ask(Choice, [HumanMessage("first question")])
    second = asker.ask(Choice, [HumanMessage("second question")])
    assert first.value == second.value == Choice(**ANSWER)
    assert (first.usage.prompt_tokens, second.usage.prompt_tokens) == (1000, 1200)
    assert ledger.calls == 2 and ledger.tokens_used == 1000 + 50 + 1200 + 60


def test_a_request_missing_from_the_recording_is_an_error_naming_its_hash(tmp_path: Path
                                                                          ) -> None:
    record_two(tmp_path)
    asker, _ = asker_for(settings(base_url=CLOSED_URL, replay_dir=str(tmp_path)))
    with pytest.raises(ReplayMiss, match=r"replay: no recorded response for request [0-9a-f]{64}"):
        asker.ask(Choice, [HumanMessage("a question never recorded")])
    changed, _ = asker_for(settings(base_url=CLOSED_URL, replay_dir=str(tmp_path),
                                    temperature=0.7))
    with pytest.raises(ReplayMiss):
        changed.ask(Choice, [HumanMessage("first question")])


def test_max_tokens_refuses_the_request_before_it_is_sent() -> None:
    with ReplayServer([reply(1000, 50), reply(1000, 50)]) as server:
        asker, ledger = asker_for(settings(base_url=server.base_url, max_tokens=1100))
        asker.ask(Choice, [HumanMessage("first")])
        with pytest.raises(BudgetExceeded, match=r"^budget: max_tokens 1100 would be exceeded"):
            asker.ask(Choice, [HumanMessage("second")])
    assert server.attempts == 1, "the refused request never reached the server"
    assert ledger.tokens_used == 1050
    assert isinstance(BudgetExceeded("budget: x"), AuthorError)


def test_max_cost_and_max_wall_refuse_before_sending() -> None:
    with ReplayServer([reply()]) as server:
        asker, _ = asker_for(settings(base_url=server.base_url, max_cost=1e-9))
        with pytest.raises(BudgetExceeded, match=r"^budget: max_cost"):
            asker.ask(Choice, [HumanMessage("first")])
        unpriced, _ = asker_for(settings(base_url=server.base_url, model="openai:unpriced-x",
                                         max_cost=10.0))
        with pytest.raises(BudgetExceeded, match="no price"):
            unpriced.ask(Choice, [HumanMessage("first")])
        slow, _ = asker_for(settings(base_url=server.base_url, max_wall=0.01))
        time.sleep(0.05)
        with pytest.raises(BudgetExceeded, match=r"^budget: max_wall"):
            slow.ask(Choice, [HumanMessage("first")])
    assert server.attempts == 0
