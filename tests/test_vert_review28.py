"""Guards for the extraction rules of session 28 (xreview28): real text of the same shape as what the new rules take
for furniture or metadata, which must stay what it is.  A writer whose first name is a Nordic function word ("Til
Biermann", "Som Dutt"), a Chinese given name ending in a town's character (李镇), a lead paragraph that ends with the
headline's words after a sentence of its own, a section of an article headed "Mehr zur Geschichte", a society's
"Become a member" section in a page's group block, ..."""

from __future__ import annotations

import pytest
from vert_support import page, processed

from corpustools.vert import boiler
from corpustools.vert.byline import author_name, byline, script_names

ARTICLE = '<meta property="og:type" content="article">'


def _flat(text: str) -> str:
    return "".join(text.split())


def _body(doc) -> str:  # the document's words run together (the vertical's first column)
    return "".join(line.split("\t")[0] for line in doc.body.splitlines() if not line.startswith("<"))


DE = ["Die Stadt Leipzig will bis zum Ende des Jahrzehnts sechzig Kilometer neue Radwege bauen, beschloss der Stadtrat "
      "am Mittwochabend mit großer Mehrheit.",
      "Nach Angaben der Verwaltung kostet das Vorhaben rund vierzig Millionen Euro, den größten Teil davon trägt der "
      "Freistaat Sachsen aus einem Förderprogramm.",
      "Die Opposition hält den Zeitplan für unrealistisch und kritisiert, dass die Händler in der Innenstadt nicht "
      "gehört worden seien.",
      "Über die Bauaufträge soll im Januar abgestimmt werden, zuvor sind mehrere Bürgerversammlungen geplant."]
DE_URL = "https://www.zeitung.example.de/leipzig/2026/11/30/radwege-stadtrat-beschluss.html"


# --- names with a Nordic function word, a Chinese name ending in a town's character ------------------------------

@pytest.mark.parametrize("text, name", [("Von Til Biermann", "Til Biermann"), ("By Til Schweiger", "Til Schweiger"),
                                        ("By Som Dutt", "Som Dutt"), ("Von Til Biermann und Anna Schmidt",
                                                                      "Til Biermann; Anna Schmidt")])
def test_a_writer_whose_name_is_a_nordic_function_word_is_named(text, name):
    assert byline(text) and author_name(text) == name


@pytest.mark.parametrize("text, names", [("记者：李镇", ["李镇"]), ("作者：王国镇", ["王国镇"])])
def test_a_chinese_given_name_ending_in_a_towns_character_is_a_name(text, names):
    assert script_names(text) == names


def test_a_german_byline_of_til_names_the_writer_and_leaves_the_text():
    body = ("<article><h1>Leipzig baut sechzig Kilometer Radwege</h1><p>Von Til Biermann</p>"
            + "".join(f"<p>{p}</p>" for p in DE) + "</article>")
    doc = processed(page(body, "Leipzig baut sechzig Kilometer Radwege", ARTICLE), DE_URL)
    assert doc.attrs["author"] == "Til Biermann" and "TilBiermann" not in _body(doc)


# --- a lead that ends with the headline's words ---------------------------------------------------------------

def test_a_lead_paragraph_ending_with_the_headline_stays():
    lead = "Die Oberbürgermeisterin sagte am Mittwoch: „Wir werden das gemeinsam schaffen.“"
    body = ("<article><h1>„Wir werden das gemeinsam schaffen“</h1>" + f"<p>{lead}</p>"
            + "".join(f"<p>{p}</p>" for p in DE) + "</article>")
    doc = processed(page(body, "„Wir werden das gemeinsam schaffen“", ARTICLE), DE_URL)
    assert _flat(lead) in _body(doc)


def test_a_kicker_heading_before_the_headline_still_goes():
    body = ('<article><h1><span class="kicker">Verkehr</span> <span>Leipzig baut sechzig Kilometer Radwege</span></h1>'
            + "".join(f"<p>{p}</p>" for p in DE) + "</article>")
    doc = processed(page(body, "Leipzig baut sechzig Kilometer Radwege", ARTICLE), DE_URL)
    assert _body(doc).count(_flat("Leipzig baut sechzig Kilometer Radwege")) <= 1


# --- a section of the article under "Mehr zur ..." ------------------------------------------------------------

HISTORY = ["Der erste Radweg der Stadt entstand bereits 1897 entlang der Straße nach Markkleeberg und war damals eine "
           "Sensation in ganz Sachsen.",
           "In den Jahrzehnten danach verschwanden viele Wege wieder, weil die Stadt ihre Straßen für den wachsenden "
           "Autoverkehr verbreiterte."]


@pytest.mark.parametrize("wrap", [False, True])
def test_an_articles_section_headed_mehr_zur_stays(wrap):
    section = "<h2>Mehr zur Geschichte</h2>" + "".join(f"<p>{p}</p>" for p in HISTORY)
    if wrap:
        section = f'<section class="article-section">{section}</section>'
    body = ("<article><h1>Leipzig baut sechzig Kilometer Radwege</h1>" + "".join(f"<p>{p}</p>" for p in DE[:2])
            + section + "".join(f"<p>{p}</p>" for p in DE[2:]) + "</article>")
    doc = processed(page(body, "Leipzig baut sechzig Kilometer Radwege", ARTICLE), DE_URL)
    text = _body(doc)
    assert all(_flat(p) in text for p in HISTORY + DE)


