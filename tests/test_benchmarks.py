"""Smoke test of the benchmark scripts on the seeds: they run and report every figure (no timing asserts)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

from benchmarks import blind_pairs, lighthouse, lighthouse_ab, run, search_eval, search_probe
from benchmarks.field_terms import field_terms, shared_casings
from benchmarks.tag_labels import HELD_OUT, drawn_before, write_batches
from benchmarks.title_purposes import purpose_counts
from benchmarks.titles_eval import invented, repeats
from benchmarks.train_titles import open_lexicon, usage
from generator import write
from generator.engine import search
from tests.conftest import CHROMIUM, ROOT, SEEDS


@pytest.mark.skipif(shutil.which("hugo") is None, reason="hugo is not installed (apt-get install hugo)")
def test_run_reports_stages_memory_size_index_and_anchor(tmp_path, capsys):
    assert run.main(["--seeds", str(SEEDS), "--runs", "1", "--workdir", str(tmp_path)]) == 0
    report = capsys.readouterr().out
    for figure in ("papers: 57", "mkdocs", "search", "generation", "peak memory:", "site:",
                   "search index (gzipped files): terms", "anchor: hugo", "ratio build / anchor:"):
        assert figure in report
    assert "total 0 KB" not in report  # the index the build writes, not a bundle it no longer makes
    assert "warm:" not in report


def test_run_warm_reads_every_title_from_a_cache_one_build_filled(tmp_path, capsys, monkeypatch):
    calls = []

    def build_once(seeds, work, cache=None):
        calls.append(cache)
        return run.Run(1.0, 1.0, 0.0, 1.0, {"derive": 0.5}, 57, 0, 0, {}, 0.0)

    monkeypatch.setattr(run, "build_once", build_once)
    monkeypatch.setattr(run, "machine", lambda: dict.fromkeys(("nproc", "cpu", "memory", "python", "hugo",
                                                                "pagefind"), "-"))
    assert run.main(["--seeds", str(SEEDS), "--runs", "2", "--workdir", str(tmp_path), "--no-anchor", "--warm"]) == 0
    assert len(calls) == 3 and calls[0] is not None and len(set(calls)) == 1  # one build fills it, both runs read it
    assert "warm: every title from the cache" in capsys.readouterr().out


@pytest.mark.browser
def test_search_probe_measures_a_query(seeds_site, browser):
    runs = search_probe.measure(browser, seeds_site, "reinforcement learning", runs=1)
    report = search_probe.summary("reinforcement learning", runs)
    assert runs[0]["shown"] > 0 and runs[0]["bytes"]["engine"] > 0
    assert "first result after last keystroke" in report and "bytes fetched" in report


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed (apt-get install nodejs)")
def test_search_eval_ranks_in_node_over_a_built_index(tmp_path):
    """The fast relevance mode runs the site's own engine in Node: a query finds its paper, a miss is None."""
    site = tmp_path / "site"
    shutil.copytree(ROOT / "docs_templates" / "assets", site / "assets")
    papers = [{"id": "a1", "title": "Graph Networks", "tags": [], "abstract": "Graph neural networks for molecules."},
              {"id": "b2", "title": "Bandit Regret", "tags": [], "abstract": "Regret bounds for linear bandits."}]
    write.replace_folder(site / search.FOLDER, search.index_files(papers, []))
    assert search_eval.node_ranks(site, [("graph molecules", "a1"), ("linear bandits", "b2"),
                                         ("linear bandits", "a1")]) == [1, 1, None]


@pytest.mark.parametrize("ranks, expected", [
    ([1, None, 2, None], {"hit@1": 0.25, "hit@5": 0.5, "hit@10": 0.5, "mrr@10": 0.375}),
    ([], {"hit@1": 0, "hit@5": 0, "hit@10": 0, "mrr@10": 0}),
])
def test_search_eval_relevance_figures(ranks, expected):
    assert search_eval.relevance(ranks) == expected


def test_search_eval_splits_figures_by_conference():
    """Held-out figures for anything fitted: one row a form and conference."""
    pairs = [("q1", "p1"), ("q2", "p2"), ("q3", "p3")]
    rows = search_eval.by_conference("title4", pairs, [1, None, 2], {"p1": "icml2021", "p2": "icml2021", "p3": "iclr2021"})
    assert list(rows) == ["title4 iclr2021", "title4 icml2021"]
    assert rows["title4 icml2021"]["queries"] == 2 and rows["title4 icml2021"]["hit@1"] == 0.5
    assert rows["title4 iclr2021"]["mrr@10"] == 0.5


