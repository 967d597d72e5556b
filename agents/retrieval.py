"""The retriever the graph uses: ``rag_index`` over the runner's own installation.

Why an adapter: ``rag_index`` stands alone and knows nothing of runners, authors or the
requirement spec; this module wires the installation's facts (tutorials, dialect, ``-help``
texts) into it, turns the spec's :class:`~foam_agent.agents.spec.regime.Regime` into the index's own
:class:`~foam_agent.rag_index.QueryFacets`, and turns its hits into the
:class:`~foam_agent.agents.authors.base.Reference` objects authors read, each with the explanation
of its rank.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from pathlib import Path

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.openfoam.command_help import collect_command_help
from foam_agent.agents.spec.domain_shape import outline_change, square_domain
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.regime import Regime
from foam_agent.rag_index import QueryFacets, RagIndex, default_index_dir, ensure_index

#: The facets of :class:`~foam_agent.rag_index.QueryFacets` read from the spec's geometry and
#: values rather than its regime.
SPEC_FACETS = frozenset({"square", "cut"})


def query_facets(regime: Regime, spec: CaseSpec | None = None) -> QueryFacets:
    """The index's facets for a regime: the one place the spec's regime becomes the index's
    :class:`~foam_agent.rag_index.QueryFacets` (rag_index may import nothing of the agent's).

    Every regime field of ``QueryFacets`` is copied from the regime's field of the same name, so
    a facet added to both needs no change here. Only what the prompt's words state is passed: a
    field whose only evidence is the solver's name (``simpleFoam`` is steady) says nothing the
    lexical match on that name does not already say, and for another dialect's solver
    (``buoyantFoam``) it is a guess. The solver itself is passed as read. With the whole spec,
    what it understood of the domain's shape is passed too (a square domain:
    :func:`~foam_agent.agents.spec.domain_shape.square_domain`; an outline with a part cut away
    or added: :func:`~foam_agent.agents.spec.domain_shape.outline_change`), so retrieval does
    not read the words again.
    """
    solver_spans = {(f.start, f.end) for f in regime.facets if f.facet == "solver"}
    stated = {f.facet for f in regime.facets if (f.start, f.end) not in solver_spans}
    square = square_domain(spec) if spec is not None else None
    return QueryFacets(
        **{name: getattr(regime, name) if name == "solver" or name in stated else None
           for name in (item.name for item in fields(QueryFacets)) if name not in SPEC_FACETS},
        square=square.value if square is not None else None,
        cut=True if spec is not None and outline_change(spec) is not None else None,
    )


class IndexRetriever:
    """Nearest tutorial cases for a prompt, with their files."""

    def __init__(self, index: RagIndex) -> None:
        self.index = index

    @classmethod
    def for_installation(
        cls,
        installation: Installation,
        *,
        index_dir: str | Path | None = None,
        tutorials_dir: str | Path | None = None,
        progress: Callable[[str, int, int], None] | None = None,
    ) -> IndexRetriever:
        """Open the installation's index, building it first if it is missing or stale.

        Args:
            installation: Whose tutorials and dialect the index must match.
            index_dir: Where the index lives (default
                ``~/.cache/foam-agent/index/<dialect>/keys-<version>``).
            tutorials_dir: A host copy of the tutorials when the installation's own path is
                not readable here (an image's tutorials copied out).
            progress: Called as ``progress(stage, done, total)`` while a build runs (stages
                ``read``, ``help``, ``embed``), never when the index is fresh: a first solve
                can say that it is building the index instead of looking stuck.

        Raises:
            RuntimeError: The installation has no tutorials to build from.
        """
        tutorials = tutorials_dir or installation.tutorials_dir
        if not tutorials:
            raise RuntimeError(
                f"the {installation.dialect} installation has no tutorials to index "
                "(on Debian: apt-get install openfoam-examples)"
            )
        ready = ensure_index(
            tutorials,
            index_dir or default_index_dir(installation.dialect),
            dialect=installation.dialect,
            version=installation.version,
            command_help=lambda: collect_command_help(
                installation,
                progress=None if progress is None else (
                    lambda done, total: progress("help", done, total)),
            ).texts,
            progress=progress,
        )
        return cls(ready.index)

    def regime(self, prompt: str) -> Regime:
        """The prompt's regime as the solve reads it (the one parse of the request: the words,
        then what its Reynolds number implies for its geometry), its solver named as this
        index's tutorials run it.

        Why the whole parse and not the regime reader alone: ``solve`` ranks with the
        spec's regime; ``index query`` and the retrieval benchmark must rank the same way,
        or they measure a ranking no solve uses.
        """
        return parse_spec(prompt, solvers={case.solver for case in self.index.cases()}).regime

    def facets(self, prompt: str) -> QueryFacets:
        """The facets a solve ranks this prompt with (its one parse: the regime and what it
        understood of the domain), for ``index query`` and the retrieval benchmark."""
        spec = parse_spec(prompt, solvers={case.solver for case in self.index.cases()})
        return query_facets(spec.regime, spec)

    def retrieve(self, prompt: str, k: int, *, regime: Regime | None = None,
                 spec: CaseSpec | None = None) -> list[Reference]:
        """The ``k`` nearest tutorial cases, best first, each with its files, its Allrun and
        why it ranks where it does.

        Args:
            prompt: The user's request.
            k: How many cases.
            regime: The physics the request states (the requirement spec's); read from the
                prompt when None.
            spec: The whole requirement spec, when the caller has it: its regime (unless
                ``regime`` is given) and what it understood of the domain rank the cases.
        """
        if regime is not None:
            facets = query_facets(regime, spec)
        elif spec is not None:
            facets = query_facets(spec.regime, spec)
        else:
            facets = self.facets(prompt)
        return [
            Reference(
                case=hit.case,
                solver=hit.solver,
                domain=hit.domain,
                score=hit.score,
                files=self.index.case_files(hit.case),
                allrun=self.index.case_allrun(hit.case),
                explanation=hit.explain(),
                named=hit.named,
            )
            for hit in self.index.nearest_cases(prompt, k=k, facets=facets)
        ]
