"""Session 37's open classes taken up again (session 38, xleft38): whole pages of a second system for each class
mended, and the counter-case where the same markup is the page's own text.

* A blog's name in the banner's ``<h1>`` over the post's ``<h3>`` title (Typepad, Dreamwidth; here Blogger's
  classic layout and LiveJournal), a page with no ``<h1>`` whose post title is an ``h-entry``'s ``p-name``
  (Write.as; here a Known/IndieWeb post), and Joomla 1.0's and 1.5's ``td.contentheading`` under the logo's
  ``<h1>`` (an Italian club on 1.5; here a German club on 1.0): the post's title is the headline
  (``metadata._post_title``), so the blog's name is not, and the date header over the title goes as Blogger's did.
  Not on a listing (several post titles, a Joomla section's blog) nor under an ``<h1>`` not in a banner.
* LiveJournal's and Dreamwidth's metadata lines under an entry ("Current mood:", "Настроение:") go by their boxes'
  names (``top-metadata``, ``bottom-metadata``); a film review's own "Musik:" credit stays.
* A Notion export's properties table (French; here English): its rows named by Notion's kinds of property
  (``property-row-created_time``, ``-last_edited_time``, ``-created_by``, ``-multi_select``) go; a shop's
  specifications in rows named ``property-row`` stay.
* A short note over its readers' comments: the permissive parse's second opinion held the whole note and the
  comments and won; on a page stated an article, a second opinion whose additions are only blocks the strict parse
  dropped, outside the element holding the note in its own parse, is refused (``choose._adds_only_dropped``); a
  note whose further text is in its element (a box the strict parse drops by name) still gets it.
* On a page that is not an article, a last section of a heading over one short statement after a ``<dl>`` of facts
  (a foundation's project; here a university's research project): the definition list continues the run of fact
  sections and the closing statement is taken when it lies in the container's ``<article>``/``<main>``
  (``container._fact_list``, ``_closing_statement``); a question's call to action in its place is not.
"""

from __future__ import annotations

from test_vert_xlang26 import _paragraphs
from vert_support import processed
from vert_types29_pages import _head

# --- Blogger's classic layout (English): the blog's name in #header's <h1>, the post an h3.post-title.entry-title --

BLOGGER = (
    "We finally finished the dry stone wall along the top field this weekend, three summers after we started it.",
    "The last stretch was the hardest, because the ground drops away towards the stream and every course had to be "
    "levelled by hand with slate shims.",
    "Tom's father came up on Sunday to inspect it and said it would outlast all of us, which from him is high praise.",
)


def _blogger_classic(posts: int = 1) -> str:
    def post(n: int) -> str:
        title = "The wall is finished" if n == 0 else f"Lambing diary, week {n}"
        return (
            "<div class='date-outer'><h2 class='date-header'><span>Sunday, 14 June 2026</span></h2><div "
            "class='date-posts'><div class='post-outer'><div class='post hentry uncustomized-post-template'><a "
            f"name='{n}'></a><h3 class='post-title entry-title'>{title}</h3><div class='post-header'><div "
            "class='post-header-line-1'></div></div><div class='post-body entry-content' id='post-body-1'>"
            + "".join(f"<p>{t}</p>" for t in BLOGGER) + "<div style='clear: both;'></div></div><div "
            "class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='post-author vcard'>"
            "Posted by <span class='fn'>Hannah</span></span> <span class='post-timestamp'>at <a class='timestamp-link'"
            " href='#'>21:04</a></span> <span class='post-comment-link'><a class='comment-link' href='#'>2 comments:"
            "</a></span></div></div></div></div></div></div>")
    return (
        _head("Hill Farm Notes: The wall is finished" if posts == 1 else "Hill Farm Notes", "en")
        + "<body><div class='outer-wrapper'><div id='header-wrapper'><div class='header section' id='header'><div "
        "class='widget Header' id='Header1'><div id='header-inner'><div class='titlewrapper'><h1 class='title'><a "
        "href='https://tyisaf-farm.blogspot.com/'>Hill Farm Notes</a></h1></div><div class='descriptionwrapper'>"
        "<p class='description'><span>Sheep, walls and weather on a Welsh hill farm</span></p></div></div></div>"
        "</div></div><div id='main-wrapper'><div class='main section' id='main'><div class='widget Blog' "
        "id='Blog1'><div class='blog-posts hfeed'>" + "".join(post(n) for n in range(posts)) + "</div></div></div>"
        "</div><div id='sidebar-wrapper'><div class='sidebar section'><div class='widget BlogArchive'><h2>Blog "
        "Archive</h2><ul><li><a href='/2026/'>2026</a> (14)</li></ul></div></div></div></div></body></html>")


