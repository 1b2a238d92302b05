import pytest

from generator.derive.resource_kinds import resource_kind


@pytest.mark.parametrize("title, text, expected", [
    ("QZM: Quilt Folding", "We introduce QZM, a large benchmark for quilt folding. Marmots fold.",
     "QZM: A Benchmark for Quilt Folding"),
    ("QZM: Quilt Folding", "We release a new dataset called QZM. It holds quilts.", "QZM: A Dataset for Quilt Folding"),
    ("QZM: Quilt Folding", "We present the quilt folding (QZM) simulator. It folds.", "QZM: Quilt Folding Simulator"),
    ("QZM: Quilt Folding", "We present the QZM library for folding.", "QZM: A Library for Quilt Folding"),
    ("Quilt Zephyr World", "We propose the Quilt Zephyr World testbed for agents.", "Quilt Zephyr World Testbed"),
    # a phrase that says a resource already, opens on a verb, or names another work the abstract introduces
    ("QZM: Quilt Folding Tasks", "We introduce QZM, a benchmark of tasks.", "QZM: Quilt Folding Tasks"),
    ("QZM: Folding Quilts", "We introduce QZM, a benchmark for folding quilts.", "QZM: Folding Quilts"),
    ("QZM: Zephyr Bootstrapping", "We introduce QZM, a benchmark. We propose zephyr bootstrapping.",
     "QZM: Zephyr Bootstrapping"),
    # a name the abstract does not introduce as a resource, or only mentions beside one
    ("QZM: Quilt Folding", "We introduce QZM, a method for quilt folding.", "QZM: Quilt Folding"),
    ("QZM: Quilt Folding", "QZM outperforms baselines on benchmark datasets.", "QZM: Quilt Folding"),
], ids=["name-then-kind", "kind-called-name", "phrase-name-kind", "the-name-kind", "unnamed", "says-resource",
        "verb-first", "other-work", "a-method", "beside-a-benchmark"])
def test_resource_kind(title, text, expected):
    assert resource_kind(title, text) == expected
