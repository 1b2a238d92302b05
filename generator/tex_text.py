"""Text-mode LaTeX and typing habits in an abstract's prose, written as what they print.

`\\emph{x}` becomes Markdown emphasis, `\\epsilon` outside math the letter, `---` an em dash, and two sentences a
missing space ran together are set apart. Markup (generator/markup.py) applies these to the prose between math spans.
"""

from __future__ import annotations

import re
import unicodedata
from operator import itemgetter

_ABBREVIATIONS = {"ie": "i.e.", "eg": "e.g.", "etal": "et al.", "wrt": "w.r.t."}
# TeX's letters and symbols, as Unicode: prose (derive) reads the letters, and markup writes both where an abstract
# used them outside math (`an \epsilon-approximate NE`).
GREEK = {name: chr(code) for name, code in (
    ("alpha", 945), ("beta", 946), ("gamma", 947), ("delta", 948), ("epsilon", 949), ("varepsilon", 949),
    ("zeta", 950), ("eta", 951), ("theta", 952), ("kappa", 954), ("lambda", 955), ("mu", 956), ("nu", 957),
    ("xi", 958), ("pi", 960), ("rho", 961), ("sigma", 963), ("tau", 964), ("phi", 966), ("chi", 967), ("psi", 968),
    ("omega", 969), ("Gamma", 915), ("Delta", 916), ("Theta", 920), ("Lambda", 923), ("Pi", 928), ("Sigma", 931),
    ("Phi", 934), ("Chi", 935), ("Psi", 936), ("Omega", 937), ("infty", 8734), ("ell", 8467))}
_SYMBOLS = {**GREEK, "times": "\u00d7", "cdot": "\u00b7", "pm": "\u00b1", "le": "\u2264", "leq": "\u2264",
            "ge": "\u2265", "geq": "\u2265", "approx": "\u2248", "sim": "\u223c", "to": "\u2192",
            "rightarrow": "\u2192", "leftrightarrow": "\u2194", "in": "\u2208", "textdegree": "\u00b0"}
_LETTERS = {"L": "\u0141", "l": "\u0142", "o": "\u00f8", "O": "\u00d8", "ss": "\u00df", "ae": "\u00e6", "AE": "\u00c6",
            "aa": "\u00e5", "AA": "\u00c5"}
# TeX accents as Unicode combining marks: `Erd\H{o}s` is Erdős, `Schr\"odinger` Schrödinger.
_MARKS = {"'": "\u0301", "`": "\u0300", "^": "\u0302", '"': "\u0308", "=": "\u0304", ".": "\u0307",
          "H": "\u030b", "c": "\u0327", "v": "\u030c", "u": "\u0306"}
_MATH_MARKS = {"acute": "'", "grave": "`", "ddot": '"', "hat": "^"}  # math's names for the same accents
_ACCENT = re.compile(r"\\([Hcvu])\{([A-Za-z])\}|\\(['`^\"=.])\{?([A-Za-z])\}?")
# A math span that only accents one letter inside a word (`demoir$\acute{e}$ing`, `moir${\'e}$`) is that letter.
_ONE_LETTER_MATH = r"\$\{?\\(acute|grave|ddot|hat|['`\"^])\{?([A-Za-z])\}?\}?\$"
_MATH_ACCENT = re.compile(rf"(?<=[A-Za-z]){_ONE_LETTER_MATH}|{_ONE_LETTER_MATH}(?=[A-Za-z])")


def _accented(m: re.Match) -> str:
    """Write a TeX accent on a letter as one Unicode character."""
    # each pattern's alternatives capture an accent and its letter: the first pair that matched
    accent, letter = next((m.group(k), m.group(k + 1)) for k in range(1, m.re.groups, 2) if m.group(k))
    return unicodedata.normalize("NFC", letter + _MARKS[_MATH_MARKS.get(accent, accent)])