def test_search_eval_draws_every_query_when_per_form_is_zero():
    items = [(f"p{i}", f"Method{i}: Sparse Graph Neural Networks") for i in range(5)]
    drawn = search_eval.queries(items, 0, seed=13)
    assert {form: len(pairs) for form, pairs in drawn.items()} == {"title4": 5, "name": 5, "topic2": 5}


@pytest.mark.parametrize("query, respelled", [
    ("Generalization Bounds Deep Networks", "generalisation Bounds Deep Networks"),
    ("Regularisation Deep Models Matters", "regularization Deep Models Matters"),
    ("Behavior Cloning Robot Videos", "behaviour Cloning Robot Videos"),
    ("Promising Results Graph Networks", None),  # `promizing` is no word the corpus writes
    ("Sparse Graph Neural Networks", None),
])
def test_search_eval_respells_words_the_corpus_spells_both_ways(query, respelled):
    spelled = frozenset({"generalisation", "regularization", "behaviour", "networks", "models"})
    assert search_eval.respelled(query, spelled) == respelled
    drawn = search_eval.queries([("p1", query)], 0, seed=13, spelled=spelled)
    assert drawn["respelled"] == ([(respelled, "p1")] if respelled else [])


def test_lighthouse_ab_interleaves_sites_page_by_page_and_reports_medians():
    """Each round audits every page on every site in turn, the sites' order reversed every other round, so
    neither site always runs first on a host whose load drifts."""
    assert lighthouse_ab.schedule(2, ["map", "paper"], ["main", "branch"]) == [
        ("map", "main"), ("map", "branch"), ("paper", "main"), ("paper", "branch"),
        ("map", "branch"), ("map", "main"), ("paper", "branch"), ("paper", "main")]
    runs = [{"page": "map", "site": site, "performance": score, "fcp": 1.2, "lcp": 1.4, "tbt": tbt, "kib": 100,
             "bench": 1000, "load": 5.0} for site, score, tbt in [("main", 90, 300), ("b", 99, 50), ("main", 96, 100)]]
    assert lighthouse_ab.table(runs).splitlines()[2:] == [
        "| map | main | 93 | 1.20 | 1.40 | 200 | 100 | 1000 | 5.0 | 90, 96 |",
        "| map | b | 99 | 1.20 | 1.40 | 50 | 100 | 1000 | 5.0 | 99 |"]


def test_lighthouse_server_gzips_text_as_github_pages_does(seeds_site):
    """The pages Lighthouse audits are sent gzipped to a browser that asks, and plain to one that does not."""
    import gzip
    import urllib.request

    server, base = lighthouse.serve(seeds_site, compress=True)
    try:
        asked = urllib.request.urlopen(urllib.request.Request(base + "map/", headers={"Accept-Encoding": "gzip"}))
        plain = urllib.request.urlopen(base + "map/")
        assert asked.headers["Content-Encoding"] == "gzip" and asked.headers["Vary"] == "Accept-Encoding"
        assert gzip.decompress(asked.read()) == plain.read() == (seeds_site / "map" / "index.html").read_bytes()
        assert plain.headers["Content-Encoding"] is None
    finally:
        server.shutdown()
    assert set(lighthouse.five_pages(seeds_site)) == {"home", "paper", "tag", "explore", "map"}
    tags = json.loads((seeds_site / "tags.json").read_text())
    assert lighthouse.five_pages(seeds_site, "largest")["tag"] == max(tags, key=lambda t: (t["count"], t["name"]))["url"]


LIGHTHOUSE = os.environ.get("LIGHTHOUSE") or shutil.which("lighthouse")


@pytest.mark.browser
@pytest.mark.skipif(not LIGHTHOUSE or not Path(CHROMIUM).exists(),
                    reason="lighthouse is not installed (npm install lighthouse@12; set LIGHTHOUSE) or no Chromium")
def test_lighthouse_finds_nothing_wrong_with_accessibility_practices_or_seo(seeds_site):
    """Issue 15's floors that do not depend on the machine's speed: 100 on all five pages, served gzipped.
    Performance is timed on a shared machine, so it stays a benchmark (benchmarks/lighthouse.py)."""
    server, base = lighthouse.serve(seeds_site, compress=True)
    pages = lighthouse.five_pages(seeds_site)
    try:  # in one Chromium, one page after another: the CLI would start Node and Chromium five times
        found = lighthouse.audit_pages(LIGHTHOUSE, [base + url for url in pages.values()], str(CHROMIUM),
                                       lighthouse.CATEGORIES[1:])
    finally:
        server.shutdown()
    for page, scores in zip(pages, found):
        assert [scores[c] for c in lighthouse.CATEGORIES[1:]] == [100, 100, 100], (page, scores["failing"])


