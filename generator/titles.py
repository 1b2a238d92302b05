"""Derive a readable title for an abstract that has none."""

from __future__ import annotations

import re

from generator.keyphrase import PHRASE_WORDS, contribution_words, object_words, ranked_contributions, topic_words
from generator.names import MAKE, METHOD_NOUN, Name, find_name, intro
from generator.phrases import (
    ADVERB,
    DANGLING,
    GENERIC,
    SMALL,
    claim_words,
    clause_words,
    content_words,
    fallback_words,
    fit,
    has_modifier,
    informative,
    phrase_words,
    specific,
    title_case,
    words_of,
)
from generator.prose import clean, sentences_of

MAX_WORDS = 16
_POSITION = re.compile(r"\bposition paper\b|^position:", re.I)
_ARGUE = re.compile(
    r"\b(?:we|position paper|this paper|this work)\s+(?:" + ADVERB + r"\s+)?"
    r"(?:argues?|contends?|posits?|claims?|maintains?|asserts?|believes?)"
    r"\s+(?:that\s+)?(.*)|\b(?:is|as) (a call to (?:arms|action) .*)|\b(?:advocates?|calls?) for (.*)",
    re.I,
)
_DESCRIPTOR = re.compile(r"(?:an?|the|our)\s+(?:(?!(?:an?|the)\s)[\w\-]+\s+){0,6}?" + METHOD_NOUN + r"\b", re.I)
_NOUN_FIRST = re.compile(r"(?:an?|the|one)\s|[A-Z]")
_ARTICLE = re.compile(r"(?:an?|the)\s")
_FOR = re.compile(r"\bfor\s+")
_PREPOSITION = re.compile(r"\b(?:for|in|via|with|on|of)\b")
_CLAUSE_BREAK = re.compile(r"[,;:]\s+(?=\S)|\s(?:and|but)\s")
_NAMING_EDGE = re.compile(
    r"^(?:" + "|".join(sorted(MAKE)) + r")\w*\s+"
    r"|\s*\(?(?:(?:which|that) )?(?:we call|called|named|termed|dubbed|coined)\s*$"
)
_SELF = re.compile(r"(?:In )?(?:[Tt]his (?:paper|work|study)|[Ww]e|[Hh]ere)\b")
_STRAY = re.compile(r"[*_`$\\~\u2060\u2026]")  # deleted by sub(): str.translate with a table is slower
_CLAUSES = re.compile(r"[,;:]\s|\s(?:that|which|and|but|while|where)\s")
_INITIALS = re.compile(r"[A-Z]?[a-z]+[A-Z]+[a-z]*[A-Z]?|[A-Z]{2}[a-z]+")  # `LosslEss`, `MOdel`
_GLOSS = re.compile(r"\s*(?:\([^()]*\))?\s*\)?\s*(?:[,:\u2014\u2013]\s+(?:i\.e\.,?\s+|namely\s+)?|(?=\s+to\s))(.*)")
_IS = re.compile(r"\s+(?:is|offers|provides|serves as|represents|constitutes)\s+(an?\s.*)")


def position_title(sentences: list[str]) -> str | None:
    """Title a position paper `Position: <its claim>`."""
    start = next((i for i, s in enumerate(sentences) if "osition" in s and _POSITION.search(s)), None)
    if start is None:
        return None
    for sentence in sentences[start:] + sentences[:start]:
        m = _ARGUE.search(sentence)
        words = claim_words(next(g for g in m.groups() if g), MAX_WORDS - 1) if m else []
        if words and words[0].lower() in {"this", "these", "such"} and topic_words(sentences):
            words = claim_words(" ".join([*topic_words(sentences), *words[2:]]), MAX_WORDS - 1)  # `this trend`
        if len(content_words(words)) >= 2:
            return "Position: " + title_case(words)
    words = contribution_words(sentences)
    return "Position: " + title_case(words) if words else None


