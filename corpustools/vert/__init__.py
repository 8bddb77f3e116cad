"""The ``vert`` stage: WARC -> decoded HTML -> clean text blocks -> MorphoDiTa tokens -> vertical.

Modules: ``read`` (any WARC/ARC, compressed or not, truncated or not), ``decode`` (charset like a
browser), ``extract`` (text blocks, boilerplate removal), ``tokenize`` (MorphoDiTa), ``langid``
(per-paragraph language), ``vertical`` (the writers), ``lint`` (the validator), ``pool`` (worker
processes with per-document deadlines), ``run`` (the shard function and workspace mode).
"""
