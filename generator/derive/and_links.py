"""Read an abstract for an unnamed `A and B` title, and join the halves by the link a sentence writes between them.

The reading serves every rule of the and_* modules: what a sentence writes on after it, the words the rules share, the
title's halves and a new title's checks (its length, a topic it drops, a cut to the house's length, two things the old
title did not say); the abstract's sentences as words, and a half found in them, are and_sentences.py's.
The link is the first rule: `Quilt Folding and Zephyr Models` says `Quilt Folding through the Lens of Zephyr Models`
where a sentence writes `quilt folding through the lens of zephyr models`, the halves joined only by link words, or by
a link and up to three words of a noun phrase (`Quilt Folding from a Marmot Zephyr Model`), praise dropped.
"""

from __future__ import annotations

import re

from generator.derive.and_sentences import find_words, sentence_keys, word_key
from generator.derive.house_style import MAX_WORDS
from generator.derive.title_checks import ARTICLES

MIN_WORDS = 3  # a shorter title says no pair
LINK_GAP = 6  # words at most between the halves
FREE_WORDS = 3  # words of a noun phrase a link may hold (`from a black-box`)

# ---------------------------------------------------------------- words
# Words that relate two noun phrases in a title, as the abstract writes them between the halves.
PREPS = frozenset("in with under through via on over from across within without towards toward against between of "
                  "at into beyond".split())
# A gap between the halves of nothing but these reads as the abstract's own link (`through the lens of`).
_GAP_NOUNS = frozenset("lens setting context presence framework case regime".split())
_GAP_WORDS = PREPS | ARTICLES | _GAP_NOUNS | {"problem", "problems"}
_GAP_BREAKS = frozenset("and or to by for as".split())  # a second link or a purpose: the gap relates more than halves
# Where a phrase stops: clause words, verbs and pronouns.
STOP = frozenset("where which that who whose when while whereas as if since because although though than so such is "
                 "are was were be been being can could may might will would shall should must has have had does do "
                 "did we our it its they their them this these those us etc".split())
VERBS = frozenset("propose proposes show shows establish establishes provide provides present presents derive derives "
                  "develop develops prove proves find finds give gives obtain obtains demonstrate demonstrates "
                  "introduce introduces design designs analyze analyzes analyse study studies identify identifies "
                  "characterize characterizes use uses apply applies achieve achieves offer offers leverage "
                  "leverages exploit exploits formulate formulates argue argues explore explores investigate "
                  "investigates then also further discuss discusses suggest suggests construct constructs "
                  "compare compares evaluate evaluates verify verifies validate validates extend extends "
                  "reveal reveals highlight highlights improve improves conduct conducts".split())
# A phrase that says where the text is, not what the paper is about.
FILLER = re.compile(r"^(?:in|for|from|with|on|at) (?:this|the present|our|the following|detail|practice|general|"
                    r"depth|particular|addition|turn|order|contrast|fact|theory|principle|summary|short|"
                    r"the (?:first|first time|paper|literature|past|context of this|sense|spirit|case of this)|"
                    r"a (?:principled|unified|systematic|simple|novel|new) (?:way|manner|fashion))\b")
FUNCTION = ARTICLES | PREPS | frozenset("and or to for by as both each either any all some many more most less not "
                                        "no only its their our such using based other certain given various "
                                        "several".split())
PRAISE = frozenset("novel new previously overlooked simple efficient principled first proposed recently recent "
                   "well-known popular so-called widely used commonly standard classic classical existing our".split())
BAD_END = FUNCTION | frozenset("which that where whether when can is are we how what two three one under "
                               "called".split())
_PARTICIPLE_NOUNS = ("structured", "tightened")  # `-ed` words that stay in a link's noun phrase
MODALS = frozenset("can could may might must will would is are was were does do cannot".split())
# Words that open a clause: an object ends before them.
CLAUSE_STOP = frozenset("when while which where if whereas since because unless although though than whether "
                        "thereby thus hence so et given provided assuming that who whose".split())
QUANTIFIERS = frozenset({"various", "different", "several", "some", "multiple", "certain"})
DANGLING_TAIL = frozenset({"present", "given", "based", "shown", "known", "due", "such", "respect"})
# Frames before the topic, dropped: `the problem of X` -> `X`.
FRAMES = frozenset("problem problems task question questions issue use setting notion topic challenge concept "
                   "idea".split())
