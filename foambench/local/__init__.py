"""foam-agent's local benchmark: FoamBench-style cases for the installation's own tutorials.

The cases live in ``foambench_local.json`` (the FoamBench format, loaded as the ``local``
dataset); ``generate.py`` derives them from the tutorials with the variations it states, and
``README.md`` lists them.
"""
