"""The furniture of German, French, Italian, Spanish, Polish, Dutch and Slovak news sites, blogs and shops in or
next to an article's text (session 23): the tables of ``phrases``, ``notices`` and ``boiler`` had grown from
English and Czech pages.  Each class is a line a real page puts between two paragraphs (where no rule about the
end of the text takes it): a teaser box's heading, an advert's "continue below" marker, WordPress's comment form,
a share or a report button, a messaging channel's prompt, a picture's credit, a byline, a video's fallback line,
and one teaser card in the text under its kicker.  The guards are sentences that open with the same words."""

from __future__ import annotations

import pytest
from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
OG = "<meta property='og:type' content='article'>"

TEXTS = {
    "de": ("Der Gemeinderat hat am Dienstagabend nach langer Debatte beschlossen, die Sanierung der alten Turnhalle "
           "im kommenden Jahr zu beginnen. Die Kosten werden auf rund vier Millionen Euro geschätzt.",
           "Bis zum Ende der Bauarbeiten sollen die Vereine in die Halle der Realschule ausweichen. Der Bürgermeister "
           "kündigte an, die Anwohner im Januar über den Zeitplan zu informieren.",
           "Kritik kam vor allem von der Opposition, die eine günstigere Lösung gefordert hatte. Ein Neubau wäre nach "
           "ihren Berechnungen langfristig billiger gewesen."),
    "en": ("The council voted on Tuesday night, after a long debate, to renovate the old sports hall next year. The "
           "cost of the work is estimated at four million euros, most of it paid by the region.",
           "While the work goes on, the sports clubs will move to the gym of the secondary school. The mayor promised "
           "to meet residents in January to present the timetable.",
           "The opposition sharply criticised the decision and had called for a cheaper solution. By its reckoning a "
           "new building would have been better value in the long run."),
    "fr": ("Le conseil municipal a voté mardi soir, après un long débat, la rénovation de l'ancien gymnase dès l'année "
           "prochaine. Le coût des travaux est estimé à quatre millions d'euros.",
           "Pendant toute la durée du chantier, les associations sportives seront accueillies dans la salle du "
           "collège voisin. Le maire a promis de réunir les riverains en janvier.",
           "L'opposition a vivement critiqué ce choix et réclamait une solution moins coûteuse. Selon ses calculs, "
           "un bâtiment neuf aurait été plus avantageux à long terme."),
    "it": ("Il consiglio comunale ha approvato martedì sera, dopo un lungo dibattito, la ristrutturazione della "
           "vecchia palestra a partire dal prossimo anno. Il costo è stimato in quattro milioni di euro.",
           "Per tutta la durata del cantiere le società sportive si trasferiranno nella palestra della scuola media. "
           "Il sindaco ha promesso di incontrare i residenti a gennaio.",
           "L'opposizione ha criticato duramente la scelta e chiedeva una soluzione meno costosa. Secondo i suoi "
           "calcoli, un nuovo edificio sarebbe stato più conveniente."),
    "es": ("El pleno del ayuntamiento aprobó el martes por la noche, tras un largo debate, la reforma del antiguo "
           "polideportivo a partir del próximo año. El coste se estima en cuatro millones de euros.",
           "Mientras duren las obras, los clubes deportivos se trasladarán al pabellón del instituto. El alcalde "
           "prometió reunirse con los vecinos en enero.",
           "La oposición criticó con dureza la decisión y reclamaba una solución más barata. Según sus cálculos, un "
           "edificio nuevo habría salido más rentable a largo plazo."),
    "pl": ("Rada miejska zdecydowała we wtorek wieczorem, po długiej debacie, o remoncie starej hali sportowej w "
           "przyszłym roku. Koszt prac szacuje się na cztery miliony złotych.",
           "Na czas budowy kluby sportowe przeniosą się do sali gimnastycznej w pobliskim liceum. Burmistrz "
           "zapowiedział, że w styczniu spotka się z mieszkańcami.",
           "Opozycja ostro skrytykowała tę decyzję i domagała się tańszego rozwiązania. Według jej wyliczeń nowy "
           "obiekt byłby w dłuższej perspektywie bardziej opłacalny."),
    "nl": ("De gemeenteraad heeft dinsdagavond na een lang debat besloten de oude sporthal volgend jaar te renoveren. "
           "De kosten worden geschat op vier miljoen euro.",
           "Zolang de verbouwing duurt, wijken de sportverenigingen uit naar de gymzaal van de middelbare school. De "
           "burgemeester beloofde de buurtbewoners in januari uit te nodigen.",
           "De oppositie had felle kritiek op het besluit en wilde een goedkopere oplossing. Volgens haar "
           "berekeningen zou nieuwbouw op lange termijn voordeliger zijn geweest."),
    "sk": ("Mestské zastupiteľstvo v utorok večer po dlhej diskusii rozhodlo, že stará športová hala sa bude "
           "rekonštruovať budúci rok. Náklady sa odhadujú na štyri milióny eur.",
           "Počas stavebných prác sa športové kluby presunú do telocvične neďalekého gymnázia. Primátor sľúbil, že "
           "sa v januári stretne s obyvateľmi.",
           "Opozícia rozhodnutie ostro kritizovala a požadovala lacnejšie riešenie. Podľa jej výpočtov by bola "
           "novostavba z dlhodobého hľadiska výhodnejšia."),
}
LIST = ("<ul><li><a href='/2024/03/01/piscine-1/'>Piscine 2024 : fermée tout l'été</a></li>"
        "<li><a href='/2024/03/02/creche-2/'>Crèche : ouverture dans le quartier</a></li></ul>")


