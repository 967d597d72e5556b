"""How a solid's boundary loads and supports are written: the field, the condition type that
carries a load and its keywords, the sign of its pressure, and the condition of a support.

Why a table: "the free end carries a downward shear load of 20 kPa", "pulled at 25 MPa on the
right edge", "the hole is pressurised to 10 MPa" and "clamped at one end" are each one entry of
the displacement field ``D`` of a stress-analysis case. Which type carries a load, under which
keywords, and which way its pressure pushes are facts of the installation: v1912's
``tractionDisplacement`` (tractionDisplacementFvPatchVectorField::updateCoeffs) sets the face
gradient from ``traction - pressure*n`` with ``n`` the outward normal, so a positive pressure
pushes into the solid and a tension is a traction along ``+n`` (or a negative pressure). The
reader, the editor and the audit read them here.
"""

from __future__ import annotations

from foam_agent.foamcase.catalog.conditions import condition

#: The displacement field the stress solvers (solidDisplacementFoam,
#: solidEquilibriumDisplacementFoam) solve for, on whose patches loads and supports sit.
LOAD_FIELD = "D"
#: The condition type that carries a load on a face of a solid.
LOAD_CONDITION = "tractionDisplacement"


def _parameters() -> tuple[str, str]:
    """The load condition's two parameters, from the conditions table's row."""
    row = condition(LOAD_CONDITION)
    if row is None or len(row.parameters) != 2:
        raise LookupError(f"the conditions table has no two-parameter row {LOAD_CONDITION}")
    return row.parameters[0].name, row.parameters[1].name


#: Its two parameters: a stress vector applied as is, and a pressure along the inward normal.
TRACTION, PRESSURE = _parameters()
#: The sign a pressure's push has along the face's outward normal (traction - pressure*n).
PRESSURE_ALONG_NORMAL = -1.0
#: A support ("clamped", "fixed", "built in"): the displacement held at zero.
SUPPORT_CONDITION = "fixedValue"
SUPPORT_VALUE: tuple[float, float, float] = (0.0, 0.0, 0.0)
#: The solvers whose cases carry these conditions.
SOLID_SOLVERS = frozenset({"solidDisplacementFoam", "solidEquilibriumDisplacementFoam"})
#: The switches of a stress case, each with the dictionary that holds it: a thin plate is in
#: plane stress (``planeStress yes``), a thick one in plane strain (``no``); a temperature field
#: strains the solid only with ``thermalStress yes``.
SWITCHES: dict[str, str] = {"planeStress": "constant/mechanicalProperties",
                            "thermalStress": "constant/thermalProperties"}
#: A solid's thermal properties as its ``constant/thermalProperties`` keeps them, by the
#: keyword a fluid's dictionaries give the same quantity: thermal conductivity ``k`` (a
#: fluid's ``kappa``), specific heat ``C`` (``Cp``), linear expansion coefficient ``alpha`` (a
#: Boussinesq fluid's volumetric ``beta``).
SOLID_KEYWORDS: dict[str, str] = {"kappa": "k", "Cp": "C", "beta": "alpha"}
