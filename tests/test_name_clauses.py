import pytest

from generator.derive.name_clauses import (clause_fits, kind_purpose, means_read, named_kind, participle_purpose,
                                           relative_purpose, used_purpose)


@pytest.mark.parametrize("after, expected", [
    (", a model that captures marmot variance.", ("to", ["capture", "marmot", "variance"])),
    (", which can rank tessel marmots.", ("to", ["rank", "tessel", "marmots"])),
    (" that uses zephyr priors to fit marmot data.", ("to", ["fit", "marmot", "data"])),
    # a capital or a base form after `which` is no clause of the work's; a verb that says only how
    (", which Captures marmots.", None),
    (", which capture marmots.", None),
    (", which gives the flexibility to adapt marmots.", None),
    (", which first samples tessel marmots.", None),  # a step of the work, not what it is for
], ids=["object", "modal", "means-purpose", "capital", "base-form", "complement", "first-step"])
def test_relative_purpose(after, expected):
    assert relative_purpose(after) == expected


@pytest.mark.parametrize("read, after, expected", [
    (participle_purpose, ", assigning a slack to each marmot to reduce tessel drift.",
     ("to", ["reduce", "tessel", "drift"])),
    (participle_purpose, ", assigning a slack to each marmot.", None),
    (used_purpose, " can be used to train structured marmot models.",
     ("to", ["train", "structured", "marmot", "models"])),
    (used_purpose, " can be used to target quilts.", None),
    (means_read, ", a quilt framework that utilizes marmot quantization and a tessel scheme.",
     ("via", ["marmot", "quantization"])),
    (means_read, " based on tessel prediction models.", ("based on", ["tessel", "prediction", "models"])),
    (means_read, " based on tessel prediction models that fold quilts.", None),
    (means_read, ", which uses tessel priors to fold marmots.", None),
], ids=["participle", "participle-no-purpose", "used", "used-noun", "means-via", "means-based-on", "means-clause",
        "means-serves"])
def test_readings(read, after, expected):
    assert read(after) == expected


@pytest.mark.parametrize("before, expected", [
    ("We propose a foundation model for marmot ranking called Quilt Zephyrs (", ("for", ["marmot", "ranking"])),
    ("In this paper, we propose a generic approach to counter tessel drift called ",
     ("to", ["counter", "tessel", "drift"])),
    ("Prior work used a model for marmot ranking called ", None),
], ids=["for", "to", "not-own"])
def test_kind_purpose(before, expected):
    assert kind_purpose(named_kind(before)) == expected


@pytest.mark.parametrize("link, purpose, expected", [
    ("to", ["capture", "marmot", "variance"], True),
    ("via", ["marmot", "quantization"], True),
    ("to", ["address", "the", "issues", "in", "marmots"], False),
    ("to", ["optimize", "three", "marmot", "objectives"], False),
    ("to", ["learn", "the", "sampled", "model"], False),
    ("to", ["fold", "the", "TMR", "strategy"], False),
    ("to", ["synthesize", "diverse", "and", "informative"], False),
    ("to", ["quantize", "zephyr", "marmots"], False),
    ("via", ["a", "simple", "trick"], False),
    ("via", ["tessel", "models"], False),
    ("for", ["marmots"], False),
    ("for", ["the", "marmot", "drift"], False),
], ids=["to", "means", "vague", "count", "empty-head", "acronym-only", "adjective-end", "spells-acronym",
        "means-empty", "means-one-word", "for-one-word", "for-article"])
def test_clause_fits(link, purpose, expected):
    assert clause_fits("QZM", "Tessel Ranking Nets", link, purpose) is expected
