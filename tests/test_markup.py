"""Rendering untrusted abstract text: inline Markdown and math kept, everything else inert text."""

from __future__ import annotations

import pytest

from generator.markup import (
    abstract_forms,
    parsed_forms,
    plain_text,
    render_math,
)
from tests.conftest import render_abstract
from tests.html_inspect import inspect, unsafe_parts, visible_text

ALLOWED = {"a", "em", "strong", "code", "s", "math", "semantics", "annotation", "mrow", "mi", "mn", "mo", "ms",
           "mtext", "mspace", "msub", "msup", "msubsup", "munder", "mover", "munderover", "mfrac", "msqrt",
           "mroot", "mstyle", "mpadded", "mphantom", "menclose", "mtable", "mtr", "mtd"}


@pytest.mark.parametrize(
    "text, shown",
    [
        # Real abstracts: raw HTML and comparisons are text, not markup.
        ("a specific protein target <em>in silico</em>.", "a specific protein target <em>in silico</em>."),
        ("requires a large paired <table,description>, which", "requires a large paired <table,description>, which"),
        ("by infilling '</p>' tags for a webpage", "by infilling '</p>' tags for a webpage"),
        ("optimality loss (<0.19%) and speedup", "optimality loss (<0.19%) and speedup"),
        ("<script>window.__pwned=1</script>", "<script>window.__pwned=1</script>"),
        ('<img src=x onerror="alert(1)">', '<img src=x onerror="alert(1)">'),
        ("<svg onload=alert(1)><circle/></svg>", "<svg onload=alert(1)><circle/></svg>"),
        ('<iframe src="javascript:alert(1)"></iframe>', '<iframe src="javascript:alert(1)"></iframe>'),
        ("<style>body{display:none}</style> after", "<style>body{display:none}</style> after"),
        ("opens <!-- and never closes it. TAIL", "opens <!-- and never closes it. TAIL"),
        ("</textarea></div></article><b>x", "</textarea></div></article><b>x"),
        # Entities display as their characters and stay inert.
        ("&lt;script&gt;alert(1)&lt;/script&gt;", "<script>alert(1)</script>"),
        ("&#60;img src=x onerror=alert(1)&#62; &amp; AT&T &copy;", "<img src=x onerror=alert(1)> & AT&T \u00a9"),
        # Template and YAML syntax is literal.
        ("{{ 7*7 }} {% for x in y %}{# c #}", "{{ 7*7 }} {% for x in y %}{# c #}"),
        ("--- title: x # y ... 'q' \"d\"", "--- title: x # y ... 'q' \"d\""),
        # Block syntax at the start is plain text in one paragraph.
        ("# Heading then text", "# Heading then text"),
        ("> quote then text", "> quote then text"),
        ("| a | b | |---|---|", "| a | b | |---|---|"),
        ("1. item 2. item", "1. item 2. item"),
        ("```python unclosed fence FENCE-TAIL", "```python unclosed fence FENCE-TAIL"),
        # Inline Markdown is rendered; identifiers keep their underscores.
        ("we curate **GRADEO-Instruct**, a *new* set", "we curate GRADEO-Instruct, a new set"),
        ("train_test_split and snake_case_name", "train_test_split and snake_case_name"),
        ("a*b*c and 2*3*4", "abc and 234"),  # CommonMark: * works inside words, _ does not
        # Unbalanced dollars stay text.
        ("it costs $5 and $10, a lone $ here", "it costs $5 and $10, a lone $ here"),
        ("from $5-$10 a month", "from $5-$10 a month"),
        # Text-mode TeX reads as text: citations as their keys, ties as spaces, accents as letters.
        (r"as in BERT~\citep{devlin2018bert} and \cite{a,b}; see \citet[p.~3]{c}.",
         "as in BERT [devlin2018bert] and [a, b]; see [c]."),
        (r"a ~10x speedup, \ie a lot \eg{} here, Fig.~3", "a ~10x speedup, i.e. a lot e.g. here, Fig. 3"),
        (r"the \L{}ojasiewicz bound of Erd\H{o}s and Schr\"odinger", "the \u0141ojasiewicz bound of Erd\u0151s and Schr\u00f6dinger"),
        (r"the \underline{Diff}erence method ({\sc DiffS}) in \textsc{Bert}\footnote{A note.}",
         "the Difference method (DiffS) in Bert (A note.)"),
        (r"\LaTeX{} files \citealp{k1} and \textquotedblleft quoted\textquotedblright\ text",
         "LaTeX files [k1] and \u201cquoted\u201d text"),
        # TeX's letters and symbols outside math read as Unicode, an undefined command of the author's as its name.
        (r"an \epsilon-approximate NE in 360\textdegree{} views", "an \u03b5-approximate NE in 360\u00b0 views"),
        (r"we introduce \foldflow and \Algo{CoLSTIM}, with O(\sqrt{n}) cost (Table \ref{t:1})",
         r"we introduce foldflow and CoLSTIM, with O(\sqrt{n}) cost (Table )"),
        (r"we propose \textit{\underline{G}eneralized \underline{P}arity}", "we propose Generalized Parity"),
        (r"an algorithm called {\tt SPIDER-EM} in a \em signal-finding phase",
         "an algorithm called SPIDER-EM in a signal-finding phase"),
        (r"{\color{black} The {Co}operative} sets CIFAR-{10, 100}", "The Cooperative sets CIFAR-{10, 100}"),
        (r"an upper bound~$\upsilon$ on it, as in Fig.~3", "an upper bound \u03c5 on it, as in Fig. 3"),  # ties
        # TeX's dashes print as dashes between words or spaces, and nowhere else.
        ("agents---the worst, Allen--Cahn, 3 -- 5, a --flag, <!-- x --> and https://a.org/x--y",
         "agents\u2014the worst, Allen\u2013Cahn, 3 \u2013 5, a --flag, <!-- x --> and https://a.org/x--y"),
    ],
)
def test_untrusted_text_is_shown_not_run(text, shown):
    out = render_abstract(text)
    assert unsafe_parts(out) == []
    assert {tag for tag, _ in inspect(out).elements} <= ALLOWED
    assert visible_text(out) == shown


