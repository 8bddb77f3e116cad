"""Classes left open in session 35 (session 36, issue 12), each through the real extractor on hand-written pages of
two sites or languages at least, beside the text of the same shape that must stay:

1. a page's index of its own sections as one line of names parted by bars and a heading's link back to the page's
   top (man7.org's "NAME | SYNOPSIS | DESCRIPTION", "NAME top", a Gemeinde's "nach oben"): gone; a line of bars naming
   no heading, a "Top" link to a section of its own stay;
2. a newsletter box inside an article whose label is a bare paragraph (Tamedia's "<p>Newsletter</p><p>Zürich
   heute</p>…", NRC's "Nieuwsbrief", Le Devoir's "Infolettre"): gone; prose under the same label stays;
3. a forum thread's date line under its title (XenForo, a phpBB theme): gone;
4. a box's heading left alone at an article's end, its two lines gone as boilerplate (derStandard's "Forum");
5. a writer whose surname is a venue's word ("Marco Arena", "Anna Theater"): named; venues name no one;
6. an AMP article without og:type or JSON-LD: an article; the same page without AMP, an AMP gallery: not;
7. a product's data sheet of two terms in one <dl> (PrestaShop, fr and de): kept; link values are not;
8. a bare Chinese, Japanese or Korean name in the byline without JSON-LD: the writer; desks and papers: not;
9. Reach's standfirsts (Mirror, Express, a Live site) under the headline: held (no change needed)."""

from __future__ import annotations

import re

import pytest
from test_vert_news28 import short_article
from test_vert_news35 import PAGES as NEWS35
from test_vert_other35 import PAGES as OTHER35
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, news_head, page, processed

# --- 1. a page's index of its sections as one line, and a heading's link back to the top (boiler._section_index,
# extract.note_mark) -----------------------------------------------------------------------------------------------

_MANUAL = {
    # a man page as man7.org and its mirrors serve it: the index's names are links to the headings' anchors
    "manpage": ("https://man.example.org/man1/grep.1.html", "grep(1) - Linux manual page",
                ["NAME", "SYNOPSIS", "DESCRIPTION", "EXIT STATUS"],
                ["grep - print lines that match patterns",
                 "grep [OPTION...] PATTERNS [FILE...]",
                 "grep searches for PATTERNS in each FILE. PATTERNS is one or more patterns separated by newline "
                 "characters, and grep prints each line that matches a pattern.",
                 "Normally the exit status is 0 if a line is selected, 1 if no lines were selected, and 2 if an "
                 "error occurred."],
                '<a href="#top_of_page"><span class="top-link">top</span></a>'),
    # a municipality's page of a service: its sections listed over them, each heading with its "nach oben"
    "gemeinde": ("https://www.gemeinde-musterhausen.example.de/rathaus/buergerbuero", "Bürgerbüro - Gemeinde Musterhausen",
                 ["Anfahrt", "Öffnungszeiten", "Unterlagen", "Kontakt"],
                 ["Das Bürgerbüro liegt im Erdgeschoss des Rathauses am Marktplatz, Parkplätze finden Sie im Hof.",
                  "Montag bis Freitag von 8 bis 12 Uhr, donnerstags zusätzlich von 14 bis 18 Uhr.",
                  "Bringen Sie bitte Ihren Personalausweis oder Reisepass und bei Ummeldungen die "
                  "Wohnungsgeberbestätigung mit.",
                  "Sie erreichen das Bürgerbüro telefonisch unter 07123 456-0 oder per E-Mail."],
                 '<a href="#seitenanfang" class="nach-oben">nach oben</a>'),
}


def _manual(name: str, index: str | None = None) -> list[str]:
    url, title, names, texts, top = _MANUAL[name]
    if index is None:
        index = " | ".join(f'<a href="#{n.replace(" ", "_")}">{n}</a>' for n in names)
    sections = "".join(f'<h2><a id="{n.replace(" ", "_")}"></a>{n} &nbsp; {top}</h2><p>{t}</p>'
                       for n, t in zip(names, texts))
    html = page(f'<a id="top_of_page"></a><a id="seitenanfang"></a><div class="nav"><a href="/">Start</a></div>'
                f'<main><h1>{title.split(" - ")[0]}</h1><p class="index">{index}</p>{sections}</main>'
                '<footer><a href="/impressum">Impressum</a></footer>', title)
    return _paragraphs(processed(html, url).body)


