"""News and blog articles, session 24: furniture around the text that survived, and text that was lost.

Pages written after the markup of news CMSs and blog engines (Deník's cards, interviews, French op-eds'
publication line, ...), each class with guards of the same shape that must stay as they are."""

from __future__ import annotations

import pytest
from vert_support import page

from corpustools.vert.choose import extract_page


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, {"languages": ()}).blocks]


# --- Deník's cards of other articles after the text, under a heading in an element of its own ----------------

DENIK_URL = "https://www.denik.cz/z_domova/kraj-opravi-most-pres-sazavu-20240312.html"
DENIK_TEXT = (
    "Havlíčkův Brod – Most přes Sázavu v centru města, po kterém denně projede deset tisíc aut, čeká od jara "
    "rozsáhlá oprava. Potrvá rok a půl.",
    "Kraj Vysočina vybral dodavatele opravy mostu, která vyjde na osmdesát milionů korun. Stavbaři vymění nosné "
    "konstrukce i zábradlí a most rozšíří o chodník pro pěší a cyklisty.",
    "Doprava se během opravy převede na provizorní lávku, kterou postaví vedle mostu. Řidiči se tak podle hejtmana "
    "vyhnou dlouhým objížďkám přes okolní obce, které by jinak byly nevyhnutelné.",
    "Most pochází z roku 1962 a podle posledních prohlídek je ve špatném stavu. Nosníky jsou popraskané a voda "
    "zatéká do konstrukce, proto kraj už loni snížil povolenou hmotnost vozidel.",
)
DENIK_CARDS = (
    ("z_domova/nemocnice-otevre-nove-oddeleni-20240311", "Nemocnice otevře nové oddělení. Pacienti se dočkají dřív",
     "Jihlavská nemocnice otevře v dubnu nové oddělení následné péče. Pacienti, kteří dosud čekali na lůžko i "
     "několik týdnů, se podle ředitele dočkají výrazně dřív. Nemocnice kvůli tomu přijme dvacet nových sester "
     "a přestaví celé jedno patro starého pavilonu."),
    ("ekonomika/ceny-potravin-klesaji-20240311", "Ceny potravin poprvé po dvou letech klesají",
     "Potraviny v obchodech v únoru meziročně zlevnily, poprvé od začátku energetické krize. Nejvíc klesly ceny "
     "másla, mléka a vajec, ukazují data statistického úřadu. Ekonomové ale varují, že pokles nemusí vydržet "
     "dlouho, protože zdražuje doprava."),
    ("krimi/zlodej-kabelu-20240310", "Zloděj kabelů ochromil vlaky na Vysočině",
     "Neznámý pachatel v noci ukradl kabely zabezpečovacího zařízení u Přibyslavi. Vlaky mezi Havlíčkovým Brodem "
     "a Žďárem nad Sázavou proto ráno nabíraly zpoždění až čtyřicet minut. Policie hledá svědky, kteří v noci "
     "viděli u trati auto."),
    ("z_domova/skoly-zapisy-20240310", "Zápisy do prvních tříd začínají. Co musí rodiče vědět",
     "Zápisy do prvních tříd základních škol začínají v dubnu. Rodiče musí dítě přihlásit ve spádové škole, "
     "jinak mu místo nemusí zbýt. Ředitelé radí přinést rodný list a občanský průkaz, přihlášku lze často "
     "vyplnit předem na internetu."),
    ("sport/hokej-jihlava-postup-20240310", "Jihlavští hokejisté postoupili do semifinále",
     "Hokejisté Dukly Jihlava porazili ve čtvrtém zápase čtvrtfinále Vsetín 4:2 a postoupili do semifinále "
     "první ligy. O výhře rozhodl dvěma góly útočník Kučera, který se vrátil po zranění. V semifinále Jihlava "
     "narazí na Zlín, první zápas se hraje v pátek."),
    ("kultura/festival-dokumentu-20240309", "Festival dokumentů přiláká rekordní počet diváků",
     "Mezinárodní festival dokumentárních filmů letos prodal přes čtyřicet tisíc vstupenek, nejvíc ve své "
     "historii. Pořadatelé proto přidali projekce v kině Dukla i v sále městské knihovny. Vítězný snímek "
     "festivalu uvede v dubnu také Česká televize."),
)


