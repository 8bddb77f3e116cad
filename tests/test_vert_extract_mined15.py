"""Regression tests for the failure classes found by mining the pages where vert's text disagreed with
trafilatura's and Resiliparse's (session 15): one small hand-written page per class."""

from __future__ import annotations

from vert_support import EN_TEXT, docs_of, make_warc, page, read_vert, settings_data

from corpustools.vert.choose import extract_page
from corpustools.vert.run import convert

OPTIONS = {"languages": ()}
EN_TEXT2 = ("A balanced plan spreads the day's calories over several small meals, so that energy stays level "
            "from the morning workout to the evening. Each meal below lists its portions, and the shopping list "
            "at the end of the article covers the whole week for one person.")


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _vert(tmp_path, pages: list[dict]) -> list[str]:
    """vert run on a WARC of ``pages``: the documents it wrote."""
    out = tmp_path / "out.vert"
    convert(settings_data(), [make_warc(tmp_path / "in.warc.gz", pages)], out, workers=1, source="test")
    return docs_of(read_vert(out))


def _words(doc: str) -> list[str]:
    return [line.split("\t")[0] for line in doc.splitlines() if line and not line.startswith("<")]


# --- a link post whose headline is its one paragraph -------------------------------------------------

def test_a_headline_that_is_the_pages_only_paragraph_is_written_once(tmp_path):
    """A forum's link post, a short notice: the title is all the text the page has.  It was written as
    ``<head>`` and again as the only paragraph (a repeat is dropped only when other blocks remain)."""
    headline = ("FCC chair to Europe: restrict our satellite providers and we ban yours, he says. The commission "
                "now asks the public for comment on satellite market access")
    head = f'<meta property="og:title" content="{headline}">'
    body = (f"<div class='post'><span>r/technology</span><h1>{headline}</h1>"
            f"<a href='https://news.example.org/fcc'>news.example.org</a></div>")
    docs = _vert(tmp_path, [dict(url="https://forum.example.com/r/technology/comments/abc123/fcc_chair_to_europe",
                                 html=page(body, f"{headline} : science", head))])
    assert len(docs) == 1
    words = _words(docs[0])
    assert words.count("satellite") == 2 and words[:3] == ["FCC", "chair", "to"]
    assert "<p" in docs[0]


# --- a short article beside a live ticker whose newest item is shown whole ----------------------------

CS_ARTICLE = [
    "Stavanger podle norského deníku na Letné mistrovsky bránil. Domácí kontrolovali hru po většinu utkání a "
    "dostali se do několika šancí, ale výborná obrana a brankář zařídili hostům čisté konto, napsal deník "
    "ve své internetové verzi krátce po skončení zápasu.",
    "Hosté výbornou obrannou hrou udrželi favorita na uzdě a donutili ho k bezbrankové remíze. Tento dobrý "
    "výsledek znamená slibnou výchozí pozici pro domácí utkání, doplnila norská televize na svém webu, kde "
    "zápasu věnovala i obsáhlou reportáž.",
    "Místní list uvedl, že norský tým před odvetou, která je na programu příští čtvrtek, může dál snít o "
    "postupu do dalšího předkola soutěže. Hosté si podle něj v Praze zajistili velmi dobrý výchozí bod a "
    "doma budou favority.",
]
CS_TICKER = [
    "Ministři a jejich náměstci mají znovu dostat povinnost prokázat se před jmenováním do funkce čistým "
    "lustračním osvědčením. Počítá s tím novela zákona, kterou ministerstvo vnitra předložilo do "
    "připomínkového řízení. Povinnost pro členy vlády platila do roku 2018, kdy ji zrušil Ústavní soud.",
    "Sjednocení předpokladů pro výkon funkcí na všech úrovních podle ministerstva povede k posílení právní "
    "jistoty a důvěry občanů ve státní správu, uvádí se v důvodové zprávě k novele.",
    "Je nepřípustné, aby lidé s politickou i odbornou rozhodovací pravomocí nemuseli na rozdíl od svých "
    "podřízených prokazovat bezúhonnost, řekl mluvčí ministerstva. Novela by měla platit od příštího roku.",
    "V současnosti může žadatel o vydání lustračního osvědčení žádat jen v listinné podobě a správní poplatek "
    "platí kolkem. Nově to půjde i elektronicky přes datovou schránku a poplatek bude možné zaplatit kartou.",
]


def _ticker_page(href: str = "/zpravy/{i}/") -> str:
    items = "".join(f"<div class='box'><div class='time'>před {i} hodinami</div><h3><a href='{href.format(i=i)}'>"
                    f"Další zpráva číslo {i} z domova a ze světa dne</a></h3></div>" for i in range(2, 7))
    newest = ("<div class='box'><div class='time'>před 1 hodinou</div><h3>Vnitro chce obnovit lustrační povinnost"
              "</h3><div class='text'>" + "".join(f"<p>{t}</p>" for t in CS_TICKER) + "</div></div>")
    body = ("<div class='page'><h1>Sparta kontrolovala hru, ale obrana hostů byla heroická, píší v Norsku</h1>"
            "<div class='wrapper'><div class='left'><div class='article'><div class='content'>"
            + "".join(f"<p>{t}</p>" for t in CS_ARTICLE) + "</div></div></div></div>"
            "<div class='wrapper'><div class='left'><div class='timeline'><h3>Právě se děje</h3>"
            + newest + items + "</div></div></div></div>")
    head = '<meta property="og:type" content="article">'
    return page(body, "Sparta kontrolovala hru", head)