def test_a_blogs_name_in_the_banner_over_an_h3_post_title_is_not_the_headline():
    """Blogger's classic layout (as Typepad's and Dreamwidth's): the post's title is the headline, the blog's name
    and the date header over the post are not in the document."""
    doc = processed(_blogger_classic(), "https://tyisaf-farm.blogspot.com/2026/06/the-wall-is-finished.html")
    found = _paragraphs(doc.body)
    assert found[0] == "The wall is finished"
    assert [t for t in BLOGGER if t not in found] == []
    assert not any("Hill Farm Notes" in p or "14 June 2026" in p for p in found)


def test_a_blogs_listing_keeps_its_banner_heading_as_the_headline():
    """Counter-case: the blog's front page of several posts, each an h3.entry-title: no one post's title heads it."""
    doc = processed(_blogger_classic(posts=3), "https://tyisaf-farm.blogspot.com/search/label/walls")
    found = _paragraphs(doc.body)
    assert found and found[0] != "The wall is finished"


CATEGORY = (
    "The parish council meets on the first Tuesday of every month in the village hall, and every resident is "
    "welcome to attend and to speak in the public session at the start.",
    "Agendas are posted on the notice board by the shop a week before each meeting, and the minutes follow here "
    "within a fortnight.",
)


def test_an_h1_of_the_pages_own_outside_a_banner_stays_the_headline():
    """Counter-case: an ``<h1>`` that is the page's title in its own header (not a banner) over its text, one
    h3.entry-title in a side box: the ``<h1>`` stays the headline."""
    html = (_head("Council meetings – Little Moreton", "en")
            + "<body><div id='page'><div class='page-title-area'><h1 class='page-title'>Council meetings</h1></div>"
            "<div class='content'>" + "".join(f"<p>{t}</p>" for t in CATEGORY) + "</div><div class='box'><h3 "
            "class='entry-title'><a href='/news/fete/'>Summer fete raises £2,400</a></h3></div></div></body></html>")
    found = _paragraphs(processed(html, "https://littlemoreton.example.org/council/meetings/").body)
    assert found[0] == "Council meetings"
    assert [t for t in CATEGORY if t not in found] == []


# --- LiveJournal (Russian, a core2 style): the journal's name in #header, "Current mood:" in its metadata box -----

LJ = (
    "В субботу наконец-то доехали до дачи: снег уже сошёл, но дорога от станции ещё совсем раскисшая.",
    "Посадили рассаду помидоров в теплицу и накрыли грядки с чесноком, потому что на неделе обещают заморозки.",
    "Соседка принесла пирог с капустой, и мы пили чай на крыльце до самого вечера.",
)


def _livejournal() -> str:
    return (
        _head("dacha_notes: Первый выезд на дачу", "ru", "<meta property='og:type' content='article'>")
        + "<body class='page-entry'><div id='canvas'><div id='header'><div class='inner'><h1 id='title'><span>"
        "Дачные заметки</span></h1><h2 id='subtitle'><span>огород, теплица и соседи</span></h2></div></div><div "
        "id='content'><div id='primary'><div class='entry'><div class='header'><h3 class='entry-title'><a "
        "href='https://dacha-notes.livejournal.com/1234.html'>Первый выезд на дачу</a></h3><span "
        "class='datetime'>2026-04-18 21:10</span></div><div class='contents'><div class='metadata top-metadata'><ul>"
        "<li><span class='metadata-label metadata-label-location'>Местонахождение:</span> <span "
        "class='metadata-item metadata-item-location'>Кратово</span></li></ul></div><div class='entry-content'>"
        + "<br /><br />".join(LJ) + "</div><div class='metadata bottom-metadata'><ul><li><span class='metadata-label "
        "metadata-label-mood'>Настроение:</span> <span class='metadata-item metadata-item-mood'>довольное</span>"
        "</li><li><span class='metadata-label metadata-label-music'>Музыка:</span> <span class='metadata-item "
        "metadata-item-music'>Машина времени</span></li></ul></div></div></div></div></div></div></body></html>")


def test_a_journals_mood_and_music_lines_and_its_name_go():
    doc = processed(_livejournal(), "https://dacha-notes.livejournal.com/1234.html")
    found = _paragraphs(doc.body)
    assert found[0] == "Первый выезд на дачу"
    assert [t for t in LJ if t not in found] == []
    assert not any(w in p for p in found for w in ("Настроение", "Музыка", "Машина времени", "Местонахождение",
                                                   "Дачные заметки"))


