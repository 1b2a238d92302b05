"""A page to render, as the view stage hands it on: its docs path, template, front matter and values."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from generator.pages.links import page_url, relative

HIDE_NAV = ["navigation"]
HIDE_NAV_TOC = ["navigation", "toc"]


@dataclass(frozen=True)
class Page:
    """A page to render: where it goes, its template, front matter and values, and what asked for it."""

    path: str
    template: str
    meta: dict[str, Any]  # front matter: title, description, hide, ...
    values: dict[str, Any] = field(default_factory=dict)  # what the template lays out
    what: str = ""  # named in the error if two pages land on one path
    where: str = ""  # the input that made it: a tag's config file, a collection's seed file
    files: dict[str, str] = field(default_factory=dict)  # docs path to text: files the page loads, written beside it

    @property
    def url(self) -> str:
        return page_url(self.path)


def linker(path: str) -> Callable[[str], str]:
    """Return the link function of the page at a docs path."""
    url = page_url(path)
    return lambda target: relative(target, url)


def number(count: int) -> str:
    """Write a count as readers read it, its thousands set apart: `13,765`."""
    return f"{count:,}"


def papers(count: int) -> str:
    """Count papers in words: `1 paper`, `2 papers`, `13,765 papers`."""
    return f"{number(count)} paper" if count == 1 else f"{number(count)} papers"
