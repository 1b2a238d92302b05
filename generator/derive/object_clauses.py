"""Write on what the paper's own sentence says of the object a title stops at: `Folding Marmot Quilts` says `Folding
Marmot Quilts That Stitch Zephyr Seams` where the abstract writes `we fold marmot quilts that stitch zephyr seams`.

A gerund-led title, or one of LEAST_UNNAMED words or more that is not, is found in a sentence of the paper's own work
(`we`, `our`, `this paper`, `here` before it; no `unlike`, `existing`, `instead of`, ... ) as a form of its verb and its
words; the first such sentence decides. What it writes right after the object is taken where it is
  * a short clause on the object's head (head_clauses.py): `quilts that can be folded into tessels`, `seams by which a
    quilt folds`, `zephyrs drifting over a tessel`;
  * after an inline formula naming the object, such a clause or a means (object_tails.py): `a quilt $q$ constrained
    to a tessel` -> `... a Quilt Constrained to a Tessel`;
  * the rest of a list the title's last phrase opens (object_tails.py): `under zephyr noise, tessel drifts, and
    marmot seams`.
Refused where it adds a word the title says or one word twice, or the title would run over MOST_WORDS words. Blind
readers preferred the titles written on 62 to 11 (8 the same) over 27 papers, three verdicts each: faithful 26 -> 49,
weak 35 -> 25, poor 20 -> 7; with the new title held to 13 words, 40 to 1 (4 the same) over 15 papers outside every
label set.
"""

from __future__ import annotations

import re

from generator.derive.head_clauses import ARTICLES, AUX, FUNCTION, head_clause
from generator.derive.object_tails import FORMULA, formula_means, list_rest
from generator.derive.title_casing import title_case

MOST_TITLE = 11  # words of a title read: a longer one has said enough
LEAST_UNNAMED = 6  # words of a title not led by a gerund: a shorter one's clause is made_clauses.py's
MOST_WORDS = 13  # words of the title written on

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\\(\[])")
_TOKEN = re.compile(r"[A-Za-z0-9\u2019']+")
_OWN = re.compile(r"\b(?:we|our|this (?:paper|work|study|article|note)|here|the proposed)\b", re.I)
_OTHERS = re.compile(r"\b(?:unlike|distinct|different from|instead of|rather than|in contrast|contrary|as opposed"
                     r"|compared|than|existing|previous|previously|prior|standard|popular|conventional|traditional"
                     r"|typical|typically|commonly|fail|fails|struggle|struggles|impossible|cannot|whether"
                     r"|et al)\b", re.I)
_MARKUP = re.compile(r"\\(?:emph|textit|textbf|text)\{([^{}]*)\}")
_PARTS = re.compile(r"[\s-]+")
_NOT_ADDED = FUNCTION | AUX | {"that", ","}  # words a clause adds that say nothing of their own


def object_clause_said(title: str, text: str) -> str:
    """Write the title on with what the paper's own sentence says of its object (see the module's docstring)."""
    if ": " in title:
        return title
    words = title.split()
    if not 2 <= len(words) <= MOST_TITLE:
        return title
    lead = words[0].lower()
    gerund = lead.endswith("ing") and lead not in ("learning", "training") and len(lead) >= 5 and words[0][0].isupper()
    if not gerund and len(words) < LEAST_UNNAMED:
        return title
    obj = words[1:] if gerund else words
    if obj[0].lower() in ARTICLES:
        obj = obj[1:]
    last = obj[-1].lower() if obj else ""
    if not last[:1].isalpha() or last not in text.lower():
        return title
    keys = [t.lower() for w in obj for t in _TOKEN.findall(w)]
    forms = _verb_forms(lead) if gerund else None
    plain = _MARKUP.sub(r"\1", text) if "\\" in text else text  # `\emph{quilts}` is written as `quilts`
    for sentence in _SENTENCE.split(plain):
        lower = sentence.lower()
        at = last in lower and _may_hold(lower, keys, forms) and _found(sentence, forms, keys)
        if at:
            return _written_on(title, sentence, at, obj[-1]) or title
    return title


