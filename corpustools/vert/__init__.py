"""The ``vert`` stage: WARC -> decoded HTML -> clean text blocks -> MorphoDiTa tokens -> vertical.

Modules: ``read`` (the HTML responses of a WARC/ARC, read by :mod:`corpustools.warc`), ``decode`` (charset like a
browser), ``extract`` (text blocks, boilerplate removal), ``tokenize`` (MorphoDiTa), ``langid``
(per-paragraph language), ``pool`` (worker
processes with per-document deadlines), ``run`` (the shard function and workspace mode).

The vertical format, its writer and ``lint`` live in :mod:`corpustools.vertical`.
"""
