"""Whole news pages of session 30's sites in languages and regions the earlier batches had few pages of:
Latin-American (Argentina, Colombia, Chile, Mexico) Spanish and Brazilian and European Portuguese papers, Catalan
ones, Greek, Turkish, Ukrainian, Bulgarian, Serbian in Latin and in Cyrillic letters, Bosnian, Slovenian and Baltic
sites, Irish and British regionals, the English of India, Pakistan, the Philippines, Malaysia, Kenya, Nigeria and South
Africa, the French of Africa, Indonesian, Vietnamese, Japanese, Korean and Chinese (simplified and traditional), each
after the article template the site emits, with its furniture between and around the paragraphs ("Leia mais"/"Lea
también" teasers, "Читайте також"/"Прочетете още" boxes, captions with credits, share bars, newsletter, app and
WhatsApp promos, follow lines, donation boxes, paywall notes, print-edition notes, sign-offs, comment counters, tag
lists, related rails).  For each page the article's text stays whole, the furniture goes, the ``<doc>`` line names
the title, writer and day the page states, and each paragraph has the page's language.  The harness is ``NewsPage``
of ``test_vert_news28``, the tests those of ``test_vert_news29b``; the rules found missing are tested after the
pages, each beside the real sentences of its shape that stay."""

from __future__ import annotations

import pytest
from test_vert_news28 import DE, NewsPage, _german_article, page_tests, paragraph_languages
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, article_ld, news_foot, processed
from vert_support import news_head as _head
from vert_support import paragraphs as _ps

PAGES: dict[str, NewsPage] = {}

# the pages no rule keeps whole yet, with why
OPEN: dict[str, str] = {}
# the pages whose furniture no rule takes yet, with why
OPEN_FURNITURE: dict[str, str] = {}


def _foot(site: str, links: str = '<a href="/contacto">Contacto</a> <a href="/privacidad">Privacidad</a>') -> str:
    return news_foot(site, links)


# --- Página/12 (Argentina: volanta, bajada, "Seguí leyendo", "Compartir", tags "Temas") --------------------------

PAGINA12 = (
    "El Banco Central anunció este lunes una nueva baja de la tasa de interés de referencia, que pasará del 32 al 29 "
    "por ciento anual a partir del martes.",
    "La decisión se conoció después de que el Indec informara una inflación mensual del 2,1 por ciento en octubre, la "
    "más baja en lo que va del año.",
    "En el mercado esperaban la medida, aunque algunos analistas advirtieron que una baja demasiado rápida podría "
    "presionar sobre el tipo de cambio en las próximas semanas.",
    "Qué pasa con los plazos fijos",
    "Los bancos comenzarán a ajustar desde mañana los rendimientos que pagan por los depósitos a plazo fijo, que "
    "quedarán por debajo de la inflación esperada para noviembre.",
)


def _pagina12() -> str:
    a = PAGINA12
    return (
        _head("El Banco Central volvió a bajar la tasa de interés | Página12", "es",
              "El Banco Central volvió a bajar la tasa de interés", "Natalia Aguiar", "2026-11-23")
        + '<body><header class="header"><a class="logo" href="/">Página12</a><nav><a href="/secciones/el-pais">El '
        'país</a> <a href="/secciones/economia">Economía</a> <a href="/suscribite">Suscribite</a></nav></header>'
        '<main><div class="article-header"><h4 class="h4 article-prefix">Tasas</h4>'
        '<h1 class="article-title">El Banco Central volvió a bajar la tasa de interés</h1>'
        '<h3 class="h3 article-summary">La medida llega tras el dato de inflación de octubre.</h3>'
        '<div class="article-info"><div class="author">Por <a href="/autores/natalia-aguiar">Natalia Aguiar</a></div>'
        '<time datetime="2026-11-23">23 de noviembre de 2026 - 18:40</time></div></div>'
        '<div class="share"><a href="#">Compartir en Facebook</a> <a href="#">Compartir en Twitter</a> '
        '<a href="#">Compartir en WhatsApp</a></div>'
        '<figure class="article-main-media"><img src="/b.jpg" alt=""><figcaption>El edificio del Banco Central. '
        '<span class="credits">Imagen: NA</span></figcaption></figure>'
        f'<div class="article-main-content article-text">{_ps(a[:2])}'
        '<div class="related-article"><span>Seguí leyendo</span><a href="/e/1">El dólar blue cerró estable y el '
        f'riesgo país bajó</a></div><p>{a[2]}</p><h2>{a[3]}</h2><p>{a[4]}</p></div>'
        '<div class="article-tags"><span>Temas</span> <a href="/tags/banco-central">Banco Central</a> '
        '<a href="/tags/inflacion">Inflación</a></div>'
        '<div class="newsletter"><h3>Recibí las noticias de Página12 en tu correo</h3><form><input type="email">'
        '<button>Suscribirme</button></form></div></main>'
        + _foot("Página12 | Todos los derechos reservados"))


PAGES["pagina12"] = NewsPage(
    _pagina12(), "https://www.pagina12.example.com.ar/787123-el-banco-central-volvio-a-bajar-la-tasa-de-interes",
    (*PAGINA12, "La medida llega tras el dato de inflación de octubre."),
    ("Imagen: NA", "Compartir en", "Seguí leyendo", "El dólar blue", "Temas", "Recibí las noticias", "Suscribirme",
     "derechos reservados"),
    {"author": "Natalia Aguiar", "date": "2026-11-23", "lang": "es"})


# --- El Espectador (Colombia: "Le puede interesar:" inline, "Temas recomendados", WhatsApp channel, comments) -----

ESPECTADOR = (
    "La Corte Constitucional tumbó este miércoles el artículo de la reforma pensional que obligaba a trasladar los "
    "ahorros de los afiliados de los fondos privados a Colpensiones.",
    "Con seis votos a favor y tres en contra, la sala consideró que el Congreso no discutió ese punto en los debates "
    "exigidos por la Constitución.",
    "El ministro del Trabajo dijo que respeta la decisión, pero que el Gobierno presentará un nuevo proyecto en la "
    "próxima legislatura para corregir el vicio de trámite.",
    "Los fondos privados celebraron el fallo y pidieron al Gobierno abrir una mesa de diálogo antes de presentar "
    "cualquier nueva propuesta.",
)


def _espectador() -> str:
    a = ESPECTADOR
    return (
        _head("Corte tumba traslado de ahorros a Colpensiones | EL ESPECTADOR", "es",
              "Corte tumba traslado de ahorros a Colpensiones", "Daniela Cristancho", "2026-11-25")
        + '<body><div class="Header"><a href="/">El Espectador</a><nav><a href="/judicial/">Judicial</a> '
        '<a href="/economia/">Economía</a> <a href="/suscripcion/">Suscríbase</a></nav></div><main>'
        '<div class="Breadcrumb"><a href="/">Inicio</a> <a href="/judicial/">Judicial</a></div>'
        '<h1 class="Title">Corte tumba traslado de ahorros a Colpensiones</h1>'
        '<h2 class="ArticleHeader-Hook">La decisión golpea uno de los pilares de la reforma pensional.</h2>'
        '<div class="Datetime ArticleHeader-Date">25 de noviembre de 2026 - 07:10 p. m.</div>'
        '<div class="Authors"><a href="/autores/daniela-cristancho/">Daniela Cristancho</a></div>'
        '<div class="ShareBar"><button>Compartir</button><button>Guardar</button><a href="#comentarios">'
        'Comentar</a></div>'
        '<figure class="Image"><img src="/c.jpg" alt=""><figcaption>La sala plena de la Corte Constitucional.'
        '<span class="Image-Credits">Foto: Archivo Particular</span></figcaption></figure>'
        f'<div class="Article-Content"><p class="font--secondary">{a[0]}</p><p class="font--secondary">{a[1]}</p>'
        '<p class="font--secondary"><b>Le puede interesar: </b><a href="/judicial/otro/">Fiscalía imputa a exalcalde '
        f'por contratos de alimentación escolar</a></p><p class="font--secondary">{a[2]}</p>'
        f'<p class="font--secondary">{a[3]}</p>'
        '<p class="font--secondary"><em>Únase al canal de WhatsApp de El Espectador para recibir las '
        'noticias más importantes del día.</em></p></div>'
        '<div class="Tags"><span>Temas recomendados:</span> <a href="/tags/corte/">Corte Constitucional</a> '
        '<a href="/tags/pensiones/">Reforma pensional</a></div>'
        '<div class="Comments-teaser"><h3>Comentarios</h3><p>Para comentar debe estar registrado.</p></div></main>'
        + _foot("Comunican S.A. Todos los derechos reservados", '<a href="/terminos">Términos y condiciones</a>'))


PAGES["el-espectador"] = NewsPage(
    _espectador(), "https://www.elespectador.example.com/judicial/corte-tumba-traslado-de-ahorros-a-colpensiones/",
    (*ESPECTADOR, "La decisión golpea uno de los pilares de la reforma pensional."),
    ("Archivo Particular", "Le puede interesar", "Fiscalía imputa", "canal de WhatsApp", "Temas recomendados",
     "Para comentar", "Guardar", "Términos y"),
    {"author": "Daniela Cristancho", "date": "2026-11-25", "lang": "es"})


# --- La Tercera (Chile: Arc XP, "Lee también", paywall "Contenido exclusivo", "Comenta") -----------------------

TERCERA = (
    "El Servicio Electoral informó que más de 15 millones de personas están habilitadas para votar en la segunda "
    "vuelta presidencial del próximo domingo.",
    "El voto es obligatorio y quienes no concurran a las urnas sin una excusa válida arriesgan una multa de hasta "
    "tres unidades tributarias mensuales.",
    "El director del servicio pidió a los votantes revisar su local de votación con anticipación, porque más de "
    "200 mil personas fueron cambiadas de recinto.",
)


def _tercera() -> str:
    a = TERCERA
    return (
        _head("Más de 15 millones podrán votar en la segunda vuelta - La Tercera", "es",
              "Más de 15 millones podrán votar en la segunda vuelta", "Juan Paulo Iglesias", "2026-11-10")
        + '<body><div id="fusion-app"><header class="header"><a href="/">La Tercera</a><nav><a href="/politica/">'
        'Política</a> <a href="/nacional/">Nacional</a> <a href="/suscripcion/">Suscríbete</a></nav></header>'
        '<main><article class="article"><div class="tag-kicker"><a href="/etiqueta/elecciones/">Elecciones 2026</a>'
        '</div><h1 class="article-head">Más de 15 millones podrán votar en la segunda vuelta</h1>'
        '<div class="byline"><span>Por </span><a href="/autor/juan-paulo-iglesias/">Juan Paulo Iglesias</a>'
        '<time datetime="2026-11-10T09:00:00-03:00">10 nov 2026 09:00 AM</time></div>'
        '<div class="share-tools"><a href="#">Facebook</a><a href="#">X</a><a href="#">WhatsApp</a>'
        '<a href="#comments">Comenta</a></div>'
        '<figure><img src="/t.jpg" alt=""><figcaption>Vocales de mesa en la primera vuelta. Foto: Agencia Uno'
        f'</figcaption></figure><div class="article-body"><p class="paragraph">{a[0]}</p>'
        '<div class="related-inline"><span class="title">Lee también:</span><a href="/politica/debate/">Los '
        f'candidatos se enfrentan en el último debate</a></div><p class="paragraph">{a[1]}</p>'
        f'<p class="paragraph">{a[2]}</p></div>'
        '<div class="paywall-teaser"><p>Contenido exclusivo para suscriptores. Suscríbete por $1.990 al mes y accede '
        'a todo el contenido de La Tercera.</p><a href="/suscripcion/">Suscríbete</a></div>'
        '<div class="related-rail"><h3>Lo más leído</h3><a href="/n/1">Temporal deja miles sin luz en el sur</a></div>'
        '</article></main></div>' + _foot("Grupo Copesa S.A."))


PAGES["la-tercera"] = NewsPage(
    _tercera(), "https://www.latercera.example.com/politica/noticia/mas-de-15-millones-podran-votar/ABCDEF/",
    TERCERA, ("Agencia Uno", "Lee también", "Los candidatos se enfrentan", "Contenido exclusivo", "Lo más leído",
              "Temporal deja", "Comenta", "Grupo Copesa"),
    {"author": "Juan Paulo Iglesias", "date": "2026-11-10", "lang": "es"})


# --- O Globo (Brazil: "Leia também", "Publicidade", "— Foto:" credit, newsletter, comments closed) -----------------

OGLOBO = (
    "O Supremo Tribunal Federal formou maioria nesta quinta-feira para manter a validade da lei que limita o uso de "
    "celulares nas escolas públicas e privadas de todo o país.",
    "O relator, ministro Flávio Dino, afirmou em seu voto que a restrição protege a saúde mental das crianças e não "
    "fere a liberdade de ensino.",
    "A ação havia sido apresentada por uma associação de escolas particulares, que alegava que a lei invadia a "
    "autonomia das instituições.",
    "O que diz a lei",
    "A norma proíbe o uso de aparelhos durante as aulas e os intervalos, exceto para fins pedagógicos ou em casos de "
    "necessidade de saúde do aluno.",
)


def _oglobo() -> str:
    a = OGLOBO
    return (
        _head("STF forma maioria para manter lei que limita celulares nas escolas | Brasil | O Globo", "pt-BR",
              "STF forma maioria para manter lei que limita celulares nas escolas", "Mariana Muniz", "2026-11-26")
        + '<body><header class="header-globo"><a href="/">O Globo</a><nav><a href="/politica/">Política</a> '
        '<a href="/brasil/">Brasil</a> <a href="/assinatura/">Assine</a> <a href="/login">Entrar</a></nav></header>'
        '<main><div class="content-head"><div class="content-head__subtitle"><a href="/brasil/educacao/">Educação</a>'
        '</div><h1 class="content-head__title">STF forma maioria para manter lei que limita celulares nas escolas</h1>'
        '<h2 class="content-head__subtitle">Relator afirmou que restrição protege a saúde mental das crianças</h2>'
        '</div><div class="content-publication-data"><p class="content-publication-data__from">Por '
        '<a href="/autor/mariana-muniz/">Mariana Muniz</a> — Brasília</p>'
        '<p class="content-publication-data__updated"><time datetime="2026-11-26T15:02:00Z">26/11/2026 12h02'
        '</time> Atualizado há 2 horas</p></div>'
        '<div class="content-share"><a href="#">Compartilhar no Facebook</a> <a href="#">Compartilhar no X</a> '
        '<a href="#">Compartilhar no WhatsApp</a></div>'
        '<article><figure class="content-media"><img src="/s.jpg" alt=""><figcaption class="content-media__description">'
        'Alunos em sala de aula no Rio — Foto: Márcia Foletto/Agência O Globo</figcaption></figure>'
        f'<div class="mc-column content-text"><p class="content-text__container">{a[0]}</p>'
        f'<p class="content-text__container">{a[1]}</p>'
        '<div class="content-ads"><span>Publicidade</span></div>'
        '<div class="mc-column content-intertitle"><p><strong>Leia também</strong></p><ul><li><a href="/b/1">Enem: '
        'veja o gabarito extraoficial</a></li><li><a href="/b/2">MEC anuncia novo programa de alfabetização</a></li>'
        f'</ul></div><p class="content-text__container">{a[2]}</p><h2 class="content-intertitle">{a[3]}</h2>'
        f'<p class="content-text__container">{a[4]}</p></div></article>'
        '<div class="newsletter-box"><h3>Newsletter O Globo Educação</h3><p>Receba às segundas as principais notícias '
        'sobre educação.</p><button>Cadastre-se</button></div>'
        '<div class="comments"><p>Os comentários deste conteúdo estão fechados.</p></div></main>'
        + _foot("Editora Globo S/A. Todos os direitos reservados.", '<a href="/privacidade">Privacidade</a>'))


PAGES["o-globo"] = NewsPage(
    _oglobo(), "https://oglobo.example.com/brasil/educacao/noticia/2026/11/26/stf-celulares-escolas.ghtml",
    (*OGLOBO, "Relator afirmou que restrição protege a saúde mental das crianças"),
    ("Márcia Foletto", "Publicidade", "Leia também", "Enem:", "MEC anuncia", "Newsletter O Globo", "Cadastre-se",
     "comentários deste", "Compartilhar", "direitos reservados", "Atualizado há"),
    {"author": "Mariana Muniz", "date": "2026-11-26", "lang": "pt"})


# --- Metrópoles (Brazil: "Leia também" list, "Siga o Metrópoles" line, tags, "Notícias relacionadas") ------------

METROPOLES = (
    "A Polícia Civil do Distrito Federal prendeu nesta terça-feira três suspeitos de aplicar o golpe do falso "
    "advogado em idosos de Brasília e do Entorno.",
    "Segundo os investigadores, o grupo conseguia os dados de processos judiciais na internet e se passava por "
    "advogados das vítimas para pedir depósitos em dinheiro.",
    "Ao menos 40 pessoas caíram no golpe desde janeiro, com prejuízo estimado em R$ 1,2 milhão.",
    "A polícia orienta que ninguém faça depósitos pedidos por telefone sem antes confirmar a informação diretamente "
    "com o escritório de advocacia.",
)


