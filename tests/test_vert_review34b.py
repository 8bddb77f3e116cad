"""Session 34's hostile review of the session's own rules (xreview34b): pages in several languages where a rule
merged in session 34 removed the article's own text or gave a wrong ``<doc>`` attribute."""

from __future__ import annotations

import pytest
from test_vert_news28 import short_article
from test_vert_recall33 import DRILL_DESC, DRILL_SPECS, _drill_page, _has, _joined

_CS_RACE = [
    "Rychlobruslařka Martina Sáblíková ovládla v sobotu závod na pět kilometrů ve Stavangeru a připsala si další "
    "vítězství ve Světovém poháru.",
    "Na trati předvedla vyrovnaný výkon a v posledních kolech ještě zrychlila, když soupeřky začaly ztrácet.",
    "Příští týden se Světový pohár přesune do nizozemského Heerenveenu, kde se pojede i závod s hromadným startem.",
]
_DE_PROGRAMME = [
    "Das Erste zeigt am Sonntag ein verändertes Programm, weil das Länderspiel der Nationalmannschaft länger dauert.",
    "Die Talkshows rücken deshalb nach hinten, wie der Sender am Freitag in Hamburg mitteilte.",
    "Zuschauer können alle Sendungen auch in der Mediathek abrufen, teilte eine Sprecherin des Senders mit.",
]


@pytest.mark.parametrize(("lang", "texts", "lines"), [
    ("cs", _CS_RACE, ["Martina Sáblíková 6:52", "Irene Schouten 6:53", "Ragne Wiklund 6:54"]),  # a race's results
    ("de", _DE_PROGRAMME, ["20:15 Anne Will", "21:45 Markus Lanz", "23:00 Sandra Maischberger"]),  # a programme
])
def test_a_run_of_names_beside_times_set_as_paragraphs_stays(lang: str, texts: list[str], lines: list[str]) -> None:
    """A live blog entry's head ("Petr Dvořák 14:52") goes; a run of such lines is the text's results or programme."""
    found = short_article(lang, texts[0][:40], texts, inserted="".join(f"<p>{line}</p>" for line in lines))
    assert all(line in found for line in lines)
    assert all(t in found for t in texts)


@pytest.mark.parametrize("box", ["product-meta", "product_meta", "metadata"])
def test_a_products_tabs_in_a_box_named_meta_open_its_specifications(box: str) -> None:
    """A control in a byline's or a share bar's box opens furniture (the writer's bio); a product's summary box or
    a metadata box named with "meta" holding the tabs is no such bar: the specifications' tab stays the product's."""
    tabs = (f'<div class="{box}"><ul class="product-nav"><li class="active"><a href="#beschreibung">Beschreibung</a>'
            '</li><li><a href="#daten">Technische Daten</a></li></ul></div>')
    got = _joined(_drill_page(tabs, 'style="display:none"'), "https://www.werkzeugladen.example.de/akku-bohrschrauber-bs-18")
    assert not _has(got, [v for _, v in DRILL_SPECS])
    assert not _has(got, DRILL_DESC)
