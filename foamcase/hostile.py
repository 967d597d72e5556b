"""Reading and writing a case's files on the host without following anything the case made.

Why: a case directory is hostile input once anything but foam-agent has written to it (a run,
a client of the MCP server, a downloaded submission). A run may move a relative symlink up with
an allowed ``mv``, ship one under a picture's name, hard-link a host file into the case or make
a FIFO named like a log; a host-side reader that opens ``case/log.icoFoam`` with plain ``open``
then reads a file outside the case into the run result, and ``Image.save(case/"fields.png")``
overwrites whatever the link points at. Every host-side reader and writer of case files goes
through this module, so the rule is written once:

- every path component below the case root is opened with ``O_NOFOLLOW`` relative to the
  directory before it (a symlink anywhere below the root is refused, not resolved);
- only regular files with one hard link are read (a hard link could be a host file);
- reads are bounded: a whole file only up to a size the caller names, a log as its tail;
- a file is written to a new temporary name in the same real directory and renamed into
  place, so a link already standing at the target name is replaced, never written through;
- content no parser should be given is named before one sees it: a list declaring more
  entries than its file can hold (``List<vector> 99999999999 (`` made foamlib spin without
  end), a list cut short (the same), and gzip data unpacking beyond a bound.

The case root itself is the caller's choice and is followed; only what lies below it is not.
This module imports only the standard library.
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import stat
import zlib
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import BinaryIO, Literal

#: Flags of every directory opened below the root: a symlink fails with ELOOP or ENOTDIR.
_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
#: Flags of every file read: O_NONBLOCK so that a FIFO planted under a log's name cannot
#: block the open (it is refused right after, by its type).
_READ_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC
#: Flags of a temporary file about to be renamed into place: it must be new.
_CREATE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
#: Permissions of a written file (before the umask): what ``open(..., "w")`` gives.
WRITE_MODE = 0o666
#: Largest count of a compact ``N{value}`` list: it costs memory, not bytes, so the file's
#: size does not bound it; ten million values is ten times the largest FoamBench mesh.
MAX_COMPACT_LIST = 10_000_000
#: ``N (`` or ``N {``: the start of a counted list, whose ``N`` parsers allocate or loop on.
_DECLARED_COUNT = re.compile(rb"(?<![\w.+-])(\d+)\s*([({])")
#: Entries a tree check looks at before it gives up: a case is thousands of files, and a
#: directory of millions is itself a sign of a hostile case.
MAX_TREE_ENTRIES = 200_000

EntryKind = Literal["file", "dir", "link", "other"]


class HostileCaseError(OSError):
    """A case entry refused: a symlink, a hard-linked or special file, or one too large.

    An ``OSError`` so that readers that already treat an unreadable file as missing keep doing
    so; the message names the entry and why.
    """

    def __str__(self) -> str:
        """The reason alone (``log.x is a symbolic link``), without ``[Errno 40]``."""
        return self.strerror or super().__str__()


@dataclass(frozen=True)
class CaseEntry:
    """One directory entry as ``lstat`` sees it (never its target).

    Attributes:
        name: The entry's name.
        kind: ``file`` (regular), ``dir``, ``link`` (symlink) or ``other`` (FIFO, socket…).
        links: Its hard-link count.
        size: Its size in bytes.
        mtime: Its modification time (seconds).
    """

    name: str
    kind: EntryKind
    links: int
    size: int
    mtime: float

    @property
    def safe_file(self) -> bool:
        """A regular file with one hard link: what the readers here accept."""
        return self.kind == "file" and self.links == 1

    def refusal(self, shown: str) -> str | None:
        """Why a reader must not touch this entry (named ``shown``), or None when it may."""
        if self.kind == "link":
            return f"{shown} is a symbolic link"
        if self.kind == "other":
            return f"{shown} is not a regular file"
        if self.kind == "file" and self.links > 1:
            return f"{shown} has {self.links} hard links (it may be a file outside the case)"
        return None


def _parts(relpath: str | os.PathLike[str]) -> tuple[str, ...]:
    """The components of a path relative to the case root; absolute or ``..`` is refused."""
    path = PurePosixPath(os.fspath(relpath))
    if path.is_absolute() or ".." in path.parts or "\0" in str(path):
        raise HostileCaseError(errno.EINVAL, f"'{path}' is not a path inside the case")
    return tuple(part for part in path.parts if part != ".")


def _kind(mode: int) -> EntryKind:
    if stat.S_ISLNK(mode):
        return "link"
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISDIR(mode):
        return "dir"
    return "other"


def _refusal(dir_fd: int, name: str, shown: str) -> HostileCaseError:
    """Why ``name`` in ``dir_fd`` cannot be opened as asked, from its ``lstat``."""
    try:
        kind = _kind(os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_mode)
    except OSError as error:
        return HostileCaseError(error.errno, f"{shown}: {error.strerror}")
    what = {"link": "is a symbolic link", "file": "is not a directory",
            "dir": "is a directory", "other": "is not a regular file"}[kind]
    return HostileCaseError(errno.ELOOP if kind == "link" else errno.EINVAL, f"{shown} {what}")


def _open_directory(root: str | os.PathLike[str], parts: Iterable[str]) -> int:
    """A descriptor of ``root/parts…``, each part below the root opened without following."""
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    walked: list[str] = []
    for part in parts:
        walked.append(part)
        try:
            inner = os.open(part, _DIR_FLAGS, dir_fd=fd)
        except OSError as error:
            refusal = (_refusal(fd, part, "/".join(walked))
                       if error.errno in (errno.ELOOP, errno.ENOTDIR) else error)
            os.close(fd)
            raise refusal from None
        os.close(fd)
        fd = inner
    return fd


@contextmanager
def case_directory(root: str | os.PathLike[str],
                   relpath: str | os.PathLike[str] = ".") -> Iterator[int]:
    """A descriptor of a directory of the case, for ``dir_fd=`` calls; closed on exit.

    Raises:
        HostileCaseError: A component below the root is a symlink or not a directory.
        OSError: It does not exist.
    """
    fd = _open_directory(root, _parts(relpath))
    try:
        yield fd
    finally:
        os.close(fd)


def open_case_file(root: str | os.PathLike[str], relpath: str | os.PathLike[str]) -> BinaryIO:
    """Open ``root/relpath`` for reading (binary) when it is a regular file with one link.

    Raises:
        HostileCaseError: A symlink on the way or at the end, a hard-linked file, a FIFO,
            socket or device.
        OSError: It does not exist or cannot be read.
    """
    parts = _parts(relpath)
    if not parts:
        raise HostileCaseError(errno.EISDIR, "the case root is not a file")
    shown = "/".join(parts)
    with case_directory(root, _parent(parts)) as dir_fd:
        try:
            fd = os.open(parts[-1], _READ_FLAGS, dir_fd=dir_fd)
        except OSError as error:
            if error.errno in (errno.ELOOP, errno.ENXIO, errno.EISDIR):
                raise _refusal(dir_fd, parts[-1], shown) from None
            raise
    try:
        entry = _entry(parts[-1], os.fstat(fd))
        if entry.kind == "dir":
            raise HostileCaseError(errno.EISDIR, f"{shown} is a directory")
        if (problem := entry.refusal(shown)) is not None:
            raise HostileCaseError(errno.EPERM, problem)
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_case_bytes(root: str | os.PathLike[str], relpath: str | os.PathLike[str],
                    max_bytes: int) -> bytes:
    """The whole of a case file, refused when it is larger than ``max_bytes``.

    Raises:
        HostileCaseError: As :func:`open_case_file`, or the file exceeds ``max_bytes``.
    """
    with open_case_file(root, relpath) as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise HostileCaseError(errno.EFBIG, f"{PurePosixPath(os.fspath(relpath))} is larger "
                               f"than {max_bytes} bytes")
    return data


def read_case_text(root: str | os.PathLike[str], relpath: str | os.PathLike[str],
                   max_bytes: int) -> str:
    """:func:`read_case_bytes` decoded as UTF-8, undecodable bytes replaced."""
    return read_case_bytes(root, relpath, max_bytes).decode("utf-8", errors="replace")


def read_case_tail(root: str | os.PathLike[str], relpath: str | os.PathLike[str],
                   max_bytes: int) -> bytes:
    """The last ``max_bytes`` of a case file (all of it when smaller): a log's end, whatever
    the size of the log, without reading the rest into memory."""
    with open_case_file(root, relpath) as handle:
        size = handle.seek(0, os.SEEK_END)
        handle.seek(max(0, size - max_bytes))
        return handle.read(max_bytes)


def list_case_directory(root: str | os.PathLike[str],
                        relpath: str | os.PathLike[str] = ".") -> list[CaseEntry]:
    """The entries of a case directory as ``lstat`` sees them, sorted by name.

    Raises:
        HostileCaseError: A component of ``relpath`` is a symlink.
        OSError: It does not exist.
    """
    with case_directory(root, relpath) as dir_fd:
        entries = []
        with os.scandir(dir_fd) as scan:
            for entry in scan:
                entries.append(_entry(entry.name, entry.stat(follow_symlinks=False)))
    return sorted(entries, key=lambda entry: entry.name)


def first_unsafe_entry(root: str | os.PathLike[str],
                       relpaths: Iterable[str | os.PathLike[str]]) -> str | None:
    """Why a reader that takes whole directories (VTK's OpenFOAM reader, foamlib) must not
    read these parts of the case, or None when it may.

    Each of ``relpaths`` (a file or a directory, searched through) must contain no symlink, no
    hard-linked file and nothing but regular files and directories; a missing one is fine (the
    reader will find it missing too).
    """
    budget = MAX_TREE_ENTRIES
    for relpath in relpaths:
        parts = _parts(relpath)
        if parts:
            try:
                with case_directory(root, _parent(parts)) as dir_fd:
                    info = os.stat(parts[-1], dir_fd=dir_fd, follow_symlinks=False)
            except HostileCaseError as error:
                return str(error)
            except FileNotFoundError:
                continue
            entry = _entry(parts[-1], info)
            if (problem := entry.refusal("/".join(parts))) is not None:
                return problem
            if entry.kind != "dir":
                continue
        found, budget = _search(root, parts, budget)
        if found is not None:
            return found
    return None


def _parent(parts: tuple[str, ...]) -> PurePosixPath:
    return PurePosixPath(*parts[:-1]) if len(parts) > 1 else PurePosixPath(".")


def _entry(name: str, info: os.stat_result) -> CaseEntry:
    return CaseEntry(name, _kind(info.st_mode), info.st_nlink, info.st_size, info.st_mtime)


def _search(root: str | os.PathLike[str], parts: tuple[str, ...],
            budget: int) -> tuple[str | None, int]:
    """The first unsafe entry below the directory ``parts`` (depth first), and what is left of
    the entry budget."""
    pending = [parts]
    while pending:
        current = pending.pop()
        try:
            entries = list_case_directory(root, PurePosixPath(*current))
        except HostileCaseError as error:
            return str(error), budget
        for entry in entries:
            budget -= 1
            if budget < 0:
                return f"the case has more than {MAX_TREE_ENTRIES} entries", budget
            if (problem := entry.refusal("/".join((*current, entry.name)))) is not None:
                return problem, budget
            if entry.kind == "dir":
                pending.append((*current, entry.name))
    return None, budget


def write_beside(root: str | os.PathLike[str], relpath: str | os.PathLike[str],
                 data: bytes) -> Path:
    """Write ``data`` to ``root/relpath`` through a new temporary file in the same real
    directory, renamed into place: whatever stood at the name (a symlink to a host file, a
    hard link) is replaced, never written through.

    Returns:
        ``root/relpath``.

    Raises:
        HostileCaseError: A directory on the way is a symlink, or the target is a directory.
        OSError: The directory does not exist or is not writable.
    """
    parts = _parts(relpath)
    if not parts:
        raise HostileCaseError(errno.EISDIR, "the case root is not a file")
    name = parts[-1]
    temporary = f".{name}.{secrets.token_hex(6)}.tmp"
    with case_directory(root, _parent(parts)) as dir_fd:
        fd = os.open(temporary, _CREATE_FLAGS, WRITE_MODE, dir_fd=dir_fd)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.replace(temporary, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
        except BaseException as error:
            with suppress(FileNotFoundError):
                os.unlink(temporary, dir_fd=dir_fd)
            if isinstance(error, IsADirectoryError):
                raise HostileCaseError(errno.EISDIR, f"{'/'.join(parts)} is a directory"
                                       ) from None
            raise
    return Path(root, *parts)


# --- Content a parser must not be given, whoever reads it (scoring, verify). ---

def gunzip(raw: bytes, max_bytes: int) -> bytes:
    """``raw`` unpacked, refused when it would unpack to more than ``max_bytes``.

    Raises:
        OSError: Not gzip data, or too large unpacked.
    """
    unpacker = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    try:
        data = unpacker.decompress(raw, max_bytes + 1)
    except zlib.error as error:
        raise OSError(f"not gzip data: {error}") from None
    if len(data) > max_bytes or unpacker.unconsumed_tail:
        raise HostileCaseError(f"unpacks to more than {max_bytes} bytes")
    return data


def declared_count_problem(raw: bytes) -> str | None:
    """Why a parser must not be given ``raw``: a list declares more entries than the file can
    hold (every entry takes at least one byte), or a compact ``N{…}`` list more than
    :data:`MAX_COMPACT_LIST`; None when every declared count is plausible."""
    for match in _DECLARED_COUNT.finditer(raw):
        count = int(match.group(1))
        limit = MAX_COMPACT_LIST if match.group(2) == b"{" else len(raw) - match.end()
        if count > limit:
            return (f"declares a list of {count} entries where at most {limit} fit "
                    f"(file of {len(raw)} bytes)")
    return None


def unbalanced_problem(raw: bytes) -> str | None:
    """Why a parser must not be given ``raw``: its parentheses do not balance (a list cut
    short). foamlib's field parser loops without end on a list cut in the middle, so this is
    checked before it sees one (unbalanced braces it reports at once, so they are left to
    it); comments are not told apart, which at worst turns an odd comment into a reported
    parse problem."""
    opened, closed = raw.count(b"("), raw.count(b")")
    if opened != closed:
        return f"is cut short or malformed: {opened} '(' against {closed} ')'"
    return None


def parse_refusal(raw: bytes) -> str | None:
    """Why ``raw`` must not reach foamlib's parser (see :func:`declared_count_problem` and
    :func:`unbalanced_problem`), or None when it may."""
    return declared_count_problem(raw) or unbalanced_problem(raw)
