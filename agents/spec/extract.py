"""Reading the quantities a prompt states: times, properties, boundary values and types, mesh.

Why: the template author may only change what the user said, so it first has to know exactly
what that is. The rules are tables of phrasings (FoamBench's among them: "Finaltime is 0.3",
"a time step (deltaT) of 0.00005 seconds", "results are output every 100 time steps", "fixed
velocity of 2m/s at the inlet (left)"), each returning the value and the words it read. Nothing
here knows about files; ``edit`` applies the result.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from foam_agent.agents.spec.geometry import near_domain
from foam_agent.agents.spec.phrases import (
    NUMBER,
    VECTOR,
    Span,
    clauses,
    in_si,
    normalize,
    sentences,
    to_number,
    to_vector,
    unit_after,
)
from foam_agent.agents.spec.relative import (
    RelativeReading,
    read_newtonian,
    read_refinement,
    read_relative,
    read_square_side,
    relative_value,
)
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryFlux,
    BoundaryType,
    BoundaryValue,
    Extent,
    FieldName,
    NotApplied,
    Number,
    PropertyValue,
    RelativeValue,
    Requirements,
    Stated,
    Vector,
    WriteInterval,
    format_number,
)

_FLAGS = re.IGNORECASE
_T_EQ = r"(?:t\s*=\s*)?"
#: Words between a quantity's name and its value ("is", "of", "set to", "a value of"…).
_IS = (r"(?:\s*(?:is|of|=|:|to|at|equal\s+to|equals|set\s+(?:at|to|as)|be|value\s+of|"
       r"a\s+value\s+of)\s*)*\s*")

#: End-time phrasings; ``from A to B`` is handled separately because it needs a time context.
_END_TIME = (
    rf"\b(?:end|final|stop|finish)\s*-?\s*time\s*(?:\(\s*endTime\s*\))?{_IS}{_T_EQ}(?P<v>{NUMBER})",
    rf"\bendTime{_IS}(?P<v>{NUMBER})",
    rf"\b(?:t_?end|t_?final|tEnd|time\s+(?:end|final)|total\s+(?:simulation\s+)?time|"
    rf"final\s+time|end){_IS}{_T_EQ}(?P<v>{NUMBER})",
    rf"\buntil\s+(?:a\s+|the\s+)?(?:(?:final|end)\s+)?(?:time\s+(?:of\s+)?)?{_T_EQ}(?P<v>{NUMBER})",
    rf"\bup\s+to\s+(?:t\s*=\s*|(?:a\s+)?time\s+(?:of\s+)?)(?P<v>{NUMBER})",
    rf"\brun\w*\s+(?:it\s+|the\s+(?:case|simulation|solver|flow)\s+)?(?:up\s+)?to\s+"
    rf"(?:t\s*=\s*)?(?P<v>{NUMBER})",
    rf"\b(?:run|simulat|integrat|advanc)\w*\s+(?:\w+\s+){{0,3}}?to\s+(?:t\s*=\s*|(?:a|the)\s+"
    rf"(?:final|end)\s+time\s+(?:of\s+)?)(?P<v>{NUMBER})",
    rf"\b(?:simulat\w*|run\w*)\s+(?:\w+\s+){{0,2}}?for\s+(?P<v>{NUMBER})(?=\s*(?:s|sec|secs|seconds?|ms)\b)",
    rf"\b(?:duration|simulation\s+time|physical\s+time){_IS}(?P<v>{NUMBER})",
    rf"\b(?:simulat|comput|integrat|march|advanc)\w*\s+(?:(?:the|this|it|flow|case|problem|"
    rf"motion)\s+){{0,2}}(?:for\s+)?(?:a\s+(?:total\s+)?(?:period|duration)\s+of\s+)?"
    rf"(?P<v>{NUMBER})(?=\s*(?:s|sec|secs|seconds?|ms|milliseconds?|min|minutes?)\b)",
    rf"\b(?:stop|end|finish|terminat|halt)\w*\s+(?:the\s+\w+\s+)?(?:after|at)\s+"
    rf"(?:t\s*=\s*)?(?P<v>{NUMBER})",
    rf"\bfor\s+(?:a\s+(?:total\s+)?(?:duration|time)\s+of\s+)?(?P<v>{NUMBER})(?=\s*(?:s|sec|secs|"
    rf"seconds?|ms|milliseconds?|min|minutes?)\s+(?:of\s+)?(?:simulated|physical|flow|"
    rf"simulation)\s+time\b)",
    rf"(?P<v>{NUMBER})(?=\s*(?:s|sec|secs|seconds?|ms|milliseconds?|min|minutes?)\s+of\s+"
    rf"(?:simulated|physical|flow|simulation)\s+time\b)",
)
_START_TIME = (
    rf"\bstart\s*-?\s*time\s*(?:\(\s*startTime\s*\))?{_IS}{_T_EQ}(?P<v>{NUMBER})",
    rf"\bstartTime{_IS}(?P<v>{NUMBER})",
    rf"\b(?:starts|begins|start|begin|starting|beginning)\s+(?:at|from)\s+(?:t\s*=\s*|time\s+)?(?P<v>{NUMBER})",
)
_FROM_TO = re.compile(
    rf"\bfrom\s+(?P<t1>t\s*=\s*|time\s+)?(?P<start>{NUMBER})(?P<u1>\s*(?:s|sec|secs|seconds?|ms)\b)?"
    rf"\s+(?:to|until|till|-)\s+(?P<t2>t\s*=\s*)?(?P<v>{NUMBER})",
    _FLAGS,
)
_TIME_CONTEXT = re.compile(r"\b(?:run\w*|simulat\w*|time|period|duration)\b", _FLAGS)
_DELTA_T = (
    rf"\b(?:time\s*-?\s*step(?:\s*size)?|timestep(?:\s*size)?|deltaT|delta\s*-?\s*t|dt)\b"
    rf"\s*(?:\(\s*(?:deltaT|dt)\s*\))?(?:\s*size)?{_IS}(?P<v>{NUMBER})",
    # "5 s in 10 ms steps"
    rf"\bin\s+(?P<v>{NUMBER})(?=\s*(?:s|ms|secs?|seconds?|milliseconds?)\s+(?:time\s*-?\s*)?"
    rf"steps\b)",
)
_WRITE_INTERVAL = (
    rf"\bwrite\s*-?\s*interval\s*(?:\(\s*writeInterval\s*\))?{_IS}(?P<v>{NUMBER})",
    rf"\b(?:write|output|save)\s+(?:results\s+|data\s+|fields\s+)?(?P<v>{NUMBER})",
    rf"\b(?:writ|output|sav|stor|dump|record)\w*\b[^.;]{{0,60}}?\b(?:every|each)\s+"
    rf"(?:(?P<v>{NUMBER})|(?P<one>time\s*-?\s*step|step|iteration)\b)",
    rf"\b(?:writ|output|sav|stor|dump|record)\w*\b[^.;]{{0,40}}?\bintervals?\s+of\s+(?:every\s+)?"
    rf"(?P<v>{NUMBER})",
    rf"\b(?:every|each)\s+(?P<v>{NUMBER})(?P<u>\s*(?:time\s*-?\s*steps?|steps?|iterations?|"
    rf"s|sec|secs|seconds?|ms))?\s*,?\s*(?:the\s+)?(?:results?|data|fields?|solutions?)\s+"
    rf"(?:are|is|should\s+be|will\s+be)?\s*(?:written|saved|output|stored)",
)
#: "writing once per second", "save once every time step": one write per unit.
_WRITE_ONCE = re.compile(r"\b(?:writ|output|sav|stor|dump|record)\w*\s+(?:\w+\s+)?once\s+"
                         r"(?:per|every|each|a)\s+(?P<unit>second|time\s*-?\s*step|step|"
                         r"iteration)\b", _FLAGS)
_STEP_UNIT = re.compile(r"\s*(?:time\s*-?\s*steps?|timesteps?|steps?|iterations?)\b", _FLAGS)
_ADJUSTABLE = re.compile(
    r"\b(?P<no>no\s+|not\s+|without\s+|fixed\s+(?=(?:time\s*-?\s*step|dt|delta\s*t)))?"
    r"(?:adjust(?:able|ing)?\s+(?:the\s+)?(?:time\s*-?\s*step(?:ping)?|delta\s*t|dt)|"
    r"adjustTimeStep|variable\s+time\s*-?\s*step(?:ping)?|adaptive\s+time\s*-?\s*step(?:ping)?|"
    r"adjustable\s+step(?:ping)?|"
    r"(?:time\s*-?\s*step|dt|delta\s*t)\b(?=[^.;,]{0,20}\b(?:adjustable|adaptive|variable)\b))",
    _FLAGS)
_FIXED_STEP = re.compile(r"\bfixed\s+(?:time\s*-?\s*step|dt|delta\s*t)\b", _FLAGS)
_INTENSITY = re.compile(
    rf"\b(?:turbulen(?:ce|t)\s+)?intensity(?:\s*\(\s*I\s*\))?{_IS}(?P<v>{NUMBER})|"
    rf"\bturbulen(?:ce|t)\s+(?:level\s+)?(?:of\s+)?(?P<level>{NUMBER})(?=\s*(?:%|percent))|"
    rf"(?<![\w.])(?P<before>{NUMBER})\s*(?:%|percent)\s+(?:(?:inlet\s+)?turbulen(?:ce|t)\s+)?"
    rf"intensity\b", _FLAGS)
_LENGTH_SCALE = re.compile(
    rf"\b(?:turbulen(?:ce|t)\s+|mixing\s+|integral\s+)?(?:length\s*-?\s*scale|mixing\s+length)"
    rf"{_IS}(?P<v>{NUMBER})|(?<![\w.])(?P<before>{NUMBER})(?=\s*(?:mm|cm|m|in)\s+"
    rf"(?:turbulen(?:ce|t)\s+|mixing\s+)?(?:length\s*-?\s*scale|mixing\s+length)\b)", _FLAGS)
_FLUX_WORDS: dict[str, re.Pattern[str]] = {
    "mass_flow_rate": re.compile(r"\bmass\s*-?\s*flow(?:\s*rate)?\b|\bmassflow\b", _FLAGS),
    "heat_flux": re.compile(r"\bheat\s*-?\s*flux\b|\bwall\s+heat\s+flux\b", _FLAGS),
}
_MAX_CO = (
    rf"\b(?:max(?:imum)?\s*(?:courant|co|cfl)(?:\s*number)?|maxCo|courant\s*number|"
    rf"courant\s+max(?:imum)?|(?-i:\bCo\b)|cfl(?:\s*number)?)\s*(?:\(\s*maxCo\s*\))?(?:\s*(?:of|below|under|limit(?:ed)?\s+(?:to|of)|"
    rf"not\s+exceeding|<=?|is|=|:|to|at|set\s+to|kept\s+below|less\s+than))*\s*(?P<v>{NUMBER})",
)

#: What names gravity: the words, or a bare ``g`` only with ``=`` or ``:`` (``e.g.`` is no g).
_GRAVITY_NAME = (r"(?:\b(?:gravitational\s+acceleration|acceleration\s+(?:due\s+to|of)\s+"
                 rf"gravity|gravity(?:\s+vector)?){_IS}|\bg\s*[=:]\s*)")
_GRAVITY = (
    rf"{_GRAVITY_NAME}(?P<v>{VECTOR})",
    rf"{_GRAVITY_NAME}(?P<v>{NUMBER})(?:\s*(?:m\s*/\s*s\s*\^?\s*2|m\s*s\^?-2|m\s*/\s*s²)(?!\w))?"
    r"(?:\s*(?:acting\s+|pointing\s+|directed\s+)?(?:in|along)\s+(?:the\s+)?(?P<asign>[-+])?"
    r"(?P<axis>[xyz])\b(?:\s*-?\s*(?:direction|axis))?|"
    r"\s*(?:downwards?|pointing\s+down|down)?\s*\(\s*(?P<sign>[-+])?\s*(?P<signed>[xyz])\s*\))?",
)
_NO_GRAVITY = (r"\b(?P<v>(?:no|zero|without|ignore|neglect(?:ing)?)\s+(?:the\s+)?gravity|"
               r"gravity\s*(?:is\s+|:\s*)?(?:neglected|ignored|switched\s+off|turned\s+off|"
               r"off|none|disabled|not\s+(?:included|considered|needed)))\b",)

#: Property words: (pattern, name). Symbols are case-sensitive (``Nu`` is not ``nu``).
_PROPERTIES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bkinematic\s+viscosity\b", _FLAGS), "nu"),
    (re.compile(r"\bdynamic\s+viscosity\b", _FLAGS), "mu"),
    (re.compile(r"\bviscosity\b", _FLAGS), "viscosity"),
    (re.compile(r"\bnu\b"), "nu"),
    (re.compile(r"\bmu\b"), "mu"),
    (re.compile(r"\bdensity\b|\brho\b", _FLAGS), "rho"),
    (re.compile(r"\bturbulent\s+Prandtl\s+number\b|\bPrt\b", _FLAGS), "Prt"),
    (re.compile(r"\bPrandtl\s+number\b", _FLAGS), "Pr"),
    (re.compile(r"\bPr\b"), "Pr"),
    (re.compile(r"\bspecific\s+heat(?:\s+capacity)?\b(?!\s+ratio)|\bCp\b"), "Cp"),
    (re.compile(r"\bmol(?:ecular|ar)?\s*weight\b|\bmolWeight\b|\bmolar\s+mass\b", _FLAGS),
     "molWeight"),
    (re.compile(r"\bthermal\s+expansion(?:\s+coefficient)?\b|\bbeta\b"), "beta"),
    (re.compile(r"\bsurface\s+tension(?:\s+coefficient)?\b|\bsigma\b"), "sigma"),
    # A passive scalar's diffusivity (scalarTransportFoam's DT); a thermal one is not DT.
    (re.compile(r"(?<!thermal\s)(?<!heat\s)\b(?:diffusivity|diffusion\s+coefficient)\b",
                _FLAGS), "DT"),
)
#: How far after a property word its value may be ("viscosity (`nu`) is set as constant with a
#: value of 1e-03" is 45 characters).
_PROPERTY_WINDOW = 80
#: Units a property value may carry; anything else means the number belongs to something else.
_PROPERTY_UNITS = frozenset({"kinematic_viscosity", "dynamic_viscosity", "density", "none"})
_PHASE = re.compile(r"\s+of\s+(?:the\s+)?([A-Za-z][A-Za-z0-9]*)\b(?!\s*-)")
#: Phase names a property may follow ("water of rho 998 and mu 1 mPa s", "air density 1").
_PHASE_NAMES = re.compile(r"\b(?:water|air|oil|mercury|vapou?r)\b", _FLAGS)
_NOT_PHASES = frozenset({"value", "values", "about", "approximately", "roughly", "around", "a",
                         "an", "fluid", "flow", "domain", "mixture", "gas", "liquid"})
_ASSIGNMENT = re.compile(rf"\b([A-Za-z][A-Za-z0-9_]*)\s*=\s*({NUMBER})")
#: "nut initialised to 0": a turbulence field's value in words (other words before "set to"
#: are ordinary English, not keywords).
_SET_TO = re.compile(
    rf"\b(k|epsilon|omega|nut|nuTilda|alphat)\s+(?:is\s+)?(?:initiali[sz]ed|set)\s+(?:to|at)\s+"
    rf"({NUMBER})")
#: Names in ``x = 1`` that are not dictionary keywords of the case's properties.
_NOT_KEYWORDS = frozenset({"t", "T", "U", "p", "x", "y", "z", "Re", "Ma", "Co", "dt", "deltaT",
                           "endTime", "startTime", "writeInterval", "maxCo", "nu", "mu", "rho",
                           "Pr", "Cp", "g"})

_FIELD_WORDS: tuple[tuple[re.Pattern[str], FieldName], ...] = (
    (re.compile(r"\bvelocit(?:y|ies)\b|\bspeeds?\b|\bmoves?\b|\bmoving\s+(?:at|with)\b|"
                r"\bU\b(?=\s*(?:=|of|is|\())", _FLAGS), "U"),
    (re.compile(r"\btemperatures?\b", _FLAGS), "T"),
    (re.compile(r"\bT\b(?=\s*(?:=|of|is|\d))"), "T"),
    (re.compile(r"\bpressures?\b", _FLAGS), "p"),
    (re.compile(r"\bp\b(?=\s*(?:=|of|is|\d))"), "p"),
)
#: Units that say which field a bare number belongs to.
_UNIT_FIELDS: dict[str, FieldName] = {"velocity": "U", "temperature": "T", "pressure": "p"}
_TYPE_WORDS: tuple[tuple[re.Pattern[str], str, FieldName | None], ...] = (
    (re.compile(r"\bno\s*-?\s*slip\b|\bnoSlip\b|\bnon\s*-?\s*slip\b", _FLAGS), "noSlip", "U"),
    (re.compile(r"(?<![-\w])slip\b", _FLAGS), "slip", "U"),
    (re.compile(r"\bzero\s*-?\s*gradient\b|\bzeroGradient\b", _FLAGS), "zeroGradient", None),
    (re.compile(r"\badiabatic\b(?!\s+(?:index|exponent|flame|wall\s+temperature))|"
                r"\b(?:thermally\s+)?insulated\b", _FLAGS), "zeroGradient", "T"),
    (re.compile(r"\bpressureInletOutletVelocity\b", _FLAGS), "pressureInletOutletVelocity", "U"),
    (re.compile(r"\bflowRateInletVelocity\b", _FLAGS), "flowRateInletVelocity", "U"),
    (re.compile(r"\btotalPressure\b|\b(?:total|stagnation)\s+pressure\b", _FLAGS),
     "totalPressure", "p"),
    (re.compile(r"\btotalTemperature\b|\b(?:total|stagnation)\s+temperature\b", _FLAGS),
     "totalTemperature", "T"),
    (re.compile(r"\bfixedFluxPressure\b", _FLAGS), "fixedFluxPressure", "p"),
    (re.compile(r"\binletOutlet\b", _FLAGS), "inletOutlet", None),
    (re.compile(r"\bsymmetry\s*-?\s*plane\b|\bsymmetryPlane\b", _FLAGS), "symmetryPlane", None),
    (re.compile(r"\bsymmetry\b", _FLAGS), "symmetry", None),
    (re.compile(r"\bempty\b", _FLAGS), "empty", None),
)
#: Bodies a flow passes, which a boundary reader may take for the patch a speed is set on.
BODIES = frozenset({"step", "cylinder", "obstacle", "plate", "sphere", "body", "bump", "hill",
                     "airfoil", "wing", "building", "hole"})
#: Words naming a boundary on their own.
_BOUNDARY_NOUNS = (
    r"inlets?|outlets?|inflow|outflow|lid(?!\s*-?\s*driven)|top|bottom|left|right|front|back|obstacle|cylinder|"
    r"floor|ceiling|sides|atmosphere|step|hole|jets?|nozzle|fuel|air|heater|"
    r"room(?!\s*-\s*temperature)|plate|"
    r"free\s*-?\s*stream|far\s*-?\s*field|ambient|streams?|oxidi[sz]er"
)
_BOUNDARY_MODIFIERS = (
    r"moving|fixed|stationary|upper|lower|top|bottom|left|right|front|back|side|inner|outer|"
    r"north|south|east|west|hot|cold|heated|cooled"
)
_BOUNDARY_PHRASE = re.compile(
    rf"\bfront\s+and\s+back\b|\b(?:(?P<mod>{_BOUNDARY_MODIFIERS})\s*-?\s*)"
    rf"(?P<head>walls?|boundary|boundaries|surfaces?|faces?|planes?|patch(?:es)?|plate|side)\b|"
    rf"\b(?P<noun>{_BOUNDARY_NOUNS}|walls?)\b",
    _FLAGS,
)
_GENERIC_HEADS = frozenset({"boundary", "boundaries", "surface", "surfaces", "face", "faces",
                            "plane", "planes", "patch", "patches", "plate", "side"})
_QUOTED = re.compile(r"[`'\"]([A-Za-z][\w.-]*)[`'\"]")
_CAMEL = re.compile(r"\b[a-z]+(?:[A-Z][a-z0-9]*)+\b")
#: A camelCase word that names a boundary ("movingWall", "hotInlet"), not a case ("squareBend")
#: or a unit ("kW").
_BOUNDARY_WORD = re.compile(r"wall|inlet|outlet|lid|top|bottom|left|right|heater|floor|"
                            r"ceiling|side|patch|boundary|jet|nozzle", _FLAGS)
#: Numbered patch names as meshes name them ("patch4", "wall_2", "inlet1").
_NUMBERED_PATCH = re.compile(r"(?<![\w/^*.])(?!(?:m|cm|mm|km|s|kg|in|ft)\d\b)[a-z]+_?\d+\b")
#: Words that describe an object the flow meets, so the noun after them is not the boundary a
#: value is set on ("flow over a cylinder at 1 m/s").
_OBJECT_PREFIX = re.compile(r"(?:over|around|past|pass(?:es|ing)?|behind|across|through)\s+"
                            r"(?:a|an|the)?\s*"
                            r"(?:[a-z]+\s*-?\s*facing\s+|(?:circular|square|round|small|"
                            r"large|long|tall|thin|flat|rectangular|triangular)\s+)?$",
                            _FLAGS)
#: "everything else insulated", "all other walls adiabatic": the walls no other words name.
_REST = re.compile(r"\b(?:everything\s+else|all\s+(?:the\s+)?other\s+(?:walls|boundaries|sides|"
                   r"surfaces)|(?:the\s+)?(?:other|remaining)\s+(?:walls|boundaries|sides|surfaces)|"
                   r"the\s+rest(?:\s+of\s+the\s+(?:walls|boundaries))?)\b", _FLAGS)
_AMBIGUOUS = re.compile(r"\b(?:one|another|either)\s+(?:\w+\s+)?(?:wall|side|boundary|surface)\b|"
                        r"^\s*(?:while\s+)?the\s+other\b", _FLAGS)
_INTERNAL_WORDS = re.compile(
    r"\binitial(?:ly|i[sz]e[sd]?|i[sz]ing)?\b|\binternal\s*field\b|\binternalField\b|"
    r"\bthroughout\b|\beverywhere\b|\bin\s+the\s+(?:whole\s+|entire\s+)?domain\b|"
    r"\b(?:the\s+)?fluid\s+is\b",
    _FLAGS,
)
_DIRECTION = re.compile(
    r"\b(?:in|along|towards?)\s+(?:the\s+)?(?P<sign>positive\s+|negative\s+|\+|-)?"
    r"(?P<axis>[xyz])\s*-?\s*(?:direction|axis)?\b",
    _FLAGS,
)

_LENGTH_UNIT = (r"(?:\s*(?:mm|cm|km|m|meters?|metres?|millimet(?:er|re)s?|centimet(?:er|re)s?|"
                r"inch(?:es)?|ft|feet|units?)\b)?")
_PAIR_OR_TRIPLE = re.compile(
    rf"(?P<a>{NUMBER})(?P<ua>{_LENGTH_UNIT})\s*(?:[x*]|\bby\b)\s*(?P<b>{NUMBER})"
    rf"(?P<ub>{_LENGTH_UNIT})(?:\s*(?:[x*]|\bby\b)\s*(?P<c>{NUMBER})(?P<uc>{_LENGTH_UNIT}))?",
    _FLAGS,
)
#: The fewest cells along an axis that a bare "N x M" is read as a cell count.
MIN_CELLS_PER_AXIS = 8
_CELL_WORDS_AFTER = re.compile(
    r"^\s*(?:\(?\s*)?(?:cells?|grid|points|nodes|elements|mesh|divisions|resolution)", _FLAGS
)
_CELL_WORDS_BEFORE = re.compile(
    r"(?:grid|mesh|cells?|discreti[sz]\w*|resolution|divided\s+into|elements|divisions)"
    r"[^.]{0,25}$",
    _FLAGS,
)
_DOMAIN_WORDS = re.compile(
    r"(?:domain|spans?|spanning|size|dimensions?|extents?|geometry|box|region|measur\w*|"
    r"length|area|channel|tank|cavity)[^.]{0,40}$",
    _FLAGS,
)
_AXIS_CELLS = re.compile(
    r"(?P<n>\d+)\s+(?:cells?|grid\s+points|points|nodes|divisions|elements)\s+"
    r"(?:in|along)\s+(?:the\s+)?(?:(?P<axis>[xyz])\b|(?P<all>all|each|every)\s+directions?)",
    _FLAGS,
)
_AXISRANGE = re.compile(
    rf"(?:\bfrom\s+)?(?<![\w.])(?P<lo>{NUMBER})(?P<ul>{_LENGTH_UNIT})"
    rf"\s+to\s+(?P<hi>{NUMBER})(?P<uh>{_LENGTH_UNIT})"
    rf"\s+(?:in|along|for)\s+(?:the\s+)?(?P<axis>[xyz])\b",
    _FLAGS,
)
#: "normalized to 1 unit on both the x and y axes", "1 unit in x": sizes in mesh units.
_UNIT_SIZES = re.compile(
    rf"(?P<v>{NUMBER})\s+units?\s+(?:on|in|along)\s+(?:both\s+)?(?:the\s+)?(?P<a>[xyz])"
    r"(?:\s*-?\s*(?:axis|axes|direction))?(?:\s*(?:,|and)\s*(?:the\s+)?(?P<b>[xyz]))?"
    r"(?:\s*-?\s*(?:axis|axes|directions?))?", _FLAGS)
#: "very thin in the z-direction (0.1 units)": a size in mesh units after its axis.
_AXIS_UNIT_SIZE = re.compile(
    rf"\b(?:in|along)\s+(?:the\s+)?(?P<a>[xyz])\s*-?\s*(?:direction|axis)\s*\(\s*"
    rf"(?P<v>{NUMBER})\s+units?\s*\)", _FLAGS)
_NAMED_SIZE = re.compile(
    rf"\b(?P<dim>length|width|height|depth|thickness)\s+(?:of\s+|is\s+|=\s*)*(?P<v>{NUMBER})"
    rf"(?P<u>{_LENGTH_UNIT})",
    _FLAGS,
)
#: A size after its value ("2 m wide"), read for enclosed domains (cavities, boxes, rooms).
_SIZE_AFTER = re.compile(rf"(?<![\w.])(?P<v>{NUMBER})(?P<u>{_LENGTH_UNIT})\s*"
                         rf"(?P<word>long|wide|high|tall|deep|thick)\b", _FLAGS)
_AFTER_DIMS = {"long": "length", "wide": "width", "high": "height", "tall": "height",
               "deep": "depth", "thick": "thickness"}
_ENCLOSED = re.compile(r"\b(?:cavity|box|room|tank|enclosure)\b", _FLAGS)
_SCALE = (
    rf"\bscaled?\s+(?:(?:the\s+)?(?:entire\s+|whole\s+)?(?:domain|geometry|mesh)\s+)?"
    rf"(?:down\s+|up\s+)?by\s+(?:a\s+factor\s+(?:of\s+)?)?(?P<v>{NUMBER})",
    rf"\bconvertToMeters{_IS}(?P<v>{NUMBER})",
    rf"\bscale\s*(?:factor)?\s*(?:of|=|:|is)\s*(?P<v>{NUMBER})",
)
_MILLIMETRES = re.compile(
    r"\bmillimet(?:er|re)s?\s*-?\s*scale|\b(?:dimensions|coordinates|geometry|units)\s+"
    r"(?:are\s+|given\s+)?in\s+(?:mm|millimet(?:er|re)s)\b",
    _FLAGS,
)
#: "2D", "3-D": a description of the case, not a quantity.
_DIMENSIONALITY = re.compile(r"[123]\s*-?\s*D\b", _FLAGS)


@dataclass
class _Reader:
    """The prompt being read, and the parts of it some rule has used (for "not understood")."""

    text: str
    used: list[tuple[int, int]] = field(default_factory=list)
    #: Values read with a subscripted symbol ("U_in = 10 m/s"), which the boundary reader skips.
    symbols: list[tuple[int, int]] = field(default_factory=list)
    #: Clauses of a value that changes in time, which no reader takes a value or a time from.
    varying: list[tuple[int, int]] = field(default_factory=list)

    def blocked(self, position: int) -> bool:
        """True inside a clause of a value that changes in time."""
        return any(start <= position < end for start, end in self.varying)

    def take(self, start: int, end: int) -> str:
        self.used.append((start, end))
        return " ".join(self.text[start:end].split()).strip(" ,.;")

    def first(self, patterns: Sequence[str], *, group: str = "v") -> re.Match[str] | None:
        """The earliest match of any pattern in the text."""
        found = [match for pattern in patterns
                 if (match := next((item for item in re.finditer(pattern, self.text, _FLAGS)
                                    if not self.blocked(item.start())), None)) is not None]
        return min(found, key=lambda match: match.start(group)) if found else None


def extract(prompt: str, *, patches: Iterable[str] = (),
            understood: Iterable[tuple[int, int]] = (), multiphase: bool = False
            ) -> Requirements:
    """Read every quantity the prompt states.

    Args:
        prompt: The user's request.
        patches: The reference case's patch names, so a prompt's ``fuel`` or ``left`` is known
            to name a boundary.
        understood: Parts of the (normalised) prompt other readers of the spec already used
            (a Reynolds number, a turbulence model), so they are not reported as not understood.
        multiphase: The request is of two or more phases, so "water of rho 998" names the
            phase a property belongs to (in a single-phase request it names the fluid).

    Returns:
        The stated values, each with the words it came from, plus the clauses holding numbers
        that no rule understood.
    """
    reader = _Reader(normalize(prompt), used=list(understood))
    reader.varying.extend(varying_spans(reader.text))
    relative = read_relative(reader.text)
    relative_spans = [(item.start, item.end) for item in relative]
    reader.used.extend(relative_spans)
    start, end = _times(reader)
    subscripted = _subscripted(reader)
    values, types = _boundaries(reader, tuple(patches), skip=relative)
    values = (*subscripted, *values)
    types = (*types, *(BoundaryType("T", item.boundary, "totalTemperature", item.source)
                       for item in subscripted if item.assumption == STAGNATION))
    extent, cells, scale = _mesh(reader)
    extent = _square(reader, extent)
    requirements = Requirements(
        start_time=start,
        end_time=end,
        delta_t=_simple_time(reader, _DELTA_T),
        write_interval=_write_interval(reader, end),
        max_co=_plain(reader, _MAX_CO),
        properties=_properties(reader, multiphase=multiphase),
        boundary_values=values,
        boundary_types=types,
        extent=extent,
        cells=cells,
        scale=scale,
        gravity=_gravity(reader),
    )
    requirements = _times_by_dimension(reader, requirements)
    if requirements.write_interval is None and requirements.end_time is not None:
        # A share or a count of writes needs the end time, which may come from its unit only.
        requirements = replace(requirements,
                               write_interval=_write_interval(reader, requirements.end_time))
    requirements = replace(requirements, vertices=_vertices(reader),
                           adjustable=_adjustable(reader),
                           intensity=_intensity(reader), length_scale=_length_scale(reader),
                           fluxes=_fluxes(reader, tuple(patches)),
                           refine=_refinement(reader), newtonian=_newtonian(reader))
    requirements = _relative(reader, requirements, relative, tuple(patches))
    # What is read but not applied takes its words first, so they are not also "not understood".
    said = (*_coupled_solid(reader), *_sphere(reader))
    return replace(requirements, square=_unsized_square(reader, extent),
                   ignored=_not_understood(reader), not_applied=said)


_SPHERE = re.compile(rf"(?<![\w.])(?P<v>{NUMBER})\s*(?P<u>mm|cm|m|in|inch(?:es)?|ft)\s*"
                     rf"(?:diameter\s+)?spheres?\b|\bspheres?\s+(?:of\s+)?(?:diameter\s+|"
                     rf"D\s*=\s*)?(?P<w>{NUMBER})\s*(?P<x>mm|cm|m|in|inch(?:es)?|ft)\b", _FLAGS)


def _sphere(reader: _Reader) -> tuple[NotApplied, ...]:
    """A sphere, said as not applied with its size: the generated meshes hold 2D bodies only,
    and a cylinder in its place is another flow ("drag on a 10 cm sphere" was a whole
    sentence not understood)."""
    match = _SPHERE.search(reader.text)
    if match is None:
        return ()
    words = reader.take(match.start(), match.end())
    return (NotApplied(words, "a 3-D sphere: no generated mesh holds one, so it is not applied"),)


_SOLID = re.compile(r"\bfluid[\s-]*structure\s+interaction\b|\bFSI\b|\b(?:flexible|elastic|"
                    r"deform(?:ing|able)|bending)\s+(?:\w+\s+)?(?:flap|plate|beam|membrane|"
                    r"structure|solid|wall|filament)\b", _FLAGS)


def _coupled_solid(reader: _Reader) -> tuple[NotApplied, ...]:
    """A deforming solid asked for, said as not applied: no solver of the installation couples
    one, and a flow case around a rigid flap is not what was asked ("a flexible rubber flap
    (E = 5 MPa) bending in a water channel" got only an unmet row for E)."""
    match = _SOLID.search(reader.text)
    if match is None:
        return ()
    return (NotApplied(" ".join(match.group(0).split()),
                       "a deforming solid coupled to the flow: no solver of this installation "
                       "does that, so it is not applied"),)


_SQUARE_DOMAIN = re.compile(r"\bsquare\s+(?:(?:lid\s*-?\s*driven|closed|heated|sealed|"
                            r"2\s*-?\s*D)\s+)?(?:cavity|domain|box|room|enclosure|container)\b",
                            _FLAGS)


def _unsized_square(reader: _Reader, extent: Stated[Extent] | None) -> Stated[bool] | None:
    """A square domain with no size stated: a shape the followed case must already have, since
    no rule can make its sides equal without a size (a 76 mm x 2180 mm buoyantCavity stayed
    1:29 while the request said "Square cavity", and no row said so; icoFoam's 0.1 m cavity
    is square and meets it)."""
    match = _SQUARE_DOMAIN.search(reader.text)
    if match is None or (extent is not None and all(
            size is not None for size in extent.value.sizes[:2])):
        return None
    return Stated(True, " ".join(match.group(0).split()))


#: A field's symbol with a subscript naming its boundary: "U_in = 10 m/s", "T_hot = 310 K",
#: "p_out = 0", "U_inf = 30 m/s" (the free stream: the inlet, said as assumed).
_SUBSCRIPTED = re.compile(
    rf"\b(?P<f>U|T|p)_?\{{?(?P<s>inlet|in|outlet|out|inf|infty|∞|lid|wall|w|hot|cold|top|bottom|"
    rf"left|right|0)\}}?\s*(?:=|:)\s*(?P<v>{NUMBER})")
_SUBSCRIPT_BOUNDARY = {"in": "inlet", "out": "outlet", "w": "wall", "inf": "inlet",
                       "infty": "inlet", "∞": "inlet", "0": "inlet"}
#: "T0 = 300 K": a stagnation temperature, which the flow has where it enters.
STAGNATION = "the stagnation (total) temperature: taken as the inlet's T"


def _subscripted(reader: _Reader) -> tuple[BoundaryValue, ...]:
    """Boundary values written as a field's symbol with the boundary as subscript.

    Why: "U_in = 10 m/s" was read as a dictionary keyword ``U_in`` no case has (an unmet row)
    while the inlet kept its speed."""
    found: list[BoundaryValue] = []
    for match in _SUBSCRIPTED.finditer(reader.text):
        unit = unit_after(reader.text, match.end("v"))
        kind = {"U": "velocity", "T": "temperature", "p": "pressure"}[match.group("f")]
        if unit is not None and unit.kind not in (kind, "none"):
            continue
        if match.group("s") == "0" and match.group("f") != "T":
            continue  # "p0" is a total pressure and "U0" a reference speed: not a plain value
        name = _SUBSCRIPT_BOUNDARY.get(match.group("s"), match.group("s"))
        free = name == "inlet" and match.group("s") not in ("in", "inlet", "0")
        end = unit.end if unit is not None else match.end()
        reader.symbols.append((match.start("v"), end))
        source = reader.take(match.start(), end)
        assumption = ("the free stream's: taken as the inlet's value" if free else
                      STAGNATION if match.group("s") == "0" else "")
        found.append(BoundaryValue(
            match.group("f"), (name,), in_si(to_number(match.group("v")), unit), source,  # type: ignore[arg-type]
            assumption=assumption))
    return tuple(found)


def _refinement(reader: _Reader) -> Stated[float] | None:
    found = read_refinement(reader.text)
    return Stated(found.value, reader.take(found.start, found.end)) if found else None


def _newtonian(reader: _Reader) -> Stated[bool] | None:
    found = read_newtonian(reader.text)
    return Stated(True, reader.take(found.start, found.end)) if found else None


def _square(reader: _Reader, extent: Stated[Extent] | None) -> Stated[Extent] | None:
    """A square domain's one side as both in-plane extents, where no rule gave them."""
    if extent is not None and all(size is not None for size in extent.value.sizes[:2]):
        return extent
    side = read_square_side(reader.text)
    if side is None:
        return extent
    source = reader.take(side.start, side.end)
    if extent is None:
        return Stated(Extent((side.value, side.value, None)), source)
    sizes = extent.value.sizes
    if extent.value.in_mesh_units:
        return extent
    return Stated(replace(extent.value, sizes=(sizes[0] if sizes[0] is not None else side.value,
                                               sizes[1] if sizes[1] is not None else side.value,
                                               sizes[2])), f"{extent.source}; {source}")


def _relative(reader: _Reader, found: Requirements, readings: list[RelativeReading],
              patches: tuple[str, ...]) -> Requirements:
    """Each relative value on the boundary its clause names: resolved now when its base is a
    value the prompt states ("floor 1 K hotter than the ceiling, which is at 300 K"), else kept
    to be resolved against the followed case (``foam_agent.agents.spec.resolve``)."""
    values = list(found.boundary_values)
    kept: list[RelativeValue] = []
    for reading in readings:
        clause = next((piece for sentence in sentences(reader.text)
                       for piece in clauses(sentence)
                       if piece.start <= reading.start < piece.end), None)
        target: tuple[str, ...] = ()
        if reading.field != "deltaT" and clause is not None:
            base_words = _words_of(reading.base or "")
            target = tuple(mention for mention in _mentions(clause.text, patches)
                           if not _words_of(mention) & base_words
                           and (not _CAMEL.fullmatch(mention) or _BOUNDARY_WORD.search(mention))
                           and clause.text.lower().find(mention.lower())
                           < reading.start - clause.start + 1)
            if not target:
                before = [piece for sentence in sentences(reader.text)
                          for piece in clauses(sentence) if piece.end <= clause.start]
                lender = next((mentions for piece in reversed(before)
                               if (mentions := _mentions(piece.text, patches))), ())
                target = lender
            if not target and reading.field == "U":
                target = ("inlet",)
            if not target:
                reader.used[:] = [span for span in reader.used
                                  if span != (reading.start, reading.end)]
                continue
        source = " ".join(reader.text[reading.start:reading.end].split())
        if target:
            source = f"{target[0]} {source}" if target[0].lower() not in source.lower() \
                else source
        item = relative_value(reading, target, source)
        base = _stated_base(values, item)
        if base is None or isinstance(base.value, tuple):
            kept.append(item)
            continue
        resolved = (base.value + item.offset if item.offset is not None
                    else base.value * (item.factor or 1.0))
        operation = (f"+ {format_number(item.offset)}" if item.offset is not None
                     else f"x {format_number(item.factor or 1)}")
        formula = f"{item.field} = {format_number(base.value)} {operation}"
        values.append(BoundaryValue(item.field, item.boundary,  # type: ignore[arg-type]
                                    float(f"{resolved:.12g}"),
                                    f"{item.source}: {formula} (the stated '{base.source}')"))
    return replace(found, boundary_values=tuple(values), relative=tuple(kept))


def _words_of(text: str) -> set[str]:
    return {word for word in re.findall(r"[a-z0-9]+", text.lower())
            if word not in {"the", "a", "an", "wall", "walls", "boundary", "side", "patch"}}


def _stated_base(values: list[BoundaryValue], item: RelativeValue) -> BoundaryValue | None:
    """The stated scalar value of the base boundary's field, if the prompt gives one."""
    if item.base is None or item.field == "deltaT":
        return None
    wanted = _words_of(item.base[0])
    return next((value for value in values
                 if value.field == item.field and not isinstance(value.value, tuple)
                 and value.boundary != (INTERNAL,)
                 and any(wanted & _words_of(mention) for mention in value.boundary)), None)


#: Where a prompt lists mesh vertices: "vertices defined as inlet points at (…) and (…)".
_VERTEX_WORDS = re.compile(r"\b(?:vertices|vertex|points?)\b", _FLAGS)


def _vertices(reader: _Reader) -> Stated[tuple[Vector, ...]] | None:
    """Vectors in a sentence about vertices or points that no other rule read."""
    points: list[Vector] = []
    sources: list[str] = []
    for sentence in sentences(reader.text):
        if not _VERTEX_WORDS.search(sentence.text):
            continue
        for match in re.finditer(VECTOR, sentence.text):
            start = sentence.start + match.start()
            if any(low <= start < high for low, high in reader.used):
                continue
            points.append(to_vector(match))
            sources.append(reader.take(start, sentence.start + match.end()))
    return Stated(tuple(points), "; ".join(sources)) if points else None


def _adjustable(reader: _Reader) -> Stated[bool] | None:
    """Adjustable time stepping, switched on ("adjustable Δt") or off ("fixed dt")."""
    match = _ADJUSTABLE.search(reader.text)
    if match is not None:
        return Stated(not match.group("no"), reader.take(match.start(), match.end()))
    fixed = _FIXED_STEP.search(reader.text)
    return Stated(False, reader.take(fixed.start(), fixed.end())) if fixed else None


def _intensity(reader: _Reader) -> Stated[float] | None:
    """Turbulence intensity as a fraction: "5 %" and a bare 5 are percent, 0.05 a fraction."""
    match = _INTENSITY.search(reader.text)
    if match is None:
        return None
    group = next(name for name in ("v", "level", "before") if match.group(name))
    value = float(match.group(group))
    unit = unit_after(reader.text, match.end(group))
    if (unit is not None and unit.kind == "fraction") or value > 1:
        value = float(f"{value / 100:.12g}")
    end = unit.end if unit is not None and unit.kind == "fraction" else match.end()
    return Stated(value, reader.take(match.start(), max(end, match.end())))


def _length_scale(reader: _Reader) -> Stated[float] | None:
    """The turbulence length scale in metres."""
    match = _LENGTH_SCALE.search(reader.text)
    if match is None:
        return None
    group = "v" if match.group("v") else "before"
    unit = unit_after(reader.text, match.end(group))
    if unit is not None and unit.kind != "length":
        return None
    value = float(in_si(to_number(match.group(group)), unit))
    end = max(unit.end if unit else match.end(), match.end())
    return Stated(value, reader.take(match.start(), end))


def _fluxes(reader: _Reader, patches: tuple[str, ...]) -> tuple[BoundaryFlux, ...]:
    """Mass flow rates (kg/s) and heat fluxes (W/m^2), found by their unit or their name, each
    on the boundary its clause names (the inlet for a mass flow that names none)."""
    found: list[BoundaryFlux] = []
    for sentence in sentences(reader.text):
        for piece in clauses(sentence):
            for number in re.finditer(NUMBER, piece.text):
                position = piece.start + number.start()
                if any(start <= position < end for start, end in reader.used):
                    continue
                if number.start() and piece.text[number.start() - 1].isalnum():
                    continue
                unit = unit_after(piece.text, number.end())
                kind = next((name for name, words in _FLUX_WORDS.items()
                             if words.search(piece.text[:number.start()])), None)
                if unit is not None and unit.kind in ("mass_flow_rate", "heat_flux"):
                    kind = unit.kind
                elif unit is not None and unit.kind != "none":
                    continue
                if kind is None:
                    continue
                named = tuple(mention for mention in _mentions(piece.text, patches)
                              if not _CAMEL.fullmatch(mention)
                              or _BOUNDARY_WORD.search(mention))
                mentions = named or (("inlet",) if kind == "mass_flow_rate" else ())
                if not mentions:
                    continue
                value = in_si(to_number(number.group(0)), unit)
                source = reader.take(piece.start, piece.start + piece.text.find(
                    number.group(0)) + len(number.group(0)) + (
                    len(piece.text[number.end():unit.end]) if unit else 0))
                found.append(BoundaryFlux(kind, mentions, value, source))  # type: ignore[arg-type]
    return tuple(found)


#: Words before a time that give it its role; whatever has none of them is the end time.
_TIME_ROLES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("write", re.compile(r"\b(?:writ|output|sav|stor|dump|record|every|each|interval)\w*",
                         _FLAGS)),
    ("delta_t", re.compile(r"\b(?:dt|delta\s*-?\s*t|deltaT|time\s*-?\s*steps?|step\s*size|"
                           r"timesteps?|step)\b", _FLAGS)),
    ("start", re.compile(r"\b(?:start\w*|begin\w*|from|initial\w*)\b", _FLAGS)),
    ("other", re.compile(r"\b(?:average|averag\w*|period|sampl\w*|probe\w*|ramp\w*|"
                         r"relax\w*|delay\w*|after\s+which)\b", _FLAGS)),
)
_STEPS = re.compile(r"(?<![\w.])(?P<v>\d+)\s*(?:time\s*-?\s*)?steps\b", _FLAGS)
_ITERATIONS = re.compile(r"(?<![\w.])(?P<v>\d+)\s*(?:steady\s+)?(?:iterations?|iters?|its)\b|"
                         r"\b(?:number\s+(?:of\s+)?iterations?|iterations|iters)\s*(?::|=|of|is)?\s*"
                         r"(?P<w>\d+)\b",
                         _FLAGS)
