"""The facts of a finished case the physics checks share: solver, model, times, log, patches.

Why gathered once: every check needs the solver's nature (steady, compressible, phases), the
turbulence model, the last written time and the solver log. They are read here from the case's
own files and looked up in the catalog (:mod:`foam_agent.foamcase.catalog`), which is where
facts about OpenFOAM live; nothing here keeps a table of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import numpy as np

from foam_agent.agents.physics.reading import (
    Field,
    MeshPatch,
    entries,
    read_dict,
    read_field,
    read_mesh_patches,
    read_text,
    time_names,
)
from foam_agent.agents.physics.solver_log import SolverLog, parse_solver_log
from foam_agent.agents.runners.logs import as_time
from foam_agent.foamcase.catalog import (
    PatchRole,
    Solver,
    TurbulenceModel,
    patch_roles,
    solver,
    turbulence_model,
)

#: Where each dialect keeps the turbulence model: ESI's name first, then v10's.
TURBULENCE_FILES = ("constant/turbulenceProperties", "constant/momentumTransport")


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    return float(value) if isinstance(value, int | float) else None


def _model_name(properties: Mapping[str, Any]) -> str | None:
    """The model a turbulenceProperties/momentumTransport dictionary selects."""
    kind = properties.get("simulationType")
    if kind == "laminar" or kind is None:
        return "laminar" if kind == "laminar" else None
    sub = properties.get(str(kind))
    if not isinstance(sub, Mapping):
        return None
    name = sub.get("model", sub.get(f"{kind}Model"))
    return str(name) if name is not None else None


@dataclass(frozen=True)
class Case:
    """A finished case as the checks see it; fields and logs are read on first use."""

    root: Path

    @cached_property
    def control(self) -> Mapping[str, Any]:
        """system/controlDict (empty when unreadable)."""
        return read_dict(self.root, "system/controlDict") or {}

    @cached_property
    def application(self) -> str | None:
        """The solver the controlDict names."""
        name = self.control.get("application")
        return str(name) if name is not None else None

    @cached_property
    def solver(self) -> Solver | None:
        """The catalog's entry for the application."""
        return solver(self.application) if self.application else None

    @cached_property
    def schemes(self) -> Mapping[str, Any]:
        """system/fvSchemes (empty when unreadable)."""
        return read_dict(self.root, "system/fvSchemes") or {}

    @cached_property
    def solution(self) -> Mapping[str, Any]:
        """system/fvSolution (empty when unreadable)."""
        return read_dict(self.root, "system/fvSolution") or {}

    @cached_property
    def steady(self) -> bool:
        """A steady run: a steady solver, or steadyState time derivatives."""
        ddt = self.schemes.get("ddtSchemes")
        default = ddt.get("default") if isinstance(ddt, Mapping) else None
        if isinstance(default, str) and default.split()[0] == "steadyState":
            return True
        return bool(self.solver and self.solver.steady)

    @cached_property
    def model_name(self) -> str | None:
        """The turbulence model the case selects (``laminar`` included), None when unset."""
        for relpath in TURBULENCE_FILES:
            properties = read_dict(self.root, relpath)
            if properties is not None:
                return _model_name(properties)
        return None

    @cached_property
    def model(self) -> TurbulenceModel | None:
        """The catalog's entry for the turbulence model."""
        return turbulence_model(self.model_name) if self.model_name else None

    @cached_property
    def end_time(self) -> float | None:
        """The controlDict's endTime."""
        return _number(self.control.get("endTime"))

    @cached_property
    def times(self) -> list[str]:
        """The time directories, in order."""
        return time_names(self.root)

    @cached_property
    def last_time(self) -> str | None:
        """The latest time directory holding a field (the initial one if nothing else)."""
        for name in reversed(self.times):
            if entries(self.root, name):
                return name
        return None

    @cached_property
    def first_time(self) -> str | None:
        """The initial time directory."""
        return self.times[0] if self.times else None

    @cached_property
    def log(self) -> SolverLog | None:
        """The solver's log, ``log.<application>``, parsed."""
        if not self.application:
            return None
        name = f"log.{self.application}"
        text = read_text(self.root, name)
        return parse_solver_log(name, text) if text is not None else None

    def field(self, name: str, time: str | None = None, *, vector: bool = False
              ) -> Field | None:
        """Field ``name`` at ``time`` (the last written time by default)."""
        time = time if time is not None else self.last_time
        return read_field(self.root, time, name, vector=vector) if time is not None else None

    def latest_field(self, name: str, *, vector: bool = False) -> Field | None:
        """Field ``name`` at the last time it was written, else at the initial time."""
        return self.field(name, vector=vector) or self.field(name, self.first_time,
                                                             vector=vector)

    @cached_property
    def last_time_value(self) -> float | None:
        """The last written time as a number."""
        return as_time(self.last_time) if self.last_time else None

    @cached_property
    def mesh_patches(self) -> list[MeshPatch]:
        """The mesh's patches with their types."""
        return read_mesh_patches(self.root)

    @cached_property
    def walls(self) -> list[str]:
        """The names of the mesh's wall patches."""
        return [patch.name for patch in self.mesh_patches if patch.type == "wall"]

    @cached_property
    def velocity(self) -> Field | None:
        """U at the initial time: its boundary conditions say how each patch drives the flow."""
        return self.field("U", self.first_time, vector=True) if self.first_time else None

    @cached_property
    def roles(self) -> dict[str, PatchRole]:
        """Each patch of the velocity field as the catalog classes it: inlet, outlet, wall,
        slip (a patch whose velocity treats it as a wall) or constraint."""
        velocity = self.velocity
        if velocity is None:
            return {}
        mesh = {patch.name: patch.type for patch in self.mesh_patches}
        types = {name: patch.type for name, patch in velocity.patches.items()}
        return patch_roles({name: mesh.get(name, "patch") for name in types}, types)

    @cached_property
    def closed(self) -> list[str]:
        """Patches no flow may cross: walls, and patches whose velocity makes them walls."""
        return [name for name, role in self.roles.items() if role in ("wall", "slip")]

    @cached_property
    def inflows(self) -> list[str]:
        """The catalog's inlets (a fixed velocity on a patch that is no wall) whose speed is
        not zero: where the boundaries drive flow into the domain."""
        velocity = self.velocity
        if velocity is None:
            return []
        return [name for name, role in self.roles.items() if role == "inlet" and not (
            (values := velocity.patches[name].values) is not None and values.size
            and not np.any(values))]

    @cached_property
    def reference_speed(self) -> float:
        """The largest speed the boundaries or the initial field impose (0 when none)."""
        velocity = self.velocity
        if velocity is None:
            return 0.0
        parts = [patch.values for patch in velocity.patches.values()] + [velocity.internal]
        speeds = [float(np.nanmax(np.linalg.norm(values, axis=1))) for values in parts
                  if values is not None and values.size]
        return max(speeds, default=0.0)

    @cached_property
    def viscosity(self) -> float | None:
        """The fluid's kinematic viscosity from transportProperties, when it states one."""
        properties = read_dict(self.root, "constant/transportProperties") or {}
        value = properties.get("nu")
        value = getattr(value, "value", value)
        return _number(value)
