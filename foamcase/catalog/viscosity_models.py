"""Generalised-Newtonian viscosity models: their names in words and their coefficients.

Why one table: a request says "a Cross model with zero-shear viscosity 0.1 m²/s, time constant
0.5 s and rate index 0.8", "a power-law fluid, consistency 12 Pa·sⁿ, flow index 0.6" or
"Herschel-Bulkley, yield stress 5 Pa"; the case says ``transportModel CrossPowerLaw;`` and
``CrossPowerLawCoeffs { nu0 …; nuInf …; m …; n …; }``. The reader finds the model and each
coefficient through these rows only, the editors write the model and its coefficients
dictionary from them, and the audit reads them back by the same rows. Adding a model is a row.

The coefficients are those OpenFOAM v1912's incompressible ``viscosityModels`` read from
``<model>Coeffs`` (their dimensions are the model sources' own). A coefficient's ``kind`` says
how a stated value becomes the case's: ``viscosity`` and ``stress`` are kinematic in the case,
so a dynamic value (Pa·s, Pa) is divided by the stated density; ``consistency`` is kinematic
too (m²/s in OpenFOAM's power laws, written Pa·sⁿ by engineers, divided by the density);
``time`` is in seconds; ``index`` is a pure number; ``temperature`` is absolute (kelvin) and
``per_temperature`` is per kelvin of difference (a value "per °F" is multiplied by 1.8).

The Arrhenius wrapper of v1912 (``ArrheniusBirdCarreau`` and its siblings, in
``libincompressibleTransportModels``) scales a base model by ``exp(-alpha (T - Talpha))``; it is
one row (``ARRHENIUS``) that ``viscosity_model`` joins to each base model it wraps, so its
coefficients are written once. Its coefficients and its base's are read by
``optionalSubDict``: from ``ArrheniusBirdCarreauCoeffs`` / ``BirdCarreauCoeffs`` when the case
has them, else from the top level of ``transportProperties`` (where its tutorial keeps them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

CoefficientKind = Literal["viscosity", "stress", "consistency", "time", "index", "temperature",
                          "per_temperature"]


@dataclass(frozen=True)
class Coefficient:
    """One coefficient of a model.

    Attributes:
        keyword: Its name in ``<model>Coeffs``.
        words: What a request may call it, lowercase, longest first, symbols among them
            ("ν0", "η∞", "λ"); the keyword itself is always read too.
        kind: How a stated value becomes the case's value (see the module's why).
        required: The model refuses to run without it (``a`` of BirdCarreau defaults to 2).
    """

    keyword: str
    words: tuple[str, ...]
    kind: CoefficientKind
    required: bool = True


@dataclass(frozen=True)
class ViscosityModel:
    """One generalised-Newtonian model.

    Attributes:
        name: The ``transportModel`` value.
        words: What a request may call it, lowercase, longest first.
        coefficients: What ``<name>Coeffs`` holds.
        base: The model a wrapper scales (``BirdCarreau`` of ``ArrheniusBirdCarreau``), whose
            coefficients its own dictionary reads; None for a model of its own.
        laminar: A viscoelastic stress model, named in the ``laminar`` block of the turbulence
            dictionary (``laminarModel Maxwell;`` with ``MaxwellCoeffs`` inside it), not by
            ``transportModel``.
    """

    name: str
    words: tuple[str, ...]
    coefficients: tuple[Coefficient, ...]
    base: str | None = None
    laminar: bool = False

    @property
    def dictionary(self) -> str:
        """The name of its coefficients dictionary."""
        return f"{self.name}Coeffs"

    def dictionary_of(self, keyword: str) -> str:
        """The dictionary that reads ``keyword``: a wrapped model's own coefficients are read
        from its base's dictionary, the wrapper's from its own."""
        base = viscosity_model(self.base) if self.base is not None else None
        if base is not None and base.coefficient(keyword) is not None:
            return base.dictionary
        return self.dictionary

    def coefficient(self, keyword: str) -> Coefficient | None:
        """The coefficient called ``keyword``, if the model has one."""
        return next((item for item in self.coefficients if item.keyword == keyword), None)


_ZERO_SHEAR = Coefficient("nu0", ("viscosity at zero shear rate", "viscosity at zero shear",
                                  "viscosity at low shear rate", "viscosity at low shear",
                                  "zero-shear-rate viscosity", "zero-shear viscosity",
                                  "zero shear rate viscosity", "zero shear viscosity",
                                  "low-shear viscosity", "low shear viscosity",
                                  "zero-shear limit", "zero shear limit", "low-shear limit",
                                  "low shear limit", "zero-shear", "zero shear", "nu_0", "mu_0",
                                  "eta_0", "ν_0", "η_0", "μ_0", "ν₀", "η₀", "μ₀", "ν0", "η0",
                                  "μ0", "mu0", "eta0"), "viscosity")
_INFINITE_SHEAR = Coefficient("nuInf", ("viscosity at infinite shear rate",
                                        "viscosity at infinite shear",
                                        "viscosity at high shear rate", "viscosity at high shear",
                                        "infinite-shear-rate viscosity",
                                        "infinite-shear viscosity",
                                        "infinite shear rate viscosity",
                                        "infinite shear viscosity", "high-shear viscosity",
                                        "high shear viscosity", "infinite-shear limit",
                                        "infinite shear limit", "high-shear limit",
                                        "high shear limit", "infinite-shear", "infinite shear",
                                        "high-shear", "high shear", "nu_infinity", "nu_inf",
                                        "mu_inf", "eta_inf", "nu_∞", "mu_∞", "ν_∞", "η_∞", "μ_∞",
                                        "nu∞", "mu∞", "ν∞", "η∞", "μ∞"), "viscosity")
_INDEX = ("power-law exponent", "power law exponent", "power-law index", "power law index",
          "flow behaviour index", "flow behavior index", "shear-thinning index", "flow index",
          "power index", "rate index", "exponent", "index")
_RELAXATION = ("characteristic time", "relaxation time", "time constant", "time scale",
               "lambda", "λ")
_CONSISTENCY = ("consistency coefficient", "consistency index", "consistency")
_LIMITS = (Coefficient("nuMin", ("minimum viscosity", "lower viscosity limit",
                                 "viscosity lower limit", "nu_min"), "viscosity"),
           Coefficient("nuMax", ("maximum viscosity", "upper viscosity limit",
                                 "viscosity upper limit", "nu_max"), "viscosity"))
_YIELD = Coefficient("tau0", ("yield stress", "yield point", "tau_0", "tau_y", "τ_0", "τ_y",
                              "τ₀", "τ0", "τy"), "stress")

MODELS: tuple[ViscosityModel, ...] = (
    ViscosityModel("CrossPowerLaw", ("cross power law", "cross power-law", "cross model",
                                     "cross fluid", "cross law", "crosspowerlaw"),
                   (_ZERO_SHEAR, _INFINITE_SHEAR, Coefficient("m", _RELAXATION, "time"),
                    Coefficient("n", _INDEX, "index"))),
    ViscosityModel("BirdCarreau", ("bird-carreau-yasuda", "carreau-yasuda", "bird-carreau",
                                   "bird carreau", "carreau", "birdcarreau"),
                   (_ZERO_SHEAR, _INFINITE_SHEAR, Coefficient("k", _RELAXATION, "time"),
                    Coefficient("n", _INDEX, "index"),
                    Coefficient("a", ("yasuda exponent", "yasuda parameter"), "index",
                                required=False))),
    ViscosityModel("HerschelBulkley", ("herschel-bulkley", "herschel bulkley",
                                       "herschelbulkley"),
                   (Coefficient("k", _CONSISTENCY, "consistency"),
                    Coefficient("n", _INDEX, "index"), _YIELD,
                    Coefficient("nu0", ("limiting viscosity", "plateau viscosity",
                                        "zero-shear viscosity", "zero shear viscosity",
                                        "nu_0"), "viscosity"))),
    ViscosityModel("Casson", ("casson",),
                   (Coefficient("m", ("casson viscosity", "plastic viscosity"), "viscosity"),
                    _YIELD, *_LIMITS)),
    ViscosityModel("powerLaw", ("power-law fluid", "power law fluid", "power-law model",
                                "power law model", "ostwald-de waele", "ostwald de waele",
                                "powerlaw"),
                   (Coefficient("k", _CONSISTENCY, "consistency"),
                    Coefficient("n", _INDEX, "index"), *_LIMITS)),
    # v1912's one viscoelastic laminar model (single mode): the polymer's viscosity and its
    # relaxation time; the solvent's viscosity stays the fluid's ``nu``.
    ViscosityModel("Maxwell", ("upper-convected maxwell", "maxwell fluid", "maxwell model",
                               "maxwell liquid"),
                   (Coefficient("nuM", ("polymer kinematic viscosity", "polymeric viscosity",
                                        "polymer viscosity", "polymer contribution",
                                        "polymer part", "elastic viscosity", "nu_p", "eta_p",
                                        "nu_m", "nup"), "viscosity"),
                    Coefficient("lambda", _RELAXATION, "time")), laminar=True),
)


#: The laminar stress model that is Newtonian: v1912 and Foundation both call it ``Stokes``. Any
#: other (Maxwell, Giesekus, PTT, generalisedNewtonian) adds an elastic or shear-dependent stress,
#: so a case that keeps one is not the Newtonian fluid a request asked for, whatever its
#: ``transportModel`` says.
NEWTONIAN_LAMINAR_MODEL = "Stokes"
#: The keyword of the ``laminar`` block that names its model: ESI's ``laminarModel``, Foundation's
#: ``model``.
LAMINAR_MODEL_KEYS = ("laminarModel", "model")


#: The temperature wrapper: what a request calls it, its coefficients, and the models it wraps
#: (v1912 also wraps ``Newtonian``, whose one coefficient is the fluid's ``nu``).
ARRHENIUS = ViscosityModel("Arrhenius", ("arrhenius",), (
    Coefficient("alpha", ("arrhenius temperature coefficient", "arrhenius coefficient",
                          "arrhenius coeff", "arrhenius constant", "arrhenius factor",
                          "arrhenius parameter", "temperature coefficient",
                          "temperature sensitivity", "alpha"), "per_temperature"),
    Coefficient("Talpha", ("arrhenius reference temperature", "reference temperature",
                           "t_alpha", "t_ref", "tref", "talpha"), "temperature")))
WRAPPED = ("BirdCarreau", "CrossPowerLaw", "HerschelBulkley", "Casson")


def wrapped(base: ViscosityModel) -> ViscosityModel | None:
    """``base`` scaled by the Arrhenius wrapper (its coefficients then the wrapper's); None
    when the wrapper does not wrap it."""
    if base.name not in WRAPPED:
        return None
    return ViscosityModel(f"{ARRHENIUS.name}{base.name}", (),
                          (*base.coefficients, *ARRHENIUS.coefficients), base=base.name)


def viscosity_model(name: str) -> ViscosityModel | None:
    """The row of the model whose ``transportModel`` value is ``name`` (a wrapped model's
    joined from the wrapper's row and its base's)."""
    found = next((model for model in MODELS if model.name == name), None)
    if found is None and name.startswith(ARRHENIUS.name):
        base = viscosity_model(name.removeprefix(ARRHENIUS.name))
        return wrapped(base) if base is not None else None
    return found
