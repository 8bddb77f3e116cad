"""Classes found on trafilatura's own evaluation pages (session 23, the ``trafilatura-cache`` set scored with
the ``with``/``without`` snippets of trafilatura's ``tests/evaldata.py``): the writer's bio in the pop-up that
a news site shows over the byline (``authorPopup``); a star rating's summary alone in a block ("4,53 bei 4394
Bewertungen", "Mit von 5 Sternen", "4.5 out of 5 stars"); a box named as related posts that outweighs a short
post; a writer's position alone under the name on an author's card ("Redakteur in der Wirtschaft."). The same
words inside the text's sentences, and a wrapper misnamed "related" around the post, stay."""

from __future__ import annotations

import pytest
from test_vert_caption22 import DE_TEXT, DE_TEXT2
from vert_support import EN_TEXT, page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
EN_TEXT2 = ("The committee will meet again in the spring, when the first figures from the new programme are "
            "expected, and its members said they would publish the full minutes of every session on the "
            "council's website within a week of each meeting.")
BIO = ("Jana Beispiel kam 2004 zur Zeitung. Sie hat an der Journalistenschule in Köln gelernt, war zunächst in "
       "der Wirtschaftsredaktion in München tätig und berichtet seit 2015 aus Berlin über Verkehr und Energie.")
URL = "https://www.example.de/wirtschaft/bahn-turnhalle-sanierung-1.4445845"


def _texts(html: str, url: str = URL) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _article(inner: str, title: str = "Turnhalle wird saniert", after: str = "") -> str:
    return page(f"<article><h1>{title}</h1>{inner}<div class='body'><p>{DE_TEXT}</p><p>{DE_TEXT2}</p></div>"
                f"{after}</article>", title)


# --- the writer's bio in the byline's pop-up ----------------------------------------------------------

@pytest.mark.parametrize("names", ["authorPopup authorPopup-jbei", "AuthorPopup_root__x1", "author-popup"])
def test_the_bio_in_the_bylines_popup_is_not_text(names):
    """A news site's byline ("Von Jana Beispiel, Berlin") with the writer's photo, name and bio in a pop-up
    shown when the name is clicked, named in camel case (Süddeutsche's ``authorPopup``, a CSS module's
    ``AuthorPopup_root__x1``): the bio was kept as the article's first paragraph (``author-popup`` went
    already, by its word "popup")."""
    byline = (f"<section class='authors'><span class='moreInfo'><strong>Von <span>Jana Beispiel</span>, Berlin"
              f"</strong></span><div class='{names}'><div class='metadata'><div class='name'>Jana Beispiel</div>"
              f"<div class='info'><p>{BIO}</p></div></div></div></section>")
    texts = _texts(_article(byline))
    assert BIO not in texts and texts[-2:] == [DE_TEXT, DE_TEXT2]


def test_the_posts_wrapper_named_after_its_author_and_a_portrait_stay():
    """Guards: WordPress's wrapper of a post named after its writer (``author-jbeispiel``) holds the text, and a
    paragraph of the text that tells a person's life (a portrait, a link to a pop-up in a sentence) is the
    text."""
    link = ("<p>Die Halle wird nach dem <a class='popup' href='/glossar/kfw'>KfW-Standard</a> gedämmt, sagte der "
            "Bürgermeister am Dienstag vor dem Gemeinderat und den Vertretern der Vereine.</p>")
    html = page(f"<article class='post type-post author-jbeispiel'><h1>Turnhalle wird saniert</h1><p>{BIO}</p>"
                f"{link}<p>{DE_TEXT}</p><p>{DE_TEXT2}</p></article>", "Turnhalle wird saniert")
    texts = _texts(html)
    assert BIO in texts and any("KfW-Standard" in t for t in texts) and texts[-2:] == [DE_TEXT, DE_TEXT2]


# --- a star rating's summary ---------------------------------------------------------------------------

