"""Prompt templates of the LLM author, with named placeholders.

Why here and not inline: prompts are the part of an agent researchers compare and change; one
module keeps them readable side by side and out of the control flow.
"""

from __future__ import annotations

DIALECTS = {
    "esi": (
        "OpenFOAM ESI (openfoam.com) {version}. Use ESI file names: incompressible physical "
        "properties in constant/transportProperties, compressible ones in "
        "constant/thermophysicalProperties, turbulence in constant/turbulenceProperties "
        "(simulationType laminar|RAS|LES, with RAS {{ RASModel ...; }}). Do not write "
        "physicalProperties or momentumTransport: this installation ignores them."
    ),
    "foundation": (
        "OpenFOAM Foundation (openfoam.org) version {version}. Use Foundation file names: "
        "constant/physicalProperties and constant/momentumTransport (model under RAS {{ model "
        "...; }}). Do not write transportProperties or turbulenceProperties."
    ),
}

SYSTEM = """You are an expert OpenFOAM engineer. You write complete OpenFOAM case directories \
that run without errors on the first try.

Installation: {dialect_text}
Solvers and utilities available: {solvers}

Rules:
- Keep every value the user states exactly as stated (velocities, viscosity, times, sizes, \
boundary conditions). Never change a stated value to make a case run.
- Write every file the case needs: 0/ fields, constant/, system/ (controlDict, fvSchemes, \
fvSolution, blockMeshDict or other mesh input) and an Allrun.
- The Allrun starts with `cd "${{0%/*}}" || exit 1` and `. ${{WM_PROJECT_DIR:?}}/bin/tools/\
RunFunctions`, then calls `runApplication <program>` for each step (e.g. blockMesh, then \
`runApplication $(getApplication)`). Only OpenFOAM programs of this installation, the \
RunFunctions helpers, and cp/mv/rm/mkdir inside the case are allowed; no other command, no \
command substitution except $(getApplication), no absolute paths, no `..`.
- Paths are relative to the case directory. Every field file lists every patch of the mesh.
"""

REFERENCES_HEADER = """Tutorial cases of this installation that resemble the request, nearest \
first. Follow the nearest one closely: its files are known to run here."""

NO_REFERENCES = "No reference cases are given: write the case from your own knowledge."

PLAN = """User request:
{prompt}

{references}

Plan the case: its short name, the solver (one of the available programs), the tutorial you \
follow (or none) and the full list of files you will write, Allrun included."""

WRITE = """User request:
{prompt}

{references}

Plan: case {case_name}, solver {solver}, following {reference_case}.
Files to write: {files}

Write the full text of every file in the plan."""

REVIEW = """A case written for this request failed to run.

User request:
{prompt}

Run result: {status} — {message}
Error class suggested by the runner: {error_class}
Fatal error:
{fatal_error}

Log excerpt:
{log_excerpt}

Earlier attempts:
{history}

Current case files:
{files}

Classify the error (inconsistent_patch, missing_file, undefined_keyword, \
numerical_instability, mesh_error, timeout, rejected, other), name the files to change \
(relative paths) and say exactly what to change. Do not change values the user stated."""

REWRITE = """Fix the case.

User request:
{prompt}

Diagnosis: {error_class}
Instructions: {instructions}

Fatal error:
{fatal_error}

Current text of the files to change:
{files}

Return the full new text of each file you change (only those files, or new ones the fix needs). \
Do not change values the user stated."""

# -- the edit-based author (--author llm) --------------------------------------------------------

EDIT_SYSTEM = """You are an expert OpenFOAM engineer. A deterministic tool writes each case \
from a tutorial of this installation and applies the values it understood from the request; \
you correct what it understood and make targeted edits to its draft.

Installation: {dialect_text}

Rules:
- Keep every value the user states exactly as stated. Never change a stated value to make a \
case run.
- Prefer small edits of single entries; write a whole file only when the case lacks it.
"""

CHOOSE = """User request:
{prompt}

What the parser understood (SI units):
{spec}

Candidate tutorials of this installation (name — solver, domain, similarity, files):
{candidates}

Choose the tutorial to start from (its name exactly as listed) and a short case name. Give \
as corrections only the requirements the parser missed or got wrong, including phrases it did \
not understand, each in its typed field in SI units (times, properties, boundary values, \
turbulence model) with the request's words; they are applied and audited like the parsed \
ones. Leave corrections empty when it understood everything."""

EDIT = """User request:
{prompt}

Corrections to the parsed requirements (already applied to the draft and audited below):
{corrections}

Requirements audit of the draft (UNMET rows first):
{audit}

Files of the draft: {file_names}

Relevant files of the draft:
{files}

Return targeted edits that make every requirement met and the case runnable: \
{{file, key, value}} with key a '/'-separated path inside the file (e.g. \
'boundaryField/inlet/value', 'deltaT') and value in OpenFOAM syntax; key null and the full \
text only for a new file. Return no edits when nothing needs to change."""

REVIEW_EDITS = """A case written for this request {outcome}.

User request:
{prompt}

Run result: {status} — {message}
Error class suggested by the runner: {error_class}
Fatal error:
{fatal_error}

Log excerpt:
{log_excerpt}

Requirements audit (UNMET rows first):
{audit}

Earlier attempts:
{history}

Files of the case: {file_names}

Relevant files:
{files}

Classify the problem, say in one or two sentences what is wrong, and return the fix as \
targeted edits {{file, key, value}} (key '/'-separated inside the file, value in OpenFOAM \
syntax; key null and the full text only for a new file). Do not change values the user \
stated."""

EDITS_FROM_REVIEW = """Fix the case as the review says.

User request:
{prompt}

Review: {error_class} — {instructions}

Relevant files:
{files}

Return the fix as targeted edits {{file, key, value}}."""
