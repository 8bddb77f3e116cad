"""Regression tests for the furniture of Czech and Slovak news pages and of WordPress sites in Czech, Slovak, Polish,
Spanish, Dutch and Portuguese that stayed in ``vert``'s text after session 25 (session 26): WordPress's and Jetpack's
translated strings (the comment form's note, "Páči sa mi to Načítava sa…", "Curtir Carregando…", "Compartilhe
isso:", the post navigation, the author archive's link), the closed discussion of a news article and its login
prompt ("Diskuse k článku je uzavřena.", "Pro přidání komentáře se musíte přihlásit."), Slovak, Polish, Dutch and
Portuguese paywall lines, iDNES's Premium offer, SME's dateline with an abbreviated month, Denník N's photo credit,
reading times with their label, Slovak, Dutch and Portuguese tag labels, and an unlinked Dutch or Portuguese "read
also" line; the writer's name from a Czech or Slovak credit line, and no section stated as the author.  Beside each
rule, real sentences with the same words stay: the rules match whole blocks.  The whole pages go through
``document.process``, the worker's step, with their date and writer."""

from __future__ import annotations

import re

import pytest
from czech_article import P
from czech_article import article as _article
from czech_article import only_the_text as _only_the_text
from czech_article import texts as _texts
from vert_support import processed

# --- a line of a site's or a theme's interface between the paragraphs ----------------------------------------

