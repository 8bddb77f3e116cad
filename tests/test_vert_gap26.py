"""Where trafilatura's text was far better than ours, session 26: three classes found on the development sets'
pages and fixed in general.  A teaser card among an article's paragraphs whose excerpt ends in "mehr" or "Read
more" linking to its title's address (a public broadcaster's "teaser" box); an affiliate disclosure in a later
sentence of its block ("… We may earn commission on some of the items you choose to buy."); a page builder's
heading module (Divi's, Elementor's) over the list of a service page.

Pages written after the markup of news CMSs, Condé Nast's, Hearst's and German blogs' disclosures and
WordPress's page builders, each class with guards of the same shape that must stay as they are."""

from __future__ import annotations

import pytest
from vert_support import page

from corpustools.vert.choose import extract_page
from corpustools.vert.notices import affiliate_notice


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, {"languages": ()}).blocks]


# --- a teaser card among the paragraphs, its excerpt ending in a link to its title's address ----------------------

DE_URL = "https://www.example.de/nachrichten/info/Impfstoff-Studie-Zulassung-koennte-schneller-gehen,impfstoff120.html"
DE_BODY = (
    "Die Zulassung neuer Impfstoffe dauert in Europa in der Regel mehrere Jahre. Forscher der Universität Hamburg "
    "haben nun untersucht, an welchen Stellen das Verfahren beschleunigt werden könnte, ohne die Sicherheit der "
    "Patienten zu gefährden.",
    "Nach Angaben der Wissenschaftler könnten vor allem die Prüfungen der Behörden parallel statt nacheinander "
    "laufen. Dadurch ließen sich nach ihren Berechnungen bis zu zwei Jahre einsparen, heißt es in der Studie.",
    "Kritik kommt von Patientenverbänden. Sie befürchten, dass unter dem Zeitdruck Nebenwirkungen übersehen werden, "
    "die erst bei einer größeren Zahl von Geimpften auffallen, und fordern eine längere Beobachtung.",
    "Das Gesundheitsministerium will die Vorschläge in den kommenden Wochen prüfen und dann mit den Ländern über "
    "mögliche Änderungen am Zulassungsverfahren sprechen, wie eine Sprecherin am Dienstag sagte.",
)
TEASER_EXCERPT = ("Was gibt es Neues in der Forschung? Jede Woche beantworten Fachleute in unserem Podcast die Fragen "
                  "der Hörerinnen und Hörer.")


def _teaser(more: str, href: str = "/nachrichten/info/Podcast-Wissen-Folgen,podcastwissen100.html",
            title_href: str = "/nachrichten/info/Podcast-Wissen-Folgen,podcastwissen100.html") -> str:
    return ('<div class="contentbox halb"><div class="boxhead">Podcast: Wissen kompakt</div>'
            '<div class="teaser"><div class="teaserimage"><img src="/bild/podcast.jpg" alt=""></div>'
            f'<div class="teaserpadding"><h2><a href="{title_href}">Wissen kompakt: Fachleute antworten</a></h2>'
            f'<div class="teasertext"><p>{TEASER_EXCERPT} <a href="{href}" class="cta">{more}</a></p></div>'
            '</div></div></div>')


def _article(box: str) -> str:
    body = ('<header><a href="/">Nachrichten</a><nav><a href="/politik/">Politik</a> <a href="/wissen/">Wissen</a>'
            '</nav></header><main><article><h1>Impfstoff-Studie: Zulassung könnte schneller gehen</h1>'
            f'<p>{DE_BODY[0]}</p><p>{DE_BODY[1]}</p>{box}<p>{DE_BODY[2]}</p><p>{DE_BODY[3]}</p>'
            '</article></main><footer><p>© Nachrichten</p></footer>')
    return page(body, "Impfstoff-Studie: Zulassung könnte schneller gehen",
                '<meta property="og:type" content="article">')


