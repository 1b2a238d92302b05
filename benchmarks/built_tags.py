"""Tag a whole corpus as a build does: each abstract on its own, then its nearest abstracts' vote (tag_votes.py).

A build tags on its workers (generator/derive/corpus.py); the benchmarks and the fits call these plain
functions over the same stages, one process, so their figures are the site's.
"""

from __future__ import annotations

from typing import Sequence

from generator.derive.related import nearest_texts
from generator.derive.tag_model import TagModel
from generator.derive.tag_votes import tag_votes, voted_tags
from generator.derive.tags import draft_tags
from generator.derive.text_space import NEAREST, abstract_vectors
from generator.models import Abstract, TagMatch, text_rows


def first_pass_votes(abstracts: Sequence[Abstract], vocab, model: TagModel) -> tuple[dict, dict[str, dict[str, float]]]:
    """Return every abstract's first-pass draft (tags, odds) and the nearest abstracts' vote on it, both by id."""
    ordered = [abstracts[i] for i in text_rows(abstracts)]
    drafts = [draft_tags(a.text, vocab, model) for a in ordered]
    nearest, nearness = nearest_texts(abstract_vectors([a.text for a in ordered]), NEAREST)
    votes = tag_votes(nearest, nearness, [[m.tag for m in first] for first, _ in drafts])
    return {a.id: d for a, d in zip(ordered, drafts)}, {a.id: vote for a, vote in zip(ordered, votes)}


def built_tags(abstracts: Sequence[Abstract], vocab, model: TagModel) -> dict[str, tuple[TagMatch, ...]]:
    """Map each abstract's id to the tags a build of these abstracts gives it."""
    if model.voted is None:  # no second pass: each abstract's own tags
        return {a.id: draft_tags(a.text, vocab, model)[0] for a in abstracts}
    drafts, votes = first_pass_votes(abstracts, vocab, model)
    return {pid: voted_tags(pending, votes[pid], vocab, model) for pid, (_, pending) in drafts.items()}