@pytest.mark.parametrize("widget", [
    "<div class='rating'><span class='value'>4,53</span> bei <span>4394</span> Bewertungen</div>"
    "<div class='stars'>Mit <img src='/s.png' alt=''> von 5 Sternen</div>",
    "<div class='stars'>4,5 von 5 Sternen (128 Bewertungen)</div>",
    "<p class='rating-summary'>Bewertung: 4,5 von 5 Sternen</p>",
])
def test_a_star_ratings_summary_alone_is_not_text(widget):
    """A podcast's or a recipe's page with its rating widget under the headline (NDR's "4,53 bei 4394
    Bewertungen" over "Mit von 5 Sternen", the stars drawn as pictures): the widget's lines were kept."""
    texts = _texts(_article(widget))
    assert texts[-2:] == [DE_TEXT, DE_TEXT2] and not any("Stern" in t or "Bewertungen" in t for t in texts)


@pytest.mark.parametrize("widget", [
    "<div class='rating'>4.5 out of 5 stars</div>",
    "<div class='rating'>Rated 4.53 out of 5 stars (17 ratings)</div>",
])
def test_an_english_star_ratings_summary_is_not_text(widget):
    html = page(f"<article><h1>Budget approved</h1>{widget}<p>{EN_TEXT}</p><p>{EN_TEXT2}</p></article>",
                "Budget approved")
    texts = _texts(html, "https://www.example.com/news/2026/11/30/budget-approved")
    assert texts[-2:] == [EN_TEXT, EN_TEXT2] and not any("out of 5" in t for t in texts)


@pytest.mark.parametrize("sentence", [
    "Die Jury vergab dem Film 4 von 5 Sternen.",
    "Rated 4.5 out of 5 stars by the critics, the film opened in forty cinemas across the country on Friday.",
    "Von 5 Sternen blieben am Ende nur zwei übrig, weil der Koch das Restaurant verlassen hatte.",
])
def test_the_words_of_a_rating_in_a_sentence_stay(sentence):
    """Guard: a review's sentence that gives the stars is the text."""
    texts = _texts(_article(f"<p>{sentence}</p>"))
    assert sentence in texts


# --- a box of related posts that outweighs a short post ------------------------------------------------

TEASERS = [
    ("Die schönsten Maxikleider der Saison",
     "Maxikleider sind kein wirklich neuer Trend, sondern ein fester Bestandteil der sommerlichen Garderobe. Gerade "
     "bei Temperaturen über dreißig Grad sind sie angenehme Begleiter, ob am Strand, im Büro oder abends in der Stadt, "
     "und wir zeigen euch unsere Lieblinge aus den neuen Kollektionen."),
    ("Sale: die Deals der Woche",
     "Jetzt heißt es schnell sein: Unbedingt noch die schönsten Schnäppchen der Saison eintüten, auch wenn der Sommer "
     "noch lange nicht vorbei ist. Der Sale ist in der heißen Phase und mit ein bisschen Glück könnt ihr die "
     "angesagtesten Teile der laufenden Saison abgreifen."),
    ("Fashion Week Berlin",
     "Berlin ist der Ort, an dem man zur Fashion Week sein muss, die zweimal im Jahr stattfindet: Dort geben sich "
     "Bloggerinnen, Designer und Einkäufer die Klinke in die Hand, und wir waren an allen vier Tagen bei den Schauen "
     "und den Partys dabei."),
]
SHORT_POST = ("Wer kein Ohrloch hat und trotzdem nicht auf Schmuck verzichten möchte, dem empfehlen wir einen "
              "markanten Ear Cuff: dieser hier ist ein echter Hingucker.")
SHORT_POST2 = "Die Charms lassen sich an größere Kreolen hängen, und es gibt sie auch in Gold."


def _related_box(name: str) -> str:
    cards = "".join(f"<li><article class='post_teaser'><h3><a href='/p{i}/'>{title}</a></h3><div class='excerpt'>"
                    f"<p>{excerpt}</p></div></article></li>" for i, (title, excerpt) in enumerate(TEASERS))
    return (f"<div {name}><h3>Related Posts</h3><ul>{cards}</ul><div class='comment-respond'><h3>Schreibe einen "
            f"Kommentar</h3><form><textarea></textarea></form></div></div>")