def described(name: Name, sentences: list[str]) -> list[str]:
    """Say what a named contribution is: long form, appositive, `X is a ...`, descriptor, or the key phrase."""
    long = plain_case(words_of(name.long))
    if len(long) >= 2 and name.long.lower() != name.name.lower():
        return long[:PHRASE_WORDS] + purpose(name, sentences, PHRASE_WORDS - len(long))
    gloss = appositive(name, sentences[name.sentence])
    head = phrase_words(gloss, PHRASE_WORDS) if _NOUN_FIRST.match(gloss) else []
    if informative(head) and head[0] != name.name:
        if specific(head) or len(head) > 4:
            return head
        clause = clause_words(gloss, PHRASE_WORDS - len(head))  # `neural networks that build on X`
        return [*head, *clause] if clause else head
    topic = topic_words(sentences)
    before = before_name(name, sentences[name.sentence])
    kind = head or before  # `a multi-agent framework`: says what sort of thing, not yet what for
    options = (
        lambda: is_phrase(name, sentences),
        lambda: before,
        lambda: purposed(kind, topic),
        lambda: contribution_words(sentences, skip=name.sentence),
        lambda: purposed(kind, clause_words(gloss, PHRASE_WORDS - len(kind) - 1)),
        lambda: clause_words(gloss, PHRASE_WORDS),
    )
    for option in options:
        words = option()
        if informative(words) and words[0] != name.name.split()[0]:
            return aimed(words, gloss)
    rest = phrase_words(sentences[name.sentence].split(name.name, 1)[-1], 8)  # `AbdomenAtlas comprising X`
    return head if len(head) >= 2 else topic if len(topic) >= 2 else rest if len(rest) >= 2 else fallback_words(
        sentences[0], 8)


def aimed(words: list[str], gloss: str) -> list[str]:
    """`Modern ConvNets` + `, for discriminative visual representation learning` when the name's gloss gives an aim."""
    if len(words) > 4 or "for" in words or not gloss.startswith("for "):
        return words
    aim = phrase_words(gloss[4:], min(6, PHRASE_WORDS - len(words) - 1))
    return [*words, "for", *aim] if aim else words


def purposed(kind: list[str], purpose: list[str]) -> list[str]:
    """`Training-Free Method for Image Restoration`: a kind of thing made specific by its field or aim."""
    if not purpose or not has_modifier(kind) or "for" in kind + purpose or purpose[0].lower() in SMALL:
        return []
    return [*kind, "for", *purpose]


def is_phrase(name: Name, sentences: list[str]) -> list[str]:
    """What `NAME is a ...` / `NAME offers a ...` says anywhere in the abstract."""
    for sentence in sentences:
        at = sentence.find(name.name)
        m = _IS.match(sentence, at + len(name.name)) if at >= 0 else None
        if m:
            return phrase_words(m.group(1), PHRASE_WORDS)
    return []


def shown_name(name: str) -> str:
    """Keep a coined name as written; capitalise a plain-words term like a title."""
    return name if any(c.isupper() for c in name) else title_case(name.split())


def plain_case(words: list[str]) -> list[str]:
    """Undo initials marked by capitals inside words (`LosslEss MOdel ExpansioN` -> `Lossless Model Expansion`)."""
    marked = [w for w in words if _INITIALS.fullmatch(w)]
    return [w.capitalize() if w in marked else w for w in words] if len(marked) >= 2 else words


def appositive(name: Name, sentence: str) -> str:
    """What the sentence says right after the name: `KoNODE, a Koopman-driven NODE framework that ...`."""
    after = sentence.split(name.name, 1)[1] if name.name in sentence else ""
    m = _GLOSS.match(after)
    return m.group(1).strip() if m else ""


def before_name(name: Name, sentence: str) -> list[str]:
    """Descriptor between the contribution verb and the name (`a novel online fine-tuning method, CoSo`)."""
    m = intro(sentence)
    first = sentence.find(name.long) if name.long and name.long in sentence else sentence.find(name.name)
    if not m or first <= m.end():
        return []
    parts = [_NAMING_EDGE.sub("", p) for p in _CLAUSE_BREAK.split(sentence[m.end() : first].strip(" ,:;("))]
    text = next((p for p in reversed(parts) if p.strip()), "")  # `a framework based on X, named FedCR`
    found = _DESCRIPTOR.search(text)  # `from the information-theoretic perspective a personalized framework`
    return phrase_words(text[found.start() :], PHRASE_WORDS) if found else []


