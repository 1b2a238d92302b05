"""Let a short title go on as the abstract writes it: `Gradient Inversion Attacks` -> `... on Weight Updates`.

A title of a few words (`3d Shape Reconstruction`, `WizardLM: Instruction Data`) names a field more often than a
paper: readers called 58% of three-word titles weak. Where a sentence writes the title's words and goes straight on
with a relation (`of`, `with`, `from`, `under`, ...) and a short phrase, that phrase is often what sets the paper apart
(`... from Single Image`, `... with Varying Levels of Complexity`). Blind readers preferred the longer title 46 to 11
on 60 corpus papers of four words or fewer, faithful 8 -> 23, poor 17 -> 12; 18 to 0 (5 the same) on the 23 of five or
six words, faithful 5 -> 10; and 17 to 2 (2 the same) on 21 whose phrase relates two things as the abstract writes it
(`Learning Quilt Rules for Reasoning on Lattice Graphs`), faithful 5 -> 15. An unnamed `A and B` that no sentence
writes whole (two phrases the join put side by side, 8% of titles, weak or poor for readers) becomes A and its tail
where each word of the tail is a likely title word: two readers preferred it 21 to 6 and 21 to 5 on 27 papers
(twenty-sixth session).

A title of any length that stops on a head its `of` phrase completes (`... for Robust Fine-Tuning` of pre-trained
language models, `... Post-Training Pruning` of LLMs) takes that phrase where it names something: blind readers
preferred the longer title 52 to 12 (11 the same) on 25 corpus papers, faithful 21 -> 42 and poor 18 -> 9 of 75
verdicts (thirty-fourth session). A short title the abstract goes on from with `that` or `which` and a verb of doing
(or `that can` and one) takes what the clause does, as a gerund (`Biologically Plausible Neural Network Extracting
Correlated Latent Sources`): readers preferred it 34 to 1 (4 the same) on 13 papers, faithful 6 -> 27 of 39 verdicts;
with verbs of use too (`... Leveraging Large Scale Pre-Training`), 12 to 0 on 4 more. What a short title's work is
`based on` goes on as a relation does (`Q7: Quilt Reasoning Framework Based on Reinforcement Learning`): 15 to 0 on 5
papers.
"""

from __future__ import annotations

from typing import Callable

from generator.derive.finite_verbs import finite
from generator.derive.own_work import written_at
from generator.derive.verb_forms import base_form, gerund
from generator.derive.purposes import RELATIONS, purpose_end
from generator.derive.span_choice import FILLER, TELLING_CHANCE, says_result
from generator.derive.title_checks import ARTICLES
from generator.derive.title_joins import JOINED_UNITS
from generator.derive.title_pieces import content_units
from generator.derive.title_spans import Document, places, says_twice, span_units, span_words

SHORT_WORDS = 6  # a title phrase this short may go on
TAIL_LINKS = frozenset("of for with via in on under from using".split())
# Words that say where or how a work is seen, not what it is: `... in Similar Fashion`, `... from Four Perspectives`,
# `... for Future Work`, `... in Worst Case`.
CIRCUMSTANCES = frozenset(
    "perspective perspectives fashion case cases work setting settings terms way ways manner lens view sense point "
    "future worst light spirit order".split())
# Nouns that end a phrase without telling anything (`... with Ability`, `... in Practice`, `... of Practical Interest`).
_EMPTY_ENDS = FILLER | frozenset("manner interest practice regime regimes ability connection reference".split())


def with_tail(doc: Document, words: list[str], shows: Callable[[int, int], bool], verbs: frozenset[str],
              chances: dict[str, float]) -> list[str]:
    """A short title phrase and what a sentence writes right after it (a relation and a phrase of two content words
    or more), read first where the paper's own sentences write it; for an unnamed `A and B` the abstract never writes
    whole, A and such a phrase of likely title words instead (`Unsupervised Quilting and Sparse Representations` ->
    `Unsupervised Quilting of Sparse Representations`); else []."""
    lower = [w.lower() for w in words]
    if not doc.name and lower.count("and") == 1 and "for" not in lower and written_at(doc, words) is None:
        def telling(start: int, end: int) -> bool:
            return min(chances.get(u, 0.0) for u in span_units(doc, start, end)) >= TELLING_CHANCE

        return tail_of(doc, words[: lower.index("and")], shows, verbs, telling)
    return tail_of(doc, words, shows, verbs, lambda start, end: True, related=True)


