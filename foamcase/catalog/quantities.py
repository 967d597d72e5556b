"""Physical quantities by the names engineers give them, with their dimensions and the case
entries that hold them.

Why one table: a request says "electrical conductivity 0.5", "Young's modulus 210 GPa" or
"magnetic flux density 8 T"; the case says ``sigma``, ``E`` and ``B``. The reader binds such a
value through this table only, never through a phrase written for one request, and checks the
value's unit against the row's dimensions with pint, so "8 T" can be a flux density and not
the density of anything. The same table settles a symbol the cases use for two quantities
(``rho`` a mass density in most cases, a charge density in electrostaticFoam's): the unit
stated says which row, hence whether it is a field or a keyword.

A row lists the fields or keywords of the installation's cases that hold the quantity; the
reader binds to the first the installation knows, and the editors write it where the followed
case keeps that name (or report that it has none). Dimensions are OpenFOAM's seven exponents
(kg, m, s, K, mol, A, cd).

A keyword several rows hold (``mu``: a dynamic viscosity in a gas's transport, the magnetic
permeability in mhdFoam's transportProperties; ``nu``: a viscosity, or solidDisplacementFoam's
Poisson's ratio) holds one of them in a given dictionary: its ``dimensions`` say which when the
file writes them, else the row's ``beside`` (keywords the same dictionary holds with it)
(``foam_agent.foamcase.case.entry_quantity`` decides, for the editors, the deriver and the
audit alike).
"""

from __future__ import annotations

from dataclasses import dataclass

Dimensions = tuple[float, float, float, float, float, float, float]

NONE: Dimensions = (0, 0, 0, 0, 0, 0, 0)
PRESSURE: Dimensions = (1, -1, -2, 0, 0, 0, 0)
DIFFUSIVITY: Dimensions = (0, 2, -1, 0, 0, 0, 0)
DENSITY: Dimensions = (1, -3, 0, 0, 0, 0, 0)
DYNAMIC_VISCOSITY: Dimensions = (1, -1, -1, 0, 0, 0, 0)
TEMPERATURE: Dimensions = (0, 0, 0, 1, 0, 0, 0)
TIME: Dimensions = (0, 0, 1, 0, 0, 0, 0)


