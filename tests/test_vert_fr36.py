"""Whole pages of session 36 in the Romance, Dutch and Scandinavian languages, of the five kinds issue 12's
evaluation names (blogs, news, shops, forums, institutional pages): papers with their inline "Lire aussi" / "Leggi
anche" / "Lees ook" teasers, paywall teasers and share bars (Le Monde, a French regional paper, Corriere, ANSA, El
País, a Spanish regional, Público, G1, a Dutch regional, SVT, DR, NRK), a mairie's and a comune's pages, a
university's news, blogs on Overblog and Blogspot, a recipe blog, shops on PrestaShop and WooCommerce, forums on
phpBB and XenForo, a French Q&A site.  For each page the text stays whole, the furniture goes, the ``<doc>`` line
names the writer and the day the page states.  The harness is ``NewsPage`` of ``test_vert_news28``; the rules found
missing are tested after the pages."""

from __future__ import annotations

import re

import pytest
from test_vert_left34 import _article
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import STORY_TEXTS, article_head, news_head, processed

_RAW: dict[str, tuple[str, str, list[str], list[str]]] = {}
_META: dict[str, dict[str, str]] = {}

# 1 Le Monde: "Lire aussi" inserts, the subscriber's paywall line, share and "Offrir" buttons
LM = ["Le gouvernement a présenté mercredi en conseil des ministres un projet de loi destiné à accélérer la rénovation thermique des logements les plus énergivores.",
      "Le texte prévoit d'étendre le dispositif MaPrimeRénov' aux copropriétés de plus de cinquante lots et de simplifier les démarches des ménages modestes.",
      "Selon le ministère, près de 4,8 millions de résidences principales sont encore classées F ou G sur le diagnostic de performance énergétique.",
      "Les associations de locataires saluent une avancée mais jugent le calendrier trop lent au regard de l'urgence climatique."]
_RAW["lemonde"] = (news_head("Rénovation thermique : le gouvernement présente son projet de loi", "fr", "Rénovation thermique : le gouvernement présente son projet de loi", "Claire Ané", "2026-11-25") +
 '<body><header class="Header"><nav><a href="/politique/">Politique</a><a href="/economie/">Économie</a><a href="/planete/">Planète</a></nav><a class="Header__subscribe" href="/abonnement/">S\'abonner</a><a href="/connexion/">Se connecter</a></header>'
 '<main><section class="zone zone--article"><header class="article__header"><ul class="breadcrumb"><li><a href="/economie/">Économie</a></li><li><a href="/logement/">Logement</a></li></ul>'
 '<h1 class="article__title">Rénovation thermique : le gouvernement présente son projet de loi</h1><p class="article__desc">Le texte doit être examiné au Parlement début 2027.</p>'
 '<p class="article__status"><span class="icon__premium"></span> Article réservé aux abonnés</p></header>'
 '<section class="article__wrapper"><div class="meta meta__publisher"><span class="meta__author"><a class="article__author-link" href="/signataires/claire-ane/">Claire Ané</a></span><span class="meta__date">Publié le 25 novembre 2026 à 06h00, modifié à 09h12</span><span class="meta__reading-time">Temps de Lecture 3 min.</span></div>'
 '<div class="meta__social"><button class="btn--share">Partager</button><button class="btn--gift">Offrir cet article</button><button>Ajouter à vos sélections</button></div>'
 f'<article class="article__content"><p class="article__paragraph">{LM[0]}</p><p class="article__paragraph">{LM[1]}</p>'
 '<section class="catcher catcher--inline"><span class="catcher__title">Lire aussi |</span> <a class="js-article-read-also" href="/economie/article/2026/10/02/dpe.html">Logement : le diagnostic de performance énergétique va être revu</a></section>'
 f'<p class="article__paragraph">{LM[2]}</p>'
 '<p class="article__paragraph"><strong>Lire aussi la tribune :</strong> <a href="/idees/article/2026/11/20/tribune.html">« La rénovation énergétique doit devenir une priorité nationale »</a></p>'
 f'<p class="article__paragraph">{LM[3]}</p>'
 '<section class="paywall"><p>Il vous reste 62.34% de cet article à lire. La suite est réservée aux abonnés.</p><a href="/abonnement/">Déjà abonné ? Se connecter</a></section></article>'
 '<footer class="article__footer"><span class="author__detail"><a href="/signataires/claire-ane/">Claire Ané</a></span><p>Contribuer</p><a href="/services/">Réutiliser ce contenu</a></footer></section></section>'
 '<aside class="aside__iso"><h2>Les plus lus</h2><ol><li><a href="/a/1">Météo : les premières neiges attendues en plaine</a></li></ol></aside></main>'
 '<footer class="Footer"><a href="/mentions-legales/">Mentions légales</a><a href="/cgv/">Conditions générales</a><p>© Le Monde 2026</p></footer></body></html>',
 "https://www.lemonde.fr/economie/article/2026/11/25/renovation-thermique-le-gouvernement-presente-son-projet-de-loi_6612345_3234.html",
 LM, ["Lire aussi", "diagnostic de performance énergétique va", "priorité nationale", "Il vous reste", "Offrir cet article", "Partager", "Réutiliser", "premières neiges", "Temps de Lecture"])
_META["lemonde"] = {"author": "Claire Ané", "date": "2026-11-25", "lang": "fr"}

# 2 French regional paper (La Dépêche / Le Parisien kind): "À lire aussi" boxes, "VIDÉO." teaser, newsletter, comment count
RE = ["Les riverains de la rue des Lilas, à Colomiers, ont découvert lundi matin une fissure de plusieurs mètres sur la chaussée, apparue après les fortes pluies du week-end.",
      "La mairie a aussitôt fait fermer la rue à la circulation et mandaté un bureau d'études pour vérifier l'état des canalisations.",
      "« On entendait craquer depuis vendredi, mais personne ne pensait que ça irait si vite », raconte une habitante installée dans le quartier depuis vingt ans.",
      "Les travaux de réparation devraient durer au moins trois semaines. Une déviation est mise en place par l'avenue du Général-de-Gaulle."]
_RAW["depeche"] = (news_head("Colomiers : une fissure géante coupe la rue des Lilas - ladepeche.fr", "fr", "Colomiers : une fissure géante coupe la rue des Lilas", "Julien Vermeil", "2026-11-24") +
 '<body><header class="header"><nav><a href="/haute-garonne/">Haute-Garonne</a><a href="/toulouse/">Toulouse</a><a href="/sports/">Sports</a></nav><a href="/abonnement">Je m\'abonne</a></header>'
 '<main><article class="article"><nav class="breadcrumb"><a href="/">Accueil</a> &gt; <a href="/haute-garonne/">Haute-Garonne</a> &gt; <a href="/colomiers/">Colomiers</a></nav>'
 '<h1 class="article-full__title">Colomiers : une fissure géante coupe la rue des Lilas</h1>'
 '<div class="article-full__infos"><span class="article-full__author">Julien Vermeil</span><p class="article-full__date">Publié le <time datetime="2026-11-24T18:30:00+01:00">24/11/2026 à 18:30</time>, mis à jour à 19:02</p><a href="#comments" class="comments-count">12 commentaires</a></div>'
 '<div class="share-bar"><a>Facebook</a><a>Twitter</a><a>Whatsapp</a><a>E-mail</a><a>Copier le lien</a></div>'
 '<figure><img src="/p.jpg"><figcaption>La fissure s\'étend sur près de huit mètres. DDM - Julien Vermeil</figcaption></figure>'
 f'<div class="article-full__body"><p>{RE[0]}</p><p>{RE[1]}</p>'
 '<div class="read-also"><p class="read-also__title">À lire aussi :</p><a href="/2026/11/20/inondations.html">Inondations en Haute-Garonne : la vigilance orange levée</a></div>'
 f'<p>{RE[2]}</p>'
 '<p><strong>VIDÉO. </strong><a href="/video/1.html">Pluies torrentielles : les images impressionnantes à Toulouse</a></p>'
 f'<p>{RE[3]}</p></div>'
 '<div class="newsletter-box"><p>Recevez chaque matin l\'essentiel de l\'actualité de votre département</p><form><input placeholder="Votre adresse e-mail"><button>Je m\'inscris</button></form><p>Vos données sont traitées conformément à notre politique de confidentialité.</p></div>'
 '<div class="article-tags"><a href="/tags/colomiers">Colomiers</a><a href="/tags/intemperies">Intempéries</a></div>'
 '<section id="comments"><h2>Les commentaires (12)</h2><p>Connectez-vous pour réagir</p></section></article></main>'
 '<footer><a href="/mentions-legales">Mentions légales</a><a href="/cookies">Gestion des cookies</a><p>© La Dépêche du Midi 2026</p></footer></body></html>',
 "https://www.ladepeche.fr/2026/11/24/colomiers-une-fissure-geante-coupe-la-rue-des-lilas-12345678.php",
 RE, ["À lire aussi", "vigilance orange", "images impressionnantes", "Recevez chaque matin", "politique de confidentialité", "commentaires", "Connectez-vous", "Copier le lien", "DDM -"])
_META["depeche"] = {"author": "Julien Vermeil", "date": "2026-11-24", "lang": "fr"}

# 3 Corriere della Sera: "Leggi anche", gallery captions, the copyright line
CO = ["La Regione Lombardia ha approvato martedì il nuovo piano per le liste d'attesa, che prevede l'apertura serale degli ambulatori in quaranta ospedali.",
      "Secondo l'assessore al Welfare, i tempi per una visita specialistica dovrebbero scendere in media del trenta per cento entro la fine del prossimo anno.",
      "I sindacati dei medici chiedono però nuove assunzioni: «Senza personale aggiuntivo gli ambulatori serali resteranno sulla carta», ha detto il segretario regionale.",
      "Il piano costerà 62 milioni di euro, finanziati in parte con i fondi del Pnrr destinati alla sanità territoriale."]
_RAW["corriere"] = (news_head("Liste d'attesa, la Lombardia apre gli ambulatori la sera- Corriere.it", "it", "Liste d'attesa, la Lombardia apre gli ambulatori la sera", "Simona Ravizza", "2026-11-25") +
 '<body><header class="header"><nav><a href="/cronache/">Cronache</a><a href="/politica/">Politica</a><a href="/milano/">Milano</a></nav><a href="/abbonati">Abbonati</a><a href="/login">Accedi</a></header>'
 '<main><article class="article"><div class="article-header"><p class="overtitle">Sanità</p><h1 class="title-art">Liste d\'attesa, la Lombardia apre gli ambulatori la sera</h1>'
 '<p class="summary-art">Visite fino alle 22 in quaranta ospedali. I sindacati: servono assunzioni</p>'
 '<div class="info-art"><span class="writer">di <a href="/firme/simona-ravizza">Simona Ravizza</a></span><p class="is-last-update">25 novembre 2026 (modifica il 25 novembre 2026 | 10:14)</p></div>'
 '<div class="share-tools"><a>Facebook</a><a>X</a><a>Whatsapp</a><a>Email</a><span>Ascolta l\'articolo</span><span>3 min</span></div></div>'
 f'<div class="body-article"><p class="chapter-paragraph">{CO[0]}</p><p class="chapter-paragraph">{CO[1]}</p>'
 '<div class="media-news"><figure><img src="/g1.jpg"><figcaption>L\'ospedale Niguarda di Milano (foto Ansa)</figcaption></figure><a class="gallery-link" href="/foto/1">Guarda la gallery<span>8 foto</span></a></div>'
 '<p class="chapter-paragraph"><strong>Leggi anche</strong> <a href="/milano/cronaca/1.shtml">Pronto soccorso, a Milano attese fino a 12 ore</a></p>'
 f'<p class="chapter-paragraph">{CO[2]}</p><p class="chapter-paragraph">{CO[3]}</p>'
 '<p class="footer-art">25 novembre 2026 (modifica il 25 novembre 2026 | 10:14)<br>© RIPRODUZIONE RISERVATA</p></div>'
 '<div class="newsletter-box"><p>La newsletter di Corriere Milano</p><p>Iscriviti alla newsletter di Corriere Milano. Ogni giorno le notizie della città.</p><button>Iscriviti</button></div>'
 '<div class="box-related"><h3>Potrebbe interessarti anche</h3><a href="/1">Milano, il Comune lancia il bando per le case popolari</a><a href="/2">Neve in Valtellina, strade chiuse</a></div>'
 '</article></main><footer><p>Copyright 2026 © RCS Mediagroup S.p.a. Tutti i diritti sono riservati | Per la pubblicità: CAIRORCS MEDIA SpA</p></footer></body></html>',
 "https://milano.corriere.it/notizie/cronaca/26_novembre_25/liste-d-attesa-lombardia-ambulatori-sera-abc123.shtml",
 CO, ["Leggi anche", "Pronto soccorso", "Guarda la gallery", "RIPRODUZIONE RISERVATA", "Iscriviti alla newsletter", "case popolari", "Tutti i diritti", "Ascolta l'articolo"])
_META["corriere"] = {"author": "Simona Ravizza", "date": "2026-11-25", "lang": "it"}

# 4 ANSA: dateline, "RIPRODUZIONE RISERVATA © Copyright ANSA", "Ottieni il codice embed", "Leggi l'articolo completo"
AN = ["(ANSA) - ROMA, 24 NOV - L'Istat ha rivisto al rialzo la stima del prodotto interno lordo del terzo trimestre, che cresce dello 0,3% rispetto al trimestre precedente.",
      "Su base annua la crescita è dello 0,9%, sostenuta soprattutto dalla domanda interna e dagli investimenti in costruzioni, secondo la nota diffusa dall'istituto.",
      "Il ministro dell'Economia ha commentato il dato parlando di \"un segnale incoraggiante\" in vista della legge di bilancio in discussione al Senato."]
_RAW["ansa"] = (news_head("Istat, il Pil del terzo trimestre cresce dello 0,3% - Economia - Ansa.it", "it", "Istat, il Pil del terzo trimestre cresce dello 0,3%", "Redazione ANSA", "2026-11-24") +
 '<body><header><nav><a href="/sito/notizie/cronaca/cronaca.shtml">Cronaca</a><a href="/sito/notizie/economia/economia.shtml">Economia</a><a href="/sito/notizie/mondo/mondo.shtml">Mondo</a></nav></header>'
 '<main><article class="news-article"><div class="news-head"><h1 class="news-title">Istat, il Pil del terzo trimestre cresce dello 0,3%</h1><h2 class="news-subtitle">Su base annua +0,9%. Giorgetti: segnale incoraggiante</h2>'
 '<div class="news-info"><span class="news-author">Redazione ANSA</span><time datetime="2026-11-24T10:05:00+01:00">ROMA, 24 novembre 2026, 10:05</time></div>'
 '<div class="social-bar"><a>Facebook</a><a>X</a><a>WhatsApp</a><a>Email</a><a>Stampa</a><a class="embed">Ottieni il codice embed</a></div></div>'
 f'<div class="news-txt"><p>{AN[0]}</p><p>{AN[1]}</p><p>{AN[2]}</p><p>(ANSA).</p></div>'
 '<p class="news-stamp">RIPRODUZIONE RISERVATA © Copyright ANSA</p>'
 '<div class="news-tags"><span>Argomenti</span><a href="/t/istat">Istat</a><a href="/t/pil">Pil</a></div>'
 '<div class="related"><h3>Leggi anche</h3><ul><li><a href="/1">Inflazione, a novembre prezzi in calo dello 0,2%</a></li><li><a href="/2">Borsa: Milano chiude in rialzo</a></li></ul></div>'
 '<div class="partners"><h3>Dalla rete di ANSA</h3><a href="/3">ANSA Viaggiart: i borghi più belli d\'inverno</a></div></article></main>'
 '<footer><p>P.IVA 00876481003 - © Copyright ANSA - Tutti i diritti riservati</p></footer></body></html>',
 "https://www.ansa.it/sito/notizie/economia/2026/11/24/istat-pil-terzo-trimestre-03_abcd1234.html",
 AN, ["Ottieni il codice embed", "RIPRODUZIONE RISERVATA", "Inflazione, a novembre", "borghi", "P.IVA", "Argomenti"])
_META["ansa"] = {"date": "2026-11-24", "lang": "it"}

# 5 El País: "Más información" inserts, "Suscríbete", "Archivado En", The Trust Project line, comment count
EP = ["El Congreso aprobó este jueves la reforma de la ley de vivienda con el apoyo de los socios del Gobierno y la abstención de Junts, tras meses de negociación.",
      "La norma permitirá a las comunidades autónomas declarar nuevas zonas tensionadas y limitar durante tres años la subida de los alquileres en esas áreas.",
      "Los propietarios que alquilen por temporada tendrán que justificar el motivo del contrato, una de las principales demandas de los sindicatos de inquilinos.",
      "El texto pasa ahora al Senado, donde el Partido Popular tiene mayoría absoluta y podrá retrasar su tramitación durante dos meses."]
