"""Regression tests for the site furniture that stayed in news articles' text after session 20 (German, English,
French, Italian, Czech, Slovak and Polish sites): paywalls' other wordings, a feature's credit heading ("Text und
Fotos: …", "Text: …, Fotos: …"), a gallery's counters, a live blog's tools and stamps (its entries stay), an
unlinked "Lesen Sie auch: <title>" line, a newsletter box's pitch without the box's name, and the writer's name
in capitals ending a Deník article.  Beside each rule, the real sentences and values of the same shape stay:
the rules match whole blocks (a paragraph that mentions a subscription, a score in a table, a headline in
capitals in the middle of the text)."""

from __future__ import annotations

import pytest
from test_vert_extract_news20 import (  # the article (a CMS's page), its paragraphs and headline in five languages
    TITLE,
    P,
    _article,
)

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
URL = "https://www.example-news.eu/region/2026/council-budget-12345.html"


def _rest(lang: str, inserted: str = "", end: str = "") -> list[str]:
    """What is kept besides the article's headline and paragraphs (which must all be there)."""
    texts = [b.text for b in extract_page(_article(lang, inserted, end), URL, OPTIONS).blocks]
    assert all(p in texts for p in P[lang]), texts
    return [t for t in texts if t not in P[lang] and t != TITLE[lang]]


# --- paywalls' other wordings, alone in a block ---------------------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("de", "Sie möchten weiterlesen?"), ("de", "Möchten Sie weiterlesen?"),
    ("de", "Lesen Sie jetzt weiter – mit unserem Digital-Abo"), ("de", "Sie sind bereits Abonnent? Hier einloggen"),
    ("de", "Plus-Artikel"),
    ("en", "Subscribe to read the full article"), ("en", "To continue reading, subscribe now."),
    ("en", "You have reached your limit of free articles."), ("en", "Subscribe for full access"),
    ("en", "Continue reading your article with a WSJ subscription"),
    ("en", "Become a member to read the full story"), ("en", "Unlock this article"),
    ("fr", "Pour lire la suite, abonnez-vous"),
    ("it", "Per leggere l'articolo completo abbonati"), ("it", "Leggi l'articolo completo"),
    ("cs", "Klikli jste na článek, který patří do předplatitelské sekce iHNed.cz"),
    ("cs", "Článek je exkluzivně k dispozici předplatitelům"),
    ("cs", "Ten artykuł jest dostępny tylko dla subskrybentów"),
])
def test_a_paywalls_line_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == []


@pytest.mark.parametrize("line", [
    # Polish and Spanish paywalls and tool bars (put into the English article: the rules are the line's, not the page's)
    "Masz już konto? Zaloguj się", "Kup subskrypcję", "Pozostało 75% artykułu", "Kontynuuj czytanie",
    "Ten artykuł jest dostępny w całości dla Subskrybentów", "Obserwuj nas w Google News",
    "Para seguir leyendo, suscríbete", "Hazte socio", "Te quedan 3 artículos gratis", "Suscríbete por 1 € al mes",
    "Archivado en:", "Enviar por correo", "Continúa leyendo", "Redacción",
])
def test_a_polish_or_spanish_sites_line_goes(line: str) -> None:
    assert _rest("en", f"<p>{line}</p>") == []