TICKER_URL = "https://sport.example.cz/fotbal/sparta-kontrolovala-hru/r~6ea45732099811eda25a0cc47ab5f122/"


def test_a_short_article_is_kept_over_the_longer_item_of_a_live_ticker_beside_it():
    """A news page shows a live ticker beside its article: linked headlines of other stories, the newest
    shown whole (its own headline and paragraphs).  That item held more text than the short article and
    was taken for the page's article."""
    texts = _texts(_ticker_page(), TICKER_URL)
    assert all(t in texts for t in CS_ARTICLE)
    assert not any(t in texts for t in CS_TICKER)


def test_a_heading_link_that_is_no_url_costs_the_page_nothing():
    """A linked heading whose href urlsplit refuses (``http://[...``, an unclosed IPv6 bracket) raised in
    the teaser-list check: the whole extraction fell back to the plain text, ticker and all."""
    texts = _texts(_ticker_page("http://[zpravy/{i}/"), TICKER_URL)
    assert all(t in texts for t in CS_ARTICLE)
    assert not any(t in texts for t in CS_TICKER)


# --- a page rendered by JavaScript: the article only in its JSON-LD ------------------------------------

EN_BODY = ("The city council voted on Tuesday to turn the old freight yard into a park with a public pool.\n"
           "Work is to start next spring and take two years; the council put the cost at forty million dollars, "
           "half of it from a state grant that was approved last month.\n"
           "Residents of the neighbourhood had asked for green space for a decade. A survey last year found that "
           "most of them walk more than a mile to the nearest park, and many said they would use a pool daily.")


def _shell(address: str) -> str:
    import json

    article = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Freight yard becomes a park",
               "mainEntityOfPage": {"@type": "WebPage", "@id": address}, "articleBody": EN_BODY}
    head = f'<script type="application/ld+json">{json.dumps(article)}</script>'
    return page("<div id='root'><p>Loading…</p></div><noscript>Please enable JavaScript.</noscript>", "News", head)


def test_the_json_ld_article_body_is_the_text_of_a_javascript_page_only_when_it_is_the_pages_own():
    """A page rendered by JavaScript ships an empty shell and its article in JSON-LD: the article body is
    its text.  A page whose JSON-LD describes another page's article (a section front describing its
    featured story) must not take that story as its own text."""
    own = "https://news.example.com/local/2026/11/freight-yard-becomes-a-park"
    texts = _texts(_shell(own), own)
    assert texts[0].startswith("The city council voted on Tuesday") and len(texts) == 3
    front = "https://news.example.com/local/"
    texts = _texts(_shell(own), front)
    assert not any("freight yard" in t for t in texts)


def test_a_json_ld_address_that_is_no_url_costs_the_page_nothing():
    """A JSON-LD ``url``/``@id`` written wrong (an unclosed ``[``, which urlsplit refuses as an IPv6 host)
    made the whole extraction fail over to the plain text: the page's article body was lost (vert wrote
    no document: skipped as no_text).  An address that cannot be read says nothing of whose article it is."""
    own = "https://news.example.com/local/2026/11/freight-yard-becomes-a-park"
    texts = _texts(_shell("https://[news.example.com/local/2026/11/freight-yard-becomes-a-park"), own)
    assert texts and texts[0].startswith("The city council voted on Tuesday") and len(texts) == 3


# --- related posts named as one word (Jetpack's jp-relatedposts, YARPP) --------------------------------

def test_related_posts_named_as_one_word_inside_the_post_are_dropped():
    """Jetpack puts its related posts inside the post's ``entry-content`` as ``jp-relatedposts`` (YARPP as
    ``yarpp-related``): the name was not read as "related", and the teasers' excerpts, prose like the post,
    were kept as its last paragraphs."""
    teaser = ("Stack Overflow published the results of its developer survey, summarizing responses from fifty "
              "thousand developers in many countries, with questions on languages, pay and the tools they use.")
    related = ("<div id='jp-relatedposts' class='jp-relatedposts'><h3>Related</h3><div class='jp-relatedposts-items'>"
               + "".join(f"<div class='jp-relatedposts-post'><h4><a href='/p{i}'>Survey results {i}</a></h4>"
                         f"<p class='jp-relatedposts-post-excerpt'>{teaser} Part {i}.</p></div>" for i in range(3))
               + "</div></div>")
    body = (f"<article class='post type-post status-publish'><h1>Jobs data</h1><div class='entry-content'>"
            f"<p>{EN_TEXT}</p><p>{EN_TEXT2}</p>{related}</div></article>")
    texts = _texts(page(body, "Jobs data"), "https://blog.example.com/jobs-data-shows-skills-in-high-demand")
    assert EN_TEXT in texts and EN_TEXT2 in texts
    assert not any(teaser in t for t in texts)