def _metropoles() -> str:
    a = METROPOLES
    return (
        _head("PCDF prende trio que aplicava golpe do falso advogado em idosos | Metrópoles", "pt-BR",
              "PCDF prende trio que aplicava golpe do falso advogado em idosos", "Mirelle Pinheiro", "2026-11-24")
        + '<body><header><a href="/">Metrópoles</a><nav><a href="/distrito-federal">Distrito Federal</a> '
        '<a href="/brasil">Brasil</a></nav></header><main><article>'
        '<div class="HeaderNoticia__Categoria"><a href="/distrito-federal">Distrito Federal</a></div>'
        '<h1 class="Text__TextBase HeaderNoticia__Titulo">PCDF prende trio que aplicava golpe do falso advogado em '
        'idosos</h1><p class="HeaderNoticia__Subtitulo">Grupo fez ao menos 40 vítimas desde janeiro</p>'
        '<div class="HeaderNoticia__Autor"><a href="/autor/mirelle-pinheiro">Mirelle Pinheiro</a>'
        '<time datetime="2026-11-24T10:31:00-03:00">24/11/2026 10:31, atualizado 24/11/2026 11:05</time></div>'
        '<div class="Share"><a href="#">WhatsApp</a><a href="#">Facebook</a><a href="#">Copiar link</a></div>'
        '<figure><img src="/g.jpg" alt=""><figcaption>Material apreendido pela polícia <span>Divulgação/PCDF</span>'
        f'</figcaption></figure><div class="ConteudoNoticia">{_ps(a[:2])}'
        '<div class="LeiaMais"><p class="LeiaMais__Titulo">Leia também</p><ul><li><a href="/df/1">Distrito Federal'
        ' Motorista de aplicativo é preso por estupro no Gama</a></li><li><a href="/df/2">Distrito Federal Operação '
        f'mira fraude em licitação de merenda</a></li></ul></div>{_ps(a[2:])}'
        '<p><strong>Siga a editoria de Distrito Federal no Instagram e fique por dentro de tudo sobre o DF!</strong>'
        '</p></div><div class="Tags"><a href="/tag/pcdf">PCDF</a><a href="/tag/golpe">golpe</a></div></article>'
        '<aside class="NoticiasRelacionadas"><h2>Notícias relacionadas</h2><a href="/n/1">Frio intenso deve '
        'continuar até o fim de semana</a></aside></main>' + _foot("Metrópoles", '<a href="/expediente">Expediente</a>'))


PAGES["metropoles"] = NewsPage(
    _metropoles(), "https://www.metropoles.example.com/distrito-federal/pcdf-prende-trio-golpe-falso-advogado",
    (*METROPOLES, "Grupo fez ao menos 40 vítimas desde janeiro"),
    ("Divulgação/PCDF", "Leia também", "Motorista de aplicativo", "Siga a editoria", "Notícias relacionadas",
     "Frio intenso", "Copiar link", "Expediente", "atualizado 24/11"),
    {"author": "Mirelle Pinheiro", "date": "2026-11-24", "lang": "pt"})


# --- Expresso (Portugal: lead, "Exclusivo" paywall note, "Leia mais" inline, "Partilhar") -----------------------

EXPRESSO = (
    "O Governo vai aumentar o salário mínimo nacional para 920 euros em janeiro, mais 50 euros do que este ano, "
    "anunciou a ministra do Trabalho no final da reunião da concertação social.",
    "O acordo foi assinado pelas confederações patronais e pela UGT, mas a CGTP recusou-se a subscrevê-lo por "
    "considerar o aumento insuficiente face à subida do custo de vida.",
    "Em contrapartida, as empresas terão uma dedução fiscal adicional em sede de IRC pelos aumentos salariais que "
    "fizerem acima de 4,7%.",
)


def _expresso() -> str:
    a = EXPRESSO
    return (
        _head("Salário mínimo sobe para 920 euros em janeiro - Expresso", "pt-PT",
              "Salário mínimo sobe para 920 euros em janeiro", "Sónia M. Lourenço", "2026-11-20")
        + '<body><header class="header"><a href="/">Expresso</a><nav><a href="/economia">Economia</a> '
        '<a href="/politica">Política</a> <a href="/assinaturas">Assinar</a></nav></header><main><article>'
        '<div class="article-header"><span class="section">Economia</span><h1 class="title">Salário mínimo sobe para '
        '920 euros em janeiro</h1><p class="lead">Acordo assinado na concertação social sem a CGTP.</p>'
        '<div class="authors"><a href="/autores/sonia-m-lourenco">Sónia M. Lourenço</a><span class="role">Jornalista'
        '</span></div><time datetime="2026-11-20T17:45:00Z">20 novembro 2026 17:45</time>'
        '<div class="share"><button>Partilhar</button><a href="#">Facebook</a><a href="#">X</a><a href="#">Email</a>'
        '</div></div><figure><img src="/m.jpg" alt=""><figcaption>A ministra do Trabalho no final da reunião '
        f'<span class="credit">Tiago Miranda</span></figcaption></figure><div class="article-body">{_ps(a[:2])}'
        '<p><strong>Leia mais:</strong> <a href="/economia/inflacao">Inflação abranda para 2,3% em outubro</a></p>'
        f'<p>{a[2]}</p></div><div class="tags"><a href="/tags/salario-minimo">Salário mínimo</a> '
        '<a href="/tags/concertacao">Concertação social</a></div>'
        '<div class="subscribe-box"><p>Gostou deste artigo? Apoie o jornalismo independente e assine o Expresso.</p>'
        '<a href="/assinaturas">Assine já</a></div></article></main>'
        + _foot("Expresso | Impresa Publishing S.A.", '<a href="/estatuto">Estatuto editorial</a>'))


PAGES["expresso"] = NewsPage(
    _expresso(), "https://expresso.example.pt/economia/2026-11-20-salario-minimo-sobe-para-920-euros-em-janeiro",
    (*EXPRESSO, "Acordo assinado na concertação social sem a CGTP."),
    ("Tiago Miranda", "Partilhar", "Leia mais", "Inflação abranda", "Concertação social", "Gostou deste artigo",
     "Assine já", "Estatuto editorial", "Jornalista"),
    {"author": "Sónia M. Lourenço", "date": "2026-11-20", "lang": "pt"})


# --- Nació Digital (Catalan: "Et pot interessar", "Fes-te'n subscriptor" box, "Comentaris", tags) ----------------

NACIO = (
    "El Govern aprovarà dimarts un decret per limitar els pisos turístics a les zones amb més pressió residencial, "
    "segons ha pogut saber aquest diari de fonts de l'executiu.",
    "La norma permetrà als ajuntaments congelar les noves llicències durant cinc anys i obligarà les plataformes a "
    "retirar els anuncis dels pisos sense registre.",
    "El sector turístic ha criticat que no se l'hagi consultat i alerta que la mesura pot fer pujar els preus dels "
    "hotels a la costa.",
    "Els ajuntaments de Barcelona i Girona ja han dit que aplicaran la moratòria tan bon punt el decret entri en "
    "vigor.",
)


def _nacio() -> str:
    a = NACIO
    return (
        _head("El Govern limitarà els pisos turístics a les zones tensionades | Nació Digital", "ca",
              "El Govern limitarà els pisos turístics a les zones tensionades", "Oriol March", "2026-11-22")
        + '<body><header class="header"><a href="/">Nació Digital</a><nav><a href="/politica">Política</a> '
        '<a href="/societat">Societat</a> <a href="/subscripcions">Subscriu-te</a></nav></header><main>'
        '<article class="article"><h1 class="article-title">El Govern limitarà els pisos turístics a les zones '
        'tensionades</h1><h2 class="article-subtitle">Els ajuntaments podran congelar les llicències cinc anys</h2>'
        '<div class="article-author">Oriol March <time datetime="2026-11-22T13:30:00+01:00">22/11/2026 13:30 h'
        '</time></div><div class="social-share"><a href="#">Comparteix</a><a href="#">WhatsApp</a><a href="#">'
        'Telegram</a></div><figure><img src="/p.jpg" alt=""><figcaption>Turistes a la Barceloneta | Adrià Costa'
        f'</figcaption></figure><div class="article-body">{_ps(a[:2])}'
        '<div class="related-news"><p class="title">Et pot interessar</p><a href="/n/1">El preu del lloguer torna a '
        f'pujar a Barcelona</a></div>{_ps(a[2:])}'
        '<div class="subscription-box"><h3>Fes-te\'n subscriptor</h3><p>El periodisme de qualitat necessita el teu '
        'suport. Subscriu-te a Nació Digital per 5 euros al mes.</p><a href="/subscripcions">Subscriu-te</a></div>'
        '</div><div class="tags"><a href="/tag/habitatge">Habitatge</a><a href="/tag/turisme">Turisme</a></div>'
        '<div class="comments-link"><a href="#comentaris">Comentaris (12)</a></div></article></main>'
        + _foot("Nació Digital", '<a href="/avis-legal">Avís legal</a>'))


PAGES["nacio-digital"] = NewsPage(
    _nacio(), "https://www.naciodigital.example.cat/politica/govern-limitara-pisos-turistics-zones-tensionades",
    (*NACIO, "Els ajuntaments podran congelar les llicències cinc anys"),
    ("Adrià Costa", "Comparteix", "Et pot interessar", "El preu del lloguer", "Fes-te'n", "necessita el teu suport",
     "Comentaris (12)", "Avís legal"),
    {"author": "Oriol March", "date": "2026-11-22", "lang": "ca"})


# --- Proto Thema (Greek: "Διαβάστε επίσης", "Ακολουθήστε το protothema.gr στο Google News", tags) ----------------

PROTOTHEMA = (
    "Σε ισχύ τίθεται από την 1η Ιανουαρίου η αύξηση του κατώτατου μισθού στα 920 ευρώ, όπως ανακοίνωσε σήμερα η "
    "υπουργός Εργασίας μετά τη συνεδρίαση του υπουργικού συμβουλίου.",
    "Η αύξηση αφορά περίπου 600.000 εργαζόμενους του ιδιωτικού τομέα, ενώ θα επηρεάσει και τα επιδόματα που "
    "υπολογίζονται με βάση τον κατώτατο μισθό.",
    "Οι εργοδοτικές οργανώσεις εξέφρασαν επιφυλάξεις για τις μικρές επιχειρήσεις, ενώ τα συνδικάτα ζητούσαν "
    "μεγαλύτερη αύξηση λόγω της ακρίβειας.",
)


def _protothema() -> str:
    a = PROTOTHEMA
    return (
        _head("Στα 920 ευρώ ο κατώτατος μισθός από την 1η Ιανουαρίου - protothema.gr", "el",
              "Στα 920 ευρώ ο κατώτατος μισθός από την 1η Ιανουαρίου", "Νίκος Παπαδόπουλος", "2026-11-27")
        + '<body><header><a href="/">ΠΡΩΤΟ ΘΕΜΑ</a><nav><a href="/greece/">Ελλάδα</a> <a href="/economy/">'
        'Οικονομία</a> <a href="/politics/">Πολιτική</a></nav></header><main><article class="article">'
        '<div class="breadcrumb"><a href="/">Αρχική</a> › <a href="/economy/">Οικονομία</a></div>'
        '<h1>Στα 920 ευρώ ο κατώτατος μισθός από την 1η Ιανουαρίου</h1>'
        '<div class="articleInfo"><span class="author">Νίκος Παπαδόπουλος</span> <time datetime="2026-11-27T14:20:00'
        '+02:00">27.11.2026 | 14:20</time></div><div class="share"><a href="#">Facebook</a><a href="#">Twitter</a>'
        '<a href="#">Viber</a></div><figure><img src="/k.jpg" alt=""><figcaption>Η υπουργός Εργασίας '
        f'<span>EUROKINISSI</span></figcaption></figure><div class="cnt">{_ps(a[:2])}'
        '<div class="relatedArticle"><span>Διαβάστε επίσης</span><a href="/economy/1">Πότε πληρώνεται το επίδομα '
        f'θέρμανσης</a></div><p>{a[2]}</p>'
        '<p><strong>Ακολουθήστε το protothema.gr στο Google News και μάθετε πρώτοι όλες τις ειδήσεις</strong></p>'
        '</div><div class="tags"><span>Ετικέτες:</span><a href="/tag/misthos/">κατώτατος μισθός</a></div>'
        '</article><aside><h3>Δημοφιλή</h3><a href="/n/1">Καιρός: Έρχεται κύμα κακοκαιρίας</a></aside></main>'
        + _foot("protothema.gr", '<a href="/terms/">Όροι χρήσης</a>'))


PAGES["protothema"] = NewsPage(
    _protothema(), "https://www.protothema.example.gr/economy/1500123/sta-920-eura-o-katotatos-misthos/",
    PROTOTHEMA, ("EUROKINISSI", "Διαβάστε επίσης", "επίδομα θέρμανσης", "Google News", "Ετικέτες", "Δημοφιλή",
                 "Viber", "Όροι χρήσης"),
    {"author": "Νίκος Παπαδόπουλος", "date": "2026-11-27", "lang": "el"})


# --- Sözcü (Turkish: "İlgili Haberler", "Google News'te takip edin", tags, "Yorumlar") ---------------------------

SOZCU = (
    "Merkez Bankası Para Politikası Kurulu, politika faizini yüzde 42,5'ten yüzde 40'a indirdiğini açıkladı. "
    "Piyasalar 150 baz puanlık bir indirim bekliyordu.",
    "Kurul, karar metninde enflasyonun ana eğiliminin kasım ayında gerilediğini ve talep koşullarının "
    "dezenflasyonu desteklediğini belirtti.",
    "Karar sonrasında dolar kuru sınırlı bir yükseliş gösterirken Borsa İstanbul'da bankacılık hisseleri yüzde 3 "
    "değer kazandı.",
)


def _sozcu() -> str:
    a = SOZCU
    return (
        _head("Merkez Bankası faizi yüzde 40'a indirdi - Sözcü", "tr",
              "Merkez Bankası faizi yüzde 40'a indirdi", "Ayşe Yıldırım", "2026-11-11")
        + '<body><header><a href="/">SÖZCÜ</a><nav><a href="/ekonomi/">Ekonomi</a> <a href="/gundem/">Gündem</a> '
        '<a href="/yazarlar/">Yazarlar</a></nav></header><main><article><ol class="breadcrumb"><li><a href="/">'
        'Ana Sayfa</a></li><li><a href="/ekonomi/">Ekonomi</a></li></ol>'
        '<h1 class="article-title">Merkez Bankası faizi yüzde 40\'a indirdi</h1>'
        '<h2 class="description">Piyasalar daha büyük bir indirim bekliyordu.</h2>'
        '<div class="content-meta"><span class="author">Ayşe Yıldırım</span><time datetime="2026-11-11T14:05:00+03:00">'
        'Yayınlanma: 11.11.2026 - 14:05</time> <span>Güncelleme: 11.11.2026 - 14:40</span></div>'
        '<div class="share-buttons"><a href="#">Paylaş</a><a href="#">WhatsApp</a><a href="#">Kopyala</a></div>'
        '<figure><img src="/tcmb.jpg" alt=""><figcaption>Merkez Bankası binası (Fotoğraf: AA)</figcaption></figure>'
        f'<div class="article-body">{_ps(a[:2])}<div class="related-news"><h4>İlgili Haberler</h4><a href="/1">'
        f'Altın fiyatlarında son durum</a></div><p>{a[2]}</p>'
        '<p>SÖZCÜ\'yü Google News\'te takip edin, son dakika haberleri kaçırmayın.</p></div>'
        '<div class="tags"><a href="/tag/merkez-bankasi">Merkez Bankası</a><a href="/tag/faiz">faiz</a></div>'
        '<div class="comments"><h3>Yorumlar (8)</h3><button>Yorum yap</button></div></article></main>'
        + _foot("Sözcü Gazetesi", '<a href="/kunye/">Künye</a>'))


PAGES["sozcu"] = NewsPage(
    _sozcu(), "https://www.sozcu.example.com.tr/merkez-bankasi-faizi-yuzde-40a-indirdi-p123456",
    (*SOZCU, "Piyasalar daha büyük bir indirim bekliyordu."),
    ("Fotoğraf: AA", "İlgili Haberler", "Altın fiyatlarında", "Google News", "Yorumlar (8)", "Yorum yap", "Künye",
     "Güncelleme", "Kopyala"),
    {"author": "Ayşe Yıldırım", "date": "2026-11-11", "lang": "tr"})


# --- LIGA.net (Ukrainian: "Читайте також" inline, "Підписуйтесь на LIGA.net у Telegram", "Теги", donate) ---------

LIGA = (
    "Кабінет міністрів ухвалив рішення про підвищення мінімальної заробітної плати до 8500 гривень з 1 січня "
    "наступного року, повідомив прем'єр-міністр на засіданні уряду.",
    "За його словами, підвищення торкнеться понад мільйона працівників бюджетної сфери, а додаткові видатки вже "
    "закладені в проєкт державного бюджету.",
    "Економісти попереджають, що без зростання продуктивності праці підвищення мінімалки може посилити інфляцію та "
    "тиск на малий бізнес.",
)


def _liga() -> str:
    a = LIGA
    return (
        _head("Уряд підвищив мінімальну зарплату до 8500 гривень | LIGA.net", "uk",
              "Уряд підвищив мінімальну зарплату до 8500 гривень", "Олена Коваленко", "2026-11-19")
        + '<body><header class="header"><a href="/">LIGA.net</a><nav><a href="/news">Новини</a> <a href="/biz">'
        'Бізнес</a> <a href="/finance">Фінанси</a></nav></header><main><article class="article">'
        '<div class="breadcrumbs"><a href="/">Головна</a> / <a href="/finance">Фінанси</a></div>'
        '<h1 class="article-title">Уряд підвищив мінімальну зарплату до 8500 гривень</h1>'
        '<div class="article-info"><a class="author" href="/author/okovalenko">Олена Коваленко</a> '
        '<time datetime="2026-11-19T12:48:00+02:00">19 листопада 2026, 12:48</time> '
        '<span class="views">1 254 перегляди</span></div>'
        '<figure><img src="/m.jpg" alt=""><figcaption>Засідання уряду (Фото: Кабмін)</figcaption></figure>'
        f'<div class="article-body">{_ps(a[:2])}'
        '<p><strong>Читайте також: <a href="/finance/1">Пенсії з 1 грудня: хто отримає доплати</a></strong></p>'
        f'<p>{a[2]}</p><div class="telegram-subscribe"><p>Підписуйтесь на LIGA.net у Telegram: тільки важливе</p>'
        '</div></div><div class="tags"><span>Теги:</span><a href="/tag/zarplata">зарплата</a><a href="/tag/kabmin">'
        'Кабмін</a></div><div class="donate"><h3>Підтримайте незалежну журналістику</h3><p>Ваш внесок допомагає нам '
        'працювати.</p><a href="/donate">Підтримати</a></div></article></main>'
        + _foot("LIGA.net", '<a href="/about">Про нас</a> <a href="/privacy">Політика конфіденційності</a>'))


