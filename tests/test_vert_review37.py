"""Hostile review of session 36's rules (session 37, issue 12): for each rule, pages of other sites, languages or
CMSs where it would remove article text it should keep, or miss the class it was made for.  A rule that misfired is
narrowed, with its test here beside the original class (still passing in its own file); a rule that held keeps a
guard test of the attack, which fails if the rule grows."""

from __future__ import annotations

import pytest
from test_vert_de36 import HE as DE36_HERO
from test_vert_de36 import PAGES as DE36
from test_vert_left34 import _article
from test_vert_left36 import _cjk_doc
from test_vert_open36 import _POSTS as OPEN36_POSTS
from test_vert_open36 import _USERS as OPEN36_USERS
from test_vert_open36 import _invision as open36_invision
from test_vert_xlang26 import _paragraphs
from vert_support import STORY_TEXTS, article_head, news_head, processed

# --- boiler: a teaser box taken whole, a card's excerpt (xfrit36's ``_card_excerpt``) ---------------------------------

_FR = list(STORY_TEXTS["fr"])
_FR_MORE = [_FR[1] + " Le vote final aura lieu en décembre, après l'avis de la commission des finances.", _FR[2],
            "La maire a rappelé que la ville n'avait pas augmenté les impôts locaux depuis six ans, un engagement de "
            "campagne qu'elle entend tenir."]


@pytest.mark.parametrize("wrapper", ['<div class="paragraph">{}</div>', '<section class="bloc-texte">{}</section>',
                                     '<div class="RichText-wrapper"><div class="RichText">{}</div></div>'])
def test_wrapped_paragraphs_after_a_box_of_cards_stay(wrapper: str) -> None:
    """An article whose paragraphs are each wrapped in an element of their own goes on after a "Lire aussi" box of
    two cards (a linked title over a summary) in the same element: its paragraphs are the cards' siblings, of the
    cards' depth, and were taken as more cards' excerpts (the run not ended by prose), the text lost to its end."""
    cards = ('<div class="card"><h4><a href="/a/1">Le budget adopté au conseil municipal hier soir</a></h4><p>Les élus '
             'ont voté le texte après cinq heures de débat.</p></div><div class="card"><h4><a href="/a/2">Les bus '
             'gratuits le samedi dès janvier</a></h4><p>La mesure coûtera deux millions d\'euros par an.</p></div>')
    rest = '<div class="suite"><h3>Lire aussi</h3>' + cards + "".join(wrapper.format(f"<p>{t}</p>") for t in _FR_MORE) \
        + "</div>"
    html = _article("fr", "Le budget adopté après un long débat", _FR[:1], after=rest)
    found = _paragraphs(processed(html, "https://www.example.fr/actualite/2026/11/25/budget").body)
    assert found[-3:] == _FR_MORE


# --- furniture: a hero header's title and lead (session 36's ``_title_and_lead``) --------------------------------------

_STEW = ["Dieser Kürbiseintopf ist in einer halben Stunde fertig und schmeckt am zweiten Tag noch besser, wenn er über "
         "Nacht durchgezogen ist.",
         "Den Kürbis schälen, entkernen und in Würfel schneiden. Zwiebeln und Knoblauch in Olivenöl glasig dünsten, dann "
         "den Kürbis dazugeben.",
         "Mit Gemüsebrühe aufgießen und zwanzig Minuten köcheln lassen. Zum Schluss mit Salz, Pfeffer und etwas "
         "Zitronensaft abschmecken."]
_TAGLINE = "Ein Foodblog mit einfachen Rezepten für jeden Tag, saisonal, regional und meistens vegetarisch gekocht."


