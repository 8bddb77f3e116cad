"""Whole news pages of session 32's sites, in languages and engines the earlier passes had no page of: Brazilian and
European Portuguese (Agência Brasil on Drupal, Gazeta do Povo, Poder360, Diário de Notícias, RTP), Turkish (Milliyet,
bianet), Greek (Naftemporiki, EfSyn), Ukrainian (Ukrinform, ZN.ua on Bitrix), Bulgarian (Capital), Serbian in Latin
and Cyrillic letters (Danas, Novosti), Lithuanian, Latvian and Estonian (Lrytas, TVNET, Õhtuleht), Finnish and
Finland-Swedish (Ilta-Sanomat, Hufvudstadsbladet), Danish (Jyllands-Posten, Ekstra Bladet), Icelandic (RÚV, mbl.is),
Catalan, Basque, Galician, Welsh and Irish (El Periódico, Directe.cat, Berria, EITB, Nós Diario, Praza, Golwg360,
BBC Cymru Fyw, Tuairisc), UK and Irish local papers (Newsquest, the Irish Examiner, the Belfast Telegraph), US local
papers (Hearst, MediaNews on WordPress VIP, the Texas Tribune, a Nexstar station), Indian and Australian English
(Scroll, ThePrint, Mint, the Sydney Morning Herald, news.com.au, SBS), WordPress news themes in other languages
(tagDiv Newspaper, Jannah, JNews, Soledad), ProcessWire, and Czech and Slovak sites no test had.  Each page has the
furniture its CMS emits (share bars, bylines and datelines, photo credits, related and most-read boxes, newsletter,
donation and paywall boxes, cookie banners, comments, JSON-LD).  For each page the article's text stays whole, the
furniture goes, the ``<doc>`` line names the title, writer and day the page states, and each paragraph has the
page's language.  The harness is ``NewsPage`` of ``test_vert_news28``; the rules found missing are tested after the
pages, each beside the real sentences of its shape that stay."""

from __future__ import annotations

import pytest
from test_vert_news28 import DE, NewsPage, page_tests, short_article
from vert_support import news_head as _head
from vert_support import paragraphs as _ps

PAGES: dict[str, NewsPage] = {}

# the pages no rule keeps whole yet, with why
OPEN: dict[str, str] = {}
# the pages whose furniture no rule takes yet, with why
OPEN_FURNITURE: dict[str, str] = {}


def _foot(site: str, links: str = '<a href="/contato">Contato</a> <a href="/privacidade">Privacidade</a>') -> str:
    return f'<footer class="site-footer"><nav>{links}</nav><p>© 2026 {site}</p></footer></body></html>'


# --- Agência Brasil (Drupal 9: field--name-body, "Edição:", "Tópicos relacionados", licence line) ------------------

AGENCIA = (
    "O Conselho Monetário Nacional aprovou nesta quinta-feira novas regras para o crédito rural, que passam a valer "
    "a partir da próxima safra.",
    "Segundo o Ministério da Fazenda, as mudanças devem ampliar em até 12% o volume de recursos disponíveis para "
    "pequenos e médios produtores.",
    "“Estamos simplificando o acesso ao crédito para quem mais precisa”, afirmou o secretário de Política Econômica "
    "em entrevista coletiva.",
    "Entre as novidades, está a possibilidade de renegociar dívidas de safras anteriores com prazo de até dez anos.",
)


def _agencia() -> str:
    a = AGENCIA
    return (
        _head("CMN aprova novas regras para o crédito rural | Agência Brasil", "pt-BR",
              "CMN aprova novas regras para o crédito rural", "Wellton Máximo", "2026-11-26")
        + '<body class="path-node page-node-type-article"><div class="dialog-off-canvas-main-canvas">'
        '<header role="banner"><a href="/" rel="home">Agência Brasil</a><nav role="navigation"><ul class="menu">'
        '<li><a href="/economia">Economia</a></li><li><a href="/politica">Política</a></li></ul></nav></header>'
        '<main role="main"><article role="article" class="node node--type-article node--view-mode-full">'
        '<div class="field field--name-field-editoria"><a href="/economia">Economia</a></div>'
        '<h1 class="titulo-materia"><span class="field field--name-title">CMN aprova novas regras para o crédito '
        'rural</span></h1><div class="linha-fina">Mudanças valem a partir da próxima safra</div>'
        '<div class="autor-noticia">Wellton Máximo - Repórter da Agência Brasil</div>'
        '<div class="data">Publicado em 26/11/2026 - 18:42</div><div class="local">Brasília</div>'
        '<div class="compartilhar"><a href="#">Facebook</a> <a href="#">X</a> <a href="#">WhatsApp</a></div>'
        '<figure><img src="/f.jpg" alt=""><figcaption>Brasília (DF) - Plantação de soja. Foto: Marcelo Camargo/'
        'Agência Brasil</figcaption></figure>'
        f'<div class="clearfix text-formatted field field--name-body">{_ps(a)}</div>'
        '<div class="edicao">Edição: Aline Leal</div>'
        '<div class="tags"><span>Tópicos relacionados</span> <a href="/tags/cmn">CMN</a> <a href="/tags/credito">'
        'crédito rural</a></div><div class="licenca">Conteúdo publicado sob licença Creative Commons Atribuição 4.0.'
        ' É necessário apenas dar crédito à Agência Brasil.</div></article></main>'
        + _foot("EBC - Empresa Brasil de Comunicação"))


PAGES["agencia-brasil"] = NewsPage(
    _agencia(), "https://agenciabrasil.ebc.example.com.br/economia/noticia/2026-11/cmn-aprova-novas-regras",
    (*AGENCIA, "Mudanças valem a partir da próxima safra"),
    ("Publicado em", "Foto: Marcelo", "Edição:", "Tópicos relacionados", "Creative Commons", "WhatsApp",
     "Repórter da Agência"),
    {"author": "Wellton Máximo", "date": "2026-11-26", "lang": "pt"})


# --- Gazeta do Povo (own CMS: "Ouça este conteúdo", paywall "Assine", "Leia também", comment counter) ----------------

GAZETA = (
    "A Assembleia Legislativa do Paraná aprovou em segunda votação o projeto que cria um programa estadual de "
    "renegociação de dívidas do IPVA.",
    "Pelo texto, os contribuintes poderão parcelar os débitos em até 24 vezes, com desconto de 90% nos juros e "
    "multas para pagamento à vista.",
    "Como aderir ao programa",
    "A adesão será feita exclusivamente pelo portal da Receita Estadual, entre fevereiro e abril do próximo ano.",
    "O governo estima arrecadar cerca de R$ 400 milhões com a medida, que ainda depende da sanção do governador.",
)


def _gazeta() -> str:
    a = GAZETA
    return (
        _head("Assembleia aprova renegociação de dívidas do IPVA no Paraná | Gazeta do Povo", "pt-BR",
              "Assembleia aprova renegociação de dívidas do IPVA no Paraná", "Katia Brembatti", "2026-11-25")
        + '<body><header class="c-header"><a href="/" class="c-logo">Gazeta do Povo</a><nav><a href="/parana/">Paraná'
        '</a> <a href="/economia/">Economia</a> <a href="/assine/">Assine</a> <a href="/entrar">Entrar</a></nav>'
        '</header><main><article class="c-article"><span class="c-article__chapeu">IPVA</span>'
        '<h1 class="c-title">Assembleia aprova renegociação de dívidas do IPVA no Paraná</h1>'
        '<h2 class="c-summary">Contribuintes poderão parcelar débitos em até 24 vezes com desconto nos juros</h2>'
        '<div class="c-credits"><span class="c-author">Por Katia Brembatti</span> <time>25/11/2026 19:10</time>'
        ' <a class="c-comments" href="#comentarios">14 comentários</a></div>'
        '<div class="c-listen"><button>Ouça este conteúdo</button><span>00:00 / 03:12</span></div>'
        '<figure class="c-image"><img src="/a.jpg" alt=""><figcaption>Sessão plenária da Assembleia. '
        '<span class="c-image__credit">Foto: Orlando Kissner/Alep</span></figcaption></figure>'
        f'<div class="c-body">{_ps(a[:2])}<div class="c-read-also"><strong>Leia também</strong>'
        '<a href="/parana/detran-novas-regras/">Detran muda regras para transferência de veículos</a></div>'
        f'<h2>{a[2]}</h2>{_ps(a[3:])}</div>'
        '<div class="c-paywall-cta"><p>Gostou da reportagem? Assine a Gazeta do Povo e tenha acesso ilimitado ao '
        'nosso conteúdo.</p><a href="/assine/">Assine agora</a></div>'
        '<section id="comentarios" class="c-comments-box"><h3>Comentários</h3><p>Deixe sua opinião</p></section>'
        '</article></main>' + _foot("Gazeta do Povo"))


