"""Read an abstract for made_clauses.py and made_clause_kinds.py: its sentences as tokens, where a short title is
written in them (plural-blind: `Quilt Folders` in `a quilt folder`), the phrase that goes on from a place, a phrase
cut back at a preposition (the wider reading also before a purpose's `to`), and the checks every phrase added to a
title passes: its own words, no pointer back, no praise, no content word twice (the wider reading: one title word
again, never its head, and no problem it only points at).
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.bare_purposes import VERBS
from generator.derive.title_casing import title_case

MOST_WORDS = 15  # a mended title's words at most
MOST_WIDE = 14  # a title the wider reading writes: longer ones already cost votes
MOST_ADDED = 10  # words a clause or a means adds at most
LEAST_CONTENT = 3  # content words an addition holds at least: its verb and two words of what it does

OWN = re.compile(r"\b(?:we|our|this (?:paper|work|study|submission|article)|here)\b", re.I)
OTHERS = re.compile(r"\b(?:existing|previous|prior|traditional|standard|conventional|popular|current|classical|"
                    r"classic|typical|common|commonly|commonly-used|widely|widely-used|well-known|vanilla|usual|"
                    r"earlier|recent|state-of-the-art|their|other)\b", re.I)
_WORD = re.compile(r"[A-Za-z0-9]")  # a token a title can show: not maths, a macro or punctuation
DIGIT = re.compile(r"\d")
DIGITS_IN_NAME = re.compile(r"\d[dD]|[A-Za-z]+-?\d+[A-Za-z]*")  # `3D`, `Quilt-2`: a name's digits, not a number
ADVERB = re.compile(r"[a-z]{3,}ly$")
_NOT_ADVERBS = frozenset("only family apply supply rely reply fly early underly assembly anomaly poly".split())

ARTICLES = frozenset("a an the".split())
PROPOSE = frozenset(
    "propose proposes present presents introduce introduces develop develops design designs devise devises "
    "provide provides give build builds construct constructs formulate formulates offer offers describe "
    "describes create creates establish establishes".split())
FUNCTION = frozenset(
    "a an the of for in on with and or to via from by under at as into over through across between among against "
    "along using upon onto per than within without toward towards".split())
_NOT_CONTENT = FUNCTION | frozenset("that which can".split())
ANAPHORS = frozenset(
    "this these those such it its their them they our we us his her he she above aforementioned former latter said "
    "same here there itself themselves one's some any certain".split())
# Evaluative words make a clause a claim, not a description.
CLAIMY = frozenset(
    "better superior state-of-the-art sota outperforming existing previous prior baseline baselines significantly "
    "competitive comparable best improved faster substantially dramatically well theoretically empirically "
    "effective efficient simple novel new general effectively efficiently simply first".split())
UNSAID = ANAPHORS | CLAIMY | {"wide"}
# Praise before a made thing (`a simple yet effective`): it names nothing.
EVALUATIVE = frozenset(
    "novel new simple effective efficient general principled practical first generic unified flexible powerful "
    "scalable lightweight computationally theoretically provably highly very fast robust intuitive elegant "
    "straightforward easy yet but and accurate improved better alternative different specific dedicated systematic "
    "universal".split())
# Words that may not stand between a proposing verb and what it makes: they open another phrase.
NOT_MODIFIERS = frozenset(
    "that which to of for by with on in into from via is are was were we how whether as at under over using "
    "between among based called named".split())
STOP_WORDS = frozenset(
    "which that while where whereas when whose thereby thus hence so including i.e e.g etc respectively whereby "
    "because since although though if unless yet but especially particularly namely".split())
STOP_PUNCTUATION = frozenset([*",;:.()[]{}!?\u2014\u2013", "--", "---"])
# Verbs that say only how well a thing does, or nothing a title needs.
EMPTY_VERBS = frozenset(
    "outperform outperforms achieve achieves attain attains perform performs show shows obtain obtains yield yields "
    "beat beats match matches surpass surpasses exceed exceeds has have had do does did comes come works work runs "
    "run requires require needs need relies rely differs differ remains remain consists consist contains contain "
    "includes include involves involve seems appears becomes gets exhibits exhibit demonstrates demonstrate "
    "offers offer gives give takes take follows follow goes go leads lead builds reaches reach enjoys enjoy "
    "admits admit possesses possess shares share applies apply stems serves serve seeks seek aims aim tries try "
    "attempts attempt treats treat regards regard views view".split())
NOT_VERBS = frozenset(
    "the a an this these those its their our his her we it they is are was were be been being not also can may "
    "will would should could might must has have had do does did all both each any some only often usually "
    "typically generally commonly no more most very".split())
# After `and`, a word that opens a second clause (`... regions and seeks a predictor`): the phrase ends before it.
_CLAUSE_AFTER_AND = EMPTY_VERBS | frozenset(
    "then also further thus can is are uses allows enables learns provides makes trains generates produces improves "
    "reduces exploits leverages combines avoids converts decodes encodes computes predicts employs captures "
    "incorporates integrates supports scales maintains preserves selects optimizes updates handles removes allocates "
    "extracts".split())
# After a comma, a word that goes on with a clause: a comma before anything else tears a list.
_COMMA_CLAUSES = frozenset(
    "which that where while whereas when and but thereby thus hence so as i.e e.g with without by in for to namely "
    "respectively yet whose since because although though allowing making leading resulting yielding enabling "
    "providing giving achieving".split())
_MEANS = frozenset("by via using through without".split())
_LOOSE_ENDS = FUNCTION | frozenset(
    "and or both each more less than not very any some only also even all can be is are other certain various "
    "different several many much well further new novel given specific".split())
_CUT_LINKS = frozenset("with in into for on from under at via across over using through without within during".split())
INTENSIFIERS = frozenset("significantly greatly substantially dramatically considerably drastically highly extremely "
                          "effectively efficiently successfully".split())
STATE_LINKS = frozenset("to of for with by in on from against under across at into".split())
# Participles and adjectives that open a reduced relative clause (`a quilt folder designed for zephyrs`).
PARTICIPLES = frozenset(
    "trained learned learnt designed tailored built defined parameterized parametrized conditioned equipped guided "
    "specialized optimized constructed capable suitable applicable resilient agnostic robust invariant equivariant "
    "amenable".split())
LETTING = frozenset("allows allow enables enable permits permit".split())
# Gerunds after `by` that report the paper's steps, not a means of the thing it names.
NOT_MEANS = frozenset(
    "using showing proving demonstrating introducing proposing developing presenting providing designing studying "
    "investigating analyzing analysing considering making having being doing taking building establishing deriving "
    "identifying observing noting finding".split())
BASE_VERBS = VERBS | frozenset("repair grasp segment embed model cooperate speed".split())  # verbs bare_purposes lacks
# What takes `to` before a verb or as a preposition: a cut before such a `to` leaves half a phrase.
TO_TAKERS = PARTICIPLES | frozenset(
    "allow allows allowing enable enables enabling help helps able unable learn learns how order want need needs has "
    "have tend tends fail fails likely ability way ways aim aims seek seeks try tries attempt attempts used due "
    "according compared related up close closer similar equal equivalent prior respect thanks opposed lead leads "
    "leading rise access subject sensitive resistant vulnerable susceptible amenable contrast addition applied "
    "extended generalized generalizes extends applies scales scale reduces reduce converted mapped transferred".split())
_HALF_ENDS = TO_TAKERS | STATE_LINKS | LETTING
# A wider cut that ends on one of these says only `... the Training of the Model`.
_GENERIC_ENDS = frozenset(
    "model models process processes training learning data step steps method methods approach approaches problem "
    "problems task tasks information way ways setting settings performance result results system systems framework "
    "frameworks network networks algorithm algorithms procedure stage stages part parts input inputs output outputs "
    "space spaces function functions".split())
Sentence = tuple[list[str], list[str], list[int]]  # a sentence's tokens, lower-cased, and where it writes the title


def is_word(token: str) -> bool:
    """Tell a token a title can show."""
    return _WORD.match(token) is not None


def s_form(word: str) -> bool:
    """Tell a word on a single `s`: a noun's plural or a verb's third person."""
    return word.endswith("s") and not word.endswith("ss")


def is_adverb(word: str) -> bool:
    """Tell a lower-cased adverb (`adaptively`, not `only` or `family`)."""
    return ADVERB.fullmatch(word) is not None and word not in _NOT_ADVERBS


def after_adverbs(low: list[str], k: int, stop: int | None = None) -> int:
    """Return the place after the adverbs that start at k."""
    stop = len(low) if stop is None else stop
    while k < stop and is_adverb(low[k]):
        k += 1
    return k


@lru_cache(maxsize=1 << 16)  # the same words recur across a corpus's sentences
def stem(word: str) -> str:
    """Return a word's singular, lower-cased and unhyphenated, for telling plural-blind matches."""
    w = word.lower().replace("-", "")
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("ses", "xes", "zes", "ches", "shes")):
        return w[:-2]
    if w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        return w[:-1]
    return w


