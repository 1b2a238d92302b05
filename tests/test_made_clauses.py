import pytest

from generator.derive.made_clauses import made_clause_said
from generator.derive.sentence_tokens import sentences, title_sentences, written_in

_FOLDER = "We present a quilt folder"


@pytest.mark.parametrize("title, text, expected", [
    # the relative clause after the title: a deed, a coordinated second deed, a plural's deed, `can`, a state
    ("A Quilt Folder", f"{_FOLDER} that adaptively aligns zephyr marmots.",
     "A Quilt Folder That Adaptively Aligns Zephyr Marmots"),
    ("A Quilt Folder", f"{_FOLDER} that detects and explicitly removes zephyr marmots.",
     "A Quilt Folder That Detects and Explicitly Removes Zephyr Marmots"),
    ("Quilt Stitchers", "We present quilt stitchers that align zephyr marmots.",
     "Quilt Stitchers That Align Zephyr Marmots"),
    ("A Quilt Folder", f"{_FOLDER}, which can align zephyr marmots.", "A Quilt Folder That Can Align Zephyr Marmots"),
    ("Quilt Stitchers", "We build quilt stitchers, which can be used to align zephyr marmots.",
     "Quilt Stitchers to Align Zephyr Marmots"),
    ("A Quilt Folder", f"{_FOLDER} that is provably robust to tessel drift.",
     "A Quilt Folder Provably Robust to Tessel Drift"),
    # a reduced relative after a made thing, an intensifier left out, a long clause cut at a preposition
    ("A Quilt Folder", "We propose a quilt folder designed for zephyr marmot alignment.",
     "A Quilt Folder Designed for Zephyr Marmot Alignment"),
    ("A Quilt Folder", f"{_FOLDER} that significantly shrinks zephyr marmots.",
     "A Quilt Folder That Shrinks Zephyr Marmots"),
    ("A Quilt Folder", f"{_FOLDER} that aligns zephyr marmots of tessel heaps under gusty drift with seven ropes.",
     "A Quilt Folder That Aligns Zephyr Marmots of Tessel Heaps under Gusty Drift"),
    # the means after the title
    ("Quilt Folding", "We study quilt folding by explicitly stitching zephyr seams.",
     "Quilt Folding by Explicitly Stitching Zephyr Seams"),
    # refusals: a preposition's complement, a tool's object, others' work, an aspect studied, a report's gerund
    ("Quilt Folding", "We study a method for quilt folding, which aligns zephyr marmots.", "Quilt Folding"),
    ("Quilt Folding", "We leverage quilt folding, which aligns zephyr marmots.", "Quilt Folding"),
    ("A Quilt Folder", f"Unlike prior work, {_FOLDER[0].lower()}{_FOLDER[1:]} that aligns zephyr marmots.",
     "A Quilt Folder"),
    ("Role of Quilts", "We study the role of quilts that align zephyr marmots.", "Role of Quilts"),
    ("Quilt Folding", "We study quilt folding by proposing zephyr seams.", "Quilt Folding"),
    # refusals: an empty verb, a claim, a pointer back, a word the title says, too little said
    ("A Quilt Folder", f"{_FOLDER} that outperforms zephyr marmots.", "A Quilt Folder"),
    ("A Quilt Folder", f"{_FOLDER} that aligns zephyr marmots better.", "A Quilt Folder"),
    ("A Quilt Folder", f"{_FOLDER} that aligns these zephyr marmots.", "A Quilt Folder"),
    ("A Quilt Folder", f"{_FOLDER} that aligns folder marmots.", "A Quilt Folder"),
    ("A Quilt Folder", f"{_FOLDER} that aligns marmots.", "A Quilt Folder"),
    # refusals by the title's form: a colon, more than five words, others' work, no title at all
    ("QZ: A Quilt Folder", "We present QZ: a quilt folder that aligns zephyr marmots.", "QZ: A Quilt Folder"),
    ("A Fast Quilt Folder for Zephyr Marmots", "We present a fast quilt folder for zephyr marmots that aligns tessel "
     "heaps.", "A Fast Quilt Folder for Zephyr Marmots"),
    ("Existing Quilt Folders", "We present existing quilt folders that align zephyr marmots.",
     "Existing Quilt Folders"),
    ("", "We present a quilt folder that aligns zephyr marmots.", ""),
], ids=["deed", "second-deed", "plural", "can", "can-be-used-to", "state", "reduced", "intensifier", "cut",
        "means", "complement", "tool", "others-lead", "studied", "report-gerund", "empty-verb", "claim",
        "points-back", "repeat", "too-little", "colon", "too-long", "others-title", "empty-title"])
