"""The value reader: every quantity stated (times, properties, boundary values and types,
mesh, gravity) in whatever words no reader before it claimed
(``foam_agent.agents.spec.freestream`` over ``foam_agent.agents.spec.extract``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.freestream import read_stated
from foam_agent.agents.spec.readers.draft import Draft


class StatedReader:
    """Reads last: what the readers before it claimed is understood, and a number in no claim
    and no value of its own is reported as not understood."""

    name = "stated"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        stated = read_stated(draft.text, claims=claims, multiphase=draft.multiphase,
                             material=draft.material,
                             compressible=bool(draft.regime.compressible),
                             heat=bool(draft.regime.compressible or draft.regime.buoyant
                                       or draft.regime.heat_transfer or draft.multiphase))
        return replace(draft, stated=stated)