def _article(lang: str, inner: str) -> tuple[str, list[str]]:
    """A news CMS's article page in ``lang`` (og:type article, a WordPress-like body) with ``inner`` between its
    second and third paragraphs; the page and the texts of its three paragraphs."""
    first, second, third = TEXTS[lang]
    body = (f"<header><nav><a href='/'>Home</a></nav></header><main><article class='post'><h1>Sporthalle 2024</h1>"
            f"<div class='entry-content'><p>{first}</p><p>{second}</p>{inner}<p>{third}</p></div></article></main>"
            f"<footer><p>© 2024 Example</p></footer>")
    return page(body, "Sporthalle 2024", OG), [first, second, third]


def _texts(lang: str, inner: str) -> tuple[list[str], list[str]]:
    html, paragraphs = _article(lang, inner)
    url = f"https://www.example.{lang}/news/2024/03/12/sporthalle-wird-saniert-im-naechsten-jahr/"
    return [b.text for b in extract_page(html, url, OPTIONS).blocks], paragraphs


def _gone(lang: str, inner: str, *lines: str) -> None:
    texts, paragraphs = _texts(lang, inner)
    assert all(p in texts for p in paragraphs), texts
    for line in lines:
        assert not any(line in t for t in texts), (line, texts)


def _stays(lang: str, inner: str, line: str) -> None:
    texts, paragraphs = _texts(lang, inner)
    assert all(p in texts for p in paragraphs) and line in texts, texts


# --- a teaser box's heading over its links: "Nos articles sur le même thème", "Approfondimenti", "Polecane" -----

@pytest.mark.parametrize(("lang", "heading"), [
    ("fr", "Nos articles sur le même thème"), ("fr", "Dans la même catégorie"),
    ("it", "Approfondimenti"), ("it", "Guarda anche"), ("it", "Ti potrebbe piacere"), ("it", "Dalla stessa categoria"),
    ("es", "Noticia relacionada"), ("es", "Artículo relacionado"), ("es", "De la misma categoría"),
    ("pl", "Polecane"), ("pl", "Więcej z kategorii"),
    ("nl", "Dit vind je misschien ook interessant"), ("nl", "Uit dezelfde categorie"),
])
def test_a_teaser_boxs_heading_and_its_links_in_the_text_are_not_text(lang: str, heading: str) -> None:
    _gone(lang, f"<h3>{heading}</h3>{LIST}", heading, "Piscine 2024", "Crèche")


@pytest.mark.parametrize(("lang", "sentence"), [
    ("it", "Approfondimenti sulla vicenda sono attesi nei prossimi giorni, ha spiegato il procuratore."),
    ("pl", "Polecane przez lekarzy ćwiczenia nie zawsze pomagają, twierdzą autorzy badania."),
    ("es", "Noticia relacionada con el caso fue publicada ayer por varios diarios nacionales."),
])
def test_a_sentence_opening_with_a_teaser_heading_stays(lang: str, sentence: str) -> None:
    _stays(lang, f"<p>{sentence}</p>", sentence)


# --- an advert's marker in the text: "Continua a leggere dopo la pubblicità", "Lees verder na de advertentie" ----