@pytest.mark.parametrize("line", [
    # WordPress's comment form and its empty list in Czech, Slovak, Polish, Dutch and Portuguese
    "Vaše e-mailová adresa nebude zveřejněna. Vyžadované informace jsou označeny *",
    "Vaša e-mailová adresa nebude zverejnená. Vyžadované polia sú označené *",
    "Twój adres e-mail nie zostanie opublikowany. Wymagane pola są oznaczone *",
    "Je e-mailadres wordt niet gepubliceerd. Vereiste velden zijn gemarkeerd met *",
    "O seu endereço de e-mail não será publicado. Campos obrigatórios são marcados com *",
    "Uložit do prohlížeče jméno, e-mail a webovou stránku pro budoucí komentáře.",
    "Pridaj komentár", "Deixe uma resposta", "Brak komentarzy", "Geen reacties",
    # Jetpack's like button with its loading text, its likes' and sharing headings
    "Páči sa mi to Načítava sa...", "Curtir Carregando...", "Vind-ik-leuk Laden...", "Páči sa mi to:",
    "Curtir isso:", "Compartilhe isso:", "Partilhe isto:", "Compartir esto:", "Dit delen:", "Udostępnij to:",
    # the post navigation and the author archive's link
    "Navigace pro příspěvek", "Navigácia článku", "Nawigacja wpisu", "Berichtnavigatie", "Navegação de Post",
    "Předchozí příspěvek", "Další příspěvek", "Entrada anterior", "Entrada siguiente", "Próximo post",
    "Zobraziť všetky články od Katarína Šimková", "Bekijk alle berichten van Pieter de Vries",
    "Zobacz wszystkie wpisy, których autorem jest Anna Kowalska", "Ver todos os posts de João Silva",
    # closed comments and the login they ask for, one or both in a block
    "Diskuse k článku je uzavřena.", "Komentáře jsou uzavřeny.", "Komentáre sú uzavreté.",
    "Diskusia k článku je uzavretá.", "Pro přidání komentáře se musíte přihlásit.",
    "Pre pridanie komentára sa musíte prihlásiť.",
    "Pro přidání komentáře se musíte přihlásit. Diskuse k článku je uzavřena.",
    "Komentarze są wyłączone.", "Reacties zijn gesloten.", "Comentários estão fechados.",
    # paywall lines
    "Tento článek je exkluzivním obsahem pro předplatitele Seznam Zpráv.",
    "Tento článok je exkluzívnym obsahom pre predplatiteľov.",
    "Pre pokračovanie v čítaní sa prihláste alebo si kúpte predplatné.",
    "Predplaťte si SME.sk a čítajte bez obmedzení.",
    "Predplatné Denníka N si môžete kúpiť už od 5,49 € mesačne.",
    "Artykuł dostępny tylko dla subskrybentów.", "Dit artikel is alleen voor abonnees.",
    "Este conteúdo é exclusivo para assinantes.",
    # SME's dateline, with the month abbreviated
    "28. nov 2026 o 8:15",
    # Jetpack's related posts' heading in Spanish, Portuguese and Polish
    "Relacionado", "Podobne",
    # a Slovak site's photo credit, a reading time with its label, a subscriber's login prompt, iDNES's offer, a
    # stamp's word alone, a Slovak relative time
    "Foto N – Tomáš Benedikovič", "Foto TASR – Martin Baumann", "Čtení: 4 min", "Přečtení zabere 4 minuty",
    "Jste předplatitel? Přihlaste se", "Už ste predplatiteľ? Prihláste sa.", "Vyzkoušejte iDNES Premium",
    "Získejte iDNES Premium", "Aktualizováno", "Aktualizované", "Pred 5 minútami",
    # Polish, Portuguese and Dutch news sites' stamps, share and follow lines, advert marker and login prompt
    "Udostępnij artykuł", "Data publikacji: 21.11.2026", "Atualizado em 17/11/2026 às 10h",
    "Geplaatst op 18 november 2026", "Continua após a publicidade", "Continua depois da publicidade",
    "Siga-nos no Google News", "Já é assinante? Faça login",
    # a Portuguese offer, the tips' prompts in Polish, Spanish, Dutch and Portuguese
    "Assine o Notícias por R$ 1,90 no primeiro mês", "Masz ciekawy temat? Napisz do nas na adres redakcja@example.pl",
    "¿Tienes una pista? Escríbenos a pistas@example.es", "Heb je een tip? Mail ons via tips@example.nl",
    "Tem uma sugestão? Envie para redacao@example.com.br",
    # a messaging channel's pitch, El País's follow line under its articles
    "Receba as notícias do dia no seu WhatsApp", "Get the latest news on WhatsApp", "Recibe las noticias en tu Telegram",
    "Sigue toda la información de Economía y Negocios en Facebook y X, o en nuestra newsletter semanal",
])
def test_wordpress_and_news_interface_lines_in_more_languages_go(line):
    texts = _texts(_article(f"<p>{line}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    '<p>Značky: knižnica, Poprad</p>',
    '<p>Témy: parlament, konsolidácia</p>', '<p>Ďalšie témy: Bratislava, doprava, električky</p>',
    '<p>Categorieën: Nieuws, Verkeer</p>', '<p>Categorias: Notícias, Obras</p>',
    # an unlinked "read also" line with the other article's title (the link went with its box's script)
    "<p><strong>Lees ook:</strong> Nieuwe bushalte bij het ziekenhuis</p>",
    "<p><strong>Leia também:</strong> Feira livre muda de endereço</p>",
    "<p>Veja também: Prefeitura anuncia obras no centro</p>",
])
def test_tag_labels_and_unlinked_read_also_lines_in_more_languages_go(line):
    texts = _texts(_article(line))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Relacionado con el caso, el juez citó a tres testigos que declararon el martes.",
    "Podobne jak w zeszłym roku, ceny mieszkań w centrum miasta wzrosły o kilka procent.",
    "Diskuse byla uzavřena až po půlnoci, kdy zastupitelé hlasovali o rozpočtu.",
    "Předchozí příspěvek pana Nováka na blogu vyvolal bouřlivou reakci čtenářů.",
    "Páči sa mi to, povedal starosta po prehliadke novej knižnice.",
    "Dit artikel is alleen voor abonnees van de krant tot maandag gratis te lezen.",
    "Predplatné si môžete kúpiť v každom novinovom stánku, uviedol vydavateľ.",
    "Stretnutie sa uskutoční 28. nov 2026 o 8:15 na mestskom úrade.",
    "Komentáře jsou uzavřeny v samostatné sekci, kterou moderuje redakce.",
    "Este conteúdo é exclusivo para assinantes, explicou o diretor, mas a reportagem principal é aberta.",
    "Próximo post de vigilância será instalado na entrada da cidade.",
    "Brak komentarzy ze strony ministerstwa wywołał falę krytyki.",
    "Geen reacties kwamen er van de gemeente, ondanks herhaalde vragen.",
    "Značky Škoda, Volkswagen a Seat patří k nejprodávanějším v Česku.",
    "Témy: dôchodky a zdravotníctvo ovládli celú predvolebnú debatu.",
    "Pro přidání komentáře se musíte přihlásit, upozorňuje web, který loni změnil pravidla diskuse.",
    "Lees ook: de gemeente heeft het plan goedgekeurd. Daarna volgt de bouw.",
    "Přečtěte si pozorně smlouvu, než ji podepíšete, radí spotřebitelská poradna.",
    "Získejte iDNES Premium zdarma na měsíc, nabízí vydavatel v nové kampani pro studenty.",
    "Jste předplatitel a máte problém s přihlášením? Ozvěte se nám na lince podpory, která funguje nonstop.",
    "Čtení zabere asi 4 minuty, ale pochopení celé věci mnohem déle, říká autor knihy.",
    "Foto roku – soutěž vyhlásila vítěze.",
    "Aktualizováno bylo i nařízení o provozu městské hromadné dopravy v centru.",
    "Pred 5 minútami sa na diaľnici D1 zrazili dve autá, polícia uzavrela jeden jazdný pruh.",
    "Geplaatst op 18 november 2026 werd de eerste steen van het nieuwe gemeentehuis gelegd door de burgemeester.",
    "Continua após a publicidade do governo a polêmica sobre os gastos da campanha.",
    "Já é assinante há dez anos, conta a leitora, e nunca perdeu uma edição do jornal.",
    "Udostępnij artykuł znajomym, apeluje fundacja, która zbiera pieniądze na leczenie chłopca.",
    "Masz ciekawy temat? Napisz do nas, a nasi dziennikarze sprawdzą każdą informację, którą otrzymamy od czytelników.",
    "Assine o contrato por R$ 1,90 milhão, disse o prefeito sobre a proposta da empresa.",
    "Receba as notícias do dia no seu WhatsApp, mas cuidado com golpes que circulam pelo aplicativo, alerta a polícia.",
])
def test_sentences_with_those_words_stay(line):
    texts = _texts(_article(f"<p>{line}</p>"))
    assert line in texts and all(p in texts for p in P)


