"""Regression tests for institutional, service and documentation pages (session 21): a manual's, a wiki's or
a municipality's section of pointers to its other pages ("See also", "Siehe auch", "Weitere Informationen")
lost its list of links and left its heading ending the text over nothing.  One small hand-written page per
class, after the markup the engines write (MDN's Yari, Sphinx, TYPO3), with guards of the same shape that
must stay as they are (a news article's teaser box, a sidebar's box of links)."""

from __future__ import annotations

import pytest
from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}

DOC = [
    "The Fetch API provides a JavaScript interface for making HTTP requests and processing the responses. "
    "Fetch is the modern replacement for XMLHttpRequest: it uses promises and integrates with service workers.",
    "To make a request, call fetch() with the resource you want to fetch. It returns a promise that is "
    "fulfilled with a Response object as soon as the server responds with its headers.",
    "You can supply an options object as the second argument to set the request method, its headers and its "
    "body, and to say how the request should deal with credentials, caching and redirects.",
    "A service worker can intercept every request the page makes and answer it from its cache, so that the "
    "application keeps working when the network is slow or when the device is offline.",
]

DE = [
    "Der Personalausweis ist ein amtliches Dokument, mit dem Sie sich im In- und Ausland ausweisen können. Er "
    "wird von der Stadtverwaltung für Bürgerinnen und Bürger ab 16 Jahren ausgestellt und ist zehn Jahre gültig.",
    "Für die Beantragung müssen Sie persönlich im Bürgerbüro erscheinen, da Ihre Unterschrift und Ihre "
    "Fingerabdrücke erfasst werden. Bitte vereinbaren Sie vorher einen Termin über unser Online-Portal.",
    "Die Bearbeitung dauert in der Regel drei bis vier Wochen. Sie werden benachrichtigt, sobald der neue "
    "Ausweis zur Abholung bereitliegt, und müssen den alten Ausweis bei der Abholung mitbringen.",
]

NEWS = [
    "The city council approved the budget for next year on Monday evening after a debate that lasted more than "
    "six hours, with the opposition voting against the plan to raise the local property tax.",
    "The mayor said the extra money would go to the schools and to the repair of the bridges over the river, "
    "several of which have been closed to heavy traffic since the floods of last spring.",
    "Residents who spoke at the meeting asked the council to spend more on the buses, which they said run too "
    "rarely in the evenings and do not reach the new housing estates on the edge of town.",
]


def _texts(body: str, url: str, head: str = "", title: str = "Page") -> list[str]:
    return [b.text for b in extract_page(page(body, title, head), url, OPTIONS).blocks]


def _mdn(see_also: str) -> str:
    """MDN's page (Yari): the article's sections, the last one "See also" with its list of links."""
    return (
        '<header class="top-navigation"><nav class="main-nav"><ul><li><a href="/en-US/docs/Web">References</a></li>'
        '<li><a href="/en-US/docs/Learn">Guides</a></li></ul></nav></header>'
        '<div class="main-wrapper"><aside class="sidebar"><nav><ol><li><a href="/en-US/docs/Web/API/Fetch_API">'
        'Fetch API</a></li><li><a href="/en-US/docs/Web/API/Request">Request</a></li></ol></nav></aside>'
        '<main id="content" class="main-content"><article class="main-page-content" lang="en-US">'
        '<header><h1>Using the Fetch API</h1></header>'
        f'<div class="section-content"><p>{DOC[0]}</p></div>'
        '<section aria-labelledby="making_a_request"><h2 id="making_a_request"><a href="#making_a_request">Making a '
        f'request</a></h2><div class="section-content"><p>{DOC[1]}</p><p>{DOC[2]}</p></div></section>'
        '<section aria-labelledby="service_workers"><h2 id="service_workers"><a href="#service_workers">Service '
        f'workers</a></h2><div class="section-content"><p>{DOC[3]}</p></div></section>'
        f'{see_also}'
        '<aside class="metadata"><div class="metadata-content-container"><div id="on-github" class="on-github">'
        '<h3>Help improve MDN</h3><a href="https://github.com/mdn/content/blob/main/files/en-us/web/api/'
        'fetch_api/using_fetch/index.md">Learn how to contribute</a></div><p class="last-modified-date">This page '
        'was last modified on Sep 25, 2024 by <a href="/en-US/docs/contributors.txt">MDN contributors</a>.</p>'
        '</div></aside></article></main></div>'
        '<footer class="page-footer"><p>Visit Mozilla Corporation\'s not-for-profit parent, the Mozilla '
        'Foundation.</p></footer>'
    )