@pytest.mark.parametrize("more", ["mehr", "Read more", "Download (123 KB)", "weiterlesen »"])
def test_a_teaser_card_whose_excerpt_links_to_its_title_goes_with_its_kicker(more):
    texts = _texts(_article(_teaser(more)), DE_URL)
    assert not any(TEASER_EXCERPT in t for t in texts)
    assert "Podcast: Wissen kompakt" not in texts
    assert [t for t in texts if t in DE_BODY] == list(DE_BODY)


def test_an_excerpt_ending_in_a_link_elsewhere_stays():
    """The paragraph's last link leads somewhere else than the linked line above it: not one card."""
    texts = _texts(_article(_teaser("mehr", href="/wissen/forschung/")), DE_URL)
    assert any(TEASER_EXCERPT in t for t in texts)


@pytest.mark.parametrize("link", ['<a href="/themen/rki/">mitteilt</a>.', '<a href="/themen/rki/">RKI</a>'])
def test_a_paragraph_of_the_text_ending_in_a_link_stays(link):
    """An article's own paragraph under a plain subheading may end in a link: no linked title over it."""
    sentence = "Die Zahl der Neuinfektionen ist in der vergangenen Woche leicht gesunken, wie das Institut"
    box = f"<h2>Zahlen sinken leicht</h2><p>{sentence} {link}</p>"
    texts = _texts(_article(box), DE_URL)
    assert any(t.startswith(sentence) for t in texts) and "Zahlen sinken leicht" in texts


def test_a_paragraph_under_a_linked_subheading_ending_in_another_link_stays():
    sentence = ("Die Behörde hatte schon im vergangenen Jahr angekündigt, ihre Verfahren zu überprüfen und die "
                "Fristen zu verkürzen, wie die Zeitung berichtete")
    box = (f'<h2><a href="/themen/zulassung/">Zulassung</a></h2><p>{sentence} '
           '<a href="https://www.zeitung.example/artikel/123">Zeitung</a></p>')
    texts = _texts(_article(box), DE_URL)
    assert any(t.startswith(sentence) for t in texts)


# --- an affiliate disclosure in a later sentence of its block -----------------------------------------------------

@pytest.mark.parametrize("text", [
    "Every item on this page was chosen by our editors. We may earn commission on some of the items you choose to buy.",
    "While each product featured is independently selected by our editors, we may include paid promotion. If you "
    "buy something through our links, we may earn commission. Read more about our review guidelines.",
    "Our editors and experts handpick every product we feature. We may earn a commission from your purchases.",
    "Disclaimer: I select and review independently. If you buy through affiliate links, I may earn commissions that "
    "help support my testing at no extra cost to you.",
    "Hier sammeln wir die besten Angebote der Woche. Die folgenden Angebote sind mit Affiliate-Links versehen. Bei "
    "einem Kauf über einen dieser Links bekommen wir eine Prämie.",
    "Nos journalistes sélectionnent les produits en toute indépendance. Si vous achetez via nos liens, nous pouvons "
    "percevoir une commission.",
])
def test_an_affiliate_disclosure_after_the_editors_word_is_one(text):
    assert affiliate_notice(text)


@pytest.mark.parametrize("text", [
    "Affiliate programs: Streamers earn a commission when viewers buy games, gear, or software via affiliate links.",
    "Real estate agents usually earn a commission of three percent when a buyer closes on a house.",
    "The European Commission said on Monday that buyers of electric cars would get a subsidy.",
    "Die Provision des Maklers zahlen seit 2020 Käufer und Verkäufer je zur Hälfte.",
])
def test_a_sentence_about_commissions_is_no_disclosure(text):
    assert not affiliate_notice(text)


EN_URL = "https://www.example.com/shopping/best-rain-jackets-for-hiking"
EN_BODY = (
    "A good rain jacket keeps you dry without turning every climb into a sauna. We tested fourteen jackets on "
    "wet weekends in the hills over three months and kept notes on how each one breathed and fitted.",
    "Our favourite packs into its own pocket, weighs less than three hundred grams and kept out a whole "
    "afternoon of steady rain, though its hood is a little small for a helmet.",
    "If you hike mostly in summer, a lighter shell will do: the heavier jackets only earn their weight when "
    "the wind picks up on an exposed ridge and the temperature drops.",
)


