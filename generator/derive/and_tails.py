"""Read the paper's own study and proposal sentences for an unnamed `A and B` title: whose verb it is (`we` or the
paper, past adverbs, or the second verb of `we fold quilts and study ...`), what the verb's object is (`we study the
quilt problem`, `we propose a marmot model based on ...`), and what the sentence writes on after a word: a scope, means
or purpose (`under marmot drift`, `using tessels`, `to align zephyrs`), or a studied problem's `where` clause.

The reading serves the study rules of and_joins.py and the proposals of and_proposals.py: a phrase as far as it runs,
a purpose cut to one, and the checks on a tail (vague, loose at its end, praise it may drop).
"""

from __future__ import annotations

import re

from generator.derive.and_links import (ARTICLES, BAD_END, CLAUSE_STOP, DANGLING_TAIL, FILLER, FRAMES, FUNCTION,
                                        KINDS, MODALS, PRAISE, PREPS, QUANTIFIERS, STOP, VERBS, and_ends,
                                        content_words)
from generator.derive.and_sentences import FORMULA

SUBJECT_REACH = 13  # words at most between `we` and the `and` before a second verb

# ---------------------------------------------------------------- the paper's own sentences
STUDY = frozenset("study studies investigate investigates address addresses consider considers tackle tackles explore "
                  "explores analyze analyzes analyse analyses examine examines revisit revisits characterize "
                  "characterizes characterise characterises".split())
FOCUS = frozenset({"focus", "focuses"})
# Verbs of a proposal: only the named work itself, right after them (`we propose X with Y`).
PROPOSE = frozenset("propose proposes introduce introduces present presents develop develops provide provides "
                    "design designs".split())
OWN_PROPOSE = PROPOSE | frozenset("formulate formulates define defines build builds construct constructs".split())
PROPOSE_WIDE = OWN_PROPOSE | frozenset("devise devises derive derives".split())  # the wider study rule's
_SUBJECT_LEAD = frozenset({"paper", "work", "study", "article", "note"})
_ADVERBS = frozenset("first also further then formally here now theoretically systematically empirically rigorously "
                     "comprehensively extensively carefully thoroughly therefore thus instead next still "
                     "specifically primarily mainly".split())
# Verbs that report on the work rather than say what it does (`a model that shows`, `to evaluate`).
_REPORT = frozenset("show shows demonstrate demonstrates prove proves illustrate illustrates highlight highlights "
                    "verify verifies validate validates confirm confirms evaluate evaluates compare compares answer "
                    "answers address addresses study studies investigate investigates analyze analyzes analyse "
                    "understand explain explains examine examines assess assesses test tests reveal reveals "
                    "outperform outperforms achieve achieves improve improves obtain obtains yield yields attain "
                    "attains surpass surpasses beat beats establish establishes provide provides discuss discusses "
                    "present presents motivate motivates support supports complement complements justify "
                    "do does make makes help helps be is are has have refer refers denote denotes mean means "
                    "consist consists exist exists remain remains become becomes seem seems appear appears "
                    "serve serves play plays lead leads".split())
PRONOUNS = frozenset("this these those it its they their them our we us such which who whose he she".split())
_WH = frozenset("how what whether why".split())
LEADS = ARTICLES | PRAISE
_OBJECT_SKIP = LEADS | {"both"}

# ---------------------------------------------------------------- what a sentence writes on
# Words that say nothing of the work on their own (`in practice`, `for various tasks`).
VAGUE = frozenset("setting settings application applications task tasks problem problems domain domains scenario "
                  "scenarios case cases practice way manner fashion performance result results state-of-the-art "
                  "various different many several real-world practical general wide range variety number "
                  "field fields area areas literature work works example examples purpose purposes end goal "
                  "aim context detail details benchmark benchmarks dataset datasets experiment experiments "
                  "variety broad diverse large small common popular standard existing prior previous "
                  "other others art recent modern".split())
_DROPPABLE_PRAISE = frozenset("novel new proposed simple efficient principled".split())
_FRAME_MODS = LEADS | frozenset("classic classical general fundamental important well-studied challenging".split())
# `-ing` and `-ed` words that stay in a phrase, not a participle that opens a clause.
ING_NOUNS = frozenset("learning training modeling modelling sampling clustering ranking planning reasoning processing "
                      "computing pruning embedding embeddings setting settings matching hashing scheduling filtering "
                      "boosting bagging forecasting tracking mining understanding encoding pooling labeling "
                      "labelling ordering programming imaging engineering rendering inpainting captioning answering "
                      "string strings thing things during rating ratings meaning landscaping partitioning "
                      "coding decoding denoising smoothing shaping hedging routing grounding editing "
                      "fine-tuning finetuning pretraining pre-training self-training co-training "
                      "bootstrapping recommending sketching streaming spelling".split())
