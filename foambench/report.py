"""Benchmark reports: the CFDLLMBench tables, and what they leave out, from the results store.

Why read only the store: a report must be reproducible from what was recorded, without solving
anything again (scoring again is :func:`foam_agent.foambench.harness.rescore`). Every number in the
Markdown is computed here from the store's rows, and the CSV files beside it hold the same
numbers at full precision.

What is written into ``RESULTS_DIR/report/``:

- Table 2 (CFDLLMBench): M_exec, M_struct, M_file, M_NMSE (the mean NMSE score: 1 below 0.1,
  0.5 below 0.3, else 0) and success per split × ablation × model, with a bootstrap 95 %
  interval of success that resamples tutorial *families*: cases derived from one tutorial are
  not independent, so resampling cases would make the interval too narrow.
- Success per family; pass@k over attempts (the unbiased estimator of Chen et al. 2021) with
  "solved at least once / every time" over the k attempts (FEM-Bench); tokens, cost, loops and
  time per attempt (CFDLLMBench Table 8); the failure taxonomy (CFDLLMBench Fig. 10 classes, from
  the run records); the staged-verdict funnel (at which stage the unsolved cases fail).
- A bar chart of success by ablation, and field images (reference, submission, difference) for
  a sample of cases: per family its first case, the first scored attempt, under each ablation
  and model.

Means are over *scored* attempts. An attempt whose reference does not run here (unscorable), an
attempt the harness could not carry through (error) and an unfinished one are counted in their
own columns and kept out of the means, as inspect_ai keeps unscored samples out of its metrics.
"""

from __future__ import annotations

import csv
import math
import os
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, get_args

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from foam_agent.agents.api import CASE_DIR_NAME, ErrorClass, draw_pictures
from foam_agent.evaluators import score_case
from foam_agent.evaluators.constants import VERDICTS, Mode
from foam_agent.foambench.results import ReferenceOutcome
from foam_agent.foambench.store import SCHEMA_VERSION, STORE_NAME, ResultsStore

#: The report's folder inside a results directory.
REPORT_DIR_NAME = "report"
#: Bootstrap resamples: enough for the 2.5/97.5 percentiles to settle to about ±0.01.
BOOTSTRAP_RESAMPLES = 2000
#: Fixed seed: the same store always gives the same intervals.
BOOTSTRAP_SEED = 20251122
#: Field images drawn by default; each costs a scoring pass and a plot (about a second).
FIELD_IMAGE_LIMIT = 32
#: Decimals of every rate in the Markdown tables.
DECIMALS = 3
#: Ablations in the order of CFDLLMBench Table 2 (the full agent first).
ABLATION_ORDER = ("rag+reviewer", "rag", "reviewer", "zero-shot")
#: The class of an unsolved attempt with no run to classify: the author wrote no case.
AUTHOR_ERROR = "author_error"
#: Failure classes: the taxonomy's, in its order, then ours.
FAILURE_CLASSES: tuple[str, ...] = (*get_args(ErrorClass), AUTHOR_ERROR)
#: Table 2's columns as printed (the cells of :meth:`MetricRow.cells`).
TABLE2_COLUMNS = ("split", "ablation", "model", "attempts", "scored", "unscorable", "errors",
                  "unfinished", "M_exec", "M_struct", "M_file", "M_NMSE", "success",
                  "success 95% CI", "requirements met")

Row = Mapping[str, Any]
GroupKey = tuple[str, str, str]


def fmt(value: float | None) -> str:
    """A rate as the report prints it: fixed decimals, ``–`` when there is none."""
    return "–" if value is None else f"{value:.{DECIMALS}f}"


def _mean(values: Iterable[Any]) -> float | None:
    present = [float(value) for value in values if value is not None]
    return sum(present) / len(present) if present else None