@pytest.mark.parametrize(
    "text, href",
    [
        ("The code is available at https://github.com/langfengQ/CoSo.", "https://github.com/langfengQ/CoSo"),
        ("available at: \\url{https://github.com/njustkmg/ICML25-PGM}.", "https://github.com/njustkmg/ICML25-PGM"),
        ("see [the page](https://example.org/p) now", "https://example.org/p"),
        ("[mail us](mailto:a@example.org)", "mailto:a@example.org"),
        ("\\href{https://example.org/ok}{fine}", "https://example.org/ok"),
        ("write to mailto:a@example.org today", "mailto:a@example.org"),
        ("[see](https://x.org/a) or MAILTO:b@example.org", "https://x.org/a MAILTO:b@example.org"),
    ],
)
def test_safe_links_stay_links(text, href):
    links = [attrs for tag, attrs in inspect(render_abstract(text)).elements if tag == "a"]
    assert [a["href"] for a in links] == href.split()
    assert links[0]["rel"] == "nofollow noopener"


@pytest.mark.parametrize(
    "text",
    [
        "[x](javascript:alert(1))",
        "[x](JaVaScRiPt:alert(1))",
        "[x]( javascript:alert(1))",
        "[x](java&#x09;script:alert(1))",
        "[x](&#106;avascript:alert(1))",
        "[x](data:text/html;base64,PHNjcmlwdD4=)",
        "[x](vbscript:msgbox(1))",
        "<javascript:alert(1)>",
        "<data:text/html,x>",
        "<file:///etc/passwd>",
        "\\href{javascript:alert(1)}{click}",
        "\\url{javascript:alert(1)}",
        "[x](/relative/path) and [y](../../etc/passwd)",
        "![img](https://evil.example/t.png)",
    ],
)
def test_other_schemes_are_not_links(text):
    out = render_abstract(text)
    assert [tag for tag, _ in inspect(out).elements if tag in {"a", "img"}] in ([], ["a"])
    for tag, attrs in inspect(out).elements:
        if tag == "a":  # only the image case: its alt text becomes a plain https link, never an image
            assert attrs["href"] == "https://evil.example/t.png"
    assert unsafe_parts(out) == []


