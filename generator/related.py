"""Find each paper's most related papers: TF-IDF cosine of the abstracts blended with shared tags."""

from __future__ import annotations

from typing import Sequence

import numpy as np
import scipy.sparse as sp
from scipy.linalg.blas import sgemm
from sklearn.feature_extraction.text import TfidfVectorizer

from generator.models import Paper

RELATED = 5
TAG_WEIGHT = 0.2  # share of the score that comes from tags; the rest is abstract text
BLOCK = 1024  # rows of the score matrix held at once: BLOCK x N float32
DENSE_TERMS = 512  # the most frequent terms and tags are multiplied with BLAS, the long tail sparsely
CHUNK = 64  # columns per chunk when looking for a row's top scores
SCALE = 1e6  # scores are rounded to this grid so float noise never decides a tie


def abstract_vectors(texts: Sequence[str]) -> sp.csr_matrix:
    """Return L2-normalised TF-IDF rows; terms used by only one abstract are dropped."""
    vectorizer = TfidfVectorizer(sublinear_tf=True, stop_words="english", min_df=2, dtype=np.float32)
    try:
        return vectorizer.fit_transform(texts).astype(np.float32).tocsr()
    except ValueError:  # no term is shared by two abstracts: nothing is textually related
        return sp.csr_matrix((len(texts), 0), dtype=np.float32)


def tag_vectors(tag_sets: Sequence[Sequence[str]]) -> np.ndarray:
    """Return L2-normalised tag rows weighted by IDF, so a shared rare tag counts more than a broad one."""
    names = sorted({t for tags in tag_sets for t in tags})
    index = {name: i for i, name in enumerate(names)}
    rows = np.zeros((len(tag_sets), len(names)), dtype=np.float32)
    for r, tags in enumerate(tag_sets):
        rows[r, [index[t] for t in tags]] = 1.0
    df = rows.sum(axis=0)
    rows *= np.log((1 + len(tag_sets)) / (1 + df)) + 1
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return np.divide(rows, norms, out=np.zeros_like(rows), where=norms > 0)


def split_terms(text: sp.csr_matrix, tags: np.ndarray, tag_weight: float) -> tuple[np.ndarray, sp.csr_matrix]:
    """Split the blended vectors into a dense part (the most frequent terms and tags) and a sparse tail.

    Both cosines are dot products of normalised rows, so the blend is one dot product of the
    concatenated rows scaled by the square roots of the weights (and of SCALE). Frequent columns
    cost least as a BLAS product, rare ones as a sparse product. Rows are padded with zeros to a
    whole number of chunks.
    """
    pad = -text.shape[0] % CHUNK
    both = sp.vstack([
        sp.hstack([text * np.sqrt(SCALE * (1 - tag_weight)), sp.csr_matrix(tags) * np.sqrt(SCALE * tag_weight)]),
        sp.csr_matrix((pad, text.shape[1] + tags.shape[1])),
    ]).astype(np.float32).tocsc()
    df = np.diff(both.indptr)
    order = np.lexsort((np.arange(len(df)), -df))
    frequent, rare = np.sort(order[:DENSE_TERMS]), np.sort(order[DENSE_TERMS:])
    return np.ascontiguousarray(both[:, frequent].toarray()), both[:, rare].tocsr()


def block_scores(dense: np.ndarray, tail: sp.csr_matrix, tail_t: sp.csr_matrix, start: int, out: np.ndarray) -> None:
    """Fill out with the blended scores of rows start.. against every row, rounded to the grid."""
    stop = start + out.shape[0]
    (tail[start:stop] @ tail_t).toarray(out=out)
    # out += dense[start:stop] @ dense.T in place: BLAS sees the C-ordered arrays transposed.
    sgemm(1.0, dense.T, dense[start:stop].T, beta=1.0, c=out.T, trans_a=1, overwrite_c=1)
    np.rint(out, out=out)
    out[np.arange(stop - start), np.arange(start, stop)] = -np.inf


def top_in_rows(scores: np.ndarray, k: int) -> list[list[int]]:
    """Return each row's k best positive columns, best first, ties by lower column.

    The k best values lie in the k chunks with the highest maxima, so only those are sorted;
    a row whose k-th and next chunk maxima tie is sorted in full so the tie-break stays exact.
    """
    rows, width = scores.shape
    chunk_max = scores.reshape(rows, width // CHUNK, CHUNK).max(axis=2)
    picks = min(k + 1, chunk_max.shape[1])
    best = np.argpartition(chunk_max, -picks, axis=1)[:, -picks:]
    maxima = np.sort(np.take_along_axis(chunk_max, best, axis=1), axis=1)
    columns = (best[:, :, None] * CHUNK + np.arange(CHUNK)).reshape(rows, -1)
    values = np.take_along_axis(scores, columns, axis=1)
    order = np.lexsort((columns, -values), axis=-1)[:, :k]
    top_cols, top_vals = np.take_along_axis(columns, order, axis=1), np.take_along_axis(values, order, axis=1)
    found = [[int(c) for c, v in zip(cs, vs) if v > 0] for cs, vs in zip(top_cols, top_vals)]
    for r in np.flatnonzero((maxima[:, 0] == maxima[:, 1]) & (maxima[:, 0] > 0)) if picks > k else ():
        order = np.lexsort((np.arange(width), -scores[r]))[:k]
        found[r] = [int(c) for c in order if scores[r, c] > 0]
    return found


def top_related(text: sp.csr_matrix, tags: np.ndarray, k: int = RELATED, tag_weight: float = TAG_WEIGHT) -> list[list[int]]:
    """Return each row's k most related rows by blended cosine, in blocks so memory stays O(BLOCK x N)."""
    n = text.shape[0]
    if n < 2:
        return [[] for _ in range(n)]
    dense, tail = split_terms(text, tags, tag_weight)
    tail_t = tail.T.tocsr()
    buffer = np.empty((min(BLOCK, n), dense.shape[0]), dtype=np.float32)
    found: list[list[int]] = []
    for start in range(0, n, BLOCK):
        out = buffer[: min(BLOCK, n - start)]
        block_scores(dense, tail, tail_t, start, out)
        found.extend(top_in_rows(out, k))
    return found


def related_ids(papers: Sequence[Paper], vectors: sp.csr_matrix, k: int = RELATED) -> dict[str, tuple[str, ...]]:
    """Map each paper id to its k most related papers' ids; papers come sorted by id, which breaks ties."""
    if any(a.id >= b.id for a, b in zip(papers, papers[1:])):
        raise ValueError("related_ids needs papers sorted by id")
    ranked = top_related(vectors, tag_vectors([p.tags for p in papers]), k)
    return {p.id: tuple(papers[j].id for j in row) for p, row in zip(papers, ranked)}
