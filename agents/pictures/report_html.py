"""``report.html``: one self-contained page per solve, for the browser.

Why one file with everything inside (pictures as ``data:`` URIs, the style in the page): it is
mailed, attached to a ticket or opened from a CI artefact, where a page that links to files
beside it shows broken images. It holds what an engineer checks a result by: the request, the
audit of the request against the written case, the physics checks, the pictures and the
residual history.
"""

from __future__ import annotations

import base64
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from foam_agent.agents.pictures.fields import FieldPicture
from foam_agent.agents.pictures.residuals import NoResiduals, solver_log
from foam_agent.agents.runners.logs import solver_steps
from foam_agent.foamcase.hostile import read_case_bytes, write_beside

if TYPE_CHECKING:
    from foam_agent.agents.audit.rows import AuditRow
    from foam_agent.agents.physics.rows import PhysicsRow
    from foam_agent.agents.record import RunRecord

REPORT_FILE = "report.html"
#: A picture larger than this is not embedded (the page would not open quickly).
MAX_PICTURE_BYTES = 16 * 1024 * 1024
STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1600px; color: #222; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 1.6em; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
th { background: #f2f2f2; }
tr.fail td { background: #fde2e2; } tr.pass td:first-child { color: #1a7f37; }
tr.fail td:first-child { color: #b42318; font-weight: bold; }
blockquote { border-left: 4px solid #ccc; margin: 0; padding: 0.3em 1em; background: #fafafa; }
figure { margin: 1em 0; } figure img { max-width: 100%; border: 1px solid #ddd; }
figcaption { color: #555; font-size: 0.9em; }
"""


@dataclass(frozen=True)
class ResidualHistory:
    """One field's initial residuals over a run: how many steps, the first, the last, the least.

    Why a table beside the plot: the numbers can be copied into a ticket, the plot cannot.
    """

    field: str
    steps: int
    first: float
    last: float
    least: float


def residual_history(case_dir: Path) -> list[ResidualHistory]:
    """Each field's residual history from the solver log; empty when there is no log."""
    try:
        steps = solver_steps(solver_log(case_dir))
    except (NoResiduals, OSError):
        return []
    names = sorted({name for step in steps for name in step.residuals})
    history = []
    for name in names:
        values = [step.residuals[name] for step in steps if name in step.residuals]
        history.append(ResidualHistory(field=name, steps=len(values), first=values[0],
                                       last=values[-1], least=min(values)))
    return history


def _data_uri(picture: Path) -> str | None:
    try:
        raw = read_case_bytes(picture.parent, picture.name, MAX_PICTURE_BYTES)
    except OSError:
        return None
    return "data:image/png;base64," + base64.b64encode(raw).decode("ascii")


def _table(headers: Sequence[str], rows: Sequence[tuple[str, Sequence[str]]],
           table_id: str) -> str:
    """A table whose rows carry a class (``pass``, ``fail``, ``note``) and escaped cells."""
    head = "".join(f"<th>{escape(header)}</th>" for header in headers)
    body = "".join(f'<tr class="{escape(kind)}">'
                   + "".join(f"<td>{escape(cell)}</td>" for cell in cells) + "</tr>"
                   for kind, cells in rows)
    return f'<table id="{table_id}"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def _audit_section(rows: Sequence[AuditRow]) -> str:
    if not rows:
        return "<p>No audit: the case was not written from a request.</p>"
    return _table(("", "requirement", "from the words", "expected", "found in", "found", "note"),
                  [("pass" if row.met else "fail",
                    ("met" if row.met else "unmet", row.requirement, row.phrase, row.expected,
                     " ".join(part for part in (row.file, row.entry) if part) or "-",
                     row.found or "-", row.note)) for row in rows], "audit")


def _physics_section(rows: Sequence[PhysicsRow]) -> str:
    if not rows:
        return "<p>No physics check applies to this case.</p>"
    ordered = [row for row in rows if row.failed] + [row for row in rows if not row.failed]
    return _table(("", "check", "expected", "found", "evidence"),
                  [(row.verdict, (row.verdict, row.check, row.expected, row.found,
                                  " ".join(part for part in (row.evidence.file,
                                                             row.evidence.time,
                                                             row.evidence.line) if part)
                                  or "-")) for row in ordered], "physics")


def _figure(picture: Path, caption: str, figure_id: str) -> str:
    uri = _data_uri(picture)
    if uri is None:
        return f"<p>{escape(picture.name)} could not be read.</p>"
    return (f'<figure id="{figure_id}"><img alt="{escape(caption)}" src="{uri}">'
            f"<figcaption>{escape(caption)}</figcaption></figure>")


def write_report(case_dir: Path, out: Path, *, record: RunRecord | None,
                 physics: Sequence[PhysicsRow], fields: Sequence[FieldPicture],
                 residuals: Path | None) -> Path:
    """Write the page for ``case_dir`` to ``out`` and return its path.

    Args:
        case_dir: The case the pictures and the log are of.
        out: The page to write (its folder must exist).
        record: The solve's record (request, audit, status), or None for a bare case.
        physics: The physics rows of the finished case.
        fields: The field pictures, each embedded with what its panels show.
        residuals: The residual plot, or None when the run wrote no residual.

    Raises:
        OSError: The page cannot be written.
    """
    # A solve's case is always named ``case``: its output folder names the solve.
    title = f"foam-agent: {(case_dir.parent if record is not None else case_dir).name}"
    parts = [f"<h1>{escape(title)}</h1>",
             f'<p id="generated">{escape(str(case_dir))} · written '
             f"{datetime.now(UTC).strftime('%Y-%m-%d %H:%M UTC')}</p>"]
    if record is not None:
        parts += ["<h2>Request</h2>", f'<blockquote id="request">{escape(record.prompt)}'
                  "</blockquote>",
                  f'<p id="status">status <b>{escape(record.status)}</b> · '
                  f"{escape(record.stop_reason)} · {record.loops} loop(s) · "
                  f"{record.seconds.total:.1f} s</p>"]
    parts += ["<h2>Audit of the request</h2>",
              _audit_section(record.audit if record is not None else []),
              "<h2>Physics checks</h2>", _physics_section(physics), "<h2>Fields</h2>"]
    for index, picture in enumerate(fields):
        ranges = "; ".join(f"{panel.label} {panel.low:.4g} … {panel.high:.4g}"
                           + (f" {panel.unit}" if panel.unit else "")
                           for panel in picture.panels)
        parts.append(_figure(picture.path, f"{picture.moment}, plane {picture.plane}: {ranges}",
                             f"fields-{index}"))
    if not fields:
        parts.append("<p>No field was written.</p>")
    parts.append("<h2>Residual history</h2>")
    if residuals is not None:
        parts.append(_figure(residuals, "initial residual of each field", "residuals"))
    history = residual_history(case_dir)
    if history:
        parts.append(_table(("field", "steps", "first", "last", "least"),
                            [("note", (item.field, str(item.steps), f"{item.first:.3g}",
                                       f"{item.last:.3g}", f"{item.least:.3g}"))
                             for item in history], "residual-history"))
    else:
        parts.append("<p>The solver log holds no residual.</p>")
    page = ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>"
            + "\n".join(parts) + "</body></html>\n")
    return write_beside(out.parent, out.name, page.encode("utf-8"))
