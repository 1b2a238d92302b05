"""Write on an unnamed `HEAD for PURPOSE` title (no colon) from a sentence of the paper's own work; the first of four
readings that writes one wins, tried in this order:

N. the kind a `NAME for FIELD` title left out (for_head_kinds.py): `QuiltZ for Zephyr Learning` -> `QuiltZ: A
   Marmot-Free Folding Model for Zephyr Learning`, as `we propose QuiltZ, a marmot-free folding model` says;
I. the lead a purpose lost: `A Quilt Algorithm for Zephyr Streams`, where the sentence writes `we present a quilt
   algorithm for stitching the seams of zephyr streams`, takes the whole purpose: `A Quilt Algorithm for Stitching the
   Seams of Zephyr Streams`; the lead opens on a gerund or is `the/an X of`, and is no filler (`the problem of`);
M. the head's own complement where the title's purpose came from elsewhere: `A Quilt Estimator for Zephyr Learning`,
   where the first proposal sentence writes `we propose a quilt estimator of the marmot drift` (or `with tessel
   penalties`, `based on the zephyr distance`) and not `zephyr learning`, says `A Quilt Estimator of the Marmot Drift
   for Zephyr Learning`; the purpose goes only where the complement says all of it already;
V. what the paper makes of a topic title's head: `Zephyr Folding for Marmot Nets`, where the sentence writes `we
   develop a tessel-level model of zephyr folding`, says `A Tessel-Level Model of Zephyr Folding for Marmot Nets`;
   only a theory, model, notion, definition, analysis, interpretation, characterization, formulation or account, the
   last five with a modifier that tells, a notion or definition only a `new` one.

Every new title is 3 to 16 words, each content word the abstract's own and none twice. Three blind readers preferred
the new titles 79 to 8 on 29 papers outside every label set (3 verdicts a paper); faithful / weak / poor went from
22 / 55 / 10 to 69 / 14 / 4.
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.for_head_kinds import field_name_kind_said
from generator.derive.for_head_words import (ACRONYM, DIGIT, FOR, FUNCTION, MATH, ODD_CAPS, OWN, SENTENCE, SIDE,
                                             article, content, fits, flat, found_at, spells, stem)
from generator.derive.title_casing import title_case

MOST_WORDS = 14  # words a title with the head's complement and its purpose may have
MOST_LEAD = 7  # words of a lost lead at most
MOST_COMPLEMENT = 7  # words of the head's complement at most
ARTICLES = ("a", "an", "the")

# I: the lead a purpose lost.
_LEAD_FILLER = frozenset("problem problems task tasks class classes family families study case setting settings "
                         "context range variety number set kind kinds type types area field domain purpose "
                         "various several many different".split())
_LEAD_BAD_GERUND = frozenset("studying using solving tackling addressing handling considering training learning "
                             "modeling modelling".split())
_LEAD_WORD = re.compile(r"[A-Za-z][\w-]*$")
_BRACKET_END = re.compile(r"\s*\([^()]{1,20}\)$")
_COMPOUND_NEXT = re.compile(r"\s+[a-z]+(?:s|ing|tion|ment|ity|ness|ers?|ors?)\b(?!\s)|[\w-]")

# M: the head's own complement.
_M_OWN_END = re.compile(r"\b(?:we|this\s+(?:paper|work))\s+(?:\w+ly\s+|here\s+|first\s+)?"
                        r"(?:propose|proposes|introduce|introduces|present|presents|develop|develops|design|designs|"
                        r"devise|devises|derive|derives|give|gives|provide|provides|construct|constructs|offer|offers)"
                        r"\s+(?:(?:a|an|the)\s+)?(?:(?:new|novel|simple|first|general|unified|efficient|principled|"
                        r"practical|improved)\s*,?\s+(?:and\s+|yet\s+)?)*$", re.I)
_M_LINK = re.compile(r"\s+(of|with|based\s+on|using|via|through|by(?=\s+[a-z]+ing\b))\s+", re.I)
_M_STOP = re.compile(
    r"\s*(?:[,.;:()\[\]!?\"“”]|---|--|—|–|$)|\s(?:that|which|where|whose|who|while|when|whereby|by|via|using|based|"
    r"through|such|so|thus|thereby|without|rather|than|leading|resulting|enabling|allowing|achieving|yielding|and\s+"
    r"(?:show|demonstrate|prove|propose|evaluate|achieve|can|is|are|use|apply|derive|provide|develop)|to\s+\w+|"
    r"in\s+order|in\s+contrast|as\s+well|called|named|dubbed|termed|for|is|are|can|has|have|"
    r"[a-z]+ed\s+(?:via|by|with|from|on|in|using|as|to|through|under|over|for|at))\b")
_M_BAD = frozenset("this these those such its their our it them given any various several many different other others "
                   "same above aforementioned proposed said latter former extent way number popular existing standard "
                   "previous improved better best best-known higher lower significant state-of-the-art strong use "
                   "within across beyond ability capacity".split())
_M_BY_VAGUE = frozenset("using exploiting leveraging introducing incorporating combining considering applying adopting "
                        "utilizing employing making taking solving".split())

# V: what the paper makes of the head.
_V_BEFORE = re.compile(
    r"\b(?:we|this\s+(?:paper|work))\s+(?:\w+ly\s+|here\s+|first\s+)?(?:propose|proposes|introduce|introduces|present|"
    r"presents|develop|develops|define|defines|derive|derives|provide|provides|give|gives|offer|offers|build|builds|"
    r"formulate|formulates|construct|constructs)\s+(?:an?|the)\s+((?:[A-Za-z][\w-]*\s+){0,3}?)"
    r"(theory|model|notion|definition|analysis|interpretation|characterization|formulation|account)\s+of\s+"
    r"(the\s+)?$", re.I)
_V_NEEDS_MOD = frozenset("analysis interpretation characterization formulation account".split())
_V_NEEDS_NEW = frozenset("notion definition".split())
_V_PRAISE = frozenset("novel simple first comprehensive thorough systematic rigorous detailed complete general unified "
                      "principled key precise careful formal fine-grained full refined".split())
_V_NEXT = re.compile(r"\s+(?:for|in|to|that|which|with|by|on|under|and|as|from|using|via|[a-z]+ing|,)\b")
_V_BAD = frozenset("this these such our their its same following".split())


def for_head_said(title: str, text: str) -> str:
    """Write an unnamed `HEAD for PURPOSE` title on as the paper's own sentence does (see the module's docstring)."""
    if ": " in title or " for " not in title:
        return title
    named = field_name_kind_said(title, text)
    if named != title:
        return named
    head, purpose = FOR.split(title, 1)
    new = _lost_lead(head, purpose, text) or _head_complement(title, head, purpose, text) \
        or _made_of_head(head, purpose, text)
    return new or title


@lru_cache(maxsize=1)  # the three readings walk the same abstract's sentences: split and flatten them once
def _sentences(text: str) -> tuple[tuple[str, str], ...]:
    """Return the abstract's sentences, each with its flattened form."""
    return tuple((sentence, flat(sentence)) for sentence in SENTENCE.split(text))


