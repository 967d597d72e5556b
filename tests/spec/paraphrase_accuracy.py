"""How much of the public paraphrase corpus the spec parser reads right.

Method: each prompt of ``tests/data/paraphrases.yaml`` (written by another hand, without
looking at the parser) is parsed once with ``parse_spec``. Each expected requirement is then
looked for in the spec: a stated value must be equal (relative 1e-4) and, when the corpus names
a target, be attached to a boundary whose words share the target's. Derived ν is computed with
the followed tutorial's scales, exactly as the author does. A requirement found is a hit; one
missing or wrong is a miss, listed with ``--details``. Numbers the corpus marks as not being
requirements must not be read as a value.

Run: ``.venv/bin/python -m tests.spec.paraphrase_accuracy [corpus.yaml] [--details]``
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.memory import read_tutorial
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.resolve import resolve_relative
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue

CORPUS = Path(__file__).resolve().parents[1] / "data" / "paraphrases.yaml"
#: Relative tolerance of a value match: the corpus writes 4-6 significant digits.
TOLERANCE = 1e-4


@dataclass
class Score:
    """Hits and misses per role, and the misses for inspection."""

    hits: Counter[str] = field(default_factory=Counter)
    misses: Counter[str] = field(default_factory=Counter)
    details: list[str] = field(default_factory=list)
    prompts: int = 0

    @property
    def total(self) -> int:
        """Requirements looked for."""
        return sum(self.hits.values()) + sum(self.misses.values())

    @property
    def rate(self) -> float:
        """Share of requirements read right."""
        return sum(self.hits.values()) / self.total if self.total else 0.0


def _close(found: Any, expected: Any) -> bool:
    if found is None or expected is None:
        return found is None and expected is None
    if isinstance(expected, list | tuple):
        if not isinstance(found, list | tuple) or len(found) != len(expected):
            return False
        return all(_close(f, e) for f, e in zip(found, expected, strict=True))
    if isinstance(expected, bool) or isinstance(found, bool):
        return bool(found) == bool(expected)
    if isinstance(expected, str) or isinstance(found, str):
        return str(found) == str(expected)
    return math.isclose(float(found), float(expected), rel_tol=TOLERANCE, abs_tol=1e-12)


def _words(text: str) -> set[str]:
    return {word for word in "".join(c.lower() if c.isalnum() else " " for c in text).split()
            if word not in {"the", "a", "an", "wall", "walls", "boundary", "side", "patch"}}


def _targets(item: BoundaryValue, target: str | None) -> bool:
    if target is None:
        return True
    if target.lower() == "initial":
        return item.boundary == (INTERNAL,)
    wanted = _words(target) or {target.lower()}
    return any(wanted & (_words(mention) or {mention.lower()}) for mention in item.boundary)


def _side(target: str | None) -> str | None:
    """The side of a diaphragm a target names ("driver side" is the left)."""
    words = (target or "").lower()
    if any(word in words for word in ("left", "driver", "high")):
        return "left"
    return "right" if any(word in words for word in ("right", "driven", "low")) else None


def _boundary(spec: CaseSpec, field_name: str, expected: dict[str, Any]) -> bool:
    # A shock tube's sides are initial states, not boundaries (agents/spec/states.py).
    if any(state.field == field_name and state.side == _side(expected.get("target"))
           and _close(state.value, expected["value"]) for state in spec.stated.initial_states):
        return True
    # A thing in the domain (hotRoom's heater) is a region setFields fills, not a patch.
    target_words = _words(expected.get("target") or "")
    if any(region.field == field_name and target_words
           and target_words & _words(" ".join(filter(None, (region.thing, region.selector))))
           and _close(region.value, expected["value"]) for region in spec.stated.regions):
        return True
    for item in spec.stated.boundary_values:
        if item.field != field_name or not _targets(item, expected.get("target")):
            continue
        value = item.value
        wanted = expected["value"]
        if isinstance(wanted, list):
            if isinstance(value, tuple) and _close(list(value), wanted):
                return True
            continue
        if isinstance(value, tuple):
            value = math.sqrt(sum(c * c for c in value))
        if _close(abs(float(value)) if field_name == "U" else value, wanted):
            return True
    return False


def _property(spec: CaseSpec, name: str, expected: dict[str, Any]) -> bool:
    return any(item.name in (name, "viscosity") and _close(item.value, expected["value"])
               for item in spec.stated.properties)


@cache
def _tutorials() -> Path:
    installation = find_local_installation()
    assert installation.tutorials_dir is not None, "no tutorials in this installation"
    return Path(installation.tutorials_dir)


def _derived_nu(spec: CaseSpec, family: str) -> float | None:
    tutorial = _tutorials() / family
    files = read_tutorial(_tutorials(), family).files if tutorial.is_dir() else {}
    with workspace(files) as root:
        derived = derive(spec, root).of("nu")
    return derived.value if derived else None


def _delta_t(spec: CaseSpec, expected: dict[str, Any], family: str) -> bool:
    """A stated time step, or one stated relative to the tutorial's ("halve the time step"),
    resolved against the followed tutorial exactly as the author does."""
    if spec.stated.delta_t is not None:
        return _close(spec.stated.delta_t.value, expected["value"])
    if not any(item.field == "deltaT" for item in spec.stated.relative):
        return False
    tutorial = _tutorials() / family
    files = read_tutorial(_tutorials(), family).files if tutorial.is_dir() else {}
    with workspace(files) as root:
        resolved = [item.value for item in resolve_relative(spec, root, root).values
                    if item.field == "deltaT"]
    return bool(resolved) and _close(resolved[0], expected["value"])


def _flux(spec: CaseSpec, kind: str, expected: dict[str, Any]) -> bool:
    target = expected.get("target")
    wanted = (_words(target) or {target.lower()}) if target else set()
    return any(flux.kind == kind and _close(flux.value, expected["value"]) and (
        not wanted or any(wanted & (_words(m) or {m.lower()}) for m in flux.boundary))
        for flux in spec.stated.fluxes)


def _write_interval(spec: CaseSpec, unit: str, value: Any) -> bool:
    stated = spec.stated.write_interval
    if stated is None or not _close(stated.value.value, value):
        return False
    return stated.value.unit in (unit, None)


def _extent(spec: CaseSpec, expected: dict[str, Any], family: str) -> bool:
    axis = "xyz".index(expected.get("axis", "x"))
    sizes: list[float | None] = []
    if spec.stated.extent is not None:
        sizes.append(spec.stated.extent.value.sizes[axis])
    if spec.geometry is not None:
        sizes.append(spec.geometry.size(axis))
    return any(_close(size, expected["value"]) for size in sizes if size is not None)


Check = Callable[[CaseSpec, dict[str, Any], str], bool]

#: Role → how to find it in a spec (spec, the expected item, the tutorial family).
CHECKS: dict[str, Check] = {
    "end_time": lambda s, e, f: s.stated.end_time is not None and _close(
        s.stated.end_time.value, e["value"]),
    "iterations": lambda s, e, f: s.stated.end_time is not None and _close(
        s.stated.end_time.value, e["value"]),
    "delta_t": _delta_t,
    "refine": lambda s, e, f: s.stated.refine is not None and _close(
        s.stated.refine.value, e["value"]),
    "start_time": lambda s, e, f: s.stated.start_time is not None and _close(
        s.stated.start_time.value, e["value"]),
    "write_interval": lambda s, e, f: _write_interval(s, "time", e["value"]),
    "write_steps": lambda s, e, f: _write_interval(s, "steps", e["value"]),
    "max_co": lambda s, e, f: s.stated.max_co is not None and _close(
        s.stated.max_co.value, e["value"]),
    "velocity": lambda s, e, f: _boundary(s, "U", e),
    "pressure": lambda s, e, f: _boundary(s, "p", e),
    "temperature": lambda s, e, f: _boundary(s, "T", e),
    "kinematic_viscosity": lambda s, e, f: _property(s, "nu", e),
    "dynamic_viscosity": lambda s, e, f: _property(s, "mu", e),
    "density": lambda s, e, f: _property(s, "rho", e),
    "nu_derived": lambda s, e, f: _close(_derived_nu(s, f), e["value"]),
    "reynolds": lambda s, e, f: s.number("Re") is not None and _close(
        s.number("Re").value, e["value"]),  # type: ignore[union-attr]
    "mach": lambda s, e, f: s.number("Ma") is not None and _close(
        s.number("Ma").value, e["value"]),  # type: ignore[union-attr]
    "gravity": lambda s, e, f: s.stated.gravity is not None and _close(
        s.stated.gravity.value, e["value"]),
    "turbulence": lambda s, e, f: s.regime.turbulence == e["value"],
    "turbulence_model": lambda s, e, f: s.regime.model == e["value"],
    "time_regime": lambda s, e, f: s.regime.time == e["value"],
    "solver": lambda s, e, f: s.regime.solver == e["value"] or (
        s.stated.solver is not None and s.stated.solver.value == e["value"]),
    "cells": lambda s, e, f: s.stated.cells is not None and _close(
        list(s.stated.cells.value), e["value"]),
    "domain_length": _extent,
    "domain_size": lambda s, e, f: all(
        _extent(s, {"axis": "xyz"[axis], "value": size}, f)
        for axis, size in enumerate(e["value"]) if size is not None),
    "adjustable_time_step": lambda s, e, f: s.stated.adjustable is not None and bool(
        s.stated.adjustable.value) == bool(e["value"]),
    "turbulence_intensity": lambda s, e, f: s.stated.intensity is not None and _close(
        s.stated.intensity.value, e["value"]),
    "length_scale": lambda s, e, f: s.stated.length_scale is not None and _close(
        s.stated.length_scale.value, e["value"]),
    "mass_flow_rate": lambda s, e, f: _flux(s, "mass_flow_rate", e),
    "heat_flux": lambda s, e, f: _flux(s, "heat_flux", e),
}


def _found(role: str, spec: CaseSpec, expected: dict[str, Any], family: str) -> bool:
    check = CHECKS.get(role)
    return check is not None and check(spec, expected, family)


def measure(corpus: Path = CORPUS) -> Score:
    """Parse every prompt of ``corpus`` and count the requirements read right."""
    entries = yaml.safe_load(corpus.read_text(encoding="utf-8"))
    solvers = find_local_installation().applications
    score = Score()
    for entry in entries:
        spec = parse_spec(entry["prompt"], solvers=solvers)
        score.prompts += 1
        for expected in entry.get("expect", []):
            role = expected["role"]
            if _found(role, spec, expected, entry["family"]):
                score.hits[role] += 1
            else:
                score.misses[role] += 1
                score.details.append(f"{entry['id']}: {role} {expected.get('target', '')} "
                                     f"{expected['value']} not read from '{entry['prompt']}'")
    return score


def main(argv: list[str] | None = None) -> int:
    """Print the accuracy table of the corpus."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=CORPUS)
    parser.add_argument("--details", action="store_true", help="list every miss")
    arguments = parser.parse_args(argv)
    score = measure(arguments.corpus)
    print(f"corpus: {arguments.corpus} ({score.prompts} prompts, {score.total} requirements)")
    for role in sorted(set(score.hits) | set(score.misses)):
        hits, misses = score.hits[role], score.misses[role]
        print(f"  {role:<22} {hits:>4} / {hits + misses:<4}")
    print(f"overall: {sum(score.hits.values())} / {score.total} requirements read right "
          f"({score.rate:.1%})")
    if arguments.details:
        print("\n".join(score.details))
    return 0


if __name__ == "__main__":
    sys.exit(main())
