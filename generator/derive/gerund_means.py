"""Write a gerund-led title on where its paper's own sentence writes the gerund as another form of the verb:
`Folding Marmot Quilts` (or `QZ: Folding Marmot Quilts`) says `Folding Marmot Quilts by Stitching Zephyr Seams` where
the abstract writes `we fold marmot quilts by stitching zephyr seams` (or `to fold ...`, `our method folds ...`).

The other run-on mends look for the title's words as written (`folding marmot quilts`), so they never find a sentence
that writes the gerund as a finite or infinitive verb. Here the title's object (articles aside) must follow a base or
-s form of its verb (an -ed form only after `we`) in a sentence whose words before the verb are the paper's own (`we`,
`our`, `this paper`, `here`, `the proposed`) and not earlier work's; the title takes the short phrase it goes on with:

  * a means: `by` a gerund of doing (`by Stitching Zephyr Seams`), `via`, `through`, `using`, `based on`, or `while`
    a gerund (`While Keeping Tessel Seams`);
  * a setting: `from`, `without`, `under`, `across` or `in` a short noun phrase that names something (`from Burrows
    in Zephyr Valleys`);
  * a purpose: `to` or `in order to` a verb of doing (`to Align Zephyr Tessels`), or `for` a noun phrase.

It leaves the title alone where unsure: a phrase cut inside a list, a compound or before a gerund's second argument,
maths or digits, a vague, pointing or result word, an adjective or function word at the end, a content word the title
says already, a link the title has already, or a title over the house's length. Blind readers preferred the new titles
66 to 0 on 22 papers, faithful / weak / poor 34 / 29 / 3 -> 63 / 3 / 0 of 66 verdicts (seventy-sixth session).

Where that sentence gives nothing, each own-work sentence that writes the deed, read without emphasis marks, is asked
what it writes around it (gerund_context.py), and the first answer that tells something new wins. Such a sentence may
also write the gerund as is (`a method for folding marmot quilts`, `we propose folding ...`), the verb second (`we
revisit and fold ...`) or words of praise before the object (`we fold novel marmot quilts`). The title then takes the
phrase after the object (also `in the Presence of Zephyr Seams`, or one word such as `using Transformers`), a clause
on it (`That Stitches Zephyr Seams`), its cut complement (`between Marmot Burrows`), the specific means named before
the deed (`via a Tessel Grouping Algorithm`) or shown to do it (`via Zephyr Stitching`), a fronted purpose (`to Align
Tessels`), or how a later sentence says the work does it (`using Zephyr Seams`). Its words may not repeat the name
before a colon, and one word alone goes only on an unnamed title. Three strict blind readers preferred the titles
these add 91 to 6 (8 the same) on 35 papers, faithful / weak / poor 32 / 55 / 18 -> 69 / 27 / 9 of 105 verdicts;
the losses were a vague purpose and a generic means (seventy-sixth session).
"""

from __future__ import annotations

import re

from generator.derive.gerund_context import GENERIC_HEADS, OWN, said_around
from generator.derive.gerund_phrases import (
    ACRONYM_ASIDE, BAD_WORDS, FUNCTION, NEVER_LAST, PRAISE, SETTING_LINKS, before_adverb, key, phrase_after, telling,
    told)
from generator.derive.house_style import MAX_WORDS
from generator.derive.title_casing import title_case
from generator.derive.title_checks import ARTICLES
from generator.derive.verb_forms import gerund_bases

MAX_NAME = 3  # words of a name before the colon: a longer one is a title of its own
MIN_GERUND = 6  # letters of the leading gerund: `Using` and `Being` name no deed

