"""Regression tests for the text of service, institutional and documentation pages (session 19): one
small hand-written page per failure class, after the markup of the page builders and CMSs that make such
pages (Bootstrap, Elementor, TYPO3, Drupal ...), in German, English, French and Italian, each with a guard
that the boilerplate of the same shape still goes."""

from __future__ import annotations

from vert_support import page

from corpustools.vert import boiler
from corpustools.vert.choose import extract_page
from corpustools.vert.extract import Block

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


# --- the page tools at the foot of an institutional page's content ----------------------------------------

AMT_DE = [
    "Die Stadtverwaltung unterstützt Bürgerinnen und Bürger bei allen Fragen rund um das Meldewesen, vom Umzug "
    "innerhalb der Stadt bis zur Abmeldung ins Ausland.",
    "Für die Anmeldung einer neuen Wohnung benötigen Sie einen gültigen Personalausweis oder Reisepass sowie die "
    "Wohnungsgeberbestätigung Ihres Vermieters.",
    "Bitte vereinbaren Sie vorab online einen Termin, damit wir Ihr Anliegen ohne lange Wartezeiten bearbeiten "
    "können; wenn die Mieten in der Stadt nach oben gehen, ziehen viele Familien in die Nachbargemeinden.",
]


def test_a_municipal_pages_print_and_back_to_top_links_and_its_change_stamp_go():
    """A town's TYPO3 page (content elements as ``frame`` divs between ``TYPO3SEARCH`` markers) ends its
    text element with the page's tools, written by the editor: "Seite drucken" and "Zurück nach oben" link to ``#`` and ``#top``, so no
    link text is left to judge them by and they were kept as lines of text, and so was the "Letzte Änderung"
    stamp.  They go; a sentence saying "nach oben" stays."""
    frames = ('<div id="c101" class="frame frame-default frame-type-header"><header class="frame-header"><h1 '
              'class="element-header">Meldewesen</h1></header></div><div id="c102" class="frame frame-default '
              'frame-type-text"><div class="frame-container"><div class="frame-inner">'
              + "".join(f"<p>{t}</p>" for t in AMT_DE) + "{tools}</div></div></div>")
    tools = ('<p><a href="#" onclick="window.print();return false;">Seite drucken</a></p>'
             '<p><a href="#top">Zurück nach oben</a></p><p>Letzte Änderung: 12.03.2024</p>')
    body = (MENU + '<div id="page-content"><main class="maincontent-wrap" role="main"><!--TYPO3SEARCH_begin-->'
            + frames.replace("{tools}", tools) + "<!--TYPO3SEARCH_end--></main></div>" + FOOTER)
    text = _joined(page(body, "Meldewesen - Stadt Musterhausen"), "https://www.musterhausen.de/buergerservice/meldewesen")
    assert all(t in text for t in AMT_DE)
    assert "Seite drucken" not in text and "Zurück nach oben" not in text and "Letzte Änderung" not in text


def test_the_page_tools_and_feedback_prompt_of_french_and_italian_town_pages_go():
    """The same tools in French ("Imprimer la page", "Haut de la page", "Plan du site") and on an Italian
    municipality's page ("Stampa la pagina", "Torna su", "Pagina aggiornata il ...", and the template's
    feedback prompt "Quanto sono chiare le informazioni su questa pagina?" written without its widget's
    class); the pages' text stays."""
    fr = ["La mairie accompagne les habitants dans toutes leurs démarches administratives, de l'inscription sur "
          "les listes électorales à la demande de passeport.",
          "Pour toute demande de carte d'identité, il est nécessaire de prendre rendez-vous en ligne et de se "
          "présenter avec les pièces justificatives demandées."]
    it = ["Il Comune offre ai cittadini un servizio di assistenza per la richiesta della carta di identità "
          "elettronica, che può essere prenotata online attraverso il portale del Ministero.",
          "Per il rilascio è necessario presentarsi allo sportello con una fototessera recente, il codice fiscale "
          "e il documento scaduto o la denuncia di smarrimento."]
    fr_tools = ('<p class="print"><a href="#" onclick="window.print()">Imprimer la page</a></p><p><a href="#haut">'
                '↑ Haut de la page</a></p><p><a href="/plan-du-site">Plan du site</a></p>')
    it_tools = ('<p><a href="#" class="stampa">Stampa la pagina</a></p><p><a href="#top">Torna su</a></p><p>Pagina '
                'aggiornata il 12/03/2024</p><div class="valutazione"><h3>Quanto sono chiare le informazioni su '
                "questa pagina?</h3><p>Valuta da 1 a 5 stelle la pagina</p></div>")
    for lines, tools, url, title in ((fr, fr_tools, "https://www.ville-exemple.fr/demarches/etat-civil", "État civil"),
                                     (it, it_tools, "https://www.comune.esempio.it/servizi/anagrafe", "Anagrafe")):
        body = f'<main id="main"><div class="content-main"><h1>{title}</h1>' + "".join(f"<p>{t}</p>" for t in lines) \
            + tools + "</div></main>"
        text = _joined(page(body, title), url)
        assert all(t in text for t in lines)
        for line in ("Imprimer", "Haut de la page", "Plan du site", "Stampa", "Torna su", "aggiornata",
                     "Quanto sono chiare", "Valuta da"):
            assert line not in text, line


