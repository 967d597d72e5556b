"""The domain's size, the cell counts, the mesh scale, a square domain's side, listed vertices
and a refinement factor.
"""

from __future__ import annotations

import re
from dataclasses import replace

from foam_agent.agents.spec.geometry import near_domain
from foam_agent.agents.spec.phrases import NUMBER, VECTOR, sentences, to_vector, unit_after
from foam_agent.agents.spec.relative import read_refinement, read_square_side
from foam_agent.agents.spec.stated import Extent, SizeRole, Stated, Vector
from foam_agent.agents.spec.values.page import IS, Page
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
_LENGTH_UNIT = (r"(?:\s*(?:mm|cm|km|m|meters?|metres?|millimet(?:er|re)s?|centimet(?:er|re)s?|"
                r"inch(?:es)?|ft|feet|units?)\b)?")

_PAIR_OR_TRIPLE = lazy_regex(
    rf"(?P<a>{NUMBER})(?P<ua>{_LENGTH_UNIT})\s*(?:[x*]|\bby\b)\s*(?P<b>{NUMBER})"
    rf"(?P<ub>{_LENGTH_UNIT})(?:\s*(?:[x*]|\bby\b)\s*(?P<c>{NUMBER})(?P<uc>{_LENGTH_UNIT}))?",
    _FLAGS,
)

#: Words that make the "a x b x c" after them a point, not sizes: "centered at 2.5 x 2.5 x 0.0",
#: "located at", "with its centre at", "origin at". Read as sizes, an obstacle's centre had
#: become the domain's extent and hid the domain's own ranges said after it.
_POSITION_BEFORE = lazy_regex(
    r"\b(?:cent(?:er(?:ed)?|red?)|located|positioned|placed|situated|origin|position|"
    r"coordinates?)\s+(?:(?:is|are|lies|lie)\s+)?(?:at|of|on)?\s*\(?\s*$", _FLAGS)

#: The fewest cells along an axis that a bare "N x M" is read as a cell count.
MIN_CELLS_PER_AXIS = 8

#: A count's noun may follow a word or two saying what kind of cells ("50 x 50 x 1 uniform
#: cells", "40 x 20 hexahedral cells").
_CELL_WORDS_AFTER = lazy_regex(
    r"^\s*(?:\(?\s*)?(?:(?!domain|box|channel|cavity|region|geometry|tank)[a-z-]+\s+){0,2}?"
    r"(?:cells?|grid|points|nodes|elements|mesh|divisions|"
    r"resolution)\b", _FLAGS
)

_CELL_WORDS_BEFORE = lazy_regex(
    r"(?:grid|mesh|cells?|discreti[sz]\w*|resolution|divided\s+into|elements|divisions|"
    r"refined\s+to|coarsened\s+to)"
    r"[^.]{0,25}$",
    _FLAGS,
)

_DOMAIN_WORDS = lazy_regex(
    r"(?:domain|spans?|spanning|size|dimensions?|extents?|geometry|box|region|measur\w*|"
    r"length|area|channel|tank|cavity)[^.]{0,40}$",
    _FLAGS,
)

_AXIS_CELLS = lazy_regex(
    r"(?P<n>\d+)\s+(?:cells?|grid\s+points|points|nodes|divisions|elements)\s+"
    r"(?:in|along)\s+(?:the\s+)?(?:(?P<axis>[xyz])\b|(?P<all>all|each|every)\s+directions?)",
    _FLAGS,
)

_AXISRANGE = lazy_regex(
    rf"(?:\bfrom\s+)?(?<![\w.])(?P<lo>{NUMBER})(?P<ul>{_LENGTH_UNIT})"
    rf"\s+to\s+(?P<hi>{NUMBER})(?P<uh>{_LENGTH_UNIT})"
    rf"\s+(?:in|along|for)\s+(?:the\s+)?(?P<axis>[xyz])\b",
    _FLAGS,
)

#: "normalized to 1 unit on both the x and y axes", "1 unit in x": sizes in mesh units.
_UNIT_SIZES = lazy_regex(
    rf"(?P<v>{NUMBER})\s+units?\s+(?:on|in|along)\s+(?:both\s+)?(?:the\s+)?(?P<a>[xyz])"
    r"(?:\s*-?\s*(?:axis|axes|direction))?(?:\s*(?:,|and)\s*(?:the\s+)?(?P<b>[xyz]))?"
    r"(?:\s*-?\s*(?:axis|axes|directions?))?", _FLAGS)

#: "very thin in the z-direction (0.1 units)": a size in mesh units after its axis.
_AXIS_UNIT_SIZE = lazy_regex(
    rf"\b(?:in|along)\s+(?:the\s+)?(?P<a>[xyz])\s*-?\s*(?:direction|axis)\s*\(\s*"
    rf"(?P<v>{NUMBER})\s+units?\s*\)", _FLAGS)