def _denik(hidden: bool = True, heading: str = "DOPORUČENÉ ČLÁNKY") -> str:
    cards = []
    for n, (slug, title, excerpt) in enumerate(DENIK_CARDS):
        perex = f'<div class="perex hidden">{excerpt}</div>' if hidden and n < 2 else f"<p>{excerpt}</p>"
        cards.append(f'<div class="dv4-clanek-m"><a href="/{slug}.html"><img src="https://g.denik.cz/{n}.jpg" '
                     f'alt="Foto"></a><div class="text"><a class="icon" href="/diskuse/{n}.html">{n + 3}</a>'
                     f'<h2><a href="/{slug}.html" title="číst článek: {title}">{title}</a></h2>{perex}</div></div>')
    body = (
        '<header><a href="/">Deník.cz</a><nav><a href="/z_domova/">Z domova</a></nav></header>'
        '<div class="dv4-row"><div class="dv4-left630"><div class="dv4-clanek-content article-content">'
        f'<h1>Kraj opraví most přes Sázavu za 80 milionů</h1><p class="perex">{DENIK_TEXT[0]}</p>'
        '<div class="dv4-clanek-datum-box"><span class="datum">12. 3. 2024</span></div>'
        '<div class="dv4-clanek-text">' + "".join(f"<p>{t}</p>" for t in DENIK_TEXT[1:]) + '</div>'
        '<p class="dv4-clanek-autor">Autor: Jan Novák</p></div>'
        f'<div class="dv4-clanek-silver-box"><h2 class="nadpis">{heading}</h2><div data-widget="w"></div></div>'
        '<div class="dv4-row">' + "".join(cards) + '</div></div></div><footer><p>© Deník</p></footer>')
    return page(body, "Kraj opraví most přes Sázavu za 80 milionů | Deník.cz",
                '<meta property="og:type" content="article">')


@pytest.mark.parametrize("hidden", [True, False])
def test_cards_after_the_text_under_a_teaser_heading_of_their_own_element_go(hidden):
    """Deník's "Doporučené články": the heading alone in its box, the cards (a picture, a linked title, the
    excerpt, hidden or not) in the elements after it; the excerpts were kept as paragraphs."""
    texts = _texts(_denik(hidden), DENIK_URL)
    assert all(t in texts for t in DENIK_TEXT)
    assert not any(excerpt in texts for _, _, excerpt in DENIK_CARDS)


def test_cards_after_the_text_guard_a_list_of_links_then_the_text_going_on():
    """A teaser heading alone in its element, then the article's own element: two links each alone in a
    line, the text going on in paragraphs of the same element (no card: the paragraphs share the links'
    element), stays."""
    links = "".join(f'<p><a href="/{slug}.html">{title}</a></p>' for slug, title, _ in DENIK_CARDS[:2])
    body = ('<article><h1>Kraj opraví most přes Sázavu za 80 milionů</h1><div class="lead">'
            f'<p>{DENIK_TEXT[0]}</p></div><div class="related"><h3>Související články</h3></div>'
            f'<div class="text">{links}' + "".join(f"<p>{t}</p>" for t in DENIK_TEXT[1:]) + '</div></article>')
    html = page(body, "Kraj opraví most přes Sázavu za 80 milionů", '<meta property="og:type" content="article">')
    texts = _texts(html, DENIK_URL)
    assert all(t in texts for t in DENIK_TEXT)


# --- a perex hidden by a framework's class: a copy goes, the only lead stays --------------------------------

def _lead_page(top: str, bottom: str = "") -> str:
    body = ('<div class="article-content"><h1>Kraj opraví most přes Sázavu za 80 milionů</h1>' + top
            + '<div class="text">' + "".join(f"<p>{t}</p>" for t in DENIK_TEXT[1:]) + '</div>' + bottom + '</div>')
    return page(body, "Kraj opraví most přes Sázavu za 80 milionů", '<meta property="og:type" content="article">')


LEAD = DENIK_TEXT[0]
HIDDEN_COPIES = {
    "hidden before": (f'<div class="perex hidden">{LEAD}</div><p class="perex">{LEAD}</p>', ""),
    "hidden after the text": (f'<p class="perex">{LEAD}</p>', f'<div class="perex hidden">{LEAD}</div>'),
    "for phones and desktops": (f'<p class="perex d-md-none">{LEAD}</p><p class="perex d-none d-md-block">{LEAD}</p>',
                                ""),
    "both hidden (Tailwind)": (f'<p class="perex hidden">{LEAD}</p><p class="perex hidden md:block">{LEAD}</p>', ""),
}


@pytest.mark.parametrize("top, bottom", HIDDEN_COPIES.values(), ids=HIDDEN_COPIES.keys())
def test_a_hidden_copy_of_the_lead_is_not_a_second_paragraph(top, bottom):
    texts = _texts(_lead_page(top, bottom), DENIK_URL)
    assert texts.count(LEAD) == 1 and all(t in texts for t in DENIK_TEXT)


@pytest.mark.parametrize("cls", ["perex hidden", "perex d-none", "perex hidden-xs", "perex is-hidden"])
def test_a_lead_hidden_by_a_class_alone_stays_once(cls):
    """The lead that a script shows (hidden by a class, nowhere else on the page) is the page's text."""
    texts = _texts(_lead_page(f'<div class="{cls}">{LEAD}</div>'), DENIK_URL)
    assert texts.count(LEAD) == 1


def test_a_paragraph_repeated_in_the_text_stays_twice():
    """A paragraph the text itself repeats, nothing hidden, is left as it is."""
    texts = _texts(_lead_page(f'<p>{LEAD}</p>', f'<p>{LEAD}</p>'), DENIK_URL)
    assert texts.count(LEAD) == 2


