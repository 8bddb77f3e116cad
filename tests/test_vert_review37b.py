"""A hostile review of session 37's rules from xleft37 and xnews37 (xreview37b): for each rule, pages where the same
words or markup are the article's (they stay) or furniture written as prose (it goes), through the real extractor.

* ``furniture._closing_paragraph``: a comment policy, the rights, a writer's bio in prose in an article's footer
  ``<div>`` go (they were kept as the article's closing paragraph); a closing paragraph saying someone "declined to
  comment" stays.
* ``boiler._tip_box``: a police press release's own appeal under "Haben Sie Hinweise?" ("melden Sie sich bei uns"),
  a sheriff's appeal reported under a question, a FAQ's answer stay (a bare "us" and a "tips@" address were read as
  the newsroom); a newsroom's box naming its address ("redaktion@") goes.
* ``notices._labelled_plea``: an interview's speaker asking for her own cause ("Tierheimleiterin Koch: Unterstützen
  Sie uns! Schon ab 5 Euro im Monat …") stays; a consumer article's monthly prices stay.
* ``boiler._member_badge``: an article's list of a forum's roles stays.
* ``boiler._player_line``: a record's track list and an event's programme with their times stay.
* ``furniture._paywalled_text``: a paywall's pitch written as paragraphs goes (it was kept as the text behind it).
* ``furniture._decompose``: a box a CMS set inside a sentence leaves the sentence whole (it was split in two).
* ``boilernames`` "contributor-bio|box|card": an article in a wrapper named "contributor-…" stays.
* ``notices._SUPPORT``'s liking branch: a review's sentences on the reader's liking stay.
"""

from __future__ import annotations

import pytest
from test_vert_left37 import CL, _closing_page
from test_vert_left37 import _texts as _page_texts
from test_vert_news37 import OPINION, RP, WELT, _story, _texts

BOOKSHOP = "https://www.valleycourier.example.com/news/last-bookshop-closes/"


# --- furniture._closing_paragraph ---------------------------------------------------------------------------------

@pytest.mark.parametrize("cls, policy", [
    ("entry-footer", "Comments on this article are moderated. Please be respectful of other readers and keep the "
                     "discussion on topic; we reserve the right to remove comments that are abusive or defamatory."),
    ("article-footer", "Wir freuen uns über Ihre Meinung. Bitte beachten Sie unsere Netiquette: Kommentare mit "
                       "Beleidigungen, Werbung oder ohne Bezug zum Artikel werden von der Redaktion gelöscht."),
    ("entry-footer", "Riproduzione riservata © Copyright Valley Courier. Tutti i diritti sono riservati, è vietata la "
                     "riproduzione anche parziale dei contenuti senza autorizzazione scritta."),
    ("article-footer", "Journaliste au service économie depuis 2015, Camille Berthet suit l'actualité des entreprises "
                       "de la région et des transports. Elle a auparavant travaillé pour l'AFP à Marseille."),
])
def test_a_footers_note_in_prose_in_an_articles_footer_div_goes(cls: str, policy: str) -> None:
    # (a comment policy, the rights, the writer's bio: kept as the article's closing paragraph)
    found = _page_texts(_closing_page("".join(f"<p>{t}</p>" for t in CL), f'<div class="{cls}"><p>{policy}</p></div>'),
                        BOOKSHOP)
    assert [t for t in CL if t not in found] == [] and policy not in found


def test_a_closing_paragraph_saying_someone_declined_to_comment_stays() -> None:
    last = ("The landlord, a property company based in Leeds, declined to comment on the rent increase when contacted "
            "by the Courier on Friday, and has not said what it plans to do with the building.")
    found = _page_texts(_closing_page("".join(f"<p>{t}</p>" for t in CL), f'<div class="story-footer"><p>{last}</p>'
                                      "</div>"), BOOKSHOP)
    assert [t for t in (*CL, last) if t not in found] == []


# --- boiler._tip_box ------------------------------------------------------------------------------------------------

