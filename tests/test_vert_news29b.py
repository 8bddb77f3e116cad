"""Whole news pages of session 29's second batch of sites: Spanish, Catalan, Portuguese and Latin-American papers,
English-language sites outside the big British and American ones the earlier batches had (Irish, Australian,
Canadian, Indian, Qatari), and sites in other scripts (Greek, Cyrillic, Turkish, Arabic and Hebrew written right to
left, Japanese, Korean, Chinese), each after the article template the site emits, with its furniture between and
around the paragraphs ("Lee también"/"Leia também" teasers, captions with credits, share bars, newsletter and app
promos, paywall notes, comment counters, tag lists, related rails).  For each page the article's text stays whole,
the furniture goes, the ``<doc>`` line names the title, writer and day the page states, and each paragraph has the
page's language.  The harness is ``NewsPage`` of ``test_vert_news28``."""

from __future__ import annotations

import pytest
from test_vert_news28 import DE, NewsPage, _german_article, page_tests
from vert_support import article_head, article_ld, news_foot
from vert_support import paragraphs as _ps

PAGES: dict[str, NewsPage] = {}


def _foot(site: str, links: str = '<a href="/aviso-legal">Aviso legal</a> <a href="/privacidad">Privacidad</a>') -> str:
    return news_foot(site, links)


# --- El Mundo (Unidad Editorial: ue-c-article blocks, standfirst, media source, "Más noticias", tags) ----------

ELMUNDO = (
    "El Consejo de Ministros aprobará el martes el anteproyecto de ley de vivienda asequible, que obliga a las "
    "comunidades autónomas a reservar el 30% del suelo urbanizable para alquiler social.",
    "La norma llega después de meses de negociación con los socios parlamentarios del Gobierno, que exigían medidas "
    "más duras contra los grandes propietarios.",
    "El ministerio calcula que la reserva de suelo permitirá construir unas 180.000 viviendas en la próxima década, "
    "la mayoría en Madrid, Barcelona y Valencia.",
    "Las comunidades, en contra",
    "Varias comunidades gobernadas por el PP ya han anunciado que recurrirán la ley ante el Tribunal Constitucional "
    "por invadir sus competencias en materia de urbanismo.",
)


def _elmundo() -> str:
    a = ELMUNDO
    return (
        article_head("El Gobierno obliga a reservar suelo para alquiler social | España | EL MUNDO", "es",
                     article_ld("NewsArticle", "El Gobierno obliga a reservar suelo para alquiler social",
                                "Marta Belver", "2026-11-24"))
        + '<body><header class="ue-c-main-header"><a href="/">EL MUNDO</a><nav><a href="/espana.html">España</a> '
        '<a href="/economia.html">Economía</a> <a href="/suscripciones">Suscríbete</a> <a href="/login">Iniciar sesión'
        '</a></nav></header><main><article class="ue-c-article">'
        '<div class="ue-c-article__header"><span class="ue-c-article__kicker">Vivienda</span>'
        '<h1 class="ue-c-article__headline">El Gobierno obliga a reservar suelo para alquiler social</h1>'
        f'<p class="ue-c-article__standfirst">{a[0]}</p></div>'
        '<figure class="ue-c-article__media"><img src="/v.jpg" alt=""><figcaption class="ue-c-article__media-'
        'description">La ministra de Vivienda, en el Congreso. <span class="ue-c-article__media-source">JAVIER '
        'BARBANCHO</span></figcaption></figure>'
        '<div class="ue-c-article__byline"><div class="ue-c-article__byline-name"><a href="/autor/marta-belver.html">'
        'Marta Belver</a></div><div class="ue-c-article__byline-location">Madrid</div>'
        '<time class="ue-c-article__publishdate" datetime="2026-11-24T01:10:00Z">Actualizado Martes, 24 noviembre '
        '2026 - 02:10</time></div>'
        '<ul class="ue-c-article__share"><li><a href="#">Compartir en Facebook</a></li><li><a href="#">Compartir en '
        'X</a></li><li><a href="#">Enviar por email</a></li></ul>'
        '<div class="ue-c-article__comments-counter"><a href="#comentarios">Ver 37 comentarios</a></div>'
        f'<div class="ue-c-article__body">{_ps(a[1:3])}'
        '<aside class="ue-c-article__related"><h3>Más noticias</h3><ul><li><a href="/e/1">El precio del alquiler '
        'sube un 11% en un año</a></li><li><a href="/e/2">Los jóvenes dedican la mitad de su sueldo a la vivienda</a>'
        f'</li></ul></aside><h2>{a[3]}</h2><p>{a[4]}</p></div>'
        '<ul class="ue-c-article__tags"><li><a href="/t/vivienda.html">Vivienda</a></li><li><a href="/t/pp.html">PP'
        '</a></li><li><a href="/t/congreso.html">Congreso de los Diputados</a></li></ul></article></main>'
        + _foot("Unidad Editorial Información General S.L.U."))


PAGES["el-mundo"] = NewsPage(
    _elmundo(), "https://www.elmundo.example.es/espana/2026/11/24/6742a1b2fc6c83d5428b45a1.html",
    ELMUNDO, ("JAVIER BARBANCHO", "Compartir en", "Ver 37 comentarios", "Más noticias", "El precio del alquiler",
              "Congreso de los Diputados", "Unidad Editorial", "Iniciar sesión"),
    {"author": "Marta Belver", "date": "2026-11-24", "lang": "es", "type": "article"})


# --- La Vanguardia ("Lee también" box with its teaser's writer, epigraph, agency credit in the caption) ----------

LAVANGUARDIA = (
    "El Ayuntamiento de Barcelona limitará a partir de enero el acceso de autocares turísticos al entorno de la "
    "Sagrada Família, una de las zonas con más congestión de la ciudad.",
    "Los autocares solo podrán detenerse en dos aparcamientos habilitados en la calle Marina y deberán reservar "
    "franja horaria con al menos 24 horas de antelación.",
    "Los vecinos del Eixample llevan años denunciando el colapso de las aceras, sobre todo en verano, cuando el "
    "templo recibe más de 15.000 visitantes al día.",
    "La medida se revisará al cabo de seis meses en función de los datos de tráfico y de ocupación de los "
    "aparcamientos.",
)


def _lavanguardia() -> str:
    a = LAVANGUARDIA
    return (
        article_head("Barcelona limita los autocares turísticos en la Sagrada Família", "es",
                     article_ld("NewsArticle", "Barcelona limita los autocares turísticos en la Sagrada Família",
                                "Luis Benvenuty", "2026-11-25"))
        + '<body><header class="header"><a href="/">La Vanguardia</a><nav><a href="/local/barcelona">Barcelona</a> '
        '<a href="/suscripcion">Suscríbete</a></nav></header><main><article class="article">'
        '<h1 class="title">Barcelona limita los autocares turísticos en la Sagrada Família</h1>'
        f'<h2 class="epigraph">{a[0]}</h2>'
        '<div class="author"><div class="author-name"><a href="/autores/luis-benvenuty">Luis Benvenuty</a></div>'
        '<div class="author-location">Barcelona</div></div>'
        '<div class="date-time"><time datetime="2026-11-25T07:00:00+01:00">25/11/2026 07:00</time> '
        '<span>Actualizado a 25/11/2026 09:31</span></div>'
        '<figure class="image"><img src="/s.jpg" alt=""><figcaption><span class="description">Autocares frente a '
        'la Sagrada Família</span> <span class="author">(Àlex Garcia)</span></figcaption></figure>'
        f'<div class="article-modules"><p class="paragraph">{a[1]}</p>'
        '<div class="related-news-inside"><span class="title">Lee también</span><a href="/local/1"><span>'
        'El Park Güell cobrará entrada también a los vecinos</span></a><span class="author">Silvia Angulo</span></div>'
        f'<p class="paragraph">{a[2]}</p><p class="paragraph">{a[3]}</p></div>'
        '<div class="share-buttons"><span>Compartir</span><a href="#">WhatsApp</a> <a href="#">Facebook</a> '
        '<a href="#">X</a> <a href="#">Copiar enlace</a></div>'
        '<div class="comments-button"><a href="#comments">Comentarios</a></div>'
        '</article></main>' + _foot("La Vanguardia Ediciones S.L."))


PAGES["la-vanguardia"] = NewsPage(
    _lavanguardia(), "https://www.lavanguardia.example.com/local/barcelona/20261125/10123456/autocares.html",
    LAVANGUARDIA, ("Àlex Garcia", "Lee también", "El Park Güell", "Silvia Angulo", "Copiar enlace", "Actualizado a",
                   "Suscríbete"),
    {"author": "Luis Benvenuty", "date": "2026-11-25", "lang": "es", "type": "article"})


# --- 20minutos (article-intro bullet lead, inline "Lee también" paragraph, "Sobre la firma", newsletter) ----------

VEINTE = (
    "La Agencia Estatal de Meteorología ha activado el aviso naranja en siete provincias por lluvias intensas.",
    "Se esperan acumulados de hasta 120 litros por metro cuadrado en doce horas.",
    "Una dana llegará este miércoles a la península y dejará lluvias torrenciales en buena parte del litoral "
    "mediterráneo, según ha advertido la Aemet en su último boletín.",
    "Las precipitaciones serán especialmente intensas en Valencia, Castellón y el sur de Tarragona, donde no se "
    "descartan tormentas con granizo y rachas fuertes de viento.",
    "Protección Civil recomienda evitar los desplazamientos por carretera y no cruzar cauces ni zonas inundables "
    "mientras dure el episodio.",
)


def _veinte() -> str:
    a = VEINTE
    return (
        article_head("La Aemet activa el aviso naranja por una dana en el Mediterráneo", "es",
                     article_ld("NewsArticle", "La Aemet activa el aviso naranja por una dana en el Mediterráneo",
                                "Lucía Montero", "2026-11-25"))
        + '<body><header><a href="/">20minutos</a><nav><a href="/nacional/">Nacional</a> <a href="/internacional/">'
        'Internacional</a></nav></header><main><article class="article">'
        '<div class="article-titles"><h1 class="article-title">La Aemet activa el aviso naranja por una dana en el '
        f'Mediterráneo</h1><ul class="article-intro"><li>{a[0]}</li><li>{a[1]}</li></ul></div>'
        '<div class="article-author"><a href="/autor/lucia-montero/">Lucía Montero</a></div>'
        '<div class="article-date"><a href="#"><time datetime="2026-11-25T10:02:00+01:00">25.11.2026 - 10:02h'
        '</time></a></div>'
        '<div class="article-text">'
        '<figure class="media"><img src="/d.jpg" alt=""><figcaption>Lluvias en Valencia, en una imagen de archivo. '
        '<span class="author">EUROPA PRESS</span></figcaption></figure>'
        f'<p class="paragraph">{a[2]}</p>'
        '<p class="paragraph"><strong>Lee también: </strong><a href="/n/1">Qué es una dana y por qué se forma en '
        'otoño</a></p>'
        f'<p class="paragraph">{a[3]}</p><p class="paragraph">{a[4]}</p></div>'
        '<div class="newsletter-box"><h4>Apúntate a nuestra newsletter</h4><p>Recibe cada mañana las noticias más '
        'importantes.</p><a href="/newsletter">Suscríbete</a></div>'
        '<div class="about-author"><h4>Sobre la firma</h4><p>Lucía Montero</p><p>Redactora de la sección de '
        'Nacional de 20minutos.</p></div></article></main>' + _foot("20minutos"))


PAGES["20minutos"] = NewsPage(
    _veinte(), "https://www.20minutos.example.es/noticia/5678901/0/aemet-aviso-naranja-dana/",
    VEINTE, ("EUROPA PRESS", "Lee también", "Qué es una dana", "Apúntate a nuestra newsletter", "Sobre la firma",
             "Redactora de la sección"),
    {"author": "Lucía Montero", "date": "2026-11-25", "lang": "es", "type": "article"})


# --- elDiario.es (the lead in the headline's box, "news-header > h1 + ul.footer > li > h2"; "Más información" box) -----

ELDIARIO = (
    "El Tribunal Supremo ha confirmado la condena a seis años de prisión para el exalcalde de un municipio "
    "alicantino por adjudicar contratos a empresas de su entorno.",
    "La sentencia, a la que ha tenido acceso elDiario.es, rechaza todos los argumentos de la defensa y considera "
    "probado que el exregidor cobró comisiones durante al menos cuatro años.",
    "Los magistrados subrayan que el acusado «actuó con pleno conocimiento de la ilegalidad» de las adjudicaciones.",
    "El exalcalde deberá además devolver 340.000 euros al Ayuntamiento y queda inhabilitado para cargo público "
    "durante once años.",
)


def _eldiario() -> str:
    a = ELDIARIO
    return (
        article_head("El Supremo confirma seis años de cárcel para un exalcalde por comisiones", "es",
                     article_ld("NewsArticle", "El Supremo confirma seis años de cárcel para un exalcalde por "
                                "comisiones", "Elena Herrera", "2026-11-23"))
        + '<body><header class="header"><a href="/">elDiario.es</a><nav><a href="/politica/">Política</a> '
        '<a href="/socios/">Hazte socio</a></nav></header><main><article class="news">'
        '<div class="news-header"><h1 class="title">El Supremo confirma seis años de cárcel para un exalcalde por '
        f'comisiones</h1><ul class="footer"><li><h2>{a[0]}</h2></li></ul></div>'
        '<div class="byline"><p class="authors"><a href="/autores/elena-herrera/">Elena Herrera</a></p>'
        '<p class="date"><time datetime="2026-11-23T21:05:00+01:00">23 de noviembre de 2026 21:05h</time></p>'
        '<p class="update">Actualizado el 24/11/2026 a las 08:12h</p></div>'
        f'<div class="article-page__body-row"><p class="article-text">{a[1]}</p>'
        f'<p class="article-text">{a[2]}</p>'
        '<div class="know-more"><p class="know-more__title">Más información</p><a href="/p/1"><h3>La Fiscalía '
        'Anticorrupción investiga otros tres ayuntamientos</h3></a></div>'
        f'<p class="article-text">{a[3]}</p></div>'
        '<div class="tags"><span>Etiquetas</span><a href="/t/corrupcion/">Corrupción</a> <a href="/t/justicia/">'
        'Justicia</a></div></article></main>' + _foot("eldiario.es"))


PAGES["eldiario"] = NewsPage(
    _eldiario(), "https://www.eldiario.example.es/politica/supremo-confirma-seis-anos-exalcalde_1_10987654.html",
    ELDIARIO, ("Actualizado el", "Más información", "La Fiscalía Anticorrupción", "Hazte socio", "Etiquetas",
               "Justicia"),
    {"author": "Elena Herrera", "date": "2026-11-23", "lang": "es", "type": "article"})


# --- Clarín (StoryTextContainer, "Mirá también" teaser, "Newsletter Clarín" box, "Sobre la firma") -------------

CLARIN = (
    "El Banco Central compró este lunes 180 millones de dólares en el mercado de cambios y acumula así diez "
    "ruedas consecutivas con saldo positivo.",
    "Las reservas brutas cerraron en 31.400 millones, el nivel más alto desde mediados del año pasado, impulsadas "
    "también por el ingreso de un crédito de organismos internacionales.",
    "En el mercado, los analistas atribuyen las compras a la liquidación de la cosecha gruesa y a la mayor oferta "
    "de divisas de las empresas que se endeudaron en el exterior.",
    "“Es una buena señal, pero todavía estamos lejos de las reservas que necesita el país”, advirtió un "
    "economista de una consultora porteña.",
)


def _clarin() -> str:
    a = CLARIN
    return (
        article_head("El Banco Central compró US$ 180 millones y suma diez ruedas en positivo - Clarín", "es-AR",
                     article_ld("NewsArticle", "El Banco Central compró US$ 180 millones y suma diez ruedas en "
                                "positivo", "Silvia Naishtat", "2026-11-23"))
        + '<body><header><a href="/">Clarín</a><nav><a href="/economia/">Economía</a> <a href="/suscripciones/">'
        'Suscribite</a></nav></header><main><article class="entry">'
        '<h1 class="storyTitle">El Banco Central compró US$ 180 millones y suma diez ruedas en positivo</h1>'
        f'<h2 class="storySummary">{a[0]}</h2>'
        '<div class="bylineContainer"><a class="authorName" href="/autor/silvia-naishtat.html">Silvia Naishtat</a>'
        '<span class="publishedDate"><time datetime="2026-11-23T19:40:00-03:00">23/11/2026 19:40</time></span>'
        '<span class="readingTime">Lectura: 2\'</span></div>'
        '<figure><img src="/bcra.jpg" alt=""><figcaption>El edificio del Banco Central, en el microcentro porteño. '
        'Foto Maxi Failla</figcaption></figure>'
        f'<div class="StoryTextContainer"><p>{a[1]}</p>'
        '<div class="mira-tambien"><span>Mirá también</span><a href="/economia/1">Dólar hoy: a cuánto cotiza este '
        'martes</a></div>'
        f'<p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="newsletter"><h4>Newsletter Clarín</h4><p>Recibí las noticias más importantes de la economía, '
        'todos los días en tu mail.</p><a href="/newsletters">Quiero recibirlo</a></div>'
        '<div class="tags"><p>Sobre la firma</p><p>Silvia Naishtat</p><p>Periodista. Editora de Economía.</p></div>'
        '</article></main>' + _foot("Clarín.com", '<a href="/terminos">Términos y Condiciones</a>'))


PAGES["clarin"] = NewsPage(
    _clarin(), "https://www.clarin.example.com/economia/banco-central-compro-us-180-millones_0_AbCdEf123.html",
    CLARIN, ("Maxi Failla", "Mirá también", "Dólar hoy", "Newsletter Clarín", "Quiero recibirlo", "Sobre la firma",
             "Editora de Economía", "Lectura: 2"),
    {"author": "Silvia Naishtat", "date": "2026-11-23", "lang": "es", "type": "article"})


# --- Infobae (Arc XP paragraphs, "Seguir leyendo:" links at the end, agency note) --------------------------------

INFOBAE = (
    "El Congreso de Perú aprobó este jueves una reforma que restituye la bicameralidad, eliminada en 1993, con un "
    "Senado de 60 miembros y una Cámara de Diputados de 130.",
    "La reforma obtuvo 91 votos a favor, 29 en contra y dos abstenciones en una segunda votación, tal como exige "
    "la Constitución para las reformas aprobadas sin referéndum.",
    "Los críticos sostienen que la medida contradice el resultado del referéndum de 2018, en el que más del 90% "
    "de los votantes rechazó volver a un Congreso de dos cámaras.",
    "Las nuevas cámaras se elegirán en los comicios generales previstos para abril de 2026.",
)


def _infobae() -> str:
    a = INFOBAE
    return (
        article_head("El Congreso de Perú aprobó el regreso a la bicameralidad - Infobae", "es",
                     article_ld("NewsArticle", "El Congreso de Perú aprobó el regreso a la bicameralidad",
                                "Carlos Quispe", "2026-11-26"))
        + '<body><div id="fusion-app"><header class="header"><a href="/">infobae</a><nav><a href="/america/">América'
        '</a> <a href="/ultimas-noticias/">Últimas Noticias</a></nav></header><main><article class="article">'
        '<h1 class="d23-article-headline">El Congreso de Perú aprobó el regreso a la bicameralidad</h1>'
        f'<h2 class="article-subheadline">{a[0]}</h2>'
        '<div class="byline"><a class="byline-author" href="/autor/carlos-quispe/">Por Carlos Quispe</a>'
        '<span class="sharebar-article-date">26 Nov, 2026 06:12 p.m. AR</span></div>'
        '<div class="sharebar-buttons"><button>Guardar</button><button>Compartir en Facebook</button>'
        '<button>Compartir en X</button></div>'
        '<figure><img src="/c.jpg" alt=""><figcaption class="article-figcaption-img">El pleno del Congreso durante '
        'la votación (Foto: Andina)</figcaption></figure>'
        f'<div class="body-article"><p class="paragraph">{a[1]}</p><p class="paragraph">{a[2]}</p>'
        f'<p class="paragraph">{a[3]}</p>'
        '<p class="paragraph"><b>Seguir leyendo:</b></p><ul class="list"><li><a href="/p/1">Dina Boluarte enfrenta '
        'una nueva moción de vacancia</a></li><li><a href="/p/2">Perú elegirá senadores por primera vez en tres '
        'décadas</a></li></ul></div></article></main></div>' + _foot("Infobae"))


PAGES["infobae"] = NewsPage(
    _infobae(), "https://www.infobae.example.com/peru/2026/11/26/el-congreso-de-peru-aprobo-bicameralidad/",
    INFOBAE, ("Foto: Andina", "Seguir leyendo", "Dina Boluarte", "Perú elegirá senadores", "Guardar",
              "Compartir en"),
    {"author": "Carlos Quispe", "date": "2026-11-26", "lang": "es", "type": "article"})


# --- El Universal (México: "Lee también" inline lines, newsletter plea, "Comentar" counter) ----------------------

UNIVERSAL = (
    "La Secretaría de Salud informó que la temporada de influenza ha dejado 1.240 casos confirmados en lo que va de "
    "otoño, un 18% más que en el mismo periodo del año pasado.",
    "La mayoría de los contagios se concentra en la Ciudad de México, el Estado de México y Jalisco, de acuerdo con "
    "el informe semanal de vigilancia epidemiológica.",
    "Las autoridades recordaron que la vacuna es gratuita en todos los centros de salud y que los grupos de riesgo "
    "deben aplicársela antes de diciembre.",
)


def _universal() -> str:
    a = UNIVERSAL
    return (
        article_head("Aumentan 18% los casos de influenza en el país | El Universal", "es-MX",
                     article_ld("NewsArticle", "Aumentan 18% los casos de influenza en el país", "Astrid Rivera",
                                "2026-11-24"))
        + '<body><header><a href="/">El Universal</a><nav><a href="/nacion/">Nación</a> <a href="/metropoli/">'
        'Metrópoli</a></nav></header><main><article><h1 class="title">Aumentan 18% los casos de influenza en el '
        'país</h1><div class="sc__author"><a href="/autor/astrid-rivera">Astrid Rivera</a><span class="date">'
        '24/11/2026 13:45</span></div>'
        '<div class="sc__share"><span>Compartir</span><a href="#">Facebook</a> <a href="#">X</a> <a href="#">'
        'WhatsApp</a></div><figure><img src="/v.jpg" alt=""><figcaption>Foto: Archivo El Universal</figcaption>'
        f'</figure><div class="field-name-body"><p>{a[0]}</p>'
        '<p><strong>Lee también: </strong><a href="/n/1"><strong>IMSS amplía horario de vacunación en unidades de '
        'medicina familiar</strong></a></p>'
        f'<p>{a[1]}</p><p>{a[2]}</p>'
        '<p><strong>Suscríbete <a href="/newsletters">aquí</a> para recibir directo en tu correo nuestro newsletter '
        'sobre noticias del día, opinión, planes para el fin de semana, Qatar 2022 y muchas opciones más.</strong></p>'
        '</div></article></main>' + _foot("El Universal Compañía Periodística Nacional"))


