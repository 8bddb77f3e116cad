"""Regression tests for the boilerplate of German, French and Italian pages (and Spanish, Dutch and Polish where
the same words are cheap), as their CMSs render them: news sites, WordPress blogs, TYPO3 institutional pages,
phpBB forums and Shopware shops.  One small hand-written page per failure class; the development sets are
mostly English and Czech, so these words and class names had gone unseen."""

from __future__ import annotations

import pytest
from vert_support import docs_of, make_warc, page, read_vert, settings_data

from corpustools.vert.choose import extract_page
from corpustools.vert.run import convert

OPTIONS = {"languages": ()}
URL = "https://www.beispiel-zeitung.de/politik/stadtrat-beschliesst-haushalt-100.html"
TITLE = "Stadtrat beschließt Haushalt"
HEAD = '<meta property="og:type" content="article">'
P = (
    "Der Stadtrat hat am Dienstagabend nach einer langen Debatte den Haushalt für das kommende Jahr beschlossen. "
    "Die Schulen im Norden der Stadt sollen deutlich mehr Geld bekommen als bisher.",
    "Der Oberbürgermeister sagte, mit dem zusätzlichen Geld würden neue Lehrer eingestellt, Bücher gekauft und "
    "drei alte Gebäude saniert. Die Ergebnisse sollen im Juni überprüft werden.",
    "Eltern, die stundenlang im Saal gewartet hatten, begrüßten die Entscheidung. Einige von ihnen erinnerten "
    "jedoch daran, dass die Sanierung schon zweimal angekündigt worden war.",
    "Die Opposition kritisierte, dass im Gegenzug bei den Bibliotheken und beim öffentlichen Nahverkehr gespart "
    "werde. Ein Antrag auf Änderung fand keine Mehrheit im Rat.",
)


def _texts(html: str, url: str = URL) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _article(inserted: str, after: str = "") -> str:
    """A German news article with ``inserted`` between its second and third paragraphs (``after``: below the
    text, inside the article)."""
    body = ("<header><nav><a href='/'>Startseite</a> <a href='/politik'>Politik</a></nav></header>"
            f"<main><article><h1>{TITLE}</h1><div class='text'><p>{P[0]}</p><p>{P[1]}</p>{inserted}"
            f"<p>{P[2]}</p><p>{P[3]}</p></div>{after}</article></main>"
            "<footer><a href='/impressum'>Impressum</a> <a href='/datenschutz'>Datenschutz</a></footer>")
    return page(body, TITLE, HEAD)


def _only_the_text(texts: list[str]) -> list[str]:
    return [t for t in texts if t not in P and t != TITLE]


# --- a line of the page's interface between the paragraphs --------------------------------------------------

@pytest.mark.parametrize("line", [
    # the article's tool bar and the way back up
    "Artikel drucken", "Artikel versenden", "Zum Seitenanfang", "Auf Facebook teilen", "Per E-Mail versenden",
    "Link kopieren", "Zur Startseite", "Druckversion", "Fehler melden", "Artikel vorlesen",
    "Hat Ihnen dieser Artikel gefallen?", "Folgen Sie uns", "Haut de page", "Copier le lien", "Torna alla home",
    "Copia link", "Kopieer link", "Wróć na górę",
    # the comments' prompts and a forum post's buttons
    "Kommentar schreiben", "Diskutieren Sie mit", "Leserkommentare", "Antworten", "Zitieren", "Melden",
    "Voir les commentaires", "Signaler un abus", "Répondre", "Rispondi", "Segnala", "Responder", "Odpowiedz",
    # a shop's buttons
    "In den Warenkorb", "Bewertung schreiben", "Ajouter au panier", "Aggiungi al carrello", "Jetzt kaufen",
    "Zum Angebot", "Jetzt bei Amazon ansehen",
    # WordPress's comment form and its empty list
    "Deine E-Mail-Adresse wird nicht veröffentlicht. Erforderliche Felder sind mit * markiert",
    "Votre adresse e-mail ne sera pas publiée. Les champs obligatoires sont indiqués avec *",
    "Il tuo indirizzo email non sarà pubblicato. I campi obbligatori sono contrassegnati *",
    "Meinen Namen, meine E-Mail-Adresse und meine Website in diesem Browser für die nächste Kommentierung speichern.",
    "Antworten abbrechen", "Noch keine Kommentare", "Soyez le premier à commenter",
])
def test_interface_words_of_german_french_and_italian_pages_go(line):
    """A button's or a link's label alone in a block between the paragraphs ("Artikel drucken", "Zum
    Seitenanfang", "Antworten", "Répondre"): ``phrases.INTERFACE`` had these words in English and Czech only."""
    texts = _texts(_article(f"<p>{line}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Jetzt weiterlesen mit Plus", "Weiterlesen mit SZ Plus", "Jetzt 4 Wochen kostenlos testen", "Jetzt testen",
    "Exklusiv für Abonnenten", "Sie haben bereits ein Abo? Hier anmelden", "Sie haben noch kein Abo?",
    "Il vous reste 75% de cet article à lire.", "Déjà abonné ? Se connecter", "Sei già abbonato? Accedi",
    "Abbonati ora", "¿Ya eres suscriptor? Inicia sesión", "Abonneer nu", "Article réservé aux abonnés",
    "Articolo riservato agli abbonati", "Contenu sponsorisé", "Gesponserter Inhalt",
])
def test_a_paywalls_prompts_go(line):
    """The prompts of a paywall under a teaser of the article: "Jetzt weiterlesen mit Plus", "Il vous reste
    75% de cet article à lire", "Sei già abbonato? Accedi"."""
    assert _only_the_text(_texts(_article(f"<p>{line}</p>"))) == []