# --- whole pages through the worker's step ---------------------------------------------------------------------

def _paragraphs(body: str) -> list[str]:
    """The paragraphs' texts of a rendered document (tokens joined by spaces, glued ones without)."""
    out: list[str] = []
    words: list[str] = []
    glue = False
    for line in body.splitlines():
        if line.startswith(("<p", "<head")):
            words, glue = [], False
        elif line in ("</p>", "</head>"):
            out.append(" ".join(words))
        elif line == "<g/>":
            glue = True
        elif not line.startswith("<"):
            word = line.split("\t")[0]
            if glue and words:
                words[-1] += word
            else:
                words.append(word)
            glue = False
    return out


SK_POST = (
    "Mestská knižnica v Poprade bude od decembra otvorená aj v sobotu. Rozhodlo o tom vedenie mesta na základe "
    "ankety medzi čitateľmi.",
    "Riaditeľka knižnice uviedla, že čitatelia dlhodobo žiadali dlhšie otváracie hodiny. Najmä študenti a pracujúci "
    "sa cez týždeň do knižnice nedostanú.",
    "Tešíme sa na vás!",
)


def _wordpress_sk() -> str:
    """A Slovak town paper's post in a WordPress theme with Jetpack, as its Slovak translation renders it."""
    return (
        '<!DOCTYPE html><html lang="sk"><head><meta charset="utf-8"><meta property="og:type" content="article">'
        "<title>Mestská knižnica rozšíri otváracie hodiny | Noviny z Tatier</title></head>"
        '<body class="single single-post"><header class="site-header"><a href="/">Noviny z Tatier</a>'
        '<nav><a href="/">Domov</a><a href="/spravy/">Správy</a><a href="/kontakt/">Kontakt</a></nav></header>'
        '<main><article class="post type-post"><header class="entry-header">'
        '<h1 class="entry-title">Mestská knižnica rozšíri otváracie hodiny</h1>'
        '<div class="entry-meta">Pridané <time class="entry-date" datetime="2026-11-22T09:30:00+01:00">22. novembra '
        '2026</time> autor <span class="author vcard"><a href="/author/simkova/">Katarína Šimková</a></span></div>'
        f'</header><div class="entry-content"><p>{SK_POST[0]}</p><p>{SK_POST[1]}</p><p>{SK_POST[2]}</p>'
        '<div class="sharedaddy"><h3 class="sd-title">Zdieľať:</h3><ul><li><a href="#">Facebook</a></li>'
        '<li><a href="#">WhatsApp</a></li></ul></div>'
        '<div class="sharedaddy sd-like"><h3 class="sd-title">Páči sa mi to:</h3>'
        "<p>Páči sa mi to Načítava sa...</p></div></div>"
        '<footer class="entry-footer"><span class="tags-links">Značky: <a href="/tag/kniznica/">knižnica</a>, '
        '<a href="/tag/poprad/">Poprad</a></span></footer></article>'
        '<nav class="post-navigation"><h2>Navigácia článku</h2><a href="/a/">Predchádzajúci článok</a></nav>'
        '<div id="comments"><div class="comment-respond"><h3>Pridaj komentár</h3><p class="comment-notes">Vaša '
        "e-mailová adresa nebude zverejnená. Vyžadované polia sú označené *</p></div></div></main>"
        '<footer class="site-footer"><p>Hrdo poháňa WordPress</p></footer></body></html>')


