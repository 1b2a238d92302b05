"""Tell phrases a reader would find broken in a title, whatever the scorer thinks of their words."""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from functools import lru_cache
from itertools import repeat

from generator.derive.acronyms import spells
from generator.derive.phrases import SMALL, is_adverb
from generator.derive.title_casing import title_case
from generator.derive.title_pieces import FUNCTION_WORDS, content_units
from generator.derive.title_spans import MODIFIER_ENDS, STOP, past

_FUNCTION = FUNCTION_WORDS | STOP | SMALL
# Function words that also open real compounds (`overcomplete`, `underfitting`, `crossover`, `everywhere`).
_PREFIXES = frozenset("over under every cross left out off up down back all any some non".split())
ARTICLES = frozenset({"a", "an", "the"})
# A compound whose ends are one word (`speech-to-speech`, `end-to-end`, `agent-by-agent`) says that word once.
_SAME_ENDS = re.compile(r"\b(\w+)(?:-\w+)?-\1\b", re.I)
# Two-letter function words that open no English word of seven letters or more whose rest is a known word.
_SHORT_HEADS = frozenset({"at", "of"})
# Kinds of work, and what holds a task, that a title's purpose may end on (`... for Link Prediction Model`, `... for
# Few-Shot Learning Problem`), after a task's noun (_TASK_ENDS), unless an article or quantifier points (_POINTED).
_PURPOSE_KINDS = frozenset(
    "method framework algorithm mechanism model scheme system paradigm problem task setting".split())
_TASK_ENDS = ("ing", "ion", "ence", "ance", "sis", "ment")  # a task's noun: `Learning`, `Detection`, `Inference`
_POINTED = frozenset("a an the any each every this these".split())
# Last words that say a phrase is a kind of thing without saying which (`... Personalization Approach`).
_VAGUE_ENDS = frozenset(
    "approach approaches works side pipeline pipelines module modules technique techniques "
    "procedure procedures solution solutions way ways capabilities "
    "community literature".split()
)
# Words that mark the work a paper sets itself against, not its own (`Recent Dynamic Neural Representations`,
# `than typical ensembles`, `standard video CNN architectures have been designed`): 1 of the 3,254 development
# titles holds one.
_BACKGROUND = frozenset(
    "recent existing traditional conventional previous current popular prevailing mainstream "
    "standard state-of-the-art sota vanilla typical usual naive simplest off-the-shelf".split()
    # and words that point at something else in the sentence (`across Different Tasks`, `Mechanisms Underlying
    # Deep Neural Networks`): no development title holds `different` or `corresponding`
    + "different underlying corresponding".split()
    # and what the abstract says of others' work or in praise of its own (`Widely Used Evaluation Metrics`, `Shown
    # Exciting Promise in ...`, `Unprecedented Freedom to ...`): no development title holds one
    + "widely shown unprecedented remarkable strikingly significantly exceptional impressive tremendous enormous "
      "immense astonishing outstanding promising".split()
    # and the time and the body of others' work a paper sets itself in (`Domain Generalization Literature for ...`,
    # `Deep Learning Methods Nowadays`, `Deep Learning Era for ...`): no development title holds one
    + "literature nowadays today today's era".split()
)
# Words that bring in examples of something else, sum a list up or hedge between two things (`Providers Like Amazon
# and Google`, `... Namely Classification Images`, `Theorists Alike`, `Auditing or Estimation of ...`): 5 of the 3,254
# development titles hold `like`, each as a verb (`Reading Like Lattices`), none `alike`; `or` titles readers
# found worse than the phrase without it, 16 to 31 (twenty-first session).
_EXAMPLES = frozenset({"like", "namely", "alike", "or"})
# ... and the word that brings in what the work is compared with (`MSE than Gaussian Smoothing`): the two corpus titles
# that held it read the comparison's two halves as one phrase (inspirations.comparison marks what follows it).
_COMPARING = frozenset({"than"})
# Nouns that open a phrase about something else (`Aspect of Object-Centric Learning`, `Advent of ...`).
LIGHT_NOUNS = frozenset(
    "aspect advent emergence rise success lack realm field area context presence absence existence usage "
    "development popularity number variety range set series kind type types class family lens".split()
)
# Nouns that only hold what follows them when a title opens on them (`Problem of Ranking N Experts`, `Hallmark of
# Graph Neural Networks`); after `for` the problem or task is read through to its object (`... for Problem of X`).
OPENING_HOLDERS = frozenset("idea hallmark aspects cases purposes notions forms challenges task problem".split())
_HELD_AIMS = frozenset({"problem", "task"})
_AIM_LINKS = frozenset({"for", "on", "in", "to"})  # `... on the Task of Monocular Depth Prediction`
# Nouns that name no thing of their own at a title's start: `Way to Learn X` says only what follows it.
_VAGUE_OPENINGS = frozenset({"way", "ways"})
# Adjectives a sentence says of its subject, with what they hold against (`the method is robust to label noise`): a
# phrase that opens on one has lost the thing it is said of (`Robust to Quilted Attacks`).
_PREDICATES = frozenset(
    "robust resilient resistant immune tolerant invariant equivariant adaptive insensitive agnostic applicable "
    "amenable sensitive vulnerable susceptible prone able unable similar close due stringent abstract".split())
