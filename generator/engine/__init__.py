"""Engine: the written docs folder turned into the HTML site, and the site's search index.

In: the docs folder, mkdocs.yml and the site settings. Out: the site folder, built by MkDocs, ProperDocs or
Zensical (engines.py), with the MkDocs hooks that make the build fast (html_pages.py, page_shells.py,
nav_pages.py) and the static search index made from the site's own data (search.py, search_index.py).
"""
