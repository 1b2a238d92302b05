"""Mend an unnamed `A and B` title where the product glued two spans the abstract did not relate, or where the
abstract writes the title whole and its own sentence writes it on, by the first rule that holds.

For a pair the abstract never writes:
1. The written link (and_links.py): `Quilt Folding and Zephyr Models` says `Quilt Folding through the Lens of Zephyr
   Models` where a sentence writes the halves joined only by link words, or by a link and a short noun phrase.
2. The study object: a half is the object of the paper's own `we study / investigate / address / focus on / consider`
   sentence, which writes it on with its complement (`we study the quilt problem with a marmot kernel`): the title
   becomes that phrase, `Quilt Problem with a Marmot Kernel`, and drops the other half. An aspect the sentence names
   before the half stays (`Similarity of Quilts through ...`, `Detecting the Quilt between ...`), a frame goes (`the
   problem of`); not where the half opens on a kind of work (`Approach to ...`), nor where the abstract writes the
   dropped half's head twice or more (a topic of the paper, not a stray phrase).
3. The wider study object: rule 2 with more verbs (`we define`, `we target`, `we fold quilts and study`) and a
   complement of three words or more, which may be a `for` scope, a `to` purpose or a `where` clause that writes the
   other half (`Tessel Problem where Each Marmot Drifts` for `Tessel Problem and Marmots`).
For a title the abstract writes whole:
4. The study's tail (and_study_tails.py): the title is the object of the paper's own `we study / compare / propose`,
   and the sentence writes it on with a scope, means or purpose (`Quilt and Zephyr Folding under Marmot Drift`, `... to
   Align Tessels`) or a studied problem's `where` clause, or names an aspect before it (`Stability of Quilt and Zephyr
   Folding`).
Last, either takes a title from the paper's proposals (and_proposals.py). From rule 3 on, a new title says two things
the old did not, beyond kinds of work and praise, and no two words in a row twice.

Every word of a new title is the title's or the abstract's, within the house's length, no content word twice. Blind
readers preferred rules 1 and 2's titles 69 to 3 on 24 papers, faithful / weak / poor 1 / 55 / 16 -> 51 / 17 / 4 of 72
verdicts; the later rules' 105 to 0 on 35 papers, 9 / 53 / 43 -> 93 / 12 / 0 of 105 verdicts (seventy-sixth session).
"""

from __future__ import annotations

from generator.derive.and_links import (ARTICLES, BAD_END, CLAUSE_STOP, DANGLING_TAIL, FRAMES, FUNCTION, MODALS,
                                        PRAISE, PREPS, QUANTIFIERS, STOP, VERBS, WORK_KINDS, content_words, cut_back,
                                        drops_topic, fits, halves, linked_words, says_more, title_written, word_keys,
                                        written_on)
from generator.derive.and_proposals import proposed_words
from generator.derive.and_sentences import FORMULA, find_words, sentences, word_key
from generator.derive.and_study_tails import ASPECT_WORDS, study_tail
from generator.derive.and_tails import FOCUS, PROPOSE, PROPOSE_WIDE, STUDY, own_subject, tail_written
from generator.derive.house_style import MAX_WORDS
from generator.derive.title_casing import title_case

LEAD_WORDS = 6  # words of a study object before the half
TRIM_WORDS = 14  # a title this long or shorter is not cut back
AND_WORDS = 4  # `and` and the words of a noun phrase the object goes on with
LONG_OBJECT = 5  # words of a whole object that may stand as the title alone
WIDE_TAIL = 3  # words at least of the wider study rule's complement

_WIDE_STUDY = STUDY | {"target", "targets"}
_LEADS = ARTICLES | PRAISE  # what rule 3 passes before an object
_VERBS = STUDY | FOCUS | PROPOSE  # the verbs a study object follows
_WIDE_VERBS = _WIDE_STUDY | FOCUS | PROPOSE_WIDE  # and rule 3's
# (A rule on the paper's own `we show that HALF ...` finding as the title was tried and dropped: 3 of 7 changes
# better, the rest a side finding or a finding that lost the means.)


def and_join_written(title: str, text: str) -> str:
    """Mend an unnamed `A and B` title by the first of the module's rules that holds."""
    lower = title.lower()
    if ": " in title or " for " in lower or " and " not in lower:
        return title  # a named title, or a purpose's: not two spans glued by `and`
    sents = sentences(text)
    written = title_written(title, sents)  # the abstract's own `and`: no pair to relate, only a title to write on
    pairs = halves(title)
    words = None if written else linked_words(pairs, sents) or _studied(pairs, sents)
    if not words:
        wide = study_tail(title, sents) if written else _studied(pairs, sents, wide=True)
        words = wide if wide and says_more(title, wide) else proposed_words(title, sents, written)
    if not words:
        return title
    first, *rest = title.split()
    if first.lower() in ARTICLES and rest and word_key(words[0]) == word_key(rest[0]):
        words = [first, *words]  # the title's own article
    return title_case(words)


