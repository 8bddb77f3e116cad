"""Regression tests for the classes session 29 left open: a short deck without a full stop under the headline, a
forum post's header inside its text's box, old Reddit's subreddit name over the post, a writer's name glued to the
date ("Redacción EC13/11/2026 18:30"), a contributor's bio box by the byline, German upsell lines of a site's paid
tier, "follow us on network X" lines in Czech and Slovak, and a live blog whose entries have long anchors.  Each page
goes through ``document.process``, the worker's step; beside each rule, lines of the same shape that are text, or
furniture of another kind, are checked too."""

from __future__ import annotations

import json
import re

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, article_ld, processed


def _texts(html: str, url: str) -> list[str]:
    return _paragraphs(processed(html, url).body)


def _foot(site: str) -> str:
    return (f'<footer class="site-footer"><nav><a href="/about">About</a> <a href="/privacy">Privacy</a></nav>'
            f'<p>© 2026 {site}</p></footer></body></html>')


def _news(lang: str, headline: str, author: str, day: str, top: str, paragraphs: tuple[str, ...], after: str = "",
          site: str = "Example News", between: str = "") -> str:
    """A news article page: the site's header, ``<article>`` with the headline and ``top`` (deck, byline, date),
    the body's paragraphs (``between`` after the second), ``after`` below them."""
    body = "".join(f"<p>{t}</p>" for t in paragraphs[:2]) + between + "".join(f"<p>{t}</p>" for t in paragraphs[2:])
    return (article_head(f"{headline} | {site}", lang, article_ld("NewsArticle", headline, author, day))
            + f'<body><header class="site-header"><a href="/">{site}</a><nav><a href="/news">News</a> '
            f'<a href="/sport">Sport</a></nav></header><main><article><h1>{headline}</h1>{top}'
            f'<div class="article-body">{body}</div>{after}</article></main>' + _foot(site))


# --- 1. a short deck without a full stop under the headline -------------------------------------------------------

EN = ("Auckland Council has voted to introduce a targeted rate to pay for flood protection works in the city's western "
      "suburbs, adding about $150 a year to the average household's bill.",
      "The rate will fund stormwater upgrades and the buyout of homes that were badly damaged in the 2023 floods.",
      "Councillors debated the proposal for more than four hours before it passed by 13 votes to 8.")
ES = ("El Gobierno aprobó este martes un plan para rehabilitar medio millón de viviendas antes de 2030, con ayudas de "
      "hasta el 80 % del coste de las obras para las familias con menos ingresos.",
      "La ministra de Vivienda explicó que las primeras convocatorias se abrirán en primavera en todas las comunidades.",
      "Las asociaciones de inquilinos celebraron la medida, aunque piden que llegue también a los alquileres.")
_EN_TOP = '<div class="byline"><span>Todd Niall</span><time datetime="2026-11-26T04:00:00Z">05:00, Nov 27 2026</time></div>'
_ES_TOP = '<div class="autor"><span>Lucía Gómez</span> <time datetime="2026-11-25T09:00:00+01:00">25/11/2026</time></div>'


@pytest.mark.parametrize("lang, text, top, deck", [
    ("en", EN, _EN_TOP, '<p class="intro">Average homeowner will pay about $150 more a year</p>'),
    ("en", EN, _EN_TOP, '<div class="standfirst"><p>Ratepayers in the west face the biggest rise in a decade</p></div>'),
    ("es", ES, _ES_TOP, '<p class="entradilla">El plan prevé ayudas de hasta el 80 % para las familias con menos '
                        'ingresos</p>'),
])
def test_a_short_deck_without_a_full_stop_under_the_headline_stays(lang, text, top, deck):
    headline = "Council votes for flood protection rate" if lang == "en" else "El Gobierno aprueba un plan de vivienda"
    html = _news(lang, headline, "Todd Niall" if lang == "en" else "Lucía Gómez", "2026-11-25", deck + top, text)
    got = _texts(html, "https://www.news.example.com/national/2026/11/25/plan-story-350123456")
    assert got == [headline, re.sub(r"<[^>]+>", "", deck), *text]


