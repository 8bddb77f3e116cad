"""Session 35's hostile review of the rules session 34 merged that remove text or read a ``<doc>`` attribute
(xreview35): pages in several languages where such a rule removed the article's own text or dropped a writer, each
next to the class the rule was made for, which still goes."""

from __future__ import annotations

import pytest
from test_vert_news28 import short_article
from test_vert_recall33 import DRILL_SPECS, _drill_page, _has, _joined
from vert_support import article_head, article_ld, paragraphs, processed

_EN = ["The city council approved the new budget on Tuesday after a debate that lasted more than five hours in the "
       "chamber.",
       "The mayor said the plan would fund new bus routes and repairs to schools across the northern districts of the "
       "city.",
       "Opposition members criticised the spending on consultants and promised to challenge the plan at the next "
       "meeting."]
_DE = ["Die Ausstellung im Stadtmuseum zeigt mehr als zweihundert Fotografien aus den Jahren nach dem Krieg, viele "
       "davon zum ersten Mal.",
       "Die Kuratorin hat die Bilder in privaten Nachlässen gefunden und über zwei Jahre lang restaurieren lassen, wie "
       "sie erzählt.",
       "Die Schau ist bis Ende März zu sehen, der Eintritt ist für Schüler und Studenten frei."]


# --- 1. a paywall's tip: "journalism costs money" then a word that is a noun or a question too --------------------

@pytest.mark.parametrize(("lang", "texts", "line"), [
    ("en", _EN, "Quality journalism costs money. Support from foundations has become a lifeline for local newsrooms "
                "across the country."),
    ("de", _DE, "Guter Journalismus kostet Geld. Werden Sie aber nicht gleich misstrauisch, wenn ein Verlag die Preise "
                "erhöht, meint der Medienforscher."),
])
def test_a_sentence_on_what_journalism_costs_going_on_as_a_report_stays(lang: str, texts: list[str], line: str) -> None:
    found = short_article(lang, "Local news finds new funders", texts, f"<p>{line}</p>")
    assert line in found and all(t in found for t in texts)


@pytest.mark.parametrize(("lang", "texts", "tip"), [
    ("en", _EN, "Quality journalism costs money. Support our newsroom with a subscription and read every story."),
    ("de", _DE, "Guter Journalismus kostet Geld. Werden Sie Abonnent und lesen Sie alle Artikel ohne Einschränkung."),
])
def test_the_paywalls_tip_still_goes(lang: str, texts: list[str], tip: str) -> None:
    found = short_article(lang, "Local news finds new funders", texts, f"<p>{tip}</p>")
    assert tip not in found and all(t in found for t in texts)


# --- 2. an Instagram embed's account line: a sentence about the post is no embed ------------------------------------

def test_a_sentence_about_an_instagram_post_stays_and_the_embeds_line_goes() -> None:
    line = "A post shared by Stadt Köln (@stadtkoeln) on Monday drew thousands of angry replies."
    found = short_article("en", "City post angers residents", _EN, f"<p>{line}</p>")
    assert line in found and all(t in found for t in _EN)
    embed = "A post shared by Stadt Köln (@stadtkoeln) on Jun 16, 2019 at 7:30am PDT"
    found = short_article("en", "City post angers residents", _EN,
                          f'<blockquote class="instagram-media"><p>{embed}</p></blockquote>')
    assert embed not in found and all(t in found for t in _EN)


# --- 3. a writer whose name is a venue's word, or a surname beginning like a desk ------------------------------------

def _author(lang: str, top: str = "", stated: str = "") -> str:
    extra = article_ld("NewsArticle", "Budget approved", stated, "2026-11-23") if stated else ""
    html = (article_head("Budget approved", lang, extra) + '<body><main><article><h1>Budget approved</h1>'
            f'{top}<div class="body">{paragraphs(_EN)}</div></article></main></body></html>')
    return processed(html, "https://www.example.com/news/budget-approved-1234").attrs.get("author", "")


@pytest.mark.parametrize("writer", ["Olympia Snowe", "Morten Halle", "Karena Lee"])
def test_a_writer_named_like_a_venue_beside_the_date_is_the_writer(writer: str) -> None:
    assert _author("en", f'<p class="meta">{writer} · 28. November 2026</p>') == writer


@pytest.mark.parametrize("venue", ["Théâtre Olympia", "Stadthalle Wien", "Oper Halle"])
def test_a_venue_beside_the_date_is_still_no_writer(venue: str) -> None:
    assert _author("en", f'<p class="meta">{venue} · 28. November 2026</p>') == ""


