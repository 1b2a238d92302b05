"""Score derived titles against the real titles of the development set (../shared/titles).

Usage: python benchmarks/titles_eval.py [--worst 20] [--by-conference] [--sample N] [--seed S]

Titles are derived for all 13,765 corpus abstracts, as one build of ../shared/corpora would derive and
disambiguate them; the 3,253 papers of the development set are then scored. It reports:
- mean content-word F1 against the real title, next to two baselines (the abstract's first ten words,
  its first sentence); content words are lower-cased alphanumeric runs less the function words listed
  in generator/derive/title_pieces.py (FUNCTION_WORDS);
- the share of all corpus titles with a word that is not in the abstract (`invented`), and the number
  that repeat themselves (`X for X`);
- the worst cases by F1 (derived titles only: real titles are read from ../shared, never written down).
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
from collections import defaultdict
from collections.abc import Container
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.devset import available, corpus, pairs, site_topics  # noqa: E402
from generator.derive.prose import clean, sentences_of  # noqa: E402
from generator.derive.glued_words import mended  # noqa: E402
from generator.derive.house_style import unglued  # noqa: E402
from generator.derive.title_checks import one_compound  # noqa: E402
from generator.derive.title_pieces import FUNCTION_WORDS  # noqa: E402  (the F1 ignores them on both sides)
from generator.derive.title_model import load_model  # noqa: E402
from generator.derive.titles import derive_title, plain_text  # noqa: E402
from generator.derive.unique_titles import disambiguate  # noqa: E402

_WORD = re.compile(r"[a-z0-9]+")


def content(text: str) -> list[str]:
    """Lower-cased alphanumeric words of a text, less function words."""
    return [w for w in _WORD.findall(text.lower()) if w not in FUNCTION_WORDS]


def f1(guess: str, truth: str) -> float:
    """Content-word F1 of a guessed title against the real one (sets of words)."""
    g, t = set(content(guess)), set(content(truth))
    common = len(g & t)
    return 0.0 if not common else 2 * common / (len(g) + len(t))


_BARE_VERB = re.compile(
    r"\b(?:to|we|can|could|may|might|will|would|should|must|help|helps)\s+(?:[a-z]+ly\s+)?([a-z]+?)e?\b")


def _forms(word: str) -> set[str]:
    """A word and the spellings a title may use for it: singular and plural, and a gerund's verb as the abstract
    inflects it (`Reducing` for `reduces`; not the bare stem, so a corrupted `Neuraling` still counts)."""
    forms = {word}
    if word.endswith("ing") and len(word) > 5:
        stem = word[:-3]
        forms |= {stem + "e", stem + "es", stem + "s", stem + "ed"}
        if stem.endswith("y"):  # `identifying` -> `identifies`, `identified`
            forms |= {stem[:-1] + "ies", stem[:-1] + "ied"}
        if len(stem) > 2 and stem[-1] == stem[-2]:  # `stopping` -> `stops`
            forms |= {stem[:-1] + "s", stem[:-1] + "ed"}
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    if word.endswith("ices"):  # `matrices` -> `matrix`, `vertices` -> `vertex`
        forms |= {word[:-4] + "ix", word[:-4] + "ex"}
    if word.endswith("es"):
        forms.add(word[:-2])
    if word.endswith("s"):
        forms.add(word[:-1])
    return forms | {word + "s", word + "es"}


# Prepositions a title relates its halves with besides FUNCTION_WORDS (which the title model reads as units): a
# defence's `against` says what its abstract's `defends`, `mitigates`, `is robust to` say, and is no content word.
RELATING_WORDS = frozenset({"against", "versus", "across", "between", "through", "beyond", "among"})


def invented(title: str, abstract: str) -> list[str]:
    """Title content words (hyphen parts included) that the abstract never uses, up to case and plural."""
    # the abstract as titles read it, words a PDF ran together set apart (`withAdditive`, `Transformermodel`), and as
    # written
    model = load_model()
    seen = (set(_WORD.findall(unglued(plain_text(abstract)).lower())) | set(_WORD.findall(abstract.lower()))
            | set(_WORD.findall(mended(abstract, model.known_words, model.uses).lower())))
    joined = {re.sub(r"[-_]", "", w) for w in re.findall(r"[\w-]+", abstract.lower())}  # `fine-tuning` -> finetuning
    # a bare verb, where the abstract writes one (`to discover X`), is the stem of a title's `Discovering X`
    verbs = {verb + end for verb in _BARE_VERB.findall(abstract.lower()) for end in ("ing", verb[-1] + "ing")}
    words = _WORD.findall(title.lower())
    return [w for i, w in enumerate(words)
            if w not in FUNCTION_WORDS and w not in RELATING_WORDS and not _forms(w) & (seen | joined)
            and w not in verbs and not _verb_of(w, words[i + 1 : i + 2], abstract.lower(), model.verbs)]


def _verb_of(word: str, after: list[str], abstract: str, known_verbs: Container[str]) -> bool:
    """Tell a title's gerund of a verb (one the model knows abstracts use as one) that the abstract writes bare before
    the same object (`Detecting Quilt Zephyrs` where it says `we first detect quilt zephyrs`): the abstract's own word,
    inflected. A corrupted word (`Neuraling Networks` from `neural networks`) has no verb for its stem."""
    if not word.endswith("ing") or len(word) <= 5 or not after:
        return False
    stem = word[:-3]
    stems = {stem, stem + "e"} | ({stem[:-1]} if len(stem) > 2 and stem[-1] == stem[-2] else set())
    return any(s in known_verbs and re.search(rf"\b{re.escape(s)}\s+(?:(?:the|a|an)\s+)?{re.escape(after[0])}\b",
                                               abstract) for s in stems)


def repeats(title: str) -> bool:
    """Tell whether a title says the same thing twice: a repeated run of two words, or `X for X` (a compound whose
    ends are one word, `speech-to-speech`, says it once)."""
    words = _WORD.findall(one_compound(title.lower()))
    pairs_seen = set()
    for i in range(len(words) - 1):
        pair = (words[i], words[i + 1])
        if pair in pairs_seen and not set(pair) <= FUNCTION_WORDS:
            return True
        pairs_seen.add(pair)
    # `X for X` within a part: a name and the article after its colon (`FAST: A Fast ...`) are no such link
    parts = [_WORD.findall(one_compound(part.lower())) for part in title.split(": ")]
    return any(words[i] == words[i + 2] not in FUNCTION_WORDS and words[i + 1] in FUNCTION_WORDS
               for words in parts for i in range(len(words) - 2))


def first_words(text: str, n: int = 10) -> str:
    """Baseline: the abstract's first n words."""
    return " ".join(clean(text).split()[:n])