@pytest.mark.parametrize("lang, text, top, line", [
    ("en", EN, _EN_TOP, '<p class="kicker">Local Democracy Reporting</p>'),
    ("en", EN, _EN_TOP, '<p class="category">Politics and government</p>'),
    ("en", EN, _EN_TOP, '<p class="updated">Updated 5 min ago</p>'),
    ("en", EN, _EN_TOP, '<p class="meta">Updated 26 November 2026, 5:02pm</p>'),
    ("es", ES, _ES_TOP, '<p class="seccion">Vivienda y urbanismo en España</p>'),
    ("es", ES, _ES_TOP, '<p class="actualizado">Actualizado hace 5 minutos</p>'),
])
def test_short_furniture_lines_under_the_headline_stay_out(lang, text, top, line):
    headline = "Council votes for flood protection rate" if lang == "en" else "El Gobierno aprueba un plan de vivienda"
    html = _news(lang, headline, "Todd Niall" if lang == "en" else "Lucía Gómez", "2026-11-25", line + top, text)
    got = _texts(html, "https://www.news.example.com/national/2026/11/25/plan-story-350123456")
    assert got == [headline, *text]


# --- 4. a writer's name or a desk glued to the date, the date written with slashes ----------------------------------

ELCOMERCIO = ("El Congreso aprobó en primera votación la reforma que devuelve la bicameralidad al país, tras un debate "
              "de más de seis horas en el pleno.",
              "La norma deberá ser ratificada en una segunda legislatura antes de entrar en vigor en 2028.",
              "Los grupos de oposición anunciaron que presentarán una demanda ante el Tribunal Constitucional.")
FOLHA = ("O Senado aprovou nesta quarta-feira o projeto que amplia a faixa de isenção do imposto de renda para quem "
         "ganha até cinco mil reais por mês.",
         "O texto segue agora para sanção presidencial e deve valer a partir de janeiro do próximo ano.",
         "Segundo o governo, cerca de dez milhões de contribuintes deixarão de pagar o imposto.")
USNEWS = ("The county board approved a new contract for school bus drivers on Thursday, ending a strike that had "
          "kept thousands of children home for a week.",
          "Drivers will receive a 9 percent raise over two years and new limits on split shifts.",
          "Buses are expected to run on their normal routes from Monday morning.")


@pytest.mark.parametrize("lang, headline, author, day, stamp, text, url", [
    ("es", "Congreso aprueba en primera votación la bicameralidad", "Redacción EC", "2026-11-13",
     '<p class="story-contents__details"><strong>Redacción EC</strong><time datetime="2026-11-13T18:30'
     ':00-05:00">13/11/2026 18:30</time></p>', ELCOMERCIO,
     "https://elcomercio.example.pe/politica/congreso-aprueba-bicameralidad-noticia/"),
    # the metadata names the writer, the page its desk
    ("pt", "Senado aprova ampliação da isenção do IR", "Mariana Souza", "2026-11-12",
     '<div class="c-content-head__info"><span>Redação Folha</span><time>12/11/2026 18h30</time></div>', FOLHA,
     "https://www1.folha.example.com.br/mercado/2026/11/senado-aprova-isencao-do-ir.shtml"),
    # month first
    ("en", "County board approves bus drivers contract", "Staff Reporter", "2026-11-13",
     '<div class="article-info"><span>Staff Reporter</span><span>11/13/2026 6:30 PM</span></div>', USNEWS,
     "https://www.countynews.example.com/news/2026/11/13/county-board-approves-bus-drivers-contract/"),
])
def test_a_name_glued_to_the_date_written_with_slashes_is_metadata(lang, headline, author, day, stamp, text, url):
    """The stamp under the article's lead (El Comercio's ``h2.sht__summary``), which keeps the short lines after it."""
    lead = {"es": "La reforma deberá ser ratificada en una segunda legislatura para entrar en vigor.",
            "pt": "Projeto segue para sanção e deve valer a partir de janeiro.",
            "en": "The deal ends a week-long strike that kept thousands of children at home."}[lang]
    html = _news(lang, headline, author, day, f'<p class="sht__summary">{lead}</p>{stamp}', text)
    assert _texts(html, url) == [headline, lead, *text]