@pytest.mark.parametrize(
    "texts, word, counts",
    [
        (["A framework for traffic forecasting. A model for forecasting."] * 3, "forecasting", (6, 0)),
        (["A framework for traffic forecasting. A model for forecasting."] * 3, "framework", (0, 3)),
        (["We use it for time series forecasting, and traffic."] * 3, "traffic", None),  # past the comma
        (["Attention for forecasting. Attention, for forecasting."] * 3, "attention", (0, 3)),  # the comma breaks it
        (["One framework for forecasting."], "framework", None),  # seen under MIN_COUNT times
    ],
    ids=["after-for", "before-for", "stops-at-a-comma", "not-across-a-comma", "too-rare"],
)
def test_purpose_counts_read_either_side_of_for(texts, word, counts):
    """Words are counted on the side of `for` they stand, up to a clause's edge, once seen often enough."""
    assert purpose_counts(texts).get(word) == counts


def test_field_terms_are_acronyms_three_abstracts_spell_out_alike():
    """A pair three abstracts define is the field's; two, or one spelled otherwise, is not."""
    uda = "We study unsupervised marmot adaptation (UMA) for speech."
    texts = [uda, uda, uda, "We propose Unsupervised Marmot Adaptation (UMA) by anchors.",
             "We propose uniform marmot alignment (UMA).", "Maximum mean discrepancy (MMD) tests help.",
             "Tests by maximum mean discrepancy (MMD) are fast."]
    assert field_terms(texts) == {("UMA", "unsupervised marmot adaptation")}


def test_shared_casings_are_mixed_case_words_five_abstracts_write():
    """`ResNet` in five abstracts is a name's casing; `nEural` in one marks an acronym's letters."""
    texts = ["We train a ResNet on GANs."] * 4 + ["A ResNet and Graph nEural nEtworks (GNN)."]
    assert shared_casings(texts) == {"ResNet"}


@pytest.mark.parametrize("title, repeated", [
    ("Quantifying Disentanglement for Quantifying Disentanglement", True),
    ("Solving SOPR for Solving SOPR", True),
    ("Speech-to-Speech Translation Model", False),  # one compound, not `X to X`
    ("End-to-End Learning for End-to-End Learning", True),
    ("Quilt: A Quilt Method for Lattices", False),  # a name, and an article after its colon
    ("Quilt Pruning: Quilt Pruning for Lattices", True),
])
def test_titles_eval_repeats(title, repeated):
    """The benchmark's repeat test reads a compound whose ends are one word as that word, and `X for X` within the
    parts a colon sets apart."""
    assert repeats(title) is repeated


@pytest.mark.parametrize("title, abstract, made_up", [
    ("Reducing Inference Cost", "Our method reduces the inference cost.", []),
    ("Mitigating Forgetting", "It mitigated forgetting.", []),
    ("Solving Games", "We aim to solve games.", []),  # the bare verb, where the abstract writes it as a verb
    ("Identifying Edges", "We robustly identify edges.", []),
    ("Quantifying Dimension", "It quantifies the dimension.", []),
    ("Neuraling Networks", "Neural networks can solve it.", ["neuraling"]),  # a corrupted word: no verb `neural`
    ("Structuraling Inference", "Structural inference.", ["structuraling"]),
    ("Recommendation with Additive Personalization", "A recommendation withAdditive personalization.", []),  # glued
    ("Resampling for Transition Matrices", "We resample a transition matrix.", []),  # a Latin plural
    ("Quilts of Lattice Vertices", "Each quilt has a lattice vertex.", []),
])
def test_titles_eval_invented_reads_a_gerund_as_its_verb(title, abstract, made_up):
    """The benchmark's invented-word test takes `Reducing` from `reduces` and `Matrices` from `matrix`, and still
    flags a corrupted gerund."""
    assert invented(title, abstract) == made_up



@pytest.mark.parametrize("word, open_word", [
    ("consisting", True),  # a participle, always written with its object
    ("molecular", True),  # a modifier, always written before its noun
    ("denoising", False),  # a noun a phrase often ends on
    ("estimating", False),  # a training title ends on it
    ("relying", False),  # too few uses to tell
    ("subject", True),  # bound to `to`, though a phrase sometimes ends on it
])
def test_open_words_are_words_no_phrase_ends_on(word, open_word):
    """A word is open when the corpora seldom close a phrase right after it, and no training title ends on it."""
    texts = (["A framework consisting of two parts.", "Image denoising is hard.", "Estimating the mean works.",
              "We simulate molecular dynamics.", "It is subject to noise."] * 5 + ["The subject."]
             + ["We study denoising of images."] * 5 + ["Methods relying on priors."] * 3)
    titles = [SimpleNamespace(title="Robust Estimating")]
    assert (word in open_lexicon(usage(texts), titles)) is open_word


