"""Regression tests for the furniture that blog engines put around a post and that stayed in the text after session
20: WordPress's entry footer ("Posted in … | Tagged … | 3 Comments", "This entry was posted in … Bookmark the
permalink.", "Comments are closed.", "View all posts by …", "Beitragsnavigation"), Jetpack's likes box in French and
Italian, its subscription widget and sharing messages, WordPress.com's and the engines' credits ("Bloggen auf
WordPress.com.", "Powered by Blogger."), Blogger's post footer, pager, feed links and comment box ("Eingestellt von …
um 10:12", "Neuerer Post Älterer Post Startseite", "Subscribe to: Post Comments (Atom)", "Keine Kommentare:"),
Substack's and Medium's prompts ("Thanks for reading …! Subscribe for free …", "Discussion about this post", "4 min
read · Mar 3, 2024"), and a food blog's recipe card's tools ("Jump to Recipe Print Recipe", "4.86 from 14 votes",
"Tried this recipe? Let us know how it was!": its ingredients and steps stay), a post's meta line ("Mai 03, 2017 /
Sandra / /", "March 3, 2024 · Jane · 2 Comments"); and in the document's attributes the writer Blogger's "Posted by"
names, the Italian byline without its "da", the post's title rather than the blog's name in its logo's <h1>.  Beside
each rule, the post's own sentences that use the same words stay: the rules match whole blocks."""

from __future__ import annotations

import pytest
from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
URL = "https://blog.example.org/2024/03/03/post/"
P = {
    "de": (
        "Letztes Frühjahr habe ich zum ersten Mal Tomaten im Kübel auf dem Balkon gezogen, und das Ergebnis hat "
        "mich wirklich überrascht.",
        "Wichtig ist ein großer Topf mit mindestens zwanzig Litern Erde, denn Tomaten haben tiefe Wurzeln und "
        "brauchen viel Wasser.",
        "Ich gieße jeden Morgen, an heißen Tagen auch abends, und dünge alle zwei Wochen mit verdünnter "
        "Brennnesseljauche.",
    ),
    "en": (
        "Last weekend I finally tried baking sourdough bread at home, after months of feeding a starter in a jar "
        "on the kitchen counter.",
        "The dough needs a long, slow rise, so I mixed it on Friday evening and left it in the fridge overnight to "
        "develop flavour.",
        "On Saturday morning I shaped the loaf, let it rest for an hour and baked it in a hot cast iron pot for "
        "forty minutes.",
    ),
    "fr": (
        "Le week-end dernier, nous sommes partis randonner dans le massif des Vosges, malgré une météo plutôt "
        "incertaine au départ.",
        "Le sentier monte doucement à travers la forêt de sapins avant de déboucher sur les chaumes, d'où la vue "
        "porte jusqu'aux Alpes.",
        "Nous avons pique-niqué près du lac et sommes redescendus par l'autre versant, fatigués mais ravis de "
        "notre journée.",
    ),
    "it": (
        "Domenica scorsa abbiamo preparato le orecchiette con le cime di rapa, seguendo la ricetta che mi ha "
        "insegnato mia nonna.",
        "La pasta si fa solo con semola di grano duro e acqua tiepida, impastando a lungo finché l'impasto "
        "diventa liscio ed elastico.",
        "Le cime di rapa vanno cotte nella stessa acqua della pasta, poi si condisce tutto con aglio, acciughe "
        "e un filo d'olio.",
    ),
}
TITLE = {"de": "Tomaten im Kübel ziehen", "en": "Sourdough at home", "fr": "Randonnée dans les Vosges",
         "it": "Orecchiette con le cime di rapa"}


def _post(lang: str, end: str = "") -> str:
    """A blog post in ``lang`` as a WordPress theme renders it, with ``end`` after its last paragraph inside the
    post's content (where themes without Jetpack's classes, and pages saved without them, leave the furniture)."""
    p = P[lang]
    body = (f"<header class='site-header'><p class='site-title'><a href='/'>Mein Blog</a></p></header>"
            f"<main id='main' class='site-main'><article class='post type-post hentry'><header class='entry-header'>"
            f"<h1 class='entry-title'>{TITLE[lang]}</h1></header><div class='entry-content'><p>{p[0]}</p>"
            f"<p>{p[1]}</p><p>{p[2]}</p>{end}</div></article></main>"
            "<footer class='site-footer'><a href='/impressum/'>Impressum</a></footer>")
    return page(body, TITLE[lang], '<meta property="og:type" content="article">')