@pytest.mark.parametrize(("lang", "line"), [
    ("it", "Continua a leggere dopo la pubblicità"), ("es", "Sigue leyendo después de la publicidad"),
    ("es", "La noticia continúa tras la publicidad"), ("pl", "Dalszy ciąg artykułu poniżej"),
    ("nl", "Lees verder na de advertentie"), ("nl", "Het artikel gaat verder na de advertentie"),
    ("de", "Mehr nach der Anzeige"),
])
def test_an_adverts_continue_marker_is_not_text(lang: str, line: str) -> None:
    _gone(lang, f"<p>{line}</p>", line)


@pytest.mark.parametrize(("lang", "sentence"), [
    ("nl", "Lees verder na de advertentie van de gemeente in de krant van zaterdag, zei de wethouder."),
    ("es", "Sigue leyendo después de la publicidad del gobierno, que según la oposición fue un despilfarro."),
])
def test_a_sentence_with_the_markers_words_stays(lang: str, sentence: str) -> None:
    _stays(lang, f"<p>{sentence}</p>", sentence)


# --- WordPress's comment form and the article's buttons in other languages ----------------------------------

@pytest.mark.parametrize(("lang", "line"), [
    ("es", "Deja una respuesta"), ("es", "Cancelar respuesta"), ("it", "Annulla risposta"), ("it", "Lascia una risposta"),
    ("nl", "Geef een reactie"), ("nl", "Reactie annuleren"), ("pl", "Anuluj pisanie odpowiedzi"),
    ("sk", "Zrušiť odpoveď"),
    ("es", "Comparte esta noticia"), ("nl", "Deel op Facebook"), ("pl", "Podziel się"),
    ("de", "Wie gefällt Ihnen dieser Artikel?"), ("fr", "Cet article vous a été utile ?"), ("fr", "Signaler une erreur"),
    ("es", "Comunicar un error"), ("pl", "Zgłoś błąd"), ("nl", "Fout gezien? Mail de redactie"),
    ("de", "Zurück zur Startseite"),
    ("it", "Resta aggiornato con il nostro canale WhatsApp"), ("es", "Únete a nuestro canal de WhatsApp"),
    ("de", "Abonnieren Sie unseren WhatsApp-Kanal!"), ("de", "*Affiliate-Link"),
    ("fr", "S'abonner à la newsletter"),
    ("pl", "Zapisz się na nasz newsletter i otrzymuj najważniejsze wiadomości każdego ranka."),
])
def test_a_buttons_or_a_forms_line_is_not_text(lang: str, line: str) -> None:
    _gone(lang, f"<p>{line}</p>", line)


@pytest.mark.parametrize(("lang", "sentence"), [
    ("pl", "Podziel się opinią z sąsiadami, zachęcał burmistrz podczas spotkania w ratuszu."),
    ("nl", "Deel van de hal blijft tijdens de verbouwing open voor de scholen uit de buurt."),
    ("de", "Zurück zur Startseite der Stadt führt nun ein neuer Link, den die Verwaltung eingerichtet hat."),
])
def test_a_sentence_opening_with_a_buttons_words_stays(lang: str, sentence: str) -> None:
    _stays(lang, f"<p>{sentence}</p>", sentence)


# --- a picture's credit and a byline: "Fonte foto: …", "Beeld: …", "A cura di …", "Opracowanie: …" ----------

@pytest.mark.parametrize(("lang", "line"), [
    ("it", "Fonte foto: Pixabay"), ("it", "(foto di archivio)"), ("es", "Fuente de la imagen: Pixabay"),
    ("pl", "Źródło zdjęcia: Pixabay"), ("pl", "Zdjęcie ilustracyjne"), ("nl", "Beeld: Jan de Vries"),
    ("nl", "Beeld ANP"), ("es", "Con información de EFE"),
    ("it", "A cura di Mario Rossi"), ("pl", "Opracowanie: Jan Kowalski"),
])
def test_a_credit_or_a_byline_is_not_text(lang: str, line: str) -> None:
    _gone(lang, f"<p>{line}</p>", line)


@pytest.mark.parametrize(("lang", "sentence"), [
    ("it", "A cura di un gruppo di volontari, la mostra resterà aperta fino alla fine di maggio."),
    ("nl", "Beeldbank van de stad toont foto's van de hal uit de jaren zeventig."),
])
def test_a_sentence_opening_with_a_credits_words_stays(lang: str, sentence: str) -> None:
    _stays(lang, f"<p>{sentence}</p>", sentence)