@pytest.mark.parametrize(
    "latex",
    [
        r"\text{<script>window.__pwned=1</script>}",
        r"\mbox{<img src=x onerror=alert(1)>}",
        r"\hbox{<b onmouseover=alert(1)>}",
        r"\fbox{<svg onload=alert(1)>}",
        r"\verb|<iframe src=javascript:alert(1)>|",
        r"\unicode{<b>}",
        r"\href{javascript:alert(1)}{x}",
        r"\style{background:red}{x}",
        r'\color{red" onload="alert(1)}{a}',
        r'\textcolor{"><b>}{a}',
    ],
)
def test_math_cannot_carry_markup(latex):
    """latex2mathml's own serialiser unescapes its output; ours must not."""
    out = render_abstract(f"before ${latex}$ after")
    assert unsafe_parts(out) == []
    assert {tag for tag, _ in inspect(out).elements} <= ALLOWED
    for tag, attrs in inspect(out).elements:
        assert not {"href", "style"} & set(attrs), (tag, attrs)
    assert visible_text(out).startswith("before") and visible_text(out).endswith("after")


@pytest.mark.parametrize(
    "text, expected_math",
    [
        (r"constraints $\Phi_* a \ge 0,$ without", 1),
        (r"accuracy $\epsilon$ and $\tilde{O}(\frac{1}{\epsilon})$", 2),
        (r"display $$\sum_i x_i$$ math", 1),
        ("for $0 < \\gamma <1$. Our results", 1),
        (r"images of 256$\times$256 pixels, and $x$ here", 2),  # a lone macro closes before a digit
        (r"introduces $\pi$2vec, a method.$\pi$2vec is", 2),  # ... else the text between became a formula
        ("setting ($<$600M FLOPs)", 1),
        (r"up to $ \pm \varepsilon n$ from $ L $ layers", 2),  # spaces inside, as MathJax allows, around TeX
        (r"needs \(O(\log T)\) rounds where \(T\) is", 2),  # LaTeX's own delimiters
        (r"makes\[ S(f)\cdot \log d\]queries", 1),
    ],
)
def test_real_math_renders_with_its_source(text, expected_math):
    out = render_abstract(text)
    assert out.count("<math ") == expected_math
    notes = [e for e in inspect(out).elements if e[0] == "annotation"]
    assert len(notes) == expected_math


def test_broken_math_shows_its_source():
    assert render_math(r"\begin{<b>}x", False, "$\\begin{<b>}x$") == '<code class="tex">$\\begin{&lt;b&gt;}x$</code>'
    assert "<code class=\"tex\">$$\\begin{x}$$</code>" in render_abstract("a $$\\begin{x}$$ b")


@pytest.mark.parametrize(
    "text, attribute_value",
    [
        ("[x](https://example.org/$y$)", "https://example.org/$y$"),
        ('[x](https://example.org "t $y$")', "t $y$"),
    ],
)
def test_math_inside_attributes_stays_source(text, attribute_value):
    out = render_abstract(text)
    (attrs,) = [a for tag, a in inspect(out).elements if tag == "a"]
    assert attribute_value in attrs.values()
    assert "<math" not in out


def test_math_in_code_stays_source():
    assert render_abstract("`$x$` and $y$").startswith("<code>$x$</code> and <math ")


@pytest.mark.parametrize("entity", ["&#10;&#10;", "&#13;&#13;", "&#9;", "&#12;"])
def test_entities_never_leave_raw_line_breaks_for_python_markdown(entity):
    out = render_abstract(f"a{entity}b")
    assert not set(out) & {"\n", "\r", "\t", "\x0c"}
    assert visible_text(out) == "a b"


def test_long_and_big_abstracts_render_whole():
    token = "x" * 5000
    assert token in render_abstract(f"a {token} b")
    big = " ".join(f"Sentence {i} adds evidence." for i in range(9000))
    assert visible_text(render_abstract(big)) == big


