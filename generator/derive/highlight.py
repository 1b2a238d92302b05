"""Pick each abstract's highlight: the one sentence that states what the paper itself contributes.

Most abstracts open with background ("Graph neural networks are widely used ..."), so the first
sentence rarely says what a paper does. The highlight is the best contribution sentence as the
title stage ranks them (keyphrase.ranked_contributions: new work first, then a study, then a
claim; the main one before a follow-up), else a sentence about "our method" or in the passive
("a method is proposed"), else the first sentence. It is quoted as the reader sees the abstract,
math as TeX, with a leading connector that points back ("To this end, ") dropped.
"""

from __future__ import annotations

import re
from operator import itemgetter

from generator.derive.keyphrase import ranked_contributions
from generator.derive.prose import clean
from generator.markup import MATH, plain_text
from generator.derive.tag_evidence import sentence_starts

LIMIT = 300  # characters; a longer sentence is cut at a word, as list snippets are
SHORT = 10  # words; a shorter contribution sentence is joined by the next one, which says what the work is
# Tiers, lower is better: ranked_contributions gives 0 (new work), 0.5 (`our idea is`), 1 (a study), 2 (a claim),
# 3 (other verbs), plus 1.5 for a follow-up (`we also ...`).
KEY_TIER = -1.0  # `As our key contribution, we propose X`: nothing beats it
FLAGGED_TIER = 0.5  # `In this paper, we study X`: the authors point at it
PRELIMINARY = 1.0  # `In this paper, we start by identifying X`: a first step, not the work
OWN_WORK_TIER = 1.8  # `this research aims ...`, `is challenged in this paper`: after studies, before claims
WE_TIER = 3.5  # `We challenge this belief with X`: after every verb the title stage knows
FALLBACK_TIER = 5.0  # `our method ...`, `a method is proposed`: only when nothing else states the work
RESULT_LIFT = 2.0  # `we derive X`, `we establish X`: ranked with studies, not last
EXPERIMENTAL = 1.5  # `In experiments, we show X`: a result, not what the paper is
_CLAIMS = {"show", "demonstrate", "find", "report"}
MEANS = 1.0  # `To do so, we introduce X`: how a goal stated before it is reached
VAGUE = 3.5  # `we propose to fill this gap`: after the sentences that name the work
_RESULT_VERBS = {"derive", "establish", "formulate", "formalize", "formalise", "extend", "provide", "identify",
                 "characterize", "characterise", "give", "describe", "initiate", "advocate"}
_FLAGGED = re.compile(r"(?:In )?[Tt]his (?:paper|work|study|article)\b")
_AND_MAKE = re.compile(r"\band (?:propose|introduce|present|develop|design)s?\b")
_KEY = re.compile(r"\b(?:our|the) (?:key|main|primary|central|major) contributions?\b", re.I)
_FIRST_STEP = re.compile(r"\bwe (?:start|begin|first)\b")
_MATH_WORDS = re.compile(r"\$\\(?:textit|textbf|textsc|texttt|text|mathrm|mathit|mathbf|emph)\{([^{}$\\]*)\}\$")
_FIRST_GROUP = itemgetter(1)
# Words set in text commands inside each other (`$\textbf{\texttt{Lingual-SMoE}}$`, `$\text{\bf Me}$`): the innermost
# command or font switch first, until one command of words is left for _MATH_WORDS.
_NESTED_WORDS = re.compile(r"(\\(?:textit|textbf|textsc|texttt|text|mathrm|mathit|mathbf|emph)\{)"
                           r"(?:\\(?:textit|textbf|textsc|texttt|text|emph)\{([^{}$\\]*)\}"
                           r"|\\(?:bf|it|tt|em|sc)\s+([^{}$\\]*))\}")
# `cost.To break`: a stop that lost its space; a sentence starts where a match ends. Led by the stop,
# not by the look-behind, so the engine skips ahead to each stop (ten times faster over the corpus).
_GLUED = re.compile(r"\.(?:(?<=[a-z]{2}\.)|(?<=[A-Z0-9)\]%]\.))(?=[A-Z][a-z])")  # after an acronym too: `DP-SGD.In`
_OWN_WORK = re.compile(r"\b(?:[Tt]his (?:paper|work|study|article|research|contribution)|[Tt]he present (?:paper|work|"
                       r"study|contribution)|[Oo]ur (?:new|novel|proposed))\b")
