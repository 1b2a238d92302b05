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
"""

from __future__ import annotations

import re

from generator.derive.gerund_phrases import ACRONYM_ASIDE, FUNCTION, SETTING_LINKS, phrase_after, telling
from generator.derive.house_style import MAX_WORDS
from generator.derive.title_casing import title_case
from generator.derive.title_checks import ARTICLES
from generator.derive.verb_forms import gerund_bases

MAX_NAME = 3  # words of a name before the colon: a longer one is a title of its own
MIN_GERUND = 6  # letters of the leading gerund: `Using` and `Being` name no deed

# Tokens: a word (hyphens and apostrophes inside), maths, a bracketed aside, or one mark; a stop inside maths or an
# aside ends no sentence.
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\u2019]*(?:-[A-Za-z0-9'\u2019]+)*|\$[^$]*\$|\([^()]*\)|\S")
_SENTENCE_END = re.compile(r"[.!?]$")
_GERUND = re.compile(r"[A-Z][a-z]+ing")
_PARTS = re.compile(r"[\s-]+")
_OWN = re.compile(
    r"\b(?:we|our|this (?:paper|work|article|study|note|manuscript|contribution)|here|the proposed)\b", re.I)
_EARLIER = re.compile(
    r"\b(?:previous|prior|existing|traditional|conventional|typically|typical|commonly|popular|recent|recently"
    r"|has been|have been|et al|most|many|often|usually|widely|unlike|whereas|despite|although|fails?|lack|cannot"
    r"|can not|difficult|challenging|unclear|whether)\b", re.I)
_HOW = frozenset("by via using through based".split())  # a title with one of these says how already
# Words before a verb's form that make it a noun or an adjective (`the cluster ...`, `of learned ...`).
_DETERMINERS = ARTICLES | frozenset(
    "this these those such our their its his her of for in on at by with from into as and or each every any some "
    "no two".split())


def gerund_written_on(title: str, text: str) -> str:
    """End a gerund-led title with what its own-work sentence writes after the verb (see the module's docstring)."""
    name, colon, body = title.rpartition(": ")
    if colon and (": " in name or not name or len(name.split()) > MAX_NAME):
        return title
    new = _written_on(body, text, len(name.split()))
    return f"{name}{colon}{new}" if new else title


def _written_on(title: str, text: str, named: int) -> str | None:
    """Write the title's body on from the first own-work sentence that writes its verb and object, or return None."""
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
        return None  # no form of the verb anywhere: the abstract need not be read word by word
    keys = [key for key in map(_key, obj) if key not in ARTICLES]
    for sent in _sentences(text):
        low = [t.lower() for t in sent]
        if plain.isdisjoint(low) and past.isdisjoint(low):
            continue
        k = _object_end(sent, low, keys, plain, past)
        if k is not None:
            return _ended(title, named, said, phrase_after(sent, low, k))
    return None


def _key(word: str) -> str:
    """Fold a word to compare it with another: lower case, no hyphen, no plural ending."""
    w = word.lower().replace("-", "").replace("\u2019", "'")
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("es") and w[-3] in "sxz":
        return w[:-2]
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


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


def _sentences(text: str) -> list[list[str]]:
    """Split the abstract into sentences of tokens."""
    out, cur = [], []
    for tok in _TOKEN.findall(text):
        cur.append(tok)
        if len(tok) == 1 and _SENTENCE_END.search(tok):
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def _object_end(sent: list[str], low: list[str], keys: list[str], plain: set[str], past: set[str]) -> int | None:
    """Find the token after the title's object as the sentence first writes it after the verb, if that is own work."""
    for i, tok in enumerate(low):
        if tok not in plain and tok not in past:
            continue
        if i and low[i - 1] in _DETERMINERS:
            continue
        if tok in past and not (i and low[i - 1] == "we"):
            continue  # an -ed form without `we` is a participle, of anyone's work
        k = _matched(sent, low, i + 1, keys)
        if k is None:
            continue
        head = " ".join(sent[:i])
        if not _OWN.search(head) or _EARLIER.search(head):
            return None
        return k + 1 if k < len(sent) and ACRONYM_ASIDE.fullmatch(sent[k]) else k
    return None


def _matched(sent: list[str], low: list[str], j: int, keys: list[str]) -> int | None:
    """Find where the object's keys, written from token j with articles anywhere between, end; else None."""
    n = 0
    while j < len(sent) and n < len(keys):
        if low[j] in ARTICLES:
            j += 1
            continue
        if _key(sent[j]) != keys[n]:
            return None
        j += 1
        n += 1
    return j if n == len(keys) else None


def _ended(title: str, named: int, said: set[str], found: tuple[str, list[str]] | None) -> str | None:
    """Write the title on with the link and phrase found, where they tell something new within the house's length."""
    if found is None:
        return None
    link, phrase = found
    if link in SETTING_LINKS and not said.isdisjoint(SETTING_LINKS) or link in said:
        return None  # the title says where already, or links that way
    if not telling(link, phrase):
        return None
    title_keys = {_key(w) for w in _PARTS.split(title) if w.lower() not in FUNCTION}
    new_keys = [_key(w) for p in phrase for w in p.split("-") if w.lower() not in FUNCTION]
    if title_keys.intersection(new_keys) or len(new_keys) != len(set(new_keys)):
        return None
    new = f"{title} {title_case([*link.split(), *phrase], first=False)}"
    return new if 3 <= named + len(new.split()) <= MAX_WORDS else None
