"""The store of recorded model calls: one JSON file per request, named by its hash.

Why files named by hash: a recorded benchmark is a directory anyone can copy, diff and commit;
replay finds a response by recomputing the request's hash, so the order of calls (parallel
workers, resumed runs) does not matter and a request that changed is a visible miss.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

#: Shape of one stored call; bump when a field changes meaning.
CALL_SCHEMA = "foam-agent.llm-call/1"


class RecordedCall(BaseModel):
    """One request and the response the provider gave, with its usage."""

    schema_: str = Field(default=CALL_SCHEMA, alias="schema")
    key: str = Field(description="sha256 of the request material.")
    model: str | None = Field(description="provider:name as configured.")
    parameters: dict[str, Any] = Field(description="Model settings that shape the reply.")
    call: str = Field(description="Per-call arguments: tools, tool_choice, response format.")
    messages: list[dict[str, Any]] = Field(description="The request's messages.")
    response: list[dict[str, Any]] = Field(description="The reply messages, LangChain dicts.")
    usage: dict[str, int] = Field(default_factory=dict,
                                  description="input_tokens, output_tokens as reported.")


class MissingRecording(LookupError):
    """A replayed request that the store does not hold."""


class CallStore:
    """A directory of :class:`RecordedCall` files."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.directory = Path(directory).expanduser()

    def path(self, key: str) -> Path:
        """Where the call with ``key`` is (or would be) stored."""
        return self.directory / f"{key}.json"

    def get(self, key: str) -> RecordedCall:
        """The stored call with ``key``.

        Raises:
            MissingRecording: Naming the hash and the directory.
        """
        path = self.path(key)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError as error:
            raise MissingRecording(f"no recorded response for request {key} in "
                                   f"{self.directory}") from error
        return RecordedCall.model_validate_json(text)

    def put(self, call: RecordedCall) -> Path:
        """Store ``call`` atomically (a parallel worker never reads half a file)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        path = self.path(call.key)
        data = json.dumps(call.model_dump(mode="json", by_alias=True), indent=1,
                          sort_keys=True)
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=self.directory,
                                         suffix=".tmp", delete=False) as handle:
            handle.write(data + "\n")
        os.replace(handle.name, path)
        return path

    def keys(self) -> list[str]:
        """Hashes of every stored call."""
        if not self.directory.is_dir():
            return []
        return sorted(path.stem for path in self.directory.glob("*.json"))