def _rest(lang: str, end: str = "") -> list[str]:
    """What is kept besides the post's headline and paragraphs (which must all be there)."""
    texts = [b.text for b in extract_page(_post(lang, end), URL, OPTIONS).blocks]
    assert all(p in texts for p in P[lang]), texts
    return [t for t in texts if t not in P[lang] and t != TITLE[lang]]


# --- WordPress's entry footer, author box link, closed comments, reply title and post navigation's heading -----------

@pytest.mark.parametrize("lang, line", [
    ("en", "Posted in Baking | Tagged bread, sourdough | 3 Comments"),
    ("de", "Veröffentlicht in Garten | Verschlagwortet mit Tomaten | 3 Kommentare"),
    ("fr", "Publié dans Randonnée | Laisser un commentaire"),
    ("en", "This entry was posted in Baking and tagged bread, sourdough. Bookmark the permalink."),
    ("de", "Dieser Beitrag wurde unter Garten veröffentlicht und mit Tomaten, Balkon verschlagwortet. Setze ein "
           "Lesezeichen auf den Permalink."),
    ("en", "You can follow any responses to this entry through the RSS 2.0 feed. Both comments and pings are "
           "currently closed."),
    ("en", "Comments Off on Sourdough at home"),
    ("en", "Comments are closed."), ("de", "Kommentare sind geschlossen."), ("fr", "Les commentaires sont fermés."),
    ("it", "I commenti sono chiusi."),
    ("en", "View all posts by Jane"), ("de", "Alle Beiträge von Anna anzeigen"),
    ("en", "Leave a Reply Cancel reply"), ("de", "Beitrags-Navigation"), ("de", "Beitragsnavigation"),
])
def test_a_wordpress_entry_footers_line_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == []


# --- Jetpack's likes heading, subscription widget and sharing messages; WordPress.com's and the engines' credits -----

@pytest.mark.parametrize("lang, line", [
    ("en", "Follow Blog via Email"),
    ("en", "Enter your email address to follow this blog and receive notifications of new posts by email."),
    ("en", "Join 1,234 other subscribers"), ("de", "Schließe dich 312 anderen Abonnenten an"),
    ("en", "Write a Comment..."), ("en", "Post was not sent - check your email addresses!"),
    ("en", "Sorry, your blog cannot share posts by email."),
    ("en", "Blog at WordPress.com."), ("de", "Bloggen auf WordPress.com."),
    ("en", "Create a free website or blog at WordPress.com."), ("en", "Powered by Blogger."),
    ("en", "Simple theme. Theme images by luoman. Powered by Blogger."),
])
def test_a_jetpack_widgets_or_an_engines_credit_line_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == []


# --- Blogger's post footer, pager, feed links, share row and comment box --------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("de", "Eingestellt von Anna um 10:12"), ("en", "posted by Jane @ 10:12 AM"), ("en", "Links to this post"),
    ("en", "Reactions: funny (0) interesting (2) cool (1)"),
    ("en", "Newer Post Older Post Home"), ("de", "Neuerer Post Älterer Post Startseite"),
    ("fr", "Article plus récent Article plus ancien Accueil"), ("it", "Post più recente Post più vecchio Home page"),
    ("en", "Subscribe to: Post Comments (Atom)"), ("de", "Abonnieren Kommentare zum Post (Atom)"),
    ("fr", "Inscription à : Publier les commentaires (Atom)"), ("it", "Iscriviti a: Commenti sul post (Atom)"),
    ("de", "Keine Kommentare:"), ("fr", "Aucun commentaire :"),
    ("de", "Kommentar veröffentlichen"), ("fr", "Publier un commentaire"), ("it", "Posta un commento"),
    ("en", "Email This BlogThis! Share to X Share to Facebook Share to Pinterest"),
])
def test_a_blogger_footers_line_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == []


# --- Substack's and Medium's prompts ----------------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Thanks for reading Crumbs! Subscribe for free to receive new posts and support my work.",
    "Crumbs is a reader-supported publication. To receive new posts and support my work, consider becoming a free "
    "or paid subscriber.",
    "Discussion about this post", "Type your email…", "4 min read · Mar 3, 2024", "4 min read Mar 3, 2024",
])
def test_a_substack_or_medium_prompt_goes(line: str) -> None:
    assert _rest("en", f"<p>{line}</p>") == []


