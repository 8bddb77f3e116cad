"""Regression tests for the text of service, institutional and documentation pages (session 19): one
small hand-written page per failure class, after the markup of the page builders and CMSs that make such
pages (Bootstrap, Elementor, TYPO3, Drupal ...), in German, English, French and Italian, each with a guard
that the boilerplate of the same shape still goes."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _joined(html: str, url: str) -> str:
    return "\n".join(b.text for b in extract_page(html, url, OPTIONS).blocks)


MENU = ('<header class="site-header"><nav><ul>' + "".join(
    f'<li><a href="/{w.lower()}">{w}</a></li>' for w in ("Startseite", "Leistungen", "Referenzen", "Karriere", "Kontakt"))
    + "</ul></nav></header>")
FOOTER = '<footer><p>© 2024 Muster GmbH · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></p></footer>'
INTRO_DE = [
    "Wir begleiten mittelständische Unternehmen seit über zwanzig Jahren bei der Planung und Umsetzung ihrer "
    "IT-Infrastruktur, von der ersten Beratung bis zum laufenden Betrieb.",
    "Unsere Mitarbeiterinnen und Mitarbeiter verfügen über langjährige Erfahrung in der Netzwerktechnik und kennen "
    "die Anforderungen, die an eine sichere und zuverlässige Umgebung gestellt werden.",
]
FAQ_DE = [
    ("Wie schnell reagieren Sie bei einer Störung?",
     "Bei einer Störung melden wir uns innerhalb von zwei Stunden bei Ihnen und beginnen sofort mit der "
     "Fehlersuche, auf Wunsch auch vor Ort."),
    ("Was kostet die Betreuung im Monat?",
     "Die Kosten richten sich nach der Anzahl der Arbeitsplätze und Server; ein Angebot erhalten Sie nach einem "
     "kostenlosen Erstgespräch."),
    ("Kann ich den Vertrag jederzeit kündigen?",
     "Ja, der Vertrag läuft jeweils ein Jahr und kann mit einer Frist von drei Monaten zum Ende der Laufzeit "
     "gekündigt werden."),
]
SERVICE_DE = "https://www.muster-it.de/leistungen/it-betreuung/"


# --- an FAQ accordion whose questions are buttons --------------------------------------------------------

def _bootstrap_accordion(items: list[tuple[str, str]]) -> str:
    """Bootstrap 5's accordion: each question a ``<button>`` in an ``<h2 class="accordion-header">``, its
    answer in a collapsed panel."""
    return ('<div class="accordion" id="faq">' + "".join(
        f'<div class="accordion-item"><h2 class="accordion-header" id="h{k}"><button class="accordion-button '
        f'collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c{k}" aria-expanded="false" '
        f'aria-controls="c{k}">{q}</button></h2><div id="c{k}" class="accordion-collapse collapse" '
        f'aria-labelledby="h{k}" data-bs-parent="#faq"><div class="accordion-body">{a}</div></div></div>'
        for k, (q, a) in enumerate(items)) + "</div>")


def test_the_questions_of_a_bootstrap_faq_accordion_are_kept_with_their_answers():
    """A company's service page ends with an FAQ in Bootstrap's accordion.  The answers were kept (their
    collapsed panels are panels the reader opens) but the questions, written as the panels' buttons, went
    with the forms' widgets: answers without questions.  The questions are kept, each before its answer."""
    body = (MENU + '<main><div class="container"><h1>Häufige Fragen zur IT-Betreuung</h1>'
            + "".join(f"<p>{t}</p>" for t in INTRO_DE) + "<h2>FAQ</h2>" + _bootstrap_accordion(FAQ_DE)
            + "</div></main>" + FOOTER)
    text = _joined(page(body, "Häufige Fragen"), SERVICE_DE)
    for question, answer in FAQ_DE:
        assert f"{question}\n{answer}" in text


def test_the_aria_accordion_pattern_keeps_its_questions_and_a_menu_toggle_still_goes():
    """The ARIA accordion pattern (a heading holding a ``<button aria-expanded aria-controls>``, the answer
    in a ``hidden`` region) on a French page, and a toggle with a short label inside the content ("Menu",
    "Voir plus"): the questions are the page's text, the toggles' labels are not."""
    faq = [("Combien de temps dure l'installation de la borne ?",
            "L'installation d'une borne de recharge dure en général une demi-journée, mise en service comprise, "
            "et se fait sans travaux importants dans votre garage."),
           ("Puis-je bénéficier d'une aide de l'État ?",
            "Oui, un crédit d'impôt couvre une partie du coût de la borne et de son installation pour les "
            "particuliers qui équipent leur résidence principale.")]
    items = "".join(f'<div class="faq"><h3><button aria-expanded="false" aria-controls="r{k}">{q}</button></h3>'
                    f'<div id="r{k}" role="region" hidden><p>{a}</p></div></div>' for k, (q, a) in enumerate(faq))
    intro = ("<p>Nous installons des bornes de recharge pour véhicules électriques chez les particuliers et dans "
             "les entreprises de la région, avec un devis gratuit et un suivi après la mise en service.</p>")
    body = ('<main><button aria-expanded="false" aria-controls="menu">Menu</button><h1>Installation de bornes '
            'de recharge</h1>' + intro + items + '<button aria-expanded="false" aria-controls="more">Voir plus'
            "</button></main>")
    text = _joined(page(body, "Bornes de recharge"), "https://www.exemple.fr/services/installation-borne")
    for question, answer in faq:
        assert f"{question}\n{answer}" in text
    assert "Menu" not in text.split("\n") and "Voir plus" not in text
