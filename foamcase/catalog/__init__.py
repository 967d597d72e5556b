"""The catalog of OpenFOAM knowledge: solvers, turbulence models, boundary conditions, and
the physical quantities a request names in words (``foam_agent.foamcase.catalog.quantities``).

Every fact about an application, a model or a condition type that more than one part of
foam-agent needs is one cell of one table here; see each module for its table.
"""

from foam_agent.foamcase.catalog.boundaries import (
    CONSTRAINT_TYPES,
    INFLOW_VELOCITY_TYPES,
    PRESCRIBED_PRESSURE_TYPES,
    WALL_VELOCITY_TYPES,
    ConditionRole,
    PatchRole,
    boundary_role,
    patch_roles,
)
from foam_agent.foamcase.catalog.solvers import SOLVERS, Solver, solver
from foam_agent.foamcase.catalog.turbulence import (
    ESTIMATED_FIELDS,
    FIELDS,
    MODELS,
    TRANSPORTED_FIELDS,
    Estimate,
    InletState,
    TurbulenceField,
    TurbulenceModel,
    WallEntry,
    estimates,
    family_of,
    models_of,
    turbulence_model,
)

__all__ = [
    "CONSTRAINT_TYPES", "ESTIMATED_FIELDS", "FIELDS", "INFLOW_VELOCITY_TYPES", "MODELS",
    "PRESCRIBED_PRESSURE_TYPES", "SOLVERS", "TRANSPORTED_FIELDS", "WALL_VELOCITY_TYPES",
    "ConditionRole", "Estimate", "InletState", "PatchRole", "Solver", "TurbulenceField",
    "TurbulenceModel", "WallEntry", "boundary_role", "estimates", "family_of", "models_of",
    "patch_roles", "solver", "turbulence_model",
]
