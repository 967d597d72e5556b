"""Tests of the checking code of the benchmark scripts."""