PAGES["liga"] = NewsPage(
    _liga(), "https://finance.liga.example.net/ua/news/uryad-pidvyshchyv-minimalnu-zarplatu",
    LIGA, ("Фото: Кабмін", "Читайте також", "Пенсії з 1 грудня", "Підписуйтесь", "Теги:", "Підтримайте",
           "перегляди", "Про нас"),
    {"author": "Олена Коваленко", "date": "2026-11-19", "lang": "uk"})


# --- Mediapool (Bulgarian: "Още по темата", "Коментари (17)", "Последвайте ни", tags) ---------------------------

MEDIAPOOL = (
    "Народното събрание прие на първо четене промените в Закона за енергетиката, с които се удължава срокът за "
    "либерализация на пазара на електроенергия за битовите потребители.",
    "Според вносителите отлагането с две години е необходимо, за да се подготви схема за подпомагане на уязвимите "
    "домакинства, преди цените да бъдат освободени.",
    "Опозицията критикува решението и заяви, че България рискува да загуби средства по Плана за възстановяване, "
    "ако не изпълни поетия ангажимент.",
)


def _mediapool() -> str:
    a = MEDIAPOOL
    return (
        _head("Парламентът отложи либерализацията на тока за бита с две години - Mediapool.bg", "bg",
              "Парламентът отложи либерализацията на тока за бита с две години", "Мария Петрова", "2026-11-18")
        + '<body><div id="header"><a href="/">Mediapool</a><ul class="menu"><li><a href="/bulgaria-cat2.html">'
        'България</a></li><li><a href="/svyat-cat3.html">Свят</a></li><li><a href="/biznes-cat4.html">Бизнес</a></li>'
        '</ul></div><div id="content"><div class="article"><h1>Парламентът отложи либерализацията на тока за бита с '
        'две години</h1><div class="info"><span class="author">Мария Петрова</span> | <span class="date">'
        '18 ноември 2026, 16:25</span> | <a href="#comments">Коментари (17)</a></div>'
        '<div class="photo"><img src="/e.jpg" alt=""><p class="caption">Снимка: БГНЕС</p></div>'
        f'<div class="text">{_ps(a)}</div>'
        '<div class="related"><h3>Още по темата</h3><ul><li><a href="/1">Цената на тока за бизнеса скача с 15%</a>'
        '</li><li><a href="/2">КЕВР обяви новите цени от 1 януари</a></li></ul></div>'
        '<div class="tags">Етикети: <a href="/tag/tok">ток</a>, <a href="/tag/parlament">парламент</a></div>'
        '<div class="follow"><p>Последвайте ни във Facebook и Telegram</p></div></div></div>'
        + _foot("Mediapool.bg. Всички права запазени.", '<a href="/za-nas.html">За нас</a>'))


PAGES["mediapool"] = NewsPage(
    _mediapool(), "https://www.mediapool.example.bg/parlamentat-otlozhi-liberalizatsiyata-news360123.html",
    MEDIAPOOL, ("Снимка: БГНЕС", "Коментари (17)", "Още по темата", "Цената на тока", "Етикети", "Последвайте",
                "права запазени", "За нас"),
    {"author": "Мария Петрова", "date": "2026-11-18", "lang": "bg"})


# --- N1 Srbija (Serbian in Latin letters: "Pročitajte još", "Pratite nas", share, "Komentari") --------------------

N1 = (
    "Vlada Srbije usvojila je danas predlog zakona o budžetu za narednu godinu, kojim je predviđen deficit od 2,9 "
    "odsto bruto domaćeg proizvoda.",
    "Ministar finansija izjavio je da će najveći deo rashoda biti usmeren na infrastrukturu i pripreme za "
    "specijalizovanu izložbu Ekspo 2027.",
    "Fiskalni savet je upozorio da su kapitalni rashodi precenjeni i da država svake godine ne uspe da potroši "
    "planirani novac.",
)


def _n1() -> str:
    a = N1
    return (
        _head("Vlada usvojila predlog budžeta, deficit 2,9 odsto - N1 Info", "sr-Latn",
              "Vlada usvojila predlog budžeta, deficit 2,9 odsto", "Jelena Zorić", "2026-11-21")
        + '<body><header class="site-header"><a href="/">N1</a><nav><a href="/vesti/">Vesti</a> <a href="/biznis/">'
        'Biznis</a> <a href="/region/">Region</a> <a href="/uzivo/">Uživo</a></nav></header><main>'
        '<article class="post"><span class="category">Biznis</span><h1 class="entry-title">Vlada usvojila predlog '
        'budžeta, deficit 2,9 odsto</h1><div class="post-meta"><span class="author">Autor: Jelena Zorić</span> '
        '<time datetime="2026-11-21T13:15:00+01:00">21/11/2026 13:15</time></div>'
        '<div class="share"><a href="#">Podeli</a><a href="#">Facebook</a><a href="#">X</a><a href="#">Viber</a></div>'
        '<figure><img src="/b.jpg" alt=""><figcaption>Sednica Vlade / Foto: Tanjug</figcaption></figure>'
        f'<div class="entry-content">{_ps(a[:2])}'
        '<div class="read-more-box"><span>Pročitajte još:</span><a href="/1">Inflacija u oktobru 4,1 odsto</a></div>'
        f'<p>{a[2]}</p><p><em>Pratite nas na našoj Facebook i Instagram stranici, ali i na X nalogu.</em></p></div>'
        '<div class="tags"><a href="/tag/budzet/">budžet</a><a href="/tag/vlada-srbije/">Vlada Srbije</a></div>'
        '<div class="comments-teaser"><a href="#comments">Komentari (5)</a></div></article></main>'
        + _foot("N1 Srbija", '<a href="/impresum/">Impresum</a>'))


PAGES["n1-srbija"] = NewsPage(
    _n1(), "https://n1info.example.rs/biznis/vlada-usvojila-predlog-budzeta-deficit/",
    N1, ("Foto: Tanjug", "Podeli", "Pročitajte još", "Inflacija u oktobru", "Pratite nas", "Komentari (5)",
         "Impresum", "Vlada Srbije</"),
    {"author": "Jelena Zorić", "date": "2026-11-21", "lang": "sr"})


# --- RTS (Serbian in Cyrillic: "Аутор:", "Извор:", "Коментари", "Прочитајте још") ------------------------------

RTS = (
    "Републички хидрометеоролошки завод упозорио је да ће током викенда у већем делу Србије пасти снег, а у "
    "планинским крајевима снежни покривач могао би да достигне и тридесет центиметара.",
    "Путари су на терену од раног јутра, а возачима се саветује да не крећу на пут без зимске опреме и да прате "
    "обавештења о стању на путевима.",
    "Почетком следеће недеље очекује се отопљавање, са температурама и до десет степени.",
)


def _rts() -> str:
    a = RTS
    return (
        _head("Снег током викенда, на планинама до 30 центиметара | Вести | РТС", "sr",
              "Снег током викенда, на планинама до 30 центиметара", "Марија Јовановић", "2026-11-28")
        + '<body><div id="header"><a href="/">РТС</a><ul><li><a href="/vesti">Вести</a></li><li><a href="/sport">'
        'Спорт</a></li><li><a href="/kultura">Култура</a></li></ul></div><div id="main"><div class="story">'
        '<h1>Снег током викенда, на планинама до 30 центиметара</h1>'
        '<div class="story-info"><span class="date">субота, 28. нов 2026, 09:12</span> <span class="source">'
        'Извор: РТС, Танјуг</span></div><div class="lead"><p>Упозорење РХМЗ-а за целу Србију.</p></div>'
        f'<div class="story-text">{_ps(a[:2])}<div class="related"><h4>Прочитајте још</h4><a href="/1">Како ће '
        f'радити градски превоз за празнике</a></div><p>{a[2]}</p><p class="author">Аутор: Марија Јовановић</p></div>'
        '<div class="comments"><a href="#c">Коментари (3)</a></div></div></div>'
        + _foot("Радио-телевизија Србије", '<a href="/kontakt">Контакт</a>'))


PAGES["rts"] = NewsPage(
    _rts(), "https://www.rts.example.rs/lat/vesti/drustvo/5600123/sneg-tokom-vikenda.html",
    (*RTS, "Упозорење РХМЗ-а за целу Србију."),
    ("Извор:", "Прочитајте још", "градски превоз", "Аутор:", "Коментари (3)", "Контакт"),
    {"author": "Марија Јовановић", "date": "2026-11-28", "lang": "sr"})


# --- Klix.ba (Bosnian: "Pročitajte i:", "Komentari (213)", "Foto: Klix.ba", tags) --------------------------------

KLIX = (
    "Vijeće ministara Bosne i Hercegovine danas je na sjednici u Sarajevu usvojilo odluku o povećanju plata "
    "zaposlenima u institucijama na državnom nivou za osam posto.",
    "Odluka se primjenjuje od januara, a sredstva su osigurana u prijedlogu budžeta koji bi trebao biti upućen u "
    "parlamentarnu proceduru do kraja mjeseca.",
    "Sindikati su pozdravili odluku, ali upozoravaju da povećanje ne prati rast cijena hrane i energenata u "
    "posljednje dvije godine.",
)


def _klix() -> str:
    a = KLIX
    return (
        _head("Vijeće ministara usvojilo povećanje plata od osam posto - Klix.ba", "bs",
              "Vijeće ministara usvojilo povećanje plata od osam posto", "Amina Hodžić", "2026-11-26")
        + '<body><header><a href="/">Klix.ba</a><nav><a href="/vijesti">Vijesti</a> <a href="/biznis">Biznis</a> '
        '<a href="/sport">Sport</a></nav></header><main><article><h1 id="naslov">Vijeće ministara usvojilo '
        'povećanje plata od osam posto</h1><div class="autor">Amina Hodžić <span class="datum">26.11.2026. u 12:44'
        '</span></div><div class="social"><a href="#">Podijeli</a><a href="#komentari">Komentari (213)</a></div>'
        '<figure><img src="/v.jpg" alt=""><figcaption>Sjednica Vijeća ministara (Foto: Klix.ba)</figcaption>'
        f'</figure><div id="text">{_ps(a[:2])}<p><strong>Pročitajte i:</strong> <a href="/1">Prosječna plata u '
        f'BiH u oktobru 1.450 KM</a></p><p>{a[2]}</p></div>'
        '<div class="tagovi"><a href="/tag/vijece-ministara">Vijeće ministara</a><a href="/tag/plate">plate</a></div>'
        '</article><aside><h3>Najčitanije</h3><a href="/n/1">Snijeg zatvorio putni pravac prema Mostaru</a></aside>'
        '</main>' + _foot("Klix.ba", '<a href="/impressum">Impressum</a>'))


PAGES["klix"] = NewsPage(
    _klix(), "https://www.klix.example.ba/vijesti/bih/vijece-ministara-usvojilo-povecanje-plata/261126077",
    KLIX, ("Foto: Klix.ba", "Podijeli", "Komentari (213)", "Pročitajte i", "Prosječna plata", "Najčitanije",
           "Snijeg zatvorio", "Impressum"),
    {"author": "Amina Hodžić", "date": "2026-11-26", "lang": "bs"})


# --- RTV Slovenija (MMC: lead, "Preberite še", "Deli", "Komentarji", tags) -------------------------------------

RTVSLO = (
    "Vlada je na današnji seji sprejela predlog zakona o dolgotrajni oskrbi, ki uvaja nov obvezni prispevek v višini "
    "enega odstotka bruto plače za zaposlene in delodajalce.",
    "Minister za solidarno prihodnost je poudaril, da bodo s prispevkom zagotovili denar za oskrbo na domu, ki je "
    "zdaj na voljo le v nekaterih občinah.",
    "Sindikati in delodajalci so predlog zavrnili, ker ga po njihovem mnenju vlada ni uskladila v ekonomsko-"
    "socialnem svetu.",
)


def _rtvslo() -> str:
    a = RTVSLO
    return (
        _head("Vlada sprejela predlog zakona o dolgotrajni oskrbi - RTV SLO", "sl",
              "Vlada sprejela predlog zakona o dolgotrajni oskrbi", "Maja Kosec", "2026-11-20")
        + '<body><header class="header"><a href="/">MMC RTV SLO</a><nav><a href="/slovenija">Slovenija</a> '
        '<a href="/svet">Svet</a> <a href="/sport">Šport</a></nav></header><main><div class="article-container">'
        '<div class="article-meta"><span class="subtitle">Zakonodaja</span></div><h1>Vlada sprejela predlog zakona o '
        'dolgotrajni oskrbi</h1><p class="lead">Nov prispevek bo plačeval vsak zaposleni.</p>'
        '<div class="author-timestamp"><a href="/avtor/maja-kosec">Maja Kosec</a> | Ljubljana, '
        '20. november 2026 ob 14:32</div><div class="social"><a href="#">Deli</a><a href="#">Facebook</a>'
        '<a href="#">X</a></div><figure><img src="/o.jpg" alt=""><figcaption>Foto: BoBo</figcaption></figure>'
        f'<article class="article">{_ps(a[:2])}<div class="related-box"><h4>Preberite še</h4><a href="/1">Domovi '
        f'za starejše brez prostih mest</a></div><p>{a[2]}</p></article>'
        '<div class="tags"><a href="/tag/oskrba">dolgotrajna oskrba</a><a href="/tag/vlada">vlada</a></div>'
        '<div class="comments-link"><a href="#komentarji">Komentarji (42)</a></div></div></main>'
        + _foot("RTV Slovenija", '<a href="/pogoji">Pogoji uporabe</a>'))


PAGES["rtvslo"] = NewsPage(
    _rtvslo(), "https://www.rtvslo.example.si/slovenija/vlada-sprejela-predlog-zakona-o-dolgotrajni-oskrbi/712345",
    (*RTVSLO, "Nov prispevek bo plačeval vsak zaposleni."),
    ("Foto: BoBo", "Deli", "Preberite še", "Domovi za starejše", "Komentarji (42)", "Pogoji uporabe"),
    {"author": "Maja Kosec", "date": "2026-11-20", "lang": "sl"})


# --- Postimees (Estonian: "Loe ka", paywall "Artikli lugemiseks", "Jaga", "Kommentaarid") ------------------------

POSTIMEES = (
    "Valitsus kiitis neljapäeval heaks eelnõu, millega tõstetakse alates järgmise aasta juulist käibemaksu määra "
    "24 protsendini, teatas rahandusminister pressikonverentsil.",
    "Ministri sõnul on maksutõus vajalik riigieelarve puudujäägi vähendamiseks ja kaitsekulude katmiseks, mis "
    "tõusevad järgmisel aastal üle kolme protsendi sisemajanduse koguproduktist.",
    "Opositsioon kritiseeris otsust ja leidis, et valitsus peaks maksutõusude asemel kärpima riigiasutuste kulusid.",
)


def _postimees() -> str:
    a = POSTIMEES
    return (
        _head("Valitsus kiitis käibemaksu tõusu heaks | Eesti | Postimees", "et",
              "Valitsus kiitis käibemaksu tõusu heaks", "Kadri Tammepuu", "2026-11-19")
        + '<body><header><a href="/">Postimees</a><nav><a href="/eesti">Eesti</a> <a href="/maailm">Maailm</a> '
        '<a href="/tellimine">Telli</a></nav></header><main><article class="article">'
        '<h1 class="article__headline">Valitsus kiitis käibemaksu tõusu heaks</h1>'
        '<div class="article__byline"><span class="author">Kadri Tammepuu</span><span class="role">reporter</span>'
        '<time datetime="2026-11-19T15:20:00+02:00">19. november 2026, 15:20</time></div>'
        '<div class="article__share"><button>Jaga</button><a href="#kommentaarid">Kommentaarid (64)</a></div>'
        '<figure><img src="/r.jpg" alt=""><figcaption>Rahandusminister pressikonverentsil. FOTO: Mihkel Maripuu'
        f'</figcaption></figure><div class="article__body">{_ps(a[:2])}'
        '<div class="related-inline"><span>Loe ka</span><a href="/1">Eesti Pank: majandus kasvab aeglaselt</a></div>'
        f'<p>{a[2]}</p></div><div class="tags"><a href="/tag/maksud">maksud</a></div>'
        '<div class="paywall-box"><p>Artikli lugemiseks vormista digitellimus. Esimene kuu ainult 1 euro.</p>'
        '<a href="/tellimine">Telli</a></div></article></main>'
        + _foot("AS Postimees Grupp", '<a href="/kontakt">Kontakt</a>'))


PAGES["postimees"] = NewsPage(
    _postimees(), "https://www.postimees.example.ee/8123456/valitsus-kiitis-kaibemaksu-tousu-heaks",
    POSTIMEES, ("Mihkel Maripuu", "Jaga", "Kommentaarid (64)", "Loe ka", "majandus kasvab", "digitellimus",
                "Postimees Grupp", "reporter"),
    {"author": "Kadri Tammepuu", "date": "2026-11-19", "lang": "et"})


# --- LSM.lv (Latvian public broadcaster: "Saistītie raksti", "Kopīgot", "Ziņu pieteikumi") -----------------------

LSM = (
    "Saeima ceturtdien galīgajā lasījumā pieņēma grozījumus Izglītības likumā, kas paredz pakāpenisku pāreju uz "
    "mācībām tikai latviešu valodā visās vispārizglītojošajās skolās.",
    "Izglītības ministre norādīja, ka pārejai būs pieejams papildu finansējums skolotāju apmācībai un mācību "
    "līdzekļu iegādei.",
    "Daļa opozīcijas deputātu balsojumā nepiedalījās, paziņojot, ka grozījumi nav pietiekami apspriesti ar "
    "pašvaldībām.",
)


def _lsm() -> str:
    a = LSM
    return (
        _head("Saeima pieņem grozījumus Izglītības likumā / Raksts / LSM", "lv",
              "Saeima pieņem grozījumus Izglītības likumā", "Ilze Kalniņa", "2026-11-26")
        + '<body><header><a href="/">LSM.lv</a><nav><a href="/zinas/latvija/">Latvijā</a> <a href="/zinas/arzemes/">'
        'Ārzemēs</a></nav></header><main><article class="article"><h1 class="article__title">Saeima pieņem '
        'grozījumus Izglītības likumā</h1><div class="article__info"><span class="article__author">Ilze Kalniņa '
        '(LSM.lv)</span><time datetime="2026-11-26T11:02:00+02:00">26. novembris, 2026, 11:02</time></div>'
        '<div class="article__share"><a href="#">Kopīgot</a><a href="#">Facebook</a><a href="#">X</a></div>'
        '<figure><img src="/s.jpg" alt=""><figcaption>Foto: LETA</figcaption></figure>'
        f'<div class="article__body">{_ps(a)}<p><em>Ja pamanījāt kļūdu, iezīmējiet to un nospiediet Ctrl+Enter.'
        '</em></p></div><div class="related"><h3>Saistītie raksti</h3><a href="/1">Skolās trūkst 800 pedagogu</a>'
        '</div></article></main>'
        + _foot("Latvijas Sabiedriskais medijs", '<a href="/kontakti">Kontakti</a>'))