# --- a video's fallback line: "Votre navigateur ne supporte pas la vidéo." ----------------------------------

@pytest.mark.parametrize(("lang", "line"), [
    ("fr", "Votre navigateur ne supporte pas la vidéo."), ("it", "Il tuo browser non supporta il tag video."),
    ("es", "Tu navegador no soporta la etiqueta de vídeo."), ("pl", "Twoja przeglądarka nie obsługuje odtwarzania wideo."),
    ("nl", "Je browser ondersteunt deze video niet."), ("sk", "Váš prehliadač nepodporuje prehrávanie videa."),
])
def test_a_videos_fallback_line_is_not_text(lang: str, line: str) -> None:
    _gone(lang, f"<div class='video-player'><p>{line}</p></div>", line)


# --- one teaser card in the text under its kicker: "Mehr zum Thema", "Lire aussi", "Leggi anche" --------------

KICKERS = {"de": "Mehr zum Thema", "en": "Read more", "fr": "Lire aussi", "it": "Leggi anche", "es": "Lee también",
           "pl": "Czytaj też", "nl": "Lees ook", "sk": "Prečítajte si aj"}
EXCERPT = "La ville va investir massivement dans ses écoles et ses équipements sportifs, a indiqué l'adjoint."


@pytest.mark.parametrize("lang", sorted(KICKERS))
@pytest.mark.parametrize("card", [
    "<div class='embed-card'><span class='kicker'>{k}</span><a href='/x/9'><h3>{t}</h3><p>{e}</p></a></div>",
    "<div class='embed-card'><span class='kicker'>{k}</span><h3><a href='/x/9'>{t}</a></h3><p>{e}</p></div>",
    "<div class='embed-card'><a href='/x/9'><span class='kicker'>{k}</span><h3>{t}</h3><p>{e}</p></a></div>",
    "<div class='story-box'><h4>{k}</h4><a href='/x/9'><img src='/t.jpg'><h3>{t}</h3></a><p>{e}</p></div>",
], ids=["kicker-linked-card", "kicker-linked-title", "card-linked-whole", "heading-and-card"])
def test_one_teaser_card_under_its_kicker_in_the_text_is_not_text(lang: str, card: str) -> None:
    """A news site's card for one other article between two paragraphs: its kicker, its linked title and its
    excerpt; the excerpt, a sentence, was kept as a paragraph of the article."""
    _gone(lang, card.format(k=KICKERS[lang], t="Une nouvelle piscine en 2025", e=EXCERPT), EXCERPT,
          "Une nouvelle piscine")


LONG = ("Die Halle wurde 1974 gebaut und seither nur notdürftig repariert; das Dach ist undicht, die Heizung "
        "stammt aus den Achtzigerjahren und die Umkleiden entsprechen nicht mehr den Vorschriften. Gutachter hatten "
        "schon 2019 gewarnt, dass ein Teil der Halle gesperrt werden müsse, wenn nicht bald etwas geschehe, und "
        "der Kreis hatte Zuschüsse in Aussicht gestellt.")


def test_a_section_of_the_article_under_such_a_heading_stays() -> None:
    """The article's own section headed "Zum Thema" with a link first and its long paragraph after it: no card."""
    texts, paragraphs = _texts("de", f"<section><h2>Zum Thema</h2><p><a href='/x/9'>Das Gutachten von 2019</a></p>"
                                     f"<p>{LONG}</p></section>")
    assert LONG in texts and all(p in texts for p in paragraphs)


def test_a_kicker_over_one_link_and_the_articles_text_stays() -> None:
    """A "Lesen Sie auch" line with its link in the article's own element: the paragraphs after it are the text."""
    texts, paragraphs = _texts("de", "<p><strong>Lesen Sie auch</strong></p><p><a href='/x/9'>Bäder schließen</a></p>")
    assert all(p in texts for p in paragraphs)


# --- a news page's buttons and prompts in English and German: a picture's zoom, an advert's scroll prompt, a jump
# to the comments, a link's label, an error report, a writer's other articles, an advert's label ----------------

