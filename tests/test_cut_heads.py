import pytest

from generator.derive.cut_heads import head_restored


@pytest.mark.parametrize("title, text, expected", [
    ("Quilt Folding with Sampled Marmot for Zephyrs", "We fold quilts with sampled marmot trains. The marmot trains "
     "of a quilt differ from sampled marmot trains in zephyrs.", "Quilt Folding with Sampled Marmot Trains for Zephyrs"),
    # a head the title says elsewhere: a rule against repeats cut it
    ("Few-Shot Quilting via Representation", "We study few-shot quilting via representation quilting, and more.",
     "Few-Shot Quilting via Representation Quilting"),
    # the abstract goes on with two different words, or writes the head as a verb
    ("Quilt Folding with Sampled Marmot", "We use sampled marmot trains and sampled marmot data.",
     "Quilt Folding with Sampled Marmot"),
    ("Quilt Folding with Sampled Marmot", "Sampled marmot trains fold. We train the zephyr.",
     "Quilt Folding with Sampled Marmot"),
    # after a plural, a kind of work the titles drop, or a phrase the title goes on with `and`
    ("Quilt Folding with Zephyr Marmots", "The zephyr marmots interact. The interact of a quilt.",
     "Quilt Folding with Zephyr Marmots"),
    ("Folding with Sampled Marmot", "We give sampled marmot methods. The methods of a quilt.",
     "Folding with Sampled Marmot"),
    ("Sampled Marmot and Zephyr Folding", "Sampled marmot trains fold. The trains of a quilt.",
     "Sampled Marmot and Zephyr Folding"),
], ids=["noun-head", "said-elsewhere", "two-heads", "verb", "after-plural", "kind-word", "shared-head"])
def test_head_restored(title, text, expected):
    assert head_restored(title, text) == expected
