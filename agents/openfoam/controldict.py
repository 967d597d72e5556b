"""Reading one entry of a case's ``system/controlDict`` without running anything.

Why a regex and not foamlib: the Allrun gate and the clean-up read it before a run, on files a
model wrote, and must not fail on a dictionary foamlib rejects; they need one word, not a parse.
"""

from __future__ import annotations

import re
from pathlib import Path

from foam_agent.foamcase.hostile import read_case_text

#: Largest controlDict read: the tutorials' are a few KiB.
MAX_CONTROLDICT_BYTES = 1024 * 1024


def controldict_entry(case_dir: Path, key: str) -> str | None:
    """The value of top-level ``key`` in ``system/controlDict``, or None if absent (or not a
    regular file of the case: a link is not followed, see :mod:`foam_agent.foamcase.hostile`)."""
    try:
        text = read_case_text(case_dir, "system/controlDict", MAX_CONTROLDICT_BYTES)
    except OSError:
        return None
    match = re.search(rf"^\s*{re.escape(key)}\s+([^;\s]+)\s*;", text, re.MULTILINE)
    return match.group(1) if match else None
