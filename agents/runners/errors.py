"""The error taxonomy of failed runs (CFDLLMBench, Fig. 10) and how a log excerpt maps onto it.

Why: the reviewer's fix depends on the kind of error, and benchmark reports count failures by
kind. The classes are the paper's; the patterns are what OpenFOAM (ESI and Foundation) prints.
"""

from __future__ import annotations

import re
from typing import Literal

ErrorClass = Literal[
    "inconsistent_patch",
    "missing_file",
    "undefined_keyword",
    "numerical_instability",
    "mesh_error",
    "timeout",
    "rejected",
    "other",
]

#: Checked in order: the first class whose pattern matches the excerpt wins. Patch errors come
#: before missing entries because "Cannot find patchField entry" also reads as a missing entry.
_PATTERNS: tuple[tuple[ErrorClass, re.Pattern[str]], ...] = (
    (
        "inconsistent_patch",
        re.compile(
            r"cannot find patchField entry|patch .* not found|unknown patch|"
            r"cannot find patch|inconsistent patch|patch type .* (?:not|incompatible)|"
            r"is not a (?:wall|empty|symmetry)|patchField type|"
            r"number of patches|cannot find boundary",
            re.IGNORECASE,
        ),
    ),
    (
        "mesh_error",
        re.compile(
            r"checkMesh|negative volume|non-orthogonal|inconsistent number of faces|"
            r"face .* in (?:patch|block)|blockMesh|hex ?block|mesh .* (?:fail|not)|"
            r"polyMesh|cell zone|point .* out of range|wrong number of (?:points|cells)|"
            r"zero or negative (?:cell|face)",
            re.IGNORECASE,
        ),
    ),
    (
        "missing_file",
        re.compile(
            r"cannot find file|cannot open|no such file|file .* not found|"
            r"could not find mandatory|unable to (?:open|read) file|cannot find .*dictionary",
            re.IGNORECASE,
        ),
    ),
    (
        "undefined_keyword",
        re.compile(
            r"keyword .* is undefined|entry .* not found|unknown .* type|"
            r"valid (?:entries|types) are|not found in dictionary|undefined entry|"
            r"cannot find .* entry|unknown (?:scheme|keyword|solver|function)|"
            r"illegal|expected a|bad token|no (?:default )?entry",
            re.IGNORECASE,
        ),
    ),
    (
        "numerical_instability",
        re.compile(
            r"floating point exception(?! trapping)|^#\d+ +Foam::sigFpe|\bnan\b|\binf\b|"
            r"maximum number of iterations exceeded|negative (?:temperature|density|pressure)|"
            r"bounding .* min: -|courant number mean: [0-9.e+]+ max: [1-9][0-9]{2,}|"
            r"time step continuity errors.*e\+",
            re.IGNORECASE | re.MULTILINE,
        ),
    ),
)


def classify_error(excerpt: str) -> ErrorClass:
    """Name the error class of a failed run from its fatal message or log tail."""
    for error_class, pattern in _PATTERNS:
        if pattern.search(excerpt):
            return error_class
    return "other"
