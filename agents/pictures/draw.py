"""Both pictures of a result at once, each drawn when the case allows it.

Why one entry point: every caller (``run``, ``solve``, ``show``, the MCP server, the bench
report) wants the same two files and the same account of why one could not be drawn (a run
that failed before writing a time has residuals but no fields).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from foam_agent.agents.pictures.fields import FieldPicture, NoFields, draw_fields
from foam_agent.agents.pictures.residuals import NoResiduals, plot_residuals


@dataclass(frozen=True)
class Pictures:
    """What was drawn for a case, and why anything was not."""

    residuals: Path | None = None
    fields: FieldPicture | None = None
    problems: list[str] = field(default_factory=list)

    def paths(self) -> dict[str, str | None]:
        """The two files by name, for JSON output (None when not drawn)."""
        return {"residuals": str(self.residuals) if self.residuals else None,
                "fields": str(self.fields.path) if self.fields else None}


def drawn_after(status: str | None) -> bool:
    """Whether a run that ended with ``status`` gets pictures: not one the gate rejected.

    Why: a rejected case never ran, so it is exactly what its submitter made (links under the
    pictures' names included) and has nothing to show; drawing it is all risk and no result.
    """
    return status is not None and status != "rejected"


def draw_pictures(case_dir: Path, *, field_name: str | None = None,
                  time: float | None = None) -> Pictures:
    """Write ``residuals.png`` and ``fields.png`` into ``case_dir`` as far as it allows."""
    problems = []
    residuals = None
    fields = None
    try:
        residuals = plot_residuals(case_dir)
    except NoResiduals as error:
        problems.append(f"residuals: {error}")
    try:
        fields = draw_fields(case_dir, field=field_name, time=time)
    except NoFields as error:
        problems.append(f"fields: {error}")
    return Pictures(residuals=residuals, fields=fields, problems=problems)