_SEE_ALSO = (
    '<section aria-labelledby="see_also"><h2 id="see_also"><a href="#see_also">See also</a></h2>'
    '<div class="section-content"><ul><li><a href="/en-US/docs/Web/API/Service_Worker_API">Service Worker API</a>'
    '</li><li><a href="/en-US/docs/Web/API/Streams_API">Streams API</a></li><li><a href="/en-US/docs/Web/HTTP/'
    'CORS">CORS</a></li><li><a href="https://github.com/mdn/dom-examples/tree/main/fetch">Fetch examples on '
    'GitHub</a></li></ul></div></section>'
)
MDN_URL = "https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API/Using_Fetch"


# --- a manual's "See also" list of links after its last section ----------------------------------------------

def test_see_also_list_of_a_manual_is_kept_under_its_heading():
    texts = _texts(_mdn(_SEE_ALSO), MDN_URL, title="Using the Fetch API - Web APIs | MDN")
    assert texts[-5:] == ["See also", "Service Worker API", "Streams API", "CORS", "Fetch examples on GitHub"]
    assert DOC[3] in texts
    assert not any("Help improve MDN" in t or "last modified" in t for t in texts)


def test_sphinx_see_also_with_a_colon_keeps_its_items():
    """Sphinx: the section's heading with its ¶ anchor, "See also:" written by hand in a heading."""
    body = (
        '<div class="wy-nav-content"><div class="rst-content"><div role="main" class="document">'
        '<div itemprop="articleBody"><section id="fetching"><h1>Fetching resources<a class="headerlink" '
        f'href="#fetching">¶</a></h1><p>{DOC[0]}</p><p>{DOC[1]}</p><p>{DOC[2]}</p><p>{DOC[3]}</p></section>'
        '<section id="further"><h2>See also:<a class="headerlink" href="#further">¶</a></h2><ul class="simple">'
        '<li><p><a class="reference internal" href="requests.html">Requests</a></p></li>'
        '<li><p><a class="reference internal" href="caching.html">Caching responses</a></p></li></ul></section>'
        '</div></div></div></div>'
    )
    texts = _texts(body, "https://example.readthedocs.io/en/latest/fetching.html")
    assert texts[-3:] == ["See also:", "Requests", "Caching responses"]


def test_typo3_weitere_informationen_keeps_its_forms_and_offices():
    """A municipality's service page (TYPO3's frames): "Weitere Informationen" with the form and the
    office's page, at the end of the page's text."""
    body = (
        '<header><nav><ul><li><a href="/">Startseite</a></li><li><a href="/rathaus">Rathaus</a></li></ul></nav>'
        '</header><main id="content"><div class="row"><div class="col-md-8">'
        '<div id="c1" class="frame frame-default frame-type-header"><header><h1>Personalausweis beantragen</h1>'
        f'</header></div><div id="c2" class="frame frame-default frame-type-text"><p>{DE[0]}</p><p>{DE[1]}</p>'
        f'<h2>Bearbeitungszeit</h2><p>{DE[2]}</p></div>'
        '<div id="c3" class="frame frame-default frame-type-textmedia"><h2>Weitere Informationen</h2><ul>'
        '<li><a href="/fileadmin/formulare/vollmacht.pdf">Vollmacht zur Abholung (PDF, 85 KB)</a></li>'
        '<li><a href="/rathaus/buergerbuero">Bürgerbüro</a></li>'
        '<li><a href="https://www.personalausweisportal.de">Personalausweisportal des Bundes</a></li></ul></div>'
        '</div></div></main><footer><p>© 2024 Stadt Musterstadt</p><a href="/impressum">Impressum</a></footer>'
    )
    texts = _texts(body, "https://www.musterstadt.de/rathaus/buergerservice/personalausweis")
    assert texts[-4:] == ["Weitere Informationen", "Vollmacht zur Abholung (PDF, 85 KB)", "Bürgerbüro",
                          "Personalausweisportal des Bundes"]


