"""Whole pages of session 39 in French, Italian, Spanish, Portuguese and Dutch, of papers, services and systems the
earlier files (fr36, frit37, xfrit38, shopforum37) had none of: a 20 Minutes-like and a Sud Ouest-like article, a
Belgian public broadcaster's (RTBF-like) and a Swiss one's (RTS-like) article, a Québec paper's (La Presse-like) and
Radio-Canada-like article, a Belgian commune's news on Plone (iMio), a Québec.ca-like government page, a HelloAsso
event page, a French WooCommerce product ("TTC", "Livraison offerte", "En stock"), a forum-auto-like thread on
Invision Community, a French recipe blog on Tasty Recipes, a Gedi local paper's article behind its paywall, a
Fanpage-like article, a comune's news item on Designers Italia ("Ultimo aggiornamento", "Argomenti", "A cura di"),
an Italian PrestaShop product ("IVA inclusa"), an Italian vBulletin thread, an El Mundo-like premium article, a
20minutos-like article ("Noticia relacionada", "Te puede interesar"), a Galician regional, a NOS-like and a
nu.nl-like article, an Observador-like Portuguese article, a Tamedia-like Swiss paper (24 heures), a French commune's
démarche on Stratis, a Messaggero-like article ("ULTIMO AGGIORNAMENTO", "© RIPRODUZIONE RISERVATA"), an El
Periódico-like article behind its metered wall ("Noticias relacionadas", "Suscríbete para seguir leyendo").  For each page the text a reader came for stays whole,
the furniture goes.

The classes found (no text was lost; all furniture kept), each tested after the pages with its counter-case: a
French-speaking broadcaster's credits under the text ("Sujet radio: Pierre Nebel", "Adaptation web: jfe",
``phrases.CREDIT_LINES``); a page's rating box heading ("Évaluez cette page", Québec.ca); WooCommerce's notice that
only buyers may review, in en/fr/it/es/de (``shoplines``); an Italian reassurance badge naming the means of payment
("Pagamenti sicuri con carta e PayPal"); a European Portuguese subscription offer in euros after its plea ("Apoie o
jornalismo independente. Assine o Observador a partir de 0,18€ por dia."); a Material icon's name glued to its label
("check Disponibile", PrestaShop's classic theme, ``furniture._remove_icon_ligatures``); a paper's line that is one
link to its dossier ("Consultez notre dossier sur …", La Presse, ``boiler._dossier_link``); a recipe card's rating
with its stars as glyphs and its count ("★★★★★ 4,9 sur 5 (38 avis)", Tasty Recipes).  Open (strict xfails):
HelloAsso's paragraph on its model, NOS's video prompt written as a sentence."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, news_head, processed

_RAW: dict[str, tuple[str, str, list[str], list[str]]] = {}
_META: dict[str, dict[str, str]] = {}
_OPEN: dict[str, str] = {}
_OPEN_FURNITURE: dict[str, str] = {  # what no rule takes yet
    # HelloAsso's paragraph on its own model ("Le modèle solidaire de HelloAsso garantit que 100% de votre paiement
    # sera versé à l'association choisie. …") under every campaign: one platform's sentence, in a section named
    # only ``HaModel``; its label line goes, no general rule knows the paragraph
    "helloasso": "the platform's paragraph on its solidarity model",
    # NOS's prompt over a video in the text, written as a sentence ("Bekijk hier hoe een brug in Zeeland wordt
    # gerenoveerd:"): ``phrases.VIDEO_PROMPT`` knows "Bekijk hier de video"; "Bekijk hier hoe …:" also opens a
    # council's steps ("Bekijk hier hoe u een vergunning aanvraagt:" over its list), so the prompt would need the
    # player after it, which is gone before the blocks are read
    "nos": "a video prompt written as a sentence ending in a colon",
}


def _texts(html: str, url: str) -> list[str]:
    """The paragraphs of the document the page makes."""
    return _paragraphs(processed(html, url).body)


_SIRDATA = ('<div id="sd-cmp"><div class="sd-cmp-popup"><p>Nous utilisons des cookies pour améliorer votre expérience, '
            'mesurer l\'audience et vous proposer des contenus personnalisés.</p><button>Accepter et fermer</button>'
            '<button>Continuer sans accepter</button><button>Paramétrer les cookies</button></div></div>')

# 1 a 20 Minutes-like article: the "Publié le … Mis à jour le" line with its own tag, the "A lire aussi" inline
# link, a "Sur le même sujet" box, the tags, "Réagir", the newsletter
VM = ["Les usagers du TER entre Nantes et Angers vont devoir s'armer de patience : la ligne sera fermée pendant trois semaines à partir du 4 janvier pour des travaux de renouvellement des voies.",
      "Des cars de substitution seront mis en place, avec un temps de trajet allongé d'environ quarante minutes, a précisé la région Pays de la Loire.",
      "« Ces travaux étaient indispensables, certaines traverses datent des années 1970 », explique un responsable de SNCF Réseau.",
      "Les abonnés pourront demander un remboursement partiel de leur abonnement mensuel sur le site de la région."]
_RAW["vingt_minutes"] = (news_head("Nantes : la ligne TER vers Angers fermée trois semaines pour travaux", "fr", "Nantes : la ligne TER vers Angers fermée trois semaines pour travaux", "Frédéric Brenon", "2026-11-24") +
 '<body>' + _SIRDATA + '<header class="c-header"><a class="c-header__logo" href="/">20 Minutes</a><nav class="c-nav"><a href="/nantes/">Nantes</a><a href="/societe/">Société</a><a href="/sport/">Sport</a><a href="/high-tech/">High-Tech</a></nav></header>'
 '<main class="o-main"><article class="c-article"><header class="c-article__header"><p class="c-article__kicker">TRANSPORTS</p><h1 class="c-article__title">Nantes : la ligne TER vers Angers fermée trois semaines pour travaux</h1>'
 '<p class="c-article__lead">Des cars de substitution seront mis en place à partir du 4 janvier.</p>'
 '<div class="c-article__signature"><span class="c-article__author">Frédéric Brenon</span><div class="c-article__dates"><time datetime="2026-11-24T07:12:00+01:00">Publié le 24/11/26 à 07h12</time> — <time datetime="2026-11-24T09:40:00+01:00">Mis à jour le 24/11/26 à 09h40</time></div></div>'
 '<div class="c-share"><button>Partager sur Facebook</button><button>Partager sur X</button><button>Copier le lien</button></div></header>'
 f'<div class="c-content"><p>{VM[0]}</p><p>{VM[1]}</p>'
 '<p class="c-read-also"><strong>A lire aussi : </strong><a href="/nantes/4101234-20261002-nantes-tramway-ligne-1-coupee">Nantes : la ligne 1 du tramway coupée tout l\'été</a></p>'
 f'<p>{VM[2]}</p><p>{VM[3]}</p></div>'
 '<div class="c-tags"><a href="/nantes/">Nantes</a><a href="/transports/">Transports</a><a href="/sncf/">SNCF</a></div>'
 '<div class="c-comments-cta"><a href="#comments">Réagir</a><span>8 commentaires</span></div></article>'
 '<aside class="c-same-topic"><h2>Sur le même sujet</h2><ul><li><a href="/a/1">Bretagne : la ligne Rennes-Saint-Malo rouvre</a></li><li><a href="/a/2">Grève SNCF : les prévisions de trafic</a></li></ul></aside>'
 '<section class="c-newsletter"><h2>Newsletter Nantes</h2><p>Recevez chaque matin l\'essentiel de l\'actu nantaise.</p><form><input type="email"><button>Je m\'inscris</button></form></section></main>'
 '<footer class="c-footer"><a href="/mentions-legales">Mentions légales</a><a href="/contact">Contact</a><p>© 20 Minutes 2026</p></footer></body></html>',
 "https://www.20minutes.example.fr/nantes/4112345-20261124-nantes-ligne-ter-vers-angers-fermee-trois-semaines-travaux",
 VM, ["A lire aussi", "ligne 1 du tramway", "Sur le même sujet", "Rennes-Saint-Malo", "Newsletter Nantes", "Je m'inscris", "Réagir", "8 commentaires", "Copier le lien", "Continuer sans accepter"])
_META["vingt_minutes"] = {"author": "Frédéric Brenon", "date": "2026-11-24", "lang": "fr"}

# 2 a Sud Ouest-like article for subscribers: "Article réservé aux abonnés" label, the paywall's cut ("Il vous reste
# 75 % de cet article à lire"), "Déjà abonné ? Se connecter", the subscription offer
SO = ["Le conseil municipal de Biarritz a voté lundi soir le réaménagement complet de la place Clemenceau, dont les travaux débuteront à l'automne prochain.",
      "Le projet prévoit de supprimer une quarantaine de places de stationnement au profit d'un espace piéton planté d'arbres et d'une fontaine sèche.",
      "L'opposition a dénoncé un coût « disproportionné » de 6,5 millions d'euros et réclamé une concertation plus large avec les commerçants."]
_RAW["sud_ouest"] = (news_head("Biarritz : la place Clemenceau va être entièrement réaménagée", "fr", "Biarritz : la place Clemenceau va être entièrement réaménagée", "Émilie Drugeau", "2026-11-23") +
 '<body><header class="header-main"><a href="/" class="logo">Sud Ouest</a><nav><a href="/pyrenees-atlantiques/biarritz/">Biarritz</a><a href="/gironde/bordeaux/">Bordeaux</a><a href="/sport/">Sport</a></nav><a class="btn-subscribe" href="/abonnement">S\'abonner</a></header>'
 '<main><article class="article-wrapper"><div class="article-header"><span class="article-premium-label">Article réservé aux abonnés</span><h1 class="article-title">Biarritz : la place Clemenceau va être entièrement réaménagée</h1>'
 '<div class="article-meta"><span class="article-author">Par <a href="/redaction/emilie-drugeau">Émilie Drugeau</a></span><span class="article-date">Publié le 23/11/2026 à 20h15.</span><span class="article-update">Mis à jour le 24/11/2026 à 08h02.</span></div></div>'
 '<figure><img src="/img/place.jpg"><figcaption>La place Clemenceau accueille aujourd\'hui un parking de surface. © Crédit photo : Bertrand Lapègue / SUD OUEST</figcaption></figure>'
 f'<div class="article-body"><p class="article-chapo">{SO[0]}</p><p>{SO[1]}</p><p>{SO[2]}</p></div>'
 '<div class="paywall"><p class="paywall-title">Il vous reste 75 % de cet article à lire.</p><p class="paywall-text">La suite est réservée aux abonnés.</p><a class="paywall-btn" href="/abonnement">Je m\'abonne pour 1 € le premier mois</a><p><a href="/connexion">Déjà abonné ? Se connecter</a></p></div></article>'
 '<aside><h2>Les plus lus</h2><ol><li><a href="/a/1">Pays basque : un surfeur secouru à Anglet</a></li></ol></aside></main>'
 '<footer><a href="/mentions-legales">Mentions légales</a><p>© Sud Ouest 2026</p></footer></body></html>',
 "https://www.sudouest.example.fr/pyrenees-atlantiques/biarritz/biarritz-la-place-clemenceau-va-etre-entierement-reamenagee-12345678.php",
 SO, ["Article réservé aux abonnés", "Il vous reste 75", "La suite est réservée", "Je m'abonne pour", "Déjà abonné", "Les plus lus", "surfeur secouru"])
_META["sud_ouest"] = {"author": "Émilie Drugeau", "date": "2026-11-23", "lang": "fr"}

# 3 an RTBF-like article: "Publié le … à …", "Écouter l'article", "Sur le même sujet", the RTBF Auvio teaser
RB = ["La Région wallonne va débloquer 45 millions d'euros pour rénover les piscines publiques, dont une vingtaine sont aujourd'hui fermées faute de moyens.",
      "Les communes pourront introduire leur dossier jusqu'à la fin du mois de mars, avec une priorité donnée aux bassins utilisés par les écoles.",
      "Selon la ministre des Infrastructures sportives, un enfant wallon sur quatre ne sait pas nager à la sortie de l'enseignement primaire.",
      "Le plan prévoit aussi une aide à l'installation de panneaux solaires thermiques pour réduire la facture énergétique des bassins."]
_RAW["rtbf"] = (news_head("Wallonie : 45 millions pour rénover les piscines publiques - RTBF Actus", "fr", "Wallonie : 45 millions pour rénover les piscines publiques", "Jean-François Herbecq", "2026-11-26") +
 '<body><header class="rtbf-header"><a href="/" class="logo">RTBF Actus</a><nav><a href="/info/belgique">Belgique</a><a href="/info/regions">Régions</a><a href="/sport">Sport</a><a href="https://auvio.example.be">Auvio</a></nav><a href="/login">Se connecter</a></header>'
 '<main><article class="ArticleDetail_article__x1"><nav class="Breadcrumb"><a href="/">Accueil</a><a href="/info/regions">Régions</a><a href="/info/regions/liege">Liège</a></nav>'
 '<h1 class="ArticleDetail_title__x2">Wallonie : 45 millions pour rénover les piscines publiques</h1>'
 '<div class="ArticleDetail_meta__x3"><p class="ArticleDetail_author__x4">Par <a href="/auteur/jfherbecq">Jean-François Herbecq</a></p><p class="ArticleDetail_date__x5">Publié le mercredi 26 novembre 2026 à 11h42</p><button class="ArticleDetail_listen__x6">Écouter l\'article</button><div class="ShareButtons"><button>Partager</button><button>Copier le lien</button></div></div>'
 f'<div class="ArticleDetail_body__x7"><p>{RB[0]}</p><p>{RB[1]}</p><p>{RB[2]}</p><p>{RB[3]}</p></div>'
 '<div class="ArticleDetail_auvio__x8"><p>Regardez le JT de 13h sur Auvio</p><a href="https://auvio.example.be/jt">Voir sur Auvio</a></div>'
 '<div class="ArticleDetail_tags__x9"><a href="/tag/piscines">Piscines</a><a href="/tag/wallonie">Wallonie</a></div></article>'
 '<section class="RelatedArticles"><h2>Sur le même sujet</h2><ul><li><a href="/a/1">Liège : la piscine de Jonfosse rouvre ses portes</a></li><li><a href="/a/2">Natation scolaire : les écoles en manque de créneaux</a></li></ul></section></main>'
 '<footer><a href="/conditions">Conditions générales</a><a href="/vie-privee">Vie privée</a><p>© RTBF 2026</p></footer></body></html>',
 "https://www.rtbf.example.be/article/wallonie-45-millions-pour-renover-les-piscines-publiques-11234567",
 RB, ["Écouter l'article", "Sur le même sujet", "Jonfosse", "Regardez le JT", "Voir sur Auvio", "Copier le lien"])
_META["rtbf"] = {"author": "Jean-François Herbecq", "date": "2026-11-26", "lang": "fr"}

# 4 an RTS-like article: "Publié à 10:12 Modifié à 11:30", the radio subject line, "Lire aussi" inline heading,
# the agency line "ats/jfe"
RS = ["Le Conseil fédéral a fixé mercredi les nouvelles primes d'assurance maladie, qui augmenteront en moyenne de 4,2% l'an prochain.",
      "La hausse sera particulièrement marquée dans les cantons de Neuchâtel et du Tessin, où elle dépasse les six pour cent.",
      "La ministre de la Santé a rappelé que les coûts de la santé continuent de croître plus vite que les salaires, en raison notamment du vieillissement de la population.",
      "Les assurés ont jusqu'au 30 novembre pour changer de caisse maladie."]
_RAW["rts"] = (news_head("Les primes maladie augmenteront de 4,2% en moyenne l'an prochain - rts.ch - Suisse", "fr", "Les primes maladie augmenteront de 4,2% en moyenne l'an prochain", "Pierre Nebel", "2026-11-25") +
 '<body><header class="header"><a href="/" class="logo">RTS Info</a><nav><a href="/info/suisse/">Suisse</a><a href="/info/monde/">Monde</a><a href="/info/regions/">Régions</a></nav></header>'
 '<main><article class="article-page"><p class="article-part-of">Suisse</p><h1 class="article-title">Les primes maladie augmenteront de 4,2% en moyenne l\'an prochain</h1>'
 '<div class="article-dates"><span>Publié à <time datetime="2026-11-25T10:12:00+01:00">10:12</time></span> <span>Modifié à 11:30</span></div>'
 '<p class="article-lead">Le Conseil fédéral a annoncé la hausse des primes pour 2027.</p>'
 f'<div class="article-content"><p>{RS[0]}</p><p>{RS[1]}</p>'
 '<div class="related-inline"><h3>Lire aussi</h3><a href="/info/suisse/primes-2026.html">Les primes maladie avaient déjà bondi de 6% en 2026</a></div>'
 f'<p>{RS[2]}</p><p>{RS[3]}</p>'
 '<div class="media-radio"><p>Sujet radio: Pierre Nebel</p><p>Adaptation web: jfe</p></div><p class="article-agency">ats/jfe</p></div>'
 '<div class="article-share"><button>Partager</button></div></article>'
 '<aside class="most-read"><h2>Les plus lus</h2><ol><li><a href="/a/1">Genève : les bouchons du pont du Mont-Blanc</a></li></ol></aside></main>'
 '<footer><a href="/entreprise/">Entreprise</a><a href="/conditions/">Conditions d\'utilisation</a><p>© RTS 2026</p></footer></body></html>',
 "https://www.rts.example.ch/info/suisse/2026/article/les-primes-maladie-augmenteront-de-4-2-en-moyenne-l-an-prochain-28712345.html",
 RS, ["Lire aussi", "avaient déjà bondi", "Sujet radio", "Adaptation web", "Les plus lus", "Modifié à"])

# 5 a La Presse-like article (Québec): "Publié à 5 h 00 Mis à jour à 7 h 30", "Lisez « … »" inline, "Consultez notre
# dossier", the comment policy
LP = ["Le gouvernement du Québec annonce un investissement de 780 millions de dollars pour agrandir l'Hôpital Maisonneuve-Rosemont, dont la vétusté est dénoncée depuis des années.",
      "Le chantier doit commencer au printemps 2027 et se terminer en 2033, selon le ministère de la Santé et des Services sociaux.",
      "Les médecins de l'établissement accueillent la nouvelle avec prudence, rappelant que plusieurs annonces semblables sont restées lettre morte.",
      "« On veut voir les grues arriver avant de se réjouir », a déclaré le président du conseil des médecins, dentistes et pharmaciens."]
_RAW["la_presse"] = (news_head("Maisonneuve-Rosemont | Québec annonce 780 millions pour l'agrandissement | La Presse", "fr", "Québec annonce 780 millions pour l'agrandissement", "Ariane Lacoursière", "2026-11-25") +
 '<body><header class="siteHeader"><a href="/" class="siteHeader__logo">La Presse</a><nav><a href="/actualites/">Actualités</a><a href="/affaires/">Affaires</a><a href="/sports/">Sports</a><a href="/arts/">Arts</a></nav></header>'
 '<main><article class="articleDetail"><header class="articleHeader"><p class="articleHeader__supTitle">Maisonneuve-Rosemont</p><h1 class="articleHeader__title">Québec annonce 780 millions pour l\'agrandissement</h1>'
 '<div class="author"><span class="name">Ariane Lacoursière</span><span class="organisation">La Presse</span></div>'
 '<div class="publicationsDate"><p><span class="publicationsDate--type">Publié à</span> <time datetime="2026-11-25T05:00:00-05:00">5 h 00</time></p><p><span class="publicationsDate--type">Mis à jour à</span> 7 h 30</p></div></header>'
 f'<div class="articleBody"><p class="textModule">{LP[0]}</p><p class="textModule">{LP[1]}</p>'
 '<p class="textModule"><strong>Lisez « <a href="/actualites/sante/2026-09-12/hmr-la-vetuste-en-images.php">HMR : la vétusté en images</a> »</strong></p>'
 f'<p class="textModule">{LP[2]}</p><p class="textModule">{LP[3]}</p>'
 '<p class="textModule"><strong><a href="/dossiers/systeme-de-sante/">Consultez notre dossier sur le système de santé</a></strong></p></div>'
 '<div class="commentsPolicy"><p>Les commentaires sont fermés pour cet article.</p></div></article>'
 '<aside class="more"><h2>Plus de nouvelles</h2><ul><li><a href="/a/1">Urgences : l\'attente dépasse 20 heures</a></li></ul></aside></main>'
 '<footer><a href="/a-propos/">À propos</a><a href="/confidentialite/">Confidentialité</a><p>© La Presse 2026</p></footer></body></html>',
 "https://www.lapresse.example.ca/actualites/sante/2026-11-25/maisonneuve-rosemont/quebec-annonce-780-millions-pour-l-agrandissement.php",
 LP, ["Lisez", "la vétusté en images", "Consultez notre dossier", "commentaires sont fermés", "Plus de nouvelles", "20 heures"])
_META["la_presse"] = {"author": "Ariane Lacoursière", "date": "2026-11-25", "lang": "fr"}

# 6 a Radio-Canada-like article: "À lire aussi :" with its list in the text, "Avec les informations de …", the
# "Signaler une erreur" line
RC = ["La Ville de Sherbrooke lance un projet pilote de collecte des déchets alimentaires dans trois quartiers, une première pour la municipalité.",
      "Près de 4000 ménages recevront un bac brun au cours des prochaines semaines, accompagné d'un guide sur les matières acceptées.",
      "Si l'expérience est concluante, la collecte pourrait être étendue à l'ensemble de la ville d'ici 2028.",
      "Le conseiller responsable de l'environnement estime que le compost pourrait réduire de 30 % le volume envoyé à l'enfouissement."]
_RAW["radio_canada"] = (news_head("Sherbrooke lance un projet pilote de bacs bruns | Radio-Canada", "fr", "Sherbrooke lance un projet pilote de bacs bruns", "Marie-Hélène Rousseau", "2026-11-24") +
 '<body><header class="rc-header"><a href="/" class="logo">Radio-Canada</a><nav><a href="/info">Info</a><a href="/sports">Sports</a><a href="/ohdio">OHdio</a></nav></header>'
 '<main><article class="document-simple-redactionnel"><h1 class="document-simple-redactionnel-title">Sherbrooke lance un projet pilote de bacs bruns</h1>'
 '<div class="signature"><span class="signature-author">Marie-Hélène Rousseau</span><time datetime="2026-11-24T16:05:00-05:00">Publié le 24 novembre 2026</time></div>'
 '<div class="share-tools"><button>Partager</button><button>Facebook</button><button>Courriel</button></div>'
 f'<div class="document-simple-redactionnel-body"><p>{RC[0]}</p><p>{RC[1]}</p>'
 '<div class="document-simple-redactionnel-related"><p><strong>À lire aussi :</strong></p><ul><li><a href="/nouvelle/1/compost-magog">Magog étend la collecte du compost</a></li><li><a href="/nouvelle/2/enfouissement">Le site d\'enfouissement de Coaticook presque plein</a></li></ul></div>'
 f'<p>{RC[2]}</p><p>{RC[3]}</p><p class="credits">Avec les informations d\'Alexandra Duval</p></div>'
 '<div class="report-error"><a href="/signaler">Signaler une erreur</a></div></article>'
 '<aside><h2>À la une</h2><ul><li><a href="/a/1">Tempête : des milliers de foyers sans courant</a></li></ul></aside></main>'
 '<footer><a href="/conditions">Conditions d\'utilisation</a><p>© Société Radio-Canada 2026</p></footer></body></html>',
 "https://ici.radio-canada.example.ca/nouvelle/2123456/sherbrooke-bacs-bruns-projet-pilote",
 RC, ["À lire aussi", "Magog étend", "Coaticook", "Signaler une erreur", "À la une", "Courriel"])
_META["radio_canada"] = {"author": "Marie-Hélène Rousseau", "date": "2026-11-24", "lang": "fr"}

# 7 a Belgian commune's news on Plone (iMio): "Dernière modification", "Documents", "Partager", the portlet
CB = ["En raison des travaux de réfection de la rue de la Station, la collecte des déchets ménagers sera avancée au mardi pour les habitants des rues concernées, du 1er au 19 décembre.",
      "Les conteneurs doivent être sortis la veille au soir à partir de 20 heures et rentrés le jour même après le passage du camion.",
      "Rue de la Station (entre le n° 1 et le n° 84)", "Rue des Écoles", "Clos du Moulin",
      "Pour toute question, le service Environnement est joignable au 081 23 45 67 du lundi au vendredi, de 8 h 30 à 12 h."]
_RAW["commune_be"] = (article_head("Travaux rue de la Station : modification de la collecte des déchets — Commune de Sombreffe", "fr") +
 '<body><div id="portal-top"><header id="portal-header"><a id="portal-logo" href="/">Commune de Sombreffe</a><nav id="portal-globalnav"><a href="/ma-commune">Ma commune</a><a href="/loisirs">Loisirs</a><a href="/economie">Économie</a><a href="/social">Social</a></nav>'
 '<form id="portal-searchbox"><input name="SearchableText" placeholder="Rechercher"><button>Rechercher</button></form></header></div>'
 '<div id="portal-breadcrumbs"><span id="breadcrumbs-you-are-here">Vous êtes ici :</span><a href="/">Accueil</a> / <a href="/actualites">Actualités</a> / <span>Travaux rue de la Station</span></div>'
 '<div id="portal-columns"><div id="portal-column-content"><article id="content"><header><h1 class="documentFirstHeading">Travaux rue de la Station : modification de la collecte des déchets</h1><div class="documentDescription description">Du 1er au 19 décembre, la collecte est avancée au mardi.</div></header>'
 f'<div id="content-core"><div class="newsImageContainer"><img src="/actualites/travaux/@@images/image"></div><div id="parent-fieldname-text"><p>{CB[0]}</p><p>{CB[1]}</p><h2>Rues concernées</h2><ul><li>{CB[2]}</li><li>{CB[3]}</li><li>{CB[4]}</li></ul><p>{CB[5]}</p></div></div>'
 '<div class="documentByLine"><span class="documentModified">Dernière modification le 25/11/2026</span></div>'
 '<div class="social-share"><span>Partager</span><a href="https://www.facebook.com/sharer">Facebook</a><a href="mailto:?">Envoyer par e-mail</a></div></article></div>'
 '<aside id="portal-column-two"><div class="portlet portletNavigationTree"><h2>Actualités</h2><ul><li><a href="/actualites/marche-de-noel">Marché de Noël 2026</a></li><li><a href="/actualites/conseil">Conseil communal du 15 décembre</a></li></ul></div></aside></div>'
 '<footer id="portal-footer"><p>Administration communale de Sombreffe - Rue Trieux des Frênes 1 - 5140 Sombreffe</p><a href="/accessibilite">Accessibilité</a><a href="/mentions-legales">Mentions légales</a></footer></body></html>',
 "https://www.sombreffe.example.be/actualites/travaux-rue-de-la-station-modification-de-la-collecte-des-dechets",
 CB, ["Vous êtes ici", "Dernière modification", "Envoyer par e-mail", "Marché de Noël", "Rue Trieux des Frênes", "Rechercher"])

# 8 a Québec.ca-like page: "Dernière mise à jour : …", "Évaluez cette page", "Cette page vous a-t-elle été utile ?",
# its side menu of the section
QC = ["Le crédit d'impôt pour solidarité est une aide financière versée aux ménages à faible ou à moyen revenu pour compenser une partie des taxes qu'ils paient.",
      "Pour le recevoir, vous devez produire votre déclaration de revenus du Québec et remplir l'annexe D, même si vous n'avez aucun revenu à déclarer.",
      "Le montant est versé par dépôt direct tous les mois si vous y avez droit à plus de 240 $ par année, sinon en un seul versement en juillet.",
      "Un changement d'adresse ou de situation familiale doit être signalé à Revenu Québec dans les plus brefs délais, car il peut modifier le montant."]
_RAW["quebec_ca"] = (article_head("Crédit d'impôt pour solidarité | Gouvernement du Québec", "fr") +
 '<body><div class="piv-header"><a href="/" class="piv-logo">Québec</a><nav class="piv-links"><a href="/nous-joindre">Nous joindre</a><a href="/en">English</a></nav></div>'
 '<nav class="menu-principal"><a href="/famille-et-soutien-aux-personnes">Famille et soutien aux personnes</a><a href="/finances-et-impots">Finances et impôts</a><a href="/sante">Santé</a></nav>'
 '<main id="main"><nav class="breadcrumb"><a href="/">Accueil</a> &gt; <a href="/finances-et-impots">Finances et impôts</a> &gt; <a href="/finances-et-impots/credits-impot">Crédits d\'impôt</a></nav>'
 '<div class="row"><aside class="col-md-3 section-menu"><h2>Crédits d\'impôt</h2><ul><li><a href="/a/1">Crédit d\'impôt pour frais de garde</a></li><li><a href="/a/2">Prime au travail</a></li><li><a href="/a/3">Allocation-logement</a></li></ul></aside>'
 f'<div class="col-md-9 content"><h1>Crédit d\'impôt pour solidarité</h1><p>{QC[0]}</p><h2>Comment le demander</h2><p>{QC[1]}</p><h2>Versement</h2><p>{QC[2]}</p><p>{QC[3]}</p>'
 '<p class="date-maj">Dernière mise à jour : 12 novembre 2026</p>'
 '<div class="evaluation"><h2>Évaluez cette page</h2><p>Cette page vous a-t-elle été utile ?</p><button>Oui</button><button>Non</button></div></div></div></main>'
 '<footer class="piv-footer"><a href="/accessibilite">Accessibilité</a><a href="/politique-confidentialite">Politique de confidentialité</a><p>© Gouvernement du Québec, 2026</p></footer></body></html>',
 "https://www.quebec.example.ca/finances-et-impots/credits-impot/credit-impot-solidarite",
 QC, ["Dernière mise à jour", "Évaluez cette page", "a-t-elle été utile", "Prime au travail", "Nous joindre"])

# 9 a HelloAsso event page: the organiser's box, "Ajouter au calendrier", the tariffs, HelloAsso's own model
# ("Contribution au fonctionnement de HelloAsso"), the share row
HA = ["Le Secours populaire de Quimper organise sa grande braderie solidaire de Noël au profit des familles accompagnées par l'antenne tout au long de l'année.",
      "Vêtements, jouets, livres et petits meubles seront vendus à prix modiques par une trentaine de bénévoles, au gymnase de Kerfeunteun.",
      "L'intégralité des bénéfices servira à financer les colis de fin d'année et les sorties des enfants pendant les vacances.",
      "L'entrée est libre ; la billetterie permet de réserver un créneau pour l'ouverture anticipée du samedi matin, réservée aux donateurs."]
_RAW["helloasso"] = (article_head("Braderie solidaire de Noël - Secours populaire Quimper | HelloAsso", "fr") +
 '<body><header class="HaHeader"><a href="/" class="HaHeader--Logo">HelloAsso</a><nav><a href="/e/recherche">Trouver une association</a><a href="/associations">Je suis une association</a><a href="/connexion">Se connecter</a></nav></header>'
 '<main class="CampaignPage"><section class="CampaignHeader"><h1 class="CampaignHeader--Title">Braderie solidaire de Noël</h1><p class="CampaignHeader--Organism">Par <a href="/associations/secours-populaire-quimper">Secours populaire Quimper</a></p>'
 '<div class="CampaignHeader--Date"><p>Le samedi 13 décembre 2026, de 9h à 17h</p><button>Ajouter au calendrier</button></div><p class="CampaignHeader--Place">Gymnase de Kerfeunteun, 29000 Quimper</p></section>'
 f'<section class="CampaignDescription"><h2>Description</h2><div class="CampaignDescription--Content"><p>{HA[0]}</p><p>{HA[1]}</p><p>{HA[2]}</p><p>{HA[3]}</p></div></section>'
 '<section class="CampaignTiers"><h2>Tarifs</h2><div class="Tier"><p class="Tier--Label">Ouverture anticipée donateurs</p><p class="Tier--Price">5,00 €</p><button>Choisir</button></div></section>'
 '<section class="HaModel"><p>Contribution au fonctionnement de HelloAsso</p><p>Le modèle solidaire de HelloAsso garantit que 100% de votre paiement sera versé à l\'association choisie. Vous pouvez soutenir l\'aide qu\'il apporte en laissant une contribution volontaire.</p></section>'
 '<section class="CampaignShare"><p>Partager la campagne</p><a>Facebook</a><a>X</a><a>LinkedIn</a><a>Copier le lien</a></section></main>'
 '<footer class="HaFooter"><a href="/cgu">CGU</a><a href="/confidentialite">Confidentialité</a><p>© HelloAsso 2026</p></footer></body></html>',
 "https://www.helloasso.example.com/associations/secours-populaire-quimper/evenements/braderie-solidaire-de-noel",
 HA, ["Ajouter au calendrier", "Contribution au fonctionnement", "modèle solidaire", "Partager la campagne", "Trouver une association", "Copier le lien"])

# 10 a French WooCommerce product: "TTC", "Livraison offerte dès 49 €", "En stock", "Ajouter au panier", the tabs
# "Description", "Informations complémentaires", "Avis (0)", "Produits similaires"
WC = ["Ce savon surgras est fabriqué artisanalement dans notre atelier de la Drôme, selon la méthode de saponification à froid qui préserve les propriétés des huiles.",
      "Enrichi en lait de chèvre frais et en miel de lavande, il convient aux peaux sèches et sensibles, y compris celles des enfants.",
      "Laissez-le sécher entre deux utilisations sur un porte-savon ajouré : il durera ainsi plus de six semaines.",
      "Ingrédients : huile d'olive, huile de coco, lait de chèvre, beurre de karité, miel, huile essentielle de lavande fine."]
_RAW["woocommerce_fr"] = (article_head("Savon au lait de chèvre et miel de lavande – La Savonnerie du Diois", "fr") +
 '<body class="product-template-default single single-product woocommerce"><div class="top-bar"><p>Livraison offerte dès 49 € d\'achat en France métropolitaine</p></div>'
 '<header class="site-header"><a class="site-title" href="/">La Savonnerie du Diois</a><nav class="main-navigation"><a href="/boutique/">Boutique</a><a href="/notre-atelier/">Notre atelier</a><a href="/contact/">Contact</a></nav><a class="cart-contents" href="/panier/">Panier 0,00 €</a></header>'
 '<main id="main" class="site-main"><nav class="woocommerce-breadcrumb"><a href="/">Accueil</a> / <a href="/categorie/savons/">Savons</a> / Savon au lait de chèvre</nav>'
 '<div id="product-123" class="product type-product status-publish instock"><div class="woocommerce-product-gallery"><img src="/savon.jpg"></div>'
 '<div class="summary entry-summary"><h1 class="product_title entry-title">Savon au lait de chèvre et miel de lavande</h1><p class="price"><span class="woocommerce-Price-amount amount"><bdi>7,50<span class="woocommerce-Price-currencySymbol">€</span></bdi></span> <small class="woocommerce-price-suffix">TTC</small></p>'
 '<div class="woocommerce-product-details__short-description"><p>Savon surgras saponifié à froid, 100 g.</p></div><p class="stock in-stock">En stock</p>'
 '<form class="cart"><div class="quantity"><input type="number" value="1"></div><button type="submit" class="single_add_to_cart_button button alt">Ajouter au panier</button></form>'
 '<div class="product_meta"><span class="sku_wrapper">UGS : <span class="sku">SAV-CHE-100</span></span><span class="posted_in">Catégorie : <a href="/categorie/savons/">Savons</a></span></div></div>'
 '<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs"><li class="description_tab"><a href="#tab-description">Description</a></li><li class="additional_information_tab"><a href="#tab-additional_information">Informations complémentaires</a></li><li class="reviews_tab"><a href="#tab-reviews">Avis (0)</a></li></ul>'
 f'<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description"><h2>Description</h2><p>{WC[0]}</p><p>{WC[1]}</p><p>{WC[2]}</p><p>{WC[3]}</p></div>'
 '<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel wc-tab" id="tab-additional_information"><h2>Informations complémentaires</h2><table class="woocommerce-product-attributes shop_attributes"><tr><th>Poids</th><td>0,1 kg</td></tr></table></div>'
 '<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel wc-tab" id="tab-reviews"><div id="reviews"><h2>Avis</h2><p class="woocommerce-noreviews">Il n\'y a pas encore d\'avis.</p><p>Seuls les clients connectés ayant acheté ce produit ont la possibilité de laisser un avis.</p></div></div></div>'
 '<section class="related products"><h2>Produits similaires</h2><ul class="products"><li class="product"><a href="/produit/savon-argile/"><h2 class="woocommerce-loop-product__title">Savon à l\'argile verte</h2><span class="price">6,90 €</span></a><a class="button">Ajouter au panier</a></li></ul></section></div></main>'
 '<footer class="site-footer"><a href="/cgv/">CGV</a><a href="/mentions-legales/">Mentions légales</a><p>© 2026 La Savonnerie du Diois</p></footer></body></html>',
 "https://www.savonnerie-diois.example.fr/produit/savon-lait-de-chevre-miel-lavande/",
 WC, ["Livraison offerte", "Ajouter au panier", "Avis (0)", "pas encore d'avis", "Seuls les clients", "Produits similaires", "argile verte", "Panier 0,00"])

# 11 a forum-auto-like thread on Invision Community: "Posté(e)", "Citer", member panels ("Membre", "1 234
# messages"), "Rejoindre la conversation", "Vous pouvez publier maintenant et vous inscrire plus tard."
FA = ["Bonjour à tous, ma Clio 4 dCi 90 de 2016 affiche depuis une semaine le voyant moteur orange, avec une perte de puissance au-dessus de 2500 tours.",
      "Le garage a lu le code P2002 (filtre à particules) et me propose de remplacer le FAP pour 1400 euros. Est-ce qu'un nettoyage peut suffire ?",
      "Avant de changer le FAP, fais vérifier le capteur de pression différentielle : sur ce moteur il lâche souvent et donne exactement ce code.",
      "Une régénération forcée à la valise suivie d'un trajet de vingt minutes sur autoroute règle le problème dans la plupart des cas.",
      "Merci, c'était bien le capteur ! Changé pour 85 euros pièce comprise, plus aucun voyant depuis 300 km."]
_RAW["forum_auto"] = (article_head("Voyant moteur Clio 4 dCi 90 code P2002 - Renault - Forum Auto", "fr") +
 '<body class="ipsApp ipsApp_front"><header id="ipsLayout_header"><a href="/" id="elLogo">Forum Auto</a><nav class="ipsNavBar_primary"><a href="/forums/">Forums</a><a href="/discover/">Activité</a><a href="/search/">Rechercher</a></nav><a href="/login/">Connexion</a><a href="/register/">S\'inscrire</a></header>'
 '<main id="ipsLayout_body"><nav class="ipsBreadcrumb"><a href="/">Accueil</a><a href="/forums/renault/">Renault</a><a href="/forums/renault/clio/">Clio</a></nav>'
 '<div class="ipsPageHeader"><h1 class="ipsType_pageTitle">Voyant moteur Clio 4 dCi 90 code P2002</h1><p class="ipsType_reset">Par <a href="/profile/1-kevin29/">kevin29</a>, <time datetime="2026-11-20T19:02:00Z">20 novembre</time> dans <a href="/forums/renault/clio/">Clio</a></p></div>'
 '<div class="cTopic"><article id="elComment_1" class="cPost ipsComment"><aside class="cAuthorPane"><h3 class="cAuthorPane_author"><a href="/profile/1-kevin29/">kevin29</a></h3><ul class="cAuthorPane_info"><li>Membre</li><li>12 messages</li></ul></aside>'
 f'<div class="ipsComment_content"><div class="ipsComment_meta"><a href="#comment-1"><time datetime="2026-11-20T19:02:00Z">Posté(e) le 20 novembre</time></a></div><div class="cPost_contentWrap ipsType_richText" data-role="commentContent"><p>{FA[0]}</p><p>{FA[1]}</p></div><ul class="ipsComment_controls"><li><a>Citer</a></li><li><a>Signaler</a></li></ul></div></article>'
 '<article id="elComment_2" class="cPost ipsComment"><aside class="cAuthorPane"><h3 class="cAuthorPane_author"><a href="/profile/2-mecano62/">mecano62</a></h3><ul class="cAuthorPane_info"><li>Expert</li><li>4 512 messages</li></ul></aside>'
 f'<div class="ipsComment_content"><div class="ipsComment_meta"><a href="#comment-2"><time datetime="2026-11-20T20:15:00Z">Posté(e) le 20 novembre</time></a></div><div class="cPost_contentWrap ipsType_richText" data-role="commentContent"><p>{FA[2]}</p><p>{FA[3]}</p></div><ul class="ipsComment_controls"><li><a>Citer</a></li><li><a>Signaler</a></li></ul></div></article>'
 '<article id="elComment_3" class="cPost ipsComment"><aside class="cAuthorPane"><h3 class="cAuthorPane_author"><a href="/profile/1-kevin29/">kevin29</a></h3><ul class="cAuthorPane_info"><li>Membre</li><li>12 messages</li></ul></aside>'
 f'<div class="ipsComment_content"><div class="ipsComment_meta"><a href="#comment-3"><time datetime="2026-11-25T08:40:00Z">Posté(e) le 25 novembre</time></a></div><div class="cPost_contentWrap ipsType_richText" data-role="commentContent"><p>{FA[4]}</p></div><ul class="ipsComment_controls"><li><a>Citer</a></li><li><a>Signaler</a></li></ul></div></article></div>'
 '<div class="ipsComposeArea"><h2>Rejoindre la conversation</h2><p>Vous pouvez publier maintenant et vous inscrire plus tard. Si vous avez un compte, connectez-vous pour publier avec votre compte.</p></div>'
 '<div class="ipsResponsive_showDesktop"><a href="/forums/renault/clio/">Retour à Clio</a></div></main>'
 '<footer id="ipsLayout_footer"><a href="/privacy/">Politique de confidentialité</a><a href="/contact/">Nous contacter</a><p>Propulsé par Invision Community</p></footer></body></html>',
 "https://www.forum-auto.example.fr/topic/123456-voyant-moteur-clio-4-dci-90-code-p2002/",
 FA, ["Rejoindre la conversation", "publier maintenant", "Citer", "Signaler", "12 messages", "4 512 messages", "Retour à Clio", "Propulsé par"])

# 12 a French recipe blog on Tasty Recipes: "Sauter à la recette", the card's "Imprimer", "Temps de préparation",
# the rating line, the Pinterest button, the comment form
TR = ["Cette tarte Tatin aux pommes est celle de ma grand-mère, que je prépare chaque dimanche d'automne depuis que j'ai quinze ans.",
      "Le secret, c'est de laisser le caramel prendre une belle couleur ambrée avant d'y déposer les pommes, serrées les unes contre les autres.",
      "6 pommes Golden ou Reinette", "100 g de sucre", "50 g de beurre demi-sel", "1 pâte feuilletée",
      "Faites fondre le sucre dans le moule à feu moyen jusqu'à obtenir un caramel ambré, puis ajoutez le beurre.",
      "Disposez les quartiers de pommes sur le caramel et faites cuire 10 minutes sur le feu.",
      "Couvrez avec la pâte, rentrez les bords et enfournez 30 minutes à 200 °C. Démoulez tiède."]
_RAW["tasty_recipes"] = (article_head("Tarte Tatin de ma grand-mère - Les Gourmandises de Léa", "fr") +
 '<body class="single single-post"><header class="site-header"><a class="site-title" href="/">Les Gourmandises de Léa</a><nav><a href="/recettes/">Recettes</a><a href="/desserts/">Desserts</a><a href="/a-propos/">À propos</a></nav></header>'
 '<main class="content"><article class="post type-post"><header class="entry-header"><h1 class="entry-title">Tarte Tatin de ma grand-mère</h1><p class="entry-meta"><time class="entry-time">15 novembre 2026</time> par <span class="entry-author-name">Léa</span> · <a href="#comments">23 commentaires</a></p></header>'
 '<div class="entry-content"><p><a class="tasty-recipes-jump-link" href="#recipe">Sauter à la recette</a></p>'
 f'<p>{TR[0]}</p><p>{TR[1]}</p>'
 '<div id="recipe" class="tasty-recipes tasty-recipes-display"><div class="tasty-recipes-entry-header"><h2 class="tasty-recipes-title">Tarte Tatin</h2><div class="tasty-recipes-rating">★★★★★ 4.9 sur 5 (38 avis)</div>'
 '<div class="tasty-recipes-buttons"><a class="tasty-recipes-print-button" href="/recette/print/1">Imprimer</a><a class="tasty-recipes-pin-button" href="https://pinterest.com/pin/create">Épingler</a></div>'
 '<div class="tasty-recipes-details"><ul><li class="prep-time"><span class="tasty-recipes-label">Temps de préparation :</span> 20 minutes</li><li class="cook-time"><span class="tasty-recipes-label">Temps de cuisson :</span> 40 minutes</li><li class="yield"><span class="tasty-recipes-label">Portions :</span> 6</li></ul></div></div>'
 f'<div class="tasty-recipes-ingredients"><h3>Ingrédients</h3><ul><li>{TR[2]}</li><li>{TR[3]}</li><li>{TR[4]}</li><li>{TR[5]}</li></ul></div>'
 f'<div class="tasty-recipes-instructions"><h3>Instructions</h3><ol><li>{TR[6]}</li><li>{TR[7]}</li><li>{TR[8]}</li></ol></div>'
 '<div class="tasty-recipes-entry-footer"><p>Vous avez testé cette recette ? Mentionnez @lesgourmandisesdelea sur Instagram</p></div></div></div></article>'
 '<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 class="comment-reply-title">Laisser un commentaire</h3><form class="comment-form"><p class="comment-notes">Votre adresse e-mail ne sera pas publiée. Les champs obligatoires sont indiqués avec *</p><textarea></textarea><p class="form-submit"><input type="submit" value="Laisser un commentaire"></p></form></div></div></main>'
 '<footer class="site-footer"><p>© 2026 Les Gourmandises de Léa</p><a href="/mentions-legales/">Mentions légales</a></footer></body></html>',
 "https://www.gourmandises-lea.example.fr/tarte-tatin-de-ma-grand-mere/",
 TR, ["Sauter à la recette", "Imprimer", "Épingler", "Mentionnez @", "Laisser un commentaire", "ne sera pas publiée", "38 avis"])

# 13 a Gedi local paper (Il Tirreno-like) behind its paywall: "Contenuto riservato agli abbonati", the cut ("Per
# continuare a leggere"), "Abbonati", "Leggi anche" inline, the "Riproduzione riservata" line
GT = ["Il Comune di Livorno ha approvato il progetto definitivo per la nuova passeggiata a mare tra la Terrazza Mascagni e i Bagni Pancaldi.",
      "L'intervento, finanziato con fondi europei per 4,8 milioni di euro, prevede una pista ciclabile continua e nuove rampe di accesso al mare per le persone con disabilità.",
      "I lavori dovrebbero partire a ottobre, dopo la stagione balneare, per concludersi entro la primavera del 2028."]
_RAW["gedi_local"] = (news_head("Livorno, via libera alla nuova passeggiata a mare - Il Tirreno", "it", "Livorno, via libera alla nuova passeggiata a mare", "Federico Lazzotti", "2026-11-26") +
 '<body><header class="gd-header"><a class="gd-header__logo" href="/">Il Tirreno</a><nav><a href="/livorno/">Livorno</a><a href="/pisa/">Pisa</a><a href="/sport/">Sport</a></nav><a class="gd-header__abbonati" href="/abbonamenti/">Abbonati</a></header>'
 '<main><article class="story"><div class="story__header"><span class="story__premium">Contenuto riservato agli abbonati</span><h1 class="story__title">Livorno, via libera alla nuova passeggiata a mare</h1>'
 '<div class="story__author"><em>di</em> <a href="/autori/federico-lazzotti">Federico Lazzotti</a></div><time class="story__date" datetime="2026-11-26T06:00:00+01:00">26 Novembre 2026</time><span class="story__reading-time">1 minuti di lettura</span></div>'
 f'<div class="story__content"><div class="story__text"><p>{GT[0]}</p><p>{GT[1]}</p>'
 '<div class="inline-article"><span class="inline-article__label">Leggi anche</span><a href="/livorno/2026/10/01/news/terrazza-1.html"><h3>Terrazza Mascagni, al via il restauro delle balaustre</h3></a></div>'
 f'<p>{GT[2]}</p></div>'
 '<div class="paywall-adagio"><p class="paywall-adagio__title">Per continuare a leggere questo articolo</p><p>Abbonati per leggere tutti gli articoli del tuo territorio. Il primo mese a 1€.</p><a class="paywall-adagio__cta" href="/abbonamenti/">Abbonati</a><p>Sei già abbonato? <a href="/login">Accedi</a></p></div>'
 '<p class="story__copyright">© Riproduzione riservata</p></div></article>'
 '<section class="related"><h2>I più letti</h2><ul><li><a href="/a/1">Piombino, sciopero al porto</a></li></ul></section></main>'
 '<footer class="gd-footer"><p>SAE Toscana S.p.A. - P.IVA 01234567890</p><a href="/privacy">Privacy</a></footer></body></html>',
 "https://www.iltirreno.example.it/livorno/cronaca/2026/11/26/news/livorno-via-libera-alla-nuova-passeggiata-a-mare-1234567",
 GT, ["Contenuto riservato", "Per continuare a leggere", "Il primo mese", "Sei già abbonato", "Riproduzione riservata", "Leggi anche", "balaustre", "I più letti", "P.IVA"])
_META["gedi_local"] = {"author": "Federico Lazzotti", "date": "2026-11-26", "lang": "it"}

# 14 a Fanpage-like article: "Ti potrebbe interessare" inline, "Continua a leggere dopo la pubblicità"? no: the
# "Segui Fanpage.it su Google News" line, "A cura di", "Leggi anche" as a linked strong line, the comment count
FP = ["Un incendio è divampato nella notte in un capannone della zona industriale di Casoria, in provincia di Napoli, che ospitava un deposito di materiale plastico.",
      "Sul posto sono intervenute quattro squadre dei vigili del fuoco, che hanno lavorato fino all'alba per spegnere le fiamme e mettere in sicurezza l'area.",
      "Il sindaco ha invitato i residenti delle zone vicine a tenere chiuse le finestre in via precauzionale, in attesa dei rilievi dell'Arpac sulla qualità dell'aria.",
      "Non si registrano feriti. Le cause del rogo sono ancora in corso di accertamento."]
_RAW["fanpage"] = (news_head("Incendio in un capannone a Casoria, i vigili del fuoco al lavoro tutta la notte", "it", "Incendio in un capannone a Casoria, i vigili del fuoco al lavoro tutta la notte", "Giuseppe Cozzolino", "2026-11-25") +
 '<body><header class="fp-header"><a href="/" class="fp-logo">Fanpage.it</a><nav><a href="/napoli/">Napoli</a><a href="/roma/">Roma</a><a href="/milano/">Milano</a><a href="/politica/">Politica</a></nav></header>'
 '<main><article class="fp-article"><h1 class="fp-title">Incendio in un capannone a Casoria, i vigili del fuoco al lavoro tutta la notte</h1><p class="fp-summary">Fiamme in un deposito di materiale plastico. Il sindaco: «Tenete chiuse le finestre».</p>'
 '<div class="fp-meta"><span class="fp-meta__curator">A cura di <a href="/autore/giuseppe-cozzolino/">Giuseppe Cozzolino</a></span><time datetime="2026-11-25T08:31:00+01:00">25 Novembre 2026 8:31</time><span class="fp-meta__comments">0 Commenti</span></div>'
 f'<div class="fp-body"><p>{FP[0]}</p><p>{FP[1]}</p>'
 '<p><strong>Leggi anche</strong> <a href="/napoli/incendio-afragola/">Afragola, a fuoco un deposito di pneumatici: nube nera sulla città</a></p>'
 f'<p>{FP[2]}</p><p>{FP[3]}</p></div>'
 '<p class="fp-gnews"><a href="https://news.google.com/publications/fp">Segui Fanpage.it su Google News</a></p>'
 '<div class="fp-related"><h2>Ti potrebbe interessare anche</h2><ul><li><a href="/a/1">Napoli, crolla un cornicione in via Toledo</a></li></ul></div></article></main>'
 '<footer><p>Ciaopeople S.r.l. – P.IVA 05257890634</p><a href="/privacy/">Privacy</a></footer></body></html>',
 "https://www.fanpage.example.it/napoli/incendio-in-un-capannone-a-casoria-i-vigili-del-fuoco-al-lavoro-tutta-la-notte/",
 FP, ["Leggi anche", "pneumatici", "Google News", "Ti potrebbe interessare", "cornicione", "0 Commenti", "P.IVA"])
_META["fanpage"] = {"author": "Giuseppe Cozzolino", "date": "2026-11-25", "lang": "it"}

# 15 a comune's news item on Designers Italia's template: "Data:", "Tempo di lettura", "Argomenti", "A cura di",
# "Ultimo aggiornamento", the rating box ("Quanto sei soddisfatto di questa pagina?"), "Contatta il comune"
CI = ["Dal 1° dicembre riapre al pubblico la biblioteca comunale di via Roma, chiusa da giugno per i lavori di adeguamento sismico e di efficientamento energetico.",
      "La sala studio è stata ampliata a quaranta posti, con prese elettriche a ogni tavolo e una connessione Wi-Fi gratuita per tutti gli utenti registrati.",
      "Lunedì: 14:00 - 19:00", "Da martedì a venerdì: 9:00 - 19:00", "Sabato: 9:00 - 13:00",
      "In occasione della riapertura, sabato 6 dicembre alle 10:30 si terrà una lettura animata per bambini dai 4 ai 7 anni, con prenotazione obbligatoria."]
_RAW["comune_notizia"] = (article_head("Riapre la biblioteca comunale di via Roma | Comune di Vignola", "it") +
 '<body><div class="it-header-wrapper"><div class="it-header-slim-wrapper"><a class="d-lg-block navbar-brand" href="https://www.regione.emilia-romagna.it">Regione Emilia-Romagna</a><a class="btn btn-primary btn-icon btn-full" href="/area-personale">Accedi all\'area personale</a></div>'
 '<div class="it-header-center-wrapper"><a href="/"><div class="it-brand-text"><div class="it-brand-title">Comune di Vignola</div></div></a></div>'
 '<div class="it-header-navbar-wrapper"><nav class="navbar"><ul class="navbar-nav"><li><a class="nav-link" href="/amministrazione">Amministrazione</a></li><li><a class="nav-link" href="/novita">Novità</a></li><li><a class="nav-link" href="/servizi">Servizi</a></li><li><a class="nav-link" href="/vivere-il-comune">Vivere il Comune</a></li></ul></nav></div></div>'
 '<main><div class="container"><nav class="breadcrumb-container" aria-label="Percorso di navigazione"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item"><a href="/novita">Novità</a></li><li class="breadcrumb-item active">Riapre la biblioteca comunale di via Roma</li></ol></nav>'
 '<div class="row"><div class="col-lg-8"><h1 data-element="page-name">Riapre la biblioteca comunale di via Roma</h1><h2 class="visually-hidden">Dettagli della notizia</h2><p data-element="page-subtitle">Dal 1° dicembre nuovi orari e una sala studio più grande.</p>'
 '<div class="row mt-5 mb-4"><div class="col-6"><small>Data:</small><p class="fw-semibold font-monospace">25 novembre 2026</p></div><div class="col-6"><small>Tempo di lettura:</small><p class="fw-semibold">2 min</p></div></div></div>'
 '<div class="col-lg-3 offset-lg-1"><div class="dropdown"><button class="btn btn-dropdown dropdown-toggle">Condividi</button><ul class="dropdown-menu"><li><a>Facebook</a></li><li><a>Twitter</a></li><li><a>Whatsapp</a></li></ul></div>'
 '<div class="mt-4 mb-4"><span class="subtitle-small">Argomenti</span><ul class="d-flex flex-wrap gap-1"><li><a class="chip chip-simple" href="/argomenti/cultura"><span class="chip-label">Cultura</span></a></li><li><a class="chip chip-simple" href="/argomenti/istruzione"><span class="chip-label">Istruzione</span></a></li></ul></div></div></div></div>'
 '<div class="container"><div class="row border-top row-column-border row-column-menu-left"><aside class="col-lg-4"><div class="cmp-navscroll sticky-top"><nav class="navbar it-navscroll-wrapper"><div class="link-list-wrapper"><h3>Indice della pagina</h3><ul class="link-list"><li><a class="nav-link" href="#descrizione">Descrizione</a></li><li><a class="nav-link" href="#a-cura-di">A cura di</a></li></ul></div></nav></div></aside>'
 f'<section class="col-lg-8 it-page-sections-container"><article id="descrizione" class="it-page-section mb-5"><h2 class="mb-3">Descrizione</h2><div class="richtext-wrapper lora"><p>{CI[0]}</p><p>{CI[1]}</p><h3>Nuovi orari</h3><ul><li>{CI[2]}</li><li>{CI[3]}</li><li>{CI[4]}</li></ul><p>{CI[5]}</p></div></article>'
 '<article id="a-cura-di" class="it-page-section mb-5"><h2 class="mb-3">A cura di</h2><div class="card card-teaser"><a href="/amministrazione/uffici/servizi-culturali">Servizi culturali e biblioteca</a></div></article>'
 '<article class="it-page-section"><p class="font-serif mb-0">Ultimo aggiornamento</p><p class="font-serif">25/11/2026, 12:10</p></article></section></div></div>'
 '<div class="bg-primary"><div class="container"><div class="cmp-rating" id="rating"><h2 class="title-medium-2-semi-bold">Quanto sei soddisfatto di questa pagina?</h2><fieldset class="rating"><label>Valuta 5 stelle su 5</label><label>Valuta 4 stelle su 5</label></fieldset><button>Avanti</button></div></div></div>'
 '<div class="container"><div class="cmp-contacts"><h2>Contatta il comune</h2><ul><li><a href="/faq">Leggi le domande frequenti</a></li><li><a href="/assistenza">Richiedi assistenza</a></li><li><a href="tel:059777111">Chiama il numero 059 777111</a></li></ul></div></div></main>'
 '<footer class="it-footer"><p>Comune di Vignola - Via Bellucci 1 - 41058 Vignola (MO) - P.IVA 00179790365</p><a href="/note-legali">Note legali</a><a href="/privacy">Informativa privacy</a><a href="/dichiarazione-accessibilita">Dichiarazione di accessibilità</a></footer></body></html>',
 "https://www.comune.vignola.example.it/novita/notizie/riapre-la-biblioteca-comunale-di-via-roma",
 CI, ["Tempo di lettura", "Indice della pagina", "Quanto sei soddisfatto", "Valuta 5 stelle", "Contatta il comune", "Richiedi assistenza", "Accedi all'area personale", "Ultimo aggiornamento", "Condividi"])

# 16 an Italian PrestaShop product: "IVA inclusa", "Disponibile", "Spedizione gratuita", "Aggiungi al carrello",
# the reassurance block, "Dettagli del prodotto", "Potrebbe piacerti anche"
PI = ["L'olio extravergine di oliva Nocellara del Belice è ottenuto dalla spremitura a freddo di olive raccolte a mano nelle nostre campagne di Castelvetrano.",
      "Ha un fruttato medio con sentori di pomodoro verde e carciofo, un amaro equilibrato e un piccante persistente che lo rende ideale a crudo.",
      "Si consiglia di conservarlo in luogo fresco e al riparo dalla luce, e di consumarlo entro diciotto mesi dall'imbottigliamento."]
_RAW["prestashop_it"] = (article_head("Olio extravergine Nocellara del Belice 750 ml", "it") +
 '<body id="product" class="lang-it country-it page-product"><main><header id="header"><div class="header-banner"><p>Spedizione gratuita per ordini superiori a 59 €</p></div><div class="header-top"><a href="/" id="_desktop_logo">Frantoio Ferrara</a><div id="_desktop_top_menu"><ul class="top-menu"><li><a href="/3-olio">Olio</a></li><li><a href="/4-conserve">Conserve</a></li></ul></div><div class="blockcart"><span>Carrello (0)</span></div></div></header>'
 '<section id="wrapper"><nav class="breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/3-olio">Olio</a></li><li>Olio extravergine Nocellara del Belice 750 ml</li></ol></nav>'
 '<div id="content-wrapper"><section id="main"><div class="row product-container"><div class="col-md-6"><div class="images-container"><img src="/olio.jpg"></div></div>'
 '<div class="col-md-6"><h1 class="h1">Olio extravergine Nocellara del Belice 750 ml</h1><div class="product-prices"><div class="current-price"><span class="current-price-value" content="14.90">14,90 €</span></div><div class="tax-shipping-delivery-label">IVA inclusa</div></div>'
 '<div class="product-information"><div id="product-description-short-12"><p>Olio siciliano monovarietale, raccolto 2026.</p></div>'
 '<div class="product-actions"><form><div class="product-quantity"><input type="number" value="1"><button class="btn btn-primary add-to-cart">Aggiungi al carrello</button></div><span id="product-availability"><i class="material-icons">check</i>Disponibile</span></form></div>'
 '<div id="block-reassurance"><ul><li>Pagamenti sicuri con carta e PayPal</li><li>Spedizione in 48/72 ore</li><li>Reso gratuito entro 14 giorni</li></ul></div>'
 '<div class="tabs"><ul class="nav nav-tabs"><li class="nav-item"><a class="nav-link active" href="#description">Descrizione</a></li><li class="nav-item"><a class="nav-link" href="#product-details">Dettagli del prodotto</a></li></ul>'
 f'<div class="tab-content" id="tab-content"><div class="tab-pane fade in active" id="description"><div class="product-description"><p>{PI[0]}</p><p>{PI[1]}</p><p>{PI[2]}</p></div></div>'
 '<div class="tab-pane fade" id="product-details"><div class="product-reference"><label class="label">Riferimento </label><span>NOC-750</span></div><div class="product-quantities"><label class="label">In magazzino</label><span>124 Articoli</span></div></div></div></div></div></div></div>'
 '<section class="featured-products clearfix mt-3"><h2>Potrebbe piacerti anche</h2><div class="products"><article class="product-miniature"><h3 class="product-title"><a href="/olio-biancolilla">Olio Biancolilla 500 ml</a></h3><span class="price">11,50 €</span></article></div></section></section></div></section>'
 '<footer id="footer"><div class="block-contact">Frantoio Ferrara - P.IVA 01234560812</div><a href="/content/3-termini-e-condizioni">Termini e condizioni</a><p>© 2026 - Ecommerce software by PrestaShop™</p></footer></main></body></html>',
 "https://www.frantoioferrara.example.it/olio/12-olio-extravergine-nocellara-del-belice-750-ml.html",
 PI, ["Disponibile", "check", "Spedizione gratuita per ordini", "Aggiungi al carrello", "Pagamenti sicuri", "Reso gratuito", "Potrebbe piacerti", "Biancolilla", "124 Articoli", "Carrello (0)"])

# 17 an Italian vBulletin 4 thread (hwupgrade-like): "Originariamente inviato da", the post counters, "Rispondi
# citando", the user's join line "Iscritto dal: …", "Messaggi: …", the thread tools
VB = ["Ciao a tutti, ho un NAS Synology DS220+ con due dischi da 4 TB in SHR e vorrei aggiungere un SSD come cache in lettura.",
      "Qualcuno lo ha già fatto? Conviene davvero per un uso domestico con Plex e backup dei PC, oppure si nota poco?",
      "Per Plex e backup la cache SSD serve a poco: i file grandi vengono letti in sequenza e i dischi meccanici bastano e avanzano.",
      "Piuttosto investi nella RAM: portarla a 6 GB migliora molto la reattività dell'interfaccia e delle app Docker.",
      "Grazie, seguirò il consiglio e prenderò il banco di RAM da 4 GB."]
_RAW["vbulletin_it"] = (article_head("[Thread Ufficiale] Synology DS220+: cache SSD sì o no? - Hardware Upgrade Forum", "it") +
 '<body><div class="above_body"><div id="header"><a href="/" class="logo">Hardware Upgrade Forum</a><ul class="isuser"><li><a href="/login.php">Login</a></li><li><a href="/register.php">Registrati</a></li></ul></div>'
 '<div id="navbar" class="navbar"><ul id="navtabs"><li><a href="/forum.php">Forum</a></li><li><a href="/search.php">Cerca</a></li><li><a href="/faq.php">FAQ</a></li></ul></div></div>'
 '<div class="body_wrapper"><div id="breadcrumb" class="breadcrumb"><ul><li class="navbit"><a href="/forum.php">Hardware Upgrade Forum</a></li><li class="navbit"><a href="/forumdisplay.php?f=88">Storage</a></li></ul></div>'
 '<div id="pagetitle"><h1>Discussione: <span class="threadtitle"><a href="/showthread.php?t=2960001">[Thread Ufficiale] Synology DS220+: cache SSD sì o no?</a></span></h1></div>'
 '<div id="thread_controls" class="thread_controls"><a class="newcontent_textcontrol" href="/newreply.php?t=2960001">Rispondi</a><a href="#">Strumenti discussione</a></div>'
 '<div id="postlist" class="postlist"><ol id="posts" class="posts">'
 '<li class="postbitlegacy postbitim postcontainer" id="post_1"><div class="posthead"><span class="postdate old"><span class="date">22-11-2026,&nbsp;<span class="time">18:45</span></span></span><span class="nodecontrols"><a class="postcounter" href="#post1">#1</a></span></div>'
 '<div class="postdetails"><div class="userinfo"><a class="username" href="/member.php?u=1">gianlu_78</a><span class="usertitle">Member</span><dl class="userinfo_extra"><dt>Iscritto dal</dt><dd>Mar 2012</dd><dt>Messaggi</dt><dd>1.284</dd></dl></div>'
 f'<div class="postbody"><div class="postrow"><div class="content"><blockquote class="postcontent restore">{VB[0]}<br><br>{VB[1]}</blockquote></div></div></div></div>'
 '<div class="postfoot"><span class="postcontrols"><a class="quote" href="/newreply.php?p=1">Rispondi citando</a></span></div></li>'
 '<li class="postbitlegacy postbitim postcontainer" id="post_2"><div class="posthead"><span class="postdate old"><span class="date">22-11-2026,&nbsp;<span class="time">19:12</span></span></span><span class="nodecontrols"><a class="postcounter" href="#post2">#2</a></span></div>'
 '<div class="postdetails"><div class="userinfo"><a class="username" href="/member.php?u=2">Pixel_Ale</a><span class="usertitle">Senior Member</span><dl class="userinfo_extra"><dt>Iscritto dal</dt><dd>Jan 2008</dd><dt>Messaggi</dt><dd>9.731</dd></dl></div>'
 f'<div class="postbody"><div class="postrow"><div class="content"><blockquote class="postcontent restore"><div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div class="bbcode_postedby">Originariamente inviato da <strong>gianlu_78</strong></div><div class="message">Conviene davvero per un uso domestico?</div></div></div></div>{VB[2]}<br><br>{VB[3]}</blockquote></div></div></div></div>'
 '<div class="postfoot"><span class="postcontrols"><a class="quote" href="/newreply.php?p=2">Rispondi citando</a></span></div></li>'
 '<li class="postbitlegacy postbitim postcontainer" id="post_3"><div class="posthead"><span class="postdate old"><span class="date">23-11-2026,&nbsp;<span class="time">08:03</span></span></span><span class="nodecontrols"><a class="postcounter" href="#post3">#3</a></span></div>'
 '<div class="postdetails"><div class="userinfo"><a class="username" href="/member.php?u=1">gianlu_78</a><span class="usertitle">Member</span><dl class="userinfo_extra"><dt>Iscritto dal</dt><dd>Mar 2012</dd><dt>Messaggi</dt><dd>1.284</dd></dl></div>'
 f'<div class="postbody"><div class="postrow"><div class="content"><blockquote class="postcontent restore">{VB[4]}</blockquote></div></div></div></div>'
 '<div class="postfoot"><span class="postcontrols"><a class="quote" href="/newreply.php?p=3">Rispondi citando</a></span></div></li></ol></div>'
 '<div id="below_postlist"><a href="/newreply.php?t=2960001">Rispondi</a><div class="pagination">Pagina 1 di 1</div></div>'
 '<div class="options_block"><h4>Permessi di scrittura</h4><ul><li>Non puoi inserire discussioni</li><li>Non puoi inserire repliche</li><li>Non puoi inserire allegati</li></ul></div></div>'
 '<div id="footer"><p>Tutti gli orari sono GMT +1. Ora sono le: 10:12.</p><p>Powered by vBulletin® Version 4.2.5</p></div></body></html>',
 "https://www.hwupgrade.example.it/forum/showthread.php?t=2960001",
 [VB[0], VB[2], VB[4]], ["Rispondi citando", "Iscritto dal", "Messaggi", "Permessi di scrittura", "Non puoi inserire", "Tutti gli orari", "Strumenti discussione", "Powered by"])

# 18 an El Mundo-like premium article: "Actualizado …", the premium cut ("Para seguir leyendo, hazte Premium"), "Ya
# soy Premium", the "Comentar" link, "Te puede interesar" box
EM = ["El Tribunal Supremo ha confirmado la condena a seis años de prisión para el exalcalde de un municipio de la costa malagueña por adjudicar obras a empresas de su entorno.",
      "La sentencia considera probado que entre 2015 y 2019 se fraccionaron contratos para evitar los concursos públicos que exige la ley.",
      "La defensa alegaba que los informes de los técnicos municipales avalaban todas las adjudicaciones, un argumento que el alto tribunal rechaza."]
_RAW["el_mundo"] = (news_head("El Supremo confirma seis años de cárcel para un exalcalde malagueño | España", "es", "El Supremo confirma seis años de cárcel para un exalcalde malagueño", "Manuel Marraco", "2026-11-25") +
 '<body><header class="ue-c-main-header"><a href="/" class="ue-c-main-header__logo">El Mundo</a><nav><a href="/espana.html">España</a><a href="/internacional.html">Internacional</a><a href="/economia.html">Economía</a></nav><a class="ue-c-main-header__premium" href="/suscripciones">Suscríbete</a></header>'
 '<main><article class="ue-l-article"><div class="ue-c-article__kicker">Tribunales</div><h1 class="ue-c-article__headline">El Supremo confirma seis años de cárcel para un exalcalde malagueño</h1><p class="ue-c-article__standfirst">El alto tribunal avala la condena por prevaricación y fraude.</p>'
 '<div class="ue-c-article__byline"><div class="ue-c-article__byline-name"><a href="/autor/manuel-marraco.html">Manuel Marraco</a></div><div class="ue-c-article__byline-location">Madrid</div>'
 '<div class="ue-c-article__publishdate"><time datetime="2026-11-25T13:02:00Z">Actualizado Miércoles, 25 noviembre 2026 - 14:02</time></div></div>'
 '<div class="ue-c-article__tools"><a href="#comments">Comentar</a><button>Compartir en Facebook</button><button>Compartir en Twitter</button><button>Enviar por email</button></div>'
 f'<div class="ue-c-article__body"><p>{EM[0]}</p><p>{EM[1]}</p><p>{EM[2]}</p></div>'
 '<div class="ue-c-article__premium"><p class="ue-c-article__premium-title">Para seguir leyendo, hazte Premium</p><p>Accede sin límites desde 1€ el primer mes.</p><a href="/suscripciones">Suscríbete</a><p>¿Ya eres Premium? <a href="/login">Inicia sesión</a></p></div></article>'
 '<section class="ue-c-related"><h2>Te puede interesar</h2><ul><li><a href="/a/1">La Audiencia de Málaga juzga a otro concejal</a></li></ul></section></main>'
 '<footer><p>© Unidad Editorial Información General S.L.U. 2026</p><a href="/aviso-legal">Aviso legal</a></footer></body></html>',
 "https://www.elmundo.example.es/espana/2026/11/25/6744a1b2fc6c83f0318b45a7.html",
 EM, ["Para seguir leyendo", "Accede sin límites", "Ya eres Premium", "Te puede interesar", "otro concejal", "Comentar", "Enviar por email"])
_META["el_mundo"] = {"author": "Manuel Marraco", "date": "2026-11-25", "lang": "es"}

# 19 a 20minutos-like article: "Noticia relacionada" boxes in the text, "Te puede interesar", "Ver comentarios",
# the "Sigue a 20minutos en WhatsApp" line, the update line
VE = ["La Comunidad de Madrid abrirá en enero el plazo para solicitar las ayudas al alquiler para jóvenes de entre 18 y 35 años, que podrán recibir hasta 250 euros al mes.",
      "Los solicitantes deberán acreditar unos ingresos inferiores a tres veces el IPREM y un contrato de arrendamiento en vigor a su nombre.",
      "Según la consejería de Vivienda, el año pasado se concedieron más de 21.000 ayudas, con un tiempo medio de resolución de cinco meses.",
      "Las solicitudes se presentarán exclusivamente por vía telemática a través de la sede electrónica regional."]
_RAW["veinte_minutos"] = (news_head("Madrid abre en enero las ayudas al alquiler para jóvenes: requisitos y cuantía", "es", "Madrid abre en enero las ayudas al alquiler para jóvenes: requisitos y cuantía", "Lucía Hernández", "2026-11-24") +
 '<body><header class="header"><a href="/" class="logo">20minutos</a><nav><a href="/nacional/">Nacional</a><a href="/madrid/">Madrid</a><a href="/deportes/">Deportes</a></nav></header>'
 '<main><article class="article"><header class="article-header"><h1 class="article-title">Madrid abre en enero las ayudas al alquiler para jóvenes: requisitos y cuantía</h1>'
 '<div class="article-author"><a href="/autor/lucia-hernandez/">Lucía Hernández</a></div><div class="article-date"><time datetime="2026-11-24T10:15:00+01:00">24.11.2026 - 10:15h</time><span>Actualizado: 24.11.2026 - 11:02h</span></div></header>'
 f'<div class="article-text"><p class="paragraph">{VE[0]}</p><p class="paragraph">{VE[1]}</p>'
 '<div class="related-content"><span class="related-content-label">Noticia relacionada</span><a href="/noticia/5612345/0/bono-alquiler-joven/"><strong>El Gobierno amplía el Bono Alquiler Joven hasta 2028</strong></a></div>'
 f'<p class="paragraph">{VE[2]}</p><p class="paragraph">{VE[3]}</p></div>'
 '<p class="article-whatsapp"><a href="https://whatsapp.com/channel/x">Sigue a 20minutos en WhatsApp</a> y recibe las últimas noticias.</p>'
 '<div class="article-comments-cta"><a href="#comments">Ver comentarios (14)</a></div></article>'
 '<section class="interest"><h2>Te puede interesar</h2><ul><li><a href="/a/1">El precio del alquiler sube un 9% en Madrid</a></li></ul></section></main>'
 '<footer><p>© 20 MINUTOS EDITORA, S.L. 2026</p><a href="/aviso-legal/">Aviso legal</a></footer></body></html>',
 "https://www.20minutos.example.es/noticia/5613456/0/madrid-abre-enero-ayudas-alquiler-jovenes-requisitos/",
 VE, ["Noticia relacionada", "Bono Alquiler Joven", "Sigue a 20minutos", "Ver comentarios", "Te puede interesar", "sube un 9%"])
_META["veinte_minutos"] = {"author": "Lucía Hernández", "date": "2026-11-24", "lang": "es"}

# 20 a Galician regional (La Voz de Galicia-like): the city label and date line, "Te puede interesar" inline, the
# "Comenta" count, "Archivado en"
LV = ["El Concello de Lugo licitará en diciembre la reforma integral del mercado de Quiroga, cerrado desde hace dos años por problemas en la cubierta.",
      "El proyecto, con un presupuesto de 3,2 millones de euros, contempla además la instalación de placas solares y una zona de restauración en la planta alta.",
      "Los placeros, que se trasladaron a una carpa provisional en la plaza de Ferrol, piden que las obras no se alarguen más allá de 2028.",
      "La concejala de Mercados aseguró que el pliego incluirá penalizaciones para la empresa adjudicataria en caso de retrasos."]
_RAW["voz_galicia"] = (news_head("Lugo licitará en diciembre la reforma del mercado de Quiroga", "es", "Lugo licitará en diciembre la reforma del mercado de Quiroga", "Xosé Carreira", "2026-11-23") +
 '<body><header class="cabecera"><a href="/" class="logo">La Voz de Galicia</a><nav><a href="/lugo/">Lugo</a><a href="/coruna/">A Coruña</a><a href="/deportes/">Deportes</a></nav><a href="/suscripcion/">Suscríbete</a></header>'
 '<main><article class="article"><p class="antetitulo">LUGO / LA VOZ</p><h1 class="headline">Lugo licitará en diciembre la reforma del mercado de Quiroga</h1><p class="subtitle">El proyecto prevé una zona de restauración en la planta alta</p>'
 '<div class="author"><span class="autor">Xosé Carreira</span><span class="date">Lugo 23/11/2026 05:00 h</span><a href="#comentarios" class="comments">Comenta · 3</a></div>'
 f'<div class="txt-article"><p>{LV[0]}</p><p>{LV[1]}</p>'
 '<div class="te-puede-interesar"><p class="te-puede-interesar-title">Te puede interesar</p><a href="/lugo/2026/10/02/mercado-provisional/">Los placeros de Quiroga, un año en la carpa</a></div>'
 f'<p>{LV[2]}</p><p>{LV[3]}</p></div>'
 '<div class="archivado"><span>Archivado en:</span><a href="/temas/lugo">Lugo</a><a href="/temas/mercados">Mercados</a></div></article>'
 '<aside><h2>Lo más leído</h2><ol><li><a href="/a/1">Un incendio calcina una nave en O Ceao</a></li></ol></aside></main>'
 '<footer><p>© Copyright LA VOZ DE GALICIA S.A. 2026</p><a href="/aviso-legal/">Aviso legal</a></footer></body></html>',
 "https://www.lavozdegalicia.example.es/noticia/lugo/lugo/2026/11/23/lugo-licitara-diciembre-reforma-mercado-quiroga/0003_202611L23C1991.htm",
 LV, ["Te puede interesar", "un año en la carpa", "Comenta", "Archivado en", "Lo más leído", "nave en O Ceao"])
_META["voz_galicia"] = {"author": "Xosé Carreira", "date": "2026-11-23", "lang": "es"}

# 21 a NOS-like article: "Lees ook" in the text as a linked box, the "Bekijk" video teaser, "Deel artikel", the
# "In samenwerking met" credit
NS = ["Het kabinet trekt volgend jaar 300 miljoen euro extra uit voor het onderhoud van bruggen en sluizen, waarvan een groot deel aan het einde van zijn levensduur is.",
      "Rijkswaterstaat waarschuwde eerder dat zonder extra geld tientallen kunstwerken de komende jaren tijdelijk dicht moeten voor vrachtverkeer.",
      "De minister van Infrastructuur zegt dat de prioriteit ligt bij de bruggen over het Amsterdam-Rijnkanaal en de Maas.",
      "Transport en Logistiek Nederland noemt het bedrag een eerste stap, maar volgens de branchevereniging is minstens het dubbele nodig."]
_RAW["nos"] = (news_head("Kabinet trekt 300 miljoen extra uit voor onderhoud bruggen en sluizen", "nl", "Kabinet trekt 300 miljoen extra uit voor onderhoud bruggen en sluizen", "Jeroen Wester", "2026-11-25") +
 '<body><header class="header"><a href="/" class="logo">NOS</a><nav><a href="/nieuws/binnenland">Binnenland</a><a href="/nieuws/buitenland">Buitenland</a><a href="/sport">Sport</a></nav></header>'
 '<main><article class="article"><h1 class="title">Kabinet trekt 300 miljoen extra uit voor onderhoud bruggen en sluizen</h1>'
 '<div class="meta"><span class="category">Binnenland</span><time datetime="2026-11-25T09:30:00+01:00">25 november 2026, 09:30</time><span class="byline">Jeroen Wester</span><span class="reporter-role">verslaggever Economie</span></div>'
 f'<div class="content"><p>{NS[0]}</p><p>{NS[1]}</p>'
 '<div class="read-also"><h3>Lees ook</h3><a href="/artikel/2543210-bruggen-in-slechte-staat">Honderden bruggen in slechte staat, blijkt uit inventarisatie</a></div>'
 f'<p>{NS[2]}</p>'
 '<div class="video-teaser"><p>Bekijk hier hoe een brug in Zeeland wordt gerenoveerd:</p><div class="video-player"><button>Afspelen</button><span>02:14</span></div></div>'
 f'<p>{NS[3]}</p></div>'
 '<div class="share"><button>Deel artikel</button><button>Kopieer link</button></div></article>'
 '<aside><h2>Meest gelezen</h2><ol><li><a href="/a/1">Storing bij NS: geen treinen rond Utrecht</a></li></ol></aside></main>'
 '<footer><a href="/over-de-nos">Over de NOS</a><a href="/privacy">Privacy</a><p>© NOS 2026</p></footer></body></html>',
 "https://nos.example.nl/artikel/2545678-kabinet-trekt-300-miljoen-extra-uit-voor-onderhoud-bruggen-en-sluizen",
 NS, ["Lees ook", "slechte staat", "Bekijk hier", "Afspelen", "Deel artikel", "Meest gelezen", "Kopieer link"])
_META["nos"] = {"author": "Jeroen Wester", "date": "2026-11-25", "lang": "nl"}

# 22 a nu.nl-like article: the "Lees meer over:" tag row, "Reacties", "Zie ook:" inline, the "Door …" line
NU = ["De gemeente Utrecht gaat vanaf maart een proef doen met een autovrije zondag in de binnenstad, om de luchtkwaliteit en de verkeersveiligheid te verbeteren.",
      "Tussen 10.00 en 18.00 uur mogen alleen bewoners, nooddiensten en bevoorrading met een ontheffing het gebied binnen de singels in.",
      "Ondernemers reageren verdeeld: horeca ziet kansen voor terrassen op straat, maar winkeliers vrezen dat klanten wegblijven.",
      "Na drie maanden wordt de proef geëvalueerd, waarna de gemeenteraad beslist of de maatregel wordt voortgezet."]
_RAW["nu_nl"] = (news_head("Utrecht houdt proef met autovrije zondag in binnenstad | Binnenland | NU.nl", "nl", "Utrecht houdt proef met autovrije zondag in binnenstad", "Niels Klaassen", "2026-11-24") +
 '<body><header class="header"><a href="/" class="logo">NU.nl</a><nav><a href="/net-binnen">Net binnen</a><a href="/binnenland">Binnenland</a><a href="/economie">Economie</a></nav></header>'
 '<main><article class="article"><h1 class="title">Utrecht houdt proef met autovrije zondag in binnenstad</h1>'
 '<div class="article-meta"><span class="author">Door Niels Klaassen</span><time datetime="2026-11-24T14:20:00+01:00">24 november 2026 14:20</time><span class="reactions"><a href="#reacties">Reacties (212)</a></span></div>'
 f'<div class="block-text"><p>{NU[0]}</p><p>{NU[1]}</p>'
 '<p><strong>Zie ook: </strong><a href="/binnenland/6331234/amsterdam-breidt-milieuzone-uit.html">Amsterdam breidt milieuzone uit naar de ring</a></p>'
 f'<p>{NU[2]}</p><p>{NU[3]}</p></div>'
 '<div class="tags"><span>Lees meer over:</span><a href="/tag/utrecht">Utrecht</a><a href="/tag/verkeer">Verkeer</a></div></article>'
 '<aside><h2>Meest gelezen</h2><ol><li><a href="/a/1">Kou houdt aan, kans op gladheid</a></li></ol></aside></main>'
 '<footer><p>© 2026 DPG Media B.V.</p><a href="/privacy">Privacy</a></footer></body></html>',
 "https://www.nu.example.nl/binnenland/6332345/utrecht-houdt-proef-met-autovrije-zondag-in-binnenstad.html",
 NU, ["Zie ook", "milieuzone", "Lees meer over", "Reacties (212)", "Meest gelezen", "gladheid"])
_META["nu_nl"] = {"author": "Niels Klaassen", "date": "2026-11-24", "lang": "nl"}

# 23 an Observador-like Portuguese article: "Leia também" inline, the newsletter box, "Assine o Observador", the
# comments closed line
OB = ["O Governo aprovou esta quinta-feira em Conselho de Ministros um novo regime de apoio à compra de casa por jovens até aos 35 anos, que passa a cobrir até 100% do financiamento bancário.",
      "A garantia pública estará disponível para imóveis até 450 mil euros e abrange apenas a primeira habitação própria e permanente.",
      "Os bancos terão de aderir ao protocolo até ao final de janeiro para poderem oferecer as novas condições aos clientes.",
      "A oposição considera que a medida pode pressionar ainda mais os preços da habitação nas grandes cidades."]
_RAW["observador"] = (news_head("Governo alarga garantia pública para compra de casa por jovens – Observador", "pt", "Governo alarga garantia pública para compra de casa por jovens", "Ana Cristina Marques", "2026-11-26") +
 '<body><header class="obs-header"><a href="/" class="logo">Observador</a><nav><a href="/seccao/politica/">Política</a><a href="/seccao/economia/">Economia</a><a href="/seccao/pais/">País</a></nav><a href="/assinaturas/">Assinar</a></header>'
 '<main><article class="article-single"><h1 class="article-head-content-headline-title">Governo alarga garantia pública para compra de casa por jovens</h1><p class="article-head-content-headline-lead">A garantia cobre até 100% do empréstimo para casas até 450 mil euros.</p>'
 '<div class="article-head-content-authors"><span>Texto</span> <a href="/perfil/acmarques">Ana Cristina Marques</a></div><time class="article-head-content-date" datetime="2026-11-26T18:40:00+00:00">26 nov. 2026, 18:40</time>'
 f'<div class="article-body-content"><p>{OB[0]}</p><p>{OB[1]}</p>'
 '<div class="related-inline"><p><strong>Leia também</strong></p><a href="/2026/10/04/credito-habitacao-taxas/">Crédito à habitação: taxas voltam a descer em outubro</a></div>'
 f'<p>{OB[2]}</p><p>{OB[3]}</p></div>'
 '<div class="newsletter-box"><h3>Newsletter Económico</h3><p>Receba um alerta sempre que houver notícias de economia.</p><button>Subscrever</button></div>'
 '<div class="premium-cta"><p>Apoie o jornalismo independente. Assine o Observador a partir de 0,18€ por dia.</p><a href="/assinaturas/">Assine já</a></div>'
 '<p class="comments-closed">Os comentários estão fechados para este artigo.</p></article></main>'
 '<footer><p>© 2026 Observador On Time, S.A.</p><a href="/estatuto-editorial/">Estatuto editorial</a></footer></body></html>',
 "https://observador.example.pt/2026/11/26/governo-alarga-garantia-publica-para-compra-de-casa-por-jovens/",
 OB, ["Leia também", "taxas voltam", "Newsletter Económico", "Receba um alerta", "Assine o Observador", "comentários estão fechados"])
_META["observador"] = {"author": "Ana Cristina Marques", "date": "2026-11-26", "lang": "pt"}


# 24 a Tamedia-like Swiss paper (24 heures, Tribune de Genève): "Abonnez-vous maintenant et profitez de la fonction
# audio.", "Vous avez trouvé une erreur? Merci de nous la signaler.", the "ATS" line, the author box
TH = ["Le Grand Conseil vaudois a accepté mardi, par 82 voix contre 54, d'introduire un congé parental de quatre semaines pour les employés de l'État.",
      "Le nouveau congé s'ajoutera aux congés maternité et paternité existants et pourra être pris par l'un ou l'autre parent jusqu'au premier anniversaire de l'enfant.",
      "La droite a dénoncé un coût annuel de 11 millions de francs, jugé excessif au moment où le canton prévoit un budget déficitaire.",
      "Le Conseil d'État devra présenter un règlement d'application d'ici à l'été prochain."]
_RAW["tamedia"] = (news_head("Vaud: l'État introduit un congé parental de quatre semaines | 24 heures", "fr", "Vaud: l'État introduit un congé parental de quatre semaines", "Chloé Banerjee-Din", "2026-11-24") +
 '<body><header class="Header_root__a1"><a href="/" class="Header_logo__a2">24 heures</a><nav><a href="/vaud-regions">Vaud &amp; Régions</a><a href="/suisse">Suisse</a><a href="/sport">Sport</a></nav><a href="/abo">S\'abonner</a></header>'
 '<main><article class="ArticleContainer_root__b1"><p class="ContentHead_catchword__b2">Grand Conseil</p><h1 class="ContentHead_title__b3">Vaud: l\'État introduit un congé parental de quatre semaines</h1><p class="ContentHead_lead__b4">Le parlement a accepté le projet malgré l\'opposition de la droite.</p>'
 '<div class="ContentMetaInfo_root__b5"><span class="ContentMetaInfo_author__b6">Chloé Banerjee-Din</span><span class="ContentMetaInfo_date__b7">Publié aujourd\'hui à 18h22</span></div>'
 '<div class="AudioPromo_root__b8"><p>Abonnez-vous maintenant et profitez de la fonction audio.</p><a href="/abo">S\'abonner</a></div>'
 f'<div class="ArticleBody_root__c1"><p class="ArticleParagraph_root__c2">{TH[0]}</p><p class="ArticleParagraph_root__c2">{TH[1]}</p><p class="ArticleParagraph_root__c2">{TH[2]}</p><p class="ArticleParagraph_root__c2">{TH[3]}</p></div>'
 '<div class="AuthorBox_root__c3"><p>Chloé Banerjee-Din est journaliste à la rubrique vaudoise depuis 2019. Elle suit la politique cantonale.</p><a href="/profile/123">Plus d\'infos</a><a href="https://x.com/cbd">@ChloeBD</a></div>'
 '<p class="ErrorReport_root__c4">Vous avez trouvé une erreur? <a href="/signaler">Merci de nous la signaler.</a></p>'
 '<div class="Comments_teaser__c5"><a href="#comments">0 commentaires</a></div></article></main>'
 '<footer><a href="/impressum">Impressum</a><a href="/agb">Conditions générales</a><p>© 2026 Tamedia</p></footer></body></html>',
 "https://www.24heures.example.ch/vaud-l-etat-introduit-un-conge-parental-de-quatre-semaines-123456789012",
 TH, ["fonction audio", "Vous avez trouvé une erreur", "est journaliste à la rubrique", "Plus d'infos", "0 commentaires"])
_META["tamedia"] = {"author": "Chloé Banerjee-Din", "date": "2026-11-24", "lang": "fr"}

# 25 a French commune's démarche on Stratis (Drupal): "Mis à jour le", "Partager", "Imprimer", "Cette page vous
# a-t-elle été utile ?", "Dans cette rubrique", the address card
MR = ["Le recensement citoyen est obligatoire pour tous les jeunes Français, filles et garçons, dans les trois mois qui suivent leur seizième anniversaire.",
      "Il permet d'obtenir l'attestation de recensement, demandée pour s'inscrire aux examens et concours comme le baccalauréat ou le permis de conduire.",
      "une pièce d'identité en cours de validité", "le livret de famille des parents", "un justificatif de domicile de moins de trois mois",
      "La démarche peut aussi être faite en ligne sur le site service-public.fr ; l'attestation est alors envoyée dans votre espace personnel."]
_RAW["mairie_stratis"] = (article_head("Recensement citoyen - Ville de Saint-Herblain", "fr") +
 '<body><a class="skip" href="#main">Aller au contenu</a><header class="header"><a class="logo" href="/">Ville de Saint-Herblain</a><nav class="main-nav"><a href="/mairie">Ma mairie</a><a href="/demarches">Mes démarches</a><a href="/agenda">Agenda</a></nav></header>'
 '<main id="main"><nav class="breadcrumb"><a href="/">Accueil</a><a href="/demarches">Mes démarches</a><span>Recensement citoyen</span></nav>'
 '<div class="page-head"><h1 class="page-title">Recensement citoyen</h1><div class="page-tools"><button class="share">Partager</button><button class="print" onclick="window.print()">Imprimer</button></div></div>'
 f'<div class="rte"><p>{MR[0]}</p><p>{MR[1]}</p><h2>Pièces à fournir</h2><ul><li>{MR[2]}</li><li>{MR[3]}</li><li>{MR[4]}</li></ul><p>{MR[5]}</p></div>'
 '<div class="contact-card"><h2>Où s\'adresser ?</h2><p>Hôtel de ville – Service État civil</p><p>2 rue de l\'Hôtel de Ville, 44800 Saint-Herblain</p><p>Tél. 02 28 25 20 00</p></div>'
 '<p class="page-date">Mis à jour le 18 novembre 2026</p>'
 '<div class="page-feedback"><p>Cette page vous a-t-elle été utile ?</p><button>Oui</button><button>Non</button></div>'
 '<aside class="sidebar"><h2>Dans cette rubrique</h2><ul><li><a href="/demarches/carte-identite">Carte d\'identité</a></li><li><a href="/demarches/passeport">Passeport</a></li></ul></aside></main>'
 '<footer class="footer"><a href="/mentions-legales">Mentions légales</a><a href="/accessibilite">Accessibilité : partiellement conforme</a><p>© Ville de Saint-Herblain</p></footer></body></html>',
 "https://www.saint-herblain.example.fr/demarches/citoyennete/recensement-citoyen",
 MR, ["Aller au contenu", "Imprimer", "Mis à jour le", "a-t-elle été utile", "Dans cette rubrique", "Passeport", "partiellement conforme"])

# 26 a Messaggero-like article: "ULTIMO AGGIORNAMENTO" in capitals, "© RIPRODUZIONE RISERVATA", the "Leggi
# l'articolo completo su …" line of its syndicated copy, the "Ti potrebbe interessare" box
MS = ["La Regione Lazio ha stanziato 18 milioni di euro per rinnovare il parco autobus del trasporto pubblico nei comuni della provincia di Viterbo.",
      "Entro la fine del 2027 entreranno in servizio sessanta nuovi mezzi a metano e dieci elettrici, destinati soprattutto alle linee scolastiche.",
      "Il presidente della Provincia ha parlato di «una boccata d'ossigeno» per un servizio che negli ultimi anni ha accumulato ritardi e corse soppresse.",
      "I sindacati chiedono ora che vengano assunti anche nuovi autisti, senza i quali i mezzi rischiano di restare fermi nei depositi."]
_RAW["messaggero"] = (news_head("Viterbo, 18 milioni per i nuovi autobus: 70 mezzi entro il 2027", "it", "Viterbo, 18 milioni per i nuovi autobus: 70 mezzi entro il 2027", "Massimo Chiaravalli", "2026-11-25") +
 '<body><header class="header"><a href="/" class="logo">Il Messaggero</a><nav><a href="/roma/">Roma</a><a href="/viterbo/">Viterbo</a><a href="/sport/">Sport</a></nav><a href="/abbonamenti/">Abbonati</a></header>'
 '<main><article class="article"><h1 class="article-title">Viterbo, 18 milioni per i nuovi autobus: 70 mezzi entro il 2027</h1>'
 '<div class="article-meta"><span class="author">di Massimo Chiaravalli</span><time datetime="2026-11-25T07:05:00+01:00">3 Minuti di Lettura</time><span class="date">Martedì 25 Novembre 2026, 07:05</span><span class="update">ULTIMO AGGIORNAMENTO: 10:12</span></div>'
 f'<div class="article-body"><p>{MS[0]}</p><p>{MS[1]}</p><p>{MS[2]}</p><p>{MS[3]}</p></div>'
 '<p class="copyright">© RIPRODUZIONE RISERVATA</p>'
 '<div class="related"><h3>Ti potrebbe interessare</h3><ul><li><a href="/a/1">Civita Castellana, chiude la fabbrica di ceramiche</a></li></ul></div></article></main>'
 '<footer><p>Il Messaggero S.p.A. - P.IVA 05629251009</p><a href="/privacy/">Privacy</a></footer></body></html>',
 "https://www.ilmessaggero.example.it/viterbo/viterbo_autobus_nuovi_regione_lazio_18_milioni-8512345.html",
 MS, ["ULTIMO AGGIORNAMENTO", "RIPRODUZIONE RISERVATA", "Ti potrebbe interessare", "ceramiche", "P.IVA", "Minuti di Lettura"])
_META["messaggero"] = {"author": "Massimo Chiaravalli", "date": "2026-11-25", "lang": "it"}

# 27 an El Periódico-like article (Prensa Ibérica) behind its metered wall: "Suscríbete para seguir leyendo", "Lee sin
# límites", "Noticias relacionadas" list in the text, the "Te puede interesar" box
EP = ["El Ayuntamiento de Barcelona instalará 300 nuevos refugios climáticos en escuelas y bibliotecas antes del próximo verano, con aire acondicionado y fuentes de agua.",
      "La red se amplía tras un verano en que las temperaturas superaron los 35 grados durante doce días seguidos en el área metropolitana.",
      "Los espacios estarán señalizados en el mapa municipal y abrirán también los fines de semana de julio y agosto."]
_RAW["el_periodico"] = (news_head("Barcelona tendrá 300 nuevos refugios climáticos el próximo verano", "es", "Barcelona tendrá 300 nuevos refugios climáticos el próximo verano", "Carlota Sáez", "2026-11-26") +
 '<body><header class="header"><a href="/" class="logo">El Periódico</a><nav><a href="/es/barcelona/">Barcelona</a><a href="/es/sociedad/">Sociedad</a><a href="/es/deportes/">Deportes</a></nav></header>'
 '<main><article class="ft-article"><h1 class="ft-title">Barcelona tendrá 300 nuevos refugios climáticos el próximo verano</h1><h2 class="ft-subtitle">Escuelas y bibliotecas abrirán con aire acondicionado también los fines de semana</h2>'
 '<div class="ft-author"><a href="/es/autores/carlota-saez.html">Carlota Sáez</a><span class="ft-location">Barcelona</span><time datetime="2026-11-26T06:45:00+01:00">26 NOV 2026 6:45</time><span>Actualizada 26 NOV 2026 8:20</span></div>'
 f'<div class="ft-text"><p>{EP[0]}</p><p>{EP[1]}</p>'
 '<div class="ft-related"><p class="ft-related__title">Noticias relacionadas</p><ul><li><a href="/es/barcelona/20260801/olas-de-calor.html">Barcelona vivió el verano más caluroso desde 1914</a></li><li><a href="/es/barcelona/20260715/refugios.html">Dónde están los refugios climáticos de Barcelona</a></li></ul></div>'
 f'<p>{EP[2]}</p></div>'
 '<div class="ft-paywall"><p class="ft-paywall__title">Suscríbete para seguir leyendo</p><p>Lee sin límites desde 1€ el primer mes.</p><a href="/suscripcion">Suscríbete</a><p>¿Ya tienes cuenta? <a href="/login">Inicia sesión</a></p></div></article>'
 '<section><h2>Te puede interesar</h2><ul><li><a href="/a/1">El Barça presenta el nuevo Camp Nou</a></li></ul></section></main>'
 '<footer><p>© 2026 El Periódico de Catalunya, S.L.U.</p><a href="/aviso-legal/">Aviso legal</a></footer></body></html>',
 "https://www.elperiodico.example.com/es/barcelona/20261126/barcelona-300-nuevos-refugios-climaticos-verano-12345678",
 EP, ["Noticias relacionadas", "más caluroso", "Suscríbete para seguir leyendo", "Lee sin límites", "Ya tienes cuenta", "Te puede interesar", "Camp Nou"])
_META["el_periodico"] = {"author": "Carlota Sáez", "date": "2026-11-26", "lang": "es"}

PAGES: dict[str, NewsPage] = {name: NewsPage(html, url, tuple(kept), tuple(gone), _META.get(name, {}))
                              for name, (html, url, kept, gone) in _RAW.items()}

globals().update(page_tests(PAGES, _OPEN, writer=True, open_furniture=_OPEN_FURNITURE))


def _replaced(name: str, old: str, new: str) -> list[str]:
    """The document's paragraphs of page ``name`` with ``old`` in its source made ``new``."""
    html, url, _, _ = _RAW[name]
    assert old in html
    return _texts(html.replace(old, new), url)