PAGES["lsm"] = NewsPage(
    _lsm(), "https://www.lsm.example.lv/raksts/zinas/latvija/saeima-pienem-grozijumus-izglitibas-likuma.a512345/",
    LSM, ("Foto: LETA", "Kopīgot", "Ctrl+Enter", "Saistītie raksti", "Skolās trūkst",
          "Kontakti"),
    {"author": "Ilze Kalniņa", "date": "2026-11-26", "lang": "lv"})


# --- 15min.lt (Lithuanian: "Skaitykite daugiau", "Dalintis", "Komentarai", "Sekite 15min") ----------------------

MIN15 = (
    "Seimas antradienį priėmė įstatymo pataisas, kuriomis nuo kitų metų sausio draudžiama prekiauti energetiniais "
    "gėrimais asmenims iki aštuoniolikos metų.",
    "Pataisų autorių teigimu, tyrimai rodo, kad tokių gėrimų vartojimas paauglių tarpe per penkerius metus išaugo "
    "beveik dvigubai.",
    "Prekybininkai įspėjo, kad draudimą bus sunku įgyvendinti degalinėse ir mažose parduotuvėse be papildomų "
    "patikrinimų.",
)


def _min15() -> str:
    a = MIN15
    return (
        _head("Seimas uždraudė energinius gėrimus nepilnamečiams - 15min.lt", "lt",
              "Seimas uždraudė energinius gėrimus nepilnamečiams", "Rūta Jankauskienė", "2026-11-24")
        + '<body><header><a href="/">15min</a><nav><a href="/naujienos/aktualu/lietuva">Lietuva</a> '
        '<a href="/verslas">Verslas</a></nav></header><main><article><h1 class="title">Seimas uždraudė energinius '
        'gėrimus nepilnamečiams</h1><div class="author-info"><a href="/autorius/ruta-jankauskiene">Rūta '
        'Jankauskienė</a><time datetime="2026-11-24T13:40:00+02:00">2026-11-24 13:40</time></div>'
        '<div class="share"><a href="#">Dalintis</a><a href="#komentarai">Komentarai (31)</a></div>'
        '<figure><img src="/e.jpg" alt=""><figcaption>Energiniai gėrimai parduotuvėje / Luko Balandžio / BNS nuotr.'
        f'</figcaption></figure><div class="article-content">{_ps(a[:2])}<div class="related-in-text">'
        '<span>Skaitykite daugiau:</span><a href="/1">Mokyklose daugės sveiko maisto</a></div>'
        f'<p>{a[2]}</p></div><div class="follow-box"><p>Sekite 15min naujienas Facebook ir Instagram paskyrose!</p>'
        '</div></article></main>' + _foot("UAB „15min“", '<a href="/kontaktai">Kontaktai</a>'))


PAGES["15min"] = NewsPage(
    _min15(), "https://www.15min.example.lt/naujiena/aktualu/lietuva/seimas-uzdraude-energinius-gerimus-56-2412345",
    MIN15, ("BNS nuotr", "Dalintis", "Komentarai (31)", "Skaitykite daugiau", "sveiko maisto", "Sekite 15min",
            "Kontaktai"),
    {"author": "Rūta Jankauskienė", "date": "2026-11-24", "lang": "lt"})


# --- Irish Independent (Mediahuis: "Read more", "Today's News in 90 Seconds" player, "Independent.ie" promos) ------

INDO = (
    "Hospitals across the country recorded the highest number of patients waiting on trolleys for a November day, "
    "with 742 people waiting for a bed this morning, the nurses’ union said.",
    "University Hospital Limerick was the worst affected, with 118 patients on trolleys, followed by Cork University "
    "Hospital and Letterkenny.",
    "The Health Service Executive said it had opened additional beds and asked people with minor illnesses to "
    "attend their GP or a pharmacy instead of emergency departments.",
)


def _indo() -> str:
    a = INDO
    return (
        _head("Record 742 patients on hospital trolleys for a November day | Irish Independent", "en-IE",
              "Record 742 patients on hospital trolleys for a November day", "Eilish O'Regan", "2026-11-25")
        + '<body><header><a href="/">Irish Independent</a><nav><a href="/irish-news/">News</a> <a href="/sport/">'
        'Sport</a> <a href="/subscribe/">Subscribe</a> <a href="/login">Log in</a></nav></header><main><article>'
        '<h1 data-testid="article-title">Record 742 patients on hospital trolleys for a November day</h1>'
        '<div data-testid="article-byline"><a href="/authors/eilish-oregan/">Eilish O\'Regan</a><span>Health '
        'Correspondent</span><time datetime="2026-11-25T11:43:00Z">Today at 11:43</time></div>'
        '<div class="audio-player"><p>Today\'s News in 90 Seconds - November 25th</p></div>'
        '<figure><img src="/h.jpg" alt=""><figcaption>Stock image. Photo: PA</figcaption></figure>'
        f'<div data-testid="article-body">{_ps(a[:2])}<div class="inline-related"><strong>Read more</strong>'
        f'<a href="/1">GP waiting times double in a year</a></div><p>{a[2]}</p></div>'
        '<div class="newsletter-signup"><h3>Health &amp; Wellbeing newsletter</h3><p>Sign up for our weekly '
        'newsletter for the latest health news.</p><button>Sign up</button></div>'
        '<div data-testid="article-tags"><a href="/topic/hse/">HSE</a></div></article></main>'
        + _foot("Mediahuis Ireland", '<a href="/privacy/">Privacy Statement</a>'))


PAGES["irish-independent"] = NewsPage(
    _indo(), "https://www.independent.example.ie/irish-news/health/record-742-patients-on-trolleys/a123456789.html",
    INDO, ("Photo: PA", "News in 90 Seconds", "Read more", "GP waiting times", "newsletter", "Sign up",
           "Privacy Statement", "Health Correspondent"),
    {"author": "Eilish O'Regan", "date": "2026-11-25", "lang": "en"})


# --- Manchester Evening News (Reach plc: "Read More", "Get the latest…" signup, "Don't miss", comments) -----------

MEN = (
    "A new tram stop will open in Salford next spring after the combined authority approved a £12 million extension "
    "of the Metrolink line to the new housing development at Port Salford.",
    "The stop will be served by trams every twelve minutes during the day and is expected to be used by about 3,000 "
    "passengers a week once the first homes are occupied.",
    "Residents living nearby had campaigned for the extension for more than five years, saying the area's bus "
    "services were too infrequent.",
)


def _men() -> str:
    a = MEN
    return (
        _head("New Metrolink stop to open in Salford next spring - Manchester Evening News", "en-GB",
              "New Metrolink stop to open in Salford next spring", "Stephen Topping", "2026-11-22")
        + '<body><header class="mod-header"><a href="/">Manchester Evening News</a><nav><a href="/news/">News</a> '
        '<a href="/sport/">Sport</a> <a href="/whats-on/">What\'s On</a></nav></header><main><article '
        'class="article-main"><h1>New Metrolink stop to open in Salford next spring</h1>'
        '<p class="sub-title">The £12 million extension was approved this week</p>'
        '<div class="article-information"><div class="author"><a href="/authors/stephen-topping/">Stephen Topping'
        '</a><span>Local Democracy Reporter</span></div><time datetime="2026-11-22T17:00:00Z">17:00, 22 NOV 2026'
        '</time></div><div class="social-share"><a href="#">Share</a><a href="#comments">Comments</a></div>'
        '<figure><img src="/t.jpg" alt=""><figcaption>A Metrolink tram (Image: Manchester Evening News)</figcaption>'
        f'</figure><div class="article-body">{_ps(a[:1])}'
        '<div class="newsletter-inline"><p>Get the latest Salford news straight to your inbox by signing up to our '
        f'newsletter here</p></div><p>{a[1]}</p><p><strong>READ MORE: <a href="/1">Bee Network buses to run later '
        f'at weekends</a></strong></p><p>{a[2]}</p></div>'
        '<div class="related-links"><h3>Don\'t miss</h3><a href="/2">Christmas markets open this week</a></div>'
        '</article></main>' + _foot("Reach plc", '<a href="/privacy-notice/">Privacy Notice</a>'))


PAGES["manchester-evening-news"] = NewsPage(
    _men(), "https://www.manchestereveningnews.example.co.uk/news/greater-manchester-news/metrolink-salford-2612345",
    (*MEN, "The £12 million extension was approved this week"),
    ("Image: Manchester", "Get the latest", "READ MORE", "Bee Network", "Don't miss", "Christmas markets",
     "Local Democracy", "Reach plc"),
    {"author": "Stephen Topping", "date": "2026-11-22", "lang": "en"})


# --- The Indian Express ("Also Read", "Express Premium", "Click here to join our channel (WhatsApp)", tags) --------

EXPRESS_IN = (
    "The Supreme Court on Monday asked the Centre and the states to frame a uniform policy on the compensation paid "
    "to families of workers who die while cleaning sewers and septic tanks.",
    "A bench of Justices said that despite its earlier directions, the compensation was still being paid late or not "
    "at all in several states, and that the practice of manual scavenging persisted.",
    "The court listed the matter for further hearing in January and asked the states to file status reports on the "
    "deaths recorded over the last five years.",
)


def _express_in() -> str:
    a = EXPRESS_IN
    return (
        _head("SC asks Centre, states for uniform policy on compensation for sewer deaths | India News - The Indian "
              "Express", "en-IN", "SC asks Centre, states for uniform policy on compensation for sewer deaths",
              "Ananthakrishnan G", "2026-11-23")
        + '<body><header><a href="/">The Indian Express</a><nav><a href="/section/india/">India</a> <a href="/'
        'section/explained/">Explained</a> <a href="/subscribe/">Subscribe</a></nav></header><main><div '
        'class="breadcrumb"><a href="/">Home</a> / <a href="/section/india/">India</a></div>'
        '<h1 itemprop="headline">SC asks Centre, states for uniform policy on compensation for sewer deaths</h1>'
        '<h2 class="synopsis">The court said compensation was still being paid late in several states.</h2>'
        '<div class="editor"><a href="/profile/author/ananthakrishnan-g/">Ananthakrishnan G</a> New Delhi | '
        '<span>Updated: November 23, 2026 21:14 IST</span></div>'
        '<div class="share-social"><a href="#">Follow Us</a><a href="#">Share</a></div>'
        f'<div class="full-details" id="pcl-full-content">{_ps(a[:2])}'
        '<p><strong>Also Read | <a href="/1">Delhi air quality slips to ‘severe’ again</a></strong></p>'
        f'<p>{a[2]}</p><p><em>Click here to join Express on WhatsApp and get the latest news and updates</em></p>'
        '</div><div class="storytags"><span>Tags:</span><a href="/about/supreme-court/">Supreme Court</a></div>'
        '<div class="premium"><h3>Express Premium</h3><a href="/p/1">How India’s cities are running out of water</a>'
        '</div></main>' + _foot("The Indian Express [P] Ltd. All Rights Reserved", '<a href="/privacy/">Privacy</a>'))


PAGES["indian-express"] = NewsPage(
    _express_in(), "https://indianexpress.example.com/article/india/sc-uniform-policy-sewer-deaths-9712345/",
    (*EXPRESS_IN, "The court said compensation was still being paid late in several states."),
    ("Also Read", "Delhi air quality", "join Express on WhatsApp", "Tags:", "Express Premium", "running out",
     "Follow Us", "All Rights"),
    {"author": "Ananthakrishnan G", "date": "2026-11-23", "lang": "en"})


# --- Daily Nation (Kenya: "Read: …" lines, "Subscribe to Nation.Africa", "Related", author email line) ------------

NATION = (
    "The Kenya Revenue Authority collected Sh1.2 trillion in the first five months of the financial year, falling "
    "short of its target by about Sh48 billion, according to data released by the Treasury.",
    "The shortfall was mainly in income tax and excise duty, which officials attributed to slow growth in the "
    "private sector and a drop in imports.",
    "Economists warned that the gap could force the government to borrow more or cut development spending before "
    "the end of the financial year in June.",
)


def _nation() -> str:
    a = NATION
    return (
        _head("KRA misses revenue target by Sh48bn | Nation", "en-KE",
              "KRA misses revenue target by Sh48bn", "Brian Ambani", "2026-11-27")
        + '<body><header><a href="/">Nation</a><nav><a href="/kenya/news/">News</a> <a href="/kenya/business/">'
        'Business</a> <a href="/subscribe/">Subscribe</a></nav></header><main><article class="article-story">'
        '<h1 class="title-medium">KRA misses revenue target by Sh48bn</h1><div class="article-metadata">'
        '<p class="byline">By <a href="/authors/brian-ambani/">Brian Ambani</a></p><p class="date">'
        '<time datetime="2026-11-27T18:30:00+03:00">November 27, 2026</time></p></div>'
        '<figure><img src="/k.jpg" alt=""><figcaption>KRA headquarters in Nairobi. | File | Nation Media Group'
        f'</figcaption></figure><div class="paragraph-wrapper">{_ps(a[:2])}<p><strong>Read: <a href="/1">Treasury '
        f'plans new taxes in budget</a></strong></p><p>{a[2]}</p><p><em>bambani@ke.nationmedia.com</em></p></div>'
        '<div class="subscribe-box"><p>Subscribe to Nation.Africa for the stories that matter. Only Sh1 for the first '
        'month.</p><a href="/subscribe/">Subscribe</a></div>'
        '<div class="related"><h3>Related</h3><a href="/2">Shilling steady against the dollar</a></div>'
        '</article></main>' + _foot("Nation Media Group", '<a href="/privacy/">Privacy Policy</a>'))


PAGES["daily-nation"] = NewsPage(
    _nation(), "https://nation.example.africa/kenya/business/kra-misses-revenue-target-by-sh48bn-4812345",
    NATION, ("Nation Media Group", "Read:", "Treasury plans", "Subscribe to Nation",
             "Shilling steady", "Privacy Policy"),
    {"author": "Brian Ambani", "date": "2026-11-27", "lang": "en"})


# --- Premium Times (Nigeria: WordPress, "Support PREMIUM TIMES' journalism" box, "Related", share) -------------

PREMIUM = (
    "The Independent National Electoral Commission has fixed February 20 for the governorship election in Anambra "
    "State, its chairman announced at a news conference in Abuja on Thursday.",
    "He said the commission would publish the notice of election next week and that party primaries must be held "
    "between March and May.",
    "Civil society groups urged the commission to deploy results viewing portals in all polling units to avoid the "
    "disputes that followed the last election.",
)


def _premium() -> str:
    a = PREMIUM
    return (
        _head("INEC fixes date for Anambra governorship election | Premium Times Nigeria", "en-NG",
              "INEC fixes date for Anambra governorship election", "Chinedu Asadu", "2026-11-26")
        + '<body class="single-post"><header id="masthead"><a href="/">Premium Times</a><nav><a href="/news/">News</a>'
        ' <a href="/politics/">Politics</a></nav></header><div id="content"><article class="post">'
        '<h1 class="entry-title">INEC fixes date for Anambra governorship election</h1><div class="entry-meta">'
        '<span class="byline">by <a href="/author/chinedu-asadu/">Chinedu Asadu</a></span> <time class="entry-date" '
        'datetime="2026-11-26T16:05:00+01:00">November 26, 2026</time> <span class="reading-time">2 minute read'
        '</span></div><div class="sharedaddy"><a href="#">Share on Facebook</a><a href="#">Share on X</a></div>'
        f'<div class="entry-content">{_ps(a)}<div class="support-box"><h3>Support PREMIUM TIMES\' journalism of '
        'integrity and credibility</h3><p>Good journalism costs a lot of money. Yet only good journalism can ensure '
        'the possibility of a good society. Make a contribution today.</p><a href="/donate/">Donate</a></div></div>'
        '<div class="jp-relatedposts"><h3>Related</h3><a href="/1">Tribunal upholds Ondo governor\'s election</a>'
        '</div></article></div>' + _foot("Premium Times Services Limited", '<a href="/privacy/">Privacy</a>'))


PAGES["premium-times"] = NewsPage(
    _premium(), "https://www.premiumtimesng.example.com/news/headlines/712345-inec-fixes-date-anambra.html",
    PREMIUM, ("minute read", "Share on", "Support PREMIUM", "Good journalism costs", "Make a contribution",
              "Tribunal upholds", "Services Limited"),
    {"author": "Chinedu Asadu", "date": "2026-11-26", "lang": "en"})


# --- Jeune Afrique (French of Africa: chapô, "Lire aussi", "Réservé aux abonnés" paywall, newsletter) ------------

JEUNEAFRIQUE = (
    "Le gouvernement sénégalais a présenté mardi un projet de loi de finances qui prévoit de ramener le déficit "
    "public à 4,5 % du PIB l'an prochain, contre près de 7 % cette année.",
    "Le ministre des Finances a indiqué que la hausse des recettes pétrolières et gazières devrait permettre de "
    "financer une partie des dépenses sociales sans recourir à de nouveaux emprunts.",
    "Les syndicats d'enseignants ont toutefois dénoncé le gel des recrutements dans la fonction publique et menacent "
    "d'une grève dès la rentrée de janvier.",
)


