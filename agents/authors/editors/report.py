"""The record of what the editors did with each stated value: changed it, found it, or skipped it.

Why: the run record must let a user check every value the author understood against the file
it landed in, and see what it could not apply and why. The same record measures extraction
accuracy: applied to a benchmark's reference case, a correct value is found "already so".
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from foamlib import FoamFileDecodeError

from foam_agent.foamcase.case.values import show


@dataclass(frozen=True)
class Edit:
    """One value written to (or found already in) a dictionary.

    Attributes:
        quantity: What was set (``endTime``, ``U``, ``nu``, ``type``, ``cells``…).
        file: The dictionary, relative to the case.
        target: Where in it (``boundaryField/inlet/value``).
        value: The value now there.
        previous: The value before (None when the entry was new).
        source: The prompt's words, or the reason for a follow-up edit.
        follows: True for an edit derived from a stated one (an internal field that the
            reference ties to its inlet), not stated itself.
        patch: The boundary patch the edit is on, if any.
        retyped_from: The condition type the patch had when the edit replaced it (the
            editors after this one read it here, never from the note's text).
    """

    quantity: str
    file: str
    target: str
    value: Any
    previous: Any
    source: str
    follows: bool = False
    changed: bool = True
    patch: str | None = None
    retyped_from: str | None = None

    def note(self) -> str:
        """One line for the run record."""
        where = f"{self.file}: {self.target} = {show(self.value)}"
        why = f"({self.source})" if self.follows else f"from '{self.source}'"
        if not self.changed:
            return f"{where} {why} (already so)"
        was = "new entry" if self.previous is None else f"was {show(self.previous)}"
        return f"{where} {why} ({was})"


@dataclass(frozen=True)
class Skip:
    """A stated value that was not applied, and why."""

    quantity: str
    source: str
    reason: str

    def note(self) -> str:
        """One line for the run record."""
        return f"not applied: {self.quantity} from '{self.source}': {self.reason}"


@dataclass
class EditReport:
    """Everything the editors did to one case."""

    edits: list[Edit] = field(default_factory=list)
    skips: list[Skip] = field(default_factory=list)

    def edit(self, edit: Edit) -> None:
        """Record an edit."""
        self.edits.append(edit)

    def skip(self, quantity: str, source: str, reason: str) -> None:
        """Record a value that could not be applied."""
        self.skips.append(Skip(quantity, source, reason))

    def notes(self) -> list[str]:
        """The run-record lines: edits first, then what was not applied."""
        return [edit.note() for edit in self.edits] + [skip.note() for skip in self.skips]

    @contextlib.contextmanager
    def parsing(self, root: Path, path: Path, quantity: str, source: str) -> Iterator[None]:
        """Record a dictionary foamlib cannot parse (``#eval``, ``#codeStream``) as a skip.

        Why: one such file must cost the values meant for it, not the whole case.
        """
        try:
            yield
        except FoamFileDecodeError as error:
            reason = str(error).splitlines()[0] if str(error) else type(error).__name__
            self.skip(quantity, source,
                      f"foamlib cannot parse {path.relative_to(root).as_posix()} ({reason})")