@pytest.mark.parametrize("credit", ["Sujet radio: Pierre Nebel", "Sujet TV : Marie Dufour", "Reportage radio: Anne Fournier",
                                    "Adaptation web: jfe", "Mise en ligne web : Julien Sermier"])
def test_a_broadcasters_credit_line_goes(credit):
    found = _replaced("rts", "<p>Sujet radio: Pierre Nebel</p>", f"<p>{credit}</p>")
    assert RS[3] in found and credit not in found


def test_a_paragraph_opening_with_a_credits_words_stays():
    line = "Adaptation web : le roman de Joël Dicker devient une série diffusée en ligne dès janvier sur la plateforme."
    found = _replaced("rts", "<p>Sujet radio: Pierre Nebel</p>", f"<p>{line}</p>")
    assert line in found


@pytest.mark.parametrize("heading", ["Évaluez cette page", "Rate this page", "Valuta questa pagina"])
def test_a_rating_boxs_heading_goes(heading):
    found = _replaced("quebec_ca", "<h2>Évaluez cette page</h2>", f"<h2>{heading}</h2>")
    assert QC[3] in found and heading not in found


@pytest.mark.parametrize("notice", [
    "Only logged in customers who have purchased this product may leave a review.",
    "Seuls les clients connectés ayant acheté ce produit ont la possibilité de laisser un avis.",
    "Solo i clienti che hanno effettuato l'accesso e che hanno acquistato questo prodotto possono lasciare una recensione.",
    "Sólo los usuarios registrados que hayan comprado este producto pueden hacer una valoración.",
    "Nur angemeldete Kunden, die dieses Produkt gekauft haben, dürfen eine Bewertung abgeben."])