# --- "More from …" over the text's own section, and a line saying where the text appeared first -------------

EN_URL = "https://www.example.com/2026/03/12/interview-with-the-mayor/"
EN_P = ("The mayor said on Tuesday that the city would open the new tram line in the autumn, a year later than "
        "planned, because the contractor had run into old cellars under the main square.",
        "Residents of the old town have complained for months about the noise of the works at night, and the "
        "council promised to limit the loudest of them to the daytime from next week.")
QUESTION = "What did the council decide about the new tram line, and when will the works begin?"


def _en(extra: str) -> str:
    body = (f"<article><h1>Interview with the mayor</h1><div class='entry-content'><p>{EN_P[0]}</p>{extra}"
            f"<p>{EN_P[1]}</p></div></article>")
    return page(body, "Interview with the mayor", '<meta property="og:type" content="article">')


@pytest.mark.parametrize("heading", ["More from the interview", "More from our conversation with the mayor"])
def test_a_more_from_heading_over_the_texts_own_section_stays(heading):
    texts = _texts(_en(f"<h2>{heading}</h2><p>{QUESTION}</p>"), EN_URL)
    assert heading in texts and QUESTION in texts


@pytest.mark.parametrize("heading", ["More from Jane Smith", "More from this author", "More by the Editors"])
def test_a_more_from_kicker_over_links_goes(heading):
    links = ('<ul><li><a href="/2026/03/10/budget-vote/">The council votes on the budget</a></li>'
             '<li><a href="/2026/03/08/new-library/">A new library for the east side</a></li></ul>')
    texts = _texts(_en(f"<h3>{heading}</h3>{links}"), EN_URL)
    assert heading not in texts and all(p in texts for p in EN_P)


def test_more_by_a_name_over_prose_goes():
    """A writer's name after "More by": the kicker of the writer's other articles, whatever follows."""
    texts = _texts(_en(f"<h3>More by Jane Smith</h3><p>{QUESTION}</p>"), EN_URL)
    assert "More by Jane Smith" not in texts


FR_URL = "https://www.example.fr/2024/03/12/tribune-logement/"
FR_P = ("Le gouvernement a présenté mercredi un projet de loi sur le logement qui prévoit de construire cent mille "
        "logements sociaux d'ici à 2030, une promesse accueillie avec prudence par les associations.",
        "Les maires des grandes villes réclament depuis des mois des moyens supplémentaires pour rénover les "
        "logements anciens, dont beaucoup sont devenus des passoires thermiques.")


def _fr(extra: str) -> str:
    body = (f"<article><h1>Tribune : le logement</h1><div class='entry-content'><p>{FR_P[0]}</p><p>{FR_P[1]}</p>"
            f"{extra}</div></article>")
    return page(body, "Tribune : le logement", '<meta property="og:type" content="article">')


@pytest.mark.parametrize("line", ["Publié dans : Le Monde, 12 mars 2024", "Publié dans Le Monde, le 12 mars 2024",
                                  "Published in The Lancet, March 2024", "Erschienen in: Die Zeit, 12. März 2024"])
def test_a_line_saying_where_the_text_appeared_first_stays(line):
    texts = _texts(_fr(f"<p><em>{line}</em></p>"), FR_URL)
    assert line in texts


@pytest.mark.parametrize("line", ['Publié dans : <a href="/actualites/">Actualités</a>, <a href="/politique/">Politique</a>',
                                  "Publié dans : Actualités, Politique", "Publié le 12 mars 2024 à 10h15",
                                  "Published 4:00 am CST, November 20, 2019",
                                  'Publié dans <a href="/categorie/logement/">Logement</a> le 12 mars 2024'])
def test_a_posts_categories_and_stamps_still_go(line):
    texts = _texts(_fr(f"<p>{line}</p>"), FR_URL)
    assert texts[-2:] == list(FR_P)


# --- an article's fact box in an <aside> among the paragraphs ------------------------------------------------

DE_URL = "https://www.example.de/lokales/2026/11/30/turnhalle-wird-saniert/"
DE_P = ("Der Gemeinderat hat am Dienstagabend nach langer Debatte beschlossen, die Sanierung der alten Turnhalle im "
        "kommenden Frühjahr zu beginnen. Die Kosten werden auf rund 2,4 Millionen Euro geschätzt.",
        "Bis zum Ende der Bauarbeiten sollen die Vereine in die Halle der Realschule ausweichen. Der Bürgermeister "
        "zeigte sich zuversichtlich, dass der Zeitplan eingehalten werden kann.",
        "Die Opposition kritisierte vor allem die Finanzierung. Ein Teil des Geldes soll aus Rücklagen kommen, die "
        "eigentlich für den Ausbau der Kindergärten vorgesehen waren.")
FACT = "Die Turnhalle wurde 1968 gebaut und zuletzt 1994 saniert. Sie bietet Platz für 400 Zuschauer."


