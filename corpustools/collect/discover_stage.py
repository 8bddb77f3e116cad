"""The ``discover`` stage as the registry sees it (:mod:`corpustools.stages`): feeds announced on the
home pages of the sites downloaded since the last time (big-brother passes ``page_urls``)."""

from corpustools.stages import Stage

STAGE = Stage(
    name="discover",
    summary="find feeds on pages, add them to rss_sources/automatic_collection.txt",
    run="corpustools.collect.discover:discover",
    failed="corpustools.collect.stage:failed",
    files=False,
)
