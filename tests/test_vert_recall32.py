"""Recall on pages that are not articles, session 32: text trafilatura keeps and ``vert`` lost on services pages,
forum threads and manuals, written after the markup content management systems, forum engines and documentation
generators produce.

* A services page's offers as a promotion component writes them (Adobe Experience Manager's ``cmp-promo``, a
  theme's ``promo-item``, ``promo-card``): a grid of cards, each one link to the site's own page around the offer's
  name and a sentence describing it.  The class named them as adverts, and the whole grid went with its text; a
  promotion's box (a newsletter's, a news site's promoted stories) stays furniture (``furniture._offer_cards``).
* A forum post's lines of links (XenForo, phpBB, vBulletin: BBCode's "[url]" lines, an official thread's list of
  the other threads to read) went as a link list; a reply's "View attachment 2028258" still goes
  (``container._posted_links``).
* A manual's notes under each method (Javadoc's "Returns:", "Parameters:") went as a forum member panel's
  recurring terms, their descriptions left without them (``itempage.facts``, ``itempage._worded``)."""

from __future__ import annotations

import pytest

from corpustools.vert.choose import extract_page


def _page(lang: str, title: str, body: str, head: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}'
            f'<link rel="stylesheet" href="/assets/site.css"></head><body>{body}</body></html>')


def _texts(html: str, url: str) -> tuple[str, list[str]]:
    result = extract_page(html, url, {"languages": ()})
    return result.type, [b.text for b in result.blocks]


# --- a services page's offers in a promotion component's cards --------------------------------------------------

EN_OFFERS = (
    ("Audit & Assurance", "audit-assurance",
     "Our audits give boards and investors confidence in the numbers, with controls testing that finds the weak "
     "points before regulators do."),
    ("Tax advisory", "tax-advisory",
     "We help companies plan for changing tax rules across borders, from transfer pricing to indirect taxes and the "
     "reporting they require."),
    ("Cyber security", "cyber",
     "From incident response to zero-trust architecture, our teams protect the systems your business depends on "
     "every day."),
    ("Human capital", "human-capital",
     "We design organisations, rewards and ways of working that help people adapt as the business changes around "
     "them."),
)
DE_OFFERS = (
    ("Studium", "studium",
     "Alles zu Bewerbung, Einschreibung und Studienorganisation: hier finden Sie die Fristen und die Ansprechpartner "
     "für Ihr Studium an unserer Hochschule."),
    ("Forschung", "forschung",
     "Unsere Institute arbeiten eng mit Unternehmen aus der Region zusammen und sind an vielen europäischen "
     "Forschungsprojekten beteiligt."),
    ("Weiterbildung", "weiterbildung",
     "Berufsbegleitende Zertifikatskurse und Masterstudiengänge für alle, die sich neben dem Beruf weiterbilden "
     "und ihr Wissen vertiefen wollen."),
)
FR_OFFERS = (
    ("Transports scolaires", "transports-scolaires",
     "La Région organise le transport des élèves vers les collèges et les lycées : inscriptions, tarifs et horaires "
     "des lignes de votre secteur."),
    ("Aides aux entreprises", "aides-entreprises",
     "Subventions, prêts et accompagnement pour les entreprises qui créent des emplois ou qui innovent sur le "
     "territoire régional."),
    ("Formation professionnelle", "formation",
     "Des formations gratuites pour les demandeurs d'emploi qui veulent changer de métier ou obtenir une "
     "qualification reconnue."),
)


