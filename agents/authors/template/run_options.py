"""The options of the run a request asks for: a field written only when a program's command
line asks ("write p as well": potentialFoam's ``-writep``), put on the Allrun's solver line.

Why on the Allrun: such a request is no entry of any file, and the Allrun is the one place a
case holds its programs' command lines; the option comes from the catalog row of the case's
own application (:mod:`foam_agent.foamcase.catalog.program_options`), so a program that writes
the field by itself gets nothing and one with no such option is told, not guessed at.
"""

from __future__ import annotations

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Stated
from foam_agent.foamcase.case.run_lines import gives_option, solver_line
from foam_agent.foamcase.catalog.program_options import field_options, option_writing

ALLRUN = "Allrun"


def with_field_options(allrun: str, application: str | None,
                       asked: tuple[Stated[str], ...], report: EditReport) -> str:
    """``allrun`` with the option that makes ``application`` write each asked field on its
    solver line, each recorded in ``report``; a field no option of it writes is recorded as
    not applied when the application has such options at all (a solver with a loop writes
    what it solves by itself and is left alone)."""
    if application is None or not field_options(application):
        return allrun
    for item in asked:
        option = option_writing(application, item.value)
        if option is None:
            report.skip(f"write {item.value}", item.source,
                        f"no option of {application} writes {item.value}")
            continue
        line = solver_line(allrun, application)
        if line is None:
            report.skip(f"write {item.value}", item.source,
                        f"the Allrun has no line running {application} to give "
                        f"{option.option}")
            continue
        present = gives_option(line.group(0), option.option)
        if not present:
            allrun = f"{allrun[:line.end()].rstrip()} {option.option}{allrun[line.end():]}"
        report.edit(Edit(f"write {item.value}", ALLRUN, ("solver",), option.option, None,
                         item.source, changed=not present,
                         where=f"{application}'s command line"))
    return allrun
