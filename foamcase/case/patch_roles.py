"""Boundaries a request names by their role, not by their name: the main and the side inlet,
both ends, the face the case heats or cools, and how many of them it says there are.

Why: people describe a case's boundaries by what they are ("the main (larger) inlet brings
fluid in at 1.5 m/s and the small side inlet at 4 m/s", "both ends at 80 °F", "the face the
example heats is held at 250 °C"); tutorials number them (``velocity-inlet-5``, ``patch4``).
The case says which is which, through its geometry and its own values:

- a size word (main, larger, primary; side, small, secondary, jet) ranks the case's inlets
  (or outlets) by area (``foamcase.case.patch_areas``): the main one is the largest, a side
  one or a jet the smallest; two of equal area, or an area that cannot be read, rank nothing;
- the ends are the patches lying on the two planes across the domain's longest axis;
- the face a case heats (or cools) is the patch of its temperature held at the highest (or
  lowest) fixed value, among at least two held at different values;
- an electrode (a wire, an emitter) is the patch of the electric potential held at the
  largest magnitude, the grounded part (an enclosure, a collector) those held at zero;
- the inflow ("the inflow", "the inlet" of a case whose inlet is called ``left``) is every
  open patch whose velocity condition fixes the inflow (``foamcase.catalog.boundaries``'
  roles, read from the condition's type, never its value); a wall, and so a body the flow
  passes, is never one.

A count said with the words ("the four side walls", "the other three sides", "both ends") is
checked against the sides (or, without sides, the patches) the words map to; it is never a
physical value. Each mapping is told in words (:func:`explain`) for the audit's note.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from pathlib import Path

from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import all_field_files, entries_of, lookup, mesh_patches
from foam_agent.foamcase.case.paired import fixed_values, initial_value
from foam_agent.foamcase.case.patch_areas import patch_areas
from foam_agent.foamcase.case.patch_places import names_flow_end, place_reason, velocity_types
from foam_agent.foamcase.case.patch_streams import stream_inlet
from foam_agent.foamcase.case.sides import CaseSides, patch_faces
from foam_agent.foamcase.case.sizes import faces_along
from foam_agent.foamcase.catalog.boundaries import CONSTRAINT_TYPES, SYMMETRY_TYPES, patch_roles
from foam_agent.foamcase.catalog.openings import (
    EITHER_WORDS,
    INLET_WORDS,
    OPENING_WORDS,
    OUTLET_WORDS,
)
from foam_agent.foamcase.catalog.quantities import QUANTITIES
from foam_agent.foamcase.lazy_pattern import lazy_regex
from foam_agent.foamcase.phrase_lists import alternation

#: Words that make a boundary the largest of its kind, and the smallest.
_LARGEST = frozenset({"main", "primary", "principal", "large", "larger", "largest", "big",
                      "bigger", "biggest", "major", "wide", "wider", "widest"})
_SMALLEST = frozenset({"side", "small", "smaller", "smallest", "secondary", "jet", "jets",
                       "auxiliary", "minor", "narrow", "narrower", "narrowest"})
#: Kinds of opening a size word ranks: the words, and the parts of patch names of that kind.
_OPENINGS: tuple[tuple[frozenset[str], tuple[str, ...]], ...] = (
    (INLET_WORDS, ("inlet", "inflow")),
    (OUTLET_WORDS, ("outlet", "outflow")),
)
#: A branch of a junction is an opening of either kind: the case's inlets are ranked first,
#: then its outlets ("a smaller side branch injects at 2 m/s" in a case with two inlets).
_BRANCH = EITHER_WORDS
_ENDS = frozenset({"end", "ends"})
_HOT = frozenset({"heats", "heated", "hot", "hotter", "hottest", "warm", "warmer", "warmed"})
_COLD = frozenset({"cools", "cooled", "cold", "colder", "coldest", "cool", "cooler"})
#: Nouns of an electrostatic case's boundaries: the electrode at a potential, and the part held
#: at zero (the vocabulary reader offers them as boundary mentions).
ELECTRODE_WORDS = frozenset({"wire", "wires", "electrode", "electrodes", "emitter",
                             "emitters"})
#: The potential's catalog row: its field's fixed values say which patch is the electrode,
#: and its words for a boundary held at zero ("grounded") name the ground as well.
_POTENTIAL_ROW = next(row for row in QUANTITIES if row.name == "electric potential")
_POTENTIAL = _POTENTIAL_ROW.fields[0]
GROUND_NOUNS = frozenset({"enclosure", "enclosures", "collector", "collectors", "casing"})
GROUND_WORDS = GROUND_NOUNS | frozenset(_POTENTIAL_ROW.zero_words)
#: Count words said before a boundary noun: a side's or an opening's of any kind ("both
#: exits", "the two vents": the catalog's opening words).
_COUNTS = {"one": 1, "two": 2, "both": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_COUNT = lazy_regex(r"\b(?P<n>one|two|both|three|four|five|six|[1-6])\b(?=(?:\s+[a-z-]+)?\s+"
                    r"(?:walls?|sides?|ends?|faces?|boundar(?:y|ies)|surfaces?|"
                    r"patch(?:es)?|planes?|edges?|" + alternation(OPENING_WORDS) + r")\b)",
                    re.IGNORECASE)
#: Words a count travels with that name no boundary ("the other three sides", "all 4 walls").
_FILLER = lazy_regex(r"\b(?:the|all|of)\b", re.IGNORECASE)
#: The temperature field whose fixed values say which face a case heats.
_TEMPERATURE = "T"


def stated_count(mention: str) -> int | None:
    """How many boundaries the words say there are ("the four side walls": 4), or None."""
    match = _COUNT.search(mention)
    return _COUNTS.get(match.group("n").lower()) if match and not match.group(
        "n").isdigit() else (int(match.group("n")) if match else None)


def bare(mention: str) -> str:
    """The words without their count and article: "the other three sides" → "other sides",
    "all 4 walls" → "walls", "both ends" → "ends"."""
    plain = _COUNT.sub(" ", mention)
    plain = _FILLER.sub(" ", plain) if plain != mention or mention.lower().startswith(
        ("all ", "the ")) else plain
    return " ".join(plain.split()) or mention


def _words(mention: str) -> set[str]:
    return set(re.findall(r"[a-z]+", mention.lower()))


Sides = Callable[[], Mapping[str, Collection[str]]]


def _root(sides: Sides) -> Path | None:
    """The case the sides were read from (a :class:`CaseSides`), or None."""
    read = sides()
    return read.root if isinstance(read, CaseSides) else None


def by_size(mentions: tuple[str, ...], patches: Mapping[str, str], sides: Sides) -> list[str]:
    """The inlet (or outlet) a size word names: the largest of the case's for "main", the
    smallest for "side", "small" or "jet", when the case has two or more of that kind with
    areas that tell them apart. A case with one of that kind answers "main" or "wide" with
    it (its only inlet is its main one), never "side" or "small": a side inlet asked of a
    case with one inlet is a second opening the case lacks."""
    for mention in mentions:
        words = _words(mention)
        largest, smallest = bool(words & _LARGEST), bool(words & _SMALLEST)
        if largest == smallest or not _kinds(words):
            continue
        root = _root(sides)
        if root is None:
            continue
        for kind in _kinds(words):
            found = _ranked(root, kind, largest, patches)
            if found:
                return found
    return []


def _kinds(words: set[str]) -> list[tuple[str, ...]]:
    """The kinds of opening the words may name: the one they say, or for a branch either."""
    said = [parts for named, parts in _OPENINGS if words & named]
    return said[:1] or ([parts for _, parts in _OPENINGS] if words & _BRANCH else [])


def _ranked(root: Path, kind: tuple[str, ...], largest: bool,
            patches: Mapping[str, str]) -> list[str]:
    """The largest (or smallest) patch of ``kind``, when areas tell two or more apart; the
    only one, when the case has one and the largest is asked."""
    candidates = [name for name in patches
                  if any(part in re.sub(r"[^a-z]", "", name.lower()) for part in kind)]
    if len(candidates) == 1 and largest:
        return candidates
    areas = patch_areas(root)
    if len(candidates) < 2 or any(name not in areas for name in candidates):
        return []
    ranked = sorted(candidates, key=lambda name: areas[name], reverse=largest)
    if abs(areas[ranked[0]] - areas[ranked[1]]) <= 1e-9 * max(areas[ranked[0]], 1e-30):
        return []
    return [ranked[0]]


def ends(mentions: tuple[str, ...], patches: Mapping[str, str], sides: Sides) -> list[str]:
    """The patches "the ends" ("both ends", "the end walls") name: those whose every face lies
    on one of the two planes across the domain's longest axis."""
    if not any(_words(mention) & _ENDS for mention in mentions):
        return []
    root = _root(sides)
    if root is None:
        return []
    faces = patch_faces(root)
    points = [point for listed in faces.values() for face in listed for point in face]
    if not points:
        return []
    lows = [min(point[axis] for point in points) for axis in range(3)]
    highs = [max(point[axis] for point in points) for axis in range(3)]
    axis = max(range(3), key=lambda index: highs[index] - lows[index])
    tolerance = 1e-6 * (highs[axis] - lows[axis])
    found = []
    for name, listed in faces.items():
        if name in patches and all(
                any(all(abs(point[axis] - plane) <= tolerance for point in face)
                    for plane in (lows[axis], highs[axis])) for face in listed):
            found.append(name)
    return found


