"""A keyword the case keeps in two dictionaries with one value is written in both.

Why: channel395 keeps ``Ubar`` in transportProperties and in the fvOptions
``meanVelocityForce`` that drives the flow. The author wrote a stated bulk velocity only in
the first, the audit read it there and met it, and the run went on at the tutorial's
0.1335 m/s: solved, and wrong.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from tests.authors.conftest import write_case

CHANNEL = "incompressible/pimpleFoam/LES/channel395"


@pytest.mark.parametrize(("prompt", "speed"), [
    ("LES of the channel395 case with a bulk velocity of 0.2 m/s, end time 1 s.", 0.2),
    ("Channel flow at Re_tau 395, drive it with Ubar = (0.15 0 0) m/s, nu 2e-5, run 0.5 s.",
     0.15),
])
def test_a_value_kept_twice_is_written_where_the_flow_reads_it(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path: Path, prompt: str,
        speed: float) -> None:
    case = tmp_path / "case"
    write_case(author, write_request(prompt, [reference(CHANNEL)]), case)
    source = FoamFile(case / "constant/fvOptions")[("momentumSource", "Ubar")]
    kept = FoamFile(case / "constant/transportProperties")["Ubar"]
    assert list(source) == pytest.approx([speed, 0, 0])  # type: ignore[arg-type]
    assert list(kept) == pytest.approx([speed, 0, 0])  # type: ignore[arg-type]