def _jeuneafrique() -> str:
    a = JEUNEAFRIQUE
    return (
        _head("Sénégal : le budget 2027 mise sur le pétrole pour réduire le déficit – Jeune Afrique", "fr",
              "Sénégal : le budget 2027 mise sur le pétrole pour réduire le déficit", "Marième Soumaré", "2026-11-24")
        + '<body><header><a href="/">Jeune Afrique</a><nav><a href="/economie-entreprises/">Économie</a> '
        '<a href="/politique/">Politique</a> <a href="/abonnements/">S\'abonner</a></nav></header><main><article>'
        '<div class="article__rubrique"><a href="/pays/senegal/">Sénégal</a></div><h1>Sénégal : le budget 2027 mise '
        'sur le pétrole pour réduire le déficit</h1><p class="article__chapo">Dakar veut ramener son déficit à 4,5 % '
        'du PIB.</p><div class="article__author">Par <a href="/auteurs/marieme-soumare/">Marième Soumaré</a> '
        '<time datetime="2026-11-24T17:30:00+01:00">Publié le 24 novembre 2026 à 17:30</time></div>'
        '<figure><img src="/d.jpg" alt=""><figcaption>Le port de Dakar, en 2025. © Sylvain Cherkaoui pour JA'
        f'</figcaption></figure><div class="article__content">{_ps(a[:2])}<div class="inline-read"><span>Lire aussi'
        f'</span><a href="/1">Au Sénégal, la dette cachée pèse sur les finances</a></div><p>{a[2]}</p></div>'
        '<div class="newsletter"><h3>La newsletter Économie</h3><p>Chaque semaine, l\'essentiel de l\'actualité '
        'économique africaine.</p><button>Je m\'inscris</button></div></article></main>'
        + _foot("Jeune Afrique Média Group", '<a href="/mentions-legales/">Mentions légales</a>'))


PAGES["jeune-afrique"] = NewsPage(
    _jeuneafrique(), "https://www.jeuneafrique.example.com/1712345/economie/senegal-le-budget-2027-mise-sur-le-petrole/",
    (*JEUNEAFRIQUE, "Dakar veut ramener son déficit à 4,5 % du PIB."),
    ("Sylvain Cherkaoui", "Lire aussi", "la dette cachée", "newsletter", "Je m'inscris", "Mentions légales"),
    {"author": "Marième Soumaré", "date": "2026-11-24", "lang": "fr"})


# --- Kompas.com (Indonesian: "Baca juga:" lines, "Simak breaking news… WhatsApp Channel", "Penulis/Editor") -------

KOMPAS = (
    "Pemerintah resmi menaikkan upah minimum provinsi rata-rata sebesar 6,5 persen untuk tahun depan, kata Menteri "
    "Ketenagakerjaan dalam konferensi pers di Jakarta, Jumat.",
    "Menurut dia, kenaikan tersebut sudah mempertimbangkan pertumbuhan ekonomi dan inflasi, serta masukan dari "
    "serikat pekerja dan pengusaha.",
    "Kalangan pengusaha menilai kenaikan itu terlalu tinggi di tengah melemahnya permintaan, sementara serikat "
    "buruh meminta kenaikan minimal sepuluh persen.",
)


def _kompas() -> str:
    a = KOMPAS
    return (
        _head("Pemerintah Naikkan Upah Minimum 6,5 Persen Tahun Depan - Kompas.com", "id",
              "Pemerintah Naikkan Upah Minimum 6,5 Persen Tahun Depan", "Ade Miranti Karunia", "2026-11-27")
        + '<body><header><a href="/">Kompas.com</a><nav><a href="/nasional">Nasional</a> <a href="/money">Money</a> '
        '<a href="/tren">Tren</a></nav></header><main><div class="breadcrumb"><a href="/">Home</a> / <a href="/money">'
        'Money</a></div><h1 class="read__title">Pemerintah Naikkan Upah Minimum 6,5 Persen Tahun Depan</h1>'
        '<div class="read__time">Kompas.com - 27/11/2026, 14:20 WIB</div>'
        '<div class="read__author"><div class="credit-title-name">Penulis Ade Miranti Karunia</div><div>Editor '
        'Erlangga Djumena</div></div><div class="social--share"><a href="#">Bagikan</a></div>'
        '<div class="photo"><img src="/u.jpg" alt=""><div class="photo__caption">Ilustrasi buruh. (KOMPAS.com/'
        f'GARRY LOTULUNG)</div></div><div class="read__content">{_ps(a[:2])}<p><strong>Baca juga: <a href="/1">'
        f'Harga Beras Naik di Sejumlah Daerah</a></strong></p><p>{a[2]}</p>'
        '<p>Simak breaking news dan berita pilihan kami langsung di ponselmu. Pilih saluran andalanmu akses berita '
        'Kompas.com WhatsApp Channel.</p></div><div class="tag__article"><a href="/tag/ump">UMP</a></div></main>'
        + _foot("Kompas.com", '<a href="/about">Tentang Kami</a>'))


PAGES["kompas"] = NewsPage(
    _kompas(), "https://money.kompas.example.com/read/2026/11/27/142000026/pemerintah-naikkan-upah-minimum",
    KOMPAS, ("GARRY LOTULUNG", "Bagikan", "Baca juga", "Harga Beras", "Simak breaking news", "Penulis",
             "Erlangga", "Tentang Kami"),
    {"author": "Ade Miranti Karunia", "date": "2026-11-27", "lang": "id"})


# --- detikcom (Indonesian: "(xxx/yyy)" initials under the text, "Baca juga:", "Tonton juga video", "Halaman") ------

DETIK = (
    "Badan Meteorologi, Klimatologi, dan Geofisika memperingatkan potensi hujan lebat disertai angin kencang di "
    "sebagian besar wilayah Jawa hingga akhir pekan ini.",
    "Masyarakat yang tinggal di daerah rawan banjir dan longsor diminta untuk tetap waspada dan mengikuti informasi "
    "resmi dari pemerintah daerah setempat.",
    "Sejumlah pemerintah kabupaten sudah menyiapkan posko pengungsian dan perahu karet untuk mengantisipasi banjir.",
)


def _detik() -> str:
    a = DETIK
    return (
        _head("BMKG Peringatkan Hujan Lebat di Jawa hingga Akhir Pekan", "id",
              "BMKG Peringatkan Hujan Lebat di Jawa hingga Akhir Pekan", "Anggi Muliawati", "2026-11-28")
        + '<body><header><a href="/">detikcom</a><nav><a href="/news">detikNews</a> <a href="/finance">detikFinance'
        '</a></nav></header><main><article class="detail"><div class="detail__header"><h1 class="detail__title">'
        'BMKG Peringatkan Hujan Lebat di Jawa hingga Akhir Pekan</h1><div class="detail__author">Anggi Muliawati - '
        'detikNews</div><div class="detail__date">Sabtu, 28 Nov 2026 09:15 WIB</div></div>'
        '<div class="detail__media"><img src="/h.jpg" alt=""><figcaption class="detail__media-caption">Ilustrasi '
        f'hujan (Foto: Pradita Utama/detikcom)</figcaption></div><div class="detail__body-text itp_bodycontent">'
        f'{_ps(a[:2])}<table class="linksisip"><tr><td><div class="lihatjg"><strong>Baca juga:</strong>'
        f'<a href="/1">Banjir Rendam Ratusan Rumah di Bekasi</a></div></td></tr></table><p>{a[2]}</p>'
        '<p><strong>Tonton juga video "Detik-detik Banjir Bandang Terjang Permukiman":</strong></p>'
        '<div class="detail__body-tag"><a href="/tag/bmkg">bmkg</a><a href="/tag/hujan">hujan</a></div>'
        '<div class="detail__author-initial">(ami/imk)</div></div></article></main>'
        + _foot("detikcom", '<a href="/redaksi">Redaksi</a> <a href="/pedoman">Pedoman Media Siber</a>'))


PAGES["detik"] = NewsPage(
    _detik(), "https://news.detik.example.com/berita/d-7712345/bmkg-peringatkan-hujan-lebat-di-jawa",
    DETIK, ("Pradita Utama", "Baca juga", "Banjir Rendam", "Tonton juga", "(ami/imk)", "Pedoman Media"),
    {"author": "Anggi Muliawati", "date": "2026-11-28", "lang": "id"})


# --- VnExpress (Vietnamese: "description" lead, author initials at the end, "Xem thêm", "Chia sẻ", comments) ------

VNEXPRESS = (
    "Quốc hội chiều nay thông qua luật sửa đổi, bổ sung một số điều của Luật Thuế thu nhập cá nhân, nâng mức giảm "
    "trừ gia cảnh cho người nộp thuế lên 15,5 triệu đồng mỗi tháng.",
    "Theo Bộ Tài chính, mức giảm trừ mới sẽ giúp khoảng hai triệu người có thu nhập thấp không còn phải nộp thuế, "
    "với số thu ngân sách giảm khoảng 21.000 tỷ đồng mỗi năm.",
    "Nhiều đại biểu đề nghị tiếp tục rà soát biểu thuế lũy tiến để giảm số bậc thuế, nhưng ban soạn thảo cho biết "
    "nội dung này sẽ được nghiên cứu trong lần sửa luật tiếp theo.",
)


def _vnexpress() -> str:
    a = VNEXPRESS
    return (
        _head("Mức giảm trừ gia cảnh tăng lên 15,5 triệu đồng - VnExpress", "vi",
              "Mức giảm trừ gia cảnh tăng lên 15,5 triệu đồng", "Phương Dung", "2026-11-26")
        + '<body><header class="section top-header"><a href="/">VnExpress</a><nav><a href="/thoi-su">Thời sự</a> '
        '<a href="/kinh-doanh">Kinh doanh</a> <a href="/the-gioi">Thế giới</a></nav></header><main><section '
        'class="section page-detail"><div class="header-content"><ul class="breadcrumb"><li><a href="/kinh-doanh">'
        'Kinh doanh</a></li><li><a href="/kinh-doanh/vi-mo">Vĩ mô</a></li></ul><span class="date">Thứ tư, 26/11/2026, '
        '16:05 (GMT+7)</span></div><h1 class="title-detail">Mức giảm trừ gia cảnh tăng lên 15,5 triệu đồng</h1>'
        '<p class="description">Người nộp thuế được giảm trừ 15,5 triệu đồng mỗi tháng từ năm sau.</p>'
        '<article class="fck_detail"><figure><img src="/q.jpg" alt=""><figcaption><p class="Image">Đại biểu bấm nút '
        f'thông qua luật. Ảnh: Hoàng Phong</p></figcaption></figure>{_ps(a, "Normal")}'
        '<p class="Normal" style="text-align:right;"><strong>Phương Dung</strong></p>'
        '<div class="box-tinlienquanv2"><h4>Xem thêm</h4><a href="/1">Giá vàng lập đỉnh mới</a></div></article>'
        '<div class="footer-content"><div class="social"><a href="#">Chia sẻ</a><a href="#">Facebook</a></div>'
        '<div class="tags"><a href="/chu-de/thue-thu-nhap-ca-nhan">thuế thu nhập cá nhân</a></div>'
        '<div class="box_comment_vne"><h3>Ý kiến (86)</h3></div></div></section></main>'
        + _foot("VnExpress", '<a href="/lien-he">Liên hệ</a>'))


PAGES["vnexpress"] = NewsPage(
    _vnexpress(), "https://vnexpress.example.net/muc-giam-tru-gia-canh-tang-len-15-5-trieu-dong-4812345.html",
    (*VNEXPRESS, "Người nộp thuế được giảm trừ 15,5 triệu đồng mỗi tháng từ năm sau."),
    ("Ảnh: Hoàng Phong", "Xem thêm", "Giá vàng", "Chia sẻ", "Ý kiến (86)", "Liên hệ", "thuế thu nhập cá nhân</"),
    {"author": "Phương Dung", "date": "2026-11-26", "lang": "vi"})


# --- Tuổi Trẻ (Vietnamese: sapo, "Đọc tiếp", "TTO -" dateline, author box, "Tin liên quan") ---------------------

TUOITRE = (
    "TTO - Sở Giao thông vận tải TP.HCM cho biết từ ngày 1-12 sẽ thí điểm cho xe buýt điện chạy tuyến mới từ trung "
    "tâm thành phố đến sân bay Tân Sơn Nhất với giá vé 15.000 đồng.",
    "Tuyến xe buýt hoạt động từ 5h đến 22h mỗi ngày, với tần suất 15 phút một chuyến vào giờ cao điểm và 20 phút "
    "vào các giờ còn lại.",
    "Hành khách có thể thanh toán bằng thẻ ngân hàng hoặc ví điện tử ngay trên xe mà không cần mua vé giấy.",
)


def _tuoitre() -> str:
    a = TUOITRE
    return (
        _head("Thí điểm xe buýt điện từ trung tâm đến sân bay Tân Sơn Nhất - Tuổi Trẻ Online", "vi",
              "Thí điểm xe buýt điện từ trung tâm đến sân bay Tân Sơn Nhất", "Châu Tuấn", "2026-11-25")
        + '<body><header><a href="/">Tuổi Trẻ Online</a><nav><a href="/thoi-su.htm">Thời sự</a> <a href="/'
        'xe.htm">Xe</a></nav></header><main><div class="detail-content"><h1 class="detail-title">Thí điểm xe buýt điện '
        'từ trung tâm đến sân bay Tân Sơn Nhất</h1><div class="detail-time"><div data-role="publishdate">'
        '25/11/2026 10:32 GMT+7</div></div><h2 class="detail-sapo">Hành khách đi sân bay có thêm lựa chọn giá rẻ.'
        '</h2><div class="detail-author"><a href="/tac-gia/chau-tuan.htm">CHÂU TUẤN</a></div>'
        '<div class="share"><a href="#">Chia sẻ</a><a href="#">Lưu</a></div>'
        f'<div class="detail-cmain">{_ps(a[:2])}<div class="VCSortableInPreviewMode" type="RelatedOneNews">'
        f'<a href="/1">Đọc tiếp: Metro số 1 chở hơn 10 triệu lượt khách</a></div><p>{a[2]}</p></div>'
        '<div class="detail-tab"><span>TỪ KHÓA:</span><a href="/xe-buyt-dien.html">xe buýt điện</a></div>'
        '<div class="related"><h3>Tin liên quan</h3><a href="/2">Giá vé máy bay Tết tăng cao</a></div></div></main>'
        + _foot("Báo Tuổi Trẻ", '<a href="/lien-he.htm">Liên hệ</a>'))


PAGES["tuoitre"] = NewsPage(
    _tuoitre(), "https://tuoitre.example.vn/thi-diem-xe-buyt-dien-tu-trung-tam-den-san-bay-2026112510.htm",
    (*TUOITRE, "Hành khách đi sân bay có thêm lựa chọn giá rẻ."),
    ("Chia sẻ", "Đọc tiếp", "Metro số 1", "TỪ KHÓA", "Tin liên quan", "Giá vé máy bay", "Liên hệ"),
    {"author": "Châu Tuấn", "date": "2026-11-25", "lang": "vi"})


# --- The Hankyoreh (Korean: reporter's line with e-mail at the end, "관련기사", "많이 본 기사", copyright) ----------

HANI = (
    "정부가 내년부터 출산 가구에 대한 주택 구입 자금 대출 금리를 최대 1%포인트 낮추기로 했다.",
    "국토교통부는 27일 이런 내용을 담은 저출생 대응 주거 지원 방안을 발표하고, 대출 소득 기준도 부부 합산 연 1억3천만원으로 "
    "높인다고 밝혔다.",
    "전문가들은 금리 인하만으로는 출산율을 높이기 어렵고 공공임대주택 공급을 함께 늘려야 한다고 지적했다.",
)


def _hani() -> str:
    a = HANI
    return (
        _head("출산 가구 주택대출 금리 최대 1%p 인하 : 경제일반 : 경제 : 뉴스 : 한겨레", "ko",
              "출산 가구 주택대출 금리 최대 1%p 인하", "최하얀", "2026-11-27")
        + '<body><header><a href="/">한겨레</a><nav><a href="/politics">정치</a> <a href="/economy">경제</a> '
        '<a href="/society">사회</a> <a href="/support">후원하기</a></nav></header><main><div class="article-head">'
        '<h3 class="category">경제일반</h3><h1 class="title">출산 가구 주택대출 금리 최대 1%p 인하</h1>'
        '<ul class="article-date"><li>등록 2026-11-27 14:21</li><li>수정 2026-11-27 15:03</li></ul></div>'
        '<div class="share"><a href="#">페이스북</a><a href="#">트위터</a><a href="#">카카오톡</a></div>'
        '<div class="article-text"><figure><img src="/a.jpg" alt=""><figcaption>서울 시내 아파트 단지. 연합뉴스'
        f'</figcaption></figure>{_ps(a[:2])}<div class="related"><h4>관련기사</h4><a href="/1">신생아 특례대출 신청 '
        f'10만건 넘어</a></div><p>{a[2]}</p><p>최하얀 기자 chy@hani.co.kr</p></div>'
        '<div class="popular"><h3>많이 본 기사</h3><a href="/2">첫눈 내린 서울</a></div></main>'
        + _foot("한겨레신문사 무단 전재 및 재배포 금지", '<a href="/about">회사소개</a>'))


PAGES["hankyoreh"] = NewsPage(
    _hani(), "https://www.hani.example.co.kr/arti/economy/economy_general/1170123.html",
    HANI, ("연합뉴스", "관련기사", "신생아 특례대출", "chy@hani.co.kr", "많이 본 기사", "첫눈", "무단 전재", "등록 2026"),
    {"author": "최하얀", "date": "2026-11-27", "lang": "ko"})


# --- Yomiuri Shimbun Online (Japanese: "読売新聞オンライン" credit, "関連記事", "ニュース速報" mail promo, rank) ----

YOMIURI = (
    "政府は２７日、物価高対策として低所得世帯に１世帯あたり３万円を給付する方針を固めた。",
    "住民税の非課税世帯が対象で、子育て世帯には子ども１人あたり２万円を上乗せし、年内に閣議決定する補正予算案に"
    "必要な経費を盛り込む。",
    "与党内からは対象を中間層に広げるべきだとの声も出ており、政府は今後、制度の詳細を詰める。",
)


