"""Audit rows of stated coefficients of a function of time (a sine's amplitude and frequency, a
ramp's duration), each read back where the written case keeps it.

Why: the editor may find no such function in the followed case, or several patches holding
one; either way the value is not in the case and the row says so. The expected number is made
by the same arithmetic the editor used (``case_value``: an angular frequency over 2π, a
displacement amplitude as the velocity's), from the case as written.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.function_values import case_value, scale_of
from foam_agent.agents.spec.stated import Requirements, format_number
from foam_agent.foamcase.case.function_entries import coefficient_number, function_entries
from foam_agent.foamcase.case.values import show


def function_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row per stated coefficient and function of the case holding it."""
    if not requirements.functions:
        return []
    entries = function_entries(root)
    stated_frequency = next((item.value for item in requirements.functions
                             if item.keyword == "frequency"), None)
    rows: list[AuditRow] = []
    for item in requirements.functions:
        requirement = f"{item.keyword} of a function of time"
        found = [entry for entry in entries if entry.coefficient(item.keyword) is not None]
        if len({entry.patch for entry in found}) != 1:
            rows.append(AuditRow(requirement=requirement, phrase=item.source,
                                 expected=format_number(item.value), met=False,
                                 note=("no function of time of the case has a "
                                       f"{item.keyword}") if not found else
                                 "functions on several patches have one: none was set"))
            continue
        for entry in found:
            frequency = stated_frequency if stated_frequency is not None else \
                entry.number("frequency")
            expected, how = case_value(item, entry.dimensions,
                                       scale_of(requirements.functions, entry.scale), frequency)
            coefficient = entry.coefficient(item.keyword)
            keyword = coefficient.keyword if coefficient is not None else item.keyword
            if expected is not None and coefficient is not None:
                expected = float(f"{coefficient.from_stated(expected):.6g}")
            have = entry.entries.get(keyword)
            number = coefficient_number(have)
            rows.append(AuditRow(
                requirement=requirement, phrase=item.source,
                expected=format_number(expected) if expected is not None else "-",
                file=entry.file, entry=entry.path(keyword),
                found=(show(number) if number is not None else show(have)) if have is not None
                else None,
                met=expected is not None and number is not None and close(number, expected),
                note=how))
    return rows
