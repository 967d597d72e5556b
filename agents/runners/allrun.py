"""The Allrun gate: a static check of a case's scripts before anything runs.

Why: an Allrun written by a model is untrusted input. It may only run the installation's
OpenFOAM programs, foam-agent's ``RunFunctions`` helpers and a short list of file commands, and
it may only write inside its case directory. The check reads a small, common subset of POSIX
shell (simple commands, ``;`` ``&&`` ``||`` ``|``, subshells, ``if``/``for``/``while``,
redirections, variables assigned in the script) and refuses everything else — command
substitution other than ``$(getApplication)`` and ``$(getNumberOfProcessors)``, backticks,
here-documents, ``case``, functions, background jobs — naming the offending line. Case-local
scripts the Allrun calls (``./Allrun.pre``) are checked the same way.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from agents.openfoam.controldict import controldict_entry

#: Plain file commands an Allrun may use; their path operands are checked (see _PATH_RULES).
FILE_COMMANDS = frozenset(
    {"cp", "mv", "rm", "mkdir", "touch", "gunzip", "gzip", "sed", "m4", "cat", "head", "tail",
     "grep", "ls", "paste", "sort", "wc"}
)
#: Shell built-ins with no effect outside the shell itself.
HARMLESS_BUILTINS = frozenset(
    {"echo", "printf", "true", "false", "exit", "return", "set", "shift", "test", "[", "unset",
     "local", "export", "sleep", ":"}
)
#: foam-agent's RunFunctions/CleanFunctions helpers that take no application to run.
PLAIN_HELPERS = frozenset(
    {"restore0Dir", "isTest", "notTest", "isParallel", "getApplication",
     "getNumberOfProcessors", "cleanCase", "cleanCase0", "cleanTimeDirectories"}
)
#: Helpers whose first operand (after their options) is the application they run.
RUN_HELPERS = frozenset({"runApplication", "runParallel"})
MPI_LAUNCHERS = frozenset({"mpirun", "mpiexec"})
#: Options of runApplication/runParallel and mpirun that consume the next word.
_RUN_OPTIONS_WITH_VALUE = frozenset({"-s", "-suffix", "-np", "-decomposeParDict"})
_MPI_OPTIONS_WITH_VALUE = frozenset(
    {"-np", "-n", "-c", "--np", "-x", "--map-by", "--bind-to", "-H", "--host", "--rank-by"}
)
_CONTROL_WORDS = frozenset({"if", "then", "else", "elif", "fi", "do", "done", "while", "until",
                            "!", "{", "}"})
_SEPARATORS = frozenset({";", "&&", "||", "|", "\n"})
_REDIRECTIONS = frozenset({">", ">>", ">|", "<", "&>", ">&", "<&", "&>>"})
_ALLOWED_SUBSTITUTIONS = re.compile(
    r"\$\(\s*(getApplication|getNumberOfProcessors)(?:\s+[\w./-]+)?\s*\)"
)
_SOURCED_HELPERS = re.compile(
    r"^(?:\$\{?WM_PROJECT_DIR(?::\?)?\}?|\$\{?FOAM_AGENT_TOOLS\}?)/bin/tools/"
    r"(?:RunFunctions|CleanFunctions)$"
)
_ASSIGNMENT = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)=(.*)$", re.DOTALL)
_VARIABLE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*|[0-9@*#?])(?::[?-][^}]*)?\}|"
                       r"\$([A-Za-z_][A-Za-z0-9_]*|[0-9@*#?])")
_SCRIPT_DIR_FORMS = ("${0%/*}", "$(dirname $0)")
#: Nesting of case-local scripts calling each other; tutorials use at most two levels.
MAX_SCRIPT_DEPTH = 4
_APPLICATION_TOKEN = "\x00application"
_NPROCS_TOKEN = "\x00nprocs"
_SED_SUBSTITUTION = re.compile(r"^s(.).*\1.*\1[gIip0-9]*$", re.DOTALL)


@dataclass(frozen=True)
class AllrunCheck:
    """The verdict of the gate.

    Attributes:
        allowed: Whether the case may run.
        reason: Why not, as a sentence a model can act on.
        line: The offending line, as written.
        script: The script holding it, relative to the case.
        line_number: Its 1-based line number.
        application: The solver named by ``system/controlDict``, if any.
    """

    allowed: bool
    application: str | None = None
    reason: str | None = None
    line: str | None = None
    script: str | None = None
    line_number: int | None = None

    def describe(self) -> str:
        """One line for a person or a model: what was refused and where."""
        if self.allowed:
            return "allowed"
        where = f"{self.script}:{self.line_number}: " if self.script else ""
        shown = f" (`{self.line.strip()}`)" if self.line else ""
        return f"{where}{self.reason}{shown}"


class _Refusal(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def controldict_application(case_dir: Path) -> str | None:
    """The solver ``system/controlDict`` names, read without running anything."""
    return controldict_entry(case_dir, "application")


def _logical_lines(text: str) -> Iterator[tuple[int, str]]:
    """Yield (first line number, line) with backslash-newline continuations joined."""
    pending: list[str] = []
    start = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        if not pending:
            start = number
        if raw.endswith("\\") and not raw.endswith("\\\\"):
            pending.append(raw[:-1])
            continue
        pending.append(raw)
        yield start, " ".join(pending)
        pending = []
    if pending:
        yield start, " ".join(pending)


def _tokens(line: str) -> list[str]:
    lexer = shlex.shlex(line, posix=True, punctuation_chars=";&|()<>")
    lexer.whitespace_split = True
    return list(lexer)


@dataclass
class _Scope:
    cwd: Path
    variables: dict[str, str | None] = field(default_factory=dict)


class _ScriptChecker:
    """Walks one script's commands; raises _Refusal at the first thing it cannot allow."""

    def __init__(
        self,
        case_dir: Path,
        script: Path,
        applications: frozenset[str],
        application: str | None,
        root_variables: dict[str, Path],
        depth: int,
    ) -> None:
        self.case_dir = case_dir
        self.script = script
        self.applications = applications
        self.application = application
        self.root_variables = root_variables
        self.readable_roots = tuple(root_variables.values())
        self.depth = depth
        self.line_number = 0
        self.line = ""

    # -- variables and paths -------------------------------------------------------------

    def _expand(self, word: str, scope: _Scope) -> str | None:
        """Expand the variables of ``word``; None when one of them is not known statically."""
        for form in _SCRIPT_DIR_FORMS:
            word = word.replace(form, str(self.script.parent))
        unknown = False

        def substitute(match: re.Match[str]) -> str:
            nonlocal unknown
            name = match.group(1) or match.group(2)
            value = scope.variables.get(name)
            if value is None:
                unknown = True
                return ""
            return value

        expanded = _VARIABLE.sub(substitute, word)
        return None if unknown else expanded

    def _inside_case(self, path: Path) -> bool:
        return path == self.case_dir or self.case_dir in path.parents

    def _resolve(self, word: str, scope: _Scope) -> Path:
        expanded = self._expand(word, scope)
        if expanded is None:
            raise _Refusal(f"the path '{word}' depends on a variable whose value is not known")
        if expanded.startswith("~"):
            raise _Refusal(f"the path '{word}' points into a home directory")
        literal = re.split(r"[*?\[]", expanded, maxsplit=1)[0] or "."
        path = Path(literal)
        if not path.is_absolute():
            path = scope.cwd / path
        return path.resolve()

    def _check_write(self, word: str, scope: _Scope) -> None:
        if word == "/dev/null":
            return
        path = self._resolve(word, scope)
        if not self._inside_case(path):
            raise _Refusal(f"it writes '{word}', which is outside the case directory")

    def _check_delete(self, word: str, scope: _Scope) -> None:
        self._check_write(word, scope)
        if self._resolve(word, scope) == self.case_dir:
            raise _Refusal(f"it deletes or moves the case directory itself ('{word}')")

    def _check_read(self, word: str, scope: _Scope) -> None:
        if word == "/dev/null":
            return
        path = self._resolve(word, scope)
        if self._inside_case(path):
            return
        if any(path == root or root in path.parents for root in self.readable_roots):
            return
        raise _Refusal(f"it reads '{word}', which is outside the case and the installation")

    # -- commands ------------------------------------------------------------------------

    def check(self, text: str) -> None:
        scope = _Scope(cwd=self.script.parent, variables=self._initial_variables())
        stack: list[Path] = []
        for number, line in _logical_lines(text):
            self.line_number, self.line = number, line
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            if "`" in line:
                raise _Refusal("backtick command substitution is not allowed")
            if "<<" in line:
                raise _Refusal("here-documents are not allowed: write files through the case")
            prepared = _ALLOWED_SUBSTITUTIONS.sub(self._substitution_token, line)
            if "$(" in prepared:
                raise _Refusal(
                    "command substitution is not allowed (only $(getApplication) and "
                    "$(getNumberOfProcessors))"
                )
            try:
                tokens = _tokens(prepared)
            except ValueError as error:
                raise _Refusal(f"the line cannot be parsed as shell ({error})") from error
            for command in self._split(tokens, scope, stack):
                self._check_command(command, scope)

    def _initial_variables(self) -> dict[str, str | None]:
        variables: dict[str, str | None] = {"0": str(self.script), "PWD": str(self.script.parent)}
        variables.update({name: str(root) for name, root in self.root_variables.items()})
        return variables

    @staticmethod
    def _substitution_token(match: re.Match[str]) -> str:
        return _APPLICATION_TOKEN if match.group(1) == "getApplication" else _NPROCS_TOKEN

    def _split(self, tokens: list[str], scope: _Scope, stack: list[Path]) -> Iterator[list[str]]:
        """Yield the simple commands of one line, tracking subshells and control words."""
        command: list[str] = []
        index = 0
        while index < len(tokens):
            token = tokens[index]
            if token in _SEPARATORS:
                if command:
                    yield command
                command = []
            elif token == "&":
                raise _Refusal("background jobs ('&') are not allowed")
            elif token == ";;" or (token == "case" and not command):
                raise _Refusal("'case' statements are not supported")
            elif token == "(":
                if command:
                    raise _Refusal("function definitions are not supported")
                stack.append(scope.cwd)
            elif token == ")":
                if command:
                    yield command
                command = []
                if stack:
                    scope.cwd = stack.pop()
            elif not command and token in _CONTROL_WORDS:
                pass
            elif not command and token == "for":
                index = self._skip_for_header(tokens, index, scope)
            else:
                command.append(token)
            index += 1
        if command:
            yield command

    def _skip_for_header(self, tokens: list[str], index: int, scope: _Scope) -> int:
        """Skip ``for NAME in WORDS`` up to its separator; NAME becomes an unknown variable."""
        if index + 1 < len(tokens):
            scope.variables[tokens[index + 1]] = None
        while index + 1 < len(tokens) and tokens[index + 1] not in _SEPARATORS:
            index += 1
        return index

    def _check_command(self, words: list[str], scope: _Scope) -> None:
        words = self._strip_redirections(words, scope)
        while words and (assignment := _ASSIGNMENT.match(words[0])):
            name, value = assignment.groups()
            scope.variables[name] = self._expand(value, scope)
            words = words[1:]
        if not words:
            return
        name, arguments = words[0].lstrip("\\"), words[1:]
        if name == "export":
            for argument in arguments:
                if assignment := _ASSIGNMENT.match(argument):
                    scope.variables[assignment.group(1)] = self._expand(assignment.group(2), scope)
            return
        resolved_name = self._expand(name, scope)
        if resolved_name is None:
            raise _Refusal(f"the command '{name}' comes from a variable whose value is not known")
        self._check_program(resolved_name, arguments, scope)

    def _strip_redirections(self, words: list[str], scope: _Scope) -> list[str]:
        kept: list[str] = []
        index = 0
        while index < len(words):
            word = words[index]
            if word in _REDIRECTIONS:
                if index + 1 >= len(words):
                    raise _Refusal("a redirection has no target")
                target = words[index + 1]
                if word in {">&", "<&"} and target.isdigit():
                    pass
                elif word == "<":
                    self._check_read(target, scope)
                else:
                    self._check_write(target, scope)
                if kept and kept[-1].isdigit():
                    kept.pop()
                index += 2
                continue
            kept.append(word)
            index += 1
        return kept

    def _check_program(self, name: str, arguments: list[str], scope: _Scope) -> None:
        if name == _APPLICATION_TOKEN:
            name = self._application_or_refuse(scope)
        if name in self.applications:
            self._check_application_arguments(arguments, scope)
        elif name in RUN_HELPERS:
            self._check_run_helper(name, arguments, scope)
        elif name in MPI_LAUNCHERS:
            self._check_mpi(arguments, scope)
        elif name in PLAIN_HELPERS or name in HARMLESS_BUILTINS:
            return
        elif name == "cloneCase":
            if len(arguments) != 2:
                raise _Refusal("cloneCase takes a source and a destination")
            self._check_read(arguments[0], scope)
            self._check_write(arguments[1], scope)
        elif name in {".", "source"}:
            self._check_sourced(arguments)
        elif name == "cd":
            self._check_cd(arguments, scope)
        elif name in FILE_COMMANDS:
            self._check_file_command(name, arguments, scope)
        elif "/" in name:
            self._check_sub_script(name, scope)
        else:
            raise _Refusal(
                f"'{name}' is neither an OpenFOAM program of this installation nor an allowed "
                "command"
            )

    def _application_or_refuse(self, scope: _Scope) -> str:
        application = self.application
        if scope.cwd != self.case_dir:
            application = controldict_application(scope.cwd) or application
        if application is None:
            raise _Refusal("$(getApplication) is used but system/controlDict names no application")
        if application not in self.applications:
            raise _Refusal(
                f"system/controlDict names application '{application}', which is not an "
                "OpenFOAM program of this installation"
            )
        return application

    def _check_application_arguments(self, arguments: list[str], scope: _Scope) -> None:
        for position, argument in enumerate(arguments):
            if argument == "-case" and position + 1 < len(arguments):
                self._check_write(arguments[position + 1], scope)
            elif argument.startswith("/"):
                self._check_read(argument, scope)

    def _check_run_helper(self, name: str, arguments: list[str], scope: _Scope) -> None:
        index = 0
        while index < len(arguments) and arguments[index].startswith("-"):
            if arguments[index] == "-decomposeParDict" and index + 1 < len(arguments):
                self._check_read(arguments[index + 1], scope)
            index += 2 if arguments[index] in _RUN_OPTIONS_WITH_VALUE else 1
        if index >= len(arguments):
            raise _Refusal(f"{name} is given no application")
        self._check_launched(arguments[index], arguments[index + 1 :], scope)

    def _check_mpi(self, arguments: list[str], scope: _Scope) -> None:
        index = 0
        while index < len(arguments) and arguments[index].startswith("-"):
            index += 2 if arguments[index] in _MPI_OPTIONS_WITH_VALUE else 1
        if index >= len(arguments):
            raise _Refusal("mpirun is given no application")
        self._check_launched(arguments[index], arguments[index + 1 :], scope)

    def _check_launched(self, word: str, arguments: list[str], scope: _Scope) -> None:
        application = self._expand(word, scope)
        if application == _APPLICATION_TOKEN:
            application = self._application_or_refuse(scope)
        elif application is not None and "/" in application:
            self._check_sub_script(application, scope)
            return
        if application is None or application not in self.applications:
            raise _Refusal(
                f"'{word}' is not an OpenFOAM program of this installation, so it may not be run"
            )
        self._check_application_arguments(arguments, scope)

    def _check_sourced(self, arguments: list[str]) -> None:
        if len(arguments) != 1 or not _SOURCED_HELPERS.match(arguments[0]):
            raise _Refusal(
                "only $WM_PROJECT_DIR/bin/tools/RunFunctions or CleanFunctions may be sourced"
            )

    def _check_cd(self, arguments: list[str], scope: _Scope) -> None:
        target = arguments[0] if arguments else "~"
        path = self._resolve(target, scope)
        if not self._inside_case(path):
            raise _Refusal(f"it changes directory to '{target}', outside the case")
        scope.cwd = path

    def _check_file_command(self, name: str, arguments: list[str], scope: _Scope) -> None:
        options = [argument for argument in arguments if argument.startswith("-")]
        operands = [argument for argument in arguments if not argument.startswith("-")]
        if name == "sed":
            self._check_sed(options, operands, scope)
        elif name == "cp":
            if len(operands) < 2:
                raise _Refusal("cp needs a source and a destination")
            for source in operands[:-1]:
                self._check_read(source, scope)
            self._check_write(operands[-1], scope)
        elif name in {"mv", "rm"}:
            for operand in operands:
                self._check_delete(operand, scope)
        elif name in {"mkdir", "touch", "gunzip", "gzip"}:
            for operand in operands:
                self._check_write(operand, scope)
        else:
            files = operands[1:] if name == "grep" else operands
            for operand in files:
                self._check_read(operand, scope)

    def _check_sed(self, options: list[str], operands: list[str], scope: _Scope) -> None:
        in_place = any(option.startswith("-i") or option == "--in-place" for option in options)
        expressions: list[str] = []
        files = list(operands)
        if not any(option in {"-e", "--expression"} for option in options) and files:
            expressions.append(files.pop(0))
        else:
            expressions.extend(files[: options.count("-e")])
            files = files[options.count("-e") :]
        for expression in expressions:
            if not _SED_SUBSTITUTION.match(expression):
                raise _Refusal("sed may only run substitutions (s/old/new/flags)")
        for path in files:
            if in_place:
                self._check_write(path, scope)
            else:
                self._check_read(path, scope)

    def _check_sub_script(self, name: str, scope: _Scope) -> None:
        path = self._resolve(name, scope)
        if not self._inside_case(path) or not path.is_file():
            raise _Refusal(f"'{name}' is not a script inside the case")
        if self.depth >= MAX_SCRIPT_DEPTH:
            raise _Refusal("case scripts call each other too deeply")
        checker = _ScriptChecker(
            self.case_dir, path, self.applications, self.application, self.root_variables,
            self.depth + 1,
        )
        checker.run()

    def run(self) -> None:
        """Check this script; a refusal carries the script and line that caused it."""
        try:
            self.check(self.script.read_text(encoding="utf-8", errors="replace"))
        except _Refusal as refusal:
            if not hasattr(refusal, "where"):
                refusal.where = (self.script, self.line_number, self.line)  # type: ignore[attr-defined]
            raise


