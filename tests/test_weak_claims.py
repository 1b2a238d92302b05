"""Weak hints that a tag named in the same sentence claims (generator/derive/weak_claims.py)."""

from __future__ import annotations

import pytest

from generator.config import load_config
from generator.derive.tag_evidence import WEAK, evidence, sentence_starts
from generator.derive.vocabulary import vocabulary
from generator.derive.weak_claims import claimed_hints
from tests.conftest import CONFIG

CFG, _ = load_config(CONFIG)
VOCAB = vocabulary(CFG)
ROBUST = "Adversarial Robustness"


@pytest.mark.parametrize("text, claimed", [
    # the attack is the backdoor's, in its sentence
    ("Backdoor triggers let an attacker control a model. We propose a defense that removes them.", [True, False]),
    # a membership inference attack is a privacy attack
    ("The attacker runs membership inference on a model, and we show when the attack succeeds.", [True, True]),
    # no tag the hinted tag yields to is named: the hints stay its own
    ("An attacker perturbs the input. We propose a defense against the attack.", [False, False, False]),
])
def test_a_hint_is_claimed_only_in_a_sentence_that_names_a_tag_it_yields_to(text, claimed):
    found, _ = VOCAB.scan(text)
    hints = [(m.start, ROBUST) for m in found if ROBUST in m.weak]
    taken = claimed_hints(found, VOCAB.yields, sentence_starts(text))
    assert [hint in taken for hint in hints] == claimed


def test_claimed_hints_do_not_count_for_their_tag():
    backdoor = "We study backdoor attacks, where an adversary plants a trigger, and propose a defense for them."
    plain = "We study evasion by an adversary who perturbs inputs, and propose a defense for it."
    assert ROBUST not in evidence(backdoor, VOCAB) or evidence(backdoor, VOCAB)[ROBUST][WEAK] == 0
    assert evidence(plain, VOCAB)[ROBUST][WEAK] >= 2


def test_without_yields_nothing_is_claimed():
    text = "Backdoor triggers let an attacker control a model."
    found, _ = VOCAB.scan(text)
    assert claimed_hints(found, {}, sentence_starts(text)) == frozenset()
