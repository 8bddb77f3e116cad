"""Regression tests for news articles in German, English, French, Italian, Spanish, Polish, Dutch, Czech and
Slovak as their sites publish them today: the lines of audio players, paywalls, newsletter boxes, embedded
content's consent placeholders, update notes, follow prompts and advert labels that stayed between an
article's paragraphs; a teaser box introduced by a sentence ("Mehr zum Thema Bahnstreik lesen Sie hier:"),
teaser cards without a heading of their box, an old Czech "… - čtěte ZDE" line and the writer's bio under the
article; and a whole German article through ``vert``.  Beside each rule, real sentences that hold the same
words stay: the rules match whole blocks."""

from __future__ import annotations

import pytest
from vert_support import docs_of, make_warc, page, read_vert, settings_data

from corpustools.vert.choose import extract_page
from corpustools.vert.run import convert

OPTIONS = {"languages": ()}
HEAD = '<meta property="og:type" content="article">'
URL = "https://www.example-zeitung.de/lokales/2024/stadtrat-beschliesst-haushalt-12345.html"
P = {
    "de": (
        "Der Stadtrat hat am Dienstagabend nach langer Debatte den Haushalt für das kommende Jahr beschlossen. "
        "Die Schulen im Norden der Stadt bekommen deutlich mehr Geld als bisher.",
        "Der Bürgermeister sagte, mit dem zusätzlichen Geld würden neue Lehrer eingestellt, Schulbücher gekauft "
        "und drei alte Gebäude saniert. Die Ergebnisse sollen im Juni ausgewertet werden.",
        "Eltern, die stundenlang im Saal gewartet hatten, begrüßten die Entscheidung. Einige erinnerten jedoch "
        "daran, dass die Sanierung schon zweimal angekündigt und jedes Mal verschoben worden war.",
        "Die Opposition kritisierte, dass dafür bei den Bibliotheken und beim Nahverkehr gespart werde. Ein "
        "Antrag auf Änderung fand im Rat keine Mehrheit, nur vierzehn Mitglieder stimmten dafür.",
    ),
    "en": (
        "The city council on Tuesday evening approved next year's budget after a long debate. Schools in the "
        "north of the city will get considerably more money than before.",
        "The mayor said the extra money would pay for new teachers, textbooks and the repair of three old "
        "buildings. The results are to be reviewed in June.",
        "Parents who had waited for hours in the hall welcomed the decision. Some of them recalled, however, "
        "that the repair had been announced twice and postponed each time.",
        "The opposition criticised cuts to libraries and public transport instead. A motion to change the plan "
        "did not win a majority, with only fourteen members voting for it.",
    ),
    "fr": (
        "Le conseil municipal a adopté mardi soir, après un long débat, le budget de l'année prochaine. Les "
        "écoles du nord de la ville recevront nettement plus d'argent qu'auparavant.",
        "Le maire a expliqué que cet argent servirait à recruter des enseignants, à acheter des manuels et à "
        "rénover trois vieux bâtiments. Les résultats seront évalués en juin.",
        "Les parents, qui avaient attendu des heures dans la salle, ont salué la décision. Certains ont "
        "toutefois rappelé que la rénovation avait déjà été annoncée deux fois puis reportée.",
        "L'opposition a critiqué les économies faites sur les bibliothèques et les transports publics. Un "
        "amendement n'a pas obtenu la majorité, seuls quatorze élus ayant voté pour.",
    ),
    "it": (
        "Il consiglio comunale ha approvato martedì sera, dopo un lungo dibattito, il bilancio del prossimo "
        "anno. Le scuole del nord della città riceveranno molti più fondi di prima.",
        "Il sindaco ha detto che i fondi serviranno ad assumere nuovi insegnanti, comprare libri di testo e "
        "ristrutturare tre vecchi edifici. I risultati saranno valutati a giugno.",
        "I genitori, che avevano atteso per ore nella sala, hanno accolto la decisione. Alcuni hanno però "
        "ricordato che la ristrutturazione era già stata annunciata due volte e poi rinviata.",
        "L'opposizione ha criticato i tagli alle biblioteche e ai trasporti pubblici. Un emendamento non ha "
        "ottenuto la maggioranza, con soli quattordici consiglieri a favore.",
    ),
    "cs": (
        "Zastupitelstvo v úterý večer po dlouhé debatě schválilo rozpočet města na příští rok. Školy na severu "
        "města dostanou výrazně více peněz než dosud.",
        "Primátor řekl, že z peněz navíc se přijmou noví učitelé, nakoupí se učebnice a opraví se tři staré "
        "budovy. Výsledky se mají vyhodnotit v červnu.",
        "Rodiče, kteří v sále čekali celé hodiny, rozhodnutí přivítali. Někteří z nich však připomněli, že "
        "oprava byla ohlášena už dvakrát a pokaždé se nakonec odložila.",
        "Opozice kritizovala, že se naopak bude šetřit na knihovnách a na městské hromadné dopravě. Návrh na "
        "změnu nezískal v zastupitelstvu většinu, pro hlasovalo jen čtrnáct zastupitelů.",
    ),
}
TITLE = {"de": "Stadtrat beschließt Haushalt", "en": "Council approves the budget", "fr": "Le conseil adopte le budget",
         "it": "Il consiglio approva il bilancio", "cs": "Zastupitelstvo schválilo rozpočet"}


