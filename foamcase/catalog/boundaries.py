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

from collections.abc import Mapping
from typing import Literal, NamedTuple

from foam_agent.foamcase.lazy_pattern import lazy_regex

#: What a condition does on its patch: lets flow in at a fixed rate, prescribes the pressure
#: level, makes a wall, lets flow out, is set by the mesh (constraint); on other fields it fixes
#: the value, fixes the gradient or flux, couples to another region or patch, or is derived
#: from other fields.
ConditionRole = Literal["inflow", "pressure", "wall", "outflow", "constraint", "value",
                        "gradient", "coupled", "derived"]
#: What a patch is, from its mesh type and its velocity condition: ``slip`` is a patch the mesh
#: does not call a wall but whose velocity treats it as one (wall functions refuse it).
PatchRole = Literal["inlet", "outlet", "wall", "slip", "constraint"]

#: Mesh patch types whose field entries are fixed by the mesh (a request cannot change them).
CONSTRAINT_TYPES = frozenset({"empty", "symmetryPlane", "symmetry", "wedge", "cyclic",
                              "cyclicAMI", "cyclicACMI", "cyclicSlip", "processor",
                              "processorCyclic", "nonConformalCyclic"})
#: Constraint types a request may ask of a patch that retyping the mesh's patch gives it,
#: with what the patch's faces must be for OpenFOAM to accept it: ``plane`` (all faces in
#: one plane: a symmetry plane's transform is one reflection), ``flat`` (every face normal
#: along the axis a 2-D mesh has one cell across: an empty patch is the third direction),
#: ``any`` (``symmetry`` reflects each face on its own). The others stay the mesh's: a
#: wedge needs the mesh's wedge geometry, a cyclic its neighbour patch and transform, a
#: processor patch a decomposition.
RETYPABLE_CONSTRAINTS: dict[str, Literal["plane", "flat", "any"]] = {
    "symmetryPlane": "plane", "empty": "flat", "symmetry": "any"}
#: The symmetry types a request's "symmetry" may mean: a patch of either already is one.
SYMMETRY_TYPES = frozenset({"symmetry", "symmetryPlane"})

class ZeroValued(NamedTuple):
    """A condition type and the entry of it that is zero (``fixedValue``'s ``value``)."""

    type: str
    entry: str


#: Condition types that are another type with its value entry zero: ``noSlip`` is a
#: ``fixedValue`` of zero velocity, ``zeroGradient`` a ``fixedGradient`` of zero (v1912's
#: noSlipFvPatchVectorField and zeroGradientFvPatchField). A request restating one as the
#: other ("no-slip (fixedValue 0)") states one condition, and a case holding either holds it.
ZERO_VALUED_AS: dict[str, ZeroValued] = {"noSlip": ZeroValued("fixedValue", "value"),
                                        "zeroGradient": ZeroValued("fixedGradient", "gradient")}

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
#: Wall velocity conditions whose vector (``value``, or ``U``) is the velocity the wall moves
#: at: a lid, a belt, a sliding plate.
MOVING_WALL_VELOCITY_TYPES = frozenset({"movingWallVelocity", "translatingWallVelocity"})
#: Velocity conditions that let the flow leave (or enter at the speed the pressure gives).
OUTFLOW_VELOCITY_TYPES = frozenset({
    "zeroGradient", "inletOutlet", "pressureInletOutletVelocity", "pressureInletVelocity",
    "fluxCorrectedVelocity", "outletPhaseMeanVelocity", "freestream", "freestreamVelocity",
    "uniformInletOutlet", "advective", "waveTransmissive", "flowRateOutletVelocity",
    "pressureInletOutletParSlipVelocity", "outletInlet", "SRFFreestreamVelocity",
    "freeSurfaceVelocity", "semiPermeableBaffleVelocity"})
#: Pressure conditions that prescribe the pressure level (static, total or hydrostatic).
PRESCRIBED_PRESSURE_TYPES = frozenset({
    "fixedValue", "totalPressure", "uniformTotalPressure", "uniformFixedValue",
    "prghPressure", "prghTotalPressure", "prghTotalHydrostaticPressure", "freestreamPressure",
    "waveSurfacePressure", "freeSurfacePressure", "fanPressure", "plenumPressure",
    "outletMachNumberPressure", "timeVaryingMappedFixedValue", "waveTransmissive",
    "advective", "exprFixedValue", "porousBafflePressure", "outletInlet", "fixedMean"})
#: Conditions that only make sense on a wall, whatever the field.
WALL_FUNCTION = lazy_regex(r"WallFunction$|^compressible::alphatWallFunction$")
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


