"""The boundary-condition catalog: what each condition type does on a patch.

Why a table: the authors decide where a stated speed goes, the audit where to look for it, the
turbulence switch which patches are inlets and walls, and the physics checks which patches let
flow in — all from the condition types a case's fields hold. Each of them used to keep its own
set of inflow types (they disagreed: 8 and 10 types); here each type has one row.

A condition's role depends on the field it sits on: ``fixedValue`` on U fixes the inflow, on p
it prescribes the pressure. ``_VELOCITY`` and ``_PRESSURE`` give the role on the velocity and on
a pressure field; ``_ANY_FIELD`` the types whose role is the same on every field (walls,
constraints, turbulence inlets, outflows). Value keys are the entries that carry the values a
user states (``value``, ``p0``, ``volumetricFlowRate``…).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Literal

#: What a condition does on its patch.
ConditionRole = Literal["inflow", "pressure", "wall", "outflow", "constraint"]
#: What a patch is, from its mesh type and its velocity condition: ``slip`` is a patch the mesh
#: does not call a wall but whose velocity treats it as one (wall functions refuse it).
PatchRole = Literal["inlet", "outlet", "wall", "slip", "constraint"]

#: Mesh patch types whose field entries are fixed by the mesh (a request cannot change them).
CONSTRAINT_TYPES = frozenset({"empty", "symmetryPlane", "symmetry", "wedge", "cyclic",
                              "cyclicAMI", "cyclicACMI", "cyclicSlip", "processor",
                              "processorCyclic", "nonConformalCyclic"})

#: Velocity conditions that fix the inflow (a value, a flow rate, a profile, a mapped field).
INFLOW_VELOCITY_TYPES = frozenset({
    "fixedValue", "flowRateInletVelocity", "surfaceNormalFixedValue", "uniformFixedValue",
    "turbulentInlet", "cylindricalInletVelocity", "swirlFlowRateInletVelocity",
    "timeVaryingMappedFixedValue", "variableHeightFlowRateInletVelocity", "fixedMean",
    "fixedMeanVelocity", "atmBoundaryLayerInletVelocity", "turbulentDFSEMInlet",
    "turbulentDigitalFilterInlet", "interstitialInletVelocity", "mappedFlowRate",
    "SRFVelocity", "uniformNormalFixedValue", "waveVelocity", "supersonicFreestream",
    "fixedNormalInletOutletVelocity", "exprFixedValue", "codedFixedValue",
    "activePressureForceBaffleVelocity", "mapped", "mappedField"})
#: Velocity conditions of walls: the fluid sticks to, slides along or moves with the patch.
WALL_VELOCITY_TYPES = frozenset({"noSlip", "slip", "movingWallVelocity",
                                 "rotatingWallVelocity", "translatingWallVelocity",
                                 "partialSlip", "fixedNormalSlip", "maxwellSlipU",
                                 "JohnsonJacksonParticleSlip"})
#: Velocity conditions that let the flow leave (or enter at the speed the pressure gives).
OUTFLOW_VELOCITY_TYPES = frozenset({
    "zeroGradient", "inletOutlet", "pressureInletOutletVelocity", "pressureInletVelocity",
    "fluxCorrectedVelocity", "outletPhaseMeanVelocity", "freestream", "freestreamVelocity",
    "uniformInletOutlet", "advective", "waveTransmissive", "flowRateOutletVelocity",
    "pressureInletOutletParSlipVelocity", "outletInlet", "SRFFreestreamVelocity",
    "freeSurfaceVelocity", "adjointOutletVelocity", "adjointInletVelocity",
    "adjointFarFieldVelocity", "adjointWallVelocity", "semiPermeableBaffleVelocity",
    "calculated"})
#: Pressure conditions that prescribe the pressure level (static, total or hydrostatic).
PRESCRIBED_PRESSURE_TYPES = frozenset({
    "fixedValue", "totalPressure", "uniformTotalPressure", "uniformFixedValue",
    "prghPressure", "prghTotalPressure", "prghTotalHydrostaticPressure", "freestreamPressure",
    "waveSurfacePressure", "freeSurfacePressure", "fanPressure", "plenumPressure",
    "outletMachNumberPressure", "timeVaryingMappedFixedValue", "waveTransmissive",
    "advective", "adjointOutletPressure", "adjointFarFieldPressure", "exprFixedValue",
    "porousBafflePressure", "outletInlet"})
#: Pressure conditions that leave the level free: the velocity side decides the patch.
FREE_PRESSURE_TYPES = frozenset({"zeroGradient", "fixedFluxPressure", "calculated",
                                 "fixedFluxExtrapolatedPressure", "inletOutlet",
                                 "fixedGradient", "mapped", "mappedField"})
#: Conditions that only make sense on a wall, whatever the field.
WALL_FUNCTION = re.compile(r"WallFunction$|^compressible::alphatWallFunction$")
#: Wall conditions of nut that read k: they belong to models that solve k.
NUT_WALL_FUNCTIONS_READING_K = frozenset({"nutkWallFunction", "nutkRoughWallFunction",
                                          "nutkAtmRoughWallFunction", "nutkFilmWallFunction"})
#: Scalar conditions of a turbulence inlet (estimates from an intensity or a mixing length).
TURBULENCE_INLET_TYPES = frozenset({
    "turbulentIntensityKineticEnergyInlet", "turbulentMixingLengthDissipationRateInlet",
    "turbulentMixingLengthFrequencyInlet", "atmBoundaryLayerInletK",
    "atmBoundaryLayerInletEpsilon", "atmBoundaryLayerInletOmega", "fixedMean"})
#: Where each condition keeps the value a user states, beyond ``value``.
VALUE_KEYS: Mapping[str, tuple[str, ...]] = {
    "totalPressure": ("p0",), "uniformTotalPressure": ("p0",), "prghTotalPressure": ("p0",),
    "totalTemperature": ("T0",), "flowRateInletVelocity": ("volumetricFlowRate",
                                                           "massFlowRate"),
    "surfaceNormalFixedValue": ("refValue",), "uniformFixedValue": ("uniformValue",),
    "inletOutlet": ("inletValue", "value"), "fixedGradient": ("gradient",),
    "turbulentIntensityKineticEnergyInlet": ("intensity",),
    "turbulentMixingLengthDissipationRateInlet": ("mixingLength",),
    "turbulentMixingLengthFrequencyInlet": ("mixingLength",),
    "freestreamPressure": ("freestreamValue",), "freestreamVelocity": ("freestreamValue",),
    "freestream": ("freestreamValue",), "prghPressure": ("p",),
}


def _velocity_field(field: str) -> bool:
    return field == "U" or field.startswith("U.")


def _pressure_field(field: str) -> bool:
    return field in ("p", "p_rgh", "p_gh") or field.startswith(("p.", "p_rgh."))


def boundary_role(condition: str, field: str = "U") -> ConditionRole | None:
    """What condition type ``condition`` does on a patch of field ``field``; None when the
    catalog cannot say from the type alone (``calculated`` on a derived field, a region
    coupling, a radiation condition)."""
    if condition in CONSTRAINT_TYPES:
        return "constraint"
    if condition in WALL_VELOCITY_TYPES or WALL_FUNCTION.search(condition):
        return "wall"
    if _velocity_field(field):
        if condition in INFLOW_VELOCITY_TYPES:
            return "inflow"
        if condition in OUTFLOW_VELOCITY_TYPES:
            return "outflow"
        return None
    if _pressure_field(field):
        if condition in PRESCRIBED_PRESSURE_TYPES:
            return "pressure"
        return None
    if condition in TURBULENCE_INLET_TYPES:
        return "inflow"
    if condition in ("inletOutlet", "outletInlet", "uniformInletOutlet", "advective",
                     "waveTransmissive"):
        return "outflow"
    return None


def patch_roles(patches: Mapping[str, str], velocity_types: Mapping[str, str]
                ) -> dict[str, PatchRole]:
    """Each mesh patch as wall, inlet, outlet, slip or constraint, from its mesh type and its
    U condition: a ``patch`` whose velocity is a wall's is slip-like, one with a fixed speed
    an inlet, anything else an outlet."""
    roles: dict[str, PatchRole] = {}
    for name, mesh_type in patches.items():
        velocity = velocity_types.get(name, "")
        if mesh_type in CONSTRAINT_TYPES:
            roles[name] = "constraint"
        elif mesh_type == "wall":
            roles[name] = "wall"
        elif velocity in WALL_VELOCITY_TYPES:
            roles[name] = "slip"
        elif velocity in INFLOW_VELOCITY_TYPES:
            roles[name] = "inlet"
        else:
            roles[name] = "outlet"
    return roles
