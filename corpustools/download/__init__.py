"""The download stage: link files -> polite parallel fetching -> xz WARC with a CDXJ index.

Modules: ``run`` (workspace and ad hoc modes), ``engine`` (fetch threads, retries, redirects, the
writer thread), ``scheduler`` (per-host task queue over :class:`~corpustools.politeness.HostSlots`),
``fetch`` (requests, GNU wget fallback), ``robots`` (robots.txt cache), ``warc`` (records and output
containers), ``warcfile`` (reading any WARC, ``warc recompress`` and ``warc check``).
"""