@pytest.mark.parametrize("header", [
    '<header id="masthead" class="site-header"><h1 class="site-title">Anna kocht</h1>'
    '<p class="site-description">{tag}</p>{nav}</header>',
    '<header id="masthead" class="site-header"><h1 class="site-title">Anna kocht</h1>'
    '<p class="site-description">{tag}</p></header>{nav}',
    '<header class="kopf"><h1><img src="/logo.svg" alt="Anna kocht"></h1><p>{tag}</p></header>{nav}',
    '<header class="kopf"><h1>Anna kocht</h1><p>{tag}</p>{nav}</header>',
])
def test_a_site_headers_unlinked_title_and_tagline_go(header: str) -> None:
    """A blog's header whose ``<h1>`` is the site's name without a link (or its logo's image) over a long tagline,
    on a page whose og:type says "website" (many blogs' posts): the tagline is the site's, not a hero's lead (the
    header holds the site's menu, or names itself or its heading the site's); the post stays whole."""
    nav = ('<nav class="main-navigation"><ul><li><a href="/">Start</a></li><li><a href="/rezepte/">Rezepte</a></li>'
           '<li><a href="/ueber-mich/">Über mich</a></li></ul></nav>')
    html = (article_head("Schneller Kürbiseintopf - Anna kocht", "de").replace('content="article"', 'content="website"')
            + "<body>" + header.format(tag=_TAGLINE, nav=nav)
            + '<main id="main" class="site-main"><article class="post type-post"><header class="entry-header">'
              '<h2 class="entry-title">Schneller Kürbiseintopf</h2><div class="entry-meta"><span class="posted-on">'
              '<time datetime="2026-10-12">12. Oktober 2026</time></span></div></header><div class="entry-content">'
            + "".join(f"<p>{t}</p>" for t in _STEW) + '</div></article></main><footer class="site-footer"><p>© 2026 '
              'Anna kocht · <a href="/impressum">Impressum</a></p></footer></body></html>')
    found = _paragraphs(processed(html, "https://www.annakocht.example.de/2026/10/schneller-kuerbiseintopf/").body)
    assert _TAGLINE not in found
    assert [t for t in _STEW if t not in found] == []


@pytest.mark.parametrize("hero", ["breadcrumb", "brand"])
def test_a_hero_with_its_breadcrumb_trail_keeps_its_lead(hero: str) -> None:
    """The original class with a breadcrumb trail (a ``<nav>``) over the hero's ``<h1>``, or in the brand's colour
    ("page-hero--brand"): the lead stays."""
    page = DE36["hero"]
    html = page.html.replace('<h1>Deutschlandticket Job</h1>', '<nav class="breadcrumb" aria-label="Breadcrumb"><a '
                             'href="/">Start</a> / <a href="/tickets">Tickets</a></nav><h1>Deutschlandticket Job</h1>') \
        if hero == "breadcrumb" else page.html.replace('class="page-hero"', 'class="page-hero page-hero--brand"')
    assert html != page.html
    found = _paragraphs(processed(html, page.url).body)
    assert [t for t in DE36_HERO if t not in found] == []


# --- boiler: a newsletter box under a bare paragraph's label (xleft36's ``_newsletter_label``) ------------------------

_CLUB = ["Viele Vereine unterschätzen, wie viel Arbeit eine gute Mitgliederkommunikation macht und wie viel sie bringt.",
         "Wer regelmäßig informiert, bindet seine Mitglieder stärker an den Verein und gewinnt leichter Helfer für Feste "
         "und Turniere."]
_MAIL = ["Ein monatlicher Rundbrief per E-Mail ist der einfachste Weg, alle Mitglieder zu erreichen, auch die, die nicht "
         "in sozialen Netzwerken sind.",
         "Achten Sie darauf, dass die Anmeldung rechtssicher ist und jede Ausgabe einen Link zur Abmeldung enthält."]
_MAIL_LIST = ["Anmeldung per Double-Opt-in", "Abmeldelink in jeder Mail", "Versand am Monatsanfang"]
_NOTICE = ["Auch ein Aushang im Vereinsheim erreicht nach wie vor viele ältere Mitglieder, die selten E-Mails lesen.",
           "Kombinieren Sie beide Wege, dann geht keine wichtige Nachricht verloren."]


