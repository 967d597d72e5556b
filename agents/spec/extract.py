"""Reading the quantities a prompt states: times, properties, boundary values and types, mesh.

Why: the template author may only change what the user said, so it first has to know exactly
what that is. The rules are tables of phrasings (FoamBench's among them: "Finaltime is 0.3",
"a time step (deltaT) of 0.00005 seconds", "results are output every 100 time steps", "fixed
velocity of 2m/s at the inlet (left)"), each returning the value and the words it read; they
live in ``foam_agent.agents.spec.values``, one module per kind of quantity, and run here in an
order that matters: a phrase one rule took is skipped by the rules after it. Nothing here
knows about files; ``edit`` applies the result.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.not_physics import not_physics
from foam_agent.agents.spec.phrases import NUMBER, clauses, normalize, sentences
from foam_agent.agents.spec.relative import RelativeReading, read_relative, relative_value
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryType,
    BoundaryValue,
    RelativeValue,
    Requirements,
    Stated,
    format_number,
)
from foam_agent.agents.spec.values.boundaries import read_boundaries
from foam_agent.agents.spec.values.changes import asked_changes
from foam_agent.agents.spec.values.fluxes import read_fluxes, read_subscripted_fluxes
from foam_agent.agents.spec.values.gravity import read_gravity
from foam_agent.agents.spec.values.inflow import read_intensity, read_length_scale
from foam_agent.agents.spec.values.mentions import (
    BOUNDARY_WORD,
    CAMEL_CASE,
    boundary_mentions,
    words_of,
)
from foam_agent.agents.spec.values.mesh import (
    read_mesh,
    read_unsized_square,
    read_vertices,
    stated_refinement,
    with_square_side,
)
from foam_agent.agents.spec.values.page import Page
from foam_agent.agents.spec.values.patch_kinds import RULE as PATCH_KINDS
from foam_agent.agents.spec.values.patch_kinds import read_patch_kinds
from foam_agent.agents.spec.values.properties import read_properties, stated_newtonian
from foam_agent.agents.spec.values.subscripted import STAGNATION, read_subscripted
from foam_agent.agents.spec.values.times import (
    read_adjustable,
    read_delta_t,
    read_max_co,
    read_times,
    read_write_interval,
    times_by_dimension,
)
from foam_agent.agents.spec.values.unsupported import read_coupled_solid, read_sphere
from foam_agent.agents.spec.values.varying import varying_spans
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
#: "2D", "3-D": a description of the case, not a quantity.
#: The initial time directory in a file's path ("the case already has 0/omega", "0.orig/U") or
#: named alone ("the 0/ fields are generated", "0.orig/"): a name, not a quantity. A slash then
#: a digit ("0/5") is a fraction and stays a number.
_TIME_DIRECTORY = lazy_regex(r"0(?:\.orig)?/(?![\d.])")
_DIMENSIONALITY = lazy_regex(r"[123]\s*-?\s*D\b", _FLAGS)
#: A colon or semicolon between the pieces of a clause ("a layer 1 m deep: the floor at
#: 29 °C"), never one between digits ("4:1", "10:30").
_PIECE_MARK = lazy_regex(r"(?<!\d)\s*[:;]\s*(?!\d)")
#: A number and an opening bracket right before another number ("0.015 (0.015)"): a value
#: said in words and then again in digits, as people write a value they fear is misread.
_BEFORE_A_RESTATEMENT = lazy_regex(rf"(?<![\w.])(?P<first>{NUMBER})\s*\(\s*$")


def extract(prompt: str, *, patches: Iterable[str] = (),
            understood: Iterable[tuple[int, int]] = (), multiphase: bool = False,
            claims: Claims | None = None) -> Requirements:
    """Read every quantity the prompt states.

    Args:
        prompt: The user's request.
        patches: The reference case's patch names, so a prompt's ``fuel`` or ``left`` is known
            to name a boundary.
        understood: Parts of the (normalised) prompt other readers of the spec already used
            (a Reynolds number, a turbulence model), so they are not reported as not understood.
        multiphase: The request is of two or more phases, so "water of rho 998" names the
            phase a property belongs to (in a single-phase request it names the fluid).
        claims: The spec's ledger, holding what the readers before took; each rule claims
            its words in it under its own name. A fresh one when None (a direct call).

    Returns:
        The stated values, each with the words it came from, plus the clauses holding numbers
        that no rule understood.
    """
    claims = claims if claims is not None else Claims()
    claims.claim_all(understood, "understood")
    page = Page(normalize(prompt), claims)
    patch_names = tuple(patches)
    # The rules run in this order, each claiming its words under its name: a phrase one rule
    # took is skipped by the rules after it.
    page.varying.extend(varying_spans(page.text))
    relative = read_relative(page.text)
    page.claims.claim_all(((item.start, item.end) for item in relative), "relative")
    times, mesh = page.by("times"), page.by("mesh")
    start, end = read_times(times)
    subscripted = read_subscripted(page.by("subscripted"))
    subscripted_fluxes = read_subscripted_fluxes(page.by("fluxes"))
    kinds = read_patch_kinds(page.by(PATCH_KINDS))
    values, types, paired = read_boundaries(page.by("boundaries"), patch_names, skip=relative)
    values = (*subscripted, *values)
    types = (*types, *(BoundaryType("T", item.boundary, "totalTemperature", item.source)
                       for item in subscripted if item.assumption == STAGNATION))
    extent, cells, scale = read_mesh(mesh)
    extent = with_square_side(mesh, extent)
    requirements = Requirements(
        start_time=start,
        end_time=end,
        delta_t=read_delta_t(times),
        write_interval=read_write_interval(times, end),
        max_co=read_max_co(times),
        properties=read_properties(page.by("properties"), multiphase=multiphase),
        boundary_values=values,
        boundary_types=types,
        patch_kinds=kinds,
        paired=paired,
        extent=extent,
        cells=cells,
        scale=scale,
        gravity=read_gravity(page.by("gravity")),
    )
    requirements = times_by_dimension(times, requirements)
    if requirements.write_interval is None and requirements.end_time is not None:
        # A share or a count of writes needs the end time, which may come from its unit only.
        requirements = replace(requirements,
                               write_interval=read_write_interval(times, requirements.end_time))
    requirements = replace(requirements, vertices=read_vertices(mesh),
                           adjustable=read_adjustable(times),
                           intensity=read_intensity(page.by("inflow")),
                           length_scale=read_length_scale(page.by("inflow")),
                           fluxes=(*subscripted_fluxes,
                                   *read_fluxes(page.by("fluxes"), patch_names)),
                           refine=stated_refinement(mesh),
                           newtonian=stated_newtonian(page.by("properties")))
    requirements = _relative(page.by("relative"), requirements, relative, patch_names)
    # What is read but not applied takes its words first, so they are not also "not understood".
    unsupported = page.by("unsupported")
    said = (*read_coupled_solid(unsupported), *read_sphere(unsupported))
    unread, notes = _not_understood(page)
    return replace(requirements, square=read_unsized_square(mesh, extent),
                   ignored=(*unread, *asked_changes(page, patch_names)),
                   not_applied=said, not_physics=notes)


def _relative(page: Page, found: Requirements, readings: list[RelativeReading],
              patches: tuple[str, ...]) -> Requirements:
    """Each relative value on the boundary its clause names: resolved now when its base is a
    value the prompt states ("floor 1 K hotter than the ceiling, which is at 300 K"), else kept
    to be resolved against the followed case (``foam_agent.agents.spec.resolve``)."""
    values = list(found.boundary_values)
    kept: list[RelativeValue] = []
    for reading in readings:
        clause = next((piece for sentence in sentences(page.text)
                       for piece in clauses(sentence)
                       if piece.start <= reading.start < piece.end), None)
        target: tuple[str, ...] = ()
        if reading.field != "deltaT" and clause is not None:
            base_words = words_of(reading.base or "")
            target = tuple(mention for mention in boundary_mentions(clause.text, patches)
                           if not words_of(mention) & base_words
                           and (not CAMEL_CASE.fullmatch(mention) or BOUNDARY_WORD.search(mention))
                           and clause.text.lower().find(mention.lower())
                           < reading.start - clause.start + 1)
            if not target:
                before = [piece for sentence in sentences(page.text)
                          for piece in clauses(sentence) if piece.end <= clause.start]
                lender = next((mentions for piece in reversed(before)
                               if (mentions := boundary_mentions(piece.text, patches))), ())
                target = lender
            if not target and reading.field == "U":
                target = ("inlet",)
            if not target:
                page.claims.release(reading.start, reading.end)
                continue
        source = " ".join(page.text[reading.start:reading.end].split())
        if target:
            source = f"{target[0]} {source}" if target[0].lower() not in source.lower() \
                else source
        item = relative_value(reading, target, source)
        base = _stated_base(values, item) if reading.compared else _said_before(
            page.text, values, reading)
        if base is None or isinstance(base.value, tuple):
            kept.append(item)
            continue
        resolved = (base.value + item.offset if item.offset is not None
                    else base.value * (item.factor or 1.0))
        operation = (f"+ {format_number(item.offset)}" if item.offset is not None
                     else f"x {format_number(item.factor or 1)}")
        formula = f"{item.field} = {format_number(base.value)} {operation}"
        values.append(BoundaryValue(item.field, item.boundary,
                                    float(f"{resolved:.12g}"),
                                    f"{item.source}: {formula} (the stated '{base.source}')"))
    return replace(found, boundary_values=tuple(values), relative=tuple(kept))


def _said_before(text: str, values: list[BoundaryValue], reading: RelativeReading
                 ) -> BoundaryValue | None:
    """The value of the reading's field stated last before it in its sentence, on another
    boundary ("the top plate is at 77 °F and the bottom plate is 4 °F hotter"): what a
    comparison naming nothing is made with; None when the sentence states none."""
    sentence = next((span for span in sentences(text)
                     if span.start <= reading.start < span.start + len(span.text)), None)
    if sentence is None:
        return None
    before = [(position, value) for value in values
              if value.field == reading.field and not isinstance(value.value, tuple)
              and value.boundary != (INTERNAL,)
              and sentence.start <= (position := text.find(value.source, sentence.start))
              < reading.start]
    return max(before, key=lambda pair: pair[0])[1] if before else None


def _stated_base(values: list[BoundaryValue], item: RelativeValue) -> BoundaryValue | None:
    """The stated scalar value of the base boundary's field, if the prompt gives one."""
    if item.base is None or item.field == "deltaT":
        return None
    wanted = words_of(item.base[0])
    return next((value for value in values
                 if value.field == item.field and not isinstance(value.value, tuple)
                 and value.boundary != (INTERNAL,)
                 and any(wanted & words_of(mention) for mention in value.boundary)), None)