def _aem(offers: tuple) -> str:
    """Adobe Experience Manager's promotion container: a grid of columns, each a ``cmp-promo`` whose link wraps the
    offer's title, description and a "Find out more" label."""
    cards = "".join(
        '<div class="aem-GridColumn aem-GridColumn--default--3 cmp-promo-container__content-item"><div class="aem-Grid">'
        '<div class="promo cmp-promo__services rounded-corners-1 aem-GridColumn">'
        f'<a class="cmp-promo-tracking cmp-promo-curated" data-promo-name="{name}" href="/us/en/services/{slug}.html">'
        '<div class="cmp-promo" data-component="promo"></div><div class="cmp-promo__content">'
        f'<h3 class="cmp-promo__content__title"><span>{name}</span></h3>'
        f'<div class="cmp-promo__content__desc">{text}</div>'
        '<div class="cmp-promo__content__link-label"><span> Find out more </span></div></div></a></div></div></div>'
        for name, slug, text in offers)
    return ('<header class="cmp-header"><a href="/us/en.html">Firm</a><nav class="cmp-navigation"><a href="/us/en/'
            'industries.html">Industries</a><a href="/us/en/services.html">Services</a><a href="/us/en/careers.html">'
            'Careers</a></nav></header><main><div class="cmp-hero"><h1>Vast services. Real results.</h1>'
            '<p>Whether you are starting up or in the Fortune Global 500, tap into our broad range of services and '
            'solutions to help your business thrive.</p></div>'
            '<div class="cmp-promo-container cmp-promo-container--multiple-rows"><div class="cmp-promo-container-wrapper">'
            f'<div class="aem-Grid aem-Grid--12">{cards}</div></div></div>'
            '<div class="promo cmp-promo__newsletter"><a href="/us/en/subscribe.html"><h3>Stay informed</h3>'
            '<p>Subscribe to our newsletter and get our latest insights delivered to your inbox every month.</p></a>'
            '</div></main><footer class="cmp-footer"><p>© 2026 Firm. All rights reserved.</p>'
            '<a href="/us/en/legal/privacy.html">Privacy</a></footer>')


def _theme(offers: tuple, heading: str, lead: str, more: str, base: str) -> str:
    """A theme's promotion tiles (``promo-grid`` of ``promo-item``s, each a link around a heading, a paragraph and a
    label), under the page's heading and lead, with the site's menu and footer."""
    tiles = "".join(
        f'<div class="promo-item"><a class="promo-item__link" href="{base}{slug}/"><h2 class="promo-item__title">{name}'
        f'</h2><p class="promo-item__text">{text}</p><span class="promo-item__more">{more}</span></a></div>'
        for name, slug, text in offers)
    return (f'<header><nav class="main-nav"><a href="{base}">Start</a><a href="{base}kontakt/">Kontakt</a></nav></header>'
            f'<main id="content"><h1>{heading}</h1><p class="lead">{lead}</p><section class="promo-grid">{tiles}'
            '</section></main><footer><a href="/impressum/">Impressum</a><a href="/datenschutz/">Datenschutz</a></footer>')


OFFER_PAGES = {
    "aem-en": ("en", "Services | Firm", _aem(EN_OFFERS), "https://www.firm.example/us/en/services.html", EN_OFFERS,
               ("Stay informed", "Subscribe to our newsletter", "Find out more")),
    "theme-de": ("de", "Angebote | Hochschule Beispielstadt",
                 _theme(DE_OFFERS, "Unsere Angebote", "Die Hochschule Beispielstadt bietet Studium, Forschung und "
                        "Weiterbildung unter einem Dach.", "Mehr erfahren", "/"),
                 "https://www.hs-beispielstadt.de/angebote/", DE_OFFERS, ("Mehr erfahren", "Impressum")),
    "theme-fr": ("fr", "Services | Région", _theme(FR_OFFERS, "Vos services", "Retrouvez les services que la Région "
                                                  "met à votre disposition au quotidien.", "En savoir plus",
                                                  "https://www.region.example.fr/services/"),
                 "https://www.region.example.fr/services/", FR_OFFERS, ("En savoir plus",)),
}


@pytest.mark.parametrize("name", sorted(OFFER_PAGES))
def test_a_services_pages_offers_in_promotion_cards_stay(name):
    """The offers' names and descriptions went with the grid named as a promotion; its newsletter box, the labels
    and the menus still go."""
    lang, title, body, url, offers, gone = OFFER_PAGES[name]
    kind, texts = _texts(_page(lang, title, body), url)
    assert kind == "other"
    for offer, _, text in offers:
        assert offer in texts and text in texts
        assert texts.index(offer) + 1 == texts.index(text)
    for line in gone:
        assert not any(line in t for t in texts)


