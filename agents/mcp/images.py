"""A finished job's pictures as MCP image content, beside its JSON.

Why images and not only paths: an MCP client (a chat assistant) shows an image block to its
user and can look at it itself; a path names a file on a machine the client may not reach.
The structured content stays the :class:`JobView` a client already parses.
"""

from __future__ import annotations

from pathlib import Path

from mcp.server.mcpserver import Image
from mcp.types import CallToolResult, ContentBlock, TextContent

from foam_agent.agents.mcp.jobs import JobView
from foam_agent.foamcase.hostile import read_case_bytes

#: A picture larger than this is left as its path (the foam-agent pictures are ~100 kB).
MAX_IMAGE_BYTES = 8 * 1024 * 1024


def picture_paths(view: JobView) -> list[Path]:
    """The pictures a finished job's result names, in the order residuals, fields."""
    pictures = (view.result or {}).get("pictures") or {}
    if not isinstance(pictures, dict):
        return []
    return [Path(path) for path in pictures.values() if isinstance(path, str)]


def job_result(view: JobView) -> CallToolResult:
    """``view`` as structured content and JSON text, and each picture its result names as an
    image (one that cannot be read, a link or no longer there, is left out; its path stays in
    the JSON)."""
    content: list[ContentBlock] = [TextContent(type="text", text=view.model_dump_json(indent=2))]
    for path in picture_paths(view):
        try:
            data = read_case_bytes(path.parent, path.name, MAX_IMAGE_BYTES)
        except OSError:
            continue
        content.append(Image(data=data, format="png").to_image_content())
    return CallToolResult(content=content,
                          structured_content=view.model_dump(mode="json", by_alias=True))
