"""Read the clause after a finding's opener for finding_titles.py: where it ends whole, and its subject, either the
title's own words (`Deep | Quilt Networks | Fold Zephyrs`) or a subject of its own (`Zephyr Marmots Converge`).

A finding runs to a stop or to a clause it does not need (`which`, `thus`, `, leading`, `despite`), never to a colon
(what follows names what it announces) or a contrast (`while`, `but`: the half after is often the point).

Read loosely (the widened families), a finding also ends before a participle's phrase on its last noun (`, often
tesseled in ...`) or the authors' means (`by studying ...`), and drops a concession before its subject (`despite
quilts, ...`) and a list or appositive before its verb (`Quilt Models, such as zephyr models, predict ...`). Its own
subject may run to eight words off the title's topic, or be `the` and a word of the title's; a verb-looking noun after
`the` or `of` (`the use of quilts`) or a participle (`quilts mediated by ...`) is not its verb, and `the quilt
problem` or `the original quilts` does not say which.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from generator.derive.claims import AUXILIARIES, SUBJECT_WORDS
from generator.derive.finding_reads import (LINKS, MODALS, POINT, conditions_off, plural, reads_whole,
                                            second_predicate_off, spelled_subject, verb_at)
from generator.derive.finite_verbs import base_forms
from generator.derive.house_style import MAX_WORDS
from generator.derive.plurals import singular
from generator.derive.title_checks import ARTICLES
from generator.derive.title_model import Model

_LEAD_WORDS = 4  # places the title may start at in a finding: after at most three words that say which
_SCOPE_WORDS = 6  # words of a scope between the title and its verb at most
_LOOSE_SUBJECT_WORDS = 8  # words of a subject of its own at most, read loosely: the title's words then place it
_SPLICE = 160  # characters an appositive may start within
# Where a finding's clause ends whole: a stop, or a clause or phrase it does not need. Never a contrast.
_ENDS = (r"\.(?:\s|$)|[;:?!]|\s[-\u2013\u2014]+\s|,?\s+(?:which|because|since|and thus|thus|thereby|leading|"
         r"resulting|even|as long as|unless|provided|so that|hence|therefore|and hence|and therefore|"
         r"making|allowing|enabling|suggesting|indicating|implying|showing|highlighting|demonstrating|"
         r"despite|due to|although|such as|including|i\.e\.|e\.g\.)\b|,\s+(?:[a-z]+\s+)?[a-z]+ing\b|,\s+and\b"
         r"|\s+and\s+that\b|,\s+(?:as|with|where|in contrast)\b")
# Read loosely, also a participle's phrase on the last noun and the authors' means: the finding stands without them.
_LOOSE_ENDS = (_ENDS + r"|,\s+(?:(?:often|commonly|typically|widely|usually|originally|recently|"
               r"previously|first)\s+)?[a-z]+ed\s+(?:in|by|for|to|as|with|on|from|at)\b|\s+by\s+"
               r"(?:investigating|analy[sz]ing|studying|considering|examining|exploring|characterizing)\b")
_END_START = r"(?=[.;:?!,\s])"  # each end's first character: the engine tries the ends only there (2x faster)
_END = re.compile(_END_START + "(?:" + _ENDS + ")")
_LOOSE_END = re.compile(_END_START + "(?:" + _LOOSE_ENDS + ")")
# Read loosely, a concession set before the finding's subject: `despite their drift, X ...`
_CONCESSION = re.compile(r"(?:despite|unlike|contrary to|in contrast to)\s[^,]{3,80},\s+", re.I)
# A scope set before the finding's subject: `for quilt datasets, X ...`
_FRONT = re.compile(r"(?P<scope>(?:in|for|under|across|on|with|without|during|within|in the case of)\b[^,]{3,70}?),"
                    r"\s+")
_APPOSITIVE = re.compile(r",\s+(?:(?:a|an|the|which is|including)\s[^,;.]{3,90}|including\s[^;]{3,90}?),\s+"
                         r"(?=(?:is|are|can|could|may|might|have|has|do|does|will|would)\b)|"
                         r",\s+(?:a|an|the|which is)\s[^,;.]{3,90},\s+")
# Read loosely, before a verb: `Quilt Models, including X and other Y, predict ...`, `X, which is ..., beats ...`
_LIST_APPOSITIVE = re.compile(r",\s+(?:including|such as|which (?:is|are))\s[^;.]{3,90}?,\s+(?P<next>[a-z]+)\b")
_SUBJECT_APPOSITIVE = re.compile(r",\s+(?:a|an|the|which (?:is|are)|including|such as)\s[^;.]{3,90}?,\s+"
                                 r"(?P<next>[a-z]+)\b")
_SCOPE_LINKS = frozenset("on in for with of under across from over within at".split())
_SCOPE_BREAKS = LINKS - _SCOPE_LINKS - ARTICLES  # a scope holds no clause's link (`and`, `to`, `by`)
# A singular kind a subject may end on stands for one thing the title does not name (`the active quilt method`); a
# plural names a class (`decision quilt algorithms`). Read loosely, so does `the quilt problem`.
_ONE_KIND = frozenset("method approach algorithm framework model technique scheme procedure system architecture "
                      "estimator mechanism strategy pipeline module".split())
_LOOSE_ONE_KIND = _ONE_KIND | frozenset("problem problems task setting question solution solutions".split())
_NOUN_BEFORE = ARTICLES | {"of"}  # a verb-looking word after these is a noun: `the use of quilts`
# Words too common to place a finding on the title's topic.
BLAND = frozenset("neural network networks deep learning machine model models training data method methods based "
                  "approach approaches problem problems algorithm algorithms performance large new general simple "
                  "optimization results result analysis study effect effects role".split())


class Clause(NamedTuple):
    """A finding read, for finding_titles.py to choose among."""

    words: list[str]  # the words a title shows
    verb: int  # where their verb is
    led: bool  # the title leads them
    body: list[str]  # the words as the abstract has them: before a subject is spelled out, conditions or scope moved


def finding_end(rest: str) -> int:
    """Find where a finding at rest's start ends, read loosely."""
    end = _end(rest, True)
    return end.start() if end else len(rest)