def _de(extra: str, wrapper: str = "article") -> str:
    body = (f"<header><nav><a href='/'>Start</a></nav></header><{wrapper}><h1>Turnhalle wird saniert</h1>"
            f"<div class='article-body'><p>{DE_P[0]}</p>{extra}<p>{DE_P[1]}</p><p>{DE_P[2]}</p></div></{wrapper}>"
            "<aside class='sidebar'><h3>Meistgelesen</h3><ul><li><a href='/a/'>Stadtfest abgesagt</a></li></ul></aside>")
    return page(body, "Turnhalle wird saniert", '<meta property="og:type" content="article">')


@pytest.mark.parametrize("cls", ["factbox", "infobox", "article__infobox", "fact-box", "info-box", "faktenbox",
                                 "infokasten", "encadre", "scheda"])
def test_a_fact_box_in_an_aside_among_the_paragraphs_stays(cls):
    texts = _texts(_de(f"<aside class='{cls}'><h4>Info</h4><p>{FACT}</p></aside>"), DE_URL)
    assert FACT in texts and all(p in texts for p in DE_P)


@pytest.mark.parametrize("aside", [
    f"<aside><p>{FACT}</p></aside>",  # not named as facts: a pull quote, a note, an advert's slot
    f"<aside class='newsletter-infobox'><p>{FACT}</p></aside>",  # named as furniture too
    "<aside class='infobox'><ul><li><a href='/a/'>Stadtfest abgesagt: Die Gründe</a></li>"
    "<li><a href='/b/'>Neue Kita in der Südstadt eröffnet</a></li></ul></aside>",  # links: a box of teasers
])
def test_other_asides_among_the_paragraphs_still_go(aside):
    texts = _texts(_de(aside), DE_URL)
    assert FACT not in texts and "Stadtfest abgesagt: Die Gründe" not in texts and all(p in texts for p in DE_P)


def test_a_fact_box_named_aside_outside_the_article_goes():
    """A sidebar's box named as facts outside the ``<article>``: the site's, not the text's."""
    body = ("<article><h1>Turnhalle wird saniert</h1><div class='article-body'>"
            + "".join(f"<p>{p}</p>" for p in DE_P) + f"</div></article><aside class='infobox'><p>{FACT}</p></aside>")
    texts = _texts(page(body, "Turnhalle wird saniert", '<meta property="og:type" content="article">'), DE_URL)
    assert FACT not in texts


# --- lines of news furniture between two paragraphs ------------------------------------------------------------

FURNITURE_LINES = [
    "<p>Fotostrecke ansehen</p>", "<p>Zur Fotostrecke</p>", "<p>Guarda la gallery</p>", "<p>Voir la galerie (12 photos)</p>",
    "<p>View this post on Instagram</p>", "<p>Diesen Beitrag auf Instagram ansehen</p>",
    "<p>Rubriklistenbild: © Peter Müller</p>", "<p>Riproduzione riservata © Copyright ANSA</p>",
    "<p>Cet article vous a été utile ? Sachez que vous pouvez suivre Ouest-France dans l’application Google Actualités.</p>",
    "<p>Unser Newsletter</p>",
    "<p>Jeden Morgen die wichtigsten Nachrichten aus Ihrer Stadt – kostenlos in Ihr Postfach.</p>",
    "<p>Wir benötigen Ihre Zustimmung, um den von unserer Redaktion eingebundenen Twitter Inhalt anzuzeigen.</p>",
    "<p>This content is not available due to your privacy preferences. Update your settings here to see it.</p>",
]


@pytest.mark.parametrize("line", FURNITURE_LINES)
def test_a_news_sites_line_between_paragraphs_goes(line):
    texts = _texts(_de(line), DE_URL)
    assert texts[1:] == list(DE_P)


TEXT_LINES = [
    "Die Fotostrecke der Polizei zeigt die Schäden an der Halle nach dem Sturm im vergangenen Herbst.",
    "Unser Newsletter-Team hat die Leser gefragt, was sie sich von der neuen Halle wünschen.",
    "Die Nachrichten landen jeden Morgen in ihrem Postfach, erzählt die Rentnerin, und sie liest sie alle.",
    "Riproduzione riservata: così il sindaco ha definito il piano, che nessuno aveva ancora visto.",
]


@pytest.mark.parametrize("line", TEXT_LINES)
def test_text_with_the_same_words_stays(line):
    texts = _texts(_de(f"<p>{line}</p>"), DE_URL)
    assert line in texts


# --- blog platforms' and news sites' buttons and appeals ------------------------------------------------------

def _blog(extra: str) -> str:
    body = (f"<article><h1>Interview with the mayor</h1><div class='body markup'><p>{EN_P[0]}</p>{extra}"
            f"<p>{EN_P[1]}</p></div></article>")
    return page(body, "Interview with the mayor", '<meta property="og:type" content="article">')


