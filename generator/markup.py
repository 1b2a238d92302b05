"""Render untrusted abstract text to safe HTML: inline Markdown kept, LaTeX math as MathML."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from functools import cache, lru_cache
from xml.etree.ElementTree import Element

from latex2mathml.converter import convert_to_element as latex_to_element
from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from markdown_it.rules_core import linkify as core_linkify
from markdown_it.rules_core.state_core import StateCore
from markdown_it.token import Token

from generator.tex_text import dashed, math_accented, rewrite_tex_text, unglued

SAFE_SCHEMES = ("http://", "https://", "mailto:")

# $$...$$ or $...$ by pandoc's rule: no space inside the delimiters, no digit right after the
# closing one, so prices ("$5 and $10") and an unmatched $ stay literal text. A lone macro or letter may close
# before a digit, as MathJax lets it (`256$\times$256`, `$\pi$2vec`, `$L$2`): no price reads so, and refused,
# its closing dollar opened a formula that ran to the next one, over whole sentences.
# The one math detector: markup renders what it finds, prose (derive) drops or keeps it as a word.
MATH = re.compile(
    r"\$(?<![\\$]\$)"  # the lookbehind after the literal $ lets re jump between dollars: 50x faster
    r"(?:\$(?P<display>[^$]+?)\$\$"
    r"|(?P<inline>(?:\\[A-Za-z]+|[A-Za-z]|[<>])(?=\$\d)|(?!\s)[^$]{1,2000}?(?<![\s\\])(?=\$(?!\d))"
    # spaces inside the dollars (`$ L $`, `$ O(\log n) $`), as MathJax allows, where what they hold is a letter or
    # TeX, never a price
    r"|\s*[A-Za-z]\s*(?=\$(?!\d))|(?=[^$]{0,2000}?[\\^_{])[^$]{1,2000}?(?<!\\)(?=\$(?!\d)))\$)"
    # LaTeX's own delimiters, which MathJax reads too: \( inline \) and \[ displayed \]
    r"|\\\((?P<paren>.{1,2000}?)\\\)|\\\[(?P<bracket>.{1,2000}?)\\\]",
    re.S,
)


# A Markdown reference link (`[Blum & Lykouris][1]`): a one-paragraph abstract cannot define the reference, so the
# parser would print the brackets; a reader sees the words, as the author meant.
REFERENCE = re.compile(r"\[([^\[\]]{1,80})\]\[\w{1,12}\]")


def has_math_mark(text: str) -> bool:
    """Tell whether text holds a mark that may open math (most abstract sentences hold none)."""
    return "$" in text or "\\(" in text or "\\[" in text


def math_source(span: re.Match) -> tuple[str, bool]:
    """Return a math span's LaTeX, and whether it is displayed (`$$...$$`, `\\[...\\]`) rather than inline."""
    display = span.group("display") or span.group("bracket")
    return (display, True) if display else (span.group("inline") or span.group("paren"), False)


_WHITESPACE_REFS = {9: "&#9;", 10: "&#10;", 12: "&#12;", 13: "&#13;"}
MATHML_NS = "http://www.w3.org/1998/Math/MathML"
_MATH_TAGS = frozenset(
    "mrow mi mn mo ms mtext mspace msub msup msubsup munder mover munderover mfrac msqrt mroot mstyle "
    "mpadded mphantom menclose mtable mtr mtd mlabeledtr merror mmultiscripts mprescripts none".split()
)
_MATH_ATTRS = frozenset(
    "mathvariant displaystyle scriptlevel stretchy fence separator lspace rspace width height depth voffset "
    "columnalign columnlines rowlines columnspacing rowspacing columnspan rowspan notation accent accentunder "
    "movablelimits linethickness mathcolor mathbackground minsize maxsize symmetric largeop form mathsize "
    "align frame framespacing equalrows equalcolumns".split()
)
# Colours, lengths, keywords: anything else (href, style, quotes, URLs) is dropped.
_MATH_VALUE = re.compile(r"[\w#.%+\- ]{0,80}")


# Characters at which an enabled inline rule can fire ("]" ends a link label). The stock set also
# stops at "-", "%", ":" and others, costing a failed pass over every rule for each hyphen.
_TERMINATORS = re.compile(r"[\n:\\`~*_\[\]<&]")
_LINK_MARK = re.compile(r"//|mailto:", re.IGNORECASE)  # linkify_it's schemas cannot match without one