# Tokens: a word (hyphens and apostrophes inside), maths, a bracketed aside, or one mark; a stop inside maths or an
# aside ends no sentence.
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\u2019]*(?:-[A-Za-z0-9'\u2019]+)*|\$[^$]*\$|\([^()]*\)|\S")
_ENDS = frozenset(".!?")
_GERUND = re.compile(r"[A-Z][a-z]+ing")
_PARTS = re.compile(r"[\s-]+")
_EARLIER = re.compile(
    r"\b(?:previous|prior|existing|traditional|conventional|typically|typical|commonly|popular|recent|recently"
    r"|has been|have been|et al|most|many|often|usually|widely|unlike|whereas|despite|although|fails?|lack|cannot"
    r"|can not|difficult|challenging|unclear|whether)\b", re.I)
_HOW = frozenset("by via using through based".split())  # a title with one of these says how already
# Words before a verb's form that make it a noun or an adjective (`the cluster ...`, `of learned ...`).
_DETERMINERS = ARTICLES | frozenset(
    "this these those such our their its his her of for in on at by with from into as and or each every any some "
    "no two".split())
# Words right before a gerund the sentence writes as the deed itself (`a method for folding`, `we propose folding`).
_GERUND_LEADS = frozenset("for by at of on propose proposes consider considers explore explores investigate".split())
_PRAISED = PRAISE - {"and", "first"}  # words the title may leave out between the verb and its object
_MARKS = frozenset("_*`\\")  # emphasis marks (`_ quilts _`), which split a phrase the sentence writes whole


def gerund_written_on(title: str, text: str) -> str:
    """End a gerund-led title with what its own-work sentence writes after or around the deed (see the docstring)."""
    name, colon, body = title.rpartition(": ")
    if colon and (": " in name or not name or len(name.split()) > MAX_NAME):
        return title
    new = _written_on(body, text, name)
    return f"{name}{colon}{new}" if new else title


def _written_on(title: str, text: str, name: str) -> str | None:
    """Write the title's body on from the first own-work sentence that writes its verb and object, else from what one
    writes around its deed; or return None."""
    words = title.split()
    if len(words) < 2 or len(words[0]) < MIN_GERUND or not _GERUND.fullmatch(words[0]):
        return None
    said = {w.lower() for w in words[1:]}
    if not said.isdisjoint(_HOW):
        return None
    obj = words[2:] if words[1].lower() in ARTICLES else words[1:]
    if not obj:
        return None
    plain, past = _verb_forms(words[0])
    lower = text.lower()
    if not any(form in lower for form in plain) and not any(form in lower for form in past):
        return None  # no form of the verb, nor the gerund, which holds its stem: no need to read word by word
    keys = [k for k in map(key, obj) if k not in ARTICLES]
    sents = _sentences(text)
    named, new = len(name.split()), None
    for sent, low in sents:
        if plain.isdisjoint(low) and past.isdisjoint(low):
            continue
        deed = _deed_at(sent, low, keys, plain, past)
        if deed is not None:
            found = phrase_after(sent, low, deed[1])
            new = _ended(title, named, said, *found) if found and telling(*found) else None
            break
    return new or _written_around(title, name, said, (words[0].lower(), keys, plain, past), sents)


def _written_around(title: str, name: str, said: set[str], deed: tuple[str, list[str], set[str], set[str]],
                    sents: list[tuple[list[str], list[str]]]) -> str | None:
    """Write the title's body on from what an own-work sentence writing its deed writes around it, or return None."""
    gerund, keys, plain, past = deed
    named = len(name.split())
    taken = frozenset(key(w) for w in _PARTS.split(name) if w)
    sents = [_unmarked(sent, low) for sent, low in sents]
    for si, (sent, low) in enumerate(sents):
        if gerund not in low and plain.isdisjoint(low) and past.isdisjoint(low):
            continue
        at = _deed_at(sent, low, keys, plain, past, gerund)
        if at is None:
            continue
        for found in said_around(sents, si, at, said):
            taken_up = _taken_up(*found, taken)
            new = _ended(title, named, said, *taken_up, taken) if taken_up else None
            if new:
                return new
    return None


def _taken_up(link: str, phrase: list[str], one: bool, taken: frozenset[str]) -> tuple[str, list[str]] | None:
    """Tell a phrase read around the deed as the title takes it: one word only on an unnamed title."""
    if not one:
        return told(link, phrase)
    word = phrase[-1].lower()
    if taken or len(word) < 4 or word in BAD_WORDS or word in NEVER_LAST:
        return None  # a named title's name says what the one word would
    return link, phrase


def _verb_forms(gerund: str) -> tuple[set[str], set[str]]:
    """List a gerund's base and -s forms, and its -ed forms (`improving`: improve, improves; improved)."""
    stem, with_e, undoubled = gerund_bases(gerund.lower())
    bases = {stem, with_e}
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "ls":
        bases.add(undoubled)  # `mapping` -> map, not `calling` -> cal
    plain, past = set(), set()
    for b in bases:
        plain |= {b, b + "s", b + "es"}
        past |= {b + "ed", b + "d"}
        if b.endswith("y"):
            plain.add(b[:-1] + "ies")
            past.add(b[:-1] + "ied")
    return plain, past


def _sentences(text: str) -> list[tuple[list[str], list[str]]]:
    """Split the abstract into sentences of tokens, each with its tokens in lower case."""
    out, cur = [], []
    for tok in _TOKEN.findall(text):
        cur.append(tok)
        if tok in _ENDS:
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return [(sent, [t.lower() for t in sent]) for sent in out]


def _unmarked(sent: list[str], low: list[str]) -> tuple[list[str], list[str]]:
    """Drop a sentence's emphasis marks (`we fold _ marmot quilts _ by ...`)."""
    if _MARKS.isdisjoint(sent):
        return sent, low
    keep = [n for n, t in enumerate(sent) if t not in _MARKS]
    return [sent[n] for n in keep], [low[n] for n in keep]


def _deed_at(sent: list[str], low: list[str], keys: list[str], plain: set[str], past: set[str],
             gerund: str = "") -> tuple[int, int, bool] | None:
    """Find the verb and the token after the object where an own-work sentence first writes the title's deed: a form
    of the verb right before the object or, given the gerund, also the gerund as is, the verb second after `we ...
    and`, or words of praise between; with whether it is the gerund. None where it is not own work."""
    for i, tok in enumerate(low):
        if tok == gerund:
            if not _gerund_led(low, i):
                continue
        elif tok in plain or tok in past:
            if i and low[i - 1] in _DETERMINERS and not (gerund and i > 1 and low[i - 1] == "and"
                                                           and "we" in low[max(0, i - 5) : i - 2]):
                continue  # `the cluster ...`, `of learned ...`: a noun or an adjective
            if tok in past and not (i and low[i - 1] == "we"):
                continue  # an -ed form without `we` is a participle, of anyone's work
        else:
            continue
        k = _matched(sent, low, i + 1, keys)
        if k is None and gerund:
            k = _past_praise(sent, low, i, keys)
        if k is None:
            continue
        head = " ".join(sent[:i])
        if not OWN.search(head) or _EARLIER.search(head):
            return None
        return i, (k + 1 if k < len(sent) and ACRONYM_ASIDE.fullmatch(sent[k]) else k), tok == gerund
    return None


def _gerund_led(low: list[str], i: int) -> bool:
    """Tell a gerund the sentence writes as the deed: after a lead (`for folding`) or a kind of work (`a method to`)."""
    j = before_adverb(low, i)
    return j >= 0 and (low[j] in _GERUND_LEADS or low[j] in GENERIC_HEADS
                       or low[j] == "to" and j >= 1 and low[j - 1] in GENERIC_HEADS)


def _past_praise(sent: list[str], low: list[str], i: int, keys: list[str]) -> int | None:
    """Find where the object ends after words of praise the title left out (`fold novel marmot quilts`), else None."""
    start = i + 1
    while start < len(low) and (low[start] in _PRAISED or low[start] in ARTICLES):
        start += 1
    if start == i + 1 or start == i + 2 and low[i + 1] in ARTICLES:
        return None  # no praise between: the object is not there
    return _matched(sent, low, start, keys)


def _matched(sent: list[str], low: list[str], j: int, keys: list[str]) -> int | None:
    """Find where the object's keys, written from token j with articles anywhere between, end; else None."""
    n = 0
    while j < len(sent) and n < len(keys):
        if low[j] in ARTICLES:
            j += 1
            continue
        if key(sent[j]) != keys[n]:
            return None
        j += 1
        n += 1
    return j if n == len(keys) else None


def _ended(title: str, named: int, said: set[str], link: str, phrase: list[str],
           taken: frozenset[str] = frozenset()) -> str | None:
    """Write the title on with link and phrase where they say something new (not the name's taken words either) within
    the house's length."""
    first = link.split()[0]  # `in` of `in the presence of`
    if first in SETTING_LINKS and not said.isdisjoint(SETTING_LINKS) or first in said:
        return None  # the title says where already, or links that way
    title_keys = {key(w) for w in _PARTS.split(title) if w.lower() not in FUNCTION} | taken
    new_keys = [key(w) for p in phrase for w in p.split("-") if w.lower() not in FUNCTION]
    if title_keys.intersection(new_keys) or len(new_keys) != len(set(new_keys)):
        return None
    new = f"{title} {title_case([*link.split(), *phrase], first=False)}"
    return new if 3 <= named + len(new.split()) <= MAX_WORDS else None
