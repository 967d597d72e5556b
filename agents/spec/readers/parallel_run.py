"""The parallel-run reader: the ranks a request asks the run split into
(``foam_agent.agents.spec.parallel_run``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.parallel_run import read_parallel_run
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements


class ParallelRunReader:
    """Claims nothing (a count of cores is never a flow's value, and the budget reader keeps
    it as a note too); its amendment adds the ranks asked for."""

    name = "parallel run"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        asked = read_parallel_run(draft.text)
        if asked is None:
            return draft

        def amend(stated: Requirements) -> Requirements:
            return replace(stated, ranks=asked)

        return draft.amended(amend)
