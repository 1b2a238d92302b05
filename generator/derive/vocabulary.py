"""Compile the tag vocabulary into one scanner that finds tag mentions and sentence cues."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import partial
from itertools import product
from typing import NamedTuple

from generator.config import Config, TagRule
from generator.derive.regex_tries import trie_regex
from generator.derive.tag_acronyms import defined, local_mentions, redefined, standard_forms

_SEP = r"[\s\-]"  # "fine-tuning" and "fine tuning" are one phrase (and "finetuning", see variants)
# Any character but a word character or hyphen, as [^\w\-] is, tested so that ASCII needs no Unicode
# category lookup: an ASCII bitmap settles letters and spaces alike, and the lookbehind (which only
# runs where a match is tried) turns away the non-ASCII word characters the bitmap let through.
_BEFORE_WORD = r"[^0-9A-Za-z_\-](?<![^\x00-\x7f\W])"
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_WORD_BREAK = re.compile(r"[\s\-]+")
_CONSONANT_Y = re.compile(r"[^aeiou]y$")  # policy: policies
_NONE: frozenset[str] = frozenset()
_NOTHING = (_NONE, _NONE, _NONE)

# Words that tell how a sentence or clause uses the tag mentions in it (see tags.weigher).
CUES = {
    "contribution": ["we", "this paper", "this position paper", "this work", "this study", "our work", "our paper", "our method",
                     "our approach", "our framework"],
    # Not "dataset" or "empirical": "synthesizing a compact training dataset", "the empirical success of RL".
    "evaluation": ["experiment", "benchmark", "empirically", "empirical results", "empirical evaluation",
                   "empirical evidence", "empirical study", "evaluation", "evaluate",
                   "evaluated", "evaluating", "experimental results", "experimentally", "tested on", "validated on",
                   "results on", "ablation"],
    "background": ["prior work", "previous work", "existing work", "recent work", "related work", "prior works",
                   "previous works", "existing works", "recent works", "prior studies", "previous studies",
                   "recent studies", "existing methods", "existing approaches", "previous methods",
                   "previous approaches", "prior methods", "prior approaches", "prior art", "existing techniques",
                   "existing literature", "recent advances", "recent progress", "recent years",
                   "has been widely", "have been widely", "has achieved", "have achieved", "remarkable success",
                   "great success", "tremendous success", "widely used", "widely adopted", "state-of-the-art methods",
                   "current methods", "current approaches", "conventional methods", "traditional methods",
                   "recent research", "prior research", "previous research", "recent efforts", "many works",
                   "several works", "existing studies", "most existing", "many existing", "prior literature",
                   "previous literature", "in the past", "traditionally", "naive approach", "naive solution",
                   "prevalent techniques", "prevalent methods", "mainstream methods", "popular methods"],
    "contrast": ["unlike", "in contrast to", "contrary to", "compared to", "compared with", "as opposed to",
                 "rather than", "instead of", "other than", "than", "without", "apart from", "besides", "beyond",
                 "initially designed for", "originally designed for", "originally developed for", "originally proposed for",
                 "inspired by", "motivated by the success", "following the success", "the success of", "akin to",
                 "similar to", "analogous to", "borrowed from", "on par with", "competitive with",
                 "outperform", "outperformed", "outperforming", "surpass", "surpassed", "surpassing",
                 # what a method does without: "the absence of a reward model", "foregoing the need for"
                 "absence of", "no need for", "eliminating the need", "eliminates the need", "removes the need",
                 # a reason given in passing: "due to privacy or patent concerns, models are released without data"
                 "foregoing", "forgoing", "free of", "in stark contrast", "due to",
                 # what a method needs not: "does not require fine-tuning", "requires no labels"
                 "not require", "requires no", "require no", "requiring no", "not rely", "not need", "needs no",
                 "need no", "free from"],
    "examples": ["such as", "e.g.", "e.g", "for example", "for instance", "including", "ranging from", "like",
                 "as diverse as", "a prominent instance", "a prominent example", "a notable example", "an instance of",
                 "examples include", "one example is", "applications in", "applied to", "examples from",
                 "a wide range of", "a wide variety of", "a variety of", "a broad range of"],
}


def phrase_words(phrase: str) -> tuple[str, ...]:
    """Split a phrase into lower-case words at spaces and hyphens."""
    return tuple(w for w in _WORD_BREAK.split(phrase.lower()) if w)


def phrase_key(text: str) -> str:
    """Normalise matched text for lookup: lower case, no spaces or hyphens (parsed text has single spaces)."""
    return text.lower().replace(" ", "").replace("-", "")


# American spellings and their British ones, as abstracts write both (`generalisation bounds`, `language modelling`,
# `behaviour cloning`). A rule may also spell a word no one writes (`scalling`): that variant just never matches.
_BRITISH = (
    (re.compile(r"(?<=\w{3})iz(?=(?:e|es|ed|er|ers|ing|ation|ations|able)\b)"), "is"),  # optimization
    (re.compile(r"(?<=\w{2})yz(?=(?:e|es|ed|er|ers|ing)\b)"), "ys"),  # analyze
    (re.compile(r"(?<=[^aeiou\W][aeiou])l(?=(?:ing|ed|er|ers)\b)"), "ll"),  # modeling, labeled
    (re.compile(r"\b(behavi|neighb|col|fav|hum|vap|lab)or(?=(?:s|ed|al|hood|ing)?\b)"), r"\1our"),  # behavior
    (re.compile(r"\b(cent|fib)er(?=s?\b)"), r"\1re"),  # center
)


def british(phrase: str) -> str:
    """Spell a phrase the British way: `generalization` as `generalisation`, `modeling` as `modelling`."""
    for pattern, spelling in _BRITISH:
        phrase = pattern.sub(spelling, phrase)
    return phrase


def variants(phrase: str) -> list[str]:
    """Spell a phrase's closed compounds (finetuning for fine-tuning), irregular plural (policies) and British
    spelling (generalisation) too.

    Regular plurals need no variant; the scan allows -s and -es after any phrase.
    """
    found = set()
    for spelling in {phrase, british(phrase)}:
        parts = spelling.split("-")
        found |= {"".join(p + j for p, j in zip(parts, joins + ("",)))
                  for joins in product(("-", ""), repeat=len(parts) - 1)}
    return sorted({v for p in found for v in ([p, p[:-1] + "ies"] if _CONSONANT_Y.search(p) else [p])})


class Mention(NamedTuple):
    """One matched phrase: where it is in the text and which tags it speaks for, fully or weakly."""

    start: int
    end: int
    text: str
    tags: frozenset[str]
    weak: frozenset[str] = frozenset()


class Entry(NamedTuple):
    """What one phrase key means: tags it shows, tags it only hints at, tags it rules out."""

    shows: frozenset[str]
    weak: frozenset[str]
    rules_out: frozenset[str]


class Cue(NamedTuple):
    """A word that tells how nearby mentions are used: contribution, evaluation, background, contrast, examples."""

    kind: str
    start: int
    end: int


# A NamedTuple's own constructor is a Python-level function; scans build hundreds of thousands of these.
_new_mention = partial(tuple.__new__, Mention)
_new_cue = partial(tuple.__new__, Cue)


@dataclass(frozen=True)
class Vocabulary:
    """Every tag's phrases in one case-blind scan and its acronyms in one exact-case scan."""

    rules: tuple[TagRule, ...]
    phrases: re.Pattern
    acronyms: re.Pattern
    phrase_tags: dict[str, Entry]
    acronym_tags: dict[str, frozenset[str]]
    cue_kinds: dict[str, str]
    group_of: dict[str, str]  # tag → its area tag
    areas: frozenset[str]
    lifts: frozenset[str]  # tags whose evidence also counts for their area (implies_area)
    fallbacks: frozenset[str]
    memo: dict = field(default_factory=dict, compare=False, repr=False)
    settles: dict[str, frozenset[str]] = field(default_factory=dict)  # tag → phrases that settle it (lower case)
    acronym_forms: dict[str, frozenset[str]] = field(default_factory=dict)  # acronym → its tags' phrases spelling it
    broader: dict[str, str] = field(default_factory=dict)  # tag → the tag it is a kind of
    yields: dict[str, frozenset[str]] = field(default_factory=dict)  # tag → the tags that claim its weak hints

    def lookup(self, matched: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], str | None]:
        """Return (tags shown, tags hinted, tags ruled out, cue kind) for matched text, memoised."""
        return self._meaning(matched)[:4]

    def _meaning(self, matched: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], str | None, int]:
        """What lookup returns, plus 1 + where the matched text's last space is (0: none), memoised."""
        found = self.memo.get(matched)
        if found is None:
            key = phrase_key(matched)
            found = (*self.phrase_tags.get(key, _NOTHING), self.cue_kinds.get(key), matched.rfind(" ") + 1)
            self.memo[matched] = found
        return found

    def scan(self, text: str) -> tuple[list[Mention], list[Cue]]:
        """Find every tag mention and cue; an exclusion vetoes its tags for the words it covers."""
        # Each match starts on the character before a word, which lets the regex engine skip
        # ahead quickly; the padding gives the first word such a character.
        lower = text.lower()
        padded = " " + (lower if len(lower) == len(text) else text.translate(_ASCII_LOWER))
        found, cues, vetoes = [], [], []
        search, memo, pos, reach = self.phrases.search, self.memo, 0, 0
        while m := search(padded, pos):
            start, stop = m.span()  # start, stop - 1: the match's offsets in text
            shows, weak, rules_out, cue, space = memo.get(m[1]) or self._meaning(m[1])
            # Search on from this match's last word: a phrase may start there ("OOD generalization
            # | bound"); a match inside an earlier, longer one adds nothing.
            pos = start + space if space else stop
            if stop <= reach:
                continue
            reach = stop
            # A phrase that starts on an exclusion's last word is read inside it: "policy | optimization
            # algorithm" is not Optimization's.
            if vetoes and start < vetoes[-1][1]:
                shows, weak = shows - vetoes[-1][2], weak - vetoes[-1][2]
            if rules_out:
                vetoes.append((start, stop - 1, rules_out))
            if shows or weak:
                found.append(_new_mention((start, stop - 1, text[start : stop - 1], shows, weak)))
            if cue:
                cues.append(_new_cue((cue, start, stop - 1)))
        if "(" not in text:
            return found + self._acronym_mentions(text, vetoes, {}), cues
        definitions = defined(text)  # read once for both uses of the abstract's own acronyms
        other = redefined(text, definitions, self.acronym_tags, self.acronym_forms)
        found += self._acronym_mentions(text, vetoes, other)
        return found + [_new_mention(m) for m in local_mentions(text, definitions, found, self.acronym_tags)], cues

    def _acronym_mentions(self, text: str, vetoes: list[tuple[int, int, frozenset[str]]],
                          redefined: dict[str, frozenset[str]]) -> list[Mention]:
        """Find the acronyms written as whole words, less the tags an exclusion around them vetoes and those
        of an acronym the abstract spells out as something else."""
        found = []
        for m in self.acronyms.finditer(text):
            start = m.start()
            if start and (text[start - 1].isalnum() or text[start - 1] in "-_"):
                continue
            tags = self.acronym_tags[m[1]]
            if vetoes:
                tags = tags - {t for a, b, out in vetoes if a <= start < b for t in out}
            if redefined:
                tags = tags - redefined.get(m[1], frozenset())
            if tags:
                found.append(_new_mention((start, m.end(), m[0], tags, _NONE)))
        return found


