"""The hostile review of session 32's new rules (xreview32c): genuine texts whose lines look like the furniture the
day's rules remove, in a WordPress theme's markup (Twenty Twenty, ``test_vert_review32b``), through the real worker
step.

* A dedication at the text's start ("Für Anna Müller", "Věnováno Janu Novákovi") went as a byline with neither a
  byword nor a mark (``headline.drop_name_lines``, ``byline.names_alone``): a dedication's first word is no name's
  (``byline._DEDICATION_WORDS``).  A writer's names alone over a text still go.  (A book's, a place's or a person's
  name over a review or an obituary, "Anna Karenina", "Václav Havel", goes too: it has a topic kicker's and a desk
  byline's shape, "Doobie Brothers", "Global Desk", and the text naming it tells them apart on no evaluation set.)
  A greeting opening a letter or a newsletter in another language than English ("Guten Morgen", "Frohe
  Weihnachten", "Dobrý den", "Veselé Vánoce") went as names too: its words are no name's (``byline.TITLE_CASE_WORDS``).
* A sentence on a Creative Commons licence, in an article on licences or an archive's page, went as the licence's
  notice under a licensed site's article (``notices._RIGHTS``) when it goes on after the version with a clause of
  its own (", so anyone may copy …", ", Schulen dürfen …"): ``notices.notice_goes_on``; the notice itself ("…
  4.0 International License.", "…, pokud není uvedeno jinak.") still goes.
* A meta tag's writer with the trade after a comma ("Jane Doe, Senior Reporter") became two writers, "Jane Doe;
  Senior Reporter", since the tag's names are split as a byline's (``metadata._meta_names``): the trade goes
  (``byline.without_trade``); two writers listed stay two.
* A site's copyright notice opening with the word ("Copyright belongs to the original authors.", "Copyright liegt
  bei den jeweiligen Autoren.") stayed as a law's sentence since ``boiler._copyright_sentence`` (xreview32b): a
  notice says the copyright is kept or whose it is, the owners in the plural or the respective ones
  (``boiler._COPYRIGHT_OWNER``); "Copyright belongs to the author of a work, not to …" stays.
* Names a line announces with a colon at the text's end ("Ocenění získali:" over "Jana Nováková, Petr Svoboda a Eva
  Malá", "The prize went to:", "Ausgezeichnet wurden:") went as a byline (``headline.drop_name_lines``): no byline
  follows a colon; the same names under the text with no such line still go.

Each class has its guard: the rule still removes what it was made for."""

from __future__ import annotations

import pytest
from test_vert_review32b import _kept

# --- 1. a dedication is no byline ---------------------------------------------------------------------------------
DEDICATIONS = {
    "de-dedication": ("de", "Für Anna Müller",
                      ["Dieses Buch wäre ohne die Geduld meiner Großmutter nie entstanden, die mir jeden Sommer in ihrer "
                       "Küche die Geschichten unserer Familie erzählt hat, bis ich sie selbst aufschreiben konnte.",
                       "Sie hat das Erscheinen der ersten Auflage nicht mehr erlebt, aber sie wusste, dass es kommen "
                       "würde, und sie hat jedes Kapitel gelesen, bevor es an den Verlag gegangen ist.",
                       "Die Erinnerung an diese Nachmittage trägt mich bis heute durch jede schwierige Arbeit."]),
    "cs-dedication": ("cs", "Věnováno Janu Novákovi",
                      ["Tuto knihu bych nikdy nenapsala bez trpělivosti svého dědečka, který mi každé léto v kuchyni "
                       "vyprávěl příběhy naší rodiny, dokud jsem je nezačala sama zapisovat do sešitu.",
                       "Vydání prvního svazku se už nedožil, ale věděl, že přijde, a přečetl každou kapitolu dřív, než "
                       "odešla do nakladatelství, a ke každé mi napsal pár poznámek na okraj.",
                       "Vzpomínka na ta odpoledne mě dodnes drží při každé těžké práci."]),
}


@pytest.mark.parametrize("case", sorted(DEDICATIONS))
def test_a_dedication_stays(case: str) -> None:
    lang, line, paragraphs = DEDICATIONS[case]
    content = f"<p>{line}</p>" + "".join(f"<p>{p}</p>" for p in paragraphs)
    kept = _kept(lang, "Z našeho blogu" if lang == "cs" else "From our pages", content, "Blog",
                 "https://blog.example.com/2026/03/post/")
    assert kept[1:] == [line, *paragraphs]  # (the headline first)


@pytest.mark.parametrize("lang, greeting", [("de", "Guten Morgen"), ("de", "Frohe Weihnachten"), ("cs", "Dobrý den"),
                                            ("cs", "Veselé Vánoce")])
