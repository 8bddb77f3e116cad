"""Regression tests for the page types vert was weakest on (session 28): forum threads, documentation, service pages,
product pages and collections of engines the earlier tests did not hold (phpBB 3.3, vBulletin 5, XenForo 2,
Discourse, Invision Community, Simple Machines 2.1, Stack Exchange, GitHub issues; Sphinx with the Read the Docs
theme, MkDocs Material, Docusaurus, rustdoc; a town office, a bank's product page, a state service page; Shoptet,
Magento 2 Luma, PrestaShop 1.7, Shopify Dawn; a recipe category) in English, German, French, Italian, Czech and
Slovak.  Each whole page (``vert_types28_pages``) goes through ``document.process``, the worker's step: what a corpus
builder keeps stays (posts with their quotes and code, a manual's prose and headings, a service's text, a product's
description and properties), and the page's furniture goes (menus, buttons, signatures, quote headers, guest
prompts, feedback widgets, cookie bars, the buy box).  Beside each rule that was added, real text of the same shape
stays."""

from __future__ import annotations

import html as _html
import re

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import page, processed
from vert_types28_pages import PAGES

from corpustools.vert import boiler
from corpustools.vert.extract import Block


def _flat(text: str) -> str:
    return re.sub(r"\s+", "", text)  # (the tokenizer glues and parts punctuation: compare without spaces)


def _text(html: str, url: str) -> str:
    return _flat(_html.unescape("\n".join(_paragraphs(processed(html, url).body))))


@pytest.mark.parametrize("p", PAGES, ids=[p.name for p in PAGES])
def test_a_pages_text_stays(p):
    text = _text(p.html, p.url)
    assert [k for k in p.keep if _flat(k) not in text] == []


@pytest.mark.parametrize("p", PAGES, ids=[p.name for p in PAGES])
def test_a_pages_furniture_goes(p):
    text = _text(p.html, p.url)
    assert [g for g in p.gone if _flat(g) in text] == []


# --- the rules, line by line ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Danke für Ihr Feedback!", "Danke für dein Feedback.", "Thanks for your feedback!",
    "Report a problem with this page", "Fehler auf dieser Seite melden", "Signaler une erreur sur cette page",
    "Nahlásiť chybu na stránke", "Nahlásit chybu na stránce",
    "Sign up for free to join this conversation on GitHub. Already have an account? Sign in to comment",
    "You can post now and register later. If you have an account, sign in now to post with your account.",
    "Nyní můžete psát a registrovat se později. Pokud máte účet, přihlaste se nyní a publikujte se svým účtem.",
    "Puoi postare ora e registrarti più tardi. Se hai un account, accedi ora per pubblicare con il tuo account.",
])
def test_feedback_and_guest_prompts_are_interface_lines(line):
    assert boiler._noise(Block("p", line))


@pytest.mark.parametrize("line", [
    "Danke für Ihr Feedback zur Umfrage, die Ergebnisse veröffentlichen wir im Januar.",
    "You can post now and register later, the admin said, but nobody believed him.",
    "Report a problem with this page to the city's web team, who fixed the last one within a day.",
])
def test_sentences_with_those_words_are_no_interface_lines(line):
    assert not boiler._noise(Block("p", line))


@pytest.mark.parametrize("text, cut", [
    ("Quote from: luca on November 28, 2026, 09:14:22 AMThe float was leaking.", "The float was leaking."),
    ("Zitat von: Hans am 28. November 2026, 09:14:22Der Schwimmer war undicht.", "Der Schwimmer war undicht."),
    ("Citazione da: Giovanni B. il 28 Novembre 2026, 09:14:22Era il galleggiante.", "Era il galleggiante."),
    ("Citation de : Marie le 28 novembre 2026 à 09:14:22C'était le flotteur.", "C'était le flotteur."),
])
def test_simple_machines_label_first_quote_headers_are_cut(text, cut):
    assert text[boiler.quote_header_lead(text):] == cut


@pytest.mark.parametrize("text", [
    "Quote from the manual: replace the float every 10:00 hours of use.",  # no colon after the label
    "Zitat von Goethe: Es irrt der Mensch, solang er strebt.",
    "Citazione da ricordare: il 28 novembre alle 10:30 si chiude.",  # a sentence, not a name and a date
])
def test_a_posts_own_words_after_a_quote_label_stay(text):
    assert boiler.quote_header_lead(text) == 0


def _luma(additional: str) -> str:
    body = (
        "<main><div class='product-info-main'><h1 class='page-title'><span class='base'>Stirnlampe Lumen 400</span></h1>"
        "<div class='price-box'><span class='price'>39,95 €</span></div></div><div class='product info detailed'><div "
        "class='product data items'><div class='data item title' id='tab-label-description'><a class='data switch' "
        "href='#description'>Details</a></div><div class='data item content' id='description'><div class='product "
        "attribute description'><div class='value'><p>Die Lumen 400 leuchtet mit 400 Lumen bis zu 90 Meter weit und "
        "lässt sich mit einer Hand zwischen drei Stufen umschalten.</p><p>Der Akku wird über USB-C geladen und hält "
        "in der niedrigsten Stufe bis zu 60 Stunden.</p></div></div></div>"
        f"<div class='data item title' id='tab-label-additional'><a class='data switch' href='#additional'>{additional}"
        "</a></div><div class='data item content' id='additional'><table class='data table additional-attributes'>"
        "<caption class='table-caption'>Mehr Informationen</caption><tbody><tr><th>Gewicht</th><td>86 g</td></tr><tr>"
        "<th>Schutzklasse</th><td>IPX4</td></tr></tbody></table></div></div></div>"
        "<div class='block related'><strong>Ähnliche Produkte</strong><ol><li><a href='/x'>Stirnlampe Lumen 200</a>"
        "</li></ol></div></main>")
    return page(body, "Stirnlampe Lumen 400", "<meta property='og:type' content='product'>")


