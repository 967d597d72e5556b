"""ROUGE-L between two OpenFOAM files, as FoamBench's M_file computes it, only faster.

The metric is rouge-score's ROUGE-L F-measure with the Porter stemmer, on each file's text after
FoamBench's cleaning: drop every line whose stripped text starts with ``//``, ``/*`` or ``*``,
then drop everything before the first line containing ``FoamFile`` or ``{``.

Why not call ``RougeScorer.score``: it fills an n×m table in pure Python, which takes seconds on
a field file with thousands of values and dominated scoring time. Tokens come from rouge-score's
own tokenizer (so they are identical) and the longest common subsequence is computed with the
bit-parallel recurrence of Allison & Dix (1986) on Python integers: one pass over the submission
with a few big-integer operations per token. The F-measure uses the same formula, so the result
equals rouge-score's to the last bit (the tests compare both). The reference side (tokens and bit
masks) is cached, because a batch scores many submissions against the same reference.

Upstream reads files as UTF-8 and treats a file it cannot decode as empty; an empty text scores 0
even against an identical empty file. ``strict`` scores byte-identical files 1 and decodes
anything else leniently (invalid bytes become U+FFFD) so a stray Latin-1 comment costs a token,
not the whole file.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import sys
import threading
import types
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from rouge_score import tokenize

from foam_agent.evaluators.casefiles import read_case_path
from foam_agent.evaluators.constants import Mode

#: Lines whose stripped text starts with one of these are comments and are dropped first.
COMMENT_PREFIXES = ("//", "/*", "*")

#: Text before the first line containing one of these is the banner and is dropped.
CONTENT_MARKERS = ("FoamFile", "{")

#: Distinct file contents kept prepared (tokens and masks) at once: a few cases' files.
PREPARED_CACHE_SIZE = 4096

#: Largest file compared: its tokens' LCS costs memory and time in proportion, and no case
#: dictionary comes near it (a larger file reads as unreadable, so empty).
MAX_COMPARED_BYTES = 64 * 1024 * 1024

#: Distinct words whose stem is remembered; enough for every word of a large case.
STEM_CACHE_SIZE = 1 << 16


#: The modules nltk's Porter stemmer needs, in import order; none of them imports more of nltk.
_PORTER_MODULES = ("nltk.redos", "nltk.termsec", "nltk.stem.api", "nltk.stem.porter")
_porter_lock = threading.Lock()


def _porter_stemmer_class() -> type:
    """nltk's ``PorterStemmer`` class, without running ``nltk/__init__``.

    Why: ``import nltk.stem.porter`` first runs ``nltk/__init__``, which imports the whole toolkit
    (1.2 s of CPU, more than scoring a case); the stemmer itself needs four small modules. When
    nltk is already imported the ordinary import is used. Otherwise ``nltk`` and ``nltk.stem``
    are stood in for by empty packages over the real folders while those four modules load, and
    every entry added to ``sys.modules`` is removed afterwards, so a later ``import nltk`` anywhere
    in the process runs the real package from scratch (their own imports, such as ``regex``,
    stay loaded).
    """
    if "nltk" in sys.modules:
        return importlib.import_module("nltk.stem.porter").PorterStemmer
    spec = importlib.util.find_spec("nltk")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("nltk is not installed (ROUGE's stemmer comes from it)")
    root = Path(next(iter(spec.submodule_search_locations)))
    with _porter_lock:
        before = set(sys.modules)
        try:
            for name, folder in (("nltk", root), ("nltk.stem", root / "stem")):
                package = types.ModuleType(name)
                package.__path__ = [str(folder)]
                sys.modules[name] = package
            for name in _PORTER_MODULES:
                importlib.import_module(name)
            return sys.modules["nltk.stem.porter"].PorterStemmer
        finally:
            for name in set(sys.modules) - before:
                if name == "nltk" or name.startswith("nltk."):
                    del sys.modules[name]


class _CachingStemmer:
    """The Porter stemmer rouge-score builds (nltk's, default mode), with a memo.

    Stemming dominates tokenizing, and field files repeat the same few words and numbers.
    The stemmer is loaded on first use, so commands that never compare texts do not pay for it.
    """

    def __init__(self) -> None:
        self._stem: Callable[[str], str] | None = None

    def stem(self, word: str) -> str:
        if self._stem is None:
            self._stem = lru_cache(maxsize=STEM_CACHE_SIZE)(_porter_stemmer_class()().stem)
        return self._stem(word)


_STEMMER = _CachingStemmer()


def clean_foam_text(text: str) -> str:
    """Apply FoamBench's cleaning: drop comment lines, then the banner before the content.

    ``text`` must already have universal newlines (``\\n`` only), as ``open()`` gives.
    """
    kept = [line for line in text.split("\n") if not line.strip().startswith(COMMENT_PREFIXES)]
    for index, line in enumerate(kept):
        if any(marker in line for marker in CONTENT_MARKERS):
            return "\n".join(kept[index:])
    return ""


def tokens_of(text: str) -> list[str]:
    """Tokenize exactly as rouge-score's default tokenizer with stemming does."""
    return tokenize.tokenize(text, _STEMMER)


def lcs_length(reference: list[str], candidate: list[str]) -> int:
    """Length of the longest common subsequence of two token lists.

    Bit-parallel: bit i of ``row`` is 1 while reference token i is still unmatched; each
    candidate token updates every bit at once through integer addition's carries.
    """
    masks: dict[str, int] = {}
    for position, token in enumerate(reference):
        masks[token] = masks.get(token, 0) | (1 << position)
    return _lcs_with_masks(len(reference), masks, candidate)


def _lcs_with_masks(length: int, masks: dict[str, int], candidate: list[str]) -> int:
    """LCS length given the reference's per-token bit masks (see ``lcs_length``)."""
    full = (1 << length) - 1
    row = full
    for token in candidate:
        matched = row & masks.get(token, 0)
        row = ((row + matched) | (row - matched)) & full
    return length - row.bit_count()


def rouge_l_fmeasure(reference: list[str], candidate: list[str]) -> float:
    """ROUGE-L F-measure of two token lists, bit-identical to rouge-score's ``rougeL``."""
    return _fmeasure(len(reference), candidate, lcs_length(reference, candidate))


def _fmeasure(reference_length: int, candidate: list[str], lcs: int) -> float:
    """rouge-score's F-measure from the LCS length; 0 when either side has no tokens."""
    if reference_length == 0 or not candidate:
        return 0.0
    precision = lcs / len(candidate)
    recall = lcs / reference_length
    if precision + recall > 0:
        return 2 * precision * recall / (precision + recall)
    return 0.0


def _decode(raw: bytes, mode: Mode) -> str:
    """Decode as FoamBench reads: upstream gives "" for anything not valid UTF-8."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        if mode == "upstream":
            return ""
        text = raw.decode("utf-8", errors="replace")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def text_problem(raw: bytes) -> str | None:
    """Say why ``raw`` is not ordinary text (empty, binary, not UTF-8), or None."""
    if not raw:
        return "empty"
    if b"\0" in raw:
        return "binary"
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return "not UTF-8"
    return None


@dataclass(frozen=True)
class _Prepared:
    """A file read, cleaned and tokenized once, with the masks the LCS needs."""

    raw: bytes
    cleaned: str
    tokens: list[str]
    masks: dict[str, int]


def _prepare(path: Path, mode: Mode) -> _Prepared:
    """Read, clean and tokenize ``path``; never raises (unreadable files are empty, and so
    are links, hard-linked files and files over :data:`MAX_COMPARED_BYTES`).

    The result depends on the bytes alone, so it is cached by their hash: a batch's references
    are often copies of one case, and its submissions share most of their files.
    """
    try:
        raw = read_case_path(path, MAX_COMPARED_BYTES)
    except OSError:
        raw = b""
    key = (hashlib.blake2b(raw, digest_size=16).digest(), mode)
    cached = _prepared_cache.get(key)
    if cached is not None:
        _prepared_cache.move_to_end(key)
        return cached
    cleaned = clean_foam_text(_decode(raw, mode))
    tokens = tokens_of(cleaned) if cleaned else []
    masks: dict[str, int] = {}
    for position, token in enumerate(tokens):
        masks[token] = masks.get(token, 0) | (1 << position)
    prepared = _Prepared(raw, cleaned, tokens, masks)
    _prepared_cache[key] = prepared
    if len(_prepared_cache) > PREPARED_CACHE_SIZE:
        _prepared_cache.popitem(last=False)
    return prepared


_prepared_cache: OrderedDict[tuple[bytes, str], _Prepared] = OrderedDict()


def clear_reference_cache() -> None:
    """Forget every prepared file."""
    _prepared_cache.clear()


@dataclass(frozen=True)
class FileSimilarity:
    """M_file of one file pair, and what was odd about the submission's file."""

    score: float
    problem: str | None


def file_similarity(reference: Path, candidate: Path, mode: Mode) -> FileSimilarity:
    """M_file of one file pair: ROUGE-L F-measure of the cleaned texts, with mode rules.

    Upstream: an empty cleaned text on either side scores 0, even when both are identical.
    Strict: byte-identical files, or files identical after cleaning, score 1.
    """
    ref = _prepare(reference, mode)
    gen = _prepare(candidate, mode)
    problem = text_problem(gen.raw)
    if mode == "strict" and (ref.raw == gen.raw or ref.cleaned == gen.cleaned):
        return FileSimilarity(1.0, problem)
    if not ref.cleaned or not gen.cleaned:
        return FileSimilarity(0.0, problem)
    lcs = _lcs_with_masks(len(ref.tokens), ref.masks, gen.tokens)
    return FileSimilarity(_fmeasure(len(ref.tokens), gen.tokens, lcs), problem)