def _written_on(title: str, sentence: str, at: tuple[int, int], head: str) -> str | None:
    """Write the title on with what the sentence says right after its deed at `at`, or None."""
    if not _OWN.search(sentence, 0, at[0]) or _OTHERS.search(sentence, 0, at[0]):
        return None  # not the paper's own deed, or one set against others' work
    tail = sentence[at[1]:]
    formula = FORMULA.match(tail)
    if formula:  # `a quilt distribution $q(x)$ | constrained to a tessel`
        tail = " " + tail[formula.end():]
        added = head_clause(tail, head) or formula_means(tail)
    else:
        added = head_clause(tail, head) or list_rest(tail)
    if not added or not _all_new(title, added):
        return None
    written = f"{title} {title_case(added, first=False)}".replace(" ,", ",")
    return written if len(written.split()) <= MOST_WORDS else None


def _found(sentence: str, forms: frozenset[str] | None, keys: list[str]) -> tuple[int, int] | None:
    """Find where the sentence writes the title's deed (its verb's form, or none, then its object): (start, end)."""
    toks = [(m.group().lower(), m.start(), m.end()) for m in _TOKEN.finditer(sentence)]
    low = [t[0] for t in toks]
    for i, word in enumerate(low):
        if forms is not None:
            if word not in forms:
                continue
            j = i + 1
            if low[j:j + 1] and low[j] in ARTICLES and keys[0] not in ARTICLES:
                j += 1
        elif word == keys[0]:
            j = i
        elif word in ARTICLES and low[i + 1:i + 2] == keys[:1]:
            j = i + 1
        else:
            continue
        if low[j:j + len(keys)] == keys:
            end = toks[j + len(keys) - 1][2]
            if end < len(sentence) and (sentence[end].isalnum() or sentence[end] == "-"):
                continue  # the title's last word goes on (`quilt` | `-based`)
            return toks[i][1], end
    return None


def _may_hold(lower: str, keys: list[str], forms: frozenset[str] | None) -> bool:
    """Tell a lowered sentence that holds every key and a form, as _found needs: each token it matches is lowered from
    the sentence's own letters, so the lowered sentence holds it (a cheap look before the sentence is tokenized)."""
    return all(k in lower for k in keys) and (forms is None or any(f in lower for f in forms))


def _verb_forms(gerund: str) -> frozenset[str]:
    """Spell the forms, three letters or more, a sentence may write a gerund's verb in: `folding` -> fold, folds,
    folded, ...; `zapping` -> zap, zaps, zapped; `marrying` -> marries, married."""
    base = gerund[:-3]
    forms = {gerund, base, base + "e", base + "s", base + "es", base + "ed", base + "d"}
    if len(base) > 2 and base[-1] == base[-2]:
        forms |= {base[:-1], base[:-1] + "s", base[:-1] + "ed"}
    if base.endswith("y"):
        forms |= {base[:-1] + "ies", base[:-1] + "ied"}
    return frozenset(f for f in forms if len(f) >= 3)


def _all_new(title: str, added: list[str]) -> bool:
    """Tell added words that say nothing the title says (a part of a hyphened word counts) and no word twice."""
    content = [w for w in added if w.lower() not in _NOT_ADDED]
    said = {_stem(w) for w in _PARTS.split(title) if w.lower() not in FUNCTION}
    parts = {_stem(p) for w in content for p in w.split("-") if p and p.lower() not in FUNCTION}
    keys = [_key(w) for w in content]
    return not said & parts and len(keys) == len(set(keys))


def _key(word: str) -> str:
    """Fold a word to the key it is compared by: lower, unhyphened, its plural ending gone (a short word keeps it)."""
    w = word.lower().replace("-", "").replace("\u2019", "'")
    for suffix in ("ies", "es", "s"):
        if w.endswith(suffix) and len(w) > len(suffix) + 3:
            return w[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return w


def _stem(word: str) -> str:
    """Cut a word's key to six letters, so that `zephyrs` and `zephyrian` count as one word."""
    return _key(word)[:6]