ROBBERY = ("Ein Unbekannter hat am Dienstagabend eine Tankstelle an der Koblenzer Straße überfallen und dabei die "
           "Kassiererin mit einem Messer bedroht. Er erbeutete mehrere hundert Euro.",
           "Der Mann flüchtete nach Angaben der Polizei zu Fuß in Richtung Innenstadt. Eine Fahndung mit mehreren "
           "Streifenwagen blieb bisher ohne Erfolg.",
           "Der Täter soll etwa 1,80 Meter groß und schlank sein, er trug eine dunkle Jacke mit Kapuze und sprach "
           "akzentfrei Deutsch.")
POLICE = "https://www.polizei.example.de/presse/2026/11/ueberfall-tankstelle"


@pytest.mark.parametrize("heading, line", [
    # the police's own press release: "us" is the police
    ("<h2>Haben Sie Hinweise?</h2>", "Dann melden Sie sich bitte bei uns unter der Telefonnummer 0261 103-2100 oder "
                                     "per E-Mail an pi.koblenz@polizei.example.de."),
    ("<h3>Sie haben Hinweise zum Täter?</h3>", "Zeugen werden gebeten, sich bei uns zu melden: Telefon 0621 174-4444."),
    # a FAQ's answer on a service page
    ("<h3>Haben Sie Informationen zu meinem Vertrag?</h3>", "Schreiben Sie uns eine E-Mail mit Ihrer Kundennummer, dann "
                                                            "prüfen wir den Fall innerhalb von zwei Wochen."),
])
def test_an_appeal_or_answer_of_the_pages_own_under_a_tip_question_stays(heading: str, line: str) -> None:
    found = _texts(_story(ROBBERY) + heading + f"<p>{line}</p>", POLICE, lang="de")
    assert [t for t in (*ROBBERY, line) if t not in found] == []


def test_a_sheriffs_appeal_reported_under_a_tip_question_stays() -> None:
    line = ("Anyone with information is asked to call us at 555-0143 or email tips@sheriff.example.gov, a sheriff's "
            "spokesperson said.")
    found = _texts(_story(OPINION) + "<h2>Do you have information about the shooting?</h2>" + f"<p>{line}</p>",
                   "https://news.example.com/2026/11/shooting")
    assert [t for t in (*OPINION, line) if t not in found] == []


def test_a_newsrooms_tip_box_naming_its_address_goes() -> None:
    found = _texts(_story(ROBBERY) + "<div class='box'><h3>Sie wissen mehr?</h3><p>Schreiben Sie uns vertraulich an "
                   "redaktion@zeitung.example.de.</p></div>", "https://www.zeitung.example.de/blaulicht/ueberfall-1",
                   lang="de")
    assert [t for t in ROBBERY if t not in found] == [] and not any("wissen mehr" in t or "vertraulich" in t
                                                                    for t in found)


# --- notices._labelled_plea and the monthly price ---------------------------------------------------------------------

SHELTER = ("Das Tierheim an der Hafenstraße ist überfüllt: Mehr als hundert Katzen warten derzeit auf ein neues "
           "Zuhause, so viele wie nie zuvor in der Geschichte des Vereins.",
           "Die Kosten für Futter und Tierarzt sind im vergangenen Jahr um ein Drittel gestiegen, die Zuschüsse der "
           "Stadt dagegen gleich geblieben.",
           "Der Verein sucht deshalb Paten, die regelmäßig einen kleinen Betrag für ein Tier geben, und Ehrenamtliche "
           "für die Betreuung am Wochenende.")
STREAMING = ("Netflix erhöht in Deutschland erneut die Preise: Das günstigste Abo mit Werbung kostet künftig ab 5 Euro "
             "im Monat, das Standard-Abo ohne Werbung 14 Euro.",
             "Wer sein Abo kündigen möchte, kann das jederzeit zum Ende des Abrechnungszeitraums tun, erklärt die "
             "Verbraucherzentrale.",
             "Fazit: Unterstützen Sie nur die Dienste, die Sie wirklich nutzen – ab 5 Euro im Monat lohnt sich der "
             "Vergleich.")


@pytest.mark.parametrize("texts", [
    # an interview's speaker asking the readers to support her shelter
    (*SHELTER, "Tierheimleiterin Koch: Unterstützen Sie uns! Schon ab 5 Euro im Monat können Sie Pate einer Katze "
               "werden."),
    STREAMING,  # a consumer article's prices
])
def test_a_labelled_call_for_support_of_another_cause_stays(texts: tuple[str, ...]) -> None:
    found = _texts(_story(texts), "https://www.zeitung.example.de/lokales/tierheim-ueberfuellt_aid-1234", lang="de")
    assert [t for t in texts if t not in found] == []


