"""Regression tests for the failure classes found by mining the pages where vert's whole documents lost to
trafilatura (session 16: scrapinghub-aeb, mozilla-readability, trafilatura-cache, checked on all sets): one
small hand-written page per class."""

from __future__ import annotations

from vert_support import docs_of, make_warc, page, read_vert, settings_data

from corpustools.vert.choose import extract_page
from corpustools.vert.run import convert

OPTIONS = {"languages": ()}
URL = "https://news.example.com/2024/05/14/city-budget-schools"
P1 = ("The city council met on Tuesday evening to discuss the budget for the coming year, and after a long "
      "debate the members agreed that the schools in the northern districts would get more money than before.")
P2 = ("The mayor said that the new money would pay for teachers, books and the repair of three old buildings, "
      "and that the council would look at the results again at the end of the school year in June.")
P3 = ("Parents who had waited for hours in the hall welcomed the decision, although several of them said that "
      "the promised repairs had been announced twice before and never carried out by the city.")


def _texts(html: str, url: str = URL) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _vert(tmp_path, pages: list[dict]) -> list[str]:
    out = tmp_path / "out.vert"
    convert(settings_data(), [make_warc(tmp_path / "in.warc.gz", pages)], out, workers=1, source="test")
    return docs_of(read_vert(out))


# --- text written loose in the container, between its paragraphs -----------------------------------------

LOOSE = ("Some of them asked why the same promise should be believed a third time, and the mayor answered "
         "that this time the money was in the budget itself and not in a plan for later years.")


def _loose_page(loose: str) -> str:
    body = (f"<nav><a href='/'>Home</a> <a href='/news'>News</a></nav>"
            f"<div class='article'><h1>Schools get more money</h1>"
            f"<div class='body'><p>{P1}</p><p>{P2}</p>{loose}<p>{P3}</p></div></div>"
            "<footer><a href='/about'>About us</a> <a href='/contact'>Contact</a></footer>")
    return page(body, "Schools get more money", '<meta property="og:type" content="article">')


def test_a_paragraph_written_loose_between_the_containers_paragraphs_is_kept(tmp_path):
    """A paragraph of the article body that the page wrote without a ``<p>`` of its own, between two that
    have one (a CMS's text after a quote box or a ``<br>``): its block belongs to the container element
    itself, and the container took only its child elements' blocks, so the paragraph was lost."""
    assert LOOSE in _texts(_loose_page(LOOSE))
    docs = _vert(tmp_path, [dict(url=URL, html=_loose_page(LOOSE))])
    assert len(docs) == 1 and "believed" in docs[0].split()


def test_a_pictures_caption_written_loose_in_the_container_stays_out():
    """... but loose text that opens with a picture is the picture's caption and credit, not the text."""
    caption = ("<img src='/img/hall.jpg' alt=''>© John Smith Parents waiting in the hall of the town house on "
               "Tuesday evening, before the council's vote on the money for the schools of the north")
    texts = _texts(_loose_page(caption))
    assert P3 in texts and not any("John Smith" in t for t in texts)


def test_a_date_line_under_the_headline_in_the_container_stays_out():
    """... and so does loose text at the container's top, before its first paragraph: the date and time
    under the headline ("segunda-feira, 22 de janeiro de 2018 às 0:13")."""
    body = (f"<div class='article'><h1>Schools get more money</h1>"
            f"Tuesday, 14 May 2024, 20:13<p>{P1}</p><p>{P2}</p><p>{P3}</p></div>")
    texts = _texts(page(body, "Schools get more money", '<meta property="og:type" content="article">'))
    assert P1 in texts and not any("20:13" in t for t in texts)


# --- a numbered list written as paragraphs, each entry with its link, after the last long paragraph ----