BLOG_FURNITURE = [
    "<p>Gift Article</p>", "<p>Comment on this story</p>", "<p>Skip Advertisement</p>", "<p>Supported by</p>",
    "<p>Read in app</p>", "<p>Ready for more?</p>", "<p>Restack</p>",
    "<div class='pw-responses'><h2>Responses (3)</h2></div>",
    "<div class='wp-block-group has-background'><p><strong>Did you find this story useful?</strong> Consider making a "
    "donation to support our reporting. Every contribution, however big or small, helps.</p></div>",
    "<p>Gefällt Ihnen unsere Arbeit? Dann unterstützen Sie unabhängigen Lokaljournalismus mit einer Spende.</p>",
    "<p>Vous avez aimé cet article ? Soutenez notre rédaction indépendante en faisant un don.</p>",
    "<p>Ti è piaciuto questo articolo? Sostieni il giornalismo locale con un abbonamento.</p>",
]


@pytest.mark.parametrize("line", BLOG_FURNITURE)
def test_a_platforms_button_or_appeal_between_paragraphs_goes(line):
    texts = _texts(_blog(line), EN_URL)
    assert texts[1:] == list(EN_P)


BLOG_TEXT = [
    "Did you find this story useful? Many readers told us they did, and the council has since changed its plans.",
    "Supported by a grant from the state, the club rebuilt its changing rooms last year.",
    "Like many towns in the region, ours has struggled to keep its sports halls open.",
]


@pytest.mark.parametrize("line", BLOG_TEXT)
def test_sentences_opening_with_a_buttons_words_stay(line):
    texts = _texts(_blog(f"<p>{line}</p>"), EN_URL)
    assert line in texts


def test_a_newsletter_box_whose_pitch_names_no_inbox_goes_by_its_consent_line():
    """Madsack's morning newsletter box: its heading, a pitch without the inbox's words, the form and the
    consent line under it; the pitch was kept as a paragraph."""
    box = ("<div class='box'><h3>Der Morgen-Newsletter</h3><p>Starten Sie mit den wichtigsten Nachrichten aus "
           "Hannover in den Tag.</p><input type=email><button>Abonnieren</button><p>Mit der Anmeldung stimmen Sie "
           "unseren Datenschutzbestimmungen zu.</p></div>")
    texts = _texts(_de(box), DE_URL)
    assert texts[1:] == list(DE_P)


def test_a_section_about_a_newsletter_without_a_form_stays():
    section = ("<section><h3>Der Newsletter als Geschäftsmodell</h3><p>Viele Lokalzeitungen setzen inzwischen auf "
               "tägliche Newsletter.</p><p>Mit der Anmeldung erhalten die Verlage wertvolle Daten ihrer Leser.</p></section>")
    texts = _texts(_de(section), DE_URL)
    assert "Viele Lokalzeitungen setzen inzwischen auf tägliche Newsletter." in texts


# --- an embedded post in a wrapper named "social" ----------------------------------------------------------------

TWEET = "Yes this is real and yes the council spent half a million on the new gym's roof"


@pytest.mark.parametrize("wrapper", ["social-media-embed", "embed embed--social", "social-embed"])
def test_an_embedded_tweet_in_a_wrapper_named_social_stays(wrapper):
    """nj.com's (Advance Local's) ``div.social-media-embed`` around the tweet's fallback blockquote: the text
    quotes the tweet ("a whole lot of people on Twitter pointed it out"), truths keep it."""
    tweet = (f"<div class='{wrapper}'><blockquote class='twitter-tweet'><p lang='en' dir='ltr'>{TWEET}</p>"
             "— Jane Doe (@janedoe) <a href='https://twitter.com/janedoe/status/1'>March 12, 2024</a></blockquote></div>")
    texts = _texts(_blog(tweet), EN_URL)
    assert TWEET in texts and all(p in texts for p in EN_P)


@pytest.mark.parametrize("box", [
    "<div class='social-share'><p>Share this article on social media</p><ul><li><a href='https://twitter.com/"
    "intent/tweet'>Twitter</a></li></ul></div>",
    "<div class='social'><p>Follow the Local Ledger on X, Facebook and Instagram for the latest news</p></div>",
])
def test_social_boxes_without_an_embedded_post_still_go(box):
    texts = _texts(_blog(box), EN_URL)
    assert texts[1:] == list(EN_P)


# --- paywall, advert and comment prompts, bylines of correspondents --------------------------------------------

NEWS_PROMPTS = [
    "<p>Passer la publicité</p>", "<p>Cet article est réservé aux abonnés. Il vous reste 80% à découvrir.</p>",
    "<p>Offre spéciale : 1 € le premier mois</p>", "<p>Vous souhaitez réagir ? Connectez-vous pour commenter</p>",
    "<p>Recevez gratuitement toute l'actualité de votre ville par e-mail</p>",
    "<p>Suivez toute l'actualité de Rennes avec notre newsletter</p>", "<p>Continua a leggere questo articolo</p>",
    "<p>Già abbonato? Accedi</p>", "<p>Lesen Sie jetzt mit F+</p>", "<p>Unsere Empfehlungen für Sie</p>",
    "<p>Erschienen am 12.03.2024</p>", "<p>Předplaťte si Deník N</p>", "<p>dal nostro inviato Mario Rossi</p>",
    "<p>Von unserem Korrespondenten Hans Meier</p>", "<p>De notre envoyée spéciale Marie Dupont</p>",
]