def test_a_greeting_opening_a_letter_stays(lang: str, greeting: str) -> None:
    paragraphs = DEDICATIONS[f"{lang}-dedication"][2]
    content = f"<p>{greeting}</p>" + "".join(f"<p>{p}</p>" for p in paragraphs)
    kept = _kept(lang, "Z našeho blogu" if lang == "cs" else "From our pages", content, "Blog",
                 "https://blog.example.com/2026/03/post/")
    assert kept[1:] == [greeting, *paragraphs]


@pytest.mark.parametrize("line", ["Jan Novák a Petra Malá", "Jane Smith, Reuters", "Markus Balser und Anna Weber"])
def test_guard_a_writers_names_alone_over_a_text_go(line: str) -> None:
    paragraphs = DEDICATIONS["cs-dedication"][2]
    content = f"<p>{line}</p>" + "".join(f"<p>{p}</p>" for p in paragraphs)
    kept = _kept("cs", "Kniha o naší rodině", content, "Noviny", "https://noviny.example.cz/2026/03/kniha/")
    assert kept[1:] == paragraphs


# --- 2. a sentence on a Creative Commons licence that goes on is no licence's notice ----------------------------------
LIBRARY = {"en": ["The city council met on Tuesday evening to discuss the plan for the new library, which has been "
                  "debated for almost three years and has divided residents of the old town.",
                  "A final vote is expected next month, after the council has received the results of a public "
                  "consultation that closes at the end of this week."],
           "de": ["Der Stadtrat hat am Dienstagabend über den Plan für die neue Bibliothek beraten, der seit fast drei "
                  "Jahren diskutiert wird und die Bewohner der Altstadt spaltet.",
                  "Eine endgültige Abstimmung wird im nächsten Monat erwartet, nachdem der Rat die Ergebnisse einer "
                  "öffentlichen Befragung erhalten hat."],
           "cs": ["Zastupitelstvo v úterý večer jednalo o plánu nové knihovny, o kterém se diskutuje už téměř tři roky "
                  "a který rozděluje obyvatele starého města.",
                  "Konečné hlasování se očekává příští měsíc, až zastupitelstvo dostane výsledky veřejné konzultace, "
                  "která končí na konci tohoto týdne."]}
LICENCE_SENTENCES = {
    "en-wiki": ("en", "The library's local history wiki is published under the Creative Commons Attribution-ShareAlike "
                      "4.0 licence, so anyone may copy and adapt its pages as long as they credit the authors."),
    "en-archive": ("en", "The photographs in the town archive are released under Creative Commons Attribution 4.0, "
                         "which lets schools reuse them freely."),
    "de-archive": ("de", "Die Fotos des Stadtarchivs stehen unter der Lizenz Creative Commons Namensnennung 4.0, "
                         "Schulen dürfen sie also frei verwenden."),
    "cs-archive": ("cs", "Fotografie z městského archivu jsou zveřejněné pod licencí Creative Commons Uveďte původ 4.0, "
                         "takže je školy mohou volně používat."),
}


def _library(lang: str, middle: str, end: str = "") -> list[str]:
    first, last = LIBRARY[lang]
    content = f"<p>{first}</p><p>{middle}</p><p>{last}</p>" + (f"<p>{end}</p>" if end else "")
    return _kept(lang, "Library plan", content, "Town News", "https://news.example.com/2026/03/library/")


@pytest.mark.parametrize("case", sorted(LICENCE_SENTENCES))
def test_a_sentence_on_a_licence_that_goes_on_stays(case: str) -> None:
    lang, sentence = LICENCE_SENTENCES[case]
    assert _library(lang, sentence)[1:] == [LIBRARY[lang][0], sentence, LIBRARY[lang][1]]


@pytest.mark.parametrize("notice", [
    "This article is licensed under a Creative Commons Attribution 4.0 International License.",
    "Tento článek je zveřejněn pod licencí Creative Commons Uveďte původ 4.0, pokud není uvedeno jinak.",
    "Dieser Artikel steht unter der Lizenz Creative Commons Namensnennung 4.0 International."])
def test_guard_a_licences_notice_under_the_article_goes(notice: str) -> None:
    lang = "cs" if "článek" in notice else "de" if "Artikel" in notice else "en"
    middle = {"en": "Supporters say the building will give students a quiet place to work and bring visitors to the "
                    "shops on the main street.",
              "cs": "Zastánci říkají, že budova dá studentům klidné místo ke studiu a přivede návštěvníky do obchodů.",
              "de": "Befürworter sagen, das Gebäude gebe Schülern einen ruhigen Ort zum Lernen."}[lang]
    kept = _library(lang, middle, notice)
    assert kept[1:] == [LIBRARY[lang][0], middle, LIBRARY[lang][1]]


