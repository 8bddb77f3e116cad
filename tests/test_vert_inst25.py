"""Regression tests for institutional and service pages (session 25): a municipality's, a university's or an
association's page built of content elements, each its own box with its heading (TYPO3's ``frame`` with a
``<header><h2>``, a theme's boxes), whose text the extractor takes from beside the main container while the
heading, a short line, was lost ("Öffnungszeiten" over the opening hours' table, "Welche Unterlagen brauche
ich?" over its list), with guards of the same shape that must stay as they are: a linked heading, a teaser
box's heading, a contact box of the sidebar whose text is not taken, a call to action's heading over one
short paragraph.  And an old municipality's page laid out in a table: the menu's and the sidebar's cells beside
the cell of the text (guard: a data table's linked titles beside their cells of text), and its line of a stamp
and page tools parted by bars (guard: a dated line of facts parted by bars).  And a map's or a video's
two-click consent placeholder in the text ("Klicken Sie hier, um Inhalte von Google Maps anzuzeigen …", "Karte
laden"; guards: a line naming a map, a sentence about loading, a manual's "Load map" command in its table).
And the stamps of a page's last change in the words institutions use ("Diese Seite wurde zuletzt am … aktualisiert.",
"Stand der Information: März 2025", "Last modified: …", "Datum poslední změny: …"; guards: sentences opening so),
and a page's tools and feedback prompt in more of their words ("Seite als PDF", "Barriere melden", "War diese
Information hilfreich? Ja Nein", "Questa pagina ti è stata utile?", ReadSpeaker's "Écouter"; guards likewise)."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
URL = "https://www.gemeinde-hausen.de/rathaus-buergerservice/buergerbuero"

_INTRO = [
    "Das Bürgerbüro im Erdgeschoss des Rathauses ist Ihre erste Anlaufstelle für viele Anliegen. Hier beantragen "
    "Sie Personalausweise und Reisepässe, melden Ihren Wohnsitz an oder um und erhalten Auskünfte aus dem "
    "Melderegister.",
    "Bitte vereinbaren Sie für die Beantragung von Ausweisdokumenten vorab einen Termin, damit Wartezeiten "
    "vermieden werden. Bringen Sie ein aktuelles biometrisches Passfoto und Ihr bisheriges Dokument mit.",
]
_FEE = ("Die Gebühr für einen Personalausweis beträgt für Personen ab 24 Jahren 37,00 Euro. Sie kann bar oder mit "
        "EC-Karte bezahlt werden.")


def _texts(body: str, url: str = URL, title: str = "Bürgerbüro - Gemeinde Hausen im Tal") -> list[str]:
    return [b.text for b in extract_page(page(body, title), url, OPTIONS).blocks]


def _frame(uid: int, heading: str, content: str, kind: str = "text") -> str:
    """A TYPO3 content element of fluid_styled_content: its heading in a ``<header>`` inside the frame."""
    head = f'<header><h2 class="">{heading}</h2></header>' if heading else ""
    return f'<div id="c{uid}" class="frame frame-default frame-type-{kind} frame-layout-0">{head}{content}</div>'


_HOURS = ('<table class="contenttable"><tbody>' + "".join(
    f"<tr><td>{day}</td><td>{hours}</td></tr>" for day, hours in (
        ("Montag", "8:00 – 12:00 Uhr"), ("Dienstag", "8:00 – 12:00 Uhr und 14:00 – 18:00 Uhr"),
        ("Mittwoch", "geschlossen"), ("Donnerstag", "8:00 – 12:00 Uhr"), ("Freitag", "8:00 – 12:30 Uhr")))
    + "</tbody></table>")
_PAPERS = ("<ul><li>gültiger Personalausweis oder Reisepass</li><li>Wohnungsgeberbestätigung bei der Anmeldung</li>"
           "<li>bei Minderjährigen die Zustimmung beider Sorgeberechtigten</li></ul>" f"<p>{_FEE}</p>")


def _municipality(frames: str, aside: str = "") -> str:
    """A municipality's service page in TYPO3: skip links, menus, breadcrumb, the sub-menu, then the content
    elements in ``<main>`` (the first a text with its picture), page tools, a contact box beside them."""
    return (
        '<ul class="skiplinks"><li><a href="#content">Zum Inhalt springen</a></li><li><a href="#nav">Zur '
        'Navigation springen</a></li></ul>'
        '<header><div class="service-nav"><a href="/leichte-sprache">Leichte Sprache</a> <a href="/en">English</a>'
        '</div><nav id="nav"><ul><li><a href="/rathaus">Rathaus &amp; Bürgerservice</a></li><li><a href="/leben">'
        'Leben in Hausen</a></li><li><a href="/tourismus">Freizeit &amp; Tourismus</a></li></ul></nav></header>'
        '<div class="breadcrumb"><span>Sie sind hier:</span> <a href="/">Startseite</a> &gt; <a href="/rathaus">'
        'Rathaus</a> &gt; <span>Bürgerbüro</span></div>'
        '<div class="row"><div class="col-md-3"><nav class="subnav"><ul><li><a href="/rathaus/buergerbuero">'
        'Bürgerbüro</a></li><li><a href="/rathaus/standesamt">Standesamt</a></li><li><a href="/rathaus/fundbuero">'
        'Fundbüro</a></li></ul></nav></div><main id="content" class="col-md-6">'
        '<div id="c1234" class="frame frame-default frame-type-header"><header><h1>Bürgerbüro</h1></header></div>'
        + _frame(1235, "", '<div class="ce-textpic ce-right ce-intext"><div class="ce-gallery"><figure class="image">'
                 '<img src="/fileadmin/buergerbuero.jpg" alt="Bürgerbüro"></figure></div><div class="ce-bodytext">'
                 f'<p>{_INTRO[0]}</p><p>{_INTRO[1]}</p></div></div>', "textpic")
        + frames
        + '<div class="page-tools"><a href="javascript:window.print()">Seite drucken</a></div>'
        '<p class="lastUpdated">Letzte Aktualisierung: 12.03.2025</p></main>'
        f'<aside class="col-md-3">{aside}</aside></div>'
        '<footer><ul><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li></ul>'
        '<p>© 2025 Gemeinde Hausen im Tal</p></footer>'
    )


def test_the_headings_of_content_elements_taken_beside_the_text_are_kept() -> None:
    texts = _texts(_municipality(_frame(1236, "Öffnungszeiten", _HOURS)
                                 + _frame(1237, "Welche Unterlagen brauche ich?", _PAPERS)))
    assert texts.index("Öffnungszeiten") + 1 == texts.index("Montag")
    assert texts.index("Welche Unterlagen brauche ich?") + 1 == texts.index("gültiger Personalausweis oder Reisepass")
    assert _FEE in texts
    assert _INTRO[0] in texts


def test_the_heading_of_a_commune_s_hours_in_french_is_kept() -> None:
    """The same shape in French: a commune's "Horaires d'ouverture" over its table, after the text."""
    hours = ('<table><tbody><tr><td>Lundi</td><td>8 h 30 – 12 h</td></tr><tr><td>Mercredi</td><td>8 h 30 – 12 h et '
             '14 h – 17 h 30</td></tr><tr><td>Samedi</td><td>9 h – 11 h 30</td></tr></tbody></table>')
    intro = ("La mairie vous accueille pour toutes vos démarches d'état civil : les actes de naissance, de mariage et "
             "de décès, le recensement citoyen des jeunes de seize ans et les inscriptions sur les listes électorales.")
    more = ("Pour une carte d'identité ou un passeport, la demande se fait sur rendez-vous dans une mairie équipée "
            "d'un dispositif de recueil, après avoir rempli la pré-demande en ligne sur le site de l'ANTS.")
    body = ('<nav class="menu"><ul><li><a href="/mairie">Mairie</a></li><li><a href="/vivre">Vivre à Saint-Lié</a>'
            '</li><li><a href="/agenda">Agenda</a></li></ul></nav><main><div class="content-elements">'
            f'<div class="ce-text"><h1>Accueil de la mairie</h1><div class="ce-bodytext"><p>{intro}</p><p>{more}</p>'
            '</div></div>'
            f'<div class="ce-table"><header><h2>Horaires d\'ouverture</h2></header>{hours}</div></div></main>'
            '<footer><p>Mairie de Saint-Lié – 1 place de la Mairie</p></footer>')
    texts = _texts(body, "https://www.saint-lie.fr/mairie/accueil", "Accueil de la mairie")
    assert texts.index("Horaires d'ouverture") + 1 == texts.index("Lundi")
    assert intro in texts