_PREDICATE_LINKS = frozenset({"to", "against", "for", "under"})
_ACRONYM = re.compile(r"^[A-Za-z0-9]*[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*$")  # two capitals at least: `SW`, `MOO`


@lru_cache(maxsize=1 << 14)
def _run_together(word: str, known: Container[str]) -> bool:
    """Tell a lower-case word that is a function word and a known word with no space between."""
    if not word.isalpha() or word in known or word in _FUNCTION:
        return False
    if len(word) >= 4 and word.endswith("the") and word[:-3] in _FUNCTION:
        return True  # `ofthe`, `inthe` (not `instill`, `nonetheless`)
    if len(word) < 6:
        return False
    if word[:2] in _SHORT_HEADS and word[2:] in known and len(word) > 6:  # `atstart`, `ofdata`
        return True
    for cut in range(3, len(word) - 1):
        head, tail = word[:cut], word[cut:]
        if head in _FUNCTION and head not in _PREFIXES and tail in known:
            return True
        if tail in _FUNCTION and (len(tail) >= 3 or tail == "of") and head in known:
            return True
    return False


def run_together(word: str, known: Container[str]) -> bool:
    """Tell two words run together (`canenable`, `methodsfor`), as text pulled from a PDF often has them.

    known holds the content words the title model has seen; a coined name (`BatchEnsemble`) is never one.
    """
    rest = word[1:]
    return len(word) >= 4 and rest == rest.lower() and _run_together(word.lower(), known)


_BAR_JOINED = re.compile(r"[^\W\d_]\|[^\W\d_]")  # `corruption|data`: a bar a writer used as a dash, not `K-Means||`


@lru_cache(maxsize=1 << 15)
def _unshown(word: str, known: Container[str]) -> bool:
    """Tell a word no title shows: a background marker, one that brings in examples, or two words run together
    (cached: a document's spans overlap)."""
    lower = word.lower()
    return (lower in _BACKGROUND or lower in _EXAMPLES or lower in _COMPARING or run_together(word, known)
            or "|" in word and bool(_BAR_JOINED.search(word)))


def readable(words: Sequence[str], known: Container[str]) -> bool:
    """Tell a phrase a title can show: no words run together, no background marker, no light noun first, no vague
    opening (`Way to ...`), no adjective whose subject it lost (said_of), no open `between`."""
    if any(map(_unshown, words, repeat(known))):
        return False
    lower = list(map(str.lower, words))
    if lower[0] in _VAGUE_OPENINGS or (lower[0] in LIGHT_NOUNS and lower[1:2] == ["of"]) or said_of(lower):
        return False
    return "between" not in lower or "and" in lower[lower.index("between") :]  # `Discrepancy Between Pretraining Data`


def said_of(lower: Sequence[str]) -> bool:
    """Tell lower-cased words that open on an adjective said of a subject they lack, maybe after its adverb (`fully
    adaptive to ...`)."""
    k = 1 if len(lower) > 2 and is_adverb(lower[0]) else 0
    return lower[k] in _PREDICATES and k + 1 < len(lower) and lower[k + 1] in _PREDICATE_LINKS


# Words an article may follow: function words and every preposition (`through a Chain`, `against the Attack`).
_LEADS_ARTICLE = _FUNCTION | frozenset(
    "through against around among across toward towards within without via under over beyond upon into onto about "
    "along amid behind below beneath beside besides despite during except inside near outside past per since "
    "throughout until unlike versus vs".split())