# --- guards ----------------------------------------------------------------------------------------------------

def test_guard_manual_without_see_also_is_unchanged():
    texts = _texts(_mdn(""), MDN_URL)
    assert texts[-1] == DOC[3]


def test_guard_news_article_keeps_its_teaser_box_out():
    """On a news article a "See also" box lists other articles: its links stay out, as before."""
    body = (
        '<article><h1>Council approves the budget</h1>' + "".join(f"<p>{p}</p>" for p in NEWS)
        + '<h3>See also</h3><ul><li><a href="/news/2024/03/02/bridge-closed">Bridge closed to heavy traffic</a></li>'
        '<li><a href="/news/2024/02/27/bus-lines">Two new bus lines for the estates</a></li></ul></article>'
    )
    texts = _texts(body, "https://www.example-news.com/news/2024/03/04/council-approves-the-budget",
                   head='<meta property="og:type" content="article">')
    assert "Bridge closed to heavy traffic" not in texts
    assert "Two new bus lines for the estates" not in texts


def test_guard_list_going_on_with_prose_items_is_not_taken_whole():
    """A "Weitere Informationen" heading over a list whose later items are sentences without links: not a
    list of pointers (its items are judged as before)."""
    items = ('<li><a href="/a.pdf">Antrag (PDF)</a></li>'
             '<li>Bitte bringen Sie alle Unterlagen im Original mit, Kopien werden nicht angenommen.</li>')
    body = (f'<main><h1>Personalausweis</h1><p>{DE[0]}</p><p>{DE[1]}</p><p>{DE[2]}</p>'
            f'<h2>Weitere Informationen</h2><ul>{items}</ul></main>')
    texts = _texts(body, "https://www.musterstadt.de/rathaus/buergerservice/personalausweis")
    assert "Antrag (PDF)" not in texts


def test_guard_sidebar_see_also_outside_the_text_stays_out():
    """A sidebar's "Siehe auch" box beside the text (outside the main container) stays out."""
    body = (
        f'<main><div class="content"><h1>Personalausweis beantragen</h1><p>{DE[0]}</p><p>{DE[1]}</p>'
        f'<p>{DE[2]}</p></div></main><aside class="sidebar-right"><h2>Siehe auch</h2><ul>'
        '<li><a href="/reisepass">Reisepass</a></li><li><a href="/kinderreisepass">Kinderreisepass</a></li></ul></aside>'
    )
    texts = _texts(body, "https://www.musterstadt.de/rathaus/buergerservice/personalausweis")
    assert "Reisepass" not in texts and "Kinderreisepass" not in texts


# --- an FAQ's questions and answers on a service page ---------------------------------------------------------

QA = [
    ("Welche Unterlagen brauche ich für den Antrag?",
     "Sie benötigen einen gültigen Ausweis, ein aktuelles biometrisches Foto und bei Minderjährigen die "
     "Einverständniserklärung beider Eltern."),
    ("Was kostet der neue Personalausweis?",
     "Die Gebühr beträgt 37 Euro für Personen ab 24 Jahren und 22,80 Euro für jüngere Antragsteller, zahlbar "
     "bar oder mit Karte."),
    ("Wie lange dauert die Bearbeitung?",
     "Die Bearbeitung dauert in der Regel drei bis vier Wochen; in dringenden Fällen kann ein vorläufiger "
     "Ausweis ausgestellt werden."),
]


def _service_page(faq: str) -> str:
    return ('<header><nav><ul><li><a href="/">Startseite</a></li><li><a href="/rathaus">Rathaus</a></li></ul></nav>'
            f'</header><main id="content"><h1>Personalausweis</h1><p>{DE[0]}</p><p>{DE[1]}</p>{faq}</main>'
            '<footer><p>© 2024 Stadt Musterstadt</p></footer>')