def test_a_linked_heading_over_a_taken_box_still_goes() -> None:
    """Guard: a heading that is a link (a teaser's, a card's) is not the box's own title."""
    texts = _texts(_municipality(_frame(1236, '<a href="/rathaus/oeffnungszeiten">Alle Öffnungszeiten</a>', _HOURS)))
    assert "Montag" in texts
    assert "Alle Öffnungszeiten" not in texts


def test_a_teaser_box_s_heading_over_a_list_still_goes() -> None:
    """Guard: a teaser box's heading ("Das könnte Sie auch interessieren") is no section's title."""
    texts = _texts(_municipality(_frame(1236, "Öffnungszeiten", _HOURS)
                                 + _frame(1238, "Das könnte Sie auch interessieren", _PAPERS)))
    assert "Das könnte Sie auch interessieren" not in texts


def test_a_sidebar_contact_box_stays_out() -> None:
    """Guard: the contact box beside the text, whose lines are not taken, keeps its heading out too."""
    aside = ('<div class="contact-box"><h3>Kontakt</h3><p>Bürgerbüro Hausen<br>Rathausplatz 1<br>79688 Hausen im Tal'
             '</p><p>Telefon: 07622 6873-0<br>E-Mail: <a href="mailto:buergerbuero@hausen.de">buergerbuero@hausen.de'
             '</a></p></div>')
    texts = _texts(_municipality(_frame(1236, "Öffnungszeiten", _HOURS), aside))
    assert "Kontakt" not in texts
    assert not any("Rathausplatz" in t for t in texts)