@pytest.mark.parametrize(("lang", "line"), [
    ("en", "Enlarge image"), ("de", "Bild vergrößern"), ("fr", "Agrandir l'image"),
    ("en", "Scroll to continue reading"), ("de", "Anzeige - Scrollen Sie weiter, um mehr zu lesen"),
    ("de", "Zum Weiterlesen bitte scrollen"),
    ("en", "Jump to comments"), ("de", "Zum Kommentarbereich"), ("en", "Have your say"), ("de", "Ihre Meinung ist uns wichtig"),
    ("en", "Start audio"), ("de", "Audio starten"), ("en", "Listen"),
    ("de", "Hier geht's zum Artikel"), ("de", "Hier geht es zur Bildergalerie"), ("en", "Click here to read the full article"),
("en", "Found a typo? Let us know"), ("en", "Report an error"),
    ("de", "Fehler gefunden? Jetzt melden."), ("en", "Did you like this article?"), ("de", "Gefällt Ihnen dieser Artikel?"),
    ("de", "Wie gefällt Ihnen dieser Artikel?"), ("en", "More by Jane Smith"), ("fr", "Tous les articles de Jean Dupont"),
    ("it", "Altri articoli di Mario Rossi"),
    ("de", "Gesponsert"), ("de", "Partnerinhalt"), ("en", "Join our WhatsApp channel"), ("de", "Videos"),
])
def test_a_news_pages_button_or_prompt_is_not_text(lang: str, line: str) -> None:
    _gone(lang, f"<p>{line}</p>", line)


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "Listen to the mayor: he says the hall will be ready in time for the new season."),
    ("en", "More by Jane Smith appeared in the spring issue of the magazine, alongside essays by others."),
    ("de", "Hier geht es zum Artikel 5 der Satzung, den der Rat im Januar ändern will, sagte der Sprecher."),
    ("de", "Bild vergrößern lässt sich das Foto nur in der App, kritisieren Leser seit Monaten."),
])
def test_a_sentence_opening_with_a_prompts_words_stays(lang: str, sentence: str) -> None:
    _stays(lang, f"<p>{sentence}</p>", sentence)


@pytest.mark.parametrize(("lang", "line"), [
    ("fr", "Je m'abonne"), ("fr", "Commenter"), ("fr", "Réagir à cet article"), ("fr", "Accepter les cookies"),
    ("fr", "Imprimer l'article"), ("it", "Riservato agli abbonati"), ("it", "Aggiungi ai preferiti"), ("it", "Salva"),
    ("it", "Crediti: ANSA"), ("it", "Accetta i cookie"), ("it", "Segui su Google News"), ("it", "Stampa l'articolo"),
    ("es", "Exclusivo para suscriptores"), ("es", "Suscríbete ahora"), ("es", "Créditos: EFE"),
    ("es", "Escuchar noticia"), ("es", "Imprimir noticia"), ("es", "Ver vídeo"),
    ("pl", "Tylko dla subskrybentów"), ("pl", "Wykup subskrypcję"), ("pl", "Zobacz komentarze"),
    ("pl", "Artykuł sponsorowany"), ("pl", "Materiał partnera"), ("pl", "Zobacz wideo"), ("pl", "Skomentuj artykuł"),
    ("pl", "Polub nas na Facebooku"), ("nl", "2 uur geleden bijgewerkt"), ("nl", "Alleen voor abonnees"),
    ("nl", "Bekijk reacties"), ("nl", "Gesponsorde inhoud"), ("nl", "Bekijk de video"), ("nl", "Meld een fout"),
    ("sk", "Pozrite si video"), ("en", "Log in to comment"),
    ("en", "Log in or register to post comments"), ("de", "Anmelden oder Registrieren um Kommentare zu schreiben"),
    ("fr", "Connectez-vous ou inscrivez-vous pour publier un commentaire"),
    ("it", "Accedi o registrati per inviare commenti"), ("es", "Inicie sesión o regístrese para comentar"),
    ("es", "Visitas: 1234"),
])
def test_a_buttons_label_in_other_languages_is_not_text(lang: str, line: str) -> None:
    _gone(lang, f"<p>{line}</p>", line)


@pytest.mark.parametrize(("lang", "sentence"), [
    ("it", "Segui il consiglio del medico e riposa almeno tre giorni, dice la nota."),
    ("it", "Salva la data: il concerto si terrà il 12 maggio in piazza."),
    ("fr", "Commenter cette décision n'est pas notre rôle, a répondu le préfet."),
    ("pl", "Zapisz się na kurs, zanim skończą się miejsca, radzi organizator."),
    ("nl", "In samenwerking met de provincie wordt ook de sporthal in het dorp aangepakt."),
])
def test_a_sentence_opening_with_a_buttons_label_stays(lang: str, sentence: str) -> None:
    _stays(lang, f"<p>{sentence}</p>", sentence)


