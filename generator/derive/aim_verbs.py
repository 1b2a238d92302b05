"""Lead a title with what the paper does to its topic, where the paper's own sentence says it right before.

A span names a thing; where a contribution sentence writes a verb of aim right before it (`FedCollab ... alleviates
negative transfer`), the thing alone can say the opposite of the paper (`FedCollab: Negative Transfer`), and real
titles lead with the verb as a gerund (`Mitigating`, `Improving`, `Learning`): the title keeps it.
"""

from __future__ import annotations

from generator.derive.phrases import base_form, gerund
from generator.derive.title_spans import Document

# Verbs that say what the work does to the thing after them; judged blind on the corpus (BENCHMARKS, titles, twenty-
# second session). `study`, `investigate`, `analyze`, `explore` and `address` say only that a paper looks at a topic
# (readers and F1 both lose: `Studying Offline Meta-Reinforcement Learning`); `tackle`, `handle`, `synthesize` and
# `approximate` read no better than the thing alone (`Tackling Federated Learning`); `combine` needs its other half.
AIM_VERBS = frozenset(
    "improve mitigate alleviate reduce remove eliminate prevent overcome avoid combat fix correct enhance boost "
    "accelerate learn solve estimate detect discover recover integrate unify "
    "characterize explain quantify identify generate certify verify compress distill optimize automate interpret "
    "disentangle regularize defend prune quantize align adapt calibrate debias capture control edit protect stabilize "
    "simplify generalize bridge close exploit measure predict guarantee preserve infer resolve forecast track localize "
    "segment retrieve reconstruct denoise restore scale evaluate revisit rethink understand".split())
# What a bare or third-person verb follows when it is the sentence's verb: `we learn`, `to reduce`, `which improves`.
_SUBJECTS = frozenset("we to can and also further which that".split())
# What a gerund follows when it is a verb, not a noun's modifier (`by mitigating X`; not `the learning dynamics`).
_GERUND_LEADS = frozenset("by for to of in on towards toward while and at when thus therefore".split())
_ARTICLES = frozenset({"the", "a", "an"})
_OPENING_WORDS = 2  # the title's first words, as the sentence writes them


def verb_led(doc: Document, words: list[str]) -> list[str]:
    """Put the gerund of an aim verb before a title phrase that a contribution sentence writes right after that verb."""
    if not words or words[0].lower().endswith("ing") or any(w.lower() == "and" for w in words):
        return words  # a gerund leads already; a verb before `A and B` would govern only A
    opening = [w.lower() for w in words[:_OPENING_WORDS]]
    size = len(opening)
    for i in range(1, len(doc.lower) - size + 1):
        if list(doc.lower[i : i + size]) != opening or not doc.contribution[doc.sentence[i]]:
            continue
        k = i - 2 if doc.lower[i - 1] in _ARTICLES and i > 1 else i - 1
        if doc.sentence[k] != doc.sentence[i]:
            continue
        lead = k - 1
        if lead > 0 and doc.lower[lead].endswith("ly"):  # `to effectively reduce`
            lead -= 1
        verb = aim_verb(doc.lower[k], doc.lower[lead] if lead >= 0 and doc.sentence[lead] == doc.sentence[k] else "")
        return [gerund(verb).capitalize(), *words] if verb else words
    return words


def aim_verb(word: str, before: str) -> str:
    """The aim verb a word is a form of where the words before it make it a verb (`to reduce`, `by reducing`), or ''."""
    if word.endswith("ing"):
        found = next((v for v in (word[:-3], word[:-3] + "e", word[:-4]) if v in AIM_VERBS), "")
        return found if before in _GERUND_LEADS else ""
    found = next((v for v in (word, base_form(word)) if v in AIM_VERBS), "")
    return found if found and (found != word or before in _SUBJECTS) else ""