def test_a_call_to_action_s_heading_over_one_paragraph_stays_as_it_was() -> None:
    """Guard: a box of one paragraph under its heading after the text (a call to action, "Jetzt Mitglied
    werden") gets no heading: the evaluation pages' truths leave such boxes out as often as not."""
    cta = ("Ein Probetraining ist jederzeit nach Absprache möglich. Der Mitgliedsbeitrag beträgt für Kinder und "
           "Jugendliche 8 Euro, für Erwachsene 12 Euro im Monat, den Aufnahmeantrag finden Sie unter Downloads.")
    texts = _texts(_municipality(_frame(1239, "Mitglied werden", f"<p>{cta}</p>")))
    assert "Mitglied werden" not in texts


# --- an old site laid out in a table: the menu's and the sidebar's cells beside the cell of the text ---------

_WASTE = [
    "Die Abfuhr der Restmülltonnen erfolgt im Gemeindegebiet vierzehntäglich am Dienstag. Bitte stellen Sie die "
    "Tonnen am Abfuhrtag bis spätestens 6.00 Uhr morgens gut sichtbar am Straßenrand bereit.",
    "Die Biotonne wird in den Sommermonaten von Mai bis September wöchentlich, in der übrigen Zeit vierzehntäglich "
    "jeweils am Donnerstag geleert. Gartenabfälle können zusätzlich am Wertstoffhof abgegeben werden.",
    "Der Wertstoffhof an der Industriestraße ist mittwochs von 15.00 bis 18.00 Uhr und samstags von 9.00 bis 12.00 "
    "Uhr geöffnet. Angenommen werden Papier, Glas, Metall, Elektrogeräte und Grüngut.",
    "Sperrmüll wird zweimal im Jahr auf Abruf abgeholt. Die Anmeldekarte finden Sie im Abfallkalender, den alle "
    "Haushalte zu Jahresbeginn erhalten.",
]


