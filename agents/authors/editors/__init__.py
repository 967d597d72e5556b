"""The deterministic editors that both authors write through, one per kind of dictionary.

Why a package of its own: the template author and the LLM author apply the same stated values
with the same editors, and the editors record each value as a structured ``Edit`` in an
``EditReport``. Neither author's choosing, reviewing or rescuing lives here, and the editors
import neither author (an import-linter contract holds this).
"""
