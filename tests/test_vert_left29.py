"""Session 28's open extraction classes (issue 12), each beside the real text that looks like it: a label-less card of
another article between the paragraphs (ORF's linked headline in a box of its own), a video's title inside its player
box (ČT24's "Video", the title, "Zdroj: ČT24"; NOS's title with the video's length after it), a byline with the trade
before the name and the day after it past ``byline.BYLINE`` (FOCUS's), old Reddit's side column on a thread whose post
is short (the permissive pass took it), a forum post's header of the poster's name and the stamp spaced apart, a
story's sources that are wire agencies only (t-online's "Verwendete Quellen"), and the one list of day words the
glued-stamp rule and phpBB's quote arrow share."""

from __future__ import annotations

import pytest
from test_vert_gaps28 import NL, NL_HEADLINE, SIDE, _dutch_article
from test_vert_news28 import DE, _german_article, _paragraphs
from vert_support import article_head, article_ld, processed

from corpustools.vert import boiler, phrases
from corpustools.vert.extract import Block

HEADLINE = "Stadtrat beschließt den Haushalt"


# --- 1. a card of another article that is only its linked headline, no label ------------------------------------

@pytest.mark.parametrize("href", ["/lokales/hallenbad-sanierung-1233",
                                  "https://stadtanzeiger.example.de/lokales/hallenbad-sanierung-1233"])
def test_a_linked_headline_of_another_story_in_a_box_between_the_paragraphs_goes(href):
    card = f'<div class="teaser-embed"><a href="{href}"><p>Hallenbad: Sanierung dauert länger als geplant</p></a></div>'
    assert _german_article(card) == [HEADLINE, *DE]


@pytest.mark.parametrize("inserted", [
    # a source on another site, in a box as the card is
    '<div class="embed"><a href="https://www.bundestag.example.de/drucksache-20-1234"><p>Drucksache 20/1234 des '
    'Bundestags</p></a></div>',
    # the article's own paragraph that is one link to the site (a document), a child of the text's element
    '<p><a href="/lokales/haushaltsplan-2027.pdf">Der Haushaltsplan 2027 im Wortlaut</a></p>',
    # a linked sentence in a box: a sentence, no headline
    '<div class="note"><a href="/lokales/haushalt-zahlen"><p>Alle Zahlen des Haushalts finden Sie in unserer '
    'Übersicht.</p></a></div>',
])
def test_a_linked_line_of_the_text_stays(inserted):
    out = _german_article(inserted)
    assert len(out) == 5 and out[:2] == [HEADLINE, DE[0]] and out[3:] == list(DE[1:])


# --- 2. a video's title inside its player box ---------------------------------------------------------------------

@pytest.mark.parametrize("box", [
    '<div class="video-player"><p>Video</p><p>Stadtrat debattiert über neue Schulden</p><p>Quelle: Stadtanzeiger TV'
    '</p></div>',
    '<figure class="player"><p>Play</p><p>Kämmerer erklärt den Etat</p><p>2:34</p></figure>',
])
def test_a_videos_title_framed_by_its_player_box_goes(box):
    assert _german_article(box) == [HEADLINE, *DE]


def test_a_videos_title_after_its_prompt_with_its_length_after_it_goes():
    out = _dutch_article('<p>Bekijk hier de video</p><p>Minister over woningbouw: "We moeten doorpakken"</p><p>1:45</p>')
    assert out == [NL_HEADLINE, *NL]


def test_a_box_of_text_under_a_video_label_stays():
    title, line = "Die Sitzung im Überblick", "Die Stadträte stritten drei Stunden lang über den Etat der Schulen"
    out = _german_article(f'<div class="media"><p>Video</p><p>{title}</p><p>{line}</p></div>')
    assert title in out and line in out
    # a label "Video" over a line, nothing of a player's after it (a section's heading and its first line)
    assert title in _german_article(f'<div class="media"><p>Video</p><p>{title}</p></div>')


# --- 3. a byline with the trade before the name and the day after it, past byline.BYLINE --------------------------

@pytest.mark.parametrize("line", [
    "Von Stadtanzeiger-Redakteurin Eva Braun · Montag, 23.11.2026, 08:15",
    "By Jane Holloway, Senior Political Correspondent | November 23, 2026 2:03 pm",
])
def test_a_byline_with_its_day_and_time_goes(line):
    assert len(line) > 60 and _german_article(f"<p>{line}</p>") == [HEADLINE, *DE]