def _yomiuri() -> str:
    a = YOMIURI
    return (
        _head("低所得世帯に３万円給付へ、子ども１人２万円上乗せ : 読売新聞オンライン", "ja",
              "低所得世帯に３万円給付へ、子ども１人２万円上乗せ", "読売新聞", "2026-11-27")
        + '<body><header><a href="/">読売新聞オンライン</a><nav><a href="/politics/">政治</a> <a href="/economy/">'
        '経済</a> <a href="/national/">社会</a></nav></header><main><article class="article-content">'
        '<h1 class="title-article">低所得世帯に３万円給付へ、子ども１人２万円上乗せ</h1>'
        '<div class="article-header-info"><time datetime="2026-11-27T05:00:00+09:00">2026/11/27 05:00</time></div>'
        '<div class="sns-share"><a href="#">X</a><a href="#">Facebook</a><a href="#">ブックマーク</a></div>'
        '<figure><img src="/j.jpg" alt=""><figcaption>首相官邸（読売新聞社ヘリから）</figcaption></figure>'
        f'<div class="p-main-contents">{_ps(a)}</div>'
        '<div class="related"><h3>関連記事</h3><a href="/1">電気・ガス代の補助、来年３月まで延長</a></div>'
        '<div class="promo"><p>ニュース速報をメールでお届けします。会員登録はこちら</p></div></article>'
        '<aside><h3>アクセスランキング</h3><a href="/2">大谷翔平、ＭＶＰ受賞</a></aside></main>'
        + _foot("The Yomiuri Shimbun.", '<a href="/policy/">プライバシーポリシー</a>'))


PAGES["yomiuri"] = NewsPage(
    _yomiuri(), "https://www.yomiuri.example.co.jp/politics/20261127-OYT1T50012/",
    YOMIURI, ("読売新聞社ヘリ", "ブックマーク", "関連記事", "電気・ガス代", "ニュース速報", "アクセスランキング", "大谷翔平",
              "プライバシーポリシー"),
    {"date": "2026-11-27", "lang": "ja"})


# --- Lianhe Zaobao (Chinese: "文/" byline, "相关新闻", "订阅", "分享", "热门") ----------------------------------

ZAOBAO = (
    "新加坡金融管理局星期一宣布，维持新元汇率政策不变，新元名义有效汇率的升值幅度和中间点保持不变。",
    "金管局在声明中说，核心通胀率预计今年将降至百分之一点五左右，明年将保持在百分之一至二之间。",
    "经济学家认为，由于外部需求疲软，金管局明年上半年有可能进一步放宽货币政策。",
)


def _zaobao() -> str:
    a = ZAOBAO
    return (
        _head("金管局维持新元汇率政策不变 | 联合早报", "zh-Hans",
              "金管局维持新元汇率政策不变", "林心怡", "2026-11-23")
        + '<body><header><a href="/">联合早报</a><nav><a href="/news/singapore">新加坡</a> <a href="/news/china">中国'
        '</a> <a href="/finance">财经</a> <a href="/subscribe">订阅</a></nav></header><main><article>'
        '<h1>金管局维持新元汇率政策不变</h1><div class="byline">文 / <a href="/author/lin">林心怡</a> '
        '<span>发布 / 2026年11月23日 上午10:26</span></div><div class="share"><a href="#">分享</a><a href="#">'
        '收藏</a></div><figure><img src="/sg.jpg" alt=""><figcaption>新加坡金融管理局大厦。（档案照片）</figcaption>'
        f'</figure><div class="articleBody">{_ps(a[:2])}<div class="related-inline"><span>相关新闻</span>'
        f'<a href="/1">新元兑美元升至十年高点</a></div><p>{a[2]}</p></div>'
        '<div class="tags"><a href="/keywords/mas">金管局</a></div>'
        '<div class="trending"><h3>热门</h3><a href="/2">组屋转售价格连续上涨</a></div></article></main>'
        + _foot("SPH Media Limited", '<a href="/privacy">隐私政策</a>'))


PAGES["zaobao"] = NewsPage(
    _zaobao(), "https://www.zaobao.example.com.sg/finance/singapore/story20261123-5512345",
    ZAOBAO, ("档案照片", "分享", "收藏", "相关新闻", "新元兑美元", "热门", "组屋转售", "隐私政策"),
    {"author": "林心怡", "date": "2026-11-23", "lang": "zh"})


# --- Rappler (the Philippines: "READ:" lines, "– Rappler.com" sign-off, "Add a comment", "How does this make you feel?")

RAPPLER = (
    "The Department of Education said on Monday that classes in public schools in Metro Manila would shift to "
    "blended learning for two weeks as repairs continue on classrooms damaged by the typhoon.",
    "About 1,200 classrooms in the capital region were damaged, most of them by floodwaters that reached the second "
    "floor of some school buildings.",
    "Teachers' groups asked the department to release emergency funds directly to schools so that repairs could "
    "begin before the end of the month.",
)


def _rappler() -> str:
    a = RAPPLER
    return (
        _head("DepEd shifts Metro Manila classes to blended learning after typhoon", "en-PH",
              "DepEd shifts Metro Manila classes to blended learning after typhoon", "Bea Cupin", "2026-11-23")
        + '<body><header><a href="/">Rappler</a><nav><a href="/philippines/">Philippines</a> <a href="/nation/">Nation'
        '</a> <a href="/plus/">Rappler+</a></nav></header><main><article><h1 class="post-single__title">DepEd shifts '
        'Metro Manila classes to blended learning after typhoon</h1><div class="post-single__authors">'
        '<a href="/author/bea-cupin/">Bea Cupin</a></div><time datetime="2026-11-23T14:30:00+08:00">Nov 23, 2026 '
        '2:30 PM PHT</time><figure><img src="/s.jpg" alt=""><figcaption>FLOODED. A classroom in Marikina. Photo by '
        f'Jire Carreon/Rappler</figcaption></figure><div class="post-single__content entry-content">{_ps(a[:2])}'
        '<p><strong>READ: <a href="/1">Typhoon damage to schools reaches P2 billion</a></strong></p>'
        f'<p>{a[2]} – Rappler.com</p></div><div class="post-single__mood"><h3>How does this make you feel?</h3>'
        '<button>Happy</button><button>Sad</button><button>Angry</button></div><div class="comments-cta">'
        '<a href="#comments">Add a comment</a></div></article></main>'
        + _foot("Rappler Inc. All rights reserved.", '<a href="/privacy/">Privacy Policy</a>'))


PAGES["rappler"] = NewsPage(
    _rappler(), "https://www.rappler.example.com/philippines/deped-blended-learning-metro-manila-typhoon/",
    RAPPLER,
    ("Jire Carreon", "READ:", "P2 billion", "Rappler.com", "make you feel", "Add a comment", "All rights"),
    {"author": "Bea Cupin", "date": "2026-11-23", "lang": "en"})


# --- The Express Tribune (Pakistan: "Read more:" lines, "Published in The Express Tribune, November 24th, 2026") ---

TRIBUNE = (
    "The federal government on Monday raised the prices of petrol and high-speed diesel by Rs5 per litre for the "
    "next fortnight, citing higher international oil prices.",
    "According to a notification issued by the Finance Division, the new price of petrol will be Rs262 per litre "
    "with effect from midnight.",
    "Transporters in Karachi and Lahore said they would raise fares if the government did not reverse the increase "
    "within a week.",
)


def _tribune() -> str:
    a = TRIBUNE
    return (
        _head("Petrol, diesel prices raised by Rs5 per litre | The Express Tribune", "en",
              "Petrol, diesel prices raised by Rs5 per litre", "Shahbaz Rana", "2026-11-24")
        + '<body><header><a href="/">The Express Tribune</a><nav><a href="/pakistan">Pakistan</a> <a href="/business">'
        'Business</a></nav></header><main><div class="story-box-section"><h1>Petrol, diesel prices raised by Rs5 per '
        'litre</h1><div class="left-authr-news">Shahbaz Rana <span>November 24, 2026</span></div>'
        '<div class="share"><a href="#">Share</a></div><div class="story-text">'
        f'<p>{a[0]}</p><p>{a[1]}</p><p><strong>Read more: <a href="/1">Inflation eases to 6.2% in October</a>'
        f'</strong></p><p>{a[2]}</p><p><em>Published in The Express Tribune, November 24<sup>th</sup>, 2026.</em>'
        '</p><p><em>Like Business on Facebook, follow @TribuneBiz on Twitter to stay informed and join in the '
        'conversation.</em></p></div></div></main>'
        + _foot("The Express Tribune", '<a href="/privacy">Privacy</a>'))


PAGES["express-tribune"] = NewsPage(
    _tribune(), "https://tribune.example.com.pk/story/2512345/petrol-diesel-prices-raised-by-rs5-per-litre",
    TRIBUNE,
    ("Read more", "Inflation eases", "Published in The Express Tribune", "Like Business on Facebook"),
    {"author": "Shahbaz Rana", "date": "2026-11-24", "lang": "en"})


# --- Hromadske (Ukrainian: "Читайте також:", "Підтримати Громадське" box, "Поділитися", tags) ------------------

HROMADSKE = (
    "Верховна Рада ухвалила в першому читанні законопроєкт про множинне громадянство для іноземців, які воювали за "
    "Україну, та для етнічних українців за кордоном.",
    "За документ проголосували 260 народних депутатів. До другого читання автори мають уточнити перелік країн, з "
    "громадянами яких не дозволять подвійне громадянство.",
    "Опозиція заявила, що законопроєкт потребує ширшого обговорення, зокрема щодо права голосу на виборах.",
)


def _hromadske() -> str:
    a = HROMADSKE
    return (
        _head("Рада ухвалила в першому читанні закон про множинне громадянство | Громадське", "uk",
              "Рада ухвалила в першому читанні закон про множинне громадянство", "Ірина Балачук", "2026-11-20")
        + '<body><header><a href="/">Громадське</a><nav><a href="/news">Новини</a> <a href="/politics">Політика</a> '
        '<a href="/donate">Підтримати</a></nav></header><main><article><h1>Рада ухвалила в першому читанні закон про '
        'множинне громадянство</h1><div class="meta"><span class="author">Ірина Балачук</span> <time '
        'datetime="2026-11-20T13:15:00+02:00">20 листопада 2026, 13:15</time></div>'
        '<div class="share"><a href="#">Поділитися</a></div><figure><img src="/r.jpg" alt=""><figcaption>Засідання '
        f'Верховної Ради. Фото: пресслужба ВР</figcaption></figure><div class="article-body">{_ps(a[:2])}'
        f'<p>Читайте також: <a href="/1">Уряд продовжив воєнний стан ще на 90 днів</a></p><p>{a[2]}</p></div>'
        '<div class="donate-box"><h3>Підтримайте Громадське</h3><p>Ми незалежне медіа, і нас фінансують читачі. Ваш '
        'внесок допомагає нам працювати.</p><a href="/donate">Підтримати</a></div>'
        '<div class="tags"><a href="/tag/rada">Верховна Рада</a><a href="/tag/citizenship">громадянство</a></div>'
        '</article></main>' + _foot("Громадське", '<a href="/about">Про нас</a>'))


PAGES["hromadske"] = NewsPage(
    _hromadske(), "https://hromadske.example.ua/posts/rada-uhvalila-zakon-pro-mnozhinne-gromadyanstvo",
    HROMADSKE, ("Фото: пресслужба", "Поділитися", "Читайте також", "воєнний стан", "Підтримайте Громадське",
                "фінансують читачі", "громадянство</", "Про нас"),
    {"author": "Ірина Балачук", "date": "2026-11-20", "lang": "uk"})


# --- United Daily News (Taiwan, traditional Chinese: "延伸閱讀", "記者…／台北報導", "分享", "贊助") ----------------

UDN = (
    "行政院會今天通過明年度中央政府總預算案，歲出規模達三兆一千億元，創歷年新高。",
    "行政院長表示，國防預算占國內生產毛額比例將提高到百分之三點五，社會福利支出也將增加。",
    "在野黨立委批評預算赤字擴大，要求政府提出具體的財源規畫。",
)


def _udn() -> str:
    a = UDN
    return (
        _head("明年度總預算案出爐 歲出3.1兆創新高 | 聯合新聞網", "zh-Hant",
              "明年度總預算案出爐 歲出3.1兆創新高", "林敬殷", "2026-11-20")
        + '<body><header><a href="/">聯合新聞網</a><nav><a href="/news/cate/2/6638">要聞</a> <a href="/news/cate/2/6644">'
        '產經</a></nav></header><main><article class="article-content"><h1 class="article-content__title">明年度總預算案'
        '出爐 歲出3.1兆創新高</h1><div class="article-content__info"><time class="article-content__time">2026-11-20 '
        '14:32</time><span class="article-content__author">聯合報 / 記者林敬殷／台北即時報導</span></div>'
        '<div class="share"><a href="#">分享</a></div><figure><img src="/y.jpg" alt=""><figcaption>行政院會。'
        f'記者林澔一／攝影</figcaption></figure><section class="article-content__editor">{_ps(a)}</section>'
        '<div class="related"><h3>延伸閱讀</h3><a href="/1">國防預算再創新高</a></div>'
        '<div class="sponsor"><p>贊助聯合新聞網，支持優質新聞</p></div></article></main>'
        + _foot("United Daily News", '<a href="/privacy">隱私權聲明</a>'))


PAGES["udn"] = NewsPage(
    _udn(), "https://udn.example.com/news/story/6656/8612345",
    UDN, ("林澔一", "分享", "延伸閱讀", "國防預算再創新高", "贊助聯合新聞網", "隱私權聲明"),
    {"date": "2026-11-20", "lang": "zh"})


# --- Le Monde Afrique-like French Africa site: Seneweb (Senegal: "LIRE AUSSI", "Source :", comments count) ------

SENEWEB = (
    "Le ministère de l'Éducation nationale a annoncé que les examens du baccalauréat débuteront le 2 juillet, soit "
    "une semaine plus tôt que l'an dernier.",
    "Selon le communiqué, ce changement vise à permettre la publication des résultats avant la fin du mois de juillet "
    "et à libérer les centres d'examen pour les vacances.",
    "Les syndicats d'enseignants ont dit qu'ils n'avaient pas été consultés et demandent un report de la décision.",
)


def _seneweb() -> str:
    a = SENEWEB
    return (
        _head("Bac 2027 : les épreuves avancées au 2 juillet | Seneweb", "fr",
              "Bac 2027 : les épreuves avancées au 2 juillet", "Aliou Diouf", "2026-11-25")
        + '<body><header><a href="/">Seneweb</a><nav><a href="/news/">Actualités</a> <a href="/news/Education/">'
        'Éducation</a></nav></header><main><article><h1>Bac 2027 : les épreuves avancées au 2 juillet</h1>'
        '<div class="article-meta">Par <a href="/auteur/aliou-diouf">Aliou Diouf</a> | Publié le 25/11/2026 à 11:40'
        ' | <a href="#comments">12 commentaires</a></div>'
        f'<div class="article-body">{_ps(a[:2])}<p><strong>LIRE AUSSI : <a href="/1">Grève des enseignants : le '
        f'gouvernement appelle au dialogue</a></strong></p><p>{a[2]}</p><p>Source : Seneweb</p></div>'
        '</article></main>' + _foot("Seneweb", '<a href="/mentions">Mentions légales</a>'))


PAGES["seneweb"] = NewsPage(
    _seneweb(), "https://www.seneweb.example.com/news/Education/bac-2027-les-epreuves-avancees-au-2-juillet_n_512345.html",
    SENEWEB, ("LIRE AUSSI", "Grève des enseignants", "Source : Seneweb", "12 commentaires", "Mentions légales"),
    {"author": "Aliou Diouf", "date": "2026-11-25", "lang": "fr"})


# --- Animal Político (Mexico: "Te puede interesar:", "Suscríbete a nuestro newsletter", "Animal Político" credits) --

ANIMAL = (
    "La Secretaría de Salud informó que los casos de dengue aumentaron 40 % en las últimas cuatro semanas, "
    "principalmente en Veracruz, Guerrero y Oaxaca.",
    "Las autoridades pidieron a la población eliminar los recipientes que acumulen agua y acudir al médico ante "
    "cualquier síntoma de fiebre alta o dolor muscular.",
    "Especialistas advirtieron que los hospitales de la región ya operan por encima de su capacidad y que hacen falta "
    "más brigadas de fumigación.",
)


def _animal() -> str:
    a = ANIMAL
    return (
        _head("Casos de dengue suben 40 % en un mes; Veracruz, el más afectado - Animal Político", "es-MX",
              "Casos de dengue suben 40 % en un mes; Veracruz, el más afectado", "Arturo Ángel", "2026-11-26")
        + '<body><header><a href="/">Animal Político</a><nav><a href="/sociedad/">Sociedad</a> <a href="/politica/">'
        'Política</a> <a href="/newsletter/">Newsletter</a></nav></header><main><article><h1>Casos de dengue suben 40 % '
        'en un mes; Veracruz, el más afectado</h1><div class="ap_single_author">Por <a href="/autor/arturo-angel/">'
        'Arturo Ángel</a> <span>26 de noviembre, 2026</span></div><figure><img src="/d.jpg" alt=""><figcaption>'
        f'Brigada de fumigación en Veracruz. Foto: Cuartoscuro</figcaption></figure><div class="ap_single_content">'
        f'{_ps(a[:2])}<p><strong>Te puede interesar: <a href="/1">Hospitales del IMSS, sin medicamentos para '
        f'tratar la fiebre</a></strong></p><p>{a[2]}</p></div>'
        '<div class="newsletter-inline"><h3>Suscríbete a nuestro newsletter</h3><p>Recibe cada mañana lo más importante '
        'de la agenda pública.</p><form><input type="email"><button>Suscribirme</button></form></div></article></main>'
        + _foot("Animal Político"))


PAGES["animal-politico"] = NewsPage(
    _animal(), "https://animalpolitico.example.com/sociedad/casos-dengue-suben-40-por-ciento",
    ANIMAL, ("Cuartoscuro", "Te puede interesar", "Hospitales del IMSS", "Suscríbete", "Recibe cada mañana",
             "Suscribirme"),
    {"author": "Arturo Ángel", "date": "2026-11-26", "lang": "es"})


# --- Correio Braziliense (Brazil: "postado em … / atualizado em …", "Saiba Mais" box, "Siga o Correio no …") -------

CORREIO = (
    "O Governo do Distrito Federal anunciou nesta segunda-feira a contratação de 500 novos professores temporários "
    "para suprir a falta de docentes nas escolas da rede pública.",
    "Segundo a Secretaria de Educação, os contratados começam a trabalhar em fevereiro, no início do ano letivo, e "
    "vão atuar principalmente no ensino fundamental.",
    "O sindicato dos professores criticou a medida e cobrou a realização de um concurso público para vagas efetivas.",
)


