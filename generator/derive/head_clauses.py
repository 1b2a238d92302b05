"""Read the short clause a sentence writes on an object's head right after it, for object_clauses.py: a relative
whose verb agrees with the head or opens on a modal (`marmot quilts that fold tessels`), a preposition and `which`
(`seams by which a quilt folds`), or a participle on the head, cut before its second phrase (`zephyrs drifting over a
tessel | from a marmot`).

Refused when unsure: a clause cut inside a list, an aside or a quote; one that points back or away (`we`, `it`,
`otherwise`), says only vague, evaluative or generic words (`that are needed`, `trained by gradient descent`), opens
on a participle that hangs on the whole sentence (`including`, `implemented`), holds maths or digits, runs over
MOST_WORDS words, ends on a function word, an adjective or a cut participle, or whose verb does not agree with the
head (it then hangs on another noun: `quilts for a marmot that folds ...`).
"""

from __future__ import annotations

import re

MOST_WORDS = 8  # words of a clause, its opener counted
LEAST_PARTICIPLE = 6  # letters of a participle that opens a clause: `used`, `based` say only how it was made

ARTICLES = frozenset(("a", "an", "the"))
FUNCTION = frozenset(
    "a an the of in on at to for with and or by from as via into over under through using about between among "
    "against within without across per than upon onto toward towards".split())
MODALS = frozenset("can could may might will would should must".split())
_BE = frozenset("is are be been being was were".split())
AUX = MODALS | _BE | frozenset("has have had do does did not also often always".split())
# Words that point back or away, or make the whole clause vague or evaluative: refused wherever they stand.
UNSAID = frozenset(
    "we our us it its they their them this these those such one ones he she his her otherwise above aforementioned "
    "former latter there here certain given desired desirable various some any needed necessary arbitrary respective "
    "corresponding below following accurate practical optimal efficient effective scalable fast faster simple simpler "
    "superior competitive better best novel new never both challenges applications existing hand short only "
    "associated related".split())
_VAGUE = frozenset(
    "certain various different given specific particular several many some any other new novel existing desired "
    "desirable good better best important relevant appropriate suitable proper respective corresponding needed "
    "necessary common popular available possible known used difficult hard challenging easy simple efficient "
    "effective interest interesting nice main key problem problems issue issues task tasks setting settings way ways "
    "thing things case cases well like same similar".split())
# A clause whose content words are all of these says only how every model is trained or tested.
_GENERIC = frozenset("gradient descent stochastic data dataset datasets training model models network networks "
                     "practice experiments experiment benchmark benchmarks real-world".split())
# Adjectives a clause may not end on: it was cut inside a phrase (`drifting over dense | , wide tessels`).
_ADJ_LAST = frozenset(
    "complex large small high low real rich deep wide long open hard soft dense sparse noisy dynamic static general "
    "multiple many few diverse large-scale high-dimensional continuous discrete".split())
# Participles that open a clause on the whole sentence rather than on the object's head, or point back.
_NOT_ON_HEAD = frozenset(
    "aforementioned including leading resulting yielding achieving making allowing enabling showing demonstrating "
    "outperforming improving providing ensuring requiring compared followed combined inspired motivated called dubbed "
    "termed according following regarding concerning considering involving assuming depending having taking getting "
    "reaching obtaining producing generating creating applying combining retaining maintaining preserving keeping "
    "avoiding reducing increasing adding removing replacing relying exploiting leveraging utilizing employing adopting "
    "capturing learning training during nothing something anything everything spring string implemented provided "
    "proposed presented described discussed obtained collected released introduced applied mentioned studied "
    "considered developed designed".split())
# Links a long participle clause is cut before: they open its second phrase.
_CUT_PREPS = frozenset("from with by via using through across under over for into during without".split())
_NOT_ADVERBS = frozenset("only family apply supply early poly".split())  # on `-ly`, yet kept
_OTHER_LINKS = FUNCTION - ARTICLES  # `in which to fold`, `by which of ...`: a link after `which` opens no clause
# Stops that cut the clause inside an aside, a quote or a list.
_CUT_INSIDE = frozenset(("(", "[", "{", "\"", "`", "'", "and", "or", "such as", "as well as"))

_REL_OPEN = re.compile(r"\s+(that|which|who)\s+")
_PREP_OPEN = re.compile(r"\s+((?:by|in|through|under|for|from|with|on|at|via) which)\s+", re.I)
_PART_OPEN = re.compile(r"\s+([a-z]+(?:ing|ed))\s+")
_STOP = re.compile(r"\s*(?:[,;:.!?()\[\]{}\u2014\u2013\"`'$]|\s-\s|--|\b(?:and|or|but|while|whereas|thereby|thus|hence"
                   r"|which|that|who|where|when|whereby|because|since|although|though|so|such as|e\.g|i\.e"
                   r"|as well as|respectively|etc)\b)")