@dataclass(frozen=True)
class Quantity:
    """One physical quantity.

    Attributes:
        name: Its usual name.
        words: The names a request may use for it, lowercase, longest first; an apostrophe
            or hyphen may be written or not ("Young's", "youngs").
        dimensions: Its dimensions.
        fields: Fields of the cases holding it (``B``), in preference order.
        keywords: Keywords of the ``constant`` dictionaries holding it (``sigma``).
        of_phase: Each phase of a mixture has its own (a density, a viscosity), not the
            mixture one (a surface tension).
        zero_words: Words saying a boundary holds the field at zero ("grounded" for the
            electric potential), read as that value on the boundary they are said of.
        symbols: Symbols a request may write for it that are none of its entries' names
            (``σ``, ``c_p``), bound only where the unit stated has the row's dimensions or
            the symbol is set in code form ("σ = 1.4e6 S/m").
        beside: For a keyword other rows hold too, the keywords one of which a dictionary
            holds beside it when it holds this quantity there (mhdFoam's ``mu`` is the
            magnetic permeability beside ``nu``, where the fluid's viscosity lives); empty
            for the keyword's usual meaning, which holds where no such fact applies.
        subscripted: Symbols of the quantity a request writes only with a subscript naming
            where the value holds ("c_in = 2.5", "c0 = 0"): bare, such a letter is another
            entry's (the speed of sound's ``c``) or prose.
        headed: Whether its words' head noun alone names it where a unit proves the
            dimensions ("the conductivity 3.5e6 S/m"); False where the head is a word of
            everything ("a diameter of 4 mm" is a thermocouple's, "a velocity of 2 m/s" an
            inlet's: only "bubble diameter", "bulk velocity" are these rows').
        applications: The solvers whose ``fields`` hold this quantity, where another
            quantity shares the field's name and dimensions elsewhere (scalarTransportFoam's
            ``T``); empty when the field's dimensions tell.
        aliases: Conventional symbols of the quantity that are another entry's name elsewhere
            (``K``: an option's strike, a liquid's bulk modulus in other cases): a value read
            for such a name goes to this row's keyword only where the followed case keeps
            no entry of that name and keeps this one
            (``foam_agent.agents.spec.phase_binding.bound_properties``).
        bounds: Stems of the entry pairs holding a range of the quantity other than its
            keywords' own (dnsFoam's forcing band of wavenumbers, ``UOKlower``/``UOKupper``):
            a range stated for it ("from 5 to 9") binds to the one such pair
            (``foam_agent.foamcase.case.bounds``).
        plain_place: Where a case keeping none of the row's entries holds the same value in
            its ordinary form: a field and the boundary words naming where (a bulk velocity
            is the inflow's uniform speed, ``("U", "inlet")``, in a case driven through an
            inlet rather than by a momentum source); empty when no such place exists, and
            the value is then not understood there (``foam_agent.agents.spec.case_entries``).
        letters: Letters people write the quantity's value under, with a subscript saying
            where it holds, that are the usual symbol of another quantity too ("V_wire = 30
            kV": V is as often a speed): bound only where a unit of the row's dimensions
            follows (``foam_agent.agents.spec.symbols``).
        money: The quantity is a sum of money (an option's strike): a sum written in a
            currency ("$55", "55 dollars") binds to it as its number, and to no other row
            (``foam_agent.agents.spec.money``); its entry has no dimensions, pint none for
            money.
        terse: Its keywords are plain English words ("duration", "frequency") that name the
            entry only written as code or right before the value ("duration 2 s"); in prose
            ("a duration of 2 s", "a frequency of 1 Hz") the same word says something of the
            run or of the flow, not of the entry.
    """

    name: str
    words: tuple[str, ...]
    dimensions: Dimensions
    fields: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    of_phase: bool = False
    zero_words: tuple[str, ...] = ()
    symbols: tuple[str, ...] = ()
    beside: tuple[str, ...] = ()
    subscripted: tuple[str, ...] = ()
    headed: bool = True
    applications: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    bounds: tuple[str, ...] = ()
    plain_place: tuple[str, str] | tuple[()] = ()
    letters: tuple[str, ...] = ()
    money: bool = False
    terse: bool = False

    @property
    def targets(self) -> tuple[str, ...]:
        """Every name that holds the quantity, fields first."""
        return (*self.fields, *self.keywords)


