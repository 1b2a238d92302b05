"""Make derived titles unique: a title two papers share gets, for each, a phrase of its abstract the others lack."""

from __future__ import annotations

import re
from typing import Callable, Iterable, Iterator

from generator.derive.house_style import MAX_WORDS
from generator.derive.phrases import fallback_words, fit, informative, words_of
from generator.derive.prose import sentences_of
from generator.derive.title_casing import title_case
from generator.derive.title_checks import readable
from generator.derive.title_model import Model, load_model, ranked_of
from generator.derive.title_pieces import content_units
from generator.derive.title_spans import Document, document, says_twice, span_words, starts_inside
from generator.derive.shown_spans import completed
from generator.derive.repetitions import said_once
from generator.derive.titles import UNTITLED, plain_text
from generator.derive.title_writing import linked

DISTINCT_WORDS = 6  # at most this many words tell two papers of one title apart
_ASIDES = frozenset("despite instead although though while whereas unlike since because rather".split())
_JOINED = re.compile(r" (?:for|and) |:", re.I)  # a title that already joins two things, or leads with a name
_CLAUSES = re.compile(r"[,;:]\s|\s(?:that|which|and|but|while|where)\s")


def disambiguate(titles: list[str], texts: list[str]) -> list[str]:
    """Make titles unique by adding a phrase from each abstract that the others sharing its title lack."""
    groups: dict[str, list[int]] = {}
    for i, title in enumerate(titles):
        groups.setdefault(title.lower(), []).append(i)
    shared = [i for members in groups.values() if len(members) > 1 for i in members]
    phrases = dict(zip(shared, distinct_phrases([texts[i] for i in shared])))  # scored in one pass
    used = {t.lower() for t in titles}
    out = list(titles)
    for members in groups.values():
        if len(members) < 2:
            continue
        for i in members:
            others = [texts[j].lower() for j in members if j != i]
            out[i] = distinguished(titles[i], texts[i], phrases[i], others, used)
            used.add(out[i].lower())
    return out


def distinguished(title: str, text: str, phrases: Iterable[list[str]], others: list[str], used: set[str]) -> str:
    """`Title (Phrase)` with the first of the abstract's phrases that the others lack and no title uses yet."""
    candidates = []
    title_words = set(content_units(title))
    room = max(MAX_WORDS - len(title.split()), 2)
    for words in phrases:
        words = fit(words[:room], room)
        units = content_units(" ".join(words))
        if set(units) & title_words or says_twice(units) or not informative(words):  # never `X (X ...)`
            continue
        phrase = " ".join(words).lower()
        candidate = told_apart(title, words)
        if candidate.lower() not in used:
            if not any(phrase in other for other in others):
                return candidate
            candidates.append(candidate)
    if candidates:
        return candidates[0]
    words = fallback_words(plain_text(text), 6)  # the prose, not an address (`https://drive...`) the abstract is
    opening = f"{title} ({title_case(words)})" if words else ""
    if opening and opening.lower() not in used:
        return opening
    return next(f"{title} ({n})" for n in range(2, len(used) + 3) if f"{title} ({n})".lower() not in used)


def told_apart(title: str, words: list[str]) -> str:
    """`Phrase for Title` where the shared title is one plain phrase and the phrase opens on no verb (`Cold Posterior
    Effect for Bayesian Neural Networks`), else `Title: Phrase`, or `Title (Phrase)` after a name's colon: blind
    readers preferred the first to brackets 63 to 20 on 120 papers, faithful 0 -> 20, poor 40 -> 48 (twenty-third
    session)."""
    lower = [w.lower() for w in words]
    plain = not _JOINED.search(title) and not title.startswith(UNTITLED)
    if plain and "for" not in lower and not lower[0].endswith("ing"):  # never `X for Y for Z`, `Solving X for Y`
        # `Sparse Rewards for RL` reads `RL with Sparse Rewards`; `MARL Suite for Multi-Agent RL` says it once
        return said_once(linked("", f"{title_case(words)} for {title}"))
    # else a subtitle, as titles write one (blind readers 87 to 0 against brackets, forty-fifth session), where the
    # title has no colon of its own and names a paper
    bracketed = ":" in title or title.startswith(UNTITLED)
    return f"{title} ({title_case(words)})" if bracketed else f"{title}: {title_case(words)}"


def distinct_phrases(texts: list[str]) -> list[Iterator[list[str]]]:
    """Phrases that could tell each abstract apart: its next-best title spans, then its clauses, as written."""
    read = [sentences_of(plain_text(text)) for text in texts]
    docs = [document(sentences, "") for sentences in read]
    model = load_model()
    ranked = ranked_of(docs, model, limit=None) if docs else []
    return [filter(whole(model), spans_and_clauses(doc, spans, sentences, model.verbs))
            for doc, (_, spans), sentences in zip(docs, ranked, read)]


def whole(model: Model) -> Callable[[list[str]], bool]:
    """The test of a phrase that tells a title apart: readable, not cut off from what follows its last word
    (`(... Parameterized Up)`, `(... by Exposing)`), as a title itself is, nor an aside (`(Despite the ...)`)."""
    def test(words: list[str]) -> bool:
        return (bool(words) and words[-1].lower() not in model.open_words and words[0].lower() not in _ASIDES
                and readable(words, model.known_words))

    return test


def spans_and_clauses(doc: Document, ranked: list[tuple[float, int, int]], sentences: list[str],
                      verbs: frozenset[str]) -> Iterator[list[str]]:
    """A document's ranked spans, completed, then the clauses of its sentences, each made when asked for."""
    # Lazily: a title is told apart by one of the first few, out of some 400 spans and clauses.
    yield from (span_words(doc, *completed(doc, i, j, verbs))[:DISTINCT_WORDS] for _, i, j in ranked
                if not starts_inside(doc, i))
    for sentence in sentences:
        for part in _CLAUSES.split(sentence):
            words = words_of(part)
            if words and words[0].lower() in {"it", "they", "this", "these", "we", "our", "its", "their"}:
                words = words[2:]  # `It covers robotic manipulation tasks` -> `robotic manipulation tasks`
            yield fit(words[:DISTINCT_WORDS], DISTINCT_WORDS)
