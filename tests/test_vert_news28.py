"""Whole news pages after the markup of engines and site families the earlier passes had no test of (session 28):
Arc XP and Brightspot, WordPress news themes (tagDiv's Newspaper, Jannah, JNews, Soledad, GeneratePress), German,
French, Italian, Czech, Slovak, Polish, Spanish and Dutch news sites' article templates, each with its real furniture
between and around the paragraphs (leads, photo credits, galleries, "read also" boxes, newsletter boxes, paywall
teasers, share bars, comment counters, tag lists, author boxes, stamps).  For each page the article's text stays
whole (its lead, paragraphs, subheadings, lists and quotes), the furniture goes, and the ``<doc>`` line names the
title, writer and day the page states.  The pages go through ``document.process``, the worker's step."""

from __future__ import annotations

import html as html_text
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, article_ld, processed


@dataclass
class NewsPage:
    """A page, where it was fetched from, and what its document must hold."""

    html: str
    url: str
    kept: tuple[str, ...]
    gone: tuple[str, ...]
    meta: dict[str, str] = field(default_factory=dict)
    _document: Any = field(default=None, init=False, repr=False, compare=False)

    def document(self) -> Any:
        """The page through ``document.process``, once (three tests read it)."""
        if self._document is None:
            self._document = processed(self.html, self.url)
        return self._document

    def missing_text(self) -> list[str]:
        """The article's texts that are not among the document's paragraphs."""
        paragraphs = _paragraphs(self.document().body)
        return [t for t in self.kept if t not in paragraphs]

    def furniture_left(self) -> list[str]:
        """The furniture still in the document's text."""
        text = "\n".join(_paragraphs(self.document().body))
        return [t for t in self.gone if t in text]

    def stated(self) -> dict[str, str]:
        """The ``<doc>`` line's values of the attributes the page states."""
        attrs = self.document().attrs
        return {k: attrs.get(k, "") for k in self.meta}

    def title_and_opening(self) -> tuple[tuple[str, str], tuple[str, str]]:
        """The ``<doc>`` line's title and the text's first paragraph, beside the page's ``<title>`` and its JSON-LD
        headline, blanks made one as the ``<doc>`` line writes them ("訪問介護の基本報酬引き上げへ\u3000厚労省方針")."""
        title = html_text.unescape(re.search(r"<title>(.*?)</title>", self.html).group(1))
        stated = re.search(r'<script type="application/ld\+json">(.*?)</script>', self.html).group(1)
        document = self.document()
        return ((document.attrs["title"], _paragraphs(document.body)[0]),
                (" ".join(title.split()), " ".join(json.loads(stated)["headline"].split())))


def page_cases(pages: dict[str, Any], open_cases: dict[str, str]) -> list[Any]:
    """The pages' names for ``parametrize``; those in ``open_cases`` (what no rule keeps yet, with why) are strict
    xfails, so a fix that makes one pass is seen."""
    return [pytest.param(n, marks=pytest.mark.xfail(reason=open_cases[n], strict=True)) if n in open_cases else n
            for n in pages]


def paragraph_languages(body: str) -> list[tuple[str, str]]:
    """Each ``<p>`` of a rendered document as (its lang attribute, its text)."""
    parts = body.split('<p lang="')[1:]
    return [(part.split('"', 1)[0], _paragraphs('<p lang="' + part)[0]) for part in parts]


def page_tests(pages: dict[str, NewsPage], open_cases: dict[str, str] | None = None, *, writer: bool = True,
               title: bool = False, byline: bool = False, open_furniture: dict[str, str] | None = None,
               languages: dict[str, dict[str, str]] | None = None) -> dict[str, Callable[[str], None]]:
    """The tests each file of whole news pages runs over its ``pages``, by their names; a module takes them in with
    ``globals().update(page_tests(PAGES, ...))``, so that pytest collects them there, with the module's own ids
    ("test_the_articles_text_stays_whole[stuff-nz]").  For each page: the article's text stays whole (the pages in
    ``open_cases`` strict xfails, ``page_cases``) and the furniture goes; with ``writer``, the ``<doc>`` line names
    the writer and the day the page states; with ``title``, it has the page's title and the text opens with the
    headline; with ``byline``, a page whose <head> states no writer (its JSON-LD taken out) still has the name the
    byline shows, whatever stands beside it (the date after it in an element of its own, the writer's trade in the
    next element, an editor's label before it); with ``languages`` ({page: {paragraph: its language}} for the
    paragraphs quoted in another language, often empty), each paragraph has the page's language or its own.
    ``open_furniture`` are the pages whose furniture no rule takes yet (strict xfails)."""

    @pytest.mark.parametrize("name", page_cases(pages, open_cases or {}))
    def test_the_articles_text_stays_whole(name: str) -> None:
        assert pages[name].missing_text() == []

    @pytest.mark.parametrize("name", page_cases(pages, open_furniture or {}))
    def test_the_pages_furniture_goes(name: str) -> None:
        assert pages[name].furniture_left() == []

    @pytest.mark.parametrize("name", [n for n in pages if pages[n].meta])
    def test_the_doc_line_names_the_writer_and_the_day(name: str) -> None:
        assert pages[name].stated() == pages[name].meta

    @pytest.mark.parametrize("name", list(pages))
    def test_the_doc_line_has_the_pages_title_and_the_text_opens_with_the_headline(name: str) -> None:
        found, stated = pages[name].title_and_opening()
        assert found == stated

    @pytest.mark.parametrize("name", [n for n in pages if pages[n].meta.get("author")])
    def test_the_doc_line_names_the_writer_the_byline_shows_when_the_head_states_none(name: str) -> None:
        page = pages[name]
        without_head = re.sub(r'<script type="application/ld\+json">.*?</script>', "", page.html)
        assert processed(without_head, page.url).attrs.get("author") == page.meta["author"]

    @pytest.mark.parametrize("name", list(pages))
    def test_each_paragraph_has_the_pages_language_or_its_own(name: str) -> None:
        page = pages[name]
        quoted = (languages or {}).get(name, {})
        found = paragraph_languages(page.document().body)
        assert [(lang, text) for lang, text in found if lang != quoted.get(text, page.meta["lang"])] == []
        assert all(text in [t for _, t in found] for text in quoted)

    tests: list[Callable[[str], None]] = [test_the_articles_text_stays_whole, test_the_pages_furniture_goes]
    if writer:
        tests.append(test_the_doc_line_names_the_writer_and_the_day)
    if title:
        tests.append(test_the_doc_line_has_the_pages_title_and_the_text_opens_with_the_headline)
    if byline:
        tests.append(test_the_doc_line_names_the_writer_the_byline_shows_when_the_head_states_none)
    if languages is not None:
        tests.append(test_each_paragraph_has_the_pages_language_or_its_own)
    return {t.__name__: t for t in tests}


PAGES: dict[str, NewsPage] = {}


# --- Arc XP (Fusion themes: b- blocks, c- components) ----------------------------------------------------------

ARC = (
    "The city council voted 7-2 on Tuesday night to cap annual rent increases at 5 percent for most apartments, "
    "a measure tenant groups had sought for nearly a decade.",
    "The ordinance applies to buildings more than 15 years old and takes effect in March. Landlords who exceed the "
    "cap could face fines of up to $10,000 per unit.",
    "“This is the most significant protection for renters this city has passed in a generation,” said council "
    "member Maria Delgado, who sponsored the bill.",
    "What the cap covers",
    "Property owners argued that the limit would discourage maintenance and new construction. The regional "
    "landlords’ association said it was weighing a legal challenge.",
    "Apartments built within the last 15 years",
    "Owner-occupied buildings with four or fewer units",
    "Units whose rent is already set by a public housing program",
    "The mayor has 10 days to sign or veto the measure. A spokesman said she would review it carefully but did not "
    "say which way she was leaning.",
)


def _arc() -> str:
    a = ARC
    return (
        article_head("Council caps rent increases at 5 percent - The Riverside Post", "en",
              article_ld("NewsArticle", "Council caps rent increases at 5 percent", "Jordan Ellis", "2026-11-24")
              + '<meta property="article:published_time" content="2026-11-24T06:00:00Z">')
        + '<body><div id="fusion-app"><header class="b-header-nav-chain"><nav class="b-header-nav-chain__nav">'
        '<a href="/">The Riverside Post</a><a href="/local/">Local</a><a href="/politics/">Politics</a>'
        '<a href="/subscribe/">Subscribe</a><a href="/account/login">Sign in</a></nav></header>'
        '<main class="b-right-rail-advanced__main"><article class="b-article-body">'
        '<div class="b-overline"><a class="c-overline" href="/local/">Local</a></div>'
        '<h1 class="b-headline c-heading">Council caps rent increases at 5 percent</h1>'
        '<h2 class="b-subheadline">Tenant groups celebrated; landlords say they may sue</h2>'
        '<div class="b-byline"><span class="c-byline">By <a href="/people/jordan-ellis/">Jordan Ellis</a></span>'
        '<time class="c-date" datetime="2026-11-24T06:00:00Z">November 24, 2026 at 6:00 a.m. EST</time></div>'
        '<div class="b-share-bar"><button aria-label="Share on Facebook">Facebook</button>'
        '<button aria-label="Share on X">X</button><button aria-label="Share via email">Email</button>'
        '<button aria-label="Copy link">Copy link</button></div>'
        '<figure class="c-media-item"><img src="/img/council.jpg" alt="Council chamber">'
        '<figcaption class="c-media-item__caption">The council chamber on Tuesday. '
        '<span class="c-media-item__credit">(Sam Lee/The Riverside Post)</span></figcaption></figure>'
        f'<p class="c-paragraph">{a[0]}</p><p class="c-paragraph">{a[1]}</p>'
        '<p class="c-paragraph"><i>Read more: <a href="/local/2026/11/10/rent-hearing/">Hundreds pack hearing on rent '
        'control proposal</a></i></p>'
        f'<p class="c-paragraph">{a[2]}</p>'
        f'<h2 class="c-heading">{a[3]}</h2><p class="c-paragraph">{a[4]}</p>'
        '<div class="b-ad-block"><div class="arcad" id="arcad-feature">Advertisement</div></div>'
        f'<p class="c-paragraph">Exempt from the cap are:</p><ul class="c-list"><li>{a[5]}</li><li>{a[6]}</li>'
        f'<li>{a[7]}</li></ul><p class="c-paragraph">{a[8]}</p>'
        '<div class="b-newsletter-signup"><h3>Get the Morning Briefing</h3><p>The day’s top local stories in your '
        'inbox every weekday.</p><form><input type="email" placeholder="Email address">'
        '<button>Sign up</button></form></div>'
        '<div class="b-tag-list"><a class="c-tag" href="/tags/housing/">Housing</a>'
        '<a class="c-tag" href="/tags/city-council/">City Council</a></div>'
        '<div class="b-author-bio"><img src="/img/ellis.jpg" alt=""><p>Jordan Ellis covers city hall for The '
        'Riverside Post. Follow on X <a href="https://x.example.com/jellis">@jellis</a></p></div>'
        '</article><aside class="b-right-rail"><h2 class="b-header">Most Read</h2><ol>'
        '<li><a href="/a/1">Storm brings heavy snow to the valley</a></li>'
        '<li><a href="/a/2">School board picks new superintendent</a></li></ol></aside></main>'
        '<footer class="b-footer"><a href="/about/">About us</a><a href="/privacy/">Privacy Policy</a>'
        '<p>© 2026 The Riverside Post</p></footer></div></body></html>')


PAGES["arc-xp"] = NewsPage(
    _arc(), "https://www.riversidepost.example.com/local/2026/11/24/council-rent-cap/",
    (*ARC, "Exempt from the cap are:"),
    ("Read more", "Hundreds pack hearing", "Advertisement", "Morning Briefing", "Sign up", "Copy link",
     "covers city hall", "Most Read", "Storm brings", "Privacy Policy", "Sam Lee"),
    {"author": "Jordan Ellis", "date": "2026-11-24"})


# --- Brightspot (RichTextArticleBody, Page- blocks, Enhancement embeds) ---------------------------------------

BSP = (
    "Scientists have found that a common garden plant can pull lead out of contaminated soil faster than expected, "
    "a discovery that could make the cleanup of old industrial sites cheaper.",
    "The team planted sunflowers and Indian mustard on three former factory lots and measured the metal in the soil "
    "every two months for two years.",
    "After two seasons, lead levels in the top layer of soil had fallen by about a third on average, the researchers "
    "reported Wednesday in the journal Environmental Science.",
    "“We didn’t expect the mustard to do so well in such poor soil,” said lead author Priya Raman, a soil chemist.",
    "Other experts cautioned that the plants themselves must then be disposed of as hazardous waste, which adds to "
    "the cost.",
)


def _brightspot() -> str:
    b = BSP
    return (
        article_head("Garden plants clean lead from soil, study finds | Metro Public Radio", "en",
              article_ld("NewsArticle", "Garden plants clean lead from soil, study finds", "Chris Mendez", "2026-11-19"))
        + '<body class="ArticlePage"><bsp-header class="Page-header"><div class="Page-header-bar">'
        '<a class="Page-header-logo" href="/">Metro Public Radio</a><a href="/donate">Donate</a>'
        '<bsp-listen-live>Listen Live</bsp-listen-live></div></bsp-header>'
        '<main class="Page-main"><div class="Page-above"><bsp-breadcrumbs><a href="/news">News</a>'
        '<a href="/news/science">Science</a></bsp-breadcrumbs></div>'
        '<h1 class="Page-headline">Garden plants clean lead from soil, study finds</h1>'
        '<div class="Page-byline"><div class="Page-authors">By <a class="Link" href="/people/chris-mendez">'
        'Chris Mendez</a></div><div class="Page-datePublished">Published November 19, 2026 at 5:14 AM CST</div>'
        '</div><div class="Page-actions"><bsp-social-share><a class="ActionLink" href="#">Facebook</a>'
        '<a class="ActionLink" href="#">Twitter</a><a class="ActionLink" href="#">LinkedIn</a>'
        '<a class="ActionLink" href="#">Email</a></bsp-social-share></div>'
        '<div class="Page-lead"><figure class="Figure"><img src="/img/mustard.jpg" alt="">'
        '<div class="Figure-content"><div class="Figure-caption">Indian mustard growing on a test plot.</div>'
        '<div class="Figure-credit">Courtesy of the research team</div></div></figure></div>'
        '<div class="Page-articleBody"><div class="RichTextArticleBody RichTextBody">'
        f'<p>{b[0]}</p><p>{b[1]}</p>'
        '<div class="Enhancement" data-align-center><div class="Enhancement-item"><ps-promo class="PromoB">'
        '<div class="PromoB-category">Related</div><div class="PromoB-title"><a href="/news/2026-10-02/soil">'
        'City tests yards near old smelter for lead</a></div></ps-promo></div></div>'
        f'<p>{b[2]}</p><p>{b[3]}</p>'
        '<div class="Enhancement"><div class="Enhancement-item"><div class="HtmlModule"><div class="donate-box">'
        '<h3>Support local journalism</h3><p>Your gift keeps stories like this free for everyone.</p>'
        '<a href="/donate">Donate today</a></div></div></div></div>'
        f'<p>{b[4]}</p></div></div>'
        '<div class="Page-articleBody-tags"><span class="Page-tags-label">Tags</span>'
        '<a href="/tags/science">Science</a><a href="/tags/environment">Environment</a></div>'
        '<div class="Page-authorInfo"><div class="AuthorInfo-name">Chris Mendez</div>'
        '<div class="AuthorInfo-bio">Chris Mendez is the science reporter at Metro Public Radio.</div>'
        '<a href="mailto:cmendez@example.org">See stories by Chris Mendez</a></div>'
        '<bsp-list-loadmore class="ListD"><h2 class="ListD-title">More Stories</h2>'
        '<ul><li><a href="/n/1">Transit agency to cut weekend service</a></li>'
        '<li><a href="/n/2">Food bank sees record demand</a></li></ul></bsp-list-loadmore></main>'
        '<footer class="Page-footer"><a href="/contact">Contact</a><a href="/fcc">FCC Public File</a>'
        '<p>© 2026 Metro Public Radio</p></footer></body></html>')


PAGES["brightspot"] = NewsPage(
    _brightspot(), "https://www.metropublicradio.example.org/news/2026-11-19/garden-plants-lead-soil",
    BSP,
    ("City tests yards", "Support local journalism", "Your gift keeps", "Donate today", "science reporter", "More Stories",
     "Transit agency", "FCC Public File", "Courtesy of the research team", "Listen Live"),
    {"author": "Chris Mendez", "date": "2026-11-19"})


# --- tagDiv Newspaper (Italian) --------------------------------------------------------------------------------

TD = (
    "Il consiglio comunale di Bergamo ha approvato ieri sera il nuovo piano per la mobilità sostenibile, che "
    "prevede venti chilometri di piste ciclabili entro il 2028.",
    "Il progetto costerà circa 14 milioni di euro, in gran parte finanziati con fondi europei. I lavori partiranno "
    "dalla zona della stazione nella prossima primavera.",
    "«È una scelta che cambierà il volto della città», ha detto l’assessore alla mobilità Laura Bonetti durante la "
    "seduta.",
    "Le critiche dell’opposizione",
    "Il centrodestra ha votato contro, sostenendo che le nuove corsie toglieranno troppi parcheggi ai residenti del "
    "centro storico.",
    "Il piano tornerà in aula a gennaio per l’approvazione definitiva del bilancio.",
)


def _tagdiv() -> str:
    t = TD
    return (
        article_head("Bergamo, via libera al piano per le piste ciclabili - Eco di Valle", "it",
              article_ld("Article", "Bergamo, via libera al piano per le piste ciclabili", "Marco Rota", "2026-11-26"))
        + '<body class="post-template-default single single-post td-standard-pack"><div class="td-theme-wrap">'
        '<div class="td-header-wrap"><div class="td-header-menu-wrap"><ul class="sf-menu">'
        '<li><a href="/">Home</a></li><li><a href="/cronaca/">Cronaca</a></li><li><a href="/politica/">Politica'
        '</a></li><li><a href="/sport/">Sport</a></li></ul></div></div>'
        '<div class="td-main-content-wrap td-container-wrap"><div class="td-container td-post-template-default">'
        '<div class="td-crumb-container"><div class="entry-crumbs"><span><a href="/">Home</a></span>'
        '<span><a href="/cronaca/">Cronaca</a></span></div></div>'
        '<div class="td-pb-span8 td-main-content"><div class="td-ss-main-content">'
        '<article id="post-48213" class="post-48213 post type-post status-publish">'
        '<div class="td-post-header"><ul class="td-category"><li class="entry-category">'
        '<a href="/cronaca/">Cronaca</a></li></ul><header class="td-post-title">'
        '<h1 class="entry-title">Bergamo, via libera al piano per le piste ciclabili</h1>'
        '<div class="td-module-meta-info"><div class="td-post-author-name"><div class="td-author-by">Di</div> '
        '<a href="/author/marco-rota/">Marco Rota</a><div class="td-author-line"> - </div></div>'
        '<span class="td-post-date"><time class="entry-date updated td-module-date" '
        'datetime="2026-11-26T06:00:00+01:00">26 Novembre 2026</time></span>'
        '<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-48213">1243</span></div>'
        '<div class="td-post-comments"><a href="#respond"><i class="td-icon-comments"></i>0</a></div>'
        '</div></header></div>'
        '<div class="td-post-sharing-top"><div class="td-post-sharing"><div class="td-default-sharing">'
        '<a class="td-social-sharing-button td-social-facebook" href="#"><span class="td-social-but-text">'
        'Facebook</span></a><a class="td-social-sharing-button td-social-twitter" href="#">'
        '<span class="td-social-but-text">Twitter</span></a><a class="td-social-sharing-button td-social-whatsapp" '
        'href="#">WhatsApp</a></div></div></div>'
        '<div class="td-post-content tagdiv-type"><div class="td-post-featured-image"><figure>'
        '<img src="/wp-content/uploads/2026/11/ciclabile.jpg" alt=""><figcaption class="wp-caption-text">'
        'Una pista ciclabile in città (foto di archivio)</figcaption></figure></div>'
        f'<p>{t[0]}</p><p>{t[1]}</p>'
        '<p><strong>LEGGI ANCHE:</strong> <a href="/cronaca/parcheggi-centro/">Parcheggi in centro, le nuove '
        'tariffe dal primo gennaio</a></p>'
        f'<p>{t[2]}</p><h3>{t[3]}</h3><p>{t[4]}</p><p>{t[5]}</p>'
        '</div><footer><div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix">'
        '<li><span>TAGS</span></li><li><a href="/tag/bergamo/">Bergamo</a></li>'
        '<li><a href="/tag/mobilita/">mobilità</a></li></ul></div>'
        '<div class="td-post-sharing-bottom"><div class="td-post-sharing"><a href="#">Facebook</a>'
        '<a href="#">Twitter</a></div></div>'
        '<div class="td-block-row td-post-next-prev"><div class="td-post-prev-post"><span>Articolo precedente</span>'
        '<a href="/cronaca/mercatino/">Mercatino di Natale, il programma</a></div><div class="td-post-next-post">'
        '<span>Articolo successivo</span><a href="/sport/atalanta/">Atalanta, la formazione anti-Napoli</a></div></div>'
        '<div class="td-author-name vcard author"><a href="/author/marco-rota/">Marco Rota</a></div>'
        '</footer></article>'
        '<div class="td_block_wrap td_block_related_posts"><div class="td-related-title">'
        '<a class="td-related-left td-cur-simple-item" href="#">ARTICOLI CORRELATI</a>'
        '<a class="td-related-right" href="#">ALTRO DALL\'AUTORE</a></div><div class="td_block_inner">'
        '<div class="td-related-span4"><h3 class="entry-title td-module-title"><a href="/cronaca/a/">Treni, '
        'cantieri sulla linea per Milano</a></h3></div><div class="td-related-span4"><h3 class="entry-title '
        'td-module-title"><a href="/cronaca/b/">Scuole, arriva il riscaldamento nuovo</a></h3></div></div></div>'
        '<div class="comments" id="comments"><div id="respond" class="comment-respond"><h4>LASCIA UN COMMENTO</h4>'
        '<form><p class="comment-form-comment"><textarea placeholder="Commento:"></textarea></p>'
        '<p>Per favore inserisci il tuo commento!</p><input type="submit" value="Pubblica commento"></form></div></div>'
        '</div></div></div></div><div class="td-footer-wrap"><p>© Eco di Valle 2026 - P.IVA 01234567890</p></div>'
        '</div></body></html>')


