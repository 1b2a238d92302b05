import pytest

from generator.derive.bare_titles import bare_title_said

_USE = "We use quilt folding"


@pytest.mark.parametrize("title, text, expected", [
    # rule 1: the purpose the sentence naming the title as the work's means writes after it
    ("Quilt Folding", f"{_USE} (QF) to align zephyr marmots. It is fast.", "Quilt Folding to Align Zephyr Marmots"),
    ("Tessel Bundles", "We propose tessel bundles for zephyr marmot tracking.",
     "Tessel Bundles for Zephyr Marmot Tracking"),
    ("Quilt Folding", "In this paper, we introduce quilt folding via tessel bundles.",
     "Quilt Folding via Tessel Bundles"),
    ("Quilt Folding", "We use quilt-folding to align zephyr marmots.", "Quilt-Folding to Align Zephyr Marmots"),
    ("Quilt Folding", f"{_USE} to align zephyr marmots that drift in winter.", "Quilt Folding to Align Zephyr Marmots"),
    ("Zephyr Folding", "We use zephyr folding to align marmots with zephyr quilts.", "Zephyr Folding to Align Marmots"),
    ("Quilt Folding", f"{_USE} to align zephyr marmots with tessel bundles of big plush heaps in cold winter.",
     "Quilt Folding to Align Zephyr Marmots with Tessel Bundles"),
    # rule 2: the means named before a gerund title's aim
    ("Aligning Zephyr Marmots", "We propose a tessel folding method to align zephyr marmots.",
     "Tessel Folding Method to Align Zephyr Marmots"),
    # rule 3: the means written after a gerund title's aim
    ("Aligning Zephyr Marmots", "We give a method for aligning zephyr marmots by folding tessel quilts.",
     "Aligning Zephyr Marmots by Folding Tessel Quilts"),
    ("Aligning Zephyr Marmots", "We give a method for aligning zephyr marmots using tessel quilts.",
     "Aligning Zephyr Marmots using Tessel Quilts"),
    # rule 4: the kind of thing the first `we propose` sentence makes, before a field-only title
    ("Marmot Learning", "Marmot learning is hard. We propose a tessel zephyr estimator that learns fast.",
     "Tessel Zephyr Estimator for Marmot Learning"),
    ("Marmot Learning", "Marmot learning is hard. We propose a new tessel zephyr estimator (TZE) for marmot learning.",
     "Tessel Zephyr Estimator for Marmot Learning"),
    # refusals: a colon or a long title, earlier work, a report, a pointer back, no aim
    ("Quilt Folding: A Study", f"{_USE} to align zephyr marmots.", "Quilt Folding: A Study"),
    ("Quilt Folding of Big Zephyr Marmots", "We use quilt folding of big zephyr marmots to align tessels.",
     "Quilt Folding of Big Zephyr Marmots"),
    ("Quilt Folding", "Prior work uses quilt folding to align zephyr marmots.", "Quilt Folding"),
    ("Quilt Folding", f"{_USE} to show zephyr marmots drift.", "Quilt Folding"),
    ("Quilt Folding", f"{_USE} to align these marmots.", "Quilt Folding"),
    ("Quilt Folding", f"{_USE} to develop a framework.", "Quilt Folding"),
    ("Quilt Folding", f"{_USE} to solve the marmot problem.", "Quilt Folding"),
    # refusals: a means that says nothing, `by` with no act, a means for something else, only steps
    ("Aligning Zephyr Marmots", "We propose a simple yet effective method to align zephyr marmots.",
     "Aligning Zephyr Marmots"),
    ("Aligning Zephyr Marmots", "We propose a significantly more efficient approach to align zephyr marmots.",
     "Aligning Zephyr Marmots"),
    ("Aligning Zephyr Marmots", "We give a method for aligning zephyr marmots by a factor of two.",
     "Aligning Zephyr Marmots"),
    ("Marmot Learning", "Marmot learning is hard. We propose a tessel zephyr estimator for quilt folding.",
     "Marmot Learning"),
    ("Marmot Learning", "Marmot learning is hard. We propose a two-stage learning framework that is fast.",
     "Marmot Learning"),
    ("Marmot Learning", "Marmot learning is hard. We propose a self-learning zephyr estimator that works.",
     "Marmot Learning"),
    ("Marmot Learning", "Zephyrs are hard. Quilts are too. Tessels fold. Marmot learning is hard. We propose a tessel "
     "zephyr estimator that works.", "Marmot Learning"),
], ids=["to-verb", "for", "via", "hyphened-as-written", "cut-at-clause", "cut-before-repeat", "cut-to-length",
        "means-before-aim", "means-by-gerund", "means-using", "kind-for-field", "kind-for-same-field", "colon",
        "six-words", "earlier-work", "reports", "points-back", "vague-aim", "bare-problem", "vague-means",
        "graded-means", "by-no-act", "kind-for-other", "only-steps", "compound-would-repeat", "field-not-opening"])
