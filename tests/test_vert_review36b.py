"""Session 36's second hostile review (xreview36b) of the rules the session's first round added to the extractor: pages
of other sites and languages where such a rule took the article's text or misread the page, each beside the class the
rule was made for, which still holds; and, for the rules that held, one page each that would fail if the rule grew too
broad.

Classes where a rule went too far (narrowed):
1. an AMP section page whose cards' linked titles went keeps their summaries in a row, each in its own card: no
   article (pagetype.amp_page now reads ``_sibling_run``, as a news item's rule does); an AMP article still is one;
2. a Wix page's comment, its commenter named by ``data-hook="user-name"`` in a ``data-hook="comment"``: no writer
   (metadata._elsewhere reads Wix's hooks); the post's own header still names its writer;
3. a recipe's credit in a heading ("<h2>Rezept von Oma Erna</h2>" in a collection of recipes) is the recipe's title,
   no byline (boiler._RECIPE_TITLE); the credit line under a recipe's title still goes;
4. a writer's name whose surname is a noun the text uses in the genitive after its article ("Thomas Winter" over
   "die Kälte des Winters") is still the writer's line, no crosshead (headline._GENITIVE_ARTICLES);
5. a section's label or a katakana word alone in a byline's element ("経済", "スポーツ") is no writer's CJK name
   (byline._CJK_SECTIONS); a bare name there still is.

6. a link to the page's top whose words the sentence goes on after ("scroll back <a href="#top">to the top</a> and
   open it", "Mapu najdete <a>nahoru</a> v úvodu") keeps them (extract.note_mark reads the text after the link); a
   heading's arrow and a row's "Nach oben" still go.

Rules that held (a page each that fails if the rule grows):
7. a link to "#top" on real words ("Top 10 der besten Wanderwege") stays text (extract.note_mark);
8. a forum post that opens with a date ("12.03.2025 – wir waren …") stays (drop_date_lines on threads);
9. a line of the page's heading names parted by bars inside a sentence stays (boiler._section_index);
10. a paragraph "Newsletter" as a crosshead over prose about a newsletter keeps that prose (boiler._newsletter_label);
11. a teaser box first in an article's body (``own_box``, ``_card_excerpt``) over paragraphs each in a wrapper of its
    own: the paragraphs stay;
12. a blog's site header (its name in an unlinked <h1>, a tagline sentence) is not taken for the post's hero
    (furniture._title_and_lead).
"""

from __future__ import annotations

import pytest
from test_vert_news28 import _paragraphs, short_article
from vert_support import STORY_TEXTS, article_head, article_ld, processed

from corpustools.config import load_settings
from corpustools.vert.document import options_from_settings, process
from corpustools.vert.read import HtmlRecord

_DE = list(STORY_TEXTS["de"])
_EN = list(STORY_TEXTS["en"])


def _document(html: str, url: str):  # noqa: ANN202 - a DocResult, skipped or not
    """``html`` at ``url`` through ``document.process``, whether or not it gives a document (a listing may not)."""
    options = options_from_settings(load_settings(None, {}).data)
    return process(HtmlRecord(url, "2026-11-30T08:00:00Z", 0, "text/html; charset=utf-8", html.encode()), options)


# --- 1. an AMP section page is no article by its cards' summaries (pagetype.amp_page) --------------------------------

_SK = ["Vláda v pondelok schválila ďalší balík opatrení, ktorý má podľa ministra pomôcť firmám v regióne a ich zamestnancom.",
       "Ceny potravín v novembri opäť vzrástli, najviac zdraželo mäso a mliečne výrobky, uviedol štatistický úrad v piatok.",
       "Centrálna banka ponechala úrokové sadzby bez zmeny, analytici však očakávajú ich zníženie na jar budúceho roka.",
       "Automobilky na Slovensku vyrobili tento rok viac áut ako vlani, napriek problémom s dodávkami čipov z Ázie."]


def _amp(body: str) -> str:
    return ('<!doctype html><html amp lang="sk"><head><meta charset="utf-8"><title>Ekonomika - Správy</title>'
            '<link rel="canonical" href="https://spravy.example.sk/ekonomika/"></head><body><header><a href="/">Správy'
            f'</a></header><main>{body}</main><footer><a href="/kontakt">Kontakt</a></footer></body></html>')


