import pytest

from generator.derive.long_title_reads import aspect_head, kind_head, kind_next, link_scope, means_tail, means_to, \
    purpose_tail, rest_of_phrase, result_head, second_argument, written_somewhere
from generator.derive.phrase_places import where
from generator.derive.result_heads import normalised

_FOLDING = "Marmot Folding in Deep Quilt Networks"
_APPROACH = "A Quilt Approach to Marmots"
_SCHEME = "A Quilt Scheme to Fold Marmots"
_GUARD = "Marmot Guard by Adding Zephyr Noise"
_INTEGRATING = "Integrating Zephyr Noise"
_GRADED = "A Graded Tessel Scheme"
_RULE = "A Marmot Rule"
_PATHS = "Tessel Paths of Marmot Burrows"
_CONTROL = "Marmot Control"


def _read(family, title, text):
    return family(title, text, normalised(text))


@pytest.mark.parametrize("family, title, text, expected", [
    (result_head, _FOLDING, f"We derive tight bounds on {_FOLDING.lower()}.", f"Tight Bounds on {_FOLDING}"),
    (link_scope, "Quilt Bounds of Zephyr Games", "We derive quilt bounds of zephyr games in the marmot regime.",
     "Quilt Bounds of Zephyr Games in the Marmot Regime"),
    (link_scope, "Adapting a Quilt Network", "We adapt a quilt network without retraining the zephyr.",
     "Adapting a Quilt Network without Retraining the Zephyr"),
    (aspect_head, "Zephyr Quilts", "We analyze the folding properties of zephyr quilts.",
     "Folding Properties of Zephyr Quilts"),
    (kind_head, "Zephyr Matching", "We propose a graduated quilt procedure for zephyr matching.",
     "Graduated Quilt Procedure for Zephyr Matching"),
    (means_to, _PATHS, f"We develop a two-step quilt method to fold the {_PATHS.lower()}.",
     f"Two-Step Quilt Method to Fold the {_PATHS}"),
    # a side sentence, a one-word title, a `for` purpose, a plain modifier, praise alone, a kind that only praises
    (result_head, _FOLDING, f"Zephyrs abound. Moreover, we derive tight bounds on {_FOLDING.lower()}.", None),
    (result_head, "Folding", "We derive tight bounds on folding.", None),
    (link_scope, "Quilt Bounds for Zephyr Games", "We derive quilt bounds for zephyr games in the marmot regime.",
     None),
    (aspect_head, "Zephyr Quilts", "We analyze the key properties of zephyr quilts.", None),
    (kind_head, "Zephyr Matching", "We propose a simple yet effective method for zephyr matching.", None),
    (means_to, _PATHS, f"We develop a novel method to fold the {_PATHS.lower()}.", None),
], ids=["result-head", "link-scope", "link-scope-verb-form", "aspect-head", "kind-head", "means-to",
        "result-side-sentence", "result-one-word", "scope-for-purpose", "aspect-plain-modifier", "kind-praise-only",
        "means-to-praise-only"])