@lru_cache(maxsize=4)
def _end(rest: str, loose: bool) -> re.Match[str] | None:
    """Find where the clause at rest's start ends whole (kept: the widened families read a rest up to three times)."""
    return (_LOOSE_END if loose else _END).search(rest)


def led_clause(rest: str, title_words: list[str], text: str, model: Model, loose: bool = False) -> Clause | None:
    """Read a finding that has the title for its subject, past an appositive right after the title's words."""
    body = _body(_spliced(rest, title_words, model.verbs, loose), model.verbs, loose)
    led = body and _title_led(title_words, body, model.verbs, loose)
    return _led(led, body, text, model, loose) if led else None


def clause(rest: str, title_words: list[str], how: bool, text: str, model: Model, loose: bool = False
           ) -> Clause | None:
    """Read the finding at rest's start, led by the title's words or by a subject of its own."""
    body = _body(rest, model.verbs, loose)
    if body is None:
        return None
    led = _title_led(title_words, body, model.verbs, loose)
    if led:
        return _led(led, body, text, model, loose)
    return _subject_led(body, title_words, how, text, model, loose)


def _body(rest: str, verbs: frozenset[str], loose: bool) -> str | None:
    """Cut the finding at rest's start where its clause ends whole, and at a second predicate; None at a colon."""
    end = _end(rest, loose)
    if not end or end.group(0) == ":":
        return None  # `X plays two roles: ...`: what they are, the title would leave out
    return second_predicate_off(rest[: end.start()].strip(), verbs)


def _spliced(rest: str, title_words: list[str], verbs: frozenset[str], loose: bool) -> str:
    """Drop the appositive right after the title's words (`Quilt Models, including X and Y, are ...`)."""
    last = title_words[-1].lower()
    at = rest.lower().find(last + ",", 0, _SPLICE)
    if at < 0:
        return rest
    m = _APPOSITIVE.match(rest, at + len(last))
    if m:
        return rest[: at + len(last)] + " " + rest[m.end() :]
    m = _LIST_APPOSITIVE.match(rest, at + len(last)) if loose else None
    return rest[: at + len(last)] + " " + rest[m.start("next") :] if m and _is_verb(m["next"], verbs) else rest


def _is_verb(word: str, verbs: frozenset[str]) -> bool:
    """Tell a word that is a finding's verb wherever it stands: an auxiliary or a verb the lexicon holds."""
    return word.lower() in AUXILIARIES or word.lower() in verbs


def _title_led(title_words: list[str], body: str, verbs: frozenset[str], loose: bool) -> tuple[list[str], int] | None:
    """Read the title as the finding's subject, maybe after words that say which (`Deep | Quilt Networks`)."""
    title = title_words[1:] if title_words[0].lower() in ARTICLES else title_words
    lower_title = [w.lower() for w in title]
    n = len(lower_title)
    if n < 2:
        return None
    tokens = body.split()
    lower_tokens = [t.lower().rstrip(",") for t in tokens[: n + _LEAD_WORDS]]
    at = next((p for p in range(_LEAD_WORDS) if lower_tokens[p : p + n] == lower_title), None)
    if at is None or len(tokens) <= at + n:
        return None
    prefix = tokens[1:at] if at and tokens[0].lower() in ARTICLES else tokens[:at]
    if loose and prefix and prefix[0].lower() == "our":
        prefix = prefix[1:]  # `our quilt networks fold ...`: the paper's own, named by the title
    if any(w in POINT or w in AUXILIARIES or w in verbs or w in ARTICLES or not w.isascii() or "," in w
           for w in map(str.lower, prefix)):
        return None
    last = tokens[at + n - 1]
    rest = last[len(last.rstrip(",")) :] + " " + " ".join(tokens[at + n :])  # what follows the title's last word
    if rest.startswith(","):
        m = _APPOSITIVE.match(rest)
        if not m:
            return None
        rest = " " + rest[m.end() :]
    if "," in rest:
        return None
    predicate = rest.split()
    scope = _verb_after([w.lower() for w in predicate], lower_title[-1], verbs, loose)
    subject = prefix + title
    if scope is None or subject[-1].lower() in _ONE_KIND:
        return None  # `Active Quilt Method`: which one, the title does not say
    return [*subject, *predicate], len(subject) + scope