@cache  # keyed by how it is called: a bound of 2 rebuilt it 3,000 times at 14k
def markdown_parser(linkify: bool, lean: bool = True) -> MarkdownIt:
    """Build an inline-only renderer: no raw HTML, links only for safe schemes; lean skips futile work."""
    md = MarkdownIt("zero", {"html": False, "linkify": linkify, "typographer": False})
    md.enable(["emphasis", "backticks", "link", "autolink", "escape", "entity", "strikethrough"])
    if linkify:
        md.enable("linkify")
    md.validateLink = lambda url: url.strip().lower().startswith(SAFE_SCHEMES)
    md.linkify.set({"fuzzy_link": False, "fuzzy_email": False})
    if lean:
        md.inline.terminator_re = _TERMINATORS
        md.core.ruler.at("linkify", _unless_linkless(core_linkify))

    def link_open(renderer, tokens, idx, options, env):
        tokens[idx].attrSet("rel", "nofollow noopener")
        return renderer.renderToken(tokens, idx, options, env)

    md.add_render_rule("link_open", link_open)
    return md


def _unless_linkless(rule: Callable[[StateCore], None]) -> Callable[[StateCore], None]:
    """Wrap the core linkify rule to skip it when no text token could hold a link."""

    # The rule only rewrites text outside links that linkify_it.test accepts, yet its pretest alone
    # runs a 1,500-character regex over the whole abstract: most of the cost of abstracts with URLs.
    def linkify(state: StateCore) -> None:
        if any(_may_link(block.children or []) for block in state.tokens if block.type == "inline"):
            rule(state)

    return linkify


def _may_link(tokens: list[Token]) -> bool:
    """Tell whether text outside links has what a linkify_it schema needs."""
    depth = 0  # the inline rule has linked most URLs already: their text is inside a link
    for token in tokens:
        depth += (token.type == "link_open") - (token.type == "link_close")
        if not depth and token.type == "text" and _LINK_MARK.search(token.content):
            return True
    return False


@lru_cache(maxsize=4096)  # over half of the math spans in 14k abstracts repeat ($k$, $\epsilon$, ...)
def render_math(latex: str, display: bool, span: str | None = None) -> str:
    """Convert LaTeX to MathML, keeping the source as a searchable annotation; span is shown if it fails."""
    source = latex.replace("\\\\", "\\") if re.search(r"\\\\[A-Za-z#]", latex) else latex
    try:
        root = latex_to_element(source.strip(), display="block" if display else "inline")
        inner = "".join(_mathml(child) for child in root)
    except Exception:  # latex2mathml raises many types on malformed input; show the source instead
        return f'<code class="tex">{html.escape(span or "$" + latex + "$")}</code>'
    note = f'<annotation encoding="application/x-tex">{html.escape(source.strip())}</annotation>'
    mode = "block" if display else "inline"
    return f'<math xmlns="{MATHML_NS}" display="{mode}"><semantics>{inner}{note}</semantics></math>'


def _mathml(element: Element) -> str:
    """Serialise latex2mathml's tree through an allow-list of tags and attributes, escaping all text."""
    # Never use latex2mathml's own serialiser: it unescapes its output, so \\text{<b>} becomes a tag.
    tag = element.tag if element.tag in _MATH_TAGS else "mrow"
    attrs = "".join(
        f' {name}="{html.escape(value)}"'
        for name, value in element.attrib.items()
        if name in _MATH_ATTRS and _MATH_VALUE.fullmatch(value)
    )
    # latex2mathml stores characters as entity text (&#x0003C;), so decode before escaping.
    text = html.escape(html.unescape(element.text or ""), quote=False)
    children = "".join(_mathml(c) + html.escape(html.unescape(c.tail or ""), quote=False) for c in element)
    return f"<{tag}{attrs}>{text}{children}</{tag}>"


def placeholder_prefix(text: str) -> str:
    """Pick a placeholder token that cannot occur in the text itself."""
    n = 0
    while f"MATHSLOT{n}X" in text:
        n += 1
    return f"MATHSLOT{n}X"


Filler = Callable[[str, Callable[[int], str]], str]
Split = tuple[list[str], list[re.Match]]


def split_math(text: str) -> Split:
    """Split text into its math spans and the prose runs around them (one more run than spans)."""
    spans = list(MATH.finditer(text)) if has_math_mark(text) else []
    starts = [0] + [m.end() for m in spans]
    ends = [m.start() for m in spans] + [len(text)]
    return [text[a:b] for a, b in zip(starts, ends)], spans


def _parse(
    text: str, linkify: bool = True, split: Split | None = None
) -> tuple[list[Token], list[re.Match], Filler]:
    """Parse inline Markdown with each math span set aside as a placeholder word."""
    runs, spans = split or split_math(text)
    prefix = placeholder_prefix(text)
    body = rewrite_tex_text(runs[0] + "".join(f"{prefix}{i}Z{run}" for i, run in enumerate(runs[1:])))
    tokens = markdown_parser(linkify).parseInline(body)[0].children or []
    slot = re.compile(re.escape(prefix) + r"(\d+)Z")
    return tokens, spans, lambda s, fill: slot.sub(lambda m: fill(int(m.group(1))), s)