def test_a_sentence_with_the_day_written_with_slashes_stays():
    """The article's day in a sentence is text; a line of a name and another day is no stamp of this article (a
    timeline's entry)."""
    from corpustools.vert.headline import _slashed_date_line

    sentence = "El 13/11/2026 el Congreso votó la reforma por primera vez."
    html = _news("es", "Congreso aprueba en primera votación la bicameralidad", "Redacción EC", "2026-11-13",
                 "", (sentence, *ELCOMERCIO))
    assert sentence in _texts(html, "https://elcomercio.example.pe/politica/congreso-aprueba-bicameralidad-noticia/")
    assert not _slashed_date_line("Redacción EC 02/10/2026", "2026-11-13")
    assert _slashed_date_line("Redacción EC13/11/2026 18:30", "2026-11-13")


# --- 6. a German site's upsell lines of its paid tier ----------------------------------------------------------------

GOLEM = ("Der Hersteller hat eine neue Version seines Betriebssystems veröffentlicht. Sie schließt mehrere kritische "
         "Sicherheitslücken, die bereits aktiv ausgenutzt werden.",
         "Betroffen sind laut dem Sicherheitshinweis alle Geräte, die noch nicht auf Version 18.2 aktualisiert wurden.",
         "Nutzer sollten das Update so schnell wie möglich installieren. Es steht in den Einstellungen bereit.")
UPSELLS_DE = ("Golem Plus Artikel", "Artikel freischalten", "Jetzt Artikel freischalten",
              "Jetzt weiterlesen mit Golem Plus", "heise+ | Artikel freischalten", "Jetzt weiterlesen mit heise+",
              "Mit Golem Plus werbefrei lesen", "Diesen Artikel freischalten", "Jetzt freischalten",
              "Plus-Artikel freischalten", "Weiterlesen mit SPIEGEL+")


@pytest.mark.parametrize("line", UPSELLS_DE)
def test_a_german_sites_upsell_line_goes(line):
    html = _news("de", "Kritische Lücken werden bereits ausgenutzt", "Moritz Tremmel", "2026-11-25",
                 '<div class="authors">Ein Bericht von <a href="/autoren/tremmel">Moritz Tremmel</a></div>', GOLEM,
                 between=f'<p class="plus-teaser">{line}</p>', site="Golem.de")
    got = _texts(html, "https://www.golem.example.de/news/sicherheitsupdate-kritische-luecken-2611-200123.html")
    assert got == ["Kritische Lücken werden bereits ausgenutzt", *GOLEM]


def test_a_sentence_on_a_paid_tier_and_a_products_name_stay():
    """A sentence on the tier is text, and so is a product's name of the same shape over a review's section (the tier's
    name alone, "Golem Plus", is left for that reason)."""
    sentence = "Mit Golem Plus will der Verlag bis Ende des Jahres zehntausend zahlende Leser gewinnen."
    html = _news("de", "Kritische Lücken werden bereits ausgenutzt", "Moritz Tremmel", "2026-11-25", "",
                 (*GOLEM, sentence), site="Golem.de", between="<h2>Disney Plus</h2>")
    got = _texts(html, "https://www.golem.example.de/news/sicherheitsupdate-kritische-luecken-2611-200123.html")
    assert sentence in got and "Disney Plus" in got


# --- 7. "follow us on network X" in Czech and Slovak ------------------------------------------------------------------

CS = ("Vláda v pondělí schválila návrh státního rozpočtu na příští rok. Schodek má podle ministra financí dosáhnout "
      "dvou set třiceti miliard korun.",
      "Opozice kritizuje, že výdaje rostou rychleji než příjmy a že se nedaří šetřit na provozu úřadů.",
      "Sněmovna by měla o rozpočtu poprvé hlasovat na konci října.")
SK = ("Vláda v pondelok schválila návrh štátneho rozpočtu na budúci rok. Schodok má podľa ministra financií dosiahnuť "
      "takmer päť miliárd eur.",
      "Opozícia kritizuje, že výdavky rastú rýchlejšie ako príjmy a že sa nedarí šetriť na prevádzke úradov.",
      "Parlament by mal o rozpočte prvýkrát hlasovať na konci októbra.")


