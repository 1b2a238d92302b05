"""Read what an own-work sentence writes around a gerund-led title's deed (`we fold marmot quilts`, `a method for
folding marmot quilts`), for gerund_means.py, in this order: the phrase after the object, or one word naming a thing
after `via`, `using` or `through`; a clause on the object whose verb agrees with it (`that stitches zephyr seams`);
its cut `of` or `between` complement; the specific means an introducing verb names before the deed (`we propose a
tessel grouping algorithm to fold ...`), never a kind of every work (`a deep neural network`); what the paper shows
does it (`we show that zephyr stitching folds ...`); a purpose fronted before the own clause (`To align tessels, we
fold ...`); how a later sentence says the work does it (`Our method uses zephyr seams`, `This technique, called
zephyr stitching, ...`, `We achieve this by stitching zephyr seams.`).
"""

from __future__ import annotations

import re
from typing import Iterator

from generator.derive.gerund_phrases import (
    ACRONYM_ASIDE, BAD_WORDS, CLAUSE, FUNCTION, LINKS_INSIDE, MEANS_LINKS, NEVER_LAST, NOT_ADVERBS, PRAISE,
    PRAISE_RESULT, PURPOSE_VERBS, WORD, adjectival, before_adverb, key, names_thing, noun_phrase, phrase_after,
    telling)
from generator.derive.later_means import OBJECT_END, Found, next_said
from generator.derive.title_checks import ARTICLES

MAX_MEANS = 6  # content words of a means written before the deed
MAX_SUBJECT = 5  # words of what the paper shows does the deed
MAX_FRONT = 10  # tokens of a fronted purpose before its comma

OWN = re.compile(  # words that make what a sentence says the paper's own work
    r"\b(?:we|our|this (?:paper|work|article|study|note|manuscript|contribution)|here|the proposed)\b", re.I)
# Kinds of work a means names only with more words (`a Quilt Method`), and after which a gerund is the deed they do.
GENERIC_HEADS = frozenset(
    "approach approaches method methods framework frameworks algorithm algorithms technique techniques model models "
    "scheme schemes procedure procedures strategy strategies system systems paradigm paradigms architecture "
    "architectures network networks solution solutions way ways formulation formulations tool tools pipeline "
    "pipelines module modules mechanism mechanisms objective objectives loss losses estimator estimators".split())
# Verbs that introduce the work the sentence goes on to say does the deed: `using` it after `use` and its like, else
# `via` it.
_USE_VERBS = frozenset(
    "employ employs use uses leverage leverages adopt adopts employing using leveraging adopting".split())
_INTRO_VERBS = _USE_VERBS | frozenset(
    "provide provides give gives propose proposes present presents introduce introduces develop develops design "
    "designs devise devises create creates describe describes offer offers build builds construct constructs "
    "formulate formulates".split())
# Modifiers that say no more of a means than its head (`a Deep Neural Network`, `a Learned Model`).
_VAGUE_MODS = frozenset(
    "deep neural learning learned machine data-driven based end-to-end trainable parametric non-parametric "
    "nonparametric generic standard".split())
_MODALS = frozenset("can could may will".split())
_CALLED = frozenset("called named dubbed termed".split())
_MADE_TO = frozenset("designed trained used tailored".split())  # `a quilt network designed to fold marmots`
# Words of a clause on the object that say what it is or yields rather than what it does (`that allows ...`).
_NO_RELATIVE = frozenset(
    "is are was were has have had lends lend allows allow enables enable makes make leads lead results result yields "
    "yield provides provide requires require appears appear seems seem remains remain arises arise exists exist "
    "occurs occur itself themselves need needs depends depend holds hold applies apply contains contain "
    "includes include involves involve relies rely achieves achieve outperforms outperform improves improve "
    "performs perform works work".split())
_REPORT_VERBS = frozenset(
    "show shows showed find finds found demonstrate demonstrates demonstrated prove proves proved study studies "
    "studied observe observes observed argue argues argued investigate investigates explore explores examine "
    "examines analyze analyzes analyse analyses establish establishes verify verifies confirm confirms "
    "hypothesize hypothesise".split())
_NO_SUBJECT = BAD_WORDS | frozenset(
    "it they this these that those which what there we our such each both one it's its their".split())
_FRONT_VERBS = PURPOSE_VERBS | frozenset("address tackle mitigate tame remedy cope deal".split())
# Words that make a fronted purpose point back (`To address this issue`) rather than say what it is.
_POINTING = frozenset(
    "this these that those such it its their them end issue issues problem problems challenge challenges limitation "
    "limitations gap gaps question questions goal goals aim shortcoming shortcomings drawback drawbacks difficulty "
    "difficulties concern concerns phenomenon need".split())