def root(word: str) -> str:
    """Return a word's root for telling repeats: `Modeling` and `Model`, `Sequences` and `Sequence` share one."""
    w = stem(word)
    if w.endswith("ing") and len(w) > 5:
        w = w[:-3]
        if len(w) > 3 and w[-1] == w[-2]:
            w = w[:-1]
    elif w.endswith("ed") and len(w) > 4:
        w = w[:-2]
    return w.rstrip("e")


def content(words: list[str]) -> list[str]:
    """Return the words that say something: not function words, articles or `that`, `which`, `can`."""
    return [w for w in words if w.lower() not in _NOT_CONTENT]


def weight(words: list[str]) -> int:
    """Count the telling words: each content word, a hyphenated compound (`quilt-zephyrs`) as two."""
    return sum(1 + ("-" in w.strip("-")) for w in content(words))


def unique(words: list[str]) -> bool:
    """Tell words whose content words share no root."""
    roots = [root(w) for w in content(words)]
    return len(roots) == len(set(roots))


def closing(toks: list[str], k: int, most: int) -> int | None:
    """Return where the bracket opened at k closes within most tokens, or None."""
    try:
        return toks.index(")", k + 1, k + 1 + most)
    except ValueError:
        return None


def phrase(toks: list[str], low: list[str], k: int) -> list[str] | None:
    """Return the words from k to the phrase's end; None where it breaks off in a list or on a token no title shows."""
    out: list[str] = []
    while k < len(toks):
        t, lt = toks[k], low[k]
        close = closing(toks, k, 5) if t == "(" and out else None
        if close is not None:  # an acronym or a short aside inside the phrase: left out
            k = close + 1
            continue
        if t == ",":
            after = low[k + 1] if k + 1 < len(toks) else ""
            if after and after not in _COMMA_CLAUSES and not after.endswith(("ing", "ed")):
                return None  # `the quilt, its zephyr and ...`: a list the comma cuts
            break
        if t in STOP_PUNCTUATION or lt in STOP_WORDS:
            break
        if not is_word(t):
            return None
        if lt in ("and", "or") and k + 1 < len(toks) and (low[k + 1] in _CLAUSE_AFTER_AND or is_adverb(low[k + 1])):
            break
        if lt in _MEANS and len(out) >= 3 and not (lt == "by" and low[k - 1].endswith(("ed", "en"))):
            break  # a means after a full phrase: stop before it, but not before a passive's agent
        out.append(t)
        k += 1
    return out


