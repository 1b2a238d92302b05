import pytest

from generator.derive.own_aim_frames import control_verb_restored, fronted_purpose_written, relation_head_restored

CONTROL = "Marmots to Fold Zephyr Quilts"
FRONTED = "A Tessel Folder for Target Marmots"
VIEWED = "A Tessel Loom for Zephyr Seams"
RELATED = "Adaptive Quilt Folding"


@pytest.mark.parametrize("title, text, expected", [
    (CONTROL, "Tessels are slow. We enable marmots to fold zephyr quilts.", "Enabling Marmots to Fold Zephyr Quilts"),
    (CONTROL, "Our loom teaches the marmots to fold zephyr quilts.", "Teaching Marmots to Fold Zephyr Quilts"),
    # a finding the paper reports, no `we` before the verb, no control verb, a title that is no subject and verb
    (CONTROL, "We show that tessels force marmots to fold zephyr quilts.", CONTROL),
    (CONTROL, "Tessels force marmots to fold zephyr quilts. We study them.", CONTROL),
    (CONTROL, "We watch marmots to fold zephyr quilts.", CONTROL),
    ("The Marmots to Fold Zephyr Quilts", "We enable the marmots to fold zephyr quilts.",
     "The Marmots to Fold Zephyr Quilts"),
], ids=["enable", "teaches-the", "finding", "not-own", "no-control-verb", "article-lead"])
def test_control_verb_restored(title, text, expected):
    assert control_verb_restored(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    (FRONTED, "To fold zephyr burrow seams that keep the shape of target marmots, we propose a tessel folder.",
     "A Tessel Folder to Fold Zephyr Burrow Seams"),
    (VIEWED, "With a view to bridging the gap between marmot quilts and zephyr seams, we present a tessel loom that "
     "weaves.", "A Tessel Loom for Bridging the Gap between Marmot Quilts and Zephyr Seams"),
    # a tail that is no piece of the purpose, a light verb, another kind, a purpose too short to say
    (FRONTED, "To fold zephyr burrow seams of quilts, we propose a tessel folder.", FRONTED),
    (FRONTED, "To improve zephyr burrow seams that keep target marmots, we propose a tessel folder.", FRONTED),
    (FRONTED, "To fold zephyr burrow seams that keep target marmots, we propose a quilt folder.", FRONTED),
    (FRONTED, "To fold zephyrs that keep the shape of target marmots, we propose a tessel folder.", FRONTED),
], ids=["to", "with-a-view", "tail-elsewhere", "light-verb", "other-kind", "short-purpose"])
def test_fronted_purpose_written(title, text, expected):
    assert fronted_purpose_written(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    (RELATED, "Adaptive quilt folding is slow. We provide the first efficient implementation of adaptive quilt "
     "folding for marmots.", "Efficient Implementation of Adaptive Quilt Folding"),
    (RELATED, "We study a zeroth-order variant of adaptive quilt folding.", "Zeroth-Order Variant of Adaptive Quilt "
     "Folding"),
    # a side result, a vague modifier, a relation to something else, a title with an article
    (RELATED, "We fold quilts. Moreover, we give an efficient implementation of adaptive quilt folding.", RELATED),
    (RELATED, "We provide a simple implementation of adaptive quilt folding.", RELATED),
    (RELATED, "We provide an implementation of zephyr marmots. Adaptive quilt folding is slow.", RELATED),
    ("The Adaptive Quilt Folding", "We provide an implementation of the adaptive quilt folding.",
     "The Adaptive Quilt Folding"),
], ids=["implementation", "variant", "side-result", "vague-modifier", "other-method", "article-lead"])
def test_relation_head_restored(title, text, expected):
    assert relation_head_restored(title, text) == expected
