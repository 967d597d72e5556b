"""The physical quantity an entry of a case's dictionary holds.

Why one place: a keyword can hold different quantities in different cases. mhdFoam's
hartmann keeps ``mu`` beside ``nu`` in its transportProperties, with no ``dimensions``; there
``mu`` is the magnetic permeability and ``nu`` the viscosity, while a gas's ``mixture/
transport/mu`` is a dynamic viscosity. A stated dynamic viscosity written into the first
would be a silent wrong write. The editors, the deriver and the audit ask this module, so
they cannot disagree. The file's ``dimensions`` decide when it writes them; else the
catalog's facts about the dictionary, a row's ``beside``
(``foam_agent.foamcase.catalog.quantities.holding``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from foam_agent.foamcase.case.locations import Location, locate
from foam_agent.foamcase.case.vocabulary import BASE_DIMENSIONS, Dimensions, entries
from foam_agent.foamcase.catalog.quantities import QUANTITIES, Quantity, holding
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Comments, which the lexical reading of entries does not skip.
_COMMENTS = lazy_regex(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
#: The entry of a ``name { type uniform; value v; }`` (a solid's property) holding its number.
_VALUE = "value"


def _dimensions(name: str, tokens: tuple[str, ...]) -> Dimensions | None:
    """The seven exponents written in an entry's value (``nu [0 2 -1 0 0 0 0] 1e-05`` or
    the older ``nu nu [0 2 -1 0 0 0 0] 1e-05``), else None."""
    rest = tokens[1:] if tokens[:1] == (name,) else tokens
    if rest[:1] != ("[",) or "]" not in rest:
        return None
    inside = rest[1:rest.index("]")]
    if len(inside) != len(BASE_DIMENSIONS):
        return None
    try:
        exponents = tuple(float(item) for item in inside)
    except ValueError:
        return None
    return exponents  # type: ignore[return-value]


def _keyword(keys: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """The keyword an entry's keys name and the keys of its dictionary: a solid's ``nu
    { type uniform; value 0.3; }`` is reached at ``("nu", "value")`` and is ``nu``."""
    if len(keys) > 1 and keys[-1] == _VALUE:
        return keys[-2], keys[:-2]
    return keys[-1], keys[:-1]

def entry_quantities(text: str, keys: tuple[str, ...]) -> tuple[Quantity, ...]:
    """The catalog's quantities the entry at ``keys`` of the dictionary ``text`` may hold
    (``("mu",)`` of hartmann's transportProperties: the magnetic permeability). Keys ending
    in ``value`` name a solid's ``nu { type uniform; value 0.3; }``. Empty when the catalog
    knows the keyword but no row fits the entry (a Bird-Carreau ``k``, a time), or the
    entry is not in the text."""
    name, parent = _keyword(keys)
    found = list(entries(_COMMENTS.sub(" ", text)))
    own = next((entry for entry in found if entry.keys == (*parent, name)), None)
    if own is None:
        return ()
    siblings = frozenset(entry.keys[-1] for entry in found
                         if entry.keys[:-1] == parent and entry.keys[-1] != name)
    return holding(name, _dimensions(name, own.tokens), siblings)


def holds(text: str, keys: tuple[str, ...], quantity: Quantity) -> bool:
    """Whether the entry at ``keys`` may hold ``quantity``: true for a keyword no row of the
    catalog holds (nothing says otherwise: ``nu0`` of a viscosity model) or whose rows all
    ask for siblings this dictionary lacks, else whether the entry's quantities include it."""
    name = _keyword(keys)[0]
    if not any(name in row.keywords for row in QUANTITIES):
        return True
    held = entry_quantities(text, keys)
    # A keyword whose every row is said of other siblings (``k`` beside ``epsilon0`` is an
    # ion mobility) is, in a dictionary without them, one the catalog knows nothing of:
    # plateHole's solid ``k`` beside ``C`` is its thermal conductivity.
    return not held or quantity in held


def keeps(text: str, location: Location | tuple[str, ...], name: str, quantity: Quantity
          ) -> bool:
    """Whether the entry ``locate`` found for ``name`` may take a value of ``quantity``.

    Where the entry is ``name`` itself, its own quantity decides (:func:`holds`). Where the
    locations table maps ``name`` onto another keyword (a Boussinesq equation of state with
    rho0 = 1 keeps nu in ``transport/mu``), the table says the entry keeps ``name``'s
    value, so the value must be of ``name``'s usual quantity: a kinematic viscosity goes
    there, a magnetic permeability called ``mu`` does not.
    """
    keys = location.keys if isinstance(location, Location) else location
    if _keyword(keys)[0] == name:
        return holds(text, keys, quantity)
    usual = usual_quantity(name)
    return usual is None or usual == quantity


def usual_quantity(keyword: str) -> Quantity | None:
    """The quantity ``keyword`` holds where no fact about its dictionary says otherwise
    (``mu``: a dynamic viscosity), None when the catalog gives it none or several."""
    rows = holding(keyword, None, frozenset())
    return rows[0] if len(rows) == 1 else None


def holding_locations(case_files: Mapping[str, str], name: str, quantity: Quantity | None
                      ) -> list[Location]:
    """The entries where the case keeps ``name`` (``locate``) that may hold ``quantity``:
    every one for None (a value read with no quantity goes where its keyword is)."""
    found = locate(name, case_files)
    if quantity is None:
        return found
    return [item for item in found if item.file in case_files
            and keeps(case_files[item.file], item, name, quantity)]