def trimmed(words: list[str]) -> list[str]:
    """Return the words less the function words and quantifiers they end on."""
    while words and words[-1].lower() in _LOOSE_ENDS:
        words = words[:-1]
    return words


def fitted(words: list[str], room: int, wide: bool = False) -> list[str] | None:
    """Return the words cut at a preposition (wide: or a purpose's `to`) to fit room; None if no cut leaves enough."""
    if len(words) <= room:
        return words
    for end in range(room, 1, -1):
        at = words[end].lower()
        to = wide and at == "to" and end + 1 < len(words) and words[end + 1].lower() in BASE_VERBS \
            and words[end - 1].lower() not in TO_TAKERS
        if at not in _CUT_LINKS and not to:
            continue
        cut = trimmed(words[:end])
        if cut and cut[-1].lower().endswith("ed") and len(cut) > 2:
            if ADVERB.fullmatch(cut[-2].lower()) or cut[-2].lower() in ("be", "been", "being", "is", "are"):
                return None  # `... to Be Actively Zephyred`: no cut leaves a whole phrase
            cut = trimmed(cut[:-1])  # `... of the Quilt Zephyred`: the participle the cut leaves goes too
        if wide and cut and cut[-1].lower() in _HALF_ENDS:
            return None  # `That Allows` or `Designed for`: the cut leaves half a phrase
        if wide and cut and cut[-1].lower() in _GENERIC_ENDS:
            continue
        if (weight(cut) if wide else len(content(cut))) >= LEAST_CONTENT:
            return cut
    return None


def plain(added: list[str] | None) -> list[str] | None:
    """Return the words less an intensifier (`significantly folds`), an article fitted to the word after it."""
    if not added:
        return added
    out: list[str] = []
    for w in added:
        if w.lower() in INTENSIFIERS:
            continue
        if out and out[-1].lower() in ("a", "an"):
            out[-1] = "an" if w[:1].lower() in "aeiou" else "a"
        out.append(w)
    return out


def addable(title_words: list[str], added: list[str]) -> bool:
    """Tell words a title may take: enough content, no pointer, praise, stray letter or number, or title word again."""
    if len(content(added)) < LEAST_CONTENT or any(w.lower() in UNSAID for w in added):
        return False
    if any(len(w) == 1 and w != "a" or not is_word(w) for w in added):
        return False
    if any(DIGIT.search(w) and not DIGITS_IN_NAME.fullmatch(w) for w in added):
        return False
    return unique(title_words + added)


def cased(words: list[str]) -> str:
    """Case words that go on a title."""
    return title_case(words, first=False)
