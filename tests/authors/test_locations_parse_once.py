"""Each dictionary text is parsed once however often the case model asks where a quantity is.

Why: the catalog's formulas and relations each ask ``locate`` for their target, and a chemistry
case keeps a reaction mechanism among its ``constant`` files that foamlib takes seconds to
parse; a request composing such a case spent its whole time limit reading it again and again.
"""

from __future__ import annotations

from typing import Any

import pytest

from foam_agent.foamcase.case import locations
from foam_agent.foamcase.case.locations import Location, locate

#: A transport dictionary no other test writes, so no parse of it is kept from before.
_TRANSPORT = """FoamFile { format ascii; class dictionary; object transportProperties; }
transportModel  Newtonian;
nu              [0 2 -1 0 0 0 0] 3.25e-06;
reactionRate    7.5;
"""


def test_a_dictionary_is_parsed_once_for_many_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[str] = []
    loads = locations.FoamFile.loads

    def counting(text: str, *args: Any, **kwargs: Any) -> Any:
        parsed.append(text)
        return loads(text, *args, **kwargs)

    monkeypatch.setattr(locations.FoamFile, "loads", staticmethod(counting))
    files = {"constant/transportProperties": _TRANSPORT}
    for quantity in ("nu", "reactionRate", "nu", "rho", "reactionRate"):
        locate(quantity, dict(files))
    assert parsed.count(_TRANSPORT) == 1
    assert locate("reactionRate", files) == [Location("constant/transportProperties",
                                                      ("reactionRate",))]