#: How far back in its clause a role word may stand ("Δt of about 2 s").
_ROLE_WINDOW = 30


def _times_by_dimension(reader: _Reader, found: Requirements) -> Requirements:
    """Times no phrasing rule read, given a role by their unit and the words before them.

    Why: people write "cavity, Re 400, 1 s", "run 20 min", "Δt 5 ms" and "write 60 s"; a
    number with a time unit is a time, and the word before it (step, write, start) says which;
    a time with none of them is the end time. "1500 iterations" is the end of a steady run.
    """
    text = reader.text
    updates: dict[str, Any] = {}
    for number in re.finditer(NUMBER, text):
        position = number.start()
        if any(start <= position < end for start, end in reader.used) \
                or reader.blocked(position):
            continue
        if position and (text[position - 1].isalnum() or text[position - 1] in "^_"):
            continue
        unit = unit_after(text, number.end())
        bare_t = re.search(r"(?<![\w.])t\s*=\s*$", text[max(0, position - 6):position])
        if (unit is None or unit.kind != "time") and not (bare_t and unit is None):
            continue
        clause_start = max(text.rfind(mark, 0, position) for mark in ",;.:(\n") + 1
        before = text[max(clause_start, position - _ROLE_WINDOW):position]
        role = next((name for name, words in _TIME_ROLES if words.search(before)), "end")
        value = in_si(to_number(number.group(0)), unit)
        end = unit.end if unit is not None else number.end()
        key = {"end": "end_time", "delta_t": "delta_t", "start": "start_time",
               "write": "write_interval", "other": None}[role]
        if key is None or getattr(found, key) is not None or key in updates:
            continue
        # Only the time's own words are used and quoted: the window before it may hold another
        # quantity no rule read ("U=5 mm/s t=2s"), which must stay "not understood".
        window = start = max(clause_start, position - _ROLE_WINDOW)
        for earlier in re.finditer(NUMBER, text[window:position]):
            after = unit_after(text, window + earlier.end())
            start = min(position, after.end if after is not None else window + earlier.end())
        while 0 < start < position and text[start - 1].isalnum():
            start += 1  # never quote half a word ("he flap tip displacement over 2 s")
        reader.take(position, end)
        source = " ".join(text[start:end].split())
        updates[key] = Stated(WriteInterval(value, "time"), source) if key == "write_interval" \
            else Stated(value, source)
    if found.end_time is None and "end_time" not in updates:
        iterations = next((match for match in _ITERATIONS.finditer(text)
                           if not any(start <= match.start() < end for start, end in reader.used)
                           and not _TIME_ROLES[0][1].search(text[max(0, match.start() - 20):
                                                                 match.start()])), None)
        if iterations is not None:
            updates["end_time"] = Stated(int(iterations.group("v") or iterations.group("w")),
                                         reader.take(iterations.start(), iterations.end()))
    delta_t = updates.get("delta_t", found.delta_t)
    if found.end_time is None and "end_time" not in updates and delta_t is not None:
        # "1000 steps, dt 1 ms": the end time is the steps times the step.
        steps = next((match for match in _STEPS.finditer(text)
                      if not any(start <= match.start() < end for start, end in reader.used)
                      and not _TIME_ROLES[0][1].search(text[max(0, match.start() - 20):
                                                            match.start()])), None)
        if steps is not None:
            value = float(f"{int(steps.group('v')) * float(delta_t.value):.12g}")
            words = reader.take(steps.start(), steps.end())
            updates["end_time"] = Stated(to_number(format_number(value)),
                                         f"{words} of '{delta_t.source}'")
    return replace(found, **updates) if updates else found