def test_a_headline_opening_with_the_words_of_an_update_stamp_stays():
    """"Pubblicata", "aggiornata", "Mise à jour" open headlines too: only with a date right after them are
    they a page's change stamp."""
    headlines = ["Pubblicata la graduatoria 2024 dei vincitori", "Mise à jour de sécurité 2024 disponible",
                 "Aggiornata la lista 2025 delle farmacie di turno"]
    blocks = [Block("h2", t) for t in headlines] + [Block("p", "Pagina aggiornata il 12/03/2024")]
    assert [b.text for b in boiler.clean(blocks)] == headlines


# --- documentation pages: the anchor mark after every heading ----------------------------------------------

DOC_EN = [
    "The configuration file is read once when the server starts, and every option in it can also be given on the "
    "command line, where it takes precedence over the file.",
    "Each section of the file configures one component of the server; options that a component does not know are "
    "reported as warnings and otherwise ignored by the parser.",
]


def test_the_pilcrow_of_sphinx_and_mkdocs_headings_and_a_blogs_hash_anchor_are_not_text():
    """Sphinx (Read the Docs theme) and MkDocs write a ``<a class="headerlink" href="#id">¶</a>`` after every
    heading and API signature; a blog theme writes " #".  The link goes (it points into the page) but its
    mark stayed glued to the heading: "Configuration¶", a "¶" token in the vertical per heading.  The
    headings are kept without it; a "#" inside a heading ("C# basics") and a sentence stay as written."""
    sphinx = ('<div class="rst-content"><div role="main" class="document" itemscope="itemscope" '
              'itemtype="http://schema.org/Article"><div itemprop="articleBody"><section id="configuration">'
              '<h1>Configuration<a class="headerlink" href="#configuration" title="Link to this heading">¶</a></h1>'
              f'<p>{DOC_EN[0]}</p><dl class="py class"><dt class="sig sig-object py" id="server.Config"><span '
              'class="sig-name descname">Config</span>(<em>path</em>)<a class="headerlink" href="#server.Config">¶'
              f'</a></dt><dd><p>{DOC_EN[1]}</p></dd></dl><section id="c-basics"><h2>C# basics<a class="headerlink" '
              f'href="#c-basics">¶</a></h2><p>{DOC_EN[0]} Use C# or F#.</p></section><h3>Reloading <a '
              f'class="anchor" href="#reloading">#</a></h3><p>{DOC_EN[1]}</p></section></div></div></div>')
    text = _joined(page(sphinx, "Configuration — Server 1.0 documentation"),
                   "https://server.readthedocs.io/en/latest/config.html")
    lines = text.split("\n")
    assert "Configuration" in lines and "Config(path)" in lines and "C# basics" in lines and "Reloading" in lines
    assert "¶" not in text and f"{DOC_EN[0]} Use C# or F#." in lines


# --- a page builder's list of services in a column beside the text -----------------------------------------