PAGES["gazeta-do-povo"] = NewsPage(
    _gazeta(), "https://www.gazetadopovo.example.com.br/parana/assembleia-aprova-renegociacao-ipva/",
    (*GAZETA, "Contribuintes poderão parcelar débitos em até 24 vezes com desconto nos juros"),
    ("Ouça este conteúdo", "00:00", "Foto: Orlando", "Leia também", "Detran muda", "Gostou da reportagem",
     "14 comentários", "Deixe sua opinião"),
    {"author": "Katia Brembatti", "date": "2026-11-25", "lang": "pt"})


# --- Poder360 (WordPress: "leia mais" list at the foot, "receba a newsletter", data stamp) --------------------------

PODER = (
    "O Senado aprovou nesta 4ª feira (25.nov.2026) a proposta que amplia a faixa de isenção do Imposto de Renda "
    "para quem ganha até R$ 5.000 por mês.",
    "O texto recebeu 68 votos favoráveis e 4 contrários. A proposta segue para sanção presidencial.",
    "Segundo estimativas da Receita Federal, a medida deve beneficiar cerca de 10 milhões de contribuintes a partir "
    "do próximo ano.",
)


def _poder() -> str:
    a = PODER
    return (
        _head("Senado aprova isenção do IR para quem ganha até R$ 5.000", "pt-BR",
              "Senado aprova isenção do IR para quem ganha até R$ 5.000", "Mariana Haubert", "2026-11-25")
        + '<body class="post-template-default single single-post"><header class="site-header"><a href="/">Poder360'
        '</a><nav class="menu-principal"><a href="/congresso/">Congresso</a> <a href="/economia/">Economia</a></nav>'
        '</header><main id="main"><article class="post"><div class="inner-page-section__header">'
        '<h1 class="inner-page-section__title">Senado aprova isenção do IR para quem ganha até R$ 5.000</h1>'
        '<h2 class="inner-page-section__line">Proposta teve 68 votos favoráveis e segue para sanção</h2>'
        '<div class="inner-page-section__author"><a href="/autor/mariana-haubert/">Mariana Haubert</a></div>'
        '<div class="inner-page-section__date">25.nov.2026 (quarta-feira) - 20h14</div></div>'
        '<figure class="wp-block-image"><img src="/s.jpg" alt=""><figcaption>Plenário do Senado durante a sessão '
        '<span class="credit">Sérgio Lima/Poder360 - 25.nov.2026</span></figcaption></figure>'
        f'<div class="inner-page-section__text">{_ps(a)}'
        '<p><strong>Leia mais:</strong></p><ul><li><a href="/economia/haddad-defende-compensacao/">Haddad defende '
        'compensação para isenção do IR</a></li><li><a href="/congresso/camara-aprovou-em-outubro/">Câmara aprovou '
        'texto em outubro</a></li></ul></div>'
        '<div class="box-newsletter"><h3>Receba a newsletter do Poder360</h3><p>Todos os dias no seu e-mail</p>'
        '<form><input type="email"><button>Inscrever</button></form></div></article></main>'
        + _foot("Poder360"))


PAGES["poder360"] = NewsPage(
    _poder(), "https://www.poder360.example.com.br/congresso/senado-aprova-isencao-do-ir/",
    (*PODER, "Proposta teve 68 votos favoráveis e segue para sanção"),
    ("Sérgio Lima/Poder360", "Leia mais", "Haddad defende", "Receba a newsletter", "Todos os dias", "quarta-feira"),
    {"author": "Mariana Haubert", "date": "2026-11-25", "lang": "pt"})


# --- Diário de Notícias (Portugal: "Leia mais", "Exclusivo assinantes" label, cookie banner) -------------------------

DN_PT = (
    "O Governo aprovou esta quinta-feira em Conselho de Ministros um aumento de 4,7% do salário mínimo nacional, "
    "que passa a ser de 920 euros em janeiro.",
    "A ministra do Trabalho sublinhou que o acordo foi alcançado com os parceiros sociais, à exceção da CGTP, que "
    "exigia um valor mais elevado.",
    "As confederações patronais pediram, em contrapartida, uma redução da taxa social única para as pequenas "
    "empresas, que o executivo promete estudar.",
)


def _dn_pt() -> str:
    a = DN_PT
    return (
        _head("Salário mínimo sobe para 920 euros em janeiro", "pt-PT",
              "Salário mínimo sobe para 920 euros em janeiro", "Ana Sofia Ferreira", "2026-11-26")
        + '<body><div id="cookie-consent" class="cookie-bar"><p>Utilizamos cookies para melhorar a sua experiência. '
        'Ao continuar a navegar, aceita a sua utilização.</p><button>Aceitar</button></div>'
        '<header class="t-header"><a href="/">Diário de Notícias</a><nav><a href="/economia">Economia</a> '
        '<a href="/politica">Política</a></nav></header><main><article class="t-article">'
        '<div class="t-af-kicker">Economia</div><h1 class="t-af1-head-title">Salário mínimo sobe para 920 euros em '
        'janeiro</h1><p class="t-af1-head-lead">Acordo com parceiros sociais deixou de fora a CGTP.</p>'
        '<div class="t-af1-authors"><a href="/autores/ana-sofia-ferreira">Ana Sofia Ferreira</a></div>'
        '<div class="t-af1-date">Publicado a: 26 nov 2026, 14:30</div>'
        '<div class="t-share"><a href="#">Partilhar</a></div>'
        f'<div class="t-af-body">{_ps(a[:2])}<aside class="t-related"><span>Leia mais</span><a href="/economia/1">'
        'Inflação abranda para 2,1% em outubro</a></aside>'
        f'<p>{a[2]}</p></div>'
        '<div class="t-tags"><a href="/tag/salario-minimo">Salário mínimo</a> <a href="/tag/governo">Governo</a>'
        '</div></article><aside class="t-most-read"><h3>Mais lidas</h3><ol><li><a href="/1">Chuva forte obriga a '
        'fechar escolas no Porto</a></li></ol></aside></main>' + _foot("Global Media Group"))


PAGES["dn-pt"] = NewsPage(
    _dn_pt(), "https://www.dn.example.pt/economia/salario-minimo-sobe-para-920-euros-em-janeiro",
    (*DN_PT, "Acordo com parceiros sociais deixou de fora a CGTP."),
    ("Utilizamos cookies", "Publicado a", "Partilhar", "Leia mais", "Inflação abranda", "Mais lidas", "Chuva forte"),
    {"author": "Ana Sofia Ferreira", "date": "2026-11-26", "lang": "pt"})


# --- RTP Notícias (own CMS: agency line "RTP / Lusa", "Relacionadas", "Ver vídeo") ----------------------------------

RTP = (
    "A Proteção Civil colocou os distritos de Viana do Castelo, Braga e Porto sob aviso vermelho devido à chuva "
    "forte e ao vento, que deverão persistir até sábado.",
    "Durante a madrugada foram registadas mais de 300 ocorrências, a maioria relacionadas com quedas de árvores e "
    "inundações em habitações.",
    "O comandante nacional pediu à população que evite deslocações desnecessárias e que não atravesse zonas "
    "inundadas.",
)