def said_around(sents: list[tuple[list[str], list[str]]], si: int, deed: tuple[int, int, bool],
                said: set[str]) -> Iterator[Found]:
    """Yield, in the order they were judged, what each reading finds around the deed (verb, object end, whether
    written as the gerund) in sentence si."""
    sent, low = sents[si]
    for reading in (_run_on, _relative, _completion, _means_before, _subject, _fronted):
        found = reading(sent, low, *deed, said)
        if found:
            yield found
    found = next_said(sents, si, deed[1])
    if found:
        yield found


def _run_on(sent: list[str], low: list[str], i: int, k: int, as_gerund: bool, said: set[str]) -> Found | None:
    """Read the phrase right after the object, or one word after a means link that names a thing."""
    found = phrase_after(sent, low, k)
    if found is None:
        return None
    link, words = found
    if link in MEANS_LINKS and len(words) == 1:
        return (link, words, True) if names_thing(words[0]) else None
    return link, words, False


def _relative(sent: list[str], low: list[str], i: int, k: int, as_gerund: bool, said: set[str]) -> Found | None:
    """Read `that` or `which`, a verb agreeing with the object, and its whole short object."""
    if as_gerund or k + 2 >= len(sent) or low[k] not in ("that", "which"):
        return None  # after `a method for folding quilts`, `that ...` may say what the method does
    v = k + 2 if low[k + 1].endswith("ly") and low[k + 1] not in NOT_ADVERBS else k + 1
    verb = low[v]
    if not WORD.fullmatch(sent[v]) or not sent[v].islower() or verb in CLAUSE or verb in FUNCTION \
            or verb in _NO_RELATIVE:
        return None
    plural = key(low[k - 1]) != low[k - 1].replace("-", "") and not low[k - 1].endswith("ss")
    if plural == (verb.endswith("s") and not verb.endswith("ss")) or verb.endswith(("ed", "ing")):
        return None  # a verb that does not agree with the object, or no verb
    words = noun_phrase(sent, low, v + 1)
    if not words or words[0].lower() in ARTICLES and len(words) < 3:
        return None
    after = _after_words(sent, v + 1, words)
    if after is not None and after < len(sent) and sent[after] not in OBJECT_END and low[after] not in CLAUSE:
        return None  # the clause goes on (`that builds quilts | in between`)
    phrase = [sent[v], *words]
    lows = {w.lower() for w in words}
    if not telling("that", phrase) or not _NO_RELATIVE.isdisjoint(lows) or not PRAISE_RESULT.isdisjoint(lows):
        return None
    return "that", phrase, False


def _after_words(sent: list[str], start: int, words: list[str]) -> int | None:
    """Find the token after words read in order from token start (asides between), else None."""
    n, j = 0, start
    while j < len(sent) and n < len(words):
        n += sent[j] == words[n]
        j += 1
    return j if n == len(words) else None


def _completion(sent: list[str], low: list[str], i: int, k: int, as_gerund: bool, said: set[str]) -> Found | None:
    """Read the `of` or `between` complement the title cut off its object."""
    if k >= len(sent) or low[k] not in ("of", "between"):
        return None
    last = k - 2 if ACRONYM_ASIDE.fullmatch(sent[k - 1]) else k - 1
    if low[last] in FUNCTION or not WORD.fullmatch(sent[last]):
        return None
    words = noun_phrase(sent, low, k + 1)
    return (low[k], words, False) if words else None


def _whole_object(sent: list[str], low: list[str], k: int) -> bool:
    """Tell an object the sentence ends where its clause or phrase does, not inside a longer phrase."""
    return k >= len(sent) or sent[k] in OBJECT_END or low[k] in CLAUSE or low[k] in LINKS_INSIDE or low[k] == "between"


def _means_before(sent: list[str], low: list[str], i: int, k: int, as_gerund: bool, said: set[str]) -> Found | None:
    """Read the specific kind of work an introducing verb names before the deed: `via a Tessel Grouping Algorithm`."""
    if "with" in said or not _whole_object(sent, low, k):
        return None  # the title says its means already, or its object is cut
    end = _means_end(low, i, as_gerund)
    if end is None:
        return None
    if end >= 1 and ACRONYM_ASIDE.fullmatch(sent[end - 1]):
        end -= 1
    if end >= 4 and low[end - 1] == "," and low[end - 3] in _CALLED and low[end - 4] == ",":
        end -= 4  # `a quilt network , called QuiltNet , to fold marmots`
    start = end
    while start >= 1 and WORD.fullmatch(sent[start - 1]) and low[start - 1] not in _INTRO_VERBS \
            and low[start - 1] not in FUNCTION and low[start - 1] not in CLAUSE:
        start -= 1
    article = start >= 1 and low[start - 1] in ("a", "an")
    intro = start - 1 - article
    if intro >= 2 and low[intro] == "," and WORD.fullmatch(sent[intro - 1]) \
            and sent[intro - 1][1:] != low[intro - 1][1:]:
        intro -= 2  # `we propose QuiltNet , a zephyr network that`: the kind after a name
        if ACRONYM_ASIDE.fullmatch(sent[intro]):
            intro -= 1
    if intro < 0 or low[intro] not in _INTRO_VERBS or not OWN.search(" ".join(sent[:intro])):
        return None
    words = [w for w in sent[start:end] if w.lower() not in PRAISE]
    if not _specific(words):
        return None
    phrase = ["an" if words[0][0].lower() in "aeiou" else "a", *words] if article else words
    return ("using" if low[intro] in _USE_VERBS else "via"), phrase, False