@pytest.mark.parametrize("line", NEWS_PROMPTS)
def test_a_news_sites_prompt_or_a_correspondents_byline_goes(line):
    texts = _texts(_de(line), DE_URL)
    assert texts[1:] == list(DE_P)


NEWS_TEXT = [
    "Dal nostro inviato in guerra si sente il rumore delle sirene ogni notte.",
    "Erschienen sind am Dienstag nur zwölf der dreißig Stadträte.",
    "Unsere Empfehlungen für die Sanierung hat der Rat ignoriert, sagt der Architekt.",
    "Offre spéciale pour les familles : la piscine est gratuite le dimanche matin jusqu'en juin.",
]


@pytest.mark.parametrize("line", NEWS_TEXT)
def test_sentences_opening_like_a_prompt_stay(line):
    texts = _texts(_de(f"<p>{line}</p>"), DE_URL)
    assert line in texts


# --- a picture gallery's article: its captions are its text ----------------------------------------------------

GALLERY_URL = "https://www.example.de/mainz/rosenmontagszug-mainz-die-schoensten-bilder-12345.html"
CAPTIONS = tuple(f"{what} ziehen durch die Mainzer Innenstadt, begleitet von tausenden Zuschauern, die trotz des "
                 f"Regens bis in den Abend am Straßenrand ausharren." for what in
                 ("Die Festwagen der Garden", "Die Schwellköpp", "Die Musikzüge", "Das Prinzenpaar und seine Pagen"))
INTRO = "Hunderttausende Narren haben am Rosenmontag in Mainz gefeiert. Wir zeigen die schönsten Bilder des Umzugs."


def _gallery(paragraphs: tuple[str, ...] = ()) -> str:
    figures = "".join(f"<figure class='gallery-item'><img src='{n}.jpg'><figcaption>{c} Foto: Peter Müller"
                      "</figcaption></figure>" for n, c in enumerate(CAPTIONS))
    body = (f"<article><h1>Rosenmontagszug in Mainz: Die schönsten Bilder</h1><p>{INTRO}</p>"
            + "".join(f"<p>{p}</p>" for p in paragraphs) + f"<div class='gallery'>{figures}</div></article>")
    return page(body, "Rosenmontagszug in Mainz: Die schönsten Bilder", '<meta property="og:type" content="article">')


def test_a_gallerys_captions_are_its_text_without_their_credits():
    texts = _texts(_gallery(), GALLERY_URL)
    assert texts[1:] == [INTRO, *CAPTIONS]


def test_captions_beside_an_articles_text_still_go():
    texts = _texts(_gallery(DE_P + DE_P[::-1]), GALLERY_URL)
    assert not any(c in t for c in CAPTIONS for t in texts) and INTRO in texts


# --- a teaser line glued to a paragraph by a single line break ------------------------------------------------

SENTENCE = "Der Bau hatte sich wegen Lieferengpässen um ein halbes Jahr verzögert, nun ist alles fertig."
INLINE_TEASERS = {
    "before, German": (f"<p><strong>Lesen Sie auch:</strong> <a href='/kita/'>Neue Kita eröffnet</a><br>{SENTENCE}</p>",
                       SENTENCE),
    "after, Czech": ("<p>Stavba se o půl roku zpozdila.<br><strong>Čtěte také:</strong> <a href='/x/'>Rozpočet "
                     "schválen</a></p>", "Stavba se o půl roku zpozdila."),
    "after, French": ("<p>Les travaux ont pris six mois de retard.<br>» À lire aussi : <a href='/x/'>Le budget adopté"
                      "</a></p>", "Les travaux ont pris six mois de retard."),
    "after, Italian": ("<p>I lavori hanno subito sei mesi di ritardo.<br><b>LEGGI ANCHE</b> <a href='/x/'>Il bilancio "
                       "approvato</a></p>", "I lavori hanno subito sei mesi di ritardo."),
    "after, English": ("<p>The works were delayed by half a year. <strong>Read more:</strong> <a href='/x/'>Council "
                       "approves budget</a></p>", "The works were delayed by half a year."),
}


@pytest.mark.parametrize("snippet, left", INLINE_TEASERS.values(), ids=INLINE_TEASERS.keys())
def test_a_teaser_line_glued_to_a_paragraph_goes_and_the_paragraph_stays(snippet, left):
    texts = _texts(_de(snippet), DE_URL)
    assert left in texts and all(p in texts for p in DE_P) and len(texts) == 5


INLINE_TEXT = [
    "<p>Lesen Sie auch, <a href='/rat/'>was der Rat</a> sonst noch beschlossen hat: Die Kita wird erweitert.</p>",
    "<p>Die Stadt hat einen Bericht vorgelegt. Mehr zum Thema <a href='/bericht/'>Sanierung</a> steht darin als "
    "erwartet, sagt der Architekt.</p>",
]