def test_a_news_sites_promoted_stories_named_as_promotions_still_go():
    """A grid of promoted stories under an article, each a link around a headline and its excerpt, named "promo":
    the stories are documents (an id, a long slug), not the site's offers."""
    stories = (("Neue Brücke über die Elbe eröffnet", "neue-bruecke-ueber-die-elbe-eroeffnet-id123456",
                "Nach vier Jahren Bauzeit ist die neue Brücke für den Verkehr freigegeben worden, die Pendler sparen "
                "täglich eine halbe Stunde."),
               ("Stadtrat beschließt Haushalt", "stadtrat-beschliesst-haushalt-fuer-2027-id123457",
                "Der Stadtrat hat am Abend den Haushalt für das kommende Jahr beschlossen, die Opposition stimmte "
                "geschlossen dagegen."))
    promos = "".join(f'<div class="promo-item"><a href="https://www.zeitung.example/lokales/{slug}.html"><h3>{h}</h3>'
                     f'<p>{t}</p></a></div>' for h, slug, t in stories)
    text = ("Die Feuerwehr wurde am Dienstagabend zu einem Brand in einer Lagerhalle im Gewerbegebiet gerufen. Als "
            "die ersten Einsatzkräfte eintrafen, stand das Dach bereits in Flammen.",
            "Verletzt wurde niemand. Die Polizei schätzt den Schaden auf mehrere Hunderttausend Euro und ermittelt "
            "nun, wie das Feuer ausbrechen konnte.")
    body = ('<main><article><h1>Großbrand in Lagerhalle</h1><div class="article-body">' + "".join(f"<p>{t}</p>" for t in text)
            + f'</div></article><section class="promo-grid">{promos}</section></main>')
    head = '<meta property="og:type" content="article">'
    kind, texts = _texts(_page("de", "Großbrand in Lagerhalle", body, head),
                         "https://www.zeitung.example/lokales/grossbrand-in-lagerhalle-id123450.html")
    assert kind == "article"
    assert texts[-2:] == list(text)
    assert not any(h in t for h, _, _ in stories for t in texts)


# --- a forum post's lines of links ---------------------------------------------------------------------------------
#
# BBCode's and Markdown's lines ("[url=…]title[/url]" one a line) are links between ``<br>``s in one block of the
# post's text: jusText's link list, where a ``<ul>`` of them was kept as the items of a kept post.

THREAD_LINKS = {
    "xenforo-en": ("en", "Official thread: 2024 general election",
                   "The general election will take place on the fourth of July. This is the main thread to discuss "
                   "the campaign, but you might also be interested in the other threads of the forum:",
                   ("Conservative Party campaign and manifesto thread", "Labour Party campaign and manifesto thread",
                    "Are you registered to vote in the general election?"),
                   ("It is certainly much sooner than expected, I wonder whether the good news about inflation was "
                    "the trigger for this rather hasty announcement.",
                    "Let the battle commence and good luck to all the honest candidates out there, whatever their "
                    "party."),
                   "https://forum.example.co.uk/threads/official-thread-2024-general-election.7481802/"),
    "phpbb-de": ("de", "Wichtige Themen für Einsteiger – bitte zuerst lesen",
                 "Willkommen im Forum! Bevor ihr eine neue Frage stellt, schaut bitte in diese Themen, dort sind die "
                 "häufigsten Fragen schon beantwortet:",
                 ("Welche Kamera für den Einstieg kaufen?", "Objektive für Landschaftsfotografie im Vergleich",
                  "RAW oder JPEG: was ist besser für Anfänger?"),
                 ("Danke für die Zusammenstellung, das hätte ich vor einem Jahr gut gebrauchen können. Vor allem der "
                  "Vergleich der Objektive hat mir geholfen.",
                  "Vielleicht könnte man noch ein Thema zur Bildbearbeitung ergänzen, danach wird hier auch jede Woche "
                  "gefragt."),
                 "https://www.fotoforum.example.de/viewtopic.php?t=48213"),
    "vbulletin-it": ("it", "Guide per chi inizia con l'acquario marino",
                     "Ho raccolto in questo messaggio le discussioni più utili per chi allestisce la prima vasca, "
                     "leggetele prima di aprire una nuova domanda nella sezione.",
                     ("Avvio della vasca e maturazione del filtro", "Scegliere le luci per i coralli molli",
                      "Quali pesci inserire per primi nell'acquario"),
                     ("Grazie mille, avrei voluto trovare questa raccolta prima di comprare le luci sbagliate per la "
                      "mia vasca da cento litri.",
                      "Aggiungerei anche la discussione sui test dell'acqua, è una delle domande che tornano ogni "
                      "settimana nella sezione."),
                     "https://www.acquariofili.example.it/forum/showthread.php?t=90310"),
}


def _slug(title: str) -> str:
    return "-".join("".join(c if c.isalnum() else " " for c in title.lower()).split())