@pytest.mark.parametrize("lang, line", [
    # a sentence of the report that speaks of subscriptions, paywalls and reading limits
    ("de", "Der Verlag sagte, wer weiterlesen möchte, brauche künftig ein Abo für 9,99 Euro im Monat."),
    ("en", "Readers who reached their limit of free articles were asked to subscribe, the publisher said."),
    ("cs", "Vydavatel uvedl, že článek je k dispozici předplatitelům už od pondělního rána."),
    ("en", "Subscribers can read the full article in the print edition on Sunday, the paper announced."),
    ("en", "Para seguir leyendo, los lectores deberán suscribirse a partir de enero, anunció el diario."),
])
def test_a_sentence_about_subscriptions_stays(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == [line]


# --- an offer box after a cut Czech article (iHNed's, Deník's, SME's): its buttons, prices and labels --------------

def test_a_czech_offer_box_after_a_cut_article_goes() -> None:
    cut = ("Opozice kritizovala, že se naopak bude šetřit na knihovnách a na městské hromadné dopravě. Návrh na změnu "
           "nezískal v zastupitelstvu…")
    box = ("<div class='wrap'><p>Článek je uzamčen</p><p>Exkluzivně pro předplatitele</p>"
           "<p>Tento článek si můžete přečíst pouze s předplatným.</p>"
           "<a class='button'><span>Předplatit</span> <span>od <b>145</b> Kč měsíčně</span></a>"
           "<a class='button'><span>Koupit tento článek</span> <span>za <b>19</b> Kč</span></a>"
           "<p>Vyzkoušejte předplatné HN+</p><p>Předplatné od 49 Kč měsíčně</p>"
           "<div class='login'>Máte již předplatné nebo registraci? <a href='/login'>Přihlaste se</a></div></div>")
    assert _rest("cs", f"<p>{cut}</p>{box}") == [cut]


@pytest.mark.parametrize("lang, line", [
    ("fr", "Cet article est réservé aux abonnés. Déjà abonné ?"), ("fr", "En direct"), ("fr", "Suivez notre direct"),
    ("it", "In diretta"), ("fr", "Votre adresse e-mail"), ("it", "Accedi"), ("it", "Registrati"), ("en", "Lectura: 3 min"),
    ("cs", "Diskutovat"), ("cs", "Počet komentářů: 12"), ("fr", "AFP"), ("en", "EFE"), ("cs", "(jan, ČTK)"),
    ("cs", "Pouze pro předplatitele"), ("cs", "Články pro předplatitele"),
])
def test_a_label_or_button_alone_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == []


@pytest.mark.parametrize("lang, line", [
    ("cs", "Pro předplatitele připravila redakce nový týdeník o místní politice, který vychází každou středu."),
    ("en", "Reuters reported the deal on Monday."),
    ("fr", "En direct de la mairie, le maire a répondu aux questions des habitants pendant deux heures."),
])
def test_a_sentence_with_the_labels_words_stays(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == [line]


# --- a feature's credit heading ---------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("de", "Text und Fotos: Anna Müller"), ("de", "Text: Anna Müller, Fotos: Peter Schmidt"),
    ("fr", "Texte et photos : Jean Dupont"), ("it", "Testo e foto di Mario Rossi"),
    ("en", "Words: John Smith"), ("en", "Words by John Smith"), ("en", "Text and photos: John Smith"),
    ("cs", "Text: Jan Novák, foto: Petr Malý"),
])
def test_a_credit_heading_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p><strong>{line}</strong></p>") == []


@pytest.mark.parametrize("lang, line", [
    ("de", "Text und Fotos: die Ausstellung im Rathaus"),  # names no one
    ("cs", "Text: Jan Novák, foto: archiv redakce"),
    ("en", "Words matter in politics"),
])
def test_a_line_that_names_no_one_stays(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == [line]


# --- a gallery's counters ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("cs", "1/12"), ("de", "1 von 12"), ("en", "1 of 12"), ("fr", "1 / 12"), ("de", "Bild 3/12"),
    ("cs", "Fotogalerie: 12 fotografií"), ("de", "Bildergalerie: 12 Bilder"), ("en", "View gallery (12 photos)"),
    ("de", "12 Bilder"), ("en", "12 photos"),
])
def test_a_gallerys_counter_goes(lang: str, line: str) -> None:
    gallery = (f"<div class='gallery'><img src='/img/1.jpg' alt=''><p>{line}</p></div>")
    assert _rest(lang, gallery) == []