def test_the_properties_in_the_tab_after_the_description_stay():
    text = _text(_luma("Zusatzinformation"), "https://www.wanderwelt.example.de/stirnlampe-lumen-400.html")
    assert _flat("Der Akku wird über USB-C geladen") in text
    assert _flat("Gewicht 86 g Schutzklasse IPX4") in text and "Zusatzinformation" not in text
    assert _flat("Stirnlampe Lumen 200") not in text


def test_a_sentence_over_the_tab_is_no_tabs_title():
    text = _text(_luma("Weitere technische Angaben zu dieser Lampe finden Sie unten."),
                 "https://www.wanderwelt.example.de/stirnlampe-lumen-400.html")
    assert _flat("Der Akku wird über USB-C geladen") in text and "IPX4" not in text


@pytest.mark.parametrize("line", ["Filter by:", "Sort by:", "Filtern nach:", "Sortieren nach:", "Trier par :",
                                  "Řadit podle:", "Zoradiť podľa:", "Expand description", "Collapse all"])
def test_a_collections_filter_labels_and_toggles_are_interface_lines(line):
    assert boiler.is_label(line)


@pytest.mark.parametrize("line", ["Sort by price, then by name, to find the cheapest offer.", "Filter by hand"])
def test_sentences_about_sorting_are_no_interface_lines(line):
    assert not boiler.is_label(line)


def _manual(headings: str) -> str:
    body = ("<main><h1>Module <span>ringbuf</span><button id='copy-path' title='Copy item path to clipboard'>Copy item "
            f"path</button></h1>{headings}<p>The buffer overwrites its oldest element when it is full, and pushing "
            "never allocates after construction.</p></main>")
    return page(body, "ringbuf - Rust")


def test_rustdocs_glued_section_marks_and_the_headings_button_go():
    doc = processed(_manual("<h2 id='examples'><a class='doc-anchor' href='#examples'>§</a>Examples</h2>"
                            "<h2 id='impl'>Implementations<a href='#impl' class='anchor'>§</a></h2>"),
                    "https://docs.rs/ringbuf/0.9.2/ringbuf/index.html")
    paragraphs = _paragraphs(doc.body)
    assert paragraphs[0] == "Module ringbuf" and "Examples" in paragraphs and "Implementations" in paragraphs
    assert not any("§" in p or "Copy" in p for p in paragraphs)


@pytest.mark.parametrize("heading", ["§ 5 Kündigung", "§5 Abs. 2", "Artikel 3 § 2"])
def test_a_laws_section_mark_in_a_heading_stays(heading):
    doc = processed(_manual(f"<h2>{heading}</h2>"), "https://docs.rs/ringbuf/0.9.2/ringbuf/index.html")
    assert _flat(heading) in _flat("".join(_paragraphs(doc.body)))


# --- the second round's rules ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Skladem", "Skladem (>5 ks)", "Skladom", "Doručíme zítra 2. 12.", "Můžeme doručit do: 2. 12. 2026", "Do košíku",
    "Přidat do košíku", "Pridať do košíka", "Hlídat cenu", "Porovnat", "bez DPH", "Doprava zdarma",
    "6 položek celkem", "24 products in total",
])
def test_czech_and_slovak_shop_lines_are_shop_lines(line):
    from corpustools.vert.shoplines import shop_line
    assert shop_line(line.lower())


@pytest.mark.parametrize("line", [
    "Skladem máme přes dvě stě druhů čaje z celého světa a každý týden pražíme kávu.",
    "Doručíme zítra i do menších obcí, pokud objednáte do 14 hodin.",
    "Porovnat obě konvice je snadné: ta levnější má kratší kabel.",
])
def test_sentences_of_a_czech_description_are_no_shop_lines(line):
    from corpustools.vert.shoplines import shop_line
    assert not shop_line(line.lower())


@pytest.mark.parametrize("line", ["Contatta il comune", "Leggi le domande frequenti", "Richiedi assistenza",
                                  "Chiama il numero verde 800 123 456", "Prenota appuntamento", "Segnala disservizio"])
def test_the_contact_box_of_italian_municipal_sites_is_interface(line):
    assert boiler._noise(Block("p", line))


def test_a_line_of_a_municipal_page_with_those_words_stays():
    line = "Per prenotare un appuntamento con l'ufficio anagrafe chiama il numero verde dalle 9 alle 13."
    assert not boiler._noise(Block("p", line))


@pytest.mark.parametrize("line", [
    "Code: Select all", "Code: Alles auswählen", "Code: Tout sélectionner", "Kód: Vybrat vše", "Who is online",
    "Wer ist online?", "Users browsing this forum: No registered users and 3 guests",
    "Mitglieder in diesem Forum: 0 Mitglieder und 4 Gäste",
])
def test_phpbbs_code_box_header_and_statistics_are_interface(line):
    assert boiler._noise(Block("p", line))


def test_a_sentence_about_who_is_online_stays():
    assert not boiler._noise(Block("p", "Who is online at night decides how fast a question gets an answer here."))


@pytest.mark.parametrize("text, cut", [
    ("kernelpanic wrote: ↑Sat Nov 28, 2026 9:12 pmThe log file is never created.", "The log file is never created."),
    ("heizfuchs hat geschrieben: ↑Do 28. Nov 2026, 19:12Der Druck steht bei 1,4 bar.", "Der Druck steht bei 1,4 bar."),
    ("kernelpanic wrote: ↑The log file is never created.", "The log file is never created."),
])
def test_phpbbs_quote_header_with_its_date_is_cut(text, cut):
    assert text[boiler.quote_header_lead(text):] == cut
