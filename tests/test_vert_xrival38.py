"""Where trafilatura beat the extractor on the evaluation sets (xrival38): the classes of its wins, each on whole pages
of other systems and languages than the sample page that showed it, through the real extractor, with a page where the
same words or markup are the page's own and stay.

* An affiliate disclosure whose purchase clause comes before the site's earning, no link named ("If you buy a product
  featured here, we may earn an affiliate commission or other compensation.", "Wenn Sie ein hier vorgestelltes Produkt
  kaufen, erhalten wir eventuell eine Provision.", "Si vous achetez un produit présenté ici, nous pouvons percevoir une
  commission."): the block goes (``notices._AFFILIATE_SENTENCE``); a report that an agent earns a commission when a
  reader buys a house stays.
* A site-wide announcement bar above the header, by its plugin's or theme's name (WPFront's
  "wpfront-notification-bar", Bulletin's "bulletinwp-…" with its mobile copy, Shopify's "announcement-bar"): it goes
  (``boilernames``); a school's announcements page, its text in an "announcement" element, stays.
* Open (strict xfail): a fact-checking site's letter asking for support, folded under the article (its card's
  "A Word to Our Loyal Readers", the staff's names, the letter's paragraphs, "we need your financial support").
"""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, news_foot, news_head, paragraphs, processed


def _texts(html: str, url: str) -> list[str]:
    return _paragraphs(processed(html, url).body)


# --- an affiliate disclosure: the purchase's clause, then the site's earning ------------------------------------------

DEAL_TEXTS = {
    "en": ["Noise-cancelling headphones rarely drop below two hundred dollars, but this week the Sony WH-1000XM5 are "
           "down to $279 at Amazon, the lowest price we have seen since spring.",
           "The XM5 remain our favourite pair for long flights: the battery lasts about thirty hours and the microphones "
           "keep calls clear on a windy street.",
           "The discount applies to the black and the silver model; the blue one is still sold at the full price of "
           "$399.",
           "Prices were checked on Monday morning and can change at any moment once the stock runs low."],
    "de": ["Der Saugroboter Roborock Q7 Max kostet bei Otto derzeit nur 249 Euro und ist damit so günstig wie noch nie "
           "seit seinem Marktstart im Frühjahr.",
           "Im Test überzeugte das Gerät mit einer starken Saugleistung auf Teppichen und einer zuverlässigen Kartierung "
           "über mehrere Etagen.",
           "Der Wischmopp ist allerdings nur ein einfaches Tuch, das bei eingetrockneten Flecken schnell an seine "
           "Grenzen stößt.",
           "Das Angebot gilt laut Händler bis Sonntag oder solange der Vorrat reicht."],
    "fr": ["La friteuse sans huile Ninja AF300 est affichée à 129 euros chez Boulanger cette semaine, soit soixante "
           "euros de moins que son prix habituel.",
           "Ses deux paniers indépendants permettent de cuire les frites et le poulet en même temps, chacun à sa "
           "propre température.",
           "Nous lui reprochons surtout son encombrement : il faut prévoir une bonne place sur le plan de travail.",
           "L'offre est valable jusqu'à dimanche soir ou dans la limite des stocks disponibles."],
}
DISCLOSURES = {
    "en": "The following content is brought to you by our commerce partners. If you buy a product featured here, we "
          "may earn an affiliate commission or other compensation.",
    "de": "Wenn Sie ein hier vorgestelltes Produkt kaufen, erhalten wir eventuell eine Provision vom Händler.",
    "fr": "Si vous achetez un produit présenté ici, nous pouvons percevoir une commission du marchand.",
}


def _deal_page(lang: str, headline: str, dek: str, texts: list[str], disclosure: str) -> str:
    """A commerce desk's deal post (a WordPress news theme): the disclosure in the article's header under its share
    buttons, as Mashable-like and BuzzFeed-like sites put it."""
    return (news_head(f"{headline} | Deals", lang, headline, "Jane Roe", "2026-11-20")
            + '<body class="single-post"><header class="site-header"><a class="logo" href="/">Gadget Desk</a><nav '
            'class="main-navigation"><a href="/deals/">Deals</a> <a href="/reviews/">Reviews</a></nav></header><main>'
            f'<article class="post"><header class="article-header"><h1 class="headline">{headline}</h1><p class="dek">'
            f'{dek}</p><div class="byline">Jane Roe</div><div class="share-links"><a href="https://www.facebook.com/'
            'sharer/sharer.php?u=x">Facebook</a> <a href="https://twitter.com/intent/tweet?url=x">Twitter</a></div>'
            f'<div class="disclosure-wrap"><div class="disclosure-text">{disclosure}</div></div></header>'
            f'<div class="article-body">{paragraphs(texts)}</div></article></main>'
            + news_foot("Gadget Desk", '<a href="/privacy/">Privacy</a>'))