def _article(lang: str, inserted: str = "", end: str = "") -> str:
    """A news article in ``lang`` with ``inserted`` between its second and third paragraphs and ``end`` after
    its last."""
    p = P[lang]
    body = ("<header><nav><a href='/'>Startseite</a> <a href='/lokales'>Lokales</a></nav></header>"
            f"<main><article><h1>{TITLE[lang]}</h1><div class='article-body'><p>{p[0]}</p><p>{p[1]}</p>{inserted}"
            f"<p>{p[2]}</p><p>{p[3]}</p>{end}</div></article></main>"
            "<footer><a href='/impressum'>Impressum</a> <a href='/datenschutz'>Datenschutz</a></footer>")
    return page(body, TITLE[lang], HEAD)


def _texts(lang: str, inserted: str = "", end: str = "") -> list[str]:
    return [b.text for b in extract_page(_article(lang, inserted, end), URL, OPTIONS).blocks]


def _rest(lang: str, inserted: str = "", end: str = "") -> list[str]:
    """What is left besides the article's headline and paragraphs (which must all be there)."""
    texts = _texts(lang, inserted, end)
    assert all(p in texts for p in P[lang]), texts
    return [t for t in texts if t not in P[lang] and t != TITLE[lang]]


# --- a line of the site's interface between the paragraphs ---------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    # an audio player's label, with the recording's length
    ("de", "Artikel anhören • 5 Min"), ("de", "Hören Sie diesen Artikel"), ("de", "Audio-Version dieses Artikels"),
    ("de", "Vorlesen"), ("en", "Listen to this article · 5:32 min"), ("en", "Listen · 5:32 min"),
    ("it", "Ascolta questo articolo ora..."), ("en", "Escuchar artículo"), ("en", "Luister naar dit artikel"),
    # paywalls' prompts and article tools
    ("de", "Jetzt mit F+ weiterlesen"), ("de", "Mit SZ Plus weiterlesen"),
    ("de", "Um diesen Artikel zu lesen, benötigen Sie ein Abo."), ("de", "Sie wollen weiterlesen?"),
    ("de", "Jetzt abonnieren und weiterlesen"), ("de", "Jetzt kostenlos registrieren und weiterlesen"),
    ("de", "Bereits registriert? Hier anmelden"), ("de", "Artikel verschenken"), ("de", "Zur Merkliste hinzufügen"),
    ("fr", "Réservé aux abonnés"), ("fr", "Il vous reste 75.35% de cet article à lire. La suite est réservée aux abonnés."),
    ("fr", "Ajouter à vos sélections"), ("fr", "Offrir cet article"), ("fr", "Abonnez-vous à partir de 1 €"),
    ("fr", "Votre abonnement vous permet d'offrir ce contenu."), ("fr", "Suivez-nous sur Google Actualités"),
    ("fr", "Contenus sponsorisés"),
    ("it", "Abbonati per continuare a leggere"), ("it", "Per continuare a leggere abbonati"),
    ("it", "Contenuto per gli abbonati"), ("it", "Segui i temi"),
    ("en", "Suscríbete para seguir leyendo"), ("en", "Contenido exclusivo para suscriptores"),
    ("en", "Síguenos en Google News"), ("en", "Ya soy suscriptor"),
    ("en", "Artykuł dostępny tylko dla subskrybentów"), ("en", "Ten artykuł przeczytasz z subskrypcją"),
    ("en", "Dit artikel is exclusief voor abonnees"), ("en", "Word abonnee"), ("en", "Al abonnee? Log in"),
    ("en", "Subscribe to continue reading"), ("en", "This article is for subscribers only."),
    ("en", "Gift this article"), ("en", "Save for later"), ("en", "Sign up here."),
    ("en", "Support independent journalism"), ("en", "Like this story? Share it with a friend!"),
    ("en", "Media playback is unsupported on your device"), ("en", "Print This Article Share it With Friends"),
    ("en", "Comments (74 posted)"), ("en", "Our Standards: The Thomson Reuters Trust Principles."),
    ("cs", "Článek patří do placené sekce. S předplatným HN+ můžete číst bez omezení."),
    ("cs", "Audio verze článku je dostupná pro předplatitele"), ("cs", "Chcete si prečítať celý článok?"),
    ("de", "Sie haben einen Fehler gefunden? Schreiben Sie uns."),
    # an advert's label between dashes, a stamp's label without its value, dpa's and iHNed's credit lines
    ("de", "- Anzeige -"), ("de", "— Werbung —"), ("de", "Aktualisiert:"), ("fr", "Mis à jour :"),
    ("de", "dpa-infocom, dpa:240312-99-123456/3"), ("cs", "Autor/ři: Prima, ČTK, iHNed"),
    # a note that the article was updated, saying no more than when
    ("de", "Dieser Artikel wurde aktualisiert."), ("fr", "Cet article a été mis à jour."),
    ("en", "This article has been updated."), ("en", "This story was updated at 5:45 p.m. ET."),
    # a prompt to follow the publication on the networks
    ("en", "Follow The New York Times Opinion section on Facebook, Twitter (@NYTopinion) and Instagram."),
    # English, German, French and Italian news sites' tool bars and notices
    ("en", "This article is more than 5 years old"), ("en", "Explore more on these topics"), ("en", "Reuse this content"),
    ("en", "Sign up to First Edition"), ("en", "Free daily newsletter"), ("en", "skip past newsletter promotion"),
    ("en", "Sign up for CNN’s Wonder Theory science newsletter."), ("en", "Ad Feedback"), ("en", "Link Copied!"),
    ("en", "Media caption,"), ("en", "Image source, Getty Images"), ("en", "Click here to subscribe"),
    ("en", "Privacy Notice: Newsletters may contain info about charities, online ads, and content funded by outside "
           "parties. For more information see our Privacy Policy."),
    ("de", "Dieser Artikel ist älter als ein Jahr."), ("de", "Weitere Optionen zum Teilen"), ("de", "Kommentare öffnen"),
    ("de", "Artikelzusammenfassung"), ("de", "Z+ (abopflichtiger Inhalt)"), ("de", "Artikel auf einer Seite lesen"),
    ("de", "Dieses Thema im Programm: Das Erste | tagesschau | 12.03.2024 20:00 Uhr"), ("de", "Artikelrechte erwerben"),
    ("de", "Lesermeinungen"), ("de", "Jetzt kommentieren"), ("de", "Diskutieren Sie mit."), ("de", "Mitarbeit: Anna Schmidt"),
    ("fr", "Lire plus tard"), ("fr", "Newsletter « La Matinale »"), ("fr", "S'inscrire"),
    ("it", "Iscriviti alle newsletter di Repubblica"),
    # share and comment counts, picture agencies' credits, an advert's marks
    ("en", "1.2K Shares"), ("de", "12 Reaktionen"), ("de", "Kommentieren (12)"), ("fr", "Réagir (12)"),
    ("fr", "Voir les 12 commentaires"), ("en", "Join the conversation"), ("de", "Per Mail teilen"),
    ("fr", "Photo d’illustration AFP"), ("it", "(foto Ansa)"), ("en", "Getty Images"), ("en", "AP Photo/Evan Vucci"),
    ("en", "Advertisement - Scroll to continue"), ("en", "Article continues after advertisement"),
    ("de", "Weiter nach der Anzeige"), ("de", "Lesen Sie nach der Anzeige weiter"),
    # a line crediting the story's other reporters
    ("en", "Associated Press writers Alan Fram, Zeke Miller and Jill Colvin contributed to this report."),
    ("en", "Keith Bradsher contributed reporting from Hong Kong."),
])
def test_news_sites_interface_lines_go(lang, line):
    """A line of the site's interface alone in a block between the article's paragraphs is no text."""
    assert _rest(lang, f"<p>{line}</p>") == []


