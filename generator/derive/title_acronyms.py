"""Spell out in a title the acronyms its abstract defines (`Tuning-Free QnZ Lattice Algorithm` -> `Tuning-Free
Quilt-and-Zephyr Lattice Algorithm`): a reader of a list of titles has no abstract to look them up in. Blind readers
preferred the spelled titles 114 to 0 for acronyms only one abstract defines, and 71 to 1 for the field's own (`ZO`,
`DG`, `WL`), the stock ones (`RL`, `GNN`) left as written (thirty-fifth session)."""

from __future__ import annotations

import re
from collections.abc import Container
from dataclasses import replace

from generator.derive.acronyms import COMMON, definitions
from generator.derive.title_casing import title_case
from generator.derive.title_pieces import FUNCTION_WORDS, content_units, named_parts
from generator.derive.title_spans import Document

LONGEST = 4  # words a long form may have to be written out in a title
# The acronyms a finished title keeps as written, for readers know them as words (`GAN`, `LLM`, `ReLU`, `RL`); the
# rest of the field's own (`FL`, `SSL`, `OT`, `BO`) are spelled out as the abstract defines them. Blind readers
# preferred the spelled titles 94 to 0 (2 the same) on 32 corpus papers (seventy-fourth session). Spans are still
# scored with the whole COMMON list as written (spelled_units).
TITLE_STOCK = frozenset(
    "AI API ASR AUC AUROC BERT BLEU CLIP CNN CP CPU CT CTC DAG DNN DPO EEG EM FID GAN GFlowNet GNN GP GPT GPU HMC IID "
    "IS KL LLM LM LP LSTM LoRA MAML MCMC MDP ML MLP MPC MRI MoE NAS NLP NTK NeRF ODE OOD OoD PAC PCA PDE POMDP PPO QA "
    "QP RKHS RL RLHF RNN ROC ReLU SAC SAM SAT SDE SDP SGD SNN SSM SVD TD TTS UCB VAE ViT ViTs fMRI 2D 3D 4D".split())
# Words of the field a title with a spelled acronym may say twice (`Federated Learning ... for Quilt Learning`).
FIELD_WORDS_TWICE = frozenset("learn learning model models network networks neural deep data".split())
MOST_WORDS = 14  # a title spelled out stays this short, under house_style.MAX_WORDS


def spelled_out(sentences: tuple[str, ...], name: str, title: str) -> str:
    """Write each acronym of a finished title's phrase as the abstract spells it (not the name nor a stock acronym,
    `RL`, `GNN`), in up to LONGEST words; never where the title would then say a word twice more or grow past
    MOST_WORDS words."""
    return spelled_with(long_forms(sentences), name, title, COMMON)


def field_spelled(text: str, name: str, title: str) -> str:
    """Write the field's acronyms of a finished title's phrase as the abstract spells them (written_long_forms), but
    the stock ones titles keep (TITLE_STOCK), as spelled_out does."""
    if not _CAPITALS.search(title):
        return title
    return spelled_with(written_long_forms(text), name, title, TITLE_STOCK, FIELD_WORDS_TWICE)


def spelled_with(longs: dict[str, str], name: str, title: str, stock: Container[str],
                 twice: Container[str] = frozenset()) -> str:
    """Write each acronym of a title's phrase that longs spells out and stock does not hold (spelled_out); twice:
    words the spelled title may say more often than before."""
    head, colon, body = title.rpartition(": ")
    if not longs:
        return title
    words: list[str] = []
    for word in body.split():
        long = _spelled(word, longs, name, stock)
        if long and words and words[-1].lower() in ("a", "an"):  # `an L2O` spelled `a Learning to Optimize`
            words[-1] = words[-1][0] + ("n" if long[0].lower() in "aeiou" else "")
        words.extend(title_case(long.split(), first=False).split() if long else [word])
    spelled = " ".join(words)
    if spelled == body or len(words) + len(head.split()) > MOST_WORDS \
            or repeats(f"{head} {spelled}", twice) > repeats(title, twice):
        return title
    return f"{head}{colon}{spelled}"


def spelled_units(doc: Document) -> Document:
    """Let each acronym a title would spell out count as its long form's words, so that spans are scored as they
    will read (`Weighted TTM` weighs `transformed teacher matching`). Only where the paper names its work: blind readers
    preferred the named titles it changed 67 to 26 (poor 36 -> 7 of 93 verdicts), while unnamed titles' spans moved
    for the worse about as often as not (77 to 70, poor 28 -> 43 of 147; forty-ninth session)."""
    longs = long_forms(doc.sentences) if doc.name else {}
    if not longs:
        return doc
    # most words spell nothing out: the long form's units are made only for those that do
    units = tuple((_long_units(long) or found) if (long := _spelled(word, longs, doc.name)) else found
                  for word, found in zip(doc.text, doc.units))
    return doc if units == doc.units else replace(doc, units=units)


def _long_units(long: str) -> tuple[str, ...]:
    """A long form's content units, each once, as a word's units are."""
    return tuple(dict.fromkeys(content_units(long.lower())))


def _spelled(word: str, longs: dict[str, str], name: str, stock: Container[str] = COMMON) -> str:
    """The long form a title writes for a word, or '' for the name, a stock acronym and any other word."""
    long = longs.get(word) or _numbered(word, longs)
    return long if long and word != name and word.removesuffix("s") not in stock else ""


