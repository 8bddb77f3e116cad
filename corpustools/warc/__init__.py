"""The WARC format, one home for it: ``container`` (plain, gzip, multi-stream xz; where each stream
starts), ``reader`` (records of any WARC/ARC with their offsets, raw record bytes), ``writer`` (records
and output containers), ``cdxj`` (the index), ``check`` and ``recompress`` (the ``warc`` commands).
``download`` writes with it, ``vert`` and the ``warc`` commands read with it.
"""
