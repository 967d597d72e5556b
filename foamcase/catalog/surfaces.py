"""The words people name a surface of the domain by where it lies, not by its name: a body
inside the flow, and the end the flow enters or leaves the domain by.

Why a table: "the obstacle", "the block", "the upstream face" and "the far end" match no patch
name of most tutorials (damBreak's obstacle is part of ``lowerWall``; a channel's ends are
``inlet`` and ``outlet``); the case's geometry says which patch they are
(``foamcase.case.patch_places``), and the words that ask for each kind of place are data, kept
here once.
"""

from __future__ import annotations

#: Nouns of a body standing inside the domain: a wall with faces on none of its bounding
#: planes. "Box" and "body" are not among them: "the box walls" of a sealed air box are the
#: domain's own, and "the body of water" is no wall.
BODY_WORDS = frozenset({"obstacle", "obstacles", "obstruction", "block", "cube", "object",
                        "insert", "bluff", "blockage", "hurdle"})
#: Words of the end the flow enters the domain by.
UPSTREAM_WORDS = frozenset({"upstream", "entrance"})
#: Words of the end the flow leaves the domain by.
DOWNSTREAM_WORDS = frozenset({"downstream"})
#: Words of the end far from the flow's entry, said only with an end ("the far end").
FAR_WORDS = frozenset({"far", "farthest", "furthest", "distant"})
#: Nouns of an end of the domain, with which a far word names the downstream end.
END_NOUNS = frozenset({"end", "ends", "face", "faces", "boundary", "wall", "plane", "side"})