# Kinds of work that say nothing of what the work is (`A Framework for X`, `A Thorough Analysis of X`).
WORK_KINDS = frozenset("method methods framework frameworks approach approaches algorithm algorithms technique "
                       "techniques toolset tool tools scheme strategy procedure perspective view variant analysis "
                       "thorough comprehensive detailed causal systematic unified general generic new novel "
                       "more".split())
NEW_KINDS = frozenset("framework method approach algorithm model architecture technique procedure scheme strategy "
                      "system estimator objective loss formulation criterion regularizer network paradigm pipeline "
                      "protocol test metric measure bound theory mechanism module layer operator solver "
                      "benchmark dataset".split())
KINDS = NEW_KINDS | WORK_KINDS
# Modifiers that say nothing of what a work is (`A New Method`).
PLAIN_MODS = frozenset("new novel simple general generic first efficient effective principled flexible practical "
                       "powerful straightforward unified alternative different generalized improved modified "
                       "theoretical systematic comprehensive rigorous formal provable provably scalable fast "
                       "robust easy lightweight computationally".split())


KIND_KEYS = frozenset(word_key(w) for w in KINDS)
_PLAIN_KEYS = frozenset(word_key(w) for w in PLAIN_MODS | PRAISE)


def content_words(words: list[str]) -> list[str]:
    """Return the lower-cased words that are neither function words nor marks."""
    return [w.lower() for w in words if w.lower() not in FUNCTION and w[0].isalnum()]


def word_keys(words: list[str]) -> str:
    """Return the words' keys as one string, articles left out."""
    return " ".join(p for w in words if w.lower() not in ARTICLES for p in word_key(w))


def fits(words: list[str]) -> bool:
    """Tell a new title of the house's length, no mark, no content word twice and a word a title may end on."""
    if not MIN_WORDS <= len(words) <= MAX_WORDS or any(not w[0].isalnum() for w in words):
        return False
    keys = [word_key(w) for w in content_words(words)]
    return len(keys) == len(set(keys)) and words[-1].lower() not in BAD_END


def halves(title: str) -> list[tuple[list[str], list[str]]]:
    """Return the title's two sides of each `and`, each without a leading article."""
    words = title.split()
    pairs = []
    for i, word in enumerate(words):
        if word.lower() == "and" and 0 < i < len(words) - 1:
            a, b = words[:i], words[i + 1 :]
            a = a[1:] if len(a) > 1 and a[0].lower() in ARTICLES else a
            b = b[1:] if len(b) > 1 and b[0].lower() in ARTICLES else b
            pairs.append((a, b))
    return pairs


def title_written(title: str, sents: list[list[str]]) -> bool:
    """Tell a title a sentence writes whole, articles, hyphens and plurals aside: its `and` is the abstract's own."""
    wanted = f" {word_keys(title.split())} "
    first = wanted.split()[:1]  # a match writes each part whole, so the first is among the sentence's parts
    return any(wanted in f" {word_keys([w for w in tokens if w[0].isalnum()])} " for tokens in sents
               if not first or first[0] in sentence_keys(tuple(tokens))[2])


def written_on(tokens: list[str], j: int) -> list[str]:
    """Return what the sentence writes on after word j: link-led phrases up to a clause, a verb or a mark, no praise."""
    low = [t.lower() for t in tokens]
    out: list[str] = []
    k = j + 1
    if k < len(low) and low[k] in ("problem", "problems"):  # `the quilt problem in ...`
        out.append(tokens[k])
        k += 1
    if k >= len(low) or low[k] not in PREPS and low[k] != "to" or FILLER.match(" ".join(low[k : k + 4])):
        return []
    while k < len(low):
        w = low[k]
        if not tokens[k][0].isalnum() or w in STOP or w in VERBS or w == "and" and and_ends(tokens, k):
            break
        if w in PREPS and FILLER.match(" ".join(low[k : k + 4])):
            break  # the rest says where the text is, not what the paper is about
        out.append(tokens[k])
        k += 1
    while out and (out[-1].lower() in BAD_END or out[-1].lower() in PRAISE):
        out.pop()
    return [w for w in out if w.lower() not in PRAISE]


def and_ends(tokens: list[str], k: int) -> bool:
    """Tell an `and` at k that ends a phrase: a clause or another object goes on after it."""
    after = tokens[k + 1].lower() if k + 1 < len(tokens) else "."
    return after in STOP or after in VERBS or after in ARTICLES or not after[0].isalnum()


