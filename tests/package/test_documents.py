"""README.md and BENCHMARKS.md describe the product, not how it was made.

Why: both files had grown into a diary ("helper X measured at the fifth stop…"). A reader wants to
know what the software does and what it measures, with the command that measures it. These tests
keep the words of that diary out, keep BENCHMARKS.md opening with its one table of current
figures and closing with its dated log, and check that every ``foam-agent`` command the documents
show exists with the options they give it.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.core import TyperCommand, TyperGroup

from foam_agent.cli import COMMANDS, load_command

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = ("README.md", "BENCHMARKS.md")
#: A shown line that runs foam-agent: the program, perhaps with a path (``.venv/bin/``).
INVOCATION = re.compile(r"^(?:\S*/)?foam-agent(?:\s|$)")


@dataclass(frozen=True)
class Forbidden:
    """A word of the diary, as a pattern, with why it has no place in a product document."""

    pattern: str
    reason: str


#: The diary's words. "stop" and "lead" also have ordinary meanings (a run stopped by a time
#: limit, "leads to"), so only their work-session senses are listed.
FORBIDDEN: tuple[Forbidden, ...] = (
    Forbidden(r"\bhelpers?\b", "names who did the work"),
    Forbidden(r"\blead\b(?!\s+(?:to|into)\b)", "names who did the work (the lead as a person)"),
    Forbidden(r"\blead's\b", "names who did the work"),
    Forbidden(r"\bstops?\s+\d", "a numbered work session"),
    Forbidden(r"\b(?:at|of|before|after|during|since|in) the stop\b", "a work session"),
    Forbidden(r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next"
              r"|this|previous) stop\b", "a work session"),
    Forbidden(r"\bstop's\b", "a work session's code or figures"),
    Forbidden(r"\bsession \d", "a numbered work session"),
    Forbidden(r"\b(?:this|that|the) session's\b", "a work session"),
    Forbidden(r'"(?:retrieval\d*|startup|scorer-speed|ux|spec(?:-reader\d*)?|sandbox|physics'
              r'|geometry|outputs)"', "the name of a work session"),
)


def _text(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def diary_words(text: str) -> list[str]:
    """Each forbidden word found, as ``line N: 'match' (reason)``."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        for rule in FORBIDDEN:
            for match in re.finditer(rule.pattern, line, flags=re.IGNORECASE):
                found.append(f"line {number}: {match.group(0)!r} ({rule.reason})")
    return found


@pytest.mark.parametrize("name", DOCUMENTS)
def test_the_documents_name_no_one_who_did_the_work_and_no_step_of_it(name: str) -> None:
    assert diary_words(_text(name)) == []


@pytest.mark.parametrize("text", [
    "measured by the helper at 07:00",
    "At the stop (lead, 2026-11-25)",
    "## Fifth stop",
    "figures of the last stop's code",
    'measured in helper "retrieval3"',
    "Session 2 (2026-11-25)",
])
def test_the_diary_words_are_found_where_they_occur(text: str) -> None:
    assert diary_words(text) != []


@pytest.mark.parametrize("text", [
    "a run stopped by its time limit",
    "the solve stops with no_fix",
    "stop at 0.1 s",
    "that leads to a smaller time step",
    "kills the run's whole session",
])
def test_ordinary_stops_and_sessions_are_allowed(text: str) -> None:
    assert diary_words(text) == []


def sections(text: str) -> list[tuple[str, str]]:
    """The level-2 sections of a Markdown text, as (heading, body), outside code blocks."""
    found: list[tuple[str, list[str]]] = []
    fenced = False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        if not fenced and line.startswith("## "):
            found.append((line[3:].strip(), []))
        elif found:
            found[-1][1].append(line)
    return [(heading, "\n".join(body)) for heading, body in found]


def table_rows(body: str) -> list[list[str]]:
    """The rows of the first Markdown table in ``body`` (header included, rule excluded)."""
    rows = []
    for line in body.splitlines():
        if line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if not all(set(cell) <= set("-: ") for cell in cells):
                rows.append(cells)
        elif rows:
            break
    return rows


def test_benchmarks_opens_with_one_table_of_current_figures_each_with_command_date_and_load(
) -> None:
    text = _text("BENCHMARKS.md")
    assert text.startswith("# Benchmarks\n")
    heading, body = sections(text)[0]
    assert heading == "Current figures"
    header, *rows = table_rows(body)
    columns = [cell.lower() for cell in header]
    for wanted in ("figure", "value", "command", "date (utc)", "load"):
        assert wanted in columns, header
    assert len(rows) >= 10
    for row in rows:
        assert len(row) == len(header), row
        cell = dict(zip(columns, row, strict=True))
        assert cell["command"] and cell["value"] and cell["load"], row
        assert re.match(r"20\d\d-\d\d-\d\d", cell["date (utc)"]), row


