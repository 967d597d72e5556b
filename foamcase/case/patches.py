"""Which patches of a case a prompt's boundary words mean.

Why: people say "the lid", "top wall", "the inlet (left)", "walls"; tutorials name patches
``movingWall``, ``left``, ``upperWall``. Matching goes from exact to loose: an exact name (case
and spacing ignored) first, then a numbered name shortened ("in-5" for ``velocity-inlet-5``),
then a group ("walls": every wall patch not named on its own), then conventional synonyms
(lid → moving/top), then the name as part of a patch name, then a
role the case gives a patch (the face it heats, the inlet its species fields say the fuel enters
by: ``foamcase.case.patch_streams``, its inlets for "the inflow") or a place in its
geometry (a body inside the domain, the enclosure around it, the end the flow enters or leaves
by: ``foamcase.case.patch_places``). A word that
matches nothing resolves to nothing, and the caller reports it rather than guessing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping

from foam_agent.foamcase.case.patch_places import (
    by_body,
    by_enclosure,
    by_flow_end,
    is_enclosure,
    names_flow_end,
    side_walls,
)
from foam_agent.foamcase.case.patch_roles import (
    bare,
    by_heat,
    by_inflow,
    by_potential,
    by_role,
    by_size,
    ends,
    says_role,
)
from foam_agent.foamcase.case.patch_streams import by_stream
from foam_agent.foamcase.case.sides import SIDE_WORDS
from foam_agent.foamcase.catalog import CONSTRAINT_TYPES
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Prompt words (normalised) → parts of patch names they conventionally mean, best first.
SYNONYMS: dict[str, tuple[str, ...]] = {
    "lid": ("lid", "moving", "top", "upper"),
    "top": ("top", "upper", "ceiling", "lid", "moving"),
    "topwall": ("top", "upper", "ceiling", "lid", "moving"),
    "upper": ("upper", "top"),
    "upperwall": ("upper", "top"),
    "bottom": ("bottom", "lower", "floor"),
    "bottomwall": ("bottom", "lower", "floor"),
    "lower": ("lower", "bottom"),
    "lowerwall": ("lower", "bottom"),
    "movingwall": ("moving", "lid", "top"),
    "fixedwall": ("fixed", "stationary"),
    "fixedwalls": ("fixed", "stationary"),
    "stationarywalls": ("fixed", "stationary"),
    # A case open to a far stream on all sides (an SRF rotor, an airfoil) takes its inflow
    # through that boundary: it is the "inlet" of a case with no patch called so.
    "inlet": ("inlet", "inflow", "freestream", "farfield"),
    "inlets": ("inlet", "inflow", "freestream", "farfield"),
    "inflow": ("inflow", "inlet", "freestream", "farfield"),
    "freestream": ("freestream", "farfield"),
    "farfield": ("farfield", "freestream"),
    "outlet": ("outlet", "outflow"),
    "outlets": ("outlet", "outflow"),
    "outflow": ("outflow", "outlet"),
    # The ends the flow passes, where the case's faces cannot say which end is which (a
    # Fluent mesh): the patches named for them.
    "entrance": ("inlet", "inflow"),
    "exit": ("outlet", "outflow"),
    "sides": ("side",),
    "sidewalls": ("side",),
    "frontandback": ("front", "back"),
    "floor": ("floor", "bottom", "lower"),
    "ceiling": ("ceiling", "top", "upper"),
}
#: A noun after a patch's name that says it is a place of the boundary ("the cylinder
#: surface", "the outlet face"), taken off to find the name.
_PLACE_NOUN = lazy_regex(r"\s+(?:surfaces?|faces?|boundary|patch|plane)\s*$", re.IGNORECASE)
#: Words for the domain's lateral walls, those not up or down ("side walls", "the sides").
_LATERAL = lazy_regex(r"\b(?:side|lateral|vertical)\s*-?\s*walls?\b|\bsides\b", re.IGNORECASE)
#: Words that mean every wall of the case.
WALL_GROUP = frozenset({"wall", "walls", "allwalls", "thewalls"})
#: Words that mean every wall no other statement names ("the other three sides").
REST_GROUP = frozenset({"otherwalls", "othersides", "remainingwalls", "remainingsides",
                        "otherboundaries", "remainingboundaries", "othersurfaces",
                        "remainingsurfaces", "rest", "restofwalls", "restofboundaries",
                        "everythingelse"})

def normalise(name: str) -> str:
    """Lower case without spaces, hyphens or quotes: ``'Moving wall'`` → ``movingwall``."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def with_modifier(mention: str) -> tuple[str, ...]:
    """A boundary phrase and its words before the head, as the boundary reader offers them:
    "hot wall" also names the patch ``hot`` (buoyantCavity's, where the wall fields went
    unwritten although the stated 30 °C was put on it). The author's output plans and the
    audit's expectations must read a wall's name alike, so both take it from here."""
    words = mention.split()
    return (mention, " ".join(words[:-1])) if len(words) > 1 else (mention,)