@pytest.mark.parametrize("line", [
    "Alle akzeptieren", "Ablehnen", "Cookie-Einstellungen", "Einwilligung verwalten", "Tout accepter",
    "Continuer sans accepter", "Paramétrer les cookies", "Accetta tutti", "Rifiuta", "Gestisci preferenze",
    "Aceptar todas", "Alles accepteren", "Zaakceptuj wszystkie",
])
def test_a_consent_banners_buttons_go(line):
    """A consent banner's buttons, left in the text when the banner has no name the furniture knows."""
    assert _only_the_text(_texts(_article(f"<p>{line}</p>"))) == []


@pytest.mark.parametrize("notice", [
    "Um Ihnen ein optimales Erlebnis zu bieten, verwenden wir Technologien wie Cookies, um Geräteinformationen zu "
    "speichern und/oder darauf zuzugreifen. Wenn Sie diesen Technologien zustimmen, können wir Daten wie das "
    "Surfverhalten oder eindeutige IDs auf dieser Website verarbeiten.",
    "Mit der Nutzung dieser Website erklären Sie sich damit einverstanden, dass wir Cookies verwenden.",
    "Durch die weitere Nutzung der Seite stimmst du der Verwendung von Cookies zu.",
    "Mit Ihrer Zustimmung verwenden wir und unsere Partner Cookies oder ähnliche Technologien, um personenbezogene "
    "Daten wie Ihren Besuch auf dieser Website zu speichern.",
    "Avec votre accord, nos partenaires et nous utilisons des cookies ou technologies similaires pour stocker et "
    "accéder à des informations personnelles comme votre visite sur ce site.",
    "Con il tuo consenso, noi e i nostri partner utilizziamo cookie o tecnologie simili per archiviare informazioni "
    "sul tuo dispositivo e sulla tua navigazione su questo sito.",
])
def test_cookie_notices_in_the_consent_tools_wordings_go(notice):
    """The German wordings of WordPress's consent plugins (Complianz: "… verwenden wir Technologien wie Cookies
    …"), "Mit der Nutzung dieser Website …", and the consent frameworks' French, Italian and German text ("Avec
    votre accord, nos partenaires et nous utilisons des cookies …"), left in the page as text."""
    assert _only_the_text(_texts(_article(f"<p>{notice}</p>"))) == []


@pytest.mark.parametrize("line", [
    "Mit der Nutzung dieser Website sparen Sie Zeit, sagt der Anbieter, und Kekse gibt es auch.",
    "Mit Ihrer Zustimmung backen wir Kekse, sagte die Bäckerin, die Cookies nach amerikanischem Rezept verkauft.",
])
def test_sentences_that_open_like_a_cookie_notice_stay(line):
    assert line in _texts(_article(f"<p>{line}</p>"))