def accented(text: str) -> str:
    """Write TeX's accents on letters as accented letters (`Erd\\H{o}s`: Erdős), in a math span too where it only
    accents a letter inside a word (`demoir$\\acute{e}$ing`: demoiréing)."""
    return _ACCENT.sub(_accented, math_accented(text))


def math_accented(text: str) -> str:
    """Write a math span that only accents a letter inside a word as that letter (`moir${\\'e}$`: moiré)."""
    return _MATH_ACCENT.sub(_accented, text) if "$" in text else text


_WORD_BEFORE = re.compile(r"\\?\w*\Z")


def _word_braces(m: re.Match) -> str:
    """Drop the braces that group some letters of a word, unless they hold a command's argument."""
    text, start, end = m.string, m.start(), m.end()
    before = _WORD_BEFORE.search(text, max(0, start - 40), start).group()  # led by a literal: searched only here
    inside_word = before or end < len(text) and (text[end].isalnum() or text[end] == "_")
    return m.group(1) if inside_word and not before.startswith("\\") else m.group(0)


# Commands of math that an abstract may write without dollars (`O(\sqrt{n})`): their arguments are no prose.
_MATH_COMMAND = re.compile(r"(?:math|wide|over|under|bold|d?t?frac|sqrt|tilde|hat|bar|vec|dot|binom|operatorname|"
                           r"ensuremath|log|exp|min|max|sum|prod|int|left|right|big|Big)")


