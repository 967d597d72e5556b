"""The dictionary scan: code and outside paths in a case's dictionaries, refused before a run.

Why: OpenFOAM runs code that dictionaries carry (``systemCall`` function objects, ``coded*``
boundary conditions and function objects, ``#codeStream``, ``#calc``), loads any shared library
a ``libs`` entry names, and reads any file an ``#include`` or a ``file`` entry names. The Allrun
gate never reads dictionaries, so without this scan a model-written ``controlDict`` could run
anything the user can. The scan is lexical and deliberately strict: it refuses the words that
select code (wherever they stand, so a ``$macro`` cannot smuggle them into a ``type``), variables
glued into words (which could spell them), and every path that leaves the case other than the
installation's ``etc`` for includes. It reads every file of the case, gzipped ones included,
since solvers read ``.gz`` too.

Which files are read as dictionaries: every file under a ``system`` or ``constant`` directory
(at any depth, so a sub-case's too), whatever its suffix, and every file a program is given by
path (``-dict system/x.dat``; the Allrun gate lists them), since OpenFOAM reads a dictionary by
whatever name it is given: ``libs`` in a ``system/x.dat`` passed with ``-dict`` loaded a library.
Geometry, tables and notes there (``.stl``, ``.csv``, README, CHEMKIN input) are still searched
for code, directives and libraries, but their words are not taken for paths (an ANSYS file's
``/BATCH`` is no path). Elsewhere (``0/``, the case root) data files and notes are skipped.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import islice
from pathlib import Path

#: Files larger than this are meshes or field data; they are still scanned, in this many bytes
#: per read, so a padded dictionary cannot hide its tail.
_CHUNK_BYTES = 1 << 24
#: Gzipped files are decompressed up to this size; a larger one is refused as unreadable.
MAX_DECOMPRESSED_BYTES = 256 << 20
#: Geometry and table formats OpenFOAM reads with their own readers, never as dictionaries, so
#: their words are data (an ANSYS file's ``/BATCH`` is no path).
DATA_SUFFIXES = frozenset({".m4", ".inp", ".stl", ".obj", ".vtk", ".vtp", ".ans", ".csv", ".dat",
                           ".xy", ".msh",
                           ".unv", ".ftr", ".fms", ".nas", ".bdf", ".ac", ".off", ".smesh",
                           ".tri", ".gts", ".png", ".jpg", ".pdf", ".txt", ".md"})
#: Directives that run code or evaluate expressions (``#calc`` compiles C++ like codeStream).
_CODE_DIRECTIVES = frozenset({"codeStream", "calc"})
#: Directives that read another file, and how its name is resolved.
_INCLUDE_DIRECTIVES = frozenset({"include", "includeIfPresent", "sinclude"})
_ETC_DIRECTIVES = frozenset({"includeEtc", "includeFunc", "includeModel"})
#: Words that select code wherever they appear: types of function objects, boundary conditions
#: and fvOptions, and the entries that carry commands.
_CODE_WORD = re.compile(
    r"^(\w*[cC]oded\w*|systemCall|executeCalls|writeCalls|endCalls|code\w*|localCode|"
    r"dynamicCode\w*)$"
)
#: Directories whose every file OpenFOAM may read as a dictionary.
_DICTIONARY_DIRS = frozenset({"system", "constant"})
#: Entries naming libraries to load.
_LIBRARY_KEYWORDS = frozenset({"libs", "functionObjectLibs"})
#: Variables a dictionary path may start with, and what they stand for.
_CASE_VARIABLES = ("$FOAM_CASE", "${FOAM_CASE}", "<case>")
_CASE_SUBDIRS = {"<system>": "system", "<constant>": "constant"}
_ETC_VARIABLES = ("$FOAM_ETC", "${FOAM_ETC}", "<etc>")
_PROJECT_VARIABLES = ("$WM_PROJECT_DIR", "${WM_PROJECT_DIR}")

_TOKEN = re.compile(
    r'"(?:[^"\\]|\\.)*"'      # a quoted string
    r"|#\{"                     # the start of a verbatim (code) block
    r"|#[A-Za-z]\w*"            # a directive
    r"|[(){};\[\]]"             # punctuation
    r"|[^\s(){};\[\]\"]+",      # a word
    re.DOTALL,
)


@dataclass(frozen=True)
class DictionaryFinding:
    """One forbidden thing in a case file.

    Attributes:
        file: The file, relative to the case.
        line: Its 1-based line number.
        entry: The word or directive as written.
        reason: Why it is refused, as a sentence a model can act on.
    """

    file: str
    line: int
    entry: str
    reason: str

    def describe(self) -> str:
        """``system/controlDict:12: `systemCall`: …`` for a person or a model."""
        return f"{self.file}:{self.line}: `{self.entry}`: {self.reason}"


@dataclass(frozen=True)
class ScanContext:
    """What the scan may accept besides the case itself.

    Attributes:
        etc_dir: The installation's ``etc``: ``#includeEtc`` and includes may read it.
        library_dirs: Where the installation's own libraries are; an empty tuple accepts any
            bare library name (a container's libraries cannot be listed from the host; its root
            filesystem is read-only, so a bare name there can only load the image's own files).
    """

    etc_dir: Path | None = None
    library_dirs: tuple[Path, ...] = ()


def installation_library_dirs(project_dir: str) -> tuple[Path, ...]:
    """The directories holding the installation's ``libOpenFOAM.so``: its own libraries."""
    root = Path(project_dir)
    candidates = [*root.glob("platforms/*/lib"), Path("/usr/lib"),
                  *Path("/usr/lib").glob("*-linux-gnu"), Path("/usr/lib64"),
                  *Path("/usr/lib/openfoam").glob("*/lib")]
    return tuple(path for path in candidates if (path / "libOpenFOAM.so").is_file())


class Reading(Enum):
    """How a file is read: as a dictionary, as data that could still carry code, or not."""

    DICTIONARY = "dictionary"
    DATA = "data"
    SKIPPED = "skipped"


def scan_case(case_dir: Path, context: ScanContext,
              named: Sequence[Path] = ()) -> DictionaryFinding | None:
    """The first forbidden entry of any file in the case, or None when there is none.

    Args:
        case_dir: The case directory.
        context: What the scan accepts besides the case.
        named: Files inside the case that a program is given by path (``-dict FILE``): read
            as dictionaries, or as data when their name says they are (a mesh to convert).
    """
    case_dir = case_dir.resolve()
    given = {path.resolve() for path in named}
    for path in sorted(_case_files(case_dir)):
        relative = path.relative_to(case_dir)
        if path.resolve() in given:
            # A mesh converter's input (flange.ans: its first line is "/BATCH") is data: its
            # words are not paths, but it is still searched for code, directives and libs.
            reading = Reading.DATA if _not_a_dictionary(relative) else Reading.DICTIONARY
        else:
            reading = reading_of(relative)
        finding = _scan_path(case_dir, path, context, reading)
        if finding is not None:
            return finding
    return None


def _case_files(case_dir: Path) -> Iterator[Path]:
    for path in case_dir.rglob("*"):
        if path.is_symlink() or path.is_file():
            yield path


def _scan_path(case_dir: Path, path: Path, context: ScanContext,
               reading: Reading) -> DictionaryFinding | None:
    relative = str(path.relative_to(case_dir))
    if path.is_symlink():
        target = path.resolve()
        if target != case_dir and case_dir not in target.parents:
            return DictionaryFinding(relative, 1, str(path.readlink()),
                                     "a link to a file outside the case")
        return None
    if reading is Reading.SKIPPED:
        return None
    try:
        # Binary data is known from its start: a file a run filled with zeros up to the disk
        # budget is not read whole.
        if not path.name.endswith(".gz") and _binary_start(path):
            return None
        data = _read(path)
    except (OSError, EOFError, gzip.BadGzipFile, _TooLarge) as error:
        return DictionaryFinding(relative, 1, path.name, f"cannot be read to scan it ({error})")
    if b"\0" in data[:8192]:
        return None
    if data.startswith(b"#!"):
        # A shell script: the Allrun gate reads scripts; one under system/ or constant/ is
        # still searched for code, in case a dictionary entry names it.
        if reading is Reading.DICTIONARY and not _in_dictionary_dir(Path(relative)):
            return None
        reading = Reading.DATA
    text = data.decode("utf-8", errors="replace")
    return _FileScan(case_dir, path, relative, context, reading).scan(text)


def _in_dictionary_dir(relative: Path) -> bool:
    return bool(_DICTIONARY_DIRS & set(relative.parts[:-1]))


def reading_of(relative: Path) -> Reading:
    """How the scan reads a case file found by walking the case (not named by a program)."""
    if _output(relative):
        return Reading.SKIPPED
    if _in_dictionary_dir(relative):
        return Reading.DATA if _not_a_dictionary(relative) else Reading.DICTIONARY
    return Reading.SKIPPED if _not_a_dictionary(relative) else Reading.DICTIONARY


def _output(relative: Path) -> bool:
    """Logs and function-object output: what a run writes, never read back as input."""
    name = relative.name.removesuffix(".gz")
    return name.startswith("log.") or "postProcessing" in relative.parts


def _not_a_dictionary(relative: Path) -> bool:
    """Logs and outputs, data, notes, m4 templates (the gate allows only the tutorials' own),
    build files and CHEMKIN input: files OpenFOAM does not parse as dictionaries unless a
    program or an entry is given their name."""
    name = relative.name.removesuffix(".gz")
    if _output(relative):
        return True
    if Path(name).suffix.lower() in DATA_SUFFIXES or name.upper().startswith(("README", "NOTE")):
        return True
    return bool({"Make", "chemkin"} & set(relative.parts[:-1])) or name.startswith("Running_")


def _binary_start(path: Path) -> bool:
    with path.open("rb") as stream:
        return b"\0" in stream.read(8192)


class _TooLarge(ValueError):
    pass


def _read(path: Path) -> bytes:
    if path.name.endswith(".gz"):
        with gzip.open(path, "rb") as stream:
            data = stream.read(MAX_DECOMPRESSED_BYTES + 1)
        if len(data) > MAX_DECOMPRESSED_BYTES:
            raise _TooLarge(f"more than {MAX_DECOMPRESSED_BYTES} bytes once decompressed")
        return data
    chunks = []
    with path.open("rb") as stream:
        while chunk := stream.read(_CHUNK_BYTES):
            chunks.append(chunk)
    return b"".join(chunks)


_COMMENT_OR_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|//[^\n]*|/\*.*?(?:\*/|\Z)', re.DOTALL)
#: Anything the token walk could refuse; a file without any of it (meshes, fields) is skipped.
_SUSPECT = re.compile(r"[#$~/]|\.\.|[cC]ode|systemCall|[lL]ibs|Calls")
#: The same for data files, whose paths are not read: a directive, a code block or a code word.
#: Geometry (an OBJ's ``f 1/2/3``, a comment ``# Blender``) then costs one search, not a walk.
_DATA_SUSPECT = re.compile(r"#[A-Za-z{]|[cC]ode|systemCall|[lL]ibs|Calls")
#: Tokens no check can refuse: numbers and punctuation. A mesh's ``faces`` (its header says
#: ``location "constant/polyMesh"``, so it is walked) is almost all of them; skipping them
#: without a call keeps the scan after every run from costing more than the run itself.
_INERT = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[(){};\[\]]")


def strip_comments(text: str) -> str:
    """``text`` with C and C++ comments blanked, newlines kept so line numbers stay right."""

    def blank(match: re.Match[str]) -> str:
        found = match.group()
        if found.startswith('"'):
            return found
        return "\n" * found.count("\n")

    return _COMMENT_OR_STRING.sub(blank, text)


class _FileScan:
    """The tokens of one file, walked once."""

    def __init__(self, case_dir: Path, path: Path, relative: str, context: ScanContext,
                 reading: Reading = Reading.DICTIONARY) -> None:
        self.case_dir = case_dir
        self.path = path
        self.relative = relative
        self.context = context
        self.reading = reading
        self.text = ""
        # A FoamFile ``note`` is free text: its value is skipped, not read as a path.
        self.skip_next = False

    def _finding(self, position: int, entry: str, reason: str) -> DictionaryFinding:
        line = self.text.count("\n", 0, position) + 1
        return DictionaryFinding(self.relative, line, entry, reason)

    def scan(self, text: str) -> DictionaryFinding | None:
        suspect = _SUSPECT if self.reading is Reading.DICTIONARY else _DATA_SUSPECT
        if not suspect.search(text):
            return None
        self.text = strip_comments(text)
        if not suspect.search(self.text):
            return None
        # Positions are found again only for a finding: a mesh has millions of tokens.
        tokens: list[str] = _TOKEN.findall(self.text)
        for index, token in enumerate(tokens):
            if _INERT.fullmatch(token):
                continue
            following = tokens[index + 1] if index + 1 < len(tokens) else ""
            reason = self._check_token(token, following, tokens, index + 1)
            if reason is not None:
                entry = token if not token.startswith("#") else f"{token} {following}".strip()
                position = next(islice(_TOKEN.finditer(self.text), index, None)).start()
                return self._finding(position, entry, reason)
        return None

    def _check_token(self, token: str, following: str, tokens: list[str],
                     after: int) -> str | None:
        if token == "#{":
            return "verbatim code blocks (#{ … #}) carry C++ that OpenFOAM compiles and runs"
        if token.startswith("#"):
            return self._check_directive(token[1:], following)
        word = token.strip('"')
        if _CODE_WORD.match(word):
            return ("dictionaries may not select code (systemCall, coded*, code entries): "
                    "OpenFOAM would compile or execute it")
        if word in _LIBRARY_KEYWORDS:
            return self._check_libraries(tokens, after)
        if word == "note" and following.startswith('"'):
            self.skip_next = True
            return None
        if self.skip_next:
            self.skip_next = False
            return None
        return self._check_path_word(word) if self.reading is Reading.DICTIONARY else None

    def _check_directive(self, name: str, following: str) -> str | None:
        if name in _CODE_DIRECTIVES:
            return f"#{name} compiles and runs code"
        operand = following.strip('"')
        if name in _INCLUDE_DIRECTIVES:
            return self._check_included(operand, relative_to=self.path.parent)
        if name in _ETC_DIRECTIVES:
            if self.context.etc_dir is None:
                return None if _stays_below(operand) else (
                    f"#{name} names '{operand}', which leaves the installation's etc")
            return self._check_included(operand, relative_to=self.context.etc_dir)
        return None

    def _check_included(self, operand: str, *, relative_to: Path) -> str | None:
        resolved = self._resolve(operand, relative_to)
        if resolved is None:
            return f"the included file '{operand}' depends on a variable or a home directory"
        if self._inside(resolved, self.case_dir):
            if reading_of(resolved.relative_to(self.case_dir)) is not Reading.DICTIONARY:
                return f"the included file '{operand}' is not a dictionary the scan reads"
            return _check_not_script(resolved, operand)
        etc = self.context.etc_dir
        if etc is not None and self._inside(resolved, etc.resolve()):
            return None
        return f"the included file '{operand}' is outside the case and the installation's etc"

    def _check_libraries(self, tokens: list[str], after: int) -> str | None:
        names: list[str] = []
        values = iter(tokens[after : after + 1000])
        first = next(values, "")
        if first != "(":
            return "libs must be a list of the installation's library names"
        for token in values:
            if token == ")":
                break
            names.append(token.strip('"'))
        for name in names:
            reason = self._check_library(name)
            if reason is not None:
                return reason
        return None

    def _check_library(self, name: str) -> str | None:
        if "/" in name or "$" in name or name.startswith(("~", ".")):
            return f"the library '{name}' is not a bare name of an installation library"
        if not self.context.library_dirs:
            return None
        file_name = name if name.startswith("lib") else f"lib{name}"
        file_name = file_name if ".so" in file_name else f"{file_name}.so"
        if any((directory / file_name).is_file() for directory in self.context.library_dirs):
            return None
        return f"the library '{name}' is not one of the installation's libraries"

    def _check_path_word(self, word: str) -> str | None:
        if not _looks_like_path(word):
            return None
        resolved = self._resolve(word, self.path.parent)
        if resolved is not None and self._inside(resolved, self.case_dir):
            return None
        return f"the entry names '{word}', a file outside the case"

    def _resolve(self, operand: str, relative_to: Path) -> Path | None:
        """The absolute path an include or file entry names; None when it cannot be known."""
        for prefix in _CASE_VARIABLES:
            if operand.startswith(prefix):
                return (self.case_dir / operand[len(prefix) :].lstrip("/")).resolve()
        for prefix, subdir in _CASE_SUBDIRS.items():
            if operand.startswith(prefix):
                return (self.case_dir / subdir / operand[len(prefix) :].lstrip("/")).resolve()
        etc = self.context.etc_dir
        for prefix in _ETC_VARIABLES:
            if operand.startswith(prefix) and etc is not None:
                return (etc / operand[len(prefix) :].lstrip("/")).resolve()
        for prefix in _PROJECT_VARIABLES:
            if operand.startswith(prefix) and etc is not None:
                return (etc.parent / operand[len(prefix) :].lstrip("/")).resolve()
        if "$" in operand or operand.startswith("~"):
            return None
        path = Path(operand)
        return (path if path.is_absolute() else relative_to / path).resolve()

    @staticmethod
    def _inside(path: Path, root: Path) -> bool:
        return path == root or root in path.parents


def _check_not_script(path: Path, operand: str) -> str | None:
    """Scripts are not scanned, so a dictionary may not include one."""
    try:
        with path.open("rb") as stream:
            start = stream.read(2)
    except OSError:
        return None
    return f"the included file '{operand}' is a script" if start == b"#!" else None


def _looks_like_path(word: str) -> bool:
    """Whether a dictionary word names a file that could lie outside the case."""
    if set(word) <= {"/"}:
        return False
    if word.startswith(("/", "$HOME", "${HOME}")) or re.match(r"~[\w/]", word):
        return True
    parts = re.split(r"[/\\]", word)
    return ".." in parts or (word.startswith("$") and "/" in word)


def _stays_below(operand: str) -> bool:
    return not operand.startswith(("/", "~", "$")) and ".." not in operand.split("/")
