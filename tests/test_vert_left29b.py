"""Regression tests for three classes the session's helpers left open (session 29): a recipe's ingredients in a box
of their own beside the box of its steps, a deck set as a subheading right under the headline above a meta block
that goes, and a lead in a list the site names "footer" in the headline's box.  Each page goes through
``document.process``, the worker's step; beside each rule, the boxes of the same shape that are not text stay out."""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, article_ld, processed

_STEPS = ("Den Ofen auf 180 Grad vorheizen und eine Form mit Butter einfetten, dann die Äpfel schälen und in "
          "dünne Scheiben schneiden.",
          "Mehl, Zucker und Eier zu einem glatten Teig verrühren, in die Form geben und mit den Äpfeln belegen; "
          "etwa vierzig Minuten backen.")


def _recipe(beside: str, heading: str = "Zutaten", rows: str = "") -> str:
    """A recipe page after Chefkoch's: a box of its title, a box of its ingredients (``heading`` over a table of
    amounts and names), a box of its steps (the container), and ``beside`` after them, all in ``<main>``."""
    rows = rows or ('<tr><td>250 g</td><td><a href="/zutat/mehl">Mehl</a></td></tr><tr><td>3</td><td>Eier</td></tr>'
                    '<tr><td>1 Prise</td><td>Salz</td></tr>')
    return (
        article_head("Apfelkuchen vom Blech | Rezepte", "de", article_ld("Recipe", "Apfelkuchen vom Blech", "backfee",
                                                                         "2026-11-03"))
        + '<body><header><a href="/">Rezepte</a><nav><a href="/r/">Rezepte</a> <a href="/m/">Magazin</a></nav>'
        '</header><main class="ds-container"><article class="ds-box recipe-header"><h1>Apfelkuchen vom Blech</h1>'
        '<div class="recipe-meta"><span>45 Min.</span><span>normal</span></div></article>'
        f'<article class="ds-box ingredients"><h2>{heading}</h2><table class="ingredients">{rows}</table></article>'
        f'<article class="ds-box recipe-instructions"><h2>Zubereitung</h2><div class="ds-box">{_STEPS[0]}<br><br>'
        f'{_STEPS[1]}</div></article>{beside}</main><footer><a href="/impressum">Impressum</a></footer></body></html>')


def _texts(html: str, url: str = "https://www.rezepte.example.de/rezepte/1234/apfelkuchen-vom-blech.html") -> list[str]:
    return _paragraphs(processed(html, url).body)


@pytest.mark.parametrize("heading", ["Zutaten", "Zutaten für 4 Portionen", "Ingredients", "Suroviny"])
def test_a_recipes_ingredients_beside_its_steps_are_kept(heading):
    texts = _texts(_recipe("", heading))
    assert {heading, "250 g", "Mehl", "Eier", "1 Prise", "Salz", *_STEPS} <= set(texts)


@pytest.mark.parametrize("beside, gone", [
    # a table of nutrition facts in a box of its own
    ('<article class="ds-box nutrition"><h2>Nährwerte pro Portion</h2><table><tr><td>kcal</td><td>420</td></tr>'
     '<tr><td>Eiweiß</td><td>8 g</td></tr><tr><td>Kohlenhydrate</td><td>61 g</td></tr></table></article>',
     ("kcal", "Eiweiß", "Kohlenhydrate")),
    # a rail of related recipes
    ('<section class="ds-box more"><h2>Das könnte dir auch schmecken</h2><ul><li><a href="/r/1">Zwetschgenkuchen'
     '</a></li><li><a href="/r/2">Rhabarberkuchen</a></li><li><a href="/r/3">Käsekuchen</a></li></ul></section>',
     ("Zwetschgenkuchen", "Rhabarberkuchen", "Käsekuchen")),
])
def test_the_boxes_beside_a_recipes_steps_that_are_not_its_ingredients_stay_out(beside, gone):
    text = "\n".join(_texts(_recipe(beside)))
    assert [g for g in gone if g in text] == []
    assert "Mehl" in text


def test_a_shops_specifications_beside_its_description_stay_out():
    description = ("Der Akkuschrauber mit zwei Gängen zieht auch lange Schrauben mühelos ins Hartholz; der Akku "
                   "hält eine ganze Arbeitswoche lang durch und ist in fünfzig Minuten wieder voll geladen.")
    html = (article_head("Akkuschrauber AS 18 | Werkzeugshop", "de", "")
            + '<body><main><div class="product"><div class="product-head"><h1>Akkuschrauber AS 18</h1></div>'
            '<div class="specs"><h2>Technische Daten</h2><table><tr><td>Spannung</td><td>18 V</td></tr><tr><td>'
            'Gewicht</td><td>1,4 kg</td></tr></table></div>'
            f'<div class="description"><h2>Beschreibung</h2><p>{description}</p><p>{description}</p></div></div>'
            '</main></body></html>')
    text = "\n".join(_texts(html, "https://www.werkzeug.example.de/p/akkuschrauber-as-18"))
    assert description in text
    assert [g for g in ("Spannung", "18 V", "Gewicht") if g in text] == []


