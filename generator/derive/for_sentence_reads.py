"""The words and readers that for_sentences.py's three rules and for_joins.py share: the lists a title is read with,
a word's stem, a new title's checks, and where a sentence of the paper's own writes the head. They stand apart so that
for_sentences.py holds the rules alone.
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.plurals import singular
from generator.derive.title_casing import title_case
from generator.derive.title_checks import ARTICLES

MIN_WORDS = 3  # a shorter title says no work and no purpose
GAP_WORDS = 6  # articles, numbers or adjectives between an own verb and the head

# ---------------------------------------------------------------- words for_sentences.py and for_joins.py read
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
SENT_STOP = re.compile(r"[.!?;](?=\s|$)")
_SPACE = re.compile(r"[^\S ]")  # white space but the plain space, which sub() need not replace
# words that may not stand between the own verb and the head, but `a family of quilts`, `to fold the quilts`
_GAP_BAD = frozenset("of for to that which in on with by from as at into is are was were be it its this these those "
                     "and or but not also then further first whether how what why when where".split())
_QUANTITY = frozenset("family families class classes set sets suite suites number variety series range collection "
                      "type types kind kinds pair couple lot host list form forms version versions".split())
NOT_VERB = frozenset("a an the this that these those its their our each every any some all both".split())
_PLURAL_END = re.compile(r"(?<![su])s$")
_VERB_S = re.compile(r"(?<!s)s$|(?:is|has|does)$")


def content(text: str) -> list[str]:
    """Return the stems of the words that are not function words, a hyphen's parts apart."""
    return [singular(w) for w in _WORD.findall(text.replace("-", " ")) if w.lower() not in SMALL]


def plain(phrase: str) -> str:
    """Lower a phrase, its hyphens read as spaces."""
    return " ".join(phrase.lower().replace("-", " ").split())


def own_sentences(text: str, hb: str) -> tuple[str, str, list[tuple[int, int]]] | None:
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
        stop = SENT_STOP.search(spaced, verb.end())
        spans.append((verb.end(), stop.start() if stop else len(spaced)))
    return spaced, low, spans


def finished(words: list[str], text: str, most: int = MAX_WORDS) -> str | None:
    """Return the words cased as a title where they are few enough, say no phrase twice and are all the abstract's."""
    low = [w.lower() for w in words]
    if not MIN_WORDS <= len(words) <= most or len(set(zip(low, low[1:]))) < len(low) - 1:
        return None
    if any(w == "for" and 0 < i < len(low) - 1 and singular(low[i - 1]) == singular(low[i + 1])
           for i, w in enumerate(low)):
        return None  # `Quilts for Quilts`
    return title_case(words) if set(content(" ".join(words))) <= set(content(text)) else None


def named_elsewhere(words: list[str], title: str) -> bool:
    """Tell words that hold a name or an acronym the title does not: the product's name rules title those."""
    return any(NAMEISH.search(w) and w not in STOCK and w not in title for w in words)


def plural(noun: str) -> bool:
    """Tell a plural noun by its ending."""
    return bool(_PLURAL_END.search(noun))


def agrees(noun: str, verb: str) -> bool:
    """Tell a verb that agrees in number with the noun before it, so that a clause on the noun may follow it."""
    return plural(noun) != bool(_VERB_S.search(verb))


def sentence_start(text: str, at: int) -> int:
    """Return where the sentence (or a semicolon's clause) around an offset opens."""
    stop = max(text.rfind(". ", 0, at), text.rfind("? ", 0, at), text.rfind("! ", 0, at), text.rfind("; ", 0, at))
    return stop + 2 if stop >= 0 else 0


def head_at(low: str, start: int, end: int, hb: str) -> int:
    """Return where a span opens on the head, after at most GAP_WORDS articles, numbers or adjectives, else -1."""
    at = low.find(f" {hb} ", max(start - 1, 0), end)  # from the space before a head that opens the sentence
    if at < 0 or "," in low[start:at]:
        return -1
    gap = low[start:at].split()
    for i, word in enumerate(gap):
        verb = gap[i + 1] if word == "to" and i + 1 < len(gap) else ""  # `to fold the quilts`, not `to the quilts`
        if word in _GAP_BAD and not (word == "of" and i and gap[i - 1] in _QUANTITY) and \
                not (verb and verb not in NOT_VERB and verb not in _GAP_BAD):
            return -1
    return at + 1 if len(gap) <= GAP_WORDS else -1


def article(low: str, at: int, title: str) -> list[str]:
    """Return the article the abstract writes before the head, else the title's, else none."""
    said = [*low[:at].rsplit(None, 1)[-1:], title.split()[0].lower()]
    return next(([w] for w in said if w in ARTICLES), [])


def subject_spans(text: str, low: str, hb: str) -> list[tuple[int, int]]:
    """Return each sentence the head may open as subject (`The quilt algorithm that folds ...`), no earlier work's."""
    spans = []
    at = low.find(f" {hb} ")
    while at >= 0:
        start = sentence_start(text, at + 1)
        if not SIDE_NEAR.search(text[start : at + 1]):
            stop = SENT_STOP.search(text, at)
            spans.append((start, stop.start() if stop else len(text)))
        at = low.find(f" {hb} ", at + 1)
    return spans