@pytest.mark.parametrize(
    "text, plain",
    [
        ("we curate **GRADEO-Instruct**, a *new* set", "we curate GRADEO-Instruct, a new set"),
        ("The code is at [this page](https://x.org/a).", "The code is at this page."),
        ("models (<25% in our evaluation) with a < b", "models (<25% in our evaluation) with a < b"),
        ("train_test_split and `code_span`", "train_test_split and code_span"),
        ("&lt;b&gt; &amp; AT&T", "<b> & AT&T"),
        (r"constraints $\Phi_* a \ge 0,$ without", r"constraints $\Phi_* a \ge 0,$ without"),
        (r"the \emph{optimal} \textbf{margin}", "the optimal margin"),
        ("\\url{https://github.com/x/y}", "https://github.com/x/y"),
        # a reference link the paragraph cannot define shows its words (`[1]` of a math formula stays)
        ("work such as [Smith & Jones][1] and [Lee et al][b2]'s bound",
         "work such as Smith & Jones and Lee et al's bound"),
        ("a bound $a[1][2]$ holds", "a bound $a[1][2]$ holds"),
        # TeX's quotes print as the page prints them: a highlight, a description and a search excerpt quote this
        ("a new ``direct sum'' base", "a new \u201cdirect sum\u201d base"),
        ("data (i.e. ''structural edits'').", "data (i.e. \u201cstructural edits\u201d)."),
        ("we propose \"MMCC'' (matrix)", "we propose \u201cMMCC\u201d (matrix)"),
    ],
)
def test_plain_text_is_what_the_reader_sees(text, plain):
    assert plain_text(text) == plain
    assert abstract_forms(text)[1] == plain  # the page's own plain text, made with its HTML


def test_a_reference_link_shows_its_words_on_the_page():
    html_text, _ = abstract_forms("Prior work such as [Smith & Jones][1] is slow.")
    assert html_text == "Prior work such as Smith &amp; Jones is slow."


@pytest.mark.parametrize(
    "text",
    [
        "",
        "$x$",
        r"a $x$ and $$\sum_i x_i$$ b, then $\tilde{O}(\frac{1}{\epsilon})$.",
        "it costs $5 and $10, a lone $ here",
        "code at https://github.com/a/b. and $k$ nodes",
        "write to mailto:a@b.co or MAILTO:C@D.EF",
        "ftp://x.org and //x.org are not links, http:// alone neither",
        "a MATHSLOT0X0Z b $y$ MATHSLOT1X",
        r"broken $\begin{x}$ math",
        "tab\tand line\nbreaks, $a\tb$ and $$c\nd$$",
        "a-b % c: d] e = f + g # h ! i @ j ^ k {l} m > n",
        r"math hides $a_1 * b_2$ and $[x]$ and $<y>$ and $\&$",
    ],
)
def test_markup_free_prose_skips_the_parser_with_the_same_forms(text):
    assert abstract_forms(text) == parsed_forms(text)


@pytest.mark.parametrize("text, shown", [
    ("weight pruning is the most popular.At the same time, we go.", "weight pruning is the most popular. At the same time, we go."),
    ("It fails.Why?Because it is slow.", "It fails. Why? Because it is slow."),
    ("See github.com/Example/Repo.Main and www.site.Org for code.", "See github.com/Example/Repo.Main and www.site.Org for code."),
    ("We use $x.Ab$ here.Then we stop.", "We use $x.Ab$ here. Then we stop."),  # math keeps its source
    ("Compare the U.S.A. with e.g.The rest.", "Compare the U.S.A. with e.g.The rest."),  # not two lower-case letters
    ("A *bold* claim.We show it.", "A bold claim. We show it."),  # through the Markdown parser too
])
def test_glued_sentences_are_set_apart(text, shown):
    html_form, plain = abstract_forms(text)
    assert plain == shown
    assert shown.split("$")[0].replace("*", "") in html_form.replace("<em>", "").replace("</em>", "")


def test_a_math_accent_inside_a_word_is_its_letter():
    """`demoir$\\acute{e}$ing` prints one word, not a formula between two halves."""
    html, plain = abstract_forms("We study demoir$\\acute{e}$ing networks.")
    assert "demoiréing" in html and plain == "We study demoiréing networks."