@pytest.mark.parametrize("lang, line", [
    ("de", "Unser Newsletter hält Sie auf dem Laufenden. Jetzt kostenlos abonnieren!"),
    ("de", "Hier können Sie unseren Newsletter abonnieren."),
    ("fr", "Recevez chaque matin l'essentiel de l'actualité. S'inscrire"),
    ("en", "The day's top stories, in your inbox every morning. Sign up"),
    ("it", "Le notizie del giorno, ogni mattina nella tua casella. Iscriviti"),
])
def test_a_newsletter_boxs_pitch_with_its_button_goes(lang, line):
    """A newsletter box's pitch with its button's label glued after it: a prompt, not the text."""
    assert _rest(lang, f"<div class='nl-box'><p>{line}</p></div>") == []


@pytest.mark.parametrize("lang, lines", [
    ("de", ["Empfohlener externer Inhalt",
            "An dieser Stelle finden Sie einen externen Inhalt von X, der den Artikel ergänzt und von der Redaktion "
            "empfohlen wird. Sie können ihn sich mit einem Klick anzeigen lassen und wieder ausblenden.",
            "Ich bin damit einverstanden, dass mir externe Inhalte angezeigt werden. Damit können personenbezogene "
            "Daten an Drittplattformen übermittelt werden. Mehr dazu in unserer Datenschutzerklärung."]),
    ("de", ["Externer Inhalt", "Um externe Inhalte anzuzeigen, ist Ihre widerrufliche Zustimmung nötig."]),
    ("en", ["To view this content, please accept the cookies of our social media partners."]),
    ("fr", ["Ce contenu est bloqué car vous n'avez pas accepté les cookies et autres traceurs."]),
    ("it", ["Per visualizzare questo contenuto è necessario accettare i cookie di terze parti."]),
])
def test_an_embedded_posts_consent_placeholder_goes(lang, lines):
    """The placeholder of an embedded post or video, asking to load another site's content, is no text."""
    box = "<div class='embed-wrapper'>" + "".join(f"<p>{t}</p>" for t in lines) + "<button>Inhalt laden</button></div>"
    assert _rest(lang, box) == []


