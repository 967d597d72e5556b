"""The unit each application counts its time in, where it is not the second.

Why a table: OpenFOAM writes ``endTime``, ``deltaT`` and ``writeInterval`` as bare numbers in
the unit the solved equations' coefficients are stated in, which the case files never name.
For nearly every solver that is the second. financialFoam solves the Black-Scholes equation,
whose coefficients (the interest rate ``r`` and the volatility ``sigma`` of
``constant/financialProperties``) are quoted per year, as its tutorial's are (``r 0.1``,
``sigma 0.2``, ``endTime 0.5``: half a year to expiry); its time is then in years, and a
request's "nine months" is 0.75 there, not 23,668,200. A request's time stated with a unit is
held in seconds (``agents.spec.stated.Timed``); the editor and the audit turn it into the
followed case's unit through this table; a bare number is already in it.
"""

from __future__ import annotations

from dataclasses import dataclass

#: A Julian year, as pint and the astronomers count it (365.25 days); a month is its twelfth.
YEAR_SECONDS = 365.25 * 86_400


@dataclass(frozen=True)
class TimeUnit:
    """The unit of an application's time.

    Attributes:
        name: Its name, as a request would write it ("second", "year").
        seconds: How many seconds it holds.
        why: Why the application counts in it (shown with every time converted).
    """

    name: str
    seconds: float
    why: str

    def from_seconds(self, value: float) -> float:
        """``value`` seconds in this unit, to twelve significant digits (0.75, not
        0.7500000000000001)."""
        return float(f"{value / self.seconds:.12g}")


SECOND = TimeUnit("second", 1.0, "OpenFOAM's time is in seconds")

_UNITS: dict[str, TimeUnit] = {
    "financialFoam": TimeUnit(
        "year", YEAR_SECONDS,
        "financialFoam's time is in years: its rates r and sigma are per year"),
}


def time_unit(application: str | None) -> TimeUnit:
    """The unit ``application`` counts its time in (the second unless the table says)."""
    return _UNITS.get(application or "", SECOND)


def applications_not_in_seconds() -> tuple[str, ...]:
    """The applications whose time is in another unit (for the tests holding the table)."""
    return tuple(_UNITS)