@pytest.mark.parametrize("name", sorted(_MANUAL))
def test_a_pages_index_of_its_sections_and_the_headings_top_links_go(name: str) -> None:
    """The one line naming the page's sections goes, each heading loses its link back to the top; the headings
    and every section's text stay."""
    _, title, names, texts, _ = _MANUAL[name]
    found = _manual(name)
    assert found[1:] == [x for pair in zip(names, texts) for x in pair]
    assert not any("|" in f or f.endswith(("top", "oben")) for f in found)


@pytest.mark.parametrize("name", sorted(_MANUAL))
def test_a_line_of_bars_naming_no_heading_of_the_page_stays(name: str) -> None:
    """A line of parts parted by bars that are not the page's headings (a table's row written as a line, options)
    is the page's text."""
    line = "Rot | Grün | Blau | Gelb" if name == "gemeinde" else "-E | -F | -G | -P"
    assert line in _manual(name, index=line)


def test_a_link_named_top_to_a_section_of_its_own_stays() -> None:
    """A link reading "Top" to an anchor that is not the page's top ("#top-10", a ranking's section) is words."""
    html = page('<main><h1>Die besten Wanderwege</h1><p>Unsere Auswahl: <a href="#top-10">Top</a> zehn Wege im '
                'Schwarzwald, die wir im Sommer selbst gegangen sind und empfehlen können.</p></main>', "Wanderwege")
    found = _paragraphs(processed(html, "https://www.wandern.example.de/schwarzwald").body)
    assert any(f.startswith("Unsere Auswahl: Top zehn Wege") for f in found)


# --- 2. a newsletter box inside an article whose label is a bare paragraph (boiler._newsletter_label) -----------------

_BOX_ARTICLES = {
    "de": ("Stadtrat beschließt den Haushalt",
           ["Der Stadtrat hat am Dienstagabend den Haushalt für das kommende Jahr mit großer Mehrheit beschlossen.",
            "Die Investitionen in Schulen und Radwege steigen deutlich, die Gewerbesteuer bleibt unverändert.",
            "Die Opposition kritisierte die neuen Schulden, stimmte dem Plan für die Kitas aber zu."],
           '<div class="ArticleEmbed"><p>Newsletter</p><p>Zürich heute</p><p>Erhalten Sie die wichtigsten '
           'Nachrichten aus der Stadt Zürich.</p><a>Einloggen</a></div>',
           ["Newsletter", "Zürich heute", "Einloggen"]),
    "nl": ("Gemeenteraad keurt begroting goed",
           ["De gemeenteraad heeft dinsdagavond met ruime meerderheid de begroting voor volgend jaar goedgekeurd.",
            "Er gaat meer geld naar scholen en fietspaden, de onroerendezaakbelasting blijft gelijk.",
            "De oppositie had kritiek op de nieuwe schulden, maar steunde het plan voor de kinderopvang."],
           '<div class="inline-block"><p>Nieuwsbrief</p><p>NRC Vandaag</p><p>Het belangrijkste nieuws van de dag, '
           'elke middag.</p><p><a>Inschrijven</a></p></div>',
           ["Nieuwsbrief", "NRC Vandaag", "Inschrijven"]),
    "fr": ("Le conseil municipal adopte le budget",
           ["Le conseil municipal a adopté mardi soir le budget de l'année prochaine à une large majorité.",
            "Les investissements dans les écoles et les pistes cyclables augmentent, la taxe foncière reste stable.",
            "L'opposition a critiqué la nouvelle dette, mais a soutenu le projet pour les crèches."],
           '<aside class="encart"><p>Infolettre</p><p>Le Courrier du soir</p><p>L\'essentiel de la journée, '
           'chaque soir.</p><p><a>Je m\'abonne</a></p></aside>',
           ["Infolettre", "Le Courrier du soir", "Je m'abonne"]),
}