_RAW["elpais"] = (news_head("El Congreso aprueba la reforma de la ley de vivienda | España | EL PAÍS", "es", "El Congreso aprueba la reforma de la ley de vivienda", "Lucía Abellán", "2026-11-26") +
 '<body><header class="_g _g-md"><nav><a href="/espana/">España</a><a href="/economia/">Economía</a><a href="/opinion/">Opinión</a></nav><a href="/suscripciones/">Suscríbete</a><a href="/login">Iniciar sesión</a></header>'
 '<main><article id="main-content"><header class="a_e"><div class="a_k"><a href="/espana/">España</a></div><h1 class="a_t">El Congreso aprueba la reforma de la ley de vivienda</h1>'
 '<h2 class="a_st">La norma amplía las zonas tensionadas y endurece los alquileres de temporada</h2>'
 '<div class="a_md"><div class="a_md_a"><a href="/autor/lucia-abellan/" class="a_md_a_n">Lucía Abellán</a></div><div class="a_md_f"><span>Madrid</span> - <a href="#"><time datetime="2026-11-26T14:32:00+01:00">26 nov 2026 - 14:32 CET</time></a></div></div>'
 '<div class="a_md_sh"><a>Compartir en Whatsapp</a><a>Compartir en Facebook</a><a>Compartir en Twitter</a><a>Copiar enlace</a><a href="#comentarios">Ir a los comentarios</a></div></header>'
 f'<div class="a_c clearfix" data-dtm-region="articulo_cuerpo"><p>{EP[0]}</p><p>{EP[1]}</p>'
 '<aside class="a_ei"><p class="a_ei_t">Más información</p><a href="/espana/2026-10-01/1.html"><h3>El Gobierno y Sumar pactan limitar los alquileres de temporada</h3></a></aside>'
 f'<p>{EP[2]}</p><p>{EP[3]}</p></div>'
 '<div class="a_pth"><p>Se adhiere a los criterios de <a href="https://thetrustproject.org/">The Trust Project</a></p><a>Más información</a></div>'
 '<div class="w-sub"><p>Suscríbete para seguir leyendo</p><p>Lee sin límites</p><a>Suscríbete</a></div>'
 '<div class="a_ct"><a href="#comentarios">Comentarios (213)</a><p>Normas</p></div>'
 '<div class="a_tags"><span>Archivado En</span><ul><li><a href="/noticias/vivienda/">Vivienda</a></li><li><a href="/noticias/congreso/">Congreso Diputados</a></li></ul></div></article>'
 '<section class="b-t"><h2>Más información</h2><article><a href="/2">Los precios del alquiler suben un 9% en un año</a></article></section></main>'
 '<footer><a href="/aviso-legal/">Aviso legal</a><a href="/privacidad/">Política de privacidad</a><p>© EDICIONES EL PAÍS S.L.</p></footer></body></html>',
 "https://elpais.com/espana/2026-11-26/el-congreso-aprueba-la-reforma-de-la-ley-de-vivienda.html",
 EP, ["Más información", "Sumar pactan", "Trust Project", "Suscríbete", "Lee sin límites", "Comentarios", "Archivado En", "Copiar enlace", "suben un 9%"])
_META["elpais"] = {"author": "Lucía Abellán", "date": "2026-11-26", "lang": "es"}

# 6 Spanish regional on WordPress (Te puede interesar, Síguenos en Google News, WhatsApp channel)
RG = ["El Ayuntamiento de Vigo abrirá el próximo lunes el plazo de inscripción para las escuelas deportivas municipales, que este curso ofrecen más de 3.200 plazas.",
      "Las actividades incluyen natación, atletismo, baloncesto y, por primera vez, escalada deportiva en el nuevo rocódromo del pabellón de Navia.",
      "Las familias empadronadas en la ciudad tendrán un descuento del 50 % y los menores de familias numerosas podrán inscribirse de forma gratuita."]
_RAW["regional_es"] = (news_head("Vigo abre las inscripciones de las escuelas deportivas municipales - Vigo al Día", "es", "Vigo abre las inscripciones de las escuelas deportivas municipales", "Marta Costas", "2026-09-05") +
 '<body class="single-post"><header id="masthead"><nav><a href="/vigo/">Vigo</a><a href="/deportes/">Deportes</a><a href="/galicia/">Galicia</a></nav></header>'
 '<main id="main"><article class="post type-post"><header class="entry-header"><span class="cat-links"><a href="/vigo/">Vigo</a></span><h1 class="entry-title">Vigo abre las inscripciones de las escuelas deportivas municipales</h1>'
 '<div class="entry-meta"><span class="byline">Por <a class="url fn n" href="/author/mcostas/">Marta Costas</a></span> <span class="posted-on"><time class="entry-date published" datetime="2026-09-05T09:15:00+02:00">5 de septiembre de 2026</time></span></div></header>'
 f'<div class="entry-content"><p>{RG[0]}</p>'
 '<div class="td-related"><p><strong>Te puede interesar:</strong> <a href="/2026/09/01/piscina.html">La piscina de Lavadores reabre tras su reforma</a></p></div>'
 f'<p>{RG[1]}</p><p>{RG[2]}</p>'
 '<p><em>Síguenos en <a href="https://news.google.com/">Google News</a> y únete a nuestro canal de <a href="https://whatsapp.com/channel/x">WhatsApp</a> para no perderte nada.</em></p>'
 '<div class="sharedaddy"><h3 class="sd-title">Comparte esto:</h3><ul><li><a>Facebook</a></li><li><a>X</a></li></ul></div>'
 '<div class="jp-relatedposts"><h3>Relacionado</h3><a href="/1">El Celta presenta su nueva equipación</a></div></div>'
 '<footer class="entry-footer"><span class="tags-links">Etiquetas: <a href="/tag/deporte/">deporte</a>, <a href="/tag/vigo/">Vigo</a></span></footer></article>'
 '<div id="comments"><h3 id="reply-title">Deja una respuesta</h3><p>Tu dirección de correo electrónico no será publicada. Los campos obligatorios están marcados con *</p></div></main>'
 '<aside id="secondary"><section class="widget"><h2>Lo más leído</h2><ul><li><a href="/3">Cortes de tráfico en Gran Vía por obras</a></li></ul></section></aside>'
 '<footer id="colophon"><p>© 2026 Vigo al Día · Aviso legal · Política de cookies</p></footer></body></html>',
 "https://www.vigoaldia.es/2026/09/05/vigo-abre-inscripciones-escuelas-deportivas-municipales/",
 RG, ["Te puede interesar", "piscina de Lavadores", "Google News", "Comparte esto", "nueva equipación", "Etiquetas", "Deja una respuesta", "Gran Vía"])
_META["regional_es"] = {"author": "Marta Costas", "date": "2026-09-05", "lang": "es"}

# 7 Público (Portugal): "Leia também", "Partilhar", "Tópicos", comments and the subscriber box
PU = ["O Governo aprovou esta quinta-feira em Conselho de Ministros um novo regime de apoio ao arrendamento jovem, que passa a abranger contratos até 1100 euros mensais.",
      "Segundo a ministra da Habitação, o programa deverá chegar a mais de 80 mil jovens até ao final do próximo ano, mais do dobro dos actuais beneficiários.",
      "As associações de inquilinos consideram a medida positiva, mas alertam que os preços continuam a subir mais depressa do que os apoios."]
_RAW["publico"] = (news_head("Governo alarga apoio ao arrendamento jovem | PÚBLICO", "pt", "Governo alarga apoio ao arrendamento jovem", "Cristina Ferreira", "2026-11-27") +
 '<body><header class="site-header"><nav><a href="/politica">Política</a><a href="/sociedade">Sociedade</a><a href="/economia">Economia</a></nav><a href="/assinaturas">Assinar</a><a href="/entrar">Entrar</a></header>'
 '<main><article class="story"><header class="story__header"><p class="kicker">Habitação</p><h1 class="story__headline">Governo alarga apoio ao arrendamento jovem</h1>'
 '<div class="story__blurb"><p>Programa Porta 65 passa a abranger rendas até 1100 euros.</p></div>'
 '<div class="story__byline"><span class="byline__name"><a href="/autor/cristina-ferreira">Cristina Ferreira</a></span><time datetime="2026-11-27T13:40:00Z">27 de Novembro de 2026, 13:40</time></div>'
 '<div class="story__share"><a>Partilhar no Facebook</a><a>Partilhar no X</a><a>Partilhar no WhatsApp</a><a>Copiar link</a><a>Oferecer artigo</a></div></header>'
 f'<div class="story__body"><p>{PU[0]}</p><p>{PU[1]}</p>'
 '<div class="story__related"><strong>Leia também</strong><a href="/2026/10/1">Rendas sobem 7% em Lisboa no terceiro trimestre</a></div>'
 f'<p>{PU[2]}</p></div>'
 '<div class="paywall-box"><p>Apoie o jornalismo de qualidade do PÚBLICO.</p><p>Assine já a partir de 1€/semana</p></div>'
 '<div class="story__topics"><h3>Tópicos</h3><a href="/habitacao">Habitação</a><a href="/jovens">Jovens</a></div>'
 '<div class="story__comments"><a href="#comments">Comentários (47)</a><p>Os comentários deste artigo estão disponíveis para assinantes.</p></div></article></main>'
 '<footer><p>© 2026 PÚBLICO Comunicação Social SA</p><a href="/estatuto-editorial">Estatuto Editorial</a></footer></body></html>',
 "https://www.publico.pt/2026/11/27/sociedade/noticia/governo-alarga-apoio-arrendamento-jovem-2100001",
 PU, ["Leia também", "Rendas sobem", "Apoie o jornalismo", "Assine já", "Tópicos", "Comentários", "Oferecer artigo", "Estatuto Editorial"])
_META["publico"] = {"author": "Cristina Ferreira", "date": "2026-11-27", "lang": "pt"}

# 8 G1 (Brazil): "LEIA TAMBÉM" list, "VÍDEOS:" line, "Veja mais notícias da região no g1 ..."
G1 = ["A Prefeitura de Campinas anunciou nesta terça-feira (25) a ampliação do horário de funcionamento de 12 centros de saúde, que passam a atender até as 22h.",
      "Segundo a Secretaria de Saúde, a medida deve reduzir a procura pelos prontos-socorros, que registraram aumento de 18% nos atendimentos desde setembro.",
      "Os novos horários começam a valer no dia 1º de dezembro. A lista das unidades está disponível no site da prefeitura."]
_RAW["g1"] = (news_head("Campinas amplia horário de 12 centros de saúde até as 22h | Campinas e Região | G1", "pt-BR", "Campinas amplia horário de 12 centros de saúde até as 22h", "Fernando Evans", "2026-11-25") +
 '<body><header><nav><a href="/sp/campinas-regiao/">Campinas e Região</a><a href="/">g1</a></nav></header>'
 '<main><div class="mc-article-header"><h1 class="content-head__title">Campinas amplia horário de 12 centros de saúde até as 22h</h1><h2 class="content-head__subtitle">Medida começa a valer em 1º de dezembro.</h2>'
 '<div class="content-publication-data"><p class="content-publication-data__from">Por <a href="/autor/fernando-evans">Fernando Evans</a>, g1 Campinas</p><p class="content-publication-data__updated"><time datetime="2026-11-25T12:01:00.000Z">25/11/2026 09h01</time> Atualizado há 2 horas</p></div></div>'
 f'<article class="mc-article-body"><div class="mc-column content-text"><p class="content-text__container">{G1[0]}</p></div>'
 f'<div class="mc-column content-text"><p class="content-text__container">{G1[1]}</p></div>'
 '<div class="mc-column content-unordered-list"><p><strong>LEIA TAMBÉM:</strong></p><ul><li><a href="/1">Dengue: Campinas confirma 3ª morte no ano</a></li><li><a href="/2">Vacinação contra a gripe é ampliada</a></li></ul></div>'
 f'<div class="mc-column content-text"><p class="content-text__container">{G1[2]}</p></div>'
 '<div class="mc-column content-text"><p class="content-text__container"><strong>VÍDEOS:</strong> tudo sobre Campinas e Região</p></div>'
 '<div class="mc-column content-text"><p class="content-text__container">Veja mais notícias da região no <a href="/sp/campinas-regiao/">g1 Campinas</a>.</p></div></article>'
 '<div class="share-bar"><a>Compartilhe esta notícia no WhatsApp</a><a>Compartilhe esta notícia no Telegram</a></div></main>'
 '<footer><p>© Copyright 2000-2026 Globo Comunicação e Participações S.A.</p></footer></body></html>',
 "https://g1.globo.com/sp/campinas-regiao/noticia/2026/11/25/campinas-amplia-horario-de-centros-de-saude.ghtml",
 G1, ["LEIA TAMBÉM", "Dengue", "VÍDEOS", "Veja mais notícias", "Compartilhe", "Globo Comunicação", "Atualizado há"])
_META["g1"] = {"author": "Fernando Evans", "date": "2026-11-25", "lang": "pt"}

# 9 Dutch regional paper (DPG kind): "Lees ook" inserts, premium lock, "Deel dit artikel", reactions
NL = ["De gemeente Utrecht gaat vanaf volgend jaar de parkeertarieven in de binnenstad verhogen naar 7,80 euro per uur, heeft het college dinsdag bekendgemaakt.",
      "Met de extra inkomsten wil de gemeente onder meer nieuwe fietsenstallingen bij het Centraal Station en in Zuilen betalen.",
      "Ondernemers in de binnenstad reageren teleurgesteld. Volgens de winkeliersvereniging blijven bezoekers van buiten de stad straks weg.",
      "De gemeenteraad stemt in december over het voorstel. Een meerderheid lijkt voor te zijn."]
_RAW["ad"] = (news_head("Parkeren in Utrecht wordt duurder: 7,80 euro per uur | Utrecht | AD.nl", "nl", "Parkeren in Utrecht wordt duurder: 7,80 euro per uur", "Thijs van den Berg", "2026-11-25") +
 '<body><header><nav><a href="/utrecht/">Utrecht</a><a href="/sport/">Sport</a><a href="/show/">Show</a></nav><a href="/abonnement">Abonneren</a><a href="/inloggen">Inloggen</a></header>'
 '<main><article class="article"><header class="article__header"><span class="label label--premium">Premium</span><h1 class="article__title">Parkeren in Utrecht wordt duurder: 7,80 euro per uur</h1>'
 '<div class="article__meta"><span class="author">Thijs van den Berg</span><time datetime="2026-11-25T15:12:00+01:00">25-11-26, 15:12</time><span class="article__updated">Laatste update: 16:40</span></div>'
 '<div class="share"><a>Deel dit artikel</a><a>Facebook</a><a>WhatsApp</a><a>X</a><a>Link kopiëren</a></div></header>'
 f'<div class="article__body"><p class="article__paragraph">{NL[0]}</p><p class="article__paragraph">{NL[1]}</p>'
 '<aside class="read-more"><p><strong>Lees ook</strong></p><a href="/utrecht/fietsenstalling~a1/">Nieuwe fietsenstalling bij Centraal Station al overvol</a><span>Premium</span></aside>'
 f'<p class="article__paragraph">{NL[2]}</p><p class="article__paragraph">{NL[3]}</p></div>'
 '<div class="article__reactions"><a href="#reacties">Reageer (34)</a><p>Op deze artikelen kan niet meer gereageerd worden.</p></div>'
 '<div class="topics"><h3>Onderwerpen</h3><a>Utrecht</a><a>Parkeren</a><a>Volg</a></div>'
 '<section class="related"><h2>Meer over</h2><a href="/1">Busbaan Amsterdamsestraatweg gaat eindelijk open</a></section></article></main>'
 '<footer><p>© 2026 DPG Media B.V. - alle rechten voorbehouden</p><a href="/privacy">Privacy</a><a href="/cookies">Cookieverklaring</a></footer></body></html>',
 "https://www.ad.nl/utrecht/parkeren-in-utrecht-wordt-duurder-7-80-euro-per-uur~a8f3c2d1/",
 NL, ["Lees ook", "al overvol", "Deel dit artikel", "Reageer", "gereageerd", "Onderwerpen", "Busbaan", "DPG Media", "Laatste update"])
_META["ad"] = {"author": "Thijs van den Berg", "date": "2026-11-25", "lang": "nl"}

# 10 SVT: "Läs också", "Publicerad ... Uppdaterad", "Dela", the topic's follow button
SV = ["Region Stockholm inför från årsskiftet avgiftsfri kollektivtrafik för alla barn under 12 år, meddelade trafikregionrådet på tisdagen.",
      "Beslutet beräknas kosta omkring 90 miljoner kronor per år och finansieras genom höjda priser på periodbiljetter för vuxna.",
      "Oppositionen kritiserar förslaget och menar att pengarna hade gjort större nytta om de lagts på fler avgångar i ytterområdena."]
_RAW["svt"] = (news_head("Gratis kollektivtrafik för barn under 12 i Stockholm | SVT Nyheter", "sv", "Gratis kollektivtrafik för barn under 12 i Stockholm", "Anna Lindqvist", "2026-11-24") +
 '<body><header><nav><a href="/nyheter/">Nyheter</a><a href="/nyheter/lokalt/stockholm/">Stockholm</a><a href="/sport/">Sport</a></nav></header>'
 '<main><article class="nyh_article"><header><h1 class="nyh_article__heading">Gratis kollektivtrafik för barn under 12 i Stockholm</h1>'
 '<div class="nyh_article__lead"><p>Från nyår åker barn gratis i hela länet.</p></div>'
 '<div class="nyh_article__meta"><span class="nyh_byline">Anna Lindqvist</span><span class="nyh_byline__role">Reporter</span><time datetime="2026-11-24T11:02:00+01:00">Publicerad 24 november 2026 kl. 11.02</time><time>Uppdaterad 24 november 2026 kl. 13.45</time></div>'
 '<div class="nyh_share"><button>Dela</button><button>Kopiera länk</button></div></header>'
 f'<div class="nyh_article__body"><p>{SV[0]}</p><p>{SV[1]}</p>'
 '<div class="nyh_teaser"><p>Läs också: <a href="/nyheter/lokalt/stockholm/1">Pendeltågen ställs in på grund av snöovädret</a></p></div>'
 f'<p>{SV[2]}</p></div>'
 '<div class="nyh_tags"><h3>Ämnen</h3><a>Kollektivtrafik</a><a>Stockholm</a><button>Följ</button></div>'
 '<section class="nyh_more"><h2>Mer från SVT Stockholm</h2><a href="/2">Bränder i Södertälje – polisen misstänker anlagda</a></section></article></main>'
 '<footer><p>Ansvarig utgivare: Anne Lagercrantz</p><a href="/kontakt">Kontakta SVT</a><a href="/cookies">Om cookies</a></footer></body></html>',
 "https://www.svt.se/nyheter/lokalt/stockholm/gratis-kollektivtrafik-for-barn-under-12-i-stockholm",
 SV, ["Läs också", "Pendeltågen", "Kopiera länk", "Ämnen", "Södertälje", "Ansvarig utgivare", "Uppdaterad"])
_META["svt"] = {"author": "Anna Lindqvist", "date": "2026-11-24", "lang": "sv"}

# 11 DR: "Læs også", "Del artikel", the topic line
DA = ["Regeringen vil hæve afgiften på cigaretter med 20 kroner pr. pakke fra 1. juli, fremgår det af et udspil, som sundhedsministeren præsenterer i dag.",
      "Ifølge ministeriet vil prisstigningen få omkring 30.000 danskere til at holde op med at ryge inden for de første to år.",
      "Dansk Erhverv advarer om, at en større del af salget vil flytte over grænsen til Tyskland, hvor cigaretterne er markant billigere."]