def _rtp() -> str:
    a = RTP
    return (
        _head("Aviso vermelho em três distritos devido à chuva forte", "pt-PT",
              "Aviso vermelho em três distritos devido à chuva forte", "Catarina Marques", "2026-11-27")
        + '<body><header><a href="/noticias/">RTP Notícias</a><nav><a href="/noticias/pais">País</a> '
        '<a href="/noticias/mundo">Mundo</a></nav></header><main><article class="article-body">'
        '<h1 class="article-title">Aviso vermelho em três distritos devido à chuva forte</h1>'
        '<div class="article-info"><span class="author">Catarina Marques - RTP</span> '
        '<span class="date">27 Nov 2026, 09:12</span></div>'
        '<div class="video-box"><span>Ver vídeo</span><span class="duration">02:41</span></div>'
        '<figure><img src="/c.jpg" alt=""><figcaption>Foto: Hugo Delgado - Lusa</figcaption></figure>'
        f'<div class="article-text">{_ps(a)}</div>'
        '<div class="article-source">RTP / Lusa</div>'
        '<section class="related"><h3>Relacionadas</h3><ul><li><a href="/1">IPMA prevê agravamento do estado do '
        'tempo</a></li></ul></section></article></main>' + _foot("RTP"))


PAGES["rtp"] = NewsPage(
    _rtp(), "https://www.rtp.example.pt/noticias/pais/aviso-vermelho-em-tres-distritos_n1612345",
    RTP, ("Ver vídeo", "02:41", "Catarina Marques - RTP", "Foto: Hugo", "RTP / Lusa", "Relacionadas", "IPMA prevê"),
    {"author": "Catarina Marques", "date": "2026-11-27", "lang": "pt"})


# --- Milliyet (Demirören CMS: "Haberin Devamı", "İlgili Haberler", Google News follow line) -------------------------

MILLIYET = (
    "Merkez Bankası, politika faizini yüzde 42,5'ten yüzde 40'a indirdi. Karar, piyasa beklentileriyle uyumlu oldu.",
    "Bankanın açıklamasında, enflasyonun ana eğiliminde belirgin bir düşüş gözlendiği ve sıkı para politikasının "
    "kararlılıkla sürdürüleceği belirtildi.",
    "Ekonomistler, yılın ilk çeyreğinde faiz indirimlerinin kademeli olarak devam etmesini bekliyor.",
)


def _milliyet() -> str:
    a = MILLIYET
    return (
        _head("Merkez Bankası faizi yüzde 40'a indirdi - Milliyet", "tr",
              "Merkez Bankası faizi yüzde 40'a indirdi", "Ayşe Yılmaz", "2026-11-26")
        + '<body><header class="header"><a href="/">Milliyet</a><nav><a href="/ekonomi/">Ekonomi</a> '
        '<a href="/gundem/">Gündem</a></nav></header><main><div class="news-detail"><div class="breadcrumb">'
        '<a href="/">Ana Sayfa</a> › <a href="/ekonomi/">Ekonomi</a></div>'
        '<h1 class="nd-title">Merkez Bankası faizi yüzde 40\'a indirdi</h1>'
        '<h2 class="nd-spot">Merkez Bankası Para Politikası Kurulu, politika faizini 250 baz puan düşürdü.</h2>'
        '<div class="nd-info"><span class="nd-author">Ayşe Yılmaz</span> <time>26.11.2026 - 14:05</time> '
        '<span>Güncelleme: 26.11.2026 - 14:22</span></div>'
        '<div class="nd-follow"><a href="https://news.google.example.com/">Google News\'te Takip Et</a></div>'
        f'<div class="nd-article">{_ps(a[:1])}<div class="nd-more"><span>Haberin Devamı</span></div>'
        f'{_ps(a[1:])}</div>'
        '<div class="nd-related"><h3>İlgili Haberler</h3><a href="/1">Dolar güne nasıl başladı?</a></div>'
        '<div class="nd-tags"><a href="/t/faiz">faiz</a> <a href="/t/merkez-bankasi">merkez bankası</a></div>'
        '</div></main>' + _foot("Milliyet", '<a href="/kunye">Künye</a> <a href="/gizlilik">Gizlilik</a>'))


PAGES["milliyet"] = NewsPage(
    _milliyet(), "https://www.milliyet.example.com.tr/ekonomi/merkez-bankasi-faizi-indirdi-7212345",
    (*MILLIYET, "Merkez Bankası Para Politikası Kurulu, politika faizini 250 baz puan düşürdü."),
    ("Güncelleme", "Takip Et", "Haberin Devamı", "İlgili Haberler", "Dolar güne", "Ana Sayfa"),
    {"author": "Ayşe Yılmaz", "date": "2026-11-26", "lang": "tr"})


# --- bianet (Drupal: "Okunma süresi", "bianet'i destekleyin" box, licence line) --------------------------------------

BIANET = (
    "İstanbul'da kadın örgütleri, 25 Kasım Kadına Yönelik Şiddete Karşı Uluslararası Mücadele Günü'nde Taksim'e "
    "yürümek istedi.",
    "Polis, Şişhane'de toplanan kadınların yürüyüşüne izin vermedi; grup açıklamasını Tünel meydanında okudu.",
    "Açıklamada, bu yıl şimdiye kadar 290 kadının erkekler tarafından öldürüldüğü hatırlatıldı ve İstanbul "
    "Sözleşmesi'ne geri dönülmesi istendi.",
)


def _bianet() -> str:
    a = BIANET
    return (
        _head("Kadınlar 25 Kasım'da Taksim'e yürümek istedi | bianet", "tr",
              "Kadınlar 25 Kasım'da Taksim'e yürümek istedi", "Elif Akgül", "2026-11-25")
        + '<body class="page-node-type-haber"><header><a href="/">bianet</a><nav><a href="/kadin">Kadın</a> '
        '<a href="/insan-haklari">İnsan Hakları</a></nav></header><main><article class="node--type-haber">'
        '<h1 class="page-title">Kadınlar 25 Kasım\'da Taksim\'e yürümek istedi</h1>'
        '<div class="field--name-field-ozet">Polis yürüyüşe izin vermedi, açıklama Tünel\'de okundu.</div>'
        '<div class="meta"><a href="/muhabir/elif-akgul">Elif Akgül</a> <span>25 Kasım 2026, Çarşamba 18:40</span>'
        ' <span class="reading-time">Okunma süresi: 2 dakika</span></div>'
        '<figure><img src="/k.jpg" alt=""><figcaption>Fotoğraf: bianet</figcaption></figure>'
        f'<div class="field--name-body">{_ps(a)}</div>'
        '<div class="support-box"><h3>bianet\'i destekleyin</h3><p>Bağımsız gazetecilik okurlarının desteğiyle '
        'ayakta kalır.</p><a href="/destek">Destek ol</a></div>'
        '<div class="license">Bu haber Creative Commons Atıf-Ticari Olmayan 4.0 lisansı ile yayımlanmıştır.</div>'
        '</article></main>' + _foot("bianet", '<a href="/hakkimizda">Hakkımızda</a>'))


PAGES["bianet"] = NewsPage(
    _bianet(), "https://bianet.example.org/kadin/312345-kadinlar-25-kasim-da-taksim-e-yurumek-istedi",
    (*BIANET, "Polis yürüyüşe izin vermedi, açıklama Tünel'de okundu."),
    ("Okunma süresi", "Fotoğraf:", "destekleyin", "Bağımsız gazetecilik", "Destek ol", "Creative Commons"),
    {"author": "Elif Akgül", "date": "2026-11-25", "lang": "tr"})


# --- Naftemporiki (Greek financial daily: "Διαβάστε επίσης", "Ακολουθήστε μας στο Google News") -----------------------

