"""The GCI arithmetic against the worked example of Celik et al. (2008).

Celik, Ghia, Roache, Freitas, Coleman & Raad, "Procedure for estimation and reporting of
uncertainty due to discretization in CFD applications", J. Fluids Eng. 130, 078001 (2008),
Table 1, first column: phi is the dimensionless reattachment length of a 2-D backward-facing
step on N1, N2, N3 = 18000, 8000, 4500 cells; the paper gives r21 = 1.5, r32 = 1.333,
phi1..3 = 6.063, 5.972, 5.863, p = 1.53, phi_ext^21 = 6.1685, e_a^21 = 1.5 %,
e_ext^21 = 1.7 % and GCI_fine^21 = 2.2 %. Each is compared at the precision the paper prints.
"""

from __future__ import annotations

import math

import pytest

from foam_agent.agents.mesh_study.gci import GciError, grid_convergence, refinement_ratio

CELIK_CELLS = (18000, 8000, 4500)
CELIK_VALUES = (6.063, 5.972, 5.863)


def test_celik_table_1_reattachment_length() -> None:
    study = grid_convergence(CELIK_CELLS, CELIK_VALUES, dimensions=2)
    assert study.convergence == "monotonic"
    assert round(study.r21, 3) == 1.5
    assert round(study.r32, 3) == 1.333
    assert study.order is not None and round(study.order, 2) == 1.53
    assert study.extrapolated is not None and round(study.extrapolated, 4) == 6.1685
    assert study.approximate_error is not None and round(100 * study.approximate_error, 1) == 1.5
    assert study.extrapolated_error is not None
    assert round(100 * study.extrapolated_error, 1) == 1.7
    assert study.gci_fine is not None and round(100 * study.gci_fine, 1) == 2.2


def test_equal_ratios_give_the_closed_form_order() -> None:
    """With r21 = r32 = r the sign term cancels and p = ln(eps32/eps21) / ln r (Eq. 3a):
    an error of 0.1 h^2 on h = 1, 1/2, 1/4 has p = 2 and extrapolates to the exact 1."""
    values = (1 + 0.1 / 16, 1 + 0.1 / 4, 1 + 0.1)
    study = grid_convergence((1600, 400, 100), values, dimensions=2)
    assert study.r21 == pytest.approx(2.0) and study.r32 == pytest.approx(2.0)
    assert study.order == pytest.approx(2.0, abs=1e-9)
    assert study.extrapolated == pytest.approx(1.0, abs=1e-12)
    assert study.gci_fine == pytest.approx(1.25 * (values[1] - values[0]) / values[0] / 3)


def test_oscillation_is_reported_as_such() -> None:
    """Celik et al.'s third column (6.0042, 5.9624, 6.0909) changes direction between the
    refinements: eps32/eps21 < 0, oscillatory convergence."""
    study = grid_convergence(CELIK_CELLS, (6.0042, 5.9624, 6.0909), dimensions=2)
    assert study.convergence == "oscillatory"
    assert study.order is not None and study.gci_fine is not None


def test_growing_differences_have_no_order() -> None:
    study = grid_convergence(CELIK_CELLS, (6.5, 6.0, 5.9), dimensions=2)
    assert study.convergence == "divergent"
    assert study.order is None and study.gci_fine is None


def test_the_finest_two_agreeing_is_exact() -> None:
    study = grid_convergence(CELIK_CELLS, (2.0, 2.0, 1.9), dimensions=2)
    assert study.convergence == "exact" and study.gci_fine == 0.0


def test_cell_counts_must_decrease() -> None:
    with pytest.raises(GciError):
        grid_convergence((4500, 8000, 18000), CELIK_VALUES, dimensions=2)


def test_three_dimensions_use_the_cube_root() -> None:
    assert refinement_ratio(8000, 1000, 3) == pytest.approx(2.0)
    assert math.isclose(refinement_ratio(18000, 8000, 2), 1.5)
