"""A verb's forms: the base under the third person, the gerund a title opens on, and the bases a gerund stands for."""

from __future__ import annotations

import pytest

from generator.derive.verb_forms import base_form, gerund, gerund_bases, gerund_of


@pytest.mark.parametrize(
    "verb, expected",
    [("addresses", "address"), ("captures", "capture"), ("unifies", "unify"), ("pushes", "push"),
     ("optimizes", "optimize"), ("learns", "learn"), ("pass", "pass")],
)
def test_base_form_undoes_the_third_person(verb: str, expected: str) -> None:
    assert base_form(verb) == expected


@pytest.mark.parametrize(
    "verb, expected",
    [("infer", "inferring"), ("control", "controlling"), ("edit", "editing"), ("open", "opening"),
     ("plan", "planning"), ("reduce", "reducing"), ("unify", "unifying"), ("learn", "learning"),
     ("offset", "offsetting"), ("reset", "resetting")],
)
def test_gerund_spells_the_verb_a_title_leads_with(verb: str, expected: str) -> None:
    assert gerund(verb) == expected


@pytest.mark.parametrize("word, expected", [("training", True), ("leveraging", True), ("trains", False),
                                            ("learning", False)])
def test_gerund_of_tells_a_gerund_of_the_given_verbs(word: str, expected: bool) -> None:
    assert gerund_of(word, frozenset({"train", "leverage"})) is expected


def test_gerund_bases_lists_what_a_gerund_may_stand_for() -> None:
    assert gerund_bases("adding") == ("add", "adde", "ad")