@pytest.mark.parametrize("label", ["Der Newsletter", "Newsletter", "Tipp: Newsletter"])
@pytest.mark.parametrize("paragraphs", [1, 2])
def test_an_article_section_under_a_bold_newsletter_crosshead_stays(label: str, paragraphs: int) -> None:
    """A blog post in sections (Gutenberg groups), each opening with a bold paragraph as its crosshead: the section
    whose crosshead names a newsletter, then prose and a short list, is the article's (the short list items were
    taken for the box's name and button, and the whole section went as a newsletter box)."""
    mail = _MAIL[:paragraphs]
    first = (f'<section class="wp-block-group"><p><strong>{label}</strong></p>' + "".join(f"<p>{t}</p>" for t in mail)
             + "<ul>" + "".join(f"<li>{t}</li>" for t in _MAIL_LIST) + "</ul></section>")
    second = ('<section class="wp-block-group"><p><strong>Der Aushang</strong></p>'
              + "".join(f"<p>{t}</p>" for t in _NOTICE) + "</section>")
    html = (news_head("So erreichen Vereine ihre Mitglieder - Vereinsratgeber", "de", "So erreichen Vereine ihre "
                      "Mitglieder", "Eva Kurz", "2026-10-10", "BlogPosting")
            + '<body><header class="site-header"><a href="/">Vereinsratgeber</a><nav><a href="/recht">Recht</a><a '
              'href="/finanzen">Finanzen</a></nav></header><main><article class="post"><h1>So erreichen Vereine ihre '
              'Mitglieder</h1><div class="entry-content">' + "".join(f"<p>{t}</p>" for t in _CLUB) + first + second
            + '</div></article></main><footer class="site-footer"><p>© 2026 Vereinsratgeber · <a href="/impressum">'
              'Impressum</a></p></footer></body></html>')
    found = _paragraphs(processed(html, "https://www.vereinsratgeber.example.de/kommunikation/mitglieder/").body)
    assert [t for t in (*_CLUB, *mail, *_MAIL_LIST, *_NOTICE) if t not in found] == []


# --- byline: a bare CJK name in the writer's element (xleft36's ``bare_cjk_name``) -------------------------------------

@pytest.mark.parametrize(("lang", "credit"), [("ja", "共同"), ("ja", "時事"), ("zh", "新华"), ("zh", "综合"),
                                              ("zh", "綜合"), ("zh", "整理")])
def test_an_agencys_short_name_or_a_compilers_word_in_the_byline_names_no_writer(lang: str, credit: str) -> None:
    """An agency's short name (Kyodo's "共同", Jiji's "時事", Xinhua's "新华") or a compiler's word ("综合": compiled
    from reports, "整理": edited) alone in the byline's element is a credit, two characters as a name is: no writer.
    A name of two characters still is one (left36's "阿部")."""
    assert _cjk_doc(lang, credit)["author"] == ""


# --- guards of rules that held ----------------------------------------------------------------------------------------

_FAQ = [("Wie lange dauert der Versand?", "Bestellungen, die bis 14 Uhr eingehen, verlassen unser Lager noch am selben "
         "Werktag und sind meist nach zwei Tagen bei Ihnen."),
        ("Kann ich meine Bestellung zurückgeben?", "Sie können jede Bestellung innerhalb von 30 Tagen ohne Angabe von "
         "Gründen zurückschicken, das Rücksendeetikett liegt dem Paket bei.")]


@pytest.mark.parametrize(("heading", "after"), [
    ("Keine passende Antwort gefunden?", "Unser Kundenservice ist montags bis freitags von 8 bis 18 Uhr telefonisch "
     "unter 0800 123 456 für Sie da und hilft Ihnen gern weiter."),
    ("Ihre Frage war nicht dabei?", "Schreiben Sie uns über das Kontaktformular, wir antworten in der Regel innerhalb "
     "von 24 Stunden auf jede Anfrage."),
    ("Didn't find your answer?", "Our support team is available Monday to Friday from 8 am to 6 pm on 0800 123 456 "
     "and will be glad to help you with any question."),
])
def test_the_help_prompts_heading_goes_but_the_help_under_it_stays(heading: str, after: str) -> None:
    """(session 36's help prompt) A FAQ page's last box, "Keine passende Antwort gefunden?" over the way to reach the
    service: the heading goes as the prompt it is, the sentence under it (the page's own information) stays, and the
    answers above it too."""
    html = (article_head("Häufige Fragen - Gartenshop", "de").replace('content="article"', 'content="website"')
            + '<body><header><a href="/">Gartenshop</a><nav><a href="/pflanzen">Pflanzen</a></nav></header><main>'
              '<h1>Häufige Fragen</h1>'
            + "".join(f'<section class="faq-item"><h2>{q}</h2><div class="answer"><p>{a}</p></div></section>'
                      for q, a in _FAQ)
            + f'<section class="faq-contact"><h2>{heading}</h2><p>{after}</p></section></main><footer><a '
              'href="/impressum">Impressum</a></footer></body></html>')
    found = _paragraphs(processed(html, "https://www.gartenshop.example.de/hilfe/faq").body)
    assert heading not in found
    assert [t for t in (*(a for _, a in _FAQ), after) if t not in found] == []


