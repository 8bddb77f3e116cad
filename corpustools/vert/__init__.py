"""The ``vert`` stage: WARC -> decoded HTML -> clean text blocks -> MorphoDiTa tokens -> vertical.

Modules: ``read`` (the HTML responses of a WARC/ARC, read by :mod:`corpustools.warc`), ``decode`` (charset like a
browser), ``extract`` (text blocks, boilerplate removal), ``tokenize`` (MorphoDiTa), ``langid``
(per-paragraph language), ``vertical`` (the writers), ``lint`` (the validator), ``pool`` (worker
processes with per-document deadlines), ``run`` (the shard function and workspace mode).
"""
