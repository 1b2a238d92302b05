import pytest

from generator.derive.written_verbs import verbs_written

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
    ("Quilt Nets for Federated Learning", "Quilt nets improve federated learning.", "Quilt Nets for Federated Learning"),
    # `the` before a plural head goes
    ("Zephyr Channels between Marmots", "We discover the zephyr channels between marmots.",
     "Discovering Zephyr Channels between Marmots"),
], ids=["lead", "purpose", "use-verb", "background", "put-forward", "noun-cue", "field-purpose", "plural-the"])
def test_verbs_written(title, text, expected):
    assert verbs_written(title, text) == expected
