"""Write the made thing before a short title that names only a topic or a fragment, for made_clauses.py: where the
paper's own sentence proposes a kind of thing that does what the title says (`we propose a novel tessel algorithm using
marmot bundles to fold zephyr quilts`), `Zephyr Quilts` -> `A Tessel Algorithm using Marmot Bundles to Fold Zephyr
Quilts`; a kind only `based on X` or `using X` gives X (`a method based on quilt stitching that speeds zephyr folding`
-> `Quilt Stitching to Speed Zephyr Folding`). Not with only a light verb (`A Framework to Train <Title>`), nor where
the cut loses a title word or the aim holds fewer than three content words.

For the wider readings: the kind an own sentence makes for a topic title (`we propose a marmot tessel method for
zephyr folding` -> `A Marmot Tessel Method for Zephyr Folding`), with the clause after the title or the next
sentence's `Our method folds quilt seams` (`... That Folds Quilt Seams`); the kind alone only with a modifier that
names something, never with coordinated ones (`theory and methods for <title>`); the subject of a next sentence that is
the made thing (`It`, `Our method`, its acronym) is read in next_sentences.py.
"""

from __future__ import annotations

from generator.derive.made_clause_reads import (AIM_VERBS, KINDS, MAKERS, OTHERS_LEAD, POINTING, after_title, clause,
                                                letting, participle, plural)
from generator.derive.made_clause_words import (ADVERB, ANAPHORS, ARTICLES, CLAIMY, EMPTY_VERBS, EVALUATIVE, MOST_ADDED,
                                                MOST_WIDE, MOST_WORDS, NOT_MODIFIERS, NOT_VERBS, OWN, PROPOSE,
                                                STOP_PUNCTUATION, STOP_WORDS, Sentence, after_adverbs, cased, content,
                                                fitted, is_word, phrase, plain, s_form, stem, trimmed, unique)
from generator.derive.next_sentences import subject
from generator.derive.title_casing import title_case
from generator.derive.wide_additions import few_repeats, repeats, wide_addable

_LEAST_AIM = 3  # content words of the aim, the title's included
_WINDOW = 30  # tokens before the title a proposing verb may stand
_MOST_MODIFIERS = 7
_PROPOSERS = frozenset("we paper work".split())
_ASIDES = frozenset("inspired motivated grounded based built rooted".split())
_AIM_OPENERS = frozenset("aim aims seek seeks tries attempt attempts".split())
# Verbs that join two things: the title's phrase is the second, so a link after it is part of the aim.
_PAIR_VERBS = frozenset("connect connects combine combines marry marries bridge bridges link links unify unifies "
                        "relate relates align aligns compare compares integrate integrates".split())
_TAIL_LINKS = frozenset("with in on under for from of via across over between into against".split())
_LIGHT = frozenset("perform performing address addressing handle handling train training tackle tackling solve "
                   "solving study studying conduct conducting achieve achieving enable enabling do doing make making "
                   "deal dealing work working improve improving support supporting".split())
_UNSAID = ANAPHORS | CLAIMY
_THIN = frozenset("end-to-end single unified generic two-step one-step complete holistic general-purpose".split())


def kind_led(title: str, read: list[Sentence]) -> str | None:
    """Return the made thing and what it does, through the title, from the first own sentence that proposes it
    before the title; None where that sentence gives none."""
    target = [w.lower() for w in title.split()]
    for toks, low, places in read:
        i = places[0]
        verb = next((j for j in range(max(0, i - _WINDOW), i) if _proposes(low, j)), None)
        if verb is not None:
            return _made_before(toks, low, verb, i, target)
    return None


def _proposes(low: list[str], j: int) -> bool:
    """Tell a proposing verb at j whose subject is the paper (`we propose`, `this paper presents`)."""
    return low[j] in PROPOSE and (j > 0 and low[j - 1] in _PROPOSERS or j > 1 and low[j - 2] == "we")


