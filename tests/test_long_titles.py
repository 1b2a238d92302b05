import pytest

from generator.derive.long_titles import long_title_mended

_LONG = "Quilt Zephyr Marmot Tessel Burrow Seam Fold Step Valley Meadow Ridge Brook Grove for the Orchard"  # 16 words


@pytest.mark.parametrize("title, text, expected", [
    # a kind: after a determiner-led last phrase, past an acronym; after a modifier, with its second modifier
    ("Tessel Bounds for the Quilt-Zephyr", "We give tessel bounds for the quilt-zephyr (QZ) algorithm.",
     "Tessel Bounds for the Quilt-Zephyr Algorithm"),
    ("Marmot Folding to an Online", "We extend marmot folding to an online, continual setting.",
     "Marmot Folding to an Online, Continual Setting"),
    ("Tessel Steps in Quilt-Zephyr", "We study tessel steps in quilt-zephyr (QZ) problems.",
     "Tessel Steps in Quilt-Zephyr Problems"),
    # a kind the title says, a compound with no acronym, a word that is no kind, the name's own long form
    ("Quilt Methods for the Zephyr Marmot", "We give quilt methods for the zephyr marmot method.",
     "Quilt Methods for the Zephyr Marmot"),
    ("Tessel Steps in Quilt-Zephyr", "We study tessel steps in quilt-zephyr problems.",
     "Tessel Steps in Quilt-Zephyr"),
    ("Tessel Bounds for the Quilt-Zephyr", "We give tessel bounds for the quilt-zephyr (QZ) burrow.",
     "Tessel Bounds for the Quilt-Zephyr"),
    ("QZ: Tessel Bounds for the Quilt-Zephyr", "We give tessel bounds for the quilt-zephyr (QZ) algorithm.",
     "QZ: Tessel Bounds for the Quilt-Zephyr"),
    # a method: the study sentence's method before `with`, and its article
    ("Tessel Steps in Zephyr Burrows", "We study quilt descent (QD) with tessel steps in zephyr burrows.",
     "Quilt Descent with Tessel Steps in Zephyr Burrows"),
    ("A Wide Tessel Step on Zephyr Burrows", "We study quilt descent with a wide tessel step on zephyr burrows.",
     "Quilt Descent with a Wide Tessel Step on Zephyr Burrows"),
    # a generic method, a gerund's deed, earlier work's sentence, a name
    ("Tessel Steps in Zephyr Burrows", "We propose a new method with tessel steps in zephyr burrows.",
     "Tessel Steps in Zephyr Burrows"),
    ("Tessel Steps in Zephyr Burrows", "We study folding quilts with tessel steps in zephyr burrows.",
     "Tessel Steps in Zephyr Burrows"),
    ("Tessel Steps in Zephyr Burrows", "Prior work studies quilt descent with tessel steps in zephyr burrows.",
     "Tessel Steps in Zephyr Burrows"),
    ("QZ: Tessel Steps in Zephyr Burrows", "We study quilt descent with tessel steps in zephyr burrows.",
     "QZ: Tessel Steps in Zephyr Burrows"),
    # a participle phrase after the title's noun, past its acronym
    ("Tessel Bounds for Marmot Networks", "We give tessel bounds for marmot networks trained by quilt descent.",
     "Tessel Bounds for Marmot Networks Trained by Quilt Descent"),
    ("Quilt Bounds for Marmot Classifiers", "We prove quilt bounds for marmot classifiers (MC) operating on zephyr "
     "inputs, which ...", "Quilt Bounds for Marmot Classifiers Operating on Zephyr Inputs"),
    # earlier work's sentence, a coordination, a count, a modifier cut off, an acronym inside the phrase
    ("Quilt Bounds for Marmot Classifiers", "Quilt bounds for marmot classifiers operating on zephyr inputs are known.",
     "Quilt Bounds for Marmot Classifiers"),
    ("Tessel Bounds for Marmot Networks", "We give tessel bounds for marmot networks trained by quilt descent and "
     "zephyr folding.", "Tessel Bounds for Marmot Networks"),
    ("Tessel Bounds for Marmot Networks", "We give tessel bounds for marmot networks trained by several quilt steps.",
     "Tessel Bounds for Marmot Networks"),
    ("Tessel Bounds for Marmot Networks", "We give tessel bounds for marmot networks trained by zephyr adaptive, "
     "tessel-free folding.", "Tessel Bounds for Marmot Networks"),
    ("Tessel Bounds for Marmot Networks", "We give tessel bounds for marmot networks trained by quilt descent (QD) "
     "steps.", "Tessel Bounds for Marmot Networks"),
    # a word the title says already, a title at the house's length
    ("Tessel Bounds for Marmot Networks", "We give tessel bounds for marmot networks trained by marmot descent.",
     "Tessel Bounds for Marmot Networks"),
    (_LONG, f"We give {_LONG.lower()} algorithm.", _LONG),
], ids=["kind-past-acronym", "kind-after-modifier", "kind-after-compound", "kind-said", "compound-no-acronym",
        "no-kind", "name-long-form", "with-method", "with-article", "with-generic", "with-gerund", "with-earlier-work",
        "with-name", "participle", "participle-past-acronym", "participle-earlier-work", "participle-and",
        "participle-count", "participle-modifier", "participle-inner-acronym", "said-twice", "too-long"])
