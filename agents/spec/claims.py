"""``Claims``: the one record of which words of a prompt each reader has taken.

Why a ledger rather than a list of spans: the readers of a prompt share its words, and a
phrase read by one (the "0.1 m" of "Re based on a 0.1 m chord") must not be read again, or
reported as not understood, by a later one. With each span kept next to the reader that
claimed it, the order of the readers decides who owns a phrase, and a report can say from
which words, and by which reader, each requirement came.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Claim:
    """One span of the normalised prompt (``start`` to just before ``end``) and its reader."""

    start: int
    end: int
    reader: str

    def covers(self, position: int) -> bool:
        """Whether the character at ``position`` is inside this span."""
        return self.start <= position < self.end


class Claims:
    """The spans readers have claimed, in the order they claimed them.

    A span may be claimed twice (a material's words by its reader and again by the stated
    reader that is handed them); the first claim names its owner.
    """

    def __init__(self, claims: Iterable[Claim] = ()) -> None:
        self._claims: list[Claim] = list(claims)

    def claim(self, start: int, end: int, reader: str) -> None:
        """Record that ``reader`` read the characters ``start`` to ``end``."""
        self._claims.append(Claim(start, end, reader))

    def claim_all(self, spans: Iterable[tuple[int, int]], reader: str) -> None:
        """Record each ``(start, end)`` of ``spans`` as read by ``reader``."""
        for start, end in spans:
            self.claim(start, end, reader)

    def release(self, start: int, end: int) -> None:
        """Forget every claim of exactly ``start`` to ``end``: a reading given up (a relative
        value with no boundary to put it on) leaves its words to be reported."""
        self._claims = [claim for claim in self._claims
                        if (claim.start, claim.end) != (start, end)]

    def fork(self) -> Claims:
        """A copy to read into tentatively: a reading that may be redone (the value reader
        reads again once a free-stream speed is found) claims in a fork, and the fork kept
        is ``adopt``-ed, so the ledger holds one reading's claims, never two."""
        return Claims(self._claims)

    def adopt(self, fork: Claims) -> None:
        """Take the claims ``fork`` made since it was forked from this ledger (unchanged
        since)."""
        self._claims.extend(fork._claims[len(self._claims):])

    def is_free(self, start: int, end: int) -> bool:
        """Whether no claimed span overlaps the characters ``start`` to ``end``."""
        return not any(claim.start < end and start < claim.end for claim in self._claims)

    def owner(self, position: int) -> str | None:
        """The reader that first claimed the character at ``position``, if any did."""
        return next((claim.reader for claim in self._claims if claim.covers(position)), None)

    @property
    def spans(self) -> tuple[tuple[int, int], ...]:
        """Every claimed ``(start, end)``, in claim order (what the value readers skip)."""
        return tuple((claim.start, claim.end) for claim in self._claims)

    def __iter__(self) -> Iterator[Claim]:
        return iter(self._claims)

    def __len__(self) -> int:
        return len(self._claims)
