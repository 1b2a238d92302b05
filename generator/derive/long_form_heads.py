"""Finish a name's long form that ends on a modifier with the head noun the abstract writes after the name, and a title
that ends on a term the abstract defines with the noun the definition's brackets part from it."""

from __future__ import annotations

import re

from generator.derive.acronyms import definitions
from generator.derive.descriptions import VAGUE_KINDS
from generator.derive.house_style import MAX_WORDS
from generator.derive.title_casing import title_case
from generator.derive.title_pieces import HYPHENED, after_colon, content_units
from generator.derive.title_spans import GLUE, MODIFIER_ENDS, STOP, Document, past, says_twice

# A long form that ends on a modifier stops before its head noun, which the abstract writes after the name
# (`... (MMA) training`); real titles that end on a word with such an ending make it a noun (`Retrieval`, `Critic`).
_TITLE_ENDS = 2
# A compound that ends on a deed is a noun already: readers preferred `Sample Re-Weighting for ...`, `Quilt-Based
# Co-Design` and `Mini-Batch Learning-to-Match for ...` without a `Method` after them (forty-sixth session).
_NOUN_ENDS = ("ing", "ment", "design", "up")
# What follows the name's brackets, joined on (`(NAME)-Instruction`) or one or two words on (`(NAME) entropy coder`).
_AFTER_NAME = r"\s*\((?:{})\)(-[A-Za-z][\w-]*|(?:\s+[A-Za-z][\w-]*){{1,2}})"


def modifier(word: str, edges: dict[str, tuple[int, int, int]]) -> bool:
    """Tell a word that modifies a noun after it (`Visual`, `Class-wise`) from a noun (`Retrieval`)."""
    lower = word.lower()
    return lower.endswith(MODIFIER_ENDS) and edges.get(lower, (0, 0, 0))[1] < _TITLE_ENDS


def compound_modifier(word: str, edges: dict[str, tuple[int, int, int]]) -> bool:
    """Tell a hyphened compound no real title ends on (`Removal-Enabled`, `Open-Domain`, `Black-Box`): before a noun
    the writer joins the words of a modifier, and the abstract writes that noun after the name."""
    lower = word.lower()
    return (HYPHENED.fullmatch(lower) is not None and not edges.get(lower, (0, 0, 0))[1]
            and not lower.endswith(_NOUN_ENDS) and "-to-" not in lower)


def head_noun(doc: Document, edges: dict[str, tuple[int, int, int]], verbs: frozenset[str]) -> list[str]:
    """The words that finish a long form ending on a modifier, as the abstract writes them after the name.

    `Max-Margin Adversarial (MMA) training to ...` gives `training`; `... (LRV)-Instruction` gives `Instruction`.
    """
    words = doc.long.split()
    if len(words) < 2 or not (modifier(words[-1], edges) or compound_modifier(words[-1], edges)):
        return []
    pattern = re.compile(re.escape(doc.long) + _AFTER_NAME.format(re.escape(doc.name)), re.I)
    found = next(filter(None, map(pattern.search, doc.sentences)), None)
    head = _plain_run(found.group(1).lstrip("-").split() if found else [], verbs)
    while head and modifier(head[-1], edges):  # a head noun ends it, or nothing does
        head.pop()
    return head


# A term the abstract defines goes on past its brackets (`click-through rate (CTR) prediction`, `Wasserstein natural
# gradient (WNG) descent`): a title that ends on the term ends before its head noun. Not a kind, holder or group the
# term is only of (`(RL) algorithms`, `(KGE) models`), and only a noun real titles end on this often.
_HEAD_ENDS = 3
_NO_HEADS = VAGUE_KINDS | frozenset(
    "methods approaches techniques strategies algorithms models frameworks systems solvers tools schemes modules "
    "problem problems task tasks setting settings agent agents benchmark benchmarks dataset datasets network networks "
    "library literature community field domain research family class variant version paradigms pipeline "
    "perspective perspectives view viewpoint lens using via based through versus".split())
_HEAD_WORDS = 2
_WORD = re.compile(r"[A-Za-z][\w-]*")


def defined_head(doc: Document, title: str, edges: dict[str, tuple[int, int, int]], verbs: frozenset[str]) -> str:
    """Finish a title that ends on a term the abstract defines with the head noun written after its brackets."""
    body = " " + after_colon(title)[1].lower()
    last = body.rsplit(None, 1)[-1] + " ("  # most titles end on no term the brackets define: a cheap test first
    for sentence in doc.sentences:
        if last not in sentence.lower():
            continue
        for short, long, _ in definitions(sentence):
            if not body.endswith(" " + long.lower()):
                continue
            head = _head(_after_brackets(sentence, short, long), edges, verbs)
            if head and len(title.split()) + len(head) <= MAX_WORDS and not says_twice(
                    content_units(" ".join([title, *head]).lower())):
                return f"{title} {title_case(head, first=False)}"
    return title


def _after_brackets(sentence: str, short: str, long: str) -> list[str]:
    """The plain words written right after `long (short)`, up to _HEAD_WORDS and the first punctuation."""
    at = sentence.find(f"({short})")
    if at < 0 or not sentence[:at].rstrip().lower().endswith(long.lower()):
        return []
    words: list[str] = []
    for raw in sentence[at + len(short) + 2 :].split(None, _HEAD_WORDS)[:_HEAD_WORDS]:
        word = raw.rstrip(",.;:)")
        if not _WORD.fullmatch(word):
            break
        words.append(word)
        if word != raw:
            break
    return words


def _head(words: list[str], edges: dict[str, tuple[int, int, int]], verbs: frozenset[str]) -> list[str]:
    """The noun words that open `words` and end as real titles end (`prediction`), or []."""
    head = _plain_run(words, verbs, _NO_HEADS, adverbs=True)
    while head and edges.get(head[-1].lower(), (0, 0, 0))[1] < _HEAD_ENDS:
        head.pop()
    return head


def _plain_run(words: list[str], verbs: frozenset[str], more: frozenset[str] = frozenset(),
               adverbs: bool = False) -> list[str]:
    """The words that open `words` before glue, a stop word, a verb, a participle, one of `more`, or an adverb."""
    run: list[str] = []
    for word in words:
        lower = word.lower()
        if lower in GLUE or lower in STOP or lower in more or lower in verbs or past(lower) or \
                adverbs and lower.endswith("ly"):
            break
        run.append(word)
    return run
