"""A numbered patch name shortened in words ("in-5" for elbow's ``velocity-inlet-5``) is that
patch, and only when one patch fits (``foamcase.case.patches.by_number``)."""

from __future__ import annotations

import pytest

from foam_agent.foamcase.case.patches import by_number, resolve

ELBOW = {"wall-4": "wall", "velocity-inlet-5": "patch", "velocity-inlet-6": "patch",
         "pressure-outlet-7": "patch", "wall-8": "wall", "frontAndBackPlanes": "empty"}
NUMBERED = {"inletDuct1": "patch", "inletDuct2": "patch", "outlet_3": "patch",
            "sideWall": "wall"}


@pytest.mark.parametrize(("mention", "patches", "patch"), [
    ("in-5", ELBOW, "velocity-inlet-5"),
    ("in 6", ELBOW, "velocity-inlet-6"),
    ("out-7", ELBOW, "pressure-outlet-7"),
    ("vel6", ELBOW, "velocity-inlet-6"),
    ("duct-2", NUMBERED, "inletDuct2"),
    ("out3", NUMBERED, "outlet_3"),
])
def test_a_shortened_numbered_name_is_the_patch_it_shortens(
        mention: str, patches: dict[str, str], patch: str) -> None:
    assert resolve((mention,), patches) == [patch]


@pytest.mark.parametrize(("mention", "patches"), [
    ("in-7", ELBOW),       # 7 is the outlet's number, not an inlet's
    ("in-3", ELBOW),       # no patch numbered 3
    ("w-8", ELBOW),        # one letter shortens nothing
    ("in-1", {"inlet-1": "patch", "interface-1": "patch"}),  # two fit
])
def test_a_shortened_name_no_single_patch_fits_is_none(mention: str,
                                                       patches: dict[str, str]) -> None:
    assert by_number((mention,), patches) == []
