import pytest

from generator.derive.finding_titles import finding_written


@pytest.mark.parametrize("title, text, expected", [
    # family A: the finding has the title for its subject, past an appositive, a bracket, a scope or leading words
    ("Quilt Folding of Zephyr Marmots", "We study tessels. We show that quilt folding of zephyr marmots (QFZ), a "
     "recent method for tessels, yields stable tessels.", "Quilt Folding of Zephyr Marmots Yields Stable Tessels"),
    ("Quilt Networks", "We prove that deep quilt networks can fold any zephyr marmot.",
     "Deep Quilt Networks Can Fold Any Zephyr Marmot"),
    ("Quilt Folding", "Our analysis further reveals that quilt folding on large marmots improves zephyr alignment.",
     "Quilt Folding on Large Marmots Improves Zephyr Alignment"),
    ("Quilt Folding", "We show that quilt folding indeed reduces zephyr drift.", "Quilt Folding Reduces Zephyr Drift"),
    ("Quilt Folding", "We show that quilt folding aligns zephyr marmots and reduces tessel drift.",
     "Quilt Folding Aligns Zephyr Marmots"),
    ("Quilt Networks with Marmot Layers", "We prove that quilt networks with marmot layers can fold every zephyr "
     "tessel of bounded width and finite depth under mild conditions on the tessel width.",
     "Quilt Networks with Marmot Layers Can Fold Every Zephyr Tessel of Bounded Width and Finite Depth"),
    # family B: the first finding on the title's topic, its front scope moved after it, its acronym spelled out
    ("Zephyr Marmots", "We study zephyr marmots. We show that, for sparse tessels, zephyr marmots converge to stable "
     "quilts.", "Zephyr Marmots Converge to Stable Quilts for Sparse Tessels"),
    ("Quilt Estimation", "We study quilt estimation (QE) for marmots. We show that QE converges to stable marmots.",
     "Quilt Estimation Converges to Stable Marmots"),
    ("Bounds for Quilt Estimation", "We show how quilt estimation can fold sparse zephyr marmots.",
     "Quilt Estimation Can Fold Sparse Zephyr Marmots"),
    # refusals: a paper that makes something, a title with a verb or a colon, a finding off the title's topic
    ("Quilt Folding of Marmots", "We propose a tessel. We show that quilt folding reduces zephyr drift.",
     "Quilt Folding of Marmots"),
    ("Quilt Folding Reduces Drift", "We show that quilt folding reduces zephyr drift.", "Quilt Folding Reduces Drift"),
    ("QZ: Quilt Folding", "We show that quilt folding reduces zephyr drift.", "QZ: Quilt Folding"),
    ("Zephyr Marmots", "We show that tessel drift reduces quilt alignment.", "Zephyr Marmots"),
    # a later finding, a long title for family B, the abstract's own acronym
    ("Zephyr Marmots", "We show that tessels are hard. We show that, for sparse tessels, zephyr quilts converge to "
     "stable tessels.", "Zephyr Marmots"),
    ("Sparse Zephyr Marmots for Quilt Folding in Tessels", "We show that dense zephyr marmots converge to stable "
     "quilts.", "Sparse Zephyr Marmots for Quilt Folding in Tessels"),
    ("Zephyr Marmots", "We show that QZ marmots converge to stable quilts.", "Zephyr Marmots"),
    # a colon, a contrast, a pointing word, a singular kind, a passive with no agent
    ("Quilt Folding", "We show that quilt folding plays two roles: it folds and aligns.", "Quilt Folding"),
    ("Quilt Folding", "We show that quilt folding reduces drift while zephyrs are stable.", "Quilt Folding"),
    ("Quilt Folding", "We show that quilt folding reduces this zephyr drift.", "Quilt Folding"),
    ("Sparse Zephyr Marmot Quilt Folding Tessel Method", "We show that the sparse zephyr marmot quilt folding tessel "
     "method reduces drift.", "Sparse Zephyr Marmot Quilt Folding Tessel Method"),
    ("Quilt Folding", "We show that quilt folding is rarely tesseled.", "Quilt Folding"),
], ids=["title-led-appositive", "leading-word", "scope", "aside", "second-predicate", "conditions-off",
        "front-scope", "acronym-spelled", "how-can", "makes", "title-verb", "colon-title", "off-topic", "later-finding",
        "long-title", "own-acronym", "colon-end", "contrast", "pointing", "one-kind", "agentless-passive"])
