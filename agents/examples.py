"""Built-in requests: ``foam-agent solve --example NAME`` and ``make demo``.

Written the way a user states a case: the flow, the solver, and the values that matter.
"""

from __future__ import annotations

EXAMPLES: dict[str, str] = {
    "cavity": (
        "Simulate the lid-driven cavity with icoFoam: a square 2D cavity whose top lid moves at "
        "1.5 m/s while the other walls are stationary no-slip walls. Use a kinematic viscosity "
        "of 0.015 m^2/s, a time step of 0.0025 s, run until 0.4 s and write results every 0.1 s."
    ),
    "pitzDaily": (
        "Steady incompressible turbulent flow over the pitzDaily backward-facing step with "
        "simpleFoam and the k-epsilon model. Inlet velocity 10 m/s, kinematic viscosity "
        "1e-05 m^2/s, outlet at fixed pressure 0."
    ),
    "forwardStep": (
        "Supersonic inviscid flow over a forward facing step with rhoCentralFoam: inlet "
        "velocity (3 0 0), pressure 1 and temperature 1 at the inlet, run to 0.2 and write "
        "every 0.1."
    ),
}