# --- teaser boxes, cards and lines -----------------------------------------------------------------------------

def _links(n: int = 3) -> str:
    return "".join(f"<li><a href='/lokales/2024/bahnstreik-{i}.html'>Bahnstreik Nummer {i}: Was Pendler jetzt wissen "
                   "müssen</a></li>" for i in range(n))


@pytest.mark.parametrize("lang, intro", [
    ("de", "Mehr zum Thema Bahnstreik lesen Sie hier:"), ("de", "Lesen Sie dazu auch unsere Analysen:"),
    ("en", "Read more about the rail strike:"), ("fr", "Lire aussi sur la grève des cheminots :"),
    ("it", "Leggi anche gli altri articoli sullo sciopero:"), ("cs", "Přečtěte si také další články o stávce:"),
])
def test_a_teaser_box_introduced_by_a_sentence_goes_with_its_links(lang, intro):
    """A teaser box's heading written as a sentence ending in a colon, with the links under it."""
    assert _rest(lang, f"<section class='topic'><p>{intro}</p><ul>{_links()}</ul></section>") == []


def test_teaser_cards_without_a_heading_of_their_box_go():
    """Teaser cards between the paragraphs, each a link around its title and its excerpt, no heading above."""
    cards = "".join(
        f"<article class='teaser'><a href='/lokales/2024/bahnstreik-{i}.html'><h3>Bahnstreik Nummer {i}: Was Pendler "
        f"jetzt wissen müssen</h3><p>Die Gewerkschaft hat zum {i + 2}. Ausstand aufgerufen. Was Fahrgäste jetzt "
        "beachten sollten und welche Rechte sie haben.</p></a></article>" for i in range(3))
    assert _rest("de", f"<div class='cards'>{cards}</div>") == []