_WE = re.compile(r"We (?!(?:illustrate|evaluate|conduct|test|experiment|validate|compare|report|perform|run|observe|"
                 r"also|then|further|finally)\b)[a-z]+\b(?! (?:that|to|is|are)\b)")
_OURS = re.compile(r"\b(?:[Oo]ur (?:method|approach|framework|model|algorithm|work|results?|analysis|paper)|[Hh]ere,? we)\b")
_PASSIVE = re.compile(r"\b(?:is|are) (?:proposed|introduced|presented|developed|derived|established)\b")
_BY_MAKING = re.compile(r"\bby (?:propos|introduc|develop|present|design|devis|construct)ing\b")
_MEANS = re.compile(r"(?:To (?:do so|achieve (?:this|that)|that end)|For (?:this|that)|Based on (?:this|these))\b")
_ANAPHOR = re.compile(r"\s*(?:to \w+ )?(?:this|these|those|such|it|them|the above)\b", re.I)
# A sentence that goes on about the work a short one names (`We propose X. It ...`).
_GOES_ON = re.compile(r"(?:This|These|It|Its|They|Our|The (?:proposed|new|resulting|method|approach|model|framework|"
                      r"algorithm))\b|[A-Z][a-z]*[A-Z]")
# Openers that point back at a sentence the highlight no longer follows, or say nothing on their own.
_CONNECTOR = re.compile(
    r"^(?:(?:To (?:this end|(?:address|tackle|overcome|solve|combat|counter|handle|resolve|alleviate|mitigate|remedy|"
    r"fill|bridge|close|fix|avoid) (?:this|these|those|such|it|them|the above)(?: [\w-]+){0,3})|In this (?:paper|work|study|article)|"
    r"In (?:response|contrast)|Motivated by (?:this|these)(?: [\w-]+){0,2}|Building on (?:this|these)(?: [\w-]+){0,2}|"
    r"Inspired by (?:this|these)(?: [\w-]+){0,2}|Therefore|Thus|Hence|Here|Instead|Specifically|Accordingly|"
    r"Consequently|As such|With this in mind|Towards? this goal|For this purpose|In light of this|"
    # and one that orders or joins it to what came before: a list shows the sentence alone (`First, we propose X`)
    r"(?:First|Second|Third)(?:ly)?|Then|Next|Finally|Lastly|Subsequently|In particular|Particularly|Namely|"
    r"More (?:specifically|precisely|concretely|importantly)|Concretely|In detail|Furthermore|Moreover|Additionally|"
    r"In addition|Besides|However|Overall|In (?:our|the) (?:work|paper)|Herein|In this (?:context|regard)|"
    r"As (?:a|an) (?:remedy|solution|alternative)|To (?:do (?:this|so)|achieve (?:this|that)|that end|this aim)|"
    r"Towards? (?:this|that) end|Based on (?:this|these)(?: [\w-]+){0,2}|On this basis|With this motivation|"
    r"Using (?:this|these)(?: [\w-]+){0,2}|In the process),\s+)"
    r"(?=(?:we|this|our|the|a|an)\b)",
    re.I,
)


def highlight(text: str) -> str:
    """Return the sentence of an abstract that states its contribution, as plain text."""
    # Split the source, not the reader's text: only the chosen sentence then goes through Markdown.
    # Split as tags read it: a sentence may start with markup (`\textbf{X} is ...`, `$k$-means ...`).
    sentences = highlight_sentences(" ".join(text.split()))
    if not sentences:
        return ""
    plain = [clean(s) for s in sentences]
    order = ranked(plain)
    chosen = min(order, default=(0, 0))[1]
    quoted = trimmed(plain_text(sentences[chosen]))
    follows = chosen + 1 < len(sentences) and (_GOES_ON.match(plain[chosen + 1]) or chosen + 1 in {i for _, i in order})
    if len(quoted.split()) < SHORT and follows:  # `We propose X (X). It ...`: the next says what X is
        quoted += " " + plain_text(sentences[chosen + 1])
    return shortened(quoted)


