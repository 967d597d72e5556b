"""``show --html``: one self-contained page, opened in real headless Chromium. The DOM the
browser built is read back (not the file's text), and a screenshot must show a drawn page."""

from __future__ import annotations

import base64
import io
import json
import os
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from foam_agent.agents.record import read_record
from tests.conftest import SolvedExample

FOAM_AGENT = [str(Path(sys.executable).with_name("foam-agent"))]
#: A screenshot with fewer distinct colours is a blank or an error page, not the report.
MIN_COLOURS = 100
BROWSER_TIMEOUT_S = 120
#: Elements that have no end tag.
VOID_ELEMENTS = {"img", "meta", "br", "hr", "input", "link", "source", "wbr"}


class _Dom(HTMLParser):
    """Elements by id, the text inside each, and every external reference of the page."""

    def __init__(self) -> None:
        super().__init__()
        self.by_id: dict[str, dict[str, str | None]] = {}
        self.images: list[dict[str, str | None]] = []
        self.rows: dict[str, list[list[str]]] = {}
        self.external: list[str] = []
        self._stack: list[tuple[str, str | None]] = []
        self._table: str | None = None
        self._text: dict[str, list[str]] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        ident = attributes.get("id")
        if ident:
            self.by_id[ident] = attributes
            self._text[ident] = []
        if tag not in VOID_ELEMENTS:
            self._stack.append((tag, ident))
        if tag == "table" and ident:
            self._table = ident
            self.rows[ident] = []
        if tag == "tr" and self._table:
            self.rows[self._table].append([])
        if tag == "img":
            self.images.append(attributes)
        for name in ("src", "href"):
            value = attributes.get(name)
            if value and not value.startswith("data:"):
                self.external.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            self._table = None
        while self._stack:
            if self._stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        for _, ident in self._stack:
            if ident:
                self._text[ident].append(data)
        if self._table and self.rows[self._table] and data.strip():
            self.rows[self._table][-1].append(data.strip())

    def text(self, ident: str) -> str:
        return "".join(self._text.get(ident, []))


def _chromium(page: Path, profile: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    browser = shutil.which("chromium")
    assert browser, "Chromium is not installed (make setup installs it)"
    # As root Chromium runs only without its sandbox; the page is a local file.
    sandbox = ["--no-sandbox"] if os.geteuid() == 0 else []
    return subprocess.run([browser, "--headless", "--disable-gpu", *sandbox,
                           f"--user-data-dir={profile}", *arguments, page.as_uri()],
                          capture_output=True, text=True, timeout=BROWSER_TIMEOUT_S, check=False)


def _open_in_browser(page: Path, tmp_path: Path) -> tuple[_Dom, np.ndarray]:
    dumped = _chromium(page, tmp_path / "profile", "--dump-dom")
    assert dumped.returncode == 0, dumped.stderr
    dom = _Dom()
    dom.feed(dumped.stdout)
    shot = tmp_path / "screenshot.png"
    taken = _chromium(page, tmp_path / "profile", f"--screenshot={shot}",
                      "--window-size=1400,1800")
    assert taken.returncode == 0 and shot.is_file(), taken.stderr
    return dom, np.asarray(Image.open(shot).convert("RGB"))


def _assert_page_drawn(dom: _Dom, pixels: np.ndarray) -> None:
    assert dom.external == [], f"the page links outside itself: {dom.external}"
    assert len(np.unique(pixels.reshape(-1, 3), axis=0)) >= MIN_COLOURS
    assert pixels.std() > 10
    for image in dom.images:
        source = image["src"] or ""
        assert source.startswith("data:image/png;base64,")
        embedded = Image.open(io.BytesIO(base64.b64decode(source.split(",", 1)[1])))
        assert embedded.width > 400 and embedded.height > 200


def _show_html(case: Path, output: Path) -> dict[str, object]:
    completed = subprocess.run([*FOAM_AGENT, "show", str(case), "--html", "-o", str(output),
                                "--json"], capture_output=True, text=True, timeout=180,
                               check=False)
    assert completed.returncode == 0, completed.stderr
    shown: dict[str, object] = json.loads(completed.stdout)
    return shown


def test_report_of_a_bare_case_opens_with_its_pictures_and_checks(ran_cavity: Path,
                                                                  tmp_path: Path) -> None:
    before = sorted(path.name for path in ran_cavity.iterdir())
    shown = _show_html(ran_cavity, tmp_path / "pictures")
    page = tmp_path / "pictures" / "report.html"
    assert shown["html"] == str(page)
    # -o leaves the case as it was: every picture went to the other folder.
    assert sorted(path.name for path in ran_cavity.iterdir()) == before
    assert sorted(path.name for path in page.parent.iterdir()) == [
        "fields.png", "report.html", "residuals.png"]
    dom, pixels = _open_in_browser(page, tmp_path)
    _assert_page_drawn(dom, pixels)
    assert {"fields-0", "residuals", "physics", "residual-history"} <= set(dom.by_id)
    assert "request" not in dom.by_id
    caption = dom.text("fields-0")
    assert "t = 0.5 s" in caption and "m/s" in caption and "m²/s²" in caption
    history = {row[0]: row[1] for row in dom.rows["residual-history"][1:]}
    assert set(history) == {"Ux", "Uy", "p"}
    # The cavity's 0.5 s at deltaT 0.005 s: 100 steps.
    assert history["p"] == "100"
    physics = dom.rows["physics"][1:]
    assert physics and all(row[0] in {"pass", "fail", "note"} for row in physics)
    assert len(dom.images) == 2


@pytest.mark.slow
def test_report_of_a_solve_shows_its_request_and_audit(solved_cavity_example: SolvedExample,
                                                       tmp_path: Path) -> None:
    output, solved = solved_cavity_example.output, solved_cavity_example.completed
    assert solved.returncode == 0, solved.stderr
    record = read_record(output)
    shown = _show_html(output, tmp_path / "report")
    dom, pixels = _open_in_browser(Path(str(shown["html"])), tmp_path)
    _assert_page_drawn(dom, pixels)
    assert " ".join(dom.text("request").split()) == " ".join(record.prompt.split())
    assert record.status in dom.text("status")
    audit = dom.rows["audit"][1:]
    assert len(audit) == len(record.audit) > 0
    assert [row[1] for row in audit] == [row.requirement for row in record.audit]
    assert [row[0] for row in audit] == ["met" if row.met else "unmet" for row in record.audit]