QUANTITIES: tuple[Quantity, ...] = (
    # The fluid properties the value reader names in words: listed with no words, so only a
    # unit proves them ("sludge rho 1010 kg/m^3").
    Quantity("density", (), DENSITY, keywords=("rho",), of_phase=True),
    Quantity("kinematic viscosity", (), DIFFUSIVITY, keywords=("nu",), of_phase=True),
    Quantity("dynamic viscosity", (), DYNAMIC_VISCOSITY, keywords=("mu",), of_phase=True),
    # The same two properties of a sub-model's own matter, which its dictionary writes without
    # dimensions: a wall film's (``constantCoeffs/rho0``, ``mu0`` of surfaceFilmProperties), a
    # cloud's parcels (``constantProperties/rho0``), a barotropic liquid's reference density.
    # No phase has them, so they are rows of their own; only a unit proves them ("mu0 0.89
    # mPa s" is 8.9e-4 Pa s).
    Quantity("density of a model's matter", (), DENSITY, keywords=("rho0",)),
    Quantity("dynamic viscosity of a model's matter", (), DYNAMIC_VISCOSITY,
             keywords=("mu0",)),
    # A solid's or fluid's heat properties: laplacianFoam's flange holds neither, only the
    # diffusivity they give (``foamcase.catalog.derivations``); a solid region holds kappa.
    Quantity("thermal conductivity", ("thermal conductivity", "heat conductivity"),
             (1, 1, -3, -1, 0, 0, 0), keywords=("kappa",)),
    Quantity("specific heat capacity", ("specific heat capacity", "isobaric specific heat",
                                        "specific heat", "heat capacity"),
             (0, 2, -2, -1, 0, 0, 0), keywords=("Cp",), symbols=("c_p", "cₚ")),
    # A barotropic liquid (sonicLiquidFoam's thermodynamicProperties, rho = rho0 + psi (p - p0)):
    # its compressibility, and the speed of sound and bulk modulus it follows from
    # (``foamcase.catalog.derivations``); the last two no entry holds, so no words bind them here.
    Quantity("compressibility", ("isothermal compressibility", "compressibility"),
             (0, -2, 2, 0, 0, 0, 0), keywords=("psi",)),
    Quantity("speed of sound", (), (0, 1, -1, 0, 0, 0, 0), keywords=("c",)),
    Quantity("bulk modulus", (), PRESSURE, keywords=("K",)),
    # A gas's Prandtl number with constant transport (``mixture/transport/Pr``); the
    # dimensionless reader's Pr of a flow, said with "number", is read before this row.
    Quantity("Prandtl number", ("prandtl number", "prandtl"), NONE, keywords=("Pr",)),
    # A liquid pair's interface: ``sigma`` of an interFoam mixture, ``sigma12``… of three
    # phases (named by their keywords). Each pair's, never a phase's own.
    Quantity("surface tension", ("surface tension", "interfacial tension",
                                 "interface tension"),
             (1, 0, -2, 0, 0, 0, 0), keywords=("sigma", "sigma0"), symbols=("σ", "γ")),
    # The static angle a wall holds the interface at: contactAngleCavity's field, in
    # degrees as the case writes it (an angle's unit is read as no dimension).
    Quantity("contact angle", ("static contact angle", "equilibrium contact angle",
                               "contact angle", "wetting angle"),
             NONE, fields=("contactAngle",)),
    # "Field strength" is H (A/m) to a physicist and B to most requests ("a magnetic field
    # strength of 15" in mhdFoam's units); a unit of A/m is refused, not converted.
    Quantity("magnetic flux density", ("magnetic field strength", "magnetic flux density",
                                       "magnetic induction", "magnetic field"),
             (1, 0, -2, 0, 0, -1, 0), fields=("B",)),
    Quantity("electrical conductivity", ("electrical conductivity", "electric conductivity"),
             (-1, -3, 3, 0, 0, 2, 0), keywords=("sigma",), symbols=("σ",), beside=("mu",)),
    # mhdFoam's ``mu``: the magnetic permeability, never "permeability" alone (a porous
    # medium's is a Darcy coefficient).
    Quantity("magnetic permeability", ("magnetic permeability", "vacuum permeability",
                                       "permeability of free space"),
             (1, 1, -2, 0, 0, -2, 0), keywords=("mu",), symbols=("μ0", "mu0"), beside=("nu",)),
    Quantity("electric potential", ("electric potential", "electrical potential",
                                    "electrostatic potential", "voltage"),
             (1, 2, -3, 0, 0, -1, 0), fields=("phi",), zero_words=("grounded", "earthed"),
             letters=("V", "U", "φ")),
    Quantity("charge density", ("space charge density", "space-charge density",
                                "charge density"),
             (0, -3, 1, 0, 0, 1, 0), fields=("rho",)),
    Quantity("electric permittivity", ("vacuum permittivity", "permittivity of free space",
                                       "permittivity"),
             (-1, -3, 4, 0, 0, 2, 0), keywords=("epsilon0",)),
    Quantity("ion mobility", ("ion mobility", "ionic mobility", "mobility"),
             (-1, 0, 2, 0, 0, 1, 0), keywords=("k",), beside=("epsilon0",)),
    Quantity("Young's modulus", ("young's modulus", "modulus of elasticity",
                                 "elastic modulus", "young modulus"),
             PRESSURE, keywords=("E", "youngsModulus"), beside=("nu", "poissonsRatio")),
    # solidDisplacementFoam's mechanicalProperties hold it as ``nu``, the name a fluid's
    # viscosity has elsewhere: the unit (none) and the followed case's file tell them apart.
    Quantity("Poisson's ratio", ("poisson's ratio", "poisson ratio", "poissons ratio",
                                 "poisson"), NONE, keywords=("nu", "poissonsRatio"),
             beside=("E", "youngsModulus")),
    # Fick's ``D`` is the symbol engineers write for it ("D = 40 cSt"); a unit of other
    # dimensions ("D = 0.1 m", a diameter) proves no row and binds nothing.
    Quantity("mass diffusivity", ("molecular diffusivity", "mass diffusivity",
                                  "diffusion coefficient", "diffusivity"),
             DIFFUSIVITY, keywords=("DT", "Dab"), symbols=("D", "D_m")),
    Quantity("thermal diffusivity", ("thermal diffusivity",), DIFFUSIVITY, keywords=("DT",)),
    # A Boussinesq fluid's volumetric expansion coefficient (``beta`` beside ``TRef``), per
    # kelvin: "1e-3 per K", "2e-4 per °F" (per degree of difference). Its words are the
    # property reader's (``agents.spec.values.properties``), so no words here.
    Quantity("thermal expansion coefficient", (), (0, 0, 0, -1, 0, 0, 0), keywords=("beta",)),
    # An Arrhenius reaction rate, k = A T^beta exp(-Ta/T), in ``constant/reactions``. A's
    # units follow the reaction's order, so only a bare number is bound to it (a unit is
    # refused, never converted by a guess at the order).
    Quantity("pre-exponential factor", ("pre-exponential factor", "preexponential factor",
                                        "pre-exponential constant", "frequency factor"),
             NONE, keywords=("A",), beside=("Ta",)),
    Quantity("temperature exponent", ("temperature exponent",), NONE, keywords=("beta",),
             beside=("Ta",)),
    Quantity("activation temperature", ("activation temperature",), (0, 0, 0, 1, 0, 0, 0),
             keywords=("Ta",), beside=("A",)),
    # Sutherland's viscosity law, mu = As sqrt(T) / (1 + Ts/T), in a mixture's ``transport``.
    Quantity("Sutherland coefficient", ("sutherland coefficient", "sutherland constant"),
             (1, -1, -1, -0.5, 0, 0, 0), keywords=("As",)),
    Quantity("Sutherland temperature", ("sutherland temperature",), (0, 0, 0, 1, 0, 0, 0),
             keywords=("Ts",)),
    Quantity("strike price", ("strike price", "exercise price", "strike"), NONE,
             keywords=("strike",), aliases=("K",), money=True),
    Quantity("volatility", ("volatility",), NONE, keywords=("sigma",), symbols=("σ", "vol"),
             beside=("strike",)),
    Quantity("risk-free interest rate", ("risk-free interest rate", "risk-free rate",
                                         "risk-free interest", "interest rate",
                                         "risk-free"),
             NONE, keywords=("r",), beside=("strike",)),
    # A dispersed phase's bubble (droplet, particle) diameter: the isothermal diameter
    # model's ``d0`` (``air/isothermalCoeffs/d0`` of a bubble column), at its reference
    # pressure ``p0``, or the constant model's ``d`` (``particles/constantCoeffs/d`` of a
    # fluidised bed). Never "diameter" alone (a pipe's, a cylinder's).
    Quantity("bubble diameter", ("bubble diameter", "bubble size", "droplet diameter",
                                 "particle diameter"),
             (0, 1, 0, 0, 0, 0, 0), keywords=("d0", "d"), symbols=("d_b0", "d_b", "d_p"),
             headed=False),
    # The mean speed a channel is driven at (boundaryFoam's ``Ubar``, a vector: the speed is
    # written along the entry's own direction). U_b is its symbol. A case with no momentum
    # source is driven through its inlet, whose uniform speed is the bulk velocity.
    Quantity("bulk velocity", ("bulk mean velocity", "mean bulk velocity", "bulk velocity",
                               "bulk speed", "bulk flow speed"),
             (0, 1, -1, 0, 0, 0, 0), keywords=("Ubar",), symbols=("U_b", "U_bulk"),
             headed=False, plain_place=("U", "inlet")),
    # A passive scalar's concentration: scalarTransportFoam keeps it in the field it calls
    # ``T`` (written with a temperature's dimensions), every other solver's ``T`` is a
    # temperature. The symbol binds only with a subscript saying where ("c_in", "c0":
    # ``agents.spec.values.subscripted``), and is written only in that solver's case.
    Quantity("scalar concentration", ("tracer concentration", "dye concentration",
                                      "scalar concentration"),
             NONE, fields=("T",), subscripted=("c", "C"), headed=False,
             applications=("scalarTransportFoam",)),
    # dnsFoam's initial spectrum (``boxTurbDict``): the wavenumber its energy peaks at and
    # the energy's scale; its forcing acts on a band of wavenumbers (``UOKlower`` to
    # ``UOKupper`` of turbulenceProperties).
    Quantity("peak wavenumber", ("peak wavenumber", "peak wave number", "wavenumber",
                                 "wave number"), (0, -1, 0, 0, 0, 0, 0), keywords=("k0",),
             bounds=("UOK",)),
    Quantity("spectrum energy", ("energy spectrum amplitude", "spectrum amplitude",
                                 "spectral amplitude", "spectrum energy", "spectral energy"),
             NONE,
             keywords=("Ea",)),
    # An atmospheric boundary layer's log-law inflow (v1912 atmBoundaryLayerInlet*): the
    # speed Uref at the height Zref above a ground of roughness length z0. turbineSiting
    # keeps the three in 0.orig/include/ABLConditions (``foamcase.case.definitions``).
    Quantity("aerodynamic roughness length", ("aerodynamic roughness length",
                                              "surface roughness length", "roughness length"),
             (0, 1, 0, 0, 0, 0, 0), keywords=("z0",), headed=False),
    Quantity("reference height", ("reference height",), (0, 1, 0, 0, 0, 0, 0),
             keywords=("Zref",), headed=False),
    Quantity("reference wind speed", ("reference wind speed", "reference wind velocity"),
             (0, 1, -1, 0, 0, 0, 0), keywords=("Uref",), headed=False),
    # A premixed flame's mixture (the Xi solvers' combustionProperties): the fuel-air ratio
    # over the stoichiometric one. A reactor's (chemFoam's) is read into its mole fractions
    # first (``agents.spec.reactor``); its symbol phi is a flux's and a potential's too.
    Quantity("equivalence ratio", ("fuel-air equivalence ratio", "fuel/air equivalence ratio",
                                   "equivalence ratio"), NONE, keywords=("equivalenceRatio",),
             headed=False),
    # A liquid's saturation pressure: a cavitation model's ``pSat`` (interPhaseChangeFoam's
    # transportProperties), written without dimensions.
    Quantity("vapour pressure", ("saturation vapour pressure", "saturation vapor pressure",
                                 "vapour pressure", "vapor pressure", "saturation pressure"),
             PRESSURE, keywords=("pSat",), symbols=("p_sat", "p_v"), headed=False),
    # The temperature a Boussinesq fluid's density is referred to (``TRef`` beside ``beta``),
    # written without dimensions. Never "reference temperature" alone of another thing: the
    # row binds only where the followed case keeps ``TRef``.
    Quantity("reference temperature", ("reference temperature for buoyancy",
                                       "buoyancy reference temperature",
                                       "boussinesq reference temperature",
                                       "reference temperature"),
             TEMPERATURE, keywords=("TRef",), headed=False),
    # A premixed flame's fresh gas (the Xi solvers' ``Tu`` field, beside the burnt gas's
    # ``T``); T_u is its symbol.
    Quantity("unburnt gas temperature", ("unburnt gas temperature", "unburned gas temperature",
                                         "unburnt-gas temperature", "unburnt temperature",
                                         "unburned temperature"),
             TEMPERATURE, fields=("Tu",), symbols=("T_u",), headed=False),
    # A sub-model's times, which its dictionary writes without dimensions: when an fvOptions
    # source or a cloud's injection starts (``timeStart``, ``SOI``), and for how long. Only a
    # unit of time proves them ("timeStart 2 ms", "SOI 20 ms"); "a duration of 5 s" in prose
    # is the run's. A start and a length are rows apart: one is never the other's entry.
    Quantity("start time of a model", (), TIME, keywords=("timeStart", "SOI"), terse=True),
    Quantity("duration of a model", (), TIME, keywords=("duration",), terse=True),
    # A sub-model's frequency (an acoustic damping source's, an oscillating condition's).
    Quantity("frequency of a model", (), (0, 0, -1, 0, 0, 0, 0), keywords=("frequency",),
             terse=True),
)


