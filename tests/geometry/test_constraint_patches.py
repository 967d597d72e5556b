"""A generated mesh's constraint patches hold only their own condition, whatever the tutorial
calls its patches: TJunction's ``defaultFaces`` are walls (``noSlip``, a wall function), and an
empty front and back that copied them stopped pimpleFoam before its first step ("inconsistent
patch and patchField types")."""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.geometry.fields import remap_fields

TJUNCTION = Path("/usr/share/doc/openfoam-examples/examples/incompressible/pimpleFoam/RAS/"
                 "TJunctionArrheniusBirdCarreauTransport")


def _fields() -> dict[str, str]:
    return {f"0/{path.name}": path.read_text() for path in sorted((TJUNCTION / "0").iterdir())}


def test_empty_and_symmetry_patches_copy_no_wall_of_the_tutorial(tmp_path: Path) -> None:
    fields = _fields()
    assert "noSlip" in fields["0/U"] and "defaultFaces" in fields["0/U"]
    remapped = remap_fields(fields, {"inlet": "inlet", "outlet": "outlet", "top": "wall",
                                     "defaultFaces": "empty", "frontAndBack": "empty",
                                     "axis": "symmetry"})
    assert set(remapped.files) == set(fields)
    for name, text in remapped.files.items():
        path = tmp_path / name.replace("/", "_")
        path.write_text(text)
        boundary = FoamFile(path)["boundaryField"]
        assert boundary["frontAndBack"]["type"] == "empty", name
        assert boundary["defaultFaces"]["type"] == "empty", name
        assert boundary["axis"]["type"] == "symmetryPlane", name
        assert boundary["top"]["type"] != "empty", name
    assert "patch 'frontAndBack' (empty): its mesh type fixes its conditions" in remapped.notes
    velocity = FoamFile(tmp_path / "0_U")["boundaryField"]
    assert velocity["inlet"]["type"] != "noSlip" and velocity["top"]["type"] == "noSlip"
