"""Cut a purpose's words from the prose after its `to` or `for`, and tell the readings a named title may take: for
name_purposes.py, which finds where the sentence introducing a name writes what the work is for.

`to detect tessel drift, which ...` is cut to `detect tessel drift`, then read shorter before each later preposition;
`QZ: Quilt Zephyr Marmots` takes `to Detect Tessel Drift` but not `to Solve This Problem` (it points back), `to Train
Neural Networks` (it says nothing of what QZ is for), `to Better Sample Tessels` (vague to the readers) nor `for Quilt
Sampling` (it says a title word again).
"""

from __future__ import annotations

import re

from generator.derive.bare_purposes import VERBS
from generator.derive.house_style import MAX_WORDS

STEM = 5  # letters two words share to be one word said twice (`quilting`, `quilts`)

# Words the purpose's phrase ends before: clauses, means, asides, lists, comparisons, earlier work.
_STOPS = frozenset((
    "that which who whom whose where when while whereas because since although though thus thereby hence so "
    "how whether what why if by using via through based without e.g. i.e. including like toward towards "
    "both either even also simultaneously jointly is are was were be been can could may might will would should "
    "must has have had do does respectively alone only especially particularly similar comparable analogous akin "
    "compared relative existing previous prior current conventional traditional standard state-of-the-art").split())
_STOP_RUNS = frozenset((
    "as well", "such as", "rather than", "as opposed", "as in", "in practice", "in general", "in particular",
    "at scale", "at once", "so as", "so that", "in a", "in an", "at the", "in terms", "with the help", "along with",
    "as a", "as an", "from a new", "in order", "and then", "and also", "on top"))
_ANAPHORA = frozenset(
    "this these those such above aforementioned it its them their our said latter former same above-mentioned "
    "thereof".split())
_VAGUE = frozenset(
    "problem problems issue issues challenge challenges limitation limitations gap gaps task tasks goal end "
    "shortcoming shortcomings drawback drawbacks difficulty difficulties question questions need needs".split())
# Verbs that only say the work is good, or report, not what it is for.
_EMPTY_VERBS = frozenset(
    "fill bridge achieve do show demonstrate evaluate validate verify be make get obtain allow enable help aid "
    "study investigate analyze analyse understand explore answer circumvent attain go take try".split())
# Objects that say nothing of what the work is for (`to Train Neural Networks`, `for Training a Deep Model`).
_GENERIC = frozenset(
    "neural network networks deep model models dnn dnns nn nns machine data task tasks performance result results "
    "method methods approach approaches algorithm algorithms system systems way ways efficient effective better "
    "general various feature features representation representations information".split())
# Participles that open a clause of means or condition after the purpose's noun (`... | assuming no marmots`).
_PARTICIPLES = frozenset(
    "assuming using leveraging exploiting incorporating combining requiring achieving making allowing enabling "
    "resulting leading yielding providing including given utilizing utilising employing relying considering "
    "ensuring maintaining preserving avoiding guaranteeing taking keeping outperforming improving reducing "
    "capturing accounting".split())
# Verbs of bettering: what they better must say more than one word (`to Improve Robustness` says little).
_BETTERING = frozenset("improve enhance boost increase promote strengthen further facilitate".split())
_FUNCTION = frozenset(
    "a an the and or of in on at to for from with by into onto over under per as via between among across within "
    "without than versus upon".split())
_ENDS_BAD = _FUNCTION | _ANAPHORA | frozenset(
    "more less very any some each every other different various several many multiple new novel general "
    "better well not only also all".split())
_RELATIVES = frozenset("that which who whom whose where".split())
# Where a purpose may be cut shorter: before a preposition that opens a scope (never `of`, `and`, `or`: they hold a
# phrase together, `the Spread | of Quilts`, `a Compact | and Decodable Zephyr`).
_INNER_PREPOSITIONS = frozenset("in on for with from under across at over into between among within".split())
_LIST_ENDS = ("ed", "al", "ive", "ous", "able", "ible", "ic", "ent", "ant", "ary", "ful", "less")
_WORD = re.compile(r"\S+")
_PUNCT = re.compile(r"[,.;:()!?\[\]]|\s--?\s|\u2014|\u2013")
_BAD_CHARS = re.compile(r"[$\\{}\[\]\"`\u201c\u201d\u2018\u2019*_^~|<>=#@%&]|''|'\w")  # maths, quotes, markup
_GLUED = re.compile(r"[A-Z]{2,}[a-z]{3,}|[a-z]{3,}[A-Z]{2,}")  # words a PDF ran together
_ADVERB = re.compile(r"^[a-z]+ly$")
_ACRONYM = re.compile(r"[A-Z][A-Za-z0-9]{1,7}")
_CAPS2 = re.compile(r"[A-Z][A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*")
_NAME_PARTS = re.compile(r"[-\s+]")
_DETERMINERS = frozenset("a an the its their each every all".split())
_TO_VERBS = VERBS | {"model"}  # `to model the spread of quilts`: a verb after `to` as often as a noun elsewhere


