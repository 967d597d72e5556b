"""Physics acceptance: is the finished case's result physically valid, not only complete?

``verify_case(case_dir, spec)`` reads the case directory (files, logs, last time) and returns a
:class:`PhysicsReport` of :class:`PhysicsRow` items: completion and convergence, turbulence
actually active, bounded fields, conservation, numerics and requested outputs, each with its
evidence and a verdict. ``solved`` requires that none fails (DESIGN.md).
"""

from __future__ import annotations

from foam_agent.agents.physics.rows import Evidence, PhysicsReport, PhysicsRow, Verdict
from foam_agent.agents.physics.verify import verify_case

__all__ = ["Evidence", "PhysicsReport", "PhysicsRow", "Verdict", "verify_case"]
