"""The example lists of a sentence, which no title is cut from (generator/derive/example_lists.py)."""

from __future__ import annotations

import pytest

from generator.derive.example_lists import example_flags

STOPS = frozenset("we is are has have".split())


@pytest.mark.parametrize("sentence, listed", [
    ("We test on tasks such as quilting and lattice folding.", ["quilting", "and", "lattice", "folding."]),
    ("Marmot methods (e.g. Quilt, Tessel) fail on graphs.", ["Quilt,", "Tessel)"]),  # the bracket ends it
    ("Tasks including quilting; we study marmots.", ["quilting;"]),  # a `;` ends the list
    ("Samplers such as Quilt and Tessel have flaws.", ["Quilt", "and", "Tessel"]),  # `have` resumes the clause
    ("Marmots help, for example, quilted samplers.", ["quilted", "samplers."]),
    ("We study quilted samplers for marmot graphs.", []),  # no marker
], ids=["such-as", "e-g-brackets", "semicolon", "clause-resumes", "for-example", "none"])
def test_example_flags(sentence, listed):
    """The words after an example marker are flagged, up to where the list ends."""
    raws = sentence.split()
    assert [w for w, flag in zip(raws, example_flags(sentence, raws, STOPS)) if flag] == listed
