"""Review of session 29's new extraction rules (xreview29): for each rule, the real text of an article that has the
rule's shape, run through the worker's step (``document.process``) on a whole news page of its language.  Each of
these went with the rule as it was first written; the rule was narrowed (a sentence's start, a quote or a verb of
saying, a name's shape, a bracket) and the boilerplate it was written for still goes (the rules' own tests, in
tests/test_vert_news29a.py, tests/test_vert_news29b.py, tests/test_vert_left29.py, tests/test_vert_types29.py)."""

from __future__ import annotations

import pytest
from test_vert_news28 import short_article

_TEXT = {
    "en": ("The city council approved next year's budget on Monday evening after a long debate. Schools in the north "
           "of the city will receive considerably more money than before.",
           "The mayor said the extra money would pay for new teachers and the repair of three old buildings. The "
           "results are to be reviewed in June.",
           "Parents who had waited for hours in the hall welcomed the decision. Some, however, recalled that the "
           "repairs had already been announced twice."),
    "es": ("El ayuntamiento aprobó el lunes por la noche el presupuesto del próximo año tras un largo debate. Las "
           "escuelas del norte de la ciudad recibirán bastante más dinero que antes.",
           "El alcalde dijo que el dinero adicional servirá para contratar nuevos profesores y reparar tres edificios "
           "antiguos. Los resultados se revisarán en junio.",
           "Los padres, que habían esperado durante horas en la sala, celebraron la decisión. Algunos recordaron, sin "
           "embargo, que las obras ya se habían anunciado dos veces."),
    "hu": ("A városi közgyűlés hétfő este hosszas vita után elfogadta a jövő évi költségvetést. A város északi "
           "részén lévő iskolák a korábbinál jóval több pénzt kapnak.",
           "A polgármester szerint a többletforrásból új tanárokat vesznek fel, és három régi épületet újítanak fel. "
           "Az eredményeket júniusban vizsgálják felül.",
           "A szülők, akik órákig vártak a teremben, üdvözölték a döntést. Néhányan azonban emlékeztettek arra, hogy "
           "a felújítást már kétszer bejelentették."),
    "de": ("Der Stadtrat hat am Montagabend nach langer Debatte den Haushalt für das kommende Jahr beschlossen. Die "
           "Schulen im Norden der Stadt bekommen deutlich mehr Geld als bisher.",
           "Der Oberbürgermeister sagte, mit dem zusätzlichen Geld würden neue Lehrkräfte eingestellt und drei alte "
           "Gebäude saniert. Die Ergebnisse sollen im Juni überprüft werden.",
           "Eltern, die stundenlang im Saal gewartet hatten, begrüßten die Entscheidung. Einige erinnerten jedoch "
           "daran, dass die Sanierung schon zweimal angekündigt worden war."),
    "fi": ("Kaupunginvaltuusto hyväksyi maanantai-iltana pitkän keskustelun jälkeen ensi vuoden talousarvion. "
           "Kaupungin pohjoisosan koulut saavat selvästi aiempaa enemmän rahaa.",
           "Pormestarin mukaan lisärahalla palkataan uusia opettajia ja korjataan kolme vanhaa rakennusta. Tulokset "
           "on määrä tarkistaa kesäkuussa.",
           "Vanhemmat, jotka olivat odottaneet salissa tuntikausia, olivat tyytyväisiä päätökseen. Osa kuitenkin "
           "muistutti, että korjaus oli ilmoitettu jo kahdesti."),
    "da": ("Byrådet vedtog mandag aften efter en lang debat budgettet for det kommende år. Skolerne i den nordlige "
           "del af byen får betydeligt flere penge end hidtil.",
           "Borgmesteren sagde, at de ekstra penge skal bruges til nye lærere og til at renovere tre gamle bygninger. "
           "Resultaterne skal vurderes i juni.",
           "Forældre, der havde ventet i timevis i salen, glædede sig over beslutningen. Nogle mindede dog om, at "
           "renoveringen allerede var blevet varslet to gange."),
}
_HEADLINE = "Budget approved after a long night"


def _article(lang: str, inserted: str) -> list[str]:
    """The paragraphs of a news article in ``lang`` with ``inserted`` between its first and second paragraphs."""
    text = _TEXT[lang]
    out = short_article(lang, _HEADLINE, text, inserted, url="https://www.stadtanzeiger.example.com/lokales/budget-1234")
    assert all(p in out for p in text), out
    return out


# --- notices.support_appeal: a plea reported, quoted or in another's words is the article's -----------------------

