"""The spec document round-trips every field of the spec model, and refuses bad documents.

The round trip is checked on specs built from the model's own type hints, with every field (at
every depth) set to a value other than its default: a field added to the model tomorrow is in
these specs without a change here, and a type the document cannot carry fails the test.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

import pytest
from pydantic import BaseModel

from foam_agent.agents.examples import EXAMPLES
from foam_agent.agents.spec.document import (
    SpecDocumentError,
    dump_document,
    load_document,
    read_document,
    write_document,
)
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog.quantities import QUANTITIES, Quantity

#: Enough variants that every member of the widest union in the model is built at least once.
VARIANTS = 12


def _inherited(kind: type, bindings: dict[Any, Any]) -> dict[Any, Any]:
    """``bindings`` plus the parameters a subclass of a parametrised generic binds
    (``Timed`` of ``Stated[Number]``)."""
    for base in getattr(kind, "__orig_bases__", ()):
        params = getattr(get_origin(base), "__parameters__", ())
        bindings = {**bindings, **dict(zip(params, get_args(base), strict=False))}
    return bindings


def _sample(kind: Any, variant: int, bindings: dict[Any, Any]) -> Any:
    """A value of type ``kind``; ``variant`` picks among union members and literal values."""
    if isinstance(kind, TypeVar):
        return _sample(bindings[kind], variant, bindings)
    if kind is Quantity:
        # A catalog row: the document names it, and a name reads back as the row.
        return QUANTITIES[variant % len(QUANTITIES)]
    origin = get_origin(kind)
    args = get_args(kind)
    if origin is Literal:
        return args[variant % len(args)]
    if origin in (Union, types.UnionType):
        members = [member for member in args if member is not type(None)]
        return _sample(members[variant % len(members)], variant, bindings)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_sample(args[0], variant + step, bindings) for step in range(2))
        return tuple(_sample(arg, variant + step, bindings) for step, arg in enumerate(args))
    if origin is dict:
        return {_sample(args[0], variant, bindings): _sample(args[1], variant, bindings)}
    if origin is not None and dataclasses.is_dataclass(origin):
        params = getattr(origin, "__parameters__", ())
        return _filled(origin, variant, {**bindings, **dict(zip(params, args, strict=True))})
    if kind is bool:
        return variant % 2 == 0
    if kind is int:
        return 3 + variant
    if kind is float:
        return 0.25 + variant
    if kind is str:
        return f"words {variant}"
    if isinstance(kind, type) and (issubclass(kind, BaseModel) or dataclasses.is_dataclass(kind)):
        return _filled(kind, variant, _inherited(kind, bindings))
    raise TypeError(f"no sample for {kind!r}: teach _sample this type (and check the document "
                    "carries it)")


def _fields(kind: type) -> dict[str, tuple[Any, Any]]:
    """Each field's type and default (``dataclasses.MISSING`` when it has none)."""
    if issubclass(kind, BaseModel):
        hints = get_type_hints(kind, include_extras=False)
        return {name: (hints[name], info.get_default(call_default_factory=True)
                       if not info.is_required() else dataclasses.MISSING)
                for name, info in kind.model_fields.items()}
    hints = get_type_hints(kind, include_extras=False)
    return {item.name: (hints[item.name], item.default if item.default is not dataclasses.MISSING
                        else item.default_factory() if item.default_factory
                        is not dataclasses.MISSING else dataclasses.MISSING)
            for item in dataclasses.fields(kind)}


def _constant(hint: Any) -> bool:
    """A field that admits one value only (a union member's tag): it has nothing to lose."""
    return get_origin(hint) is Literal and len(get_args(hint)) == 1


def _filled(kind: type, variant: int, bindings: dict[Any, Any]) -> Any:
    """An instance of ``kind`` with every field set, none to its default (tags aside)."""
    values = {}
    for step, (name, (hint, default)) in enumerate(_fields(kind).items()):
        value = _sample(hint, variant + step, bindings)
        if _constant(hint):
            values[name] = value
            continue
        if value == default:
            value = _sample(hint, variant + step + 1, bindings)
        assert value != default, f"{kind.__name__}.{name} sample equals its default"
        values[name] = value
    return kind(**values)


