"""The LLM layer under the LLM authors: client construction, budgets, record and replay.

Why a package of its own: every provider's LangChain client goes through the same seams — one
place builds it, one ledger sees every request before it is sent (budgets, replay) and every
response after (usage, recording) — so the authors never deal with a provider's details.
"""
