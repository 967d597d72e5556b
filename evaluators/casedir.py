"""Facts about a case directory that several metrics need: controlDict, time folders, logs.

Why a module of its own: exec, the staged verdict and the field reader all ask "which solver",
"which times exist" and "what do the logs say", and each answer has failure modes (unreadable
controlDict, undecodable log, a folder named like a time) that must be handled once.

Dictionaries are parsed with foamlib, which reads OpenFOAM syntax (``#include``, ``$var``,
``uniform``) properly where a regular expression would not. Every file is read through
:mod:`foam_agent.evaluators.casefiles`: never through a link, logs block by block or as a tail,
dictionaries bounded in size and in the list counts they declare.
"""

from __future__ import annotations

import hashlib
import math
import os
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.evaluators.casefiles import open_case_path, read_case_path
from foam_agent.evaluators.foamfiles import FoamFile, FoamFileDecodeError
from foam_agent.foamcase.hostile import list_case_directory, parse_refusal

#: How much of a log's end is read to find its last lines; `End` is always in the last bytes.
LOG_TAIL_BYTES = 64 * 1024

#: Logs are scanned for fatal errors in blocks of this size, so huge logs stay cheap in memory.
LOG_SCAN_BLOCK = 1024 * 1024

#: Parsed dictionaries kept (a few per case); a batch re-reads each reference's controlDict.
PARSE_CACHE_SIZE = 1024

#: Solver logs start each time step with this line prefix.
TIME_LINE_PREFIX = "Time = "

#: The marker OpenFOAM prints for every fatal (and fatal IO) error.
FATAL_MARKER = b"FOAM FATAL"


@dataclass(frozen=True)
class ControlDict:
    """What scoring needs from ``system/controlDict``.

    Attributes:
        application: The solver named by ``application``; None when absent or unreadable.
        start_time: ``startTime``; None when absent or not a number.
        end_time: ``endTime``; None when absent or not a number.
        stop_at: ``stopAt`` (``endTime``, ``writeNow``...); None when absent.
        problem: Why the dictionary could not be read; None when it was read.
    """

    application: str | None
    start_time: float | None
    end_time: float | None
    stop_at: str | None
    problem: str | None