@pytest.mark.parametrize("lang, headline, dek", [
    ("en", "The Sony WH-1000XM5 are down to $279", "Get our favourite travel headphones for a fraction of the price."),
    ("de", "Roborock Q7 Max so günstig wie nie", "Der beliebte Saugroboter kostet bei Otto nur noch 249 Euro."),
    ("fr", "La Ninja AF300 à 129 euros", "La friteuse à deux paniers perd soixante euros cette semaine."),
])
def test_affiliate_disclosure_with_the_purchase_clause_first_goes(lang: str, headline: str, dek: str) -> None:
    texts = _texts(_deal_page(lang, headline, dek, DEAL_TEXTS[lang], DISCLOSURES[lang]),
                   f"https://www.gadgetdesk.example/{lang}/deals/2026/11/20/deal/")
    assert all(t in texts for t in DEAL_TEXTS[lang])
    assert not any("commission" in t.lower() or "Provision" in t for t in texts)


HOUSE = ["If you buy a house in the county this year, the agent may earn a commission of six percent, a survey of "
         "recent sales by the Herald found.",
         "Buyers rarely see the fee: it is paid by the seller out of the price and split between the two agents.",
         "A bill before the state senate would require agents to tell buyers in writing how much they will earn from "
         "the sale before an offer is signed."]


def test_report_of_an_agents_commission_on_a_purchase_stays() -> None:
    html = (news_head("What your agent earns | The Herald", "en", "What your agent earns", "Dana Whitfield", "2026-11-18")
            + '<body><main><article class="post"><h1 class="entry-title">What your agent earns</h1><div '
            f'class="entry-content">{paragraphs(HOUSE)}</div></article></main>'
            + news_foot("The Herald", '<a href="/about/">About</a>'))
    texts = _texts(html, "https://www.herald.example/2026/11/18/what-your-agent-earns/")
    assert all(t in texts for t in HOUSE)


# --- a site-wide announcement bar above the header ---------------------------------------------------------------------

PRACTICE = ["Unsere Praxis bietet das gesamte Spektrum der modernen Zahnmedizin für Erwachsene und Kinder an, von der "
            "Vorsorge bis zur Implantologie.",
            "Bei der professionellen Zahnreinigung entfernen unsere Prophylaxe-Assistentinnen Beläge und Verfärbungen, "
            "die mit der Zahnbürste nicht erreicht werden.",
            "Für Angstpatienten nehmen wir uns besonders viel Zeit und bieten auf Wunsch eine Behandlung unter Lachgas "
            "oder in Vollnarkose an."]
CLOSED = ("Wichtiger Hinweis: Unsere Praxis bleibt vom 23.12. bis 2.1. geschlossen. In dringenden Fällen wenden Sie sich "
          "bitte an den zahnärztlichen Notdienst.")
WPFRONT = ('<div id="wpfront-notification-bar-spacer" class="wpfront-notification-bar-spacer"><div '
           'id="wpfront-notification-bar" class="wpfront-notification-bar wpfront-fixed top"><table><tr><td><div '
           f'class="wpfront-message wpfront-div">{CLOSED}</div></td></tr></table></div></div>')
BULLETIN = ('<div id="bulletinwp-generator"><div class="bulletinwp-bulletins bulletinwp-placement-top"><div '
            'class="bulletinwp-bulletin-item"><div class="bulletinwp-bulletin-content-wrapper"><div '
            f'class="bulletinwp-bulletin-content bulletinwp-bulletin-content-main">{CLOSED}</div><div '
            f'class="bulletinwp-bulletin-mobile-content bulletinwp-bulletin-mobile-content-main">{CLOSED}</div></div>'
            '</div></div></div>')


@pytest.mark.parametrize("bar", [WPFRONT, BULLETIN], ids=["wpfront", "bulletin"])
def test_announcement_bar_above_a_practice_page_goes(bar: str) -> None:
    html = (article_head("Leistungen – Zahnarztpraxis Dr. Weber", "de") + f'<body class="page">{bar}<header '
            'class="site-header"><a class="logo" href="/">Zahnarztpraxis Dr. Weber</a><nav class="main-navigation"><a '
            'href="/">Start</a> <a href="/team/">Team</a> <a href="/leistungen/">Leistungen</a> <a href="/kontakt/">'
            'Kontakt</a></nav></header><main id="main"><article class="page"><h1 class="entry-title">Unsere Leistungen'
            f'</h1><div class="entry-content">{paragraphs(PRACTICE)}<h2>Behandlungsschwerpunkte</h2><ul><li>Prophylaxe'
            '</li><li>Füllungen</li><li>Wurzelbehandlung</li><li>Implantate</li></ul></div></article></main>'
            + news_foot("Zahnarztpraxis Dr. Weber", '<a href="/impressum/">Impressum</a>'))
    texts = _texts(html, "https://www.zahnarzt-weber.example/leistungen/")
    assert all(t in texts for t in PRACTICE) and "Wurzelbehandlung" in texts
    assert not any("geschlossen" in t for t in texts)


SHOP = ["Our merino crew is knitted in Portugal from 17.5 micron wool, fine enough to wear next to the skin all day "
        "without itching.",
        "It keeps you warm on a cold morning and cool in the afternoon, and after three days of wear it still does not "
        "smell.",
        "Wash it cold on a wool cycle and dry it flat; it will keep its shape for years."]