def _correio() -> str:
    a = CORREIO
    return (
        _head("GDF vai contratar 500 professores temporários", "pt-BR",
              "GDF vai contratar 500 professores temporários", "Ana Maria Campos", "2026-11-23")
        + '<body><header><a href="/">Correio Braziliense</a><nav><a href="/cidades-df">Cidades DF</a> '
        '<a href="/politica">Política</a> <a href="/assine">Assine</a></nav></header><main><article>'
        '<h1>GDF vai contratar 500 professores temporários</h1><div class="author-date"><span>Ana Maria Campos</span> '
        '<span>postado em 23/11/2026 06:00 / atualizado em 23/11/2026 09:12</span></div>'
        '<figure><img src="/e.jpg" alt=""><figcaption>Sala de aula em Ceilândia - (crédito: Minervino Júnior/CB/D.A '
        f'Press)</figcaption></figure><div class="article-content">{_ps(a[:2])}<div class="saiba-mais"><h4>Saiba Mais'
        '</h4><ul><li><a href="/1">Cidades DF Matrículas na rede pública vão até sexta</a></li></ul></div>'
        f'<p>{a[2]}</p><p>Siga o Correio Braziliense no Instagram e no WhatsApp</p></div></article></main>'
        + _foot("Correio Braziliense", '<a href="/politica-de-privacidade">Privacidade</a>'))


PAGES["correio-braziliense"] = NewsPage(
    _correio(), "https://www.correiobraziliense.example.com.br/cidades-df/2026/11/712345-gdf-vai-contratar-500-professores.html",
    CORREIO, ("Minervino Júnior", "Saiba Mais", "Matrículas na rede", "Siga o Correio", "atualizado em"),
    {"author": "Ana Maria Campos", "date": "2026-11-23", "lang": "pt"})


# --- T24 (Turkish: "T24'ü Google News'te takip edin", "İlgili Haberler", tags "Etiketler") -----------------------

T24 = (
    "Türkiye İstatistik Kurumu, ekim ayında yıllık enflasyonun yüzde 31,2'ye gerilediğini açıkladı. Aylık enflasyon "
    "ise yüzde 2,1 oldu.",
    "Ekonomistler, gıda fiyatlarındaki artışın yavaşlamasının enflasyondaki düşüşte belirleyici olduğunu belirtti.",
    "Bağımsız ekonomistlerden oluşan Enflasyon Araştırma Grubu ise yıllık enflasyonu yüzde 64 olarak hesapladı.",
)


def _t24() -> str:
    a = T24
    return (
        _head("Enflasyon ekimde yüzde 31,2'ye geriledi - T24", "tr",
              "Enflasyon ekimde yüzde 31,2'ye geriledi", "Mehmet Aksoy", "2026-11-03")
        + '<body><header><a href="/">T24</a><nav><a href="/haber/ekonomi">Ekonomi</a> <a href="/yazarlar">Yazarlar'
        '</a></nav></header><main><article><h1>Enflasyon ekimde yüzde 31,2\'ye geriledi</h1><div class="meta">'
        '<span class="author">Mehmet Aksoy</span> <span class="date">03 Kasım 2026 10:05</span></div>'
        f'<div class="content">{_ps(a[:2])}<div class="related"><h4>İlgili Haberler</h4><a href="/1">Asgari ücrete '
        f'ara zam gelecek mi?</a></div><p>{a[2]}</p><p>T24\'ü Google News\'te takip edin</p></div>'
        '<div class="tags">Etiketler: <a href="/etiket/enflasyon">enflasyon</a>, <a href="/etiket/tuik">TÜİK</a></div>'
        '</article></main>' + _foot("T24", '<a href="/kunye">Künye</a>'))


PAGES["t24"] = NewsPage(
    _t24(), "https://t24.example.com.tr/haber/enflasyon-ekimde-yuzde-31-2-ye-geriledi,1212345",
    T24, ("İlgili Haberler", "Asgari ücrete", "Google News", "Etiketler", "Künye"),
    {"author": "Mehmet Aksoy", "date": "2026-11-03", "lang": "tr"})


# --- Nova.rs (Serbian in Latin letters: "Foto: Nova.rs", "Pročitajte još", "Pratite nas i na", comments) --------

NOVA = (
    "Gradsko veće Beograda usvojilo je odluku o poskupljenju javnog prevoza od januara, pa će mesečna karta koštati "
    "4.200 dinara umesto dosadašnjih 3.560.",
    "Iz gradske uprave kažu da je poskupljenje neophodno zbog rasta cena goriva i plata vozača, kao i zbog nabavke "
    "novih autobusa.",
    "Udruženja građana najavila su protest ispred Skupštine grada za sledeću subotu.",
)


def _nova() -> str:
    a = NOVA
    return (
        _head("Poskupljuje javni prevoz u Beogradu, mesečna karta 4.200 dinara - Nova.rs", "sr-Latn",
              "Poskupljuje javni prevoz u Beogradu, mesečna karta 4.200 dinara", "Milica Stojanović", "2026-11-27")
        + '<body><header><a href="/">Nova.rs</a><nav><a href="/vesti/">Vesti</a> <a href="/beograd/">Beograd</a> '
        '</nav></header><main><article><h1>Poskupljuje javni prevoz u Beogradu, mesečna karta 4.200 dinara</h1>'
        '<div class="meta"><span class="author">Milica Stojanović</span> <time datetime="2026-11-27T11:20:00+01:00">'
        '27.11.2026. 11:20</time></div><figure><img src="/b.jpg" alt=""><figcaption>Foto: Nova.rs</figcaption>'
        f'</figure><div class="entry-content">{_ps(a[:2])}<p><strong>Pročitajte još: <a href="/1">Beograd dobija '
        f'nove tramvaje do leta</a></strong></p><p>{a[2]}</p><p><em>Pratite nas i na Instagram, Facebook i Telegram '
        'nalozima.</em></p></div><div class="comments"><a href="#komentari">Komentari (48)</a></div></article></main>'
        + _foot("Nova.rs", '<a href="/impresum/">Impresum</a>'))


PAGES["nova-rs"] = NewsPage(
    _nova(), "https://nova.example.rs/vesti/drustvo/poskupljuje-javni-prevoz-u-beogradu/",
    NOVA, ("Foto: Nova.rs", "Pročitajte još", "nove tramvaje", "Pratite nas", "Komentari (48)", "Impresum"),
    {"author": "Milica Stojanović", "date": "2026-11-27", "lang": "sr"})


# --- Daily Maverick (South Africa: "READ MORE:" lines, "Gallery", "Support Daily Maverick" box, "DM" sign-off) -----

MAVERICK = (
    "Eskom says the risk of load shedding over the festive season is low after six units returned to service at its "
    "coal-fired power stations in Mpumalanga.",
    "The utility's head of generation said planned maintenance had been brought forward so that more capacity would "
    "be available when demand rises in January.",
    "Analysts cautioned that the grid remained fragile and that a few unexpected breakdowns could quickly change the "
    "picture.",
)


def _maverick() -> str:
    a = MAVERICK
    return (
        _head("Eskom says festive season load shedding risk is low", "en-ZA",
              "Eskom says festive season load shedding risk is low", "Ed Stoddard", "2026-11-25")
        + '<body><header><a href="/">Daily Maverick</a><nav><a href="/section/business-maverick/">Business</a> '
        '<a href="/insider/">Become an Insider</a></nav></header><main><article><h1>Eskom says festive season load '
        'shedding risk is low</h1><div class="article-meta"><a href="/author/edstoddard/">Ed Stoddard</a> '
        '<time datetime="2026-11-25T15:40:00+02:00">25 Nov 2026</time></div><figure><img src="/k.jpg" alt="">'
        f'<figcaption>Kusile power station. (Photo: Gallo Images / Sharon Seretlo)</figcaption></figure>'
        f'<div class="article-content">{_ps(a[:2])}<p><strong>Read more: <a href="/1">Eskom tariff hike of 12% '
        f'approved</a></strong></p><p>{a[2]}</p><p>DM</p></div>'
        '<div class="support-box"><h3>Support Daily Maverick</h3><p>Our journalism is free to read because readers '
        'like you become Insiders and contribute every month.</p><a href="/insider/">Become an Insider</a></div>'
        '</article></main>' + _foot("Daily Maverick", '<a href="/privacy/">Privacy</a>'))


PAGES["daily-maverick"] = NewsPage(
    _maverick(), "https://www.dailymaverick.example.co.za/article/2026-11-25-eskom-festive-season-load-shedding-risk/",
    MAVERICK, ("Sharon Seretlo", "Read more", "tariff hike", "Support Daily", "Become an Insider", "contribute"),
    {"author": "Ed Stoddard", "date": "2026-11-25", "lang": "en"})


# --- Thanh Niên (Vietnamese: sapo, "Xem thêm", author at the end, "Bình luận (12)", tags "Từ khóa") ------------

THANHNIEN = (
    "Bộ Y tế vừa ban hành hướng dẫn mới về tiêm chủng cúm mùa cho người cao tuổi và trẻ em dưới 5 tuổi, khuyến cáo "
    "tiêm trước khi vào mùa lạnh.",
    "Theo Bộ Y tế, số ca mắc cúm trong tháng qua tăng gần gấp đôi so với cùng kỳ năm ngoái, chủ yếu ở các tỉnh phía "
    "Bắc.",
    "Các bệnh viện đã chuẩn bị thêm giường bệnh và thuốc kháng virus để ứng phó với số ca bệnh tăng cao.",
)


def _thanhnien() -> str:
    a = THANHNIEN
    return (
        _head("Bộ Y tế khuyến cáo tiêm vắc xin cúm trước mùa lạnh", "vi",
              "Bộ Y tế khuyến cáo tiêm vắc xin cúm trước mùa lạnh", "Thùy Anh", "2026-11-22")
        + '<body><header><a href="/">Thanh Niên</a><nav><a href="/thoi-su.htm">Thời sự</a> <a href="/suc-khoe.htm">'
        'Sức khỏe</a></nav></header><main><div class="detail-content"><h1 class="detail-title">Bộ Y tế khuyến cáo tiêm '
        'vắc xin cúm trước mùa lạnh</h1><div class="detail-time">22/11/2026 08:30 GMT+7</div>'
        '<div class="detail-author"><a href="/tac-gia/thuy-anh.htm">Thùy Anh</a></div>'
        f'<div class="detail-cmain">{_ps(a[:2])}<div class="related"><span>Xem thêm</span><a href="/1">Trẻ mắc tay '
        f'chân miệng tăng mạnh</a></div><p>{a[2]}</p></div>'
        '<div class="detail-tab"><span>Từ khóa:</span><a href="/cum-mua.html">cúm mùa</a></div>'
        '<div class="comment"><a href="#binh-luan">Bình luận (12)</a></div></div></main>'
        + _foot("Báo Thanh Niên", '<a href="/lien-he.htm">Liên hệ</a>'))


PAGES["thanhnien"] = NewsPage(
    _thanhnien(), "https://thanhnien.example.vn/bo-y-te-khuyen-cao-tiem-vac-xin-cum-185261122.htm",
    THANHNIEN, ("Xem thêm", "tay chân miệng", "Từ khóa", "Bình luận (12)", "Liên hệ"),
    {"author": "Thùy Anh", "date": "2026-11-22", "lang": "vi"})


# --- JoongAng Ilbo (Korean: reporter's line "…기자 …@joongang.co.kr" at the end, "관련기사", "구독", copyright) --------

JOONGANG = (
    "서울시가 내년부터 65세 이상 노인의 지하철 무임승차 연령을 단계적으로 높이는 방안을 추진한다.",
    "시는 지하철 운영 적자가 해마다 늘어 요금 체계를 손보지 않으면 안전 투자에도 차질이 생긴다고 설명했다.",
    "노인 단체들은 생계형 이동이 많은 노인들에게 부담이 커진다며 반대 입장을 밝혔다.",
)


def _joongang() -> str:
    a = JOONGANG
    return (
        _head("서울시, 지하철 무임승차 연령 단계적 상향 추진 | 중앙일보", "ko",
              "서울시, 지하철 무임승차 연령 단계적 상향 추진", "김민욱", "2026-11-24")
        + '<body><header><a href="/">중앙일보</a><nav><a href="/society">사회</a> <a href="/politics">정치</a> '
        '<a href="/subscribe">구독</a></nav></header><main><article><h1 class="headline">서울시, 지하철 무임승차 연령 '
        '단계적 상향 추진</h1><div class="byline"><span>김민욱 기자</span> <time datetime="2026-11-24T05:00:00+09:00">'
        '입력 2026.11.24 05:00</time></div><div class="share"><a href="#">공유</a><a href="#">구독</a></div>'
        f'<div class="article_body">{_ps(a)}<p>김민욱 기자 kim.minwook@joongang.co.kr</p></div>'
        '<div class="related"><h3>관련기사</h3><a href="/1">지하철 요금 150원 인상</a></div></article></main>'
        + _foot("중앙일보 무단 전재 및 재배포 금지", '<a href="/privacy">개인정보처리방침</a>'))


PAGES["joongang"] = NewsPage(
    _joongang(), "https://www.joongang.example.co.kr/article/25312345",
    JOONGANG, ("joongang.co.kr", "관련기사", "요금 150원", "무단 전재", "개인정보처리방침", "입력 2026"),
    {"author": "김민욱", "date": "2026-11-24", "lang": "ko"})


# --- 3Cat (Catalan public broadcaster: "Notícies relacionades", "Comparteix", "Segueix-nos a", a video's label) ----

TRESCAT = (
    "El Servei Meteorològic de Catalunya ha activat l'avís per fortes pluges a les comarques del litoral, on es poden "
    "acumular més de 100 litres per metre quadrat en 24 hores.",
    "Protecció Civil demana evitar els desplaçaments innecessaris i no travessar rieres ni passos inundables mentre "
    "duri l'episodi.",
    "Les escoles de diversos municipis del Maresme han suspès les classes de demà com a mesura de precaució.",
)


def _trescat() -> str:
    a = TRESCAT
    return (
        _head("Avís per fortes pluges al litoral: fins a 100 litres en 24 hores", "ca",
              "Avís per fortes pluges al litoral: fins a 100 litres en 24 hores", "Marta Soler", "2026-11-24")
        + '<body><header><a href="/">3Cat</a><nav><a href="/3catinfo/">3CatInfo</a> <a href="/esport3/">Esport3'
        '</a></nav></header><main><article><h1>Avís per fortes pluges al litoral: fins a 100 litres en 24 hores</h1>'
        '<div class="autor">Marta Soler</div><time datetime="2026-11-24T18:05:00+01:00">24/11/2026 - 18:05</time>'
        '<div class="compartir"><a href="#">Comparteix</a><a href="#">WhatsApp</a></div>'
        f'<div class="video-label"><p>Vídeo: Les rieres del Maresme baixen plenes</p></div><div class="text">{_ps(a)}'
        '<p><em>Segueix-nos a WhatsApp i Telegram per estar al dia de l\'última hora.</em></p></div>'
        '<div class="relacionades"><h3>Notícies relacionades</h3><a href="/1">Rècord de calor a l\'octubre</a></div>'
        '</article></main>' + _foot("Corporació Catalana de Mitjans Audiovisuals", '<a href="/avis-legal/">Avís legal</a>'))


PAGES["3cat"] = NewsPage(
    _trescat(), "https://www.3cat.example.cat/3catinfo/avis-per-fortes-pluges-al-litoral/noticia/3312345/",
    TRESCAT, ("Comparteix", "Vídeo: Les rieres", "Segueix-nos", "Notícies relacionades", "Rècord de calor",
              "Avís legal"),
    {"author": "Marta Soler", "date": "2026-11-24", "lang": "ca"})


# --- ERTNews (Greek public broadcaster: "Σχετικά Άρθρα", "Ακολουθήστε το ertnews.gr στο Google News", "Πηγή:") ---

ERT = (
    "Σε κατάσταση έκτακτης ανάγκης κηρύχθηκαν τρεις δήμοι της Θεσσαλίας μετά τις πλημμύρες που προκάλεσε η "
    "κακοκαιρία το τελευταίο τριήμερο.",
    "Σύμφωνα με την Πολιτική Προστασία, περισσότερα από διακόσια σπίτια υπέστησαν ζημιές, ενώ δεκάδες οικογένειες "
    "φιλοξενούνται σε ξενοδοχεία της περιοχής.",
    "Ο περιφερειάρχης ζήτησε την άμεση καταβολή αποζημιώσεων στους πληγέντες αγρότες.",
)


def _ert() -> str:
    a = ERT
    return (
        _head("Σε κατάσταση έκτακτης ανάγκης τρεις δήμοι της Θεσσαλίας | ertnews.gr", "el",
              "Σε κατάσταση έκτακτης ανάγκης τρεις δήμοι της Θεσσαλίας", "Μαρία Γεωργίου", "2026-11-22")
        + '<body><header><a href="/">ΕΡΤnews</a><nav><a href="/eidiseis/ellada/">Ελλάδα</a> <a href="/eidiseis/kosmos/">'
        'Κόσμος</a></nav></header><main><article><h1>Σε κατάσταση έκτακτης ανάγκης τρεις δήμοι της Θεσσαλίας</h1>'
        '<div class="meta"><span class="author">Μαρία Γεωργίου</span> <time datetime="2026-11-22T12:40:00+02:00">'
        f'22 Νοεμβρίου 2026, 12:40</time></div><div class="content">{_ps(a)}<p>Πηγή: ΕΡΤ Λάρισας</p>'
        '<p>Ακολουθήστε το ertnews.gr στο Google News και μάθετε πρώτοι όλες τις ειδήσεις</p></div>'
        '<div class="related"><h3>Σχετικά Άρθρα</h3><a href="/1">Κακοκαιρία: Κλειστά τα σχολεία στη Λάρισα</a></div>'
        '</article></main>' + _foot("ΕΡΤ Α.Ε.", '<a href="/oroi/">Όροι χρήσης</a>'))