@pytest.mark.parametrize("line", [
    "Von der Sitzung am Montag, 23.11.2026, 08:15 Uhr berichtete der Kämmerer ausführlich im Ausschuss.",
    "By Jane Holloway, November 23, 2026",  # (a dateline without a time, which some truths keep)
])
def test_a_sentence_or_a_dateline_after_a_byword_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


# --- 4. old Reddit's side column on a thread whose post is short -------------------------------------------------

SHORT_POST = "Anyone know an English-speaking vet in Lisbon? Our cat needs her rabies booster before the move."


def _short_thread(side: str) -> list[str]:
    html = (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>English-speaking vet in Lisbon? : r/expats"
        "</title></head><body><div id='header'><div id='sr-header-area'><ul class='flat-list sr-bar hover'><li><a "
        "href='/r/popular/'>popular</a></li><li><a href='/r/all/'>all</a></li></ul></div></div>"
        f"<div class='{side}'><div class='spacer'><div class='titlebox'><span class='subscribers'>512,004 readers</span>"
        f"<span class='users-online'>1,204 users here now</span><div class='md'><p>{SIDE}</p><ol><li>No spam.</li><li>"
        "No referral links.</li></ol></div></div></div></div><div class='content' role='main'><div class='sitetable "
        "linklisting'><div class='thing link self'><div class='entry'><p class='title'><a class='title' "
        "href='/r/expats/comments/9z8y7x/'>English-speaking vet in Lisbon?</a></p><p class='tagline'>submitted 2 hours "
        "ago by <a href='/user/catmover' class='author'>catmover</a></p><div class='expando'><div class='md'><p>"
        f"{SHORT_POST}</p></div></div></div></div></div></div></body></html>")
    return _paragraphs(processed(html, "https://old.reddit.com/r/expats/comments/9z8y7x/english_speaking_vet_in_lisbon/")
                       .body)


@pytest.mark.parametrize("side", ["side", "sidebar"])
def test_the_side_column_of_a_short_thread_stays_out(side):
    out = _short_thread(side)
    assert SHORT_POST in out
    assert not any(SIDE in line or "referral" in line or "here now" in line or "readers" in line for line in out)


def test_a_main_column_named_sidebar_with_no_prose_beside_it_stays():
    html = (article_head(f"{HEADLINE} - Stadtanzeiger", "de", article_ld("NewsArticle", HEADLINE, "Eva Braun", "2026-11-23"))
            + f'<body><header><a href="/">Stadtanzeiger</a></header><h1>{HEADLINE}</h1><div class="sidebar"><p>{DE[0]}</p>'
            f'<p>{DE[1]}</p><p>{DE[2]}</p></div><footer><a href="/impressum">Impressum</a></footer></body></html>')
    out = _paragraphs(processed(html, "https://www.stadtanzeiger.example.de/lokales/haushalt-beschlossen-1234").body)
    assert out == [HEADLINE, *DE]


def test_a_short_pages_text_in_a_box_named_with_side_inside_a_name_stays():
    out = _short_thread("inside")
    assert SHORT_POST in out and SIDE in out


# --- 5. a forum post's header: the poster's name and the stamp spaced apart ---------------------------------------

CZ_POSTS = (
    ("Peter77", "dnes o 8:02", "Dobrý den, po výměně baterie mi telefon ukazuje jen 80 procent kapacity a vybíjí se "
     "rychleji než předtím. Je to normální, nebo je baterie vadná?"),
    ("jan.novak", "28. 11. 2026 10:15", "Nová baterie potřebuje několik cyklů, než se kalibruje. Nechte ji dvakrát "
     "úplně vybít a nabít, pak teprve posuzujte kapacitu."),
    ("mamina_zuzka", "včera o 21:14", "Mně to pomohlo stejně, po třech dnech ukazoval telefon správně sto procent."),
    ("JohnDoe", "Tue Mar 12, 2025 2:03 pm", "Same here with a new battery: after the third full charge it showed the "
     "right capacity again, so give it a few days."),
)


def _forum(separator: str, line: str = "") -> list[str]:
    units = "".join(
        f"<div class='prispevek'><div class='prispevek-hlavicka'><b>{name}</b>{separator}<span class='cas'>{when}</span>"
        f"</div><div class='prispevek-text'><p>{text}</p>{line if i == 1 else ''}</div></div>"
        for i, (name, when, text) in enumerate(CZ_POSTS))
    html = ("<!DOCTYPE html><html lang='cs'><head><meta charset='utf-8'><title>Baterie ukazuje jen 80 procent | Fórum"
            "</title></head><body><header><a href='/'>Mobilní fórum</a></header><main><h1>Baterie ukazuje jen 80 "
            f"procent</h1><div class='vlakno'>{units}</div></main></body></html>")
    return _paragraphs(processed(html, "https://forum.mobil.example.cz/vlakno/baterie-ukazuje-jen-80-procent-4471").body)


