"""The mesh study of a case that has run: with its solve's record when it has one.

Why the record: a solve's output directory knows the request (so the outputs it asked for) and
the configuration it ran with (runner, ranks, time limit, sandbox, disk budget); the study's
runs keep to them, and the study is written back into the record for ``show``. The request is
parsed again from the record's prompt, as ``solve --resume`` does. A bare case has neither:
its study follows every output its function objects write, on the default configuration with
the ranks and time limit given.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.config import SolveConfig, load_config
from foam_agent.agents.layout import output_dir_of
from foam_agent.agents.mesh_study.defaults import DEFAULT_RATIO, DEFAULT_TOLERANCE
from foam_agent.agents.mesh_study.result import MeshStudy
from foam_agent.agents.mesh_study.study import run_mesh_study
from foam_agent.agents.record import RunRecord, read_record, write_record
from foam_agent.agents.runners.progress import ProgressSink
from foam_agent.agents.spec.parse import parse_spec


def study_finished_case(case_dir: Path, *, ratio: float = DEFAULT_RATIO,
                        tolerance: float = DEFAULT_TOLERANCE, ranks: int | None = None,
                        timeout_s: float | None = None,
                        record: RunRecord | None = None,
                        run_progress: ProgressSink | None = None) -> MeshStudy:
    """Run the mesh study of ``case_dir`` and, for a solve's case, write it into the record.

    Args:
        case_dir: A case that has run.
        ratio: The refinement ratio per direction of each further mesh.
        tolerance: GCI_fine under which an output is mesh-independent (0.05 is 5 %).
        ranks, timeout_s: The user's parallel ranks and time limit per run, over the record's.
        record: The solve's record when the caller has it (read from disk otherwise).
        run_progress: Called while each of the study's runs proceeds, as a solve's runs do
            (the MCP tool's progress); its last report of a run is ``final``.

    Raises:
        MeshStudyError: The case cannot be studied (no output, a mesh not refinable).
        RecordError: The output directory's record cannot be read.
        ConfigError: The default configuration is invalid.
    """
    from foam_agent.agents.solve import make_runner

    output = output_dir_of(case_dir)
    if record is None and output is not None:
        record = read_record(output)
    config: SolveConfig = record.config if record is not None else load_config(None)
    overrides = {key: value for key, value in (("np", ranks), ("run_timeout_s", timeout_s))
                 if value is not None}
    config = config.model_copy(update=overrides)
    runner = make_runner(config, run_progress=run_progress)
    spec = (parse_spec(record.prompt, solvers=runner.installation().applications)
            if record is not None else None)
    study = run_mesh_study(case_dir, spec, runner, ratio=ratio, tolerance=tolerance)
    if record is not None and output is not None:
        write_record(output, record.model_copy(update={"mesh_study": study}))
    return study