def test_a_slovak_wordpress_post_comes_out_without_jetpacks_lines_with_its_date_and_writer():
    doc = processed(_wordpress_sk(), "https://www.novinyztatier.sk/2026/11/22/kniznica-otvaracie-hodiny/")
    paragraphs = _paragraphs(doc.body)
    assert paragraphs == ["Mestská knižnica rozšíri otváracie hodiny", *SK_POST]
    assert doc.attrs["date"] == "2026-11-22" and doc.attrs["author"] == "Katarína Šimková"
    assert set(re.findall(r'<p lang="(\w+)"', doc.body)) == {"sk"}


PT_POST = (
    "A prefeitura anunciou nesta segunda-feira a reforma completa do mercado municipal, que tem mais de cem anos. "
    "As obras devem começar em fevereiro.",
    "Segundo o secretário de obras, o projeto prevê a troca do telhado e a modernização das bancas. Os comerciantes "
    "serão transferidos temporariamente.",
    "O investimento será de doze milhões de reais, com recursos do governo estadual.",
)


def test_a_portuguese_wordpress_post_comes_out_without_its_share_like_and_read_also_lines():
    html = (
        '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta property="og:type" content="article">'
        "<title>Prefeitura anuncia reforma do mercado municipal – Jornal da Cidade</title></head>"
        '<body class="single single-post"><header><a href="/">Jornal da Cidade</a></header>'
        '<main><article class="post"><h1 class="entry-title">Prefeitura anuncia reforma do mercado municipal</h1>'
        '<div class="entry-meta">Publicado em <time datetime="2026-11-17T09:00:00-03:00">17 de novembro de 2026'
        '</time> por <span class="author vcard"><a href="/author/joao/">João Silva</a></span></div>'
        f'<div class="entry-content"><p>{PT_POST[0]}</p><p>{PT_POST[1]}</p>'
        "<p><strong>Leia também:</strong> Feira livre muda de endereço</p>"
        f"<p>{PT_POST[2]}</p>"
        '<div class="sharedaddy"><h3>Compartilhe isso:</h3><a href="#">Facebook</a><a href="#">WhatsApp</a></div>'
        '<div class="sharedaddy sd-like"><h3>Curtir isso:</h3><p>Curtir Carregando...</p></div>'
        '<div class="jp-relatedposts"><h3>Relacionado</h3></div></div></article>'
        '<div id="comments"><h3>Deixe uma resposta</h3><p>O seu endereço de e-mail não será publicado. Campos '
        "obrigatórios são marcados com *</p><p>Comentários estão fechados.</p></div></main></body></html>")
    doc = processed(html, "https://www.jornaldacidade.com.br/2026/11/17/reforma-mercado/")
    assert _paragraphs(doc.body) == ["Prefeitura anuncia reforma do mercado municipal", *PT_POST]
    assert doc.attrs["date"] == "2026-11-17" and doc.attrs["author"] == "João Silva"


