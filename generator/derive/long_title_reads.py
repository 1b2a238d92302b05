"""Read what a sentence of the paper's own writes around a long unnamed title, for long_titles.py's wider families
(its docstring gives the rules, their order and the blind figures). Each family returns the new title, or None where
it does not answer; the families other modules hold are called at more places and with their cap two words longer.

Where the abstract does not write the title whole, `where` (phrase_places.py) finds the first place it writes it with
small changes: the title's first word as another form of its verb (`Folding Marmots` written `we fold marmots`; not for
the head families, which read the words before the title), or up to two articles, `novel`, `new` or bracketed acronyms
it skipped (`a novel quilt (QZ) zephyr`), all in one stretch of words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.bare_purposes import KINDS, VERBS
from generator.derive.house_style import MAX_WORDS
from generator.derive.link_scopes import OWN_CUE, PURPOSE, object_words, scope_written, speaks_of_earlier_work
from generator.derive.phrase_places import where
from generator.derive.purpose_tails import ARTICLES, PLAIN_WORD, adverb, gerund_base, means_after, purpose_after, \
    stems
from generator.derive.result_heads import ARTICLE, CLAUSE, FUNCTION, SENTENCE_START, SIDE_OR_LATER, content_keys, \
    names_result, result_led, sentence_before, sentence_start
from generator.derive.title_casing import title_case
from generator.derive.written_around import DULL, aspect_led, kind_led, kind_to_led

PREPS = frozenset("of in on for to with by from via under over into through between among against using "
                  "within without across onto towards toward".split())

# A title that names its kind of work before a `to` purpose (`A Quilt Scheme to ...`): a means after it says how the
# whole thing works.
_SHAPED = re.compile(r"^(?:A|An|The)\s+(?:[\w'-]+\s+){0,5}?(?:" + "|".join(sorted(KINDS)) + r")s?\s+to\s", re.I)
_LOOSE_VERBS = frozenset("allow enable permit account make".split())  # `to allow for ...` names no aim

# The verbs whose second argument a title may have cut off, by the link that leads it.
_SECOND = {
    "to": "add apply map transfer assign adapt reduce generalize extend attach propagate relate connect lift bring "
          "return send pass allocate",
    "into": "incorporate integrate inject embed insert distill instill encode decompose cast project partition split "
            "compile convert transform translate map turn fold factorize divide absorb merge",
    "from": "prevent protect distinguish separate recover remove filter isolate decouple disentangle shield "
            "discriminate",
    "with": "combine couple augment equip endow replace align pair enrich integrate compare unify reconcile associate",
    "onto": "project map",
}
_VERB_LINKS = {v: frozenset(link for link, vs in _SECOND.items() if v in vs.split())
               for verbs in _SECOND.values() for v in verbs.split()}
_SECOND_AFTER = re.compile(r"(\s*\([A-Z][\w-]{0,10}s?\))?\s+(to|into|from|with|onto)\s+(.{2,200})", re.S)
_MORE = re.compile(r"(\s*\([A-Z][\w-]{0,10}s?\))?\s+(of|into|without)\s+(.{2,200})", re.S)
_LINKED = {link: re.compile(r"(?<![\w-])" + link + r"(?![\w-])", re.I) for link in ("into", "without")}
_ASPECT_END = frozenset("results result performance effect effects impact role analysis study".split())

# The study sentence that ends on the title (or goes on only to describe it), and the next sentence's own kind.
_STUDY_END = re.compile(
    r"(?:^|\b(?:in this (?:paper|work|article)|here|specifically|concretely),?\s+)"
    r"(?:we|this (?:paper|work|article|study))\s+(?:(?:first|also|formally|theoretically|systematically)\s+)?"
    r"(?:stud(?:y|ies)|consider(?:s)?|investigate(?:s)?|address(?:es)?|tackle(?:s)?|focus(?:es)? on|revisit(?:s)?"
    r"|examine(?:s)?|is concerned with|initiate the study of)\s+"
    r"(?:the\s+(?:problem|task|setting|question)\s+of\s+)?(?:(?:the|a|an)\s+)?$", re.I)
_TOPIC_AFTER = re.compile(
    r"(?:\s*\([A-Za-z][\w-]{0,12}\))?(?:\s*$|\s*[.]\s|,?\s+(?:where|in which|which|whose|when)\s)")
_NEXT_MAKE = re.compile(
    r"(?:(?:to (?:this end|do so|address (?:this|these|the) \w+|solve (?:this|the) \w+|tackle (?:this|the) \w+)"
    r"|for this (?:problem|setting|task)|specifically|in particular|first|here|concretely),\s+)?"
    r"(?:[A-Za-z][^.;:!?,]{0,80},\s+)?(?:we|this (?:paper|work))\s+(?:(?:first|then|also)\s+)?"
    r"(?:propose|proposes|develop|develops|design|designs|present|presents|introduce|introduces|devise|devises|give"
    r"|gives|provide|provides)\s+(?:(?:a|an|the|two|three|several|new|novel|first)\s+)*"
    r"(?P<words>(?:[A-Za-z][\w-]*\s+){0,4}[A-Za-z][\w-]*)", re.I)
_NEXT_KINDS = frozenset("algorithm algorithms method methods protocol protocols framework scheme schemes estimator "
                        "estimators mechanism mechanisms procedure procedures approach policy policies reduction "
                        "strategy strategies technique techniques solver solvers sampler samplers".split())
# The kind's phrase closes right after it: `algorithms for zephyr recovery` are for a part of the topic.
_KIND_CLOSED = re.compile(r"\s*[.,;:(]|\s+(?:that|which|whose|based|with|called|named|dubbed|and|to|using|via"
                          r"|by|in|achieving|attaining|where|inspired|built|whereby)\b|$")
_FOR_POINTING = re.compile(r"\s+for\s+(?:this|the|such|these)\s+(?:problem|setting|task|problems|settings|tasks)\b")
_NEXT_DULL = frozenset("versatile robust fast accurate computationally statistically near-optimal optimal "
                       "provably efficient".split())


def result_head(title: str, text: str, text_n: str) -> str | None:
    """Lead the title with the result its own-work sentence writes before it (result_heads.py's)."""
    words = ARTICLE.sub("", title).split()
    if len(words) < 2 or names_result(words):
        return None
    return result_led(words, text, where(text_n, _phrase(title), False), MAX_WORDS)


def link_scope(title: str, text: str, text_n: str) -> str | None:
    """End the title with the scope its own-work sentence writes after it (link_scopes.py's)."""
    return None if PURPOSE.search(title) else scope_written(title, text, where(text_n, _phrase(title)), MAX_WORDS)


def aspect_head(title: str, text: str, text_n: str) -> str | None:
    """Lead the title with the aspect its own-work sentence studies of it (written_around.py's)."""
    return aspect_led(title, text, where(text_n, _phrase(title), False), MAX_WORDS)


def kind_head(title: str, text: str, text_n: str) -> str | None:
    """Lead the title with the kind of work its own-work sentence makes for it (written_around.py's)."""
    return kind_led(title, text, where(text_n, _phrase(title), False), MAX_WORDS)


def purpose_tail(title: str, text: str, text_n: str) -> str | None:
    """End the title with the purpose its own-work sentence writes after it (purpose_tails.py's), not `to allow for`."""
    if _purposed(title):
        return None
    new = purpose_after(title, text, where(text_n, _phrase(title)), to_read=True)
    added = new[len(title):].lower().split() if new else []
    return None if len(added) > 2 and added[0] == "to" and added[1] in _LOOSE_VERBS and added[2] == "for" else new


def means_tail(title: str, text: str, text_n: str) -> str | None:
    """End the title with the means its own-work sentence writes after it (purpose_tails.py's)."""
    new = means_after(title, text, where(text_n, _phrase(title)), to_read=True)
    link = new[len(title):].split()[0].lower() if new else ""
    # After a `to` purpose a means says how the whole thing works only by `by` or `via`, of a title naming its kind.
    return None if _purposed(title) and (link not in ("by", "via") or not _SHAPED.match(title)) else new


def _purposed(title: str) -> bool:
    """Tell a title with a `to` purpose from one whose every `to` links a thing (`Approach to Marmots`)."""
    low = title.lower().split()
    return low[-1] == "to" or any(w == "to" and low[i + 1] in VERBS for i, w in enumerate(low[:-1])) \
        or any(w == "order" and low[i - 1] == "in" for i, w in enumerate(low))


def second_argument(title: str, text: str, text_n: str) -> str | None:
    """End the title's last verb with the second argument its sentence writes: `Adding Quilt Noise` `to Zephyrs`."""
    words = title.split()
    verb_at = _last_verb(words)
    if verb_at is None or verb_at == len(words) - 1 \
            or any(w.lower() in PREPS or w.lower() in ("and", "or") for w in words[verb_at + 1:]):
        return None  # the verb's object is not the title's last phrase alone
    places = where(text_n, _phrase(title))
    if not places or speaks_of_earlier_work(sentence_before(text, places[0][0])):
        return None  # earlier work's sentence (a side sentence is no bar: the title is that sentence's already)
    found = _SECOND_AFTER.match(text, places[0][1])
    if not found or found[1] or found[2] not in _VERB_LINKS[_verb_base(words[verb_at])]:
        return None
    said = object_words(found[3], True)
    if not said or said[0].lower() in ARTICLES and len(said) < 2 \
            or content_keys(said) & content_keys(words) or len(words) + 1 + len(said) > MAX_WORDS:
        return None
    return f"{title} {found[2]} {title_case(said, first=False)}"


def _last_verb(words: list[str]) -> int | None:
    """Return where the title's last verb that takes a second argument stands as a verb, or None."""
    low = [w.lower() for w in words]
    verb_at = None
    for i, w in enumerate(low):
        if not _verb_base(w):
            continue  # (asked first: the word before is read only for a verb)
        before = low[i - 2] if i >= 2 and adverb(low[i - 1]) else low[i - 1] if i else ""
        if i == 0 or before in ("to", "by", "and") or w.endswith("ing"):
            verb_at = i
    return verb_at


def _verb_base(word: str) -> str | None:
    """Return the verb that takes a second argument a title word is a form of, or None."""
    w = word.lower()
    base = w if w in _VERB_LINKS else gerund_base(w)
    if base in _VERB_LINKS:
        return base
    return next((w[:-cut] for cut in (1, 2) if w.endswith("s") and w[:-cut] in _VERB_LINKS), None)


def rest_of_phrase(title: str, text: str, text_n: str) -> str | None:
    """End the title with the rest of the phrase its own-work sentence goes on with after `of`, `into` or `without`."""
    words = title.split()
    if words[-1].lower() in _ASPECT_END:
        return None  # `... Quilt Effects` of: the aspect is the title's head, not a phrase cut short
    places = where(text_n, _phrase(title))
    if not places:
        return None
    at, end = places[0]
    prefix = sentence_before(text, at)  # read as from its start on: a blank or none goes before it
    if not OWN_CUE.search(prefix) or speaks_of_earlier_work(prefix) or SIDE_OR_LATER.search(prefix):
        return None
    more = _MORE.match(text, end)
    if not more or more[1]:
        return None
    link = more[2]
    said = object_words(more[3], link == "without")  # `without zephyrs`: one telling noun may do
    if not said or link == "without" and (said[0].lower() in ARTICLES and len(said) < 3
                                          or said[0].lower().endswith("ing")):
        return None  # `without folding ...`: a clause's manner, not a part of the title's thing
    if content_keys(said) & content_keys(words) or len(words) + 1 + len(said) > MAX_WORDS \
            or link != "of" and _LINKED[link].search(title):
        return None
    return f"{title} {link} {title_case(said, first=False)}"


def means_to(title: str, text: str, text_n: str) -> str | None:
    """Lead the title with the kind of work its own-work sentence makes `to` do it (written_around.py's)."""
    return kind_to_led(title, text, where(text_n, _phrase(title), False))


def kind_next(title: str, text: str, text_n: str) -> str | None:
    """Lead the title with the kind of work the sentence after its study sentence proposes for it."""
    places = where(text_n, _phrase(title), False)
    if len(places) != 1:
        return None
    at, end = places[0]
    if not _STUDY_END.search(text[sentence_start(text, at) : at]) or not _TOPIC_AFTER.match(text, end):
        return None
    head = _next_kind(text, end)
    words = title.split()
    if words[0] in ("A", "An", "The"):
        words[0] = words[0].lower()
    if not head or content_keys(head) & content_keys(words) or stems(head) & stems(words) \
            or len(head) + 1 + len(words) > MAX_WORDS:
        return None
    return f"{title_case(head)} for {' '.join(words)}"


def _next_kind(text: str, end: int) -> list[str] | None:
    """Return the kind the next sentence's own make verb names, with a modifier that tells, its phrase closed."""
    after = SENTENCE_START.search(text, end)
    made = _NEXT_MAKE.match(text, after.end()) if after else None
    said = made["words"].split() if made else []
    k = next((i for i, w in enumerate(said) if w.lower() in _NEXT_KINDS), None)
    if k is None:
        return None
    head = said[: k + 1]
    closed = made.start("words") + len(" ".join(head))
    if not _KIND_CLOSED.match(text, closed) and not _FOR_POINTING.match(text, closed):
        return None
    lowered = [w.lower() for w in head]
    while len(lowered) > 1 and (lowered[0] in DULL or lowered[0] in _NEXT_DULL):
        head, lowered = head[1:], lowered[1:]  # praise before the kind goes
    if all(w in DULL or w in _NEXT_DULL for w in lowered[:-1]) \
            or any(w in CLAUSE or w in FUNCTION or w in ("yet", "but") for w in lowered):
        return None  # no modifier that tells, or a clause
    return head if all(PLAIN_WORD.fullmatch(w) for w in head) else None


def written_somewhere(title: str, text_n: str) -> bool:
    """Tell a title the abstract writes whole or with small changes, as `where` reads it with verbs."""
    # Every family but means_to reads such a place; `where` with verbs finds one wherever it does without.
    return bool(where(text_n, _phrase(title)))


@lru_cache(maxsize=16)
def _phrase(title: str) -> str:
    """Return the title as it is looked up in the abstract: no leading article, lower-cased, hyphens as spaces."""
    # Memoised: each family asks for it.
    return ARTICLE.sub("", title).lower().replace("-", " ")
