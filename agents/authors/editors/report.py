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

    Why structured: a later editor, the reviewer and the accuracy measurement read what an
    editor did from these fields; the note is only for the run record, and nothing parses it.

    Attributes:
        quantity: What was set (``endTime``, ``U``, ``nu``, ``type``, ``cells``…).
        file: The dictionary, relative to the case.
        keys: The key path in it (``("boundaryField", "inlet", "value")``).
        new: The value now there.
        old: The value before (None when the entry was new).
        reason: The prompt's words, or the reason for a follow-up edit.
        follows: True for an edit derived from a stated one (an internal field that the
            reference ties to its inlet), not stated itself.
        changed: False when the value was there already.
        patch: The boundary patch the edit is on, if any.
        retyped_from: The condition type the patch had when the edit replaced it.
        retyped_to: The condition type that replaced it.
        where: The run record's words for a place that is no single key path (``x range
            (m)``, ``blocks/hex cells x2``); None when ``keys`` say it.
    """

    quantity: str
    file: str
    keys: tuple[str, ...]
    new: Any
    old: Any
    reason: str
    follows: bool = False
    changed: bool = True
    patch: str | None = None
    retyped_from: str | None = None
    retyped_to: str | None = None
    where: str | None = None

    @property
    def target(self) -> str:
        """Where in the file, as the run record says it."""
        place = self.where if self.where is not None else "/".join(self.keys)
        if self.retyped_from is not None and self.retyped_to is not None:
            return f"{place} (type {self.retyped_from} -> {self.retyped_to})"
        return place

    def note(self) -> str:
        """One line for the run record."""
        where = f"{self.file}: {self.target} = {show(self.new)}"
        why = f"({self.reason})" if self.follows else f"from '{self.reason}'"
        if not self.changed:
            return f"{where} {why} (already so)"
        was = "new entry" if self.old is None else f"was {show(self.old)}"
        return f"{where} {why} ({was})"


@dataclass(frozen=True)
class Skip:
    """A stated value that was not applied, and why.

    Attributes:
        quantity: What was stated (``U``, ``type``, ``g``…), as an ``Edit`` names it.
        source: The prompt's words.
        reason: Why it was not applied.
        what: The run record's words when they say more than the quantity (``U ramp on
            'inlet'``); None when the quantity says it.
    """

    quantity: str
    source: str
    reason: str
    what: str | None = None

    def note(self) -> str:
        """One line for the run record."""
        return (f"not applied: {self.what or self.quantity} from '{self.source}': "
                f"{self.reason}")


@dataclass
class EditReport:
    """Everything the editors did to one case."""

    edits: list[Edit] = field(default_factory=list)
    skips: list[Skip] = field(default_factory=list)

    def edit(self, edit: Edit) -> None:
        """Record an edit."""
        self.edits.append(edit)

    def skip(self, quantity: str, source: str, reason: str, *, what: str | None = None
             ) -> None:
        """Record a value that could not be applied (``what``: see :class:`Skip`)."""
        self.skips.append(Skip(quantity, source, reason, what))

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
