"""Compile the tag vocabulary into one scanner that finds tag mentions and sentence cues."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import NamedTuple

from generator.config import Config, TagRule

_SEP = r"[\s\-]?"  # "fine-tuning", "fine tuning" and "finetuning" are one phrase
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_NOTHING: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())

# Words that tell how a sentence or clause uses the tag mentions in it (see tags.weigher).
CUES = {
    "contribution": ["we", "this paper", "this work", "this study", "our work", "our paper", "our method",
                     "our approach", "our framework"],
    "evaluation": ["experiment", "benchmark", "empirical", "empirically", "evaluation", "dataset"],
    "contrast": ["unlike", "in contrast to", "contrary to", "compared to", "compared with", "as opposed to",
                 "rather than", "instead of", "other than", "than", "without", "apart from", "besides", "beyond",
                 "initially designed for", "originally designed for", "originally developed for", "originally proposed for",
                 "outperform", "outperformed", "outperforming", "surpass", "surpassed", "surpassing"],
    "examples": ["such as", "e.g.", "e.g", "for example", "for instance", "including", "ranging from", "like",
                 "as diverse as"],
}


def phrase_words(phrase: str) -> tuple[str, ...]:
    """Split a phrase into lower-case words at spaces and hyphens."""
    return tuple(w for w in re.split(r"[\s\-]+", phrase.lower()) if w)


def phrase_key(text: str) -> str:
    """Normalise matched text for lookup: lower case, no spaces or hyphens (parsed text has single spaces)."""
    return text.lower().replace(" ", "").replace("-", "")


def variants(phrase: str) -> list[str]:
    """Spell a phrase's irregular plural too (policy, policies); regular plurals match anyway."""
    if re.search(r"[^aeiou]y$", phrase):
        return [phrase, phrase[:-1] + "ies"]
    return [phrase]


def trie_regex(items: list[str], separator: str | None) -> str:
    """Compile literal strings into one regex that shares prefixes and tries longer matches first."""
    trie: dict = {}
    for item in items:
        node = trie
        for ch in item:
            atom = separator if separator and ch in " -" else re.escape(ch)
            node = node.setdefault(atom, {})
        node[""] = {}

    def emit(node: dict) -> str:
        branches = [atom + emit(child) for atom, child in sorted(node.items()) if atom]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return emit(trie) or "(?!)"


class Mention(NamedTuple):
    """One matched phrase: where it is in the text and which tags it speaks for."""

    start: int
    end: int
    text: str
    tags: frozenset[str]


class Cue(NamedTuple):
    """A word that tells how nearby mentions are used: contribution, evaluation, contrast, examples."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True)
class Vocabulary:
    """Every tag's phrases in one case-blind scan and its acronyms in one exact-case scan."""

    rules: tuple[TagRule, ...]
    phrases: re.Pattern
    acronyms: re.Pattern
    phrase_tags: dict[str, tuple[frozenset[str], frozenset[str]]]  # key → (tags shown, tags ruled out)
    acronym_tags: dict[str, frozenset[str]]
    cue_kinds: dict[str, str]
    memo: dict = field(default_factory=dict, compare=False, repr=False)

    def lookup(self, matched: str) -> tuple[frozenset[str], frozenset[str], str | None]:
        """Return (tags shown, tags ruled out, cue kind) for matched text, memoised by its spelling."""
        found = self.memo.get(matched)
        if found is None:
            key = phrase_key(matched)
            shows, rules_out = self.phrase_tags.get(key, _NOTHING)
            found = self.memo[matched] = (shows, rules_out, self.cue_kinds.get(key))
        return found

    def scan(self, text: str) -> tuple[list[Mention], list[Cue]]:
        """Find every tag mention and cue; an exclusion vetoes its tags for the words it covers."""
        # Each match starts on the character before a word, which lets the regex engine skip
        # ahead quickly; the padding gives the first word such a character. The next search
        # starts at a match's last word, so chains ("OOD generalization bound") are all found;
        # a match inside an earlier one adds nothing.
        padded = " " + text.translate(_ASCII_LOWER)
        found, cues, vetoes = [], [], []
        search, pos, reach = self.phrases.search, 0, 0
        while m := search(padded, pos):
            start, end = m.start(1), m.end()
            last_space = padded.rfind(" ", start, m.end(1))
            pos = last_space if last_space > 0 else end
            if end <= reach:
                continue
            reach = end
            shows, rules_out, cue = self.lookup(m.group(1))
            if rules_out:
                vetoes.append((start - 1, end - 1, rules_out))
            if shows:
                found.append(Mention(start - 1, end - 1, text[start - 1:end - 1], shows))
            if cue:
                cues.append(Cue(cue, start - 1, end - 1))
        for m in self.acronyms.finditer(text):
            start = m.start()
            if start and (text[start - 1].isalnum() or text[start - 1] in "-_"):
                continue
            tags = self.acronym_tags[m.group(1)]
            if vetoes:
                tags = tags - {t for a, b, out in vetoes if a <= start < b for t in out}
            if tags:
                found.append(Mention(start, m.end(), m.group(0), tags))
        return found, cues


