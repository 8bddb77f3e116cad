"""Session 31's open extraction classes and more of their kind (xleft32), on news and shop pages of several languages,
each with its other side (the article's own text that looks like the furniture stays):

1. a market widget's heading left between the paragraphs, its rates or quotes gone as a ticker (Bankier's "Kursy
   walut", "Aktien in diesem Artikel", "Kurzy měn", "Markets") (``choose._without_orphan_headings``);
2. a shop's delivery and help notes under OpenCart's buy box ("Free delivery on all orders over $50 to mainland
   addresses.", "Questions? Call our friendly team on 0800 123 456 …", German and French) (``shoplines``);
3. a byline with neither a byword nor a mark: the writers' names alone under the headline or at the text's end ("Jan
   Novák a Petra Malá", "Jan Novák / ČTK", "— Jane Smith and John Doe"); a letter's signature, a one-line quote, an
   interview's speaker, a list of names, a greeting, readers' letters each signed and a poem's last line stay
   (``headline.drop_name_lines``, ``byline.names_alone``);
4. a bare list of a subscription's tiers a paywall's box leaves at the text's end ("Měsíčně 99 Kč · Ročně 990 Kč",
   "Digital | Print + Digital"), the article's sentences on its prices stay (``phrases.PAID_TIER_LIST``);
5. what was left of the page's tools and markers between the paragraphs (checked against what earlier passes take:
   ad labels in eight languages, gallery counters, newsletter forms went already): a row of print, e-mail and text
   size tools in six languages, Jetpack's "Click to share on X (Opens in new window)", a share label with an icon
   font's glyphs, "Zur Bildergalerie (12 Bilder)", "Sigue leyendo después del anuncio", a newsletter's pitch ("Get
   the best of our journalism in your inbox every morning.", ``notices``' goods) (``boiler``'s button rows, ``phrases``).
"""

from __future__ import annotations

import pytest
import test_vert_review31 as opencart
from test_vert_left30 import _news, _texts
from test_vert_review31b import _DOMAINS, TEXTS, _article, _kept
from vert_support import BYLINE_TOP

from corpustools.vert.choose import extract_page

# --- 1. a market widget's heading between the paragraphs -----------------------------------------------------------


@pytest.mark.parametrize("lang, widget", [
    ("pl", '<div class="m-rates-widget"><h4>Kursy walut</h4><p>EUR 4,28 USD 3,95 CHF 4,52</p></div>'),
    ("de", '<aside class="instrument-box"><h3>Aktien in diesem Artikel</h3><div><span>Siemens</span> <span>182,40 €'
           '</span> <span>+1,2 %</span></div><div><span>BASF</span> <span>44,15 €</span> <span>-0,4 %</span></div>'
           '</aside>'),
    ("cs", '<div class="widget-kurzy"><h3>Kurzy měn</h3><ul><li>EUR 25,28 Kč</li><li>USD 23,41 Kč</li></ul></div>'),
    ("en", '<div class="markets-module"><h4>Markets</h4><div class="quote"><span>FTSE 100</span> <span>8,123.45</span> '
           '<span>+0.3%</span></div><div class="quote"><span>Dow Jones</span> <span>42,310.10</span> <span>-0.1%</span>'
           '</div></div>'),
])
def test_a_market_widgets_heading_between_the_paragraphs_goes(lang, widget):
    texts = _article(lang, widget, "rates")
    heading = widget.split(">", 2)[2].split("<", 1)[0]
    assert heading not in texts, texts
    assert all(t in texts for t in TEXTS[lang]), texts


@pytest.mark.parametrize("lang, section, kept", [
    # a subheading over its own paragraph with figures
    ("cs", "<h2>Inflace zpomalila</h2><p>Inflace v říjnu zpomalila na 2,4 procenta, uvedl statistický úřad.</p>",
     "Inflace zpomalila"),
    ("en", "<section><h3>What it costs</h3><p>The scheme will cost £4.2bn over five years.</p></section>",
     "What it costs"),
    # a section's heading over a short line with a figure that the text keeps (a score)
    ("de", '<div class="box"><h3>Das Ergebnis</h3><p>Der Antrag wurde mit 31 zu 12 Stimmen angenommen.</p></div>',
     "Das Ergebnis"),
    # a line of the text that reads a price and its change, no widget's quote (a word in small letters)
    ("de", '<div class="box"><h3>Die Aktie</h3><p>Die Aktie schloss bei 182,40 € +1,2 %</p></div>',
     "Die Aktie schloss bei 182,40 € +1,2 %"),
])
def test_a_subheading_over_its_own_figures_stays(lang, section, kept):
    texts = _article(lang, section, "figures")
    assert kept in texts, texts
    assert all(t in texts for t in TEXTS[lang]), texts


# --- 2. the shop's notes under OpenCart's buy box ----------------------------------------------------------------

