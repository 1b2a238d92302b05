"""Parsing seed files: headers, paragraphs, normalisation, duplicates and bad bytes."""

from __future__ import annotations

import pytest

from generator.models import Source
from generator.parse import abstract_id, normalise, parse

LONG = "We propose a method for learning. It works well on many benchmarks and beats all baselines by far. " * 2


def src(data: bytes | str, name: str = "x.txt") -> Source:
    return Source(name, f"seeds/{name}", data.encode() if isinstance(data, str) else data)


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("a  b\t\tc", "a b c"),
        ("a\x02b", "a b"),
        ("del\x7fc1\x85\x9fend", "del c1 end"),  # \x85 is whitespace to str.split: one space for the run
        ("soft\u00adhyphen zero\u200bwidth", "soft\u00adhyphen zero\u200bwidth"),  # unprintable, not control
        ("  lead and trail  ", "lead and trail"),
        ("keep **bold** and $x_1$", "keep **bold** and $x_1$"),
        ("e\u0301", "\u00e9"),
    ],
)
def test_normalise(raw, expected):
    assert normalise(raw) == expected


@pytest.mark.parametrize(
    "data, count, collection",
    [
        (f"ICML 2025 Papers\n\n{LONG}\n\n{LONG}x\n", 2, "ICML 2025 Papers"),
        (f"\ufeffICML 2025 Papers\r\n\r\n{LONG}\r\n", 1, "ICML 2025 Papers"),
        (f"ICML 2025 Papers\n   \t\n{LONG}\n \n{LONG}y", 2, "ICML 2025 Papers"),
        (f"ICML 2025 Papers\n{LONG}\n", 1, "ICML 2025 Papers"),
        (f"{LONG}\n\n{LONG}z\n", 2, "X"),
    ],
    ids=["plain", "bom-crlf", "whitespace-lines", "no-blank-after-header", "no-header"],
)
def test_paragraphs_and_header(data, count, collection):
    result = parse((src(data),))
    assert len(result.abstracts) == count
    assert {a.collection for a in result.abstracts} == {collection}
    assert [a.position for a in result.abstracts] == list(range(count))


def test_missing_header_warns_and_names_collection_after_file():
    result = parse((src(f"{LONG}\n", "iclr2024_abstracts.txt"),))
    assert result.abstracts[0].collection == "Iclr2024 Abstracts"
    assert [p.level for p in result.problems] == ["warning"]
    assert str(result.problems[0]).startswith("seeds/iclr2024_abstracts.txt:1: warning: no collection header")


SHORT = "We show that sparse attention halves the memory of long-context transformers while keeping their accuracy on every benchmark."


@pytest.mark.parametrize(
    "first, header",
    [
        ("ICML 2025 Papers", True),
        ("Raw HTML <b>x</b> & Friends", True),
        ("Block syntax: # heading > quote | 1. list", True),  # one inner full stop is still a name
        ("\u4e2d\u6587" * 40, True),  # 80 characters of CJK, no space: a name
        (SHORT, False),  # the case: one short sentence is an abstract, not a name
        (SHORT.replace(".", "!"), False),
        (SHORT.removesuffix(".") + " ($O(n)$).", False),
        (SHORT.removesuffix(".") + " of $x_1$.$", False),
        (SHORT.removesuffix(".") + ' "fast."', False),
        ("ICML 2025 Papers.", False),  # ends like a sentence: read as an abstract, with a warning
        ("First sentence. Second sentence. And a third", False),
        ("x" * 161, False),
    ],
    ids=["name", "html-name", "inner-stop", "cjk", "short-sentence", "exclamation", "math-paren", "math-dollar",
         "quoted", "name-with-stop", "two-sentences", "too-long"],
)
def test_a_first_line_is_a_header_only_when_it_does_not_read_as_a_sentence(first, header):
    """A header-less file whose first abstract is short keeps that abstract, and says so at file:line."""
    result = parse((src(f"{first}\n\n{LONG}\n", "notes.txt"),))
    texts = [a.text for a in result.abstracts]
    assert texts == ([LONG.strip()] if header else [normalise(first), LONG.strip()])
    assert {a.collection for a in result.abstracts} == {normalise(first) if header else "Notes"}
    warned = [str(p) for p in result.problems]
    assert warned == ([] if header else [
        "seeds/notes.txt:1: warning: no collection header line (line 1 reads as an abstract and is kept as one); "
        "using the file name: 'Notes'"])