NAFTEMPORIKI = (
    "Η Ευρωπαϊκή Κεντρική Τράπεζα αναμένεται να διατηρήσει αμετάβλητα τα επιτόκια στη συνεδρίαση του Δεκεμβρίου, "
    "σύμφωνα με δημοσκόπηση μεταξύ οικονομολόγων.",
    "Οι περισσότεροι αναλυτές εκτιμούν ότι ο πληθωρισμός στην ευρωζώνη θα επιστρέψει στο 2% μέσα στο πρώτο εξάμηνο "
    "του επόμενου έτους.",
    "Στην Ελλάδα, οι τράπεζες έχουν ήδη μειώσει τα επιτόκια των νέων στεγαστικών δανείων κατά μισή ποσοστιαία "
    "μονάδα.",
)


def _naftemporiki() -> str:
    a = NAFTEMPORIKI
    return (
        _head("ΕΚΤ: Αμετάβλητα τα επιτόκια τον Δεκέμβριο - Naftemporiki.gr", "el",
              "ΕΚΤ: Αμετάβλητα τα επιτόκια τον Δεκέμβριο", "Γιώργος Παπαδόπουλος", "2026-11-27")
        + '<body><header class="site-header"><a href="/">Naftemporiki.gr</a><nav><a href="/finance/">Χρηματοοικονομικά'
        '</a> <a href="/politics/">Πολιτική</a></nav></header><main><article class="article">'
        '<h1 class="article-title">ΕΚΤ: Αμετάβλητα τα επιτόκια τον Δεκέμβριο</h1>'
        '<div class="article-meta"><span class="author">Γιώργος Παπαδόπουλος</span> '
        '<time>27 Νοεμβρίου 2026, 10:15</time></div>'
        '<figure><img src="/e.jpg" alt=""><figcaption>Φωτογραφία: Reuters</figcaption></figure>'
        f'<div class="article-body">{_ps(a[:2])}<p><strong>Διαβάστε επίσης:</strong> <a href="/1">Στο 2,4% ο '
        f'πληθωρισμός τον Οκτώβριο</a></p>{_ps(a[2:])}</div>'
        '<div class="google-news"><a href="https://news.google.example.com/">Ακολουθήστε τη Naftemporiki.gr στο '
        'Google News</a></div><div class="tags"><a href="/tag/ekt">ΕΚΤ</a> <a href="/tag/epitokia">Επιτόκια</a>'
        '</div></article></main>' + _foot("Naftemporiki.gr", '<a href="/oroi">Όροι χρήσης</a>'))


PAGES["naftemporiki"] = NewsPage(
    _naftemporiki(), "https://www.naftemporiki.example.gr/finance/1812345/ekt-ametavlita-ta-epitokia/",
    NAFTEMPORIKI, ("Φωτογραφία:", "Διαβάστε επίσης", "Στο 2,4%", "Google News", "Όροι χρήσης"),
    {"author": "Γιώργος Παπαδόπουλος", "date": "2026-11-27", "lang": "el"})


# --- EfSyn (Drupal: "ΣΧΕΤΙΚΑ ΑΡΘΡΑ", a support box, comments) --------------------------------------------------------

EFSYN = (
    "Σε απεργία κατεβαίνουν την Πέμπτη οι εργαζόμενοι στα νοσοκομεία της Αττικής, ζητώντας προσλήψεις μόνιμου "
    "προσωπικού.",
    "Η ομοσπονδία των εργαζομένων υποστηρίζει ότι λείπουν περισσότερες από 6.000 θέσεις νοσηλευτών σε όλη τη χώρα.",
    "«Δεν μπορούμε να συνεχίσουμε με βάρδιες των δεκαέξι ωρών», δήλωσε η πρόεδρος του σωματείου του Ευαγγελισμού.",
    "Στάση εργασίας έχουν προκηρύξει και οι γιατροί των κέντρων υγείας από τις 11 το πρωί έως τις 3 το μεσημέρι.",
)


def _efsyn() -> str:
    a = EFSYN
    return (
        _head("Απεργία στα νοσοκομεία της Αττικής την Πέμπτη | efsyn.gr", "el",
              "Απεργία στα νοσοκομεία της Αττικής την Πέμπτη", "Δήμητρα Λαμπροπούλου", "2026-11-24")
        + '<body class="page-node-type-article"><header><a href="/">ΕφΣυν</a><nav><a href="/ellada">Ελλάδα</a> '
        '<a href="/kosmos">Κόσμος</a></nav></header><main><article class="article">'
        '<div class="article__section"><a href="/ellada/ygeia">Υγεία</a></div>'
        '<h1 class="article__title">Απεργία στα νοσοκομεία της Αττικής την Πέμπτη</h1>'
        '<div class="article__author"><a href="/author/dimitra">Δήμητρα Λαμπροπούλου</a></div>'
        '<time class="article__date">24.11.2026, 13:45</time>'
        f'<div class="article__body">{_ps(a)}</div>'
        '<div class="support-efsyn"><p>Η ΕφΣυν στηρίζεται στους αναγνώστες της. Στηρίξτε την ανεξάρτητη '
        'ενημέρωση.</p><a href="/syndromi">Γίνετε συνδρομητής</a></div>'
        '<section class="related"><h3>ΣΧΕΤΙΚΑ ΑΡΘΡΑ</h3><a href="/1">Ελλείψεις προσωπικού στα κέντρα υγείας</a>'
        '</section><section class="comments"><h3>Σχόλια</h3><p>Συνδεθείτε για να σχολιάσετε</p></section>'
        '</article></main>' + _foot("Η Εφημερίδα των Συντακτών"))


PAGES["efsyn"] = NewsPage(
    _efsyn(), "https://www.efsyn.example.gr/ellada/ygeia/412345_apergia-sta-nosokomeia",
    EFSYN, ("στηρίζεται στους αναγνώστες", "Γίνετε συνδρομητής", "ΣΧΕΤΙΚΑ ΑΡΘΡΑ", "Ελλείψεις",
            "Συνδεθείτε για να σχολιάσετε"),
    {"author": "Δήμητρα Λαμπροπούλου", "date": "2026-11-24", "lang": "el"})


# --- Ukrinform (own CMS: dateline with the agency, "Читайте також", "При цитуванні …" rights line) ----------------------

UKRINFORM = (
    "Верховна Рада ухвалила в цілому закон про державний бюджет на наступний рік. За відповідне рішення проголосували "
    "257 народних депутатів.",
    "Видатки на оборону становитимуть понад 2,2 трильйона гривень, що є найбільшою статтею бюджету.",
    "Міністр фінансів зазначив, що дефіцит бюджету планується покривати насамперед за рахунок міжнародної допомоги.",
)


def _ukrinform() -> str:
    a = UKRINFORM
    return (
        _head("Рада ухвалила держбюджет на наступний рік", "uk",
              "Рада ухвалила держбюджет на наступний рік", "Олена Коваль", "2026-11-20")
        + '<body><header class="header"><a href="/">Укрінформ</a><nav><a href="/rubric-polytics">Політика</a> '
        '<a href="/rubric-economy">Економіка</a></nav></header><main><article class="newsText">'
        '<h1 class="newsTitle">Рада ухвалила держбюджет на наступний рік</h1>'
        '<div class="newsMeta"><span class="newsAuthor">Олена Коваль</span> <time>20.11.2026 14:32</time> '
        '<span class="newsViews">1 245</span></div>'
        f'<div class="newsText__body">{_ps(a[:2])}<p><strong>Читайте також: </strong><a href="/1">Уряд схвалив '
        f'бюджетну декларацію</a></p>{_ps(a[2:])}</div>'
        '<div class="newsPrint">При цитуванні і використанні будь-яких матеріалів в Інтернеті відкриті для пошукових '
        'систем гіперпосилання не нижче першого абзацу на «ukrinform.ua» обов’язкові.</div>'
        '<div class="newsTags"><a href="/tag-byudzhet">Бюджет</a></div></article></main>'
        + _foot("Укрінформ", '<a href="/about">Про нас</a>'))