@pytest.mark.parametrize("notes", [
    ("Free delivery on all orders over $50 to mainland addresses.",
     "Questions? Call our friendly team on 0800 123 456, Monday to Friday."),
    ("Free shipping within the UK.", "Any questions? Contact our customer team at +44 20 7946 0958."),
    ("Kostenloser Versand ab 50 € innerhalb Deutschlands",
     "Fragen zum Produkt? Rufen Sie uns an: 089 123 456 (Mo–Fr 9–17 Uhr)"),
    ("Livraison gratuite dès 49 € d'achat", "Une question ? Appelez-nous au 01 23 45 67 89 du lundi au vendredi."),
])
def test_a_shops_notes_under_the_buy_box_go(notes):
    html = opencart._opencart("product-product-42").replace(
        '</button></div></div></div>', '</button></div>' + "".join(f"<p>{n}</p>" for n in notes) + '</div></div>', 1)
    texts = [b.text for b in extract_page(html, opencart.OC_URL, {"languages": ()}).blocks]
    assert not any(n in texts for n in notes), texts
    assert opencart.OC_NAME in texts and "$34.00" in texts
    assert [t for t in texts if t in opencart.OC_TEXT] == list(opencart.OC_TEXT)


@pytest.mark.parametrize("lang, line", [
    ("en", "Questions? Call our team on 0800 123 456 was the advice printed on every leaflet the council sent out."),
    ("en", "Free delivery to the moon and back was promised by the mayor in his speech on Tuesday."),
    ("de", "Fragen? Rufen Sie uns an, sagte der Sprecher der Stadtwerke, die Leitungen seien rund um die Uhr besetzt."),
])
def test_an_articles_sentence_on_delivery_or_a_help_line_stays(lang, line):
    texts = _article(lang, f"<p>{line}</p>", "helpline")
    assert line in texts, texts


# --- 3. a byline with neither a byword nor a mark -----------------------------------------------------------------

def _signed(lang: str, first: str = "", last: str = "", slug: str = "names") -> list[str]:
    """The kept paragraphs of a news article in ``lang`` with ``first`` right under its headline (no byline
    element: the head states the writer) and ``last`` after its paragraphs, inside the body's element."""
    html = _news(lang, "A headline for the council's story", "Anna Example", "2026-11-26", first,
                 TEXTS[lang], after="")
    if last:
        html = html.replace("</div></article>", last + "</div></article>", 1)
    return _texts(html, f"https://www.example.{_DOMAINS[lang]}/news/2026/11/26/{slug}-123456")


@pytest.mark.parametrize("lang, first, last", [
    ("cs", "<p>Jan Novák a Petra Malá</p>", ""),
    ("cs", "", "<p><em>Jan Novák / ČTK</em></p>"),
    ("cs", "", "<p>Karel Dvořák, redaktor</p>"),
    ("de", "", "<p><i>Markus Balser und Anna Weber</i></p>"),
    ("de", "<p><strong>Markus Balser, Korrespondent</strong></p>", ""),
    ("en", "", "<p>— Jane Smith and John Doe</p>"),
    ("en", "<p>Jane Smith / AP</p>", ""),
    ("fr", "<p>Jean Dupont et Marie Martin</p>", ""),
    ("it", "", "<p>Marco Rossi e Giulia Bianchi</p>"),
])
def test_a_line_of_writers_names_alone_goes(lang, first, last):
    texts = _signed(lang, first, last)
    line = (first or last).split(">")[-3 if "<em>" in (first or last) or "<i>" in (first or last)
                                        or "<strong>" in (first or last) else -2].split("<")[0]
    assert not _kept(texts, line), texts
    assert all(t in texts for t in TEXTS[lang]), texts


@pytest.mark.parametrize("lang, first, last, kept", [
    # a letter's signature under its closing
    ("en", "", "<p>Yours sincerely,</p><p>Margaret and David Hill</p>", "Margaret and David Hill"),
    # a one-line quote that ends the text
    ("cs", "", "<p>„Uvidíme,“ dodal Jan Novák.</p>", "„Uvidíme,“ dodal Jan Novák."),
    # an interview's speaker as a heading over the answer
    ("de", "<h3>Markus Balser</h3><p>Wir haben lange gezögert, aber am Ende gab es keine andere Wahl für die Stadt.</p>",
     "", "Markus Balser"),
    # a list of names the text gives (a jury, a team)
    ("en", "", "<p>The prize went to two teams this year:</p><ul><li>Jane Smith and John Doe</li><li>Mary Brown and Tom "
     "Green</li></ul>", "Mary Brown and Tom Green"),
    # a greeting in Title Case that ends a post
    ("en", "", "<p>Thank You and Good Night</p>", "Thank You and Good Night"),
    # readers' letters, each signed with the writers' names alone
    ("en", "", "<p>Paul Gray and Mary Gray</p><p>Bus routes matter more than consultants, and the council should say so "
     "plainly before the next budget.</p><p>Jon Rego and Anne Rego</p>", "Jon Rego and Anne Rego"),
    # a poem of short lines that ends in its lovers' names
    ("en", "", "<p>And the river ran on to the sea</p><p>And the night came down on the town</p><p>And they walked "
     "by the water alone</p><p>Mary Rose and Johnny Reed</p>", "Mary Rose and Johnny Reed"),
    # a name with the writer's town under a reader's letter
    ("en", "", "<p>Margaret Hill, Leeds</p>", "Margaret Hill, Leeds"),
])
def test_a_line_that_names_someone_in_the_text_stays(lang, first, last, kept):
    texts = _signed(lang, first, last)
    assert kept in texts, texts