def _gravity(reader: _Reader) -> Stated[Vector | Number] | None:
    """Gravity as a vector, a magnitude in m/s^2 (along the reference's direction), or none."""
    match = reader.first(_GRAVITY)
    if match is not None:
        text, axis = match.group("v"), match.groupdict().get("axis")
        vector = re.fullmatch(VECTOR, text)
        value: Vector | Number
        if vector:
            value = to_vector(vector)
        elif match.groupdict().get("signed"):
            # "9.81 m/s2 downward (-z)": the magnitude along the signed axis.
            sign = -1.0 if match.group("sign") == "-" else 1.0
            value = tuple(sign * abs(float(to_number(text))) if name == match.group("signed")
                          else 0.0 for name in "xyz")  # type: ignore[assignment]
        elif axis:
            # "-9.81 m/s2 in y": a signed component on the named axis; "9.81 in -z" the same.
            component = float(to_number(text))
            if match.group("asign"):
                component = -abs(component) if match.group("asign") == "-" else abs(component)
            x, y, z = (component if name == axis.lower() else 0.0 for name in "xyz")
            value = (x, y, z)
        else:
            # A bare value is a magnitude: its sign says "down", never "flip the reference".
            value = abs(to_number(text))
        return Stated(value, reader.take(match.start(), match.end()))
    match = reader.first(_NO_GRAVITY)
    if match is not None:
        return Stated((0.0, 0.0, 0.0), reader.take(match.start(), match.end()))
    return None


