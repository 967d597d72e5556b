"""A sum of money written in running text: "$55", "€ 40", "55 dollars", "12.5 USD".

Why apart from the unit reader: pint has no currency, and no physical entry holds money, so a
sum is no value of a physical quantity; it binds only to a quantity the catalog says is a sum
of money (``foam_agent.foamcase.catalog.quantities.Quantity.money``: financialFoam's strike),
as its number. Read here once, a sum said of any other quantity is refused with why instead of
its number being taken bare ("a volatility of 30 dollars").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.agents.spec.phrases import NUMBER, to_number
from foam_agent.agents.spec.stated import Number
from foam_agent.foamcase.catalog.unit_words import CURRENCY_SIGNS, CURRENCY_WORDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["Money", "is_money", "money_at"]

_SIGNS = "|".join(re.escape(sign) for sign in CURRENCY_SIGNS)
_WORDS = "|".join(CURRENCY_WORDS)
#: A sign before the number, or a currency's name or code after it (one space at most between).
#: A number between two dollar signs is TeX's mathematics ("$10$ m/s"), not a sum.
_MONEY = lazy_regex(rf"(?:(?P<sign>{_SIGNS})\s?(?P<signed>{NUMBER})(?!\d|\.\d|\s?\$)|"
                    rf"(?P<amount>{NUMBER})\s?(?P<word>{_WORDS})\b)", re.IGNORECASE)


#: A sign right before a number ("$55", "€ 40").
_SIGN_BEFORE = lazy_regex(rf"(?:{_SIGNS})\s?\Z")


@dataclass(frozen=True)
class Money:
    """A sum of money read at a place of the text.

    Attributes:
        amount: The number written, in the request's own currency.
        start: Where its words start (the sign or the number).
        end: Where they end (the number or the currency's name).
    """

    amount: Number
    start: int
    end: int


def money_at(text: str, position: int) -> Money | None:
    """The sum of money written right at ``position`` of ``text``, else None."""
    found = _MONEY.match(text, position)
    if found is None:
        return None
    number = found.group("signed") or found.group("amount")
    return Money(to_number(number), found.start(), found.end())


def is_money(text: str, start: int) -> bool:
    """Whether the number starting at ``start`` of ``text`` is a sum of money: a currency's
    sign before it or its name after it. Why: the readers of keywords and properties take a
    number bare when no unit they know follows, and a sum is no value of theirs."""
    sign = _SIGN_BEFORE.search(text, max(0, start - 4), start)
    return money_at(text, sign.start() if sign is not None else start) is not None
