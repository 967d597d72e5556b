"""The line of a case's Allrun that runs its application, and the options given there.

Why one reader: the author puts an option a request asks for on that line and the audit checks
it is there, and both must find the same line: through ``runApplication`` or ``runParallel``,
by the application's name or as ``$(getApplication)``, as tutorials write it.
"""

from __future__ import annotations

import re


def solver_line(allrun: str, application: str) -> re.Match[str] | None:
    """The first line of ``allrun`` running ``application``, or None."""
    named = rf"(?:\$\(getApplication\)|{re.escape(application)})"
    return re.search(rf"^[ \t]*(?:runApplication|runParallel)\b[^\n#;&|]*?(?<![\w-]){named}"
                     rf"(?![\w-])[^\n#;&|]*$", allrun, re.MULTILINE)


def gives_option(line: str, option: str) -> bool:
    """Whether the command ``line`` gives ``option`` (spelt exactly: ``-writep`` is not
    ``-writephi``)."""
    return re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", line) is not None