def repeats(text: str, twice: Container[str] = frozenset()) -> int:
    """Count the content words a text says more than once (`Circulant Minwise Hashing for Minwise Hashing`: 2), but
    those of twice."""
    units = [unit for unit in content_units(text) if unit not in twice]
    return len(units) - len(set(units))


def _numbered(word: str, longs: dict[str, str]) -> str:
    """The long form of an acronym the abstract defines in the other number (`HGNN` for `HGNNs`), in the word's."""
    if word.endswith("s") and word[:-1] in longs:  # never `Programmings`: a gerund takes no plural
        return longs[word[:-1]] + "s" if not longs[word[:-1]].endswith(("s", "ing")) else ""
    if word + "s" in longs and longs[word + "s"].endswith("s"):
        return longs[word + "s"][:-1]
    return ""


def long_forms(sentences: tuple[str, ...]) -> dict[str, str]:
    """Every acronym the sentences define with a long form a title can hold: plain words, up to LONGEST."""
    found = {}
    for sentence in sentences:
        if "(" not in sentence:
            continue
        for short, long, _ in definitions(sentence):
            words = long.split()
            if len(words) <= LONGEST and words[0].lower() not in FUNCTION_WORDS and "(" not in long:
                found.setdefault(short, long)
    return found


_BRACKETED = re.compile(r"\(([A-Z][A-Za-z]*[A-Z]s?)\)")  # `(FL)`, `(EBMs)`, `(LoRA)`
_CAPITALS = re.compile(r"[A-Z][A-Za-z]*[A-Z]")  # a word with two capitals: maybe an acronym
_WRITTEN = re.compile(r"[A-Za-z][A-Za-z'\-/]*")
_ENDS_ON_WORD = re.compile(r"[A-Za-z]\s*$")


def written_long_forms(text: str) -> dict[str, str]:
    """Every acronym the abstract writes in brackets right after words whose initials (a hyphenated word's parts')
    hold its capitals in order, first letter first (`federated learning (FL)`, `Bird-Eye-View (BEV) space`), in up
    to LONGEST words: a looser reading than definitions(), which looks for the paper's own names."""
    found: dict[str, str] = {}
    for bracket in _BRACKETED.finditer(text):
        short = bracket.group(1)
        before = text[max(0, bracket.start() - 200) : bracket.start()]
        if short not in found and _ENDS_ON_WORD.search(before):
            long = _initials_before([c.lower() for c in short if c.isupper()], _WRITTEN.findall(before))
            if long and len(long) <= LONGEST and "or" not in long and not any(len(w) >= 4 and w.isupper()
                                                                                for w in long):
                found[short] = " ".join(long)
    return found


def _initials_before(letters: list[str], words: list[str]) -> list[str]:
    """The fewest last words whose initials start with the first letter and hold every letter in order, with at most
    one initial of a content word to spare; none if no such words."""
    words = words[-(len(letters) + 3) :]
    for k in range(1, len(words) + 1):
        tail = words[-k:]
        initials = _initials(tail)
        if tail[0].lower() in FUNCTION_WORDS or initials[:1] != letters[:1]:
            continue
        remaining = iter(initials)
        if all(letter in remaining for letter in letters) and len(
                _initials([w for w in tail if w.lower() not in FUNCTION_WORDS])) <= len(letters) + 1:
            return tail
    return []


def _initials(words: list[str]) -> list[str]:
    """The first letter of each word, and of each part of a hyphenated or slashed one, lower-cased."""
    return [part[0].lower() for word in words for part in re.split(r"[-/]", word) if part]


def base_units(doc: Document) -> frozenset[frozenset[str]]:
    """The content units of each long form of an acronym the name builds on (`QZ` in `Fast QZ`, `QZ++`, `GibbsQZ`):
    that long form names the method the paper starts from, not its own work (`GibbsQZ: Quilted Zephyrs`)."""
    if not doc.name:
        return frozenset()
    own = _singular(doc.name)
    return frozenset(frozenset(content_units(long)) for short, long in long_forms(doc.sentences).items()
                     if len(base := _singular(short)) >= 2 and base != own and base in own)


def names_base(doc: Document, title: str) -> bool:
    """Tell a named title whose phrase only names (part of) the method its name builds on (base_units)."""
    units = _body_units(doc, title)
    return bool(units) and any(units <= base for base in base_units(doc))


def says_more_of_base(doc: Document, title: str) -> bool:
    """Tell a named title whose phrase names all of the method its name builds on and more (`GibbsQZS: Quilted Zephyr
    Sampling for Lattices`): blind readers preferred these to the base alone, and not a phrase that leaves it out."""
    units = _body_units(doc, title)
    return any(base < units for base in base_units(doc))


def _body_units(doc: Document, title: str) -> set[str]:
    """The content units of what a title writes after its name, or none where no name leads it."""
    prefix, body = named_parts(title, doc.name)
    return set(content_units(body)) if prefix else set()


def _singular(acronym: str) -> str:
    """An acronym lower-cased, less the `s` of its plural (`QZSs`, not the `S` of `QZS`)."""
    return (acronym[:-1] if acronym.endswith("s") and acronym[-2:-1].isupper() else acronym).lower()