def test_benchmarks_keeps_its_history_in_a_short_dated_log_at_the_end() -> None:
    heading, body = sections(_text("BENCHMARKS.md"))[-1]
    assert heading == "History"
    entries = re.split(r"\n(?=- )", body.strip().split("\n\n", 1)[-1])
    assert len(entries) >= 5
    for entry in entries:
        assert re.match(r"- 20\d\d-\d\d-\d\d", entry), entry
        assert len(entry.splitlines()) <= 3, entry


def test_readme_opens_with_the_demo_and_the_test_command() -> None:
    text = _text("README.md")
    before_first_section = text.split("\n## ", 1)[0]
    first_block = before_first_section.split("```bash\n", 1)[1].split("```", 1)[0]
    assert [line.split()[:2] for line in first_block.splitlines()] == [
        ["make", "demo"], ["make", "test"]]


@dataclass(frozen=True)
class Invocation:
    """A ``foam-agent`` command line shown in a document, as shell words."""

    document: str
    words: tuple[str, ...]


def shown_invocations(name: str) -> list[Invocation]:
    """Every ``foam-agent`` command line inside the fenced blocks of document ``name``.

    Lines continued with a backslash are joined, a ``$`` prompt and a path before the program
    are dropped, and shell comments are left out.
    """
    found = []
    fenced = False
    pending = ""
    for line in _text(name).splitlines():
        if line.startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            continue
        pending += line.rstrip("\\") + " " if line.endswith("\\") else line
        if line.endswith("\\"):
            continue
        command, pending = pending.strip().removeprefix("$ "), ""
        if INVOCATION.match(command):
            found.append(Invocation(name, tuple(shlex.split(command, comments=True)[1:])))
    return found


def options_of(command: TyperCommand | TyperGroup) -> set[str]:
    """Every option name a command accepts, ``--no-…`` forms and ``--help`` included."""
    names = {"--help"}
    for parameter in command.params:
        names.update(parameter.opts)
        names.update(parameter.secondary_opts)
    return names


def resolve(words: tuple[str, ...]) -> tuple[TyperCommand | TyperGroup, list[str]]:
    """The command a command line runs (sub-commands followed) and its other words."""
    assert words and words[0] in COMMANDS, f"no command {words[:1]}"
    command = load_command(words[0])
    rest = list(words[1:])
    while isinstance(command, TyperGroup) and rest and rest[0] in command.commands:
        command = command.commands[rest.pop(0)]  # type: ignore[assignment]
    return command, rest


def test_the_documents_show_foam_agent_commands() -> None:
    shown = {invocation.words[0] for name in DOCUMENTS for invocation in shown_invocations(name)}
    assert {"solve", "run", "show", "score", "score-batch", "bench", "index", "doctor",
            "mcp"} <= shown


def unknown_options(invocation: Invocation) -> list[str]:
    """The options of a shown command line that its command does not accept."""
    command, rest = resolve(invocation.words)
    accepted = options_of(command)
    options = (word.strip("[]").split("=", 1)[0] for word in rest)
    return [option for option in options
            if option.startswith("-") and option != "-" and option not in accepted]


def test_an_option_the_command_does_not_have_is_found() -> None:
    shown = Invocation("README.md", ("bench", "run", "--dataset", "local", "--no-such-flag",
                                     "[--json]", "-k", "3"))
    assert unknown_options(shown) == ["--no-such-flag", "-k"]


@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_command_and_option_the_documents_show_exists(name: str) -> None:
    wrong = [f"foam-agent {' '.join(invocation.words)}: {option}"
             for invocation in shown_invocations(name) for option in unknown_options(invocation)]
    assert wrong == []


def anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_an_anchor_is_the_heading_as_github_writes_it() -> None:
    assert anchor('"Solved" means the case does what was asked') == (
        "solved-means-the-case-does-what-was-asked")
    assert anchor("Following a tutorial (retrieval)") == "following-a-tutorial-retrieval"


@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_link_within_a_document_names_one_of_its_headings(name: str) -> None:
    text = _text(name)
    headings = {anchor(line.lstrip("#")) for line in text.splitlines()
                if re.match(r"#{1,6} ", line)}
    links = set(re.findall(r"\]\(#([^)]+)\)", text))
    assert links and links <= headings, links - headings
