"""The words people name a surface of the domain by where it lies, not by its name: a body
inside the flow, the end the flow enters or leaves the domain by, and the enclosure around it.

Why a table: "the obstacle", "the block", "the upstream face" and "the far end" match no patch
name of most tutorials (damBreak's obstacle is part of ``lowerWall``; a channel's ends are
``inlet`` and ``outlet``); the case's geometry says which patch they are
(``foamcase.case.patch_places``), and the words that ask for each kind of place are data, kept
here once. "The duct wall" of chargedWire is no patch name either: it is the boundary around
the domain (its ``up``), not the wire inside it (``hole``).
"""

from __future__ import annotations

#: Nouns of a body standing inside the domain: a wall with faces on none of its bounding
#: planes. "Box" and "body" are not among them: "the box walls" of a sealed air box are the
#: domain's own, and "the body of water" is no wall.
BODY_WORDS = frozenset({"obstacle", "obstacles", "obstruction", "block", "cube", "object",
                        "insert", "bluff", "blockage", "hurdle",
                        # A body named by its shape or what it is ("the cylinder is a no-slip
                        # wall" of a case whose body patch is ``obstacle`` or ``hole``).
                        "cylinder", "cylinders", "sphere", "spheres", "ellipse", "airfoil",
                        "aerofoil", "hydrofoil", "wing", "pillar", "pier", "building",
                        "vehicle", "car"})
#: Words of the end the flow enters the domain by.
UPSTREAM_WORDS = frozenset({"upstream", "entrance", "entry"})
#: Words of the end the flow leaves the domain by.
DOWNSTREAM_WORDS = frozenset({"downstream", "exit"})
#: Of those, the nouns that name an end on their own ("the fluid comes in at the entrance",
#: "zero pressure at the exit"), not only before an end's noun as "upstream" does.
END_NAMES = frozenset({"entrance", "exit"})
#: Words of the end far from the flow's entry, said only with an end ("the far end").
FAR_WORDS = frozenset({"far", "farthest", "furthest", "distant"})
#: Nouns of an end of the domain, with which a far word names the downstream end.
END_NOUNS = frozenset({"end", "ends", "face", "faces", "boundary", "wall", "plane", "side"})
#: Nouns of the enclosure around the domain, said before a wall's noun ("the duct wall", "the
#: channel walls", "the tank's walls"): the domain's outer boundary, never a body inside it.
ENCLOSURE_WORDS = frozenset({"duct", "ducts", "channel", "pipe", "tube", "enclosure", "casing",
                             "housing", "container", "vessel", "tank", "tray"})
#: Nouns of a wall, after which an enclosure's noun names the outer boundary.
ENCLOSURE_HEADS = frozenset({"wall", "walls", "surface", "surfaces", "boundary", "boundaries"})
#: Nouns of one side of a two-dimensional domain, as a side word names it ("the left edge").
EDGE_NOUNS = frozenset({"edge", "edges"})
#: Words that relate one thing to another ("a wire above an earthed plate", "bump the wire up
#: to 30 kV") and that some tutorial also uses as a patch name (the ``above``, ``up`` and
#: ``down`` of a few cases): before a word that does not name a boundary they are the
#: relation, never a place.
RELATION_WORDS = frozenset({"above", "below", "up", "down", "over", "under", "beneath",
                            "beside", "near", "behind", "inside", "outside"})
#: Words of what surrounds everything in the domain ("the ambient is at 20 °C", "room air at
#: 68 °F"): the fluid filling it, which no patch is.
SURROUNDING_WORDS = frozenset({"ambient", "room", "surroundings", "surrounding",
                               "environment"})
#: Place words as a symbol's subscript writes them short ("U_in", "T_w", "T_amb"), with the
#: place each stands for. A subscript not listed is read as written, and names a place only
#: where some installed case has a patch of that name or it is a word of the surroundings.
SUBSCRIPT_PLACES = {"in": "inlet", "out": "outlet", "w": "wall", "ceil": "ceiling",
                    "sides": "side walls", "side": "side walls", "amb": "ambient",
                    "env": "environment", "surr": "surroundings"}