_PHOTO = ["Sonnenaufgang am Seealpsee, aufgenommen um halb sieben vom Ufer aus, kurz bevor die ersten Wanderer kamen.",
          "Der Weg vom Parkplatz in Wasserauen dauert etwa eine Stunde, im Herbst sollte man eine Stirnlampe mitnehmen.",
          "Am Ufer gibt es mehrere flache Stellen, von denen aus sich der Säntis im Wasser spiegelt, wenn kein Wind geht."]
_REPLIES = ["Wunderschöne Aufnahme, die Farben am Morgen sind einfach unglaublich und ich würde dort auch gern einmal "
            "stehen, am besten im Oktober.",
            "Wir waren letztes Jahr im Herbst dort, leider hat es die ganze Woche geregnet, aber der Blick von der Hütte "
            "war trotzdem großartig.",
            "Welche Kamera und welches Objektiv hast du für dieses Bild benutzt? Die Schärfe bis in den Hintergrund ist "
            "wirklich beeindruckend."]


def test_a_blog_posts_wordpress_comments_are_no_forums_posts() -> None:
    """(xopen36's ``_thread_posts``) WordPress names each comment's element "comment-body", a post's text to the
    forum tables: a blog post claiming to be an article with three such comments stays an article with its
    comments gone (the claim decides unless the page has no prose of its own outside them)."""
    comments = "".join(
        f'<li id="comment-{i}" class="comment depth-1"><article id="div-comment-{i}" class="comment-body"><footer '
        f'class="comment-meta"><div class="comment-author vcard"><b class="fn">Leser {i}</b> <span class="says">sagt:'
        f'</span></div></footer><div class="comment-content"><p>{c}</p></div><div class="reply"><a class="comment-reply-'
        f'link" href="#">Antworten</a></div></article></li>' for i, c in enumerate(_REPLIES))
    html = (news_head("Morgenlicht am Seealpsee - Bergblog", "de", "Morgenlicht am Seealpsee", "Tom Berg", "2026-10-10",
                      "BlogPosting")
            + '<body><header class="site-header"><a href="/">Bergblog</a></header><div id="primary"><div class="post">'
              '<h1 class="title">Morgenlicht am Seealpsee</h1><div class="text">' + "".join(f"<p>{t}</p>" for t in _PHOTO)
            + f'</div></div><div id="comments" class="comments-area"><h2 class="comments-title">3 Kommentare</h2><ol '
              f'class="comment-list">{comments}</ol></div></div><footer class="site-footer"><p>© 2026 Bergblog</p>'
              '</footer></body></html>')
    found = _paragraphs(processed(html, "https://www.bergblog.example.de/2026/10/morgenlicht-am-seealpsee/").body)
    assert found == ["Morgenlicht am Seealpsee", *_PHOTO]


@pytest.mark.parametrize("sentence", [
    "Var informationen till hjälp för kommunens planering? Enligt kommunstyrelsen har den redan lett till tre nya beslut.",
    "Was deze informatie nuttig voor de raad? Volgens de wethouder wel, want het voorstel werd met ruime meerderheid "
    "aangenomen.",
    "No hay valoraciones aún del nuevo servicio, porque el ayuntamiento lo pondrá en marcha la próxima semana en tres "
    "barrios.",
])
def test_a_sentence_opening_as_a_feedback_or_review_prompt_stays(sentence: str) -> None:
    """(xfrit36's Nordic and Dutch feedback prompts, WooCommerce's es/pt/nl review prompts) The prompts match a
    whole block only: an article's paragraph that opens with their words and goes on is the article's."""
    lang = {"V": "sv", "W": "nl", "N": "es"}[sentence[0]]
    texts = list(STORY_TEXTS["en"])
    html = _article(lang, "Council approves the budget", [texts[0], sentence, texts[1]])
    found = _paragraphs(processed(html, "https://www.example.org/news/2026/11/25/budget").body)
    assert sentence in found