_RAW["dr"] = (news_head("Regeringen vil gøre cigaretter 20 kroner dyrere | Indland | DR", "da", "Regeringen vil gøre cigaretter 20 kroner dyrere", "Mikkel Sørensen", "2026-11-26") +
 '<body><header><nav><a href="/nyheder/">Nyheder</a><a href="/nyheder/indland">Indland</a><a href="/sporten">Sporten</a></nav></header>'
 '<main><article class="dre-article"><header><h1 class="dre-article-title">Regeringen vil gøre cigaretter 20 kroner dyrere</h1>'
 '<div class="dre-article-byline"><span class="dre-byline__contribution-name">Mikkel Sørensen</span><span class="dre-byline__contribution-role">Journalist</span><time datetime="2026-11-26T06:00:00+01:00">i dag kl. 06:00</time></div>'
 '<div class="dre-share"><button>Del artikel</button><button>Kopier link</button></div></header>'
 f'<div class="dre-article-body"><p>{DA[0]}</p><p>{DA[1]}</p>'
 '<div class="dre-teaser"><span>Læs også</span><a href="/nyheder/indland/1">Flere unge ryger e-cigaretter end nogensinde</a></div>'
 f'<p>{DA[2]}</p></div>'
 '<div class="dre-topics"><h3>Emner</h3><a>Rygning</a><a>Sundhed</a></div>'
 '<section><h2>Mest læste</h2><a href="/2">Storm lukker Storebæltsbroen</a></section></article></main>'
 '<footer><p>DR Byen, Emil Holms Kanal 20, 0999 København C</p><a href="/om-dr/cookies">Cookies</a></footer></body></html>',
 "https://www.dr.dk/nyheder/indland/regeringen-vil-goere-cigaretter-20-kroner-dyrere",
 DA, ["Læs også", "e-cigaretter", "Del artikel", "Kopier link", "Emner", "Storebæltsbroen", "Emil Holms"])
_META["dr"] = {"author": "Mikkel Sørensen", "date": "2026-11-26", "lang": "da"}

# 12 NRK: "Les også", "Publisert ... Oppdatert", "Del", the author's e-mail line
NO = ["Bergen kommune innfører fra nyttår piggdekkgebyr for alle biler som kjører inn i sentrum mellom november og april.",
      "Gebyret blir på 65 kroner per dag, og pengene skal brukes på bedre vedlikehold av gang- og sykkelveier om vinteren.",
      "Næringsforeningen mener gebyret rammer pendlere fra nabokommunene hardest, og ber kommunen vente til bybanen til Åsane er ferdig."]
_RAW["nrk"] = (news_head("Innfører piggdekkgebyr i Bergen sentrum – NRK Vestland", "nb", "Innfører piggdekkgebyr i Bergen sentrum", "Kari Hansen", "2026-11-23") +
 '<body><header><nav><a href="/nyheter/">Nyheter</a><a href="/vestland/">Vestland</a><a href="/sport/">Sport</a></nav></header>'
 '<main><article class="article"><header><h1 class="title">Innfører piggdekkgebyr i Bergen sentrum</h1><div class="article-lead"><p>Fra nyttår må bilister betale for piggdekk.</p></div>'
 '<div class="bylines"><div class="byline-author"><a class="author__name" href="/people/kari-hansen">Kari Hansen</a><span class="author__role">Journalist</span><a href="mailto:kari.hansen@nrk.no">kari.hansen@nrk.no</a></div>'
 '<time class="datePublished" datetime="2026-11-23T08:14:00+01:00">Publisert 23. nov. 2026 kl. 08:14</time><time>Oppdatert 23. nov. 2026 kl. 10:02</time></div>'
 '<div class="share"><button>Del</button><a>Facebook</a><a>E-post</a><a>Kopier lenke</a></div></header>'
 f'<div class="article-body"><p>{NO[0]}</p><p>{NO[1]}</p>'
 '<aside class="reference"><p>Les også</p><a href="/vestland/1">Bybanen til Åsane blir forsinket igjen</a></aside>'
 f'<p>{NO[2]}</p></div>'
 '<section class="related"><h2>Siste nytt fra Vestland</h2><a href="/2">Rasfare: Fv. 7 stengt i Hardanger</a></section></article></main>'
 '<footer><p>Ansvarlig redaktør: Vibeke Fürst Haugen</p><a href="/personvern">Personvern</a></footer></body></html>',
 "https://www.nrk.no/vestland/innforer-piggdekkgebyr-i-bergen-sentrum-1.17012345",
 NO, ["Les også", "forsinket igjen", "Kopier lenke", "Rasfare", "Ansvarlig redaktør", "kari.hansen@nrk.no", "Oppdatert"])
_META["nrk"] = {"author": "Kari Hansen", "date": "2026-11-23", "lang": "no"}

# 13 a French mairie's page (Drupal kind): breadcrumb, "Partager cette page", "Imprimer", "Mis à jour le", the contact box
MA = ["À compter du 1er décembre, l'inscription sur les listes électorales se fait directement en ligne ou à l'accueil de l'hôtel de ville, sur présentation d'une pièce d'identité.",
      "Les jeunes qui atteignent l'âge de 18 ans sont inscrits d'office, à condition d'avoir effectué le recensement citoyen dans la commune.",
      "Pour voter aux élections municipales de mars, la demande doit être déposée au plus tard le sixième vendredi précédant le scrutin."]
_RAW["mairie"] = (article_head("Inscription sur les listes électorales - Mairie de Villeurbanne", "fr") +
 '<body><a class="skip" href="#contenu">Aller au contenu principal</a><header><nav><a href="/">Accueil</a><a href="/mes-demarches">Mes démarches</a><a href="/agenda">Agenda</a><a href="/actualites">Actualités</a></nav></header>'
 '<main id="contenu"><nav class="breadcrumb"><a href="/">Accueil</a> › <a href="/mes-demarches">Mes démarches</a> › <a href="/mes-demarches/citoyennete">Citoyenneté</a></nav>'
 '<h1>Inscription sur les listes électorales</h1>'
 '<div class="tools"><a>Partager cette page</a><a>Imprimer</a><a>Envoyer à un ami</a></div>'
 f'<div class="field--name-body"><p>{MA[0]}</p><h2>Inscription d\'office</h2><p>{MA[1]}</p><h2>Date limite</h2><p>{MA[2]}</p></div>'
 '<div class="contact-box"><h2>Contact</h2><p>Service Élections – Hôtel de ville, place Lazare-Goujon</p><p>Tél. : 04 78 03 67 67</p><p>Du lundi au vendredi de 8h30 à 17h</p></div>'
 '<p class="updated">Mis à jour le 18 novembre 2026</p>'
 '<div class="satisfaction"><p>Cette page vous a-t-elle été utile ?</p><button>Oui</button><button>Non</button></div></main>'
 '<footer><a href="/mentions-legales">Mentions légales</a><a href="/accessibilite">Accessibilité : partiellement conforme</a><a href="/plan-du-site">Plan du site</a></footer></body></html>',
 "https://www.villeurbanne.fr/mes-demarches/citoyennete/inscription-listes-electorales",
 MA, ["Partager cette page", "Envoyer à un ami", "vous a-t-elle été utile", "Mentions légales", "partiellement conforme", "Aller au contenu", "Plan du site"])
_META["mairie"] = {"lang": "fr"}

# 14 an Italian university's news (Drupal/Bootstrap Italia): "Sei qui", share, "Ultimo aggiornamento", the office box
UN = ["L'Università di Padova ha inaugurato lunedì il nuovo polo didattico di via Venezia, che ospiterà oltre duemila studenti dei corsi di ingegneria.",
      "L'edificio, progettato secondo i criteri di efficienza energetica, dispone di ventidue aule, tre laboratori informatici e una biblioteca aperta fino a mezzanotte.",
      "La rettrice ha ricordato che il progetto è stato finanziato in parte con fondi europei e in parte con risorse proprie dell'ateneo."]
_RAW["unipd"] = (news_head("Inaugurato il nuovo polo didattico di via Venezia | Università di Padova", "it", "Inaugurato il nuovo polo didattico di via Venezia", "Ufficio Stampa", "2026-11-23") +
 '<body><header><div class="header-slim"><a>Ateneo</a><a>Studenti</a><a>Personale</a></div><nav><a href="/didattica">Didattica</a><a href="/ricerca">Ricerca</a><a href="/terza-missione">Terza missione</a></nav></header>'
 '<main><div class="breadcrumb"><span>Sei qui:</span> <a href="/">Home</a> / <a href="/news">News</a></div>'
 '<article class="node--type-news"><h1>Inaugurato il nuovo polo didattico di via Venezia</h1><div class="data-news">23 novembre 2026</div>'
 f'<div class="field-body"><p>{UN[0]}</p><p>{UN[1]}</p><p>{UN[2]}</p></div>'
 '<div class="share"><span>Condividi</span><a>Facebook</a><a>X</a><a>LinkedIn</a></div>'
 '<div class="allegati"><h3>Allegati</h3><a>Comunicato stampa (PDF, 120 KB)</a></div>'
 '<p class="last-update">Ultimo aggiornamento: 23 Novembre 2026</p></article></main>'
 '<footer><p>Università degli Studi di Padova - via 8 Febbraio, 2 - 35122 Padova - P.IVA 00742430283</p><a href="/privacy">Privacy</a><a href="/accessibilita">Accessibilità</a></footer></body></html>',
 "https://www.unipd.it/news/inaugurato-nuovo-polo-didattico-via-venezia",
 UN, ["Sei qui", "Condividi", "Comunicato stampa", "Ultimo aggiornamento", "P.IVA"])
_META["unipd"] = {"date": "2026-11-23", "lang": "it"}

# 15 an Overblog blog: "Publié le ... par", "Repost 0", "Commenter cet article", "Vous aimerez aussi", the subscribe box
OB = ["Ce week-end, nous sommes partis randonner sur le sentier des douaniers entre Ploumanac'h et Trégastel, sous un ciel d'une clarté rare pour novembre.",
      "Le chemin longe les fameux rochers de granit rose, dont les formes étonnantes ont reçu des noms comme la Tête de mort ou le Champignon.",
      "Nous avons pique-niqué à l'abri du vent près du phare de Mean Ruz, avant de revenir par l'intérieur des terres en suivant le balisage jaune.",
      "Comptez environ trois heures de marche pour la boucle complète, sans difficulté particulière, mais prévoyez de bonnes chaussures."]
_RAW["overblog"] = (article_head("Randonnée sur la côte de granit rose - Les balades de Sylvie", "fr") +
 '<body><div class="ob-header"><a href="https://www.over-blog.com">Overblog</a><a>Suivre ce blog</a><a>Administration</a><a>Créer mon blog</a></div>'
 '<header class="header"><h1 class="blog-title"><a href="/">Les balades de Sylvie</a></h1><p>Randonnées et escapades en Bretagne</p></header>'
 '<div class="content"><article class="post"><h2 class="post-title">Randonnée sur la côte de granit rose</h2>'
 '<div class="post-date">Publié le 24 Novembre 2026 par Sylvie</div><div class="post-categories">Catégories : #Bretagne, #Randonnées</div>'
 f'<div class="ob-text"><p>{OB[0]}</p><p>{OB[1]}</p><p>{OB[2]}</p><p>{OB[3]}</p></div>'
 '<div class="post-footer"><a>Repost 0</a><a>J\'aime</a><a href="#comments">Commenter cet article</a></div>'
 '<div class="post-share"><span>Partager cet article</span><a>Facebook</a><a>Pinterest</a><a>Twitter</a></div>'
 '<section class="post-related"><h3>Vous aimerez aussi</h3><a href="/2026/10/1.html">Le tour de l\'île de Bréhat à pied</a><a href="/2026/09/2.html">Les landes de Cojoux</a></section>'
 '<section class="newsletter"><h3>Abonnez-vous pour être averti des nouveaux articles publiés.</h3><form><input placeholder="Votre email"><button>S\'abonner</button></form></section>'
 '<section id="comments"><h3>Commentaires</h3><div class="comment"><p class="comment-author">Marie 24/11/2026 19:04</p><p>Superbe balade, merci pour les photos !</p></div></section></article>'
 '<aside class="sidebar"><div class="widget"><h3>Articles récents</h3><a>Le tour de l\'île de Bréhat à pied</a></div><div class="widget"><h3>Archives</h3><a>2026</a></div></aside></div>'
 '<footer><p>Hébergé par Overblog</p><a>Signaler un abus</a></footer></body></html>',
 "https://lesbaladesdesylvie.over-blog.com/2026/11/randonnee-sur-la-cote-de-granit-rose.html",
 OB, ["Suivre ce blog", "Repost", "Commenter cet article", "Vous aimerez aussi", "île de Bréhat", "Abonnez-vous pour être averti", "Hébergé par", "Articles récents", "Créer mon blog"])
_META["overblog"] = {"date": "2026-11-24", "lang": "fr"}

# 16 an Italian Blogspot blog: "Pubblicato da ... alle", "Nessun commento:", "Posta un commento", older/newer posts
BS = ["Domenica scorsa siamo saliti al rifugio Averau partendo dal passo Falzarego, un percorso breve ma con una vista spettacolare sulle Cinque Torri.",
      "Il sentiero numero 441 sale dolcemente fino alla forcella Averau, poi l'ultimo tratto è un po' più ripido e in questa stagione può essere ghiacciato.",
      "Al rifugio abbiamo mangiato i casunziei e uno strudel caldo, seduti al sole sulla terrazza con le Tofane davanti."]
_RAW["blogspot"] = (article_head("Il mio zaino: Escursione al rifugio Averau", "it", '<meta name="generator" content="blogger">') +
 '<body><div class="navbar"><a>Blog</a><a>Crea blog</a><a>Accedi</a></div><header class="header-outer"><h1 class="title">Il mio zaino</h1><p class="description">Diario di montagna di Luca</p></header>'
 '<div class="main-outer"><div class="date-outer"><h2 class="date-header"><span>domenica 16 novembre 2026</span></h2>'
 '<div class="post hentry"><h3 class="post-title entry-title">Escursione al rifugio Averau</h3>'
 f'<div class="post-body entry-content">{BS[0]}<br><br>{BS[1]}<br><br>{BS[2]}<div style="clear: both;"></div></div>'
 '<div class="post-footer"><span class="post-author vcard">Pubblicato da <span class="fn">Luca Zanon</span></span> <span class="post-timestamp">alle <a class="timestamp-link"><abbr class="published" title="2026-11-16T20:14:00+01:00">20:14</abbr></a></span>'
 ' <span class="post-comment-link"><a>Nessun commento:</a></span><div class="post-share-buttons"><a>Invia tramite email</a><a>Postalo sul blog</a><a>Condividi su X</a><a>Condividi su Facebook</a><a>Condividi su Pinterest</a></div>'
 '<span class="post-labels">Etichette: Dolomiti, escursioni</span></div></div></div>'
 '<div class="comments"><h4>Nessun commento:</h4><p><a>Posta un commento</a></p></div>'
 '<div class="blog-pager"><a class="blog-pager-newer-link">Post più recente</a><a class="blog-pager-older-link">Post più vecchio</a><a class="home-link">Home page</a></div>'
 '<div class="post-feeds">Iscriviti a: <a>Commenti sul post (Atom)</a></div></div>'
 '<aside class="sidebar"><div class="widget"><h2>Archivio blog</h2><a>novembre (3)</a></div><div class="widget Profile"><h2>Informazioni personali</h2><a>Luca Zanon</a><a>Visualizza il mio profilo completo</a></div></aside>'
 '<footer><p>Tema Semplice. Powered by Blogger.</p></footer></body></html>',
 "https://ilmiozaino.blogspot.com/2026/11/escursione-al-rifugio-averau.html",
 BS, ["Pubblicato da", "Nessun commento", "Posta un commento", "Post più recente", "Iscriviti a", "Etichette", "Archivio blog", "Powered by Blogger", "Invia tramite email"])
_META["blogspot"] = {"author": "Luca Zanon", "date": "2026-11-16", "lang": "it"}

# 17 an Italian recipe site (GialloZafferano kind): the facts bar, ingredients list, steps, "Consiglio", rating
GZ = ["Le lasagne alla bolognese sono il piatto della domenica per eccellenza: strati di sfoglia all'uovo, ragù cotto a lungo e besciamella vellutata.",
      "Per preparare il ragù, tritate finemente sedano, carota e cipolla e fateli appassire in una casseruola con un filo d'olio.",
      "Aggiungete la carne macinata e rosolatela a fuoco vivace, poi sfumate con il vino rosso e unite la passata di pomodoro.",
      "Componete le lasagne alternando sfoglia, ragù e besciamella, terminate con abbondante parmigiano e cuocete in forno a 200° per 25 minuti.",
      "Potete preparare il ragù il giorno prima: riposato, sarà ancora più saporito."]
