"""FoamBench datasets: load, check, select and unpack benchmark cases.

Why: every later step (reference preparation, runs, scoring) works on the same unit, a
:class:`BenchCase` — an id, its tutorial family, its split, the user's prompt and the reference
files. A dataset is the FoamBench JSON format, ``{"case id": {"usr_requirement": prompt,
"Allrun": text, "0/U": text, ...}}``, read from a path, an http(s) URL or one of the named
datasets (the Basic/Advanced originals and their corrected v1, and foam-agent's local
benchmark). A named dataset is read from a local copy (``$FOAM_AGENT_FOAMBENCH_DIR``,
``$FOAM_AGENT_DATA/foambench``, the shared folder beside the repository, the download cache),
else downloaded once from its public URL, pinned to a commit, and refused if its md5 is not the
published one. The md5 of the published originals is checked so a result can say which data it
was computed on. Broken input fails early with an error naming the case and the key.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
import re
import urllib.error
import urllib.request
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path, PurePosixPath
from typing import Literal

from pydantic import BaseModel, ConfigDict

from foam_agent.foambench.names import DATASET_NAMES, PUBLIC_DATASET_NAMES

#: The key holding the user's request in every FoamBench case.
PROMPT_KEY = "usr_requirement"
#: Environment variable naming the folder with the shared FoamBench JSON files.
SHARED_DIR_ENV = "FOAM_AGENT_FOAMBENCH_DIR"
#: Environment variable naming a data folder whose ``foambench/`` holds the FoamBench files:
#: how an offline machine (or CI) serves the named datasets without downloading them.
DATA_DIR_ENV = "FOAM_AGENT_DATA"
#: Default location of the shared folder: ``shared/foambench`` beside the repository (as in CI).
DEFAULT_SHARED_DIR = (Path(__file__).resolve().parents[1] / ".." / "shared" / "foambench").resolve()
#: The public mirror of the FoamBench files (CFDLLMBench's ``FoamBench/Dataset``). Each name is
#: pinned to a commit, so the bytes behind its URL never change.
MIRROR_URL = "https://raw.githubusercontent.com/ruohai0925/cfdllmbench"
#: foam-agent's own benchmark, authored for the tutorials of the local installation.
LOCAL_DATASET_FILE = Path(__file__).resolve().parent / "local" / "foambench_local.json"
#: md5 of the published originals (CFDLLMBench, Kaggle ``nithinsekhar/foambench``).
PUBLISHED_MD5 = {
    "basic": "5806109a8d5a45bd8f6f44bb87b66ceb",
    "advanced": "4418b079e408d24c89f8c84b60b49581",
}


class PublicDataset(BaseModel):
    """A named FoamBench file: its file name, split, and where and as what it is published.

    Attributes:
        commit: The mirror's commit the URL is pinned to.
        md5: The published md5; None for the corrected v1 files, which have none. A download
            whose md5 differs from a published one is refused.
    """

    model_config = ConfigDict(frozen=True)

    file: str
    split: str
    commit: str
    md5: str | None

    @property
    def url(self) -> str:
        """Where the file is downloaded from when no local copy exists."""
        return f"{MIRROR_URL}/{self.commit}/FoamBench/Dataset/{self.file}"


#: Named datasets, as published (SOURCE.md of the shared folder records the same origins).
PUBLIC_DATASETS = {
    "basic": PublicDataset(file="FoamBench_basic.json", split="basic",
                           commit="78445666299cecb88f985eb0ec9da5404b78463e",
                           md5=PUBLISHED_MD5["basic"]),
    "advanced": PublicDataset(file="FoamBench_advanced.json", split="advanced",
                              commit="78445666299cecb88f985eb0ec9da5404b78463e",
                              md5=PUBLISHED_MD5["advanced"]),
    "basic-v1": PublicDataset(file="FoamBench_basic_v1.json", split="basic",
                              commit="3e924eb32beaaa941c36a4c62bda1b368f4bb3bb", md5=None),
    "advanced-v1": PublicDataset(file="FoamBench_advanced_v1.json", split="advanced",
                                 commit="66b38d22f1d9ade1f1172fae4aca3d5d0fd1348c", md5=None),
}
if tuple(PUBLIC_DATASETS) != PUBLIC_DATASET_NAMES:
    raise ImportError("foam_agent.foambench.names and PUBLIC_DATASETS name different datasets")
#: A download larger than this is not a FoamBench file (Basic, the largest, is 2 MB).
MAX_DATASET_BYTES = 64 * 1024 * 1024
#: Seconds to wait for a dataset URL to answer before giving up.
URL_TIMEOUT_S = 30.0
#: Advanced ids end in a variant tag: a model (``_SA``, ``_LES``, ``_KOMEGASST``) or a
#: numbered word (``_geometry_1``); what precedes it is the tutorial family.
_VARIANT_SUFFIX = re.compile(r"^(?P<family>.+?)_(?P<variant>[A-Z][A-Z0-9]*|[a-z]+_\d+)$")

Md5Verdict = Literal["matches", "differs", "unpublished"]


class DatasetError(ValueError):
    """A dataset that cannot be used; the message names the source, the case and the key."""


class BenchCase(BaseModel):
    """One benchmark case: the user's request and the reference case that answers it.

    Attributes:
        id: The id in the dataset (``obliqueShock/3``, ``Cavity_SA``, ``cavity/lid-2ms``).
        family: The tutorial family the case varies (``obliqueShock``, ``Cavity``); used to
            filter and, later, to resample by family.
        variant: What distinguishes the case within its family (``3``, ``SA``).
        split: ``basic``, ``advanced``, ``local`` or ``custom``.
        prompt: The user's request (``usr_requirement``).
        files: Reference files, relative POSIX path → text, the Allrun included.
    """

    model_config = ConfigDict(frozen=True)

    id: str
    family: str
    variant: str
    split: str
    prompt: str
    files: dict[str, str]

    @property
    def content_hash(self) -> str:
        """sha256 of the reference files: equal hashes mean an identical reference case."""
        return content_hash(self.files)

    @property
    def slug(self) -> str:
        """The id as one safe directory name (``obliqueShock/3`` → ``obliqueShock__3``)."""
        return re.sub(r"[^A-Za-z0-9._-]", "_", self.id.replace("/", "__"))


class Md5Check(BaseModel):
    """Whether the bytes read are the published original.

    ``unpublished`` means no md5 was published for this dataset (the v1 files, local, custom);
    ``original`` names the published file whose md5 matched, whatever the source was called.
    """

    model_config = ConfigDict(frozen=True)

    md5: str
    expected: str | None
    verdict: Md5Verdict
    original: str | None = None


class Dataset(BaseModel):
    """A loaded dataset: where it came from, its md5 verdict and its cases in file order."""

    model_config = ConfigDict(frozen=True)

    name: str
    source: str
    split: str
    md5: Md5Check
    cases: tuple[BenchCase, ...]

    def select(
        self,
        *,
        split: str | None = None,
        family: str | Iterable[str] | None = None,
        cases: str | Iterable[str] | None = None,
    ) -> list[BenchCase]:
        """The cases passing every filter given (see :func:`filter_cases`)."""
        return filter_cases(self.cases, split=split, family=family, cases=cases)

    def families(self) -> dict[str, int]:
        """Number of cases per family, in order of first appearance."""
        return case_summary(self.cases)


def content_hash(files: Mapping[str, str]) -> str:
    """sha256 over the sorted (path, text) pairs; independent of insertion order."""
    digest = hashlib.sha256()
    for path in sorted(files):
        for part in (path, files[path]):
            encoded = part.encode("utf-8")
            digest.update(len(encoded).to_bytes(8, "big"))
            digest.update(encoded)
    return digest.hexdigest()


def split_case_id(case_id: str) -> tuple[str, str]:
    """Split a case id into (family, variant).

    Basic ids are ``family/variant``. Advanced ids join a family to a variant tag with ``_``,
    and families themselves may contain ``_`` (``Diamond_Obstacle_SA`` is family
    ``Diamond_Obstacle``), so the text before the first ``_`` is not the family: the trailing
    tag is recognised instead. An id with neither form is its own family.

    >>> split_case_id("obliqueShock/3"), split_case_id("Diamond_Obstacle_SA")
    (('obliqueShock', '3'), ('Diamond_Obstacle', 'SA'))
    >>> split_case_id("Cavity_geometry_1")
    ('Cavity', 'geometry_1')
    """
    if "/" in case_id:
        family, _, variant = case_id.partition("/")
        return family, variant
    match = _VARIANT_SUFFIX.match(case_id)
    if match:
        return match.group("family"), match.group("variant")
    return case_id, ""


def check_relative_path(path: str) -> str | None:
    """Why ``path`` may not name a file inside a case, or None when it may."""
    if not path or path != path.strip():
        return "the path is empty or padded with spaces"
    if "\\" in path or "\x00" in path:
        return "the path contains a backslash or a NUL character"
    pure = PurePosixPath(path)
    if pure.is_absolute() or path.startswith("~"):
        return "the path is absolute"
    if ".." in pure.parts:
        return "the path contains '..' and would leave the case directory"
    if any(part in ("", ".") for part in path.split("/")):
        return "the path has an empty or '.' component"
    return None


def parse_cases(data: object, *, split: str, source: str) -> tuple[BenchCase, ...]:
    """Validate decoded FoamBench JSON and build its cases.

    Raises:
        DatasetError: On the first problem, naming ``source``, the case and the key.
    """
    if not isinstance(data, dict):
        raise DatasetError(f"{source}: expected a JSON object of cases, got {type(data).__name__}")
    if not data:
        raise DatasetError(f"{source}: the dataset holds no cases")
    cases = []
    for case_id, entry in data.items():
        where = f"{source}: case '{case_id}'"
        if not isinstance(entry, dict):
            raise DatasetError(f"{where}: expected an object of files, got {type(entry).__name__}")
        prompt = entry.get(PROMPT_KEY)
        if not isinstance(prompt, str) or not prompt.strip():
            raise DatasetError(f"{where}: no '{PROMPT_KEY}' (the user's request) or it is empty")
        files: dict[str, str] = {}
        for key, text in entry.items():
            if key == PROMPT_KEY:
                continue
            problem = check_relative_path(key)
            if problem:
                raise DatasetError(f"{where}, key '{key}': {problem}")
            if not isinstance(text, str):
                raise DatasetError(
                    f"{where}, key '{key}': file contents must be text, got {type(text).__name__}"
                )
            files[key] = text
        if not files:
            raise DatasetError(f"{where}: the case has a prompt but no reference files")
        family, variant = split_case_id(case_id)
        cases.append(BenchCase(id=case_id, family=family, variant=variant, split=split,
                               prompt=prompt, files=files))
    return tuple(cases)


def download_dir() -> Path:
    """Where downloaded datasets are kept: ``$XDG_CACHE_HOME/foam-agent/datasets`` (default
    ``~/.cache/foam-agent/datasets``), one folder per mirror commit."""
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "foam-agent" / "datasets"


def dataset_candidates(name: str) -> list[Path]:
    """Where the file of a public dataset may be, first match wins: the folder named by
    ``$FOAM_AGENT_FOAMBENCH_DIR``, then ``$FOAM_AGENT_DATA/foambench``, then the shared folder
    beside the repository, then the download cache."""
    entry = PUBLIC_DATASETS[name]
    folders = []
    if os.environ.get(SHARED_DIR_ENV):
        folders.append(Path(os.environ[SHARED_DIR_ENV]))
    if os.environ.get(DATA_DIR_ENV):
        folders.append(Path(os.environ[DATA_DIR_ENV]) / "foambench")
    folders.extend([DEFAULT_SHARED_DIR, download_dir() / entry.commit])
    return [folder.expanduser() / entry.file for folder in folders]


def dataset_path(name: str) -> Path:
    """The file behind a dataset name: the first local copy found (see
    :func:`dataset_candidates`), else the download cache's path, where :func:`load_dataset`
    puts the file on first use.

    Raises:
        DatasetError: When ``name`` is not one of :data:`DATASET_NAMES`.
    """
    if name == "local":
        return LOCAL_DATASET_FILE
    if name in PUBLIC_DATASETS:
        candidates = dataset_candidates(name)
        return next((path for path in candidates if path.is_file()), candidates[-1])
    raise DatasetError(f"unknown dataset '{name}' (choose {', '.join(DATASET_NAMES)}, "
                       "a path or an http(s) URL)")


def download_dataset(name: str) -> Path:
    """Download a public dataset into the cache, refusing bytes whose md5 differs from the
    published one; returns the cached file.

    Raises:
        DatasetError: The download failed (offline: the message says how to serve the file
            locally instead) or its md5 is not the published one (nothing is kept).
    """
    entry = PUBLIC_DATASETS[name]
    try:
        payload = _read_url(entry.url)
    except DatasetError as error:
        raise DatasetError(f"dataset '{name}' is not here and cannot be downloaded: {error}. "
                           f"Offline, put {entry.file} in $FOAM_AGENT_DATA/foambench/") from error
    md5 = hashlib.md5(payload).hexdigest()  # the published checksum is md5
    if entry.md5 is not None and md5 != entry.md5:
        raise DatasetError(f"{entry.url}: md5 {md5} is not the published {entry.md5}; "
                           "the download was not kept")
    target = download_dir() / entry.commit / entry.file
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.{os.getpid()}.part")
    partial.write_bytes(payload)
    partial.replace(target)
    return target


def _read_url(url: str) -> bytes:
    try:
        with urllib.request.urlopen(url, timeout=URL_TIMEOUT_S) as response:
            payload: bytes = response.read(MAX_DATASET_BYTES + 1)
    except urllib.error.HTTPError as error:
        raise DatasetError(f"{url}: the server answered {error.code} {error.reason}") from error
    except (urllib.error.URLError, OSError, ValueError) as error:
        reason = getattr(error, "reason", error)
        raise DatasetError(f"{url}: cannot download the dataset ({reason})") from error
    if len(payload) > MAX_DATASET_BYTES:
        raise DatasetError(f"{url}: larger than {MAX_DATASET_BYTES} bytes, not a FoamBench file")
    return payload


def _read_path(path: Path) -> bytes:
    if not path.exists():
        if len(path.parts) == 1 and not path.suffix:
            raise DatasetError(f"unknown dataset '{path}' (choose {', '.join(DATASET_NAMES)}, "
                               "a path or an http(s) URL)")
        raise DatasetError(f"{path}: no such file")
    if path.is_dir():
        raise DatasetError(f"{path}: is a directory, expected a FoamBench JSON file")
    if path.stat().st_size > MAX_DATASET_BYTES:
        raise DatasetError(f"{path}: larger than {MAX_DATASET_BYTES} bytes, not a FoamBench file")
    return path.read_bytes()


def check_md5(payload: bytes, name: str) -> Md5Check:
    """Compare ``payload`` with the published originals (see :class:`Md5Check`)."""
    md5 = hashlib.md5(payload).hexdigest()  # the published checksum is md5
    original = next((key for key, value in PUBLISHED_MD5.items() if value == md5), None)
    expected = PUBLISHED_MD5.get(name)
    if expected is None:
        verdict: Md5Verdict = "matches" if original else "unpublished"
    else:
        verdict = "matches" if md5 == expected else "differs"
    return Md5Check(md5=md5, expected=expected, verdict=verdict, original=original)


def _infer_split(name: str, md5: Md5Check) -> str:
    if md5.original:
        return md5.original
    lowered = name.lower()
    for split in ("advanced", "basic", "local"):
        if split in lowered:
            return split
    return "custom"


def load_dataset(source: str | os.PathLike[str], *, split: str | None = None) -> Dataset:
    """Load a dataset by name (:data:`DATASET_NAMES`), path or http(s) URL.

    Args:
        source: ``basic``, ``advanced``, ``basic-v1``, ``advanced-v1``, ``local``, a path to a
            FoamBench JSON file or an ``http://``/``https://`` URL of one.
        split: The split to give the cases; by default the named dataset's, else the published
            original the md5 matches, else a split word in the file name, else ``custom``.

    Raises:
        DatasetError: Unknown name, unreadable source, invalid JSON (a truncated download is
            reported with its line and column) or an invalid case.
    """
    text = os.fspath(source)
    if text.startswith(("http://", "https://")):
        name = text.rstrip("/").rsplit("/", 1)[-1] or text
        payload = _read_url(text)
    elif text in DATASET_NAMES:
        name = text
        path = dataset_path(text)
        if not path.is_file() and text in PUBLIC_DATASETS:
            path = download_dataset(text)
        payload = _read_path(path)
    else:
        name = Path(text).name
        payload = _read_path(Path(text).expanduser())
    try:
        data = json.loads(payload.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise DatasetError(
            f"{text}: not UTF-8 text ({error.reason} at byte {error.start})"
        ) from error
    except json.JSONDecodeError as error:
        truncated = error.pos >= len(payload.rstrip()) - 1 or error.msg.startswith(
            "Unterminated string")
        hint = " (truncated?)" if truncated else ""
        raise DatasetError(f"{text}: invalid JSON{hint} at line {error.lineno} column "
                           f"{error.colno}: {error.msg}") from error
    md5 = check_md5(payload, name)
    if split is None:
        split = PUBLIC_DATASETS[name].split if name in PUBLIC_DATASETS else _infer_split(name, md5)
    cases = parse_cases(data, split=split, source=text)
    return Dataset(name=name, source=text, split=split, md5=md5, cases=cases)


class DatasetStatus(BaseModel):
    """Whether a named dataset is at hand here, and what it holds (``bench datasets``' row).

    ``split`` is None only when the file cannot be read, as ``problem`` then says why.
    """

    model_config = ConfigDict(frozen=True)

    name: str
    path: str
    available: bool
    split: str | None = None
    cases: int = 0
    families: int = 0
    md5: str | None = None
    md5_verdict: Md5Verdict | None = None
    problem: str | None = None


def dataset_status(name: str) -> DatasetStatus:
    """The status of the named dataset's local file; never downloads it.

    Raises:
        DatasetError: When ``name`` is not one of :data:`DATASET_NAMES`.
    """
    path = dataset_path(name)
    if not path.is_file():
        return DatasetStatus(name=name, path=str(path), available=False,
                             problem="file not found")
    try:
        dataset = load_dataset(name)
    except DatasetError as error:
        return DatasetStatus(name=name, path=str(path), available=False, problem=str(error))
    return DatasetStatus(name=name, path=str(path), available=True, split=dataset.split,
                         cases=len(dataset.cases), families=len(dataset.families()),
                         md5=dataset.md5.md5, md5_verdict=dataset.md5.verdict)


def _as_patterns(value: str | Iterable[str] | None) -> list[str]:
    if value is None:
        return []
    items = [value] if isinstance(value, str) else list(value)
    return [part.strip() for item in items for part in item.split(",") if part.strip()]


def filter_cases(
    items: Iterable[BenchCase],
    *,
    split: str | None = None,
    family: str | Iterable[str] | None = None,
    cases: str | Iterable[str] | None = None,
) -> list[BenchCase]:
    """Keep the cases of ``split``, of one of the ``family`` names and matching an id glob.

    Families match without regard to case (``cavity`` selects ``Cavity``); id globs are
    ``fnmatch`` patterns matched case-sensitively (``obliqueShock/*``, ``*_SA``). Several
    families or globs may be given as a list or comma-separated.
    """
    families = {name.lower() for name in _as_patterns(family)}
    globs = _as_patterns(cases)
    return [
        case for case in items
        if (split is None or case.split == split)
        and (not families or case.family.lower() in families)
        and (not globs or any(fnmatch.fnmatchcase(case.id, glob) for glob in globs))
    ]


def unpack_case(case: BenchCase, directory: str | os.PathLike[str]) -> Path:
    """Write the reference files of ``case`` into ``directory``, a runnable case.

    The directory must be absent or empty, so stale files never mix with a reference. Every
    path was checked on loading; writing also refuses a target that resolves outside the
    directory (a symlink planted inside it), and marks the Allrun executable.

    Returns:
        The directory, absolute.

    Raises:
        DatasetError: When the directory is not empty or a path would leave it.
    """
    root = Path(directory).expanduser().resolve()
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise DatasetError(f"cannot unpack case '{case.id}': {root} exists and is not empty")
    root.mkdir(parents=True, exist_ok=True)
    for relative, text in sorted(case.files.items()):
        problem = check_relative_path(relative)
        target = root.joinpath(*PurePosixPath(relative).parts)
        if problem is None and root not in target.resolve().parents:
            problem = "the path resolves outside the case directory"
        if problem:
            raise DatasetError(f"case '{case.id}', key '{relative}': {problem}")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        if relative == "Allrun" or relative.startswith("Allrun."):
            target.chmod(0o755)
    return root


def case_summary(cases: Sequence[BenchCase]) -> dict[str, int]:
    """Number of cases per family, in order of first appearance."""
    counts: dict[str, int] = {}
    for case in cases:
        counts[case.family] = counts.get(case.family, 0) + 1
    return counts