# --- the post's own sentences with the same words stay ----------------------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("en", "Comments are closed on the forum at weekends, so I answer your questions here on Monday."),
    ("de", "Die Kommentare sind geschlossen, weil ich im Urlaub bin, schreibt mir gern eine E-Mail."),
    ("en", "Posted in a hurry from the train, so forgive the typos: the recipe itself is tested."),
    ("en", "I have written about permalinks before: bookmark the permalink of a post, not the home page."),
    ("en", "Thanks for reading this far! I will post the rye recipe next week if the starter survives."),
    ("it", "Mi piace molto questa ricetta, perché si prepara in mezz'ora con ingredienti semplici."),
    ("de", "Neuerer Post: Wie ich meine Tomaten vor dem Platzen schütze, steht im nächsten Beitrag."),
    ("en", "No comments from the neighbours so far, although the smell of bread reached the whole staircase."),
    ("en", "It took me 4 min to read the whole recipe, and four hours to bake it."),
    ("en", "Subscribe to the feed if you like, but I post only once a month."),
])
def test_a_posts_sentence_with_the_same_words_stays(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == [line]


# --- whole engine pages: the post whole, the furniture gone ---------------------------------------------------------

def _jetpack_post(lang: str, likes_heading: str, like: str, loading: str) -> str:
    p = P[lang]
    body = (f"<main id='main'><article class='post type-post hentry'><h1 class='entry-title'>{TITLE[lang]}</h1>"
            f"<div class='entry-content'><p>{p[0]}</p><p>{p[1]}</p><p>{p[2]}</p>"
            "<div class='sharedaddy sd-block sd-like jetpack-likes-widget-wrapper jetpack-likes-widget-unloaded' "
            "id='like-post-wrapper-1-123' data-name='like-post-frame-1-123' data-title='Like or Reblog'>"
            f"<h3 class='sd-title'>{likes_heading}</h3><div class='likes-widget-placeholder post-likes-widget-placeholder'>"
            f"<span class='button'><span>{like}</span></span> <span class='loading'>{loading}</span></div>"
            "<span class='sd-text-color'></span><a class='sd-link-color'></a></div></div></article></main>")
    return page(body, TITLE[lang], '<meta property="og:type" content="article">')


@pytest.mark.parametrize("lang, heading, like, loading", [
    ("fr", "J'aime ça :", "J'aime", "Chargement…"), ("it", "Mi piace:", "Mi piace", "Caricamento..."),
    ("de", "Gefällt mir:", "Gefällt mir", "Wird geladen …"),
])
def test_jetpacks_likes_box_goes_whole(lang: str, heading: str, like: str, loading: str) -> None:
    texts = [b.text for b in extract_page(_jetpack_post(lang, heading, like, loading), URL, OPTIONS).blocks]
    assert [t for t in texts if t != TITLE[lang]] == list(P[lang])


def test_a_medium_storys_reading_time_and_date_go() -> None:
    p = P["en"]
    body = ("<article><section><h1 data-testid='storyTitle' class='pw-post-title'>Sourdough at home</h1>"
            "<div class='speechify-ignore ab cp'><div><a rel='noopener follow' href='/@sam'>Sam</a></div>"
            "<div><span data-testid='storyReadTime'>4 min read</span><span aria-hidden='true'><span>·</span></span>"
            "<span data-testid='storyPublishDate'>Mar 3, 2024</span></div></div>"
            + "".join(f"<p class='pw-post-body-paragraph'>{x}</p>" for x in p) + "</section></article>")
    html = page(body, "Sourdough at home | by Sam | Medium", '<meta property="og:type" content="article">')
    texts = [b.text for b in extract_page(html, "https://medium.com/@sam/sourdough-at-home-1a2b3c", OPTIONS).blocks]
    assert [t for t in texts if t != "Sourdough at home" and t != "Sam"] == list(p)


# --- a food blog's recipe card (WP Recipe Maker's): its ingredients and steps stay, its tools go ----------------------

_CARD = (
    "<div class='wprm-recipe-snippet'><a href='#recipe' class='wprm-recipe-jump wprm-recipe-link'>Jump to Recipe</a> "
    "<a href='/wprm_print/42' class='wprm-recipe-print wprm-recipe-link'>Print Recipe</a></div>{post}"
    "<div id='wprm-recipe-container-42' class='wprm-recipe-container'><div class='wprm-recipe wprm-recipe-template-chic'>"
    "<h2 class='wprm-recipe-name'>Simple Sourdough Bread</h2>"
    "<div class='wprm-recipe-rating'><svg></svg><div class='wprm-recipe-rating-details'>"
    "<span class='wprm-recipe-rating-average'>4.86</span> from <span class='wprm-recipe-rating-count'>14</span> votes"
    "</div></div><div class='wprm-recipe-ingredients-container'><h3 class='wprm-recipe-header'>Ingredients</h3>"
    "<ul class='wprm-recipe-ingredients'><li class='wprm-recipe-ingredient'><span>500</span> <span>g</span> "
    "<span>bread flour</span></li><li class='wprm-recipe-ingredient'><span>350</span> <span>g</span> <span>water</span>"
    "</li><li class='wprm-recipe-ingredient'><span>10</span> <span>g</span> <span>salt</span></li></ul></div>"
    "<div class='wprm-recipe-instructions-container'><h3 class='wprm-recipe-header'>Instructions</h3>"
    "<ul class='wprm-recipe-instructions'><li class='wprm-recipe-instruction'><div class='wprm-recipe-instruction-text'>"
    "Mix the flour and water and leave the dough to rest for an hour.</div></li><li class='wprm-recipe-instruction'>"
    "<div class='wprm-recipe-instruction-text'>Shape, proof overnight in the fridge and bake at 250 °C for forty "
    "minutes.</div></li></ul></div><div class='wprm-call-to-action wprm-call-to-action-simple'><span "
    "class='wprm-call-to-action-text-container'><span class='wprm-call-to-action-header'>Tried this recipe?</span> "
    "<span class='wprm-call-to-action-text'>Let us know <a href='#comment'>how it was!</a></span></span></div>"
    "</div></div>")


def test_a_recipe_cards_tools_go_and_its_ingredients_and_steps_stay() -> None:
    p = P["en"]
    body = (f"<main><article class='post type-post hentry'><h1 class='entry-title'>{TITLE['en']}</h1>"
            "<div class='entry-content'>" + _CARD.format(post="".join(f"<p>{x}</p>" for x in p))
            + "</div></article></main>")
    html = page(body, TITLE["en"], '<meta property="og:type" content="article">')
    texts = [b.text for b in extract_page(html, URL, OPTIONS).blocks]
    assert [t for t in texts if t != TITLE["en"]] == [
        *p, "Simple Sourdough Bread", "Ingredients", "500 g bread flour", "350 g water", "10 g salt", "Instructions",
        "Mix the flour and water and leave the dough to rest for an hour.",
        "Shape, proof overnight in the fridge and bake at 250 °C for forty minutes."]


@pytest.mark.parametrize("lang, line", [
    ("en", "Jump to Recipe Print Recipe"), ("en", "Rate this Recipe"), ("fr", "Imprimer la recette"),
    ("it", "Stampa la ricetta"), ("de", "4,8 von 25 Bewertungen"),
    ("en", "Did you make this recipe? Tag @crumbs on Instagram and hashtag it #crumbs"),
    ("de", "Rezept ausprobiert? Lass uns wissen, wie es war!"),
])
def test_a_recipe_cards_line_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == []


@pytest.mark.parametrize("lang, line", [
    ("en", "Made this recipe three times this month and it never failed, even with a tired starter."),
    ("de", "Hast du das Rezept ausprobiert? Schreib mir gern in die Kommentare, wie es geschmeckt hat!"),
    ("en", "My grandmother's loaf scored 4 from 5 judges at the village fair in 1987, which she never forgot."),
    ("de", "Das Rezept drucken wir im nächsten Gemeindeblatt ab, zusammen mit den Fotos vom Backtag."),
])
def test_a_posts_own_words_about_the_recipe_stay(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == [line]


# --- the writer the post's byline names: Blogger's "Posted by" inside its "widget Blog", WordPress's Italian "da" -------

def _doc_author(html: str, url: str) -> str:
    from corpustools.config import load_settings
    from corpustools.vert.document import options_from_settings, process
    from corpustools.vert.read import HtmlRecord

    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord(url, "2026-11-20T10:00:00Z", 0, "text/html; charset=utf-8", html.encode("utf-8")), options)
    assert not doc.skipped, doc.skipped
    return doc.attrs["author"]


def test_bloggers_posted_by_names_the_writer_and_its_profile_widget_does_not() -> None:
    p = P["en"]
    body = ("<div class='main-inner'><div class='main section' id='main'><div class='widget Blog' data-version='1' id='Blog1'>"
            "<div class='blog-posts hfeed'><div class='post hentry' itemprop='blogPost' itemscope='itemscope' "
            "itemtype='http://schema.org/BlogPosting'><h3 class='post-title entry-title' itemprop='name'>Sourdough at home"
            "</h3><div class='post-body entry-content' itemprop='description articleBody'>" + "<br /><br />".join(p)
            + "</div><div class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='post-author "
            "vcard'>Posted by <span class='fn' itemprop='author' itemscope='itemscope' itemtype='http://schema.org/Person'>"
            "<a class='g-profile' href='https://www.blogger.com/profile/0123' rel='author' title='author profile'><span "
            "itemprop='name'>Jane Miller</span></a></span></span> <span class='post-timestamp'>at <a class='timestamp-link' "
            "href='#' rel='bookmark'><abbr class='published' title='2024-03-03T10:12:00-08:00'>10:12 AM</abbr></a></span>"
            "</div></div></div></div></div></div></div><div class='sidebar section'><div class='widget Profile' "
            "id='Profile1'><h2>About Me</h2><a class='profile-name-link g-profile' href='https://www.blogger.com/profile/9'>"
            "Someone Else</a></div></div>")
    html = page(body, "Kitchen Notes: Sourdough at home")
    assert _doc_author(html, "https://kitchennotes.blogspot.com/2024/03/sourdough-at-home.html") == "Jane Miller"


def test_wordpress_italian_byline_da_is_not_part_of_the_name() -> None:
    p = P["it"]
    body = ("<main><article class='post type-post hentry'><header class='entry-header'><h1 class='entry-title'>"
            f"{TITLE['it']}</h1><div class='entry-meta'><span class='posted-on'>Pubblicato il <a rel='bookmark'><time "
            "class='entry-date published' datetime='2024-05-12T10:00:00+02:00'>12 maggio 2024</time></a></span><span "
            "class='byline'> da <span class='author vcard'><a class='url fn n' href='/author/giulia/'>Giulia</a></span>"
            "</span></div></header><div class='entry-content'>" + "".join(f"<p>{x}</p>" for x in p)
            + "</div></article></main>")
    assert _doc_author(page(body, TITLE["it"]), "https://cucina.example.it/2024/05/12/orecchiette/") == "Giulia"


# --- the post's title, not the blog's name in its logo's <h1> ------------------------------------------------------

def _doc_headline(html: str, url: str) -> str:
    from corpustools.config import load_settings
    from corpustools.vert.document import options_from_settings, process
    from corpustools.vert.read import HtmlRecord

    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord(url, "2026-11-20T10:00:00Z", 0, "text/html; charset=utf-8", html.encode("utf-8")), options)
    assert not doc.skipped, doc.skipped
    head = doc.body.split("</head>")[0]
    return " ".join(line.split("\t")[0] for line in head.splitlines() if line and not line.startswith("<"))