def test_the_short_items_of_a_service_list_in_a_divi_column_are_kept_with_the_longer_ones():
    """A dental practice's Divi page (a Theme Builder layout: no ``entry-content`` around the sections to
    take whole): the text in the first section, the list of treatments in a text module
    of a later section's column.  The list was kept as a list of facts for its items of more than 15
    characters only, so "Reinigung", "Röntgen" and "Füllungen" went from between "Professionelle
    Zahnreinigung" and "Wurzelbehandlung am Mikroskop".  All the items of such a list are kept; a list of
    links beside it (the practice's other pages) is not."""
    intro = ["Unsere Praxis bietet Erwachsenen und Kindern die ganze Zahnmedizin unter einem Dach, von der "
             "Vorsorge bis zur Behandlung von Notfällen, mit modernen Geräten und viel Zeit für Ihre Fragen.",
             "Neue Patientinnen und Patienten sind jederzeit willkommen; bringen Sie zum ersten Termin bitte Ihre "
             "Versichertenkarte und, wenn vorhanden, Ihren Bonusheft und Röntgenbilder mit."]
    items = ["Vorsorgeuntersuchung", "Reinigung", "Röntgen", "Professionelle Zahnreinigung", "Füllungen",
             "Wurzelbehandlung am Mikroskop", "Kinderzahnheilkunde"]
    module = '<div class="et_pb_module et_pb_text et_pb_bg_layout_light"><div class="et_pb_text_inner">{}</div></div>'
    column = '<div class="et_pb_column et_pb_column_{}">{}</div>'
    section = '<div class="et_pb_section et_section_regular"><div class="et_pb_row">{}</div></div>'
    first = section.format(column.format("4_4", '<div class="et_pb_module et_pb_heading"><h1 class="et_pb_module_heading">'
                                         "Zahnmedizin</h1></div>" + module.format("".join(f"<p>{t}</p>" for t in intro))))
    links = "".join(f'<li><a href="/{k}">{t}</a></li>' for k, t in enumerate(
        ("Praxisteam und Philosophie", "Öffnungszeiten und Anfahrt", "Stellenangebote der Praxis")))
    second = section.format(column.format("2_5", module.format("<h2>Behandlungen</h2><ul>" + "".join(
        f"<li>{t}</li>" for t in items) + "</ul>")) + column.format("3_5", module.format(f"<ul>{links}</ul>")))
    first = first + section.format(column.format("4_4", '<div class="et_pb_module et_pb_cta"><h2>Termin vereinbaren'
                                                 '</h2><a class="et_pb_button" href="/termin">Jetzt buchen</a></div>'))
    body = ('<div id="page-container"><div id="et-boc" class="et-boc"><div class="et-l et-l--body">'
            '<div class="et_builder_inner_content">' + first + second + "</div></div></div></div>")
    text = _joined(page(body, "Zahnmedizin"), "https://www.zahnarzt-muster.de/leistungen/zahnmedizin/")
    lines = text.split("\n")
    assert all(t in lines for t in intro) and all(t in lines for t in items), lines
    assert "Praxisteam und Philosophie" not in lines


# --- a page builder's hero section above the body ----------------------------------------------------------

def _squarespace_section(blocks: str) -> str:
    """A Squarespace 7.1 page section (Fluid Engine): each block nine elements below the section list."""
    return ('<section data-test="page-section" class="page-section layout-engine-section"><div class="content-wrapper">'
            '<div class="content"><div data-fluid-engine="true"><div class="fluid-engine">' + blocks
            + "</div></div></div></div></section>")


def _squarespace_block(html: str) -> str:
    return ('<div class="fe-block"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div '
            f'class="sqs-block-content"><div class="sqs-html-content">{html}</div></div></div></div>')


BODY_FR = [
    "Notre cabinet accompagne les particuliers et les communes dans la rénovation de bâtiments anciens, du "
    "premier relevé jusqu'à la réception des travaux, en respectant le caractère des lieux.",
    "Nous travaillons avec des artisans de la région que nous connaissons depuis longtemps et qui maîtrisent les "
    "techniques traditionnelles de la pierre, du bois et de la chaux.",
    "Chaque projet commence par une visite sur place, au cours de laquelle nous écoutons vos besoins et vous "
    "présentons les possibilités et les contraintes du bâtiment.",
]


def test_the_title_and_lead_of_a_squarespace_hero_section_are_kept():
    """A company page built with Squarespace: the first section (the hero) holds the ``<h1>``, one line of
    lead and a button; the text is in the next section.  The two meet nine elements above the text's
    container, far beyond the five levels a product's name and price are looked for, and the lead is too
    short to be good prose on its own: title and lead were lost.  They are kept, the button's label not."""
    lead = "Un cabinet d'architectes au service du patrimoine de la région."
    hero = _squarespace_section(
        _squarespace_block('<h1 style="white-space:pre-wrap;">Rénovation du patrimoine</h1>')
        + _squarespace_block(f'<p class="sqsrte-large" style="white-space:pre-wrap;">{lead}</p>')
        + '<div class="fe-block"><div class="sqs-block button-block"><div class="sqs-block-content"><a href="/contact" '
          'class="sqs-block-button-element">Prendre rendez-vous</a></div></div></div>')
    body = _squarespace_section(_squarespace_block("<h2>Notre approche</h2>" + "".join(f"<p>{t}</p>" for t in BODY_FR)))
    html = page('<main id="page" role="main"><article class="sections" id="sections">' + hero + body + "</article></main>",
                "Rénovation du patrimoine — Atelier Exemple")
    lines = _joined(html, "https://www.atelier-exemple.fr/renovation-patrimoine").split("\n")
    assert lines[:3] == ["Rénovation du patrimoine", lead, "Notre approche"] and lines[3:] == BODY_FR


