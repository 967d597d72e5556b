"""Values bound to the case's own identifiers (issue 23, item 1).

The vocabulary is harvested from the installed tutorials (real files), and the reader is run
in the spec's real pipeline; the small hand-made vocabularies below stand for a case so each
form is checked against words whose kind is known.
"""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

import pytest

from foam_agent.agents.spec.parse import read_spec
from foam_agent.agents.spec.readers import READERS
from foam_agent.agents.spec.readers.vocabulary import VocabularyReader
from foam_agent.agents.spec.stated import INTERNAL, BoundaryType
from foam_agent.foamcase.case.vocabulary import (
    DEBIAN_TUTORIALS,
    Vocabulary,
    case_vocabulary,
    harvest,
    installation_vocabulary,
)

ENERGY = (0.0, 2.0, -2.0, 0.0, 0.0, 0.0, 0.0)
RATE = (0.0, 0.0, -1.0, 0.0, 0.0, 0.0, 0.0)
#: A pitzDaily-like case: its fields with their dimensions, two thermo keywords without any.
CASE = Vocabulary(
    fields=MappingProxyType({"k": ENERGY, "omega": RATE, "U": None, "p": None}),
    keywords=MappingProxyType({"molWeight": None, "Cp": None,
                               "nu": (0.0, 2.0, -1.0, 0.0, 0.0, 0.0, 0.0), "value": None}),
    patches=frozenset({"inlet", "outlet", "upperWall", "lowerWall"}),
    types=frozenset({"omegaWallFunction", "fixedValue"}),
    type_fields=MappingProxyType({"omegaWallFunction": frozenset({"omega"}),
                                  "fixedValue": frozenset({"U", "k", "omega"})}))

def _read(prompt: str, vocabulary: Vocabulary = CASE):
    readers = tuple(VocabularyReader(vocabulary) if reader.name == "vocabulary" else reader
                    for reader in READERS)
    return read_spec(prompt, readers=readers)


def _values(prompt: str) -> set[tuple[str, tuple[str, ...], object]]:
    stated = _read(prompt).spec.stated
    return {(item.field, tuple(name.lower() for name in item.boundary[:1]), item.value)
            for item in stated.boundary_values}


def _properties(prompt: str) -> dict[str, object]:
    return {item.name: item.value for item in _read(prompt).spec.stated.properties}


def test_a_field_value_after_a_patch_heading_is_that_patch_s() -> None:
    """'Inlet: … k = 0.84 m^2/s^2' across a line break is the inlet's k, not an initial
    value (it was read as k's internal field)."""
    values = _values("Inlet: fixedValue velocity (15 0 0) m/s, k = 0.84 m^2/s^2 and\n"
                     "omega = 40 1/s (fixedValue).")
    assert ("k", ("inlet",), 0.84) in values
    assert ("omega", ("inlet",), 40) in values
    # fixedValue is a condition type of the cases: never the patch the velocity is on.
    assert not any("fixedValue" in boundary for _, boundary, _ in values)


def test_the_forms_of_binding() -> None:
    """'X = v', 'X: v', 'X of v', 'X is v', 'v for X' and the field's own 'internalField'."""
    for prompt in ("Set k = 0.5 m^2/s^2 initially.", "k: 0.5", "an initial k of 0.5 m^2/s^2",
                   "Initially k is 0.5.", "use 0.5 m^2/s^2 for k everywhere",
                   "k internalField 0.5"):
        assert _properties(prompt).get("k") == 0.5, prompt


def test_a_value_whose_unit_is_not_the_entry_s_is_not_bound() -> None:
    """omega is 1/s in the cases: 'omega = 25 m/s' binds nothing and is reported."""
    reading = _read("Set omega = 25 m/s everywhere.")
    assert not any(claim.reader == "vocabulary" for claim in reading.claims)
    assert not any(item.name == "omega" and item.value == 25
                   for item in reading.spec.stated.properties)