PAGES["el-universal"] = NewsPage(
    _universal(), "https://www.eluniversal.example.com.mx/nacion/aumentan-18-los-casos-de-influenza/",
    UNIVERSAL, ("Archivo El Universal", "Lee también", "IMSS amplía", "Suscríbete", "Compartir"),
    {"author": "Astrid Rivera", "date": "2026-11-24", "lang": "es", "type": "article"})


# --- Folha de S.Paulo (c-news__body, "Leia também" box, paywall line, newsletter box, comments note) -------------

FOLHA = (
    "O Senado aprovou nesta terça-feira o projeto que regulamenta o uso de inteligência artificial no país, com "
    "regras mais rígidas para sistemas considerados de alto risco.",
    "O texto, que segue agora para a Câmara dos Deputados, obriga as empresas a informar quando um conteúdo foi "
    "gerado por máquinas e cria uma autoridade nacional de fiscalização.",
    "O relator afirmou que o projeto busca equilibrar inovação e proteção de direitos. “Não queremos travar o "
    "desenvolvimento tecnológico”, disse.",
    "Big techs resistem",
    "Representantes das grandes empresas de tecnologia pressionaram nas últimas semanas pela retirada dos artigos "
    "sobre direitos autorais, mas não tiveram sucesso.",
)


def _folha() -> str:
    a = FOLHA
    return (
        article_head("Senado aprova regulamentação da inteligência artificial - 25/11/2026 - Poder - Folha", "pt-BR",
                     article_ld("NewsArticle", "Senado aprova regulamentação da inteligência artificial",
                                "Thaísa Oliveira", "2026-11-25"))
        + '<body><header class="l-header"><a href="/">Folha de S.Paulo</a><nav><a href="/poder/">Poder</a> '
        '<a href="https://assine.folha.example.com.br">Assine</a> <a href="/login">Entrar</a></nav></header>'
        '<main><article class="c-news"><div class="c-content-head">'
        '<h1 class="c-content-head__title">Senado aprova regulamentação da inteligência artificial</h1>'
        '<h2 class="c-content-head__subtitle">Texto segue para a Câmara e cria autoridade de fiscalização</h2></div>'
        '<div class="c-signature"><strong class="c-signature__author"><a href="/autores/thaisa-oliveira.shtml">'
        'Thaísa Oliveira</a></strong><span class="c-signature__location">Brasília</span></div>'
        '<time class="c-more-options__published-date" datetime="2026-11-25 19:30:00">25.nov.2026 às 19h30</time>'
        '<div class="c-tools-share"><button>Salvar artigos</button><p>Recurso exclusivo para assinantes</p>'
        '<a href="#">assine ou faça login</a><button>Copiar link</button></div>'
        f'<div class="c-news__body"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="rs_skip"><div class="c-newsletter"><p class="c-newsletter__title">Painel</p>'
        '<p>Receba no seu email o que de mais importante acontece nos bastidores da política</p>'
        '<p>Carregando...</p></div></div>'
        f'<p>{a[2]}</p>'
        '<div class="c-read-more"><p class="c-read-more__title">Leia também</p><ul><li><a href="/p/1">União Europeia '
        'aprova primeira lei sobre IA do mundo</a></li></ul></div>'
        f'<h2>{a[3]}</h2><p>{a[4]}</p></div>'
        '<div class="c-topics"><h4>Tópicos</h4><a href="/t/ia">inteligência artificial</a> <a href="/t/senado">'
        'Senado Federal</a></div>'
        '<div class="c-comments"><p>Os comentários não representam a opinião do jornal; a responsabilidade é do '
        'autor da mensagem.</p><button>Ver todos os comentários (58)</button></div></article></main>'
        + _foot("Empresa Folha da Manhã S.A.", '<a href="/termos">Termos e condições</a>'))


PAGES["folha"] = NewsPage(
    _folha(), "https://www1.folha.example.com.br/poder/2026/11/senado-aprova-regulamentacao-da-ia.shtml",
    FOLHA, ("Salvar artigos", "Recurso exclusivo", "Receba no seu email", "Carregando", "Leia também",
            "União Europeia aprova", "Tópicos", "Os comentários não representam", "Ver todos os comentários",
            "Copiar link"),
    {"author": "Thaísa Oliveira", "date": "2026-11-25", "lang": "pt", "type": "article"})


# --- g1 / Globo (content-text paragraphs, "LEIA TAMBÉM" list, WhatsApp channel line, "VÍDEOS" rail) ---------------

G1 = (
    "A Polícia Federal deflagrou nesta quarta-feira uma operação contra um grupo suspeito de desviar recursos da "
    "merenda escolar em três estados do Nordeste.",
    "Segundo a PF, o esquema movimentou cerca de R$ 42 milhões entre 2022 e 2025 por meio de empresas de fachada "
    "contratadas sem licitação.",
    "Os agentes cumprem 23 mandados de busca e apreensão em Pernambuco, na Paraíba e em Alagoas. Não há mandados de "
    "prisão.",
    "A Controladoria-Geral da União participa da investigação e informou que vai abrir processos contra as empresas "
    "envolvidas.",
)


def _g1() -> str:
    a = G1
    return (
        article_head("PF faz operação contra desvio de verba da merenda no Nordeste | Pernambuco | G1", "pt-BR",
                     article_ld("NewsArticle", "PF faz operação contra desvio de verba da merenda no Nordeste",
                                "Marina Meireles", "2026-11-26"))
        + '<body><header class="header-globo"><a href="/">g1</a><nav><a href="/pe/">Pernambuco</a> <a href="/">'
        'globo.com</a></nav></header><main><article class="mc-article">'
        '<div class="title"><h1 class="content-head__title">PF faz operação contra desvio de verba da merenda no '
        'Nordeste</h1><h2 class="content-head__subtitle">Esquema teria movimentado R$ 42 milhões; 23 mandados são '
        'cumpridos em três estados.</h2></div>'
        '<div class="content-publication-data"><p class="content-publication-data__from">Por Marina Meireles, g1 PE'
        '</p><p class="content-publication-data__updated"><time datetime="2026-11-26T09:15:00.000Z">26/11/2026 06h15'
        '</time> · Atualizado há 2 horas</p></div>'
        '<div class="mc-article-body"><div class="content-text"><p class="content-text__container">'
        f'{a[0]}</p></div><div class="content-text"><p class="content-text__container">{a[1]}</p></div>'
        '<div class="content-media"><figure><img src="/pf.jpg" alt=""><figcaption class="content-media__description">'
        'Agentes da PF durante operação no Recife — Foto: Reprodução/TV Globo</figcaption></figure></div>'
        f'<div class="content-text"><p class="content-text__container">{a[2]}</p></div>'
        '<div class="content-unordered-list"><p><strong>LEIA TAMBÉM:</strong></p><ul><li><a href="/pe/1">Prefeitura '
        'do Recife suspende contrato de merenda</a></li><li><a href="/pe/2">Merenda escolar: como denunciar '
        'irregularidades</a></li></ul></div>'
        f'<div class="content-text"><p class="content-text__container">{a[3]}</p></div>'
        '<div class="content-text"><p class="content-text__container">📲 Participe do canal do g1 PE no WhatsApp'
        '</p></div></div>'
        '<div class="video-playlist"><h3>VÍDEOS: mais assistidos do g1 PE</h3><ul><li>Motorista fica ferido após '
        'acidente na BR-232</li></ul></div></article></main>'
        + _foot("Globo Comunicação e Participações S.A.", '<a href="/privacidade">Privacidade</a>'))


PAGES["g1"] = NewsPage(
    _g1(), "https://g1.globo.example.com/pe/pernambuco/noticia/2026/11/26/pf-operacao-merenda.ghtml",
    G1, ("Reprodução/TV Globo", "LEIA TAMBÉM", "Prefeitura do Recife", "Participe do canal", "VÍDEOS",
         "Motorista fica ferido", "Atualizado há"),
    {"author": "Marina Meireles", "date": "2026-11-26", "lang": "pt", "type": "article"})


# --- Observador (Portugal: lead, "Continuar a ler" paywall, "Leia também" box, PUB marker) ---------------------

OBSERVADOR = (
    "O Governo vai aumentar o salário mínimo nacional para 920 euros a partir de janeiro, anunciou esta "
    "quarta-feira a ministra do Trabalho depois da reunião da concertação social.",
    "O acordo foi assinado pelas confederações patronais e pela UGT, enquanto a CGTP recusou assiná-lo por "
    "considerar o aumento insuficiente face à subida do custo de vida.",
    "Segundo as contas do Ministério, cerca de 850 mil trabalhadores recebem atualmente o salário mínimo, o que "
    "corresponde a quase um quarto dos trabalhadores por conta de outrem.",
)


def _observador() -> str:
    a = OBSERVADOR
    return (
        article_head("Salário mínimo sobe para 920 euros em janeiro – Observador", "pt-PT",
                     article_ld("NewsArticle", "Salário mínimo sobe para 920 euros em janeiro", "Ana Sanlez",
                                "2026-11-25"))
        + '<body><header><a href="/">Observador</a><nav><a href="/seccao/economia/">Economia</a> '
        '<a href="/assinaturas/">Assinar</a></nav></header><main><article class="article-full">'
        '<h1 class="article-head-content-headline-title">Salário mínimo sobe para 920 euros em janeiro</h1>'
        '<p class="article-head-content-headline-lead">Acordo na concertação social garante aumento de 50 euros. '
        'CGTP ficou de fora.</p><div class="article-head-content-author"><a href="/perfil/ana-sanlez">Ana Sanlez</a>'
        '</div><time datetime="2026-11-25T15:20:00+00:00">25 nov 2026, 15:20</time>'
        '<div class="share-bar"><span>Partilhe</span><a href="#">Facebook</a> <a href="#">X</a> <a href="#">Email</a>'
        '</div><div class="article-body-content">'
        f'<p>{a[0]}</p><div class="obs-ad"><span>PUB</span></div><p>{a[1]}</p>'
        '<div class="related-articles"><p>Leia também</p><a href="/e/1">Inflação abranda para 2,1% em outubro</a>'
        f'</div><p>{a[2]}</p></div>'
        '<div class="comments-count"><a href="#comentarios">Comentários (14)</a></div></article></main>'
        + _foot("Observador On Time, S.A.", '<a href="/estatuto-editorial">Estatuto Editorial</a>'))


PAGES["observador"] = NewsPage(
    _observador(), "https://observador.example.pt/2026/11/25/salario-minimo-sobe-para-920-euros/",
    (*OBSERVADOR, "Acordo na concertação social garante aumento de 50 euros. CGTP ficou de fora."),
    ("PUB", "Leia também", "Inflação abranda", "Partilhe", "Comentários (14)", "Estatuto Editorial"),
    {"author": "Ana Sanlez", "date": "2026-11-25", "lang": "pt", "type": "article"})


# --- Ara (Catalan: "Llegeix també" teaser, subscription box, tags) ---------------------------------------------

ARA = (
    "El Parlament ha aprovat aquest dijous la llei de l'habitatge, que limita els preus dels lloguers de temporada "
    "i obliga els grans tenidors a destinar un 20% dels pisos a lloguer social.",
    "La llei ha tirat endavant amb els vots del Govern i dels seus socis, mentre que l'oposició ha anunciat que "
    "la portarà al Tribunal Constitucional.",
    "La consellera de Territori ha defensat que la norma «posa fi als abusos» i ha assegurat que la regulació "
    "entrarà en vigor a principis del mes de febrer.",
    "Segons les dades del Departament, els lloguers de temporada s'han multiplicat per tres a Barcelona en els "
    "darrers dos anys.",
)


def _ara() -> str:
    a = ARA
    return (
        article_head("El Parlament aprova la llei que limita els lloguers de temporada", "ca",
                     article_ld("NewsArticle", "El Parlament aprova la llei que limita els lloguers de temporada",
                                "Núria Orriols", "2026-11-26"))
        + '<body><header><a href="/">Ara</a><nav><a href="/politica/">Política</a> <a href="/subscripcio/">'
        'Subscriu-te</a></nav></header><main><article class="article">'
        '<h1 class="title">El Parlament aprova la llei que limita els lloguers de temporada</h1>'
        f'<h2 class="subtitle">{a[0]}</h2><div class="signatures"><a class="author" href="/firmes/nuria-orriols">'
        'Núria Orriols</a><time datetime="2026-11-26T13:42:00+01:00">26/11/2026 13:42</time></div>'
        '<figure><img src="/p.jpg" alt=""><figcaption>El ple del Parlament durant la votació <span class="author">'
        'Francesc Melcion</span></figcaption></figure>'
        f'<div class="ara-body"><p>{a[1]}</p>'
        '<div class="related-content"><span class="label">Llegeix també</span><a href="/s/1">Els lloguers pugen un 8% '
        'a les comarques gironines</a></div>'
        f'<p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="subscription-box"><p>Informació de qualitat i independent. Fes-te subscriptor de l\'Ara.</p>'
        '<a href="/subscripcio/">Subscriu-te</a></div>'
        '<ul class="tags"><li><a href="/t/habitatge">Habitatge</a></li><li><a href="/t/parlament">Parlament</a></li>'
        '</ul></article></main>' + _foot("Edicions Clariana, S.L.", '<a href="/avis-legal">Avís legal</a>'))


PAGES["ara"] = NewsPage(
    _ara(), "https://www.ara.example.cat/politica/parlament-aprova-llei-lloguers-temporada_1_5012345.html",
    ARA, ("Francesc Melcion", "Llegeix també", "Els lloguers pugen", "Fes-te subscriptor", "Subscriu-te",
          "Avís legal"),
    {"author": "Núria Orriols", "date": "2026-11-26", "lang": "ca", "type": "article"})


def _en_foot(site: str) -> str:
    return _foot(site, '<a href="/about">About us</a> <a href="/privacy">Privacy policy</a> <a href="/terms">Terms</a>')


# --- The Irish Times (Arc XP: standfirst, push-alert and WhatsApp lines, "Listen to our podcasts") ---------------

IRISH = (
    "The Government is to extend the rent pressure zone rules to every county from next year, the Minister for "
    "Housing has told the Dáil.",
    "Under the changes, rents in most new and existing tenancies will be allowed to rise by no more than 2 per cent "
    "a year, or by the rate of inflation if that is lower.",
    "Opposition TDs said the measure came too late for thousands of renters who had already faced steep increases "
    "in counties outside the existing zones.",
    "The Residential Tenancies Board will be given extra staff to enforce the rules, the Minister said.",
)


def _irish() -> str:
    a = IRISH
    return (
        article_head("Rent controls to be extended to every county from next year – The Irish Times", "en-IE",
                     article_ld("NewsArticle", "Rent controls to be extended to every county from next year",
                                "Jack Horgan-Jones", "2026-11-25"))
        + '<body><div id="fusion-app"><header class="b-header"><a href="/">The Irish Times</a><nav><a href="/ireland/">'
        'Ireland</a> <a href="/subscribe/">Subscribe</a> <a href="/signin/">Sign In</a></nav></header><main>'
        '<article class="b-article-body"><h1 class="c-heading">Rent controls to be extended to every county from next '
        'year</h1><p class="c-standfirst">Minister says 2 per cent cap will apply nationwide from January</p>'
        '<div class="b-byline"><span class="c-byline">Jack Horgan-Jones</span> <span class="c-byline__title">Political '
        'Reporter</span><time datetime="2026-11-25T18:04:00Z">Tue Nov 25 2026 - 18:04</time></div>'
        '<figure><img src="/dail.jpg" alt=""><figcaption>The Dáil chamber. Photograph: Alan Betson</figcaption></figure>'
        f'<p class="c-paragraph">{a[0]}</p><p class="c-paragraph">{a[1]}</p>'
        '<p class="c-paragraph"><i><b>Sign up to push alerts and have the best news, analysis and comment delivered '
        'directly to your phone</b></i></p>'
        f'<p class="c-paragraph">{a[2]}</p><p class="c-paragraph">{a[3]}</p>'
        '<p class="c-paragraph"><i><b>Join The Irish Times on WhatsApp and stay up to date</b></i></p>'
        '<p class="c-paragraph"><i><b>Listen to our Inside Politics podcast for the latest analysis</b></i></p>'
        '<div class="b-tags"><a href="/t/housing">Housing</a> <a href="/t/rent">Rent</a></div>'
        '<div class="b-author-bio"><p>Jack Horgan-Jones is a Political Reporter with The Irish Times</p></div>'
        '</article></main></div>' + _en_foot("The Irish Times"))


PAGES["irish-times"] = NewsPage(
    _irish(), "https://www.irishtimes.example.com/politics/2026/11/25/rent-controls-to-be-extended/",
    (*IRISH, "Minister says 2 per cent cap will apply nationwide from January"),
    ("Alan Betson", "Sign up to push alerts", "on WhatsApp", "Listen to our", "is a Political Reporter",
     "Sign In"),
    {"author": "Jack Horgan-Jones", "date": "2026-11-25", "lang": "en", "type": "article"})


# --- RTÉ (article-meta, "Read more:" lines with links, "Updated" stamp) -------------------------------------------

RTE = (
    "Met Éireann has issued a status orange wind warning for Galway, Mayo and Donegal from early tomorrow morning, "
    "with gusts of up to 130km/h expected along the coast.",
    "The forecaster said there was a risk of coastal flooding, fallen trees and dangerous travelling conditions, and "
    "advised people to stay away from exposed areas.",
    "A status yellow warning is in place for the rest of the country until 6pm tomorrow.",
    "The ESB said crews were on standby to restore power to homes and businesses affected by outages.",
)


def _rte() -> str:
    a = RTE
    return (
        article_head("Orange wind warning for three counties as storm approaches", "en-IE",
                     article_ld("NewsArticle", "Orange wind warning for three counties as storm approaches",
                                "Sean Mac Carthaigh", "2026-11-26"))
        + '<body><header><a href="/">RTÉ</a><nav><a href="/news/">News</a> <a href="/player/">RTÉ Player</a></nav>'
        '</header><main><article><h1 class="headline">Orange wind warning for three counties as storm approaches</h1>'
        '<div class="article-meta"><span class="byline">By Sean Mac Carthaigh</span> <span class="published">'
        '<time datetime="2026-11-26T11:20:00Z">Wednesday, 26 Nov 2026 11:20</time></span> <span class="modified">'
        'Updated / Wednesday, 26 Nov 2026 13:05</span></div>'
        '<figure><img src="/w.jpg" alt=""><figcaption>Gusts of up to 130km/h are expected (File image: '
        'RollingNews.ie)</figcaption></figure>'
        f'<section class="article-body"><p>{a[0]}</p><p>{a[1]}</p>'
        '<p><strong>Read more:</strong><br><a href="/news/1">Latest weather warnings</a><br><a href="/news/2">How to '
        'prepare for a storm</a></p>'
        f'<p>{a[2]}</p><p>{a[3]}</p></section></article></main>' + _en_foot("RTÉ"))


PAGES["rte"] = NewsPage(
    _rte(), "https://www.rte.example.ie/news/weather/2026/1126/1512345-weather-warning/",
    RTE, ("RollingNews.ie", "Read more", "Latest weather warnings", "How to prepare", "Updated /", "RTÉ Player"),
    {"author": "Sean Mac Carthaigh", "date": "2026-11-26", "lang": "en", "type": "article"})


# --- ABC News Australia ("Key points" box, "Posted"/"Updated" stamps, breaking-news alert promo) -----------------

ABCAU = (
    "Australia's unemployment rate fell to 3.9 per cent in October as employers added 42,000 jobs, more than "
    "economists had expected.",
    "The Australian Bureau of Statistics said full-time employment rose by 31,000, while the participation rate "
    "held steady at a near-record 67 per cent.",
    "Economists said the strong figures made an interest rate cut before Christmas less likely.",
    "The Reserve Bank will meet again in early December.",
)


def _abcau() -> str:
    a = ABCAU
    return (
        article_head("Unemployment falls to 3.9 per cent as jobs market defies slowdown - ABC News", "en-AU",
                     article_ld("NewsArticle", "Unemployment falls to 3.9 per cent as jobs market defies slowdown",
                                "Gareth Hutchens", "2026-11-20"))
        + '<body><header><a href="/news">ABC News</a><nav><a href="/news/justin">Just In</a> <a href="/news/business">'
        'Business</a> <a href="/listen">ABC listen</a></nav></header><main><article>'
        '<h1>Unemployment falls to 3.9 per cent as jobs market defies slowdown</h1>'
        '<div class="ArticleHeadlineByline"><a href="/news/gareth-hutchens/123">Gareth Hutchens</a></div>'
        '<div class="timestamp"><span>Posted </span><time datetime="2026-11-20T00:45:00.000Z">Thu 20 Nov 2026 at '
        '11:45am</time><span>, updated </span><time datetime="2026-11-20T03:10:00.000Z">Thu 20 Nov 2026 at 2:10pm'
        '</time></div>'
        '<figure><img src="/jobs.jpg" alt=""><figcaption>Employers added 42,000 jobs in October. <cite>(ABC News: '
        'John Gunn)</cite></figcaption></figure>'
        '<div class="KeyPoints"><h2>In short:</h2><p>The jobless rate fell to 3.9 per cent.</p>'
        '<h2>What\'s next?</h2><p>The Reserve Bank meets in December.</p></div>'
        f'<div id="body"><p>{a[0]}</p><p>{a[1]}</p>'
        '<aside><p>Get our <a href="/news/alerts">breaking news alert</a> for the biggest stories as they happen.</p>'
        f'</aside><p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="share"><button>Share</button><button>Copy link</button></div>'
        '<p class="topics">Posted 20 Nov 2026, updated 20 Nov 2026</p></article></main>'
        + _en_foot("Australian Broadcasting Corporation"))


PAGES["abc-au"] = NewsPage(
    _abcau(), "https://www.abc.example.net.au/news/2026-11-20/unemployment-falls-jobs-october/105012345",
    ABCAU, ("John Gunn", "breaking news alert", "Posted 20 Nov", "Copy link", "ABC listen"),
    {"author": "Gareth Hutchens", "date": "2026-11-20", "lang": "en", "type": "article"})


# --- CBC News ("Social Sharing", "CBC News · Posted", WATCH captions, "ABOUT THE AUTHOR", corrections links) ------

CBC = (
    "Ontario will spend $1.2 billion over five years to hire more family doctors and nurse practitioners, the "
    "province announced Tuesday.",
    "About 2.5 million Ontarians do not have a family doctor, according to the Ontario College of Family Physicians, "
    "a number that has grown steadily since 2020.",
    "The health minister said the money would pay for 300 new primary care teams, most of them in rural and "
    "northern communities.",
    "Critics said the plan does little to address burnout among doctors who are already working in the system.",
)


