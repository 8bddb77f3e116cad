"""Whole news pages of session 29's sixth batch: French-language and Italian sites the earlier batches had not (Le
Point, L'Express, BFMTV, Les Échos, La Dépêche, RTBF; Il Sole 24 Ore, Il Messaggero, TGCom24, Fanpage, RaiNews,
Open), each after the article template the site emits, with its furniture between and around the paragraphs (chapô
and sommario stay; "Par … Publié le … Mis à jour le …" and "di … Aggiornato il …" lines, "Lire aussi"/"À lire aussi"/
"Leggi anche" boxes, subscriber teasers, photo credits, "Publicité"/"Pubblicità" labels, newsletter boxes, share bars,
comment counters, tag lists "Sujets"/"Argomenti", author boxes and related rails go).  For each page the article's text
stays whole, the furniture goes, and the ``<doc>`` line names the title, writer and day the page states.  The harness
is ``NewsPage`` of ``test_vert_news28``, the tests those of ``test_vert_news29d``."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, article_ld, news_foot, processed

PAGES: dict[str, NewsPage] = {}


def _head(lang: str, title: str, headline: str, author: str, day: str) -> str:
    return article_head(title, lang, article_ld("NewsArticle", headline, author, day))


def _foot(site: str, lang: str) -> str:
    links = ('<a href="/mentions-legales">Mentions légales</a> <a href="/cgu">CGU</a> <a href="/cookies">Gestion des '
             'cookies</a>' if lang == "fr" else '<a href="/privacy">Privacy</a> <a href="/cookie">Cookie policy</a> '
             '<a href="/contatti">Contatti</a>')
    return news_foot(site, links, "footer")


# --- Le Point (art- classes, "Par … Publié le … Modifié le …", "À LIRE AUSSI" paragraph, premium teaser) ----------

LEPOINT = (
    "Le Sénat a adopté mardi soir, par 212 voix contre 118, le projet de loi qui encadre la location des meublés de "
    "tourisme dans les communes où le logement manque.",
    "Le texte permet aux maires de limiter à 90 jours par an la location d’une résidence principale, contre 120 "
    "aujourd’hui, et durcit les sanctions contre les propriétaires qui ne déclarent pas leur bien.",
    "Un compromis attendu avec l’Assemblée",
    "Les députés, qui avaient voté une version plus sévère en juin, devront s’accorder avec les sénateurs en "
    "commission mixte paritaire avant la fin de l’année.",
    "« Nous avons trouvé un équilibre entre le droit de propriété et le besoin de logements », a déclaré la "
    "rapporteure du texte.",
)
LEPOINT_CHAPO = "Les maires pourront limiter à 90 jours par an la location des résidences principales."


def _lepoint() -> str:
    a = LEPOINT
    return (
        _head("fr", "Meublés de tourisme : le Sénat adopte le texte qui encadre Airbnb - Le Point",
              "Meublés de tourisme : le Sénat adopte le texte qui encadre Airbnb", "Marc Vignaud", "2026-11-24")
        + '<body><header class="header"><a href="/">Le Point</a><nav><a href="/politique/">Politique</a> <a href="/'
        'economie/">Économie</a> <a href="/abonnement/">S’abonner</a> <a href="/connexion">Se connecter</a></nav>'
        '</header><main><article class="article"><header class="art-header"><h1 class="art-title">Meublés de '
        'tourisme : le Sénat adopte le texte qui encadre Airbnb</h1>'
        f'<h2 class="art-chapeau">{LEPOINT_CHAPO}</h2>'
        '<div class="art-signature"><span class="art-author">Par <a href="/journalistes/marc-vignaud">Marc Vignaud'
        '</a></span><div class="art-dates"><span>Publié le 24/11/2026 à 21h30</span> <span>Modifié le 25/11/2026 à '
        '07h12</span></div></div><div class="art-share"><a href="#">Partager</a> <a href="#">Copier le lien</a> '
        '<a href="#comments">💬 Commenter</a></div></header>'
        '<figure class="art-figure"><img src="/s.jpg" alt=""><figcaption>Le Sénat, à Paris. '
        '<span class="credit">© LUDOVIC MARIN / AFP</span></figcaption></figure>'
        f'<div class="art-text"><p>{a[0]}</p><p>{a[1]}</p>'
        '<p class="ALIRE"><strong>À LIRE AUSSI</strong> <a href="/economie/airbnb-1.php">Airbnb : les villes qui '
        'ont déjà sauté le pas</a></p>'
        f'<h2>{a[2]}</h2><div class="pub"><span>Publicité</span></div><p>{a[3]}</p><p>{a[4]}</p></div>'
        '<div class="art-tags"><span>Sujets</span> <a href="/tags/airbnb">Airbnb</a> <a href="/tags/senat">Sénat</a>'
        ' <a href="/tags/logement">Logement</a></div>'
        '<div class="newsletter-box"><p class="nl-title">Newsletter Politique</p><p>Chaque matin, l’essentiel de '
        'l’actualité politique.</p><button>Je m’inscris</button></div>'
        '<div class="comments"><a href="#">Commentaires (37)</a></div></article></main>' + _foot("Le Point", "fr"))


PAGES["lepoint"] = NewsPage(
    _lepoint(), "https://www.lepoint.example.fr/politique/meubles-de-tourisme-le-senat-adopte-24-11-2026-2560001_20.php",
    (LEPOINT_CHAPO, *LEPOINT),
    ("À LIRE AUSSI", "ont déjà sauté le pas", "LUDOVIC MARIN", "Publicité", "Newsletter Politique", "Je m’inscris",
     "Commentaires (37)", "Copier le lien", "Publié le", "Mentions légales"),
    {"author": "Marc Vignaud", "date": "2026-11-24", "type": "article"})


# --- L'Express ("Réservé aux abonnés" flag, "Lire aussi :" lines, "Partager" bar, author box) ------------------------

LEXPRESS = (
    "La Cour des comptes estime que l’État a dépensé près de 4 milliards d’euros en dix ans pour rénover des "
    "bâtiments publics sans mesurer les économies d’énergie obtenues.",
    "Dans un rapport publié ce jeudi, les magistrats relèvent que seuls 12 % des chantiers ont fait l’objet d’un "
    "bilan après travaux.",
    "Les ministères concernés reconnaissent des lacunes et promettent un outil de suivi commun d’ici à 2028.",
)
LEXPRESS_CHAPO = ("Dans un rapport très critique, la Cour des comptes pointe l’absence de suivi des chantiers de "
                  "rénovation énergétique des bâtiments de l’État.")


def _lexpress() -> str:
    a = LEXPRESS
    return (
        _head("fr", "Rénovation des bâtiments publics : la Cour des comptes étrille l’État - L'Express",
              "Rénovation des bâtiments publics : la Cour des comptes étrille l’État", "Sébastien Julian",
              "2026-11-26")
        + '<body><header><a href="/">L\'Express</a><nav><a href="/economie/">Économie</a> <a href="/abonnement">'
        'Abonnez-vous</a></nav></header><main><article class="article"><div class="article__premium">Réservé aux '
        'abonnés</div><h1 class="article__title">Rénovation des bâtiments publics : la Cour des comptes étrille '
        f'l’État</h1><p class="article__headline">{LEXPRESS_CHAPO}</p>'
        '<div class="article__metas"><span class="article__author">Par <a href="/auteurs/sebastien-julian">Sébastien '
        'Julian</a></span><time datetime="2026-11-26T06:30:00+01:00">Publié le 26/11/2026 à 06:30</time></div>'
        '<div class="share-bar"><a href="#">Facebook</a> <a href="#">X</a> <a href="#">Linkedin</a> <a href="#">Mail'
        f'</a></div><div class="article__body"><p>{a[0]}</p>'
        '<p class="lire-aussi"><strong>Lire aussi :</strong> <a href="/economie/dpe-1.html">DPE : ce qui change au 1er '
        f'janvier pour les propriétaires</a></p><p>{a[1]}</p>'
        '<div class="ad"><p>Publicité</p></div>'
        f'<p>{a[2]}</p></div><div class="author-box"><p class="author-box__name">Sébastien Julian</p><p>Journaliste '
        'au service Économie de L’Express, il suit les questions de logement et d’énergie.</p></div>'
        '<aside class="related"><h3>Sur le même sujet</h3><ul><li><a href="/r1">Les passoires thermiques sortent du '
        'marché locatif</a></li></ul></aside></article></main>' + _foot("L'Express", "fr"))


PAGES["lexpress"] = NewsPage(
    _lexpress(), "https://www.lexpress.example.fr/economie/renovation-des-batiments-publics-la-cour-des-comptes-etrille"
    "-l-etat_2290001.html",
    (LEXPRESS_CHAPO, *LEXPRESS),
    ("Réservé aux abonnés", "Lire aussi", "DPE : ce qui change", "Publicité", "Journaliste au service",
     "Sur le même sujet", "passoires thermiques", "Abonnez-vous"),
    {"author": "Sébastien Julian", "date": "2026-11-26", "type": "article"})


# --- BFMTV ("J.D. avec AFP", "Le 24/11/2026 à 8:00", chapo div, "À lire aussi" block, "Partager", video label) -------

BFM = (
    "Un incendie s’est déclaré lundi soir dans un entrepôt de la zone industrielle de Saint-Ouen, mobilisant plus de "
    "120 sapeurs-pompiers, selon la préfecture de police.",
    "Aucun blessé n’est à déplorer. Les riverains ont été invités à fermer leurs fenêtres en raison de l’épais panache "
    "de fumée visible depuis plusieurs kilomètres.",
    "Le feu a été maîtrisé vers 2 heures du matin. Une enquête a été ouverte pour déterminer son origine.",
)
BFM_CHAPO = "Plus de 120 pompiers ont été mobilisés pour éteindre le feu, qui n’a fait aucun blessé."


def _bfmtv() -> str:
    a = BFM
    return (
        _head("fr", "Saint-Ouen: un important incendie dans un entrepôt, 120 pompiers mobilisés",
              "Saint-Ouen: un important incendie dans un entrepôt, 120 pompiers mobilisés", "Jules Dubois",
              "2026-11-23")
        + '<body><header><a href="/">BFMTV</a><nav><a href="/police-justice/">Police-Justice</a> <a href="/en-direct/'
        '">En direct</a></nav></header><main><article class="content_article"><h1 class="content_title">Saint-Ouen: '
        'un important incendie dans un entrepôt, 120 pompiers mobilisés</h1>'
        '<div class="content_infos"><span class="author_name">J.D. avec AFP</span> <time datetime="2026-11-23T22:10">'
        'Le 23/11/2026 à 22:10</time></div><div class="share_buttons"><a href="#">Partager</a> <a href="#">Facebook'
        f'</a> <a href="#">Twitter</a></div><div class="chapo">{BFM_CHAPO}</div>'
        '<figure><img src="/f.jpg" alt=""><figcaption>Des pompiers en intervention (photo d’illustration) - '
        f'THOMAS SAMSON / AFP</figcaption></figure><div class="content_body"><p>{a[0]}</p>'
        '<div class="bloc_lire_aussi"><span>À lire aussi</span><a href="/police-justice/incendie-1.html">Incendie à '
        f'Marseille: deux immeubles évacués</a></div><p>{a[1]}</p><div class="ad_label">Publicité</div><p>{a[2]}</p>'
        '</div><div class="tags"><a href="/tag/incendie">Incendie</a> <a href="/tag/saint-ouen">Saint-Ouen</a></div>'
        '<aside class="most_read"><h2>Les plus lus</h2><ol><li><a href="/m1">Météo: jusqu’à 20 cm de neige '
        'attendus</a></li></ol></aside></article></main>' + _foot("BFMTV", "fr"))


PAGES["bfmtv"] = NewsPage(
    _bfmtv(), "https://www.bfmtv.example.com/police-justice/saint-ouen-un-important-incendie_AD-202611230812.html",
    (BFM_CHAPO, *BFM),
    ("À lire aussi", "deux immeubles évacués", "Publicité", "THOMAS SAMSON", "Les plus lus", "jusqu’à 20 cm",
     "Twitter"),
    {"date": "2026-11-23", "type": "article"})


# --- La Dépêche (article-full classes, "L'essentiel" box stays, "Abonnés" flag, "Voir les commentaires") ----------

DEPECHE = (
    "La ligne de bus qui relie Toulouse à l’aéroport de Blagnac passera toutes les dix minutes à partir du 5 "
    "janvier, a annoncé Tisséo mercredi.",
    "Le réseau prévoit aussi de prolonger le service jusqu’à une heure du matin le vendredi et le samedi.",
    "Les usagers réclamaient ces changements depuis la suppression de la navette express en 2024.",
)
DEPECHE_CHAPO = "Tisséo renforce la desserte de l’aéroport à partir de janvier."


def _depeche() -> str:
    a = DEPECHE
    return (
        _head("fr", "Toulouse : un bus toutes les dix minutes vers l’aéroport dès janvier - ladepeche.fr",
              "Toulouse : un bus toutes les dix minutes vers l’aéroport dès janvier", "Philippe Emery", "2026-11-25")
        + '<body><header><a href="/">La Dépêche</a><nav><a href="/communes/toulouse/">Toulouse</a> <a href="/abonnement'
        '/">Je m’abonne</a></nav></header><main><article class="article-full"><div class="article-full__header">'
        '<span class="article-full__label">Abonnés</span><h1 class="article-full__title">Toulouse : un bus toutes '
        f'les dix minutes vers l’aéroport dès janvier</h1><p class="article-full__chapeau">{DEPECHE_CHAPO}</p>'
        '<div class="article-full__infos"><span class="article-full__author">Philippe Emery</span> <span class='
        '"article-full__date">Publié le 25/11/2026 à 18:42 , mis à jour à 19:05</span></div></div>'
        '<div class="article-full__social"><a href="#">Partager</a> <a href="#comments">Voir les commentaires</a>'
        f'</div><div class="article-full__body"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="article-full__see-also"><span>À lire aussi :</span> <a href="/a/1">Métro : la ligne C ouvrira '
        f'avec six mois de retard</a></div><p>{a[2]}</p><p><em>Suivez toute l’actualité de Toulouse sur notre '
        'page Facebook.</em></p></div>'
        '<div class="newsletter"><p>Recevez l’actualité de Toulouse</p><p>Inscrivez-vous à notre newsletter '
        'quotidienne.</p><button>S’inscrire</button></div></article></main>' + _foot("La Dépêche du Midi", "fr"))


PAGES["ladepeche"] = NewsPage(
    _depeche(), "https://www.ladepeche.example.fr/2026/11/25/toulouse-un-bus-toutes-les-dix-minutes-12345678.php",
    (DEPECHE_CHAPO, *DEPECHE),
    ("Abonnés", "Voir les commentaires", "À lire aussi", "sur notre page Facebook", "ouvrira avec six mois", "Recevez l’actualité",
     "Inscrivez-vous", "Je m’abonne"),
    {"author": "Philippe Emery", "date": "2026-11-25", "type": "article"})


# --- Il Sole 24 Ore (atitle/asummary, "di … 24 novembre 2026", audio prompt, "Leggi anche", "Riproduzione riservata ©",
# "Argomenti") ---------------------------------------------------------------------------------------------------------

SOLE = (
    "Il governo ha approvato lunedì sera il decreto che proroga di un anno il credito d’imposta per le imprese che "
    "investono in macchinari e software.",
    "La misura vale circa 2,1 miliardi di euro e riguarda in particolare le piccole e medie imprese del settore "
    "manifatturiero.",
    "Le reazioni delle associazioni",
    "Confindustria ha accolto con favore la proroga, ma chiede regole più semplici per accedere all’agevolazione.",
)
SOLE_SUMMARY = "Il provvedimento vale 2,1 miliardi e riguarda soprattutto le piccole e medie imprese."


def _sole() -> str:
    a = SOLE
    return (
        _head("it", "Credito d’imposta per i macchinari, il governo proroga di un anno - Il Sole 24 ORE",
              "Credito d’imposta per i macchinari, il governo proroga di un anno", "Giovanni Parente", "2026-11-23")
        + '<body><header><a href="/">Il Sole 24 ORE</a><nav><a href="/economia">Economia</a> <a href="/abbonamenti">'
        'Abbonati</a> <a href="/login">Accedi</a></nav></header><main><article class="article"><div class="aoverlay">'
        '<h1 class="atitle">Credito d’imposta per i macchinari, il governo proroga di un anno</h1>'
        f'<p class="asummary">{SOLE_SUMMARY}</p></div>'
        '<div class="auth"><span class="auth-name">di <a href="/autori/giovanni-parente">Giovanni Parente</a></span> '
        '<time class="time" datetime="2026-11-23">23 novembre 2026</time></div>'
        '<div class="audio-player"><p>Ascolta la versione audio dell’articolo</p><span>3&#39; di lettura</span></div>'
        '<figure><img src="/m.jpg" alt=""><figcaption>(Imagoeconomica)</figcaption></figure>'
        f'<div class="atext"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="leggi-anche"><p class="leggi-anche-title">Loading...</p><a href="/art/1">Transizione 5.0, '
        f'le imprese chiedono tempi più lunghi</a></div><h2>{a[2]}</h2><p>{a[3]}</p>'
        '<p class="copy">Riproduzione riservata ©</p></div>'
        '<div class="atags"><span>Argomenti</span> <a href="/argomenti/fisco">Fisco</a> <a href="/argomenti/imprese">'
        'Imprese</a></div></article></main>' + _foot("Il Sole 24 Ore Spa", "it"))


PAGES["ilsole24ore"] = NewsPage(
    _sole(), "https://www.ilsole24ore.example.com/art/credito-d-imposta-macchinari-proroga-AGx1234",
    (SOLE_SUMMARY, *SOLE),
    ("Ascolta la versione audio", "di lettura", "Imagoeconomica", "Loading...", "Transizione 5.0",
     "Riproduzione riservata", "Argomenti", "Accedi"),
    {"author": "Giovanni Parente", "date": "2026-11-23", "type": "article"})


# --- Il Messaggero ("Ultimo aggiornamento:", "Leggi anche" with a link, "© RIPRODUZIONE RISERVATA", newsletter) -----

MESS = (
    "Da lunedì prossimo la linea C della metropolitana di Roma resterà aperta fino all’una e mezza di notte il "
    "venerdì e il sabato.",
    "L’assessore alla Mobilità ha spiegato che la sperimentazione durerà sei mesi e servirà a capire quanti passeggeri "
    "usano il servizio notturno.",
    "Se i risultati saranno positivi, l’orario prolungato sarà esteso anche alle linee A e B.",
)


def _messaggero() -> str:
    a = MESS
    return (
        _head("it", "Metro C aperta fino all’1.30 nel weekend: la sperimentazione parte lunedì",
              "Metro C aperta fino all’1.30 nel weekend: la sperimentazione parte lunedì", "Fernando Magliaro",
              "2026-11-26")
        + '<body><header><a href="/">Il Messaggero</a><nav><a href="/roma/">Roma</a> <a href="/abbonati">Abbonati</a>'
        '</nav></header><main><article><h1 class="title-article">Metro C aperta fino all’1.30 nel weekend: la '
        'sperimentazione parte lunedì</h1><div class="info"><span class="author">di Fernando Magliaro</span> '
        '<span class="date">3 Minuti di Lettura</span> <span class="date">Mercoledì 26 Novembre 2026, 07:15 - Ultimo '
        'aggiornamento: 09:40</span></div><div class="share"><a href="#">Facebook</a> <a href="#">WhatsApp</a> '
        f'<a href="#">Telegram</a></div><div class="body-text"><p>{a[0]}</p>'
        '<p><strong>Leggi anche</strong> <a href="/roma/1.html">Roma, bus elettrici: arrivano altri 80 mezzi</a></p>'
        f'<p>{a[1]}</p><div class="adv"><span>Pubblicità</span></div><p>{a[2]}</p>'
        '<div class="paywall"><p>Questo articolo è riservato agli abbonati. Abbonati per continuare a leggere.</p>'
        '<p>Sei già abbonato? Accedi</p></div>'
        '<p class="copyright">© RIPRODUZIONE RISERVATA</p></div>'
        '<div class="newsletter"><p>Iscriviti alla newsletter de Il Messaggero</p><p>Ogni mattina le notizie più '
        'importanti.</p><button>Iscriviti</button></div></article></main>' + _foot("Il Messaggero", "it"))


PAGES["ilmessaggero"] = NewsPage(
    _messaggero(), "https://www.ilmessaggero.example.it/roma/metro_c_aperta_weekend-8123456.html",
    MESS,
    ("Minuti di Lettura", "Ultimo aggiornamento", "Leggi anche", "bus elettrici", "Pubblicità",
     "RIPRODUZIONE RISERVATA", "Iscriviti alla newsletter", "WhatsApp", "riservato agli abbonati", "già abbonato"),
    {"author": "Fernando Magliaro", "date": "2026-11-26", "type": "article"})


# --- Fanpage ("A cura di", "Pubblicato il", "Continua a leggere dopo la pubblicità", occhiello, "Questo articolo") --

FAN = (
    "I carabinieri hanno sequestrato ieri mattina un capannone alla periferia di Caserta dove venivano stoccate "
    "oltre tre tonnellate di rifiuti speciali.",
    "Il titolare dell’azienda, un uomo di 54 anni, è stato denunciato per gestione illecita di rifiuti.",
    "Secondo gli investigatori il materiale sarebbe arrivato da cantieri edili di tutta la provincia.",
)
FAN_LEAD = "Nel capannone i militari hanno trovato oltre tre tonnellate di materiale da demolizione."


def _fanpage() -> str:
    a = FAN
    return (
        _head("it", "Caserta, sequestrato capannone con tre tonnellate di rifiuti speciali",
              "Caserta, sequestrato capannone con tre tonnellate di rifiuti speciali", "Nico Falco", "2026-11-25")
        + '<body><header><a href="/">Fanpage.it</a><nav><a href="/napoli/">Napoli</a> <a href="/newsletter/">'
        'Newsletter</a></nav></header><main><article class="article"><div class="occhiello">Cronaca</div>'
        '<h1 class="article-title">Caserta, sequestrato capannone con tre tonnellate di rifiuti speciali</h1>'
        f'<p class="article-lead">{FAN_LEAD}</p><div class="byline"><span>A cura di <a href="/autori/nico-falco">Nico '
        'Falco</a></span> <time datetime="2026-11-25T12:03">Pubblicato il 25 Novembre 2026, 12:03</time></div>'
        f'<div class="article-body"><p>{a[0]}</p><div class="adv-label">Continua a leggere dopo la pubblicità</div>'
        f'<p>{a[1]}</p><p>{a[2]}</p></div><div class="app-banner"><p>Scarica la nostra app</p><a href="/app">'
        'App Store</a> <a href="/app">Google Play</a></div>'
        '<div class="part-of"><p>Questo articolo fa parte della sezione Napoli di Fanpage.it</p></div>'
        '<div class="comments-count"><a href="#">0 commenti</a></div></article></main>' + _foot("Fanpage.it", "it"))


PAGES["fanpage"] = NewsPage(
    _fanpage(), "https://napoli.fanpage.example.it/caserta-sequestrato-capannone-rifiuti/",
    (FAN_LEAD, *FAN),
    ("Continua a leggere", "Questo articolo fa parte", "0 commenti", "A cura di", "Scarica la nostra app",
     "Google Play"),
    {"author": "Nico Falco", "date": "2026-11-25", "type": "article"})


# --- TGCom24 ("Leggi Anche" box, "(Foto Ansa)" caption credit, "Ti potrebbe interessare" rail) -------------------

TGCOM = (
    "Una scossa di terremoto di magnitudo 4.1 è stata avvertita nella notte in provincia di Macerata, senza causare "
    "danni a persone o edifici.",
    "L’epicentro è stato localizzato a 9 chilometri di profondità, secondo l’Istituto nazionale di geofisica e "
    "vulcanologia.",
    "Molte persone sono scese in strada per precauzione. Le scuole della zona resteranno aperte.",
)


def _tgcom() -> str:
    a = TGCOM
    return (
        _head("it", "Terremoto di magnitudo 4.1 nel Maceratese, nessun danno - Tgcom24",
              "Terremoto di magnitudo 4.1 nel Maceratese, nessun danno", "Redazione Tgcom24", "2026-11-24")
        + '<body><header><a href="/">Tgcom24</a><nav><a href="/cronaca/">Cronaca</a> <a href="/dirette/">Dirette</a>'
        '</nav></header><main><article class="atf-article"><h1 class="atf-title">Terremoto di magnitudo 4.1 nel '
        'Maceratese, nessun danno</h1><div class="atf-date">24 novembre 2026 06:35</div>'
        '<figure><img src="/t.jpg" alt=""><figcaption>Un sismografo (Foto Ansa)</figcaption></figure>'
        f'<div class="atf-text"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="leggi-anche"><h3>Leggi Anche</h3><a href="/c/1">Campi Flegrei, sciame sismico nella notte</a>'
        f'</div><p>{a[2]}</p></div><div class="share"><a href="#">Condividi</a></div>'
        '<aside class="related"><h3>Ti potrebbe interessare</h3><ul><li><a href="/r/1">Maltempo, allerta gialla in '
        'cinque regioni</a></li></ul></aside></article></main>' + _foot("Tgcom24 - RTI S.p.A.", "it"))


PAGES["tgcom24"] = NewsPage(
    _tgcom(), "https://www.tgcom24.example.it/cronaca/marche/terremoto-macerata_81234567-202602k.shtml",
    TGCOM,
    ("Foto Ansa", "Leggi Anche", "Campi Flegrei", "Condividi", "Ti potrebbe interessare", "allerta gialla"),
    {"date": "2026-11-24", "type": "article"})


# --- RTBF (Belgian public broadcaster: "Sujets associés" tag rail, error-report prompt, app prompt) ---------------

RTBF = (
    "La Région wallonne va débloquer 35 millions d’euros pour rénover les piscines communales, dont une sur trois "
    "est aujourd’hui fermée ou menacée de fermeture.",
    "Les communes pourront demander un subside couvrant jusqu’à 60 % des travaux, à condition de réduire la "
    "consommation d’énergie du bâtiment d’au moins un tiers.",
    "Les premiers dossiers sont attendus pour le printemps.",
)


def _rtbf() -> str:
    a = RTBF
    return (
        _head("fr", "La Wallonie débloque 35 millions pour rénover les piscines communales - RTBF Actus",
              "La Wallonie débloque 35 millions pour rénover les piscines communales", "Sophie Lemaire", "2026-11-27")
        + '<body><header><a href="/">RTBF Actus</a><nav><a href="/regions/">Régions</a> <a href="/auvio/">Auvio</a>'
        '</nav></header><main><article><h1>La Wallonie débloque 35 millions pour rénover les piscines communales'
        '</h1><div class="meta"><span>Sophie Lemaire</span> <time datetime="2026-11-27T11:20:00+01:00">Publié le '
        'vendredi 27 novembre 2026 à 11h20</time></div><div class="share"><a href="#">Partager</a></div>'
        f'<div class="text"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="report"><p>Vous avez repéré une erreur ? Contactez-nous.</p></div>'
        '<div class="tags"><h2>Sujets associés</h2><ul><li><a href="/tag/wallonie">Wallonie</a></li><li><a href="/'
        'tag/sport">Sport</a></li><li><a href="/tag/energie">Énergie</a></li></ul></div>'
        '<div class="app"><p>Téléchargez l’application RTBF Actus</p></div></article></main>'
        + _foot("RTBF", "fr"))


PAGES["rtbf"] = NewsPage(
    _rtbf(), "https://www.rtbf.example.be/article/la-wallonie-debloque-35-millions-pour-les-piscines-11451234",
    RTBF, ("Vous avez repéré", "Sujets associés", "Téléchargez", "Partager", "Auvio"),
    {"author": "Sophie Lemaire", "date": "2026-11-27", "type": "article"})


# --- Open (open.online: "Leggi anche:" list, cover photo credit, WhatsApp channel and support prompts) ----------

OPEN = (
    "Il ministero dell’Istruzione ha pubblicato il bando per 20 mila nuovi posti da insegnante nelle scuole "
    "secondarie, che saranno assegnati con un concorso a marzo.",
    "Potranno partecipare i laureati con almeno 24 crediti nelle discipline pedagogiche.",
    "I sindacati chiedono che i vincitori vengano assunti già dal prossimo settembre.",
)


def _open() -> str:
    a = OPEN
    return (
        _head("it", "Scuola, bando per 20 mila nuovi insegnanti: il concorso a marzo | Open",
              "Scuola, bando per 20 mila nuovi insegnanti: il concorso a marzo", "Alba Romano", "2026-11-27")
        + '<body><header><a href="/">Open</a><nav><a href="/c/attualita/">Attualità</a> <a href="/c/politica/">'
        'Politica</a></nav></header><main><article class="news"><h1 class="news__title">Scuola, bando per 20 mila '
        'nuovi insegnanti: il concorso a marzo</h1><div class="news__meta"><span>27 Novembre 2026 - 10:05</span> '
        '<span>di <a href="/autori/alba-romano">Alba Romano</a></span></div>'
        '<figure><img src="/c.jpg" alt=""><figcaption>Foto di copertina: ANSA/ANGELO CARCONI | Una classe di un liceo '
        f'romano</figcaption></figure><div class="news__content"><p>{a[0]}</p>'
        '<p><strong>Leggi anche:</strong></p><ul><li><a href="/1">Maturità 2027, le materie della seconda prova</a></li>'
        f'<li><a href="/2">Scuola, il piano per i docenti di sostegno</a></li></ul><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="cta"><p>Segui il canale WhatsApp di Open</p><p>Sostieni il giornalismo indipendente</p></div>'
        '</article></main>' + _foot("Open", "it"))


PAGES["open"] = NewsPage(
    _open(), "https://www.open.example.online/2026/11/27/scuola-bando-20-mila-insegnanti-concorso/",
    OPEN, ("ANGELO CARCONI", "Leggi anche", "Maturità 2027", "docenti di sostegno", "canale WhatsApp",
           "Sostieni il giornalismo"),
    {"author": "Alba Romano", "date": "2026-11-27", "type": "article"})


# --- the tests -------------------------------------------------------------------------------------------------

_OPEN: dict[str, str] = {}


# text whole, furniture gone, writer and day, title and headline
globals().update(page_tests(PAGES, _OPEN, title=True))


# --- the rules, each beside the real text that looks like what it removes ------------------------------------

FR = (
    "Le conseil municipal a adopté lundi soir le budget de l’année prochaine après un long débat. Les écoles du nord "
    "de la ville recevront nettement plus d’argent qu’avant.",
    "Le maire a indiqué que cet argent financerait de nouveaux enseignants et la rénovation de trois bâtiments "
    "anciens. Les résultats seront examinés en juin.",
    "Les parents qui attendaient dans la salle depuis des heures ont salué la décision.",
)
IT = (
    "Il consiglio comunale ha approvato lunedì sera il bilancio del prossimo anno dopo un lungo dibattito. Le scuole "
    "del nord della città riceveranno molti più fondi di prima.",
    "Il sindaco ha spiegato che i fondi serviranno per nuovi insegnanti e per ristrutturare tre vecchi edifici. I "
    "risultati saranno esaminati a giugno.",
    "I genitori che aspettavano in aula da ore hanno accolto con favore la decisione.",
)
_HEADLINES = {"fr": "Le conseil adopte le budget", "it": "Il consiglio approva il bilancio"}


def _article(lang: str, inserted: str) -> list[str]:
    """The paragraphs of a French or an Italian article with ``inserted`` between its first and second paragraphs."""
    text, headline = (FR if lang == "fr" else IT), _HEADLINES[lang]
    page = (_head(lang, f"{headline} - La Gazette", headline, "Anne Leroy", "2026-11-23")
            + f'<body><header><nav><a href="/">La Gazette</a></nav></header><main><article><h1>{headline}</h1>'
            f'<div class="text"><p>{text[0]}</p>{inserted}<p>{text[1]}</p><p>{text[2]}</p></div></article></main>'
            + _foot("La Gazette", lang))
    return _paragraphs(processed(page, "https://www.lagazette.example.fr/ville/budget-1234").body)


@pytest.mark.parametrize(("lang", "line"), [
    ("fr", "Vous souhaitez lire la suite ? Abonnez-vous pour 1€ le premier mois."),
    ("it", "Questo articolo è riservato agli abbonati. Abbonati per continuare a leggere."),
    ("it", "Il contenuto di questa pagina è disponibile solo per gli abbonati"),
    ("fr", "Vous lisez un article gratuit. Soutenez notre journalisme."),
    ("it", "Sostieni il giornalismo indipendente"),
    ("fr", "Suivez toute l’actualité de Toulouse sur notre page Facebook."),
    ("it", "Segui il canale WhatsApp di Open"),
    ("it", "Resta aggiornato, seguici su Telegram"),
    ("fr", "Vous avez repéré une erreur ? Contactez-nous."),
    ("it", "Hai notato un errore? Segnalacelo"),
    ("fr", "Sujets associés"),
    ("fr", "Téléchargez l’application RTBF Actus"),
    ("it", "Scarica la nostra app"),
    ("fr", "Votre adresse mail est collectée par Le Point pour vous adresser nos newsletters. Vous pouvez vous "
           "désinscrire à tout moment en cliquant sur le lien présent dans chacune d’elles."),
    ("it", "Il tuo indirizzo email sarà utilizzato solo per inviarti la newsletter. Puoi annullare l’iscrizione in "
           "qualsiasi momento."),
])
def test_a_paywall_teaser_a_support_plea_a_follow_or_app_prompt_an_error_prompt_and_a_tags_label_go(lang, line):
    assert _article(lang, f"<p>{line}</p>") == [_HEADLINES[lang], *(FR if lang == "fr" else IT)]


@pytest.mark.parametrize(("lang", "line"), [
    ("fr", "Vous souhaitez lire la suite du rapport ? Il est publié en ligne depuis lundi, a précisé le ministère."),
    ("fr", "Envie de lire la suite ? La romancière publiera le second tome de sa saga au mois de mars."),
    ("it", "Il sindaco ha ricordato che l’accesso alla piscina comunale è riservato agli abbonati."),
    ("it", "Sostieni il giornalismo indipendente, ha chiesto il presidente dell’Ordine ai giovani cronisti."),
    ("fr", "Soutenez notre journalisme, lançait déjà le fondateur du journal dans son premier éditorial en 1944."),
    ("fr", "Les élus suivent toute l’actualité de Toulouse sur notre page Facebook, assure le service de presse."),
    ("fr", "Vous avez repéré une erreur dans votre déclaration ? Vous pouvez la corriger jusqu’au 5 juin."),
    ("fr", "Téléchargez l’application sur votre téléphone avant le départ, conseille la compagnie aux voyageurs."),
    ("it", "Scarica la nostra app, dicono i gestori, ma molti anziani non hanno uno smartphone."),
    ("fr", "Votre adresse mail est collectée par de nombreux sites pour vous adresser des publicités, explique la CNIL."),
    ("it", "Il tuo indirizzo email è usato dai truffatori per inviarti messaggi falsi, avverte la polizia postale."),
])
def test_sentences_on_reading_on_support_on_following_on_errors_and_on_apps_stay(lang, line):
    assert line in _article(lang, f"<p>{line}</p>")
