"""``solve --mesh`` for any author: the user's mesh put into every case the author writes.

Why a wrapper and not a change to each author: the LLM authors write a whole case from a
tutorial, mesh included, and know nothing of the user's mesh. Wrapped, each draft gets the
user's mesh in place of the tutorial's, its patches matched to the request's boundaries, the
fields moved onto them and an Allrun that converts and checks it, exactly as the template
author does (``foam_agent.agents.geometry.import_mesh``). A later fix may not bring the tutorial's
mesh
back: mesh files in a rewrite are dropped, with a note.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.authors.base import (
    Author,
    AuthorError,
    AuthorReply,
    Draft,
    Plan,
    Review,
    ReviewRequest,
    WriteRequest,
)
from foam_agent.agents.geometry.apply import TUTORIAL_MESH_FILES
from foam_agent.agents.geometry.import_mesh import (
    MESH_FILE,
    MeshImportError,
    import_mesh,
    requested_boundaries,
)


class UserMeshAuthor:
    """``inner``, with the user's mesh at ``mesh`` in each case it writes."""

    def __init__(self, inner: Author, mesh: str | Path) -> None:
        self.inner = inner
        self.mesh = Path(mesh)
        self.name = inner.name

    def plan(self, request: WriteRequest) -> AuthorReply[Plan]:
        """The inner author's plan."""
        return self.inner.plan(request)

    def write(self, request: WriteRequest, plan: Plan) -> AuthorReply[Draft]:
        """The inner author's case with the user's mesh in place of the tutorial's.

        Raises:
            AuthorError: The mesh cannot be read, or lacks a boundary the request names.
        """
        reply = self.inner.write(request, plan)
        draft = reply.value
        geometry = request.spec.geometry
        try:
            imported = import_mesh(self.mesh, draft.files,
                                   requested=requested_boundaries(request.spec),
                                   two_d=geometry is None or geometry.two_d is not False)
        except MeshImportError as error:
            raise AuthorError(f"--mesh {self.mesh}: {error}") from error
        files = {name: text for name, text in draft.files.items()
                 if name not in imported.deletions}
        files.update(imported.files)
        updated = draft.model_copy(update={
            "files": files, "notes": [*draft.notes, *imported.notes],
            "deletions": sorted({*draft.deletions, *imported.deletions})})
        return reply.model_copy(update={"value": updated})

    def review(self, request: ReviewRequest) -> AuthorReply[Review]:
        """The inner author's review."""
        return self.inner.review(request)

    def rewrite(self, request: ReviewRequest, review: Review) -> AuthorReply[Draft]:
        """The inner author's fix, without the mesh files it would bring back or delete."""
        reply = self.inner.rewrite(request, review)
        draft = reply.value
        dropped = sorted(name for name in [*draft.files, *draft.deletions]
                         if _is_mesh_file(name))
        if not dropped:
            return reply
        updated = draft.model_copy(update={
            "files": {name: text for name, text in draft.files.items()
                      if not _is_mesh_file(name)},
            "deletions": [name for name in draft.deletions if not _is_mesh_file(name)],
            "notes": [*draft.notes, "kept the user's mesh (--mesh): ignored the fix's change to "
                      + ", ".join(dropped)]})
        return reply.model_copy(update={"value": updated})


def _is_mesh_file(name: str) -> bool:
    return bool(TUTORIAL_MESH_FILES.match(name)) or name == MESH_FILE
