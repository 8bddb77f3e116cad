"""News and blog articles, session 25: the leftovers of session 24 and new classes of news and blog pages.

Pages written after the markup of news CMSs and blog engines (WordPress's shortlink, follow lines, republished
texts' source lines, ...), each class with guards of the same shape that must stay as they are."""

from __future__ import annotations

import pytest
import test_vert_news24
from test_vert_news24 import DE_URL, EN_P, EN_URL, _texts
from vert_support import page

DE_P = test_vert_news24.DE_P[:2]  # the council's decision and the clubs' hall: two paragraphs around a line
ARTICLE = '<meta property="og:type" content="article">'


def _between(extra: str, paragraphs: tuple[str, ...] = EN_P, title: str = "Interview with the mayor") -> str:
    """A WordPress news theme's post: the line ``extra`` between its two paragraphs."""
    body = (f"<header><nav><a href='/'>Home</a></nav></header><article class='post type-post'><h1 class='entry-title'>"
            f"{title}</h1><div class='entry-content'><p>{paragraphs[0]}</p>{extra}<p>{paragraphs[1]}</p></div></article>"
            "<footer><p>© 2026 Example Media</p></footer>")
    return page(body, title, ARTICLE)


def _after(extra: str, paragraphs: tuple[str, ...] = EN_P, title: str = "Interview with the mayor") -> str:
    """... and after its last paragraph."""
    body = (f"<article class='post type-post'><h1 class='entry-title'>{title}</h1><div class='entry-content'>"
            + "".join(f"<p>{p}</p>" for p in paragraphs) + f"{extra}</div></article><footer><p>© 2026 Example Media</p></footer>")
    return page(body, title, ARTICLE)


# --- a follow line with its one address or handle, WordPress's shortlink, share and subscribe sentences -------

INTERFACE_LINES = [
    "<p>Follow us: @LocalLedger</p>",
    "<p>Follow us: <a href='https://twitter.com/localledger'>twitter.com/localledger</a></p>",
    "<p>Follow us on Instagram: <a href='https://www.instagram.com/localledger'>@localledger</a></p>",
    "<p>Folgen Sie uns: <a href='https://www.instagram.com/wazonline'>@wazonline</a></p>",
    "<p>Suivez-nous : <a href='https://www.facebook.com/ouestfrance'>facebook.com/ouestfrance</a></p>",
    "<p>Sledujte nás: <a href='https://www.facebook.com/novinky.cz'>facebook.com/novinky.cz</a></p>",
    "<p>Shortlink: <a href='https://wp.me/p1a2b3-4cD'>https://wp.me/p1a2b3-4cD</a></p>",
    "<p>Shortlink: https://wp.me/p1a2b3-4cD</p>",
    "<p>Share this article with friends.</p>",
    "<p>Share this story with your friends and family!</p>",
    "<p>Click here to subscribe to our newsletter.</p>",
    "<p>Click here to sign up for our free daily newsletter.</p>",
    "<p>Teilen Sie diesen Artikel mit Ihren Freunden.</p>",
    "<p>Klicken Sie hier, um unseren Newsletter zu abonnieren.</p>",
    "<p>Partagez cet article avec vos amis !</p>",
    "<p>Cliquez ici pour vous abonner à notre newsletter.</p>",
    "<p>Condividi questo articolo con i tuoi amici.</p>",
    "<p>Sdílejte článek s přáteli.</p>",
    "<p>Článek sdílejte</p>",
    "<p>Zdieľajte článok s priateľmi.</p>",
]


@pytest.mark.parametrize("line", INTERFACE_LINES)
def test_a_follow_share_or_subscribe_line_between_paragraphs_goes(line):
    """Kept as a paragraph: a sentence (it ends in a full stop) or a label with an address after it."""
    texts = _texts(_between(line), EN_URL)
    assert texts[1:] == list(EN_P)


INTERFACE_TEXT = [
    "Follow us: that was the message the mayor's office sent to the other towns of the region last spring.",
    "Share this article with friends, the mayor urged residents at the end of the meeting on Tuesday.",
    "Click here to subscribe, the pop-up said, and half of the readers closed the page at once.",
    "Shortlinks like these are popular with marketing teams because they are easy to remember.",
]