REVIEW = (
    "Der Film erzählt von einer Bergführerin, die nach einem Unglück zum ersten Mal wieder in die Wand steigt, und "
    "er nimmt sich für diese Rückkehr viel Zeit.",
    "Die Bilder sind großartig, die Dialoge manchmal etwas hölzern, aber Anna Weiß trägt den Film mühelos.",
    "Musik: Lorenz Dangel",
    "Kamera: Jakob Wiessner",
)


def test_a_reviews_own_music_credit_stays():
    """Counter-case: a film review's credits, "Musik: …" in the text's own list: no metadata box, kept."""
    html = (_head("Kritik: Die Wand im Winter | Filmblatt", "de", "<meta property='og:type' content='article'>")
            + "<body><header class='site-header'><a href='/'>Filmblatt</a></header><main><article><h1>Kritik: Die "
            "Wand im Winter</h1><div class='entry-content'><p>" + REVIEW[0] + "</p><p>" + REVIEW[1] + "</p><ul><li>"
            + REVIEW[2] + "</li><li>" + REVIEW[3] + "</li></ul></div></article></main></body></html>")
    found = _paragraphs(processed(html, "https://filmblatt.example.de/kritik/die-wand-im-winter/").body)
    assert [t for t in REVIEW if t not in found] == []


# --- a post with no <h1>: an IndieWeb (Known) post whose title is its h-entry's p-name -----------------------------

KNOWN = (
    "Spent the morning moving this site from a shared host to a small server in my cupboard, and so far nothing "
    "has caught fire.",
    "The hardest part was the mail: I gave up and kept that where it was.",
)


def test_a_posts_p_name_is_the_headline_when_the_page_has_no_h1():
    html = (_head("Moving house, digitally - Sam's notebook", "en", "<meta property='og:type' content='article'>")
            + "<body><div class='navbar'><a class='brand' href='/'>Sam's notebook</a></div><div class='container'>"
            "<div class='h-entry idno-entry'><h2 class='p-name'><a class='u-url' href='/2026/moving-house'>Moving "
            "house, digitally</a></h2><div class='e-content entry-content'><p>" + KNOWN[0] + "</p><p>" + KNOWN[1]
            + "</p></div><div class='permalink'><time class='dt-published' datetime='2026-03-08T10:00:00+00:00'>"
            "Mar 08 2026</time></div></div></div></body></html>")
    found = _paragraphs(processed(html, "https://samwhite.example.net/2026/moving-house").body)
    assert found[0] == "Moving house, digitally"
    assert not any("Sam's notebook" in p for p in found)
    assert [t for t in KNOWN if t not in found] == []


# --- a short note over a long comment thread (WordPress, English): the second opinion's comments ----------------

NOTE = ("Quick update for everyone who asked: the boat is back in the water and the new rudder works.",
        "We sail for the islands on Friday if the wind holds.")


def _note_page(inside: str = "") -> str:
    comments = "".join(
        f"<li class='comment'><article class='comment-body'><footer class='comment-meta'><b class='fn'>Reader {i}</b>"
        "</footer><div class='comment-content'><p>Brilliant news, I have been following the whole refit since the "
        f"winter and I hope you get fair winds all the way out to the islands and back, send photos of day {i}.</p>"
        "</div></article></li>" for i in range(1, 9))
    return (_head("Back in the water – Slow Boat", "en", "<meta property='og:type' content='article'>")
            + "<body><header id='masthead'><p class='site-title'><a href='/'>Slow Boat</a></p></header><main><article "
            "class='post type-post hentry'><h1 class='entry-title'>Back in the water</h1><div class='entry-content'>"
            f"<p>{NOTE[0]}</p><p>{NOTE[1]}</p>{inside}</div></article><div id='comments' class='comments-area'><h2 "
            "class='comments-title'>8 thoughts on “Back in the water”</h2><ol class='comment-list'>" + comments
            + "</ol></div></main></body></html>")


def test_a_short_notes_comments_go_and_its_text_stays():
    found = _paragraphs(processed(_note_page(), "https://slowboat.example.com/2026/05/back-in-the-water/").body)
    assert NOTE[0] in found and NOTE[1] in found
    assert not any("fair winds" in p for p in found)


LOG = ("Engine hours at launch: 1,412. Rudder bearing greased, sea cocks checked, bilge dry after the first night on "
       "the mooring, which after this winter feels like a small miracle.")


def test_a_short_notes_own_text_in_its_marked_body_is_still_found():
    """Counter-case: the note's further text in its marked body, in a box the strict parse drops by its name (a
    "comment" the writer adds to the log): the second opinion that finds it is taken."""
    inside = f"<div class='comment'><p>{LOG}</p></div>"
    found = _paragraphs(processed(_note_page(inside), "https://slowboat.example.com/2026/05/back-in-the-water/").body)
    assert NOTE[0] in found and NOTE[1] in found and LOG in found


