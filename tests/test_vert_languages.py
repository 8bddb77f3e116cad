"""Boilerplate in the corpus's other languages (French, Italian, Spanish, Portuguese, Dutch, Polish, Slovak,
Hungarian, and Czech and German gaps): teaser headings and teaser lines, share/print/comment words,
pagination, reading times, picture credits, relative times, newsletter prompts, cookie and consent notices,
bylines; each class with sentences of real text that open with the same words and must stay.  Also the
element names that name a box, not a text (``tags``, ``meta``).  All pages are written here."""

from __future__ import annotations

import pytest
from vert_support import CS_TEXT, CS_TEXT2, EN_TEXT, page

from corpustools.vert.choose import extract_page

URL = "https://www.example.eu/2024/05/02/rozpocet-schvalen"
ARTICLE_HEAD = '<meta property="og:type" content="article">'


def _texts(body: str, url: str = URL, head: str = "") -> list[str]:
    return [b.text for b in extract_page(page(body, "Rozpočet", head), url, {"languages": ()}).blocks]


def _around(block: str, head: str = "") -> list[str]:
    """The texts of an article of two paragraphs with ``block`` (a paragraph's text) between them."""
    return _texts(f"<article><p>{CS_TEXT}</p><p>{block}</p><p>{CS_TEXT2}</p></article>", head=head)


TEASERS = "".join(f'<p><a href="/c/{i}">Titulek jiného článku číslo {i}, který čtenáře láká</a></p>' for i in range(3))


@pytest.mark.parametrize("heading", [
    "Articles liés", "Voir aussi", "Sur le même thème", "Vous pourriez aussi aimer", "A lire aussi :", "A voir aussi",  # fr
    "Notizie correlate", "Ti potrebbe anche interessare", "Da non perdere",  # it
    "Artículos relacionados", "También te puede interesar", "Lo más leído",  # es
    "Leia também", "Você também pode gostar", "Notícias relacionadas",  # pt
    "Lees ook", "Gerelateerde artikelen", "Meest gelezen",  # nl
    "Zobacz też", "Przeczytaj także", "Podobne artykuły",  # pl
    "Čítajte aj", "Mohlo by vás tiež zaujímať", "Najnovšie články",  # sk
    "Ďalšie správy", "Viac k téme",  # sk
    "Mohlo by vás také zajímat", "Z jiných webů", "Více k tématu",  # cs
    "Kapcsolódó cikkek", "Ezek is érdekelhetik", "Legolvasottabb",  # hu
    "Lies auch", "Mehr aus dem Ressort", "Empfehlungen der Redaktion",  # de
    "More like this", "Don't miss", "Other People Are Reading",  # en
])
def test_teaser_headings_go_with_their_teasers(heading):
    body = f"<article><p>{CS_TEXT}</p><p>{CS_TEXT2}</p><h3>{heading}</h3>{TEASERS}</article>"
    assert _texts(body, "https://www.example.eu/zpravy/rozpocet.html") == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("lead", ["Lire aussi :", "Lire aussi |", "A lire aussi :", "Leggi anche:", "Lees ook:", "Czytaj także:",
                                  "Čítajte aj:", "Lesen Sie auch:", "Leia também:", "Related:", "Read more"])
def test_a_teaser_line_with_its_linked_title_goes(lead):
    """"<a>Lire aussi : Le titre d'un autre article</a>" between two paragraphs of the article (CNN's
    "Related: …", DigitalOcean's "Read more on how to …": the whole line one link)."""
    line = f'<a href="/autre/123">{lead} <span>Le budget de l\'État adopté en première lecture à l\'Assemblée</span></a>'
    assert _around(line) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("sentence", [
    "Lire aussi les conclusions du rapport publié hier, qui confirment cette tendance inquiétante.",
    "Leggi anche tu il libro, ti piacerà quanto è piaciuto a me quando l'ho letto in estate.",
    "Lees ook de brief van de minister aan de Kamer, die vorige week werd verstuurd naar alle leden.",
    "Czytaj także umowę, zanim ją podpiszesz, radzi rzecznik praw konsumenta w swoim raporcie.",
])
def test_a_sentence_opening_with_a_teaser_phrase_stays(sentence):
    assert sentence in _around(sentence)