PAGES["ukrinform"] = NewsPage(
    _ukrinform(), "https://www.ukrinform.example.ua/rubric-polytics/3912345-rada-uhvalila-derzbudzet.html",
    UKRINFORM, ("1 245", "20.11.2026", "Читайте також", "бюджетну декларацію", "При цитуванні", "Про нас"),
    {"author": "Олена Коваль", "date": "2026-11-20", "lang": "uk"})


# --- ZN.ua / Дзеркало тижня (Bitrix: bx- ids, "Підписуйтесь на наш Telegram", author card) -------------------------

ZN = (
    "Уряд затвердив нову програму підтримки малого бізнесу в прифронтових областях, яка передбачає гранти до "
    "500 тисяч гривень.",
    "Подати заявку зможуть підприємці, які працюють у Харківській, Сумській, Чернігівській та Запорізькій областях.",
    "Як отримати грант",
    "Заявки прийматимуть через застосунок «Дія» до кінця березня; рішення ухвалюватимуть протягом місяця.",
)


def _zn() -> str:
    a = ZN
    return (
        _head("Уряд запускає гранти для бізнесу в прифронтових областях | Дзеркало тижня", "uk",
              "Уряд запускає гранти для бізнесу в прифронтових областях", "Ірина Шевчук", "2026-11-22")
        + '<body><div id="bx-panel"></div><header class="header"><a href="/">Дзеркало тижня</a><nav>'
        '<a href="/ECONOMICS.html">Економіка</a> <a href="/POLITICS.html">Політика</a></nav></header>'
        '<main><div id="bx_3218110189_4512" class="news-detail">'
        '<h1 class="news-detail__title">Уряд запускає гранти для бізнесу в прифронтових областях</h1>'
        '<div class="news-detail__info"><span class="date">22 листопада 2026, 11:20</span> '
        '<span class="views">Переглядів: 3 410</span></div>'
        f'<div class="news-detail__text">{_ps(a[:2])}<h2>{a[2]}</h2>{_ps(a[3:])}</div>'
        '<div class="telegram-promo">Підписуйтесь на наш Telegram-канал, щоб першими дізнаватися головні новини.'
        '</div><div class="author-card"><a href="/authors/iryna-shevchuk">Ірина Шевчук</a></div>'
        '<div class="news-detail__tags"><a href="/tags/biznes">бізнес</a></div></div></main>'
        + _foot("ZN.ua", '<a href="/about">Про видання</a>'))


PAGES["zn-ua"] = NewsPage(
    _zn(), "https://zn.example.ua/ECONOMICS/urjad-zapuskaje-granti-dlja-biznesu.html",
    ZN, ("Переглядів", "Підписуйтесь", "Telegram", "Про видання"),
    {"author": "Ірина Шевчук", "date": "2026-11-22", "lang": "uk"})


# --- Capital.bg (Economedia: "Абонирайте се", a paid article's note, "Още по темата") ------------------------------

CAPITAL = (
    "Българската народна банка отчете ръст на кредитите за домакинствата с 15% на годишна база през октомври.",
    "Най-силно се увеличават жилищните кредити, чийто обем вече надхвърля 20 млрд. лева.",
    "Икономистите предупреждават, че при запазване на темпа централната банка може да затегне изискванията "
    "към банките.",
)


def _capital() -> str:
    a = CAPITAL
    return (
        _head("Кредитите за домакинствата растат с 15% | Капитал", "bg",
              "Кредитите за домакинствата растат с 15%", "Мирослав Иванов", "2026-11-24")
        + '<body><header><a href="/">Капитал</a><nav><a href="/pazari/">Пазари</a> <a href="/politika/">Политика</a>'
        ' <a href="/abonament/">Абонамент</a></nav></header><main><article class="article">'
        '<h1>Кредитите за домакинствата растат с 15%</h1><div class="article-info">'
        '<a class="author" href="/avtori/miroslav-ivanov/">Мирослав Иванов</a> <time>24 ное 2026, 17:05</time>'
        ' <span class="comments">7 коментара</span></div>'
        f'<div class="article-text">{_ps(a)}</div>'
        '<div class="subscribe-box"><h3>Абонирайте се за Капитал</h3><p>Получете достъп до всички статии и архива.'
        '</p><a href="/abonament/">Абонирайте се</a></div>'
        '<section class="related"><h3>Още по темата</h3><a href="/1">БНБ повиши минималните резерви</a></section>'
        '</article></main>' + _foot("Икономедиа", '<a href="/za-nas">За нас</a>'))


PAGES["capital-bg"] = NewsPage(
    _capital(), "https://www.capital.example.bg/pazari/2026/11/24/4712345_kreditite_za_domakinstvata/",
    CAPITAL, ("7 коментара", "Абонирайте се", "Получете достъп", "Още по темата", "БНБ повиши"),
    {"author": "Мирослав Иванов", "date": "2026-11-24", "lang": "bg"})


# --- Danas (Serbian in Latin letters, WordPress: "Podelite", "Pratite nas", comment rules) -------------------------

DANAS = (
    "Vlada Srbije usvojila je predlog budžeta za narednu godinu, kojim je predviđen deficit od tri odsto bruto "
    "domaćeg proizvoda.",
    "Ministar finansija rekao je da će najveći deo sredstava biti usmeren na infrastrukturne projekte i povećanje "
    "plata u javnom sektoru.",
    "Opozicija je ocenila da budžet ne predviđa dovoljno novca za zdravstvo i obrazovanje.",
)


def _danas() -> str:
    a = DANAS
    return (
        _head("Vlada usvojila predlog budžeta za narednu godinu - Danas", "sr",
              "Vlada usvojila predlog budžeta za narednu godinu", "Jelena Marković", "2026-11-23")
        + '<body class="single single-post"><header class="site-header"><a href="/">Danas</a><nav>'
        '<a href="/vesti/politika/">Politika</a> <a href="/vesti/ekonomija/">Ekonomija</a></nav></header><main>'
        '<article class="post"><h1 class="post-title">Vlada usvojila predlog budžeta za narednu godinu</h1>'
        '<div class="post-meta"><span class="author-name"><a href="/autor/jelena-markovic/">Jelena Marković</a>'
        '</span> <span class="post-date">23.11.2026. 15:40</span></div>'
        '<div class="share"><span>Podelite:</span> <a href="#">Facebook</a> <a href="#">Twitter</a></div>'
        f'<div class="post-content">{_ps(a)}</div>'
        '<div class="follow"><p>Pratite nas na našoj Facebook i Instagram stranici, ali i na X nalogu.</p></div>'
        '<div class="comments-rules"><p>Komentari su moderirani. Zadržavamo pravo da ne objavimo uvredljive '
        'komentare.</p></div></article></main>' + _foot("Danas", '<a href="/impresum/">Impresum</a>'))


PAGES["danas"] = NewsPage(
    _danas(), "https://www.danas.example.rs/vesti/ekonomija/vlada-usvojila-predlog-budzeta/",
    DANAS, ("Podelite", "Pratite nas", "Komentari su moderirani", "Impresum"),
    {"author": "Jelena Marković", "date": "2026-11-23", "lang": "sr"})


# --- Večernje novosti (Serbian in Cyrillic: "ПРОЧИТАЈТЕ ЈОШ", "Ауторска права", a poll) -----------------------------

NOVOSTI = (
    "У Београду је јутрос почела изградња новог моста преко Саве, који ће повезати Нови Београд и Чукарицу.",
    "Радови би требало да трају три године, а вредност пројекта процењена је на 150 милиона евра.",
    "Градоначелник је рекао да ће мост растеретити саобраћај на Газели за најмање тридесет одсто.",
)