@pytest.mark.parametrize("separator", ["   ", " · ", " » "])
def test_a_post_header_of_a_name_and_its_stamp_spaced_apart_goes(separator):
    out = _forum(separator)
    assert all(text in out for _, _, text in CZ_POSTS)
    assert not any(name in line for name, _, _ in CZ_POSTS for line in out)


@pytest.mark.parametrize("line", [
    "Konzert 12.03.2025 20:00",  # (a word of the text before a day and a time: an event's line)
    "Berlin 12.03.2025, 14:03",
    "iPhone 12.03.2025",  # (no clock time: a date's "12.03" is none)
    "Sraz je dnes o 8:02",
])
def test_a_line_of_a_word_and_a_stamp_that_is_no_posters_stays(line):
    assert line in _forum(" ", f"<p>{line}</p>")
    assert not boiler._noise(Block("p", line))


def test_a_tables_cell_of_a_name_and_a_day_stays():
    assert not boiler._noise(Block("td", "FC-Bayern 12.03.2025 20:30")) and boiler._noise(Block("p", "user-42 12.03.2025 20:30"))


# --- 6. a story's sources when they are wire agencies only ------------------------------------------------------

def _t_online(box: str) -> list[str]:
    html = (article_head(f"{HEADLINE} - t-online", "de", article_ld("NewsArticle", HEADLINE, "Eva Braun", "2026-11-23"))
            + f'<body><main><article><h1>{HEADLINE}</h1><div class="article-body"><p>{DE[0]}</p><p>{DE[1]}</p>'
            f'<p>{DE[2]}</p>{box}</div></article></main></body></html>')
    return _paragraphs(processed(html, "https://www.t-online.example.de/region/id_100512345/haushalt.html").body)


@pytest.mark.parametrize("box", [
    "<h3>Verwendete Quellen</h3><ul><li>Nachrichtenagentur dpa</li><li>Nachrichtenagentur AFP</li><li>Eigene Recherche"
    "</li></ul>",
    "<p>Verwendete Quellen: Nachrichtenagentur dpa, Eigene Recherche</p>",
    "<p>Quellen: dpa, AFP und Reuters</p>",
    "<p><b>Sources:</b></p><ul><li>Reuters</li><li>The Associated Press</li></ul>",
])
def test_a_storys_sources_that_are_wire_agencies_only_go(box):
    assert _t_online(box) == [HEADLINE, *DE]


@pytest.mark.parametrize("box, kept", [
    ("<h3>Verwendete Quellen</h3><ul><li>Nachrichtenagentur dpa</li><li>bundesregierung.de: Pressemitteilung vom 23. "
     "November</li><li>Eigene Recherche</li></ul>", "bundesregierung.de: Pressemitteilung vom 23. November"),
    ("<p>Quellen: dpa und Statistisches Bundesamt</p>", "Quellen: dpa und Statistisches Bundesamt"),
])
def test_sources_naming_a_document_or_an_office_stay(box, kept):
    assert kept in _t_online(box)


# --- 7. one list of day words for the glued stamp and phpBB's quote arrow -----------------------------------------

WORDS = "The last train leaves Brno at 6:40, so we need to be at the station by half past six."


@pytest.mark.parametrize("stamp", ["dneska 9:12", "hoy, 21:12", "aujourd’hui 21:12", "Today, 9:12 pm"])
def test_phpbbs_arrow_takes_every_day_word_before_the_time(stamp):
    head = f"badz wrote: ↑{stamp} "
    assert boiler.quote_header_lead(head + WORDS) == len(head)


@pytest.mark.parametrize("line", ["pepe_33ayer a las 21:14", "luisa22hoy a las 9:02", "Peter77dnes o 8:02"])
def test_a_name_glued_to_any_day_word_of_the_list_is_a_post_header(line):
    assert boiler._noise(Block("div", line))


def test_a_name_ending_in_a_day_word_before_a_time_stays():
    assert not boiler._noise(Block("div", "Lohmayer a las 21:14")) and not boiler._noise(Block("div", "Ahoy 21:14"))
    assert set(phrases.DAY_WORDS) >= {"dnes", "heute", "today", "hier", "oggi", "hoy"}