def test_shared_families(family, title, text, expected):
    assert _read(family, title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    (_APPROACH, f"We propose {_APPROACH.lower()} for clustered tessel data.", f"{_APPROACH} for Clustered Tessel Data"),
    (_APPROACH, f"We propose {_APPROACH.lower()} to drop stray zephyrs.", f"{_APPROACH} to Drop Stray Zephyrs"),
    (_APPROACH, f"We propose {_APPROACH.lower()} to enable stray zephyr drift.",
     f"{_APPROACH} to Enable Stray Zephyr Drift"),
    ("Marmot Bottleneck", "We propose a marmot bottleneck to drop stray zephyrs.",
     "Marmot Bottleneck to Drop Stray Zephyrs"),
    # a loose verb before `for`, a title with a purpose already
    (_APPROACH, f"We propose {_APPROACH.lower()} to allow for tessel drift in meadows.", None),
    (_SCHEME, f"We design {_SCHEME.lower()} for clustered tessel data.", None),
], ids=["for-after-linking-to", "to-after-linking-to", "loose-verb-no-for", "plain", "allow-for", "purposed"])
def test_purpose_tail(title, text, expected):
    assert _read(purpose_tail, title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    (_SCHEME, f"We design {_SCHEME.lower()} by stitching tessel threads.", f"{_SCHEME} by Stitching Tessel Threads"),
    (_SCHEME, f"We design {_SCHEME.lower()} via tessel threads.", f"{_SCHEME} via Tessel Threads"),
    (_APPROACH, f"We propose {_APPROACH.lower()} via tessel threads.", f"{_APPROACH} via Tessel Threads"),
    ("Zephyr Folding", "We study zephyr folding via marmot tessel graphs.", "Zephyr Folding via Marmot Tessel Graphs"),
    # after a purpose: `using`, or a title that does not name its kind
    (_SCHEME, f"We design {_SCHEME.lower()} using tessel threads.", None),
    ("Quilts to Fold Marmots", "We design quilts to fold marmots by stitching tessel threads.", None),
], ids=["by-after-purpose", "via-after-purpose", "after-linking-to", "plain", "using-after-purpose",
        "unshaped-after-purpose"])
def test_means_tail(title, text, expected):
    assert _read(means_tail, title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    (_GUARD, f"We propose {_GUARD.lower()} to hidden tessel layers.", f"{_GUARD} to Hidden Tessel Layers"),
    (_INTEGRATING, "We study integrating zephyr noise into hidden tessel layers.",
     f"{_INTEGRATING} into Hidden Tessel Layers"),
    (_INTEGRATING, "Zephyrs abound. Moreover, we study integrating zephyr noise into hidden tessel layers.",
     f"{_INTEGRATING} into Hidden Tessel Layers"),
    # a verb that takes no second argument, the wrong link, a title word again, earlier work, a phrase after the
    # verb's object, a verb that ends the title
    ("Marmot Guard by Drawing Zephyr Noise", "We propose marmot guard by drawing zephyr noise to hidden tessel layers.",
     None),
    (_GUARD, f"We propose {_GUARD.lower()} into hidden tessel layers.", None),
    (_INTEGRATING, "We study integrating zephyr noise into hidden zephyr layers.", None),
    (_INTEGRATING, "Prior work studies integrating zephyr noise into hidden tessel layers.", None),
    ("Integrating Zephyr Noise in Quilts", "We study integrating zephyr noise in quilts into hidden tessel layers.",
     None),
    ("Zephyr Noise Integrating", "We study zephyr noise integrating into hidden tessel layers.", None),
], ids=["to", "into", "side-sentence-no-bar", "no-second-argument", "wrong-link", "says-title-again", "earlier-work",
        "phrase-after-object", "verb-last"])
def test_second_argument(title, text, expected):
    assert _read(second_argument, title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    (_GRADED, "We propose a graded tessel scheme of large zephyr valleys.", f"{_GRADED} of Large Zephyr Valleys"),
    (_RULE, "We propose a marmot rule without zephyrs.", f"{_RULE} without Zephyrs"),
    (_GRADED, "We propose a graded tessel scheme into large zephyr valleys.", f"{_GRADED} into Large Zephyr Valleys"),
    # `without` an article and one noun, `without` a gerund, an aspect last, earlier work, a title word again, a link
    # the title has already
    (_RULE, "We propose a marmot rule without the zephyrs.", None),
    (_RULE, "We propose a marmot rule without folding zephyrs.", None),
    ("Quilt Effects", "We study quilt effects of large zephyr valleys.", None),
    (_GRADED, "Prior work gives a graded tessel scheme of large zephyr valleys.", None),
    (_GRADED, "We propose a graded tessel scheme of large tessel valleys.", None),
    ("A Marmot Rule into Quilts", "We propose a marmot rule into quilts into large zephyr valleys.", None),
], ids=["of", "without-noun", "into", "without-article", "without-gerund", "aspect-last", "earlier-work",
        "says-title-again", "link-again"])
