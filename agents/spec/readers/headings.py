"""The heading reader: the direction words give a size whose case entry is a field
(``foam_agent.agents.spec.values.headings``): "an applied magnetic field of 3 T across the
channel", "a transverse magnetic flux density of 0.5 T", "B of 2 T along y".

It claims nothing: it reads after the value readers and amends the properties they read with
the direction words said with each, so the editor can turn a size into the case's vector
(``foamcase.case.headings``) rather than refuse it as no number of a vector field. The words
looked at are those of the value's own sentence (across the lines a request is wrapped at)
between the numbers around it, so another value's direction in the same sentence is not taken.
"""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.phrases import NUMBER, sentences
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import PropertyValue, Requirements
from foam_agent.agents.spec.values.grounded import unwrapped
from foam_agent.agents.spec.values.headings import heading_in
from foam_agent.foamcase.case.vocabulary import Vocabulary, installation_vocabulary
from foam_agent.foamcase.lazy_pattern import lazy_regex

_NUMBER = lazy_regex(rf"(?<![\w.]){NUMBER}(?![\w]|\.\d)")


class HeadingsReader:
    """Gives each property held by a field of the installation the direction its words say.

    Args:
        vocabulary: The identifiers to read against; the installation's when None.
    """

    name = "headings"

    def __init__(self, vocabulary: Vocabulary | None = None) -> None:
        self._vocabulary = vocabulary

    def read(self, draft: Draft, claims: Claims) -> Draft:
        vocabulary = self._vocabulary if self._vocabulary is not None \
            else installation_vocabulary()
        fields = frozenset(vocabulary.fields)
        text = draft.text
        return draft.amended(lambda stated: with_headings(stated, text, fields))


def with_headings(stated: Requirements, text: str, fields: frozenset[str]) -> Requirements:
    """``stated`` with the direction words of each property that a field holds."""
    if not any(item.name in fields for item in stated.properties):
        return stated
    return replace(stated, properties=tuple(
        _headed(item, text) if item.name in fields and item.heading is None else item
        for item in stated.properties))


def _headed(item: PropertyValue, text: str) -> PropertyValue:
    """``item`` with the direction of the words around its source, if they give one."""
    start = text.find(item.source)
    if start < 0:
        return item
    end = start + len(item.source)
    # A request wrapped at a width is one sentence across its lines, as the value readers
    # read it: "a uniform 12 T field is applied\nacross the duct".
    sentence = next((span for span in sentences(unwrapped(text))
                     if span.start <= start < span.start + len(span.text)), None)
    if sentence is None:
        return item
    low, high = sentence.start, sentence.start + len(sentence.text)
    for match in _NUMBER.finditer(text, low, high):
        if match.end() <= start:
            low = match.end()
        elif match.start() >= end:
            high = match.start()
            break
    heading = heading_in(text[low:high])
    return item if heading is None else replace(item, heading=heading)