def test_an_amp_section_pages_card_summaries_make_no_article() -> None:
    cards = "".join(f'<div class="teaser"><a href="/ekonomika/{k}-clanok"><amp-img src="/i/{k}.jpg"></amp-img><span>'
                    f'Titulok {k}</span></a><p>{t}</p><span class="date">Pred {k + 1} hodinami</span></div>'
                    for k, t in enumerate(_SK * 3))
    assert _document(_amp(cards), "https://spravy.example.sk/ekonomika/").attrs.get("type") != "article"
    # ... where an AMP article's own paragraphs, siblings in its body, make one
    article = _document(_amp('<article><h1>Vláda schválila balík</h1><div class="text">' + "".join(
        f"<p>{t}</p>" for t in _SK) + "</div></article>"), "https://spravy.example.sk/ekonomika/balik-1234")
    assert article.attrs.get("type") == "article"


# --- 2. a Wix comment's user-name is no writer (metadata._elsewhere) ----------------------------------------------------

_CLUB = ["Unser Verein hat am Samstag das Sommerfest auf dem Dorfplatz gefeiert, mit Musik, Kuchen und einem Flohmarkt.",
         "Mehr als dreihundert Gäste kamen, der Erlös geht an die Jugendfeuerwehr und an den Kindergarten im Ort."]


def _wix(header: str) -> str:
    return (article_head("Sommerfest 2026 | Heimatverein Oberdorf", "de")
            + '<body><header><a href="/">Heimatverein Oberdorf</a></header><main><article data-hook="post">'
            f'<div data-hook="post-header">{header}</div><h1 data-hook="post-title">Sommerfest 2026</h1>'
            '<div data-hook="post-description">' + "".join(f"<p>{t}</p>" for t in _CLUB) + '</div></article>'
            '<section data-hook="comments-root"><div data-hook="comment"><span data-hook="user-name">Gerda Mayer</span>'
            '<p>Es war ein wunderschönes Fest, vielen Dank an alle Helfer!</p></div></section></main></body></html>')


@pytest.mark.parametrize(("header", "writer"), [
    ("", ""),  # the post names no writer: the commenter is none
    ('<div data-hook="user-name"><span>Karl Huber</span></div>', "Karl Huber"),  # the post's own writer
])
def test_a_wix_comments_user_name_is_no_writer(header: str, writer: str) -> None:
    doc = processed(_wix(header), "https://www.heimatverein-oberdorf.example.de/post/sommerfest-2026")
    assert doc.attrs.get("author", "") == writer


# --- 3. a recipe's credit in a heading is the recipe's title (boiler._RECIPE_TITLE) -----------------------------------

@pytest.mark.parametrize(("lang", "heading", "text"), [
    ("de", "<h2>Rezept von Oma Erna</h2>", "Für den Teig braucht man 250 Gramm Mehl, drei Eier und ein Päckchen Backpulver."),
    ("fr", "<h3>Recette de Marie Dupont</h3>", "Faire fondre le beurre, puis ajouter le sucre et les œufs un par un."),
    ("it", "<h3>Ricetta di Nonna Lucia</h3>", "Impastare la farina con le uova e lasciare riposare per mezz'ora."),
])
def test_a_recipe_credit_in_a_heading_is_the_recipes_title(lang: str, heading: str, text: str) -> None:
    found = short_article(lang, "Die besten Weihnachtsplätzchen", _DE, heading + f"<p>{text}</p>")
    assert heading[4:-5] in found and text in found


def test_a_recipe_credit_line_still_goes() -> None:
    found = short_article("de", "Apfelkuchen vom Blech", _DE, before="<p>Rezept von Anna Weber</p>")
    assert found == ["Apfelkuchen vom Blech", *_DE]


# --- 4. a writer's surname as a noun's genitive is no crosshead (headline._heads_section) -----------------------------

@pytest.mark.parametrize(("writer", "noun"), [("Thomas Winter", "des Winters"), ("Peter Koch", "eines Kochs")])
def test_a_writers_line_whose_surname_the_text_uses_as_a_noun_goes(writer: str, noun: str) -> None:
    texts = ["Die Stadtwerke haben am Montag ihre Bilanz für das vergangene Jahr vorgelegt und sind zufrieden.",
             f"Die Kälte {noun} hat den Gasverbrauch in der Stadt um fast ein Fünftel steigen lassen, hieß es.",
             "Für das kommende Jahr rechnen die Stadtwerke mit stabilen Preisen, wenn das Wetter mitspielt."]
    found = short_article("de", "Stadtwerke legen Bilanz vor", texts, f"<p>{writer}</p>")
    assert found == ["Stadtwerke legen Bilanz vor", *texts]


def test_a_persons_name_over_the_text_on_that_person_stays_a_crosshead() -> None:
    texts = ["Die Ausstellung im Stadtmuseum zeigt Bibeln aus fünf Jahrhunderten und ihre Geschichte.",
             "Luthers Übersetzung des Neuen Testaments von 1522 ist das bekannteste Stück der Sammlung.",
             "Die Ausstellung ist bis Ende März dienstags bis sonntags von zehn bis achtzehn Uhr geöffnet."]
    found = short_article("de", "Bibeln aus fünf Jahrhunderten", texts, "<p>Martin Luther</p>")
    assert "Martin Luther" in found