@pytest.mark.parametrize("snippet", INLINE_TEXT)
def test_a_paragraph_linking_with_a_teasers_words_stays_whole(snippet):
    from selectolax.lexbor import LexborHTMLParser
    whole = LexborHTMLParser(snippet).body.text().strip()
    texts = _texts(_de(snippet), DE_URL)
    assert whole in texts


# --- a consent wall's text rendered in the page ------------------------------------------------------------------

CONSENT_LINES = [
    "<p>Wir und unsere Partner verarbeiten personenbezogene Daten, indem wir Cookies und ähnliche Technologien "
    "einsetzen, um Inhalte und Werbung zu personalisieren.</p>",
    "<p>Nous et nos partenaires utilisons des cookies et technologies similaires pour stocker et accéder à des "
    "informations sur votre appareil.</p>",
    "<p>My a naši partneři používáme soubory cookie a podobné technologie k ukládání informací ve vašem zařízení.</p>",
    "<p>Zustimmen und weiter</p>", "<p>Accepter et continuer</p>", "<p>Accetta e continua</p>",
    "<p>Jetzt mit Pur-Abo lesen</p>",
]


@pytest.mark.parametrize("line", CONSENT_LINES)
def test_a_consent_walls_line_goes(line):
    texts = _texts(_de(line), DE_URL)
    assert texts[1:] == list(DE_P)


def test_a_sentence_about_partners_and_devices_stays():
    line = ("Wir und unsere Partner verarbeiten die Anträge der Vereine so schnell wie möglich, sagte der "
            "Sportamtsleiter über die Geräte der neuen Halle.")
    texts = _texts(_de(f"<p>{line}</p>"), DE_URL)
    assert line in texts


def test_more_news_from_the_region_inside_the_body_goes():
    """"Další zprávy z regionu" (a teaser heading with "z …" after it) over two cards inside the article's body."""
    box = ("<div class='more'><h3>Další zprávy z regionu</h3><div><a href='/a/'><h4>Městské slavnosti se ruší</h4></a>"
           "<p>Kvůli stavbě na náměstí se letos městské slavnosti neuskuteční, oznámila radnice.</p></div><div>"
           "<a href='/b/'><h4>Školka otevřena</h4></a><p>Po dvou letech stavby se do nové školky v Parkové ulici "
           "nastěhuje osmdesát dětí.</p></div></div>")
    body = ("<article><h1>Turnhalle wird saniert</h1><div class='article-body'>" + "".join(f"<p>{p}</p>" for p in DE_P)
            + box + "</div></article>")
    texts = _texts(page(body, "Turnhalle wird saniert", '<meta property="og:type" content="article">'), DE_URL)
    assert texts[1:] == list(DE_P)


def test_a_comment_forms_prompt_to_log_in_goes():
    box = "<div><h3>Kommentare (12)</h3><p>Um Kommentare zu schreiben, melden Sie sich bitte an.</p></div>"
    body = ("<article><h1>Turnhalle wird saniert</h1><div class='article-body'>" + "".join(f"<p>{p}</p>" for p in DE_P)
            + box + "</div></article>")
    texts = _texts(page(body, "Turnhalle wird saniert", '<meta property="og:type" content="article">'), DE_URL)
    assert texts[1:] == list(DE_P)


def test_a_heading_of_the_text_opening_with_more_news_stays():
    """A section of the article under "Weitere Nachrichten aus dem Rathaus" goes on in long paragraphs."""
    body = (f"<article><h1>Turnhalle wird saniert</h1><div class='article-body'><p>{DE_P[0]}</p>"
            f"<h3>Weitere Nachrichten aus dem Rathaus</h3><p>{DE_P[1]}</p><p>{DE_P[2]}</p></div></article>")
    texts = _texts(page(body, "Turnhalle wird saniert", '<meta property="og:type" content="article">'), DE_URL)
    assert all(p in texts for p in DE_P)


# --- a blog post's sign-off after its last paragraph ------------------------------------------------------------

BLOG_URL = "https://wanderingfeet.blog/2024/03/12/walking-the-coastal-path/"
WALK = ("Last weekend we finally walked the coastal path from the harbour to the lighthouse, a trip we had been "
        "planning since the spring.",
        "After about two hours we reached the little café at the lighthouse, where we had the best scones of the "
        "whole holiday.")


def _post(after: str, more: str = "") -> str:
    body = ("<main><article class='post type-post status-publish'><header class='entry-header'><h1 class='entry-title'>"
            "Walking the coastal path</h1></header><div class='entry-content'>" + "".join(f"<p>{p}</p>" for p in WALK)
            + "<figure class='wp-block-image'><img src='a.jpg'><figcaption>The lighthouse at sunset.</figcaption></figure>"
            + after + "<div class='sharedaddy sd-sharing-enabled'><h3 class='sd-title'>Share this:</h3><ul><li>"
            "<a href='https://www.facebook.com/sharer.php'>Facebook</a></li></ul></div>" + more + "</div>"
            "<footer class='entry-footer'><span class='cat-links'>Posted in <a href='/c/travel/'>Travel</a></span>"
            "</footer></article></main>")
    return page(body, "Walking the coastal path – Wandering Feet", '<meta property="og:type" content="article">')


