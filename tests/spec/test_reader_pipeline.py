"""The spec reader as a table of readers sharing one ledger of claimed words."""

from __future__ import annotations

import re
from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.parse import parse_spec, read_spec
from foam_agent.agents.spec.readers import READERS, Draft
from foam_agent.agents.spec.stated import Timed
from foam_agent.agents.spec.values.gravity import read_gravity
from foam_agent.agents.spec.values.page import Page
from foam_agent.agents.spec.values.times import read_times

PROMPT = ("Steady incompressible flow over an airfoil with kOmegaSST, Re = 1e6 based on a "
          "0.5 m chord, water at 20 C. Run 2 s. Use 42 widgets per side.")


def _owner(prompt: str, words: str) -> str | None:
    reading = read_spec(prompt)
    return reading.claims.owner(reading.spec.text.index(words))


def test_a_claim_records_its_reader_and_the_first_claim_owns_the_words() -> None:
    claims = Claims()
    claims.claim(4, 8, "regime")
    claims.claim(6, 10, "stated")
    assert claims.owner(5) == "regime"
    assert claims.owner(7) == "regime"
    assert claims.owner(9) == "stated"
    assert claims.owner(10) is None
    assert claims.spans == ((4, 8), (6, 10))
    assert [claim.reader for claim in claims] == ["regime", "stated"]


def test_a_span_is_free_only_where_no_claim_overlaps_it() -> None:
    claims = Claims()
    claims.claim_all([(4, 8), (20, 25)], "geometry")
    assert claims.is_free(0, 4)
    assert claims.is_free(8, 20)
    assert not claims.is_free(7, 9)
    assert not claims.is_free(0, 30)
    assert len(claims) == 2


def test_the_table_names_each_reader_once_and_the_value_reader_reads_last() -> None:
    names = [reader.name for reader in READERS]
    assert len(names) == len(set(names))
    assert names[-1] == "stated"
    assert names.index("dimensionless") < names.index("lengths") < names.index("shapes")


def test_each_phrase_is_owned_by_the_reader_that_read_it() -> None:
    assert _owner(PROMPT, "kOmegaSST") == "regime"
    assert _owner(PROMPT, "Re = 1e6") == "dimensionless"
    assert _owner(PROMPT, "0.5 m chord") == "lengths"
    assert _owner(PROMPT, "water") == "material"
    # The value reader's rules claim in the same ledger, each under its own name.
    assert _owner(PROMPT, "2 s") == "times"


def test_read_spec_and_parse_spec_give_the_same_spec() -> None:
    assert read_spec(PROMPT).spec == parse_spec(PROMPT)


class _WidgetReader:
    """A reader added for the test: claims "<n> widgets", which no reader of the table reads."""

    name = "widgets"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        for match in re.finditer(r"\d+ widgets", draft.text):
            claims.claim(match.start(), match.end(), self.name)
        return draft


def test_a_new_reader_is_one_line_in_the_table_and_its_words_are_understood() -> None:
    assert parse_spec(PROMPT).unparsed == ("Use 42 widgets per side",)
    readers = (*READERS[:-1], _WidgetReader(), READERS[-1])
    reading = read_spec(PROMPT, readers=readers)
    assert reading.spec.unparsed == ()
    assert reading.claims.owner(reading.spec.text.index("42 widgets")) == "widgets"


class _EndTimeNote:
    """A reader whose finding only amends the stated values once the value reader has read."""

    def __init__(self, seconds: int) -> None:
        self.name = f"end at {seconds}"
        self.seconds = seconds

    def read(self, draft: Draft, claims: Claims) -> Draft:
        return draft.amended(
            lambda stated: replace(stated, end_time=Timed(self.seconds, self.name, seconds=True)))


def test_amendments_apply_after_the_value_reader_in_table_order() -> None:
    assert parse_spec(PROMPT).stated.end_time == Timed(2, "Run 2 s", seconds=True)
    reading = read_spec(PROMPT, readers=(_EndTimeNote(9), *READERS, _EndTimeNote(7)))
    assert reading.spec.stated.end_time == Timed(7, "end at 7", seconds=True)


def test_a_released_span_is_free_again_whoever_claimed_it() -> None:
    claims = Claims()
    claims.claim(3, 9, "relative")
    claims.claim(3, 9, "understood")
    claims.claim(12, 15, "times")
    claims.release(3, 9)
    assert claims.is_free(3, 9)
    assert claims.spans == ((12, 15),)


def test_each_value_rule_claims_its_words_in_the_shared_ledger_under_its_name() -> None:
    text = "Steady flow, Re = 100, end time 2 s with dt 0.01 s, gravity 9.81 m/s2"
    claims = Claims()
    claims.claim(text.index("Re = 100"), text.index("Re = 100") + 8, "dimensionless")
    page = Page(text, claims)
    start, end = read_times(page.by("times"))
    gravity = read_gravity(page.by("gravity"))
    assert end is not None and end.value == 2
    assert gravity is not None and gravity.value == 9.81
    assert claims.owner(text.index("2 s")) == "times"
    assert claims.owner(text.index("9.81")) == "gravity"
    assert claims.owner(text.index("100")) == "dimensionless"
    assert page.is_read(text.index("9.81")) and not page.is_read(text.index("dt"))
