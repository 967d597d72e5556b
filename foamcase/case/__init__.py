"""The case model: a typed view of a case directory, read the same way by every part.

Why here: the spec reader, the audit, the physics checks and the authors all need the same
answers from a case (which dictionaries hold the fields and properties, which patches the mesh
has and where they lie, what a dictionary entry's number is). They used to read them through
the template author's modules, so the audit could not be independent of the author.
"""

from foam_agent.foamcase.case.parse_cache import install

# Every reader of a case shares one parse of each distinct dictionary text (see parse_cache).
install()
