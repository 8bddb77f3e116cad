"""Regression tests for what still stayed in ``vert``'s text of Czech and Slovak news pages (iDNES, Deník,
iHNed, Aktuálně, iROZHLAS, Denník N, SME) after session 18, and for the German and French paywalls' and wires'
lines left over from the first wave of session 20: a gallery's counter, a player's buttons and its video's
length, app and newsletter prompts, the comments' and tips' boxes, paywall prompts ("Celý článek si přečtete
po přihlášení", "Alle Artikel lesen für 0,99 €", a gifted article's notice), a caption that ends in its
picture's author ("… Autor: Hennessey Performance Engineering", "… Speed Foto: Bentley"), a linked headline
ending "- čtěte ZDE", "Le Monde avec AFP" and a share button's "Email".  Beside each rule, real sentences with
the same words stay: the rules match whole blocks."""

from __future__ import annotations

import pytest
from czech_article import P
from czech_article import article as _article
from czech_article import only_the_text as _only_the_text
from czech_article import texts as _texts
from vert_support import docs_of, make_warc, read_vert, settings_data

from corpustools.vert.run import convert

# --- a line of the page's interface between the paragraphs --------------------------------------------------

@pytest.mark.parametrize("line", [
    # a gallery's counter and button
    "Foto 1/12", "Fotografie 1 z 12", "Snímka 2 z 8", "Fotogalerie (12 fotografií)",
    "Galéria (8 fotiek)",
    # a player's buttons and its recording's length
    "Přehrať video", "Pustit video", "Spustiť video", "Video 2:31", "Délka videa: 2:31",
    "Zvětšit", "Zväčšiť foto",
    # app and newsletter prompts
    "Stáhněte si aplikaci", "Stáhněte si naši mobilní aplikaci", "Stiahnite si aplikáciu", "Stiahnite si našu "
    "aplikáciu SME", "Přihlásit se k odběru", "Prihláste sa na odber",
    # the comments' and the tips' boxes
    "Diskuse k článku", "Diskusia k článku", "Komentáře k článku", "Vstúpiť do diskusie (15)",
    "Máte tip na článek?", "Máte pre nás tip?", "Tipy pro redakci",
    # links alone, advert labels, a wire beside the site
    "Pokračujte ve čtení", "Pokračujte v čítaní", "Více zde", "Viac tu", "Inzercia",
    "ČTK, iROZHLAS.cz", "iROZHLAS.cz, ČTK", "TASR, aktuality.sk",
    # paywall prompts
    "Celý článek si přečtete po přihlášení", "Celý článek si přečtete v předplatném",
    "Celý článek si přečtete v Deníku N", "Zbytek článku je dostupný pouze předplatitelům",
])
def test_czech_and_slovak_interface_lines_go(line):
    """A button's or a label's text alone in a block between the paragraphs (these stayed)."""
    texts = _texts(_article(f"<p>{line}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Alle Artikel lesen für 0,99 €", "Jetzt alle Artikel lesen für 0,99 € im Monat", "Zugang zu allen Artikeln",
    "Freier Zugang zu allen Artikeln, Videos, Audioinhalten und Podcasts", "Le Monde avec AFP",
    "Le Figaro avec AFP et Reuters", "Email",
])
def test_german_and_french_paywall_wire_and_share_lines_go(line):
    """The first wave's leftovers: a German paywall's offer, a French site's wire credit, a share button."""
    texts = _texts(_article(f"<p>{line}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


# a subscriber's gift, as SPIEGEL shows it above the text (128 characters: longer than the short lines' 120)
SPIEGEL_GIFT = ("Dieser Artikel wurde Ihnen von einem SPIEGEL-Abonnenten geschenkt. Sie können ihn ohne Abonnement "
                "lesen. Mehr über SPIEGEL+ erfahren")


@pytest.mark.parametrize("notice", [
    SPIEGEL_GIFT, "Dieser Artikel wurde dir geschenkt.", "This article was gifted to you by a subscriber.",
    "Cet article vous est offert par un abonné.", "Tento článok vám daroval predplatiteľ Denníka N.",
])
def test_a_gifted_articles_notice_goes(notice):
    assert len(SPIEGEL_GIFT) > 120
    texts = _texts(_article(f"<p>{notice}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


# --- captions that end in their picture's author, as Deník prints them -------------------------------------

@pytest.mark.parametrize("caption", [
    # <p class="clanek-img-popis">… Autor: …</p> (2010-2013)
    '<p class="clanek-img-popis">Nový supersport Hennessey Venom GT dosáhne podle výrobce rychlosti 437 kilometrů '
    "za hodinu. Autor: Hennessey Performance Engineering</p>",
    '<p class="clanek-img-popis">Finalistky reality show si užívaly i druhý víkendový pobyt. „Bylo to báječné,“ '
    "zhodnotila chebská finalistka (v bílé čepici).  Autor: Deník: Veronika Cézová</p>",
    # <p class="dv4-clanek-img-popis">…<span>Foto: <span>…</span></span></p> (2012-)
    '<p class="dv4-clanek-img-popis">Nové Bentley Continental GT Speed <span>Foto: <span>Bentley</span></span></p>',
    # Aktuálně's video caption with its author and length
    '<p class="caption">Co vlastně lovci nehod nabízejí? | Video: Zdeněk Bašus | 02:51</p>',
])
def test_captions_that_end_in_their_pictures_author_go(caption):
    img = '<a href="/galerie/foto-1"><img src="/foto-1.jpg" alt="Foto"></a>'
    texts = _texts(_article(f"<div class='img'>{img}{caption}</div>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


def test_a_caption_printed_twice_goes():
    """iHNed's main picture: its title and its description the same, "Tony Martin<br/>Tony Martin"."""
    figure = ('<div class="fullsize" id="main_image"><span class="img-wrapper"><img alt="Tony Martin" '
              'src="/martin.jpg" title="Tony Martin"></span><div class="title">Tony Martin<br/>Tony Martin</div>'
              '<div class="author">autor: ČTK/AP</div></div>')
    texts = _texts(_article(figure))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


# --- iHNed's linked headline of another article with "čtěte ZDE" at its end ---------------------------------

def test_a_linked_headline_ending_read_here_goes():
    """iHNed's box: each line one link, the headline and its "- čtěte ZDE" in a span inside it."""
    box = ('<div class="d-prime-odkazy"><p><a href="http://ihned.cz/c3-36966390-fischer-je-take-pro-kalouska">'
           "Fischer je také pro Kalouska. Požaduje ale souhlas od Paroubka<span> - čtěte ZDE</span></a></p>"
           '<p><a href="http://ihned.cz/c3-36963520-fischer-ma-problem">Fischer má problém: ODS chce na ministra '
           "financí Kalouska, Paroubek je proti<span> - čtěte ZDE</span></a></p></div>")
    texts = _texts(_article(box))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


# --- guards: the text with the same words stays -------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Audio nahrávky z jednání zveřejnil soud až po roce.", "Audio", "Více zde nenajdete, řekl starosta novinářům.",
    "Diskuse k článku zákona trvala celý den.", "Máte tip na výlet? Jeďte do Jeseníků, radí průvodce.",
    "Stáhněte si aplikaci, radí policie lidem, kteří chtějí hlásit závady na silnicích v kraji.",
    "Pokračujte ve čtení knih i o prázdninách, doporučují knihovníci.",
    "Zugang zu allen Artikeln hat nur, wer ein Abonnement abschließt, sagte der Verleger.",
    "Elle a travaillé avec l'AFP.", "Fotografie 1 z 12 vítězných snímků visí v galerii na náměstí.",
    "Nezaměstnanost v kraji loni klesla na 3,5 procenta Zdroj: ČSÚ",
    "Der Artikel wurde ihr von ihrem Vater geschenkt, sagt sie, als sie das alte Buch aus dem Regal nimmt.",
    "E-mail: podatelna@mesto.cz", "Vláda vláda", "Ano, ano, ano, ano",
    "Kniha vyšla v roce 2019. Autor: Jan Novák, nakladatelství Host, 320 stran, napsal recenzent v příloze.",
])
def test_sentences_with_those_words_stay(line):
    texts = _texts(_article(f"<p>{line}</p>"))
    assert line in texts and all(p in texts for p in P)


def test_a_sentence_ending_read_here_without_its_link_stays():
    """A paragraph of the text, not a link, that ends "- čtěte zde" is no teaser line."""
    line = ("Město připravilo pro rodiče přehled všech školních obvodů a termínů zápisu do prvních tříd, "
            "informace najdou na webu radnice - čtěte zde")
    texts = _texts(_article(f"<p>{line}</p>"))
    assert line in texts


# --- a whole page through vert -------------------------------------------------------------------------------

DENIK_URL = "https://www.denik.cz/auto/nove-bentley-continental-gt-speed-umi-330-km-h-20120630.html"
DENIK_PAGE = f"""<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8">
<title>Nové Bentley Continental GT Speed umí 330 km/h - Deník.cz</title>
<meta property="og:type" content="article"></head><body>
<header><a href="/">Deník.cz</a> <a href="/auto/">Auto</a></header>
<div class="dv3-clanek"><h1>Nové Bentley Continental GT Speed umí 330 km/h</h1>
<div class="dv3-clanek-img-box"><a href="/galerie/foto.html?mm=bentley&amp;photo=1"><img alt="Nové Bentley
Continental GT Speed" src="/bentley-630.jpg" title="Nové Bentley Continental GT Speed"></a></div>
<p class="dv4-clanek-img-popis">Nové Bentley Continental GT Speed<span>Foto: <span>Bentley</span></span></p>
<div class="dv4-clanek-text bbtext"><p>{P[0]}</p><p>{P[1]}</p><p>Foto 1/12</p><p>Přehrať video</p>
<p>Stáhněte si naši mobilní aplikaci</p>
<div class="d-prime-odkazy"><p><a href="/auto/skoda-kodiaq-rs.html">Nakolik je Škoda Kodiaq RS sportovní?
Zjišťovali jsme ve Španělsku<span> - čtěte ZDE</span></a></p></div>
<p>{P[2]}</p><p>{P[3]}</p><p>Diskuse k článku</p><p>Máte tip na článek?</p></div></div>
<footer><p>© 2012 Deník.cz</p></footer></body></html>"""


def test_a_czech_news_article_comes_out_without_its_credit_gallery_player_app_and_teaser_lines(tmp_path):
    """A Deník article through ``vert``: its caption with the picture's credit, the gallery's counter, the
    player's and the app's buttons, iHNed-style "- čtěte ZDE" teaser, the comments' and tips' boxes stayed in
    the document; its four paragraphs are all there."""
    out = tmp_path / "out.vert"
    convert(settings_data(), [make_warc(tmp_path / "in.warc.gz", [dict(url=DENIK_URL, html=DENIK_PAGE,
                                                                        date="2026-11-30T10:00:00Z")])],
            out, workers=1, source="test")
    docs = docs_of(read_vert(out))
    assert len(docs) == 1
    words = [line.split("\t")[0] for line in docs[0].splitlines() if not line.startswith("<")]
    for kept in ("zastupitelstvu", "učebnice", "přivítali", "knihovnách"):
        assert kept in words, kept
    for gone in ("Foto", "Přehrať", "aplikaci", "Kodiaq", "ZDE", "Diskuse", "tip"):
        assert gone not in words, gone
