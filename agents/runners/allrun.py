"""The Allrun gate: a static check of a case's scripts before anything runs.

Why: an Allrun written by a model is untrusted input. It may only run the installation's
OpenFOAM programs, foam-agent's ``RunFunctions`` helpers and a short list of file commands, and
it may only write inside its case directory. The check reads a small, common subset of POSIX
shell (simple commands, ``;`` ``&&`` ``||`` ``|``, subshells, ``if``/``for``/``while``,
redirections, variables assigned in the script) and refuses everything else — command
substitution other than ``$(getApplication)`` and ``$(getNumberOfProcessors)``, backticks,
here-documents, ``case``, functions, background jobs — naming the offending line. Case-local
scripts the Allrun calls (``./Allrun.pre``) are checked the same way.

Built-ins are checked by their arguments (``builtins.py``): one that sets a variable at run time
(``printf -v``, ``read``, ``getopts``, ``mapfile``) may not set a protected one, and the
variable it sets is unknown to the gate everywhere in the script, so it can name neither a
program nor a path; bash evaluates array subscripts in variable names (``read 'a[$(id)]'`` runs
``id``), so names must be plain. Options of the helpers that name files are checked as paths.
The files programs are given by path are listed for the dictionary scan.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from foam_agent.agents.openfoam.controldict import controldict_entry
from foam_agent.agents.runners.builtins import (
    BUILTINS,
    BuiltinRefused,
    dynamically_set,
    variable_effects,
)
from foam_agent.agents.runners.m4_templates import known_template
from foam_agent.agents.runners.program_options import OptionRefused, check_sed_script, parse
from foam_agent.agents.runners.shell_words import (
    APPLICATION_TOKEN,
    NPROCS_TOKEN,
    Operator,
    ShellSyntaxRefused,
    shell_lines,
)

#: Plain file commands an Allrun may use; their path operands are checked (see _PATH_RULES).
FILE_COMMANDS = frozenset(
    {"cp", "mv", "rm", "mkdir", "touch", "gunzip", "gzip", "sed", "m4", "cat", "head", "tail",
     "grep", "ls", "paste", "sort", "wc"}
)
#: foam-agent's RunFunctions/CleanFunctions helpers that take no application to run.
PLAIN_HELPERS = frozenset(
    {"restore0Dir", "isTest", "notTest", "isParallel", "getApplication",
     "getNumberOfProcessors", "cleanCase", "cleanCase0", "cleanTimeDirectories"}
)
#: Helpers whose first operand (after their options) is the application they run.
RUN_HELPERS = frozenset({"runApplication", "runParallel"})
MPI_LAUNCHERS = frozenset({"mpirun", "mpiexec"})
#: Options of runApplication/runParallel (those foam-agent's RunFunctions reads) and whether
#: each consumes the next word; any other option is refused, since the helper would take it
#: for the application.
_RUN_OPTIONS = {"-a": False, "-append": False, "-o": False, "-overwrite": False, "-s": True,
                "-suffix": True, "-np": True, "-decomposeParDict": True}
#: mpirun options an Allrun may give, and whether each consumes the next word. Others name
#: files (``--output-filename``, ``--hostfile``, ``-tune``), set MCA parameters that choose
#: programs (``--mca plm_rsh_agent``) or the ranks' environment, and are refused.
_MPI_OPTIONS = {"-np": True, "-n": True, "-c": True, "--np": True, "--map-by": True,
                "--bind-to": True, "--rank-by": True, "-H": True, "--host": True,
                "--oversubscribe": False, "--allow-run-as-root": False, "-x": True}
_CONTROL_WORDS = frozenset({"if", "then", "else", "elif", "fi", "do", "done", "while", "until",
                            "!", "{", "}"})
_SEPARATORS = frozenset({";", "&&", "||", "|", "|&"})
#: Variables a script may not set: they change which program a name runs, how the shell reads
#: words, or what OpenFOAM and MPI load.
_PROTECTED_VARIABLE = re.compile(
    r"^(PATH|IFS|ENV|BASH_ENV|CDPATH|HOME|SHELL|SHELLOPTS|BASHOPTS|GLOBIGNORE|PS4|"
    r"PROMPT_COMMAND|TMPDIR|FPATH|LANG|LC_\w+|LD_\w+|WM_\w+|FOAM_\w+|MPI_\w+|OMPI_\w+|"
    r"PMIX_\w+|OPAL_\w+|PYTHON\w*|BASH\w*)$"
)
#: OpenFOAM options that load code or reach outside the case whatever their value.
_REFUSED_FOAM_OPTIONS = frozenset({"-libs", "-roots", "-hostRoots"})
#: Words naming code-running function objects or conditions, refused in program arguments.
_CODE_WORDS = re.compile(r"(coded\w*|systemCall|codeStream)", re.IGNORECASE)
_SOURCED_HELPERS = re.compile(
    r"^(?:\$\{?WM_PROJECT_DIR(?::\?)?\}?|\$\{?FOAM_AGENT_TOOLS\}?)/bin/tools/"
    r"(?:RunFunctions|CleanFunctions)$"
)
_ASSIGNMENT = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)=(.*)$", re.DOTALL)
_VARIABLE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-])(?::?\?[^}]*)?\}|"
                       r"\$([A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-])")
_SCRIPT_DIR_FORMS = ("${0%/*}",)
#: Nesting of case-local scripts calling each other; tutorials use at most two levels.
MAX_SCRIPT_DEPTH = 4
_APPLICATION_TOKEN = APPLICATION_TOKEN
_NPROCS_TOKEN = NPROCS_TOKEN
_GLOB_CHARS = re.compile(r"[*?\[]")
_NUMBER = re.compile(r"^[0-9]+$")
#: A loop word that is one path component other than '.' and '..'.
_PLAIN_WORD = re.compile(r"^(?!\.\.?$)[\w.+-]+$")


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
        dictionaries: Case files that programs are given by path (``-dict FILE``): the
            dictionary scan reads them as dictionaries whatever their name.
    """

    allowed: bool
    application: str | None = None
    reason: str | None = None
    line: str | None = None
    script: str | None = None
    line_number: int | None = None
    dictionaries: tuple[Path, ...] = ()

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