_RAW["ricetta"] = (news_head("Ricetta Lasagne alla bolognese - La Cucina Italiana di Nonna Pina", "it", "Lasagne alla bolognese", "Giulia Ferri", "2026-10-12", "Recipe") +
 '<body><header><nav><a href="/ricette/primi">Primi piatti</a><a href="/ricette/secondi">Secondi</a><a href="/ricette/dolci">Dolci</a></nav><a>Accedi</a></header>'
 '<main><article class="gz-recipe"><nav class="breadcrumb"><a href="/">Ricette</a> / <a href="/ricette/primi">Primi piatti</a></nav><h1>Lasagne alla bolognese</h1>'
 '<div class="gz-rating"><span>4,7</span><span>(1.284 voti)</span><a>Vota la ricetta</a></div>'
 '<div class="gz-author">Ricetta di <a href="/autori/giulia-ferri">Giulia Ferri</a> · pubblicata il 12 ottobre 2026</div>'
 '<ul class="gz-list-featured-data"><li>Difficoltà: Media</li><li>Preparazione: 40 min</li><li>Cottura: 3 h</li><li>Dosi per: 6 persone</li><li>Costo: Medio</li></ul>'
 f'<div class="gz-intro"><p>{GZ[0]}</p></div>'
 '<h2>Ingredienti</h2><ul class="gz-ingredients"><li>Sfoglia all\'uovo 500 g</li><li>Carne macinata di manzo 300 g</li><li>Passata di pomodoro 250 g</li><li>Parmigiano Reggiano DOP 100 g</li></ul>'
 f'<h2>Come preparare le lasagne alla bolognese</h2><div class="gz-step"><p>{GZ[1]}</p></div><div class="gz-step"><p>{GZ[2]}</p></div><div class="gz-step"><p>{GZ[3]}</p></div>'
 f'<h2>Consiglio</h2><p>{GZ[4]}</p>'
 '<div class="gz-share"><a>Salva</a><a>Stampa</a><a>Condividi</a></div>'
 '<section class="gz-related"><h2>Ricette correlate</h2><a>Cannelloni ricotta e spinaci</a><a>Tagliatelle al ragù</a></section>'
 '<div class="gz-newsletter"><p>Iscriviti alla newsletter e ricevi ogni settimana le migliori ricette</p><button>Iscriviti</button></div></article></main>'
 '<footer><p>© 2026 Nonna Pina S.r.l. - P.IVA 01234567890</p><a>Privacy</a><a>Cookie policy</a></footer></body></html>',
 "https://www.cucinanonnapina.it/ricette/lasagne-alla-bolognese",
 GZ + ["Carne macinata di manzo 300 g"], ["Vota la ricetta", "Ricette correlate", "Cannelloni", "Iscriviti alla newsletter", "P.IVA", "voti"])
_META["ricetta"] = {"author": "Giulia Ferri", "date": "2026-10-12", "lang": "it"}

# 18 a Spanish WooCommerce shop's product: price, "Añadir al carrito", SKU line, tabs, related products
WO = ["Este aceite de oliva virgen extra se elabora en frío a partir de aceitunas de la variedad picual recogidas a mano en nuestra finca de Jaén.",
      "Tiene un sabor intenso, con notas de tomate verde y un ligero picor final, ideal para tostadas, ensaladas y platos de cuchara.",
      "Se presenta en una lata de cinco litros que protege el aceite de la luz y conserva todas sus propiedades durante más tiempo."]
_RAW["woo_es"] = (article_head("Aceite de oliva virgen extra picual 5 L – Almazara Los Olivares", "es", '<meta property="og:type" content="product">') +
 '<body class="single-product woocommerce"><header><nav><a href="/tienda/">Tienda</a><a href="/nosotros/">Nosotros</a><a href="/contacto/">Contacto</a></nav><a href="/carrito/">Carrito 0,00 €</a></header>'
 '<main><nav class="woocommerce-breadcrumb"><a href="/">Inicio</a> / <a href="/categoria/aceites/">Aceites</a> / Aceite de oliva virgen extra picual 5 L</nav>'
 '<div class="product type-product"><div class="summary entry-summary"><h1 class="product_title entry-title">Aceite de oliva virgen extra picual 5 L</h1>'
 '<p class="price"><span class="woocommerce-Price-amount amount">42,50 €</span></p><p class="stock in-stock">Hay existencias</p>'
 '<form class="cart"><div class="quantity"><label>Cantidad</label><input type="number" value="1"></div><button class="single_add_to_cart_button">Añadir al carrito</button></form>'
 '<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">AOVE-5L</span></span> <span class="posted_in">Categoría: <a>Aceites</a></span></div></div>'
 '<div class="woocommerce-tabs"><ul class="tabs"><li><a href="#tab-description">Descripción</a></li><li><a href="#tab-reviews">Valoraciones (0)</a></li></ul>'
 f'<div class="woocommerce-Tabs-panel" id="tab-description"><h2>Descripción</h2><p>{WO[0]}</p><p>{WO[1]}</p><p>{WO[2]}</p></div>'
 '<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews" id="tab-reviews"><div id="reviews" class="woocommerce-Reviews"><div id="comments"><h2 class="woocommerce-Reviews-title">Valoraciones</h2><p class="woocommerce-noreviews">No hay valoraciones aún.</p></div>'
 '<div id="review_form_wrapper"><div id="respond" class="comment-respond"><span id="reply-title" class="comment-reply-title">Sé el primero en valorar “Aceite de oliva virgen extra picual 5 L”</span><form><label>Tu puntuación</label><textarea></textarea><button>Enviar</button></form></div></div></div></div></div>'
 '<section class="related products"><h2>Productos relacionados</h2><ul><li><a>Aceite arbequina 2 L</a><span>19,90 €</span><a>Añadir al carrito</a></li></ul></section></div></main>'
 '<footer><p>Envío gratis en pedidos superiores a 60 €</p><a>Aviso legal</a><a>Política de devoluciones</a><p>© 2026 Almazara Los Olivares</p></footer></body></html>',
 "https://www.almazaralosolivares.es/producto/aceite-oliva-virgen-extra-picual-5l/",
 WO, ["Añadir al carrito", "SKU", "Valoraciones", "Sé el primero", "Productos relacionados", "arbequina", "Envío gratis", "Hay existencias"])
_META["woo_es"] = {"lang": "es"}

# 19 an Italian PrestaShop product: "Aggiungi al carrello", availability, "Scheda tecnica", "Potrebbe piacerti anche"
PS = ["Questa moka in acciaio inossidabile da sei tazze è compatibile con tutti i piani cottura, compresi quelli a induzione.",
      "Il manico in bachelite resta freddo durante l'uso e la valvola di sicurezza ispezionabile garantisce la massima tranquillità.",
      "Per la pulizia si consiglia di sciacquarla con sola acqua calda, senza detersivi, per preservare l'aroma del caffè."]
_RAW["presta_it"] = (article_head("Moka inox 6 tazze induzione - Casalinghi Ferraro", "it", '<meta property="og:type" content="product">') +
 '<body id="product"><header id="header"><div class="header-nav"><a>Contattaci</a><a>Accedi</a><a>Carrello (0)</a></div><nav><a>Cucina</a><a>Caffè</a><a>Offerte</a></nav></header>'
 '<main><nav class="breadcrumb"><ol><li><a>Home</a></li><li><a>Caffè</a></li><li><span>Moka inox 6 tazze induzione</span></li></ol></nav>'
 '<section id="main"><div class="product-container"><h1 class="h1" itemprop="name">Moka inox 6 tazze induzione</h1>'
 '<div class="product-prices"><span itemprop="price" content="34.90">34,90 €</span><div class="tax-shipping-delivery-label">Tasse incluse</div></div>'
 '<div class="product-add-to-cart"><span class="control-label">Quantità</span><input value="1"><button class="add-to-cart">Aggiungi al carrello</button><span id="product-availability">Disponibile</span></div>'
 '<div class="blockreassurance_product"><p>Spedizione gratuita sopra i 49 €</p><p>Reso entro 14 giorni</p><p>Pagamenti sicuri</p></div>'
 '<div class="tabs"><ul class="nav-tabs"><li><a>Descrizione</a></li><li><a>Dettagli del prodotto</a></li></ul>'
 f'<div class="tab-pane" id="description"><div class="product-description"><p>{PS[0]}</p><p>{PS[1]}</p><p>{PS[2]}</p></div></div>'
 '<div class="tab-pane" id="product-details"><div class="product-reference"><label>Riferimento </label><span>MK-INOX-6</span></div><section class="product-features"><p class="h6">Scheda tecnica</p><dl><dt>Materiale</dt><dd>Acciaio inox</dd></dl></section></div></div></div>'
 '<section class="product-accessories"><p class="h5">Potrebbe piacerti anche</p><article><a>Guarnizioni moka 6 tazze (3 pz)</a><span>4,90 €</span></article></section></section></main>'
 '<footer><p>Iscriviti alla nostra newsletter</p><a>Termini e condizioni</a><p>© 2026 - Software Ecommerce di PrestaShop™</p></footer></body></html>',
 "https://www.casalinghiferraro.it/caffe/152-moka-inox-6-tazze-induzione.html",
 PS, ["Aggiungi al carrello", "Tasse incluse", "Spedizione gratuita", "Reso entro", "Riferimento", "Potrebbe piacerti", "Guarnizioni", "PrestaShop", "Disponibile"])
_META["presta_it"] = {"lang": "it"}

# 20 a French phpBB forum thread: "Message par ... »", "Revenir vers", "Qui est en ligne", signatures
PB = ["Bonjour à tous, ma chaudière à gaz se met en sécurité plusieurs fois par jour depuis la semaine dernière, avec le code erreur F28 qui clignote.",
      "Le code F28 indique un défaut d'allumage. Vérifie d'abord que le robinet de gaz est bien ouvert et que ton compteur n'a pas disjoncté.",
      "Merci, c'était bien ça : le robinet avait été à moitié fermé pendant les travaux dans la cuisine. Tout fonctionne depuis ce matin."]
_RAW["phpbb"] = (article_head("Chaudière en sécurité code F28 - Forum Chauffage et Plomberie", "fr") +
 '<body id="phpbb"><div class="headerbar"><a href="/">Forum Chauffage et Plomberie</a><p>Entraide entre particuliers et professionnels</p></div>'
 '<div class="navbar"><ul><li><a>FAQ</a></li><li><a>M\'enregistrer</a></li><li><a>Connexion</a></li></ul><ul class="breadcrumbs"><li><a>Accueil du forum</a> ‹ <a>Chauffage</a> ‹ <a>Chaudières gaz</a></li></ul></div>'
 '<div id="page-body"><h2 class="topic-title"><a>Chaudière en sécurité code F28</a></h2><div class="action-bar"><a class="button">Répondre</a><div class="pagination">3 messages • Page <strong>1</strong> sur <strong>1</strong></div></div>'
 f'<div class="post bg2"><div class="postbody"><p class="author"><a>Message</a> par <strong><a>Julien63</a></strong> » lun. 24 nov. 2026 18:12</p><div class="content">{PB[0]}</div>'
 '<div class="signature">Chaudière Saunier Duval ThemaPlus, installée en 2015</div></div><dl class="postprofile"><dt><a>Julien63</a></dt><dd><strong>Messages :</strong> 14</dd><dd><strong>Inscription :</strong> mars 2024</dd></dl></div>'
 f'<div class="post bg1"><div class="postbody"><p class="author"><a>Message</a> par <strong><a>Plombier_Lyon</a></strong> » lun. 24 nov. 2026 19:40</p><div class="content">{PB[1]}</div>'
 '<div class="signature">Artisan chauffagiste – les conseils donnés ici ne remplacent pas un dépannage.</div></div><dl class="postprofile"><dt><a>Plombier_Lyon</a></dt><dd><strong>Messages :</strong> 2318</dd></dl></div>'
 f'<div class="post bg2"><div class="postbody"><p class="author"><a>Message</a> par <strong><a>Julien63</a></strong> » mar. 25 nov. 2026 08:05</p><div class="content">{PB[2]}</div></div></div>'
 '<div class="action-bar"><a>Revenir vers « Chaudières gaz »</a><a>Aller à</a></div>'
 '<div class="stat-block online-list"><h3>Qui est en ligne ?</h3><p>Utilisateurs parcourant ce forum : Aucun utilisateur inscrit et 4 invités</p></div></div>'
 '<div class="copyright">Développé par phpBB® Forum Software © phpBB Limited<br>Traduit par phpBB-fr.com</div></body></html>',
 "https://www.forum-chauffage.fr/viewtopic.php?t=18234",
 PB, ["Saunier Duval", "ne remplacent pas", "Revenir vers", "Qui est en ligne", "invités", "phpBB", "M'enregistrer", "3 messages"])
_META["phpbb"] = {"lang": "fr"}

# 21 an Italian XenForo thread: "Discussione in ... iniziata da", "Clicca per espandere...", reactions, "Rispondi"
XF = ["Ciao a tutti, sto per comprare una scheda video per giocare in 1440p e sono indeciso tra due modelli di fascia media con 12 GB di memoria.",
      "Per il 1440p ti consiglio quella con più banda di memoria: nei giochi recenti con le texture al massimo la differenza si sente parecchio.",
      "Concordo, e controlla anche l'alimentatore: con un 550 W di qualità sei tranquillo, ma con uno economico rischi spegnimenti sotto carico."]
_RAW["xenforo_it"] = (article_head("Scheda video per 1440p: consigli? | Forum Hardware Italia", "it") +
 '<body data-template="thread_view"><div class="p-navSticky"><nav class="p-nav"><a>Forum</a><a>Novità</a><a>Membri</a><a>Accedi</a><a>Registrati</a></nav></div>'
 '<div class="p-body"><ul class="p-breadcrumbs"><li><a>Forum</a></li><li><a>Hardware</a></li><li><a>Schede video</a></li></ul>'
 '<div class="p-title"><h1 class="p-title-value">Scheda video per 1440p: consigli?</h1></div>'
 '<div class="p-description">Discussione in \'Schede video\' iniziata da <a>marco_pc</a>, <time datetime="2026-11-22T21:10:00+0100">22 Novembre 2026</time>.</div>'
 '<div class="block-body js-replyNewMessageContainer">'
 f'<article class="message message--post"><div class="message-cell message-cell--user"><h4 class="message-name"><a>marco_pc</a></h4><h5 class="userTitle">Nuovo Utente</h5><dl class="pairs"><dt>Messaggi</dt><dd>23</dd></dl></div><div class="message-cell message-cell--main"><div class="message-attribution"><time>22 Novembre 2026</time><a>#1</a></div><div class="bbWrapper">{XF[0]}</div><div class="message-actionBar"><a>Segnala</a><a>Mi piace</a><a>Rispondi</a></div></div></article>'
 f'<article class="message message--post"><div class="message-cell message-cell--user"><h4 class="message-name"><a>GPU_guru</a></h4><h5 class="userTitle">Moderatore</h5></div><div class="message-cell message-cell--main"><div class="message-attribution"><time>22 Novembre 2026</time><a>#2</a></div><div class="bbWrapper"><blockquote class="bbCodeBlock bbCodeBlock--quote"><div class="bbCodeBlock-title">marco_pc ha scritto:</div><div class="bbCodeBlock-content">sono indeciso tra due modelli<div class="bbCodeBlock-expandLink"><a>Clicca per espandere...</a></div></div></blockquote>{XF[1]}</div><div class="reactionsBar"><a>Luca88, marco_pc e altri 2</a></div><div class="message-actionBar"><a>Segnala</a><a>Mi piace</a><a>Rispondi</a></div></div></article>'
 f'<article class="message message--post"><div class="message-cell message-cell--user"><h4 class="message-name"><a>Luca88</a></h4></div><div class="message-cell message-cell--main"><div class="message-attribution"><time>23 Novembre 2026</time><a>#3</a></div><div class="bbWrapper">{XF[2]}</div><div class="message-signature">PC: Ryzen 5 7600 · 32 GB DDR5 · Il mio canale YouTube</div></div></article></div>'
 '<div class="block-outer"><p>Devi effettuare l\'accesso o registrarti per rispondere qui.</p></div>'
 '<div class="block"><h3>Discussioni simili</h3><a>Alimentatore per RTX: quale prendere?</a></div></div>'
 '<footer class="p-footer"><a>Contattaci</a><a>Termini e regole</a><a>Privacy</a><p>Community platform by XenForo® © 2010-2026 XenForo Ltd.</p></footer></body></html>',
 "https://www.forumhardwareitalia.it/threads/scheda-video-per-1440p-consigli.98765/",
 XF, ["Clicca per espandere", "Segnala", "Mi piace", "e altri 2", "Il mio canale", "Devi effettuare", "Discussioni simili", "XenForo", "Nuovo Utente"])
_META["xenforo_it"] = {"lang": "it"}

# 22 a French Q&A site (CommentCaMarche kind): the question, "Meilleure réponse", answers, "Signaler", ads for the app
QA = ["Bonjour, depuis la dernière mise à jour de Windows 11, mon imprimante réseau n'apparaît plus dans la liste des périphériques, alors qu'elle fonctionne depuis le téléphone.",
      "Il faut souvent réinstaller le pilote après cette mise à jour. Supprimez l'imprimante dans Paramètres, puis ajoutez-la de nouveau en indiquant son adresse IP.",
      "Vérifiez aussi que la découverte du réseau est activée dans les paramètres de partage avancés, sinon Windows ne voit aucune imprimante réseau."]
_RAW["ccm"] = (article_head("Imprimante réseau invisible après mise à jour Windows 11 - CommentÇaMarche", "fr") +
 '<body><header><a href="/">CommentÇaMarche</a><nav><a>Forum</a><a>Télécharger</a><a>Actualités</a></nav><a>Poser une question</a></header>'
 '<main><nav class="breadcrumb"><a>Accueil</a> › <a>Forum</a> › <a>Windows</a></nav>'
 '<div class="question"><h1>Imprimante réseau invisible après mise à jour Windows 11</h1><div class="meta">Jeanne_L – Posté le 21 nov. 2026 à 09:14 · Résolu</div>'
 f'<div class="typo"><p>{QA[0]}</p><p>Merci d\'avance</p></div><div class="actions"><a>Signaler</a><a>J\'ai le même problème (14)</a></div></div>'
 f'<div class="best-answer"><p class="label">Meilleure réponse</p><div class="meta">Bruno_tech – 21 nov. 2026 à 10:02</div><div class="typo"><p>{QA[1]}</p></div><div class="actions"><a>Signaler</a><a>Utile (8)</a></div></div>'
 '<div class="ad">Publicité</div>'
 f'<div class="answers"><h2>3 réponses</h2><div class="answer"><div class="meta">informaticien77 – 21 nov. 2026 à 11:30</div><div class="typo"><p>{QA[2]}</p></div><div class="actions"><a>Signaler</a><a>Utile (2)</a></div></div></div>'
 '<div class="related"><h2>Discussions similaires</h2><a>Imprimante hors ligne Windows 10</a></div></main>'
 '<footer><p>CommentÇaMarche est une marque de Figaro Classifieds</p><a>Conditions d\'utilisation</a><a>Gérer mes cookies</a></footer></body></html>',
 "https://forums.commentcamarche.net/forum/affich-38012345-imprimante-reseau-invisible-apres-mise-a-jour-windows-11",
 QA, ["Signaler", "même problème", "Utile (", "Publicité", "Discussions similaires", "Figaro Classifieds", "Poser une question"])