def test_the_numbered_entries_of_a_gift_guide_written_as_paragraphs_are_kept():
    """A blog's gift guide, "1) <name> <link>", "2) ...", each entry its own paragraph after the intro: an
    entry whose name is short looked like a share bar's line (short text and a link after the text's last
    good paragraph) and was dropped, while the longer ones stayed, so the list came out with holes."""
    names = ["Lego Star Wars 75188 Bombardiere della Resistenza e altro", "Polistil 960574 Pista Elettrica",
             "Cofanetto Nolan: Interstellar, Il Cavaliere Oscuro, Inception e Memento", "Hasbro Gaming Taboo",
             "Blade Runner The Final Cut (4K Ultra HD + Blu-Ray) edizione da collezione", "Monopoly Travel"]
    intro = ("Il Black Friday incombe su di noi: per chi non lo sapesse è la giornata di sconti che segue il "
             "giorno del Ringraziamento, e negli ultimi anni i negozi online la hanno estesa a tutta la settimana. "
             "Ecco allora la nostra lista di regali per nostalgici, con i prezzi più bassi che abbiamo trovato.")
    entries = "".join(f"<p>{n}) {name} <a href='https://amzn.example/x{n}'>https://amzn.example/x{n}</a></p>"
                      for n, name in enumerate(names, 1))
    body = (f"<div class='post'><h1>Black Friday per nostalgici</h1><div class='entry'><p>{intro}</p>{entries}</div></div>"
            "<aside><a href='/a'>Privacy</a> <a href='/b'>Contatti</a></aside>")
    html = page(body, "Black Friday per nostalgici", '<meta property="og:type" content="article">')
    texts = _texts(html, "https://blog.example.it/black-friday-per-nostalgici/")
    for n, name in enumerate(names, 1):
        assert any(t.startswith(f"{n}) {name}") for t in texts), name


# --- a list of what you need between a how-to's intro and its steps ----------------------------------

def test_a_howtos_list_of_materials_between_its_intro_and_its_steps_is_kept():
    """A how-to page in boxes: the intro, then a box "What You'll Need:" with a list of short items, then
    a box per step.  The container was the intro's box and the steps' boxes continued it (shaped alike),
    but the list's box is shaped otherwise and holds only short lines, so the list and the heading of the
    first step after it were lost."""
    intro = ("Glass cloche terrariums are not only pleasing to the eye, they also keep a bit of nature in your "
             "home. Closed terrariums are easy to care for, as they keep much of their own moisture and provide "
             "a warm place with a steady level of humidity for small plants that need little light.")
    steps = [("Measure the circumference of your cloche and cut the foam about two centimetres smaller, then "
              "soak it in a bowl of water until it sinks to the bottom of the bowl. Dig out a hole in the foam "
              "large enough to fit your plant, being careful not to pierce it all the way through to the bottom."),
             "Dig a hole in the foam that is large enough for your plant, and insert the plant into the hole.",
             "Using floral pins, attach enough moss around the foam to cover it, then place the cloche over it."]
    items = ["Cloche", "Floral foam", "Ruler", "Spoon", "Small plants from a florist or nursery", "Moss"]
    figure = "<figure><img src='/img/{0}.jpg' alt=''></figure><figcaption>Step {0} (Lucy Akins)</figcaption>"
    body = ("<div class='article'><h1>How to Build a Terrarium</h1>"
            f"<div class='mod step'><div class='stepContent'><div class='content'><p>{intro}</p></div>"
            f"{figure.format(0)}</div></div>"
            "<div class='related'><h3>Other People Are Reading</h3><ul><li><a href='/ideas'>Plant Terrarium Ideas</a>"
            "</li><li><a href='/succulents'>How to Build a Terrarium With Succulents</a></li></ul></div>"
            "<div class='mod step'><div class='stepContent'><div class='content'><span class='head'>What You'll Need:"
            "</span><ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul></div></div></div>"
            + "".join(f"<div class='mod step'><div class='stepContent'><div class='content'><span class='head'>Step {n}"
                      f"</span><p>{text}</p></div>{figure.format(n)}</div></div>" for n, text in enumerate(steps, 1))
            + "</div><footer><a href='/about'>About</a> <a href='/terms'>Terms</a></footer>")
    html = page(body, "How to Build a Terrarium", '<meta property="og:type" content="article">')
    texts = _texts(html, "https://howto.example.com/how_2042752_build-terrarium.html")
    for line in ["What You'll Need:", *items, "Step 1", *steps]:
        assert line in texts, line
    assert not any("Succulents" in t for t in texts)