# --- Joomla 1.0 (German, rhuk_solarflare-like): the site's name in #header's <h1>, the title a td.contentheading --

VEREIN = (
    "Sommerfest am Vereinsheim",
    "Am Samstag, den 11. Juli, feiern wir ab 14 Uhr unser Sommerfest auf dem Platz hinter dem Vereinsheim.",
    "Für die Kinder gibt es eine Hüpfburg und ein Torwandschießen, für die Erwachsenen Kaffee, Kuchen und Gegrilltes.",
    "Kuchenspenden nimmt Monika Berger bis Donnerstag entgegen.",
)


def _joomla(items: int = 1) -> str:
    def item(n: int) -> str:
        title = VEREIN[0] if n == 0 else f"Vereinsnachrichten {n}"
        return ("<table class='contentpaneopen'><tr><td class='contentheading' width='100%'>" + title + "</td><td "
                "align='right' width='100%' class='buttonheading'><a href='/index2.php?option=com_content&amp;task="
                "emailform'><img src='/images/M_images/emailButton.png' alt='E-Mail'></a></td></tr></table><table "
                "class='contentpaneopen'><tr><td valign='top' colspan='2' class='createdate'>Montag, 22. Juni 2026"
                "</td></tr><tr><td valign='top' colspan='2'>" + "".join(f"<p>{t}</p>" for t in VEREIN[1:])
                + "</td></tr></table><span class='article_separator'>&nbsp;</span>")
    return (
        _head(f"{VEREIN[0]} - SV Grün-Weiß Altdorf" if items == 1 else "Aktuelles - SV Grün-Weiß Altdorf", "de")
        + "<body><div id='wrapper'><div id='header'><h1 id='logo'>SV Grün-Weiß Altdorf</h1></div><div "
        "id='navigation'><ul id='mainlevel'><li><a href='/'>Startseite</a></li><li><a href='/aktuelles'>Aktuelles"
        "</a></li><li><a href='/mannschaften'>Mannschaften</a></li></ul></div><table class='main'><tr><td "
        "class='content'>" + "".join(item(n) for n in range(items)) + "</td><td class='right'><div "
        "class='moduletable'><h3>Wer ist online</h3>Wir haben 2 Gäste online</div></td></tr></table><div "
        "id='footer'>Powered by Joomla!</div></div></body></html>")


def test_a_joomla_articles_title_cell_is_the_headline_not_the_sites_logo():
    doc = processed(_joomla(), "http://www.sv-altdorf.example.de/index.php?option=com_content&task=view&id=87")
    found = _paragraphs(doc.body)
    assert found[0] == VEREIN[0]
    assert [t for t in VEREIN if t not in found] == []
    assert not any("SV Grün-Weiß Altdorf" in p or "Gäste online" in p for p in found)


def test_a_joomla_blog_of_several_title_cells_has_no_one_items_title_as_headline():
    """Counter-case: a Joomla section's blog view, one title cell for each item: none of them heads the page."""
    doc = processed(_joomla(items=3), "http://www.sv-altdorf.example.de/index.php?option=com_content&task=blogsection")
    assert _paragraphs(doc.body)[0] != VEREIN[0]


# --- a Notion export's properties table (English: the creator, the creation time, the tags) ----------------------

HANDBOOK = (
    "Every new starter gets a laptop, a buddy and a first small task on their first morning, so that nobody spends a "
    "day just reading documents.",
    "Your first week",
    "On Tuesday you meet the support team and sit in on three customer calls, which is the quickest way to learn what "
    "the product is really used for.",
)


def _notion_en() -> str:
    h = HANDBOOK
    return (
        "<!DOCTYPE html><html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'/><title>"
        "Onboarding handbook</title></head><body><article id='7c1d2e3f-4a5b-6c7d-8e9f-a0b1c2d3e4f5' class='page "
        "sans'><header><h1 class='page-title'>Onboarding handbook</h1><p class='page-description'></p><table "
        "class='properties'><tbody><tr class='property-row property-row-created_by'><th>Created by</th><td><span "
        "class='user'>Priya Nair</span></td></tr><tr class='property-row property-row-created_time'><th>Created</th>"
        "<td><time>@January 12, 2026 9:40 AM</time></td></tr><tr class='property-row property-row-multi_select'><th>"
        "Tags</th><td><span class='selected-value select-value-color-pink'>People</span><span class='selected-value "
        "select-value-color-gray'>Policy</span></td></tr></tbody></table></header><div class='page-body'><p id='1a' "
        f"class=''>{h[0]}</p><h2 id='2b' class=''>{h[1]}</h2><p id='3c' class=''>{h[2]}</p></div></article></body>"
        "</html>")


