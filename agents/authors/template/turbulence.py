"""A stated turbulence model into ``turbulenceProperties`` (ESI) or ``momentumTransport`` (v10).

Why: switching to a model is only safe when the reference supplies the fields that model
solves for; the template author never invents initial values for ``k`` or ``omega``. So it
switches to laminar always, to a RAS or LES model when the fields are there, and otherwise
reports which fields the model would need.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from agents.authors.template.casedir import (
    TURBULENCE_FILES,
    Keys,
    field_files,
    first_existing,
    subdict,
)
from agents.authors.template.report import Edit, EditReport
from agents.spec.stated import Requirements

#: Fields each model solves for or reads, beyond U and p.
MODEL_FIELDS: dict[str, tuple[str, ...]] = {
    "kEpsilon": ("k", "epsilon", "nut"),
    "realizableKE": ("k", "epsilon", "nut"),
    "RNGkEpsilon": ("k", "epsilon", "nut"),
    "kOmega": ("k", "omega", "nut"),
    "kOmegaSST": ("k", "omega", "nut"),
    "SpalartAllmaras": ("nuTilda", "nut"),
    "Smagorinsky": ("nut",),
    "WALE": ("nut",),
    "kEqn": ("k", "nut"),
}
LES_MODELS = frozenset({"Smagorinsky", "WALE", "kEqn"})
#: The keyword naming the model inside the RAS/LES sub-dictionary, per dialect.
ESI_MODEL_KEYS = {"RAS": "RASModel", "LES": "LESModel"}
FOUNDATION_MODEL_KEY = "model"


def _model_key(file: FoamFile, family: str, path: Path) -> str:
    """``RASModel`` or ``model``: what the file already uses, else what its dialect uses."""
    sub = subdict(file.get(family))
    if sub is not None:
        for key in (ESI_MODEL_KEYS[family], FOUNDATION_MODEL_KEY):
            if key in sub:
                return key
    return FOUNDATION_MODEL_KEY if path.name == "momentumTransport" else ESI_MODEL_KEYS[family]


def edit_turbulence(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Select the stated model, or say why it cannot be selected."""
    stated = requirements.turbulence
    if stated is None:
        return
    path = first_existing(root, TURBULENCE_FILES)
    if path is None:
        report.skip("turbulence", stated.source,
                    "the reference case has no turbulenceProperties/momentumTransport "
                    "(its solver does not model turbulence)")
        return
    relative = path.relative_to(root).as_posix()
    with report.parsing(root, path, "turbulence", stated.source), FoamFile(path) as file:
        current = str(file.get("simulationType", ""))
        if stated.value == "laminar":
            _set(file, report, relative, ("simulationType",), "laminar", stated.source)
            return
        family = "LES" if stated.value in LES_MODELS or stated.value == "LES" else "RAS"
        if stated.value in {"RAS", "LES"}:
            if current == family:
                report.edit(Edit("turbulence", relative, "simulationType", family, current,
                                 stated.source, changed=False))
            elif file.get(family) is not None:
                _set(file, report, relative, ("simulationType",), family, stated.source)
            else:
                report.skip("turbulence", stated.source,
                            f"the prompt names no {family} model and the reference has none")
            return
        missing = [name for name in MODEL_FIELDS.get(stated.value, ())
                   if not field_files(root, name)]
        if missing:
            report.skip("turbulence", stated.source,
                        f"{stated.value} needs initial fields the reference lacks: "
                        f"{', '.join('0/' + name for name in missing)}")
            return
        key = _model_key(file, family, path)
        if file.get(family) is None:
            file[family] = {key: stated.value, "turbulence": "on", "printCoeffs": "on"}
            report.edit(Edit("turbulence", relative, f"{family}/{key}", stated.value, None,
                             stated.source))
        else:
            _set(file, report, relative, (family, key), stated.value, stated.source)
        _set(file, report, relative, ("simulationType",), family, stated.source)


def _set(file: FoamFile, report: EditReport, relative: str, keys: Keys, value: str,
         source: str) -> None:
    previous = file.get(keys)
    unchanged = previous is not None and str(previous) == value
    if not unchanged:
        file[keys] = value
    report.edit(Edit("turbulence", relative, "/".join(keys), value, previous, source,
                     changed=not unchanged))
