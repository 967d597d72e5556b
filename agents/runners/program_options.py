"""Argument grammars of the file commands an Allrun may use.

Why: an allowlisted program is only as safe as its options. ``sort -o/abs`` writes anywhere,
``cp --target-directory=/abs`` and ``cp -t/abs`` move the destination out of the operand list,
``sed`` runs commands (``e``) and writes files (``w``), ``sort --compress-program`` runs one. So
each program gets the options tutorials need and nothing else; a glued value (``-n5``, ``-ofile``)
is read as the shell's getopt reads it, and an option not listed is refused, never guessed at.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


class OptionRefused(ValueError):
    """An option or argument is not allowed; the message says which and why."""


@dataclass(frozen=True)
class Grammar:
    """The options of one program.

    Attributes:
        flags: Short options without a value.
        valued: Short options taking a value (glued or the next word).
        long_flags: Long options without a value.
        digits_flag: ``-5`` means ``-n 5`` (head, tail).
    """

    flags: str = ""
    valued: str = ""
    long_flags: frozenset[str] = field(default_factory=frozenset)
    digits_flag: bool = False


@dataclass(frozen=True)
class Parsed:
    """Options (letter or long name, with their value) and operands, in order."""

    options: list[tuple[str, str | None]]
    operands: list[str]

    def has(self, letter: str) -> bool:
        """Whether the option ``letter`` (or long name) was given."""
        return any(name == letter for name, _ in self.options)

    def values(self, letter: str) -> list[str]:
        """The values given to ``letter``."""
        return [value for name, value in self.options if name == letter and value is not None]


GRAMMARS: dict[str, Grammar] = {
    "cp": Grammar("rRfpavnuLPdTH", "", frozenset({"--recursive", "--force", "--archive",
                                                  "--no-clobber", "--verbose"})),
    "mv": Grammar("fnvuT", "", frozenset({"--force", "--no-clobber", "--verbose"})),
    "rm": Grammar("rRfdv", "", frozenset({"--recursive", "--force", "--verbose", "--dir"})),
    "mkdir": Grammar("pv", "m", frozenset({"--parents", "--verbose"})),
    "touch": Grammar("acm", "dt", frozenset()),
    "gzip": Grammar("fkdrqvnN123456789", "", frozenset({"--force", "--keep", "--decompress"})),
    "gunzip": Grammar("fkrqvnN", "", frozenset({"--force", "--keep"})),
    "cat": Grammar("AbeEnstTuv", "", frozenset()),
    "head": Grammar("qvz", "nc", frozenset(), digits_flag=True),
    "tail": Grammar("qvzfF", "nc", frozenset(), digits_flag=True),
    "grep": Grammar("EFGiyvwxclLoqsbHhnTZzrRI", "efmABC", frozenset()),
    "ls": Grammar("1aAdlrtSRhFpiL", "", frozenset()),
    "paste": Grammar("sz", "d", frozenset()),
    "sort": Grammar("bdfgiMhnRrVsuzc", "ktS", frozenset()),
    "wc": Grammar("lwcmL", "", frozenset()),
    "m4": Grammar("Ps", "", frozenset({"--prefix-builtins"})),
}


def short_options(command: str, arguments: list[str], index: int, flags: str, valued: str
                  ) -> tuple[list[tuple[str, str | None]], int]:
    """The cluster of short options at ``arguments[index]`` (``-rf``, ``-n5``, ``-n 5``), read
    as getopt reads it: letters in ``flags`` stand alone, one in ``valued`` takes the rest of
    the word or else the next word.

    Why one reader: the programs and the shell built-ins an Allrun calls glue options alike,
    and the gate must read them the way the shell will.

    Returns:
        The options in order, and the index of the first argument after them.

    Raises:
        OptionRefused: At a letter in neither set, or a valued one missing its value.
    """
    argument = arguments[index]
    index += 1
    options: list[tuple[str, str | None]] = []
    letters = argument[1:]
    for position, letter in enumerate(letters):
        if letter in flags:
            options.append((letter, None))
        elif letter in valued:
            value = letters[position + 1 :]
            if not value:
                if index >= len(arguments):
                    raise OptionRefused(f"{command} -{letter} needs a value")
                value = arguments[index]
                index += 1
            options.append((letter, value))
            break
        else:
            raise OptionRefused(f"{command} may not be given '-{letter}' (in '{argument}')")
    return options, index


def parse(program: str, arguments: list[str]) -> Parsed:
    """Read ``arguments`` by ``program``'s grammar.

    Raises:
        OptionRefused: At an option the grammar does not list, or one missing its value.
    """
    grammar = GRAMMARS[program]
    options: list[tuple[str, str | None]] = []
    operands: list[str] = []
    index = 0
    only_operands = False
    while index < len(arguments):
        argument = arguments[index]
        if only_operands or argument == "-" or not argument.startswith("-"):
            operands.append(argument)
            index += 1
            continue
        if argument == "--":
            only_operands = True
            index += 1
            continue
        if argument.startswith("--"):
            if argument not in grammar.long_flags:
                raise OptionRefused(f"{program} may not be given '{argument}'")
            options.append((argument, None))
            index += 1
            continue
        if grammar.digits_flag and re.fullmatch(r"-[0-9]+", argument):
            options.append(("n", argument[1:]))
            index += 1
            continue
        found, index = short_options(program, arguments, index, grammar.flags, grammar.valued)
        options.extend(found)
    return Parsed(options, operands)


#: sed commands that only read, print or edit the pattern space; ``e``, ``w``, ``W``, ``r``,
#: ``R`` and the ``e``/``w`` flags of ``s`` run commands or touch files and are absent.
_SED_SIMPLE_COMMANDS = frozenset("pdqQnNPDhHgGx=l{}!")
_SED_S_FLAGS = re.compile(r"[gpiImM0-9]*")
_SED_ADDRESS = re.compile(r"(?:[0-9]+|\$|/(?:[^/\\\n]|\\.)*/I?M?)(?:~[0-9]+)?")


def check_sed_script(script: str) -> None:
    """Refuse a sed script unless every command is a substitution or a plain edit.

    Raises:
        OptionRefused: Naming the first command not allowed.
    """
    position = 0
    length = len(script)
    while position < length:
        char = script[position]
        if char in " \t\n;":
            position += 1
            continue
        for _ in range(2):
            address = _SED_ADDRESS.match(script, position)
            if address:
                position = address.end()
                if script.startswith(",", position):
                    position += 1
                    continue
            break
        while position < length and script[position] in " \t!":
            position += 1
        if position >= length:
            return
        command = script[position]
        if command == "s":
            position = _sed_substitution(script, position + 1)
        elif command == "y":
            position = _sed_delimited(script, position + 1, parts=2)
        elif command in _SED_SIMPLE_COMMANDS:
            position += 1
        else:
            raise OptionRefused(f"sed may not run the command '{command}' (only s, y and plain "
                                "edits; no e, w, r)")


def _sed_delimited(script: str, position: int, *, parts: int) -> int:
    if position >= len(script) or script[position] in "\\\n":
        raise OptionRefused("sed: a substitution has no delimiter")
    delimiter = script[position]
    position += 1
    for _ in range(parts):
        while position < len(script) and script[position] != delimiter:
            position += 2 if script[position] == "\\" else 1
        if position >= len(script):
            raise OptionRefused("sed: a substitution is not closed")
        position += 1
    return position


def _sed_substitution(script: str, position: int) -> int:
    position = _sed_delimited(script, position, parts=2)
    flags = _SED_S_FLAGS.match(script, position)
    end = flags.end() if flags else position
    if end < len(script) and script[end] not in " \t\n;}":
        raise OptionRefused(f"sed: the substitution flag '{script[end]}' is not allowed "
                            "(no e or w)")
    return end