@dataclass
class _Scope:
    cwd: Path
    variables: dict[str, str | None] = field(default_factory=dict)


@dataclass
class _Ledger:
    """What the scripts of one case write and which scripts they call, across all of them.

    Why: a script checked now but rewritten by an earlier line before it is called (time of
    check to time of use) would run unchecked commands; so no line may write a called script.
    """

    writes: list[tuple[Path, str]] = field(default_factory=list)
    scripts: set[Path] = field(default_factory=set)
    dictionaries: set[Path] = field(default_factory=set)

    def conflict(self) -> tuple[Path, str] | None:
        """The first write that could change a called script, with the line that does it."""
        for target, line in self.writes:
            for script in self.scripts:
                if script == target or target in script.parents or \
                        (_GLOB_CHARS.search(target.name) and
                         fnmatch.fnmatchcase(script.name, target.name) and
                         script.parent == target.parent):
                    return script, line
        return None


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
        ledger: _Ledger,
    ) -> None:
        self.case_dir = case_dir
        self.script = script
        self.applications = applications
        self.application = application
        self.root_variables = root_variables
        self.readable_roots = tuple(root_variables.values())
        self.depth = depth
        self.ledger = ledger
        self.line_number = 0
        self.line = ""
        #: Variables some built-in sets at run time: unknown wherever they are used.
        self.dynamic: frozenset[str] = frozenset()

    # -- variables and paths -------------------------------------------------------------

    def _expand(self, word: str, scope: _Scope) -> str | None:
        """Expand the variables of ``word``; None when one of them is not known statically."""
        for form in _SCRIPT_DIR_FORMS:
            word = word.replace(form, str(self.script.parent))
        unknown = False

        def substitute(match: re.Match[str]) -> str:
            nonlocal unknown
            name = match.group(1) or match.group(2)
            value = None if name in self.dynamic else scope.variables.get(name)
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
        for component in expanded.split("/"):
            # The shell's * and ? never match a leading dot; anything else that fnmatch lets
            # match '.' or '..' (.*, .[.], [.]*, [!a]) might, in dash or bash.
            if _GLOB_CHARS.search(component) and not component.startswith(("*", "?")) and (
                    fnmatch.fnmatchcase("..", component) or fnmatch.fnmatchcase(".", component)):
                raise _Refusal(f"the pattern '{word}' could match '.' or '..'")
        literal = re.split(r"[*?\[]", expanded, maxsplit=1)[0] or "."
        path = Path(literal)
        if not path.is_absolute():
            path = scope.cwd / path
        return path.resolve()

    def _check_write(self, word: str, scope: _Scope, *, whole_directory: bool = True) -> None:
        """Refuse a write outside the case; record it for the script ledger.

        ``whole_directory=False`` is for programs that write their own files into a directory
        they are given (OpenFOAM's), so a directory named there does not stand for its scripts.
        """
        if word == "/dev/null":
            return
        path = self._resolve(word, scope)
        if not self._inside_case(path):
            raise _Refusal(f"it writes '{word}', which is outside the case directory")
        self._check_glob_matches(word, scope, path)
        if not whole_directory and path.is_dir():
            return
        expanded = self._expand(word, scope) or word
        name = Path(expanded).name
        recorded = path / name if _GLOB_CHARS.search(name) and path.name != name else path
        self.ledger.writes.append((recorded, self.line))

    def _check_glob_matches(self, word: str, scope: _Scope, literal: Path) -> None:
        """A pattern's present matches stay inside the case (a link inside could lead out)."""
        expanded = self._expand(word, scope)
        if expanded is None or not _GLOB_CHARS.search(expanded):
            return
        base = Path(expanded) if Path(expanded).is_absolute() else scope.cwd / expanded
        for match in Path(base.anchor).glob(str(base.relative_to(base.anchor))):
            if not self._inside_case(match.resolve()):
                raise _Refusal(f"the pattern '{word}' matches '{match}', outside the case")

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
        if "\0" in text or "\ufffd" in text:
            raise _Refusal("the script is not plain UTF-8 text")
        lines = text.split("\n")
        try:
            tokens = list(_readable_lines(text))
            self.dynamic = dynamically_set(tokens) | reassigned_in_loops(tokens)
            for shell_line in shell_lines(text):
                self.line_number, self.line = shell_line.number, shell_line.text
                for command in self._split(shell_line.tokens, scope, stack):
                    self._check_command(command, scope)
        except BuiltinRefused as error:
            raise _Refusal(str(error)) from error
        except ShellSyntaxRefused as error:
            self.line_number = error.line
            self.line = lines[error.line - 1] if error.line <= len(lines) else ""
            raise _Refusal(error.reason) from error

    def _initial_variables(self) -> dict[str, str | None]:
        variables: dict[str, str | None] = {"0": str(self.script), "PWD": str(self.script.parent)}
        variables.update({name: str(root) for name, root in self.root_variables.items()})
        return variables

    def _split(self, tokens: list[str], scope: _Scope, stack: list[Path]) -> Iterator[list[str]]:
        """Yield the simple commands of one line, tracking subshells and control words."""
        command: list[str] = []
        index = 0
        while index < len(tokens):
            token = tokens[index]
            operator = token.lstrip("0123456789") if isinstance(token, Operator) else None
            if operator in _SEPARATORS:
                if command:
                    yield command
                command = []
            elif operator == "&":
                raise _Refusal("background jobs ('&') are not allowed")
            elif operator in {";;", ";&", ";;&"} or (token == "case" and not command):
                raise _Refusal("'case' statements are not supported")
            elif (operator is not None and operator not in {"(", ")"}) or \
                    (token == "(" and operator is None):
                command.append(token)
            elif token == "(":
                if command:
                    raise _Refusal("function definitions are not supported")
                stack.append(scope.cwd)
            elif token == ")" and operator is None:
                command.append(token)
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
        """Skip ``for NAME in WORDS`` up to its separator.

        When every word is a plain name (``for i in 1 2 3``), any of them puts a path in the same
        directory, so NAME stands for the first in path checks; otherwise NAME is unknown.
        """
        start = index
        while index + 1 < len(tokens) and not (isinstance(tokens[index + 1], Operator)
                                               and tokens[index + 1] in _SEPARATORS):
            index += 1
        header = tokens[start + 1 : index + 1]
        if header:
            words = header[2:] if len(header) > 1 and header[1] == "in" else []
            plain = bool(words) and all(_PLAIN_WORD.match(word) for word in words)
            scope.variables[header[0]] = words[0] if plain else None
        return index

    def _check_command(self, words: list[str], scope: _Scope) -> None:
        words = self._strip_redirections(words, scope)
        assignments: list[tuple[str, str]] = []
        while words and (assignment := _ASSIGNMENT.match(words[0])):
            assignments.append((assignment.group(1), assignment.group(2)))
            words = words[1:]
        if assignments and words:
            raise _Refusal("environment assignments before a command are not allowed")
        for name, value in assignments:
            self._assign(name, value, scope)
        if not words:
            return
        name, arguments = words[0], words[1:]
        if name in BUILTINS:
            self._check_builtin(name, arguments, scope)
            return
        resolved_name = self._expand(name, scope)
        if resolved_name is None:
            raise _Refusal(f"the command '{name}' comes from a variable whose value is not known")
        self._check_program(resolved_name, arguments, scope)

    def _check_builtin(self, name: str, arguments: list[str], scope: _Scope) -> None:
        """A built-in's effect on variables: assignments are tracked, protected names refused,
        names set at run time made unknown."""
        try:
            effects = variable_effects(name, arguments)
        except BuiltinRefused as error:
            raise _Refusal(str(error)) from error
        for variable, value in effects.assigned:
            self._assign(variable, value, scope)
        for variable in effects.named:
            if _PROTECTED_VARIABLE.match(variable):
                raise _Refusal(f"{name} may not be given the variable {variable}: it changes "
                               "what programs run or what they load")
        for variable in effects.unknown:
            scope.variables[variable] = None

    def _assign(self, name: str, value: str, scope: _Scope) -> None:
        if _PROTECTED_VARIABLE.match(name):
            raise _Refusal(f"the variable {name} may not be set: it changes what programs run "
                           "or what they load")
        scope.variables[name] = self._expand(value, scope)

    def _strip_redirections(self, words: list[str], scope: _Scope) -> list[str]:
        kept: list[str] = []
        index = 0
        while index < len(words):
            word = words[index]
            if isinstance(word, Operator):
                operator = word.lstrip("0123456789")
                if index + 1 >= len(words) or isinstance(words[index + 1], Operator):
                    raise _Refusal("a redirection has no target")
                target = words[index + 1]
                if operator in {"<<", "<<-", "<<<"}:
                    raise _Refusal("here-documents are not allowed: write files through the case")
                if operator in {">&", "<&"}:
                    if not (target.isdigit() or target == "-"):
                        raise _Refusal(f"'{word}' may only duplicate a descriptor (2>&1)")
                elif operator == "<":
                    self._check_read(target, scope)
                elif operator in {">", ">>"}:
                    self._check_write(target, scope)
                else:
                    raise _Refusal(f"the redirection '{word}' is not allowed: only >, >> into "
                                   "the case, < and 2>&1")
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
        elif name in PLAIN_HELPERS:
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
        """Every argument that could name a path must lie inside the case.

        ``-dict`` and ``-decomposeParDict`` may also read the installation; any other path-like
        argument (``foamDictionary … ../../x``, ``-case``, a surface file) is a possible write.
        """
        for position, argument in enumerate(arguments):
            if argument in _REFUSED_FOAM_OPTIONS:
                raise _Refusal(f"the OpenFOAM option '{argument}' is not allowed")
            if _CODE_WORDS.search(argument):
                raise _Refusal(f"'{argument}' names code-running entries")
            if argument.startswith("-"):
                continue
            option = arguments[position - 1] if position else ""
            if option in {"-dict", "-decomposeParDict"}:
                self._check_read(argument, scope)
                self._note_dictionary(argument, scope)
            elif _looks_like_path(argument) or _is_file(scope.cwd / argument):
                self._check_write(argument, scope, whole_directory=False)
                self._note_dictionary(argument, scope)

    def _note_dictionary(self, word: str, scope: _Scope) -> None:
        """List a case file a program is given, so the scan reads it as a dictionary."""
        path = self._resolve(word, scope)
        if self._inside_case(path) and _is_file(path):
            self.ledger.dictionaries.add(path)

    def _check_run_helper(self, name: str, arguments: list[str], scope: _Scope) -> None:
        index = 0
        while index < len(arguments) and arguments[index].startswith("-"):
            option = arguments[index]
            if option not in _RUN_OPTIONS:
                raise _Refusal(f"{name} may not be given '{option}' (only -a, -o, -s SUFFIX, "
                               "-np N, -decomposeParDict FILE)")
            if not _RUN_OPTIONS[option]:
                index += 1
                continue
            if index + 1 >= len(arguments):
                raise _Refusal(f"{name} {option} needs a value")
            value = arguments[index + 1]
            if option in {"-s", "-suffix"}:
                self._check_log_suffix(value, scope)
            elif option == "-np":
                self._check_count(value, scope)
            else:
                self._check_read(value, scope)
                self._note_dictionary(value, scope)
            index += 2
        if index >= len(arguments):
            raise _Refusal(f"{name} is given no application")
        self._check_launched(arguments[index], arguments[index + 1 :], scope)

    def _check_log_suffix(self, word: str, scope: _Scope) -> None:
        """A log suffix becomes part of a file name (``log.APP.SUFFIX``): one plain word."""
        suffix = self._expand(word, scope)
        if suffix is None:
            raise _Refusal(f"the log suffix '{word}' depends on a variable whose value is not "
                           "known")
        if "/" in suffix or ".." in suffix or not suffix:
            raise _Refusal(f"the log suffix '{word}' must be a plain name (no '/', no '..')")

    def _check_count(self, word: str, scope: _Scope) -> None:
        count = self._expand(word, scope)
        if count != _NPROCS_TOKEN and (count is None or not _NUMBER.match(count)):
            raise _Refusal(f"the number of processes '{word}' is not a number")

    def _check_mpi(self, arguments: list[str], scope: _Scope) -> None:
        index = 0
        while index < len(arguments) and arguments[index].startswith("-"):
            option = arguments[index]
            if option not in _MPI_OPTIONS:
                raise _Refusal(f"mpirun may not be given '{option}' (only -np, --oversubscribe, "
                               "--bind-to, --map-by, --rank-by, --host, -x NAME)")
            if _MPI_OPTIONS[option] and index + 1 >= len(arguments):
                raise _Refusal(f"mpirun {option} needs a value")
            if option in {"-np", "-n", "-c", "--np"}:
                self._check_count(arguments[index + 1], scope)
            elif option == "-x":
                variable = arguments[index + 1].split("=", 1)[0]
                if _PROTECTED_VARIABLE.match(variable) or not re.fullmatch(r"\w+", variable):
                    raise _Refusal(f"mpirun -x may not pass the variable {variable}: it "
                                   "changes what programs run or what they load")
            index += 2 if _MPI_OPTIONS[option] else 1
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
        if len(arguments) > 1 or (arguments and arguments[0].startswith("-")):
            raise _Refusal("cd takes one directory and no options ('cd -' goes to $OLDPWD, "
                           "'cd -P DIR' is not read)")
        target = arguments[0] if arguments else "~"
        path = self._resolve(target, scope)
        if not self._inside_case(path):
            raise _Refusal(f"it changes directory to '{target}', outside the case")
        scope.cwd = path

    def _check_file_command(self, name: str, arguments: list[str], scope: _Scope) -> None:
        if name == "sed":
            self._check_sed(arguments, scope)
            return
        grammar = "gzip" if name == "gzip" else name
        try:
            parsed = parse(grammar, arguments)
        except OptionRefused as error:
            raise _Refusal(str(error)) from error
        operands = parsed.operands
        if name == "m4":
            self._check_m4(operands, scope)
        elif name == "cp":
            if len(operands) < 2:
                raise _Refusal("cp needs a source and a destination")
            for source in operands[:-1]:
                self._check_read(source, scope)
            self._check_copy_destination(operands[:-1], operands[-1], scope)
        elif name == "mv":
            if len(operands) < 2:
                raise _Refusal("mv needs a source and a destination")
            for source in operands[:-1]:
                self._check_delete(source, scope)
            self._check_copy_destination(operands[:-1], operands[-1], scope)
        elif name == "rm":
            for operand in operands:
                self._check_delete(operand, scope)
        elif name in {"mkdir", "touch", "gunzip", "gzip"}:
            for operand in operands:
                self._check_write(operand, scope)
        else:
            if name == "grep" and not (parsed.has("e") or parsed.has("f")):
                operands = operands[1:]
            for path in [*operands, *parsed.values("f")]:
                self._check_read(path, scope)

    def _check_copy_destination(self, sources: list[str], destination: str,
                                scope: _Scope) -> None:
        """The destination, and what lands in it when it is a directory."""
        self._check_write(destination, scope)
        target = self._resolve(destination, scope)
        if target.is_dir():
            for source in sources:
                self._check_write(f"{destination.rstrip('/')}/{Path(source).name}", scope)

    def _check_sed(self, arguments: list[str], scope: _Scope) -> None:
        scripts: list[str] = []
        files: list[str] = []
        in_place = False
        index = 0
        while index < len(arguments):
            argument = arguments[index]
            index += 1
            if argument in {"-n", "-E", "-r", "-s", "-u", "-z", "--quiet", "--silent",
                            "--regexp-extended"} or re.fullmatch(r"-[nErsuz]+", argument):
                continue
            if argument == "--in-place" or re.fullmatch(r"-[nErsuz]*i[\w.~-]*", argument):
                in_place = True
            elif re.fullmatch(r"-[nErsuz]*e", argument):
                if index >= len(arguments):
                    raise _Refusal("sed -e needs a script")
                scripts.append(arguments[index])
                index += 1
            elif argument.startswith("-") and argument != "-":
                raise _Refusal(f"sed may not be given '{argument}' (only -n, -E, -r, -i, -e)")
            else:
                files.append(argument)
        if not scripts:
            if not files:
                raise _Refusal("sed is given no script")
            scripts.append(files.pop(0))
        for script in scripts:
            try:
                check_sed_script(script)
            except OptionRefused as error:
                raise _Refusal(str(error)) from error
        for path in files:
            if in_place:
                self._check_write(path, scope)
            else:
                self._check_read(path, scope)

    def _check_m4(self, operands: list[str], scope: _Scope) -> None:
        """m4 runs commands (syscmd); only the installation's own tutorial templates may run."""
        if not operands:
            raise _Refusal("m4 must be given a template file")
        tutorials = self.root_variables.get("FOAM_TUTORIALS")
        for operand in operands:
            path = self._resolve(operand, scope)
            self.ledger.scripts.add(path)
            if not path.is_file():
                # Still gzipped as copied from the tutorials; gunzip restores the same text.
                path = path.with_name(f"{path.name}.gz")
            if tutorials is None or not path.is_file() or not known_template(path, tutorials):
                raise _Refusal(f"m4 may only expand the installation's own tutorial templates; "
                               f"'{operand}' is not one of them")

    def _check_sub_script(self, name: str, scope: _Scope) -> None:
        path = self._resolve(name, scope)
        if not self._inside_case(path) or not path.is_file():
            raise _Refusal(f"'{name}' is not a script inside the case")
        if self.depth >= MAX_SCRIPT_DEPTH:
            raise _Refusal("case scripts call each other too deeply")
        self.ledger.scripts.add(path)
        checker = _ScriptChecker(
            self.case_dir, path, self.applications, self.application, self.root_variables,
            self.depth + 1, self.ledger,
        )
        checker.run()

    def run(self) -> None:
        """Check this script; a refusal carries the script and line that caused it."""
        try:
            # Bytes, not read_text: universal newlines would turn \r into a line break.
            self.check(self.script.read_bytes().decode("utf-8", errors="replace"))
        except _Refusal as refusal:
            if not hasattr(refusal, "where"):
                refusal.where = (self.script, self.line_number, self.line)  # type: ignore[attr-defined]
            raise


