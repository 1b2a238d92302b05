"""Engine: the written docs folder turned into the HTML site, and the site's search index.

In: the docs folder, mkdocs.yml and the site settings. Out: the site folder, built by MkDocs, ProperDocs or
Zensical (engines.py), with the MkDocs speed-ups behind one adapter and its off switch (speedups.py over
html_pages.py and page_shells.py), the hook that drops nav entries without a page (nav_pages.py), and the
static search index made from the site's own data (search.py, search_index.py).
"""