# --- 5. a section's label in a byline's element is no CJK writer (byline.bare_cjk_name) -------------------------------

_JA = ["政府は二十六日、来年度の予算案を閣議決定した。総額は百十兆円を超え、過去最大となった。",
       "財務省によると、社会保障費の伸びが大きく、防衛費も増加した。野党は財政規律が緩んでいると批判している。",
       "与党は年内に予算案を国会に提出し、年度内の成立を目指す方針だ。"]


@pytest.mark.parametrize(("label", "writer"), [("経済", ""), ("スポーツ", ""), ("国际", ""), ("山田太郎", "山田太郎")])
def test_a_section_label_in_a_byline_is_no_cjk_writer(label: str, writer: str) -> None:
    html = (article_head("予算案を閣議決定 - 朝日新聞", "ja") + '<body><header><a href="/">朝日新聞</a></header><main><article>'
            f'<h1>予算案を閣議決定</h1><div class="byline"><span>{label}</span><time datetime="2026-11-26T10:00:00+09:00">'
            '2026年11月26日 10時00分</time></div>' + "".join(f"<p>{t}</p>" for t in _JA) + '</article></main></body></html>')
    assert processed(html, "https://www.asahi.example.jp/articles/ASN1234.html").attrs.get("author", "") == writer


# --- 6. a link to the page's top in a sentence is the sentence's words (extract.note_mark) -----------------------------

@pytest.mark.parametrize(("lang", "said", "plain"), [
    ("en", 'If you missed the map, scroll back <a href="#top">to the top</a> and open it from the menu.',
     "If you missed the map, scroll back to the top and open it from the menu."),
    ("cs", 'Mapu najdete <a href="#top">nahoru</a> v úvodu, pod titulkem.', "Mapu najdete nahoru v úvodu, pod titulkem."),
])
def test_a_link_to_top_in_a_sentence_keeps_its_words(lang: str, said: str, plain: str) -> None:
    assert plain in short_article(lang, "Test", list(STORY_TEXTS[lang]), f"<p>{said}</p>")


def test_a_way_up_after_a_heading_or_in_a_row_still_goes() -> None:
    found = short_article("de", "Versandkosten", _DE, '<h2>Versand <a href="#top">↑</a></h2><p>Wir liefern innerhalb von '
                          'drei Tagen.</p><p>Seite drucken | <a href="#top">Nach oben</a></p>')
    assert "Versand" in found and not any("oben" in p or "↑" in p for p in found)


# --- 7.-12. rules that held ---------------------------------------------------------------------------------------------

def test_a_link_to_top_on_real_words_stays() -> None:
    said = ('Wer im Herbst wandern will, findet in der Liste der <a href="#top">Top 10 der besten Wanderwege</a> im '
            "Schwarzwald viele Ideen.")
    found = short_article("de", "Wandern im Schwarzwald", _DE, f"<p>{said}</p>"
                          '<p>Die Wege sind gut ausgeschildert. <a href="#top">Nach oben</a></p>')
    assert "Wer im Herbst wandern will, findet in der Liste der Top 10 der besten Wanderwege im Schwarzwald viele " \
           "Ideen." in found and "Die Wege sind gut ausgeschildert." in found


def _post(n: int, user: str, text: str) -> str:
    return (f'<article class="message message--post" data-author="{user}"><div class="message-cell--user"><h4 '
            f'class="message-name"><a href="/members/{user}.{n}/">{user}</a></h4></div><div class="message-attribution">'
            f'<time class="u-dt" datetime="2025-03-{10 + n}T10:00:00+0100">{10 + n}.03.2025</time></div>'
            f'<div class="message-content"><div class="bbWrapper">{text}</div></div></article>')


