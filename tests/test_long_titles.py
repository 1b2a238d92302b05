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
