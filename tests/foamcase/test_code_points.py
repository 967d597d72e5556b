"""A ``#codeStream`` that only lists points read as literals (foamcase/case/code_points.py).

Why: the runner runs no code, and potentialFoam's cylinder writes its vertices with one; a
layout of default sizes and other patch names stood in for it. A block that computes more must
stay code, never a guess.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from foam_agent.foamcase.case.code_points import literal_code_points

TUTORIALS = Path("/usr/share/doc/openfoam-examples/examples")

TABLE = """scale 1;

corners #codeStream
{
    codeInclude
    #{
        #include "pointField.H"
    #};

    code
    #{
        pointField pts(3);
        pts[0] = point(0, 0, -1);
        pts[1] = point(2.5, 0, -1);   // the far corner
        pts[2] = point(2.5, 1e-1, -1);

        label n = pts.size();
        pts.setSize(2*n);
        for (label k = 0; k < n; ++k)
        {
            const point& c = pts[k];
            pts[k+n] = point(c.x(), -c.y(), 1);
        }

        os << pts;
    #};
};

blocks ();
"""


def test_a_table_of_points_and_its_mirror_is_written_as_a_literal_list() -> None:
    literal = literal_code_points(TABLE)
    assert literal is not None and "#codeStream" not in literal
    assert "corners\n(\n    (0 0 -1)\n    (2.5 0 -1)\n    (2.5 0.1 -1)\n    (0 0 1)\n" \
           "    (2.5 0 1)\n    (2.5 -0.1 1)\n);" in literal
    assert literal.startswith("scale 1;") and literal.rstrip().endswith("blocks ();")


@pytest.mark.parametrize("change", [
    ("pts[2] = point(2.5, 1e-1, -1);", "pts[2] = point(2.5, sin(0.1), -1);"),
    ("pts[2] = point(2.5, 1e-1, -1);", ""),
    ("os << pts;", "os << pts; system(\"true\");"),
    ("c.x()", "c.x()*2"),
    ("#include \"pointField.H\"", "#include \"pointField.H\"\n        int x;"),
    ("label n = pts.size();", "label n = 5;"),
])
def test_a_block_that_computes_more_than_a_table_stays_code(change: tuple[str, str]) -> None:
    old, new = change
    assert old in TABLE
    assert literal_code_points(TABLE.replace(old, new)) is None


def _tutorial_mesh(case: str) -> str:
    path = TUTORIALS / case / "system" / "blockMeshDict"
    return path.read_text() if path.exists() else gzip.decompress(
        path.with_suffix(".gz").read_bytes()).decode()


def test_the_installed_cylinder_is_read_and_the_computing_tutorials_are_not() -> None:
    """Every tutorial mesh dictionary with ``#codeStream``: potentialFoam's cylinder lists
    points (38: 19 and their mirror in z); bump2D's and periodicHill's compute splines."""
    cylinder = literal_code_points(_tutorial_mesh("basic/potentialFoam/cylinder"))
    assert cylinder is not None
    vertices = cylinder[cylinder.index("vertices"):cylinder.index(");", cylinder.index(
        "vertices"))]
    assert vertices.count("\n    (") == 38
    assert "(0.5 0 -0.5)" in vertices and "(-0.707107 2 0.5)" in vertices
    for case in ("incompressible/simpleFoam/bump2D",
                 "incompressible/pimpleFoam/LES/periodicHill/steadyState"):
        assert literal_code_points(_tutorial_mesh(case)) is None


def test_a_dictionary_without_code_is_left_alone() -> None:
    assert literal_code_points("vertices ((0 0 0));\n") is None
