"""Title a paper that makes nothing with what it finds (`Label Smoothing Is Competitive with Loss-Correction under
Label Noise`): a topic phrase says only what such a paper looks at.

A paper whose abstract proposes, builds or releases nothing, and says `we show that X ...`, states a finding. Blind
readers preferred the finding to the topic title 88 to 32 on 40 corpus papers, faithful 33 -> 76 and poor 45 -> 18 of
120 verdicts; findings of 14 to 16 words as well, 36 to 15 on 17 more, faithful 10 -> 34 of 51 (thirty-ninth
session). Real titles of such papers are often findings too. A finding stands alone only
whole and about something a reader knows: its clause runs to a stop or to a clause it does not need, with no formula
or number on the way, and its subject neither points back (`the proposed method`, `all three algorithms`) nor is the
abstract's own shorthand (`BQ`).
"""

from __future__ import annotations

import re
from typing import Container

from generator.derive.contribution_verbs import MAKE, made_verb
from generator.derive.finite_verbs import base_forms, plural
from generator.derive.phrases import claim_words
from generator.derive.title_casing import LOWER_IN_TITLES, title_case
from generator.derive.title_checks import ARTICLES, run_together
from generator.derive.title_spans import Document

# `we show that`, `we find that`: what follows is the paper's finding
_FINDING = re.compile(
    r"\b[Ww]e\s+(?:(?:also|further|then|first|now|formally|theoretically|empirically|rigorously|experimentally|"
    r"surprisingly)\s+)?(?:show|find|prove|demonstrate|establish|observe|discover|reveal|argue|confirm)\s+that,?\s+")
# What may end a finding a title shows whole: the sentence's end, or a clause the finding does not need.
_FINDING_END = re.compile(r"\s*(?:[.;:]|,?\s+(?:which|while|whereas|because|since|and thus|thus|thereby|leading|"
                          r"resulting|even|as long as|unless|if|when)\b)")
FINDING_WORDS = 16  # words a finding's title holds at most
SUBJECT_WORDS = 6  # words before its verb at most (`Convolutional Neural Network and ResNet Weights Display ...`)
AUXILIARIES = frozenset("is are can could may might will does do has have must should cannot would".split())
# Words that point back or stand for the paper's own (`the proposed method`, `all three algorithms`), or open a
# condition or a contrast (`when f satisfies ...`, `even though X is faster`): read alone, the finding does not say
# what they are.
_POINTING = frozenset("this these that those it its they their them our we us such former latter above here there "
                      "which who whose both either each one ones proposed resulting same new simple natural certain "
                      "some many most several existing previous current standard popular when if whether how all any "
                      "every other recent different various even while although though whereas since because unless "
                      "once novel".split())
# A sentence's asides say nothing in a title (`AE Is Indeed Capable of ...`, `Is Instead Paramount for ...`).
_ASIDES = frozenset({"indeed", "instead", "also", "actually"})
COUNTS = frozenset("two three four five six seven eight nine ten".split())  # `five AI assistants`: which?
_LINKS = LOWER_IN_TITLES  # articles, prepositions and conjunctions
_SUBJECT_LINKS = _LINKS - {"of", "and"}  # `Distribution of Synaptic Weights`; not `In Contrast ...`
_ACRONYM = re.compile(r"[A-Z].*[A-Z]")  # two capitals: `BQ`, `GNNs`, `TD`
_UNSHOWN = frozenset("$()[]{}\\=%\"")  # a formula or bracket the title would show cut


def claim_title(doc: Document, verbs: frozenset[str], acronyms: Container[str] = frozenset(),
                known_words: Container[str] = frozenset()) -> str:
    """The finding a paper that makes nothing states first (`we show that X VERBs Y`), as a title; else ''.

    The model's words: verbs, that abstracts use as verbs; acronyms, that many abstracts share (`GNN`, `RL`);
    known_words, the content words it has seen (a word run together from two is none)."""
    if doc.name or any(made and made[0] in MAKE for made in map(made_verb, doc.sentences)):
        return ""
    found = next((m for m in map(_FINDING.search, doc.sentences) if m), None)
    if found is None:
        return ""
    rest = found.string[found.end() :]
    words = claim_words(rest, FINDING_WORDS)
    if not words or not _whole(rest, words) or any(run_together(w, known_words) for w in words):
        return ""  # cut short, or words a PDF ran together (`Ourapproach`)
    return _titled(words, verbs, acronyms)


def _whole(rest: str, words: list[str]) -> bool:
    """Tell a finding's words that run to where its clause ends, with no formula left out on the way."""
    end = rest.find(words[-1])
    while end >= 0 and rest.find(words[-1], end + 1) >= 0 and len(rest[:end].split()) < len(words) - 1:
        end = rest.find(words[-1], end + 1)  # the last word's place, where the words before it fit
    cut = end + len(words[-1]) if end >= 0 else -1
    return cut > 0 and not any(c in rest[:cut] for c in "$\\\u2060") and bool(_FINDING_END.match(rest, cut))


def _titled(words: list[str], verbs: frozenset[str], acronyms: Container[str]) -> str:
    """A finding's words as a title where a reader understands them alone, else ''."""
    led = words[0].lower() in ARTICLES
    words = [w for w in (words[1:] if led else words) if w.lower() not in _ASIDES]
    lower = [w.lower() for w in words]
    verb = next((k for k, w in enumerate(lower)
                 if w in AUXILIARIES or w in verbs or plural_verb(lower, k, verbs)), None)
    if verb is None or not 1 <= verb <= SUBJECT_WORDS or len(words) < verb + 3:
        return ""  # a subject, its verb, and two words at least of what it says
    if not _POINTING.isdisjoint(lower) or lower[-1] in _LINKS or any(_UNSHOWN.intersection(w) for w in words):
        return ""
    pairs = [pair for pair in zip(lower, lower[1:]) if not _LINKS.issuperset(pair)]
    if len(set(pairs)) < len(pairs):  # `of Synaptic Weights ... of Synaptic Plasticity` says a phrase twice
        return ""
    if any(not w.isascii() or any(c.isdigit() for c in w) or len(w) == 1 and w != "a" for w in words):
        return ""
    return title_case(words) if _own_subject(words[:verb], led, acronyms) else ""


def plural_verb(lower: list[str], k: int, verbs: frozenset[str]) -> bool:
    """Tell a verb's base form that a plural subject takes, past its adverbs (`initializations generally outperform`,
    `MoE models benefit`): the lexicon holds its `-s` form. With six words of subject, blind readers preferred the 6
    findings it adds to the topic titles 10 to 2, poor 4 -> 0 (forty-ninth session)."""
    if lower[k] not in base_forms(verbs):
        return False
    j = k - 1
    while j > 0 and lower[j].endswith("ly"):
        j -= 1
    return j >= 0 and plural(lower[j])


def _own_subject(subject: list[str], led: bool, acronyms: Container[str]) -> bool:
    """Tell a finding's subject that names its thing: not a lone noun the abstract introduced (`the agent`), no
    relation (`In Contrast to ...`) or count (`five AI assistants`), no acronym of the abstract's own (`BQ`), nor one
    alone unless plural (`GD`; `GNNs` names a field)."""
    lower = [w.lower() for w in subject]
    if led and len(subject) == 1 or not _SUBJECT_LINKS.isdisjoint(lower) or not COUNTS.isdisjoint(lower):
        return False
    if any(_ACRONYM.search(p) and p.removesuffix("s") not in acronyms for w in subject for p in w.split("-")):
        return False
    return not (len(subject) == 1 and _ACRONYM.search(subject[0]) and not subject[0].endswith("s"))