# Text-mode LaTeX that authors use outside math; rewritten to Markdown before rendering.
_TEX_TEXT = [
    (re.compile(r"\\(?:emph|textit|textsl)\{([^{}]*)\}"), r"*\1*"),
    (re.compile(r"\{\\(?:em|it)\s+([^{}]*)\}"), r"*\1*"),
    (re.compile(r"\\textbf\{([^{}]*)\}"), r"**\1**"),
    (re.compile(r"\{\\bf\s+([^{}]*)\}"), r"**\1**"),
    (re.compile(r"\\texttt\{([^{}]*)\}"), r"`\1`"),
    (re.compile(r"\{\\tt\s+([^{}]*)\}"), r"`\1`"),
    (re.compile(r"\\url\{([^{}\s]*)\}"), r"<\1>"),
    (re.compile(r"\\href\{([^{}\s]*)\}\{([^{}]*)\}"), r"[\2](\1)"),
    (re.compile(r"(?<!`)``(?!`)([^`]*?)''"), "\u201c\\1\u201d"),  # not a ``` code fence
    (re.compile(r"(?<!`)``(?!`)"), "\u201c"),
    # Quotes typed with TeX's closing mark on both ends (`''quilted''`) or after a plain one (`"quilted''`).
    (re.compile(r"(?<![\w'])''(?=\S)([^'\n]{1,120}?)(?<=\S)''(?!')"), "\u201c\\1\u201d"),
    (re.compile(r"(?<![\w\"])\"(?=\S)([^\"'\n]{1,120}?)(?<=\S)''(?!')"), "\u201c\\1\u201d"),
    (re.compile(r"(?<![`\w])`([^`'\n]{1,80}?)'(?!\w)"), "\u2018\\1\u2019"),  # `single' quotes
    (re.compile(r"\\([%&#_])"), r"\\\1"),
    # A tie (`BERT~\citep`, `Fig.~3`) is a space; a tilde after a space (`~10x`) means "about" and stays.
    (re.compile(r"(?<=[\w.])~(?=[\w\\(])"), " "),
    # Citation keys are all a reader can be shown of a reference: `[devlin2018bert]`, brackets escaped.
    (re.compile(r"\\cite(?:p|t|alp|alt|author|year)?\*?(?:\[[^\]]*\])*\{([^{}]*)\}"), lambda m: "\\[" + ", ".join(
        k.strip() for k in m.group(1).split(",")) + "\\]"),
    (re.compile(r"\\(La)?TeX\b(?:\{\})?"), r"\1TeX"),
    (re.compile(r"\\textquotedblleft\b(?:\{\})?\s*"), "\u201c"),  # TeX drops the space after a command
    (re.compile(r"\\textquotedblright\b(?:\{\})?"), "\u201d"),
    (re.compile(r"(?<=\S)\\ "), " "),  # a control space
    (re.compile(r"\s*\\footnote\{([^{}]*)\}"), r" (\1)"),
    (re.compile(r"\\(?:textsc|textsf|textrm|textup|textnormal|mbox|underline|algname)\{([^{}]*)\}"), r"\1"),
    (re.compile(r"\{\\(?:sc|sl|sf|rm|normalfont)\s+([^{}]*)\}"), r"\1"),
    (re.compile(r"\\(ie|eg|etal|wrt)\b(?:\{\})?\\?"), lambda m: _ABBREVIATIONS[m.group(1)]),
    (_ACCENT, _accented),
    (re.compile(r"\\(L|l|o|O|ss|ae|AE|aa|AA)(?:\{\}|(?![A-Za-z]))"), lambda m: _LETTERS[m.group(1)]),
    # Colours and sizes say nothing a reader needs: `{\color{red} text}`, `\textcolor{red}{text}`, `{\small text}`.
    (re.compile(r"\{\\(?:color\{[^{}]*\}|small\b|footnotesize\b)\s*([^{}]*)\}"), r"\1"),
    (re.compile(r"\\textcolor\{[^{}]*\}\{([^{}]*)\}"), r"\1"),
    (re.compile(r"(?<!\{)\\(?:color\{[^{}]*\}|small\b|footnotesize\b|smash\b)\s*"), ""),
    # Braces that only group letters of a word (`{Co}operative`, `Polyak-{\u0141}ojasiewicz`) are TeX's, not the text's;
    # a command's argument (`\sqrt{n}`) is not.
    (re.compile(r"\{([^{}\s\\]{1,3})\}"), _word_braces),
    # A font switch left without its braces (`a \em signal-finding \em phase`) changes no words.
    (re.compile(r"\\(?:tt|bf|it|em|rm|sf|sc|sl|normalfont|noindent|newline|par)\b\s*"), ""),
    # A letter or symbol written outside math (`an \epsilon-approximate`); then a command of the author's own that
    # the abstract never defined (`we introduce \foldflow,`) is shown as its name, not its backslash. One still
    # followed by an argument or a subscript is math written without dollars, and stays as written.
    (re.compile(rf"\\({'|'.join(sorted(_SYMBOLS, key=len, reverse=True))})(?:\{{\}})?(?![A-Za-z])"),
     lambda m: _SYMBOLS[m.group(1)]),
    (re.compile(r"\\([A-Za-z]{2,})(?:\{\})?(?![A-Za-z{_^(\[])"), r"\1"),
    # ... and one of them around words (`\Algo{CoLSTIM}`, `\Changes{forward-inverse}`) as those words.
    (re.compile(r"\\(?:ref|eqref|label)\{[^{}]*\}"), ""),
    (re.compile(r"\\(?!(?:(?:text)?color|emph|textit|textsl|textbf|texttt|url|href|footnote|cite\w*)\{)"
                r"([A-Za-z]{2,})\{([^{}\\^_]*)\}"),
     lambda m: m[0] if _MATH_COMMAND.match(m[1]) else m[2]),
]


def rewrite_tex_text(text: str) -> str:
    """Turn text-mode LaTeX (\\emph, \\url, ``quotes'') into Markdown."""
    if not any(mark in text for mark in ("\\", "`", "{", "}", "~", "''")):  # every pattern needs one: skip the scans
        return text
    for _ in range(3):  # a command inside another's argument (`\textit{\underline{G}eneralized}`) frees it
        before = text
        for pattern, repl in _TEX_TEXT:
            text = pattern.sub(repl, text)
        if text == before or "\\" not in text:
            break
    return unbraced(text)


