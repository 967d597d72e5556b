"""A quantity named by its head noun alone, with a unit that proves which row of the catalog it
is ("conductivity 3.5e6 S/m": the electrical one), binds; a noun whose unit leaves two rows, or
no unit, or a modifier the catalog does not know ("hydraulic conductivity") binds nothing.
The wordings are this file's own."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog.quantities import quantity_named


def _bound(prompt: str) -> dict[str, tuple[float, str | None]]:
    spec = parse_spec(prompt)
    return {item.name: (float(item.value), item.quantity.name if item.quantity else None)
            for item in spec.stated.properties}


@pytest.mark.parametrize("prompt", [
    "mhdFoam hartmann: the melt has conductivity 3.5e6 S/m, end at 2 s.",
    "Hartmann channel with mhdFoam; a conductivity of 3.5e6 S/m for the metal.",
    "mhdFoam hartmann, its conductivity is 3.5 MS/m.",
    "Run mhdFoam's hartmann with conductivity = 3.5e6 S/m.",
])
def test_an_electrical_conductivity_named_by_its_noun_and_unit(prompt: str) -> None:
    assert _bound(prompt)["sigma"] == (pytest.approx(3.5e6), "electrical conductivity")


@pytest.mark.parametrize(("prompt", "name", "value", "row"), [
    ("interFoam damBreak, with a tension of 0.05 N/m at the interface.", "sigma", 0.05,
     "surface tension"),
    ("electrostaticFoam chargedWire, ions with mobility 1.6e-4 m2/(V s).", "k", 1.6e-4,
     "ion mobility"),
    ("solidDisplacementFoam plateHole in aluminium, modulus 70 GPa.", "E", 7e10,
     "Young's modulus"),
])
def test_other_nouns_bind_where_one_row_has_the_units_dimensions(
        prompt: str, name: str, value: float, row: str) -> None:
    assert _bound(prompt)[name] == (pytest.approx(value), quantity_named(row).name)


@pytest.mark.parametrize("prompt", [
    "mhdFoam hartmann, hydraulic conductivity 3.5e6 S/m.",  # a modifier the catalog lacks
    "mhdFoam hartmann, conductivity 3.5e6.",  # no unit: thermal or electrical?
    "mhdFoam hartmann, conductivity 3.5e6 m/s.",  # no conductivity of the catalog
])
def test_a_noun_the_unit_does_not_settle_binds_nothing(prompt: str) -> None:
    assert "sigma" not in _bound(prompt) and "kappa" not in _bound(prompt)
