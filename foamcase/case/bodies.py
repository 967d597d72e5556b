"""Which patches of a case are the body a request talks about ("the drag on the cylinder").

Why here: a request names a body by what it is, a case names its patch by how it was made
(the generated mesh calls its body ``obstacle``, the airfoil mesh ``airfoil``). Every part that
turns "the cylinder" into patches (an author writing a force object, the audit checking one)
needs the same list of names a body's patch goes by.
"""

from __future__ import annotations

#: Patch names a body's words may mean, loosest last.
BODY_PATCHES = ("obstacle", "airfoil", "body", "cylinder", "sphere", "wing", "hull", "car",
                "blade", "bump", "hill", "step", "plate", "cube", "building", "aerofoil")
#: Body words that may also name a wall of the domain: a plate is as often a wall a case drags
#: (Couette flow) as a body in a stream.
WALL_LIKE_BODIES = frozenset({"plate"})