# What braces the commands above leave, TeX prints as nothing: a group of plain words (`the {quilted bound} of`,
# `a {QZS} loss`), not a command's argument (`\sqrt{n}`, `tilde{O}`); the name of an environment whose `\begin` was
# lost (`{itemize}`); and a brace nothing pairs (`a new{tessel method`, `marmot} holds`), which stood for a lost
# command: a space where it stood between two words. Of the 13,765 corpus abstracts, 31 showed such braces on their
# pages and 56 in the text titles read, which took them for part of a word (`New{tessel`) or missed the name inside
# (`{QZS}`, once the macro around it, `\Algo{QZS}`, was dropped).
_ENVIRONMENT = re.compile(r"\s*\\?(?:begin|end)?\{(?:itemize|enumerate|description)\}")
_WORD_GROUP = re.compile(r"(?<![\w^\\{}])\{([A-Za-z(][\w'() -]*)\}")


def unbraced(text: str) -> str:
    """Write the braces TeX prints as nothing as nothing (a space for a lone one between two words)."""
    if "{" not in text and "}" not in text:
        return text
    text = _WORD_GROUP.sub(itemgetter(1), _ENVIRONMENT.sub("", text))
    lone = _unpaired(text)
    if not lone:
        return text
    pieces, last = [], 0
    for at in lone:
        between = 0 < at < len(text) - 1 and text[at - 1].isalpha() and text[at + 1].isalpha()
        pieces.append(text[last:at] + (" " if between else ""))
        last = at + 1
    return "".join(pieces) + text[last:]


def _unpaired(text: str) -> list[int]:
    """Return where the braces stand that no other brace pairs with, in order."""
    opened: list[int] = []
    lone: list[int] = []
    for at, char in enumerate(text):
        if char == "{":
            opened.append(at)
        elif char == "}" and opened:
            opened.pop()
        elif char == "}":
            lone.append(at)
    return sorted(lone + opened)


# A sentence run into the next with no space (`most popular.At the same time`): 4.5% of corpus abstracts; after an
# acronym, a number or a bracket too (`with DP-SGD.In this paper`, `(LIDL).Our method`, `by 12.8%.In addition`),
# 95 more stops. Not after one lower-case letter: `e.g.The` is an abbreviation run on.
# Led by the stop, looked behind from there: a pattern that starts with a look-behind is tried at every
# position, and scanned the corpus's prose runs 4.5 times slower (0.43 against 0.09 s).
_GLUED = re.compile(r"[.?!](?:(?<=[a-z]{2}[.?!])|(?<=[A-Z0-9)\]%][.?!]))(?=[A-Z][a-z])")
LINKISH = ("/", "@", "www")  # a dot in an address or a file name is no sentence's end


def unglued(run: str) -> str:
    """Set apart two sentences a missing space ran together, in a run of prose (never in an address)."""
    if not _GLUED.search(run):
        return run
    return _GLUED.sub(lambda m: m[0] if any(c in run[run.rfind(" ", 0, m.start()) + 1 : m.start()] for c in LINKISH)
                      else m[0] + " ", run)


# TeX's dashes, as the characters TeX prints (`agents---the`, `Allen--Cahn`, `SGD -- and`): 6% of corpus abstracts.
_DASHES = re.compile(r"--+")


def dashed(run: str) -> str:
    """Write TeX's `---` and `--` in a run of prose as the em and en dashes they print (never in an address)."""
    return _DASHES.sub(_dash, run) if "--" in run else run


def _dash(m: re.Match) -> str:
    """The dash a run of hyphens prints: only between words or spaces, so `--flag`, `<!--` and `-->` stay as written."""
    text, start, end = m.string, m.start(), m.end()
    before, after = text[start - 1 : start], text[end : end + 1]
    word = text[text.rfind(" ", 0, start) + 1 : start]
    if end - start > 3 or any(c in word for c in LINKISH) or not before or not after:
        return m[0]
    if end - start == 3 and (before.isalnum() or before == " ") and (after.isalnum() or after == " "):
        return "\u2014"
    return "\u2013" if before.isalnum() and after.isalnum() or before == after == " " else m[0]
