"""Reading one entry of a case's ``system/controlDict`` without running anything.

Why a regex and not foamlib: the Allrun gate and the clean-up read it before a run, on files a
model wrote, and must not fail on a dictionary foamlib rejects; they need one word, not a parse.
"""

from __future__ import annotations

import re
from pathlib import Path


def controldict_entry(case_dir: Path, key: str) -> str | None:
    """The value of top-level ``key`` in ``system/controlDict``, or None if absent."""
    path = case_dir / "system" / "controlDict"
    if not path.is_file():
        return None
    text = path.read_text(encoding="utf-8", errors="replace")
    match = re.search(rf"^\s*{re.escape(key)}\s+([^;\s]+)\s*;", text, re.MULTILINE)
    return match.group(1) if match else None