# --- 3. a meta tag's writer and trade are one writer, not two -------------------------------------------------------
@pytest.mark.parametrize("stated, name", [
    ("Jane Doe, Senior Reporter", "Jane Doe"),
    ("Jane Doe, Chief Political Correspondent", "Jane Doe"),
    ("Anna Müller, Korrespondentin", "Anna Müller"),
    ("Jane Doe, Staff Writer", "Jane Doe"),
    ("Jane Doe, John Smith", "Jane Doe; John Smith"),  # the guard: two writers listed are two
])
def test_a_meta_authors_trade_after_a_comma_is_no_second_writer(stated: str, name: str) -> None:
    from test_metadata32 import OG, article, doc

    assert doc("en", article("en", head=OG + f'<meta name="author" content="{stated}">'))["author"] == name


# --- 4. a site's copyright notice that opens with the word still goes; a law's sentence stays -------------------------
@pytest.mark.parametrize("lang, notice", [
    ("en", "Copyright belongs to the original authors and photographers."),
    ("en", "Copyright of all images remains with the photographers."),
    ("en", "Copyright protected content, please do not copy without permission."),
    ("de", "Copyright liegt bei den jeweiligen Autoren und Fotografen."),
])
def test_a_copyright_notice_opening_with_the_word_goes(lang: str, notice: str) -> None:
    middle = {"en": "Supporters say the building will give students a quiet place to work and bring visitors to the "
                    "shops on the main street.",
              "de": "Befürworter sagen, das Gebäude gebe Schülern einen ruhigen Ort zum Lernen."}[lang]
    assert _library(lang, middle, notice)[1:] == [LIBRARY[lang][0], middle, LIBRARY[lang][1]]


def test_guard_a_laws_sentence_opening_with_copyright_stays() -> None:
    sentence = "Copyright belongs to the author of a work, not to the person who paid for it."
    assert _library("en", sentence)[1:] == [LIBRARY["en"][0], sentence, LIBRARY["en"][1]]


# --- 5. names a line announces with a colon are the text's, not a byline --------------------------------------------
ANNOUNCED_NAMES = {
    "cs": ("Letošní Cenu Karla Čapka za literaturu udělila porota třem autorům najednou, poprvé v historii ceny. "
           "Slavnostní předávání se konalo v pondělí večer ve Stavovském divadle za účasti ministra kultury.",
           "Ocenění získali:", "Jana Nováková, Petr Svoboda a Eva Malá"),
    "en": ("For the first time in its history the jury of the town's poetry prize could not agree on one winner and "
           "shared the award between three poets, who will each receive a grant and a reading at the festival.",
           "The prize went to:", "Mary Oliver, Tom Baker and Ruth Evans"),
    "de": ("Zum ersten Mal in der Geschichte des Preises konnte sich die Jury nicht auf eine Preisträgerin einigen und "
           "teilte die Auszeichnung unter drei Autorinnen auf, die jeweils ein Stipendium erhalten.",
           "Ausgezeichnet wurden:", "Anna Weber, Lena Fischer und Marie Schulz"),
}


MORE_ON_THE_PRIZE = {
    "cs": ["Porota podle svého předsedy dlouho vybírala mezi více než čtyřiceti přihlášenými knihami a do užšího výběru "
           "nakonec poslala devět titulů od autorů z celé republiky.",
           "Cenu doprovází finanční odměna sto tisíc korun pro každého z oceněných a překlad vítězných knih do angličtiny, "
           "který zaplatí nadace."],
    "en": ["The chair of the jury said the panel had read more than forty collections this year and sent nine of them "
           "to the shortlist, from poets living in every part of the country.",
           "Each winner receives a grant of five thousand pounds, and the three collections will be translated into "
           "Welsh and Irish with the support of the arts council."],
    "de": ["Die Vorsitzende der Jury sagte, man habe in diesem Jahr mehr als vierzig Bücher gelesen und neun davon auf "
           "die Shortlist gesetzt, von Autorinnen aus allen Teilen des Landes.",
           "Jede Preisträgerin erhält ein Stipendium von fünftausend Euro, und die drei Bücher werden mit Unterstützung "
           "der Stiftung ins Englische übersetzt."],
}


def _prize(lang: str, *ending: str) -> list[str]:
    lead = ANNOUNCED_NAMES[lang][0]
    content = "".join(f"<p>{p}</p>" for p in (lead, *MORE_ON_THE_PRIZE[lang], *ending))
    return _kept(lang, "Cena poroty" if lang == "cs" else "The jury's prize", content, "Kultura",
                 "https://kultura.example.com/2026/03/prize/")


@pytest.mark.parametrize("lang", sorted(ANNOUNCED_NAMES))
def test_names_a_colon_announces_at_the_end_stay(lang: str) -> None:
    lead, announce, names = ANNOUNCED_NAMES[lang]
    assert _prize(lang, announce, names)[1:] == [lead, *MORE_ON_THE_PRIZE[lang], announce, names]


@pytest.mark.parametrize("lang", sorted(ANNOUNCED_NAMES))
def test_guard_the_same_names_as_a_byline_under_the_text_go(lang: str) -> None:
    lead, _, names = ANNOUNCED_NAMES[lang]
    assert _prize(lang, names)[1:] == [lead, *MORE_ON_THE_PRIZE[lang]]