_NEWS = ("Merkez Bankası politika faizini yüzde 47,5'ten yüzde 45'e indirdi. Piyasalarda beklenti faizin 150 baz "
         "puan düşürülmesi yönündeydi.",
         "Para Politikası Kurulu'nun açıklamasında, enflasyonun ana eğiliminin kasım ayında gerilediği ve talep "
         "koşullarının dezenflasyon sürecini desteklediği belirtildi.")


def _news(deck: str) -> str:
    """A news article after Hürriyet's: the headline, ``deck`` as an ``<h2>`` under it, a meta block that goes
    (the writer, "Giriş Tarihi: …", "Son Güncelleme: …"), the text in a box of its own."""
    return (article_head("Merkez Bankası faizi indirdi - Ekonomi", "tr",
                         article_ld("NewsArticle", "Merkez Bankası faizi indirdi", "Aslı Yıldız", "2026-11-20"))
            + '<body><main><article class="news-detail"><h1>Merkez Bankası faizi indirdi</h1>'
            f'<h2 class="news-detail-spot">{deck}</h2><div class="news-date"><span>Aslı Yıldız</span><time '
            'datetime="2026-11-20T14:05:00+03:00">Giriş Tarihi: 20.11.2026 14:05</time><span>Son Güncelleme: 20.11.2026 '
            '15:30</span></div>'
            f'<div class="news-content"><p>{_NEWS[0]}</p><p>{_NEWS[1]}</p></div></article></main></body></html>')


def test_a_decks_sentence_under_the_headline_above_a_meta_block_is_kept():
    texts = _texts(_news("Karar beklentilerin üzerinde geldi."), "https://www.haber.example.com.tr/ekonomi/faiz-42612345")
    assert texts[:2] == ["Merkez Bankası faizi indirdi", "Karar beklentilerin üzerinde geldi."]


@pytest.mark.parametrize("kicker", ["Son dakika", "Canlı blog"])
def test_a_kickers_phrase_under_the_headline_stays_out(kicker):
    texts = _texts(_news(kicker), "https://www.haber.example.com.tr/ekonomi/faiz-42612345")
    assert kicker not in texts


_LEAD = ("El Tribunal Supremo ha confirmado la condena a seis años de prisión para el exalcalde de un municipio "
         "alicantino por adjudicar contratos a empresas de su entorno.")
_TEXT = ("La sentencia, a la que ha tenido acceso este diario, rechaza todos los argumentos de la defensa y considera "
         "probado que el exregidor cobró comisiones durante al menos cuatro años.")


def _eldiario(header: str, after: str = "") -> str:
    return (article_head("El Supremo confirma la condena", "es",
                         article_ld("NewsArticle", "El Supremo confirma la condena", "Elena Herrera", "2026-11-23"))
            + f'<body><main><article class="news"><div class="news-header">{header}</div>'
            f'<div class="c-content"><p class="article-text">{_TEXT}</p><p class="article-text">{_TEXT}</p></div>'
            f'{after}</article></main></body></html>')


def test_a_lead_in_a_list_named_footer_under_the_headline_is_kept():
    html = _eldiario(f'<h1 class="title">El Supremo confirma la condena</h1><ul class="footer"><li><h2>{_LEAD}</h2>'
                     '</li></ul>')
    assert _LEAD in _texts(html, "https://www.diario.example.es/politica/supremo_1_10987654.html")


@pytest.mark.parametrize("header, after", [
    # a box named "footer" that does not follow the headline: the article's foot
    ('<h1 class="title">El Supremo confirma la condena</h1>',
     '<div class="footer"><p>Este artículo se publicó originalmente en la edición impresa del domingo y ha sido '
     'actualizado con la reacción de la defensa.</p></div>'),
    # a share bar under the headline, named so beside "footer"
    ('<h1 class="title">El Supremo confirma la condena</h1><ul class="footer share"><li><h2>Compartir esta noticia '
     'en redes sociales con tus amigos y seguidores.</h2></li></ul>', ""),
    # a box of teasers under its own <h1>, named "…-footer-…" (AppleInsider's deals under the article)
    ('<h1 class="title">El Supremo confirma la condena</h1>',
     '<div class="deals"><h1>Las mejores ofertas de la semana</h1><div class="article-footer-deals-post"><p><span>'
     'Ahorra 250 euros</span> <a href="/ofertas/1">Ahorra hasta 438 euros en el nuevo portátil de dieciséis pulgadas '
     'con envío gratuito</a></p></div></div>'),
])
def test_a_footer_not_under_the_headline_or_named_otherwise_goes(header, after):
    text = "\n".join(_texts(_eldiario(header, after), "https://www.diario.example.es/politica/supremo_1_10987654.html"))
    assert "edición impresa" not in text and "Compartir" not in text and "Ahorra" not in text
    assert _TEXT in text
