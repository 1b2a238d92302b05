"""Find each paper's most related papers: TF-IDF cosine of the abstracts blended with shared tags."""

from __future__ import annotations

from typing import Sequence

import numpy as np
import scipy.sparse as sp
from scipy.linalg.blas import sgemm
from sklearn.feature_extraction.text import TfidfVectorizer
from threadpoolctl import threadpool_limits

from generator.models import Paper

RELATED = 5
TAG_WEIGHT = 0.2  # share of the score that comes from tags; the rest is abstract text
BLOCK = 1024  # the score matrix is computed in BLOCK x BLOCK float32 tiles
DENSE_TERMS = 512  # the most frequent terms and tags are multiplied with BLAS, the long tail sparsely
CHUNK = 16  # scores per chunk when looking for a row's top scores
SCALE = 1e6  # scores are rounded to this grid so float noise never decides a tie
COLUMN_BITS = 24  # rank keys hold the column in their low bits: up to 16 million papers
EMPTY = (2 * int(SCALE) + 2) << COLUMN_BITS  # the key of "no paper": score -2, below every real score


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


def tile_scores(dense: np.ndarray, tail: sp.csr_matrix, tail_t: sp.csr_matrix, rows: slice, cols: slice, out: np.ndarray) -> None:
    """Fill out with the blended scores of rows against cols (tail_t: cols' tail, transposed), rounded to the grid."""
    (tail[rows] @ tail_t).toarray(out=out)
    # out += dense[rows] @ dense[cols].T in place: BLAS sees the C-ordered arrays transposed.
    sgemm(1.0, dense[cols].T, dense[rows].T, beta=1.0, c=out.T, trans_a=1, overwrite_c=1)
    np.rint(out, out=out)


def rank_keys(values: np.ndarray, columns: np.ndarray) -> np.ndarray:
    """Encode (score, column) as one int64 that sorts best first: higher score, then lower column."""
    score = np.maximum(values, -1).astype(np.int64)  # grid integers; -inf (self, padding) becomes -1
    return (2 * int(SCALE) - score) << COLUMN_BITS | columns


def decode(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Split rank keys back into (score, column)."""
    return 2 * int(SCALE) - (keys >> COLUMN_BITS), keys & ((1 << COLUMN_BITS) - 1)


def best_in_tile(scores: np.ndarray, k: int, by_column: bool = False) -> np.ndarray:
    """Return each row's (or column's) k best rank keys, best first.

    The k best values lie in the k chunks with the highest maxima, so only those are ranked;
    a line whose k-th and next chunk maxima tie is ranked in full so the tie-break stays exact.
    """
    lines = scores.T if by_column else scores  # a view: columns are read in place, never copied
    count, width = lines.shape
    chunk_max = (scores.reshape(width // CHUNK, CHUNK, count).max(axis=1).T if by_column
                 else scores.reshape(count, width // CHUNK, CHUNK).max(axis=2))
    picks = min(k + 1, chunk_max.shape[1])
    best = np.argpartition(chunk_max, -picks, axis=1)[:, -picks:]
    maxima = np.sort(np.take_along_axis(chunk_max, best, axis=1), axis=1)
    positions = (best[:, :, None] * CHUNK + np.arange(CHUNK)).reshape(count, -1)
    keys = rank_keys(np.take_along_axis(lines, positions, axis=1), positions)
    if picks > k:
        for r in np.flatnonzero(maxima[:, 0] == maxima[:, 1]):
            keys[r] = np.sort(rank_keys(lines[r], np.arange(width)))[: keys.shape[1]]
    if keys.shape[1] > k:
        keys = np.partition(keys, k - 1, axis=1)[:, :k]
    keys = np.sort(keys, axis=1)
    return np.pad(keys, ((0, 0), (0, k - keys.shape[1])), constant_values=EMPTY)


class Ranking:
    """Each row's k best rank keys seen so far, merged tile by tile."""

    def __init__(self, n: int, k: int):
        self.keys = np.full((n, k), EMPTY, dtype=np.int64)

    def offer(self, start: int, keys: np.ndarray) -> None:
        """Merge a tile's best keys for rows start.. into the ranking."""
        here = slice(start, start + len(keys))
        self.keys[here] = np.sort(np.hstack([self.keys[here], keys]), axis=1)[:, : self.keys.shape[1]]

    def lists(self, n: int) -> list[list[int]]:
        """Return the first n rows' columns with a positive score, best first."""
        scores, columns = decode(self.keys[:n])
        return [[int(c) for c, v in zip(cs, vs) if v > 0] for cs, vs in zip(columns, scores)]


def top_related(text: sp.csr_matrix, tags: np.ndarray, k: int = RELATED, tag_weight: float = TAG_WEIGHT) -> list[list[int]]:
    """Return each row's k most related rows by blended cosine.

    Scores are symmetric, so only tiles on and above the diagonal are computed, each serving
    its rows and (transposed) its columns; memory stays O(BLOCK^2), never N x N.
    """
    n = text.shape[0]
    if n < 2:
        return [[] for _ in range(n)]
    dense, tail = split_terms(text, tags, tag_weight)
    size = max(CHUNK, BLOCK // CHUNK * CHUNK)  # tiles are whole chunks wide
    tiles = [slice(s, min(s + size, dense.shape[0])) for s in range(0, dense.shape[0], size)]
    tails_t = [tail[t].T.tocsr() for t in tiles]
    buffer = np.empty(size * size, dtype=np.float32)
    ranking = Ranking(dense.shape[0], k)
    # One BLAS thread: results then do not depend on the core count, and threads that wait for
    # each other on shared cores cost more than they save (measured at 14k: 6 s CPU against 4 s).
    with threadpool_limits(1):
        for i, rows in enumerate(tiles):
            for j in range(i, len(tiles)):
                score_tile(dense, tail, tails_t[j], rows, tiles[j], buffer, ranking, k)
    return ranking.lists(n)


def score_tile(dense: np.ndarray, tail: sp.csr_matrix, tail_t: sp.csr_matrix, rows: slice, cols: slice,
               buffer: np.ndarray, ranking: Ranking, k: int) -> None:
    """Score one tile and offer its best to its rows and, above the diagonal, to its columns."""
    out = buffer[: (rows.stop - rows.start) * (cols.stop - cols.start)].reshape(rows.stop - rows.start, -1)
    tile_scores(dense, tail, tail_t, rows, cols, out)
    if rows == cols:
        np.fill_diagonal(out, -np.inf)
    ranking.offer(rows.start, best_in_tile(out, k) + cols.start)
    if rows != cols:
        ranking.offer(cols.start, best_in_tile(out, k, by_column=True) + rows.start)


def related_ids(papers: Sequence[Paper], vectors: sp.csr_matrix, k: int = RELATED) -> dict[str, tuple[str, ...]]:
    """Map each paper id to its k most related papers' ids; papers come sorted by id, which breaks ties."""
    if any(a.id >= b.id for a, b in zip(papers, papers[1:])):
        raise ValueError("related_ids needs papers sorted by id")
    ranked = top_related(vectors, tag_vectors([p.tags for p in papers]), k)
    return {p.id: tuple(papers[j].id for j in row) for p, row in zip(papers, ranked)}