_MATHS = re.compile(r"[$\\\d/]")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'\u2019]*(?:-[A-Za-z0-9'\u2019]+)*")


def head_clause(tail: str, head: str) -> list[str] | None:
    """Read the short clause at the start of tail that hangs on head, its opener first, or None."""
    opened = _opened(tail)
    if not opened:
        return None
    kind, opener, rest = opened
    words = _body(kind, rest)
    if not words:
        return None
    low = [w.lower() for w in words]
    if kind == "rel" and not _agrees(low, head) or kind == "prep" and low[0] in _OTHER_LINKS:
        return None
    if len(opener) + len(words) > MOST_WORDS or not _says_something(kind, low):
        return None
    return opener + words


def _opened(tail: str) -> tuple[str, list[str], str] | None:
    """Tell how a clause opens at the start of tail: its kind, its opener's words and the rest of tail, or None."""
    m = _REL_OPEN.match(tail)
    if m:
        return "rel", ["that" if m[1] == "which" else m[1]], tail[m.end():]
    m = _PREP_OPEN.match(tail)
    if m:
        return "prep", m[1].split(), tail[m.end():]
    m = _PART_OPEN.match(tail)
    if m and m[1] not in _NOT_ON_HEAD and len(m[1]) >= LEAST_PARTICIPLE:
        return "part", [m[1]], tail[m.end():]
    return None


def _body(kind: str, rest: str) -> list[str] | None:
    """Read the clause's words up to its stop, adverbs dropped; None if cut inside an aside or a list, or maths."""
    stop = _STOP.search(rest)
    body = rest[: stop.start()] if stop else rest
    if kind == "part" and len(body.split()) + 1 > MOST_WORDS:
        # a participle's first phrase only: `drifting over a tessel | from a marmot`
        toks = body.split()
        cut = next((j for j in range(2, len(toks)) if toks[j].lower() in _CUT_PREPS), None)
        if cut is None:
            return None
        body, stop = " ".join(toks[:cut]), None
    if stop and stop[0].strip().lower() in _CUT_INSIDE or _MATHS.search(body):
        return None
    words = _WORD.findall(body)
    if len(words) != len(body.split()):
        return None  # marks inside the words
    return [w for w in words if not w.lower().endswith("ly") or w.lower() in _NOT_ADVERBS] or None


def _agrees(low: list[str], head: str) -> bool:
    """Tell a relative clause that hangs on the head: it opens on a modal, or on a verb whose number is the head's."""
    modal = low[0] in MODALS
    if modal and len(low) < 2:
        return False
    verb_at = 1 if modal else 0
    verb = low[verb_at]
    if verb in FUNCTION or verb in UNSAID or verb.endswith("ing"):
        return False
    if not modal:
        if low[0].endswith("ed"):
            return False  # a past verb's number cannot tell which noun it hangs on
        singular = low[0].endswith("s") and not low[0].endswith("ss")
        if singular == _plural(head):
            return False
    return not (verb == "be" and len(low) <= verb_at + 1)


def _plural(word: str) -> bool:
    """Tell a plural noun by its last part's ending (`quilts`, `zephyr-marmots`; not `gauss`, `radius`, `basis`)."""
    w = word.lower()
    if not w.isalpha() and "-" not in w:
        return False
    last = w.split("-")[-1]
    return last.endswith("s") and not last.endswith(("ss", "us", "is"))


def _content(low: list[str]) -> list[str]:
    """Keep the words that name something: not function words, auxiliaries or vague words."""
    return [w for w in low if w not in FUNCTION and w not in AUX and w not in _VAGUE]


def _says_something(kind: str, low: list[str]) -> bool:
    """Tell a clause that says something of its own and is whole: no pointer, not vague or generic, no cut end."""
    content = _content(low)
    if not content or any(w in UNSAID for w in low):
        return False
    if kind == "rel" and low[0] not in _BE and not _content(low[1:]):
        return False  # `that exist`, `that matter`: a verb alone says little
    if kind == "rel" and len(low) == 2 and low[0] in _BE and low[1].endswith("ed"):
        return False  # `that is structured`: says too little
    if low[-1] in _ADJ_LAST or all(w in _GENERIC for w in content):
        return False  # cut inside a phrase, or true of every model (`trained by gradient descent`)
    # a clause cut before its object (`that fold zephyrs into | (or onto) ...`)
    return not (low[-1] in FUNCTION or low[-1] in AUX or low[-1].endswith(("ing", "ed")) and kind != "rel")
