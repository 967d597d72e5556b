"""The run's numerics a request may set: one row per setting of ``system/`` dictionaries.

Why a table: "three pressure correctors", "nCorrectors 3", "relax the pressure by 0.3",
"converge p to 1e-6", "turn the momentum predictor off", "second-order backward time stepping"
name entries of ``fvSolution``, ``fvSchemes`` and ``controlDict``. The reader, the editor that
writes them and the audit that checks them all need the same facts: the everyday names of each
setting, where it sits (its file and the kind of dictionary that holds it) and what kind of
value it takes. Those facts live here, once; the keywords a request may name in code form
(``nAlphaCorr``, ``isoFaceTol``) and the method names (``GAMG``, ``linearUpwind``) are the
installed tutorials' own (``foam_agent.foamcase.case.vocabulary``), never listed here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

FV_SOLUTION = "system/fvSolution"
#: The finite-area solution dictionary: the linear solvers of the fields a case solves on a
#: surface (``Cs`` of sphereSurfactantFoam), which ``fvSolution`` does not hold.
FA_SOLUTION = "system/faSolution"
FV_SCHEMES = "system/fvSchemes"
CONTROL_DICT = "system/controlDict"

#: Where a setting sits: an algorithm's dictionary (``PISO``, ``SIMPLE``), a field's linear
#: solver block (``solvers/p``), a field's relaxation factor, a field's ``residualControl``
#: target, a top-level run control, the default time scheme, a field's convection scheme, a
#: top-level scheme of ``fvSchemes`` chosen by one word (``fluxScheme``); or,
#: for a keyword read in code form only, wherever the followed case has it (``anywhere``).
Scope = Literal["algorithm", "solver", "relaxation", "residual", "control", "ddt", "div",
                "scheme", "anywhere"]
#: The value a setting takes: a whole count, a fraction in (0, 1], a positive tolerance, a
#: switch, a method's name, any number, a time (a number with or without a unit of time, held
#: in seconds).
SettingKind = Literal["count", "fraction", "tolerance", "switch", "name", "number", "time"]


@dataclass(frozen=True)
class Setting:
    """One setting of the run's numerics.

    Attributes:
        keyword: The entry's keyword (``nCorrectors``; ``relaxationFactors`` for a field's
            factor, ``residualControl`` for a field's target, ``default`` of ``ddtSchemes``).
        file: The dictionary, relative to the case.
        scope: Where in it (see ``Scope``).
        kind: The value it takes (see ``SettingKind``).
        names: Its everyday names, as regular expressions matched case-insensitively on word
            boundaries; empty for a setting named only by its keyword.
        label: How the understanding shows it when the keyword alone says too little
            (``ddtSchemes default``); empty when the keyword says it.
    """

    keyword: str
    file: str
    scope: Scope
    kind: SettingKind
    names: tuple[str, ...] = ()
    label: str = ""


SETTINGS: tuple[Setting, ...] = (
    Setting("nOuterCorrectors", FV_SOLUTION, "algorithm", "count",
            (r"outer[- ]?correct(?:ors?|ions?)",
             r"outer[- ](?:corrector[- ])?(?:loops?|iterations?)",
             r"PIMPLE (?:loops?|iterations?)")),
    Setting("nNonOrthogonalCorrectors", FV_SOLUTION, "algorithm", "count",
            (r"non[- ]?orth(?:ogonal(?:ity)?)?\.?[- ]correct(?:ors?|ions?)",)),
    Setting("nCorrectors", FV_SOLUTION, "algorithm", "count",
            (r"(?:pressure[- ]|PISO[- ]|PIMPLE[- ]|inner[- ])?correct(?:ors?|ions?)",
             r"pressure[- ]correction (?:steps?|loops?)")),
    Setting("momentumPredictor", FV_SOLUTION, "algorithm", "switch",
            (r"momentum[- ]predictor(?: step)?",)),
    Setting("consistent", FV_SOLUTION, "algorithm", "switch", (r"SIMPLEC",)),
    Setting("relaxationFactors", FV_SOLUTION, "relaxation", "fraction",
            (r"(?:under[- ]?)?relax(?:ation|ed|ing|es)?(?: factors?)?",)),
    Setting("residualControl", FV_SOLUTION, "residual", "tolerance",
            (r"residuals?(?: control)?", r"residualControl")),
    Setting("relTol", FV_SOLUTION, "solver", "fraction", (r"relative tolerance",)),
    Setting("tolerance", FV_SOLUTION, "solver", "tolerance",
            (r"(?:absolute |solver |linear[- ]solver )?tolerance",
             r"converg(?:e|es|ed|ing)")),
    Setting("solver", FV_SOLUTION, "solver", "name", (r"(?:linear )?solver",)),
    Setting("preconditioner", FV_SOLUTION, "solver", "name", (r"precondition(?:er|ing|ed)",)),
    Setting("smoother", FV_SOLUTION, "solver", "name", (r"smoother",)),
    Setting("maxAlphaCo", CONTROL_DICT, "control", "number",
            (r"(?:max(?:imum)? )?(?:interface|alpha|VOF) Courant(?: number)?",)),
    Setting("maxDeltaT", CONTROL_DICT, "control", "time",
            (r"max(?:imum)?\s+(?:time[- ]?step|delta\s*-?\s*t|dt)(?:\s+size)?",
             r"(?:time[- ]?step|delta\s*-?\s*t|dt)\s+(?:capped|limited)\s+(?:at|to)")),
    Setting("fluxScheme", FV_SCHEMES, "scheme", "name",
            (r"(?:central[- ])?(?:numerical )?flux(?:[- ]splitting)? (?:scheme|function)",)),
    Setting("default", FV_SCHEMES, "ddt", "name",
            (r"time (?:scheme|discreti[sz]ation|stepping|integration|marching|derivative)s?",
             r"ddt(?:Schemes)?", r"temporal (?:scheme|discreti[sz]ation)s?",
             r"in time"), "ddtSchemes default"),
    Setting("div", FV_SCHEMES, "div", "name",
            (r"(?:convection|convective|advection|divergence) (?:schemes?|terms?)",
             r"convection|advection"), "divSchemes"),
)

#: The rows by keyword.
BY_KEYWORD = {setting.keyword: setting for setting in SETTINGS}

#: Fields a request names in words, for the settings held per field (a solver, a relaxation
#: factor, a residual target).
FIELD_WORDS: dict[str, str] = {
    "pressure": "p", "velocity": "U", "velocities": "U", "momentum": "U",
    "temperature": "T", "turbulent kinetic energy": "k", "turbulence kinetic energy": "k",
    "dissipation rate": "epsilon", "dissipation": "epsilon",
    "specific dissipation": "omega", "specific dissipation rate": "omega",
    "volume fraction": "alpha", "enthalpy": "h",
}

#: Fields whose relaxation is of the field itself (``relaxationFactors/fields``); a factor of
#: any other field relaxes its equation (``relaxationFactors/equations``), as the tutorials do.
FIELD_RELAXED = frozenset({"p", "p_rgh", "rho"})

#: The coefficient a scheme takes when a request names it without one: the tutorials' own
#: (``CrankNicolson 0.9``, ``limitedLinear 1``, ``linearUpwind grad(U)``); ``{field}`` is the
#: convected field. Each is shown beside the value as what was assumed.
SCHEME_COEFFICIENTS: dict[str, str] = {
    "CrankNicolson": "0.9",
    "limitedLinear": "1",
    "limitedLinearV": "1",
    "linearUpwind": "grad({field})",
    "LUST": "grad({field})",
}

#: Words that switch a setting on, and off ("turn the momentum predictor off").
SWITCH_ON = ("on", "yes", "true", "with", "enable", "enabled", "use", "activate")
SWITCH_OFF = ("off", "no", "false", "without", "disable", "disabled", "skip", "deactivate",
              "none")