# --- boiler._member_badge, boiler._player_line ------------------------------------------------------------------------

@pytest.mark.parametrize("items, kept", [
    ("<li>Fragesteller</li><li>Community-Experte</li><li>Moderator</li>", ("Fragesteller", "Community-Experte")),
    ("<li>Living in the Plastic Age 3:14</li><li>Video Killed the Radio Star 3:24</li><li>Kid Dynamo 3:28</li>",
     ("Video Killed the Radio Star 3:24",)),
    ("<li>Guided tour of the old town 10:00</li><li>Audio Guide Tour of the Cathedral 14:30</li><li>Organ concert "
     "18:00</li>", ("Audio Guide Tour of the Cathedral 14:30",)),
])
def test_an_articles_list_of_roles_or_timed_items_stays(items: str, kept: tuple[str, ...]) -> None:
    found = _texts(_story(OPINION) + f"<h3>Details</h3><ul>{items}</ul>", "https://news.example.com/2026/11/list")
    assert [t for t in (*OPINION, *kept) if t not in found] == []


# --- furniture._paywalled_text ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("pitch, lang", [
    (("Sie haben das Ende des frei zugänglichen Teils dieses Artikels erreicht. Mit einem Digitalabo lesen Sie alle "
      "Artikel ohne Einschränkung.", "Bereits Abonnent? <a href='/login'>Hier anmelden</a> und sofort weiterlesen, auf "
      "allen Ihren Geräten."), "de"),
    (("Support independent local journalism. Subscribe today for unlimited access to every story, our e-edition and "
      "the daily newsletter, from just $1 a week.",), "en"),
])
def test_a_paywalls_pitch_in_paragraphs_goes(pitch: tuple[str, ...], lang: str) -> None:
    found = _texts(_story(WELT[:3]) + "<div class='paywall'>" + "".join(f"<p>{p}</p>" for p in pitch) + "</div>",
                   "https://www.welt.example.de/wirtschaft/article2512349/heizungsgesetz.html", lang=lang)
    assert found[-3:] == list(WELT[:3])


# --- furniture._decompose -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("box", ["<div class='ad-inline'>Anzeige</div>",
                                 "<aside class='related-inline'><a href='/x'>Mehr dazu</a></aside>"])
def test_a_box_inside_a_sentence_of_bare_text_leaves_the_sentence_whole(box: str) -> None:
    sentence = ("Die Stadt hat die Sanierung der Brücke am Dienstag beschlossen, obwohl die Kosten inzwischen auf "
                "zwölf Millionen Euro gestiegen sind.")
    found = _texts(f"<p>{RP[0]}</p><div class='text'>{sentence[:39]}{box}{sentence[39:]}</div><p>{RP[2]}</p>",
                   "https://rp-online.example.de/nrw/staedte/duesseldorf/bruecke_aid-9", lang="de")
    assert [t for t in (RP[0], sentence, RP[2]) if t not in found] == []


# --- boilernames' contributor boxes, notices' liking plea -------------------------------------------------------------

@pytest.mark.parametrize("cls", ["contributor-content", "contributor-article", "post contributor-card-layout"])
def test_an_article_in_a_contributor_named_wrapper_stays(cls: str) -> None:
    found = _texts(f"<div class='{cls}'>{_story(OPINION)}</div>",
                   "https://www.forbes.example.com/sites/jdoe/2026/11/20/rail/")
    assert [t for t in OPINION if t not in found] == []


def test_a_reviews_sentences_on_the_readers_liking_stay() -> None:
    review = ("The film follows a retired lighthouse keeper who returns to the island where his brother disappeared "
              "forty years earlier, and it takes its time.",
              "If you liked this film's slow burn, you'll love the director's earlier work, which is supported by the "
              "same haunting score and a cast of unknowns.",
              "If you enjoyed this story as much as I did, support the cinema that screens it: the Rex is the last "
              "independent one in town.")
    found = _texts(_story(review), "https://films.example.com/reviews/2026/11/lighthouse")
    assert [t for t in review if t not in found] == []
