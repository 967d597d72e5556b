"""Directions said in words relative to a case's geometry, not as an axis: "across the
channel", "normal to the walls", "streamwise", "vertical".

Why a table: "a field of 12 applied across the channel" or "a transverse field of 2 T" gives a
vector's size and a direction the case's mesh decides (the walls' normal is y in one channel
and z in another). Each phrase names a role, and ``foamcase.case.headings`` turns a role into
the case's axis: ``across`` the walls' normal, ``along`` the axis from the inflow to the
outflow, ``up`` and ``down`` against and with gravity. Phrases are lowercase; a space matches
any run of spaces or a hyphen.
"""

from __future__ import annotations

from typing import Literal

#: What a phrase says of the direction.
HeadingRole = Literal["across", "along", "up", "down"]

HEADING_WORDS: tuple[tuple[str, HeadingRole], ...] = (
    ("across the channel", "across"), ("across the duct", "across"),
    ("across the gap", "across"), ("across the flow", "across"),
    ("normal to the walls", "across"), ("perpendicular to the walls", "across"),
    ("normal to both walls", "across"), ("perpendicular to both walls", "across"),
    ("wall normal", "across"), ("transverse", "across"), ("transversely", "across"),
    ("cross stream", "across"), ("crosswise", "across"),
    ("along the channel", "along"), ("along the duct", "along"), ("along the flow", "along"),
    ("streamwise", "along"), ("axial", "along"), ("axially", "along"),
    ("vertical", "up"), ("vertically", "up"), ("upward", "up"), ("upwards", "up"),
    ("downward", "down"), ("downwards", "down"),
)

#: Words saying a stated size keeps the direction the followed case already gives it ("in the
#: same direction as the tutorial's load", "the same way as now"): the case's own vector there
#: decides, as when no direction is said, but said on purpose, so no default (a face's outward
#: pull) may take its place. A regular expression (case-insensitive).
KEPT_DIRECTION = (r"\b(?:in\s+)?the\s+same\s+(?:direction|sense|way)\s+as\s+(?:in\s+)?"
                  r"(?:the\s+|its\s+)?(?:tutorial|example|original|reference|case|before|now|"
                  r"currently|it\s+is)\b|\b(?:the\s+)?(?:tutorial|example|original|case)'s\s+"
                  r"(?:own\s+)?direction\b|\bdirection\s+(?:unchanged|as\s+it\s+is|kept)\b")