def test_a_czech_teaser_line_ending_in_its_read_here_link_goes():
    """An old Czech news site's teaser line: another article's title and "čtěte ZDE" as its link."""
    line = ("<p>Fischer je také pro Kalouska. Požaduje ale souhlas od Paroubka - "
            "<a href='/c1-123-fischer'>čtěte ZDE</a></p>")
    assert _rest("cs", line) == []


@pytest.mark.parametrize("lang, bio", [
    ("en", "<strong>Erin Cunningham</strong> is an Egypt-based correspondent for The Post. She previously covered "
           "conflicts in the Middle East and Afghanistan."),
    ("de", "Max Mustermann ist Redakteur im Ressort Politik. Er schreibt über Bildung und Verkehr."),
    ("fr", "Jean Dupont est journaliste au service Politique. Il couvre la vie municipale depuis 2015."),
    ("it", "Mario Rossi è giornalista del Corriere. Si occupa di politica locale."),
])
def test_the_writers_bio_under_the_article_goes(lang, bio):
    """The writer's bio under the article is the author's box, not the text."""
    assert _rest(lang, end=f"<div class='about'><img src='/autor.jpg' alt=''><p>{bio}</p></div>") == []


# --- real sentences with the same words stay -------------------------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("de", "Lesen Sie auch die Studie der Universität Bonn, die im März erschienen ist: Sie zeigt, dass die Schulen im "
           "Norden seit Jahren benachteiligt sind."),
    ("de", "Artikel anhören und Zeitung lesen gehört für viele Pendler zum Morgen."),
    ("de", "Vorlesen ist für Kinder wichtig, sagte die Bibliothekarin."),
    ("de", "Der Artikel wurde aktualisiert, nachdem die Stadt neue Zahlen vorgelegt hatte, die den Streit verschärften."),
    ("de", "Unser Newsletter ist gescheitert, räumte der Verein ein."),
    ("de", "Externer Inhalt aus dem Netz hat die Debatte im Rat geprägt, sagte der Bürgermeister."),
    ("en", "This story has been updated many times since the trial began, and the verdict is still months away."),
    ("en", "Editor's note: This story was updated at 5:45 p.m. ET to include details from the NASA telecon."),
    ("en", "This story has been updated to include comment from the mayor."),
    ("en", "Follow the money, the auditor told the council on Tuesday."),
    ("en", "Subscribers to the local paper can read the full report, the clerk said."),
    ("en", "Listen to the residents, the mayor urged the council."),
    ("fr", "Réservé aux abonnés du club, le parking ouvrira en juin."),
    ("it", "Segui i soldi, ha detto il revisore."),
    ("en", "We want daily buses to the north. Sign up for the petition at the library, the organisers said."),
    ("cs", "Čtěte pozorně, vyzval primátor zastupitele před hlasováním."),
    ("en", "Reporting by the BBC showed that the council had known about the damage for years."),
    ("en", "Several neighbours contributed to this report of the damage, the clerk said."),
    ("en", "Additional reporting by Steve Gorman; Editing by Marguerita Choy and Nick Zieminski"),
    ("en", "Sign up for the evening classes closes on Friday, the school said."),
    ("de", "Lesermeinungen zur Schulreform gingen in der Redaktion zu Hunderten ein."),
    ("en", "Getty Images sold the archive to a fund in 2023, the company said."),
    ("en", "Join the conversation about the budget at the town hall on Friday, the mayor wrote."),
])
def test_sentences_with_those_words_stay(lang, line):
    """A sentence of the text that holds those words, or opens with them, is the text."""
    texts = _texts(lang, f"<p>{line}</p>")
    assert line in texts and all(p in texts for p in P[lang])