def test_a_sentence_opening_with_a_teaser_phrase_and_a_link_stays():
    line = 'Lire aussi <a href="/rapport">le rapport de la Cour des comptes</a>, qui détaille les dépenses de l\'État.'
    assert "Lire aussi le rapport de la Cour des comptes, qui détaille les dépenses de l'État." in _around(line)


@pytest.mark.parametrize("word", [
    "Partager", "Partager sur Facebook", "Imprimer", "Laisser un commentaire", "5 commentaires",  # fr
    "Condividi", "Stampa", "Lascia un commento", "Commenti (3)",  # it
    "Compartir", "Imprimir", "Deja un comentario", "3 comentarios",  # es
    "Compartilhar", "Deixe um comentário",  # pt
    "Delen", "Afdrukken", "Laat een reactie achter", "5 reacties",  # nl
    "Udostępnij", "Drukuj", "Zostaw komentarz", "3 komentarze",  # pl
    "Zdieľať", "Tlačiť", "Komentáre", "Sdílet", "Sdílet na Facebooku", "Vytisknout",  # sk, cs
    "Udostępnij na Facebooku",  # pl
    "Megosztás", "Nyomtatás", "Hozzászólások", "5 hozzászólás",  # hu
    "Teilen", "Drucken", "3 Kommentare", "Schreibe einen Kommentar",  # de
    "Teile diesen Beitrag!", "Diesen Artikel teilen", "Beitrag teilen", "Jetzt teilen", "Merken.",  # de
    "Share", "Print", "Leave a Reply",  # en
])
def test_share_print_and_comment_words_alone_go(word):
    assert _around(word) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("label", ["Publicidad", "Advertentie", "Hirdetés", "Cerrar", "Sluiten", "Lire la suite",
                                   "Leggi tutto", "Leer más", "Czytaj dalej", "Weiterlesen", "Afficher plus", "Toon meer",
                                   "Retour en haut", "Nach oben", "Torna su", "Photo 2 sur 5", "Afbeelding 3 van 7",
                                   "Your video will play in 00:25", "Ihr Video beginnt in 0:10",
                                   "Continue reading the main story", "Powered by"])
def test_advert_close_more_and_gallery_labels_go(label):
    assert _around(label) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("line", [
    "Page suivante", "Article précédent", "Pagina successiva", "Articolo precedente", "Página siguiente",
    "Artículo anterior", "Volgende pagina", "Następna strona", "Nächste Seite", "Vorheriger Artikel",
    "Předchozí článek", "Ďalšia strana", "Következő oldal", "Older posts", "Next post", "Page 2 sur 5",
    "Seite 2 von 5", "Strana 2 z 5", "Suivant ›", "« Précédent", "Siguiente", "Volgende",
])
def test_pagination_goes(line):
    assert _around(line) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("line", [
    "Tempo de leitura: 1 minuto", "Lesezeit: 3 Minuten", "3 Min. Lesezeit", "Temps de lecture : 5 min",
    "Tempo di lettura: 3 minuti", "Tiempo de lectura: 4 minutos", "Leestijd: 3 minuten", "Czas czytania: 5 minut",
    "Doba čtení: 3 minuty", "Čas čítania: 3 minúty", "Olvasási idő: 3 perc", "5 min read",
])
def test_reading_times_go(line):
    assert _around(line) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("credit", [
    "Crédit : Jean Dupont", "Crédits : AFP", "Fotó: MTI", "Zdjęcie: PAP", "Fot. PAP/Radek Pietruszka",
    "Quelle: dpa", "Forrás: MTI", "Fonte: ANSA", "Fotos: dpa", "Imagem: Reprodução", "Immagine: Ansa",
    "Afbeelding: ANP", "Snímka: TASR/Martin Baumann", "Crédito: EFE", "Ilustračné foto", "Photo d'illustration",
    "Foto di Mario Rossi", "Foto von dpa", "(Bild: dpa)", "(Bild: )", "(Foto: Hersteller)", "(Source: Riivka)",
    "Gli studenti in piazza a Roma. Fonte: ANSA",  # a caption ending in its credit
])
def test_picture_credits_go(credit):
    assert _around(credit) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("sentence", [
    "Quelle surprise pour les habitants du quartier, qui ne s'attendaient pas à une telle décision.",
    "Fonte di energia rinnovabile, il sole copre ormai un terzo del fabbisogno della regione.",
    "Fotos aus dem Urlaub zeigen, wie sehr sich die Küste in den letzten Jahren verändert hat.",
])
def test_sentences_opening_like_a_credit_stay(sentence):
    assert sentence in _around(sentence)


