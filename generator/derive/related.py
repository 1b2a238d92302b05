"""Find each paper's most related papers: TF-IDF cosine of the abstracts blended with shared tags.

The TF-IDF rows come from `text_space.abstract_vectors`.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from typing import Sequence

import numpy as np
import scipy.sparse as sp
from threadpoolctl import threadpool_limits

from generator.models import Paper

RELATED = 5
TAG_WEIGHT = 0.2  # share of the score that comes from tags; the rest is abstract text
BLOCK = 1024  # the score matrix is computed in BLOCK x BLOCK float32 tiles
DENSE_TERMS = 512  # the most frequent terms and tags are multiplied with BLAS, the long tail sparsely
CHUNK = 16  # scores per group when bounding a row's top scores from below
SCALE = 1e6  # scores are rounded to this grid so float noise never decides a tie
COLUMN_BITS = 24  # rank keys hold the column in their low bits: up to 16 million papers
EMPTY = (2 * int(SCALE) + 2) << COLUMN_BITS  # the key of "no paper": score -2, below every real score
LINE_BITS = 46  # a candidate key holds its line (tile row or column) above the rank key's 46 bits
MAX_THREADS = 4  # tile threads; each holds two BLOCK x BLOCK buffers


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


def tile_scores(dense: np.ndarray, tail_rows: sp.csr_matrix, tail_t: sp.csr_matrix, rows: slice, cols: slice,
                out: np.ndarray, scratch: np.ndarray) -> None:
    """Fill out with the blended scores of rows against cols (tail_t: cols' tail, transposed), rounded to the grid."""
    # numpy's matmul hands C-ordered float32 operands (one seen transposed) to BLAS sgemm and lets go
    # of the GIL while it runs, so tile threads work side by side.
    (tail_rows @ tail_t).toarray(out=out)
    np.matmul(dense[rows], dense[cols].T, out=scratch)
    out += scratch
    np.rint(out, out=out)


def rank_keys(values: np.ndarray, columns: np.ndarray) -> np.ndarray:
    """Encode (score, column) as one int64 that sorts best first: higher score, then lower column."""
    score = np.maximum(values, -1).astype(np.int64)  # grid integers; -inf (self, padding) becomes -1
    return (2 * int(SCALE) - score) << COLUMN_BITS | columns


def decode(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Split rank keys back into (score, column)."""
    return 2 * int(SCALE) - (keys >> COLUMN_BITS), keys & ((1 << COLUMN_BITS) - 1)


def group_floor(scores: np.ndarray, k: int, by_column: bool) -> np.ndarray:
    """Return each row's (or column's) k-th highest group maximum: no lower than its k-th best score.

    A line is split into CHUNK-strided groups, so a group maximum is an elementwise maximum of
    CHUNK contiguous slabs; -inf when a line has fewer than k groups.
    """
    if by_column:
        slabs = scores.reshape(CHUNK, -1, scores.shape[1])
        groups = np.ascontiguousarray(slabs.max(axis=0).T)
    else:
        slabs = scores.reshape(scores.shape[0], CHUNK, -1)
        groups = slabs[:, 0].copy()
        for c in range(1, CHUNK):  # one strided maximum per slab: a reduction over axis 1 is slower
            np.maximum(groups, slabs[:, c], out=groups)
    g = groups.shape[1]
    if g < k:
        return np.full(groups.shape[0], -np.inf, dtype=scores.dtype)
    return np.partition(groups, g - k, axis=1)[:, g - k]


def best_in_tile(scores: np.ndarray, k: int, by_column: bool = False) -> np.ndarray:
    """Return each row's (or column's) k best rank keys among positive scores, best first, padded with EMPTY.

    Only scores from a line's group floor up can be among its k best, so only those are ranked,
    every tie at the floor included; the tie-break by column stays exact.
    """
    count, width = scores.shape
    floor = np.maximum(group_floor(scores, k, by_column), 1)  # grid integers: a score below 1 is never listed
    flat = np.flatnonzero(scores >= (floor[None, :] if by_column else floor[:, None]))
    row, col = np.divmod(flat, width)
    line, other = (col, row) if by_column else (row, col)
    keys = np.sort(line << LINE_BITS | rank_keys(scores.reshape(-1)[flat], other))
    return first_per_line(keys, width if by_column else count, k)


def first_per_line(keys: np.ndarray, count: int, k: int) -> np.ndarray:
    """Keep the k first of each line's sorted candidate keys, as a (count, k) array padded with EMPTY."""
    line = keys >> LINE_BITS
    rank = np.arange(len(keys)) - np.searchsorted(line, line)
    keep = rank < k
    best = np.full((count, k), EMPTY, dtype=np.int64)
    best[line[keep], rank[keep]] = keys[keep] & ((1 << LINE_BITS) - 1)
    return best


