"""Related papers: blended TF-IDF and tag cosine, top k in blocks, ties broken by id."""

from __future__ import annotations

import numpy as np
import scipy.sparse as sp
import pytest
from sklearn.metrics.pairwise import cosine_similarity

from generator.derive import related
from generator.derive.text_space import abstract_vectors
from generator.models import Abstract, Paper
from generator.parse import parse
from generator.sources import read_sources
from tests.conftest import SEEDS


def seed_texts() -> list[str]:
    return [a.text for a in parse(read_sources(SEEDS)).abstracts]


def paper(pid: str, text: str, tags: tuple[str, ...] = ()) -> Paper:
    return Paper(Abstract(pid, text, "Test", "t.txt", "t.txt", 1, 0), pid, tags)


def related_of(papers: list[Paper], k: int = related.RELATED) -> dict[str, tuple[str, ...]]:
    ordered = sorted(papers, key=lambda p: p.id)
    return related.related_ids(ordered, abstract_vectors([p.abstract.text for p in ordered]), k)


def brute_force(text, tags, k: int, tag_weight: float = related.TAG_WEIGHT) -> list[list[int]]:
    """The definition, with dense N x N matrices: fine for a few dozen rows."""
    scores = (1 - tag_weight) * cosine_similarity(text) + tag_weight * tags @ tags.T
    scores = np.rint(scores * related.SCALE)
    found = []
    for i, row in enumerate(scores):
        order = [j for j in np.lexsort((np.arange(len(row)), -row)) if j != i and row[j] > 0]
        found.append(order[:k])
    return found


def near_duplicate(text: str) -> str:
    """Reword a real abstract slightly: drop its last sentence and swap a few common words."""
    head = text.rsplit(". ", 1)[0] + "."
    return head.replace(" the ", " a ", 3).replace(" we ", " the authors ", 1)


@pytest.mark.parametrize("index", [0, 7, 23, 41, 56])
def test_near_duplicate_abstracts_are_each_others_top_related(index):
    texts = seed_texts()
    papers = [paper(f"p{i:03d}", t) for i, t in enumerate(texts)]
    papers.append(paper("zcopy", near_duplicate(texts[index])))
    found = related_of(papers)
    assert found[f"p{index:03d}"][0] == "zcopy"
    assert found["zcopy"][0] == f"p{index:03d}"


def test_equal_scores_are_ranked_by_id_whatever_the_input_order():
    texts = seed_texts()
    twins = [paper(pid, texts[3], ("Graphs",)) for pid in ("m-twin", "b-twin", "x-twin")]
    query = paper("a-query", near_duplicate(texts[3]), ("Graphs",))
    others = [paper(f"o{i:02d}", t) for i, t in enumerate(texts[10:30])]
    for order in (twins + [query] + others, others[::-1] + [query] + twins[::-1]):
        assert related_of(order)["a-query"][:3] == ("b-twin", "m-twin", "x-twin")


def test_shared_tags_break_a_text_tie():
    text = seed_texts()[5]
    papers = [paper("q", text, ("Graphs", "Optimization")), paper("a", text, ("Language Models",)),
              paper("b", text, ("Optimization",)), paper("c", seed_texts()[30], ())]
    assert related_of(papers)["q"][:2] == ("b", "a")


def test_unrelated_papers_get_no_related():
    papers = [paper("a", "Quantum annealers sample spin glasses.", ("Physics",)),
              paper("b", "Bees dance to share routes.", ("Biology",))]
    assert related_of(papers) == {"a": (), "b": ()}


@pytest.mark.parametrize("count", [0, 1])
def test_tiny_corpora(count):
    papers = [paper(f"p{i}", t) for i, t in enumerate(seed_texts()[:count])]
    assert related_of(papers) == {p.id: () for p in papers}


def test_unsorted_papers_are_refused():
    papers = [paper("b", "x y"), paper("a", "x y")]
    with pytest.raises(ValueError):
        related.related_ids(papers, abstract_vectors(["x y", "x y"]))


