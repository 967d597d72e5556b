"""What a request asks that a tutorial lacks and no edit of its files gives it: a physics one
family of solvers has, overlapping grids, a resolved turbulence."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.rag_index.rank import lacked_physics
from foam_agent.rag_index.text import request_words
from tests.rag_index.conftest import facets_of

PLAIN_CHANNEL = "incompressible/pimpleFoam/RAS/pitzDaily"
FLOATING = "multiphase/interFoam/RAS/floatingObject"
LES_CHANNEL = "incompressible/pimpleFoam/LES/channel395"
DNS_BOX = "DNS/dnsFoam/boxTurb16"


def _lacked(tutorials: Path, case: str, prompt: str, turbulence: str | None = None
            ) -> tuple[str, ...]:
    facets = facets_of(tutorials, case)
    solver = case.split("/")[1]
    return lacked_physics(facets, solver, request_words(prompt), turbulence)


@pytest.mark.parametrize(("prompt", "lacked"), [
    ("A wooden crate bobs in a basin of water, moored by a line", "floating body"),
    ("Sand particles carried past a square post by the stream", "Lagrangian particles"),
    ("Brine flows past a block while a magnetic field across it slows it", "magnetic field"),
    ("A rotor blade cut out of the background by its own overlapping grid",
     "overlapping grids"),
    ("Every eddy of the flow past the step resolved directly, no model at all",
     "a direct simulation"),
])
def test_a_plain_channel_lacks_what_only_another_family_has(
        tutorials: Path, prompt: str, lacked: str) -> None:
    assert lacked in _lacked(tutorials, PLAIN_CHANNEL, prompt)


def test_large_eddies_asked_are_lacked_by_a_modelled_case_only(tutorials: Path) -> None:
    prompt = "Eddy-resolving run of the flow between two plates"
    assert _lacked(tutorials, PLAIN_CHANNEL, prompt, "LES") == ("LES (RAS here)",)
    assert _lacked(tutorials, LES_CHANNEL, prompt, "LES") == ()


def test_a_case_holding_the_physics_lacks_nothing(tutorials: Path) -> None:
    assert "floating body" not in _lacked(
        tutorials, FLOATING, "A wooden crate bobs in a basin of water, moored by a line")
    assert _lacked(tutorials, DNS_BOX, "Turbulence in a box resolved directly, no model") == ()


@pytest.mark.parametrize("prompt", [
    "Water flows past a round post in a channel at 0.2 m/s",
    "Steady turbulent air over a backward-facing step, 10 m/s at the inlet",
    "Oil moving through a duct past a square block, laminar",
])
def test_a_plain_flow_lacks_nothing_of_the_plain_channel(tutorials: Path, prompt: str) -> None:
    assert _lacked(tutorials, PLAIN_CHANNEL, prompt) == ()
