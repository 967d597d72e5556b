"""Where a case names its generalised-Newtonian viscosity model and keeps its coefficients.

Why: the two dialects keep a viscosity law in different places. ESI v1912 names it in
``constant/transportProperties`` (``transportModel CrossPowerLaw;``) with the coefficients in
``CrossPowerLawCoeffs``; Foundation v10 names it in ``constant/momentumTransport``
(``laminar { model generalisedNewtonian; viscosityModel CrossPowerLaw; nuInf 10; m 0.4; n 3; }``)
with the coefficients beside it and the zero-shear viscosity as ``physicalProperties``' ``nu``.
ESI reads a coefficients dictionary with ``optionalSubDict``: a case that keeps its law's
coefficients at the top level (the Arrhenius tutorial, ``transportModel ArrheniusBirdCarreau;
nu0 …; alpha …;``) is written there, and a ``<model>Coeffs`` the case has is always the place.
The editor that writes a stated law and the audit that reads it back ask this module, so they
agree on the place (a law written into v10's ``physicalProperties`` ``viscosityModel`` ran as no
law at all).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import entries_of, lookup
from foam_agent.foamcase.catalog.viscosity_models import viscosity_model

#: ESI's model entry and its file.
ESI_FILE, ESI_KEYS = "constant/transportProperties", ("transportModel",)
#: Foundation's model entry and its file; its zero-shear viscosity is the base ``nu``.
FOUNDATION_FILE, FOUNDATION_KEYS = "constant/momentumTransport", ("laminar", "viscosityModel")
FOUNDATION_BASE = ("constant/physicalProperties", ("nu",))
#: Where a viscoelastic laminar model is named: ESI's turbulence dictionary, Foundation's
#: momentum transport; its ``<model>Coeffs`` sits in the same ``laminar`` block.
LAMINAR_PLACES = (("constant/turbulenceProperties", ("laminar", "laminarModel")),
                  (FOUNDATION_FILE, ("laminar", "model")))


@dataclass(frozen=True)
class LawPlace:
    """Where one case keeps its viscosity law.

    Attributes:
        file: The dictionary naming the model, relative to the case.
        model_keys: The model entry's key path in it.
        foundation: Whether the coefficients sit beside the model (v10) rather than in
            ``<model>Coeffs`` (ESI).
        sections: The sub-dictionaries the model's file has (ESI).
        flat: The case keeps its model's coefficients at the top level (ESI).
        active: The model the case names.
    """

    file: str
    model_keys: tuple[str, ...]
    foundation: bool
    sections: frozenset[str] = frozenset()
    flat: bool = False
    active: str | None = None

    def coefficient(self, model: str, keyword: str) -> tuple[str, tuple[str, ...]]:
        """The file and key path of ``keyword`` of ``model``: its dictionary when the case
        has it, else the top level when the case keeps that same model there or the model is
        a wrapper (whose base reads its own dictionary, not the wrapper's), else its
        dictionary made anew (a model switched to gets one of its own)."""
        if not self.foundation:
            row = viscosity_model(model)
            dictionary = row.dictionary_of(keyword) if row is not None else f"{model}Coeffs"
            block = self.model_keys[:-1]
            if dictionary in self.sections or not (
                    (self.flat and model == self.active)
                    or (row is not None and row.base is not None)):
                return self.file, (*block, dictionary, keyword)
            return self.file, (*block, keyword)
        if keyword == "nu0":
            return FOUNDATION_BASE
        return self.file, (*self.model_keys[:-1], keyword)


def law_dictionaries(root: Path) -> dict[str, Mapping[Any, Any] | None]:
    """The parsed dictionaries of ``root`` a viscosity law can live in (relative path →
    entries; None where a file is missing or does not parse)."""
    return {relative: entries_of(root / relative)
            for relative in (ESI_FILE, FOUNDATION_FILE, FOUNDATION_BASE[0], LAMINAR_PLACES[0][0])}


def law_place(dictionaries: Mapping[str, Mapping[Any, Any] | None], *,
              laminar: bool = False) -> LawPlace | None:
    """The place of the case's viscosity model, from its parsed ``constant`` dictionaries
    (relative path → entries); None when the case names none (its solver keeps a constant
    viscosity). ``laminar``: the place of a viscoelastic laminar model instead."""
    if laminar:
        for file, keys in LAMINAR_PLACES:
            block = lookup(dictionaries.get(file), keys[:-1])
            if isinstance(block, Mapping) and lookup(block, keys[-1:]) is not None:
                sections = frozenset(str(key) for key, value in block.items()
                                     if isinstance(value, Mapping))
                return LawPlace(file, keys, foundation=False, sections=sections)
        return None
    entries = dictionaries.get(ESI_FILE)
    model = lookup(entries, ESI_KEYS)
    if entries is not None and model is not None:
        sections = frozenset(str(key) for key, value in entries.items()
                             if isinstance(value, Mapping))
        row = viscosity_model(str(model))
        flat = row is not None and not {row.dictionary, row.dictionary_of(
            row.coefficients[0].keyword)} & sections
        return LawPlace(ESI_FILE, ESI_KEYS, foundation=False, sections=sections, flat=flat,
                        active=str(model))
    if lookup(dictionaries.get(FOUNDATION_FILE), FOUNDATION_KEYS) is not None:
        return LawPlace(FOUNDATION_FILE, FOUNDATION_KEYS, foundation=True)
    return None


def held(dictionaries: Mapping[str, Mapping[Any, Any] | None], place: LawPlace, model: str,
         keyword: str) -> Any:
    """The value the case holds for ``keyword`` of ``model`` (None when it holds none)."""
    file, keys = place.coefficient(model, keyword)
    return lookup(dictionaries.get(file), keys)
