"""Geometry beyond the tutorials: generated meshes (blockMesh, gmsh), user meshes, the
mesh-quality gate, the geometry audit and the Strouhal number of a shedding body."""
