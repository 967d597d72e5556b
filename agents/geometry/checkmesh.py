"""The mesh-quality gate: ``checkMesh``'s verdict, with its numbers, as a ``mesh_error``.

Why a gate after meshing: a generated or imported mesh can be valid enough for the solver to
start and still ruin the result (inverted cells, severe non-orthogonality, skewed faces). The
Allrun runs ``checkMesh`` right after the mesh is made, inside the same sandbox as the rest of
the case; this module reads its log. A failed check becomes one ``mesh_error`` line carrying the
numbers a reviewer acts on (refine, reduce grading), and audit rows the run record shows.
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.foamcase.hostile import read_case_text
from foam_agent.foamcase.lazy_pattern import lazy_regex

LOG = "log.checkMesh"
#: Largest checkMesh log read after a run: a real one is a few KiB; a bigger one (or a link,
#: which foamcase.hostile refuses) is no verdict, and the log collector reports it.
MAX_LOG_BYTES = 8 * 1024 * 1024
#: checkMesh's own limits (v1912 ``primitiveMeshCheck``): faces beyond 70° are "severely"
#: non-orthogonal, skewness above 4 fails the check.
NON_ORTHOGONALITY_LIMIT = 70.0
SKEWNESS_LIMIT = 4.0
_FLOAT = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_NON_ORTHO = lazy_regex(rf"non-orthogonality Max:\s*({_FLOAT})\s+average:\s*({_FLOAT})")
_SEVERE = lazy_regex(r"Number of severely non-orthogonal \(> [\d.]+ degrees\) faces:\s*(\d+)")
_SKEW = lazy_regex(rf"Max skewness = ({_FLOAT})")
_NEGATIVE = lazy_regex(rf"Minimum negative volume:\s*({_FLOAT}),\s*Number of negative volume "
                       r"cells:\s*(\d+)")
_FAILED = lazy_regex(r"Failed (\d+) mesh checks")
_CELLS = lazy_regex(r"^\s*cells:\s*(\d+)", re.MULTILINE)
_BOX = lazy_regex(rf"Overall domain bounding box \(({_FLOAT}) ({_FLOAT}) ({_FLOAT})\) "
                  rf"\(({_FLOAT}) ({_FLOAT}) ({_FLOAT})\)")


@dataclass(frozen=True)
class MeshQuality:
    """What ``checkMesh`` reported.

    Attributes:
        ok: ``Mesh OK.`` was printed and no check failed.
        failed_checks: How many checks failed.
        cells: The cell count.
        non_orthogonality: The largest face non-orthogonality in degrees.
        severely_non_orthogonal: Faces beyond 70°.
        skewness: The largest face skewness.
        negative_volumes: Cells with zero or negative volume.
        failures: checkMesh's ``***`` lines, as written.
        bounds: The mesh's bounding box (min, max).
        finished: checkMesh printed its verdict (it stops before one on a fatal error, often
            not the mesh's: an unreadable controlDict).
    """

    ok: bool
    failed_checks: int
    cells: int | None
    non_orthogonality: float | None
    severely_non_orthogonal: int
    skewness: float | None
    negative_volumes: int
    failures: tuple[str, ...]
    bounds: tuple[tuple[float, float, float], tuple[float, float, float]] | None
    finished: bool = True

    def mesh_error(self) -> str | None:
        """One line for the reviewer, with the numbers; ``None`` for a good mesh."""
        if self.ok:
            return None
        parts = [f"checkMesh failed {self.failed_checks} check(s)"]
        if self.negative_volumes:
            parts.append(f"{self.negative_volumes} cells with zero or negative volume")
        if self.non_orthogonality is not None and \
                self.non_orthogonality > NON_ORTHOGONALITY_LIMIT:
            parts.append(f"max non-orthogonality {self.non_orthogonality:g}° (limit "
                         f"{NON_ORTHOGONALITY_LIMIT:g}°, {self.severely_non_orthogonal} faces)")
        if self.skewness is not None and self.skewness > SKEWNESS_LIMIT:
            parts.append(f"max skewness {self.skewness:g} (limit {SKEWNESS_LIMIT:g})")
        parts.extend(line for line in self.failures
                     if not re.search(r"skewness|negative volume|non-orthogonal", line, re.I))
        return ("mesh_error: " + "; ".join(parts)
                + " — refine the mesh near the offending region or reduce the grading")

    def audit_rows(self) -> list[AuditRow]:
        """The gate as audit rows: one per quality measure checkMesh judges."""
        rows = [AuditRow(requirement="mesh passes checkMesh", phrase="(mesh-quality gate)",
                         expected="0 failed checks", file=LOG, entry="Failed N mesh checks",
                         found=str(self.failed_checks), met=self.ok,
                         note=self.mesh_error() or "Mesh OK")]
        if self.non_orthogonality is not None:
            rows.append(AuditRow(
                requirement="max non-orthogonality", phrase="(mesh-quality gate)",
                expected=f"<= {NON_ORTHOGONALITY_LIMIT:g} deg", file=LOG,
                entry="Mesh non-orthogonality Max", found=f"{self.non_orthogonality:g}",
                met=self.non_orthogonality <= NON_ORTHOGONALITY_LIMIT))
        if self.skewness is not None:
            rows.append(AuditRow(
                requirement="max skewness", phrase="(mesh-quality gate)",
                expected=f"<= {SKEWNESS_LIMIT:g}", file=LOG, entry="Max skewness",
                found=f"{self.skewness:g}", met=self.skewness <= SKEWNESS_LIMIT))
        rows.append(AuditRow(
            requirement="no negative-volume cells", phrase="(mesh-quality gate)", expected="0",
            file=LOG, entry="Number of negative volume cells", found=str(self.negative_volumes),
            met=self.negative_volumes == 0))
        return rows


def parse_check_mesh(log: str) -> MeshQuality:
    """Read a ``checkMesh`` log (its output, as ``runApplication`` saves it)."""
    ortho = _NON_ORTHO.search(log)
    severe = _SEVERE.search(log)
    skew = _SKEW.search(log)
    negative = _NEGATIVE.search(log)
    failed = _FAILED.search(log)
    cells = _CELLS.search(log)
    box = _BOX.search(log)
    failures = tuple(" ".join(line.strip().lstrip("*").split())
                     for line in log.splitlines() if line.strip().startswith("***"))
    failed_checks = int(failed.group(1)) if failed else len(failures)
    finished = "Mesh OK." in log or failed is not None
    return MeshQuality(
        ok="Mesh OK." in log and failed_checks == 0,
        failed_checks=failed_checks if finished else max(1, failed_checks),
        cells=int(cells.group(1)) if cells else None,
        non_orthogonality=float(ortho.group(1)) if ortho else None,
        severely_non_orthogonal=int(severe.group(1)) if severe else 0,
        skewness=float(skew.group(1)) if skew else None,
        negative_volumes=int(negative.group(2)) if negative else 0,
        failures=failures if finished else (*failures, "checkMesh did not finish"),
        bounds=((float(box.group(1)), float(box.group(2)), float(box.group(3))),
                (float(box.group(4)), float(box.group(5)), float(box.group(6))))
        if box else None,
        finished=finished,
    )


def mesh_quality(case_dir: Path) -> MeshQuality | None:
    """The verdict of the ``checkMesh`` the case's Allrun ran, or ``None`` if it ran none."""
    try:
        return parse_check_mesh(read_case_text(case_dir, LOG, MAX_LOG_BYTES))
    except OSError:
        return None


def run_check_mesh(case_dir: Path, *, project_dir: str = "/usr/share/openfoam",
                   timeout_s: float = 300) -> MeshQuality:
    """Run ``checkMesh`` on a meshed case now and read its verdict (the log is kept).

    For a mesh already in ``constant/polyMesh`` (an imported one) outside a solve; inside a
    solve the Allrun runs it in the sandbox.
    """
    env = {**os.environ, "WM_PROJECT_DIR": project_dir}
    done = subprocess.run(["checkMesh", "-case", str(case_dir)], capture_output=True,
                          text=True, env=env, timeout=timeout_s, check=False)
    output = done.stdout + done.stderr
    (case_dir / LOG).write_text(output)
    return parse_check_mesh(output)
