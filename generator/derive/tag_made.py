"""Find what a paper's contribution makes: "we introduce the XYZ benchmark" shows Benchmarks and Datasets.

Some topics are the kind of contribution more than its subject: a new dataset, a lower bound. Their nouns
("dataset", "bound") are everywhere in other senses ("experiments on four datasets", "we propose a method
for datasets with noise"), so a tag's `made` nouns count only as the object a contribution verb makes: in
the same clause as "we introduce", "this paper presents" ..., with no preposition or relative clause between.
"""

from __future__ import annotations

import re

from generator.derive.regex_tries import trie_regex
from generator.derive.vocabulary import Cue, Vocabulary, phrase_key

MADE_WORDS = 12  # "we propose | the Genome Understanding Evaluation (GUE), a comprehensive multi-species genome
# classification | dataset"; past that, not one clause
# Verbs that make a thing, stems: "we propose and implement a benchmark", "we first build a dataset".
_VERBS = (*("introduc present propos releas construct buil curat creat collect contribut develop design establish "
            "generat craft deriv prov obtain giv offer assembl").split(), "put forward")
_ADVERBS = r"(?:also|further|then|first|now|here|additionally|finally|thus|hence|therefore|\w+ly)\s+"
# A preposition or relative word ends the object: "we propose a method for | datasets", "on benchmarks".
_STOP = (r"(?!(?:on|from|in|into|using|with|across|over|to|for|of|that|which|by|where|when|while|as|than|via|under"
         r"|at)\b)")
# What a made noun heads without being made: "we propose dataset distillation", "a dataset shift", "metric learning".
_NOT_HEAD = (r"(?!\s+(?:distillation|condensation|pruning|shift|bias|selection|augmentation|curation|size|learning"
             r"|space|spaces|model|models|dynamics)\b"
             # what a suite gathers that is no benchmark: "we develop a suite of non-asymptotic theory"
             r"|\s+of\s+(?:[^\s.;:]+\s+){0,4}?(?:theor|tool|method|techni|algorithm|strateg|model|metric|score|analys"
             r"|experiment|comparison|result|improvement|operation)\w*\b)")
# A made noun that also names a method's part (`environment token mixing`, `Environment Weight Sharing`) counts
# only where its phrase ends: at a clause mark or a word that opens what it is for or does.
_PHRASE_ENDS = {"environment": re.compile(
    r"(?:\s*[,.;:]|\s+(?:to|that|which|where|for|with|in|on|of|called|named|dubbed|based|built|running|designed"
    r"|featuring|consisting|containing|comprising|inspired|and)\b)")}
# What gathers the made things, not a preposition that ends the object: "we release a set of benchmark tasks".
_GATHERED = r"(?:set|suite|collection|family|series)\s+of\s+"
# A contribution that makes its object on the way or next: "this paper addresses the issue by introducing a dataset",
# "we investigate first-person videos and introduce a dataset". A means may stand further from "we" ("we aim to explore
# the extent of ... by designing the benchmark X"); a next step past 8 words is often a finding's ("we find that ...
# and provide insights about the dataset").
_LEAD = r"(?:(?:[^\s.;:]+\s+){0,8}?and\s+|(?:[^\s.;:]+\s+){0,14}?by\s+)?"
_MEMO: dict[int, tuple[re.Pattern | None, dict[str, frozenset[str]]]] = {}


def _compile(vocab: Vocabulary) -> tuple[re.Pattern | None, dict[str, frozenset[str]]]:
    """Build one pattern from every tag's made nouns, anchored where a contribution cue starts."""
    tags: dict[str, set[str]] = {}
    for rule in vocab.rules:
        for noun in rule.made:
            tags.setdefault(phrase_key(noun), set()).add(rule.name)
    if not tags:
        return None, {}
    nouns = sorted({noun.lower() for rule in vocab.rules for noun in rule.made})
    pattern = re.compile(
        r"(?:we|this (?:paper|work|study))\s+" + _LEAD + r"(?:" + _ADVERBS + r")?(?:"
        + trie_regex(sorted(_VERBS), None)
        + r")(?!ions?\b)\w*\s+"  # a verb, never its -ion noun (`... and generation datasets`)
        + r"(?:" + _GATHERED + r"|" + _STOP + r"[^\s.;:]+:?[\s,]+){0," + str(MADE_WORDS) + r"}?("
        + trie_regex(nouns, r"[\s\-]")
        + r")(?:e?s)?(?![\w-])" + _NOT_HEAD, re.IGNORECASE)
    return pattern, {k: frozenset(v) for k, v in tags.items()}


def made_mentions(text: str, cues: list[Cue], vocab: Vocabulary) -> list[tuple[int, str, frozenset[str]]]:
    """Return (position, noun, tags) for each made noun of a contribution; most abstracts have none."""
    found = _MEMO.get(id(vocab))
    if found is None:
        found = _MEMO[id(vocab)] = _compile(vocab)
    pattern, tags = found
    if pattern is None:
        return []
    made = []
    for kind, start, _ in cues:
        if kind == "contribution" and (m := pattern.match(text, start)):
            ends = _PHRASE_ENDS.get(m[1].lower())
            if ends is None or ends.match(text, m.end()):
                made.append((m.start(1), m[1], tags[phrase_key(m[1])]))
    return made
