"""The quantity an entry of a case's dictionary holds (``foamcase.case.entry_quantity``): the
file's dimensions decide, else the catalog's facts about the dictionary (a row's
``beside``). Texts written here, in the dictionaries' own forms."""

from __future__ import annotations

import pytest

from foam_agent.foamcase.case.entry_quantity import entry_quantities, holds, usual_quantity
from foam_agent.foamcase.catalog.quantities import quantity_named

#: mhdFoam's transportProperties: the fluid's viscosity is nu, mu the permeability.
MHD = "rho 1;\nnu 1;\nmu 1; // permeability\nsigma 1;\n"
GAS = "mixture\n{\n    transport\n    {\n        mu 1.8e-05;\n        Pr 0.7;\n    }\n}\n"
SOLID = ("rho\n{\n    type uniform;\n    value 7854;\n}\nnu\n{\n    type uniform;\n"
         "    value 0.3;\n}\nE\n{\n    type uniform;\n    value 2e+11;\n}\n")


def _names(text: str, keys: tuple[str, ...]) -> list[str]:
    return [row.name for row in entry_quantities(text, keys)]


@pytest.mark.parametrize(("text", "keys", "expected"), [
    (MHD, ("mu",), ["magnetic permeability"]),
    (MHD, ("nu",), ["kinematic viscosity"]),
    (MHD, ("sigma",), ["electrical conductivity"]),
    (GAS, ("mixture", "transport", "mu"), ["dynamic viscosity"]),
    ("mu 1e-3;\n", ("mu",), ["dynamic viscosity"]),
    (SOLID, ("nu", "value"), ["Poisson's ratio"]),
    (SOLID, ("E", "value"), ["Young's modulus"]),
    ("transportModel Newtonian;\nnu [0 2 -1 0 0 0 0] 1e-05;\n", ("nu",), ["kinematic viscosity"]),
    ("phases (water air);\nsigma 0.07;\n", ("sigma",), ["surface tension"]),
    ("strike 40;\nr 0.1;\nsigma 0.2;\n", ("sigma",), ["volatility"]),
    ("epsilon0 epsilon0 [-1 -3 4 0 0 2 0] 8.85e-12;\nk k [-1 0 2 0 0 1 0] 1.6e-4;\n", ("k",),
     ["ion mobility"]),
])
def test_the_dictionary_decides_which_quantity_a_shared_keyword_holds(
        text: str, keys: tuple[str, ...], expected: list[str]) -> None:
    assert _names(text, keys) == expected


def test_written_dimensions_outrank_the_siblings() -> None:
    """A mu written with a viscosity's dimensions beside nu is a viscosity, whatever sits
    beside it; a Bird-Carreau k written as a time holds no catalog quantity."""
    assert _names("nu 1e-6;\nmu mu [1 -1 -1 0 0 0 0] 1e-3;\n", ("mu",)) == ["dynamic viscosity"]
    assert _names("BirdCarreauCoeffs\n{\n    k k [0 0 1 0 0 0 0] 99.6;\n}\n",
                  ("BirdCarreauCoeffs", "k")) == []


def test_holds_refuses_only_another_quantity() -> None:
    viscosity = quantity_named("dynamic viscosity")
    assert not holds(MHD, ("mu",), viscosity)
    assert holds(MHD, ("mu",), quantity_named("magnetic permeability"))
    assert holds(GAS, ("mixture", "transport", "mu"), viscosity)
    # A keyword of no catalog row (a zero-shear nu0) is refused nothing.
    assert holds("nu0 1e-3;\n", ("nu0",), quantity_named("kinematic viscosity"))


def test_a_keyword_has_one_usual_quantity_or_none() -> None:
    assert usual_quantity("mu") == quantity_named("dynamic viscosity")
    assert usual_quantity("nu") == quantity_named("kinematic viscosity")
    assert usual_quantity("DT") is None  # a mass or a thermal diffusivity
    assert usual_quantity("molWeight") is None