_ED_ADJ = frozenset("structured unstructured supervised unsupervised self-supervised semi-supervised labeled labelled "
                    "unlabeled unlabelled distributed centralized decentralized federated constrained unconstrained "
                    "weighted regularized randomized normalized generalized specialized mixed shared fixed limited "
                    "bounded unbounded heavy-tailed kernelized overparameterized over-parameterized parameterized "
                    "correlated uncorrelated directed undirected embedded augmented pretrained pre-trained "
                    "red ed need seed speed feed bed deep-seated".split())
_OBJECT_LEADS = ARTICLES | QUANTIFIERS | frozenset("all both each any its their our these those this such more "
                                                    "multiple many".split())
_CLAUSE_BREAK = CLAUSE_STOP | PRONOUNS | {"we", "how", "what"}
_CLAUSE_VERB = re.compile(r"^(?:is|are|was|were|has|have|can|may|must|does|do|[a-z-]+(?:s|ed))$")


def own_subject(low: list[str], verb: int, joined: bool = False) -> bool:
    """Tell a verb whose subject, past adverbs, is `we` or the paper; joined, also the verb after `we V ... and`."""
    s = verb - 1
    while s >= 0 and low[s] in _ADVERBS:
        s -= 1
    if s < 0:
        return False
    if joined and low[s] == "and":
        for t in range(s - 1, max(s - SUBJECT_REACH - 1, -1), -1):
            if low[t] == "we":  # `we fold quilts and study ...`, not `we can ... and` nor `we show ... and`
                return t + 1 < s and low[t + 1] not in MODALS and low[t + 1] not in _REPORT
            if low[t] in STOP or low[t] in (",", ";", ":", "and"):
                return False
        return False
    return low[s] == "we" or low[s] in _SUBJECT_LEAD and s >= 1 and low[s - 1] in ("this", "the", "our")


def skip_back(low: list[str], k: int, skip: frozenset[str]) -> int:
    """Return the place of the first word before k that is not in skip, -1 where none is."""
    k -= 1
    while k >= 0 and low[k] in skip:
        k -= 1
    return k


def own_object(tokens: list[str], i: int) -> str | None:
    """Return 'study' or 'propose' for the span at i as the object of the paper's own study or proposal, else None."""
    low = [t.lower() for t in tokens]
    k = skip_back(low, i, _OBJECT_SKIP)  # past articles, praise and `both`
    if k >= 1 and low[k] == "of":  # and a frame: `the novel task of`
        f = skip_back(low, k, FRAMES | PRAISE | {"task", "general"})
        if f == k - 1:
            return None  # an aspect, not a frame
        k = skip_back(low, f + 1, ARTICLES)
    if k < 0:
        return None
    if k >= 2 and low[k - 1 : k + 1] == ["based", "on"] and (low[k - 2] in KINDS or low[k - 2] == "methodology"):
        k = skip_back(low, k - 2, LEADS)  # `we propose a methodology based on quilt folding`
        return "propose" if k >= 0 and low[k] in OWN_PROPOSE and own_subject(low, k, True) else None
    if low[i].endswith("ing") and low[k] in KINDS:
        k = skip_back(low, k, LEADS)  # `we propose an algorithm combining ...`
        return "propose" if k >= 0 and low[k] in OWN_PROPOSE and own_subject(low, k, True) else None
    if low[k] == "on" and k >= 1 and low[k - 1] in FOCUS:
        return "study" if own_subject(low, k - 1, True) else None
    if (low[k] in STUDY or low[k] in ("compare", "compares")) and own_subject(low, k, True):
        return "study"
    return "propose" if low[k] in OWN_PROPOSE and own_subject(low, k, True) else None


def verb_fits(verb: str, mark: str) -> bool:
    """Tell a verb that says what a work does after `that` (`that folds`) or is for after `to` (`to fold`)."""
    if verb in _REPORT or verb in MODALS or verb in STOP or verb in FUNCTION:
        return False  # `that shows`, `to evaluate`: a report on the work
    third = verb.endswith("s") and not verb.endswith("ss")
    return not (third or verb.endswith(("ing", "ed"))) if mark == "to" else third


def _participle(tokens: list[str], k: int, out: list[str]) -> bool:
    """Tell a word at k that opens a participle's clause after the phrase out (`a quilt trained by ...`)."""
    w, last = tokens[k].lower(), out[-1].lower() if out else ""
    if not w.endswith(("ing", "ed")) or w in ING_NOUNS or w in _ED_ADJ or not out or last.endswith("ly"):
        return False
    if last in PREPS or last in ARTICLES or last in ("for", "to", "and", "or"):
        return False
    after = tokens[k + 1].lower() if k + 1 < len(tokens) else "."
    return after in _OBJECT_LEADS or after in PREPS or after in ("by", "as", "to", "for") or not after[0].isalnum()


