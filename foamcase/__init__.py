"""OpenFOAM knowledge at the bottom of the layers: the catalog and the case model.

Why a package of its own: solver, turbulence-model and boundary-condition facts used to live in
several tables across spec, authors, audit, retrieval and the runners, and those tables
disagreed. Everything that needs a fact about OpenFOAM reads it here, so each fact lives once.
This package imports only the standard library and foamlib; nothing else of foam-agent.
"""