_NAMED_SIZE = lazy_regex(
    rf"\b(?P<dim>length|width|height|depth|thickness)\s+(?:of\s+|is\s+|=\s*)*(?P<v>{NUMBER})"
    rf"(?P<u>{_LENGTH_UNIT})",
    _FLAGS,
)

#: A size after its value ("2 m wide"), read for enclosed domains (cavities, boxes, rooms).
_SIZE_AFTER = lazy_regex(rf"(?<![\w.])(?P<v>{NUMBER})(?P<u>{_LENGTH_UNIT})\s*"
                         rf"(?P<word>long|wide|high|tall|deep|thick)\b", _FLAGS)

#: "10 m by 10 m in plan": the two level sides of something with a height.
_IN_PLAN = lazy_regex(r"\s*(?:in\s+plan|plan\s+(?:area|dimensions?|size))\b", _FLAGS)

#: "a 3.28 ft x 3.28 ft section": the sizes across something long, not its length.
_SECTION = lazy_regex(r"\s*(?:(?:square|rectangular|circular)\s+)?(?:cross[\s-]*)?"
                      r"sections?\b", _FLAGS)
#: The roles of a cross-section's two sizes.
_ACROSS: tuple[SizeRole, SizeRole] = ("height", "width")

_ROLES: dict[str, SizeRole] = {"length": "length", "width": "width", "height": "height",
                               "depth": "depth", "thickness": "thickness"}

_AFTER_DIMS = {"long": "length", "wide": "width", "high": "height", "tall": "height",
               "deep": "depth", "thick": "thickness"}

_ENCLOSED = lazy_regex(r"\b(?:cavity|box|room|tank|enclosure)\b", _FLAGS)

_SCALE = (
    rf"\bscaled?\s+(?:(?:the\s+)?(?:entire\s+|whole\s+)?(?:domain|geometry|mesh)\s+)?"
    rf"(?:down\s+|up\s+)?by\s+(?:a\s+factor\s+(?:of\s+)?)?(?P<v>{NUMBER})",
    rf"\bconvertToMeters{IS}(?P<v>{NUMBER})",
    rf"\b(?:blockMesh|mesh|vertex|vertices)\s+scale\s+(?P<v>{NUMBER})",
    rf"\bscale\s*(?:factor)?\s*(?:of|=|:|is)\s*(?P<v>{NUMBER})",
)

_MILLIMETRES = lazy_regex(
    r"\bmillimet(?:er|re)s?\s*-?\s*scale|\b(?:dimensions|coordinates|geometry|units)\s+"
    r"(?:are\s+|given\s+)?in\s+(?:mm|millimet(?:er|re)s)\b",
    _FLAGS,
)

_SQUARE_DOMAIN = lazy_regex(r"\bsquare\s+(?:(?:lid\s*-?\s*driven|closed|heated|sealed|"
                            r"2\s*-?\s*D)\s+)?(?:cavity|domain|box|room|enclosure|container)\b",
                            _FLAGS)


def read_unsized_square(page: Page, extent: Stated[Extent] | None) -> Stated[bool] | None:
    """A square domain with no size stated: a shape the followed case must already have, since
    no rule can make its sides equal without a size (a 76 mm x 2180 mm buoyantCavity stayed
    1:29 while the request said "Square cavity", and no row said so; icoFoam's 0.1 m cavity
    is square and meets it)."""
    match = _SQUARE_DOMAIN.search(page.text)
    if match is None or (extent is not None and all(
            size is not None for size in extent.value.sizes[:2])):
        return None
    return Stated(True, " ".join(match.group(0).split()))


def stated_refinement(page: Page) -> Stated[float] | None:
    """A mesh refinement factor ("twice as fine", "refine the mesh by 2")."""
    found = read_refinement(page.text)
    return Stated(found.value, page.take(found.start, found.end)) if found else None


def with_square_side(page: Page, extent: Stated[Extent] | None) -> Stated[Extent] | None:
    """A square domain's one side as both in-plane extents, where no rule gave them."""
    if extent is not None and all(size is not None for size in extent.value.sizes[:2]):
        return extent
    side = read_square_side(page.text)
    if side is None or any(claim.reader == "porosity" and claim.start < side.end
                           and side.start < claim.end for claim in page.claims):
        # A side the porosity reader took is its zone's ("a porous clump 1 m on a side").
        return _other_side_equal(page, extent)
    source = page.take(side.start, side.end)
    if extent is None:
        return Stated(Extent((side.value, side.value, None)), source)
    sizes = extent.value.sizes
    if extent.value.in_mesh_units:
        return extent
    return Stated(replace(extent.value, sizes=(sizes[0] if sizes[0] is not None else side.value,
                                               sizes[1] if sizes[1] is not None else side.value,
                                               sizes[2])), f"{extent.source}; {source}")