def cut_back(words: list[str], base: int) -> list[str]:
    """Cut a long title back to its last link that leaves MAX_WORDS or fewer and keeps base words and two more."""
    if len(words) <= MAX_WORDS:
        return words
    for cut in range(MAX_WORDS, base + 2, -1):
        if words[cut].lower() in PREPS or words[cut].lower() == "for":
            head = words[:cut]
            while head and (head[-1].lower() in BAD_END or head[-1].lower() in DANGLING_TAIL):
                head.pop()
            if len(head) >= base + 3:
                return head
    return []


def says_more(title: str, words: list[str]) -> bool:
    """Tell a new title that says two things the old did not, beyond kinds, praise and stems, no two words twice."""
    low = [w.lower() for w in words]
    if len(set(zip(low, low[1:]))) < len(low) - 1:
        return False  # `of the ... of the`
    had = {word_key(w) for w in title.split()}
    stems = {w.lower()[:5] for w in title.split() if len(w) >= 5}  # `Fold` says what `Folding` did
    new = [word_key(w) for w in content_words(words) if not (len(w) >= 5 and w[:5] in stems)]
    new = [k for k in new if k not in had and k not in _PLAIN_KEYS]
    return len(new) >= 2 and any(k not in KIND_KEYS for k in new)


def drops_topic(other: list[str], words: list[str], sents: list[list[str]]) -> bool:
    """Tell a new title that leaves out a half whose head the abstract writes twice or more: a topic of the paper."""
    said = {word_key(w) for w in content_words(words)}
    mine = [word_key(w) for w in content_words(other)]
    if not mine or 2 * sum(k in said for k in mine) >= len(mine):
        return False
    cut = next((n for n, w in enumerate(other) if n and w.lower() in FUNCTION), len(other))
    head = other[max(0, cut - 2) : cut]  # the head of its first noun phrase (`Zephyr Problems` of `... with Quilts`)
    return sum(len(find_words(tokens, head)) for tokens in sents) >= 2


def linked_words(pairs: list[tuple[list[str], list[str]]], sents: list[list[str]]) -> list[str] | None:
    """Return the first pair of halves a sentence writes joined by link words, as a title's words, else None."""
    for a, b in pairs:
        for x, y in ((a, b), (b, a)):
            for tokens in sents:
                words = _joined(tokens, x, y)
                if words:
                    return words
    return None


def _joined(tokens: list[str], x: list[str], y: list[str]) -> list[str] | None:
    """Return x, the link and y where the sentence writes y a short link after x and the title fits, else None."""
    found = find_words(tokens, x)
    later = find_words(tokens, y) if found else []
    for _, j in found:
        for k, end in later:
            if k <= j + 1 or k - j - 1 > LINK_GAP:
                continue
            gap = _link_gap(tokens[j + 1 : k])
            if gap is None:
                continue
            # the title's own words for its halves, but the abstract's number after `a` or `an`
            words = x + gap + (tokens[k : end + 1] if {"a", "an"} & {g.lower() for g in gap} else y)
            if fits(words):
                return words
    return None


def _link_gap(gap: list[str]) -> list[str] | None:
    """Return the gap's words as a title writes them, link words or a link and a short noun phrase without praise;
    None where the gap holds a clause, a verb or a mark."""
    low = [g.lower() for g in gap]
    if low == ["to"]:  # `robustness of quilts to zephyr shift`
        return list(gap)
    if not low or low[0] not in PREPS or low[0] == "of":
        return None
    if any(not g[0].isalnum() or g in STOP or g in VERBS or g in _GAP_BREAKS for g in low):
        return None
    if FILLER.match(" ".join(low)):
        return None  # where the text is, not how the halves relate
    if all(g in _GAP_WORDS for g in low):
        # `in the setting` or `under the problem` stops before what it frames
        if low[-1] in ("problem", "problems") or any(g in _GAP_NOUNS for g in low) and low[-1] != "of":
            return None
        return list(gap)
    free = [g for g in low if g not in _GAP_WORDS]
    if len(free) > FREE_WORDS or any(g.endswith("ly") or g.endswith("ed") and g not in _PARTICIPLE_NOUNS
                                     for g in free):
        return None  # a clause's adverb or participle, or a phrase too long to be a link's
    return [g for g in gap if g.lower() not in PRAISE]