CS_NEWS = (
    "Kriminalisté z Olomouce obvinili trojici mužů z krádeží kabelů na železnici. Škoda přesáhla dva miliony korun.",
    "Muži podle policie od jara kradli měděné kabely na tratích mezi Olomoucí a Přerovem. Několikrát kvůli nim "
    "musely vlaky jezdit ve výlukovém režimu.",
    "Hrozí jim až osm let.",
)


def test_a_czech_news_article_comes_out_without_its_closed_discussions_lines():
    """The comments' box under a news article, closed, in an element of a generated class name (as Novinky's): its
    line, a login prompt and the notice, stayed."""
    html = (
        '<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><meta property="og:type" content="article">'
        "<title>Policie dopadla zloděje kovů z železniční trati - Zprávy</title></head><body>"
        '<header><nav><a href="/">Zprávy</a><a href="/domaci">Domácí</a></nav></header>'
        '<main><article><h1>Policie dopadla zloděje kovů z železniční trati</h1>'
        '<div class="meta"><span>28. 11. 2026, 9:14</span></div>'
        f'<p class="perex">{CS_NEWS[0]}</p><div class="text"><p>{CS_NEWS[1]}</p><p>{CS_NEWS[2]}</p></div>'
        '<div class="f_cK"><p>Pro přidání komentáře se musíte přihlásit. Diskuse k článku je uzavřena.</p></div>'
        "</article></main></body></html>")
    doc = processed(html, "https://www.zpravy.cz/krimi/policie-dopadla-zlodeje-kovu-40451234")
    assert _paragraphs(doc.body) == ["Policie dopadla zloděje kovů z železniční trati", *CS_NEWS]
    assert doc.attrs["date"] == "2026-11-28"


@pytest.mark.parametrize("href", ["/autori/1234/jana-kovacova", "https://www.example.sk/author/57/jana-kovacova/"])
def test_a_link_to_the_writers_page_after_their_number_names_the_writer(href):
    html = (
        '<!DOCTYPE html><html lang="sk"><head><meta charset="utf-8"><meta property="og:type" content="article">'
        "<title>V Bratislave pribudne nová električková trať</title></head><body><main><article>"
        f'<h1>V Bratislave pribudne nová električková trať</h1><div class="meta"><a href="{href}">Jana Kováčová</a>'
        f"</div><p>{SK_POST[0]}</p><p>{SK_POST[1]}</p></article></main></body></html>")
    doc = processed(html, "https://www.example.sk/c/23412345/v-bratislave-pribudne-nova-elektrickova-trat.html")
    assert doc.attrs["author"] == "Jana Kováčová"


# --- the writer's name from a Czech or Slovak credit line --------------------------------------------------------

@pytest.mark.parametrize(("line", "author"), [
    ("Jan Novotný, ČTK | 24. listopadu 2026", "Jan Novotný; ČTK"),  # iROZHLAS's, Aktuálně's writer and agency
    ("Michal Hudec, TASR | 26. 11. 2026", "Michal Hudec; TASR"),
    ("Text: Jana Dvořáková, foto: Petr Malý", "Jana Dvořáková"),  # the photographer is no author
    ("Peter Horváth, redaktor", "Peter Horváth"),  # the writer's trade after the name
    ("Jana Malá | redaktorka", "Jana Malá"),
])
def test_a_czech_or_slovak_credit_line_under_the_headline_names_the_writer(line, author):
    text = SK_POST if "TASR" in line or "Horváth" in line else CS_NEWS
    html = (
        '<!DOCTYPE html><html><head><meta charset="utf-8"><meta property="og:type" content="article">'
        "<title>Vláda schválila rozpočet</title></head><body><main><article><h1>Vláda schválila rozpočet</h1>"
        f'<div class="meta">{line}</div><p>{text[0]}</p><p>{text[1]}</p></article></main></body></html>')
    doc = processed(html, "https://www.zpravy.cz/domaci/vlada-schvalila-rozpocet-12345")
    assert doc.attrs["author"] == author
    assert line.split(" |")[0] not in _paragraphs(doc.body)