def _xenforo(title: str, opening: str, links: tuple, replies: tuple, url: str) -> str:
    base = url.split("/threads/")[0]
    listed = "<br>\n".join(f'<a href="{base}/threads/{_slug(t)}.{n}/" class="link link--internal">{t}</a>'
                           for n, t in enumerate(links, 7481979))
    attachment = ('<div style="text-align: center">'
                  f'<a href="{base}/attachments/ballot-jpg.2028258/" class="js-lbImage">View attachment 2028258</a> '
                  f'<a href="{base}/attachments/ballot-2-jpg.2028259/" class="js-lbImage">View attachment 2028259</a></div>')
    posts = [f"{opening}<br>\n<br>\n{listed}", replies[0] + attachment, *replies[1:]]
    return (f'<header class="p-header"><nav class="p-nav"><a href="{base}/">Forums</a><a href="{base}/whats-new/">'
            f"What's new</a></nav></header><div class=\"p-body\"><h1 class=\"p-title-value\">{title}</h1>"
            '<div class="block-body js-replyNewMessageContainer">'
            + "".join(f'<article class="message message--post" data-author="member{n}" id="js-post-{n}">'
                      f'<div class="message-cell message-cell--user"><h4 class="message-name"><a href="{base}/members/'
                      f'member{n}.{n}/" class="username">member{n}</a></h4><h5 class="userTitle">Well-known member</h5>'
                      f'</div><div class="message-cell message-cell--main"><header class="message-attribution">'
                      f'<time class="u-dt" datetime="2024-05-22T14:4{n}:00+0100">22 May 2024</time></header>'
                      f'<div class="message-content"><div class="message-userContent"><article class="message-body">'
                      f'<div class="bbWrapper">{post}</div></article></div></div>'
                      '<footer class="message-footer"><a href="#" class="actionBar-action">Reply</a>'
                      '<a href="#" class="actionBar-action">Report</a></footer></div></article>'
                      for n, post in enumerate(posts, 1))
            + '</div></div><footer class="p-footer"><a href="/help/terms/">Terms and rules</a></footer>')


def _phpbb(title: str, opening: str, links: tuple, replies: tuple, url: str) -> str:
    listed = "<br>".join(f'<a href="./viewtopic.php?t={n}" class="postlink-local">{t}</a>'
                         for n, t in enumerate(links, 40001))
    posts = [f'{opening}<br><br>{listed}', *replies]
    return ('<div id="page-header"><div class="navbar"><ul class="nav-main"><li><a href="./index.php">Foren-Übersicht</a>'
            '</li><li><a href="./faq.php">FAQ</a></li></ul></div></div><div id="page-body">'
            f'<h2 class="topic-title"><a href="./viewtopic.php?t=48213">{title}</a></h2>'
            + "".join(f'<div id="p{n}" class="post has-profile bg{n % 2 + 1}"><div class="inner"><dl class="postprofile">'
                      f'<dt><a href="./memberlist.php?mode=viewprofile&amp;u={n}" class="username">Nutzer{n}</a></dt>'
                      f'<dd class="profile-rank">Mitglied</dd><dd class="profile-posts"><strong>Beiträge:</strong> 1{n}4</dd>'
                      f'</dl><div class="postbody"><div id="post_content{n}"><h3><a href="#p{n}">Re: {title}</a></h3>'
                      f'<p class="author">von <strong>Nutzer{n}</strong> » Mo 13. Mai 2024, 10:0{n}</p>'
                      f'<div class="content">{post}</div></div></div></div></div>'
                      for n, post in enumerate(posts, 1))
            + '</div><div id="page-footer"><a href="./ucp.php?mode=privacy">Datenschutz</a></div>')


def _vbulletin(title: str, opening: str, links: tuple, replies: tuple, url: str) -> str:
    base = url.split("/showthread")[0]
    listed = "<br />\n".join(f'<a href="{base}/showthread.php?t={n}" target="_blank">{t}</a>'
                             for n, t in enumerate(links, 90311))
    posts = [f"{opening}<br />\n<br />\n{listed}", *replies]
    return (f'<div id="header"><a href="{base}/">Forum</a><div class="navbar"><a href="{base}/search.php">Cerca</a>'
            f'<a href="{base}/calendar.php">Calendario</a></div></div><div id="posts"><h1>{title}</h1>'
            + "".join(f'<div id="edit{n}"><table class="tborder" id="post{n}"><tr><td class="thead">'
                      f'<a name="post{n}"></a>12-02-2024, 18:3{n}</td><td class="thead" align="right">#{n}</td></tr>'
                      f'<tr><td class="alt2"><div id="postmenu_{n}"><a class="bigusername" href="{base}/member.php?u={n}">'
                      f'utente{n}</a></div><div class="smallfont">Utente registrato</div><div class="smallfont">'
                      f'Messaggi: 3{n}1</div></td><td class="alt1" id="td_post_{n}"><div id="post_message_{n}">{post}'
                      '</div></td></tr></table></div>'
                      for n, post in enumerate(posts, 1))
            + '</div><div id="footer"><a href="/privacy.php">Privacy</a></div>')