def phrase_run(tokens: list[str], k: int) -> tuple[list[str], str]:
    """Return the words of a phrase from k up to a clause, a verb, a mark or a participle, and what stopped it."""
    low = [t.lower() for t in tokens]
    out: list[str] = []
    for k in range(k, len(low)):
        w = low[k]
        if not tokens[k][0].isalnum() or "--" in w:
            return out, "mark"
        if w in STOP or w in VERBS or w in _WH:
            return out, w
        if w == "and" and and_ends(tokens, k):
            return out, "and"
        if w in PREPS and FILLER.match(" ".join(low[k : k + 4])):
            return out, "filler"  # the rest says where the text is
        if _participle(tokens, k, out):
            return out, "participle"
        out.append(tokens[k])
    return out, ""


def one_purpose(run: list[str]) -> list[str]:
    """Cut a purpose where a second `to V` starts (`to fold quilts to align ...`)."""
    for n, w in enumerate(run):
        if w.lower() == "to" and n + 1 < len(run) and run[n + 1].lower() not in ARTICLES:
            return run[:n]
    return run


def _strip_frame(words: list[str]) -> list[str]:
    """Drop a phrase's frame: `the classic problem of folding ...` -> `folding ...`."""
    low = [w.lower() for w in words]
    for n in range(1, 5):
        if n < len(low) and low[n] == "of" and low[n - 1] in FRAMES and all(w in _FRAME_MODS for w in low[: n - 1]):
            return words[n + 1 :]
    return words


def vague(words: list[str]) -> bool:
    """Tell words that say nothing of the work on their own (`in various settings`)."""
    return all(w in VAGUE or w in PRAISE or w in QUANTIFIERS for w in content_words(words))


def ends_loose(word: str) -> bool:
    """Tell a word a title may not end on: a function word, praise, an adverb or a dangling participle."""
    w = word.lower()
    return (w in BAD_END or w in PRAISE or w in DANGLING_TAIL or w.endswith("ly")
            or w.endswith("ed") and w not in _ED_ADJ and len(w) > 4)


def plain_tail(tail: list[str]) -> list[str] | None:
    """Drop a tail's praise; None where it holds a number or a hedge that cannot go (`in 12 quilt fields`)."""
    out = []
    for n, t in enumerate(tail):
        w = t.lower()
        if w.isdigit() or w == "certain" or n and w in PRAISE and w not in _DROPPABLE_PRAISE:
            return None
        if not (n and w in PRAISE):
            out.append(t)
    return out


def _clause(tokens: list[str], k: int, room: int) -> list[str] | None:
    """Return the `where` clause at k up to its mark, of 4 to room words with a verb, no pronoun or second clause."""
    low = [t.lower() for t in tokens]
    out = [tokens[k]]
    k += 1
    while k < len(low) and tokens[k][0].isalnum():
        if low[k] in _CLAUSE_BREAK:
            return None
        if low[k] == "and" and k + 1 < len(low) and (low[k + 1] in VERBS or low[k + 1] in PRONOUNS):
            break
        out.append(tokens[k])
        k += 1
    if k < len(low) and tokens[k] == FORMULA or not 4 <= len(out) <= room:
        return None  # a formula goes on with the clause
    return out if any(_CLAUSE_VERB.match(w.lower()) for w in out[1:]) else None


def _tail_words(tokens: list[str], k: int, kind: str) -> list[str] | None:
    """Return the tail that opens at k: `that V-s` or a means after a proposal, `to V`, a link or `for`; else None."""
    low = [t.lower() for t in tokens]
    w, verb = low[k], low[k + 1] if k + 1 < len(low) else ""
    if w == "that" and verb and kind == "propose" or w == "to" and verb and tokens[k + 1][0].isalpha():
        if not verb_fits(verb, w) or verb.endswith("ly"):
            return None
        run, stop = phrase_run(tokens, k + 2)
        if stop in PRONOUNS or len(run) < 2:
            return None  # `that folds it`
        return tokens[k : k + 2] + (one_purpose(run) if w == "to" else run)
    n = 1 if w in ("using", "leveraging", "exploiting") else 2 if w == "based" and verb == "on" else 0
    if kind == "propose" and n:
        run, stop = phrase_run(tokens, k + n)
        return None if stop in PRONOUNS else tokens[k : k + n] + run
    if w not in PREPS and w != "for" or FILLER.match(" ".join(low[k : k + 4])):
        return None
    run, stop = phrase_run(tokens, k + 1)
    return None if stop in PRONOUNS else [tokens[k]] + (_strip_frame(run) if w == "for" else run)


def tail_written(tokens: list[str], j: int, kind: str, room: int) -> list[str] | None:
    """Return the scope, means, purpose or `where` clause a study's or proposal's sentence writes after word j."""
    k = j + 1
    if k >= len(tokens) or not tokens[k][0].isalnum():
        return None
    if tokens[k].lower() == "where":
        return _clause(tokens, k, room) if kind == "study" else None  # a studied problem's
    tail = _tail_words(tokens, k, kind)
    while tail and ends_loose(tail[-1]):
        tail.pop()
    tail = plain_tail(tail) if tail else None
    if not tail or len(tail) < 3 or vague(tail[2:] if tail[0].lower() == "to" else tail[1:]):
        return None
    return None if tail[-1].lower() in VAGUE else tail  # `for a tessel dataset`: a vague last word