@pytest.mark.parametrize("marker", [
    "Story continues below advertisement", "Article continues below", "Advertisement - Continue Reading Below",
    "Článek pokračuje pod reklamou", "Článek pokračuje pod mapou.", "Pokračování článku", "Text pokračuje níže",
    "Der Artikel wird unter der Anzeige fortgesetzt", "Weiterlesen nach der Anzeige", "L’article continue ci-dessous",
    "La suite après la publicité", "L'articolo continua sotto", "El artículo continúa debajo",
    "Dalsza część artykułu pod reklamą", "Het artikel gaat verder onder de advertentie",
])
def test_a_continues_below_marker_goes(marker):
    """The marker an advert, a map or a video leaves in the middle of an article."""
    assert _around(marker) == [CS_TEXT, CS_TEXT2]


def test_a_sentence_about_text_that_continues_stays():
    sentence = "Text pokračuje pod reklamou, ale ne pro předplatitele, kteří reklamu na webu nevidí vůbec."
    assert sentence in _around(sentence)


@pytest.mark.parametrize("label", ["SUBSCRIBE", "Subscribe now!", "Jetzt abonnieren", "Abonnez-vous", "Abbonati",
                                   "Suscríbete", "Předplatit"])
def test_a_subscribe_button_alone_goes(label):
    assert _around(label) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("label", ["AUTOR", "Autorin:", "Author", "Authors:", "Auteur", "Autore", "Szerző"])
def test_an_author_label_alone_goes(label):
    """The label over an author's box ("AUTOR" above "Dr. Thomas Schulte"): the name stays, the label goes."""
    assert _around(label) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("sentence", [
    "Merken Sie sich diesen Termin: Am Freitag beginnt die Anmeldung für das neue Semester.",
    "Autoren aus zwölf Ländern lesen am Wochenende in der Stadtbibliothek aus ihren neuen Büchern.",
    "Teilen Sie uns Ihre Meinung mit: Was halten Sie von den neuen Öffnungszeiten der Ämter?",
])
def test_sentences_opening_like_a_label_stay(sentence):
    assert sentence in _around(sentence)


@pytest.mark.parametrize("names", ["shariff shariff-align-flex-start", "ShariffHeadline", "addtoany_share_save_container",
                                   "a2a_kit a2a_default_style", "sharethis-inline-share-buttons"])
def test_share_plugins_boxes_go(names):
    """Share plugins' boxes (Shariff, common on German sites; AddToAny; ShareThis) with their heading."""
    box = f'<div class="{names}"><h3>Teile diesen Beitrag mit deinen Freunden</h3><ul><li><a href="/s">Facebook</a></li></ul></div>'
    assert _texts(f"<article><p>{CS_TEXT}</p><p>{CS_TEXT2}</p>{box}</article>") == [CS_TEXT, CS_TEXT2]


def test_a_heading_about_photos_stays():
    assert "Photos de vacances" in _texts(f"<article><p>{CS_TEXT}</p><h2>Photos de vacances</h2><p>{CS_TEXT2}</p></article>")


@pytest.mark.parametrize("when", [
    "il y a une heure", "il y a 5 min", "vor einer Stunde", "vor 3 Std.", "3 órája", "egy órája", "5 perce",
    "3 ore fa", "un'ora fa", "hace 3 horas", "hace una hora", "há 3 horas", "3 horas atrás", "3 uur geleden",
    "een uur geleden", "godzinę temu", "5 min temu", "pred hodinou", "pred 2 dňami", "před hodinou",
    "an hour ago", "Actualizado hace 2 horas", "Bijgewerkt 2 uur geleden",
])
def test_relative_times_go(when):
    assert _around(when) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("sentence", [
    "Il y a trois heures, le président a annoncé sa démission devant les députés réunis.",
    "Vor zwei Stunden hat die Polizei die Straße wieder freigegeben, teilte ein Sprecher mit.",
    "Hace dos días el gobierno aprobó la reforma laboral con los votos de la mayoría.",
])
def test_sentences_opening_with_a_time_ago_stay(sentence):
    assert sentence in _around(sentence)


