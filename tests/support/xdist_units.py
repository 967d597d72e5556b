"""How ``make test`` shares the suite out between pytest-xdist's workers (``--dist loadfile``).

Why not plain ``loadfile``: it keeps each module on one worker, so a module's own fixtures (most
of them a shared OpenFOAM run) are made once; but a folder whose session fixtures serve many of
its modules would have them made once per worker. Those folders go to one worker whole. Why not
``loadgroup`` with marks: on pytest 9.2 xdist's group suffix on the node id no longer takes
effect (pytest-xdist issue 1386), and the tests were spread one by one.
"""

from __future__ import annotations

from xdist.scheduler import LoadFileScheduling

#: Folders of tests/ whose session fixtures serve many of their modules (rag_index: the MiniLM
#: model and the fixture tutorials' index; evaluators: nine cavity runs).
SESSION_FOLDERS = frozenset({"rag_index", "evaluators"})


def work_unit(nodeid: str) -> str:
    """The unit a test is sent to a worker in: its folder for :data:`SESSION_FOLDERS`, else its
    module (``tests/spec/test_x.py::test_y[1]`` → ``tests/spec/test_x.py``)."""
    module = nodeid.split("::", 1)[0]
    parts = module.split("/")
    if len(parts) > 2 and parts[0] == "tests" and parts[1] in SESSION_FOLDERS:
        return "/".join(parts[:2])
    return module


class WorkUnitScheduling(LoadFileScheduling):
    """``loadfile`` with :func:`work_unit` as the unit."""

    def _split_scope(self, nodeid: str) -> str:
        return work_unit(nodeid)