def phrase_index(rules: tuple[TagRule, ...]) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Map each phrase key to its tags, counting shorter phrases inside it unless it rules them out."""
    shows: dict[tuple[str, ...], set[str]] = defaultdict(set)
    rules_out: dict[tuple[str, ...], set[str]] = defaultdict(set)
    for rule in rules:
        for phrase in rule.phrases:
            for variant in variants(phrase):
                shows[phrase_words(variant)].add(rule.name)
        for phrase in rule.exclude:
            rules_out[phrase_words(phrase)].add(rule.name)
    index = {}
    for words in set(shows) | set(rules_out):
        found = set()
        for i in range(len(words)):
            for j in range(i + 1, len(words) + 1):
                found |= shows.get(words[i:j], set())
        out = rules_out.get(words, set())
        index["".join(words)] = (frozenset(found - out), frozenset(out))
    return index


def compile_vocabulary(rules: tuple[TagRule, ...]) -> Vocabulary:
    """Build the two scanning patterns and their lookup tables."""
    cue_kinds = {phrase_key(word): kind for kind, words in CUES.items() for word in words}
    # A phrase that starts with a cue ("we prove") still tells the sentence its role.
    cue_words = {phrase_words(word): kind for kind, words in CUES.items() for word in words}
    for rule in rules:
        for phrase in rule.phrases:
            words = phrase_words(phrase)
            kind = next((cue_words[words[:n]] for n in range(1, len(words)) if words[:n] in cue_words), None)
            if kind:
                cue_kinds.setdefault("".join(words), kind)
    spelled = {v.lower() for r in rules for p in (*r.phrases, *r.exclude) for v in variants(p)}
    spelled |= {word for words in CUES.values() for word in words}
    acronyms: dict[str, set[str]] = defaultdict(set)
    for rule in rules:
        for acronym in rule.acronyms:
            acronyms[acronym].add(rule.name)
    return Vocabulary(
        rules,
        re.compile(r"[^\w\-](" + trie_regex(sorted(spelled), _SEP) + r")(?:e?s)?(?!\w)"),
        re.compile(r"(" + trie_regex(sorted(acronyms), None) + r")s?(?!\w)"),
        phrase_index(rules),
        {k: frozenset(v) for k, v in acronyms.items()},
        cue_kinds,
    )


_COMPILED: dict[int, Vocabulary] = {}


def vocabulary(config: Config) -> Vocabulary:
    """Compile the config's vocabulary once and reuse it for every abstract."""
    found = _COMPILED.get(id(config.tags))
    if found is None or found.rules is not config.tags:
        found = _COMPILED[id(config.tags)] = compile_vocabulary(config.tags)
    return found