# --- a society's membership section is no donation box ---------------------------------------------------------

EN = ["The society's autumn lecture drew more than two hundred people to the town hall on Thursday, the largest "
      "audience in its sixty-year history.",
      "Historian Margaret Hale spoke about the mills that once lined the river and the families who worked in them "
      "for four generations.",
      "The recording of the lecture will be available in the society's archive from next month."]
MEMBER = ["Members of the society receive the quarterly journal and free entry to every lecture and guided walk.",
          "Annual membership costs £25, or £15 for students, and helps fund the restoration of the old mill records."]


def test_a_societys_membership_section_in_a_group_block_stays():
    body = ('<article class="post"><h1>Record crowd for autumn lecture</h1><div class="entry-content">'
            '<div class="wp-block-group"><div class="wp-block-group__inner-container">'
            + "".join(f"<p>{p}</p>" for p in EN) + '</div></div><div class="wp-block-group">'
            '<div class="wp-block-group__inner-container"><h2>Become a member</h2>'
            + "".join(f"<p>{p}</p>" for p in MEMBER) + "</div></div></div></article>")
    doc = processed(page(body, "Record crowd for autumn lecture", ARTICLE),
                    "https://www.millhistory.example.org/news/2026/11/record-crowd-for-autumn-lecture/")
    text = _body(doc)
    assert all(_flat(p) in text for p in EN + MEMBER)


# --- a tips article's headings that open with "Mehr zu" -------------------------------------------------------

TIPS = [("Mehr zu Fuß gehen", "Wer kurze Wege zu Fuß erledigt, bewegt sich ganz nebenbei und entlastet Herz und "
         "Kreislauf, ohne dafür extra Zeit einplanen zu müssen."),
        ("Mehr zur Ruhe kommen", "Feste Pausen am Nachmittag helfen dem Körper, Stress abzubauen, und verbessern nach "
         "Angaben von Schlafforschern auch die Nachtruhe."),
        ("Genug Wasser trinken", "Anderthalb bis zwei Liter am Tag empfehlen Ernährungsfachleute, bei Hitze und Sport "
         "entsprechend mehr.")]


def test_a_tips_articles_headings_opening_with_mehr_zu_stay():
    body = ("<article><h1>Drei einfache Tipps für mehr Gesundheit im Alltag</h1><p>" + DE[0] + "</p>"
            + "".join(f"<h2>{h}</h2><p>{p}</p>" for h, p in TIPS) + "</article>")
    doc = processed(page(body, "Drei einfache Tipps für mehr Gesundheit im Alltag", ARTICLE),
                    "https://www.zeitung.example.de/gesundheit/2026/11/30/drei-tipps-gesundheit.html")
    text = _body(doc)
    assert all(_flat(h) in text and _flat(p) in text for h, p in TIPS)


# --- a forum post's quoted words after a bare label, holding a clock time --------------------------------------

@pytest.mark.parametrize("text", ["Citace: Vlak odjíždí z Brna v 6:40 a do Prahy dorazí v 9:10, takže to stihneš.",
                                  "Citácia: Autobus ide z Trnavy o 7:15 a v Bratislave je o 8:05."])
def test_quoted_words_after_a_bare_label_keep_their_start(text):
    assert boiler.quote_header_lead(text) == 0


def test_a_simple_machines_czech_quote_header_still_goes():
    text = "Citace od: pepa v 28. listopadu 2026, 21:12:44Plovák byl prasklý."
    assert text[boiler.quote_header_lead(text):] == "Plovák byl prasklý."


# --- an Italian local article's subheading that is a municipal template's box heading too -----------------------

IT = ["Le forti piogge della notte hanno allagato diversi sottopassi nella zona nord di Bologna, dove i vigili del "
      "fuoco sono intervenuti più di quaranta volte.",
      "La protezione civile ha mantenuto l'allerta arancione fino alle 18 di oggi e ha chiesto ai cittadini di "
      "evitare gli spostamenti non necessari.",
      "Nel centro storico sono rimasti chiusi per precauzione i giardini pubblici e due scuole dell'infanzia.",
      "I disagi maggiori si sono registrati sulla tangenziale, dove il traffico è rimasto bloccato per oltre due ore."]


def test_an_italian_articles_subheading_problemi_in_citta_stays():
    body = ("<article><h1>Maltempo, allagamenti a Bologna</h1>" + "".join(f"<p>{p}</p>" for p in IT[:2])
            + "<h2>Problemi in città</h2>" + "".join(f"<p>{p}</p>" for p in IT[2:]) + "</article>")
    doc = processed(page(body, "Maltempo, allagamenti a Bologna", ARTICLE),
                    "https://www.giornale.example.it/bologna/2026/11/30/maltempo-allagamenti-bologna/")
    assert _flat("Problemi in città") in _body(doc)
