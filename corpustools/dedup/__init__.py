"""Near-duplicate paragraphs and documents across the whole corpus, over time (``corpustools dedup``).

``parse`` finds the structure of a chunk of vertical and hashes the word n-grams of every block
(vectorised with numpy); ``index`` keeps the first-seen key of every n-gram hash in sorted buckets on disk
(the persistent index in ``state/``); ``render`` writes the marks (or removes duplicates); ``run`` ties
them together as map -> sort -> merge -> mark.  See docs/dedup.md.
"""
