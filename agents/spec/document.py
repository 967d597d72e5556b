"""The spec document: a ``CaseSpec`` as a file a person (or another agent) reads, corrects and
gives back to ``solve --spec``.

Why generic: the document is the spec's own typed model dumped and validated by pydantic, not a
hand-written mapping of its fields. A field added to the spec model (or to any dataclass it
holds) is in the document the day it is added, and a value corrected by hand is checked against
the field's type before anything runs. Why versioned: a document outlives the code that wrote
it; ``VERSION`` changes when a field changes meaning, so an old document is refused with a reason
instead of being read as something else. A document written before a field existed still reads:
the field takes its default, as the reader would leave it for a request that does not state it.

JSON and YAML hold the same schema. JSON is what ``understand --json`` prints; YAML is easier
to edit by hand. Keys the model does not know are refused (a misspelt key would otherwise be
dropped without a word, and the correction with it).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Final, Literal

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from foam_agent.agents.spec.model import CaseSpec

#: What the document is, so a stray JSON file is refused as one.
KIND: Final = "foam-agent spec"
#: The schema's version; a document of another version is refused.
VERSION = 1
#: The largest document read: a spec of the longest request is about 10 kB.
MAX_DOCUMENT_BYTES = 1_000_000

Format = Literal["json", "yaml"]
_SUFFIXES: dict[str, Format] = {".json": "json", ".yaml": "yaml", ".yml": "yaml"}


class SpecDocumentError(ValueError):
    """A spec document that cannot be read; the message says where and why, in one line."""


class SpecDocument(BaseModel):
    """The file's top level: what it is, its schema version, and the spec."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["foam-agent spec"] = KIND
    version: int = VERSION
    spec: CaseSpec


def to_document(spec: CaseSpec) -> dict[str, Any]:
    """The document of ``spec``, JSON-ready (what the MCP ``understand`` tool returns)."""
    return SpecDocument(spec=spec).model_dump(mode="json")


def dump_document(spec: CaseSpec, fmt: Format = "json") -> str:
    """The document of ``spec`` as JSON or YAML text."""
    data = to_document(spec)
    if fmt == "yaml":
        return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def from_document(data: object) -> CaseSpec:
    """The spec a parsed document holds.

    Raises:
        SpecDocumentError: Not a spec document, another version, a key the schema does not
            know, or a value of the wrong type.
    """
    if not isinstance(data, dict):
        raise SpecDocumentError("not a spec document: expected a mapping with 'kind', "
                                "'version' and 'spec'")
    if data.get("kind") != KIND:
        raise SpecDocumentError(f"not a spec document: 'kind' must be '{KIND}'")
    if data.get("version") != VERSION:
        raise SpecDocumentError(f"spec document version {data.get('version')!r} is not read "
                                f"here (this foam-agent reads version {VERSION}); write it "
                                "again with foam-agent understand")
    try:
        document = SpecDocument.model_validate(data)
    except ValidationError as error:
        raise SpecDocumentError(_first_problem(error)) from error
    unknown = _unknown_key(data, document.model_dump(mode="json"), "")
    if unknown is not None:
        raise SpecDocumentError(f"{unknown}: no such entry in the spec schema")
    return document.spec


def load_document(text: str, fmt: Format | None = None) -> CaseSpec:
    """The spec in a document's text; ``fmt`` None tries JSON, then YAML.

    Raises:
        SpecDocumentError: The text is neither, or ``from_document`` refuses it.
    """
    if len(text.encode("utf-8", errors="replace")) > MAX_DOCUMENT_BYTES:
        raise SpecDocumentError(f"a spec document is at most {MAX_DOCUMENT_BYTES:,} bytes")
    if fmt != "yaml":
        try:
            return from_document(json.loads(text))
        except json.JSONDecodeError as error:
            if fmt == "json":
                raise SpecDocumentError(f"not valid JSON: {error}") from error
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        where = getattr(error, "problem_mark", None)
        line = f" at line {where.line + 1}" if where is not None else ""
        raise SpecDocumentError(f"not valid JSON or YAML{line}") from error
    return from_document(data)


def read_document(path: str | Path) -> CaseSpec:
    """The spec in the file at ``path`` (``.json``, ``.yaml``/``.yml``, else either).

    Raises:
        SpecDocumentError: The file cannot be read, or its document is refused.
    """
    path = Path(path)
    fmt = _SUFFIXES.get(path.suffix.lower())
    try:
        if path.stat().st_size > MAX_DOCUMENT_BYTES:
            raise SpecDocumentError(f"spec file '{path}' is larger than "
                                    f"{MAX_DOCUMENT_BYTES:,} bytes")
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as error:
        raise SpecDocumentError(f"spec file '{path}' does not exist") from error
    except (OSError, UnicodeDecodeError) as error:
        raise SpecDocumentError(f"spec file '{path}' cannot be read: {error}") from error
    try:
        return load_document(text, fmt)
    except SpecDocumentError as error:
        raise SpecDocumentError(f"spec file '{path}': {error}") from error


def write_document(spec: CaseSpec, path: str | Path) -> Path:
    """Write the document of ``spec`` to ``path``, YAML for ``.yaml``/``.yml``, else JSON."""
    path = Path(path)
    fmt: Format = "yaml" if path.suffix.lower() in (".yaml", ".yml") else "json"
    path.write_text(dump_document(spec, fmt), encoding="utf-8")
    return path


def _first_problem(error: ValidationError) -> str:
    """The first validation problem as ``where: what``, and how many more there are."""
    problems = error.errors(include_url=False)
    first = problems[0]
    where = ".".join(str(part) for part in first["loc"]) or "the document"
    more = f" (and {len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
    return f"{where}: {first['msg']}{more}"


def _unknown_key(given: object, known: object, where: str) -> str | None:
    """The path of the first key of ``given`` that the validated document ``known`` lacks."""
    if isinstance(given, dict) and isinstance(known, dict):
        for key, value in given.items():
            path = f"{where}.{key}" if where else str(key)
            if key not in known:
                return path
            found = _unknown_key(value, known[key], path)
            if found is not None:
                return found
    elif isinstance(given, list) and isinstance(known, list):
        for index, (value, kept) in enumerate(zip(given, known, strict=False)):
            found = _unknown_key(value, kept, f"{where}.{index}")
            if found is not None:
                return found
    return None