@pytest.mark.parametrize("line", INTERFACE_TEXT)
def test_sentences_opening_with_the_same_words_stay(line):
    texts = _texts(_between(f"<p>{line}</p>"), EN_URL)
    assert line in texts and all(p in texts for p in EN_P)


# --- a republished text's line naming its source by a link, at the text's end ---------------------------------

REPUBLISHED = {
    "This article originally appeared on The Atlantic.":
        "<p><em>This article originally appeared on <a href='https://www.theatlantic.com/archive/2019/04/588184/'>"
        "The Atlantic</a>.</em></p>",
    "Originally published on Live Science.":
        "<p><em>Originally published on </em><a href='https://www.livescience.com/65651-quantum.html'><em>Live Science"
        "</em></a><em>.</em> </p>",
    "This article is republished from The Conversation under a Creative Commons license. Read the original article.":
        "<p>This article is republished from <a href='https://theconversation.com'>The Conversation</a> under a "
        "Creative Commons license. Read the <a href='https://theconversation.com/smartphone-habits-1'>original "
        "article</a>.</p>",
    "This article was originally published by Futurism. Read the original article.":
        "<p><em>This article was originally published by <a href='https://futurism.com'>Futurism</a>. Read the "
        "<a href='https://futurism.com/europa'>original article</a>.</em></p>",
    "Dieser Artikel erschien zuerst auf waz.de.":
        "<p><em>Dieser Artikel erschien zuerst auf <a href='https://www.waz.de/staedte/essen/x.html'>waz.de</a>.</em></p>",
    "Cet article est republié à partir de The Conversation sous licence Creative Commons. Lire l’article original.":
        "<p>Cet article est republié à partir de <a href='https://theconversation.com/fr'>The Conversation</a> sous "
        "licence Creative Commons. Lire l’<a href='https://theconversation.com/logement-2'>article original</a>.</p>",
}


@pytest.mark.parametrize("line, html", REPUBLISHED.items(), ids=[k[:30] for k in REPUBLISHED])
def test_a_republished_texts_source_line_with_its_link_stays(line, html):
    """The truths of scrapinghub's (Live Science, ScienceAlert), Mozilla's (CityLab) and wcxb's (The
    Conversation) sets keep it as the text's last line; mostly the source's linked name, it was dropped as a
    link line after the text (without the link it stayed)."""
    texts = _texts(_after(html), EN_URL)
    assert texts[1:] == [*EN_P, line]


@pytest.mark.parametrize("extra", [
    "<p><a href='https://www.theatlantic.com/'>The Atlantic</a> | <a href='https://www.citylab.com/'>CityLab</a></p>",
    "<p>More from <a href='https://www.livescience.com/space'>Live Science</a></p>",
    "<p>Read more: <a href='https://www.waz.de/staedte/essen/y.html'>Neue Kita in der Südstadt eröffnet</a></p>",
])
def test_other_link_lines_after_the_text_still_go(extra):
    texts = _texts(_after(extra), EN_URL)
    assert texts[1:] == list(EN_P)


# --- news sites' lines between paragraphs: a copy button, an advert's marker, a pointer to more stories --------

CS_P = ("Vláda v pondělí schválila návrh státního rozpočtu na příští rok. Schodek má podle ministra financí "
        "dosáhnout dvou set třiceti miliard korun, což je o něco méně než letos.",
        "Opozice kritizuje, že výdaje rostou rychleji než příjmy a že se nedaří šetřit na provozu úřadů. "
        "Sněmovna bude o návrhu poprvé jednat v polovině října.")
SK_P = ("Vláda v pondelok schválila návrh štátneho rozpočtu na budúci rok. Schodok má podľa ministra financií "
        "dosiahnuť takmer päť miliárd eur, čo je o niečo menej ako tento rok.",
        "Opozícia kritizuje, že výdavky rastú rýchlejšie ako príjmy a že sa nedarí šetriť na prevádzke úradov. "
        "Parlament bude o návrhu prvýkrát rokovať v polovici októbra.")