def _old_site(line: str = "") -> str:
    """A small municipality's page of the 2000s: one ``<table>`` lays it out, the menu (links parted by ``<br>``)
    and the town hall's hours in the left cell, the text in the right one, its paragraphs parted by blank lines
    (``line``: one more between the second and the third)."""
    menu = "".join(f'<a href="index.php?id={n}" class="nav1">{name}</a><br>' for n, name in (
        (1, "Startseite"), (12, "Rathaus"), (45, "Abfallentsorgung"), (50, "Kindergarten"), (60, "Vereine"),
        (70, "Tourismus"), (80, "Kontakt")))
    text = "<br><br>".join(_WASTE[:2] + [line] * bool(line) + _WASTE[2:])
    return (
        '<table width="960" border="0" cellpadding="0" cellspacing="0" align="center">'
        '<tr><td colspan="2"><img src="kopf.jpg" alt="Markt Oberdorf"></td></tr>'
        f'<tr><td width="200" valign="top" class="navi">{menu}<br><b>Öffnungszeiten Rathaus:</b><br>'
        'Mo - Fr 8.00 - 12.00 Uhr<br>Do 14.00 - 18.00 Uhr</td>'
        '<td width="760" valign="top" class="inhalt"><font face="Arial" size="2"><b><font size="4">Abfallentsorgung'
        f'</font></b><br><br>{text}</font></td></tr>'
        '<tr><td colspan="2" align="center"><font size="1">Markt Oberdorf · Hauptstraße 10 · 87600 Oberdorf · '
        '<a href="index.php?id=90">Impressum</a></font></td></tr></table>'
    )


def test_the_menu_and_sidebar_cells_of_a_layout_table_go() -> None:
    texts = _texts(_old_site(), "https://www.markt-oberdorf.de/index.php?id=45", "Markt Oberdorf - Abfallentsorgung")
    assert all(paragraph in texts for paragraph in _WASTE)
    assert not any("Kindergarten" in t for t in texts)
    assert not any("Öffnungszeiten Rathaus" in t for t in texts)


def test_a_stamp_with_the_page_tools_in_one_line_goes() -> None:
    """A line of the page's stamp and its tools parted by bars (each alone already went)."""
    line = ('<font size="1">Seite zuletzt geändert am 07.01.2025 | <a href="javascript:window.print()">Drucken</a> | '
            '<a href="#">nach oben</a></font>')
    texts = _texts(_old_site(line), "https://www.markt-oberdorf.de/index.php?id=45", "Markt Oberdorf - Abfallentsorgung")
    assert _WASTE[-1] in texts
    assert not any("zuletzt geändert" in t for t in texts)


def test_a_dated_line_of_facts_parted_by_bars_stays() -> None:
    """Guard: a date and the facts it dates parted by bars is the text's own line, not a stamp with page tools."""
    facts = "Stand: 01.01.2025 | Gebühr: 37,00 Euro | Bearbeitungszeit: drei Wochen"
    texts = _texts(_old_site(facts), "https://www.markt-oberdorf.de/index.php?id=45", "Markt Oberdorf - Abfallentsorgung")
    assert facts in texts


def test_a_data_table_s_linked_titles_beside_their_kept_cells_stay() -> None:
    """Guard: a data table (a library's new books), each row's linked title beside a cell of text whose two
    paragraphs are parted by a blank line: one cell of text per row, no page laid out."""
    rows = [
        ("Das Haus am Fluss", "Anna Schreiber erzählt die Geschichte dreier Generationen einer Familie an der Elbe, "
         "vom Hochwasser des Jahres 1962 bis zur Gegenwart.", "Roman, 412 Seiten, ausleihbar ab dem 10. April."),
        ("Die stille Stadt", "Ein Kriminalroman aus dem Allgäu: Kommissarin Huber ermittelt im Fall eines "
         "verschwundenen Bürgermeisters und stößt auf alte Feindschaften.", "Krimi, 320 Seiten, ausleihbar ab sofort."),
        ("Gärtnern ohne Garten", "Ein Ratgeber für Balkon und Fensterbank, mit Anleitungen für Kräuter, Tomaten und "
         "Salate in Töpfen und Kästen, für Anfängerinnen und Anfänger.", "Sachbuch, 160 Seiten, ausleihbar ab sofort."),
    ]
    table = "<table><tbody>" + "".join(
        f'<tr><td><a href="/katalog/{n}">{title}</a></td><td>{plot}<br><br>{note}</td></tr>'
        for n, (title, plot, note) in enumerate(rows)) + "</tbody></table>"
    body = (f'<main><h1>Neu in der Bibliothek</h1><p>{_INTRO[0]}</p>{table}</main>'
            '<footer><a href="/impressum">Impressum</a></footer>')
    texts = _texts(body, "https://www.stadtbibliothek-beispiel.de/neuerwerbungen", "Neu in der Bibliothek")
    for title, plot, _ in rows:
        assert title in texts
        assert plot in texts


