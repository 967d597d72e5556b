"""A request that names a laminar-only tutorial and asks for a turbulence model and a constant
viscosity ("an offsetCylinder simulation with LES … constant viscosity model with nu 0.01"):
the tutorial's own case is followed under pimpleFoam with the model, and its Cross power law
becomes the stated Newtonian viscosity (FoamBench Cylinder_LES / Cylinder_SA)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.template.compose import compose
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.spec.parse import parse_spec

OFFSET_CYLINDER = "incompressible/nonNewtonianIcoFoam/offsetCylinder"


@pytest.mark.parametrize(("wording", "family", "model"), [
    ("Flow past the offset cylinder with a Spalart-Allmaras RANS model, PIMPLE, inflow 1 m/s "
     "from the left. Constant viscosity model, nu 0.01.", "RAS", "SpalartAllmaras"),
    ("offsetCylinder case but as LES (dynamic k-equation), pimple loop; keep a constant-"
     "viscosity fluid with kinematic viscosity 0.01 m2/s", "LES", "dynamicKEqn"),
])
def test_the_named_tutorial_gets_the_model_and_the_constant_viscosity(
        reference: Callable[[str], Reference], installation: Installation, wording: str,
        family: str, model: str) -> None:
    written = compose(reference(OFFSET_CYLINDER),
                      parse_spec(wording, solvers=installation.applications),
                      applications=installation.applications)
    control = FoamFile.loads(written.files["system/controlDict"])
    assert control["application"] == "pimpleFoam"
    settings = FoamFile.loads(written.files["constant/turbulenceProperties"])
    assert settings[family][f"{family}Model"] == model
    transport = FoamFile.loads(written.files["constant/transportProperties"])
    assert (transport["transportModel"], transport["nu"]) == ("Newtonian", 0.01)