IT_P = ("Il consiglio comunale ha approvato ieri sera il bilancio di previsione per il prossimo anno, con il voto "
        "contrario di tutta l'opposizione e dopo una lunga discussione.",
        "Il sindaco ha spiegato che le risorse serviranno soprattutto per la manutenzione delle strade e delle "
        "scuole, mentre le tasse locali resteranno invariate per il terzo anno.")
SITES = {
    "cs": ("https://www.irozhlas.cz/zpravy-domov/rozpocet-vlada-schodek_2611301010_abc", CS_P),
    "sk": ("https://domov.sme.sk/c/23412345/rozpocet-vlada-schodok.html", SK_P),
    "de": (DE_URL, DE_P),
    "it": ("https://www.ilpost.it/2026/11/30/bilancio-comune/", IT_P),
    "en": (EN_URL, EN_P),
}
NEWS_LINES = [
    ("cs", "Kopírovat url adresu"), ("cs", "Zkopírovat odkaz"), ("sk", "Skopírovať odkaz"),
    ("sk", "Článok pokračuje pod video reklamou"), ("sk", "Vypočuť článok"),
    ("de", "Mehr News aus Essen finden Sie hier."), ("de", "Weitere Artikel aus diesem Ressort finden Sie hier."),
    ("de", "Hier klicken, um den Inhalt anzuzeigen."), ("en", "Click here to view the content."),
    ("it", "Leggi l'articolo completo su Il Post"), ("en", "Read the full story on The Guardian"),
    ("en", "Copy link"), ("de", "Link kopieren"),
]


@pytest.mark.parametrize("lang, line", NEWS_LINES)
def test_a_news_sites_button_or_pointer_between_paragraphs_goes(lang, line):
    url, paragraphs = SITES[lang]
    texts = _texts(_between(f"<p>{line}</p>", paragraphs, "Titulek"), url)
    assert texts[1:] == list(paragraphs)


NEWS_TEXT = [
    ("de", "Mehr News aus der Region gibt es seit dem Frühjahr auch im Radio, sagt der Chefredakteur."),
    ("de", "Hier klicken viele Besucher zuerst, erklärt die Leiterin des Museums."),
    ("cs", "Kopírovat cizí texty a vydávat je za vlastní je podle zákona porušením autorských práv."),
    ("it", "Leggi anche tu il regolamento, ha detto il sindaco ai consiglieri che protestavano."),
]


@pytest.mark.parametrize("lang, line", NEWS_TEXT)
def test_sentences_with_a_buttons_words_stay(lang, line):
    url, paragraphs = SITES[lang]
    texts = _texts(_between(f"<p>{line}</p>", paragraphs, "Titulek"), url)
    assert line in texts and all(p in texts for p in paragraphs)


# --- WordPress plugins' tables of contents and a news theme's author bio ---------------------------------------

TOCS = [
    "<div class='lwptoc lwptoc-autoWidth'><div class='lwptoc_i'><div class='lwptoc_header'><b class='lwptoc_title'>"
    "Contents</b></div><div class='lwptoc_items'><div class='lwptoc_itemWrap'><div class='lwptoc_item'><a href='#a'>"
    "<span class='lwptoc_item_label'>The tram line</span></a></div><div class='lwptoc_item'><a href='#b'>"
    "<span class='lwptoc_item_label'>The works at night</span></a></div></div></div></div></div>",
    "<div class='wp-block-yoast-seo-table-of-contents yoast-table-of-contents'><h2>Table of contents</h2><ul>"
    "<li><a href='#a'>The tram line</a></li><li><a href='#b'>The works at night</a></li></ul></div>",
    "<nav class='wp-block-kadence-tableofcontents kb-table-of-content-nav'><div class='kb-table-of-content-wrap'>"
    "<div class='kb-table-of-contents-title-wrap'><span class='kb-table-of-contents-title'>Inhalt</span></div><ul "
    "class='kb-table-of-content-list'><li><a href='#a'>The tram line</a></li><li><a href='#b'>The works at night</a>"
    "</li></ul></div></nav>",
]


