"""Class and id names are judged whatever their case: ASCII names are lowered and searched with the
lower-case patterns (re.I would leave the engine no first characters to skip to), others searched with
re.I, with the same verdicts."""

from corpustools.vert import boilernames


def test_strong_and_text_names_are_found_in_any_case():
    for names in ("article-comments", "Article-COMMENTS", "RelatedPosts", "sidebar OUTBRAIN-widget",
                  "ſhare-box", "KOMMENTARE"):
        assert boilernames.strong_name(names), names
    for names in ("Post-Content", "entry", "prose Section"):
        assert not boilernames.strong_name(names), names
    for names in ("SHARE-box", "footer", "Site-Footer nav"):
        assert boilernames.text_boiler_name(names), names
    for names in ("post-tags", "entry-META", "price-tag", "Artikel-Text"):  # box words name no text
        assert not boilernames.text_boiler_name(names), names