def test_a_tumblr_posts_headline_is_its_title_not_the_blogs_name() -> None:
    p = P["en"]
    body = ("<header><h1><a href='/'>Crumbs</a></h1><p class='description'>a baking blog</p></header>"
            "<section id='posts'><article class='post text'><h2 class='title'><a href='/post/7281/sourdough-at-home'>"
            "Sourdough at home</a></h2><div class='body-text'>" + "".join(f"<p>{x}</p>" for x in p)
            + "</div><footer class='post-footer'><a href='/post/7281/sourdough-at-home#notes'>12 notes</a></footer>"
            "</article></section>")
    html = page(body, "Crumbs — Sourdough at home")
    assert _doc_headline(html, "https://crumbs.tumblr.com/post/7281/sourdough-at-home") == "Sourdough at home"


def test_a_products_h1_named_after_its_brand_stays_the_headline() -> None:
    # the shop's product is named after the brand the host spells: its <h1> is the product's name, not a logo
    body = ("<main><h1>Ridge Wallet</h1><p>The slim aluminium wallet holds up to twelve cards and blocks RFID "
            "signals, with a cash strap on the back and a lifetime warranty.</p></main>")
    html = page(body, "Ridge Wallet - Aluminum Black")
    assert _doc_headline(html, "https://ridge.com/products/aluminum-black").startswith("Ridge Wallet")


# --- a post's meta line: its date, then the writer, the category or the comments' count -------------------------------

@pytest.mark.parametrize("lang, line", [
    ("de", "Mai 03, 2017 / Sandra / /"), ("en", "March 3, 2024 / Jane / 2 Comments"),
    ("de", "12. Mai 2024 · Anna · Keine Kommentare"), ("en", "March 3, 2024 · by Jane"),
    ("en", "March 3, 2024 | Jane | Baking"), ("en", "24 Apr 2000 • 3 min read"), ("fr", "3 mars 2024 / Claire"),
])
def test_a_posts_meta_line_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == []


@pytest.mark.parametrize("lang, line", [
    ("en", "March 3, 2024 / the day we finally moved into the new flat"),
    ("de", "Am 12. Mai 2024 / nach drei Wochen Regen / kam endlich die Sonne zurück."),
])
def test_a_posts_line_opening_with_a_date_stays(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == [line]


def test_a_date_and_places_in_a_list_stay() -> None:
    line = "12. Mai 2024 / Berlin / Hamburg"
    assert _rest("de", f"<ul><li>{line}</li><li>14. Mai 2024 / Hamburg / Kiel</li></ul>")[:1] == [line]