def purpose_cut(text: str) -> list[str] | None:
    """Cut the purpose's words at its first clause, aside or stop; None where that leaves a fragment."""
    stop = _PUNCT.search(text)
    if stop and stop[0] == "(" and stop.start() > 0 and not text[stop.start() - 1].isspace():
        return None  # `O(A)bout`: a bracket inside a word
    words = _WORD.findall(text[:stop.start()] if stop else text)
    kept = words[:_phrase_end(words)]
    last = kept[-1].lower() if kept else ""
    if stop and stop[0] == "," and len(kept) == len(words) and kept and last.endswith(_LIST_ENDS) \
            and not last.endswith(("ment", "ness")):
        return None  # `well-constrained, behaviorally relevant ...`: a list of modifiers
    if len(kept) < len(words) and words[len(kept)].lower() in _RELATIVES:
        return None  # `to build quilts | that ...`: the phrase needs its clause
    while kept and _ADVERB.match(kept[-1]):
        kept.pop()  # `to sample quilts | efficiently`
    if kept and kept[-1].lower() in _ENDS_BAD:
        return None  # cut inside a phrase (`the spread of | existing quilts`)
    return kept or None


def _phrase_end(words: list[str]) -> int:
    """Find where the purpose's phrase ends: a stop word, a participle opening a clause, `and` and a new deed."""
    for i, word in enumerate(words):
        lower = word.lower()
        if lower in _STOPS or " ".join(w.lower() for w in words[i:i + 2]) in _STOP_RUNS \
                or " ".join(w.lower() for w in words[i:i + 3]) in _STOP_RUNS:
            return i
        if i > 0 and len(lower) > 4 and lower.endswith("ed") and "-" not in lower and not _ADVERB.match(words[i - 1]) \
                and words[i - 1].lower() not in _FUNCTION or i > 0 and lower in _PARTICIPLES:
            return i  # `marmots | equipped with ...`: a participle that opens a clause
        if lower == "and" and i + 1 < len(words) and (words[i + 1].lower().endswith("ing") and
                                                      not words[0].lower().endswith("ing") or
                                                      words[i + 1].lower() in _EMPTY_VERBS):
            return i  # `to sample quilts | and showing ...`: a second deed, not the purpose
    return len(words)


def purpose_readings(words: list[str]) -> list[list[str]]:
    """List the purpose, then shorter readings cut before each later preposition, longest first."""
    found = [words]
    for k in range(len(words) - 1, 1, -1):
        if words[k].lower() in _INNER_PREPOSITIONS:
            cut = words[:k]
            if cut[-1].lower() not in _ENDS_BAD and cut not in found:
                found.append(cut)
    return found


def purpose_fits(name: str, tail: str, link: str, purpose: list[str]) -> bool:
    """Tell a plain purpose that says what the work is for and no title word again, within the house's length."""
    if not purpose or _BAD_CHARS.search(" ".join(purpose)) or _GLUED.search(" ".join(purpose)):
        return False
    lower = [w.lower() for w in purpose]
    if _ANAPHORA.intersection(lower):
        return False  # `to handle this problem` points back
    k = _object_at(lower, purpose) if link == "to" else 0
    if k is None or not _object_says(lower, purpose, k, link) or link == "for" and lower[0] in _EMPTY_VERBS:
        return False
    if not _grammatical(lower, purpose, link, k):
        return False
    new = _units(purpose)
    if {u[:STEM] for u in _units(tail.split())} & {u[:STEM] for u in new} or _name_units(name) & new:
        return False  # says a title word again
    initials = _initials(tail.split())
    if any(_acronym_of_title(w, name, initials) for w in purpose):
        return False
    stems = [_norm(w.strip(",.;:()"))[:STEM] for w in purpose if w.lower() not in _FUNCTION]
    return len(stems) == len(set(stems)) and len(name.split()) + len(tail.split()) + 1 + len(purpose) <= MAX_WORDS