def _other_side_equal(page: Page, extent: Stated[Extent] | None) -> Stated[Extent] | None:
    """A square domain with one in-plane size stated ("a square cavity … 5 cm wide"): the
    other side is the same (it stayed the followed case's, and the audit's equal-sides row was
    unmet)."""
    square = _SQUARE_DOMAIN.search(page.text)
    if square is None or extent is None or extent.value.in_mesh_units:
        return extent
    sizes = extent.value.sizes
    given = [size for size in sizes[:2] if size is not None]
    if len(given) != 1:
        return extent
    return Stated(replace(extent.value, sizes=(given[0], given[0], sizes[2])),
                  f"{extent.source}; {' '.join(square.group(0).split())}")


#: Where a prompt lists mesh vertices: "vertices defined as inlet points at (…) and (…)".
_VERTEX_WORDS = lazy_regex(r"\b(?:vertices|vertex|points?)\b", _FLAGS)


def read_vertices(page: Page) -> Stated[tuple[Vector, ...]] | None:
    """Vectors in a sentence about vertices or points that no other rule read."""
    points: list[Vector] = []
    sources: list[str] = []
    for sentence in sentences(page.text):
        if not _VERTEX_WORDS.search(sentence.text):
            continue
        for match in re.finditer(VECTOR, sentence.text):
            start = sentence.start + match.start()
            if page.is_read(start):
                continue
            points.append(to_vector(match))
            sources.append(page.take(start, sentence.start + match.end()))
    return Stated(tuple(points), "; ".join(sources)) if points else None


def _length(value: str, unit_text: str | None) -> tuple[float, bool]:
    """A length in metres and whether the prompt gave a unit for it."""
    unit = unit_after(" " + (unit_text or "").strip(), 0)
    if unit is None or unit.kind != "length":
        return float(value), False
    return float(unit.to_si(float(value))), True


#: Readers whose words are a thing's in the domain (a heater, a bump on a bed, a porous
#: block): a size they took is the thing's, never the domain's ("a heating pad 1.5 m long in x
#: and 1 m wide in z" in a 10 m hall had made the hall 1.5 m by 1 m).
_THING_READERS = frozenset({"regions", "shallow_water", "porosity"})


def _things_own(page: Page, start: int, end: int) -> bool:
    """Whether a thing's reader took any of the characters ``start`` to ``end``."""
    return any(claim.reader in _THING_READERS and claim.start < end and start < claim.end
               for claim in page.claims)


def unitless_counts(units: list[str | None]) -> bool:
    """Whether the parts of an "a x b (x c)" carry no length unit other than a bare "units"
    (the mesh's own, as in "20 x 20 units"), so they may count cells."""
    return all(re.fullmatch(r"\s*(?:units?)?\s*", unit or "") for unit in units)