_META["ccm"] = {"lang": "fr"}

# --- pages of harder build: an interview, a live blog, a table, accordions, a brief, a gallery, an old CMS's <br>
# text, a vBulletin 3 thread, a paywalled body, a fact box, a collapsed rest, a pull quote, a lead in the header,
# a short story over a long box of teaser cards, a short blog post beside long archives

# interview Q&A, short questions in strong
IV = ["Pourquoi avoir choisi de tourner ce film en Bretagne ?",
      "Parce que j'y ai passé toutes mes vacances d'enfant. Les paysages de la presqu'île de Crozon m'ont toujours semblé faits pour le cinéma.",
      "Et le choix des acteurs ?",
      "Je voulais des visages peu connus.",
      "Le film sort en salles le 3 décembre. Vous êtes inquiète ?",
      "Un peu, comme toujours. Mais les premières projections en avant-première se sont très bien passées, le public a ri et pleuré aux bons moments."]
_RAW["interview"] = (news_head("Marie Le Gall : « La Bretagne m'a toujours semblé faite pour le cinéma » - Télérama", "fr", "Marie Le Gall : « La Bretagne m'a toujours semblé faite pour le cinéma »", "Pierre Murat", "2026-11-28") +
 '<body><header><nav><a>Cinéma</a><a>Séries</a><a>Musique</a></nav></header><main><article class="article">'
 '<h1>Marie Le Gall : « La Bretagne m\'a toujours semblé faite pour le cinéma »</h1><p class="article__chapeau">La réalisatrice présente son deuxième long métrage.</p>'
 '<div class="article__author">Propos recueillis par <a>Pierre Murat</a> – Publié le 28/11/26</div>'
 f'<div class="article__body"><p><strong>{IV[0]}</strong></p><p>{IV[1]}</p><p><strong>{IV[2]}</strong></p><p>{IV[3]}</p><p><strong>{IV[4]}</strong></p><p>{IV[5]}</p></div>'
 '<div class="article__share"><a>Partager sur Facebook</a><a>Partager sur X</a><a>Envoyer par mail</a></div>'
 '</article></main><footer><p>© Télérama 2026</p></footer></body></html>',
 "https://www.telerama.fr/cinema/marie-le-gall-la-bretagne-m-a-toujours-semble-faite-pour-le-cinema-7023456.php",
 IV, ["Partager sur", "Envoyer par mail"])
_META["interview"] = {"author": "Pierre Murat", "date": "2026-11-28", "lang": "fr"}

# Italian live blog
LB = ["Il presidente della Regione ha firmato l'ordinanza che chiude le scuole di ogni ordine e grado nei comuni della costa per la giornata di domani.",
      "La Protezione civile segnala allagamenti in via Roma e in via Garibaldi a Sestri Levante. Chiuso il sottopasso della stazione.",
      "Esondato il torrente Entella a Chiavari: evacuate in via precauzionale dodici famiglie nella zona di Caperana.",
      "Allerta rossa prorogata fino alle 15 di domani su tutto il levante ligure."]
_RAW["diretta"] = (news_head("Maltempo in Liguria, allerta rossa: la diretta | Il Secolo XIX", "it", "Maltempo in Liguria, allerta rossa: la diretta", "Redazione", "2026-11-26", "LiveBlogPosting") +
 '<body><header><nav><a>Genova</a><a>Levante</a><a>Sport</a></nav></header><main><article><h1>Maltempo in Liguria, allerta rossa: la diretta</h1>'
 '<div class="byline">Redazione · <time datetime="2026-11-26T08:00:00+01:00">26 Novembre 2026</time></div>'
 '<div class="liveblog"><div class="liveblog-entry"><span class="liveblog-time">17:45</span>' f'<p>{LB[3]}</p></div>'
 '<div class="liveblog-entry"><span class="liveblog-time">16:20</span>' f'<p>{LB[2]}</p><div class="share"><a>Condividi</a></div></div>'
 '<div class="liveblog-entry"><span class="liveblog-time">14:05</span>' f'<p>{LB[1]}</p></div>'
 '<div class="liveblog-entry"><span class="liveblog-time">12:30</span>' f'<p>{LB[0]}</p></div></div>'
 '<div class="liveblog-more"><button>Carica altri aggiornamenti</button></div></article></main><footer><p>© Il Secolo XIX</p></footer></body></html>',
 "https://www.ilsecoloxix.it/levante/2026/11/26/diretta/maltempo-liguria-allerta-rossa-123456",
 LB, ["Carica altri", "Condividi"])
_META["diretta"] = {"date": "2026-11-26", "lang": "it"}

# Spanish sports results article with a table and a list
TB = ["El Real Zaragoza venció este domingo al Racing de Santander por dos goles a uno y sale de los puestos de descenso por primera vez en la temporada.",
      "Los goles aragoneses los marcaron Bakis en el minuto 23 y Francho Serrano en el 78, tras un error en la salida de balón del conjunto cántabro.",
      "Con esta victoria, el equipo suma 18 puntos y se coloca decimoséptimo, a un punto de la zona tranquila de la tabla."]
_RAW["tabla"] = (news_head("El Zaragoza vence al Racing y sale del descenso | Heraldo", "es", "El Zaragoza vence al Racing y sale del descenso", "Jorge Sanz", "2026-11-23") +
 '<body><header><nav><a>Aragón</a><a>Deportes</a><a>Real Zaragoza</a></nav></header><main><article><h1>El Zaragoza vence al Racing y sale del descenso</h1>'
 '<p class="author">Jorge Sanz · Zaragoza · 23/11/2026 a las 20:12</p>'
 f'<div class="cuerpo"><p>{TB[0]}</p><p>{TB[1]}</p><h2>Así queda la clasificación</h2>'
 '<table class="clasificacion"><thead><tr><th>Pos.</th><th>Equipo</th><th>Pts</th></tr></thead><tbody><tr><td>16</td><td>Cartagena</td><td>19</td></tr><tr><td>17</td><td>Real Zaragoza</td><td>18</td></tr><tr><td>18</td><td>Racing de Ferrol</td><td>17</td></tr></tbody></table>'
 f'<p>{TB[2]}</p><h2>Próximos partidos</h2><ul><li>Domingo 30 de noviembre: Elche – Real Zaragoza</li><li>Sábado 6 de diciembre: Real Zaragoza – Mirandés</li></ul></div>'
 '<div class="noticias-relacionadas"><h3>Noticias relacionadas</h3><a>Víctor Fernández: "Hemos dado un paso importante"</a></div></article></main><footer><p>© Heraldo de Aragón Editora S.L.U.</p></footer></body></html>',
 "https://www.heraldo.es/noticias/deportes/futbol/real-zaragoza/2026/11/23/zaragoza-vence-racing-sale-descenso-1812345.html",
 TB + ["Domingo 30 de noviembre: Elche – Real Zaragoza"], ["Noticias relacionadas", "paso importante"])
_META["tabla"] = {"author": "Jorge Sanz", "date": "2026-11-23", "lang": "es"}

# service-public-like page with collapsed accordion panels (DSFR)
SP = ["Vous pouvez demander une carte d'identité dans n'importe quelle mairie équipée d'un dispositif de recueil, quel que soit votre lieu de domicile.",
      "La carte d'identité d'une personne majeure est valable 15 ans. Celle d'un mineur est valable 10 ans.",
      "La carte est gratuite, sauf en cas de perte ou de vol : vous devez alors payer un timbre fiscal de 25 €.",
      "Le délai de fabrication dépend du nombre de demandes en cours. Il peut être plus long à l'approche des vacances d'été."]
_RAW["dsfr"] = (article_head("Carte d'identité d'un majeur : comment faire la demande ? | Service-Public.fr", "fr") +
 '<body><header class="fr-header"><div class="fr-header__brand"><p class="fr-logo">République Française</p></div><nav class="fr-nav"><a>Papiers - Citoyenneté</a><a>Famille</a><a>Travail</a></nav></header>'
 '<main id="main"><nav class="fr-breadcrumb"><ol><li><a>Accueil particuliers</a></li><li><a>Papiers - Citoyenneté - Élections</a></li></ol></nav>'
 '<h1>Carte d\'identité d\'un majeur : comment faire la demande ?</h1><p class="fr-text--sm">Vérifié le 01 novembre 2026 - Direction de l\'information légale et administrative (Premier ministre)</p>'
 f'<div class="article-content"><p>{SP[0]}</p>'
 '<section class="fr-accordion"><h3 class="fr-accordion__title"><button class="fr-accordion__btn" aria-expanded="false" aria-controls="a1">Durée de validité</button></h3>'
 f'<div class="fr-collapse" id="a1"><p>{SP[1]}</p></div></section>'
 '<section class="fr-accordion"><h3 class="fr-accordion__title"><button class="fr-accordion__btn" aria-expanded="false" aria-controls="a2">Coût</button></h3>'
 f'<div class="fr-collapse" id="a2"><p>{SP[2]}</p></div></section>'
 '<section class="fr-accordion"><h3 class="fr-accordion__title"><button class="fr-accordion__btn" aria-expanded="false" aria-controls="a3">Délai</button></h3>'
 f'<div class="fr-collapse" id="a3"><p>{SP[3]}</p></div></section></div>'
 '<div class="fr-callout"><p>Cette page vous a-t-elle été utile ?</p><button>Oui</button><button>Non</button></div></main>'
 '<footer class="fr-footer"><a>legifrance.gouv.fr</a><a>gouvernement.fr</a><a>Accessibilité : partiellement conforme</a></footer></body></html>',
 "https://www.service-public.fr/particuliers/vosdroits/F1342",
 SP, ["partiellement conforme", "été utile", "Vérifié le"])
_META["dsfr"] = {"lang": "fr"}

# brief: one paragraph, short
BR = ["Un incendie s'est déclaré dans la nuit de samedi à dimanche dans un entrepôt de la zone artisanale de Saint-Herblain. Aucun blessé n'est à déplorer, selon les pompiers."]
_RAW["breve"] = (news_head("Saint-Herblain : incendie dans un entrepôt, pas de blessé", "fr", "Saint-Herblain : incendie dans un entrepôt, pas de blessé", "Ouest-France", "2026-11-30") +
 '<body><header><nav><a>Nantes</a><a>Saint-Herblain</a></nav></header><main><article><h1>Saint-Herblain : incendie dans un entrepôt, pas de blessé</h1>'
 '<p class="meta">Ouest-France · Publié le 30/11/2026 à 09h12</p>'
 f'<div class="article-body"><p>{BR[0]}</p></div>'
 '<div class="abo">Vous souhaitez lire la suite ? Abonnez-vous à partir de 1 € le premier mois</div></article>'
 '<aside><h2>À la une</h2><ul><li><a>Nantes : la ligne 1 du tramway coupée pour travaux pendant trois semaines</a></li><li><a>Météo : un week-end pluvieux et venteux sur toute la Loire-Atlantique</a></li><li><a>FC Nantes : Kombouaré prolongé jusqu\'en 2028</a></li></ul></aside></main>'
 '<footer><p>© Ouest-France</p></footer></body></html>',
 "https://www.ouest-france.fr/pays-de-la-loire/saint-herblain-44800/saint-herblain-incendie-dans-un-entrepot-pas-de-blesse-abc.html",
 BR, ["Abonnez-vous", "tramway", "pluvieux", "Kombouaré"])
_META["breve"] = {"date": "2026-11-30", "lang": "fr"}

# gallery article: captions are the text
GA = ["Le marché de Noël de Strasbourg a ouvert ses portes vendredi soir, place Broglie, sous une pluie fine qui n'a pas découragé les premiers visiteurs.",
      "Le grand sapin de la place Kléber, haut de trente mètres, a été illuminé à 17 heures devant plusieurs milliers de personnes.",
      "Plus de 300 chalets proposent cette année bredele, vin chaud et décorations artisanales jusqu'au 24 décembre."]
_RAW["galerie"] = (news_head("EN IMAGES. Le marché de Noël de Strasbourg a ouvert ses portes - DNA", "fr", "EN IMAGES. Le marché de Noël de Strasbourg a ouvert ses portes", "Sophie Weber", "2026-11-28") +
 '<body><header><nav><a>Strasbourg</a><a>Bas-Rhin</a></nav></header><main><article><h1>EN IMAGES. Le marché de Noël de Strasbourg a ouvert ses portes</h1>'
 '<p class="byline">Sophie Weber - 28 nov. 2026 à 19:40</p>'
 '<div class="gallery">'
 f'<figure class="gallery-item"><img src="/1.jpg"><figcaption><p>{GA[0]}</p><span class="credit">Photo DNA /Jean-Marc Loos</span></figcaption><span class="counter">1 / 3</span></figure>'
 f'<figure class="gallery-item"><img src="/2.jpg"><figcaption><p>{GA[1]}</p><span class="credit">Photo DNA /Jean-Marc Loos</span></figcaption><span class="counter">2 / 3</span></figure>'
 f'<figure class="gallery-item"><img src="/3.jpg"><figcaption><p>{GA[2]}</p><span class="credit">Photo DNA /Laurent Réa</span></figcaption><span class="counter">3 / 3</span></figure>'
 '</div></article></main><footer><p>© Dernières Nouvelles d\'Alsace</p></footer></body></html>',
 "https://www.dna.fr/culture-loisirs/2026/11/28/en-images-le-marche-de-noel-de-strasbourg-a-ouvert-ses-portes",
 GA, ["Photo DNA", "1 / 3"])
_META["galerie"] = {"author": "Sophie Weber", "date": "2026-11-28", "lang": "fr"}

# text with <br> in a div, no p (old CMS, Italian local site)
BRD = ["Si è svolta ieri sera presso la sala consiliare la presentazione del nuovo calendario degli eventi natalizi organizzati dalla Pro Loco.",
       "Tra le novità di quest'anno la pista di pattinaggio in piazza Vittorio Veneto, aperta tutti i giorni dalle 10 alle 22 fino all'Epifania.",
       "Il presidente della Pro Loco ha ringraziato i volontari e gli sponsor che hanno reso possibile il programma."]
_RAW["brdiv"] = (article_head("Natale 2026, presentato il calendario degli eventi - Il Paese Notizie", "it") +
 '<body><table width="100%"><tr><td class="menu"><a>Home</a><br><a>Cronaca</a><br><a>Sport</a><br><a>Eventi</a></td>'
 '<td class="contenuto"><span class="titolo">Natale 2026, presentato il calendario degli eventi</span><br><span class="data">27/11/2026</span><br><br>'
 f'<div class="testo">{BRD[0]}<br><br>{BRD[1]}<br><br>{BRD[2]}</div><br><a>Torna indietro</a> | <a>Stampa</a></td>'
 '<td class="destra"><b>Ultime notizie</b><br><a>Incidente sulla provinciale, due feriti</a><br><a>Calcio, la Virtus vince il derby</a></td></tr></table>'
 '<div class="footer">Il Paese Notizie - Reg. Trib. n. 12/2004 - P.IVA 01234560987</div></body></html>',
 "http://www.ilpaesenotizie.it/notizia.asp?id=12345",
 BRD, ["Torna indietro", "Incidente sulla", "Reg. Trib"])
_META["brdiv"] = {"date": "2026-11-27", "lang": "it"}

# Spanish vBulletin 3 thread (table layout)
VB = ["Buenas, tengo un Seat León de 2016 y desde hace unos días se enciende el testigo de presión de neumáticos aunque las ruedas están bien infladas.",
      "Cuando cambias la presión tienes que recalibrar el sistema desde el menú del coche, en Ajustes, Neumáticos, y pulsar en Guardar.",
      "Solucionado, era eso. Lo he recalibrado y ya no ha vuelto a salir. Gracias."]
def _vbpost(n: int, user: str, date: str, text: str, sig: str = "") -> str:
    """A vBulletin 3 post: its table, the poster's panel, the text, the signature under its rule."""
    return (f'<table class="tborder" id="post{n}"><tr><td class="thead">{date}<a>#{n}</a></td></tr><tr><td class="alt2" width="175"><a class="bigusername">{user}</a><div class="smallfont">Forero</div>'
            f'<div class="smallfont">Fecha de Ingreso: mar 2019<br>Mensajes: 1.234</div></td><td class="alt1"><div id="post_message_{n}">{text}</div>'
            + (f'<div>__________________<br>{sig}</div>' if sig else '') + '</td></tr><tr><td class="alt2"><a>Citar</a></td></tr></table>')
_RAW["vb_es"] = (article_head("Testigo presión neumáticos León - ForoMotor", "es") +
 '<body><table class="tborder"><tr><td class="navbar"><a>ForoMotor</a> &gt; <a>Mecánica</a> &gt; <a>Seat</a></td><td><a>Registrarse</a><a>Buscar</a><a>Mensajes de hoy</a></td></tr></table>'
 '<h1>Testigo presión neumáticos León</h1>'
 + _vbpost(1, "pepe_leon", "25-nov-2026, 18:02", VB[0], "León FR 1.5 TSI 150cv") + _vbpost(2, "mecanico80", "25-nov-2026, 18:40", VB[1]) + _vbpost(3, "pepe_leon", "26-nov-2026, 09:15", VB[2]) +
 '<table><tr><td class="smallfont">Normas de Publicación<br>No puedes crear discusiones<br>No puedes responder</td></tr></table>'
 '<div class="smallfont" align="center">La franja horaria es GMT +1. Ahora son las 10:04.<br>Powered by vBulletin® Version 3.8.11</div></body></html>',
 "https://www.foromotor.es/showthread.php?t=456789",
 VB, ["León FR 1.5", "Citar", "Normas de Publicación", "franja horaria", "vBulletin", "Fecha de Ingreso", "Mensajes: 1.234"])
_META["vb_es"] = {"lang": "es"}


PW = ["A Câmara Municipal do Porto aprovou esta segunda-feira a criação de uma taxa turística mais alta para as estadias em alojamento local no centro histórico.",
      "A partir de março, cada hóspede passa a pagar três euros por noite, em vez dos actuais dois, até um máximo de sete noites.",
      "O presidente da autarquia defendeu que a receita servirá para reforçar a limpeza urbana e a segurança nas zonas mais procuradas pelos turistas.",
      "A oposição votou contra, alegando que a medida penaliza sobretudo os pequenos proprietários."]
