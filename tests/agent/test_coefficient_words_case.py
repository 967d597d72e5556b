"""Coefficients said in words, written into the followed case and audited there: an unnamed law
takes the case's own model (never a switch), the Arrhenius wrapper's coefficients go where its
tutorial keeps them (the top level), and the written dictionary is one nonNewtonianIcoFoam runs
(real OpenFOAM, a few steps)."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.editors.workspace import workspace
from tests.agent.test_relative_requirements import CYLINDER, audited, written

ARRHENIUS = "incompressible/pimpleFoam/RAS/TJunctionArrheniusBirdCarreauTransport"
UNNAMED = ("nonNewtonianIcoFoam offsetCylinder. The fluid's zero-shear viscosity is 0.05 m²/s, "
           "its infinite-shear viscosity 1e-4 m²/s, relaxation time 0.5 s and flow index 0.6.")


def _entries(text: str) -> dict[str, str]:
    """``keyword value;`` lines of a dictionary, by keyword (the last one written wins)."""
    return {match[0]: match[1] for match in re.findall(r"^\s*(\w+)\s+([^;{}\s]+);", text,
                                                       re.MULTILINE)}


def _law_rows(rows: list[AuditRow]) -> list[AuditRow]:
    return [row for row in rows if row.requirement == "viscosity model"
            or row.requirement.endswith("of CrossPowerLaw")]


def test_an_unnamed_law_is_written_as_the_case_s_own_model() -> None:
    draft, baseline, request = written(CYLINDER, UNNAMED)
    transport = draft.files["constant/transportProperties"]
    cross = transport[transport.index("CrossPowerLawCoeffs"):transport.index("BirdCarreauCoeffs")]
    assert _entries(transport)["transportModel"] == "CrossPowerLaw"
    assert _entries(cross) == {"nu0": "0.05", "nuInf": "0.0001", "m": "0.5", "n": "0.6"}
    rows = _law_rows(audited(draft.files, request, baseline))
    assert {row.requirement for row in rows} >= {"viscosity model", "nu0 of CrossPowerLaw",
                                                 "m of CrossPowerLaw"}
    assert all(row.met for row in rows), rows
    assert not all(row.met for row in _law_rows(audited(baseline, request, baseline)))


def test_an_unnamed_law_the_case_s_model_does_not_read_is_not_applied() -> None:
    """The Arrhenius tutorial runs ArrheniusBirdCarreau, none of the plain models these
    coefficients fit: nothing says which to switch to, so each is an unmet row."""
    draft, baseline, request = written(ARRHENIUS, UNNAMED.replace(
        "nonNewtonianIcoFoam offsetCylinder", "pimpleFoam TJunction"))
    assert "transportModel  ArrheniusBirdCarreau;" in draft.files[
        "constant/transportProperties"]
    rows = [row for row in audited(draft.files, request, baseline)
            if row.requirement.endswith("of a viscosity model")]
    assert len(rows) == 4 and not any(row.met for row in rows)


def test_the_arrhenius_coefficients_are_written_where_the_tutorial_keeps_them() -> None:
    draft, baseline, request = written(
        ARRHENIUS, "TJunction with an Arrhenius-Bird-Carreau fluid: nu0 = 40 cSt, nu_inf = 10 "
                   "cSt, k = 0.2 s, n = 0.5; Arrhenius coefficient 1/60 per °F about T_ref = "
                   "77 °F. Run 0.5 s.")
    entries = _entries(draft.files["constant/transportProperties"])
    assert entries["transportModel"] == "ArrheniusBirdCarreau"
    assert {key: float(entries[key]) for key in ("nu0", "nuInf", "k", "n", "alpha", "Talpha")} \
        == pytest.approx({"nu0": 4e-5, "nuInf": 1e-5, "k": 0.2, "n": 0.5, "alpha": 0.03,
                          "Talpha": 298.15})
    assert "Coeffs" not in draft.files["constant/transportProperties"]
    rows = [row for row in audited(draft.files, request, baseline)
            if row.requirement.endswith("of ArrheniusBirdCarreau")]
    assert len(rows) == 6 and all(row.met for row in rows), rows


@pytest.mark.slow
def test_nonnewtonianicofoam_runs_coefficients_said_in_words() -> None:
    """A named model in dynamic units over the stated density, written and run a few steps."""
    prompt = ("nonNewtonianIcoFoam offsetCylinder with a Carreau fluid: zero-shear dynamic "
              "viscosity μ0 of 5.6 Pa·s, high-shear limit 0.35 Pa·s, time constant k of a "
              "quarter of a second, power-law exponent 0.5; density 1000 kg/m³. Run to 0.002 s "
              "with deltaT 0.001 s.")
    draft, _, request = written(CYLINDER, prompt)
    env = {**os.environ, "WM_PROJECT_DIR": "/usr/share/openfoam"}
    with workspace(draft.files) as root:
        for command in (["blockMesh"], ["nonNewtonianIcoFoam"]):
            result = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True,
                                    timeout=300, check=False)
            assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
        assert "End" in result.stdout.split()
        transport = Path(root, "constant/transportProperties").read_text()
        carreau = _entries(transport[transport.index("BirdCarreauCoeffs"):])
        rows = [row for row in audit_case(request.spec, root)
                if row.requirement == "viscosity model" or row.requirement.endswith(
                    "of BirdCarreau")]
    assert {key: float(carreau[key]) for key in ("nu0", "nuInf", "k", "n")} == pytest.approx(
        {"nu0": 0.0056, "nuInf": 0.00035, "k": 0.25, "n": 0.5})
    assert len(rows) == 5 and all(row.met for row in rows), rows


def test_a_maxwell_fluid_is_written_in_the_laminar_block() -> None:
    draft, baseline, request = written(
        "incompressible/pimpleFoam/laminar/planarContraction",
        "Planar contraction of a Maxwell fluid whose polymer viscosity is 4e-3 m^2/s, with a "
        "relaxation time of 50 ms. Run 0.1 s.")
    laminar = draft.files["constant/turbulenceProperties"]
    maxwell = _entries(laminar[laminar.index("MaxwellCoeffs"):])
    assert {key: float(maxwell[key]) for key in ("nuM", "lambda")} == {"nuM": 4e-3,
                                                                      "lambda": 0.05}
    rows = [row for row in audited(draft.files, request, baseline)
            if row.requirement == "viscosity model" or row.requirement.endswith("of Maxwell")]
    assert len(rows) == 3 and all(row.met for row in rows), rows
    assert {row.entry for row in rows} == {"laminar/laminarModel", "laminar/MaxwellCoeffs/nuM",
                                           "laminar/MaxwellCoeffs/lambda"}


def test_the_asked_kind_of_fluid_model_is_no_quirk() -> None:
    """A law asked for past a generated cylinder: the non-Newtonian tutorial's own model is
    written over, so it counts against it no more than the plain base's Newtonian one; a
    viscoelastic model is still a quirk for a generalised-Newtonian law."""
    from foam_agent.agents.authors.template.author import quirks
    from tests.agent.test_relative_requirements import tutorials
    from tests.authors.conftest import build_reference

    cylinder = build_reference(tutorials(), CYLINDER)
    contraction = build_reference(tutorials(),
                                  "incompressible/pimpleFoam/laminar/planarContraction")
    assert quirks(cylinder) == 1 and quirks(cylinder, "BirdCarreau") == 0
    assert quirks(contraction, "CrossPowerLaw") == quirks(contraction) >= 1
    assert quirks(contraction, "Maxwell") < quirks(contraction)


def test_a_cross_fluid_past_a_generated_cylinder_follows_the_non_newtonian_tutorial() -> None:
    draft, _, _ = written(CYLINDER, "A shear-thinning solution flows past an off-centre "
                                    "cylinder in a channel; its Cross model has zero-shear "
                                    "kinematic viscosity 0.2 m²/s, infinite-shear 0.002 m²/s, "
                                    "time constant 0.4 s and rate index 0.7. Run 2 s.")
    assert "nonNewtonianIcoFoam" in draft.files["system/controlDict"]


def test_a_model_switched_to_gets_its_own_dictionary_in_a_flat_case() -> None:
    """The Arrhenius tutorial keeps its law at the top level; a plain Bird-Carreau law asked of
    it is written in BirdCarreauCoeffs (read there by optionalSubDict, as in every other
    case), while its own wrapped model stays at the top level."""
    from foam_agent.foamcase.case.viscosity_place import law_dictionaries, law_place
    from tests.agent.test_relative_requirements import tutorials

    place = law_place(law_dictionaries(tutorials() / ARRHENIUS))
    assert place is not None
    assert place.coefficient("BirdCarreau", "nu0")[1] == ("BirdCarreauCoeffs", "nu0")
    assert place.coefficient("ArrheniusBirdCarreau", "nu0")[1] == ("nu0",)
    assert place.coefficient("ArrheniusBirdCarreau", "alpha")[1] == ("alpha",)
