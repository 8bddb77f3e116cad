"""The ``download`` stage as the registry sees it (:mod:`corpustools.stages`)."""

from corpustools.stages import Stage
from corpustools.warc import WARC_SUFFIXES

STAGE = Stage(
    name="download",
    summary="link files -> polite parallel fetching -> xz WARC with a CDXJ index",
    writes="warcs",
    suffixes=WARC_SUFFIXES,  # what vert takes from warcs/ (also a WACZ, read as the WARCs it holds)
    run="corpustools.download.run:download_workspace",  # one set of per-host slots for the whole run
    split="corpustools.download.run:download_workspace",  # on a cluster: hosts split by hash
    failed="corpustools.download.run:failed",
    renames_input=True,  # a finished link file becomes *.downloaded
    ready="corpustools.download.run:link_file_ready",  # a hand-dropped *.txt once it stopped changing
    output_kind="warc",
)
