"""Cases the ux tests run: the cavity made long, and pitzDaily made short."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tests.conftest import CAVITY, set_entry

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
#: Iterations of the shortened pitzDaily: enough for the flow to develop away from the initial
#: field, few enough for seconds of run time.
PITZ_DAILY_ITERATIONS = 60


def long_cavity(tutorial_case: Callable[..., Path], end_time: float, name: str = "cavity"
                ) -> Path:
    """The cavity run to ``end_time`` (0.005 s steps; about 4000 steps a second here), writing
    only at the end so that a long run does not fill the disk."""
    case = tutorial_case(CAVITY, name)
    control = case / "system" / "controlDict"
    set_entry(control, "endTime", f"{end_time:g}")
    set_entry(control, "writeControl", "runTime")
    set_entry(control, "writeInterval", f"{end_time:g}")
    return case


def short_pitz_daily(tutorial_case: Callable[..., Path], name: str) -> Path:
    """pitzDaily (simpleFoam, k-epsilon) stopped after ``PITZ_DAILY_ITERATIONS``."""
    case = tutorial_case(PITZ_DAILY, name)
    control = case / "system" / "controlDict"
    set_entry(control, "endTime", str(PITZ_DAILY_ITERATIONS))
    set_entry(control, "writeInterval", str(PITZ_DAILY_ITERATIONS))
    return case
