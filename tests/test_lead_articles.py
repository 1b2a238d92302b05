import pytest

from generator.derive.lead_articles import finding_article, named_article


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