_RAW["paywall_pt"] = (news_head("Porto aumenta taxa turística para três euros | Expresso", "pt", "Porto aumenta taxa turística para três euros", "Rui Gustavo", "2026-11-24") +
 '<body><header><nav><a>Sociedade</a><a>Economia</a></nav></header><main><article class="article"><h1>Porto aumenta taxa turística para três euros</h1>'
 '<div class="author">Rui Gustavo <time datetime="2026-11-24T19:00:00Z">24 novembro 2026 19:00</time></div>'
 f'<div class="article-body"><p>{PW[0]}</p><div class="paywall-content premium-content"><p>{PW[1]}</p><p>{PW[2]}</p><p>{PW[3]}</p></div></div>'
 '<div class="exclusive-box"><p>Exclusivo para assinantes</p></div></article></main><footer><p>© Expresso Impresa Publishing S.A.</p></footer></body></html>',
 "https://expresso.pt/sociedade/2026-11-24-porto-aumenta-taxa-turistica-para-tres-euros-abc123",
 PW, ["Exclusivo para assinantes"])
_META["paywall_pt"] = {"author": "Rui Gustavo", "date": "2026-11-24", "lang": "pt"}

FA = ["Trafikverket föreslår att hastigheten på E4 genom Uppsala sänks från 110 till 90 kilometer i timmen för att minska bullret för de boende.",
      "Förslaget har mötts av kritik från åkerinäringen, som menar att transporttiderna blir längre och kostnaderna högre.",
      "Beslut väntas under våren.",
      "E4 genom Uppsala trafikeras av omkring 40 000 fordon per dygn."]
_RAW["fakta_sv"] = (news_head("Lägre fart på E4 genom Uppsala föreslås | UNT", "sv", "Lägre fart på E4 genom Uppsala föreslås", "Erik Nilsson", "2026-11-22") +
 '<body><header><nav><a>Uppsala</a><a>Sport</a></nav></header><main><article><h1>Lägre fart på E4 genom Uppsala föreslås</h1>'
 '<div class="byline">Erik Nilsson <time datetime="2026-11-22T07:30:00+01:00">22 november 2026 07:30</time></div>'
 f'<div class="article-body"><p>{FA[0]}</p><p>{FA[1]}</p><p>{FA[2]}</p>'
 f'<aside class="factbox"><h3>Fakta: E4 genom Uppsala</h3><p>{FA[3]}</p></aside></div>'
 '<div class="tags"><span>Ämnen i artikeln</span><a>Uppsala</a><a>Trafik</a></div></article></main><footer><p>Ansvarig utgivare: Charlotte Oredsson</p></footer></body></html>',
 "https://www.unt.se/nyheter/uppsala/artikel/lagre-fart-pa-e4-genom-uppsala-foreslas/r4k2m9pz",
 FA, ["Ämnen i artikeln", "Ansvarig utgivare"])
_META["fakta_sv"] = {"author": "Erik Nilsson", "date": "2026-11-22", "lang": "sv"}

CL = ["Il Comune di Bologna ha presentato il progetto per trasformare l'ex caserma Sani in un nuovo quartiere con 800 alloggi, di cui metà in affitto a canone calmierato.",
      "Il progetto prevede anche un parco di quattro ettari, una scuola dell'infanzia e una casa di quartiere gestita dalle associazioni.",
      "I lavori dovrebbero partire nel 2028 e concludersi entro il 2032, con un investimento complessivo di circa 240 milioni di euro."]
_RAW["leggitutto"] = (news_head("Ex caserma Sani, ecco il nuovo quartiere | Bologna Today", "it", "Ex caserma Sani, ecco il nuovo quartiere", "Luca Bianchi", "2026-11-21") +
 '<body><header><nav><a>Cronaca</a><a>Politica</a></nav></header><main><article><h1>Ex caserma Sani, ecco il nuovo quartiere</h1>'
 '<div class="byline">Luca Bianchi · 21 novembre 2026</div>'
 f'<div class="article-body"><p>{CL[0]}</p><a class="read-more" data-toggle="collapse" href="#more">Leggi tutto</a>'
 f'<div class="collapse" id="more"><p>{CL[1]}</p><p>{CL[2]}</p></div></div>'
 '</article></main><footer><p>© Citynews</p></footer></body></html>',
 "https://www.bolognatoday.it/politica/ex-caserma-sani-nuovo-quartiere.html",
 CL, ["Leggi tutto"])
_META["leggitutto"] = {"author": "Luca Bianchi", "date": "2026-11-21", "lang": "it"}

DN = ["De provincie Gelderland wil dat er in 2030 op elk station in de provincie een overdekte en bewaakte fietsenstalling is.",
      "Gedeputeerde Peter Kerris zegt dat veel reizigers nu met de auto naar het station gaan omdat ze bang zijn dat hun fiets wordt gestolen.",
      "De provincie trekt er de komende vijf jaar 45 miljoen euro voor uit. Gemeenten moeten zelf een kwart van de kosten betalen."]
_RAW["hidden_nl"] = (news_head("Gelderland wil bewaakte fietsenstalling op elk station | Omroep Gelderland", "nl", "Gelderland wil bewaakte fietsenstalling op elk station", "Sanne de Vries", "2026-11-20") +
 '<body><header><nav><a>Nieuws</a><a>Sport</a></nav></header><main><article><h1>Gelderland wil bewaakte fietsenstalling op elk station</h1>'
 '<div class="meta">Sanne de Vries · 20 nov 2026, 06:00</div>'
 f'<div class="article-body"><p>{DN[0]}</p><div class="truncated-text" style="display: none;"><p>{DN[1]}</p><p>{DN[2]}</p></div><button class="show-more">Lees meer</button></div>'
 '</article></main><footer><p>© Omroep Gelderland</p></footer></body></html>',
 "https://www.gld.nl/nieuws/8012345/gelderland-wil-bewaakte-fietsenstalling-op-elk-station",
 DN, ["Lees meer"])
_META["hidden_nl"] = {"author": "Sanne de Vries", "date": "2026-11-20", "lang": "nl"}

QU = ["Det norske oljefondet tapte 210 milliarder kroner i tredje kvartal, først og fremst på grunn av fallet i teknologiaksjer.",
      "– Vi har en langsiktig strategi, og svingninger fra kvartal til kvartal er ventet, sier lederen for fondet.",
      "Fondet er nå verdt rundt 19 000 milliarder kroner."]
_RAW["sitat_no"] = (news_head("Oljefondet tapte 210 milliarder i tredje kvartal – E24", "nb", "Oljefondet tapte 210 milliarder i tredje kvartal", "Ola Berg", "2026-11-19") +
 '<body><header><nav><a>Børs</a><a>Økonomi</a></nav></header><main><article><h1>Oljefondet tapte 210 milliarder i tredje kvartal</h1>'
 '<div class="byline">Ola Berg <time datetime="2026-11-19T07:00:00+01:00">19.11.2026 07:00</time></div>'
 f'<div class="article-body"><p>{QU[0]}</p><blockquote class="pullquote"><p>{QU[1]}</p></blockquote><p>{QU[2]}</p></div>'
 '<div class="ad"><p>Annonse</p></div></article></main><footer><p>Ansvarlig redaktør: Trine Eilertsen</p></footer></body></html>',
 "https://e24.no/boers-og-finans/i/abc123/oljefondet-tapte-210-milliarder",
 QU, ["Annonse"])
_META["sitat_no"] = {"author": "Ola Berg", "date": "2026-11-19", "lang": "no"}

HE = ["El Ayuntamiento de Valencia instalará 40 nuevas fuentes de agua potable en parques y plazas antes del próximo verano.",
      "Las fuentes contarán con un grifo adaptado para rellenar botellas y otro a menor altura para mascotas.",
      "La concejala de Medio Ambiente explicó que la ubicación se ha decidido a partir de las peticiones vecinales recogidas en las juntas de distrito."]
_RAW["lead_es"] = (news_head("Valencia instalará 40 nuevas fuentes de agua potable | Levante-EMV", "es", "Valencia instalará 40 nuevas fuentes de agua potable", "Paula Martí", "2026-11-18") +
 '<body><header><nav><a>Valencia</a><a>Deportes</a></nav></header><main><article>'
 f'<header class="article-header"><h1>Valencia instalará 40 nuevas fuentes de agua potable</h1><div class="author">Paula Martí · Valencia · 18·11·26 | 06:00</div><p class="lead-text">{HE[0]}</p></header>'
 f'<div class="article-body"><p>{HE[1]}</p><p>{HE[2]}</p></div>'
 '<div class="te-puede-interesar"><h3>TE PUEDE INTERESAR:</h3><a>Las obras de la plaza del Ayuntamiento terminarán en marzo</a></div></article></main><footer><p>© Prensa Ibérica</p></footer></body></html>',
 "https://www.levante-emv.com/valencia/2026/11/18/valencia-instalara-40-fuentes-agua-potable-12345678.html",
 HE, ["TE PUEDE INTERESAR", "terminarán en marzo"])
_META["lead_es"] = {"author": "Paula Martí", "date": "2026-11-18", "lang": "es"}

SH = ["Un'auto è finita fuori strada questa mattina lungo la provinciale 24 nei pressi di Castelfranco, ribaltandosi in un campo. Il conducente, un uomo di 54 anni, è stato soccorso dal 118.",
      "Sul posto anche i vigili del fuoco e i carabinieri, che stanno ricostruendo la dinamica dell'incidente. L'uomo non sarebbe in pericolo di vita."]
teasers = "".join(f'<article class="teaser"><a href="/cronaca/{i}.html"><h3>Notizia numero {i}: titolo di cronaca locale sul fatto del giorno</h3></a><p class="teaser-summary">Breve riassunto della notizia {i} con qualche dettaglio in più per invogliare il lettore a cliccare sul titolo.</p><span class="date">2{i%9} novembre 2026</span></article>' for i in range(24))
_RAW["short_many"] = (news_head("Auto fuori strada sulla provinciale 24, ferito il conducente - TrevisoToday", "it", "Auto fuori strada sulla provinciale 24, ferito il conducente", "Redazione", "2026-11-29") +
 '<body><header><nav><a>Cronaca</a><a>Sport</a><a>Eventi</a></nav></header><main><article class="article"><h1>Auto fuori strada sulla provinciale 24, ferito il conducente</h1>'
 '<div class="byline">Redazione · 29 novembre 2026 10:12</div>'
 f'<div class="article-body"><p>{SH[0]}</p><p>{SH[1]}</p></div></article>'
 f'<section class="altre-notizie"><h2>Altre notizie</h2>{teasers}</section></main><footer><p>© Citynews</p></footer></body></html>',
 "https://www.trevisotoday.it/cronaca/incidente-provinciale-24-castelfranco-29-novembre-2026.html",
 SH, ["Notizia numero 3", "Breve riassunto"])
_META["short_many"] = {"date": "2026-11-29", "lang": "it"}

# no JSON-LD, og:type website, short blog post in French with many sidebar links
BL = ["Petit retour sur notre atelier couture de samedi : huit participantes, trois machines et beaucoup de bonne humeur pour coudre des trousses zippées.",
      "Prochain atelier le 13 décembre, sur le thème des décorations de Noël en tissu. Inscriptions par mail, places limitées."]
side = "".join(f'<li><a href="/{y}/{m}/">{m:02d}/{y}</a></li>' for y in (2024, 2025, 2026) for m in range(1, 13))
posts = "".join(f'<li><a href="/p/{i}">Atelier du mois {i} : retour en images sur nos créations</a></li>' for i in range(15))
_RAW["short_blog"] = ('<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Retour sur l\'atelier trousses – Les Petites Mains</title><meta property="og:type" content="website"></head>'
 '<body><header><h1 class="site-title">Les Petites Mains</h1><nav><a>Accueil</a><a>Ateliers</a><a>Contact</a></nav></header>'
 '<div id="content"><div class="post"><h2 class="post-title">Retour sur l\'atelier trousses</h2><p class="post-meta">Publié le 30 novembre 2026 par Céline</p>'
 f'<div class="post-content"><p>{BL[0]}</p><p>{BL[1]}</p></div><p class="post-tags">Tags : couture, atelier</p></div></div>'
 f'<div id="sidebar"><h3>Articles récents</h3><ul>{posts}</ul><h3>Archives</h3><ul>{side}</ul></div>'
 '<footer><p>Propulsé par WordPress</p></footer></body></html>',
 "https://lespetitesmains.fr/2026/11/30/retour-sur-latelier-trousses/",
 BL, ["Atelier du mois 3", "Propulsé par", "Archives"])
_META["short_blog"] = {"date": "2026-11-30", "lang": "fr"}


# --- blogs on Blogger and WordPress in their translations, a comune's tabs, a shop's FAQ, a kommun's page

def _blogger(lang: str, blog: str, title: str, day_label: str, texts: list[str], author: str, time: str, stamp: str,
             footer_bits: tuple[str, ...]) -> str:
    """A Blogger post in ``lang``: the date header, the post, its footer's words (``footer_bits``: "Posted by", "at",
    "No comments:", "Post a Comment", "Newer Post", "Older Post", "Home", the feed's line, the labels) in that language."""
    by, at, none_c, post_c, newer, older, home, sub, labels = footer_bits
    return (article_head(f"{blog}: {title}", lang, '<meta name="generator" content="blogger">') +
     f'<body><div class="navbar"><a>Blog</a></div><header class="header-outer"><h1 class="title">{blog}</h1></header>'
     f'<div class="main-outer"><div class="date-outer"><h2 class="date-header"><span>{day_label}</span></h2>'
     f'<div class="post hentry"><h3 class="post-title entry-title">{title}</h3>'
     f'<div class="post-body entry-content">' + "<br><br>".join(texts) + '</div>'
     f'<div class="post-footer"><span class="post-author vcard">{by} <span class="fn">{author}</span></span> <span class="post-timestamp">{at} <a class="timestamp-link"><abbr class="published" title="{stamp}">{time}</abbr></a></span>'
     f' <span class="post-comment-link"><a>{none_c}</a></span><span class="post-labels">{labels}</span></div></div></div>'
     f'<div class="comments"><h4>{none_c}</h4><p><a>{post_c}</a></p></div>'
     f'<div class="blog-pager"><a class="blog-pager-newer-link">{newer}</a><a class="blog-pager-older-link">{older}</a><a class="home-link">{home}</a></div>'
     f'<div class="post-feeds">{sub}</div></div>'
     '<footer><p>Tecnologia do Blogger.</p></footer></body></html>')

PT = ["No último fim de semana fomos conhecer a Serra da Canastra, em Minas Gerais, onde nasce o rio São Francisco.",
      "A estrada de terra até a parte alta do parque é longa, mas a vista da cachoeira Casca d'Anta compensa cada quilômetro.",
      "Dormimos em uma pousada simples em São Roque de Minas e provamos o famoso queijo canastra, curado por meses."]
_RAW["blogger_pt"] = (_blogger("pt-BR", "Diário de Viagem", "Serra da Canastra em três dias", "domingo, 16 de novembro de 2026", PT, "Ana Paula", "20:14", "2026-11-16T20:14:00-03:00",
    ("Postado por", "às", "Nenhum comentário:", "Postar um comentário", "Postagem mais recente", "Postagem mais antiga", "Página inicial", "Assinar: Postar comentários (Atom)", "Marcadores: Minas Gerais, viagens")),
    "https://diariodeviagem.blogspot.com/2026/11/serra-da-canastra.html", PT,
    ["Postado por", "Nenhum comentário", "Postar um comentário", "Postagem mais", "Página inicial", "Assinar", "Marcadores", "Tecnologia do Blogger"])
_META["blogger_pt"] = {"author": "Ana Paula", "date": "2026-11-16", "lang": "pt"}

ES = ["Este otoño hemos plantado por fin el pequeño huerto que llevábamos años queriendo hacer en el patio de casa.",
      "Empezamos con lechugas, espinacas y habas, que aguantan bien el frío, y reservamos un rincón para las aromáticas.",
      "Lo más difícil ha sido mejorar la tierra, muy arcillosa, con varias carretillas de compost del punto limpio."]
_RAW["blogger_es"] = (_blogger("es", "El huerto de Carmen", "Nuestro primer huerto de invierno", "lunes, 17 de noviembre de 2026", ES, "Carmen", "10:30", "2026-11-17T10:30:00+01:00",
    ("Publicado por", "en", "No hay comentarios:", "Publicar un comentario", "Entrada más reciente", "Entrada antigua", "Inicio", "Suscribirse a: Enviar comentarios (Atom)", "Etiquetas: huerto, otoño")),
    "https://elhuertodecarmen.blogspot.com/2026/11/nuestro-primer-huerto-de-invierno.html", ES,
    ["Publicado por", "No hay comentarios", "Publicar un comentario", "Entrada más reciente", "Entrada antigua", "Suscribirse", "Etiquetas"])
_META["blogger_es"] = {"author": "Carmen", "date": "2026-11-17", "lang": "es"}

FR = ["Cette semaine, j'ai enfin terminé le pull en laine mérinos commencé au début de l'été, avec un point de riz sur tout le devant.",
      "Le modèle est gratuit et très bien expliqué, mais j'ai dû refaire les manches deux fois pour obtenir la bonne longueur.",
      "Pour la prochaine fois, je choisirai une laine un peu plus épaisse pour que le tricot avance plus vite."]
_RAW["blogger_fr"] = (_blogger("fr", "Les aiguilles de Lise", "Mon pull au point de riz", "mardi 18 novembre 2026", FR, "Lise", "21:05", "2026-11-18T21:05:00+01:00",
    ("Publié par", "à", "Aucun commentaire:", "Enregistrer un commentaire", "Article plus récent", "Article plus ancien", "Accueil", "Inscription à : Publier les commentaires (Atom)", "Libellés : laine, pull")),
    "https://lesaiguillesdelise.blogspot.com/2026/11/mon-pull-au-point-de-riz.html", FR,
    ["Publié par", "Aucun commentaire", "Enregistrer un commentaire", "Article plus récent", "Article plus ancien", "Inscription à", "Libellés"])
_META["blogger_fr"] = {"author": "Lise", "date": "2026-11-18", "lang": "fr"}

