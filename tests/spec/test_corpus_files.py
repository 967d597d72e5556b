"""The paraphrase corpus and the end-to-end request list stay well-formed.

Why: both files are hand-written data that the parser-accuracy benchmark and the end-to-end
audit tests read. A misspelt role, a duplicated id or a "not a requirement" phrase that is no
longer in its prompt would silently weaken those checks, so the structure is checked here,
independently of any parser.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

DATA = Path(__file__).resolve().parents[1] / "data"
CORPUS = DATA / "paraphrases.yaml"
END_TO_END = DATA / "e2e_solves.yaml"

ROLES = frozenset(
    {
        "end_time",
        "delta_t",
        "start_time",
        "write_interval",
        "write_steps",
        "iterations",
        "max_co",
        "adjustable_time_step",
        "velocity",
        "pressure",
        "temperature",
        "kinematic_viscosity",
        "dynamic_viscosity",
        "density",
        "nu_derived",
        "reynolds",
        "mach",
        "gravity",
        "turbulence",
        "turbulence_model",
        "time_regime",
        "solver",
        "turbulence_intensity",
        "length_scale",
        "mass_flow_rate",
        "heat_flux",
        "cells",
        "domain_length",
        "domain_size",
        "refine",
    }
)
STYLES = frozenset(
    {"terse", "verbose", "unit-heavy", "non-native", "derived", "regime-switch", "mixed"}
)
ITEM_KEYS = frozenset({"role", "value", "target", "gauge", "note", "length", "speed", "axis"})
ENTRY_KEYS = frozenset(
    {"id", "family", "style", "prompt", "expect", "not_requirements", "ambiguous", "no_role"}
)
PHRASE_LISTS = ("not_requirements", "ambiguous", "no_role")
WORD_ROLES = frozenset({"turbulence", "turbulence_model", "time_regime", "solver"})
SCALE_KEYS = ("length", "speed")
CHOICES = {
    "turbulence": frozenset({"laminar", "RAS", "LES"}),
    "time_regime": frozenset({"steady", "transient"}),
}


def load(path: Path) -> list[dict[str, Any]]:
    entries = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(entries, list), f"{path.name}: the top level must be a list"
    return entries


@pytest.fixture(scope="module", params=[CORPUS, END_TO_END], ids=["paraphrases", "e2e"])
def entries(request: pytest.FixtureRequest) -> list[dict[str, Any]]:
    return load(request.param)


def test_every_entry_has_the_fields_and_no_others(entries: list[dict[str, Any]]) -> None:
    for entry in entries:
        assert {"id", "family", "style", "prompt", "expect"} <= entry.keys(), entry.get("id")
        assert entry.keys() <= ENTRY_KEYS, (entry["id"], entry.keys() - ENTRY_KEYS)
        assert entry["style"] in STYLES, (entry["id"], entry["style"])
        assert isinstance(entry["prompt"], str) and entry["prompt"].strip(), entry["id"]
        assert isinstance(entry["expect"], list) and entry["expect"], entry["id"]


def test_ids_are_unique_within_and_across_files() -> None:
    ids = [entry["id"] for path in (CORPUS, END_TO_END) for entry in load(path)]
    duplicates = [name for name, count in Counter(ids).items() if count > 1]
    assert not duplicates


def test_every_role_is_from_the_list(entries: list[dict[str, Any]]) -> None:
    for entry in entries:
        for item in entry["expect"]:
            assert item.get("role") in ROLES, (entry["id"], item)
            assert "value" in item, (entry["id"], item)
            assert item.keys() <= ITEM_KEYS, (entry["id"], item.keys() - ITEM_KEYS)


def is_number(value: object) -> bool:
    """A real number; YAML reads ``1.0e5`` (no exponent sign) as a string, which this catches."""
    return isinstance(value, int | float) and not isinstance(value, bool)


def test_values_have_the_type_their_role_needs(entries: list[dict[str, Any]]) -> None:
    for entry in entries:
        for item in entry["expect"]:
            value, role = item["value"], item["role"]
            if role in WORD_ROLES:
                assert isinstance(value, str) and value, (entry["id"], item)
                assert value in CHOICES.get(role, {value}), (entry["id"], item)
            elif role == "adjustable_time_step":
                assert isinstance(value, bool), (entry["id"], item)
            elif isinstance(value, list):
                assert len(value) == 3, (entry["id"], item)
                assert all(part is None or is_number(part) for part in value), (entry["id"], item)
            else:
                assert is_number(value), (entry["id"], item)
            for key in SCALE_KEYS:
                if key in item:
                    assert is_number(item[key]), (entry["id"], key, item)


def test_targets_are_the_users_own_words(entries: list[dict[str, Any]]) -> None:
    for entry in entries:
        prompt = entry["prompt"].lower()
        for item in entry["expect"]:
            target = item.get("target")
            if target is not None:
                assert str(target).lower() in prompt, (entry["id"], target)


def test_listed_phrases_occur_in_their_prompt(entries: list[dict[str, Any]]) -> None:
    for entry in entries:
        for key in PHRASE_LISTS:
            for phrase in entry.get(key, []):
                assert phrase in entry["prompt"], (entry["id"], key, phrase)


def test_the_corpus_has_the_promised_spread() -> None:
    corpus = load(CORPUS)
    families = Counter(entry["family"] for entry in corpus)
    styles = Counter(entry["style"] for entry in corpus)
    assert len(corpus) >= 150
    assert len(families) >= 10
    assert sum(1 for count in families.values() if count >= 8) >= 8
    assert min(styles[style] for style in STYLES) >= 15