@pytest.mark.parametrize("line", [
    "Stand: 14.05.2024 18:30 Uhr", "Stand: 14. Mai 2024, 18.30 Uhr", "Heute, 10:15 Uhr", "Gestern um 18:30 Uhr",
    "Hier à 18h30", "Oggi alle 10:15", "Publicado el 14 de mayo de 2024", "Gepubliceerd op 14 mei 2024",
    "Aktualizacja: 14.05.2024, 18:30", "Ultimo aggiornamento: 14 maggio 2024, 18:30",
    "Dernière mise à jour : 14 mai 2024 à 18h30", "Erstellt am 14.05.2024", "Zuletzt geändert: 14.05.2024",
])
def test_publication_stamps_and_todays_times_go(line):
    """A German news site's "Stand: <date>" under the headline and "Heute, 10:15 Uhr" (today's time), and the
    Spanish, Dutch and Polish publication stamps alone in a block."""
    assert _only_the_text(_texts(_article(f"<p>{line}</p>"))) == []


@pytest.mark.parametrize("line", [
    "(dpa)", "(AFP)", "(ANSA)", "dpa/lnw", "Mit Material von dpa", "mit dpa und AFP", "Foto ANSA",
    "Photo AFP / Jean Dupont", "Archivfoto", "Grafik: Beispiel Zeitung", "Ein Artikel von Max Mustermann",
    "Riproduzione riservata ©", "Alle rechten voorbehouden",
    "Das Bildmaterial wurde von The unbelievable Machine Company zur Verfügung gestellt.",
    "Mit freundlicher Genehmigung von Max Mustermann", "Geschrieben von Max Mustermann", "Scritto da Mario Rossi",
    "Zugriffe: 1234", "Hits: 1234", "Visite: 1234",
])
def test_agency_credits_and_source_lines_go(line):
    """A news agency named alone as the report's or the picture's source ("(dpa)", "Foto ANSA", "Mit
    Material von dpa"), a chart's credit, a byline that says "Ein Artikel von", a rights line."""
    assert _only_the_text(_texts(_article(f"<p>{line}</p>"))) == []


@pytest.mark.parametrize("line", [
    "Mehr Geld für Schulen", "Antworten auf die wichtigsten Fragen", "Stand: Halle 3, A12",
    "Heute um 18 Uhr beginnt das Fest auf dem Marktplatz.", "Zum Thema Klimaschutz sagte er nichts.",
    "Empfehlungen für Eltern", "Accepter la défaite", "Suche nach dem Täter dauert an", "Mehr aus weniger machen",
    "Mit Material von Schülern gebaut", "Hier à 18h30, le conseil a voté le budget pour l'année prochaine.",
    "Oggi alle 10:15 il consiglio si è riunito di nuovo.", "Galerie im Rathaus zeigt neue Bilder",
    "Erstellt wurde der Plan 2019 von drei Schulen.", "Geändert hat sich seit 2019 wenig.",
])
def test_lines_of_the_text_that_open_with_those_words_stay(line):
    """... but a line of the text that opens with the same words is the text: the rules match whole blocks."""
    assert line in _texts(_article(f"<p>{line}</p>"))


# --- teaser boxes: their headings and the headlines under them -----------------------------------------------

@pytest.mark.parametrize("heading", [
    "Mehr zu diesem Thema", "Zum Thema", "Lesen Sie dazu auch:", "Mehr aus Politik", "Weitere Nachrichten aus der Region",
    "Tipp der Redaktion", "Top-Themen", "Ebenfalls lesenswert", "À la une", "Vous aimerez peut-être aussi",
    "Recommandé pour vous", "In evidenza", "Consigliati per te", "Meer over dit onderwerp", "Redaktionstipp",
])
def test_a_teaser_boxs_heading_goes_with_its_headlines(heading):
    """A teaser box inside the article ("Mehr zu diesem Thema", "Mehr aus Politik", "À la une", "In evidenza")
    with its linked headlines, each a sentence long: its heading was not known, and the headlines stayed."""
    box = (f"<h3>{heading}</h3><p>Die neue Brücke über den Fluss wird im Herbst endlich für den Verkehr freigegeben</p>"
           "<p>Das Hallenbad am Stadtpark bleibt wegen der Sanierung den ganzen Winter über geschlossen</p>")
    texts = _texts(_article(box))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


