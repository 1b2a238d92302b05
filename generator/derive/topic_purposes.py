"""Tell a purpose that names a topic the site tags (`... for Graph Neural Networks`) from one that names a detail.

The judge of whole titles (title_reader.py) often prefers a work without its purpose, `X` to `X for Y`: it is
shorter and no less likely to be faithful on the verdicts it was fitted on. Readers agree where the purpose is a
detail (`... for Gaussian Noise`, `... for Virtual Samples`) and disagree where it is the task or field the work
serves (`Zephyr-MoE: Sparse Mixture-of-Marmots for Scaling Up Multilingual Machine Translation`, `Tessel-Aware
Mixed-Precision Quantization for Graph Neural Networks`): a title without it reads as generic. No word of the
abstract told the two apart (sixtieth session); the phrases of the site's own tags do, since the vocabulary names
tasks, fields and model families. So a purpose mostly written in those phrases is kept, unless it only says again
what the work already says (`Nonparametric HTE Estimation | for Treatment Effects`, `Guided-ZPR | for Classifier
Guidance`).
"""

from __future__ import annotations

import re
from typing import Callable

from generator.derive.acronyms import definitions
from generator.derive.title_spans import Document
from generator.derive.vocabulary import Vocabulary

TopicShare = Callable[[str], float]  # the share of a phrase's characters that the site's tag phrases cover
TOPIC_SHARE = 0.5  # a purpose at least half written in tag phrases names a topic; below, mostly a detail
STEM = 4  # words that share their first four letters say the same thing (`guided`, `guidance`)
_WORD = re.compile(r"[A-Za-z0-9]+")
_SMALL = frozenset("a an and as at by for from in into of on or the to via with".split())


def topic_share(vocab: Vocabulary) -> TopicShare:
    """Measure how much of a phrase the site's tag phrases cover (not their weak hints)."""
    def share(text: str) -> float:
        found, _ = vocab.scan(text)
        covered = {k for m in found if m.tags for k in range(m.start, m.end)}  # phrases may overlap
        return len(covered) / max(1, len(text))
    return share


def dropped_task(doc: Document, title: str, chosen: str, topics: TopicShare | None) -> bool:
    """Tell a chosen title that is title less a `for` purpose naming a topic the site tags, a purpose that says
    something the rest does not."""
    if topics is None or not title.startswith(f"{chosen} for "):
        return False
    purpose = title[len(chosen) + len(" for ") :]
    return topics(purpose) >= TOPIC_SHARE and not says_again(doc, chosen, purpose)


def says_again(doc: Document, work: str, purpose: str) -> bool:
    """Tell a purpose whose words, or the acronym they make, the work already holds (`BasisGAN | for Generative
    Adversarial Networks`), or holds as the long form of an acronym the abstract defines."""
    said = " ".join([work, *(long for s in doc.sentences for short, long, _ in definitions(s) if short in work)])
    if _stems(purpose) & _stems(said):
        return True
    letters = "".join(w[0] for w in _WORD.findall(purpose) if w.lower() not in _SMALL).upper()
    runs = {letters[i:j] for i in range(len(letters)) for j in range(i + 2, len(letters) + 1)}  # two words or more
    capitals = ["".join(c for c in w if c.isupper()) for w in _WORD.findall(work)]
    return any(run in caps for run in runs for caps in capitals if len(caps) >= 2)


def _stems(text: str) -> set[str]:
    """The first STEM letters of each content word."""
    return {w.lower()[:STEM] for w in _WORD.findall(text) if len(w) >= STEM and w.lower() not in _SMALL}