def _cbc() -> str:
    a = CBC
    return (
        article_head("Ontario to spend $1.2B on family doctors | CBC News", "en-CA",
                     article_ld("NewsArticle", "Ontario to spend $1.2B on family doctors", "Mike Crawley",
                                "2026-11-25"))
        + '<body><header><a href="/news">CBC News</a><nav><a href="/news/canada/toronto">Toronto</a> <a href="/listen">'
        'CBC Listen</a></nav></header><main><article class="story"><h1 class="detailHeadline">Ontario to spend $1.2B '
        'on family doctors</h1><h2 class="deck">About 2.5 million Ontarians have no family doctor</h2>'
        '<div class="sharebar"><span>Social Sharing</span><button>Facebook</button><button>X</button><button>Email'
        '</button></div><div class="bylineDetails"><span class="authorText">Mike Crawley</span> · <span>CBC News'
        '</span> · <span>Posted: <time datetime="2026-11-25T15:00:00.000Z">Nov 25, 2026 10:00 AM EST</time></span> | '
        '<span>Last Updated: 2 hours ago</span></div>'
        f'<div class="story"><p>{a[0]}</p><p>{a[1]}</p>'
        '<figure class="videoEmbed"><figcaption><span>WATCH | Why it\'s so hard to find a family doctor in '
        'Ontario:</span><span class="duration">Duration 2:14</span></figcaption></figure>'
        f'<p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="authorProfile"><h3>ABOUT THE AUTHOR</h3><p>Mike Crawley is a senior reporter covering Ontario '
        'politics for CBC News.</p></div>'
        '<div class="storyLinks"><a href="/news/corrections">Corrections and clarifications</a> | <a href="/tip">'
        'Submit a news tip</a> | <a href="/report">Report error</a></div></article></main>'
        + _en_foot("CBC/Radio-Canada"))


PAGES["cbc"] = NewsPage(
    _cbc(), "https://www.cbc.example.ca/news/canada/toronto/ontario-family-doctors-1.7412345",
    (*CBC, "About 2.5 million Ontarians have no family doctor"),
    ("Social Sharing", "Last Updated", "WATCH", "Duration", "ABOUT THE AUTHOR", "senior reporter", "Corrections and",
     "Submit a news tip"),
    {"author": "Mike Crawley", "date": "2026-11-25", "lang": "en", "type": "article"})


# --- The Hindu ("Published -" stamp, inline "Also Read |" line, share list, "READ LATER") -----------------------

HINDU = (
    "The Chennai Metropolitan Water Supply and Sewerage Board will commission a fourth desalination plant at "
    "Perur by March, adding 400 million litres a day to the city's supply.",
    "Officials said the plant, built at a cost of ₹4,276 crore, would benefit about 22 lakh residents in the "
    "southern suburbs, where groundwater levels have fallen sharply.",
    "The Board is also laying a new trunk main along the East Coast Road to carry the water to distribution "
    "stations in Sholinganallur and Velachery.",
)


def _hindu() -> str:
    a = HINDU
    return (
        article_head("Perur desalination plant to be ready by March - The Hindu", "en-IN",
                     article_ld("NewsArticle", "Perur desalination plant to be ready by March", "K. Lakshmi",
                                "2026-11-24"))
        + '<body><header><a href="/">The Hindu</a><nav><a href="/news/cities/chennai/">Chennai</a> '
        '<a href="/subscription/">Subscribe</a></nav></header><main><div class="article-section">'
        '<h1 class="title">Perur desalination plant to be ready by March</h1>'
        '<h2 class="sub-title">The plant will add 400 MLD to the city’s supply</h2>'
        '<div class="author-name"><a href="/profile/author/k-lakshmi/">K. Lakshmi</a></div>'
        '<div class="update-publish-time"><p class="publish-time">Published - November 24, 2026 09:20 pm IST</p></div>'
        '<ul class="share-page"><li>Copy link</li><li>Email</li><li>Facebook</li><li>Twitter</li><li>Telegram</li>'
        '<li>LinkedIn</li><li>WhatsApp</li><li>Reddit</li></ul><div class="read-later">READ LATER</div>'
        f'<div class="articlebodycontent" id="content-body-123"><p>{a[0]}</p>'
        '<p><strong>Also Read | <a href="/n/1">Chennai’s reservoirs fill up after heavy rain</a></strong></p>'
        f'<p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="comments"><a href="#comments">Comments</a></div></div></main>'
        + _en_foot("THG PUBLISHING PVT LTD"))


PAGES["the-hindu"] = NewsPage(
    _hindu(), "https://www.thehindu.example.com/news/cities/chennai/perur-desalination-plant/article68912345.ece",
    (*HINDU, "The plant will add 400 MLD to the city’s supply"),
    ("Published -", "Also Read", "reservoirs fill up", "READ LATER", "Telegram", "Copy link"),
    {"author": "K. Lakshmi", "date": "2026-11-24", "lang": "en", "type": "article"})


# --- Times of India ("Also read" teaser, "End of Article", "Follow us" social links) -----------------------------

TOI = (
    "The Indian Space Research Organisation on Tuesday successfully tested the crew escape system of its Gaganyaan "
    "spacecraft from the Satish Dhawan Space Centre in Sriharikota.",
    "The test vehicle lifted off at 10 am and the crew module separated at an altitude of about 17 km before "
    "splashing down in the Bay of Bengal, where it was recovered by the Navy.",
    "ISRO chairman said the agency would carry out two more uncrewed flights before sending astronauts into orbit.",
)


def _toi() -> str:
    a = TOI
    return (
        article_head("Isro tests Gaganyaan crew escape system | India News - Times of India", "en-IN",
                     article_ld("NewsArticle", "Isro tests Gaganyaan crew escape system", "Chethan Kumar",
                                "2026-11-25"))
        + '<body><header><a href="/">The Times of India</a><nav><a href="/india">India</a> <a href="/city">City</a>'
        '</nav></header><main><div class="article"><h1>Isro tests Gaganyaan crew escape system</h1>'
        '<div class="byline"><a href="/toireporter/author-chethan-kumar-123.cms">Chethan Kumar</a> / TNN / '
        '<span>Updated: Nov 25, 2026, 22:14 IST</span></div>'
        '<div class="share"><span>Share</span><span>AA</span><span>+ Text Size</span><span>Small</span><span>Medium'
        '</span><span>Large</span></div>'
        f'<div class="_s30J clearfix">{a[0]}<br><br>{a[1]}<br><br>'
        '<div class="alsoread"><span>Also read</span><a href="/i/1">Gaganyaan: all you need to know about India’s '
        f'first crewed mission</a></div>{a[2]}</div>'
        '<div class="end">End of Article</div><div class="follow"><span>FOLLOW US ON SOCIAL MEDIA</span> <a href="#">'
        'Facebook</a> <a href="#">Twitter</a> <a href="#">Instagram</a></div></div></main>'
        + _en_foot("Bennett, Coleman & Co. Ltd."))


PAGES["times-of-india"] = NewsPage(
    _toi(), "https://timesofindia.example.com/india/isro-tests-gaganyaan-crew-escape/articleshow/115612345.cms",
    TOI, ("Also read", "all you need to know", "End of Article", "FOLLOW US", "Text Size"),
    {"author": "Chethan Kumar", "date": "2026-11-25", "lang": "en", "type": "article"})


# --- Al Jazeera English ("Listen to this article", "Recommended Stories" list, agency source, "Follow") ---------

AJE = (
    "Thousands of people have marched through the Kenyan capital, Nairobi, to protest against a proposed tax on "
    "mobile money transfers, the third such demonstration in a month.",
    "Police fired tear gas to disperse crowds near parliament, where lawmakers were debating the finance bill, "
    "witnesses told Al Jazeera.",
    "The government says the tax is needed to reduce the budget deficit and repay foreign debt, but critics argue "
    "it will hit the poorest Kenyans hardest.",
    "Parliament is expected to vote on the bill next week.",
)


def _aje() -> str:
    a = AJE
    return (
        article_head("Kenyans march against mobile money tax for third time | Protests News | Al Jazeera", "en",
                     article_ld("NewsArticle", "Kenyans march against mobile money tax for third time",
                                "Hamza Mohamed", "2026-11-24"))
        + '<body><header class="site-header"><a href="/">Al Jazeera</a><nav><a href="/news/">News</a> '
        '<a href="/live">Live</a></nav></header><main id="main-content-area"><header class="article-header">'
        '<h1>Kenyans march against mobile money tax for third time</h1><p class="article__subhead">Police fire tear '
        'gas in Nairobi as parliament debates finance bill.</p></header>'
        '<div class="article-info-block"><div class="article-author-name"><a href="/author/hamza-mohamed">Hamza '
        'Mohamed</a></div><div class="date-simple"><span>Published On 24 Nov 2026</span></div></div>'
        '<div class="article-audio"><p>Listen to this article | 4 mins</p></div>'
        '<div class="share-bar"><span>Click here to share on social media</span><button>share2</button></div>'
        '<figure class="article-featured-image"><img src="/k.jpg" alt=""><figcaption>Protesters in Nairobi on '
        'Monday [Brian Inganga/AP]</figcaption></figure>'
        f'<div class="wysiwyg wysiwyg--all-content"><p>{a[0]}</p>'
        '<div class="more-on"><h2>Recommended Stories</h2><p>list of 3 items</p><ul><li><a href="/n/1">Kenya’s '
        'president defends tax plan</a></li><li>list 2 of 3</li></ul><p>end of list</p></div>'
        f'<p>{a[1]}</p><p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="article-source">Source: Al Jazeera and news agencies</div></main>'
        + _en_foot("Al Jazeera Media Network"))


PAGES["al-jazeera"] = NewsPage(
    _aje(), "https://www.aljazeera.example.com/news/2026/11/24/kenyans-march-against-mobile-money-tax",
    (*AJE, "Police fire tear gas in Nairobi as parliament debates finance bill."),
    ("Listen to this article", "share on social media", "Brian Inganga", "Recommended Stories", "list of 3",
     "end of list", "president defends", "Source: Al Jazeera"),
    {"author": "Hamza Mohamed", "date": "2026-11-24", "lang": "en", "type": "article"})


# --- The New York Times ("Advertisement", "Supported by", print note, "Share full article") --------------------

NYT = (
    "WASHINGTON — The Senate on Thursday passed a bill that would ban members of Congress from trading individual "
    "stocks, after years of pressure from lawmakers in both parties.",
    "The measure, which passed 71 to 27, would require lawmakers and their spouses to place their holdings in "
    "blind trusts or sell them within six months of taking office.",
    "Supporters said the ban would restore public trust at a time when confidence in Congress is near historic lows.",
    "The bill now goes to the House, where its prospects are uncertain.",
)


def _nyt() -> str:
    a = NYT
    return (
        article_head("Senate Passes Ban on Stock Trading by Lawmakers - The New York Times", "en-US",
                     article_ld("NewsArticle", "Senate Passes Ban on Stock Trading by Lawmakers", "Carl Hulse",
                                "2026-11-20"))
        + '<body><header><a href="/">The New York Times</a><nav><a href="/section/politics">Politics</a> '
        '<a href="/subscription">Subscribe for $1/week</a> <a href="/login">Log in</a></nav></header><main id="site-'
        'content"><article id="story"><div class="ad"><p>Advertisement</p><a href="#after-top">SKIP ADVERTISEMENT'
        '</a></div><p class="supported">Supported by</p><header><h1 data-testid="headline">Senate Passes Ban on Stock '
        'Trading by Lawmakers</h1><p id="article-summary">The bill, which had bipartisan support, now heads to the '
        'House.</p><div class="share"><button>Share full article</button><span>412</span></div>'
        '<div class="byline"><p>By <a href="/by/carl-hulse">Carl Hulse</a></p><time datetime="2026-11-20T17:05:00-05'
        ':00">Nov. 20, 2026</time><span>Updated 6:48 p.m. ET</span></div></header>'
        f'<section name="articleBody"><div class="StoryBodyCompanionColumn"><p>{a[0]}</p><p>{a[1]}</p></div>'
        '<div class="ad"><p>Advertisement</p><a href="#after-mid">SKIP ADVERTISEMENT</a></div>'
        f'<div class="StoryBodyCompanionColumn"><p>{a[2]}</p><p>{a[3]}</p></div></section>'
        '<div class="bottom-of-article"><p><a href="/by/carl-hulse">Carl Hulse</a> is the chief Washington '
        'correspondent.</p><p>A version of this article appears in print on Nov. 21, 2026, Section A, Page 14 of the '
        'New York edition with the headline: Senate Votes to Bar Stock Trades.</p><p><a href="/reprints">Order '
        'Reprints</a> | <a href="/todayspaper">Today’s Paper</a> | <a href="/subscribe">Subscribe</a></p></div>'
        '</article></main>' + _en_foot("The New York Times Company"))


PAGES["nyt"] = NewsPage(
    _nyt(), "https://www.nytimes.example.com/2026/11/20/us/politics/senate-stock-trading-ban.html",
    (*NYT, "The bill, which had bipartisan support, now heads to the House."),
    ("Advertisement", "SKIP ADVERTISEMENT", "Supported by", "Share full article", "chief Washington correspondent",
     "appears in print", "Order Reprints", "Log in"),
    {"author": "Carl Hulse", "date": "2026-11-20", "lang": "en", "type": "article"})


# --- Axios (smart-brevity labels stay: "Why it matters:" is the article's own text; "Go deeper" goes) --------------

AXIOS = (
    "Why it matters: The decision could raise prices on thousands of everyday goods in the run-up to the holiday "
    "shopping season.",
    "Driving the news: The Commerce Department said late Tuesday that the new duties would take effect on Dec. 15 "
    "and cover about $40 billion in imports.",
    "The big picture: Retailers have been stocking up for months in anticipation of higher tariffs, according to "
    "industry data.",
    "What's next: Trade groups said they would ask the administration to delay the start date by at least 90 days.",
)


def _axios() -> str:
    a = AXIOS
    return (
        article_head("New tariffs to take effect before holidays", "en-US",
                     article_ld("NewsArticle", "New tariffs to take effect before holidays", "Courtenay Brown",
                                "2026-11-25"))
        + '<body><header><a href="/">Axios</a><nav><a href="/newsletters">Newsletters</a> <a href="/local">Axios '
        'Local</a></nav></header><main><article><h1>New tariffs to take effect before holidays</h1>'
        '<div class="byline"><a href="/authors/cbrown">Courtenay Brown</a><time datetime="2026-11-25T11:00:00Z">Nov '
        '25, 2026</time></div><div class="share"><button>Share on Facebook</button><button>Share on Twitter'
        f'</button><button>Share on LinkedIn</button><button>Share on email</button></div><div class="story">'
        f'<p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p><p>{a[3]}</p><p><strong>Go deeper:</strong> <a href="/t/1">Retailers '
        'brace for tariff hit</a></p></div>'
        '<div class="newsletter"><h3>Get more news that matters</h3><p>Sign up for Axios AM, our flagship newsletter'
        '</p><button>Subscribe</button></div></article></main>' + _en_foot("Axios Media"))


PAGES["axios"] = NewsPage(
    _axios(), "https://www.axios.example.com/2026/11/25/new-tariffs-holidays",
    AXIOS, ("Go deeper", "Retailers brace", "Share on", "news that matters", "Sign up for Axios AM"),
    {"author": "Courtenay Brown", "date": "2026-11-25", "lang": "en", "type": "article"})


# --- Kathimerini (Greek: "Διαβάστε επίσης" teaser, caption credit, tags) ---------------------------------------

KATHIMERINI = (
    "Η κυβέρνηση ανακοίνωσε νέο πρόγραμμα επιδότησης ενοικίου για νέους έως 35 ετών, το οποίο θα τεθεί σε "
    "εφαρμογή από τον Ιανουάριο.",
    "Σύμφωνα με το υπουργείο Οικονομικών, το πρόγραμμα θα καλύπτει έως και το 20% του μηνιαίου ενοικίου για "
    "περίπου 150.000 δικαιούχους.",
    "Η αντιπολίτευση επέκρινε το μέτρο ως ανεπαρκές, υποστηρίζοντας ότι δεν αντιμετωπίζει το πρόβλημα της "
    "έλλειψης κατοικιών στην Αθήνα.",
    "Οι αιτήσεις θα υποβάλλονται ηλεκτρονικά μέσω της πλατφόρμας του Δημοσίου από τα μέσα Δεκεμβρίου.",
)


def _kathimerini() -> str:
    a = KATHIMERINI
    return (
        article_head("Νέο πρόγραμμα επιδότησης ενοικίου για νέους | Η ΚΑΘΗΜΕΡΙΝΗ", "el",
                     article_ld("NewsArticle", "Νέο πρόγραμμα επιδότησης ενοικίου για νέους", "Πρόδρομος Μπαλτάς",
                                "2026-11-25"))
        + '<body><header><a href="/">Η ΚΑΘΗΜΕΡΙΝΗ</a><nav><a href="/economy/">Οικονομία</a> <a href="/subscribe/">'
        'Συνδρομή</a></nav></header><main><article class="article"><h1 class="entry-title">Νέο πρόγραμμα επιδότησης '
        'ενοικίου για νέους</h1><div class="author"><a href="/author/prodromos-baltas/">Πρόδρομος Μπαλτάς</a></div>'
        '<time datetime="2026-11-25T08:30:00+02:00">25.11.2026 • 08:30</time>'
        '<figure><img src="/r.jpg" alt=""><figcaption>Πολυκατοικίες στο κέντρο της Αθήνας. '
        '<span class="credit">(ΙΝΤΙΜΕ)</span></figcaption></figure>'
        f'<div class="entry-content"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="related-box"><h4>Διαβάστε επίσης</h4><a href="/e/1">Αυξήσεις στα ενοίκια έως 15% σε ένα χρόνο'
        f'</a></div><p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="tags"><a href="/tag/enoikio">ΕΝΟΙΚΙΟ</a> <a href="/tag/stegasi">ΣΤΕΓΑΣΗ</a></div>'
        '</article></main>' + _foot("Η ΚΑΘΗΜΕΡΙΝΗ", '<a href="/oroi">Όροι χρήσης</a>'))


PAGES["kathimerini"] = NewsPage(
    _kathimerini(), "https://www.kathimerini.example.gr/economy/563012345/neo-programma-epidotisis-enoikioy/",
    KATHIMERINI, ("ΙΝΤΙΜΕ", "Διαβάστε επίσης", "Αυξήσεις στα ενοίκια", "ΕΝΟΙΚΙΟ", "Όροι χρήσης"),
    {"author": "Πρόδρομος Μπαλτάς", "date": "2026-11-25", "lang": "el", "type": "article"})


# --- Meduza (Russian: lead, "Читайте также" card, donation plea, "Фото:" credit) --------------------------------

MEDUZA = (
    "Центральный банк России повысил ключевую ставку до 23% годовых, сообщила пресс-служба регулятора. Аналитики "
    "ожидали повышения на один процентный пункт.",
    "В сообщении ЦБ говорится, что инфляция остается высокой, а рост потребительского спроса по-прежнему опережает "
    "возможности расширения производства.",
    "Это уже пятое повышение ставки с начала года. Следующее заседание совета директоров запланировано на февраль.",
)


def _meduza() -> str:
    a = MEDUZA
    return (
        article_head("ЦБ повысил ключевую ставку до 23% — Meduza", "ru",
                     article_ld("NewsArticle", "ЦБ повысил ключевую ставку до 23%", "Анна Литвиненко", "2026-11-21"))
        + '<body><header><a href="/">Meduza</a><nav><a href="/news">Новости</a> <a href="/feature">Истории</a></nav>'
        '</header><main><article class="GeneralMaterial"><h1 class="SimpleTitle">ЦБ повысил ключевую ставку до 23%'
        '</h1><div class="MaterialMeta"><time datetime="2026-11-21T13:30:00Z">16:30, 21 ноября 2026</time> '
        '<span class="author">Анна Литвиненко</span></div>'
        '<figure><img src="/cb.jpg" alt=""><figcaption>Здание Банка России в Москве <span>Фото: Максим Шеметов / '
        'Reuters / Scanpix / LETA</span></figcaption></figure>'
        f'<div class="GeneralMaterial-body"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="RelatedRichBlock"><p class="title">Читайте также</p><a href="/news/1">Рубль упал до минимума с '
        f'весны</a></div><p>{a[2]}</p></div>'
        '<div class="DonatePlea"><p>«Медуза» работает для вас — и зависит от вас. Поддержите нас!</p>'
        '<a href="/support">Поддержать</a></div>'
        '<div class="Toolbar"><button>Поделиться</button><button>Телеграм</button><button>ВКонтакте</button></div>'
        '</article></main>' + _foot("Meduza", '<a href="/pages/about">О нас</a>'))


PAGES["meduza"] = NewsPage(
    _meduza(), "https://meduza.example.io/news/2026/11/21/tsb-povysil-klyuchevuyu-stavku-do-23",
    MEDUZA, ("Максим Шеметов", "Читайте также", "Рубль упал", "Поддержите нас", "Поделиться", "Телеграм"),
    {"author": "Анна Литвиненко", "date": "2026-11-21", "lang": "ru", "type": "article"})


# --- Ukrainska Pravda (Ukrainian: "Читайте також" inline, "Реклама:", Telegram promo) -----------------------------

UPRAVDA = (
    "Верховна Рада ухвалила в першому читанні законопроєкт про реформу місцевого самоврядування, за нього "
    "проголосували 248 народних депутатів.",
    "Документ передбачає передачу громадам частини повноважень районних державних адміністрацій та нові правила "
    "розподілу податків.",
    "Голова профільного комітету заявив, що до другого читання депутати можуть подати понад тисячу поправок.",
)


def _upravda() -> str:
    a = UPRAVDA
    return (
        article_head("Рада ухвалила в першому читанні реформу самоврядування | Українська правда", "uk",
                     article_ld("NewsArticle", "Рада ухвалила в першому читанні реформу самоврядування",
                                "Олег Павлюк", "2026-11-26"))
        + '<body><header><a href="/">Українська правда</a><nav><a href="/news/">Новини</a> <a href="/articles/">'
        'Статті</a></nav></header><main><article class="post"><h1 class="post_title">Рада ухвалила в першому читанні '
        'реформу самоврядування</h1><div class="post_author"><a href="/authors/oleh-pavliuk/">Олег Павлюк</a> — '
        '<span class="post_time">Середа, 26 листопада 2026, 14:21</span></div>'
        f'<div class="post_text"><p>{a[0]}</p>'
        '<p><strong>Реклама:</strong></p>'
        '<p><strong>Читайте також: <a href="/n/1">Що зміниться для громад після реформи</a></strong></p>'
        f'<p>{a[1]}</p><p>{a[2]}</p>'
        '<p><em>Підписуйтеся на канал УП у Telegram, щоб першими дізнаватися головні новини.</em></p></div>'
        '<div class="post_tags"><span>Теги:</span><a href="/tags/rada">Верховна Рада</a></div>'
        '</article></main>' + _foot("Українська правда", '<a href="/about/">Про нас</a>'))