def test_a_notion_exports_properties_go():
    found = _paragraphs(processed(_notion_en(), "https://handbook.example.com/onboarding.html").body)
    assert [t for t in HANDBOOK if t not in found] == []
    assert not any(w in p for p in found for w in ("Priya Nair", "January 12, 2026", "Created"))


SPECS = ("Material", "Edelstahl 18/10", "Volumen", "750 ml", "Gewicht", "340 g")


def test_a_shops_property_rows_stay():
    """Counter-case: a shop's specifications in rows named "property-row" (not a notes app's kinds of row)."""
    rows = "".join(f"<tr class='property-row'><th>{SPECS[i]}</th><td>{SPECS[i + 1]}</td></tr>" for i in (0, 2, 4))
    html = (_head("Thermoflasche Alpin 750 ml | Bergladen", "de", "<meta property='og:type' content='product'>")
            + "<body><main><div class='product'><h1>Thermoflasche Alpin 750 ml</h1><p class='price'>29,90 €</p><div "
            "class='description'><p>Die doppelwandige Flasche hält Getränke zwölf Stunden heiß und einen ganzen Tag "
            "kalt, und sie passt in jede Seitentasche eines Rucksacks.</p></div><table class='properties'>" + rows
            + "</table></div></main></body></html>")
    found = "\n".join(_paragraphs(processed(html, "https://bergladen.example.de/thermoflasche-alpin-750-ml").body))
    assert all(s in found for s in SPECS)


# --- a research project's page (English, not an article): its facts as a <dl>, then a last short section ---------

PROJECT = (
    "Coastal Peat Futures",
    "The project measures how much carbon the saltmarsh peat of the Dee estuary stores, and how quickly it is lost "
    "when the marsh edge erodes.",
    "Principal investigator",
    "Dr Eleri Vaughan",
    "Duration",
    "2025 to 2029",
    "Funding",
    "£1.2 million",
    "Partners",
    "Two wildlife trusts help with the fieldwork.",
)


def _project(last: tuple[str, str]) -> str:
    p = PROJECT
    return (_head(f"{p[0]} | School of Ocean Sciences", "en")
            + "<body><header class='uni-header'><a href='/'>School of Ocean Sciences</a><nav><a href='/research/'>"
            "Research</a><a href='/study/'>Study</a></nav></header><main id='content'><div class='project'><h1>"
            + p[0] + "</h1><div class='project-summary'><p>" + p[1] + "</p></div><dl class='project-facts'>"
            + "".join(f"<dt>{p[i]}</dt><dd>{p[i + 1]}</dd>" for i in (2, 4, 6)) + "</dl><div class='project-section'>"
            f"<h2>{last[0]}</h2><p>{last[1]}</p></div></div></main><footer><a href='/privacy/'>Privacy</a></footer>"
            "</body></html>")


def test_a_projects_last_short_section_after_its_facts_stays():
    found = _paragraphs(processed(_project(PROJECT[8:]), "https://oceansciences.example.ac.uk/research/peat").body)
    assert [t for t in PROJECT if t not in found] == []


def test_a_call_to_action_after_a_projects_facts_is_no_closing_section():
    """Counter-case: the last section asks ("Interested in joining?") over one line: a call to action, not kept."""
    cta = ("Interested in joining?", "Contact the project team for details of open positions.")
    found = _paragraphs(processed(_project(cta), "https://oceansciences.example.ac.uk/research/peat").body)
    assert [t for t in PROJECT[:8] if t not in found] == []
    assert not any(c in found for c in cta)


def test_a_side_boxs_one_teaser_title_is_not_the_headline():
    """Counter-case: the banner's ``<h1>`` is the site's name, and the one h3.entry-title is a side box's teaser that
    the page's ``<title>`` does not name: no headline from it."""
    html = (_head("Opening hours – Little Moreton Library", "en")
            + "<body><div id='header'><h1 class='logo'><a href='/'>Little Moreton Library</a></h1></div><div "
            "id='content'><h2>Opening hours</h2>" + "".join(f"<p>{t}</p>" for t in CATEGORY) + "</div><div "
            "class='sidebar-box'><h3 class='entry-title'><a href='/news/fete/'>Summer fete raises £2,400</a></h3>"
            "</div></body></html>")
    found = _paragraphs(processed(html, "https://library.littlemoreton.example.org/hours/").body)
    assert not any("Summer fete" in p for p in found[:1])
