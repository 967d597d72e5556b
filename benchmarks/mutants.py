"""Which physically wrong cavity answers does the FoamBench NMSE threshold let through?

After FEM-Bench: from the cavity tutorial (the reference) make mutants that are wrong on
purpose — viscosity ×10, lid velocity ×2, moving wall set to no-slip, deltaT ×20 with the same
endTime — run them, and score each against the reference with the default fields (U, p) and
with U alone. A mutant whose verdict is ``pass`` is a wrong answer the 10 % threshold accepts.
The identical rerun and a lid ×1.5 are included as anchors.

Usage (from the repository root)::

    PYTHONPATH=. .venv/bin/python benchmarks/mutants.py [--workdir DIR]

Prints a Markdown table (for BENCHMARKS.md) and then one JSON object with every number.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from cavity_cases import CavityVariant, make_cavity, run_case

from foam_agent.evaluators import CaseScore, score_case

#: name → (what was changed, the variant).
MUTANTS: dict[str, tuple[str, CavityVariant]] = {
    "rerun": ("nothing (identical rerun)", CavityVariant()),
    "lid_x1.5": ("lid velocity 1 → 1.5 m/s", CavityVariant(lid_speed=1.5)),
    "viscosity_x10": ("ν 0.01 → 0.1 m²/s", CavityVariant(nu=0.1)),
    "lid_x2": ("lid velocity 1 → 2 m/s", CavityVariant(lid_speed=2.0)),
    "lid_no_slip": ("moving wall → noSlip", CavityVariant(lid_no_slip=True)),
    "deltaT_x20": ("deltaT 0.005 → 0.1 (Co ≈ 20)", CavityVariant(delta_t=0.1, write_interval=1)),
}

#: The field sets scored: FoamBench's default (U and p exist here) and velocity alone.
FIELD_SETS = (("U", "p"), ("U",))


def _cell(result: CaseScore, name: str) -> str:
    """NMSE of one field formatted for the table."""
    value = next((f.value for f in result.nmse_fields if f.field == name), None)
    return "—" if value is None else f"{value:.3g}"


def main() -> int:
    """Build, run and score the mutants; print the table and the JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, help="where to build the cases (default: temp)")
    args = parser.parse_args()
    records = []
    rows = [
        "| mutant | change | NMSE U | NMSE p | mean (U,p) | score (U,p) | verdict (U,p) "
        "| score (U alone) | verdict (U alone) | upstream exec, success |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory(prefix="mutants_") as scratch:
        workdir = args.workdir or Path(scratch)
        workdir.mkdir(parents=True, exist_ok=True)
        reference = make_cavity(workdir / "reference")
        if not run_case(reference):
            raise RuntimeError("the reference cavity failed to run")
        for name, (change, variant) in MUTANTS.items():
            case = make_cavity(workdir / name, variant)
            ran = run_case(case)
            both, alone = (score_case(case, reference, fields=f) for f in FIELD_SETS)
            upstream = score_case(case, reference, mode="upstream")
            rows.append(
                f"| {name} | {change} | {_cell(both, 'U')} | {_cell(both, 'p')} "
                f"| {both.nmse:.3g} | {both.nmse_score:g} | {both.verdict} "
                f"| {alone.nmse_score:g} | {alone.verdict} "
                f"| {upstream.exec.value:g}, {upstream.success} |"
            )
            records.append(
                {
                    "mutant": name,
                    "change": change,
                    "ran": ran,
                    "strict_U_p": both.to_dict(),
                    "strict_U": alone.to_dict(),
                    "upstream_U_p": upstream.to_dict(),
                }
            )
    print("\n".join(rows))
    print(json.dumps({"mutants": records}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
