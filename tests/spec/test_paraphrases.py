"""The spec parser on prompts written by another hand (tests/data/paraphrases.yaml).

The corpus was written without looking at the parser, in many users' voices. The measured rate
is in BENCHMARKS.md; this test keeps it from falling back, and checks the promise that no
number is dropped without a word.
"""

from __future__ import annotations

import re

import pytest
import yaml

from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.spec.parse import MAX_PROMPT_CHARS, SpecError, parse_spec
from tests.spec.paraphrase_accuracy import CORPUS, measure

#: The share of the corpus's requirements read right when this test was written was 0.888;
#: a change that reads less fails here (BENCHMARKS.md has the figure per role).
MINIMUM_RATE = 0.88


def test_the_parser_reads_the_public_corpus() -> None:
    score = measure()
    assert score.prompts >= 150
    assert score.rate >= MINIMUM_RATE, "\n".join(score.details)


def _numbers(text: str) -> list[str]:
    return re.findall(r"(?<![\w.^_])\d+(?:\.\d+)?(?:e[-+]?\d+)?", text)


@pytest.mark.parametrize("entry", yaml.safe_load(CORPUS.read_text(encoding="utf-8")),
                         ids=lambda entry: entry["id"])
def test_every_number_is_understood_or_reported(entry: dict[str, object]) -> None:
    """Each number of the prompt is in a phrase the spec records, or listed as unparsed."""
    spec = parse_spec(str(entry["prompt"]), solvers=find_local_installation().applications)
    recorded = " | ".join([*spec.describe(), *spec.unparsed])
    for number in _numbers(spec.text):
        if re.fullmatch(r"[23]", number) and re.search(rf"\b{number}\s*-?\s*D\b", spec.text):
            continue
        assert number in recorded, f"{number} of '{spec.text}' is neither read nor reported"


def test_a_pasted_document_is_refused_with_its_size() -> None:
    with pytest.raises(SpecError, match="20,000"):
        parse_spec("cavity " * (MAX_PROMPT_CHARS // 7 + 1))