PAGES["ertnews"] = NewsPage(
    _ert(), "https://www.ertnews.example.gr/eidiseis/ellada/se-katastasi-ektaktis-anagkis-treis-dimoi/",
    ERT, ("Πηγή: ΕΡΤ", "Ακολουθήστε", "Σχετικά Άρθρα", "Κλειστά τα σχολεία", "Όροι χρήσης"),
    {"author": "Μαρία Γεωργίου", "date": "2026-11-22", "lang": "el"})


# --- The Star (Malaysia: "ALSO READ:" lines, "– Bernama" sign-off, "Related News", "Tags / Keywords:") --------------

STAR = (
    "The government will increase the minimum wage to RM1,900 a month from February, Human Resources Minister said "
    "in Parliament on Tuesday.",
    "He said the increase would benefit about 4.4 million workers, most of them in the manufacturing and services "
    "sectors.",
    "Employers' groups asked for a longer transition period for small businesses, which they said were still "
    "recovering from higher electricity tariffs.",
)


def _star() -> str:
    a = STAR
    return (
        _head("Minimum wage to be raised to RM1,900 from February | The Star", "en-MY",
              "Minimum wage to be raised to RM1,900 from February", "Martin Carvalho", "2026-11-25")
        + '<body><header><a href="/">The Star</a><nav><a href="/news/nation">Nation</a> <a href="/business">Business'
        '</a> <a href="/subscribe">Subscribe</a></nav></header><main><article><h1 class="headline">Minimum wage to be '
        'raised to RM1,900 from February</h1><div class="byline">By <a href="/authors/martin-carvalho">Martin '
        'Carvalho</a></div><p class="date">Tuesday, 25 Nov 2026 6:12 PM MYT</p>'
        f'<div class="story bot-15 relative" id="story-body">{_ps(a[:2])}<p><strong>ALSO READ: <a href="/1">EPF '
        f'dividend expected to stay above 5%</a></strong></p><p>{a[2]}</p></div>'
        '<div class="tags">Tags / Keywords: <a href="/tag/minimum-wage">Minimum wage</a></div>'
        '<div class="related"><h3>Related News</h3><a href="/2">Ringgit firms against US dollar</a></div>'
        '</article></main>' + _foot("Star Media Group Berhad", '<a href="/privacy">Privacy Statement</a>'))


PAGES["the-star-my"] = NewsPage(
    _star(), "https://www.thestar.example.com.my/news/nation/2026/11/25/minimum-wage-to-be-raised-to-rm1900",
    STAR, ("ALSO READ", "EPF dividend", "Tags / Keywords", "Related News", "Ringgit firms", "Privacy Statement"),
    {"author": "Martin Carvalho", "date": "2026-11-25", "lang": "en"})


# --- Tempo.co (Indonesian: "Pilihan Editor:", "Baca Juga:", "Ikuti berita terkini dari Tempo di Google News") -----

TEMPO = (
    "Komisi Pemberantasan Korupsi menetapkan seorang kepala daerah di Jawa Timur sebagai tersangka kasus suap "
    "pengadaan barang dan jasa di lingkungan pemerintah kabupaten.",
    "Juru bicara KPK mengatakan penyidik menemukan bukti aliran dana dari sejumlah kontraktor kepada tersangka "
    "melalui orang kepercayaannya.",
    "Tersangka akan ditahan selama dua puluh hari pertama di rumah tahanan KPK untuk kepentingan penyidikan.",
)


def _tempo() -> str:
    a = TEMPO
    return (
        _head("KPK Tetapkan Kepala Daerah di Jawa Timur Tersangka Suap | tempo.co", "id",
              "KPK Tetapkan Kepala Daerah di Jawa Timur Tersangka Suap", "Mutia Yuantisya", "2026-11-26")
        + '<body><header><a href="/">Tempo.co</a><nav><a href="/politik">Politik</a> <a href="/hukum">Hukum</a>'
        '</nav></header><main><article><h1>KPK Tetapkan Kepala Daerah di Jawa Timur Tersangka Suap</h1>'
        '<div class="detail-author">Reporter: <a href="/penulis/mutia">Mutia Yuantisya</a> Editor: Sunu Dyantoro</div>'
        '<p class="date">Rabu, 26 November 2026 15:30 WIB</p>'
        f'<div class="detail-konten">{_ps(a[:2])}<p><strong>Pilihan Editor: <a href="/1">Hakim Vonis Mantan '
        f'Menteri 12 Tahun Penjara</a></strong></p><p>{a[2]}</p>'
        '<p>Ikuti berita terkini dari Tempo di Google News, klik di sini.</p></div></article></main>'
        + _foot("Tempo.co", '<a href="/pedoman-media-siber">Pedoman Media Siber</a>'))


PAGES["tempo"] = NewsPage(
    _tempo(), "https://nasional.tempo.example.co/read/1912345/kpk-tetapkan-kepala-daerah-di-jawa-timur-tersangka-suap",
    TEMPO, ("Pilihan Editor", "Hakim Vonis", "Ikuti berita", "Sunu Dyantoro", "Pedoman Media"),
    {"author": "Mutia Yuantisya", "date": "2026-11-26", "lang": "id"})


# --- Dainik Jagran (Hindi: "यह भी पढ़ें:", "ताजा खबरों के लिए … WhatsApp चैनल", "Edited By:", tags) --------------

JAGRAN = (
    "केंद्र सरकार ने गेहूं के न्यूनतम समर्थन मूल्य में 150 रुपये प्रति क्विंटल की बढ़ोतरी को मंजूरी दे दी है। अब किसानों को "
    "2575 रुपये प्रति क्विंटल मिलेंगे।",
    "कृषि मंत्री ने कहा कि इस फैसले से देश के करोड़ों किसानों को फायदा होगा और उनकी आय बढ़ेगी।",
    "किसान संगठनों ने फैसले का स्वागत किया, लेकिन कहा कि बढ़ती लागत को देखते हुए यह बढ़ोतरी पर्याप्त नहीं है।",
)


def _jagran() -> str:
    a = JAGRAN
    return (
        _head("गेहूं का समर्थन मूल्य 150 रुपये बढ़ा, किसानों को मिलेंगे 2575 रुपये - Dainik Jagran", "hi",
              "गेहूं का समर्थन मूल्य 150 रुपये बढ़ा, किसानों को मिलेंगे 2575 रुपये", "राजीव कुमार", "2026-11-26")
        + '<body><header><a href="/">दैनिक जागरण</a><nav><a href="/news/national">राष्ट्रीय</a> <a href="/business">'
        'बिजनेस</a></nav></header><main><article><h1>गेहूं का समर्थन मूल्य 150 रुपये बढ़ा, किसानों को मिलेंगे 2575 रुपये'
        '</h1><div class="author">By राजीव कुमार <span>Edited By: Anurag Gupta</span> <span>Updated: Wed, 26 Nov 2026 '
        f'06:15 PM (IST)</span></div><div class="articleBody">{_ps(a[:2])}<p><strong>यह भी पढ़ें: <a href="/1">'
        f'धान खरीद में रिकॉर्ड, 500 लाख टन पार</a></strong></p><p>{a[2]}</p>'
        '<p>ताजा खबरों के लिए दैनिक जागरण का WhatsApp चैनल फॉलो करें।</p></div>'
        '<div class="tags"><a href="/tag/msp">MSP</a><a href="/tag/kisan">किसान</a></div></article></main>'
        + _foot("Jagran Prakashan Limited", '<a href="/privacy">Privacy Policy</a>'))


PAGES["dainik-jagran"] = NewsPage(
    _jagran(), "https://www.jagran.example.com/news/national-wheat-msp-increased-by-rs-150-23812345.html",
    JAGRAN, ("यह भी पढ़ें", "धान खरीद", "WhatsApp चैनल", "Edited By", "Privacy Policy"),
    {"author": "राजीव कुमार", "date": "2026-11-26", "lang": "hi"})


# --- the tests -------------------------------------------------------------------------------------------------


# text whole, furniture gone, writer and day, title and headline, each paragraph in the page's language
globals().update(page_tests(PAGES, OPEN, title=True, open_furniture=OPEN_FURNITURE, languages={}))


# --- the rules, each beside the real text that looks like what it removes ------------------------------------

_WHOLE = ["Stadtrat beschließt den Haushalt", *DE]


@pytest.mark.parametrize("line", [
    "Únase al canal de WhatsApp de El Espectador para recibir las noticias más importantes del día.",
    "Siga a editoria de Distrito Federal no Instagram e fique por dentro de tudo sobre o DF!",
    "Последвайте ни във Facebook и Telegram",
    "Pratite nas na našoj Facebook i Instagram stranici, ali i na X nalogu.",
    "Пратите нас на Фејсбуку и Инстаграму.",
    "Sekite 15min naujienas Facebook ir Instagram paskyrose!",
    "Click here to join Express on WhatsApp and get the latest news and updates",
    "Simak breaking news dan berita pilihan kami langsung di ponselmu. Pilih saluran andalanmu akses berita "
    "Kompas.com WhatsApp Channel.",
    "SÖZCÜ'yü Google News'te takip edin, son dakika haberleri kaçırmayın.",
    "Bizi WhatsApp kanalımızdan takip edin!",
    "Segueix-nos a WhatsApp i Telegram per estar al dia de l'última hora.",
    "Ikuti berita terkini dari Tempo di Google News, klik di sini.",
    "ताजा खबरों के लिए दैनिक जागरण का WhatsApp चैनल फॉलो करें।",
])
def test_a_papers_promo_of_its_own_channels_in_more_languages_goes(line):
    assert _german_article(f"<p><em>{line}</em></p>") == _WHOLE


@pytest.mark.parametrize("line", [
    "Únase al canal de WhatsApp del sindicato, pidió el dirigente a los trabajadores que seguían la huelga.",
    "Pratite nas, rekao je ministar novinarima, jer ćemo sutra objaviti sve detalje o novom zakonu o budžetu.",
    "Bakan, gazetecilere sosyal medyadan takip edin dedi ve toplantıdan ayrıldı, ancak açıklama yapmadı.",
    "Полицията призова: последвайте указанията на служителите и не тръгвайте на път без зимна екипировка.",
    "Segueix-nos, va dir l'alcalde als veïns, perquè a la plaça hi haurà música fins a la mitjanit.",
    "Ikuti berita ini terus, kata menteri kepada wartawan, karena pemerintah akan mengumumkan keputusan besok pagi.",
    "ताजा खबरों के अनुसार, बाढ़ से बीस गांव प्रभावित हुए हैं और प्रशासन ने राहत शिविरों में भोजन की व्यवस्था की है।",
])
def test_a_sentence_on_following_or_joining_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "Ja pamanījāt kļūdu, iezīmējiet to un nospiediet Ctrl+Enter.",
    "Если вы заметили ошибку, выделите её и нажмите Ctrl+Enter",
    "Якщо ви помітили помилку, виділіть необхідний текст і натисніть Ctrl + Enter, щоб повідомити про це редакцію.",
    "Ako ste primetili grešku, označite je i pritisnite Ctrl+Enter.",
    "Нашли ошибку? Выделите её и нажмите Ctrl+Enter",
])
def test_a_request_to_report_an_error_with_ctrl_enter_goes(line):
    assert _german_article(f"<p>{line}</p>") == _WHOLE


@pytest.mark.parametrize("line", [
    "If you notice an error in the spreadsheet, select the cell and press Ctrl+Enter to fill the whole column.",
    "Ошибку в программе нашли школьники: они заметили, что сочетание Ctrl+Enter отправляет письмо без адресата.",
])
def test_a_sentence_on_ctrl_enter_or_an_error_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("box", [
    "<h3>Support PREMIUM TIMES' journalism of integrity and credibility</h3><p>Good journalism costs a lot of money. "
    "Yet only good journalism can ensure the possibility of a good society. Make a contribution today.</p>",
    "<h3>Podpořte Hlídacího psa</h3><p>Nezávislou investigativní žurnalistiku platí čtenáři. Přispějte na naši "
    "práci i malou částkou.</p>",
])
def test_a_donation_box_headed_with_the_sites_name_goes(box):
    assert _german_article(f'<div class="box">{box}</div>') == _WHOLE


def test_a_section_headed_support_for_a_cause_stays():
    section = ("<h3>Podpořte Ukrajinu</h3><p>Sbírku na generátory pro nemocnice v Charkově organizuje spolek z Brna, "
               "který už odeslal třicet strojů.</p>")
    assert "Podpořte Ukrajinu" in _german_article(section)


@pytest.mark.parametrize("line", [
    "Píšeme o dobrých správach zo Slovenska vďaka vašej podpore. Prispejte nám aj malou sumou.",
    "Chcete číst všechny články Euro Premium? Předplaťte si Euro.cz od 99 Kč měsíčně.",
])
def test_a_czech_or_slovak_sites_plea_or_offer_goes(line):
    assert _german_article(f"<p>{line}</p>") == _WHOLE


@pytest.mark.parametrize("line", [
    "Útulok funguje vďaka vašej podpore, povedala riaditeľka. Prispejte na účet útulku, ktorý nájdete na webe mesta.",
    "Chcete číst všechny dokumenty? Ministerstvo je zveřejnilo na svém webu, uvedl mluvčí.",
])
def test_a_sentence_on_a_charitys_gift_or_on_reading_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


def test_a_video_prompt_with_its_title_in_indonesian_goes():
    line = 'Tonton juga video "Detik-detik Banjir Bandang Terjang Permukiman":'
    assert _german_article(f"<p><strong>{line}</strong></p>") == _WHOLE


_SERBIAN = (
    "Vlada Srbije usvojila je danas predlog zakona o budžetu za narednu godinu, kojim je predviđen deficit od 2,9 "
    "odsto bruto domaćeg proizvoda.",
    "Ministar finansija izjavio je da će najveći deo rashoda biti usmeren na infrastrukturu i pripreme za "
    "specijalizovanu izložbu Ekspo 2027.",
)


@pytest.mark.parametrize(("declared", "expected"), [("sr-Latn", "sr"), ("hr", "hr"), ("bs", "bs"), ("en", "bs")])
def test_the_pages_lang_tells_serbian_croatian_and_bosnian_apart(declared, expected):
    """py3langid takes Serbian in Latin letters for Bosnian (0.60); the page's lang, one of the three, decides;
    another language declared (a template's "en") does not."""
    html = (f'<!DOCTYPE html><html lang="{declared}"><head><meta charset="utf-8"><title>Budžet</title></head><body>'
            f'<main><article><h1>Vlada usvojila predlog budžeta</h1><p>{_SERBIAN[0]}</p><p>{_SERBIAN[1]}</p>'
            '</article></main></body></html>')
    document = processed(html, "https://vesti.example.com/budzet-2027")
    assert document.attrs["lang"] == expected
    assert {lang for lang, _ in paragraph_languages(document.body)} == {expected}
    assert _paragraphs(document.body)[-2:] == list(_SERBIAN)


@pytest.mark.parametrize("line", [
    "Published in The Express Tribune, November 24th, 2026.",
    "Published in Dawn, November 24th, 2026",
    "Like Business on Facebook, follow @TribuneBiz on Twitter to stay informed and join in the conversation.",
    "贊助聯合新聞網，支持優質新聞",
    "Ми незалежне медіа, і нас фінансують читачі. Ваш внесок допомагає нам працювати.",
])
def test_a_papers_print_note_social_line_or_plea_in_more_languages_goes(line):
    assert _german_article(f"<p><em>{line}</em></p>") == _WHOLE


@pytest.mark.parametrize("line", [
    "The report was published in The Lancet, November 24th, 2026, and found that air pollution shortened lives.",
    "«Ваш внесок допомагає нам працювати», — сказала директорка притулку для тварин, дякуючи волонтерам.",
])
def test_a_sentence_on_a_publication_or_a_quoted_plea_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


def test_a_sites_sign_off_after_the_last_paragraph_is_cut_off():
    last = DE[2]
    paragraphs = _paragraphs(processed(
        article_head("Stadtrat beschließt den Haushalt - Stadtanzeiger", "de",
                     article_ld("NewsArticle", "Stadtrat beschließt den Haushalt", "Eva Braun", "2026-11-23"))
        + f'<body><main><article><h1>Stadtrat beschließt den Haushalt</h1><p>{DE[0]}</p><p>{DE[1]}</p>'
        f'<p>{last} – Stadtanzeiger.com</p></article></main></body></html>',
        "https://www.stadtanzeiger.example.de/lokales/haushalt-beschlossen-1234").body)
    assert paragraphs == _WHOLE


@pytest.mark.parametrize("line", [
    "Die Stadt hat die Seite neu gestaltet – mehr dazu unter stadtanzeiger.com",
    "Tickets gibt es nur online – bei Eventim.com",
])
def test_a_paragraph_ending_in_a_domain_without_a_sentence_before_the_dash_stays(line):
    html = (article_head("Stadtrat beschließt den Haushalt - Stadtanzeiger", "de",
                         article_ld("NewsArticle", "Stadtrat beschließt den Haushalt", "Eva Braun", "2026-11-23"))
            + f'<body><main><article><h1>Stadtrat beschließt den Haushalt</h1><p>{DE[0]}</p><p>{DE[1]}</p>'
            f'<p>{DE[2]}</p><p>{line}</p></article></main></body></html>')
    assert line in _paragraphs(processed(html, "https://www.stadtanzeiger.example.de/lokales/haushalt-1234").body)


@pytest.mark.parametrize("line", [
    "Siga o Correio Braziliense no Instagram e no WhatsApp",
    "Our journalism is free to read because readers like you become Insiders and contribute every month.",
])
def test_a_follow_line_of_two_networks_or_a_pitch_of_readers_like_you_goes(line):
    assert _german_article(f"<p>{line}</p>") == _WHOLE


def test_a_sentence_on_readers_like_you_stays():
    line = "Readers like you wrote to us about the new bus timetable, and the council has now promised to review it."
    assert line in _german_article(f"<p>{line}</p>")


def test_a_portuguese_saiba_mais_box_goes():
    box = ('<div class="saiba-mais"><h4>Saiba Mais</h4><ul><li><a href="/1">Matrículas na rede pública vão até sexta'
           '</a></li><li><a href="/2">Escolas recebem novos computadores</a></li></ul></div>')
    assert _german_article(box) == _WHOLE
