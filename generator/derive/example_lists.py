"""Read the example lists of a sentence (`such as X, Y`, `(e.g. X)`): what follows such a marker illustrates the
field, it is not what the paper does, so no title is cut from it."""

from __future__ import annotations

_EXAMPLE_MARKS = frozenset("e.g. e.g., e.g including".split())
_EXAMPLE_PAIRS = frozenset({("such", "as"), ("for", "example"), ("for", "example,"), ("for", "instance"),
                            ("for", "instance,")})
_EXAMPLE_CUES = ("e.g", "such as", "includ", "for example", "for instance")


def example_flags(sentence: str, raws: list[str], stops: frozenset[str]) -> list[bool]:
    """Which of a sentence's whitespace-separated words (`raws`) sit in an example list."""
    at = example_start(sentence)
    return examples(raws, stops, words_before(sentence, at)) if at >= 0 else [False] * len(raws)


def example_start(sentence: str) -> int:
    """Where a sentence's first example marker may start, in characters, or -1 (substring tests: a regex
    alternation scans far slower)."""
    if not ("e.g" in sentence or "such as" in sentence or "includ" in sentence or "for ex" in sentence
            or "for in" in sentence):  # most sentences: `in` tests cost less than calls to find
        return -1
    found = [at for at in map(sentence.find, _EXAMPLE_CUES) if at >= 0]
    return min(found) if found else -1


def words_before(sentence: str, at: int) -> int:
    """How many whole words of the sentence end before character at (`(e.g.` starts a word, `e.g` is in it)."""
    return len(sentence[:at].split()) - (at > 0 and not sentence[at - 1].isspace())


def examples(raws: list[str], stops: frozenset[str], skip: int = 0) -> list[bool]:
    """Which words of a sentence sit in an example list (`such as X, Y`, `(e.g. X)`): after the marker, until
    a bracket it opened closes, a `;` or `:`, or a word that resumes the main clause (`X and Y have ...`).

    The first skip words hold no marker and are not read; a stop word (`stops`) ends the list.
    """
    flags, inside, bracket, before = [False] * skip, False, False, ""
    for raw in raws[skip:]:
        lower = raw.lower().strip("(,")
        if inside and lower in stops:
            inside = False
        flags.append(inside)
        if lower in _EXAMPLE_MARKS or (before, lower) in _EXAMPLE_PAIRS:
            inside, bracket = True, raw.startswith("(") or before.startswith("(")
        elif inside and (raw.endswith((";", ":")) or (bracket and raw.rstrip(",.").endswith(")"))):
            inside = False
        before = raw.lower()
    return flags