def _time_value(reader: _Reader, match: re.Match[str], group: str = "v") -> Number | None:
    """The number of ``group`` in seconds, or None when its unit is not a time."""
    value = to_number(match.group(group))
    unit = unit_after(reader.text, match.end(group))
    if unit is None:
        return value
    if unit.kind == "time":
        return in_si(value, unit)
    return value if unit.kind == "none" else None


def _stated_time(reader: _Reader, match: re.Match[str], group: str = "v") -> Stated[Number] | None:
    value = _time_value(reader, match, group)
    if value is None:
        return None
    unit = unit_after(reader.text, match.end(group))
    end = unit.end if unit else match.end(group)
    return Stated(value, reader.take(match.start(), end))


def _simple_time(reader: _Reader, patterns: Sequence[str]) -> Stated[Number] | None:
    for match in sorted((m for pattern in patterns for m in re.finditer(pattern, reader.text,
                                                                          _FLAGS)),
                        key=lambda m: m.start()):
        if reader.blocked(match.start()):
            continue
        stated = _stated_time(reader, match)
        if stated is not None:
            return stated
    return None


def _plain(reader: _Reader, patterns: Sequence[str]) -> Stated[Number] | None:
    match = reader.first(patterns)
    if match is None:
        return None
    return Stated(to_number(match.group("v")), reader.take(match.start(), match.end()))


