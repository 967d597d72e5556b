"""Physics-aware re-ranking: how well a tutorial's facets fit a request's, and demo handling.

Why: similarity of wording and named solvers/tutorials (the lexical boost) are not enough when a
request describes the flow instead of naming it. A laminar request must not land on the RAS
cavity, a free-surface request on a single-phase case, a supersonic one on an incompressible
LES channel. Each facet the request states is compared with the tutorial's
(:class:`~foam_agent.rag_index.facets.CaseFacets`): a contradiction of what decides the solver
family (turbulence asked laminar, phase count, compressibility, combustion, buoyancy) costs more
than the whole lexical evidence of a named tutorial word, so it moves the case down unless the
request also names it; an agreement adds a little. What a writer can switch cheaply (the RAS
model, steady or transient) weighs little. One rule filters beyond that cost
(:func:`laminar_rule`): a request that states a laminar flow never gets a RAS, LES or multiphase
tutorial while one that fits exists, unless the request names that very case by its solver and
its name ("pisoFoam cavity, laminar": the writer switches the model). A request that
names one fluid and no second phase or interface ("water flows through a channel") is read as
single-phase and inert (and a liquid as incompressible): multiphase and reacting cases lose
:data:`ONE_FLUID` (read from words, not stated, so not filtered). Steadiness asked of a solver
none of whose tutorials runs that way costs more than of one that can.

Canonical before demo: tutorials that show a utility (``preProcessing/``, ``mesh/``, parallel
decomposition) or have no initial fields lose :data:`DEMO_PENALTY` and are placed after the
canonical case of the same solver, unless the request names that utility.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from foam_agent.foamcase.catalog.solvers import METHODS, Method, method_of
from foam_agent.foamcase.catalog.species import EVERYDAY_NAMES, NITROGEN, OXYGEN
from foam_agent.rag_index.facets import (
    DEFINING_TAGS,
    LIQUID_COLUMN,
    LIQUID_LAYER,
    OVERSET_ASK_WORDS,
    OVERSET_SOLVER,
    SOLID_AND_FLUID,
    TAG_WORDS,
    CaseFacets,
    QueryFacets,
)
from foam_agent.rag_index.shapes import SHAPE_WORDS, Shape
from foam_agent.rag_index.text import tokens

__all__ = [
    "DEMO_PENALTY",
    "FacetScore",
    "canonical_first",
    "demo_asked",
    "demo_penalty",
    "facet_score",
    "implied_solver",
    "kinematic_viscosity_stated",
    "lacked_physics",
    "laminar_rule",
    "method_named",
    "overset_asked",
    "solid_and_fluid_stated",
    "species_named",
    "temperatures_stated",
]

#: Lost by a demonstration tutorial (a utility, a method) that the request does not ask for.
DEMO_PENALTY = 0.15
#: Lost by a case without initial fields (its Allrun makes them; a writer has less to copy).
NO_FIELDS_PENALTY = 0.08
#: Gained per physics tag of the case that the request names ("non-Newtonian", "porous").
TAG = 0.08
#: A contradiction of what decides the solver family.
HARD = 0.25
#: Gained by a case holding what a request names of its physics that only one family of
#: solvers has (:data:`~foam_agent.rag_index.facets.DEFINING_TAGS`: a magnetic field, a
#: passive scalar, settling sludge): as much as a family's contradiction costs, since a case
#: without it has no field, dictionary or source to set what was asked.
DEFINING = HARD
#: A contradiction that costs a writer real work (RAS where LES was asked: another mesh
#: resolution, transient solver, inflow).
MEDIUM = 0.1
#: A contradiction of something cheap to switch (steady where transient was asked).
SOFT = 0.05
#: An agreement on a stated facet.
AGREE = 0.04
#: Lost by a multiphase or reacting case when the request does not mention phases or
#: chemistry: requests for those flows say so, most flows are single-phase and inert.
UNSTATED = 0.05
#: Lost by a variant (``cavityClipped``, ``damBreakWithObstacle``, ``sloshingTank2D3DoF``)
#: of a case of the same solver whose name it extends; gained instead when the request names
#: the extension ("… with an obstacle").
VARIANT = 0.05
#: Gained by a case running the solver a request implies without naming an application (the
#: spec reads "constant-pressure ignition of a hydrogen-air mixture" as chemFoam's
#: zero-dimensional reactor): the solver decides the family, as a contradiction of
#: :data:`HARD` does, and no word of such a request names the tutorial.
IMPLIED_SOLVER = HARD
#: Gained by a case of an overset solver when the request asks for overlapping grids
#: (:func:`overset_asked`): the method lives in the mesh (a background and a body's own grid)
#: and the solver, so no edit of another case gives it, as no edit gives a case a family's
#: equations. Without it the overset case only escapes the demo's place
#: (:func:`demo_asked`), and the canonical case of the same flow, which has no overset mesh,
#: kept first.
OVERSET_ASKED = HARD
#: What :func:`facet_score` says of an overset case asked for by its grids.
OVERSET_MESHES = "overset meshes, as asked"
#: Gained per shape of its flow path a case's mesh shows (a bend, a junction:
#: :mod:`foam_agent.rag_index.shapes`) that the request names: one geometry fact, as a single
#: geometry word of :mod:`foam_agent.rag_index.lexical` is (``GEOMETRY_WORD``).
SHAPE = 0.1
#: The case tag (:data:`~foam_agent.rag_index.facets.TAG_WORDS`) of a scalar carried in a
#: given velocity.
PASSIVE_SCALAR = "passive scalar"
#: The case tag (:data:`~foam_agent.rag_index.facets.TAG_WORDS`) of a direct numerical
#: simulation.
DNS = "DNS"
#: Species of air, which every premixed charge holds: no fuel of its own.
AIR_SPECIES = frozenset({OXYGEN, NITROGEN, "AR"})


@dataclass(frozen=True)
class FacetScore:
    """How a tutorial's facets fit a request.

    Attributes:
        value: Added to the case's score (agreements minus penalties).
        matches: Facets that agree, e.g. ``("laminar", "single-phase")``.
        penalties: Contradictions with their cost, e.g. ``("RAS where laminar was asked
            (-0.25)",)``.
        contradictions: How many of the penalties contradict what decides the solver family
            (:data:`HARD`): laminar asked and turbulent given, phase count, compressibility,
            combustion, buoyancy. They cost :data:`HARD` each; only :attr:`excluded` filters.
        excluded: Why the case is filtered out while one that fits exists
            (:func:`laminar_rule`), or None.
    """

    value: float
    matches: tuple[str, ...]
    penalties: tuple[str, ...]
    contradictions: int = 0
    excluded: str | None = None


#: The case tag (:data:`~foam_agent.rag_index.facets.TAG_WORDS`) of walls held at different
#: temperatures.
WALL_TEMPERATURES = "heated and cooled walls"
#: A temperature with its unit: "40 °C", "20C", "300 K", "15 degC", "600 kelvin".
_TEMPERATURE = re.compile(r"(?<![\w.])(-?\d+(?:\.\d+)?)\s*(°\s*C|º\s*C|℃|deg(?:rees?)?\s*C\b|"
                          r"C\b|K\b|kelvin\b)", re.IGNORECASE)
#: "kinematic viscosity 0.01", "nu = 1e-05", "ν of 1.5e-5 m²/s" (not a dynamic viscosity in
#: Pa s or kg/m/s).
_KINEMATIC_VISCOSITY = re.compile(
    r"(?:kinematic\s+viscosity|\bnu\b|ν)\s*(?:of|=|is|:)?\s*"
    r"([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)(?!\s*(?:Pa|kg))", re.IGNORECASE)
#: The case tag of a moving mesh (:data:`~foam_agent.rag_index.facets.TAG_WORDS`).
MOVING_MESH = "moving mesh"
#: Request words that name a liquid (with :data:`LIQUID_WORDS`).
LIQUID_NAMES = frozenset({"liquid", "liquids", "water", "oil", "glycerol", "glycerine", "ethanol",
                          "mercury", "kerosene", "honey", "blood", "brine", "seawater"})
#: Request words that name a gas.
GAS_NAMES = frozenset({"air", "gas", "gases", "steam", "vapour", "vapor", "nitrogen", "helium",
                       "argon", "hydrogen", "oxygen", "methane", "propane", "co2"})
#: Relative difference within which a stated viscosity is the case's own.
SAME_VISCOSITY = 0.01
#: Request words naming a solid, and words naming a fluid beside it ("a heated solid block in
#: the air", "solid and fluid regions"). A liquid beside a solid ("solid-liquid") is a phase
#: change more often than two regions, so "liquid" is not among them.
SOLID_WORDS = frozenset({"solid", "solids"})
REGION_FLUID_WORDS = frozenset({"fluid", "fluids", "air", "water", "gas", "coolant"})
#: Request words that say the flow is turbulent without saying RAS or LES.
TURBULENT_WORDS = frozenset({"turbulent", "turbulence", "turbulently"})
#: Lost by a multiphase or reacting case when the request names one fluid and no second phase
#: or interface (:func:`one_fluid_named`). The request does not state its phases, this is read
#: from its words, so the case is penalised, not filtered; but more than a cheap switch.
ONE_FLUID = 0.15
#: Fluids a request names on their own ("water at 20 °C", "air enters at 10 m/s").
FLUID_WORDS = frozenset({"water", "air", "oil", "glycerol", "glycerine", "ethanol", "nitrogen",
                         "argon", "helium", "mercury", "kerosene", "honey", "blood"})
#: Of those, the liquids: a request naming one of them alone and saying nothing of
#: compressibility means an incompressible flow (acoustics in water say "compressible").
LIQUID_WORDS = frozenset({"water", "oil", "glycerol", "glycerine", "ethanol", "mercury",
                          "kerosene", "honey", "blood"})
#: Beginnings of request words that speak of a second phase or of an interface, beyond the
#: phase words the caller's parser reads ("droplets", "splashes", "condensing", "melting").
PHASE_WORD_STEMS = ("interface", "droplet", "drops", "dropp", "bubbl", "splash", "spray",
                    "particle", "film", "wave", "meniscus", "column", "condens", "evaporat",
                    "boil", "melt",
                    "freez", "ice", "cavitat", "steam", "vapour", "vapor", "surface",
                    "slosh", "tank", "pool", "jet", "sediment", "gas", "liquid", "dam",
                    "weir", "spill", "hull", "ship", "boat", "sea", "ocean", "river",
                    "pour", "fill", "level", "capillar", "atmospher", "float", "immersed")


#: Case tags whose words speak of a second phase as surely as "interface" does: a body
#: floats at a surface, sludge settles through water, particles are carried by the air.
SECOND_PHASE_TAGS = ("floating body", "drift flux", "dispersed solids")


def one_fluid_named(words: Collection[str]) -> str | None:
    """The one fluid a request names when it names exactly one and speaks of no second phase
    or interface ("Water at 20 °C flows through a channel"), else None.

    Why: a request that names a single fluid and no interface asks for a single-phase flow,
    although it does not say "single-phase"; a VOF or Euler-Euler tutorial would make the
    writer remove a phase it never mentioned.
    """
    fluids = FLUID_WORDS.intersection(words)
    if len(fluids) != 1 or any(word.startswith(PHASE_WORD_STEMS) for word in words) or any(
            word in words for tag in SECOND_PHASE_TAGS for word in TAG_WORDS[tag]):
        return None
    return next(iter(fluids))


def solid_and_fluid_stated(words: Collection[str]) -> bool:
    """Whether a request names a solid and a fluid beside it (:data:`SOLID_WORDS`,
    :data:`REGION_FLUID_WORDS`): what a case with solid and fluid regions is set up for."""
    return bool(SOLID_WORDS.intersection(words)) and bool(REGION_FLUID_WORDS.intersection(words))


def kinematic_viscosity_stated(prompt: str) -> float | None:
    """The kinematic viscosity a request states ("kinematic viscosity 0.01"), or None.

    Why: the viscosity sets the Reynolds number a tutorial was built for; "a cavity driven by
    its lid, kinematic viscosity 0.01" is the laminar icoFoam cavity (``nu 0.01``), not the
    turbulent one (``nu 1e-05``), though it never says laminar.
    """
    found = _KINEMATIC_VISCOSITY.search(prompt)
    if found is None:
        return None
    try:
        return float(found.group(1))
    except ValueError:
        return None


def laminar_rule(query: QueryFacets, case: CaseFacets) -> str | None:
    """Why a case breaks the one rule that filters, or None: a request that states a laminar
    flow and does not state it compressible never gets a RAS, LES or multiphase tutorial
    while a matching one exists (unless it also asks for several phases).

    Why only this rule filters: it is what the issue states, and it rests on words the request
    says outright. Every other contradiction only costs (:data:`HARD`): measured on prompts
    written after the rules (the held-out sets), filtering on every family-deciding facet put
    cases the embedder ranked first behind worse ones whenever the parser read a facet a
    tutorial's files show differently ("free surface" of a depth-averaged shallow-water case).
    """
    if query.turbulence != "laminar" or query.compressible is True:
        return None
    if case.turbulence in ("RAS", "LES"):
        return f"{case.turbulence} where a laminar flow was asked"
    if case.phases > 1 and not (query.phases or 1) > 1:
        return f"{case.phases} phases where a laminar single-phase flow was asked"
    return None


#: Each method's words as request words glue them ("lennardjones", "montecarlo"), with its
#: solvers' names (a request naming dsmcFoam names its method).
_METHOD_WORDS: dict[str, frozenset[str]] = {
    method.name: frozenset({"".join(tokens(word)) for word in method.words}
                           | {name.lower() for name in method.solvers})
    for method in METHODS}


def method_named(method: Method, words: Collection[str]) -> bool:
    """Whether a request's words (single and glued) speak of ``method``
    (:data:`~foam_agent.foamcase.catalog.solvers.METHODS`)."""
    return any(word in words for word in _METHOD_WORDS[method.name])


def implied_solver(query: QueryFacets, words: Collection[str]) -> str | None:
    """The solver a request's regime carries when its words name no application, or None.

    Why only then: a named application is the lexical boost's to weigh (its name and its
    tutorials' names), and another dialect's name (``buoyantFoam``) maps to several of this
    installation's applications, of which the regime keeps only the first.
    """
    if query.solver is None or any(word.endswith("foam") and word != "openfoam"
                                   for word in words):
        return None
    return query.solver


def overset_asked(solver: str, words: Collection[str]) -> bool:
    """Whether ``solver`` is an overset one (``overInterDyMFoam``) and the request's words ask
    for overlapping grids (:data:`~foam_agent.rag_index.facets.OVERSET_ASK_WORDS`)."""
    return bool(OVERSET_SOLVER.match(solver)) and any(word in words for word in OVERSET_ASK_WORDS)


def lacked_physics(case: CaseFacets, solver: str, words: Collection[str],
                   turbulence: str | None) -> tuple[str, ...]:
    """What a request asks of its tutorial that ``case`` (running ``solver``) lacks and no
    edit of its files gives it, each said in words: a physics only one family of solvers has
    (:data:`~foam_agent.rag_index.facets.DEFINING_TAGS`, named in ``words``), overlapping grids
    (:func:`overset_asked`'s words) of a solver that has none, and a resolved turbulence (LES
    asked, a direct simulation named) of a case that models it another way.

    Why: these are the facts retrieval weighs as a family's contradiction; a caller that adds
    a case retrieval did not rank (a plain fluid's tutorial to mesh a stated geometry in) asks
    them of it before following it, or a floating body is followed into a channel without one.
    """
    lacked = [tag for tag in sorted(DEFINING_TAGS)
              if tag not in case.tags and any(word in words for word in TAG_WORDS[tag])]
    if any(word in words for word in OVERSET_ASK_WORDS) and not OVERSET_SOLVER.match(solver):
        lacked.append("overlapping grids")
    if turbulence == "LES" and case.turbulence != "LES":
        lacked.append(f"LES ({case.turbulence or 'no turbulence'} here)")
    if DNS not in case.tags and any(word in words for word in TAG_WORDS[DNS]):
        lacked.append("a direct simulation")
    return tuple(lacked)


#: The catalog's everyday species names as request words glue them ("naturalgas",
#: "nheptane"), with the mechanisms' names.
_SPECIES_WORDS: dict[str, str] = {"".join(tokens(name)): species
                                  for name, species in EVERYDAY_NAMES.items()}


def species_named(words: Collection[str]) -> frozenset[str]:
    """The species a request names, in words (:data:`EVERYDAY_NAMES` of
    :mod:`foam_agent.foamcase.catalog.species`) or by formula ("H2", "CH4"), as mechanisms
    name them."""
    named = {_SPECIES_WORDS[word] for word in words if word in _SPECIES_WORDS}
    formulas = set(_SPECIES_WORDS.values())
    return frozenset(named | {word.upper() for word in words if word.upper() in formulas})


def _flag(name: str, asked: bool | None, has: bool | None, *, missing: float,
          unwanted: float) -> tuple[float, str | None, str | None]:
    """Compare a yes/no facet: (value, match, penalty)."""
    if asked is None or has is None:
        return 0.0, None, None
    if asked == has:
        return (AGREE, name if asked else f"not {name}", None) if asked else (0.0, None, None)
    cost = missing if asked else unwanted
    said = f"not {name} where {name} was asked" if asked else f"{name} where not asked"
    return -cost, None, f"{said} (-{cost:.2f})"


def facet_score(query: QueryFacets, case: CaseFacets, words: Collection[str] = (),
                *, solver_times: Collection[str] = (), temperatures: int = 0,
                viscosity: float | None = None, solver: str = "") -> FacetScore:
    """Agreements and contradictions between a request's facets and a tutorial's.

    Args:
        query: What the request states.
        case: The tutorial's facets.
        words: The request's words, single and glued (for the tags of :data:`TAG_WORDS`
            and :func:`one_fluid_named`).
        solver_times: Steady and/or transient: what the case's solver runs in any tutorial
            of the index. Steadiness asked of a solver that never runs so costs more than
            of one that does (a setting to switch versus another solver).
        temperatures: How many different temperatures the request states
            (:func:`temperatures_stated`); two or more fit a case whose walls are held at
            different temperatures as well as the words "hot wall" and "cold wall" do.
        viscosity: The kinematic viscosity the request states
            (:func:`kinematic_viscosity_stated`); a case whose own ``nu`` it is gains
            :data:`TAG`.
        solver: The application the case runs; the one the request implies
            (:func:`implied_solver`) gains :data:`IMPLIED_SOLVER`, an overset one asked for
            by its grids (:func:`overset_asked`) :data:`OVERSET_ASKED`.
    """
    value = 0.0
    hard = 0
    matches: list[str] = []
    penalties: list[str] = []

    def add(delta: float, match: str | None, penalty: str | None) -> None:
        nonlocal value, hard
        value += delta
        hard += delta <= -HARD
        if match:
            matches.append(match)
        if penalty:
            penalties.append(penalty)

    if PASSIVE_SCALAR in case.tags:
        # It carries a scalar in a velocity it is given and solves no flow: whatever
        # turbulence made that velocity (an "effective turbulent diffusivity") is no model
        # it lacks.
        pass
    elif query.turbulence is not None and case.turbulence is not None:
        if query.turbulence == case.turbulence:
            add(AGREE, query.turbulence, None)
        elif query.turbulence == "laminar" or case.turbulence != "laminar":
            # A laminar tutorial is no penalty for a turbulent request: the writer adds the
            # model's fields and entries, while the tutorial's geometry is what it cannot add.
            cost = HARD if query.turbulence == "laminar" else MEDIUM
            add(-cost, None, f"{case.turbulence} where {query.turbulence} was asked "
                             f"(-{cost:.2f})")
    elif query.turbulence is None and case.turbulence is not None and any(
            word in words for word in TURBULENT_WORDS):
        # "turbulent" with no family: a RAS or LES tutorial has the model's fields and
        # entries a laminar one lacks. (A negated "not turbulent" reaches here as laminar.)
        if case.turbulence == "laminar" and DNS in case.tags:
            add(AGREE, "turbulent (DNS)", None)  # resolved, not modelled
        elif case.turbulence == "laminar":
            add(-MEDIUM, None, f"laminar where turbulent was said (-{MEDIUM:.2f})")
        else:
            add(AGREE, f"turbulent ({case.turbulence})", None)
    elif query.turbulence is None and case.turbulence in ("RAS", "LES") and not any(
            word in words for word in TURBULENT_WORDS):
        # Requests for a turbulence model say so (a model, "turbulent", a high Reynolds
        # number), as requests for several phases or chemistry do: a RAS or LES tutorial
        # asked for nothing of it makes the writer take a model out.
        add(-UNSTATED, None, f"{case.turbulence}, no turbulence asked (-{UNSTATED:.2f})")
    method = method_of(solver)
    if method is not None and not method_named(method, words):
        # Molecules or particles where the request speaks of neither: a continuum flow was
        # asked, and no edit turns one method into the other.
        add(-HARD, None, f"{method.name}, never named (-{HARD:.2f})")
    if overset_asked(solver, words):
        add(OVERSET_ASKED, OVERSET_MESHES, None)
    implied = implied_solver(query, words)
    if implied is not None and implied == solver:
        add(IMPLIED_SOLVER, f"solver {solver} (implied)", None)
    if case.turbulence in ("RAS", "LES") and any(word in words for word in TAG_WORDS[DNS]):
        # A direct simulation resolves every eddy: a model's tutorial is another method,
        # whatever flow it shares.
        add(-MEDIUM, None, f"{case.turbulence} where a direct simulation was asked "
                           f"(-{MEDIUM:.2f})")
    if query.model is not None and query.model == case.model:
        add(AGREE, f"model {case.model}", None)
    elif query.model is not None and case.model is not None and case.model.lower().endswith(
            query.model.lower()):
        # dynamicKEqn is the one-equation kEqn with its coefficient computed, RNGkEpsilon a
        # k-epsilon: the model asked, refined.
        add(AGREE, f"model {case.model} (a {query.model})", None)
    if query.time is not None and case.time is not None:
        if query.time == case.time:
            add(AGREE / 2, query.time, None)
        elif query.time in solver_times or not solver_times:
            add(-SOFT, None, f"{case.time} where {query.time} was asked (-{SOFT:.2f})")
        else:
            add(-MEDIUM, None, f"{case.time}-only solver where {query.time} was asked "
                               f"(-{MEDIUM:.2f})")
    fluid = one_fluid_named(words) if query.phases is None else None
    if fluid is not None and case.phases > 1:
        add(-ONE_FLUID, None, f"{case.phases} phases where one fluid ({fluid}) was named "
                              f"(-{ONE_FLUID:.2f})")
    elif fluid is not None:
        add(AGREE, f"one fluid ({fluid})", None)
    elif query.phases is None and case.phases > 1:
        add(-UNSTATED, None, f"{case.phases} phases, none asked (-{UNSTATED:.2f})")
    if fluid is not None and query.reacting is None and case.reacting:
        # One fluid is no fuel and oxidiser.
        add(-ONE_FLUID, None, f"reacting where one fluid ({fluid}) was named "
                              f"(-{ONE_FLUID:.2f})")
    elif query.reacting is None and case.reacting:
        add(-UNSTATED, None, f"reacting, not asked (-{UNSTATED:.2f})")
    if fluid is not None and SOLID_AND_FLUID in case.tags and not SOLID_WORDS.intersection(words):
        # "Water flows through a channel" names a flow, not the solid regions the writer
        # would have to take out of a conjugate case.
        add(-UNSTATED, None, f"solid regions where one fluid ({fluid}) was named "
                             f"(-{UNSTATED:.2f})")
    if fluid in LIQUID_WORDS and query.compressible is None and case.compressible:
        add(-MEDIUM, None, f"compressible where one liquid ({fluid}) was named (-{MEDIUM:.2f})")
    if query.phases is not None:
        asked_many, has_many = query.phases > 1, case.phases > 1
        if asked_many and "depth-averaged" in case.tags:
            # "Free surface" is read as two phases; a shallow-water case has one, and a
            # free surface too (its water depth).
            add(AGREE, "free surface (depth-averaged)", None)
        elif asked_many == has_many:
            add(AGREE, "multiphase" if has_many else "single-phase", None)
            if has_many and query.phases == case.phases:
                add(AGREE / 2, f"{case.phases} phases", None)
        else:
            add(-HARD, None, f"{case.phases} phase(s) where {query.phases} was asked "
                             f"(-{HARD:.2f})")
    add(*_flag("compressible", query.compressible, case.compressible, missing=HARD,
               unwanted=HARD))
    add(*_flag("reacting", query.reacting, case.reacting, missing=HARD, unwanted=MEDIUM))
    add(*_flag("buoyant", query.buoyant, case.buoyant, missing=HARD, unwanted=SOFT))
    add(*_flag("inviscid", query.inviscid, case.inviscid, missing=SOFT, unwanted=SOFT))
    add(*_flag("heat transfer", query.heat_transfer, case.heat_transfer, missing=SOFT,
               unwanted=0.0))
    for delta, match, penalty in _set_up_fit(query, case, words):
        add(delta, match, penalty)
    for tag in case.tags:
        if tag == MOVING_MESH and query.moving_wall:
            continue  # what moves is a wall along itself ("the lid moves"), not the mesh
        if any(word in words for word in TAG_WORDS.get(tag, ())) or (
                tag == WALL_TEMPERATURES and temperatures >= 2) or (
                tag == SOLID_AND_FLUID and solid_and_fluid_stated(words)):
            add(DEFINING if tag in DEFINING_TAGS else TAG, tag, None)
    if LIQUID_LAYER in case.tags and any(word in words for word in TAG_WORDS[LIQUID_COLUMN]):
        # A dam's column of water is the set-up; a tank's water at rest over the whole floor
        # is another one, whatever else they share.
        add(-TAG, None, f"a liquid layer where a column was asked (-{TAG:.2f})")
    if query.square and case.box is False:
        # Its sizes can be set to the stated ones, its shape (a corner cut away, a curved or
        # slanted wall) only by another mesh.
        add(-MEDIUM, None, f"a mesh that is no box where a square domain was given "
                           f"(-{MEDIUM:.2f})")
    elif query.square and case.box:
        add(AGREE, "a box domain (from its mesh)", None)
    if query.cut and case.box is False:
        add(AGREE, "an outline with a part cut away or added (from its mesh)", None)
    elif query.cut and case.box:
        # "A square with one corner cut out" is no square: the plain box's mesh lacks it.
        add(-SOFT, None, f"a box where the outline has a part cut away or added "
                         f"(-{SOFT:.2f})")
    for shape in case.shapes:
        if any(word in words for word in SHAPE_WORDS[Shape(shape)]):
            add(SHAPE, f"shape {shape} (from its mesh)", None)
    fuels = species_named(words).intersection(case.mixture) - AIR_SPECIES
    if fuels:
        add(TAG, f"mixture {', '.join(sorted(fuels))}", None)
    if viscosity is not None and case.viscosity is not None and abs(
            case.viscosity - viscosity) <= SAME_VISCOSITY * abs(viscosity):
        add(TAG, f"viscosity {case.viscosity:g}", None)
    return FacetScore(round(value, 6), tuple(matches), tuple(penalties), hard,
                      laminar_rule(query, case))


def _set_up_fit(query: QueryFacets, case: CaseFacets, words: Collection[str]
                ) -> list[tuple[float, str | None, str | None]]:
    """What the request states of its set-up against what the tutorial's files show: a wall
    that moves along itself, the Boussinesq approximation stated or declined, how many
    liquids, whether they mix, a liquid's compressibility. Each is ``(value, match,
    penalty)`` for :func:`facet_score`.

    Why: these decide which tutorial a writer can adapt by editing values, yet no word of the
    request need name the tutorial: "the top slides at 2 cm/s" is the cavity's ``movingWall``,
    "1100 kg/m³ … 1000 kg/m³" and no air is a lock exchange's two liquids. A case that has
    what was asked gains; one whose files show the contrary loses what a writer's rework
    would cost (:data:`MEDIUM`), not a family's (:data:`HARD`): the facts are read from
    words and numbers, not from a named solver. A moving wall is the one exception: it is
    what drives the flow, and a case with none has nowhere to put its speed ("a scraper blade
    drags across the top at 4 cm/s" ranked a sloshing tank and a lock exchange first, and the
    blade's speed went to an inlet), so a case without one loses :data:`HARD`, as a buoyant
    flow does without buoyancy.
    """
    fit: list[tuple[float, str | None, str | None]] = []
    if query.moving_wall and case.moving_wall:
        fit.append((MEDIUM, "a moving wall", None))
    elif query.moving_wall:
        fit.append((-HARD, None, f"no moving wall where one was asked (-{HARD:.2f})"))
    if query.boussinesq is True and case.boussinesq:
        fit.append((TAG, "Boussinesq", None))
    elif query.boussinesq is True and case.buoyant and case.compressible:
        fit.append((-MEDIUM, None, f"an ideal gas where Boussinesq was asked (-{MEDIUM:.2f})"))
    elif query.boussinesq is False and case.boussinesq:
        fit.append((-MEDIUM, None, f"Boussinesq where it was declined (-{MEDIUM:.2f})"))
    gas_named = bool(GAS_NAMES.intersection(words))
    liquid_named = bool(LIQUID_NAMES.intersection(words))
    if query.liquids is not None and case.liquids == query.liquids:
        fit.append((TAG, f"{case.liquids} liquids", None))
        if case.phases > case.liquids and not gas_named:
            fit.append((-SOFT, None, f"a gas phase where only liquids were named (-{SOFT:.2f})"))
        elif case.phases == case.liquids and gas_named:
            fit.append((-SOFT, None, f"no gas phase where one was named (-{SOFT:.2f})"))
    elif query.liquids is not None and case.liquids:
        fit.append((-MEDIUM, None, f"{case.liquids} liquid(s) where {query.liquids} were given "
                                   f"(-{MEDIUM:.2f})"))
    if (liquid_named and not gas_named and query.compressible is None and case.compressible
            and not case.compressible_liquid and case.phases == 1
            and one_fluid_named(words) not in LIQUID_WORDS):  # else facet_score says it
        fit.append((-MEDIUM, None, f"a compressible gas where only a liquid was named "
                                   f"(-{MEDIUM:.2f})"))
    if query.miscible is not None and case.phases > 1 and query.miscible == case.miscible:
        fit.append((TAG, "miscible" if case.miscible else "immiscible", None))
    elif query.miscible is not None and case.phases > 1:
        fit.append((-MEDIUM, None, f"{'' if case.miscible else 'im'}miscible phases where "
                                   f"{'' if query.miscible else 'im'}miscible were asked "
                                   f"(-{MEDIUM:.2f})"))
    if query.compressible and case.compressible_liquid and LIQUID_NAMES.intersection(words):
        fit.append((TAG, "a compressible liquid", None))
    return fit


def temperatures_stated(prompt: str) -> int:
    """How many different temperatures a request states with a unit ("40 °C", "300 K").

    Why: "the left wall at 40 °C, the right at 20 °C" describes a differentially heated
    cavity without one word of it; the numbers with their units are the evidence.
    """
    values = {round(float(number) + (273.15 if unit.lstrip("°º ").upper()[:1] == "C" else 0.0), 1)
              for number, unit in _TEMPERATURE.findall(prompt)}
    return len(values)


def demo_penalty(case: CaseFacets) -> float:
    """What a demo loses when not asked for: a utility or method demo more than a case whose
    initial fields its script makes."""
    if case.demo is None:
        return 0.0
    return DEMO_PENALTY if case.demo_words else NO_FIELDS_PENALTY


def demo_asked(case: CaseFacets, words: Collection[str]) -> bool:
    """Whether the request asks for what a demo tutorial shows (its utility, parallel runs).

    Args:
        case: The tutorial's facets.
        words: The request's words, lower-case, single and glued (``createzerodirectory``).
    """
    return any(word in words for word in case.demo_words)


def canonical_first(order: Sequence[str], solver_of: dict[str, str],
                    demoted: Collection[str]) -> list[str]:
    """Move each demoted case just after its canonical counterpart — the best-ranked
    non-demo case of the same solver and the same name (``createZeroDirectory/cavity`` after
    ``icoFoam/cavity/cavity``) — when that ranks lower; other cases keep their order.

    Args:
        order: Case paths, best first.
        solver_of: Case path → its solver.
        demoted: Demo cases the request does not ask for.
    """
    result = list(order)
    for path in [p for p in order if p in demoted]:
        position = result.index(path)
        name = path.rsplit("/", 1)[-1]
        canonical = next((i for i, other in enumerate(result) if other not in demoted
                          and solver_of[other] == solver_of[path]
                          and other.rsplit("/", 1)[-1] == name), None)
        if canonical is not None and canonical > position:
            result.insert(canonical, result.pop(position))
    return result