# --- a map's or a video's two-click placeholder in the text ------------------------------------------------

_POOL = [
    "Das beheizte Freibad am Waldrand bietet ein 50-Meter-Sportbecken, ein Nichtschwimmerbecken mit Rutsche und einen "
    "Kinderbereich mit Wasserspielplatz. Auf der großen Liegewiese spenden alte Bäume Schatten.",
    "Die Badesaison beginnt in der Regel Mitte Mai und endet Mitte September. Bei schlechtem Wetter kann das Bad "
    "früher schließen; aktuelle Informationen finden Sie auf dieser Seite.",
    "Vom Bahnhof erreichen Sie das Freibad zu Fuß in etwa 15 Minuten. Parkplätze stehen am Sportgelände kostenlos "
    "zur Verfügung, Fahrradständer direkt am Eingang.",
]


def _pool(placeholder: str) -> str:
    return (
        '<header><nav><ul><li><a href="/rathaus">Rathaus</a></li><li><a href="/freizeit">Freizeit</a></li></ul></nav>'
        f'</header><main><div class="content"><h1>Freibad Hausen</h1><p>{_POOL[0]}</p><p>{_POOL[1]}</p><h2>Anfahrt</h2>'
        f'{placeholder}<p>{_POOL[2]}</p></div></main><footer><p>Gemeinde Hausen</p></footer>'
    )


def test_a_map_s_consent_placeholder_and_its_button_go() -> None:
    """WordPress' Embed Privacy in place of a Google map: its sentence and its "Karte laden" button."""
    placeholder = (
        '<div class="embed-privacy-container"><div class="embed-privacy-overlay"><p>Klicken Sie hier, um Inhalte von '
        'Google Maps anzuzeigen. Dabei werden personenbezogene Daten an Google übermittelt. Weitere Informationen '
        'finden Sie in unserer <a href="/datenschutz">Datenschutzerklärung</a>.</p><p><a href="#" '
        'class="embed-privacy-show">Karte laden</a></p></div></div>')
    texts = _texts(_pool(placeholder), "https://www.gemeinde-hausen.de/freizeit/freibad", "Freibad - Gemeinde Hausen")
    assert all(paragraph in texts for paragraph in _POOL)
    assert not any("Google Maps" in t for t in texts)
    assert "Karte laden" not in texts


def test_a_video_s_consent_placeholder_in_other_languages_goes() -> None:
    for placeholder in (
            "<p>Mit dem Laden der Karte akzeptieren Sie die Datenschutzerklärung von Google.</p>",
            "<p>Click here to display content from YouTube. Your data will be sent to a third party.</p>",
            "<p>Cliquez ici pour afficher le contenu de YouTube. Vos données seront transmises à un tiers.</p>",
            "<p>Clicca qui per visualizzare i contenuti di YouTube. I tuoi dati saranno trasmessi a terze parti.</p>"):
        texts = _texts(_pool(placeholder), "https://www.gemeinde-hausen.de/freizeit/freibad", "Freibad")
        assert all(paragraph in texts for paragraph in _POOL)
        assert not any("YouTube" in t or "Datenschutzerklärung" in t for t in texts), placeholder


def test_a_map_s_caption_and_a_sentence_about_loading_stay() -> None:
    """Guards: a line naming a map, and a sentence of the text that speaks of loading content."""
    caption = "Karte der Wanderwege rund um das Freibad und den Stausee zum Herunterladen"
    sentence = ("Inhalte laden sich auf der neuen Seite der Gemeinde schneller, seit der Server im Rathaus im "
                "Frühjahr ersetzt wurde.")
    texts = _texts(_pool(f'<p>{caption}</p><p>{sentence}</p>'), "https://www.gemeinde-hausen.de/freizeit/freibad",
                   "Freibad")
    assert caption in texts
    assert sentence in texts


