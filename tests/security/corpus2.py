"""The second hostile corpus (issue 24, part A): the gate's built-ins and helper options, the
dictionary scan's unread files, and what a jailed run could leak or exhaust.

Placeholders: ``{CANARY}`` is a directory outside the case that must stay untouched, ``{CASE}``
the case directory itself. None of the entries is one of the issue's own examples
(``printf -v PATH``, ``runApplication -s VALUE``, ``-dict system/x.dat`` with ``libs``,
``constant/chemkin``); every class has at least two variants. ``benchmarks/`` may count them.

Three layers are proved, each by the class's ``layer``:

- ``gate``: the Allrun gate refuses the script. ``proof`` entries are real escapes: run by bash
  with no gate and no jail they touch the canary (``test_corpus2_gate.py`` shows it).
- ``scan``: the dictionary scan refuses a file before anything runs.
- ``jail``: the gate and the scan are bypassed and the jail (or the runner's limits) contains
  the run; with the jail or the limit off, the same script does escape.
"""

from __future__ import annotations

import collections
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Layer = Literal["gate", "scan", "jail"]
#: The fake host secret every corpus test puts in the caller's environment.
SECRET_NAME = "FOAM_AGENT_TEST_SECRET"
SECRET_VALUE = "s3cret-0f-the-h0st-7c1a"
HEADER = '#!/bin/bash\ncd "${0%/*}" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n'
#: A program named like an OpenFOAM one, in the case, that touches the canary.
FAKE_PROGRAM = ("bin/blockMesh", "#!/bin/sh\ntouch {CANARY}/ran\n")
#: Counts the processes the run can see (its own PID namespace when jailed) without a fork.
_COUNT_PROCESSES = "c=0; for p in /proc/[0-9]*; do c=$((c+1)); done; echo $c > procs.txt\n"


@dataclass(frozen=True)
class Hostile:
    """One hostile case.

    Attributes:
        name: A short id.
        kind: Its class.
        layer: Which layer must hold (see the module's docstring).
        allrun: Lines after :data:`HEADER`.
        files: Further case files (relative path, text); ``{CASE}`` and ``{CANARY}`` replaced.
        proof: For gate entries: bash running the script unchecked touches the canary.
        executable: Case files to mark executable.
    """

    name: str
    kind: str
    layer: Layer
    allrun: str
    files: tuple[tuple[str, str], ...] = ()
    proof: bool = False
    executable: tuple[str, ...] = ()


