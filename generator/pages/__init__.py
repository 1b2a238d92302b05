"""Pages: what each page of the site shows, rendered to Markdown and data files.

In: the derived Corpus and the config. Out: views.SiteView (the corpus indexed by tag and collection), then
each page as finished values (page.Page: path, front matter, values), made by page_views.py, paper_view.py,
map_view.py and code_view.py, with every link relative to its page (links.py); render.py lays them out
through Jinja and docs_templates/ into a map of path to text. The data exports, feeds, trends and charts
are here too; render_tasks.py hands the rendered files to the writer on the pool's workers.
"""
