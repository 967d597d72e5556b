"""Validation against published data: plain requests solved, then held against references.

Each flow of :data:`CASES` is a request in words, solved through the agent's own path, then
measured in the finished case and compared with published tables or exact solutions, with a
stated tolerance and its reason; a picture of each comparison is written beside its case.
"""

from foam_agent.agents.validation.cases import CASES, UnknownCase, ValidationCase, select
from foam_agent.agents.validation.comparison import Comparison, Series, Tolerance
from foam_agent.agents.validation.run import CaseResult, validate, validate_case

__all__ = ["CASES", "CaseResult", "Comparison", "Series", "Tolerance", "UnknownCase",
           "ValidationCase", "select", "validate", "validate_case"]