NLB = ["Afgelopen weekend hebben we de Veluwe doorkruist op de fiets, van Apeldoorn naar Otterlo, een tocht van ruim zestig kilometer.",
      "Onderweg stopten we bij het Kröller-Müller Museum, waar de beeldentuin in de herfst op zijn mooist is.",
      "Het laatste stuk door de bossen was zwaar door de tegenwind, maar de appeltaart in Otterlo maakte alles goed."]
_RAW["wp_nl"] = (article_head("Fietsen over de Veluwe – Op pad met Joost", "nl") +
 '<body class="single single-post"><header id="masthead"><p class="site-title"><a>Op pad met Joost</a></p><nav><a>Fietsen</a><a>Wandelen</a><a>Over mij</a></nav></header>'
 '<main id="main"><article class="post type-post hentry"><header class="entry-header"><h1 class="entry-title">Fietsen over de Veluwe</h1>'
 '<div class="entry-meta"><span class="posted-on">Geplaatst op <a><time class="entry-date published" datetime="2026-11-12T19:00:00+01:00">12 november 2026</time></a></span> <span class="byline">door <span class="author vcard"><a class="url fn n">Joost</a></span></span></div></header>'
 f'<div class="entry-content"><p>{NLB[0]}</p><p>{NLB[1]}</p><p>{NLB[2]}</p></div>'
 '<footer class="entry-footer"><span class="cat-links">Geplaatst in <a>Fietsen</a></span><span class="tags-links">Getagd <a>Veluwe</a></span></footer></article>'
 '<nav class="navigation post-navigation"><h2 class="screen-reader-text">Berichtnavigatie</h2><div class="nav-previous"><a><span class="meta-nav">Vorig bericht</span> Wandelen langs de Maas</a></div><div class="nav-next"><a><span class="meta-nav">Volgend bericht</span> Winterfietsen: zo blijf je warm</a></div></nav>'
 '<div id="comments" class="comments-area"><div id="respond"><h3 id="reply-title">Geef een reactie</h3><p class="comment-notes">Je e-mailadres wordt niet gepubliceerd. Vereiste velden zijn gemarkeerd met *</p><form><label>Reactie *</label><label>Naam *</label><p class="comment-form-cookies-consent"><label>Mijn naam, e-mail en site opslaan in deze browser voor de volgende keer wanneer ik een reactie plaats.</label></p><input type="submit" value="Reactie plaatsen"></form></div></div></main>'
 '<footer id="colophon"><p>Ondersteund door WordPress</p></footer></body></html>',
 "https://oppadmetjoost.nl/2026/11/12/fietsen-over-de-veluwe/", NLB,
 ["Geplaatst in", "Getagd", "Berichtnavigatie", "Vorig bericht", "Volgend bericht", "Geef een reactie", "niet gepubliceerd", "opslaan in deze browser", "Ondersteund door"])
_META["wp_nl"] = {"author": "Joost", "date": "2026-11-12", "lang": "nl"}

SVB = ["I helgen gick vi Sörmlandsleden mellan Malmköping och Hälleforsnäs, en sträcka på drygt tjugo kilometer genom skog och hagmarker.",
      "Leden är väl uppmärkt med orange färg och det finns vindskydd med eldstad på flera ställen längs vägen.",
      "Vi övernattade vid sjön Båven och vaknade till en alldeles spegelblank sjö och ett tunt lager frost på tältet."]
_RAW["wp_sv"] = (article_head("Två dagar på Sörmlandsleden – Ute med Maja", "sv") +
 '<body class="single single-post"><header id="masthead"><p class="site-title"><a>Ute med Maja</a></p><nav><a>Vandring</a><a>Om mig</a></nav></header>'
 '<main id="main"><article class="post type-post hentry"><header class="entry-header"><h1 class="entry-title">Två dagar på Sörmlandsleden</h1>'
 '<div class="entry-meta"><span class="posted-on">Publicerat den <time class="entry-date published" datetime="2026-11-10T18:00:00+01:00">10 november 2026</time></span> <span class="byline">av <span class="author vcard"><a class="url fn n">Maja</a></span></span></div></header>'
 f'<div class="entry-content"><p>{SVB[0]}</p><p>{SVB[1]}</p><p>{SVB[2]}</p></div>'
 '<footer class="entry-footer"><span class="cat-links">Publicerat i <a>Vandring</a></span></footer></article>'
 '<nav class="navigation post-navigation"><h2 class="screen-reader-text">Inläggsnavigering</h2><div class="nav-previous"><a>Föregående inlägg Höstvandring i Tyresta</a></div><div class="nav-next"><a>Nästa inlägg Packlista för vintertur</a></div></nav>'
 '<div id="comments" class="comments-area"><div id="respond"><h3 id="reply-title">Lämna ett svar</h3><p class="comment-notes">Din e-postadress kommer inte publiceras. Obligatoriska fält är märkta *</p><form><label>Kommentar *</label><input type="submit" value="Publicera kommentar"></form></div></div></main>'
 '<footer id="colophon"><p>Drivs med WordPress</p></footer></body></html>',
 "https://utemedmaja.se/2026/11/10/tva-dagar-pa-sormlandsleden/", SVB,
 ["Publicerat i", "Inläggsnavigering", "Föregående inlägg", "Nästa inlägg", "Lämna ett svar", "inte publiceras", "Drivs med"])
_META["wp_sv"] = {"author": "Maja", "date": "2026-11-10", "lang": "sv"}

TP = ["La carta d'identità elettronica può essere richiesta presso l'ufficio anagrafe del Comune di residenza, previo appuntamento.",
      "Per il rilascio sono necessari una fototessera recente, la vecchia carta d'identità o la denuncia di smarrimento e la tessera sanitaria.",
      "Il costo è di 22,21 euro, da pagare allo sportello con carta di debito o credito."]
_RAW["tabs_it"] = (article_head("Richiedere la carta d'identità elettronica | Comune di Lecco", "it") +
 '<body><header><nav><a>Amministrazione</a><a>Servizi</a><a>Novità</a></nav></header><main><h1>Richiedere la carta d\'identità elettronica</h1>'
 '<ul class="nav nav-tabs" role="tablist"><li><a class="nav-link active" role="tab">Descrizione</a></li><li><a class="nav-link" role="tab">Cosa serve</a></li><li><a class="nav-link" role="tab">Costi</a></li></ul>'
 f'<div class="tab-content"><div class="tab-pane fade show active" role="tabpanel" id="t1"><p>{TP[0]}</p></div>'
 f'<div class="tab-pane fade" role="tabpanel" id="t2"><p>{TP[1]}</p></div>'
 f'<div class="tab-pane fade" role="tabpanel" id="t3"><p>{TP[2]}</p></div></div>'
 '<div class="rating"><p>Quanto sono chiare le informazioni su questa pagina?</p></div></main><footer><p>Comune di Lecco - P.IVA 00623530136</p></footer></body></html>',
 "https://www.comune.lecco.it/servizi/richiedere-carta-identita-elettronica", TP, ["Quanto sono chiare", "P.IVA"])
_META["tabs_it"] = {"lang": "it"}

FQ = ["Le délai de rétractation est de 14 jours à compter de la réception de votre commande.",
      "Vous pouvez suivre votre colis depuis votre espace client, rubrique Mes commandes, grâce au numéro de suivi envoyé par e-mail.",
      "Les frais de retour sont offerts pour toute commande livrée en France métropolitaine."]
_RAW["faq_fr"] = (article_head("Questions fréquentes – Maison Dufour", "fr") +
 '<body><header><nav><a>Boutique</a><a>Notre histoire</a><a>Contact</a></nav><a>Panier (0)</a></header><main><h1>Questions fréquentes</h1>'
 f'<details><summary>Quel est le délai de rétractation ?</summary><p>{FQ[0]}</p></details>'
 f'<details><summary>Comment suivre ma commande ?</summary><p>{FQ[1]}</p></details>'
 f'<details><summary>Les retours sont-ils gratuits ?</summary><p>{FQ[2]}</p></details>'
 '<p>Vous n\'avez pas trouvé votre réponse ? <a>Contactez-nous</a></p></main>'
 '<footer><p>Inscrivez-vous à notre newsletter</p><a>CGV</a><a>Mentions légales</a></footer></body></html>',
 "https://www.maisondufour.fr/pages/faq", FQ, ["Panier", "newsletter", "CGV"])
_META["faq_fr"] = {"lang": "fr"}

RS = ["Från den 1 januari ändras taxan för hämtning av hushållsavfall. En normalvilla med fyrfackskärl betalar 3 120 kronor per år.",
      "Du som komposterar ditt matavfall hemma kan ansöka om reducerad taxa. Ansökan görs via kommunens e-tjänst.",
      "Har du frågor om din faktura kan du kontakta kundtjänst på telefon 0155-26 30 00 vardagar klockan 8–16."]
_RAW["kommun_sv"] = (article_head("Ny avfallstaxa 2027 - Nyköpings kommun", "sv") +
 '<body><header><a>Till startsidan</a><nav><a>Bo och leva</a><a>Barn och utbildning</a><a>Kommun och politik</a></nav></header>'
 '<main><nav class="breadcrumb"><a>Startsida</a> / <a>Bo och leva</a> / <a>Avfall och återvinning</a></nav>'
 '<h1>Ny avfallstaxa 2027</h1><div class="tools"><a class="rs_skip">Lyssna</a><a>Skriv ut</a><a>Dela</a></div>'
 f'<div class="sv-text-portlet"><p>{RS[0]}</p><p>{RS[1]}</p><p>{RS[2]}</p></div>'
 '<p class="lastupdated">Sidan uppdaterades: 14 november 2026</p>'
 '<div class="feedback"><p>Hjälpte informationen på den här sidan dig?</p><button>Ja</button><button>Nej</button></div></main>'
 '<footer><p>Nyköpings kommun, 611 83 Nyköping</p><a>Om webbplatsen</a><a>Tillgänglighetsredogörelse</a></footer></body></html>',
 "https://nykoping.se/bo-och-leva/avfall-och-atervinning/ny-avfallstaxa-2027", RS,
 ["Lyssna", "Skriv ut", "Hjälpte informationen", "Tillgänglighetsredogörelse", "Till startsidan"])
_META["kommun_sv"] = {"lang": "sv"}

# --- Stack Overflow in Spanish and Portuguese

def _se(lang: str, site: str, title: str, q: str, answers: list[str], words: tuple[str, ...]) -> str:
    """A Stack Exchange question in its Spanish or Portuguese site: the question, the answers, each with its menu,
    its stamp and its comment link in the site's words (``words``)."""
    asked, answered, improve, share, follow, comment, votes_label = words
    def post(n: int, text: str, verb: str) -> str:
        return (f'<div class="answer js-answer" id="answer-{n}"><div class="votecell"><div class="js-vote-count">{n + 2}</div></div>'
                f'<div class="answercell"><div class="s-prose js-post-body" itemprop="text"><p>{text}</p></div>'
                f'<div class="post-menu"><a>{share}</a><a>{improve}</a><a>{follow}</a></div>'
                f'<div class="post-signature"><div class="user-action-time">{verb} 3 dic. 2016 a las 23:5{n}</div><div class="user-details"><a>usuario{n}</a><span class="reputation-score">1.234</span></div></div>'
                f'<div class="comments"><a class="js-add-link">{comment}</a></div></div></div>')
    return (article_head(f"{title} - {site}", lang) +
     f'<body><header class="s-topbar"><a>{site}</a></header><div id="content"><div id="question-header"><h1 itemprop="name"><a>{title}</a></h1></div>'
     f'<div class="d-flex"><div>{asked} hace 8 años</div><div>{votes_label} 12k veces</div></div>'
     f'<div id="mainbar" role="main"><div class="question js-question"><div class="postcell"><div class="s-prose js-post-body" itemprop="text"><p>{q}</p></div>'
     f'<div class="post-menu"><a>{share}</a><a>{improve}</a><a>{follow}</a></div></div></div>'
     f'<div id="answers"><h2>{len(answers)} respuestas</h2>' + "".join(post(i + 1, a, answered) for i, a in enumerate(answers)) + '</div></div></div>'
     '<footer id="footer"><p>Diseño del sitio / logotipo © 2026 Stack Exchange Inc; contribuciones de los usuarios bajo licencia CC BY-SA.</p></footer></body></html>')

SE = ["Tengo una lista de diccionarios en Python y quiero ordenarla por el valor de una clave concreta, pero no sé cómo hacerlo sin escribir un bucle.",
      "Puedes usar la función sorted con el parámetro key y una función lambda que devuelva el valor de la clave que te interesa.",
      "Si la lista es muy grande, operator.itemgetter es algo más rápido que una lambda y el código queda igual de legible."]
_RAW["so_es"] = (_se("es", "Stack Overflow en español", "¿Cómo ordenar una lista de diccionarios por una clave?", SE[0], SE[1:],
                     ("Formulada", "respondida", "Mejora esta respuesta", "Compartir", "Seguir", "Añade un comentario", "Vista")),
                 "https://es.stackoverflow.com/questions/12345/como-ordenar-una-lista-de-diccionarios-por-una-clave", SE,
                 ["Mejora esta respuesta", "Añade un comentario", "respondida", "Formulada", "Stack Exchange Inc", "12k veces"])
_META["so_es"] = {"lang": "es"}

SOPT = ["Estou tentando conectar ao banco de dados PostgreSQL a partir de um container Docker, mas recebo o erro de conexão recusada na porta 5432.",
      "Dentro do container, localhost aponta para o próprio container. Use o nome do serviço definido no docker-compose como host da conexão.",
      "Verifique também se o PostgreSQL está escutando em todas as interfaces, ajustando listen_addresses no arquivo postgresql.conf."]
_RAW["so_pt"] = (_se("pt", "Stack Overflow em Português", "Erro de conexão recusada ao acessar PostgreSQL no Docker", SOPT[0], SOPT[1:],
                     ("Perguntada", "respondida", "Melhore esta resposta", "Compartilhar", "Seguir", "Adicione um comentário", "Vista")),
                 "https://pt.stackoverflow.com/questions/54321/erro-de-conexao-recusada-postgresql-docker", SOPT,
                 ["Melhore esta resposta", "Adicione um comentário", "respondida", "Perguntada", "Stack Exchange Inc"])
_META["so_pt"] = {"lang": "pt"}

# --- a Catalan paper, a French university's news, a Danish Shopify product, an Invision Community thread in Norwegian

CA = ["L'Ajuntament de Girona ampliarà a partir del gener la zona de baixes emissions a tot el barri de Santa Eugènia i a part del Pont Major.",
      "Els vehicles sense etiqueta ambiental no hi podran circular en dies laborables de set del matí a vuit del vespre, amb multes de fins a 200 euros.",
      "Els veïns empadronats a la ciutat tindran una moratòria d'un any per adaptar els vehicles o demanar una autorització temporal."]
_RAW["ara_ca"] = (news_head("Girona amplia la zona de baixes emissions | Ara.cat", "ca", "Girona amplia la zona de baixes emissions", "Marta Vilalta", "2026-11-24") +
 '<body><header><nav><a>Política</a><a>Societat</a><a>Esports</a></nav><a>Subscriu-t\'hi</a></header><main><article><h1>Girona amplia la zona de baixes emissions</h1>'
 '<div class="byline"><span class="author">Marta Vilalta</span><time datetime="2026-11-24T18:00:00+01:00">24/11/2026 18:00</time></div>'
 '<div class="share"><a>Comparteix</a><a>Facebook</a><a>X</a><a>WhatsApp</a><a>Copia l\'enllaç</a></div>'
 f'<div class="article-body"><p>{CA[0]}</p><p><strong>Llegiu també:</strong> <a>Barcelona estudia endurir la ZBE el 2027</a></p><p>{CA[1]}</p><p>{CA[2]}</p></div>'
 '<div class="related"><h3>Notícies relacionades</h3><a>Les multes de la ZBE es dupliquen en un any</a></div></article></main><footer><p>© Ara.cat</p></footer></body></html>',
 "https://www.ara.cat/societat/girona-amplia-zona-baixes-emissions_1_5123456.html", CA,
 ["Llegiu també", "endurir la ZBE", "Comparteix", "Copia l'enllaç", "Notícies relacionades", "es dupliquen"])
_META["ara_ca"] = {"author": "Marta Vilalta", "date": "2026-11-24", "lang": "ca"}

UF = ["L'université Grenoble Alpes accueille à partir de janvier un nouveau diplôme universitaire consacré à la transition énergétique des territoires de montagne.",
      "Ouverte aux étudiants comme aux professionnels en reprise d'études, la formation se déroule sur deux semestres, en alternance entre cours et projets de terrain.",
      "Les candidatures sont ouvertes jusqu'au 15 décembre sur la plateforme de l'université."]
_RAW["univ_fr"] = (article_head("Un nouveau DU sur la transition énergétique en montagne | Université Grenoble Alpes", "fr") +
 '<body><header><nav><a>Formation</a><a>Recherche</a><a>International</a><a>Vie de campus</a></nav></header><main>'
 '<nav class="breadcrumb"><a>Accueil</a> &gt; <a>Actualités</a></nav><article class="news"><h1>Un nouveau DU sur la transition énergétique en montagne</h1>'
 '<p class="date">Publié le 20 novembre 2026</p><div class="share"><span>Partager :</span><a>Facebook</a><a>X</a><a>LinkedIn</a><a>Envoyer par e-mail</a></div>'
 f'<div class="news-body"><p>{UF[0]}</p><p>{UF[1]}</p><p>{UF[2]}</p></div><p class="updated">Mis à jour le 21 novembre 2026</p>'
 '<div class="contact"><h2>Contact</h2><p>Service communication</p></div></article></main>'
 '<footer><a>Mentions légales</a><a>Plan du site</a><p>Université Grenoble Alpes – 621 avenue Centrale – 38400 Saint-Martin-d\'Hères</p></footer></body></html>',
 "https://www.univ-grenoble-alpes.fr/actualites/nouveau-du-transition-energetique-montagne-1234567.kjsp", UF,
 ["Partager", "Envoyer par e-mail", "Mentions légales", "avenue Centrale"])
_META["univ_fr"] = {"date": "2026-11-20", "lang": "fr"}