def _made_before(toks: list[str], low: list[str], j: int, i: int, target: list[str]) -> str | None:
    """Return the title the kind proposed at j writes, with its aim through the title at i, or None."""
    n = len(target) - (target[0] in ARTICLES)
    made = _kind_phrase(toks, low, j + 1, i)
    if not made:
        return None
    kind, k = made
    aim = k < i and low[k] in ("that", "which", "to") and _aim_of(toks, low, k, i, n)
    if not aim:
        return None
    for attempt in _attempts(toks, low, i + n, aim):
        title = _kind_title(kind, attempt, target)
        if title:
            return title
    return None


def _kind_phrase(toks: list[str], low: list[str], j: int, limit: int) -> tuple[list[str], int] | None:
    """Return the made thing from j up to its kind word, less praise, and the place its aim starts (after a short
    `using X` or `based on X`, an aside and a comma)."""
    if j < len(low) and low[j] in ARTICLES:
        j += 1
    k = j
    while k < min(len(low), j + _MOST_MODIFIERS) and low[k] not in KINDS:
        if not is_word(toks[k]) or low[k] in NOT_MODIFIERS or low[k] in ANAPHORS:
            return None
        k += 1
    if k >= min(len(low), limit) or low[k] not in KINDS:
        return None
    while k + 1 < min(len(low), limit) and low[k + 1] in KINDS:  # `defense algorithm`
        k += 1
    words = [toks[x] for x in range(j, k) if low[x] not in EVALUATIVE] + [toks[k]]
    k += 1
    if k + 1 < len(low) and (low[k] == "using" or low[k] == "based" and low[k + 1] == "on"):
        m = k + 1 + (low[k] == "based")
        e = m
        while e < len(low) and is_word(toks[e]) and low[e] not in ("that", "which", "to", "for") and e - m < 5:
            e += 1
        if e < len(low) and low[e] in ("that", "which", "to"):  # kept when short
            words += toks[k:e]
            k = e
    if k + 1 < len(low) and toks[k] == "," and low[k + 1] in _ASIDES:  # `a method, inspired by X, that`: left out
        try:
            k = toks.index(",", k + 2, k + 15)
        except ValueError:
            pass
    if k < len(low) and toks[k] == ",":
        k += 1
    return words, k


def _aim_of(toks: list[str], low: list[str], k: int, i: int, n: int) -> list[str] | None:
    """Return what the made thing does, from its `to`, `that` or `which` at k through the title's last word."""
    end = i + n
    if low[k] == "to":
        verb = low[k + 1] if k + 1 < i else ""
        return ["to", *toks[k + 1 : end]] if verb.isalpha() and verb not in NOT_VERBS else None
    v = after_adverbs(low, k + 1, i)
    if v >= i:
        return None
    verb = low[v]
    if verb in _AIM_OPENERS and v + 1 < i and low[v + 1] in ("to", "at"):  # `that aims to fold`, `aims at folding`
        return ["to", *toks[v + 2 : end]] if low[v + 1] == "to" else [*toks[k + 1 : v], *toks[v + 2 : end]]
    if s_form(verb) and verb not in EMPTY_VERBS and len(verb) > 3:
        return ["that", *toks[k + 1 : end]]
    return None


def _attempts(toks: list[str], low: list[str], end: int, aim: list[str]) -> list[list[str]]:
    """Return the aims to try: with the phrase the title's last word goes on with, then without it where it may go."""
    if end >= len(toks) or toks[end] in STOP_PUNCTUATION or low[end] in STOP_WORDS:
        return [aim]
    tail = phrase(toks, low, end)  # `... with Y`, `... Instances`
    after = low[end]
    if tail is None and any("$" in t or "\\" in t for t in toks[end : end + 4]):
        return []  # the title's phrase goes on with maths a title cannot show
    pair = any(w.lower() in _PAIR_VERBS or w.lower()[:-3] + "s" in _PAIR_VERBS for w in aim[:2])
    optional = after == "to" or after.endswith(("ing", "ed")) or after in _TAIL_LINKS and not pair
    participle = after.endswith(("ing", "ed")) and after not in ("during", "using")
    return ([[*aim, *tail]] if tail and after != "to" and not participle else []) + ([aim] if optional else [])


