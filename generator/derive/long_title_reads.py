"""Read what a sentence of the paper's own writes around a long unnamed title, for long_titles.py's wider families
(its docstring gives the rules, their order and the blind figures). Each family returns the new title, or None where
it does not answer; the families other modules hold are called at more places and with their cap two words longer.

Where the abstract does not write the title whole, `where` finds the first place it writes it with small changes:
the title's first word as another form of its verb (`Folding Marmots` written `we fold marmots`; not for the head
families, which read the words before the title), or up to two articles, `novel`, `new` or bracketed acronyms it
skipped (`a novel quilt (QZ) zephyr`), all in one stretch of words.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from generator.derive.bare_purposes import KINDS, VERBS
from generator.derive.house_style import MAX_WORDS
from generator.derive.link_scopes import OWN_CUE, PURPOSE, object_words, scope_written, speaks_of_earlier_work
from generator.derive.prose import written_whole
from generator.derive.purpose_tails import ARTICLES, PLAIN_WORD, adverb, gerund_base, means_after, purpose_after, \
    stems
from generator.derive.result_heads import ARTICLE, CLAUSE, FUNCTION, SENTENCE_START, SIDE_OR_LATER, content_keys, \
    names_result, result_led, sentence_before, sentence_start
from generator.derive.title_casing import title_case
from generator.derive.written_around import DULL, aspect_led, kind_led, kind_to_led

PREPS = frozenset("of in on for to with by from via under over into through between among against using "
                  "within without across onto towards toward".split())
_TOKEN = re.compile(r"[a-z0-9][a-z0-9'\u2019]*")
_TOKEN_FIRST = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")  # _TOKEN's first character; then these or quotes
_QUOTES = frozenset("'\u2019")
_SKIPPABLE = frozenset("a an the novel new".split())

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


@lru_cache(maxsize=64)
def where(text_n: str, phrase_n: str, verbs: bool = True) -> list[tuple[int, int]]:
    """Return where the abstract writes the phrase whole, else the first place it writes it with small changes."""
    # Memoised: the families ask in turn. With verbs, the first word may be another form of its verb.
    want = _TOKEN.findall(phrase_n)
    if verbs and want and not gerund_base(want[0]):
        return where(text_n, phrase_n, False)  # a first word that is no gerund has no other form: the same lookup
    # A plain `in` first: written_whole lowers the (lower-case) abstract again to look for the same phrase.
    exact = written_whole(text_n, phrase_n) if phrase_n in text_n else []
    if exact or len(want) < 3:
        return exact
    firsts = _verb_forms(want[0]) if verbs else frozenset((want[0],))
    for at in _token_starts(text_n, firsts):
        if not _may_stretch(text_n, at, want[1]):
            continue
        # Only the tokens a stretch can read are made (the wanted words, two skipped, one spare), with the end of the
        # one before: tokenising the whole abstract cost more than the rest of the lookup.
        before = _token_end_before(text_n, at)
        tokens = [] if before is None else [("", before, before)]  # _stretch_end reads only its end
        i = len(tokens)
        tokens += [(m.group(), m.start(), m.end()) for m in islice(_TOKEN.finditer(text_n, at), len(want) + 3)]
        end = _stretch_end(text_n, tokens, i, want, tokens[i][0] != want[0])
        if end:
            return [(at, end)]
    return []


def _may_stretch(text_n: str, at: int, second: str) -> bool:
    """Tell a first word the next token goes on from as a stretch may: the second word, a skipped one or an acronym."""
    # A cheap, necessary test of _stretch_end's first step, before the tokens it reads are made.
    after = _TOKEN.search(text_n, _TOKEN.match(text_n, at).end())
    if after is None:
        return False
    return after.group() == second or after.group() in _SKIPPABLE or text_n.startswith(")", after.end())


def _token_starts(text_n: str, words: frozenset[str]) -> list[int]:
    """Return where the tokens of the abstract (_TOKEN's, read from its start) that are one of the words start."""
    starts = []
    for word in words:
        at = text_n.find(word)
        while at >= 0:
            token = _TOKEN.match(text_n, at) if _token_starts_at(text_n, at) else None
            if token and token.group() == word:
                starts.append(at)
            at = text_n.find(word, at + 1)
    return sorted(starts)


def _token_starts_at(text_n: str, at: int) -> bool:
    """Tell a place where a token of _TOKEN's scan from the start begins: no letter runs on into it over quotes."""
    back = at
    while back and text_n[back - 1] in _QUOTES:
        back -= 1
    return back == 0 or text_n[back - 1] not in _TOKEN_FIRST


def _token_end_before(text_n: str, at: int) -> int | None:
    """Return where the token before the one starting at the place ends, or None where none does."""
    last = at - 1
    while last >= 0 and text_n[last] not in _TOKEN_FIRST:
        last -= 1
    if last < 0:
        return None
    end = last + 1
    while text_n[end] in _QUOTES:  # a token runs on over quotes, up to a blank before the place's token
        end += 1
    return end


def _stretch_end(text_n: str, tokens: list[tuple[str, int, int]], i: int, want: list[str], changed: bool) -> int:
    """Return where the stretch from token i that writes the wanted words with small changes ends, or 0."""
    j, k, skipped = i + 1, 1, 0
    while k < len(want) and j < len(tokens):
        gap = text_n[tokens[j - 1][2] : tokens[j][1]].strip()
        bracketed = gap == "(" and text_n[tokens[j][2] : tokens[j][2] + 1] == ")"
        if gap and not bracketed and gap != ")" \
                or gap == ")" and not (j >= 2 and text_n[tokens[j - 2][2] : tokens[j - 1][1]].strip() == "("):
            break  # punctuation between: not one stretch
        word = tokens[j][0]
        if not bracketed and word == want[k]:
            j, k = j + 1, k + 1
        elif skipped < 2 and (word != want[k] if bracketed else word in _SKIPPABLE):
            j, skipped = j + 1, skipped + 1  # an acronym, an article or praise the title dropped
        else:
            break
    return tokens[j - 1][2] if k == len(want) and (skipped or changed) else 0


def _verb_forms(word: str) -> frozenset[str]:
    """Return the forms of the verb a gerund is made of (`mapping`: `map`, `maps`, `mapped` ...), or the word."""
    base = gerund_base(word)
    if not base:
        return frozenset((word,))
    forms = {word, base, base + "s", base + "es", base + "ed", base + "d"}
    if base.endswith("y"):
        forms |= {base[:-1] + "ies", base[:-1] + "ied"}
    if word[-4] == word[-5]:
        forms |= {word[:-4], word[:-4] + "s", word[:-3] + "ed"}
    return frozenset(forms)
