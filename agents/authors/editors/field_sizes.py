"""A stated size of a vector field into the case: "an applied magnetic field of 3 T across the
channel" on a case whose ``B`` is a uniform vector.

Why: the value reader reads the size and the heading reader its direction words; the vector is
the case's to decide (``foamcase.case.headings.directed``: the words' direction through the
mesh, else the case's own direction with its size replaced). The new vector is the initial
field, and every patch the reference holds at the old uniform field (hartmann's walls fix the
same (0 20 0)) follows it, as the same applied field; each edit says where the direction came
from. A size with no direction to take is not written, with why.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.boundaries import held_at, hold
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import PropertyValue
from foam_agent.foamcase.case.files import subdict
from foam_agent.foamcase.case.headings import directed
from foam_agent.foamcase.case.values import foam_vector, same, vector_of


def is_vector_field(file: FoamFieldFile) -> bool:
    """Whether the field file holds vectors (its class is a vector field)."""
    header = subdict(file.get("FoamFile"))
    return header is not None and "Vector" in str(header.get("class", ""))


def write_field_size(root: Path, path: Path, file: FoamFieldFile, item: PropertyValue,
                     report: EditReport) -> None:
    """Write ``item``'s size as the vector field ``file``'s initial value, along the
    direction the words or the case give, and move the patches fixed at the old value with
    it; or say why it is not written."""
    relative = path.relative_to(root).as_posix()
    previous = file.get("internalField")
    own = vector_of(previous)
    found = directed(root, item.heading, own, item.name)
    if isinstance(found, str):
        report.skip(item.name, item.source, f"{relative}: {found}")
        return
    value = foam_vector(found.times(float(item.value)))
    reason = f"{item.source} ({found.how})"
    unchanged = previous is not None and same(previous, value)
    if not unchanged:
        file.internal_field = value
    report.edit(Edit(item.name, relative, ("internalField",), value, previous, reason,
                     changed=not unchanged))
    if own is None or unchanged:
        return
    for name, held, keys in held_at(file, previous):
        hold(held, keys, value)
        report.edit(Edit(item.name, relative, ("boundaryField", name, keys[0]), value,
                         previous, f"follows the initial field: the reference holds '{name}' "
                                   f"at the same {item.name}", follows=True, patch=name))