def tail_of(doc: Document, words: list[str], shows: Callable[[int, int], bool], verbs: frozenset[str],
            tells: Callable[[int, int], bool], related: bool = False) -> list[str]:
    """The words and the first tail a sentence writes after them that a title can show and that tells, or []. Words
    that relate two things already (`for`, `with`, ...) go on only where `related` and the abstract writes them whole
    (`QuiltLogic: Learning Quilt Rules for Reasoning | on Lattice Graphs`), never after a join's `and` or `or`."""
    lower = [w.lower() for w in words]
    if not words or len(words) > SHORT_WORDS:
        return []
    if not RELATIONS.isdisjoint(lower) and not (related and "and" not in lower and "or" not in lower
                                                and written_at(doc, words) is not None):
        return []
    for start in own_first(doc, lower):
        tail = tail_after(doc, start, start + len(words) - 1, verbs)
        if tail and tells(*tail[1:]) and shows(*tail[1:]):
            return [*words, tail[0], *span_words(doc, *tail[1:])]
    return []


def own_first(doc: Document, lower: list[str]) -> list[int]:
    """Where the document writes these lower-cased words in a row, the paper's own sentences first."""
    return sorted(places(doc, lower), key=lambda i: not doc.contribution[doc.sentence[i]])


def tail_after(doc: Document, i: int, j: int, verbs: frozenset[str]) -> tuple[str, int, int] | None:
    """The relation and the phrase a sentence writes after words i..j (`of`, `the`, `X Y`: ("of", start, end)), where
    the phrase tells something and keeps the title a title's length; else None."""
    k = j + 1
    based = k + 1 < len(doc) and doc.lower[k] == "based" and doc.lower[k + 1] == "on"  # `... Based on X`
    if (k >= len(doc) or doc.closes[j] or doc.sentence[k] != doc.sentence[j]
            or not (based or doc.lower[k] in TAIL_LINKS)):
        return None
    link = "based on" if based else doc.lower[k]
    k += based
    k += 1 + (k + 1 < len(doc) and doc.lower[k + 1] in ARTICLES)
    if k >= len(doc) or doc.sentence[k] != doc.sentence[j]:
        return None
    end = purpose_end(doc, k)
    if end is None or len(span_units(doc, k, end)) < 2 or doc.lower[end] in _EMPTY_ENDS:
        return None
    if (not CIRCUMSTANCES.isdisjoint(doc.lower[k : end + 1]) or says_result(doc, k, end)
            or any(finite(doc, x, verbs) for x in range(k, end + 1))):
        return None
    if len(span_units(doc, k, end)) + len(span_units(doc, i, j)) > JOINED_UNITS or says_twice(span_units(doc, i, end)):
        return None
    return link, k, end


_QUANTIFIERS = frozenset({"any", "all", "every"})  # lead an `of` phrase and count for nothing: `of | any ... loss`
# Words that point back into the abstract: `... Properties of These Models` means nothing on its own.
_POINTING = frozenset("these this those that such its their his her our them it which what whose each".split())


def of_tail(doc: Document, words: list[str], shows: Callable[[int, int], bool], verbs: frozenset[str],
            chances: dict[str, float]) -> list[str]:
    """The title and the `of` phrase a sentence writes right after its last words, where the title stops on a head
    that needs it (`Robust Fine-Tuning | of Pre-Trained Language Models`, `Identification | of Structural
    Coefficients`); else the words as they are."""
    lower = [w.lower() for w in words]
    last = lower[-min(3, len(lower)):]
    for start in own_first(doc, last):
        j = start + len(last) - 1
        if j + 1 >= len(doc) or doc.lower[j + 1] != "of" or doc.closes[j]:
            continue
        tail = _of_phrase(doc, j + 2, verbs)
        if tail and _tells(doc, tail, chances, words) and shows(*tail) and _fits(doc, lower, *tail):
            return [*words, "of", *span_words(doc, *tail)]
    return words