@pytest.mark.parametrize("lang", sorted(_BOX_ARTICLES))
def test_a_newsletter_box_labelled_by_a_paragraph_goes_from_an_article(lang: str) -> None:
    """A box between the article's paragraphs whose first line is a bare newsletter's label, then the newsletter's
    name, its pitch and its button, each a paragraph (Tamedia, NRC, Le Devoir's kind): all of it goes, the article's
    paragraphs stay in order."""
    headline, texts, box, lines = _BOX_ARTICLES[lang]
    found = short_article(lang, headline, texts, inserted=box)
    assert found == [headline, *texts]
    assert not any(line in f for line in lines for f in found)


@pytest.mark.parametrize("lang", sorted(_BOX_ARTICLES))
def test_prose_under_a_newsletter_label_in_a_box_stays(lang: str) -> None:
    """A box of the article under the same bare label whose lines are prose (a fact box on the paper's own
    newsletter) is the article's."""
    headline, texts, box, _ = _BOX_ARTICLES[lang]
    label = box.split("<p>", 2)[1].split("</p>")[0]
    prose = {"de": "Der Newsletter erscheint seit 2019 jeden Morgen und wird nach Angaben des Verlags von rund "
                   "40 000 Menschen gelesen, die meisten davon in der Stadt.",
             "nl": "De nieuwsbrief verschijnt sinds 2019 elke middag en wordt volgens de uitgever door zo'n "
                   "veertigduizend mensen gelezen, de meesten in de stad.",
             "fr": "La lettre paraît depuis 2019 chaque soir et compte, selon l'éditeur, quelque quarante mille "
                   "lecteurs, la plupart en ville."}[lang]
    found = short_article(lang, headline, texts, inserted=f'<div class="box"><p>{label}</p><p>{prose}</p></div>')
    assert prose in found


# --- 3. a forum thread's date line under its title (document: drop_date_lines on a thread's blocks) -----------------

def _thread(name: str, line: str, at: str) -> list[str]:
    """The paragraphs of other35's thread ``name`` with ``line`` put right after ``at`` (the title's element)."""
    thread = OTHER35[name]
    assert at in thread.html
    return _paragraphs(processed(thread.html.replace(at, at + line, 1), thread.url).body)


_XENFORO_LINE = ('<li>Ersteller <a class="username">Dirk_H</a></li><li><time datetime="2026-11-12T19:03:11+0100">'
                 '12. November 2026</time></li>')
_PHPBB_TITLE = 'Schnarrender Ton auf der G-Saite</a></h2>'


def test_a_threads_date_line_under_its_title_goes() -> None:
    """XenForo's thread header ("Ersteller Dirk_H", "<time>12. November 2026</time>") and a phpBB theme's date line
    under the topic's title: the thread's day, which ``<doc date>`` holds, goes as an article's does; the posts stay."""
    xenforo = OTHER35["xenforo-de"]
    found = _paragraphs(processed(xenforo.html, xenforo.url).body)
    assert _XENFORO_LINE in xenforo.html
    assert "12. November 2026" not in found and found[1].startswith("Hallo zusammen")
    found = _thread("phpbb3-de", '<p class="topic-date"><time datetime="2026-10-06T19:41:00+02:00">06.10.2026</time>'
                                 '</p>', _PHPBB_TITLE)
    assert "06.10.2026" not in found and found[1].startswith("Hallo, meine Geige")



# --- 4. a forum box's heading left alone at an article's end, its lines gone as boilerplate
# (choose._without_orphan_headings) -------------------------------------------------------------------------------

_FORUM_BOXES = {
    "de": ("Forum", "<p>Diskutieren Sie mit! 412 Postings</p><p>Die Kommentare von Usern und Userinnen geben nicht "
                    "notwendigerweise die Meinung der Redaktion wieder.</p>"),
    "cs": ("Diskuse", "<p>Diskutujte s námi! 128 příspěvků</p><p>Názory čtenářů nevyjadřují postoj redakce.</p>"),
}


