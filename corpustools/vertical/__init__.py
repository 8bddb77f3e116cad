"""The vertical format, one home for it: ``format`` (escaping, structure lines, ``<doc>`` attributes,
document ids), ``writer`` (block lines, the output file), ``chunks`` (reading a vertical in chunks of
whole documents, writing chunks as xz streams) and ``lint`` (the validator).  ``vert`` writes verticals
with it, ``tag`` reads and writes them with it, ``lint`` checks them against it.
"""