class BestNeighbours:
    """Each row's k best rank keys seen so far, merged tile by tile."""

    def __init__(self, n: int, k: int):
        self.keys = np.full((n, k), EMPTY, dtype=np.int64)

    def merge(self, start: int, keys: np.ndarray) -> None:
        """Merge a tile's best keys for rows start.. into the ranking."""
        here = slice(start, start + len(keys))
        self.keys[here] = np.sort(np.hstack([self.keys[here], keys]), axis=1)[:, : self.keys.shape[1]]

    def neighbour_lists(self, n: int) -> list[list[int]]:
        """Return the first n rows' columns with a positive score, best first."""
        scores, columns = decode(self.keys[:n])
        return [[int(c) for c, v in zip(cs, vs) if v > 0] for cs, vs in zip(columns, scores)]


def top_related(text: sp.csr_matrix, tags: np.ndarray, k: int = RELATED, tag_weight: float = TAG_WEIGHT) -> list[list[int]]:
    """Return each row's k most related rows by blended cosine."""
    n = text.shape[0]
    return best_neighbours(text, tags, k, tag_weight).neighbour_lists(n) if n > 1 else [[] for _ in range(n)]


def nearest_texts(text: sp.csr_matrix, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Return each row's k nearest rows by text cosine alone and their cosines, best first, padded with -1 and 0."""
    n = text.shape[0]
    if n < 2:
        return np.full((n, k), -1, dtype=np.int32), np.zeros((n, k), dtype=np.float32)
    scores, columns = decode(best_neighbours(text, np.zeros((n, 0), dtype=np.float32), k, 0.0).keys[:n])
    listed = scores > 0
    return (np.where(listed, columns, -1).astype(np.int32),
            np.where(listed, scores / SCALE, 0.0).astype(np.float32))


def best_neighbours(text: sp.csr_matrix, tags: np.ndarray, k: int, tag_weight: float) -> BestNeighbours:
    """Rank each row's k best rows by blended cosine, for at least two rows.

    Scores are symmetric, so only tiles on and above the diagonal are computed, each serving
    its rows and (transposed) its columns; memory stays O(BLOCK^2) a thread, never N x N.
    """
    dense, tail = split_terms(text, tags, tag_weight)
    size = max(CHUNK, BLOCK // CHUNK * CHUNK)  # tiles are whole chunks wide
    tiles = [slice(s, min(s + size, dense.shape[0])) for s in range(0, dense.shape[0], size)]
    tails_t = [tail[t].T.tocsr() for t in tiles]
    ranking = BestNeighbours(dense.shape[0], k)
    # Threads share the arrays and take rows of tiles as they free up: BLAS, the sparse products and
    # numpy's sorting run outside the GIL. One BLAS thread each: BLAS threads that wait for each
    # other on shared cores cost more than they save. Offers merge exactly, in any order.
    with threadpool_limits(1), ThreadPoolExecutor(min(os.cpu_count() or 1, MAX_THREADS)) as pool:
        for offers in pool.map(lambda i: score_row(dense, tail, tails_t, tiles, i, k), range(len(tiles))):
            for start, keys in offers:
                ranking.merge(start, keys)
    return ranking


def score_row(dense: np.ndarray, tail: sp.csr_matrix, tails_t: list[sp.csr_matrix], tiles: list[slice], i: int,
              k: int) -> list[tuple[int, np.ndarray]]:
    """Score tile row i from the diagonal on; return each tile's best keys for its rows and columns."""
    rows, size = tiles[i], tiles[0].stop
    buffer, scratch = np.empty(size * size, dtype=np.float32), np.empty(size * size, dtype=np.float32)
    tail_rows = tail[rows]
    offers = []
    for cols, tail_t in zip(tiles[i:], tails_t[i:]):
        shape = rows.stop - rows.start, cols.stop - cols.start
        out, product = (b[: shape[0] * shape[1]].reshape(shape) for b in (buffer, scratch))
        tile_scores(dense, tail_rows, tail_t, rows, cols, out, product)
        if rows == cols:
            np.fill_diagonal(out, -np.inf)
        offers.append((rows.start, best_in_tile(out, k) + cols.start))
        if rows != cols:
            offers.append((cols.start, best_in_tile(out, k, by_column=True) + rows.start))
    return offers


def related_ids(papers: Sequence[Paper], vectors: sp.csr_matrix, k: int = RELATED) -> dict[str, tuple[str, ...]]:
    """Map each paper id to its k most related papers' ids; papers come sorted by id, which breaks ties."""
    if any(a.id >= b.id for a, b in zip(papers, papers[1:])):
        raise ValueError("related_ids needs papers sorted by id")
    ranked = top_related(vectors, tag_vectors([p.tags for p in papers]), k)
    return {p.id: tuple(papers[j].id for j in row) for p, row in zip(papers, ranked)}