def _kind_title(kind: list[str], aim: list[str], target: list[str]) -> str | None:
    """Return the kind and its aim as a title, or None where the aim is light, cut short of the title or unclean."""
    aim = trimmed(aim)
    if _light(aim, target) or not all(is_word(w) for w in aim):
        return None
    based = next((x for x, w in enumerate(kind) if w.lower() in ("based", "using")), None)
    if based is not None and len(content(kind[:based])) == 1 and aim[0] == "that":
        # `a method based on X that speeds Y`: the kind says only its means, `X to Speed Y`
        if len(aim) < 2 or ADVERB.fullmatch(aim[1].lower()):
            return None
        kind = kind[based + 1 + (kind[based].lower() == "based") :]
        aim = ["to", _base(aim[1].lower()), *aim[2:]]
    aim = fitted(aim, MOST_WORDS - len(kind) - 1) if kind else None
    if not aim:
        return None
    have = {stem(w) for w in aim}
    if not all(stem(w) in have for w in target if w not in ARTICLES):
        return None  # the cut lost some of the title's own words
    made = [*kind, *aim]
    if any(w.lower() in _UNSAID or len(w) == 1 and w != "a" for w in made):
        return None
    if not unique(made) or len(content(aim)) < _LEAST_AIM:
        return None
    return " ".join([*_article(kind), cased(made)])


def _light(aim: list[str], target: list[str]) -> bool:
    """Tell an aim whose only verb before the title is a light one (`to Train <Title>`), or that has none."""
    first = stem(next(w for w in target if w not in ARTICLES))
    at = next((x for x, w in enumerate(aim) if stem(w) == first), len(aim))
    verbs = [w for w in (w.lower() for w in content(aim[:at])) if not ADVERB.fullmatch(w)]
    return len(verbs) <= 1 and (not verbs or verbs[0] in _LIGHT or _base(verbs[0]) in _LIGHT)


def _article(kind: list[str]) -> list[str]:
    """Return the article a kind in the singular takes: `A` or `An`; none for plurals or a kind given as its means."""
    cut = next((x for x, w in enumerate(kind) if w.lower() in ("based", "using")), 0)
    head = kind[cut - 1].lower()
    if head not in KINDS or s_form(head):
        return []
    return ["An" if kind[0][:1].lower() in "aeiou" else "A"]


def _base(verb: str) -> str:
    """Return a verb's base form from its third person (`folds` -> `fold`, `carries` -> `carry`)."""
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return verb[:-2]
    return verb[:-1] if s_form(verb) else verb


def kind_for(title: str, sents: list[list[str]], lows: list[list[str]]) -> str | None:
    """Return the kind an own sentence makes for a topic title, with what it does where a sentence says."""
    words = title.split()
    target = [stem(w) for w in words]
    if words[0].lower() in ARTICLES:
        return None
    for si, (toks, low) in enumerate(zip(sents, lows)):
        for i in _written(low, target):
            made = _kind_made(toks, low, i)
            if made is None:
                continue
            mods, kind, x = made
            if not OWN.search(" ".join(toks[:x])) or OTHERS_LEAD.match(" ".join(toks[:3])):
                continue
            if any(m.lower() in ("and", "or", ",") for m in mods):
                continue  # `theory and algorithms for <title>`: two made things, not one kind's modifiers
            mods = [m for m in mods if m.lower() not in EVALUATIVE and m.lower() not in _THIN]
            tails = _kind_tails(sents, lows, si, i + len(words), low[kind])
            said = _for_title(mods, toks[kind], low[i - 1], words, tails)
            if said:
                return said
    return None