# --- a slideshow's caption whole, cut short and again in its panel ------------------------------------

def test_a_slideshows_caption_shown_whole_cut_short_and_again_in_its_panel_is_kept_once():
    """A news site's slideshow writes each caption twice (whole, and cut short with "more") and then
    again in the slideshow's control panel: the whole caption was kept twice (only a copy right after
    itself was dropped).  (Since the twenty-second pass the slide's caption beside its picture and the panel's
    go as pictures' captions, ``test_vert_caption22``: at most once.)"""
    caption = ("U.S. Defense Secretary Mark Esper, left, and the Vietnamese Defense Minister shake hands in Hanoi, "
               "Vietnam, on Wednesday. Esper is on a visit to strengthen military relations with the nation.")
    cut = caption[:90] + "… more"
    shown = f"<div class='caption'><div class='caption-full'>{caption}</div><div class='caption-cut'>{cut}</div></div>"
    gallery = (f"<div class='gallery'><ul><li><img src='/a.jpg'>{shown}</li></ul>"
               f"<div class='panel'><div class='caption-remote'>{shown}</div></div></div>")
    body = f"<article><h1>Esper accuses China</h1>{gallery}<div class='body'><p>{EN_TEXT}</p><p>{EN_TEXT2}</p></div></article>"
    texts = _texts(page(body, "Esper"), "https://www.example.com/news/world/article/Esper-accuses-China-14849178.php")
    assert texts.count(caption) <= 1 and EN_TEXT in texts and EN_TEXT2 in texts


# --- a data table whose later rows are links in every cell; a table of links for navigation -----------

def test_a_data_table_keeps_its_rows_whose_every_cell_is_a_link_and_a_navigation_table_still_goes():
    """A list of laureates: the early years are plain text, the later years are links like the names.
    Rows with a plain cell kept their linked names, but a row whose every cell is a link was dropped,
    so the table lost its last decades.  A table of links laid out as a site's menu is still dropped."""
    names = ["Marie Curie", "Pierre Curie", "Niels Bohr", "Max Planck", "Albert Einstein", "Enrico Fermi"]
    plain = "".join(f"<tr><th>{1900 + i}</th><td><a href='/wiki/P{i}'>{names[i % 6]}</a></td>"
                    f"<td><a href='/wiki/C{i}'>{names[(i + 1) % 6]} and others</a></td></tr>" for i in range(6))
    linked = "".join(f"<tr><th><a href='/wiki/{1990 + i}'>{1990 + i}</a></th><td><a href='/wiki/L{i}'>Laureate "
                     f"number {i} of physics</a></td><td><a href='/wiki/M{i}'>Laureate number {i} of chemistry</a>"
                     f"</td></tr>" for i in range(3))
    table = f"<table class='wikitable'><tr><th>Year</th><th>Physics</th><th>Chemistry</th></tr>{plain}{linked}</table>"
    menu = "".join(f"<tr><td><a href='/section{i}.html'>Section {i} of the site</a></td></tr>" for i in range(8))
    body = (f"<table><tr><td><table class='menu'>{menu}</table></td><td><h1>List of laureates</h1><p>{EN_TEXT}</p>"
            f"{table}<p>{EN_TEXT2}</p></td></tr></table>")
    texts = _texts(page(body, "List of laureates"), "https://en.example.org/wiki/List_of_laureates")
    assert "1992" in texts and "Laureate number 2 of chemistry" in texts and "Marie Curie" in texts
    assert not any(t.startswith("Section") for t in texts)


def test_a_live_blogs_entries_whose_headings_link_to_the_page_itself_are_the_article():
    """The bound of the rule above: a live blog is a list of entries, each with a headline, the latest
    shown longest; when the headlines link to the entries' own places on the page (``?post=12``; a
    fragment-only link is no link to the extractor), the list is the page's article, not a list of other
    stories."""
    latest = ("<div class='entry' id='e9'><div class='time'>15:00</div><h3><a href='#e9'>The latest from the count</a>"
              "</h3>" + "".join(f"<p>{t}</p>" for t in CS_TICKER) + "</div>")
    entries = latest + "".join(f"<div class='entry' id='e{i}'><div class='time'>{10 + i}:00</div><h3><a href='?post={i}'>"
                               f"Update number {i} from the count</a></h3><p>Sečteno {i} okrsků.</p></div>" for i in range(5))
    body = (f"<div class='page'><h1>Volby živě</h1><div class='wrapper'><div class='intro'><p>{CS_ARTICLE[0]}</p>"
            f"</div></div><div class='wrapper'><div class='left'><div class='feed'>{entries}</div></div></div></div>")
    head = '<meta property="og:type" content="article">'
    texts = _texts(page(body, "Volby živě", head), "https://www.example.cz/volby-zive/r~6ea45732099811eda25a0cc47ab5f122/")
    assert all(t in texts for t in CS_TICKER)
