"""Boundary-condition types with their parameters: one row per type.

Why a table: "inletOutlet with inletValue 0", "fixedGradient with gradient 500 K/m" and
"turbulentIntensityKineticEnergyInlet, intensity 5 %" each name a type and a parameter of it.
Which parameters a type takes, and in what dimensions, are facts of the installation (the
entries its sources read and its tutorials write); the request reader binds a stated parameter
only to the type that takes it and checks its unit here, the editor writes it under that name,
and the audit reads it back from there. None of them keeps a list of its own.

A parameter's dimensions are given relative to the field the condition sits on
(:data:`Relative`): ``inletValue`` has the field's, ``gradient`` the field's per metre; a few
have their own whatever the field (``volumetricFlowRate`` m^3/s, ``intensity`` none).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: Dimensions as OpenFOAM writes them: exponents of kg, m, s, K, mol, A, cd.
Dimensions = tuple[float, float, float, float, float, float, float]

#: How a parameter's dimensions follow from its field's: the field's own (``field``), the
#: field's per metre (``per_length``), the magnitude of a vector field (``magnitude``: one
#: number along the patch normal), or fixed: a length, a volumetric or mass flow rate, a
#: dimensionless fraction, a stress (a solid's traction and pressure on its displacement D), a
#: volume, a temperature, a density, a specific gas constant, a time, a dimensionless ratio
#: that is no fraction (a ratio of specific heats, 1.4), a mass, or a specific heat.
Relative = Literal["field", "per_length", "magnitude", "length", "volume_flow", "mass_flow",
                   "fraction", "stress", "volume", "temperature", "density", "gas_constant",
                   "time", "ratio", "mass", "specific_heat"]

_FIXED: dict[Relative, Dimensions] = {
    "length": (0, 1, 0, 0, 0, 0, 0),
    "volume_flow": (0, 3, -1, 0, 0, 0, 0),
    "mass_flow": (1, 0, -1, 0, 0, 0, 0),
    "fraction": (0, 0, 0, 0, 0, 0, 0),
    "stress": (1, -1, -2, 0, 0, 0, 0),
    "volume": (0, 3, 0, 0, 0, 0, 0),
    "temperature": (0, 0, 0, 1, 0, 0, 0),
    "density": (1, -3, 0, 0, 0, 0, 0),
    "gas_constant": (0, 2, -2, -1, 0, 0, 0),
    "time": (0, 0, 1, 0, 0, 0, 0),
    "ratio": (0, 0, 0, 0, 0, 0, 0),
    "mass": (1, 0, 0, 0, 0, 0, 0),
    "specific_heat": (0, 2, -2, -1, 0, 0, 0),
}


@dataclass(frozen=True)
class Parameter:
    """One entry a condition type reads.

    Attributes:
        name: The entry's keyword (``inletValue``).
        relative: Its dimensions relative to the field's (:data:`Relative`).
        is_field: Whether OpenFOAM reads it as a patch field (written ``uniform v``) rather
            than a single number or a function of time (written as the bare value).
        per_component: Whether it holds one value per component of the field (turbulentInlet's
            ``fluctuationScale`` on U is a vector of fractions), so a vector is its shape on a
            vector field, where a parameter without it is one number.
    """

    name: str
    relative: Relative
    is_field: bool = True
    per_component: bool = False


@dataclass(frozen=True)
class Condition:
    """A boundary-condition type and the parameters a request may state for it.

    Attributes:
        type: The type's name (``inletOutlet``).
        parameters: The entries it reads beside ``type`` and ``value``.
        value_key: The parameter holding the value the condition imposes (``inletValue``,
            ``p0``): a value stated for it is the field's value on the patch, read and written
            like any boundary value; None when no parameter is the field's value.
        needs: How many of the other parameters must be stated before the type can be set
            (``fixedGradient`` needs its gradient; ``inletOutlet`` none: its value is filled).
        words: How prose names the type when it names it with a parameter ("a fixed gradient
            of 500 K/m"), lowercase, words apart.
        prose_key: The parameter a value right after the prose name gives, for a type with
            several ("non-reflecting to 1 atm" is waveTransmissive's ``fieldInf``); a type
            with one parameter gives it that one.
        defaults: Entries the type reads that no request states, as the installation's
            tutorials write them; set where the type is put on a patch that lacked it.
    """

    type: str
    parameters: tuple[Parameter, ...] = ()
    value_key: str | None = None
    needs: int = 0
    words: tuple[str, ...] = ()
    prose_key: str | None = None
    defaults: tuple[tuple[str, str], ...] = ()

    def parameter(self, name: str) -> Parameter | None:
        """The parameter called ``name``, if this type takes one."""
        return next((item for item in self.parameters if item.name == name), None)

    def parameter_of(self, relative: Relative) -> Parameter | None:
        """The first parameter of kind ``relative`` (a volume flow rate's ``flowRate`` of a
        free-surface inlet), if this type takes one: where a stated quantity of that kind
        goes on a patch that keeps this condition."""
        return next((item for item in self.parameters if item.relative == relative), None)

    @property
    def prose_parameter(self) -> Parameter | None:
        """The parameter a value right after the type's prose name gives, if any."""
        if self.prose_key is not None:
            return self.parameter(self.prose_key)
        return self.parameters[0] if len(self.parameters) == 1 else None

    @property
    def others(self) -> tuple[Parameter, ...]:
        """The parameters other than the value's."""
        return tuple(item for item in self.parameters if item.name != self.value_key)


def _valued(kind: str, key: str) -> Condition:
    return Condition(kind, (Parameter(key, "field"),), value_key=key)


#: Each type a request may state with its parameters. The names are those the installed
#: tutorials write under each type (``tests/catalog/test_conditions.py`` checks them there).
CONDITIONS: tuple[Condition, ...] = (
    _valued("fixedValue", "value"),
    _valued("inletOutlet", "inletValue"),
    _valued("outletInlet", "outletValue"),
    _valued("uniformInletOutlet", "uniformInletValue"),
    _valued("totalPressure", "p0"),
    # The same with p0 a Function1 of time (TJunction ramps it with a table); a stated number
    # is its constant. Its p0 rides on the type, not as the patch's value: a static "inlet
    # pressure" stated on such an inlet fixes the pressure there, it is no total pressure.
    Condition("uniformTotalPressure", (Parameter("p0", "field", is_field=False),), needs=1),
    _valued("prghTotalPressure", "p0"),
    _valued("prghPressure", "p"),
    _valued("totalTemperature", "T0"),
    _valued("fixedMean", "meanValue"),
    _valued("freestream", "freestreamValue"),
    _valued("freestreamVelocity", "freestreamValue"),
    _valued("freestreamPressure", "freestreamValue"),
    # The rotating frame's inflow, stated in the absolute frame: SRFVelocity's inletValue is
    # absolute under ``relative no``; SRFFreestreamVelocity's UInf always is (a bare vector).
    _valued("SRFVelocity", "inletValue"),
    Condition("SRFFreestreamVelocity", (Parameter("UInf", "field", is_field=False),),
              value_key="UInf"),
    Condition("uniformFixedValue", (Parameter("uniformValue", "field", is_field=False),),
              value_key="uniformValue"),
    Condition("fixedGradient", (Parameter("gradient", "per_length"),), needs=1,
              words=("fixed gradient",)),
    Condition("flowRateInletVelocity",
              (Parameter("volumetricFlowRate", "volume_flow", is_field=False),
               Parameter("massFlowRate", "mass_flow", is_field=False)), needs=1),
    Condition("variableHeightFlowRateInletVelocity",
              (Parameter("flowRate", "volume_flow", is_field=False),), needs=1),
    Condition("variableHeightFlowRate", (Parameter("lowerBound", "fraction", is_field=False),
                                         Parameter("upperBound", "fraction", is_field=False))),
    Condition("surfaceNormalFixedValue", (Parameter("refValue", "magnitude"),), needs=1),
    Condition("turbulentIntensityKineticEnergyInlet",
              (Parameter("intensity", "fraction", is_field=False),), needs=1),
    Condition("turbulentMixingLengthDissipationRateInlet",
              (Parameter("mixingLength", "length", is_field=False),), needs=1),
    Condition("turbulentMixingLengthFrequencyInlet",
              (Parameter("mixingLength", "length", is_field=False),), needs=1),
    Condition("tractionDisplacement", (Parameter("traction", "stress"),
                                       Parameter("pressure", "stress"))),
    # A non-reflecting outlet: the field relaxes to fieldInf over the distance lInf, its waves
    # leaving at the speed of sound sqrt(gamma p/rho) (v1912 waveTransmissive).
    Condition("waveTransmissive", (Parameter("fieldInf", "field", is_field=False),
                                   Parameter("lInf", "length", is_field=False),
                                   Parameter("gamma", "ratio", is_field=False)),
              words=("non reflecting", "wave transmissive"), prose_key="fieldInf"),
    # A plenum modelled by its lumped state, fed by a supply (v1912 plenumPressure, as
    # helmholtzResonance's modelled variant writes it).
    Condition("plenumPressure", (
        Parameter("plenumVolume", "volume", is_field=False),
        Parameter("supplyMassFlowRate", "mass_flow", is_field=False),
        Parameter("supplyTotalTemperature", "temperature", is_field=False),
        Parameter("plenumTemperature", "temperature", is_field=False),
        Parameter("plenumDensity", "density", is_field=False),
        Parameter("gamma", "ratio", is_field=False),
        Parameter("R", "gas_constant", is_field=False),
        Parameter("inletAreaRatio", "ratio", is_field=False),
        Parameter("inletDischargeCoefficient", "ratio", is_field=False),
        Parameter("timeScale", "time", is_field=False))),
    # A wall whose temperature is that of a lumped mass heated by the flow (v1912
    # lumpedMassWallTemperature, as buoyantPimpleFoam's hotRoom writes its ceiling).
    Condition("lumpedMassWallTemperature", (Parameter("mass", "mass", is_field=False),
                                            Parameter("Cp", "specific_heat", is_field=False)),
              needs=2, defaults=(("kappaMethod", "fluidThermo"), ("kappa", "none"))),
    # Random fluctuations about a mean inflow (v1912 turbulentInlet, as pisoFoam's LES
    # pitzDaily writes its inlet): the mean is a patch field of the field's own dimensions,
    # the scale of the fluctuations a bare fraction per component. A stated inflow is that
    # mean: the fluctuations stay about it, never replaced by a fixed value.
    Condition("turbulentInlet", (Parameter("referenceField", "field"),
                                 Parameter("fluctuationScale", "fraction", is_field=False,
                                           per_component=True)),
              value_key="referenceField"),
    # A dispersed phase's inflow (v1912 interstitialInletVelocity, as twoPhaseEulerFoam's
    # fluidisedBed writes its inlet): the superficial velocity stated is ``inletVelocity``,
    # which the condition divides by the phase fraction for the velocity in the pores.
    _valued("interstitialInletVelocity", "inletVelocity"),
    Condition("pressureInletOutletVelocity"),
    Condition("fixedFluxPressure"),
    # Wall functions (v1912) that read only their ``value`` (filled from the patch's current
    # one) besides the model's constants, which they default. They hold on walls only
    # (``boundaries.WALL_FUNCTION``).
    *(Condition(kind) for kind in (
        "nutkWallFunction", "nutUWallFunction", "nutUSpaldingWallFunction",
        "nutLowReWallFunction", "kqRWallFunction", "epsilonWallFunction",
        "omegaWallFunction", "compressible::alphatWallFunction")),
    Condition("noSlip"),
    Condition("slip"),
    Condition("zeroGradient"),
)
_BY_TYPE = {row.type: row for row in CONDITIONS}

#: The one condition that imposes a mass or volume flow rate as such, on any inlet.
FLOW_RATE_CONDITION = "flowRateInletVelocity"

#: Conditions that take their prescribed velocity in the absolute frame under one setting of a
#: switch only: condition type → (switch, that setting). v1912's SRFVelocity makes
#: Urel = inletValue - Omega x r under ``relative no``, and takes inletValue as Urel itself under
#: ``relative yes`` (SRFVelocityFvPatchVectorField::updateCoeffs). A velocity a request states
#: is absolute, so it is written with the switch set so.
ABSOLUTE_FRAME_SWITCHES: dict[str, tuple[str, bool]] = {"SRFVelocity": ("relative", False)}


def condition(kind: str) -> Condition | None:
    """The row of condition type ``kind``, or of the type prose names so ("fixed
    gradient", any case, a hyphen for a space); None for a type the table does not hold."""
    if kind in _BY_TYPE:
        return _BY_TYPE[kind]
    words = " ".join(kind.lower().replace("-", " ").split())
    return next((row for row in CONDITIONS if words in row.words), None)


def parameter_dimensions(parameter: Parameter, field: Dimensions | None) -> Dimensions | None:
    """The dimensions ``parameter`` has on a field of dimensions ``field``; None when they
    follow from the field's and the field's are not known."""
    fixed = _FIXED.get(parameter.relative)
    if fixed is not None:
        return fixed
    if field is None:
        return None
    if parameter.relative == "per_length":
        mass, length, *rest = field
        return (mass, length - 1, *rest)  # type: ignore[return-value]  # seven exponents
    return field


#: The entries of far-field conditions that hold the free stream's value of a field:
#: condition type → (entry, the field it is the free-stream value of; None: the field the
#: condition sits on). v1912's waveTransmissive (and advective) relax the field to
#: ``fieldInf``; supersonicFreestream, on U, reads the free stream's velocity, pressure and
#: temperature as ``UInf``, ``pInf`` and ``TInf`` (prism's top and bottom walls).
FREE_STREAM_ENTRIES: dict[str, tuple[tuple[str, str | None], ...]] = {
    "waveTransmissive": (("fieldInf", None),),
    "advective": (("fieldInf", None),),
    "supersonicFreestream": (("UInf", None), ("pInf", "p"), ("TInf", "T")),
}
