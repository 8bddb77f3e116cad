"""Regression tests for article text the extractor lost on varied pages (session 18's recall pass): one
small hand-written page per failure class, after the markup of real CMSs, with a page of the same shape
whose boilerplate must still go."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


ARTICLE = '<meta property="og:type" content="article">'


def _joined(html: str, url: str) -> str:
    return "\n".join(_texts(html, url))


# --- a card that opens on hovering a name inside a paragraph ---------------------------------------------

NEWS = [
    "Patrick Carlineo, 55, could face up to ten years in prison and a fine after pleading guilty to the charge, "
    "the prosecutors said in a statement released on Monday afternoon.",
    "The prosecutor said in the release that the case shows that free speech does not include threats of "
    "violence against anyone, whether they are members of congress or not.",
    "His lawyer told reporters that her client did not intend to harm anyone and that he regrets the words he "
    "used during the phone call to the office in March of this year.",
    "The office referred the call to the capitol police, who worked with the federal investigators on the case "
    "and found several weapons in the house when they arrested him in April.",
]


def _card(name: str, slug: str) -> str:
    """The Hill's people rollover (Drupal): the name's link, then a hidden card with a photo, the name again
    and the person's latest stories."""
    stories = "".join(f'<a class="people-articles" href="/policy/{slug}-{k}">Latest story number {k} about {name} '
                      f'and the budget fight in the house of representatives this week</a> ' for k in range(3))
    return (f'<span class="rollover-people"><a class="rollover-people-link" href="/people/{slug}">{name}</a>'
            f'<span class="rollover-people-block"><span class="rollover-block"><span>'
            f'<img src="/files/{slug}.jpg" width="100" height="100" alt=""><a class="name" href="/people/{slug}">'
            f'{name}</a>{stories}<a class="more" href="/people/{slug}">MORE</a></span></span></span></span>')


def test_a_paragraph_with_a_hover_card_on_a_name_is_kept_without_the_card():
    """A news story's first paragraph names a politician; the name is a link with a card that shows on
    hovering (photo, name, the person's three latest stories), written inside the ``<p>``.  The card's
    links made the paragraph a link list for the classifier and the story lost its lead; the paragraph is
    kept, the card's headlines are not."""
    lead = (f'<p><span>A New York man pleaded guilty to charges he threatened to kill Rep. {_card("Ilhan Omar", "ilhan-omar")}'
            ' (D-Minn.), the attorney’s office for the western district of New York announced on Monday.</span></p>')
    body = ('<article><h1>New York man pleads guilty to threatening to kill Omar</h1><div class="field-item">'
            + lead + "".join(f"<p>{t}</p>" for t in NEWS) + "</div></article>")
    text = _joined(page(body, "New York man pleads guilty"), "https://thehill.com/homenews/news/471031-new-york-man-pleads")
    assert "A New York man pleaded guilty to charges he threatened to kill Rep. Ilhan Omar (D-Minn.)" in text
    assert "Latest story number" not in text and "MORE" not in text


def test_a_glossary_tooltip_in_a_sentence_and_a_card_outside_paragraphs_stay_as_they_were():
    """What is not a hover card inside a paragraph is judged as before: a word's tooltip holding its
    definition (no picture, no links) stays in the sentence, and a box of linked stories named like a
    popup outside the paragraphs is no text."""
    sentence = ('<p>The court found that the <span class="tooltip">plaintiff<span class="tooltip-text">the party '
                'that brings a case</span></span> had waited too long before filing the claim with the court.</p>')
    box = ('<div class="popup-stories">' + "".join(f'<p><a href="/s/{k}">Another story number {k} about the court '
                                                      'and the long claims of the plaintiffs</a></p>' for k in range(3))
           + "</div>")
    body = "<article><h1>Court rules on the claim</h1>" + sentence + "".join(f"<p>{t}</p>" for t in NEWS) + box + "</article>"
    text = _joined(page(body, "Court rules"), "https://www.example.com/news/2024/05/02/court-rules-on-the-claim")
    assert "The court found that the plaintiff" in text and "the party that brings a case" in text
    assert "Another story number" not in text


# --- an article cut into several boxes: the shorter paragraphs of a box outside the container -------------