def _times(reader: _Reader) -> tuple[Stated[Number] | None, Stated[Number] | None]:
    """Start and end time; ``from A to B`` counts only where it is about time."""
    start = _simple_time(reader, _START_TIME)
    end = _simple_time(reader, _END_TIME)
    for match in _FROM_TO.finditer(reader.text):
        before = reader.text[max(0, match.start() - 30):match.start()]
        timed = match.group("t1") or match.group("t2") or match.group("u1")
        unit = unit_after(reader.text, match.end("v"))
        if unit is not None and unit.kind not in {"time", "none"}:
            continue
        if not (timed or (unit and unit.kind == "time") or _TIME_CONTEXT.search(before)):
            continue
        begin = _time_value(reader, match, "start")
        finish = _stated_time(reader, match)
        if finish is None or begin is None:
            continue
        if end is None:
            end = finish
        if start is None:
            start = Stated(begin, finish.source)
        break
    return start, end


#: "save 10 snapshots", "write 20 times": a number of writes, not an interval.
_WRITE_COUNT = re.compile(r"\s*(?:snapshots?|frames?|outputs?|times|solutions?|"
                          r"time\s+directories)\b", _FLAGS)


def _write_interval(reader: _Reader, end_time: Stated[Number] | None
                    ) -> Stated[WriteInterval] | None:
    """The write interval; a number of writes ("save 10 snapshots") is the end time divided by
    it, and without an end time it is left unread (said as not understood), never taken for an
    interval of 10."""
    once = next((item for item in _WRITE_ONCE.finditer(reader.text)
                 if not reader.blocked(item.start())), None)
    if once is not None:
        per: Literal["time", "steps"] = "time" if once.group("unit") == "second" else "steps"
        return Stated(WriteInterval(1, per), reader.take(once.start(), once.end()))
    match = reader.first(_WRITE_INTERVAL)
    if match is None:
        return None
    if match.groupdict().get("one"):
        return Stated(WriteInterval(1, "steps"), reader.take(match.start(), match.end()))
    value = to_number(match.group("v"))
    end = match.end("v")
    count = _WRITE_COUNT.match(reader.text, end)
    if count is not None:
        if end_time is None or not value:
            return None
        interval = float(f"{float(end_time.value) / float(value):.6g}")
        words = reader.take(match.start(), count.end())
        return Stated(WriteInterval(interval, "time"),
                      f"{words} over '{end_time.source}': every {format_number(interval)}")
    steps = _STEP_UNIT.match(reader.text, end)
    if steps is not None:
        return Stated(WriteInterval(value, "steps"), reader.take(match.start(), steps.end()))
    unit = unit_after(reader.text, end)
    if unit is not None and unit.kind == "time":
        return Stated(WriteInterval(in_si(value, unit), "time"),
                      reader.take(match.start(), unit.end))
    if unit is not None and unit.kind == "fraction":
        # "write every 5 %" of the run: a share of the end time, unread without one.
        if end_time is None:
            return None
        interval = float(f"{float(end_time.value) * float(value) / 100:.6g}")
        words = reader.take(match.start(), unit.end)
        return Stated(WriteInterval(interval, "time"),
                      f"{words} of '{end_time.source}': every {format_number(interval)}")
    return Stated(WriteInterval(value), reader.take(match.start(), max(end, match.end())))


