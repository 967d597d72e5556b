"""Scenes a request describes instead of naming the mechanism: a surface that moves along
itself and drags the fluid with it (a lid, a belt, a scraper, a plate sliding).

Why a table: "a scraper blade drags across the top at 4 cm/s" is a lid-driven cavity without
one word of it, and "the belt runs along the floor" a moving floor; read as neither, retrieval
ranked a sloshing tank and a lock exchange first and the lid's speed went to an inlet. The
words of the thing that moves and of its motion are data here; the request reader compiles
them into its moving-wall facet (``agents.spec.regime``), which retrieval ranks the cases that
move a wall by (``rag_index.facets.CaseFacets.moving_wall``).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["MOVING_WALL", "Scene"]


def _any(words: frozenset[str]) -> str:
    return "(?:" + "|".join(sorted(words, key=lambda word: (-len(word), word))) + ")"


@dataclass(frozen=True)
class Scene:
    """A kind of scene: what moves, how, and the phrases that state it whole.

    Attributes:
        movers: Nouns of the surface that moves (singular; a plural "s" is allowed).
        motions: Verb forms of its motion along itself ("slides", "drags"; regular
            expressions). A plate "pulled" or "drawn" moves only with a path ("pulled along"):
            "a plate pulled at its far end with 25 MPa" is a load on a solid.
        before_movers: Words before a mover that make it move ("a sliding lid", "the moving
            top wall"); a side word ("top", "upper") may stand between.
        phrases: Whole phrases that state the scene (regular expressions: "lid-driven").
    """

    movers: frozenset[str]
    motions: frozenset[str]
    before_movers: frozenset[str]
    phrases: tuple[str, ...]

    def pattern(self) -> str:
        """One regular expression (to compile case-insensitively) for any statement of the
        scene: a mover (two movers may stand together: "scraper blade", "top plate"; a free
        surface moves no wall) then its motion, a moving word before a mover, or a whole
        phrase."""
        mover = _any(self.movers)
        motion = _any(self.motions)
        return "|".join((
            *self.phrases,
            rf"(?<!free\s)\b{mover}s?\b(?:\s+{mover}s?\b)?\s+(?:is\s+|are\s+|that\s+|being\s+)?"
            rf"{motion}\b",
            rf"\b{_any(self.before_movers)}\s+(?:top\s+|upper\s+|bottom\s+|lower\s+)?"
            rf"{mover}\b",
        ))


#: A wall that moves along itself and drags the fluid: a lid, a belt, a scraper, a sliding
#: plate. A paddle or a piston pushes the fluid (a moving mesh), and a blade that turns is a
#: rotor: neither is here.
MOVING_WALL = Scene(
    movers=frozenset({"lid", "wall", "top", "plate", "belt", "surface", "boundary", "side",
                      "floor", "scraper", "blade", "conveyor", "band", "tape", "wiper",
                      "squeegee", "cover", "ceiling"}),
    motions=frozenset({"slide", "slides", "sliding", "slid", "move", "moves", "moving",
                       "run", "runs", "running", "driven", "translates", "translating",
                       "drags", "dragged", "dragging", "sweeps", "swept", "sweeping",
                       "glides", "gliding", "travels", "travelling", "traveling", "scrapes",
                       "scraping", "wipes", "wiping", "shears", "sheared",
                       r"(?:pulled|towed|drawn)\s+(?:along|across|over|sideways)"}),
    before_movers=frozenset({"sliding", "moving", "driven", "travelling", "traveling",
                             "gliding"}),
    # A lid said not to move ("the water surface is a free-slip lid") drives nothing.
    phrases=(r"(?<!slip\s)(?<!slip-)(?<!rigid\s)(?<!fixed\s)(?<!closed\s)(?<!stationary\s)"
             r"\blid\b", r"\bshear[- ]driven\b",
             r"\bbelt\s+(?:\w+\s+){0,2}?(?:across|along|over)\b"),
)