def first_sentence(text: str) -> str:
    """Baseline: the abstract's first sentence."""
    found = sentences_of(clean(text))
    return found[0] if found else ""


def corpus_titles() -> dict[str, str]:
    """Derive and disambiguate titles for every corpus abstract, by id."""
    abstracts = corpus()
    texts = [a.text for a in abstracts]
    titles = disambiguate([derive_title(t, topics=site_topics()) for t in texts], texts)
    return {a.id: t for a, t in zip(abstracts, titles)}


def report(titles: dict[str, str], worst: int, by_conference: bool) -> None:
    """Print the scores, the invariant counts and the worst cases."""
    dev = pairs()
    rows = [(f1(titles[p.abstract.id], p.title), p) for p in dev]
    groups = defaultdict(list)
    for score, p in rows:
        groups[p.conference].append(score)
    print(f"development set: {len(dev)} papers")
    print(f"  derived titles       F1 {statistics.fmean(s for s, _ in rows):.3f}")
    print(f"  first ten words      F1 {statistics.fmean(f1(first_words(p.abstract.text), p.title) for p in dev):.3f}")
    print(f"  first sentence       F1 {statistics.fmean(f1(first_sentence(p.abstract.text), p.title) for p in dev):.3f}")
    if by_conference:
        for name, scores in sorted(groups.items()):
            print(f"  {name:<20} F1 {statistics.fmean(scores):.3f} ({len(scores)})")
    texts = {a.id: a.text for a in corpus()}
    bad = [i for i, t in titles.items() if invented(t, texts[i])]
    twice = [i for i, t in titles.items() if repeats(t)]
    print(f"all corpus titles: {len(titles)}")
    print(f"  with a word not in the abstract: {len(bad)} ({len(bad) / len(titles):.2%})")
    print(f"  repeating themselves: {len(twice)}")
    for i in sorted(bad)[:10]:
        print(f"    invented {invented(titles[i], texts[i])}: {titles[i]}")
    for i in sorted(twice)[:10]:
        print(f"    repeats: {titles[i]}")
    print(f"worst {worst} by F1 (derived titles):")
    for score, p in sorted(rows, key=lambda r: (r[0], r[1].abstract.id))[:worst]:
        print(f"  {score:.2f} {p.abstract.id} {titles[p.abstract.id]}")


def main() -> None:
    """Derive titles over the corpora and score them, or print a sample to read."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worst", type=int, default=20)
    parser.add_argument("--by-conference", action="store_true")
    parser.add_argument("--sample", type=int, default=0, help="print N random corpus titles and stop")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if not available():
        sys.exit("titles_eval: ../shared/corpora and ../shared/titles are needed")
    titles = corpus_titles()
    if args.sample:
        for i in random.Random(args.seed).sample(sorted(titles), args.sample):
            print(f"{i} {titles[i]}")
        return
    report(titles, args.worst, args.by_conference)


if __name__ == "__main__":
    main()