@pytest.mark.parametrize("lang, line", [
    ("cs", "Sledujte nás i na síti X!"), ("cs", "Sledujte nás na síti X"), ("cs", "Sledujte nás na Facebooku"),
    ("cs", "Sledujte nás také na Instagramu a síti X."), ("cs", "Sledujte nás na sociální síti X!"),
    ("cs", "Sledujte nás na Threads"), ("cs", "Sledujte nás na Bluesky"),
    ("sk", "Sledujte nás aj na sieti X!"), ("sk", "Sledujte nás na Facebooku a Instagrame"),
    ("sk", "Sledujte nás na sociálnej sieti X"),
    # ... and the siblings in German and English, with their exclamation marks
    ("de", "Folgen Sie uns auf X!"), ("de", "Folge uns auf Instagram und Facebook!"), ("en", "Follow us on X!"),
])
def test_a_follow_us_line_goes(lang, line):
    text = {"cs": CS, "sk": SK, "de": GOLEM, "en": EN}[lang]
    headline = {"cs": "Vláda schválila rozpočet", "sk": "Vláda schválila rozpočet na budúci rok",
                "de": "Kritische Lücken werden bereits ausgenutzt", "en": "Council votes for flood protection rate"}[lang]
    html = _news(lang, headline, "Jan Novák", "2026-11-25", "", text, between=f"<p><strong>{line}</strong></p>",
                 site="Zprávy")
    got = _texts(html, f"https://www.zpravy.example.{lang}/domaci/vlada-schvalila-rozpocet-40123456")
    assert got == [headline, *text]


def test_a_sentence_on_following_a_network_stays():
    sentence = "Sledujte nás i na síti X, vyzval ministr voliče, kteří se o rozpočtu chtějí dozvědět víc."
    html = _news("cs", "Vláda schválila rozpočet", "Jan Novák", "2026-11-25", "", (*CS, sentence), site="Zprávy")
    assert sentence in _texts(html, "https://www.zpravy.example.cs/domaci/vlada-schvalila-rozpocet-40123456")


# --- 5. a contributor's bio box by the byline ----------------------------------------------------------------------

FORBES = ("More companies are asking staff to come back to the office four days a week. The data suggests it may not "
          "work.",
          "A survey of 2,000 office workers published this month found that 41% would look for a new job if their "
          "employer required more days in the office.",
          "Managers, meanwhile, report that productivity has stayed the same or risen since hybrid work became common.")
FORBES_MX = ("La inflación en México se moderó en la primera quincena de noviembre, de acuerdo con los datos publicados "
             "este lunes por el instituto de estadística.",
             "Los precios al consumidor subieron 3.8 % a tasa anual, por debajo de lo que esperaban los analistas.",
             "El banco central podría recortar de nuevo su tasa de interés en la reunión de diciembre.")


@pytest.mark.parametrize("lang, headline, author, text, box, gone", [
    ("en", "Return-To-Office Mandates Are Back. Here’s Why They May Backfire", "Mark Perna", FORBES,
     '<div class="fs-author-group"><a href="/sites/markcperna/">Mark Perna</a><span>Contributor</span><div class="bio">'
     '<p>I am a contributor covering the future of work, and I founded a consultancy that helps employers hire the next '
     'generation. <button>Read More</button></p></div><p><a href="https://twitter.com/markcperna">Follow Mark Perna on '
     'Twitter</a></p></div>',
     ("I am a contributor", "Read More", "Follow Mark Perna")),
    ("en", "Return-To-Office Mandates Are Back. Here’s Why They May Backfire", "Mark Perna", FORBES,
     '<div class="contributor"><a href="/sites/markcperna/">Mark Perna</a><p>Mark Perna is a contributor who writes '
     'about the future of work and generational change at the office.<span class="toggle">Read Less</span></p>'
     '<p>Follow @markcperna on X</p></div>',
     ("is a contributor", "Read Less", "Follow @markcperna")),
    ("es", "La inflación en México se modera en noviembre", "Ana López", FORBES_MX,
     '<div class="colaborador"><a href="/autor/ana-lopez/">Ana López</a><p>Soy colaboradora de Forbes México y escribo '
     'sobre economía y finanzas personales desde hace diez años. Leer más</p><p>Sígueme en Twitter: @analopez</p></div>',
     ("Soy colaboradora", "Sígueme en Twitter")),
])
def test_a_contributors_bio_by_the_byline_goes(lang, headline, author, text, box, gone):
    html = _news(lang, headline, author, "2026-11-22", box, text, site="Forbes")
    got = _texts(html, "https://www.forbes.example.com/sites/markcperna/2026/11/22/the-story/")
    assert got == [headline, *text]