def test_a_forum_post_opening_with_a_date_stays() -> None:
    posts = ["Hallo zusammen, wir planen im Frühjahr eine Radtour entlang der Donau von Passau nach Wien und suchen "
             "Tipps für Unterkünfte.",
             "12.03.2025 – wir waren letztes Jahr genau an diesem Tag in Linz und haben im Gasthof am Hauptplatz sehr "
             "gut übernachtet.",
             "Danke euch, das hilft uns sehr weiter, wir melden uns nach der Tour mit einem Bericht hier im Forum."]
    html = (article_head("Donauradweg Passau–Wien: Unterkünfte? | Radreise-Forum", "de")
            + '<body><header><a href="/">Radreise-Forum</a></header><div class="p-body"><h1 class="p-title-value">'
            'Donauradweg Passau–Wien: Unterkünfte?</h1><div class="p-description"><ul><li><a href="/members/anna.1/">'
            'anna_rad</a></li><li><time datetime="2025-03-11T10:00:00+0100">11.03.2025</time></li></ul></div>'
            + "".join(_post(n, user, t) for n, (user, t) in enumerate(zip(("anna_rad", "bernd", "anna_rad"), posts)))
            + '</div><footer><a href="/help/terms/">Nutzungsbedingungen</a></footer></body></html>')
    found = _paragraphs(processed(html, "https://www.radreise-forum.example.de/threads/donauradweg.12345/").body)
    assert all(p in found for p in posts)


def test_a_line_of_heading_names_in_a_sentence_stays() -> None:
    line = "Abends geöffnet: Montag | Dienstag | Mittwoch"
    sections = "".join(f"<h2>{day}</h2><p>Am {day} ist die Bibliothek von neun bis achtzehn Uhr geöffnet.</p>"
                       for day in ("Montag", "Dienstag", "Mittwoch"))
    found = short_article("de", "Neue Öffnungszeiten der Stadtbibliothek", _DE, sections + f"<p>{line}</p>")
    assert line in found


def test_a_newsletter_crosshead_over_prose_keeps_the_prose() -> None:
    texts = ["Der Newsletter erscheint seit 2019 jeden Morgen um sechs Uhr und hat heute mehr als 80.000 Abonnenten.",
             "Die Redaktion schreibt ihn in der Nacht, damit er beim Frühstück im Postfach liegt."]
    found = short_article("de", "Wie der Verlag digital wächst", _DE, "<p>Newsletter</p>" + "".join(
        f"<p>{t}</p>" for t in texts))
    assert all(t in found for t in texts) and all(t in found for t in _DE)


def test_a_teaser_box_first_in_the_body_leaves_wrapped_paragraphs() -> None:
    texts = [*_DE, "Der Kämmerer warnte jedoch, dass die Rücklagen bis zum Ende des Jahrzehnts aufgebraucht sein "
             "könnten, wenn nichts geschieht."]
    teasers = "".join(f'<div class="teaser"><a href="/lokales/t{k}">Weitere Meldung Nummer {k} aus dem Rathaus</a></div>'
                      for k in range(3))
    html = (article_head("Stadtrat beschließt den Haushalt - Stadtanzeiger", "de", article_ld(
        "NewsArticle", "Stadtrat beschließt den Haushalt", "Eva Braun", "2026-11-23"))
        + '<body><header><a href="/">Stadtanzeiger</a></header><main><article><header><h1>Stadtrat beschließt den '
        f'Haushalt</h1><p class="lead">{texts[0]}</p></header><div class="body"><h2>Mehr zum Thema</h2>{teasers}'
        + "".join(f'<div class="paragraph"><p>{t}</p></div>' for t in texts[1:])
        + '</div></article></main><footer><a href="/impressum">Impressum</a></footer></body></html>')
    found = _paragraphs(processed(html, "https://www.stadtanzeiger.example.de/lokales/haushalt-1234").body)
    assert all(t in found for t in texts) and not any("Weitere Meldung" in p for p in found)


def test_a_blogs_site_header_is_no_hero() -> None:
    post = ["Heute war ich zum ersten Mal mit dem neuen Rad am Bodensee unterwegs und habe die ganze Runde geschafft.",
            "Die Strecke ist gut ausgeschildert, nur zwischen Lindau und Bregenz gab es eine lange Baustelle.",
            "Nächstes Wochenende will ich die Tour in die andere Richtung fahren und dann hier davon berichten."]
    tagline = "Hier schreibe ich über meine Radtouren rund um den Bodensee und alles, was dazugehört."
    html = (article_head("Einmal um den Bodensee – Radblog", "de", article_ld("BlogPosting", "Einmal um den Bodensee",
                                                                             "Anna Keller", "2026-10-04"))
            + f'<body><header class="site-header"><h1 class="site-title">Radblog</h1><p class="site-description">{tagline}'
            '</p><nav><a href="/">Start</a><a href="/touren/">Touren</a></nav></header><div id="content"><div class="post">'
            '<h2 class="entry-title">Einmal um den Bodensee</h2><div class="entry-content">'
            + "".join(f"<p>{t}</p>" for t in post) + '</div></div></div><footer><a href="/impressum/">Impressum</a></footer>'
            "</body></html>")
    found = _paragraphs(processed(html, "https://radblog-anna.example.de/2026/10/einmal-um-den-bodensee/").body)
    assert all(t in found for t in post) and tagline not in found
