""""empty" is the constraint type only where it types a boundary: a quoted 'empty' is a patch's
name, and "the empty box" is an adjective of a noun no boundary is; "frontAndBack empty" and
"the empty front and back planes" keep their readings."""

from __future__ import annotations

from foam_agent.agents.spec.parse import parse_spec


def _typed(request: str) -> list[tuple[str | None, tuple[str, ...], str]]:
    return [(item.field, item.boundary, item.type)
            for item in parse_spec(request).stated.boundary_types]


def test_a_quoted_empty_is_a_patch_name_and_an_empty_box_is_no_type() -> None:
    assert all(kind != "empty" for _, _, kind in _typed(
        "1D shock tube with rhoCentralFoam, 800 x 1 x 1 cells; patches 'sides' (zeroGradient "
        "for p, T and U) and 'empty'. endTime 0.004 s."))
    assert all(kind != "empty" for _, _, kind in _typed(
        "simpleFoam with kOmegaSST in the empty box of the IO/systemCall example, inlet "
        "15 m/s. 300 iterations."))
    assert all(kind != "empty" for _, _, kind in _typed(
        "Air in an empty room 4 m wide, the floor at 305 K, the ceiling at 295 K."))


def test_empty_typing_a_boundary_is_still_read() -> None:
    assert _typed("icoFoam cavity: lid 1 m/s, frontAndBack empty. 0.5 s.") == [
        (None, ("frontAndBack",), "empty")]
    assert _typed("icoFoam cavity: lid 1 m/s; the frontAndBack patch is empty.") == [
        (None, ("frontAndBack",), "empty")]
    assert _typed("Cavity, lid 2 m/s; its frontAndBack boundary is designated as 'empty'.") \
        == [(None, ("frontAndBack",), "empty")]
    assert [kind.value for kind in parse_spec(
        "icoFoam cavity, lid 1 m/s, with the empty front and back planes of the tutorial."
    ).stated.patch_kinds] == ["empty"]
