"""A small multi-region case written for tests: two fluids and two solids."""

from __future__ import annotations

from pathlib import Path

HEADER = "FoamFile {{ version 2.0; format ascii; class {cls}; object {name}; }}\n"

REGION_PROPERTIES = "regions ( fluid ( gas core ) solid ( plate lowerSolid ) );\n"

SOLID_THERMO = """thermoType { type heSolidThermo; mixture pureMixture; transport constIso;
thermo hConst; equationOfState rhoConst; specie specie; energy sensibleEnthalpy; }
mixture { specie { molWeight 50; } transport { kappa 80; } thermodynamics { Hf 0; Cp 450; }
equationOfState { rho 8000; } }
"""


def _field(cls: str, name: str, internal: str, patches: dict[str, str]) -> str:
    conditions = "".join(f"    {patch} {{ {entry} }}\n" for patch, entry in patches.items())
    return (HEADER.format(cls=cls, name=name) + "dimensions [0 0 0 0 0 0 0];\n"
            f"internalField uniform {internal};\nboundaryField\n{{\n{conditions}}}\n")


def write_region_case(root: Path, *, core_inlet: str = "feed") -> Path:
    """Write the case at ``root``: ``gas`` (with an ``inlet``) and ``core`` (its inlet named
    ``core_inlet``) keep U and T, the solids T only."""
    (root / "constant").mkdir(parents=True, exist_ok=True)
    (root / "constant" / "regionProperties").write_text(
        HEADER.format(cls="dictionary", name="regionProperties") + REGION_PROPERTIES)
    for fluid in ("gas", "core"):
        folder = root / "0" / fluid
        folder.mkdir(parents=True)
        patches = {core_inlet: "type fixedValue; value uniform (0 0 5);",
                   "drain": "type zeroGradient;",
                   "core_to_gas": "type noSlip;"} if fluid == "core" else {
            "inlet": "type fixedValue; value uniform (0 0 5);", "outlet": "type zeroGradient;",
            "gas_to_core": "type noSlip;"}
        (folder / "U").write_text(_field("volVectorField", "U", "(0 0 5)", patches))
        scalars = {name: "type fixedValue; value uniform 300;" for name in patches}
        (folder / "T").write_text(_field("volScalarField", "T", "300", scalars))
    for solid in ("plate", "lowerSolid"):
        folder = root / "0" / solid
        folder.mkdir(parents=True)
        (folder / "T").write_text(_field("volScalarField", "T", "300",
                                         {f"{solid}_to_gas": "type zeroGradient;"}))
        (root / "constant" / solid).mkdir()
        (root / "constant" / solid / "thermophysicalProperties").write_text(
            HEADER.format(cls="dictionary", name="thermophysicalProperties") + SOLID_THERMO)
    return root
