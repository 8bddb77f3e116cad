"""A weekday beside a date, read from one table of weekdays (session 30, ``phrases.WEEKDAYS``): before, four
patterns listed the weekdays each for itself, and each missed forms another had.  Each class is a page that needed
one: the article's date alone over its text with AP's "Tues."/"Thurs.", a German "Sonnabend" or a Czech short "Po"
(``headline.date_alone``); a byline element with "Tues.", "Sonnabend", an Italian or a Czech weekday between the
writer's name and the date (``byline.WEEKDAY_END``); a forum post's header, the poster's name and a stamp with a
French, Italian or Czech weekday written out (``boiler._spaced_stamp``).  Guards: date lines the other rules took
already (a French short weekday, a Czech or Slovak one written out) still go, and the same words in the text stay.
Each page is small, written after the markup real sites use, and goes through ``vert``'s own worker step
(``document.process``)."""

from __future__ import annotations

import pytest
from test_vert_news28 import _paragraphs, short_article
from vert_support import article_head, processed

# --- 1. the article's date alone over its text, its weekday in another form -----------------------------------

TEXTS = {
    "en": ("The city council on Tuesday approved the budget for next year after a long debate.",
           "The mayor said that the money for schools and roads would rise and that the deficit would fall.",
           "The opposition criticised the decision and called for a public hearing on all of the changes."),
    "de": ("Der Gemeinderat hat am Sonnabend nach langer Debatte den Haushalt für das kommende Jahr beschlossen.",
           "Der Bürgermeister sagte, dass die Mittel für Schulen und Straßen steigen und das Defizit sinken werde.",
           "Die Opposition kritisierte die Entscheidung und forderte eine öffentliche Anhörung zu allen Änderungen."),
    "fr": ("Le conseil municipal a adopté vendredi le budget de l'année prochaine après un long débat.",
           "Le maire a déclaré que les crédits pour les écoles et les routes augmenteraient et que le déficit baisserait.",
           "L'opposition a critiqué la décision et demandé une audience publique sur l'ensemble des changements."),
    "cs": ("Zastupitelstvo v pondělí po dlouhé debatě schválilo rozpočet města na příští rok.",
           "Starosta uvedl, že peníze na školy a silnice porostou a schodek se naopak sníží.",
           "Opozice rozhodnutí kritizovala a požaduje veřejné slyšení ke všem změnám v rozpočtu."),
    "it": ("Il consiglio comunale ha approvato martedì il bilancio del prossimo anno dopo un lungo dibattito.",
           "Il sindaco ha detto che i fondi per le scuole e le strade aumenteranno e che il deficit scenderà.",
           "L'opposizione ha criticato la decisione e ha chiesto un'audizione pubblica su tutte le modifiche."),
    "sk": ("Zastupiteľstvo v piatok po dlhej diskusii schválilo rozpočet mesta na budúci rok.",
           "Primátor uviedol, že peniaze na školy a cesty porastú a schodok sa naopak zníži.",
           "Opozícia rozhodnutie kritizovala a žiada verejné vypočutie ku všetkým zmenám v rozpočte."),
}
HEADLINES = {"en": "Council approves budget", "de": "Gemeinderat beschließt den Haushalt",
             "fr": "Le conseil adopte le budget", "it": "Il consiglio approva il bilancio",
             "cs": "Zastupitelé schválili rozpočet", "sk": "Poslanci schválili rozpočet"}


def _article(lang: str, day: str, before: str) -> list[str]:
    return short_article(lang, HEADLINES[lang], TEXTS[lang], before=before, day=day,
                         url=f"https://www.example.{lang}/news/{day}/budget-1234")