def test_a_command_named_like_a_button_in_a_table_stays() -> None:
    """Guard: a manual's table of commands, "Load map" beside "Save map", keeps its values."""
    table = ("<table><thead><tr><th>Command</th><th>What it does</th></tr></thead><tbody>"
             "<tr><td>Load map</td><td>Opens a saved map of the survey area from the project folder.</td></tr>"
             "<tr><td>Save map</td><td>Writes the current map with its layers and markers to the project folder.</td></tr>"
             "<tr><td>Export map</td><td>Saves the map as a picture or a PDF file for printing and sharing.</td></tr>"
             "</tbody></table>")
    text = ("The field survey tool keeps its maps in the project folder. Its menu offers the commands below, each "
            "of them also reachable with a keyboard shortcut shown beside its name in the menu.")
    body = f"<main><article><h1>Working with maps</h1><p>{text}</p>{table}</article></main>"
    texts = _texts(body, "https://docs.fieldsurvey.example/maps.html", "Working with maps")
    assert "Load map" in texts
    assert "Save map" in texts


# --- an institution's stamp of its page's last change, in the words such pages use ----------------------------

def test_a_page_s_stamp_in_an_institution_s_words_goes() -> None:
    for line in ("Diese Seite wurde zuletzt am 12.03.2025 aktualisiert.", "Stand der Information: März 2025",
                 "Stand: 03/2025", "Last modified: March 12, 2025", "Page last modified on 12/03/2025",
                 "Datum poslední změny: 12. 3. 2025", "Datum vložení: 3. 1. 2025"):
        texts = _texts(_pool(f"<p>{line}</p>"), "https://www.gemeinde-hausen.de/freizeit/freibad", "Freibad")
        assert all(paragraph in texts for paragraph in _POOL), line
        assert line not in texts


def test_sentences_opening_like_a_stamp_stay() -> None:
    """Guards: a fair's stand, a sentence dated by "Stand", a sentence that goes on after the update it speaks of."""
    for line in ("Stand: Halle 3, Nummer 12 – besuchen Sie uns auf der Messe",
                 "Stand März 2025 waren im Freibad noch 40 Saisonkarten für Familien zu haben, teilt die Gemeinde mit.",
                 "Diese Seite wurde zuletzt am 12.03.2025 aktualisiert, die Preise der Saisonkarten gelten weiter.",
                 "Last modified files are listed first in the archive of the council's minutes."):
        texts = _texts(_pool(f"<p>{line}</p>"), "https://www.gemeinde-hausen.de/freizeit/freibad", "Freibad")
        assert line in texts


# --- a page's tools and feedback prompt in an institution's other words ------------------------------------

_TOOLS = ("Seite als PDF", "Barriere melden", "Feedback zu dieser Seite", "War diese Information hilfreich? Ja Nein",
          "Seite drucken Seite teilen Seite vorlesen", "Listen to this page", "Report an error on this page",
          "Questa pagina ti è stata utile?", "Écouter", "Byla pro vás tato informace užitečná? Ano Ne")


def test_a_page_s_tools_in_an_institution_s_words_go() -> None:
    for line in _TOOLS:
        texts = _texts(_pool(f'<p><a href="#" class="tool">{line}</a></p>' if len(line) < 20 else f"<p>{line}</p>"),
                       "https://www.gemeinde-hausen.de/freizeit/freibad", "Freibad")
        assert all(paragraph in texts for paragraph in _POOL), line
        assert line not in texts


def test_sentences_opening_like_a_page_s_tools_stay() -> None:
    """Guards: the text's own sentences that open with the tools' words."""
    for line in ("Barriere melden: So geht es, wenn Sie ein Hindernis im Freibad entdecken.",
                 "Écouter de la musique sur la pelouse est permis tant que les voisins ne sont pas dérangés.",
                 "Ascolta il podcast della settimana con il sindaco, registrato alla piscina comunale."):
        texts = _texts(_pool(f"<p>{line}</p>"), "https://www.gemeinde-hausen.de/freizeit/freibad", "Freibad")
        assert line in texts
