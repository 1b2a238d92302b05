"""Read the names a naming cue gives (`called X`, `we call it X`, `namely X`) and where a name's phrase ends."""

from __future__ import annotations

import re

from generator.derive.acronyms import NAME_TOKEN as _TOKEN
from generator.derive.acronyms import PLAIN_WORDS, is_namey
from generator.derive.contribution_verbs import MAKE, made_verb

# What a paper's work is called, which a name may follow or precede
METHOD_NOUN = (r"(?:method|approach|framework|model|algorithm|system|benchmark|dataset|technique|tool|family|alternative|"
               r"architecture|network|attack|defense|mechanism|module|strategy|scheme|suite|library|agent|"
               r"pipeline|paradigm|principle|objective|loss|procedure|estimator|solver|protocol|metric|variant|concept|"
               r"notion|formulation|setting|task|problem|environment|corpus|simulator|platform|toolkit|language|schema|"
               r"layer|operator|block|optimizer|regularizer)s?")
# What may follow a name: punctuation, an appositive, or a word that goes on about it.
FOLLOW = (r"(?=\s*[,:;(\u2014\u2013]|\s+-\s|\s+an?\s+(?:novel|new)\s"
          r"|\s+(?:to|that|which|for|as|in|is|and|or|with|by|via|using|through)\b|\s*\.?$)")
# Cheap tests for a naming word, each led by a literal the regex engine can jump to.
NAMED_CUE = re.compile(r"ed (?:(?<=alled )|(?<=amed )|(?<=ermed )|(?<=ubbed )|(?<=oined )|(?<=enoted )|(?<=eferred ))")
NAMING = re.compile(
    r"[cntdrwW](?<![\w-].)"
    r"(?:alled|amed|amely|ermed|ubbed|oined|enoted(?: as)?|eferred to as|e call|e term|e name|e dub|e denote)\b"
)
# `named as X`, `we name it X`: the name follows the cue, after at most a pronoun, `as` or `the`, and may close an
# aside (`an alternative formulation (we call it LookupFFN) to ...`)
_CALLED = re.compile(rf"\s+(?:(?:it|this|them)\s+)?(?:as\s+)?(?:the\s+(?=[A-Z]))?"
                     rf"((?:[A-Z][\w\-]*\s+){{0,6}}?{_TOKEN})(?:{FOLLOW}|(?=\)))")
# `a new approach ... called gradient redirection.`: a coined name in plain lower-case words, up to the clause's end
_CALLED_PLAIN = re.compile(r"\s+(?:as\s+)?([a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:\s+[a-z][a-z0-9]*(?:-[a-z0-9]+)*){0,2})"
                           r"(?=\s*[,.;:(]|\s*$|\s+(?:that|which|to|for|where|whose)\b)")
# Before a plain name's cue, what makes it another's (`we use an algorithm called score-matching`) or a measure the
# paper's work is read with rather than the work (`a new complexity measure called myopic exploration gap`).
_NOT_OWN_PLAIN = re.compile(r"\b(?:(?:use[sd]?|using|adopt\w*|employ\w*|leverag\w+|apply\w*|follow\w*|extend\w*|"
                            r"based on)\W+(?:\w+\W+){0,3}|(?:measures?|metrics?|quantity|quantities|notions?|"
                            r"conditions?|phenomen\w+|propert\w+|problems?|settings?|tasks?|assumptions?|"
                            r"criteri\w+)\W+)$")
_SYNONYM_LEADS = ("also ", "so-", "or ", "otherwise ", "often ", "sometimes ", "commonly ")  # `also called X`
_LINKED_BEFORE = re.compile(r"\b(?:for|of|in|on|and|or|the|a|an|to|with|from|by|as)\s+$")  # `for named entity ...`
_LISTED = re.compile(r"(?:,| and| or)\s+[A-Z]")  # a list goes on after a name
_NOT_NAME_TAIL = re.compile(r"^[a-z]+(?:ly|able|ible)$|^(?:due|alone|together|thus|both|even|still|only|also)$")


def called_names(sentence: str) -> list[tuple[str, str, int, float]]:
    """The names a naming cue gives (`named as X`, `we call it X`), but not the first of a list `namely` gives where
    the sentence makes nothing (`we evaluate on two tasks, namely Named Entity Recognition and ...`) or in brackets
    (`for different arms (namely Bernoulli, Gaussian and Poisson)`), nor another name for a known thing (`also
    referred to as Kernel Stein Discrepancy`)."""
    making = made_verb(sentence)
    makes = bool(making and making[0] in MAKE)  # `we propose two algorithms, namely DStream and RStream`
    called = ((cue, _CALLED.match(sentence, cue.end())) for cue in NAMING.finditer(sentence))
    found = [(_without_tail(m.group(1).strip()), "", m.start(1), 3.0) for cue, m in called
             if m and (is_namey(m.group(1).split()[-1]) or m.group(1)[:1].isupper())
             and m.group(1).split()[-1] not in PLAIN_WORDS  # never `named REvolveR of`
             and (makes or not cue.group().endswith("amely") or not _LISTED.match(sentence, m.end(1)))
             and not (cue.group().endswith("amely") and sentence.endswith("(", 0, cue.start()))  # `(namely X, Y)`
             and (not sentence.endswith("the ", 0, m.start(1)) or coined(m.group(1).split()))
             and not sentence.endswith(("also ", "otherwise "), 0, cue.start())]  # `(also referred to as KSD)`
    return found + plain_called(sentence) if makes else found


def plain_called(sentence: str) -> list[tuple[str, str, int, float]]:
    """The name in plain words a naming cue gives in a sentence that makes something (`we present a new approach to
    model stealing defenses called gradient redirection`), not a synonym (`also called`) nor `so-called`."""
    found = []
    for cue in NAMING.finditer(sentence):
        m = _CALLED_PLAIN.match(sentence, cue.end())
        if m and _coining(sentence, cue) and m.group(1).split()[0] not in ("the", "a", "an", "as", "it", "this"):
            found.append((m.group(1), "", m.start(1), 3.0))
    return found


def _coining(sentence: str, cue: re.Match) -> bool:
    """Tell a cue that coins the paper's own name: `called`, `dubbed`, `termed`, `coined`, or `named` unless a
    preposition or article leads it (`for named entity recognition`); never a synonym (`also called`, `or called`,
    `so-called`), nor after what makes the name another's or a measure's (_NOT_OWN_PLAIN)."""
    word, at = cue.group(), cue.start()
    coins = word.endswith(("alled", "ubbed", "ermed", "oined")) or (
        word.endswith("amed") and not _LINKED_BEFORE.search(sentence, 0, at))
    return (coins and not sentence.endswith(_SYNONYM_LEADS, 0, at)
            and not _NOT_OWN_PLAIN.search(sentence, max(0, at - 60), at))


def _without_tail(name: str) -> str:
    """Drop the adverb or adjective a naming cue's name runs on into (`called H2RBox merely using`, `called Hyper-SAGNN
    applicable to`, `which we call VarGrad due to`); a noun stays (`called Shifty algorithms`)."""
    head, _, last = name.rpartition(" ")
    return head if head and _NOT_NAME_TAIL.search(last) else name


def coined(words: list[str]) -> bool:
    """Tell the words a naming cue gives after `the` that coin a name (`called the Transfer Score`, `the B-Learner`),
    not a known thing's (`called the Sinkhorn divergence`, `the Bregman ...`): capitalised, two or more or namey."""
    return all(w[:1].isupper() for w in words) and (len(words) > 1 or is_namey(words[0]))
