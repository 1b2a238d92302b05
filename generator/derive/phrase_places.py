"""Find where an abstract writes a phrase: whole, else the first place it writes it with small changes. Every family
of long_title_reads.py reads its title there; the lookup stands apart so that module holds the families alone.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from generator.derive.prose import written_whole
from generator.derive.purpose_tails import gerund_base

_TOKEN = re.compile(r"[a-z0-9][a-z0-9'\u2019]*")
_TOKEN_FIRST = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")  # _TOKEN's first character; then these or quotes
_QUOTES = frozenset("'\u2019")
_SKIPPABLE = frozenset("a an the novel new".split())


@lru_cache(maxsize=64)
def where(text_n: str, phrase_n: str, verbs: bool = True) -> list[tuple[int, int]]:
    """Return where the abstract writes the phrase whole, else the first place it writes it with small changes."""
    # Memoised: the families ask in turn. With verbs, the first word may be another form of its verb.
    want = _TOKEN.findall(phrase_n)
    if verbs and want and not gerund_base(want[0]):
        return where(text_n, phrase_n, False)  # a first word that is no gerund has no other form: the same lookup
    # A plain `in` first: written_whole lowers the (lower-case) abstract again to look for the same phrase.
    exact = written_whole(text_n, phrase_n) if phrase_n in text_n else []
    if exact or len(want) < 3:
        return exact
    firsts = _verb_forms(want[0]) if verbs else frozenset((want[0],))
    for at in _token_starts(text_n, firsts):
        if not _may_stretch(text_n, at, want[1]):
            continue
        # Only the tokens a stretch can read are made (the wanted words, two skipped, one spare), with the end of the
        # one before: tokenising the whole abstract cost more than the rest of the lookup.
        before = _token_end_before(text_n, at)
        tokens = [] if before is None else [("", before, before)]  # _stretch_end reads only its end
        i = len(tokens)
        tokens += [(m.group(), m.start(), m.end()) for m in islice(_TOKEN.finditer(text_n, at), len(want) + 3)]
        end = _stretch_end(text_n, tokens, i, want, tokens[i][0] != want[0])
        if end:
            return [(at, end)]
    return []


def _may_stretch(text_n: str, at: int, second: str) -> bool:
    """Tell a first word the next token goes on from as a stretch may: the second word, a skipped one or an acronym."""
    # A cheap, necessary test of _stretch_end's first step, before the tokens it reads are made.
    after = _TOKEN.search(text_n, _TOKEN.match(text_n, at).end())
    if after is None:
        return False
    return after.group() == second or after.group() in _SKIPPABLE or text_n.startswith(")", after.end())


def _token_starts(text_n: str, words: frozenset[str]) -> list[int]:
    """Return where the tokens of the abstract (_TOKEN's, read from its start) that are one of the words start."""
    starts = []
    for word in words:
        at = text_n.find(word)
        while at >= 0:
            token = _TOKEN.match(text_n, at) if _token_starts_at(text_n, at) else None
            if token and token.group() == word:
                starts.append(at)
            at = text_n.find(word, at + 1)
    return sorted(starts)


def _token_starts_at(text_n: str, at: int) -> bool:
    """Tell a place where a token of _TOKEN's scan from the start begins: no letter runs on into it over quotes."""
    back = at
    while back and text_n[back - 1] in _QUOTES:
        back -= 1
    return back == 0 or text_n[back - 1] not in _TOKEN_FIRST


def _token_end_before(text_n: str, at: int) -> int | None:
    """Return where the token before the one starting at the place ends, or None where none does."""
    last = at - 1
    while last >= 0 and text_n[last] not in _TOKEN_FIRST:
        last -= 1
    if last < 0:
        return None
    end = last + 1
    while text_n[end] in _QUOTES:  # a token runs on over quotes, up to a blank before the place's token
        end += 1
    return end


def _stretch_end(text_n: str, tokens: list[tuple[str, int, int]], i: int, want: list[str], changed: bool) -> int:
    """Return where the stretch from token i that writes the wanted words with small changes ends, or 0."""
    j, k, skipped = i + 1, 1, 0
    while k < len(want) and j < len(tokens):
        gap = text_n[tokens[j - 1][2] : tokens[j][1]].strip()
        bracketed = gap == "(" and text_n[tokens[j][2] : tokens[j][2] + 1] == ")"
        if gap and not bracketed and gap != ")" \
                or gap == ")" and not (j >= 2 and text_n[tokens[j - 2][2] : tokens[j - 1][1]].strip() == "("):
            break  # punctuation between: not one stretch
        word = tokens[j][0]
        if not bracketed and word == want[k]:
            j, k = j + 1, k + 1
        elif skipped < 2 and (word != want[k] if bracketed else word in _SKIPPABLE):
            j, skipped = j + 1, skipped + 1  # an acronym, an article or praise the title dropped
        else:
            break
    return tokens[j - 1][2] if k == len(want) and (skipped or changed) else 0


def _verb_forms(word: str) -> frozenset[str]:
    """Return the forms of the verb a gerund is made of (`mapping`: `map`, `maps`, `mapped` ...), or the word."""
    base = gerund_base(word)
    if not base:
        return frozenset((word,))
    forms = {word, base, base + "s", base + "es", base + "ed", base + "d"}
    if base.endswith("y"):
        forms |= {base[:-1] + "ies", base[:-1] + "ied"}
    if word[-4] == word[-5]:
        forms |= {word[:-4], word[:-4] + "s", word[:-3] + "ed"}
    return frozenset(forms)