@pytest.mark.parametrize(("lang", "line"), [
    ("hu", "Az egyesület elnöke szerint ha fontos neked a független újságírás, akkor érdemes támogatni a helyi "
           "lapokat, mert ezek a legkiszolgáltatottabbak."),
    ("es", "«Tu apoyo es fundamental para seguir haciendo periodismo», dijo la directora del diario a los lectores "
           "reunidos en el teatro."),
    ("es", "Según la directora de la fundación, su apoyo es fundamental para que el periodismo local sobreviva en la "
           "región."),
    ("es", "La ministra agradeció a las universidades y afirmó que su ayuda hace posible un periodismo científico de "
           "calidad en el país."),
    ("en", "If independent journalism matters to you, you should worry about this bill, said Jane Doe, who urged "
           "readers to support their local papers."),
    ("en", "“Please support us with a monthly donation,” the shelter's director told volunteers, adding that the "
           "winter had been hard."),
])
def test_a_plea_for_support_that_the_article_reports_stays(lang, line):
    assert line in _article(lang, f"<p>{line}</p>")


@pytest.mark.parametrize(("lang", "line"), [
    ("hu", "A Telex olvasói támogatásokból működik. Ha fontos neked a független újságírás, légy a támogatónk!"),
    ("es", "Apoya a Público. Tu aportación es fundamental para seguir haciendo un periodismo libre e independiente."),
])
def test_the_sites_own_plea_still_goes(lang, line):
    assert line not in _article(lang, f'<div class="support-box"><p>{line}</p></div>')


# --- phrases.CREDIT_LINES: the desk editor's word as an interview's speaker ------------------------------------------

@pytest.mark.parametrize(("lang", "line"), [
    ("fi", "Toimittaja: Miksi päätitte lähteä mukaan kunnallispolitiikkaan juuri nyt?"),
    ("da", "Redaktør: Hvad tænkte du, da du hørte dommen i byretten?"),
])
def test_an_interviews_question_after_the_journalists_label_stays(lang, line):
    assert line in _article(lang, f"<p>{line}</p>")


# --- boiler._spaced_stamp: capitals before a date and a time are a club's or a channel's name -------------------------

@pytest.mark.parametrize("line", ["BVB 12.03.2025 20:30", "ZDF 14.03.2026 20:15"])
def test_a_short_name_in_capitals_with_a_date_and_time_stays(line):
    assert line in _article("de", f"<p>{line}</p>")


# --- extract.note_mark: a linked note's name in a sentence is its words ------------------------------------------

@pytest.mark.parametrize(("link", "text"), [
    ('<a href="#note-12">Note 12</a>', "The details are set out in Note 12 to the accounts."),
    ('<a href="#fn3">Table 3</a>', "The figures by district are in Table 3 of the report."),
])
def test_a_link_to_a_note_that_names_it_in_words_stays(link, text):
    name = link.split(">")[1].split("<")[0]
    line = text.replace(name, link)
    assert text in _article("en", f"<p>{line}</p>")


# --- boiler._bare_card: a linked line in a quote is the text's ------------------------------------------------------

def test_a_quoted_linked_line_between_the_paragraphs_stays():
    line = "We will never go back to the office"
    box = f'<blockquote><p><a href="/2024/05/we-will-never-go-back">{line}</a></p></blockquote>'
    assert line in _article("en", box)


# --- notices.wire_notice: a sentence on an announcement's issuer in the news --------------------------------------

def test_a_sentence_on_who_issued_an_announcement_stays():
    line = "This announcement was issued by the central bank on Tuesday."
    assert line in _article("en", f"<p>{line}</p>")


def test_a_wires_line_on_distributing_the_release_still_goes():
    line = "This press release was distributed by EQS Group."
    assert line not in _article("en", f"<p>{line}</p>")


# --- boiler._credit_tail: a dash before a source's word ends a paragraph of prose as well -----------------------------

@pytest.mark.parametrize(("lang", "line"), [
    ("de", "Die Arbeitslosenquote stieg im Oktober auf 7,1 Prozent. Besonders betroffen waren junge Menschen in den "
           "Städten – Quelle: Arbeitsmarktservice."),
    ("hu", "A munkanélküliségi ráta októberben 4,5 százalékra emelkedett. A legtöbb új álláskereső a fővárosban "
           "jelentkezett – forrás: KSH."),
])
def test_a_paragraph_of_sentences_ending_in_a_source_after_a_dash_stays(lang, line):
    assert line in _article(lang, f"<p>{line}</p>")


def test_a_captions_credit_after_a_dash_still_goes():
    caption = "Ebédelő diákok egy budapesti iskolában – Fotó: Huszti István / Telex"
    out = _article("hu", f'<figure><img src="/m.jpg" alt=""><figcaption>{caption}</figcaption></figure>')
    assert not any("Huszti" in p for p in out)


# --- boiler._bare_card: a document's linked line in a box of its own is the article's --------------------------------

def test_a_linked_document_in_a_box_between_the_paragraphs_stays():
    line = "Der Haushaltsplan 2027 im Wortlaut"
    box = f'<div class="wp-block-group"><p><a href="/lokales/haushaltsplan-2027.pdf">{line}</a></p></div>'
    assert line in _article("de", box)