SERVICE_URL = "https://www.musterstadt.de/rathaus/buergerservice/personalausweis"


def _kadence(label: str = "") -> str:
    """Kadence Blocks' accordion as WordPress saves it: the question in a ``<button>`` without the ARIA
    attributes its script adds in the browser."""
    panes = "".join(
        '<div class="wp-block-kadence-pane kt-accordion-pane"><div class="kt-accordion-header-wrap">'
        '<button class="kt-blocks-accordion-header kt-acccordion-button-label-show" type="button">'
        f'<span class="kt-blocks-accordion-title-wrap"><span class="kt-blocks-accordion-title">{label or q}</span>'
        '</span><span class="kt-blocks-accordion-icon-trigger"></span></button></div>'
        f'<div class="kt-accordion-panel kt-accordion-panel-hidden"><div class="kt-accordion-panel-inner"><p>{a}</p>'
        '</div></div></div>' for q, a in QA)
    return ('<div class="wp-block-kadence-accordion alignnone"><div class="kt-accordion-wrap kt-accordion-id1_ab">'
            f'<div class="kt-accordion-inner-wrap" data-allow-multiple-open="false">{panes}</div></div></div>')


def test_kadence_accordion_keeps_its_questions():
    texts = _texts(_service_page(_kadence()), SERVICE_URL)
    for q, a in QA:
        assert q in texts and a in texts
        assert texts.index(q) + 1 == texts.index(a)


def test_guard_accordion_button_with_a_control_label_goes():
    """A button named as an accordion's whose label is a control's word ("Mehr"), not a question: dropped."""
    texts = _texts(_service_page(_kadence(label="Mehr")), SERVICE_URL)
    assert "Mehr" not in texts
    assert all(a in texts for _, a in QA)


def test_hidden_until_found_sections_are_the_text():
    """HTML's ``hidden="until-found"`` (the browser's find-in-page opens it: GOV.UK's accordion, Radix's):
    the closed sections' answers are the page's text, with their questions."""
    faq = "".join(f'<h3><button aria-expanded="false" aria-controls="p{i}">{q}</button></h3>'
                  f'<div id="p{i}" class="section-body" hidden="until-found"><p>{a}</p></div>'
                  for i, (q, a) in enumerate(QA))
    texts = _texts(_service_page(faq), SERVICE_URL)
    for q, a in QA:
        assert q in texts and a in texts


def test_guard_plain_hidden_message_stays_out():
    """A message hidden until a script shows it (``hidden`` alone: a feedback form's thanks) stays out."""
    body = _service_page(f"<p>{DE[2]}</p>") + (
        '<div class="feedback-thanks" hidden><p>Vielen Dank für Ihre Rückmeldung, wir melden uns in Kürze bei Ihnen '
        'mit einer Antwort auf Ihre Frage.</p></div>')
    texts = _texts(body, SERVICE_URL)
    assert not any("Vielen Dank" in t for t in texts)


# --- the page's tools and feedback prompt under an institutional page's text -----------------------------------

CS = [
    "Občanský průkaz si můžete požádat na kterémkoli obecním úřadě obce s rozšířenou působností, bez ohledu na "
    "místo trvalého pobytu.",
    "K žádosti je nutné předložit dosavadní občanský průkaz, případně rodný list, pokud žádáte o první průkaz. "
    "Fotografii pořídí úředník přímo na místě.",
    "Vydání občanského průkazu s platností deset let je zdarma, za vydání ve zkrácené lhůtě zaplatíte správní "
    "poplatek podle délky lhůty.",
]
GOVUK = [
    "You can apply for a passport online if you are a British national living in the UK. It usually takes about "
    "three weeks to get your new passport after your application has been received.",
    "You need a digital photo of yourself and a credit or debit card to pay the fee. If you are applying for a "
    "child, you will also need to send the child's birth certificate.",
    "If your passport has been lost or stolen you must cancel it before you apply for a new one. You can cancel "
    "it online or by phone, and you cannot use it again after that.",
]