#: The keywords each phase of a mixture has its own.
PHASE_KEYWORDS = frozenset(name for row in QUANTITIES if row.of_phase for name in row.keywords)


def quantities_with(dimensions: Dimensions) -> tuple[Quantity, ...]:
    """The rows of these dimensions."""
    return tuple(row for row in QUANTITIES if row.dimensions == dimensions)


def catalog_dimensions(keyword: str, stated: Dimensions) -> Dimensions | None:
    """``stated`` where a row of those dimensions holds ``keyword``, else None.

    Why: many sub-model dictionaries write their entries without ``dimensions``
    (``sigma0``, ``timeStart``, ``pSat``), so a reader holding only the file's word cannot
    tell whether "72 mN/m" or "2 ms" fits the entry, nor convert it. The catalog's row
    says what the entry holds; a unit of its dimensions is converted, any other refused.
    """
    fits = any(keyword in row.targets for row in quantities_with(stated))
    return stated if fits else None


def quantity_named(name: str) -> Quantity:
    """The row of this name (a spec document names a stated value's quantity so).

    Raises:
        ValueError: No row has the name.
    """
    row = next((row for row in QUANTITIES if row.name == name), None)
    if row is None:
        raise ValueError(f"no quantity '{name}' in the catalog")
    return row


def holding(keyword: str, dimensions: Dimensions | None, siblings: frozenset[str]
            ) -> tuple[Quantity, ...]:
    """The rows a dictionary's entry ``keyword`` may hold: of its ``dimensions`` when the file
    writes them; else those whose ``beside`` the dictionary's ``siblings`` meet, and failing
    any, the keyword's usual rows (no ``beside``). Several rows left (``DT``: a mass or a
    thermal diffusivity) are each possible; none, the entry holds no quantity of the catalog
    (a Bird-Carreau ``k`` is a time, no ion mobility)."""
    rows = tuple(row for row in QUANTITIES if keyword in row.keywords)
    if dimensions is not None:
        return tuple(row for row in rows if row.dimensions == dimensions)
    beside = tuple(row for row in rows if siblings & set(row.beside))
    return beside or tuple(row for row in rows if not row.beside)