ENGINES = {"xenforo-en": _xenforo, "phpbb-de": _phpbb, "vbulletin-it": _vbulletin}


@pytest.mark.parametrize("name", sorted(THREAD_LINKS))
def test_a_posts_lines_of_links_stay_with_its_text(name):
    """The opening post's list of the threads to read went as a link list; the post's words around it, the replies
    and the thread's title stayed, the forum's menus, the posts' buttons and the links to a reply's pictures go."""
    lang, title, opening, links, replies, url = THREAD_LINKS[name]
    html = _page(lang, title, ENGINES[name](title, opening, links, replies, url),
                 '<meta property="og:type" content="website">')
    kind, texts = _texts(html, url)
    joined = "\n".join(texts)
    assert kind == "other"
    for line in (opening, *links, *replies):
        assert line in joined
    assert joined.index(opening) < joined.index(links[0]) < joined.index(links[-1]) < joined.index(replies[0])
    for line in ("Report", "Terms and rules", "Foren-Übersicht", "Datenschutz", "Calendario", "What's new"):
        assert line not in texts
    assert "View attachment" not in joined  # (XenForo's links to a reply's pictures: no names)


# --- a manual's field lists under each method --------------------------------------------------------------------
#
# Javadoc writes each method's "Parameters:", "Returns:", "Throws:" as a definition list under its description.  The
# terms recur under every method, as a forum's "Joined:", "Posts:" recur beside every post, and went as such a
# member panel's, while their descriptions stayed: "the head of this deque" without the "Returns:" it answers.

JAVADOC_METHODS = (
    ("offerFirst", "boolean", "E e", "Inserts the specified element at the front of this deque.",
     "true (as specified by Deque.offerFirst)", "e - the element to add"),
    ("removeFirst", "E", "", "Retrieves and removes the first element of this deque. This method differs from "
     "pollFirst only in that it throws an exception if this deque is empty.", "the head of this deque", ""),
    ("pollLast", "E", "", "Retrieves and removes the last element of this deque, or returns null if this deque is "
     "empty.", "the tail of this deque, or null if this deque is empty", ""),
    ("removeFirstOccurrence", "boolean", "Object o", "Removes the first occurrence of the specified element in this "
     "deque (when traversing the deque from head to tail). If the deque does not contain the element, it is "
     "unchanged.", "true if the deque contained the specified element",
     "o - element to be removed from this deque, if present"),
    ("size", "int", "", "Returns the number of elements in this deque.", "the number of elements in this deque", ""),
    ("toArray", "Object[]", "", "Returns an array containing all of the elements in this deque in proper sequence "
     "(from first to last element). The returned array will be safe in that no references to it are maintained by "
     "this deque.", "an array containing all of the elements in this deque", ""),
)


def _javadoc_modern(methods: tuple) -> str:
    """The page of a class as the JDK's javadoc writes it since JDK 17: ``section.detail`` per method, its notes a
    ``dl.notes``."""
    details = "".join(
        f'<li><section class="detail" id="{name}()"><h3>{name}</h3><div class="member-signature"><span class="modifiers">'
        f'public</span>&nbsp;<span class="return-type">{kind}</span>&nbsp;<span class="element-name">{name}</span>'
        f'<span class="parameters">({params})</span></div><div class="block">{text}</div><dl class="notes">'
        f'<dt>Specified by:</dt><dd><code><a href="Deque.html#{name}()">{name}</a></code>&nbsp;in interface&nbsp;'
        '<code><a href="Deque.html" title="interface in java.util">Deque</a></code></dd>'
        + (f'<dt>Parameters:</dt><dd><code>{param.split(" - ")[0]}</code> - {param.split(" - ")[1]}</dd>' if param else "")
        + f'<dt>Returns:</dt><dd>{returns}</dd></dl></section></li>'
        for name, kind, params, text, returns, param in methods)
    return ('<header role="banner" class="flex-header"><nav role="navigation"><div class="top-nav" id="navbar-top">'
            '<ul class="nav-list"><li><a href="../../../index.html">Overview</a></li><li><a href="package-summary.html">'
            'Package</a></li><li class="nav-bar-cell1-rev">Class</li><li><a href="package-tree.html">Tree</a></li></ul>'
            '</div></nav></header><div class="flex-content"><main role="main"><div class="header"><h1 title="Class '
            'ArrayDeque" class="title">Class ArrayDeque&lt;E&gt;</h1></div><section class="class-description" '
            'id="class-description"><div class="block">Resizable-array implementation of the Deque interface. Array '
            'deques have no capacity restrictions; they grow as necessary to support usage. They are not thread-safe; '
            'in the absence of external synchronization, they do not support concurrent access by multiple threads.'
            '</div></section><section class="details"><ul class="details-list"><li><section class="method-details" '
            f'id="method-detail"><h2>Method Details</h2><ul class="member-list">{details}</ul></section></li></ul>'
            '</section></main><footer role="contentinfo"><p class="legal-copy"><small>Copyright © 1993, 2023, Oracle '
            'and/or its affiliates. All rights reserved.</small></p></footer></div>')


