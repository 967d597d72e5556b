"""One reader of glued short options for the Allrun's programs and its shell built-ins.

The gate must read ``-rp prompt`` and ``-n5`` the way the shell will, whether the command is a
program (``head``, ``grep``: options anywhere) or a built-in (``read``: options end at the
first operand); both go through ``program_options.short_options``.
"""

from __future__ import annotations

import re

import pytest

from foam_agent.agents.runners.builtins import BuiltinRefused, variable_effects
from foam_agent.agents.runners.program_options import OptionRefused, parse, short_options


def test_a_cluster_ends_at_the_valued_letter_which_takes_the_rest_or_the_next_word() -> None:
    assert short_options("head", ["-qn5", "log"], 0, "qvz", "nc") == (
        [("q", None), ("n", "5")], 1)
    assert short_options("read", ["-rp", "say", "x"], 0, "ers", "adinNptu") == (
        [("r", None), ("p", "say")], 2)


@pytest.mark.parametrize(("arguments", "message"), [
    (["-rk"], "read may not be given '-k' (in '-rk')"),
    (["-p"], "read -p needs a value"),
])
def test_an_unlisted_letter_or_a_missing_value_is_refused(arguments: list[str],
                                                          message: str) -> None:
    with pytest.raises(OptionRefused, match=re.escape(message)):
        short_options("read", arguments, 0, "ers", "adinNptu")


def test_a_builtin_and_a_program_read_clusters_alike_and_differ_only_in_operand_order() -> None:
    effects = variable_effects("read", ["-rp", "name?", "answer"])
    assert effects.named == ("answer",) and effects.unknown == ("answer",)
    with pytest.raises(BuiltinRefused, match="may not be given '-k'"):
        variable_effects("read", ["-rk", "answer"])
    # a built-in's options end at its first operand (bash then reads '-v' as a name)...
    with pytest.raises(BuiltinRefused, match="variable name '-v'"):
        variable_effects("unset", ["x", "-v"])
    # ...a GNU program's options may follow its operands
    grep = parse("grep", ["-iA3", "Courant", "-c", "log.icoFoam"])
    assert grep.options == [("i", None), ("A", "3"), ("c", None)]
    assert grep.operands == ["Courant", "log.icoFoam"]
