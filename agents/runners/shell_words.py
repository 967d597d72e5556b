"""Reading a case script the way ``sh`` and ``bash`` read it: lines, words and operators.

Why: the Allrun gate judges what the shell will run, so it must split a script exactly as the
shell does. Python's ``splitlines`` and ``shlex`` differ from the shell where it matters: ``\\r``
and other characters end a line for Python but not for ``sh``; a comment ending in a backslash
is not continued by the shell; a backslash-newline joins words with nothing between them;
``shlex`` knows neither ``$'…'`` nor the operators ``<>``, ``>|`` and ``&>``. This reader follows
the POSIX token rules and refuses the forms whose meaning differs between ``sh`` (dash) and
``bash`` or depends on run time (``$'…'``, ``$"…"``, brace expansion, process substitution,
parameter expansions other than plain ``$NAME``/``${NAME}``/``${NAME:?}``, arithmetic), so a
script the gate allows means the same to both interpreters.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass


class ShellSyntaxRefused(ValueError):
    """The script uses a form the gate does not read; ``line`` is where (1-based)."""

    def __init__(self, reason: str, line: int) -> None:
        super().__init__(reason)
        self.reason = reason
        self.line = line


class Operator(str):
    """A control or redirection operator, as opposed to a word that merely spells one."""

    __slots__ = ()


#: Operators, longest first so that ``>>`` is not read as two ``>``.
_OPERATORS = ("<<<", "<<-", "&>>", ";;&", ";;", ";&", "&&", "||", "|&", ">>", ">|", "<>", "<<",
              "<&", ">&", "&>", "<(", ">(", ";", "&", "|", "(", ")", "<", ">")
_BLANKS = " \t"
#: ``${…}`` forms whose value is known statically: the variable itself, or an error if unset.
_PLAIN_EXPANSION = re.compile(r"\$\{(?:[A-Za-z_][A-Za-z0-9_]*(?::?\?[^}]*)?|[0-9@*#?$!-])\}")
#: The script's own directory, spelled as tutorials spell it.
_SCRIPT_DIR = "${0%/*}"
#: The two command substitutions tutorials need; they become these placeholder words.
_ALLOWED_SUBSTITUTION = re.compile(
    r"\$\(\s*(getApplication|getNumberOfProcessors)(?:\s+[\w./-]+)?\s*\)")
APPLICATION_TOKEN = "\x00application"
NPROCS_TOKEN = "\x00nprocs"
_BRACE_EXPANSION = re.compile(r"\{[^{}\s]*(,|\.\.)[^{}\s]*\}")


@dataclass(frozen=True)
class ShellLine:
    """The tokens of one logical line and where it starts.

    Attributes:
        number: The 1-based line the first token is on.
        text: The source lines it spans, as written.
        tokens: Words (``str``, quotes removed) and :class:`Operator` tokens.
    """

    number: int
    text: str
    tokens: list[str]


def shell_lines(text: str) -> Iterator[ShellLine]:
    """Split ``text`` into logical lines of tokens, as ``sh`` would.

    Raises:
        ShellSyntaxRefused: At the first form the gate does not read.
    """
    reader = _Reader(text)
    yield from reader.lines()


class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.index = 0
        self.line = 1

    def _refuse(self, reason: str) -> ShellSyntaxRefused:
        return ShellSyntaxRefused(reason, self.line)

    def lines(self) -> Iterator[ShellLine]:
        tokens: list[str] = []
        start_index, start_line = 0, 1
        while True:
            token = self._next_token()
            if token is None or token == "\n":
                if tokens:
                    yield ShellLine(start_line, self.text[start_index : self.index].rstrip("\n"),
                                    tokens)
                if token is None:
                    return
                tokens = []
                start_index, start_line = self.index, self.line
                continue
            tokens.append(token)

    def _peek(self, offset: int = 0) -> str:
        position = self.index + offset
        return self.text[position] if position < len(self.text) else ""

    def _skip_blanks(self) -> None:
        while True:
            char = self._peek()
            if char in _BLANKS and char:
                self.index += 1
            elif char == "\\" and self._peek(1) == "\n":
                self.index += 2
                self.line += 1
            else:
                return

    def _next_token(self) -> str | None:
        self._skip_blanks()
        char = self._peek()
        if not char:
            return None
        if char == "#":
            end = self.text.find("\n", self.index)
            self.index = len(self.text) if end < 0 else end
            return self._next_token()
        if char == "\n":
            self.index += 1
            self.line += 1
            return "\n"
        word_start = self.index
        digits = re.match(r"[0-9]+(?=[<>])", self.text[self.index :])
        if digits:
            self.index += len(digits.group())
        for operator in _OPERATORS:
            if self.text.startswith(operator, self.index):
                if operator in {"<(", ">("}:
                    raise self._refuse("process substitution is not allowed")
                self.index += len(operator)
                return Operator(self.text[word_start : self.index])
        self.index = word_start
        return self._word()

    def _word(self) -> str:
        parts: list[str] = []
        unquoted: list[str] = []
        while True:
            char = self._peek()
            if not char or char in _BLANKS or char == "\n" or \
                    any(self.text.startswith(op, self.index) for op in _OPERATORS):
                break
            if char == "\\":
                following = self._peek(1)
                self.index += 2
                if following == "\n":
                    self.line += 1
                    continue
                parts.append(following)
            elif char == "'":
                end = self.text.find("'", self.index + 1)
                if end < 0:
                    raise self._refuse("a single quote is never closed")
                quoted = self.text[self.index + 1 : end]
                self.line += quoted.count("\n")
                parts.append(quoted)
                self.index = end + 1
            elif char == '"':
                parts.append(self._double_quoted())
            elif char == "$":
                piece = self._dollar()
                parts.append(piece)
                unquoted.append(piece)
            elif char == "`":
                raise self._refuse("backtick command substitution is not allowed")
            else:
                parts.append(char)
                unquoted.append(char)
                self.index += 1
        literal = "".join(unquoted)
        if _BRACE_EXPANSION.search(literal):
            raise self._refuse("brace expansion ({a,b}, {1..3}) is not allowed: write the words "
                               "out")
        return "".join(parts)

    def _double_quoted(self) -> str:
        self.index += 1
        parts: list[str] = []
        while True:
            char = self._peek()
            if not char:
                raise self._refuse("a double quote is never closed")
            if char == '"':
                self.index += 1
                return "".join(parts)
            if char == "\\":
                following = self._peek(1)
                self.index += 2
                if following == "\n":
                    self.line += 1
                elif following in '$`"\\':
                    parts.append(following)
                else:
                    parts.append("\\" + following)
            elif char == "`":
                raise self._refuse("backtick command substitution is not allowed")
            elif char == "$":
                parts.append(self._dollar())
            else:
                if char == "\n":
                    self.line += 1
                parts.append(char)
                self.index += 1

    def _dollar(self) -> str:
        """A ``$`` form, kept as written when the gate can resolve it, else refused."""
        rest = self.text[self.index :]
        if rest.startswith(("$'", '$"')):
            raise self._refuse("$'…' and $\"…\" quoting is not allowed: dash and bash read it "
                               "differently")
        if rest.startswith("$(("):
            raise self._refuse("arithmetic expansion $((…)) is not allowed")
        if rest.startswith("$("):
            match = _ALLOWED_SUBSTITUTION.match(rest)
            if match is None:
                raise self._refuse("command substitution is not allowed (only $(getApplication) "
                                   "and $(getNumberOfProcessors))")
            self.index += match.end()
            return APPLICATION_TOKEN if match.group(1) == "getApplication" else NPROCS_TOKEN
        if rest.startswith("${"):
            if rest.startswith(_SCRIPT_DIR):
                self.index += len(_SCRIPT_DIR)
                return _SCRIPT_DIR
            match = _PLAIN_EXPANSION.match(rest)
            if match is None:
                end = rest.find("}")
                shown = rest[: end + 1] if end >= 0 else rest[:20]
                raise self._refuse(f"the expansion '{shown}' is not allowed: only $NAME, "
                                   "${NAME} and ${NAME:?}")
            self.index += match.end()
            return match.group()
        match = re.match(r"\$(?:[A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-])", rest)
        if match is None:
            self.index += 1
            return "$"
        self.index += match.end()
        return match.group()