@pytest.mark.parametrize("toc", TOCS, ids=["luckywp", "yoast", "kadence"])
def test_a_posts_table_of_contents_by_a_plugins_name_goes(toc):
    texts = _texts(_between(toc), EN_URL)
    assert texts[1:] == list(EN_P)


BIO = ("Jane Smith has covered city hall for the Ledger since 2015. Before that she reported on schools and transport "
       "for two regional papers in the north.")


def test_a_news_themes_author_description_after_the_text_goes():
    """A theme's author box under the post named only by its description (tagDiv's ``td-author-description``,
    Twenty Fifteen's ``author-description``); Newspaper's ``author-box-wrap`` around it went already."""
    box = (f"<div class='entry-author'><div class='td-author-name vcard author'><a href='/author/jane/'>"
           f"Jane Smith</a></div><div class='td-author-description'>{BIO}</div></div>")
    texts = _texts(_after(box), EN_URL)
    assert texts[1:] == list(EN_P)


def test_a_paragraph_about_the_author_in_the_text_stays():
    """A profile's paragraph about its subject (no author box's name around it) is the text."""
    texts = _texts(_after(f"<div class='description'><p>{BIO}</p></div>"), EN_URL)
    assert BIO in texts


# --- a news story's writer's contact line at its end -------------------------------------------------------------

CONTACT_LINES = [
    "<p><em>Have a tip? Amy Kuperinsky may be reached at <a href='mailto:akuperinsky@example.com'>akuperinsky@example.com"
    "</a>. Follow her on Twitter <a href='https://twitter.com/AmyKup'>@AmyKup</a> or on Facebook.</em></p>",
    "<p><em>Email Tariq Malik at tmalik@example.com or follow him @tariqjmalik. Follow us on Twitter @Spacedotcom and "
    "on Facebook.</em></p>",
    "<p>twitter.com/paultakahashi</p>",
    "<p><em>Sie erreichen die Autorin unter anna.muster@example.de</em></p>",
]


@pytest.mark.parametrize("lines", CONTACT_LINES)
def test_a_writers_contact_line_after_the_text_goes(lines):
    texts = _texts(_after(lines), EN_URL)
    assert texts[1:] == list(EN_P)


CONTACT_TEXT = [
    "Contact Jane Smith at jane@example.com for tickets to the opening of the new tram line.",
    "Tickets can be ordered from the box office at tickets@example.com until the end of the month.",
    "Follow her on Twitter, the mayor told the council, and you will see how often she criticised the works.",
    "jane.smith@example.com",  # an address alone: a blog post's sign-off, as Mozilla's truths keep it
]


@pytest.mark.parametrize("line", CONTACT_TEXT)
def test_sentences_with_an_address_stay(line):
    texts = _texts(_after(f"<p>{line}</p>"), EN_URL)
    assert line in texts


# --- Fox News' teasers in capitals between the paragraphs -----------------------------------------------------------

SHOUTED = [
    "<p><strong><a href='https://www.example.com/health/star-opens-up-about-health-condition'>'DANCING WITH THE STARS' "
    "JUDGE OPENS UP ABOUT SERIOUS HEALTH CONDITION</a></strong></p>",
    "<p><strong><a href='https://www.example.com/apps-products'>GET EXAMPLE NEWS ON THE GO BY CLICKING HERE</a></strong></p>",
]


@pytest.mark.parametrize("line", SHOUTED)
def test_a_linked_line_in_capitals_between_paragraphs_goes(line):
    texts = _texts(_between(line), EN_URL)
    assert texts[1:] == list(EN_P)


def test_a_linked_line_in_small_letters_between_paragraphs_stays():
    """A link on its own line with the text going on after it (a document the text names) stays, as before."""
    line = "The council's report on the new tram line and its costs"
    texts = _texts(_between(f"<p><a href='/documents/tram-report.pdf'>{line}</a></p>"), EN_URL)
    assert line in texts


# --- publication stamps in the forms German, French and Italian news sites write them ------------------------------