def _studied(pairs: list[tuple[list[str], list[str]]], sents: list[list[str]], wide: bool = False) -> list[str] | None:
    """Return the first half a study sentence writes as its object with its aspect and complement (wide: rule 3)."""
    objects = [_study_objects(tokens, wide) for tokens in sents]
    title_of = _wide_title if wide else _object_title
    for a, b in pairs:
        for half, other in ((a, b), (b, a)):
            if half[0].lower() in WORK_KINDS:
                continue  # `Approach to Quilt ...`: the other half says what is special
            for tokens, found in zip(sents, objects):
                if not found:
                    continue  # no study sentence
                for i, j in find_words(tokens, half):
                    words = title_of(tokens, found, i, j, other, sents)
                    if words:
                        return words
    return None


def _study_objects(tokens: list[str], wide: bool) -> dict[int, int]:
    """Return where each object of the paper's own `we study` starts, with where its title starts (wide: rule 3's)."""
    low = [t.lower() for t in tokens]
    found: dict[int, int] = {}
    if (_WIDE_VERBS if wide else _VERBS).isdisjoint(low):
        return found  # every object follows one of these verbs
    for v, w in enumerate(low):
        focus = w in FOCUS and v + 1 < len(low) and low[v + 1] == "on"
        proposal = w in (PROPOSE_WIDE if wide else PROPOSE)
        if not (w in (_WIDE_STUDY if wide else STUDY) or focus or proposal) or not own_subject(low, v, wide):
            continue
        start = _past_articles(low, v + (2 if focus else 1), _LEADS if wide else ARTICLES)
        found.setdefault(start, start)
        if not proposal:  # a proposal's object is only the work itself, never an aspect of it
            _aspect(low, start, found)
    return found


def _past_articles(low: list[str], k: int, skip: frozenset[str] = ARTICLES) -> int:
    """Return the place of the first word from k on that is not in skip, articles unless told."""
    while k < len(low) and low[k] in skip:
        k += 1
    return k


def _aspect(low: list[str], start: int, found: dict[int, int]) -> None:
    """Add the topic after an object's aspect or frame of a few plain words and `of`, with where its title starts."""
    for n in range(1, ASPECT_WORDS + 1):
        f = start + n
        if f >= len(low) or low[f] != "of":
            continue
        aspect = low[start:f]
        if not any(not t[0].isalpha() or t in STOP or t in VERBS or t in FUNCTION or t in PRAISE for t in aspect):
            topic = _past_articles(low, f + 1)
            found.setdefault(topic, topic if aspect[-1] in FRAMES else start)
        return


def _lead(tokens: list[str], found: dict[int, int], i: int, wide: bool) -> list[str] | None:
    """Return the words of a study object before the half at i that its title keeps, None where it may keep none."""
    start = next((found[o] for o in sorted(found, reverse=True) if o <= i <= o + LEAD_WORDS), None)
    if start is None:
        return None
    lead = [t for t in tokens[start:i] if t.lower() not in QUANTIFIERS and not (wide and t.lower() in PRAISE)]
    if lead and (lead[0].lower() in WORK_KINDS or lead[0].lower() == "to" or _after_proposal(tokens, start)):
        return None
    while lead and lead[-1].lower() in ARTICLES:
        lead.pop()
    return None if lead and i not in found and not _clean_lead(lead) else lead


def _object_title(tokens: list[str], found: dict[int, int], i: int, j: int, other: list[str],
                  sents: list[list[str]]) -> list[str] | None:
    """Return the title a study object makes of the half at i..j, its lead and complement, else None."""
    lead = _lead(tokens, found, i, False)
    if lead is None:
        return None
    half, comp = tokens[i : j + 1], written_on(tokens, j)
    if len(comp) < 2:
        bare = _bare_object(tokens, j, lead, half, other)
        if bare is None:
            return None
        half, comp = bare
    words = _trim(lead + half + comp, len(lead) + len(half))
    return words if words and fits(words) and not drops_topic(other, words, sents) else None


def _wide_title(tokens: list[str], found: dict[int, int], i: int, j: int, other: list[str],
                sents: list[list[str]]) -> list[str] | None:
    """Return the title rule 3 makes of the half at i..j with its lead and a complement, scope, purpose or clause."""
    lead = _lead(tokens, found, i, True)
    if lead is None:
        return None
    low = [t.lower() for t in tokens]
    if i in found and low[j + 1 : j + 3] in (["problem", "where"], ["problems", "where"]):
        j += 1  # `we study the quilt problem where ...`
    if j + 1 >= len(low):
        return None
    scoped = low[j + 1] in ("for", "to", "where")
    comp = (tail_written(tokens, j, "study", MAX_WORDS) or []) if scoped else written_on(tokens, j)
    if len(comp) < WIDE_TAIL:
        return None
    words = lead + tokens[i : j + 1] + comp
    if comp[0].lower() != "where":
        words = cut_back(words, len(words) - len(comp))
    elif not find_words(comp, [w for w in other if w.lower() not in ARTICLES]):
        return None  # a clause only where it writes the other half
    return words if words and fits(words) and not drops_topic(other, words, sents) else None


