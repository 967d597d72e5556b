"""The requirement spec: a prompt parsed once into typed, unit-checked requirements."""
