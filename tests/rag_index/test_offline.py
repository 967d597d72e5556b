"""Loading and querying an index needs no network: checked in a fresh interpreter."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

#: Runs in a clean interpreter: any connection attempt or unpickling raises, then the index
#: is opened and queried with the default (bundled) embedder.
GUARDED_QUERY = """
import json, pickle, socket, sys

def refuse(*args, **kwargs):
    raise RuntimeError("network or pickle use attempted")

socket.socket.connect = refuse
socket.socket.connect_ex = refuse
socket.create_connection = refuse
socket.getaddrinfo = refuse
pickle.load = pickle.loads = refuse

from foam_agent.rag_index import open_index

index = open_index(sys.argv[1])
hit = index.nearest_cases("lid-driven cavity icoFoam", k=1)[0]
print(json.dumps({"case": hit.case, "files": len(index.case_files(hit.case))}))
"""


def test_query_runs_offline_with_no_hub_cache(fixture_index_dir: Path, tmp_path: Path) -> None:
    env = {
        name: value
        for name, value in os.environ.items()
        if name.lower() not in {"http_proxy", "https_proxy", "all_proxy", "no_proxy"}
    }
    env.update(HF_HUB_OFFLINE="1", HF_HOME=str(tmp_path / "empty-hf-home"))
    completed = subprocess.run(
        [sys.executable, "-c", GUARDED_QUERY, str(fixture_index_dir)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    result = json.loads(completed.stdout.strip().splitlines()[-1])
    assert result["case"] == "incompressible/icoFoam/cavity/cavity"
    assert result["files"] > 0
    assert not (tmp_path / "empty-hf-home").exists(), "the hub cache was touched"