# --- the foot of a post: the writer's name and the agency, a call to share ----------------------------------

@pytest.mark.parametrize(("lang", "inner", "line"), [
    ("pl", "<p>Jan Kowalski/PAP</p>", "Jan Kowalski/PAP"), ("sk", "<p>Ján Novák/TASR</p>", "Ján Novák/TASR"),
    ("de", "<p>Hat Ihnen der Artikel gefallen? Dann teilen Sie ihn mit Ihren Freunden!</p>", "Hat Ihnen der Artikel"),
])
def test_a_posts_foot_line_is_not_text(lang: str, inner: str, line: str) -> None:
    _gone(lang, inner, line)


def test_a_sentence_opening_with_posted_in_stays() -> None:
    sentence = "Veröffentlicht in der Fachzeitschrift Nature, zeigt die Studie einen klaren Trend."
    _stays("de", f"<p>{sentence}</p>", sentence)


# --- Jetpack's likes widget on a WordPress blog in Dutch and Polish: "Vind ik leuk:", "Vind ik leuk Laden..." ---

@pytest.mark.parametrize(("lang", "heading", "button", "loading"), [
    ("nl", "Vind ik leuk:", "Vind ik leuk", "Laden..."), ("pl", "Lubię to:", "Lubię to", "Wczytywanie…"),
])
def test_jetpacks_likes_widget_is_not_text(lang: str, heading: str, button: str, loading: str) -> None:
    widget = (f"<div class='sharedaddy sd-block sd-like jetpack-likes-widget-wrapper jetpack-likes-widget-unloaded' "
              f"id='like-post-wrapper-1-2-3'><h3 class='sd-title'>{heading}</h3><div class='likes-widget-placeholder "
              f"post-likes-widget-placeholder' style='height: 55px;'><span class='button'><span>{button}</span></span> "
              f"<span class='loading'>{loading}</span></div><span class='sd-text-color'></span></div>")
    _gone(lang, widget, button, loading)


@pytest.mark.parametrize(("lang", "sentence"), [
    ("de", "Lesen Sie auch die Studie von Müller und Partnern, die der Stadtrat im Anhang veröffentlicht hat."),
    ("de", "Die Anzeige erschien am Montag in der Zeitung und sorgte im Rathaus für einige Aufregung."),
    ("fr", "Lire aussi le rapport de la Cour des comptes permet de comprendre pourquoi le coût a doublé."),
    ("it", "Leggi anche tu la relazione dei tecnici: spiega bene perché il tetto va rifatto subito."),
    ("es", "Lee también el informe de los técnicos, que explica por qué hay que cambiar el tejado."),
    ("pl", "Czytaj też uważnie regulamin, bo zmienia się od przyszłego miesiąca, przypomina urząd."),
    ("nl", "Lees ook het rapport van de rekenkamer, zei de wethouder tegen de raadsleden."),
    ("sk", "Prečítajte si aj správu kontrolórov, odporučil poslancom primátor mesta."),
])
def test_a_sentence_that_opens_with_a_teaser_kicker_stays(lang: str, sentence: str) -> None:
    """The brief's guard: real sentences that begin with the furniture's words ("Lesen Sie auch die Studie …",
    a paragraph about an advertisement) stay."""
    _stays(lang, f"<p>{sentence}</p>", sentence)


# --- a shop's lines beside a product's description in Spanish, Polish and Dutch (and a few German, French,
# Italian and English ones): tax and shipping notes, availability, a review tab's count, an item's number ---------

