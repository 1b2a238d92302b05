"""Suggest vocabulary additions: frequent key phrases of the corpus that no tag covers."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from functools import lru_cache

from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

from generator.derive.links import URL
from generator.derive.vocabulary import Vocabulary, phrase_key, phrase_words, vocabulary

TOP = 40
MIN_PAPERS = 3
SUBSUMED = 0.8  # a two-word phrase mostly seen inside one three-word phrase is shown as the longer one
_CLAUSE = re.compile(URL.pattern + r"|\S+\.(?:com|org|io|net)\S*|[.,;:!?()\[\]{}\"“”]|\s-\s|\$[^$]*\$")
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9\-']*[A-Za-z0-9]|[A-Za-z]")
# Words that make a phrase about the paper rather than its topic: "proposed method", "experimental results".
GENERIC = frozenset(
    """
    proposed propose proposes novel new existing extensive experimental empirical various different several recent
    recently previous prior current standard simple effective efficient strong significant significantly better
    improved improve improves improving wide broad many multiple challenging important key main general specific
    single common popular state art real world real-world high-quality comprehensive additional given first second
    third two three one also however thus well often fully highly widely publicly able ability abilities capability
    capabilities method methods approach approaches result results performance performances framework frameworks
    technique techniques problem problems task tasks setting settings work works paper papers experiment experiments
    study studies way ways manner fashion terms case cases range variety number amount level lot baseline baselines
    benchmark benchmarks dataset datasets accuracy improvement improvements issue issues challenge challenges
    advantage advantages property properties procedure strategy strategies scheme schemes paradigm solution solutions
    tool tools field domain domains application applications scenario scenarios effectiveness efficiency
    quality gains gap insights code source show shows shown demonstrate demonstrates demonstrated achieve achieves
    achieved outperform outperforms outperforming enable enables allow allows provide provides use uses used using
    based leverage leverages require requires make makes learn learns known large small high low better best
    superior competitive remarkable impressive promising crucial critical fundamental open empirically theoretically
    extensive substantial substantially able novel widely typically usually including specifically particular
    particularly respectively et al e.g i.e order aim aims goal goals paper's end finally furthermore moreover
    addition across within without via towards toward recent able approach's demonstrating showing compared
    model models trained time size sizes set sets points samples examples parameters process step steps rate rates
    conditions factors findings choices blocks research page success magnitude orders light faster implement easy
    mild sufficient great future diverse global input output error errors system systems algorithm algorithms
    function functions space spaces objective objectives distribution distributions value values loss losses
    state-of-the-art modern increasing remains unclear fall short gives rise reveals reveal achieving accurate generalize vulnerable
    theoretical analyses limited lack little much due need needs remain little particular recently-proposed
    estimate estimates predict predicts generate generates train trains compute computes solve solves capture
    captures reduce reduces obtain obtains yield yields introduce introduces present presents study consider
    analyze analyse explore investigate address tackle design develop extend apply applies evaluate evaluates
    learned resort adoption help helps support supports improve
    """.split()
)
_EDGE_STOP = ENGLISH_STOP_WORDS | GENERIC
# Words that end topic phrases ("unsupervised learning", "synthetic data") but never start one.
_NOT_HEAD = frozenset("learning data model models training trained deep machine network networks".split())
_ADJECTIVE_ENDINGS = ("ive", "ous", "ful", "less", "able", "ible")
_INNER_OK = {"of", "for", "in", "to", "with", "on"}


@lru_cache(maxsize=None)
def _role(word: str) -> tuple[bool, bool, bool]:
    """Say whether a word may end, start, or sit inside a phrase (adjectives do not end one)."""
    edge = word not in _EDGE_STOP and len(word) > 2 and not word.endswith("ly")
    last = edge and not word.endswith(_ADJECTIVE_ENDINGS)
    return last, edge and word not in _NOT_HEAD, edge or word in _INNER_OK


def candidates(text: str) -> list[str]:
    """Return the two- and three-word noun-phrase-like runs of one abstract, lower-cased."""
    found = []
    for clause in _CLAUSE.split(text.lower()):
        words = _TOKEN.findall(clause)
        roles = [_role(w) for w in words]
        for i in range(len(words) - 1):
            if not roles[i][1]:
                continue
            if roles[i + 1][0]:
                found.append(f"{words[i]} {words[i + 1]}")
            if i + 2 < len(words) and roles[i + 2][0] and roles[i + 1][2]:
                found.append(f"{words[i]} {words[i + 1]} {words[i + 2]}")
    return found


def covered(phrase: str, vocab: Vocabulary, known: frozenset[str]) -> bool:
    """Tell whether the vocabulary already has this phrase, a part of it, or a phrase it is part of.

    Sentence cues ("evaluation") do not count: they are not tags.
    """
    if phrase_key(phrase) in known or phrase_key(_singular(phrase)) in known:
        return True
    for m in vocab.phrases.finditer(" " + phrase.lower()):
        shows, weak, rules_out, _ = vocab.lookup(m.group(1))
        if shows or weak or rules_out:
            return True
    return any(m.group(1) in vocab.acronym_tags for m in vocab.acronyms.finditer(phrase.upper()))


def known_parts(vocab: Vocabulary) -> frozenset[str]:
    """Every run of two or more words inside a vocabulary phrase ("markov decision" in "markov decision process")."""
    parts = set()
    for rule in vocab.rules:
        for phrase in (*rule.phrases, *rule.weak, *rule.exclude):
            words = phrase_words(phrase)
            parts.update("".join(words[i:j]) for i in range(len(words)) for j in range(i + 2, len(words) + 1))
    return frozenset(parts)


def _singular(phrase: str) -> str:
    head, _, last = phrase.rpartition(" ")
    if len(last) > 4 and last.endswith("s") and not last.endswith("ss"):
        last = last[:-1]
    return f"{head} {last}"


def frequent_phrases(texts: list[str], min_papers: int | None = None) -> Counter:
    """Count in how many abstracts each candidate phrase occurs, merging singular and plural."""
    if min_papers is None:  # a phrase in two of a few dozen papers is already a pattern
        min_papers = MIN_PAPERS if len(texts) >= 500 else 2
    papers: Counter = Counter()
    for text in texts:
        papers.update(set(candidates(text)))
    merged: Counter = Counter()
    spelling: dict[str, Counter] = defaultdict(Counter)
    for phrase, count in papers.items():
        key = _singular(phrase)
        merged[key] += count
        spelling[key][phrase] += count
    shown = Counter()
    for key, count in merged.items():
        if count >= min_papers:
            shown[min(spelling[key], key=lambda p: (-spelling[key][p], p))] = count
    return shown


def drop_subsumed(counts: Counter) -> Counter:
    """Drop a two-word phrase when one three-word phrase accounts for most of its papers."""
    longest: dict[str, int] = defaultdict(int)
    for phrase, count in counts.items():
        words = phrase.split()
        if len(words) == 3:
            for part in (" ".join(words[:2]), " ".join(words[1:])):
                longest[part] = max(longest[part], count)
    kept = Counter()
    for phrase, count in counts.items():
        if not (len(phrase.split()) == 2 and longest.get(phrase, 0) >= SUBSUMED * count):
            kept[phrase] = count
    return kept


def uncovered(texts: list[str], vocab: Vocabulary, top: int = TOP) -> list[tuple[str, int]]:
    """Return the most frequent phrases that no tag covers, most papers first."""
    counts = drop_subsumed(frequent_phrases(texts))
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    known = known_parts(vocab)
    found = []
    for phrase, count in ranked:
        if not covered(phrase, vocab, known):
            found.append((phrase, count))
            if len(found) == top:
                break
    return found


def suggest_tags(derived, top: int = TOP) -> list[str]:
    """List frequent uncovered key phrases with the number of papers using each."""
    texts = [paper.abstract.text for paper in derived.corpus.papers]
    rows = uncovered(texts, vocabulary(derived.config), top)
    if not rows:
        return ["tag suggestions: every frequent phrase is already covered by a tag"]
    width = len(str(rows[0][1]))
    lines = [f"tag suggestions: {len(rows)} frequent phrases no tag covers (papers using each; add them as phrases "
             "or tags in site_config/tags.yml)"]
    lines += [f"  {count:>{width}}  {phrase}" for phrase, count in rows]
    return lines