def _novosti() -> str:
    a = NOVOSTI
    return (
        _head("ПОЧЕЛА ИЗГРАДЊА НОВОГ МОСТА ПРЕКО САВЕ | Новости", "sr",
              "ПОЧЕЛА ИЗГРАДЊА НОВОГ МОСТА ПРЕКО САВЕ", "Милан Петровић", "2026-11-25")
        + '<body><header><a href="/">Новости</a><nav><a href="/beograd">Београд</a> <a href="/drustvo">Друштво</a>'
        '</nav></header><main><article class="article"><h1 class="article__title">ПОЧЕЛА ИЗГРАДЊА НОВОГ МОСТА ПРЕКО '
        'САВЕ</h1><div class="article__meta"><span class="article__author">Милан Петровић</span> '
        '<time>25. 11. 2026. у 10:30</time></div>'
        '<figure><img src="/m.jpg" alt=""><figcaption>Фото: Д. Милошевић</figcaption></figure>'
        f'<div class="article__body">{_ps(a[:2])}<p><strong>ПРОЧИТАЈТЕ ЈОШ:</strong> <a href="/1">НОВИ РЕД ВОЖЊЕ '
        f'ГРАДСКОГ ПРЕВОЗА</a></p>{_ps(a[2:])}</div>'
        '<div class="poll"><h3>Анкета</h3><p>Да ли користите Газелу сваког дана?</p><label>Да</label>'
        '<label>Не</label></div>'
        '<div class="rights">Ауторска права © Новости. Забрањено преузимање садржаја без дозволе.</div>'
        '</article></main>' + _foot("Новости", '<a href="/impresum">Импресум</a>'))


PAGES["novosti"] = NewsPage(
    _novosti(), "https://www.novosti.example.rs/beograd/vesti/1412345/pocela-izgradnja-novog-mosta",
    NOVOSTI, ("Фото:", "ПРОЧИТАЈТЕ ЈОШ", "НОВИ РЕД", "Анкета", "Газелу сваког", "Ауторска права"),
    {"author": "Милан Петровић", "date": "2026-11-25", "lang": "sr"})


# --- Lrytas (Lithuanian: "Daugiau naujienų", "Komentarai", "Svarbiausios naujienos") --------------------------------

LRYTAS = (
    "Seimas antradienį priėmė kitų metų valstybės biudžetą, kuriame krašto apsaugai skiriama daugiau nei 3,5 "
    "procento bendrojo vidaus produkto.",
    "Už biudžetą balsavo 78 Seimo nariai, prieš buvo 40, susilaikė šeši.",
    "Finansų ministrė teigė, kad biudžeto deficitas neviršys trijų procentų, o valstybės skola išliks mažesnė nei "
    "Europos Sąjungos vidurkis.",
)


def _lrytas() -> str:
    a = LRYTAS
    return (
        _head("Seimas priėmė kitų metų biudžetą | Lrytas", "lt",
              "Seimas priėmė kitų metų biudžetą", "Rūta Petraitytė", "2026-11-24")
        + '<body><header><a href="/">Lrytas</a><nav><a href="/lietuvosdiena">Lietuvos diena</a> '
        '<a href="/verslas">Verslas</a></nav></header><main><article class="article">'
        '<h1 class="article-title">Seimas priėmė kitų metų biudžetą</h1><div class="article-info">'
        '<span class="author">Rūta Petraitytė</span> <span class="date">2026-11-24 15:20</span></div>'
        '<figure><img src="/s.jpg" alt=""><figcaption>Seimo posėdis. V. Skaraičio nuotr.</figcaption></figure>'
        f'<div class="article-content">{_ps(a)}</div>'
        '<div class="more-news"><h3>Daugiau naujienų</h3><a href="/1">Vilniuje atidarytas naujas tiltas</a></div>'
        '<section class="comments"><h3>Komentarai</h3><p>Rašyti komentarą</p></section></article></main>'
        + _foot("Lietuvos rytas", '<a href="/kontaktai">Kontaktai</a>'))


PAGES["lrytas"] = NewsPage(
    _lrytas(), "https://www.lrytas.example.lt/lietuvosdiena/aktualijos/2026/11/24/news/seimas-prieme-biudzeta-41234",
    LRYTAS, ("nuotr.", "Daugiau naujienų", "naujas tiltas", "Rašyti komentarą"),
    {"author": "Rūta Petraitytė", "date": "2026-11-24", "lang": "lt"})


# --- TVNET (Latvian: "Seko TVNET", "Lasi vēl", cookie line) -----------------------------------------------------------

TVNET = (
    "Saeima ceturtdien galīgajā lasījumā pieņēma nākamā gada valsts budžetu, kurā aizsardzībai paredzēti 3,7 "
    "procenti no iekšzemes kopprodukta.",
    "Par budžetu nobalsoja 52 deputāti, pret bija 36 deputāti no opozīcijas partijām.",
    "Finanšu ministrs uzsvēra, ka budžeta deficīts nepārsniegs trīs procentus un nodokļi netiks paaugstināti.",
)


def _tvnet() -> str:
    a = TVNET
    return (
        _head("Saeima pieņem nākamā gada budžetu | TVNET", "lv",
              "Saeima pieņem nākamā gada budžetu", "Anna Bērziņa", "2026-11-26")
        + '<body><div class="cookie-notice">Mēs izmantojam sīkdatnes, lai uzlabotu jūsu pieredzi. '
        '<button>Piekrītu</button></div><header><a href="/">TVNET</a><nav><a href="/zinas">Ziņas</a> '
        '<a href="/bizness">Bizness</a></nav></header><main><article class="article">'
        '<h1 class="article__headline">Saeima pieņem nākamā gada budžetu</h1>'
        '<div class="article__meta"><span class="article__author">Anna Bērziņa</span> '
        '<time>26. novembris, 2026 16:04</time></div>'
        f'<div class="article__body">{_ps(a[:2])}<p><strong>Lasi vēl:</strong> <a href="/1">Valdība vienojas par '
        f'algām mediķiem</a></p>{_ps(a[2:])}</div>'
        '<div class="follow">Seko TVNET arī Facebook, Instagram un X!</div></article></main>'
        + _foot("TVNET", '<a href="/kontakti">Kontakti</a>'))


PAGES["tvnet"] = NewsPage(
    _tvnet(), "https://www.tvnet.example.lv/8112345/saeima-pienem-nakama-gada-budzetu",
    TVNET, ("sīkdatnes", "Lasi vēl", "Valdība vienojas", "Seko TVNET"),
    {"author": "Anna Bērziņa", "date": "2026-11-26", "lang": "lv"})


# --- Õhtuleht (Estonian: "LOE KA", "Ohtuleht.ee on ajakirjanduseetika …", comment count) ---------------------------------

OHTULEHT = (
    "Riigikogu kiitis kolmapäeval heaks järgmise aasta riigieelarve, mille kulud ulatuvad üle 17 miljardi euro.",
    "Kaitsekulutused moodustavad eelarvest 3,4 protsenti sisemajanduse koguproduktist.",
    "Opositsioon kritiseeris eelarvet maksutõusude pärast ning lubas küsimuse tõstatada ka järgmistel valimistel.",
)


def _ohtuleht() -> str:
    a = OHTULEHT
    return (
        _head("Riigikogu võttis vastu järgmise aasta eelarve | Õhtuleht", "et",
              "Riigikogu võttis vastu järgmise aasta eelarve", "Mari Tamm", "2026-11-25")
        + '<body><header><a href="/">Õhtuleht</a><nav><a href="/eesti">Eesti</a> <a href="/maailm">Maailm</a>'
        '</nav></header><main><article class="article"><h1 class="article-title">Riigikogu võttis vastu järgmise '
        'aasta eelarve</h1><div class="article-meta"><span class="author">Mari Tamm</span> '
        '<time>25. november 2026 14:10</time> <a href="#kommentaarid">Kommentaarid (23)</a></div>'
        '<figure><img src="/r.jpg" alt=""><figcaption>FOTO: Stanislav Moshkov</figcaption></figure>'
        f'<div class="article-body">{_ps(a[:2])}<p><strong>LOE KA:</strong> <a href="/1">Valitsus kinnitas uued '
        f'maksumäärad</a></p>{_ps(a[2:])}</div></article></main>'
        + _foot("Õhtuleht Kirjastus AS", '<a href="/kontakt">Kontakt</a>'))


