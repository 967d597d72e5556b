"""Lending a case to the jail's unprivileged owner, and handing it back safely.

Why: when foam-agent runs as root, a run must not write as root: bubblewrap would map the jail's
uid to root outside, and a run left a setuid-root file on the host. So the case is lent to an
unprivileged uid for the run (the local jail's host uid, Docker's uid 1000) and handed back
afterwards. Lending refuses hard-linked files (a host file linked into the case would be lent
with it), and handing back first clears every setuid and setgid bit, then restores each entry's
owner (new entries get the case's owner). Every run, lent or not, is cleared of those bits.

The owners are written to a journal before anything changes, and the runner's watchdog
(``reaper.py``) runs this module as a script on the journal if the runner dies, SIGKILL
included, so a lent case is never left with the jail's owner. Standard library only, for that
reason.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

#: Mode bits that give a program its file's owner or group when run: never left in a case.
PRIVILEGED_BITS = stat.S_ISUID | stat.S_ISGID
JOURNAL_PREFIX = "foam-agent-lend-"


class HardLinkRefused(ValueError):
    """A case file has more than one hard link; lending it could lend a host file."""


def tree(root: Path) -> Iterator[str]:
    """``root`` and every path below it, links not followed."""
    yield str(root)
    for directory, dirnames, filenames in os.walk(root):
        for name in [*dirnames, *filenames]:
            yield os.path.join(directory, name)


def hard_linked_file(root: Path) -> str | None:
    """The first non-directory under ``root`` with more than one hard link, if any."""
    for path in tree(root):
        try:
            status = os.lstat(path)
        except FileNotFoundError:
            continue
        if not stat.S_ISDIR(status.st_mode) and status.st_nlink > 1:
            return path
    return None


def clear_privileged_bits(root: Path) -> list[str]:
    """Clear setuid and setgid on everything under ``root`` (links are skipped, never followed).

    Returns:
        The paths that had one of the bits, for the run record and the tests.
    """
    cleared: list[str] = []
    for path in tree(root):
        try:
            descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
        except OSError:
            continue  # a link (ELOOP), a socket, or gone: nothing that can run with privileges
        try:
            mode = os.fstat(descriptor).st_mode
            if mode & PRIVILEGED_BITS:
                os.fchmod(descriptor, stat.S_IMODE(mode) & ~PRIVILEGED_BITS)
                cleared.append(path)
        finally:
            os.close(descriptor)
    return cleared


def lend(root: Path, uid: int, gid: int, scratch: tuple[Path, ...] = ()) -> Path:
    """Give every entry under ``root`` to ``uid:gid``; return the journal to hand it back.

    Args:
        root: The case directory.
        uid: The owner for the run.
        gid: Its group.
        scratch: Host directories the run's launcher made (the jail's staging directory),
            removed when the case is handed back, even after a SIGKILL of the runner.

    Raises:
        HardLinkRefused: When a file has more than one hard link (nothing is changed).
    """
    linked = hard_linked_file(root)
    if linked is not None:
        raise HardLinkRefused(f"'{linked}' has more than one hard link: a case may not hold "
                              "hard-linked files")
    status = os.lstat(root)
    owners = {}
    for path in tree(root):
        entry = os.lstat(path)
        owners[path] = (entry.st_uid, entry.st_gid)
    descriptor, name = tempfile.mkstemp(prefix=JOURNAL_PREFIX, suffix=".json")
    with os.fdopen(descriptor, "w") as stream:
        json.dump({"root": str(root), "owner": [status.st_uid, status.st_gid],
                   "entries": owners, "scratch": [str(path) for path in scratch]}, stream)
    for path in owners:
        os.chown(path, uid, gid, follow_symlinks=False)
    return Path(name)


def hand_back(journal: Path) -> None:
    """Clear privileged bits under the journal's root, restore every owner, drop the journal."""
    try:
        record = json.loads(journal.read_text())
    except (OSError, ValueError):
        return
    root = Path(record["root"])
    owner = tuple(record["owner"])
    entries = {path: tuple(value) for path, value in record["entries"].items()}
    if root.is_dir() and not root.is_symlink():
        clear_privileged_bits(root)
        for path in tree(root):
            uid, gid = entries.get(path, owner)
            try:
                os.chown(path, uid, gid, follow_symlinks=False)
            except FileNotFoundError:
                continue
    for scratch in record.get("scratch", []):
        shutil.rmtree(scratch, ignore_errors=True)
    journal.unlink(missing_ok=True)


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        hand_back(Path(argument))
