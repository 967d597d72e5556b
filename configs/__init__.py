"""Shipped settings: ``default.yaml``, ``prices.yaml`` and ``ablations/*.yaml``.

Installed as the package ``foam_agent.configs`` (see setup.py) so that a wheel carries them;
``foam_agent.agents.config.configs_dir`` finds them with ``importlib.resources``.
"""
