"""foam-agent's agent: runners, OpenFOAM facts, the LangGraph loop and the CLI."""