_LATIN = frozenset({"posteriori", "priori", "fortiori"})  # `Maximum a Posteriori`


def article_unled(lower: Sequence[str], verbs: Container[str]) -> bool:
    """Tell lower-cased words where an article follows a word that cannot lead it: a noun or adjective, as when a
    relative clause drops its `that` (`Expertise the Decision-Makers of a Domain`); a verb, a gerund, a function
    word or a number can (`Learning the Kernel`, `Beyond the Worst Case`)."""
    if ARTICLES.isdisjoint(lower):  # most spans hold no article: one set test before the pairs are read
        return False
    return any(word in ARTICLES and after not in _LATIN and not (
        before in _LEADS_ARTICLE or before in verbs or before.endswith(("ing", "ed")) or k and lower[k - 1] == "to")
        for k, (before, word, after) in enumerate(zip(lower, lower[1:], [*lower[2:], ""])))


def opens_held(lower: Sequence[str]) -> bool:
    """Tell lower-cased words that open on a noun only holding what follows it (`problem of ...`)."""
    return len(lower) > 2 and lower[0] in OPENING_HOLDERS and lower[1] == "of"


def aim_unheld(words: list[str]) -> list[str]:
    """Read `for (the) Problem of X`, `on the Task of X` as `for X`, `on X`: the holder says nothing of its own."""
    lower = [w.lower() for w in words]
    for k, word in enumerate(lower[:-3]):
        skip = 1 if lower[k + 1] == "the" else 0
        if word in _AIM_LINKS and lower[k + 1 + skip] in _HELD_AIMS and lower[k + 2 + skip] == "of":
            return [*words[: k + 1], *words[k + 3 + skip :]]
    return words


def spells_other(first: Sequence[str], second: Sequence[str]) -> bool:
    """Tell two halves of a title where one's acronym spells the other (`Sliced Wasserstein for SW Distance`)."""
    for acronyms, words in ((first, second), (second, first)):
        initials = initials_of(words)
        for word in (part for w in acronyms for part in w.split("-")):  # `LLM-Generated Misinformation`
            stem = word.lower().removesuffix("s")
            if _ACRONYM.match(word) and len(stem) >= 2 and stem in initials:
                return True
    return False


def initials_of(words: Sequence[str]) -> str:
    """The lower-cased initials of a phrase's content words and of each part of a compound (`Multi-Objective`: mo)."""
    parts = [part for w in words if w.lower() not in _FUNCTION for part in w.split("-")]
    return "".join(part[0].lower() for part in parts if part[:1].isalnum())


def without_spelled_purpose(words: list[str]) -> list[str]:
    """Write `A for B` as A with B in place of the acronym of A that B only spells out (`Unified HSI Framework for
    Human-Scene Interaction` -> `Unified Human-Scene Interaction Framework`): the title said the same thing twice."""
    lower = [w.lower() for w in words]
    if lower.count("for") != 1:
        return words
    k = lower.index("for")
    initials = initials_of(words[k + 1 :])
    at = next((m for m, w in enumerate(words[:k]) if _ACRONYM.match(w) and w.lower().removesuffix("s") == initials),
              None)
    return words if at is None else [*words[:at], *words[k + 1 :], *words[at + 1 : k]]


def purpose_without_kind(words: list[str]) -> list[str]:
    """Drop the kind of work or holder a title's purpose ends on (`... for Explainable Deep Quilt Classification
    Method`, `... for Link Prediction Model`, `... for Few-Shot Learning Problem`): what a work is for is a task, and a
    kind after it reads as another work."""
    lower = [w.lower() for w in words]
    if lower.count("for") != 1 or lower[-1] not in _PURPOSE_KINDS or len(lower) - lower.index("for") < 4:
        return words
    purpose = lower[lower.index("for") + 1 : -1]
    # `... Classification Method`; not `Stochastic Block Model`, nor a gerund's object (`Improving Diffusion Model`)
    task = purpose[-1].endswith(_TASK_ENDS) and not (len(purpose) > 1 and purpose[0].endswith("ing"))
    return words[:-1] if task and _POINTED.isdisjoint(purpose) else words  # never `for a Bagging`, `Any Thinning`


