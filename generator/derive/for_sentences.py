"""Mend an unnamed `H for P` title from a sentence of the paper's own work that writes its halves, by the first of three
rules that holds; for_joins.py tries them after its own four, and reads words with the helpers here.

5. The words the title dropped between its halves: `Quilt Algorithms for Zephyr Error` says `Quilt Algorithms That
   Adapt to Zephyr Error` where a sentence of the paper's own (`we design ...`), or one the head opens as subject,
   writes a clause on the head, an infinitive or a link between them, never mere filler (`to tackle the task of`).
6. The paper's own `for`: `A Quilt Method for Zephyr Marmots` says `A Quilt Method for Folding Tessel Seams` where
   the own sentence writes the head for that purpose, and the abstract neither writes `for zephyr marmots` nor makes
   them its topic (in its first sentence, or as what it studies).
7. What the own sentence writes right after the title: `A Quilt Method for Zephyr Folding` says `A Quilt Method for
   Zephyr Folding by Stitching Marmot Seams` (or a clause on the head, `based on`, `with`, `in the QZ regime`), for
   an old title of at most ten words.

Every word of a new title is the abstract's or the old title's; rules 5 and 7 write at most SHORT_WORDS words. Three
strict blind readers preferred the new titles 27 to 4 (rule 5), 21 to 0 (rule 6) and 12 to 0 (rule 7); rules 5 and
7's longer titles only 15 to 9 and 20 to 11, so those are refused. Two more rules were left out: one link word for
`for` (`The Early Phase of Quilt Folding`, 3 to 0, 3 the same) and the analysis the title is the object of (`A Unified
Analysis of Quilt Folding for Zephyrs`, 0 to 0, 3 the same). All the rules tried, for_joins.py's fourth with them: 104
to 24, 13 the same, on 47 papers (seventy-sixth session).
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.title_casing import title_case
from generator.derive.title_checks import ARTICLES

MIN_WORDS = 3  # a shorter title says no work and no purpose
SHORT_WORDS = 12  # rules 5 and 7's longer titles won 35 to 20 only
LONG_TITLE = 11  # an old title this long says enough without a tail
GAP_WORDS = 6  # articles, numbers or adjectives between an own verb and the head

# ---------------------------------------------------------------- words for_joins.py reads too
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9']*")
SMALL = frozenset("a an the of for and or in on to with via by from under as at into using its their".split())
STOCK = frozenset("RL ML AI GAN GANs DNN DNNs CNN CNNs RNN RNNs GNN GNNs LLM LLMs NLP SGD MARL VAE VAEs".split())
NAMEISH = re.compile(r"[A-Z]{2,}|[a-z][A-Z]|\d|\+")
LEAD_ARTICLE = re.compile(r"^(?:an?|the) ")
GENERIC_HEAD = frozenset(
    "a an the new novel simple general generic efficient effective unified practical principled".split())
VAGUE_MOD = frozenset("new novel simple simpler general more most slightly very improved modified certain "
                      "particular specific different alternative".split())
# a sentence or a phrase about a side result or earlier work writes no purpose or name of the paper's own
SIDE_START = re.compile(r"^(?:\W*[\w-]+\W+){0,3}?(?:also|additionally|further|furthermore|finally|moreover|besides|"
                        r"second|third|lastly|by-product|byproduct)\b", re.I)
SIDE_NEAR = re.compile(r"\b(?:also|another|existing|previous|prior|commonly|standard|other|popular|known|recent|"
                       r"recently|developed|widely|classic|classical|conventional|traditional|by-product|"
                       r"byproduct)\b", re.I)

# ---------------------------------------------------------------- the paper's own sentences
_OWN_VERB = re.compile(
    r"\b(?:we|this\s+(?:paper|work|study|article)|the\s+present\s+work)\s+(?:[a-z]+\s+){0,2}?"
    r"(?:propose|introduce|present|develop|design|devise|derive|suggest|provide|formulate|offer|construct|build|"
    r"create|establish|give|obtain|describe|report|study|investigate|consider|analy[sz]e|examine|revisit|explore|"
    r"determine|characteri[sz]e|put\s+forward)(?:s|d|ed)?\b", re.I)
_SENT_STOP = re.compile(r"[.!?;](?=\s|$)")
_SPACE = re.compile(r"[^\S ]")  # white space but the plain space, which sub() need not replace
# words that may not stand between the own verb and the head, but `a family of quilts`, `to fold the quilts`
_GAP_BAD = frozenset("of for to that which in on with by from as at into is are was were be it its this these those "
                     "and or but not also then further first whether how what why when where".split())
_QUANTITY = frozenset("family families class classes set sets suite suites number variety series range collection "
                      "type types kind kinds pair couple lot host list form forms version versions".split())
_NOT_VERB = frozenset("a an the this that these those its their our each every any some all both".split())
_POINTERS = frozenset("this these those such above aforementioned proposed said latter former our their its it them "
                      "same".split())
_MATHY = re.compile(r"[$\\{}^_=<>|~/@#%&*+0-9\[\]()]")
_PLURAL_END = re.compile(r"(?<![su])s$")
_VERB_S = re.compile(r"(?<!s)s$|(?:is|has|does)$")
_MODALS = frozenset("can may will could would might must should".split())
_DANGLING = SMALL | frozenset("between against among across its their our his her whose very more most such both "
                              "either".split())
# what may follow a phrase's last word where the phrase ends there (not `and`, not a noun it modifies)
_PHRASE_END = re.compile(
    r"(?:$|\s*[,.;:!?)]|\s+(?:that|which|where|whose|who|with|without|by|via|using|in|on|under|from|to|for|as|at|"
    r"while|when|through|based|across|over|against|such|is|are|can|was|were|has|have)\b)")

# a verb after `and` that opens the paper's next deed, where an own sentence's phrase ends
_NEXT_DEED = (r"and\s+(?:show|demonstrate|prove|establish|apply|evaluate|provide|analy[sz]e|derive|use|present|discuss|"
              r"illustrate|validate|test|study|obtain|give|compare|extend")

# ---------------------------------------------------------------- rule 5: the dropped middle
_MIDDLE_OPEN = frozenset("to that which who obtained derived learned trained induced in of on across between against "
                         "over within".split())
# words between the halves that say no more than `for`: `to tackle the problem of`
_FILLER_WORDS = ("tackle address solve handle deal problem problems task tasks context setting settings issue issues "
                 "challenge challenges study consider")

# ---------------------------------------------------------------- rule 6: the paper's own `for`
_Q_STOP = re.compile(
    r"\s*(?:[,.;:()\[\]!?]|---|--|\u2014|$)|\s(?:that|which|where|whose|who|while|when|whereby|by|via|using|"
    r"based\s+on|through|inspired|such|so|thus|thereby|without|rather|than|leading|resulting|enabling|allowing|"
    r"achieving|yielding|" + _NEXT_DEED + r")|(?:in|with)\s+(?:order|which|this|these|the\s+presence)|as\s+well)\b")
_Q_BAD_START = frozenset("the first example instance short free all any each every both this these those such that it "
                         "them their its which a wide many several various different other others further future "
                         "more most some certain general".split())
_GERUND = re.compile(r"^[A-Za-z]+ing\b")
_STUDIED = re.compile(r"\b(?:investigate|study|studies|define|analy[sz]e|consider|focus\s+on|examine|address|tackle|"
                      r"revisit|explore)\s+(?:the\s+|a\s+|an\s+)?")
_LIST_NEXT = re.compile(r",\s*(?:[\w\-]+\s+){0,3}[\w\-]+\s*(?:,|\band\b|\bor\b)")
_CLAUSE_NEXT = re.compile(r"\s(that|which|who)\s+([a-z]+)")

# ---------------------------------------------------------------- rule 7: the tail after the title
_TAIL_OPEN = re.compile(r"\s+(?:(by)\s+[a-z]+ing|(that|which)\s+([a-z]+)|(using|via|through|based\s+on|with|"
                        r"between|on|in|under|from|without|across|over)\s+([a-z]+))\b")
_TAIL_STOP = re.compile(
    r"\s*(?:[,;:()\[\]!?]|\.(?:\s|$)|---|--|\u2014|$)|\s(?:" + _NEXT_DEED + r"|propose|introduce|develop)|while|"
    r"whereas|where|which|that|such|thus|thereby|so|whose|as\s+well|respectively|e\.g|i\.e)\b")
_TAIL_CUT = re.compile(r"\s+(?:in|with|from|on|under|at|across|without|using|via|within)\s+[^\s]+(?:\s+[^\s]+)*?$")
# `in the form of`, `in terms of`: a scope that says how the paper words it, not where it holds
_TAIL_VAGUE = frozenset("form terms context presence order case sense way light spirit lens absence manner "
                        "fashion".split())
_TAIL_POINTERS = frozenset("this these those such our both which order terms".split())
_SCOPES = frozenset("in on with from under between".split())
_NO_DEED = ARTICLES | _POINTERS | frozenset("we is are was were be been seeks seek aims aim attempts attempt tries try "
                                            "strives strive intends intend".split())  # `That Is Practical`, `That Aims`
_BAD_LAST = _DANGLING | VAGUE_MOD | GENERIC_HEAD | _TAIL_VAGUE  # `using a Simple`, `in a Black-Box Way`: cut short
_MODIFIER_END = re.compile(r"(?:ed|ly|ive|al|ful|ous|ic|able|ible|ate|ent|ant|less)$")
_PROCESS_END = re.compile(r"(?:ing|tion|sion|ment|ance|ence|ity|ness|sis|ysis|rl|learning)$")


def stem(word: str) -> str:
    """Strip a plural's ending, so that a name and a title match in either number."""
    word = word.lower()
    for suffix in ("ies", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def content(text: str) -> list[str]:
    """Return the stems of the words that are not function words, a hyphen's parts apart."""
    return [stem(w) for w in _WORD.findall(text.replace("-", " ")) if w.lower() not in SMALL]


_FILLER = frozenset(stem(w) for w in _FILLER_WORDS.split())


def written_for(title: str, text: str) -> str | None:
    """Return the title as a sentence of the paper's own writes its halves, by the first rule that holds, else None."""
    if title.count(" for ") != 1:
        return None
    head, purpose = title.split(" for ", 1)
    if any(NAMEISH.search(w) and w not in STOCK for w in head.split()):
        return None  # a title led by a name already says what the paper calls its work
    hb, pb = _plain(LEAD_ARTICLE.sub("", head.lower())), _plain(purpose)
    found = _own_sentences(text, hb) if hb and pb else None
    if not found:
        return None  # every rule reads the head in the abstract
    return _middle(title, hb, pb, found, text) or _own_for(title, hb, pb, found, text) or \
        _tail(title, hb, pb, found, text)


def _plain(phrase: str) -> str:
    """Lower a phrase, its hyphens read as spaces."""
    return " ".join(phrase.lower().replace("-", " ").split())


def _own_sentences(text: str, hb: str) -> tuple[str, str, list[tuple[int, int]]] | None:
    """Return the abstract with plain spaces, that lowered with hyphens as spaces, and the span from each own verb to
    its sentence's end, or None where the abstract never writes the head."""
    lowered = text.lower()
    if not all(word in lowered for word in hb.split()):
        return None  # a cheap look for the head's words before the copies below
    spaced = _SPACE.sub(" ", text)
    low = spaced.lower().replace("-", " ")
    if len(low) != len(spaced) or f" {hb} " not in low:
        return None  # no head, or a lowered letter that moves every offset
    spans = []
    for verb in _OWN_VERB.finditer(spaced):
        stop = _SENT_STOP.search(spaced, verb.end())
        spans.append((verb.end(), stop.start() if stop else len(spaced)))
    return spaced, low, spans


def finished(words: list[str], text: str, most: int = MAX_WORDS) -> str | None:
    """Return the words cased as a title where they are few enough, say no phrase twice and are all the abstract's."""
    low = [w.lower() for w in words]
    if not MIN_WORDS <= len(words) <= most or len(set(zip(low, low[1:]))) < len(low) - 1:
        return None
    if any(w == "for" and 0 < i < len(low) - 1 and stem(low[i - 1]) == stem(low[i + 1]) for i, w in enumerate(low)):
        return None  # `Quilts for Quilts`
    return title_case(words) if set(content(" ".join(words))) <= set(content(text)) else None


def _named_elsewhere(words: list[str], title: str) -> bool:
    """Tell words that hold a name or an acronym the title does not: the product's name rules title those."""
    return any(NAMEISH.search(w) and w not in STOCK and w not in title for w in words)


def _plural(noun: str) -> bool:
    """Tell a plural noun by its ending."""
    return bool(_PLURAL_END.search(noun))


def _agrees(noun: str, verb: str) -> bool:
    """Tell a verb that agrees in number with the noun before it, so that a clause on the noun may follow it."""
    return _plural(noun) != bool(_VERB_S.search(verb))


def _sentence_start(text: str, at: int) -> int:
    """Return where the sentence (or a semicolon's clause) around an offset opens."""
    stop = max(text.rfind(". ", 0, at), text.rfind("? ", 0, at), text.rfind("! ", 0, at), text.rfind("; ", 0, at))
    return stop + 2 if stop >= 0 else 0


def _head_at(low: str, start: int, end: int, hb: str) -> int:
    """Return where a span opens on the head, after at most GAP_WORDS articles, numbers or adjectives, else -1."""
    at = low.find(f" {hb} ", max(start - 1, 0), end)  # from the space before a head that opens the sentence
    if at < 0 or "," in low[start:at]:
        return -1
    gap = low[start:at].split()
    for i, word in enumerate(gap):
        verb = gap[i + 1] if word == "to" and i + 1 < len(gap) else ""  # `to fold the quilts`, not `to the quilts`
        if word in _GAP_BAD and not (word == "of" and i and gap[i - 1] in _QUANTITY) and \
                not (verb and verb not in _NOT_VERB and verb not in _GAP_BAD):
            return -1
    return at + 1 if len(gap) <= GAP_WORDS else -1


def _article(low: str, at: int, title: str) -> list[str]:
    """Return the article the abstract writes before the head, else the title's, else none."""
    said = [*low[:at].rsplit(None, 1)[-1:], title.split()[0].lower()]
    return next(([w] for w in said if w in ARTICLES), [])


def _subject_spans(text: str, low: str, hb: str) -> list[tuple[int, int]]:
    """Return each sentence the head may open as subject (`The quilt algorithm that folds ...`), no earlier work's."""
    spans = []
    at = low.find(f" {hb} ")
    while at >= 0:
        start = _sentence_start(text, at + 1)
        if not SIDE_NEAR.search(text[start : at + 1]):
            stop = _SENT_STOP.search(text, at)
            spans.append((start, stop.start() if stop else len(text)))
        at = low.find(f" {hb} ", at + 1)
    return spans


def _middle(title: str, hb: str, pb: str, found: tuple[str, str, list[tuple[int, int]]], text: str) -> str | None:
    """Return `H That Adapts to P` where an own or subject sentence writes the halves with a few words between."""
    spaced, low, spans = found
    for start, end in spans + _subject_spans(spaced, low, hb):
        at = _head_at(low, start, end, hb)
        p_at = low.find(f" {pb}", at + len(hb), end) if at >= 0 else -1
        p_end = p_at + 1 + len(pb)
        if p_at < 0 or not _PHRASE_END.match(low, p_end) or not _middle_ok(spaced[at + len(hb) : p_at + 1], hb):
            continue  # the purpose goes on in a longer word or phrase, or the words between do not relate the halves
        words = _article(low, at, title) + spaced[at:p_end].split()
        if not _named_elsewhere(words, title):
            return finished(words, text, SHORT_WORDS)
    return None


def _middle_ok(middle: str, hb: str) -> bool:
    """Tell words between the halves that relate them: a clause on the head, an infinitive or a link, short, plain."""
    words = middle.lower().split()
    if not 1 <= len(words) <= 8 or "," in middle or _MATHY.search(middle) or words[0] not in _MIDDLE_OPEN:
        return False
    if {"and", "or", "we"} & set(words) or _POINTERS & set(words) or set(content(middle)) <= _FILLER:
        return False  # a pair, a second clause, or words that say no more than `for`
    if words[0] == "to" and (len(words) < 2 or words[1] in _NOT_VERB):
        return False
    if words[0] in ("that", "which", "who"):  # `Quilts That Folds`: the clause is another noun's
        return len(words) > 1 and words[1] not in ARTICLES and (words[1] in _MODALS or
                                                                 _agrees(hb.split()[-1], words[1]))
    return True


def _topic(low: str, pb: str) -> bool:
    """Tell a purpose the abstract writes with its own `for`, in its first sentence, or as what it studies."""
    first = _SENT_STOP.search(low)
    opening = " " + low[: first.start() if first else None]
    return f" for {pb}" in low or f" for the {pb}" in low or f" {pb}" in opening or \
        any(low.startswith(pb, m.end()) for m in _STUDIED.finditer(low))


def _own_for(title: str, hb: str, pb: str, found: tuple[str, str, list[tuple[int, int]]], text: str) -> str | None:
    """Return `H for Q` where an own sentence writes the head for its own purpose Q and the title's is no topic."""
    spaced, low, spans = found
    for start, end in spans:
        at = _head_at(low, start, end, hb)
        if at >= 0 and low.startswith(" for ", at + len(hb)) and \
                not SIDE_START.search(spaced[_sentence_start(spaced, start) : start]):  # `Additionally, we ...`
            break
    else:
        return None
    q_at = at + len(hb) + len(" for ")
    stop = _Q_STOP.search(spaced, q_at, end)
    q, rest = (spaced[q_at : stop.start()], spaced[stop.start() : end]) if stop else (spaced[q_at:end], "")
    head, purpose = title.split(" for ", 1)
    if _topic(low, pb) or not _purpose_ok(q.split(), rest, purpose, title):
        return None
    return finished(head.split() + ["for"] + q.split(), text)


def _purpose_ok(q: list[str], rest: str, purpose: str, title: str) -> bool:
    """Tell an own purpose that is a whole plain phrase and says more than the title's, not only its words again."""
    low = [w.lower() for w in q]
    if not 2 <= len(q) <= 9 or low[0] in _Q_BAD_START or low[0] in SMALL and low[0] not in ARTICLES or \
            low[-1] in _DANGLING:
        return False
    title_units, units = set(content(purpose)), content(" ".join(q))
    if _GERUND.match(purpose) and not title_units <= set(units):
        return False  # one deed for another
    clause = _CLAUSE_NEXT.match(rest)
    if _LIST_NEXT.match(rest) or clause and (clause.group(2) in _MODALS or _agrees(low[-1], clause.group(2))):
        return False  # the first item of a list, or `for quilts that fold`: the clause the purpose would lose
    if _POINTERS & set(low) or "for" in low or _MATHY.search(" ".join(q)) or _named_elsewhere(q, title):
        return False
    if len(units) < 2 or set(units) <= title_units:
        return False
    # the title's purpose with words added but no deed of its own: `for Two Classes of Quilts`
    return not title_units <= set(units) or low[0].endswith("ing") and not purpose.lower().startswith(low[0])


def _tail(title: str, hb: str, pb: str, found: tuple[str, str, list[tuple[int, int]]], text: str) -> str | None:
    """Return the title with the means, clause or scope its own sentence writes right after it."""
    if len(title.split()) >= LONG_TITLE:
        return None
    spaced, low, spans = found
    for start, end in spans:
        at = _head_at(low, start, end, hb)
        keys = (f" for {pb}", f" for the {pb}") if at >= 0 else ()
        key = next((k for k in keys if low.startswith(k, at + len(hb))), "")
        p_end = at + len(hb) + len(key)
        if key and (p_end == len(low) or not low[p_end].isalnum()):
            break  # the title as the sentence writes it, the purpose not going on in a longer word
    else:
        return None
    opening = _TAIL_OPEN.match(spaced, p_end)
    if not opening or not _tail_opens(opening, hb, pb):
        return None
    stop = _TAIL_STOP.search(spaced, opening.end(), end)
    words = _article(low, at, title) + spaced[at:p_end].split()
    tail = _tail_words(words, spaced[p_end : stop.start() if stop else end].split())
    if not tail or _named_elsewhere(words + tail, title):
        return None
    return finished(words + tail, text, SHORT_WORDS)


def _tail_opens(opening: re.Match[str], hb: str, pb: str) -> bool:
    """Tell a tail that opens on a means, a deed of the head's own, or a plain scope."""
    if opening.group(2):  # a clause: on the head, not on the purpose's last noun
        verb, noun, last = opening.group(3), hb.split()[-1], pb.split()[-1]
        if verb in _NO_DEED:
            return False
        if verb not in _MODALS and (not _agrees(noun, verb) or _plural(last) == _plural(noun) and
                                    not _PROCESS_END.search(last)):
            return False  # the clause is another noun's, or `for quilts that fold` could be the quilts'
    scope, word = opening.group(4), opening.group(5)
    return not (scope == "in" and word in _TAIL_VAGUE or scope in _SCOPES and word in _TAIL_POINTERS)


def _tail_words(words: list[str], tail: list[str]) -> list[str]:
    """Return the tail, cut before its first inner scope where the title would pass MAX_WORDS, or [] for no phrase."""
    if len(words) + len(tail) > MAX_WORDS:
        cut = _TAIL_CUT.search(" ".join(tail))
        tail = " ".join(tail)[: cut.start()].split() if cut else []
        if not tail or _MODIFIER_END.search(tail[-1].lower()):
            return []  # `That Are Accurate`, `the Environment Learned`: a word wanting the scope the cut took
    low = [w.lower() for w in tail]
    if len(low) < 3 or low[-1] in _BAD_LAST or _POINTERS & set(low) or any(w.endswith("-") for w in tail):
        return []
    if _MATHY.search(" ".join(tail)) or low[0] == "in" and _TAIL_VAGUE & set(low[1:3]):
        return []
    return tail
