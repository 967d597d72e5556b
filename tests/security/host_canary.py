"""A host beside a hostile case: a secret the host-side code must never read and a file it
must never overwrite, both outside the case, and a cavity that has really run.

Why a module (not a conftest): the host-side tests in ``test_host_follow.py`` and
``test_bounded_readers.py`` share it, and the corpus files of the jail tests keep their own.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from tests.evaluators.conftest import run_cavity

#: What the secret file holds: a string no OpenFOAM file or foam-agent message contains.
SECRET = "CANARY-7f3e9a-root-only-do-not-read"
#: What the host file holds before any test; a picture written through a link changes it.
HOST_TEXT = b"host file owned by somebody else\n"


@dataclass(frozen=True)
class Outside:
    """The files outside the case.

    Attributes:
        folder: Their folder, beside the case.
        secret: A root-only file (mode 0600) holding :data:`SECRET`.
        host: A file a picture must never overwrite.
    """

    folder: Path
    secret: Path
    host: Path

    def assert_untouched(self) -> None:
        """Both files are still what they were: same bytes, one link, not replaced."""
        assert self.secret.read_text() == SECRET
        assert self.host.read_bytes() == HOST_TEXT
        assert not self.host.is_symlink() and not self.secret.is_symlink()

    def assert_unread(self, *outputs: object) -> None:
        """The secret appears in none of ``outputs`` (JSON, messages, records, pictures)."""
        for output in outputs:
            text = output.decode("latin-1") if isinstance(output, bytes) else str(output)
            assert SECRET not in text


def make_outside(root: Path) -> Outside:
    """The secret and host files in ``root/outside``."""
    folder = root / "outside"
    folder.mkdir()
    secret = folder / "secret.txt"
    secret.write_text(SECRET)
    secret.chmod(0o600)
    host = folder / "host.png"
    host.write_bytes(HOST_TEXT)
    return Outside(folder, secret, host)


def ran_cavity_once(root: Path) -> Path:
    """The cavity tutorial, meshed and run (0.3 s), to be copied by each test."""
    return run_cavity(root / "ran-cavity")


def copy_ran(source: Path, parent: Path, name: str = "case") -> Path:
    """A fresh copy of a run case under ``parent`` (links kept as links)."""
    return Path(shutil.copytree(source, parent / name, symlinks=True))


def digest(path: Path) -> str:
    """The content hash of a file (to tell a picture was rewritten, not written through)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def relative_link(link: Path, target: Path) -> None:
    """Make ``link`` a *relative* symlink to ``target`` (what a run can move up the tree)."""
    os.symlink(os.path.relpath(target, link.parent), link)