PAGES["tagdiv-it"] = NewsPage(
    _tagdiv(), "https://www.ecodivalle.example.it/cronaca/bergamo-piano-piste-ciclabili/",
    TD,
    ("LEGGI ANCHE", "Parcheggi in centro", "TAGS", "Articolo precedente", "Mercatino", "ARTICOLI CORRELATI",
     "Treni, cantieri", "LASCIA UN COMMENTO", "Per favore inserisci", "1243", "P.IVA", "foto di archivio"),
    {"author": "Marco Rota", "date": "2026-11-26"})


# --- Der Spiegel (RichText blocks, data-area, SPIEGEL+ teaser) ----------------------------------------------------

SPON = (
    "Die Bundesregierung will den Ausbau der Stromnetze beschleunigen. Ein Gesetzentwurf sieht vor, dass "
    "Genehmigungsverfahren für neue Leitungen künftig höchstens zwei Jahre dauern dürfen.",
    "Bisher vergehen oft mehr als zehn Jahre zwischen Planung und Inbetriebnahme einer Trasse. Bürgerinitiativen "
    "klagen häufig gegen den Verlauf der Leitungen.",
    "»Wir können uns diese Verzögerungen nicht mehr leisten«, sagte der Wirtschaftsminister am Mittwoch in Berlin.",
    "Kritik von Umweltverbänden",
    "Der Naturschutzbund warnte davor, die Beteiligung der Öffentlichkeit einzuschränken. Schnellere Verfahren "
    "dürften nicht auf Kosten des Artenschutzes gehen.",
    "Der Bundestag soll noch vor Weihnachten über den Entwurf beraten.",
)


def _spiegel() -> str:
    s = SPON
    return (
        article_head("Stromnetze: Regierung will Genehmigungen beschleunigen - DER SPIEGEL", "de",
              article_ld("NewsArticle", "Regierung will Genehmigungen für Stromleitungen beschleunigen", "Katrin Weber",
                  "2026-11-25"))
        + '<body><header data-area="header"><nav><a href="/">SPIEGEL</a><a href="/politik/">Politik</a>'
        '<a href="/wirtschaft/">Wirtschaft</a><a href="/abo/">Abo</a><a href="/anmelden/">Anmelden</a></nav></header>'
        '<main id="Inhalt"><article aria-label="Stromnetze"><header data-area="intro">'
        '<h2><span class="text-primary-base">Ausbau der Stromnetze</span>'
        '<span class="align-middle">Regierung will Genehmigungen für Stromleitungen beschleunigen</span></h2>'
        '<div class="RichText RichText--sans leading-loose lg:w-8/12">Zehn Jahre und mehr dauert es oft, bis eine '
        'neue Stromtrasse steht. Ein Gesetzentwurf soll das ändern – Umweltverbände sind alarmiert.</div>'
        '<div class="font-sansUI"><span>Von <a href="/impressum/autor-1">Katrin Weber</a></span>'
        '<time datetime="2026-11-25 06:00:00">25.11.2026, 06.00 Uhr</time></div>'
        '<div data-area="social_bar"><button title="Artikel teilen">Artikel teilen</button>'
        '<button>Merken</button><a href="#comments">Zur Merkliste hinzufügen</a></div>'
        '<figure><img src="/images/strommast.jpg" alt="Strommast"><figcaption><p>Strommast in Niedersachsen</p>'
        '<span>Foto: Julian Stratenschulte / dpa</span></figcaption></figure></header>'
        '<section data-area="body"><div data-area="text_block"><div class="RichText RichText--iconLinks lg:w-8/12">'
        f'<p>{s[0]}</p><p>{s[1]}</p></div></div>'
        '<div data-area="related_articles"><span>Mehr zum Thema</span><ul><li><a href="/wirtschaft/a-1">'
        '<span>Energiewende:</span> <span>Warum der Netzausbau so langsam vorankommt</span></a></li>'
        '<li><a href="/wirtschaft/a-2"><span>Strompreise:</span> <span>Was Verbraucher 2027 erwartet</span></a>'
        '</li></ul></div>'
        '<div data-area="text_block"><div class="RichText RichText--iconLinks lg:w-8/12">'
        f'<p>{s[2]}</p><h3>{s[3]}</h3><p>{s[4]}</p><p>{s[5]}</p></div></div>'
        '<div data-area="author_info"><p>Katrin Weber ist Redakteurin im Ressort Wirtschaft.</p></div>'
        '</section><div data-area="paywall"><p>Diesen Artikel weiterlesen mit SPIEGEL+</p>'
        '<p>Sie haben bereits ein Digital-Abonnement? <a href="/anmelden/">Hier anmelden</a></p></div>'
        '<footer data-area="article_footer"><a href="#comments">Diskutieren Sie mit</a>'
        '<p>Mehr lesen über</p><ul><li><a href="/thema/energiewende/">Energiewende</a></li>'
        '<li><a href="/thema/stromnetze/">Stromnetze</a></li></ul></footer></article></main>'
        '<footer><a href="/impressum/">Impressum</a><a href="/datenschutz/">Datenschutz</a>'
        '<p>© DER SPIEGEL GmbH &amp; Co. KG</p></footer></body></html>')


PAGES["spiegel"] = NewsPage(
    _spiegel(), "https://www.spiegel.example.de/wirtschaft/stromnetze-regierung-will-genehmigungen-beschleunigen-a-3f2b",
    (*SPON, "Zehn Jahre und mehr dauert es oft, bis eine neue Stromtrasse steht. Ein Gesetzentwurf soll das ändern "
     "– Umweltverbände sind alarmiert."),
    ("Mehr zum Thema", "Warum der Netzausbau", "Artikel teilen", "Merken", "Julian Stratenschulte", "Strommast in",
     "Ausbau der Stromnetze Regierung",
     "Redakteurin im Ressort", "weiterlesen mit SPIEGEL+", "Digital-Abonnement", "Diskutieren Sie mit",
     "Mehr lesen über", "Impressum"),
    {"author": "Katrin Weber", "date": "2026-11-25"})


# --- ZEIT ONLINE (article__item paragraphs, summary, metadata) ---------------------------------------------------

ZEIT = (
    "In Hamburg sollen ab dem kommenden Sommer deutlich mehr Busse fahren. Der Senat hat am Dienstag einen Plan "
    "beschlossen, der den Takt auf vielen Linien verdichtet.",
    "Auf den wichtigsten Strecken soll künftig alle fünf Minuten ein Bus kommen, am Stadtrand mindestens alle zehn "
    "Minuten. Dafür stellt die Hochbahn 300 zusätzliche Fahrerinnen und Fahrer ein.",
    "Verkehrssenator Jens Brandt sprach von einem \"Quantensprung für den Nahverkehr\".",
    "Wer das bezahlen soll",
    "Die Kosten von rund 80 Millionen Euro im Jahr sollen zum Teil aus höheren Parkgebühren kommen. Der "
    "Handelsverband kritisierte das als Belastung für die Innenstadt.",
)


def _zeit() -> str:
    z = ZEIT
    return (
        article_head("Nahverkehr: Hamburg verdichtet den Bustakt | ZEIT ONLINE", "de",
              article_ld("NewsArticle", "Hamburg verdichtet den Bustakt", "Lena Hoffmann", "2026-11-24"))
        + '<body><header class="header"><nav class="nav"><a href="/index">ZEIT ONLINE</a><a href="/politik/">'
        'Politik</a><a href="/hamburg/">Hamburg</a><a href="/abo/">Abo</a></nav></header>'
        '<main class="main"><article class="article article--padded"><header class="article-header">'
        '<h1 class="article-heading"><span class="article-heading__kicker">Nahverkehr</span>'
        '<span class="article-heading__title">Hamburg verdichtet den Bustakt</span></h1>'
        '<div class="summary">Auf vielen Linien soll bald alle fünf Minuten ein Bus fahren. Bezahlt werden soll '
        'das auch mit höheren Parkgebühren.</div>'
        '<div class="byline">Von <a href="/autoren/H/Lena_Hoffmann/index">Lena Hoffmann</a></div>'
        '<div class="metadata"><time class="metadata__date" datetime="2026-11-24T06:00:00+01:00">24. November 2026, '
        '6:00 Uhr</time><a class="metadata__commentcount" href="#comments">128 Kommentare</a></div>'
        '<figure class="article__media"><img src="/bus.jpg" alt=""><figcaption class="figure__caption">'
        '<span class="figure__text">Ein Linienbus in Altona</span> <span class="figure__copyright">© Marcus '
        'Brandt/dpa</span></figcaption></figure></header>'
        '<div class="article-body article-body--article">'
        f'<p class="paragraph article__item">{z[0]}</p><p class="paragraph article__item">{z[1]}</p>'
        '<aside class="article__item article__item--rimless"><div class="zplus-teaser"><span>Z+ (abopflichtiger '
        'Inhalt);</span> <a href="/hamburg/s-bahn">S-Bahn Hamburg: Warum die Züge so oft zu spät kommen</a></div>'
        '</aside>'
        f'<p class="paragraph article__item">{z[2]}</p>'
        f'<h2 class="article__subheading article__item">{z[3]}</h2><p class="paragraph article__item">{z[4]}</p>'
        '<div class="article__item"><div class="newsletter-signup"><p class="newsletter-signup__title">'
        'Elbvertiefung – der tägliche Newsletter für Hamburg</p><p>Jeden Morgen kostenlos in Ihrem Postfach.</p>'
        '<form><input type="email"><button>Jetzt abonnieren</button></form></div></div>'
        '</div><div class="article-tags"><h4 class="article-tags__title">Schlagworte</h4><ul>'
        '<li><a href="/thema/hamburg">Hamburg</a></li><li><a href="/thema/nahverkehr">Nahverkehr</a></li></ul></div>'
        '<div class="article-toc"><a href="#comments">Kommentare</a> <a href="/hamburg/">Zur Startseite</a></div>'
        '</article><section id="comments" class="comment-section"><h2>128 Kommentare</h2>'
        '<p class="comment-section__login">Melden Sie sich an, um zu kommentieren.</p></section></main>'
        '<footer class="footer"><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer>'
        '</body></html>')


PAGES["zeit"] = NewsPage(
    _zeit(), "https://www.zeit.example.de/hamburg/2026-11/nahverkehr-hamburg-bustakt-senat",
    (*ZEIT, "Auf vielen Linien soll bald alle fünf Minuten ein Bus fahren. Bezahlt werden soll das auch mit höheren "
     "Parkgebühren."),
    ("128 Kommentare", "Nahverkehr Hamburg", "Marcus Brandt", "S-Bahn Hamburg", "abopflichtiger", "Elbvertiefung", "Jetzt abonnieren",
     "Schlagworte", "Zur Startseite", "Melden Sie sich an", "Impressum"),
    {"author": "Lena Hoffmann", "date": "2026-11-24"})


# --- heise online (article-content, a-article-header, Kürzel) ---------------------------------------------------

HEISE = (
    "Mozilla hat Firefox 150 veröffentlicht. Die neue Version schließt 14 Sicherheitslücken, von denen der "
    "Hersteller drei als hochriskant einstuft.",
    "Angreifer hätten über präparierte Webseiten Schadcode einschleusen können. Nutzer sollten das Update daher "
    "zügig einspielen; der Browser aktualisiert sich in der Regel automatisch.",
    "Neue Funktionen",
    "Außerdem lassen sich Tabs jetzt in vertikalen Gruppen anordnen. Die Funktion war bislang nur in der "
    "Testversion Nightly verfügbar.",
    "Die Übersetzung von Webseiten unterstützt nun zusätzlich Ukrainisch und Vietnamesisch.",
)


def _heise() -> str:
    h = HEISE
    return (
        article_head("Firefox 150 schließt 14 Sicherheitslücken | heise online", "de",
              article_ld("NewsArticle", "Firefox 150 schließt 14 Sicherheitslücken", "Dennis Schirrmacher", "2026-11-23"))
        + '<body><header class="a-header"><a href="/">heise online</a><nav><a href="/newsticker/">Newsticker</a>'
        '<a href="/plus/">heise+</a><a href="/security/">Security</a></nav></header>'
        '<main><article class="article"><header class="a-article-header">'
        '<p class="a-article-header__label">Sicherheitsupdate</p>'
        '<h1 class="a-article-header__title">Firefox 150 schließt 14 Sicherheitslücken</h1>'
        '<p class="a-article-header__lead">Ein Update für Firefox dichtet gefährliche Lücken ab. Außerdem bringt '
        'der Browser vertikale Tab-Gruppen mit.</p>'
        '<div class="a-article-header__publish-info"><div class="creator"><ul><li><a href="/autor/ds">Dennis '
        'Schirrmacher</a></li></ul></div><time datetime="2026-11-23T10:41:00+01:00">23.11.2026 10:41 Uhr</time>'
        '<span class="a-article-header__read-time">Lesezeit: 2 Min.</span></div>'
        '<div class="a-article-header__actions"><a href="#comments">Kommentare lesen (87 Beiträge)</a>'
        '<button>Artikel verschenken</button><a href="/drucken/">Druckansicht</a></div></header>'
        '<div class="article-content">'
        '<figure class="a-inline-image"><img src="/firefox.jpg" alt=""><figcaption>'
        '<p class="a-caption__source">(Bild: Mozilla)</p></figcaption></figure>'
        f'<p>{h[0]}</p><p>{h[1]}</p>'
        '<a-paternoster><div class="a-box"><p class="a-box__title">Mehr zu Firefox</p><ul>'
        '<li><a href="/news/a1.html">Firefox 149: Mehr Schutz vor Tracking</a></li>'
        '<li><a href="/news/a2.html">Mozilla streicht Stellen</a></li></ul></div></a-paternoster>'
        f'<h3>{h[2]}</h3><p>{h[3]}</p><p>{h[4]}</p>'
        '<p>(<a href="mailto:des@heise.example.de" title="Dennis Schirrmacher">des</a>)</p>'
        '</div><footer class="article-footer"><a href="/forum/">Kommentare lesen (87 Beiträge)</a>'
        '<div class="a-article-footer__share"><span>Artikel teilen</span></div>'
        '<div class="article-footer__tags"><a href="/thema/Firefox">Firefox</a><a href="/thema/Mozilla">Mozilla'
        '</a></div></footer></article>'
        '<aside><h2>Lesen Sie auch</h2><ul><li><a href="/news/x1.html">Chrome: Update gegen aktiv ausgenutzte '
        'Lücke</a></li><li><a href="/news/x2.html">Thunderbird 140 ist fertig</a></li></ul></aside></main>'
        '<footer><a href="/impressum.html">Impressum</a><p>© 2026 heise online</p></footer></body></html>')


PAGES["heise"] = NewsPage(
    _heise(), "https://www.heise.example.de/news/Firefox-150-schliesst-14-Sicherheitsluecken-10123456.html",
    (*HEISE, "Ein Update für Firefox dichtet gefährliche Lücken ab. Außerdem bringt der Browser vertikale "
     "Tab-Gruppen mit."),
    ("Lesezeit", "Kommentare lesen", "verschenken", "Druckansicht", "Bild: Mozilla", "Mehr zu Firefox",
     "Mehr Schutz vor Tracking", "Artikel teilen", "Lesen Sie auch", "Chrome: Update", "Impressum"),
    {"author": "Dennis Schirrmacher", "date": "2026-11-23"})


# --- Le Monde (article__paragraph, article__desc, catcher "Lire aussi", paywall) ------------------------------

LM = (
    "Le gouvernement a présenté mercredi 25 novembre un projet de loi visant à réduire de moitié le délai "
    "d’instruction des permis de construire pour les logements sociaux.",
    "Selon le ministère, plus de 40 000 logements sont aujourd’hui bloqués en attente d’une autorisation, parfois "
    "depuis plus de deux ans.",
    "« Nous ne pouvons pas laisser des familles attendre pendant que les dossiers s’empilent », a déclaré la "
    "ministre du logement devant la presse.",
    "Des maires inquiets",
    "L’Association des maires de France redoute toutefois une perte de contrôle des communes sur l’urbanisme. Elle "
    "demande que les élus locaux conservent un droit de veto.",
    "Le texte sera examiné au Sénat au début de l’année prochaine.",
)


def _lemonde() -> str:
    m = LM
    return (
        article_head("Logement social : le gouvernement veut accélérer les permis de construire", "fr",
              article_ld("NewsArticle", "Logement social : le gouvernement veut accélérer les permis de construire",
                  "Claire Dubois", "2026-11-25"))
        + '<body><header class="Header"><nav><a href="/">Le Monde</a><a href="/politique/">Politique</a>'
        '<a href="/economie/">Économie</a><a href="/abonnement/">S’abonner</a><a href="/connexion/">Se connecter</a>'
        '</nav></header><main><section class="zone zone--article"><header class="article__header">'
        '<ul class="breadcrumb"><li><a href="/economie/">Économie</a></li><li><a href="/logement/">Logement</a>'
        '</li></ul><h1 class="article__title">Logement social : le gouvernement veut accélérer les permis de '
        'construire</h1><p class="article__desc">Un projet de loi prévoit de réduire de moitié le délai '
        'd’instruction des dossiers. Les maires craignent de perdre la main sur l’urbanisme.</p>'
        '<div class="meta meta__publisher"><span class="meta__author"><a class="article__author-link" '
        'href="/signataires/claire-dubois/">Claire Dubois</a></span><span class="meta__date">Publié le 25 novembre '
        '2026 à 06h00, modifié à 09h13</span><span class="meta__reading-time">Temps de Lecture 3 min.</span></div>'
        '<div class="meta__social"><a href="#">Offrir l’article</a><a href="#">Lire plus tard</a>'
        '<a href="#">Partager</a></div></header>'
        '<article class="article__content"><figure class="article__media"><img src="/chantier.jpg" alt="">'
        '<figcaption class="article__legend">Un chantier de logements sociaux à Lyon, en octobre. '
        '<span class="article__credit">JEAN DUPONT / AFP</span></figcaption></figure>'
        f'<p class="article__paragraph">{m[0]}</p><p class="article__paragraph">{m[1]}</p>'
        '<section class="catcher catcher--inline"><span class="catcher__title">Lire aussi |</span> '
        '<a class="js-article-read-also" href="/economie/article/2026/10/12/loyers.html">Les loyers continuent de '
        'grimper dans les grandes villes</a></section>'
        f'<p class="article__paragraph">{m[2]}</p><h2 class="article__sub-title">{m[3]}</h2>'
        f'<p class="article__paragraph">{m[4]}</p><p class="article__paragraph">{m[5]}</p>'
        '<p class="article__paragraph article__paragraph--lf">Claire Dubois</p>'
        '<section class="paywall"><p>Il vous reste 62.51% de cet article à lire. La suite est réservée aux abonnés.'
        '</p><a href="/abonnement/">Découvrir les offres</a></section></article>'
        '<section class="article__reactions"><a href="#comments">Réagir</a><a href="#">Ajouter à vos sélections</a>'
        '</section><aside class="aside__iso"><h3>Les plus lus</h3><ul><li><a href="/a1">Les prix de l’énergie '
        'vont baisser en janvier</a></li><li><a href="/a2">Ce que change la réforme des retraites</a></li></ul>'
        '</aside></section></main><footer class="footer"><a href="/mentions-legales">Mentions légales</a>'
        '<p>Le Monde © 2026</p></footer></body></html>')


PAGES["lemonde"] = NewsPage(
    _lemonde(), "https://www.lemonde.example.fr/economie/article/2026/11/25/logement-social-permis_6123456_3234.html",
    (*LM, "Un projet de loi prévoit de réduire de moitié le délai d’instruction des dossiers. Les maires craignent "
     "de perdre la main sur l’urbanisme."),
    ("Lire aussi", "Les loyers continuent", "Il vous reste", "Découvrir les offres", "Temps de Lecture",
     "Offrir l’article", "Lire plus tard", "JEAN DUPONT", "Réagir", "Les plus lus", "Mentions légales"),
    {"author": "Claire Dubois", "date": "2026-11-25"})


# --- Le Figaro (fig- classes, "À lire aussi", premium paywall) ----------------------------------------------------

FIG = (
    "Les prix de l’immobilier ancien ont reculé de 3,2 % sur un an au troisième trimestre, selon les chiffres "
    "publiés jeudi par les notaires.",
    "La baisse touche surtout les grandes métropoles. À Paris, le prix moyen du mètre carré est passé sous la barre "
    "des 9 500 euros, une première depuis 2018.",
    "Les taux d’intérêt restent le frein principal",
    "Les taux des crédits immobiliers, autour de 3,4 % en moyenne, continuent de peser sur la capacité d’emprunt "
    "des ménages. Les notaires observent néanmoins un léger regain des ventes depuis la rentrée.",
    "« Le marché a touché son point bas », estime un notaire parisien.",
)