@pytest.mark.parametrize("block, dense_terms, chunk, threads", [(1024, 512, 64, 2), (7, 3, 4, 3), (5, 0, 8, 1), (64, 100000, 2, 2), (16, 40, 16, 4)])
def test_blocked_top_k_matches_the_dense_definition(monkeypatch, block, dense_terms, chunk, threads):
    monkeypatch.setattr(related, "BLOCK", block)
    monkeypatch.setattr(related, "MAX_THREADS", threads)
    monkeypatch.setattr(related, "DENSE_TERMS", dense_terms)
    monkeypatch.setattr(related, "CHUNK", chunk)
    texts = seed_texts()
    tag_sets = [("Graphs",) if i % 3 == 0 else ("Optimization", "Graphs") if i % 3 == 1 else () for i in range(len(texts))]
    text, tags = abstract_vectors(texts), related.tag_vectors(tag_sets)
    assert related.top_related(text, tags, 5) == brute_force(text.toarray(), tags, 5)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("by_column", [False, True])
def test_chunked_selection_is_exact_with_many_ties(seed, by_column):
    rng = np.random.default_rng(seed)
    lines = rng.integers(0, 4, size=(related.CHUNK * 2, related.CHUNK * 20)).astype(np.float32)  # ties everywhere
    lines[3] = 0  # a line with nothing related
    lines[4, ::7] = 3  # and one with many equal best scores
    expected = [[int(j) for j in np.lexsort((np.arange(row.size), -row)) if row[j] > 0][:5] for row in lines]
    values, columns = related.decode(related.best_in_tile(np.ascontiguousarray(lines.T) if by_column else lines, 5, by_column))
    assert [[int(c) for c, v in zip(cs, vs) if v > 0] for cs, vs in zip(columns, values)] == expected


@pytest.mark.parametrize("rows, cols, terms", [(32, 48, 40), (16, 16, 0), (5, 1, 3)])
def test_a_tile_is_the_dense_product_plus_the_sparse_tail_on_the_grid(rows, cols, terms):
    """numpy's matmul (no ctypes, no private BLAS capsule) and the sparse tail add up to the full product."""
    rng = np.random.default_rng(rows)
    dense = (rng.random((rows + cols, terms), dtype=np.float32) * 100).astype(np.float32)
    tail = sp.random(rows + cols, 30, density=0.2, format="csr", dtype=np.float32, random_state=rows) * 100
    here, there = slice(0, rows), slice(rows, rows + cols)
    out, scratch = np.empty((rows, cols), dtype=np.float32), np.empty((rows, cols), dtype=np.float32)
    related.tile_scores(dense, tail[here], tail[there].T.tocsr(), here, there, out, scratch)
    exact = dense[here].astype(np.float64) @ dense[there].T.astype(np.float64) + (tail[here] @ tail[there].T).toarray()
    assert np.abs(out - exact).max() <= 0.5 + 1e-3 * np.abs(exact).max() and (out == np.rint(out)).all()


def test_tag_vectors_weigh_rare_tags_more():
    rows = related.tag_vectors([("Common", "Rare"), ("Common",), ("Common",), ("Common",)])
    assert np.allclose(np.linalg.norm(rows, axis=1), 1)
    common, rare = 0, 1  # names are sorted
    assert rows[0, rare] > rows[0, common]
    assert not related.tag_vectors([()]).any()


@pytest.mark.parametrize("k", [1, 3, 10, 80])
def test_nearest_texts_are_the_text_cosine_definition_with_their_cosines(k):
    vectors = abstract_vectors(seed_texts())
    nearest, nearness = related.nearest_texts(vectors, k)
    expected = brute_force(vectors, np.zeros((vectors.shape[0], 0)), k, tag_weight=0.0)
    cosines = cosine_similarity(vectors)
    for i, row in enumerate(expected):
        listed = [int(j) for j in nearest[i] if j >= 0]
        assert listed == row
        assert nearness[i][: len(row)] == pytest.approx([cosines[i, j] for j in row], abs=1e-6)
        assert not nearness[i][len(row):].any() and (nearest[i][len(row):] == -1).all()


@pytest.mark.parametrize("count", [0, 1])
def test_nearest_texts_of_tiny_corpora_are_padding(count):
    nearest, nearness = related.nearest_texts(sp.csr_matrix((count, 4), dtype=np.float32), 3)
    assert nearest.shape == nearness.shape == (count, 3)
    assert (nearest == -1).all() and not nearness.any()