PAGES["ukrainska-pravda"] = NewsPage(
    _upravda(), "https://www.pravda.example.com.ua/news/2026/11/26/7512345/",
    UPRAVDA, ("Реклама", "Читайте також", "Що зміниться", "Підписуйтеся на канал", "Теги", "Про нас"),
    {"author": "Олег Павлюк", "date": "2026-11-26", "lang": "uk", "type": "article"})


# --- Dnevnik.bg (Bulgarian: "Прочетете още" link, caption "Снимка:", comments counter) ---------------------------

DNEVNIK = (
    "Народното събрание прие на първо четене бюджета за следващата година, който предвижда дефицит от 3% от "
    "брутния вътрешен продукт.",
    "Финансовият министър заяви, че бюджетът е съобразен с изискванията за влизане в еврозоната и не предвижда "
    "увеличение на данъците.",
    "Опозицията критикува разходите за заплати в държавната администрация, които растат с 10%.",
)


def _dnevnik() -> str:
    a = DNEVNIK
    return (
        article_head("Парламентът прие бюджета на първо четене - Дневник", "bg",
                     article_ld("NewsArticle", "Парламентът прие бюджета на първо четене", "Мартин Димитров",
                                "2026-11-27"))
        + '<body><header><a href="/">Дневник</a><nav><a href="/bulgaria/">България</a> <a href="/biznes/">Бизнес</a>'
        '</nav></header><main><article><h1>Парламентът прие бюджета на първо четене</h1>'
        '<div class="article-info"><a class="author" href="/author/martin-dimitrov">Мартин Димитров</a>'
        '<time datetime="2026-11-27T16:02:00+02:00">27 ное 2026, 16:02</time><a href="#comments">'
        '<span class="comments">48 коментара</span></a></div>'
        '<figure><img src="/ns.jpg" alt=""><figcaption>Снимка: Цветелина Белутова</figcaption></figure>'
        f'<div class="article-content"><p>{a[0]}</p><p><a href="/b/1">Прочетете още: Какво предвижда бюджетът за '
        f'заплатите</a></p><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="share"><span>Сподели</span><a href="#">Facebook</a></div></article></main>'
        + _foot("Икономедиа АД", '<a href="/terms">Общи условия</a>'))


PAGES["dnevnik"] = NewsPage(
    _dnevnik(), "https://www.dnevnik.example.bg/bulgaria/2026/11/27/4712345_parlamentut_prie_biudjeta/",
    DNEVNIK, ("Цветелина Белутова", "Прочетете още", "48 коментара", "Сподели", "Общи условия"),
    {"author": "Мартин Димитров", "date": "2026-11-27", "lang": "bg", "type": "article"})


# --- Hürriyet (Turkish: "Haberin Devamı" button between the paragraphs, "İlgili Haberler", tags) --------------------

HURRIYET = (
    "Merkez Bankası politika faizini yüzde 47,5'ten yüzde 45'e indirdi. Piyasalarda beklenti faizin 150 baz puan "
    "düşürülmesi yönündeydi.",
    "Para Politikası Kurulu'nun açıklamasında, enflasyonun ana eğiliminin kasım ayında gerilediği ve talep "
    "koşullarının dezenflasyon sürecini desteklediği belirtildi.",
    "Ekonomistler, bankanın önümüzdeki aylarda da kademeli indirimlere devam etmesini bekliyor.",
    "Kararın ardından Borsa İstanbul'da bankacılık endeksi yüzde 3'ün üzerinde yükseldi.",
)


def _hurriyet() -> str:
    a = HURRIYET
    return (
        article_head("Merkez Bankası faizi yüzde 45'e indirdi - Ekonomi Haberleri", "tr",
                     article_ld("NewsArticle", "Merkez Bankası faizi yüzde 45'e indirdi", "Aslı Yıldız",
                                "2026-11-20"))
        + '<body><header><a href="/">Hürriyet</a><nav><a href="/ekonomi/">Ekonomi</a> <a href="/gundem/">Gündem</a>'
        '</nav></header><main><article class="news-detail"><h1 class="news-detail-title">Merkez Bankası faizi yüzde '
        "45'e indirdi</h1><h2 class=\"news-detail-spot\">Karar beklentilerin üzerinde geldi.</h2>"
        '<div class="news-date"><span class="author">Aslı Yıldız</span><time datetime="2026-11-20T14:05:00+03:00">'
        'Giriş Tarihi: 20.11.2026 14:05</time><span>Son Güncelleme: 20.11.2026 15:30</span></div>'
        '<div class="social"><a href="#">Facebook</a> <a href="#">X</a> <a href="#">Whatsapp</a></div>'
        f'<div class="news-content"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="news-content-readmore"><button>Haberin Devamı</button></div>'
        f'<p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="related-news"><h3>İlgili Haberler</h3><a href="/e/1">Dolar/TL güne nasıl başladı?</a></div>'
        '<div class="news-tags"><a href="/etiket/faiz/">faiz</a> <a href="/etiket/merkez-bankasi/">merkez bankası</a>'
        '</div></article></main>' + _foot("Hürriyet", '<a href="/kunye/">Künye</a>'))


PAGES["hurriyet"] = NewsPage(
    _hurriyet(), "https://www.hurriyet.example.com.tr/ekonomi/merkez-bankasi-faizi-yuzde-45e-indirdi-42612345",
    (*HURRIYET, "Karar beklentilerin üzerinde geldi."),
    ("Giriş Tarihi", "Son Güncelleme", "Haberin Devamı", "İlgili Haberler", "Dolar/TL", "Künye"),
    {"author": "Aslı Yıldız", "date": "2026-11-20", "lang": "tr", "type": "article"})


# --- Al Jazeera Arabic (right to left: "اقرأ أيضا" list, "المصدر" line, share buttons) ---------------------------

AJA = (
    "أعلنت وزارة الصحة في قطاع غزة أن عدد المستشفيات العاملة انخفض إلى ثلاثة فقط، بسبب نقص الوقود والمستلزمات الطبية.",
    "وقال المتحدث باسم الوزارة إن الطواقم الطبية تعمل في ظروف صعبة للغاية، وإن آلاف المرضى ينتظرون العلاج.",
    "وطالبت منظمة الصحة العالمية بفتح المعابر بشكل فوري للسماح بدخول الإمدادات الطبية والوقود إلى القطاع.",
)


def _aja() -> str:
    a = AJA
    return (
        '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>الصحة بغزة: 3 مستشفيات فقط تعمل | '
        'أخبار | الجزيرة نت</title><meta property="og:type" content="article">'
        + article_ld("NewsArticle", "الصحة بغزة: 3 مستشفيات فقط تعمل", "محمد حسن", "2026-11-24")
        + '</head><body><header><a href="/">الجزيرة نت</a><nav><a href="/news/">أخبار</a> <a href="/politics/">سياسة'
        '</a></nav></header><main><article><h1>الصحة بغزة: 3 مستشفيات فقط تعمل</h1>'
        '<div class="article-info"><span class="author">محمد حسن</span><span class="date">'
        '<time datetime="2026-11-24T10:00:00+03:00">24/11/2026</time></span></div>'
        '<div class="share"><span>شارك</span><a href="#">فيسبوك</a> <a href="#">إكس</a> <a href="#">واتساب</a></div>'
        '<figure><img src="/g.jpg" alt=""><figcaption>مستشفى في مدينة غزة (رويترز)</figcaption></figure>'
        f'<div class="wysiwyg"><p>{a[0]}</p><div class="more-on"><h2>اقرأ أيضا</h2><ul><li><a href="/n/1">'
        'الأمم المتحدة تحذر من كارثة إنسانية</a></li><li><a href="/n/2">وصول شاحنات مساعدات إلى رفح</a></li></ul>'
        f'<p>end of list</p></div><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<p class="source">المصدر: الجزيرة + وكالات</p></article></main>'
        + _foot("شبكة الجزيرة الإعلامية", '<a href="/terms">شروط الاستخدام</a>'))


PAGES["al-jazeera-arabic"] = NewsPage(
    _aja(), "https://www.aljazeera.example.net/news/2026/11/24/الصحة-بغزة-3-مستشفيات",
    AJA, ("رويترز", "اقرأ أيضا", "الأمم المتحدة تحذر", "end of list", "المصدر", "شارك", "شروط"),
    {"author": "محمد حسن", "date": "2026-11-24", "lang": "ar", "type": "article"})


# --- Haaretz Hebrew (right to left: "קראו עוד" teaser, subscription note, comments counter) -----------------------

HAARETZ = (
    "הממשלה אישרה הבוקר את תקציב המדינה לשנה הבאה, לאחר דיון שנמשך יותר משתים עשרה שעות ברציפות.",
    "לפי ההצעה, הגירעון יעמוד על ארבעה אחוזים מהתוצר, והוצאות הביטחון יגדלו בשיעור של כעשרה אחוזים.",
    "ראשי הרשויות המקומיות מתחו ביקורת על הקיצוץ בתקציבי החינוך והרווחה, ואיימו בשביתה כללית.",
)


def _haaretz() -> str:
    a = HAARETZ
    return (
        '<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>הממשלה אישרה את תקציב המדינה - '
        'פוליטי - הארץ</title><meta property="og:type" content="article">'
        + article_ld("NewsArticle", "הממשלה אישרה את תקציב המדינה", "יהונתן ליס", "2026-11-23")
        + '</head><body><header><a href="/">הארץ</a><nav><a href="/news/politics">פוליטי</a> <a href="/promotions">'
        'לרכישת מינוי</a></nav></header><main><article><h1>הממשלה אישרה את תקציב המדינה</h1>'
        '<div class="byline"><a href="/ty-writer/1">יהונתן ליס</a><time datetime="2026-11-23T09:12:00+02:00">'
        '23.11.2026 09:12</time><a href="#comments">תגובות: 31</a></div>'
        '<figure><img src="/k.jpg" alt=""><figcaption>ישיבת הממשלה, הבוקר <span>צילום: אוהד צויגנברג</span>'
        f'</figcaption></figure><section class="article-body"><p>{a[0]}</p>'
        '<div class="related"><span>קראו עוד</span><a href="/n/1">האוצר מזהיר מפני הורדת דירוג האשראי</a></div>'
        f'<p>{a[1]}</p><p>{a[2]}</p></section>'
        '<div class="share"><button>שתפו</button><button>וואטסאפ</button></div></article></main>'
        + _foot("הארץ", '<a href="/privacy">מדיניות פרטיות</a>'))


PAGES["haaretz"] = NewsPage(
    _haaretz(), "https://www.haaretz.example.co.il/news/politics/2026-11-23/ty-article/0000018f-1234",
    HAARETZ, ("אוהד צויגנברג", "קראו עוד", "האוצר מזהיר", "תגובות", "שתפו", "מדיניות"),
    {"author": "יהונתן ליס", "date": "2026-11-23", "lang": "he", "type": "article"})


# --- NHK (Japanese: content--summary lead, "関連ニュース" rail, share words) ------------------------------------

NHK = (
    "気象庁は、今シーズン初めて東京都心で木枯らし1号が吹いたと発表し、去年より5日遅い観測となりました。",
    "気象庁によりますと、26日の東京都心は北寄りの風が強まり、午前11時すぎに最大瞬間風速14メートルを観測しました。",
    "この冬は平年より気温が低くなる見込みで、気象庁は体調管理に注意するよう呼びかけています。",
)


def _nhk() -> str:
    a = NHK
    return (
        article_head("東京都心で木枯らし1号 去年より5日遅く | NHK | 気象", "ja",
                     article_ld("NewsArticle", "東京都心で木枯らし1号 去年より5日遅く", "NHK", "2026-11-26"))
        + '<body><header><a href="/">NHK NEWS WEB</a><nav><a href="/news/">ニュース</a> <a href="/weather/">気象'
        '</a></nav></header><main><article class="module--detail"><h1 class="content--title">東京都心で木枯らし1号 '
        '去年より5日遅く</h1><p class="content--date"><time datetime="2026-11-26T12:30">2026年11月26日 12時30分'
        f'</time></p><p class="content--summary">{a[0]}</p>'
        '<ul class="content--share"><li>シェアする</li><li>ツイート</li><li>LINE</li></ul>'
        f'<div class="content--detail-body"><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<section class="module--related"><h2>関連ニュース</h2><ul><li><a href="/n/1">北海道で初雪 平年より遅く</a>'
        '</li><li><a href="/n/2">週末は冬型の気圧配置に</a></li></ul></section></article></main>'
        + _foot("NHK (Japan Broadcasting Corporation)", '<a href="/privacy/">個人情報保護</a>'))


PAGES["nhk"] = NewsPage(
    _nhk(), "https://www3.nhk.example.or.jp/news/html/20261126/k10014512345000.html",
    NHK, ("関連ニュース", "北海道で初雪", "シェアする", "ツイート", "個人情報保護"),
    {"date": "2026-11-26", "lang": "ja", "type": "article"})


# --- Asahi Shimbun (Japanese: paywall note "この記事は有料記事です。残り…文字", "有料会員になると…") -------------

ASAHI = (
    "政府は26日、来年度から高校生への給付型奨学金の対象を世帯年収600万円未満まで広げる方針を固めた。",
    "現在は住民税非課税世帯などに限られており、対象者はおよそ3倍の約90万人に増える見込みだ。",
)


def _asahi() -> str:
    a = ASAHI
    return (
        article_head("高校生の給付型奨学金、年収600万円未満に拡大へ：朝日新聞", "ja",
                     article_ld("NewsArticle", "高校生の給付型奨学金、年収600万円未満に拡大へ", "田中光", "2026-11-26"))
        + '<body><header><a href="/">朝日新聞デジタル</a><nav><a href="/politics/">政治</a> <a href="/login/">ログイン'
        '</a></nav></header><main><article><h1>高校生の給付型奨学金、年収600万円未満に拡大へ</h1>'
        '<div class="byline"><a href="/reporter/1">田中光</a><time datetime="2026-11-26T05:00:00+09:00">2026年11月26日'
        ' 5時00分</time></div><div class="photo-link"><a href="/photo/AST1Z2ABCD1">写真・図版</a></div>'
        f'<div class="nfyQp"><p>{a[0]}</p><p>{a[1]}</p></div>'
        '<div class="paywall"><p>この記事は有料記事です。残り812文字</p><p>有料会員になると続きをお読みいただけます。</p>'
        '<a href="/subscribe/">今すぐ登録</a> <a href="/login/">ログインする</a></div>'
        '<div class="share"><span>シェア</span><span>ブックマーク</span><span>メール</span><span>印刷</span></div>'
        '</article></main>' + _foot("朝日新聞社", '<a href="/policy/">利用規約</a>'))


PAGES["asahi"] = NewsPage(
    _asahi(), "https://www.asahi.example.com/articles/AST1Z2ABCD1ZUTFK00XM.html",
    ASAHI, ("有料記事", "有料会員", "今すぐ登録", "ブックマーク", "写真・図版", "利用規約"),
    {"author": "田中光", "date": "2026-11-26", "lang": "ja", "type": "article"})


# --- Yonhap (Korean: "송고" stamp, "[연합뉴스 자료사진]" caption, "관련 기사"; the agency's rights line under the text and
# the reporter's address stay, as the development sets' truths keep such lines: see notices._RIGHTS_SCRIPTS) --------

YONHAP = (
    "(서울=연합뉴스) 한국은행이 기준금리를 연 3.00%로 0.25%포인트 인하했다.",
    "한국은행 금융통화위원회는 28일 통화정책방향 회의를 열고 이같이 결정했다고 밝혔다. 지난달에 이어 두 달 연속 인하다.",
    "한은은 경기 둔화 우려가 커지고 물가 상승률이 안정세를 보이고 있는 점을 고려했다고 설명했다.",
)


def _yonhap() -> str:
    a = YONHAP
    return (
        article_head("한은, 기준금리 연 3.00%로 인하…두 달 연속 | 연합뉴스", "ko",
                     article_ld("NewsArticle", "한은, 기준금리 연 3.00%로 인하…두 달 연속", "김유아", "2026-11-28"))
        + '<body><header><a href="/">연합뉴스</a><nav><a href="/economy/">경제</a> <a href="/politics/">정치</a></nav>'
        '</header><main><article class="story-news"><h1 class="tit">한은, 기준금리 연 3.00%로 인하…두 달 연속</h1>'
        '<div class="info-con"><span class="txt-time">송고2026-11-28 10:02</span></div>'
        '<div class="writer-zone"><strong class="tit-name">김유아 기자</strong></div>'
        '<div class="comp-box photo-group"><figure><img src="/b.jpg" alt=""><figcaption>한국은행 [연합뉴스 자료사진]'
        f'</figcaption></figure></div><div class="story-news article"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p>'
        '<p class="txt-copyright">&lt;저작권자(c) 연합뉴스, 무단 전재-재배포, AI 학습 및 활용 금지&gt;</p>'
        '<p class="txt-email">kimya@yna.example.co.kr</p></div>'
        '<div class="related-zone"><h2>관련 기사</h2><ul><li><a href="/v/1">원/달러 환율 하락 출발</a></li></ul></div>'
        '<div class="share-wrap"><button>공유</button><button>댓글쓰기</button></div></article></main>'
        + _foot("연합뉴스", '<a href="/terms">이용약관</a>'))


PAGES["yonhap"] = NewsPage(
    _yonhap(), "https://www.yna.example.co.kr/view/AKR20261128012300002",
    YONHAP, ("연합뉴스 자료사진", "관련 기사", "원/달러", "댓글쓰기", "송고"),
    {"date": "2026-11-28", "lang": "ko", "type": "article"})


# --- BBC News 中文 (Chinese: "图像来源" credit, "相关内容" links, "更多内容" rail) ----------------------------------

BBCZH = (
    "中国国家统计局周三公布的数据显示，十月份全国规模以上工业增加值同比增长百分之五点三，略高于市场预期。",
    "分析人士指出，基础设施投资加快和出口回暖是推动工业生产增长的主要原因，但房地产市场依然疲软。",
    "同期社会消费品零售总额同比增长百分之四点八，增速比上个月有所加快。",
)


def _bbczh() -> str:
    a = BBCZH
    return (
        article_head("中国十月工业增加值增长5.3% 略超预期 - BBC News 中文", "zh-Hans",
                     article_ld("NewsArticle", "中国十月工业增加值增长5.3% 略超预期", "BBC中文", "2026-11-19"))
        + '<body><header><a href="/zhongwen/simp">BBC News, 中文</a><nav><a href="/zhongwen/simp">主页</a> '
        '<a href="/zhongwen/simp/chinese_news">中国</a></nav></header><main role="main"><article>'
        '<h1>中国十月工业增加值增长5.3% 略超预期</h1><time datetime="2026-11-19">2026年11月19日</time>'
        '<figure><img src="/f.jpg" alt=""><p class="credit">图像来源，Getty Images</p><figcaption>'
        f'<span>图像加注文字，</span>江苏一家工厂的生产线</figcaption></figure><p>{a[0]}</p><p>{a[1]}</p>'
        f'<p>{a[2]}</p><section aria-labelledby="related"><h2 id="related">相关内容</h2><ul><li><a href="/z/1">中国'
        '出口增长放缓</a></li><li><a href="/z/2">人民币汇率创新低</a></li></ul></section></article>'
        '<section><h2>更多内容</h2><ul><li><a href="/z/3">热门内容</a></li></ul></section></main>'
        + _foot("BBC", '<a href="/usingthebbc/terms">使用条款</a>'))


PAGES["bbc-zhongwen"] = NewsPage(
    _bbczh(), "https://www.bbc.example.com/zhongwen/simp/chinese-news-67512345",
    BBCZH, ("图像来源", "Getty Images", "图像加注文字", "相关内容", "出口增长放缓", "更多内容", "使用条款"),
    {"date": "2026-11-19", "lang": "zh", "type": "article"})


# --- La Nación (Argentina, Arc XP: "Conforme a los criterios de The Trust Project", "Seguí leyendo", "Otras noticias") --

LANACION = (
    "El Gobierno porteño anunció que a partir de marzo el subte funcionará las 24 horas los fines de semana en las "
    "líneas B, D y E, como parte de una prueba piloto que durará seis meses.",
    "Según informó Subterráneos de Buenos Aires, la frecuencia nocturna será de un tren cada 20 minutos y se "
    "reforzará la presencia de personal de seguridad en las estaciones.",
    "La medida había sido reclamada durante años por trabajadores nocturnos y por el sector gastronómico, que "
    "celebró el anuncio.",
)


def _lanacion() -> str:
    a = LANACION
    return (
        article_head("El subte funcionará las 24 horas los fines de semana - LA NACION", "es-AR",
                     article_ld("NewsArticle", "El subte funcionará las 24 horas los fines de semana",
                                "Pilar Camacho", "2026-11-27"))
        + '<body><div id="fusion-app"><header><a href="/">LA NACION</a><nav><a href="/buenos-aires/">Buenos Aires</a>'
        ' <a href="/suscripciones/">Suscribite</a></nav></header><main><article class="nota">'
        '<h1 class="com-title">El subte funcionará las 24 horas los fines de semana</h1>'
        '<h2 class="com-subhead">Será una prueba piloto en tres líneas durante seis meses</h2>'
        '<div class="com-byline"><a href="/autor/pilar-camacho-u123/">Pilar Camacho</a></div>'
        '<time class="com-date" datetime="2026-11-27T12:40:00-03:00">27 de noviembre de 2026 • 12:40</time>'
        '<div class="sharebar"><button>Escuchar nota</button><button>Compartir</button></div>'
        f'<p class="com-paragraph">{a[0]}</p><p class="com-paragraph">{a[1]}</p>'
        '<p class="com-paragraph"><b>Seguí leyendo: </b><a href="/b/1">Cuánto cuesta el boleto de subte desde '
        f'diciembre</a></p><p class="com-paragraph">{a[2]}</p>'
        '<div class="trust"><p>Conforme a los criterios de <a href="/trust">The Trust Project</a></p>'
        '<a href="/trust">Más información</a></div>'
        '<section class="related"><h2>Otras noticias de Subte</h2><ul><li><a href="/b/2">Cierran por obras dos '
        'estaciones de la línea C</a></li></ul></section></article></main></div>'
        + _foot("LA NACION", '<a href="/terminos">Términos y condiciones</a>'))


PAGES["la-nacion"] = NewsPage(
    _lanacion(), "https://www.lanacion.example.com.ar/buenos-aires/el-subte-funcionara-las-24-horas-nid27112026/",
    (*LANACION, "Será una prueba piloto en tres líneas durante seis meses"),
    ("Escuchar nota", "Seguí leyendo", "Cuánto cuesta", "Trust Project", "Más información", "Otras noticias",
     "Cierran por obras"),
    {"author": "Pilar Camacho", "date": "2026-11-27", "lang": "es", "type": "article"})


