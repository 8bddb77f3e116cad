"""The review of session 30's rules (xreview30): pages a hostile web writes against each of them, where a rule took
article text for furniture or furniture for text.  A caption under the lead picture read as a deck
(``container._deck_phrase``); a lead about a journalist ("Evan Gershkovich is a Wall Street Journal reporter …") or an
essay's lead in the first person in its own box read as a contributor's bio (``boiler._without_top_bio``); a live
section's page of cards and a section front stating the live blog it embeds read as a live blog (``pagetype``); a
match's or an event's line with the day written with slashes read as the date line (``headline._slashed_date_line``);
the member panel's German and Italian labels that ``boiler._member_header`` missed.  Guards (they pass before the
fixes too, and say so): the furniture each rule was made for still goes, and the weekdays' short forms at a line's
start ("Po", "Ne", "So", "Do") leave the text's lines alone.  Each page goes through ``document.process``."""

from __future__ import annotations

import json

import pytest
from test_vert_left30 import _EN_TOP, EN, FORBES, LIVE_DE, LIVE_EN, _forum, _live, _news, _texts
from vert_support import processed

from corpustools.config import load_settings
from corpustools.vert.document import options_from_settings, process
from corpustools.vert.read import HtmlRecord

EN_HEADLINE = "Council votes for flood protection rate"
EN_URL = "https://www.news.example.com/national/2026/11/25/plan-story-350123456"
CAPTION = "The mayor speaks to reporters outside the council chamber on Monday"


def _typed(html: str, url: str) -> str:
    """The page's type, or why it was skipped ("listing")."""
    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord(url, "2026-11-30T08:00:00Z", 0, "text/html", html.encode()), options)
    return doc.skipped or doc.attrs["type"]


# --- 1. a caption under the lead picture is no deck ------------------------------------------------------------------

@pytest.mark.parametrize("picture", [
    f'<div class="lead-image"><img src="/m.jpg" alt=""></div><p class="caption">{CAPTION}</p>',  # the picture's box
    f'<img src="/m.jpg" alt=""><p class="caption">{CAPTION}</p>',  # the picture right before it
    f'<figure><picture><source srcset="/m.webp"><img src="/m.jpg" alt=""></picture></figure><p class="caption">{CAPTION}'
    '</p>',
])
def test_a_caption_after_the_lead_picture_is_no_deck(picture):
    """Fails on 3c66e51: the caption, a phrase of six words and more right under the title, was kept as a deck."""
    got = _texts(_news("en", EN_HEADLINE, "Todd Niall", "2026-11-25", picture + _EN_TOP, EN), EN_URL)
    assert got == [EN_HEADLINE, *EN]


def test_a_deck_in_its_own_box_after_the_titles_box_stays():
    """A guard (passes on 3c66e51): the title and the deck each in a box of their own, nothing between them."""
    deck = "Average homeowner will pay about $150 more a year"
    html = _news("en", EN_HEADLINE, "Todd Niall", "2026-11-25", "", EN).replace(
        f"<h1>{EN_HEADLINE}</h1>", f'<div class="title-box"><h1>{EN_HEADLINE}</h1></div><div class="deck"><p>{deck}</p>'
                                   f'</div>{_EN_TOP}')
    assert _texts(html, EN_URL) == [EN_HEADLINE, deck, *EN]


# --- 2. a lead about a journalist, an essay's lead in the first person, is no contributor's bio -----------------------

REST = ("The hospital had fewer beds than it had ten years earlier, and more patients than ever came through the doors "
        "every night.",
        "Most of my colleagues worked double shifts at least once a week, and many of them were thinking about leaving.")
ESSAY_URL = "https://www.news.example.com/world/2026/11/22/the-story-350123/"


