"""The WARC format, one home for it: ``container`` (plain, gzip, multi-stream xz; where each stream
starts), ``reader`` (records of any WARC/ARC with their offsets, raw record bytes), ``writer`` (records
and output containers), ``cdxj`` (the index), ``check`` and ``recompress`` (the ``warc`` commands),
``wacz`` (a zip of WARCs, read as the WARCs it holds).
``download`` writes with it, ``vert`` and the ``warc`` commands read with it; the names of the files
they take are here, once (``collect --rebuild-store`` once took no WACZ while vert did, from a tuple of its own).
"""

# A WARC or ARC file by its name, in every container the reader opens (by their content: the name only picks the
# files of a folder); the order is the preference between two files of one stem (``x.warc.xz`` beside ``x.warc.gz``
# both become ``x.vert.xz``: the first is taken, :func:`corpustools.stages.shadowed`)
WARC_FILE_SUFFIXES = (".warc.xz", ".warc.gz", ".warc", ".arc.gz", ".arc", ".warc.zst", ".arc.xz")
WACZ_SUFFIX = ".wacz"  # a zip of WARCs (Webrecorder's, Browsertrix's), read as the WARCs it holds
# the files vert takes from warcs/, ``collect --rebuild-store`` reads links from, ``warc check`` checks
WARC_SUFFIXES = (*WARC_FILE_SUFFIXES, WACZ_SUFFIX)
# the containers download and ``warc recompress`` write (by the output's name: :func:`corpustools.warc.writer.kind_of`)
WRITTEN_SUFFIXES = (".warc.xz", ".warc.gz", ".warc")