def test_woocommerces_notice_that_only_buyers_may_review_goes(notice):
    old = "<p>Seuls les clients connectés ayant acheté ce produit ont la possibilité de laisser un avis.</p>"
    found = _replaced("woocommerce_fr", old, f"<p>{notice}</p>")
    assert WC[3] in found and notice not in found


def test_a_shops_sentence_on_its_buyers_reviews_stays():
    line = ("Seuls les clients connectés ayant acheté ce produit ont la possibilité de laisser un avis, ce qui garantit "
            "depuis 2019 des avis authentiques sur tous nos savons.")
    found = _replaced("woocommerce_fr", f"<p>{WC[2]}</p>", f"<p>{WC[2]}</p><p>{line}</p>")
    assert line in found


def test_an_italian_badge_naming_the_means_of_payment_goes_and_a_sentence_stays():
    sentence = ("Pagamenti sicuri con carta e PayPal sono garantiti dal protocollo 3D Secure della banca emittente, "
                "che chiede un codice a ogni acquisto.")
    found = _replaced("prestashop_it", f"<p>{PI[2]}</p>", f"<p>{PI[2]}</p><p>{sentence}</p>")
    assert sentence in found and "Pagamenti sicuri con carta e PayPal" not in [t for t in found if t != sentence]


def test_a_portuguese_offer_in_euros_goes_and_a_report_on_prices_stays():
    report = "O jornal passou a cobrar 0,18€ por dia aos assinantes digitais, anunciou a empresa esta quinta-feira."
    found = _replaced("observador", f"<p>{OB[3]}</p>", f"<p>{OB[3]}</p><p>{report}</p>")
    assert report in found and not any("Assine o Observador" in t for t in found)