STORY = [
    "The first week of the new tournament began on Monday with the opening day of the new format taking place "
    "in a hall that holds twelve thousand people, and the reactions of the players were mixed at best.",
    "Is it fair to say that the event was neither as bad as the sceptics thought it would be, nor as good as the "
    "organisers hoped it would be? Was it a mistake to play the matches so late into the night, or only bad luck?",
    "Much of the focus on the first day was about the feel and the staging of the event, rather than the matches "
    "themselves, but there is also a long discussion about the injured players and the team captains' choices.",
]
SHORTER = ("The podcast is produced weekly throughout the year, and daily during the big tournaments, the finals "
           "and the cup weeks.")


def test_the_shorter_paragraph_of_a_second_body_box_beside_its_good_paragraph_is_kept():
    """The Telegraph cuts an article into body components (around an advert or a player), each marked as
    the body; the container is the first, and of the second only its long paragraphs were kept: a shorter
    paragraph beside them, good in context, was lost.  It is the same text and goes with them."""
    body = ('<main><h1>Tennis podcast: the finals begin and feelings are mixed</h1><article itemprop="articleBody">'
            f'<div class="article-body-text component"><div class="component-content"><p>{STORY[0]}</p><p>{STORY[1]}</p>'
            '</div></div><div class="ad-slot"><div class="advert"></div></div>'
            f'<div class="article-body-text component"><div class="component-content"><div><p>{STORY[2]}</p><p>{SHORTER}</p>'
            '<h4>How to listen</h4><p>Listen: <a href="http://po.st/a">http://po.st/TP_615</a> Download: '
            '<a href="http://po.st/b">http://po.st/TP_615Download</a> iTunes: <a href="http://po.st/c">'
            'http://po.st/TP_615Apple</a></p></div></div></div></article></main>')
    text = _joined(page(body, "Tennis podcast", ARTICLE), "https://www.example.co.uk/tennis/2019/11/19/tennis-podcast-finals/")
    assert STORY[2] in text and SHORTER in text
    assert "po.st" not in text


def test_the_paragraphs_of_a_teaser_card_beside_the_article_still_go():
    """Outside the container, the paragraphs of a teaser card (a linked headline over a description and a
    shorter line) are not the article's, however good the description reads on its own."""
    teaser = ('<div class="more"><div class="card"><h3><a href="/other-story">The other story of the week in '
              'the tournament</a></h3><p>' + STORY[1].replace("event", "other event") + '</p><p>' + SHORTER.replace(
                  "podcast", "other podcast") + '</p></div></div>')
    body = ('<main><article><h1>Tennis podcast: the finals begin and feelings are mixed</h1>'
            + "".join(f"<p>{t}</p>" for t in (STORY[0], STORY[2], SHORTER)) + "</article>" + teaser + "</main>")
    text = _joined(page(body, "Tennis podcast", ARTICLE), "https://www.example.co.uk/tennis/2019/11/19/tennis-podcast-finals/")
    assert STORY[0] in text and "other event" not in text and "other podcast" not in text


# --- an event's or an office's facts written as a definition list beside the description ---------------

EVENT_TEXT = ("Auch in diesem Jahr wollen wir Sie in eine andere Zeit entführen, in die Zeit unserer Großväter und "
              "Urgroßväter. Damals war nicht alles besser, aber vieles war anders, und davon erzählen die Händler, "
              "Handwerker und Musiker auf unserem Markt an der alten Wehrkirche den ganzen Tag lang.")


def _event(meta: str) -> str:
    """The Events Calendar (WordPress) as a German club's site has it: the title, "back to the events", the
    details as ``<dl>`` groups (the venue's address in ``<div>``s inside its ``<dd>``), then the description."""
    return ('<div id="tribe-events-content"><p class="tribe-events-back"><a href="/veranstaltungen/">« Zurück zu den '
            'Veranstaltungen</a></p><h2 class="tribe-events-single-event-title">Historischer Markt</h2>'
            '<div class="tribe-events-notices">Diese Veranstaltung ist bereits vorbei.</div>'
            f'<div class="tribe-events-event-meta">{meta}</div>'
            f'<div class="tribe-events-single-event-description tribe-events-content entry-content"><p>{EVENT_TEXT}</p></div></div>')


