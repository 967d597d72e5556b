"""Nouns that make the number bound to them no physics: things of the computer, the person, the
calendar, and names that carry a version.

Why a table: "my 10 year-old desktop", "25 students", "week 11 of the course", "Windows 7", "the
GRI-Mech 3.0 mechanism", "que tiene ocho núcleos" hold numbers no reader of physics gives a
value, so they were listed "not understood" and a case whose every value was read ended unmet.
What such a number is follows from the noun it is bound to, in any language the catalog reads
(``foam_agent.foamcase.catalog.languages``), so the nouns are data here and the binding one
mechanism (``foam_agent.agents.spec.not_physics``). A noun of time (weeks, years, days) is no
row of its own: "3 weeks of cooling" is a flow's time; only the forms that cannot be one are
(an age, a count to go or ago, a week's ordinal).

Each row's patterns are regular expressions matched case-insensitively on word boundaries.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: What a number that is no physics is about.
Kind = Literal["the computer", "an age", "the person", "the calendar", "an ordinal", "a name"]
#: Where the number stands: before the noun ("8 cores", "10 year-old") or after it
#: ("Windows 7", "week 11", "GRI-Mech 3.0").
Side = Literal["before", "after"]


@dataclass(frozen=True)
class NotPhysicsNoun:
    """Nouns whose number is no physics.

    Attributes:
        kind: What the number is about (shown in the understanding).
        side: Whether the number stands before the noun or after it.
        words: The nouns, as regular expressions.
        numbers: What the number must look like (a year, a version), a regular expression
            matched on the number's text; any number when empty.
    """

    kind: Kind
    side: Side
    words: tuple[str, ...]
    numbers: str = ""


#: A calendar year.
YEAR = r"(?:19|20)\d\d"

NOUNS: tuple[NotPhysicsNoun, ...] = (
    # The computer: its cores, memory and age, in the catalog's languages.
    NotPhysicsNoun("the computer", "before", (
        r"cores?", r"cpus?", r"vcpus?", r"threads?", r"processors?", r"gb", r"gib", r"tb",
        r"núcleos?", r"nucleos?", r"kernen?", r"cœurs?", r"coeurs?", r"nuclei", r"processori",
        r"processeurs?", r"procesadores?", r"processadores?", r"prozessoren")),
    NotPhysicsNoun("the computer", "before", (
        r"(?:[\w-]+\s+)?(?:laptop|desktop|pc|workstation|computer|machine|thinkpad|macbook|"
        r"imac|notebook|server|cluster|portátil|ordinateur|rechner|computador)",), YEAR),
    NotPhysicsNoun("the computer", "after", (
        r"windows", r"ubuntu", r"debian", r"fedora", r"centos", r"macos", r"os\s*x", r"python",
        r"openfoam", r"paraview", r"matlab", r"excel", r"fluent", r"star-?ccm\+?", r"version",
        r"versión", r"versione", r"versão", r"release", r"ram")),
    # An age (of a machine or a person), and the people: a class, colleagues.
    NotPhysicsNoun("an age", "before", (
        r"-?\s*years?[- ]old", r"years?\s+of\s+age", r"ans", r"años", r"anni", r"anos",
        r"jahre\s+alt")),
    NotPhysicsNoun("the person", "before", (
        r"students?", r"pupils?", r"kids", r"children", r"classmates?", r"colleagues?",
        r"people", r"engineers?", r"alumnos?", r"alumnas?", r"élèves?", r"étudiants?",
        r"studenten", r"studierende", r"schüler", r"studenti", r"alunos?",
        r"estudiantes?")),
    # The calendar: a week's or a lecture's ordinal, a count to go or ago, a day of a month.
    NotPhysicsNoun("the calendar", "after", (
        r"week", r"semana", r"semaine", r"woche", r"settimana", r"chapter", r"lecture",
        r"lesson", r"exercise", r"homework", r"assignment", r"problem\s+set", r"lab",
        r"semester", r"ticket", r"sprint")),
    NotPhysicsNoun("the calendar", "before", (
        r"(?:weeks?|days?|months?|years?)\s+(?:to\s+go|left|away|ago|from\s+now|late)",)),
    NotPhysicsNoun("an ordinal", "before", (r"(?:st|nd|rd|th)(?!\s*[- ]?order)",)),
    NotPhysicsNoun("the calendar", "after", (
        r"january", r"february", r"march", r"april", r"may", r"june", r"july", r"august",
        r"september", r"october", r"november", r"december", r"in", r"since", r"until"), YEAR),
    # Names that carry a version: a reaction mechanism, a model's release.
    NotPhysicsNoun("a name", "after", (
        r"gri(?:-?mech)?", r"usc(?:-?mech)?(?:\s+ii)?", r"mech"), r"\d+(?:\.\d+)+"),
)

#: The beginnings of words that make a clause physics, in English and the catalog's other
#: languages, written without accents (a clause's words are compared folded): quantities,
#: places of a case, fluids and species, units, the run's own words. A clause left unread in
#: another language with none of them and no number is an aside ("buenas tardes", "me lo pasó
#: un colega"): listed, never a blocker. One of them keeps the clause a blocker, as it may
#: state something a case needs; a stem too many errs that way only.
PHYSICS_STEMS: tuple[str, ...] = (
    # Quantities.
    "veloc", "speed", "vitess", "geschwind", "temperat", "pressu", "pressi", "presio",
    "pressa", "druck", "flow", "flux", "fluj", "fluss", "flus", "ecoul", "stromung", "fluid",
    "flui", "viscos", "viskos", "densit", "densid", "dichte", "turbul", "reynolds", "mach",
    "heat", "chaleur", "calor", "warme", "energ", "mass", "force", "fuerz", "forz", "forc",
    "kraft", "gravit", "schwer", "shear", "cisaill", "cortant", "taglio", "scher", "stress",
    "tension", "spannung", "concentr", "fraction", "fraccion", "frazion", "fracao", "anteil",
    "equival", "dosado", "rich", "rico", "ricc", "reich", "riche", "lean", "pobre", "pover",
    "mager", "pauvre", "diffus", "conduct", "leitf", "diamet", "durchm", "radi", "rayon",
    "raggi", "raio", "length", "longu", "longit", "lunghez", "comprim", "lange", "width",
    "largeur", "ancho", "larghez", "largura", "breite", "height", "hauteur", "altur", "altez",
    "hohe", "depth", "profond", "profund", "tief", "angl", "angul", "angol", "winkel",
    "rotat", "rpm", "drehz", "frequen", "amplit", "coeffic", "coefic", "koeffiz",
    "magnet", "electr", "geometr", "adimension", "field", "champ", "campo", "feld",
    "dimension", "model", "portata",
    "caudal", "debit", "vazao", "durchfl", "durchsatz", "corrent", "courant", "strom", "wave",
    "onda", "onde", "welle", "shock", "choc", "choqu", "urto", "stoss", "flam", "fiamm",
    "llam", "chama", "spray", "particl", "particul", "partik", "bubbl", "burbuj", "bulle",
    "boll", "blase", "bolha", "surfac", "superfic", "oberfl", "interfa", "vort", "wirbel",
    "jet", "chorro", "getto", "strahl", "jato", "wake", "estela", "scia", "nachlauf", "porou",
    "poros", "solid", "liquid", "flussig", "vapo", "dampf", "boil", "ebull", "sied", "conden",
    "evapor", "radia", "emissi", "absor", "therm", "termic", "acoust", "acust", "akust",
    "sound", "sonid", "suon", "schall", "inject", "inyec", "iniet", "einspritz", "buoyan",
    "flotab", "auftrieb", "plume", "panach", "penach", "pennacch", "polym", "newton",
    # Places and things of a case.
    "curv", "bend", "section", "sezion", "seccion", "secao", "querschn", "square", "quadr",
    "cuadr", "carre", "tank", "reserv", "serbato", "behalt", "dam", "presa", "barrag", "diga",
    "gate", "compuert", "vanne", "paratoi", "schleus", "cone", "cono", "kegel", "wedge", "cuna",
    "cune", "keil",
    "inlet", "entree", "entrada", "ingress", "einlass", "eintritt", "outlet", "sortie",
    "salida", "uscit", "saida", "auslass", "austritt", "wall", "paroi", "pared", "parete",
    "parede", "wand", "boundar", "limite", "rand", "mesh", "maill", "malla", "malha", "gitter",
    "netz", "cell", "celda", "celul", "zell", "domain", "domin", "gebiet", "cavit", "kavit",
    "pipe", "tuyau", "tuber", "tubo", "rohr", "channel", "canal", "kanal", "step", "marche",
    "escalon", "gradin", "stufe", "cylind", "zylind", "sphere", "esfer", "kugel", "plate",
    "plaque", "placa", "piastr", "platte", "lid", "couvercl", "tapa", "coperch", "deckel",
    "obstac", "hinderni", "reactor", "reacteur", "reattor", "reaktor", "nozzle", "tuyere",
    "tobera", "ugello", "duse",
    # Fluids and species.
    "fioul", "gasoil", "diesel", "petrol", "kerosen", "brine", "salmuer", "salamoi",
    "air", "luft", "water", "agua", "eau", "acqua", "wasser", "oil", "huile", "aceite", "olio",
    "oleo", "hydrog", "hidrog", "idrog", "wassersto", "methan", "metan", "oxyg", "oxig",
    "ossig", "sauersto", "nitrog", "azot", "stickst", "propan", "fuel", "combust", "carbur",
    "brennst", "kraftst", "mixtur", "mezcl", "melang", "miscel", "mistur", "gemisch", "gas",
    # Units.
    "kelvin", "celsius", "fahrenh", "grad", "degre", "pascal", "atmos", "metr", "meter",
    "second", "segund", "sekund", "minut", "millis", "micros", "kilog", "newton", "joule",
    "watt", "volt",
    # Sides, supports and states of a boundary (English, as the lexicon translates them, and
    # the catalog's languages).
    "edge", "side", "left", "right", "top", "bottom", "front", "back", "upper", "lower",
    "hinge", "clamp", "fixed", "free", "support", "load", "moving", "insulat", "open",
    "closed", "hot", "cold", "warm", "initial", "everywhere", "uniform", "bord", "cote",
    "lado", "lato", "seite", "gauche", "droit", "izquierd", "derech", "sinistr", "destr",
    "esquerd", "direit", "link", "recht", "oben", "unten", "haut", "arriba", "abajo", "sopra",
    "sotto", "superior", "inferior", "fij", "fiss", "fest", "charn", "bisagr", "cernier",
    "scharn", "articul", "encastr", "empotr", "incastr", "einspann", "appui", "apoy",
    "appogg", "lager", "charge", "carga", "caric", "last", "libre", "liber", "frei", "mobil",
    "muev", "muov", "beweg", "isol", "aislad", "chaud", "froid", "calient", "frio", "cald",
    "fredd", "quent", "heiss", "kalt",
    # The run.
    "simul", "solver", "solveur", "loser", "iterat", "time step", "pas de temps",
    "zeitschritt", "ignit", "igni", "zund", "laminar", "laminai", "steady", "transi",
    "stationa", "instation", "adiabat", "isoth", "symmetr", "simetr", "simmetr", "periodic",
    "periodi",
)