def _figaro() -> str:
    f = FIG
    return (
        article_head("Immobilier : les prix de l’ancien reculent encore", "fr",
              article_ld("NewsArticle", "Immobilier : les prix de l’ancien reculent encore", "Guillaume Errard",
                  "2026-11-26"))
        + '<body><header class="fig-header"><a href="/">Le Figaro</a><nav class="fig-nav"><a href="/economie/">'
        'Économie</a><a href="/immobilier/">Immobilier</a><a href="/abonnement">Je m’abonne</a></nav></header>'
        '<main class="fig-main"><article class="fig-main-col"><div class="fig-headline-wrapper">'
        '<span class="fig-premium-mark">Réservé aux abonnés</span>'
        '<h1 class="fig-headline">Immobilier : les prix de l’ancien reculent encore</h1>'
        '<p class="fig-standfirst">Au troisième trimestre, les prix ont baissé de 3,2 % sur un an. Paris repasse sous '
        'les 9 500 euros le mètre carré.</p></div>'
        '<div class="fig-content-metas"><span class="fig-content-metas__author">Par <a href="/auteur/guillaume-'
        'errard">Guillaume Errard</a></span><span class="fig-content-metas__pub-date">Publié le 26/11/2026 à 07:00, '
        'mis à jour le 26/11/2026 à 10:12</span><a class="fig-content-metas__comment" href="#comments">12 '
        'commentaires</a></div><div class="fig-share"><button>Partager via :</button><a>Facebook</a><a>X</a>'
        '<a>E-mail</a><button>Copier le lien</button></div>'
        '<figure class="fig-media"><img src="/immo.jpg" alt=""><figcaption class="fig-media__legend">Des annonces '
        'immobilières à Paris. <span class="fig-media__credit">Ludovic Marin / AFP</span></figcaption></figure>'
        '<div class="fig-body"><p class="fig-paragraph">' + f[0] + '</p><p class="fig-paragraph">' + f[1] + '</p>'
        '<p class="fig-paragraph">À lire aussi <a href="/immobilier/taux-credit">Crédit immobilier : les taux '
        'vont-ils encore baisser en 2027 ?</a></p>'
        '<h2 class="fig-body-heading">' + f[2] + '</h2><p class="fig-paragraph">' + f[3] + '</p>'
        '<p class="fig-paragraph">' + f[4] + '</p></div>'
        '<div class="fig-premium-paywall"><p class="fig-premium-paywall__title">Cet article est réservé aux abonnés. '
        'Il vous reste 78% à découvrir.</p><p>Vente Flash</p><p>-70% sur l’abonnement numérique</p>'
        '<a href="/abonnement">Je m’abonne</a><p>Déjà abonné ? <a href="/connexion">Connectez-vous</a></p></div>'
        '<div class="fig-tags"><span>Sujets</span><a href="/tag/immobilier">Immobilier</a><a href="/tag/notaires">'
        'Notaires</a></div></article><aside class="fig-aside"><h3>Les plus lus</h3><ol><li><a href="/b1">Impôts : '
        'ce qui change en 2027</a></li><li><a href="/b2">La SNCF annonce une grève</a></li></ol></aside></main>'
        '<footer class="fig-footer"><a href="/cgu">CGU</a><p>© Le Figaro 2026</p></footer></body></html>')


PAGES["figaro"] = NewsPage(
    _figaro(), "https://www.lefigaro.example.fr/immobilier/les-prix-de-l-ancien-reculent-encore-20261126",
    (*FIG, "Au troisième trimestre, les prix ont baissé de 3,2 % sur un an. Paris repasse sous les 9 500 euros le "
     "mètre carré."),
    ("Réservé aux abonnés", "12 commentaires", "Partager via", "Copier le lien", "Ludovic Marin", "À lire aussi",
     "Crédit immobilier : les taux", "Il vous reste", "Vente Flash", "Connectez-vous", "Sujets", "Les plus lus"),
    {"author": "Guillaume Errard", "date": "2026-11-26"})


# --- Corriere della Sera (chapter-paragraph, "Leggi anche", comment counter, tags) --------------------------------

COR = (
    "Il governo ha approvato nella notte il decreto che alza da 1.200 a 1.500 euro la soglia dei fringe benefit "
    "esenti da tasse per i lavoratori dipendenti con figli a carico.",
    "La misura varrà per tutto il 2027 e costerà allo Stato circa 800 milioni di euro, secondo le stime della "
    "Ragioneria generale.",
    "«Vogliamo sostenere le famiglie che lavorano», ha spiegato il ministro dell’Economia in conferenza stampa a "
    "Palazzo Chigi.",
    "Chi ne beneficia",
    "Il bonus spetta ai dipendenti del settore privato. Le aziende potranno erogarlo anche sotto forma di buoni "
    "spesa o di rimborsi delle bollette di luce e gas.",
    "I sindacati hanno accolto con favore la norma, ma chiedono che diventi strutturale.",
)


def _corriere() -> str:
    c = COR
    return (
        article_head("Fringe benefit, la soglia sale a 1.500 euro per chi ha figli - Corriere.it", "it",
              article_ld("NewsArticle", "Fringe benefit, la soglia sale a 1.500 euro per chi ha figli", "Andrea Ducci",
                  "2026-11-27"))
        + '<body><header class="header"><a href="/">Corriere della Sera</a><nav><a href="/economia/">Economia</a>'
        '<a href="/politica/">Politica</a><a href="/abbonati/">Abbonati</a><a href="/login/">Accedi</a></nav></header>'
        '<main><article class="article-wrap"><div class="is-label-section">Economia</div>'
        '<h1 class="title-art">Fringe benefit, la soglia sale a 1.500 euro per chi ha figli</h1>'
        '<h2 class="summary-art">La misura vale per tutto il 2027. Il costo stimato è di 800 milioni di euro</h2>'
        '<div class="info-art"><span class="writer">di <a href="/firme/andrea-ducci/">Andrea Ducci</a></span>'
        '<p class="is-last-update" datetime="2026-11-27T06:00:00+01:00">27 novembre 2026 (modifica il 27 novembre '
        '2026 | 09:41)</p><a class="tools-comments" href="#comments">22 commenti</a></div>'
        '<div class="share-art"><a>Facebook</a><a>X</a><a>WhatsApp</a><a>Email</a><a>Copia link</a></div>'
        '<figure class="media-news"><img src="/img/chigi.jpg" alt=""><figcaption>Palazzo Chigi (Ansa)</figcaption>'
        '</figure><div class="content-art">'
        f'<p class="chapter-paragraph">{c[0]}</p><p class="chapter-paragraph">{c[1]}</p>'
        '<p class="chapter-paragraph"><strong>Leggi anche</strong></p><ul class="related-list">'
        '<li><a href="/economia/manovra">Manovra, cosa cambia per le pensioni</a></li>'
        '<li><a href="/economia/irpef">Irpef, le nuove aliquote in tre esempi</a></li></ul>'
        f'<p class="chapter-paragraph">{c[2]}</p><h3 class="chapter-title">{c[3]}</h3>'
        f'<p class="chapter-paragraph">{c[4]}</p><p class="chapter-paragraph">{c[5]}</p>'
        '<div class="newsletter-box"><p class="title">La newsletter Whatever it Takes</p><p>Se vuoi restare '
        'aggiornato sulle notizie di economia iscriviti alla newsletter.</p><a href="/newsletter/">Iscriviti</a>'
        '</div><p class="copy">© RIPRODUZIONE RISERVATA</p></div>'
        '<div class="tags-art"><span>Argomenti:</span><a href="/tag/bonus">bonus</a><a href="/tag/lavoro">lavoro'
        '</a></div></article><aside><h3>I più letti</h3><ol><li><a href="/x1">Meteo, arriva la neve al Nord</a>'
        '</li><li><a href="/x2">Sciopero dei treni venerdì</a></li></ol></aside></main>'
        '<footer><p>Copyright 2026 © RCS Mediagroup S.p.a. Tutti i diritti sono riservati | P.IVA 12086540155</p>'
        '</footer></body></html>')


PAGES["corriere"] = NewsPage(
    _corriere(), "https://www.corriere.example.it/economia/lavoro/26_novembre_27/fringe-benefit-soglia-1500.shtml",
    (*COR, "La misura vale per tutto il 2027. Il costo stimato è di 800 milioni di euro"),
    ("22 commenti", "Copia link", "Leggi anche", "Manovra, cosa cambia", "Whatever it Takes", "Iscriviti",
     "RIPRODUZIONE RISERVATA", "Argomenti", "I più letti", "RCS Mediagroup", "modifica il"),
    {"author": "Andrea Ducci", "date": "2026-11-27"})


# --- ANSA (news-txt, agency line, "Riproduzione riservata © Copyright ANSA") -------------------------------------

ANSA = (
    "Un terremoto di magnitudo 4.2 è stato registrato alle 3.14 di questa notte in provincia di Macerata. Lo "
    "comunica l’Istituto nazionale di geofisica e vulcanologia.",
    "La scossa è stata avvertita distintamente dalla popolazione in molti comuni delle Marche, ma al momento non si "
    "segnalano danni a persone o edifici.",
    "Diverse persone sono scese in strada per precauzione. Le scuole della zona resteranno chiuse per le verifiche "
    "sugli edifici.",
)


def _ansa() -> str:
    a = ANSA
    return (
        article_head("Terremoto di magnitudo 4.2 nel Maceratese - Notizie - Ansa.it", "it",
              '<meta property="article:published_time" content="2026-11-28T03:40:00+01:00">')
        + '<body><header><a href="/">ANSA.it</a><nav><a href="/cronaca/">Cronaca</a><a href="/marche/">Marche</a>'
        '</nav></header><main><article class="news"><div class="news-kicker">Cronaca</div>'
        '<h1 class="news-title">Terremoto di magnitudo 4.2 nel Maceratese</h1>'
        '<h2 class="news-stit">Avvertito in molti comuni. Nessun danno segnalato</h2>'
        '<div class="news-date"><time datetime="2026-11-28T03:40">28 novembre 2026, 03:40</time></div>'
        '<div class="news-author">Redazione ANSA</div><div class="news-tools"><a>Stampa</a><a>Scrivi alla '
        'redazione</a><a>Suggerisci</a><a>Facebook</a><a>X</a></div>'
        '<figure><img src="/sismo.jpg" alt=""><figcaption>Un sismografo - RIPRODUZIONE RISERVATA</figcaption></figure>'
        '<div class="news-txt">'
        f'<p>(ANSA) - MACERATA, 28 NOV - {a[0]}</p><p>{a[1]}</p><p>{a[2]}</p>'
        '<p>Riproduzione riservata © Copyright ANSA</p></div>'
        '<div class="news-related"><h3>Ultima ora</h3><ul><li><a href="/n1">Borsa: Milano apre in rialzo</a></li>'
        '<li><a href="/n2">Maltempo, allerta gialla in Liguria</a></li></ul></div>'
        '<div class="ansa-ads">Pubblicità</div><p class="news-consigliati">Ti potrebbe interessare</p>'
        '<ul><li><a href="/v1">Video, le immagini dal drone</a></li></ul></article></main>'
        '<footer><p>© Copyright ANSA - Tutti i diritti riservati</p><a href="/privacy">Privacy</a></footer>'
        '</body></html>')


PAGES["ansa"] = NewsPage(
    _ansa(), "https://www.ansa.example.it/marche/notizie/2026/11/28/terremoto-magnitudo-42-maceratese_abc123.html",
    ("(ANSA) - MACERATA, 28 NOV - " + ANSA[0], *ANSA[1:], "Avvertito in molti comuni. Nessun danno segnalato"),
    ("Riproduzione riservata", "Scrivi alla redazione", "Ultima ora", "Borsa: Milano", "Pubblicità",
     "Ti potrebbe interessare", "Video, le immagini", "Tutti i diritti", "Un sismografo"),
    {"date": "2026-11-28"})


# --- iDNES.cz (opener, #art-text, "Čtěte také", Premium teaser, photo credits) ------------------------------------

IDN = (
    "Vláda na středečním jednání schválila novelu stavebního zákona. Úřady budou muset o povolení rozhodnout "
    "nejpozději do šedesáti dnů, u složitějších staveb do devadesáti.",
    "Podle ministra pro místní rozvoj se tím řízení zkrátí v průměru o polovinu. Stavebníci navíc budou moci "
    "podávat žádosti výhradně elektronicky.",
    "„Je to největší změna za posledních dvacet let,“ uvedl ministr po jednání vlády.",
    "Obce se bojí nedostatku úředníků",
    "Svaz měst a obcí upozorňuje, že stavebním úřadům chybí stovky pracovníků. Bez nich podle něj nové lhůty "
    "nebude možné dodržet.",
    "Novela nyní míří do Poslanecké sněmovny. Účinná by měla být od července 2027.",
)


def _idnes() -> str:
    d = IDN
    return (
        article_head("Vláda schválila novelu stavebního zákona, povolení má být do 60 dnů - iDNES.cz", "cs",
              article_ld("NewsArticle", "Vláda schválila novelu stavebního zákona", "Jan Novotný", "2026-11-25"))
        + '<body><div id="header"><a href="/">iDNES.cz</a><ul class="menu"><li><a href="/zpravy/domaci">Domácí</a>'
        '</li><li><a href="/zpravy/zahranicni">Zahraniční</a></li><li><a href="/premium">Premium</a></li></ul></div>'
        '<div id="content"><div class="art-full"><div class="art-info">'
        '<span class="time-date" content="2026-11-25T12:41:00CET">25. listopadu 2026 12:41</span></div>'
        '<h1 itemprop="name headline">Vláda schválila novelu stavebního zákona, povolení má být do 60 dnů</h1>'
        '<div class="authors"><span itemprop="author"><a href="/novinar/jan-novotny">Jan Novotný</a></span>, ČTK</div>'
        '<div class="opener">Stavební úřady budou muset rozhodovat rychleji. Vláda schválila novelu, podle které '
        'mají úřady na vydání povolení nejvýš šedesát dní.</div>'
        '<div class="art-social"><a>Sdílet</a><a>Facebook</a><a>X</a><a href="#diskuse">Diskuse (48)</a></div>'
        '<div class="art-full-foto"><img src="/foto/jeraby.jpg" alt=""><div class="text">Jeřáby nad stavbou bytového '
        'domu v Praze.</div><div class="author">foto: Michal Šula, MAFRA</div></div>'
        '<div id="art-text" class="bbtext">'
        f'<p>{d[0]}</p><p>{d[1]}</p>'
        '<div class="art-related"><h3>Čtěte také</h3><ul><li><a href="/zpravy/domaci/byty.A261101">Ceny bytů '
        'znovu rostou, nejvíc v Brně</a></li><li><a href="/zpravy/domaci/hypo.A261102">Hypotéky zlevňují už '
        'třetí měsíc</a></li></ul></div>'
        f'<p>{d[2]}</p><h3>{d[3]}</h3><p>{d[4]}</p><p>{d[5]}</p></div>'
        '<div class="art-premium"><p>Tento článek je exkluzivním obsahem pro předplatitele.</p>'
        '<p><a href="/premium">Vyzkoušejte iDNES Premium</a> za 19 Kč</p></div>'
        '<div class="art-tags"><span>Témata:</span> <a href="/tema/stavebni-zakon">Stavební zákon</a>, '
        '<a href="/tema/vlada">Vláda ČR</a></div>'
        '<div class="art-discussion"><a href="#diskuse">Vstoupit do diskuse (48 příspěvků)</a></div></div>'
        '<div class="col-right"><h3>Nejčtenější</h3><ol><li><a href="/x1">Sněžení zkomplikovalo dopravu na D1</a>'
        '</li><li><a href="/x2">Policie hledá pohřešovanou ženu</a></li></ol></div></div>'
        '<div id="footer"><p>© 1999–2026 Copyright MAFRA, a.s. a dodavatelé zpráv</p></div></body></html>')


PAGES["idnes"] = NewsPage(
    _idnes(), "https://www.idnes.example.cz/zpravy/domaci/stavebni-zakon-novela-vlada.A261125_124100_domaci_jan",
    (*IDN, "Stavební úřady budou muset rozhodovat rychleji. Vláda schválila novelu, podle které mají úřady na "
     "vydání povolení nejvýš šedesát dní."),
    ("Sdílet", "Diskuse (48)", "Michal Šula", "Jeřáby nad stavbou", "Čtěte také", "Ceny bytů", "exkluzivním obsahem", "iDNES Premium",
     "Témata", "Vstoupit do diskuse", "Nejčtenější", "Sněžení", "MAFRA, a.s."),
    {"author": "Jan Novotný", "date": "2026-11-25"})


# --- SME.sk (perex, article-body, "Prečítajte si tiež", piano paywall) ---------------------------------------------

SME = (
    "Parlament vo štvrtok schválil zvýšenie rodičovského príspevku. Od januára bude rodičom na materskej "
    "dovolenke vyplácaný príspevok vo výške 520 eur mesačne.",
    "Za návrh hlasovalo 112 poslancov, proti boli len dvaja. Opozícia podporila zákon napriek výhradám k "
    "jeho financovaniu.",
    "„Rodiny s malými deťmi to potrebujú najviac,“ povedala ministerka práce v rozprave.",
    "Koľko to bude stáť",
    "Podľa dôvodovej správy bude zvýšenie stáť štátny rozpočet približne 180 miliónov eur ročne. Peniaze "
    "majú pochádzať z úspor na ministerstvách.",
)


def _sme() -> str:
    m = SME
    return (
        article_head("Parlament schválil vyšší rodičovský príspevok - SME", "sk",
              article_ld("NewsArticle", "Parlament schválil vyšší rodičovský príspevok", "Katarína Horváthová",
                  "2026-11-26"))
        + '<body><header class="header"><a href="/">SME</a><nav><a href="/domov/">Domov</a><a href="/svet/">Svet</a>'
        '<a href="/predplatne/">Predplatné</a><a href="/prihlasenie/">Prihlásiť</a></nav></header>'
        '<main><article class="js-article"><h1 class="article-heading">Parlament schválil vyšší rodičovský '
        'príspevok</h1><p class="perex">Od januára dostanú rodičia na materskej 520 eur mesačne. Zákon podporila '
        'aj opozícia.</p><div class="article-author"><a href="/autor/123/">Katarína Horváthová</a>'
        '<span class="article-published-at">26. nov 2026 o 14:20</span><span>Čítanie: 3 min</span></div>'
        '<div class="article-share"><a>Zdieľať</a><a>Facebook</a><a>Kopírovať odkaz</a><a href="#diskusia">'
        'Diskusia (35)</a></div><figure class="article-figure"><img src="/nrsr.jpg" alt=""><figcaption>Rokovanie '
        'parlamentu. Foto N – Tomáš Benedikovič</figcaption></figure><div class="article-body">'
        f'<p>{m[0]}</p><p>{m[1]}</p>'
        '<div class="article-related"><p class="title">Prečítajte si tiež</p><ul><li><a href="/c/1">Ceny '
        'potravín klesajú, tvrdí úrad</a></li><li><a href="/c/2">Minimálna mzda porastie o 60 eur</a></li></ul>'
        f'</div><p>{m[2]}</p><h2>{m[3]}</h2><p>{m[4]}</p></div>'
        '<div class="js-piano-teaser"><p>Odomknite si tento článok predplatným SME.sk</p><p>Predplatné od 1,99 € '
        'mesačne</p><a href="/predplatne/">Kúpiť predplatné</a></div>'
        '<div class="article-tags"><span>Ďalšie témy:</span> <a href="/t/rodina">rodina</a>, <a href="/t/nrsr">'
        'NR SR</a></div></article><aside><h3>Najčítanejšie na SME</h3><ol><li><a href="/s1">Počasie: prichádza '
        'mráz</a></li><li><a href="/s2">Voľby budú v septembri</a></li></ol></aside></main>'
        '<footer><p>© Copyright 1995-2026 Petit Press, a.s.</p></footer></body></html>')


PAGES["sme"] = NewsPage(
    _sme(), "https://domov.sme.example.sk/c/23451234/parlament-schvalil-vyssi-rodicovsky-prispevok.html",
    (*SME, "Od januára dostanú rodičia na materskej 520 eur mesačne. Zákon podporila aj opozícia."),
    ("Čítanie", "Zdieľať", "Kopírovať odkaz", "Diskusia (35)", "Tomáš Benedikovič", "Prečítajte si tiež",
     "Ceny potravín", "Odomknite", "Predplatné od", "Kúpiť predplatné", "Ďalšie témy", "Najčítanejšie",
     "Petit Press", "26. nov 2026"),
    {"author": "Katarína Horváthová", "date": "2026-11-26"})


# --- Pravda.sk (article-detail, "Čítajte tiež" line, agency, author box) -------------------------------------------

PRAVDA = (
    "Železnice Slovenskej republiky od nedele zavedú nový grafikon. Medzi Bratislavou a Košicami pribudnú dva "
    "priame rýchliky denne.",
    "Cestovná doba na trase sa skráti o takmer pol hodiny, pretože vlaky už nebudú zastavovať v menších "
    "staniciach.",
    "Cestujúci si lístky môžu kupovať aj v mobilnej aplikácii. Zľavy pre študentov a seniorov zostávajú "
    "nezmenené.",
)