def by_heat(mentions: tuple[str, ...], patches: Mapping[str, str], sides: Sides) -> list[str]:
    """The face a case heats (its temperature's highest fixed value) or cools (the lowest),
    among at least two patches held at different temperatures; a case holding one patch at a
    fixed temperature heats it when it is above the uniform initial field, cools it when
    below (solidMelting2D's ``left`` at 311 K over solid gallium at 301.3 K)."""
    words = _words(mentions[0]) if mentions else set()
    hot, cold = bool(words & _HOT), bool(words & _COLD)
    if hot == cold:
        return []
    root = _root(sides)
    if root is None:
        return []
    held = {name: value for name, value in fixed_values(root, _TEMPERATURE).items()
            if name in patches}
    if len(held) == 1:
        initial = initial_value(root, _TEMPERATURE)
        ((name, value),) = held.items()
        return [name] if initial is not None and (value > initial if hot
                                                  else value < initial) else []
    if len(set(held.values())) < 2:
        return []
    chosen = (max if hot else min)(held.values())
    found = [name for name, value in held.items() if value == chosen]
    return found if len(found) == 1 else []


def by_potential(mentions: tuple[str, ...], patches: Mapping[str, str], sides: Sides
                 ) -> list[str]:
    """An electrode (the patch of the electric potential held at the largest magnitude, when
    one is) or the grounded part (every patch held at zero), among patches held at two values
    or more; nothing in a case without the field. Every mention's words count: "the outer
    boundary is grounded" offers "outer" and "grounded outer"."""
    words = set().union(*(_words(mention) for mention in mentions))
    electrode, ground = bool(words & ELECTRODE_WORDS), bool(words & GROUND_WORDS)
    root = _root(sides)
    if electrode == ground or root is None:
        return []
    held = {name: value for name, value in fixed_values(root, _POTENTIAL).items()
            if name in patches}
    if len(set(held.values())) < 2:
        return []
    if ground:
        return [name for name, value in held.items() if value == 0]
    largest = max(abs(value) for value in held.values())
    found = [name for name, value in held.items() if abs(value) == largest]
    return found if len(found) == 1 else []


