"""A stated inflow speed in a rotating-frame (SRF) case: the solver's velocity is ``Urel``, and
the speed belongs in the condition that carries the inflow in the absolute frame
(``SRFVelocity``'s ``inletValue`` on the mixer's inlet, ``SRFFreestreamVelocity``'s ``UInf`` on
rotor2D's freestream). The author once looked for 0/U only and the audit read U only, so the
stated speed was never applied and never found."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.placement import field_names
from foam_agent.agents.config import load_config
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.understand import understand
from foam_agent.foamcase.case.condition_parameters import parameter_entries, places
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.catalog.conditions import condition
from foam_agent.foamcase.catalog.solvers import VELOCITY_FIELD_OF
from tests.authors.conftest import Written

MIXER = "incompressible/SRFSimpleFoam/mixer"
ROTOR = "incompressible/SRFPimpleFoam/rotor2D"


def _write(files: dict[str, str], root: Path) -> None:
    for relative, text in files.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)


def _urel_and_rows(written: Written, case: str, prompt: str,
                   root: Path) -> tuple[dict, list[tuple[str, bool]]]:
    composition, spec = written(case, prompt)
    _write(composition.files, root)
    entries = FoamFile.loads(composition.files["0/Urel"])["boundaryField"]
    rows = [(row.requirement, row.met) for row in audit_case(spec, root)
            if row.requirement.startswith(("U on", "|U| on"))]
    return dict(entries), rows


def test_the_catalog_names_the_rotating_frame_inflow_keys() -> None:
    assert condition("SRFVelocity").value_key == "inletValue"  # type: ignore[union-attr]
    row = condition("SRFFreestreamVelocity")
    assert row is not None and row.value_key == "UInf"
    assert row.parameters[0].is_field is False



def test_a_stated_velocity_is_looked_for_in_the_rotating_frame_field() -> None:
    assert VELOCITY_FIELD_OF["SRFSimpleFoam"] == "Urel"
    assert field_names("U")[0] == "U" and "Urel" in field_names("U")


def test_the_inlet_of_a_case_open_to_a_far_stream_is_that_stream() -> None:
    assert resolve(("inlet",), {"rotor": "wall", "freestream": "patch",
                                "front": "empty"}) == ["freestream"]
    assert resolve(("far field",), {"wing": "wall", "freestream": "patch"}) == ["freestream"]
    # A case with an inlet of its own keeps it.
    assert resolve(("inlet",), {"inlet": "patch", "freestream": "patch"}) == ["inlet"]


def test_an_axial_inflow_lands_in_the_mixer_inlet_value(written: Written,
                                                        tmp_path: Path) -> None:
    entries, rows = _urel_and_rows(
        written, MIXER, "SRFSimpleFoam mixer turning at 900 rpm; water is fed through the "
        "inlet at 3 m/s; 200 iterations", tmp_path)
    # The tutorial's inflow runs along -z; the stated speed keeps that direction.
    assert list(entries["inlet"]["inletValue"]) == [0, 0, -3]
    assert entries["inlet"]["type"] == "SRFVelocity"
    assert rows and all(met for _, met in rows), rows


def test_a_far_stream_speed_lands_in_the_rotor_uinf(written: Written, tmp_path: Path) -> None:
    entries, rows = _urel_and_rows(
        written, ROTOR, "SRFPimpleFoam rotor2D at 30 rpm; the free stream approaches at "
        "1.5 m/s along x; run 0.2 s", tmp_path)
    assert list(entries["freestream"]["UInf"]) == [1.5, 0, 0]
    assert entries["freestream"]["type"] == "SRFFreestreamVelocity"
    assert rows and all(met for _, met in rows), rows


def test_uinf_is_written_as_the_bare_vector_openfoam_reads(written: Written) -> None:
    composition, _ = written(ROTOR, "SRFPimpleFoam rotor2D; free stream 2.5 m/s along x")
    text = composition.files["0/Urel"]
    assert "UInf (2.5 0 0);" in " ".join(text.split())


def test_an_inflow_without_a_patch_name_enters_through_the_far_stream(
        written: Written, tmp_path: Path) -> None:
    entries, rows = _urel_and_rows(
        written, ROTOR, "SRFPimpleFoam rotor2D spinning at 20 rpm; the incoming flow is "
        "0.4 m/s; 0.1 s of flow", tmp_path)
    assert list(entries["freestream"]["UInf"]) == [0.4, 0, 0]
    assert rows and all(met for _, met in rows), rows



@pytest.mark.slow
def test_a_rotating_frame_request_follows_the_srf_tutorial(installation: Installation) -> None:
    """No solver or tutorial named: a rotor in a stream, turning at a stated rate and solved
    in a frame turning with it, follows the SRF tutorial, whose far stream now takes the
    stated speed; it followed a tutorial that could hold neither before."""
    request = ("A 2D rotor turning at 60 rpm in a stream of 0.5 m/s along x, solved in a "
               "frame that rotates with it; k-epsilon, half a second of flow")
    planned = understand(parse_spec(request, solvers=installation.applications),
                         load_config(None))
    assert planned.followed == ROTOR
    assert "UInf (0.5 0 0);" in " ".join(planned.files["0/Urel"].split())


def test_a_condition_parameter_named_alone_is_written_where_a_condition_holds_it(
        written: Written, tmp_path: Path) -> None:
    """"UInf (0.8 0 0)" names no patch or field: the one condition taking UInf holds it."""
    composition, spec = written(ROTOR, "SRFPimpleFoam rotor2D at 30 rpm, UInf (0.8 0 0)")
    _write(composition.files, tmp_path)
    entries = FoamFile.loads(composition.files["0/Urel"])["boundaryField"]
    assert list(entries["freestream"]["UInf"]) == [0.8, 0, 0]
    rows = [row for row in audit_case(spec, tmp_path) if row.requirement == "UInf"]
    assert rows and all(row.met for row in rows), rows
    assert rows[0].entry == "boundaryField/freestream/UInf"


def test_parameter_entries_find_only_conditions_that_take_the_parameter() -> None:
    root = Path("/usr/share/doc/openfoam-examples/examples/incompressible/SRFPimpleFoam/rotor2D")
    assert places(parameter_entries(root, "UInf")) == {("Urel", "freestream")}
    assert parameter_entries(root, "freestreamValue") == []