@pytest.mark.parametrize("lang, headline, lead", [
    ("en", "Reporter held in Russia for a year", "Evan Gershkovich is a Wall Street Journal reporter who was detained "
     "in Yekaterinburg a year ago and accused of spying, which he and his newspaper deny."),
    ("de", "Maria Ressa erhält den Friedensnobelpreis", "Maria Ressa ist eine philippinische Journalistin, die die "
     "Nachrichtenseite Rappler gegründet hat und seit Jahren gegen die Regierung kämpft."),
    ("fr", "Maria Ressa, prix Nobel de la paix", "Maria Ressa est une journaliste philippine qui a fondé le site "
     "d'information Rappler et qui se bat depuis des années contre le pouvoir."),
    ("es", "Maria Ressa gana el Nobel", "Maria Ressa es una periodista filipina que fundó el sitio de noticias Rappler y "
     "lleva años enfrentándose al Gobierno de su país."),
    ("it", "Maria Ressa vince il Nobel", "Maria Ressa è una giornalista filippina che ha fondato il sito di notizie "
     "Rappler e da anni si batte contro il governo del suo paese."),
    # ... an essay's lead in the first person, its trade no contributor's
    ("en", "What I saw in the ward", "I am a nurse and a writer, and for twenty years I worked nights at a city hospital "
     "before I started writing about it."),
    ("de", "Was ich im Krieg gelernt habe", "Ich bin Reporterin und habe zehn Jahre lang aus Kriegsgebieten berichtet, "
     "bevor ich in meine Heimatstadt zurückkehrte."),
])
def test_a_lead_in_its_own_box_about_someone_of_the_trade_stays(lang, headline, lead):
    """Fails on 3c66e51: the lead in its ``<div class="lead">`` went as a bio standing in a box of its own."""
    top = f'<div class="byline">By Anna Weber</div><div class="lead"><p>{lead}</p></div>'
    assert _texts(_news(lang, headline, "Anna Weber", "2026-11-22", top, REST), ESSAY_URL) == [headline, lead, *REST]


def test_a_first_paragraph_over_a_list_is_no_bio():
    """Fails on 3c66e51: the paragraph and the list after it share the text's box (the list's items one element
    deeper), so the paragraph was taken for a box of its own."""
    first = "I write about health care because I spent twenty years on night shifts in a hospital ward, and I saw this:"
    points = ("Fewer nurses on every shift than the rules require for a ward of that size.",
              "Patients waiting on trolleys in the corridors for hours before a bed was free.")
    html = _news("en", "What I saw in the ward", "Anna Weber", "2026-11-22", '<div class="byline">By Anna Weber</div>',
                 (first, *REST)).replace(f"<p>{first}</p>", f"<p>{first}</p><ul>{''.join(f'<li>{p}</li>' for p in points)}"
                                                            "</ul>", 1)
    assert _texts(html, ESSAY_URL) == ["What I saw in the ward", first, *points, *REST]


def test_a_contributors_bio_in_a_box_of_its_own_still_goes():
    """A guard (passes on 3c66e51): Forbes' bio box, its "Read More" a button of its own after the bio's paragraph."""
    box = ('<div class="fs-author-group"><a href="/sites/markcperna/">Mark Perna</a><span>Contributor</span><div class="'
           'contrib-bio"><p>I am a contributor covering the future of work, and I founded a consultancy that helps '
           'employers hire the next generation.</p><button>Read More</button></div></div>')
    html = _news("en", "Return-To-Office Mandates Are Back", "Mark Perna", "2026-11-22", box, FORBES, site="Forbes")
    got = _texts(html, "https://www.forbes.example.com/sites/markcperna/2026/11/22/the-story/")
    assert got == ["Return-To-Office Mandates Are Back", *FORBES]


# --- 3. a live section's page and a front embedding a live blog's metadata are no live blog ---------------------------

def _cards(url: str, base: str, entries, title: str, lang: str = "en", head: str = "") -> str:
    cards = "".join(
        f'<article class="card"><time>{t}</time><h2><a href="{base}{headline.lower().replace(" ", "-")}-{4817230 + k}">'
        f'{headline}</a></h2><p>{text}</p></article>' for k, (t, headline, text) in enumerate(entries))
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title} | News</title>{head}</head>'
            f'<body><header><a href="/">News</a></header><main><h1>{title}</h1>{cards}</main></body></html>')


def test_a_live_sections_cards_below_its_address_are_a_listing():
    """Fails on 3c66e51 (article): "/en-direct/" is the section of the live blogs, its cards lead to them, each a
    document below the section's address (the word alone is the section's last step, not a live blog's)."""
    url = "https://www.journal.example.fr/en-direct/"
    assert _typed(_cards(url, url, LIVE_EN, "Nos directs"), url) == "listing"


def test_a_live_sections_cards_leading_elsewhere_are_no_live_blog():
    """Fails on 3c66e51 (article): seven cards of a time, a linked headline and a perex at "/liveticker/" lead to
    the site's articles; too few for a listing, they are no live blog's entries either."""
    url = "https://www.nachrichten.example.de/liveticker/"
    html = _cards(url, "https://www.nachrichten.example.de/politik/", LIVE_DE, "Alle Liveticker", "de")
    assert _typed(html, url) != "article"


MATCHES = (("20:45", "Sparta – Slavia", "Sparta won the derby 2:1 after a late header from its captain in the ninetieth "
             "minute."),
           ("20:30", "Plzeň – Baník", "Plzeň kept its unbeaten home run going with a comfortable three goal win over Baník."),
           ("18:00", "Jablonec – Zlín", "Jablonec and Zlín drew a goalless match played in heavy rain in front of a small "
            "crowd."),
           ("17:00", "Olomouc – Liberec", "Olomouc came back from two goals down to beat Liberec 3:2 with two late "
            "penalties."),
           ("15:00", "Teplice – Brno", "Teplice beat Brno 1:0 thanks to a deflected free kick early in the second half."))


