"""The words of a tutorial for lexical retrieval, read from its own files.

Why: the embedded keys are short (MiniLM reads 256 word pieces), so most of what a tutorial's
files say never reaches the embedder: its patch names (``movingWall``, ``obstacle``,
``cylinder``, ``atmosphere``), the surfaces it meshes (``motorBike.obj``), the models and
fields it configures (``B0``, ``Maxwell``, ``sprayCloudProperties``), and the comments and
READMEs its authors wrote. Those are the words a request shares with the right tutorial when it
names neither solver nor tutorial ("a moving lid", "flow past an obstacle"). They are gathered
here once, when the index is built, as a bag of normalised words per case, and scored with
BM25 (:mod:`foam_agent.rag_index.bm25`).

Some fields count more than once: a word in the case's path or one of its patch or surface
names says what the case *is*; a keyword deep in ``fvSolution`` says little.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping

from foam_agent.rag_index.corpus import TutorialCase
from foam_agent.rag_index.text import split_identifiers, tokens

__all__ = ["BOILERPLATE", "REQUEST_SYNONYMS", "STOP_WORDS", "case_terms", "patch_names",
           "request_terms", "stem", "terms_of"]

#: Keywords every tutorial has (header, time control, generic schemes and solvers): they say
#: nothing about which case fits a prompt, and listing them would crowd out the ones that do.
_BOILERPLATE_WORDS = """
    FoamFile version format ascii binary class object location dictionary note
    application startFrom startTime stopAt endTime deltaT writeControl writeInterval purgeWrite
    writeFormat writePrecision writeCompression timeFormat timePrecision runTimeModifiable
    adjustTimeStep maxCo general latestTime timeStep runTime uncompressed off on yes no true
    false none default
    ddtSchemes gradSchemes divSchemes laplacianSchemes interpolationSchemes snGradSchemes
    fluxRequired wallDist method meshWave Gauss linear corrected uncorrected limited Euler
    steadyState bounded div grad laplacian interpolate
    solvers solver tolerance relTol smoother preconditioner nSweeps GAMG PCG PBiCG PBiCGStab
    smoothSolver DIC DILU GaussSeidel symGaussSeidel nCorrectors nNonOrthogonalCorrectors
    nOuterCorrectors relaxationFactors fields equations Final
    convertToMeters scale vertices blocks edges boundary faces patches hex simpleGrading
    mergePatchPairs defaultPatch type patch wall empty symmetryPlane inGroups
    dimensions internalField boundaryField uniform nonuniform value zeroGradient fixedValue
    calculated List scalar vector include includeEtc
"""
BOILERPLATE = frozenset(_BOILERPLATE_WORDS.split())
#: Repetitions of a word from the case's path (domain, solver, category, name).
PATH_WEIGHT = 3
#: Repetitions of a patch, region or surface name's words.
NAME_WEIGHT = 2
_STOP_WORDS = """
    a an the of in on at to for from by with and or not no is are be as it its this that
    these those into over under than then there their which what when where how use using
    used run case cases tutorial simulation simulate set setup file files model flow
    foam openfoam value values type uniform dimensions internal field boundary