def test_a_tables_status_and_source_stay() -> None:
    table = ("<table><tr><th>Dienst</th><th>Status</th><th>Quelle</th></tr><tr><td>Stream</td><td>Live</td>"
             "<td>Reuters</td></tr><tr><td>Archiv</td><td>Offline</td><td>AFP</td></tr></table>")
    rest = _rest("de", table)
    assert "Live" in rest and "Reuters" in rest and "AFP" in rest


def test_a_score_and_a_tables_fraction_stay() -> None:
    table = ("<table><tr><th>Datum</th><th>Anteil</th></tr><tr><td>Montag</td><td>1/12</td></tr>"
             "<tr><td>Dienstag</td><td>3/12</td></tr></table>")
    rest = _rest("de", table)
    assert "1/12" in rest and "3/12" in rest
    assert _rest("de", "<p>12/3</p>") == ["12/3"]  # not a counter: the first number above the second


# --- a live blog: its entries stay, its tools go -----------------------------------------------------------------

def test_a_live_blogs_tools_go_and_its_entries_stay() -> None:
    entries = ("Die Feuerwehr hat die Sperrung der Brücke aufgehoben, der Verkehr läuft wieder normal.",
               "Der Bürgermeister will am Nachmittag vor die Presse treten und Fragen beantworten.")
    blog = ("<div class='liveblog'><p>Liveticker</p><button>3 neue Einträge anzeigen</button>"
            f"<div class='entry'><p>12:45 Uhr</p><p>{entries[0]}</p><button>Beitrag teilen</button></div>"
            f"<div class='entry'><p>11:30 Uhr</p><p>{entries[1]}</p><div><a href='#e2'>Link kopieren</a> "
            "<a href='#share'>Teilen</a></div></div>"
            "<button>Mehr laden</button></div>")
    # the entries' stamps are the entries' (AP's "The Latest" keeps its "4:14 p.m." in the text)
    assert _rest("de", blog) == ["12:45 Uhr", entries[0], "11:30 Uhr", entries[1]]


@pytest.mark.parametrize("lang, line", [
    ("en", "Key event"), ("en", "Pinned post"),
    ("en", "Show 3 new updates"), ("en", "Load more"), ("en", "Live updates"), ("cs", "Sdílet příspěvek"),
    ("en", "Copy link Share Print"), ("cs", "Kopírovat odkaz Sdílet"), ("de", "Liveticker"),
])
def test_a_live_blogs_stamp_or_tool_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == []


def test_a_price_alone_stays() -> None:
    assert _rest("en", "<p>12.45</p>") == ["12.45"]


# --- an unlinked line pointing to another article ----------------------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("de", "Lesen Sie auch: Warum die Stadt sparen muss"), ("cs", "Čtěte také: Proč město musí šetřit"),
    ("en", "Read more: Why the city must save money"), ("fr", "Lire aussi: Pourquoi la ville doit économiser"),
    ("it", "Leggi anche: Perché la città deve risparmiare?"), ("cs", "Czytaj też: Dlaczego miasto musi oszczędzać"),
])
def test_an_unlinked_read_also_line_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p><strong>{line}</strong></p>") == []