@pytest.mark.parametrize("lang, day, line", [
    ("en", "2019-11-19", "<div class='story-timestamp'>Tues., Nov. 19, 2019, 8:41 AM EST</div>"),  # AP's style
    ("en", "2019-11-21", "<div class='story-timestamp'>Thurs., Nov. 21, 2019</div>"),
    ("de", "2019-11-23", "<p class='datum'>Sonnabend, 23. November 2019, 08:41 Uhr</p>"),  # the north's Saturday
    ("fr", "2019-11-22", "<div class='date'>ven. 22 novembre 2019 à 08h41</div>"),
    ("cs", "2019-11-18", "<div class='datum'>pondělí 18. listopadu 2019, 8:41</div>"),
    ("cs", "2019-11-18", "<div class='datum'>Po 18. 11. 2019</div>"),
    ("sk", "2019-11-22", "<div class='datum'>piatok 22. novembra 2019</div>"),
])
def test_the_articles_date_alone_with_its_weekday_over_the_text_goes(lang, day, line):
    assert _article(lang, day, line) == [HEADLINES[lang], *TEXTS[lang]]


# --- 2. the writer's name in a byline element, a weekday and the date after it -----------------------------------

@pytest.mark.parametrize("lang, byline, name", [
    ("en", "By Jane Doe Tues., March 4, 2024", "Jane Doe"),  # AP's short weekday
    ("de", "Von Jan Kunz Sonnabend, 4. März 2024", "Jan Kunz"),
    ("it", "di Mario Rossi martedì, 5 marzo 2024", "Mario Rossi"),
    ("cs", "Jan Novák pondělí, 4. března 2024", "Jan Novák"),
])
def test_the_writers_name_before_a_weekday_and_a_date_in_the_byline_element(lang, byline, name):
    html = (article_head(HEADLINES[lang], lang) + f"<body><main><article><h1>{HEADLINES[lang]}</h1><div class='byline'>"
            f"{byline}</div>{''.join(f'<p>{t}</p>' for t in TEXTS[lang])}</article></main></body></html>")
    assert processed(html, f"https://www.example.{lang}/news/2024/03/04/budget-1234").attrs.get("author") == name


# --- 3. a forum post's header: the poster's name, then a stamp with a weekday written out -------------------------

POSTS = (
    ("jean.dupont", "mardi 12.03.2025 20:14", "Même problème chez moi après la mise à jour du BIOS : la carte mère "
     "ne démarre plus et les ventilateurs tournent à fond sans image."),
    ("marco_rossi", "martedì 12.03.2025 21:02", "Prova a togliere la batteria tampone per qualche minuto, a me ha "
     "risolto esattamente lo stesso problema."),
    ("pepa.novak", "středa 13.03.2025 8:02", "Pomohlo mi nahrát starší verzi BIOSu přes flashback, deska pak "
     "naběhla normálně a od té doby je klid."),
)


def test_a_post_header_of_a_name_and_a_stamp_with_its_weekday_written_out_goes():
    units = "".join(
        f"<div class='post'><div class='post-header'><b>{name}</b> · <span class='date'>{when}</span></div>"
        f"<div class='post-body'><p>{text}</p></div></div>" for name, when, text in POSTS)
    html = ("<!DOCTYPE html><html lang='fr'><head><meta charset='utf-8'><title>La carte mère ne démarre plus | Forum"
            "</title></head><body><header><a href='/'>Forum matériel</a></header><main><h1>La carte mère ne démarre "
            f"plus</h1><div class='thread'>{units}</div></main></body></html>")
    out = _paragraphs(processed(html, "https://forum.example.fr/sujet/carte-mere-ne-demarre-plus-4471").body)
    assert all(text in out for _, _, text in POSTS)
    assert not any(name in line for name, _, _ in POSTS for line in out)


# --- guards: the same words in the text ----------------------------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("en", "Tues., Nov. 19, the council meets again."),
    ("cs", "Pondělí 18. listopadu 2019 zůstane v paměti všech, kdo byli u toho."),
    ("fr", "Vendredi 22 novembre 2019, la ville a voté."),
])
def test_a_sentence_that_opens_with_a_weekday_and_a_date_stays(lang, line):
    day = {"en": "2019-11-19", "cs": "2019-11-18", "fr": "2019-11-22"}[lang]
    assert line in _article(lang, day, f"<p>{line}</p>")
