"""Options of an application that make it write a field it otherwise leaves unwritten.

Why a table: a solver with a loop writes every field it solves at each write time, so "write
p" asks nothing of its files; a solver that solves once writes only its velocity unless an
option of its command line asks for more (v1912 ``potentialFoam -help``: ``-writep``
calculates and writes the Euler pressure, ``-writephi`` the volumetric flux, ``-writePhi`` the
velocity potential). Such a request is an option of the run, not an entry of a file; which
option of which program writes which field is one row here, read by the request reader, the
author of the Allrun and the audit alike.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FieldOption:
    """One option of one program that makes it write one field.

    Attributes:
        program: The v1912 application.
        option: The command-line option, as the program spells it.
        field: The field the option makes it write (its file in the time directory).
        words: What a request calls that field besides its name, lower case.
    """

    program: str
    option: str
    field: str
    words: tuple[str, ...]


_PRESSURE = ("pressure", "pressure field", "euler pressure", "static pressure")
_FLUX = ("flux", "flux field", "face flux", "face fluxes", "volumetric flux", "fluxes")
_POTENTIAL = ("velocity potential", "potential field", "potential function")

FIELD_OPTIONS: tuple[FieldOption, ...] = tuple(
    FieldOption(program, option, field, words)
    for program in ("potentialFoam", "overPotentialFoam")
    for option, field, words in (("-writep", "p", _PRESSURE), ("-writephi", "phi", _FLUX),
                                 ("-writePhi", "Phi", _POTENTIAL)))


def field_options(program: str) -> tuple[FieldOption, ...]:
    """The options of ``program`` that make it write a field; none for a program that writes
    every field it solves by itself."""
    return tuple(row for row in FIELD_OPTIONS if row.program == program)


def option_writing(program: str, field: str) -> FieldOption | None:
    """The option of ``program`` that makes it write ``field``, or None."""
    return next((row for row in field_options(program) if row.field == field), None)


def named_fields() -> dict[str, str]:
    """Every name and word of a field some option writes, each mapped to the field (names as
    spelt, since ``phi`` and ``Phi`` differ; words in lower case)."""
    names: dict[str, str] = {}
    for row in FIELD_OPTIONS:
        names[row.field] = row.field
        names.update(dict.fromkeys(row.words, row.field))
        names[row.option] = row.field
    return names