def purpose(name: Name, sentences: list[str], budget: int) -> list[str]:
    """`for <task>` after a short long form: from the appositive, the descriptor, or the field."""
    if budget < 2 or name.long.count(" ") > 5 or _PREPOSITION.search(name.long):
        return []
    sentence = sentences[name.sentence]
    gloss = appositive(name, sentence)
    long = {part for w in name.long.lower().split() for part in w.split("-")}
    head = " ".join(phrase_words(gloss, PHRASE_WORDS)) if _ARTICLE.match(gloss) else ""
    options = (
        lambda: phrase_words(_FOR.split(head, 1)[-1], budget - 1) if " for " in head else [],
        lambda: [w for w in before_name(name, sentence) if w.lower() not in GENERIC],
        lambda: topic_words(sentences),
    )
    for option in options:
        words = option()
        parts = {part for w in words for part in w.lower().split("-")}
        if 0 < len(words) <= budget - 1 and not parts & long and words[0].lower() not in SMALL:
            return ["for", *words]
    return []


def derive_title(text: str) -> str:
    """Name the contribution: `NAME: what it is`, `Position: claim`, else the contribution phrase."""
    plain = clean(text)
    sentences = sentences_of(plain)
    if not any(len(s.split(None, 3)) > 2 for s in sentences):  # three words make a sentence
        return "Untitled Research Abstract"
    position = position_title(sentences) if "osition" in plain else None  # one scan, not one per sentence
    if position:
        return finished(position)
    name = find_name(sentences, text)
    if name:
        return finished(f"{shown_name(name.name)}: {title_case(described(name, sentences))}")
    words = contribution_words(sentences)
    return finished(title_case(words if len(words) >= 3 else opening_words(sentences)))


def opening_words(sentences: list[str]) -> list[str]:
    """Last resort: the main clause of the first real sentence (`In learning with noisy labels, X ...` -> X)."""
    for sentence in sentences[:3]:
        words = claim_words(sentence, PHRASE_WORDS)
        if len(words) >= 3 and not _SELF.match(sentence):  # never `This Paper Introduces ...`
            return words
    return fallback_words(" ".join(sentences), PHRASE_WORDS)


def finished(title: str) -> str:
    """Enforce the house rules: no dangling end, balanced brackets, no stray markup, at most MAX_WORDS words."""
    title = _STRAY.sub("", title).replace("...", "")
    words = title.split()[:MAX_WORDS]
    while len(words) > 3 and (words[-1].lower() in DANGLING or words[-1].endswith(":")):
        words.pop()
    title = " ".join(words).rstrip(":")
    for opening, closing in ("()", "[]", "{}"):
        if title.count(opening) != title.count(closing):
            title = title.replace(opening, "").replace(closing, "")
    return title


def disambiguate(titles: list[str], texts: list[str]) -> list[str]:
    """Make titles unique by adding a phrase from each abstract that the others sharing its title lack."""
    groups: dict[str, list[int]] = {}
    for i, title in enumerate(titles):
        groups.setdefault(title.lower(), []).append(i)
    used = {t.lower() for t in titles}
    out = list(titles)
    for members in groups.values():
        if len(members) < 2:
            continue
        for i in members:
            others = [texts[j].lower() for j in members if j != i]
            out[i] = distinguished(titles[i], texts[i], others, used)
            used.add(out[i].lower())
    return out


def distinguished(title: str, text: str, others: list[str], used: set[str]) -> str:
    """`Title (Phrase)` with the first phrase of this abstract that the others lack and no title uses yet."""
    shown = title.lower()
    candidates = []
    title_words = set(shown.split())
    for words in distinct_phrases(text):
        while words and words[0].lower() in title_words:  # `Graph Neural Networks (Graph Neural Networks Are ...)`
            words = words[1:]
        phrase = " ".join(words).lower()
        if phrase in shown or not informative(words):
            continue
        candidate = f"{title} ({title_case(words)})"
        if candidate.lower() not in used:
            if not any(phrase in other for other in others):
                return candidate
            candidates.append(candidate)
    return candidates[0] if candidates else f"{title} ({title_case(fallback_words(text, 6))})"


def distinct_phrases(text: str) -> list[list[str]]:
    """Phrases that could tell an abstract apart: its contribution phrases, then its clauses, in reading order."""
    sentences = sentences_of(clean(text))
    topic = topic_words(sentences)
    found = [object_words(verb, rest, topic)[:6] for _, _, verb, rest in ranked_contributions(sentences)]
    for sentence in sentences:
        for part in _CLAUSES.split(sentence):
            words = phrase_words(part, 8)
            if words and words[0].lower() in {"it", "they", "this", "these", "we", "our", "its", "their"}:
                words = words[2:]  # `It covers robotic manipulation tasks` -> `robotic manipulation tasks`
            found.append(fit(words[:6], 6))
    return found