def read_mesh(page: Page) -> tuple[Stated[Extent] | None,
                                   Stated[tuple[int | None, int | None, int | None]] | None,
                                   Stated[float] | None]:
    """The domain's extent, the cells per axis and the mesh scale, each with its words: cell
    counts and sizes as "a x b (x c)", per axis, as ranges and by name ("2 m long")."""
    text = page.text
    sizes: list[float | None] = [None, None, None]
    lows: list[float | None] = [None, None, None]
    roles: list[SizeRole | None] = [None, None, None]
    cells: list[int | None] = [None, None, None]
    extent_sources: list[str] = []
    cell_sources: list[str] = []
    any_unit = False
    for match in _PAIR_OR_TRIPLE.finditer(text):
        parts = [part for part in (match.group("a"), match.group("b"), match.group("c")) if part]
        units = [match.group("ua"), match.group("ub"), match.group("uc")]
        before = text[max(0, match.start() - 60):match.start()]
        after = text[match.end():match.end() + 20]
        if _things_own(page, match.start(), match.end()):
            continue
        if _POSITION_BEFORE.search(before):
            continue  # a point ("centered at 2.5 x 2.5 x 0.0"), placed by the geometry reader
        integral = all(re.fullmatch(r"\d+", part) for part in parts)
        unitless = not any((unit or "").strip() for unit in units)
        #: "cavity 40x40": whole numbers this large with no unit count cells, not metres.
        many = integral and unitless and min(int(part) for part in parts) >= MIN_CELLS_PER_AXIS
        # A number with a length unit is a size, never a count ("9 m x 1 m").
        if integral and unitless_counts(units) and (
                _CELL_WORDS_AFTER.search(after) or _CELL_WORDS_BEFORE.search(before) or many):
            for axis, part in enumerate(parts):
                cells[axis] = int(part)
            cell_sources.append(page.take(match.start(), match.end()))
        elif (_DOMAIN_WORDS.search(before) or any((unit or "").strip() for unit in units)) \
                and near_domain(text, match.start(), match.end()):
            # "4 by 4 cm": the last unit written is every size's that has none of its own;
            # "a 4 by 4 cm square notch" sizes the part it names, not the domain.
            trailing = next((unit for unit in reversed(units) if (unit or "").strip()), None)
            if any(size is not None for size in sizes[:len(parts)]):
                continue  # the domain's sizes are said once; a later pair sizes a part of it
            two = len(parts) == 2
            plan = two and _IN_PLAN.match(text, match.end()) is not None
            section = two and _SECTION.match(text, match.end()) is not None
            for axis, part in enumerate(parts):
                sizes[axis], has_unit = _length(part, units[axis] or trailing)
                roles[axis] = "plan" if plan else _ACROSS[axis] if section else None
                any_unit = any_unit or has_unit
            extent_sources.append(page.take(match.start(), match.end()))
    for match in _AXIS_CELLS.finditer(text):
        axes = range(3) if match.group("all") else ["xyz".index(match.group("axis").lower())]
        for axis in axes:
            cells[axis] = int(match.group("n"))
        cell_sources.append(page.take(match.start(), match.end()))
    for pattern in (_UNIT_SIZES, _AXIS_UNIT_SIZE):
        for match in pattern.finditer(text):
            if _things_own(page, match.start(), match.end()):
                continue
            for group in ("a", "b"):
                axis_name = match.groupdict().get(group)
                if axis_name:
                    sizes["xyz".index(axis_name.lower())] = float(match.group("v"))
            extent_sources.append(page.take(match.start(), match.end()))
    for match in _AXISRANGE.finditer(text):
        if _things_own(page, match.start(), match.end()):
            continue
        axis = "xyz".index(match.group("axis").lower())
        low, has_unit = _length(match.group("lo"), match.group("ul"))
        high, _ = _length(match.group("hi"), match.group("uh"))
        length = float(f"{high - low:.12g}")
        said = sizes[axis]
        if length <= 0 or (said is not None and abs(said - length) > 1e-9 * max(length, 1.0)):
            # No range at all ("z = 4,4": a decimal comma read as a list, 4 to 4, wrote a
            # zero-thick block blockMesh refused), or a part's span on an axis whose size
            # the domain's own words gave ("a room 10 x 5 x 10 m … the plate from z = 4.4
            # to 5.6 m" had made the room 1.2 m deep).
            continue
        lows[axis], sizes[axis] = low, length
        any_unit = any_unit or has_unit
        extent_sources.append(page.take(match.start(), match.end()))
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
        # Each size is said by its role; its axis here is provisional, the followed case's
        # frame places it (``foam_agent.agents.spec.domain_frame``).
        axis_of = {"length": 0, "width": 1 if "length" in named else 0, "height": 1,
                   "depth": 2, "thickness": 2}
        for dim, match in named.items():
            if _things_own(page, sentence.start + match.start(), sentence.start + match.end()):
                continue
            slot = next((axis for axis in (axis_of[dim], 0, 1, 2) if sizes[axis] is None), None)
            if slot is None or dim in roles:
                continue
            sizes[slot], has_unit = _length(match.group("v"), match.group("u"))
            roles[slot] = _ROLES[dim]
            any_unit = any_unit or has_unit
            extent_sources.append(page.take(sentence.start + match.start(),
                                            sentence.start + match.end()))
    scale_match = page.first(_SCALE)
    scale: Stated[float] | None = None
    if scale_match is not None:
        scale = Stated(float(scale_match.group("v")),
                       page.take(scale_match.start(), scale_match.end()))
    elif (millimetres := _MILLIMETRES.search(text)) is not None:
        scale = Stated(0.001, page.take(millimetres.start(), millimetres.end()))
    extent = None
    if any(size is not None for size in sizes):
        extent = Stated(
            Extent((sizes[0], sizes[1], sizes[2]), (lows[0], lows[1], lows[2]),
                   in_mesh_units=scale is not None and not any_unit,
                   roles=(roles[0], roles[1], roles[2])),
            "; ".join(extent_sources),
        )
    stated_cells = (Stated((cells[0], cells[1], cells[2]), "; ".join(cell_sources))
                    if any(n is not None for n in cells) else None)
    return extent, stated_cells, scale