@pytest.mark.parametrize(("stated", "author"), [
    ("Anna Kowalska, Ewa Działowska", "Anna Kowalska; Ewa Działowska"),
    ("Jan Novák, Petr Redakovič", "Jan Novák; Petr Redakovič"),
    ("Anna Kowalska, dział Polityka", "Anna Kowalska"),  # (the desk still goes)
    ("Jan Novák, redakce zpravodajství", "Jan Novák"),
])
def test_a_second_writer_whose_surname_begins_like_a_desk_stays(stated: str, author: str) -> None:
    assert _author("pl", stated=stated).replace(", ", "; ") == author


# --- 4. a place and a time written as a paragraph is no live blog entry's head ---------------------------------------

@pytest.mark.parametrize("line", ["Berlin Hauptbahnhof 14:52", "Praha Masarykovo 7:05"])
def test_a_place_and_a_time_as_a_paragraph_stays(line: str) -> None:
    found = short_article("de", "Mit dem Zug nach Prag", _DE, f"<p>{line}</p>")
    assert line in found and all(t in found for t in _DE)


# --- 5. tabs in a box whose name begins like a byline's or a share bar's ---------------------------------------------

_SHOP = "https://www.werkzeugladen.example.de/akku-bohrschrauber-bs-18"


def _tabs(box: str) -> str:
    return (f'<div class="{box}"><ul class="product-nav"><li class="active"><a href="#beschreibung">Beschreibung</a>'
            '</li><li><a href="#daten">Technische Daten</a></li></ul></div>')


@pytest.mark.parametrize("box", ["shared-tabs", "local-authority-tabs", "social-care-tabs", "metal-tabs"])
def test_tabs_in_a_box_named_like_a_bar_open_the_pages_text(box: str) -> None:
    got = _joined(_drill_page(_tabs(box), 'style="display:none"'), _SHOP)
    assert not _has(got, [v for _, v in DRILL_SPECS])


@pytest.mark.parametrize("box", ["share-buttons", "authorbox", "byline__name", "post-meta"])
def test_tabs_in_a_bar_still_open_furniture(box: str) -> None:
    got = _joined(_drill_page(_tabs(box), 'style="display:none"'), _SHOP)
    assert _has(got, [v for _, v in DRILL_SPECS]) == [v for _, v in DRILL_SPECS]


def test_a_panel_with_one_pin_button_in_its_text_is_the_pages() -> None:
    pin = ('<p>Mehr Projektideen mit dem BS 18 finden Sie auf unserer Pinnwand. <a href="https://www.pinterest.com/pin/'
           'create/button/?url=https://x.de/bs18">Merken</a></p>')
    html = _drill_page(_tabs("tabs"), 'style="display:none"').replace("</table></div>", f"</table>{pin}</div>")
    assert not _has(_joined(html, _SHOP), [v for _, v in DRILL_SPECS])


# --- 6. a byline's day and its update's, the update's label an icon, are no obituary's span --------------------------

@pytest.mark.parametrize(("line", "author"), [
    ("Jana Malá · 26. 11. 2026 · 27. 11. 2026", "Jana Malá"),
    ("Jana Malá | 26.11.2026 | 27.11.2026 14:05", "Jana Malá"),
    ("Jan Novák · 14. 7. 1939 – 24. 11. 2026", ""),  # a life: the dead, no writer
    ("Jan Novák · 3. 12. 2026 – 7. 1. 2027", ""),  # an exhibition's run: the painter, no writer
])
def test_two_days_beside_a_name_are_a_span_only_across_a_dash_or_years(line: str, author: str) -> None:
    assert _author("cs", f'<p class="meta">{line}</p>') == author


# --- 7. an opinion column's disclaimer quoted in a report, the speaker recalling it after it -------------------------

_FR = ["Le quotidien a publié dimanche une tribune de l'ancien ministre sur la réforme fiscale, qui a suscité une vive "
       "polémique.",
       "La direction du journal a défendu sa décision et assure publier des opinions de tout l'échiquier politique.",
       "Plusieurs chroniqueurs réguliers ont signé une lettre demandant davantage de transparence."]