@dataclass(frozen=True)
class Difference:
    """A difference of one field between two places ("dT = 2 K", "a pressure drop of 50 Pa").

    Why apart from the quantities: no entry of a case holds a difference; it has the field's
    dimensions, so a reader that pairs a unit with a field would put it on a patch ("dT = 2 K
    (floor 302 K, ceiling 300 K)" set the floor to 2 K). The reader checks it against the
    field's values stated with it, and never writes it.

    Attributes:
        name: Its usual name.
        field: The field it is a difference of.
        dimensions: The field's dimensions (a difference in °C is one in K).
        words: Its names in words, lowercase ("temperature difference").
        symbols: Its symbols as the normalised text writes them, in their own letter case
            (Δ is normalised to "delta "); never ``deltaT``, the time step's keyword.
    """

    name: str
    field: str
    dimensions: Dimensions
    words: tuple[str, ...]
    symbols: tuple[str, ...]


DIFFERENCES: tuple[Difference, ...] = (
    Difference("temperature difference", "T", (0, 0, 0, 1, 0, 0, 0),
               ("temperature difference", "temperature drop", "temperature jump"),
               ("delta T", "Delta T", "dT")),
    Difference("pressure difference", "p", PRESSURE,
               ("pressure difference", "pressure drop", "pressure rise"),
               ("delta p", "Delta p", "delta P", "Delta P", "dp", "dP")),
)
