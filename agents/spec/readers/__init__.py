"""The spec's readers, in the order they claim the prompt's words.

Why the order is data: a phrase two readers could read ("0.1 m" as Re's length or as the
domain's size) belongs to the first that claims it, so this table is where that is decided and
read. A new reader is one module of this package (a class with a ``name`` and a ``read``) plus
one line here; the value reader stays last, since it reads whatever no other reader claimed.
"""

from __future__ import annotations

from foam_agent.agents.spec.readers.body_force import BodyForceReader
from foam_agent.agents.spec.readers.budget import BudgetReader
from foam_agent.agents.spec.readers.cell_counts import CellCountsReader
from foam_agent.agents.spec.readers.coefficients import CoefficientsReader
from foam_agent.agents.spec.readers.column import ColumnReader
from foam_agent.agents.spec.readers.components import ComponentsReader
from foam_agent.agents.spec.readers.conditions import ConditionsReader
from foam_agent.agents.spec.readers.dimensionless import DimensionlessReader
from foam_agent.agents.spec.readers.dimensions import DimensionsReader
from foam_agent.agents.spec.readers.draft import Amendment, Draft, Reader
from foam_agent.agents.spec.readers.entry_paths import EntryPathsReader
from foam_agent.agents.spec.readers.flow_angle import FlowAngleReader
from foam_agent.agents.spec.readers.functions import FunctionsReader
from foam_agent.agents.spec.readers.geometry import GeometryReader
from foam_agent.agents.spec.readers.headings import HeadingsReader
from foam_agent.agents.spec.readers.kept_controls import KeptControlsReader
from foam_agent.agents.spec.readers.kept_values import KeptValuesReader
from foam_agent.agents.spec.readers.language import LanguageReader
from foam_agent.agents.spec.readers.lengths import LengthsReader
from foam_agent.agents.spec.readers.listed_places import ListedPlacesReader
from foam_agent.agents.spec.readers.material import MaterialReader
from foam_agent.agents.spec.readers.numerics import NumericsReader
from foam_agent.agents.spec.readers.outputs import OutputsReader
from foam_agent.agents.spec.readers.parallel_run import ParallelRunReader
from foam_agent.agents.spec.readers.passive_scalar import PassiveScalarReader
from foam_agent.agents.spec.readers.porosity import PorosityReader
from foam_agent.agents.spec.readers.pressure_level import PressureLevelReader
from foam_agent.agents.spec.readers.ramps import RampsReader
from foam_agent.agents.spec.readers.reactor import ReactorReader
from foam_agent.agents.spec.readers.regime import RegimeReader
from foam_agent.agents.spec.readers.regions import RegionsReader
from foam_agent.agents.spec.readers.rotation import RotationReader
from foam_agent.agents.spec.readers.shallow_water import ShallowWaterReader
from foam_agent.agents.spec.readers.shapes import ShapesReader
from foam_agent.agents.spec.readers.solid_loads import SolidLoadsReader, SolidPropertiesReader
from foam_agent.agents.spec.readers.span_flow import SpanFlowReader
from foam_agent.agents.spec.readers.species_streams import SpeciesStreamsReader
from foam_agent.agents.spec.readers.stated import StatedReader
from foam_agent.agents.spec.readers.states import StatesReader
from foam_agent.agents.spec.readers.symbols import SymbolsReader
from foam_agent.agents.spec.readers.thermal_reference import ThermalReferenceReader
from foam_agent.agents.spec.readers.venting import VentingReader
from foam_agent.agents.spec.readers.viscosity_law import ViscosityLawReader
from foam_agent.agents.spec.readers.vocabulary import VocabularyReader
from foam_agent.agents.spec.readers.written_fields import WrittenFieldsReader
from foam_agent.agents.spec.readers.written_relations import WrittenRelationsReader

__all__ = ["READERS", "Amendment", "Draft", "Reader"]

READERS: tuple[Reader, ...] = (
    RegimeReader(),
    ReactorReader(),
    # Right after the reactor reader, whose charge it leaves alone, and before the value and
    # vocabulary readers: "air stream O2 0.233, N2 0.767" is the air patch's species, not the
    # initial fields.
    SpeciesStreamsReader(),
    # Before the material and value readers: "the air carries the tracer at 0.02 kg/m^3" is
    # the scalar's, not the air's density.
    PassiveScalarReader(),
    ShallowWaterReader(),
    # Before the porosity, value and vocabulary readers, which give a nested dictionary's
    # keywords roles of their own: "constantProperties T0 = 330 K" is the cloud's T0, no
    # inlet's stagnation temperature.
    EntryPathsReader(),
    PorosityReader(),
    # Before the region, time and value readers: "inject 200 g over the first 2 s" is the
    # injection's total mass and duration, not a fill or the run's end.
    CoefficientsReader(),
    # Before the geometry reader: a thing's size ("a heating pad 1.5 m long in x") is the
    # thing's, and the geometry reader leaves its words alone.
    RegionsReader(),
    GeometryReader(),
    # After the geometry reader, which keeps its own 2-D word for a mesh it builds: the
    # count of directions is a requirement whatever else is read.
    DimensionsReader(),
    FlowAngleReader(),
    RotationReader(),
    BodyForceReader(),
    CellCountsReader(),
    # Before the dimensionless and length readers: "0.2 m3/s per metre of span" is a flow,
    # not a viscosity's unit nor a length; the inlet height it passes through is left to them.
    SpanFlowReader(),
    DimensionlessReader(),
    # After the dimensionless reader (a number's written definition is its own): "psi =
    # 1/c^2" is the catalog's row, not a keyword given the value 1.
    WrittenRelationsReader(),
    LengthsReader(),
    OutputsReader(),
    WrittenFieldsReader(),
    ParallelRunReader(),
    KeptControlsReader(),
    StatesReader(),
    ShapesReader(),
    RampsReader(),
    FunctionsReader(),
    ColumnReader(),
    ViscosityLawReader(),
    MaterialReader(),
    BudgetReader(),
    LanguageReader(),
    SolidLoadsReader(),
    # Before the component, condition, vocabulary and value readers: "B = (0 15 0) T as
    # internalField and on lowerWall and upperWall" holds on each place listed, not on the
    # words before the field nor on the first place only.
    ListedPlacesReader(),
    ComponentsReader(),
    ConditionsReader(),
    NumericsReader(),
    VocabularyReader(),
    # After the vocabulary: its reference temperature is what "beta = 1/TRef" is taken at, and
    # a beta it read from those words ("beta = 1") is dropped.
    ThermalReferenceReader(),
    # After every reader that amends properties in: a solid's take its own keywords.
    SolidPropertiesReader(),
    # After every reader that amends properties in: a size a field holds takes its words'
    # direction ("a magnetic field of 3 T across the channel").
    HeadingsReader(),
    # After the vocabulary and thermal-reference readers, before the value reader: a symbol
    # with a subscript ("V_wire = 30 kV") is the field on the place it names, or the keyword
    # it spells, never a keyword spelt as written.
    SymbolsReader(),
    # Just before the value reader: a pressure no reader placed, in a clause naming no place
    # of the case, is the case's level ("the box is at 2 bar"), not the nearest patch's.
    PressureLevelReader(),
    VentingReader(),
    # Claims nothing; after every reader that amends properties in (the value reader amends
    # nothing), so a property said in a kept clause is checked, never written.
    KeptValuesReader(),
    StatedReader(),
)
