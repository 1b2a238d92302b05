"""Set apart two words a PDF ran together, and join a word its line break cut, in a finished title.

`Text-to-Image Transformermodel` and `Kernel-Based Meth-Ods` come from abstracts pulled out of PDFs. The page shows
the abstract as written; only the title is mended, and only where the model knows the words: two common content words
with no space between (`transformermodel`, `generalizationgap`), or two the abstract also writes apart
(`vectordrawings` beside `vector drawings`), or a word split by a hyphen into parts that are no
words at all (`meth-ods`, `algo-rithm`). Mending the text the spans are read from instead moved other titles' choices
onto worse phrases (`Statistical Queries Likek-Way Marginals`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container

from generator.derive.title_checks import initials_of

# A run-together word is long, and both its parts are words many development abstracts use.
_SHORTEST = 10
_PART = 5
_COMMON = 30
_RARE = 10  # parts this common split too, unless the abstract writes the word only with a capital (`Branchformer`)
# Parts that open or close real one-word compounds (`hypergraph`, `pseudorandom`, `adaptability`, `blockchain`,
# `changepoint`, `groundtruth`, `lengthscale`, `spacegroup`): never a sign of a missing space.
_HEADS = frozenset("multi hyper pseudo extra cross super inter intra counter under over after there often space "
                   "change block ground length policy".split())
_TAILS = frozenset("ability fully times point points chain truth scale group less".split())
# Where a run-together word stands: a hyphen may come before (`Two-Layerlinear`, the part of a compound a PDF glued to
# the next word), not after. The abstract's own writings of the word are counted within the same bounds.
_BOUNDED = r"(?<!\w)%s(?![\w-])"
_WORD = re.compile(_BOUNDED % (r"[A-Za-z][a-z]{%d,}" % (_SHORTEST - 1)))
_HYPHENED = re.compile(r"(?<![\w-])([A-Za-z][a-z]+)-([A-Za-z][a-z]+)(?![\w-])")


def mended(text: str, known: Container[str], uses: Callable[[str], int], source: str = "") -> str:
    """The text with run-together words set apart and line-break hyphens closed, where the model's words say so.

    known: the content words the model has seen; uses: how many development abstracts use a word; source: the
    abstract a title comes from (the text itself by default), which writes a run-together word only once.
    """
    if not known:
        return text
    text = _camel_apart(text, source or text, uses)
    text = _WORD.sub(lambda m: _set_apart(m.group(0), known, uses, source or text), text)
    return _HYPHENED.sub(lambda m: _closed(m, known), text) if "-" in text else text


def _set_apart(word: str, known: Container[str], uses: Callable[[str], int], source: str) -> str:
    """`Transformermodel` -> `Transformer Model`; a word the model knows stays, and so does one the abstract writes
    again (a coined compound, `Objectworld`, comes back; a slip does not)."""
    lower = word.lower()
    if lower in known:
        return word
    written = re.findall(_BOUNDED % lower, source, re.I)
    if len(written) > 1:
        return word
    named = bool(written) and written[0][0].isupper()  # `Branchformer`: a coined name, which a PDF did not glue
    apart = _cut_written_apart(lower, source)
    for cut in range(_PART, len(lower) - _PART + 1):
        if cut == apart or _common_parts(lower[:cut], lower[cut:], uses, named):
            tail = word[cut:]
            return f"{word[:cut]} {tail.title() if word[0].isupper() else tail}"
    return word


_CAMEL = re.compile(r"(?<![\w-])([A-Z][a-z]{2,})([A-Z][a-z]{2,})(?![\w-])")  # `ControlReinforcement`
_NAMED = re.compile(r"^([^\s:]+): ((?:[A-Z0-9][^\s]*\s?)+)(.*)$")  # the name, its capitalised words, the rest


def _camel_apart(title: str, source: str, uses: Callable[[str], int]) -> str:
    """`LICRA: Learnable Impulse ControlReinforcement Algorithm` -> `... Control Reinforcement ...`: two capitalised
    words run together in a name's expansion are set apart where both are common words (not `PageRank`, `AdaBoost`,
    `GradientLess`), the abstract writes them so only once (a coined name comes back) and only then do the
    expansion's initials spell the name's capitals. A title with no name has no initials to check: there any such
    pair is set apart (`Novelty DiversityReinforcement Search`)."""
    named = _NAMED.match(title)
    if not named and ": " not in title:
        return _CAMEL.sub(lambda m: _camel_slip(m, source, uses), title)
    found = _CAMEL.search(named.group(2)) if named else None
    if not found or _camel_slip(found, source, uses) == found.group(0):
        return title
    capitals = "".join(c for c in named.group(1) if c.isupper()).lower()
    expansion = named.group(2)
    apart = f"{expansion[:found.end(1)]} {expansion[found.end(1):]}"
    if initials_of(apart.split()) == capitals != initials_of(expansion.split()):
        return f"{named.group(1)}: {apart}{named.group(3)}"
    return title


def _camel_slip(found: re.Match[str], source: str, uses: Callable[[str], int]) -> str:
    """`DiversityReinforcement` -> `Diversity Reinforcement`: two common capitalised words the abstract runs together
    only once (a coined name comes back), else the word as it stands."""
    head, tail = found.group(1), found.group(2)
    if not _common_parts(head.lower(), tail.lower(), uses, named=True) \
            or len(re.findall(rf"(?<![\w-]){found.group(0)}(?![\w-])", source)) > 1:
        return found.group(0)
    return f"{head} {tail}"


_NEXT_WORDS = re.compile(r"(?<![\w-])([a-z]+)(?= ([a-z]+)(?![\w-]))")  # each word, and the word after it


def _cut_written_apart(lower: str, source: str) -> int:
    """Return where the abstract writes a run-together word as two words (`vector drawings`), else 0."""
    for found in _NEXT_WORDS.finditer(source.lower()):
        if found.group(1) + found.group(2) == lower:
            return len(found.group(1))
    return 0


def _common_parts(head: str, tail: str, uses: Callable[[str], int], named: bool) -> bool:
    """Tell a cut of a run-together word into two common words, neither of which opens or closes a real one-word
    compound; parts only fairly common (`transformedkernel`) split only a word the abstract writes in lower case."""
    if head in _HEADS or tail in _TAILS:
        return False
    common = min(uses(head), uses(tail))
    return common >= _COMMON or common >= _RARE and not named


def _closed(found: re.Match[str], known: Container[str]) -> str:
    """`Meth-ods` -> `Methods`: where neither part is a word the model knows and together they are one."""
    head, tail = found.group(1), found.group(2).lower()
    joined = f"{head}{tail}"
    if joined.lower() in known and head.lower() not in known and tail not in known and len(head) > 1:
        return joined
    return found.group(0)
