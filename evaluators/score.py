"""Score one submission against one reference: every FoamBench metric plus the verdict.

``score_case`` is the one code path for both modes; the mode only changes the rules documented
in ``execution``, ``similarity``, ``rouge`` and ``nmse``. It never raises for a broken
submission (missing folder, binary or empty files, NaN fields, no results): each gives defined
scores and notes. Only an unusable *reference* raises ``ReferenceCaseError``, because then there
is nothing to score against.

A missing submission: ``strict`` scores 0 on every metric; ``upstream`` gives exec 0 and NMSE
9999 but no struct or file score, which drops the case from every batch mean, as upstream's
report merge does.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from foam_agent.evaluators.casedir import clear_parse_cache, read_control_dict
from foam_agent.evaluators.casefiles import case_refusal
from foam_agent.evaluators.constants import DEFAULT_FIELDS, FAILURE_NMSE, MODES, NMSE_PASS, Mode
from foam_agent.evaluators.execution import score_exec
from foam_agent.evaluators.fields import clear_reference_cache as clear_snapshot_cache
from foam_agent.evaluators.kernel import clear_weight_cache
from foam_agent.evaluators.nmse import FieldComparison, compare_fields, nmse_bucket
from foam_agent.evaluators.plot import plot_comparison
from foam_agent.evaluators.polymesh import clear_mesh_caches
from foam_agent.evaluators.report import CaseScore, MetricScore
from foam_agent.evaluators.rouge import clear_reference_cache as clear_text_cache
from foam_agent.evaluators.similarity import score_similarity
from foam_agent.evaluators.verdict import (
    check_convergence,
    check_mesh,
    check_structure,
    staged_verdict,
)

PathLike = str | os.PathLike[str]


def clear_caches() -> None:
    """Forget cached references, parsed dictionaries and meshes, prepared files and kernel
    weights.

    Scoring keeps them while the files are unchanged (they are keyed by modification time or
    by content), so this is only needed to bound memory in a long-lived process or to time a
    cold run.
    """
    clear_parse_cache()
    clear_snapshot_cache()
    clear_text_cache()
    clear_mesh_caches()
    clear_weight_cache()


class ReferenceCaseError(ValueError):
    """The reference case cannot be scored against (missing, no system/controlDict, or
    holding a link or a hard-linked file)."""


def _check_reference(ref: Path) -> None:
    """Raise ``ReferenceCaseError`` unless ``ref`` looks like an OpenFOAM case folder."""
    if not ref.exists():
        raise ReferenceCaseError(f"reference {ref} does not exist")
    if not ref.is_dir():
        raise ReferenceCaseError(f"reference {ref} is not a folder")
    if not (ref / "system" / "controlDict").is_file():
        raise ReferenceCaseError(f"reference {ref} has no system/controlDict")
    refusal = case_refusal(ref)
    if refusal is not None:
        raise ReferenceCaseError(f"reference {ref} is not read: {refusal}")


def _missing_submission(
    gen: Path, ref: Path, mode: Mode, fields: tuple[str, ...], why: str
) -> CaseScore:
    """The record of a submission folder that does not exist or is not read."""
    zero = MetricScore(0.0, why)
    dropped = MetricScore(None, f"{why}; upstream drops the case from every mean")
    shown = dropped if mode == "upstream" else zero
    return CaseScore(
        gen=os.fspath(gen),
        ref=os.fspath(ref),
        mode=mode,
        fields=fields,
        exec=zero,
        struct=shown,
        file=shown,
        nmse=FAILURE_NMSE,
        nmse_fields=(),
        nmse_score=0.0,
        success=0,
        ref_time=None,
        gen_time=None,
        verdict="f_struct",
        verdict_reason=why,
        notes=(why,),
    )


def _nmse_reason(comparison: FieldComparison) -> str:
    """One sentence explaining the NMSE score."""
    if comparison.mean is None:
        return "NMSE undefined: " + (comparison.notes[-1] if comparison.notes else "no field")
    parts = ", ".join(
        f"{f.field} {'undefined' if f.value is None else format(f.value, '.3g')}"
        for f in comparison.fields
    )
    return f"NMSE {comparison.mean:.3g} ({parts or 'no common field'}) is not below {NMSE_PASS}"


def score_case(
    gen: PathLike,
    ref: PathLike,
    *,
    mode: Mode = "strict",
    fields: Sequence[str] = DEFAULT_FIELDS,
    plot: PathLike | None = None,
    plot_field: str = "U",
) -> CaseScore:
    """Score submission ``gen`` against reference ``ref`` (both already run).

    Args:
        gen: The submission (generated) case folder; it may be missing or broken.
        ref: The reference case folder.
        mode: ``strict`` (default) or ``upstream``.
        fields: Fields for the NMSE.
        plot: When given, write the comparison picture there (a note says if it cannot be).
        plot_field: The field to draw.

    Raises:
        ReferenceCaseError: When the reference is not a usable case folder.
        ValueError: When ``mode`` is unknown or ``fields`` is empty.
    """
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")
    names = tuple(dict.fromkeys(fields))
    if not names:
        raise ValueError("no field to compare")
    gen_path, ref_path = Path(gen), Path(ref)
    _check_reference(ref_path)
    if not gen_path.is_dir():
        why = "submission does not exist" if not gen_path.exists() else "submission is not a folder"
        return _missing_submission(gen_path, ref_path, mode, names, f"{why}: {gen_path}")
    # Scoring reads the case through VTK and foamlib too, which follow links: a submission
    # with a link or a hard-linked file anywhere is a failure, not something to read.
    refusal = case_refusal(gen_path)
    if refusal is not None:
        return _missing_submission(gen_path, ref_path, mode, names,
                                   f"submission is not read: {refusal}")

    seconds: dict[str, float] = {}
    clock = time.perf_counter()

    def lap(step: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        seconds[step] = round(now - clock, 6)
        clock = now

    exec_score = score_exec(gen_path, mode)
    lap("exec")
    similarity = score_similarity(gen_path, ref_path, mode)
    lap("struct_file")
    comparison = compare_fields(gen_path, ref_path, names, mode)
    lap("nmse")

    notes = [*similarity.notes, *comparison.notes]
    nmse_score = nmse_bucket(comparison.mean)
    passed = comparison.mean is not None and comparison.mean < NMSE_PASS
    success = int(exec_score.value == 1.0 and passed)
    control = read_control_dict(gen_path)
    verdict, verdict_reason = staged_verdict(
        structure=check_structure(gen_path, ref_path, names),
        mesh=check_mesh(gen_path),
        exec_value=exec_score.value or 0.0,
        exec_reason=exec_score.explanation,
        convergence=check_convergence(gen_path, control, comparison.nonfinite),
        nmse_score=nmse_score,
        nmse_reason=_nmse_reason(comparison),
    )
    lap("verdict")
    if exec_score.value == 0.0:
        notes.insert(0, f"exec 0: {exec_score.explanation}")
    if plot is not None:
        try:
            plot_comparison(
                comparison,
                Path(plot),
                field=plot_field,
                title=f"{gen_path.name} vs {ref_path.name}",
            )
        except (ValueError, OSError) as exc:
            notes.append(f"no picture: {exc}")
        lap("plot")

    return CaseScore(
        gen=os.fspath(gen_path),
        ref=os.fspath(ref_path),
        mode=mode,
        fields=names,
        exec=exec_score,
        struct=similarity.struct,
        file=similarity.file,
        nmse=comparison.mean,
        nmse_fields=comparison.fields,
        nmse_score=nmse_score,
        success=success,
        ref_time=comparison.ref_time,
        gen_time=comparison.gen_time,
        verdict=verdict,
        verdict_reason=verdict_reason,
        notes=tuple(dict.fromkeys(notes)),
        seconds=seconds,
    )


def scorer(
    *, mode: Mode = "strict", fields: Sequence[str] = DEFAULT_FIELDS
) -> Callable[[PathLike, PathLike], CaseScore]:
    """Return a function scoring (submission, reference) pairs with these fixed options.

    The options are validated once here and recorded in every ``CaseScore`` it returns, so a
    batch cannot mix modes by accident.
    """
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")
    names = tuple(dict.fromkeys(fields))
    if not names:
        raise ValueError("no field to compare")

    def score(gen: PathLike, ref: PathLike) -> CaseScore:
        return score_case(gen, ref, mode=mode, fields=names)

    return score


def unscored(
    gen: PathLike, ref: PathLike, mode: Mode, fields: Sequence[str], why: str
) -> CaseScore:
    """The record of a pair that could not be scored at all (bad reference); never in means."""
    nothing = MetricScore(None, why)
    return CaseScore(
        gen=os.fspath(gen),
        ref=os.fspath(ref),
        mode=mode,
        fields=tuple(fields),
        exec=nothing,
        struct=nothing,
        file=nothing,
        nmse=None,
        nmse_fields=(),
        nmse_score=0.0,
        success=0,
        ref_time=None,
        gen_time=None,
        verdict=None,
        verdict_reason=why,
        notes=(why,),
        error=why,
    )