@pytest.mark.parametrize("prompt", [
    "Abonnez-vous à notre newsletter", "Iscriviti alla nostra newsletter per ricevere le ultime notizie",
    "Newsletter abonnieren", "Abonnieren Sie unseren Newsletter und erhalten Sie alle News",
    "Suscríbete a nuestro boletín", "Assine nossa newsletter", "Schrijf je in voor onze nieuwsbrief",
    "Zapisz się do newslettera", "Přihlaste se k odběru novinek", "Prihláste sa na odber newslettra",
    "Iratkozzon fel hírlevelünkre", "Subscribe to our newsletter to get the latest news in your inbox.",
])
def test_newsletter_prompts_go(prompt):
    assert _around(prompt) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("sentence", [
    "Newsletter abonnieren ist einfach, erklärte der Verlag, aber die Abmeldung sei es auch.",
    "Sign up for our newsletter was the most clicked button on the site, the study found.",
])
def test_sentences_opening_like_a_newsletter_prompt_stay(sentence):
    assert sentence in _around(sentence)


@pytest.mark.parametrize("notice", [
    "Deze website gebruikt cookies om je ervaring te verbeteren.",
    "Wij gebruiken cookies om onze website goed te laten werken.",
    "Este site utiliza cookies para melhorar a sua experiência de navegação.",
    "Ez a weboldal sütiket használ a jobb felhasználói élmény érdekében.",
    "Sütiket használunk a weboldal működéséhez.",
    "Strona korzysta z plików cookies w celu realizacji usług.",
    "Ta strona używa ciasteczek, aby świadczyć usługi na najwyższym poziomie.",
    "Na našem webu používáme soubory cookies pro správné fungování stránek.",
    "Na našej stránke používame súbory cookies na zlepšenie služieb.",
    "Esta página web utiliza cookies para mejorar la experiencia.",
    "Questo sito o gli strumenti terzi da questo utilizzati si avvalgono di cookie necessari al funzionamento.",
    "Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche.",
    "Nous et nos partenaires utilisons des cookies pour améliorer votre expérience sur le site.",
    "Wir und unsere Partner verwenden Cookies, um Ihnen das beste Erlebnis auf unserer Website zu bieten.",
    "Um unsere Webseite für Sie optimal zu gestalten, verwenden wir Cookies.",
    "We value your privacy. We and our partners store and/or access information on a device, such as cookies.",
])
def test_cookie_notices_go(notice):
    assert _around(notice) == [CS_TEXT, CS_TEXT2]


def test_a_sentence_about_baking_cookies_stays():
    for sentence in ("Sütiket sütöttünk a gyerekekkel karácsony előtt, és a konyha egész nap illatozott.",
                     "Um die Kekse knusprig zu machen, verwenden wir Cookies vom Vortag als Boden."):
        assert sentence in _around(sentence)


@pytest.mark.parametrize("line", [
    "Door je in te schrijven ga je akkoord met onze privacyverklaring.",
    "Zapisując się do newslettera, akceptujesz regulamin i politykę prywatności.",
    "Ao se inscrever, você concorda com a nossa política de privacidade.",
    "A feliratkozással elfogadom az adatkezelési tájékoztatót.",
])
def test_sign_up_consent_lines_go(line):
    assert _around(line) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("byline", ["Autor: ČTK", "autor: ČTK / AP", "autor: Reuters", "Par Jean Dupont", "Von Markus Balser, Berlin", "Por Juan Pérez",
                                    "Door Jan de Vries", "Di Mario Rossi", "Przez Jan Kowalski", "By Phil Helsel",
                                    "Autor: Jan Novák", "Napísal: Peter Novák", "By Reuters",
                                    "Por Steven Lee Myers, Keith Bradsher y"])
