"""Per-case limits on tokens, cost and wall time, checked before every model request.

Why before: a runaway case must stop before it spends, not after. The ledger estimates the
prompt tokens of the request about to be sent and refuses it when the total would pass a limit;
the refusal is an :class:`~foam_agent.agents.authors.base.AuthorError`, which the graph's nodes turn
into the solve's error, so the solve ends with everything done so far recorded.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from foam_agent.agents.authors.base import AuthorError

#: Characters per token assumed when estimating a request before it is sent. English prose
#: and OpenFOAM dictionaries run 3.5-4.5 characters per BPE token; the lower end keeps the
#: estimate on the safe side.
CHARS_PER_TOKEN = 3.5


class BudgetExceeded(AuthorError):
    """A model request was refused because it would pass a limit of the case.

    The message starts with ``budget:`` so the run record's stop reason says ``budget``.
    """


def estimate_tokens(text: str) -> int:
    """Prompt tokens ``text`` will cost, estimated from its length (no tokenizer needed)."""
    return math.ceil(len(text) / CHARS_PER_TOKEN)


@dataclass(frozen=True)
class Budget:
    """The limits of one case; ``None`` is unlimited."""

    max_tokens: int | None = None
    max_cost: float | None = None
    max_wall_s: float | None = None

    def check(self, *, tokens_used: int, estimate: int, cost_used: float | None,
              prompt_price: float | None, elapsed_s: float) -> None:
        """Refuse the next request when it would pass a limit.

        Args:
            tokens_used: Prompt and completion tokens spent so far in the case.
            estimate: Prompt tokens the next request is estimated to cost.
            cost_used: USD spent so far; None for an unpriced model.
            prompt_price: USD per prompt token of the model; None when unpriced.
            elapsed_s: Wall seconds since the case started.

        Raises:
            BudgetExceeded: Naming the limit and the numbers.
        """
        if self.max_wall_s is not None and elapsed_s >= self.max_wall_s:
            raise BudgetExceeded(f"budget: max_wall {self.max_wall_s:g} s reached "
                                 f"({elapsed_s:.1f} s elapsed)")
        if self.max_tokens is not None and tokens_used + estimate > self.max_tokens:
            raise BudgetExceeded(f"budget: max_tokens {self.max_tokens} would be exceeded "
                                 f"({tokens_used} used + about {estimate} for the next request)")
        if self.max_cost is None:
            return
        if cost_used is None or prompt_price is None:
            raise BudgetExceeded(f"budget: max_cost {self.max_cost:g} USD is set but the model "
                                 "has no price in configs/prices.yaml")
        next_cost = estimate * prompt_price
        if cost_used + next_cost > self.max_cost:
            raise BudgetExceeded(f"budget: max_cost {self.max_cost:g} USD would be exceeded "
                                 f"({cost_used:.4f} USD used + about {next_cost:.4f} USD for "
                                 "the next request)")