def _bare_object(tokens: list[str], j: int, lead: list[str], half: list[str],
                 other: list[str]) -> tuple[list[str], list[str]] | None:
    """Return the half and complement of an object without one of its own, where it stands as a title, else None."""
    more = _coordinated(tokens, j, other) if not lead else []
    if more:
        comp = written_on(tokens, j + len(more))
        return half + more, comp if len(comp) >= 2 else []
    inner = PREPS.intersection(w.lower() for w in half[1:-1])
    if len(lead) >= 2 and lead[0].lower().endswith("ing"):  # `Detecting the Quilt between`
        return half, []
    if lead and "of" in (w.lower() for w in lead) and len(half) >= 3 and _ends_object(tokens, j) and inner:
        return half, []  # `Prevalence of Quilts in Zephyrs`
    if not lead and len(half) >= LONG_OBJECT and inner and _ends_object(tokens, j):
        return half, []  # the whole object: the other half is dropped
    return None


def _trim(words: list[str], base: int) -> list[str]:
    """Cut a long title back to its last link that leaves TRIM_WORDS or fewer and keeps the half (base words)."""
    if len(words) <= TRIM_WORDS:
        return words
    for cut in range(TRIM_WORDS, base, -1):
        if words[cut].lower() in PREPS:
            head = words[:cut]
            while head and (head[-1].lower() in BAD_END or head[-1].lower() in DANGLING_TAIL
                            or head[-1].lower().endswith("ed")):
                head.pop()
            if len(head) > base + 1:
                return head
    return []


def _after_proposal(tokens: list[str], start: int) -> bool:
    """Tell an object that follows a proposal's verb (`we propose a ...`): only the work itself may start there."""
    k = start - 1
    while k >= 0 and tokens[k].lower() in ARTICLES:
        k -= 1
    return k >= 0 and tokens[k].lower() in PROPOSE


def _clean_lead(lead: list[str]) -> bool:
    """Tell a lead the title may keep before its half: plain words and links, no clause, later verb, mark or praise."""
    low = [t.lower() for t in lead]
    return all(t[0].isalnum() and t not in STOP and t not in PRAISE and t not in ("and", "or")
               and (t not in VERBS or n == 0) for n, t in enumerate(low))


def _coordinated(tokens: list[str], j: int, other: list[str]) -> list[str]:
    """Return `and` and the short noun phrase the object goes on with after word j, ending its clause (`the quilt and
    marmot problems and propose`), unless it is the other half again; else nothing."""
    low = [t.lower() for t in tokens]
    if j + 2 >= len(low) or low[j + 1] != "and":
        return []
    k = j + 2
    while k < len(low) and k - j - 1 <= AND_WORDS:
        w = low[k]
        if not tokens[k][0].isalnum() or w in STOP or w in VERBS or w in FUNCTION or w in MODALS:
            break
        k += 1
    if k == j + 2 or k - j - 1 > AND_WORDS:
        return []
    if not _ends_object(tokens, k - 1) and (k >= len(low) or low[k] not in PREPS):
        return []  # the phrase goes on past its clause
    more = tokens[j + 1 : k]
    initials = "".join(w[0].lower() for w in other)
    if any(w.isupper() and len(w) > 1 and w.lower() in initials for w in more):
        return []  # the other half, abbreviated (`ZQ` for `Zephyr Quilts`)
    said = {word_key(w) for w in content_words(other)}
    rest = content_words(more[1:])
    if word_keys(more[1:2]) == word_keys(other[:1]) or 2 * sum(word_key(w) in said for w in rest) > len(rest):
        return []  # the other half itself, mostly
    return more


def _ends_object(tokens: list[str], j: int) -> bool:
    """Tell an object that ends after word j: at a mark, a clause word, or `and` before a verb or `we`."""
    k = j + 1
    if k < len(tokens) and tokens[k] == FORMULA:
        return False  # a formula goes on with the phrase
    if k >= len(tokens) or not tokens[k][0].isalnum():
        return True
    w = tokens[k].lower()
    return w in CLAUSE_STOP or w == "and" and k + 1 < len(tokens) and (tokens[k + 1].lower() in VERBS
                                                                          or tokens[k + 1].lower() == "we")
