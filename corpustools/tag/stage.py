"""The ``tag`` stage as the registry sees it (:mod:`corpustools.stages`)."""

from corpustools.stages import Stage

STAGE = Stage(
    name="tag",
    summary="MorphoDiTa tagging of verticals (word, lemma, tag), a model per language",
    writes="tagged",
    suffixes=(".vert.xz",),
    run="corpustools.tag.run:tag_workspace",  # whole files per worker, or the workers share a file's chunks
    shard="corpustools.tag.run:tag_shard",
    prepare="corpustools.tag.run:check_configured",
    options="corpustools.tag.registry:TagOptions",
    record="corpustools.tag.run:record_file",
    failed="corpustools.tag.run:failed",
    lost="failed:worker",
    nothing_to_do="nothing to tag: every vertical has its tagged output",
)