def one_compound(text: str) -> str:
    """Write each compound whose ends are one word as that word (`speech-to-speech translation` -> `speech
    translation`), so that it does not read as said twice."""
    return _SAME_ENDS.sub(r"\1", text) if "-" in text else text


def repeats_itself(words: Sequence[str]) -> bool:
    """Tell lower-cased words that say a pair of words twice (`Greedy-GQ ... Greedy-GQ`) or `X by X`."""
    pairs = [pair for pair in zip(words, words[1:]) if not set(pair) <= _FUNCTION]
    return len(set(pairs)) < len(pairs) or any(
        words[i] == words[i + 2] not in _FUNCTION and words[i + 1] in _FUNCTION for i in range(len(words) - 2))


def has_article(words: Sequence[str]) -> bool:
    """Tell a phrase with `a` or `the` inside it: half a clause (`Outliers in the Training Data`), not a name."""
    return not ARTICLES.isdisjoint(map(str.lower, words))


def without_vague_end(words: list[str], keep: int) -> list[str]:
    """Drop a last word that names no thing in particular, when at least keep words stay and the word before it is
    a noun (not `... Returned by Underspecified`, `... for Meaningful Task-Specific`)."""
    if len(words) <= keep or words[-1].lower() not in _VAGUE_ENDS:
        return words
    before = words[-2].lower()
    return words if past(before) or before.endswith(MODIFIER_ENDS) else words[:-1]


_PROBLEMS = frozenset({"problem", "problems"})
_PREPOSITIONS = frozenset("for to in of into on from by with via under without".split())


def without_problem(name: str, words: list[str], open_words: Container[str]) -> list[str]:
    """Drop `Problem` from a noun phrase a name is said to be (`ASMG: Black-Box Multi-Objective Optimization
    Problem`): the name is the work on the problem, unless it or a part of it spells the problem out (`VSP: Variable
    Sparsity Problem`, `Neural-IVP: Initial Value Problems`) or the word before needs its noun (`Natural-Language
    Problems`). After a preposition the problem is what the work is for, and so is a gerund's object: both stay (`for
    Linear Inverse Problems`, `Solving Bandit Problems`)."""
    lower = [w.lower() for w in words]
    if (len(words) < 3 or lower[-1] not in _PROBLEMS or lower[-2] in open_words or lower[0].endswith("ing")
            or not _PREPOSITIONS.isdisjoint(lower)):
        return words
    said = " ".join(title_case(words))
    return words if any(spells(part, said) for part in (name, *name.split("-")) if part) else words[:-1]


def plain_field_name(name: str, field_words: Container[str]) -> bool:
    """Tell a plain-words name made of words many abstracts use (`online learning`, `actor`, `with high probability`):
    a field or a common phrase an abstract stressed, not a coined name, which may join words (`log-variance loss`)."""
    units = content_units(name)
    return (not any(c.isupper() or c.isdigit() or c == "-" for c in name) and bool(units)
            and all(u in field_words for u in units))


NAMING_CUES = "called|named|termed|dubbed|coined"  # the words an abstract names its work with (`a method, called X`)
NAMING_WORDS = frozenset(NAMING_CUES.split("|"))
_NAME_WORDS = 4  # capitalised words a cue may give as a name (`Replaced Token Detection`)


def named_inside(words: list[str]) -> tuple[str, list[str]]:
    """Split a phrase that writes a name after a naming cue (`Pre-Training Task called Replaced Token Detection`)
    into that name and the rest (`Pre-Training Task`), or return ('', words): the name the finder missed leads the
    title, and the cue, a verb, is never a title word. The name ends the phrase or a preposition follows it; a
    capitalised cue is a word of a name (`Named Entity`)."""
    at = next((k for k, w in enumerate(words) if w in NAMING_WORDS), -1)  # as the abstract writes it: lower case
    end = at + 1
    while 0 <= at and end < len(words) and words[end][:1].isupper() and end - at <= _NAME_WORDS:
        end += 1
    ends = end == len(words) or words[end] in _PREPOSITIONS  # not `called Thompson | sampling`, `Reliable | and ...`
    if at < 0 or end == at + 1 or end - at > _NAME_WORDS + 1 or not ends:
        return "", words
    return " ".join(words[at + 1 : end]), [*words[:at], *words[end:]]