def by_inflow(mentions: tuple[str, ...], patches: Mapping[str, str], sides: Sides
              ) -> list[str]:
    """The case's inlets, for words of the inflow that name no patch ("the inflow", "the
    inlet" of offsetCylinder, whose inlet is ``left``): the open patches whose velocity
    condition is an inflow's by its type. A side or small opening ("a side stream") is a
    second one the case may lack, and words of an outlet name no inlet, so neither is one."""
    words = set().union(*(_words(mention) for mention in mentions))
    if not words & INLET_WORDS or words & (_SMALLEST | OUTLET_WORDS | EITHER_WORDS):
        return []
    root = _root(sides)
    if root is None:
        return []
    roles = patch_roles(patches, velocity_types(root))
    return [name for name in patches if roles.get(name) == "inlet"]


def says_role(mention: str) -> bool:
    """Whether the words give a boundary one role the case's values tell: heated or cooled
    ("the heated wall"), an electrode or the ground ("the earthed wall"), one of each pair."""
    words = _words(mention)
    return (bool(words & _HOT) != bool(words & _COLD)
            or bool(words & ELECTRODE_WORDS) != bool(words & GROUND_WORDS))


def by_role(mentions: tuple[str, ...], patches: Mapping[str, str], sides: Sides) -> list[str]:
    """The patch the case gives the role the words say (:func:`by_heat`,
    :func:`by_potential`), or nothing."""
    return by_heat(mentions, patches, sides) or by_potential(mentions, patches, sides)


