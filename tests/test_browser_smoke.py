"""The built seeds site loads in Chromium with no script errors."""

import pytest

pytestmark = pytest.mark.browser


def test_home_loads(page, site_server):
    page.goto(site_server)
    assert "ICML 2025" in page.title()
    assert page.locator(".md-header").is_visible()