@pytest.mark.parametrize("line", ["Praha, ČTK", "Text: Jan Novák, foto: archiv", "Zdroj: ČTK, redakce"])
def test_a_place_or_an_unnamed_credit_is_no_writer(line):
    html = (
        '<!DOCTYPE html><html><head><meta charset="utf-8"><meta property="og:type" content="article">'
        "<title>Vláda schválila rozpočet</title></head><body><main><article><h1>Vláda schválila rozpočet</h1>"
        f'<div class="meta">{line}</div><p>{CS_NEWS[0]}</p><p>{CS_NEWS[1]}</p></article></main></body></html>')
    doc = processed(html, "https://www.zpravy.cz/domaci/vlada-schvalila-rozpocet-12345")
    assert doc.attrs["author"] == ""


# --- a section stated as the author -----------------------------------------------------------------------------

def _stated_author_page(authors: str) -> str:
    return (
        '<!DOCTYPE html><html><head><meta charset="utf-8"><meta property="og:type" content="article">'
        '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "NewsArticle", '
        f'"headline": "Vláda schválila rozpočet", "author": [{authors}]}}</script>'
        "<title>Vláda schválila rozpočet</title></head><body><main><article><h1>Vláda schválila rozpočet</h1>"
        f"<p>{CS_NEWS[0]}</p><p>{CS_NEWS[1]}</p></article></main></body></html>")


@pytest.mark.parametrize(("url", "authors", "author"), [
    # Aktuálně's JSON-LD names the section the article's author
    ("https://zpravy.aktualne.cz/zahranici/rusky-utok-na-ukrajinu/r~df9a852493f5/",
     '{"@type": "Person", "name": "Zahraničí"}', ""),
    ("https://zpravy.aktualne.cz/domaci/objevil-zaklady-genetiky/r~72f436b405c8/",
     '{"@type": "Person", "name": "Domácí"}, {"@type": "Person", "name": "ČTK"}', "ČTK"),
    ("https://sport.aktualne.cz/fotbal/listky-na-portugalce/r~4400613cb92c/", '{"@type": "Person", "name": "Sport"}', ""),
    # ... a writer stays: two words, or a word that is no folder of the address
    ("https://zpravy.aktualne.cz/domaci/objevil-zaklady-genetiky/r~72f436b405c8/",
     '{"@type": "Person", "name": "Jana Domácí"}', "Jana Domácí"),
    ("https://zpravy.aktualne.cz/domaci/objevil-zaklady-genetiky/r~72f436b405c8/",
     '{"@type": "Person", "name": "ČTK"}', "ČTK"),
    # ... and so does a one-word name that is the article's own slug, not a folder
    ("https://www.example.cz/blog/marek", '{"@type": "Person", "name": "Marek"}', "Marek"),
])
def test_a_section_stated_as_the_author_is_no_writer(url, authors, author):
    assert processed(_stated_author_page(authors), url).attrs["author"] == author


# --- the writer's bio under the article -------------------------------------------------------------------------