def _pravda() -> str:
    r = PRAVDA
    return (
        article_head("Vlaky medzi Bratislavou a Košicami budú jazdiť rýchlejšie | Pravda.sk", "sk",
              article_ld("NewsArticle", "Vlaky medzi Bratislavou a Košicami budú jazdiť rýchlejšie", "Peter Malý",
                  "2026-11-27"))
        + '<body><div class="header"><a href="/">Pravda.sk</a><a href="/spravy/domace/">Domáce</a>'
        '<a href="/spravy/svet/">Svet</a></div><div class="article-detail"><h1>Vlaky medzi Bratislavou a Košicami '
        'budú jazdiť rýchlejšie</h1><div class="article-detail-perex"><p>Nový grafikon prinesie dva rýchliky navyše a '
        'kratšiu cestu.</p></div><div class="article-detail-info"><span class="author">Peter Malý</span>, '
        '<span class="agency">TASR</span><span class="date">27.11.2026 06:00</span></div>'
        '<div class="article-detail-image"><img src="/vlak.jpg" alt=""><span class="source">Foto: TASR</span></div>'
        '<div class="article-detail-html">'
        f'<p>{r[0]}</p><p><strong>Čítajte tiež:</strong> <a href="/spravy/domace/1234-diaľnica/">Diaľnica D1 bude '
        f'v zime čiastočne uzavretá</a></p><p>{r[1]}</p><p>{r[2]}</p></div>'
        '<div class="article-detail-author-box"><img src="/malý.jpg" alt=""><p>Peter Malý</p><p>Redaktor '
        'domácej rubriky. Píše o doprave a regiónoch.</p></div>'
        '<div class="fb-like-box">Sledujte Pravdu na Facebooku</div>'
        '<div class="article-detail-discussion"><a href="#">Diskusia (12)</a></div></div>'
        '<div class="footer"><p>© Copyright OUR MEDIA SR a. s.</p></div></body></html>')


PAGES["pravda-sk"] = NewsPage(
    _pravda(), "https://spravy.pravda.example.sk/domace/clanok/712345-vlaky-medzi-bratislavou-a-kosicami/",
    (*PRAVDA, "Nový grafikon prinesie dva rýchliky navyše a kratšiu cestu."),
    ("Čítajte tiež", "Diaľnica D1", "Foto: TASR", "Redaktor domácej rubriky", "Sledujte Pravdu", "Diskusia (12)",
     "OUR MEDIA"),
    {"author": "Peter Malý", "date": "2026-11-27"})


# --- Onet-style Polish portal (hyphenate paragraphs, lead, "Czytaj także", "Zobacz również" video) --------------

PL = (
    "Sejm przyjął w piątek ustawę o podwyżkach dla nauczycieli. Od stycznia pensje w szkołach wzrosną średnio "
    "o dziesięć procent.",
    "Za ustawą głosowało 398 posłów, przeciw było 12, a 20 wstrzymało się od głosu. Teraz zajmie się nią Senat.",
    "– To jest sygnał, że państwo docenia pracę nauczycieli – mówiła minister edukacji podczas debaty.",
    "Związki chcą więcej",
    "Związek Nauczycielstwa Polskiego uważa jednak, że podwyżka nie pokrywa wzrostu kosztów życia z ostatnich "
    "dwóch lat. Związkowcy zapowiadają dalsze rozmowy z rządem.",
)


def _onet() -> str:
    o = PL
    return (
        article_head("Sejm przyjął ustawę o podwyżkach dla nauczycieli - Wiadomości", "pl",
              article_ld("NewsArticle", "Sejm przyjął ustawę o podwyżkach dla nauczycieli", "Anna Kowalska", "2026-11-27"))
        + '<body><header class="header"><a href="/">Portal</a><nav><a href="/kraj">Kraj</a><a href="/swiat">Świat</a>'
        '<a href="/premium">Premium</a><a href="/poczta">Poczta</a></nav></header>'
        '<main><article class="article"><h1 class="mainTitle">Sejm przyjął ustawę o podwyżkach dla nauczycieli</h1>'
        '<div class="authorDateSection"><span class="name">Anna Kowalska</span><time class="datePublished" '
        'datetime="2026-11-27T06:00:00+01:00">27 listopada 2026, 06:00</time><span>Czas czytania: 3 min</span></div>'
        '<div class="lead"><p>Od stycznia pensje nauczycieli wzrosną średnio o dziesięć procent. Ustawą zajmie się '
        'teraz Senat.</p></div><div class="socialBar"><a>Udostępnij</a><a>Facebook</a><a>X</a><a>Skopiuj link</a>'
        '<a href="#comments">Komentarze (214)</a></div><figure><img src="/sejm.jpg" alt=""><figcaption>Sala '
        'posiedzeń Sejmu <span class="author">Foto: Piotr Nowak / PAP</span></figcaption></figure>'
        '<div class="articleBody">'
        f'<p class="hyphenate">{o[0]}</p><p class="hyphenate">{o[1]}</p>'
        '<p class="hyphenate"><strong>Czytaj także:</strong> <a href="/kraj/matury">Matury 2027. Są zmiany w '
        'egzaminie z matematyki</a></p>'
        '<div class="videoBox"><span>Zobacz również</span> <a href="/wideo/123">Wideo: protest nauczycieli przed '
        'Sejmem</a></div>'
        f'<p class="hyphenate">{o[2]}</p><h2 class="hyphenate">{o[3]}</h2><p class="hyphenate">{o[4]}</p>'
        '<div class="adBox">Reklama</div><p class="hyphenate">Dalszy ciąg materiału pod wideo</p></div>'
        '<div class="tags"><span>Tematy:</span> <a href="/t/edukacja">edukacja</a> <a href="/t/sejm">Sejm</a></div>'
        '<div class="newsletter"><p>Zapisz się na newsletter</p><p>Najważniejsze informacje dnia prosto na Twoją '
        'skrzynkę.</p><form><input type="email"><button>Zapisz się</button></form></div></article>'
        '<aside><h3>Najczęściej czytane</h3><ul><li><a href="/p1">Pogoda: nadchodzą mrozy</a></li>'
        '<li><a href="/p2">Ceny paliw w górę</a></li></ul></aside></main>'
        '<footer><p>© 2026 Portal Sp. z o.o. Wszelkie prawa zastrzeżone.</p></footer></body></html>')


PAGES["onet-pl"] = NewsPage(
    _onet(), "https://wiadomosci.portal.example.pl/kraj/sejm-przyjal-ustawe-o-podwyzkach-dla-nauczycieli/x7k2m",
    (*PL, "Od stycznia pensje nauczycieli wzrosną średnio o dziesięć procent. Ustawą zajmie się teraz Senat."),
    ("Czas czytania", "Udostępnij", "Skopiuj link", "Komentarze (214)", "Piotr Nowak", "Czytaj także", "Matury 2027",
     "Zobacz również", "protest nauczycieli", "Reklama", "Dalszy ciąg", "Tematy", "Zapisz się", "Najczęściej",
     "Wszelkie prawa"),
    {"author": "Anna Kowalska", "date": "2026-11-27"})


# --- El País (a_c body, a_st subtitle, a_md meta, "Suscríbete" box) -----------------------------------------------

ES = (
    "El Gobierno aprobó este martes en el Consejo de Ministros el anteproyecto de ley que reduce la jornada laboral "
    "a 37,5 horas semanales sin merma salarial.",
    "La medida afectará a unos 12 millones de trabajadores del sector privado, según los cálculos del Ministerio de "
    "Trabajo, y entrará en vigor de forma escalonada.",
    "“Es una conquista histórica para la clase trabajadora”, afirmó la vicepresidenta en la rueda de prensa "
    "posterior.",
    "Rechazo de la patronal",
    "La CEOE considera que la reducción pondrá en riesgo la viabilidad de muchas pequeñas empresas y pide que se "
    "negocie por sectores.",
)


def _elpais() -> str:
    e = ES
    return (
        article_head("El Gobierno aprueba la reducción de la jornada laboral a 37,5 horas | Economía | EL PAÍS", "es",
              article_ld("NewsArticle", "El Gobierno aprueba la reducción de la jornada laboral a 37,5 horas",
                  "Lucía Pérez", "2026-11-24"))
        + '<body><header class="_hd"><a href="/">EL PAÍS</a><nav><a href="/economia/">Economía</a>'
        '<a href="/espana/">España</a><a href="/suscripciones/">Suscríbete</a><a href="/login">Iniciar sesión</a>'
        '</nav></header><main><article class="a _g _g-lg"><header class="a_e">'
        '<div class="a_k"><a href="/economia/">Economía</a></div>'
        '<h1 class="a_t">El Gobierno aprueba la reducción de la jornada laboral a 37,5 horas</h1>'
        '<h2 class="a_st">La medida, que afectará a 12 millones de trabajadores, entrará en vigor de forma '
        'escalonada</h2></header><div class="a_md"><div class="a_md_a"><a href="/autor/lucia-perez/">Lucía '
        'Pérez</a></div><div class="a_md_f"><span>Madrid</span> - <a href="#">24 nov 2026 - 06:00 CET</a></div>'
        '<div class="a_md_sh"><a>Compartir en Whatsapp</a><a>Compartir en Facebook</a><a>Copiar enlace</a>'
        '<a href="#comentarios">Comentarios</a></div></div>'
        '<figure class="a_m"><img src="/jornada.jpg" alt=""><figcaption class="a_m_p"><span>La vicepresidenta, '
        'este martes.</span><span class="a_m_m">Claudio Álvarez</span></figcaption></figure>'
        '<div class="a_c clearfix" data-dtm-region="articulo_cuerpo">'
        f'<p>{e[0]}</p><p>{e[1]}</p>'
        '<p>Lea también: <a href="/economia/2026-11-20/salario-minimo.html">El salario mínimo subirá un 4% en 2027</a></p>'
        f'<p>{e[2]}</p><h3>{e[3]}</h3><p>{e[4]}</p></div>'
        '<div class="a_tp"><p>Suscríbete para seguir leyendo</p><p>Lee sin límites</p><a href="/suscripciones/">'
        'Seguir leyendo</a><p>Ya tengo una suscripción</p></div>'
        '<div class="a_ec"><p>Sobre la firma</p><a href="/autor/lucia-perez/">Lucía Pérez</a><p>Periodista de la '
        'sección de Economía. Antes trabajó en la Cadena SER.</p></div>'
        '<ul class="w_t"><li><a href="/noticias/empleo/">Empleo</a></li><li><a href="/noticias/ceoe/">CEOE</a></li>'
        '</ul></article><aside><h3>Lo más visto</h3><ol><li><a href="/m1">La borrasca deja nieve en el norte</a>'
        '</li><li><a href="/m2">Cómo declarar la renta</a></li></ol></aside></main>'
        '<footer><p>© EDICIONES EL PAÍS S.L.</p><a href="/aviso-legal/">Aviso legal</a></footer></body></html>')


PAGES["elpais"] = NewsPage(
    _elpais(), "https://elpais.example.com/economia/2026-11-24/el-gobierno-aprueba-la-reduccion-de-la-jornada.html",
    (*ES, "La medida, que afectará a 12 millones de trabajadores, entrará en vigor de forma escalonada"),
    ("Compartir", "Copiar enlace", "Claudio Álvarez", "Lea también", "salario mínimo", "Suscríbete", "Lee sin límites",
     "Seguir leyendo", "Sobre la firma", "Periodista de la sección", "Lo más visto", "Aviso legal", "24 nov 2026"),
    {"author": "Lucía Pérez", "date": "2026-11-24"})


# --- ABC (voc-p paragraphs, "Noticia Relacionada", registered-only note) -------------------------------------------

ABC = (
    "La Agencia Estatal de Meteorología ha activado el aviso naranja por nevadas en cinco provincias del norte "
    "para este fin de semana.",
    "Se esperan acumulaciones de hasta 20 centímetros por encima de los 800 metros, sobre todo en la cordillera "
    "Cantábrica.",
    "Protección Civil recomienda evitar los desplazamientos por carretera y llevar cadenas en el vehículo.",
)


def _abc() -> str:
    a = ABC
    return (
        article_head("Aviso naranja por nevadas en cinco provincias este fin de semana", "es",
              article_ld("NewsArticle", "Aviso naranja por nevadas en cinco provincias este fin de semana", "Javier Ruiz",
                  "2026-11-28"))
        + '<body><header class="voc-header"><a href="/">ABC</a><nav><a href="/sociedad/">Sociedad</a>'
        '<a href="/espana/">España</a></nav></header><main><article class="voc-d">'
        '<h1 class="voc-title">Aviso naranja por nevadas en cinco provincias este fin de semana</h1>'
        '<h2 class="voc-subtitle">Se esperan hasta 20 centímetros de nieve por encima de los 800 metros</h2>'
        '<div class="voc-author"><p class="voc-author__name">Javier Ruiz</p><p class="voc-author__job">Madrid</p>'
        '<time class="voc-author__time" datetime="2026-11-28T06:00:00+01:00">28/11/2026 06:00h</time>'
        '<p class="voc-author__upd">Actualizado 28/11/2026 09:12h</p></div>'
        '<div class="voc-share"><button>Esta funcionalidad es sólo para registrados</button><a>Compartir</a>'
        '<a>Guardar</a></div><div class="voc-d__body">'
        f'<p class="voc-p">{a[0]}</p><p class="voc-p">{a[1]}</p>'
        '<div class="voc-related"><p class="voc-related__label">Noticia Relacionada</p><h4><a href="/sociedad/'
        'frio-record.html">El frío bate récords en la meseta</a></h4><p>Estándar</p><p>Si</p></div>'
        f'<p class="voc-p">{a[2]}</p></div>'
        '<div class="voc-topics"><p>Temas</p><a href="/temas/aemet">Aemet</a><a href="/temas/nieve">Nieve</a></div>'
        '<div class="voc-comments"><a href="#">Ver comentarios</a></div></article>'
        '<aside><p class="voc-mostread">Lo más leído</p><ol><li><a href="/r1">Lotería de Navidad: cuándo es el '
        'sorteo</a></li></ol></aside></main><footer><p>Copyright © DIARIO ABC, S.L.</p></footer></body></html>')


PAGES["abc-es"] = NewsPage(
    _abc(), "https://www.abc.example.es/sociedad/aviso-naranja-nevadas-cinco-provincias-20261128060000-nt.html",
    (*ABC, "Se esperan hasta 20 centímetros de nieve por encima de los 800 metros"),
    ("sólo para registrados", "Compartir", "Guardar", "Noticia Relacionada", "El frío bate", "Estándar", "Temas",
     "Ver comentarios", "Lo más leído", "Actualizado", "DIARIO ABC"),
    {"author": "Javier Ruiz", "date": "2026-11-28"})


# --- NOS (Dutch public broadcaster: styled paragraphs, "Lees ook", video box) ------------------------------------

NOS = (
    "Het kabinet trekt volgend jaar 500 miljoen euro extra uit voor de bouw van betaalbare huurwoningen. Dat heeft "
    "de minister van Volkshuisvesting vandaag bekendgemaakt.",
    "Het geld gaat vooral naar gemeenten waar het woningtekort het grootst is, zoals Amsterdam, Utrecht en "
    "Eindhoven.",
    "\"We moeten nu doorpakken\", zei de minister. \"Elk jaar dat we wachten, worden de wachtlijsten langer.\"",
    "Kritiek van de oppositie",
    "De oppositie noemt het bedrag te laag. Volgens GroenLinks-PvdA is minstens het dubbele nodig om het tekort "
    "echt aan te pakken.",
)


def _nos() -> str:
    n = NOS
    return (
        article_head("Kabinet trekt 500 miljoen uit voor betaalbare huurwoningen", "nl",
              article_ld("NewsArticle", "Kabinet trekt 500 miljoen uit voor betaalbare huurwoningen", "Eva de Vries",
                  "2026-11-26"))
        + '<body><header class="sc-header"><a href="/">NOS</a><nav><a href="/nieuws/binnenland">Binnenland</a>'
        '<a href="/nieuws/buitenland">Buitenland</a><a href="/sport">Sport</a></nav></header>'
        '<main id="content"><article class="sc-83f4ac2d-0"><h1 class="sc-f9df6382-0">Kabinet trekt 500 miljoen uit '
        'voor betaalbare huurwoningen</h1><div class="sc-6d2ef0ac-0"><span>door Eva de Vries</span>'
        '<span>Economie</span><time datetime="2026-11-26T10:12:43+0100">Vandaag, 10:12</time>'
        '<span>Aangepast vandaag, 11:40</span></div>'
        '<figure class="sc-a5b1c3-0"><img src="/bouw.jpg" alt=""><figcaption>Nieuwbouw in Utrecht'
        '<span>ANP</span></figcaption></figure><div class="sc-cd5d1ea7-0">'
        f'<p class="sc-6d77a1d1-0">{n[0]}</p><p class="sc-6d77a1d1-0">{n[1]}</p>'
        '<div class="sc-ab12cd-0"><a href="/artikel/2543210-huurprijzen"><span>Lees ook</span>'
        '<span>Huurprijzen stijgen harder dan in jaren</span></a></div>'
        f'<p class="sc-6d77a1d1-0">{n[2]}</p><h2 class="sc-d33a5c62-0">{n[3]}</h2>'
        f'<p class="sc-6d77a1d1-0">{n[4]}</p>'
        '<div class="sc-video"><p>Bekijk hier de video</p><p>Minister over woningbouw: "We moeten doorpakken"</p>'
        '</div></div><div class="sc-share"><button>Deel artikel:</button><a>Deel op WhatsApp</a><a>Deel op X</a>'
        '<button>Link kopiëren</button></div></article>'
        '<aside><h2>Meer binnenland</h2><ul><li><a href="/a/1">Treinverkeer rond Utrecht hersteld</a></li>'
        '<li><a href="/a/2">Storm op zaterdag verwacht</a></li></ul></aside></main>'
        '<footer><a href="/privacy">Privacy</a><a href="/cookies">Cookies</a></footer></body></html>')


PAGES["nos"] = NewsPage(
    _nos(), "https://nos.example.nl/artikel/2554321-kabinet-trekt-500-miljoen-uit-voor-betaalbare-huurwoningen",
    NOS,
    ("Lees ook", "Huurprijzen stijgen", "Aangepast", "Nieuwbouw in Utrecht", "Bekijk hier de video", "Deel artikel",
     "Link kopiëren", "Meer binnenland", "Treinverkeer", "Vandaag, 10:12"),
    {"author": "Eva de Vries", "date": "2026-11-26"})


# --- WordPress: Jannah (entry-content, post-components, share buttons, about-author, related) ---------------------

JAN = (
    "El ayuntamiento de Valencia abrirá en enero un nuevo carril bici que unirá el puerto con el centro histórico a "
    "lo largo de cuatro kilómetros.",
    "La obra ha costado 3,2 millones de euros y se ha financiado en parte con fondos europeos de recuperación.",
    "Los vecinos del barrio del Cabanyal, sin embargo, se quejan de la pérdida de plazas de aparcamiento.",
    "Horarios y accesos",
    "El carril estará iluminado durante toda la noche y contará con tres aparcamientos vigilados para bicicletas.",
)


def _jannah() -> str:
    j = JAN
    return (
        article_head("Valencia abrirá en enero un carril bici del puerto al centro - Diario del Turia", "es",
              article_ld("Article", "Valencia abrirá en enero un carril bici del puerto al centro", "Marta Gil",
                  "2026-11-21"))
        + '<body class="post-template-default single single-post"><div id="tie-wrapper"><nav id="main-nav">'
        '<ul class="menu"><li><a href="/">Inicio</a></li><li><a href="/valencia/">Valencia</a></li>'
        '<li><a href="/deportes/">Deportes</a></li></ul></nav><div id="content" class="site-content container">'
        '<div class="main-content tie-col-md-8"><article id="the-post" class="container-wrapper post-content">'
        '<header class="entry-header-outer"><nav id="breadcrumb"><a href="/">Inicio</a><em class="delimiter">/'
        '</em><a href="/valencia/">Valencia</a></nav><div class="entry-header"><span class="post-cat-wrap">'
        '<a class="post-cat" href="/valencia/">Valencia</a></span><h1 class="post-title entry-title">Valencia '
        'abrirá en enero un carril bici del puerto al centro</h1><div class="single-post-meta post-meta clearfix">'
        '<span class="author-meta single-author with-avatars"><span class="meta-author"><a class="author-name" '
        'href="/author/marta/">Marta Gil</a></span></span><span class="date meta-item tie-icon">21 noviembre, 2026'
        '</span><div class="tie-alignright"><span class="meta-comment tie-icon meta-item"><a href="#comments">3'
        '</a></span><span class="meta-views meta-item"><span class="tie-icon-fire"></span> 1.204 </span>'
        '<span class="meta-reading-time meta-item"><span class="tie-icon-bookmark"></span> 2 minutos de lectura'
        '</span></div></div></div></header>'
        '<div id="share-buttons-top" class="share-buttons share-buttons-top"><div class="share-links">'
        '<a class="facebook-share-btn" href="#"><span class="share-btn-icon"></span><span class="social-text">'
        'Facebook</span></a><a class="twitter-share-btn" href="#"><span class="social-text">X</span></a>'
        '<a class="whatsapp-share-btn" href="#"><span class="social-text">WhatsApp</span></a></div></div>'
        '<div class="featured-area"><figure><img src="/wp-content/uploads/carril.jpg" alt=""><figcaption '
        'class="single-caption-text">Foto: Diario del Turia</figcaption></figure></div>'
        '<div class="entry-content entry clearfix">'
        f'<p>{j[0]}</p><p>{j[1]}</p>'
        '<div class="stream-item stream-item-in-post"><span class="stream-title">Publicidad</span></div>'
        f'<p>{j[2]}</p><h3>{j[3]}</h3><p>{j[4]}</p>'
        '<div class="post-bottom-meta post-bottom-tags post-tags-modern"><div class="post-bottom-meta-title">'
        '<span class="tie-icon-tags"></span> Etiquetas</div><span class="tagcloud"><a href="/tag/bici/">bici</a>'
        '<a href="/tag/valencia/">Valencia</a></span></div></div>'
        '<div id="post-extra-info"><div class="theiaStickySidebar"></div></div>'
        '<div class="post-components"><div class="about-author container-wrapper about-author-1"><div '
        'class="author-avatar"><img src="/avatar.jpg" alt=""></div><div class="author-info"><h3 class="author-name">'
        '<a href="/author/marta/">Marta Gil</a></h3><div class="author-bio">Periodista especializada en urbanismo y '
        'movilidad.</div></div></div><div class="prev-next-post-nav container-wrapper media-overlay">'
        '<div class="tie-col-xs-6 prev-post"><a href="/valencia/metro/" class="post-thumb"><span>Metro de Valencia: '
        'nuevos horarios</span></a></div><div class="tie-col-xs-6 next-post"><a href="/valencia/fallas/"><span>'
        'Fallas 2027: el cartel oficial</span></a></div></div>'
        '<div id="related-posts" class="container-wrapper has-extra-post"><div class="mag-box-title the-global-title">'
        '<h3>Artículos relacionados</h3></div><div class="related-posts-list"><div class="related-item"><h3 '
        'class="post-title"><a href="/r/1">La EMT renueva su flota de autobuses</a></h3><div class="post-meta">'
        '<span class="date meta-item">1 semana ago</span></div></div><div class="related-item"><h3 class="post-title">'
        '<a href="/r/2">Nuevo aparcamiento en Ruzafa</a></h3></div></div></div>'
        '<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title" '
        'class="comment-reply-title">Deja una respuesta</h3><form><p class="comment-notes">Tu dirección de correo '
        'electrónico no será publicada. Los campos obligatorios están marcados con *</p><textarea></textarea>'
        '<input type="submit" value="Publicar el comentario"></form></div></div></div></article></div></div>'
        '<footer id="footer"><div class="copyright-text">© Copyright 2026, Todos los derechos reservados</div>'
        '</footer></div></body></html>')