def _lost_lead(head: str, purpose: str, text: str) -> str | None:
    """Return the title with the lead its purpose has in the paper's own sentence (`for Stitching the Seams of ...`)."""
    last = head.split()[-1].split("-")[-1].lower()
    phrase = flat(purpose)
    if not last or len(phrase) < 4 or last not in text.lower():
        return None
    heads = (last, last + "s", last + "es")
    for sentence, flat_sentence in _sentences(text):
        for start, end in found_at(flat_sentence, phrase):
            if _COMPOUND_NEXT.match(sentence, end):
                continue  # the purpose goes on as a compound there
            before = sentence[:start].split()
            cut = next((i for i in range(len(before) - 2, max(-1, len(before) - 2 - MOST_LEAD), -1)
                        if before[i] == "for" and _ends_on_head(before[:i], heads)), None)
            if cut is None or not OWN.search(" ".join(before[:cut])):
                continue
            lead = before[cut + 1:]
            return _with_lead(head, lead, purpose, text)
    return None


def _ends_on_head(words: list[str], heads: tuple[str, ...]) -> bool:
    """Tell words that end on the title's head noun, past a short bracket."""
    ahead = _BRACKET_END.sub("", " ".join(words)).split()
    last = flat(ahead[-1]).split() if ahead else []
    return bool(last) and last[-1] in heads


def _with_lead(head: str, lead: list[str], purpose: str, text: str) -> str | None:
    """Write the lead before the purpose where it opens on a telling gerund or is `the/an X of`."""
    low = [w.lower() for w in lead]
    if not all(_LEAD_WORD.match(w) for w in lead):
        return None
    if not (low[0].endswith("ing") or (len(low) >= 2 and low[-1] == "of")):
        return None
    if low[0] in _LEAD_BAD_GERUND or any(w in _LEAD_FILLER for w in low) or any(MATH.search(w) for w in lead):
        return None
    new = f"{head} for {title_case(lead, first=False)} {purpose}"
    return new if fits(new, text) else None