def test_an_essay_opening_with_the_writers_trade_stays():
    """A first-person essay's first paragraph names the writer's trade in the text's own box: text."""
    essay = ("I am a reporter, and for ten years I covered wars in places most readers could not find on a map. Then "
             "I came home and covered the city council.", *FORBES[1:])
    html = _news("en", "What covering wars taught me about local news", "Mark Perna", "2026-11-22",
                 '<div class="byline">By Mark Perna</div>', essay)
    assert _texts(html, "https://www.news.example.com/opinion/2026/11/22/what-covering-wars-taught-me/") == [
        "What covering wars taught me about local news", *essay]


# --- 2. a forum post's header (poster, join date, post count, "Posted 3 hours ago") inside the post's text box ------

FORUM_EN = (("jsmith", "Joined: Mar 2019", "Posts: 1,234", "Posted 3 hours ago",
             ("My 2014 hatchback has started making a grinding noise when I brake at low speed, mostly in the morning.",
              "The pads were replaced six months ago. Has anyone had the same problem, and was it the discs?")),
            ("carfan88", "Joined: Jan 2021", "Posts: 87", "Posted 2 hours ago",
             ("Morning grinding is usually surface rust on the discs after a damp night; it goes after a few stops.",)),
            ("mechanic_dave", "Joined: Jul 2015", "Posts: 9,412", "Posted 1 hour ago",
             ("If it lasts longer than a few stops, check the pad wear indicators and the slider pins.",)))
FORUM_DE = (("waldlaeufer", "Registriert: 03.2019", "Beiträge: 1.234", "Verfasst: vor 3 Stunden",
             ("Unser Apfelbaum hat dieses Jahr kaum Früchte getragen, obwohl er im Frühjahr sehr stark geblüht hat.",
              "Kann das am späten Frost im April liegen, oder sollte ich den Baum im Winter stärker schneiden?")),
            ("gartenfee", "Registriert: 11.2020", "Beiträge: 56", "Verfasst: vor 2 Stunden",
             ("Der Frost im April hat bei uns fast alle Blüten erwischt, das war in der ganzen Gegend so.",)),
            ("obstbauer_k", "Registriert: 06.2012", "Beiträge: 8.765", "Verfasst: vor 1 Stunde",
             ("Ein stärkerer Schnitt bringt nichts gegen Frost; warte einfach das nächste Jahr ab.",)))


def _forum(lang: str, title: str, posts, reply: str) -> str:
    items = "".join(
        f'<div class="forum-post" id="post-{k}"><div class="post-content"><div class="post-header"><a class="poster" '
        f'href="/members/{name}/">{name}</a> <span class="joined">{joined}</span> <span class="count">{count}</span> '
        f'<span class="posted">{posted}</span></div>' + "".join(f"<p>{t}</p>" for t in texts)
        + f'<div class="post-actions"><a href="#reply">{reply}</a></div></div></div>'
        for k, (name, joined, count, posted, texts) in enumerate(posts, 1))
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title} - Forum</title></head><body>'
            '<header><a href="/">Forum</a><nav><a href="/forum/">Boards</a> <a href="/login">Login</a></nav></header>'
            f'<main><h1>{title}</h1><div class="thread">{items}</div></main>'
            '<footer><a href="/rules">Rules</a></footer></body></html>')


@pytest.mark.parametrize("lang, title, posts, reply, url", [
    ("en", "Grinding noise when braking in the morning", FORUM_EN, "Reply",
     "https://www.carforum.example.com/forum/topic/48213-grinding-noise-when-braking-in-the-morning/"),
    ("de", "Apfelbaum trägt kaum Früchte", FORUM_DE, "Antworten",
     "https://www.gartenforum.example.de/forum/thema/9912-apfelbaum-traegt-kaum-fruechte/"),
])
def test_a_forum_posts_header_inside_its_text_box_goes(lang, title, posts, reply, url):
    got = _texts(_forum(lang, title, posts, reply), url)
    texts = [t for *_, ts in posts for t in ts]
    assert [t for t in got if t not in texts and t != title] == []
    assert [t for t in texts if t not in got] == []


