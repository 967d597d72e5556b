"""Audit rows for the outputs a request asks for: one per output, met when its function object
is in ``system/controlDict`` and, once the case has run, when it wrote its data (or, for an
output the host measures instead, :mod:`.host_outputs`, when the finished case gives it).

Why two stages: before a run only the object can be checked; after it, "the drag is
reported" means a ``postProcessing`` file with numbers, and a run that ended without one
did not do what was asked. An output the case cannot produce is unmet with the reason the
audit's own expectation gives (``expected_outputs``): the same type and patches whoever
wrote the object.
"""

from __future__ import annotations

import re
from pathlib import Path

from foam_agent.agents.audit.expected_outputs import (
    Impossible,
    describe,
    expected_object,
    host_measured,
    read_case,
)
from foam_agent.agents.audit.host_outputs import nusselt_row
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.foamcase.case.files import entries_of, subdict
from foam_agent.foamcase.case.function_objects import WantedObject, find_object
from foam_agent.foamcase.case.values import show
from foam_agent.foamcase.lazy_pattern import lazy_regex

CONTROL_DICT = "system/controlDict"
#: The field each field function object writes into the time directories.
WRITTEN_FIELDS = {"vorticity": "vorticity", "Q": "Q", "MachNo": "Ma",
                  "streamFunction": "streamFunction", "Lambda2": "Lambda2",
                  "enstrophy": "enstrophy", "wallShearStress": "wallShearStress",
                  "yPlus": "yPlus", "wallHeatFlux": "wallHeatFlux", "pressure": "Cp"}
_APPLICATION = lazy_regex(r"^\s*application\s+(\w+)\s*;", re.MULTILINE)
_DATA_LINE = lazy_regex(r"^\s*[-+]?(?:\d|\.\d)", re.MULTILINE)
_TIME = lazy_regex(r"^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$")


def output_rows(spec: CaseSpec, case_dir: Path) -> list[AuditRow]:
    """One row per output ``spec`` asks for, checked on the case in ``case_dir``."""
    if not spec.stated.outputs:
        return []
    case = read_case(case_dir)
    control = entries_of(case_dir / CONTROL_DICT)
    functions = subdict(control.get("functions")) if control is not None else None
    ran = _solver_ran(case_dir)
    rows: list[AuditRow] = []
    for output in spec.stated.outputs:
        phrase = getattr(output, "source", "") or getattr(output, "words", "")
        requirement = f"output: {output.describe()}"
        measured = host_measured(case, output)
        if measured is not None:
            rows.append(nusselt_row(case_dir, measured, ran, requirement, phrase))
            continue
        wanted = expected_object(case, output)
        if isinstance(wanted, Impossible):
            rows.append(AuditRow(requirement=requirement, phrase=phrase, expected="?",
                                 file=CONTROL_DICT, entry="functions", met=False,
                                 note=f"not possible in this case: {wanted.reason}"))
            continue
        name = find_object(functions, wanted, case_dir) if functions is not None else None
        if name is None or functions is None:
            rows.append(AuditRow(requirement=requirement, phrase=phrase,
                                 expected=describe(wanted), file=CONTROL_DICT,
                                 entry="functions", found=None, met=False,
                                 note="no function object in functions does this"))
            continue
        rows.append(_found_row(case_dir, wanted, name, functions.get(name), ran, requirement,
                               phrase))
    return rows


#: Keywords of a found object the row reports, with their units: the choices the request
#: left to the author (a reference density, speed, length and area), shown as the case has
#: them rather than checked.
REPORTED_SETTINGS = {"rhoInf": "kg/m3", "magUInf": "m/s", "lRef": "m", "Aref": "m2",
                     "UInf": "m/s", "pInf": "Pa"}


def _settings(entry: object) -> str:
    """The reported keywords of a found object, as "rhoInf 1 kg/m3, lRef 0.1 m"."""
    found = subdict(entry)
    if found is None:
        return ""
    shown = [f"{key} {show(found[key])} {unit}" for key, unit in REPORTED_SETTINGS.items()
             if key in found]
    return f"the case's choices: {', '.join(shown)}" if shown else ""


def _found_row(root: Path, wanted: WantedObject, name: str, entry: object, ran: bool,
               requirement: str, phrase: str) -> AuditRow:
    evidence = written_data(root, name, wanted.kind)
    if evidence is not None:
        note = f"the run wrote {evidence}"
    elif ran:
        note = f"the solver ran but wrote no data of '{name}'"
    else:
        note = "in controlDict; its data are written when the case runs"
    settings = _settings(entry)
    return AuditRow(requirement=requirement, phrase=phrase, expected=describe(wanted),
                    file=CONTROL_DICT, entry=f"functions/{name}", found=describe(wanted),
                    met=evidence is not None or not ran,
                    note=f"{note}{'; ' + settings if settings else ''}")


def _solver_ran(root: Path) -> bool:
    """Whether the case's solver has run here (its log is there: the runner clears logs and
    ``postProcessing`` before each run, so a log is this run's)."""
    control = root / CONTROL_DICT
    match = _APPLICATION.search(control.read_text(encoding="utf-8", errors="replace")) \
        if control.is_file() else None
    return match is not None and (root / f"log.{match.group(1)}").is_file()


def written_data(root: Path, name: str, kind: str) -> str | None:
    """The first file the function object ``name`` wrote that holds numbers, as a
    case-relative path with its count of data lines, or None."""
    folder = root / "postProcessing" / name
    if folder.is_dir():
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                lines = len(_DATA_LINE.findall(path.read_text(encoding="utf-8",
                                                              errors="replace")))
                if lines:
                    return f"{path.relative_to(root).as_posix()} ({lines} data lines)"
    field = WRITTEN_FIELDS.get(kind)
    if field is None:
        return None
    times = sorted((path for path in root.iterdir()
                    if path.is_dir() and _TIME.match(path.name) and float(path.name) > 0),
                   key=lambda path: float(path.name))
    for time in reversed(times):
        if (time / field).is_file():
            return f"{time.name}/{field}"
    return None