def test_blind_pairs_draw_changed_papers_unjudged_and_hide_which_is_new():
    """Only changed, unjudged papers are drawn; the key says which side is new; the same seed draws the same pairs."""
    old = {f"p{k}": f"Old Title {k}" for k in range(30)}
    new = {**old, **{f"p{k}": f"New Title {k}" for k in range(0, 30, 2)}}
    texts = {i: f"Abstract of {i}." for i in old}
    rows, key = blind_pairs.draw(old, new, texts, 10, 7, judged={"p0", "p2"})
    assert len(rows) == 10 and set(key) == {r["id"] for r in rows}
    assert all(int(r["id"][1:]) % 2 == 0 and r["id"] not in {"p0", "p2"} for r in rows)
    for r in rows:
        assert r[f"title_{key[r['id']]}"] == new[r["id"]] and r[f"title_{1 - key[r['id']]}"] == old[r["id"]]
    assert {k for k in key.values()} == {0, 1}  # both orders occur
    assert blind_pairs.draw(old, new, texts, 10, 7, judged={"p0", "p2"}) == (rows, key)


@pytest.mark.parametrize("prefer, expected", [
    (["1", "1", "0"], "new preferred 2 to 1 (0 the same)"),
    (["0", "same", "0"], "new preferred 0 to 2 (1 the same)"),
])
def test_blind_pairs_score_counts_preferences_by_side(prefer, expected):
    key = {"a": 1, "b": 1, "c": 1}
    verdicts = [{"id": i, "verdict_0": "poor", "verdict_1": "faithful", "prefer": p} for i, p in zip("abc", prefer)]
    report = blind_pairs.score(key, verdicts)
    assert expected in report and "old 0 faithful, 0 weak, 3 poor; new 3 faithful, 0 weak, 0 poor" in report


@pytest.mark.parametrize("existing, prefix, first", [
    ([], "tag_batch", 1),
    (["tag_batch_1", "tag_batch_2"], "tag_batch", 3),
    (["tag_batch_1", "tag_batch_2", "tag_verdicts_3"], "tag_batch", 4),  # a verdicts file whose batch was lost
    (["title_batch_9", "title_verdicts_9", "tag_verdicts_12"], "title_batch", 10),  # another kind's numbers apart
], ids=["empty", "after-batches", "after-verdicts", "own-kind"])
def test_new_label_batches_are_numbered_past_every_batch_and_verdicts_file(tmp_path, existing, prefix, first):
    for name in existing:
        (tmp_path / f"{name}.jsonl").write_text("{}\n", encoding="utf-8")
    write_batches(tmp_path, prefix, [{"id": str(k)} for k in range(3)], 2)
    assert (tmp_path / f"{prefix}_{first}.jsonl").read_text(encoding="utf-8").count("\n") == 2
    assert (tmp_path / f"{prefix}_{first + 1}.jsonl").read_text(encoding="utf-8").count("\n") == 1
    assert all((tmp_path / f"{name}.jsonl").read_text(encoding="utf-8") == "{}\n" for name in existing)


@pytest.mark.parametrize("files, drawn", [
    ({"labelled/batch_1": ["a", "b"], "held/batch_1": ["c"]}, {"a", "b", "c"}),
    ({"labelled/batch_1": ["a"], "labelled/tag_batch_1": ["x"], "held/title_batch_2": ["y"]}, {"a"}),
    ({}, set()),
], ids=["both-folders", "only-paper-batches", "none"])
def test_export_draws_no_paper_a_labelled_or_held_out_batch_holds(tmp_path, files, drawn):
    for folder in ("labelled", "held"):
        (tmp_path / folder).mkdir()
    for name, ids in files.items():
        (tmp_path / f"{name}.jsonl").write_text("".join(f'{{"id": "{i}"}}\n' for i in ids), encoding="utf-8")
    assert drawn_before((tmp_path / "labelled", tmp_path / "held")) == drawn


def test_the_held_out_readers_folder_is_where_the_held_out_batches_are():
    assert HELD_OUT.name == "reader_heldout" and (HELD_OUT / "README.md").is_file()