@pytest.mark.parametrize("lang, line", [
    ("en", "Read more: The council will publish the full report next week."),  # a sentence
    ("de", "Lesen Sie auch: Die Opposition hat angekündigt, gegen den Haushalt zu klagen. Ein Termin steht fest"),
    ("en", "Read more: the report is online"),  # not a title
])
def test_a_read_also_sentence_stays(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == [line]


# --- a newsletter box's pitch without its name ---------------------------------------------------------------------

@pytest.mark.parametrize("lang, pitch, button", [
    ("cs", "Nejdůležitější zprávy dne každé ráno ve vaší e-mailové schránce.", "Odebírat"),
    ("fr", "Recevez chaque matin l'essentiel de l'actualité.", "Je m'inscris"),
    ("en", "Get the day's top stories every morning.", "Sign me up"),
])
def test_a_newsletter_pitch_goes(lang: str, pitch: str, button: str) -> None:
    box = f"<div class='box'><h3>Newsletter</h3><p>{pitch}</p><button>{button}</button></div>"
    assert _rest(lang, box) == []


@pytest.mark.parametrize("lang, box", [
    ("de", "<h3>Der Morgen-Newsletter</h3><p>Jeden Morgen die wichtigsten Nachrichten aus der Region – kostenlos per "
           "E-Mail.</p><p>Mit der Anmeldung akzeptieren Sie unsere Datenschutzerklärung.</p><button>Anmelden</button>"),
    ("de", "<p>Unser Newsletter hält Sie auf dem Laufenden.</p><button>Jetzt kostenlos abonnieren</button>"),
    ("en", "<p>Want more stories like this? Sign up for our free newsletter.</p>"),
    ("en", "<p>Enter your email address</p><button>Subscribe</button>"), ("en", "<p>You're all set! Check your inbox.</p>"),
    ("en", "<p>Sign up for The Morning newsletter from the New York Times</p>"),
    ("fr", "<h3>La newsletter du matin</h3><p>Tous les matins, l'essentiel de l'actualité dans votre boîte mail.</p>"
           "<button>S'inscrire</button>"),
    ("fr", "<p>Inscrivez-vous gratuitement à la newsletter du Monde.</p>"),
    ("it", "<h3>Newsletter</h3><p>Ogni mattina le notizie più importanti nella tua casella di posta.</p>"
           "<button>Iscriviti</button>"),
    ("cs", "<h3>Newsletter</h3><p>Každé ráno to nejdůležitější ze světa i domova.</p><button>Přihlásit k odběru</button>"),
    ("cs", "<p>Chcete dostávat nejdůležitější zprávy e-mailem? Přihlaste se k newsletteru.</p>"),
    ("cs", "<p>Nechte si posílat nejčtenější články týdne do e-mailu.</p>"),
])
def test_a_newsletter_box_goes(lang: str, box: str) -> None:
    assert _rest(lang, f"<div class='box'>{box}</div>") == []


def test_a_section_about_newsletters_stays() -> None:
    heading = "Der Newsletter als Geschäftsmodell"
    line = "Die Stadt informierte die Eltern jeden Morgen per E-Mail über die neuesten Entwicklungen im Rathaus."
    assert _rest("de", f"<h2>{heading}</h2><p>{line}</p>") == [heading, line]


@pytest.mark.parametrize("lang, line", [
    ("en", "If you receive offers like this in your inbox every day, report them to the police."),
    ("cs", "Podvodné e-maily se objevují ve vaší e-mailové schránce stále častěji, varuje policie."),
    ("fr", "Le maire reçoit chaque matin les représentants des parents d'élèves à la mairie."),
])
def test_a_sentence_about_mail_stays(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == [line]


# --- a picture's credit in the forms the tables lacked, and a broadcaster's article tools -------------------------

@pytest.mark.parametrize("lang, line", [
    ("de", "[Foto: dpa]"), ("de", "Foto & Text: Anna Müller"), ("de", "Bilder: Keystone"), ("en", "Pic: Getty"),
    ("en", "Image via Getty Images"), ("en", "Image courtesy of NASA"), ("en", "Courtesy of NASA"),
])
def test_a_pictures_credit_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<figure><img src='/img/1.jpg' alt=''></figure><p>{line}</p>") == []


@pytest.mark.parametrize("line", [
    "Courtesy of the museum, the exhibition will travel to Vienna next spring.",
    "Images via satellite show the damage to the bridge.",
])
def test_a_sentence_about_pictures_stays(line: str) -> None:
    assert _rest("en", f"<p>{line}</p>") == [line]


@pytest.mark.parametrize("line", [
    "Date 19.01.2020", "Author Ben Knight", "Author: Julia Hitz (eg)", "Permalink https://p.dw.com/p/3WRPd",
    "Feedback: Send us your feedback.", "Watch video 02:17", "Search for this author in:",
    "Every day, DW's editors send out a selection of the day's hard news and quality feature journalism. Sign up "
    "for the newsletter here.",
])
def test_a_broadcasters_article_tools_go(line: str) -> None:
    assert _rest("en", f"<div class='info'><p>{line}</p></div>") == []


def test_a_sentence_about_an_author_stays() -> None:
    line = "Author of the report, Ben Knight, said the city must save."
    assert _rest("en", f"<p>{line}</p>") == [line]


# --- donation buttons, live blog links, wire credits, the kind of piece before its writer, an update note -----------

@pytest.mark.parametrize("lang, line", [
    ("de", "Jetzt spenden"), ("de", "Jetzt unterstützen"), ("de", "Unterstützen Sie unabhängigen Journalismus"),
    ("de", "CORRECTIV ist spendenfinanziert!"), ("de", "Werden Sie Mitglied"), ("fr", "Faire un don"),
    ("fr", "Soutenez-nous"), ("fr", "Soutenez le journalisme indépendant"), ("it", "Sostienici"), ("it", "Dona ora"),
    ("en", "Donate now"), ("en", "Support us"), ("en", "Make a donation"), ("en", "Become a member"), ("cs", "Darujte"),
    ("de", "Zum Liveblog"), ("de", "Alle Entwicklungen im Liveblog"), ("en", "Follow our live coverage"),
    ("de", "Inhalte von Drittanbietern"),
    ("de", "dpa/afp/jkl"), ("fr", "Avec AFP"), ("it", "(ANSA)."), ("en", "— Reuters"), ("en", "—AP"),
    ("de", "Mit Material der Nachrichtenagenturen dpa und AFP."),
    ("de", "Ein Kommentar von Anna Müller"), ("de", "Eine Analyse von Anna Müller"), ("de", "Redaktion: Anna Müller"),
    ("en", "Analysis by John Smith"), ("en", "Opinion by John Smith"), ("en", "Commentary by John Smith"),
    ("fr", "Une tribune de Jean Dupont"), ("fr", "Propos recueillis par Jean Dupont"),
    ("de", "Hinweis der Redaktion: Dieser Artikel wurde am 5. März aktualisiert."),
])
def test_a_sites_line_goes(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == []


@pytest.mark.parametrize("lang, line", [
    ("de", "Spenden"),  # a section's heading ("Jetzt spenden" is the button)
    ("en", "Support us, the mayor told the crowd."),
    ("de", "Die Stadt bittet die Bürger, jetzt zu spenden, damit die Schule gebaut werden kann."),
    ("en", "Review by the committee is due next month."),
    ("de", "Hinweis der Redaktion: Dieser Artikel wurde am 5. März aktualisiert, weil der Bürgermeister seine "
           "Aussage korrigiert hat."),  # says what changed: the editors' text
])
def test_a_sentence_like_a_sites_line_stays(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == [line]


# --- the writer's name in capitals ending the text -------------------------------------------------------------------

def test_the_writers_name_in_capitals_at_the_end_goes() -> None:
    assert _rest("cs", end="<p><strong>TEREZA KRUMPHOLZOVÁ</strong></p>") == []
    assert _rest("de", end="<p>ANNA MÜLLER-SCHMIDT</p>") == []


@pytest.mark.parametrize("line", ["BOOK YOUR FIRST LESSON", "JETZT HIER BESTELLEN"])
def test_a_button_in_capitals_at_the_end_is_no_name(line: str) -> None:
    assert _rest("en", end=f"<p>{line}</p>") == [line]


@pytest.mark.parametrize("lang, line", [
    ("cs", "VOLBY 2026"),  # a heading in capitals inside the text
    ("cs", "NOVÝ ROZPOČET MĚSTA"),
    ("cs", "JAN NOVÁK"),  # an interview's speaker before the answer: not the last line
])
def test_capitals_inside_the_text_stay(lang: str, line: str) -> None:
    assert _rest(lang, f"<p>{line}</p>") == [line]