STAMPS = [
    "30.11.2026, 10:15 Uhr", "30.11.2026 um 10:15 Uhr", "30. November 2026, 10:15 Uhr",  # IPPEN's, Funke's
    "Jean Dupont Publié le 30/11/26 à 10h15 — Mis à jour le 30/11/26 à 12h02",  # 20 Minutes'
    "Publié le 30/11/26 à 10h15 — Mis à jour le 30/11/26 à 12h02",
    "30 novembre 2026 (modifica il 30 novembre 2026 | 12:02)",  # Corriere's, at the text's end
]


@pytest.mark.parametrize("line", STAMPS)
def test_a_news_sites_stamp_between_paragraphs_goes(line):
    texts = _texts(_between(f"<p>{line}</p>", DE_P), DE_URL)
    assert texts[1:] == list(DE_P)


STAMP_TEXT = [
    "Am 30.11.2026 um 10:15 Uhr begann die Sitzung des Gemeinderats im großen Saal des Rathauses.",
    "Published by the council — the full report, 40 pages, is online",
    "30 novembre 2026",  # a date alone: a diary's heading, a forum post's date (wcxb's truths keep those)
]


@pytest.mark.parametrize("line", STAMP_TEXT)
def test_lines_with_a_stamps_date_stay(line):
    texts = _texts(_between(f"<p>{line}</p>", DE_P), DE_URL)
    assert line in texts


def test_ippens_pointer_to_the_citys_news_at_the_texts_end_goes():
    line = "<p><em>Noch mehr aktuelle Nachrichten aus München finden Sie auf Merkur.de/München.</em></p>"
    texts = _texts(_after(line, DE_P), DE_URL)
    assert texts[1:] == list(DE_P)


# --- a meta line of the writer's name, the date and the reading time above the text ------------------------------

def _meta(line: str) -> str:
    body = (f"<article><h1>Interview with the mayor</h1><div class='a1b2c3'><p>{line}</p><p>{EN_P[0]}</p>"
            f"<p>{EN_P[1]}</p></div></article>")
    return page(body, "Interview with the mayor", ARTICLE)


META_LINES = [
    "By Jane Smith | March 12, 2026", "By Jane Smith | March 12, 2026 | 4 min read",
    "Jane Smith | March 12, 2026 | 4 min read", "Jane Smith · March 12, 2026 · 4 min read",
    "Jane Smith 4 min read · Mar 12, 2026", "Von Anna Müller | 12. Mai 2024 | Lesezeit: 3 Min.",
    "Par Jean Dupont · 12 mars 2024 · Lecture : 2 min",
]


@pytest.mark.parametrize("line", META_LINES)
def test_a_meta_line_with_the_writer_first_goes(line):
    """A news theme's or a CSS module's meta line (its classes hashed), the writer's name before the date:
    only a line opening with the date went."""
    texts = _texts(_meta(line), EN_URL)
    assert texts[1:] == list(EN_P)


@pytest.mark.parametrize("line", ["Rom | 2. Juni 2023", "Jane Smith | March 12, 2026", "3. März 2024 / the day we moved",
                                  "The council | March 12, 2026 | a long night"])
def test_a_place_or_a_name_before_a_date_without_a_byline_or_reading_time_stays(line):
    """A diary's place and day, a name and a date alone: neither "by" nor a reading time says it is the meta line."""
    texts = _texts(_meta(line), EN_URL)
    assert line in texts


# --- a blog theme's picture credit, a row of share buttons each with its verb, an appeal with its order ------------

THEME_LINES = [
    "Featured image: Shutterstock", "Featured Image: Jane Smith / Example Times", "Header image: Getty Images",
    "Cover photo: Jane Smith", "Image à la une : Shutterstock", "Share on Facebook Share on Twitter Pin it",
    "Share on Facebook Share on X Share on LinkedIn", "Support our journalism. Subscribe today.",
]


@pytest.mark.parametrize("line", THEME_LINES)
def test_a_themes_credit_share_row_or_appeal_between_paragraphs_goes(line):
    texts = _texts(_between(f"<p>{line}</p>"), EN_URL)
    assert texts[1:] == list(EN_P)


@pytest.mark.parametrize("line", ["Featured image shows the new tram at the depot in the north of the city.",
                                  "Share on Facebook what you think, the mayor said."])