def _number(value: object) -> float | None:
    """Return ``value`` as a finite float when it is a plain number, else None."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) else None


@dataclass(frozen=True)
class _Parsed:
    """A dictionary file parsed by foamlib, or why it could not be."""

    entries: Mapping[Any, Any] | None
    problem: str | None


_parse_cache: OrderedDict[tuple[str, bytes], _Parsed] = OrderedDict()


def _parse(path: Path) -> _Parsed:
    """Parse each content once: the verdict, exec and time choice all ask for the same file,
    and the submissions of a batch often share files word for word (``fvSchemes`` copied
    from the tutorial). foamlib keeps ``#include`` and ``$var`` as written, so the result
    depends on the bytes alone; the name is part of the key because messages carry it."""
    try:
        content = read_case_path(path)
    except OSError as exc:
        return _Parsed(None, f"{path.name} cannot be read: {exc.strerror or exc}")
    key = (path.name, hashlib.blake2b(content, digest_size=16).digest())
    cached = _parse_cache.get(key)
    if cached is not None:
        _parse_cache.move_to_end(key)
        return cached
    if not content:
        parsed = _Parsed(None, f"{path.name} is empty")
    elif (refusal := parse_refusal(content)) is not None:
        parsed = _Parsed(None, f"{path.name} {refusal}")
    else:
        try:
            entries = FoamFile.loads(content)
            parsed = (_Parsed(entries, None) if isinstance(entries, Mapping)
                      else _Parsed(None, f"{path.name} is not a dictionary"))
        except FoamFileDecodeError as exc:
            first_line = str(exc).splitlines()[0] if str(exc) else "parse error"
            parsed = _Parsed(None, f"{path.name} does not parse: {first_line}")
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            parsed = _Parsed(None, f"{path.name} cannot be read: {exc}")
    _parse_cache[key] = parsed
    if len(_parse_cache) > PARSE_CACHE_SIZE:
        _parse_cache.popitem(last=False)
    return parsed


def clear_parse_cache() -> None:
    """Forget every parsed dictionary."""
    _parse_cache.clear()


def parse_problem(path: Path) -> str | None:
    """Return why foamlib cannot parse ``path`` as an OpenFOAM file, or None when it can.

    An empty file parses as an empty dictionary, which no solver accepts for a required file,
    so emptiness counts as a problem here.
    """
    return _parse(path).problem


def read_control_dict(case: Path) -> ControlDict:
    """Read the entries of ``system/controlDict`` that scoring uses, never raising."""
    path = case / "system" / "controlDict"
    if not path.is_file():
        return ControlDict(None, None, None, None, "system/controlDict is missing")
    parsed = _parse(path)
    if parsed.entries is None:
        return ControlDict(None, None, None, None, f"system/{parsed.problem}")
    entries = parsed.entries
    application = entries.get("application")
    stop_at = entries.get("stopAt")
    return ControlDict(
        application=application if isinstance(application, str) else None,
        start_time=_number(entries.get("startTime")),
        end_time=_number(entries.get("endTime")),
        stop_at=stop_at if isinstance(stop_at, str) else None,
        problem=None if isinstance(application, str) else "controlDict names no application",
    )


def time_directories(case: Path) -> dict[float, str]:
    """Map each time folder of ``case`` (name parses as a finite number) to its name."""
    times: dict[float, str] = {}
    try:
        entries = list(os.scandir(case))
    except OSError:
        return times
    for entry in entries:
        try:
            value = float(entry.name)
        except ValueError:
            continue
        if math.isfinite(value) and entry.is_dir(follow_symlinks=False):
            times[value] = entry.name
    return dict(sorted(times.items()))


def root_logs(case: Path) -> list[Path]:
    """Return the ``log.*`` entries directly in the case folder that are not folders, sorted
    by name (a link named like a log is listed, and refused when it is read)."""
    try:
        entries = list_case_directory(case)
    except OSError:
        return []
    return [case / entry.name for entry in entries
            if entry.name.startswith("log.") and entry.kind != "dir"]


def last_nonempty_line(log: Path) -> str:
    """Return the last non-blank line of ``log`` (stripped), decoding leniently."""
    try:
        with open_case_path(log) as handle:
            handle.seek(0, os.SEEK_END)
            size = handle.tell()
            handle.seek(max(0, size - LOG_TAIL_BYTES))
            tail = handle.read().decode("utf-8", errors="replace")
    except OSError:
        return ""
    for line in reversed(tail.splitlines()):
        if line.strip():
            return line.strip()
    return ""


def last_logged_time(log: Path) -> float | None:
    """Return the last ``Time = t`` a solver log reports, or None when there is none."""
    try:
        with open_case_path(log) as handle:
            handle.seek(0, os.SEEK_END)
            handle.seek(max(0, handle.tell() - LOG_TAIL_BYTES))
            tail = handle.read().decode("utf-8", errors="replace")
    except OSError:
        return None
    for line in reversed(tail.splitlines()):
        if line.startswith(TIME_LINE_PREFIX):
            try:
                return float(line.removeprefix(TIME_LINE_PREFIX).split()[0])
            except (ValueError, IndexError):
                return None
    return None


def first_fatal_line(log: Path) -> str | None:
    """Return the first line of ``log`` containing ``FOAM FATAL`` (plus the message line)."""
    carry = b""
    try:
        with open_case_path(log) as handle:
            while block := handle.read(LOG_SCAN_BLOCK):
                data = carry + block
                index = data.find(FATAL_MARKER)
                if index >= 0:
                    rest = data[index:] + handle.read(LOG_TAIL_BYTES)
                    lines = [ln.strip() for ln in rest.decode("utf-8", "replace").splitlines()]
                    message = next((ln for ln in lines[1:] if ln), "")
                    return f"{lines[0]}: {message}" if message else lines[0]
                carry = data[-len(FATAL_MARKER) :]
    except OSError:
        return None
    return None


def log_contains(log: Path, needle: bytes) -> bool:
    """Whether ``needle`` occurs anywhere in ``log`` (read block by block)."""
    carry = b""
    try:
        with open_case_path(log) as handle:
            while block := handle.read(LOG_SCAN_BLOCK):
                if needle in carry + block:
                    return True
                carry = block[-len(needle) :]
    except OSError:
        return False
    return False