@pytest.mark.parametrize("url", ["https://www.sport.example.com/football/live/", "https://www.sport.example.com/live-scores/"])
def test_a_scores_page_of_timed_matches_is_no_live_blog(url):
    """Fails on 3c66e51 (article): a kick-off time over each match's linked name (too short for a teaser) and its
    report; the names lead to the matches' own pages."""
    cards = "".join(f'<div class="match"><span class="time">{t}</span><h3><a href="https://www.sport.example.com/football'
                    f'/match/48172{k}-{name.split()[0].lower()}">{name}</a></h3><p>{text}</p></div>'
                    for k, (t, name, text) in enumerate(MATCHES))
    html = ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Live scores | Sport</title></head><body>'
            f'<header><a href="/">Sport</a></header><main><h1>Live scores</h1>{cards}</main></body></html>')
    assert _typed(html, url) != "article"


@pytest.mark.parametrize("url", ["https://www.news.example.co.uk/politics/", "https://www.news.example.co.uk/"])
def test_a_front_stating_the_live_blog_it_embeds_is_a_listing(url):
    """Fails on 3c66e51 (article): the section front's JSON-LD states the live blog of its strip."""
    ld = json.dumps({"@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": "Budget day live",
                     "coverageStartTime": "2026-11-25T12:55:00Z"})
    html = _cards(url, "https://www.news.example.co.uk/politics/", LIVE_EN, "Politics",
                  head=f'<script type="application/ld+json">{ld}</script>').replace(
        "<main><h1>Politics</h1>", '<main><h1>Politics</h1><div class="live-strip"><a href="/politics/live/budget-day">'
                                   'Live: Budget day</a></div>')
    assert _typed(html, url) == "listing"


def test_a_live_blog_stating_itself_at_its_address_stays_an_article():
    """A guard (passes on 3c66e51): the live blog's own ``LiveBlogPosting`` at an address without an id."""
    url = "https://www.news.example.co.uk/politics/live/budget-day"
    assert processed(_live("en", "Budget 2026 live", LIVE_EN, url, True), url).attrs["type"] == "article"


# --- 4. a match's or an event's line with the day written with slashes is no date line --------------------------------

MATCH = ("El Real Madrid recibe esta noche al Barcelona en un clásico que puede decidir el liderato de la liga antes "
         "del parón invernal.",
         "Ancelotti recupera a Vinícius, que se perdió los dos últimos partidos por una lesión muscular.",
         "El Barcelona llega con bajas en defensa y con la duda de Pedri, que se entrenó ayer al margen del grupo.")
MATCH_URL = "https://www.diario.example.es/deportes/futbol/clasico-liderato-noticia/"


@pytest.mark.parametrize("line", ["Real Madrid – FC Barcelona 13/11/2026 21:00", "Estadio Santiago Bernabéu 13/11/2026 21:00",
                                  "Rosalía · WiZink Center · 13/11/2026"])
def test_a_fixture_on_the_day_of_publication_stays(line):
    """Fails on 3c66e51: capitalized names beside the article's day with slashes read as a name or a desk."""
    html = _news("es", "El clásico decide el liderato", "Lucía Gómez", "2026-11-13", "", (line, *MATCH))
    assert _texts(html, MATCH_URL) == ["El clásico decide el liderato", line, *MATCH]


@pytest.mark.parametrize("line", ["Por Lucía Gómez 13/11/2026", "Lucía Gómez 13/11/2026 18:30",
                                  "Redacción Deportes 13/11/2026 18:30"])
def test_the_writer_or_the_desk_beside_the_slashed_day_still_goes(line):
    """A guard (passes on 3c66e51): a byline, the writer's name as the metadata gives it, a desk."""
    html = _news("es", "El clásico decide el liderato", "Lucía Gómez", "2026-11-13", "", (line, *MATCH))
    assert _texts(html, MATCH_URL) == ["El clásico decide el liderato", *MATCH]


# --- 5. the member panel's labels vBulletin's German and an Italian board write --------------------------------------