def test_units_are_converted_by_the_entry_s_dimensions() -> None:
    assert _properties("nu = 15 cSt") == {"nu": pytest.approx(1.5e-5)}


def test_a_keyword_is_never_a_patch() -> None:
    """'U on molWeight' came from a dictionary keyword taken for a patch."""
    reading = _read("The inlet velocity is 10 m/s. molWeight 28.9, Cp = 1005.")
    assert {"molWeight": 28.9, "Cp": 1005}.items() <= _properties(
        "The inlet velocity is 10 m/s. molWeight 28.9, Cp = 1005.").items()
    for item in reading.spec.stated.boundary_values:
        assert "molWeight" not in item.boundary and "Cp" not in item.boundary


def test_a_keyword_rescaled_by_its_unit_needs_the_entry_s_dimensions() -> None:
    """molWeight has no dimensions in the cases: 28.9 g/mol in SI (0.0289 kg/mol) is not
    what the case holds (kg/kmol), so this reader does not bind it (the property reader,
    which knows molar masses, may)."""
    reading = _read("molWeight 28.9 g/mol.")
    assert not any(claim.reader == "vocabulary" for claim in reading.claims)


def test_a_plain_word_keyword_binds_only_in_code_form() -> None:
    """'value' is a keyword of the cases, but 'a value of 2' is prose."""
    assert "value" not in _properties("The lid moves with a value of 2 m/s.")


def test_a_type_goes_on_every_patch_its_sentence_names_for_the_field_its_cases_use() -> None:
    types = _read("Use omegaWallFunction on upperWall and lowerWall.").spec.stated.boundary_types
    assert {(item.field, item.boundary[0], item.type) for item in types} == {
        ("omega", "upperWall", "omegaWallFunction"), ("omega", "lowerWall", "omegaWallFunction")}


def test_the_reader_claims_in_the_one_ledger_and_the_value_rules_too() -> None:
    """Which reader owns a phrase is decided in one place: the vocabulary reader's words and
    the value rules' words are both in read_spec's claims."""
    reading = _read("Initialise k = 0.1 m^2/s^2. Run for 2 s.")
    text = reading.spec.text
    owners = {text[claim.start:claim.end]: claim.reader for claim in reading.claims}
    assert owners["k = 0.1 m^2/s^2"] == "vocabulary"
    assert owners["Run for 2 s"] == "times"


