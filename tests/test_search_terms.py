"""Index terms: the Porter stemmer, stopwords and compounds, the same in Python (build) and JS (queries)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from generator.engine.search_index import terms
from generator.engine.stemming import stem, words
from tests.conftest import ROOT, SEEDS

ASSETS = ROOT / "docs_templates" / "assets"
node = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed (apt-get install nodejs)")

# Porter's own examples (the 1980 paper and his C version's vocabulary).
PORTER = {
    "caresses": "caress", "ponies": "poni", "cats": "cat", "feed": "feed", "agreed": "agre", "plastered": "plaster",
    "motoring": "motor", "sing": "sing", "conflated": "conflat", "sized": "size", "hopping": "hop", "falling": "fall",
    "filing": "file", "happy": "happi", "relational": "relat", "conditional": "condit", "digitizer": "digit",
    "vietnamization": "vietnam", "decisiveness": "decis", "hopefulness": "hope", "sensibiliti": "sensibl",
    "triplicate": "triplic", "formative": "form", "electrical": "electr", "goodness": "good", "allowance": "allow",
    "adjustment": "adjust", "adoption": "adopt", "homologous": "homolog", "effective": "effect", "probate": "probat",
    "cease": "ceas", "controll": "control", "roll": "roll",
}
# What readers type against what abstracts say.
VARIANTS = [("networks", "network"), ("learned", "learning"), ("inverts", "inverting"), ("guarantees", "guaranteed"),
            ("modelling", "models"), ("policies", "policy"), ("optimization", "optimizing")]


@pytest.mark.parametrize("word, expected", sorted(PORTER.items()))
def test_porter_examples(word, expected):
    assert stem(word) == expected


@pytest.mark.parametrize("a, b", VARIANTS)
def test_word_forms_share_a_stem(a, b):
    assert stem(a) == stem(b)


def test_words_fold_case_and_accents_and_keep_compounds():
    assert words("Café-Style GNNs, naïve 3D") == ["cafe-style", "gnns", "naive", "3d"]


def test_terms_skip_stopwords_and_index_compounds_both_ways():
    # "of the" takes no position, so "learning" and "data" stand next to each other.
    assert terms("learning of the data") == [("learn",), ("data",)]
    assert terms("multi-agent systems") == [("multi", "multiag"), ("agent",), ("system",)]


def run_js(script: str, data) -> object:
    """Run an ES module snippet that imports the site's search-terms.js; return what it prints as JSON."""
    code = f"import * as t from {json.dumps((ASSETS / 'search-terms.js').as_uri())};\n{script}"
    done = subprocess.run(["node", "--input-type=module", "-e", code], input=json.dumps(data),
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)



@node
def test_browser_terms_equal_build_terms_on_the_seeds():
    texts = [p for path in sorted(SEEDS.glob("*.txt")) for p in path.read_text(encoding="utf-8").split("\n\n")]
    texts += list(PORTER) + ["Café-Style GNNs, naïve 3D", "Ωmega-Net \\mathsf{NP} x_{i}^2 non-i.i.d. re-use"]
    script = ("import fs from 'node:fs';\nconst data = JSON.parse(fs.readFileSync(0, 'utf8'));\n"
              "console.log(JSON.stringify(data.map(t.terms)));")
    assert run_js(script, texts) == [[list(group) for group in terms(text)] for text in texts]


@node
def test_browser_hash_equals_build_hash():
    from generator.engine.search_index import fnv1a

    names = ["learn", "graph", "coso", "ωmega", "x"]
    script = ("import fs from 'node:fs';\nconst data = JSON.parse(fs.readFileSync(0, 'utf8'));\n"
              "console.log(JSON.stringify(data.map(t.fnv1a)));")
    assert run_js(script, names) == [fnv1a(n) for n in names]


def test_postings_encode_any_position_a_long_abstract_has():
    """A hostile seed's abstract is longer than 16,384 words: its positions need three varint bytes."""
    import numpy as np

    from generator.engine.search_index import varint, varints

    values = [0, 1, 127, 128, 16383, 16384, 2**21 + 5, 2**28 + 7, 3]
    expected = bytearray()
    for v in values:
        varint(v, expected)
    out, ends = varints(np.array(values))
    assert bytes(out) == bytes(expected) and int(ends[-1]) == len(expected)


def test_stopword_lists_agree():
    from generator.engine.stemming import STOPWORDS

    js = (ASSETS / "search-terms.js").read_text(encoding="utf-8")
    listed = re.search(r"STOPWORDS = new Set\(`([^`]*)`", js).group(1).split()
    assert set(listed) == STOPWORDS
