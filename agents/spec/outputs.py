"""Reading the outputs a request asks for: "what's the drag on the sphere", "monitor the
pressure at x = 0.5 m", "velocity profile along the centreline", "y+ on the walls".

Why a reader of its own: these ask the run to *write* something (a function object's data),
where every other reader finds values the case must *hold*; before it, they were dropped
without a word. Each sentence is read for the kinds of :mod:`output_kinds` by the words that
name them (forces, a point, a line, a wall field, a derived field); a location is read with
the shared unit reader (``50 mm``, ``(5, 1, 0) cm``). A request verb whose object is none of
these ("report the pressure drop") is kept as an :class:`OtherOutput` with the reason.

Only the numbers of a location are reported as used, so a value in the same sentence ("the
drag on a sphere at 2 m/s") is still read by the value readers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.geometry import Geometry
from foam_agent.agents.spec.output_kinds import (
    DerivedOutput,
    DerivedQuantity,
    FieldRangeOutput,
    ForcesOutput,
    LineOutput,
    OtherOutput,
    PatchQuantity,
    PatchValueOutput,
    Position,
    PressureDropOutput,
    ProbeOutput,
    RequestedOutput,
    WallOutput,
    WallQuantity,
)
from foam_agent.agents.spec.phrases import (
    NUMBER,
    VECTOR,
    Span,
    clauses,
    in_si,
    sentences,
    unit_after,
)
from foam_agent.agents.spec.stated import BoundaryValue, Requirements
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: A value follows ("drag coefficient of 0.47", "Nu = 10"): a stated number, not a request.
_VALUE_AFTER = lazy_regex(rf"^\s*(?:coefficients?|force|number)?\s*(?:\(\w+\)\s*)?"
                          rf"(?:is|of|=|:|equals?|set\s+to|at)?\s*{NUMBER}"
                          r"(?!\s*(?:mm|cm|m|in)\b\s+(?:sphere|cylinder|body|wing|plate))", _I)

_DRAG = lazy_regex(r"\bdrag\b|(?-i:\bC_?[dD]\b)", _I)
_LIFT = lazy_regex(r"\blift\b(?!\s*-?\s*off)|(?-i:\bC_?[lL]\b)", _I)
_MOMENT = lazy_regex(r"\b(?:pitching\s+)?moments?\b|(?-i:\bC_?[mM]\b)", _I)
_FORCE = lazy_regex(r"\b(?:aerodynamic|hydrodynamic|fluid|total|pressure|viscous|net)\s+"
                    r"forces?\b|\bforces?\s+(?:on|acting|exerted|coefficients?)\b|"
                    r"\bforce\s+history\b", _I)
_COEFFICIENT = lazy_regex(r"\bcoefficients?\b|(?-i:\bC_?[dDlLmM]\b)", _I)
#: The body the forces act on: "on a 10 cm sphere", "of the cylinder", "acting on the walls".
_BODY = lazy_regex(
    rf"\b(?:on|of|acting\s+on|exerted\s+on|experienced\s+by|over|around|for)\s+"
    rf"(?:the\s+|a\s+|an\s+|each\s+|all\s+(?:the\s+)?)?(?:(?P<size>{NUMBER})\s*"
    rf"(?P<unit>mm|cm|m|in|inch|inches|ft)?\s*-?\s*(?:diameter\s+|wide\s+|long\s+)?)?"
    r"(?P<body>(?:[A-Za-z][\w-]*\s+)?(?:sphere|cylinder|body|bodies|obstacle|airfoil|aerofoil|"
    r"wing|plate|car|vehicle|building|cube|block|bump|hill|step|hull|blade|walls?|surfaces?|"
    r"square|prism|disc|disk|lid|floor|ceiling|[a-z]+Wall\w*|[a-z]+_\w+))\b", _I)
#: A body named anywhere in the sentence ("how much drag does the cylinder feel").
_BODY_NAMED = lazy_regex(
    rf"\b(?P<on>the|a|an)\s+(?:(?P<size>{NUMBER})\s*(?P<unit>mm|cm|m|in|inch|inches|ft)?\s*-?\s*)?"
    r"(?P<body>sphere|cylinder|body|obstacle|airfoil|aerofoil|wing|plate|car|vehicle|building|"
    r"cube|hull|blade|prism|disc|disk)\b", _I)

_WALL_FIELDS: tuple[tuple[re.Pattern[str], WallQuantity], ...] = (
    (re.compile(r"\bwall\s*-?\s*shear(?:\s+stress(?:es)?)?\b(?!\s+transport)|"
                r"\bshear\s+stress(?:es)?\b(?!\s+transport)|"
                r"\bskin\s*-?\s*friction(?:\s+coefficient)?\b|\bwallShearStress\b", _I),
     "wallShearStress"),
    (re.compile(r"(?<![\w+])y\s*\+(?!\s*\d)|\by\s*-?\s*plus\b|\byPlus\b", _I), "yPlus"),
    (re.compile(r"\bNusselt(?:\s+numbers?)?\b|(?-i:\bNu\b)|\b(?:wall\s+)?heat\s*-?\s*flux(?:es)?\b|"
                r"\bheat\s+transfer\s+(?:rate|coefficient)s?\b|\bwallHeatFlux\b", _I),
     "wallHeatFlux"),
)
#: Wall quantities that are also stated inputs ("a heat flux of 500 W/m2"): a request verb
#: must ask for them.
_INPUT_TOO = frozenset({"wallHeatFlux"})
_WALL_NOUN = (r"(?P<b>(?:[A-Za-z]+\s+){0,2}(?:walls?|surfaces?|plate|cylinder|sphere|body|"
              r"obstacle|airfoil|wing|floor|ceiling|bottom|top|lid|step|bump|hill|"
              r"[a-z]+Wall\w*))\b")
_WALL_PLACE = lazy_regex(r"\b(?:on|at|along|over|for|of)\s+(?:the\s+|all\s+(?:the\s+)?|"
                         rf"each\s+)?{_WALL_NOUN}", _I)
#: A further wall in the same list ("the bottom wall and the top wall").
_NEXT_PLACE = lazy_regex(rf"\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:the\s+)?{_WALL_NOUN}", _I)

_DERIVED: tuple[tuple[re.Pattern[str], DerivedQuantity], ...] = (
    (re.compile(r"\bvorticity\b|\bcurl\s+of\s+(?:the\s+)?velocity\b", _I), "vorticity"),
    (re.compile(r"(?-i:\bQ\b)\s*-?\s*(?:criterion|field|invariant|iso-?surfaces?)\b|"
                r"\bQ\s*-?\s*criterion\b|\bsecond\s+invariant\s+of\s+the\s+velocity\s+gradient",
                _I), "Q"),
    (re.compile(r"\bMach\s*(?:number\s+)?(?:field|distribution|contours?|map)\b|\bMachNo\b|"
                r"\blocal\s+Mach(?:\s+number)?\b", _I), "MachNo"),
    (re.compile(r"\bstream\s*-?\s*function\b", _I), "streamFunction"),
    (re.compile(r"\blambda\s*-?\s*2\b|\bLambda2\b", _I), "Lambda2"),
    (re.compile(r"\benstrophy\b", _I), "enstrophy"),
)
#: The pressure coefficient, unless a value follows ("Cp = 1005" is a heat capacity).
_PRESSURE_COEFFICIENT = lazy_regex(r"\bpressure\s+coefficients?\b|(?-i:\bC_?p\b)", _I)
#: A bare "Q" means the Q criterion only next to vortices ("save vorticity and Q").
_BARE_Q = lazy_regex(r"(?-i:\bQ\b)")
_VORTICES = lazy_regex(r"\bvortic|\bvortex|\bvortices\b", _I)
#: A Mach number asked for with a verb and no value ("compute the Mach number").
_MACH_ASKED = lazy_regex(r"\bMach\s+number\b(?!\s*(?:of|is|=|:)?\s*\d)", _I)

#: Words asking for something to be written, computed or reported.
_ASK = lazy_regex(
    r"\b(?:report\w*|comput\w*|calculat\w*|monitor\w*|plot\w*|track\w*|measur\w*|record\w*|"
    r"log|logging|extract\w*|evaluat\w*|output\w*|save|saving|write|writing|store|dump|"
    r"probe\w*|sampl\w*|obtain|get|give|show|visuali[sz]\w*|export\w*|determine|predict|"
    r"estimate|find|history|histories|time\s*-?\s*(?:series|history|trace)|"
    r"what(?:'s|\s+is|\s+are|\s+will\s+be)|how\s+(?:much|big|large|strong)|"
    r"I\s+(?:need|want|would\s+like|'d\s+like)|interested\s+in|tell\s+(?:me|us)|"
    r"let\s+(?:me|us)\s+know|(?:want|need|like)\s+to\s+(?:know|see)|curious\s+about)\b", _I)
_FIELD_WORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bpressures?\b|(?-i:\bp\b)", _I), "p"),
    (re.compile(r"\bvelocit(?:y|ies)\b|\bspeed\b|(?-i:\bU[xyz]?\b)|\bflow\s+profile\b", _I), "U"),
    (re.compile(r"\btemperatures?\b|(?-i:\bT\b)", _I), "T"),
    (re.compile(r"\bturbulent\s+kinetic\s+energy\b|\bTKE\b|(?-i:\bk\b)", _I), "k"),
)
_PROBE = lazy_regex(r"\bprob(?:e|es|ing)\b|\bmonitor\w*|\btrack\w*|\brecord\w*|\bmeasur\w*|"
                    r"\blog\b|\bsampl\w*|\bhistor(?:y|ies)\b|\btime\s*-?\s*(?:series|trace)\b|"
                    r"\bsensor\b|\bmonitoring\s+point\b|\breport\w*|\bwhat(?:'s|\s+is)\b|"
                    r"\bplot\w*|\bsave|\bwrite|\boutput\w*", _I)
#: A probe named as a thing ("put a probe in the middle of the box", "add a sensor at
#: (1 0 0)"): an output even when no field is named and no request verb is used.
_PROBE_NOUN = lazy_regex(r"\bprobes?\b|\bsensors?\b|\bmonitoring\s+points?\b", _I)
#: Words that put a probe into the case ("add a probe"); "the probe was calibrated" does not.
_PLACED = lazy_regex(r"\b(?:put|puts|place[sd]?|add(?:s|ed)?|insert\w*|install\w*|includ\w*|"
                     r"position\w*|with)\b", _I)
#: What a probe that names no field records: the flow's pressure and velocity.
UNNAMED_PROBE_FIELDS = ("p", "U")
_LINE = lazy_regex(
    r"\bprofiles?\b|\b(?:centre|center)\s*-?\s*line\b|\bmid\s*-?\s*line\b|"
    r"\balong\s+(?:a\s+|the\s+)?(?:vertical\s+|horizontal\s+)?line\b|"
    r"\bline\s+(?:plots?|samples?|probes?|graphs?)\b|\bdistribution\s+(?:along|across)\b|"
    r"\balong\s+(?:the\s+)?[xyz](?:\s*-?\s*(?:axis|direction))?\b|"
    r"\bsingleGraph\b", _I)
#: A profile imposed on a boundary ("inlet with a turbulentBL profile", "a parabolic velocity
#: profile at the inlet"): an input, never a sample.
_INPUT_PROFILE = lazy_regex(
    r"\b(?:parabolic|uniform|turbulentBL|power\s*-?\s*law|log(?:arithmic)?|plug|inlet|inflow|"
    r"fully\s*-?\s*developed|boundary\s*-?\s*layer|Poiseuille|laminar|prescribed|imposed|"
    r"specified|given|mapped)\s+(?:\w+\s+)?profiles?\b|"
    r"\b(?:with|using|impos\w*|prescrib\w*|apply\w*)\s+(?:an?\s+|the\s+)?[\w-]+\s+profiles?\b"
    r"(?!\s+(?:at|along|across|of)\b)", _I)
#: A profile of a field ("velocity profile"), a sample even with no verb asking for it.
_FIELD_PROFILE = lazy_regex(r"\b(?:velocity|pressure|temperature|speed|(?-i:U|p|T|k))\s+"
                            r"profiles?\b", _I)
#: "along x", "along the y-axis": a line along that axis.
_ALONG_AXIS = lazy_regex(r"\balong\s+(?:the\s+)?(?P<axis>[xyz])\b(?:\s*-?\s*(?:axis|direction))?",
                         _I)
#: "distribution along": a line only of a field the words name (a wall field's is no line).
_DISTRIBUTION = lazy_regex(r"distribution", _I)
_CENTRELINE = lazy_regex(r"\b(?:centre|center|mid)\s*-?\s*line\b", _I)
_VERTICAL = lazy_regex(r"\bvertical\b|\bacross\s+the\s+(?:channel|pipe|duct|gap)\b", _I)
_HORIZONTAL = lazy_regex(r"\bhorizontal\b", _I)
_MIDDLE = lazy_regex(r"\b(?:at|in)\s+the\s+(?:\w+\s+)?(?:centre|center|middle)\b|"
                     r"\b(?:centre|center|middle)\s+of\s+the\b", _I)
_FROM_TO = lazy_regex(rf"\bfrom\s+(?:the\s+point\s+)?(?P<a>{VECTOR})(?P<ua>\s*[a-z]+)?\s+"
                      rf"(?:to|until)\s+(?:the\s+point\s+)?(?P<b>{VECTOR})", _I)
_VECTOR = lazy_regex(VECTOR)
#: A position in units of a body's size: "x/D = 2", "x/c = 0.5".
_SCALED = lazy_regex(rf"(?<![\w.])[xyz]\s*/\s*[A-Za-z]\w*\s*=\s*{NUMBER}", _I)
SCALED_REASON = ("a position in units of a body's size (x/D) is not converted to metres: give "
                 "the position in metres")
_COORDINATE = lazy_regex(rf"(?<![\w.])(?P<axis>[xyz])\s*=\s*(?P<v>{NUMBER})", _I)
#: Outputs people ask for that no function object here is written for, with the reason.
_OTHER = lazy_regex(
    r"\bpressure\s+(?:drop|loss|difference)\b|\b(?:volumetric\s+|mass\s+)?flow\s*-?\s*rates?\b|"
    r"\b(?:reattachment|recirculation|"
    r"separation)\s+(?:length|point)s?\b|\bstreamlines?\b|"
    r"\b(?:average|mean|maximum|minimum|max|min|peak)\s+(?:velocity|pressure|temperature|"
    r"speed)\b|"
    r"\b(?:tip\s+)?(?:displacements?|deflections?|deformations?)\b", _I)
#: Values on a boundary: a flow rate, a field's average or extreme ("at the outlet").
_FLOW_RATE = lazy_regex(r"\b(?:volumetric\s+|mass\s+)?flow\s*-?\s*rates?\b|\bmass\s*-?\s*flow\b|"
                        r"\bdischarge\b", _I)
_STATED_FLOW = lazy_regex(rf"{NUMBER}\s*(?:kg|g|m3|m\^3|l|L|lpm|gpm|cfm)\s*(?:/\s*\w+)?", _I)
_PATCH_STAT = lazy_regex(r"\b(?P<op>average|mean|area\s*-?\s*averaged?|max(?:imum)?|"
                         r"min(?:imum)?|peak)\s+(?P<f>velocity|pressure|temperature|speed)\b", _I)
_PATCH_PLACE = lazy_regex(
    r"\b(?:through|at|across|on|of|over|along)\s+(?:the\s+|each\s+)?"
    r"(?P<b>(?:[A-Za-z]+\s+)?(?:inlets?|outlets?|inflow|outflow|exit|boundary|patch|lid|"
    r"walls?|[a-z]+(?:Inlet|Outlet|Wall)\w*))\b", _I)
#: A boundary's field named by the boundary ("report the outlet temperature"): its average.
_NAMED_BY_PATCH = lazy_regex(r"\b(?P<b>inlet|outlet|exit|inflow|outflow)\s+"
                             r"(?P<f>velocity|pressure|temperature|speed)\b", _I)
_PRESSURE_DROP = lazy_regex(r"\bpressure\s+(?:drop|loss|difference)\b", _I)
_BETWEEN = lazy_regex(
    r"\b(?:between|from)\s+(?:the\s+)?(?P<a>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+"
    r"(?:and|to)\s+(?:the\s+)?(?P<b>[A-Za-z][\w-]*)\b", _I)
_IN_DOMAIN = lazy_regex(r"\b(?:in|over|within|throughout)\s+the\s+(?:whole\s+|entire\s+)?"
                        r"(?:domain|flow|field|case|room|cavity|channel|pipe)\b", _I)
_FIELD_OF = {"velocity": "U", "speed": "U", "pressure": "p", "temperature": "T"}
OTHER_REASON = ("no function object of this installation is written for it by the author; "
                "compute it from the written fields")
MOTION_REASON = ("a structure's displacement needs a fluid-structure or solid solver case, "
                 "which the author does not write")
#: The shedding frequency, which the run record measures from the lift coefficient's history.
_STROUHAL = lazy_regex(r"\bStrouhal(?:\s+number)?\b|\bshedding\s+(?:frequency|period)\b", _I)


@dataclass(frozen=True)
class OutputReading:
    """The outputs read, and the spans of the prompt their locations used."""

    outputs: tuple[RequestedOutput, ...]
    spans: tuple[tuple[int, int], ...]


def without_locations(text: str, stated: Requirements, reading: OutputReading
                      ) -> Requirements:
    """``stated`` without the boundary values the value reader took from an output's
    location ("velocity probes at (50, 10, 0) mm" is no velocity of 50 mm, "velocity profile
    at x/D = 2" no speed of 2).

    Why here: the boundary reader reads every number after a field's name, and a location
    holds numbers; the output reader knows which words are a location. A value is dropped
    only when it came from the location's words and its numbers are the location's."""
    places = [_plain(text[start:end]) for start, end in reading.spans]
    located = {value for output in reading.outputs for value in _coordinates_of(output)}

    def from_location(item: BoundaryValue) -> bool:
        numbers = item.value if isinstance(item.value, tuple) else (item.value,)
        for place in places:
            written = {float(value) for value in re.findall(NUMBER, place)} | located
            if place and place in item.source and all(
                    float(number) in written for number in numbers):
                return True
        return False

    kept = tuple(item for item in stated.boundary_values if not from_location(item))
    if len(kept) == len(stated.boundary_values):
        return stated
    return replace(stated, boundary_values=kept)


def _coordinates_of(output: RequestedOutput) -> list[float]:
    """The coordinates an output's location gives, in metres."""
    if isinstance(output, ProbeOutput):
        positions = [output.location]
    elif isinstance(output, LineOutput):
        positions = [output.through, *(point for point in (output.start, output.end)
                                       if point is not None)]
    else:
        return []
    return [value for position in positions for value in position if value is not None]


def _plain(text: str) -> str:
    return " ".join(text.split()).strip(" ,.;:")


def read_outputs(text: str, geometry: Geometry | None = None) -> OutputReading:
    """Every output ``text`` (the normalised prompt) asks for, sentence by sentence.

    Forces whose body's size the sentence does not give take the size of the body the
    request describes (``geometry``), the reference length of their coefficients.
    """
    outputs: list[RequestedOutput] = []
    spans: list[tuple[int, int]] = []
    body = geometry.body_size() if geometry is not None else None
    for sentence in sentences(text):
        found, used = _sentence_outputs(sentence)
        outputs.extend(replace(item, reference_length=body[0], reference_note=body[1])
                       if isinstance(item, ForcesOutput) and item.reference_length is None
                       and body is not None else item for item in found)
        spans.extend(used)
    return OutputReading(tuple(outputs), tuple(spans))


def _sentence_outputs(sentence: Span) -> tuple[list[RequestedOutput], list[tuple[int, int]]]:
    text = sentence.text
    asked = _ASK.search(text) is not None
    outputs: list[RequestedOutput] = []
    spans: list[tuple[int, int]] = []
    forces = _forces(text)
    if forces is None and (strouhal := _STROUHAL.search(text)) is not None:
        forces = _shedding(text, strouhal)
    if forces is not None:
        outputs.append(forces)
    outputs.extend(_wall_fields(text, asked))
    outputs.extend(_derived(text, asked))
    for segment in _segments(sentence):
        for output, used in _sampled(segment, asked):
            outputs.append(output)
            spans.extend(used)
    if asked:
        outputs.extend(_patch_values(text))
        for named, (start, end) in _named_by_patch(text, outputs):
            outputs.append(named)
            spans.append((sentence.start + start, sentence.start + end))
    if not outputs and asked:
        other = _other(text)
        if other is not None:
            outputs.append(other)
    return outputs, spans


def _segments(sentence: Span) -> list[Span]:
    """The sentence cut before each clause that starts with a request verb: "monitor the
    pressure at x = 1 m, y = 2 m, plot the velocity profile" asks for two samples, and the
    clause "y = 2 m" still belongs to the first."""
    starts = [piece.start for piece in clauses(sentence)
              if _ASK.match(piece.text.lstrip(" ,;").removeprefix("then ")) is not None]
    cuts = sorted({sentence.start, *starts})
    ends = [*cuts[1:], sentence.end]
    return [Span(sentence.text[start - sentence.start:end - sentence.start], start)
            for start, end in zip(cuts, ends, strict=True)]


def _stated_value(text: str, match: re.Match[str]) -> bool:
    return _VALUE_AFTER.match(text[match.end():match.end() + 40]) is not None


def _forces(text: str) -> ForcesOutput | None:
    """Drag, lift, moments or forces on a body, unless the words give their value."""
    quantities: list[str] = []
    last = -1
    for name, pattern in (("drag", _DRAG), ("lift", _LIFT), ("moment", _MOMENT),
                          ("force", _FORCE)):
        hits = [match for match in pattern.finditer(text) if not _stated_value(text, match)]
        if hits:
            quantities.append(name)
            last = max(last, hits[-1].end())
    if not quantities:
        return None
    if "force" in quantities and ("drag" in quantities or "lift" in quantities):
        quantities.remove("force")
    coefficients = _COEFFICIENT.search(text) is not None
    start = min(match.start() for pattern in (_DRAG, _LIFT, _MOMENT, _FORCE)
                for match in pattern.finditer(text))
    body = _BODY.search(text, start) or _BODY_NAMED.search(text)
    mentions: tuple[str, ...] = ()
    length: float | None = None
    note = ""
    if body is not None:
        words = _plain(body.group("body"))
        noun = words.split()[-1]
        mentions = (words, noun) if words != noun else (noun,)
        if body.group("size") is not None:
            unit = unit_after(text, body.start("size") + len(body.group("size")))
            if unit is not None and unit.kind == "length":
                length = float(in_si(float(body.group("size")), unit))
                note = f"the {noun}'s stated size '{_plain(body.group(0))}'"
    return ForcesOutput(tuple(quantities), coefficients, mentions, _plain(text), length, note)


def _shedding(text: str, match: re.Match[str]) -> ForcesOutput | None:
    """The Strouhal number asked for: the lift coefficient on the body, whose history the
    run record measures it from ("St = 0.2" states a value and asks nothing)."""
    if _stated_value(text, match):
        return None
    body = _BODY.search(text, match.start()) or _BODY_NAMED.search(text)
    mentions: tuple[str, ...] = ()
    if body is not None:
        words = _plain(body.group("body"))
        noun = words.split()[-1]
        mentions = (words, noun) if words != noun else (noun,)
    return ForcesOutput(("lift",), True, mentions, _plain(text), asked=_plain(match.group(0)))


def _patch_place(text: str, start: int) -> tuple[str, ...]:
    place = _PATCH_PLACE.search(text, start)
    if place is None:
        return ()
    words = _plain(place.group("b"))
    noun = words.split()[-1]
    return (words, noun) if words != noun else (noun,)


def _patch_values(text: str) -> list[PatchValueOutput | PressureDropOutput | FieldRangeOutput]:
    """A flow rate, a pressure drop, or a field's average or extreme, on a boundary or over
    the domain, unless the words state its value ("a mass flow rate of 0.5 kg/s")."""
    found: list[PatchValueOutput | PressureDropOutput | FieldRangeOutput] = []
    drop = _PRESSURE_DROP.search(text)
    if drop is not None and not _stated_value(text, drop):
        between = _BETWEEN.search(text, drop.end())
        found.append(PressureDropOutput(
            (_plain(between.group("a")), _plain(between.group("b"))) if between else (),
            _plain(text)))
    rate = _FLOW_RATE.search(text)
    if rate is not None and not _stated_value(text, rate) and _STATED_FLOW.search(text) is None:
        found.append(PatchValueOutput("flow_rate", ("phi",), _patch_place(text, rate.end()),
                                      _plain(text)))
    for stat in _PATCH_STAT.finditer(text):
        if _stated_value(text, stat):
            continue
        operation = stat.group("op").lower()
        field = _FIELD_OF[stat.group("f").lower()]
        quantity: PatchQuantity = ("maximum" if operation.startswith(("max", "peak"))
                                   else "minimum" if operation.startswith("min") else "average")
        place = () if _IN_DOMAIN.match(text, stat.end() + 1) else _patch_place(text, stat.end())
        if place:
            found.append(PatchValueOutput(quantity, (field,), place, _plain(text)))
        elif quantity != "average":
            found.append(FieldRangeOutput((field,), _plain(text)))
    return found


def _named_by_patch(text: str, found: list[RequestedOutput]
                    ) -> list[tuple[PatchValueOutput, tuple[int, int]]]:
    """"report the outlet temperature": the average of T on the outlet, with its span (so the
    boundary reader does not take 'outlet' for the values stated before it)."""
    named_outputs: list[tuple[PatchValueOutput, tuple[int, int]]] = []
    for named in _NAMED_BY_PATCH.finditer(text):
        field = _FIELD_OF[named.group("f").lower()]
        if _asked_just_before(text, named.start()) and not _stated_value(text, named) \
                and not re.match(r"\s*(?:to|of|=|:|is|at)?\s*\d", text[named.end():]) \
                and not any(isinstance(item, PatchValueOutput) and item.fields == (field,)
                            for item in found):
            named_outputs.append((PatchValueOutput("average", (field,),
                                                   (named.group("b").lower(),), _plain(text)),
                                  (named.start(), named.end())))
    return named_outputs


def _asked_just_before(text: str, start: int) -> bool:
    """Whether a request verb leads up to ``start`` with no number or clause break between
    ("report the outlet temperature", not "report drag, outlet pressure 0 Pa")."""
    before = text[max(0, start - 40):start]
    asks = list(_ASK.finditer(before))
    return bool(asks) and re.search(r"\d|[,;]", before[asks[-1].end():]) is None


def _wall_fields(text: str, asked: bool) -> list[WallOutput]:
    found: list[WallOutput] = []
    for pattern, quantity in _WALL_FIELDS:
        match = next((item for item in pattern.finditer(text)
                      if not _stated_value(text, item)), None)
        if match is None or (quantity in _INPUT_TOO and not asked):
            continue
        if quantity == "wallHeatFlux" and re.search(rf"{NUMBER}\s*W\s*/\s*m", text):
            continue
        place = _WALL_PLACE.search(text, match.end())
        named: list[str] = []
        while place is not None:
            named.append(_plain(place.group("b")))
            place = _NEXT_PLACE.match(text, place.end())
        boundary = tuple(words for words in named
                         if words.lower() not in ("walls", "wall", "all walls"))
        label = _plain(match.group(0))
        asked_as = label if quantity == "wallHeatFlux" and "nu" in label.lower()[:2] else ""
        found.append(WallOutput(quantity, boundary, _plain(text), asked_as))
    return found


def _derived(text: str, asked: bool) -> list[DerivedOutput]:
    found: list[DerivedOutput] = []
    for pattern, quantity in _DERIVED:
        if pattern.search(text) is not None:
            found.append(DerivedOutput(quantity, _plain(text)))
    if asked and _BARE_Q.search(text) and _VORTICES.search(text) \
            and not any(item.quantity == "Q" for item in found):
        found.append(DerivedOutput("Q", _plain(text)))
    coefficient = _PRESSURE_COEFFICIENT.search(text) if asked else None
    if coefficient is not None and not _stated_value(text, coefficient):
        found.append(DerivedOutput("Cp", _plain(text)))
    mach = _MACH_ASKED.search(text) if asked else None
    if mach is not None and not any(item.quantity == "MachNo" for item in found) \
            and _ASK.search(text[:mach.start()]) is not None:
        found.append(DerivedOutput("MachNo", _plain(text)))
    return found


def _fields(text: str) -> tuple[str, ...]:
    return tuple(name for pattern, name in _FIELD_WORDS if pattern.search(text))


def _vector(text: str, match: re.Match[str], end: int) -> tuple[Position, int]:
    """A vector's components in metres, with the unit written after it (if any)."""
    unit = unit_after(text, end)
    values = [float(match.group(index)) for index in (1, 2, 3)]
    if unit is not None and unit.kind == "length":
        values = [float(in_si(value, unit)) for value in values]
        end = unit.end
    return (values[0], values[1], values[2]), end


def _vector_at(text: str, position: int) -> tuple[Position, int]:
    """The vector starting at ``position`` (a :data:`VECTOR` is known to be there)."""
    match = _VECTOR.match(text, position)
    assert match is not None, "a vector was matched here"
    return _vector(text, match, match.end())


def _coordinates(text: str) -> list[tuple[Position, list[tuple[int, int]]]]:
    """``x = 0.5 m, y = 20 mm``: the positions given, in metres, each with its spans; an axis
    given again starts the next position ("at x = 0.5 m and x = 1 m")."""
    found: list[tuple[Position, list[tuple[int, int]]]] = []
    position: list[float | None] = [None, None, None]
    spans: list[tuple[int, int]] = []
    for match in _COORDINATE.finditer(text):
        unit = unit_after(text, match.end())
        value = float(match.group("v"))
        end = match.end()
        if unit is not None and unit.kind == "length":
            value = float(in_si(value, unit))
            end = unit.end
        elif unit is not None:
            continue
        axis = "xyz".index(match.group("axis").lower())
        if position[axis] is not None:
            found.append(((position[0], position[1], position[2]), spans))
            position, spans = [None, None, None], []
        position[axis] = value
        spans.append((match.start(), end))
    if spans:
        found.append(((position[0], position[1], position[2]), spans))
    return found


def _scope(sentence: Span, position: int) -> Span:
    """The sentence from the clause holding ``position`` on: where an output's own words
    are ("set the inlet to (1 0 0) m/s and probe p at (0.5 0.1 0)": the probe's vector is the
    second). Clauses split at commas, so a location's later coordinates stay in reach."""
    start = next((piece.start for piece in reversed(clauses(sentence))
                  if piece.start <= sentence.start + position), sentence.start)
    return Span(sentence.text[start - sentence.start:], start)


Sampled = list[tuple[ProbeOutput | LineOutput | OtherOutput, list[tuple[int, int]]]]


def _sampled(sentence: Span, asked: bool) -> Sampled:
    """Line samples (profiles) or point probes, each with the spans of its location; one
    placed in body lengths ("x/D = 2") is said as not applied."""
    scaled = _SCALED.search(sentence.text)
    if scaled is not None and (_LINE.search(sentence.text) or _PROBE.search(sentence.text)):
        return [(OtherOutput(_plain(sentence.text), SCALED_REASON),
                 [(sentence.start + scaled.start(), sentence.start + scaled.end())])]
    line = _LINE.search(sentence.text)
    if line is not None and _INPUT_PROFILE.search(sentence.text) is not None:
        line = None
    if line is not None and (asked or _FIELD_PROFILE.search(sentence.text) is not None):
        return _lines(sentence, line)
    probe = _PROBE.search(sentence.text)
    if probe is None or not (asked or _PROBE_NOUN.search(sentence.text)):
        return []
    scope = _scope(sentence, probe.start())
    text, offset = scope.text, scope.start
    fields = _fields(text) or _fields(sentence.text)
    assumed = not fields and _PROBE_NOUN.search(text) is not None
    if assumed:
        fields = UNNAMED_PROBE_FIELDS
    if not fields:
        return []
    found: Sampled = []
    for vector in _VECTOR.finditer(text):
        location, stop = _vector(text, vector, vector.end())
        found.append((ProbeOutput(fields, location, _plain(text), assumed),
                      [(offset + vector.start(), offset + stop)]))
    if found:
        return found
    for position, spans in _coordinates(text):
        found.append((ProbeOutput(fields, position, _plain(text), assumed),
                      [(offset + low, offset + high) for low, high in spans]))
    if not found and (_MIDDLE.search(text) or (assumed and _PLACED.search(sentence.text))):
        found.append((ProbeOutput(fields, (None, None, None), _plain(text), assumed), []))
    return found


def _lines(sentence: Span, line: re.Match[str]) -> Sampled:
    """The line samples of a profile request: between two stated points, or along an axis
    through each stated position."""
    scope = _scope(sentence, line.start())
    text, offset = scope.text, scope.start
    fields = _fields(text[:line.end() - (offset - sentence.start)]) or _fields(sentence.text)
    if not fields and _DISTRIBUTION.match(line.group(0)):
        return []
    ends = _FROM_TO.search(text)
    if ends is not None:
        start, _ = _vector_at(text, ends.start("a"))
        end, stop = _vector_at(text, ends.start("b"))
        return [(LineOutput(fields or ("U",), _plain(text), start=start, end=end),
                 [(offset + ends.start(), offset + stop)])]
    along = _ALONG_AXIS.search(text)
    axis = ("xyz".index(along.group("axis").lower()) if along is not None
            else 1 if _VERTICAL.search(text) else 0 if _HORIZONTAL.search(text)
            or _CENTRELINE.search(text) else None)
    positions = _coordinates(text) or [((None, None, None), [])]
    return [(LineOutput(fields or ("U",), _plain(text), through=position, axis=axis),
             [(offset + low, offset + high) for low, high in spans])
            for position, spans in positions]


def _other(text: str) -> OtherOutput | None:
    """An output asked for that no kind covers ("report the pressure drop")."""
    match = _OTHER.search(text)
    if match is None:
        return None
    words = _plain(match.group(0))
    reason = (MOTION_REASON if re.search(r"displacement|deflection|deformation", words, _I)
              else OTHER_REASON)
    return OtherOutput(words, reason)