@pytest.mark.parametrize("bio", [
    "Anna Kowalska – dziennikarka Gazety Lokalnej od 2015 roku. Pisze o samorządzie i transporcie.",
    "Jan Novák píše pro Zpravodaj o dopravě a o dění na radnici. Předtím pracoval v rozhlase.",
    "Pieter de Vries schrijft voor het Streekblad over verkeer en ruimtelijke ordening.",
])
def test_a_writers_bio_under_the_article_goes(bio):
    """The author box's bio, its heading ("O autorze", "O autorovi") gone with the container's short lines: the
    name, then a dash and the trade, or what the writer writes for."""
    box = f'<div class="e1"><h4>O autorovi</h4><p>{bio}</p></div>'
    texts = _texts(_article("").replace("</div></article>", f"</div>{box}</article>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


def test_a_paragraph_on_what_someone_writes_for_stays_in_the_text():
    line = "Jan Novák píše pro Zpravodaj o dopravě a o dění na radnici už dvacet let."
    texts = _texts(_article(f"<p>{line}</p>"))
    assert line in texts and all(p in texts for p in P)


# --- an article's meta line in any language ------------------------------------------------------------------------

@pytest.mark.parametrize("spans", [
    ["Jane Doe", "November 18, 2026, 3:00 PM", "Updated 5:12 PM", "3 min read"],
    ["Max Mustermann", "18.11.2026, 15:00 Uhr", "Aktualisiert: 18.11.2026, 17:12 Uhr", "3 Min. Lesezeit"],
    ["Jan Novák", "18. listopadu 2026 15:00", "Aktualizováno 18. 11. 2026 17:12", "3 min. čtení"],
    ["Anna Nowak", "21 listopada 2026, 10:00", "Aktualizacja: 21.11.2026 12:30", "4 min czytania"],
    ["Lucía Pérez", "Madrid - 19 nov 2026 - 12:00 CET", "Actualizado: 19/11/2026 14:30h"],
    ["Door Sanne Jansen", "18 nov 2026 om 15:00", "Bijgewerkt om 17:12", "Leestijd 3 minuten"],
    ["Por Ana Souza", "17/11/2026 09h00", "Atualizado há 2 horas", "Tempo de leitura: 3 min"],
    ["Marie Dupont", "Publié le 18 novembre 2026 à 15h00", "Mis à jour le 18 novembre 2026 à 17h12", "Lecture 3 min."],
])
@pytest.mark.parametrize("between", [" ", ""])
def test_an_articles_meta_line_of_spans_goes(spans, between):
    """The writer, the date and time, the update's stamp and the reading time, each a <span> of one line, with
    blanks between them or none (a template's elements run together: "Jan Novák18. listopadu 2026")."""
    line = "<div class='meta'>" + between.join(f"<span>{s}</span>" for s in spans) + "</div>"
    texts = _texts(_article(line))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Konzert am 18.11.2026 um 20:00 Uhr in der Stadthalle",
    "The results were published on 18 November 2026 at 15:00 by the Electoral Commission.",
    "Premiere 18. November 2026, 20:00 Uhr Stadttheater",
    "Het rapport werd gepubliceerd op 18 november 2026 om 15:00 door het CBS.",
    "O relatório foi publicado em 17/11/2026 às 09h00 pelo IBGE.",
])
def test_a_line_of_the_text_with_a_date_a_time_and_a_stamps_word_stays(line):
    texts = _texts(_article(f"<p>{line}</p>"))
    assert line in texts and all(p in texts for p in P)


@pytest.mark.parametrize("buttons", [
    ["Compartir en Facebook", "Compartir en X", "Copiar enlace", "Comentarios (34)"],
    ["Compartilhar no WhatsApp", "Compartilhar no Facebook", "Copiar link"],
    ["Deel dit artikel", "Reageer"],
    ["Share on Facebook", "Share on X", "Copy link", "Comments (34)"],
])
@pytest.mark.parametrize("between", [" ", ""])
def test_a_row_of_share_buttons_in_more_languages_goes(buttons, between):
    line = "<div class='tools'>" + between.join(f"<a href='#'>{b}</a>" for b in buttons) + "</div>"
    texts = _texts(_article(line))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Share on Facebook, the company said, fell by three percent after the report.",
    "Delen op Facebook is verboden voor ambtenaren, zegt de minister.",
    "Comentar en X y en Facebook sin leer el artículo es muy común, según el estudio.",
])
def test_a_sentence_about_sharing_stays(line):
    texts = _texts(_article(f"<p>{line}</p>"))
    assert line in texts and all(p in texts for p in P)