def is_rest(mention: str) -> bool:
    """True when ``mention`` means the walls no other statement names ("the other sides")."""
    return normalise(bare(mention)) in REST_GROUP


def is_group(mentions: tuple[str, ...]) -> bool:
    """True when the best mention means "all walls"; "wall" offered beside "duct wall" is the
    enclosure's noun, which its geometry places, and beside "earthed wall" the wall of that
    role (:func:`resolve`)."""
    return (bool(mentions) and normalise(bare(mentions[0])) in WALL_GROUP | REST_GROUP
            and not is_enclosure(mentions) and not any(says_role(said) for said in mentions))


def resolve(mentions: tuple[str, ...], patches: Mapping[str, str],
            claimed: Collection[str] = (), *,
            sides: Callable[[], Mapping[str, Collection[str]]] | None = None) -> list[str]:
    """The patches the mentions mean.

    Args:
        mentions: Boundary words from the prompt, best first.
        patches: The case's patch name → mesh type.
        claimed: Patches named on their own elsewhere, which a group ("walls") leaves out.
        sides: Gives patch name → the sides of the domain it lies on (``left``, ``top``…),
            e.g. ``lambda: patch_sides(root)``; called only for a mention that is one side
            word (reading the blockMeshDict costs more than the rest). Such a mention that
            names no patch exactly means the patch on that side, before any loose match: the
            ``topAndBottom`` of a tall cavity may be its front and back.

    Returns:
        Patch names, possibly empty when nothing matches.
    """
    names = {name: normalise(name) for name in patches}
    mentions = tuple(bare(mention) for mention in mentions)
    for mention in mentions:
        # "the cylinder surface", "the inlet face": the patch named before the noun of a place
        said = {normalise(mention), normalise(_PLACE_NOUN.sub("", mention))}
        exact = [name for name, plain in names.items() if plain in said]
        if exact:
            return exact
    numbered = by_number(mentions, patches)
    if numbered:
        return numbered
    if any(normalise(mention) in WALL_GROUP for mention in mentions) and any(
            says_role(mention) for mention in mentions):
        # "The heated wall", "the earthed wall": the wall the case gives that role, never
        # every wall its noun alone means; a role the case does not tell leaves the noun out,
        # so the words name no patch and stay not understood.
        role = by_role(mentions, patches, _reader(sides))
        if role:
            return role
        mentions = tuple(mention for mention in mentions
                         if normalise(mention) not in WALL_GROUP)
    # "wall" offered beside "duct wall" is the enclosure's noun, not every wall of the case
    enclosed = is_enclosure(mentions)
    for mention in mentions:
        if normalise(mention) in REST_GROUP or (normalise(mention) in WALL_GROUP
                                                 and not enclosed):
            return _group(mention, patches, names, claimed)
    read = _reader(sides)
    placed = _placed(mentions, patches, read)
    enclosure = by_enclosure(mentions, patches, read) if not placed else None
    if enclosure is None and not placed and enclosed:
        # The enclosure's walls of a mesh whose faces cannot be read: what "walls" reads.
        enclosure = _group("walls", patches, names, claimed)
    found = (by_size(mentions, patches, read) or placed or enclosure
             or by_flow_end(mentions, patches, read, lambda: by_inflow(("inlet",), patches,
                                                                       read))
             # "the far end" is one end, never both: where the inlets tell none, no end.
             or ([] if names_flow_end(mentions) else ends(mentions, patches, read)))
    if found:
        return found
    for mention in mentions:
        wanted = normalise(mention)
        # a plural means what its singular does ("the exits": every patch an exit means)
        for part in SYNONYMS.get(wanted) or SYNONYMS.get(wanted.removesuffix("s"), (wanted,)):
            if not part:
                continue
            found = [name for name, plain in names.items()
                     if part in plain and patches[name] not in CONSTRAINT_TYPES]
            if found:
                return found
    # what enters by an inlet ("the fuel") before the inflow's nouns ("the fuel jet"), which
    # mean every inlet
    return (by_heat(mentions, patches, read) or by_potential(mentions, patches, read)
            or by_stream(mentions, patches, read) or by_inflow(mentions, patches, read)
            or by_body(mentions, patches, read))