def test_a_byline_alone_goes_on_an_article(byline):
    body = f"<article><h1>Rozpočet schválen</h1><p>{byline}</p><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article>"
    assert byline not in _texts(body, head=ARTICLE_HEAD)


@pytest.mark.parametrize("line", ["Di Maio", "Von Rechts wegen", "Par ailleurs", "Door de regen",
                                  "By Nathan Willis March 25, 2015", "By the way"])
def test_lines_like_a_byline_stay(line):
    body = f"<article><h1>Rozpočet schválen</h1><p>{line}</p><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article>"
    assert line in _texts(body, head=ARTICLE_HEAD)


def test_a_byline_stays_on_a_listing_of_posts():
    """A blog's list of posts keeps each post's writer: only an article's own byline is boilerplate."""
    posts = "".join(f"<div><h2><a href='/p/{i}'>Post number {i} about budgets</a></h2><p>By Julia Stanaro</p>"
                    f"<p>{EN_TEXT} ({i})</p></div>" for i in range(3))
    assert "By Julia Stanaro" in _texts(f"<main>{posts}</main>", "https://blog.example.com/")


# --- element names that name a box, not a text ---------------------------------------------------------

def test_a_link_named_as_a_tag_inside_a_sentence_stays():
    """PMC's sites link the names in their sentences with ``id="auto-tag_…"``: the name is the sentence's."""
    sentence = ('The actress <a href="/t/mary-steenburgen/" id="auto-tag_mary-steenburgen" data-tag="m">Mary '
                'Steenburgen</a> came to co-write the power ballad that closes the film, her first song ever.')
    texts = _texts(f"<article><p>{EN_TEXT}</p><p>{sentence}</p><div class='post-tags'><a href='/t/a'>Budget</a>"
                   f"<a href='/t/b'>Tax</a></div></article>")
    assert ("The actress Mary Steenburgen came to co-write the power ballad that closes the film, her first "
            "song ever.") in texts
    assert "Budget" not in " ".join(texts)  # the post's tag box still goes


def test_a_note_box_named_blockquote_tag_stays():
    """mdBook-like admonitions: ``<blockquote class="blockquote-tag blockquote-tag-note">``."""
    note = "This is the beta release: there are bound to be typos and rough edges, so send a fix if you spot one."
    body = (f"<main><h1>Proofs</h1><blockquote class='blockquote-tag blockquote-tag-note'><p class='blockquote-tag-title'>"
            f"Note</p><p>{note}</p></blockquote><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p></main>")
    assert note in _texts(body, "https://docs.example.org/book/intro.html")


def test_prices_named_price_tag_and_an_events_meta_stay():
    cards = "".join(f"<div class='card'><h3>Kettle model {i}</h3><div class='price-tag-sm'>${30 + i}.99</div></div>"
                    for i in range(3))
    texts = _texts(f"<main><h1>Kettles</h1><p>{EN_TEXT}</p>{cards}</main>", "https://shop.example.com/collections/kettles")
    assert "$31.99" in texts
    meta = ("<div class='tribe-events-event-meta'><dl><dt>Beginn:</dt><dd>13. Mai 2012 11:00</dd><dt>Ort:</dt>"
            "<dd>Görlitzer Str. 45, Horka</dd></dl></div>")
    body = f"<main><h1>Historischer Markt</h1><p>{EN_TEXT}</p>{meta}<p>{EN_TEXT} Again.</p></main>"
    assert "Görlitzer Str. 45, Horka" in _texts(body, "https://www.example.de/veranstaltung/historischer-markt/")


def test_a_link_named_like_furniture_inside_a_sentence_keeps_its_words():
    """A glossary's ``<a class="popup">`` in the middle of a sentence: the words are the sentence's (a share
    or comment link so named still goes)."""
    body = (f'<article><p>{EN_TEXT}</p><p>"You hear what they say," said I, turning towards the screen, "come forth '
            f'and <a href="javascript:void(0)" class="popup">do your duty</a>."</p>'
            f'<p>Read on: <a href="/share" class="share-link">share this</a> with the readers of the weekly.</p></article>')
    texts = _texts(body)
    assert '"You hear what they say," said I, turning towards the screen, "come forth and do your duty."' in texts
    assert not any("share this" in t for t in texts)
