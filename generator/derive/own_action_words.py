"""Cut the words of a title from what the paper's own proposal sentence writes, and add the field the old title named:
for own_actions.py and own_made_things.py, which find the sentence and read its verbs or the thing it makes.

`fold` with `quilts into zephyr space, which ...` is cut to `folding quilts into zephyr space`; `3D`, `8-bit` and
`quilt/zephyr` count as words. An object that runs on in maths or a list, says a word three times (or twice where it
must be cut back), says the verb again or is vague (`a simple way to ...`) is refused; one that turns to a pointing word
(`such quilts`) is cut at the link before it; a clause break (`which`, `instead of`, `and to`) ends it, and one over
fourteen words is cut back at its last link. A verb that takes two things (`equip`, `combine`) keeps its `with`.
`Marmot Tessels` (or `... for Marmot Tessels`) is kept after the action as `for Marmot Tessels` where the action names
none of it and has no `for` of its own.
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.verb_forms import gerund

PHRASE_MOST = 14  # words of an action at most: a longer one is cut back at a link, as long titles read worse
MIN_WORDS = 3

FUNCTION = frozenset("a an the of for in on with and or to via from by under at as is are its their into over "
                     "using through across between among against along within without than".split())
WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’-]*")
TOKEN = re.compile(r"(?:[A-Za-z][A-Za-z0-9'’-]*|\d+[A-Za-z][A-Za-z0-9-]*)(?:/[A-Za-z][A-Za-z0-9-]*)?")  # also `3D`
PAREN = re.compile(r"\s*\([^()]{0,60}\)")
POINTING = frozenset("this these those such aforementioned above-mentioned abovementioned above it them they its "
                     "their former latter said respective".split())
# Words on `-ing` that name a thing, not an action the paper takes.
NOUN_INGS = frozenset("learning training ranking sampling pooling setting denoising embedding clustering deviating "
                      "moving building increasing thing something nothing during following".split())
# Modifiers of a kind that say nothing the action loses (`a simple yet effective method that ...`).
VAGUE_MODS = frozenset("novel new simple yet effective conceptually surprisingly elegant remarkably innovative "
                       "original very highly extremely first carefully proposed efficient general generic unified "
                       "principled powerful flexible versatile practical theoretical scalable robust fast "
                       "lightweight light-weight straightforward easy improved better alternative universal broad "
                       "hybrid holistic and but systematic different embarrassingly hugely computationally provably "
                       "theoretically".split())
# Verbs that praise, state or only aim rather than act, and words a verb's place holds by mistake: a title never
# opens on them.
NOT_ACTIONS = frozenset("be is are was were has have had do does can could may might will would should must achieve "
                        "achieves outperform outperforms enjoy enjoys attain attains exhibit exhibits yield yields "
                        "obtain obtains perform performs show shows demonstrate demonstrates require requires "
                        "allow allows enable enables work works remain remains seem seems this the a an these "
                        "such that which present presents propose proposes introduce introduces provide provides "
                        "offer offers give gives make makes take takes develop develops address addresses tackle "
                        "tackles solve solves overcome overcomes both better also further first then jointly "
                        "simultaneously more directly not only efficiently effectively".split())
# Where the action's object ends: a clause, an aside, a means, a report of results, a name given, a contrast.
_STOP = re.compile(r"\s*(?:[,;:()\[\]{}$\\—–]|\s-\s|\.(?:\s|$)|\bwhich\b|\bwhere\b|\bwhereby\b|\bwhile\b|"
                   r"\bthus\b|\bthereby\b|\bso that\b|\bsuch that\b|"
                   r"\band\s+(?:we\s+)?(?:show|demonstrate|prove|provide|evaluate|validate|analy[sz]e|establish|derive|"
                   r"apply|discuss|further|then|also|test|use|report)\b|"
                   r"\bthat\s+(?:is|are|can|has|have|achieves?|outperforms?|enables?|allows?)\b|"
                   r"\b(?:consisting|composed|comprising|called|named|dubbed|termed)\b|"
                   r"\binstead\s+of\b|\brather\s+than\b|\bas\s+opposed\s+to\b|\band\s+to\b|\bunlike\b)", re.I)
# `the scheme of Quilt, Zephyr and Marmot`; not `..., and we show`, which starts a clause of its own.
_LIST_AFTER = re.compile(r",\s*(?!(?:and|or)\s+(?:we|it|our|thus|then|also|further|show|demonstrate|prove|evaluate|"
                         r"validate)\b)(?:[\w-]+\s+){0,3}?(?:and|or)\s")
_MARKUP = ("$", "{", "}", "\\")
_VAGUE_OBJ = re.compile(r"^(?:an?|the)\s+(?:\w+\s+){0,2}(?:way|ways|approach|method|framework|solution)\b|"
                        r"\b(?:advantages?|benefits?|best|merits?|strengths?)\s+of\s+(?:both|the\s+two|these|"
                        r"existing)\b|\bnot\s+only\b", re.I)
_OBJ_NOT_FIRST = frozenset("from with in at by into as to for of and or is are was were be been has have not".split())
_ENDS_BAD = FUNCTION | frozenset("that which who whose where when both each more less not very also only based "
                                 "etc few several many some all any subject according due prior respect regard "
                                 "relative order addition well way close similar".split())
_CUT_LINKS = frozenset("by for on in with via through using from without across under based".split())
_GENERIC_FIELD = frozenset("real-world applications application practice settings setting tasks problems "
                           "scenarios domains data".split())
_NOT_FIELD_ENDS = frozenset("research methods method approaches approach techniques technique algorithms algorithm "
                            "data problem problems models model guarantees analysis".split())
_SECOND_THING = frozenset("with by and into to".split())  # the links that hold a two-place verb's second thing


def norm(word: str) -> str:
    """Fold a word's case, hyphens, curly apostrophe and plural: `Quilt-Zephyrs` -> `quiltzephyr`."""
    word = word.lower().replace("-", "").replace("’", "'")
    if not word.endswith("s"):
        return word  # each plural ending below ends on `s`
    for suffix in ("ies", "es", "s"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def stem(word: str) -> str:
    """Fold a word to the stem its forms share: `folding`, `folds` -> `fold`; `zephyrs`, `zephyring` -> `zephyr`."""
    word = norm(word)
    for suffix in ("ing", "ion", "or", "er", "e"):
        if word.endswith(suffix) and len(word) > len(suffix) + 3:
            return word[: -len(suffix)]
    return word


# Verbs whose second thing a title must keep: `Equipping Each Quilt` says not with what.
_TWO_PLACE = frozenset(map(stem, "equip endow replace combine augment pair couple substitute integrate merge fuse "
                                 "unify connect link bridge".split()))


def action_words(verbs: list[str], rest: str) -> list[str] | None:
    """Cut the action's words, gerund first, from its verbs and the prose after them, or None where none read well."""
    out = [v if v.endswith("ing") else gerund(v) for v in verbs]
    if len(out) == 2:
        out.insert(1, "and")
    words = run_on(out, rest, {stem(v) for v in verbs} | {o.lower() for o in out}, 3)
    if words and len(verbs) == 1 and stem(verbs[0]) in _TWO_PLACE and not _SECOND_THING.intersection(
            w.lower() for w in words[1:]):
        return None  # `Equipping Each Quilt`: with what is cut off
    return words


def run_on(lead: list[str], rest: str, verb_stems: set[str], min_cut: int, links_too: frozenset[str] = frozenset(),
           dropped: list[str] | None = None, most: int = PHRASE_MOST) -> list[str] | None:
    """Write lead on with rest up to its first clause break, cut back at a link if long, or None if it reads badly."""
    words = _object(rest)
    first_cut = max(min_cut, len(lead) + 1)  # a cut keeps a word after the lead at least
    joined = words and _joined(list(lead), words, verb_stems, first_cut, dropped)
    if not joined:
        return None
    out, again = joined
    if len(out) > most:
        if again:
            return None  # a word said twice is worth it only where the whole phrase fits
        out = _cut_back(out, first_cut, len(lead), links_too, most, dropped)
    return out and _ended(out, len(lead))


def _object(rest: str) -> list[str] | None:
    """Split the object up to its first clause break into words, or None where it is vague, a list or maths."""
    rest = PAREN.sub("", rest)
    if _VAGUE_OBJ.search(rest[:120]):
        return None
    cut = _STOP.search(rest)
    if cut:
        after = rest[cut.start() :].lstrip()
        if _LIST_AFTER.match(after) or after.startswith(_MARKUP):
            return None  # cut inside a list, or the object runs on in maths or markup
        rest = rest[: cut.start()]
    words = rest.split()
    if not words or words[0].lower() in _OBJ_NOT_FIRST:
        return None
    return words


def _joined(out: list[str], words: list[str], seen: set[str], first_cut: int,
            dropped: list[str] | None) -> tuple[list[str], int] | None:
    """Put the object's words after the lead, with how many say a word again, or None where one reads badly."""
    said = {stem(o) for o in out if o.lower() not in FUNCTION} - seen
    again = 0
    for at, word in enumerate(words):
        lower = word.lower()
        if lower in POINTING:  # `... to fold such quilts`: keep what comes before the last link, if enough
            cut = _pointing_cut(out, words[at:], first_cut, dropped)
            return (cut, again) if cut else None
        if not TOKEN.fullmatch(word) or lower in seen:
            return None
        if lower not in FUNCTION:
            key = stem(word)
            again += key in said  # `the backward pass with a forward pass`: one word said twice reads fine
            if key in seen or again > 1:
                return None
            said.add(key)
        out.append(word)
    return out, again


def _pointing_cut(out: list[str], left: list[str], first_cut: int, dropped: list[str] | None) -> list[str] | None:
    """Cut the words before a pointing word back at their last link, or None where none leaves a whole phrase."""
    at = next((i for i in range(len(out) - 1, first_cut - 1, -1) if out[i].lower() in _CUT_LINKS
               or out[i].lower() == "to"), 0)
    if not at:
        return None
    if dropped is not None:
        dropped.extend(out[at:] + left)
    out = out[:at]
    if out[-1].lower() in _ENDS_BAD or out[-1].islower() and out[-1].endswith("ed"):
        return None  # `... Generated According` (to it)
    return out


def _cut_back(out: list[str], first_cut: int, lead: int, links_too: frozenset[str], most: int,
              dropped: list[str] | None) -> list[str] | None:
    """Cut a long phrase back to its last link within most words, or None where it has none."""
    at = next((i for i in range(most, first_cut - 1, -1)
               if out[i].lower() in _CUT_LINKS or out[i].lower() in links_too), 0)
    if not at:  # a purpose `to ...` is cut only where no other link is, and what stays says enough
        at = next((i for i in range(most, max(5, lead + 1) - 1, -1) if out[i].lower() == "to"
                   and sum(w.lower() not in FUNCTION for w in out[1:i]) >= 4), 0)
    if not at:
        return None
    if dropped is not None:
        dropped.extend(out[at:])
    out = out[:at]
    if out[-1].islower() and out[-1].endswith("ed"):
        out.pop()  # `... Quilts Conditioned` (on ...)
    return out


def _ended(out: list[str], lead: int) -> list[str] | None:
    """Trim a phrase's dangling end, or None where what is left is cut off, too short or says two words twice."""
    while out and out[-1].lower() in _ENDS_BAD:
        if out.pop().lower() == "way":
            return None  # `in an efficient way` cut to `in an Efficient`
    if len(out) <= max(lead, MIN_WORDS - 1) or out[-2].lower() == "to" and out[-1].islower():
        return None  # too short, or an infinitive cut off (`... to Determine`)
    if out[-1].lower().endswith("ly") and len(out) > lead + 1 or "be" in (w.lower() for w in out[-3:]):
        return None  # `... to Be Actively` (trained): the verb is cut off
    return None if said_twice(out) else out


def said_twice(words: list[str]) -> bool:
    """Tell words that say two words in a row twice (`quilt zephyr ... quilt zephyr`), or `Zephyr for Zephyr`."""
    low = [stem(w) for w in words]
    pairs = [pair for pair in zip(low, low[1:]) if not (pair[0] in FUNCTION and pair[1] in FUNCTION)]
    return len(pairs) != len(set(pairs)) or any(
        w.lower() == "for" and low[i - 1] == low[i + 1] for i, w in enumerate(words[1:-1], 1))


def field_tail(title: str, words: list[str]) -> list[str]:
    """Give the old title's field as `for Marmot Tessels` where the action leaves it out, else no words."""
    at = title.lower().rfind(" for ")
    if at >= 0:
        field = title[at + 5 :].split()
    else:
        field = title.split()
        if len(field) > 4 or field[-1].lower() in _NOT_FIELD_ENDS:
            return []  # a whole title that names a kind of work, not a field
    if not field or len(field) > 5 or any(w.lower() in FUNCTION for w in field) \
            or all(w.lower() in _GENERIC_FIELD for w in field):
        return []
    if "for" in (w.lower() for w in words) or len(words) + 1 + len(field) > MAX_WORDS \
            or prefixes(field) & prefixes(words):
        return []
    initials = "".join(p[0] for w in field for p in w.split("-") if p).upper()
    if any(w.isupper() and len(w) >= 2 and w in initials for w in words):
        return []  # `... of MT` names Marmot Tessels already
    return ["for", *field]


def prefixes(words: list[str]) -> set[str]:
    """Collect the first five letters of each content word of four letters or more."""
    return {norm(w)[:5] for w in words if w.lower() not in FUNCTION and len(w) >= 4}