def test_a_read_also_label_above_a_linked_headline_in_a_paragraph_of_its_own_goes_with_it():
    """German sites put "Lesen Sie auch:" in a paragraph of its own and the other article's headline, a link,
    in the next one, between the article's paragraphs: the container kept the link as "a link on its own line
    with the text going on after it" (only list items under a teaser heading were teasers)."""
    box = ("<div class='inline-teaser'><p>Lesen Sie auch:</p>"
           "<p><a href='/politik/schwimmbad-schliesst-im-winter-200.html'>Schwimmbad schließt im Winter</a></p></div>")
    texts = _texts(_article(box))
    assert "Schwimmbad schließt im Winter" not in texts and all(p in texts for p in P)


# --- boxes named in German, French, Italian, Spanish, Dutch and Polish ----------------------------------------

COMMENTS = ("<h3>Kommentare (2)</h3><p>Peter M. schrieb am 14.05.2024: Das ist eine gute Nachricht für unsere "
            "Kinder, endlich passiert etwas in dieser Stadt nach all den Jahren des Wartens.</p>"
            "<p>Anna K. schrieb: Ich glaube das erst, wenn die Bagger anrollen, versprochen wurde schon viel in "
            "den letzten Jahren in diesem Rathaus und passiert ist wenig.</p>")


@pytest.mark.parametrize("name", [
    "leserkommentare", "kommentare", "commentaires", "commenti", "comentarios", "reacties", "komentarze",
    "diskussion", "werbung", "anzeige", "publicite", "pubblicita", "publicidad", "reklama", "artikel-teilen",
    "partage", "condividi", "verwandte-artikel", "weitere-artikel", "mehr-zum-thema", "articoli-correlati",
    "relacionados", "fusszeile", "seitenleiste", "autorenbox", "abo-teaser",
])
def test_boxes_named_in_the_sites_language_go(name):
    """Readers' comments, adverts, share bars, related articles, a footer or a sidebar named in the site's
    language (``class="leserkommentare"``, ``"commentaires"``, ``"pubblicita"``, ``"verwandte-artikel"``):
    the class-name words were English and Czech only, and the readers' comments stayed under the article."""
    texts = _texts(_article("", f"<div class='{name}'>{COMMENTS}</div>"))
    assert not any("Peter" in t or "Anna" in t for t in texts) and all(p in texts for p in P)


@pytest.mark.parametrize("name", ["kommentar", "artikel-kommentar", "beitrag", "inhalt", "artikel-text"])
def test_an_opinion_column_named_kommentar_and_german_content_names_stay(name):
    """... but a German "Kommentar" (singular) is an opinion column, the article itself, and ``beitrag``,
    ``inhalt``, ``artikel-text`` name the text."""
    body = (f"<main><article><h1>{TITLE}</h1><div class='{name}'><p>{P[0]}</p><p>{P[1]}</p><p>{P[2]}</p>"
            f"<p>{P[3]}</p></div></article></main>")
    assert all(p in _texts(page(body, TITLE, HEAD)) for p in P)


# --- TYPO3's content elements: a heading in a <header> of its own --------------------------------------------

