import pytest

from generator.derive.title_articles import article_for, counted


@pytest.mark.parametrize("word, article", [
    ("General", "A"),
    ("Unified", "A"),  # a vowel that sounds `you`
    ("One-Shot", "A"),
    ("Euclidean", "A"),
    ("Adaptive", "An"),
    ("End-to-End", "An"),
    ("Unsupervised", "An"),
    ("LLM-Based", "An"),  # spelled letter by letter
    ("RL", "An"),
    ("GPU-Friendly", "A"),
    ("SDE", "An"),
    ("GAN-Based", "A"),  # read as a word
    ("NAS", "A"),
    ("ODE-Based", "An"),
    ("kNN", "A"),
    ("3D", "A"),
    ("UCB-Type", "A"),  # `you-see-bee`
    ("EM-Based", "An"),
    ("OOD", "An"),
], ids=["consonant", "uni", "one", "eu", "vowel", "hyphen", "un", "acronym-vowel-letter", "two-letters",
        "acronym-consonant-letter", "letters-then-vowel", "acronym-word", "acronym-word-n", "acronym-vowel-word",
        "lower-letter", "digit", "spelled-u", "spelled-e", "vowel-word"])
def test_article_for(word, article):
    assert article_for(word) == article


VERBS = frozenset({"combining", "estimating"})


@pytest.mark.parametrize("title, expected", [
    ("General Framework for Quilted Graphs", "A General Framework for Quilted Graphs"),
    ("Zephyr: Adaptive Sampling Method for Sparse Lattices", "Zephyr: An Adaptive Sampling Method for Sparse Lattices"),
    ("Unified Approach", "A Unified Approach"),
    ("Closer Look at Lattice Pruning", "A Closer Look at Lattice Pruning"),
    ("Lattice Pruning Algorithms for Sparse Graphs", "Lattice Pruning Algorithms for Sparse Graphs"),  # plural
    ("Analysis of Lattice Pruning", "Analysis of Lattice Pruning"),  # written bare in real titles
    ("Lattice Pruning for Sparse Framework", "Lattice Pruning for Sparse Framework"),  # not the first phrase's kind
    ("Combining Lattice Pruning Method", "Combining Lattice Pruning Method"),  # a verb opens a clause
    ("Quilts Can Match the Best Algorithm", "Quilts Can Match the Best Algorithm"),  # a finding
    ("Two-Player Lattice Method", "A Two-Player Lattice Method"),
    ("Best Estimator among Quilted Estimators", "Best Estimator among Quilted Estimators"),  # `The` would lead
    ("Newton's Method with Lazy Quilts", "Newton's Method with Lazy Quilts"),  # an owner names it
    ("Zephyr: the Lattice Method", "Zephyr: the Lattice Method"),
    ("Quilt Framework One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen",
     "Quilt Framework One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen"),  # 16 words
    ("Lattice Method within Sparse Quilts", "A Lattice Method within Sparse Quilts"),
    ("QLM: Quilted Lattice Method", "QLM: Quilted Lattice Method"),  # the name spelled out
    ("QLM: Lattice Method for Quilts", "QLM: A Lattice Method for Quilts"),
    ("QLM: Quilted Lattice Method for Sparse Graphs", "QLM: A Quilted Lattice Method for Sparse Graphs"),
    ("Quilt Pruning for Sparse Lattice Problem", "Quilt Pruning for the Sparse Lattice Problem"),
    ("Quilted Bandits in Misspecified Setting", "Quilted Bandits in the Misspecified Setting"),
    ("Quilted Bandits in a Misspecified Setting", "Quilted Bandits in a Misspecified Setting"),
    ("Quilt Sketches to Solve Lattice Problem", "Quilt Sketches to Solve Lattice Problem"),  # `to` and a verb
    ("Quilt Method for Solving Lattice Problem", "A Quilt Method for Solving Lattice Problem"),  # a gerund's object
    ("Sparse Lattice Problem", "Sparse Lattice Problem"),
    ("Quilts for Lattice and Graph Problem", "Quilts for Lattice and Graph Problem"),
], ids=["unnamed", "named", "kind-alone", "look", "plural", "bare-kind", "later-phrase", "verb-led", "clause",
        "counted-stage", "definite", "owner", "article-already", "at-length", "within", "long-form", "not-long-form",
        "long-form-and-purpose", "the-problem", "the-setting", "a-setting", "to-verb", "gerund", "no-preposition",
        "two-things"])
def test_counted(title, expected):
    assert counted(title, VERBS) == expected
