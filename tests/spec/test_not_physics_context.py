"""A number's role from its context: a count in a clause (or sentence) with no word of physics
is about the noun of no physics there, wherever it stands; a value a stated one replaces
("not 3", "rather than the tutorial's 10") is the old value; both are notes that set nothing.
A unit-free number beside a word of physics is never dropped."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("request_text", "number"), [
    ("Lid-driven cavity, lid at 2 m/s for 3 s. I'll run it on the department cluster "
     "(it has 128 but most are taken).", "128"),
    ("pitzDaily with the inlet at 8 m/s. The lab machine has 16 but I only get 4 of them.",
     "4 of them"),
    ("Cavity with the lid at 1 m/s for 2 s. I'm on a Raspberry Pi 3 this month, sorry.",
     "Raspberry Pi 3"),
    ("Cavity, lid 1 m/s, run 1 s. Our workshop has 12 attendees this time.", "12 attendees"),
    ("damBreak for 1 s. The visitors arrive at eleven, so no rush.", "11"),
    ("damBreak for 1 s. The pupils\narrive at nine so there's time.", "9"),
])
def test_a_count_about_the_computer_or_people_is_a_note(request_text: str,
                                                         number: str) -> None:
    spec = parse_spec(request_text)
    assert not spec.unparsed
    assert number in [item.source for item in spec.stated.not_physics]


@pytest.mark.parametrize(("request_text", "old"), [
    ("Supersonic forward step at Mach 2.5, not 3, same pressure and temperature.", "not 3"),
    ("Cavity with the lid moving at 0.6 m/s (not 0.5), for 2 s.", "not 0.5"),
    ("pitzDaily with an inlet speed of 12 m/s rather than the tutorial's 10.",
     "rather than the tutorial's 10"),
    ("Cavity with the lid at 3 m/s (was 1), for 2 s.", "was 1"),
])
def test_the_value_a_stated_one_replaces_is_a_note(request_text: str, old: str) -> None:
    spec = parse_spec(request_text)
    assert not spec.unparsed
    assert old in [item.source for item in spec.stated.not_physics]


@pytest.mark.parametrize("request_text", [
    # A number beside a word of the case stays, whatever else the sentence holds.
    "Cavity, lid 1 m/s. On the server the inlet conc is 1.",
    "Cavity, lid 1 m/s. My laptop is slow, so set the source to 3 in the middle.",
    # No noun of no physics: the count says nothing of what it counts.
    "Cavity, lid 1 m/s. My office has 3 of those.",
    # The hour a thing of the case starts at is its value.
    "Cavity, lid 1 m/s. The students watch while the tank starts at 0.",
    # A negated limit is a limit, not a replaced value.
    "Cavity, lid 1 m/s, with a Courant number not more than 3 and a blending of 2 near walls.",
])
def test_a_number_that_may_be_physics_stays_unread(request_text: str) -> None:
    spec = parse_spec(request_text)
    assert spec.unparsed
    assert not any(item.value in ("a number about the computer",
                                  "a number about the value replaced")
                   for item in spec.stated.not_physics)


@pytest.mark.parametrize(("request_text", "words"), [
    ("plateHole with a plate of aluminium alloy 7075, E = 71.7 GPa and Poisson ratio 0.33.",
     "aluminium alloy 7075"),
    ("The flange is AISI 316 stainless steel with a diffusivity of 4e-6 m^2/s.", "AISI 316"),
    ("Make the plateHole plate 2024 aluminium with E = 73 GPa.", "2024 aluminium"),
    ("Cavity, lid 1.5 m/s for 2 s. The office shuts at 6 on Fridays.", "6 on Fridays"),
    ("Just 2 small changes to the cavity: the lid at 3 m/s and 5 s of flow.", "2 small changes"),
    ("pitzDaily, inlet 10 m/s, with the same turbulence intensity 5 % in all 3 directions.",
     "3 directions"),
])
def test_grades_times_of_day_and_the_requests_items_are_notes(request_text: str,
                                                               words: str) -> None:
    spec = parse_spec(request_text)
    assert not spec.unparsed
    assert words in [item.source for item in spec.stated.not_physics]


def test_a_grade_with_a_unit_is_a_value() -> None:
    spec = parse_spec("plateHole in aluminium 2700 kg/m^3 with E = 70 GPa.")
    assert not any(item.value == "a number about a name" for item in spec.stated.not_physics)


@pytest.mark.parametrize(("request_text", "words"), [
    ("mhdFoam hartmann with Ha = 20 based on the half-width of the channel (that is 1 in the "
     "tutorial).", "that is 1 in the tutorial"),
    ("Use the Ha = 15 of the duct height (which was 2 in the example).",
     "which was 2 in the example"),
])
def test_a_value_the_writer_recalls_of_the_tutorial_is_a_note(request_text: str,
                                                              words: str) -> None:
    spec = parse_spec(request_text)
    assert words in [item.source for item in spec.stated.not_physics]


@pytest.mark.parametrize(("request_text", "words", "kind"), [
    ("Cavity, lid 1 m/s, run 2 s. The pupils want to compare the simulation with their "
     "model before the exam in\nfour weeks.", "4 weeks", "a number about the calendar"),
    ("damBreak for 1 s. Our VPN logs us off after 90 minutes, so keep it short.",
     "90 minutes", "a number about the computer"),
    ("Cavity, lid 1 m/s, run 2 s. My thesis defence is only 5 weeks off, so quick please.",
     "5 weeks off", "a number about the calendar"),
    ("Cavity, lid 1 m/s, run 1 s. My supervisor (a Fortran 90 fan) wants it checked.",
     "Fortran 90", "a number about the computer"),
])
def test_a_time_said_of_the_writers_world_is_a_note(request_text: str, words: str,
                                                    kind: str) -> None:
    spec = parse_spec(request_text)
    assert not spec.unparsed
    assert (kind, words) in [(item.value, item.source) for item in spec.stated.not_physics]


@pytest.mark.parametrize("request_text", [
    # A word of physics between the noun and the time: the time is the flow's.
    "Cavity, lid 1 m/s, run 2 s. The students let the tank settle for 3 hours.",
    # No noun of the writer's world before it: nothing says the time is not the flow's.
    "Cavity, lid 1 m/s, run 2 s. Then nothing happens for 3 weeks.",
])
def test_a_time_said_of_the_flow_stays_unread(request_text: str) -> None:
    spec = parse_spec(request_text)
    assert spec.unparsed
    assert not any(item.source.endswith(("hours", "weeks")) for item in spec.stated.not_physics)