"""
#: Words that carry no evidence in a request or a dictionary.
STOP_WORDS = frozenset(_STOP_WORDS.split())
#: Folders whose dictionaries describe the case (not the mesh points or the results).
_TEXT_FOLDERS = ("constant", "system", "0", "0.orig", "0.org")
#: Names of the files that describe a case in prose.
_PROSE_FILES = re.compile(r"(?:^|/)(?:README|readme|Readme)[^/]*$|\.(?:md|txt)$")
#: A dictionary entry that opens a sub-dictionary: in ``0/*`` and ``boundary`` files these are
#: the patch names.
_SUBDICT = re.compile(r"^[ \t]*\"?([A-Za-z_][\w.-]*)\"?[ \t]*\n?[ \t]*\{", re.MULTILINE)
#: The OpenFOAM banner at the top of each file: the same in every tutorial.
_BANNER = re.compile(r"/\*-+\*- C\+\+ -\*-+\*\\.*?\\\*-+\*/", re.DOTALL)
#: Word parts too short or too generic to say anything.
_MIN_WORD = 2


def stem(word: str) -> str:
    """Fold plurals and common endings so "walls", "wall" and "walled" meet."""
    for suffix, keep in (("ies", "y"), ("sses", "ss"), ("ing", ""), ("ed", ""), ("es", "e"),
                         ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4 and not word.endswith("ss"):
            return word[: len(word) - len(suffix)] + keep
    return word


def terms_of(text: str) -> list[str]:
    """The stemmed, meaningful words of a text (identifiers split, numbers dropped)."""
    return [stem(word) for word in tokens(text)
            if len(word) >= _MIN_WORD and not word.isdigit() and word not in STOP_WORDS]


#: A request's word (stemmed) → the words tutorials' files use for the same thing. Engineers
#: say a wall "slides", a duct "turns" or is "bent", a "motorcycle", a "resonator"; the files
#: say ``movingWall``, ``squareBend``, ``motorBike``, ``helmholtzResonance``. Only plain
#: synonyms, added to the request's words for BM25 (the tutorials' own bags are unchanged).
REQUEST_SYNONYMS: Mapping[str, tuple[str, ...]] = {
    "slide": ("moving",),
    "slid": ("moving",),
    "turn": ("bend",),
    "bent": ("bend",),
    "motorcycle": ("motor", "bike"),
    "resonator": ("resonance",),
}


def request_terms(text: str) -> list[str]:
    """A request's words for BM25: :func:`terms_of`, then the files' words for its synonyms
    (:data:`REQUEST_SYNONYMS`)."""
    words = terms_of(text)
    return words + [synonym for word in words for synonym in REQUEST_SYNONYMS.get(word, ())]


def _dictionary_words(text: str) -> str:
    """A dictionary's identifiers and comments, without the banner and boilerplate keywords."""
    text = _BANNER.sub(" ", text)
    return " ".join(word for word in re.findall(r"[A-Za-z_][\w]*", text)
                    if word not in BOILERPLATE)


def patch_names(files: Mapping[str, str]) -> list[str]:
    """Patch and region names: the sub-dictionaries of initial fields and mesh boundaries."""
    names: dict[str, None] = {}
    for path, text in files.items():
        top = path.split("/")[0]
        if (top == "0" or top.startswith("0.")) or path.endswith("polyMesh/boundary"):
            body = text.split("boundaryField", 1)[-1]
            for match in _SUBDICT.finditer(body):
                if not match.group(1).startswith("#"):
                    names.setdefault(match.group(1))
        elif path.endswith("blockMeshDict"):
            boundary = text.split("boundary", 1)[-1]
            for match in _SUBDICT.finditer(boundary):
                names.setdefault(match.group(1))
    return [name for name in names if name not in BOILERPLATE]


def case_terms(case: TutorialCase, description: str = "") -> Counter[str]:
    """The bag of words of one tutorial: path, patch and surface names, dictionaries, prose.

    Args:
        case: The tutorial as read from disk.
        description: Its solver's one-line description (from ``-help``).
    """
    bag: Counter[str] = Counter()
    bag.update(terms_of(split_identifiers(case.path.replace("/", " "))) * PATH_WEIGHT)
    surfaces = [path.split("/")[-1].split(".")[0] for path in case.tree
                if "triSurface/" in path or path.split(".")[-1] in ("stl", "obj", "eMesh")]
    bag.update(terms_of(" ".join([*patch_names(case.files), *surfaces])) * NAME_WEIGHT)
    bag.update(terms_of(description))
    for path, text in case.files.items():
        if "polyMesh/" in path and not path.endswith("boundary"):
            continue
        if _PROSE_FILES.search(path):
            bag.update(terms_of(text))
        elif path.split("/")[0] in _TEXT_FOLDERS:
            bag.update(terms_of(_dictionary_words(text)))
    if case.allrun:
        comments = " ".join(line.split("#", 1)[1] for line in case.allrun.splitlines()
                            if "#" in line and not line.lstrip().startswith("#!"))
        bag.update(terms_of(comments))
    return bag
