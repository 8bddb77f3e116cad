"""The ``<doc>`` metadata of more of the web's pages, in German, French, Italian, Czech and Slovak
(vert/metadata.py, vert/pagedate.py, vert/headline.py, vert/pagetype.py): a publication time given only to
an audience-measurement tag (Gemius, upScore) or kept in an Angular application's state, a page whose date
element shows the update and a line of its text the publication, a date line whose label belongs to the date
before it, a ``<time>`` whose own text says it is the update's; the site's name in a title written with
umlauts, a two-letter domain, a date or a general news section as the title's last parts; section, product
and service addresses in other languages."""

from __future__ import annotations

import pytest
from vert_support import page

from corpustools.vert.choose import extract_page
from corpustools.vert.metadata import page_metadata

CRAWLED = "2025-06-01T08:00:00Z"
CZECH = ("<p>Vláda dnes schválila návrh státního rozpočtu na příští rok. Ministr financí řekl, že platy ve "
         "veřejných službách porostou a že schodek se oproti letošku sníží. Opozice rozhodnutí kritizovala a "
         "ohlásila, že bude ve sněmovně žádat mimořádnou rozpravu o všech změnách.</p>")
GERMAN = ("<p>Die Bundesregierung hat am Montag den Entwurf für den Haushalt des kommenden Jahres beschlossen. "
          "Der Finanzminister sagte, die Gehälter im öffentlichen Dienst sollen steigen und das Defizit solle "
          "sinken. Die Opposition kritisierte die Entscheidung und kündigte eine Debatte im Bundestag an.</p>")
FRENCH = ("<p>Le gouvernement a adopté lundi le projet de budget pour l'année prochaine. Le ministre des Finances "
          "a déclaré que les salaires de la fonction publique augmenteraient et que le déficit baisserait. "
          "L'opposition a critiqué la décision et réclamé un débat à l'Assemblée nationale.</p>")


def article(lang: str, date_html: str, text: str, head: str = "") -> str:
    return (f'<html lang="{lang}"><head><title>Haushalt</title>{head}</head><body><header><a href="/">Start</a>'
            f"</header><article><h1>Haushalt beschlossen</h1>{date_html}{text}</article>"
            "<footer>Impressum</footer></body></html>")


# --- publication times given to an audience-measurement tag or kept in an application's state -------------

@pytest.mark.parametrize("script", [
    # Gemius (Czech, Slovak, Polish ... news sites): the extra parameters of its tag
    "var pp_gemius_identifier = 'abc'; var pp_gemius_extraparameters = ['title=rozpocet', "
    "'pubtime='+ (\"2025-03-03T14:22:00\" || ''), 'section=domaci'];",
    "var pp_gemius_extraparameters = new Array('pubtime=2025-03-03T14:22:00');",
    # upScore's page data
    "upScore({config: {domain: 'example.cz'}, data: {section: 'domaci', pubdate: \"2025-03-03\", "
    "object_type: \"article\"}});",
])
def test_a_publication_time_given_to_an_audience_measurement_tag_is_the_pages_day(script):
    html = article("cs", "", CZECH, head=f"<script>{script}</script>")
    meta = page_metadata(html, "https://zpravy.example.cz/domaci/rozpocet/r~abc/", CRAWLED)
    assert (meta.date, meta.date_source) == ("2025-03-03", "script")


def test_a_teasers_data_pubtime_attribute_is_not_the_pages_day():
    teaser = '<div class="polozka" data-pubtime="Sun, 09 Dec 2018 09:20:00 +0100"><a href="/x">Jiný článek</a></div>'
    meta = page_metadata(article("cs", "", CZECH + teaser), "https://zpravy.example.cz/domaci/rozpocet/r~abc/",
                         CRAWLED)
    assert meta.date != "2018-12-09"


def test_an_audience_tags_day_on_a_landing_page_is_not_the_pages_day():
    script = ("upScore({config: {domain: 'example.cz'}, data: {section: 'example.cz/slots', pubdate: '2016-08-25', "
              "author: 'example.cz', object_type: 'landingpage'}});")
    html = article("cs", "", CZECH, head=f"<script>{script}</script>")
    assert page_metadata(html, "https://example.cz/", CRAWLED).date != "2016-08-25"


