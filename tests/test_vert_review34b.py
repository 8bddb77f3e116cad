"""Session 34's hostile review of the session's own rules (xreview34b): pages in several languages where a rule
merged in session 34 removed the article's own text or gave a wrong ``<doc>`` attribute."""

from __future__ import annotations

import pytest
from test_vert_left34 import _WIRE
from test_vert_left34 import _article as _left_article
from test_vert_news28 import _paragraphs, short_article
from test_vert_recall33 import DRILL_DESC, DRILL_SPECS, _drill_page, _has, _joined
from vert_support import article_head, processed

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


_GROWTH_POST = ["That is what the statistics office says, but I think the figure hides a weak consumer and a housing "
                "market in trouble.",
                "Look at retail sales: they fell for the third month running, and mortgage approvals are at their "
                "lowest since 2023.",
                "My bet is that the Bank of England cuts rates in February, whatever the headline number says."]
_REUTERS_QUOTE = ("LONDON (Reuters) - Britain's economy grew by 0.3% in the third quarter, official data showed on "
                  "Friday, beating forecasts.")


def test_a_blog_post_quoting_a_wire_report_first_is_not_the_agencys() -> None:
    """A wire report's dateline credits its agency on a page with no byline; a blog post opening with a quoted
    report (a <blockquote>) is the blogger's: no author guessed, the quote stays."""
    html = _left_article("en", "Growth is not what it seems", _GROWTH_POST).replace(
        '<div class="article-body">', f'<div class="article-body"><blockquote><p>{_REUTERS_QUOTE}</p></blockquote>')
    doc = processed(html, "https://www.example.com/en/blog/growth-12345")
    assert doc.attrs.get("author", "") == ""
    assert _REUTERS_QUOTE in _paragraphs(doc.body)


@pytest.mark.parametrize(("lang", "texts"), [
    ("de", ["Die Deutsche Presse-Agentur (dpa) – die größte Nachrichtenagentur des Landes – feiert in diesem Jahr ihr "
            "75-jähriges Bestehen.", *_WIRE["de"][1:]]),
    ("pl", ["Polska Agencja Prasowa (PAP) – najstarsza polska agencja informacyjna – obchodzi w tym roku swoje "
            "stulecie.", "Agencja powstała w 1918 roku i od tego czasu dostarcza wiadomości mediom w całym kraju.",
            "Z okazji jubileuszu w Warszawie otwarto wystawę archiwalnych fotografii i depesz."]),
    ("bs", ["Bakir Izetbegović (SDA) – lider najveće bošnjačke stranke – izjavio je u ponedjeljak da neće biti "
            "kandidat.", "Stranka će o kandidatu odlučiti na sjednici glavnog odbora sljedeće sedmice u Sarajevu.",
            "Opozicija tvrdi da je odluka donesena pod pritiskom partnera iz koalicije na državnom nivou."]),
])
def test_an_agencys_name_in_an_apposition_credits_no_one(lang: str, texts: list[str]) -> None:
    """An agency's (or a party's) short name in brackets after a name, an apposition in small letters after the dash,
    is no dateline: an article about the agency, a party's leader; no author."""
    doc = processed(_left_article(lang, "Jubilej", texts), f"https://www.example.com/{lang}/news/jubilej-12345")
    assert doc.attrs.get("author", "") == ""
    assert texts[0] in _paragraphs(doc.body)


def test_a_job_adverts_list_of_desks_keeps_its_newsroom() -> None:
    """A newsroom's label alone under the headline goes ("Von unserer Redaktion", "Redaktion"); a list's item
    "Redaktion" among the desks a publisher hires for is the advert's text."""
    texts = ["Der Verlag sucht zum nächsten Frühjahr Verstärkung für mehrere Bereiche seines Hauses in Augsburg:",
             "Bewerbungen mit Lebenslauf und Arbeitsproben nehmen wir bis Ende Januar entgegen, gerne auch per E-Mail.",
             "Wir bieten ein junges Team, flexible Arbeitszeiten und die Möglichkeit, im Homeoffice zu arbeiten."]
    found = short_article("de", "Stellenangebote beim Stadtanzeiger", texts,
                          inserted="<ul><li>Redaktion</li><li>Vertrieb</li><li>Anzeigenverkauf</li></ul>")
    assert found[2:5] == ["Redaktion", "Vertrieb", "Anzeigenverkauf"]
    assert all(t in found for t in texts)