def test_rest_of_phrase(title, text, expected):
    assert _read(rest_of_phrase, title, text) == expected


_NEXT = "We propose a sublinear quilt algorithm that folds it."


@pytest.mark.parametrize("title, text, expected", [
    (_CONTROL, f"We study marmot control. {_NEXT}", f"Sublinear Quilt Algorithm for {_CONTROL}"),
    (_CONTROL, "We study marmot control. We propose a sublinear quilt algorithm for this problem.",
     f"Sublinear Quilt Algorithm for {_CONTROL}"),
    (f"The {_CONTROL}", f"We study the marmot control. {_NEXT}", f"Sublinear Quilt Algorithm for the {_CONTROL}"),
    (_CONTROL, "We study marmot control, where quilts drift. We propose a fast sublinear quilt algorithm that folds "
     "it.",
     f"Sublinear Quilt Algorithm for {_CONTROL}"),
    # praise alone, a kind for a part of the topic, a title word again, two places, no study sentence, no own make
    (_CONTROL, "We study marmot control. We propose a novel algorithm that folds it.", None),
    (_CONTROL, "We study marmot control. We propose a sublinear quilt algorithm for zephyr recovery.", None),
    (_CONTROL, "We study marmot control. We propose a sublinear marmot algorithm that folds it.", None),
    (_CONTROL, f"We study marmot control and marmot control. {_NEXT}", None),
    (_CONTROL, f"We fold marmot control. {_NEXT}", None),
    (_CONTROL, "We study marmot control. Zephyrs propose a sublinear quilt algorithm that folds it.", None),
], ids=["kind", "for-pointing", "article-lowered", "where-clause-praise-dropped", "praise-only", "for-part",
        "says-title-again", "two-places", "not-study", "not-own"])
def test_kind_next(title, text, expected):
    assert _read(kind_next, title, text) == expected


@pytest.mark.parametrize("text_n, phrase_n, verbs, expected", [
    ("we give a quilt zephyr bound and a quilt zephyr bound", "quilt zephyr bound", True, [(10, 28), (35, 53)]),
    ("we fold marmot burrows with seams", "folding marmot burrows", True, [(3, 22)]),
    ("we mapped marmot burrows", "mapping marmot burrows", True, [(3, 24)]),
    ("we give a novel quilt (qz) zephyr bound", "quilt zephyr bound", True, [(16, 39)]),
    ("we give a quilt the new zephyr bound", "quilt zephyr bound", True, [(10, 36)]),
    # another verb form without verbs, a word that runs on, three skipped, a comma between, a short phrase
    ("we fold marmot burrows with seams", "folding marmot burrows", False, []),
    ("we give quilt zephyrs", "quilt zephyr", True, []),
    ("we give a quilt the new a zephyr bound", "quilt zephyr bound", True, []),
    ("we give a quilt, zephyr bound", "quilt zephyr bound", True, []),
    ("we give a quilt the zephyr", "quilt zephyr", True, []),
], ids=["whole-every-place", "verb-form", "doubled-verb-form", "acronym-skipped", "two-skipped", "no-verbs",
        "runs-on", "three-skipped", "comma-between", "short-phrase"])
def test_where(text_n, phrase_n, verbs, expected):
    assert where(text_n, phrase_n, verbs) == expected


@pytest.mark.parametrize("title, text, expected", [
    ("Folding Marmot Burrows", "We fold marmot burrows with seams.", True),
    ("A Quilt Zephyr Bound", "We give a novel quilt (QZ) zephyr bound.", True),
    ("Quilt-Zephyr Bound", "We give a quilt zephyr bound.", True),
    # another thing written
    ("Folding Marmot Burrows", "We fold zephyr burrows.", False),
], ids=["verb-form", "acronym-skipped", "hyphen-as-space", "not-written"])
def test_written_somewhere(title, text, expected):
    assert written_somewhere(title, normalised(text)) is expected