def test_sentences_opening_with_a_credits_or_a_buttons_words_stay(line):
    texts = _texts(_between(f"<p>{line}</p>"), EN_URL)
    assert line in texts


def test_a_cover_images_caption_stays():
    """A caption after the theme's words, not a credit (scrapinghub's truth of Inexhibit's page keeps it)."""
    line = "Cover image: artist’s impression of the lighting installation at the light festival"
    texts = _texts(_between(f"<p>{line}</p>"), EN_URL)
    assert line in texts


# --- a tool bar of buttons each with its verb, the author box's and the comments' labels, a prompt to share -------

TOOL_LINES = [
    ("cs", "Sdílet na Facebooku Sdílet na Twitteru Sdílet na LinkedIn Tisknout Kopírovat url adresu Zkrácená adresa Zavřít"),
    ("de", "Teilen auf Facebook Teilen auf X Per Mail teilen"), ("de", "Auf Facebook teilen Auf X teilen Per Mail teilen"),
    ("en", "Share on Facebook Share on X Share via Email"), ("cs", "Líbí se vám článek? Sdílejte ho s přáteli."),
    ("de", "Mehr vom Autor"), ("it", "Altri articoli dell'autore"), ("en", "Du même auteur"), ("de", "Kommentare zum Artikel"),
]


@pytest.mark.parametrize("lang, line", TOOL_LINES)
def test_a_tool_bar_or_a_label_between_paragraphs_goes(lang, line):
    url, paragraphs = SITES[lang]
    texts = _texts(_between(f"<p>{line}</p>", paragraphs, "Titulek"), url)
    assert texts[1:] == list(paragraphs)


@pytest.mark.parametrize("lang, line", [
    ("en", "Close the print dialog, then print the page again."),
    ("de", "Mehr vom Autor des Buches erfährt man im Nachwort, das seine Tochter geschrieben hat."),
])
def test_sentences_with_a_tool_bars_words_stay(lang, line):
    url, paragraphs = SITES[lang]
    texts = _texts(_between(f"<p>{line}</p>", paragraphs, "Titulek"), url)
    assert line in texts


@pytest.mark.parametrize("line", ["<p>Share this article with friends.</p>", "<p>Follow us: @LocalLedger</p>",
                                  "<p>Teilen Sie diesen Artikel</p>", "<p>Condividi questo articolo</p>"])
def test_an_interface_sentence_standing_as_the_lead_goes(line):
    body = (f"<article><h1>Interview with the mayor</h1><div class='entry-content'>{line}<p>{EN_P[0]}</p><p>{EN_P[1]}</p>"
            "</div></article>")
    texts = _texts(page(body, "Interview with the mayor", ARTICLE), EN_URL)
    assert texts[1:] == list(EN_P)


# --- a recommendation widget's heading, a video's or a podcast's teaser line, a paywall's prompt, a save button -------

WIDGET_LINES = [
    ("en", "Around the web"), ("en", "Promoted Stories"), ("en", "Paid Content"), ("en", "Vidéo : le conseil vote le budget"),
    ("it", "Abbonati per leggere"), ("en", "Sign in to continue reading"), ("de", "Zum Weiterlesen anmelden"),
    ("en", "Sauvegarder l'article"),
]


@pytest.mark.parametrize("lang, line", WIDGET_LINES)
def test_a_widgets_heading_a_teaser_line_or_a_paywalls_prompt_goes(lang, line):
    url, paragraphs = SITES[lang]
    texts = _texts(_between(f"<p>{line}</p>", paragraphs, "Titulek"), url)
    assert texts[1:] == list(paragraphs)


@pytest.mark.parametrize("line", [
    # a card's title on a news front page (wcxb's truths of BBC's and AP's keep them): "Watch:" is no credit's word
    "Watch: Huge flames over the city after the air strikes",
    "Watch the council's debate, the mayor told residents, and judge for yourselves.",
    "Listen to the residents, the opposition leader said at the meeting on Tuesday.",
    "Around the web, readers shared pictures of the new tram line on its first day in service.",
])
def test_sentences_opening_with_a_widgets_words_stay(line):
    texts = _texts(_between(f"<p>{line}</p>"), EN_URL)
    assert line in texts