def test_a_title_alone_or_a_forum_bar_far_above_the_text_is_no_hero():
    """The same depth without a lead: a forum thread's title bar (the ``<h1>`` and "Thread starter …, Start
    date …", no phrase of the language) far above the first post is not taken as a hero section."""
    bar = _squarespace_section(_squarespace_block("<h1>Heizung im Altbau nachrüsten</h1>")
                               + _squarespace_block("<p>Thread starter Anna · Start date 12.03.2024</p>"))
    posts = _squarespace_section(_squarespace_block("".join(f"<p>{t}</p>" for t in INTRO_DE + AMT_DE)))
    html = page('<main><article class="sections">' + bar + posts + "</article></main>", "Heizung im Altbau")
    text = _joined(html, "https://www.example.org/info/heizung-im-altbau")
    assert INTRO_DE[0] in text and "Thread starter" not in text


# --- a service page's facts in the content elements after its text ----------------------------------------

def _frame(uid: int, inner: str, kind: str = "text") -> str:
    """A TYPO3 content element as the Bootstrap Package (and fluid_styled_content) renders it."""
    return (f'<div id="c{uid}" class="frame frame-default frame-type-{kind} frame-layout-0"><div class="frame-container">'
            f'<div class="frame-inner">{inner}</div></div></div>')


def test_the_opening_hours_and_fees_under_a_typo3_service_text_are_kept_and_a_box_after_teasers_is_not():
    """A town's service page in TYPO3: the text in one content element, then elements of a heading and a few
    short lines (opening hours, fees), each a sibling of the text's element in the main column.  jusText
    calls short lines after the last paragraph bad, and the facts a citizen came for were lost.  They are
    kept; a run of them ends at anything else (here a list of links to other services), so a box after it
    is not taken."""
    hours = ["Montag bis Freitag: 8:00 bis 12:00 Uhr", "Donnerstag zusätzlich: 14:00 bis 18:00 Uhr"]
    fees = ["Anmeldung und Ummeldung: gebührenfrei", "Meldebescheinigung: 10,00 Euro je Ausfertigung"]
    others = "".join(f'<li><a href="/buergerservice/{k}">{t}</a></li>' for k, t in enumerate(
        ("Personalausweis beantragen", "Reisepass beantragen", "Führungszeugnis beantragen")))
    main = (_frame(101, '<header class="frame-header"><h1 class="element-header">Meldewesen</h1></header>', "header")
            + _frame(102, "".join(f"<p>{t}</p>" for t in AMT_DE))
            + _frame(103, "<header><h2>Öffnungszeiten</h2></header>" + "".join(f"<p>{t}</p>" for t in hours))
            + _frame(104, "<header><h2>Gebühren</h2></header>" + "".join(f"<p>{t}</p>" for t in fees))
            + _frame(105, f"<header><h2>Weitere Leistungen</h2></header><ul>{others}</ul>", "textmedia")
            + _frame(106, "<header><h2>Pressestelle</h2></header><p>Telefon: 01234 567-100</p><p>Telefax: 01234 567-199</p>"))
    body = (MENU + '<div id="page-content"><div class="container"><main class="col-md-8 maincontent-wrap" role="main">'
            "<!--TYPO3SEARCH_begin-->" + main + "<!--TYPO3SEARCH_end--></main></div></div>" + FOOTER)
    lines = _joined(page(body, "Meldewesen - Stadt Musterhausen"),
                    "https://www.musterhausen.de/buergerservice/meldewesen").split("\n")
    assert lines == ["Meldewesen", *AMT_DE, "Öffnungszeiten", *hours, "Gebühren", *fees], lines