def _not_understood(page: Page) -> tuple[tuple[str, ...], tuple[Stated[str], ...]]:
    """Clauses holding a number that no rule used, so the user sees what was not applied;
    and the numbers no rule used that are bound to a noun of no physics (the computer, the
    person, the calendar, a name's version: ``foam_agent.agents.spec.not_physics``), each a
    note with its words, which read them and set nothing."""
    missed: list[str] = []
    notes: list[Stated[str]] = []
    for sentence in sentences(page.text):
        for piece in clauses(sentence):
            for number in re.finditer(NUMBER, piece.text):
                position = piece.start + number.start()
                if (piece.text[max(0, number.start() - 1):number.start()] in ("^", "_")
                        or piece.text[max(0, number.start() - 1):number.start()].isalpha()
                        or _DIMENSIONALITY.match(piece.text, number.start())
                        or _TIME_DIRECTORY.match(piece.text, number.start())):
                    continue
                if page.is_read(position) or _restates_a_read_number(page, position,
                                                                    number.group(0)):
                    continue
                other = not_physics(page.text, position, piece.start + number.end(),
                                    (sentence.start, sentence.start + len(sentence.text)))
                if other is not None:
                    words = page.take(other.start, other.end)
                    notes.append(Stated(f"a number about {other.kind}", words))
                    continue
                missed.append(_unread_words(page, piece.start, piece.text))
                break
    return tuple(dict.fromkeys(missed)), tuple(notes)


