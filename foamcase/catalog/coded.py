"""When the code of a ``coded`` function object runs: the facts that say which ones only report.

Why a table: the runners admit no code a dictionary selects (OpenFOAM would compile and run
it), so a tutorial whose controlDict carries a ``coded`` function object is refused before it
runs, and the template author then follows a worse tutorial of the same solver
(potentialFoam's cylinder prints its analytical solution at the end; the overset rotors print a
phase's volume at each write). A function object whose code runs only when results are written
or when the run ends acts after each step's solution: removing it changes what is printed,
never the solution. Code that runs while the case is read or at each step (``codeRead``,
``codeExecute``: kivaTest's sets the time step) may change the run and is kept, so that case
stays refused. The keywords are those of v1912's ``codedFunctionObject``
(``src/functionObjects/utilities/codedFunctionObject``).
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["CODED_FUNCTION_TYPE", "DECLARING_CODE", "REPORTING_CODE", "only_reports"]

#: The function object type that compiles the code its entries carry.
CODED_FUNCTION_TYPE = "coded"
#: Code entries run only when results are written (``codeWrite``) or once the run has ended
#: (``codeEnd``): after the solution of their step.
REPORTING_CODE = frozenset({"codeWrite", "codeEnd"})
#: Code entries that run nothing themselves: headers, compiler and linker options, data
#: members and their context.
DECLARING_CODE = frozenset({"codeInclude", "codeOptions", "codeLibs", "codeData",
                            "codeContext"})
#: The first letters of every code entry of a coded function object (``code``, ``codeRead``,
#: ``codeExecute`` and the entries above).
CODE_PREFIX = "code"


def _empty(body: object) -> bool:
    """Whether a code entry holds no statement (``#{ #}``, as kivaTest's ``code``)."""
    return isinstance(body, str) and not body.strip().removeprefix("#{").removesuffix(
        "#}").strip()


def only_reports(entry: Mapping[str, object]) -> bool:
    """Whether a function object's dictionary is a ``coded`` one whose code runs only at
    writes or at the end of the run (:data:`REPORTING_CODE`), so removing it leaves the
    solution as it was.

    Why every code entry is checked: one ``codeExecute`` beside a ``codeWrite`` acts at each
    step, and such an object is no report.
    """
    if entry.get("type") != CODED_FUNCTION_TYPE:
        return False
    code = {key: body for key, body in entry.items() if key.startswith(CODE_PREFIX)}
    return bool(REPORTING_CODE.intersection(code)) and all(
        key in REPORTING_CODE or key in DECLARING_CODE or _empty(body)
        for key, body in code.items())