def test_a_publication_time_in_an_angular_applications_state_is_read():
    state = ('<script id="serverApp-state" type="application/json">{&q;center&q;:[{&q;id&q;:&q;400487461&q;,'
             '&q;type&q;:&q;article&q;,&q;published_date&q;:&q;2025-03-03T05:30:23Z&q;,'
             '&q;updated_date&q;:&q;2025-03-05T07:00:00Z&q;}]}</script>')
    html = article("de", "", GERMAN + state)
    meta = page_metadata(html, "https://futurezone.example.at/digital-life/haushalt/400487461", CRAWLED)
    assert (meta.date, meta.date_source) == ("2025-03-03", "script")


# --- the update's date shown, the publication's in a line of text ------------------------------------------

@pytest.mark.parametrize("lang, date_html, text", [
    ("fr", '<p class="date">Mis à jour le 5 mars 2025 à 9h00</p><p>Publié le 3 mars 2025 à 14h22</p>', FRENCH),
    ("de", '<span class="datum">Aktualisiert am 05.03.2025</span><div>Veröffentlicht am 03.03.2025, 14:22 Uhr</div>',
     GERMAN),
    ("it", '<span class="date-updated">Aggiornato il 5 marzo 2025</span><p>Pubblicato il 3 marzo 2025 alle 14:22</p>',
     FRENCH),
    # French "Actualisé le" is an update's label too
    ("fr", '<span class="date">Actualisé le 5 mars 2025 à 9h00</span> <span class="date">3 mars 2025</span>', FRENCH),
])
def test_a_line_labelled_published_beats_a_date_element_showing_the_update(lang, date_html, text):
    html = article(lang, date_html, text)
    assert page_metadata(html, "https://www.example.org/politik/haushalt", CRAWLED).date == "2025-03-03"


@pytest.mark.parametrize("lang, date_html, text", [
    ("cs", "<div>Aktualizováno 5. 3. 2025 10:00</div><div>3. 3. 2025 14:22</div>", CZECH),
    ("de", "<div>Zuletzt aktualisiert: 05.03.2025</div><div>Datum: 03.03.2025</div>", GERMAN),
])
def test_the_label_of_the_date_before_is_not_the_next_dates(lang, date_html, text):
    # "Aktualizováno" labels the first date; the second line, without a label of its own, is the publication
    html = article(lang, date_html, text)
    assert page_metadata(html, "https://www.example.org/politik/haushalt", CRAWLED).date == "2025-03-03"


def test_a_time_element_whose_own_text_says_it_is_the_update_is_not_the_publication():
    date_html = ('<time datetime="2025-03-05T10:00:00+01:00">Aktualisiert am 05.03.2025</time> '
                 '<span>Veröffentlicht am 03.03.2025</span>')
    html = article("de", date_html, GERMAN)
    assert page_metadata(html, "https://www.example.de/politik/haushalt", CRAWLED).date == "2025-03-03"


# --- the site's name in the title ---------------------------------------------------------------------------

def _headline(title: str, url: str, lang: str = "de") -> str:
    html = f'<html lang="{lang}"><head><title>{title}</title></head><body><p>Text.</p></body></html>'
    return page_metadata(html, url, CRAWLED).headline


@pytest.mark.parametrize("title, url, headline", [
    # the site's name with umlauts, its domain without them
    ("Neue Regeln für E-Autos - Süddeutsche Zeitung", "https://www.sueddeutsche.de/wirtschaft/regeln-1.123",
     "Neue Regeln für E-Autos"),
    ("Neue Buslinie ab Montag | Münchner Merkur", "https://www.muenchner-merkur.de/lokales/buslinie-123.html",
     "Neue Buslinie ab Montag"),
    # a two-letter domain: the site's name as its label or by its initials
    ("Neue Regeln für E-Autos | DW", "https://www.dw.com/de/neue-regeln/a-123", "Neue Regeln für E-Autos"),
    ("Neue Regeln für E-Autos | Frankfurter Rundschau", "https://www.fr.de/wirtschaft/regeln-123.html",
     "Neue Regeln für E-Autos"),
    # a date after the site's name
    ("Neue Regeln für E-Autos | DW | 03.03.2025", "https://www.dw.com/de/neue-regeln/a-123", "Neue Regeln für E-Autos"),
    # a general news section between the headline and the site's name
    ("Neue Regeln für E-Autos - Nachrichten - WELT", "https://www.welt.de/wirtschaft/article123/regeln.html",
     "Neue Regeln für E-Autos"),
    ("Nouvelles règles - Actualités - Le Parisien", "https://www.leparisien.fr/economie/regles-123.php",
     "Nouvelles règles"),
])
def test_the_sites_name_and_what_follows_it_are_cut_from_the_headline(title, url, headline):
    assert _headline(title, url) == headline


