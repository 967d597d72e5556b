"""A tutorial of this installation with a request applied by the template author's editors,
and its requirements audit: the unit of most spec and author tests."""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.authors.template.memory import read_tutorial
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.spec.model import CaseSpec


def tutorial_files(family: str) -> dict[str, str]:
    """The files of the installation's tutorial ``family`` (gunzipped), by relative path."""
    installation = find_local_installation()
    return read_tutorial(Path(str(installation.tutorials_dir)), family).files


def applied_audit(spec: CaseSpec, family: str) -> list[AuditRow]:
    """The audit rows of tutorial ``family`` after the request ``spec`` is applied to it."""
    files = tutorial_files(family)
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        return audit_case(spec, root)