def test_finding_written(title, text, expected):
    assert finding_written(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    # A+: title-led past `our`, a base form after a plural title, a list appositive before the verb
    ("Quilt Networks", "We study tessels. We show that our quilt networks fold zephyr marmots.",
     "Quilt Networks Fold Zephyr Marmots"),
    ("Deep Quilt Networks with Sparse Zephyr Layers", "We show that deep quilt networks with sparse zephyr layers fold "
     "tessel marmots.", "Deep Quilt Networks with Sparse Zephyr Layers Fold Tessel Marmots"),
    ("Quilt Models", "We show that quilt models, such as zephyr and marmot models, predict tessel drift.",
     "Quilt Models Predict Tessel Drift"),
    # C: the title inside a finding, after any opener; cut after the title's words where the rest is vague
    ("Tessels of Quilt Marmots", "We study zephyrs. We show that zephyr drift makes the tessels of quilt marmots flat.",
     "Zephyr Drift Makes the Tessels of Quilt Marmots Flat"),
    ("Tessels of Quilt Marmots", "We study zephyrs and show that zephyr drift makes the tessels of quilt marmots flat.",
     "Zephyr Drift Makes the Tessels of Quilt Marmots Flat"),
    ("Zephyr Folding for Marmot Quilts", "We study tessels. We find that tessels help zephyr folding for marmot quilts "
     "against this drift.", "Tessels Help Zephyr Folding for Marmot Quilts"),
    # C in a paper that makes something: a plain opener only, no resource made, every title word in the finding
    ("Tessels of Quilt Marmots", "We propose a zephyr. We show that zephyr drift makes the tessels of quilt marmots "
     "flat.", "Zephyr Drift Makes the Tessels of Quilt Marmots Flat"),
    ("Tessels of Quilt Marmots", "We propose a zephyr. We show how zephyr drift can make the tessels of quilt marmots "
     "flat.", "Tessels of Quilt Marmots"),
    ("Tessels of Quilt Marmots", "We propose a zephyr and show that zephyr drift makes the tessels of quilt marmots "
     "flat.", "Tessels of Quilt Marmots"),
    ("Tessels of Quilt Marmots", "We propose a zephyr benchmark. We show that zephyr drift makes the tessels of quilt "
     "marmots flat.", "Tessels of Quilt Marmots"),
    ("Tessels of Quilt Marmots", "We propose a zephyr. We show that zephyr drift makes quilt marmots flat.",
     "Tessels of Quilt Marmots"),
    # B+: the first finding read loosely
    ("Zephyr Folding", "We show that existing zephyr marmots converge to stable quilts.",
     "Existing Zephyr Marmots Converge to Stable Quilts"),
    ("Zephyr Folding", "We show that both zephyr marmots and tessels converge to stable quilts.",
     "Both Zephyr Marmots and Tessels Converge to Stable Quilts"),
    ("Zephyr Folding", "We show that despite their drift, zephyr marmots converge to stable quilts.",
     "Zephyr Marmots Converge to Stable Quilts"),
    ("Zephyr Folding", "We show that the use of zephyr marmots improves quilt drift.",
     "Use of Zephyr Marmots Improves Quilt Drift"),
    ("Zephyr Folding", "We show that zephyr marmots fold their quilts.", "Zephyr Marmots Fold Their Quilts"),
    ("Zephyr Folding", "We show that zephyr marmots fold quilt tessels by studying their drift.",
     "Zephyr Marmots Fold Quilt Tessels"),
    ("Zephyr Folding", "We show that \\emph{zephyr marmots} converge to stable quilts.",
     "Zephyr Marmots Converge to Stable Quilts"),
    # B+ refusals: a later finding, which one, a participle for its verb, a last word that leans, a list's second
    ("Zephyr Folding", "We show that tessels are hard. We show that existing zephyr marmots converge to stable quilts.",
     "Zephyr Folding"),
    ("Zephyr Folding", "We show that despite their drift, the zephyr problem is hard for quilts.", "Zephyr Folding"),
    ("Zephyr Folding", "We show that despite their drift, the original zephyr marmots converge to stable quilts.",
     "Zephyr Folding"),
    ("Zephyr Folding", "We show that despite their drift, zephyr marmots mediated by quilts fold tessel marmots.",
     "Zephyr Folding"),
    ("Zephyr Folding", "We show that despite their drift, zephyr marmots fold tessel quilts instead.",
     "Zephyr Folding"),
    ("Zephyr Folding", "We show that despite their drift, the second zephyr marmot folds tessel quilts.",
     "Zephyr Folding"),
    ("Zephyr Folding", "We show that zephyr marmots fold zephyr marmots.", "Zephyr Folding"),
    # B-long: a longer title the finding's subject is cut from; not one led by a study's head, a pair, or off it
    ("Sparse Quilt Marmots with Zephyr Priors for Tessel Folding", "We show that sparse quilt marmots fold zephyr "
     "tessels.", "Sparse Quilt Marmots Fold Zephyr Tessels"),
    ("Behavior of Sparse Quilt Marmots with Zephyr Priors", "We show that sparse quilt marmots fold zephyr tessels.",
     "Behavior of Sparse Quilt Marmots with Zephyr Priors"),
    ("Sparse Quilt Marmots and Zephyr Priors for Tessels", "We show that sparse quilt marmots fold zephyr tessels.",
     "Sparse Quilt Marmots and Zephyr Priors for Tessels"),
    ("Sparse Quilt Marmots with Zephyr Priors for Tessels", "We show that dense quilt marmots fold zephyr tessels.",
     "Sparse Quilt Marmots with Zephyr Priors for Tessels"),
], ids=["our", "base-form", "list-appositive", "inside", "inside-and-show", "inside-cut", "makes-inside", "makes-how",
        "makes-and-show", "makes-resource", "makes-off-title", "existing", "both", "concession", "use-of", "their",
        "means", "markup", "later", "the-problem", "original", "participle", "instead", "ordinal", "phrase-twice",
        "long", "long-study-head", "long-pair", "long-outside"])
def test_finding_written_widened(title, text, expected):
    assert finding_written(title, text) == expected
