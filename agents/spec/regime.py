"""The flow regime a prompt asks for: turbulence and model, time, compressibility, phases, and the
solver of this installation that runs it.

Why a table of phrasings and not keyword lookup: people say "k-ω SST", "SST", "Menter's shear
stress transport" and "kOmegaSST" for one model, and the same words appear where they are *not*
a request: "turbulent kinetic energy k = 0.1" is no k-epsilon model, "based on the RAS tutorial"
does not make a laminar request turbulent, "use SST instead of k-epsilon" rejects k-epsilon,
"no-slip walls, laminar" is not "no laminar". Each rule below says what a phrase means; each
mention is then judged in its clause (negated, rejected, a reference to a tutorial) and the
strongest evidence per field wins. Every field set keeps its evidence (:class:`RegimeFacet`),
with offsets into the prompt as given, for the audit and the run record.

Solver names of both dialects are mapped to this installation (ESI v1912): Foundation's
``buoyantFoam`` and ``foamRun -solver incompressibleFluid`` become the v1912 application by the
steadiness the prompt states. Pure: no I/O, ``re`` and pydantic only; each rule scans the
prompt once, so the cost is linear in its length.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict

from foam_agent.foamcase.catalog import family_of, models_of, solver
from foam_agent.foamcase.catalog.not_physics import TOPIC_OPENERS, WRITER_NOUNS
from foam_agent.foamcase.catalog.scenes import MOVING_WALL
from foam_agent.foamcase.catalog.solvers import (
    FOREIGN_NAMES,
    INITIALISERS,
    foreign_choices,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["Regime", "RegimeFacet", "read_regime"]

FacetName = Literal[
    "turbulence", "model", "time", "compressible", "phases", "buoyant", "reacting", "inviscid",
    "heat_transfer", "solver", "boussinesq", "miscible", "moving_wall", "liquids",
]



class RegimeFacet(BaseModel):
    """One piece of evidence: what field it sets, to what, and the words that say so.

    Attributes:
        facet: The :class:`Regime` field.
        value: Its value as text (``"RAS"``, ``"kOmegaSST"``, ``"true"``, ``"2"``).
        phrase: The prompt's words, exactly as written.
        start: Offset of ``phrase`` in the prompt as given.
        end: Offset just past it.
    """

    model_config = ConfigDict(frozen=True)

    facet: FacetName
    value: str
    phrase: str
    start: int
    end: int


class Regime(BaseModel):
    """The regime a prompt states; ``None`` wherever it says nothing.

    Its physics fields carry the names of the index's ``foam_agent.rag_index.QueryFacets``:
    ``foam_agent.agents.retrieval.query_facets`` copies them by name (one mapping, no second list).

    Attributes:
        turbulence: ``laminar``, ``RAS`` or ``LES`` (a named model implies its family).
        model: The model as this installation (ESI v1912) names it (``kOmegaSST``).
        time: ``steady`` or ``transient``.
        compressible: Whether density varies (compressible, supersonic, Mach, shocks).
        phases: How many fluid phases (VOF, free surface, two-phase → 2).
        buoyant: Whether buoyancy drives or affects the flow.
        reacting: Whether chemistry or combustion is solved.
        inviscid: Whether viscosity is neglected (inviscid, Euler equations).
        heat_transfer: Whether heat transfer is part of the problem.
        boussinesq: Whether the density is to follow the Boussinesq approximation ("the
            Boussinesq approximation is fine"; false for "an ideal gas, not Boussinesq").
        miscible: Whether the request's liquids mix ("two miscible liquids", "mix with a
            diffusivity of …"; false for "immiscible").
        moving_wall: Whether a wall moves along itself: a lid, a sliding top, a belt.
        liquids: How many liquids the request gives distinct densities for (2 or more:
            "1100 kg/m³ … 1000 kg/m³"); None when fewer.
        solver: The installation's application that runs it.
        solver_stated: The solver as written when it differs (``buoyantFoam``,
            ``foamRun -solver incompressibleFluid``) or is not installed here.
        solver_choices: The installed applications the named solver allows, ``solver``
            first: one for a v1912 name, several for a name of another dialect that covers
            several (``buoyantFoam``: the buoyant solvers with and without Boussinesq), among
            which the tutorial followed decides. Empty when no solver is named.
        facets: The evidence for every field set, in prompt order.
        unclaimed: The spans of the evidence read from numbers and durations that the value
            readers own (a liquid's density, "save every 2 minutes"): the regime reader leaves
            their words to those readers.
    """

    model_config = ConfigDict(frozen=True)

    turbulence: Literal["laminar", "RAS", "LES"] | None = None
    model: str | None = None
    time: Literal["steady", "transient"] | None = None
    compressible: bool | None = None
    phases: int | None = None
    buoyant: bool | None = None
    reacting: bool | None = None
    inviscid: bool | None = None
    heat_transfer: bool | None = None
    boussinesq: bool | None = None
    miscible: bool | None = None
    moving_wall: bool | None = None
    liquids: int | None = None
    solver: str | None = None
    solver_stated: str | None = None
    solver_choices: tuple[str, ...] = ()
    facets: tuple[RegimeFacet, ...] = ()
    unclaimed: tuple[tuple[int, int], ...] = ()


_I = re.IGNORECASE
#: Any dash people type, or a space: "k-omega", "k–ω", "k omega", "Spalart–Allmaras".
_D = r"[\s\-‐‑‒–—/]?"
_EPS = r"(?:epsilon|ε|eps)"
_OMEGA = r"(?:omega|ω)"
#: "k epsilon and nut at the inlet", "k omega values": fields named together, not a model.
_NOT_FIELDS = (r"(?![\s,]*(?:and\s+)?(?:nut|nuTilda|alphat|values?|fields?|boundary|initial|"
               r"inlet|profiles?)\b)")

#: v1912's RAS and LES model names, written as themselves (``kOmegaSST``, ``WALE``).
RAS_MODELS = models_of("RAS")
LES_MODELS = models_of("LES")
#: Model phrasings, most specific first: a span taken by one is not read again by a later one.
_MODEL_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\b(?:" + "|".join(sorted(RAS_MODELS | LES_MODELS, key=len, reverse=True)) + r")\b", 0,
     ""),  # the value is the name itself
    (rf"\bspalart{_D}allmaras{_D}(?:improved{_D}delayed{_D}detached{_D}eddy|IDDES)\b", _I,
     "SpalartAllmarasIDDES"),
    (rf"\bspalart{_D}allmaras{_D}(?:delayed{_D}detached{_D}eddy|DDES)\b", _I,
     "SpalartAllmarasDDES"),
    (rf"\bspalart{_D}allmaras{_D}(?:detached{_D}eddy|DES)\b", _I, "SpalartAllmarasDES"),
    (rf"\b(?:k{_D}{_OMEGA}{_D}SST{_D}(?:DES|detached{_D}eddy))\b", _I, "kOmegaSSTDES"),
    (rf"\bdynamic{_D}(?:k{_D}eqn|k{_D}equation|(?:turbulent{_D})?kinetic{_D}energy{_D}"
     rf"(?:transport{_D})?equation|one{_D}equation)\b", _I, "dynamicKEqn"),
    (rf"\bdynamic{_D}lagrangian\b", _I, "dynamicLagrangian"),
    (rf"\brealizable{_D}(?:k{_D}{_EPS}|k{_D}e\b|KE\b)", _I, "realizableKE"),
    (rf"\bRNG(?:{_D}k{_D}{_EPS})?\b", 0, "RNGkEpsilon"),
    (rf"\brenormali[sz]ation{_D}group(?:{_D}k{_D}{_EPS})?", _I, "RNGkEpsilon"),
    (rf"\blaunder{_D}(?:and{_D})?sharma\b(?:{_D}(?:low{_D}re(?:ynolds)?{_D})?k{_D}{_EPS})?", _I,
     "LaunderSharmaKE"),
    (rf"\b(?:k{_D}{_OMEGA}{_D}SST|SST{_D}k{_D}{_OMEGA}|(?:menter(?:'?s)?{_D})?SST|"
     rf"(?:k{_D}{_OMEGA}{_D})?shear{_D}stress{_D}transport)\b", _I, "kOmegaSST"),
    (r"\bmenter\b", _I, "kOmegaSST"),
    (rf"\b(?:standard{_D})?k{_D}{_OMEGA}\b{_NOT_FIELDS}", _I, "kOmega"),
    (rf"\b(?:standard{_D})?k{_D}{_EPS}\b{_NOT_FIELDS}", _I, "kEpsilon"),
    (rf"\bk{_D}e{_D}(?=(?:turbulence{_D})?model\b)", _I, "kEpsilon"),
    (rf"\bspalart{_D}(?:and{_D})?allmaras\b", _I, "SpalartAllmaras"),
    (r"\bSA\b(?!\s*=)", 0, "SpalartAllmaras"),
    (r"\bsmagorinsky\b", _I, "Smagorinsky"),
    (r"\bWALE\b|\bwall[\s-]adapting[\s-]local[\s-]eddy[\s-]viscosity\b", _I, "WALE"),
    (rf"\b(?:k{_D}eqn|k{_D}equation|one{_D}equation{_D}(?:eddy{_D}viscosity{_D})?"
     rf"(?:(?:SGS|sub{_D}grid(?:{_D}scale)?|LES){_D})?model|(?:(?:turbulent|sub{_D}grid(?:{_D}"
     rf"scale)?|SGS){_D})?kinetic{_D}energy{_D}(?:transport{_D})?equation{_D}"
     rf"(?:(?:SGS|LES){_D})?model)\b", _I, "kEqn"),
)

#: Family words. The value ``laminar`` also comes from "no turbulence model" and DNS, which
#: OpenFOAM runs as ``simulationType laminar``.
_TURBULENCE_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\b(?:no|without(?:\s+an?|\s+any)?|w/o)\s+turbulence(?:\s+model(?:l?ing|s)?)?\b|"
     r"\b(?:don'?t|do\s+not|does\s+not|doesn'?t|never)\s+(?:use|need|want|include|apply|add)\s+"
     r"(?:any\s+|a\s+)?turbulence(?:\s+model(?:l?ing|s)?)?\b|"
     r"\bturbulence\s+(?:model(?:l?ing)?\s+)?(?:is\s+|will\s+be\s+)?(?:off|disabled|"
     r"switched\s+off|turned\s+off|not\s+(?:used|modell?ed|needed|included|considered))\b|"
     r"\b(?:not|non)[\s-]?turbulent\b", _I, "laminar"),
    (r"\blaminar\b(?![\s-]*(?:sub[\s-]?layer|to[\s-]+turbulent|[\s-]+turbulent\s+transition))",
     _I, "laminar"),
    (r"\bDNS\b|\b(?i:direct\s+numerical\s+simulation)\b", 0, "laminar"),
    (r"\b(?:U?RANS|RAS)\b|\b(?i:reynolds[\s-]+averaged(?:[\s-]+navier[\s-]+stokes)?)\b", 0,
     "RAS"),
    (r"\bLES\b|\b(?i:large[\s-]+eddy[\s-]+simulations?|sub[\s-]?grid[\s-]+scale)\b", 0,
     "LES"),
)

_TIME_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\b(?:non|not)[\s-]?steady\b|\bunsteady\b|\btransient\b|\btime[\s-]+(?:dependent|"
     r"accurate|resolved|varying|marching)\b|\bURANS\b|\bpseudo[\s-]transient\b", _I,
     "transient"),
    (r"\bquasi[\s-]steady\b", _I, "steady"),
    (r"\bsteady(?:[\s-]+state)?\b(?![\s-]*(?:inlet|inflow|boundary|wind|stream|freestream|"
     r"feed|injection|velocity|flow[\s-]+rate|mass[\s-]+flow|supply|heat|source|jet))", _I,
     "steady"),
    (r"\b(?:not|non)[\s-]?transient\b", _I, "steady"),
)

#: A Mach number read separately: "Mach 0.1" is no compressible request, "Mach 3" is.
_MACH = lazy_regex(r"\b[Mm]ach\b(?:\s+number)?(?:\s+(?:of|is|=|at))?\s*[=:]?\s*"
                   r"(?P<v>\d+(?:\.\d*)?|\.\d+)?|\bMa\s*[=:]?\s*(?P<w>\d+(?:\.\d*)?|\.\d+)")
#: Below this Mach number a flow is incompressible to engineering accuracy.
MACH_COMPRESSIBLE = 0.3
#: Words that imply how time runs without saying "steady" or "transient": output every few
#: seconds or minutes, snapshots, a time-lapse, "the first 20 minutes" are a transient
#: request's; a number of iterations a steady one's. Weak: a stated word wins.
_TIME_HINTS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bsnapshots?\b|\btime[\s-]?lapse\b|\banimation\b|\bmovie\b|"
                r"\b(?:every|each)\s+(?:\d+(?:\.\d+)?\s*|(?:a|one|two|three|four|five|ten|"
                r"fifteen|twenty|thirty)\s+|(?:half|quarter)\s+(?:a|of\s+a)\s+)?"
                r"(?:s|sec|secs|seconds?|minutes?|mins?|hours?|ms|milliseconds?)\b|"
                r"\b(?:first|over)\s+(?:the\s+)?(?:first\s+)?(?:\d+(?:\.\d+)?|\w+)\s+"
                r"(?:seconds?|minutes?|hours?)\b", re.IGNORECASE), "transient"),
    (re.compile(r"\b\d+\s+(?:SIMPLE\s+)?iterations\b", re.IGNORECASE), "steady"),
)

_COMPRESSIBLE_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\bincompressible\b|\b(?:non|not)[\s-]?compressible\b|\bconstant[\s-]+density\b", _I,
     "false"),
    (r"\bcompressible\b|\b(?:super|hyper|trans)sonic\b|\bhigh\s+Mach\b|"
     r"\bshock(?:[\s-]?waves?|s)?\b|\bexpansion\s+fans?\b|\bvariable[\s-]+density\b|"
     r"\bhigh[\s-]+speed\s+gas\b|"
     # a liquid's compressibility stated, or the waves only a compressible fluid carries
     r"\bcompressibility\b|\bpressure\s+waves?\b|\bwater\s+hammer\b|\bacoustic(?:s)?\b", _I,
     "true"),
)

_PHASE_COUNT = {"single": 1, "one": 1, "1": 1, "two": 2, "2": 2, "three": 3, "3": 3,
                "four": 4, "4": 4}
_PHASE_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\b(?P<n>single|one|two|three|four|[1-4])[\s-]+phases?\b|"
     r"\b(?P<m>two|three|four|[2-4])[\s-]+(?:(?:im)?miscible\s+)?(?:fluids|liquids)\b", _I,
     "count"),
    (r"\bmulti[\s-]?phase\b|\bVOF\b|\bvolume[\s-]+of[\s-]+fluid\b|\bfree[\s-]+surface\b|"
     r"\b(?:air|gas|water|oil|liquid)[\s-]*(?:/|-|and|–)[\s-]*(?:air|gas|water|oil|liquid)"
     r"\s+(?:interface|flow|mixture|system)\b|\bgas[\s-]+liquid\b|\bliquid[\s-]+gas\b|"
     r"\binterface\s+(?:capturing|tracking)\b|\bdam[\s-]?break(?:ing)?\b|\bsloshing\b|"
     r"\bcavitat(?:ion|ing)\b|\bEuler(?:ian)?[\s-]+Euler(?:ian)?\b|\bimmiscible\b|"
     r"\bbubbl(?:e|es|y)\b|\bwave\s+tank\b|\bbreaking\s+waves?\b", _I, "2"),
)

_BUOYANT_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\bbuoyan(?:t|cy)\b|\bnatural[\s-]+convection\b|\bfree[\s-]+convection\b|"
     r"\bmixed[\s-]+convection\b|\bboussinesq\b|\brayleigh[\s\-‐‑‒–—]*b[eé]nard\b|"
     r"\bb[eé]nard\s+(?:cells?|convection)\b|\bRayleigh\s+number\b|\bRa\s*=|"
     r"\b(?:thermal|hot|buoyant)\s+plumes?\b|\bstratifi(?:ed|cation)\b|\bGrashof\b", _I, "true"),
)

_REACTING_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\bcombust(?:ion|ing|or)\b|\bflames?\b|\breacti(?:ng|ve)(?:\s+flow)?\b|\bburn(?:er|ing)\b|"
     r"\bchemical\s+(?:reactions?|kinetics)\b|\bchemistry\b|\bfuel[\s-]+(?:air|oxidi[sz]er)\b|"
     r"\b(?:methane|hydrogen|propane)[\s-]+(?:air|oxygen)\b|\bignition\b|\bdeflagration\b|"
     r"\bdetonation\b|\breaction\s+mechanism\b", _I, "true"),
    (r"\bcold[\s-]+flow\b|\binert\s+(?:flow|mixing)\b", _I, "false"),
)

_INVISCID_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\binviscid\b|\bnon[\s-]?viscous\b|\b(?:zero|no|without(?:\s+any)?|neglect(?:ing|ed)?)"
     r"\s+viscosity\b(?!\s*(?:model|change|values?|of|ratio)\b)|"
     r"(?<![\w-])Euler(?![\s-]+Euler)\s+(?:equations?|flow|solver|simulation|model)\b|"
     r"(?<=inviscid\s)Euler\b|\(Euler\)", _I, "true"),
    (r"(?<![\w-])viscous\b(?![\s-]+sub[\s-]?layer)", _I, "false"),
)

_HEAT_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\bheat[\s-]+(?:transfer|flux|exchanger|conduction|source)\b|\bheated\b|\bcooled\b|"
     r"\b(?:hot|cold|warm)\s+(?:wall|plate|surface|cylinder|side|inlet)s?\b|"
     r"\b(?:natural|forced|mixed|free)[\s-]+convection\b|\bconjugate\b|\bNusselt\b|"
     r"\bthermal\s+(?:boundary|conductivity|diffusivity|convection)\b|\bCHT\b|"
     r"\brayleigh[\s\-‐‑‒–—]*b[eé]nard\b|\bb[eé]nard\s+(?:cells?|convection)\b", _I, "true"),
    (r"\bisothermal\b", _I, "false"),
)

#: "Boussinesq" is the approximation asked for; an ideal or perfect gas is the other choice.
_BOUSSINESQ_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\bboussinesq\b", _I, "true"),
    (r"\b(?:ideal|perfect)[\s-]+gas\b", _I, "false"),
)

_MISCIBLE_RULES: tuple[tuple[str, int, str], ...] = (
    (r"\bimmiscible\b", _I, "false"),
    (r"\bmiscible\b|\bmix(?:es|ing)?\s+with\s+(?:a|an|the)\s+(?:\w+\s+)?diffusivity\b|"
     r"\b(?:inter)?diffusivity\s+(?:between|of)\s+the\s+(?:two\s+)?(?:liquids|fluids|phases)\b",
     _I, "true"),
)

#: A wall that moves along itself: "lid-driven", "the lid moves", "top wall sliding at",
#: "a belt running across the top", "a scraper blade drags across the top" (the words are the
#: catalog's scene row).
_MOVING_WALL_RULES: tuple[tuple[str, int, str], ...] = ((MOVING_WALL.pattern(), _I, "true"),)

_RULE_TABLES: tuple[tuple[FacetName, tuple[tuple[str, int, str], ...]], ...] = (
    ("model", _MODEL_RULES),
    ("turbulence", _TURBULENCE_RULES),
    ("time", _TIME_RULES),
    ("compressible", _COMPRESSIBLE_RULES),
    ("phases", _PHASE_RULES),
    ("buoyant", _BUOYANT_RULES),
    ("reacting", _REACTING_RULES),
    ("inviscid", _INVISCID_RULES),
    ("heat_transfer", _HEAT_RULES),
    ("boussinesq", _BOUSSINESQ_RULES),
    ("miscible", _MISCIBLE_RULES),
    ("moving_wall", _MOVING_WALL_RULES),
)
_COMPILED: tuple[tuple[FacetName, tuple[tuple[re.Pattern[str], str], ...]], ...] = tuple(
    (facet, tuple((re.compile(pattern, flags), value) for pattern, flags, value in rules))
    for facet, rules in _RULE_TABLES
)

#: Words right before a mention that negate it ("no", "without", "non-", "instead of"),
#: with at most one filler word between ("not a multiphase problem").
_NEGATION_BEFORE = lazy_regex(
    r"(?:\b(?:no|not|without|neglect(?:ing)?|ignor(?:e|ing)|exclud(?:e|ing)|w/o|nor|neither)"
    r"(?:\s+(?:a|an|any|the|significant|much|need\s+for))?\s+|\bnon[\s-]?)$",
    re.IGNORECASE,
)
#: Words right after a mention that negate it ("buoyancy is neglected").
_NEGATION_AFTER = lazy_regex(
    r"^\s*(?:effects?\s+)?(?:is|are|will\s+be|can\s+be|should\s+be)?\s*(?:neglected|ignored|"
    r"negligible|"
    r"not\s+(?:considered|modell?ed|included|important|needed|required|present|relevant)|"
    r"switched\s+off|turned\s+off|disabled|excluded|absent)\b",
    re.IGNORECASE,
)
#: Before a mention: the user turns away from it ("use SST instead of k-epsilon",
#: "switch from kEpsilon to kOmegaSST", "replace RAS with LES").
_REJECTED_BEFORE = lazy_regex(
    r"(?:\binstead\s+of|\brather\s+than|\bnot|\breplac(?:e|ing)(?:\s+the)?|"
    r"\bunlike(?:\s+the)?|\bother\s+than)\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)
#: "from X to Y", "change X to Y", "switch the kEpsilon model to SST": X is left behind…
_LEAVING_BEFORE = lazy_regex(
    r"(?:\bfrom|\b(?:chang|switch|swap|convert|turn)\w*(?:\s+(?:the|from))?"
    r"(?:\s+(?:turbulence|model|solver))?)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
#: … when the clause goes on to where it goes.
_LEAVING_AFTER = lazy_regex(
    r"^\s*(?:(?:turbulence\s+)?model\s+|solver\s+)?(?:to|into|for|with|by)\b", re.IGNORECASE
)
#: After a mention: it is being replaced ("kEpsilon → kOmegaSST", "RAS replaced by LES").
_REJECTED_AFTER = lazy_regex(
    r"^\s*(?:model\s+)?(?:->|→|=>|is\s+replaced|replaced|should\s+be\s+replaced|"
    r"to\s+(?:an?\s+)?(?:\w+\s+){0,2}?(?:model|RAS|RANS|LES|laminar)\b)",
    re.IGNORECASE,
)
#: After a mention: it names a tutorial, not a request ("the RAS cavity tutorial").
_REFERENCE_AFTER = lazy_regex(
    r"^[\s-]*(?:[\w-]+\s+){0,2}?(?:tutorials?|examples?|templates?|folders?|director(?:y|ies)|"
    r"setups?\s+of\s+the\s+tutorial)\b|^/",
    re.IGNORECASE,
)
#: Before a mention: a path or a tutorial's name ("pisoFoam/RAS/cavity", "like the LES case").
_REFERENCE_BEFORE = lazy_regex(
    r"(?:/|\b(?:like|as\s+in|from|based\s+on|follow(?:ing)?|similar\s+to|copy(?:ing)?|of)"
    r"\s+the\s+(?:[\w-]+\s+)?)$",
    re.IGNORECASE,
)
#: After a mention: a noun of the writer, the course or the group it describes, at most one
#: word of its own between ("a compressible-flow elective"; "dam break for a class" is no
#: such noun: the class is not what the dam break describes).
_WRITER_AFTER = lazy_regex(
    r"^[\s-]*(?:(?!(?:for|a|an|the|in|on|of|to|with|at|by|from|my|our|your|their|this|that|"
    r"and|or|is|are)\b)\w+[\s-]+)?(?:" + "|".join(WRITER_NOUNS) + r")\b", re.IGNORECASE)
#: Before a mention: a topic of the writer, the course or the group it stands in, perhaps
#: after another topic word and "and"/"or" ("a course on combustion and turbulence").
_TOPIC_BEFORE = lazy_regex(
    r"(?:" + "|".join(TOPIC_OPENERS) + r")\s+(?:(?:a|an|the)\s+)?"
    r"(?:[\w-]+\s+(?:[\w-]+\s+)?(?:and|or|&)\s+)?(?:[\w-]+\s+)?$", re.IGNORECASE)
#: After a negated mention: it is about one place ("no heat transfer through the walls").
_LOCAL = lazy_regex(r"\s+(?:to|from|through|at|across|on|into|in)\s+(?:the\s+)?\w+",
                    re.IGNORECASE)
#: A clause ends at these; negation and rejection do not reach across them.
_CLAUSE_END = lazy_regex(r"[.;:,()\n!?]")
#: How far back or forward a clause is read around a mention.
_WINDOW = 40

Strength = Literal["stated", "weak"]


@dataclass(frozen=True)
class _Mention:
    """One rule's match, judged in its clause."""

    facet: FacetName
    value: str
    start: int
    end: int
    strength: Strength


def _clause_before(prompt: str, start: int) -> str:
    before = prompt[max(0, start - _WINDOW):start]
    cut = max((m.end() for m in _CLAUSE_END.finditer(before)), default=0)
    return before[cut:]


def _clause_after(prompt: str, end: int) -> str:
    after = prompt[end:end + _WINDOW]
    cut = _CLAUSE_END.search(after)
    return after[:cut.start()] if cut else after


def _negated(prompt: str, start: int, end: int) -> bool:
    return bool(_NEGATION_BEFORE.search(_clause_before(prompt, start))
                or _NEGATION_AFTER.match(_clause_after(prompt, end)))


def _rejected(prompt: str, start: int, end: int) -> bool:
    before, after = _clause_before(prompt, start), _clause_after(prompt, end)
    return bool(_REJECTED_BEFORE.search(before) or _REJECTED_AFTER.match(after)
                or (_LEAVING_BEFORE.search(before) and _LEAVING_AFTER.match(after)))


def _a_reference(prompt: str, start: int, end: int) -> bool:
    return bool(_REFERENCE_AFTER.match(prompt[end:end + _WINDOW])
                or _REFERENCE_BEFORE.search(prompt[max(0, start - _WINDOW):start]))


_FLIPPED = {"true": "false", "false": "true", "steady": "transient", "transient": "steady"}


def _about_the_writer(prompt: str, start: int, end: int) -> bool:
    """Whether the mention describes the writer, the course or the group and not the flow:
    it stands right before such a noun ("a chemistry teacher", "a compressible-flow
    elective") or in a topic opened by one ("a course on combustion and turbulence", "our
    group works on multiphase flows"), within its clause."""
    return bool(_WRITER_AFTER.match(_clause_after(prompt, end))
                or _TOPIC_BEFORE.search(_clause_before(prompt, start)))


def _judge(prompt: str, facet: FacetName, value: str, start: int, end: int) -> _Mention | None:
    """The mention as meant in its clause: negated, rejected, only naming a tutorial, or
    about the writer (none then)."""
    if facet != "solver" and _about_the_writer(prompt, start, end):
        return None
    strength: Strength = "weak" if _a_reference(prompt, start, end) else "stated"
    if facet in ("model", "turbulence", "solver"):
        if _rejected(prompt, start, end) or (facet == "model" and _negated(prompt, start, end)):
            return None
        if facet == "turbulence" and value != "laminar" and _negated(prompt, start, end):
            return _Mention(facet, "laminar", start, end, strength)
        return _Mention(facet, value, start, end, strength)
    if not _negated(prompt, start, end):
        return _Mention(facet, value, start, end, strength)
    if _LOCAL.match(prompt, end):
        return None  # "no heat transfer to the side walls": a boundary, not the problem
    if facet == "phases":
        return _Mention(facet, "1", start, end, strength) if value != "1" else None
    flipped = _FLIPPED.get(value)
    return _Mention(facet, flipped, start, end, strength) if flipped else None


def _rule_mentions(prompt: str) -> Iterator[_Mention]:
    """Every rule's matches; within a facet, a span taken by an earlier rule is not re-read."""
    for facet, rules in _COMPILED:
        taken: list[tuple[int, int]] = []
        for pattern, value in rules:
            for match in pattern.finditer(prompt):
                start, end = match.span()
                if start == end or any(s < end and start < e for s, e in taken):
                    continue
                taken.append((start, end))
                meant = _phase_value(match) if value == "count" else (value or match.group(0))
                mention = _judge(prompt, facet, meant, start, end)
                if mention is not None:
                    yield mention
    for match in _MACH.finditer(prompt):
        number = match.group("v") or match.group("w")
        if number is None or float(number) >= MACH_COMPRESSIBLE:
            yield _Mention("compressible", "true", match.start(), match.end(), "stated")
    for pattern, value in _TIME_HINTS:
        for match in pattern.finditer(prompt):
            yield _Mention("time", value, match.start(), match.end(), "weak")


def _phase_value(match: re.Match[str]) -> str:
    word = (match.group("n") or match.group("m") or "").lower()
    return str(_PHASE_COUNT[word])


# -- solvers ------------------------------------------------------------------------------

#: A word naming an application: ``icoFoam``, ``interfoam``; not ``OpenFOAM`` or ``gmshToFoam``.
_FOAM_WORD = lazy_regex(r"\b[A-Za-z][A-Za-z0-9]*(?i:foam)\b")
#: Foundation's modular solvers: ``foamRun -solver incompressibleFluid``, or the module named
#: as "the incompressibleFluid solver (module)".
_FOAM_RUN = lazy_regex(r"\bfoamRun\b")
_MODULE_WORD = lazy_regex(r"\b(?:incompressibleFluid|isothermalFluid|compressibleVoF|"
                          r"incompressibleVoF|multiphaseEuler|shockFluid|XiFluid|"
                          r"multicomponentFluid|incompressibleDenseParticleFluid)\b|"
                          r"(?<=solver )(?:fluid|solid|movingMesh)\b")


@dataclass(frozen=True)
class _SolverMention:
    stated: str
    start: int
    end: int
    strength: Strength


def _solver_mentions(prompt: str, canonical: dict[str, str]) -> list[_SolverMention]:
    """Applications named in the prompt, with rejected ones left out."""
    found: list[_SolverMention] = []
    for match in _FOAM_WORD.finditer(prompt):
        word = match.group(0)
        if word.lower().endswith("tofoam") or word.lower() == "openfoam":
            continue
        known = word.lower() in canonical or word in FOREIGN_NAMES
        if not known and not word.endswith("Foam"):
            continue
        start, end = match.span()
        if _rejected(prompt, start, end):
            continue
        strength: Strength = "weak" if _a_reference(prompt, start, end) else "stated"
        found.append(_SolverMention(canonical.get(word.lower(), word), start, end, strength))
    for match in _MODULE_WORD.finditer(prompt):
        if not _rejected(prompt, *match.span()):
            found.append(_SolverMention(match.group(0), match.start(), match.end(), "stated"))
    return sorted(found, key=lambda m: m.start)


def _pick_solver(mentions: list[_SolverMention], canonical: dict[str, str]
                 ) -> _SolverMention | None:
    """The solver meant: stated before weak, known before unknown, not an initialiser."""
    known = [m for m in mentions if not canonical or m.stated.lower() in canonical
             or m.stated in FOREIGN_NAMES] or mentions
    stated = [m for m in known if m.strength == "stated"] or known
    solvers = [m for m in stated if m.stated not in INITIALISERS] or stated
    return solvers[0] if solvers else None


def _installed(stated: str, time: str | None, boussinesq: bool, canonical: dict[str, str],
               has_foam_run: bool) -> tuple[str | None, str | None]:
    """``(application here, as stated when different)`` for a stated solver name."""
    if canonical and stated.lower() in canonical:
        return canonical[stated.lower()], None
    if stated in FOREIGN_NAMES:
        application = foreign_choices(stated, time or "transient", True if boussinesq else None)[0]
        written = f"foamRun -solver {stated}" if has_foam_run else stated
        if canonical and application.lower() not in canonical:
            return None, written
        return application, written
    if canonical and stated.lower() not in canonical:
        return None, stated
    return stated, None


# -- numbers that say something of the regime ----------------------------------------------

_NUMBER = r"(\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)"
#: A density with its unit, and the factor to kg/m³.
_DENSITY = lazy_regex(
    _NUMBER + r"\s*(?:(kg\s*/\s*m(?:\^?3|³)|kg\s*m\^?-3|kg\s+per\s+cubic\s+met(?:re|er))|"
    r"(lbm?\s*/\s*ft(?:\^?3|³)|lbm?\s+per\s+cubic\s+(?:foot|feet)))", re.IGNORECASE)
POUND_PER_CUBIC_FOOT = 16.018463
#: Densities at or above this (kg/m³) are a liquid's (or a solid's); a gas's are far below.
LIQUID_DENSITY = 500.0
#: Words before a density in its sentence that make it a solid's, not a liquid's.
_SOLID_BEFORE = lazy_regex(r"\b(?:steel|iron|alumin(?:i)?um|copper|brass|titanium|concrete|"
                           r"wood|glass|metal|solid|particles?|grains?|sand|sediment|beam|rod|"
                           r"plate|block|cylinder|sphere|ball)\b[^.;]*$", re.IGNORECASE)
#: Two densities that differ by less than this share are one liquid's.
SAME_DENSITY = 0.005


def _liquid_densities(prompt: str) -> list[_Mention]:
    """The distinct liquid densities a prompt states ("1100 kg/m³", "62.4 lbm/ft³"), each
    first mention as evidence; a density in a sentence about a solid (steel, particles) is
    left out."""
    found: list[tuple[float, _Mention]] = []
    for match in _DENSITY.finditer(prompt):
        value = float(match.group(1)) * (POUND_PER_CUBIC_FOOT if match.group(3) else 1.0)
        if value < LIQUID_DENSITY or _SOLID_BEFORE.search(prompt[max(0, match.start() - 80):
                                                                 match.start()]):
            continue
        if all(abs(value - other) > SAME_DENSITY * other for other, _ in found):
            found.append((value, _Mention("liquids", f"{value:g}", match.start(), match.end(),
                                          "stated")))
    return [mention for _, mention in found]


# -- combining the evidence ---------------------------------------------------------------

def _decide(mentions: list[_Mention]) -> tuple[str | None, list[_Mention]]:
    """The value of one facet and its evidence: stated beats weak, then the first stated."""
    if not mentions:
        return None, []
    strongest = [m for m in mentions if m.strength == "stated"] or mentions
    value = strongest[0].value
    return value, [m for m in strongest if m.value == value]


def _family(model: str) -> Literal["RAS", "LES"]:
    return family_of(model)


def _implied_by_solver(application: str, mention: _SolverMention) -> list[_Mention]:
    """What the application itself says about the regime (used where the words say nothing)."""
    implied: list[tuple[FacetName, str]] = []
    row = solver(application)
    if row is None:
        return []
    if row.steady or row.transient:
        implied.append(("time", "steady" if row.steady else "transient"))
    if not row.turbulence and row.phases > 0:
        implied.append(("turbulence", "laminar"))
    implied.append(("compressible", "true" if row.compressible else "false"))
    if row.phases > 1:
        implied.append(("phases", "2"))
    if row.natural_convection:
        implied.append(("buoyant", "true"))
    if row.reacting:
        implied.append(("reacting", "true"))
    return [_Mention(facet, value, mention.start, mention.end, "weak")
            for facet, value in implied]


def _choices(chosen: str, stated: str, time: str | None, boussinesq: bool,
             canonical: dict[str, str]) -> tuple[str, ...]:
    """The installed applications a named solver allows, ``chosen`` first; a request that
    says neither steady nor transient keeps the transient ones, as ``_installed`` does."""
    allowed = foreign_choices(stated, time or "transient", True if boussinesq else None)
    installed = tuple(app for app in allowed if not canonical or app.lower() in canonical)
    return tuple(dict.fromkeys((chosen, *installed)))


def _implied_by_all(choices: tuple[str, ...], mention: _SolverMention) -> list[_Mention]:
    """What every allowed application says of the regime: a fact only some of them imply
    (``buoyantFoam`` is compressible as buoyantPimpleFoam, not as its Boussinesq variant) is
    the tutorial's to decide, not the name's."""
    each = [_implied_by_solver(choice, mention) for choice in choices]
    shared = set.intersection(*({(m.facet, m.value) for m in implied} for implied in each))
    return [m for m in each[0] if (m.facet, m.value) in shared]


def read_regime(prompt: str, *, solvers: Collection[str] = ()) -> Regime:
    """Read the regime a prompt asks for.

    Args:
        prompt: The user's request, as written.
        solvers: The installation's application names; a named solver is mapped to one of
            them (case-insensitively, other dialects' names by their meaning). Empty accepts
            any ``*Foam`` word as written.

    Returns:
        The regime, each field set with its evidence in :attr:`Regime.facets`. A field the
        prompt does not address stays ``None``; the solver named fills fields the words leave
        open (``simpleFoam`` is steady), with the solver's name as the evidence.
    """
    canonical = {name.lower(): name for name in solvers}
    by_facet: dict[FacetName, list[_Mention]] = {}
    for mention in _rule_mentions(prompt):
        by_facet.setdefault(mention.facet, []).append(mention)

    time_value, _ = _decide(by_facet.get("time", []))
    boussinesq = re.search(r"\bboussinesq\b", prompt, re.IGNORECASE) is not None
    solver_mention = _pick_solver(_solver_mentions(prompt, canonical), canonical)
    solver = solver_stated = None
    choices: tuple[str, ...] = ()
    if solver_mention is not None:
        solver, solver_stated = _installed(solver_mention.stated, time_value, boussinesq,
                                           canonical, _FOAM_RUN.search(prompt) is not None)
        if solver is not None:
            choices = _choices(solver, solver_mention.stated, time_value, boussinesq, canonical)
            for implied in _implied_by_all(choices, solver_mention):
                if implied.facet not in by_facet:
                    by_facet[implied.facet] = [implied]

    densities = _liquid_densities(prompt)
    if len(densities) >= 2:
        by_facet["liquids"] = densities
        # Two liquids of different density are two phases, whatever else is said.
        by_facet.setdefault("phases", [_Mention("phases", str(len(densities)), m.start, m.end,
                                                "stated") for m in densities])

    decided: dict[FacetName, tuple[str | None, list[_Mention]]] = {
        facet: _decide(mentions) for facet, mentions in by_facet.items()
    }
    model, model_evidence = decided.get("model", (None, []))
    turbulence, turbulence_evidence = decided.get("turbulence", (None, []))
    if model is not None:
        family = _family(model)
        stated_laminar = turbulence == "laminar" and any(
            m.strength == "stated" for m in turbulence_evidence)
        if stated_laminar and all(m.strength == "weak" for m in model_evidence):
            model, model_evidence = None, []
        elif turbulence != family:
            turbulence = family
            turbulence_evidence = [
                m for m in by_facet.get("turbulence", []) if m.value == family
            ] or [_Mention("turbulence", family, m.start, m.end, m.strength)
                  for m in model_evidence[:1]]
    evidence = [*model_evidence, *turbulence_evidence]
    for facet in ("time", "compressible", "phases", "buoyant", "reacting", "inviscid",
                  "heat_transfer", "boussinesq", "miscible", "moving_wall"):
        evidence += decided.get(facet, (None, []))[1]
    evidence += by_facet.get("liquids", [])
    facets = [RegimeFacet(facet=m.facet, value=m.value, phrase=prompt[m.start:m.end],
                          start=m.start, end=m.end) for m in evidence]
    if solver is not None and solver_mention is not None:
        facets.append(RegimeFacet(facet="solver", value=solver,
                                  phrase=prompt[solver_mention.start:solver_mention.end],
                                  start=solver_mention.start, end=solver_mention.end))

    def flag(facet: FacetName) -> bool | None:
        value = decided.get(facet, (None, []))[0]
        return None if value is None else value == "true"

    phases = decided.get("phases", (None, []))[0]
    return Regime(
        turbulence=turbulence,  # type: ignore[arg-type]  # values come from the rule tables
        model=model,
        time=decided.get("time", (None, []))[0],  # type: ignore[arg-type]
        compressible=flag("compressible"),
        phases=int(phases) if phases is not None else None,
        buoyant=flag("buoyant"),
        reacting=flag("reacting"),
        inviscid=flag("inviscid"),
        heat_transfer=flag("heat_transfer"),
        boussinesq=flag("boussinesq"),
        miscible=flag("miscible"),
        moving_wall=flag("moving_wall"),
        liquids=len(densities) if len(densities) >= 2 else None,
        solver=solver,
        solver_stated=solver_stated,
        solver_choices=choices,
        unclaimed=tuple(sorted({(m.start, m.end) for m in evidence
                                if m.facet == "liquids"
                                or (m.facet == "time" and m.strength == "weak"
                                    and (solver_mention is None
                                         or m.start != solver_mention.start))})),
        facets=tuple(sorted(facets, key=lambda f: (f.start, f.facet))),
    )
