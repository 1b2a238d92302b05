"""Text-mode LaTeX and typing habits, written as what they print (generator/tex_text.py)."""

from __future__ import annotations

import pytest

from generator.tex_text import accented, dashed, math_accented, rewrite_tex_text, unbraced, unglued


@pytest.mark.parametrize("text, written", [
    (r"we propose \textit{\underline{G}eneralized \underline{P}arity}", "we propose *Generalized Parity*"),
    (r"an \epsilon-approximate NE in 360\textdegree{} views", "an \u03b5-approximate NE in 360\u00b0 views"),
    (r"we introduce \foldflow and \Algo{CoLSTIM}", "we introduce foldflow and CoLSTIM"),
    (r"with O(\sqrt{n}) cost and 1/\epsilon^2 steps", "with O(\\sqrt{n}) cost and 1/\u03b5^2 steps"),
    (r"{\color{black} The {Co}operative} sets CIFAR-{10, 100}", "The Cooperative sets CIFAR-{10, 100}"),
    (r"code at \textcolor{magenta}{here} (Table \ref{t:1})", "code at here (Table )"),
    (r"called {\tt SPIDER-EM} in a \em signal-finding phase", "called `SPIDER-EM` in a signal-finding phase"),
    ("as in Fig.~3, BERT~\\citep{k} and Two~(APoT), about (~3%)",
     "as in Fig. 3, BERT \\[k\\] and Two (APoT), about (~3%)"),
    ("called `Active SLAM' and ``double''", "called \u2018Active SLAM\u2019 and \u201cdouble\u201d"),
    ("a ''quilted bound'' and \"tessel'' or \"marmot\"",
     "a \u201cquilted bound\u201d and \u201ctessel\u201d or \"marmot\""),
    ("plain words stay", "plain words stay"),
], ids=["nested-commands", "letters-and-symbols", "undefined-commands", "math-without-dollars", "colour-and-groups",
        "textcolor-and-ref", "font-switches", "ties", "quotes", "closing-quotes-both-ends", "plain"])
def test_rewrite_tex_text_writes_what_tex_prints(text, written):
    assert rewrite_tex_text(text) == written


@pytest.mark.parametrize("text, written", [
    ("the {weak convergence} of {Co}operative Quilt", "the weak convergence of Cooperative Quilt"),
    ("an Intelligent {ACC} system and a {(QZS)} loss", "an Intelligent ACC system and a (QZS) loss"),
    ("a new{asynchronous Zephyr method", "a new asynchronous Zephyr method"),
    ("the parts are independent} causal, {so we", "the parts are independent causal, so we"),
    ("two results: {itemize} Marmot holds. {enumerate}", "two results: Marmot holds."),
    ("with O(\\sqrt{n}) calls and tilde{O}(n) regret", "with O(\\sqrt{n}) calls and tilde{O}(n) regret"),
    ("for alpha in {1,2} and CIFAR-{10, 100}", "for alpha in {1,2} and CIFAR-{10, 100}"),
    ("no braces here", "no braces here"),
], ids=["words", "acronyms", "lone-between-words", "lone-at-edges", "environments", "arguments", "numbers", "plain"])
def test_unbraced_drops_the_braces_tex_prints_as_nothing(text, written):
    assert unbraced(text) == written


@pytest.mark.parametrize("run, written", [
    ("agents---the worst", "agents\u2014the worst"),
    ("the Allen--Cahn equation, 3 -- 5 runs", "the Allen\u2013Cahn equation, 3 \u2013 5 runs"),
    ("a --flag, <!-- x --> and ----", "a --flag, <!-- x --> and ----"),
    ("see https://a.org/x--y", "see https://a.org/x--y"),
], ids=["em-dash", "en-dashes", "not-a-dash", "address"])
def test_dashed_prints_tex_dashes_between_words(run, written):
    assert dashed(run) == written


@pytest.mark.parametrize("run, written", [
    ("most popular.At the same time", "most popular. At the same time"),
    ("as in DP-SGD.In this paper", "as in DP-SGD. In this paper"),
    ("by 12.8%.In addition, (LIDL).Our method", "by 12.8%. In addition, (LIDL). Our method"),
    ("such as e.g.The rest", "such as e.g.The rest"),
    ("see github.com/a.Bc and x.org/SGD.Run for it", "see github.com/a.Bc and x.org/SGD.Run for it"),
], ids=["run-on", "after-an-acronym", "after-a-number-or-bracket", "abbreviation", "address"])
def test_unglued_sets_sentences_apart(run, written):
    assert unglued(run) == written


@pytest.mark.parametrize("text, written", [
    ("demoir$\\acute{e}$ing networks", "demoiréing networks"),
    ("moir${\\'e}$ patterns", "moiré patterns"),
    ("Erd\\H{o}s-R\\'enyi graphs", "Erdős-Rényi graphs"),
    ("a na\\\"ive bound", "a naïve bound"),
    ("$\\hat{x}$ is an estimate", "$\\hat{x}$ is an estimate"),  # a variable, not a letter of a word
    ("$\\tilde{O}(n)$ regret", "$\\tilde{O}(n)$ regret"),
], ids=["math-acute", "math-quote", "text-accents", "diaeresis", "hat-variable", "tilde-big-o"])
def test_accented_writes_accented_letters(text, written):
    assert accented(text) == written


def test_math_accented_leaves_text_accents_to_the_prose_rules():
    assert math_accented("Schr\\\"odinger's demoir$\\acute{e}$ing") == "Schr\\\"odinger's demoiréing"
