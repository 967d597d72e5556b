"""Small, formatting-preserving edits of OpenFOAM dictionary text.

Why: the dialect translator rewrites a handful of entries in files written for another
OpenFOAM release and must leave everything else byte for byte as it was, comments included, so
a reference case stays recognisable and its scores stay comparable. A full parse and re-write
(foamlib) would normalise layout and cannot read every v10 construct (``#includeFunc`` with
arguments, ``#include`` of a species file); these helpers find entries by brace depth instead,
skipping comments and strings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.foamcase.lazy_pattern import lazy_regex

_WORD = r"[A-Za-z_][A-Za-z0-9_.:()|\"*]*"


@dataclass(frozen=True)
class Block:
    """A sub-dictionary ``name { ... }``: offsets of its name, its braces and its end."""

    name: str
    start: int
    open: int
    close: int

    def body(self, text: str) -> str:
        """The text between the braces."""
        return text[self.open + 1:self.close]


def _code_mask(text: str) -> list[bool]:
    """True for each character that is code (not inside a comment or a string)."""
    mask = [True] * len(text)
    index = 0
    while index < len(text):
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = len(text) if end < 0 else end
        elif text.startswith("/*", index):
            end = text.find("*/", index + 2)
            end = len(text) if end < 0 else end + 2
        elif text[index] == '"':
            end = text.find('"', index + 1)
            end = len(text) if end < 0 else end + 1
        else:
            index += 1
            continue
        for position in range(index, end):
            mask[position] = False
        index = end
    return mask


def blocks(text: str, *, within: Block | None = None) -> list[Block]:
    """The sub-dictionaries directly inside ``within`` (or at the top level of ``text``)."""
    mask = _code_mask(text)
    lower = within.open + 1 if within else 0
    upper = within.close if within else len(text)
    found: list[Block] = []
    depth = 0
    index = lower
    while index < upper:
        char = text[index]
        if not mask[index]:
            index += 1
            continue
        if char == "{":
            if depth == 0:
                name_match = re.search(r"(\"[^\"]*\"|[^\s{};]+)\s*$", text[lower:index])
                name = name_match.group(1).strip('"') if name_match else ""
                start = lower + name_match.start(1) if name_match else index
                close = _matching_brace(text, index, mask)
                found.append(Block(name=name, start=start, open=index, close=close))
                index = close + 1
                continue
            depth += 1
        elif char == "}":
            depth -= 1
        index += 1
    return found


def _matching_brace(text: str, open_index: int, mask: list[bool]) -> int:
    depth = 0
    for index in range(open_index, len(text)):
        if not mask[index]:
            continue
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return index
    return len(text) - 1


def find_block(text: str, name: str, *, within: Block | None = None) -> Block | None:
    """The first sub-dictionary called ``name`` directly inside ``within`` (or top level)."""
    return next((block for block in blocks(text, within=within) if block.name == name), None)


def _entry_pattern(keyword: str) -> re.Pattern[str]:
    return re.compile(rf"(?m)^(?P<indent>[ \t]*)(?P<key>{re.escape(keyword)})(?P<gap>[ \t]+)"
                      r"(?P<value>[^;{}]*?)[ \t]*;")


def _top_level_matches(text: str, keyword: str, within: Block | None) -> list[re.Match[str]]:
    """Matches of ``keyword value;`` at depth 0 of ``within`` (or of the file)."""
    lower = within.open + 1 if within else 0
    upper = within.close if within else len(text)
    nested = blocks(text, within=within)
    mask = _code_mask(text)
    return [
        match for match in _entry_pattern(keyword).finditer(text, lower, upper)
        if mask[match.start("key")]
        and not any(block.open < match.start() < block.close for block in nested)
    ]


def get_entry(text: str, keyword: str, *, within: Block | None = None) -> str | None:
    """The value text of ``keyword value;`` directly inside ``within`` (or at the top level)."""
    matches = _top_level_matches(text, keyword, within)
    return matches[0].group("value").strip() if matches else None


def set_entry(text: str, keyword: str, value: str, *, within: Block | None = None) -> str:
    """Replace the value of ``keyword`` (first occurrence); append the entry when absent."""
    matches = _top_level_matches(text, keyword, within)
    if matches:
        match = matches[0]
        return text[:match.start("value")] + value + text[match.end("value"):]
    line = f"{keyword:<15} {value};\n"
    if within is None:
        return insert_before_footer(text, line)
    indent = _indent_inside(text, within)
    position = text.rfind("\n", 0, within.close) + 1
    return text[:position] + indent + line + text[position:]


def rename_entry(text: str, old: str, new: str, *, within: Block | None = None) -> str:
    """Rename the keyword ``old`` to ``new`` (every direct occurrence), keeping alignment."""
    for match in reversed(_top_level_matches(text, old, within)):
        gap = match.group("gap")
        padded = " " * max(1, len(old) + len(gap) - len(new)) if len(gap) > 1 else gap
        text = text[:match.start("key")] + new + padded + text[match.end("gap"):]
    return text


def remove_entry(text: str, keyword: str, *, within: Block | None = None) -> str:
    """Delete the line(s) holding ``keyword value;`` directly inside ``within``."""
    for match in reversed(_top_level_matches(text, keyword, within)):
        start = text.rfind("\n", 0, match.start()) + 1
        end = text.find("\n", match.end())
        end = len(text) if end < 0 else end + 1
        text = text[:start] + text[end:]
    return text


def remove_block(text: str, block: Block) -> str:
    """Delete a sub-dictionary with its name, and the line break after it."""
    start = text.rfind("\n", 0, block.start) + 1
    if text[start:block.start].strip():
        start = block.start
    end = block.close + 1
    if text.startswith("\n", end):
        end += 1
    return text[:start] + text[end:]


def _indent_inside(text: str, block: Block) -> str:
    line_start = text.rfind("\n", 0, block.start) + 1
    outer = re.match(r"[ \t]*", text[line_start:]).group(0)  # type: ignore[union-attr]
    return outer + "    "


def body_entries(text: str, block: Block) -> str:
    """The body of ``block`` de-indented one level, for moving it elsewhere."""
    lines = block.body(text).strip("\n").splitlines()
    indent = min((len(line) - len(line.lstrip()) for line in lines if line.strip()), default=0)
    return "\n".join(line[indent:] for line in lines).strip() + "\n"


_FOOTER = lazy_regex(r"(?m)^// \*{10,}.*$\s*\Z")


def insert_before_footer(text: str, addition: str) -> str:
    """Append ``addition`` at the end of the dictionary, before the closing comment rule."""
    footer = _FOOTER.search(text)
    if footer:
        head = text[:footer.start()].rstrip("\n") + "\n"
        return head + addition + "\n\n" + text[footer.start():]
    return text.rstrip("\n") + "\n" + addition


def header_text(text: str) -> str:
    """The banner and ``FoamFile`` header of a dictionary, for a new file of the same kind."""
    header = find_block(text, "FoamFile")
    return text[:header.close + 1] if header else ""


def set_header_object(text: str, name: str) -> str:
    """Set ``object`` in the ``FoamFile`` header to ``name``."""
    header = find_block(text, "FoamFile")
    if header is None:
        return text
    return set_entry(text, "object", name, within=header)


def words(text: str) -> list[str]:
    """The words of a list value such as ``(water air)``."""
    return re.findall(_WORD, text.strip().strip("()"))