PAGES["jannah-es"] = NewsPage(
    _jannah(), "https://www.diariodelturia.example.es/valencia/carril-bici-puerto-centro/",
    JAN,
    ("minutos de lectura", "1.204", "Publicidad", "Etiquetas", "Periodista especializada", "Metro de Valencia",
     "Fallas 2027", "Artículos relacionados", "La EMT", "Deja una respuesta", "Tu dirección", "Todos los derechos",
     "Foto: Diario"),
    {"author": "Marta Gil", "date": "2026-11-21"})


# --- WordPress: JNews (jeg_ classes, inline related post, share bar) in Polish -------------------------------------

JN = (
    "Rada Miasta Gdańska zdecydowała, że od marca bilety komunikacji miejskiej dla uczniów będą bezpłatne. Uchwałę "
    "przyjęto niemal jednogłośnie.",
    "Z darmowych przejazdów skorzysta około 60 tysięcy dzieci i młodzieży. Miasto szacuje koszt na 18 milionów "
    "złotych rocznie.",
    "„Chcemy, żeby młodzi ludzie przyzwyczajali się do komunikacji publicznej” – powiedział wiceprezydent miasta.",
)


def _jnews() -> str:
    j = JN
    return (
        article_head("Darmowa komunikacja dla uczniów w Gdańsku od marca - Gazeta Pomorska Online", "pl",
              article_ld("Article", "Darmowa komunikacja dla uczniów w Gdańsku od marca", "Tomasz Wiśniewski",
                  "2026-11-20"))
        + '<body class="post-template-default single single-post jnews"><div class="jeg_viewport">'
        '<div class="jeg_header_wrapper"><div class="jeg_nav_row"><ul class="jeg_menu"><li><a href="/">Strona '
        'główna</a></li><li><a href="/gdansk/">Gdańsk</a></li><li><a href="/sport/">Sport</a></li></ul></div></div>'
        '<div class="jeg_main"><div class="jeg_container"><div class="jeg_content jeg_singlepage">'
        '<div class="jeg_breadcrumbs jeg_breadcrumb_container"><div id="breadcrumbs"><span><a href="/">Strona główna'
        '</a></span><i class="fa fa-angle-right"></i><span><a href="/gdansk/">Gdańsk</a></span></div></div>'
        '<div class="entry-header"><h1 class="jeg_post_title">Darmowa komunikacja dla uczniów w Gdańsku od marca</h1>'
        '<div class="jeg_meta_container"><div class="jeg_post_meta jeg_post_meta_1"><div class="jeg_meta_author">'
        '<span class="meta_text">przez</span> <a href="/author/tomasz/">Tomasz Wiśniewski</a></div>'
        '<div class="jeg_meta_date"><a href="#">20 listopada 2026</a></div><div class="jeg_meta_comment">'
        '<a href="#comments"><i class="fa fa-comment-o"></i> 0</a></div></div></div></div>'
        '<div class="jeg_share_top_container"><div class="jeg_share_button clearfix"><div class="jeg_sharelist">'
        '<a class="jeg_btn-facebook expanded" href="#"><i class="fa fa-facebook-official"></i><span>Udostępnij na '
        'Facebooku</span></a><a class="jeg_btn-twitter expanded" href="#"><span>Udostępnij na Twitterze</span></a>'
        '</div></div></div><div class="jeg_featured featured_image"><img src="/bus.jpg" alt=""><p '
        'class="wp-caption-text">fot. UM Gdańsk</p></div>'
        '<div class="entry-content no-share"><div class="content-inner">'
        f'<p>{j[0]}</p><p>{j[1]}</p>'
        '<div class="jnews_inline_related_post_wrapper"><div class="jnews_inline_related_post"><div class="jeg_postblock '
        'jeg_postblock_related"><div class="jeg_block_heading"><h3 class="jeg_block_title"><span>Zobacz także</span>'
        '</h3></div><div class="jeg_posts"><article class="jeg_post"><h3 class="jeg_post_title"><a href="/gdansk/'
        'tramwaje/">Nowe tramwaje wyjadą na ulice w lutym</a></h3></article><article class="jeg_post"><h3 '
        'class="jeg_post_title"><a href="/gdansk/most/">Most na Motławie gotowy</a></h3></article></div></div></div>'
        f'</div><p>{j[2]}</p>'
        '<div class="jeg_post_tags"><span>Tagi:</span> <a href="/tag/ztm/">ZTM</a><a href="/tag/szkola/">szkoła</a>'
        '</div></div></div><div class="jeg_share_bottom_container"></div>'
        '<div class="jnews_prev_next_container"><div class="jeg_prevnext_post"><a href="/p/1" class="post prev-post">'
        '<span class="caption">Poprzedni artykuł</span><h3 class="post-title">Zimowe utrudnienia na obwodnicy</h3>'
        '</a><a href="/p/2" class="post next-post"><span class="caption">Następny artykuł</span><h3 '
        'class="post-title">Jarmark Bożonarodzeniowy startuje</h3></a></div></div>'
        '<div class="jnews_author_box_container"><div class="jeg_authorbox"><div class="jeg_author_content">'
        '<h3 class="jeg_author_name"><a href="/author/tomasz/">Tomasz Wiśniewski</a></h3><p class="jeg_author_desc">'
        'Dziennikarz działu miejskiego.</p></div></div></div>'
        '<div class="jnews_comment_container"><div id="respond" class="comment-respond"><h3 class="comment-reply-title">'
        'Dodaj komentarz</h3><form><p class="comment-notes">Twój adres e-mail nie zostanie opublikowany.</p>'
        '<textarea></textarea><input type="submit" value="Opublikuj komentarz"></form></div></div>'
        '</div></div></div><div class="jeg_footer"><div class="jeg_footer_copyright"><p>© 2026 Gazeta Pomorska '
        'Online</p></div></div></div></body></html>')


PAGES["jnews-pl"] = NewsPage(
    _jnews(), "https://www.gazetapomorska.example.pl/gdansk/darmowa-komunikacja-dla-uczniow/",
    JN,
    ("Udostępnij", "fot. UM", "Zobacz także", "Nowe tramwaje", "Most na Motławie", "Tagi", "Poprzedni artykuł",
     "Zimowe utrudnienia", "Dziennikarz działu", "Dodaj komentarz", "Twój adres"),
    {"author": "Tomasz Wiśniewski", "date": "2026-11-20"})


# --- WordPress: Soledad (penci- classes) in Portuguese ------------------------------------------------------------

SOL = (
    "A Câmara Municipal do Porto aprovou esta quarta-feira um plano para plantar dez mil árvores na cidade até ao "
    "final de 2028.",
    "As novas árvores vão ser plantadas sobretudo nas freguesias da zona oriental, onde a cobertura verde é menor.",
    "O vereador do Ambiente explicou que a escolha das espécies teve em conta a resistência à seca.",
    "Os moradores podem sugerir locais através de um formulário no site da autarquia.",
)


def _soledad() -> str:
    o = SOL
    return (
        article_head("Porto vai plantar dez mil árvores até 2028 – Notícias do Norte", "pt",
              article_ld("BlogPosting", "Porto vai plantar dez mil árvores até 2028", "Rui Carvalho", "2026-11-18"))
        + '<body class="post-template-default single single-post soledad-theme"><div class="wrapper-boxed">'
        '<header id="header" class="header-header-1"><nav id="navigation"><ul class="menu"><li><a href="/">Início'
        '</a></li><li><a href="/porto/">Porto</a></li><li><a href="/desporto/">Desporto</a></li></ul></nav></header>'
        '<div class="container penci_sidebar right-sidebar"><div id="main" class="penci-main-sticky-sidebar">'
        '<article id="post-9912" class="post type-post status-publish"><div class="header-standard header-classic '
        'single-header"><div class="penci-standard-cat"><span class="cat"><a class="penci-cat-name" href="/porto/">'
        'Porto</a></span></div><h1 class="post-title single-post-title entry-title">Porto vai plantar dez mil árvores '
        'até 2028</h1><div class="post-box-meta-single"><span class="author-italic author vcard">por <a '
        'class="author-url url fn n" href="/author/rui/">Rui Carvalho</a></span><span><time class="entry-date '
        'published" datetime="2026-11-18T06:00:00+00:00">18 Novembro, 2026</time></span><span>3 min de leitura'
        '</span></div></div><div class="post-image"><img src="/arvores.jpg" alt=""></div>'
        '<div class="post-entry blockquote-style-1"><div class="inner-post-entry entry-content" id="penci-post-entry-inner">'
        f'<p>{o[0]}</p><p>{o[1]}</p>'
        '<p><strong>Leia também:</strong> <a href="/porto/metro-linha-rosa/">Linha Rosa do metro abre em 2027</a></p>'
        f'<p>{o[2]}</p><p>{o[3]}</p>'
        '<div class="penci-single-link-pages"></div><div class="post-tags"><a href="/tag/ambiente/">Ambiente</a>'
        '<a href="/tag/porto/">Porto</a></div></div></div>'
        '<div class="tags-share-box single-post-share tags-share-box-s1 center-box"><span class="single-comment-o">'
        '<i class="penci-faicon fa fa-comment-o"></i>0 comentário</span><div class="post-share"><span class="post-share-'
        'item post-share-plike"><span class="count-number-like">0</span></span><a class="post-share-item" '
        'href="#"><span class="dt-share">Facebook</span></a><a class="post-share-item" href="#"><span class="dt-share">'
        'Twitter</span></a></div></div>'
        '<div class="post-author abio-style-1"><div class="author-img"><img src="/rui.jpg" alt=""></div>'
        '<div class="author-content"><h5><a href="/author/rui/">Rui Carvalho</a></h5><p>Jornalista no Porto desde '
        '2010.</p></div></div>'
        '<div class="post-pagination"><div class="prev-post"><div class="prev-post-inner"><div class="prev-post-title">'
        '<span>publicação anterior</span></div><a href="/p/1"><div class="pagi-text"><h5 class="prev-title">Obras na '
        'Avenida da Boavista</h5></div></a></div></div></div>'
        '<div class="post-related"><div class="post-title-box"><h4 class="post-box-title">Você também pode gostar'
        '</h4></div><div class="penci-owl-carousel-slider"><div class="item-related"><h3><a href="/r/1">Mercado do '
        'Bolhão celebra um ano</a></h3><span class="date">1 semana atrás</span></div></div></div>'
        '</article></div></div><footer id="footer-section"><div class="footer-copyright">@2026 - Todos os direitos '
        'reservados. Notícias do Norte</div></footer></div></body></html>')


PAGES["soledad-pt"] = NewsPage(
    _soledad(), "https://www.noticiasdonorte.example.pt/porto/porto-vai-plantar-dez-mil-arvores/",
    SOL,
    ("min de leitura", "Leia também", "Linha Rosa", "comentário", "Jornalista no Porto", "publicação anterior",
     "Obras na Avenida", "Você também pode gostar", "Mercado do Bolhão", "Todos os direitos"),
    {"author": "Rui Carvalho", "date": "2026-11-18"})


# --- WordPress: GeneratePress (entry-content, entry-meta, post-navigation) in Dutch -------------------------------

GP = (
    "De gemeenteraad van Zwolle heeft dinsdagavond ingestemd met de bouw van een nieuw zwembad aan de rand van de "
    "stad. Het huidige bad is ruim vijftig jaar oud.",
    "Het nieuwe zwembad krijgt een wedstrijdbad van 25 meter, een instructiebad en een apart bad voor peuters.",
    "Wethouder Sport noemt het besluit \"een grote stap voor alle zwemverenigingen in de regio\".",
    "De bouw begint naar verwachting in het najaar van 2027.",
)


def _generatepress() -> str:
    g = GP
    return (
        article_head("Zwolle krijgt nieuw zwembad - Zwolse Courant Online", "nl",
              article_ld("BlogPosting", "Zwolle krijgt nieuw zwembad", "Sanne Bakker", "2026-11-17"))
        + '<body class="post-template-default single single-post right-sidebar nav-float-right">'
        '<header class="site-header"><div class="inside-header"><div class="site-branding"><p class="main-title">'
        '<a href="/">Zwolse Courant Online</a></p></div><nav class="main-navigation"><ul class="menu">'
        '<li><a href="/nieuws/">Nieuws</a></li><li><a href="/sport/">Sport</a></li></ul></nav></div></header>'
        '<div class="site grid-container container"><div class="site-content"><div class="content-area">'
        '<main class="site-main"><article class="post type-post status-publish"><div class="inside-article">'
        '<header class="entry-header"><h1 class="entry-title">Zwolle krijgt nieuw zwembad</h1><div class="entry-meta">'
        '<span class="posted-on"><time class="entry-date published" datetime="2026-11-17T21:30:00+01:00">17 november '
        '2026</time></span> <span class="byline">door <span class="author vcard"><a class="url fn n" href="/author/'
        'sanne/"><span class="author-name">Sanne Bakker</span></a></span></span></div></header>'
        '<div class="featured-image page-header-image-single"><img src="/zwembad.jpg" alt=""></div>'
        '<div class="entry-content">'
        f'<p>{g[0]}</p><p>{g[1]}</p><p>{g[2]}</p>'
        '<p>Lees ook: <a href="/nieuws/ijsbaan/">IJsbaan opent eerder dan gepland</a></p>'
        f'<p>{g[3]}</p>'
        '<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Dit delen:</h3><ul><li><a>Facebook</a></li>'
        '<li><a>X</a></li></ul></div></div>'
        '<footer class="entry-meta"><span class="cat-links"><span class="screen-reader-text">Categorieën </span>'
        '<a href="/nieuws/">Nieuws</a></span> <span class="tags-links"><span class="screen-reader-text">Tags </span>'
        '<a href="/tag/sport/">sport</a>, <a href="/tag/zwolle/">Zwolle</a></span>'
        '<nav id="nav-below" class="post-navigation"><span class="screen-reader-text">Berichtnavigatie</span>'
        '<div class="nav-previous"><span class="prev"><a href="/nieuws/markt/">Weekmarkt verhuist tijdelijk</a>'
        '</span></div><div class="nav-next"><span class="next"><a href="/nieuws/brug/">Brug over de IJssel dicht'
        '</a></span></div></nav></footer></div></article>'
        '<div class="comments-area"><div id="respond" class="comment-respond"><h3 class="comment-reply-title">Geef '
        'een reactie</h3><form><p class="comment-notes">Je e-mailadres wordt niet gepubliceerd. Vereiste velden zijn '
        'gemarkeerd met *</p><textarea></textarea><input type="submit" value="Reactie plaatsen"></form></div></div>'
        '</main></div><div class="widget-area sidebar"><aside class="widget"><h2 class="widget-title">Recente '
        'berichten</h2><ul><li><a href="/w/1">Kerstmarkt in de binnenstad</a></li></ul></aside></div></div></div>'
        '<footer class="site-info"><div class="copyright-bar">© 2026 Zwolse Courant Online • Gebouwd met '
        '<a href="https://generatepress.com">GeneratePress</a></div></footer></body></html>')


PAGES["generatepress-nl"] = NewsPage(
    _generatepress(), "https://www.zwolsecourant.example.nl/nieuws/zwolle-krijgt-nieuw-zwembad/",
    GP,
    ("Lees ook", "IJsbaan opent", "Dit delen", "Categorieën", "Berichtnavigatie", "Weekmarkt", "Brug over",
     "Geef een reactie", "e-mailadres", "Recente berichten", "Kerstmarkt", "GeneratePress"),
    {"author": "Sanne Bakker", "date": "2026-11-17"})


# --- Frankfurter Allgemeine (atc- classes, F+ paywall, "Lesen Sie auch", "Mehr zum Thema") ------------------------

FAZ = (
    "Die Europäische Zentralbank hat den Leitzins zum dritten Mal in Folge unverändert gelassen. Er liegt damit "
    "weiterhin bei 2,5 Prozent.",
    "EZB-Präsidentin Christine Lagarde begründete die Entscheidung mit der hartnäckigen Inflation im "
    "Dienstleistungssektor. Die Teuerung dort liege noch immer über vier Prozent.",
    "Ökonomen hatten mit dem Schritt gerechnet. Einige erwarten jedoch eine Senkung im Frühjahr, sollte sich die "
    "Konjunktur weiter abschwächen.",
)


def _faz() -> str:
    f = FAZ
    return (
        article_head("EZB lässt Leitzins erneut unverändert", "de",
              article_ld("NewsArticle", "EZB lässt Leitzins erneut unverändert", "Christian Siedenbiedel", "2026-11-26"))
        + '<body><header class="header"><a href="/">Frankfurter Allgemeine</a><nav><a href="/aktuell/wirtschaft/">'
        'Wirtschaft</a><a href="/aktuell/finanzen/">Finanzen</a><a href="/plus/">F+</a><a href="/anmelden/">Anmelden'
        '</a></nav></header><main><article class="article"><header class="header-detail">'
        '<span class="header-label">Geldpolitik:</span><h2 class="header-title"><span class="header-title__kicker">'
        'Geldpolitik</span><span class="header-title__headline">EZB lässt Leitzins erneut unverändert</span></h2>'
        '<p class="header-teaser">Die Notenbank wartet ab. Die Inflation im Dienstleistungssektor macht ihr weiter '
        'Sorgen.</p><div class="header-byline"><span class="atc-MetaAuthor">Von <a href="/redaktion/christian-'
        'siedenbiedel/">Christian Siedenbiedel</a>, Frankfurt</span><time class="atc-MetaTime" datetime="2026-11-26'
        'T14:45:00+01:00">26.11.2026, 14:45</time><span class="atc-ReadTime">Lesezeit: 2 Min.</span></div>'
        '<div class="header-share"><a>Merken</a><a>Teilen</a><a>Drucken</a><a href="#comments">Kommentieren</a>'
        '</div></header><figure class="atc-Image"><img src="/lagarde.jpg" alt=""><figcaption class="atc-Image'
        'Caption"><span class="atc-ImageCaption_Text">Christine Lagarde am Donnerstag in Frankfurt</span>'
        '<span class="atc-ImageCaption_Credit">Bild: Reuters</span></figcaption></figure>'
        '<div class="atc-Text">'
        f'<p class="atc-TextParagraph">{f[0]}</p><p class="atc-TextParagraph">{f[1]}</p>'
        '<aside class="atc-ContainerMore"><h3 class="atc-ContainerMore_Headline">Mehr zum Thema</h3><ul><li><a '
        'href="/a1.html">Inflation in Deutschland sinkt auf 2,1 Prozent</a></li><li><a href="/a2.html">Was die '
        'Zinswende für Sparer bedeutet</a></li></ul></aside>'
        f'<p class="atc-TextParagraph">{f[2]}</p></div>'
        '<div class="paywall-teaser"><p>Weiterlesen mit F+</p><p>Zugang zu allen F+Artikeln</p><p>Jetzt 30 Tage '
        'kostenfrei testen</p><p>Sie haben bereits ein F+ Abo? <a href="/anmelden/">Anmelden</a></p></div>'
        '<div class="atc-Footer"><p>Quelle: F.A.Z.</p><div class="atc-Topics"><span>Themen zu diesem Artikel:</span>'
        '<a href="/thema/ezb">EZB</a><a href="/thema/leitzins">Leitzins</a></div></div></article>'
        '<aside><h3>Meistgelesen</h3><ol><li><a href="/m1">Heizkosten steigen kräftig</a></li></ol></aside></main>'
        '<footer><p>© Frankfurter Allgemeine Zeitung GmbH 2026. Alle Rechte vorbehalten.</p></footer></body></html>')


PAGES["faz"] = NewsPage(
    _faz(), "https://www.faz.example.net/aktuell/wirtschaft/ezb-laesst-leitzins-erneut-unveraendert-110123456.html",
    (*FAZ, "Die Notenbank wartet ab. Die Inflation im Dienstleistungssektor macht ihr weiter Sorgen."),
    ("Lesezeit", "Merken", "Kommentieren", "Christine Lagarde am", "Bild: Reuters", "Mehr zum Thema",
     "Inflation in Deutschland", "Weiterlesen mit F+", "Zugang zu allen", "30 Tage", "F+ Abo", "Quelle: F.A.Z.",
     "Themen zu diesem Artikel", "Meistgelesen", "Alle Rechte", "Geldpolitik EZB"),
    {"author": "Christian Siedenbiedel", "date": "2026-11-26"})