def test_an_events_details_written_as_definition_lists_are_kept():
    """An event's page (not an article): its date, time and venue are ``<dt>``/``<dd>`` pairs in a box
    beside the description, short lines all, and only the description was kept: the reader lost when and
    where.  Link-free definition lists of three or more terms found nowhere else on the page are facts;
    a term whose value is a link (the category) goes with it."""
    meta = ('<dl><dt>Beginn:</dt><dd><abbr>13. Mai 2012 11:00</abbr></dd><dt>Ende:</dt><dd>13. Mai 2012 18:00</dd>'
            '<dt>Kategorie:</dt><dd><a href="/kategorie/markt/">Markt</a></dd></dl>'
            '<dl><dt>Ort:</dt><dd>Wehrkirche Horka</dd><dt>Anschrift:</dt><dd class="location">'
            '<div class="tribe-street-address">Görlitzer Str. 45, 02923 Horka</div></dd></dl>')
    text = _joined(page(_event(meta), "Historischer Markt"), "http://www.wehranlage-horka.de/veranstaltung/887/")
    assert EVENT_TEXT in text
    for fact in ("Beginn:", "13. Mai 2012 11:00", "13. Mai 2012 18:00", "Wehrkirche Horka", "Görlitzer Str. 45, 02923 Horka"):
        assert fact in text
    assert "Kategorie:" not in text


def test_definition_lists_whose_terms_recur_or_that_are_links_are_not_taken_as_facts():
    """Beside the event, the cards of other events with their own "Datum:", "Ort:", "Preis:" lists (terms
    that recur: labels of teasers) and a menu written as a definition list of links stay out of the text."""
    cards = "".join(f'<div class="tribe-related-event"><dl><dt>Datum:</dt><dd>{d}. Juni 2012</dd><dt>Ort:</dt>'
                    f'<dd>Kirche {d}</dd><dt>Preis:</dt><dd>{d} Euro</dd></dl></div>' for d in (3, 17))
    menu = '<dl class="links">' + "".join(f'<dt><a href="/{w}/">{w}</a></dt><dd><a href="/{w}/x">mehr</a></dd>'
                                          for w in ("Start", "Termine", "Archiv", "Kontakt")) + "</dl>"
    text = _joined(page(menu + _event("") + cards, "Historischer Markt"), "http://www.wehranlage-horka.de/veranstaltung/887/")
    assert EVENT_TEXT in text
    assert "Datum:" not in text and "Juni 2012" not in text and "Termine" not in text


BIO = ("Jane Doe has covered tennis for the paper since the late nineties, from the grass of the summer "
       "tournaments to the clay courts of the spring, and she hosts the weekly podcast with two colleagues who "
       "were both players on the tour before they turned to writing about the game for a living.")


def test_the_shorter_lines_of_an_authors_bio_or_a_comment_after_the_article_still_go():
    """After the article, a box with a good paragraph (an author's bio, a reader's comment marked as a
    post's content of its own) does not bring its shorter lines along."""
    after = (f'<div class="author"><div><p>{BIO}</p><p>In her free time, she enjoys travelling with her husband, being a '
             'foodie, playing with her dogs, ballroom dancing, karaoke and keeping up with her fitness.</p></div></div>'
             f'<article class="reply"><div class="post-content"><p>{BIO.replace("Jane Doe", "My aunt")}</p><p>Oh and I '
             'have to have all the matching tennis clothing from the big brands before the finals... I need to go '
             'shopping.</p></div></article>')
    body = ('<main><article><h1>Tennis podcast: the finals begin and feelings are mixed</h1><div class="post-content">'
            + "".join(f"<p>{t}</p>" for t in STORY + NEWS) + "</div></article>" + after + "</main>")
    text = _joined(page(body, "Tennis podcast", ARTICLE), "https://www.example.co.uk/tennis/2019/11/19/tennis-podcast-finals/")
    assert STORY[2] in text
    assert "In her free time" not in text and "I need to go shopping" not in text


# --- a list of short items between the kept text: a recipe's ingredients ---------------------------------

CAKE_INTRO = ("Dieser Rührkuchen gelingt auch Anfängern, denn er braucht nur wenige Zutaten, die man meistens ohnehin "
              "im Haus hat. Wir backen ihn seit Jahren für Geburtstage und für den Sonntagskaffee mit der Familie.")
CAKE_STEPS = ["Den Backofen auf 180 Grad Ober- und Unterhitze vorheizen und die Form einfetten.",
              "Butter und Zucker schaumig rühren, dann die Eier einzeln unterrühren.",
              "Das Mehl mit dem Backpulver mischen, unterheben und den Kuchen 45 Minuten backen."]
INGREDIENTS = ["250 g Mehl", "200 g Zucker", "200 g Butter", "4 Eier", "1 Pck. Backpulver"]


