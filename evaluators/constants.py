"""Names and numbers shared by every metric, each with the reason for its value."""

from __future__ import annotations

from typing import Literal

#: ``upstream`` reproduces the CFDLLMBench FoamBench scripts; ``strict`` fixes their defects.
Mode = Literal["strict", "upstream"]
MODES: tuple[Mode, ...] = ("strict", "upstream")

#: The first stage a case fails, in pipeline order (after PDEAgent-Bench), or ``pass``.
Verdict = Literal["f_struct", "f_mesh", "f_exec", "f_conv", "f_acc", "pass"]
VERDICTS: tuple[Verdict, ...] = ("f_struct", "f_mesh", "f_exec", "f_conv", "f_acc", "pass")

#: The case folders FoamBench compares file by file; time and processor folders are results.
CASE_FOLDERS: tuple[str, ...] = ("0", "constant", "system")

#: The fields FoamBench compares when both cases have them.
DEFAULT_FIELDS: tuple[str, ...] = ("U", "p", "rho", "T")

#: The NMSE upstream reports whenever a comparison cannot be made at all.
FAILURE_NMSE = 9999.0

#: Below this NMSE a result scores 1 and can count as a success (about 32 % relative L2 error).
NMSE_PASS = 0.1

#: Below this NMSE (and not below ``NMSE_PASS``) a result scores 0.5 (about 55 % relative L2).
NMSE_HALF = 0.3

#: Upstream writes struct and file scores to its CSV reports rounded to this many decimals.
UPSTREAM_ROUND_DIGITS = 4

#: The dictionaries every OpenFOAM solver reads from ``system/``; without them nothing runs.
REQUIRED_SYSTEM_FILES: tuple[str, ...] = (
    "system/controlDict",
    "system/fvSchemes",
    "system/fvSolution",
)