def test_long_title_mended(title, text, expected):
    assert long_title_mended(title, text) == expected


_FOLDING = "Marmot Folding in Deep Quilt Networks with Zephyr Seams and Tessel Burrows"  # 12 words
_GUARD = "A Light Marmot Guard against Quilt Storms by Adding Zephyr Noise"
_ADAPTING = "Adapting a Trained Quilt Network to a Marmot Domain"
_NETWORK = "Overparameterized Quilt Network with Zephyr Seam Activations in Marmot Meadows"
_BANDITS = "Linear Marmot Bandits under the Shuffle Quilt Trust Model"
_APPROACH = "A Hierarchical Quilt Approach to Marmots with Correlated Zephyr Effects"
_SCHEME = "A Quilt Scheme to Fold Marmots with Zephyr Seams"
_PATHS = "Tessel Paths of Marmot Burrows in Deep Zephyr Meadows"
_BURROWS = "Folding Marmot Burrows with Tessel Seams in Deep Zephyr Meadows"
_CONTROLLING = "Controlling a Linear Marmot System with Adversarial Zephyr Tessels"
_MEADOW = "A Graded Tessel Folding Scheme Extended to the Marmot Meadow"
_RULE = "A Marmot Policy Improvement Rule Based on Drawing Quilt Seams"