def test_a_readme_callouts_icon_and_a_feedback_widgets_thumbs_are_not_text_but_a_tables_check_marks_are():
    """ReadMe.io writes a callout's emoji in a block of its own above the callout's title ("📘", then
    "Note"), a GitBook page ends with "Was this helpful?" and two thumbs; a block of pictographs alone
    became a token of its own in the vertical.  Such blocks go; a comparison table's "✓" cells stay."""
    doc = ('<main class="rm-Guides"><div class="rm-Article"><header id="content-head"><h1 class="heading-title">'
           'Configuration</h1></header><div class="content-body"><div class="markdown-body">'
           f'<p>{DOC_EN[0]}</p><blockquote class="callout callout_info"><h3 class="callout-heading"><span '
           'class="callout-icon">📘</span><p>Note</p></h3><p>Options given on the command line are not written '
           f'back to the file.</p></blockquote><p>{DOC_EN[1]}</p><table><thead><tr><th>Option</th><th>Linux</th>'
           "<th>Windows</th></tr></thead><tbody><tr><td>reload</td><td>✓</td><td>✗</td></tr><tr><td>watch</td>"
           "<td>✓</td><td>✓</td></tr></tbody></table><p>👍 👎</p></div></div></div></main>")
    lines = _joined(page(doc, "Configuration"), "https://server.readme.io/docs/configuration").split("\n")
    assert "📘" not in lines and "👍 👎" not in lines
    assert "Note" in lines and DOC_EN[1] in lines and lines.count("✓") == 3 and "✗" in lines


# --- a company's offers as cards, each one link around a heading and a description ---------------------------

def test_the_descriptions_of_a_service_pages_cards_are_kept_and_teaser_excerpts_are_not():
    """A consultancy's services page (Drupal, Bulma's columns): an introduction, then a grid of cards, each
    card one ``<a>`` around the service's heading and a sentence describing it.  The descriptions are prose
    that is all link text, which jusText calls a link list: the page lost most of its text.  They are kept,
    with their headings; a box of other pages' teasers (excerpts cut short with "…") and a list of linked
    questions beside it stay out, and so do the cards at an article's address or on a collection page."""
    cards = [("IT-Strategie", "Wir entwickeln mit Ihnen eine IT-Strategie, die zu Ihren Geschäftszielen passt und "
                              "die Investitionen der nächsten Jahre planbar macht."),
             ("Datenschutz", "Wir prüfen Ihre Abläufe auf die Anforderungen der Datenschutz-Grundverordnung und "
                             "begleiten Sie bei der Umsetzung der nötigen Maßnahmen."),
             ("Cloud-Migration", "Wir bringen Ihre Anwendungen Schritt für Schritt in die Cloud, ohne dass der "
                                 "laufende Betrieb Ihres Unternehmens dabei unterbrochen wird.")]
    grid = '<div class="columns is-multiline">' + "".join(
        f'<div class="column is-4"><div class="m-card"><a class="m-card__link" href="/leistungen/{k}"><div '
        f'class="m-card__article"><h3 class="m-card__title">{t}</h3><p class="m-card__description">{d}</p><span '
        f'class="m-card__more">Mehr erfahren</span></div></a></div></div>' for k, (t, d) in enumerate(cards)) + "</div>"
    teasers = '<div class="o-teasers">' + "".join(
        f'<div class="m-teaser"><a href="/blog/{k}"><p>Warum die Digitalisierung im Mittelstand oft an den '
        f'Prozessen scheitert und was Unternehmen dagegen tun können, erklärt unser Experte im Gespräch …</p></a>'
        f'</div>' for k in range(3)) + '</div><ul class="questions">' + "".join(
        f'<li><a href="/fragen/{k}">Wie lange dauert die Umstellung eines mittelständischen Unternehmens auf '
        f'eine neue Software im Durchschnitt?</a></li>' for k in range(3)) + "</ul>"
    body = (MENU + '<main><article class="node--type-service"><div class="layout__region"><h1>Beratung</h1><div '
            'class="paragraph--type--text">' + "".join(f"<p>{t}</p>" for t in INTRO_DE) + "</div><div "
            'class="paragraph--type--cards">' + grid + "</div>" + teasers + "</div></article></main>" + FOOTER)
    lines = _joined(page(body, "Beratung"), "https://www.muster-it.de/leistungen/beratung").split("\n")
    for title, description in cards:
        assert description in lines and title in lines
    assert not any("Digitalisierung im Mittelstand" in line or "Wie lange dauert" in line for line in lines), lines
    # the same cards under a news story (an article's address), or on a page that calls itself a collection,
    # are other stories' teasers
    story = _joined(page(body, "Beratung"), "https://www.muster-it.de/2024/05/02/digitalisierung-im-mittelstand")
    listing = _joined(page(body, "Beratung", '<script type="application/ld+json">{"@context": "https://schema.org", '
                           '"@type": "CollectionPage", "name": "Beratung"}</script>'), "https://www.muster-it.de/leistungen/beratung")
    assert cards[0][1] not in story and cards[0][1] not in listing
