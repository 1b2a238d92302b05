"""Pages of a long paper list: numbered, with stable addresses (tags/<slug>/, then tags/<slug>/page/2/).

A tag page that lists every paper of a big tag is too heavy for a phone (2,327 papers made 1.6 MB
and a Lighthouse performance of 86 at 150): the list goes PER_PAGE to a page, the first page keeps
the tag's summary and FIRST_PAGE papers, and every page links the others with plain links, so readers
without JavaScript lose nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

PER_PAGE = 50  # 51 papers and the charts scored 99-100 at 13,765 papers; 101 scored 92-99 (BENCHMARKS.md)
# The first page of a paged list also carries the tag's summary, charts and feed: with half a page of
# papers there a big tag's page 1 has 596 elements instead of 880, and its style work at Lighthouse's 4x
# CPU fell by about a third (BENCHMARKS.md, eighth session).
FIRST_PAGE = 25
ORPHANS = 10  # a last page of this many papers or fewer joins the page before: no page of 3 papers
AROUND = 2  # page numbers shown either side of the current one, besides the first and the last


def page_count(count: int, per_page: int, orphans: int) -> int:
    """Count the pages a list of count items takes; an empty list still has its first page."""
    return max(1, -(-(count - orphans) // per_page))


@dataclass(frozen=True)
class Pager:
    """One page of a list: which items it shows and where its neighbours are."""

    base: str  # the first page's URL, tags/<slug>/; page n > 1 is base + page/n/
    number: int  # 1-based
    total: int  # pages in all
    count: int  # items in all
    per_page: int
    first: int | None = None  # items on page 1 when there are more pages; None: per_page

    def _start_of(self, number: int) -> int:
        first = self.per_page if self.first is None else self.first
        return 0 if number == 1 else first + (number - 2) * self.per_page

    @property
    def start(self) -> int:
        return self._start_of(self.number)

    @property
    def stop(self) -> int:
        """One past the last item here: the last page also takes the orphans."""
        return self.count if self.number == self.total else self._start_of(self.number + 1)

    @property
    def url(self) -> str:
        return self.url_of(self.number)

    def url_of(self, number: int) -> str:
        """Return page number's URL."""
        return self.base if number == 1 else f"{self.base}page/{number}/"

    @property
    def path(self) -> str:
        """Return the docs path of a page after the first: base/page/n.md (the first page's is the caller's)."""
        return f"{self.base}page/{self.number}.md"

    @property
    def previous(self) -> str | None:
        return self.url_of(self.number - 1) if self.number > 1 else None

    @property
    def next(self) -> str | None:
        return self.url_of(self.number + 1) if self.number < self.total else None

    @property
    def numbers(self) -> tuple[int | None, ...]:
        """Page numbers to link, None for a gap: the first, the last and AROUND either side of this one."""
        return page_numbers(self.number, self.total)


def page_numbers(current: int, total: int, around: int = AROUND) -> tuple[int | None, ...]:
    """Return the page numbers a pager shows, None where it skips some; a gap of one page shows the page."""
    shown = sorted({1, total, *range(max(1, current - around), min(total, current + around) + 1)})
    out: list[int | None] = []
    for number in shown:
        if out and number - out[-1] == 2:  # type: ignore[operator]
            out.append(number - 1)
        elif out and number - out[-1] > 2:  # type: ignore[operator]
            out.append(None)
        out.append(number)
    return tuple(out)


def pagers(base: str, count: int, per_page: int | None = None, orphans: int | None = None) -> tuple[Pager, ...]:
    """Split a list of count items, whose first page is at base, into its pages: a list that fits on one
    page (orphans included) stays whole; a longer one shows FIRST_PAGE items first, then per_page a page.

    per_page and orphans default to PER_PAGE and ORPHANS as they are at the call: tests shrink them
    (and the first page with them, as it is never longer than the others)."""
    per_page = PER_PAGE if per_page is None else per_page
    orphans = ORPHANS if orphans is None else orphans
    first = min(FIRST_PAGE, per_page)
    total = 1 if page_count(count, per_page, orphans) == 1 else 1 + page_count(count - first, per_page, orphans)
    return tuple(Pager(base, n, total, count, per_page, first) for n in range(1, total + 1))