def test_bare_title_said(title, text, expected):
    assert bare_title_said(title, text) == expected


_HIDDEN = "Zephyrs drift. Marmots hide. "  # the title is not in the opening sentences, so rule 4 does not apply
_THIRD = "Zephyrs are hard. Quilts are too. Marmot learning is hard. We propose a "


@pytest.mark.parametrize("title, text, expected", [
    # rule 6: the means named right before `for <title>`
    ("Zephyr Alignment", f"{_HIDDEN}We propose a marmot-driven estimator for zephyr alignment.",
     "Marmot-Driven Estimator for Zephyr Alignment"),
    # rule 2 with an article before the aim's object, and a holder that names what it holds
    ("Aligning Zephyr Marmots", "We propose a tessel folding method to align the zephyr marmots.",
     "Tessel Folding Method to Align the Zephyr Marmots"),
    ("Aligning Zephyr Marmots", "We propose a new family of tessel folders to align the zephyr marmots.",
     "Tessel Folders to Align the Zephyr Marmots"),
    # rule 4 with the field in the third sentence
    ("Marmot Learning", f"{_THIRD}tessel zephyr estimator that works.", "Tessel Zephyr Estimator for Marmot Learning"),
    # the broader rules read the abstract without its emphasis marks
    ("Quilt Folding", "We propose \\emph{quilt folding}, a framework for aligning zephyr marmots.",
     "Quilt Folding for Aligning Zephyr Marmots"),
    ("Quilt Folding", "We propose *quilt folding*, a framework for aligning zephyr marmots.",
     "Quilt Folding for Aligning Zephyr Marmots"),
    # refusals: a means that says nothing or is graded, a kind named after the title or only a kind of its field,
    # a title that names no field, a name recased
    ("Zephyr Alignment", f"{_HIDDEN}We propose a dedicated two-stage method for zephyr alignment.", "Zephyr Alignment"),
    ("Zephyr Alignment", f"{_HIDDEN}Quilts fold. We propose a significantly faster marmot estimator for zephyr "
     "alignment.", "Zephyr Alignment"),
    ("Marmot Learning", f"{_THIRD}tessel system called marmot learning.", "Marmot Learning"),
    ("Marmot Learning", f"{_THIRD}marmot zephyr estimator that works.", "Marmot Learning"),
    ("Other Quilt Models", "Zephyrs drift. Marmots hide. Other quilt models are hard. We propose a tessel zephyr "
     "estimator that works.", "Other Quilt Models"),
    ("QZip Folding", "We propose qzip folding, a framework for aligning zephyr marmots.", "QZip Folding"),
], ids=["means-for-title", "article-before-object", "holder", "field-in-third-sentence", "emph", "stars",
        "vague-means-for", "graded-means-for", "kind-named-after-title", "kind-of-the-field", "no-field", "recased"])
def test_bare_title_said_wider(title, text, expected):
    assert bare_title_said(title, text) == expected
