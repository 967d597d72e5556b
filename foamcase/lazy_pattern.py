"""A regular expression compiled the first time it is used, not when its module is imported.

Why: the request reader holds about a thousand module-level patterns, and compiling them all at
import cost about a second of CPU before ``foam-agent solve --example cavity`` or ``understand``
did anything, while a given request exercises about half of them. A :class:`LazyPattern` keeps
the source and flags and compiles on the first match, search or substitution, so a command pays
only for the patterns its request reaches. Its source (``.pattern``) is available without
compiling, for patterns built from other patterns.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from typing import Any


class LazyPattern:
    """``re.compile(source, flags)``, deferred until first use; the methods are those of
    ``re.Pattern[str]`` that the project calls."""

    __slots__ = ("_compiled", "_flags", "_source")

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if no one used it yet), for an API that wants a
        real ``re.Pattern``."""
        if self._compiled is None:
            self._compiled = re.compile(self._source, self._flags)
        return self._compiled

    @property
    def pattern(self) -> str:
        """The source text, without compiling."""
        return self._source

    @property
    def flags(self) -> int:
        return self.compiled.flags

    @property
    def groups(self) -> int:
        return self.compiled.groups

    @property
    def groupindex(self) -> Any:
        return self.compiled.groupindex

    def search(self, string: str, pos: int = 0,
               endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos)

    def match(self, string: str, pos: int = 0,
              endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0,
                  endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0,
                 endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled.findall(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str,
            count: int = 0) -> str:
        return self.compiled.sub(repl, string, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], string: str,
             count: int = 0) -> tuple[str, int]:
        return self.compiled.subn(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled.split(string, maxsplit)

    def __repr__(self) -> str:
        return f"LazyPattern({self._source!r}, {self._flags!r})"


def lazy_regex(source: str, flags: int = 0) -> LazyPattern:
    """A pattern compiled on first use: write it where ``re.compile`` would be written at a
    module's top level."""
    return LazyPattern(source, flags)


#: What a reader that takes either kind of pattern accepts.
Regex = re.Pattern[str] | LazyPattern
