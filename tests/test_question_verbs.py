import pytest

from generator.derive.question_verbs import gerund, third_person


@pytest.mark.parametrize("verb, want", [("fold", "folding"), ("quilt", "quilting"), ("infer", "inferring"),
                                        ("marmotize", "marmotizing")], ids=["plain", "quilt", "doubled", "final-e"])
def test_gerund(verb, want):
    assert gerund(verb) == want


@pytest.mark.parametrize("verb, want", [("fold", "folds"), ("zephyrify", "zephyrifies"), ("reach", "reaches"),
                                        ("obey", "obeys")], ids=["plain", "y", "ch", "vowel-y"])
def test_third_person(verb, want):
    assert third_person(verb) == want