def pass_at_k(n: int, c: int, k: int) -> float:
    """Probability that at least one of ``k`` attempts drawn from ``n`` (``c`` correct) passes.

    The unbiased estimator ``1 − C(n−c, k) / C(n, k)`` (Chen et al. 2021).

    Raises:
        ValueError: Unless ``0 < k <= n`` and ``0 <= c <= n``.
    """
    if not 0 < k <= n or not 0 <= c <= n:
        raise ValueError(f"pass@k needs 0 < k <= n and 0 <= c <= n (n={n}, c={c}, k={k})")
    if n - c < k:
        return 1.0
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def bootstrap_interval(
    by_family: Mapping[str, Sequence[float]],
    *,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> tuple[float, float] | None:
    """95 % percentile interval of the pooled mean, resampling whole families.

    Each resample draws as many families as there are, with replacement, and pools all their
    values. One family gives a zero-width interval: there is nothing to resample.
    """
    groups = [np.asarray(values, dtype=float) for values in by_family.values() if len(values)]
    if not groups:
        return None
    sums = np.array([group.sum() for group in groups])
    sizes = np.array([group.size for group in groups])
    picks = np.random.default_rng(seed).integers(0, len(groups), size=(resamples, len(groups)))
    means = sums[picks].sum(axis=1) / sizes[picks].sum(axis=1)
    low, high = np.percentile(means, [2.5, 97.5])
    return float(low), float(high)


class _Order:
    """Stable orders: splits, families, cases and models as first met; ablations as Table 2."""

    def __init__(self, rows: Sequence[Row]) -> None:
        self.splits = list(dict.fromkeys(row["split"] for row in rows))
        self.models = list(dict.fromkeys(row["model"] for row in rows))
        self.families = list(dict.fromkeys(row["family"] for row in rows))

    @staticmethod
    def ablation(name: str) -> int:
        return ABLATION_ORDER.index(name) if name in ABLATION_ORDER else len(ABLATION_ORDER)

    def group(self, key: GroupKey) -> tuple[int, int, int]:
        split, ablation, model = key
        return self.splits.index(split), self.ablation(ablation), self.models.index(model)

    def variants(self, rows: Sequence[Row]) -> list[tuple[str, str]]:
        """The (ablation, model) pairs present, in report order."""
        pairs = {(row["ablation"], row["model"]) for row in rows}
        return sorted(pairs, key=lambda p: (self.ablation(p[0]), self.models.index(p[1])))


def _groups(rows: Sequence[Row]) -> dict[GroupKey, list[Row]]:
    """Rows by (split, ablation, model), in report order."""
    grouped: dict[GroupKey, list[Row]] = {}
    for row in rows:
        grouped.setdefault((row["split"], row["ablation"], row["model"]), []).append(row)
    order = _Order(rows)
    return {key: grouped[key] for key in sorted(grouped, key=order.group)}


def scored(rows: Iterable[Row]) -> list[Row]:
    """The attempts that count in the means: finished and scored in the means."""
    return [row for row in rows if row["status"] == "done" and row["in_means"]]


@dataclass(frozen=True)
class MetricRow:
    """One Table 2 row: counts, then means over the scored attempts."""

    split: str
    ablation: str
    model: str
    attempts: int
    scored: int
    unscorable: int
    errors: int
    unfinished: int
    exec: float | None
    struct: float | None
    file: float | None
    nmse_score: float | None
    success: float | None
    success_low: float | None
    success_high: float | None
    requirements_met: float | None = None

    def cells(self) -> list[str]:
        """The Markdown cells, in :data:`TABLE2_COLUMNS` order."""
        interval = "–" if self.success_low is None else \
            f"[{fmt(self.success_low)}, {fmt(self.success_high)}]"
        return [self.split, self.ablation, self.model, str(self.attempts), str(self.scored),
                str(self.unscorable), str(self.errors), str(self.unfinished), fmt(self.exec),
                fmt(self.struct), fmt(self.file), fmt(self.nmse_score), fmt(self.success),
                interval, fmt(self.requirements_met)]


def table2(rows: Sequence[Row]) -> list[MetricRow]:
    """CFDLLMBench Table 2 per split × ablation × model."""
    table = []
    for (split, ablation, model), members in _groups(rows).items():
        counted = scored(members)
        by_family: dict[str, list[float]] = {}
        for row in counted:
            by_family.setdefault(row["family"], []).append(float(row["success"]))
        interval = bootstrap_interval(by_family)
        table.append(MetricRow(
            split=split, ablation=ablation, model=model, attempts=len(members),
            scored=len(counted),
            unscorable=sum(1 for r in members if r["status"] == "done" and r["scorable"] == 0),
            errors=sum(1 for r in members if r["status"] == "error"),
            unfinished=sum(1 for r in members if r["status"] in ("pending", "running")),
            exec=_mean(r["exec"] for r in counted), struct=_mean(r["struct"] for r in counted),
            file=_mean(r["file"] for r in counted),
            nmse_score=_mean(r["nmse_score"] for r in counted),
            success=_mean(r["success"] for r in counted),
            success_low=interval[0] if interval else None,
            success_high=interval[1] if interval else None,
            requirements_met=_share_met(members)))
    return table


def _share_met(rows: Iterable[Row]) -> float | None:
    """The share of audited requirements met over the finished attempts (the audit is the
    agent's own check that the case does what the prompt asks, whatever the NMSE says)."""
    done = [row for row in rows if row["status"] == "done" and row.get("requirements")]
    total = sum(int(row["requirements"]) for row in done)
    return sum(int(row["requirements_met"] or 0) for row in done) / total if total else None


@dataclass(frozen=True)
class GroupRow:
    """The split × ablation × model a table row is about (its first three columns)."""

    split: str
    ablation: str
    model: str


@dataclass(frozen=True)
class FamilyRow:
    """Success of one tutorial family under one ablation and model."""

    family: str
    ablation: str
    model: str
    cases: int
    scored: int
    successes: int
    exec: float | None
    success: float | None


def family_table(rows: Sequence[Row]) -> list[FamilyRow]:
    """Per family × ablation × model: cases, scored attempts, successes and rates."""
    order = _Order(rows)
    grouped: dict[tuple[str, str, str], list[Row]] = {}
    for row in rows:
        grouped.setdefault((row["family"], row["ablation"], row["model"]), []).append(row)
    keys = sorted(grouped, key=lambda k: (order.families.index(k[0]), order.ablation(k[1]),
                                          order.models.index(k[2])))
    table = []
    for family, ablation, model in keys:
        members = grouped[(family, ablation, model)]
        counted = scored(members)
        table.append(FamilyRow(
            family=family, ablation=ablation, model=model,
            cases=len({row["case_id"] for row in members}), scored=len(counted),
            successes=sum(int(row["success"]) for row in counted),
            exec=_mean(row["exec"] for row in counted),
            success=_mean(row["success"] for row in counted)))
    return table


@dataclass(frozen=True)
class ConsistencyRow(GroupRow):
    """pass@k and consistency of one split × ablation × model.

    ``pass_at[k - 1]`` is pass@k for k = 1 … ``k``, the most scored attempts of any case.
    """
    cases: int
    k: int
    at_least_once: int
    every_time: int
    pass_at: tuple[float | None, ...]

    def pass_at_k(self, k: int) -> float | None:
        """pass@k, None beyond the attempts made."""
        return self.pass_at[k - 1] if 0 < k <= len(self.pass_at) else None

    def record(self) -> dict[str, Any]:
        """The CSV record: the counts, then one ``pass@k`` column per k."""
        counts = {name: value for name, value in asdict(self).items() if name != "pass_at"}
        return {**counts, **{f"pass@{k}": value for k, value in enumerate(self.pass_at, 1)}}


def consistency_table(rows: Sequence[Row]) -> list[ConsistencyRow]:
    """pass@k for k = 1 … the attempts made, and solved at least once / every time.

    pass@k averages the unbiased estimate over the cases with at least k scored attempts.
    """
    table = []
    for (split, ablation, model), members in _groups(rows).items():
        per_case: dict[str, list[int]] = {}
        for row in scored(members):
            per_case.setdefault(row["case_id"], []).append(int(row["success"]))
        most = max((len(values) for values in per_case.values()), default=0)
        pass_at = []
        for k in range(1, most + 1):
            eligible = [values for values in per_case.values() if len(values) >= k]
            pass_at.append(_mean(pass_at_k(len(v), sum(v), k) for v in eligible))
        table.append(ConsistencyRow(
            split=split, ablation=ablation, model=model, cases=len(per_case), k=most,
            at_least_once=sum(1 for values in per_case.values() if any(values)),
            every_time=sum(1 for values in per_case.values() if values and all(values)),
            pass_at=tuple(pass_at)))
    return table


@dataclass(frozen=True)
class CostRow(GroupRow):
    """Means per finished attempt of one split × ablation × model (None: no value to average)."""
    attempts: int
    prompt_tokens: float | None
    completion_tokens: float | None
    cost_usd: float | None
    unpriced: int
    loops: float | None
    runs: float | None
    seconds: float | None


def cost_table(rows: Sequence[Row]) -> list[CostRow]:
    """Mean tokens, cost, loops, runs and seconds per finished attempt (CFDLLMBench Table 8).

    ``cost_usd`` is None when an attempt's model has no price; the mean is then over the
    priced attempts and ``unpriced`` says how many were not.
    """
    table = []
    for (split, ablation, model), members in _groups(rows).items():
        done = [row for row in members if row["status"] == "done"]
        table.append(CostRow(
            split=split, ablation=ablation, model=model, attempts=len(done),
            prompt_tokens=_mean(row["prompt_tokens"] for row in done),
            completion_tokens=_mean(row["completion_tokens"] for row in done),
            cost_usd=_mean(row["cost_usd"] for row in done),
            unpriced=sum(1 for row in done if row["cost_usd"] is None),
            loops=_mean(row["loops"] for row in done),
            runs=_mean(row["runs"] for row in done),
            seconds=_mean(row["seconds"] for row in done),
        ))
    return table


@dataclass(frozen=True)
class TaxonomyRow(GroupRow):
    """Failure classes of one split × ablation × model: failure class → count, for the last
    run of each unsolved attempt (``final``) and for every failed run (``runs``)."""
    unsolved: int
    failed_runs: int
    final: dict[str, int]
    runs: dict[str, int]


def taxonomy_table(rows: Sequence[Row]) -> list[TaxonomyRow]:
    """Failure classes (CFDLLMBench Fig. 10) per split × ablation × model.

    ``final`` counts the class of the last run of each unsolved attempt; ``runs`` counts the
    class of every failed run, every loop included (what the reviewer had to fix).
    """
    table = []
    for (split, ablation, model), members in _groups(rows).items():
        done = [row for row in members if row["status"] == "done"]
        final = Counter(row["final_error_class"] for row in done
                        if row["solve_status"] != "solved")
        runs = Counter(kind for row in done for kind in (row["run_classes"] or [])
                       if kind != "success")
        table.append(TaxonomyRow(
            split=split, ablation=ablation, model=model, unsolved=sum(final.values()),
            failed_runs=sum(runs.values()),
            final={name: final.get(name, 0) for name in FAILURE_CLASSES},
            runs={name: runs.get(name, 0) for name in FAILURE_CLASSES}))
    return table


@dataclass(frozen=True)
class FunnelRow(GroupRow):
    """The staged verdict of one split × ablation × model: verdict → scored attempts that
    stopped there, and stage (without ``f_``) → attempts that got past it."""
    scored: int
    verdicts: dict[str, int]
    past: dict[str, int]


def funnel_table(rows: Sequence[Row]) -> list[FunnelRow]:
    """The staged verdict per split × ablation × model: where each scored attempt fails, and
    how many get past each stage."""
    table = []
    for (split, ablation, model), members in _groups(rows).items():
        verdicts = Counter(row["verdict"] for row in members
                           if row["status"] == "done" and row["scorable"])
        remaining = sum(verdicts.values())
        past = {}
        for stage in VERDICTS[:-1]:
            remaining -= verdicts.get(stage, 0)
            past[stage.removeprefix("f_")] = remaining
        table.append(FunnelRow(
            split=split, ablation=ablation, model=model, scored=sum(verdicts.values()),
            verdicts={stage: verdicts.get(stage, 0) for stage in VERDICTS}, past=past))
    return table


def problems(rows: Sequence[Row]) -> list[tuple[str, int]]:
    """Why attempts are unscorable or errors: each distinct reason and how many it hit."""
    reasons = Counter(
        f"error: {row['error']}" if row["status"] == "error" else f"unscorable: {row['reason']}"
        for row in rows
        if row["status"] == "error" or (row["status"] == "done" and row["scorable"] == 0))
    return reasons.most_common()


# -- files -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FieldImage:
    """One field image: which attempt it shows and where it is."""

    case_id: str
    ablation: str
    model: str
    attempt: int
    path: str
    nmse: float | None
    verdict: str | None
    residuals: str | None = None
    fields: str | None = None


@dataclass(frozen=True)
class Report:
    """What :func:`write_report` wrote, and the Table 2 rows."""

    out_dir: Path
    markdown: Path
    csv: tuple[Path, ...]
    chart: Path
    images: tuple[FieldImage, ...]
    table2: tuple[MetricRow, ...]
    counts: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form the CLI prints."""
        return {"out_dir": str(self.out_dir), "markdown": str(self.markdown),
                "csv": [str(path) for path in self.csv], "chart": str(self.chart),
                "images": [asdict(image) for image in self.images],
                "table2": [asdict(row) for row in self.table2], "counts": self.counts}


def _write_csv(path: Path, records: Sequence[Mapping[str, Any]]) -> Path:
    """Flatten nested dicts (``final.timeout``) and write one row per record."""
    flat = []
    for record in records:
        row: dict[str, Any] = {}
        for key, value in record.items():
            if isinstance(value, Mapping):
                row.update({f"{key}.{inner}": item for inner, item in value.items()})
            elif isinstance(value, list | tuple):
                row[key] = "|".join(str(item) for item in value)
            else:
                row[key] = value
        flat.append(row)
    columns = list(dict.fromkeys(key for row in flat for key in row)) or ["empty"]
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        writer.writerows(flat)
    return path


#: Columns of ``attempts.csv``: the store's row of each attempt, flattened.
ATTEMPT_COLUMNS = (
    "case_id", "family", "split", "model", "ablation", "attempt", "status", "tries",
    "solve_status", "stop_reason", "loops", "runs", "prompt_tokens", "completion_tokens",
    "cost_usd", "seconds", "final_error_class", "error_classes", "run_classes",
    "requirements", "requirements_met", "scorable",
    "in_means", "exec", "struct", "file", "nmse", "nmse_score", "success", "verdict", "reason",
    "output_dir", "error",
)


def _markdown_table(header: Sequence[str], body: Iterable[Sequence[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cells) + " |" for cells in body]
    return lines


def _chart(table: Sequence[MetricRow], path: Path) -> Path:
    """Bars of success per ablation, one bar per (model, split), bootstrap intervals drawn."""
    ablations = list(dict.fromkeys(row.ablation for row in table))
    series = list(dict.fromkeys((row.model, row.split) for row in table))
    figure = Figure(figsize=(max(5.0, 1.8 * len(ablations) + 2), 4.0), layout="constrained")
    FigureCanvasAgg(figure)
    ax = figure.subplots()
    width = 0.8 / max(1, len(series))
    for index, (model, split) in enumerate(series):
        chosen = {row.ablation: row for row in table if (row.model, row.split) == (model, split)}
        xs: list[float] = []
        heights: list[float] = []
        errors: tuple[list[float], list[float]] = ([], [])
        for position, ablation in enumerate(ablations):
            row = chosen.get(ablation)
            if row is None or row.success is None:
                continue
            xs.append(position - 0.4 + width * (index + 0.5))
            heights.append(row.success)
            low = row.success_low if row.success_low is not None else row.success
            high = row.success_high if row.success_high is not None else row.success
            errors[0].append(max(0.0, row.success - low))
            errors[1].append(max(0.0, high - row.success))
        label = model if len({s for _, s in series}) == 1 else f"{model} · {split}"
        bars = ax.bar(xs, heights, width=width, yerr=errors, capsize=4, label=label)
        ax.bar_label(bars, labels=[fmt(h) for h in heights], label_type="center",
                     color="white", fontsize=8)
    ax.set_xticks(range(len(ablations)), ablations)
    ax.set_ylim(0, 1.1)
    ax.set_ylabel("success rate (95 % CI, families resampled)")
    ax.set_title("FoamBench success by ablation")
    ax.legend(loc="upper right", fontsize=8)
    figure.savefig(path, dpi=120)
    return path


def _sample_for_images(rows: Sequence[Row], limit: int) -> list[Row]:
    """Per family one case, drawn under every ablation × model (its first scored attempt).

    The case is the family's first that some ablation or model gets wrong, else its first
    case: a picture of a failure says more than one of a pass, and one case per family keeps
    the pictures comparable across ablations.
    """
    usable = [row for row in rows if row["status"] == "done" and row["scorable"]]
    first: dict[str, str] = {}
    failing: dict[str, str] = {}
    for row in usable:
        first.setdefault(row["family"], row["case_id"])
        if not row["success"]:
            failing.setdefault(row["family"], row["case_id"])
    chosen_case = {family: failing.get(family, case) for family, case in first.items()}
    picked: dict[tuple[str, str, str], Row] = {}
    for row in usable:
        if row["case_id"] == chosen_case[row["family"]]:
            picked.setdefault((row["case_id"], row["ablation"], row["model"]), row)
    order = _Order(rows)
    return sorted(picked.values(), key=lambda r: (
        order.families.index(r["family"]), order.ablation(r["ablation"]),
        order.models.index(r["model"])))[:limit]


def _draw_images(rows: Sequence[Row], references: Mapping[str, ReferenceOutcome], folder: Path,
                 mode: Mode, limit: int) -> list[FieldImage]:
    images = []
    for row in _sample_for_images(rows, limit):
        reference = references.get(row["case_id"])
        if reference is None:
            continue
        name = "__".join(part.replace("/", "_").replace(":", "-") for part in
                         (row["case_id"], row["ablation"], row["model"])) + \
            f"__{row['attempt']}.png"
        target = folder / name
        try:
            result = score_case(Path(row["output_dir"]) / CASE_DIR_NAME, reference.case_dir,
                                mode=mode, plot=target)
        except (ValueError, OSError):
            continue
        if target.is_file():
            drawn = draw_pictures(Path(row["output_dir"]) / CASE_DIR_NAME).paths()
            images.append(FieldImage(row["case_id"], row["ablation"], row["model"],
                                     row["attempt"], str(target), result.nmse, result.verdict,
                                     residuals=drawn["residuals"], fields=drawn["fields"]))
    return images


def _markdown(*, results_dir: Path, mode: Mode, rows: Sequence[Row],
              references: Mapping[str, ReferenceOutcome], table: Sequence[MetricRow],
              families: Sequence[FamilyRow], consistency: Sequence[ConsistencyRow],
              costs: Sequence[CostRow], taxonomy: Sequence[TaxonomyRow],
              funnel: Sequence[FunnelRow], images: Sequence[FieldImage],
              chart: Path, out_dir: Path, counts: Mapping[str, int]) -> str:
    states = ", ".join(f"{counts.get(state, 0)} {state}" for state in
                       ("done", "error", "running", "pending"))
    runnable = sum(1 for ref in references.values() if ref.status == "success")
    lines = [
        f"# FoamBench report: {results_dir.name}",
        "",
        f"From `{results_dir / STORE_NAME}` (schema {SCHEMA_VERSION}), scored in `{mode}` mode, "
        f"written {datetime.now(UTC).isoformat(timespec='seconds')}. {len(rows)} attempt(s): "
        f"{states}. References: {runnable} of {len(references)} run here.",
        "",
        "## Table 2: metrics per split × ablation × model",
        "",
        "Means over the scored attempts; unscorable (the reference does not run here), error "
        "(the harness could not finish the attempt) and unfinished attempts are counted, not "
        f"averaged. M_NMSE is the mean NMSE score (1 / 0.5 / 0). The interval is a bootstrap "
        f"over tutorial families ({BOOTSTRAP_RESAMPLES} resamples, seed {BOOTSTRAP_SEED}).",
        "",
        *_markdown_table(TABLE2_COLUMNS, (row.cells() for row in table)),
        "",
        "## Success per family",
        "",
        "Successes / scored attempts, per ablation and model.",
        "",
    ]
    order = _Order(rows)
    variants = order.variants(rows)
    by_family = {(e.family, e.ablation, e.model): e for e in families}
    family_rows = []
    for family in order.families:
        cells = [family, str(max(e.cases for e in families if e.family == family))]
        for ablation, model in variants:
            entry = by_family.get((family, ablation, model))
            cells.append("–" if entry is None or not entry.scored else
                         f"{entry.successes}/{entry.scored} ({fmt(entry.success)})")
        family_rows.append(cells)
    models = {model for _, model in variants}
    headers = [a if len(models) == 1 else f"{a} · {m}" for a, m in variants]
    lines += _markdown_table(["family", "cases", *headers], family_rows)
    most = max((entry.k for entry in consistency), default=0)
    ks = range(1, most + 1)
    lines += ["", "## pass@k and consistency over attempts", "",
              "pass@k: the unbiased estimator, averaged over cases with at least k scored "
              "attempts. Solved at least once / every time: cases out of those scored.", ""]
    lines += _markdown_table(
        ["split", "ablation", "model", "cases", "k", *(f"pass@{k}" for k in ks),
         "solved at least once", "solved every time"],
        ([e.split, e.ablation, e.model, str(e.cases), str(e.k),
          *(fmt(e.pass_at_k(k)) for k in ks), f"{e.at_least_once}/{e.cases}",
          f"{e.every_time}/{e.cases}"] for e in consistency))
    lines += ["", "## Tokens, cost, loops and time per attempt (Table 8)", "",
              "Means per finished attempt; `runs.csv` has them per attempt.", ""]
    lines += _markdown_table(
        ["split", "ablation", "model", "attempts", "prompt tokens", "completion tokens",
         "cost USD", "loops", "runs", "seconds"],
        ([e.split, e.ablation, e.model, str(e.attempts),
          _number(e.prompt_tokens, ".0f"), _number(e.completion_tokens, ".0f"),
          _number(e.cost_usd, ".4f") + (f" ({e.unpriced} unpriced)" if e.unpriced else ""),
          _number(e.loops, ".2f"), _number(e.runs, ".2f"), _number(e.seconds, ".1f")]
         for e in costs))
    lines += ["", "## Failure taxonomy (CFDLLMBench Fig. 10)", "",
              "Class of the last run of each unsolved attempt (`author_error`: no case was "
              "written). In brackets: failed runs of that class over every loop.", ""]
    lines += _markdown_table(
        ["split", "ablation", "model", "unsolved", *FAILURE_CLASSES],
        ([e.split, e.ablation, e.model, f"{e.unsolved} ({e.failed_runs})",
          *(f"{e.final[name]} ({e.runs[name]})" for name in FAILURE_CLASSES)]
         for e in taxonomy))
    lines += ["", "## Staged verdict funnel", "",
              "First stage each scored attempt fails (`pass`: none); in brackets, how many got "
              "past that stage.", ""]
    stages = list(VERDICTS)
    lines += _markdown_table(
        ["split", "ablation", "model", "scored", *stages],
        ([e.split, e.ablation, e.model, str(e.scored),
          *(f"{e.verdicts[stage]}" + (f" ({e.past[stage.removeprefix('f_')]})"
                                      if stage != "pass" else "") for stage in stages)]
         for e in funnel))
    issues = problems(rows)
    if issues:
        lines += ["", "## Unscorable and errored attempts", ""]
        lines += [f"- {count} × {reason}" for reason, count in issues]
    lines += ["", "## Figures", "",
              f"![success by ablation]({os.path.relpath(chart, out_dir)})", ""]
    if images:
        lines += ["Field images (reference | submission | difference, on the reference's "
                  "mid-plane):", ""]
        lines += [f"- `{image.case_id}` {image.ablation} {image.model} #{image.attempt}, "
                  f"verdict {image.verdict}, NMSE {_number(image.nmse, '.3g')}: "
                  f"[{Path(image.path).name}]({os.path.relpath(image.path, out_dir)})"
                  for image in images]
        lines += ["", "The submissions' own pictures (fields on the mid-plane, residuals):", ""]
        for image in images:
            shown = [f"![{name} {image.case_id}]({os.path.relpath(path, out_dir)})"
                     for name, path in (("fields", image.fields), ("residuals", image.residuals))
                     if path]
            if shown:
                lines += [f"`{image.case_id}` {image.ablation} {image.model} #{image.attempt}:",
                          "", *shown, ""]
    return "\n".join(lines) + "\n"


def _number(value: float | None, spec: str) -> str:
    """``value`` in format ``spec`` (``.2f``, ``.3g``), ``–`` when there is none."""
    return "–" if value is None else format(value, spec)


def write_report(
    results_dir: str | os.PathLike[str],
    *,
    mode: Mode = "strict",
    out_dir: str | os.PathLike[str] | None = None,
    field_images: int = FIELD_IMAGE_LIMIT,
) -> Report:
    """Write the Markdown report, its CSV tables and figures for a results directory.

    Attempts without a score in ``mode`` count as unscorable until scored
    (:func:`foam_agent.foambench.harness.rescore` scores them).

    Args:
        results_dir: A results directory written by
        :func:`foam_agent.foambench.harness.run_benchmark`.
        mode: Which scores to report (``strict`` or ``upstream``).
        out_dir: Where to write (default ``RESULTS_DIR/report``).
        field_images: Most field images to draw; 0 draws none.

    Raises:
        foam_agent.foambench.store.StoreError: No results store there.
    """
    root = Path(results_dir).expanduser().resolve()
    with ResultsStore.open(root, create=False) as store:
        rows = [{**row, "scorable": row["scorable"] or 0, "in_means": row["in_means"] or 0,
                 "reason": row["reason"] if row["scorable"] is not None else
                 f"no {mode} score yet"} for row in store.scored_attempts(mode)]
        references = store.references()
    folder = Path(out_dir) if out_dir is not None else root / REPORT_DIR_NAME
    (folder / "fields").mkdir(parents=True, exist_ok=True)
    for stale in (folder / "fields").glob("*.png"):
        stale.unlink()
    table = table2(rows)
    families = family_table(rows)
    consistency = consistency_table(rows)
    costs = cost_table(rows)
    taxonomy = taxonomy_table(rows)
    funnel = funnel_table(rows)
    counts = dict(Counter(row["status"] for row in rows))
    chart = _chart(table, folder / "success_by_ablation.png")
    images = _draw_images(rows, references, folder / "fields", mode, field_images)
    csv_paths = (
        _write_csv(folder / "table2.csv", [asdict(row) for row in table]),
        _write_csv(folder / "families.csv", [asdict(row) for row in families]),
        _write_csv(folder / "pass_at_k.csv", [row.record() for row in consistency]),
        _write_csv(folder / "costs.csv", [asdict(row) for row in costs]),
        _write_csv(folder / "taxonomy.csv", [asdict(row) for row in taxonomy]),
        _write_csv(folder / "funnel.csv", [asdict(row) for row in funnel]),
        _write_csv(folder / "runs.csv",
                   [{column: row.get(column) for column in ATTEMPT_COLUMNS} for row in rows]),
    )
    markdown = folder / "report.md"
    markdown.write_text(_markdown(
        results_dir=root, mode=mode, rows=rows, references=references, table=table,
        families=families, consistency=consistency, costs=costs, taxonomy=taxonomy,
        funnel=funnel, images=images, chart=chart, out_dir=folder, counts=counts),
        encoding="utf-8")
    return Report(out_dir=folder, markdown=markdown, csv=csv_paths, chart=chart,
                  images=tuple(images), table2=tuple(table), counts=counts)
