"""Checkpoints written before the namespace move resume under the new module names.

Why: a LangGraph checkpoint stores each of our objects with its class's module (``Plan`` as
``agents.authors.base``). Since the packages install only as ``foam_agent.*`` (issue 12), a
checkpoint of an interrupted solve from before the move names modules that no longer exist:
LangGraph then blocks those types, logs a "Blocked deserialization" warning per type that tells
the user to change code, and hands back bare dicts. The serializer here renames the old top-level
packages to ``foam_agent.<name>`` in such a checkpoint before LangGraph reads it, so the same
allow-list applies and the solve resumes as if the checkpoint were new. Checkpoints written
now are read unchanged; nothing is ever imported under an old name (``agents`` is also the
import name of an unrelated SDK).
"""

from __future__ import annotations

import sqlite3
from typing import Any

import ormsgpack
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

#: The top-level packages that moved under ``foam_agent`` (issue 12).
MOVED_PACKAGES = ("agents", "rag_index", "evaluators", "foambench")
#: msgpack extension codes whose payload begins with (module, name, …): LangGraph's
#: constructor, method and pydantic extensions.
_NAMED_EXTENSIONS = frozenset({0, 1, 2, 3, 4, 5})
#: LangGraph's delta snapshot: a msgpack payload that may hold named extensions itself.
_NESTING_EXTENSIONS = frozenset({7})
_OPTIONS = ormsgpack.OPT_NON_STR_KEYS


def current_module(module: str) -> str:
    """The module's name after the move (``agents.state`` → ``foam_agent.agents.state``)."""
    top = module.split(".", 1)[0]
    return f"foam_agent.{module}" if top in MOVED_PACKAGES else module


class _Renamed:
    """Whether a pass over one checkpoint renamed anything."""

    def __init__(self) -> None:
        self.any = False

    def extension(self, code: int, data: bytes) -> ormsgpack.Ext:
        """Rebuild one extension, its module renamed (and those nested in it)."""
        if code not in _NAMED_EXTENSIONS and code not in _NESTING_EXTENSIONS:
            return ormsgpack.Ext(code, data)
        payload = ormsgpack.unpackb(data, ext_hook=self.extension, option=_OPTIONS)
        if code in _NAMED_EXTENSIONS and isinstance(payload, list) and payload \
                and isinstance(payload[0], str):
            renamed = current_module(payload[0])
            if renamed != payload[0]:
                self.any = True
                payload[0] = renamed
        return ormsgpack.Ext(code, ormsgpack.packb(payload, option=_OPTIONS))


def renamed_checkpoint(blob: bytes) -> bytes:
    """``blob`` (LangGraph msgpack) with the old top-level module names made current; the
    very same bytes when it names none."""
    if not any(name.encode() + b"." in blob for name in MOVED_PACKAGES):
        return blob
    pass_ = _Renamed()
    value = ormsgpack.unpackb(blob, ext_hook=pass_.extension, option=_OPTIONS)
    return ormsgpack.packb(value, option=_OPTIONS) if pass_.any else blob


class CheckpointSerializer(JsonPlusSerializer):
    """LangGraph's serializer, reading checkpoints of the old module names as current ones."""

    def loads_typed(self, data: tuple[str, bytes]) -> Any:
        """Rename old module names in a msgpack checkpoint, then read it as LangGraph does."""
        kind, blob = data
        if kind == "msgpack":
            return super().loads_typed((kind, renamed_checkpoint(blob)))
        return super().loads_typed(data)


def unreadable(saver: BaseCheckpointSaver[str], config: RunnableConfig) -> str | None:
    """Why the latest checkpoint of ``config``'s thread cannot be resumed, or None if it can.

    Why ask before resuming: LangGraph reads the checkpoint deep inside the graph's first step,
    where a damaged file (not SQLite, a truncated blob) surfaces as a traceback; asked here, it
    becomes one line for the user.
    """
    try:
        latest = saver.get_tuple(config)
    except (sqlite3.DatabaseError, ValueError, TypeError) as error:
        return f"{type(error).__name__}: {error}"
    return "it holds no checkpoint" if latest is None else None