def phrase_index(rules: tuple[TagRule, ...]) -> dict[str, Entry]:
    """Map each phrase key to its tags, counting shorter phrases inside it unless it rules them out."""
    kinds: dict[str, dict[tuple[str, ...], set[str]]] = {k: defaultdict(set) for k in ("shows", "weak", "out")}
    for rule in rules:
        for kind, phrases in (("shows", rule.phrases), ("weak", rule.weak), ("out", rule.exclude)):
            for phrase in phrases:
                for variant in variants(phrase):
                    kinds[kind][phrase_words(variant)].add(rule.name)
    index = {}
    for words in set().union(*kinds.values()):
        inner = [words[i:j] for i in range(len(words)) for j in range(i + 1, len(words) + 1)]
        shows = set().union(*(kinds["shows"].get(w, ()) for w in inner))
        weak = set().union(*(kinds["weak"].get(w, ()) for w in inner))
        # An excluded phrase inside a longer one rules its tag out there too ("adversarial network" in GANs').
        out = set().union(*(kinds["out"].get(w, ()) for w in inner))
        key = "".join(words)
        if key in index:  # two spellings of one phrase ("crowd workers", "crowdworkers") share a key
            old = index[key]
            shows, weak, out = shows | old.shows, weak | old.weak, out | old.rules_out
        index[key] = Entry(frozenset(shows - out), frozenset(weak - shows - out), frozenset(out))
    return index