def highlight_sentences(source: str) -> list[str]:
    """Sentences of the source as tags split them, and where a stop has no space after it (`cost.To break`)."""
    starts = sorted({*sentence_starts(source), *(m.end() for m in _GLUED.finditer(source))})
    return [s for s in (source[a:b].strip() for a, b in zip(starts, [*starts[1:], len(source)])) if s]


def ranked(plain: list[str]) -> list[tuple[float, int]]:
    """Rank the sentences that state the paper's own work, best first; lower tiers are better."""
    found: dict[int, float] = {}
    for tier, i, verb, rest in ranked_contributions(plain):
        tier -= RESULT_LIFT if verb in _RESULT_VERBS and tier >= 3 else 0  # tier 3, or 4.5 for a follow-up
        tier += EXPERIMENTAL if "xperiment" in plain[i] and verb in _CLAIMS else 0
        if _FLAGGED.match(plain[i]):  # `In this paper, we examine X and propose Y`: the authors point at it
            tier = 0 if _AND_MAKE.search(plain[i]) else min(tier, FLAGGED_TIER)
        tier = KEY_TIER if "ontribution" in plain[i] and _KEY.search(plain[i]) else tier
        found[i] = min(found.get(i, float("inf")), tier_of(tier, rest, plain[i]))
    for i, sentence in enumerate(plain):
        if i in found:
            continue
        if _FLAGGED.match(sentence):  # `In this paper, we resolve X`: a verb the title stage does not know
            found[i] = PRELIMINARY if _FIRST_STEP.search(sentence) else 0
        elif ("his " in sentence or "ur " in sentence or "resent " in sentence) and _OWN_WORK.search(sentence):
            found[i] = OWN_WORK_TIER
        elif _WE.match(sentence):  # `We implement X` first in the abstract is its main statement
            found[i] = 0 if i == 0 else WE_TIER
    if not found:  # the regexes of the last resort scan every position: only when nothing else is found
        found = {i: FALLBACK_TIER for i, s in enumerate(plain) if _OURS.search(s) or _PASSIVE.search(s)}
    return sorted((tier, i) for i, tier in found.items())


def tier_of(tier: float, rest: str, sentence: str) -> float:
    """Demote an object that points back (`propose to fill this gap`) unless a proposal follows (`by proposing`)."""
    if _BY_MAKING.search(rest, 0, 80):
        return 0.0  # `we address this issue by proposing X` proposes X: as good as `we propose X`
    if _MEANS.match(sentence):
        tier += MEANS  # `To do so, we introduce X`: how a goal stated before is reached
    return tier + VAGUE if _ANAPHOR.match(rest) else tier


def trimmed(sentence: str) -> str:
    """Drop a leading connector that points back, and capitalise what is left."""
    sentence = sentence.strip()
    rest = _CONNECTOR.sub("", sentence, count=1)
    return rest[0].upper() + rest[1:] if rest != sentence and rest else sentence


def _inner_words(m: re.Match) -> str:
    """Keep the outer command of words and the words of the one inside it."""
    return f"{m[1]}{m[2] if m[2] is not None else m[3]}}}"


def shortened(sentence: str) -> str:
    """Show words set in math as words (`$\\textit{Structured Sparsity}$`); cut a long sentence at a word, never in math."""
    if "$\\" in sentence:
        while (unnested := _NESTED_WORDS.sub(_inner_words, sentence)) != sentence:
            sentence = unnested
        sentence = _MATH_WORDS.sub(_FIRST_GROUP, sentence)
    if len(sentence) > LIMIT:
        # Never inside a formula: lists set the math, and half a formula is neither math nor words.
        cut = next((m.start() for m in MATH.finditer(sentence) if m.start() < LIMIT < m.end()), LIMIT)
        sentence = sentence[:cut].rsplit(" ", 1)[0].rstrip(",;:") + "\u2026"
    return sentence
