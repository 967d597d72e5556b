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
