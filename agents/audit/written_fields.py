"""Audit rows for fields the request asks written that only an option of the case's
application writes ("write p as well": potentialFoam's ``-writep``).

Why two stages, like the outputs': before the run the option must be on the Allrun's line
running the application; after it, the application's log must show it was run with it (its
``Exec`` line is the command line it was given), since a field such as potentialFoam's ``p``
is in the start time whether or not the option made it write one. An application that writes
what it solves by itself has no option for it and gets no row: the request asks nothing of
its run.
"""

from __future__ import annotations

import re
from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import case_application
from foam_agent.foamcase.case.run_lines import gives_option, solver_line
from foam_agent.foamcase.catalog.program_options import field_options, option_writing
from foam_agent.foamcase.hostile import read_case_text
from foam_agent.foamcase.lazy_pattern import lazy_regex

ALLRUN = "Allrun"
#: An Allrun or a log's header is within this; more is not read for these rows.
MAX_READ_BYTES = 1 << 20
#: The line of an OpenFOAM log's header holding the command line the program was given.
_EXEC = lazy_regex(r"^Exec\s*:\s*(?P<line>.*)$", re.MULTILINE)


def _read(root: Path, name: str) -> str | None:
    try:
        return read_case_text(root, name, MAX_READ_BYTES)
    except OSError:
        return None


def written_field_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per asked field the case's application writes only when an option asks."""
    application = case_application(root)
    if not stated.written_fields or application is None or not field_options(application):
        return []
    allrun = _read(root, ALLRUN) or ""
    log = _read(root, f"log.{application}")
    rows: list[AuditRow] = []
    for item in stated.written_fields:
        requirement = f"run writes {item.value}"
        option = option_writing(application, item.value)
        if option is None:
            rows.append(AuditRow(requirement=requirement, phrase=item.source, expected="?",
                                 file=ALLRUN, met=False,
                                 note=f"no option of {application} writes {item.value}"))
            continue
        expected = f"{application} {option.option}"
        if log is not None:
            given = _EXEC.search(log)
            command = given.group("line").strip() if given else ""
            rows.append(AuditRow(requirement=requirement, phrase=item.source,
                                 expected=expected, file=f"log.{application}", entry="Exec",
                                 found=command or None,
                                 met=gives_option(command, option.option),
                                 note="the command line the run gave it"))
            continue
        line = solver_line(allrun, application)
        found = " ".join(line.group(0).split()) if line else None
        rows.append(AuditRow(requirement=requirement, phrase=item.source, expected=expected,
                             file=ALLRUN, entry="solver", found=found,
                             met=found is not None and gives_option(found, option.option),
                             note="the Allrun's line running the application"
                             if found else f"the Allrun runs no line of {application}"))
    return rows