PAGES["ohtuleht"] = NewsPage(
    _ohtuleht(), "https://www.ohtuleht.example.ee/1112345/riigikogu-vottis-vastu-eelarve",
    OHTULEHT, ("Kommentaarid (23)", "FOTO:", "LOE KA", "Valitsus kinnitas"),
    {"author": "Mari Tamm", "date": "2026-11-25", "lang": "et"})


# --- Ilta-Sanomat (Sanoma: "Lue lisää", "Mainos", "Tilaa IS:n uutiskirje") -----------------------------------------

IS_FI = (
    "Eduskunta hyväksyi keskiviikkona lain, joka rajoittaa puhelimen käyttöä peruskoulujen oppitunneilla ensi "
    "syksystä alkaen.",
    "Laki antaa opettajille oikeuden ottaa laite pois oppilaalta, jos se häiritsee opetusta.",
    "Opetusministerin mukaan tavoitteena on parantaa oppilaiden keskittymiskykyä ja vähentää kiusaamista.",
)


def _is_fi() -> str:
    a = IS_FI
    return (
        _head("Eduskunta rajoitti kännyköiden käyttöä kouluissa | Ilta-Sanomat", "fi",
              "Eduskunta rajoitti kännyköiden käyttöä kouluissa", "Jussi Virtanen", "2026-11-25")
        + '<body><header><a href="/">Ilta-Sanomat</a><nav><a href="/kotimaa">Kotimaa</a> <a href="/urheilu">Urheilu'
        '</a></nav></header><main><article class="article"><h1 class="article-headline">Eduskunta rajoitti '
        'kännyköiden käyttöä kouluissa</h1><div class="article-byline"><span class="author">Jussi Virtanen</span> '
        '<time>25.11.2026 13:25</time></div>'
        '<figure><img src="/k.jpg" alt=""><figcaption>Kuva: Lehtikuva</figcaption></figure>'
        f'<div class="article-body">{_ps(a[:2])}<div class="ad"><span>Mainos</span></div>{_ps(a[2:])}</div>'
        '<div class="newsletter"><p>Tilaa IS:n uutiskirje ja saat päivän tärkeimmät uutiset sähköpostiisi.</p>'
        '<button>Tilaa</button></div><div class="related"><h3>Lue lisää</h3><a href="/1">Koulujen kännykkäkielto '
        'jakaa opettajia</a></div></article></main>' + _foot("Sanoma Media Finland", '<a href="/tietosuoja">Tietosuoja</a>'))


PAGES["ilta-sanomat"] = NewsPage(
    _is_fi(), "https://www.is.example.fi/kotimaa/art-2000012345.html",
    IS_FI, ("Kuva:", "Mainos", "uutiskirje", "Lue lisää", "kännykkäkielto jakaa"),
    {"author": "Jussi Virtanen", "date": "2026-11-25", "lang": "fi"})


# --- Hufvudstadsbladet (Finland-Swedish, Lyyti/Ksml-like: "Läs också", "Prenumerera", "Artikeln är låst") -----------

HBL = (
    "Helsingfors stad planerar att bygga en ny spårvägslinje till Östersundom, meddelade stadsmiljönämnden på "
    "tisdagen.",
    "Linjen skulle bli sju kilometer lång och trafikeras från år 2032, om finansieringen blir klar.",
    "Invånarna i området har länge väntat på bättre kollektivtrafik, säger ordföranden för den lokala "
    "invånarföreningen.",
)


def _hbl() -> str:
    a = HBL
    return (
        _head("Ny spårväg planeras till Östersundom | HBL", "sv",
              "Ny spårväg planeras till Östersundom", "Linda Grönroos", "2026-11-24")
        + '<body><header><a href="/">Hufvudstadsbladet</a><nav><a href="/inrikes">Inrikes</a> '
        '<a href="/helsingfors">Helsingfors</a> <a href="/prenumerera">Prenumerera</a></nav></header><main>'
        '<article class="article"><h1>Ny spårväg planeras till Östersundom</h1><div class="byline">'
        '<span class="author">Linda Grönroos</span> <time>24.11.2026 18:02</time></div>'
        '<figure><img src="/s.jpg" alt=""><figcaption>Bild: Niklas Tallqvist</figcaption></figure>'
        f'<div class="article-body">{_ps(a[:2])}<p><strong>Läs också:</strong> <a href="/1">Spårvägen till Kronbergs'
        f'fjärden öppnar i vår</a></p>{_ps(a[2:])}</div>'
        '<div class="subscribe"><p>Prenumerera på HBL och läs alla artiklar för 1 euro första månaden.</p></div>'
        '</article></main>' + _foot("KSF Media", '<a href="/kontakt">Kontakt</a>'))


PAGES["hbl"] = NewsPage(
    _hbl(), "https://www.hbl.example.fi/artikel/ny-sparvag-planeras-till-ostersundom/",
    HBL, ("Bild:", "Läs också", "Kronbergs", "Prenumerera på HBL"),
    {"author": "Linda Grönroos", "date": "2026-11-24", "lang": "sv"})


# --- Jyllands-Posten (JP/Politikens Hus: "Læs også", "Artiklen fortsætter under annoncen", "Del artikel") -------------

JP = (
    "Regeringen vil hæve skatten på cigaretter med fem kroner pakken fra næste år, fremgår det af finanslovsaftalen.",
    "Ifølge Skatteministeriet vil stigningen give statskassen omkring 800 millioner kroner årligt.",
    "Kræftens Bekæmpelse kalder aftalen et skridt i den rigtige retning, men mener at prisen burde stige mere.",
)


def _jp() -> str:
    a = JP
    return (
        _head("Cigaretter bliver fem kroner dyrere | Jyllands-Posten", "da",
              "Cigaretter bliver fem kroner dyrere", "Mette Sørensen", "2026-11-26")
        + '<body><header><a href="/">Jyllands-Posten</a><nav><a href="/indland">Indland</a> <a href="/erhverv">'
        'Erhverv</a></nav></header><main><article class="article"><h1 class="article__title">Cigaretter bliver fem '
        'kroner dyrere</h1><div class="article__byline"><a href="/profil/mette">Mette Sørensen</a> '
        '<time>26.11.2026 KL. 07:00</time></div><div class="share"><button>Del artikel</button></div>'
        f'<div class="article__body">{_ps(a[:2])}<div class="ad-label">Artiklen fortsætter under annoncen</div>'
        f'<p><strong>Læs også:</strong> <a href="/1">Finansloven er på plads</a></p>{_ps(a[2:])}</div>'
        '</article></main>' + _foot("Jyllands-Posten", '<a href="/kontakt">Kontakt</a>'))


PAGES["jyllands-posten"] = NewsPage(
    _jp(), "https://jyllands-posten.example.dk/indland/ECE1712345/cigaretter-bliver-fem-kroner-dyrere/",
    JP, ("Del artikel", "fortsætter under", "Læs også", "Finansloven er"),
    {"author": "Mette Sørensen", "date": "2026-11-26", "lang": "da"})


# --- Ekstra Bladet (Ekstra Bladet's own: "+ EKSTRA", "Se også", a video title, "Foto:") ------------------------------

EB = (
    "En 34-årig mand er tirsdag blevet anholdt efter et røveri mod en tankstation i Odense, oplyser Fyns Politi.",
    "Manden truede ifølge politiet en ansat med en kniv og flygtede med et mindre kontantbeløb.",
    "Han blev fundet få timer senere i en lejlighed i nærheden og vil blive fremstillet i grundlovsforhør onsdag.",
)


