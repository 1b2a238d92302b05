"""Report build progress: live stages on a terminal, one summary line per stage in CI logs."""

from __future__ import annotations

import os
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Iterator

from rich.console import Console


@dataclass
class Progress:
    """Time each stage and show it while it runs when a person is watching."""

    live: bool = field(default_factory=lambda: sys.stderr.isatty() and not os.environ.get("CI"))
    times: list[tuple[str, float, str]] = field(default_factory=list)
    console: Console = field(default_factory=lambda: Console(stderr=True, highlight=False))

    @contextmanager
    def stage(self, name: str) -> Iterator[list[str]]:
        """Run one stage; the caller may append a short result such as '57 papers'."""
        note: list[str] = []
        start = time.perf_counter()
        if self.live:
            with self.console.status(f"{name}\u2026"):
                yield note
        else:
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