def test_the_installation_vocabulary_is_harvested_from_the_tutorials(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    found = harvest(DEBIAN_TUTORIALS)
    assert found.fields["k"] == ENERGY and found.fields["omega"] == RATE
    assert {"molWeight", "Cp", "Pr", "TRef", "Prt", "nu0"} <= set(found.keywords)
    assert found.kind("upperWall") == "patch"
    assert found.type_fields["omegaWallFunction"] == frozenset({"omega"})
    assert found.type_fields["kqRWallFunction"] == frozenset({"k"})
    assert {"deltaT", "endTime"} <= found.controls
    assert Vocabulary.from_json(found.to_json()) == found
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    installation_vocabulary.cache_clear()
    try:
        assert installation_vocabulary() == found
        assert list((tmp_path / "foam-agent" / "vocabulary").glob("*.json"))
    finally:
        installation_vocabulary.cache_clear()


def test_one_case_s_vocabulary() -> None:
    case = case_vocabulary(DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily")
    assert {"inlet", "outlet", "upperWall", "lowerWall", "frontAndBack"} <= case.patches
    assert {"k", "epsilon", "omega", "nut", "nuTilda"} <= set(case.fields)
    assert "nu" in case.keywords


def test_the_pipeline_reads_a_technical_request_with_the_installation_vocabulary() -> None:
    """The default reader (the installation's vocabulary), on wording of the blind sets'
    kind: initial values, a patch's values and wall functions per field."""
    spec = read_spec(
        "Initialise k = 0.005 m^2/s^2 and omega = 25 1/s uniformly in the whole domain; use "
        "kqRWallFunction for k and omegaWallFunction for omega on both movingWall and "
        "fixedWalls. Inlet: k = 0.24 m^2/s^2 and nuTilda: internalField 6e-05.").spec
    properties = {item.name: item.value for item in spec.stated.properties}
    assert properties["k"] == 0.005 and properties["omega"] == 25
    assert properties["nuTilda"] == 6e-05
    assert ("k", "inlet", 0.24) in {(item.field, item.boundary[0].lower(), item.value)
                                    for item in spec.stated.boundary_values}
    assert {(item.field, item.boundary[0], item.type) for item in spec.stated.boundary_types
            if isinstance(item, BoundaryType)} >= {
        ("k", "movingWall", "kqRWallFunction"), ("k", "fixedWalls", "kqRWallFunction"),
        ("omega", "movingWall", "omegaWallFunction"), ("omega", "fixedWalls",
                                                       "omegaWallFunction")}
    assert all(item.boundary != (INTERNAL,) or item.field in ("U", "p", "T")
               for item in spec.stated.boundary_values)


def test_lists_pair_names_and_values_in_order_each_with_its_own_dimensions() -> None:
    values = _values("Set k and omega to 0.1 m^2/s^2 and 25 1/s at the inlet.")
    assert {("k", ("inlet",), 0.1), ("omega", ("inlet",), 25)} <= values
    assert _properties("molWeight and Cp of 28.9 and 1005.") == {"molWeight": 28.9, "Cp": 1005}


def test_a_list_with_a_value_of_the_wrong_dimensions_binds_none_of_its_names() -> None:
    """omega is no speed: the list is refused whole, and omega is not read alone as 0.1."""
    reading = _read("k and omega of 0.1 and 25 m/s.")
    assert not any(claim.reader == "vocabulary" for claim in reading.claims)
    assert "omega" not in _properties("k and omega of 0.1 and 25 m/s.")


def test_a_value_for_a_patch_and_the_internal_field_goes_to_both() -> None:
    """The listed places each take the value: the inlet and the internal field (a value on
    the internal field, which the editors write into internalField: test_listed_places)."""
    prompt = "Inlet fixedValue U (20 0 0) m/s, k = 1.5 m^2/s^2 at the inlet and as internalField."
    assert ("k", ("inlet",), 1.5) in _values(prompt)
    assert ("k", ("internalfield",), 1.5) in _values(prompt)  # _values lowers the places


def test_a_value_on_a_line_wrapped_mid_sentence_stays_with_the_patch_before_the_break() -> None:
    """'… 'velocity-inlet-6'⏎fixedValue (0 4 0) m/s, 'pressure-outlet-7' …': the vector is
    the inlet's, not the outlet's (fixedValue, once taken for a patch, used to hide this)."""
    spec = _read("Boundary conditions: 'velocity-inlet-5' fixedValue (1.5 0 0) m/s, "
                 "'velocity-inlet-6'\nfixedValue (0 4 0) m/s, 'pressure-outlet-7' fixedValue "
                 "pressure 0.").spec
    vectors = {item.boundary[0]: item.value for item in spec.stated.boundary_values
               if item.field == "U"}
    assert vectors == {"velocity-inlet-5": (1.5, 0.0, 0.0), "velocity-inlet-6": (0.0, 4.0, 0.0)}


def test_a_subscripted_symbol_of_u_p_or_t_is_the_value_reader_s() -> None:
    """'T0 = 300 K' is the inlet's stagnation temperature (the value reader's), not the T0
    keyword some case's dictionaries hold."""
    vocabulary = Vocabulary(keywords=MappingProxyType({"T0": None}))
    stated = _read("Inlet total pressure 2 bar and T0 = 300 K.", vocabulary).spec.stated
    assert "T0" not in {item.name for item in stated.properties}
    assert any(item.field == "T" and item.value == 300 for item in stated.boundary_values)