CORPUS: tuple[Hostile, ...] = (
    # -- built-ins that set variables (gate) ------------------------------------------------
    Hostile("read-path", "builtins", "gate", "read PATH < system/p\nblockMesh\n",
            (FAKE_PROGRAM, ("system/p", "{CASE}/bin:/usr/bin\n")), True, ("bin/blockMesh",)),
    Hostile("declare-path", "builtins", "gate", "declare PATH={CASE}/bin:/usr/bin\nblockMesh\n",
            (FAKE_PROGRAM,), True, ("bin/blockMesh",)),
    Hostile("typeset-export-path", "builtins", "gate",
            "typeset -x PATH={CASE}/bin:/usr/bin\nblockMesh\n", (FAKE_PROGRAM,), True,
            ("bin/blockMesh",)),
    Hostile("declare-nameref", "builtins", "gate",
            "declare -n p=PATH\np={CASE}/bin:/usr/bin\nblockMesh\n", (FAKE_PROGRAM,), True,
            ("bin/blockMesh",)),
    Hostile("read-subscript", "builtins", "gate",
            "read 'a[$(touch {CANARY}/read)]' < /dev/null\n", (), True),
    Hostile("printf-subscript", "builtins", "gate",
            "printf -v 'a[$(touch {CANARY}/printf)]' '%s' x\n", (), True),
    Hostile("test-v-subscript", "builtins", "gate",
            "[ -v 'a[$(touch {CANARY}/test)]' ]\n", (), True),
    Hostile("mapfile-callback", "builtins", "gate",
            "mapfile -C 'touch {CANARY}/mapfile;:' -c 1 lines < system/controlDict\n", (), True),
    Hostile("let-subscript", "builtins", "gate", "let 'a[$(touch {CANARY}/let)]=1'\n", (), True),
    Hostile("set-keyword", "builtins", "gate",
            "set -k\nrunApplication blockMesh PATH={CASE}/bin:/usr/bin\n", (FAKE_PROGRAM,),
            True, ("bin/blockMesh",)),
    Hostile("read-then-run", "builtins", "gate",
            "tool=blockMesh\nwhile read tool; do $tool; done < system/tools\n",
            (FAKE_PROGRAM, ("system/tools", "{CASE}/bin/blockMesh\n")), True,
            ("bin/blockMesh",)),
    Hostile("getopts-ifs", "builtins", "gate", "set -- -x\ngetopts x IFS\n"),
    # -- a loop runs a later assignment before an earlier use (gate) -------------------------
    Hostile("loop-reassign-command", "loops", "gate",
            "tool=true\nfor i in 1 2; do\n    $tool\n    tool={CASE}/bin/blockMesh\ndone\n",
            (FAKE_PROGRAM,), True, ("bin/blockMesh",)),
    Hostile("loop-reassign-path", "loops", "gate",
            "d=system\nwhile [ ! -e {CANARY}/loop ]; do touch $d/loop; d={CANARY}; done\n",
            (), True),
    # -- options of helpers and programs that name files (gate) -----------------------------
    Hostile("suffix-up", "helper-options", "gate",
            "mkdir -p log.blockMesh.x\nrunApplication -s 'x/../../canary/log' blockMesh\n",
            (), True),
    Hostile("suffix-long-parallel", "helper-options", "gate",
            "runParallel -suffix ../../x blockMesh\n"),
    Hostile("helper-unknown-option", "helper-options", "gate",
            "runApplication -l {CANARY}/log blockMesh\n"),
    Hostile("mpirun-output-file", "helper-options", "gate",
            "mpirun --output-filename {CANARY}/out -np 1 blockMesh\n"),
    Hostile("mpirun-env-preload", "helper-options", "gate",
            "mpirun -x LD_PRELOAD={CASE}/evil.so -np 1 blockMesh\n"),
    Hostile("mpirun-mca-agent", "helper-options", "gate",
            "mpirun --mca plm_rsh_agent {CASE}/bin/blockMesh -np 1 blockMesh\n"),
    Hostile("cd-physical", "helper-options", "gate", "cd -P {CANARY}\ntouch cd-physical\n", (),
            True),
    Hostile("cd-oldpwd", "helper-options", "gate", "OLDPWD={CANARY}\ncd -\ntouch cd-oldpwd\n",
            (), True),
    # -- files the scan did not read (scan) -------------------------------------------------
    Hostile("dict-outside-system", "named-files", "scan", "blockMesh -dict 0/mesh.dat\n",
            (("0/mesh.dat", 'libs ("{CANARY}/evil.so");\n'),)),
    Hostile("dict-case-root", "named-files", "scan", "topoSet -dict setup.txt\n",
            (("setup.txt", "actions ( #codeStream { code #{ #}; } );\n"),)),
    Hostile("foamDictionary-operand", "named-files", "scan",
            "foamDictionary notes.md -entry a\n",
            (("notes.md", '#include "{CANARY}/secret"\n'),)),
    Hostile("decompose-dict-csv", "named-files", "scan",
            "runApplication -decomposeParDict 0/d.csv decomposePar\n",
            (("0/d.csv", 'numberOfSubdomains 2; libs ("libevil.so");\n'),)),
    Hostile("constant-table-calc", "dictionary-dirs", "scan", "runApplication blockMesh\n",
            (("constant/profile.csv", "endTime #calc \"2*1\";\n"),)),
    Hostile("constant-readme-libs", "dictionary-dirs", "scan", "runApplication blockMesh\n",
            (("constant/geometry/README", 'libs ("{CANARY}/x.so");\n'),)),
    Hostile("system-notes-coded", "dictionary-dirs", "scan", "runApplication blockMesh\n",
            (("system/functions.txt", "f { type coded; name x; }\n"),)),
    Hostile("subcase-make-codestream", "dictionary-dirs", "scan", "runApplication blockMesh\n",
            (("sub/constant/Make/options", "x #codeStream { code #{ #}; };\n"),)),
    Hostile("system-script-systemcall", "dictionary-dirs", "scan", "runApplication blockMesh\n",
            (("system/hook", "#!/bin/sh\nfunctions { f { type systemCall; } }\n"),)),
    # -- what a run inside the jail could read or exhaust (jail) ----------------------------
    Hostile("environ-of-pid1", "environment", "jail",
            "tr '\\0' '\\n' < /proc/1/environ > leaked.txt\ncat leaked.txt\n"),
    Hostile("environ-of-parent", "environment", "jail",
            "tr '\\0' '\\n' < /proc/$PPID/environ > leaked.txt\nenv >> leaked.txt\n"
            "cat leaked.txt\n"),
    Hostile("environ-every-process", "environment", "jail",
            "for p in /proc/[0-9]*; do tr '\\0' '\\n' < $p/environ; done > leaked.txt 2>&1\n"
            "cat leaked.txt\n"),
    Hostile("setuid-copy", "setuid", "jail", "cp /bin/sh rootshell\nchmod 4755 rootshell\n"),
    Hostile("setgid-directory", "setuid", "jail",
            "mkdir -p shared\nchmod 2775 shared\ncp /bin/true shared/t\nchmod 6755 shared/t\n"),
    Hostile("setuid-in-time-dir", "setuid", "jail",
            "mkdir -p 0.5/uniform\ncp /bin/true 0.5/uniform/x\nchmod u+s,g+s 0.5/uniform/x\n"),
    # The swarms run in sh (dash), which stops at the first failed fork where bash retries for
    # seconds; then bash counts the processes it can see without starting one.
    Hostile("background-swarm", "pids", "jail",
            "sh -c 'n=0; while [ $n -lt 400 ]; do sleep 30 >/dev/null 2>&1 & n=$((n+1)); done'\n"
            + _COUNT_PROCESSES),
    Hostile("subshell-swarm", "pids", "jail",
            "sh -c 'for i in $(seq 400); do ( sleep 30; : ) >/dev/null 2>&1 & done'\n"
            + _COUNT_PROCESSES),
    Hostile("fill-tmp", "tmpfs", "jail",
            "f=${TMPDIR:-/tmp}/foam-agent-corpus2-fill-$$\n"
            "dd if=/dev/zero of=$f bs=1M count=64 2> dd.txt\nwc -c < $f > size.txt\nrm -f $f\n"),
    Hostile("fill-dev-shm", "tmpfs", "jail",
            "f=/dev/shm/foam-agent-corpus2-fill-$$\n"
            "dd if=/dev/zero of=$f bs=1M count=64 2> dd.txt\nwc -c < $f > size.txt\nrm -f $f\n"),
    Hostile("one-big-file", "disk", "jail",
            "dd if=/dev/zero of=big bs=1M count=48 2> dd.txt\n"),
    Hostile("many-small-files", "disk", "jail",
            "i=0\nwhile [ $i -lt 48 ]; do head -c 1048576 /dev/zero > part.$i; "
            "i=$((i+1)); sleep 0.05; done\n"),
    Hostile("hardlink-system", "hard-links", "jail", "echo x >> system/linked\n"),
    Hostile("hardlink-field", "hard-links", "jail", "printf 'overwritten\\n' > 0/linked\n"),
)


def by_layer(layer: Layer) -> tuple[Hostile, ...]:
    """The entries a layer must hold."""
    return tuple(entry for entry in CORPUS if entry.layer == layer)


def by_kind(kind: str) -> tuple[Hostile, ...]:
    """The entries of one class."""
    return tuple(entry for entry in CORPUS if entry.kind == kind)


def class_counts() -> collections.Counter[str]:
    """How many entries each class has."""
    return collections.Counter(entry.kind for entry in CORPUS)


def write_case(root: Path, hostile: Hostile, canary: Path) -> Path:
    """A minimal case holding ``hostile``'s Allrun and files, aimed at ``canary``."""
    case = root / "case"
    (case / "system").mkdir(parents=True)
    (case / "0").mkdir()
    (case / "system" / "controlDict").write_text("application icoFoam;\n")

    def filled(text: str) -> str:
        return text.replace("{CANARY}", str(canary)).replace("{CASE}", str(case))

    (case / "Allrun").write_text(HEADER + filled(hostile.allrun), newline="")
    (case / "Allrun").chmod(0o755)
    for relative, text in hostile.files:
        path = case / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(filled(text))
    for relative in hostile.executable:
        (case / relative).chmod(0o755)
    return case