SHOP_TEXTS = {
    "es": ("Esta cafetera de acero inoxidable prepara hasta seis tazas en pocos minutos y mantiene el café caliente "
           "durante horas gracias a su doble pared aislante.",
           "El asa ergonómica no se calienta y la tapa se abre con una sola mano, por lo que resulta muy cómoda para "
           "el uso diario en casa o en la oficina."),
    "pl": ("Ten ekspres do kawy ze stali nierdzewnej przygotowuje do sześciu filiżanek w kilka minut i dzięki "
           "podwójnym ściankom utrzymuje ciepło przez wiele godzin.",
           "Ergonomiczny uchwyt nie nagrzewa się, a pokrywkę można otworzyć jedną ręką, dlatego ekspres jest bardzo "
           "wygodny w codziennym użyciu w domu i w biurze."),
    "nl": ("Dit koffiezetapparaat van roestvrij staal zet in een paar minuten tot zes kopjes koffie en houdt de koffie "
           "urenlang warm dankzij de dubbele geïsoleerde wand.",
           "Het ergonomische handvat wordt niet heet en het deksel gaat met één hand open, zodat het apparaat thuis en "
           "op kantoor heel handig is in het dagelijks gebruik."),
    "de": ("Diese Kaffeekanne aus Edelstahl bereitet in wenigen Minuten bis zu sechs Tassen zu und hält den Kaffee "
           "dank doppelter Wand stundenlang heiß.",
           "Der ergonomische Griff wird nicht heiß und der Deckel lässt sich mit einer Hand öffnen, was die Kanne im "
           "Alltag zu Hause oder im Büro sehr praktisch macht."),
    "fr": ("Cette cafetière en acier inoxydable prépare jusqu'à six tasses en quelques minutes et garde le café chaud "
           "pendant des heures grâce à sa double paroi isolante.",
           "La poignée ergonomique ne chauffe pas et le couvercle s'ouvre d'une seule main, ce qui la rend très "
           "pratique au quotidien, à la maison comme au bureau."),
    "it": ("Questa caffettiera in acciaio inox prepara fino a sei tazze in pochi minuti e mantiene il caffè caldo per "
           "ore grazie alla doppia parete isolante.",
           "Il manico ergonomico non si scalda e il coperchio si apre con una mano sola, così la caffettiera è molto "
           "comoda nell'uso quotidiano a casa o in ufficio."),
    "en": ("This stainless steel coffee pot makes up to six cups in a few minutes and keeps the coffee hot for hours "
           "thanks to its insulated double wall.",
           "The ergonomic handle stays cool and the lid opens with one hand, which makes the pot very practical for "
           "everyday use at home or at the office."),
}


def _product_texts(lang: str, inner: str, end: str = "") -> tuple[list[str], list[str]]:
    """A shop's product page (og:type product) with ``inner`` between the two paragraphs of its description and
    ``end`` after it."""
    first, second = SHOP_TEXTS[lang]
    body = (f"<main><div class='product type-product'><h1 class='product_title'>Cafetera Inox 6</h1>"
            f"<p class='price'>29,99 €</p><div class='description-tab'>"
            f"<h2>Descripción</h2><p>{first}</p>{inner}<p>{second}</p></div>{end}</div></main>")
    html = page(body, "Cafetera Inox 6", "<meta property='og:type' content='product'>")
    url = f"https://www.example.{lang}/producto/cafetera-inox-6/"
    return [b.text for b in extract_page(html, url, OPTIONS).blocks], [first, second]


@pytest.mark.parametrize(("lang", "line"), [
    ("es", "IVA incluido"), ("es", "Impuestos incluidos"), ("es", "Agotado"), ("es", "Envío gratis"),
    ("es", "Referencia: 12345"), ("es", "Opiniones (0)"), ("es", "Añadir a la lista de deseos"), ("es", "Cantidad"),
    ("pl", "Dostępność: w magazynie"), ("pl", "Darmowa dostawa"), ("pl", "Kod produktu: 12345"), ("pl", "Cena brutto"),
    ("pl", "Opinie (0)"), ("pl", "Dodaj do listy życzeń"), ("pl", "Ilość"), ("pl", "Produkt niedostępny"),
    ("pl", "Wysyłka w 24h"), ("pl", "Zawiera 23% VAT"),
    ("nl", "Op voorraad"), ("nl", "Niet op voorraad"), ("nl", "Gratis verzending"), ("nl", "Incl. btw"),
    ("nl", "Artikelnummer: 12345"), ("nl", "Beoordelingen (0)"), ("nl", "Toevoegen aan verlanglijst"), ("nl", "Aantal"),
    ("nl", "Voor 23:00 besteld, morgen in huis"), ("nl", "Levertijd: 1-2 werkdagen"),
    ("de", "Nicht vorrätig"), ("de", "Bewertungen (0)"), ("de", "Zur Wunschliste hinzufügen"), ("de", "Vergleichen"),
    ("de", "Grundpreis: 12,99 € / kg"), ("de", "Inhalt: 0,75 Liter (13,32 € * / 1 Liter)"),
    ("de", "**ehemaliger Verkaufspreis"), ("de", "Unverbindliche Preisempfehlung"), ("fr", "Référence : 12345"), ("fr", "Livraison en 48h"),
    ("it", "Codice prodotto: 12345"), ("it", "Recensioni (0)"), ("it", "Prezzo IVA inclusa"),
    ("en", "SKU: 12345"), ("en", "Reviews (0)"), ("en", "Compare"),
])
def test_a_shops_line_beside_the_description_is_not_text(lang: str, line: str) -> None:
    texts, description = _product_texts(lang, f"<p>{line}</p>")
    assert all(p in texts for p in description) and line not in texts, texts