def test_the_headings_of_typo3_content_elements_are_kept():
    """TYPO3, the CMS of most German institutional sites, writes each content element as ``<div class="frame">
    <header><h2>…</h2></header><div class="ce-bodytext">…``: the ``<header>`` was dropped as the page's
    furniture, and every section lost its heading.  The site's own header (logo, links) still goes."""
    frames = "".join(
        f"<div id='c{i}' class='frame frame-default frame-type-text'><header><h2>{head}</h2></header>"
        f"<div class='ce-bodytext'><p>{text}</p></div></div>"
        for i, (head, text) in enumerate([
            ("Restmüll", "Die graue Tonne wird alle zwei Wochen geleert. Bitte stellen Sie die Tonne am Abfuhrtag "
                         "bis 6 Uhr morgens an den Straßenrand, mit dem Griff zur Straße."),
            ("Biomüll", "Die braune Tonne wird im Sommer wöchentlich, im Winter alle zwei Wochen geleert. "
                        "Plastiktüten gehören nicht hinein, auch keine kompostierbaren."),
            ("Sperrmüll", "Sperrmüll wird zweimal im Jahr kostenlos abgeholt. Melden Sie den Termin mindestens zwei "
                          "Wochen vorher beim Bürgerbüro an."),
        ]))
    body = ("<header id='kopf'><a href='/'><img src='/logo.png' alt='Stadt Musterstadt'></a>"
            "<ul><li><a href='/kontakt'>Kontakt</a></li></ul></header>"
            "<div id='mainnav'><ul><li><a href='/rathaus'>Rathaus</a></li><li><a href='/leben'>Leben</a></li></ul></div>"
            f"<div id='content'><div id='col3'><h1>Abfallkalender</h1>{frames}</div></div>"
            "<div id='footer'><a href='/impressum'>Impressum</a> <a href='/datenschutz'>Datenschutz</a></div>")
    texts = _texts(page(body, "Abfallkalender - Stadt Musterstadt"), "https://www.musterstadt.de/leben/abfallkalender")
    assert ["Restmüll", "Biomüll", "Sperrmüll"] == [t for t in texts if t in ("Restmüll", "Biomüll", "Sperrmüll")]
    assert "Kontakt" not in texts and "Stadt Musterstadt" not in texts


# --- whole pages, through vert ------------------------------------------------------------------------------

FR_URL = "https://www.lejournal.fr/politique/le-conseil-municipal-adopte-son-budget_456.html"
FR = (
    "Le conseil municipal a adopté mardi soir, après un long débat, le budget de l'année prochaine. Les écoles des "
    "quartiers nord recevront nettement plus d'argent qu'auparavant.",
    "Le maire a expliqué que ces fonds permettront d'embaucher des enseignants, d'acheter des livres et de rénover "
    "trois bâtiments anciens. Un bilan sera présenté en juin.",
    "Les parents, qui avaient attendu des heures dans la salle, ont salué la décision. Certains ont toutefois "
    "rappelé que la rénovation avait déjà été annoncée deux fois.",
)
FR_PAGE = f"""<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Le conseil adopte son budget</title>
<meta property="og:type" content="article"></head><body>
<header><nav><a href="/">Accueil</a> <a href="/politique/">Politique</a></nav></header>
<main><article class="article"><h1>Le conseil municipal adopte son budget</h1>
<div class="meta"><span>Par Jean Dupont</span> <span>Publié le 14 mai 2024 à 18h30</span></div>
<div class="partage"><a href="#">Partager</a> <a href="#">Partager sur Facebook</a> <a href="#">Copier le lien</a></div>
<div class="article__contenu"><p>{FR[0]}</p><p>{FR[1]}</p>
<p class="lire-aussi">Lire aussi : <a href="/politique/la-piscine-fermera-cet-hiver_123.html">La piscine municipale fermera cet hiver</a></p>
<p>{FR[2]}</p><p>Il vous reste 60% de cet article à lire.</p><p>Déjà abonné ? Se connecter</p></div>
<section class="commentaires"><h3>Commentaires</h3><div class="commentaire"><p>Marie : Enfin une bonne nouvelle pour nos
enfants, il était temps que la ville investisse dans les écoles du nord.</p><a href="#">Répondre</a></div></section>
</article></main><footer><p>© Le Journal 2024 - Tous droits réservés</p><a href="#">Haut de page</a></footer>
<div class="didomi"><p>Nous utilisons des cookies pour vous garantir la meilleure expérience sur notre site web.</p>
<button>Tout accepter</button><button>Continuer sans accepter</button></div></body></html>"""


def test_a_french_news_article_comes_out_without_its_share_bar_paywall_and_comments(tmp_path):
    """A French news article through ``vert``: its share bar (``class="partage"``), the paywall's "Déjà abonné ?
    Se connecter" and the readers' comments (``class="commentaires"``) stayed in the document."""
    out = tmp_path / "out.vert"
    convert(settings_data(), [make_warc(tmp_path / "in.warc.gz", [dict(url=FR_URL, html=FR_PAGE)])], out,
            workers=1, source="test")
    docs = docs_of(read_vert(out))
    assert len(docs) == 1
    words = docs[0].split()
    assert "bâtiments" in words and "rénovation" in words  # the text
    for gone in ("Partager", "abonné", "Marie", "Répondre", "cookies", "réservés"):
        assert gone not in words, gone