def _recipe(after_steps: str = "") -> str:
    """WP Recipe Maker's card inside the post: the ingredients' amounts, units and names in spans."""
    items = "".join(f'<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">{a}</span> '
                    f'<span class="wprm-recipe-ingredient-name">{n}</span></li>'
                    for a, n in (i.split(" ", 1) for i in INGREDIENTS))
    steps = "".join(f'<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">{s}</div></li>'
                    for s in CAKE_STEPS)
    return (f'<article><h1>Einfacher Rührkuchen</h1><div class="entry-content"><p>{CAKE_INTRO}</p>'
            '<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Rührkuchen</h2>'
            f'<div class="wprm-recipe-ingredients-container"><h3>Zutaten</h3><ul class="wprm-recipe-ingredients">{items}</ul>'
            '</div><div class="wprm-recipe-instructions-container"><h3>Zubereitung</h3>'
            f'<ul class="wprm-recipe-instructions">{steps}</ul></div></div></div>{after_steps}</div></article>')


def test_a_recipes_ingredients_between_its_introduction_and_its_steps_are_kept():
    """Every ingredient is a line too short to be kept on its own ("4 Eier"), and none was kept: the
    recipe lost its ingredients and their heading.  A list of three or more short link-free items with the
    text kept on both sides of it (headings aside) is part of the text."""
    text = _texts(page(_recipe(), "Einfacher Rührkuchen", ARTICLE), "https://www.backblog.de/einfacher-ruehrkuchen/")
    assert CAKE_STEPS[0] in text and CAKE_INTRO in text
    assert all(i in text for i in INGREDIENTS)
    assert "Zutaten" in text and "Zubereitung" in text


def test_a_list_of_short_words_after_the_text_or_of_interface_words_is_not_taken():
    """A list of short items after the last kept text (the post's keywords) and a row of interface words
    between the text ("Drucken", "Teilen", "Merken") stay out."""
    tags = '<ul class="schlagworte"><li>Kuchen</li><li>Backen</li><li>Sonntag</li><li>Familie</li></ul>'
    tools = '<ul class="tools"><li>Drucken</li><li>Teilen</li><li>Merken</li></ul>'
    body = _recipe(tools + f"<p>{CAKE_INTRO.replace('Rührkuchen', 'Marmorkuchen')}</p>" + tags)
    text = _texts(page(body, "Einfacher Rührkuchen", ARTICLE), "https://www.backblog.de/einfacher-ruehrkuchen/")
    assert all(i in text for i in INGREDIENTS)
    assert "Drucken" not in text and "Teilen" not in text and "Kuchen" not in text and "Sonntag" not in text


# --- a German shop's price with the footnote mark of its "incl. VAT" line --------------------------------

MILL = ("Die Kaffeemühle mit Kegelmahlwerk aus Keramik mahlt die Bohnen gleichmäßig und leise. Der Mahlgrad lässt "
        "sich in fünfzehn Stufen einstellen, vom feinen Espresso bis zum groben Pulver für die French Press.")


def _shopware(cross: str = "") -> str:
    """Shopware 6's product page: the buy box (name, price, tax line, delivery, number), then the tabs."""
    return ('<main class="content-main"><div class="product-detail"><div class="product-detail-buy">'
            '<h1 class="product-detail-name">Kaffeemühle Classic</h1><p class="product-detail-price">49,90 €*</p>'
            '<p class="product-detail-tax-container">Preise inkl. MwSt. zzgl. Versandkosten</p>'
            '<div class="product-detail-delivery-information">Sofort verfügbar, Lieferzeit 1-3 Werktage</div></div>'
            '<div class="product-detail-tabs"><div class="tab-content"><div class="tab-pane active" id="description-tab-pane">'
            '<h2 class="product-detail-description-title">Produktinformationen "Kaffeemühle Classic"</h2>'
            f'<div class="product-detail-description-text">{MILL}</div></div></div></div></div>{cross}</main>')


def test_a_price_with_the_footnote_mark_of_the_tax_line_is_kept():
    """German shops (Shopware, Gambio, JTL) write "49,90 €*", the asterisk pointing to "Preise inkl. MwSt.":
    the price alone in its block was not read as one and the product page lost it."""
    text = _texts(page(_shopware(), "Kaffeemühle Classic"), "https://www.kaffeeshop.de/Kaffeemuehle-Classic/SW10001")
    assert "Kaffeemühle Classic" in text and MILL in text
    assert "49,90 €*" in text