def _javadoc_classic(methods: tuple) -> str:
    """The same page as javadoc wrote it up to JDK 8: ``ul.blockList`` per method, the notes' terms in labelled
    spans."""
    details = "".join(
        f'<a name="{name}--"></a><ul class="blockList"><li class="blockList"><h4>{name}</h4>'
        f'<pre>public&nbsp;{kind}&nbsp;{name}({params})</pre><div class="block">{text}</div><dl>'
        '<dt><span class="overrideSpecifyLabel">Specified by:</span></dt><dd><code><a href="Deque.html#'
        f'{name}--">{name}</a></code>&nbsp;in interface&nbsp;<code><a href="Deque.html">Deque</a></code></dd>'
        + (f'<dt><span class="paramLabel">Parameters:</span></dt><dd><code>{param.split(" - ")[0]}</code> - '
           f'{param.split(" - ")[1]}</dd>' if param else "")
        + f'<dt><span class="returnLabel">Returns:</span></dt><dd>{returns}</dd></dl></li></ul>'
        for name, kind, params, text, returns, param in methods)
    return ('<div class="topNav"><a name="navbar.top"></a><ul class="navList" title="Navigation"><li><a href="../../overview-'
            'summary.html">Overview</a></li><li><a href="package-summary.html">Package</a></li><li class="navBarCell1Rev">'
            'Class</li></ul></div><div class="header"><div class="subTitle">java.util</div><h2 title="Class ArrayDeque" '
            'class="title">Class ArrayDeque&lt;E&gt;</h2></div><div class="contentContainer"><div class="description">'
            '<ul class="blockList"><li class="blockList"><div class="block">Resizable-array implementation of the Deque '
            'interface. Array deques have no capacity restrictions; they grow as necessary to support usage. They are '
            'not thread-safe; in the absence of external synchronization, they do not support concurrent access by '
            'multiple threads.</div></li></ul></div><div class="details"><ul class="blockList"><li class="blockList">'
            f'<a name="method.detail"></a><h3>Method Detail</h3>{details}</li></ul></div></div><div class="bottomNav">'
            '<ul class="navList"><li><a href="../../overview-summary.html">Overview</a></li></ul></div>'
            '<p class="legalCopy"><small>Copyright © 1993, 2020, Oracle and/or its affiliates.</small></p>')


JAVADOCS = {"jdk21": _javadoc_modern, "jdk8": _javadoc_classic}


@pytest.mark.parametrize("name", sorted(JAVADOCS))
def test_a_manuals_recurring_terms_stay_over_their_descriptions(name):
    """Each method's "Returns:" and "Parameters:" stay over what they describe; a term whose descriptions are links
    ("Specified by:" "offerFirst in interface Deque") still goes with them, and so does the navigation."""
    html = _page("en", "ArrayDeque (Java SE 21 & JDK 21)", JAVADOCS[name](JAVADOC_METHODS),
                 '<meta name="generator" content="javadoc/ClassWriterImpl">')
    kind, texts = _texts(html, "https://docs.example.org/api/java.base/java/util/ArrayDeque.html")
    assert kind == "other"
    for _, _, _, text, returns, param in JAVADOC_METHODS:
        at = texts.index(text)
        notes = ["Parameters:", param, "Returns:", returns] if param else ["Returns:", returns]
        assert texts[at + 1:at + 1 + len(notes)] == notes
    for line in ("Specified by:", "Overview", "Package", "Tree"):
        assert line not in texts