def _means_end(low: list[str], i: int, as_gerund: bool) -> int | None:
    """Find where a means named before the deed ends: its head before `for`/`to` folding, or a `to`/`that` verb."""
    j = before_adverb(low, i)
    if as_gerund:
        if low[j] in GENERIC_HEADS:
            return j + 1  # `a quilt network folding marmots`: the means ends on its head
        return j if low[j] == "for" or low[j] == "to" and j >= 1 and low[j - 1] in GENERIC_HEADS else None
    if j >= 0 and low[j] in _MODALS:
        j = before_adverb(low, j)
    if j < 0 or low[j] not in ("to", "that", "which"):
        return None
    if low[j] == "to":
        if low[i].endswith("s") and not low[i].endswith("ss"):
            return None  # `to folds` writes no infinitive
        if j >= 1 and low[j - 1] in _MADE_TO:
            return j - 1
    return j


def _specific(words: list[str]) -> bool:
    """Tell a means that names which work, not only its kind (`a Quilt Method`, `a Deep Neural Network`)."""
    if not words:
        return False
    low = [w.lower() for w in words]
    head = low[-1]
    if all(w in _VAGUE_MODS for w in low[:-1]):
        return False  # a kind of every work, or no modifier at all
    if len(low) > MAX_MEANS or head in GENERIC_HEADS and len(low) < 3:
        return False
    if any(w in BAD_WORDS or w in NEVER_LAST for w in low):
        return False
    return not adjectival(head) and not head.endswith("ing")


def _subject(sent: list[str], low: list[str], i: int, k: int, as_gerund: bool, said: set[str]) -> Found | None:
    """Read what the paper shows does the deed (`we show that zephyr stitching folds marmots`), as its means."""
    if as_gerund or "with" in said or low[i].endswith("ed") or not _whole_object(sent, low, k):
        return None
    j = before_adverb(low, i)
    modal = j >= 0 and low[j] in _MODALS
    end = j + (not modal)
    start = end
    while start >= 1 and WORD.fullmatch(sent[start - 1]) and low[start - 1] not in FUNCTION \
            and low[start - 1] not in CLAUSE and low[start - 1] != "how" and end - start < MAX_SUBJECT:
        start -= 1
    article = low[start - 1] if start >= 1 and low[start - 1] in ("a", "an") else None
    that = start - 1 - (article is not None)
    if that < 1 or low[that] not in ("that", "how"):
        return None
    r = that - 1
    while r >= 0 and low[r].endswith("ly") and low[r] not in NOT_ADVERBS:
        r -= 1  # `we show empirically that`
    if r < 0 or low[r] not in _REPORT_VERBS or not OWN.search(" ".join(sent[:r])):
        return None
    words = sent[start:end]
    if not words or not _NO_SUBJECT.isdisjoint(w.lower() for w in words) or not modal and not _agrees(low[i], words):
        return None
    head = words[-1].lower()
    if len(words) == 1 and not (words[0][0].isupper() or "-" in words[0]):
        return None  # one plain word names too little
    if adjectival(head) or head in GENERIC_HEADS and len(words) < 3:
        return None
    return "via", [article, *words] if article else words, len(words) == 1


def _agrees(verb: str, words: list[str]) -> bool:
    """Tell a verb that agrees with the words before it, so they are its subject (a capital name takes either)."""
    third = verb.endswith("s") and not verb.endswith("ss")
    plural = key(words[-1]) != words[-1].lower().replace("-", "")
    return third != plural and (third or plural or words[-1][0].isupper())


def _fronted(sent: list[str], low: list[str], i: int, k: int, as_gerund: bool, said: set[str]) -> Found | None:
    """Read a purpose written before the own clause: `To align tessels, we fold marmot quilts`."""
    if low[0] != "to" or len(low) < 4 or low[1] not in _FRONT_VERBS or "to" in said or "," not in low:
        return None
    comma = low.index(",")
    if comma > i or comma > MAX_FRONT or low[comma + 1 : comma + 2] != ["we"]:
        return None
    words = sent[1:comma]
    if len(words) < 3 or any(w.lower() in _POINTING or not WORD.fullmatch(w) for w in words):
        return None
    return "to", words, False