def _property_words(text: str) -> list[tuple[int, int, str]]:
    """Property mentions in order, dropping those inside a longer one (viscosity in
    "kinematic viscosity")."""
    found = [(match.start(), match.end(), name) for pattern, name in _PROPERTIES
             for match in pattern.finditer(text)]
    kept = [item for item in found
            if not any(other != item and other[0] <= item[0] and item[1] <= other[1]
                       for other in found)]
    return sorted(set(kept))


def _properties(reader: _Reader, *, multiphase: bool) -> tuple[PropertyValue, ...]:
    text = reader.text
    words = _property_words(text)
    stops = sorted([start for start, _, _ in words]
                   + [match.start() for pattern, _ in _FIELD_WORDS
                      for match in pattern.finditer(text)]
                   + [match.end() for match in re.finditer(r"[.;!?](?:\s|$)", text)])
    found: dict[tuple[str, str | None], PropertyValue] = {}
    for start, end, name in words:
        if any(low <= start < high for low, high in reader.used):
            # "Re = U H / nu = 100": the ν of another reader's formula, not a value of ν.
            continue
        limit = min([stop for stop in stops if stop >= end] + [end + _PROPERTY_WINDOW])
        window = text[end:limit]
        phase_match = _PHASE.match(window)
        phase = phase_match.group(1).lower() if phase_match else None
        if phase is None and multiphase:
            sentence_start = max(text.rfind(mark, 0, start) for mark in ".;!?\n") + 1
            named = list(_PHASE_NAMES.finditer(text, max(sentence_start, start - 40), start))
            phase = named[-1].group(0).lower() if named else None
        if phase in _NOT_PHASES or (phase and phase[0].isdigit()):
            phase = None
        assigned = [(m.start(2), m.end(2)) for m in _ASSIGNMENT.finditer(window)]
        for number in re.finditer(NUMBER, window):
            if number.start() > 0 and (window[number.start() - 1].isalnum()
                                       or window[number.start() - 1] in "^_"):
                continue
            if (number.start(), number.end()) in assigned:
                continue
            unit = unit_after(window, number.end())
            if unit is not None and unit.kind not in _PROPERTY_UNITS:
                break
            resolved = name
            if name == "viscosity" and unit is not None:
                resolved = {"kinematic_viscosity": "nu",
                            "dynamic_viscosity": "mu"}.get(unit.kind, name)
            unit_end = unit.end if unit else number.end()
            source = reader.take(start, end + unit_end)
            found.setdefault((resolved, phase), PropertyValue(
                resolved, in_si(to_number(number.group(0)), unit), source, phase))
            if multiphase and unit is not None and unit.kind != "none":
                _next_phase_value(reader, resolved, end + unit_end, unit.kind, found)
            break
    for match in [*_ASSIGNMENT.finditer(text), *_SET_TO.finditer(text)]:
        name = match.group(1)
        if name in _NOT_KEYWORDS or any(key[0] == name for key in found):
            continue
        # "t_end=0.2s" is the end time and "L=0.1m" Re's length: read, not a keyword of ours.
        if any(low <= match.start(2) < high for low, high in reader.used):
            continue
        # "E = 5 MPa" is 5e6 Pa: the unit was dropped.
        unit = unit_after(text, match.end(2))
        unit = unit if unit is not None and unit.kind not in ("none", "fraction") else None
        found[(name, None)] = PropertyValue(
            name, in_si(to_number(match.group(2)), unit),
            reader.take(match.start(), unit.end if unit is not None else match.end()))
    return tuple(found.values())


#: The next phase's value of the same property in a list ("water density 1000 kg/m3, air
#: 1.2 kg/m3", "… and 1.2 kg/m3 for air").
_NEXT_PHASE = re.compile(
    rf"\s*(?:,|;|\band\b)\s*(?:and\s+)?(?:(?:for|of)\s+)?(?:the\s+)?(?P<a>water|air|oil|"
    rf"mercury|vapou?r)\s+(?:is\s+|of\s+|at\s+|=\s*|:\s*)?(?P<v>{NUMBER})|"
    rf"\s*(?:,|;|\band\b)\s*(?:and\s+)?(?P<w>{NUMBER})(?=\s*\S+\s+(?:for|of)\s+(?:the\s+)?"
    rf"(?P<b>water|air|oil|mercury|vapou?r)\b)", _FLAGS)


def _next_phase_value(reader: _Reader, name: str, position: int, kind: str,
                      found: dict[tuple[str, str | None], PropertyValue]) -> None:
    """A second phase's value right after a property's first ("air 1.2 kg/m3" was not
    understood in "water density 1000 kg/m3, air 1.2 kg/m3"): same unit kind, its own phase."""
    match = _NEXT_PHASE.match(reader.text, position)
    if match is None:
        return
    group = "v" if match.group("v") else "w"
    unit = unit_after(reader.text, match.end(group))
    if unit is None or unit.kind != kind:
        return
    phase = (match.group("a") or match.group("b")).lower()
    end = unit.end
    if match.group("b"):
        end = match.end("b") if match.end("b") > end else end
    found.setdefault((name, phase), PropertyValue(
        name, in_si(to_number(match.group(group)), unit), reader.take(match.start(group) if
        group == "w" else match.start("a"), end), phase))


@dataclass
class _Clause:
    span: Span
    sentence: int
    mentions: tuple[str, ...]
    direction: Vector | None
    values: list[tuple[FieldName, Number | Vector, int, int]]
    types: list[tuple[FieldName | None, str, int, int]]
    internal: bool
    ambiguous: bool
    #: The clause asks for an output ("report the outlet temperature"): its boundary is where
    #: to measure, never the place of another clause's value.
    asking: bool = False


#: A clause that starts by asking for something to be reported.
_ASKING = re.compile(r"^\W*(?:and\s+|then\s+|also\s+)?(?:please\s+)?(?:report|comput|calculat|"
                     r"monitor|plot|track|measur|record|output|tell\s+(?:me|us)|give\s+(?:me|us)|"
                     r"show|what|how\s+(?:much|big|hot|warm|fast)|let\s+(?:me|us)\s+know|"
                     r"I\s+(?:need|want|would\s+like|'d\s+like)\s+(?:to\s+know\s+)?the)", _FLAGS)


def _mentions(text: str, patches: tuple[str, ...]) -> tuple[str, ...]:
    """Boundary names in a clause, best first: quoted and camelCase names, known patch names,
    then phrases such as "top wall" (which also offers "top")."""
    found: list[tuple[int, int, str]] = []
    type_names = {name.lower() for _, name, _ in _TYPE_WORDS}

    def add(order: int, position: int, name: str) -> None:
        if _OBJECT_PREFIX.search(text[:position]):
            return
        if name.lower() in ("right", "left") and _DIRECTION_BEFORE.search(text[:position]):
            return
        if name.lower() not in type_names and name not in {item[2] for item in found}:
            found.append((order, position, name))

    for match in _QUOTED.finditer(text):
        add(0, match.start(), match.group(1))
    for match in _CAMEL.finditer(text):
        if not match.group(0).endswith("Foam") and not _is_unit(match.group(0)):
            add(0, match.start(), match.group(0))
    for match in _NUMBERED_PATCH.finditer(text):
        add(0, match.start(), match.group(0))
    for patch in patches:
        for match in re.finditer(rf"(?<![\w-]){re.escape(patch)}(?![\w-])", text, _FLAGS):
            add(1, match.start(), patch)
    for match in _BOUNDARY_PHRASE.finditer(text):
        if match.group("head"):
            head = match.group("head").lower()
            modifier = match.group("mod").lower()
            if head in _GENERIC_HEADS:
                add(2, match.start(), modifier)
            else:
                add(2, match.start(), f"{modifier} {head}")
                add(3, match.start(), modifier)
        else:
            add(2, match.start(), " ".join(match.group(0).lower().split()))
    return tuple(name for _, _, name in sorted(found))


def _scoped_mentions(text: str, patches: tuple[str, ...], first_value: int | None
                     ) -> tuple[str, ...]:
    """The boundary names of a clause; when a colon introduces the value ("a room 1 m wide:
    the left wall is held at 40 °C"), those after the colon, if it names any.

    Why: what stands before such a colon describes the whole case ("natural convection of
    air in a square room"); taking its nouns for the boundary put the left wall's temperature
    on a patch called "air"."""
    end = len(text) if first_value is None else first_value
    colon = text.rfind(": ", 0, end)
    if colon >= 0 and (after := _mentions(text[colon + 2:], patches)):
        return after
    return _mentions(text, patches)


def _is_unit(word: str) -> bool:
    """A camelCase word that is a unit ("cSt", "kW", "mPa"), not a patch name."""
    unit = unit_after(" " + word, 0)
    return unit is not None and unit.end == len(word) + 1


#: A motion's direction in words ("the lid moves right", "moving at 1 m/s to the right").
_DIRECTION_WORD = re.compile(
    r"\b(?:mov\w*|slid\w*|travel\w*|(?:to|towards)\s+the|directed|pointing)\s+"
    r"(?:[^,;.]{0,20}?\s)?(?:to\s+the\s+)?(?P<word>right|left|upwards?|downwards?|up|down)\b",
    _FLAGS)
_WORD_VECTORS: dict[str, Vector] = {"right": (1.0, 0.0, 0.0), "left": (-1.0, 0.0, 0.0),
                                    "up": (0.0, 1.0, 0.0), "down": (0.0, -1.0, 0.0)}