# --- 3. old Reddit: the subreddit's name over the post is no headline ------------------------------------------------

REDDIT_POST = ("I keep reading that medieval peasants rarely travelled more than a few miles from their village. How true "
               "is that, and how would we even know?",
               "I am especially interested in England in the fourteenth century, before and after the Black Death.")
REDDIT_REPLIES = ("It is mostly a myth. Manorial court rolls show people moving between villages for work and marriage "
                  "all the time, and markets drew people from ten or fifteen miles around.",
                  "After 1348 mobility rose sharply, because labour was scarce and lords competed for tenants.")


def _old_reddit(sub: str, title: str, post: tuple[str, ...], replies: tuple[str, ...]) -> str:
    comments = "".join(
        f'<div class="thing comment" id="thing_t1_c{k}" data-type="comment"><div class="entry unvoted"><p class="tagline">'
        f'<a class="author" href="https://old.reddit.com/user/user{k}">user{k}</a><span class="score unvoted">{k * 37} '
        f'points</span><time title="Sat Nov 28 2026">2 days ago</time></p><form class="usertext"><div class="usertext-'
        f'body may-blank-within md-container"><div class="md"><p>{t}</p></div></div></form><ul class="flat-list buttons">'
        f'<li><a href="#">permalink</a></li><li><a href="#">embed</a></li><li><a href="#">save</a></li><li><a href="#">'
        f'reply</a></li></ul></div></div>' for k, t in enumerate(replies, 1))
    return (
        f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title} : {sub}</title>'
        f'<meta name="robots" content="index, follow"></head><body class="listing-page comments-page">'
        f'<div id="header" role="banner"><div id="header-bottom-left"><a id="header-img" href="https://old.reddit.com/">'
        f'reddit.com</a><span class="hover pagename redditname"><a href="https://old.reddit.com/r/{sub}/">{sub}</a>'
        f'</span><ul class="tabmenu"><li class="selected"><a href="#">comments</a></li><li><a href="#">other '
        f'discussions (2)</a></li></ul></div></div>'
        f'<div class="side"><div class="spacer"><div class="titlebox"><h1 class="hover redditname"><a href="https://old.'
        f'reddit.com/r/{sub}/">{sub}</a></h1><span class="subscribers"><span class="number">2,134,567</span> readers'
        f'</span></div></div></div>'
        f'<div class="content" role="main"><div class="sitetable linklisting" id="siteTable"><div class="thing id-t3_x1 '
        f'link self" data-subreddit="{sub}"><div class="entry unvoted"><div class="top-matter"><p class="title"><a class='
        f'"title may-blank" href="https://old.reddit.com/r/{sub}/comments/x1/{title.lower().replace(" ", "_")[:40]}/">'
        f'{title}</a> <span class="domain">(<a href="https://old.reddit.com/r/{sub}/">self.{sub}</a>)</span></p><p '
        f'class="tagline">submitted <time title="Sat Nov 28 2026">2 days ago</time> by <a class="author" href="https:'
        f'//old.reddit.com/user/op">op</a></p></div><div class="expando"><form class="usertext"><div class="usertext-body '
        f'may-blank-within md-container"><div class="md">' + "".join(f"<p>{t}</p>" for t in post)
        + '</div></div></form></div><ul class="flat-list buttons"><li class="first"><a href="#">214 comments</a></li>'
        '<li><a href="#">share</a></li><li><a href="#">save</a></li></ul></div></div></div>'
        f'<div class="commentarea"><div class="panestack-title"><span class="title">all 214 comments</span></div>'
        f'<div class="sitetable nestedlisting">{comments}</div></div></div>'
        '<div class="footer-parent"><div class="footer"><a href="https://old.reddit.com/help/">help</a></div></div>'
        '</body></html>')