# --- Süddeutsche Zeitung (css-hashed classes, SZ Plus, "Lesen Sie mehr zum Thema", dpa credit) --------------------

SZ = (
    "Der Freistaat Bayern will bis 2030 alle Grundschulen mit Ganztagsangeboten ausstatten. Das hat das "
    "Kabinett am Dienstag in München beschlossen.",
    "Dafür stellt die Staatsregierung in den kommenden vier Jahren rund 1,2 Milliarden Euro bereit. Der Großteil "
    "des Geldes soll in Umbauten und neue Mensen fließen.",
    "Der Bayerische Lehrerverband begrüßte die Pläne grundsätzlich, mahnte aber mehr Personal an.",
    "Eltern reagieren verhalten",
    "Der Landeselternverband kritisierte, dass die Betreuung in den Ferien nicht geregelt sei.",
)


def _sz() -> str:
    z = SZ
    return (
        article_head("Bayern: Ganztag an allen Grundschulen bis 2030 - Bayern - SZ.de", "de",
              article_ld("NewsArticle", "Ganztag an allen Grundschulen bis 2030", "Anna Günther", "2026-11-24"))
        + '<body><header class="css-1hks0lt"><a href="/">Süddeutsche Zeitung</a><nav><a href="/bayern">Bayern</a>'
        '<a href="/muenchen">München</a><a href="/abo">Abo</a></nav></header><main><article class="css-1rbf1se">'
        '<header class="css-1n6h6kn"><h2 class="css-1kuo4az"><span class="css-1ee2pvf">Bildungspolitik</span>'
        '<span class="css-xyz">:</span> <span class="css-1bhnxuf">Ganztag an allen Grundschulen bis 2030</span></h2>'
        '<time class="css-1tm5due" datetime="2026-11-24 16:10:00">24. November 2026, 16:10 Uhr</time>'
        '<div class="css-pbkh3k"><span>Lesezeit: 3 Min.</span></div></header>'
        '<figure class="css-1vt2jdd"><img src="/schule.jpg" alt=""><figcaption class="css-1n0bslv"><span>Eine '
        'Grundschule in Nürnberg.</span> <span class="css-2ktxb2">(Foto: Daniel Karmann/dpa)</span></figcaption>'
        '</figure><div class="css-1fzeb8b" itemprop="articleBody">'
        '<p class="css-13wylk3">Das Kabinett beschließt 1,2 Milliarden Euro für den Ausbau. Der Lehrerverband '
        'fordert mehr Personal.</p>'
        '<div class="css-2h1fvk"><span>Von</span> <a href="/autor/anna-guenther">Anna Günther</a></div>'
        f'<p class="css-13wylk3">{z[0]}</p><p class="css-13wylk3">{z[1]}</p>'
        '<div class="css-teaser"><p>Lesen Sie mehr zum Thema</p><a href="/bayern/a1"><span>SZ Plus</span> '
        '<span>Lehrermangel: Warum Bayern die Stellen nicht besetzen kann</span></a></div>'
        f'<p class="css-13wylk3">{z[2]}</p><h3 class="css-1h3fyrz">{z[3]}</h3><p class="css-13wylk3">{z[4]}</p>'
        '<p class="css-13wylk3">© SZ/dpa/kaa</p></div>'
        '<div class="css-rating"><p>Bestens informiert mit SZ Plus – 4 Wochen kostenlos zur Probe lesen. '
        'Jetzt bestellen unter: www.sz.example.de/szplus-testen</p></div>'
        '<div class="css-share"><button>Teilen</button><button>Feedback</button></div></article>'
        '<aside><h3>Bayern</h3><ul><li><a href="/b1">Schnee in den Alpen erwartet</a></li></ul></aside></main>'
        '<footer><a href="/impressum">Impressum</a><p>Copyright © Süddeutsche Zeitung Digitale Medien GmbH</p>'
        '</footer></body></html>')


PAGES["sz"] = NewsPage(
    _sz(), "https://www.sueddeutsche.example.de/bayern/bayern-ganztag-grundschulen-2030-1.7123456",
    (*SZ, "Das Kabinett beschließt 1,2 Milliarden Euro für den Ausbau. Der Lehrerverband fordert mehr Personal."),
    ("Lesezeit", "Grundschule in Nürnberg", "Daniel Karmann", "Lesen Sie mehr zum Thema", "SZ Plus", "Lehrermangel",
     "© SZ/dpa", "Bestens informiert", "Teilen", "Feedback", "Schnee in den Alpen", "Impressum"),
    {"author": "Anna Günther", "date": "2026-11-24"})


# --- t-online (data-testid blocks, "Mehr zum Thema" list, "Verwendete Quellen") ---------------------------------

TON = (
    "Die Deutsche Bahn streicht zum Fahrplanwechsel mehrere Intercity-Verbindungen in Ostdeutschland. Betroffen "
    "sind vor allem Strecken in Sachsen-Anhalt und Thüringen.",
    "Als Grund nennt der Konzern eine zu geringe Auslastung der Züge. Fahrgastverbände reagierten mit scharfer "
    "Kritik auf die Entscheidung.",
    "Welche Strecken betroffen sind",
    "Ab dem 13. Dezember entfallen unter anderem die Verbindungen zwischen Magdeburg und Erfurt sowie zwischen "
    "Halle und Gera.",
)


def _tonline() -> str:
    t = TON
    return (
        article_head("Deutsche Bahn streicht Intercity-Verbindungen im Osten", "de",
              article_ld("NewsArticle", "Deutsche Bahn streicht Intercity-Verbindungen im Osten", "Mauritius Kloft",
                  "2026-11-29"))
        + '<body><header data-testid="Header"><a href="/">t-online</a><nav><a href="/nachrichten/">Nachrichten</a>'
        '<a href="/finanzen/">Finanzen</a><a href="/mail/">E-Mail</a></nav></header><main>'
        '<article data-testid="ArticleBody"><div data-testid="Article.Header"><p data-testid="Article.Header.Kicker">'
        'Fahrplanwechsel</p><h1 data-testid="Article.Header.Headline">Deutsche Bahn streicht Intercity-Verbindungen '
        'im Osten</h1><div data-testid="Article.Header.Meta"><span>Von <a href="/autor/mk">Mauritius Kloft</a></span>'
        '<time datetime="2026-11-29T09:12:00+01:00">29.11.2026 - 09:12 Uhr</time><span>Lesedauer: 2 Min.</span>'
        '</div><div data-testid="Article.Header.Share"><button>Artikel teilen</button><button>Vorlesen</button>'
        '<button>News folgen</button></div></div>'
        '<div data-testid="StreamLayout.Stream">'
        f'<p>{t[0]}</p><p>{t[1]}</p>'
        '<div data-testid="Article.Teaser"><p>Mehr zum Thema</p><a href="/a/1"><span>Bahn-Chaos</span> <span>Warum '
        'so viele Züge ausfallen</span></a></div>'
        f'<h2>{t[2]}</h2><p>{t[3]}</p>'
        '<div data-testid="Article.Sources"><p>Verwendete Quellen</p><ul><li>Pressemitteilung der Deutschen Bahn'
        '</li><li>Nachrichtenagentur dpa</li></ul></div></div>'
        '<div data-testid="Article.Footer"><button>Feedback senden</button><p>Themen</p><a href="/t/bahn">Deutsche '
        'Bahn</a><a href="/t/sachsen-anhalt">Sachsen-Anhalt</a></div></article></main>'
        '<footer><a href="/impressum/">Impressum</a><a href="/datenschutz/">Datenschutz</a><p>© Ströer Digital '
        'Publishing GmbH 2026</p></footer></body></html>')


PAGES["t-online"] = NewsPage(
    _tonline(), "https://www.t-online.example.de/finanzen/news/id_100123456/deutsche-bahn-streicht-intercity.html",
    TON,
    ("Lesedauer", "Artikel teilen", "Vorlesen", "News folgen", "Mehr zum Thema", "Bahn-Chaos", "Warum so viele",
     "Feedback senden", "Themen", "Impressum", "Ströer"),
    {"author": "Mauritius Kloft", "date": "2026-11-29"})


# --- Ouest-France ("À lire aussi" blocks, "Ouest-France" signature, premium label) --------------------------------

OF = (
    "La municipalité de Rennes va tester la gratuité des transports en commun pour les moins de 18 ans à partir "
    "du mois de janvier.",
    "L’expérimentation durera un an et concernera environ 30 000 jeunes, selon la métropole, qui en estime le coût "
    "à 4 millions d’euros.",
    "« Nous voulons que les jeunes prennent l’habitude du bus et du métro », explique l’adjoint aux mobilités.",
)


def _ouestfrance() -> str:
    o = OF
    return (
        article_head("Rennes. Les transports gratuits pour les moins de 18 ans dès janvier", "fr",
              article_ld("NewsArticle", "Rennes. Les transports gratuits pour les moins de 18 ans dès janvier",
                  "Ouest-France", "2026-11-27"))
        + '<body><header class="of-header"><a href="/">Ouest-France</a><nav><a href="/bretagne/">Bretagne</a>'
        '<a href="/bretagne/rennes-35000/">Rennes</a><a href="/abonnement/">S’abonner</a></nav></header>'
        '<main><article class="article-detail"><h1 class="titre">Rennes. Les transports gratuits pour les moins de '
        '18 ans dès janvier</h1><p class="chapeau">La métropole lance une expérimentation d’un an. Environ 30 000 '
        'jeunes sont concernés.</p><div class="auteur-date"><span class="signature">Ouest-France</span> '
        '<time datetime="2026-11-27T07:30:00+01:00">Publié le 27/11/2026 à 07h30</time></div>'
        '<div class="of-share"><a>Partager</a><a>Facebook</a><a>Twitter</a><a>Copier le lien</a></div>'
        '<figure><img src="/metro.jpg" alt=""><figcaption>Une rame du métro rennais. | OUEST-FRANCE</figcaption>'
        '</figure><div class="article-body">'
        f'<p>{o[0]}</p><p>{o[1]}</p>'
        '<div class="bloc-lire-aussi"><span class="lire-aussi-titre">À lire aussi :</span> <a href="/b/1">Rennes. '
        'La ligne b du métro fermée deux jours</a></div>'
        f'<p>{o[2]}</p></div>'
        '<div class="newsletter-bloc"><p class="titre">Newsletter Rennes</p><p>Chaque matin, l’essentiel de '
        'l’actualité de Rennes.</p><form><input type="email"><button>Je m’inscris</button></form></div>'
        '<div class="tags"><a href="/tag/rennes">Rennes</a><a href="/tag/transports">Transports</a></div>'
        '</article><aside><h3>Les plus lus</h3><ol><li><a href="/l1">Tempête : alerte orange</a></li></ol></aside>'
        '</main><footer><p>© Ouest-France</p></footer></body></html>')


PAGES["ouest-france"] = NewsPage(
    _ouestfrance(), "https://www.ouest-france.example.fr/bretagne/rennes-35000/rennes-transports-gratuits-abc-123",
    (*OF, "La métropole lance une expérimentation d’un an. Environ 30 000 jeunes sont concernés."),
    ("Partager", "Copier le lien", "Une rame", "À lire aussi", "La ligne b", "Newsletter Rennes", "Chaque matin",
     "Je m’inscris", "Les plus lus", "Tempête"),
    {"date": "2026-11-27"})


# --- la Repubblica (story__text, story__summary, "Leggi anche" inline, Rep: paywall) ----------------------------

REP = (
    "La Regione Lazio ha stanziato 40 milioni di euro per ridurre le liste d’attesa negli ospedali pubblici. I "
    "fondi serviranno ad aprire gli ambulatori anche la sera e nei fine settimana.",
    "Secondo i dati dell’assessorato, oggi per una visita cardiologica si aspettano in media 94 giorni.",
    "«L’obiettivo è dimezzare i tempi entro l’estate», ha detto il presidente della Regione.",
    "I medici di base chiedono però più personale e meno burocrazia.",
)


def _repubblica() -> str:
    r = REP
    return (
        article_head("Sanità, 40 milioni per tagliare le liste d’attesa nel Lazio - la Repubblica", "it",
              article_ld("NewsArticle", "Sanità, 40 milioni per tagliare le liste d’attesa nel Lazio", "Clemente Pistilli",
                  "2026-11-23"))
        + '<body><header class="header"><a href="/">la Repubblica</a><nav><a href="/cronaca/">Cronaca</a>'
        '<a href="/roma/">Roma</a><a href="/abbonati/">Abbonati</a></nav></header><main><article class="story">'
        '<h1 class="story__title">Sanità, 40 milioni per tagliare le liste d’attesa nel Lazio</h1>'
        '<p class="story__summary">Ambulatori aperti la sera e nel weekend. Per una visita cardiologica oggi si '
        'aspettano 94 giorni</p><div class="story__byline"><em class="story__author">di Clemente Pistilli</em>'
        '<time class="story__date" datetime="2026-11-23T06:00:00+01:00">23 Novembre 2026 alle 06:00</time>'
        '<span class="story__read">2 minuti di lettura</span></div><div class="story__toolbar"><a>Condividi</a>'
        '<a>Ascolta l’articolo</a><a>Salva</a></div>'
        '<figure class="story__media"><img src="/ospedale.jpg" alt=""><figcaption>(foto di archivio)</figcaption>'
        '</figure><div class="story__text">'
        f'<p>{r[0]}</p><p>{r[1]}</p><p><b>Leggi anche</b></p>'
        '<p><a href="/roma/2026/11/10/pronto-soccorso">Pronto soccorso, attese record al Policlinico</a></p>'
        f'<p>{r[2]}</p><p>{r[3]}</p></div>'
        '<div class="paywall-adagio"><p>Questo contenuto è riservato agli abbonati</p><p>1€/mese per 3 mesi</p>'
        '<a href="/abbonati/">Attiva Ora</a><p>Sei già abbonato? <a href="/login/">Accedi</a></p></div>'
        '<div class="story__tags"><a href="/tag/sanita">sanità</a><a href="/tag/lazio">Lazio</a></div></article>'
        '<aside><h3>I più letti</h3><ol><li><a href="/x">Metro C, nuova stazione</a></li></ol></aside></main>'
        '<footer><p>GEDI Periodici e Servizi S.p.A. – P.IVA 00906801006</p></footer></body></html>')


PAGES["repubblica"] = NewsPage(
    _repubblica(), "https://roma.repubblica.example.it/cronaca/2026/11/23/news/liste_attesa_lazio-423456789/",
    (*REP, "Ambulatori aperti la sera e nel weekend. Per una visita cardiologica oggi si aspettano 94 giorni"),
    ("minuti di lettura", "Condividi", "Ascolta", "foto di archivio", "Leggi anche", "Pronto soccorso",
     "riservato agli abbonati", "1€/mese", "Attiva Ora", "già abbonato", "I più letti", "GEDI"),
    {"author": "Clemente Pistilli", "date": "2026-11-23"})


# --- Novinky.cz / Seznam Zprávy (ogm- classes, "Mohlo by vás zajímat", Seznam login prompt) ---------------------

NOV = (
    "Ceny elektřiny pro domácnosti by měly od ledna klesnout v průměru o osm procent. Vyplývá to z nových ceníků, "
    "které zveřejnili největší dodavatelé.",
    "Pokles se týká hlavně fixovaných tarifů. Zákazníci se spotovými cenami mohou podle analytiků ušetřit ještě "
    "více.",
    "„Trh se po letech nejistoty uklidnil,“ řekl analytik energetické společnosti.",
    "Regulovaná složka ceny, tedy poplatky za distribuci, však naopak mírně poroste.",
)


def _novinky() -> str:
    n = NOV
    return (
        article_head("Ceny elektřiny od ledna klesnou o osm procent - Novinky", "cs",
              article_ld("NewsArticle", "Ceny elektřiny od ledna klesnou o osm procent", "Petr Kučera", "2026-11-28"))
        + '<body><div class="ogm-header"><a href="/">Novinky</a><a href="/domaci">Domácí</a><a href="/ekonomika">'
        'Ekonomika</a><a href="https://login.example.cz">Přihlásit</a></div><main><article class="ogm-article">'
        '<h1 class="ogm-article__title">Ceny elektřiny od ledna klesnou o osm procent</h1>'
        '<div class="ogm-article-author"><a class="ogm-article-author__name" href="/autor/petr-kucera">Petr '
        'Kučera</a><span class="ogm-article-author__date">28. 11. 2026 6:00</span></div>'
        '<p class="ogm-article-perex">Domácnosti zaplatí za elektřinu méně. Nové ceníky zveřejnili všichni velcí '
        'dodavatelé.</p><div class="ogm-sharing"><a>Sdílet</a><a>Facebook</a><a>X</a><a>Zkopírovat odkaz</a></div>'
        '<figure class="ogm-main-media"><img src="/elektromer.jpg" alt=""><figcaption>Ilustrační foto<span>Foto: '
        'Jan Handrejch, Novinky</span></figcaption></figure><div class="ogm-article-content">'
        f'<p>{n[0]}</p><p>{n[1]}</p>'
        '<div class="ogm-related"><h2>Mohlo by vás zajímat</h2><ul><li><a href="/r/1">Plyn zdraží, varují '
        'distributoři</a></li><li><a href="/r/2">Jak vybrat dodavatele energií</a></li></ul></div>'
        f'<p>{n[2]}</p><p>{n[3]}</p></div>'
        '<div class="ogm-discussion"><p>Diskuse k článku je uzavřena.</p><p>Pro přidání komentáře se musíte '
        'přihlásit.</p></div><div class="ogm-tags"><span>Témata:</span> <a href="/t/energie">Energie</a></div>'
        '</article><aside><h2>Nejčtenější</h2><ol><li><a href="/n1">Zima přijde dřív</a></li></ol></aside></main>'
        '<footer><p>© Copyright 1996–2026 Borgis, a.s. a Seznam.cz, a.s.</p></footer></body></html>')


PAGES["novinky"] = NewsPage(
    _novinky(), "https://www.novinky.example.cz/clanek/ekonomika-ceny-elektriny-od-ledna-klesnou-40501234",
    (*NOV, "Domácnosti zaplatí za elektřinu méně. Nové ceníky zveřejnili všichni velcí dodavatelé."),
    ("Sdílet", "Zkopírovat odkaz", "Ilustrační foto", "Jan Handrejch", "Mohlo by vás zajímat", "Plyn zdraží",
     "Diskuse k článku", "Pro přidání", "Témata", "Nejčtenější", "Borgis", "28. 11. 2026"),
    {"author": "Petr Kučera", "date": "2026-11-28"})


# --- Denník N (a_single, e_terms, "Čítajte tiež", Denník N subscription teaser) -----------------------------------

DN = (
    "Ministerstvo školstva chce od septembra zaviesť povinnú maturitu z matematiky. Návrh poslalo do "
    "medzirezortného pripomienkovania.",
    "Podľa ministra budú mať študenti dva roky na prípravu. Prvé povinné skúšky by sa konali v roku 2029.",
    "Učitelia upozorňujú, že na mnohých školách chýbajú kvalifikovaní matematikári.",
)


def _dennikn() -> str:
    d = DN
    return (
        article_head("Maturita z matematiky bude povinná, navrhuje ministerstvo – Denník N", "sk",
              article_ld("NewsArticle", "Maturita z matematiky bude povinná, navrhuje ministerstvo", "Dušan Mikušovič",
                  "2026-11-25"))
        + '<body><header class="e_header"><a href="/">Denník N</a><nav><a href="/slovensko/">Slovensko</a>'
        '<a href="/svet/">Svet</a><a href="/predplatne/">Predplatné</a></nav></header><main>'
        '<article class="a_single"><h1 class="d-title">Maturita z matematiky bude povinná, navrhuje ministerstvo</h1>'
        '<div class="a_single__perex"><p>Prvé povinné skúšky by sa konali v roku 2029. Učitelia majú obavy.</p></div>'
        '<div class="e_author"><a href="/autor/dusan-mikusovic/">Dušan Mikušovič</a><time datetime="2026-11-25T'
        '06:00:00+01:00">25. novembra 2026 6:00</time></div>'
        '<div class="e_share"><a>Zdieľať</a><a>Darovať článok</a><a href="#diskusia">Diskusia</a></div>'
        '<div class="a_single__post">'
        f'<p>{d[0]}</p><p>{d[1]}</p>'
        '<div class="e_terms"><h4>Čítajte tiež</h4><ul><li><a href="/a/1">Školy nemajú učiteľov fyziky</a></li>'
        '<li><a href="/a/2">Ako sa zmení prijímačka na strednú</a></li></ul></div>'
        f'<p>{d[2]}</p></div>'
        '<div class="e_premium"><p>Tento článok je exkluzívny obsah pre predplatiteľov Denníka N.</p><p>Predplatné '
        'od 5,99 € mesačne</p><a href="/predplatne/">Kúpiť predplatné</a></div>'
        '<div class="e_terms e_terms--tags"><span>Témy:</span> <a href="/t/skolstvo">školstvo</a></div></article>'
        '</main><footer><p>© N Press, s.r.o.</p></footer></body></html>')


PAGES["dennikn"] = NewsPage(
    _dennikn(), "https://dennikn.example.sk/4512345/maturita-z-matematiky-bude-povinna/",
    (*DN, "Prvé povinné skúšky by sa konali v roku 2029. Učitelia majú obavy."),
    ("Zdieľať", "Darovať článok", "Diskusia", "Čítajte tiež", "Školy nemajú", "exkluzívny obsah", "Predplatné od",
     "Kúpiť predplatné", "Témy", "N Press"),
    {"author": "Dušan Mikušovič", "date": "2026-11-25"})


# --- NU.nl (block-wrapper, "Lees ook", "Lees meer over") --------------------------------------------------------