def _grammatical(lower: list[str], purpose: list[str], link: str, k: int) -> bool:
    """Tell a purpose that reads whole after its link: a verb after `to`, none after `for`, an object at its end."""
    if link == "to" and lower[k - 1] not in _TO_VERBS:
        return False  # `to Image Quilt Classification`: a noun the prose wrote after `apply QZ to`
    if link == "for" and lower[0] in VERBS and len(lower) > 1 and lower[1] in _DETERMINERS:
        return False  # `for Alleviate the Issues`: a verb the prose wrote after `for`
    if len(lower) > 2 and lower[-1] in VERBS and lower[-2] in ("and", "or", "to"):
        return False  # `to Learn and Sample`: a verb left without its object
    if "between" in lower and "and" not in lower[lower.index("between"):] and not lower[-1].endswith("s"):
        return False  # `between Testing`: a pair cut before its second half (`between Two Quilts` is whole)
    return not all(_CAPS2.fullmatch(w) for w in purpose[k:] if w.lower() not in _FUNCTION)  # `for QZM`


def _object_at(lower: list[str], purpose: list[str]) -> int | None:
    """Find where the object of a `to` purpose starts, past an adverb and a verb; None where no verb opens it."""
    k = 1 if _ADVERB.match(lower[0]) and len(lower) > 1 else 0
    verb = lower[k]
    if not verb.isalpha() or verb in _FUNCTION or verb in _EMPTY_VERBS or verb == "better":
        return None  # a report verb, or `to Better Sample X`, which readers found vague
    if verb.endswith(("ing", "ed", "tion", "ment", "ness", "ity")) or purpose[k][0].isupper():
        return None  # `to training ...`, `to Marmot ...`: not a verb
    return k + 1


def _object_says(lower: list[str], purpose: list[str], k: int, link: str) -> bool:
    """Tell an object that names something, not a problem alone, a generic model or a word standing for a phrase."""
    obj = lower[k:]
    content = [w for w in obj if w not in _FUNCTION]
    if not content or content[0] in _VAGUE and len(content) < 2:
        return False
    if content[-1] in _VAGUE and all(_CAPS2.fullmatch(w) for w in purpose if w.lower() in content[:-1]):
        return False  # `to Address the QZ Problem`: a problem named only by its acronym
    if link == "to" and len(obj) == 2 and obj[0] in ("a", "an", "the"):
        return False  # `to Solve the Minimax`: a word standing for a phrase
    rest = content[1:] if link == "for" and content[0].endswith("ing") else content
    if not rest or all(_norm(w) in _GENERIC or w in _GENERIC for w in rest):
        return False
    return not (link == "to" and lower[k - 1] in _BETTERING and len(content) < 2)


def _norm(word: str) -> str:
    """Lower a word, drop its hyphens and make a plural singular."""
    w = word.lower().replace("-", "")
    if len(w) > 3 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("es") and w[-3] in "sxz":
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def _units(words: list[str]) -> set[str]:
    """Collect the content words, whole and by their hyphen's parts, made singular."""
    found = set()
    for word in words:
        word = word.strip(",.;:()")
        if not word or word.lower() in _FUNCTION:
            continue
        found.add(_norm(word))
        found.update(_norm(p) for p in word.split("-") if len(p) > 2 and p.lower() not in _FUNCTION)
    return found


def _name_units(name: str) -> set[str]:
    """Collect the name and its parts, made singular."""
    return {_norm(name)} | {_norm(p) for p in _NAME_PARTS.split(name) if len(p) > 1}


def _initials(words: list[str]) -> str:
    """Spell the initials of the words and of their hyphen's parts, in capitals."""
    return "".join(p[0].upper() for w in words for p in w.split("-") if p and p[0].isalpha())


def _acronym_of_title(word: str, name: str, initials: str) -> bool:
    """Tell an acronym the title spells already: its name, a part of it or its tail's initials."""
    core = word.strip(",.;:()")
    if not _ACRONYM.fullmatch(core) or sum(ch.isupper() for ch in core) < 2:
        return False
    upper = (core[:-1] if core.endswith("s") else core).upper()
    return upper in initials or upper in {p.upper() for p in _NAME_PARTS.split(name) if p} or upper == name.upper()