DK = ["Vores uldplaid er vævet i ren lammeuld fra danske får og er både blødt, varmt og holdbart.",
      "Plaiddet måler 130 x 180 cm og er kantet med frynser. Det kan vaskes på uldprogram ved 30 grader.",
      "Hvert plaid er vævet på et lille væveri i Jylland, hvor vi har samarbejdet med den samme familie i over tyve år."]
_RAW["shop_da"] = (article_head("Uldplaid i lammeuld – Nordisk Hjem", "da", '<meta property="og:type" content="product">') +
 '<body><div class="announcement-bar"><p>Fri fragt over 499 kr.</p></div><header><nav><a>Plaider</a><a>Puder</a><a>Udsalg</a></nav><a>Kurv (0)</a></header>'
 '<main><div class="product"><h1 class="product__title">Uldplaid i lammeuld</h1><div class="price">899,00 kr</div><p class="product__tax">Inkl. moms. Fragt beregnes ved kassen.</p>'
 '<form><label>Antal</label><input value="1"><button>Læg i kurv</button></form><p>På lager, klar til afsendelse</p>'
 f'<div class="product__description"><p>{DK[0]}</p><p>{DK[1]}</p><p>{DK[2]}</p></div>'
 '<details><summary>Levering og returnering</summary><p>Vi sender med GLS inden for 1-3 hverdage. Du har 30 dages returret.</p></details></div>'
 '<section class="related"><h2>Du vil måske også kunne lide</h2><a>Hyndebetræk i hør</a><span>349,00 kr</span></section></main>'
 '<footer><p>© 2026 Nordisk Hjem ApS · CVR 12345678</p><a>Handelsbetingelser</a></footer></body></html>',
 "https://nordiskhjem.dk/products/uldplaid-i-lammeuld", DK,
 ["Fri fragt", "Inkl. moms", "Læg i kurv", "På lager", "Hyndebetræk", "CVR", "Kurv (0)"])
_META["shop_da"] = {"lang": "da"}

IN = ["Hei! Jeg har en varmepumpe fra 2018 som har begynt å lage en høy summelyd om natten, særlig når det er kaldt ute.",
      "Det høres ut som viften i utedelen. Sjekk om det har bygget seg opp is rundt viftebladene, det gir ofte ubalanse og støy.",
      "Takk, det var is! Etter avising er den helt stille igjen."]
_RAW["forum_no"] = ('<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><title>Varmepumpe lager summelyd om natten - Varmepumper - Diskusjon.no</title>'
 '<meta property="og:type" content="website"><meta property="og:title" content="Varmepumpe lager summelyd om natten">'
 '<script type="application/ld+json">{"@context": "http://schema.org", "@type": "DiscussionForumPosting", "headline": "Varmepumpe lager summelyd om natten", "datePublished": "2026-11-21T21:14:00+0000", "author": {"@type": "Person", "name": "Kari_B"}}</script></head>' +
 '<body><header id="ipsLayout_header"><nav><a>Forum</a><a>Aktivitet</a><a>Logg inn</a><a>Registrer deg</a></nav></header>'
 '<main id="ipsLayout_body"><nav class="ipsBreadcrumb"><a>Hjem</a> <a>Bolig</a> <a>Varmepumper</a></nav><h1 class="ipsType_pageTitle">Varmepumpe lager summelyd om natten</h1>'
 f'<article class="cPost ipsComment"><aside class="cAuthorPane"><h3><a>Kari_B</a></h3><ul><li>Medlem</li><li>14 innlegg</li></ul></aside><div class="ipsComment_content"><div class="ipsComment_meta"><a>Skrevet <time datetime="2026-11-21T21:14:00Z">21. november</time></a></div><div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_richText"><p>{IN[0]}</p></div></div><ul class="ipsComment_controls"><li><a>Siter</a></li></ul></div></article>'
 f'<article class="cPost ipsComment"><aside class="cAuthorPane"><h3><a>Frost</a></h3><ul><li>Ekspert</li><li>3 210 innlegg</li></ul></aside><div class="ipsComment_content"><div class="ipsComment_meta"><a>Skrevet <time datetime="2026-11-21T22:02:00Z">21. november</time></a></div><div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_richText"><p>{IN[1]}</p></div></div><div class="cSignature">Mitsubishi Kaiteki 6800 siden 2015</div><ul class="ipsComment_controls"><li><a>Siter</a></li></ul></div></article>'
 f'<article class="cPost ipsComment"><aside class="cAuthorPane"><h3><a>Kari_B</a></h3></aside><div class="ipsComment_content"><div class="ipsComment_meta"><a>Skrevet <time datetime="2026-11-22T08:30:00Z">22. november</time></a></div><div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_richText"><p>{IN[2]}</p></div></div></div></article>'
 '<div class="ipsBox"><h2>Bli med i samtalen</h2><p>Du kan publisere innhold nå og registrere deg senere. Hvis du har en konto, logg inn nå for å publisere med kontoen din.</p></div>'
 '<div class="ipsResponsive"><a>Gå til emneoversikt</a></div></main>'
 '<footer><p>Powered by Invision Community</p></footer></body></html>',
 "https://www.diskusjon.no/topic/1987654-varmepumpe-lager-summelyd-om-natten/", IN,
 ["Siter", "Mitsubishi Kaiteki", "Bli med i samtalen", "registrere deg senere", "Gå til emneoversikt", "Invision", "3 210 innlegg"])
_META["forum_no"] = {"lang": "no"}

PAGES: dict[str, NewsPage] = {name: NewsPage(html, url, tuple(kept), tuple(gone), _META.get(name, {}))
                              for name, (html, url, kept, gone) in _RAW.items()}

globals().update(page_tests(PAGES, languages={}, byline=True))


# --- the rules the pages found missing ---------------------------------------------------------------------------

def _story(lang: str, inserted: str, after: str = "") -> tuple[list[str], list[str]]:
    """The paragraphs of an article page in ``lang`` with ``inserted`` (markup) between its first two paragraphs
    and ``after`` below its text, through ``vert``'s worker step; and the story's own three paragraphs."""
    texts = list(STORY_TEXTS[lang])
    html = _article(lang, "Budget approved after a long debate", texts[:1] + [f"</p>{inserted}<p>{texts[1]}"] + texts[2:],
                    after=after)
    return _paragraphs(processed(html, "https://www.example.com/news/2026/11/25/budget-approved").body), texts


@pytest.mark.parametrize(("lang", "row"), [
    ("es", "<a>Compartir en Whatsapp</a><a>Compartir en Facebook</a><a>Copiar enlace</a><a>Ir a los comentarios</a>"),
    ("fr", "<a>Partager cette page</a><a>Imprimer</a><a>Envoyer à un ami</a>"),
    ("it", "<a>Condividi questa pagina</a> <a>Stampa</a> <a>Invia a un amico</a>"),
    ("fr", "<a>Signaler</a> <a>Utile (8)</a>"),
    ("en", "<a>Report</a> <a>Helpful (12)</a>"),
    ("it", "<a>Torna indietro</a> | <a>Stampa</a>"),
    ("fr", "<a>Retour</a> | <a>Imprimer</a>"),
])
def test_a_row_of_page_tools_goes_but_the_storys_paragraphs_stay(lang: str, row: str) -> None:
    """The copy button and the jump to the comments of El País's share row, a mairie's "Partager cette page …
    Envoyer à un ami", a Q&A site's report button with the answer's votes, an old CMS's back link beside its
    print link: a row of page tools, each word a button's."""
    found, texts = _story(lang, f'<div class="tools">{row}</div>')
    assert found[1:] == texts


@pytest.mark.parametrize("lang", ["fr", "it", "es"])
def test_a_sentence_that_names_a_page_tool_stays(lang: str) -> None:
    """A paragraph that says "retour", "indietro", "signaler" in a sentence is the story's (the row is whole
    buttons only)."""
    line = {"fr": "Le maire a promis un retour rapide des bus et de signaler chaque retard au syndicat des transports.",
            "it": "Il sindaco ha deciso di tornare indietro sulla chiusura e di segnalare i ritardi all'azienda dei trasporti.",
            "es": "El alcalde anunció que volverá atrás en la decisión y que se podrá denunciar cada retraso de los autobuses."}[lang]
    found, texts = _story(lang, f"<p>{line}</p>")
    assert found[1:] == [texts[0], line, *texts[1:]]


@pytest.mark.parametrize(("lang", "line"), [
    ("es", "Síguenos en Google News y únete a nuestro canal de WhatsApp para no perderte nada."),
    ("it", "Seguici su Google News e iscriviti al nostro canale WhatsApp."),
    ("en", "Follow us on Google News and join our WhatsApp channel."),
    ("fr", "Suivez-nous sur Google Actualités et rejoignez notre chaîne WhatsApp."),
])
def test_a_follow_line_joined_with_a_channels_prompt_goes(lang: str, line: str) -> None:
    """A regional's closing line asking to follow it on a network and to join its messaging channel, both in one
    sentence (each alone went already)."""
    found, texts = _story(lang, "", after=f"<p><em>{line}</em></p>")
    assert found[1:] == texts


def test_a_sentence_about_joining_a_channel_stays() -> None:
    line = "La policía pidió a los vecinos que se unan al canal de WhatsApp del barrio para avisar de los robos."
    found, texts = _story("es", "", after=f"<p>{line}</p>")
    assert found[1:] == [*texts, line]


@pytest.mark.parametrize(("lang", "rating"), [
    ("it", "<span>4,7</span><span>(1.284 voti)</span><a>Vota la ricetta</a>"),
    ("fr", "<span>4,8</span> <span>(312 avis)</span> <a>Noter cette recette</a>"),
    ("en", "<span>4.5</span> <span>(87 votes)</span> <a>Rate this recipe</a>"),
    ("es", "<span>4,6</span><span>(95 votos)</span><a>Valorar receta</a>"),
])
def test_a_recipe_cards_rating_with_its_button_goes(lang: str, rating: str) -> None:
    """A recipe portal's rating, its spans run together, and the card's button after it."""
    found, texts = _story(lang, f'<div class="rating">{rating}</div>')
    assert found[1:] == texts


@pytest.mark.parametrize("label", ["VÍDEOS: tudo sobre Campinas e região", "VÍDEOS: mais assistidos do g1 PE"])
def test_a_brazilian_papers_playlist_label_goes(label: str) -> None:
    """G1's regional editions' line over the playlist under every story."""
    html = _article("pt", "Campinas amplia horário de centros de saúde", [G1[0], G1[1] + f"</p><p><strong>{label}</strong>",
                                                                          G1[2]])
    assert _paragraphs(processed(html, "https://g1.globo.com/sp/campinas-regiao/noticia/2026/11/25/x.ghtml").body)[1:] == list(G1)


@pytest.mark.parametrize(("lang", "lines"), [
    ("es", ("Valoraciones (0)", "No hay valoraciones aún.", "Sé el primero en valorar “Aceite picual 5 L”")),
    ("pt", ("Avaliações (0)", "Não há avaliações ainda.", "Seja o primeiro a avaliar “Azeite virgem extra 5 L”")),
    ("nl", ("Beoordelingen (0)", "Er zijn nog geen beoordelingen.", "Wees de eerste om “Olijfolie 5 L” te beoordelen")),
])
def test_a_shops_empty_review_tab_goes_in_spanish_portuguese_and_dutch(lang: str, lines: tuple[str, ...]) -> None:
    """WooCommerce's review tab in its translations, on a product page: the count, the empty notice, the prompt."""
    from corpustools.vert.shoplines import shop_line

    assert all(shop_line(line.lower()) for line in lines)
    assert not shop_line("no hay valoraciones negativas sobre este aceite en las tiendas de la provincia de jaén.")


@pytest.mark.parametrize("summary", [
    "Breve riassunto della notizia con qualche dettaglio in più per invogliare il lettore a cliccare.",
    "Breve riassunto della notizia con qualche dettaglio in più per invogliare il lettore a cliccare sul titolo e "
    "leggere tutta la storia fino in fondo, con le foto.",
])
@pytest.mark.parametrize("cards", [6, 24])
def test_a_long_box_of_teaser_cards_under_a_short_story_goes(summary: str, cards: int) -> None:
    """A local paper's "Altre notizie" under a short story, each card a linked title over a summary and a day:
    all its cards go, however many (past ``MAX_TEASER_RUN``'s blocks) and however long their summaries (a long
    paragraph of prose ends a teaser run elsewhere)."""
    box = "".join(f'<article class="teaser"><a href="/cronaca/{i}.html"><h3>Titolo della notizia numero {i} di oggi'
                  f'</h3></a><p>{summary} ({i})</p><span class="date">2{i % 9} novembre 2026</span></article>'
                  for i in range(cards))
    html = _RAW["short_many"][0].replace(teasers, box)
    found = _paragraphs(processed(html, _RAW["short_many"][1]).body)
    assert found[1:] == SH


def test_the_articles_text_after_a_teaser_list_in_another_element_stays() -> None:
    """The other side: the text's second part in an element of its own that opens with a "Lire aussi" list, then
    long paragraphs of prose, each alone in that element (no card's): the article's, kept."""
    texts = list(STORY_TEXTS["fr"])
    rest = (f'<div class="suite"><h3>Lire aussi</h3><ul><li><a href="/a/1">Le budget adopté au conseil</a></li>'
            f'<li><a href="/a/2">Les bus gratuits le samedi</a></li></ul><p>{texts[1]} Le vote final aura lieu en '
            f'décembre, après l\'avis de la commission des finances.</p><p>{texts[2]}</p></div>')
    html = _article("fr", "Le budget adopté après un long débat", texts[:1], after=rest)
    found = _paragraphs(processed(html, "https://www.example.fr/actualite/2026/11/25/budget").body)
    assert found[-2:] == [texts[1] + " Le vote final aura lieu en décembre, après l'avis de la commission des finances.",
                          texts[2]]


@pytest.mark.parametrize("prompt", [
    "Hjälpte informationen på den här sidan dig?", "Var sidan till hjälp?", "Hjalp denne side dig?",
    "Fandt du det, du søgte?", "Hjalp informasjonen deg?", "Fant du det du lette etter?", "Var denne siden til hjelp?",
    "Was deze informatie nuttig?", "Heeft deze informatie u geholpen?",
])
def test_a_municipalitys_feedback_prompt_goes_in_the_nordic_languages_and_dutch(prompt: str) -> None:
    """The question under every page of a Swedish kommun's, a Danish or Norwegian kommune's, a Dutch gemeente's
    site (the German, English, French, Italian and Czech ones went already)."""
    html, url, kept, _ = _RAW["kommun_sv"]
    found = _paragraphs(processed(html.replace("Hjälpte informationen på den här sidan dig?", prompt), url).body)
    assert prompt not in found and all(text in found for text in kept)


def test_a_sentence_asking_whether_help_came_stays() -> None:
    line = "Var hjälpen till nytta för de drabbade familjerna? Kommunen ska utvärdera insatsen under våren."
    html, url, kept, _ = _RAW["kommun_sv"]
    found = _paragraphs(processed(html.replace(f"<p>{RS[2]}</p>", f"<p>{RS[2]}</p><p>{line}</p>"), url).body)
    assert line in found


@pytest.mark.parametrize(("lang", "credit", "cook"), [
    ("it", "Ricetta di", "Giulia Ferri"), ("fr", "Recette de", "Julie Morel"), ("de", "Rezept von", "Anna Weber"),
    ("es", "Receta de", "Lucía Gómez"), ("en", "Recipe by", "Sarah Collins"),
])
def test_a_recipe_sites_credit_names_its_cook(lang: str, credit: str, cook: str) -> None:
    """A recipe page whose <head> states no writer: the credit line over the recipe ("Ricetta di Giulia Ferri ·
    pubblicata il …") names the cook, not "Ricetta di"."""
    html, url, _, _ = _RAW["ricetta"]
    html = re.sub(r'<script type="application/ld\+json">.*?</script>', "", html)
    html = html.replace('Ricetta di <a href="/autori/giulia-ferri">Giulia Ferri</a>', f'{credit} <a href="/autori/x">{cook}</a>')
    assert processed(html, url).attrs.get("author") == cook


@pytest.mark.parametrize(("lang", "heading", "prompt", "back"), [
    ("no", "Bli med i samtalen", "Du kan publisere innhold nå og registrere deg senere. Hvis du har en konto, logg inn nå "
     "for å publisere med kontoen din.", "Gå til emneoversikt"),
    ("sv", "Gå med i samtalen", "Du kan göra inlägg nu och registrera dig senare. Om du har ett konto, logga in nu för att "
     "göra inlägg med ditt konto.", "Gå till ämneslistan"),
    ("es", "Únete a la conversación", "Puedes publicar ahora y registrarte más tarde. Si tienes una cuenta, conéctate "
     "para publicar con tu cuenta.", "Ir a la lista de temas"),
    ("pt", "Participe da conversa", "Você pode postar agora e se cadastrar mais tarde. Se você tem uma conta, faça o "
     "login para postar com sua conta.", "Ir para a lista de tópicos"),
    ("nl", "Neem deel aan het gesprek", "Je kunt nu posten en later registreren. Als je een account hebt, log dan nu in "
     "om te posten met je account.", "Ga naar onderwerpoverzicht"),
])
def test_a_forums_guest_box_and_its_back_link_go_in_its_language(lang: str, heading: str, prompt: str, back: str) -> None:
    """Invision Community's box under a thread for guests (its heading, "you can post now and register later …")
    and its link back to the forum's topics, in its language packs, on a thread in that language: the thread's
    posts stay, the box goes."""
    html, url, kept, _ = _RAW["forum_no"]
    posts = {"no": IN, "sv": SVB, "es": SE, "pt": SOPT, "nl": NLB}[lang]
    for mine, theirs in zip(kept, posts):
        html = html.replace(mine, theirs)
    html = (html.replace('lang="nb"', f'lang="{lang}"').replace("Bli med i samtalen", heading)
            .replace("Gå til emneoversikt", back)
            .replace("Du kan publisere innhold nå og registrere deg senere. Hvis du har en konto, logg inn nå for å "
                     "publisere med kontoen din.", prompt))
    found = _paragraphs(processed(html, url).body)
    assert found[1:] == list(posts)
