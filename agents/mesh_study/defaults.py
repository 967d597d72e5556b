"""The study's defaults, in a module of their own so that the MCP server and the CLI can state
them in their signatures without importing the study (and the physics checks it runs) at
start-up."""

#: The refinement ratio per direction: a 2-D mesh's cells double at each level, and it is
#: above the 1.3 Celik et al. (2008) ask for.
DEFAULT_RATIO = 2 ** 0.5
#: The smallest ratio accepted (Celik et al. 2008: "desirable that r be greater than 1.3").
MIN_RATIO = 1.3
#: GCI_fine below which an output is called mesh-independent, unless the user sets another.
DEFAULT_TOLERANCE = 0.05
