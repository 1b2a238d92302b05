"""Score vocabulary tags against an abstract and choose 2 to 8 of them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from generator.config import Config, TagRule
from generator.models import TagMatch

MIN_TAGS, MAX_TAGS = 2, 8
THRESHOLD = 1.0
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9$\\*_(])")
_CONTRIBUTION = re.compile(r"\b(we|this paper|this work|our)\b", re.I)
_BACKGROUND = re.compile(r"\b(unlike|existing|prior|previous|traditional|conventional|however)\b", re.I)


@dataclass(frozen=True)
class Matcher:
    """Compiled patterns for one tag."""

    rule: TagRule
    pattern: re.Pattern | None
    acronyms: re.Pattern | None
    exclude: re.Pattern | None


def _alternation(words: tuple[str, ...], plural: bool) -> str:
    parts = sorted({re.escape(w) for w in words}, key=len, reverse=True)
    suffix = "(?:s|es)?" if plural else ""
    return r"(?<![\w-])(?:" + "|".join(parts) + ")" + suffix + r"(?![\w-])"


@lru_cache(maxsize=4096)
def compile_rule(rule: TagRule) -> Matcher:
    """Compile a tag's phrases (any case), acronyms (exact case) and exclusions."""
    return Matcher(
        rule,
        re.compile(_alternation(rule.phrases, True), re.I) if rule.phrases else None,
        re.compile(_alternation(rule.acronyms, False)) if rule.acronyms else None,
        re.compile(_alternation(rule.exclude, True), re.I) if rule.exclude else None,
    )


def sentence_weight(index: int, sentence: str) -> float:
    """Weigh where a mention is: contribution sentences count more than background."""
    if _BACKGROUND.search(sentence) and not _CONTRIBUTION.search(sentence):
        return 0.4
    if _CONTRIBUTION.search(sentence):
        return 1.5
    return 1.0 if index else 1.2


def matches_in(matcher: Matcher, text: str) -> list[str]:
    """Return every matched phrase in text, skipping excluded spans."""
    blocked = [m.span() for m in matcher.exclude.finditer(text)] if matcher.exclude else []
    found = []
    for pattern in (matcher.pattern, matcher.acronyms):
        if pattern is None:
            continue
        for m in pattern.finditer(text):
            if not any(a <= m.start() < b for a, b in blocked):
                found.append(m.group(0))
    return found


def score_tags(text: str, title: str, rules: tuple[TagRule, ...]) -> list[TagMatch]:
    """Score every tag: title evidence counts most, background mentions least."""
    sentences = _SENTENCE.split(text)
    scored = []
    for rule in rules:
        matcher = compile_rule(rule)
        score, phrases = 3.0 * len(matches_in(matcher, title)), set(matches_in(matcher, title))
        for i, sentence in enumerate(sentences):
            found = matches_in(matcher, sentence)
            score += sentence_weight(i, sentence) * len(found)
            phrases.update(found)
        if score > 0:
            scored.append(TagMatch(rule.name, round(score, 3), tuple(sorted(phrases, key=str.lower))))
    return sorted(scored, key=lambda m: (-m.score, m.tag))


def choose_tags(scored: list[TagMatch], config: Config) -> tuple[TagMatch, ...]:
    """Keep the strong tags, 2 to 8, with at least one area tag."""
    chosen = [m for m in scored if m.score >= THRESHOLD][:MAX_TAGS]
    if len(chosen) < MIN_TAGS:
        chosen = scored[:MIN_TAGS]
    index = config.tag_index
    if chosen and not any(index[m.tag].is_area for m in chosen):
        area = index[chosen[0].tag].group
        hit = next((m for m in scored if m.tag == area), TagMatch(area, 0.0, ()))
        chosen = [*chosen[: MAX_TAGS - 1], hit]
    return tuple(chosen)


def derive_tags(text: str, title: str, config: Config) -> tuple[TagMatch, ...]:
    """Tag one abstract from the vocabulary."""
    return choose_tags(score_tags(text, title, config.tags), config)