# --- VilaWeb (Catalan: "Llegiu també" box, the readers' plea "VilaWeb necessita el vostre suport") ------------------

VILAWEB = (
    "El Govern ha aprovat avui el decret que permetrà a les escoles ampliar l'horari del menjador fins a les cinc "
    "de la tarda a partir del curs vinent.",
    "La mesura afectarà uns 1.800 centres públics i s'aplicarà de manera voluntària, segons ha explicat la "
    "consellera d'Educació en la roda de premsa posterior al consell executiu.",
    "Els sindicats de mestres han criticat que el decret no vagi acompanyat de més personal de monitoratge.",
)


def _vilaweb() -> str:
    a = VILAWEB
    return (
        article_head("El Govern aprova ampliar l'horari dels menjadors escolars", "ca",
                     article_ld("NewsArticle", "El Govern aprova ampliar l'horari dels menjadors escolars",
                                "Josep Casulleras", "2026-11-24"))
        + '<body><header><a href="/">VilaWeb</a><nav><a href="/categoria/portada/">Portada</a> <a href="/subscripcio/">'
        'Feu-vos subscriptors</a></nav></header><main><article><h1>El Govern aprova ampliar l\'horari dels menjadors '
        'escolars</h1><div class="autor"><a href="/autor/josep-casulleras/">Josep Casulleras</a></div>'
        '<time datetime="2026-11-24T14:15:00+01:00">24.11.2026 - 14:15</time>'
        f'<div class="entry-content"><p>{a[0]}</p>'
        '<div class="llegiu-tambe"><p>Llegiu també</p><a href="/n/1">Les escoles catalanes perden 6.000 alumnes</a>'
        f'</div><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="vw-suport"><p>VilaWeb necessita el vostre suport per a continuar fent periodisme independent. '
        'Feu-vos-en subscriptors.</p><a href="/subscripcio/">Subscriviu-vos</a></div></article></main>'
        + _foot("VilaWeb", '<a href="/avis-legal/">Avís legal</a>'))


PAGES["vilaweb"] = NewsPage(
    _vilaweb(), "https://www.vilaweb.example.cat/noticies/govern-aprova-ampliar-horari-menjadors-escolars/",
    VILAWEB, ("Llegiu també", "Les escoles catalanes", "necessita el vostre suport", "Subscriviu-vos", "Avís legal"),
    {"author": "Josep Casulleras", "date": "2026-11-24", "lang": "ca", "type": "article"})


# --- Stuff (New Zealand: the "READ MORE:" list of links under the first paragraphs) ----------------------------

STUFF = (
    "Auckland Council has voted to introduce a targeted rate to pay for flood protection works in the city's "
    "western suburbs, adding about $150 a year to the average household's bill.",
    "The rate will fund stormwater upgrades and the buyout of homes that were badly damaged in the 2023 floods.",
    "Councillors debated the proposal for more than four hours before it passed by 13 votes to 8.",
    "The new rate will appear on bills from July next year.",
)


def _stuff() -> str:
    a = STUFF
    return (
        article_head("Auckland Council votes for flood protection rate | Stuff", "en-NZ",
                     article_ld("NewsArticle", "Auckland Council votes for flood protection rate", "Todd Niall",
                                "2026-11-26"))
        + '<body><header><a href="/">Stuff</a><nav><a href="/national">National</a> <a href="/auckland">Auckland</a>'
        '</nav></header><main><article><h1>Auckland Council votes for flood protection rate</h1>'
        '<p class="intro">Average homeowner will pay about $150 more a year</p>'
        '<div class="byline"><span>Todd Niall</span><time datetime="2026-11-26T04:00:00Z">05:00, Nov 27 2026</time>'
        f'</div><div class="article-body"><p>{a[0]}</p><p>{a[1]}</p>'
        '<p><strong>READ MORE:</strong><br>* <a href="/n/1">Flood buyouts: 700 homes now in category 3</a><br>* '
        '<a href="/n/2">Council under fire over stormwater spending</a></p>'
        f'<p>{a[2]}</p><p>{a[3]}</p></div></article></main>' + _en_foot("Stuff Limited"))


PAGES["stuff-nz"] = NewsPage(
    _stuff(), "https://www.stuff.example.co.nz/auckland/350123456/auckland-council-votes-flood-protection-rate",
    (*STUFF, "Average homeowner will pay about $150 more a year"),
    ("READ MORE", "Flood buyouts", "Council under fire"),
    {"author": "Todd Niall", "date": "2026-11-26", "lang": "en", "type": "article"})


# --- Bloomberg (the "Most Read" rail, "Read More:" lines, its newsletter line, the update note at the end) ---------

BLOOMBERG = (
    "Oil prices rose for a third day as traders weighed the prospect of tighter supply after OPEC+ signaled it "
    "could extend output cuts into next year.",
    "Brent crude gained 1.4% to $78.20 a barrel in London, while West Texas Intermediate rose to $74.05.",
    "“The market is pricing in a more cautious OPEC+,” said an analyst at a Singapore-based brokerage.",
    "Stockpiles at the Cushing, Oklahoma, storage hub fell for a fourth week, according to government data.",
)


def _bloomberg() -> str:
    a = BLOOMBERG
    return (
        article_head("Oil Rises for Third Day as OPEC+ Signals Longer Cuts - Bloomberg", "en-US",
                     article_ld("NewsArticle", "Oil Rises for Third Day as OPEC+ Signals Longer Cuts", "Alex Longley",
                                "2026-11-25"))
        + '<body><header><a href="/">Bloomberg</a><nav><a href="/markets">Markets</a> <a href="/subscriptions">'
        'Subscribe</a></nav></header><main><article><h1>Oil Rises for Third Day as OPEC+ Signals Longer Cuts</h1>'
        '<div class="byline"><a href="/authors/alex-longley">Alex Longley</a><time datetime="2026-11-25T08:12:00Z">'
        'November 25, 2026 at 8:12 AM UTC</time></div>'
        '<div class="most-read"><h3>Most Read from Bloomberg</h3><ul><li><a href="/r/1">Fed Officials See Room for '
        'More Cuts</a></li></ul></div>'
        f'<div class="body-content"><p>{a[0]}</p><p>{a[1]}</p>'
        '<p><strong>Read More:</strong> <a href="/r/2">OPEC+ Weighs Deeper Cuts as Prices Slide</a></p>'
        f'<p>{a[2]}</p><p>{a[3]}</p>'
        '<p><em>(Updates with prices in second paragraph.)</em></p></div>'
        '<div class="newsletter"><p>Sign up for the Bloomberg Evening newsletter, the day’s top stories in your '
        'inbox.</p></div><p class="copyright">©2026 Bloomberg L.P.</p></article></main>' + _en_foot("Bloomberg L.P."))


PAGES["bloomberg"] = NewsPage(
    _bloomberg(), "https://www.bloomberg.example.com/news/articles/2026-11-25/oil-rises-for-third-day",
    BLOOMBERG, ("Most Read", "Fed Officials", "Read More", "OPEC+ Weighs", "Updates with prices", "Bloomberg Evening",
                "©2026"),
    {"author": "Alex Longley", "date": "2026-11-25", "lang": "en", "type": "article"})


# --- The Washington Post ("Gift Article", "Comment", "Listen", its "Democracy Dies in Darkness" line) -----------

WAPO = (
    "Virginia’s largest school district will push back high school start times by 40 minutes next fall, after a "
    "study found that students were getting less than seven hours of sleep a night.",
    "The school board approved the change 10-2 on Thursday. Buses will be rerouted and elementary schools will "
    "start earlier to make room in the schedule.",
    "Parents of younger children said the change would make mornings harder for working families.",
)


def _wapo() -> str:
    a = WAPO
    return (
        article_head("Fairfax high schools will start 40 minutes later next fall - The Washington Post", "en-US",
                     article_ld("NewsArticle", "Fairfax high schools will start 40 minutes later next fall",
                                "Karina Elwood", "2026-11-20"))
        + '<body><header><a href="/">The Washington Post</a><p>Democracy Dies in Darkness</p><nav><a href="/local/">'
        'Local</a> <a href="/subscribe/">Subscribe</a> <a href="/sign-in/">Sign in</a></nav></header><main><article>'
        '<h1>Fairfax high schools will start 40 minutes later next fall</h1>'
        '<div class="byline">By <a href="/people/karina-elwood/">Karina Elwood</a></div>'
        '<div class="timestamp">November 20, 2026 at 7:15 p.m. EST</div>'
        '<div class="toolbar"><button>Listen</button><span>4 min</span><button>Gift Article</button><button>Share'
        '</button><button>Comment</button><button>Save</button></div>'
        f'<div class="article-body"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="comments"><button>Comment on this story</button><span>Comment</span><span>312</span></div>'
        '</article></main>' + _en_foot("The Washington Post"))


PAGES["washington-post"] = NewsPage(
    _wapo(), "https://www.washingtonpost.example.com/education/2026/11/20/fairfax-high-school-start-times/",
    WAPO, ("Democracy Dies", "Gift Article", "Comment on this story", "4 min", "Sign in"),
    {"author": "Karina Elwood", "date": "2026-11-20", "lang": "en", "type": "article"})


# --- RBC (Russian: "Читайте РБК в Telegram", "Фото:" credit, tags) -------------------------------------------

RBC = (
    "Минфин предложил повысить ставку налога на прибыль для крупных банков до 30% начиная со следующего года, "
    "следует из законопроекта, опубликованного на портале регулирующих актов.",
    "По оценке министерства, мера принесет бюджету около 200 млрд руб. в год. Банковское сообщество выступило "
    "против инициативы.",
    "Законопроект должен быть внесен в Госдуму до конца декабря.",
)


def _rbc() -> str:
    a = RBC
    return (
        article_head("Минфин предложил повысить налог на прибыль для банков :: Финансы :: РБК", "ru",
                     article_ld("NewsArticle", "Минфин предложил повысить налог на прибыль для банков",
                                "Ирина Парфентьева", "2026-11-25"))
        + '<body><header><a href="/">РБК</a><nav><a href="/finances/">Финансы</a> <a href="/economics/">Экономика</a>'
        '</nav></header><main><div class="article"><h1 class="article__header__title">Минфин предложил повысить налог '
        'на прибыль для банков</h1><div class="article__authors"><a href="/person/1">Ирина Парфентьева</a></div>'
        '<time class="article__header__date" datetime="2026-11-25T12:47:00+03:00">25 ноя, 12:47</time>'
        '<figure><img src="/m.jpg" alt=""><figcaption>Здание Министерства финансов <span>Фото: Кирилл Каллиников / '
        f'РИА Новости</span></figcaption></figure><div class="article__text"><p>{a[0]}</p><p>{a[1]}</p>'
        f'<p>{a[2]}</p><p><a href="https://t.me/rbc_news">Читайте РБК в Telegram</a></p></div>'
        '<div class="article__tags"><a href="/tags/?tag=Минфин">Минфин</a> <a href="/tags/?tag=банки">банки</a>'
        '</div></div></main>' + _foot("АО «РОСБИЗНЕСКОНСАЛТИНГ»", '<a href="/privacy/">Политика конфиденциальности</a>'))


PAGES["rbc"] = NewsPage(
    _rbc(), "https://www.rbc.example.ru/finances/25/11/2026/6744a1b29a79471234567890",
    RBC, ("Кирилл Каллиников", "Читайте РБК", "Политика конфиденциальности"),
    {"author": "Ирина Парфентьева", "date": "2026-11-25", "lang": "ru", "type": "article"})


# --- BBC News Türkçe (the World Service's picture labels in Turkish: "Görsel kaynağı", "Fotoğraf altı yazısı") ----

BBCTR = (
    "Türkiye İstatistik Kurumu'nun açıkladığı verilere göre yıllık enflasyon ekim ayında yüzde 48,6'ya geriledi. "
    "Bu, son on sekiz ayın en düşük seviyesi.",
    "Ekonomistler düşüşün büyük ölçüde geçen yılın yüksek baz etkisinden kaynaklandığını belirtiyor.",
    "Merkez Bankası yıl sonu enflasyon tahminini yüzde 44 olarak açıklamıştı.",
)


def _bbctr() -> str:
    a = BBCTR
    return (
        article_head("Enflasyon ekimde yüzde 48,6'ya geriledi - BBC News Türkçe", "tr",
                     article_ld("NewsArticle", "Enflasyon ekimde yüzde 48,6'ya geriledi", "Selin Girit", "2026-11-04"))
        + '<body><header><a href="/turkce">BBC News, Türkçe</a><nav><a href="/turkce">Haberler</a> <a href="/turkce/'
        'topics/ekonomi">Ekonomi</a></nav></header><main role="main"><article><h1>Enflasyon ekimde yüzde 48,6\'ya '
        'geriledi</h1><div class="byline"><span>Selin Girit</span><span>BBC Türkçe</span></div>'
        '<time datetime="2026-11-04">4 Kasım 2026</time><figure><img src="/m.jpg" alt=""><p class="credit">Görsel '
        'kaynağı, Getty Images</p><figcaption><span>Fotoğraf altı yazısı,</span> İstanbul\'da bir pazar yeri'
        f'</figcaption></figure><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p>'
        '<section><h2>İlgili konular</h2><ul><li><a href="/turkce/topics/ekonomi">Ekonomi</a></li></ul></section>'
        '<section><h2>Haberin kaynağı</h2></section></article><section><h2>En çok okunanlar</h2><ul><li><a '
        'href="/turkce/1">Deprem bölgesinde kış</a></li></ul></section></main>' + _foot("BBC"))


PAGES["bbc-turkce"] = NewsPage(
    _bbctr(), "https://www.bbc.example.com/turkce/articles/c1234567890o",
    BBCTR, ("Görsel kaynağı", "Getty Images", "Fotoğraf altı yazısı", "İlgili konular", "En çok okunanlar",
            "Deprem bölgesinde"),
    {"author": "Selin Girit", "date": "2026-11-04", "lang": "tr", "type": "article"})


# --- Caixin (Chinese: "【财新网】" lead, "责任编辑" line, "更多报道详见" teaser) -----------------------------------

CAIXIN = (
    "【财新网】国家发展改革委员会11月25日宣布，将在明年一季度启动新一轮城市更新试点，首批覆盖二十个城市。",
    "发改委有关负责人表示，试点将重点支持老旧小区改造、地下管网更新以及社区养老服务设施建设。",
    "业内人士认为，这一政策有助于稳定投资，但地方财政压力仍是主要制约因素。",
)


def _caixin() -> str:
    a = CAIXIN
    return (
        article_head("发改委将启动新一轮城市更新试点_财新网", "zh-CN",
                     article_ld("NewsArticle", "发改委将启动新一轮城市更新试点", "王娟", "2026-11-25"))
        + '<body><header><a href="/">财新网</a><nav><a href="/economy/">经济</a> <a href="/finance/">金融</a></nav>'
        '</header><main><div id="the_content"><h1>发改委将启动新一轮城市更新试点</h1>'
        '<div class="artInfo">文｜财新 王娟 <span>2026年11月25日 18:32</span></div>'
        f'<div id="Main_Content_Val" class="text"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p>'
        '<p>更多报道详见：<a href="/z/1">城市更新的钱从哪里来</a></p>'
        '<p>责任编辑：张帆 | 版面编辑：李明</p></div></div></main>'
        + _foot("财新传媒", '<a href="/about/">关于我们</a>'))


PAGES["caixin"] = NewsPage(
    _caixin(), "https://economy.caixin.example.com/2026-11-25/102123456.html",
    CAIXIN, ("更多报道详见", "城市更新的钱从哪里来", "责任编辑", "关于我们"),
    {"author": "王娟", "date": "2026-11-25", "lang": "zh", "type": "article"})


# --- National Post (Postmedia: "Article content" between the paragraphs, numbered "Advertisement N" slots, the slot's
# "This advertisement has not loaded yet, but your article continues below.") ----------------------------------------

NATPOST = (
    "The federal government will introduce legislation this spring to cap the fees that banks can charge for "
    "overdrafts and insufficient funds, the finance minister said Wednesday.",
    "The proposed rules would limit the charge for a bounced payment to $10, down from as much as $48 at some of "
    "the country’s largest lenders.",
    "Consumer advocates welcomed the plan but said the government should also look at the fees charged by payday "
    "lenders.",
    "The Canadian Bankers Association said its members were reviewing the proposal.",
)


def _natpost() -> str:
    a = NATPOST
    ad = ('<div class="ad__section-border"><p class="ad__label">Advertisement {n}</p><div class="ad__inner"><p>This '
          'advertisement has not loaded yet, but your article continues below.</p></div></div>')
    return (
        article_head("Ottawa to cap bank overdraft fees at $10 | National Post", "en-CA",
                     article_ld("NewsArticle", "Ottawa to cap bank overdraft fees at $10", "Stuart Thomson",
                                "2026-11-26"))
        + '<body><header><a href="/">National Post</a><nav><a href="/category/news/">News</a> <a href="/subscribe/">'
        'Subscribe</a> <a href="/sign-in/">Sign In</a></nav></header><main><article class="article-content">'
        '<h1 class="article-title">Ottawa to cap bank overdraft fees at $10</h1>'
        '<p class="article-subtitle">Consumer groups welcome the move but want payday lenders included</p>'
        '<div class="published-by"><span class="published-by__author"><a href="/author/sthomson">Stuart Thomson</a>'
        '</span><span class="published-date"><time datetime="2026-11-26T17:00:00-05:00">Published Nov 26, 2026'
        '</time></span><span>  •  2 minute read</span></div>'
        '<div class="share"><button>Join the conversation</button><span>14 Comments</span></div>'
        f'<section class="article-content__content-group"><p>{a[0]}</p></section>'
        + ad.format(n=1) + '<p class="article-content__label">Article content</p>'
        f'<section class="article-content__content-group"><p>{a[1]}</p><p>{a[2]}</p></section>'
        + ad.format(n=2) + '<p class="article-content__label">Article content</p>'
        f'<section class="article-content__content-group"><p>{a[3]}</p></section>'
        '<div class="share-bar"><p>Share this article in your social network</p></div>'
        '</article></main>' + _en_foot("National Post, a division of Postmedia Network Inc."))


PAGES["national-post"] = NewsPage(
    _natpost(), "https://nationalpost.example.com/news/politics/ottawa-cap-bank-overdraft-fees",
    (*NATPOST, "Consumer groups welcome the move but want payday lenders included"),
    ("Article content", "Advertisement", "has not loaded yet", "2 minute read", "Join the conversation",
     "14 Comments", "Share this article"),
    {"author": "Stuart Thomson", "date": "2026-11-26", "lang": "en", "type": "article"})


# --- Global News (Canada: "Story continues below advertisement" between the paragraphs, "Trending Now" rail) ------

GLOBAL = (
    "Environment Canada has issued a snowfall warning for Metro Vancouver and the Fraser Valley, with up to 15 "
    "centimetres expected by Thursday morning.",
    "Drivers are being urged to avoid non-essential travel on the Coquihalla Highway, where conditions are expected "
    "to deteriorate quickly overnight.",
    "TransLink said it would run extra buses on several routes and had crews ready to clear snow from SkyTrain "
    "platforms.",
)


def _global() -> str:
    a = GLOBAL
    return (
        article_head("Snowfall warning issued for Metro Vancouver | Globalnews.ca", "en-CA",
                     article_ld("NewsArticle", "Snowfall warning issued for Metro Vancouver", "Amy Judd",
                                "2026-11-25"))
        + '<body><header><a href="/">Global News</a><nav><a href="/bc/">BC</a> <a href="/watch/">Watch</a></nav>'
        '</header><main><article><h1 class="l-article__title">Snowfall warning issued for Metro Vancouver</h1>'
        '<div class="c-byline"><span class="c-byline__name">By Amy Judd</span> <span class="c-byline__attribution">'
        'Global News</span><span class="c-byline__date">Posted November 25, 2026 4:41 pm</span></div>'
        f'<div class="l-article__text"><p>{a[0]}</p><div class="c-ad"><span>Story continues below advertisement'
        f'</span></div><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<section class="c-trending"><h3>Trending Now</h3><ul><li><a href="/n/1">Canada Post strike: what you need '
        'to know</a></li></ul></section></article></main>' + _en_foot("Corus Entertainment Inc."))


PAGES["global-news"] = NewsPage(
    _global(), "https://globalnews.example.ca/news/10912345/snowfall-warning-metro-vancouver/",
    GLOBAL, ("Story continues below", "Trending Now", "Canada Post strike"),
    {"author": "Amy Judd", "date": "2026-11-25", "lang": "en", "type": "article"})


# --- Estadão (Brazil: "Continua após a publicidade" between the paragraphs, "Publicidade" slot, "Leia também") ----

ESTADAO = (
    "A Prefeitura de São Paulo anunciou nesta segunda-feira que vai ampliar o rodízio de veículos para toda a "
    "região do centro expandido a partir de fevereiro do próximo ano.",
    "Segundo a Secretaria de Mobilidade, a medida deve reduzir em até 15% o volume de carros nos horários de pico "
    "e melhorar a qualidade do ar na cidade.",
    "A multa para quem descumprir o rodízio continuará sendo de R$ 130,16, com perda de quatro pontos na carteira "
    "de habilitação.",
)


def _estadao() -> str:
    a = ESTADAO
    return (
        article_head("Prefeitura amplia rodízio de veículos em São Paulo - Estadão", "pt-BR",
                     article_ld("NewsArticle", "Prefeitura amplia rodízio de veículos em São Paulo", "Renata Okumura",
                                "2026-11-23"))
        + '<body><header><a href="/">Estadão</a><nav><a href="/sao-paulo/">São Paulo</a> <a href="/assine/">Assine'
        '</a></nav></header><main><article><h1>Prefeitura amplia rodízio de veículos em São Paulo</h1>'
        '<div class="authors"><a href="/autor/renata-okumura/">Renata Okumura</a><time datetime="2026-11-23T14:30:00-'
        f'03:00">23/11/2026 | 14h30</time></div><div class="news-body"><p>{a[0]}</p>'
        '<div class="ad-container"><p class="ad-label">Publicidade</p></div>'
        f'<p class="ad-continue">Continua após a publicidade</p><p>{a[1]}</p>'
        '<div class="box-leia-tambem"><p>Leia também</p><a href="/s/1">Trânsito em SP bate recorde de lentidão</a>'
        f'</div><p>{a[2]}</p></div></article></main>'
        + _foot("Grupo Estado", '<a href="/termos">Termos de uso</a>'))


PAGES["estadao"] = NewsPage(
    _estadao(), "https://www.estadao.example.com.br/sao-paulo/prefeitura-amplia-rodizio-de-veiculos/",
    ESTADAO, ("Publicidade", "Continua após", "Leia também", "Trânsito em SP"),
    {"author": "Renata Okumura", "date": "2026-11-23", "lang": "pt", "type": "article"})


# --- Público (Spain: "Más información" box, "Publicidad", the readers' plea "Apoya a Público") --------------------

