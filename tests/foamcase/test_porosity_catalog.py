"""The porosity catalog held against the installation: every porous zone a v1912 tutorial
keeps is found (``foamcase.case.porosity``) and holds each coefficient the catalog gives its
model, three components where the catalog says it is a vector; the zones cut by a topoSet
box lead to that box."""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.openfoam import Installation
from foam_agent.foamcase.case.porosity import porous_places, zone_box_action
from foam_agent.foamcase.catalog.porosity import COEFFICIENTS, MODELS, coefficient

#: The tutorials with a porous model, and how many zones each keeps (read from the files).
POROUS_TUTORIALS = {
    "incompressible/pisoFoam/laminar/porousBlockage": 1,
    "incompressible/porousSimpleFoam/angledDuct/common": 1,
    "incompressible/porousSimpleFoam/straightDuctImplicit": 1,
    "compressible/rhoPorousSimpleFoam/angledDuct/common": 1,
    "compressible/rhoSimpleFoam/angledDuctExplicitFixedCoeff": 1,
    "compressible/rhoPimpleFoam/RAS/angledDuct": 1,
    "multiphase/interFoam/RAS/angledDuct": 1,
    "heatTransfer/chtMultiRegionSimpleFoam/heatExchanger": 1,
    "compressible/rhoPimpleFoam/RAS/angledDuctLTS": 1,
    "compressible/rhoPimpleFoam/RAS/mixerVessel2D": 1,
    "lagrangian/reactingParcelFoam/filter": 1,
    "mesh/parallel/filter": 1,
    "incompressible/simpleFoam/simpleCar": 1,
}


def test_every_model_has_its_coefficients() -> None:
    assert MODELS == {"DarcyForchheimer": ("d", "f"), "fixedCoeff": ("alpha", "beta"),
                      "powerLaw": ("C0", "C1")}
    assert all(coefficient(row.model, row.keyword) is row for row in COEFFICIENTS)


def test_every_tutorial_zone_holds_the_catalog_coefficients(installation: Installation
                                                            ) -> None:
    root = Path(str(installation.tutorials_dir))
    for tutorial, count in POROUS_TUTORIALS.items():
        places = porous_places(root / tutorial)
        assert len(places) == count, tutorial
        for place in places:
            for keyword in MODELS[place.model]:
                value = place.value(root / tutorial, keyword)
                row = coefficient(place.model, keyword)
                assert row is not None and value is not None, (tutorial, keyword)
                assert len(value) == (3 if row.vector else 1), (tutorial, keyword, value)


def test_the_zone_frames_and_boxes(installation: Installation) -> None:
    root = Path(str(installation.tutorials_dir))
    (blockage,) = porous_places(root / "incompressible/pisoFoam/laminar/porousBlockage")
    assert (blockage.zone, blockage.turned, blockage.value(
        root / "incompressible/pisoFoam/laminar/porousBlockage", "d")) == (
        "porousBlockage", False, [1000.0, 1000.0, 1000.0])
    found = zone_box_action(root / "incompressible/pisoFoam/laminar/porousBlockage",
                            "porousBlockage")
    assert not isinstance(found, str) and found[1]["name"] == "porousBlockageCellSet"
    duct = root / "incompressible/porousSimpleFoam/angledDuct/common"
    (angled,) = porous_places(duct)
    assert angled.turned and angled.value(duct, "d") == [5e7, -1000.0, -1000.0]
    assert "no system/topoSetDict" in str(zone_box_action(duct, "porosity"))