# --- 4. a bare list of paid tiers at the text's end --------------------------------------------------------------

def _ending(lang: str, after: str, slug: str) -> list[str]:
    """The kept paragraphs of a news article in ``lang`` with ``after`` below its body."""
    html = _news(lang, "A headline for the council's story", "Anna Example", "2026-11-26", BYLINE_TOP, TEXTS[lang],
                 after=after)
    return _texts(html, f"https://www.example.{_DOMAINS[lang]}/news/2026/11/26/{slug}-123456")


@pytest.mark.parametrize("lang, line", [
    ("cs", "Měsíčně 99 Kč · Ročně 990 Kč"),
    ("de", "Digital | Print + Digital"),
    ("de", "Digital 9,99 € | Print + Digital 29,99 € Abonnieren"),
    ("fr", "Mensuel 9,99 € · Annuel 99 €"),
    ("pl", "Miesięcznie 29 zł · Rocznie 290 zł"),
    ("en", "Basic | Premium | All Access Subscribe"),
])
def test_a_bare_list_of_paid_tiers_at_the_end_goes(lang, line):
    texts = _ending(lang, f'<div class="offer-box"><p>{line}</p></div>', "tiers")
    assert line not in texts, texts
    assert all(t in texts for t in TEXTS[lang]), texts


@pytest.mark.parametrize("lang, line", [
    # the article's own sentence on the prices
    ("de", "Das Abo kostet künftig monatlich 9,99 € oder jährlich 99 €, teilte der Verlag mit."),
    ("cs", "Předplatné bude stát měsíčně 99 Kč, ročně pak 990 Kč, uvedlo vydavatelství."),
    # a list of tiers within a sentence
    ("en", "The paper now sells three tiers: Basic, Premium and All Access, from $4.99 a month."),
])
def test_an_articles_sentence_on_its_tiers_stays(lang, line):
    texts = _signed(lang, last=f"<p>{line}</p>", slug="prices")
    assert line in texts, texts


# --- 5. page tools, share labels, gallery links, ad markers and newsletter pitches that were left -------------------

@pytest.mark.parametrize("lang, box", [
    # a row of page tools (print, e-mail, the text's size)
    ("en", '<div class="tools"><span>Print</span> <span>Email</span> <span>A-</span> <span>A+</span></div>'),
    ("cs", '<div class="tools"><span>Tisk</span> <span>E-mail</span> <span>Zvětšit písmo</span></div>'),
    ("fr", '<div class="tools"><span>Imprimer</span> <span>Envoyer par e-mail</span> <span>Taille du texte</span></div>'),
    ("it", '<div class="tools"><span>Stampa</span> <span>Email</span> <span>Dimensione testo</span></div>'),
    ("es", '<div class="tools"><span>Imprimir</span> <span>Enviar por correo</span> <span>Tamaño de letra</span></div>'),
    ("de", '<div class="tools"><a href="#">Drucken</a> <a href="#">E-Mail</a> <a href="#">Schriftgröße</a></div>'),
    # Jetpack's share buttons' labels, a share label with an icon font's glyphs
    ("en", '<div class="sharedaddy"><h3>Share this:</h3><ul><li><a href="https://twitter.com/share">Click to share on X '
           '(Opens in new window)</a></li><li><a href="https://facebook.com/sharer">Click to share on Facebook (Opens in '
           'new window)</a></li></ul></div>'),
    ("de", '<div class="share"><p>Teilen: \ue001 \ue002 \ue003</p></div>'),
    # a gallery's link with its count, an advert's marker, a newsletter's pitch
    ("de", '<div class="gallery"><span>Zur Bildergalerie (12 Bilder)</span></div>'),
    ("es", '<div class="ad"><p>Sigue leyendo después del anuncio</p></div>'),
    ("en", '<div class="nl"><p>Get the best of our journalism in your inbox every morning.</p><button>Subscribe</button>'
           '</div>'),
])
def test_the_pages_tools_and_markers_between_the_paragraphs_go(lang, box):
    texts = _article(lang, box, "tools")
    assert [t for t in texts if t not in TEXTS[lang] and t != "A headline for the council's story"] == [], texts
    assert all(t in texts for t in TEXTS[lang]), texts


@pytest.mark.parametrize("lang, line", [
    ("en", "Print and email remain the ways most residents reach the council, a survey found last spring."),
    ("cs", "Tisk a e-mail zůstávají pro úřad hlavními cestami, jak se k občanům dostat, uvedla mluvčí."),
    ("de", "Zur Bildergalerie (12 Bilder) führte ein Link, den die Stadt am Dienstag auf ihrer Seite veröffentlichte."),
])
def test_an_articles_sentence_on_print_email_or_galleries_stays(lang, line):
    assert line in _article(lang, f"<p>{line}</p>", "tools-prose")
