"""The shell built-ins an Allrun may call, read by their arguments.

Why: a built-in runs no program, yet it can change what later lines run. ``printf -v PATH ./bin``
made an allowed name run the case's own program, and bash evaluates an array subscript in a
variable name as arithmetic, running any command substitution in it
(``read 'a[$(id)]'``, ``printf -v 'a[$(id)]'``, ``test -v 'a[$(id)]'``). So each built-in is
described by the variables it sets: a value written in the script is an assignment the gate
tracks, a value only known at run time (``read``, ``getopts``…) makes the variable unknown to the
gate, and the gate refuses protected names (``PATH``, ``IFS``, ``BASH_ENV``…). Built-ins that
evaluate arithmetic or code (``let``, ``eval``) or change how words are read (``set -k``,
``declare -n``, ``declare -i``) are refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from foam_agent.agents.runners.program_options import OptionRefused, short_options
from foam_agent.agents.runners.shell_words import Operator


class BuiltinRefused(ValueError):
    """A built-in is called in a way the gate does not allow; the message says why."""


@dataclass(frozen=True)
class VariableEffects:
    """What one call of a built-in does to the script's variables.

    Attributes:
        assigned: ``NAME=VALUE`` pairs written in the script (``local x=1``).
        named: Every variable the call sets, exports or removes.
        unknown: Variables whose value only the run knows (``read x``).
    """

    assigned: tuple[tuple[str, str], ...] = ()
    named: tuple[str, ...] = ()
    unknown: tuple[str, ...] = ()


_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_ASSIGNMENT = re.compile(r"^([^=]*)=(.*)$", re.DOTALL)
#: Positional parameters: ``set -- a b`` gives them values only the run knows.
_POSITIONAL = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "@", "*", "#")
#: ``set`` options an Allrun may use: they stop or trace the script, nothing else.
_SET_FLAGS = frozenset("euxv")
_SET_OPTIONS = frozenset({"errexit", "nounset", "pipefail", "xtrace", "verbose"})
_SEPARATORS = frozenset({";", "&&", "||", "|", "|&", "(", ")"})


def _plain(name: str, builtin: str) -> str:
    if not _NAME.match(name):
        raise BuiltinRefused(f"{builtin} is given the variable name '{name}': names must be "
                             "plain (bash runs commands in array subscripts)")
    return name


def _options(builtin: str, arguments: list[str], flags: str, valued: str
             ) -> tuple[list[tuple[str, str | None]], list[str]]:
    """Split getopt-style options (glued values allowed) from operands; refuse any other.

    A built-in's options end at its first operand (bash does not permute them, as GNU
    programs do), so each cluster is read by the programs' reader up to there.
    """
    options: list[tuple[str, str | None]] = []
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        if argument == "--":
            index += 1
            break
        if not argument.startswith("-") or argument == "-":
            break
        try:
            found, index = short_options(builtin, arguments, index, flags, valued)
        except OptionRefused as refusal:
            raise BuiltinRefused(str(refusal)) from refusal
        options.extend(found)
    return options, arguments[index:]


def _harmless(builtin: str, arguments: list[str]) -> VariableEffects:
    return VariableEffects()


def _printf(builtin: str, arguments: list[str]) -> VariableEffects:
    if arguments and arguments[0].startswith("-v"):
        target = arguments[0][2:] or (arguments[1] if len(arguments) > 1 else "")
        name = _plain(target, "printf -v")
        return VariableEffects(named=(name,), unknown=(name,))
    return VariableEffects()


def _read(builtin: str, arguments: list[str]) -> VariableEffects:
    options, operands = _options(builtin, arguments, "ers", "adinNptu")
    names = [_plain(value, builtin) for letter, value in options if letter == "a" and value]
    names += [_plain(operand, builtin) for operand in operands]
    names = names or ["REPLY"]
    return VariableEffects(named=tuple(names), unknown=tuple(names))


def _getopts(builtin: str, arguments: list[str]) -> VariableEffects:
    if len(arguments) < 2:
        raise BuiltinRefused("getopts needs an option string and a variable name")
    names = (_plain(arguments[1], builtin), "OPTARG", "OPTIND")
    return VariableEffects(named=names, unknown=names)


def _mapfile(builtin: str, arguments: list[str]) -> VariableEffects:
    if any(argument.startswith(("-C", "-c")) for argument in arguments):
        raise BuiltinRefused(f"{builtin} -C runs a callback: not allowed")
    _, operands = _options(builtin, arguments, "t", "dnOsu")
    names = tuple(_plain(operand, builtin) for operand in operands) or ("MAPFILE",)
    return VariableEffects(named=names, unknown=names)


def _declaring(allowed: str) -> Callable[[str, list[str]], VariableEffects]:
    """``declare``-like built-ins: ``NAME=VALUE`` and ``NAME`` operands, few options.

    ``-n`` (a name reference: setting it sets another variable), ``-i`` (arithmetic on every
    assignment), arrays and functions are refused with every other option not in ``allowed``.
    """

    def effects(builtin: str, arguments: list[str]) -> VariableEffects:
        _, operands = _options(builtin, arguments, allowed, "")
        assigned: list[tuple[str, str]] = []
        named: list[str] = []
        for operand in operands:
            assignment = _ASSIGNMENT.match(operand)
            name = _plain(assignment.group(1) if assignment else operand, builtin)
            named.append(name)
            if assignment:
                assigned.append((name, assignment.group(2)))
        return VariableEffects(assigned=tuple(assigned), named=tuple(named))

    return effects


def _unset(builtin: str, arguments: list[str]) -> VariableEffects:
    _, operands = _options(builtin, arguments, "vf", "")
    names = tuple(_plain(operand, builtin) for operand in operands)
    return VariableEffects(named=names, unknown=names)


def _set(builtin: str, arguments: list[str]) -> VariableEffects:
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        if argument in {"--", "-"}:
            return VariableEffects(unknown=_POSITIONAL)
        if argument in {"-o", "+o"}:
            if index + 1 >= len(arguments) or arguments[index + 1] not in _SET_OPTIONS:
                raise BuiltinRefused(f"set {argument} may only name one of "
                                     f"{', '.join(sorted(_SET_OPTIONS))}")
            index += 2
            continue
        if argument[:1] in {"-", "+"}:
            if not set(argument[1:]) <= _SET_FLAGS:
                raise BuiltinRefused(f"set may not be given '{argument}' (only -e, -u, -x, -v "
                                     "and -o pipefail…): -k, for one, makes any word an "
                                     "assignment")
            index += 1
            continue
        return VariableEffects(unknown=_POSITIONAL)
    return VariableEffects()


def _test(builtin: str, arguments: list[str]) -> VariableEffects:
    for argument in arguments:
        if argument in {"-v", "-R"}:
            raise BuiltinRefused(f"{builtin} {argument} is not allowed: bash evaluates the "
                                 "variable's subscript, which can run commands")
    return VariableEffects()


def _refused(reason: str) -> Callable[[str, list[str]], VariableEffects]:
    def refuse(builtin: str, arguments: list[str]) -> VariableEffects:
        raise BuiltinRefused(f"{builtin} is not allowed: {reason}")

    return refuse


#: Every built-in the gate reads, and how. A name not here is not a built-in to the gate (the
#: gate then treats it as a program, which must be allowlisted).
_READERS: dict[str, Callable[[str, list[str]], VariableEffects]] = {
    "echo": _harmless, "true": _harmless, "false": _harmless, "exit": _harmless,
    "return": _harmless, "shift": _harmless, "sleep": _harmless, ":": _harmless,
    "printf": _printf, "read": _read, "getopts": _getopts, "mapfile": _mapfile,
    "readarray": _mapfile, "declare": _declaring("rxp"), "typeset": _declaring("rxp"),
    "local": _declaring("rxp"), "readonly": _declaring("p"), "export": _declaring("p"),
    "unset": _unset, "set": _set, "test": _test, "[": _test,
    "let": _refused("arithmetic evaluation can run commands through array subscripts"),
    "eval": _refused("it runs text the gate cannot read"),
}
BUILTINS = frozenset(_READERS)


def variable_effects(builtin: str, arguments: list[str]) -> VariableEffects:
    """What ``builtin arguments…`` does to variables.

    Raises:
        BuiltinRefused: When the call is not allowed.
    """
    return _READERS[builtin](builtin, arguments)


def dynamically_set(lines: Iterable[list[str]]) -> frozenset[str]:
    """Variables a built-in sets at run time anywhere in a script.

    Why the whole script: in a loop a later line runs before an earlier one again, so a name
    ``read`` sets on line 9 is unknown on line 3 too. Refused calls are skipped here; the
    line-by-line check refuses them with their line.
    """
    names: set[str] = set()
    for tokens in lines:
        for index, token in enumerate(tokens):
            if isinstance(token, Operator) or token not in _READERS:
                continue
            arguments: list[str] = []
            redirected = False
            for word in tokens[index + 1 :]:
                if isinstance(word, Operator) and word.lstrip("0123456789") in _SEPARATORS:
                    break
                if isinstance(word, Operator):
                    redirected = True
                elif redirected:
                    redirected = False
                else:
                    arguments.append(word)
            try:
                names.update(variable_effects(token, arguments).unknown)
            except BuiltinRefused:
                continue
    return frozenset(names)
