"""The ``vert`` stage as the registry sees it (:mod:`corpustools.stages`)."""

from corpustools.stages import Stage

STAGE = Stage(
    name="vert",
    summary="WARC -> clean text -> tokenized vertical with per-paragraph language",
    writes="verts",
    suffixes=(".vert.xz",),
    shard="corpustools.vert.run:vert_shard",
    resources="corpustools.vert.run:worker_resources",
    ready="corpustools.vert.run:warc_ready",
    failed="corpustools.vert.run:failed",
    refused="input_unusable",  # not failed:*, which counts documents
    announce="corpustools.vert.run:say_if_made_otherwise",
    options="corpustools.vert.options:VertOptions",
    nothing_to_do="nothing to do: no WARC without its vertical in the workspace",
)
