"""Ending a command without tearing the interpreter down.

Why: when a command is done, a normal exit frees every object of every imported package one by
one (LangGraph, langchain_core, pydantic models, VTK), which cost 0.4 s of CPU after
``solve --example cavity`` and 0.1 s after ``score-batch``: more than the cavity's solver. The
operating system frees the whole process at once. What a normal exit does that matters is done
first, in the same order: threads that are not daemons are waited for (with the callbacks
``concurrent.futures`` registers to stop its workers), ``atexit`` handlers run (temporary
folders, logging, multiprocessing, the runners' clean-up), and stdout and stderr are flushed.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
import threading
from typing import NoReturn


def exit_code(status: object) -> int:
    """The process exit code for a ``SystemExit`` payload, as the interpreter computes it
    (None is 0, an integer is itself, anything else is printed to stderr and gives 1)."""
    if status is None:
        return 0
    if isinstance(status, int):
        return status
    print(status, file=sys.stderr)
    return 1


def exit_now(code: int) -> NoReturn:
    """Do what a normal exit does that anyone can observe, then end the process at once."""
    # threading._shutdown is what the interpreter itself calls first at exit: it runs the
    # callbacks registered with threading._register_atexit and joins non-daemon threads.
    shutdown = getattr(threading, "_shutdown", None)
    if shutdown is not None:
        shutdown()
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(code)