def test_the_prices_of_other_products_beside_the_product_still_go():
    """The cross-selling slider under the product (linked names, "19,90 €*") is not the product's text."""
    cross = ('<div class="product-cross-selling"><h2>Passende Artikel</h2>' + "".join(
        f'<div class="card product-box"><a class="product-name" href="/p{k}">Kaffeebohnen Sorte {k}</a>'
        f'<p class="product-price">{k}9,90 €*</p></div>' for k in (1, 2, 3)) + "</div>")
    text = _texts(page(_shopware(cross), "Kaffeemühle Classic"), "https://www.kaffeeshop.de/Kaffeemuehle-Classic/SW10001")
    assert "49,90 €*" in text and MILL in text
    assert not any("19,90" in t or "Kaffeebohnen" in t for t in text)


# --- a forum thread's short replies, whose labels repeat those of the first posts ------------------------

REPLIES = ["Hallo zusammen, ich habe seit gestern das Problem, dass mein Rechner beim Start hängen bleibt und nur "
           "noch ein schwarzer Bildschirm zu sehen ist, auch nach mehreren Versuchen.",
           "Hast du schon versucht, im abgesicherten Modus zu starten? Bei mir lag es damals am Grafiktreiber.",
           "Danke, das war es! Nach dem Update läuft alles wieder.",
           "Super, dann kann das Thema geschlossen werden."]


def _phpbb(posts: list[str]) -> str:
    """phpBB's prosilver: each post a ``div.post`` with the member's profile (name, rank, "Beiträge:",
    "Registriert:") and its body ("Re: title", "Beitrag von … »", the content, a signature)."""
    out = []
    for i, t in enumerate(posts):
        signature = f'<div id="sig{i}" class="signature">Gruß, user{i}</div>' if i % 2 == 0 else ""
        out.append(f'<div id="p{i}" class="post has-profile"><div class="inner"><dl class="postprofile"><dt>'
                   f'<a href="/memberlist.php?u={i}" class="username">user{i}</a></dt><dd class="profile-rank">Mitglied</dd>'
                   f'<dd class="profile-posts"><strong>Beiträge:</strong> <a href="/search.php?author_id={i}">{10 + i}</a></dd>'
                   '<dd class="profile-joined"><strong>Registriert:</strong> Mo 3. Jan 2011</dd></dl><div class="postbody">'
                   f'<div id="post_content{i}"><h3><a href="#p{i}">Re: Rechner hängt beim Start</a></h3><p class="author">'
                   f'<a href="./viewtopic.php?p={i}#p{i}">Beitrag</a> von <strong><a href="/memberlist.php?u={i}">user{i}</a>'
                   f'</strong> » Di 4. Jan 2011, 10:0{i}</p><div class="content">{t}</div>{signature}</div></div></div></div>')
    return ('<div id="wrap"><h2 class="topic-title"><a href="./viewtopic.php?t=5">Rechner hängt beim Start</a></h2>'
            + "".join(out) + "</div>")


def test_the_short_replies_of_a_forum_thread_are_kept_though_their_labels_repeat():
    """A thread's later posts are built like the first ones, but each repeats the member's rank, the
    registration line and the thread's "Re: …" title: they were taken for a copy of the posts (for
    another screen size) and the short replies, too short to be good text, were lost.  A sibling repeats
    the text when half of it or more was seen, not when its labels were."""
    text = _texts(page(_phpbb(REPLIES), "Rechner hängt beim Start"), "https://www.computerforum.de/viewtopic.php?t=5")
    assert all(t in text for t in REPLIES)



def test_a_forum_members_panel_written_as_a_definition_list_is_not_taken_as_facts():
    """A thread of one post shows its member's panel once (XenForo: "Joined", "Messages", "Reaction
    score" as ``<dl>`` pairs), so its terms do not recur; they are still no facts of the page."""
    panel = ('<div class="message-userExtras"><dl class="pairs"><dt>Joined</dt><dd>Nov 4, 2011</dd></dl>'
             '<dl class="pairs"><dt>Messages</dt><dd>65,334</dd></dl><dl class="pairs"><dt>Reaction score</dt>'
             '<dd>-55</dd></dl></div>')
    body = (f'<div class="p-body"><h1 class="p-title">Best hosts for a small server</h1><article class="message">'
            f'<div class="message-cell--user">{panel}</div><div class="message-cell--main"><div class="bbWrapper">'
            + "".join(f"<p>{t}</p>" for t in NEWS) + "</div></div></article></div>")
    text = _texts(page(body, "Best hosts"), "https://forums.example.com/threads/best-hosts-for-a-small-server.691400/")
    assert NEWS[0] in text
    assert "Joined" not in text and "65,334" not in text
