"""The ``tag`` stage: MorphoDiTa tagging of a vertical, a model per language."""
