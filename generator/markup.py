"""Render untrusted abstract text to safe HTML: inline Markdown kept, LaTeX math as MathML."""

from __future__ import annotations

import html
import re
from functools import lru_cache

from latex2mathml.converter import convert as latex_to_mathml
from markdown_it import MarkdownIt

SAFE_SCHEMES = ("http://", "https://", "mailto:")
# Text-mode LaTeX that authors use outside math; rewritten to Markdown before rendering.
_TEX_TEXT = [
    (re.compile(r"\\(?:emph|textit|textsl)\{([^{}]*)\}"), r"*\1*"),
    (re.compile(r"\{\\(?:em|it)\s+([^{}]*)\}"), r"*\1*"),
    (re.compile(r"\\textbf\{([^{}]*)\}"), r"**\1**"),
    (re.compile(r"\{\\bf\s+([^{}]*)\}"), r"**\1**"),
    (re.compile(r"\\texttt\{([^{}]*)\}"), r"`\1`"),
    (re.compile(r"\\url\{([^{}\s]*)\}"), r"<\1>"),
    (re.compile(r"\\href\{([^{}\s]*)\}\{([^{}]*)\}"), r"[\2](\1)"),
    (re.compile(r"``([^`]*?)''"), "\u201c\\1\u201d"),
    (re.compile(r"``"), "\u201c"),
    (re.compile(r"\\([%&#_])"), r"\\\1"),
]
# $$...$$ or $...$ by pandoc's rule: no space inside the delimiters, no digit right after the
# closing one, so prices ("$5 and $10") and an unmatched $ stay literal text.
_MATH = re.compile(
    r"(?<![\\$])\$\$(?P<display>[^$]+?)\$\$"
    r"|(?<![\\$])\$(?P<inline>(?!\s)[^$]{1,2000}?(?<![\s\\]))\$(?!\d)"
)


@lru_cache(maxsize=1)
def _markdown() -> MarkdownIt:
    """Build an inline-only renderer: no raw HTML, links only for safe schemes."""
    md = MarkdownIt("zero", {"html": False, "linkify": True, "typographer": False})
    md.enable(["emphasis", "backticks", "link", "autolink", "escape", "entity", "linkify", "strikethrough"])
    md.validateLink = lambda url: url.strip().lower().startswith(SAFE_SCHEMES)
    md.linkify.set({"fuzzy_link": False, "fuzzy_email": False})

    def link_open(renderer, tokens, idx, options, env):
        tokens[idx].attrSet("rel", "nofollow noopener")
        return renderer.renderToken(tokens, idx, options, env)

    md.add_render_rule("link_open", link_open)
    return md


def render_math(latex: str, display: bool) -> str:
    """Convert LaTeX to MathML, keeping the source as a searchable annotation."""
    source = latex.replace("\\\\", "\\") if re.search(r"\\\\[A-Za-z#]", latex) else latex
    try:
        mathml = latex_to_mathml(source.strip(), display="block" if display else "inline")
    except Exception:  # latex2mathml raises many types on malformed input; show the source instead
        return f'<code class="tex">{html.escape("$" + latex + "$")}</code>'
    head, _, rest = mathml.partition(">")
    inner = rest.rsplit("</math>", 1)[0]
    note = f'<annotation encoding="application/x-tex">{html.escape(source.strip())}</annotation>'
    return f"{head}><semantics>{inner}{note}</semantics></math>"


def rewrite_tex_text(text: str) -> str:
    """Turn text-mode LaTeX (\\emph, \\url, ``quotes'') into Markdown."""
    for pattern, repl in _TEX_TEXT:
        text = pattern.sub(repl, text)
    return text


def placeholder_prefix(text: str) -> str:
    """Pick a placeholder token that cannot occur in the text itself."""
    n = 0
    while f"MATHSLOT{n}X" in text:
        n += 1
    return f"MATHSLOT{n}X"


def render_abstract(text: str) -> str:
    """Render one abstract to inline HTML that is safe to embed in a page."""
    slots: list[str] = []
    prefix = placeholder_prefix(text)

    def stash(m: re.Match) -> str:
        display = m.group("display") is not None
        slots.append(render_math(m.group("display") if display else m.group("inline"), display))
        return f"{prefix}{len(slots) - 1}Z"

    body = _MATH.sub(stash, text)
    body = _markdown().renderInline(rewrite_tex_text(body))
    return re.sub(re.escape(prefix) + r"(\d+)Z", lambda m: slots[int(m.group(1))], body)


def plain_text(text: str) -> str:
    """Reduce an abstract to plain text for descriptions and snippets."""
    text = rewrite_tex_text(text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[*_`]{1,2}(?=\S)|(?<=\S)[*_`]{1,2}", "", text)
    return html.unescape(re.sub(r"\s+", " ", text).replace("<", "").replace(">", "")).strip()


def first_sentence(text: str, limit: int = 240) -> str:
    """Return the first sentence of plain text, cut at a word if too long."""
    plain = plain_text(text)
    m = re.search(r"(?<=[.!?])\s+(?=[A-Z])", plain)
    sentence = plain[: m.start()] if m else plain
    if len(sentence) > limit:
        sentence = sentence[:limit].rsplit(" ", 1)[0] + "\u2026"
    return sentence