def counted(found: list[str], sides: Sides) -> int:
    """How many boundaries ``found`` is, as a count in words counts them: the sides of the
    domain they lie on when the case's sides are known (the cavity's one ``fixedWalls`` patch
    is "the other three sides"), else the patches."""
    read = sides()
    placed = [read.get(name) for name in found]
    if placed and all(placed):
        return len({side for on in placed if on for side in on})
    return len(found)


def count_mismatch(mention: str, found: list[str], sides: Sides) -> str | None:
    """Why the count the words say does not fit the patches they map to, or None."""
    said = stated_count(mention)
    if said is None or not found:
        return None
    has = counted(found, sides)
    return None if has == said else (
        f"'{mention}' says {said}, but the patches it maps to ({', '.join(found)}) are {has}")


def explain(mention: str, found: list[str], sides: Sides) -> str:
    """The mapping of words to patches told in words, for the audit's record: "'side inlet'
    is velocity-inlet-6 (the smallest inlet by area: 4 of 16, 4)"."""
    root = _root(sides)
    words = _words(mention)
    kind = next((parts for parts in _kinds(words)
                 if found and any(part in re.sub(r"[^a-z]", "", found[0].lower())
                                  for part in parts)), None)
    reason = ""
    if root is not None and kind is not None and bool(words & _LARGEST) != bool(
            words & _SMALLEST) and len(found) == 1:
        areas = patch_areas(root)
        listed = sorted((area for name, area in areas.items()
                         if any(part in re.sub(r"[^a-z]", "", name.lower()) for part in kind)),
                        reverse=True)
        if found[0] in areas:
            reason = (f"the {'largest' if words & _LARGEST else 'smallest'} {kind[0]} by area: "
                      f"{areas[found[0]]:.4g} of {', '.join(f'{area:.4g}' for area in listed)}")
    elif root is not None and bool(words & ELECTRODE_WORDS) != bool(words & GROUND_WORDS):
        held = fixed_values(root, _POTENTIAL)
        reason = (f"the case holds its electric potential there at "
                  f"{', '.join(f'{held[name]:g}' for name in found if name in held)}, "
                  f"{'the largest magnitude' if words & ELECTRODE_WORDS else 'ground'} of "
                  f"{', '.join(f'{value:g}' for value in held.values())}")
    elif root is not None and bool(words & _HOT) != bool(words & _COLD) and len(found) == 1:
        held = fixed_values(root, _TEMPERATURE)
        initial = initial_value(root, _TEMPERATURE)
        if found[0] in held and len(held) == 1 and initial is not None:
            reason = (f"the case holds its temperature there at {held[found[0]]:g}, its only "
                      f"fixed value, {'above' if words & _HOT else 'below'} the initial "
                      f"{initial:g}")
        elif found[0] in held:
            reason = (f"the case holds its temperature there at {held[found[0]]:g}, its "
                      f"{'highest' if words & _HOT else 'lowest'} fixed value")
    elif words & _ENDS and root is not None and not names_flow_end((mention,)):
        reason = "on the planes across the domain's longest axis"
    elif root is not None and len(found) == 1 and (stream := stream_inlet(
            (mention,), mesh_patches(root), root)) is not None and stream.patch == found[0]:
        reason = stream.reason()
    elif root is not None and found and found == by_inflow((mention,), {
            name: "patch" for name in found}, sides):
        types = velocity_types(root)
        reason = (f"the case's inlet{'s' if len(found) > 1 else ''}: its velocity is "
                  f"{', '.join(sorted({types[name] for name in found}))} there")
    if not reason:
        reason = place_reason(mention, found, sides, lambda: by_inflow(
            ("inlet",), mesh_patches(root) if root is not None else {}, sides))
    if not reason and found and all(sides().get(name) for name in found):
        planes = sorted({side for name in found for side in sides().get(name, ())})
        reason = f"on the {', '.join(planes)} plane{'s' if len(planes) > 1 else ''}"
    return f"'{mention}' is {', '.join(found)}" + (f" ({reason})" if reason else "")