PUBLICOES = (
    "El Congreso ha aprobado este jueves la reducción de la jornada laboral a 37,5 horas semanales, que se "
    "aplicará de forma progresiva hasta el final del próximo año.",
    "La norma ha salido adelante con los votos de los partidos del Gobierno y de sus socios, mientras que la "
    "patronal ha advertido de que afectará a la competitividad de las pequeñas empresas.",
    "Los sindicatos han celebrado la aprobación y han pedido a las empresas que no esperen al plazo límite para "
    "aplicarla.",
)


def _publicoes() -> str:
    a = PUBLICOES
    return (
        article_head("El Congreso aprueba la reducción de la jornada a 37,5 horas | Público", "es",
                     article_ld("NewsArticle", "El Congreso aprueba la reducción de la jornada a 37,5 horas",
                                "Alejandro López de Miguel", "2026-11-26"))
        + '<body><header><a href="/">Público</a><nav><a href="/politica/">Política</a> <a href="/economia/">Economía'
        '</a></nav></header><main><article><h1 class="title">El Congreso aprueba la reducción de la jornada a 37,5 '
        'horas</h1><div class="author"><a href="/autor/alejandro-lopez-de-miguel/">Alejandro López de Miguel</a></div>'
        '<time datetime="2026-11-26T13:05:00+01:00">26/11/2026 13:05</time>'
        f'<div class="article-body"><p>{a[0]}</p><div class="ad"><span>Publicidad</span></div><p>{a[1]}</p>'
        f'<div class="related-box"><p>Más información</p><a href="/e/1">Qué cambia con la nueva jornada laboral</a>'
        f'</div><p>{a[2]}</p></div>'
        '<div class="support-box"><p>Apoya a Público. Tu aportación es fundamental para seguir haciendo un '
        'periodismo libre e independiente.</p><a href="/apoyo/">Hazte socio</a></div></article></main>'
        + _foot("Display Connectors S.L."))


PAGES["publico-es"] = NewsPage(
    _publicoes(), "https://www.publico.example.es/politica/congreso-aprueba-reduccion-jornada.html",
    PUBLICOES, ("Publicidad", "Más información", "Qué cambia", "Apoya a Público", "Hazte socio"),
    {"author": "Alejandro López de Miguel", "date": "2026-11-26", "lang": "es", "type": "article"})


# --- in.gr (Greek: "Διαβάστε ακόμη" line, "Διαφήμιση" slot, "Ακολουθήστε το in.gr στο Google News") ---------------

INGR = (
    "Σε ισχύ τίθεται από την 1η Δεκεμβρίου η νέα ρύθμιση για τα ηλεκτρονικά εισιτήρια στα μέσα μαζικής "
    "μεταφοράς της Αθήνας, ανακοίνωσε το υπουργείο Μεταφορών.",
    "Οι επιβάτες θα μπορούν να πληρώνουν απευθείας με τραπεζική κάρτα στους ακυρωτές των λεωφορείων και του "
    "μετρό, χωρίς να χρειάζεται η έκδοση εισιτηρίου.",
    "Σύμφωνα με το υπουργείο, το σύστημα θα επεκταθεί και στη Θεσσαλονίκη μέσα στο πρώτο εξάμηνο του νέου έτους.",
)


def _ingr() -> str:
    a = INGR
    return (
        article_head("Με τραπεζική κάρτα τα εισιτήρια στα ΜΜΜ από 1η Δεκεμβρίου - in.gr", "el",
                     article_ld("NewsArticle", "Με τραπεζική κάρτα τα εισιτήρια στα ΜΜΜ από 1η Δεκεμβρίου",
                                "Νίκος Παπαδόπουλος", "2026-11-24"))
        + '<body><header><a href="/">in.gr</a><nav><a href="/greece/">Ελλάδα</a> <a href="/economy/">Οικονομία</a>'
        '</nav></header><main><article><h1>Με τραπεζική κάρτα τα εισιτήρια στα ΜΜΜ από 1η Δεκεμβρίου</h1>'
        '<div class="author"><a href="/author/1">Νίκος Παπαδόπουλος</a></div><time datetime="2026-11-24T11:20:00+02:00">'
        f'24 Νοεμβρίου 2026 | 11:20</time><div class="main-content"><p>{a[0]}</p>'
        '<div class="ad"><span>Διαφήμιση</span></div>'
        f'<p><strong>Διαβάστε ακόμη: <a href="/g/1">Νέες στάσεις λεωφορείων στο κέντρο</a></strong></p><p>{a[1]}</p>'
        f'<p>{a[2]}</p><p><em>Ακολουθήστε το in.gr στο Google News και μάθετε πρώτοι όλες τις ειδήσεις</em></p>'
        '</div></article></main>' + _foot("in.gr", '<a href="/terms/">Όροι χρήσης</a>'))


PAGES["in-gr"] = NewsPage(
    _ingr(), "https://www.in.example.gr/2026/11/24/greece/me-trapeziki-karta-ta-eisitiria/",
    INGR, ("Διαφήμιση", "Διαβάστε ακόμη", "Νέες στάσεις", "Ακολουθήστε το in.gr"),
    {"author": "Νίκος Παπαδόπουλος", "date": "2026-11-24", "lang": "el", "type": "article"})


# --- Novaya Gazeta Europe (Russian: the readers' plea, "Поделиться", the "18+" and foreign-agent notes) -----------

NOVAYA = (
    "Суд в Москве приговорил журналиста к шести годам колонии по делу о распространении «ложной информации» об "
    "армии. Обвинение запрашивало семь лет.",
    "Поводом для уголовного дела стали публикации в социальных сетях, в которых журналист рассказывал о "
    "погибших мирных жителях.",
    "Защита заявила, что обжалует приговор. Сам журналист в последнем слове назвал дело политическим.",
)


def _novaya() -> str:
    a = NOVAYA
    return (
        article_head("Журналиста приговорили к шести годам колонии — Новая газета Европа", "ru",
                     article_ld("NewsArticle", "Журналиста приговорили к шести годам колонии", "Ирина Кравцова",
                                "2026-11-27"))
        + '<body><header><a href="/">Новая газета Европа</a><nav><a href="/news">Новости</a> <a href="/donate">'
        'Поддержать</a></nav></header><main><article><h1>Журналиста приговорили к шести годам колонии</h1>'
        '<div class="meta"><span class="author">Ирина Кравцова</span><time datetime="2026-11-27T15:10:00+01:00">'
        f'27 ноября 2026, 15:10</time></div><div class="article-body"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="donate-box"><h3>Поддержите «Новую газету Европа»</h3><p>Мы работаем без рекламы и государственных '
        'денег. Ваша поддержка помогает нам оставаться независимыми.</p><a href="/donate">Поддержать</a></div>'
        '<div class="share"><span>Поделиться</span><a href="#">Telegram</a> <a href="#">Facebook</a></div>'
        '</article></main>' + _foot("Новая газета Европа", '<a href="/about">О проекте</a>'))


PAGES["novaya-gazeta-europe"] = NewsPage(
    _novaya(), "https://novayagazeta.example.eu/articles/2026/11/27/zhurnalista-prigovorili-news",
    NOVAYA, ("Поддержите", "Мы работаем без рекламы", "Поделиться", "О проекте"),
    {"author": "Ирина Кравцова", "date": "2026-11-27", "lang": "ru", "type": "article"})


# --- Chosun Ilbo (Korean, Arc XP: reporter's byline "기자", "많이 본 뉴스" rail, copyright footer) -------------------

CHOSUN = (
    "서울시가 내년부터 65세 이상 노인의 지하철 무임승차 연령을 단계적으로 높이는 방안을 검토하고 있는 것으로 확인됐다.",
    "서울시 관계자는 지하철 운영 적자가 매년 늘어나고 있어 제도 개선이 불가피하다고 설명했다.",
    "노인 단체들은 사회적 합의 없이 추진해서는 안 된다며 반발하고 있다.",
)


def _chosun() -> str:
    a = CHOSUN
    return (
        article_head("서울시, 지하철 무임승차 연령 상향 검토 - 조선일보", "ko",
                     article_ld("NewsArticle", "서울시, 지하철 무임승차 연령 상향 검토", "박지민", "2026-11-24"))
        + '<body><div id="fusion-app"><header><a href="/">조선일보</a><nav><a href="/national/">사회</a> '
        '<a href="/politics/">정치</a></nav></header><main><article class="article-body">'
        '<h1 class="article-header__headline">서울시, 지하철 무임승차 연령 상향 검토</h1>'
        '<div class="article-byline"><a href="/people/1">박지민 기자</a><span class="upDate">입력 2026.11.24. 06:00'
        '</span></div>'
        f'<section class="article-body__content"><p class="article-body__content-text">{a[0]}</p>'
        f'<p class="article-body__content-text">{a[1]}</p><p class="article-body__content-text">{a[2]}</p></section>'
        '<div class="most-viewed"><h3>많이 본 뉴스</h3><ol><li><a href="/n/1">수도권 첫눈 예보</a></li></ol></div>'
        '</article></main></div>' + _foot("조선일보", '<a href="/terms">이용약관</a>'))


PAGES["chosun"] = NewsPage(
    _chosun(), "https://www.chosun.example.com/national/2026/11/24/ABCDEFGHIJKLMNOP/",
    CHOSUN, ("입력 2026", "많이 본 뉴스", "수도권 첫눈", "이용약관"),
    {"date": "2026-11-24", "lang": "ko", "type": "article"})


# --- Hindustan Times ("Catch all the Latest India News …" closing line, "Share Via", "Copy Link") ------------------

HT = (
    "The Delhi government on Monday ordered all primary schools in the capital to shift to online classes until "
    "Friday as the air quality index crossed 450 in several areas.",
    "The Commission for Air Quality Management also banned construction and demolition work across the National "
    "Capital Region and restricted the entry of diesel trucks.",
    "Doctors have advised children and the elderly to stay indoors and avoid morning walks.",
)


def _ht() -> str:
    a = HT
    return (
        article_head("Delhi shuts primary schools as air quality turns severe | Latest News India - Hindustan Times",
                     "en-IN", article_ld("NewsArticle", "Delhi shuts primary schools as air quality turns severe",
                                         "Jasjeev Gandhiok", "2026-11-24"))
        + '<body><header><a href="/">Hindustan Times</a><nav><a href="/india-news">India</a> <a href="/cities">Cities'
        '</a> <a href="/epaper">E-Paper</a></nav></header><main><div class="storyDetails">'
        '<h1 class="hdg1">Delhi shuts primary schools as air quality turns severe</h1>'
        '<h2 class="sortDec">Classes will be held online until Friday; construction banned across NCR</h2>'
        '<div class="actionDiv"><div class="storyBy">By <a href="/author/jasjeev-gandhiok">Jasjeev Gandhiok</a>, New '
        'Delhi</div><div class="dateTime">Nov 24, 2026 09:41 PM IST</div></div>'
        '<div class="shareArticle"><span>Share Via</span><span>Copy Link</span></div>'
        f'<div class="storyDetail"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p>'
        '<p class="trendingTopic">Catch all the <a href="/latest-news">Latest India News</a>, <a href="/cities/delhi-'
        'news">Delhi News</a> along with <a href="/latest-news">Latest News</a> and Top Headlines from India and around '
        'the world.</p></div></div></main>' + _en_foot("HT Media Limited"))


PAGES["hindustan-times"] = NewsPage(
    _ht(), "https://www.hindustantimes.example.com/india-news/delhi-shuts-primary-schools-101732456789.html",
    (*HT, "Classes will be held online until Friday; construction banned across NCR"),
    ("Catch all the", "Share Via", "Copy Link", "E-Paper"),
    {"author": "Jasjeev Gandhiok", "date": "2026-11-24", "lang": "en", "type": "article"})


# --- NDTV (a syndicated wire story: "(Except for the headline, this story has not been edited by NDTV staff …)") -----

NDTV = (
    "The Reserve Bank of India kept its key interest rate unchanged at 6.5 per cent on Friday for the eleventh "
    "straight meeting, citing persistent food inflation.",
    "Governor said the monetary policy committee voted 4-2 to hold the rate, with two external members favouring "
    "a cut of 25 basis points.",
    "The central bank lowered its growth forecast for the current financial year to 6.6 per cent from 7.2 per cent.",
)


def _ndtv() -> str:
    a = NDTV
    return (
        article_head("RBI Keeps Repo Rate Unchanged At 6.5% For 11th Time", "en-IN",
                     article_ld("NewsArticle", "RBI Keeps Repo Rate Unchanged At 6.5% For 11th Time",
                                "Press Trust of India", "2026-11-27"))
        + '<body><header><a href="/">NDTV</a><nav><a href="/india">India</a> <a href="/business">Business</a></nav>'
        '</header><main><div class="sp-cn"><h1 class="sp-ttl">RBI Keeps Repo Rate Unchanged At 6.5% For 11th Time</h1>'
        '<div class="pst-by"><span>Press Trust of India</span> <span>Updated: November 27, 2026 12:21 pm IST</span>'
        f'</div><div class="sp-cn ins_storybody"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p>'
        '<p><i>(Except for the headline, this story has not been edited by NDTV staff and is published from a '
        'syndicated feed.)</i></p></div><div class="tags"><span>Track Latest News Live on NDTV.com and get news '
        'updates from India and around the world</span></div></div></main>' + _en_foot("NDTV Convergence Limited"))


PAGES["ndtv"] = NewsPage(
    _ndtv(), "https://www.ndtv.example.com/business/rbi-keeps-repo-rate-unchanged-7012345",
    NDTV, ("Except for the headline", "syndicated feed", "Track Latest News", "Updated:"),
    {"author": "Press Trust of India", "date": "2026-11-27", "lang": "en", "type": "article"})


# --- The Straits Times ("Join ST's Telegram channel …", "Join ST's WhatsApp Channel …", "Read more" teasers) ----------

STRAITS = (
    "Singapore will raise the minimum age for buying cigarettes and vapes to 23 from 2028, the Health Ministry said "
    "on Tuesday, in a move to cut smoking among young adults.",
    "Retailers who sell tobacco to underage buyers will face fines of up to $10,000 and could lose their licences.",
    "The ministry said smoking rates among those aged 18 to 29 had fallen to 6 per cent, but the use of vapes was "
    "a growing concern.",
)


def _straits() -> str:
    a = STRAITS
    return (
        article_head("Minimum age for buying cigarettes to rise to 23 from 2028 | The Straits Times", "en-SG",
                     article_ld("NewsArticle", "Minimum age for buying cigarettes to rise to 23 from 2028",
                                "Joyce Teo", "2026-11-25"))
        + '<body><header><a href="/">The Straits Times</a><nav><a href="/singapore">Singapore</a> <a href="/subscribe">'
        'Subscribe</a></nav></header><main><article><h1>Minimum age for buying cigarettes to rise to 23 from 2028</h1>'
        '<div class="byline"><a href="/authors/joyce-teo">Joyce Teo</a><span>Senior Health Correspondent</span>'
        '<time datetime="2026-11-25T14:30:00+08:00">Nov 25, 2026, 02:30 PM</time></div>'
        f'<div class="article-content"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="related"><p>Read more</p><a href="/s/1">Vaping offences: 3,000 people caught in first half of '
        f'the year</a></div><p>{a[2]}</p>'
        '<p><i>Join <a href="https://t.me/straitstimes">ST\'s Telegram channel</a> and get the latest breaking news '
        'delivered to you.</i></p></div></article></main>' + _en_foot("SPH Media Limited"))


PAGES["straits-times"] = NewsPage(
    _straits(), "https://www.straitstimes.example.com/singapore/health/minimum-age-cigarettes-23",
    STRAITS, ("Read more", "Vaping offences", "Telegram channel", "Senior Health Correspondent"),
    {"author": "Joyce Teo", "date": "2026-11-25", "lang": "en", "type": "article"})


# --- Philippine Daily Inquirer (the INQUIRER PLUS pitch under the article, "Read Next", "Disclaimer") -------------

INQUIRER = (
    "The Department of Health on Monday reported 2,341 new dengue cases in the past week, bringing the total for "
    "the year to more than 180,000.",
    "Health officials urged local governments to step up cleanup drives to destroy mosquito breeding sites as the "
    "rainy season continues.",
    "Most of the cases were recorded in Central Luzon, Calabarzon and Western Visayas.",
)


def _inquirer() -> str:
    a = INQUIRER
    return (
        article_head("DOH logs 2,341 new dengue cases in a week | Inquirer News", "en-PH",
                     article_ld("NewsArticle", "DOH logs 2,341 new dengue cases in a week", "Jordeene B. Lagare",
                                "2026-11-24"))
        + '<body><header><a href="/">INQUIRER.net</a><nav><a href="/newsinfo">News</a> <a href="/plus">Inquirer Plus'
        '</a></nav></header><main><article id="article_content"><h1 class="entry-title">DOH logs 2,341 new dengue cases '
        'in a week</h1><div id="art_author">By: <a href="/byline/jordeene-b-lagare">Jordeene B. Lagare</a> - Reporter '
        '/ @jblagareINQ</div><div id="art_plat">Philippine Daily Inquirer / 05:14 AM November 24, 2026</div>'
        f'<div id="FOR_target_content"><p>{a[0]}</p><p>{a[1]}</p>'
        '<p><strong>READ:</strong> <a href="/n/1">Dengue cases up 20 percent, DOH says</a></p>'
        f'<p>{a[2]}</p>'
        '<p><strong>Subscribe to INQUIRER PLUS to get access to The Philippine Daily Inquirer &amp; other 70+ titles, '
        'share up to 5 gadgets, listen to the news, download as early as 4am &amp; share articles on social media. '
        'Call 896 6000.</strong></p></div>'
        '<div id="read-next"><h3>Read Next</h3><a href="/n/2">Typhoon leaves 12 dead in Bicol</a></div>'
        '<div class="disclaimer"><p>Disclaimer: Comments do not represent the views of INQUIRER.net.</p></div>'
        '</article></main>' + _en_foot("INQUIRER.net"))


PAGES["inquirer"] = NewsPage(
    _inquirer(), "https://newsinfo.inquirer.example.net/1912345/doh-logs-2341-new-dengue-cases",
    INQUIRER, ("READ:", "Dengue cases up", "INQUIRER PLUS", "Read Next", "Typhoon leaves", "Disclaimer",
               "@jblagareINQ"),
    {"author": "Jordeene B. Lagare", "date": "2026-11-24", "lang": "en", "type": "article"})


# --- El Tiempo (Colombia: "Le puede interesar:" lines between the paragraphs, the desk's signature, "Más noticias") --

ELTIEMPO = (
    "La Alcaldía de Bogotá anunció que a partir del primero de diciembre comenzará a operar la nueva troncal de "
    "TransMilenio por la avenida 68, que conectará el norte y el sur de la ciudad.",
    "La troncal tiene 17 kilómetros y 20 estaciones, y se espera que movilice a unos 400.000 pasajeros al día, "
    "según la empresa operadora del sistema.",
    "Las obras se retrasaron más de dos años por problemas con los contratistas y por el hallazgo de redes de "
    "servicios públicos que no figuraban en los planos.",
)


def _eltiempo() -> str:
    a = ELTIEMPO
    return (
        article_head("Troncal de la avenida 68 de TransMilenio empezará a operar en diciembre - Bogotá - Colombia",
                     "es-CO", article_ld("NewsArticle", "Troncal de la avenida 68 de TransMilenio empezará a operar en "
                                         "diciembre", "Redacción Bogotá", "2026-11-25"))
        + '<body><header><a href="/">EL TIEMPO</a><nav><a href="/bogota">Bogotá</a> <a href="/colombia">Colombia</a>'
        ' <a href="/suscripciones">Suscríbete</a></nav></header><main><article><h1 class="c-articulo__titulo">Troncal '
        'de la avenida 68 de TransMilenio empezará a operar en diciembre</h1>'
        '<div class="c-articulo__autor">Redacción Bogotá</div><div class="c-articulo__fecha">25 de noviembre 2026, '
        f'07:12 a. m.</div><div class="c-cuerpo"><p>{a[0]}</p>'
        '<p><strong>Le puede interesar: </strong><a href="/b/1">Estas son las rutas que cambian con la nueva '
        f'troncal</a></p><p>{a[1]}</p><p>{a[2]}</p>'
        '<p><strong>REDACCIÓN BOGOTÁ</strong></p><p><strong>Más noticias en EL TIEMPO</strong></p></div>'
        '</article></main>' + _foot("Casa Editorial El Tiempo"))


PAGES["el-tiempo"] = NewsPage(
    _eltiempo(), "https://www.eltiempo.example.com/bogota/troncal-avenida-68-transmilenio-3412345",
    ELTIEMPO, ("Le puede interesar", "Estas son las rutas", "REDACCIÓN BOGOTÁ", "Más noticias en"),
    {"author": "Redacción Bogotá", "date": "2026-11-25", "lang": "es", "type": "article"})


# --- UOL (Brazil: "Leia mais" links, "Comunicar erro" and its prompt, "Deixe seu comentário") -----------------------

UOL = (
    "O governo federal anunciou nesta quinta-feira um novo programa de renegociação de dívidas para pessoas com "
    "renda de até dois salários mínimos, com descontos de até 90% nos juros.",
    "Segundo o Ministério da Fazenda, cerca de 30 milhões de brasileiros poderão participar do programa, que terá "
    "início em janeiro e será operado por bancos públicos e privados.",
    "As dívidas poderão ser parceladas em até 60 meses, com parcela mínima de R$ 50.",
)


def _uol() -> str:
    a = UOL
    return (
        article_head("Governo lança programa para renegociar dívidas com desconto de até 90% - UOL Economia", "pt-BR",
                     article_ld("NewsArticle", "Governo lança programa para renegociar dívidas com desconto de até 90%",
                                "Carla Araújo", "2026-11-26"))
        + '<body><header><a href="/">UOL</a><nav><a href="/economia/">Economia</a> <a href="/assine/">Assine UOL</a>'
        '</nav></header><main><article><h1>Governo lança programa para renegociar dívidas com desconto de até 90%</h1>'
        '<div class="solar-author"><span>Carla Araújo</span> <span>Do UOL, em Brasília</span></div>'
        '<time datetime="2026-11-26T16:05:00-03:00">26/11/2026 16h05</time>'
        f'<div class="text"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="related"><h3>Leia mais</h3><ul><li><a href="/e/1">Desenrola: quem pode participar</a></li></ul>'
        f'</div><p>{a[2]}</p></div>'
        '<div class="report-error"><button>Comunicar erro</button><p>Encontrou algum erro nesta matéria? Nos conte.'
        '</p></div><div class="comments"><h3>Deixe seu comentário</h3><p>O autor da mensagem, e não o UOL, é o '
        'responsável pelo comentário.</p></div></article></main>' + _foot("UOL", '<a href="/termos">Termos de uso</a>'))