@pytest.mark.parametrize("lines", [("Happy walking!", "Anna x"), ("Eure Franzi",), ("Hezký den!", "Jana")])
def test_a_posts_sign_off_after_its_last_paragraph_stays(lines):
    texts = _texts(_post("".join(f"<p>{line}</p>" for line in lines)), BLOG_URL)
    assert texts[1:] == [*WALK, *lines]


@pytest.mark.parametrize("lines", [("Anzeige",), ("Foto: Anna Smith",), ("Read more",)])
def test_furniture_after_the_last_paragraph_still_goes(lines):
    texts = _texts(_post("".join(f"<p>{line}</p>" for line in lines)), BLOG_URL)
    assert texts[1:] == list(WALK)


def test_a_live_reports_heading_more_news_from_the_morning_stays_with_its_items():
    """"Další zprávy z pondělního dopoledne:" over the report's own short items (iHNed's flood report): a
    heading of the text, not a teaser box's ("z" and a region or a section is one)."""
    items = ("HP Cínovec byl v 11.15 hod. uzavřen. Důvodem je voda na německé straně.",
             "Silnice I/39 mezi obcemi Český Krumlov a Kájov je z důvodu zatopení uzavřena.")
    body = (f"<article><h1>Povodně: uzavřené silnice</h1><div class='article-body'><p>{CS_FLOOD}</p>"
            "<p><strong>Další zprávy z pondělního dopoledne:</strong></p>" + "".join(f"<p>{t}</p>" for t in items)
            + f"<p>{CS_FLOOD2}</p></div></article>")
    texts = _texts(page(body, "Povodně: uzavřené silnice", '<meta property="og:type" content="article">'),
                   "https://domaci.ihned.cz/c1-60000000-povodne-uzavrene-silnice")
    assert all(t in texts for t in items)


CS_FLOOD = ("Hasiči v jižních Čechách od rána vyjíždějí k zatopeným sklepům a silnicím, hladiny řek v regionu stále "
            "stoupají a meteorologové varují před dalšími vydatnými srážkami.")
CS_FLOOD2 = ("Krajský úřad doporučuje řidičům, aby se oblasti zasažené povodní vyhnuli a sledovali aktuální informace "
             "o uzavírkách na webu Ředitelství silnic a dálnic.")


def test_a_writers_full_name_after_a_news_storys_last_paragraph_is_no_sign_off():
    """Deník prints the writer's name under the story: the byline's, not text (a greeting's "Eure Franzi" is)."""
    texts = _texts(_post("<p>Marek Těšík</p>"), BLOG_URL)
    assert texts[1:] == list(WALK)


# --- a live blog's controls and labels ---------------------------------------------------------------------------

LIVE_LINES = ["Angepinnt", "Pinned post", "Key event", "Show key events only", "Neueste Einträge zuerst", "Latest first",
              "Les plus récents", "Nejnovější nahoře", "Ticker aktualisieren", "Afficher plus de messages", "Připnuto",
              "Please turn on JavaScript. Key events are displayed in a list."]


@pytest.mark.parametrize("line", LIVE_LINES)
def test_a_live_blogs_control_or_label_goes(line):
    texts = _texts(_de(f"<p>{line}</p>"), DE_URL)
    assert texts[1:] == list(DE_P)


@pytest.mark.parametrize("cls", ["steckbrief", "explainer", "info"])
def test_a_profile_or_an_explainer_in_an_aside_among_the_paragraphs_stays(cls):
    texts = _texts(_de(f"<aside class='{cls}'><h4>Zur Person</h4><p>{FACT}</p></aside>"), DE_URL)
    assert FACT in texts


# --- an old article's notice, a prompt to share, a series' other parts, a player's loading line ----------------

OLD_AND_SHARE = ["Tento článek je starší než 5 let.", "Cet article date de plus d'un an.",
                 "Sie lesen einen Artikel aus unserem Archiv.", "Líbil se vám článek? Sdílejte ho s přáteli.",
                 "Páčil sa vám článok? Zdieľajte ho s priateľmi.", "Enjoyed this article? Share it with your friends.",
                 "Vous avez aimé cet article ? Partagez-le !", "Ti è piaciuto questo articolo? Condividilo con i tuoi amici.",
                 "Další díly seriálu", "Ďalšie časti seriálu", "Nahrávám video"]


@pytest.mark.parametrize("line", OLD_AND_SHARE)
def test_an_old_articles_notice_or_a_prompt_to_share_goes(line):
    texts = _texts(_de(f"<p>{line}</p>"), DE_URL)
    assert texts[1:] == list(DE_P)


def test_a_sentence_about_an_old_article_stays():
    line = "Tento článek je starší než samotný zákon, a přesto popisuje všechny jeho slabiny."
    texts = _texts(_de(f"<p>{line}</p>"), DE_URL)
    assert line in texts
