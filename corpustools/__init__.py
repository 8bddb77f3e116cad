"""corpustools: turn the news web into linguistic corpora (feeds -> links -> WARC -> vertical -> tagged)."""

__version__ = "0.1.0"
