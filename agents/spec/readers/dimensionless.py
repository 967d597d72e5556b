"""The dimensionless-number reader: Re, Ma, … with the lengths they are based on
(``foam_agent.agents.spec.dimensionless``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.dimensionless import (
    Dimensionless,
    SoundSpeed,
    read_dimensionless,
    read_sound_speed,
)
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import BoundaryValue, PropertyValue, Requirements


class DimensionlessReader:
    """Claims each number's own words ("Re = 100"); its length is the lengths reader's. Its
    amendment takes from the boundary values those the value reader read inside a number's
    words: "the Reynolds number based on the lid speed is 100" names the speed a Reynolds
    number is based on, it sets no speed of 100."""

    name = "dimensionless"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        numbers = read_dimensionless(draft.text)
        sound = read_sound_speed(draft.text)
        claims.claim_all(((number.start, number.end) for number in numbers), self.name)
        claims.claim_all((span for number in numbers for span in number.scale_spans), self.name)
        if sound is not None:
            claims.claim(sound.start, sound.end, self.name)
        draft = replace(draft, dimensionless=numbers)
        if not numbers and sound is None:
            return draft
        return draft.amended(partial(without_scales, numbers=numbers, sound=sound))


#: The fields a speed of sound's words hold values of that are its own: the speed, and the
#: gas's state it is given at ("1 m/s at T = 1 K" sets no temperature of a boundary).
_SOUND_FIELDS = frozenset({"U", "T", "p"})


def without_scales(requirements: Requirements, numbers: tuple[Dimensionless, ...],
                   sound: SoundSpeed | None = None) -> Requirements:
    """``requirements`` without the boundary values whose words lie inside a number's own (or
    hold them, with its value: "the lid speed so that Re … is 100" is no speed of 100), nor a
    speed, temperature or pressure read from the words of a speed of sound ("the speed of
    sound is 1 m/s at T = 1 K" sets no inlet speed nor a temperature: it is the fluid's, the
    property ``c`` when no Mach number scales it)."""
    phrases = [(" ".join(number.phrase.split()), number.value) for number in numbers]

    def scale(item: BoundaryValue) -> bool:
        words = " ".join(item.source.split())
        return any(words in phrase or (phrase in words and item.value == value)
                   for phrase, value in phrases) or (
            sound is not None and item.field in _SOUND_FIELDS
            and (sound.phrase in words or words in sound.phrase))

    kept = tuple(item for item in requirements.boundary_values if not scale(item))
    if sound is not None and not any(number.name == "Ma" for number in numbers):
        # With no Mach number to scale, a speed of sound is the fluid's property ``c``: a
        # liquid's compressibility follows from it (psi = 1/c^2, foamcase.catalog.derivations);
        # a case holding nothing it gives leaves it unmet, never silently dropped.
        requirements = replace(requirements, properties=(
            *requirements.properties, PropertyValue("c", sound.value, sound.phrase)))
    if len(kept) == len(requirements.boundary_values):
        return requirements
    return replace(requirements, boundary_values=kept)
