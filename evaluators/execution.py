"""M_exec: did the submission's solver run to its end?

Upstream (``execution_report.py``) walks the case and, for every folder *below* the case folder,
looks at files named ``log.*Foam``; the case scores 1 when one of them has ``End`` as its
second-to-last line. Quirks kept in ``upstream`` mode:

- Logs in the case folder itself are never looked at (the walk lists sub-folders only), so a
  case run by the usual ``Allrun`` (logs in the root) scores 0.
- Any solver counts: a ``log.blockMeshFoam`` or a stale log from another solver scores 1, and a
  ``FOAM FATAL`` earlier in the log does not matter.
- A log that is not valid UTF-8 is skipped.

Logs are read as upstream reads them but never through a link and never whole into memory:
block by block, keeping only the last lines (a 150 MB log costs a few MiB).

``strict`` mode reads the solver named by ``application`` in ``system/controlDict``, requires
``log.<application>`` in the case folder to end with ``End`` and no ``log.*`` in the case folder
to contain ``FOAM FATAL``.
"""

from __future__ import annotations

import codecs
import os
from pathlib import Path

from foam_agent.evaluators.casedir import (
    LOG_SCAN_BLOCK,
    first_fatal_line,
    last_nonempty_line,
    read_control_dict,
    root_logs,
)
from foam_agent.evaluators.casefiles import open_case_path
from foam_agent.evaluators.constants import Mode
from foam_agent.evaluators.report import MetricScore

#: The last line OpenFOAM applications print when they finish normally.
END_MARKER = "End"

#: Characters of a line kept while reading: enough to tell ``End`` (and its surrounding
#: blanks) from anything else, whatever the length of a line with no newline.
KEPT_LINE_CHARS = 4096


def _bounded(line: str) -> str:
    """``line`` cut to its last :data:`KEPT_LINE_CHARS`, with one ``x`` in front when the
    part cut off was not blank, so that ``strip()`` still tells ``End`` from anything else."""
    if len(line) <= KEPT_LINE_CHARS:
        return line
    dropped, kept = line[:-KEPT_LINE_CHARS], line[-KEPT_LINE_CHARS:]
    return ("x" if dropped.strip() else "") + kept


def second_to_last_line(log: Path) -> str | None:
    """The second-to-last line of ``log`` as upstream's ``open(encoding="utf-8")``
    and ``readlines()[-2]`` give it (universal newlines; stripped; empty for a one-line log),
    or None when the log is not valid UTF-8 or cannot be read. Read block by block, so only
    the last lines are ever held."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    last: list[str] = []
    pending = ""
    try:
        with open_case_path(log) as handle:
            while True:
                block = handle.read(LOG_SCAN_BLOCK)
                text = pending + decoder.decode(block, final=not block)
                # A "\r" at a block's end may be the first half of "\r\n": wait for the next.
                held = "\r" if block and text.endswith("\r") else ""
                lines = text[: len(text) - len(held)].replace("\r\n", "\n").replace("\r", "\n")
                parts = lines.split("\n")
                pending = _bounded(parts.pop()) + held
                last = [_bounded(line) for line in (last + parts)[-2:]]
                if not block:
                    break
    except (OSError, UnicodeDecodeError):
        return None
    if pending:
        last = (last + [pending])[-2:]
    return last[-2].strip() if len(last) > 1 else ""


def _upstream_exec(case: Path) -> MetricScore:
    """Score exec exactly as upstream: solver logs in sub-folders, ``End`` second to last."""
    examined: list[str] = []
    for root, dirs, _files in os.walk(case):
        for name in sorted(dirs):
            folder = Path(root) / name
            try:
                candidates = sorted(os.listdir(folder))
            except OSError:
                continue
            for log_name in candidates:
                if not (log_name.startswith("log.") and log_name.endswith("Foam")):
                    continue
                log = folder / log_name
                relative = log.relative_to(case).as_posix()
                examined.append(relative)
                second_last = second_to_last_line(log)
                if second_last is None:
                    continue
                if second_last == END_MARKER:
                    return MetricScore(
                        1.0,
                        f"{relative} has `End` as its second-to-last line",
                        {"logs": examined},
                    )
    root_solver_logs = [p.name for p in root_logs(case) if p.name.endswith("Foam")]
    if root_solver_logs:
        why = (
            f"no solver log in a sub-folder ends with `End`; upstream never reads the logs in "
            f"the case folder itself ({', '.join(root_solver_logs)})"
        )
    elif examined:
        why = f"none of {', '.join(examined)} has `End` as its second-to-last line"
    else:
        why = "no log.*Foam file in any sub-folder of the case"
    return MetricScore(0.0, why, {"logs": examined})


def _strict_exec(case: Path) -> MetricScore:
    """Score exec from the controlDict solver's log in the case folder, and no fatal error."""
    control = read_control_dict(case)
    logs = root_logs(case)
    details: dict[str, object] = {
        "application": control.application,
        "logs": [p.name for p in logs],
    }
    if control.application is None:
        return MetricScore(0.0, f"no solver to check: {control.problem}", details)
    solver_log = case / f"log.{control.application}"
    for log in logs:
        fatal = first_fatal_line(log)
        if fatal is not None:
            details["fatal"] = {log.name: fatal}
            return MetricScore(0.0, f"{log.name} reports {fatal}", details)
    if not solver_log.is_file():
        found = ", ".join(p.name for p in logs) or "none"
        return MetricScore(
            0.0, f"no log.{control.application} in the case folder (logs found: {found})", details
        )
    last = last_nonempty_line(solver_log)
    if last != END_MARKER:
        shown = last[:120] or "(empty log)"
        return MetricScore(
            0.0, f"log.{control.application} does not end with `End`; last line: {shown}", details
        )
    return MetricScore(1.0, f"log.{control.application} ends with `End`, no FOAM FATAL", details)


def score_exec(case: Path, mode: Mode) -> MetricScore:
    """Return M_exec of an existing case folder in the given mode."""
    return _upstream_exec(case) if mode == "upstream" else _strict_exec(case)
