"""Coded function objects that only report, removed from the followed tutorial's controlDict.

Why: the runners refuse a case whose dictionaries select code, and the template author ranks a
refused case after every runnable one; a tutorial whose only code prints a result (an
analytical solution at the end, a phase volume at each write) was therefore never followed,
however well it fit the request, and a worse tutorial of the same solver was. What such an
object's code does runs after each step's solution
(:func:`~foam_agent.foamcase.catalog.coded.only_reports`), so the case without it solves the
same flow; the removal is recorded. Code that can change the run stays, and the runner refuses
it as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from foamlib import FoamFile

from foam_agent.foamcase.catalog.coded import CODED_FUNCTION_TYPE, only_reports

__all__ = ["CONTROL_DICT", "RemovedReport", "drop_reporting_code"]

#: Where a case lists its function objects.
CONTROL_DICT = "system/controlDict"
#: The controlDict entry that holds the function objects.
FUNCTIONS = "functions"


@dataclass(frozen=True)
class RemovedReport:
    """A coded function object removed because it only reports.

    Attributes:
        name: Its name in ``functions``.
        runs: Its code entries, the moments its code would have run.
    """

    name: str
    runs: tuple[str, ...]

    def note(self) -> str:
        """One line for the run record."""
        return (f"{CONTROL_DICT}: removed the coded function object '{self.name}' (its code "
                f"runs only in {', '.join(self.runs)}, after the solution; the runner admits "
                "no code)")


def drop_reporting_code(root: Path) -> list[RemovedReport]:
    """Remove from ``root``'s controlDict every coded function object that only reports.

    Returns:
        What was removed, in the order of ``functions``; empty when the controlDict has no
        coded object (its text is not parsed then) or none of them only reports.
    """
    path = root / CONTROL_DICT
    if not path.is_file() or CODED_FUNCTION_TYPE not in path.read_text(
            encoding="utf-8", errors="replace"):
        return []
    removed: list[RemovedReport] = []
    with FoamFile(path) as control:
        functions = control.get(FUNCTIONS)
        if not isinstance(functions, FoamFile.SubDict):
            return []
        for name in list(functions):
            entry = functions[name]
            if isinstance(entry, FoamFile.SubDict) and only_reports(entry.as_dict()):
                runs = tuple(key for key in entry if key.startswith("code"))
                del functions[name]
                removed.append(RemovedReport(str(name), runs))
    return removed