_MARKET_CAPTIONS = [
    "Vánoční strom na Staroměstském náměstí letos měří přes pětadvacet metrů a pochází z lesů na Vysočině.",
    "Trhy otevřely v sobotu odpoledne a první návštěvníci si kupovali hlavně ručně malované ozdoby.",
    "Na pódiu vystoupil dětský pěvecký sbor z Prahy 6, který zazpíval koledy i písně současných autorů.",
    "Stánky budou otevřené každý den od deseti do deseti až do Tří králů, tedy do šestého ledna.",
]


@pytest.mark.parametrize("credit", [
    "Foto: Michal Šula, MAFRA. Všechna práva vyhrazena, šíření bez souhlasu zakázáno.",
    "Photo: Getty Images. All rights reserved by the photographer and the agency.",
])
def test_a_gallerys_long_credit_line_is_no_caption_of_its_text(credit: str) -> None:
    """A gallery's article is its captions, each a sentence on its picture (60 characters or more when there are
    several); the photographer's credit under the last picture, as long as a sentence, is not one of them."""
    figs = "".join(f'<figure><img src="/g{i}.jpg"><figcaption>{c}</figcaption></figure>'
                   for i, c in enumerate([*_MARKET_CAPTIONS, credit]))
    headline = "Vánoční trhy na Staroměstském náměstí"
    html = (article_head(headline, "cs") + '<body><header><nav><a href="/">Deník</a> <a href="/praha/">Praha</a></nav>'
            f'</header><main><article><h1>{headline}</h1><p>Podívejte se na fotografie z prvního dne trhů.</p>{figs}'
            '</article></main><footer><a href="/kontakt">Kontakt</a></footer></body></html>')
    got = _paragraphs(processed(html, "https://www.denik.example.cz/praha/galerie-trhy-12345").body)
    assert all(c in got for c in _MARKET_CAPTIONS)
    assert not any(credit[:20] in t for t in got)


_CONFERENCE = ["Konference o digitalizaci veřejné správy se uskuteční ve čtvrtek v Národní technické knihovně v Praze.",
               "Vstup je zdarma, kapacita sálu je však omezená, a proto pořadatelé žádají o registraci předem.",
               "Záznam všech přednášek bude po konferenci k dispozici na webu pořadatele."]


def test_a_conference_programmes_speakers_stay_and_a_live_blogs_heads_go() -> None:
    """A programme's lines of a time and a speaker, each over its talk's title, are the text's; a live blog's heads
    of the same shape, each over a sentence of its entry, go."""
    lines = ["09:00 Jana Malá", "Zahájení konference", "09:30 Petr Novák", "Digitalizace stavebního řízení",
             "10:15 Eva Dvořáková", "Datové schránky v praxi"]
    found = short_article("cs", "Konference o digitalizaci", _CONFERENCE,
                          inserted="".join(f"<p>{line}</p>" for line in lines))
    assert found[2:8] == lines
    entries = ["Policie potvrdila dvě zatčení u hlavního nádraží.", "Hasiči dostali požár skladu pod kontrolu."]
    live = (f'<div class="entry-head">Petr Dvořák 14:52</div><p>{entries[0]}</p>'
            f'<div class="entry-head">Petr Dvořák 14:35</div><p>{entries[1]}</p>')
    found = short_article("cs", "Konference o digitalizaci", _CONFERENCE, inserted=live)
    assert all(e in found for e in entries) and not any("14:" in t for t in found)
    # a video player's control bar (Video.js's time display) has a slash between its clocked lines, no title
    player = ('<div class="player"><div>Current Time 0:00</div><div>/</div><div>Duration Time 0:00</div></div>')
    found = short_article("cs", "Konference o digitalizaci", _CONFERENCE, inserted=player)
    assert not any("Time 0:00" in t for t in found) and all(t in found for t in _CONFERENCE)
