"""The value reader's rules (``foam_agent.agents.spec.extract``), one module per quantity."""
