import pytest

from generator.derive.lead_articles import finding_article, introduced_article, named_article


@pytest.mark.parametrize("title, text, expected", [
    ("QZ: Diffusion Model for Marmots", "We propose QZ, a novel diffusion model for marmots.",
     "QZ: A Diffusion Model for Marmots"),
    ("QZ: Open-Ended Environment for Quilts", "We build an open-ended environment, called QZ, for quilts.",
     "QZ: An Open-Ended Environment for Quilts"),
    # a kind house style counts already, a counted or spelled-out phrase, no introduction
    ("QZ: Quilt Framework for Marmots", "We propose QZ, a quilt framework for marmots.",
     "QZ: Quilt Framework for Marmots"),
    ("QZ: Single Diffusion Model for Marmots", "We propose QZ, a single diffusion model for marmots.",
     "QZ: Single Diffusion Model for Marmots"),
    ("QZ: Quilted Zephyr Model", "We propose QZ, a quilted zephyr model.", "QZ: Quilted Zephyr Model"),
    ("QZ: Diffusion Model for Marmots", "QZ uses a diffusion model for marmots.", "QZ: Diffusion Model for Marmots"),
], ids=["name-then-kind", "kind-called-name", "counted-kind", "counting", "spells-name", "not-introduced"])
def test_named_article(title, text, expected):
    assert named_article(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    ("Distribution of Quilt Gradients Is Lognormal", "We show the distribution of quilt gradients is lognormal.",
     "The Distribution of Quilt Gradients Is Lognormal"),
    ("Marmot Approach Outperforms Zephyr Baselines", "We find a marmot approach outperforms them.",
     "A Marmot Approach Outperforms Zephyr Baselines"),
    # written bare once, a plural, a name
    ("Distribution of Quilt Gradients Is Lognormal", "The distribution of quilt gradients is lognormal, and "
     "distribution of quilt gradients matters.", "Distribution of Quilt Gradients Is Lognormal"),
    ("Quilts Can Fold Marmots", "The quilts can fold marmots.", "Quilts Can Fold Marmots"),
    ("QZN Can Fold Marmots", "The QZN can fold marmots.", "QZN Can Fold Marmots"),
], ids=["the", "a", "bare-once", "plural", "name"])
def test_finding_article(title, text, expected):
    assert finding_article(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    ("Quilt Bound for Zephyr Networks", "We present a new quilt bound for zephyr networks.",
     "A Quilt Bound for Zephyr Networks"),
    ("QZ: Unified Quilt Transformer for Marmots", "In this paper, we propose a unified quilt transformer for marmots.",
     "QZ: A Unified Quilt Transformer for Marmots"),
    ("Learning Quilt Representation for Marmots", "We develop a quilt representation for marmots.",
     "Learning a Quilt Representation for Marmots"),
    # not the paper's own sentence, a plural or mass head, a name spelled out, the phrase running on
    ("Quilt Bound for Zephyr Networks", "Prior work gives a quilt bound for zephyr networks.",
     "Quilt Bound for Zephyr Networks"),
    ("Quilt Bounds for Zephyr Networks", "We present a quilt bounds for zephyr networks.",
     "Quilt Bounds for Zephyr Networks"),
    ("Quilt Learning for Zephyr Networks", "We present a quilt learning for zephyr networks.",
     "Quilt Learning for Zephyr Networks"),
    ("QB: Quilt Bound", "We present a quilt bound.", "QB: Quilt Bound"),
    ("Quilt Bound for Zephyr Networks", "We present a quilt bound marmot for zephyr networks.",
     "Quilt Bound for Zephyr Networks"),
], ids=["praise-between", "after-name", "after-gerund", "not-own-work", "plural", "mass", "spells-name", "runs-on"])
def test_introduced_article(title, text, expected):
    assert introduced_article(title, text) == expected