@pytest.mark.parametrize(("lang", "line", "kept"), [
    ("fr", "Les propos tenus dans cette tribune n'engagent que leur auteur, rappelle la direction du journal dans un "
           "communiqué.", True),
    ("fr", "Les propos tenus dans cette tribune n'engagent que leur auteur.", False),  # the column's own disclaimer
])
def test_a_disclaimer_recalled_in_a_report_stays(lang: str, line: str, kept: bool) -> None:
    found = short_article(lang, "Polémique autour d'une tribune", _FR, f"<p>{line}</p>")
    assert (line in found) is kept and all(t in found for t in _FR)


# --- 8. a manual's headings per language over code are its sections', no code block's labels ------------------------

def test_headings_named_for_languages_over_code_stay() -> None:
    from test_vert_other34 import _PROSE, _texts
    found = _texts(f"<main><h1>Webhooks</h1><p>{_PROSE}</p><h3>Python</h3><pre><code>print(verify(sig))</code></pre>"
                   "<h3>JavaScript</h3><pre><code>console.log(verify(sig))</code></pre><h3>Go</h3><pre><code>"
                   f"fmt.Println(verify(sig))</code></pre><p>{_PROSE}</p></main>")
    assert [t for t in found if t in ("Python", "JavaScript", "Go")] == ["Python", "JavaScript", "Go"]
    label = '<div class="code-block"><div class="toolbar-item"><span>Python</span></div>'
    found = _texts(f"<main><h1>Webhooks</h1><p>{_PROSE}</p>{label}<pre><code>print(verify(sig))</code></pre></div>"
                   f"<p>{_PROSE}</p></main>")
    assert "Python" not in found and "print(verify(sig))" in found


# --- 9. an article's section opening with its lines of figures, its sentences on them after -------------------------

_PRICES = ["Die Lebensmittelpreise sind im November erneut gestiegen, wie das Statistische Bundesamt am Montag in "
           "Wiesbaden mitteilte.",
           "Besonders teuer wurden Milchprodukte und Eier, während Gemüse etwas günstiger zu haben war als im Vormonat.",
           "Verbraucherschützer fordern die Regierung auf, die Mehrwertsteuer auf Grundnahrungsmittel zu senken."]
_LINES = ["Butter 2,49 € +18 %", "Milch 1,19 € +9 %", "Eier 3,29 € +12 %"]


@pytest.mark.parametrize("heading", ["<h2>Die Preise im Überblick</h2>", ""])
def test_a_sections_lines_of_figures_followed_by_its_prose_stay(heading: str) -> None:
    prose = "Die Preise für Butter haben sich damit binnen eines Jahres deutlich erhöht, wie die Statistiker erklärten."
    section = f"<section>{heading}" + "".join(f"<p>{x}</p>" for x in _LINES) + f"<p>{prose}</p></section>"
    found = short_article("de", "Lebensmittel teurer", _PRICES, section)
    assert all(x in found for x in [*_LINES, prose, *_PRICES])


def test_a_widgets_lines_with_a_note_on_their_data_still_go() -> None:
    note = "Kursdaten verzögert um mindestens 15 Minuten. Alle Angaben ohne Gewähr."
    widget = ('<div class="quotes"><h3>Börse aktuell</h3>' + "".join(f"<p>{x}</p>" for x in _LINES)
              + f"<p>{note}</p></div>")
    found = short_article("de", "Lebensmittel teurer", _PRICES, widget)
    assert not any(x in found for x in _LINES) and all(t in found for t in _PRICES)


# --- 10. a person's life beside the name in the text is no meta line ------------------------------------------------

_HAVEL = ["Před deseti lety zemřel dramatik a první prezident České republiky, jehož hry se dodnes hrají po celém světě.",
          "Jeho texty z doby normalizace kolovaly v samizdatu a za svou činnost strávil několik let ve vězení.",
          "Knihovna, která nese jeho jméno, připravila k výročí výstavu a cyklus přednášek."]


def test_a_name_and_a_life_span_in_the_text_stay_and_a_meta_line_goes() -> None:
    life = "Václav Havel · 5. 10. 1936 – 18. 12. 2011"
    found = short_article("cs", "Deset let bez Havla", _HAVEL, f"<p>{life}</p>")
    assert life in found and all(t in found for t in _HAVEL)
    meta = "Petra Malá · 26. 11. 2026 10:05 – 26. 11. 2026 14:30"  # (a day and its update's: a meta line)
    found = short_article("cs", "Deset let bez Havla", _HAVEL, f"<p>{meta}</p>")
    assert meta not in found and all(t in found for t in _HAVEL)
