"""What the template author understood from a prompt: typed values, each with its evidence.

Why: extraction and editing are separate jobs. ``extract`` turns words into these records and
never touches a file; the editors turn the records into dictionary edits and never read the
prompt. Every record keeps the words it came from (``source``) so the run record can show the
user exactly what was understood, and from where.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from dataclasses import field as dataclass_field
from typing import Any, Generic, Literal, TypeVar

from foam_agent.agents.spec.body_force import BodyForce
from foam_agent.agents.spec.coefficients import StatedCoefficient
from foam_agent.agents.spec.component_value import ComponentValue
from foam_agent.agents.spec.function_value import FunctionValue
from foam_agent.agents.spec.numerics import NumericSetting
from foam_agent.agents.spec.output_kinds import RequestedOutput
from foam_agent.agents.spec.porosity import Porosity
from foam_agent.agents.spec.reactor_state import ReactorState
from foam_agent.agents.spec.region_value import (
    ColumnShare,
    FillFraction,
    LiquidLevel,
    PhaseLayout,
    RegionValue,
    SetBox,
)
from foam_agent.agents.spec.rotation import Rotation
from foam_agent.agents.spec.solid_loads import SolidLoad, SolidSwitch
from foam_agent.agents.spec.stated_quantity import StatedQuantity
from foam_agent.foamcase.case.headings import Heading
from foam_agent.foamcase.case.numbers import Number, Vector, format_number, format_vector

#: The fields the value reader gives roles of their own (a speed's direction, an inlet's
#: temperature); a value bound to any other field of the case names it as the case does
#: (``k``, ``omega``, ``alpha.water``: ``foam_agent.agents.spec.values.grounded``).
FieldName = Literal["U", "p", "T"]
#: A boundary mention that means the field's initial (internal) value, not a patch.
INTERNAL = "internalField"

V = TypeVar("V")


@dataclass(frozen=True)
class Stated(Generic[V]):
    """One value the prompt states, and the words it was read from."""

    value: V
    source: str


@dataclass(frozen=True)
class Timed(Stated[Number]):
    """A time the prompt states (a start or end time, a time step).

    ``seconds``: it came with a unit of time and is held in seconds ("9 months", "5 ms");
    else it is a bare number, already in the followed case's own unit of time. Why it matters:
    a case's time is not always in seconds (financialFoam counts years), so the editor
    converts a time held in seconds into the case's unit and leaves a bare one as written.
    """

    #: Declared again so the spec document checks it as a number (a type variable is not).
    value: Number
    source: str
    seconds: bool = False


@dataclass(frozen=True)
class WriteInterval:
    """How often to write: a duration (``time``), a number of steps, or unspecified.

    ``seconds``: a duration stated with a unit of time, held in seconds (as for ``Timed``).
    """

    value: Number
    unit: Literal["time", "steps"] | None = None
    seconds: bool = False


@dataclass(frozen=True)
class BoundaryValue:
    """A value of a field on a boundary (or, for ``INTERNAL``, in the whole domain).

    Attributes:
        field: ``U``, ``p`` or ``T``, or any field of the case a value is bound to (``k``);
            a field of one region of a multi-region case by its path under ``0``
            (``air/T``: ``foamcase.case.mesh_regions.region_field``).
        boundary: How the prompt names the boundary, best candidate first (``movingWall``,
            ``top wall``, ``inlet``); matched against the case's patches when edited.
        value: A vector, or for ``U`` a signed speed to be put along ``direction`` or along the
            reference's own direction.
        source: The prompt's words.
        direction: For a speed, the direction the prompt gives (``in the x-direction``).
        assumption: What was assumed to place the value, when the prompt names no boundary
            ("taken as the inlet velocity"); the audit row shows it.
        conversion: The arithmetic that put a value stated in other units in the followed
            case's (a pressure in Pa as a kinematic p/rho: ``agents.spec.case_pressure``);
            empty when the value is as stated. The editor writes it, the audit row shows it.
            Not in the repr: it is the followed case's, never the request's reading.
        fluid: For an initial value, the fluid its words say it is of ("the water starts at
            330 K"): in a case that keeps the field per phase, that phase's; empty when the
            words name none (then every phase's).
        quantity: The catalog quantity the value was read as when a symbol of its row, not
            the field's name, bound it ("c_in = 2.5": a scalar's concentration, held in
            scalarTransportFoam's ``T``); the editor writes it only into a field file of the
            row's dimensions (a temperature's ``T`` holds no concentration). Empty otherwise.
    """

    field: FieldName | str
    boundary: tuple[str, ...]
    value: Number | Vector
    source: str
    direction: Vector | None = None
    assumption: str = ""
    conversion: str = dataclass_field(default="", repr=False)
    fluid: str = ""
    quantity: str = ""

    @property
    def is_speed(self) -> bool:
        """True when the prompt gives a speed rather than a vector."""
        return not isinstance(self.value, tuple)


@dataclass(frozen=True)
class ConditionParameter:
    """A parameter stated for a condition type (``gradient`` 500 of ``fixedGradient``), in SI
    (a fraction for an intensity), under the entry name the type reads."""

    name: str
    value: Number | Vector


@dataclass(frozen=True)
class BoundaryType:
    """A boundary condition type the prompt asks for (``slip``, ``noSlip``, ``zeroGradient``).

    ``field`` is None when the prompt does not say which field the type is for; a field other
    than U, p and T is one of the case's own (``omega`` of ``omegaWallFunction``).
    ``parameters`` are the type's entries the prompt states besides its value (the value, as
    ``inletValue``, is a ``BoundaryValue`` of the same field and patch).
    """

    field: FieldName | str | None
    boundary: tuple[str, ...]
    type: str
    source: str
    parameters: tuple[ConditionParameter, ...] = ()
    #: The arithmetic that put parameters stated in other units in the followed case's (a
    #: total pressure's p0 in Pa as a kinematic p/rho); not in the repr, like a value's.
    conversion: str = dataclass_field(default="", repr=False)
    #: Every boundary of a list whose words left open which items a constraint type is
    #: stated of ("inlet, wall-8, frontAndBackPlanes empty"), this one among them; the
    #: case's patches decide (``foamcase.case.patch_roles.constraint_holders``). Empty when
    #: the words decide.
    listed: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class PropertyValue:
    """A material property or model coefficient (``nu``, ``rho``, ``Pr``, ``nuInf``).

    ``name`` ``viscosity`` means the prompt did not say kinematic or dynamic; ``phase`` names
    the fluid of a multiphase case (``water``) when the prompt gives one. ``quantity`` is the
    catalog's quantity the words or the unit proved ("dynamic viscosity 2 mPa s"), None when
    they do not say ("mu = 0.002"): the editors never write it into an entry that holds
    another (mhdFoam's ``mu``, a magnetic permeability). ``heading`` is the direction the
    words give a size whose case entry is a vector ("a field of 3 T across the channel"),
    resolved through the case's geometry when it is written (``foamcase.case.headings``).
    ``region`` names the mesh region of a multi-region case the words say the property is of
    ("the heater's kappa": its ``constant/heater`` dictionaries), bound by
    ``agents.spec.case_regions``; None elsewhere.
    """

    name: str
    value: Number
    source: str
    phase: str | None = None
    quantity: StatedQuantity | None = None
    heading: Heading | None = None
    region: str | None = None


@dataclass(frozen=True)
class ModelCoefficient:
    """One coefficient of a viscosity law, in the units the case keeps (``nu0`` in m²/s)."""

    keyword: str
    value: float
    source: str


@dataclass(frozen=True)
class LawChoice:
    """A model the coefficients of an unnamed law also fit, with them read as its own (a
    time constant is ``m`` of CrossPowerLaw and ``k`` of BirdCarreau)."""

    model: str
    coefficients: tuple[ModelCoefficient, ...]


@dataclass(frozen=True)
class ViscosityLaw:
    """A generalised-Newtonian viscosity law asked for: the ``transportModel`` and the
    coefficients the request gives (``foam_agent.foamcase.catalog.viscosity_models``).

    ``named`` is False when the request gives coefficients in words but names no model
    ("zero-shear viscosity 0.05 m²/s, infinite-shear 1e-5"): ``model`` is then the first model
    they fit and ``others`` the rest; the followed case's own model among these is the one
    applied, and a case running none of them is not switched (nothing says to which), so its
    coefficients are reported as not applied.
    """

    model: str
    coefficients: tuple[ModelCoefficient, ...] = ()
    named: bool = True
    others: tuple[LawChoice, ...] = ()

    def for_model(self, active: str | None) -> ViscosityLaw | None:
        """The law to write into a case running ``active``: itself when the request named
        its model, else the choice that is ``active`` (None when none is)."""
        if self.named:
            return self
        choices = (LawChoice(self.model, self.coefficients), *self.others)
        chosen = next((choice for choice in choices if choice.model == active), None)
        return ViscosityLaw(chosen.model, chosen.coefficients) if chosen is not None else None


@dataclass(frozen=True)
class KeywordVector:
    """A vector keyword of the case's ``constant`` dictionaries (``Ubar`` (5 0 0)), in SI."""

    name: str
    value: Vector
    source: str


@dataclass(frozen=True)
class KeywordSwitch:
    """An on/off keyword of the case's ``constant`` dictionaries (``rotating false``: the
    Earth's rotation left out of a shallow-water case)."""

    name: str
    value: bool
    source: str


@dataclass(frozen=True)
class BoundaryFlux:
    """A flux the prompt sets on a boundary: a mass flow rate (kg/s), a volume flow rate
    (m^3/s) or a heat flux (W/m^2)."""

    kind: Literal["mass_flow_rate", "volume_flow_rate", "heat_flux"]
    boundary: tuple[str, ...]
    value: Number
    source: str
    #: What was assumed to place it ("a fluid's name is the inlet…"), shown with it.
    assumption: str = ""

    @property
    def is_flow(self) -> bool:
        """Whether it meters the flow through the boundary (a mass or a volume per time),
        which the inlet's ``flowRateInletVelocity`` imposes."""
        return self.kind != "heat_flux"

    @property
    def unit(self) -> str:
        """Its SI unit, as the plan and the audit show it."""
        return {"mass_flow_rate": "kg/s", "volume_flow_rate": "m^3/s"}.get(self.kind, "W/m^2")


@dataclass(frozen=True)
class PairedValues:
    """Two values of one field on two boundaries the words do not name ("one wall has a
    temperature of 310 K, while the other has 295 K"): the case's own pair of patches holding
    that field at two values takes them (``foam_agent.agents.spec.resolve``).

    Attributes:
        field: ``T`` or ``p``.
        first: The value stated first ("one wall").
        second: The value stated second ("the other").
        source: The prompt's words.
    """

    field: FieldName
    first: float
    second: float
    source: str


@dataclass(frozen=True)
class RelativeValue:
    """A value stated relative to another ("1 K hotter than the inlet", "10 % faster", "halve
    the time step"): ``offset`` is added to, or ``factor`` multiplies, the base value.

    Attributes:
        field: ``U``, ``p``, ``T`` on ``boundary``, or ``deltaT`` (no boundary).
        boundary: How the prompt names the boundary the value is for, best candidate first.
        base: The boundary whose value is the base, as the prompt names it; None means the
            target's own value in the followed case ("10 % faster than the tutorial").
        source: The prompt's words.
    """

    field: Literal["U", "p", "T", "deltaT"]
    boundary: tuple[str, ...]
    base: tuple[str, ...] | None
    offset: float | None
    factor: float | None
    source: str

    def describe(self) -> str:
        """The statement in words: ``T on 'floor' = T on 'ceiling' + 1``."""
        where = f" on '{self.boundary[0]}'" if self.boundary else ""
        base = (f"{self.field} on '{self.base[0]}'" if self.base
                else f"the followed case's {self.field}{where}")
        operation = (f" {'-' if self.offset < 0 else '+'} {format_number(abs(self.offset))}"
                     if self.offset is not None else f" x {format_number(self.factor or 1.0)}")
        return f"{self.field}{where} = {base}{operation}"


#: What a size said in words is of the domain: its length, height, width, depth, thickness,
#: or a side of its plan.
SizeRole = Literal["length", "height", "width", "depth", "thickness", "plan"]


@dataclass(frozen=True)
class Extent:
    """The domain's size or bounds per axis (x, y, z), in metres unless ``in_mesh_units``.

    A None entry means the prompt says nothing about that axis.
    """

    sizes: tuple[float | None, float | None, float | None]
    lows: tuple[float | None, float | None, float | None] = (None, None, None)
    in_mesh_units: bool = False
    #: Per axis, the word a size was said by without its axis ("6 m long": ``length``); its
    #: axis is provisional until the followed case's frame places it
    #: (``foam_agent.agents.spec.domain_frame``). None where the words named the axis.
    roles: tuple[SizeRole | None, SizeRole | None, SizeRole | None] = (None, None, None)


@dataclass(frozen=True)
class TimeRamp:
    """A boundary value changing linearly in time ("the inlet velocity ramps from 0 to 1 m/s
    over 2 s"): ``start`` at t = 0, ``end`` at t = ``duration`` (s) and held after, in SI,
    or in the case's units when ``conversion`` says how they were put there (a pressure in
    Pa divided by the density for a kinematic p)."""

    field: FieldName
    boundary: tuple[str, ...]
    start: Number
    end: Number
    duration: float
    source: str
    assumption: str = ""
    conversion: str = ""


@dataclass(frozen=True)
class SideState:
    """The gas's initial state on one side of a diaphragm: a shock tube's left (driver,
    high-pressure) or right (driven, low-pressure) section, in SI units. Not a boundary value:
    the tube's ends are walls, the states fill its halves."""

    side: Literal["left", "right"]
    field: Literal["p", "T", "rho"]
    value: Number
    source: str


@dataclass(frozen=True)
class NotApplied:
    """Something the request asks that was read but that no case here can do, with why.

    Why apart from the phrases not understood: "10 cm sphere" was understood (a 3-D body of
    that size); saying "no reader understood this number" would tell the user to reword a
    request that was read right.

    Attributes:
        words: The request's words.
        reason: Why it is not applied, and what stands instead.
    """

    words: str
    reason: str


@dataclass(frozen=True)
class Requirements:
    """Everything the template author read from one prompt."""

    solver: Stated[str] | None = None
    start_time: Timed | None = None
    end_time: Timed | None = None
    delta_t: Timed | None = None
    write_interval: Stated[WriteInterval] | None = None
    max_co: Stated[Number] | None = None
    turbulence: Stated[str] | None = None
    properties: tuple[PropertyValue, ...] = ()
    #: Vector keywords of the constant dictionaries ("Ubar = (5 0 0) m/s").
    vectors: tuple[KeywordVector, ...] = ()
    #: On/off keywords of the constant dictionaries ("no Coriolis": ``rotating false``).
    switches: tuple[KeywordSwitch, ...] = ()
    boundary_values: tuple[BoundaryValue, ...] = ()
    boundary_types: tuple[BoundaryType, ...] = ()
    #: Mesh patch types the request names the case's patches by ("the symmetry patches"):
    #: the followed case must have patches of each, and no patch's condition is changed.
    patch_kinds: tuple[Stated[str], ...] = ()
    extent: Stated[Extent] | None = None
    #: The directions the case must solve in, said in words ("2D", "a two-dimensional
    #: slice", "3-D", "one-dimensional"): held against the mesh whatever else is read.
    dimensions: Stated[int] | None = None
    cells: Stated[tuple[int | None, int | None, int | None]] | None = None
    scale: Stated[float] | None = None
    #: A vector, or a magnitude to put along the reference's own direction of gravity.
    gravity: Stated[Vector | Number] | None = None
    #: Adjustable time stepping on (True) or off (False), as the prompt says.
    adjustable: Stated[bool] | None = None
    #: Inlet turbulence intensity (a fraction) and length scale (m).
    intensity: Stated[float] | None = None
    length_scale: Stated[float] | None = None
    fluxes: tuple[BoundaryFlux, ...] = ()
    #: Points the prompt gives as mesh vertices ("inlet points at (-50, 25, 25)"), in mesh units.
    vertices: Stated[tuple[Vector, ...]] | None = None
    #: Cells per direction multiplied by this factor, relative to the followed case's mesh.
    refine: Stated[float] | None = None
    #: A Newtonian (constant) viscosity asked for, in place of the case's viscosity model.
    newtonian: Stated[bool] | None = None
    #: A non-Newtonian viscosity law asked for, with its coefficients.
    viscosity_law: Stated[ViscosityLaw] | None = None
    #: Values stated relative to another value, resolved once the base is known.
    relative: tuple[RelativeValue, ...] = ()
    #: Two values on an unnamed pair of boundaries, placed on the case's own pair.
    paired: tuple[PairedValues, ...] = ()
    #: Equal sides asked with no size ("a square cavity"): the followed case must have them.
    square: Stated[bool] | None = None
    #: What the run must write: forces, probes, line samples, wall and derived fields.
    outputs: tuple[RequestedOutput, ...] = ()
    #: Fields the run must write that a program writes only when an option of its command line
    #: asks ("write p as well": potentialFoam's ``-writep``), each with its words.
    written_fields: tuple[Stated[str], ...] = ()
    #: Run controls said to stay as the followed case has them ("Δt as is"), by entry name.
    kept_controls: tuple[Stated[str], ...] = ()
    #: Properties stated in words saying they stay as the followed case has them ("nu 0 as
    #: is"): checked against the case, never written (``foam_agent.agents.spec.kept_values``).
    kept_properties: tuple[PropertyValue, ...] = ()
    #: A shock tube's initial states either side of its diaphragm, and where that is (x, m).
    initial_states: tuple[SideState, ...] = ()
    diaphragm: Stated[float] | None = None
    #: The followed case's own shape: a wedge's angle (degrees), a pipe's diameter (m).
    wedge_angle: Stated[float] | None = None
    pipe_diameter: Stated[float] | None = None
    #: A liquid column's width and height (m): the box setFields fills with liquid.
    column_width: Stated[float] | None = None
    column_height: Stated[float] | None = None
    #: A phase filling shares of the tank at the start ("the left third holds the sea water").
    column_share: ColumnShare | None = None
    #: The liquid's surface at the start as a coordinate ("water up to z = 1.8 m").
    liquid_level: LiquidLevel | None = None
    #: A phase's volume fraction in the box setFields fills ("packed at 60 % solids by
    #: volume").
    fill_fraction: FillFraction | None = None
    #: Several phases' boxes at the start, parts across the tank in layers ("a 6 cm layer of
    #: mercury at the bottom and water on top of it up to 30 cm"), and the rest's fluid.
    phase_layout: PhaseLayout | None = None
    #: Selection boxes of topoSetDict stated in code form.
    set_boxes: tuple[SetBox, ...] = ()
    #: Boundary values that change linearly in time.
    ramps: tuple[TimeRamp, ...] = ()
    #: Values of regions setFields fills: a heater's faces, a box of cells, the defaults.
    regions: tuple[RegionValue, ...] = ()
    #: Coefficients of a function of time a condition holds (a sine's amplitude and
    #: frequency, a ramp's duration).
    functions: tuple[FunctionValue, ...] = ()
    #: The computer's time the request allows (s, wall-clock: the run's limit, never endTime),
    #: the cores it mentions and how many others share the machine (notes: the ranks and
    #: limits are the solve's options).
    wall_clock: Stated[float] | None = None
    cores: Stated[int] | None = None
    #: The ranks the request asks the run split into ("run it in parallel on 2 cores",
    #: ``foam_agent.agents.spec.parallel_run``): the case's decomposition, run as far as the
    #: machine's cores allow.
    ranks: Stated[int] | None = None
    sharers: Stated[int] | None = None
    #: Other words about the computer or the schedule, no physics (memory, a machine's year,
    #: a time of day, a budget with no number): notes that set nothing.
    machine_notes: tuple[Stated[str], ...] = ()
    #: Numbers no reader of physics took that are bound to a noun of no physics ("my 10
    #: year-old desktop", "25 students", "GRI-Mech 3.0"): notes that set nothing.
    not_physics: tuple[Stated[str], ...] = ()
    #: Settings of the run's numerics in ``system/`` (correctors, relaxation, tolerances,
    #: linear solvers, schemes).
    numerics: tuple[NumericSetting, ...] = ()
    #: A zero-dimensional reactor's start: mixture, pressure, temperature, what stays constant.
    reactor: ReactorState | None = None
    #: The rate (and axis, origin, sense) the case's rotating thing turns at.
    rotation: Rotation | None = None
    #: Described coefficients of a model's dictionary (an injection's total mass, the solar
    #: calculator's latitude, a wave maker's period), each in its entry's unit.
    coefficients: tuple[StatedCoefficient, ...] = ()
    #: A porous zone's coefficients (in its model's units), extent and void fraction.
    porosity: Porosity | None = None
    #: A driving acceleration (a body force per unit mass) for the case's momentum source.
    body_force: BodyForce | None = None
    #: Loads, supports and free faces of a solid (on its displacement ``D``).
    solid_loads: tuple[SolidLoad, ...] = ()
    #: Switches of a stress case (plane stress or strain, thermal stress).
    solid_switches: tuple[SolidSwitch, ...] = ()
    #: Single components of a vector field stated alone ("the x-velocity at the inlet is
    #: 2 m/s"), written into the case's own vector there.
    components: tuple[ComponentValue, ...] = ()
    ignored: tuple[str, ...] = field(default=())
    not_applied: tuple[NotApplied, ...] = ()

    def describe(self) -> list[str]:
        """One line per understood value, for the run record."""
        lines: list[str] = []

        def add(name: str, stated: Stated[Any] | None, shown: str | None = None) -> None:
            if stated is not None:
                text = shown if shown is not None else str(stated.value)
                lines.append(f"understood {name} = {text} from '{stated.source}'")

        add("solver", self.solver)
        add("domain shape", self.square, "equal sides in x and y")
        for name, stated in (("startTime", self.start_time), ("endTime", self.end_time),
                             ("deltaT", self.delta_t), ("maxCo", self.max_co)):
            if stated is not None:
                add(name, stated, format_number(stated.value))
        if self.write_interval is not None:
            interval = self.write_interval.value
            unit = {"time": " (time)", "steps": " time steps", None: ""}[interval.unit]
            add("writeInterval", self.write_interval, f"{format_number(interval.value)}{unit}")
        add("turbulence", self.turbulence)
        if self.rotation is not None:
            lines.append(f"understood rotation = {self.rotation.describe()} from "
                         f"'{self.rotation.source}'")
        if self.porosity is not None:
            lines.append(f"understood porous zone = {self.porosity.describe()}")
        if self.body_force is not None:
            lines.append(f"understood {self.body_force.describe()} from "
                         f"'{self.body_force.source}'")
        lines += [f"understood {load.describe()} from '{load.source}'"
                  for load in self.solid_loads]
        lines += [f"understood {switch.describe()} from '{switch.source}'"
                  for switch in self.solid_switches]
        lines += [f"understood {item.describe()} from '{item.source}'"
                  for item in self.components]
        for prop in self.properties:
            where = f" of {prop.phase}" if prop.phase else ""
            heading = f" (direction: '{prop.heading.words}')" if prop.heading else ""
            lines.append(
                f"understood {prop.name}{where} = {format_number(prop.value)}{heading} "
                f"from '{prop.source}'"
            )
        lines.extend(f"understood {item.name} = {format_vector(item.value)} from "
                     f"'{item.source}'" for item in self.vectors)
        lines.extend(f"understood {item.name} = {'on' if item.value else 'off'} from "
                     f"'{item.source}'" for item in self.switches)
        for item in self.boundary_values:
            value = (format_vector(item.value) if isinstance(item.value, tuple)
                     else format_number(item.value))
            kind = " (speed)" if item.is_speed and item.field == "U" else ""
            assumed = f" ({item.assumption})" if item.assumption else ""
            lines.append(
                f"understood {item.field} on '{item.boundary[0]}' = {value}{kind} "
                f"from '{item.source}'{assumed}"
            )
        for kind_of in self.boundary_types:
            which = kind_of.field or "any field"
            given = "".join(
                f", {item.name} = " + (format_vector(item.value) if isinstance(item.value, tuple)
                                       else format_number(item.value))
                for item in kind_of.parameters)
            lines.append(
                f"understood {which} on '{kind_of.boundary[0]}' is {kind_of.type}{given} "
                f"from '{kind_of.source}'"
            )
        lines.extend(f"understood the case has {kind.value} patches from '{kind.source}'"
                     for kind in self.patch_kinds)
        lines.extend(f"understood the run writes {asked.value} from '{asked.source}'"
                     for asked in self.written_fields)
        lines.extend(f"understood {kept.value} stays the followed case's from '{kept.source}'"
                     for kept in self.kept_controls)
        lines.extend(f"understood {kept.name} stays the followed case's (said "
                     f"{format_number(kept.value)}, checked, not written) from '{kept.source}'"
                     for kept in self.kept_properties)
        if self.dimensions is not None:
            add("dimensions", self.dimensions, f"{self.dimensions.value}-D")
        if self.extent is not None:
            add("domain extent", self.extent, _describe_extent(self.extent.value))
        if self.cells is not None:
            add("cells", self.cells, " x ".join("-" if n is None else str(n)
                                                for n in self.cells.value))
        if self.scale is not None:
            add("mesh scale", self.scale, format_number(self.scale.value))
        if self.adjustable is not None:
            add("adjustTimeStep", self.adjustable, "yes" if self.adjustable.value else "no")
        if self.intensity is not None:
            add("turbulence intensity", self.intensity, format_number(self.intensity.value))
        if self.length_scale is not None:
            add("turbulence length scale", self.length_scale,
                f"{format_number(self.length_scale.value)} m")
        if self.vertices is not None:
            add("mesh vertices", self.vertices,
                ", ".join(format_vector(point) for point in self.vertices.value))
        if self.refine is not None:
            add("mesh refinement", self.refine,
                f"x{format_number(self.refine.value)} cells per direction of the followed case")
        if self.newtonian is not None:
            add("viscosity model", self.newtonian, "Newtonian (constant)")
        if self.viscosity_law is not None:
            law = self.viscosity_law.value
            add("viscosity model", self.viscosity_law, law.model if law.named else
                "the followed case's, if it is one of "
                + ", ".join((law.model, *(choice.model for choice in law.others))))
            lines.extend(f"understood {law.model} {item.keyword} = {format_number(item.value)} "
                         f"from '{item.source}'" for item in law.coefficients)
        for relative in self.relative:
            lines.append(f"understood {relative.describe()} from '{relative.source}'")
        for flux in self.fluxes:
            lines.append(f"understood {flux.kind} on '{flux.boundary[0]}' = "
                         f"{format_number(flux.value)} {flux.unit} from '{flux.source}'"
                         + (f" ({flux.assumption})" if flux.assumption else ""))
        if self.gravity is not None:
            gravity = self.gravity.value
            add("g", self.gravity, format_vector(gravity) if isinstance(gravity, tuple)
                else f"{format_number(gravity)} m/s^2 along the reference's direction")
        lines.extend(f"understood output: {item.describe()}" for item in self.outputs)
        lines.extend(f"understood {item.field} {item.side} of the diaphragm = "
                     f"{format_number(item.value)} from '{item.source}'"
                     for item in self.initial_states)
        if self.diaphragm is not None:
            add("diaphragm at x", self.diaphragm, f"{format_number(self.diaphragm.value)} m")
        lines.extend(f"understood {item.field} on '{item.boundary[0]}' = "
                     f"{format_number(item.start)} -> {format_number(item.end)} over "
                     f"{format_number(item.duration)} s, then held, from '{item.source}'"
                     + (f" ({item.assumption})" if item.assumption else "")
                     for item in self.ramps)
        lines.extend(f"understood {item.keyword} of a function of time = "
                     f"{format_number(item.value)} from '{item.source}'"
                     + (f" ({item.derivation})" if item.derivation else "")
                     for item in self.functions)
        if self.wedge_angle is not None:
            add("wedge angle", self.wedge_angle, f"{format_number(self.wedge_angle.value)}°")
        if self.pipe_diameter is not None:
            add("pipe diameter", self.pipe_diameter,
                f"{format_number(self.pipe_diameter.value)} m")
        for name, size in (("width", self.column_width), ("height", self.column_height)):
            if size is not None:
                add(f"liquid column {name}", size, f"{format_number(size.value)} m")
        if self.column_share is not None:
            lines.append(f"understood {self.column_share.describe()} from "
                         f"'{self.column_share.source}'")
        if self.liquid_level is not None:
            lines.append(f"understood {self.liquid_level.describe()} from "
                         f"'{self.liquid_level.source}'")
        if self.fill_fraction is not None:
            lines.append(f"understood {self.fill_fraction.describe()} from "
                         f"'{self.fill_fraction.source}'")
        if self.phase_layout is not None:
            lines.append(f"understood {self.phase_layout.describe()} from "
                         f"'{self.phase_layout.source}'")
        lines.extend(f"understood {item.describe()} from '{item.source}'"
                     for item in self.set_boxes)
        lines.extend(f"understood {item.describe()} from '{item.source}'"
                     for item in self.regions)
        add("wall-clock budget", self.wall_clock,
            f"{format_number(self.wall_clock.value)} s (the run's time limit, not simulated "
            "time)" if self.wall_clock is not None else None)
        add("parallel run", self.ranks, f"{self.ranks.value} subdomains (decomposePar, "
            "the solver on that many ranks, reconstructPar)" if self.ranks is not None else None)
        add("cores", self.cores, f"{self.cores.value} (a note: the run's ranks are solve's "
            "--np)" if self.cores is not None else None)
        add("others sharing the machine", self.sharers,
            f"{self.sharers.value} (a note: the computer's load, no physics)"
            if self.sharers is not None else None)
        lines.extend(f"understood {item.value} from '{item.source}' (a note about the computer "
                     "or the schedule: sets nothing)" for item in self.machine_notes)
        lines.extend(f"no physics: '{item.source}' ({item.value}; a note, sets nothing)"
                     for item in self.not_physics)
        lines.extend(f"understood {item.describe()} from '{item.source}'"
                     for item in self.numerics)
        if self.reactor is not None:
            lines.extend(self.reactor.describe())
        lines.extend(f"not understood: '{text}'" for text in self.ignored)
        lines.extend(f"read, not applied: '{item.words}' ({item.reason})"
                     for item in self.not_applied)
        return lines


def _describe_extent(extent: Extent) -> str:
    parts = []
    for axis, size, low, role in zip("xyz", extent.sizes, extent.lows, extent.roles,
                                     strict=True):
        if size is None:
            continue
        if role is not None:  # its axis is the followed case's to decide
            parts.append(f"{role} {format_number(size)}")
        elif low is None:
            parts.append(f"{axis} {format_number(size)}")
        else:
            parts.append(f"{axis} {format_number(low)}..{format_number(low + size)}")
    unit = " (mesh units)" if extent.in_mesh_units else " m"
    return ", ".join(parts) + unit