def test_a_long_header_is_taken_but_reported_where_it_stands():
    """A sentence with no full stop may still be an abstract: the user is told where to look."""
    first = "We propose a method that learns sparse attention for long inputs and release the code at our page"
    result = parse((src(f"\n\n{first}\n\n{LONG}\n"),))
    assert [a.collection for a in result.abstracts] == [first]
    assert [str(p) for p in result.problems] == [
        "seeds/x.txt:3: warning: line 3 (18 words) taken as the collection name; if it is an abstract, "
        "put a header line above it"]


@pytest.mark.parametrize(
    "data, message",
    [(b"", "empty file"), (b"\n\n  \n", "empty file"), (b"ICML 2025 Papers\n\n", "only a header line")],
)
def test_empty_files_warn(data, message):
    result = parse((src(data),))
    assert result.abstracts == ()
    assert message in str(result.problems[0]) and result.problems[0].level == "warning"


def test_invalid_utf8_is_an_error_with_line():
    data = f"ICML\n\n{LONG}\n\nbad \xff byte here".encode("latin-1")
    result = parse((src(data),))
    (problem,) = result.problems
    assert problem.is_error and str(problem).startswith("seeds/x.txt:5: invalid UTF-8")


def test_duplicates_are_kept_once_with_both_places():
    result = parse((src(f"A\n\n{LONG}\n"), src(f"B\n\n{LONG}  \n", "y.txt")))
    assert len(result.abstracts) == 1
    (problem,) = result.problems
    assert str(problem) == "seeds/y.txt:3: warning: duplicate of seeds/x.txt:3; kept once"
    assert result.counts == (("seeds/x.txt", 1), ("seeds/y.txt", 0))


def test_ids_are_stable_and_independent_of_order():
    a = parse((src(f"A\n\n{LONG}\n\n{LONG}q\n"),)).abstracts
    b = parse((src(f"A\n\n{LONG}q\n\n{LONG}\n"),)).abstracts
    assert {x.id for x in a} == {x.id for x in b}
    assert a[0].id == abstract_id(normalise(LONG)) and len(a[0].id) == 10


def test_every_file_is_parsed_and_its_problems_reported():
    bad = "ICML\n\nbad \xff here\n".encode("latin-1")
    result = parse((src(bad, "a.txt"), src(f"B\n\n{LONG}\n", "b.txt"), src(b"\n\xfe\n", "c.txt"), src(b"", "d.txt")))
    assert [str(p).split(": ")[0] for p in result.problems] == ["seeds/a.txt:3", "seeds/c.txt:2", "seeds/d.txt:1"]
    assert [p.level for p in result.problems] == ["error", "error", "warning"]
    assert len(result.abstracts) == 1


@pytest.mark.parametrize(
    "data, where",
    [
        (b"ICML\r\rok\r\xe9 bad\r", "seeds/x.txt:4"),  # old Mac line endings count as lines too
        (b"ICML\r\n\r\nok\r\n\xe9 bad\r\n", "seeds/x.txt:4"),
        ("ICML\n\nWe propose.\n".encode("utf-16"), "seeds/x.txt:1"),
    ],
)
def test_invalid_encoding_is_located(data, where):
    (problem,) = parse((src(data),)).problems
    assert problem.is_error and problem.where == where and "save the file as UTF-8" in problem.message


def test_short_id_collisions_keep_both_abstracts(monkeypatch):
    """A 10-hex id collides once in ~10^12 pairs; shrink it to force collisions and keep every text."""
    monkeypatch.setattr("generator.parse.ID_LENGTH", 1)
    texts = [f"Abstract number {i} about a distinct method." for i in range(40)]
    result = parse((src("Papers\n\n" + "\n\n".join(texts + texts[:3]) + "\n"),))
    assert [a.text for a in result.abstracts] == texts
    assert len({a.id for a in result.abstracts}) == 40
    assert [p.message.split(";")[0] for p in result.problems] == [f"duplicate of seeds/x.txt:{3 + 2 * i}" for i in range(3)]
    again = parse((src("Papers\n\n" + "\n\n".join(texts) + "\n"),))
    assert [a.id for a in again.abstracts] == [a.id for a in result.abstracts]
