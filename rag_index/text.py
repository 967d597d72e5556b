"""Text normalisation shared by documents and queries.

Why: OpenFOAM names glue words together (``rhoCentralFoam``, ``BenardCells``, ``nozzleFlow2D``)
while people write them apart ("forward facing step", "Benard cells"). Splitting camelCase and
underscores the same way on both sides lets the embedder and the lexical boost see the same
words. Numeric literals are dropped because prompts are full of them (velocities, time steps)
and they only use up the embedder's 256-token window without saying which tutorial fits.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

__all__ = [
    "compact_tokens",
    "compound_splitter",
    "normalise",
    "request_words",
    "split_identifiers",
    "strip_comments",
    "tokens",
]

#: Word boundaries inside identifiers: aB, ABc (acronym then word), a1, and 1Ab.
_CAMEL_BOUNDARY = re.compile(
    r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Z][a-z])"
)
#: A stand-alone numeric literal (1, -0.5, 1e-05), not the "2" of "2d".
_NUMBER = re.compile(r"(?<![A-Za-z0-9.])[-+]?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?(?![A-Za-z0-9])")
_WORD = re.compile(r"[a-z0-9]+")
_BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_LINE_COMMENT = re.compile(r"//[^\n]*")


def split_identifiers(text: str) -> str:
    """Split camelCase, acronyms, letter/digit runs and underscores into separate words.

    >>> split_identifiers("rhoCentralFoam kOmegaSST wedge15Ma5 nozzleFlow2D p_rgh")
    'rho Central Foam k Omega SST wedge 15 Ma 5 nozzle Flow 2D p rgh'
    """
    return _CAMEL_BOUNDARY.sub(" ", text.replace("_", " "))


def normalise(text: str) -> str:
    """The form in which every document key and every query is embedded.

    Identifiers are split, text is lower-cased, numeric literals and the punctuation left
    around them are dropped, and whitespace is collapsed.

    >>> normalise("Use pisoFoam, U = (2.5 0 0) m/s; dt 1e-05.")
    'use piso foam, u m/s; dt'
    """
    text = _NUMBER.sub(" ", split_identifiers(text)).lower()
    return " ".join(chunk for chunk in text.split() if any(c.isalnum() for c in chunk))


def tokens(text: str) -> list[str]:
    """Lower-case alphanumeric words of the normalised text, for lexical matching.

    >>> tokens("lid-driven cavity, icoFoam")
    ['lid', 'driven', 'cavity', 'ico', 'foam']
    """
    return _WORD.findall(normalise(text))


def compact_tokens(text: str) -> list[str]:
    """Lower-case words *without* splitting identifiers: how a prompt names a program.

    >>> compact_tokens("use interFoam (or pisofoam) on pitzDaily")
    ['use', 'interfoam', 'or', 'pisofoam', 'on', 'pitzdaily']
    """
    return _WORD.findall(text.lower())


def request_words(text: str) -> set[str]:
    """A request's words, single and glued up to four ("create zero directory" also as
    "createzerodirectory"), with its compact tokens: the words every word table of a tutorial's
    physics is matched against, written glued so that "floating body" and "floatingbody" are
    one word.

    >>> sorted(request_words("a floating body"))
    ['a', 'afloating', 'afloatingbody', 'body', 'floating', 'floatingbody']
    """
    words = tokens(text)
    glued = {"".join(words[i:i + n]) for n in range(2, 5) for i in range(len(words) - n + 1)}
    return {*words, *compact_tokens(text), *glued}


def compound_splitter(names: Iterable[str]) -> Callable[[str], str]:
    """A function that splits known names written as one lower-case word in normalised text.

    Documents spell names in camelCase, which :func:`normalise` splits ("pitz daily"), but
    people often write them in one word ("pitzdaily", "interfoam"), which no rule can split.
    Given the index's names, the returned function rewrites those words as the documents
    have them, so query and document embed the same words.

    >>> split = compound_splitter(["pitzDaily", "interFoam", "cavity"])
    >>> split("ras pitzdaily with interfoam in a cavity")
    'ras pitz daily with inter foam in a cavity'
    """
    table = {}
    for name in names:
        words = tokens(name)
        if len(words) > 1:
            table["".join(words)] = " ".join(words)

    def split(text: str) -> str:
        return _WORD.sub(lambda match: table.get(match.group(0), match.group(0)), text)

    return split


def strip_comments(text: str) -> str:
    """Remove C/C++ comments from an OpenFOAM dictionary (the banner, ``//`` notes).

    >>> strip_comments("a 1; // note\\n/* block\\n */ b 2;")
    'a 1; \\n b 2;'
    """
    return _LINE_COMMENT.sub("", _BLOCK_COMMENT.sub("", text))
