import pytest

from generator.derive.written_verbs import orders_undone, verbs_written

_ZEPHYR = ("Zephyr models are hard to train. In this work we recover a causal quilt in presence of latent marmots, "
           "and our skip connections enhance the robustness of tessel networks.")


@pytest.mark.parametrize("title, text, expected", [
    ("Causal Quilt in Presence of Latent Marmots", _ZEPHYR, "Recovering a Causal Quilt in Presence of Latent Marmots"),
    ("QSC: Skip Connections for Robustness of Tessel Networks", _ZEPHYR,
     "QSC: Skip Connections for Enhancing the Robustness of Tessel Networks"),
    # a verb of mere use leads no title
    ("Quilt Models in Zephyr Folding", "We use quilt models in zephyr folding.", "Quilt Models in Zephyr Folding"),
    # the clause before the verb speaks of earlier work
    ("Causal Quilt in Presence of Latent Marmots", "Previous methods often recover a causal quilt in presence of "
     "latent marmots.", "Causal Quilt in Presence of Latent Marmots"),
    # the phrase is what the paper puts forward itself
    ("Sparse Quilt Folding for Marmots", "We propose sparse quilt folding for marmots, and we train sparse quilt "
     "folding for marmots.", "Sparse Quilt Folding for Marmots"),
    # a noun before the base form makes it a noun (`the model`)
    ("Zephyr Dynamics of Marmots", "We fit the model zephyr dynamics of marmots.", "Zephyr Dynamics of Marmots"),
    # a field after `for` says what a work is for without a verb
    ("Quilt Nets for Federated Learning", "Quilt nets improve federated learning.",
     "Quilt Nets for Federated Learning"),
    # `the` before a plural head goes
    ("Zephyr Channels between Marmots", "We discover the zephyr channels between marmots.",
     "Discovering Zephyr Channels between Marmots"),
], ids=["lead", "purpose", "use-verb", "background", "put-forward", "noun-cue", "field-purpose", "plural-the"])
def test_verbs_written(title, text, expected):
    assert verbs_written(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    ("Sample Good Quilts for Marmot Learning", "We show how to sample good quilts for marmot learning.",
     "Sampling Good Quilts for Marmot Learning"),
    ("QZ: Thwart Zephyr Attacks", "QZ can thwart zephyr attacks on marmots.", "QZ: Thwarting Zephyr Attacks"),
    ("Buy Information for Quilts", "Agents can buy information before they fold quilts.",
     "Buying Information for Quilts"),
    # the abstract writes it as a noun too, or the pair is a noun's compound
    ("Sample Good Quilts", "We show how to sample good quilts; the sample good quilts give is small.",
     "Sample Good Quilts"),
    ("Sample Complexity of Quilts", "We bound the sample complexity of quilts.", "Sample Complexity of Quilts"),
    # a word that is a noun as often as a verb needs a verb's `to` that no noun governs
    ("Model Zephyr Dynamics", "An approach to model zephyr dynamics.", "Model Zephyr Dynamics"),
    ("Model Zephyr Dynamics", "We aim to model zephyr dynamics.", "Modeling Zephyr Dynamics"),
], ids=["to", "name", "subject", "also-noun", "compound", "noun-to", "verb-to"])
def test_orders_undone(title, text, expected):
    assert orders_undone(title, text) == expected

