"""Place papers on a 2-D topic map: topic islands from the abstracts, laid out deterministically.

TF-IDF rows are reduced with truncated SVD and grouped into topics with k-means; topic centres
are placed with t-SNE (a few dozen points, so it is quick), pushed apart until no two islands
overlap, and each paper sits in its topic's island where a local PCA puts it. Every step has a
fixed seed, so the same abstracts give the same map.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
import scipy.sparse as sp
from sklearn.cluster import KMeans
from sklearn.decomposition import PCA, TruncatedSVD
from sklearn.manifold import TSNE
from sklearn.preprocessing import normalize
from threadpoolctl import threadpool_limits

from generator.models import MapPoint

SEED = 0
DIMENSIONS = 50  # SVD components: enough to separate topics, cheap at 14k abstracts
MAX_TOPICS = 40
GAP = 0.35  # space between islands, as a share of the smaller island's radius
PUSHES = 300


def topic_count(n: int) -> int:
    """Choose how many topic islands n papers make: about sqrt(n) / 3, 1 to MAX_TOPICS."""
    return max(1, min(MAX_TOPICS, n, round(np.sqrt(n) / 3)))


def reduce(vectors: sp.csr_matrix) -> np.ndarray:
    """Reduce TF-IDF rows to unit vectors in a few SVD dimensions."""
    n, features = vectors.shape
    dims = min(DIMENSIONS, features - 1, n - 1)
    if dims < 2:
        return np.zeros((n, 2))
    return normalize(TruncatedSVD(dims, random_state=SEED).fit_transform(vectors))


def centre_layout(centres: np.ndarray) -> np.ndarray:
    """Place topic centres in 2-D: t-SNE when there are enough of them, else PCA."""
    k = len(centres)
    if k >= 5:
        tsne = TSNE(2, perplexity=min(8.0, (k - 1) / 3), init="pca", random_state=SEED, metric="cosine")
        return tsne.fit_transform(centres)
    if k >= 2 and np.ptp(centres, axis=0).any():
        return PCA(2, random_state=SEED).fit_transform(centres)
    return np.column_stack([np.arange(k, dtype=float), np.zeros(k)])


def separate(centres: np.ndarray, radii: np.ndarray) -> np.ndarray:
    """Push islands apart until none overlaps; keeps their relative directions."""
    # Start at a scale where neighbouring islands touch, so pushing leaves no wide empty gaps.
    gaps = np.sqrt(((centres[:, None, :] - centres[None, :, :]) ** 2).sum(axis=2))
    np.fill_diagonal(gaps, np.inf)
    nearest = np.median(gaps.min(axis=1)) if len(centres) > 1 else 1.0
    pos = centres * (2 * np.median(radii) / (nearest or 1.0))
    need = radii[:, None] + radii[None, :] + GAP * np.minimum(radii[:, None], radii[None, :])
    np.fill_diagonal(need, 0)
    for _ in range(PUSHES):
        delta = pos[:, None, :] - pos[None, :, :]
        dist = np.sqrt((delta**2).sum(axis=2))
        overlap = np.where(dist < need, need - dist, 0.0)
        np.fill_diagonal(overlap, 0)
        if not overlap.any():
            break
        direction = delta / np.where(dist > 1e-9, dist, 1.0)[:, :, None]
        pos += 0.5 * (overlap[:, :, None] * direction).sum(axis=1) / len(pos) ** 0.5
    return pos


def island(members: np.ndarray, centre: np.ndarray, radius: float) -> np.ndarray:
    """Spread an island's papers in a disc: local PCA, the 90th percentile at the rim."""
    if len(members) < 3 or not np.ptp(members, axis=0).any():
        return np.resize(np.array([[0.0, 0.0], [radius / 2, 0.0]]), (len(members), 2))
    offsets = PCA(2, random_state=SEED).fit_transform(members - centre)
    reach = np.sqrt((offsets**2).sum(axis=1))
    scale = np.percentile(reach, 90) or 1.0
    offsets *= radius / scale
    reach = np.sqrt((offsets**2).sum(axis=1))
    far = reach > radius * 1.1
    offsets[far] *= (radius * 1.1 / reach[far])[:, None]  # outliers stay on their island's rim
    return offsets


def to_unit(pos: np.ndarray) -> np.ndarray:
    """Turn the layout so its long side is horizontal, then scale it uniformly into [0, 1]."""
    pos = pos - pos.mean(axis=0)
    _, vectors = np.linalg.eigh(pos.T @ pos)
    axes = vectors[:, ::-1] * np.where(vectors[:, ::-1].sum(axis=0) < 0, -1, 1)  # fixed signs
    pos = pos @ axes
    low, span = pos.min(axis=0), np.ptp(pos, axis=0)
    size = span.max() or 1.0
    return (pos - low + (size - span) / 2) / size


def project(vectors: sp.csr_matrix) -> tuple[np.ndarray, np.ndarray]:
    """Return one (x, y) in [0, 1] per TF-IDF row, and the topic island of each."""
    n = vectors.shape[0]
    if n < 2:
        return np.full((n, 2), 0.5), np.zeros(n, dtype=int)
    # One thread: k-means and t-SNE spin-wait badly when other processes share the cores, and
    # the whole projection takes well under a second of one core at 14k abstracts.
    with threadpool_limits(1):
        pos, labels = layout(reduce(vectors))
        return to_unit(pos), labels


def layout(reduced: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Place unit vectors: topic islands from k-means, pushed apart, papers spread within; return the topics too."""
    n = len(reduced)
    k = topic_count(n)
    topics = KMeans(k, n_init=1, random_state=SEED).fit(reduced) if k > 1 else None
    labels = topics.labels_ if topics is not None else np.zeros(n, dtype=int)
    centres = topics.cluster_centers_ if topics is not None else reduced.mean(axis=0, keepdims=True)
    sizes = np.bincount(labels, minlength=k)
    radii = np.sqrt(np.maximum(sizes, 1) / sizes.max())
    placed = separate(centre_layout(centres), radii)
    pos = np.zeros((n, 2))
    for t in range(k):
        members = np.flatnonzero(labels == t)
        pos[members] = placed[t] + island(reduced[members], centres[t], radii[t])
    return pos, labels


def map_points(ids: Sequence[str], vectors: sp.csr_matrix) -> tuple[MapPoint, ...]:
    """Place every paper on the map, coordinates rounded so output is stable."""
    xy, topics = project(vectors)
    return tuple(MapPoint(i, round(float(x), 4), round(float(y), 4), int(t)) for i, (x, y), t in zip(ids, xy, topics))