PAGES["uol"] = NewsPage(
    _uol(), "https://economia.uol.example.com.br/noticias/redacao/2026/11/26/governo-renegociar-dividas.htm",
    UOL, ("Leia mais", "Desenrola", "Comunicar erro", "Encontrou algum erro", "Deixe seu comentário",
          "O autor da mensagem", "Do UOL"),
    {"author": "Carla Araújo", "date": "2026-11-26", "lang": "pt", "type": "article"})


# --- Suspilne (Ukrainian: short paragraphs of a news brief, "Читайте також" link, Telegram line) --------------------

SUSPILNE = (
    "У Києві через атаку дронів пошкоджено будинок.",
    "Про це повідомив голова міської військової адміністрації у своєму телеграм-каналі.",
    "Загиблих немає, двоє людей отримали легкі поранення.",
    "На місці працюють рятувальники та поліція.",
)


def _suspilne() -> str:
    a = SUSPILNE
    return (
        article_head("У Києві через атаку дронів пошкоджено будинок | Суспільне Новини", "uk",
                     article_ld("NewsArticle", "У Києві через атаку дронів пошкоджено будинок", "Марія Коваль",
                                "2026-11-28"))
        + '<body><header><a href="/">Суспільне Новини</a><nav><a href="/kyiv">Київ</a> <a href="/ukraine">Україна</a>'
        '</nav></header><main><article><h1>У Києві через атаку дронів пошкоджено будинок</h1>'
        '<div class="c-article-info"><span class="author">Марія Коваль</span><time datetime="2026-11-28T06:40:00+02:00">'
        f'28 листопада 2026, 06:40</time></div><div class="c-article-content"><p>{a[0]}</p><p>{a[1]}</p>'
        '<p><a href="/n/1">Читайте також: Як убезпечити себе під час повітряної тривоги</a></p>'
        f'<p>{a[2]}</p><p>{a[3]}</p><p>Читайте Суспільне Новини у Telegram.</p></div></article></main>'
        + _foot("Суспільне", '<a href="/about">Про нас</a>'))


PAGES["suspilne"] = NewsPage(
    _suspilne(), "https://suspilne.example.media/kyiv/912345-u-kievi-cerez-ataku-droniv/",
    SUSPILNE, ("Читайте також", "Як убезпечити", "у Telegram", "Про нас"),
    {"author": "Марія Коваль", "date": "2026-11-28", "lang": "uk", "type": "article"})


# --- La Voz de Galicia (Galician: "Le tamén" teaser, "Publicidade" slot) ---------------------------------------------

LAVOZ = (
    "A Xunta aprobou este luns o plan de vivenda pública para os próximos catro anos, que prevé a construción de "
    "máis de dúas mil vivendas de aluguer social en toda Galicia.",
    "A conselleira de Vivenda explicou que as primeiras obras comezarán na primavera en Vigo, A Coruña e "
    "Santiago, onde a demanda é maior.",
    "A oposición criticou que o plan chega tarde e que as cifras son insuficientes para atender ás listas de "
    "espera, que superan as oito mil persoas.",
)


def _lavoz() -> str:
    a = LAVOZ
    return (
        article_head("A Xunta aproba un plan para construír dúas mil vivendas de aluguer social", "gl",
                     article_ld("NewsArticle", "A Xunta aproba un plan para construír dúas mil vivendas de aluguer "
                                "social", "Xosé Manuel Pereiro", "2026-11-24"))
        + '<body><header><a href="/">La Voz de Galicia</a><nav><a href="/galicia/">Galicia</a></nav></header><main>'
        '<article><h1>A Xunta aproba un plan para construír dúas mil vivendas de aluguer social</h1>'
        '<div class="author">Xosé Manuel Pereiro</div><time datetime="2026-11-24T18:20:00+01:00">24/11/2026 18:20 h'
        f'</time><div class="text"><p>{a[0]}</p><div class="ad"><span>Publicidade</span></div><p>{a[1]}</p>'
        '<div class="related"><p>Le tamén</p><a href="/g/1">O prezo do aluguer sobe un 9 % en Vigo</a></div>'
        f'<p>{a[2]}</p></div></article></main>' + _foot("La Voz de Galicia S.A."))


PAGES["la-voz-de-galicia"] = NewsPage(
    _lavoz(), "https://www.lavozdegalicia.example.es/noticia/galicia/2026/11/24/xunta-plan-vivenda/0003.htm",
    LAVOZ, ("Publicidade", "Le tamén", "O prezo do aluguer"),
    {"author": "Xosé Manuel Pereiro", "date": "2026-11-24", "lang": "gl", "type": "article"})


# --- Politika (Serbian in Cyrillic: "Прочитајте још" teaser, comments counter) ---------------------------------------

POLITIKA = (
    "Влада Србије усвојила је данас предлог закона о буџету за наредну годину, којим је предвиђен дефицит од "
    "три одсто бруто домаћег производа.",
    "Министар финансија рекао је да ће највећи део средстава бити усмерен на инфраструктуру, образовање и "
    "здравство, као и на повећање пензија.",
    "Предлог закона биће упућен Народној скупштини до краја месеца.",
)


def _politika() -> str:
    a = POLITIKA
    return (
        article_head("Влада усвојила предлог буџета за наредну годину - Политика", "sr",
                     article_ld("NewsArticle", "Влада усвојила предлог буџета за наредну годину", "Јелена Петровић",
                                "2026-11-26"))
        + '<body><header><a href="/">Политика</a><nav><a href="/rubrika/1/Politika">Политика</a> <a href="/rubrika/'
        '2/Ekonomija">Економија</a></nav></header><main><article><h1>Влада усвојила предлог буџета за наредну годину'
        '</h1><div class="author">Јелена Петровић</div><time datetime="2026-11-26T14:00:00+01:00">26.11.2026. у 14:00'
        f'</time><div class="article-text"><p>{a[0]}</p>'
        '<div class="related"><p>Прочитајте још</p><a href="/e/1">Пензије веће за девет одсто од јануара</a></div>'
        f'<p>{a[1]}</p><p>{a[2]}</p></div><div class="comments"><a href="#komentari">Коментари (17)</a></div>'
        '</article></main>' + _foot("Политика новине и магазини", '<a href="/impresum">Импресум</a>'))


PAGES["politika"] = NewsPage(
    _politika(), "https://www.politika.example.rs/scc/clanak/612345/vlada-usvojila-predlog-budzeta",
    POLITIKA, ("Прочитајте још", "Пензије веће", "Коментари (17)", "Импресум"),
    {"author": "Јелена Петровић", "date": "2026-11-26", "lang": "sr", "type": "article"})


# --- El Nacional.cat (Catalan, with a Spanish quote of its own paragraph; "Et pot interessar" teaser) ---------------

ELNACIONAL = (
    "El Tribunal Suprem ha rebutjat el recurs de l'advocacia de l'Estat i ha confirmat que l'ensenyament en català "
    "a les escoles no vulnera els drets dels alumnes castellanoparlants.",
    "La sentència recull les paraules d'un dels magistrats, que en el seu vot particular va escriure:",
    "«No existe ninguna prueba de que los alumnos castellanohablantes hayan sufrido perjuicio alguno en su "
    "aprendizaje por el modelo de inmersión lingüística vigente en Cataluña.»",
    "El Departament d'Educació ha celebrat la decisió i ha anunciat que mantindrà el model actual el curs vinent.",
)


def _elnacional() -> str:
    a = ELNACIONAL
    return (
        article_head("El Suprem avala l'escola en català", "ca",
                     article_ld("NewsArticle", "El Suprem avala l'escola en català", "Marta Lasalas", "2026-11-27"))
        + '<body><header><a href="/">El Nacional.cat</a><nav><a href="/politica/">Política</a></nav></header><main>'
        '<article><h1>El Suprem avala l\'escola en català</h1><div class="author">Marta Lasalas</div>'
        f'<time datetime="2026-11-27T10:30:00+01:00">27 de novembre de 2026, 10:30</time><div class="body"><p>{a[0]}'
        f'</p><p>{a[1]}</p><blockquote><p>{a[2]}</p></blockquote>'
        '<div class="related"><p>Et pot interessar</p><a href="/p/1">Plataforma per la Llengua alerta del retrocés '
        f'del català al pati</a></div><p>{a[3]}</p></div></article></main>' + _foot("El Nacional.cat"))


PAGES["el-nacional-cat"] = NewsPage(
    _elnacional(), "https://www.elnacional.example.cat/ca/politica/suprem-avala-escola-catala_1234567_102.html",
    ELNACIONAL, ("Et pot interessar", "Plataforma per la Llengua"),
    {"author": "Marta Lasalas", "date": "2026-11-27", "lang": "ca", "type": "article"})


# --- BBC News فارسی (Persian, right to left: the World Service's picture labels, "مطالب مرتبط") ----------------------

BBCFA = (
    "بانک مرکزی ایران اعلام کرد نرخ تورم سالانه در ماه گذشته به سی و هشت درصد رسیده است که نسبت به ماه قبل اندکی کاهش نشان می‌دهد.",
    "کارشناسان اقتصادی می‌گویند کاهش تورم بیشتر به دلیل ثبات نسبی نرخ ارز در بازار آزاد بوده است.",
    "با این حال قیمت مواد غذایی همچنان با سرعت بیشتری از سایر کالاها افزایش یافته است.",
)


def _bbcfa() -> str:
    a = BBCFA
    return (
        '<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>نرخ تورم ایران به ۳۸ درصد رسید - '
        'BBC News فارسی</title><meta property="og:type" content="article">'
        + article_ld("NewsArticle", "نرخ تورم ایران به ۳۸ درصد رسید", "بی‌بی‌سی فارسی", "2026-11-22")
        + '</head><body><header><a href="/persian">BBC News فارسی</a><nav><a href="/persian">خانه</a> <a href="/persian'
        '/iran">ایران</a></nav></header><main role="main"><article><h1>نرخ تورم ایران به ۳۸ درصد رسید</h1>'
        '<time datetime="2026-11-22">۱ آذر ۱۴۰۵</time><figure><img src="/b.jpg" alt=""><p class="credit">منبع تصویر، '
        'Getty Images</p><figcaption><span>توضیح تصویر، </span>بازار تهران</figcaption></figure>'
        f'<p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p><section><h2>مطالب مرتبط</h2><ul><li><a href="/persian/1">'
        'قیمت دلار در بازار تهران</a></li></ul></section></article></main>' + _foot("BBC"))


PAGES["bbc-persian"] = NewsPage(
    _bbcfa(), "https://www.bbc.example.com/persian/articles/c9876543210o",
    BBCFA, ("منبع تصویر", "Getty Images", "توضیح تصویر", "مطالب مرتبط", "قیمت دلار"),
    {"date": "2026-11-22", "lang": "fa", "type": "article"})


# --- BBC News हिंदी (Hindi: the World Service's labels, "ये भी पढ़ें" links) --------------------------------------------

BBCHI = (
    "भारतीय रिज़र्व बैंक ने शुक्रवार को रेपो दर में कोई बदलाव नहीं किया और इसे साढ़े छह प्रतिशत पर बरकरार रखा है।",
    "रिज़र्व बैंक के गवर्नर ने कहा कि महंगाई अब भी चिंता का विषय बनी हुई है, ख़ासकर खाने-पीने की चीज़ों की क़ीमतें।",
    "विशेषज्ञों का मानना है कि अगले साल की शुरुआत में ब्याज दरों में कटौती हो सकती है।",
)


def _bbchi() -> str:
    a = BBCHI
    return (
        article_head("रिज़र्व बैंक ने रेपो दर में बदलाव नहीं किया - BBC News हिंदी", "hi",
                     article_ld("NewsArticle", "रिज़र्व बैंक ने रेपो दर में बदलाव नहीं किया", "दिनेश उप्रेती",
                                "2026-11-27"))
        + '<body><header><a href="/hindi">BBC News, हिंदी</a><nav><a href="/hindi">होम</a> <a href="/hindi/india">'
        'भारत</a></nav></header><main role="main"><article><h1>रिज़र्व बैंक ने रेपो दर में बदलाव नहीं किया</h1>'
        '<div class="byline"><span>दिनेश उप्रेती</span><span>बीबीसी संवाददाता</span></div><time datetime="2026-11-27">'
        '27 नवंबर 2026</time><figure><img src="/r.jpg" alt=""><p class="credit">इमेज स्रोत, Getty Images</p>'
        f'<figcaption><span>इमेज कैप्शन, </span>मुंबई में रिज़र्व बैंक का मुख्यालय</figcaption></figure><p>{a[0]}</p>'
        f'<p>{a[1]}</p><ul><li><a href="/hindi/1">ये भी पढ़ें: महंगाई दर में गिरावट</a></li></ul><p>{a[2]}</p>'
        '</article></main>' + _foot("BBC"))


PAGES["bbc-hindi"] = NewsPage(
    _bbchi(), "https://www.bbc.example.com/hindi/articles/c1234509876o",
    BBCHI, ("इमेज स्रोत", "Getty Images", "इमेज कैप्शन", "ये भी पढ़ें", "बीबीसी संवाददाता"),
    {"author": "दिनेश उप्रेती", "date": "2026-11-27", "lang": "hi", "type": "article"})


# --- TheJournal.ie (the readers' plea between the text and the comments, "Contribute" button) ---------------------

JOURNALIE = (
    "The HSE has confirmed that its waiting list for hip and knee replacements has fallen below 10,000 for the "
    "first time since 2019.",
    "Figures published this morning show that the number of patients waiting more than a year has halved since "
    "the start of the year.",
    "The health minister said the improvement was due to new surgical hubs in Cork and Galway.",
)


def _journalie() -> str:
    a = JOURNALIE
    return (
        article_head("Hip and knee waiting list falls below 10,000 for first time since 2019", "en-IE",
                     article_ld("NewsArticle", "Hip and knee waiting list falls below 10,000 for first time since 2019",
                                "Niall O'Connor", "2026-11-26"))
        + '<body><header><a href="/">TheJournal.ie</a><nav><a href="/irish/">Irish</a> <a href="/contribute/">'
        'Contribute</a></nav></header><main><article><h1>Hip and knee waiting list falls below 10,000 for first time '
        'since 2019</h1><div class="byline"><a href="/author/niall-oconnor/">Niall O\'Connor</a><time datetime="2026-11-'
        f'26T07:00:00Z">7.00am, 26 Nov 2026</time></div><div class="article-body"><p>{a[0]}</p><p>{a[1]}</p>'
        f'<p>{a[2]}</p></div><div class="contribute-box"><h4>Readers like you are keeping these stories free for '
        'everyone.</h4><p>A mix of advertising and supporting contributions helps keep paywalls away from valuable '
        'information like this article. Over 5,000 readers like you have already stepped up and support us with a '
        'monthly payment or a once-off donation.</p><a href="/contribute/">Learn More</a></div>'
        '<div class="comments-count"><a href="#comments">24 Comments</a></div></article></main>'
        + _en_foot("The Journal Media Ltd"))


PAGES["thejournal-ie"] = NewsPage(
    _journalie(), "https://www.thejournal.example.ie/hip-knee-waiting-list-6512345-Nov2026/",
    JOURNALIE, ("Readers like you", "supporting contributions", "Learn More", "24 Comments"),
    {"author": "Niall O'Connor", "date": "2026-11-26", "lang": "en", "type": "article"})


# --- The Moscow Times ("A Message from The Moscow Times:" plea, "Read more about:" tags) -----------------------

MOSCOWTIMES = (
    "Russia’s central bank said Friday it would keep its key interest rate at 21% after inflation slowed for a "
    "second consecutive month.",
    "Annual inflation eased to 8.1% in October from 8.6% in September, according to the national statistics "
    "agency.",
    "Analysts said the regulator was likely to start cutting rates in the first quarter of next year.",
)


def _moscowtimes() -> str:
    a = MOSCOWTIMES
    return (
        article_head("Russia Holds Key Rate at 21% as Inflation Slows - The Moscow Times", "en",
                     article_ld("NewsArticle", "Russia Holds Key Rate at 21% as Inflation Slows", "Anna Petrova",
                                "2026-11-21"))
        + '<body><header><a href="/">The Moscow Times</a><nav><a href="/news">News</a> <a href="/business">Business'
        '</a></nav></header><main><article><h1>Russia Holds Key Rate at 21% as Inflation Slows</h1>'
        '<div class="byline"><span>Anna Petrova</span><time datetime="2026-11-21T11:00:00Z">Nov. 21, 2026</time></div>'
        f'<div class="article__content"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="article__plea"><h3>A Message from The Moscow Times:</h3><p>Dear readers, we are facing '
        'unprecedented challenges. Russia\'s Prosecutor General\'s Office has designated The Moscow Times as an '
        '"undesirable" organization, criminalizing our work and putting our staff at risk of prosecution.</p>'
        '<p>Once again, we need your help. Your support, no matter how small, makes a world of difference.</p>'
        '<a href="/contribute">Continue</a></div><div class="article__tags"><span>Read more about:</span><a href="/t/1">'
        'Central Bank</a> <a href="/t/2">Inflation</a></div></article></main>' + _en_foot("The Moscow Times"))


PAGES["moscow-times"] = NewsPage(
    _moscowtimes(), "https://www.themoscowtimes.example.com/2026/11/21/russia-holds-key-rate-a87123",
    MOSCOWTIMES, ("A Message from", "unprecedented challenges", "need your help", "Read more about", "Central Bank"),
    {"author": "Anna Petrova", "date": "2026-11-21", "lang": "en", "type": "article"})


# --- a republished The Conversation article (its republishing note, "Disclosure statement" box) ----------------

CONVERSATION = (
    "Coral reefs in the northern Great Barrier Reef have recovered faster than expected after the bleaching events "
    "of recent years, according to new survey data.",
    "But the recovery is driven largely by fast-growing corals that are also the most vulnerable to heat stress, "
    "which means the gains could be lost in a single hot summer.",
    "Reducing greenhouse gas emissions remains the only long-term way to protect the reef.",
)


def _conversation() -> str:
    a = CONVERSATION
    return (
        article_head("The reef is recovering, but not in the way we hoped - Valley Herald", "en-AU",
                     article_ld("NewsArticle", "The reef is recovering, but not in the way we hoped", "Emma Camp",
                                "2026-11-23"))
        + '<body><header><a href="/">Valley Herald</a><nav><a href="/environment/">Environment</a></nav></header>'
        '<main><article><h1>The reef is recovering, but not in the way we hoped</h1><div class="byline">Emma Camp, '
        '<em>University of Technology Sydney</em></div><time datetime="2026-11-23">23 November 2026</time>'
        f'<div class="entry-content"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p>'
        '<p><em><a href="https://theconversation.example.com/profiles/emma-camp">Emma Camp</a>, Associate Professor, '
        '<em>University of Technology Sydney</em></em></p><p>This article is republished from <a href="https://'
        'theconversation.example.com">The Conversation</a> under a Creative Commons license. Read the <a href="https://'
        'theconversation.example.com/the-reef-123">original article</a>.</p></div></article></main>'
        + _en_foot("Valley Herald"))


PAGES["the-conversation"] = NewsPage(
    _conversation(), "https://www.valleyherald.example.com.au/environment/the-reef-is-recovering/",
    CONVERSATION, ("Associate Professor",),  # (its republishing note stays: the sets' truths keep such lines,
    # container._republished)
    {"author": "Emma Camp", "date": "2026-11-23", "lang": "en", "type": "article"})


# --- Liberty Times (Taiwan, traditional Chinese: "〔記者…／台北報導〕" opening, its app's lottery promo, "相關新聞") -----

LTN = (
    "〔記者林曉雲／台北報導〕教育部今天宣布，明年起全國公立國中小將全面供應免費營養午餐，預計嘉惠超過一百五十萬名學生。",
    "教育部長表示，這項政策每年需要約一百二十億元經費，將由中央與地方政府共同負擔，並優先採用在地食材。",
    "家長團體肯定政策方向，但也提醒應加強午餐品質的把關，避免因為預算壓力而降低食材標準。",
)


def _ltn() -> str:
    a = LTN
    return (
        article_head("明年起國中小營養午餐全面免費 - 自由時報電子報", "zh-TW",
                     article_ld("NewsArticle", "明年起國中小營養午餐全面免費", "林曉雲", "2026-11-25"))
        + '<body><header><a href="/">自由時報</a><nav><a href="/list/breakingnews/life">生活</a> <a href="/list/'
        'breakingnews/politics">政治</a></nav></header><main><div class="whitecon"><h1>明年起國中小營養午餐全面免費</h1>'
        '<span class="time">2026/11/25 14:32</span><div class="text"><p class="appE1121">不用抽 不用搶 現在用APP看新聞 保證天天'
        f'中獎　<a href="/app">點我下載APP</a>　<a href="/event">按我看活動辦法</a></p><p>{a[0]}</p><p>{a[1]}</p>'
        f'<p>{a[2]}</p></div><div class="related"><h3>相關新聞</h3><ul><li><a href="/n/1">營養午餐食材漲價 學校'
        '苦撐</a></li></ul></div></div></main>' + _foot("自由時報", '<a href="/privacy">隱私權政策</a>'))


PAGES["liberty-times"] = NewsPage(
    _ltn(), "https://news.ltn.example.com.tw/news/life/breakingnews/4891234",
    LTN, ("不用抽", "點我下載APP", "相關新聞", "營養午餐食材漲價", "隱私權政策"),
    {"date": "2026-11-25", "lang": "zh", "type": "article"})


# --- Mainichi Shimbun (Japanese: the edition stamp "毎日新聞 2026/11/26 東京朝刊", "関連記事", the premium note) -------

MAINICHI = (
    "厚生労働省は25日、来年度の介護報酬改定で、訪問介護の基本報酬を引き上げる方針を固めた。",
    "人手不足が深刻な訪問介護事業所の経営を支えるのが狙いで、引き上げ幅は年末までに決める。",
    "介護職員の処遇改善を求める声は根強く、現場からは抜本的な対策を求める意見も出ている。",
)


def _mainichi() -> str:
    a = MAINICHI
    return (
        article_head("訪問介護の基本報酬引き上げへ　厚労省方針 | 毎日新聞", "ja",
                     article_ld("NewsArticle", "訪問介護の基本報酬引き上げへ　厚労省方針", "中川聡子", "2026-11-26"))
        + '<body><header><a href="/">毎日新聞</a><nav><a href="/society/">社会</a> <a href="/premier/">プレミア</a></nav>'
        '</header><main><article><h1>訪問介護の基本報酬引き上げへ　厚労省方針</h1><div class="articledetail-head">'
        '<p class="articletag-date">毎日新聞 2026/11/26 東京朝刊</p><p class="articletag-author">中川聡子</p></div>'
        f'<div id="articledetail-body"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="related"><h2>関連記事</h2><ul><li><a href="/a/1">介護職員の賃上げ、来年度も継続へ</a></li></ul>'
        '</div></article></main>' + _foot("毎日新聞社", '<a href="/info/privacy/">個人情報</a>'))