def _non_default_paths(value: Any, where: str) -> set[str]:
    """Every field path of ``value`` holding a non-default value (to prove coverage)."""
    found: set[str] = set()
    if isinstance(value, BaseModel) or dataclasses.is_dataclass(value):
        for name, (_, default) in _fields(type(value)).items():
            inner = getattr(value, name)
            if inner != default:
                found.add(f"{where}.{name}")
            found |= _non_default_paths(inner, f"{where}.{name}")
    elif isinstance(value, tuple):
        for item in value:
            found |= _non_default_paths(item, where)
    return found


def _all_paths(kind: Any, where: str, bindings: dict[Any, Any], seen: set[Any]) -> set[str]:
    """Every field path the model declares, through unions, tuples and generics (a catalog
    row, which the document writes by its name, is one field)."""
    if kind is Quantity:
        return set()
    if isinstance(kind, TypeVar):
        return _all_paths(bindings[kind], where, bindings, seen)
    origin, args = get_origin(kind), get_args(kind)
    if origin in (Union, types.UnionType, tuple, dict):
        return set().union(*(_all_paths(arg, where, bindings, seen) for arg in args
                             if arg is not Ellipsis))
    if origin is not None and dataclasses.is_dataclass(origin):
        params = getattr(origin, "__parameters__", ())
        bindings = {**bindings, **dict(zip(params, args, strict=True))}
        kind = origin
    if not (isinstance(kind, type) and (issubclass(kind, BaseModel)
                                        or dataclasses.is_dataclass(kind))):
        return set()
    bindings = _inherited(kind, bindings)
    paths: set[str] = set()
    for name, (hint, _) in _fields(kind).items():
        if _constant(hint):
            continue
        paths.add(f"{where}.{name}")
        if (kind, name, where) not in seen:
            paths |= _all_paths(hint, f"{where}.{name}", bindings,
                                seen | {(kind, name, where)})
    return paths


@pytest.mark.parametrize("fmt", ["json", "yaml"])
def test_every_field_of_the_model_survives_a_round_trip(fmt: typing.Literal["json", "yaml"]
                                                        ) -> None:
    covered: set[str] = set()
    for variant in range(VARIANTS):
        spec = _filled(CaseSpec, variant, {})
        back = load_document(dump_document(spec, fmt), fmt)
        assert back == spec, f"variant {variant} changed in a {fmt} round trip"
        for name in CaseSpec.model_fields:
            assert type(getattr(back, name)) is type(getattr(spec, name)), name
        covered |= _non_default_paths(spec, "spec")
    declared = _all_paths(CaseSpec, "spec", {}, set())
    assert declared - covered == set(), "fields never set to a non-default value"


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_a_parsed_request_round_trips_in_both_formats(name: str) -> None:
    spec = parse_spec(EXAMPLES[name])
    for fmt in ("json", "yaml"):
        assert load_document(dump_document(spec, fmt)) == spec


def test_a_value_corrected_by_hand_is_read(tmp_path: Any) -> None:
    spec = parse_spec(EXAMPLES["cavity"])
    path = write_document(spec, tmp_path / "spec.yaml")
    data = json.loads(dump_document(read_document(path)))
    data["spec"]["stated"]["end_time"]["value"] = 0.7
    corrected = load_document(json.dumps(data))
    assert corrected.stated.end_time is not None
    assert corrected.stated.end_time.value == 0.7
    assert corrected.stated.end_time.source == spec.stated.end_time.source  # type: ignore[union-attr]


@pytest.mark.parametrize(("change", "message"), [
    (lambda data: data.update(version=99), "version 99"),
    (lambda data: data.pop("kind"), "not a spec document"),
    (lambda data: data["spec"]["stated"].update(end_tme=1), "spec.stated.end_tme: no such entry"),
    (lambda data: data["spec"]["stated"]["end_time"].update(value="soon"),
     "spec.stated.end_time"),
    (lambda data: data["spec"].pop("regime"), "spec.regime: Field required"),
])
def test_a_bad_document_is_refused_with_where_and_why(change: Any, message: str) -> None:
    data = json.loads(dump_document(parse_spec(EXAMPLES["cavity"])))
    change(data)
    with pytest.raises(SpecDocumentError, match=message.replace(".", r"\.")):
        load_document(json.dumps(data))


def test_text_that_is_no_document_is_refused(tmp_path: Any) -> None:
    with pytest.raises(SpecDocumentError, match="not a spec document"):
        load_document("just words")
    with pytest.raises(SpecDocumentError, match="not valid JSON or YAML at line"):
        load_document("a: [1, 2\nb: }")
    with pytest.raises(SpecDocumentError, match="does not exist"):
        read_document(tmp_path / "missing.json")