@pytest.mark.parametrize("title, text, expected", [
    # a result head, two words past result_heads.py's cap
    (_FOLDING, f"We derive tight bounds on {_FOLDING.lower()}.", f"Tight Bounds on {_FOLDING}"),
    (_FOLDING, f"Zephyrs abound. Moreover, we derive tight bounds on {_FOLDING.lower()}.", _FOLDING),
    # the second argument of the last verb, where the verb takes that link
    (_GUARD, f"We propose {_GUARD.lower()} to hidden tessel layers.", f"{_GUARD} to Hidden Tessel Layers"),
    (_GUARD.replace("Adding", "Drawing"), f"We propose {_GUARD.lower().replace('adding', 'drawing')} to hidden "
     "tessel layers.", _GUARD.replace("Adding", "Drawing")),
    # a scope after the title written with its verb in another form
    (_ADAPTING, "We adapt a trained quilt network to a marmot domain without retraining the zephyr.",
     f"{_ADAPTING} without Retraining the Zephyr"),
    # an aspect a modifier makes telling; a plain modifier
    (_NETWORK, f"We analyze the generalization properties of the {_NETWORK.lower()}.",
     f"Generalization Properties of the {_NETWORK}"),
    (_NETWORK, f"We analyze the key properties of the {_NETWORK.lower()}.", _NETWORK),
    # the kind of work made for the title
    (_BANDITS, f"We propose an algorithmic framework for {_BANDITS.lower()}.",
     f"Algorithmic Framework for {_BANDITS}"),
    # a purpose after a `to` that links a thing; one that names no aim
    (_APPROACH, f"We propose {_APPROACH.lower()} for clustered tessel data.", f"{_APPROACH} for Clustered Tessel Data"),
    (_APPROACH, f"We propose {_APPROACH.lower()} to allow for tessel drift in meadows.", _APPROACH),
    # after a purpose, only `by` or `via` for a title that names its kind
    (_SCHEME, f"We design {_SCHEME.lower()} by stitching tessel threads.", f"{_SCHEME} by Stitching Tessel Threads"),
    (_SCHEME, f"We design {_SCHEME.lower()} using tessel threads.", _SCHEME),
    # the kind of work made `to` do the title, before its object or as its gerund's verb; a kind that only praises
    (_PATHS, f"We develop a two-step quilt method to fold the {_PATHS.lower()}.",
     f"Two-Step Quilt Method to Fold the {_PATHS}"),
    (_BURROWS, "We introduce a graded quilt approach to fold marmot burrows with tessel seams in deep zephyr meadows.",
     f"Graded Quilt Approach to Fold {_BURROWS.split(' ', 1)[1]}"),
    (_PATHS, f"We develop a novel method to fold the {_PATHS.lower()}.", _PATHS),
    # the kind the next sentence proposes; praise alone; a kind for a part of the topic
    (_CONTROLLING, f"We study {_CONTROLLING.lower()}. We propose a sublinear quilt algorithm that folds it.",
     f"Sublinear Quilt Algorithm for {_CONTROLLING}"),
    (_CONTROLLING, f"We study {_CONTROLLING.lower()}. We propose a novel algorithm that folds it.", _CONTROLLING),
    (_CONTROLLING, f"We study {_CONTROLLING.lower()}. We propose a sublinear quilt algorithm for zephyr recovery.",
     _CONTROLLING),
    # the rest of a phrase cut before `of` or `without` (one noun may do, but not one with only its article)
    (_MEADOW, f"We propose {_MEADOW.lower()} of large zephyr valleys.", f"{_MEADOW} of Large Zephyr Valleys"),
    (_RULE, f"We propose {_RULE.lower()} without zephyrs.", f"{_RULE} without Zephyrs"),
    (_RULE, f"We propose {_RULE.lower()} without the zephyrs.", _RULE),
    # a name, a short title, a `for` purpose: not what the wider families read
    (f"QZ: {_NETWORK}", f"We analyze the generalization properties of the {_NETWORK.lower()}.", f"QZ: {_NETWORK}"),
    ("Marmot Folding in Quilt Networks", "We derive tight bounds on marmot folding in quilt networks.",
     "Marmot Folding in Quilt Networks"),
    (f"{_NETWORK} for Tessels", f"We analyze the generalization properties of the {_NETWORK.lower()} for tessels.",
     f"{_NETWORK} for Tessels"),
], ids=["result-longer-cap", "result-side-sentence", "second-argument", "second-argument-wrong-link",
        "scope-verb-written-otherwise", "aspect", "aspect-plain-modifier", "kind-head", "purpose-after-linking-to",
        "purpose-allow-for", "means-after-purpose", "means-using-after-purpose", "kind-to", "kind-to-gerund",
        "kind-to-praise-only", "kind-next", "kind-next-praise-only", "kind-next-for-part", "rest-of", "rest-without",
        "rest-without-article", "named", "short", "for-purpose"])
def test_wider_families(title, text, expected):
    assert long_title_mended(title, text) == expected