@pytest.mark.parametrize(("lang", "sentence"), [
    ("es", "Envío gratis para todos los pedidos, anunció la empresa en su web."),
    ("nl", "Gratis verzending is een van de redenen dat klanten terugkomen, zei de directeur."),
    ("fr", "Livraison en 48h partout en France, promet le site."),
])
def test_a_sentence_opening_with_a_shops_words_stays(lang: str, sentence: str) -> None:
    _stays(lang, f"<p>{sentence}</p>", sentence)



# --- more lines that German and English review sites and shops put beside the text: a shop's link with the
# product's name ("Den Beef Maker bei Amazon ansehen"), a network's box heading ("Auch auf gofeminin.de"),
# "Editors’ Recommendations:" ------------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "line"), [
    ("de", "Den Beef Maker bei Amazon ansehen"), ("en", "View on Amazon"), ("en", "Check price on Amazon"),
    ("de", "Auch auf gofeminin.de"),
    ("en", "Editors’ Recommendations:"),
])
def test_a_review_sites_line_is_not_text(lang: str, line: str) -> None:
    _gone(lang, f"<p>{line}</p>", line)


@pytest.mark.parametrize(("lang", "sentence"), [
    ("de", "Den Grill gibt es seit Montag auch bei Amazon, sagte ein Sprecher des Herstellers."),
    ("de", "Auch auf Twitter.de meldeten sich viele Nutzer zu Wort, darunter auch Politiker."),
])
def test_a_sentence_naming_amazon_or_a_site_stays(lang: str, sentence: str) -> None:
    _stays(lang, f"<p>{sentence}</p>", sentence)


# --- a paywall's prompts in Italian, Spanish, Polish, Dutch and French, alone in a block of the cut article ------

@pytest.mark.parametrize(("lang", "line"), [
    ("it", "Per continuare a leggere questo articolo abbonati"), ("it", "Abbonati per leggere l'articolo completo"),
    ("it", "Hai letto 3 articoli gratuiti questo mese"), ("it", "Prova gratis per 30 giorni"), ("it", "Abbonati a 1€ al mese"),
    ("es", "Suscríbete para leer el artículo completo"), ("es", "Has alcanzado el límite de artículos gratuitos"),
    ("es", "Prueba gratis durante 30 días"), ("es", "Apúntate a nuestra newsletter"),
    ("pl", "Aby przeczytać cały artykuł, wykup subskrypcję"), ("pl", "Przeczytaj cały artykuł"),
    ("pl", "Wykorzystałeś limit darmowych artykułów"), ("pl", "Wypróbuj za darmo przez 30 dni"),
    ("nl", "Lees verder met een abonnement"), ("nl", "Word abonnee en lees het hele artikel"),
    ("nl", "Je hebt het maximum aantal gratis artikelen bereikt"), ("nl", "Probeer 30 dagen gratis"),
    ("fr", "Vous avez atteint la limite d'articles gratuits"), ("fr", "Essai gratuit pendant 30 jours"),
])
def test_a_paywalls_prompt_is_not_text(lang: str, line: str) -> None:
    _gone(lang, f"<div class='premium-box'><p>{line}</p></div>", line)


@pytest.mark.parametrize(("lang", "sentence"), [
    ("pl", "Przeczytaj cały artykuł, zanim go skomentujesz, apeluje redakcja do czytelników."),
    ("it", "Prova gratis per 30 giorni la nuova linea di autobus, propone il Comune ai pendolari."),
])
def test_a_sentence_opening_with_a_paywalls_words_stays(lang: str, sentence: str) -> None:
    _stays(lang, f"<p>{sentence}</p>", sentence)