@pytest.mark.parametrize("lang", sorted(_FORUM_BOXES))
def test_a_forum_boxs_heading_goes_with_its_lines_at_an_articles_end(lang: str) -> None:
    """derStandard's community box under the article: "Forum" over its count of postings and the disclaimer;
    the lines go as boilerplate, and their heading, left alone as the text's last block, goes too."""
    heading, lines = _FORUM_BOXES[lang]
    headline, texts, _, _ = _BOX_ARTICLES["de"]
    found = short_article("de", headline, texts, after=f'<section class="story-community"><h3>{heading}</h3>'
                                                       f'{lines}</section>')
    assert found == [headline, *texts]



# --- 5. a writer whose surname is a venue's word (byline._venue) -------------------------------------------------------

_VENUE_PAGES = {
    "it": ("Derby, l'Inter batte il Milan", "https://www.gazzetta.example.it/calcio/2026/11/12/derby-1234",
           "12 novembre 2026", "2026-11-12",
           ["L'Inter ha vinto il derby di Milano per due a uno davanti a settantamila spettatori a San Siro.",
            "Decisivo un gol di testa nel secondo tempo, dopo un primo tempo equilibrato e poche occasioni.",
            "L'allenatore ha lodato la squadra per la reazione dopo il pareggio del Milan."]),
    "de": ("Stadtrat beschließt den Haushalt", "https://www.stadtanzeiger.example.de/lokales/haushalt-beschlossen-1234",
           "30.11.2026", "2026-11-30", _BOX_ARTICLES["de"][1]),
}


def _venue_doc(lang: str, name: str) -> dict[str, str]:
    headline, url, shown, day, texts = _VENUE_PAGES[lang]
    html = (article_head(f"{headline} - Zeitung", lang) + f'<body><main><article><h1>{headline}</h1><div class="meta">'
            f'<span>{name}</span> | <time datetime="{day}">{shown}</time></div>'
            + "".join(f"<p>{t}</p>" for t in texts) + "</article></main></body></html>")
    return processed(html, url).attrs


@pytest.mark.parametrize(("lang", "name"), [("it", "Marco Arena"), ("de", "Anna Theater")])
def test_a_writer_whose_surname_is_a_venues_word_is_named(lang: str, name: str) -> None:
    """A meta line of a common given name and a surname that is a venue's word ("Marco Arena", "Anna Theater") beside
    the day, no JSON-LD: the writer."""
    assert _venue_doc(lang, name)["author"] == name


@pytest.mark.parametrize(("lang", "venue"), [("it", "Allianz Arena"), ("de", "Stadthalle Wien"),
                                             ("de", "Rudolf Weber-Arena")])
def test_a_venue_beside_the_day_names_no_writer(lang: str, venue: str) -> None:
    """A review's line of the venue and the day under its headline names no writer."""
    assert _venue_doc(lang, venue)["author"] == ""


# --- 6. an AMP page without og:type or JSON-LD is typed by its text (pagetype.amp_page) ---------------------------------

def _bare_amp(name: str, amp: bool = True) -> str:
    """news35's AMP page ``name`` without its og:type and its JSON-LD (the AMP copies that drop them); ``amp``
    False: without its "⚡" either (the same page as a plain HTML one)."""
    html = re.sub(r'<script type="application/ld\+json">.*?</script>', "", NEWS35[name].html)
    html = html.replace('<meta property="og:type" content="article">', "")
    assert "og:type" not in html and "ld+json" not in html and "<html ⚡" in html
    return html if amp else html.replace("<html ⚡", "<html", 1)


@pytest.mark.parametrize("name", ["pravda-amp", "amarujala-amp"])
def test_an_amp_article_without_its_metadata_is_an_article(name: str) -> None:
    """Pravda.sk's and Amar Ujala's AMP copies of an article, their og:type and JSON-LD gone: their paragraphs in a
    row make them articles, as a news item's do."""
    assert processed(_bare_amp(name), NEWS35[name].url).attrs["type"] == "article"