#: Conditions that couple a patch to another patch, region or mesh, whatever the field.
COUPLED_TYPES = frozenset({
    "mapped", "mappedField", "overset", "compressible::turbulentTemperatureCoupledBaffleMixed",
    "compressible::turbulentTemperatureRadCoupledMixed",
    "compressible::turbulentTemperatureTwoPhaseRadCoupledMixed", "compressible::thermalBaffle",
    "humidityTemperatureCoupledMixed", "filmPyrolysisRadiativeCoupledMixed",
    "outletMappedUniformInletHeatAddition", "lumpedMassWallTemperature"})
#: Conditions of radiation and contact-angle fields: they only sit on walls.
WALL_ONLY_TYPES = frozenset({
    "greyDiffusiveRadiation", "MarshakRadiation", "wideBandDiffusiveRadiation",
    "greyDiffusiveRadiationViewFactor", "fixedIncidentRadiation", "alphaContactAngle",
    "constantAlphaContactAngle", "externalWallHeatFluxTemperature", "fixedMultiPhaseHeatFlux",
    "tractionDisplacement", "JohnsonJacksonParticleTheta"})
#: Conditions whose value other fields or the solver compute.
DERIVED_TYPES = frozenset({"calculated", "cellMotion", "phaseFraction", "mixed"})
#: Scalar conditions that fix the value on the patch.
VALUE_TYPES = frozenset({
    "fixedValue", "uniformFixedValue", "timeVaryingMappedFixedValue", "codedFixedValue",
    "copiedFixedValue", "totalTemperature", "fixedMean", "exprFixedValue", "waveAlpha",
    "variableHeightFlowRate", "waveMaker", "semiPermeableBaffleMassFraction",
    "solidBodyMotionDisplacement", "oscillatingDisplacement", "surfaceDisplacement",
    "sixDoFRigidBodyDisplacement", "lumpedPointDisplacement", "uniformNormalFixedValue",
    "smoluchowskiJumpT"})
#: Scalar conditions that fix the gradient or the flux.
GRADIENT_TYPES = frozenset({"zeroGradient", "fixedGradient", "totalFlowRateAdvectiveDiffusive",
                            "fixedFluxPressure", "fixedFluxExtrapolatedPressure",
                            "convectiveHeatTransfer"})
#: Conditions that let a scalar leave with the flow and take a value where flow enters.
OUTFLOW_SCALAR_TYPES = frozenset({"inletOutlet", "outletInlet", "uniformInletOutlet",
                                  "advective", "waveTransmissive", "freestream"})


def _velocity_field(field: str) -> bool:
    """U of any phase, the relative velocity of SRF, the adjoint velocity."""
    return field in ("U", "Urel", "Ua", "Uf") or field.startswith(("U.", "Urel."))


def _pressure_field(field: str) -> bool:
    """p, p_rgh, p_gh of any phase, and the adjoint pressure."""
    return field in ("p", "p_rgh", "p_gh", "pa", "ph_rgh") or field.startswith(
        ("p.", "p_rgh."))


def _adjoint_role(condition: str) -> ConditionRole | None:
    """The adjoint solver's conditions name their patch kind in the type."""
    if not condition.startswith("adjoint"):
        return None
    for word, role in (("Wall", "wall"), ("Inlet", "inflow"), ("Outlet", "outflow"),
                       ("FarField", "outflow")):
        if word in condition:
            return role  # type: ignore[return-value]  # one of the literal's values
    return None


def boundary_role(condition: str, field: str = "U") -> ConditionRole | None:
    """What condition type ``condition`` does on a patch of field ``field``; None for a type
    the catalog does not know."""
    if condition in CONSTRAINT_TYPES or condition == "nonuniformTransformCyclic":
        return "constraint"
    if condition in WALL_VELOCITY_TYPES or condition in WALL_ONLY_TYPES \
            or WALL_FUNCTION.search(condition):
        return "wall"
    if condition in COUPLED_TYPES:
        return "coupled"
    adjoint = _adjoint_role(condition)
    if adjoint is not None:
        return adjoint
    if _velocity_field(field):
        if condition in INFLOW_VELOCITY_TYPES:
            return "inflow"
        if condition in OUTFLOW_VELOCITY_TYPES:
            return "outflow"
    elif _pressure_field(field):
        if condition in PRESCRIBED_PRESSURE_TYPES:
            return "pressure"
        if condition in GRADIENT_TYPES:
            return "gradient"
    elif condition in TURBULENCE_INLET_TYPES:
        return "inflow"
    elif condition in OUTFLOW_SCALAR_TYPES:
        return "outflow"
    if condition in DERIVED_TYPES:
        return "derived"
    if condition in VALUE_TYPES:
        return "value"
    if condition in GRADIENT_TYPES:
        return "gradient"
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