def _office_page(paragraphs: list[str], foot: str) -> str:
    return ('<header><nav><a href="/">Home</a> <a href="/services">Services</a></nav></header><main id="content">'
            '<h1>Service</h1>' + "".join(f"<p>{p}</p>" for p in paragraphs) + foot + '</main>'
            '<footer><p>© 2024</p></footer>')


def test_czech_office_page_tools_and_feedback_go():
    foot = ('<p><a href="javascript:window.print()">Tisk stránky</a> | <a href="#top">Zpět nahoru</a></p>'
            '<div class="hodnoceni"><p>Byla tato stránka užitečná?</p><a href="?hodnoceni=ano">Ano</a> '
            '<a href="?hodnoceni=ne">Ne</a></div>')
    assert _texts(_office_page(CS, foot), "https://www.mesto.cz/urad/obcanske-prukazy") == ["Service"] + CS


def test_german_page_tools_row_and_feedback_go():
    foot = ('<div class="page-tools"><p><a href="javascript:window.print()">Seite drucken</a> | '
            '<a href="#top">Nach oben</a></p></div><div class="bewertung"><p>Waren diese Informationen hilfreich?</p>'
            '<button>Ja</button><button>Nein</button></div>')
    assert _texts(_office_page(DE, foot), SERVICE_URL) == ["Service"] + DE


@pytest.mark.parametrize("row", [
    '<a href="#top">Nach oben</a> | <a href="javascript:window.print()">Seite drucken</a>',
    '<a href="javascript:window.print()">Print page</a> | <a href="#top">Back to top</a>',
    '<a href="#top">↑</a> | <a href="javascript:window.print()">Print page</a>',
])
def test_a_page_tools_row_whose_link_to_the_top_is_no_text_goes_with_its_bar(row):
    """(session 36) A link back to the page's top is no text (``extract.note_mark``), so the row's other tool is
    left with the bar between them, at either end: "Seite drucken |", "| Print page"."""
    found = _texts(_office_page(DE, f'<p>{row}</p>'), SERVICE_URL)
    assert found == ["Service"] + DE


def test_english_feedback_prompt_and_review_stamp_go():
    """GOV.UK's "Is this page useful?" and "Report a problem with this page", the NHS's review stamp."""
    foot = ('<p>Page last reviewed: 3 March 2024<br>Next review due: 3 March 2027</p>'
            '<div class="page-feedback"><h2>Is this page useful?</h2><button>Yes</button><button>No</button>'
            '<p>Report a problem with this page</p></div>')
    texts = _texts(_office_page(GOVUK, foot), "https://www.example.gov.uk/renew-adult-passport")
    assert texts == ["Service"] + GOVUK


def test_guard_sentences_about_usefulness_and_printing_stay():
    """A sentence that asks or speaks of the page's use, or of printing, inside the text: kept."""
    lines = ["Was this helpful to the farmers? The survey says that most of them saved water in the first year.",
             "Print the form on both sides of the paper and sign it before you send it to the office."]
    texts = _texts(_office_page(GOVUK[:2] + lines, ""), "https://www.example.gov.uk/renew-adult-passport")
    assert texts == ["Service"] + GOVUK[:2] + lines


def test_page_functions_box_font_size_switch_and_feedback_thanks_go():
    """Germany's state portals: the "Seitenfunktionen" box (its print and recommend links go as tools, and
    its heading was left over nothing), the text size switch, the feedback prompt with its answers in one
    line and its thanks."""
    foot = ('<div class="page-functions"><h2>Seitenfunktionen</h2><ul><li><a href="javascript:print()">Drucken</a></li>'
            '<li><a href="mailto:?subject=Personalausweis">Seite empfehlen</a></li></ul></div>'
            '<p>Schriftgröße: <a href="#">A</a> <a href="#">A+</a> <a href="#">A++</a></p>'
            '<p>War diese Seite hilfreich? Ja Nein</p><p>Vielen Dank für Ihr Feedback!</p>')
    assert _texts(_office_page(DE, foot), SERVICE_URL) == ["Service"] + DE