# Characters that open an enabled Markdown rule or text-mode TeX. Prose without them (a "$" that
# starts no math span is inert) parses to one text token: its HTML is the escaped prose itself.
_PROSE_MARKUP = "*_`[<\\&~{}\r\0"


def typeset_split(text: str) -> tuple[str, Split]:
    """Split text into math spans and prose runs, glued sentences set apart and TeX's dashes printed; the text the runs
    now make."""
    runs, spans = split_math(math_accented(text))
    runs = [unglued(dashed(REFERENCE.sub(r"\1", run) if "][" in run else run)) for run in runs]
    return ("".join(run + m.group(0) for run, m in zip(runs, spans)) + runs[-1] if spans else runs[0]), (runs, spans)


def abstract_forms(text: str) -> tuple[str, str]:
    """Return an abstract as safe inline HTML and as the plain text a reader sees, parsing it once."""
    text, (runs, spans) = typeset_split(text)
    prose = " ".join(runs)  # a space cannot join two runs into markup or a link
    if any(c in prose for c in _PROSE_MARKUP) or "''" in prose:  # TeX's closing quote, too
        return parsed_forms(text, (runs, spans))
    # 71% of real abstracts: markup-free prose around math reads as itself (property-tested against the parser).
    if _has_scheme(prose):  # another 9%: the parser links URLs, the words stay
        return _html(*_parse(text, True, (runs, spans))), _squash(text)
    return _prose_and_math(runs, spans), _squash(text)


def math_html(text: str) -> str:
    """Render plain text as safe inline HTML with its math as MathML: no Markdown and no links (list snippets)."""
    return _prose_and_math(*split_math(text))


def _prose_and_math(runs: list[str], spans: list[re.Match]) -> str:
    """Escape the prose runs and set each math span between them as MathML."""
    math = [_math_html(m) for m in spans] + [""]
    return _refs("".join(escapeHtml(run) + m for run, m in zip(runs, math)))


def _has_scheme(text: str) -> bool:
    """Tell whether text has what a linkable URL needs: linkify matches none without a scheme (fuzzy is off)."""
    return "://" in text or "mailto:" in text.lower()


def parsed_forms(text: str, split: Split | None = None) -> tuple[str, str]:
    """Return abstract_forms(text) by always running the Markdown parser; split: the text's, already typeset."""
    if split is None:
        text, split = typeset_split(text)
    # Without a scheme linkify can match nothing, and its pretest is half the cost of a parse.
    linkify = _has_scheme(text)
    tokens, spans, fill = _parse(text, linkify, split)
    # Linked URLs show normalised text, so with links the reader's text comes from a parse without them.
    plain = _plain(*_parse(text, False, split)) if linkify else _plain(tokens, spans, fill)
    return _html(tokens, spans, fill), plain


def _html(tokens: list[Token], spans: list[re.Match], fill: Filler) -> str:
    """Render parsed tokens, math spans as MathML; the tokens are changed in place."""
    source = lambda i: spans[i].group(0)
    for token in tokens:
        # Math inside a URL, title or code span stays source text; only running text gets MathML.
        for name, value in (token.attrs or {}).items():
            token.attrSet(name, fill(str(value), source))
        if token.type == "code_inline":
            token.content = fill(token.content, source)
    md = markdown_parser(True)
    body = md.renderer.render(tokens, md.options, {})
    return _refs(fill(body, lambda i: _math_html(spans[i])))


def _math_html(span: re.Match) -> str:
    """Render one math span of the text as MathML."""
    return render_math(*math_source(span), span.group(0))


def _refs(html_text: str) -> str:
    """Write tabs and line breaks (from entities or math sources) as references Python-Markdown leaves alone."""
    # translate() looks up every character: 30x slower than four scans that nearly always fail.
    if any(c in html_text for c in "\t\n\f\r"):
        return html_text.translate(_WHITESPACE_REFS)
    return html_text


def _squash(text: str) -> str:
    return " ".join(text.split())  # str.split's whitespace is re's \s for str patterns, checked for every code point


def _plain(tokens: list[Token], spans: list[re.Match], fill: Filler) -> str:
    parts = [t.content if t.type in ("text", "text_special", "code_inline") else " " if "break" in t.type else ""
             for t in tokens]
    return _squash(fill("".join(parts), lambda i: spans[i].group(0)))


def plain_text(text: str) -> str:
    """Reduce an abstract to the text a reader sees, math as its LaTeX source, without rendering its HTML."""
    text, (runs, spans) = typeset_split(text)
    prose = " ".join(runs)
    if any(c in prose for c in _PROSE_MARKUP) or "''" in prose:  # TeX's closing quote, too, as abstract_forms reads it
        return _plain(*_parse(text, False, (runs, spans)))  # a bare URL reads the same linked or not; 5x faster
    return _squash(text)
