"""The species catalog is the installed mechanisms' own: their species and elements read from
the chemkin files, and a fuel's stoichiometric oxygen worked out from those elements."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.foamcase.case.vocabulary import tutorials_dir
from foam_agent.foamcase.catalog.species import (
    AIR_N2_PER_O2,
    EVERYDAY_NAMES,
    INITIAL_CONDITIONS,
    formula_elements,
    installed_mechanisms,
    species_block,
    stoichiometric_oxygen,
    thermo_elements,
)


def _tutorials() -> Path:
    found = tutorials_dir()
    assert found is not None, "the installation has no tutorials"
    return found


def test_every_installed_reactor_starts_from_species_its_mechanism_knows() -> None:
    """Each chemFoam tutorial's own fractions name species of its mechanism, with elements."""
    mechanisms = installed_mechanisms(_tutorials())
    assert {item.tutorial.rsplit("/", 1)[-1] for item in mechanisms} >= {
        "gri", "h2", "nc7h16", "ic8h18"}
    for mechanism in mechanisms:
        start = FoamFile(_tutorials() / mechanism.tutorial / INITIAL_CONDITIONS)
        for species in start["fractions"]:
            assert mechanism.knows(str(species)), (mechanism.tutorial, species)
            assert mechanism.elements[str(species)], (mechanism.tutorial, species)


@pytest.mark.parametrize(("species", "elements", "oxygen"), [
    ("CH4", {"C": 1, "H": 4}, 2.0),
    ("H2", {"H": 2}, 0.5),
    ("NC7H16", {"C": 7, "H": 16}, 11.0),
    ("IC8H18", {"C": 8, "H": 18}, 12.5),
    ("CH3OH", {"C": 1, "H": 4, "O": 1}, 1.5),
])
def test_elements_are_read_and_oxygen_follows_from_them(species: str, elements: dict[str, int],
                                                        oxygen: float) -> None:
    """x + y/4 - z/2 on the elements the thermo files give (Turns 2012, eq. 2.31)."""
    known = {name: counts for item in installed_mechanisms(_tutorials())
             for name, counts in item.elements.items()}
    assert known[species] == elements
    assert stoichiometric_oxygen(known[species]) == pytest.approx(oxygen)


def test_every_everyday_name_is_a_species_of_an_installed_mechanism() -> None:
    mechanisms = installed_mechanisms(_tutorials())
    missing = [name for name, species in EVERYDAY_NAMES.items()
               if not any(item.knows(species) for item in mechanisms)]
    assert not missing


def test_a_thermo_entry_and_a_species_block_are_read_by_their_columns() -> None:
    # Two entries' first lines as GRI-Mech 3.0's therm.dat writes them (columns 25-44).
    entries = ("CH3OH             L 8/88C   1H   4O   1     G   200.000  3500.000  1000.000"
               "    1\n"
               "C3H8              L 4/85C   3H   8          G   200.000  5000.000  1000.000"
               "    1\n")
    assert thermo_elements(entries) == {"CH3OH": {"C": 1, "H": 4, "O": 1},
                                        "C3H8": {"C": 3, "H": 8}}
    assert species_block("ELEMENTS\nO H N\nEND\nSPECIES\nH2 O2 ! comment\nN2\nEND\n") == (
        "H2", "O2", "N2")


def test_formulas_and_air() -> None:
    assert formula_elements("C7H16") == {"C": 7, "H": 16}
    assert formula_elements("methane") is None
    assert pytest.approx(3.76, abs=0.005) == AIR_N2_PER_O2