@pytest.mark.parametrize("lang, joined, count, posted, url", [
    ("de", "Registriert seit: 03.2019", "Beiträge: 1.234", "Verfasst: vor 3 Stunden",
     "https://www.gartenforum.example.de/forum/thema/9912-apfelbaum-traegt-kaum-fruechte/"),
    ("it", "Iscritto il: 12/03/2019", "Messaggi: 1.234", "Inviato: 3 ore fa",
     "https://www.forum.example.it/forum/discussione/9912-il-melo-non-fa-frutti/"),
])
def test_a_member_header_with_other_labels_goes(lang, joined, count, posted, url):
    """Fails on 3c66e51: "Registriert seit:" and "Iscritto il:" were no member labels, the header line stayed."""
    texts = {"de": ("Unser Apfelbaum hat dieses Jahr kaum Früchte getragen, obwohl er im Frühjahr sehr stark geblüht hat.",
                    "Der Frost im April hat bei uns fast alle Blüten erwischt, das war in der ganzen Gegend so."),
             "it": ("Il nostro melo quest'anno non ha quasi dato frutti, anche se in primavera era pieno di fiori.",
                    "La gelata di aprile da noi ha bruciato quasi tutti i fiori, è successo in tutta la zona.")}[lang]
    posts = tuple((name, joined, count, posted, (text,)) for name, text in zip(("waldlaeufer", "gartenfee"), texts))
    title = {"de": "Apfelbaum trägt kaum Früchte", "it": "Il melo non fa frutti"}[lang]
    got = _texts(_forum(lang, title, posts, "Antworten" if lang == "de" else "Rispondi"), url)
    assert [t for t in got if t not in texts and t != title] == []
    assert [t for t in texts if t not in got] == []


# --- 6. the weekdays' short forms at a line's start leave the text alone -----------------------------------------------

@pytest.mark.parametrize("lang, headline, first", [
    ("cs", "Vláda schválila rozpočet", "Po 17. listopadu 1989"),  # a section's line, another day
    ("cs", "Vláda schválila rozpočet", "Ne 25. 11. 2026 rozhodne vláda o rozpočtu"),
    ("de", "Kritische Lücken werden bereits ausgenutzt", "So 25.11.2026 beginnt der Verkauf"),
    ("en", "Council votes for flood protection rate", "Do 25 Nov 2026 what the council asks"),
])
def test_a_line_opening_with_a_weekdays_short_form_stays(lang, headline, first):
    """A guard (passes on 3c66e51): the short weekday and the article's day, with words of the line besides."""
    text = {"cs": ("Vláda v pondělí schválila návrh státního rozpočtu na příští rok a schodek má dosáhnout dvou set "
                   "miliard korun.", "Opozice kritizuje, že výdaje rostou rychleji než příjmy státu."),
            "de": ("Der Hersteller hat eine neue Version seines Betriebssystems veröffentlicht, die Sicherheitslücken "
                   "schließt.", "Betroffen sind alle Geräte, die noch nicht aktualisiert wurden."),
            "en": tuple(EN[:2])}[lang]
    html = _news(lang, headline, "Jan Novák", "2026-11-25", "", (first, *text))
    assert _texts(html, f"https://www.zpravy.example.{lang}/domaci/2026/11/25/rozpocet-40123456") == [headline, first, *text]


# --- 7. a deck is no writer's bio, and a streaming service's tier heads a section ---------------------------------------

@pytest.mark.parametrize("line", ["Todd Niall is the Auckland affairs reporter for Stuff",
                                  "I am a contributor covering local government and transport in Auckland"])
def test_the_writers_bio_under_the_title_is_no_deck(line):
    """Fails on 3c66e51: the bio's line by the byline, no full stop, read as a deck under the title (in a paragraph
    whose class names no author nor bio: a box so named is furniture before)."""
    got = _texts(_news("en", EN_HEADLINE, "Todd Niall", "2026-11-25", f"<p>{line}</p>" + _EN_TOP, EN), EN_URL)
    assert got == [EN_HEADLINE, *EN]


STREAMING = ("Die großen Streamingdienste erhöhen zum Jahreswechsel ihre Preise, manche um mehr als zwanzig Prozent.",
             "Wer ohne Werbung schauen will, zahlt bei Disney+ künftig 13,99 Euro im Monat statt bisher 11,99 Euro.",
             "Auch Netflix verlangt für das Abo ohne Werbung mehr; das günstigste Abo mit Werbung bleibt gleich teuer.")


@pytest.mark.parametrize("heading", ["Mit Disney+ ohne Werbung", "Mit Netflix Plus werbefrei"])
def test_a_streaming_services_tier_heading_a_section_stays(heading):
    """Fails on 3c66e51: the heading read as a paid tier's upsell ("Mit Golem Plus werbefrei lesen", which reads)."""
    html = _news("de", "Streaming wird teurer", "Moritz Tremmel", "2026-11-25", "", STREAMING, between=f"<h2>{heading}</h2>")
    assert heading in _texts(html, "https://www.golem.example.de/news/streaming-wird-teurer-2611-200123.html")
