import pytest

from generator.derive.written_around import written_around

_DRIFT = "Quilt Drift in Zephyr Games"
_MATCHING = "Zephyr Matching"
_BOTTLENECK = "Marmot Bottleneck"


@pytest.mark.parametrize("title, text, expected", [
    (_DRIFT, "Zephyr games are hard. We study the role of quilt drift in zephyr games.",
     "Role of Quilt Drift in Zephyr Games"),
    ("Marmot Landscape", "We study the effect of tesseling on the marmot landscape.",
     "Effect of Tesseling on the Marmot Landscape"),
    ("Zephyr Quilts", "We analyze the folding properties of zephyr quilts.", "Folding Properties of Zephyr Quilts"),
    ("Zephyr Quilts", "We give a way for bounding the excess risk of zephyr quilts.", "Excess Risk of Zephyr Quilts"),
    # a bare property, a modifier that tells nothing, a side sentence, earlier work, a title that names a result
    ("Zephyr Quilts", "We analyze the properties of zephyr quilts.", "Zephyr Quilts"),
    ("Zephyr Quilts", "We analyze the key properties of zephyr quilts.", "Zephyr Quilts"),
    (_DRIFT, "Zephyrs abound. Moreover, we study the role of quilt drift in zephyr games.", _DRIFT),
    (_DRIFT, "Unlike earlier marmots, we study the role of quilt drift in zephyr games.", _DRIFT),
    ("Quilt Bounds of Zephyrs", "We study the role of quilt bounds of zephyrs.", "Quilt Bounds of Zephyrs"),
], ids=["aspect", "aspect-with-object", "modified-property", "result-after-other-verb", "bare-property",
        "plain-modifier", "side-sentence", "earlier-work", "names-result"])
def test_aspect_head(title, text, expected):
    assert written_around(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    (_MATCHING, "We propose a graduated quilt procedure for zephyr matching.",
     "Graduated Quilt Procedure for Zephyr Matching"),
    (_MATCHING, "We propose a novel, simple yet tesseled marmot scheme for zephyr matching.", _MATCHING),
    # praise alone before the kind, a title that names its own kind, a kind in a later sentence
    (_MATCHING, "We propose a simple yet effective method for zephyr matching.", _MATCHING),
    (_MATCHING, "We propose a significantly more efficient approach for zephyr matching.", _MATCHING),
    ("Zephyr Matching Method", "We design a graduated quilt scheme for zephyr matching method tuning.",
     "Zephyr Matching Method"),
    (_MATCHING, "Quilts abound. Subsequently, we propose a graduated quilt procedure for zephyr matching.", _MATCHING),
], ids=["kind", "stop-before-kind", "praise-only", "graded", "title-names-kind", "later-sentence"])
def test_kind_head(title, text, expected):
    assert written_around(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    (_BOTTLENECK, "We propose the marmot bottleneck to drop stray zephyrs.", "Marmot Bottleneck to Drop Stray Zephyrs"),
    ("Fast Quilt Algorithms", "We give fast quilt algorithms for obtaining multivalid zephyrs.",
     "Fast Quilt Algorithms for Obtaining Multivalid Zephyrs"),
    ("Quilt Rates of Zephyr Forests", "We derive quilt rates of zephyr forests for classification.",
     "Quilt Rates of Zephyr Forests for Classification"),
    (_BOTTLENECK, "We propose the marmot bottleneck, which is designed to drop stray zephyrs.",
     "Marmot Bottleneck to Drop Stray Zephyrs"),
    # a report, a vague goal, a pointer back, a cut at `and`, a two-place verb, an adverb inside, a title word again,
    # the title as a clause's subject
    (_BOTTLENECK, "We propose the marmot bottleneck to show that zephyrs drift.", _BOTTLENECK),
    (_BOTTLENECK, "We propose the marmot bottleneck to improve performance.", _BOTTLENECK),
    (_BOTTLENECK, "We propose the marmot bottleneck to solve this problem.", _BOTTLENECK),
    (_BOTTLENECK, "We propose the marmot bottleneck to drop stray zephyrs and quilts.", _BOTTLENECK),
    (_BOTTLENECK, "We propose the marmot bottleneck to combine zephyr quilts with tessels.", _BOTTLENECK),
    (_BOTTLENECK, "We propose the marmot bottleneck to fold probably approximately tessel zephyrs.", _BOTTLENECK),
    ("Quilted Zephyrs", "We propose quilted zephyrs to quilt stray marmots.", "Quilted Zephyrs"),
    (_BOTTLENECK, "We show that marmot bottleneck to drop stray zephyrs works.", _BOTTLENECK),
], ids=["to-verb", "for-gerund", "for-task", "designed-to", "report", "vague", "points-back", "cut-at-and",
        "two-place-verb", "adverb-inside", "says-title-again", "clause-subject"])
def test_purpose_after(title, text, expected):
    assert written_around(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    ("Zephyr GANs", "We study zephyr GANs through the lens of quilt duality.",
     "Zephyr GANs through the Lens of Quilt Duality"),
    ("Zephyr Mechanism", "We build a zephyr mechanism by contrasting quilt views.",
     "Zephyr Mechanism by Contrasting Quilt Views"),
    ("Zephyr Folding", "We study zephyr folding via marmot tessel graphs.", "Zephyr Folding via Marmot Tessel Graphs"),
    # `by` a gerund that does not say how, a lens after another link, a title that has a means already
    ("Zephyr Mechanism", "We build a zephyr mechanism by showing quilt views.", "Zephyr Mechanism"),
    ("Zephyr GANs", "We study zephyr GANs via the lens of quilt duality.", "Zephyr GANs"),
    ("Zephyr Folding via Quilts", "We study zephyr folding via quilts using marmot tessel graphs.",
     "Zephyr Folding via Quilts"),
], ids=["through-lens", "by-gerund", "via", "by-report", "lens-not-through", "has-means"])
def test_means_after(title, text, expected):
    assert written_around(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    ("Quilt Bounds for Zephyr Games", "We derive quilt bounds for zephyr games in the marmot regime.",
     "Quilt Bounds for Zephyr Games in the Marmot Regime"),
    # a title with no `for` is link_scopes.py's; a named title; a title the abstract does not write whole
    ("Quilt Bounds of Zephyr Games", "We derive quilt bounds of zephyr games in the marmot regime.",
     "Quilt Bounds of Zephyr Games"),
    ("QZ: Quilt Drift in Zephyr Games", "We study the role of quilt drift in zephyr games.",
     "QZ: Quilt Drift in Zephyr Games"),
    (_DRIFT, "We study the role of quilt drift in many zephyr games.", _DRIFT),
], ids=["scope-after-for", "no-for", "named", "not-written-whole"])
def test_scope_after_purpose_and_gates(title, text, expected):
    assert written_around(title, text) == expected
