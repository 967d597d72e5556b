"""Pictures of a result: the residual history from the log and the fields on the mid-plane.

Why built in: a user should see whether a run converged and what the flow looks like without
opening ParaView; ``run``, ``solve``, ``show``, the MCP server and the bench report all call
:func:`draw_pictures`.
"""

from foam_agent.agents.pictures.draw import Pictures, draw_pictures, drawn_after

__all__ = ["Pictures", "draw_pictures", "drawn_after"]
