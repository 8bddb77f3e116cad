"""An office's name spelled out after the headline, its initials the domain's (session 22): "Electrical - Overview |
Occupational Safety and Health Administration" on osha.gov, "... | Deutsches Institut für Normung" on din.de.  The initials leave out the small words ("and", "für", "in"), as the office's
own do; the name is the site's, cut from the headline.  Pages written after the markup of such offices' sites, through
``vert``'s worker step (``document.process``)."""

from __future__ import annotations

import pytest
import vert_support

from corpustools.vert.headline import strip_site

TEXT_EN = ("<p>Electricity has long been recognized as a serious workplace hazard, exposing employees to electric "
           "shock, electrocution, burns, fires, and explosions. Workers who install or repair equipment must be "
           "trained, and employers must keep the equipment in a safe condition at all times.</p>")
TEXT_DE = ("<p>Regelmäßige Sicherungskopien schützen vor dem Verlust wichtiger Daten. Wer seine Dateien auf einem "
           "externen Datenträger sichert, sollte diesen getrennt vom Rechner aufbewahren und die Sicherung in "
           "regelmäßigen Abständen prüfen, damit sie im Ernstfall auch wirklich funktioniert.</p>")


def headline(title: str, url: str, text: str, lang: str) -> str:
    html = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head><body>'
            f'<header><a href="/">Home</a></header><main id="main-content"><div class="content">{text * 3}</div>'
            f"</main></body></html>")
    body = vert_support.processed(html, url).body.splitlines()
    lines = body[body.index("<head>") + 1:body.index("</head>")] if "<head>" in body else []
    return " ".join(line.split("\t")[0] for line in lines if line and not line.startswith("<"))


@pytest.mark.parametrize("title, url, text, lang, whole", [
    ("Electrical - Overview | Occupational Safety and Health Administration", "https://www.osha.gov/electrical",
     TEXT_EN, "en", "Electrical - Overview"),
    ("Datensicherung - Normen | Deutsches Institut für Normung",
     "https://www.din.de/de/mitwirken/normenausschuesse/datensicherung", TEXT_DE, "de", "Datensicherung - Normen"),
])
def test_an_offices_name_spelled_out_is_cut_from_the_headline(title, url, text, lang, whole):
    assert headline(title, url, text, lang) == whole


# --- guards ------------------------------------------------------------------------------------------------------

def test_a_part_whose_initials_are_not_the_domains_stays():
    assert strip_site("Safety and Health at Work: A Guide", ["osha"]) == "Safety and Health at Work: A Guide"


def test_a_short_part_with_a_small_word_stays():
    """Two named words are too few to spell an office ("Bits and Bytes" on bb.example is the headline's)."""
    assert strip_site("Notes - Bits and Bytes", ["bb"]) == "Notes - Bits and Bytes"
