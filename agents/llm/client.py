"""Building a provider's LangChain chat model, with the case's ledger plugged in.

Why one function: ``provider:name`` maps onto ``init_chat_model`` for every provider, but the
settings differ in name (Ollama takes its timeout through ``client_kwargs`` and has no retry
setting) and a replayed run needs no API key. Everything provider-specific stays here.
"""

from __future__ import annotations

import os
from typing import Any

from langchain_core.language_models import BaseChatModel

from foam_agent.agents.authors.base import AuthorError
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.llm.budget import Budget
from foam_agent.agents.llm.ledger import CallLedger, LedgerMode
from foam_agent.agents.llm.store import CallStore
from foam_agent.agents.pricing import price_table

#: Environment variable holding each provider's key; a local or replayed run needs none.
API_KEY_VARIABLES = {"openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY"}
#: The key sent when none is set: local OpenAI-compatible servers and replays accept any.
PLACEHOLDER_KEY = "not-needed"


def make_ledger(config: SolveConfig) -> CallLedger:
    """The ledger of one case: its budget, prices, and record or replay directory."""
    mode: LedgerMode = "live"
    store = None
    if config.replay_dir:
        mode, store = "replay", CallStore(config.replay_dir)
    elif config.record_dir:
        mode, store = "record", CallStore(config.record_dir)
    name = (config.model or "").split(":", 1)[-1]
    prices = price_table().get(name)
    return CallLedger(
        model=config.model,
        budget=Budget(max_tokens=config.max_tokens, max_cost=config.max_cost,
                      max_wall_s=config.max_wall),
        mode=mode, store=store,
        prompt_price=prices["prompt"] / 1e6 if prices else None,
        completion_price=prices["completion"] / 1e6 if prices else None,
    )


def _provider_settings(provider: str, config: SolveConfig) -> dict[str, Any]:
    settings: dict[str, Any] = {"temperature": config.temperature}
    if provider == "ollama":
        # ChatOllama has no timeout or retry field; its httpx client takes the timeout.
        settings["client_kwargs"] = {"timeout": config.request_timeout_s}
    else:
        settings["timeout"] = config.request_timeout_s
        settings["max_retries"] = config.max_retries
    if config.base_url:
        settings["base_url"] = config.base_url
    variable = API_KEY_VARIABLES.get(provider)
    if variable and not os.environ.get(variable) and (config.base_url or config.replay_dir):
        settings["api_key"] = PLACEHOLDER_KEY
    return settings


def make_chat_model(config: SolveConfig, ledger: CallLedger | None = None) -> BaseChatModel:
    """Build the chat model of ``config.model`` (``provider:name``) answering via ``ledger``.

    Raises:
        AuthorError: Unknown provider, missing provider package, or bad settings.
    """
    from langchain.chat_models import init_chat_model

    if config.model is None:
        raise AuthorError("the LLM author needs a model (provider:name)")
    provider = config.model.split(":", 1)[0] if ":" in config.model else "openai"
    settings = _provider_settings(provider, config)
    if ledger is not None:
        settings["cache"] = ledger
    try:
        return init_chat_model(config.model, **settings)
    except ImportError as error:
        raise AuthorError(
            f"model '{config.model}' needs its provider package: {error}. "
            "Install it, e.g. pip install langchain-anthropic"
        ) from error
    except (ValueError, TypeError) as error:
        first_line = str(error).strip().splitlines()[0] if str(error).strip() else repr(error)
        raise AuthorError(f"cannot use model '{config.model}': {first_line}") from error