def test_a_teaser_sentence_with_its_own_text_and_the_links_of_the_text_stay():
    """A paragraph ending in a colon that is the article's own ("Der Bürgermeister nannte drei Gründe:") and the
    list under it stay: only a teaser box's words open the intro."""
    inserted = ("<p>Der Bürgermeister nannte drei Gründe dafür:</p><ul><li><a href='/schulen'>Die Schulen</a> sind "
                "marode und zu klein für die Kinder des Viertels.</li><li>Die Lehrer fehlen.</li></ul>")
    texts = _texts("de", inserted)
    assert "Der Bürgermeister nannte drei Gründe dafür:" in texts and "Die Lehrer fehlen." in texts


@pytest.mark.parametrize("lang, intro", [("de", "Empfehlungen von Dennis:"), ("en", "Recommended courses:")])
def test_a_list_articles_own_intro_before_its_linked_items_stays(lang, intro):
    """A list article's own line before its linked items ("Empfehlungen von Dennis:", "Recommended courses:") does
    not ask to read other articles: it and its items are the text."""
    items = ("<ul><li><a href='https://shop.example.com/buch-1'>Buch: Wie Maschinen denken lernen</a></li>"
             "<li><a href='https://shop.example.com/film-2'>Film: Her</a></li></ul>")
    texts = _texts(lang, f"<p>{intro}</p>{items}")
    assert intro in texts and "Film: Her" in texts


def test_a_last_paragraph_about_a_reporter_stays():
    """The article's last paragraph that names a reporter, not the writer's bio, stays."""
    last = ("John Smith is a reporter who was detained in Moscow last year. His family said on Tuesday that he had "
            "been released.")
    assert last in _texts("en", end=f"<p>{last}</p>")


def test_linked_headings_with_the_articles_prose_under_them_stay():
    """A list article's linked headings, each with its own paragraph of prose, are the text."""
    body = "".join(
        f"<h3><a href='https://www.ort{i}.de/'>Ort Nummer {i} am See</a></h3><p>Der Ort Nummer {i} liegt am Ufer des "
        "Sees und bietet im Sommer einen Badestrand, einen Bootsverleih und ein kleines Museum.</p>" for i in range(3))
    texts = _texts("de", body)
    assert "Ort Nummer 1 am See" in texts and sum("liegt am Ufer" in t for t in texts) == 3


# --- a whole article through vert ------------------------------------------------------------------------------