def test_the_same_page_without_amp_is_judged_as_before() -> None:
    """The same short page without "⚡" (and at no article's address) stays "other": AMP is the rule's signal."""
    assert processed(_bare_amp("pravda-amp", amp=False), NEWS35["pravda-amp"].url).attrs["type"] == "other"


def test_an_amp_page_of_one_paragraph_is_no_article() -> None:
    """An AMP page with one paragraph of its own (a gallery's, a video's) is not made an article."""
    html = ('<!doctype html><html ⚡ lang="en"><head><meta charset="utf-8"><title>Photos: the winter market</title>'
            '</head><body><h1>Photos: the winter market</h1><amp-img src="/1.jpg" width="800" height="450"></amp-img>'
            '<p>The winter market opened on Friday with more than eighty stalls along the river and a skating rink.</p>'
            '<amp-img src="/2.jpg" width="800" height="450"></amp-img></body></html>')
    assert processed(html, "https://news.example.com/gallery/winter-market/amp/").attrs["type"] == "other"


# --- 7. a product's data sheet of two terms in a <dl> (classify.plain_definitions) -------------------------------------

_SHEETS = {  # PrestaShop's classic theme (other35's page): its "Fiche technique" / "Datenblatt" of two terms
    "fr": [("Poids", "500 g"), ("Origine", "France (Alpes-de-Haute-Provence)")],
    "de": [("Gewicht", "500 g"), ("Herkunft", "Deutschland (Lüneburger Heide)")],
}


def _sheet_page(lang: str, linked: bool = False) -> list[str]:
    """other35's PrestaShop product page with a data sheet of two terms in ``lang`` (``linked``: each value a link)."""
    shop = OTHER35["prestashop-fr"]
    start = shop.html.index('<dl class="data-sheet">')
    end = shop.html.index("</dl>", start)
    values = "".join(f'<dt class="name">{k}</dt><dd class="value">{f"<a href=/c/{k}>{v}</a>" if linked else v}</dd>'
                     for k, v in _SHEETS[lang])
    html = shop.html[:start] + f'<dl class="data-sheet">{values}' + shop.html[end:]
    if lang == "de":
        html = html.replace('lang="fr"', 'lang="de"').replace("Fiche technique", "Datenblatt")
    return _paragraphs(processed(html, shop.url).body)


@pytest.mark.parametrize("lang", sorted(_SHEETS))
def test_a_products_data_sheet_of_two_terms_stays(lang: str) -> None:
    """A product page's data sheet of two link-free terms and their values, in a tab beside the description: the
    product's facts, kept with their terms, in order."""
    assert _sheet_page(lang)[-4:] == [x for row in _SHEETS[lang] for x in row]


@pytest.mark.parametrize("lang", sorted(_SHEETS))
def test_two_terms_whose_values_are_links_are_no_data_sheet(lang: str) -> None:
    """Two terms whose values are links (a category's, a brand's) are navigation, not facts: left out."""
    found = _sheet_page(lang, linked=True)
    assert not any(v in found for row in _SHEETS[lang] for v in row)


# --- 8. a bare Chinese, Japanese or Korean name in the byline, no JSON-LD (byline.bare_cjk_name) ------------------------

_CJK_PAGES = {
    "ja": ("高校授業料、所得制限なく無償化へ", "https://www.asahi.example.com/articles/ASV1234ABCD.html",
           "2026年11月26日 5時00分", "2026-11-26",
           ["政府は２６日、来年度から高校の授業料を所得制限なしで実質無償化する方針を固めた。",
            "私立高校に通う生徒への支援金も大幅に引き上げ、対象となる生徒は全国で約３００万人に上る。",
            "一方、財源の確保については与党内でも意見が分かれており、年末の予算編成に向けて調整が続く。"]),
    "zh": ("台北捷運環狀線北段明年動工", "https://news.example.com.tw/news/20261126/4567890",
           "2026/11/26 08:30", "2026-11-26",
           ["台北市政府今天宣布，捷運環狀線北段工程將於明年第一季正式動工，預計二〇三二年完工通車。",
            "市府表示，北段全長約十四公里，沿線設置十二座車站，將串連士林、北投與內湖等地區。",
            "部分議員則關切施工期間的交通衝擊，要求市府提出完整的交通維持計畫。"]),
}


