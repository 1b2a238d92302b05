"""Report build progress: live stages on a terminal, nothing but a final summary in CI logs."""

from __future__ import annotations

import os
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable, Iterator

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.progress import Progress as Bars


class Note(list):
    """A stage's short result ('57 papers'); a counting stage also advances its bar through it."""

    def __init__(self, advance: Callable[[int], None] = lambda n: None) -> None:
        super().__init__()
        self.advance = advance


def watching() -> bool:
    """Tell whether a person is watching: stderr is a terminal and this is not CI."""
    return sys.stderr.isatty() and not os.environ.get("CI")


@dataclass
class Progress:
    """Time each stage; while it runs, show a spinner, or a bar when the stage knows its total."""

    live: bool = field(default_factory=watching)
    times: list[tuple[str, float, str]] = field(default_factory=list)
    console: Console = field(default_factory=lambda: Console(stderr=True, highlight=False))

    @contextmanager
    def stage(self, name: str, total: int | None = None) -> Iterator[Note]:
        """Run one stage; the caller may append a short result and advance a bar of total steps."""
        start = time.perf_counter()
        if self.live:
            columns = [SpinnerColumn(), TextColumn(f"{name:<10}")]
            if total:
                columns += [BarColumn(), MofNCompleteColumn()]
            with Bars(*columns, TimeElapsedColumn(), console=self.console, transient=True) as bars:
                task = bars.add_task(name, total=total)
                note = Note(lambda n: bars.advance(task, n))
                yield note
        else:
            note = Note()
            yield note
        elapsed = time.perf_counter() - start
        self.times.append((name, elapsed, ", ".join(note)))
        if self.live:
            self.console.print(f"[green]\u2713[/] {name:<10} {elapsed:6.2f}s  {', '.join(note)}")

    def summary(self) -> str:
        """Summarise every stage on one line."""
        total = sum(t for _, t, _ in self.times)
        parts = [f"{name} {t:.1f}s" + (f" ({note})" if note else "") for name, t, note in self.times]
        return f"built in {total:.1f}s: " + "; ".join(parts)