# --- pagetype: an AMP page without metadata (xleft36's ``amp_page``) --------------------------------------------------

_AMP_SHOPS = {
    "de": ("Bio-Olivenöl Kreta 500 ml", "12,90 €", "In den Warenkorb",
           "https://www.feinkost-weber.example.de/amp/bio-olivenoel-kreta-500ml",
           ["Unser Bio-Olivenöl stammt aus kleinen Familienbetrieben auf Kreta und wird innerhalb von vier Stunden nach "
            "der Ernte kalt gepresst.",
            "Das Öl hat ein fruchtiges Aroma mit einer leicht pfeffrigen Note und passt zu Salaten, Gemüse und frischem "
            "Brot.",
            "Bitte kühl und dunkel lagern. Nach dem Öffnen innerhalb von drei Monaten verbrauchen, damit das Aroma "
            "erhalten bleibt."]),
    "en": ("Merino Crew Sweater", "£89.00", "Add to basket", "https://www.northwool.example.co.uk/amp/merino-crew-sweater",
           ["Knitted in Scotland from fine merino wool, this crew neck sweater is soft enough to wear next to the skin "
            "all day long.",
            "The ribbed cuffs and hem keep their shape after washing, and the yarn is certified mulesing-free by our "
            "farmers' cooperative.",
            "Hand wash cold or use the wool cycle of your machine, then dry flat away from direct heat and sunlight."]),
}


@pytest.mark.parametrize("lang", sorted(_AMP_SHOPS))
def test_an_amp_product_page_without_metadata_is_no_article(lang: str) -> None:
    """A shop's AMP product page without og:type or JSON-LD: its name over its price and its description's
    paragraphs in a row, which made it an article as an AMP news copy is; the price makes it a product's (other),
    its description kept whole."""
    name, price, button, url, texts = _AMP_SHOPS[lang]
    html = (f'<!doctype html><html amp lang="{lang}"><head><meta charset="utf-8"><title>{name}</title><script async '
            f'src="https://cdn.ampproject.org/v0.js"></script></head><body><header><a href="/">Shop</a></header><main>'
            f'<div class="product"><h1>{name}</h1><div class="price">{price}</div><button>{button}</button><div '
            f'class="description">' + "".join(f"<p>{t}</p>" for t in texts) + '</div></div></main><footer><a '
            'href="/imprint">Imprint</a></footer></body></html>')
    doc = processed(html, url)
    assert doc.attrs["type"] == "other"
    assert [t for t in texts if t not in _paragraphs(doc.body)] == []


# --- furniture: a thread's posts named as comments on a page claiming to be an article (xopen36's ``_thread_posts``) --

_GUEST_BOX = ('<div class="ipsBox ipsPadding cTopicPostArea"><div class="ipsComposeArea ipsComposeArea_withPhoto"><h2 '
              'class="ipsType_sectionHead">Join the conversation</h2><p>You can post now and register later. If you have '
              'an account, <a href="/login/">sign in now</a> to post with your account.</p><p>Note: Your post will '
              'require moderator approval before it will be visible.</p></div></div>')


@pytest.mark.parametrize("lang", list(OPEN36_POSTS))
def test_an_invision_thread_with_its_guest_box_keeps_its_posts(lang: str) -> None:
    """open36's Invision thread (og:type "article", each post an ``ipsComment``) as a crawler sees it, a guest: the
    guest box under the thread holds two paragraphs of prose of its own, outside the posts, which made the page an
    article again, its posts dropped as comments and the member panels kept.  Only prose before the posts counts."""
    html = open36_invision(lang, "article").replace("</div></main>", "</div>" + _GUEST_BOX + "</main>")
    kept = _paragraphs(processed(html, f"https://board.example.com/topic/laptop-invision-{lang}/").body)
    assert [t for t in OPEN36_POSTS[lang] if t not in kept] == []
    assert [p for p in kept if p in OPEN36_USERS or "posts" in p or "member" in p.lower()] == []