#: A numbered name as words shorten it ("in-5", "out 7", "wall_2"): its letters and number.
_SHORT_NUMBERED = lazy_regex(r"([a-z]{2,})[-_\s]?(\d+)")


def by_number(mentions: tuple[str, ...], patches: Mapping[str, str]) -> list[str]:
    """The one patch a shortened numbered name means: the same number ending its name and a
    word of its name that the letters begin ("in-5" is elbow's ``velocity-inlet-5``, never its
    ``velocity-inlet-6`` nor a ``pressure-outlet-5``); none when no patch or several fit."""
    for mention in mentions:
        short = _SHORT_NUMBERED.fullmatch(mention.strip().lower())
        if short is None:
            continue
        letters, number = short.groups()
        fitting = [name for name in patches
                   if (parts := re.findall(r"[a-z]+|\d+", _camel_spaced(name)))
                   and parts[-1].lstrip("0") == number.lstrip("0")
                   and any(part.startswith(letters) for part in parts[:-1])]
        if len(fitting) == 1:
            return fitting
    return []


def _camel_spaced(name: str) -> str:
    """``inletDuct5`` as ``inlet duct5``, lower case: the words of a patch's name."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).lower()


def _group(mention: str, patches: Mapping[str, str], names: Mapping[str, str],
           claimed: Collection[str]) -> list[str]:
    """The walls a group word means ("walls", "the other sides"): every wall patch not
    ``claimed``, else every patch whose name says wall."""
    walls = [name for name, kind in patches.items() if kind == "wall" and name not in claimed]
    walls = walls or [name for name, plain in names.items()
                      if "wall" in plain and name not in claimed]
    if walls or normalise(mention) not in REST_GROUP or "wall" in patches.values():
        return walls
    # "The rest is insulated" in a mesh whose types are unknown (flange's patch1…4,
    # listed by its field files): every patch no statement names.
    return [name for name, kind in patches.items()
            if kind not in CONSTRAINT_TYPES and name not in claimed]


def _reader(read: Callable[[], Mapping[str, Collection[str]]] | None
            ) -> Callable[[], Mapping[str, Collection[str]]]:
    """``read`` called once, when a role first asks for the case's sides."""
    kept: list[Mapping[str, Collection[str]]] = []

    def sides() -> Mapping[str, Collection[str]]:
        if not kept:
            kept.append(read() if read is not None else {})
        return kept[0]

    return sides


def _placed(mentions: tuple[str, ...], patches: Mapping[str, str],
            read_sides: Callable[[], Mapping[str, Collection[str]]]) -> list[str]:
    """The patches on the sides a mention names: one side ("left wall": those on that side
    alone first, a lid before a patch that is also the side walls), several ("floor and
    ceiling", "top and bottom": each side's), or the lateral ones ("side walls", "the sides":
    the patches on the planes that are not up or down, the domain's vertical walls, less the
    planes the flow enters and leaves by: ``patch_places.side_walls``)."""
    sides: Mapping[str, Collection[str]] | None = None
    for mention in mentions:
        words = list(dict.fromkeys(word for word in re.findall(r"[a-z]+", mention.lower())
                                   if word in SIDE_WORDS))
        lateral = not words and _LATERAL.search(mention) is not None
        if not words and not lateral:
            continue
        if sides is None:
            sides = read_sides()
        open_patches = {name: on for name, on in sides.items()
                        if name in patches and patches[name] not in CONSTRAINT_TYPES}
        if lateral:
            found = side_walls({name: on for name, on in open_patches.items()
                                if on and all(SIDE_WORDS[word][0] != "up" for word in on)},
                               patches, read_sides)
            if found:
                return found
            continue
        placed: list[str] = []
        for word in words:
            plane = SIDE_WORDS[word]  # "floor" is the plane patch_sides calls "bottom"
            on_side = [name for name, on in open_patches.items()
                       if any(SIDE_WORDS[side] == plane for side in on)]
            alone = [name for name in on_side if len(open_patches[name]) == 1]
            placed.extend(name for name in alone or on_side if name not in placed)
        if placed:
            return placed
    return []
