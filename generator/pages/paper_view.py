"""A paper's page as finished values: front matter, abstract, collection, why each tag, related papers."""

from __future__ import annotations

from typing import NamedTuple

from markupsafe import Markup

from generator.models import Paper
from generator.pages.links import relative
from generator.pages.metadata import json_ld
from generator.pages.page import HIDE_NAV, Page, linker
from generator.pages.views import SiteView


# Named tuples, not frozen dataclasses: 14k pages make 150k of these, and a frozen dataclass's
# __init__ sets each field through object.__setattr__.
class TagReason(NamedTuple):
    """Why a paper has a tag, as its page says it: a maintainer's choice, matched phrases, or neither."""

    tag: str
    area: str
    by_maintainer: bool
    phrases: tuple[str, ...]


class RelatedPaper(NamedTuple):
    """A related paper as listed under a paper: the link to its page, title, highlight and the tags the two share."""

    href: str
    title: str
    snippet: Markup  # safe HTML: its math as MathML
    shared_tags: list[str]


def tag_reasons(site: SiteView, paper: Paper) -> tuple[TagReason, ...]:
    """Say why the paper has each of its tags."""
    return tuple(TagReason(m.tag, site.tags[m.tag].rule.group, m.by_maintainer, m.phrases) for m in paper.evidence)


def related_papers(site: SiteView, paper: Paper) -> tuple[RelatedPaper, ...]:
    """List the paper's related papers, each with the tags it shares with the paper."""
    listed = (site.papers[rid] for rid in paper.related)
    return tuple(RelatedPaper(relative(r.url, paper.url), r.title, site.snippet_html(r.id), site.shared_tags(r.id, paper.id))
                 for r in listed)


def paper_page(site: SiteView, paper: Paper) -> Page:
    """Describe a paper's page."""
    path = f"papers/{paper.id}.md"
    link = linker(path)
    collection = site.collection_of[paper.id]
    return Page(path, "paper.md.j2",
                {"title": paper.title, "description": site.snippet(paper.id), "hide": HIDE_NAV,
                 "jsonld": json_ld(site, paper)},
                # Its links are made here, not by link() in the template: a function call from Jinja
                # cost as much as the link's whole line, four a page on 14k pages.
                {"paper": paper, "abstract_html": site.abstract_html(paper.id), "collection": collection,
                 "number": paper.abstract.position + 1, "collection_href": link(collection.url),
                 "permalink_href": link(paper.url), "data_href": link(f"papers/{paper.id}.json"),
                 "papers_json_href": link("papers.json"), "reasons": tag_reasons(site, paper),
                 "related": related_papers(site, paper)},
                "the abstract", f"{paper.abstract.where}:{paper.abstract.line}")