def test_an_icon_fonts_name_goes_and_words_in_an_element_of_its_name_stay():
    hint = ' <span class="material-icons-hint">Chiedete la scheda tecnica al frantoio.</span>'
    found = _replaced("prestashop_it", f"{PI[2]}</p>", f"{PI[2]}{hint}</p>")
    assert PI[2] + hint.replace('<span class="material-icons-hint">', "").replace("</span>", "") in found
    assert not any(t.startswith("check") for t in found)


def test_a_line_that_is_one_link_to_the_dossier_goes_and_a_sentence_naming_it_stays():
    old = ('<p class="textModule"><strong><a href="/dossiers/systeme-de-sante/">Consultez notre dossier sur le système '
           'de santé</a></strong></p>')
    sentence = ('<p class="textModule">Consultez notre dossier : quarante pages d\'analyses publiées en juin ont '
                'alimenté le débat sur <a href="/dossiers/systeme-de-sante/">le système de santé</a>.</p>')
    found = _replaced("la_presse", old, sentence)
    assert any(t.startswith("Consultez notre dossier : quarante pages") for t in found)
    for line in ("Read all our coverage of the hospital", "Leggi il nostro speciale sulla sanità"):
        found = _replaced("la_presse", "Consultez notre dossier sur le système de santé", line)
        assert LP[3] in found and line not in found


@pytest.mark.parametrize("rating", ["★★★★★ 4.9 from 38 reviews", "4,8 von 5 (12 Bewertungen)"])
def test_a_recipe_cards_rating_goes_and_a_sentence_with_a_score_stays(rating):
    found = _replaced("tasty_recipes", "★★★★★ 4.9 sur 5 (38 avis)", rating)
    assert TR[6] in found and rating not in found
    sentence = "Au concours du village, ma tarte a obtenu 4,9 sur 5 (38 avis du jury), une première pour la famille."
    found = _replaced("tasty_recipes", f"<p>{TR[1]}</p>", f"<p>{TR[1]}</p><p>{sentence}</p>")
    assert sentence in found
