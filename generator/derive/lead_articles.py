"""Give a title's first phrase the article the abstract introduces it with, where title_articles.py and
written_articles.py leave it bare.

- After a name: `QZ: Diffusion Model for Marmots` says `QZ: A Diffusion Model for Marmots` where the abstract writes
  `QZ, a (novel) diffusion model` or `a diffusion model called QZ`, for the kinds house style leaves bare without such
  evidence (model, network, agent, attack, ...). Blind readers 75 to 0 on 25 papers.
- Before a finding's subject: `Distribution of Quilt Gradients Is Lognormal` says `The Distribution of ...` where the
  abstract writes the subject with one article every time. Blind readers 48 to 3 on 17 papers.
- Before a title's opening phrase (after any name or first gerund), singular and counted, where a sentence of the
  paper's own work (`we propose`, `this paper presents`) introduces it with `a` or `an`, praise words between (`we
  present a new quilt bound`): `A Quilt Bound for ...`. Blind readers 33 to 0 (22 the same) on 20 papers
  (seventy-fifth session).
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.prose import written_at, written_whole
from generator.derive.title_articles import COUNTED_KINDS, article_for, spells_name
from generator.derive.written_articles import ends_phrase, mass_head, phrase_end, plural_head

_KINDS = frozenset("model network transformer system environment attack agent language optimizer solution generator "
                   "encoder autoencoder detector sampler tool engine extension approximation assistant loss metric layer "
                   "controller planner policy learner tokenizer backbone block machine representation regularizer score "
                   "measure game process test".split())
_LINKS = frozenset("for with via in on under by from to against through using without of over across beyond at into as "
                   "and or".split())
_COUNTING = frozenset("two three one single each our its".split())
_PRAISE = (r"(?:(?:novel|new|simple|general|generic|unified|principled|powerful|flexible|effective|efficient|scalable"
           r"|simple yet effective|lightweight|practical|versatile|large-scale|universal)[ ,]+)*")
_NAME_THEN = re.compile(r"(?:\s*\([^)]{1,80}\))?\s*[,:]\s*(a|an)\s+" + _PRAISE + "$", re.I)  # `QZ, a novel `
_LED = re.compile(r"\b(a|an)\s+" + _PRAISE + "$", re.I)
_CALLED = re.compile(r"\s*,?\s*(?:called|named|dubbed|termed|coined|namely)\s+", re.I)
_GOES_ON = re.compile(r"[\w-]")
_VERB = re.compile(r"\b(Is|Are|Can|Cannot|Does|Do|Need|Needs|Was|Were|Has|Have|May|Might|Will|Should|Must|Could|Would"
                   r"|Improves|Helps|Matters|Diverges|Converges|Fails|Works|Commits|Learns|Outperforms|Suffices|Yields"
                   r"|Leads|Implies|Emerges|Exists|Remains|Becomes|Requires|Depends|Explains|Predicts|Determines"
                   r"|Provides)\b")
_OPENERS = re.compile(r"(A|An|The|Our|Your|Any|All|Some|Every|No|Each|This|These|Those|Why|When|How|What|Which|Who|Do"
                      r"|Does|Can|Is|Are|Not|Only|Most|More|Less|Many|Few|One|Two|Three|Deep|Large|Small)\b")
_NAMEY = re.compile(r"[A-Z]{2}|\d")
_WORD_BEFORE = re.compile(r"(\w+)\s+$")


def named_article(title: str, text: str) -> str:
    """`NAME: A Kind ...` where the abstract introduces the name as `a ... kind` (see the module's docstring)."""
    name, colon, body = title.partition(": ")
    words = body.split()
    if not colon or len(title.split()) >= MAX_WORDS or len(words) < 2 or words[0].lower() in ("a", "an", "the"):
        return title
    k = next((i for i, w in enumerate(words) if w.lower() in _LINKS), len(words))
    head = re.sub(r"[^a-z-]", "", words[k - 1].lower()) if k >= 2 else ""
    if head not in _KINDS or head in COUNTED_KINDS or spells_name(name, words, words) \
            or any(w.lower() in _COUNTING or "'s" in w or "\u2019s" in w for w in words[:k]):
        return title
    phrase = " ".join(words[:k])
    if not any(_introduced(name, text, at, end) for at, end in written_at(text, phrase, _GOES_ON)):
        return title
    return f"{name}: {article_for(words[0])} {body}"


def _introduced(name: str, text: str, at: int, end: int) -> bool:
    """Tell a place (at, end) of the phrase where the abstract introduces the name as it: `NAME, a ... phrase` or `a
    ... phrase called NAME`."""
    window = text[max(0, at - 120) : at]
    named = _NAME_THEN.search(window)
    start = max(0, at - 120) + (named.start() if named else 0) - len(name)  # where the name would start
    if named and window[: named.start()].endswith(name) and (start == 0 or not _GOES_ON.match(text, start - 1)):
        return True
    called = _LED.search(window) and _CALLED.match(text, end)
    return bool(called) and text.startswith(name, called.end()) \
        and not _GOES_ON.match(text, called.end() + len(name))


def finding_article(title: str, text: str) -> str:
    """`The Subject Is ...` where a finding's bare subject is one the abstract writes with one article every time."""
    name, colon, body = title.partition(": ")
    if not colon:
        name, body = "", title
    verb = _VERB.search(body)
    subject = body[: verb.start()].split() if verb and verb.start() else []
    if not subject or len(subject) > 6 or _OPENERS.match(subject[0]) or subject[0][:1].isdigit() \
            or _NAMEY.search(subject[0]) or subject[0].endswith(("'s", "\u2019s")):
        return title
    last = subject[-1].lower()
    if last.endswith("s") and not last.endswith(("ss", "sis", "us", "ics")) and "of" not in map(str.lower, subject):
        return title  # a plural reads bare (`Quilts Can Fold`)
    places = [at for at, _ in written_whole(text, " ".join(subject[:3]))]
    before = {(found[1].lower() if found else "") for at in places
              for found in [_WORD_BEFORE.search(text, max(0, at - 20), at)]}
    if len(before) != 1 or not before <= {"the", "a", "an"}:
        return title
    article = before.pop()
    article = article_for(subject[0]) if article != "the" else "The"
    return f"{name}{colon}{article} {body}"


_PRAISED = (r"(?:(?:new|novel|simple|general|first|unified|principled|generic|effective|efficient|scalable|practical"
            r"|flexible|powerful|lightweight|fast|elegant|improved|alternative|rigorous|systematic|single|certain"
            r"|specific|very|more|much|highly|remarkably|surprisingly|conceptually|provably|computationally|extremely"
            r"|fully|relatively|yet|and|but|,)\s+)*")
_INTRODUCED = re.compile(r"\b(a|an)\s+" + _PRAISED + "$")  # on the lower-cased abstract
_OWN_WORK = re.compile(
    r"\b(?:we|our|this (?:paper|work|study|article|note)|here|in this paper)\b[^.;]{0,100}?\b(?:propos|present|introduc"
    r"|develop|design|deriv|defin|giv|provid|construct|build|describ|establish|obtain|prov|stud|offer|formulat|devis|call"
    r"|term|suggest|creat|identif|investigat|contribut|put forward|analy[sz]|consider|exhibit)\w*")
_UNCOUNTED_LEADS = frozenset("a an the few one two three four five our this any each every some many no".split())


def introduced_article(title: str, text: str) -> str:
    """`A Quilt Bound for ...` where a sentence of the paper's own work introduces the opening phrase with `a`
    (see the module's docstring); after a name unless the phrase only spells it, or after a first gerund."""
    name, colon, body = title.rpartition(": ")
    words = body.split()
    if not words or colon and (len(title.split()) >= MAX_WORDS or _only_spells(name, words)):
        return title
    lower, first = text.lower(), words[0]
    if not (colon and spells_name(name, words, words)) and first.lower().endswith("ing") and len(first) > 5 and first.isalpha():
        led = _opening_article(words[1:], lower, 1)  # `Learning a Quilt Representation for ...`
        if led:
            return f"{name}{colon}{first} {led.lower()} {' '.join(words[1:])}"
    led = _opening_article(words, lower, 0)
    return f"{name}{colon}{led} {body}" if led else title


def _only_spells(name: str, words: list[str]) -> bool:
    """Tell a body that is only its name spelled out (`QLM: Quilted Lattice Method`): readers keep it bare."""
    end = phrase_end(words, 0)
    capitals = [c for c in name if c.isupper()]
    initials = iter([part[0].upper() for w in words for part in w.split("-") if part])
    return end == len(words) and len(capitals) >= 2 and (all(c in initials for c in capitals) or spells_name(name, words, words))


def _opening_article(words: list[str], lower: str, extra: int) -> str:
    """`A` or `An` for the phrase words open on, where the abstract introduces it so; '' where not."""
    first = words[0] if words else ""
    if len(words) < 2 or len(words) + extra + 1 > MAX_WORDS or first.lower() in _UNCOUNTED_LEADS \
            or not first[:1].isupper() or first[:1].isdigit() or first.isupper() and len(first) > 1 \
            or first.lower().endswith("ing") and "-" not in first:
        return ""
    end = phrase_end(words, 0)
    after = words[end].lower() if end < len(words) else None
    if not end or after in ("and", "or") or plural_head(words[end - 1]) or "'s" in " ".join(words[:end]) \
            or mass_head(words[end - 1].lower(), after):
        return ""
    phrase = " ".join(words[:end]).lower() + (f" {after}" if end == 1 and after else "")
    for at, end_at in written_at(lower, phrase, _GOES_ON):
        if not _INTRODUCED.search(lower, max(0, at - 80), at) or not ends_phrase(lower, end_at):
            continue
        start = max(lower.rfind(". ", 0, at), lower.rfind("; ", 0, at), -1) + 1
        if _OWN_WORK.search(lower, start, at):
            return article_for(first)
    return ""