def _restates_a_read_number(page: Page, position: int, number: str) -> bool:
    """Whether the number at ``position`` opens a bracket right after a read number of the
    same value ("the viscosity 0.015 (0.015)", from "fifteen thousandths (0.015)"): the echo
    says the value again, so it is read with it, not an unread clause that leaves the case
    unmet."""
    window = max(0, position - 40)
    before = _BEFORE_A_RESTATEMENT.search(page.text, window, position)
    return before is not None and float(before.group("first")) == float(number) \
        and page.is_read(before.start())


def _unread_words(page: Page, start: int, clause: str) -> str:
    """The clause as its "not understood" row quotes it, less the pieces at its end, after a
    colon or semicolon, whose every number a reader took ("a layer 1 m deep: the floor is
    held at 29 °C" quotes "a layer 1 m deep"): the row then holds what no reader read, so the
    audit can hold it against the case (a size it already has) without the values read
    elsewhere. A piece before the unread number is kept whatever it holds: it may say what
    the number is of ("the inlet at 3 m/s: 300 K")."""
    cut = len(clause)
    for mark in reversed(list(_PIECE_MARK.finditer(clause, 0, cut))):
        numbers = list(re.finditer(NUMBER, clause[mark.end():cut]))
        if not numbers or not all(page.is_read(start + mark.end() + number.start())
                                  for number in numbers):
            break
        cut = mark.start()
    return " ".join(clause[:cut].split()).strip(" ,.;:")
