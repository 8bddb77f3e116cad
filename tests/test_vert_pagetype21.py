"""Page types that lose a page (``listing`` is dropped by default) and the listings beside them, in the shapes
real engines write: a short news item whose column goes on with the site's other teasers, ... Each class
has its guards: the listings of the same shape that stay listings.  All pages are written here."""

from __future__ import annotations

from vert_support import make_warc, page, read_vert

from corpustools.cli import main
from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _type(html: str, url: str) -> str:
    return extract_page(html, url, OPTIONS).type


def _vert(tmp_path, html: str, url: str) -> str:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=html, url=url)])
    out = tmp_path / "a.vert"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    return read_vert(out)


# --- a short news item, and the site's other teasers after it in the same column ------------------------------
# (an old regional site without og:type or schema.org, at an address with an id or a short slug: only the text
# says what the page is; the extractor keeps the teasers, which are in the article's own element)

_CS_MENU = "".join(f"<li><a href='/{s}/'>{s.capitalize()}</a></li>" for s in ("zpravy", "sport", "kultura", "bydleni"))
_CS_MORE = "".join(f"<div class='clanek'><h3><a href='/zpravy/{5000 + i}'>Hasiči v noci zasahovali u požáru skladu "
                   f"v Líšni, škoda číslo {i} je vysoká</a></h3><p class='perex'>Požár skladu s papírem vypukl krátce "
                   f"po půlnoci, zpráva {i}…</p></div>" for i in range(24))


def _cs_item(paragraphs: str) -> str:
    return page(f"<div id='page'><div id='hlavicka'><a href='/'>Brněnský zpravodaj</a></div><div id='menu'><ul>"
                f"{_CS_MENU}</ul></div><div id='obsah'><h1>Zloděj v noci vykradl trafiku na náměstí</h1>"
                f"<p class='datum'>12. 5. 2024, 8:15</p>{paragraphs}<h2>Další zprávy z regionu</h2>{_CS_MORE}</div>"
                "<div id='paticka'>© 2024 Brněnský zpravodaj</div></div>", title="Zloděj vykradl trafiku")


_CS_TWO = ("<p>Policie v noci na pondělí zadržela muže, který se pokusil vykrást trafiku na náměstí Svobody.</p>"
           "<p>Pachatel rozbil výlohu a odnesl několik krabic cigaret, hlídka ho však zadržela o dvě ulice dál.</p>")
_CS_ONE = ("<p>Policie v noci na pondělí zadržela muže, který vykradl trafiku na náměstí Svobody. Pachatel rozbil "
           "výlohu a odnesl několik krabic cigaret. Hlídka ho zadržela o dvě ulice dál.</p>")

_DE_MORE = "".join(f"<article class='teaser'><a href='/panorama/meldung-{700 + i}'><h3>Weitere Meldung aus dem "
                   f"Ressort Panorama Nummer {i}</h3></a><p class='teaser-text'>Kurzer Anreißer der Meldung {i} aus "
                   f"dem Ressort…</p></article>" for i in range(30))
_DE_ITEM = page("<header><a href='/'>Hafenkurier</a></header><div class='content-main'><h1>Großbrand im Hafen</h1>"
                "<p class='lead'>Bei einem Brand in einer Lagerhalle im Hamburger Hafen ist in der Nacht ein Schaden in "
                "Millionenhöhe entstanden.</p><p>Die Feuerwehr war mit rund hundert Einsatzkräften vor Ort, verletzt "
                f"wurde nach ersten Angaben niemand.</p><h2>Mehr aus Panorama</h2>{_DE_MORE}</div>",
                title="Großbrand im Hafen")

_IT_MORE = "".join(f"<div class='box-news'><a href='/cronaca/{6000 + i}'><h3>Altra notizia di cronaca locale numero "
                   f"{i} di oggi</h3></a><span class='data'>12/05/2024</span></div>" for i in range(30))
_IT_ITEM = page("<div id='contenuto'><h1>Incendio nella notte</h1><div class='testo'>Un incendio è divampato nella "
                "notte in un capannone della zona industriale di Bologna. I vigili del fuoco sono intervenuti con sei "
                "squadre e hanno spento le fiamme all'alba.<br><br>Non ci sono feriti, ma i danni sono ingenti secondo "
                f"il sindaco.</div><h2>Altre notizie</h2>{_IT_MORE}</div>", title="Incendio nella notte")


def test_a_short_news_item_before_the_sites_teasers_is_not_a_listing_and_gets_a_document(tmp_path):
    # two short paragraphs (190 characters) under the headline, then 24 linked titles with their excerpts
    url = "https://www.brnenskyzpravodaj.cz/zpravy/5123"
    html = _cs_item(_CS_TWO)
    assert _type(html, url) == "other"
    text = _vert(tmp_path, html, url)
    assert text.count("<doc ") == 1 and "výlohu" in text


def test_a_news_item_of_one_paragraph_before_the_sites_teasers_is_not_a_listing():
    assert _type(_cs_item(_CS_ONE), "https://www.brnenskyzpravodaj.cz/zpravy/zlodej-trafika") == "other"


def test_a_short_news_item_in_german_and_in_italian_before_the_ressorts_teasers_is_not_a_listing():
    assert _type(_DE_ITEM, "https://www.hafenkurier.de/panorama/brand-hafen") == "other"
    assert _type(_IT_ITEM, "https://www.cronacabologna.it/cronaca/incendio") == "other"  # <br><br> in one <div>


def test_with_its_metadata_a_short_news_item_was_and_stays_an_article():
    head = '<meta property="og:type" content="article">'
    html = _cs_item(_CS_TWO).replace("<title>", head + "<title>")
    assert _type(html, "https://www.brnenskyzpravodaj.cz/zpravy/5123") == "article"


_DE_CARDS = "".join(f"<article class='teaser'><a href='/heimwerken/test-{800 + i}'><h3>Akkuschrauber Modell {i} vom "
                    f"Discounter im Praxistest: stark, leise und erstaunlich günstig</h3></a><p>Ab Montag im Angebot. "
                    f"Wir haben Gerät {i} geprüft.</p></article>" for i in range(24))


def test_a_section_page_with_an_intro_of_one_sentence_stays_a_listing():
    # the section's name and one sentence about it (154 characters) before the first linked title
    html = page("<main><h1>Heimwerken</h1><p>Werkzeug für Heimwerker und Baumarkt-Artikel: Ob Akkuschrauber, Bohrmaschine "
                f"oder Hochdruckreiniger, hier finden Sie Tests, Tipps, News und gute Angebote.</p>{_DE_CARDS}</main>",
                title="Heimwerken")
    assert _type(html, "https://www.example.de/heimwerken/") == "listing"


def test_a_section_page_whose_excerpts_are_whole_sentences_stays_a_listing():
    # each excerpt follows its linked title: the page's text before the first title is its name and a date
    html = page(f"<main><h1>Heimwerken</h1><p>Stand: 12.05.2024</p>{_DE_CARDS}</main>", title="Heimwerken")
    assert _type(html, "https://www.example.de/heimwerken/") == "listing"
    html = page(f"<div id='obsah'><h1>Zprávy z regionu</h1><p class='datum'>12. 5. 2024</p>{_CS_MORE}</div>")
    assert _type(html, "https://www.brnenskyzpravodaj.cz/zpravy/") == "listing"