def _head_complement(title: str, head: str, purpose: str, text: str) -> str | None:
    """Write after the head what the paper's first proposal sentence writes after it (`of`, `with`, `based on`)."""
    words = purpose.split()
    if words[0].lower().endswith("ly") and len(words) > 1 and not words[1].lower().endswith("ed"):
        return None  # `for Experimentally in ...`: a purpose cut from a clause
    bare = head.split(" ", 1)[1] if head.split()[0].lower() in ARTICLES and " " in head else head
    phrase, p_flat = flat(bare), flat(purpose)
    first = phrase.split()[:1]
    if not first or first[0] not in flat(text):
        return None
    for sentence, flat_sentence in _sentences(text):
        for start, end in found_at(flat_sentence, phrase):
            own = _M_OWN_END.search(sentence[max(0, start - 120): start])
            link = own and _M_LINK.match(sentence, end)
            if not link:
                continue
            if p_flat in flat_sentence or SIDE.search(sentence[:start]):
                return None  # the title's halves are written here (other readings), or a side contribution
            rest = sentence[link.end():]
            y = rest[: _M_STOP.search(rest).start()].split()  # always found: the pattern ends at the text's end
            if not _clean_complement(y, title, text, sentence):
                return None
            kind = link.group(1).lower()
            if kind == "by" and (y[0].lower() in _M_BY_VAGUE or len(y) < 2):
                return None
            core = f"{head} {'Based on' if kind.startswith('based') else kind} {title_case(y, first=False)}"
            new = _with_purpose(core, purpose)
            return new if new and fits(new, text) else None
    return None


def _clean_complement(y: list[str], title: str, text: str, sentence: str) -> bool:
    """Tell a complement of 1 to 7 plain words, ending on no function word, that points back to nothing."""
    if not 1 <= len(y) <= MOST_COMPLEMENT or y[-1].lower() in FUNCTION:
        return False
    if any(w.lower() in _M_BAD or MATH.search(w) or DIGIT.search(w) or ODD_CAPS.match(w) or
           (ACRONYM.fullmatch(w) and w not in title) for w in y):
        return False
    # `of the higher-order quilt`: a pointer back to something named before
    return not (y[0].lower() == "the" and stem(y[-1]) in set(content(text[: text.find(sentence)])))


def _with_purpose(core: str, purpose: str) -> str | None:
    """Keep the purpose after the head and its complement, drop it where the complement says it all, or None."""
    said, p_words = set(content(core)), set(content(purpose))
    acronyms = [w for w in core.split() if ACRONYM.fullmatch(w)]
    if p_words <= said or any(spells(a, purpose) for a in acronyms):
        return core
    if said & p_words or len(core.split()) + 1 + len(purpose.split()) > MOST_WORDS:
        return None
    return f"{core} for {purpose}"


def _made_of_head(head: str, purpose: str, text: str) -> str | None:
    """Write `A Kind of HEAD for PURPOSE` where the paper's own sentence makes a theory, model or notion of the head."""
    first = head.split()[0]
    if first.lower() in ARTICLES or ACRONYM.fullmatch(first):
        return None  # a head with an article names a thing already
    phrase = flat(head)
    if phrase not in flat(text):
        return None
    for sentence, flat_sentence in _sentences(text):
        for start, end in found_at(flat_sentence, phrase):
            m = _V_BEFORE.search(sentence[max(0, start - 120): start])
            if not m:
                continue
            goes_on = flat_sentence[end: end + 1].isspace() and flat_sentence[end + 1: end + 2].isalpha()
            if SIDE.search(sentence[:start]) or goes_on and not _V_NEXT.match(sentence, end):
                return None  # a side contribution, or the head goes on as a longer phrase
            words = _made_kind(m.group(1).split(), m.group(2).lower())
            if not words:
                return None
            new = f"{article(words[0])} {title_case(words)} of {'the ' if m.group(3) else ''}{head} for {purpose}"
            return new if fits(new, text) else None
    return None


def _made_kind(mods: list[str], kind: str) -> list[str] | None:
    """Return the kind with its telling modifiers, or None where it is vague or points back."""
    mods = [w for w in mods if w.lower() not in _V_PRAISE]
    if any(w.lower() in _V_BAD or MATH.search(w) for w in mods):
        return None
    if kind in _V_NEEDS_NEW and [w.lower() for w in mods] != ["new"]:
        return None
    if kind in _V_NEEDS_MOD and not [w for w in mods if w.lower() != "new"]:
        return None
    if kind not in _V_NEEDS_NEW:
        mods = [w for w in mods if w.lower() != "new"]
    return mods + [kind]