def test_made_clause_said(title, text, expected):
    assert made_clause_said(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    # wider clauses: a participle after a comma, `based on`, a purpose, `which allow us to`, a means, one word again
    ("Quilt Nets", "We propose quilt nets, designed for zephyr marmot folding.",
     "Quilt Nets Designed for Zephyr Marmot Folding"),
    ("Quilt Nets", "We propose quilt nets based on zephyr marmot herds.", "Quilt Nets Based on Zephyr Marmot Herds"),
    ("Quilt Nets", "We propose quilt nets to align zephyr marmots.", "Quilt Nets to Align Zephyr Marmots"),
    ("Quilt Nets", "We present quilt nets, which allow us to align zephyr marmots.",
     "Quilt Nets to Align Zephyr Marmots"),
    ("Quilt Nets", "We present quilt nets via zephyr marmot stitching.", "Quilt Nets via Zephyr Marmot Stitching"),
    ("Quilt Nets", "We present quilt nets: stitching zephyr marmot seams.",
     "Quilt Nets by Stitching Zephyr Marmot Seams"),
    ("A Quilt Folder", f"{_FOLDER} that aligns quilt marmots.", "A Quilt Folder That Aligns Quilt Marmots"),
    # the next sentence: `Our method`, `It aims to`, the key idea
    ("A Quilt Folder", "We propose a quilt folder. Our method aligns zephyr marmots by stitching tessel seams.",
     "A Quilt Folder That Aligns Zephyr Marmots by Stitching Tessel Seams"),
    ("A Quilt Folder", "We propose a quilt folder. It aims to align zephyr marmots.",
     "A Quilt Folder to Align Zephyr Marmots"),
    ("A Quilt Folder", "We propose a quilt folder. The key idea is to stitch zephyr marmot seams.",
     "A Quilt Folder by Stitching Zephyr Marmot Seams"),
    # an apposition; the kind made for a topic, bare or with the next sentence; a name whose clause says its topic
    ("Quilt Folding", "We introduce quilt folding, a tessel method that aligns zephyr marmots.",
     "Quilt Folding That Aligns Zephyr Marmots"),
    ("Zephyr Folding", "We propose a marmot tessel method for zephyr folding.",
     "A Marmot Tessel Method for Zephyr Folding"),
    ("Zephyr Folding", "We propose a marmot tessel method for zephyr folding. Our method stitches quilt seams.",
     "A Marmot Tessel Method for Zephyr Folding That Stitches Quilt Seams"),
    ("Quilt Nets for Zephyr Folding", "We propose quilt nets that fold zephyr seams.",
     "Quilt Nets That Fold Zephyr Seams"),
    # refusals: credit, a problem pointed at, a second made thing, a phrase going on, coordinated or no modifiers,
    # a name's clause off its topic
    ("Quilt Nets", "We propose quilt nets inspired by the success of zephyr marmots.", "Quilt Nets"),
    ("Quilt Nets", "We propose quilt nets to align the problem of zephyr drift.", "Quilt Nets"),
    ("A Quilt Folder", "We propose a quilt folder, and we present a tessel map. Our method aligns zephyr marmots.",
     "A Quilt Folder"),
    ("A Quilt Folder", "We propose a quilt folder and tessel maps. Our method aligns zephyr marmots.",
     "A Quilt Folder"),
    ("Zephyr Folding", "We propose a theory and method for zephyr folding.", "Zephyr Folding"),
    ("Zephyr Folding", "We propose a method for zephyr folding.", "Zephyr Folding"),
    ("Quilt Nets for Zephyr Folding", "We propose quilt nets that align tessel seams.",
     "Quilt Nets for Zephyr Folding"),
], ids=["comma-participle", "based-on", "to-purpose", "allows-us-to", "via", "colon-gerund", "one-word-again",
        "next-our-method", "next-it-aims", "key-idea", "apposition", "kind-for", "kind-for-next", "name-topic",
        "credit", "problem", "second-made", "goes-on", "coordinated", "bare-kind", "off-topic"])
def test_made_clause_said_wider(title, text, expected):
    assert made_clause_said(title, text) == expected


@pytest.mark.parametrize("text, target", [
    ("Marmots fold. We give quilt folders (QF) that fold zephyrs.", ["a", "quilt", "folder"]),
    ("We study quilt-folding of zephyr bodies. Quilt folding helps.", ["quilt", "folding"]),
    ("Tessel bodies drift. We fold a tessel body and the tessel bodies.", ["the", "tessel", "body"]),
    ("No marmot here.", ["zephyr", "quilts"]),
])
def test_written_in_as_title_sentences(text, target):
    lows = [[t.lower() for t in toks] for toks in sentences(text)]
    assert written_in(sentences(text), lows, target) == title_sentences(text, target)
