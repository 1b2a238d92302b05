"""Place the abstracts by their words alone: TF-IDF rows, the topic map and its island labels.

This is the only stage that needs scikit-learn, whose import (scipy.stats comes with it) costs about a
second of CPU. The pipeline imports this module in the worker that places the abstracts
(`corpus.text_space_of`), beside the workers that title and tag, instead of at start-up, where
every other stage would wait for it. What it returns is a `models.TextSpace`, not a class of this
module: the worker sends it back pickled, and unpickling a class imports its module, which here would
bring scikit-learn into the main process after all (it did: 3 s in which no task was handed out).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
import scipy.sparse as sp
from sklearn.feature_extraction.text import TfidfVectorizer

from generator.derive.related import nearest_texts
from generator.derive.topic_terms import topic_labels
from generator.derive.topicmap import map_points
from generator.models import Abstract, TextSpace, text_rows


NEAREST = 10  # the abstracts that vote on a paper's tags (tag_votes.py): ten, as fitted


def abstract_vectors(texts: Sequence[str]) -> sp.csr_matrix:
    """Return L2-normalised TF-IDF rows; terms used by only one abstract are dropped."""
    # The default token pattern without its \b anchors: a greedy run of word characters ends at a
    # boundary anyway, so the words are the same, found a fifth faster.
    vectorizer = TfidfVectorizer(sublinear_tf=True, stop_words="english", min_df=2, dtype=np.float32, token_pattern=r"\w\w+")
    try:
        return vectorizer.fit_transform(texts).astype(np.float32).tocsr()
    except ValueError:  # no term is shared by two abstracts: nothing is textually related
        return sp.csr_matrix((len(texts), 0), dtype=np.float32)


def text_space(abstracts: Sequence[Abstract]) -> TextSpace:
    """Vectorise the abstracts, place them on the topic map and name its islands: none needs titles or tags."""
    ordered = [abstracts[i] for i in text_rows(abstracts)]
    texts = [a.text for a in ordered]
    vectors = abstract_vectors(texts)
    points = map_points([a.id for a in ordered], vectors)
    nearest, nearness = nearest_texts(vectors, NEAREST)
    return TextSpace(vectors, points, topic_labels(texts, np.array([p.topic for p in points], dtype=np.int64)),
                     nearest, nearness)