#: What makes "right" or "left" a direction, not a boundary ("moves right", "to the left").
_DIRECTION_BEFORE = re.compile(
    r"(?:\bmov\w*|\bslid\w*|\btravel\w*|\bto(?:wards)?\s+the|\bdirected|\bpointing)\s+"
    r"(?:[^,;.]{0,20}?\s)?(?:to\s+the\s+)?$", _FLAGS)


#: "(x-direction)", "+x direction", "in -y": an axis without a preposition before it.
_AXIS_DIRECTION = re.compile(r"(?<![\w.])(?P<sign>[+-])?(?P<axis>[xyz])\s*-?\s*direction\b",
                             _FLAGS)


def stated_direction(text: str) -> Vector | None:
    """The unit vector of "in the x direction", "along negative y", "moves right", or None."""
    match = _DIRECTION.search(text) or _AXIS_DIRECTION.search(text)
    if match is None:
        word = _DIRECTION_WORD.search(text)
        if word is None:
            return None
        return _WORD_VECTORS[re.sub(r"wards?$", "", word.group("word").lower())]
    sign = -1.0 if (match.group("sign") or "").strip() in {"negative", "-"} else 1.0
    axis = "xyz".index(match.group("axis").lower())
    return tuple(sign if index == axis else 0.0 for index in range(3))  # type: ignore[return-value]


#: Words that make a clause's values a sequence in time ("10 m/s for 5 s then 20 m/s").
_VARYING = re.compile(r"\b(?:then|afterwards|after\s+that|followed\s+by|ramp\w*|"
                      r"(?:increas|decreas|ris|dropp|chang|switch)\w*\s+to)\b", _FLAGS)


def varying_spans(text: str) -> list[tuple[int, int]]:
    """The clauses that give one quantity two values in sequence ("inlet 10 m/s for 5 s then
    20 m/s"): a value changing in time, which no rule applies. Read as two values and an end
    time of 5 s, the step change was neither applied nor said; the clause is now said as not
    understood, whole."""
    found: list[tuple[int, int]] = []
    for sentence in sentences(text):
        for piece in clauses(sentence):
            if not _VARYING.search(piece.text):
                continue
            kinds = [unit.kind for number in re.finditer(NUMBER, piece.text)
                     if (unit := unit_after(piece.text, number.end())) is not None
                     and unit.kind in ("velocity", "temperature", "pressure")]
            if len(kinds) > len(set(kinds)):
                found.append((piece.start, piece.start + len(piece.text)))
    return found


#: A range of values ("between 1 and 2 m/s", "from 1 to 2 m/s", "5-10 m/s", "in the range
#: 1-2"): no one value of it is the boundary's, so none is read and the clause is said as not
#: understood (it was the first number's, "lid velocity in the range 1").
RANGE = re.compile(
    rf"\bbetween\s+{NUMBER}[^,;]{{0,12}}?\s+and\s+{NUMBER}|"
    rf"\bfrom\s+{NUMBER}[^,;]{{0,12}}?\s+to\s+{NUMBER}|"
    rf"\brange\s+(?:of\s+)?{NUMBER}[^,;]{{0,12}}?\s*(?:-|–|to)\s*{NUMBER}|"
    rf"(?<![\w.]){NUMBER}\s*(?:–|-|\bto\b)\s*{NUMBER}(?=\s*[A-Za-z°%])", _FLAGS)


#: A request about a passive scalar, whose concentration is the case's scalar field T.
_SCALAR_REQUEST = re.compile(r"\bscalarTransportFoam\b|\bpassive\s+scalar\b|\btracer\b",
                             _FLAGS)
_CONCENTRATION = re.compile(r"\bconcentrations?\b", _FLAGS)
_SCALAR_WORDS: tuple[tuple[re.Pattern[str], FieldName], ...] = ((_CONCENTRATION, "T"),)


#: One value with its unit in parentheses ("the left side hot (50 °C)"), not a vector's part.
_BRACKETED_VALUE = re.compile(rf"\(\s*{NUMBER}\s*(?:°\s*)?[A-Za-z][\w/^.*-]*\s*\)")
_FIELD_AFTER = re.compile(r"\s*(?:gauge\s+)?(pressure|velocity|speed|temperature)\b", _FLAGS)
_FIELD_NAMES: dict[str, FieldName] = {"pressure": "p", "velocity": "U", "speed": "U",
                                      "temperature": "T"}


def _field_values(text: str, *, scalar: bool = False
                  ) -> list[tuple[FieldName, Number | Vector, int, int]]:
    """(field, value, start, end) for each value in a clause, paired with the field word before
    it, or with the field its unit implies; none of a range. In a passive-scalar request
    (``scalar``) a concentration is the scalar field T, as scalarTransportFoam names it."""
    patterns = (*_FIELD_WORDS, *_SCALAR_WORDS) if scalar else _FIELD_WORDS
    words = sorted((match.start(), match.end(), name) for pattern, name in patterns
                   for match in pattern.finditer(text))
    values: list[tuple[FieldName, Number | Vector, int, int]] = []
    taken: list[tuple[int, int]] = [(match.start(), match.end())
                                    for match in RANGE.finditer(text)]
    for match in re.finditer(VECTOR, text):
        owner = [word for word in words if word[1] <= match.start()]
        named = owner[-1][2] if owner else None
        unit = unit_after(text, match.end())
        implied = _UNIT_FIELDS.get(unit.kind) if unit else None
        field_name = named or implied
        if field_name == "U":
            vector = to_vector(match)
            if unit is not None:
                vector = (float(in_si(vector[0], unit)), float(in_si(vector[1], unit)),
                          float(in_si(vector[2], unit)))
            values.append(("U", vector, match.start(), unit.end if unit else match.end()))
            taken.append((match.start(), match.end()))
    for match in re.finditer(NUMBER, text):
        if any(start <= match.start() < end for start, end in taken):
            continue
        if match.start() > 0 and (text[match.start() - 1].isalnum()
                                  or text[match.start() - 1] in "^_(,") \
                and not _BRACKETED_VALUE.match(text, match.start() - 1):
            continue
        unit = unit_after(text, match.end())
        implied = _UNIT_FIELDS.get(unit.kind) if unit else None
        if unit is not None and implied is None and unit.kind != "none":
            continue
        owner = [word for word in words if word[1] <= match.start()]
        named = owner[-1][2] if owner else None
        if implied and named and implied != named:
            named = implied
        field_name = named or implied
        after = None
        if field_name is None:
            # "an outlet at 0 gauge pressure": the field word after its value.
            after = _FIELD_AFTER.match(text, unit.end if unit is not None else match.end())
            field_name = _FIELD_NAMES[after.group(1).lower()] if after else None
        if field_name is None:
            continue
        if any(item[0] == field_name and item[2] >= (owner[-1][1] if owner else 0)
               for item in values):
            continue
        value: Number = to_number(match.group(0))
        end = match.end()
        if unit is not None:
            end = unit.end
            value = in_si(value, unit)
        values.append((field_name, value, match.start(), after.end() if after else end))
    return values


def _field_types(text: str) -> list[tuple[FieldName | None, str, int, int]]:
    """(field, type, start, end) for each boundary condition type the clause names."""
    covered: list[tuple[int, int]] = []
    types: list[tuple[FieldName | None, str, int, int]] = []
    for pattern, name, implied in _TYPE_WORDS:
        for match in pattern.finditer(text):
            if any(start <= match.start() < end for start, end in covered):
                continue
            covered.append((match.start(), match.end()))
            named = [field_name for word, field_name in _FIELD_WORDS if word.search(text)]
            field_name = implied or (named[0] if len(set(named)) == 1 else None)
            types.append((field_name, name, match.start(), match.end()))
    return types


def _boundaries(reader: _Reader, patches: tuple[str, ...], *,
                skip: Sequence[RelativeReading] = ()
                ) -> tuple[tuple[BoundaryValue, ...], tuple[BoundaryType, ...]]:
    """Boundary values and types, clause by clause. Numbers of a relative value ("1 K
    hotter") are no values of their own, and a value after one belongs to its base ("10
    degrees above the cold wall at 290 K": 290 K is the cold wall's)."""
    parsed: list[_Clause] = []
    scalar = bool(_SCALAR_REQUEST.search(reader.text))
    for number, sentence in enumerate(sentences(reader.text)):
        for piece in clauses(sentence):
            read = [value for value in _field_values(piece.text, scalar=scalar)
                    if not any(item.start <= piece.start + value[2] < item.end
                               for item in skip)
                    and not any(low <= piece.start + value[2] < high
                                for low, high in reader.symbols)
                    and not reader.blocked(piece.start + value[2])]
            parsed.append(_Clause(
                span=piece,
                sentence=number,
                mentions=_scoped_mentions(piece.text, patches, read[0][2] if read else None),
                direction=stated_direction(piece.text),
                values=read,
                types=_field_types(piece.text),
                internal=bool(_INTERNAL_WORDS.search(piece.text)),
                ambiguous=bool(_AMBIGUOUS.search(piece.text)) and not _REST.search(piece.text),
                asking=not read and bool(_ASKING.match(piece.text)),
            ))
    values: list[BoundaryValue] = []
    types: list[BoundaryType] = []
    for index, clause in enumerate(parsed):
        if clause.ambiguous or not (clause.values or clause.types):
            continue
        mentions, direction = clause.mentions, clause.direction
        if _REST.search(clause.span.text) and not any(
                name not in ("walls", "wall", "boundaries", "sides", "surfaces")
                for name in mentions):
            # The walls no other clause names: the author keeps the named ones' own values.
            mentions = ("walls",)
        if not mentions and clause.values and (clause.internal or (
                _DOMAIN_NOUN.search(clause.span.text)
                and all(field_name == "T" for field_name, *_ in clause.values))):
            # "cavity at 70 °F": the temperature of what fills the domain, not of the boundary
            # a later clause names (it went to the lid, which has no T).
            mentions = (INTERNAL,)
        if not mentions:
            lender = _lender(parsed, index)
            if lender is None or _body_speed(clause, lender):
                continue
            mentions, direction = lender.mentions, direction or lender.direction
            if _RELATIVE_PRONOUN.match(clause.span.text) and lender is parsed[index - 1]:
                # "…than the ceiling, which is at 300 K": the noun just before "which".
                text = lender.span.text.lower()
                mentions = (max(mentions, key=lambda name: text.rfind(name.lower())),)
        based = next((item for item in skip if item.base and clause.span.start <= item.start
                      and item.end <= clause.span.end), None)
        if based is not None and based.base is not None and all(
                clause.span.start + value[2] >= based.end for value in clause.values):
            words = _words_of(based.base)
            mentions = tuple(name for name in mentions if _words_of(name) & words) or mentions
        first, last = _take_parts(reader, clause)
        siblings = _siblings(parsed, index)
        # "top and bottom insulated": the statement's words begin at the first boundary.
        first = min([first, *(other.span.start for other in siblings)])
        source = " ".join(reader.text[first:last].split()).strip(" ,.;")
        for target in (mentions, *(other.mentions for other in siblings)):
            for field_name, value, _, _ in clause.values:
                values.append(BoundaryValue(field_name, target, value, source,
                                            direction if not isinstance(value, tuple) else None))
            for type_field, type_name, _, _ in clause.types:
                if target != (INTERNAL,):
                    types.append(BoundaryType(type_field, target, type_name, source))
    # "no-slip (velocity equal to zero at the wall)": the zero restates the no-slip type; as a
    # value of its own it turned the type into fixedValue.
    no_slip = {item.boundary for item in types if item.type == "noSlip"}
    values = [item for item in values
              if not (item.field == "U" and item.boundary in no_slip and item.value == 0)]
    return tuple(values), tuple(types)


