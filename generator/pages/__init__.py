"""Pages: what each page of the site shows, rendered to Markdown and data files.

In: the derived Corpus and the config. Out: views.SiteView (every value a template shows), then a map of
path to text for the docs folder (render.py, through Jinja and docs_templates/), the data exports, feeds,
trends and charts; render_tasks.py hands the rendered files to the writer on the pool's workers.
"""