NU = (
    "De politie heeft dinsdagochtend drie mannen aangehouden na een reeks inbraken in bedrijfspanden op een "
    "bedrijventerrein in Tilburg.",
    "Bij een doorzoeking van een woning werd gereedschap gevonden dat vermoedelijk bij de inbraken is gebruikt.",
    "De verdachten zijn 24, 31 en 35 jaar oud. Zij zitten vast voor verhoor.",
)


def _nu() -> str:
    n = NU
    return (
        article_head("Drie mannen aangehouden na inbraken in bedrijfspanden Tilburg | NU - Het laatste nieuws het eerst op NU.nl",
              "nl", article_ld("NewsArticle", "Drie mannen aangehouden na inbraken in bedrijfspanden Tilburg",
                        "Redactie NU.nl", "2026-11-24"))
        + '<body><header class="header"><a href="/">NU.nl</a><nav><a href="/binnenland">Binnenland</a>'
        '<a href="/economie">Economie</a><a href="/sport">Sport</a></nav></header><main>'
        '<div class="block-wrapper article-header"><h1 class="title">Drie mannen aangehouden na inbraken in '
        'bedrijfspanden Tilburg</h1><div class="pubdate"><span>24 november 2026 09:55</span> <span>Aangepast 24 '
        'november 2026 10:30</span></div></div>'
        '<div class="block-wrapper article-body"><div class="block-content">'
        f'<p>{n[0]}</p><p>{n[1]}</p>'
        '<div class="block-related"><p>Lees ook</p><a href="/binnenland/1/ramkraak.html">Ramkraak op juwelier in '
        'Breda, daders op de vlucht</a></div>'
        f'<p>{n[2]}</p></div></div>'
        '<div class="block-wrapper article-footer"><p>Lees meer over:</p><a href="/tag/tilburg">Tilburg</a>'
        '<a href="/tag/misdaad">Misdaad</a><div class="share"><a>Delen</a><a>WhatsApp</a></div></div>'
        '<div class="block-wrapper"><h2>Meest gelezen</h2><ul><li><a href="/m1">Code oranje voor zware '
        'windstoten</a></li></ul></div></main><footer><p>© 2026 DPG Media B.V.</p></footer></body></html>')


PAGES["nu-nl"] = NewsPage(
    _nu(), "https://www.nu.example.nl/binnenland/6321234/drie-mannen-aangehouden-na-inbraken-in-bedrijfspanden.html",
    NU,
    ("Lees ook", "Ramkraak", "Lees meer over", "Delen", "Meest gelezen", "Code oranje", "Aangepast", "DPG Media"),
    {"date": "2026-11-24"})


# --- The Guardian (dcr- classes, "Related:" inline links, support appeal, "Explore more on these topics") -----------

GU = (
    "Ministers are to set a legal target to halve the number of people sleeping rough in England by 2030, under plans "
    "published on Wednesday.",
    "The strategy includes £1bn for councils to buy homes for people leaving hospital or prison, who are among the "
    "most likely to end up on the streets.",
    "Charities welcomed the target but said it would only work if the government also tackled the shortage of social "
    "housing.",
    "“A target is only as good as the money behind it,” said the chief executive of one homelessness charity.",
)


def _guardian() -> str:
    g = GU
    return (
        article_head("Ministers set target to halve rough sleeping in England by 2030 | Homelessness | The Guardian", "en",
              article_ld("NewsArticle", "Ministers set target to halve rough sleeping in England by 2030", "Patrick Butler",
                  "2026-11-25"))
        + '<body><header><nav class="dcr-1f0jkm8"><a href="/">The Guardian</a><a href="/uk">UK</a><a href="/world">'
        'World</a><a href="/support">Support us</a></nav></header><main><article class="dcr-1r94quw">'
        '<div class="dcr-1gv1vsb"><a href="/society/homelessness">Homelessness</a></div>'
        '<div class="dcr-1nupfq9"><h1 class="dcr-u0152o">Ministers set target to halve rough sleeping in England by '
        '2030</h1></div><div class="dcr-1yi1cnj"><p>Strategy includes £1bn for councils to buy homes for people '
        'leaving hospital or prison</p></div><figure class="dcr-1t8m8f2"><img src="/tent.jpg" alt=""><figcaption '
        'class="dcr-9q1h6a"><span>A tent in central London.</span> Photograph: Guy Bell/Shutterstock</figcaption>'
        '</figure><div class="dcr-1n6lwgr"><address aria-label="Contributor info"><a rel="author" href="/profile/'
        'patrickbutler">Patrick Butler</a> Social policy editor</address><details><summary>Wed 25 Nov 2026 06.00 GMT'
        '</summary></details><div class="dcr-share"><button>Share</button></div></div>'
        '<div id="maincontent"><div class="article-body-commercial-selector article-body-viewer-selector dcr-1g5o3j6">'
        f'<p class="dcr-4cudl2">{g[0]}</p><p class="dcr-4cudl2">{g[1]}</p>'
        '<p class="dcr-4cudl2"><strong>Related: </strong><a href="/society/2026/oct/12/rough-sleeping-rises">Rough '
        'sleeping in England rises for third year in a row</a></p>'
        f'<p class="dcr-4cudl2">{g[2]}</p><p class="dcr-4cudl2">{g[3]}</p></div></div>'
        '<div class="dcr-epic"><h2>… we have a small favour to ask.</h2><p>Not every '
        'news organisation can afford to make its reporting free for everyone. If you can, please support us today.'
        '</p><a href="/support">Support the Guardian</a></div>'
        '<div class="dcr-keywords"><h2>Explore more on these topics</h2><ul><li><a href="/society/homelessness">'
        'Homelessness</a></li><li><a href="/society/housing">Housing</a></li></ul></div>'
        '<div class="dcr-shares"><a>Share</a><a>Reuse this content</a></div></article>'
        '<section><h2>Most viewed</h2><ol><li><a href="/m1">Storm warning for Scotland</a></li></ol></section></main>'
        '<footer><p>© 2026 Guardian News &amp; Media Limited or its affiliated companies. All rights reserved.</p>'
        '</footer></body></html>')


PAGES["guardian"] = NewsPage(
    _guardian(), "https://www.theguardian.example.com/society/2026/nov/25/ministers-target-halve-rough-sleeping",
    (*GU, "Strategy includes £1bn for councils to buy homes for people leaving hospital or prison"),
    ("A tent in central", "Guy Bell", "Social policy editor", "Related", "Rough sleeping in England rises",
     "small favour", "please support us", "Support the Guardian", "Explore more", "Reuse this content", "Most viewed",
     "All rights reserved"),
    {"author": "Patrick Butler", "date": "2026-11-25"})


# --- BBC News (ssrcss- classes, text-block components, "Related topics", "More on this story") ------------------

BBC = (
    "Train services across the north of England will be cut on Sundays from next month because of a shortage of "
    "drivers, an operator has said.",
    "Northern said about one in six Sunday services would be cancelled until at least the end of February.",
    "The company said it was training 150 new drivers, but that it took more than a year to qualify.",
    "Passengers' groups described the move as \"deeply disappointing\" for people who relied on trains at weekends.",
)


def _bbc() -> str:
    b = BBC
    return (
        article_head("Northern cuts Sunday trains over driver shortage - BBC News", "en",
              article_ld("ReportageNewsArticle", "Northern cuts Sunday trains over driver shortage", "Sarah Collins",
                  "2026-11-22"))
        + '<body><header class="ssrcss-1ooh7bn-Header"><a href="/">BBC</a><nav><a href="/news">News</a>'
        '<a href="/sport">Sport</a><a href="/weather">Weather</a></nav></header><main id="main-content">'
        '<article class="ssrcss-pv1rh6-ArticleWrapper"><div data-component="headline-block"><h1 '
        'class="ssrcss-15xko80-StyledHeading">Northern cuts Sunday trains over driver shortage</h1></div>'
        '<div data-component="byline-block"><div class="ssrcss-68pt20-Text-TextContributorName">Sarah Collins</div>'
        '<div class="ssrcss-84ltp5-Text">BBC News, Leeds</div><time datetime="2026-11-22T07:14:52.000Z">22 November '
        '2026</time></div><div data-component="share-tools"><button>Share</button><button>Save</button></div>'
        '<div data-component="image-block"><figure><img src="/train.jpg" alt=""><span class="ssrcss-'
        'copyright">Getty Images</span><figcaption class="ssrcss-caption">Northern runs services across the north of '
        'England</figcaption></figure></div>'
        f'<div data-component="text-block"><p class="ssrcss-1q0x1qg-Paragraph"><b>{b[0]}</b></p></div>'
        f'<div data-component="text-block"><p class="ssrcss-1q0x1qg-Paragraph">{b[1]}</p></div>'
        f'<div data-component="text-block"><p class="ssrcss-1q0x1qg-Paragraph">{b[2]}</p></div>'
        '<div data-component="links-block"><h2>More on this story</h2><ul><li><a href="/news/1">Rail strikes: '
        'what you need to know</a></li><li><a href="/news/2">Train operator fined over cancellations</a></li></ul></div>'
        f'<div data-component="text-block"><p class="ssrcss-1q0x1qg-Paragraph">{b[3]}</p></div>'
        '<div data-component="text-block"><p class="ssrcss-1q0x1qg-Paragraph"><i>Listen to highlights from West '
        'Yorkshire on BBC Sounds, catch up with the latest episode of Look North.</i></p></div>'
        '<div data-component="tag-list"><h2>Related topics</h2><ul><li><a href="/news/topics/rail">Rail travel</a>'
        '</li><li><a href="/news/topics/leeds">Leeds</a></li></ul></div></article></main>'
        '<footer><p>Copyright 2026 BBC. All rights reserved. The BBC is not responsible for the content of external '
        'sites.</p></footer></body></html>')


PAGES["bbc"] = NewsPage(
    _bbc(), "https://www.bbc.example.co.uk/news/articles/c9876543210o",
    BBC,
    ("BBC News, Leeds", "Getty Images", "Northern runs services", "More on this story", "Rail strikes",
     "Listen to highlights", "Related topics", "Rail travel", "All rights reserved"),
    {"author": "Sarah Collins", "date": "2026-11-22"})


# --- tagesschau.de (textabsatz paragraphs, "Mehr zum Thema" teaser, "Dieses Thema im Programm") -------------------

TS = (
    "Die Zahl der Firmenpleiten in Deutschland ist im Oktober erneut gestiegen. Nach Angaben des Statistischen "
    "Bundesamts beantragten 1.870 Unternehmen ein Insolvenzverfahren.",
    "Das waren rund zwölf Prozent mehr als im Vorjahresmonat. Besonders betroffen waren das Baugewerbe und der "
    "Handel.",
    "Ökonomen rechnen auch für die kommenden Monate nicht mit einer Entspannung.",
)


def _tagesschau() -> str:
    t = TS
    return (
        article_head("Zahl der Firmenpleiten steigt erneut | tagesschau.de", "de",
              article_ld("NewsArticle", "Zahl der Firmenpleiten steigt erneut", "tagesschau.de", "2026-11-27"))
        + '<body><header class="header"><a href="/">tagesschau</a><nav><a href="/inland">Inland</a><a href="/'
        'wirtschaft">Wirtschaft</a><a href="/multimedia">Sendungen</a></nav></header><main>'
        '<article class="container content-wrapper__group"><div class="seitenkopf__headline"><span '
        'class="seitenkopf__topline">Insolvenzen</span><span class="seitenkopf__headline--text">Zahl der '
        'Firmenpleiten steigt erneut</span></div><div class="metatextline">Stand: 27.11.2026 09:14 Uhr</div>'
        '<p class="textabsatz m-ten m-offset-one l-eight l-offset-two columns twelve"><strong>Die Zahl der '
        'Insolvenzen steigt weiter. Besonders Baufirmen und Händler geraten in Schwierigkeiten.</strong></p>'
        f'<p class="textabsatz columns twelve">{t[0]}</p><p class="textabsatz columns twelve">{t[1]}</p>'
        '<div class="teaser-xs"><h2 class="teaser-xs__headline">Mehr zum Thema</h2><a href="/wirtschaft/a1.html">'
        '<span class="teaser-xs__topline">Konjunktur</span><span class="teaser-xs__headline">Ifo-Index fällt '
        'überraschend</span></a></div>'
        f'<p class="textabsatz columns twelve">{t[2]}</p>'
        '<div class="infobox"><p>Dieses Thema im Programm:</p><p>Das Erste, tagesschau, 27. November 2026, 12:00 '
        'Uhr</p></div><div class="socialbuttons"><button>Teilen</button><a>Facebook</a><a>WhatsApp</a></div>'
        '</article></main><footer><a href="/impressum">Impressum</a></footer></body></html>')


PAGES["tagesschau"] = NewsPage(
    _tagesschau(), "https://www.tagesschau.example.de/wirtschaft/konjunktur/insolvenzen-oktober-100.html",
    (*TS, "Die Zahl der Insolvenzen steigt weiter. Besonders Baufirmen und Händler geraten in Schwierigkeiten."),
    ("Stand:", "Mehr zum Thema", "Ifo-Index", "Dieses Thema im Programm", "Das Erste, tagesschau", "Teilen",
     "Impressum"),
    {"date": "2026-11-27"})


# --- Der Standard (article-body, "Weiterlesen", forum posting counter, "Mehr zum Thema") ---------------------------

STD = (
    "Die Bundesregierung hat sich auf eine Reform der Pflegeausbildung geeinigt. Künftig sollen Auszubildende "
    "bereits im ersten Lehrjahr ein Gehalt von 1.200 Euro erhalten.",
    "Damit will die Koalition dem Personalmangel in Heimen und Spitälern entgegenwirken. Bis 2030 fehlen laut "
    "Gesundheitsministerium rund 75.000 Pflegekräfte.",
    "Die Opposition begrüßte die Pläne, verlangte aber auch bessere Arbeitsbedingungen für bereits Beschäftigte.",
)


def _standard() -> str:
    d = STD
    return (
        article_head("Regierung einigt sich auf Reform der Pflegeausbildung - Inland - derStandard.at › Inland", "de",
              article_ld("NewsArticle", "Regierung einigt sich auf Reform der Pflegeausbildung", "Jan Michael Marchart",
                  "2026-11-26"))
        + '<body><header class="site-header"><a href="/">derStandard</a><nav><a href="/inland">Inland</a>'
        '<a href="/international">International</a><a href="/abo">Abo</a></nav></header><main>'
        '<article class="story-article"><header class="article-header"><p class="article-kicker">Pflege</p>'
        '<h1 class="article-title">Regierung einigt sich auf Reform der Pflegeausbildung</h1><p '
        'class="article-subtitle">Lehrlinge sollen ab dem ersten Jahr 1.200 Euro verdienen. Die Opposition will mehr.'
        '</p><div class="article-meta"><div class="article-origins">Jan Michael Marchart</div><p class="article-'
        'pubdate"><time datetime="2026-11-26T12:30">26. November 2026, 12:30</time></p><a class="forum-counter" '
        'href="#forum">312 Postings</a></div></header><div class="article-body">'
        f'<p>{d[0]}</p><p>{d[1]}</p>'
        '<aside class="story-embed"><p>Mehr zum Thema</p><a href="/story/1">Pflegekräfte: Warum so viele den Beruf '
        'verlassen</a></aside>'
        f'<p>{d[2]}</p><p>(Jan Michael Marchart, 26.11.2026)</p></div>'
        '<div class="article-footer"><p>Weiterlesen:</p><ul><li><a href="/story/2">Spitäler suchen händeringend '
        'Personal</a></li></ul><button>Artikel teilen</button><a href="#forum">Zum Forum</a></div></article>'
        '</main><footer><p>© STANDARD Verlagsgesellschaft m.b.H. 2026</p></footer></body></html>')


PAGES["derstandard"] = NewsPage(
    _standard(), "https://www.derstandard.example.at/story/3000000212345/regierung-reform-pflegeausbildung",
    (*STD, "Lehrlinge sollen ab dem ersten Jahr 1.200 Euro verdienen. Die Opposition will mehr."),
    ("312 Postings", "Mehr zum Thema", "Pflegekräfte: Warum", "Weiterlesen", "Spitäler suchen", "Artikel teilen",
     "Zum Forum", "STANDARD Verlags"),
    {"author": "Jan Michael Marchart", "date": "2026-11-26"})


# --- CNN (article__content, paragraph inline-placeholder, "Related article", ad feedback) -------------------------

CNN = (
    "A powerful winter storm is expected to bring up to two feet of snow to parts of the upper Midwest this weekend, "
    "forecasters said Thursday.",
    "The National Weather Service issued winter storm warnings for much of Minnesota and Wisconsin, where travel "
    "could become nearly impossible by Saturday afternoon.",
    "“This is the kind of storm that shuts down highways,” a meteorologist with the service said.",
    "Airlines have already begun allowing passengers to rebook flights without paying a change fee.",
)


def _cnn() -> str:
    c = CNN
    return (
        article_head("Winter storm to bring up to two feet of snow to upper Midwest | CNN", "en",
              article_ld("NewsArticle", "Winter storm to bring up to two feet of snow to upper Midwest", "Mary Gilbert",
                  "2026-11-26"))
        + '<body><header class="header"><a href="/">CNN</a><nav><a href="/us">US</a><a href="/world">World</a>'
        '<a href="/weather">Weather</a><a href="/account">Sign in</a></nav></header><main>'
        '<div class="headline"><h1 class="headline__text">Winter storm to bring up to two feet of snow to upper '
        'Midwest</h1><div class="headline__footer"><div class="byline"><span class="byline__names">By <a '
        'href="/profiles/mary-gilbert">Mary Gilbert</a>, CNN Meteorologist</span></div><div class="timestamp">'
        'Updated 4:12 PM EST, Thu November 26, 2026</div><div class="social-share"><a>Facebook</a><a>Tweet</a>'
        '<a>Email</a><a>Link Copied!</a></div></div></div>'
        '<div class="article__content-container"><div class="article__content">'
        '<div class="image"><img src="/snow.jpg" alt=""><div class="image__caption"><span>Snow falls in '
        'Minneapolis last winter.</span></div><figcaption class="image__credit">Tim Evans/Reuters</figcaption></div>'
        f'<p class="paragraph inline-placeholder">{c[0]}</p><p class="paragraph inline-placeholder">{c[1]}</p>'
        '<div class="related-content related-content--article"><span class="related-content__label">Related '
        'article</span><a href="/weather/1"><span class="related-content__headline">How to drive safely in heavy '
        'snow</span></a></div>'
        f'<p class="paragraph inline-placeholder">{c[2]}</p>'
        '<div class="ad-slot"><div class="ad-feedback-link">Ad Feedback</div></div>'
        f'<p class="paragraph inline-placeholder">{c[3]}</p>'
        '<p class="paragraph inline-placeholder"><em>CNN’s Robert Shackelford contributed to this report.</em></p>'
        '</div></div><div class="related-links"><h2>More from CNN</h2><ul><li><a href="/m/1">Record heat in '
        'Australia</a></li></ul></div></main><footer><p>© 2026 Cable News Network. A Warner Bros. Discovery Company. '
        'All Rights Reserved.</p></footer></body></html>')


PAGES["cnn"] = NewsPage(
    _cnn(), "https://edition.cnn.example.com/2026/11/26/weather/winter-storm-midwest-snow/index.html",
    CNN,
    ("CNN Meteorologist", "Link Copied", "Snow falls in", "Tim Evans", "Related article", "How to drive", "Ad Feedback",
     "contributed to this report", "More from CNN", "All Rights Reserved"),
    {"author": "Mary Gilbert", "date": "2026-11-26"})


# --- Aktuality.sk (fulltext, perex, "Prečítajte si aj", "Zdroj:" line, Ringier login) ------------------------------

AKT = (
    "Vláda na stredajšom rokovaní schválila valorizáciu dôchodkov o 3,8 percenta. Od januára si tak priemerný "
    "starobný dôchodca polepší približne o 30 eur mesačne.",
    "Podľa ministra práce je to viac, ako by vyplývalo z automatického mechanizmu. Rozdiel doplatí štát zo "
    "štátneho rozpočtu.",
    "Opozícia návrh podporuje, no kritizuje, že vláda zároveň zvyšuje dane.",
)


def _aktuality() -> str:
    a = AKT
    return (
        article_head("Dôchodky vzrastú o 3,8 percenta, schválila vláda | Aktuality.sk", "sk",
              article_ld("NewsArticle", "Dôchodky vzrastú o 3,8 percenta, schválila vláda", "Martin Kováč", "2026-11-25"))
        + '<body><header class="header"><a href="/">Aktuality.sk</a><nav><a href="/spravy/slovensko/">Slovensko</a>'
        '<a href="/spravy/zahranicne/">Zahraničie</a><a href="/predplatne/">Predplatné</a></nav></header><main>'
        '<article class="article"><h1 class="article-headline">Dôchodky vzrastú o 3,8 percenta, schválila vláda</h1>'
        '<div class="article-info"><span class="author"><a href="/autor/martin-kovac/">Martin Kováč</a></span>'
        '<span class="date">25. novembra 2026, 14:05</span><span class="readtime">Čítanie na 2 minúty</span></div>'
        '<p class="article-perex">Priemerný dôchodca si od januára polepší o 30 eur mesačne.</p>'
        '<div class="share"><a>Zdieľať</a><a>Uložiť</a><a href="#diskusia">Diskusia (127)</a></div>'
        '<figure><img src="/dochodca.jpg" alt=""><figcaption>Ilustračná snímka. Zdroj: Getty Images</figcaption>'
        '</figure><div class="fulltext">'
        f'<p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="inline-related"><strong>Prečítajte si aj</strong><a href="/c/1">Minimálna mzda v roku 2027 '
        'bude 900 eur</a></div>'
        f'<p>{a[2]}</p><p>Zdroj: TASR, Aktuality.sk</p></div>'
        '<div class="newsletter-box"><h3>Newsletter Aktuality.sk</h3><p>Každé ráno to najdôležitejšie zo Slovenska '
        'a zo sveta.</p><form><input type="email"><button>Prihlásiť sa</button></form></div>'
        '<div class="tags"><span>Témy:</span> <a href="/t/dochodky">dôchodky</a></div></article>'
        '<aside><h3>Najčítanejšie</h3><ol><li><a href="/x">Počasie: sneh na horách</a></li></ol></aside></main>'
        '<footer><p>Copyright © 2026 Ringier Slovakia Media s. r. o.</p></footer></body></html>')