def _cjk_doc(lang: str, name: str) -> dict[str, str]:
    headline, url, shown, day, texts = _CJK_PAGES[lang]
    html = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{headline}</title>'
            f'<meta property="og:type" content="article"></head><body><main><article><h1>{headline}</h1>'
            f'<div class="byline"><span>{name}</span><time datetime="{day}T08:30:00+09:00">{shown}</time></div>'
            + "".join(f"<p>{t}</p>" for t in texts) + "</article></main></body></html>")
    return processed(html, url).attrs


@pytest.mark.parametrize(("lang", "name"), [("ja", "山田太郎"), ("ja", "阿部"), ("zh", "王小明")])
def test_a_bare_cjk_name_in_the_byline_is_the_writer(lang: str, name: str) -> None:
    """A byline element holding the writer's name alone in its own element beside the time, no byword and no
    JSON-LD (Asahi's, a Taiwanese paper's): the writer."""
    assert _cjk_doc(lang, name)["author"] == name


@pytest.mark.parametrize(("lang", "desk"), [("ja", "朝日新聞"), ("ja", "政治部"), ("ja", "共同通信"), ("zh", "中央社"),
                                            ("zh", "新华网"), ("ja", "写真")])
def test_a_desk_or_paper_in_the_byline_names_no_writer(lang: str, desk: str) -> None:
    """A paper's, a desk's or an agency's name in the same place names no writer."""
    assert _cjk_doc(lang, desk)["author"] == ""


# --- 9. Reach's standfirst under the headline (container._deck_phrase: held, no change) ---------------------------------

_REACH_DECK = "The much-loved chippy has served generations of families in Sunderland since it first opened in 1979"
_REACH_TOPS = {
    "mirror": f'<h1>Sunderland chippy to close after 47 years</h1><p class="sub-title">{_REACH_DECK}</p>',
    "express": '<header class="clearfix"><h1 itemprop="headline">Sunderland chippy to close after 47 years</h1><h3 '
               f'itemprop="description">{_REACH_DECK}</h3><div class="publish-info"><span>By <a href="/journalist/1/'
               'lisa">Lisa Hodgson</a></span><time>06:00, Wed, Nov 26, 2026</time></div></header>',
    "live": '<h1 class="section-theme-background-indicator">Sunderland chippy to close after 47 years</h1><p '
            f'class="sub-header">{_REACH_DECK}</p>',
}


@pytest.mark.parametrize("site", sorted(_REACH_TOPS))
def test_a_reach_papers_standfirst_stays(site: str) -> None:
    """The Mirror's, the Express's and a Live site's standfirst under the headline (a sentence without its full stop,
    as a <p> or an <h3>) is the article's lead and stays, right after the headline."""
    texts = [
        "A beloved fish and chip shop in Sunderland has announced it will close its doors for good after 47 years.",
        "Owners Pat and Linda Robson said rising energy bills had made the business impossible to keep going.",
        "Regulars have flooded the shop's Facebook page with messages of support and memories of Friday suppers."]
    html = (news_head("Sunderland chippy to close after 47 years", "en", "Sunderland chippy to close after 47 years",
                      "Lisa Hodgson", "2026-11-26")
            + f'<body><main><article>{_REACH_TOPS[site]}<div class="article-information"><div class="author"><a '
            'href="/authors/lisa/">Lisa Hodgson</a></div><span class="time-container">06:00, 26 NOV 2026</span></div>'
            '<div class="article-body">' + "".join(f"<p>{t}</p>" for t in texts) + "</div></article></main></body></html>")
    found = _paragraphs(processed(html, f"https://www.{site}.example.co.uk/news/sunderland-chippy-close-29876543").body)
    assert found == ["Sunderland chippy to close after 47 years", _REACH_DECK, *texts]