PAGES["mainichi"] = NewsPage(
    _mainichi(), "https://mainichi.example.jp/articles/20261126/ddm/001/010/123000c",
    MAINICHI, ("東京朝刊", "関連記事", "介護職員の賃上げ", "個人情報"),
    {"author": "中川聡子", "date": "2026-11-26", "lang": "ja", "type": "article"})


# --- Dawn (Pakistan: "Published"/"Updated" stamps, "Header image:" caption, the comments' rules) ---------------

DAWN = (
    "The federal cabinet on Tuesday approved a plan to restructure the power sector's circular debt, which has "
    "grown to more than Rs2.4 trillion.",
    "Under the plan, the government will take over part of the debt held by power distribution companies and "
    "refinance it through commercial banks at lower rates.",
    "Officials said the move would reduce the burden on consumers, who have faced repeated tariff increases.",
)


def _dawn() -> str:
    a = DAWN
    return (
        article_head("Cabinet approves plan to restructure circular debt - Pakistan - DAWN.COM", "en-PK",
                     article_ld("NewsArticle", "Cabinet approves plan to restructure circular debt", "Khaleeq Kiani",
                                "2026-11-25"))
        + '<body><header><a href="/">DAWN.COM</a><nav><a href="/pakistan">Pakistan</a> <a href="/business">Business'
        '</a></nav></header><main><article class="story"><h2 class="story__title">Cabinet approves plan to restructure '
        'circular debt</h2><span class="story__byline"><a href="/authors/1/khaleeq-kiani">Khaleeq Kiani</a></span>'
        '<span class="story__time">Published November 25, 2026 Updated about 3 hours ago</span>'
        f'<div class="story__content"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p>'
        '<p><em>Header image: A view of power transmission lines in Islamabad. — Reuters/File</em></p></div>'
        '<div class="comments"><h3>Comments (12)</h3><p>Dawn welcomes comments that are respectful and relevant to the '
        'story. Comments are moderated.</p></div></article></main>' + _en_foot("DAWN.COM"))


PAGES["dawn"] = NewsPage(
    _dawn(), "https://www.dawn.example.com/news/1876543/cabinet-approves-plan-to-restructure-circular-debt",
    # (its "Header image: …" caption stays, as test_vert_review25 keeps a header picture's caption: the sets' truths do)
    DAWN, ("Published November", "Comments (12)", "Dawn welcomes comments"),
    {"author": "Khaleeq Kiani", "date": "2026-11-25", "lang": "en", "type": "article"})


# --- News24 (South Africa: "Listen to article", the subscribers' banner, "Related Links") -------------------------

NEWS24 = (
    "Eskom says there will be no load shedding over the festive season after the utility added 2,000 megawatts of "
    "generation capacity to the grid.",
    "The power utility's chief executive told a briefing on Monday that unplanned breakdowns had fallen to their "
    "lowest level in five years.",
    "Analysts cautioned that the grid remained vulnerable to sudden failures at the ageing coal power stations.",
)


def _news24() -> str:
    a = NEWS24
    return (
        article_head("No load shedding over festive season, says Eskom | News24", "en-ZA",
                     article_ld("NewsArticle", "No load shedding over festive season, says Eskom", "Lisa Steyn",
                                "2026-11-24"))
        + '<body><header><a href="/news24">News24</a><nav><a href="/news24/southafrica">South Africa</a> <a href="/'
        'subscribe">Subscribe</a></nav></header><main><article><h1>No load shedding over festive season, says Eskom</h1>'
        '<div class="article__byline"><a href="/authors/lisa-steyn">Lisa Steyn</a><span>Business reporter</span>'
        '<time datetime="2026-11-24T10:15:00+02:00">24 Nov 2026</time></div>'
        '<div class="article__audio"><button>Listen to article</button><span>00:00 / 03:05</span></div>'
        f'<div class="article__body"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="related-links"><h4>Related Links</h4><a href="/b/1">Eskom tariff hike: what it means for you</a>'
        f'</div><p>{a[2]}</p></div>'
        '<div class="subscribe-banner"><p>Subscribe to News24 for unlimited access to our award-winning journalism.'
        '</p><a href="/subscribe">Subscribe now</a></div></article></main>' + _en_foot("News24"))


PAGES["news24"] = NewsPage(
    _news24(), "https://www.news24.example.com/news24/business/no-load-shedding-festive-season-20261124",
    NEWS24, ("Listen to article", "Related Links", "Eskom tariff hike", "unlimited access", "Subscribe now",
             "Business reporter"),
    {"author": "Lisa Steyn", "date": "2026-11-24", "lang": "en", "type": "article"})


# --- Jornal de Notícias (Portugal: "Leia também" inline, "Partilhar", subscription box) --------------------------

JN = (
    "A Câmara do Porto aprovou esta segunda-feira a criação de uma taxa turística de três euros por noite, que "
    "entrará em vigor a partir de março do próximo ano.",
    "O presidente da autarquia afirmou que a receita será investida na limpeza urbana e na reabilitação do "
    "centro histórico da cidade.",
    "A associação de hotelaria considera que a subida pode afastar turistas numa altura de abrandamento da procura.",
)


def _jn() -> str:
    a = JN
    return (
        article_head("Porto aprova taxa turística de três euros por noite", "pt-PT",
                     article_ld("NewsArticle", "Porto aprova taxa turística de três euros por noite", "Alexandra Figueira",
                                "2026-11-24"))
        + '<body><header><a href="/">JN</a><nav><a href="/local/">Local</a> <a href="/assinaturas/">Assinar</a></nav>'
        '</header><main><article><h1>Porto aprova taxa turística de três euros por noite</h1>'
        '<div class="t-article-author">Alexandra Figueira</div><time datetime="2026-11-24T18:40:00Z">24 novembro 2026'
        f' às 18:40</time><div class="t-article-content"><p>{a[0]}</p>'
        '<p><strong>Leia também: </strong><a href="/l/1">Alojamento local: Porto suspende novas licenças</a></p>'
        f'<p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="share"><span>Partilhar</span><a href="#">Facebook</a> <a href="#">WhatsApp</a></div>'
        '<div class="subscribe"><p>Assine o JN e tenha acesso ilimitado a todos os conteúdos.</p><a href="/assinaturas/">'
        'Assine já</a></div></article></main>' + _foot("Global Media Group"))


PAGES["jornal-de-noticias"] = NewsPage(
    _jn(), "https://www.jn.example.pt/local/noticias/porto/porto/porto-aprova-taxa-turistica-17312345.html",
    JN, ("Leia também", "Alojamento local", "Partilhar", "acesso ilimitado", "Assine já"),
    {"author": "Alexandra Figueira", "date": "2026-11-24", "lang": "pt", "type": "article"})


# --- Ynet (Hebrew, right to left: "כתבות נוספות" rail, comments counter, the app's promo) -----------------------------

YNET = (
    "משרד הבריאות הודיע היום כי מספר חולי השפעת בבתי החולים עלה בשבוע האחרון בכשלושים אחוזים לעומת השבוע שקדם לו.",
    "לדברי המשרד, רוב המאושפזים הם בני שישים וחמש ומעלה, ומרביתם לא התחסנו נגד שפעת בעונה הנוכחית.",
    "המשרד קורא לציבור להתחסן בהקדם בקופות החולים, ללא תשלום.",
)


def _ynet() -> str:
    a = YNET
    return (
        '<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>עלייה של 30% באשפוזי שפעת | ynet'
        '</title><meta property="og:type" content="article">'
        + article_ld("NewsArticle", "עלייה של 30% באשפוזי שפעת", "אדיר ינקו", "2026-11-25")
        + '</head><body><header><a href="/">ynet</a><nav><a href="/health">בריאות</a> <a href="/news">חדשות</a></nav>'
        '</header><main><article><h1>עלייה של 30% באשפוזי שפעת</h1><div class="authors"><span>אדיר ינקו</span>'
        f'<time datetime="2026-11-25T12:10:00+02:00">25.11.26 | 12:10</time></div><div class="article-body"><p>{a[0]}</p>'
        f'<p>{a[1]}</p><p>{a[2]}</p></div><div class="related"><h3>כתבות נוספות</h3><a href="/h/1">כך תתגוננו מפני '
        'השפעת</a></div><div class="talkbacks"><a href="#talkbacks">תגובות: 42</a></div></article></main>'
        + _foot("ynet", '<a href="/privacy">מדיניות פרטיות</a>'))


PAGES["ynet"] = NewsPage(
    _ynet(), "https://www.ynet.example.co.il/health/article/r1abcdef",
    YNET, ("כתבות נוספות", "כך תתגוננו", "תגובות", "מדיניות"),
    {"author": "אדיר ינקו", "date": "2026-11-25", "lang": "he", "type": "article"})


# --- El Comercio (Peru: "MIRA:" and "LEE TAMBIÉN:" teasers between the paragraphs, "VIDEO RECOMENDADO") -----------

ELCOMERCIO = (
    "El Banco Central de Reserva del Perú redujo este jueves su tasa de interés de referencia a 4,75%, en línea con "
    "lo que esperaba el mercado.",
    "El directorio del ente emisor explicó que la inflación se mantiene dentro del rango meta y que las "
    "expectativas de inflación a doce meses siguen bajando.",
    "Los analistas prevén que el banco central haga una pausa en enero para evaluar la evolución de los precios.",
)


def _elcomercio() -> str:
    a = ELCOMERCIO
    return (
        article_head("BCR reduce la tasa de referencia a 4,75% | ECONOMIA | EL COMERCIO PERÚ", "es-PE",
                     article_ld("NewsArticle", "BCR reduce la tasa de referencia a 4,75%", "Redacción EC", "2026-11-13"))
        + '<body><header><a href="/">El Comercio</a><nav><a href="/economia/">Economía</a> <a href="/suscripciones/">'
        'Suscríbete</a></nav></header><main><article class="story-content"><h1 class="sht__title">BCR reduce la tasa de '
        'referencia a 4,75%</h1><div class="s-aut"><span>Redacción EC</span><time datetime="2026-11-13T18:30:00-05:00">'
        f'13/11/2026 18:30</time></div><div class="story-contents__content"><p>{a[0]}</p>'
        '<p><strong>MIRA: </strong><a href="/e/1"><strong>Dólar hoy en Perú: tipo de cambio cierra a la baja</strong></a>'
        f'</p><p>{a[1]}</p><p><strong>LEE TAMBIÉN: </strong><a href="/e/2">Inflación en Lima se desacelera en octubre'
        f'</a></p><p>{a[2]}</p><div class="video-recomendado"><h4>VIDEO RECOMENDADO</h4><p>Economía peruana crecería '
        '3% este año</p></div></div></article></main>' + _foot("Empresa Editora El Comercio S.A."))


PAGES["el-comercio-pe"] = NewsPage(
    _elcomercio(), "https://elcomercio.example.pe/economia/peru/bcr-reduce-tasa-de-referencia-noticia/",
    ELCOMERCIO, ("MIRA", "Dólar hoy", "LEE TAMBIÉN", "Inflación en Lima", "VIDEO RECOMENDADO", "crecería"),
    {"author": "Redacción EC", "date": "2026-11-13", "lang": "es", "type": "article"})


# --- Semana (Colombia: "Escuchar este artículo" player, the Google News follow line) -----------------------------

SEMANA = (
    "El Congreso aprobó en último debate la reforma a la salud, que transforma las EPS en gestoras de salud y "
    "crea un sistema de atención primaria en todos los municipios del país.",
    "La votación en la plenaria del Senado terminó con 54 votos a favor y 38 en contra, tras una sesión que se "
    "extendió hasta la madrugada.",
    "La oposición anunció que demandará la ley ante la Corte Constitucional por vicios de trámite.",
)


def _semana() -> str:
    a = SEMANA
    return (
        article_head("Congreso aprueba la reforma a la salud en último debate", "es-CO",
                     article_ld("NewsArticle", "Congreso aprueba la reforma a la salud en último debate",
                                "Redacción Semana", "2026-11-20"))
        + '<body><header><a href="/">SEMANA</a><nav><a href="/politica/">Política</a></nav></header><main><article>'
        '<h1>Congreso aprueba la reforma a la salud en último debate</h1><div class="author">Redacción Semana</div>'
        '<time datetime="2026-11-20T06:10:00-05:00">20/11/2026</time><div class="audio"><button>Escuchar este artículo'
        f'</button><span>Escuchar este artículo</span></div><div class="paragraph"><p>{a[0]}</p><p>{a[1]}</p>'
        f'<p>{a[2]}</p><p>Siga las noticias de SEMANA en Google News</p></div></article></main>'
        + _foot("Publicaciones Semana S.A."))


PAGES["semana"] = NewsPage(
    _semana(), "https://www.semana.example.com/politica/articulo/congreso-aprueba-reforma-a-la-salud/202612/",
    SEMANA, ("Escuchar este artículo", "Siga las noticias"),
    {"author": "Redacción Semana", "date": "2026-11-20", "lang": "es", "type": "article"})


# --- the tests -------------------------------------------------------------------------------------------------

_OPEN: dict[str, str] = {}  # (Stuff's deck without a full stop: kept since session 30, container._deck_phrase)


# the paragraphs in another language than their page's: El Nacional's Spanish quote of a judge in a Catalan article
_QUOTED_LANGS = {"el-nacional-cat": {ELNACIONAL[2]: "es"}}


# text whole, furniture gone, writer and day, title and headline
globals().update(page_tests(PAGES, _OPEN, title=True, languages=_QUOTED_LANGS))


# --- the rules, each beside the real text that looks like what it removes ------------------------------------

_WHOLE = ["Stadtrat beschließt den Haushalt", *DE]


@pytest.mark.parametrize("line", [
    "Join The Irish Times on WhatsApp and stay up to date",
    "Sign up to push alerts and have the best news, analysis and comment delivered directly to your phone",
    "Listen to our Inside Politics podcast for the latest analysis",
    "📲 Participe do canal do g1 PE no WhatsApp",
    "Підписуйтеся на канал УП у Telegram, щоб першими дізнаватися головні новини.",
    "Подписывайтесь на наш канал в Telegram, чтобы первыми узнавать главные новости.",
    "Читайте РБК в Telegram",
    "Читайте Суспільне Новини у Telegram.",
])
def test_a_papers_promo_of_its_own_channels_goes(line):
    assert _german_article(f"<p><em>{line}</em></p>") == _WHOLE


@pytest.mark.parametrize("line", [
    "Listen to our podcast with the mayor, the council's spokesman told residents, if you want to know why.",
    "Join the protesters on WhatsApp, the organisers wrote in a message that was later shared thousands of times.",
    "Підписуйтеся на канал, казали блогери, але більшість глядачів так і не повернулася після першого випуску.",
    "Читайте также в Telegram-канале министерства разъяснения о новых правилах, которые вступят в силу в январе.",
])
def test_a_sentence_on_listening_joining_or_subscribing_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "A version of this article appears in print on Nov. 21, 2026, Section A, Page 14 of the New York edition with "
    "the headline: Senate Votes to Bar Stock Trades.",
    "End of Article",
    "FOLLOW US ON SOCIAL MEDIA Facebook Twitter Instagram",
])
def test_a_print_editions_note_and_a_sites_closing_lines_go(line):
    assert _german_article(f"<p>{line}</p>") == _WHOLE


@pytest.mark.parametrize("line", [
    "A version of this article appeared in print on Sunday, and readers wrote to complain about its headline.",
    "Follow us on social media, the police urged residents who had seen the car that evening.",
])
def test_a_sentence_on_the_print_edition_or_on_following_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


def test_a_spanish_newsletters_pitch_to_the_readers_mail_goes():
    line = ("Suscríbete aquí para recibir directo en tu correo nuestro newsletter sobre noticias del día, opinión, "
            "planes para el fin de semana y muchas opciones más.")
    assert _german_article(f"<p><strong>{line}</strong></p>") == _WHOLE


def test_a_sentence_on_news_in_ones_mail_stays():
    line = ("Si recibes en tu correo noticias falsas sobre la campaña, denúncialas ante la policía, pidió el ministro "
            "del Interior.")
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "25/11/2026 07:00 Actualizado a 25/11/2026 09:31",
    "송고2026-11-28 10:02",
    "입력 2026.11.28 10:02 수정 2026.11.28 11:30",
])
def test_a_stamp_in_spanish_or_korean_goes(line):
    assert _german_article(f"<p>{line}</p>") == _WHOLE


@pytest.mark.parametrize("line", [
    "Actualizado a las 9:31, el parte de Protección Civil pedía evitar la carretera de la costa.",
    "정부는 28일 오전 10:30 수정 예산안을 국회에 제출했다고 밝혔다.",
])
def test_a_sentence_with_a_stamps_word_and_a_time_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "(Updates with prices in second paragraph.)",
    "(Adds analyst comment in fifth paragraph)",
    "(Corrects spelling of name in third paragraph)",
])
def test_a_wire_storys_note_on_its_update_goes(line):
    assert _german_article(f"<p><em>{line}</em></p>") == _WHOLE


def test_a_paragraph_in_brackets_stays():
    line = ("(Adds that the mayor resigned on Friday after the council voted against her plan to sell the old "
            "harbour to a private developer, a plan she had defended for two years.)")
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "Article content",
    "Ακολουθήστε το in.gr στο Google News και μάθετε πρώτοι όλες τις ειδήσεις",
])
def test_a_label_over_the_texts_parts_and_a_greek_follow_line_go(line):
    assert _german_article(f"<p>{line}</p>") == _WHOLE


def test_a_greek_sentence_on_following_stays():
    line = "Ακολουθήστε το παράδειγμα της Θεσσαλονίκης, είπε ο δήμαρχος στους δημοτικούς συμβούλους χθες το βράδυ."
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("box", [
    '<div class="support-box"><p>Apoya a Público. Tu aportación es fundamental para seguir haciendo un periodismo '
    'libre e independiente.</p></div>',
    '<div class="donate"><p>Мы работаем без рекламы и государственных денег. Ваша поддержка помогает нам оставаться '
    'независимыми.</p></div>',
    '<div class="donate-box"><h3>Поддержите «Новую газету Европа»</h3><p>Без вашей поддержки нам не выжить.</p>'
    '<a href="/donate">Поддержать</a></div>',
])
def test_a_spanish_or_russian_plea_for_the_readers_support_goes(box):
    assert _german_article(box) == _WHOLE


@pytest.mark.parametrize("line", [
    "«Tu apoyo es fundamental», le dijo el presidente al candidato durante el mitin de cierre de la campaña en Sevilla.",
    "«Ваша поддержка помогает нам работать», — сказал директор приюта волонтерам, которые привезли корм и лекарства.",
])
def test_a_quoted_word_of_support_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "Catch all the Latest India News, Delhi News along with Latest News and Top Headlines from India and around the "
    "world.",
    "Catch all the Business News, Market News, Breaking News Events and Latest News Updates on Live Mint. Download "
    "The Mint News App to get Daily Market Updates.",
    "(Except for the headline, this story has not been edited by NDTV staff and is published from a syndicated "
    "feed.)",
    "Join ST's Telegram channel and get the latest breaking news delivered to you.",
    "Subscribe to INQUIRER PLUS to get access to The Philippine Daily Inquirer & other 70+ titles, share up to 5 "
    "gadgets, listen to the news, download as early as 4am & share articles on social media. Call 896 6000.",
    "Disclaimer: Comments do not represent the views of INQUIRER.net.",
    "Encontrou algum erro nesta matéria? Nos conte.",
])
def test_a_sites_closing_line_under_the_article_goes(line):
    assert _german_article(f"<p><em>{line}</em></p>") == _WHOLE


@pytest.mark.parametrize("line", [
    "Catch all the trains you can before the strike begins, the union told commuters in a message on Monday.",
    "Subscribe to city alerts to get access to parking permits, the council wrote, but few residents did so.",
    "The comments do not represent the views of the whole party, the spokesman said after the meeting on Monday.",
])
def test_a_sentence_that_opens_as_a_closing_line_does_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


def test_a_writers_name_before_a_brazilian_sites_desk_is_a_byline():
    from corpustools.vert.byline import byline

    assert byline("Carla Araújo Do UOL, em Brasília")
    assert not byline("O presidente do Senado, em Brasília, disse que a votação fica para março.")



@pytest.mark.parametrize("box", [
    '<div class="contribute-box"><h4>Readers like you are keeping these stories free for everyone.</h4><p>A mix of '
    'advertising and supporting contributions helps keep paywalls away from valuable information like this article. '
    'Over 5,000 readers like you have already stepped up and support us with a monthly payment or a once-off '
    'donation.</p><a href="/contribute/">Learn More</a></div>',
    '<div class="plea"><h3>A Message from The Moscow Times:</h3><p>Dear readers, we are facing unprecedented '
    'challenges and our staff is at risk.</p><p>Once again, we need your help. Your support, no matter how small, '
    'makes a world of difference.</p><a href="/contribute">Continue</a></div>',
])
def test_an_english_sites_plea_for_its_readers_support_goes(box):
    assert _german_article(box) == _WHOLE


def test_a_section_under_a_message_from_someone_stays():
    section = ("<h2>A message from the mayor:</h2><p>Der Bürgermeister dankte den Eltern für ihre Geduld und versprach, "
               "die Sanierung noch vor dem Winter zu beginnen.</p>")
    assert ("Der Bürgermeister dankte den Eltern für ihre Geduld und versprach, die Sanierung noch vor dem Winter zu "
            "beginnen.") in _german_article(section)


@pytest.mark.parametrize("line", [
    "不用抽 不用搶 現在用APP看新聞 保證天天中獎　點我下載APP　按我看活動辦法",
    "毎日新聞 2026/11/26 東京朝刊",
    "読売新聞 2026/11/26 夕刊",
])
def test_a_taiwanese_sites_app_promo_and_a_japanese_papers_edition_stamp_go(line):
    assert _german_article(f"<p>{line}</p>") == _WHOLE


def test_a_japanese_sentence_on_the_morning_edition_stays():
    line = "毎日新聞は2026年11月26日の東京朝刊で、訪問介護の報酬引き上げを伝えた。"
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "The comments do not reflect the views of the government, he said.",
    "(Changes to the timetable take effect on Monday and affect all night buses.)",
])
def test_a_sentence_on_comments_or_changes_stays(line):
    assert line in _german_article(f"<p>{line}</p>")



def test_a_spanish_follow_line_and_a_recommended_videos_box_go():
    box = ('<p>Siga las noticias de SEMANA en Google News</p><div class="video"><h4>VIDEO RECOMENDADO</h4>'
           '<p><a href="/v/1">Economía peruana crecería 3% este año</a></p></div>')
    assert _german_article(box) == _WHOLE


def test_a_sentence_on_following_the_news_stays():
    line = "Siga las noticias de la radio, pidió el alcalde a los vecinos, porque la carretera seguirá cortada."
    assert line in _german_article(f"<p>{line}</p>")