def test_a_related_posts_box_that_outweighs_a_short_post_is_not_text():
    """A fashion blog's post of pictures with two short paragraphs, and under it the theme's ``#related_posts``
    with three excerpts of other posts (more text than the post): the box was kept, since an element holding
    that much of the page was taken for a misnamed wrapper."""
    post = (f"<div class='main'><h1>Ear Candy!</h1><img src='/a.jpg'><p>{SHORT_POST}</p><img src='/b.jpg'>"
            f"<p>{SHORT_POST2}</p><p>{DE_TEXT}</p><p>{DE_TEXT2}</p></div>")
    texts = _texts(page(f"<section class='single'><div class='wrap'>{post}{_related_box('id=related_posts')}</div>"
                        f"</section>", "Ear Candy!"), "https://blog.example.de/ear-candy/")
    assert SHORT_POST in texts and not any(excerpt in texts for _, excerpt in TEASERS)


def test_a_wrapper_named_related_that_holds_the_headline_stays():
    """Guard: a theme's wrapper misnamed ``related-content`` around the headline and the post is the post."""
    post = (f"<h1>Ear Candy!</h1><p>{SHORT_POST}</p><p>{SHORT_POST2}</p><p>{DE_TEXT}</p>")
    texts = _texts(page(f"<div class='related-content'>{post}</div><div class='sidebar'><p>Über mich</p></div>",
                        "Ear Candy!"), "https://blog.example.de/ear-candy/")
    assert SHORT_POST in texts and DE_TEXT in texts


# --- a writer's position alone, under the name on an author's card ------------------------------------

ARTICLE_URL = "https://www.example.de/2026/11/30/turnhalle-wird-saniert/"  # an article's address: the rule asks there only

@pytest.mark.parametrize("position", ["Redakteur in der Wirtschaft.",
                                      "Redakteurin im Feuilleton der Frankfurter Sonntagszeitung.",
                                      "Korrespondentin für Wirtschaft in Berlin"])
def test_a_writers_position_on_an_author_card_is_not_text(position):
    """A newspaper's author card inside the article after its first paragraph (FAZ's ``cbx-Author``): the
    name, a link, goes; the position under it ("Redakteur in der Wirtschaft.") was kept as a line of text."""
    card = (f"<div class='cbx-Author'><div class='cbx-Author_Info'><p class='cbx-Author_Name'><a href='/redaktion/jb' "
            f"rel='author'>Jana Beispiel</a></p><p class='cbx-Author_Position'>{position}</p></div></div>")
    html = page(f"<article><h1>Turnhalle wird saniert</h1><p>{DE_TEXT}</p>{card}<p>{DE_TEXT2}</p></article>",
                "Turnhalle wird saniert")
    texts = _texts(html, ARTICLE_URL)
    assert position not in texts and texts[-2:] == [DE_TEXT, DE_TEXT2]


@pytest.mark.parametrize("line", ["Autor der Studie ist der Kölner Soziologe Max Mustermann.",
                                  "Korrespondent in Moskau ist seit 2020 Max Mustermann."])
def test_a_sentence_about_a_writer_stays(line):
    """Guards: a sentence that opens with a trade (its verb, or a genitive's article instead of a preposition)."""
    html = page(f"<article><h1>Turnhalle wird saniert</h1><p>{DE_TEXT}</p><p>{line}</p><p>{DE_TEXT2}</p></article>",
                "Turnhalle wird saniert")
    assert line in _texts(html, ARTICLE_URL)


def test_a_section_heading_naming_a_post_stays():
    """Guard: a heading of the text that names a post ("Korrespondent in Moskau", an interview's part)."""
    html = page(f"<article><h1>Turnhalle wird saniert</h1><p>{DE_TEXT}</p><h2>Korrespondent in Moskau</h2>"
                f"<p>{DE_TEXT2}</p></article>", "Turnhalle wird saniert")
    assert "Korrespondent in Moskau" in _texts(html, ARTICLE_URL)