PAGES["aktuality"] = NewsPage(
    _aktuality(), "https://www.aktuality.example.sk/clanok/a1b2c3d/dochodky-vzrastu-o-38-percenta/",
    (*AKT, "Priemerný dôchodca si od januára polepší o 30 eur mesačne."),
    ("Čítanie na", "Zdieľať", "Uložiť", "Diskusia (127)", "Ilustračná snímka", "Prečítajte si aj", "Minimálna mzda",
     "Zdroj: TASR", "Newsletter Aktuality", "Každé ráno", "Témy", "Najčítanejšie", "Ringier"),
    {"author": "Martin Kováč", "date": "2026-11-25"})


# --- Il Post (entry-content in a WordPress theme, "Leggi anche", "Mostra i commenti") ------------------------------

POST = (
    "Il Parlamento europeo ha approvato mercoledì una nuova legge che obbliga i produttori di smartphone a garantire "
    "gli aggiornamenti di sicurezza per almeno sette anni.",
    "La norma entrerà in vigore nel 2028 e si applicherà a tutti i telefoni venduti nell’Unione Europea, "
    "indipendentemente da dove siano stati prodotti.",
    "Secondo la Commissione, la misura permetterà di ridurre i rifiuti elettronici e di far risparmiare ai "
    "consumatori circa 20 miliardi di euro all’anno.",
)


def _ilpost() -> str:
    p = POST
    return (
        article_head("Gli smartphone dovranno ricevere aggiornamenti per sette anni - Il Post", "it",
              article_ld("NewsArticle", "Gli smartphone dovranno ricevere aggiornamenti per sette anni", "Il Post",
                  "2026-11-25"))
        + '<body class="single-post"><header id="header"><a href="/">Il Post</a><nav><a href="/italia/">Italia</a>'
        '<a href="/mondo/">Mondo</a><a href="/abbonati/">Abbonati</a></nav></header><main id="content">'
        '<article class="post"><header class="entry-header"><h1 class="entry-title">Gli smartphone dovranno '
        'ricevere aggiornamenti per sette anni</h1><p class="excerpt">Lo prevede una nuova legge approvata dal '
        'Parlamento europeo, che vale per tutti i telefoni venduti nell’Unione</p><div class="entry-meta">'
        '<time datetime="2026-11-25T17:40:00+01:00">25 novembre 2026</time><div class="share"><a>Condividi</a>'
        '<a>Facebook</a><a>WhatsApp</a></div></div></header><div class="entry-content">'
        '<figure><img src="/phone.jpg" alt=""><figcaption>(Jakub Porzycki/NurPhoto via Getty Images)</figcaption>'
        f'</figure><p>{p[0]}</p><p>{p[1]}</p>'
        '<p><strong>– Leggi anche: </strong><a href="/2026/11/10/batterie/">Le batterie dei telefoni dovranno '
        'essere sostituibili</a></p>'
        f'<p>{p[2]}</p></div><div class="entry-footer"><div class="tags"><span>Tag</span><a href="/tag/ue/">Unione '
        'Europea</a><a href="/tag/smartphone/">smartphone</a></div><a class="comments-link" href="#comments">Mostra '
        'i commenti</a></div></article><aside><h3>Le notizie più lette</h3><ul><li><a href="/x">Il meteo del '
        'weekend</a></li></ul></aside></main><footer><p>Il Post © 2026 - P.IVA 06621380962</p></footer></body></html>')


PAGES["ilpost"] = NewsPage(
    _ilpost(), "https://www.ilpost.example.it/2026/11/25/smartphone-aggiornamenti-sette-anni/",
    (*POST, "Lo prevede una nuova legge approvata dal Parlamento europeo, che vale per tutti i telefoni venduti "
     "nell’Unione"),
    ("Condividi", "Jakub Porzycki", "Leggi anche", "Le batterie dei telefoni", "Tag", "Mostra i commenti",
     "notizie più lette", "P.IVA"),
    {"date": "2026-11-25"})


# --- Blesk.cz (tabloid: gallery counters, "Video" box, "Přečtěte si také" list, discussion counter) ----------------

BL = (
    "Silný vítr, který se v noci přehnal přes celou republiku, vyvrátil desítky stromů a poškodil střechy domů. "
    "Hasiči vyjížděli k více než tisícovce zásahů.",
    "Nejhorší situace byla na Vysočině a v Jihomoravském kraji, kde nárazy větru dosahovaly až sto kilometrů v "
    "hodině.",
    "Bez elektřiny zůstalo ráno přes padesát tisíc domácností. Energetici slibují, že většinu poruch odstraní do "
    "večera.",
)


def _blesk() -> str:
    b = BL
    return (
        article_head("Vichřice řádila v Česku: Hasiči vyjížděli k tisícovce zásahů | Blesk.cz", "cs",
              article_ld("NewsArticle", "Vichřice řádila v Česku: Hasiči vyjížděli k tisícovce zásahů", "Tereza Malá",
                  "2026-11-29"))
        + '<body><div class="header"><a href="/">Blesk.cz</a><a href="/zpravy">Zprávy</a><a href="/celebrity">'
        'Celebrity</a><a href="/premium">Blesk Premium</a></div><main><article class="article">'
        '<h1>Vichřice řádila v Česku: Hasiči vyjížděli k tisícovce zásahů</h1><div class="article-meta">'
        '<span class="author">Tereza Malá</span><span class="date">29. listopadu 2026 7:45</span></div>'
        '<p class="perex">Noc na neděli byla pro hasiče náročná. Vichřice lámala stromy a strhávala střechy.</p>'
        '<div class="gallery-preview"><img src="/strom.jpg" alt=""><span class="gallery-count">Galerie: 12 fotografií'
        '</span><span class="photo-author">Foto: HZS Vysočina</span></div><div class="article-body">'
        f'<p>{b[0]}</p><p>{b[1]}</p>'
        '<div class="read-also"><p class="title">Přečtěte si také</p><ul><li><a href="/z/1">Počasí na týden: '
        'Přijde sníh?</a></li><li><a href="/z/2">Padající strom zranil řidiče</a></li></ul></div>'
        '<div class="video-box"><p>Video</p><p>Video se připravuje ...</p></div>'
        f'<p>{b[2]}</p></div>'
        '<div class="article-footer"><a href="#diskuse">Diskuse (86)</a><a>Sdílet</a><a>Tisk</a></div></article>'
        '<aside><h3>Nejčtenější</h3><ol><li><a href="/x">Hvězda seriálu se vdala</a></li></ol></aside></main>'
        '<div class="footer"><p>© 2026 CNC – Czech News Center a.s. Všechna práva vyhrazena.</p></div></body></html>')


PAGES["blesk"] = NewsPage(
    _blesk(), "https://www.blesk.example.cz/clanek/zpravy-udalosti/812345/vichrice-radila-v-cesku.html",
    (*BL, "Noc na neděli byla pro hasiče náročná. Vichřice lámala stromy a strhávala střechy."),
    ("Galerie", "HZS Vysočina", "Přečtěte si také", "Počasí na týden", "Video se připravuje", "Diskuse (86)", "Tisk",
     "Nejčtenější", "Všechna práva"),
    {"author": "Tereza Malá", "date": "2026-11-29"})


# --- WP.pl (Polish portal: "Zobacz też", "Masz newsa, zdjęcie lub filmik? Prześlij nam przez dziejesie.wp.pl") ----

WPPL = (
    "Rząd przyjął projekt ustawy, która ma skrócić czas oczekiwania na wizytę u specjalisty. Pacjenci będą mogli "
    "zapisać się do lekarza przez internet w jednym centralnym systemie.",
    "Ministerstwo Zdrowia szacuje, że dzięki temu kolejki skrócą się średnio o jedną trzecią w ciągu dwóch lat.",
    "Lekarze zwracają jednak uwagę, że bez nowych specjalistów sam system niewiele zmieni.",
)


def _wppl() -> str:
    w = WPPL
    return (
        article_head("Centralna e-rejestracja do lekarzy. Rząd przyjął projekt - WP Wiadomości", "pl",
              article_ld("NewsArticle", "Centralna e-rejestracja do lekarzy. Rząd przyjął projekt", "Katarzyna Nowak",
                  "2026-11-26"))
        + '<body><div class="header"><a href="/">Wirtualna Polska</a><a href="/wiadomosci">Wiadomości</a>'
        '<a href="/poczta">Poczta</a></div><main><article><h1>Centralna e-rejestracja do lekarzy. Rząd przyjął projekt'
        '</h1><div class="signature"><span>Katarzyna Nowak</span><time datetime="2026-11-26T10:15:00+01:00">'
        '26 listopada 2026, 10:15</time></div><div class="lead"><p>Pacjenci zapiszą się do specjalisty w jednym '
        'systemie. Kolejki mają się skrócić o jedną trzecią.</p></div><figure><img src="/lekarz.jpg" alt="">'
        '<figcaption>Zdjęcie ilustracyjne<span>Źródło: East News</span></figcaption></figure><div class="article-body">'
        f'<p>{w[0]}</p><p><strong>Zobacz też:</strong> <a href="/w/1">Podwyżki dla lekarzy od stycznia</a></p>'
        f'<p>{w[1]}</p><p>{w[2]}</p>'
        '<p>Masz newsa, zdjęcie lub filmik? Prześlij nam przez <a href="https://dziejesie.wp.pl">dziejesie.wp.pl</a>'
        '</p></div><div class="tags"><span>Tagi:</span> <a href="/t/zdrowie">zdrowie</a><a href="/t/nfz">NFZ</a>'
        '</div><div class="comments"><a href="#">Komentarze (45)</a></div></article></main>'
        '<div class="footer"><p>© 1995–2026 Wirtualna Polska Media S.A.</p></div></body></html>')


PAGES["wp-pl"] = NewsPage(
    _wppl(), "https://wiadomosci.wp.example.pl/centralna-e-rejestracja-do-lekarzy-6987654321abcdef",
    (*WPPL, "Pacjenci zapiszą się do specjalisty w jednym systemie. Kolejki mają się skrócić o jedną trzecią."),
    ("Zdjęcie ilustracyjne", "East News", "Zobacz też", "Podwyżki dla lekarzy", "Masz newsa", "Tagi",
     "Komentarze (45)", "Wirtualna Polska Media"),
    {"author": "Katarzyna Nowak", "date": "2026-11-26"})


# --- the tests -------------------------------------------------------------------------------------------------

globals().update(page_tests(PAGES))  # text whole, furniture gone, writer and day


# --- the rules, each beside the real text that looks like what it removes ------------------------------------

DE = (
    "Der Stadtrat hat am Montagabend nach langer Debatte den Haushalt für das kommende Jahr beschlossen. Die Schulen "
    "im Norden der Stadt bekommen deutlich mehr Geld als bisher.",
    "Der Oberbürgermeister sagte, mit dem zusätzlichen Geld würden neue Lehrkräfte eingestellt und drei alte "
    "Gebäude saniert. Die Ergebnisse sollen im Juni überprüft werden.",
    "Eltern, die stundenlang im Saal gewartet hatten, begrüßten die Entscheidung. Einige erinnerten jedoch daran, "
    "dass die Sanierung schon zweimal angekündigt worden war.",
)


def short_article(lang: str, headline: str, texts: Sequence[str], inserted: str = "", *, end: str = "",
                  after: str = "", before: str = "", site: str = "Stadtanzeiger",
                  section: str = '<a href="/lokales/">Lokales</a>', footer: str = '<a href="/impressum">Impressum</a>',
                  author: str = "Eva Braun", day: str = "2026-11-23",
                  url: str = "https://www.stadtanzeiger.example.de/lokales/haushalt-beschlossen-1234") -> list[str]:
    """The paragraphs of a short news article of ``site`` in ``lang`` (its ``headline``, its ``texts`` a paragraph
    each) as ``document.process`` gives them, with ``before`` before its first paragraph, ``inserted`` between its
    first and second paragraphs, ``end`` after its last paragraph and ``after`` after the text's element: the page the rules' tests put a line or a box into, beside the real text that must stay."""
    paragraphs = "".join(f"<p>{t}</p>" for t in texts[1:])
    html = (article_head(f"{headline} - {site}", lang, article_ld("NewsArticle", headline, author, day))
            + f'<body><header><nav><a href="/">{site}</a> {section}</nav></header><main><article><h1>{headline}</h1>'
            f'<div class="text">{before}<p>{texts[0]}</p>{inserted}{paragraphs}{end}</div>{after}</article></main>'
            f"<footer>{footer}</footer></body></html>")
    return _paragraphs(processed(html, url).body)


def _german_article(inserted: str, after: str = "") -> list[str]:
    """The paragraphs of a German article with ``inserted`` between its first and second paragraphs (and ``after``
    after the article's element)."""
    return short_article("de", "Stadtrat beschließt den Haushalt", DE, inserted, after=after)


@pytest.mark.parametrize("line", [
    "<p>24. November 2026, 6:00 Uhr 128 Kommentare</p>", "<p>23.11.2026 10:41 · 87 Kommentare</p>",
    "<p>26/11/2026 à 07:00 - 12 commentaires</p>", "<p>November 23, 2026 3:15 PM 42 comments</p>",
])
def test_a_meta_line_of_a_date_and_a_comment_count_goes(line):
    assert _german_article(line) == ["Stadtrat beschließt den Haushalt", *DE]


@pytest.mark.parametrize("line", [
    "Am 24. November 2026 gab es auf der Seite der Stadt 128 Kommentare zum Entwurf.",
    "Bis 18:00 Uhr gingen 312 Kommentare von Bürgern ein.",
])
def test_a_sentence_with_a_date_and_a_comment_count_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


def test_a_box_of_links_under_mehr_zu_a_topic_goes():
    box = ('<div class="a-box"><p class="a-box__title">Mehr zu Firefox</p><ul><li><a href="/a1">Firefox 149: Mehr '
           'Schutz vor Tracking</a></li><li><a href="/a2">Mozilla streicht Stellen</a></li></ul></div>')
    assert _german_article(box) == ["Stadtrat beschließt den Haushalt", *DE]


def test_a_sentence_opening_with_mehr_zu_stays():
    line = "Mehr zu tun gibt es für die Verwaltung im kommenden Jahr kaum, sagte der Kämmerer."
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("box", [
    '<div class="donate"><h3>Support local journalism</h3><p>Your gift keeps stories like this free for everyone.</p>'
    '<a href="/donate">Donate today</a></div>',
    '<div class="spenden"><h3>Unterstützen Sie unseren Journalismus</h3><p>Mit Ihrer Spende bleibt dieser Artikel '
    'für alle frei lesbar.</p><p><a href="/spenden">Jetzt spenden</a></p></div>',
])
def test_a_donation_box_under_its_heading_goes(box):
    assert _german_article(box) == ["Stadtrat beschließt den Haushalt", *DE]


def test_a_section_of_the_article_under_a_heading_of_support_stays():
    section = ("<h2>Support local journalism</h2><p>Der Verein will lokale Zeitungen fördern und sucht dafür "
               "Mitglieder in allen Stadtteilen.</p>")
    assert "Der Verein will lokale Zeitungen fördern und sucht dafür Mitglieder in allen Stadtteilen." \
        in _german_article(section)


def test_a_caption_inside_a_figcaption_paragraph_goes_and_a_quote_stays():
    figure = ('<figure><img src="/a.jpg" alt=""><figcaption><p>Das Rathaus am Montagabend</p><span>Foto: dpa</span>'
              '</figcaption></figure>'
              '<figure><img src="/b.jpg" alt=""><figcaption><blockquote>Wir haben lange auf diesen Tag gewartet und '
              'sind froh, dass die Schulen endlich saniert werden.</blockquote></figcaption></figure>')
    out = _german_article(figure)
    assert "Das Rathaus am Montagabend" not in out
    assert "Wir haben lange auf diesen Tag gewartet und sind froh, dass die Schulen endlich saniert werden." in out


def test_a_caption_in_a_div_with_its_credit_goes_and_a_paragraph_with_a_picture_stays():
    caption = ('<div class="foto"><img src="/c.jpg" alt=""><div class="text">Der Sitzungssaal kurz vor der '
               'Abstimmung.</div><div class="author">Foto: Max Muster</div></div>')
    assert _german_article(caption) == ["Stadtrat beschließt den Haushalt", *DE]
    # a paragraph opening with its picture among the text's paragraphs, a credit after it, stays
    para = ("<p><img src='/d.jpg' alt=''>Die Kämmerin legte den Entwurf vor, der seit dem Sommer beraten wurde und "
            "nun mit breiter Mehrheit angenommen ist.</p><p>Foto: Max Muster</p>")
    assert ("Die Kämmerin legte den Entwurf vor, der seit dem Sommer beraten wurde und nun mit breiter Mehrheit "
            "angenommen ist.") in _german_article(para)


def test_a_headings_kicker_before_the_headline_is_no_paragraph_but_a_longer_heading_stays():
    kicked = _german_article("").copy()
    assert kicked[0] == "Stadtrat beschließt den Haushalt"
    html = (article_head("Stadtrat beschließt den Haushalt - Stadtanzeiger", "de",
                  article_ld("NewsArticle", "Stadtrat beschließt den Haushalt", "Eva Braun", "2026-11-23"))
            + '<body><main><article><h1><span>Finanzen</span> <span>Stadtrat beschließt den Haushalt</span></h1>'
            f'<div class="text"><p>{DE[0]}</p><h2>Was der Bürgermeister nach der Sitzung sagte: Stadtrat beschließt '
            f'den Haushalt</h2><p>{DE[1]}</p><p>{DE[2]}</p></div></article></main></body></html>')
    out = _paragraphs(processed(html, "https://www.stadtanzeiger.example.de/lokales/haushalt-1234").body)
    assert out[:2] == ["Stadtrat beschließt den Haushalt", DE[0]]
    assert "Was der Bürgermeister nach der Sitzung sagte: Stadtrat beschließt den Haushalt" in out


def test_a_short_paragraph_after_a_teaser_box_of_its_own_stays_and_the_boxs_excerpt_goes():
    box = ('<div class="e_terms"><h4>Lesen Sie auch</h4><ul><li><a href="/a/1">Schulen fehlen Lehrkräfte</a></li>'
           '<li><a href="/a/2">Wie sich die Aufnahmeprüfung ändert</a></li></ul>'
           '<p>Alle Hintergründe zur Bildungspolitik lesen Sie hier.</p></div><p>Die Sitzung dauerte bis Mitternacht.</p>')
    out = _german_article(box)
    assert "Die Sitzung dauerte bis Mitternacht." in out and "Alle Hintergründe zur Bildungspolitik lesen Sie hier." not in out
    assert not any("Schulen fehlen" in p or "Lesen Sie auch" in p for p in out)


def test_a_plea_for_support_under_the_article_goes_and_a_quoted_plea_stays():
    plea = ("<div class='epic'><p>Not every news organisation can afford to make its reporting free for everyone. If "
            "you can, please support us today.</p></div>")
    assert _german_article(plea) == ["Stadtrat beschließt den Haushalt", *DE]
    line = "The mayor told the council: please support the new budget."
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "Follow BBC Leeds on Facebook, X (formerly Twitter) and Instagram.",
    "Follow BBC Yorkshire on Facebook, X and Instagram. Send your story ideas to yorkslincs.news@bbc.co.uk.",
    "Listen to highlights from West Yorkshire on BBC Sounds, catch up with the latest episode of Look North.",
])
def test_the_bbcs_closing_lines_go(line):
    assert _german_article(f"<p>{line}</p>") == ["Stadtrat beschließt den Haushalt", *DE]


def test_a_sentence_on_following_a_story_stays():
    line = "Listen to the council's debate from the start, and you will hear how close the vote really was."
    assert line in _german_article(f"<p>{line}</p>")


def test_a_paragraph_after_a_teaser_box_and_a_players_placeholder_stays():
    boxes = ('<div class="read-also"><p class="title">Lesen Sie auch</p><ul><li><a href="/z/1">Wetter: Kommt der '
             'Schnee?</a></li></ul></div><div class="video-box"><p>Video</p><p>Wiedergabe</p></div>'
             '<p>Die Sitzung dauerte bis kurz nach Mitternacht.</p>')
    out = _german_article(boxes)
    assert "Die Sitzung dauerte bis kurz nach Mitternacht." in out
    assert not any("Wetter" in p or "Video" in p for p in out)


def test_a_stamp_after_the_titles_meta_lines_is_no_short_lead():
    html = (article_head("Stadtrat beschließt den Haushalt - Stadtanzeiger", "en",
                  article_ld("NewsArticle", "Council passes the budget", "Eva Braun", "2026-11-23"))
            + '<body><main><article><h1>Council passes the budget</h1><p class="byline">By Eva Braun</p>'
            '<p class="date">Nov. 20, 2026Updated: Nov. 20, 2026 1:35 a.m.</p>'
            '<div class="body"><p>The city council passed next year’s budget on Tuesday night after a debate that '
            'lasted more than six hours and ended with a narrow vote.</p><p>Schools in the north of the city will '
            'receive considerably more money than they did this year, the mayor said after the vote.</p></div>'
            '</article></main></body></html>')
    out = _paragraphs(processed(html, "https://www.cityherald.example.com/news/council-budget-1234").body)
    assert not any("Updated" in p for p in out)
