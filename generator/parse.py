"""Split decoded seed files into abstracts: headers, paragraphs, normalisation, duplicates."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass, replace

from generator.errors import Problem, error, warning
from generator.models import Abstract, Source

# C0/C1 control characters except tab and newline (which whitespace handling covers).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")
ID_LENGTH = 10


@dataclass(frozen=True)
class Paragraph:
    """A run of non-blank lines and the line it starts on."""

    text: str
    line: int
    lines: tuple[str, ...]


@dataclass(frozen=True)
class ParseResult:
    """Abstracts in input order, the papers counted per file, and every problem."""

    abstracts: tuple[Abstract, ...]
    counts: tuple[tuple[str, int], ...]
    problems: tuple[Problem, ...]


def abstract_id(text: str, length: int | None = None) -> str:
    """Derive a stable short id from the normalised abstract text."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[: length or ID_LENGTH]


def normalise(text: str) -> str:
    """Strip control characters and collapse whitespace runs to one space."""
    # isprintable() is false for every control character, and checks in C what the regex scans for.
    text = unicodedata.normalize("NFC", text if text.isprintable() else _CONTROL.sub(" ", text))
    return " ".join(text.split())  # str.split splits at exactly the characters re matches as \s, 5x faster


def decode(source: Source) -> tuple[str | None, Problem | None]:
    """Decode UTF-8 (BOM allowed) and unify line endings; locate invalid bytes."""
    try:
        text = source.data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = source.data[: exc.start].replace(b"\r\n", b"\n").replace(b"\r", b"\n").count(b"\n") + 1
        byte = source.data[exc.start : exc.start + 1].hex()
        if source.data.startswith((b"\xff\xfe", b"\xfe\xff")):
            return None, error(f"{source.where}:1", "UTF-16 text, not UTF-8; save the file as UTF-8")
        return None, error(f"{source.where}:{line}", f"invalid UTF-8 (byte 0x{byte}); save the file as UTF-8")
    return text.replace("\r\n", "\n").replace("\r", "\n"), None


def paragraphs(text: str) -> list[Paragraph]:
    """Split text into paragraphs at whitespace-only lines."""
    found: list[Paragraph] = []
    current: list[str] = []
    start = 0
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip() and (line.isprintable() or _CONTROL.sub("", line).strip()):
            if not current:
                start = number
            current.append(line)
        elif current:
            found.append(Paragraph(" ".join(current), start, tuple(current)))
            current = []
    if current:
        found.append(Paragraph(" ".join(current), start, tuple(current)))
    return found


HEADER_CHARS = 160  # a longer first line is an abstract, whatever it ends with
HEADER_WORDS = 15  # a header taken with more words than this is reported: it may be an abstract
# A sentence's last mark, past the closing quotes, brackets, math and emphasis that may follow it.
_ENDS_LIKE_SENTENCE = re.compile(r"[.!?][\"'\u201d\u2019)\]}$*_]*$")


def reads_as_header(line: str) -> bool:
    """Tell a collection name from an abstract: a name is one short line that does not end like a sentence."""
    # One short sentence is a whole abstract too; taking it as the name would lose it, so a line
    # ending in . ! or ? is read as an abstract (and the file name names the collection, with a warning).
    text = normalise(line)
    return len(text) <= HEADER_CHARS and not _ENDS_LIKE_SENTENCE.search(text) and len(_SENTENCE_END.findall(text)) < 2


def collection_from_filename(name: str) -> str:
    """Name a collection after its file when the file has no header line."""
    stem = name.rsplit(".", 1)[0]
    return " ".join(part.capitalize() if part.islower() else part for part in re.split(r"[_\-\s]+", stem) if part)


def split_header(source: Source, paras: list[Paragraph]) -> tuple[str, list[Paragraph], list[Problem]]:
    """Take the collection name from the first paragraph, or from the file name; report either doubt."""
    first = paras[0]
    where = f"{source.where}:{first.line}"
    if reads_as_header(first.lines[0]):
        rest = paras[1:]
        if len(first.lines) > 1:  # header directly followed by an abstract, no blank line
            tail = Paragraph(" ".join(first.lines[1:]), first.line + 1, first.lines[1:])
            rest = [tail, *rest]
        name = normalise(first.lines[0])
        words = len(name.split())
        doubts = [warning(where, f"line {first.line} ({words} words) taken as the collection name; "
                                 "if it is an abstract, put a header line above it")] if words > HEADER_WORDS else []
        return name, rest, doubts
    name = collection_from_filename(source.name)
    problem = warning(where, f"no collection header line (line {first.line} reads as an abstract and is kept as one); "
                             f"using the file name: {name!r}")
    return name, paras, [problem]


def parse_source(source: Source) -> tuple[list[Abstract], list[Problem]]:
    """Parse one file into abstracts in file order (duplicates not yet removed)."""
    text, problem = decode(source)
    if problem:
        return [], [problem]
    paras = paragraphs(text)
    if not paras:
        return [], [warning(f"{source.where}:1", "empty file; no abstracts")]
    collection, body, problems = split_header(source, paras)
    if not body:
        problems.append(warning(f"{source.where}:1", "only a header line; no abstracts"))
    abstracts = []
    for para in body:
        clean = normalise(para.text)
        abstracts.append(
            Abstract(abstract_id(clean), clean, collection, source.name, source.where, para.line, len(abstracts))
        )
    return abstracts, problems


def unique_id(abstract: Abstract, seen: dict[str, Abstract]) -> Abstract:
    """Lengthen the id of a different text whose short id is taken; duplicates keep theirs."""
    length = ID_LENGTH
    while abstract.id in seen and seen[abstract.id].text != abstract.text and length < 64:
        length += 4
        abstract = replace(abstract, id=abstract_id(abstract.text, length))
    return abstract


def parse(sources: tuple[Source, ...]) -> ParseResult:
    """Parse every source, keep the first of each duplicate abstract, and report all problems."""
    kept: list[Abstract] = []
    seen: dict[str, Abstract] = {}
    problems: list[Problem] = []
    counts: list[tuple[str, int]] = []
    for source in sources:
        abstracts, found = parse_source(source)
        problems.extend(found)
        unique = 0
        for abstract in abstracts:
            abstract = unique_id(abstract, seen)
            first = seen.get(abstract.id)
            if first:
                problems.append(
                    warning(
                        f"{abstract.where}:{abstract.line}",
                        f"duplicate of {first.where}:{first.line}; kept once",
                    )
                )
                continue
            seen[abstract.id] = abstract
            kept.append(abstract)
            unique += 1
        counts.append((source.where, unique))
    return ParseResult(tuple(kept), tuple(counts), tuple(problems))