def test_the_disclosure_under_a_shopping_guide_goes_and_its_text_stays():
    note = ("Every item on this page was chosen by our editors. We may earn commission on some of the items you "
            "choose to buy.")
    body = ('<main><article><h1>The Best Rain Jackets for Hiking</h1>'
            f'<p class="disclaimer">{note}</p>' + "".join(f"<p>{t}</p>" for t in EN_BODY) + '</article></main>')
    texts = _texts(page(body, "The Best Rain Jackets for Hiking", '<meta property="og:type" content="article">'),
                   EN_URL)
    assert note not in texts and [t for t in texts if t in EN_BODY] == list(EN_BODY)


# --- a page builder's heading module over a service page's list ----------------------------------------------------

SERVICE_URL = "https://www.example-health.org/dental-care/"
INTRO = ("You will find modern treatment rooms at our health centers, along with caring dentists, dental assistants "
         "and hygienists. Dental services are available for adults and children at four centers in the county.")
SERVICES = ("Screening Exams", "Cleanings", "Extractions", "X-rays", "Tooth-Colored Fillings", "Preventive Care",
            "Orthodontic Evaluations", "Root Canals on Select Teeth", "Digital Radiographic Analysis")


def _divi(heading: str) -> str:
    return ('<div class="et_pb_module et_pb_heading et_pb_heading_1"><div class="et_pb_heading_container">'
            f'<h1 class="et_pb_module_heading">{heading}</h1></div></div>')


def _elementor(heading: str) -> str:
    return ('<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-'
            f'container"><h2 class="elementor-heading-title">{heading}</h2></div></div>')


def _text_module(inner: str) -> str:
    return f'<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">{inner}</div></div>'


def _service(heading_module, menu: bool = False) -> str:  # noqa: ANN001
    items = "".join(f"<li>{s}</li>" for s in SERVICES)
    links = "".join(f'<li><a href="/{c.lower()}/">{c} Community Health Center</a></li>'
                    for c in ("Youngstown", "Warren", "Austintown", "Boardman"))
    second = (heading_module("Centers that Offer Dental") + _text_module(f"<ul>{links}</ul>")) if menu else ""
    body = ('<header><nav><ul><li><a href="/">Home</a></li><li><a href="/medical-care/">Medical Care</a></li>'
            '<li><a href="/dental-care/">Dental Care</a></li></ul></nav></header>'
            '<div id="main-content"><div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column">'
            f'<h1>Dental Care</h1>{_text_module(f"<p>{INTRO}</p>")}</div></div></div>'
            '<div class="et_pb_section"><div class="et_pb_row">'
            f'<div class="et_pb_column et_pb_column_2_5">{heading_module("Procedures and Services")}'
            f'{_text_module(f"<ul>{items}</ul>")}</div>'
            f'<div class="et_pb_column et_pb_column_3_5">{second}</div></div></div></div>'
            '<footer><p>© Health Centers</p></footer>')
    return page(body, "Dental Care - Health Centers")


@pytest.mark.parametrize("module", [_divi, _elementor])
def test_a_page_builders_heading_over_the_services_list_is_kept(module):
    texts = _texts(_service(module), SERVICE_URL)
    assert INTRO in texts and all(s in texts for s in SERVICES)
    assert texts.index("Procedures and Services") == texts.index(SERVICES[0]) - 1


@pytest.mark.parametrize("module", [_divi, _elementor])
def test_the_heading_of_a_box_of_links_stays_out(module):
    texts = _texts(_service(module, menu=True), SERVICE_URL)
    assert "Centers that Offer Dental" not in texts and "Youngstown Community Health Center" not in texts