def constraint_kind(root: Path, patch: str, patches: Mapping[str, str]) -> str | None:
    """The constraint type (empty, symmetry, wedge…) the case makes ``patch``, or None.

    Its mesh's type first; a mesh not made yet (elbow's, converted from a Fluent file when
    the case runs, lists every patch as ``patch``) tells it through the field files, which
    give a constraint patch that type in every field; a 2-D blockMesh's faces across its one
    cell are its empty front and back, whatever its boundary list calls them.
    """
    kind = patches.get(patch)
    if kind in CONSTRAINT_TYPES:
        return kind
    given = {str(entry.get("type")) for path in all_field_files(root)
             if isinstance(entry := lookup(entries_of(path), ("boundaryField", patch)),
                           Mapping)}
    if len(given) == 1 and (only := next(iter(given))) in CONSTRAINT_TYPES:
        return only
    return "empty" if _across_flat_axis(root, patch) else None


def _across_flat_axis(root: Path, patch: str) -> bool:
    """Whether every face of ``patch`` lies across the one cell of a 2-D blockMesh."""
    mesh = read_block_mesh(root)
    if mesh is None or mesh.flat_axis is None or not mesh.faces.get(patch):
        return False
    return faces_along([[mesh.points[index] for index in face] for face in mesh.faces[patch]],
                       mesh.flat_axis)


def constraint_holders(kind: str, items: Sequence[Sequence[str]], patches: Mapping[str, str],
                       root: Path) -> list[int]:
    """Which items of a list a constraint type whose words left its scope open is stated of.

    Why the case decides: "velocity-inlet-6, pressure-outlet-7, wall-8, frontAndBackPlanes
    empty" reads as four patches typed empty or as an inventory typed at its last item; an
    inlet, an outlet and a wall cannot be empty, and the case says which patch is its empty
    one. The items whose patches the case already makes ``kind`` (the symmetry types
    alike; :func:`constraint_kind`) hold it; when none does, the words' plain reading
    stands and every item is retyped (a blockMesh case made symmetric on two walls).

    Args:
        kind: The constraint type stated after the list.
        items: Each listed item's patches in the case, in order.
        patches: The case's patch name → mesh type.
        root: The case.

    Returns:
        Indices of the items that take ``kind``.
    """
    def makes(name: str) -> bool:
        found = constraint_kind(root, name, patches)
        return found == kind or (found is not None and {found, kind} <= SYMMETRY_TYPES)

    held = [index for index, names in enumerate(items) if any(makes(name) for name in names)]
    return held or list(range(len(items)))
