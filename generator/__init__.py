"""Turn plain-text conference abstracts into a searchable MkDocs Material site."""
