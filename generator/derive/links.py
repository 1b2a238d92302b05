"""Find code repository links in abstract text."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

# A web address in running text, the one pattern for every stage that looks for one: it ends at a
# space, quote, angle bracket, closing bracket or backslash, so "[code](https://x/y)" and
# "(see https://x/y)" end where the address does. Lower-case schemes only: every abstract writes
# them so, and a case-blind scan costs ten times as much.
_ADDRESS = r"[^\s<>\"'\]\)}\\]+"
URL = re.compile(r"https?://" + _ADDRESS)
WEB_ADDRESS = re.compile(URL.pattern + r"|www\." + _ADDRESS)  # for prose, which drops "www.x.org" too
CODE_HOSTS = ("github.com", "gitlab.com", "bitbucket.org", "codeberg.org", "huggingface.co",
              "anonymous.4open.science", "sr.ht", "gitee.com")


# Sentence punctuation (ASCII and CJK) and Markdown emphasis that end a URL in running text.
_TRAILING = ".,;:!?*_\u3002\uff0c\uff1b\uff1a\uff01\uff1f\u2026\u201d\u2019"


def find_urls(text: str) -> list[str]:
    """Return every http(s) URL once, in order, trailing punctuation removed."""
    found: dict[str, str] = {}
    if "://" not in text:  # most abstracts link nothing, and `in` tells so some twenty times faster than the scan
        return []
    for match in URL.finditer(text):
        url = match.group(0).rstrip(_TRAILING)
        found.setdefault(url.lower().rstrip("/"), url)  # github.com/a/b and github.com/a/b/ are one link
    return list(found.values())


def host(url: str) -> str:
    """Return a URL's host without a leading www."""
    name = urlsplit(url).hostname or ""
    return name.removeprefix("www.")


def is_code(url: str) -> bool:
    """Tell a repository link from other links: a code host and a path below the host."""
    lowered = url.lower()
    if not any(h in lowered for h in CODE_HOSTS):  # parsing the URL costs far more than this look
        return False
    name = host(url)
    path = urlsplit(url).path.strip("/")
    return bool(path) and any(name == h or name.endswith("." + h) for h in CODE_HOSTS)


def code_links(text: str) -> tuple[str, ...]:
    """Return the repository URLs an abstract links to."""
    return tuple(url for url in find_urls(text) if is_code(url))