def _eb() -> str:
    a = EB
    return (
        _head("Mand anholdt efter røveri mod tankstation | Ekstra Bladet", "da",
              "Mand anholdt efter røveri mod tankstation", "Kasper Holm", "2026-11-24")
        + '<body><header><a href="/">Ekstra Bladet</a><nav><a href="/krimi">Krimi</a> <a href="/sport">Sport</a>'
        '</nav></header><main><article class="article"><h1>Mand anholdt efter røveri mod tankstation</h1>'
        '<div class="article-byline"><span>Kasper Holm</span> <time>24. nov. 2026 - kl. 16:41</time></div>'
        '<figure><img src="/p.jpg" alt=""><figcaption>Foto: Ritzau Scanpix</figcaption></figure>'
        f'<div class="article-bodytext">{_ps(a[:2])}<div class="seealso"><span>Se også:</span> <a href="/1">Politiet '
        f'efterlyser vidner til overfald</a></div>{_ps(a[2:])}</div></article></main>'
        + _foot("Ekstra Bladet", '<a href="/kontakt">Kontakt</a>'))


PAGES["ekstra-bladet"] = NewsPage(
    _eb(), "https://ekstrabladet.example.dk/krimi/mand-anholdt-efter-roeveri/10012345",
    EB, ("Foto:", "Se også", "efterlyser vidner"),
    {"author": "Kasper Holm", "date": "2026-11-24", "lang": "da"})


# --- RÚV (Icelandic public broadcaster: "Deila", "Mest lesið", reporter credit) --------------------------------------

RUV = (
    "Alþingi samþykkti í gær frumvarp um hækkun barnabóta, sem tekur gildi um næstu áramót.",
    "Barnabætur hækka um tíu prósent og fleiri fjölskyldur eiga rétt á þeim en áður.",
    "Fjármálaráðherra segir að breytingin kosti ríkissjóð um fjóra milljarða króna á ári.",
)


def _ruv() -> str:
    a = RUV
    return (
        _head("Barnabætur hækka um tíu prósent | RÚV", "is",
              "Barnabætur hækka um tíu prósent", "Anna Lilja Þórisdóttir", "2026-11-26")
        + '<body><header><a href="/">RÚV</a><nav><a href="/frettir/innlent">Innlent</a> <a href="/frettir/erlent">'
        'Erlent</a></nav></header><main><article class="article"><h1>Barnabætur hækka um tíu prósent</h1>'
        '<div class="meta"><span class="author">Anna Lilja Þórisdóttir</span> <time>26. nóvember 2026 kl. 12:05'
        '</time></div><div class="share"><button>Deila</button></div>'
        '<figure><img src="/a.jpg" alt=""><figcaption>Mynd: RÚV – Ragnar Visage</figcaption></figure>'
        f'<div class="article-body">{_ps(a)}</div></article><aside><h3>Mest lesið</h3><ol><li><a href="/1">Eldgos '
        'hafið á Reykjanesskaga</a></li></ol></aside></main>' + _foot("RÚV", '<a href="/um-ruv">Um RÚV</a>'))


PAGES["ruv"] = NewsPage(
    _ruv(), "https://www.ruv.example.is/frettir/innlent/2026-11-26-barnabaetur-haekka-um-tiu-prosent-412345",
    RUV, ("Deila", "Mynd:", "Mest lesið", "Eldgos hafið"),
    {"author": "Anna Lilja Þórisdóttir", "date": "2026-11-26", "lang": "is"})


# --- mbl.is (Morgunblaðið: "Fleira áhugavert", a paywall note "Áskrift", "Innlent | mbl") ----------------------------

MBL = (
    "Umferð um Hellisheiði var lokað síðdegis í dag vegna óveðurs og ófærðar, að sögn Vegagerðarinnar.",
    "Björgunarsveitir aðstoðuðu ökumenn sem sátu fastir í bílum sínum á heiðinni.",
    "Veðurstofan spáir áframhaldandi hvassviðri og snjókomu fram á morgun.",
)


def _mbl() -> str:
    a = MBL
    return (
        _head("Hellisheiði lokað vegna óveðurs", "is",
              "Hellisheiði lokað vegna óveðurs", "Jón Gunnarsson", "2026-11-27")
        + '<body><header><a href="/">mbl.is</a><nav><a href="/frettir/innlent/">Innlent</a> <a href="/sport/">Íþróttir'
        '</a></nav></header><main><div class="main-layout"><div class="newsitem"><h1 class="newstitle">Hellisheiði '
        'lokað vegna óveðurs</h1><div class="newsitem-byline"><span class="author">Jón Gunnarsson</span> '
        '<span class="date">27.11.2026 kl. 16:34</span></div>'
        '<figure><img src="/h.jpg" alt=""><figcaption>Ljósmynd/Vegagerðin</figcaption></figure>'
        f'<div class="main-text">{_ps(a)}</div>'
        '<div class="more"><h3>Fleira áhugavert</h3><a href="/1">Rafmagnslaust á Suðurlandi</a></div>'
        '</div></div></main>' + _foot("Árvakur hf.", '<a href="/mbl/um/">Um mbl.is</a>'))


PAGES["mbl"] = NewsPage(
    _mbl(), "https://www.mbl.example.is/frettir/innlent/2026/11/27/hellisheidi_lokad_vegna_ovedurs/",
    MBL, ("Ljósmynd/", "Fleira áhugavert", "Rafmagnslaust"),
    {"author": "Jón Gunnarsson", "date": "2026-11-27", "lang": "is"})


# --- El Periódico in Catalan (Prensa Ibérica: "Notícies relacionades", "Subscriu-te", "Comparteix") ----------------

PERIODICO = (
    "L'Ajuntament de Barcelona ha aprovat inicialment l'ampliació de la zona de baixes emissions a tota l'àrea "
    "metropolitana a partir del 2028.",
    "La mesura afectarà uns 200.000 vehicles, segons les estimacions de l'Àrea Metropolitana de Barcelona.",
    "«Hem de reduir la contaminació, que cada any provoca centenars de morts prematures», ha defensat la tinenta "
    "d'alcaldia d'Ecologia.",
)


def _periodico() -> str:
    a = PERIODICO
    return (
        _head("Barcelona amplia la zona de baixes emissions", "ca",
              "Barcelona amplia la zona de baixes emissions", "Pau Rodríguez", "2026-11-26")
        + '<body><header><a href="/ca/">El Periódico</a><nav><a href="/ca/barcelona/">Barcelona</a> '
        '<a href="/ca/politica/">Política</a></nav></header><main><article class="ep-detail">'
        '<h1 class="title">Barcelona amplia la zona de baixes emissions</h1>'
        '<h2 class="subtitle">La mesura afectarà uns 200.000 vehicles a partir del 2028</h2>'
        '<div class="author-link"><a href="/ca/autors/pau-rodriguez.html">Pau Rodríguez</a></div>'
        '<div class="dateModified">Barcelona 26/11/2026 - 12:15 Actualitzada 26/11/2026 - 13:40</div>'
        '<div class="share"><a href="#">Comparteix</a></div>'
        f'<div class="article-body">{_ps(a[:2])}<div class="related-news"><span>Notícies relacionades</span>'
        f'<a href="/ca/1">Els taxis elèctrics duplicaran la flota</a></div>{_ps(a[2:])}</div>'
        '<div class="subscribe-box"><p>Subscriu-te per seguir llegint i donar suport al periodisme de qualitat.</p>'
        '<a href="/subscripcio">Subscriu-te</a></div></article></main>'
        + _foot("El Periódico", '<a href="/ca/avis-legal">Avís legal</a>'))


PAGES["el-periodico-ca"] = NewsPage(
    _periodico(), "https://www.elperiodico.example.com/ca/barcelona/20261126/barcelona-amplia-zbe-1234567",
    (*PERIODICO, "La mesura afectarà uns 200.000 vehicles a partir del 2028"),
    ("Actualitzada", "Comparteix", "Notícies relacionades", "taxis elèctrics", "Subscriu-te"),
    {"author": "Pau Rodríguez", "date": "2026-11-26", "lang": "ca"})


globals().update(page_tests(PAGES, OPEN, title=True, byline=True, open_furniture=OPEN_FURNITURE, languages={}))
