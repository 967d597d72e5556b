"""Targeted edits of a case: ``{file, key path, value}`` applied with foamlib, or new files.

Why edits and not whole files: a model that rewrites a dictionary in full drops entries,
renames files for the wrong dialect and changes stated values; an edit touches one entry, so
everything else stays as the deterministic applier wrote it. Each edit is applied on its own,
and one that breaks a requirement the audit found met is refused and reported, not written.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from foamlib import FoamFile
from pydantic import BaseModel, Field

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.editors.workspace import read_back, workspace
from foam_agent.agents.case_files import CaseWriter, UnsafeWrite

#: The placeholder keyword under which a value's text is parsed by foamlib.
_PARSE_KEY = "value_"


class KeyEdit(BaseModel):
    """One targeted change: an entry of a dictionary set to a value, or a whole new file."""

    file: str = Field(description="Path relative to the case, e.g. 'system/controlDict'.")
    key: str | None = Field(default=None, description=(
        "Key path inside the file, '/'-separated, e.g. 'boundaryField/inlet/value' or "
        "'deltaT'; null only when value is the full text of a NEW file."))
    value: str = Field(description="In OpenFOAM syntax, e.g. 'uniform (1 0 0)', '0.001', "
                                   "'fixedValue'; the full file text for a new file.")

    def line(self) -> str:
        """One line for notes and prompts."""
        if not self.key:
            return f"{self.file}: new file ({len(self.value)} characters)"
        return f"{self.file}: {self.key} = {self.value}"


@dataclass
class EditOutcome:
    """The case after the edits, and what happened to each edit."""

    files: dict[str, str]
    applied: list[KeyEdit] = field(default_factory=list)
    #: "edit line: why it failed" per edit that could not be applied.
    failed: list[str] = field(default_factory=list)
    #: "edit line: the requirement it would break" per edit the audit refused.
    refused: list[str] = field(default_factory=list)

    def changed(self, before: Mapping[str, str]) -> dict[str, str]:
        """The files whose text differs from ``before`` (new files included)."""
        return {path: text for path, text in self.files.items() if before.get(path) != text}

    def notes(self) -> list[str]:
        """Run-record lines: what was applied, what failed, what the audit refused."""
        return ([f"edit applied: {edit.line()}" for edit in self.applied]
                + [f"edit failed: {line}" for line in self.failed]
                + [f"edit refused: {line}" for line in self.refused])


def _apply_one(root: Path, edit: KeyEdit) -> str | None:
    """Apply ``edit`` under ``root``; the reason it cannot be applied, or None."""
    path = root / edit.file
    if not edit.key:
        if path.exists():
            return "the file exists: send key edits, not a whole new text"
        try:
            CaseWriter(root).write(edit.file, edit.value)
        except UnsafeWrite as refusal:
            return str(refusal)
        return None
    if not path.is_file():
        return "no such file (a new file needs key null and its full text)"
    keys = tuple(part for part in edit.key.replace(".", "/").split("/") if part)
    try:
        parsed: Any = FoamFile.loads(f"{_PARSE_KEY} {edit.value};")
        value: Any = parsed[_PARSE_KEY]
    except Exception as error:  # foamlib raises several kinds on text it cannot parse  # noqa: BLE001
        return f"the value is not OpenFOAM syntax ({type(error).__name__})"
    try:
        FoamFile(path)[(keys[0], *keys[1:])] = value
    except Exception as error:  # a key path through a non-dictionary, an unparsable file  # noqa: BLE001
        return f"foamlib cannot set it ({type(error).__name__}: {str(error)[:120]})"
    return None


def _apply(files: Mapping[str, str], edits: list[KeyEdit]) -> EditOutcome:
    outcome = EditOutcome(files=dict(files))
    with workspace(files) as root:
        for edit in edits:
            reason = _apply_one(root, edit)
            if reason is None:
                outcome.applied.append(edit)
            else:
                outcome.failed.append(f"{edit.line()}: {reason}")
        outcome.files = read_back(root)
    return outcome


def _row_id(row: AuditRow) -> tuple[str, str, str | None, str | None]:
    return row.requirement, row.phrase, row.file, row.entry


Audit = Callable[[Mapping[str, str]], list[AuditRow]]


def apply_edits(files: Mapping[str, str], edits: list[KeyEdit], *, audit: Audit
                ) -> EditOutcome:
    """Apply ``edits`` to ``files``; refuse those that break a requirement that was met.

    Args:
        files: The case as ``{relpath: text}``.
        edits: The edits, applied in order.
        audit: The requirements audit of a file set (met before and after is compared).
    """
    outcome = _apply(files, edits)
    met_before = {_row_id(row) for row in audit(files) if row.met}

    def broken_by(candidate: Mapping[str, str]) -> list[AuditRow]:
        return [row for row in audit(candidate) if not row.met and _row_id(row) in met_before]

    if not broken_by(outcome.files):
        return outcome
    # Find the culprits one by one: each edit of a file whose requirement broke, alone.
    refused: list[str] = []
    kept: list[KeyEdit] = []
    for edit in outcome.applied:
        rows = broken_by(_apply(files, [edit]).files)
        if rows:
            refused += [f"{edit.line()}: breaks '{row.requirement}' (expected {row.expected}, "
                        f"from '{row.phrase}')" for row in rows]
        else:
            kept.append(edit)
    again = _apply(files, kept)
    again.failed = outcome.failed
    again.refused = refused
    return again
