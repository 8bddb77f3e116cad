"""The download stage: link files -> polite parallel fetching -> xz WARC with a CDXJ index.

Modules: ``run`` (workspace and ad hoc modes), ``engine`` (fetch threads, retries, redirects, the
writer thread), ``scheduler`` (per-host task queue over :class:`~corpustools.politeness.HostSlots`),
``fetch`` (requests, GNU wget fallback), ``robots`` (robots.txt cache), ``capture`` (an HTTP exchange -> its WARC records).
WARC reading and writing, ``warc check`` and ``recompress`` live in :mod:`corpustools.warc`.
"""
