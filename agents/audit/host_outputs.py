"""The audit row of a requested output the host measures after the run instead of a function
object: a Nusselt number on a case that solves T without a thermophysical model.

Why a row like any other: the value then reaches the solve's summary table, the run record and
``show --html`` by the path every requested output takes (the audit), and a case where it
cannot be measured (no hot and cold wall of fixed temperature, no wall the words name) ends
unmet with that reason rather than without the number. The case is read only through the
bounded readers :func:`~foam_agent.agents.validation.nusselt.wall_nusselt` uses.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.expected_outputs import HostNusselt
from foam_agent.agents.audit.rows import AuditRow

#: Why no function object delivers it.
NO_OBJECT = ("v1912's wallHeatFlux needs a compressible solver's thermophysical model, so the "
             "host measures it from T")
WHAT = "mean Nusselt number, measured on the host from a second-order wall gradient of T"


def nusselt_row(root: Path, measured: HostNusselt, ran: bool, requirement: str,
                phrase: str) -> AuditRow:
    """The row of an asked Nusselt number in the case at ``root``: met before the run (it is
    measured once the case has run), then met only when the finished case gives the number."""
    where = f" on the {measured.boundary[0]}" if measured.boundary else " on the hot wall"
    expected = f"{WHAT}{where}"
    if not ran:
        return AuditRow(requirement=requirement, phrase=phrase, expected=expected, file="0/T",
                        entry="boundaryField", met=True,
                        note=f"measured when the case has run; {NO_OBJECT}")
    # Imported here, on a finished case asking a Nusselt number: these readers load the
    # validation suite (its cases, runs and pictures), which no other audit needs.
    from foam_agent.agents.mesh_study.nusselt import NoWall, heated_wall
    from foam_agent.agents.validation.nusselt import wall_nusselt
    from foam_agent.agents.validation.sampling import SamplingError, read_case_fields

    try:
        patch = heated_wall(root, measured.boundary)
        fields = read_case_fields(root)
        found = wall_nusselt(root, patch, fields)
    except (NoWall, SamplingError) as error:
        return AuditRow(requirement=requirement, phrase=phrase, expected=expected, file="T",
                        entry="boundaryField", met=False,
                        note=f"the finished case gives no Nusselt number: {error}")
    return AuditRow(requirement=requirement, phrase=phrase, expected=expected,
                    file=f"{fields.time}/T", entry=f"boundaryField/{patch}",
                    found=f"Nu = {found.mean:.4g} on {patch}", met=True,
                    note=f"measured at time {fields.time} against the wall "
                         f"{abs(found.difference):g} K apart, {found.length:g} m away; "
                         f"{NO_OBJECT}")