def compile_vocabulary(rules: tuple[TagRule, ...]) -> Vocabulary:
    """Build the two scanning patterns and their lookup tables."""
    cue_kinds = {phrase_key(word): kind for kind, words in CUES.items() for word in words}
    # A phrase that starts with a cue ("we prove") still tells the sentence its role.
    cue_words = {phrase_words(word): kind for kind, words in CUES.items() for word in words}
    for rule in rules:
        for phrase in (*rule.phrases, *rule.weak):
            words = phrase_words(phrase)
            kind = next((cue_words[words[:n]] for n in range(1, len(words)) if words[:n] in cue_words), None)
            if kind:
                cue_kinds.setdefault("".join(words), kind)
    spelled = {v.lower() for r in rules for p in (*r.phrases, *r.weak, *r.exclude) for v in variants(p.lower())}
    spelled |= {word for words in CUES.values() for word in words}
    acronyms: dict[str, set[str]] = defaultdict(set)
    for rule in rules:
        for acronym in rule.acronyms:
            acronyms[acronym].add(rule.name)
    return Vocabulary(
        rules,
        re.compile(_BEFORE_WORD + "(" + trie_regex(sorted(spelled), _SEP) + r")(?:e?s)?(?!\w)"),
        re.compile(r"(" + trie_regex(sorted(acronyms), None) + r")s?(?!\w)"),
        phrase_index(rules),
        {k: frozenset(v) for k, v in acronyms.items()},
        cue_kinds,
        {r.name: r.group for r in rules},
        frozenset(r.name for r in rules if r.is_area),
        frozenset(r.name for r in rules if r.implies_area and not r.is_area),
        frozenset(r.name for r in rules if r.fallback),
        settles={r.name: frozenset(p.lower() for p in r.settles) for r in rules if r.settles},
        acronym_forms=standard_forms({k: frozenset(v) for k, v in acronyms.items()},
                                     {r.name: r.phrases for r in rules}),
        broader={r.name: r.broader for r in rules if r.broader},
        yields={r.name: frozenset(r.yields_to) for r in rules if r.yields_to},
    )


_COMPILED: dict[int, Vocabulary] = {}


def vocabulary(config: Config) -> Vocabulary:
    """Compile the config's vocabulary once and reuse it for every abstract."""
    found = _COMPILED.get(id(config.tags))
    if found is None or found.rules is not config.tags:
        found = _COMPILED[id(config.tags)] = compile_vocabulary(config.tags)
    return found