@pytest.mark.parametrize("sub, title, post, replies", [
    ("AskHistorians", "How far did medieval peasants actually travel", REDDIT_POST, REDDIT_REPLIES),
    ("de", "Wie findet ihr eine Wohnung in München",
     ("Wir suchen seit fünf Monaten eine Dreizimmerwohnung in München und bekommen auf hundert Anfragen kaum eine "
      "Antwort.", "Habt ihr Tipps, wie man bei Vermietern überhaupt noch auffällt?"),
     ("Bei uns hat am Ende ein Aushang im Supermarkt geholfen, so altmodisch das klingt.",
      "Genossenschaften anschreiben und sich auf die Wartelisten setzen lassen, auch wenn es Jahre dauert.")),
])
def test_old_reddits_subreddit_name_is_no_headline(sub, title, post, replies):
    """Old Reddit states no headline but its ``<title>`` ("Post's title : AskHistorians"); its ``<h1>`` is the banner's
    link to the subreddit."""
    doc = processed(_old_reddit(sub, title, post, replies),
                    f"https://old.reddit.com/r/{sub}/comments/x1/{title.lower().replace(' ', '_')[:40]}/")
    got = _paragraphs(doc.body)
    assert got[0] == title
    assert sub not in got
    assert [t for t in (*post, *replies) if t not in got] == []


def test_a_linked_headline_at_the_end_of_the_title_stays():
    """A blog's post titled in a linked ``<h1>`` after the blog's name in the ``<title>`` keeps its ``<h1>``: the name is
    the address's last part, not a section above the page; and a kicker before the ``<h1>`` is no headline."""
    from corpustools.vert.headline import choose

    linked = lambda text: True  # noqa: E731 - the page links every text
    assert choose(["Lentils", "Anna's Cooking Diary: Lentils"], "Lentils", [],
                  "https://anna.example.com/2026/11/lentils/", linked=linked) == "Lentils"
    assert choose(["Theresa May resigns", "Brexit: Theresa May resigns"], "Theresa May resigns", [],
                  "https://news.example.com/politics/theresa-may-resigns/", linked=linked) == "Theresa May resigns"


# --- 8. a live blog whose entries link their own long anchors is an article ------------------------------------------

LIVE_EN = (("14:52", "Chancellor confirms cut to fuel duty",
            "The chancellor told MPs that fuel duty will be cut by 5p a litre from midnight, a move costing about £2bn."),
           ("14:40", "Income tax thresholds frozen for two more years",
            "Personal allowances will stay at their current level until 2030, which the OBR says will raise £8bn."),
           ("14:21", "Defence spending to reach 2.5 percent of GDP",
            "An extra £4bn next year will go to the armed forces, with most of it spent on ammunition and drones."),
           ("14:05", "OBR cuts growth forecast for next year",
            "The fiscal watchdog now expects the economy to grow by 1.1 percent next year, down from 1.6 percent."),
           ("13:48", "Chancellor begins her statement",
            "The chancellor rose to deliver the budget shortly after prime minister's questions ended in the chamber."),
           ("13:30", "Markets steady ahead of the statement",
            "Gilt yields were little changed in the hour before the budget as traders waited for the borrowing figures."),
           ("13:12", "Cabinet signs off the budget",
            "Ministers approved the budget at a short cabinet meeting in Downing Street earlier this morning."),
           ("12:55", "Welcome to our live coverage",
            "Good afternoon and welcome to our coverage of the budget, with all the announcements as they happen."))
LIVE_DE = (("14:52", "Kanzler kündigt Entlastungspaket an",
            "Der Kanzler hat im Bundestag ein Entlastungspaket von zwölf Milliarden Euro für Familien angekündigt."),
           ("14:40", "Opposition kritisiert Finanzierung",
            "Die Opposition wirft der Regierung vor, die Entlastungen mit neuen Schulden zu bezahlen statt zu sparen."),
           ("14:21", "Strompreisbremse wird verlängert",
            "Die Bremse für die Strompreise soll bis Ende des kommenden Jahres gelten, sagte der Wirtschaftsminister."),
           ("14:05", "Gewerkschaften begrüßen die Pläne",
            "Der Gewerkschaftsbund nannte das Paket einen ersten Schritt, forderte aber höhere Löhne im Handel."),
           ("13:48", "Debatte im Bundestag beginnt",
            "Die Aussprache über den Haushalt hat mit einer Rede des Kanzlers begonnen, die fast eine Stunde dauerte."),
           ("13:30", "Börse reagiert gelassen",
            "Der Leitindex lag am Mittag kaum verändert, Anleger warten auf Einzelheiten zur Finanzierung des Pakets."),
           ("13:12", "Kabinett billigt den Entwurf",
            "Das Kabinett hat den Entwurf am Morgen in einer kurzen Sondersitzung im Kanzleramt gebilligt."),
           ("12:55", "Willkommen zu unserem Liveblog",
            "Guten Tag und willkommen zu unserem Liveblog zur Haushaltswoche, mit allen Entwicklungen des Tages."))