def test_shop_announcement_bar_goes() -> None:
    html = (article_head("Merino Crew – Northwool", "en") + '<body class="template-product"><div '
            'class="shopify-section shopify-section-group-header-group announcement-bar-section"><div '
            'class="announcement-bar color-scheme-1 gradient" role="region" aria-label="Announcement"><div '
            'class="page-width"><p class="announcement-bar__message h5"><span>Winter sale: 20% off all knitwear until '
            'Sunday. Use code WARM20 at checkout.</span></p></div></div></div><header class="header"><a href="/">'
            'Northwool</a><nav><a href="/collections/all">Shop</a> <a href="/pages/about">About</a></nav></header>'
            '<main id="MainContent"><section class="product"><h1 class="product__title">Merino Crew</h1><div '
            f'class="price">$98.00</div><div class="product__description rte">{paragraphs(SHOP)}</div></section></main>'
            + news_foot("Northwool", '<a href="/policies/refund-policy">Refund policy</a>'))
    texts = _texts(html, "https://northwool.example/products/merino-crew")
    assert all(t in texts for t in SHOP)
    assert not any("WARM20" in t for t in texts)


NOTICE = ["The school office will be closed on Friday 28 November for staff training; the building reopens on Monday "
          "at 8 a.m.",
          "Parents are reminded that the winter concert takes place in the main hall on 11 December at 6 p.m., and that "
          "tickets are free but must be reserved through the office.",
          "Year 9 options evenings will be held in January; letters with the dates went home with pupils this week."]


def test_school_announcements_page_stays() -> None:
    html = (article_head("Announcements – Hillcrest Academy", "en") + '<body class="page"><header class="site-header">'
            '<a href="/">Hillcrest Academy</a><nav class="main-navigation"><a href="/news/">News</a> <a href="/contact/">'
            'Contact</a></nav></header><main id="main"><div class="announcements"><h1>Announcements</h1><div '
            f'class="announcement announcement-content">{paragraphs(NOTICE)}</div></div></main>'
            + news_foot("Hillcrest Academy", '<a href="/privacy/">Privacy</a>'))
    texts = _texts(html, "https://www.hillcrest.example/announcements/")
    assert all(t in texts for t in NOTICE)


# --- open: a support letter folded under the article ---------------------------------------------------------------

CHECK = ["A viral post claims that the state's new voting law lets poll workers reject any ballot signed in blue ink.",
         "We read the law, which was signed in March and takes effect in January, and found no rule about the colour "
         "of the ink on a ballot envelope.",
         "The secretary of state's office told us that envelopes signed in any colour are counted as long as the "
         "signature matches the one on file.",
         "The claim appears to have started with a misread training slide that recommended black ink for scanners at a "
         "single county office."]
LETTER = ('<div class="zone-content-after"><div class="card team-letter"><div class="card-header"><span>FactCheck Desk'
          '</span> <span>Since 2003</span></div><div class="card-body"><h5 class="card-title">A Word to Our Loyal '
          'Readers</h5><p class="card-text">Support FactCheck Desk and make a difference for readers everywhere.</p>'
          '</div><div class="card-footer"><button type="button" data-toggle="collapse">Read the Letter</button></div>'
          '<div class="letter-wrapper"><div class="collapse" id="letter-collapse"><section><h5>Editorial</h5><ul>'
          + "".join(f'<li class="team-member"><span class="name">{n}</span></li>'
                    for n in ("Maria Lopez", "Tom Becker", "Jin Park", "Sara Olsen"))
          + '</ul></section><div class="letter"><p>Most of our fact checks begin when readers ask us whether something is '
          'true. Those questions send our reporters across a wide range of political, scientific and historical '
          'claims.</p><p>We do this work every day at no cost to you, but it is far from free to produce. To make sure '
          'the desk endures, we need your financial support.</p><p>Support FactCheck Desk so we can keep checking the '
          'facts for you and for anyone searching for answers.</p><a class="btn" href="/membership/">Become a member'
          '</a></div></div></div></div></div>')


@pytest.mark.xfail(strict=True, reason="a support letter folded in a card under the article (heading, staff list, "
                   "letter) is kept: only whole one-block pleas are known (notices.support_appeal); a box-level rule "
                   "(a collapsed panel whose blocks ask for the readers' money) is not written yet")
def test_support_letter_under_a_fact_check_goes() -> None:
    html = (news_head("Fact check: blue ink", "en", "Does the voting law reject ballots signed in blue ink?",
                      "Maria Lopez", "2026-11-20")
            + '<body><main><article class="post"><h1 class="entry-title">Does the voting law reject ballots signed in blue '
            f'ink?</h1><div class="entry-content">{paragraphs(CHECK)}{LETTER}</div></article></main>'
            + news_foot("FactCheck Desk", '<a href="/about/">About</a>'))
    texts = _texts(html, "https://www.factcheckdesk.example/fact-check/blue-ink-ballots/")
    assert all(t in texts for t in CHECK)
    assert not any("financial support" in t or "Loyal Readers" in t for t in texts)
