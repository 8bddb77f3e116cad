"""Whole pages of session 37 in French, Italian, Spanish and Polish, of kinds the earlier files had none of: a
service-public.fr fiche on the State's design system (its "Cas" tabs, "Où s'adresser ?", the satisfaction box), a
commune's news item, a university's course page, an association loi 1901 on WordPress with its HelloAsso box, a
PrestaShop 8 product with its "Référence" line and "Fiche technique", a WordPress blog with Jetpack's related
posts, a Canalblog post, a Wix blog post, a Doctissimo-like and a jeuxvideo.com-like forum thread, a Marmiton-like
recipe, an Ouest-France-like article behind its paywall teaser, a comune's service page on Designers Italia's
bootstrap-italia template, an Italian university's course page, an Aranzulla-like how-to, a recipe blog on WP
Recipe Maker, a Subito-like classified ad, an Italian phpBB thread, an Italian local paper on the Newspaper theme,
a Spanish ayuntamiento's sede page, a Polish BIP page with its "Metryczka", a Polish portal's news item.  For each
page the text a reader came for stays whole (headings, lists, tables, FAQ answers), the furniture goes."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, news_head, page, processed
from vert_types29_pages import _head

_RAW: dict[str, tuple[str, str, list[str], list[str]]] = {}
_META: dict[str, dict[str, str]] = {}
_OPEN: dict[str, str] = {  # what no rule keeps yet
    # a page stated an article (og:type) keeps to its container, one tab panel (``container._text_siblings``): the
    # last panel, a heading, one paragraph of 170 characters and a call-to-action button (bad), is neither as big
    # as the container, nor shaped like it, nor a section of three good blocks
    "universite": "a short last panel with a button after a page stated an article's container",
}
_OPEN_FURNITURE: dict[str, str] = {  # what no rule takes yet
    # a Polish publisher's consent notice (RODO) that speaks of personal data, not of cookies: the cookie notice is
    # asked only of blocks that say "cookie" (``notices.cookie_notice``)
    "polski_portal": "a consent notice on personal data that never says cookie",
}

_COOKIES_FR = ('<div id="tarteaucitronRoot"><div id="tarteaucitronAlertBig"><span id="tarteaucitronDisclaimerAlert">'
               'Ce site utilise des cookies et vous donne le contrôle sur ceux que vous souhaitez activer</span>'
               '<button id="tarteaucitronPersonalize2">Tout accepter</button><button id="tarteaucitronAllDenied2">'
               'Tout refuser</button><button id="tarteaucitronCloseAlert">Personnaliser</button></div></div>')
_COOKIES_IT = ('<div class="cookiebar" role="dialog"><p>Questo sito utilizza cookie tecnici, analytics e di terze '
               'parti. Proseguendo nella navigazione accetti l\'utilizzo dei cookie.</p><div class="cookiebar-buttons">'
               '<a href="/privacy" class="cookiebar-btn">Preferenze</a><button class="cookiebar-btn cookiebar-confirm">'
               'Accetto</button></div></div>')

# 1 service-public.fr fiche pratique (DSFR): "Vérifié le", summary, "Cas" tabs, a table, "Où s'adresser ?", the
# satisfaction box, "Textes de loi et références", "Voir aussi"
SP = ["La carte d'identité d'un majeur est valable 15 ans si elle a été délivrée entre le 2 janvier 2004 et le 31 décembre 2013, et 10 ans si elle a été délivrée depuis le 2 mars 2021.",
      "Vous pouvez faire la demande dans n'importe quelle mairie équipée d'une station d'enregistrement, quel que soit votre lieu de domicile.",
      "Une pré-demande en ligne permet de gagner du temps au guichet : vous recevez un numéro qu'il faudra présenter à la mairie.",
      "Photo d'identité de moins de 6 mois et conforme aux normes",
      "Justificatif de domicile de moins d'un an",
      "Ancienne carte d'identité, en cas de renouvellement",
      "Le renouvellement est gratuit si vous présentez l'ancienne carte. En cas de perte ou de vol, vous devez payer un timbre fiscal.",
      "Perte ou vol", "25 €", "Renouvellement avec l'ancienne carte", "Gratuit",
      "Le délai de fabrication dépend du lieu et de la période de la demande ; il peut être plus long à l'approche des vacances d'été."]
_RAW["service_public"] = (article_head("Carte d'identité d'un majeur : demande et renouvellement | Service Public", "fr") +
 '<body><div class="fr-skiplinks"><nav class="fr-container" role="navigation" aria-label="Accès rapide"><ul class="fr-skiplinks__list"><li><a class="fr-link" href="#main">Contenu</a></li><li><a class="fr-link" href="#header-navigation">Menu</a></li><li><a class="fr-link" href="#footer">Pied de page</a></li></ul></nav></div>'
 '<header role="banner" class="fr-header"><div class="fr-header__body"><div class="fr-container"><div class="fr-header__brand"><p class="fr-logo">République<br>Française</p><div class="fr-header__service"><a href="/" title="Accueil - Service Public"><p class="fr-header__service-title">Service Public</p></a><p class="fr-header__service-tagline">Le site officiel de l\'administration française</p></div></div>'
 '<div class="fr-header__tools"><ul class="fr-btns-group"><li><a class="fr-btn" href="/particuliers/vosdroits/N19810">Nous contacter</a></li><li><a class="fr-btn" href="/mon-compte">Mon espace</a></li></ul></div></div></div>'
 '<div class="fr-header__menu fr-modal" id="header-navigation"><nav class="fr-nav" role="navigation"><ul class="fr-nav__list"><li class="fr-nav__item"><a class="fr-nav__link" href="/particuliers/vosdroits/N19810">Papiers - Citoyenneté - Élections</a></li><li class="fr-nav__item"><a class="fr-nav__link" href="/particuliers/vosdroits/N19806">Famille - Scolarité</a></li><li class="fr-nav__item"><a class="fr-nav__link" href="/particuliers/vosdroits/N19808">Social - Santé</a></li><li class="fr-nav__item"><a class="fr-nav__link" href="/particuliers/vosdroits/N19803">Travail - Formation</a></li></ul></nav></div></header>'
 '<main role="main" id="main"><div class="fr-container"><nav role="navigation" class="fr-breadcrumb" aria-label="vous êtes ici :"><ol class="fr-breadcrumb__list"><li><a class="fr-breadcrumb__link" href="/particuliers">Accueil particuliers</a></li><li><a class="fr-breadcrumb__link" href="/particuliers/vosdroits/N19810">Papiers - Citoyenneté - Élections</a></li><li><a class="fr-breadcrumb__link" aria-current="page">Carte d\'identité</a></li></ol></nav>'
 '<div class="fr-grid-row"><div class="fr-col-12 fr-col-md-8"><article class="article" id="article"><h1 class="sp-title" id="titlePage">Carte d\'identité d\'un majeur : demande et renouvellement</h1>'
 '<p class="fr-text--sm fr-mb-1w" id="date">Vérifié le 01 septembre 2026 - Direction de l\'information légale et administrative (Premier ministre)</p>'
 '<div class="sp-share"><button class="fr-btn--share" type="button">Partager la page</button><ul class="fr-share__group"><li><a class="fr-share__link fr-share__link--facebook" href="#">Partager sur Facebook</a></li><li><a class="fr-share__link fr-share__link--mail" href="#">Partager par courriel</a></li><li><button class="fr-share__link fr-share__link--copy">Copier dans le presse-papier</button></li></ul></div>'
 f'<div class="sp-intro" id="intro"><p class="fr-mb-3w">{SP[0]}</p></div>'
 '<nav class="sp-summary" role="navigation" aria-label="Sommaire"><p class="fr-summary__title">Sommaire</p><ol class="fr-summary__list"><li><a class="fr-summary__link" href="#ou">Où faire la demande ?</a></li><li><a class="fr-summary__link" href="#docs">Documents à fournir</a></li><li><a class="fr-summary__link" href="#cout">Coût</a></li><li><a class="fr-summary__link" href="#delai">Délai</a></li></ol></nav>'
 f'<div class="sp-chapter" id="ou"><h2 class="fr-h4">Où faire la demande ?</h2><p>{SP[1]}</p><div class="fr-highlight"><p>{SP[2]}</p></div>'
 '<div class="sp-button-link"><a class="fr-btn" href="https://ants.gouv.fr/">Faire une pré-demande en ligne</a></div></div>'
 f'<div class="sp-chapter" id="docs"><h2 class="fr-h4">Documents à fournir</h2><div class="fr-tabs"><ul class="fr-tabs__list" role="tablist"><li role="presentation"><button class="fr-tabs__tab" role="tab" aria-selected="true">Première demande</button></li><li role="presentation"><button class="fr-tabs__tab" role="tab">Renouvellement</button></li></ul>'
 f'<div class="fr-tabs__panel fr-tabs__panel--selected" role="tabpanel"><ul class="fr-list"><li>{SP[3]}</li><li>{SP[4]}</li></ul></div><div class="fr-tabs__panel" role="tabpanel"><ul class="fr-list"><li>{SP[5]}</li></ul></div></div></div>'
 f'<div class="sp-chapter" id="cout"><h2 class="fr-h4">Coût</h2><p>{SP[6]}</p><div class="fr-table"><table><caption>Prix du timbre fiscal</caption><thead><tr><th scope="col">Situation</th><th scope="col">Tarif</th></tr></thead><tbody><tr><td>{SP[7]}</td><td>{SP[8]}</td></tr><tr><td>{SP[9]}</td><td>{SP[10]}</td></tr></tbody></table></div>'
 '<div class="sp-button-link"><a class="fr-btn" href="https://timbres.impots.gouv.fr/">Acheter un timbre fiscal en ligne</a></div></div>'
 f'<div class="sp-chapter" id="delai"><h2 class="fr-h4">Délai</h2><p>{SP[11]}</p></div>'
 '<div class="sp-where" id="ouSadresser"><h2 class="fr-h4">Où s\'adresser ?</h2><ul><li><a href="/particuliers/recherche?q=mairie">Mairie équipée d\'une station d\'enregistrement</a></li><li><a href="/particuliers/vosdroits/R1234">Agence nationale des titres sécurisés (ANTS)</a></li></ul></div>'
 '<div class="sp-reference"><h2 class="fr-h4">Textes de loi et références</h2><ul><li><a href="https://www.legifrance.gouv.fr/x">Décret n°55-1397 du 22 octobre 1955 instituant la carte nationale d\'identité</a></li></ul></div>'
 '<div class="sp-see-also"><h2 class="fr-h4">Voir aussi</h2><ul><li><a href="/particuliers/vosdroits/F14929">Passeport d\'un majeur</a></li><li><a href="/particuliers/vosdroits/F1341">Perte ou vol de papiers</a></li></ul></div>'
 '<div class="sp-satisfaction" id="satisfaction"><h2 class="fr-h5">Cette page vous a-t-elle été utile ?</h2><p>Votre avis nous aide à améliorer le site.</p><button class="fr-btn">Oui</button><button class="fr-btn">Non</button></div>'
 '</article></div><div class="fr-col-12 fr-col-md-4"><aside class="sp-aside"><div class="fr-card"><h2 class="fr-card__title">Questions ? Réponses !</h2><ul><li><a href="/particuliers/vosdroits/F34845">Peut-on voyager avec une carte d\'identité périmée ?</a></li></ul></div></aside></div></div></div></main>'
 '<footer class="fr-footer" role="contentinfo" id="footer"><div class="fr-container"><div class="fr-footer__body"><p class="fr-footer__content-desc">Service-Public.fr est le site officiel de l\'administration française.</p><ul class="fr-footer__content-list"><li><a class="fr-footer__content-link" href="https://www.legifrance.gouv.fr">legifrance.gouv.fr</a></li><li><a class="fr-footer__content-link" href="https://www.gouvernement.fr">gouvernement.fr</a></li></ul></div><div class="fr-footer__bottom"><ul class="fr-footer__bottom-list"><li><a href="/P10025">Accessibilité : partiellement conforme</a></li><li><a href="/P10050">Mentions légales</a></li><li><a href="/P10060">Données personnelles et cookies</a></li></ul></div></div></footer></body></html>',
 "https://www.service-public.fr/particuliers/vosdroits/F1341",
 SP, ["Vérifié le", "Partager sur Facebook", "Sommaire", "Pied de page", "Cette page vous a-t-elle été utile", "Votre avis nous aide", "Peut-on voyager", "Mentions légales", "Papiers - Citoyenneté - Élections", "Le site officiel de l'administration"])

# 2 a commune's news item (a small town's CMS, Stratis kind): breadcrumb, date, "Partager", "Imprimer", the agenda
# sidebar, "Retour à la liste", the cookie banner
CO = ["Le conseil municipal a voté lundi soir la rénovation complète de la salle des fêtes, fermée depuis l'hiver dernier pour des raisons de sécurité.",
      "Les travaux commenceront en février et comprennent la mise aux normes d'accessibilité, le remplacement du chauffage et l'isolation de la toiture.",
      "Le coût total est estimé à 1,2 million d'euros, dont 40 % financés par la région et le département.",
      "Pendant le chantier, les associations pourront utiliser la salle polyvalente du groupe scolaire Jean-Moulin le week-end.",
      "Mise aux normes d'accessibilité des sanitaires et de l'entrée",
      "Pose d'une pompe à chaleur en remplacement de la chaudière au fioul"]
_RAW["commune"] = (article_head("Salle des fêtes : le chantier de rénovation lancé en février - Ville de Montbazon", "fr") + '<body class="page-actualite">' + _COOKIES_FR +
 '<header class="header"><div class="header__logo"><a href="/"><img src="/logo.svg" alt="Ville de Montbazon"></a></div><nav class="main-nav" aria-label="Menu principal"><ul class="menu"><li><a href="/ma-ville">Ma ville</a></li><li><a href="/mairie">Mairie</a></li><li><a href="/vivre">Vivre à Montbazon</a></li><li><a href="/demarches">Démarches</a></li><li><a href="/agenda">Agenda</a></li></ul></nav><form class="search" action="/recherche"><label>Rechercher</label><input type="search" name="q"><button>OK</button></form></header>'
 '<main id="main" class="site-main"><nav class="breadcrumb"><span>Vous êtes ici :</span><a href="/">Accueil</a><a href="/actualites">Actualités</a><span>Salle des fêtes : le chantier de rénovation lancé en février</span></nav>'
 '<div class="layout"><article class="news-detail"><div class="news-detail__header"><span class="news-detail__category">Travaux</span><h1 class="heading heading--1">Salle des fêtes : le chantier de rénovation lancé en février</h1><p class="publication-date">Publié le 18 novembre 2026</p></div>'
 '<div class="tools"><ul><li><button class="tools__btn" onclick="window.print()">Imprimer</button></li><li><a class="tools__btn" href="mailto:?subject=Salle">Envoyer par mail</a></li><li><div class="share"><span>Partager</span><a href="https://www.facebook.com/sharer.php">Facebook</a><a href="https://twitter.com/intent/tweet">X</a><a href="https://www.linkedin.com/shareArticle">LinkedIn</a></div></li></ul></div>'
 f'<div class="rte"><p class="teaser"><strong>{CO[0]}</strong></p><figure><img src="/salle.jpg" alt=""><figcaption>La salle des fêtes, rue de la Gare. © Ville de Montbazon</figcaption></figure><p>{CO[1]}</p><h2>Ce que prévoit le chantier</h2><ul><li>{CO[4]}</li><li>{CO[5]}</li></ul><p>{CO[2]}</p><p>{CO[3]}</p></div>'
 '<div class="news-detail__footer"><a class="btn" href="/actualites">Retour à la liste</a></div></article>'
 '<aside class="sidebar"><section class="agenda-block"><h2>Agenda</h2><ul><li><a href="/agenda/marche-noel"><span class="date">12 déc.</span>Marché de Noël</a></li><li><a href="/agenda/voeux"><span class="date">9 janv.</span>Vœux du maire</a></li></ul><a href="/agenda">Tout l\'agenda</a></section><section class="quick-access"><h2>En un clic</h2><ul><li><a href="/menus">Menus de la cantine</a></li><li><a href="/dechets">Collecte des déchets</a></li></ul></section></aside></div></main>'
 '<footer class="footer"><div class="footer__contact"><p>Mairie de Montbazon</p><p>2 place du Marché, 37250 Montbazon</p><p>Tél. 02 47 34 16 20</p><p>Du lundi au vendredi, 8h30-12h et 13h30-17h</p></div><ul class="footer__links"><li><a href="/mentions-legales">Mentions légales</a></li><li><a href="/plan-du-site">Plan du site</a></li><li><a href="/accessibilite">Accessibilité</a></li></ul></footer></body></html>',
 "https://www.ville-montbazon.fr/actualites/salle-des-fetes-le-chantier-de-renovation-lance-en-fevrier",
 CO, ["Imprimer", "Envoyer par mail", "Retour à la liste", "Marché de Noël", "Menus de la cantine", "Tout accepter", "cookies", "Mentions légales", "Vous êtes ici", "2 place du Marché"])
_META["commune"] = {"date": "2026-11-18", "lang": "fr"}

# 3 a French university's course page (K-Sup/Jalios kind): "Présentation", "Objectifs", a table of the teaching
# units, "Admission", the contact box, "Candidater" button, "Dernière mise à jour"
UF = ["Le master Sciences du langage forme des spécialistes de l'analyse linguistique capables de travailler sur des corpus écrits et oraux.",
      "La première année est commune ; la spécialisation en traitement automatique des langues commence au troisième semestre.",
      "Maîtriser les méthodes d'annotation et d'exploitation de corpus",
      "Concevoir une chaîne de traitement en Python pour des données textuelles",
      "UE1 Linguistique de corpus", "6 ECTS", "UE2 Programmation pour le TAL", "9 ECTS",
      "L'admission en première année se fait sur dossier, via la plateforme nationale Mon Master, pour les titulaires d'une licence en sciences du langage, lettres ou langues."]
_RAW["universite"] = (article_head("Master Sciences du langage - Université Grenoble Alpes", "fr") + '<body>' + _COOKIES_FR +
 '<header id="header"><div class="bandeau"><a href="/" class="logo">Université Grenoble Alpes</a><ul class="acces-directs"><li><a href="/etudiant">Étudiant</a></li><li><a href="/personnel">Personnel</a></li><li><a href="/entreprise">Entreprise</a></li></ul></div><nav id="menu_principal"><ul><li><a href="/formation">Formation</a></li><li><a href="/recherche">Recherche</a></li><li><a href="/international">International</a></li><li><a href="/universite">Université</a></li></ul></nav></header>'
 '<div id="page"><div id="fil_ariane"><a href="/">Accueil</a> &gt; <a href="/formation">Formation</a> &gt; <a href="/formation/masters">Masters</a> &gt; <span>Master Sciences du langage</span></div>'
 '<div id="contenu-encadres"><div id="contenu-sans-nav"><h1>Master Sciences du langage</h1><div class="fiche-formation"><ul class="infos-cles"><li><span class="label">Diplôme</span> Master</li><li><span class="label">Durée</span> 2 ans</li><li><span class="label">Lieu</span> Saint-Martin-d\'Hères</li></ul>'
 '<ul class="onglets" role="tablist"><li><a href="#presentation">Présentation</a></li><li><a href="#programme">Programme</a></li><li><a href="#admission">Admission</a></li></ul>'
 f'<div id="presentation" class="onglet"><h2>Présentation</h2><p>{UF[0]}</p><p>{UF[1]}</p><h3>Objectifs</h3><ul><li>{UF[2]}</li><li>{UF[3]}</li></ul></div>'
 f'<div id="programme" class="onglet"><h2>Programme</h2><table class="programme"><thead><tr><th>Unité d\'enseignement</th><th>Crédits</th></tr></thead><tbody><tr><td>{UF[4]}</td><td>{UF[5]}</td></tr><tr><td>{UF[6]}</td><td>{UF[7]}</td></tr></tbody></table></div>'
 f'<div id="admission" class="onglet"><h2>Admission</h2><p>{UF[8]}</p><a class="bouton" href="https://www.monmaster.gouv.fr/">Candidater</a></div></div>'
 '<p class="date-maj">Dernière mise à jour le 3 octobre 2026</p></div>'
 '<div id="encadres"><div class="encadre encadre-contact"><h2>Contact</h2><p>Responsable pédagogique : Anne Morel</p><p>Scolarité : scolarite-llasic@univ-grenoble-alpes.fr</p></div><div class="encadre"><h2>Plus d\'infos</h2><ul><li><a href="/journees-portes-ouvertes">Journées portes ouvertes</a></li><li><a href="/aides-financieres">Aides financières</a></li></ul></div></div></div></div>'
 '<footer id="pied"><ul><li><a href="/plan">Plan du site</a></li><li><a href="/mentions">Mentions légales</a></li><li><a href="/contact">Nous contacter</a></li></ul><p>© Université Grenoble Alpes 2026</p></footer></body></html>',
 "https://www.univ-grenoble-alpes.fr/formation/masters/master-sciences-du-langage-123456.kjsp",
 UF, ["Journées portes ouvertes", "Dernière mise à jour", "Plan du site", "Tout accepter", "Scolarité :", "Candidater"])

# 4 an association loi 1901 on WordPress (Astra + Elementor kind): mission list, the HelloAsso membership box,
# "Nos partenaires", newsletter form
AS = ["Fondée en 1998, l'association Les Jardins Partagés du Faubourg rassemble une centaine d'habitants autour de trois parcelles cultivées en commun.",
      "Notre but est de faire du jardin un lieu de rencontre entre générations et d'apprendre ensemble à cultiver sans pesticides.",
      "Organiser chaque mois un atelier ouvert à tous, du semis à la récolte",
      "Accueillir les classes des écoles du quartier au printemps",
      "Redistribuer les surplus de récolte à l'épicerie solidaire",
      "L'adhésion annuelle est de 15 euros, 5 euros pour les étudiants et les demandeurs d'emploi ; elle donne accès aux outils et à une part de parcelle."]
_RAW["association"] = (article_head("Qui sommes-nous ? – Les Jardins Partagés du Faubourg", "fr", '<meta name="generator" content="WordPress 6.6.2"><meta name="generator" content="Elementor 3.24.0">') +
 '<body class="page-template-default page page-id-12 ast-page-builder-template elementor-default elementor-kit-5 elementor-page elementor-page-12"><a class="skip-link screen-reader-text" href="#content">Aller au contenu</a>'
 '<div class="hfeed site" id="page"><header class="site-header ast-primary-submenu-animation-fade header-main-layout-1" id="masthead"><div class="main-header-bar"><div class="site-branding"><span class="site-title"><a href="/">Les Jardins Partagés du Faubourg</a></span><p class="site-description">Association loi 1901</p></div><nav class="main-header-menu-toggle ast-flex"><ul id="primary-menu" class="main-header-menu"><li class="menu-item"><a class="menu-link" href="/">Accueil</a></li><li class="menu-item current-menu-item"><a class="menu-link" href="/qui-sommes-nous/">Qui sommes-nous ?</a></li><li class="menu-item"><a class="menu-link" href="/ateliers/">Ateliers</a></li><li class="menu-item"><a class="menu-link" href="/adherer/">Adhérer</a></li><li class="menu-item"><a class="menu-link" href="/contact/">Contact</a></li></ul></nav></div></header>'
 '<div class="site-content" id="content"><div class="ast-container"><div class="content-area primary" id="primary"><main class="site-main" id="main"><article class="post-12 page type-page status-publish ast-article-single" id="post-12"><header class="entry-header ast-no-title ast-header-without-markup"></header><div class="entry-content clear">'
 '<div class="elementor elementor-12" data-elementor-type="wp-page"><section class="elementor-section elementor-top-section elementor-section-boxed"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column"><div class="elementor-widget-wrap elementor-element-populated">'
 '<div class="elementor-element elementor-widget elementor-widget-heading" data-widget_type="heading.default"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Qui sommes-nous ?</h1></div></div>'
 f'<div class="elementor-element elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>{AS[0]}</p><p>{AS[1]}</p></div></div>'
 '<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Nos actions</h2></div></div>'
 f'<div class="elementor-element elementor-widget elementor-widget-icon-list"><div class="elementor-widget-container"><ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i class="fas fa-leaf"></i></span><span class="elementor-icon-list-text">{AS[2]}</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i class="fas fa-leaf"></i></span><span class="elementor-icon-list-text">{AS[3]}</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i class="fas fa-leaf"></i></span><span class="elementor-icon-list-text">{AS[4]}</span></li></ul></div></div>'
 '<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Adhérer</h2></div></div>'
 f'<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>{AS[5]}</p></div></div>'
 '<div class="elementor-element elementor-widget elementor-widget-html"><div class="elementor-widget-container"><iframe id="haWidget" allowtransparency="true" src="https://www.helloasso.com/associations/jardins-partages-du-faubourg/adhesions/adhesion-2027/widget-bouton" style="width:100%;height:70px;border:none;"></iframe><p class="helloasso-mention">Paiement sécurisé par HelloAsso</p></div></div>'
 '<div class="elementor-element elementor-widget elementor-widget-button"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="/contact/"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Nous écrire</span></span></a></div></div></div>'
 '</div></div></div></section><section class="elementor-section elementor-top-section partenaires"><div class="elementor-container"><div class="elementor-column"><div class="elementor-widget-wrap"><div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title">Nos partenaires</h2></div></div><div class="elementor-element elementor-widget elementor-widget-image-carousel"><div class="elementor-widget-container"><div class="swiper-wrapper"><div class="swiper-slide"><img src="/ville.png" alt="Ville de Lille"></div><div class="swiper-slide"><img src="/region.png" alt="Région Hauts-de-France"></div></div></div></div></div></div></div></section></div>'
 '</div></article></main></div></div></div>'
 '<footer class="site-footer" id="colophon"><div class="footer-widget-area"><section class="widget widget_text"><h2 class="widget-title">Lettre d\'information</h2><div class="textwidget"><p>Recevez chaque mois le programme des ateliers.</p><form><input type="email" placeholder="Votre adresse e-mail"><button>Je m\'inscris</button></form></div></section></div><div class="ast-small-footer"><div class="ast-footer-copyright"><p>Copyright © 2026 Les Jardins Partagés du Faubourg | Propulsé par Astra WordPress Theme</p></div></div></footer></div></body></html>',
 "https://jardins-faubourg.fr/qui-sommes-nous/",
 AS, ["Aller au contenu", "Paiement sécurisé", "Nous écrire", "Nos partenaires", "Lettre d'information", "Recevez chaque mois", "Propulsé par", "Ateliers"])

# 5 a PrestaShop 8 product (classic theme, French): "Référence", stock line, reassurance block, description and
# "Détails du produit" tabs with the "Fiche technique" data sheet, "Vous aimerez aussi", the newsletter block
PS = ["Théière en fonte émaillée de fabrication artisanale, avec son filtre en inox amovible pour l'infusion des thés en vrac.",
      "La fonte conserve la chaleur longtemps : le thé reste chaud une heure après l'infusion sans réchauffer.",
      "À laver à l'eau chaude sans produit vaisselle, puis à sécher immédiatement pour éviter la rouille.",
      "Contenance", "1,2 litre", "Matière", "Fonte émaillée", "Poids", "1,8 kg"]
_RAW["prestashop"] = (_head("Théière en fonte Kyoto 1,2 L", "fr", '<meta property="og:type" content="product"><meta name="generator" content="PrestaShop">') +
 '<body id="product" class="lang-fr country-fr currency-eur layout-full-width page-product tax-display-enabled product-id-142 product-theiere-fonte-kyoto"><main>'
 '<header id="header"><nav class="header-nav"><div class="container"><div id="_desktop_contact_link"><div id="contact-link"><a href="/nous-contacter">Contactez-nous</a></div></div><div id="_desktop_user_info"><div class="user-info"><a href="/mon-compte" title="Identifiez-vous"><span>Connexion</span></a></div></div><div id="_desktop_cart"><div class="blockcart cart-preview inactive"><div class="header"><span class="hidden-sm-down">Panier</span><span class="cart-products-count">(0)</span></div></div></div></div></nav>'
 '<div class="header-top"><div class="container"><div id="_desktop_logo"><a href="/"><img class="logo img-fluid" src="/img/logo.jpg" alt="Maison du Thé Rouennaise"></a></div><div class="menu js-top-menu" id="_desktop_top_menu"><ul class="top-menu" id="top-menu"><li class="category"><a class="dropdown-item" href="/12-thes-noirs">Thés noirs</a></li><li class="category"><a class="dropdown-item" href="/13-thes-verts">Thés verts</a></li><li class="category"><a class="dropdown-item" href="/14-accessoires">Accessoires</a></li></ul></div><div id="search_widget" class="search-widget"><form method="get" action="/recherche"><input type="text" name="s" placeholder="Rechercher dans le catalogue"></form></div></div></div></header>'
 '<section id="wrapper"><div class="container"><nav data-depth="3" class="breadcrumb hidden-sm-down"><ol><li><a href="/"><span>Accueil</span></a></li><li><a href="/14-accessoires"><span>Accessoires</span></a></li><li><span>Théière en fonte Kyoto 1,2 L</span></li></ol></nav>'
 '<div id="content-wrapper" class="js-content-wrapper"><section id="main"><div class="row product-container js-product-container"><div class="col-md-6"><section class="page-content" id="content"><div class="images-container js-images-container"><div class="product-cover"><img class="js-qv-product-cover img-fluid" src="/142-large_default/theiere.jpg" alt="Théière en fonte Kyoto"></div></div></section></div>'
 '<div class="col-md-6"><h1 class="h1">Théière en fonte Kyoto 1,2 L</h1><div class="product-prices js-product-prices"><div class="product-price h5"><div class="current-price"><span class="current-price-value" content="54.9">54,90 €</span></div></div><div class="tax-shipping-delivery-label">TTC</div></div>'
 f'<div class="product-information"><div id="product-description-short-142" class="product-description"><p>{PS[0]}</p></div>'
 '<div class="product-actions js-product-actions"><form action="/panier" method="post" id="add-to-cart-or-refresh"><div class="product-add-to-cart js-product-add-to-cart"><span class="control-label">Quantité</span><div class="product-quantity clearfix"><div class="qty"><input type="number" name="qty" id="quantity_wanted" value="1"></div><div class="add"><button class="btn btn-primary add-to-cart" data-button-action="add-to-cart" type="submit"><i class="material-icons shopping-cart">&#xE547;</i>Ajouter au panier</button></div></div><span id="product-availability" class="js-product-availability"><i class="material-icons rtl-no-flip product-available">&#xE5CA;</i>En stock</span></div></form></div>'
 '<div class="blockreassurance_product"><div><span class="item-product"><img src="/modules/blockreassurance/img/ic_verified_user_black_36dp_1x.png"></span><p class="block-title">Paiement 100 % sécurisé</p></div><div><span class="item-product"><img src="/modules/blockreassurance/img/ic_local_shipping_black_36dp_1x.png"></span><p class="block-title">Livraison offerte dès 49 € d\'achat</p></div><div><p class="block-title">Retours gratuits sous 30 jours</p></div></div>'
 '<div class="tabs"><ul class="nav nav-tabs" role="tablist"><li class="nav-item"><a class="nav-link active" data-toggle="tab" href="#description" role="tab">Description</a></li><li class="nav-item"><a class="nav-link" data-toggle="tab" href="#product-details" role="tab">Détails du produit</a></li></ul>'
 f'<div class="tab-content" id="tab-content"><div class="tab-pane fade in active js-product-tab-active" id="description" role="tabpanel"><div class="product-description"><p>{PS[1]}</p><p>{PS[2]}</p></div></div>'
 '<div class="js-product-details tab-pane fade" id="product-details" data-product="{&quot;id_product&quot;:&quot;142&quot;}" role="tabpanel"><div class="product-manufacturer"><a href="/brand/3-iwachu"><img src="/img/m/3.jpg" class="img img-thumbnail manufacturer-logo" alt="Iwachu"></a></div>'
 '<div class="product-reference"><label class="label">Référence </label><span>KYO-12-NOIR</span></div><div class="product-quantities"><label class="label">En stock</label><span data-stock="14" data-allow-oos="0">14 Produits</span></div>'
 f'<section class="product-features"><p class="h6">Fiche technique</p><dl class="data-sheet"><dt class="name">{PS[3]}</dt><dd class="value">{PS[4]}</dd><dt class="name">{PS[5]}</dt><dd class="value">{PS[6]}</dd><dt class="name">{PS[7]}</dt><dd class="value">{PS[8]}</dd></dl></section></div></div></div></div></div></div>'
 '<section class="product-accessories clearfix"><p class="h5 text-uppercase">Vous aimerez aussi</p><div class="products"><div class="js-product product"><article class="product-miniature js-product-miniature"><div class="thumbnail-container"><div class="product-description"><h3 class="h3 product-title"><a href="/accessoires/98-filtre-inox.html">Filtre à thé en inox</a></h3><div class="product-price-and-shipping"><span class="price">8,50 €</span></div></div></div></article></div></div></section>'
 '</section></div></div></section>'
 '<footer id="footer" class="js-footer"><div class="container"><div class="block_newsletter col-lg-8"><p id="block-newsletter-label">Recevez nos offres spéciales</p><form><input name="email" type="email" placeholder="Votre adresse e-mail"><input class="btn btn-primary" name="submitNewsletter" type="submit" value="S’abonner"></form><p>Vous pouvez vous désinscrire à tout moment. Vous trouverez pour cela nos informations de contact dans les conditions d\'utilisation du site.</p></div></div>'
 '<div class="footer-container"><div class="container"><div class="row"><div class="col-md-6 links"><p class="h3">Notre société</p><ul><li><a href="/content/1-livraison">Livraison</a></li><li><a href="/content/2-mentions-legales">Mentions légales</a></li><li><a href="/content/3-conditions-utilisation">Conditions d\'utilisation</a></li></ul></div></div><p class="text-sm-center"><a href="https://www.prestashop-project.org/" target="_blank" rel="noopener noreferrer nofollow">© 2026 - Logiciel e-commerce par PrestaShop™</a></p></div></div></footer></main></body></html>',
 "https://www.maisonduthe-rouen.fr/accessoires/142-theiere-fonte-kyoto.html",
 PS, ["Ajouter au panier", "Paiement 100 % sécurisé", "Livraison offerte", "Filtre à thé en inox", "Recevez nos offres", "désinscrire", "Logiciel e-commerce", "Rechercher dans le catalogue", "Thés noirs"])

# 6 a WordPress blog (GeneratePress): post meta, Jetpack share buttons and related posts, comments, the sidebar
WB = ["Cela faisait des années que je voulais faire le GR 20 en entier, et cet été j'ai enfin pris trois semaines pour traverser la Corse du nord au sud.",
      "Les premières étapes entre Calenzana et Asco sont de loin les plus dures : beaucoup de dénivelé, des passages rocheux où il faut s'aider des mains.",
      "Partir léger : mon sac pesait 11 kilos avec l'eau, et c'était encore trop",
      "Réserver les refuges dès l'ouverture des réservations en février",
      "Si c'était à refaire, je prendrais deux jours de repos à Vizzavona, à mi-parcours, plutôt qu'un seul."]
_RAW["wordpress_blog"] = (news_head("GR 20 : mon retour d'expérience après 16 jours de marche – Sentiers et Sommets", "fr", "GR 20 : mon retour d'expérience après 16 jours de marche", "Mathilde Roux", "2026-09-14", "BlogPosting") +
 '<body class="post-template-default single single-post postid-2231 single-format-standard wp-embed-responsive right-sidebar nav-below-header separate-containers"><a class="screen-reader-text skip-link" href="#content">Aller au contenu</a>'
 '<header class="site-header" id="masthead"><div class="inside-header grid-container"><div class="site-branding"><p class="main-title"><a href="https://sentiersetsommets.fr/" rel="home">Sentiers et Sommets</a></p><p class="site-description">Carnets de randonnée en montagne</p></div></div></header>'
 '<nav class="main-navigation sub-menu-right" id="site-navigation"><div class="inside-navigation grid-container"><div class="main-nav"><ul id="menu-principal" class="menu sf-menu"><li class="menu-item"><a href="/">Accueil</a></li><li class="menu-item"><a href="/category/alpes/">Alpes</a></li><li class="menu-item"><a href="/category/pyrenees/">Pyrénées</a></li><li class="menu-item"><a href="/category/corse/">Corse</a></li><li class="menu-item"><a href="/materiel/">Matériel</a></li></ul></div></div></nav>'
 '<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content"><div class="content-area" id="primary"><main class="site-main" id="main"><article id="post-2231" class="post-2231 post type-post status-publish format-standard has-post-thumbnail hentry category-corse tag-gr20" itemtype="https://schema.org/CreativeWork" itemscope><div class="inside-article">'
 '<header class="entry-header"><h1 class="entry-title" itemprop="headline">GR 20 : mon retour d\'expérience après 16 jours de marche</h1><div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="2026-09-14T08:30:00+02:00" itemprop="datePublished">14 septembre 2026</time></span> <span class="byline">par <span class="author vcard" itemprop="author" itemtype="https://schema.org/Person" itemscope><a class="url fn n" href="/author/mathilde/" title="Afficher tous les articles de Mathilde Roux" rel="author" itemprop="url"><span class="author-name" itemprop="name">Mathilde Roux</span></a></span></span></div></header>'
 f'<div class="entry-content" itemprop="text"><p>{WB[0]}</p><div id="ez-toc-container" class="ez-toc-v2_0_69 counter-hierarchy ez-toc-grey"><div class="ez-toc-title-container"><p class="ez-toc-title">Sommaire</p></div><nav><ul class="ez-toc-list"><li><a class="ez-toc-link" href="#Les_premieres_etapes">Les premières étapes</a></li><li><a class="ez-toc-link" href="#Mes_conseils">Mes conseils</a></li></ul></nav></div>'
 f'<h2 class="wp-block-heading"><span class="ez-toc-section" id="Les_premieres_etapes"></span>Les premières étapes<span class="ez-toc-section-end"></span></h2><p>{WB[1]}</p><figure class="wp-block-image size-large"><img src="/wp-content/uploads/2026/09/cirque-solitude.jpg" alt=""><figcaption class="wp-element-caption">Le cirque de la Solitude, avant la fermeture du passage.</figcaption></figure>'
 f'<h2 class="wp-block-heading"><span class="ez-toc-section" id="Mes_conseils"></span>Mes conseils<span class="ez-toc-section-end"></span></h2><ul class="wp-block-list"><li>{WB[2]}</li><li>{WB[3]}</li></ul><p>{WB[4]}</p>'
 '<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social sd-social-icon-text sd-sharing"><h3 class="sd-title">Partager :</h3><div class="sd-content"><ul><li class="share-facebook"><a rel="nofollow noopener noreferrer" class="share-facebook sd-button share-icon" href="?share=facebook" target="_blank"><span>Facebook</span></a></li><li class="share-pinterest"><a class="share-pinterest sd-button share-icon" href="?share=pinterest"><span>Pinterest</span></a></li><li class="share-end"></li></ul></div></div></div>'
 '<div id="jp-relatedposts" class="jp-relatedposts" style="display: block;"><h3 class="jp-relatedposts-headline"><em>Articles similaires</em></h3><div class="jp-relatedposts-items jp-relatedposts-items-visual"><div class="jp-relatedposts-post jp-relatedposts-post0" data-post-id="2011"><h4 class="jp-relatedposts-post-title"><a class="jp-relatedposts-post-a" href="/tour-du-mont-blanc/">Le Tour du Mont-Blanc en 10 jours</a></h4><p class="jp-relatedposts-post-excerpt">Dix jours, trois pays et 170 kilomètres autour du plus haut sommet des Alpes.</p><p class="jp-relatedposts-post-date">12 juillet 2025</p><p class="jp-relatedposts-post-context">Dans « Alpes »</p></div></div></div>'
 '</div><footer class="entry-meta" aria-label="Méta de l’entrée"><span class="cat-links"><span class="screen-reader-text">Catégories </span><a href="/category/corse/" rel="category tag">Corse</a></span> <span class="tags-links"><span class="screen-reader-text">Étiquettes </span><a href="/tag/gr20/" rel="tag">GR20</a></span><nav id="nav-below" class="post-navigation"><div class="nav-previous"><span class="prev"><a href="/sac-a-dos-ultra-leger/" rel="prev">Mon sac à dos ultra-léger</a></span></div><div class="nav-next"><span class="next"><a href="/lac-de-gaube/" rel="next">Le lac de Gaube en raquettes</a></span></div></nav></footer></div></article>'
 '<div class="comments-area"><div id="comments"><h3 class="comments-title">2 réflexions sur « GR 20 : mon retour d\'expérience après 16 jours de marche »</h3><ol class="comment-list"><li id="comment-88" class="comment even thread-even depth-1"><article class="comment-body" id="div-comment-88"><footer class="comment-meta"><div class="comment-author-info"><cite itemprop="name" class="fn">Pierre</cite><div class="entry-meta comment-metadata"><a href="#comment-88"><time datetime="2026-09-15T10:12:00+02:00">15 septembre 2026 à 10 h 12 min</time></a></div></div></footer><div class="comment-content"><p>Merci pour ce récit, je pars en juin prochain et les conseils sur les refuges tombent à pic !</p></div><span class="reply"><a rel="nofollow" class="comment-reply-link" href="#respond">Répondre</a></span></article></li></ol>'
 '<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Laisser un commentaire</h3><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-form-comment"><label for="comment">Commentaire</label><textarea id="comment" name="comment"></textarea></p><p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" type="checkbox"><label>Enregistrer mon nom, mon e-mail et mon site dans le navigateur pour mon prochain commentaire.</label></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Laisser un commentaire"></p></form></div></div></div></main></div>'
 '<div class="widget-area sidebar is-right-sidebar" id="right-sidebar"><div class="inside-right-sidebar"><aside id="search-2" class="widget inner-padding widget_search"><form method="get" class="search-form" action="/"><label><span class="screen-reader-text">Rechercher :</span><input type="search" class="search-field" placeholder="Rechercher…" name="s"></label></form></aside><aside id="text-3" class="widget inner-padding widget_text"><h2 class="widget-title">Qui suis-je ?</h2><div class="textwidget"><p>Mathilde, 34 ans, randonneuse et photographe, je raconte ici mes itinéraires en montagne.</p></div></aside></div></div></div></div>'
 '<div class="site-footer"><footer class="site-info"><div class="inside-site-info grid-container"><div class="copyright-bar">© 2026 Sentiers et Sommets • Construit avec <a href="https://generatepress.com">GeneratePress</a></div></div></footer></div></body></html>',
 "https://sentiersetsommets.fr/gr-20-retour-experience/",
 WB, ["Sommaire", "Partager :", "Articles similaires", "Tour du Mont-Blanc", "Laisser un commentaire", "Enregistrer mon nom", "Qui suis-je", "Construit avec", "Mon sac à dos ultra-léger", "Carnets de randonnée"])
_META["wordpress_blog"] = {"author": "Mathilde Roux", "date": "2026-09-14", "lang": "fr"}

# 7 a Canalblog post (old table-less layout): date header, the post, "Posté par ... à ... - Rubrique - Commentaires
# [2] - Permalien [#]", "Publicité", "« Précédent / Suivant »", the sidebar's archives and the Canalblog links
CB = ["Ce matin, premier marché de la saison au bord du canal : les producteurs étaient presque tous là malgré le froid.",
      "J'ai rapporté des poireaux, une courge butternut et un pot de miel de bruyère du rucher de Saint-Hilaire.",
      "La soupe du soir était toute trouvée : poireaux, butternut, un oignon, et une cuillère de crème au moment de servir."]
_RAW["canalblog"] = (article_head("Premier marché de la saison - Le petit carnet de Lucie", "fr", '<meta name="generator" content="Canalblog">') +
 '<body><div id="container"><div id="banner"><h1 id="banner-title"><a href="https://lepetitcarnetdelucie.canalblog.com/">Le petit carnet de Lucie</a></h1><h2 id="banner-description">Cuisine, jardin et petits bonheurs du quotidien</h2></div>'
 '<div id="center"><div class="content"><div class="blogbody"><h2 class="date-header">mardi 10 novembre 2026</h2><div class="item"><h3 class="articletitle">Premier marché de la saison</h3><div class="articlebody" itemprop="articleBody">'
 f'<p>{CB[0]}</p><p><img src="https://p4.storage.canalblog.com/42/marche.jpg" alt="marche"></p><p>{CB[1]}</p><p>{CB[2]}</p></div>'
 '<div class="ob-section-ads"><div class="ob-ad">Publicité</div></div>'
 '<div class="itemfooter">Posté par <a href="https://www.canalblog.com/cf/fe/tb/?bid=1234">Lucie</a> à 18:42 - <a href="https://lepetitcarnetdelucie.canalblog.com/archives/marches/index.html">Marchés</a> - <a href="https://lepetitcarnetdelucie.canalblog.com/archives/2026/11/10/4521.html#comments">Commentaires [2]</a> - <a href="https://lepetitcarnetdelucie.canalblog.com/archives/2026/11/10/4521.html">Permalien [#]</a><br>Tags : <a href="/tag/march%C3%A9">marché</a>, <a href="/tag/soupe">soupe</a></div></div>'
 '<div class="blogbody"><a name="comments"></a><h3>Commentaires</h3><div class="comments"><p>Miam, la butternut au miel c\'est aussi très bon rôtie au four !</p><div class="itemfooter">Posté par Josiane, mercredi 11 novembre 2026 à 09:15</div></div><h3>Poster un commentaire</h3><form><p><label>Nom :</label><input name="name"></p><p><label>URL :</label><input name="url"></p><p><textarea></textarea></p><input type="submit" value="Envoyer"></form></div>'
 '<div class="pager"><a href="/archives/2026/11/03/4498.html">« Soupe de potiron</a> | <a href="/">Accueil</a> | <a href="/archives/2026/11/15/4530.html">Pain d\'épices maison »</a></div></div></div>'
 '<div id="right"><div class="sidebar"><div class="box"><h2 class="boxtitle">Archives</h2><ul><li><a href="/archives/2026/11/">novembre 2026</a></li><li><a href="/archives/2026/10/">octobre 2026</a></li></ul></div><div class="box"><h2 class="boxtitle">Newsletter</h2><p>Inscrivez-vous pour être prévenu des nouveaux articles.</p><form><input type="email"><input type="submit" value="S\'abonner"></form></div>'
 '<div class="box"><h2 class="boxtitle">Visiteurs</h2><p>Depuis la création 125 432</p></div></div></div>'
 '<div id="footer"><p>Le petit carnet de Lucie - Blog hébergé par <a href="https://www.canalblog.com">Canalblog</a> - <a href="https://www.canalblog.com/cf/signaler.cfm">Signaler un abus</a> - <a href="https://www.canalblog.com/cgu">CGU</a></p></div></div></body></html>',
 "https://lepetitcarnetdelucie.canalblog.com/archives/2026/11/10/4521.html",
 CB, ["Publicité", "Posté par", "Permalien", "butternut au miel", "Poster un commentaire", "Soupe de potiron", "Archives", "Inscrivez-vous", "Depuis la création", "Signaler un abus"])

# 8 a Wix blog post (French): the viewer's nested divs and spans, the post's header with its reading time, the
# share row, "Posts récents", the comments' box
WX = ["Après dix ans dans la communication, j'ai décidé de me former à la céramique et d'ouvrir mon atelier à Dinan.",
      "Les premiers mois ont été plus difficiles que prévu : les cuissons ratées coûtent cher, et il faut apprendre à tout faire soi-même, de la comptabilité aux photos des pièces.",
      "Aujourd'hui je donne des cours le samedi matin et je vends mes bols et mes assiettes au marché des créateurs, une fois par mois.",
      "Ce que j'aurais aimé savoir avant de me lancer"]
_RAW["wix_blog"] = (article_head("Se reconvertir dans la céramique : mon histoire", "fr", '<meta name="generator" content="Wix.com Website Builder">') +
 '<body><div id="SITE_CONTAINER"><div id="main_MF"><div id="SCROLL_TO_TOP"></div><div id="BACKGROUND_GROUP"></div><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header"><div class="_C0cVf"><nav id="comp-lk2x9" class="wixui-horizontal-menu"><ul class="wixui-horizontal-menu__list"><li class="wixui-horizontal-menu__item"><a href="https://www.atelier-terre-dinan.fr">Accueil</a></li><li class="wixui-horizontal-menu__item"><a href="https://www.atelier-terre-dinan.fr/cours">Cours</a></li><li class="wixui-horizontal-menu__item"><a href="https://www.atelier-terre-dinan.fr/boutique">Boutique</a></li><li class="wixui-horizontal-menu__item"><a href="https://www.atelier-terre-dinan.fr/blog">Blog</a></li></ul></nav></div></header>'
 '<main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div class="JsJXaX"><section class="wixui-section"><div data-hook="post-page"><article class="blog-post-page-font" data-hook="post"><div class="post-header" data-hook="post-header"><div class="post-metadata"><span data-hook="user-name" class="user-name">Élodie Marchand</span><ul class="post-metadata__list"><li><span data-hook="time-ago" title="2 nov. 2026">2 nov. 2026</span></li><li><span data-hook="time-to-read" title="3 min de lecture">3 min de lecture</span></li></ul></div></div>'
 '<div class="post-title"><h1 class="post-title__text blog-post-title-font" data-hook="post-title"><span class="post-title">Se reconvertir dans la céramique : mon histoire</span></h1></div>'
 f'<div class="post-content" data-hook="post-description"><div class="rich-content-viewer" data-id="rich-content-viewer"><div class="ricos-viewer"><div type="paragraph" class="_1Ap7v"><p class="_2MHpn" dir="auto" id="viewer-p1"><span class="_3oy7R">{WX[0]}</span></p></div>'
 f'<div type="paragraph" class="_1Ap7v"><p class="_2MHpn" dir="auto" id="viewer-p2"><span class="_3oy7R">{WX[1]}</span></p></div><div type="header-two"><h2 class="_3WJWE" dir="auto" id="viewer-h1"><span class="_3oy7R">{WX[3]}</span></h2></div><div class="wixui-rich-text__image"><img src="https://static.wixstatic.com/media/a1b2.jpg"></div>'
 f'<div type="paragraph" class="_1Ap7v"><p class="_2MHpn" dir="auto" id="viewer-p3"><span class="_3oy7R">{WX[2]}</span></p></div></div></div></div>'
 '<div class="post-footer" data-hook="post-footer"><div data-hook="post-main-actions__share" class="share-buttons"><button aria-label="Partager via Facebook">Facebook</button><button aria-label="Partager via LinkedIn">LinkedIn</button><button aria-label="Partager via le lien">Copier le lien</button></div><div class="post-stats"><span data-hook="views">87 vues</span><span data-hook="comment-count">0 commentaire</span></div></div></article>'
 '<div data-hook="recent-posts"><h2 class="recent-posts-title">Posts récents</h2><a href="/blog/post/emaux">Voir tout</a><div class="recent-post"><a href="/blog/post/emaux">Mes émaux préférés pour débuter</a></div></div>'
 '<div data-hook="comments-root"><h2>Commentaires</h2><div><button>Écrire un commentaire...</button></div></div></div></section></div></div></main>'
 '<footer id="SITE_FOOTER" class="wixui-footer"><p class="wixui-rich-text__text">© 2026 Atelier Terre de Dinan. Créé avec Wix.com</p><p>Suivez-moi sur Instagram</p></footer></div></div></body></html>',
 "https://www.atelier-terre-dinan.fr/post/se-reconvertir-dans-la-ceramique",
 WX, ["3 min de lecture", "Partager via", "87 vues", "Posts récents", "Mes émaux préférés", "Écrire un commentaire", "Créé avec Wix", "Boutique"])

# 9 a Doctissimo-like forum thread: the topic's title, each post's author box ("Posté le ..."), "Répondre", "Citer",
# "Signaler", signatures, the forum's ad slots and "Sujets similaires"
DO = ["Bonjour à toutes, mon fils de 8 mois se réveille encore trois ou quatre fois par nuit et je commence à être épuisée.",
      "On a essayé de décaler le dernier biberon et de garder le même rituel du coucher, mais rien ne change pour l'instant.",
      "Chez nous ça s'est arrangé vers 10 mois, quand il a commencé à marcher à quatre pattes : il se dépensait plus dans la journée.",
      "Courage ! Demande aussi à ton pédiatre de vérifier qu'il n'a pas une otite, c'était le cas de ma fille."]
_RAW["doctissimo"] = (article_head("Bébé de 8 mois qui se réveille la nuit - Forum Grossesse et bébé", "fr") + '<body>' + _COOKIES_FR +
 '<header class="header-doc"><a class="logo" href="/">Forum Santé</a><nav><a href="/grossesse">Grossesse</a><a href="/bebe">Bébé</a><a href="/sante">Santé</a></nav><a class="btn" href="/login">Se connecter</a></header>'
 '<div class="forum-wrapper"><div class="breadcrumb"><a href="/forum">Forums</a> &gt; <a href="/forum/bebe">Bébé</a> &gt; <a href="/forum/bebe/sommeil">Sommeil de bébé</a></div>'
 '<h1 class="topic-title">Bébé de 8 mois qui se réveille la nuit</h1><div class="topic-tools"><a href="/reply">Répondre</a><a href="/new">Nouveau sujet</a><span>Page 1 sur 2</span></div>'
 '<table class="messagetable"><tr class="message"><td class="messCase1"><div class="author"><b class="s2">clairette75</b></div><div class="profil">Profil : Bavarde</div><div class="stats">Posté le 04/11/2026 à 22:14:08</div></td>'
 f'<td class="messCase2"><div class="toolbar"><a>Citer</a><a>Signaler</a><a>Envoyer un message privé</a></div><div id="para1" class="msg"><p>{DO[0]}</p><p>{DO[1]}</p></div><div class="signature">Maman de Léo, né le 12/03/2026</div></td></tr>'
 '<tr class="pub"><td colspan="2"><div class="ad-slot">Publicité</div></td></tr>'
 '<tr class="message"><td class="messCase1"><div class="author"><b class="s2">nanou_31</b></div><div class="stats">Posté le 05/11/2026 à 07:02:55</div></td>'
 f'<td class="messCase2"><div class="toolbar"><a>Citer</a><a>Signaler</a></div><div id="para2" class="msg"><p>{DO[2]}</p></div></td></tr>'
 '<tr class="message"><td class="messCase1"><div class="author"><b class="s2">Marie-Lou</b></div><div class="stats">Posté le 05/11/2026 à 09:40:12</div></td>'
 f'<td class="messCase2"><div class="toolbar"><a>Citer</a><a>Signaler</a></div><div id="para3" class="msg"><p>{DO[3]}</p></div><div class="signature">Deux loulous et beaucoup de café</div></td></tr></table>'
 '<div class="pagination"><span>Page :</span><a href="?p=1">1</a><a href="?p=2">2</a><a href="?p=2">Page suivante</a></div>'
 '<div class="similar"><h2>Sujets similaires</h2><ul><li><a href="/t/1">Bébé ne fait pas ses nuits à 1 an</a></li><li><a href="/t/2">Réveils nocturnes et dents</a></li></ul></div></div>'
 '<footer><a href="/cgu">Conditions générales d\'utilisation</a><a href="/charte">Charte du forum</a><p>© 2026 Forum Santé</p></footer></body></html>',
 "https://forum.sante-famille.example.fr/bebe/sommeil/bebe-8-mois-reveille-nuit-sujet_12345_1.htm",
 DO, ["Se connecter", "Citer", "Envoyer un message privé", "Publicité", "Page suivante", "Sujets similaires", "Réveils nocturnes", "Charte du forum", "Nouveau sujet"])

# 10 a jeuxvideo.com-like forum thread: "bloc-message-forum", the member's pseudo and date line, "txt-msg", the
# quote button, "Répondre", the forum's rules box
JV = ["Je viens de finir le jeu en 45 heures et franchement la dernière zone est incroyable, surtout la musique.",
      "Par contre les combats de boss de la deuxième moitié sont beaucoup trop faciles, j'ai l'impression qu'ils ont baissé la difficulté avec le patch.",
      "Pareil, j'ai trouvé le boss final décevant. Mais l'exploration reste la meilleure de la série.",
      "Essaie le mode difficile débloqué après la fin, les boss ont de nouvelles attaques et c'est une autre histoire."]
_RAW["jvforum"] = (article_head("Votre avis sur la fin du jeu ? sur le forum Blabla 18-25 ans", "fr") +
 '<body><header class="header-global"><a class="logo" href="/">Le Forum des Joueurs</a><nav><a href="/news">News</a><a href="/tests">Tests</a><a href="/forums">Forums</a></nav></header>'
 '<div class="layout__content"><div class="bloc-fil-ariane"><a href="/forums/0-51-0-1-0-1-0-blabla.htm">Forum</a> › <span>Votre avis sur la fin du jeu ?</span></div>'
 '<div class="titre-head-bloc"><h1 class="highlight">Sujet : Votre avis sur la fin du jeu ?</h1></div><div class="bloc-pre-pagi-forum"><a class="btn btn-actu-new-list-forum" href="#form">Répondre</a><a href="/forums/0-51.htm">Liste des sujets</a></div><div class="conteneur-messages-pagi">'
 '<div class="bloc-message-forum" data-id="1"><div class="conteneur-message"><div class="bloc-header"><span class="bloc-pseudo-msg text-user">Kaelthas_77</span><div class="bloc-date-msg"><a href="#post_1" class="lien-jv">3 novembre 2026 à 20:41:07</a></div><div class="bloc-options-msg"><span class="picto-msg-quote" title="Citer"></span><span class="picto-msg-exclam" title="Signaler"></span></div></div>'
 f'<div class="bloc-contenu"><div class="txt-msg text-enrichi-forum"><p>{JV[0]}</p><p>{JV[1]}</p></div></div></div></div>'
 '<div class="bloc-message-forum" data-id="2"><div class="conteneur-message"><div class="bloc-header"><span class="bloc-pseudo-msg text-user">Sylvanas-Fan</span><div class="bloc-date-msg"><a href="#post_2" class="lien-jv">3 novembre 2026 à 20:55:31</a></div><div class="bloc-options-msg"><span class="picto-msg-quote" title="Citer"></span></div></div>'
 f'<div class="bloc-contenu"><div class="txt-msg text-enrichi-forum"><p>{JV[2]}</p></div></div></div></div>'
 '<div class="bloc-message-forum" data-id="3"><div class="conteneur-message"><div class="bloc-header"><span class="bloc-pseudo-msg text-user">Goomba_du_94</span><div class="bloc-date-msg"><a href="#post_3" class="lien-jv">3 novembre 2026 à 21:12:48</a></div></div>'
 f'<div class="bloc-contenu"><div class="txt-msg text-enrichi-forum"><p>{JV[3]}</p></div><div class="signature-msg text-enrichi-forum"><p>Team Zelda depuis 1998</p></div></div></div></div></div>'
 '<div class="bloc-pagi-default"><span class="pagi-before-list-topic"><a href="/forums/0-51.htm">Retour liste</a></span></div>'
 '<div id="forum-right-col"><div class="panel panel-jv-forum"><div class="panel-heading">Règles du forum</div><div class="panel-body"><p>Merci de respecter la charte : pas d\'insultes, pas de spoilers dans les titres.</p></div></div><div class="panel"><div class="panel-heading">Sujets à ne pas manquer</div><ul><li><a href="/t/9">[OFFICIEL] Topic des sorties de la semaine</a></li></ul></div></div></div>'
 '<footer class="footer"><a href="/cgu">CGU</a><a href="/cookies">Gestion des cookies</a><p>© 2026 Le Forum des Joueurs</p></footer></body></html>',
 "https://www.forum-joueurs.example.fr/forums/42-51-74125896-1-0-1-0-votre-avis-sur-la-fin-du-jeu.htm",
 JV, ["Liste des sujets", "Team Zelda", "Retour liste", "Règles du forum", "pas d'insultes", "Topic des sorties", "Gestion des cookies"])

# 11 a Marmiton-like recipe: the recipe's facts, ingredients with their quantities, numbered steps, "Note de
# l'auteur", "Partager la recette", the reviews' count, "Recettes similaires"
MR = ["250 g de farine", "3 oeufs", "50 cl de lait", "2 cuillères à soupe de sucre", "50 g de beurre fondu",
      "Mettez la farine dans un saladier et formez un puits. Cassez-y les oeufs et mélangez doucement au fouet.",
      "Versez le lait petit à petit sans cesser de mélanger pour éviter les grumeaux, puis ajoutez le sucre et le beurre fondu.",
      "Laissez reposer la pâte une heure à température ambiante avant de faire cuire les crêpes dans une poêle bien chaude.",
      "Pour des crêpes plus légères, remplacez un quart du lait par de la bière ou de l'eau gazeuse."]
_RAW["marmiton"] = (_head("Pâte à crêpes simple : la recette facile", "fr", '<meta property="og:type" content="recipe">') + '<body>' + _COOKIES_FR +
 '<header class="header"><a href="/" class="header__logo">Cuisine Facile</a><nav><a href="/recettes/entrees">Entrées</a><a href="/recettes/plats">Plats</a><a href="/recettes/desserts">Desserts</a></nav><form><input placeholder="Rechercher une recette"></form></header>'
 '<main class="recipe-page"><div class="af-breadcrumb"><a href="/">Accueil</a> › <a href="/recettes/desserts">Desserts</a> › <span>Crêpes</span></div>'
 '<div class="recipe-header"><h1>Pâte à crêpes simple</h1><div class="recipe-header__rating"><span class="recipe-header__rating-text">4,8/5</span><span class="recipe-header__rating-count">(2 314 avis)</span></div>'
 '<div class="recipe-primary"><div class="recipe-primary__item"><span>20 min</span></div><div class="recipe-primary__item"><span>très facile</span></div><div class="recipe-primary__item"><span>bon marché</span></div></div>'
 '<div class="recipe-header__share"><button>Partager la recette</button><button>Imprimer</button><button>Ajouter à mon carnet</button></div></div>'
 '<div class="recipe-ingredients"><h2>Ingrédients</h2><div class="recipe-ingredients__qt-counter"><button>-</button><span>4 personnes</span><button>+</button></div><div class="card-ingredient-list">'
 + "".join(f'<div class="card-ingredient"><span class="card-ingredient-title"><span class="card-ingredient-quantity">{q.split(" ", 1)[0]}</span> <span class="ingredient-name">{q.split(" ", 1)[1]}</span></span></div>' for q in MR[:5]) +
 '</div></div><div class="recipe-preparation"><h2>Préparation</h2><div class="recipe-step-list">'
 + "".join(f'<div class="recipe-step-list__container"><h3 class="recipe-step-list__head">Étape {n}</h3><p>{t}</p></div>' for n, t in enumerate(MR[5:8], 1)) +
 f'</div></div><div class="recipe-chef-tip"><h3>Note de l\'auteur</h3><p>{MR[8]}</p></div>'
 '<div class="recipe-reviews"><h2>Commentaires</h2><div class="review"><span class="review__author">Sophie</span><span class="review__date">12/02/2026</span><p>Parfaite, je la fais tous les dimanches.</p></div><a href="/avis">Voir tous les commentaires</a></div>'
 '<div class="mrtn-recipe-bloc-similar"><h2>Recettes similaires</h2><ul><li><a href="/crepes-bretonnes">Crêpes bretonnes au sarrasin</a></li><li><a href="/gaufres">Gaufres faciles</a></li></ul></div></main>'
 '<footer><a href="/mentions-legales">Mentions légales</a><a href="/contact">Contact</a><p>© 2026 Cuisine Facile</p></footer></body></html>',
 "https://www.cuisine-facile.example.fr/recettes/recette_pate-a-crepes-simple_27121.aspx",
 [f"{q.split(' ', 1)[0]} {q.split(' ', 1)[1]}" for q in MR[:5]] + MR[5:],
 ["Partager la recette", "Ajouter à mon carnet", "2 314 avis", "tous les dimanches", "Voir tous les commentaires", "Recettes similaires", "Gaufres faciles", "Rechercher une recette", "Mentions légales"])

# 12 an Ouest-France-like article: "Ouest-France" and the writer, "Publié le ... Modifié le", "Lire aussi" boxes,
# the newsletter box, the subscriber teaser at the end ("Cet article vous est offert" / "Abonnez-vous"), the
# "Cet article vous a été utile ?" prompt
OF = ["Le conseil municipal de Vitré a adopté jeudi soir le budget 2027, marqué par un effort important en faveur des écoles.",
      "Près de 3,5 millions d'euros seront consacrés à la rénovation du groupe scolaire de la Hodeyère, dont les bâtiments datent des années 1970.",
      "L'opposition a voté contre, estimant que la hausse des tarifs de la cantine pèsera sur les familles les plus modestes.",
      "Le maire a rappelé que les tarifs restent parmi les plus bas du département et qu'une tarification solidaire sera étudiée au printemps."]
_RAW["ouest"] = (news_head("Vitré. Le budget 2027 donne la priorité aux écoles", "fr", "Vitré. Le budget 2027 donne la priorité aux écoles", "Gaëlle Le Roux", "2026-11-27") +
 '<body><header class="su-header"><a href="/" class="logo">Le Quotidien de l\'Ouest</a><nav><a href="/bretagne/">Bretagne</a><a href="/pays-de-la-loire/">Pays de la Loire</a><a href="/sport/">Sport</a></nav><a class="btn-abo" href="/abonnement/">Abonnez-vous</a><a href="/mon-compte/">Se connecter</a></header>'
 '<main><article class="su-article"><nav class="su-breadcrumb"><a href="/bretagne/">Bretagne</a> › <a href="/bretagne/vitre-35500/">Vitré</a></nav>'
 '<h1 class="su-article__title">Vitré. Le budget 2027 donne la priorité aux écoles</h1><p class="su-article__chapo">Le conseil municipal a voté un budget tourné vers la rénovation des écoles.</p>'
 '<div class="su-article__meta"><span class="su-author">Gaëlle Le Roux</span><span class="su-date">Publié le <time datetime="2026-11-27T18:05:00+01:00">27/11/2026 à 18h05</time></span><span>Modifié le 28/11/2026 à 08h12</span></div>'
 '<div class="su-share"><button>Partager</button><button>Écouter</button><button>Commenter</button></div>'
 f'<div class="su-article__body"><p>{OF[0]}</p><p>{OF[1]}</p>'
 '<aside class="su-read-also"><span class="su-read-also__label">À lire aussi</span><a href="/bretagne/vitre-35500/la-cantine-passe-au-bio.html">Vitré : la cantine passe au 100 % bio à la rentrée</a></aside>'
 f'<p>{OF[2]}</p>'
 '<div class="su-newsletter"><p class="su-newsletter__title">Recevez chaque soir l\'actualité de Vitré</p><form><input type="email" placeholder="Votre e-mail"><button>Je m\'inscris</button></form></div>'
 f'<p>{OF[3]}</p></div>'
 '<div class="su-paywall-teaser"><p class="su-paywall-teaser__title">Cet article vous est offert</p><p>Pour lire gratuitement d\'autres articles sans publicité, abonnez-vous dès 1 € le premier mois.</p><a href="/abonnement/">Je m\'abonne</a></div>'
 '<p class="su-useful">Cet article vous a été utile ? Sachez que vous pouvez suivre Le Quotidien de l\'Ouest dans l\'application Google Actualités.</p></article>'
 '<section class="su-related"><h2>Vitré - Les dernières actualités</h2><ul><li><a href="/a/1">Vitré. Le marché de Noël ouvre ses portes vendredi</a></li><li><a href="/a/2">Vitré. Un nouveau médecin s\'installe au centre-ville</a></li></ul></section></main>'
 '<footer><a href="/mentions-legales/">Mentions légales</a><a href="/cgv/">CGV</a><p>© Le Quotidien de l\'Ouest 2026</p></footer></body></html>',
 "https://www.quotidien-ouest.example.fr/bretagne/vitre-35500/vitre-le-budget-2027-donne-la-priorite-aux-ecoles-3f1a2b.html",
 OF, ["À lire aussi", "100 % bio", "Recevez chaque soir", "Cet article vous est offert", "abonnez-vous dès", "Je m'abonne", "Google Actualités", "marché de Noël", "Écouter", "Abonnez-vous"])
_META["ouest"] = {"author": "Gaëlle Le Roux", "date": "2026-11-27", "lang": "fr"}

# 13 a comune's service page on Designers Italia's bootstrap-italia template ("Servizi" model): the slim header,
# "Vai al contenuto", breadcrumb, the "Indice della pagina" navscroll, "A chi è rivolto", "Come fare", "Cosa serve",
# "Tempi e scadenze", "Costi", the contact card, "Ultimo aggiornamento", the rating and "Contatta il comune" boxes
CI = ["Il servizio permette di richiedere il rilascio della carta d'identità elettronica presso l'ufficio anagrafe del Comune.",
      "Possono richiedere la carta tutti i cittadini residenti nel Comune, anche minorenni accompagnati da un genitore.",
      "Prenotare un appuntamento tramite l'agenda online o chiamando l'ufficio anagrafe",
      "Presentarsi allo sportello con la documentazione richiesta e la ricevuta del pagamento",
      "una fototessera recente su sfondo bianco", "la vecchia carta d'identità o la denuncia di smarrimento",
      "La carta viene spedita dal Poligrafico dello Stato all'indirizzo indicato entro sei giorni lavorativi.",
      "Il costo è di 22,21 euro, da pagare con PagoPA al momento della richiesta."]
_RAW["comune_servizio"] = (article_head("Richiedere la carta d'identità elettronica | Comune di Fossano", "it") + '<body>' + _COOKIES_IT +
 '<div class="skiplink"><a class="visually-hidden-focusable" href="#main-container">Vai ai contenuti</a><a class="visually-hidden-focusable" href="#footer">Vai al footer</a></div>'
 '<header class="it-header-wrapper" data-bs-target="#header-nav-wrapper"><div class="it-header-slim-wrapper"><div class="container"><div class="it-header-slim-wrapper-content"><a class="d-lg-block navbar-brand" href="https://www.regione.piemonte.it">Regione Piemonte</a><div class="it-header-slim-right-zone"><div class="nav-item dropdown"><button class="nav-link dropdown-toggle">ITA</button></div><a class="btn btn-primary btn-icon btn-full" href="/area-personale"><span class="rounded-icon"></span><span class="d-none d-lg-block">Accedi all\'area personale</span></a></div></div></div></div>'
 '<div class="it-nav-wrapper"><div class="it-header-center-wrapper"><div class="container"><div class="it-header-center-content-wrapper"><div class="it-brand-wrapper"><a href="/"><div class="it-brand-text"><div class="it-brand-title">Comune di Fossano</div></div></a></div><div class="it-right-zone"><div class="it-socials d-none d-lg-flex"><span>Seguici su</span><ul><li><a href="https://facebook.com/comunefossano">Facebook</a></li><li><a href="https://instagram.com/comunefossano">Instagram</a></li></ul></div><div class="it-search-wrapper"><span class="d-none d-md-block">Cerca</span></div></div></div></div></div>'
 '<div class="it-header-navbar-wrapper" id="header-nav-wrapper"><div class="container"><nav class="navbar navbar-expand-lg has-megamenu" aria-label="Menu principale"><div class="navbar-collapsable" id="nav4"><div class="menu-wrapper"><ul class="navbar-nav" data-element="main-navigation"><li class="nav-item"><a class="nav-link" href="/amministrazione">Amministrazione</a></li><li class="nav-item"><a class="nav-link" href="/novita">Novità</a></li><li class="nav-item active"><a class="nav-link active" href="/servizi">Servizi</a></li><li class="nav-item"><a class="nav-link" href="/vivere-il-comune">Vivere il Comune</a></li></ul></div></div></nav></div></div></div></header>'
 '<main><div class="container" id="main-container"><div class="row justify-content-center"><div class="col-12 col-lg-10"><div class="cmp-breadcrumbs" role="navigation"><nav class="breadcrumb-container" aria-label="breadcrumb"><ol class="breadcrumb p-0" data-element="breadcrumb"><li class="breadcrumb-item"><a href="/">Home</a><span class="separator">/</span></li><li class="breadcrumb-item"><a href="/servizi">Servizi</a><span class="separator">/</span></li><li class="breadcrumb-item"><a href="/servizi/anagrafe">Anagrafe e stato civile</a><span class="separator">/</span></li><li class="breadcrumb-item active" aria-current="page">Richiedere la carta d\'identità elettronica</li></ol></nav></div>'
 '<div class="cmp-heading pb-3 pb-lg-4"><div class="row"><div class="col-lg-8"><div class="title-content"><h1 class="title-xxxlarge" data-element="service-title">Richiedere la carta d\'identità elettronica</h1><div class="d-flex flex-wrap cmp-heading__tag"><div class="cmp-tag"><a class="chip chip-simple t-primary bg-tag" href="/servizi?stato=attivo" data-element="service-status"><span class="chip-label">Servizio attivo</span></a></div></div>'
 f'<p class="subtitle-small mb-3" data-element="service-description">{CI[0]}</p><button class="btn btn-primary fw-bold"><span class="">Accedi al servizio</span></button></div></div>'
 '<div class="col-lg-3 offset-lg-1"><div class="dropdown"><button class="btn btn-dropdown dropdown-toggle" type="button"><span class="">Condividi</span></button><div class="dropdown-menu shadow-lg"><div class="link-list-wrapper"><ul class="link-list" role="menu"><li><a class="list-item" href="#"><span>Facebook</span></a></li><li><a class="list-item" href="#"><span>Twitter</span></a></li><li><a class="list-item" href="#"><span>Linkedin</span></a></li><li><a class="list-item" href="#"><span>Whatsapp</span></a></li></ul></div></div></div><div class="dropdown"><button class="btn btn-dropdown dropdown-toggle" type="button"><span class="">Vedi azioni</span></button><div class="dropdown-menu shadow-lg"><ul class="link-list"><li><a class="list-item" href="#"><span>Scarica</span></a></li><li><a class="list-item" href="#"><span>Stampa</span></a></li><li><a class="list-item" href="#"><span>Ascolta</span></a></li><li><a class="list-item" href="#"><span>Invia</span></a></li></ul></div></div></div></div></div></div>'
 '<hr class="d-none d-lg-block mt-2"></div></div>'
 '<div class="container"><div class="row row-column-menu-left mt-4 mt-lg-80 pb-lg-80 pb-40"><div class="col-12 col-lg-3 mb-4 border-col"><div class="cmp-navscroll sticky-top" aria-labelledby="accordion-title-one"><nav class="navbar it-navscroll-wrapper navbar-expand-lg" aria-label="Indice della pagina" data-bs-navscroll><div class="navbar-custom" id="navbarNavProgress"><div class="menu-wrapper"><div class="link-list-wrapper"><div class="accordion"><div class="accordion-item"><span class="accordion-header" id="accordion-title-one"><button class="accordion-button pb-10 px-3" type="button">INDICE DELLA PAGINA</button></span><div class="progress"><div class="progress-bar it-navscroll-progressbar" role="progressbar"></div></div><div id="collapse-one" class="accordion-collapse collapse show"><div class="accordion-body"><ul class="link-list" data-element="page-index"><li class="nav-item"><a class="nav-link" href="#who-needs"><span class="title-medium">A chi è rivolto</span></a></li><li class="nav-item"><a class="nav-link" href="#how-to"><span class="title-medium">Come fare</span></a></li><li class="nav-item"><a class="nav-link" href="#needed"><span class="title-medium">Cosa serve</span></a></li><li class="nav-item"><a class="nav-link" href="#deadlines"><span class="title-medium">Tempi e scadenze</span></a></li><li class="nav-item"><a class="nav-link" href="#costs"><span class="title-medium">Quanto costa</span></a></li><li class="nav-item"><a class="nav-link" href="#contacts"><span class="title-medium">Contatti</span></a></li></ul></div></div></div></div></div></div></div></nav></div></div>'
 '<div class="col-12 col-lg-8 offset-lg-1"><div class="it-page-sections-container">'
 f'<section class="it-page-section mb-30" id="who-needs"><h2 class="title-xxlarge mb-3">A chi è rivolto</h2><div class="richtext-wrapper lora" data-element="service-addressed"><p>{CI[1]}</p></div></section>'
 f'<section class="it-page-section mb-30" id="how-to"><h2 class="title-xxlarge mb-3">Come fare</h2><div class="richtext-wrapper lora" data-element="service-how-to"><ol><li>{CI[2]}</li><li>{CI[3]}</li></ol></div></section>'
 f'<section class="it-page-section mb-30" id="needed"><h2 class="title-xxlarge mb-3">Cosa serve</h2><div class="richtext-wrapper lora" data-element="service-needed"><ul><li>{CI[4]}</li><li>{CI[5]}</li></ul></div></section>'
 f'<section class="it-page-section mb-30" id="deadlines"><h2 class="title-xxlarge mb-3">Tempi e scadenze</h2><div class="richtext-wrapper lora"><p>{CI[6]}</p></div></section>'
 f'<section class="it-page-section mb-30" id="costs"><h2 class="title-xxlarge mb-3">Quanto costa</h2><div class="richtext-wrapper lora"><p>{CI[7]}</p></div></section>'
 '<section class="it-page-section mb-30" id="contacts"><h2 class="title-xxlarge mb-3">Contatti</h2><div class="card card-teaser shadow mt-3 rounded"><div class="card-body"><h3 class="card-title h5"><a href="/uffici/anagrafe">Ufficio Anagrafe</a></h3><div class="card-text"><p>Via Roma 91, 12045 Fossano</p><p>Telefono: 0172 699 611</p></div></div></div></section>'
 '<section class="it-page-section"><h2 class="mb-3">Argomenti</h2><div class="chip chip-simple"><a href="/argomenti/anagrafe"><span class="chip-label">Anagrafe</span></a></div></section>'
 '<div class="mt-5"><p class="text-paragraph-small mb-0" data-element="metadata">Ultimo aggiornamento: 12/10/2026</p></div></div></div></div></div>'
 '<div class="bg-primary"><div class="container"><div class="row d-flex justify-content-center bg-primary"><div class="col-12 col-lg-6"><div class="cmp-rating pt-lg-80 pb-lg-80" id="rating"><div class="card shadow card-wrapper" data-element="feedback"><div class="cmp-rating__card-first"><div class="card-header border-0"><h2 class="title-medium-2-semi-bold mb-0" data-element="feedback-title">Quanto sono chiare le informazioni su questa pagina?</h2></div><div class="card-body"><fieldset class="rating"><legend class="visually-hidden">Valuta da 1 a 5 stelle la pagina</legend></fieldset></div></div></div></div></div></div></div></div>'
 '<div class="bg-grey-card shadow-contacts"><div class="container"><div class="row"><div class="col-12 col-lg-6 offset-lg-3 p-contacts"><div class="cmp-contacts"><div class="card w-100"><div class="card-body"><h2 class="title-medium-2-semi-bold">Contatta il comune</h2><ul class="contact-list p-0"><li><a class="list-item" href="/faq"><span>Leggi le domande frequenti</span></a></li><li><a class="list-item" href="/assistenza"><span>Richiedi assistenza</span></a></li><li><a class="list-item" href="tel:0172699611"><span>Chiama il numero 0172 699 611</span></a></li><li><a class="list-item" href="/prenotazione"><span>Prenota appuntamento</span></a></li></ul></div></div></div></div></div></div></div></main>'
 '<footer class="it-footer" id="footer"><div class="it-footer-main"><div class="container"><div class="row"><div class="col-12 footer-items-wrapper logo-wrapper"><div class="it-brand-wrapper"><a href="/"><div class="it-brand-text"><h2 class="no_toc">Comune di Fossano</h2></div></a></div></div></div><div class="row"><div class="col-md-4 footer-items-wrapper"><h3 class="footer-heading-title">Contatti</h3><p class="footer-info">Comune di Fossano<br>Via Roma 91 - 12045 Fossano (CN)<br>Codice fiscale / P. IVA: 00214310041<br>PEC: comune.fossano@legalmail.it</p></div></div><div class="row"><div class="col-12 footer-items-wrapper"><div class="footer-bottom"><a href="/privacy">Informativa privacy</a><a href="/note-legali">Note legali</a><a href="https://form.agid.gov.it/view/1234">Dichiarazione di accessibilità</a></div></div></div></div></div></footer></body></html>',
 "https://www.comune.fossano.cn.it/servizi/richiedere-la-carta-d-identita-elettronica",
 CI, ["Vai ai contenuti", "Accedi all'area personale", "Seguici su", "INDICE DELLA PAGINA", "Condividi", "Vedi azioni", "Ultimo aggiornamento", "Quanto sono chiare", "Contatta il comune", "Richiedi assistenza", "Dichiarazione di accessibilità", "Codice fiscale", "Servizio attivo", "Accetto", "Amministrazione"])

# 14 an Aranzulla-like how-to blog: the author's line, "Indice", steps under <h2>/<h3>, "Leggi anche" inserts,
# the affiliate box ("Vedi offerta su Amazon"), the author box, the sidebar's popular guides
AR = ["Se il tuo computer con Windows 11 è diventato lento all'avvio, non preoccuparti: nella maggior parte dei casi basta qualche piccola modifica alle impostazioni.",
      "Per prima cosa, apri il Task Manager premendo la combinazione di tasti Ctrl+Maiusc+Esc e seleziona la scheda App di avvio.",
      "Individua i programmi con impatto elevato e, se non ti servono subito all'accensione, fai clic destro su ciascuno e scegli Disabilita.",
      "Se dopo questi passaggi il PC resta lento, valuta la sostituzione del disco meccanico con un SSD: è l'intervento che dà i risultati più evidenti.",
      "Disattivare i programmi all'avvio", "Sostituire il disco con un SSD"]
_RAW["aranzulla"] = (news_head("Come velocizzare l'avvio di Windows 11 | Guide Informatiche", "it", "Come velocizzare l'avvio di Windows 11", "Marco Bellini", "2026-10-08", "Article") +
 '<body class="single-guida">' + _COOKIES_IT + '<header class="site-header"><a class="logo" href="/">Guide Informatiche</a><nav class="main-menu"><a href="/informatica">Informatica</a><a href="/smartphone">Smartphone</a><a href="/internet">Internet</a><a href="/offerte">Offerte</a></nav><form class="search"><input placeholder="Cerca una guida"></form></header>'
 '<div class="container"><main class="content"><article class="guide"><div class="breadcrumbs"><a href="/">Home</a> » <a href="/informatica">Informatica</a> » <a href="/informatica/windows">Windows</a></div>'
 '<h1 class="guide-title">Come velocizzare l\'avvio di Windows 11</h1><div class="guide-meta"><span class="author">di <a href="/autore/marco-bellini">Marco Bellini</a></span><time datetime="2026-10-08">8 ottobre 2026</time></div>'
 f'<div class="guide-body"><p>{AR[0]}</p>'
 '<div class="toc"><p class="toc-title">Indice</p><ul><li><a href="#disattivare">Disattivare i programmi all\'avvio</a></li><li><a href="#ssd">Sostituire il disco con un SSD</a></li></ul></div>'
 f'<h2 id="disattivare">{AR[4]}</h2><p>{AR[1]}</p><p>{AR[2]}</p>'
 '<p class="leggi-anche"><strong>Leggi anche:</strong> <a href="/come-aggiornare-windows-11">Come aggiornare Windows 11</a></p>'
 f'<h2 id="ssd">{AR[5]}</h2><p>{AR[3]}</p>'
 '<div class="amazon-box"><div class="amazon-box__item"><img src="/ssd.jpg"><p class="amazon-box__title">Samsung 870 EVO SSD 1TB</p><a class="amazon-box__button" rel="sponsored nofollow" href="https://www.amazon.it/dp/B08QB93S6R?tag=guide-21">Vedi offerta su Amazon</a></div></div></div>'
 '<div class="share-box"><span>Condividi questa guida</span><a>Facebook</a><a>X</a><a>WhatsApp</a><a>Telegram</a></div>'
 '<div class="author-box"><img src="/marco.jpg"><div><p class="author-box__name">Marco Bellini</p><p>Appassionato di informatica dal 2005, scrive guide per aiutare chiunque a usare meglio il computer e lo smartphone.</p></div></div>'
 '<p class="affiliate-disclosure">In qualità di Affiliato Amazon, ricevo un guadagno dagli acquisti idonei.</p></article></main>'
 '<aside class="sidebar"><div class="widget"><h3>Guide più lette</h3><ol><li><a href="/come-recuperare-password-wifi">Come recuperare la password del Wi-Fi</a></li><li><a href="/come-liberare-spazio-iphone">Come liberare spazio su iPhone</a></li></ol></div></aside></div>'
 '<footer><p>© 2026 Guide Informatiche - P.IVA 01234567890</p><a href="/privacy">Privacy</a><a href="/contatti">Contatti</a></footer></body></html>',
 "https://www.guideinformatiche.example.it/come-velocizzare-avvio-windows-11.html",
 AR, ["Indice", "Leggi anche", "Come aggiornare Windows 11", "Vedi offerta su Amazon", "Condividi questa guida", "Appassionato di informatica", "Affiliato Amazon", "Guide più lette", "Cerca una guida", "P.IVA"])
_META["aranzulla"] = {"author": "Marco Bellini", "date": "2026-10-08", "lang": "it"}

# 15 an Italian recipe blog on WordPress with WP Recipe Maker: the story, the "Vai alla ricetta" button, the card's
# ingredients and instructions, "Note", the rating, "Stampa", the comment form, "Potrebbe piacerti anche"
RB = ["Quando arriva l'autunno a casa nostra non possono mancare i pizzoccheri, la ricetta che mia nonna preparava ogni domenica in Valtellina.",
      "Il segreto è usare una buona farina di grano saraceno e un formaggio Valtellina Casera giovane, che si scioglie bene.",
      "farina di grano saraceno", "verza", "Valtellina Casera DOP",
      "Impastate le due farine con l'acqua fino a ottenere un impasto sodo e stendetelo a uno spessore di tre millimetri.",
      "Cuocete le patate e la verza in acqua salata, aggiungete i pizzoccheri e scolate tutto dopo dieci minuti.",
      "Si possono preparare la sera prima: conservate la pasta tagliata su un vassoio infarinato, coperta da un canovaccio."]
_RAW["wprm"] = (news_head("Pizzoccheri della Valtellina: la ricetta della nonna - Cucina di Casa Mia", "it", "Pizzoccheri della Valtellina: la ricetta della nonna", "Chiara Fumagalli", "2026-10-21", "BlogPosting") +
 '<body class="post-template-default single single-post">' + _COOKIES_IT + '<header class="site-header"><p class="site-title"><a href="/">Cucina di Casa Mia</a></p><nav class="nav-primary"><ul class="menu"><li><a href="/primi">Primi</a></li><li><a href="/secondi">Secondi</a></li><li><a href="/dolci">Dolci</a></li><li><a href="/chi-sono">Chi sono</a></li></ul></nav></header>'
 '<div class="site-inner"><main class="content"><article class="post type-post entry"><header class="entry-header"><h1 class="entry-title">Pizzoccheri della Valtellina: la ricetta della nonna</h1><p class="entry-meta"><time class="entry-time">21 ottobre 2026</time> di <span class="entry-author"><span class="entry-author-name">Chiara Fumagalli</span></span> — <a href="#comments">4 commenti</a></p></header>'
 '<div class="entry-content"><div class="wprm-recipe-snippet wprm-block-text-normal"><a href="#recipe" class="wprm-recipe-jump wprm-recipe-link">Vai alla ricetta</a> <a href="/wprm_print/pizzoccheri" class="wprm-recipe-print wprm-recipe-link">Stampa la ricetta</a></div>'
 f'<p>{RB[0]}</p><p>{RB[1]}</p>'
 '<div id="recipe"></div><div id="wprm-recipe-container-812" class="wprm-recipe-container" data-recipe-id="812"><div class="wprm-recipe wprm-recipe-template-classic"><div class="wprm-container-float-right"><div class="wprm-recipe-image"><img src="/pizzoccheri.jpg"></div><div class="wprm-recipe-rating"><span class="wprm-rating-star wprm-rating-star-full"></span><div class="wprm-recipe-rating-details wprm-block-text-faded"><span class="wprm-recipe-rating-average">4.9</span> da <span class="wprm-recipe-rating-count">37</span> voti</div></div></div>'
 '<h2 class="wprm-recipe-name wprm-block-text-bold">Pizzoccheri della Valtellina</h2><div class="wprm-spacer"></div><div class="wprm-recipe-buttons"><a href="/wprm_print/pizzoccheri" class="wprm-recipe-print wprm-recipe-link">Stampa</a><a href="#" class="wprm-recipe-pin wprm-recipe-link">Pin</a></div>'
 '<div class="wprm-recipe-meta-container"><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Preparazione</span> <span class="wprm-recipe-details">40 min</span></div><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Porzioni</span> <span class="wprm-recipe-details">4 persone</span></div></div>'
 '<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header wprm-recipe-ingredients-header">Ingredienti</h3><div class="wprm-recipe-ingredient-group"><ul class="wprm-recipe-ingredients">'
 + "".join(f'<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">{a}</span> <span class="wprm-recipe-ingredient-unit">{u}</span> <span class="wprm-recipe-ingredient-name">{n}</span></li>' for a, u, n in (("300", "g", RB[2]), ("1/2", "", RB[3]), ("250", "g", RB[4]))) +
 '</ul></div></div><div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header wprm-recipe-instructions-header">Istruzioni</h3><div class="wprm-recipe-instruction-group"><ul class="wprm-recipe-instructions">'
 f'<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text"><span>{RB[5]}</span></div></li><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text"><span>{RB[6]}</span></div></li></ul></div></div>'
 f'<div class="wprm-recipe-notes-container"><h3 class="wprm-recipe-header wprm-recipe-notes-header">Note</h3><div class="wprm-recipe-notes"><span>{RB[7]}</span></div></div>'
 '<div class="wprm-call-to-action wprm-call-to-action-simple"><span class="wprm-call-to-action-header">Hai provato questa ricetta?</span><span class="wprm-call-to-action-text">Tagga @cucinadicasamia su Instagram</span></div></div></div>'
 '<div class="crp_related"><h3>Potrebbe piacerti anche</h3><ul><li><a href="/sciatt">Sciatt valtellinesi</a></li><li><a href="/polenta-taragna">Polenta taragna</a></li></ul></div></div></article>'
 '<div id="comments" class="entry-comments"><h3>4 commenti</h3><ol class="comment-list"><li class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn">Luisa</b> <time>22 ottobre 2026 alle 10:11</time></footer><div class="comment-content"><p>Fatti ieri sera, buonissimi! Ho aggiunto anche un po\' di salvia nel burro.</p></div><div class="reply"><a class="comment-reply-link">Rispondi</a></div></article></li></ol>'
 '<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Lascia un commento</h3><form class="comment-form"><p class="comment-notes">Il tuo indirizzo email non sarà pubblicato. I campi obbligatori sono contrassegnati *</p><textarea></textarea><input type="submit" value="Pubblica il commento"></form></div></div></main>'
 '<aside class="sidebar"><section class="widget"><h3 class="widgettitle">Chi sono</h3><p>Mi chiamo Chiara e cucino le ricette della tradizione lombarda.</p></section></aside></div>'
 '<footer class="site-footer"><p>Copyright © 2026 Cucina di Casa Mia · P.IVA 09876543210</p></footer></body></html>',
 "https://www.cucinadicasamia.example.it/pizzoccheri-della-valtellina/",
 RB[:2] + ["300 g farina di grano saraceno", "1/2 verza", "250 g Valtellina Casera DOP"] + RB[5:],
 ["Vai alla ricetta", "Stampa la ricetta", "37", "Hai provato questa ricetta", "Tagga @", "Potrebbe piacerti anche", "Sciatt", "salvia nel burro", "Lascia un commento", "non sarà pubblicato", "cucino le ricette", "P.IVA"])
_META["wprm"] = {"author": "Chiara Fumagalli", "date": "2026-10-21", "lang": "it"}

# 16 a Subito-like classified ad: title, price, the place and the day, "Descrizione", "Dettagli" (a definition
# list), the seller's box, "Contatta", safety tips, "Annunci simili"
SU = ["Vendo bicicletta da corsa in alluminio, usata poche volte e sempre tenuta in garage, con cambio Shimano a 18 velocità.",
      "Gomme sostituite a settembre, freni regolati dal meccanico. Ritiro a mano a Bergamo, possibile prova prima dell'acquisto.",
      "Condizione", "Usato - Come nuovo", "Taglia telaio", "54 cm", "Tipo", "Bici da corsa"]
_RAW["subito"] = (_head("Bici da corsa Bianchi Via Nirone 7 a Bergamo - Annunci", "it", '<meta property="og:type" content="product">') + '<body>' + _COOKIES_IT +
 '<header class="header"><a class="logo" href="/">Mercatino Annunci</a><nav><a href="/annunci-lombardia/">Lombardia</a><a href="/inserisci">Inserisci annuncio</a><a href="/preferiti">Preferiti</a><a href="/login">Accedi</a></nav></header>'
 '<main class="ad-page"><nav class="breadcrumbs"><a href="/">Home</a> › <a href="/annunci-lombardia/vendita/biciclette/">Biciclette</a> › <span>Bici da corsa Bianchi Via Nirone 7</span></nav>'
 '<div class="gallery"><img src="/bici1.jpg"><span class="counter">1 / 6</span></div>'
 '<div class="ad-info"><h1 class="AdInfo_title">Bici da corsa Bianchi Via Nirone 7</h1><p class="AdInfo_price">350 €</p><p class="AdInfo_place">Bergamo (BG)</p><span class="AdInfo_date">Pubblicato il 25 nov alle 18:32</span></div>'
 f'<section class="AdDescription"><h2>Descrizione</h2><p class="AdDescription_description">{SU[0]}<br><br>{SU[1]}</p></section>'
 f'<section class="AdFeatures"><h2>Dettagli</h2><dl class="feature-list"><dt>{SU[2]}</dt><dd>{SU[3]}</dd><dt>{SU[4]}</dt><dd>{SU[5]}</dd><dt>{SU[6]}</dt><dd>{SU[7]}</dd></dl></section>'
 '<aside class="AdSeller"><div class="seller"><p class="seller-name">Giorgio</p><p>Utente dal 2019 · 12 annunci online</p><p>Solitamente risponde entro un\'ora</p></div><button class="contact">Contatta</button><button>Mostra numero</button><button>Salva nei preferiti</button></aside>'
 '<div class="SafetyTips"><h3>Consigli per la sicurezza</h3><p>Non inviare mai denaro in anticipo e diffida da chi chiede pagamenti con ricarica.</p></div>'
 '<section class="similar-ads"><h2>Annunci simili</h2><ul><li><a href="/a/1">Bici da corsa Cannondale CAAD8 - 450 €</a></li><li><a href="/a/2">Bici corsa Trek Domane - 600 €</a></li></ul></section>'
 '<p class="ad-id">ID annuncio: 552199384</p><a href="/segnala">Segnala annuncio</a></main>'
 '<footer><p>© 2026 Mercatino Annunci S.r.l. - P.IVA 05678901234</p><a href="/termini">Termini e condizioni</a><a href="/privacy">Informativa sulla privacy</a></footer></body></html>',
 "https://www.mercatinoannunci.example.it/biciclette/bici-da-corsa-bianchi-via-nirone-7-bergamo-552199384.htm",
 SU, ["Inserisci annuncio", "Utente dal", "risponde entro", "Mostra numero", "Salva nei preferiti", "Non inviare mai denaro", "Annunci simili", "Cannondale", "Segnala annuncio", "Termini e condizioni"])

# 17 an Italian phpBB 3 thread (prosilver): "Messaggio da", the post's date, "Cita", the member's panel
# ("Messaggi: 1234", "Iscritto il:"), "Torna a", "Chi c'è in linea", "Rispondi"
PB = ["Ciao a tutti, la mia caldaia a condensazione va in blocco ogni mattina con il codice E10, pressione troppo bassa.",
      "Ho già ricaricato l'impianto fino a 1,5 bar ma dopo un giorno torna sotto 1. Può essere il vaso di espansione?",
      "Molto probabile. Se perde pressione senza perdite visibili, controlla la valvola di sicurezza: a volte gocciola nello scarico.",
      "Aggiungo: fai controllare la precarica del vaso, va fatta a impianto scarico, di solito deve essere circa 1 bar."]
_RAW["phpbb_it"] = (article_head("Caldaia in blocco E10 ogni mattina - Forum Idraulica e Riscaldamento", "it") +
 '<body id="phpbb" class="nojs notouch section-viewtopic ltr"><div id="wrap" class="wrap"><a id="top" class="top-anchor" accesskey="t"></a><div id="page-header"><div class="headerbar" role="banner"><div class="inner"><div id="site-description" class="site-description"><a id="logo" class="logo" href="./index.php" title="Indice"><span class="site_logo"></span></a><h1>Forum Idraulica e Riscaldamento</h1><p>La community di chi fa da sé</p><p class="skiplink"><a href="#start_here">Passa al contenuto</a></p></div>'
 '<div id="search-box" class="search-box search-header" role="search"><form action="./search.php" method="get" id="search"><fieldset><input name="keywords" id="keywords" type="search" placeholder="Cerca…"><button class="button button-search" type="submit" title="Cerca">Cerca</button></fieldset></form></div></div></div>'
 '<div class="navbar" role="navigation"><div class="inner"><ul id="nav-main" class="nav-main linklist" role="menubar"><li><a href="/app.php/help/faq" rel="help" title="Domande frequenti" role="menuitem">FAQ</a></li><li class="rightside"><a href="./ucp.php?mode=login" title="Login" accesskey="x" role="menuitem">Login</a></li><li class="rightside"><a href="./ucp.php?mode=register" role="menuitem">Iscriviti</a></li></ul><ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks" role="menubar"><li class="breadcrumbs" itemscope itemtype="https://schema.org/BreadcrumbList"><span class="crumb"><a href="./index.php">Indice</a></span><span class="crumb"><a href="./viewforum.php?f=4">Caldaie</a></span></li></ul></div></div></div>'
 '<a id="start_here" class="anchor"></a><div id="page-body" class="page-body" role="main"><h2 class="topic-title"><a href="./viewtopic.php?t=8812">Caldaia in blocco E10 ogni mattina</a></h2><div class="action-bar bar-top"><a href="./posting.php?mode=reply&amp;t=8812" class="button" title="Rispondi"><span>Rispondi</span></a><div class="pagination">3 messaggi • Pagina <strong>1</strong> di <strong>1</strong></div></div>'
 + "".join(
     f'<div id="p{pid}" class="post has-profile bg{1 + k % 2}"><div class="inner"><dl class="postprofile" id="profile{pid}"><dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u={pid}" class="username">{who}</a></dt><dd class="profile-rank">Utente attivo</dd><dd class="profile-posts"><strong>Messaggi:</strong> <a href="./search.php?author_id={pid}">{posts}</a></dd><dd class="profile-joined"><strong>Iscritto il:</strong> {joined}</dd></dl>'
     f'<div class="postbody"><div id="post_content{pid}"><h3 class="first"><a href="#p{pid}">{"Re: " if k else ""}Caldaia in blocco E10 ogni mattina</a></h3><ul class="post-buttons"><li><a href="./posting.php?mode=quote&amp;p={pid}" title="Rispondi citando" class="button button-icon-only"><span>Cita</span></a></li></ul>'
     f'<p class="author"><a class="unread" href="#p{pid}" title="Messaggio"><span class="imageset icon_post_target"></span></a><span class="responsive-hide">Messaggio da <strong><a href="./memberlist.php?mode=viewprofile&amp;u={pid}" class="username">{who}</a></strong> » </span>{when}</p>'
     f'<div class="content">{text}</div>{sig}</div></div><div class="back2top"><a href="#top" class="top" title="Top"><span class="sr-only">Top</span></a></div></div></div><hr class="divider">'
     for k, (pid, who, posts, joined, when, text, sig) in enumerate((
         (91001, "marco_bg", 12, "ven 3 mar 2023, 18:40", "lun 23 nov 2026, 7:48", f"{PB[0]}<br><br>{PB[1]}", ""),
         (91004, "termotecnico61", 4521, "mer 14 gen 2009, 10:02", "lun 23 nov 2026, 9:15", PB[2], '<div id="sig91004" class="signature">Installatore dal 1985, zona Brescia</div>'),
         (91009, "Gianni", 876, "sab 8 ott 2016, 21:30", "lun 23 nov 2026, 12:03", PB[3], "")))) +
 '<div class="action-bar bar-bottom"><a href="./posting.php?mode=reply&amp;t=8812" class="button"><span>Rispondi</span></a></div><div class="action-bar actions-jump"><p class="jumpbox-return"><a href="./viewforum.php?f=4" class="left-box arrow-left" accesskey="r"><span>Torna a “Caldaie”</span></a></p></div>'
 '<div class="stat-block online-list"><h3>Chi c’è in linea</h3><p>Visitano il forum: Nessuno e 7 ospiti</p></div></div>'
 '<div id="page-footer" class="page-footer" role="contentinfo"><div class="navbar" role="navigation"><div class="inner"><ul id="nav-footer" class="nav-footer linklist" role="menubar"><li class="breadcrumbs"><span class="crumb"><a href="./index.php">Indice</a></span></li><li class="rightside"><a href="./ucp.php?mode=delete_cookies">Cancella cookie</a></li><li class="rightside">Tutti gli orari sono <span title="UTC+1">UTC+01:00</span></li></ul></div></div><div class="copyright"><p class="footer-row"><span class="footer-copyright">Creato da <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited</span></p><p class="footer-row"><span class="footer-copyright">Traduzione Italiana phpBBItalia.net</span></p></div></div></div></body></html>',
 "https://www.forumidraulica.example.it/viewtopic.php?t=8812",
 PB, ["Passa al contenuto", "Cerca", "Iscriviti", "3 messaggi", "Messaggi:", "Iscritto il", "Messaggio da", "Installatore dal 1985", "Torna a", "Chi c’è in linea", "Visitano il forum", "Cancella cookie", "Creato da", "Traduzione Italiana", "La community di chi fa da sé"])

# 18 an Italian local paper on WordPress's Newspaper theme (tagDiv): the category chip, the author and date, the
# share bar, "Leggi anche" inside the text, "Ti potrebbe interessare" after it, the WhatsApp channel line, comments
IN = ["Da lunedì 1 dicembre il ponte sul fiume Brenta a Bassano sarà chiuso al traffico per tre settimane per i lavori di consolidamento dei piloni.",
      "Le auto saranno deviate sulla tangenziale, mentre pedoni e ciclisti potranno attraversare su una passerella provvisoria allestita a valle.",
      "«Sappiamo che sarà un periodo difficile per chi lavora in centro, ma l'intervento non era più rinviabile», ha spiegato l'assessore ai lavori pubblici.",
      "I commercianti chiedono al Comune di prevedere parcheggi gratuiti nelle vie vicine per tutta la durata del cantiere."]
_RAW["newspaper_it"] = (news_head("Bassano, il ponte sul Brenta chiude per tre settimane - Il Giornale di Bassano", "it", "Bassano, il ponte sul Brenta chiude per tre settimane", "Elena Zanon", "2026-11-26") +
 '<body class="post-template-default single single-post td-standard-pack global-block-template-1 single_template_2 td-full-layout">' + _COOKIES_IT + '<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div><div id="td-outer-wrap" class="td-theme-wrap">'
 '<div class="td-header-wrap td-header-style-1"><div class="td-header-top-menu-full td-container-wrap"><div class="td-header-row td-header-top-menu"><div class="top-bar-style-1"><div class="td-header-sp-top-menu"><div class="td_data_time">giovedì, 27 Novembre 2026</div><ul class="top-header-menu"><li><a href="/redazione">Redazione</a></li><li><a href="/pubblicita">Pubblicità</a></li></ul></div></div></div></div>'
 '<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap td-header-gradient"><div class="td-container td-header-row td-header-main-menu"><div id="td-header-menu" role="navigation"><div class="menu-main-container"><ul id="menu-main-1" class="sf-menu"><li class="menu-item"><a href="/cronaca">Cronaca</a></li><li class="menu-item"><a href="/politica">Politica</a></li><li class="menu-item"><a href="/sport">Sport</a></li><li class="menu-item"><a href="/eventi">Eventi</a></li></ul></div></div></div></div></div></div>'
 '<div class="td-main-content-wrap td-container-wrap"><div class="td-container td-post-template-2"><article id="post-55012" class="post-55012 post type-post status-publish format-standard has-post-thumbnail category-cronaca"><div class="td-pb-row"><div class="td-pb-span12"><div class="td-post-header"><ul class="td-category"><li class="entry-category"><a href="/cronaca">Cronaca</a></li></ul><header class="td-post-title"><h1 class="entry-title">Bassano, il ponte sul Brenta chiude per tre settimane</h1>'
 '<div class="td-module-meta-info"><div class="td-post-author-name"><div class="td-author-by">Di</div> <a href="/author/elena-zanon/">Elena Zanon</a><div class="td-author-line"> - </div></div><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="2026-11-26T17:20:00+01:00">26 Novembre 2026</time></span><div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-55012">1243</span></div><div class="td-post-comments"><a href="#comments"><i class="td-icon-comments"></i>2</a></div></div></header></div></div></div>'
 '<div class="td-pb-row"><div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content"><div class="td-post-sharing-top"><div class="td-post-sharing-classic"><iframe src="https://www.facebook.com/plugins/like.php"></iframe></div><div class="td-post-sharing td-ps-bg td-ps-notext td-post-sharing-style1"><div class="td-post-sharing-visible"><a class="td-social-sharing-button td-social-sharing-button-js td-social-network td-social-facebook" href="#"><div class="td-social-but-icon"><i class="td-icon-facebook"></i></div><div class="td-social-but-text">Facebook</div></a><a class="td-social-sharing-button td-social-twitter" href="#"><div class="td-social-but-text">Twitter</div></a><a class="td-social-sharing-button td-social-whatsapp" href="#"><div class="td-social-but-text">WhatsApp</div></a></div></div></div>'
 f'<div class="td-post-content tagdiv-type"><div class="td-post-featured-image"><figure><img src="/ponte.jpg"><figcaption class="wp-caption-text">Il ponte sul Brenta (foto archivio)</figcaption></figure></div><p>{IN[0]}</p><p>{IN[1]}</p>'
 '<p><strong>LEGGI ANCHE: <a href="/cronaca/bassano-nuove-telecamere-in-centro/">Bassano, nuove telecamere in centro storico</a></strong></p>'
 f'<p>{IN[2]}</p><p>{IN[3]}</p>'
 '<div class="code-block code-block-3"><p><a href="https://whatsapp.com/channel/0029Va"><strong>Iscriviti al nostro canale WhatsApp per ricevere le notizie di Bassano</strong></a></p></div></div>'
 '<footer><div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li><li><a href="/tag/bassano/">Bassano</a></li><li><a href="/tag/viabilita/">viabilità</a></li></ul></div><div class="td-post-sharing-bottom"><div class="td-post-sharing td-ps-bg"><a class="td-social-sharing-button td-social-facebook" href="#"><div class="td-social-but-text">Condividi</div></a></div></div>'
 '<div class="td-block-row td-post-next-prev"><div class="td-block-span6 td-post-prev-post"><div class="td-post-next-prev-content"><span>Articolo precedente</span><a href="/a/prev">Romano d\'Ezzelino, furto in una villetta</a></div></div><div class="td-block-span6 td-post-next-post"><div class="td-post-next-prev-content"><span>Articolo successivo</span><a href="/a/next">Marostica, al via la stagione teatrale</a></div></div></div>'
 '<div class="author-box-wrap"><a href="/author/elena-zanon/"><img src="/elena.jpg"></a><div class="desc"><div class="td-author-name vcard author"><span class="fn"><a href="/author/elena-zanon/">Elena Zanon</a></span></div><div class="td-author-description">Giornalista pubblicista, segue la cronaca di Bassano e dell\'Altopiano.</div></div></div></footer>'
 '<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title td-block-title"><a class="td-related-left td-cur-simple-item" href="#">Ti potrebbe interessare</a><a class="td-related-right" href="#">Altri articoli dell\'autore</a></h4><div class="td_block_inner"><div class="td-related-span4"><div class="td_module_related_posts"><h3 class="entry-title td-module-title"><a href="/a/3">Cittadella, chiusa la statale per una frana</a></h3></div></div></div></div>'
 '<div class="comments" id="comments"><div class="td-comments-title-wrap"><h4 class="block-title"><span>2 COMMENTI</span></h4></div><ol class="comment-list"><li class="comment"><article><footer><cite>Paolo</cite><a class="comment-link" href="#c1">26 Novembre 2026 At 19:02</a></footer><div class="comment-content"><p>Era ora, quel ponte aveva bisogno di manutenzione da anni.</p></div><div class="comment-meta"><a class="comment-reply-link">Rispondi</a></div></article></li></ol><div id="respond" class="comment-respond"><h3 class="comment-reply-title">LASCIA UN COMMENTO</h3><form class="comment-form"><div class="comment-form-input-wrap td-form-comment"><textarea placeholder="Commento:"></textarea></div><p class="form-submit"><input type="submit" value="Invia il commento"></p></form></div></div>'
 '</div></div><div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar"><div class="td_block_wrap td_block_social_counter"><h4 class="block-title"><span>SEGUICI</span></h4><div class="td-social-list"><span>12,345 Fans</span><span>3,210 Follower</span></div></div></div></div></div></article></div></div>'
 '<div class="td-footer-wrapper"><div class="td-footer-bottom-full"><div class="td-container"><p>Il Giornale di Bassano - Testata registrata presso il Tribunale di Vicenza n. 12/2015 - Direttore responsabile: Luca Toniolo</p></div></div></div><div class="td-sub-footer-container"><div class="td-container"><div class="td-pb-span-7 td-sub-footer-copy">© Il Giornale di Bassano 2026 - P.IVA 04455667788</div></div></div></div></body></html>',
 "https://www.giornaledibassano.example.it/cronaca/bassano-il-ponte-sul-brenta-chiude-per-tre-settimane/",
 IN, ["Redazione", "LEGGI ANCHE", "nuove telecamere", "canale WhatsApp", "TAGS", "Articolo precedente", "furto in una villetta", "Giornalista pubblicista", "Ti potrebbe interessare", "frana", "aveva bisogno di manutenzione", "LASCIA UN COMMENTO", "SEGUICI", "Testata registrata", "P.IVA", "1243"])
_META["newspaper_it"] = {"author": "Elena Zanon", "date": "2026-11-26", "lang": "it"}

# 19 a Spanish ayuntamiento's procedure page (sede electrónica kind): "Estás en", "Descripción", "Requisitos",
# "Documentación", "Plazos", a table of fees, "Tramitar en línea", "Fecha de actualización", the accessibility
# and cookie links, the "¿Te ha resultado útil esta información?" box
AY = ["El empadronamiento es la inscripción en el Padrón Municipal de Habitantes, el registro administrativo donde constan los vecinos del municipio.",
      "Todas las personas que vivan habitualmente en Alcalá de Henares están obligadas a inscribirse en el padrón.",
      "Documento de identidad en vigor de todas las personas que se empadronan",
      "Contrato de alquiler o escritura de propiedad de la vivienda",
      "Alta en el padrón", "Gratuito", "Certificado de empadronamiento", "1,50 euros",
      "El alta se hace efectiva en el momento de la solicitud si la documentación está completa."]
_RAW["ayuntamiento"] = (article_head("Alta en el Padrón Municipal - Ayuntamiento de Alcalá de Henares", "es") +
 '<body><div id="cookies-bar"><p>Utilizamos cookies propias y de terceros para mejorar nuestros servicios. Si continúa navegando, consideramos que acepta su uso.</p><a href="/politica-cookies">Más información</a><button>Aceptar</button></div>'
 '<header id="cabecera"><a href="/" class="logo">Ayuntamiento de Alcalá de Henares</a><ul class="accesos"><li><a href="/sede">Sede electrónica</a></li><li><a href="/contacto">Contacto</a></li><li><a href="/en">English</a></li></ul><nav id="menu-principal"><ul><li><a href="/ayuntamiento">Ayuntamiento</a></li><li><a href="/servicios">Servicios</a></li><li><a href="/tramites">Trámites</a></li><li><a href="/turismo">Turismo</a></li></ul></nav></header>'
 '<div id="contenido" class="contenido"><div class="migas"><span>Estás en:</span> <a href="/">Inicio</a> &gt; <a href="/tramites">Trámites</a> &gt; <span>Alta en el Padrón Municipal</span></div>'
 '<div class="ficha-tramite"><h1>Alta en el Padrón Municipal</h1><div class="herramientas"><a href="javascript:window.print()">Imprimir</a><a href="/pdf/padron.pdf">Descargar PDF</a><a href="#compartir">Compartir</a></div>'
 f'<h2>Descripción</h2><p>{AY[0]}</p><h2>Quién puede solicitarlo</h2><p>{AY[1]}</p>'
 f'<h2>Documentación necesaria</h2><ul><li>{AY[2]}</li><li>{AY[3]}</li></ul>'
 f'<h2>Tasas</h2><table class="tabla"><tr><th>Trámite</th><th>Importe</th></tr><tr><td>{AY[4]}</td><td>{AY[5]}</td></tr><tr><td>{AY[6]}</td><td>{AY[7]}</td></tr></table>'
 f'<h2>Plazo de resolución</h2><p>{AY[8]}</p>'
 '<div class="botones-tramite"><a class="boton" href="https://sede.ayto-alcaladehenares.es/padron">Tramitar en línea</a><a class="boton" href="/cita-previa">Pedir cita previa</a></div>'
 '<p class="actualizacion">Fecha de actualización: 14/10/2026</p>'
 '<div class="valoracion"><p>¿Te ha resultado útil esta información?</p><button>Sí</button><button>No</button></div></div></div>'
 '<footer id="pie"><p>Ayuntamiento de Alcalá de Henares · Plaza de Cervantes, 12 · 28801 Alcalá de Henares · Tel. 010</p><ul><li><a href="/aviso-legal">Aviso legal</a></li><li><a href="/accesibilidad">Accesibilidad</a></li><li><a href="/mapa-web">Mapa web</a></li></ul></footer></body></html>',
 "https://www.ayto-alcaladehenares.es/tramites/alta-en-el-padron-municipal/",
 AY, ["Utilizamos cookies", "Estás en", "Descargar PDF", "Tramitar en línea", "Pedir cita previa", "Fecha de actualización", "resultado útil", "Aviso legal", "Mapa web", "Plaza de Cervantes"])

# 20 a Polish gmina's BIP page (Biuletyn Informacji Publicznej): the BIP header, the menu of the office, the
# announcement, "Metryczka" (a table of who made and published it), "Drukuj", "Rejestr zmian", the footer
BI = ["Wójt Gminy Stare Babice zawiadamia o wszczęciu postępowania w sprawie wydania decyzji o środowiskowych uwarunkowaniach dla przedsięwzięcia polegającego na budowie drogi gminnej.",
      "Z dokumentacją sprawy można zapoznać się w Urzędzie Gminy, pokój nr 12, w godzinach pracy urzędu.",
      "Uwagi i wnioski można składać w terminie 30 dni od dnia publikacji niniejszego obwieszczenia.",
      "Budowa drogi gminnej ul. Polnej na odcinku 1,2 km",
      "Przebudowa skrzyżowania z drogą powiatową"]
_RAW["bip"] = (article_head("Obwieszczenie o wszczęciu postępowania - BIP Gmina Stare Babice", "pl") +
 '<body><div id="skip"><a href="#tresc">Przejdź do treści</a><a href="#menu">Przejdź do menu</a></div>'
 '<header class="bip-header"><a href="https://www.gov.pl/bip" class="bip-logo"><img src="/bip.png" alt="Biuletyn Informacji Publicznej"></a><h1 class="bip-title">Urząd Gminy Stare Babice</h1><div class="wcag"><a href="#">Wersja kontrastowa</a><a href="#">A+</a><a href="#">A-</a></div><form class="szukaj"><input placeholder="Szukaj w BIP"></form></header>'
 '<nav id="menu" class="menu-przedmiotowe"><h2>Menu przedmiotowe</h2><ul><li><a href="/bip/urzad">Urząd Gminy</a></li><li><a href="/bip/rada">Rada Gminy</a></li><li><a href="/bip/przetargi">Zamówienia publiczne</a></li><li><a href="/bip/obwieszczenia">Obwieszczenia</a></li></ul></nav>'
 '<main id="tresc"><div class="sciezka">Jesteś tutaj: <a href="/bip">Strona główna</a> / <a href="/bip/obwieszczenia">Obwieszczenia</a></div>'
 '<article class="bip-article"><h2 class="tytul">Obwieszczenie o wszczęciu postępowania w sprawie decyzji środowiskowej</h2>'
 f'<div class="tresc"><p>{BI[0]}</p><p>Zakres przedsięwzięcia obejmuje:</p><ul><li>{BI[3]}</li><li>{BI[4]}</li></ul><p>{BI[1]}</p><p>{BI[2]}</p></div>'
 '<div class="zalaczniki"><h3>Załączniki</h3><ul><li><a href="/pliki/obwieszczenie.pdf">obwieszczenie.pdf (PDF, 245 KB)</a></li></ul></div>'
 '<div class="metryczka"><h3>Metryczka</h3><table><tr><th>Wytworzył:</th><td>Referat Ochrony Środowiska</td></tr><tr><th>Data wytworzenia:</th><td>2026-11-20</td></tr><tr><th>Opublikował:</th><td>Anna Kowalczyk</td></tr><tr><th>Data publikacji:</th><td>2026-11-21 10:15</td></tr><tr><th>Liczba odsłon:</th><td>87</td></tr></table><a href="/bip/rejestr/4412">Rejestr zmian</a> <a href="javascript:print()">Drukuj</a></div></article></main>'
 '<footer class="bip-footer"><p>Urząd Gminy Stare Babice, ul. Rynek 32, 05-082 Stare Babice</p><p>Redaktor BIP: bip@stare-babice.pl</p><a href="/bip/deklaracja-dostepnosci">Deklaracja dostępności</a><a href="/bip/instrukcja">Instrukcja obsługi BIP</a></footer></body></html>',
 "https://bip.stare-babice.pl/bip/obwieszczenia/obwieszczenie-o-wszczeciu-postepowania-4412",
 BI, ["Przejdź do treści", "Wersja kontrastowa", "Szukaj w BIP", "Menu przedmiotowe", "Jesteś tutaj", "Liczba odsłon", "Rejestr zmian", "Drukuj", "Redaktor BIP", "Deklaracja dostępności"])

# 21 a Polish portal's news item: the lead, "Czytaj też" inserts, the photo credit, "Zobacz także" after it, the
# comments' count, the "Obserwuj nas w Google News" line, the "Reklama" slots
PL = ["Od 1 stycznia kierowcy zapłacą więcej za parkowanie w strefie płatnej w centrum Krakowa, zdecydowali w środę radni miasta.",
      "Pierwsza godzina postoju będzie kosztować 6 zł zamiast dotychczasowych 4,50 zł, a abonament dla mieszkańców podrożeje do 30 zł miesięcznie.",
      "Według urzędników podwyżka ma zachęcić mieszkańców do korzystania z komunikacji miejskiej i zmniejszyć ruch w ścisłym centrum.",
      "Przeciwnicy zmian zwracają uwagę, że w wielu dzielnicach brakuje parkingów typu parkuj i jedź."]
_RAW["polski_portal"] = (news_head("Kraków. Droższe parkowanie w centrum od stycznia - Wiadomości Małopolska", "pl", "Kraków. Droższe parkowanie w centrum od stycznia", "Tomasz Nowak", "2026-11-26") +
 '<body><div class="cmp-app"><p>Szanowny Użytkowniku, zanim klikniesz „Przejdź do serwisu” zapoznaj się z informacjami dotyczącymi przetwarzania danych osobowych.</p><button>Przejdź do serwisu</button></div>'
 '<header class="page-header"><a class="logo" href="/">Wiadomości Małopolska</a><nav><a href="/krakow/">Kraków</a><a href="/tarnow/">Tarnów</a><a href="/sport/">Sport</a><a href="/pogoda/">Pogoda</a></nav></header>'
 '<main><article class="article"><div class="article__breadcrumbs"><a href="/">Strona główna</a> › <a href="/krakow/">Kraków</a></div><h1 class="article__title">Kraków. Droższe parkowanie w centrum od stycznia</h1>'
 '<div class="article__meta"><span class="article__author">Tomasz Nowak</span><time datetime="2026-11-26T14:05:00+01:00">26 listopada 2026, 14:05</time><a href="#komentarze" class="article__comments">Komentarze (48)</a></div>'
 f'<p class="article__lead"><strong>{PL[0]}</strong></p><figure><img src="/parking.jpg"><figcaption>Strefa płatnego parkowania w Krakowie. Fot. Anna Kaczmarz / Polska Press</figcaption></figure>'
 f'<div class="article__body"><p>{PL[1]}</p><div class="ad-slot"><span>Reklama</span></div>'
 '<p class="read-also"><strong>Czytaj też: </strong><a href="/krakow/nowe-linie-tramwajowe">Nowe linie tramwajowe w Krakowie. Zobacz, którędy pojadą</a></p>'
 f'<p>{PL[2]}</p><p>{PL[3]}</p><p><em>Obserwuj nas w Google News i bądź na bieżąco z najważniejszymi wiadomościami.</em></p></div>'
 '<div class="article__share"><span>Udostępnij</span><a>Facebook</a><a>X</a><a>Kopiuj link</a></div></article>'
 '<section class="see-also"><h2>Zobacz także</h2><ul><li><a href="/a/1">Wieliczka. Nowy park linowy otwarty</a></li><li><a href="/a/2">Zakopane. Ruszył sezon narciarski</a></li></ul></section>'
 '<section id="komentarze"><h2>Komentarze (48)</h2><p>Dodając komentarz akceptujesz regulamin forum.</p></section></main>'
 '<footer><p>© 2026 Wiadomości Małopolska. Wszelkie prawa zastrzeżone.</p><a href="/polityka-prywatnosci">Polityka prywatności</a><a href="/regulamin">Regulamin</a></footer></body></html>',
 "https://www.wiadomosci-malopolska.example.pl/krakow/drozsze-parkowanie-w-centrum-od-stycznia/ar/c1-1882211",
 PL, ["Przejdź do serwisu", "Komentarze", "Reklama", "Czytaj też", "Nowe linie tramwajowe", "Obserwuj nas", "Udostępnij", "Zobacz także", "park linowy", "regulamin forum", "Wszelkie prawa zastrzeżone"])
_META["polski_portal"] = {"author": "Tomasz Nowak", "date": "2026-11-26", "lang": "pl"}

# 22 a Spanish vBulletin thread: the thread's title, each post's date row, the member's panel ("Fecha de ingreso",
# "Mensajes"), "Cita", "Responder", the signature, "Temas similares", the forum's jump box
VB = ["Buenas, quiero cambiar los amortiguadores de mi Seat León de 2015 y no sé si merece la pena pagar más por unos Bilstein.",
      "Uso el coche sobre todo por autovía, unos 25.000 kilómetros al año, y alguna vez por carreteras de montaña.",
      "Yo puse Bilstein B4 hace dos años y la diferencia con los originales gastados es enorme, sobre todo en curvas.",
      "Si no buscas un uso deportivo, con unos Monroe de gama media vas sobrado y te ahorras casi cien euros."]
_RAW["vbulletin_es"] = (article_head("¿Amortiguadores Bilstein o Monroe para León 2015? - Foro Mecánica", "es") +
 '<body><div class="above_body"><div id="header" class="floatcontainer doc_header"><div><a name="top" href="/" class="logo-image">Foro Mecánica</a></div><div id="toplinks" class="toplinks"><ul class="nouser"><li><a href="register.php" rel="nofollow">Registrarse</a></li><li><form id="navbar_loginform" action="login.php?do=login" method="post"><input type="text" id="navbar_username" value="Usuario"><input type="submit" value="Conectarse"></form></li></ul></div></div>'
 '<div id="navbar" class="navbar"><ul id="navtabs" class="navtabs floatcontainer"><li><a class="navtab" href="forum.php">Foros</a></li><li><a class="navtab" href="search.php">Buscar</a></li><li><a class="navtab" href="faq.php">Ayuda</a></li></ul></div></div>'
 '<div class="body_wrapper"><div id="breadcrumb" class="breadcrumb"><ul class="floatcontainer"><li class="navbithome"><a href="index.php" accesskey="1">Inicio</a></li><li class="navbit"><a href="forumdisplay.php?f=7">Suspensión y frenos</a></li></ul><hr></div>'
 '<div id="pagetitle" class="pagetitle"><h1>Tema: <span class="threadtitle"><a href="showthread.php?t=55120">¿Amortiguadores Bilstein o Monroe para León 2015?</a></span></h1></div>'
 '<div id="thread_controls" class="thread_controls toolsmenu"><ul class="popupgroup"><li><a href="newreply.php?t=55120">Responder</a></li><li>Herramientas</li><li>Buscar en el tema</li></ul></div>'
 '<div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">'
 + "".join(
     f'<li class="postbitlegacy postbitim postcontainer old" id="post_{pid}"><div class="posthead"><span class="postdate old"><span class="date">{day}<span class="time">{time}</span></span></span><span class="nodecontrols"><a name="post{pid}" href="showthread.php?p={pid}#post{pid}" class="postcounter">#{n}</a></span></div>'
     f'<div class="postdetails"><div class="userinfo"><div class="username_container"><a class="username offline popupctrl" href="member.php?u={pid}"><strong>{who}</strong></a><span class="usertitle">{title}</span></div><hr><dl class="userinfo_extra"><dt>Fecha de ingreso</dt><dd>{since}</dd><dt>Mensajes</dt><dd>{count}</dd></dl></div>'
     f'<div class="postbody"><div class="postrow"><h2 class="title icon">{"Re: " if n > 1 else ""}¿Amortiguadores Bilstein o Monroe para León 2015?</h2><div class="content"><div id="post_message_{pid}"><blockquote class="postcontent restore ">{text}</blockquote></div></div>{sig}</div></div></div>'
     f'<div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols"><a id="qrwq_{pid}" class="newreply" href="newreply.php?p={pid}">Responder Con Cita</a></span></div></div><hr></li>'
     for n, (pid, day, time, who, title, since, count, text, sig) in enumerate((
         (771201, "24/11/2026,", "19:22", "leon_fr", "Miembro", "mar 2021", "38", f"{VB[0]}<br><br>{VB[1]}", ""),
         (771207, "24/11/2026,", "20:05", "Taller_Paco", "Moderador", "ene 2008", "12.480", VB[2], '<div class="after_content"><blockquote class="signature restore"><div class="signaturecontainer">Taller Paco - 30 años en el oficio</div></blockquote></div>'),
         (771215, "25/11/2026,", "08:41", "gti_16v", "Miembro Senior", "jun 2012", "3.211", VB[3], "")), 1)) +
 '</ol></div><div id="pagination_bottom" class="pagination_bottom"><a href="forumdisplay.php?f=7" class="backtoforum">« Tema anterior</a> | <a href="#">Siguiente tema »</a></div>'
 '<div id="similar_threads" class="blockbody formcontrols"><h4 class="threadinfohead blockhead">Temas similares</h4><ol class="similar_threads"><li class="floatcontainer"><h6><a href="showthread.php?t=4812">Amortiguadores para Golf VI</a></h6></li></ol></div>'
 '<div id="footer" class="floatcontainer footer"><form action="forum.php" method="get" id="footer_select" class="footer_select"><select name="styleid"><option>Estilo por defecto</option></select></form><ul id="footer_links" class="footer_links"><li><a href="sendmessage.php">Contacto</a></li><li><a href="#top">Arriba</a></li></ul></div><div class="below_body"><div id="footer_time" class="shade footer_time">La franja horaria es GMT +1. Ahora son las 09:12.</div><div id="footer_copyright" class="shade footer_copyright">Funciona con vBulletin® Versión 4.2.5<br>Copyright © 2026 vBulletin Solutions, Inc. Todos los derechos reservados.</div></div></div></body></html>',
 "https://www.foromecanica.example.es/showthread.php?t=55120",
 VB, ["Registrarse", "Conectarse", "Herramientas", "Fecha de ingreso", "Responder Con Cita", "30 años en el oficio", "Tema anterior", "Temas similares", "Golf VI", "franja horaria", "Funciona con vBulletin"])

# 23 a French FAQ page of an association (WordPress, an accordion of questions): each answer whole, the plugin's
# "Tout ouvrir" control, the contact prompt after it
FQ = ["L'adhésion est ouverte à toute personne majeure qui partage les valeurs de l'association, sans condition de résidence.",
      "Oui : le bulletin d'adhésion et la cotisation peuvent être envoyés par courrier au siège de l'association, à l'ordre de l'AFAC.",
      "Les cotisations versées à une association d'intérêt général ouvrent droit à une réduction d'impôt de 66 % de leur montant, dans la limite de 20 % du revenu imposable.",
      "Qui peut adhérer à l'association ?", "Puis-je adhérer sans passer par internet ?", "Ma cotisation est-elle déductible des impôts ?"]
_RAW["faq"] = (article_head("Questions fréquentes – Association Française des Aidants de Cœur", "fr", '<meta name="generator" content="WordPress 6.6">') +
 '<body class="page-template-default page"><header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/">AFAC</a></p></div><nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu"><li><a href="/association/">L\'association</a></li><li><a href="/faq/">FAQ</a></li><li><a href="/don/">Faire un don</a></li></ul></nav></header>'
 '<main id="primary" class="site-main"><article class="page type-page"><header class="entry-header"><h1 class="entry-title">Questions fréquentes</h1></header><div class="entry-content">'
 '<div class="wp-block-ub-content-toggle" id="ub-content-toggle-1"><button class="ub-toggle-all">Tout ouvrir</button>'
 + "".join(f'<div class="wp-block-ub-content-toggle-accordion"><div class="wp-block-ub-content-toggle-accordion-title-wrap" aria-expanded="false" role="button"><p class="wp-block-ub-content-toggle-accordion-title">{q}</p><div class="wp-block-ub-content-toggle-accordion-toggle-wrap"><span class="wp-block-ub-chevron-down"></span></div></div><div class="wp-block-ub-content-toggle-accordion-content-wrap ub-hide" role="region"><p>{a}</p></div></div>' for q, a in zip(FQ[3:], FQ[:3])) +
 '</div><p>Vous ne trouvez pas la réponse à votre question ? <a href="/contact/">Écrivez-nous</a>.</p></div></article></main>'
 '<footer id="colophon" class="site-footer"><div class="site-info"><a href="/mentions-legales/">Mentions légales</a><span class="sep"> | </span>Fièrement propulsé par WordPress</div></footer></body></html>',
 "https://www.afac-aidants.fr/faq/",
 FQ, ["Tout ouvrir", "Mentions légales", "Faire un don", "propulsé par"])


# 24 an Italian university's degree course page (Drupal on bootstrap-italia, no og:type): "Presentazione",
# "Obiettivi formativi", a table of the first year's teachings, "Sbocchi occupazionali", the sidebar's links,
# "Ultimo aggiornamento", the cookie bar
UI = ["Il corso di laurea magistrale in Linguistica forma esperti nell'analisi del linguaggio, con solide competenze nei metodi quantitativi e computazionali.",
      "Gli studenti acquisiscono le conoscenze necessarie per descrivere le lingue naturali e per progettare strumenti di elaborazione automatica del testo.",
      "Linguistica dei corpora", "9 CFU", "Fonetica sperimentale", "6 CFU",
      "I laureati trovano impiego nelle aziende di tecnologie linguistiche, nell'editoria, nella didattica delle lingue e negli enti di ricerca."]
_RAW["universita"] = (_head("Linguistica - Corso di laurea magistrale | Università di Pavia", "it") + '<body>' + _COOKIES_IT +
 '<div class="skiplink"><a href="#main-content">Salta al contenuto principale</a></div><header class="it-header-wrapper"><div class="it-header-slim-wrapper"><div class="container"><a href="https://www.unipv.example.it">Università di Pavia</a><div class="it-header-slim-right-zone"><a href="/en">EN</a><a href="/login">Area riservata</a></div></div></div><div class="it-header-navbar-wrapper"><nav class="navbar"><ul class="navbar-nav"><li><a class="nav-link" href="/didattica">Didattica</a></li><li><a class="nav-link" href="/ricerca">Ricerca</a></li><li><a class="nav-link" href="/servizi">Servizi</a></li></ul></nav></div></header>'
 '<main id="main-content"><div class="container"><nav class="breadcrumb-container"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item"><a href="/didattica">Didattica</a></li><li class="breadcrumb-item active">Linguistica</li></ol></nav>'
 '<div class="row"><div class="col-lg-8"><h1>Linguistica</h1><p class="lead">Corso di laurea magistrale · Classe LM-39</p>'
 f'<div class="field field--name-body"><h2>Presentazione</h2><p>{UI[0]}</p><h2>Obiettivi formativi</h2><p>{UI[1]}</p>'
 f'<h2>Insegnamenti del primo anno</h2><table class="table"><thead><tr><th>Insegnamento</th><th>Crediti</th></tr></thead><tbody><tr><td>{UI[2]}</td><td>{UI[3]}</td></tr><tr><td>{UI[4]}</td><td>{UI[5]}</td></tr></tbody></table>'
 f'<h2>Sbocchi occupazionali</h2><p>{UI[6]}</p></div><p class="small">Ultimo aggiornamento: 30/09/2026</p></div>'
 '<aside class="col-lg-4"><div class="card"><h3>Link utili</h3><ul><li><a href="/immatricolazioni">Immatricolazioni</a></li><li><a href="/tasse">Tasse universitarie</a></li><li><a href="/orientamento">Orientamento</a></li></ul></div><div class="card"><h3>Contatti</h3><p>Segreteria didattica: didattica.lettere@unipv.example.it</p></div></aside></div></div></main>'
 '<footer class="it-footer"><div class="it-footer-main"><p>Università degli Studi di Pavia - Strada Nuova 65 - 27100 Pavia - P.IVA 00462870189</p><a href="/privacy">Privacy</a><a href="/note-legali">Note legali</a><a href="/accessibilita">Dichiarazione di accessibilità</a></div></footer></body></html>',
 "https://www.unipv.example.it/didattica/corsi-di-laurea-magistrale/linguistica",
 UI, ["Salta al contenuto", "Area riservata", "Link utili", "Tasse universitarie", "Segreteria didattica", "Ultimo aggiornamento", "Strada Nuova", "Note legali", "Accetto"])

# 25 an Italian Magento 2 product (Luma kind): "Aggiungi al carrello", "Disponibile", "COD. ART.", the "Dettagli"
# and "Informazioni aggiuntive" tabs (a table of attributes), "Recensioni", "Prodotti correlati", the newsletter
MG = ["Caffettiera in acciaio inox 18/10 adatta a tutti i piani cottura, compresa l'induzione, con manico ergonomico in bachelite.",
      "La valvola di sicurezza brevettata e la guarnizione in silicone alimentare garantiscono un caffè cremoso e senza perdite.",
      "Capacità", "6 tazze", "Materiale", "Acciaio inox 18/10", "Compatibile induzione", "Sì"]
_RAW["magento_it"] = (_head("Caffettiera Venus Induzione 6 tazze | Casalinghi Ferretti", "it", '<meta property="og:type" content="product">') +
 '<body class="catalog-product-view product-caffettiera-venus-6 page-layout-1column">' + _COOKIES_IT +
 '<div class="page-wrapper"><header class="page-header"><div class="panel wrapper"><div class="panel header"><ul class="header links"><li class="greet welcome"><span class="not-logged-in">Benvenuto nel nostro negozio</span></li><li class="authorization-link"><a href="/customer/account/login/">Accedi</a></li><li><a href="/customer/account/create/">Crea un account</a></li></ul></div></div><div class="header content"><a class="logo" href="/"><img src="/logo.svg" alt="Casalinghi Ferretti"></a><div data-block="minicart" class="minicart-wrapper"><a class="action showcart" href="/checkout/cart/"><span class="text">Carrello</span><span class="counter qty empty"><span class="counter-number">0</span></span></a></div><div class="block block-search"><form class="form minisearch" action="/catalogsearch/result/"><input id="search" type="text" name="q" placeholder="Cerca in tutto il negozio qui..."></form></div></div></header>'
 '<div class="sections nav-sections"><nav class="navigation" data-action="navigation"><ul><li class="level0"><a href="/cucina.html" class="level-top"><span>Cucina</span></a></li><li class="level0"><a href="/tavola.html" class="level-top"><span>Tavola</span></a></li></ul></nav></div>'
 '<div class="breadcrumbs"><ul class="items"><li class="item home"><a href="/">Home</a></li><li class="item category"><a href="/cucina/caffettiere.html">Caffettiere</a></li><li class="item product"><strong>Caffettiera Venus Induzione 6 tazze</strong></li></ul></div>'
 '<main id="maincontent" class="page-main"><div class="columns"><div class="column main"><div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper" itemprop="name">Caffettiera Venus Induzione 6 tazze</span></h1></div>'
 '<div class="product-reviews-summary empty"><div class="reviews-actions"><a class="action add" href="#review-form">Scrivi la prima recensione</a></div></div>'
 '<div class="product-info-price"><div class="price-box price-final_price"><span class="price-container price-final_price tax weee"><span class="price-wrapper"><span class="price">34,90 €</span></span></span></div><div class="product-info-stock-sku"><div class="stock available" title="Disponibilità"><span>Disponibile</span></div><div class="product attribute sku"><strong class="type">COD. ART.</strong><div class="value" itemprop="sku">VEN-6-IND</div></div></div></div>'
 '<div class="product-add-form"><form id="product_addtocart_form"><div class="box-tocart"><div class="fieldset"><div class="field qty"><label class="label" for="qty"><span>Qtà</span></label><div class="control"><input type="number" name="qty" id="qty" value="1"></div></div><div class="actions"><button type="submit" title="Aggiungi al carrello" class="action primary tocart" id="product-addtocart-button"><span>Aggiungi al carrello</span></button></div></div></div></form></div>'
 '<div class="product-social-links"><div class="product-addto-links" data-role="add-to-links"><a href="#" class="action towishlist"><span>Aggiungi alla lista dei desideri</span></a><a href="#" class="action tocompare"><span>Aggiungi al confronto</span></a></div><a href="/sendfriend/" class="action mailto friend"><span>Email</span></a></div></div>'
 '<div class="product media"><div class="gallery-placeholder"><img src="/caffettiera.jpg" alt="Caffettiera Venus"></div></div>'
 '<div class="product info detailed"><div class="product data items" data-mage-init=\'{"tabs":{"openedState":"active"}}\'>'
 '<div class="data item title active" data-role="collapsible" id="tab-label-description"><a class="data switch" href="#description" id="tab-label-description-title">Dettagli</a></div>'
 f'<div class="data item content" id="description" data-role="content"><div class="product attribute description"><div class="value"><p>{MG[0]}</p><p>{MG[1]}</p></div></div></div>'
 '<div class="data item title" data-role="collapsible" id="tab-label-additional"><a class="data switch" href="#additional">Informazioni aggiuntive</a></div>'
 f'<div class="data item content" id="additional" data-role="content"><div class="additional-attributes-wrapper table-wrapper"><table class="data table additional-attributes" id="product-attribute-specs-table"><caption class="table-caption">Informazioni aggiuntive</caption><tbody><tr><th class="col label" scope="row">{MG[2]}</th><td class="col data">{MG[3]}</td></tr><tr><th class="col label" scope="row">{MG[4]}</th><td class="col data">{MG[5]}</td></tr><tr><th class="col label" scope="row">{MG[6]}</th><td class="col data">{MG[7]}</td></tr></tbody></table></div></div>'
 '<div class="data item title" data-role="collapsible" id="tab-label-reviews"><a class="data switch" href="#reviews">Recensioni</a></div><div class="data item content" id="reviews" data-role="content"><div id="product-review-container"></div><div class="block review-add"><div class="block-title"><strong>Scrivi la tua recensione</strong></div><div class="block-content"><p>Stai recensendo: Caffettiera Venus Induzione 6 tazze</p><form><input name="nickname"><button>Invia recensione</button></form></div></div></div></div></div>'
 '<div class="block related" data-mage-init=\'{"relatedProducts":{}}\'><div class="block-title title"><strong id="block-related-heading" role="heading">Prodotti correlati</strong></div><div class="block-content content"><ol class="products list items product-items"><li class="item product product-item"><div class="product-item-info"><strong class="product name product-item-name"><a class="product-item-link" href="/moka-express-3.html">Moka Express 3 tazze</a></strong><span class="price">24,90 €</span></div></li></ol></div></div></div></div></main>'
 '<footer class="page-footer"><div class="footer content"><div class="block newsletter"><div class="title"><strong>Newsletter</strong></div><form class="form subscribe"><input name="email" type="email" placeholder="Inserisci il tuo indirizzo email"><button class="action subscribe primary" type="submit"><span>Iscriviti</span></button></form></div><ul class="footer links"><li><a href="/privacy-policy">Privacy e cookie policy</a></li><li><a href="/condizioni-di-vendita">Condizioni di vendita</a></li></ul></div></footer><small class="copyright"><span>Copyright © 2026 Casalinghi Ferretti S.r.l. P.IVA 01122334455</span></small></div></body></html>',
 "https://www.casalinghiferretti.example.it/caffettiera-venus-induzione-6-tazze.html",
 MG, ["Benvenuto nel nostro negozio", "Crea un account", "Cerca in tutto il negozio", "Scrivi la prima recensione", "Aggiungi al carrello", "lista dei desideri", "Aggiungi al confronto", "Scrivi la tua recensione", "Stai recensendo", "Prodotti correlati", "Moka Express", "Inserisci il tuo indirizzo", "Condizioni di vendita", "P.IVA"])

# 26 a Spanish food blog on WordPress with the Tasty Recipes card: the story, "Saltar a la receta", the card's
# "Ingredientes" and "Instrucciones", "Notas", the rating, "Imprimir receta", comments, "Entradas relacionadas"
TR = ["Esta tarta de queso al horno es la que hago cada vez que viene la familia: cremosa por dentro y tostada por fuera, como la de los bares de San Sebastián.",
      "La clave está en no batir demasiado la mezcla y en sacarla del horno cuando el centro todavía tiembla.",
      "1 kg de queso crema", "300 g de azúcar", "5 huevos", "500 ml de nata para montar",
      "Precalienta el horno a 220 grados y forra un molde de 24 centímetros con dos hojas de papel de horno arrugado.",
      "Mezcla el queso con el azúcar, añade los huevos de uno en uno y por último la nata, sin batir en exceso.",
      "Se conserva tres días en la nevera, pero está mucho mejor a temperatura ambiente."]
_RAW["tasty_es"] = (news_head("Tarta de queso al horno estilo La Viña - Cocina con Lucía", "es", "Tarta de queso al horno estilo La Viña", "Lucía Etxeberria", "2026-11-02", "BlogPosting") +
 '<body class="post-template-default single single-post"><header class="site-header"><p class="site-title"><a href="/">Cocina con Lucía</a></p><nav class="main-navigation"><ul class="menu"><li><a href="/recetas/postres/">Postres</a></li><li><a href="/recetas/pan/">Pan</a></li><li><a href="/sobre-mi/">Sobre mí</a></li></ul></nav></header>'
 '<main class="site-main"><article class="post type-post status-publish"><header class="entry-header"><h1 class="entry-title">Tarta de queso al horno estilo La Viña</h1><div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="2026-11-02T09:00:00+01:00">2 noviembre, 2026</time></span><span class="byline"> por <span class="author vcard"><a class="url fn n" href="/author/lucia/">Lucía Etxeberria</a></span></span></div></header>'
 '<div class="entry-content"><div class="tasty-recipes-quick-links"><a class="tasty-recipes-jump-link" href="#recipe-card-1">Saltar a la receta</a> · <a class="tasty-recipes-print-link" href="/imprimir/1">Imprimir receta</a></div>'
 f'<p>{TR[0]}</p><p>{TR[1]}</p>'
 '<span class="tasty-recipes-jump-target" id="recipe-card-1"></span><div id="tasty-recipes-1" class="tasty-recipes tasty-recipes-1 tasty-recipes-has-image"><div class="tasty-recipes-entry-header"><div class="tasty-recipes-image"><img src="/tarta.jpg"></div><h2 class="tasty-recipes-title">Tarta de queso al horno</h2><div class="tasty-recipes-rating"><span class="tasty-recipes-rating-stars"></span><p><span class="rating-label"><span class="average">4.9</span> de <span class="count">212</span> votos</span></p></div>'
 '<div class="tasty-recipes-details"><ul><li class="total-time"><span class="tasty-recipes-label">Tiempo total:</span> <span class="tasty-recipes-total-time">1 hora</span></li><li class="yield"><span class="tasty-recipes-label">Raciones:</span> <span class="tasty-recipes-yield">10</span></li></ul></div></div>'
 f'<div class="tasty-recipes-ingredients"><h3>Ingredientes</h3><div class="tasty-recipes-ingredients-body"><ul><li>{TR[2]}</li><li>{TR[3]}</li><li>{TR[4]}</li><li>{TR[5]}</li></ul></div></div>'
 f'<div class="tasty-recipes-instructions"><h3>Instrucciones</h3><div class="tasty-recipes-instructions-body"><ol><li id="instruction-step-1">{TR[6]}</li><li id="instruction-step-2">{TR[7]}</li></ol></div></div>'
 f'<div class="tasty-recipes-notes"><h3>Notas</h3><div class="tasty-recipes-notes-body"><p>{TR[8]}</p></div></div>'
 '<div class="tasty-recipes-entry-footer"><div class="tasty-recipes-footer-content"><p>¿Has hecho esta receta? Etiqueta @cocinaconlucia en Instagram</p></div></div></div>'
 '<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Compartir:</h3><ul><li><a>Facebook</a></li><li><a>Pinterest</a></li><li><a>WhatsApp</a></li></ul></div>'
 '<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Relacionado</em></h3><div class="jp-relatedposts-items"><div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title"><a href="/flan-de-huevo/">Flan de huevo casero</a></h4></div></div></div></div></article>'
 '<div id="comments" class="comments-area"><h2 class="comments-title">12 comentarios en «Tarta de queso al horno estilo La Viña»</h2><ol class="comment-list"><li class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn">Maite</b> <time>3 noviembre, 2026 a las 18:22</time></footer><div class="comment-content"><p>¡Salió perfecta a la primera! Gracias por los trucos.</p></div></article></li></ol><div id="respond" class="comment-respond"><h3 class="comment-reply-title">Deja una respuesta</h3><form><p class="comment-notes">Tu dirección de correo electrónico no será publicada.</p><textarea></textarea><input type="submit" value="Publicar el comentario"></form></div></div></main>'
 '<footer class="site-footer"><p>© 2026 Cocina con Lucía · Aviso legal · Política de cookies</p></footer></body></html>',
 "https://www.cocinaconlucia.example.es/tarta-de-queso-al-horno/",
 TR, ["Saltar a la receta", "Imprimir receta", "212", "Has hecho esta receta", "Compartir", "Relacionado", "Flan de huevo", "Salió perfecta", "Deja una respuesta", "no será publicada", "Aviso legal"])
_META["tasty_es"] = {"author": "Lucía Etxeberria", "date": "2026-11-02", "lang": "es"}

# 27 a Polish shop's product (IdoSell/Shoper kind): "Dodaj do koszyka", "Kod produktu", "Dostępność", the
# "Opis" and "Specyfikacja" sections, "Opinie", "Klienci kupili również", the newsletter and the footer
PS_PL = ["Plecak turystyczny o pojemności 35 litrów, wykonany z wodoodpornej tkaniny Cordura, z wentylowanym systemem nośnym.",
         "Regulowany pas biodrowy i szelki z pianki EVA pozwalają wygodnie nieść ciężar nawet na wielodniowych trasach.",
         "Pojemność", "35 l", "Waga", "1,1 kg", "Materiał", "Cordura 500D"]
_RAW["sklep_pl"] = (_head("Plecak turystyczny Trekker 35 l - Sklep Górski", "pl", '<meta property="og:type" content="product">') +
 '<body><div id="cookies"><p>Ta strona używa plików cookie, aby zapewnić Ci najlepsze doświadczenia.</p><button>Akceptuję</button></div>'
 '<header id="header"><a id="logo" href="/">Sklep Górski</a><form id="menu_search"><input placeholder="Czego szukasz?"></form><div id="menu_basket"><a href="/basketedit.php">Koszyk (0)</a></div><nav id="menu_categories"><ul><li><a href="/pl/menu/plecaki-120.html">Plecaki</a></li><li><a href="/pl/menu/namioty-121.html">Namioty</a></li><li><a href="/pl/menu/odziez-122.html">Odzież</a></li></ul></nav></header>'
 '<div id="layout"><div id="breadcrumbs"><ol><li><a href="/">Strona główna</a></li><li><a href="/pl/menu/plecaki-120.html">Plecaki</a></li><li><span>Plecak turystyczny Trekker 35 l</span></li></ol></div>'
 '<div id="content"><section id="projector_productname" class="product_name"><h1 class="product_name__name">Plecak turystyczny Trekker 35 l</h1><div class="product_name__block --code"><span class="product_name__code">Kod produktu: </span><strong>TRK-35-GR</strong></div></section>'
 '<section id="projector_form" class="projector_details"><div class="projector_prices"><strong class="projector_prices__price">329,00 zł</strong></div><div class="projector_status"><span class="projector_status__label">Dostępność:</span> <span class="projector_status__description">Wysyłka w 24 godziny</span></div><button class="btn --solid projector_butttons_buy" type="submit">Dodaj do koszyka</button><a class="projector_buttons__observe" href="#">Dodaj do ulubionych</a></section>'
 f'<section id="projector_longdescription" class="section longdescription"><h2 class="headline"><span class="headline__name">Opis</span></h2><div class="longdescription__content"><p>{PS_PL[0]}</p><p>{PS_PL[1]}</p></div></section>'
 f'<section id="projector_dictionary" class="section dictionary"><h2 class="headline"><span class="headline__name">Specyfikacja</span></h2><div class="dictionary__group"><div class="dictionary__param"><div class="dictionary__name"><span class="dictionary__name_txt">{PS_PL[2]}</span></div><div class="dictionary__values"><span class="dictionary__value_txt">{PS_PL[3]}</span></div></div><div class="dictionary__param"><div class="dictionary__name"><span class="dictionary__name_txt">{PS_PL[4]}</span></div><div class="dictionary__values"><span class="dictionary__value_txt">{PS_PL[5]}</span></div></div><div class="dictionary__param"><div class="dictionary__name"><span class="dictionary__name_txt">{PS_PL[6]}</span></div><div class="dictionary__values"><span class="dictionary__value_txt">{PS_PL[7]}</span></div></div></div></section>'
 '<section id="opinions_section" class="section opinions"><h2 class="headline"><span class="headline__name">Opinie</span></h2><p>Ten produkt nie ma jeszcze opinii.</p><a class="btn" href="#">Napisz opinię</a></section>'
 '<section id="products_associated_zone1" class="hotspot"><h2 class="headline">Klienci kupili również</h2><div class="product"><a class="product__name" href="/pl/products/kijki-55.html">Kijki trekkingowe Alu</a><strong class="price">129,00 zł</strong></div></section></div></div>'
 '<footer><div id="newsletter"><h3>Newsletter</h3><p>Zapisz się i odbierz 10% rabatu na pierwsze zakupy.</p><form><input type="email"><button>Zapisz się</button></form></div><ul><li><a href="/regulamin">Regulamin</a></li><li><a href="/polityka-prywatnosci">Polityka prywatności</a></li><li><a href="/zwroty">Zwroty i reklamacje</a></li></ul><p>Sklep Górski © 2026. Oprogramowanie sklepu IdoSell.</p></footer></body></html>',
 "https://www.sklepgorski.example.pl/pl/products/plecak-turystyczny-trekker-35-l-4412.html",
 PS_PL, ["używa plików cookie", "Czego szukasz", "Koszyk", "Dodaj do koszyka", "Dodaj do ulubionych", "Napisz opinię", "nie ma jeszcze opinii", "Klienci kupili również", "Kijki", "odbierz 10% rabatu", "Regulamin", "Oprogramowanie sklepu"])

# 28 a Polish WordPress blog (Astra): the post, "Spis treści", the share buttons, "Podobne wpisy", the comment form
# ("Dodaj komentarz", "Twój adres e-mail nie zostanie opublikowany")
BL = ["W zeszły weekend wybraliśmy się z dziećmi na Turbacz od strony Koninek, najłagodniejszym szlakiem w Gorcach.",
      "Podejście zajęło nam niecałe trzy godziny, z przerwą na polanie, z której przy dobrej pogodzie widać Tatry.",
      "W schronisku zjedliśmy pierogi i szarlotkę, a zejście żółtym szlakiem było dużo szybsze niż wejście.",
      "Dla dzieci w wieku 6-10 lat to świetna pierwsza wyprawa w góry: trasa jest dobrze oznakowana i nie ma trudnych miejsc."]
_RAW["blog_pl"] = (news_head("Turbacz z dziećmi od Koninek – Góry z Rodziną", "pl", "Turbacz z dziećmi od Koninek", "Karolina Wiśniewska", "2026-10-12", "BlogPosting") +
 '<body class="post-template-default single single-post ast-single-post ast-right-sidebar"><a class="skip-link screen-reader-text" href="#content">Przejdź do treści</a><header class="site-header"><div class="site-branding"><span class="site-title"><a href="/">Góry z Rodziną</a></span></div><nav class="main-header-menu"><ul><li><a href="/szlaki/">Szlaki</a></li><li><a href="/schroniska/">Schroniska</a></li><li><a href="/o-nas/">O nas</a></li></ul></nav></header>'
 '<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area"><main id="main" class="site-main"><article class="post type-post status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title">Turbacz z dziećmi od Koninek</h1><div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="2026-10-12T08:00:00+02:00">12 października 2026</time></span> / Autor: <span class="author vcard"><a class="url fn n" href="/author/karolina/"><span class="author-name">Karolina Wiśniewska</span></a></span></div></header>'
 f'<div class="entry-content clear"><p>{BL[0]}</p><div id="toc_container" class="toc_wrap_right"><p class="toc_title">Spis treści</p><ul class="toc_list"><li><a href="#podejscie">Podejście</a></li><li><a href="#zejscie">Zejście</a></li></ul></div>'
 f'<h2><span id="podejscie">Podejście</span></h2><p>{BL[1]}</p><h2><span id="zejscie">Zejście</span></h2><p>{BL[2]}</p><p>{BL[3]}</p>'
 '<div class="heateor_sss_sharing_container heateor_sss_horizontal_sharing"><div class="heateor_sss_sharing_title">Udostępnij:</div><ul class="heateor_sss_sharing_ul"><li><a class="heateor_sss_facebook">Facebook</a></li><li><a class="heateor_sss_whatsapp">WhatsApp</a></li></ul></div></div></article>'
 '<div class="yarpp yarpp-related"><h3>Podobne wpisy</h3><ol><li><a href="/babia-gora-z-dziecmi/">Babia Góra z dziećmi – czy to dobry pomysł?</a></li><li><a href="/trzy-korony/">Trzy Korony z Krościenka</a></li></ol></div>'
 '<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Dodaj komentarz</h3><form class="comment-form"><p class="comment-notes">Twój adres e-mail nie zostanie opublikowany. Wymagane pola są oznaczone *</p><textarea></textarea><p class="comment-form-cookies-consent"><label>Zapisz moje dane, adres e-mail i witrynę w przeglądarce aby wypełnić dane podczas pisania kolejnych komentarzy.</label></p><input type="submit" value="Opublikuj komentarz"></form></div></div></main></div>'
 '<div class="widget-area secondary" id="secondary"><aside class="widget"><h2 class="widget-title">O nas</h2><p>Jesteśmy rodziną z Krakowa, która od dziesięciu lat chodzi po górach z dziećmi.</p></aside></div></div></div>'
 '<footer class="site-footer"><div class="ast-footer-copyright"><p>Copyright © 2026 Góry z Rodziną | Motyw Astra</p></div></footer></body></html>',
 "https://www.gorzrodzina.example.pl/turbacz-z-dziecmi-od-koninek/",
 BL, ["Przejdź do treści", "Spis treści", "Udostępnij", "Podobne wpisy", "Babia Góra", "Dodaj komentarz", "nie zostanie opublikowany", "Zapisz moje dane", "Jesteśmy rodziną", "Motyw Astra"])
_META["blog_pl"] = {"author": "Karolina Wiśniewska", "date": "2026-10-12", "lang": "pl"}

# 29 a French département's press release (Drupal): "Communiqué de presse", the date, the attachment, "Contact
# presse", "Partager sur", "Sur le même thème", the footer of the département
DP = ["Le Département de la Gironde lance un appel à projets doté de 2 millions d'euros pour soutenir les épiceries solidaires et les tiers-lieux alimentaires.",
      "Les associations et les communes peuvent déposer leur dossier jusqu'au 31 janvier sur la plateforme des aides départementales.",
      "Les projets retenus seront financés jusqu'à 80 % de leur coût, dans la limite de 50 000 euros par structure.",
      "« Personne ne doit avoir à choisir entre se chauffer et bien se nourrir », a déclaré le président du Département."]
_RAW["departement"] = (article_head("Alimentation solidaire : un appel à projets de 2 millions d'euros | Gironde.fr", "fr") +
 '<body class="path-node page-node-type-communique">' + _COOKIES_FR + '<a href="#main-content" class="visually-hidden focusable skip-link">Aller au contenu principal</a>'
 '<header role="banner" class="header"><div class="region region-header"><a href="/" class="site-logo">Gironde.fr</a><nav role="navigation" class="menu--main"><ul class="menu"><li><a href="/solidarites">Solidarités</a></li><li><a href="/environnement">Environnement</a></li><li><a href="/presse">Espace presse</a></li></ul></nav></div></header>'
 '<main role="main"><a id="main-content" tabindex="-1"></a><div class="region region-content"><nav class="breadcrumb" role="navigation"><ol><li><a href="/">Accueil</a></li><li><a href="/presse">Espace presse</a></li><li>Communiqués</li></ol></nav>'
 '<article role="article" class="node node--type-communique node--view-mode-full"><div class="node__header"><span class="field--name-field-type">Communiqué de presse</span><h1 class="page-title"><span class="field field--name-title">Alimentation solidaire : un appel à projets de 2 millions d\'euros</span></h1><div class="field--name-field-date"><time datetime="2026-11-24T12:00:00Z">24 novembre 2026</time></div></div>'
 f'<div class="clearfix text-formatted field field--name-body field--type-text-with-summary"><p><strong>{DP[0]}</strong></p><p>{DP[1]}</p><p>{DP[2]}</p><blockquote><p>{DP[3]}</p></blockquote></div>'
 '<div class="field--name-field-fichiers"><div class="field__label">Télécharger</div><span class="file file--mime-application-pdf"><a href="/sites/default/files/cp-alimentation.pdf">CP - Alimentation solidaire (PDF, 182 Ko)</a></span></div>'
 '<div class="field--name-field-contact-presse"><h2>Contact presse</h2><p>Service presse du Département : 05 56 99 33 33 – presse@gironde.fr</p></div>'
 '<div class="social-share"><span>Partager sur</span><a href="#">Facebook</a><a href="#">X</a><a href="#">LinkedIn</a><a href="#">Courriel</a></div></article>'
 '<section class="block-views-blockmeme-theme"><h2>Sur le même thème</h2><ul><li><a href="/presse/cp-1">Précarité énergétique : le fonds solidarité logement renforcé</a></li></ul></section></div></main>'
 '<footer role="contentinfo" class="footer"><p>Département de la Gironde – Esplanade Charles-de-Gaulle – 33074 Bordeaux cedex</p><ul><li><a href="/mentions-legales">Mentions légales</a></li><li><a href="/accessibilite">Accessibilité : partiellement conforme</a></li><li><a href="/plan-du-site">Plan du site</a></li></ul></footer></body></html>',
 "https://www.gironde.fr/presse/alimentation-solidaire-un-appel-projets-de-2-millions-deuros",
 DP, ["Aller au contenu", "Espace presse", "CP - Alimentation solidaire", "Partager sur", "Sur le même thème", "Précarité énergétique", "Esplanade Charles-de-Gaulle", "Tout accepter"])
_META["departement"] = {"date": "2026-11-24", "lang": "fr"}

# --- the rules found missing, each over its class in several languages --------------------------------------------

def _texts(body: str, url: str = "https://www.example.fr/page/", title: str = "Page", lang: str = "fr") -> list[str]:
    return _paragraphs(processed(page(body, title, f'<meta http-equiv="content-language" content="{lang}">'), url).body)


@pytest.mark.parametrize("lang, text, purpose", [
    ("fr", SP[1], "Votre avis nous aide à améliorer le site."),
    ("it", CI[1], "Il tuo parere ci aiuta a migliorare il servizio."),
    ("es", AY[1], "Tu opinión nos ayuda a mejorar este servicio."),
    ("de", "Die Anmeldung des Wohnsitzes muss innerhalb von zwei Wochen nach dem Einzug im Bürgerbüro erfolgen.",
     "Ihr Feedback hilft uns, unser Angebot zu verbessern."),
])
def test_a_feedback_boxs_line_on_what_the_answer_is_for_goes(lang, text, purpose):
    found = _texts(f"<main><h1>Démarche</h1><p>{text}</p><p>{text[::-1]}</p><div class='feedback'><h2>?</h2><p>{purpose}</p>"
                   "<button>Oui</button><button>Non</button></div></main>", lang=lang)
    assert text in found and purpose not in found


@pytest.mark.parametrize("tool", ["Envoyer par mail", "Invia per mail", "Envoyer par e-mail"])
def test_a_pages_mail_button_goes(tool):
    found = _texts(f"<main><h1>Salle des fêtes</h1><ul class='outils'><li><button>Imprimer</button></li><li><a href='mailto:?'>"
                   f"{tool}</a></li></ul><p>{CO[0]}</p><p>{CO[1]}</p></main>")
    assert CO[1] in found and tool not in found


@pytest.mark.parametrize("lang, stamp", [("es", "Fecha de actualización: 14/10/2026"),
                                         ("it", "Data di ultima modifica: 14/10/2026"),
                                         ("fr", "Date de mise à jour : 14/10/2026")])
def test_a_service_pages_stamp_by_its_label_goes(lang, stamp):
    found = _texts(f"<main><h1>Trámite</h1><p>{AY[0]}</p><p>{AY[8]}</p><p class='fecha'>{stamp}</p></main>", lang=lang)
    assert AY[8] in found and stamp not in found


@pytest.mark.parametrize("heading", ["Recettes similaires", "Ricette simili", "Recetas relacionadas", "Ähnliche Rezepte",
                                     "Similar recipes"])
def test_a_recipe_sites_box_of_other_recipes_goes_with_its_heading(heading):
    found = _texts(f"<main><h1>Crêpes</h1><ul><li>{MR[0]}</li><li>{MR[1]}</li></ul><p>{MR[5]}</p><p>{MR[6]}</p></main><div>"
                   f"<h2>{heading}</h2><ul><li><a href='/a'>Crêpes bretonnes</a></li><li><a href='/b'>Gaufres</a></li></ul></div>",
                   "https://www.cuisine.example.fr/recettes/crepes.html")
    assert MR[6] in found and heading not in found


@pytest.mark.parametrize("rating", ["4,8/5(2 314 avis)", "4,7 (1.284 voti)", "4.5 (12,480 ratings)"])
def test_a_recipes_rating_with_its_count_goes(rating):
    found = _texts(f"<main><h1>Crêpes</h1><div class='rating'>{rating}</div><p>{MR[5]}</p><p>{MR[6]}</p></main>")
    assert MR[6] in found and rating not in found


@pytest.mark.parametrize("line", ["Iscriviti al nostro canale WhatsApp per ricevere le notizie di Bassano",
                                  "Rejoignez notre chaîne WhatsApp pour recevoir l'essentiel de l'actualité",
                                  "Únete a nuestro canal de WhatsApp para recibir las noticias de Alcalá"])
def test_a_news_channels_line_with_what_it_brings_goes(line):
    found = _texts(f"<article><h1>Ponte</h1><p>{IN[0]}</p><p>{IN[1]}</p><p><strong>{line}</strong></p></article>",
                   "https://www.giornale.example.it/cronaca/ponte/", lang="it")
    assert IN[1] in found and line not in found


@pytest.mark.parametrize("cls, stays", [("signature-msg", False), ("msg-signature", False), ("signature", True)])
def test_a_messages_signature_goes_and_a_signature_dish_stays(cls, stays):
    line = "Le homard bleu rôti au beurre demi-sel, servi avec une purée de céleri et un jus de carcasse."
    found = _texts(f"<main><h1>Notre carte</h1><p>{JV[0]}</p><p>{JV[1]}</p><div class='{cls}'><p>{line}</p></div></main>")
    assert JV[1] in found and (line in found) == stays


@pytest.mark.parametrize("cls, stays", [("SafetyTips", False), ("safety-tips", False), ("AdDescription", True)])
def test_a_classified_ads_safety_tips_go(cls, stays):
    line = "Non inviare mai denaro in anticipo e diffida da chi chiede pagamenti con ricarica."
    html = (_head("Bici da corsa", "it") + f"<body><main><h1>Bici da corsa</h1><section><p>{SU[0]}</p><p>{SU[1]}</p>"
            f"</section><div class='{cls}'><p>{line}</p></div></main></body></html>")
    found = _paragraphs(processed(html, "https://www.annunci.example.it/biciclette/bici-da-corsa-552199384.htm").body)
    assert SU[1] in found and (line in found) == stays


@pytest.mark.parametrize("cls, stays", [("recipe-reviews", False), ("recipe-review-body", True)])
def test_a_recipes_readers_reviews_go(cls, stays):
    line = "Parfaite, je la fais tous les dimanches avec un peu de fleur d'oranger en plus dans la pâte."
    found = _texts(f"<main><h1>Crêpes</h1><p>{MR[5]}</p><p>{MR[6]}</p><p>{MR[7]}</p><div class='{cls}'><p>{line}</p></div>"
                   "</main>")
    assert MR[7] in found and (line in found) == stays


@pytest.mark.parametrize("links", ["Saltar a la receta · Imprimir receta", "Vai alla ricetta | Stampa la ricetta",
                                   "Jump to Recipe • Print Recipe"])
def test_a_recipe_cards_quick_links_apart_by_a_dot_go(links):
    found = _texts(f"<article><h1>Tarta</h1><p class='quick-links'>{links}</p><p>{TR[0]}</p><p>{TR[1]}</p></article>",
                   "https://www.cocina.example.es/tarta-de-queso/", lang="es")
    assert TR[1] in found and links not in found


@pytest.mark.parametrize("specs, kept", [
    # IdoSell's pairs of <div>, one-word labels, after the description
    ("<div class='dictionary__param'><div class='dictionary__name'>{0}</div><div class='dictionary__values'>{1}</div>"
     "</div>", True),
    # a Shopify theme's metafield rows of <span> in a <p> each: one block a row, kept as before
    ("<p class='spec-row'><span>{0}</span>: <span>{1}</span></p>", True),
])
def test_a_products_specifications_as_pairs_of_elements_stay(specs, kept):
    rows = "".join(specs.format(PS_PL[k], PS_PL[k + 1]) for k in (2, 4, 6))
    html = (_head("Plecak turystyczny Trekker 35 l", "pl", '<meta property="og:type" content="product">')
            + f"<body><main><h1>Plecak turystyczny Trekker 35 l</h1><section><h2>Opis</h2><div><p>{PS_PL[0]}</p>"
              f"<p>{PS_PL[1]}</p></div></section><section><h2>Specyfikacja</h2><div>{rows}</div></section></main>"
              "</body></html>")
    found = "\n".join(_paragraphs(processed(html, "https://www.sklep.example.pl/pl/products/plecak-4412.html").body))
    assert PS_PL[1] in found and all((PS_PL[k] in found) == kept for k in range(2, 8))


@pytest.mark.parametrize("label", ["Aa", "1:07"])
def test_pairs_whose_labels_repeat_or_are_figures_are_no_specification(label):
    # a video player's caption styles ("Aa" over "Plain", "Shadow", …), a playlist's durations beside the titles
    rows = "".join(f"<div class='effect'><p>{label if label == 'Aa' else f'{k}:0{k}'}</p><div>{v}</div></div>"
                   for k, v in enumerate(("Plain", "Shadow", "Raised", "Lowered"), 1))
    html = (_head("Plecak turystyczny Trekker 35 l", "pl", '<meta property="og:type" content="product">')
            + f"<body><main><h1>Plecak turystyczny Trekker 35 l</h1><section><h2>Opis</h2><div><p>{PS_PL[0]}</p>"
              f"<p>{PS_PL[1]}</p></div></section><section><h2>Wideo</h2><div>{rows}</div></section></main></body></html>")
    found = _paragraphs(processed(html, "https://www.sklep.example.pl/pl/products/plecak-4412.html").body)
    assert PS_PL[1] in found and "Lowered" not in found


def test_an_articles_byline_as_a_pair_of_elements_is_no_specification():
    html = (news_head("Droższe parkowanie", "pl", "Droższe parkowanie", "Tomasz Nowak", "2026-11-26")
            + f"<body><article><h1>Droższe parkowanie</h1><div class='meta'><div class='label'>Autor</div><div>Tomasz "
              f"Nowak</div></div><p>{PL[0]}</p><p>{PL[1]}</p><p>{PL[2]}</p></article></body></html>")
    found = _paragraphs(processed(html, "https://www.wiadomosci.example.pl/krakow/drozsze-parkowanie/ar/c1-1").body)
    assert PL[2] in found and "Autor" not in found


PAGES: dict[str, NewsPage] = {name: NewsPage(html, url, tuple(kept), tuple(gone), _META.get(name, {}))
                              for name, (html, url, kept, gone) in _RAW.items()}

globals().update(page_tests(PAGES, _OPEN, writer=True, open_furniture=_OPEN_FURNITURE))
