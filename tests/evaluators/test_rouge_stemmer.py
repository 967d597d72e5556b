"""The ROUGE stemmer loads without nltk's package and stems exactly as nltk does."""

from __future__ import annotations

import subprocess
import sys

#: Words across Porter's rules (plurals, -ational, -ization, -fulness, -ing, -ly) and
#: OpenFOAM vocabulary.
WORDS = ("caresses", "ponies", "relational", "conditional", "generalization", "hopefulness",
         "running", "happily", "dimensions", "boundaryField", "internalField", "uniform",
         "nonuniform", "zeroGradient", "fixedValue", "movingWall", "frontAndBack",
         "transportProperties", "generalised", "cells", "faces")

_CHECK = f"""
import sys
from foam_agent.evaluators import rouge
light = [rouge._STEMMER.stem(word) for word in {list(WORDS)!r}]
assert not [name for name in sys.modules if name == "nltk" or name.startswith("nltk.")]
import nltk
from nltk.stem.porter import PorterStemmer
full = [PorterStemmer().stem(word) for word in {list(WORDS)!r}]
assert hasattr(nltk, "word_tokenize"), "the real nltk package must still import afterwards"
print(light == full, light)
"""


def test_stemmer_loads_without_nltk_package_and_matches_nltk() -> None:
    done = subprocess.run([sys.executable, "-c", _CHECK], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("True "), done.stdout