def _verb_after(lower: list[str], title_last: str, verbs: frozenset[str], loose: bool) -> int | None:
    """Find where the verb after the title's words is, maybe past a short scope (`| on Large Marmots | Yields`)."""
    scope = 0
    if lower[0] in _SCOPE_LINKS:
        verb = verb_at(lower, verbs)
        if verb is None or verb > _SCOPE_WORDS or any(w in AUXILIARIES or w in _SCOPE_BREAKS for w in lower[1:verb]):
            return None
        scope = verb
    if lower[scope] in AUXILIARIES or lower[scope] in verbs:
        return scope
    # Read loosely, a base form after a plural title: `Quilt Networks | Fold ...`
    return 0 if loose and not scope and plural(title_last) and lower[0] in base_forms(verbs) else None


def _led(led: tuple[list[str], int], body: str, text: str, model: Model, loose: bool) -> Clause | None:
    """Keep a title-led finding's words a title shows whole, its conditions off where it runs too long."""
    words, verb = led
    if loose:  # the subject's shorthand spelled out (`QZ Quilts` -> `Quilted Zephyr Quilts`), or the finding refused
        subject = spelled_subject(words, verb, text, model.acronyms, MAX_WORDS)
        if subject is None:
            return None
        words, verb = subject + words[verb:], len(subject)
    words = conditions_off(words, verb)
    whole = reads_whole(words, verb, model.known_words, titled=True, loose=loose)
    return Clause(words, verb, True, body.split()) if whole else None


def _subject_led(body: str, title_words: list[str], how: bool, text: str, model: Model, loose: bool
                 ) -> Clause | None:
    """Read a finding led by a subject of its own, a scope set before it moved to its end (`X ... for Zephyr Data`)."""
    body, scope = _fronted(body, model.verbs, loose)
    if "," in body:
        return None  # an aside or a list the title cannot show whole
    tokens = body.split()
    if not tokens:
        return None
    lead = tokens[0].lower()
    words = tokens[1:] if lead in ARTICLES else tokens
    lower = [w.lower() for w in words]
    verb = verb_at(lower, model.verbs)
    while loose and verb is not None and (lower[verb - 1] in _NOUN_BEFORE if verb else lead in ARTICLES):
        verb = verb_at(lower, model.verbs, verb + 1)  # `the use of quilts ...`: a noun, not the verb
    most = _LOOSE_SUBJECT_WORDS if loose else SUBJECT_WORDS
    if verb is None or not 1 <= verb <= most or how and lower[verb] not in MODALS:
        return None  # `we show how X can Y` states a finding; `how X works` does not
    subject = spelled_subject(words, verb, text, model.acronyms, most)
    if subject is None or not _says_which(subject, lower, verb, lead == "the", title_words, loose):
        return None
    words = subject + words[verb:]
    words = [*(conditions_off(words, len(subject)) if loose else words), *scope.split()]
    whole = reads_whole(words, len(subject), model.known_words, front=bool(scope), loose=loose)
    return Clause(words, len(subject), False, tokens) if whole else None


def _fronted(body: str, verbs: frozenset[str], loose: bool) -> tuple[str, str]:
    """Split a finding into its body and the scope set before its subject, a concession or appositive off if loose."""
    concession = _CONCESSION.match(body) if loose else None
    if concession:
        body = body[concession.end() :]  # `despite X, ...`, `unlike X, ...`: the finding stands without it
    front = _FRONT.match(body)
    if front:
        body = body[front.end() :]
    m = _SUBJECT_APPOSITIVE.search(body) if loose and "," in body else None
    if m and _is_verb(m["next"], verbs):
        body = body[: m.start()] + " " + body[m.start("next") :]
    return body, front["scope"] if front else ""


def _says_which(subject: list[str], lower: list[str], verb: int, led_by_the: bool, title_words: list[str],
                loose: bool) -> bool:
    """Tell a subject that says which thing it is, and (unless read loosely) is on the title's topic."""
    if loose:
        head = next((w.lower() for w in reversed(subject) if not w.lower().endswith("ly")), "")
        if led_by_the and head in _LOOSE_ONE_KIND or "original" in lower[:verb]:
            return False  # `the quilt problem`, `the original problem`: which one, the abstract says elsewhere
        if lower[verb].endswith("ed") and lower[verb] not in AUXILIARIES and lower[verb - 1] not in AUXILIARIES:
            return False  # `X generated by Y`: a participle, not the finding's verb
    own = [singular(w) for w in subject if w.lower() not in LINKS]
    if led_by_the and len(own) < 2 and not (loose and set(own) <= {singular(w) for w in title_words}):
        return False  # `the kernel`: which one, the title does not say unless it is the title's own word
    if loose:
        return True
    topic = {singular(w) for w in title_words if w.lower() not in LINKS}
    # about something else than the title's topic: a side result, or one the title cannot place
    return not topic.isdisjoint(singular(w) for w in subject if w.lower() not in BLAND)
