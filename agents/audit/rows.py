"""One line of the requirements audit: what the user asked, where it lives, whether it holds.

Why a type of its own: the audit is author-agnostic and is read by the CLI table, the run
record, the reviewers and the benchmark. Every producer of checks (values, turbulence,
geometry, mesh) returns these rows, so one table shows them all and nothing stated is dropped.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class AuditRow(BaseModel):
    """One requirement checked against the written (or run) case."""

    model_config = ConfigDict(frozen=True)

    requirement: str = Field(description="What is required, e.g. 'endTime', 'nu (from Re)'.")
    phrase: str = Field(description="The prompt's words the requirement came from.")
    expected: str = Field(description="The expected value in SI units, as printed.")
    file: str | None = Field(default=None, description="Case-relative file checked.")
    entry: str | None = Field(default=None, description="Key path in that file.")
    found: str | None = Field(default=None, description="What the file holds there.")
    met: bool
    note: str = Field(default="", description="Formula, mapping or why it is not met.")
    blocks_run: bool = Field(
        default=False,
        description="When unmet, the case is not run at all: no run could meet the row (a "
                    "setFields region that selects no cell sets nothing in the run).")