DE_PAGE = page(
    "<header><nav><a href='/'>Startseite</a> <a href='/lokales'>Lokales</a></nav></header><main><article>"
    f"<h1>{TITLE['de']}</h1><div class='audio'><p>Artikel anhören • 4 Min</p></div><div class='article-body'>"
    f"<p>{P['de'][0]}</p><p>- Anzeige -</p><p>{P['de'][1]}</p>"
    "<section class='topic'><p>Mehr zum Thema Bahnstreik lesen Sie hier:</p><ul>" + _links() + "</ul></section>"
    f"<p>{P['de'][2]}</p><div class='embed-wrapper'><p>Empfohlener externer Inhalt</p><p>Ich bin damit "
    "einverstanden, dass mir externe Inhalte angezeigt werden. Damit können personenbezogene Daten an "
    "Drittplattformen übermittelt werden.</p></div>"
    f"<p>{P['de'][3]}</p><p>Dieser Artikel wurde aktualisiert.</p>"
    "<div class='about'><p>Max Mustermann ist Redakteur im Ressort Lokales. Er schreibt über Schulen.</p></div>"
    "</div></article></main><footer><a href='/impressum'>Impressum</a></footer>", TITLE["de"], HEAD)


def test_a_german_article_comes_out_without_its_player_advert_teasers_embed_and_bio(tmp_path):
    """Through ``vert``: the article's document holds its headline and paragraphs and none of the boxes."""
    out = tmp_path / "out.vert"
    convert(settings_data(), [make_warc(tmp_path / "in.warc.gz", [dict(url=URL, html=DE_PAGE,
                                                                        date="2026-11-30T10:00:00Z")])],
            out, workers=1, source="test")
    docs = docs_of(read_vert(out))
    assert len(docs) == 1
    words = " ".join(line.split("\t")[0] for line in docs[0].splitlines() if not line.startswith("<"))
    for gone in ("anhören", "Anzeige", "Bahnstreik", "externer", "einverstanden", "aktualisiert", "Mustermann"):
        assert gone not in words
    for kept in ("Haushalt", "Bürgermeister", "Eltern", "Opposition", "vierzehn"):
        assert kept in words


CAPTION = ("Democratic presidential candidate South Bend, Ind., Mayor Pete Buttigieg speaks during a fundraiser for the "
           "Nevada Democratic Party, Sunday, Nov. 17, 2019, in Las Vegas.")


def test_a_caption_shown_again_in_a_gallery_under_the_article_comes_out_once():
    """A long caption shown under the lead picture and again in the gallery after the text: once is enough (a
    copy in another element; a short one was dropped already)."""
    texts = _texts("en", f"<div class='media'><img src='/a.jpg' alt=''><p>{CAPTION}</p></div>",
                   f"<div class='gallery'><img src='/a.jpg' alt=''><p>{CAPTION}</p></div>")
    assert texts.count(CAPTION) == 1 and all(p in texts for p in P["en"])


def test_a_paragraph_repeated_in_the_same_element_stays_twice():
    """The article's own paragraph repeated in its element (a refrain, a test page) is its text both times."""
    refrain = ("We shall not give up the school, we shall not give up the library, the parents sang again and again in "
               "the hall on Tuesday evening.")
    texts = _texts("en", f"<p>{refrain}</p>", f"<p>{refrain}</p>")
    assert texts.count(refrain) == 2


def test_an_interviews_question_asked_of_each_guest_stays_each_time():
    """A question put to each guest of an interview in turn, in each guest's element, is the text each time."""
    question = ("Which school in the north of the city did you go to yourself, and what would you change there first "
                "if the council gave you the money?")
    guests = "".join(f"<div class='guest'><h3>Guest {n}</h3><p><strong>{question}</strong></p><p>I went to the school on "
                     f"Mill Street number {n}, and I would repair its roof and its old gym before anything else.</p></div>"
                     for n in range(3))
    texts = _texts("en", guests)
    assert texts.count(question) == 3