def check_case(
    case_dir: Path,
    applications: frozenset[str],
    *,
    readable_roots: Mapping[str, str | None] | None = None,
) -> AllrunCheck:
    """Decide whether a case may run, before anything runs.

    Args:
        case_dir: The case directory.
        applications: The installation's program names.
        readable_roots: ``WM_PROJECT_DIR`` and ``FOAM_TUTORIALS`` of the installation: places an
            Allrun may read from (tutorials copy geometry from there), never write to.

    Returns:
        The verdict, with the offending script, line and reason when refused.
    """
    case_dir = case_dir.resolve()
    application = controldict_application(case_dir)
    roots = {
        name: Path(value).resolve()
        for name, value in (readable_roots or {}).items()
        if value
    }
    allrun = case_dir / "Allrun"
    if allrun.is_symlink():
        return AllrunCheck(False, application, "Allrun is a symbolic link", script="Allrun")
    if not allrun.is_file():
        if application is not None and application not in applications:
            return AllrunCheck(
                False,
                application,
                f"system/controlDict names application '{application}', which is not an "
                "OpenFOAM program of this installation",
                script="system/controlDict",
            )
        return AllrunCheck(True, application)
    checker = _ScriptChecker(case_dir, allrun, applications, application, roots, depth=0)
    try:
        checker.run()
    except _Refusal as refusal:
        script, number, line = refusal.where  # type: ignore[attr-defined]
        return AllrunCheck(
            False,
            application,
            refusal.reason,
            line=line,
            script=str(script.relative_to(case_dir)),
            line_number=number,
        )
    return AllrunCheck(True, application)
