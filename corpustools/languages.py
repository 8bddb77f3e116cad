"""ISO 639-1 language codes, as in the ``lang`` attributes vert writes: what the keys of ``[tag.models]``
and the items of ``vert.languages`` must be.  Checked where the settings are read (config.py), so a
country code taken for a language ('cz', as the old page_downloader took it) in corpustools.toml is one
configuration error before any work, in every command, not a failure of the tag stage found hours into
a big-brother cycle (collect, download and vert had run; the stage failed again every cycle)."""

from __future__ import annotations

from collections.abc import Iterable

# country codes taken for languages (the old page_downloader took 'cz' and 'sk'): vert and tag name the one meant
# (only codes that are no ISO 639-1 language: 'se', 'si', 'ee' ... are Sami, Sinhala, Ewe)
COUNTRY_NOT_LANGUAGE = {"cz": "cs", "dk": "da", "gr": "el", "jp": "ja", "ua": "uk", "rs": "sr", "cn": "zh", "at": "de"}
ISO_639_1 = frozenset("""
aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee
el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io
is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn
mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se
sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo
wa wo xh yi yo za zh zu
""".split())  # the 183 two-letter codes of ISO 639-1


def not_languages(codes: Iterable[str], what: str) -> str | None:
    """The one line saying which of ``codes`` (lower-cased) are no ISO 639-1 language, naming the
    language meant for a country code; None when all are languages.  ``what``: the setting's name."""
    wrong = [code for code in codes if str(code).lower() not in ISO_639_1]
    if not wrong:
        return None
    meant = "".join(f"; {c!r} is a country code, the language is {COUNTRY_NOT_LANGUAGE[str(c).lower()]!r}"
                    for c in wrong if str(c).lower() in COUNTRY_NOT_LANGUAGE)
    return (f"{what}: {', '.join(repr(c) for c in wrong)} is not an ISO 639-1 language code (two letters, as in "
            f"the <p lang> attributes vert writes: cs, sk, en, de ...){meant}")