def _live(lang: str, headline: str, entries, url: str, stated: bool) -> str:
    ld = json.dumps({"@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": headline,
                     "coverageStartTime": "2026-11-25T12:55:00Z", "datePublished": "2026-11-25T12:55:00Z"})
    head = f'<script type="application/ld+json">{ld}</script>' if stated else ""
    items = "".join(
        f'<article class="live-entry" id="entry-{k}"><time datetime="2026-11-25T{t}:00Z">{t}</time><h2><a href="{url}'
        f'/{title.lower().replace(" ", "-")}-{4817230 + k}">{title}</a></h2><p>{text}</p>'
        f'<div class="entry-share"><a href="https://www.facebook.com/sharer.php?u={url}%23entry-{k}">Share</a></div>'
        f'</article>' for k, (t, title, text) in enumerate(entries))
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{headline} | News</title>'
            f'<meta property="og:title" content="{headline}">{head}</head><body><header><a href="/">News</a><nav>'
            '<a href="/politics">Politics</a> <a href="/business">Business</a></nav></header>'
            f'<main><h1>{headline}</h1><div class="live-blog">{items}</div></main>'
            '<footer><a href="/about">About</a></footer></body></html>')


@pytest.mark.parametrize("lang, headline, entries, url", [
    ("en", "Budget 2026 live: chancellor cuts fuel duty", LIVE_EN,
     "https://www.news.example.co.uk/politics/live/budget-day"),
    ("de", "Haushaltswoche im Liveblog: Kanzler kündigt Entlastungen an", LIVE_DE,
     "https://www.nachrichten.example.de/politik/liveblog/haushaltswoche"),
])
@pytest.mark.parametrize("stated", [True, False])
def test_a_live_blog_with_linked_entries_is_an_article(lang, headline, entries, url, stated):
    doc = processed(_live(lang, headline, entries, url, stated), url)
    got = _paragraphs(doc.body)
    assert doc.attrs["type"] == "article"
    assert [text for _, _, text in entries if text not in got] == []


def test_a_news_tickers_timed_headlines_leading_to_articles_stay_a_listing():
    """A page of the latest stories, each a time, a linked headline to its article and a perex, is a listing."""
    from corpustools.config import load_settings
    from corpustools.vert.document import options_from_settings, process
    from corpustools.vert.read import HtmlRecord

    url = "https://www.news.example.co.uk/news/latest"
    cards = "".join(
        f'<article class="card"><time>{t}</time><h2><a href="https://www.news.example.co.uk/politics/'
        f'{title.lower().replace(" ", "-")}-{4817230 + k}">{title}</a></h2><p>{text}</p></article>'
        for k, (t, title, text) in enumerate(LIVE_EN))
    html = ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Latest news | News</title></head><body>'
            f'<header><a href="/">News</a></header><main><h1>Latest news</h1>{cards}</main></body></html>')
    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord(url, "2026-11-30T08:00:00Z", 0, "text/html", html.encode()), options)
    assert doc.skipped == "listing"


def test_a_pictures_caption_under_the_headline_is_no_deck():
    """A picture right under the headline: its caption without a full stop is no deck (a guard: captions go before)."""
    caption = "The mayor speaks to reporters outside the council chamber on Monday"
    html = _news("en", "Council votes for flood protection rate", "Todd Niall", "2026-11-25",
                 f'<figure><img src="/m.jpg" alt=""><figcaption>{caption}</figcaption></figure>' + _EN_TOP, EN)
    got = _texts(html, "https://www.news.example.com/national/2026/11/25/plan-story-350123456")
    assert caption not in got and [t for t in EN if t not in got] == []
