"""The ``collect`` stage as the registry sees it (:mod:`corpustools.stages`)."""

from corpustools.stages import Stage

STAGE = Stage(
    name="collect",
    summary="feed lists -> new links, deduplicated against everything ever collected",
    writes="collected_links",
    suffixes=(".collected", ".txt"),  # written by collect; *.txt dropped by hand
    run="corpustools.collect.run:collect_workspace",
    failed="corpustools.collect.stage:failed",
    files=False,  # scheduled by time (big_brother.collect_every), not by input files
)


def failed(counters: dict) -> bool:
    return bool(counters.get("failed"))
