"""Cost of a solve from its token counts and the price table in ``configs/prices.yaml``."""

from __future__ import annotations

import functools

import yaml

from foam_agent.agents.authors.base import Usage
from foam_agent.agents.config import configs_dir

#: Prices in the table are per this many tokens.
TOKENS_PER_PRICE_UNIT = 1_000_000


@functools.cache
def price_table() -> dict[str, dict[str, float]]:
    """Model name → {prompt, completion} USD per million tokens."""
    path = configs_dir() / "prices.yaml"
    if not path.is_file():
        return {}
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


def cost_usd(model: str | None, usage: Usage) -> float | None:
    """What ``usage`` cost with ``model`` (``provider:name`` or ``name``); None if unpriced."""
    if model is None:
        return 0.0
    name = model.split(":", 1)[-1]
    prices = price_table().get(name)
    if prices is None:
        return None
    return round(
        (usage.prompt_tokens * prices["prompt"] + usage.completion_tokens * prices["completion"])
        / TOKENS_PER_PRICE_UNIT,
        6,
    )


def prompt_price(model: str | None) -> float | None:
    """USD per prompt token of ``model``; 0 with no model, None if unpriced."""
    if model is None:
        return 0.0
    prices = price_table().get(model.split(":", 1)[-1])
    return None if prices is None else prices["prompt"] / TOKENS_PER_PRICE_UNIT