@pytest.mark.parametrize("label, lang", [("Thread:", "en"), ("Thema:", "de"), ("Sujet :", "fr"), ("Téma:", "cs")])
def test_a_forums_label_before_the_threads_title_is_not_the_headline(label, lang):
    html = (f'<html lang="{lang}"><head><title>Winterreifen auf Alufelgen? | Example Forum</title></head><body>'
            f'<h1>{label} <span class="threadtitle"><a href="showthread.php?t=1">Winterreifen auf Alufelgen?</a></span>'
            '</h1><p>Text.</p></body></html>')
    meta = page_metadata(html, "https://forum.example.de/showthread.php?t=1", CRAWLED)
    assert meta.headline == "Winterreifen auf Alufelgen?"


@pytest.mark.parametrize("title, url", [
    ("Freiburg plant neue Radwege - Freiburg", "https://www.fr.de/region/radwege-123.html"),  # no two-letter prefix
    ("Wahl 2025: Die Ergebnisse aus Bayern", "https://www.br.de/nachrichten/wahl,123"),
    ("Nachrichten aus dem Rathaus - Neue Regeln", "https://www.example.de/stadt/regeln-123.html"),
])
def test_a_headline_that_only_resembles_those_parts_is_left_whole(title, url):
    assert _headline(title, url) == title


# --- page types at addresses in other languages ----------------------------------------------------------

PARAGRAPHS = "".join(f"<p>{GERMAN[3:-4]} Absatz {i} fügt ein paar eigene Worte hinzu.</p>" for i in range(6))
OG_ARTICLE = '<meta property="og:type" content="article">'


def _type(url: str, head: str = OG_ARTICLE) -> str:
    return extract_page(page(f"<main><h1>Klimawandel</h1>{PARAGRAPHS}</main>", head=head), url,
                        {"languages": ()}).type


@pytest.mark.parametrize("url", [
    "https://www.example.de/thema/klimawandel/",
    "https://www.example.de/kategorie/politik/",
    "https://www.example.fr/rubrique/environnement/",
    "https://www.example.it/categoria/ambiente/",
    "https://www.example.sk/kategoria/domov/",
    "https://www.example.it/servizi/consulenza-fiscale/",
    "https://www.example.it/prodotto/zaino-da-trekking-40l",
])
def test_section_service_and_product_addresses_in_other_languages_are_not_articles(url):
    assert _type(url) == "other"


def test_an_article_under_a_topic_address_stays_an_article():
    assert _type("https://www.example.de/thema/klimawandel-neue-studie-zeigt-deutliche-erwaermung-123") == "article"


SHORT_POST = ("<p>Manchmal überrascht einen der Alltag mit kleinen Freuden. Unlängst spazierte ich durch den Park "
              "und fand auf einer Bank ein Bild, das jemand dort vergessen hatte.</p><p>Gut investierte 20 Cent, "
              "wenn auch das Bild kein Meisterwerk war!</p>")


@pytest.mark.parametrize("url, kind", [
    ("https://www.example-blog.de/2011/09/11/gefallt-mir/", "article"),  # a day and a slug: a blog's post
    ("https://www.example-blog.de/luebeck/2012/05/31/das-ministerium-informiert/", "article"),
    ("https://www.example-blog.de/2011/09/11/", "other"),  # a day's archive
    ("https://www.example-blog.de/gefallt-mir/", "other"),  # nothing says what the short text is
])
def test_a_short_post_at_an_address_with_its_day_and_a_slug_is_an_article(url, kind):
    html = page(f"<main><h1>Gefällt mir</h1>{SHORT_POST}</main>")
    assert extract_page(html, url, {"languages": ()}).type == kind
