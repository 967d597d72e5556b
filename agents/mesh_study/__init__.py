"""Mesh independence on request: a case run on two further refinements, its requested outputs
read from each run, and the Grid Convergence Index of Celik et al. (2008) for each output."""