def reassigned_in_loops(lines: list[list[str]]) -> frozenset[str]:
    """Variables given different values where one of them is given inside a loop.

    Why: the gate reads a script once, top to bottom, but a loop runs its body again, so a
    value assigned at the end of a body (``X=/tmp/evil``) reaches a use at its start
    (``$X``) on the next pass. Such a variable has no single value the gate could check, so it
    is unknown everywhere: it can name neither a program nor a path. One value, assigned once
    or always the same, stays known.
    """
    values: dict[str, set[str]] = {}
    in_loop: set[str] = set()
    depth = 0
    for tokens in lines:
        start = True
        for token in tokens:
            if isinstance(token, Operator):
                start = token.lstrip("0123456789") in _SEPARATORS or token in {"(", ")"}
                continue
            if start and token == "do":
                depth += 1
                continue
            if start and token == "done":
                depth = max(depth - 1, 0)
                continue
            if start and token in _CONTROL_WORDS:
                continue
            assignment = _ASSIGNMENT.match(token) if start else None
            if assignment is None:
                start = False
                continue
            name = assignment.group(1)
            values.setdefault(name, set()).add(assignment.group(2))
            if depth:
                in_loop.add(name)
    return frozenset(name for name in in_loop if len(values[name]) > 1)


def _readable_lines(text: str) -> Iterator[list[str]]:
    """The tokens of each line up to the first form the gate does not read (the line-by-line
    check reports that one, with its line)."""
    try:
        for line in shell_lines(text):
            yield line.tokens
    except ShellSyntaxRefused:
        return


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:
        return False


def _looks_like_path(argument: str) -> bool:
    """Whether a program argument could name a file outside the current directory."""
    return "/" in argument or argument in {".", ".."} or argument.startswith(("~", "$"))


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
    ledger = _Ledger(scripts={allrun})
    checker = _ScriptChecker(case_dir, allrun, applications, application, roots, depth=0,
                             ledger=ledger)
    try:
        checker.run()
        if (conflict := ledger.conflict()) is not None:
            script, line = conflict
            return AllrunCheck(
                False, application,
                f"it writes the case script '{script.relative_to(case_dir)}', which runs later: "
                "scripts must not change after they are checked",
                line=line, script="Allrun",
            )
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
    return AllrunCheck(True, application, dictionaries=tuple(sorted(ledger.dictionaries)))