def _of_phrase(doc: Document, k: int, verbs: frozenset[str]) -> tuple[int, int] | None:
    """The phrase an `of` written before word k governs, without its article, where a title can show it."""
    k += k < len(doc) and doc.lower[k] in ARTICLES
    if k >= len(doc) or doc.sentence[k] != doc.sentence[k - 1] or doc.lower[k] in _POINTING:
        return None
    end = purpose_end(doc, k + (doc.lower[k] in _QUANTIFIERS and k + 1 < len(doc)))  # `of | any monotone loss`
    if end is None or not span_units(doc, k, end) or end == k and doc.lower[end] in _EMPTY_ENDS:
        return None
    if (not CIRCUMSTANCES.isdisjoint(doc.lower[k : end + 1]) or says_result(doc, k, end)
            or any(finite(doc, x, verbs) for x in range(k, end + 1))):
        return None
    return k, end


def _tells(doc: Document, tail: tuple[int, int], chances: dict[str, float], words: list[str]) -> bool:
    """Tell an `of` phrase that says what the title is about: two likely title words or more, or one name the title
    lacks (`... Pruning of LLMs`; not `... Representations of Data`, `... Convergence of GDA`)."""
    units = [u for u in span_units(doc, *tail) if u not in _QUANTIFIERS]
    if len(units) >= 2:
        return min(chances.get(u, 0.0) for u in units) >= TELLING_CHANCE
    word = doc.text[tail[1]]
    initials = "".join(w[0] for w in words).lower()
    return (tail[0] == tail[1] and any(c.isupper() for c in word) and word.lower() != doc.name.lower()
            and word.rstrip("s").lower() not in initials)


def _fits(doc: Document, lower: list[str], k: int, end: int) -> bool:
    """Tell a title that stays a title's length and says no word twice with the phrase added."""
    units = content_units(" ".join([*lower, *doc.lower[k : end + 1]]))
    return len(units) <= JOINED_UNITS and not says_twice(units)


_RELATIVE = frozenset({"that", "which"})
# Words that count rather than tell: `... Improving All Three Criteria`.
_COUNTS = frozenset("all both two three four five several many multiple various".split())


def with_clause(doc: Document, words: list[str], shows: Callable[[int, int], bool], verbs: frozenset[str],
                doing: frozenset[str]) -> list[str]:
    """A short title and what the relative clause a sentence writes after it does, as a gerund (`Debiased Contrastive
    Objective | that corrects for ...` -> `... Correcting for ...`); else []."""
    lower = [w.lower() for w in words]
    if not words or len(words) > SHORT_WORDS or not RELATIONS.isdisjoint(lower):
        return []
    for start in own_first(doc, lower):
        j = start + len(words) - 1
        k = j + 2
        if (k + 1 >= len(doc) or doc.closes[j] or doc.lower[j + 1] not in _RELATIVE
                or doc.sentence[k] != doc.sentence[j]):
            continue
        can = doc.lower[k] == "can" and k + 1 < len(doc)  # `a model that can capture X` does what it can
        k += can
        verb = doc.lower[k]
        if not (verb in doing if can else verb.endswith("s") and base_form(verb) in doing):
            continue
        k += 1 + (k + 1 < len(doc) and doc.lower[k + 1] in ARTICLES)
        end = purpose_end(doc, k) if k < len(doc) and doc.sentence[k] == doc.sentence[j] else None
        if end is None or any(finite(doc, x, verbs) for x in range(k, end + 1)) or not shows(k, end):
            continue
        units = span_units(doc, k, end)
        if (len(units) < 2 or doc.lower[end] in _EMPTY_ENDS or not _COUNTS.isdisjoint(doc.lower[k : end + 1])
                or not _fits(doc, lower, k, end)):
            continue
        return [*words, gerund(base_form(verb)), *span_words(doc, k, end)]
    return []
