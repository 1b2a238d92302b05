"""Title a position paper `Position: <its claim>`, as the seeds' and the field's position papers are titled."""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.keyphrase import contribution_words, topic_words
from generator.derive.phrases import ADVERB, claim_words, content_words
from generator.derive.title_casing import title_case

_POSITION = re.compile(r"\bposition paper\b|^position:", re.I)
_ARGUE = re.compile(
    r"\b(?:we|position paper|this paper|this work)\s+(?:" + ADVERB + r"\s+)?"
    r"(?:argues?|contends?|posits?|claims?|maintains?|asserts?|believes?)"
    r"\s+(?:that,?\s+)?(.*)|\b(?:is|as) (a call to (?:arms|action) .*)|\b(?:advocates?|calls?) for (.*)",
    re.I,
)


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