def _written(low: list[str], target: list[str]) -> list[int]:
    """Return where a sentence writes the title's stems after `for` or `to`, the only places _kind_made takes."""
    return [i for i in range(4, len(low) - len(target) + 1)
            if low[i - 1] in ("for", "to") and all(stem(low[i + q]) == w for q, w in enumerate(target))]


def _kind_made(toks: list[str], low: list[str], i: int) -> tuple[list[str], int, int] | None:
    """Return the modifiers, the kind's place and the article's before a title at i the kind is `for`, or None."""
    if i < 4 or low[i - 1] not in ("for", "to") or low[i - 2] not in KINDS:
        return None
    if low[i - 1] == "to" and low[i - 2] not in ("approach", "approaches"):
        return None
    kind = x = i - 2
    while x - 1 >= 0 and low[x - 1] not in ("a", "an") and kind - x < 5:
        if not is_word(toks[x - 1]) or low[x - 1] in NOT_MODIFIERS or low[x - 1] in POINTING or low[x - 1] in PROPOSE:
            break
        x -= 1
    mods, x = toks[x:kind], x - 1
    if plural(low[kind]) and low[x] not in ("a", "an"):
        x += 1  # `we develop tessel methods for <title>`
        return (mods, kind, x) if x >= 1 and low[x - 1] in MAKERS else None
    maker = x >= 1 and (low[x - 1] in MAKERS or low[x - 1] in EVALUATIVE and x > 1 and low[x - 2] in MAKERS)
    return (mods, kind, x) if maker and low[x] in ("a", "an") else None


def _kind_tails(sents: list[list[str]], lows: list[list[str]], si: int, end: int, kind: str) -> list[list[str]]:
    """Return what the kind does, from its clause after the title or the next sentence's `Our <kind>`."""
    toks, low = sents[si], lows[si]
    k = after_title(toks, end)
    if k is None:
        return []
    tails = []
    if k < len(toks):
        at = k + (toks[k] == ",")
        tails.append(participle(toks, low, at))
        if at < len(low) and low[at] in ("that", "which") and (toks[k] == "," or low[at] == "that"):
            tails += [letting(toks, low, at + 1), plain(clause(toks, low, at + 1, plural(kind)))]
    if not any(tails) and si + 1 < len(sents):
        nt, nl = sents[si + 1], lows[si + 1]
        got = subject(nl, [kind], None)
        if got and got[1] == plural(kind) and (nl[got[0] - 1] == kind or nl[0] == "it"):
            j = got[0]
            told = nl[j : j + 1] and nl[j] not in AIM_VERBS
            tails += [letting(nt, nl, j), told and plain(clause(nt, nl, j, plural(kind)))]
    return [t for t in tails if t]


def _for_title(mods: list[str], kind: str, link: str, words: list[str], tails: list[list[str]]) -> str | None:
    """Return `A Tessel Method for <Title>` with the first tail that fits, or bare where a modifier names something."""
    head = [*mods, kind, link]
    lead = [] if plural(kind) else ["An" if head[0][:1].lower() in "aeiou" else "A"]
    room = MOST_WIDE - len(lead) - len(head) - len(words)
    for tail in [*tails, []]:
        if tail:
            tail = fitted(tail, min(room, MOST_ADDED), wide=True)
            if not tail or not wide_addable([*head, *words], tail):
                continue
        elif not mods:
            continue  # `A Method for <Title>`: the kind alone adds nothing
        body = [*head, *words, *tail]
        if any(w.lower() in POINTING or w.lower() in CLAIMY for w in body) or len(lead) + len(body) > MOST_WIDE:
            continue
        if not few_repeats(words, [*mods, *tail]) or repeats(body):
            continue
        said = title_case([*lead, *body])
        if title_case(words, False) in said:
            return said
    return None