def _take_parts(reader: _Reader, clause: _Clause) -> tuple[int, int]:
    """Mark as read only the parts of a clause a boundary statement used (its values with their
    units, the field words before them, its types and the boundary's own words) and return
    where the first of them starts and the last ends: the statement's source.

    Why not the whole clause: "icoFoam cavity Re=10 lid 1m/s 0.5 s" is one clause, and taking
    it all hid the 0.5 s from the time readers after this one and from "not understood": it was
    neither applied nor reported.
    """
    text, offset = clause.span.text, clause.span.start
    parts = [(start, end) for _, _, start, end in clause.values]
    parts += [(start, end) for _, _, start, end in clause.types]
    for _, _, start, _ in clause.values:
        words = [match for pattern in (*(item for item, _ in _FIELD_WORDS), _CONCENTRATION)
                 for match in pattern.finditer(text) if match.end() <= start]
        if words:
            nearest = max(words, key=lambda match: match.end())
            parts.append((nearest.start(), nearest.end()))
    rest = _REST.search(text)
    if rest is not None:
        parts.append((rest.start(), rest.end()))
    for mention in clause.mentions:
        pattern = r"[\s-]+".join(re.escape(word) for word in mention.split())
        found = re.search(rf"(?<![\w-]){pattern}(?![\w-])", text, _FLAGS)
        if found is not None:
            parts.append((found.start(), found.end()))
    if not parts:
        parts = [(0, len(text))]
    reader.used.extend((offset + start, offset + end) for start, end in parts)
    return (offset + min(start for start, _ in parts), offset + max(end for _, end in parts))


#: Words naming the domain itself, whose temperature is the initial field's.
_DOMAIN_NOUN = re.compile(r"\b(?:cavity|domain|tank|box|channel|pipe|duct|enclosure|container)\b",
                          _FLAGS)
_RELATIVE_PRONOUN = re.compile(r"^\s*(?:which|that|whose)\b", _FLAGS)
_FILLER = re.compile(
    r"\b(?:the|a|an|both|and|walls?|boundar(?:y|ies)|faces?|sides?|patch(?:es)?)\b", _FLAGS)


#: A clause that is only the fluid's name ("…, air, inlet total pressure 2 bar"): no boundary.
_FLUID_ONLY = re.compile(r"(?:the\s+)?(?:air|water|oil|steam|gas|nitrogen|helium)", _FLAGS)


def _siblings(parsed: list[_Clause], index: int) -> list[_Clause]:
    """Boundaries listed just before a statement and sharing it: "the top" in "the top and
    bottom walls are no-slip". A case's own camelCase name ("pitzDaily but with the inlet at
    36 km/h") is no boundary listed."""
    found: list[_Clause] = []
    clause = parsed[index]
    for other in reversed(parsed[:index]):
        named = [mention for mention in other.mentions
                 if not _CAMEL.fullmatch(mention) or _BOUNDARY_WORD.search(mention)]
        if other.sentence != clause.sentence or other.values or other.types or not named \
                or _FLUID_ONLY.fullmatch(other.span.text.strip(" ,.;")):
            break
        rest = other.span.text
        for mention in other.mentions:
            rest = re.sub(rf"\b{re.escape(mention)}\b", " ", rest, flags=_FLAGS)
        if _FILLER.sub(" ", rest).strip(" ,.;'\"`()"):
            break
        found.append(other)
    return found


def _body_speed(clause: _Clause, lender: _Clause) -> bool:
    """True when only a body would lend its name to a clause of speeds ("cylinder Re=200,
    U=2 cm/s"): a flow's speed past a body is the free stream's, not the body wall's."""
    return all(field == "U" for field, *_ in clause.values) and bool(clause.values) and all(
        re.sub(r"[^a-z]", "", name.lower()) in BODIES for name in lender.mentions)


def _lender(parsed: list[_Clause], index: int) -> _Clause | None:
    """The clause of the same sentence whose boundary a clause without one refers to: the
    nearest before it, else the nearest after it."""
    clause = parsed[index]
    before = [other for other in parsed[:index]
              if other.sentence == clause.sentence and other.mentions and not other.ambiguous]
    if before:
        return before[-1]
    after = [other for other in parsed[index + 1:]
             if other.sentence == clause.sentence and other.mentions and not other.ambiguous
             and not other.asking]
    return after[0] if after else None


def _length(value: str, unit_text: str | None) -> tuple[float, bool]:
    """A length in metres and whether the prompt gave a unit for it."""
    unit = unit_after(" " + (unit_text or "").strip(), 0)
    if unit is None or unit.kind != "length":
        return float(value), False
    return float(unit.to_si(float(value))), True


def _mesh(reader: _Reader) -> tuple[Stated[Extent] | None,
                                    Stated[tuple[int | None, int | None, int | None]] | None,
                                    Stated[float] | None]:
    text = reader.text
    sizes: list[float | None] = [None, None, None]
    lows: list[float | None] = [None, None, None]
    cells: list[int | None] = [None, None, None]
    extent_sources: list[str] = []
    cell_sources: list[str] = []
    any_unit = False
    for match in _PAIR_OR_TRIPLE.finditer(text):
        parts = [part for part in (match.group("a"), match.group("b"), match.group("c")) if part]
        units = [match.group("ua"), match.group("ub"), match.group("uc")]
        before = text[max(0, match.start() - 60):match.start()]
        after = text[match.end():match.end() + 20]
        integral = all(re.fullmatch(r"\d+", part) for part in parts)
        unitless = not any((unit or "").strip() for unit in units)
        #: "cavity 40x40": whole numbers this large with no unit count cells, not metres.
        many = integral and unitless and min(int(part) for part in parts) >= MIN_CELLS_PER_AXIS
        if integral and (_CELL_WORDS_AFTER.search(after) or _CELL_WORDS_BEFORE.search(before)
                         or many):
            for axis, part in enumerate(parts):
                cells[axis] = int(part)
            cell_sources.append(reader.take(match.start(), match.end()))
        elif _DOMAIN_WORDS.search(before) or any((unit or "").strip() for unit in units):
            for axis, part in enumerate(parts):
                sizes[axis], has_unit = _length(part, units[axis] or units[-1])
                any_unit = any_unit or has_unit
            extent_sources.append(reader.take(match.start(), match.end()))
    for match in _AXIS_CELLS.finditer(text):
        axes = range(3) if match.group("all") else ["xyz".index(match.group("axis").lower())]
        for axis in axes:
            cells[axis] = int(match.group("n"))
        cell_sources.append(reader.take(match.start(), match.end()))
    for pattern in (_UNIT_SIZES, _AXIS_UNIT_SIZE):
        for match in pattern.finditer(text):
            for group in ("a", "b"):
                axis_name = match.groupdict().get(group)
                if axis_name:
                    sizes["xyz".index(axis_name.lower())] = float(match.group("v"))
            extent_sources.append(reader.take(match.start(), match.end()))
    for match in _AXISRANGE.finditer(text):
        axis = "xyz".index(match.group("axis").lower())
        low, has_unit = _length(match.group("lo"), match.group("ul"))
        high, _ = _length(match.group("hi"), match.group("uh"))
        lows[axis], sizes[axis] = low, float(f"{high - low:.12g}")
        any_unit = any_unit or has_unit
        extent_sources.append(reader.take(match.start(), match.end()))
    for sentence in sentences(text):
        if not re.search(r"domain|region|geometry|channel|box|cavity|tank|room|enclosure",
                         sentence.text, _FLAGS):
            continue
        named = {m.group("dim").lower(): m for m in _NAMED_SIZE.finditer(sentence.text)
                 if not sentence.text[:m.start()].rstrip().lower().endswith(("step", "step of"))}
        if _ENCLOSED.search(sentence.text):
            # "a cavity 2 m wide and 1 m high": the generated-mesh geometry does not size a
            # cavity, so without this its sizes were read and applied by no one.
            for match in _SIZE_AFTER.finditer(sentence.text):
                dim = _AFTER_DIMS[match.group("word").lower()]
                if dim not in named and match.group("u").strip() and near_domain(
                        text, sentence.start + match.start(), sentence.start + match.end()):
                    named[dim] = match
        axis_of = {"length": 0, "width": 1 if "length" in named else 0, "height": 1,
                   "depth": 2, "thickness": 2}
        for dim, match in named.items():
            axis = axis_of[dim]
            if sizes[axis] is None:
                sizes[axis], has_unit = _length(match.group("v"), match.group("u"))
                any_unit = any_unit or has_unit
                extent_sources.append(reader.take(sentence.start + match.start(),
                                                  sentence.start + match.end()))
    scale_match = reader.first(_SCALE)
    scale: Stated[float] | None = None
    if scale_match is not None:
        scale = Stated(float(scale_match.group("v")),
                       reader.take(scale_match.start(), scale_match.end()))
    elif (millimetres := _MILLIMETRES.search(text)) is not None:
        scale = Stated(0.001, reader.take(millimetres.start(), millimetres.end()))
    extent = None
    if any(size is not None for size in sizes):
        extent = Stated(
            Extent((sizes[0], sizes[1], sizes[2]), (lows[0], lows[1], lows[2]),
                   in_mesh_units=scale is not None and not any_unit),
            "; ".join(extent_sources),
        )
    stated_cells = (Stated((cells[0], cells[1], cells[2]), "; ".join(cell_sources))
                    if any(n is not None for n in cells) else None)
    return extent, stated_cells, scale


def _not_understood(reader: _Reader) -> tuple[str, ...]:
    """Clauses holding a number that no rule used, so the user sees what was not applied."""
    missed: list[str] = []
    for sentence in sentences(reader.text):
        for piece in clauses(sentence):
            for number in re.finditer(NUMBER, piece.text):
                position = piece.start + number.start()
                if (piece.text[max(0, number.start() - 1):number.start()] in ("^", "_")
                        or piece.text[max(0, number.start() - 1):number.start()].isalpha()
                        or _DIMENSIONALITY.match(piece.text, number.start())):
                    continue
                if not any(start <= position < end for start, end in reader.used):
                    missed.append(" ".join(piece.text.split()).strip(" ,.;"))
                    break
    return tuple(dict.fromkeys(missed))
