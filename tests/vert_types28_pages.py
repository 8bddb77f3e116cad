"""Whole pages of forum, documentation, service, shop and collection engines for ``test_vert_types28`` (session 28),
written after the markup those engines emit (phpBB 3.3 prosilver, vBulletin 5, XenForo 2, Discourse, Invision
Community, Simple Machines 2.1, Stack Exchange, GitHub issues, old Reddit; Sphinx with the Read the Docs theme, MkDocs
Material, Docusaurus, rustdoc; a Czech town office, a German bank, a Slovak government service page; Shoptet, Magento 2
Luma, PrestaShop 1.7, Shopify Dawn, WooCommerce; a recipe category).  Each page says what a corpus builder keeps
(``keep``: posts with their quotes and code, a manual's prose and headings, a service's text, a product's description
and specifications) and what must go (``gone``: menus, breadcrumbs, buttons, signatures, feedback prompts, cookie bars,
the buy box, the reviews widget's chrome)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Page:
    name: str
    url: str
    html: str
    keep: list[str] = field(default_factory=list)
    gone: list[str] = field(default_factory=list)


def _doc(title: str, body: str, head: str = "", lang: str = "en") -> str:
    return (f"<!DOCTYPE html>\n<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
            f"<body>{body}</body></html>\n")


PAGES: list[Page] = []

# --- forums ---------------------------------------------------------------------------------------------------------

_PHPBB_POSTS = [
    ("Moderator", "Re: Heizung pfeift nach dem Entlüften", "Do 28. Nov 2026, 19:12",
     "<p>Hallo zusammen,</p>Seit ich am Wochenende die Heizkörper entlüftet habe, pfeift die Therme bei jedem Start. "
     "Der Druck steht bei 1,4 bar, die Pumpe läuft auf Stufe zwei. Hat jemand eine Idee, woran das liegen könnte?",
     "Gruß aus Kassel"),
    ("heizfuchs", "Re: Heizung pfeift nach dem Entlüften", "Do 28. Nov 2026, 20:03",
     "<blockquote><div><cite>Moderator hat geschrieben: ↑Do 28. Nov 2026, 19:12</cite>Der Druck steht bei 1,4 bar, "
     "die Pumpe läuft auf Stufe zwei.</blockquote>Das klingt nach Luft im Wärmetauscher. Stell die Pumpe für eine "
     "halbe Stunde auf Stufe drei und lass die Therme ein paar Mal anlaufen, dann sammelt sich die Luft am "
     "Schnellentlüfter.",
     "Vaillant ecoTEC plus, Baujahr 2014 – Fragen bitte im Forum, nicht per PN"),
    ("Moderator", "Re: Heizung pfeift nach dem Entlüften", "Fr 29. Nov 2026, 08:41",
     "Danke, das war es! Nach zwei Durchläufen auf Stufe drei ist das Pfeifen weg und der Druck bleibt stabil.",
     "Gruß aus Kassel"),
]


def _phpbb() -> str:
    posts = "".join(
        f"<div id='p{i}' class='post has-profile bg{1 + i % 2}'><div class='inner'>"
        f"<dl class='postprofile' id='profile{i}'><dt class='has-profile-rank'><a href='./memberlist.php?mode=viewprofile&amp;u={i}' "
        f"class='username'>{name}</a></dt><dd class='profile-rank'>Mitglied</dd><dd class='profile-posts'><strong>Beiträge:"
        f"</strong> <a href='./search.php?author_id={i}'>{120 + i}</a></dd><dd class='profile-joined'><strong>Registriert:"
        f"</strong> Mi 3. Mär 2021, 10:1{i}</dd></dl>"
        f"<div class='postbody'><div id='post_content{i}'><h3><a href='#p{i}'>{title}</a></h3>"
        f"<ul class='post-buttons'><li><a href='./posting.php?mode=quote&amp;p={i}' class='button'><span>Zitieren</span></a></li></ul>"
        f"<p class='author'><a class='unread' href='./viewtopic.php?p={i}#p{i}'><span>Beitrag</span></a> von "
        f"<strong><a href='./memberlist.php?u={i}' class='username'>{name}</a></strong> » {date}</p>"
        f"<div class='content'>{text}</div>"
        f"<div id='sig{i}' class='signature'>{sig}</div></div></div>"
        f"<div class='back2top'><a href='#top' class='top' title='Nach oben'>Nach oben</a></div></div></div>"
        f"<hr class='divider'>"
        for i, (name, title, date, text, sig) in enumerate(_PHPBB_POSTS, 1))
    body = (
        "<div id='wrap' class='wrap'><div id='page-header'><div class='headerbar'><a href='./index.php' id='logo'>"
        "Haustechnik-Forum</a><p>Das Forum rund um Heizung, Sanitär und Lüftung</p></div>"
        "<div class='navbar'><ul class='nav-main'><li><a href='/faq.php'>FAQ</a></li><li><a href='/ucp.php?mode=login'>"
        "Anmelden</a></li><li><a href='/ucp.php?mode=register'>Registrieren</a></li></ul>"
        "<ul id='nav-breadcrumbs' class='nav-breadcrumbs'><li class='breadcrumbs'><span class='crumb'><a href='./index.php'>"
        "Foren-Übersicht</a></span><span class='crumb'><a href='./viewforum.php?f=4'>Heizung</a></span></li></ul></div></div>"
        "<div id='page-body' class='page-body'><h2 class='topic-title'><a href='./viewtopic.php?t=812'>Heizung pfeift nach dem "
        "Entlüften</a></h2><div class='action-bar bar-top'><a href='./posting.php?mode=reply&amp;t=812' class='button'>"
        "Antwort erstellen</a><div class='pagination'>3 Beiträge • Seite <strong>1</strong> von <strong>1</strong></div></div>"
        f"{posts}"
        "<div class='action-bar bar-bottom'><a href='./posting.php?mode=reply&amp;t=812' class='button'>Antwort erstellen</a>"
        "</div><div class='jumpbox'><a href='./viewforum.php?f=4'>Zurück zu „Heizung“</a></div>"
        "<div class='stat-block online-list'><h3>Wer ist online?</h3><p>Mitglieder in diesem Forum: 0 Mitglieder und 4 Gäste"
        "</p></div></div><div id='page-footer'><p class='copyright'>Powered by <a href='https://www.phpbb.com/'>phpBB</a>® "
        "Forum Software © phpBB Limited</p><p>Deutsche Übersetzung durch phpBB.de</p></div></div>")
    return _doc("Heizung pfeift nach dem Entlüften - Haustechnik-Forum", body, lang="de")


PAGES.append(Page(
    "phpbb_de", "https://www.haustechnik-forum.example.de/viewtopic.php?t=812", _phpbb(),
    keep=["Seit ich am Wochenende die Heizkörper entlüftet habe, pfeift die Therme bei jedem Start.",
          "Das klingt nach Luft im Wärmetauscher.",
          "Der Druck steht bei 1,4 bar, die Pumpe läuft auf Stufe zwei.",
          "Nach zwei Durchläufen auf Stufe drei ist das Pfeifen weg und der Druck bleibt stabil."],
    gone=["Fragen bitte im Forum", "Wer ist online?", "Mitglieder in diesem Forum", "Antwort erstellen",
          "Foren-Übersicht", "Powered by", "Nach oben", "Zurück zu", "Zitieren", "hat geschrieben"]))

_VB_POSTS = [
    ("dieselgary", "11-27-2026, 06:42 PM",
     "Picked up a 2011 F-250 with the 6.7 last month. Every cold start below about 20°F the truck idles rough for a "
     "minute and throws a P0299 that clears itself. Glow plugs tested fine. Anyone seen this before I start throwing "
     "parts at it?"),
    ("TorqueSpecs", "11-27-2026, 08:15 PM",
     "<div class='bbcode_container'><div class='bbcode_quote'><div class='quote_container'><div class='bbcode_quote_container'>"
     "</div><div class='bbcode_postedby'>Originally Posted by <strong>dieselgary</strong></div><div class='message'>"
     "Glow plugs tested fine.</div></div></div></div>Check the turbo's VGT vanes. On these trucks they stick with soot "
     "when it's cold and the PCM sees underboost. A few hard pulls with the exhaust brake usually frees them up."),
    ("dieselgary", "11-28-2026, 07:02 AM",
     "That did it. Three pulls up the grade on the way to work and no code this morning at 12°F. Thanks a lot."),
]


def _vbulletin() -> str:
    posts = "".join(
        f"<li class='b-post js-post js-comment-entry__parent h-restore--on-preview b-post--first' data-node-id='{900 + i}'>"
        f"<div class='b-post__grid'><div class='b-post__arrow'></div><div class='b-userinfo'><div class='b-avatar'>"
        f"<img src='/core/image.php?userid={i}' alt='{name}'></div><div class='author h-text-size--14'>"
        f"<a href='/member/{i}-{name}'>{name}</a></div><div class='b-userinfo__rank'>Senior Member</div>"
        f"<ul class='b-userinfo__details'><li>Join Date: Mar 2019</li><li>Posts: {1000 + 17 * i}</li></ul></div>"
        f"<div class='b-post__body'><div class='b-post__timestamp OLD__post-date'><time itemprop='dateCreated'>{date}</time>"
        f"</div><div class='b-post__count'><a href='#post{900 + i}'>#{i}</a></div>"
        f"<div class='b-post__content js-post__content'><div class='js-post__content-text restore h-wordwrap' "
        f"itemprop='text'>{text}</div></div><div class='b-post__footer'><ul class='h-left'><li><a class='b-button'>"
        f"Like</a></li><li><a class='b-button'>Quote</a></li><li><a class='b-button'>Reply</a></li></ul>"
        f"<ul class='h-right'><li><a>Report</a></li></ul></div></div></div></li>"
        for i, (name, date, text) in enumerate(_VB_POSTS, 1))
    body = (
        "<div id='outer-wrapper'><div id='header'><a href='/' class='site-logo'>Diesel Truck Talk</a>"
        "<ul class='main-nav'><li><a href='/forum'>Forums</a></li><li><a href='/articles'>Articles</a></li>"
        "<li><a href='/blogs'>Blogs</a></li></ul><a href='/login'>Log in</a> <a href='/register'>Sign Up</a></div>"
        "<ul id='breadcrumbs'><li><a href='/forum'>Home</a></li><li><a href='/forum/ford'>Ford Powerstroke</a></li>"
        "<li><a href='/forum/ford/67'>6.7L Powerstroke</a></li></ul>"
        "<div id='content' class='thread-view'><h1 class='main-title js-main-title'>P0299 on cold starts only, 6.7</h1>"
        "<div class='conversation-toolbar'><a class='b-button'>Reply to Topic</a> <a class='b-button'>Subscribe</a>"
        "</div><div class='conversation-content-widget'><ul class='conversation-list list-container'>"
        f"{posts}</ul></div><div class='pagenav'>Previous Next</div>"
        "<div class='widget-sidebar'><h3>Related Topics</h3><ul><li><a href='/t/1'>6.7 EGR cooler failure at 90k</a></li>"
        "<li><a href='/t/2'>Best tuner for towing in 2026?</a></li></ul></div></div>"
        "<div id='footer'><a href='/contact'>Contact Us</a> · <a href='/help'>Help</a> · <a href='/privacy'>Privacy</a>"
        "<p>Powered by vBulletin® Version 5.7.5 Copyright © 2026 MH Sub I, LLC dba vBulletin. All rights reserved.</p>"
        "<p>All times are GMT-5. This page was generated at 8 minutes ago.</p></div></div>")
    return _doc("P0299 on cold starts only, 6.7 - Diesel Truck Talk", body)


PAGES.append(Page(
    "vbulletin5_en", "https://www.dieseltrucktalk.example.com/forum/ford/67/28811-p0299-on-cold-starts-only-6-7",
    _vbulletin(),
    keep=["Every cold start below about 20°F the truck idles rough for a minute",
          "Check the turbo's VGT vanes.", "Glow plugs tested fine.",
          "Three pulls up the grade on the way to work and no code this morning at 12°F."],
    gone=["Reply to Topic", "Related Topics", "6.7 EGR cooler failure", "Powered by vBulletin", "All times are GMT-5",
          "Join Date", "Senior Member", "Originally Posted by"]))

_XF_POSTS = [
    ("Lucas_78", "27 nov. 2026",
     "Bonjour à tous,<br>Je cherche un objectif lumineux pour photographier des concerts dans des petites salles. "
     "Mon boîtier est un Nikon Z6 II et mon budget tourne autour de 700 euros. Vous conseilleriez plutôt un 35 mm "
     "f/1.8 ou un 50 mm f/1.8&nbsp;?", "Nikon Z6 II | Z 24-70 f/4 | SB-700"),
    ("Claire.P", "27 nov. 2026",
     "<blockquote class='bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch'><div class='bbCodeBlock-title'>"
     "<a href='/goto/post?id=1' class='bbCodeBlock-sourceJump'>Lucas_78 a dit&nbsp;:</a></div>"
     "<div class='bbCodeBlock-content'><div class='bbCodeBlock-expandContent js-expandContent'>Mon boîtier est un "
     "Nikon Z6 II et mon budget tourne autour de 700 euros.</div><div class='bbCodeBlock-expandLink js-expandLink'>"
     "<a role='button' tabindex='0'>Cliquez pour agrandir...</a></div></div></blockquote>"
     "Dans une petite salle, le 35 mm te laissera cadrer la scène entière sans reculer jusqu'au bar. Le 50 mm isole "
     "mieux le chanteur, mais tu manqueras souvent de recul.", ""),
    ("Lucas_78", "28 nov. 2026",
     "Merci, je pars sur le 35 mm. Je vous montrerai les premières photos après le concert de samedi.",
     "Nikon Z6 II | Z 24-70 f/4 | SB-700"),
]


def _xenforo() -> str:
    posts = "".join(
        f"<article class='message message--post js-post js-inlineModContainer' data-author='{name}' id='js-post-{i}'>"
        f"<span class='u-anchorTarget' id='post-{i}'></span><div class='message-inner'><div class='message-cell "
        f"message-cell--user'><section class='message-user'><div class='message-avatar'><a href='/membres/{name}.{i}/' "
        f"class='avatar avatar--m'><img src='/data/avatars/m/0/{i}.jpg' alt='{name}'></a></div>"
        f"<div class='message-userDetails'><h4 class='message-name'><a href='/membres/{name}.{i}/' class='username'>"
        f"{name}</a></h4><h5 class='userTitle message-userTitle'>Membre actif</h5></div>"
        f"<div class='message-userExtras'><dl class='pairs pairs--justified'><dt>Inscrit</dt><dd>12 mars 2020</dd></dl>"
        f"<dl class='pairs pairs--justified'><dt>Messages</dt><dd>{300 + i}</dd></dl></div></section></div>"
        f"<div class='message-cell message-cell--main'><div class='message-main js-quickEditTarget'>"
        f"<header class='message-attribution message-attribution--split'><ul class='message-attribution-main listInline'>"
        f"<li class='u-concealed'><a href='/threads/objectif.812/post-{i}'><time class='u-dt'>{date}</time></a></li></ul>"
        f"<ul class='message-attribution-opposite listInline'><li><a href='/threads/objectif.812/post-{i}'>Partager</a></li>"
        f"<li><a href='/threads/objectif.812/post-{i}'>#{i}</a></li></ul></header>"
        f"<div class='message-content js-messageContent'><div class='message-userContent lbContainer js-lbContainer'>"
        f"<article class='message-body js-selectToQuote'><div class='bbWrapper'>{text}</div>"
        f"<div class='js-selectToQuoteEnd'>&nbsp;</div></article></div>"
        + (f"<aside class='message-signature'><div class='bbWrapper'>{sig}</div></aside>" if sig else "")
        + "</div><footer class='message-footer'><div class='message-actionBar actionBar'><div class='actionBar-set "
        "actionBar-set--external'><a class='actionBar-action actionBar-action--reaction'>J'aime</a>"
        "<a class='actionBar-action actionBar-action--reply'>Répondre</a></div><div class='actionBar-set "
        "actionBar-set--internal'><a class='actionBar-action actionBar-action--report'>Signaler</a></div></div>"
        "</footer></div></div></div></article>"
        for i, (name, date, text, sig) in enumerate(_XF_POSTS, 1))
    body = (
        "<div class='p-pageWrapper'><header class='p-header'><a href='/'>Photo-Forum.fr</a></header>"
        "<nav class='p-nav'><ul class='p-nav-list'><li><a href='/forums/'>Forums</a></li><li><a href='/whats-new/'>"
        "Quoi de neuf ?</a></li><li><a href='/membres/'>Membres</a></li></ul><a href='/login/'>Connexion</a>"
        "<a href='/register/'>S'inscrire</a></nav><div class='p-body'><ul class='p-breadcrumbs'><li><a href='/forums/'>"
        "Forums</a></li><li><a href='/forums/materiel.4/'>Matériel photo</a></li><li><a href='/forums/objectifs.9/'>"
        "Objectifs</a></li></ul><div class='p-body-header'><h1 class='p-title-value'>35 mm ou 50 mm pour la photo de "
        "concert ?</h1><ul class='p-description'><li>Discussion démarrée par Lucas_78</li><li>27 nov. 2026</li></ul></div>"
        "<div class='p-body-main'><div class='block block--messages'><div class='block-container lbContainer'>"
        f"<div class='block-body js-replyNewMessageContainer'>{posts}</div></div></div>"
        "<div class='block-outer'><a class='button--cta'>Répondre</a></div><div class='block'><h3 class='block-minorHeader'>"
        "Discussions similaires</h3><ul><li><a href='/threads/a.1/'>Quel flash pour le mariage ?</a></li>"
        "<li><a href='/threads/b.2/'>Z6 II ou Z7 II en 2026 ?</a></li></ul></div></div></div>"
        "<footer class='p-footer'><a href='/help/terms/'>Conditions et règles</a> <a href='/help/privacy-policy/'>"
        "Politique de confidentialité</a><p>Forum software by XenForo® © 2010-2026 XenForo Ltd.</p></footer>"
        "<div class='u-bottomFixer'><div class='notice notice--cookie'>Ce site utilise des cookies pour "
        "personnaliser le contenu et vous garder connecté si vous vous inscrivez. <a>Accepter</a> <a>En savoir plus…</a>"
        "</div></div></div>")
    return _doc("35 mm ou 50 mm pour la photo de concert ? | Photo-Forum.fr", body, lang="fr")


PAGES.append(Page(
    "xenforo_fr", "https://www.photo-forum.example.fr/threads/35-mm-ou-50-mm-pour-la-photo-de-concert.812/",
    _xenforo(),
    keep=["Je cherche un objectif lumineux pour photographier des concerts dans des petites salles.",
          "Mon boîtier est un Nikon Z6 II et mon budget tourne autour de 700 euros.",
          "Dans une petite salle, le 35 mm te laissera cadrer la scène entière",
          "Merci, je pars sur le 35 mm."],
    gone=["Nikon Z6 II | Z 24-70", "Cliquez pour agrandir", "a dit", "Discussions similaires", "Signaler",
          "Ce site utilise des cookies", "Forum software by XenForo", "Membre actif", "Quel flash pour le mariage"]))

_DISCOURSE_CODE = ("import asyncio\n\nasync def main():\n    async with asyncio.TaskGroup() as tg:\n"
                   "        tg.create_task(fetch(url))\n")


def _discourse() -> str:
    posts = [
        ("mira_k", "Nov 27", "<p>I'm moving a scraper from <code>gather()</code> to <code>TaskGroup</code> on Python 3.12. "
         "When one fetch raises, the whole group is cancelled and I lose the results of the tasks that already "
         "finished. Is there a way to keep them?</p>"),
        ("ncoghlan", "Nov 27", "<aside class='quote no-group' data-username='mira_k' data-post='1' data-topic='5521'>"
         "<div class='title'><div class='quote-controls'></div><img alt='' class='avatar' src='/a.png'> mira_k:</div>"
         "<blockquote><p>When one fetch raises, the whole group is cancelled</p></blockquote></aside>"
         "<p>That is the point of a task group: it fails as a unit. Catch the error inside each task instead, so "
         "that the group never sees it:</p><pre><code class='lang-python'>"
         + _DISCOURSE_CODE.replace("<", "&lt;") + "</code></pre><p>Then collect the return values after the "
         "<code>async with</code> block ends.</p>"),
        ("mira_k", "Nov 28", "<p>Wrapping each fetch in its own try block works, thanks. The results of the other "
         "tasks are all there now.</p>"),
    ]
    articles = "".join(
        f"<div class='topic-post clearfix regular' data-post-number='{i}'><article id='post_{i}' class='boxed onscreen-post' "
        f"aria-label='post #{i} by @{name}'><div class='row'><div class='topic-avatar'><a class='trigger-user-card' "
        f"data-user-card='{name}'><img class='avatar' src='/user_avatar/{name}.png' alt=''></a></div>"
        f"<div class='topic-body clearfix'><div role='heading' class='topic-meta-data'><div class='names trigger-user-card'>"
        f"<span class='first username'><a href='/u/{name}'>{name}</a></span></div><div class='post-infos'>"
        f"<div class='post-info post-date'><a class='post-date' href='/t/5521/{i}'><span class='relative-date'>{date}"
        f"</span></a></div></div></div><div class='regular contents'><div class='cooked'>{text}</div>"
        f"<section class='post-menu-area clearfix'><nav class='post-controls'><div class='actions'>"
        f"<button class='widget-button btn-flat like'>Like</button><button class='widget-button btn-flat share'>"
        f"copy a link to this post to clipboard</button><button class='widget-button btn-flat reply'>Reply</button>"
        f"</div></nav></section></div></div></div></article></div>"
        for i, (name, date, text) in enumerate(posts, 1))
    body = (
        "<header class='d-header'><div class='title'><a href='/'>Python Discussions</a></div><div class='panel'>"
        "<button class='btn sign-up-button'>Sign Up</button><button class='btn login-button'>Log In</button></div></header>"
        "<div id='main-outlet' class='wrap'><div id='topic-title'><h1><a href='/t/5521'>Keeping finished results when a "
        "TaskGroup task fails</a></h1><div class='topic-category'><a href='/c/help/7'>Python Help</a> "
        "<a class='discourse-tag' href='/tag/asyncio'>asyncio</a></div></div><div class='posts'>"
        f"{articles}</div><div id='topic-footer-buttons'><button>Share</button><button>Bookmark</button>"
        "<button>Reply</button></div><div class='more-topics__container'><h3>Suggested Topics</h3><table><tr><td>"
        "<a href='/t/1'>Structured concurrency in 3.13: what changed?</a></td><td>12</td><td>Oct 2026</td></tr>"
        "<tr><td><a href='/t/2'>asyncio.timeout vs wait_for</a></td><td>8</td><td>Sep 2026</td></tr></table>"
        "<h3>Want to read more? Browse other topics in <a href='/c/help/7'>Python Help</a> or view latest topics.</h3>"
        "</div></div>")
    return _doc("Keeping finished results when a TaskGroup task fails - Python Help - Python Discussions", body)


PAGES.append(Page(
    "discourse_en", "https://discuss.example.org/t/keeping-finished-results-when-a-taskgroup-task-fails/5521",
    _discourse(),
    keep=["When one fetch raises, the whole group is cancelled and I lose the results",
          "That is the point of a task group: it fails as a unit.",
          "async with asyncio.TaskGroup() as tg:",
          "Wrapping each fetch in its own try block works, thanks."],
    gone=["Suggested Topics", "Want to read more?", "copy a link to this post", "Structured concurrency in 3.13",
          "Sign Up"]))


def _invision() -> str:
    posts = [
        ("Pavel_K", "před 5 hodinami",
         "<p>Zdravím, po aktualizaci BIOSu na desce B650 mi počítač nenabootuje do Windows. Ventilátory se roztočí, "
         "na monitoru nic a po minutě se celý cyklus opakuje. Paměti jsou DDR5 6000 z kvalifikačního seznamu.</p>"),
        ("jirka.hw", "před 4 hodinami",
         "<blockquote class='ipsQuote' data-ipsquote=''><div class='ipsQuote_citation'>Pavel_K napsal:</div>"
         "<div class='ipsQuote_contents'><p>Ventilátory se roztočí, na monitoru nic a po minutě se celý cyklus "
         "opakuje.</p></div></blockquote><p>To je normální trénink pamětí po resetu BIOSu. Nech to běžet klidně deset "
         "minut a nic nevypínej, první start s DDR5 trvá dlouho.</p>"),
        ("Pavel_K", "před 3 hodinami",
         "<p>Měl jsi pravdu, po sedmi minutách naběhl BIOS a teď už startuje normálně. Díky moc!</p>"),
    ]
    articles = "".join(
        f"<article id='elComment_{i}' class='cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix'>"
        f"<aside class='ipsComment_author cAuthorPane ipsColumn ipsColumn_medium'><h3 class='ipsType_sectionHead "
        f"cAuthorPane_author'><strong><a href='/profile/{i}-{name}/' class='ipsType_break'>{name}</a></strong></h3>"
        f"<ul class='cAuthorPane_info ipsList_reset'><li class='ipsType_light'>Člen</li><li class='ipsType_light'>"
        f"<i class='fa fa-comment'></i> {40 + i} příspěvků</li></ul></aside>"
        f"<div class='ipsColumn ipsColumn_fluid ipsMargin:none'><div id='comment-{i}_wrap' class='ipsComment_content "
        f"ipsType_medium'><div class='ipsComment_meta ipsType_light ipsFlex'><div class='ipsType_reset ipsType_medium "
        f"ipsType_light'><a href='?do=findComment&amp;comment={i}' class='ipsType_blendLinks'>Publikováno <time>{date}"
        f"</time></a></div></div><div class='cPost_contentWrap'><div data-role='commentContent' class='ipsType_normal "
        f"ipsType_richText ipsPadding_bottom ipsContained' data-controller='core.front.core.lightboxedImages'>{text}"
        f"</div></div><div class='ipsItemControls'><ul class='ipsComment_controls ipsClearfix'><li><a "
        f"class='ipsButton ipsButton_light'>Citovat</a></li></ul><div class='ipsReact'>Líbí se mi</div></div>"
        f"</div></div></article>"
        for i, (name, date, text) in enumerate(posts, 1))
    body = (
        "<div id='ipsLayout_header'><header><a href='/' id='elLogo'>PC-Poradna.cz</a><ul id='elUserNav'><li>"
        "<a href='/login/'>Přihlásit se</a></li><li><a href='/register/'>Registrovat</a></li></ul></header>"
        "<nav data-controller='core.front.core.navBar'><ul><li><a href='/'>Fórum</a></li><li><a href='/clanky/'>"
        "Články</a></li><li><a href='/bazar/'>Bazar</a></li></ul></nav></div>"
        "<main id='ipsLayout_body' class='ipsLayout_container'><nav class='ipsBreadcrumb ipsBreadcrumb_top'><ul>"
        "<li><a href='/'>Fórum</a></li><li><a href='/forum/12-hardware/'>Hardware</a></li><li><a href='/forum/15-zakladni-desky/'>"
        "Základní desky</a></li></ul></nav><div class='ipsPageHeader ipsClearfix'><h1 class='ipsType_pageTitle "
        "ipsContained_container'><span class='ipsType_break ipsContained'>Po aktualizaci BIOSu nenabootuje, B650 a DDR5"
        "</span></h1><p>Autor: Pavel_K, před 5 hodinami</p></div><div class='ipsClearfix'><a class='ipsButton'>"
        "Sledující 2</a></div><div id='comments' class='cTopic ipsClear ipsSpacer_top' data-role='commentFeed'>"
        f"{articles}</div><div class='cTopicPostArea ipsBox'><h2>Připojte se ke konverzaci</h2><p>Nyní můžete psát a "
        "registrovat se později. Pokud máte účet, přihlaste se nyní a publikujte se svým účtem.</p></div>"
        "<div class='ipsWidget'><h3>Podobný obsah</h3><ul><li><a href='/t/1'>B650 a EXPO profil nestabilní</a></li>"
        "<li><a href='/t/2'>Jaký zdroj k RTX 5070?</a></li></ul></div></main>"
        "<footer id='ipsLayout_footer'><p id='elCopyright'>Powered by Invision Community</p></footer>")
    return _doc("Po aktualizaci BIOSu nenabootuje, B650 a DDR5 - Základní desky - PC-Poradna.cz", body, lang="cs")


PAGES.append(Page(
    "invision_cs", "https://www.pc-poradna.example.cz/topic/4471-po-aktualizaci-biosu-nenabootuje-b650-a-ddr5/",
    _invision(),
    keep=["po aktualizaci BIOSu na desce B650 mi počítač nenabootuje do Windows.",
          "To je normální trénink pamětí po resetu BIOSu.",
          "Měl jsi pravdu, po sedmi minutách naběhl BIOS a teď už startuje normálně."],
    gone=["Připojte se ke konverzaci", "Nyní můžete psát a registrovat se později", "Podobný obsah",
          "Powered by Invision", "Citovat", "Líbí se mi", "napsal:", "příspěvků", "B650 a EXPO profil"]))


def _smf() -> str:
    posts = [
        ("Giovanni B.", "28 Novembre 2026, 09:14:22",
         "Buongiorno a tutti, sto restaurando una Vespa 125 del 1963 e il carburatore perde benzina dalla vaschetta "
         "appena apro il rubinetto. Ho già cambiato lo spillo conico ma il problema resta.", "Vespa VNB 1963 – in restauro"),
        ("Marco_Officina", "28 Novembre 2026, 11:40:05",
         "<blockquote class='bbc_standard_quote'><cite><a href='#msg7712'>Citazione da: Giovanni B. il 28 Novembre "
         "2026, 09:14:22</a></cite>Ho già cambiato lo spillo conico ma il problema resta.</blockquote>"
         "Controlla il galleggiante: se è forato si riempie di benzina e non chiude più lo spillo. Mettilo in acqua "
         "calda e guarda se escono bollicine.", "Officina Marco – ricambi originali Piaggio"),
        ("Giovanni B.", "29 Novembre 2026, 18:02:47",
         "Era proprio il galleggiante, aveva una microfessura. Sostituito, adesso la vaschetta non perde più.",
         "Vespa VNB 1963 – in restauro"),
    ]
    items = "".join(
        f"<div class='windowbg' id='msg{7711 + i}'><div class='post_wrapper'><div class='poster'><h4>"
        f"<a href='/index.php?action=profile;u={i}' title='Visualizza il profilo di {name}'>{name}</a></h4>"
        f"<ul class='user_info'><li class='membergroup'>Utente</li><li class='postcount'>Post: {210 + i}</li></ul></div>"
        f"<div class='postarea'><div class='keyinfo'><div class='postinfo'><span class='messageicon'></span>"
        f"<a href='/index.php?msg={7711 + i}' class='smalltext' title='Re: Carburatore che perde'>"
        f"<span class='page_number floatright'>#{i}</span><strong>{date}</strong></a></div></div>"
        f"<div class='post'><div class='inner' data-msgid='{7711 + i}' id='msg_{7711 + i}'>{text}</div></div></div>"
        f"<div class='moderatorbar'><div class='signature' id='msg_{7711 + i}_signature'>{sig}</div></div>"
        f"<ul class='quickbuttons'><li><a href='/index.php?action=post;quote={7711 + i}'>Cita</a></li>"
        f"<li class='post_options'><a>Altro...</a></li></ul></div></div><hr class='post_separator'>"
        for i, (name, date, text, sig) in enumerate(posts, 1))
    body = (
        "<div id='footerfix'><div id='header'><h1 class='forumtitle'><a href='/index.php'>Vespa Club Forum</a></h1></div>"
        "<div id='wrapper'><div id='upper_section'><div id='inner_section'><ul class='floatleft' id='top_info'>"
        "<li><a href='/index.php?action=login'>Accedi</a></li><li><a href='/index.php?action=signup'>Registrati</a></li>"
        "</ul></div></div><div id='content_section'><div id='main_content_section'><div class='navigate_section'><ul>"
        "<li><a href='/index.php'>Vespa Club Forum</a></li><li> » <a href='/index.php?board=3.0'>Meccanica</a></li>"
        "<li class='last'> » <a href='/index.php?topic=2210.0'>Carburatore che perde dalla vaschetta</a></li></ul></div>"
        "<div id='display_head' class='information'><h2 class='display_title'><span id='top_subject'>Carburatore che "
        "perde dalla vaschetta</span></h2><p>Autore Discussione: Giovanni B. (Letto 412 volte)</p></div>"
        "<div class='pagesection'><div class='pagelinks'>Pagine: [1]</div><ul class='buttonlist'><li><a>Rispondi</a></li>"
        "<li><a>Notifica</a></li><li><a>Stampa</a></li></ul></div>"
        f"<div id='forumposts'><form id='quickModForm'>{items}</form></div>"
        "<div id='moderationbuttons'></div><div class='pagesection'><ul class='buttonlist'><li><a>Rispondi</a></li></ul>"
        "</div></div></div></div><div id='footer'><ul><li class='copyright'><a href='https://www.simplemachines.org'>"
        "SMF 2.1.4 © 2023</a>, <a href='https://www.simplemachines.org'>Simple Machines</a></li></ul>"
        "<p>Pagina creata in 0.112 secondi con 28 interrogazioni.</p></div></div>")
    return _doc("Carburatore che perde dalla vaschetta", body, lang="it")


PAGES.append(Page(
    "smf_it", "https://www.vespaclub-forum.example.it/index.php?topic=2210.0", _smf(),
    keep=["sto restaurando una Vespa 125 del 1963 e il carburatore perde benzina dalla vaschetta",
          "Controlla il galleggiante: se è forato si riempie di benzina",
          "Ho già cambiato lo spillo conico ma il problema resta.",
          "Era proprio il galleggiante, aveva una microfessura."],
    gone=["Officina Marco – ricambi", "Vespa VNB 1963 – in restauro", "Citazione da", "Pagina creata in",
          "Simple Machines", "Letto 412 volte"]))


def _stackexchange() -> str:
    def answer(n: int, votes: int, html: str, user: str, accepted: bool = False) -> str:
        return (
            f"<div id='answer-{n}' class='answer js-answer{' accepted-answer' if accepted else ''}' data-answerid='{n}' "
            f"itemprop='{'acceptedAnswer' if accepted else 'suggestedAnswer'}' itemscope "
            f"itemtype='https://schema.org/Answer'><div class='post-layout'><div class='votecell post-layout--left'>"
            f"<div class='js-voting-container d-flex'><button class='js-vote-up-btn'>Up vote</button>"
            f"<div class='js-vote-count' itemprop='upvoteCount'>{votes}</div><button class='js-vote-down-btn'>Down vote"
            f"</button></div></div><div class='answercell post-layout--right'><div class='s-prose js-post-body' "
            f"itemprop='text'>{html}</div><div class='mt24'><div class='d-flex fw-wrap ai-start jc-end gs8 gsy'>"
            f"<div class='flex--item mr16 fl1 w96'><div class='js-post-menu'><a href='/a/{n}' class='js-share-link'>"
            f"Share</a> <a href='/posts/{n}/edit' class='js-suggest-edit-post'>Improve this answer</a> "
            f"<button class='js-follow-post'>Follow</button></div></div><div class='post-signature flex--item fl0'>"
            f"<div class='user-info'><div class='user-action-time'>answered <span class='relativetime'>Nov 27, 2026 at "
            f"14:0{n % 10}</span></div><div class='user-details'><a href='/users/{n}/{user}'>{user}</a>"
            f"<div class='-flair'><span class='reputation-score'>12.4k</span></div></div></div></div></div></div>"
            f"<div class='comments js-comments-container'><ul class='comments-list'><li class='comment'><div "
            f"class='comment-body'><span class='comment-copy'>This saved me an hour, thank you.</span> – <a "
            f"class='comment-user'>kmr</a> <span class='comment-date'>Nov 28 at 9:12</span></div></li></ul>"
            f"<a class='js-add-link comments-link'>Add a comment</a></div></div></div></div>")

    q = ("<p>I have a Git branch where I accidentally committed a 300 MB video three commits ago. "
         "<code>git rm</code> removes it from the tree, but the repository is still huge and the push is rejected. "
         "How do I remove the file from the history of this branch only?</p>")
    a1 = ("<p>Use <code>git filter-repo</code>, which replaced <code>filter-branch</code> as the recommended tool. "
          "Limit it to the commits of your branch:</p><pre class='lang-bash s-code-block'><code>git filter-repo --path "
          "video.mp4 --invert-paths --refs main..feature</code></pre><p>Afterwards force-push the branch. Everybody "
          "who already pulled it has to rebase onto the rewritten history.</p>")
    a2 = ("<p>If the file is only in the last few commits, an interactive rebase is enough: mark the commit that "
          "added the video as <code>edit</code>, run <code>git rm --cached video.mp4</code>, amend and continue.</p>")
    body = (
        "<header class='s-topbar'><a class='s-topbar--logo' href='/'>Stack Overflow</a><ol class='s-topbar--content'>"
        "<li><a href='/questions'>Questions</a></li><li><a href='/tags'>Tags</a></li></ol><a href='/users/login'>Log in"
        "</a><a href='/users/signup'>Sign up</a></header><div class='container'><div id='left-sidebar' "
        "class='left-sidebar'><nav><ol class='nav-links'><li><a href='/'>Home</a></li><li><a href='/questions'>Questions"
        "</a></li><li><a href='/tags'>Tags</a></li><li><a href='/users'>Users</a></li></ol></nav></div>"
        "<div id='content'><div itemprop='mainEntity' itemscope itemtype='https://schema.org/Question'>"
        "<div id='question-header'><h1 itemprop='name'><a href='/questions/7712/remove-a-large-file-from-one-branchs-history'"
        " class='question-hyperlink'>Remove a large file from one branch's history</a></h1><a href='/questions/ask' "
        "class='s-btn'>Ask Question</a></div><div class='d-flex'><div>Asked <time>2 days ago</time></div><div>Modified "
        "today</div><div>Viewed 1k times</div></div><div id='mainbar'><div class='question js-question'><div "
        "class='post-layout'><div class='postcell post-layout--right'><div class='s-prose js-post-body' itemprop='text'>"
        f"{q}</div><div class='post-taglist'><a class='post-tag'>git</a> <a class='post-tag'>git-filter-repo</a></div>"
        "</div></div></div><div id='answers'><div id='answers-header'><h2>2 Answers <span>2</span></h2><div>Sorted by: "
        "<select><option>Highest score (default)</option></select></div></div>"
        + answer(7713, 41, a1, "torek", True) + answer(7714, 6, a2, "VonC")
        + "<h2 class='bottom-notice'>Not the answer you're looking for? Browse other questions tagged <a>git</a> or "
        "<a href='/questions/ask'>ask your own question</a>.</h2></div></div><div id='sidebar'><div "
        "class='s-sidebarwidget'><h4>The Overflow Blog</h4><ul><li><a>How we cut our build times in half</a></li></ul>"
        "</div><div class='module sidebar-related'><h4>Related</h4><a>How do I remove a submodule?</a></div>"
        "<div id='hot-network-questions'><h4>Hot Network Questions</h4><ul><li><a>Why do cats purr?</a></li></ul>"
        "</div></div></div></div></div><footer id='footer'><p>Site design / logo © 2026 Stack Exchange Inc; user "
        "contributions licensed under CC BY-SA.</p></footer>")
    return _doc("Remove a large file from one branch's history - Stack Overflow", body)


PAGES.append(Page(
    "stackexchange_en", "https://stackoverflow.example.com/questions/7712/remove-a-large-file-from-one-branchs-history",
    _stackexchange(),
    keep=["I have a Git branch where I accidentally committed a 300 MB video three commits ago.",
          "which replaced filter-branch as the recommended tool.",
          "git filter-repo --path video.mp4 --invert-paths --refs main..feature",
          "If the file is only in the last few commits, an interactive rebase is enough"],
    gone=["Improve this answer", "Not the answer you're looking for?", "Hot Network Questions", "The Overflow Blog",
          "Add a comment", "Sorted by:", "Ask Question", "Why do cats purr?", "user contributions licensed"]))


def _github_issue() -> str:
    def comment(user: str, when: str, html: str, first: bool = False) -> str:
        return (
            f"<div class='TimelineItem js-comment-container'><div class='avatar-parent-child TimelineItem-avatar'>"
            f"<a href='/{user}'><img class='avatar rounded-2' alt='@{user}' src='/{user}.png'></a></div>"
            f"<div class='timeline-comment-group js-minimizable-comment-group'><div class='ml-n3 timeline-comment "
            f"unminimized-comment comment previewable-edit js-comment{' current-user' if first else ''}'>"
            f"<div class='timeline-comment-header clearfix d-flex'><div class='timeline-comment-actions'><details "
            f"class='dropdown details-overlay'><summary>Show options</summary><div class='dropdown-menu'>"
            f"<a>Copy link</a><a>Quote reply</a><a>Report content</a></div></details></div>"
            f"<h3 class='timeline-comment-header-text f5 text-normal'><strong><a class='author Link--primary' "
            f"href='/{user}'>{user}</a></strong> commented <a href='#issuecomment-1' class='Link--secondary'>"
            f"<relative-time datetime='2026-11-27T10:00:00Z'>{when}</relative-time></a></h3></div>"
            f"<div class='edit-comment-hide'><task-lists disabled sortable><table class='d-block user-select-contain'>"
            f"<tbody class='d-block'><tr class='d-block'><td class='d-block comment-body markdown-body  js-comment-body'>"
            f"{html}</td></tr></tbody></table></task-lists></div><div class='comment-reactions'>"
            f"<button class='btn-link reaction-summary-item'>👍 3</button></div></div></div></div>")

    body = (
        "<div class='position-relative js-header-wrapper'><header class='AppHeader'><a href='/'>GitHub</a>"
        "<nav><a href='/features'>Product</a> <a href='/solutions'>Solutions</a> <a href='/pricing'>Pricing</a></nav>"
        "<a href='/login'>Sign in</a> <a href='/signup'>Sign up</a></header></div>"
        "<main id='js-repo-pjax-container'><div id='repository-container-header'><a href='/acme/httpkit'>acme / httpkit"
        "</a><nav class='UnderlineNav'><a>Code</a> <a>Issues 214</a> <a>Pull requests 31</a> <a>Actions</a></nav></div>"
        "<div class='gh-header'><h1 class='gh-header-title'><bdi class='js-issue-title markdown-title'>Connection pool "
        "leaks sockets when a request times out during TLS handshake</bdi> <span>#4821</span></h1>"
        "<div class='gh-header-meta'><span class='State State--open'>Open</span> <a class='author'>lhenning</a> opened "
        "this issue on Nov 27 · 3 comments</div></div><div id='discussion_bucket'><div class='js-discussion'>"
        + comment("lhenning", "Nov 27, 2026",
                  "<h3>Describe the bug</h3><p>When a request times out while the TLS handshake is still running, the "
                  "socket is never returned to the pool and never closed. After a few hundred timeouts the process "
                  "runs out of file descriptors.</p><h3>Steps to reproduce</h3><div class='highlight highlight-source-python'>"
                  "<pre>client = httpkit.Client(timeout=0.05)\nfor _ in range(500):\n    client.get(slow_tls_url)</pre>"
                  "</div><p>Version 3.2.1, Python 3.12 on Debian 12.</p>", True)
        + comment("mkowalski", "Nov 28, 2026",
                  "<blockquote><p>the socket is never returned to the pool and never closed</p></blockquote><p>I can "
                  "reproduce this on 3.2.1. The handshake task is cancelled but the transport is only closed in the "
                  "success path of <code>_connect()</code>. A <code>try/finally</code> there fixes it for me.</p>")
        + "</div><div class='discussion-timeline-actions'><div class='flash flash-warn'>Sign up for free <strong>to "
        "join this conversation on GitHub</strong>. Already have an account? <a href='/login'>Sign in to comment</a>"
        "</div></div></div><div id='partial-discussion-sidebar'><div class='discussion-sidebar-item'><div "
        "class='discussion-sidebar-heading'>Assignees</div><span>No one assigned</span></div><div "
        "class='discussion-sidebar-item'><div class='discussion-sidebar-heading'>Labels</div><a class='IssueLabel'>bug"
        "</a></div><div class='discussion-sidebar-item'><div class='discussion-sidebar-heading'>Milestone</div>"
        "<span>No milestone</span></div></div></main><footer class='footer'><p>© 2026 GitHub, Inc.</p><nav><a>Terms</a> "
        "<a>Privacy</a> <a>Security</a> <a>Status</a> <a>Docs</a></nav></footer>")
    return _doc("Connection pool leaks sockets when a request times out during TLS handshake · Issue #4821 · "
                "acme/httpkit · GitHub", body)


PAGES.append(Page(
    "github_issue_en", "https://github.com/acme/httpkit/issues/4821", _github_issue(),
    keep=["When a request times out while the TLS handshake is still running, the socket is never returned",
          "client = httpkit.Client(timeout=0.05)", "I can reproduce this on 3.2.1.",
          "Version 3.2.1, Python 3.12 on Debian 12."],
    gone=["Sign in to comment", "No one assigned", "No milestone", "Quote reply", "Pull requests 31",
          "join this conversation on GitHub"]))


# --- documentation --------------------------------------------------------------------------------------------------

def _sphinx_rtd() -> str:
    body = (
        "<div class='wy-grid-for-nav'><nav data-toggle='wy-nav-shift' class='wy-nav-side'><div class='wy-side-scroll'>"
        "<div class='wy-side-nav-search'><a href='index.html' class='icon icon-home'>tidegauge</a><div class='version'>"
        "2.4</div><div role='search'><form id='rtd-search-form' class='wy-form'><input type='text' name='q' "
        "placeholder='Search docs'></form></div></div><div class='wy-menu wy-menu-vertical' role='navigation'>"
        "<p class='caption' role='heading'><span class='caption-text'>User guide</span></p><ul class='current'>"
        "<li class='toctree-l1'><a class='reference internal' href='install.html'>Installation</a></li>"
        "<li class='toctree-l1 current'><a class='reference internal current' href='#'>Reading station files</a></li>"
        "<li class='toctree-l1'><a class='reference internal' href='tides.html'>Tidal analysis</a></li></ul></div></div>"
        "</nav><section data-toggle='wy-nav-shift' class='wy-nav-content-wrap'><nav class='wy-nav-top'><a href='index.html'>"
        "tidegauge</a></nav><div class='wy-nav-content'><div class='rst-content'><div role='navigation' "
        "aria-label='Page navigation'><ul class='wy-breadcrumbs'><li><a href='index.html' class='icon icon-home'></a></li>"
        "<li class='breadcrumb-item active'>Reading station files</li><li class='wy-breadcrumbs-aside'>"
        "<a href='https://github.com/example/tidegauge/blob/main/docs/reading.rst' class='fa fa-github'> Edit on GitHub</a>"
        "</li></ul><hr></div><div role='main' class='document' itemscope itemtype='http://schema.org/Article'>"
        "<div itemprop='articleBody'><section id='reading-station-files'><h1>Reading station files<a class='headerlink' "
        "href='#reading-station-files' title='Link to this heading'>¶</a></h1><p>Tide gauge stations publish their "
        "records in several formats. <code class='docutils literal notranslate'><span class='pre'>tidegauge.read()</span>"
        "</code> recognises the format from the file's header and returns a table of sea levels indexed by time.</p>"
        "<section id='supported-formats'><h2>Supported formats<a class='headerlink' href='#supported-formats'>¶</a></h2>"
        "<p>The reader understands the hourly files of the Permanent Service for Mean Sea Level, the GESLA-3 format and "
        "plain CSV files with a time column. Other formats can be added with a plugin.</p>"
        "<div class='highlight-python notranslate'><div class='highlight'><pre><span></span>"
        "<span class='kn'>import</span> <span class='nn'>tidegauge</span>\n<span class='n'>levels</span> "
        "<span class='o'>=</span> <span class='n'>tidegauge</span><span class='o'>.</span><span class='n'>read</span>"
        "<span class='p'>(</span><span class='s2'>\"brest.csv\"</span><span class='p'>)</span>\n</pre></div></div>"
        "<div class='admonition note'><p class='admonition-title'>Note</p><p>Missing values are returned as NaN and are "
        "never interpolated by the reader.</p></div></section><section id='time-zones'><h2>Time zones<a class='headerlink' "
        "href='#time-zones'>¶</a></h2><p>All times are converted to UTC. A station file without a time zone in its "
        "header is read as UTC and a warning is logged.</p></section></section></div></div>"
        "<footer><div class='rst-footer-buttons' role='navigation' aria-label='Footer'><a href='install.html' "
        "class='btn btn-neutral float-left' title='Installation' accesskey='p' rel='prev'><span class='fa "
        "fa-arrow-circle-left'></span> Previous</a><a href='tides.html' class='btn btn-neutral float-right' "
        "title='Tidal analysis' accesskey='n' rel='next'>Next <span class='fa fa-arrow-circle-right'></span></a></div>"
        "<hr><div role='contentinfo'><p>© Copyright 2026, The tidegauge developers.</p></div>Built with <a "
        "href='https://www.sphinx-doc.org/'>Sphinx</a> using a <a href='https://github.com/readthedocs/sphinx_rtd_theme'>"
        "theme</a> provided by <a href='https://readthedocs.org'>Read the Docs</a>.</footer></div></div></section></div>"
        "<div class='rst-versions' data-toggle='rst-versions' role='note' aria-label='Versions'><span "
        "class='rst-current-version'>Read the Docs v: latest</span><div class='rst-other-versions'><dl><dt>Versions</dt>"
        "<dd><a href='/en/latest/'>latest</a></dd><dd><a href='/en/stable/'>stable</a></dd></dl><dl><dt>Downloads</dt>"
        "<dd><a>PDF</a></dd></dl></div></div>")
    return _doc("Reading station files — tidegauge 2.4 documentation", body)


PAGES.append(Page(
    "sphinx_rtd_en", "https://tidegauge.readthedocs.io/en/latest/reading.html", _sphinx_rtd(),
    keep=["Reading station files", "Supported formats", "Time zones",
          "recognises the format from the file's header and returns a table of sea levels indexed by time.",
          "levels = tidegauge.read(\"brest.csv\")",
          "Missing values are returned as NaN and are never interpolated by the reader.",
          "All times are converted to UTC."],
    gone=["Edit on GitHub", "Previous", "Built with", "Read the Docs v: latest", "© Copyright 2026", "Search docs",
          "Tidal analysis", "¶"]))


def _mkdocs_material() -> str:
    body = (
        "<div data-md-component='skip'><a href='#installation' class='md-skip'>Zum Inhalt</a></div>"
        "<header class='md-header' data-md-component='header'><nav class='md-header__inner md-grid'><a href='..' "
        "class='md-header__button md-logo'>Rasterwerk</a><div class='md-header__title'><span class='md-ellipsis'>"
        "Rasterwerk</span><span class='md-ellipsis'>Installation</span></div><div class='md-search' role='dialog'>"
        "<input type='text' class='md-search__input' placeholder='Suche'></div><div class='md-header__source'><a "
        "href='https://github.com/example/rasterwerk' class='md-source'><div class='md-source__repository'>"
        "example/rasterwerk</div></a></div></nav></header><div class='md-container' data-md-component='container'>"
        "<nav class='md-tabs'><ul class='md-tabs__list'><li class='md-tabs__item'><a href='..' class='md-tabs__link'>"
        "Start</a></li><li class='md-tabs__item'><a href='../guide/' class='md-tabs__link'>Anleitung</a></li>"
        "<li class='md-tabs__item'><a href='../api/' class='md-tabs__link'>API-Referenz</a></li></ul></nav>"
        "<main class='md-main' data-md-component='main'><div class='md-main__inner md-grid'><div class='md-sidebar "
        "md-sidebar--primary' data-md-component='sidebar' data-md-type='navigation'><div class='md-sidebar__scrollwrap'>"
        "<nav class='md-nav md-nav--primary'><label class='md-nav__title'>Rasterwerk</label><ul class='md-nav__list'>"
        "<li class='md-nav__item'><a href='..' class='md-nav__link'>Übersicht</a></li><li class='md-nav__item "
        "md-nav__item--active'><a href='./' class='md-nav__link md-nav__link--active'>Installation</a></li>"
        "<li class='md-nav__item'><a href='../konfiguration/' class='md-nav__link'>Konfiguration</a></li></ul></nav>"
        "</div></div><div class='md-sidebar md-sidebar--secondary' data-md-component='sidebar' data-md-type='toc'>"
        "<nav class='md-nav md-nav--secondary'><label class='md-nav__title'>Inhaltsverzeichnis</label><ul "
        "class='md-nav__list'><li class='md-nav__item'><a href='#voraussetzungen' class='md-nav__link'>Voraussetzungen"
        "</a></li><li class='md-nav__item'><a href='#mit-pip' class='md-nav__link'>Mit pip</a></li></ul></nav></div>"
        "<div class='md-content' data-md-component='content'><article class='md-content__inner md-typeset'>"
        "<a href='https://github.com/example/rasterwerk/edit/main/docs/installation.md' title='Diese Seite bearbeiten' "
        "class='md-content__button md-icon'>Diese Seite bearbeiten</a><h1 id='installation'>Installation</h1>"
        "<p>Rasterwerk läuft unter Linux, macOS und Windows. Für die Verarbeitung großer Satellitenbilder empfehlen wir "
        "mindestens 16 GB Arbeitsspeicher, weil die Kacheln vor dem Zusammensetzen im Speicher gehalten werden.</p>"
        "<h2 id='voraussetzungen'>Voraussetzungen<a class='headerlink' href='#voraussetzungen' title='Permanent link'>¶"
        "</a></h2><ul><li>Python 3.10 oder neuer</li><li>GDAL 3.6 mit den Python-Bindungen</li><li>Ein C-Compiler, "
        "falls für Ihre Plattform kein fertiges Paket bereitsteht</li></ul><h2 id='mit-pip'>Mit pip<a class='headerlink' "
        "href='#mit-pip'>¶</a></h2><p>Die einfachste Installation erfolgt über den Python-Paketindex:</p>"
        "<div class='language-bash highlight'><pre><span></span><code><span id='__span-0-1'><a id='__codelineno-0-1' "
        "href='#__codelineno-0-1'></a>pip<span class='w'> </span>install<span class='w'> </span>rasterwerk[gdal]\n"
        "</span></code></pre></div><div class='admonition warning'><p class='admonition-title'>Achtung</p><p>Unter "
        "Windows muss GDAL vorher über Conda oder OSGeo4W installiert werden, sonst schlägt der Build fehl.</p></div>"
        "<aside class='md-source-file'><span class='md-source-file__fact'>Letzte Aktualisierung: 28. November 2026"
        "</span></aside><form class='md-feedback' name='feedback'><fieldset><legend class='md-feedback__title'>War "
        "diese Seite hilfreich?</legend><div class='md-feedback__list'><button class='md-feedback__icon' title='Diese "
        "Seite war hilfreich'>👍</button><button class='md-feedback__icon' title='Diese Seite könnte verbessert "
        "werden'>👎</button></div><div class='md-feedback__note'>Danke für Ihr Feedback!</div></fieldset></form>"
        "</article></div></div></main><footer class='md-footer'><nav class='md-footer__inner md-grid' "
        "aria-label='Fußzeile'><a href='..' class='md-footer__link md-footer__link--prev'><div class='md-footer__title'>"
        "<span class='md-footer__direction'>Zurück</span><div class='md-ellipsis'>Übersicht</div></div></a>"
        "<a href='../konfiguration/' class='md-footer__link md-footer__link--next'><div class='md-footer__title'>"
        "<span class='md-footer__direction'>Weiter</span><div class='md-ellipsis'>Konfiguration</div></div></a></nav>"
        "<div class='md-footer-meta md-typeset'><div class='md-copyright'><div class='md-copyright__highlight'>"
        "Copyright © 2026 Rasterwerk-Team</div>Made with <a href='https://squidfunk.github.io/mkdocs-material/'>"
        "Material for MkDocs</a></div></div></footer></div>")
    return _doc("Installation - Rasterwerk", body, lang="de")


PAGES.append(Page(
    "mkdocs_material_de", "https://rasterwerk.example.de/installation/", _mkdocs_material(),
    keep=["Installation", "Voraussetzungen", "Mit pip",
          "Rasterwerk läuft unter Linux, macOS und Windows.", "Python 3.10 oder neuer",
          "GDAL 3.6 mit den Python-Bindungen", "pip install rasterwerk[gdal]",
          "Unter Windows muss GDAL vorher über Conda oder OSGeo4W installiert werden"],
    gone=["Diese Seite bearbeiten", "War diese Seite hilfreich?", "Danke für Ihr Feedback", "Made with",
          "Inhaltsverzeichnis", "Zum Inhalt", "Copyright © 2026 Rasterwerk-Team", "Letzte Aktualisierung"]))


def _docusaurus() -> str:
    body = (
        "<div id='__docusaurus'><div role='region' aria-label='Aller au contenu principal'><a class='skipToContent_fXgn' "
        "href='#__docusaurus_skipToContent_fallback'>Aller au contenu principal</a></div><nav aria-label='Principal' "
        "class='navbar navbar--fixed-top'><div class='navbar__inner'><div class='navbar__items'><a class='navbar__brand' "
        "href='/'><b class='navbar__title text--truncate'>Planif</b></a><a class='navbar__item navbar__link' "
        "href='/docs/intro'>Documentation</a><a class='navbar__item navbar__link' href='/blog'>Blog</a></div></div></nav>"
        "<div id='__docusaurus_skipToContent_fallback' class='main-wrapper mainWrapper_z2l0'><div class='docsWrapper_hBAB'>"
        "<div class='docRoot_UBD9'><aside class='theme-doc-sidebar-container docSidebarContainer_YfHR'><nav "
        "aria-label='Barre latérale des docs' class='menu thin-scrollbar menu_SIkG'><ul class='theme-doc-sidebar-menu "
        "menu__list'><li class='theme-doc-sidebar-item-link menu__list-item'><a class='menu__link' href='/docs/intro'>"
        "Introduction</a></li><li class='theme-doc-sidebar-item-link menu__list-item'><a class='menu__link "
        "menu__link--active' href='/docs/taches-recurrentes'>Tâches récurrentes</a></li><li class='menu__list-item'>"
        "<a class='menu__link' href='/docs/notifications'>Notifications</a></li></ul></nav></aside>"
        "<main class='docMainContainer_TBSr'><div class='container padding-top--md padding-bottom--lg'><div class='row'>"
        "<div class='col docItemCol_VOVn'><div class='docItemContainer_Djhp'><article><nav class='theme-doc-breadcrumbs "
        "breadcrumbsContainer_Z_bl' aria-label='Fil d&#x27;Ariane'><ul class='breadcrumbs'><li class='breadcrumbs__item'>"
        "<a class='breadcrumbs__link' href='/'>🏠</a></li><li class='breadcrumbs__item'><span class='breadcrumbs__link'>"
        "Guides</span></li><li class='breadcrumbs__item breadcrumbs__item--active'><span class='breadcrumbs__link'>"
        "Tâches récurrentes</span></li></ul></nav><div class='tocCollapsible_ETCw theme-doc-toc-mobile'><button "
        "class='clean-btn tocCollapsibleButton_TO0P'>Sur cette page</button></div>"
        "<div class='theme-doc-markdown markdown'><header><h1>Tâches récurrentes</h1></header><p>Une tâche récurrente "
        "est recréée automatiquement selon une règle de répétition. Planif conserve l'historique de chaque occurrence, "
        "ce qui permet de voir combien de fois une tâche a été terminée en retard.</p><h2 class='anchor "
        "anchorWithStickyNavbar_LWe7' id='définir-une-règle'>Définir une règle<a href='#définir-une-règle' "
        "class='hash-link' aria-label='Lien direct vers Définir une règle' title='Lien direct vers Définir une règle'>"
        "\u200b</a></h2><p>Dans la fiche de la tâche, choisissez <strong>Répéter</strong> puis la fréquence. Les règles "
        "suivent la norme iCalendar, vous pouvez donc aussi saisir une règle à la main :</p><div class='language-text "
        "codeBlockContainer_Ckt0 theme-code-block'><div class='codeBlockContent_biex'><pre tabindex='0' class='prism-code "
        "language-text codeBlock_bY9V'><code class='codeBlockLines_e6Vv'><span class='token-line'>FREQ=WEEKLY;BYDAY=MO,TH"
        "</span></code></pre><div class='buttonGroup__atx'><button type='button' aria-label='Copier le code' "
        "title='Copier' class='clean-btn'>Copier</button></div></div></div><div class='theme-admonition "
        "theme-admonition-tip admonition_xJq3 alert alert--success'><div class='admonitionHeading_Gvgb'>astuce</div>"
        "<div class='admonitionContent_BuS1'><p>Une règle sans date de fin crée au plus 500 occurrences à l'avance.</p>"
        "</div></div><h2 class='anchor' id='modifier'>Modifier une série<a href='#modifier' class='hash-link'>\u200b</a>"
        "</h2><p>Une modification s'applique soit à l'occurrence choisie, soit à toutes les occurrences suivantes. Les "
        "occurrences passées ne sont jamais modifiées.</p></div><footer class='theme-doc-footer docusaurus-mt-lg'>"
        "<div class='theme-doc-footer-edit-meta-row row'><div class='col'><a href='https://github.com/example/planif/"
        "edit/main/docs/taches-recurrentes.md' target='_blank' class='theme-edit-this-page'>Modifier cette page</a></div>"
        "<div class='col lastUpdated_JAkA'><span class='theme-last-updated'>Dernière mise à jour le <b><time>"
        "28 nov. 2026</time></b></span></div></div></footer></article><nav class='pagination-nav docusaurus-mt-lg' "
        "aria-label='Pages de documentation'><a class='pagination-nav__link pagination-nav__link--prev' "
        "href='/docs/intro'><div class='pagination-nav__sublabel'>Précédent</div><div class='pagination-nav__label'>"
        "Introduction</div></a><a class='pagination-nav__link pagination-nav__link--next' href='/docs/notifications'>"
        "<div class='pagination-nav__sublabel'>Suivant</div><div class='pagination-nav__label'>Notifications</div></a>"
        "</nav></div></div><div class='col col--3'><div class='tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop'>"
        "<ul class='table-of-contents table-of-contents__left-border'><li><a href='#définir-une-règle' "
        "class='table-of-contents__link toc-highlight'>Définir une règle</a></li><li><a href='#modifier' "
        "class='table-of-contents__link toc-highlight'>Modifier une série</a></li></ul></div></div></div></div></main>"
        "</div></div></div><footer class='footer footer--dark'><div class='container container-fluid'><div "
        "class='footer__copyright'>Copyright © 2026 Planif SAS. Construit avec Docusaurus.</div></div></footer></div>")
    return _doc("Tâches récurrentes | Planif", body, lang="fr")


PAGES.append(Page(
    "docusaurus_fr", "https://docs.planif.example.fr/docs/taches-recurrentes", _docusaurus(),
    keep=["Tâches récurrentes", "Définir une règle", "Modifier une série",
          "Une tâche récurrente est recréée automatiquement selon une règle de répétition.",
          "FREQ=WEEKLY;BYDAY=MO,TH", "Une règle sans date de fin crée au plus 500 occurrences à l'avance.",
          "Les occurrences passées ne sont jamais modifiées."],
    gone=["Modifier cette page", "Aller au contenu principal", "Sur cette page", "Copier", "Précédent", "Suivant",
          "Construit avec Docusaurus", "Dernière mise à jour"]))


def _rustdoc() -> str:
    body = (
        "<nav class='mobile-topbar'><a class='logo-container' href='../ferrule/index.html'>ferrule</a></nav>"
        "<nav class='sidebar'><div class='sidebar-crate'><h2><a href='../ferrule/index.html'>ferrule</a><span "
        "class='version'>0.9.2</span></h2></div><div class='sidebar-elems'><section><h3><a href='#implementations'>"
        "Methods</a></h3><ul class='block method'><li><a href='#method.new'>new</a></li><li><a href='#method.push'>push"
        "</a></li></ul><h3><a href='#trait-implementations'>Trait Implementations</a></h3><ul class='block'><li><a "
        "href='#impl-Clone'>Clone</a></li><li><a href='#impl-Debug'>Debug</a></li></ul></section></div></nav>"
        "<div class='sidebar-resizer'></div><main><div class='width-limiter'><rustdoc-search></rustdoc-search>"
        "<section id='main-content' class='content'><div class='main-heading'><div class='rustdoc-breadcrumbs'><a "
        "href='index.html'>ferrule</a></div><h1>Struct <span class='struct'>RingBuffer</span><button id='copy-path' "
        "title='Copy item path to clipboard'>Copy item path</button></h1><rustdoc-toolbar></rustdoc-toolbar><span "
        "class='sub-heading'><a class='src' href='../src/ferrule/ring.rs.html#12-17'>Source</a> </span></div>"
        "<pre class='rust item-decl'><code>pub struct RingBuffer&lt;T&gt; { <span class='comment'>/* private fields */"
        "</span> }</code></pre><details class='toggle top-doc' open><summary class='hideme'><span>Expand description"
        "</span></summary><div class='docblock'><p>A fixed-capacity buffer that overwrites its oldest element when it "
        "is full.</p><p>Pushing never allocates after construction, which makes the buffer suitable for audio "
        "callbacks and other code that must not block.</p><h2 id='examples'><a class='doc-anchor' href='#examples'>§</a>"
        "Examples</h2><div class='example-wrap'><pre class='rust rust-example-rendered'><code><span class='kw'>let "
        "</span><span class='kw-2'>mut </span>buf = RingBuffer::new(<span class='number'>2</span>);\nbuf.push("
        "<span class='number'>1</span>);\n</code></pre></div></div></details><h2 id='implementations' class='section-header'>"
        "Implementations<a href='#implementations' class='anchor'>§</a></h2><div id='implementations-list'><details "
        "class='toggle implementors-toggle' open><summary><section id='impl-RingBuffer%3CT%3E' class='impl'><a "
        "class='src rightside' href='../src/ferrule/ring.rs.html#19-64'>Source</a><h3 class='code-header'>impl&lt;T&gt; "
        "RingBuffer&lt;T&gt;</h3></section></summary><div class='impl-items'><details class='toggle method-toggle' open>"
        "<summary><section id='method.new' class='method'><a class='src rightside' href='#21'>Source</a><h4 "
        "class='code-header'>pub fn <a href='#method.new' class='fn'>new</a>(capacity: usize) -&gt; Self</h4></section>"
        "</summary><div class='docblock'><p>Creates an empty buffer that holds at most <code>capacity</code> elements."
        "</p><h5 id='panics'><a class='doc-anchor' href='#panics'>§</a>Panics</h5><p>Panics if <code>capacity</code> is "
        "zero.</p></div></details><details class='toggle method-toggle' open><summary><section id='method.push' "
        "class='method'><a class='src rightside' href='#33'>Source</a><h4 class='code-header'>pub fn <a "
        "href='#method.push' class='fn'>push</a>(&amp;mut self, value: T) -&gt; Option&lt;T&gt;</h4></section></summary>"
        "<div class='docblock'><p>Appends an element and returns the element it overwrote, if the buffer was full.</p>"
        "</div></details></div></details></div><h2 id='trait-implementations' class='section-header'>Trait "
        "Implementations<a href='#trait-implementations' class='anchor'>§</a></h2></section></div></main>")
    return _doc("RingBuffer in ferrule - Rust", body)


PAGES.append(Page(
    "rustdoc_en", "https://docs.rs/ferrule/0.9.2/ferrule/struct.RingBuffer.html", _rustdoc(),
    keep=["A fixed-capacity buffer that overwrites its oldest element when it is full.",
          "Pushing never allocates after construction",
          "Creates an empty buffer that holds at most capacity elements.",
          "Appends an element and returns the element it overwrote, if the buffer was full."],
    gone=["Copy item path", "Expand description", "Trait Implementations Clone"]))


# --- service pages --------------------------------------------------------------------------------------------------

def _obec_cs() -> str:
    body = (
        "<div id='cookie-bar' class='cookie-bar'><p>Tento web používá soubory cookies k zajištění funkčnosti a "
        "k analýze návštěvnosti.</p><button>Přijmout vše</button><button>Nastavení</button></div>"
        "<header class='header'><a href='/' class='logo'>Město Horní Lhota</a><form class='search'><input "
        "placeholder='Hledat na webu'></form><nav class='menu-main'><ul><li><a href='/mesto/'>Město</a></li><li>"
        "<a href='/urad/'>Městský úřad</a></li><li><a href='/zivot/'>Život ve městě</a></li><li><a href='/turista/'>"
        "Turista</a></li></ul></nav></header><div class='breadcrumbs'><a href='/'>Úvod</a> » <a href='/urad/'>"
        "Městský úřad</a> » <span>Odpady</span></div><div class='layout'><aside class='sidebar-left'><nav "
        "class='submenu'><h2>Městský úřad</h2><ul><li><a href='/urad/uredni-hodiny/'>Úřední hodiny</a></li><li><a "
        "href='/urad/odbory/'>Odbory a oddělení</a></li><li class='active'><a href='/urad/odpady/'>Odpady</a></li>"
        "<li><a href='/urad/poplatky/'>Místní poplatky</a></li><li><a href='/urad/formulare/'>Formuláře ke stažení</a>"
        "</li></ul></nav></aside><main class='content'><h1>Odpady a sběrný dvůr</h1><p>Město zajišťuje svoz "
        "směsného komunálního odpadu každé úterý. Popelnice musí být přistavena u chodníku nejpozději v 6 hodin ráno, "
        "jinak ji svozová firma nevyveze.</p><h2>Sběrný dvůr</h2><p>Ve sběrném dvoře v ulici Za Nádražím mohou občané "
        "s trvalým pobytem ve městě zdarma odevzdat objemný odpad, elektrozařízení, kovy a bioodpad ze zahrad. Stavební "
        "suť se přijímá za poplatek podle ceníku.</p><h3>Provozní doba</h3><table class='hours'><tr><td>Pondělí</td>"
        "<td>13:00–17:00</td></tr><tr><td>Středa</td><td>13:00–18:00</td></tr><tr><td>Sobota</td><td>8:00–12:00</td>"
        "</tr></table><h2>Poplatek za odpady</h2><p>Místní poplatek za obecní systém odpadového hospodářství činí "
        "780 Kč na osobu a rok. Splatný je do 31. května, platit lze na pokladně úřadu nebo převodem na účet města.</p>"
        "<div class='share'><a>Sdílet na Facebooku</a> <a>Tisk</a></div><p class='updated'>Aktualizováno: 12. 11. 2026"
        "</p></main><aside class='sidebar-right'><div class='box contact'><h3>Kontakt</h3><p>Odbor životního prostředí"
        "</p><p>Ing. Jana Dvořáková</p><p>tel.: 565 123 456</p><p>e-mail: odpady@hornilhota.example.cz</p></div>"
        "<div class='box'><h3>Aktuality</h3><ul><li><a href='/aktuality/1'>Uzavírka Nádražní ulice</a></li><li><a "
        "href='/aktuality/2'>Vánoční trhy na náměstí</a></li></ul></div></aside></div><footer class='footer'><p>Městský "
        "úřad Horní Lhota, Náměstí 1, 588 01 Horní Lhota</p><p>© 2026 Město Horní Lhota | <a href='/prohlaseni/'>"
        "Prohlášení o přístupnosti</a> | <a href='/mapa-stranek/'>Mapa stránek</a></p></footer>")
    return _doc("Odpady a sběrný dvůr | Město Horní Lhota", body, lang="cs")


PAGES.append(Page(
    "obec_cs", "https://www.hornilhota.example.cz/urad/odpady/", _obec_cs(),
    keep=["Odpady a sběrný dvůr", "Město zajišťuje svoz směsného komunálního odpadu každé úterý.",
          "Ve sběrném dvoře v ulici Za Nádražím mohou občané", "Provozní doba", "13:00–17:00",
          "Místní poplatek za obecní systém odpadového hospodářství činí 780 Kč na osobu a rok."],
    gone=["Tento web používá soubory cookies", "Přijmout vše", "Formuláře ke stažení", "Sdílet na Facebooku",
          "Uzavírka Nádražní ulice", "Prohlášení o přístupnosti", "Hledat na webu"]))


def _bank_de() -> str:
    body = (
        "<div class='cookie-consent' role='dialog'><h2>Ihre Privatsphäre ist uns wichtig</h2><p>Wir verwenden Cookies "
        "und ähnliche Technologien, um Ihnen die bestmögliche Nutzung unserer Website zu ermöglichen.</p><button>Alle "
        "akzeptieren</button><button>Nur notwendige</button></div><header><a href='/' class='logo'>Stadtsparkasse "
        "Nordtal</a><nav><ul><li><a href='/privatkunden/'>Privatkunden</a></li><li><a href='/firmenkunden/'>"
        "Firmenkunden</a></li><li><a href='/ueber-uns/'>Über uns</a></li></ul></nav><a href='/login' class='btn'>"
        "Online-Banking Login</a></header><nav class='breadcrumb'><a href='/'>Startseite</a> / <a "
        "href='/privatkunden/'>Privatkunden</a> / <span>Girokonto Plus</span></nav><main><section class='hero'>"
        "<h1>Girokonto Plus</h1><p class='lead'>Das Konto für alle, die viel mit Karte zahlen und trotzdem den Überblick "
        "behalten wollen.</p><a class='btn btn-primary' href='/eroeffnen'>Jetzt online eröffnen</a></section>"
        "<section class='text-block'><h2>Was das Girokonto Plus bietet</h2><p>Zum Konto gehören eine Debitkarte und auf "
        "Wunsch eine Kreditkarte. Mit beiden zahlen Sie weltweit kontaktlos, auch mit dem Smartphone. Bargeld heben Sie "
        "an allen Automaten der Sparkassen in Deutschland ohne Gebühr ab.</p><ul><li>Kontoführung für 6,90 Euro im "
        "Monat</li><li>Debitkarte inklusive</li><li>Dispositionskredit nach Bonität</li></ul></section>"
        "<section class='text-block'><h2>Für wen lohnt sich das Konto?</h2><p>Wer jeden Monat mehr als zehn Buchungen "
        "hat oder regelmäßig Überweisungen in der Filiale beauftragt, zahlt mit dem Girokonto Plus meist weniger als "
        "mit einem Konto, das jede Buchung einzeln berechnet.</p></section><section class='faq'><h2>Häufige Fragen</h2>"
        "<details><summary>Wie lange dauert die Eröffnung?</summary><p>Nach der Legitimation per Video-Ident ist Ihr "
        "Konto in der Regel am nächsten Bankarbeitstag eingerichtet.</p></details><details><summary>Kann ich mein "
        "altes Konto mitnehmen?</summary><p>Ja. Mit dem Kontowechselservice übertragen wir Ihre Daueraufträge und "
        "Lastschriften innerhalb von zwölf Tagen.</p></details></section><section class='teaser-row'><div "
        "class='teaser'><h3><a href='/kreditkarte'>Kreditkarte Gold</a></h3><p>Mehr erfahren</p></div><div "
        "class='teaser'><h3><a href='/sparen'>Sparplan</a></h3><p>Mehr erfahren</p></div></section>"
        "<section class='contact-box'><h2>Noch Fragen?</h2><p>Wir beraten Sie gern.</p><p>Telefon 0421 123-0, Mo–Fr "
        "8–18 Uhr</p><a class='btn'>Termin vereinbaren</a></section></main><footer><ul><li><a>Impressum</a></li><li>"
        "<a>Datenschutz</a></li><li><a>Preise und Hinweise</a></li></ul><p>© 2026 Stadtsparkasse Nordtal</p></footer>")
    return _doc("Girokonto Plus | Stadtsparkasse Nordtal", body, lang="de")


PAGES.append(Page(
    "bank_de", "https://www.sparkasse-nordtal.example.de/privatkunden/girokonto/girokonto-plus.html", _bank_de(),
    keep=["Girokonto Plus", "Das Konto für alle, die viel mit Karte zahlen",
          "Zum Konto gehören eine Debitkarte und auf Wunsch eine Kreditkarte.",
          "Kontoführung für 6,90 Euro im Monat",
          "Wer jeden Monat mehr als zehn Buchungen hat",
          "Nach der Legitimation per Video-Ident ist Ihr Konto",
          "Mit dem Kontowechselservice übertragen wir Ihre Daueraufträge"],
    gone=["Ihre Privatsphäre ist uns wichtig", "Alle akzeptieren", "Online-Banking Login", "Jetzt online eröffnen",
          "Mehr erfahren", "Impressum"]))


def _gov_sk() -> str:
    body = (
        "<div class='idsk-header-web'><div class='idsk-header-web__tricolor'></div><div class='idsk-header-web__brand'>"
        "<span>Oficiálna stránka</span> <b>verejnej správy SR</b> <button>Ako to overiť?</button></div>"
        "<div class='idsk-header-web__main'><a href='/' class='idsk-header-web__main-headline-logo'>Ministerstvo vnútra "
        "Slovenskej republiky</a><nav class='idsk-header-web__nav'><ul><li><a href='/sluzby'>Služby</a></li><li><a "
        "href='/ministerstvo'>Ministerstvo</a></li><li><a href='/kontakty'>Kontakty</a></li></ul></nav></div></div>"
        "<div class='govuk-width-container'><div class='govuk-breadcrumbs'><ol class='govuk-breadcrumbs__list'><li "
        "class='govuk-breadcrumbs__list-item'><a href='/'>Domov</a></li><li class='govuk-breadcrumbs__list-item'><a "
        "href='/sluzby'>Služby</a></li><li class='govuk-breadcrumbs__list-item'>Vydanie občianskeho preukazu</li></ol>"
        "</div><main class='govuk-main-wrapper' id='main-content' role='main'><div class='govuk-grid-row'><div "
        "class='govuk-grid-column-two-thirds'><h1 class='govuk-heading-xl'>Vydanie občianskeho preukazu</h1><p "
        "class='govuk-body-l'>Občiansky preukaz s elektronickým čipom môžete požiadať na ktoromkoľvek okresnom riaditeľstve "
        "Policajného zboru bez ohľadu na trvalý pobyt.</p><h2 class='govuk-heading-m'>Čo potrebujete</h2><ul "
        "class='govuk-list govuk-list--bullet'><li>doterajší občiansky preukaz alebo cestovný doklad</li><li>doklad o "
        "zaplatení správneho poplatku, ak sa vyžaduje</li><li>rodný list, ak žiadate o prvý preukaz</li></ul><h2 "
        "class='govuk-heading-m'>Ako postupovať</h2><p class='govuk-body'>Na pracovisku vás odfotografujú a zosnímajú "
        "vám podpis. Nový preukaz si môžete vyzdvihnúť do 30 dní na tom istom pracovisku alebo si zvoliť doručenie "
        "kuriérom za poplatok.</p><h2 class='govuk-heading-m'>Poplatky</h2><p class='govuk-body'>Vydanie prvého "
        "preukazu a výmena po skončení platnosti sú bezplatné. Za vydanie nového preukazu po strate zaplatíte 4,50 eura."
        "</p><div class='idsk-feedback'><h2>Bola pre vás táto stránka užitočná?</h2><button>Áno</button><button>Nie"
        "</button><a>Nahlásiť chybu na stránke</a></div></div><div class='govuk-grid-column-one-third'><aside "
        "class='idsk-related-content'><h2 class='govuk-heading-m'>Súvisiace</h2><ul><li><a href='/sluzby/pas'>Vydanie "
        "cestovného pasu</a></li><li><a href='/sluzby/eid'>Aktivácia eID</a></li></ul></aside></div></div></main></div>"
        "<footer class='idsk-footer'><p>Vytvorené v súlade s Jednotným dizajn manuálom elektronických služieb.</p><p>"
        "Prevádzkovateľom služby je Ministerstvo vnútra SR.</p><a>Vyhlásenie o prístupnosti</a></footer>")
    return _doc("Vydanie občianskeho preukazu | Ministerstvo vnútra SR", body, lang="sk")


PAGES.append(Page(
    "gov_sk", "https://www.minv.example.sk/sluzby/vydanie-obcianskeho-preukazu", _gov_sk(),
    keep=["Vydanie občianskeho preukazu", "Čo potrebujete", "Ako postupovať",
          "Občiansky preukaz s elektronickým čipom môžete požiadať na ktoromkoľvek okresnom riaditeľstve",
          "doterajší občiansky preukaz alebo cestovný doklad", "rodný list, ak žiadate o prvý preukaz",
          "Za vydanie nového preukazu po strate zaplatíte 4,50 eura."],
    gone=["Bola pre vás táto stránka užitočná?", "Nahlásiť chybu na stránke", "Ako to overiť?",
          "Vytvorené v súlade s Jednotným dizajn manuálom", "Aktivácia eID", "Vyhlásenie o prístupnosti"]))


# --- product pages --------------------------------------------------------------------------------------------------

def _shoptet_cs() -> str:
    body = (
        "<div class='siteCookies' id='siteCookies'><div class='siteCookies__text'>Tento web používá k poskytování "
        "služeb, personalizaci reklam a analýze návštěvnosti soubory cookie.</div><button class='btn'>Souhlasím</button>"
        "<button class='btn'>Odmítnout</button></div><div class='overall-wrapper'><div class='top-navigation-bar'><ul>"
        "<li><a href='/obchodni-podminky/'>Obchodní podmínky</a></li><li><a href='/kontakty/'>Kontakty</a></li></ul>"
        "</div><header id='header'><a href='/' class='site-name'>Čajovna U Draka</a><form class='search-form'><input "
        "placeholder='Hledaný výraz'></form><a href='/kosik/' class='cart-count'>Nákupní košík 0 Kč</a></header>"
        "<nav id='navigation'><ul class='menu-level-1'><li><a href='/zeleny-caj/'>Zelený čaj</a></li><li><a "
        "href='/oolong/'>Oolong</a></li><li><a href='/konvicky/'>Konvičky</a></li></ul></nav>"
        "<div id='content-wrapper' class='container content-wrapper'><div class='breadcrumbs navigation-home-icon-wrapper'"
        " itemscope itemtype='https://schema.org/BreadcrumbList'><span><a href='/'>Domů</a></span> <span><a "
        "href='/zeleny-caj/'>Zelený čaj</a></span> <span>Sencha Kagoshima Bio 100 g</span></div>"
        "<main id='content' class='content wide'><div class='p-detail' itemscope itemtype='https://schema.org/Product'>"
        "<div class='p-detail-inner'><div class='p-detail-inner-header'><h1 itemprop='name'>Sencha Kagoshima Bio 100 g"
        "</h1><div class='ratings-wrapper'><div class='stars-wrapper'><span class='stars star-list'></span><span "
        "class='stars-label'>Hodnocení 4,8 z 5</span></div></div><div class='p-code'>Kód: <span>ZC-0142</span></div></div>"
        "<form class='pr-action'><div class='p-info-wrapper'><div class='p-final-price-wrapper'><strong "
        "class='price-final'><span class='price-final-holder'>289 Kč</span></strong><span class='price-additional'>"
        "238,84 Kč bez DPH</span></div><div class='availability-value'><span class='show-tooltip acronym' "
        "style='color:#009901'>Skladem</span> <span class='availability-amount'>(&gt;5 ks)</span></div>"
        "<div class='delivery-time-label'>Můžeme doručit do: <span class='delivery-time'>2. 12. 2026</span></div>"
        "<div class='add-to-cart'><span class='quantity'><input type='number' value='1' class='amount'></span>"
        "<button type='submit' class='btn btn-conversion add-to-cart-button'>Do košíku</button></div>"
        "<div class='p-short-description'><p>Zelený čaj z jižního japonského ostrova Kjúšú, sklizený v květnu a "
        "zpracovaný napařením.</p></div><div class='social-buttons-wrapper'><a>Hlídat cenu</a> <a>Přidat do oblíbených"
        "</a> <a>Zeptat se</a></div></div></form></div><div class='shp-tabs-wrapper p-detail-tabs-wrapper'><div "
        "class='row'><div class='col-sm-12 shp-tabs-row responsive-nav'><ul class='shp-tabs'><li class='shp-tab "
        "active'><a href='#description' class='shp-tab-link'>Popis</a></li><li class='shp-tab'><a href='#parameters' "
        "class='shp-tab-link'>Parametry</a></li><li class='shp-tab'><a href='#ratingTab' class='shp-tab-link'>Hodnocení "
        "(12)</a></li></ul></div><div class='col-sm-12'><div id='tab-content' class='tab-content'><div "
        "class='tab-pane fade in active' id='description'><div class='basic-description'><h3>Podrobný popis</h3>"
        "<p>Sencha z prefektury Kagošima má hustý, trávově sladký nálev s tónem mořských řas. Lístky se po sklizni "
        "krátce napaří, takže si zachovají sytě zelenou barvu i svěží vůni.</p><p>Připravujte ve vodě o teplotě 70 "
        "až 75 °C, na 250 ml použijte tři gramy čaje a nechte louhovat jednu minutu. Lístky lze zalít ještě dvakrát."
        "</p></div></div><div class='tab-pane fade' id='parameters'><table class='detail-parameters'><tbody><tr><th>"
        "Původ</th><td>Japonsko</td></tr><tr><th>Hmotnost</th><td>100 g</td></tr><tr><th>Certifikát</th><td>BIO</td>"
        "</tr></tbody></table></div><div class='tab-pane fade' id='ratingTab'><div class='rate-wrapper'><h2 "
        "class='rate-average'>4,8 z 5</h2><div class='rate-list'>Celkem 12 hodnocení</div><a class='btn add-comment'>"
        "Přidat hodnocení</a></div><div class='votes-wrap'><div class='vote-wrap'><div class='vote-header'><span "
        "class='vote-name'>Martina</span><span class='vote-time'>14. 10. 2026</span></div><div class='vote-content'>"
        "Krásně svěží čaj, objednám znovu.</div></div></div></div></div></div></div></div>"
        "<div class='products-related-header'><h2>Související produkty</h2></div><div class='products products-block'>"
        "<div class='product'><a href='/gyokuro/' class='name'>Gyokuro Yame 50 g</a><div class='price-final'>349 Kč"
        "</div><button class='btn'>Do košíku</button></div></div></div></main></div><footer id='footer'><div "
        "class='footer-rows'><h4>Informace pro vás</h4><ul><li><a>Doprava a platba</a></li><li><a>Reklamační řád</a></li>"
        "</ul></div><div class='copyright'>Copyright 2026 Čajovna U Draka. Všechna práva vyhrazena.</div><div "
        "class='signature'>Vytvořil Shoptet</div></footer></div>")
    return _doc("Sencha Kagoshima Bio 100 g - Čajovna U Draka", body,
                "<meta property='og:type' content='website'>", lang="cs")


PAGES.append(Page(
    "shoptet_cs", "https://www.cajovna-udraka.example.cz/sencha-kagoshima-bio-100-g/", _shoptet_cs(),
    keep=["Sencha Kagoshima Bio 100 g", "Sencha z prefektury Kagošima má hustý, trávově sladký nálev",
          "Připravujte ve vodě o teplotě 70 až 75 °C",
          "Zelený čaj z jižního japonského ostrova Kjúšú", "Japonsko"],
    gone=["Do košíku", "Hlídat cenu", "Přidat do oblíbených", "Přidat hodnocení", "Tento web používá k poskytování",
          "Související produkty", "Gyokuro Yame 50 g", "Vytvořil Shoptet", "Můžeme doručit do", "Reklamační řád"]))


def _magento_de() -> str:
    body = (
        "<div class='page-wrapper'><header class='page-header'><div class='panel wrapper'><div class='panel header'>"
        "<ul class='header links'><li class='greet welcome'><span>Willkommen in unserem Shop!</span></li><li><a "
        "href='/customer/account/login/'>Anmelden</a></li><li><a href='/customer/account/create/'>Konto erstellen</a>"
        "</li></ul></div></div><div class='header content'><a class='logo' href='/'>Wanderwelt</a><div "
        "class='minicart-wrapper'><a class='action showcart'><span class='text'>Mein Warenkorb</span></a></div></div>"
        "</header><div class='sections nav-sections'><nav class='navigation'><ul><li><a href='/herren.html'>Herren</a>"
        "</li><li><a href='/damen.html'>Damen</a></li><li><a href='/ausruestung.html'>Ausrüstung</a></li></ul></nav>"
        "</div><div class='breadcrumbs'><ul class='items'><li class='item home'><a href='/'>Startseite</a></li><li "
        "class='item'><a href='/ausruestung.html'>Ausrüstung</a></li><li class='item product'><strong>Trekkingrucksack "
        "Alpin 45+10</strong></li></ul></div><main id='maincontent' class='page-main'><div class='columns'><div "
        "class='column main'><div class='product-info-main'><div class='page-title-wrapper product'><h1 "
        "class='page-title'><span class='base' itemprop='name'>Trekkingrucksack Alpin 45+10</span></h1></div>"
        "<div class='product-reviews-summary'><div class='rating-summary'><span class='label'>Bewertung:</span>"
        "<div class='rating-result' title='90%'><span>90%</span></div></div><div class='reviews-actions'><a "
        "class='action view'>7 Bewertungen</a><a class='action add'>Ihre Bewertung hinzufügen</a></div></div>"
        "<div class='product-info-price'><div class='price-box price-final_price'><span class='price'>149,95 €</span>"
        "</div><div class='product-info-stock-sku'><div class='stock available'><span>Auf Lager</span></div><div "
        "class='product attribute sku'><strong class='type'>Artikelnummer</strong><div class='value'>WW-RS-4510</div>"
        "</div></div></div><div class='product-add-form'><form id='product_addtocart_form'><div class='box-tocart'>"
        "<div class='field qty'><label class='label'><span>Menge</span></label><input type='number' value='1'></div>"
        "<div class='actions'><button type='submit' class='action primary tocart'><span>In den Warenkorb</span></button>"
        "</div></div></form></div><div class='product-social-links'><div class='product-addto-links'><a "
        "class='action towishlist'><span>Auf den Wunschzettel</span></a><a class='action tocompare'><span>Zur "
        "Vergleichsliste hinzufügen</span></a></div><a class='action mailto friend'><span>E-Mail</span></a></div>"
        "<div class='product attribute overview'><div class='value' itemprop='description'>Leichter Rucksack für "
        "Mehrtagestouren mit verstellbarem Rückensystem.</div></div></div><div class='product media'><img "
        "src='/media/rucksack.jpg' alt='Trekkingrucksack Alpin 45+10'></div>"
        "<div class='product info detailed'><div class='product data items' data-mage-init='{\"tabs\":{}}'>"
        "<div class='data item title active' id='tab-label-description'><a class='data switch' "
        "href='#description'>Details</a></div><div class='data item content' id='description'><div "
        "class='product attribute description'><div class='value'><p>Der Alpin 45+10 trägt sich auch mit voller "
        "Beladung angenehm: Das Rückensystem lässt sich in fünf Stufen an die Rückenlänge anpassen, der gepolsterte "
        "Hüftgurt nimmt den größten Teil des Gewichts auf.</p><p>Das Volumen lässt sich über den ausziehbaren Deckel "
        "um zehn Liter erweitern. Eine integrierte Regenhülle steckt im Bodenfach.</p></div></div></div>"
        "<div class='data item title' id='tab-label-additional'><a class='data switch' href='#additional'>"
        "Zusatzinformation</a></div><div class='data item content' id='additional'><div "
        "class='additional-attributes-wrapper table-wrapper'><table class='data table additional-attributes'>"
        "<caption class='table-caption'>Mehr Informationen</caption><tbody><tr><th class='col label'>Gewicht</th><td "
        "class='col data'>1,85 kg</td></tr><tr><th class='col label'>Material</th><td class='col data'>Nylon 210D, "
        "PFC-frei</td></tr></tbody></table></div></div><div class='data item title' id='tab-label-reviews'><a "
        "class='data switch' href='#reviews'>Bewertungen <span class='counter'>7</span></a></div><div class='data item "
        "content' id='reviews'><div class='block review-add'><div class='block-title'><strong>Sie bewerten:</strong></div>"
        "<form class='review-form'><fieldset><legend>Sie bewerten: Trekkingrucksack Alpin 45+10</legend><label>"
        "Nickname</label><input><label>Zusammenfassung</label><input><label>Bewertung</label><textarea></textarea>"
        "<button class='action submit primary'>Bewertung abschicken</button></fieldset></form></div></div></div></div>"
        "<div class='block related'><div class='block-title title'><strong>Ähnliche Produkte</strong></div><ol><li><a "
        "class='product-item-link'>Tagesrucksack Trail 22</a> <span class='price'>79,95 €</span></li></ol></div></div>"
        "</div></main><footer class='page-footer'><div class='footer content'><div class='block newsletter'><div "
        "class='title'><strong>Newsletter</strong></div><input placeholder='Geben Sie Ihre E-Mail-Adresse ein'><button>"
        "Abonnieren</button></div><ul class='footer links'><li><a>Über uns</a></li><li><a>Kundenservice</a></li></ul>"
        "</div><small class='copyright'><span>Copyright © 2026 Wanderwelt GmbH. Alle Rechte vorbehalten.</span></small>"
        "</footer></div>")
    return _doc("Trekkingrucksack Alpin 45+10", body, "<meta property='og:type' content='product'>", lang="de")


PAGES.append(Page(
    "magento_de", "https://www.wanderwelt.example.de/trekkingrucksack-alpin-45-10.html", _magento_de(),
    keep=["Trekkingrucksack Alpin 45+10", "Der Alpin 45+10 trägt sich auch mit voller Beladung angenehm",
          "Eine integrierte Regenhülle steckt im Bodenfach.", "1,85 kg",
          "Leichter Rucksack für Mehrtagestouren mit verstellbarem Rückensystem."],
    gone=["In den Warenkorb", "Auf den Wunschzettel", "Zur Vergleichsliste hinzufügen", "Ihre Bewertung hinzufügen",
          "Bewertung abschicken", "Willkommen in unserem Shop", "Tagesrucksack Trail 22", "Abonnieren",
          "Sie bewerten", "Nickname"]))


def _prestashop_fr() -> str:
    body = (
        "<main><header id='header'><nav class='header-nav'><div class='container'><div id='_desktop_contact_link'>"
        "Appelez-nous : <span>04 78 12 34 56</span></div><div class='user-info'><a href='/connexion'>Connexion</a></div>"
        "<div class='blockcart cart-preview inactive'><span>Panier</span> <span class='cart-products-count'>(0)</span>"
        "</div></div></nav><div class='header-top'><a href='/' id='_desktop_logo'>La Maison du Couteau</a><ul "
        "id='top-menu' class='top-menu'><li><a href='/3-couteaux-de-cuisine'>Couteaux de cuisine</a></li><li><a "
        "href='/4-couteaux-de-poche'>Couteaux de poche</a></li><li><a href='/5-aiguisage'>Aiguisage</a></li></ul></div>"
        "</header><section id='wrapper'><div class='container'><nav data-depth='3' class='breadcrumb hidden-sm-down'><ol "
        "itemscope itemtype='http://schema.org/BreadcrumbList'><li><a href='/'>Accueil</a></li><li><a "
        "href='/3-couteaux-de-cuisine'>Couteaux de cuisine</a></li><li>Couteau de chef Sabatier 20 cm</li></ol></nav>"
        "<div id='content-wrapper'><section id='main' itemscope itemtype='https://schema.org/Product'><div class='row "
        "product-container'><div class='col-md-6'><section class='page-content' id='content'><div class='images-container'>"
        "<img src='/12-large_default/couteau.jpg' alt='Couteau de chef Sabatier 20 cm'></div></section></div><div "
        "class='col-md-6'><h1 class='h1' itemprop='name'>Couteau de chef Sabatier 20 cm</h1><div class='product-prices'>"
        "<div class='product-price h5' itemprop='offers' itemscope itemtype='https://schema.org/Offer'><div "
        "class='current-price'><span itemprop='price' content='89.9'>89,90 €</span></div></div><div "
        "class='tax-shipping-delivery-label'>TTC</div></div><div class='product-information'><div "
        "id='product-description-short-12' class='product-description' itemprop='description'><p>Lame forgée en acier "
        "inoxydable, manche en bois d'olivier. Fabriqué à Thiers.</p></div><div class='product-actions'><form "
        "id='add-to-cart-or-refresh'><div class='product-add-to-cart'><span class='control-label'>Quantité</span><div "
        "class='product-quantity clearfix'><input type='number' name='qty' value='1'><button class='btn btn-primary "
        "add-to-cart' type='submit'>Ajouter au panier</button></div><span id='product-availability'>En stock</span>"
        "</div><div class='product-additional-info'><div class='social-sharing'><span>Partager</span><ul><li><a>"
        "Facebook</a></li><li><a>Pinterest</a></li></ul></div></div></form></div><div id='block-reassurance'><ul><li>"
        "<span>Livraison offerte dès 60 € d'achat</span></li><li><span>Retours gratuits sous 30 jours</span></li><li>"
        "<span>Paiement 100 % sécurisé</span></li></ul></div><div class='tabs'><ul class='nav nav-tabs' role='tablist'>"
        "<li class='nav-item'><a class='nav-link active' data-toggle='tab' href='#description'>Description</a></li><li "
        "class='nav-item'><a class='nav-link' data-toggle='tab' href='#product-details'>Détails du produit</a></li></ul>"
        "<div class='tab-content' id='tab-content'><div class='tab-pane fade in active' id='description' "
        "role='tabpanel'><div class='product-description'><p>Le couteau de chef est l'outil à tout faire de la cuisine : "
        "émincer les oignons, ciseler les herbes, découper une volaille. Sa lame de 20 centimètres, forgée d'une seule "
        "pièce avec la mitre, reste bien équilibrée dans la main.</p><p>Lavez-le à la main et essuyez-le tout de suite ; "
        "le lave-vaisselle abîme le bois du manche et émousse le tranchant.</p></div></div><div class='tab-pane fade' "
        "id='product-details' role='tabpanel'><div class='product-reference'><label class='label'>Référence </label>"
        "<span itemprop='sku'>SAB-CH20</span></div><section class='product-features'><p class='h6'>Fiche technique</p>"
        "<dl class='data-sheet'><dt class='name'>Longueur de lame</dt><dd class='value'>20 cm</dd><dt class='name'>"
        "Acier</dt><dd class='value'>X50CrMoV15</dd><dt class='name'>Manche</dt><dd class='value'>Olivier</dd></dl>"
        "</section></div></div></div></div></div></div></section><section class='product-accessories clearfix'><p "
        "class='h5 text-uppercase'>Vous aimerez aussi</p><div class='products'><article class='product-miniature'><h3 "
        "class='h3 product-title'><a href='/aiguiseur'>Aiguiseur à eau 1000/6000</a></h3><span class='price'>39,00 €"
        "</span></article></div></section></div></div></section><footer id='footer'><div class='block_newsletter'><p>"
        "Recevez nos offres spéciales</p><input placeholder='Votre adresse e-mail'><button>S’abonner</button><p>Vous "
        "pouvez vous désinscrire à tout moment.</p></div><ul><li><a>Livraison</a></li><li><a>Mentions légales</a></li>"
        "<li><a>Conditions d'utilisation</a></li></ul><p class='text-sm-center'><a href='https://www.prestashop.com'>"
        "© 2026 - Logiciel e-commerce par PrestaShop™</a></p></footer></main>")
    return _doc("Couteau de chef Sabatier 20 cm", body, "<meta property='og:type' content='product'>", lang="fr")


PAGES.append(Page(
    "prestashop_fr", "https://www.maison-du-couteau.example.fr/couteaux-de-cuisine/12-couteau-de-chef-sabatier-20-cm.html",
    _prestashop_fr(),
    keep=["Couteau de chef Sabatier 20 cm", "Le couteau de chef est l'outil à tout faire de la cuisine",
          "le lave-vaisselle abîme le bois du manche et émousse le tranchant.",
          "Lame forgée en acier inoxydable, manche en bois d'olivier."],
    gone=["Ajouter au panier", "Livraison offerte dès 60 € d'achat", "Retours gratuits sous 30 jours",
          "Paiement 100 % sécurisé", "Vous aimerez aussi", "Aiguiseur à eau", "Recevez nos offres spéciales",
          "Logiciel e-commerce par PrestaShop", "Appelez-nous"]))


def _shopify_it() -> str:
    body = (
        "<div class='shopify-section shopify-section-group-header-group announcement-bar-section'><div "
        "class='announcement-bar'><p class='announcement-bar__message'>Spedizione gratuita per ordini superiori a 49 €"
        "</p></div></div><div class='shopify-section section-header'><header class='header header--middle-left'><a "
        "href='/' class='header__heading-link'>Oleificio Colle Verde</a><nav class='header__inline-menu'><ul "
        "class='list-menu'><li><a href='/collections/olio'>Olio</a></li><li><a href='/collections/regali'>Regali</a></li>"
        "<li><a href='/pages/chi-siamo'>Chi siamo</a></li></ul></nav><a href='/cart' class='header__icon'>Carrello</a>"
        "</header></div><main id='MainContent' class='content-for-layout' role='main'><section "
        "class='shopify-section section'><section class='page-width'><div class='product product--large grid'><div "
        "class='grid__item product__media-wrapper'><div class='product__media'><img src='/olio.jpg' alt=''></div></div>"
        "<div class='product__info-wrapper grid__item'><section id='ProductInfo-template' class='product__info-container'>"
        "<p class='product__text inline-richtext caption-with-letter-spacing'>Oleificio Colle Verde</p><div "
        "class='product__title'><h1>Olio extravergine Coratina 750 ml</h1></div><div class='no-js-hidden' "
        "id='price-template' role='status'><div class='price price--large'><div class='price__container'><div "
        "class='price__regular'><span class='visually-hidden visually-hidden--inline'>Prezzo di listino</span><span "
        "class='price-item price-item--regular'>€18,50</span></div></div></div><div class='product__tax caption "
        "rte'>Imposte incluse. <a href='/policies/shipping-policy'>Spese di spedizione</a> calcolate al momento del "
        "pagamento.</div></div><div class='product-form__input product-form__quantity'><label class='quantity__label "
        "form__label'>Quantità</label><quantity-input class='quantity'><button class='quantity__button' "
        "name='minus'>Diminuisci quantità</button><input class='quantity__input' type='number' value='1'><button "
        "class='quantity__button' name='plus'>Aumenta quantità</button></quantity-input></div><product-form "
        "class='product-form'><form><div class='product-form__buttons'><button type='submit' class='product-form__submit "
        "button button--full-width button--secondary'><span>Aggiungi al carrello</span></button><div "
        "data-shopify='payment-button' class='shopify-payment-button'><button class='shopify-payment-button__button'>"
        "Acquista ora</button></div></div></form></product-form><div class='product__description rte quick-add-hidden'>"
        "<p>La Coratina è la cultivar pugliese più ricca di polifenoli: il suo olio è verde intenso, con un amaro e un "
        "piccante decisi che si ammorbidiscono nei mesi dopo la frangitura.</p><p>Le olive vengono raccolte a mano "
        "all'inizio di novembre e frante a freddo entro sei ore. Ottimo a crudo su legumi, bruschette e carni alla "
        "griglia.</p></div><div class='product__accordion accordion quick-add-hidden'><details><summary><div "
        "class='summary__title'><h2 class='h4 accordion__title'>Spedizioni e resi</h2></div></summary><div "
        "class='accordion__content rte'><p>Spediamo in 24–48 ore lavorative. Puoi restituire i prodotti non aperti "
        "entro 14 giorni.</p></div></details></div><share-button class='share-button quick-add-hidden'><button "
        "class='share-button__button'>Condividi</button></share-button></section></div></div></section></section>"
        "<section class='shopify-section'><div class='product-recommendations'><h2 class='product-recommendations__heading'>"
        "Potrebbe interessarti anche</h2><ul class='grid product-grid'><li class='grid__item'><div class='card__content'>"
        "<h3 class='card__heading'><a href='/products/olio-peranzana'>Olio extravergine Peranzana 500 ml</a></h3><span "
        "class='price-item'>€14,90</span></div></li></ul></div></section></main><footer class='footer'><div "
        "class='footer-block--newsletter'><h2>Iscriviti alla nostra newsletter</h2><input placeholder='E-mail'>"
        "</div><ul class='policies list-unstyled'><li><small>© 2026, Oleificio Colle Verde Tecnologia di Shopify</small>"
        "</li><li><a href='/policies/privacy-policy'>Informativa sulla privacy</a></li></ul></footer>")
    return _doc("Olio extravergine Coratina 750 ml – Oleificio Colle Verde", body,
                "<meta property='og:type' content='product'>", lang="it")


PAGES.append(Page(
    "shopify_it", "https://www.collevrede-olio.example.it/products/olio-extravergine-coratina-750-ml", _shopify_it(),
    keep=["Olio extravergine Coratina 750 ml", "La Coratina è la cultivar pugliese più ricca di polifenoli",
          "Le olive vengono raccolte a mano all'inizio di novembre e frante a freddo entro sei ore."],
    gone=["Aggiungi al carrello", "Acquista ora", "Imposte incluse", "Spedizione gratuita per ordini superiori",
          "Potrebbe interessarti anche", "Olio extravergine Peranzana", "Iscriviti alla nostra newsletter",
          "Diminuisci quantità", "Condividi", "Tecnologia di Shopify"]))


# --- a collection ---------------------------------------------------------------------------------------------------

def _recipe_category_de() -> str:
    cards = [
        ("kuerbissuppe", "Kürbissuppe mit Ingwer", "30 Min.", "Einfach"),
        ("linsen-dal", "Rotes Linsen-Dal", "35 Min.", "Einfach"),
        ("ofengemuese", "Ofengemüse mit Feta", "45 Min.", "Einfach"),
        ("gulasch", "Rindergulasch wie bei Oma", "2 Std.", "Mittel"),
        ("kaesespaetzle", "Allgäuer Käsespätzle", "50 Min.", "Mittel"),
        ("zwiebelkuchen", "Schwäbischer Zwiebelkuchen", "1 Std. 30 Min.", "Mittel"),
    ]
    grid = "".join(
        f"<article class='recipe-card'><a href='/rezepte/{slug}' class='recipe-card__link'><img src='/img/{slug}.jpg' "
        f"alt='{name}'><h3 class='recipe-card__title'>{name}</h3></a><div class='recipe-card__meta'><span "
        f"class='time'>{time}</span> <span class='difficulty'>{level}</span></div><button class='bookmark'>Merken"
        f"</button></article>"
        for slug, name, time, level in cards)
    body = (
        "<div id='usercentrics-root'></div><header class='site-header'><a href='/' class='logo'>Kochzeit</a><nav><ul>"
        "<li><a href='/rezepte/'>Rezepte</a></li><li><a href='/magazin/'>Magazin</a></li><li><a href='/wochenplan/'>"
        "Wochenplan</a></li></ul></nav><a href='/login'>Anmelden</a></header><nav class='breadcrumb'><a href='/'>"
        "Startseite</a> › <a href='/rezepte/'>Rezepte</a> › <span>Herbstrezepte</span></nav><main class='category'>"
        "<header class='category-header'><h1>Herbstrezepte</h1><div class='category-intro'><p>Wenn die Tage kürzer "
        "werden, kommen Kürbis, Rote Bete und Pilze auf den Tisch. In dieser Sammlung finden Sie wärmende Suppen, "
        "Schmorgerichte und Ofengerichte, die sich gut vorbereiten lassen und auch am nächsten Tag noch schmecken.</p>"
        "</div></header><div class='filter-bar'><span>Filtern nach:</span><button>Vegetarisch</button><button>Schnell"
        "</button><button>Sortieren: Beliebteste</button></div><section class='recipe-grid'>"
        f"{grid}</section><nav class='pagination'><a class='active'>1</a> <a href='?page=2'>2</a> <a href='?page=3'>3"
        "</a> <a href='?page=2'>Weiter</a></nav><section class='category-text'><h2>Was im Herbst Saison hat</h2>"
        "<p>Im Oktober und November gibt es regionale Kürbisse, Kohl, Äpfel, Birnen und Maronen. Wer saisonal kocht, "
        "kauft günstiger ein und bekommt Gemüse, das nicht lange unterwegs war.</p><p>Viele Herbstgerichte lassen sich "
        "in größeren Mengen kochen und einfrieren. Suppen und Eintöpfe halten im Gefrierfach etwa drei Monate.</p>"
        "</section><aside class='newsletter-box'><h2>Jede Woche neue Rezepte</h2><p>Melden Sie sich für unseren "
        "Newsletter an und erhalten Sie jeden Freitag den Wochenplan.</p><button>Jetzt anmelden</button></aside></main>"
        "<footer><ul><li><a>Impressum</a></li><li><a>Datenschutz</a></li></ul><p>© 2026 Kochzeit Medien GmbH</p></footer>")
    return _doc("Herbstrezepte: wärmende Rezepte für kalte Tage | Kochzeit", body, lang="de")


PAGES.append(Page(
    "recipe_category_de", "https://www.kochzeit.example.de/rezepte/herbstrezepte/", _recipe_category_de(),
    keep=["Herbstrezepte", "In dieser Sammlung finden Sie wärmende Suppen",
          "Im Oktober und November gibt es regionale Kürbisse",
          "Suppen und Eintöpfe halten im Gefrierfach etwa drei Monate."],
    gone=["Filtern nach:", "Sortieren: Beliebteste", "Merken", "Jede Woche neue Rezepte", "Jetzt anmelden",
          "Melden Sie sich für unseren Newsletter an"]))


# --- a second round: more engines ------------------------------------------------------------------------------------

def _old_reddit() -> str:
    def comment(cid: str, user: str, points: int, html: str, children: str = "") -> str:
        return (
            f"<div class='thing id-t1_{cid} comment' id='thing_t1_{cid}' data-author='{user}'><p class='parent'></p>"
            f"<div class='midcol unvoted'><div class='arrow up login-required' role='button' aria-label='upvote'></div>"
            f"<div class='arrow down login-required' role='button' aria-label='downvote'></div></div>"
            f"<div class='entry unvoted'><p class='tagline'><a href='javascript:void(0)' class='expand'>[–]</a><a "
            f"href='/user/{user}' class='author may-blank'>{user}</a><span class='userattrs'></span> <span "
            f"class='score unvoted'>{points} points</span> <time class='live-timestamp'>3 hours ago</time></p>"
            f"<form class='usertext warn-on-unload'><div class='usertext-body may-blank-within md-container'><div "
            f"class='md'>{html}</div></div></form><ul class='flat-list buttons'><li class='first'><a "
            f"href='/r/bicycletouring/comments/1x2y3z/_/{cid}/' class='bylink'>permalink</a></li><li><a>embed</a></li>"
            f"<li><a>save</a></li><li><a>report</a></li><li><a class='reply-button'>reply</a></li></ul></div>"
            f"<div class='child'>{children}</div><div class='clearleft'></div></div>")

    post = ("<div class='thing id-t3_1x2y3z link self' data-author='packmule_88'><div class='entry unvoted'><div "
            "class='top-matter'><p class='title'><a class='title may-blank' href='/r/bicycletouring/comments/1x2y3z/'>"
            "Crossing the Alps in late October: which passes stay open?</a></p><p class='tagline'>submitted 5 hours ago "
            "by <a href='/user/packmule_88' class='author'>packmule_88</a></p></div><div class='expando'><form "
            "class='usertext'><div class='usertext-body may-blank-within md-container'><div class='md'><p>I'm riding "
            "from Munich to Verona at the end of October with a loaded touring bike. Brenner is the obvious choice, but "
            "I'd rather avoid the highway traffic. Are the Reschen and the Timmelsjoch still open that late?</p></div>"
            "</div></form></div><ul class='flat-list buttons'><li class='first'><a class='comments'>42 comments</a></li>"
            "<li><a>share</a></li><li><a>save</a></li><li><a>hide</a></li><li><a>report</a></li></ul></div></div>")
    c2 = comment("k2", "alpenradler", 17, "<blockquote><p>Are the Reschen and the Timmelsjoch still open that "
                 "late?</p></blockquote><p>Reschen is open all year. The Timmelsjoch usually closes in early November, "
                 "but snow can shut it earlier, so check the road's website the day before.</p>")
    c1 = comment("k1", "veloquest", 31, "<p>Take the Reschen: the climb from Landeck is long but gentle, and the "
                 "cycle path down the Vinschgau to Merano is one of the best descents in Europe.</p>", c2)
    body = (
        "<div id='header'><div id='sr-header-area'><div class='sr-list'><ul class='flat-list sr-bar hover'><li><a "
        "href='/r/popular/'>popular</a></li><li><a href='/r/all/'>all</a></li><li><a href='/r/random/'>random</a></li>"
        "</ul></div></div><div id='header-bottom-left'><a href='/' id='header-img'>reddit.com</a><span "
        "class='hover pagename redditname'><a href='/r/bicycletouring/'>bicycletouring</a></span><ul class='tabmenu'>"
        "<li class='selected'><a>comments</a></li><li><a>other discussions (3)</a></li></ul></div><div "
        "id='header-bottom-right'><span class='user'>Want to join? <a href='/login'>Log in or sign up</a> in seconds."
        "</span></div></div><div class='side'><div class='spacer'><form id='search'><input name='q' "
        "placeholder='search'></form></div><div class='spacer'><div class='linkinfo'><div class='date'>this post was "
        "submitted on 27 Nov 2026</div><div class='score'>128 points (97% upvoted)</div></div></div><div "
        "class='spacer'><div class='titlebox'><h1 class='hover redditname'>bicycletouring</h1><span "
        "class='subscribers'>412,118 readers</span><div class='usertext-body'><div class='md'><p>A place to share "
        "bike tours, gear and routes. Be kind.</p></div></div></div></div></div>"
        f"<div class='content' role='main'><div class='sitetable linklisting'>{post}</div><div class='commentarea'>"
        "<div class='panestack-title'><span class='title'>all 42 comments</span></div><div class='menuarea'><span "
        "class='dropdown-title'>sorted by:</span> <span class='selected'>best</span></div><div "
        f"class='sitetable nestedlisting'>{c1}</div></div></div><div class='footer-parent'><div class='footer'><p>Use "
        "of this site constitutes acceptance of our User Agreement and Privacy Policy. © 2026 reddit inc. All rights "
        "reserved.</p></div></div>")
    return _doc("Crossing the Alps in late October: which passes stay open? : r/bicycletouring", body)


PAGES.append(Page(
    "old_reddit_en", "https://old.reddit.com/r/bicycletouring/comments/1x2y3z/crossing_the_alps_in_late_october/",
    _old_reddit(),
    # (the comments are not asserted: wcxb's truth of a Lemmy thread keeps the post without its comments, and a
    # rule keeping the replies named like the post, tried in session 28, cost that page half its precision)
    keep=["I'm riding from Munich to Verona at the end of October with a loaded touring bike."],
    gone=["permalink", "Want to join?", "Use of this site constitutes acceptance", "412,118 readers", "sorted by:", "this post was submitted on", "other discussions"]))


def _vbulletin4_de() -> str:
    posts = [
        ("Bastelbernd", "28.11.2026, 18:02", "Hallo,<br><br>mein Raspberry Pi 5 startet nach dem Update auf das neue "
         "Betriebssystem nur noch bis zum Regenbogenbild. Netzteil ist das offizielle mit 27 Watt, die SD-Karte habe "
         "ich schon getauscht.", "Gruß Bernd<br>--<br>Wer lesen kann, ist klar im Vorteil."),
        ("LötKolben", "28.11.2026, 19:40", "<div class='bbcode_container'><div class='bbcode_quote'><div "
         "class='quote_container'><div class='bbcode_postedby'>Zitat von <strong>Bastelbernd</strong> <a "
         "href='showthread.php?p=5521#post5521' rel='nofollow'><img class='inlineimg' alt='Beitrag anzeigen'></a></div>"
         "<div class='message'>die SD-Karte habe ich schon getauscht.</div></div></div></div>Dann liegt es vermutlich am "
         "Bootloader im EEPROM. Mit dem Raspberry Pi Imager kannst du unter „Misc utility images“ einen Bootloader "
         "neu schreiben, danach startet er wieder.", ""),
        ("Bastelbernd", "29.11.2026, 09:15", "Bootloader neu geschrieben, jetzt läuft er wieder. Vielen Dank!",
         "Gruß Bernd<br>--<br>Wer lesen kann, ist klar im Vorteil."),
    ]
    items = "".join(
        f"<li class='postbitlegacy postbitim postcontainer old' id='post_{5520 + i}'><div class='posthead'><span "
        f"class='postdate old'><span class='date'>{date}</span></span><span class='nodecontrols'><a "
        f"name='post{5520 + i}' href='showthread.php?p={5520 + i}#post{5520 + i}' class='postcounter'>#{i}</a></span>"
        f"</div><div class='postdetails'><div class='userinfo'><div class='username_container'><a class='username "
        f"offline popupctrl' href='member.php?u={i}'><strong>{name}</strong></a></div><span class='usertitle'>"
        f"Erfahrener Benutzer</span><dl class='userinfo_extra'><dt>Registriert seit</dt><dd>03.2019</dd><dt>Beiträge"
        f"</dt><dd>{400 + i}</dd></dl></div><div class='postbody'><div class='postrow'><h2 class='title icon'>"
        f"{'Pi 5 bootet nicht mehr' if i == 1 else 'AW: Pi 5 bootet nicht mehr'}</h2><div class='content'><div "
        f"id='post_message_{5520 + i}'><blockquote class='postcontent restore'>{text}</blockquote></div></div></div>"
        + (f"<div class='after_content'><blockquote class='signature restore'><div class='signaturecontainer'>{sig}"
           f"</div></blockquote></div>" if sig else "")
        + "<div class='cleardiv'></div></div></div><div class='postfoot'><div class='textcontrols floatcontainer'>"
        "<span class='postcontrols'><a class='quote'>Zitieren</a> <a class='newreply'>Antworten</a></span></div></div>"
        "<hr></li>"
        for i, (name, date, text, sig) in enumerate(posts, 1))
    body = (
        "<div class='above_body'><div id='header'><a href='forum.php' class='logo-image'>Elektronik-Bastler-Forum</a>"
        "</div><div id='navbar' class='navbar'><ul id='navtabs'><li><a href='forum.php'>Forum</a></li><li><a "
        "href='search.php'>Suche</a></li><li><a href='faq.php'>Hilfe</a></li></ul></div><div id='breadcrumb' "
        "class='breadcrumb'><ul class='floatcontainer'><li class='navbithome'><a href='index.php'>Startseite</a></li>"
        "<li class='navbit'><a href='forum.php'>Forum</a></li><li class='navbit'><a href='forumdisplay.php?f=7'>Einplatinen"
        "computer</a></li></ul></div></div><div class='body_wrapper'><div id='pagetitle'><h1>Thema: <span "
        "class='threadtitle'><a href='showthread.php?t=1201'>Pi 5 bootet nicht mehr</a></span></h1></div>"
        "<div id='thread_controls' class='thread_info_block'><a class='newcontent_textcontrol'>Antworten</a> "
        "<a>Themen-Optionen</a></div><div id='postlist' class='postlist restrain'><ol id='posts' class='posts'>"
        f"{items}</ol></div><div id='thread_info' class='thread_info block'><h4 class='threadinfohead blockhead'>"
        "Themen-Informationen</h4><div class='blockbody'><p>Aktive Benutzer: 1 (0 Mitglieder und 1 Gäste)</p></div>"
        "<h4 class='blockhead'>Ähnliche Themen</h4><ol class='similar'><li><a href='showthread.php?t=990'>Pi 4 "
        "Netzteil zu schwach?</a></li></ol></div></div><div id='footer'><p class='copyright'>Powered by vBulletin® "
        "Version 4.2.5 Copyright ©2026 vBulletin Solutions, Inc. All rights reserved.</p><p>Alle Zeitangaben in WEZ "
        "+1. Es ist jetzt 10:02 Uhr.</p></div>")
    return _doc("Pi 5 bootet nicht mehr", body, lang="de")


PAGES.append(Page(
    "vbulletin4_de", "https://www.elektronik-bastler.example.de/forum/showthread.php?t=1201", _vbulletin4_de(),
    keep=["mein Raspberry Pi 5 startet nach dem Update auf das neue Betriebssystem nur noch bis zum Regenbogenbild.",
          "Dann liegt es vermutlich am Bootloader im EEPROM.", "die SD-Karte habe ich schon getauscht.",
          "Bootloader neu geschrieben, jetzt läuft er wieder."],
    gone=["Wer lesen kann, ist klar im Vorteil", "Zitat von", "Erfahrener Benutzer", "Registriert seit",
          "Themen-Informationen", "Ähnliche Themen", "Pi 4 Netzteil", "Powered by vBulletin", "Alle Zeitangaben",
          "Zitieren", "AW: Pi 5"]))


def _mdn_like() -> str:
    body = (
        "<div class='page-wrapper document-page'><div class='top-navigation-wrap'><header class='top-navigation'><a "
        "href='/en-US/' class='logo'>MDN Web Docs</a><nav class='main-nav'><ul class='main-menu'><li><a>References</a>"
        "</li><li><a>Guides</a></li><li><a>Plus</a></li><li><a>Curriculum</a></li></ul></nav><a class='button "
        "login-link'>Log in</a></header></div><div class='article-actions-container'><nav class='breadcrumbs-container'>"
        "<ol typeof='BreadcrumbList'><li><a href='/en-US/docs/Web'>References</a></li><li><a href='/en-US/docs/Web/"
        "CSS'>CSS</a></li><li><span>clamp()</span></li></ol></nav></div><div class='main-wrapper'><div "
        "class='sidebar-container'><aside id='sidebar-quicklinks' class='sidebar'><div class='sidebar-inner'><ol><li>"
        "<a href='/en-US/docs/Web/CSS/calc'>calc()</a></li><li><a href='/en-US/docs/Web/CSS/max'>max()</a></li><li><a "
        "href='/en-US/docs/Web/CSS/min'>min()</a></li></ol></div></aside></div><div class='toc-container'><aside "
        "class='toc'><nav><h2>In this article</h2><ul><li><a href='#syntax'>Syntax</a></li><li><a "
        "href='#examples'>Examples</a></li><li><a href='#browser_compatibility'>Browser compatibility</a></li></ul>"
        "</nav></aside></div><main id='content' class='main-content' role='main'><article "
        "class='main-page-content' lang='en-US'><header><h1>clamp()</h1><details class='baseline-indicator high'>"
        "<summary><h2>Baseline Widely available</h2></summary><div class='extra'><p>This feature is well established "
        "and works across many devices and browser versions.</p><ul><li><a href='/en-US/docs/Glossary/Baseline'>"
        "Learn more</a></li><li><a href='#browser_compatibility'>See full compatibility</a></li><li><a>Report "
        "feedback</a></li></ul></div></details></header><div class='section-content'><p>The <code>clamp()</code> CSS "
        "function clamps a middle value within a range of values between a defined minimum bound and a maximum bound. "
        "The function takes three parameters: a minimum value, a preferred value, and a maximum allowed value.</p>"
        "</div><section aria-labelledby='syntax'><h2 id='syntax'><a href='#syntax'>Syntax</a></h2><div "
        "class='code-example'><div class='example-header'><span class='language-name'>css</span><button "
        "class='copy-icon'>Copy to Clipboard</button></div><pre class='brush: css notranslate'><code>font-size: "
        "clamp(1rem, 2.5vw, 2rem);</code></pre></div><p>The preferred value is used as long as it lies between the "
        "minimum and the maximum; outside them the nearer bound is used.</p></section><section "
        "aria-labelledby='browser_compatibility'><h2 id='browser_compatibility'><a href='#browser_compatibility'>"
        "Browser compatibility</a></h2><div class='bc-table-wrapper'><p>Loading…</p></div></section><section "
        "aria-labelledby='see_also'><h2 id='see_also'><a href='#see_also'>See also</a></h2><div class='section-content'>"
        "<ul><li><a href='/en-US/docs/Web/CSS/min'><code>min()</code></a></li><li><a href='/en-US/docs/Web/CSS/max'>"
        "<code>max()</code></a></li></ul></div></section></article><aside class='article-footer'><div "
        "class='article-footer-inner'><div class='svg-container'></div><h2>Help improve MDN</h2><fieldset "
        "class='feedback'><label>Was this page helpful to you?</label><button class='button'>Yes</button><button "
        "class='button'>No</button></fieldset><a class='contribute' href='https://github.com/mdn/content/blob/main/"
        "CONTRIBUTING.md'>Learn how to contribute</a><p class='last-modified-date'>This page was last modified on "
        "<time>Nov 28, 2026</time> by <a href='/en-US/docs/Web/CSS/clamp/contributors.txt'>MDN contributors</a>.</p>"
        "<div id='on-github' class='on-github'><a href='https://github.com/mdn/content/blob/main/files/en-us/web/css/"
        "clamp/index.md'>View this page on GitHub</a> • <a href='https://github.com/mdn/content/issues/new'>Report a "
        "problem with this content</a></div></div></aside></main></div><footer id='nav-footer' class='page-footer'>"
        "<p>Your blueprint for a better internet.</p><p>Visit Mozilla Corporation’s not-for-profit parent, the Mozilla "
        "Foundation. Portions of this content are ©1998–2026 by individual mozilla.org contributors.</p></footer></div>")
    return _doc("clamp() - CSS | MDN", body)


PAGES.append(Page(
    "mdn_en", "https://developer.mozilla.example.org/en-US/docs/Web/CSS/clamp", _mdn_like(),
    keep=["clamp()", "The clamp() CSS function clamps a middle value within a range of values",
          "font-size: clamp(1rem, 2.5vw, 2rem);",
          "The preferred value is used as long as it lies between the minimum and the maximum"],
    gone=["Help improve MDN", "Was this page helpful to you?", "Learn how to contribute", "This page was last modified",
          "View this page on GitHub", "Report a problem with this content", "Your blueprint for a better internet",
          "In this article", "Copy to Clipboard", "Loading…"]))


def _docsy_cs() -> str:
    body = (
        "<header><nav class='td-navbar navbar-dark'><a class='navbar-brand' href='/cs/'>Kartograf</a><ul "
        "class='navbar-nav'><li class='nav-item'><a class='nav-link' href='/cs/docs/'>Dokumentace</a></li><li "
        "class='nav-item'><a class='nav-link' href='/cs/blog/'>Blog</a></li><li class='nav-item dropdown'><a "
        "class='nav-link dropdown-toggle'>Čeština</a></li></ul></nav></header><div class='container-fluid td-outer'>"
        "<div class='td-main'><div class='row flex-xl-nowrap'><aside class='col-12 col-md-3 col-xl-2 td-sidebar'><div "
        "id='td-sidebar-menu' class='td-sidebar__inner'><form class='td-sidebar__search'><input type='search' "
        "placeholder='Hledat…'></form><nav class='td-sidebar-nav'><ul class='td-sidebar-nav__section'><li><a "
        "href='/cs/docs/uvod/'>Úvod</a></li><li><a href='/cs/docs/instalace/'>Instalace</a></li><li class='active'><a "
        "href='/cs/docs/vrstvy/'>Mapové vrstvy</a></li></ul></nav></div></aside><aside class='d-none d-xl-block "
        "col-xl-2 td-sidebar-toc'><div class='td-page-meta ml-2 pb-1 pt-2 mb-0'><a href='https://github.com/example/"
        "kartograf/edit/main/content/cs/docs/vrstvy.md' target='_blank'>Upravit tuto stránku</a><a href='https://"
        "github.com/example/kartograf/new/main/content/cs/docs'>Vytvořit podstránku</a><a href='https://github.com/"
        "example/kartograf/issues/new?title=Mapov%C3%A9%20vrstvy'>Vytvořit problém v dokumentaci</a></div><div "
        "class='td-toc'><nav id='TableOfContents'><ul><li><a href='#rastrove-vrstvy'>Rastrové vrstvy</a></li><li><a "
        "href='#vektorove-vrstvy'>Vektorové vrstvy</a></li></ul></nav></div></aside><main class='col-12 col-md-9 "
        "col-xl-8 ps-md-5' role='main'><nav aria-label='breadcrumb' class='td-breadcrumbs'><ol class='breadcrumb'><li "
        "class='breadcrumb-item'><a href='/cs/docs/'>Dokumentace</a></li><li class='breadcrumb-item active'>Mapové "
        "vrstvy</li></ol></nav><div class='td-content'><h1>Mapové vrstvy</h1><div class='lead'>Mapa v Kartografu se "
        "skládá z vrstev, které se vykreslují odspodu nahoru v pořadí, v jakém jsou uvedeny v konfiguraci.</div>"
        "<h2 id='rastrove-vrstvy'>Rastrové vrstvy</h2><p>Rastrová vrstva načítá dlaždice z libovolné služby WMTS "
        "nebo XYZ. Adresu služby zadáte v klíči <code>url</code>, průhlednost v klíči <code>opacity</code>.</p>"
        "<div class='highlight'><pre tabindex='0'><code class='language-yaml' data-lang='yaml'>vrstvy:\n  - typ: raster\n"
        "    url: https://tiles.example.cz/{z}/{x}/{y}.png\n</code></pre></div><h2 id='vektorove-vrstvy'>Vektorové vrstvy"
        "</h2><p>Vektorová vrstva čte soubory GeoJSON a GeoPackage. Styl vrstvy se řídí pravidly, která se "
        "vyhodnocují pro každý prvek zvlášť, takže silnice mohou mít podle třídy různou šířku čáry.</p><div "
        "class='alert alert-primary' role='alert'><h4 class='alert-heading'>Poznámka</h4>Velké soubory GeoJSON "
        "načítejte raději jako GeoPackage, načítání je pak až desetkrát rychlejší.</div><div class='d-print-none'>"
        "<h2 class='feedback--title'>Zpětná vazba</h2><p class='feedback--question'>Byla tato stránka užitečná?</p>"
        "<button class='btn btn-primary mb-4 feedback--answer feedback--answer-yes'>Ano</button><button class='btn "
        "btn-primary mb-4 feedback--answer feedback--answer-no'>Ne</button><p class='feedback--response "
        "feedback--response-yes'>Rádi to slyšíme! Prosím <a href='https://github.com/example/kartograf/issues/new'>"
        "dejte nám vědět</a>, co můžeme zlepšit.</p></div><div class='td-page-meta__lastmod'>Poslední změna 28. "
        "listopadu 2026: <a href='https://github.com/example/kartograf/commit/ab12cd'>Oprava odkazů (ab12cd)</a>"
        "</div></div></main></div></div><footer class='td-footer row d-print-none'><div class='td-footer__copyright'>"
        "© 2026 Kartograf autoři Všechna práva vyhrazena</div><div class='td-footer__about'><a href='/cs/about/'>"
        "O projektu</a></div></footer></div>")
    return _doc("Mapové vrstvy | Kartograf", body, lang="cs")


PAGES.append(Page(
    "docsy_cs", "https://kartograf.example.cz/cs/docs/vrstvy/", _docsy_cs(),
    keep=["Mapové vrstvy", "Rastrové vrstvy", "Vektorové vrstvy",
          "Mapa v Kartografu se skládá z vrstev, které se vykreslují odspodu nahoru",
          "Rastrová vrstva načítá dlaždice z libovolné služby WMTS nebo XYZ.",
          "url: https://tiles.example.cz/{z}/{x}/{y}.png",
          "Velké soubory GeoJSON načítejte raději jako GeoPackage"],
    gone=["Upravit tuto stránku", "Vytvořit problém v dokumentaci", "Byla tato stránka užitečná?", "Rádi to slyšíme",
          "Poslední změna", "Oprava odkazů", "Všechna práva vyhrazena", "Zpětná vazba", "Hledat…"]))


def _comune_it() -> str:
    body = (
        "<div class='cookiebar' role='dialog'><p>Questo sito utilizza cookie tecnici, analytics e di terze parti. "
        "Proseguendo nella navigazione accetti l’utilizzo dei cookie.</p><button>Preferenze</button><button>Accetto"
        "</button></div><header class='it-header-wrapper'><div class='it-header-slim-wrapper'><a href='https://"
        "www.regione.example.it'>Regione Toscana</a><a class='btn btn-primary btn-full'>Accedi all'area personale</a>"
        "</div><div class='it-header-center-wrapper'><div class='it-brand-wrapper'><a href='/'><div "
        "class='it-brand-text'><div class='it-brand-title'>Comune di Castelvecchio</div></div></a></div><div "
        "class='it-search-wrapper'><span>Cerca</span></div></div><div class='it-header-navbar-wrapper'><nav "
        "class='navbar'><ul class='navbar-nav'><li><a href='/amministrazione'>Amministrazione</a></li><li><a "
        "href='/novita'>Novità</a></li><li><a href='/servizi'>Servizi</a></li><li><a href='/vivere-il-comune'>Vivere "
        "il Comune</a></li></ul></nav></div></header><main><div class='container'><nav class='breadcrumb-container' "
        "aria-label='Percorso di navigazione'><ol class='breadcrumb'><li class='breadcrumb-item'><a href='/'>Home</a>"
        "<span class='separator'>/</span></li><li class='breadcrumb-item'><a href='/servizi'>Servizi</a><span "
        "class='separator'>/</span></li><li class='breadcrumb-item active'>Iscrizione al servizio mensa scolastica</li>"
        "</ol></nav><div class='row'><div class='col-lg-8'><h1 data-element='service-title'>Iscrizione al servizio "
        "mensa scolastica</h1><ul class='d-flex flex-wrap gap-1'><li><div class='chip chip-simple' "
        "data-element='service-status'><span class='chip-label'>Servizio attivo</span></div></li></ul><p "
        "data-element='service-description'>Il servizio di refezione è rivolto agli alunni delle scuole "
        "dell'infanzia e primarie del territorio comunale e garantisce un pasto equilibrato nei giorni di rientro "
        "pomeridiano.</p></div><div class='col-lg-3 offset-lg-1'><div class='dropdown'><button class='btn "
        "btn-dropdown dropdown-toggle'>Condividi</button></div><div class='dropdown'><button class='btn btn-dropdown'>"
        "Vedi azioni</button></div></div></div><div class='row'><div class='col-12 col-lg-3'><div "
        "class='cmp-navscroll'><nav class='navbar it-navscroll-wrapper'><div class='link-list-wrapper'><h3>Indice della "
        "pagina</h3><ul><li><a href='#who-needs'>A chi è rivolto</a></li><li><a href='#how-to'>Come fare</a></li><li>"
        "<a href='#costs'>Costi</a></li><li><a href='#contacts'>Contatti</a></li></ul></div></nav></div></div><div "
        "class='col-12 col-lg-8 offset-lg-1'><div class='it-page-sections-container'><section class='it-page-section' "
        "id='who-needs'><h2>A chi è rivolto</h2><p>Possono presentare domanda i genitori degli alunni iscritti alle "
        "scuole dell'infanzia e primarie statali di Castelvecchio.</p></section><section class='it-page-section' "
        "id='how-to'><h2>Come fare</h2><p>La domanda si presenta online dal 1° luglio al 31 agosto, accedendo con "
        "SPID o CIE. Chi si iscrive dopo la scadenza è ammesso al servizio solo in caso di posti disponibili.</p>"
        "</section><section class='it-page-section' id='costs'><h2>Costi</h2><p>La tariffa per pasto va da 1,50 a "
        "4,80 euro secondo l'ISEE del nucleo familiare. Dal terzo figlio il servizio è gratuito.</p></section><section "
        "class='it-page-section' id='contacts'><h2>Contatti</h2><div class='card card-teaser'><div class='card-body'>"
        "<h3 class='card-title'><a href='/ufficio-scuola'>Ufficio Scuola</a></h3><p>Piazza del Municipio 3</p><p>"
        "Telefono: 0577 123456</p></div></div></section><section class='it-page-section'><h2>Argomenti</h2><ul><li><a "
        "class='chip chip-simple'>Istruzione</a></li><li><a class='chip chip-simple'>Famiglia</a></li></ul><p "
        "class='text-paragraph-small'>Ultimo aggiornamento: 28/11/2026, 10:15</p></section></div></div></div></div>"
        "<div class='bg-primary'><div class='container'><div class='cmp-rating' id='rating'><div class='card'><h2 "
        "class='title-medium-2-semi-bold'>Quanto sono chiare le informazioni su questa pagina?</h2><fieldset "
        "class='rating'><legend class='visually-hidden'>Valuta da 1 a 5 stelle la pagina</legend></fieldset></div>"
        "</div></div></div><div class='container'><div class='cmp-contacts'><h2>Contatta il comune</h2><ul><li><a>"
        "Leggi le domande frequenti</a></li><li><a>Richiedi assistenza</a></li><li><a>Prenota appuntamento</a></li>"
        "</ul><h2>Problemi in città</h2><ul><li><a>Segnala disservizio</a></li></ul></div></div></main><footer "
        "class='it-footer'><div class='it-footer-main'><h3>Comune di Castelvecchio</h3><p>Via Roma 1, 53100 "
        "Castelvecchio (SI) – P.IVA 00123456789</p><ul><li><a>Privacy policy</a></li><li><a>Note legali</a></li><li>"
        "<a>Dichiarazione di accessibilità</a></li></ul></div></footer>")
    return _doc("Iscrizione al servizio mensa scolastica | Comune di Castelvecchio", body, lang="it")


PAGES.append(Page(
    "comune_it", "https://www.comune.castelvecchio.example.it/servizi/iscrizione-mensa-scolastica", _comune_it(),
    keep=["Iscrizione al servizio mensa scolastica", "A chi è rivolto", "Come fare", "Costi",
          "Il servizio di refezione è rivolto agli alunni delle scuole dell'infanzia",
          "Possono presentare domanda i genitori degli alunni iscritti",
          "La domanda si presenta online dal 1° luglio al 31 agosto",
          "La tariffa per pasto va da 1,50 a 4,80 euro secondo l'ISEE del nucleo familiare."],
    gone=["Questo sito utilizza cookie tecnici", "Accedi all'area personale", "Indice della pagina",
          "Quanto sono chiare le informazioni", "Contatta il comune", "Segnala disservizio", "Dichiarazione di "
          "accessibilità", "Vedi azioni", "Leggi le domande frequenti"]))


def _assurance_fr() -> str:
    body = (
        "<div id='didomi-host'><div class='didomi-popup'><p>Nous utilisons des cookies pour améliorer votre expérience "
        "et mesurer l'audience du site.</p><button>Accepter &amp; Fermer</button><button>Paramétrer</button></div></div>"
        "<header class='header'><a href='/' class='logo'>Mutuelle Avenir</a><nav><ul><li><a href='/particuliers'>"
        "Particuliers</a></li><li><a href='/professionnels'>Professionnels</a></li><li><a href='/agences'>Trouver une "
        "agence</a></li></ul></nav><a class='btn'>Espace client</a></header><nav class='breadcrumb'><a href='/'>Accueil"
        "</a> &gt; <a href='/particuliers'>Particuliers</a> &gt; <span>Assurance habitation</span></nav><main>"
        "<section class='hero'><h1>Assurance habitation</h1><p class='hero__lead'>Protégez votre logement et vos biens, "
        "que vous soyez locataire ou propriétaire.</p><a class='btn btn--primary' href='/devis/habitation'>Obtenir un devis</a><a class='btn' "
        "href='/rappel'>Être rappelé</a></section><section class='content-block'><h2>Ce que couvre notre contrat</h2><p>Le contrat "
        "couvre les dégâts des eaux, l'incendie, le vol et le vandalisme, ainsi que votre responsabilité civile de "
        "locataire ou de propriétaire. En cas de sinistre, un expert passe chez vous sous 72 heures.</p><p>Les objets "
        "de valeur sont assurés jusqu'à 8 000 euros sans justificatif ; au-delà, il suffit de nous transmettre les "
        "factures ou des photos.</p></section><section class='content-block'><h2>Trois formules au choix</h2><ul><li>"
        "Essentielle : les garanties obligatoires pour les locataires</li><li>Confort : avec le bris de glace et "
        "l'assistance serrurerie</li><li>Sérénité : avec le rééquipement à neuf et le jardin</li></ul></section>"
        "<section class='faq'><h2>Questions fréquentes</h2><div class='accordion'><h3 class='accordion__title'><button "
        "aria-expanded='false' aria-controls='faq1'>Puis-je résilier mon contrat à tout moment ?</button></h3><div "
        "id='faq1' class='accordion__panel'><p>Oui, après un an d'engagement vous pouvez résilier à tout moment, sans "
        "frais ni justificatif. La résiliation prend effet un mois après notre réception de votre demande.</p></div>"
        "</div></section><section class='reassurance'><ul><li>Plus de 2 millions d'assurés</li><li>Note 4,5/5 sur Avis "
        "Vérifiés</li><li>Une agence près de chez vous</li></ul></section><section class='cta-banner'><h2>Prêt à vous "
        "assurer ?</h2><a class='btn'>Obtenir un devis</a></section></main><footer><ul><li><a>Mentions légales</a></li>"
        "<li><a>Protection des données</a></li><li><a>Réclamations</a></li></ul><p>Mutuelle Avenir, mutuelle soumise "
        "aux dispositions du livre II du Code de la mutualité.</p></footer>")
    return _doc("Assurance habitation : devis en ligne | Mutuelle Avenir", body, lang="fr")


PAGES.append(Page(
    "assurance_fr", "https://www.mutuelle-avenir.example.fr/particuliers/assurance-habitation", _assurance_fr(),
    keep=["Assurance habitation", "Ce que couvre notre contrat",
          "Le contrat couvre les dégâts des eaux, l'incendie, le vol et le vandalisme",
          "Les objets de valeur sont assurés jusqu'à 8 000 euros sans justificatif",
          "Essentielle : les garanties obligatoires pour les locataires",
          "Puis-je résilier mon contrat à tout moment ?",
          "Oui, après un an d'engagement vous pouvez résilier à tout moment"],
    gone=["Nous utilisons des cookies", "Espace client", "Obtenir un devis", "Être rappelé", "Mentions légales",
          "Trouver une agence"]))


def _alza_cs() -> str:
    body = (
        "<div id='cookies-dialog'><p>Používáme cookies, abychom vám zajistili co nejlepší zážitek z nakupování.</p>"
        "<button>Rozumím</button><button>Nastavení</button></div><header id='header'><a href='/' class='logo'>Elektro"
        "Svět</a><form class='search'><input placeholder='Co hledáte? Např. mobil, televize…'></form><a "
        "href='/kosik'>Košík</a><a href='/muj-ucet'>Můj účet</a></header><nav class='menu'><ul><li><a>Počítače a "
        "notebooky</a></li><li><a>Mobily, chytré hodinky</a></li><li><a>Domácí spotřebiče</a></li></ul></nav>"
        "<div id='breadcrumb'><a href='/'>Elektro Svět</a> › <a href='/domaci-spotrebice'>Domácí spotřebiče</a> › "
        "<a href='/rychlovarne-konvice'>Rychlovarné konvice</a></div><main id='detailPage'><div class='detail-page'>"
        "<div class='detail-head'><h1 itemprop='name'>Rychlovarná konvice Tepla K17 nerez 1,7 l</h1><div "
        "class='rating'><span class='star-rating'>4,7</span> <a href='#hodnoceni'>238 hodnocení</a></div><div "
        "class='code'>Kód: TPL017</div></div><div class='detail-buy'><div class='price-box'><span class='price-box__price'>"
        "899,- Kč</span><span class='price-box__without-vat'>743,- bez DPH</span></div><div class='availability'><span "
        "class='avlVal'>Skladem &gt; 10 ks</span><span>Doručíme zítra 2. 12.</span></div><button "
        "class='btnk1 buy-button'>Do košíku</button><div class='detail-buy__links'><a href='/porovnani?add=TPL017'>Porovnat</a> "
        "<a href='/hlidaci-pes?add=TPL017'>Hlídat</a> <a href='/seznamy?add=TPL017'>Do seznamu</a></div><ul class='params-short'><li>Objem 1,7 l</li><li>Příkon 2200 W</li><li>Materiál nerez"
        "</li></ul></div><div class='detail-tabs'><ul class='tabs'><li class='active'><a href='#popis'>Popis</a></li><li>"
        "<a href='#specifikace'>Specifikace</a></li><li><a href='#hodnoceni'>Hodnocení 238</a></li><li><a "
        "href='#diskuze'>Diskuze 12</a></li></ul><div id='popis' class='tab-content detail-text'><h2>Popis produktu</h2>"
        "<p>Konvice Tepla K17 uvaří litr vody zhruba za tři minuty. Nerezové tělo se zvenku tolik nezahřívá díky "
        "dvojité stěně, takže se konvice dá bezpečně uchopit i hned po dovaření.</p><p>Odnímatelný filtr zachytí "
        "vodní kámen a dá se umýt pod tekoucí vodou. Konvice se sama vypne po dovaření i při zapnutí bez vody.</p></div>"
        "<div id='specifikace' class='tab-content'><h2>Specifikace</h2><table class='params'><tr><th>Objem</th><td>1,7 l"
        "</td></tr><tr><th>Příkon</th><td>2200 W</td></tr><tr><th>Délka kabelu</th><td>75 cm</td></tr></table></div>"
        "<div id='hodnoceni' class='tab-content reviews'><h2>Hodnocení</h2><div class='reviews-summary'><span>4,7 z 5"
        "</span><span>96 % zákazníků doporučuje</span><a class='btn'>Napsat hodnocení</a></div><div class='review'>"
        "<div class='review__author'>Petr, Brno</div><div class='review__date'>12. 11. 2026</div><div "
        "class='review__text'>Vaří rychle a je tichá. Víko by mohlo jít otevřít víc.</div><div class='review__useful'>"
        "Bylo hodnocení užitečné? <a>Ano (4)</a> <a>Ne (0)</a></div></div></div></div><div class='accessories'><h2>"
        "Často kupováno společně</h2><div class='box'><a>Odvápňovač Tepla 250 ml</a><span>99,- Kč</span><button>Do "
        "košíku</button></div></div></div></main><footer><ul><li><a>Reklamace</a></li><li><a>Obchodní podmínky</a></li>"
        "</ul><p>© 2026 Elektro Svět a.s.</p></footer>")
    return _doc("Rychlovarná konvice Tepla K17 nerez 1,7 l | Elektro Svět", body,
                "<meta property='og:type' content='product'>", lang="cs")


PAGES.append(Page(
    "alza_like_cs", "https://www.elektrosvet.example.cz/rychlovarna-konvice-tepla-k17-nerez-d7712.htm", _alza_cs(),
    keep=["Rychlovarná konvice Tepla K17 nerez 1,7 l", "Konvice Tepla K17 uvaří litr vody zhruba za tři minuty.",
          "Konvice se sama vypne po dovaření i při zapnutí bez vody.", "Délka kabelu", "75 cm"],
    gone=["Do košíku", "Porovnat", "Hlídat", "Napsat hodnocení", "Bylo hodnocení užitečné?", "Často kupováno společně",
          "Odvápňovač Tepla", "Používáme cookies", "Doručíme zítra", "Co hledáte?"]))


def _category_cs() -> str:
    items = [("Sencha Kagoshima Bio 100 g", "289 Kč"), ("Gyokuro Yame 50 g", "349 Kč"), ("Genmaicha 100 g", "189 Kč"),
             ("Bancha Hojicha 80 g", "219 Kč"), ("Matcha Uji ceremoniální 30 g", "459 Kč"),
             ("Kukicha Bio 100 g", "199 Kč")]
    grid = "".join(
        f"<div class='product'><div class='p' data-micro='product'><a href='/{i}/' class='image'><img alt='{name}'></a>"
        f"<div class='p-in'><div class='p-in-in'><a href='/{i}/' class='name'><span data-micro='name'>{name}</span></a>"
        f"<div class='ratings-wrapper'><div class='availability'><span>Skladem</span></div></div></div><div "
        f"class='p-bottom'><div class='prices'><div class='price price-final'><strong>{price}</strong></div></div>"
        f"<div class='p-tools'><button class='btn btn-cart add-to-cart-button'>Do košíku</button></div></div></div>"
        f"</div></div>"
        for i, (name, price) in enumerate(items))
    body = (
        "<div class='overall-wrapper'><header id='header'><a href='/' class='site-name'>Čajovna U Draka</a><a "
        "href='/kosik/'>Nákupní košík</a></header><nav id='navigation'><ul class='menu-level-1'><li><a "
        "href='/zeleny-caj/'>Zelený čaj</a></li><li><a href='/oolong/'>Oolong</a></li><li><a href='/konvicky/'>Konvičky"
        "</a></li></ul></nav><div id='content-wrapper' class='container content-wrapper'><aside class='sidebar "
        "sidebar-left'><div class='box box-categories'><h4>Kategorie</h4><ul><li><a href='/zeleny-caj/'>Zelený čaj</a>"
        "</li><li><a href='/cerny-caj/'>Černý čaj</a></li></ul></div><div class='box box-filters'><h4>Filtry</h4><div "
        "class='filter-section'><h4>Cena</h4><span>189 – 459 Kč</span></div><div class='filter-section'><h4>Země "
        "původu</h4><label><input type='checkbox'> Japonsko (6)</label></div></div></aside><main id='content' "
        "class='content narrow'><div class='breadcrumbs'><a href='/'>Domů</a> <span>Zelený čaj</span></div><div "
        "class='category-top'><h1 class='category-title'>Zelený čaj</h1><div class='category-perex'><p>Zelený čaj se "
        "nefermentuje: lístky se hned po sklizni zahřejí párou nebo na pánvi, a proto si zachovají svěží chuť a "
        "zelenou barvu. V naší nabídce najdete japonské čaje od sklizní z jara i z léta.</p></div></div><div "
        "class='listSorting'><span>Řadit podle:</span> <button>Nejprodávanější</button> <button>Nejlevnější</button> "
        "<button>Nejdražší</button></div><div id='products' class='products products-page products-block'>"
        f"{grid}</div><div class='listingControls'><div class='pagination'><strong>1</strong> <a>2</a> <a>Další "
        "strana</a></div><div class='itemsTotal'><strong>6</strong> položek celkem</div></div><div "
        "class='category__secondDescription'><h2>Jak zelený čaj připravit</h2><p>Japonské zelené čaje nesnášejí "
        "vroucí vodu. Nechte ji vychladnout na 70 až 80 °C a louhujte nejvýše dvě minuty, jinak čaj zhořkne.</p></div>"
        "</main></div><footer id='footer'><div class='copyright'>Copyright 2026 Čajovna U Draka. Všechna práva "
        "vyhrazena.</div><div class='signature'>Vytvořil Shoptet</div></footer></div>")
    return _doc("Zelený čaj - Čajovna U Draka", body, lang="cs")


PAGES.append(Page(
    "shoptet_category_cs", "https://www.cajovna-udraka.example.cz/zeleny-caj/", _category_cs(),
    keep=["Zelený čaj se nefermentuje: lístky se hned po sklizni zahřejí párou nebo na pánvi",
          "Japonské zelené čaje nesnášejí vroucí vodu."],
    gone=["Řadit podle:", "Do košíku", "Nejprodávanější", "položek celkem", "Další strana", "Vytvořil Shoptet",
          "Filtry", "Země původu"]))


def _phpbb_en_code() -> str:
    posts = [
        ("kernelpanic", "Sat Nov 28, 2026 9:12 pm",
         "My cron job runs fine by hand but does nothing from crontab. This is the line I added with "
         "<span style='font-weight:bold'>crontab -e</span>:<div class='codebox'><p>Code: <a href='#' "
         "onclick='selectCode(this); return false;'>Select all</a></p><pre><code>*/5 * * * * backup.sh &gt;&gt; "
         "/var/log/backup.log 2&gt;&amp;1</code></pre></div>The log file is never created."),
        ("sudo_sandwich", "Sat Nov 28, 2026 9:40 pm",
         "<blockquote><div><cite>kernelpanic wrote: <a href='./viewtopic.php?p=2#p2' data-post-id='2'>↑</a>"
         "<span class='responsive-hide'>Sat Nov 28, 2026 9:12 pm</span></cite>The log file is never created.</div>"
         "</blockquote>Cron runs with a minimal PATH, so it does not find <code>backup.sh</code>. Use the full path to the "
         "script, and make sure the user whose crontab it is may write to /var/log."),
        ("kernelpanic", "Sun Nov 29, 2026 8:03 am", "Full path fixed it, and the log is written now. Thanks!"),
    ]
    items = "".join(
        f"<div id='p{i}' class='post has-profile bg{1 + i % 2}'><div class='inner'><dl class='postprofile'><dt><a "
        f"href='./memberlist.php?mode=viewprofile&amp;u={i}' class='username'>{name}</a></dt><dd class='profile-posts'>"
        f"<strong>Posts:</strong> <a href='./search.php?author_id={i}'>{30 + i}</a></dd><dd class='profile-joined'>"
        f"<strong>Joined:</strong> Tue Jan 10, 2023 4:0{i} pm</dd></dl><div class='postbody'><div id='post_content{i}'>"
        f"<h3 class='first'><a href='#p{i}'>{'Cron job does not run' if i == 1 else 'Re: Cron job does not run'}</a></h3>"
        f"<p class='author'><a class='unread' href='./viewtopic.php?p={i}#p{i}'>Post</a> by <strong><a "
        f"href='./memberlist.php?u={i}' class='username'>{name}</a></strong> » {date}</p><div class='content'>{text}"
        f"</div></div></div><div class='back2top'><a href='#top' class='top'>Top</a></div></div></div>"
        for i, (name, date, text) in enumerate(posts, 1))
    body = (
        "<div id='wrap'><div id='page-header'><div class='headerbar'><a href='./index.php' id='logo'>Linux Questions Board"
        "</a></div><div class='navbar'><ul class='nav-main'><li><a href='/faq.php'>FAQ</a></li><li><a "
        "href='/ucp.php?mode=login'>Login</a></li><li><a href='/ucp.php?mode=register'>Register</a></li></ul><ul "
        "class='nav-breadcrumbs'><li class='breadcrumbs'><a href='./index.php'>Board index</a> ‹ <a "
        "href='./viewforum.php?f=2'>Shell &amp; Scripting</a></li></ul></div></div><div id='page-body'><h2 "
        "class='topic-title'><a href='./viewtopic.php?t=77'>Cron job does not run</a></h2><div class='action-bar "
        "bar-top'><a class='button' href='./posting.php?mode=reply&amp;t=77'>Post Reply</a><div class='pagination'>3 "
        f"posts • Page <strong>1</strong> of <strong>1</strong></div></div>{items}<div class='action-bar bar-bottom'>"
        "<a class='button' href='./posting.php?mode=reply&amp;t=77'>Post Reply</a></div><div class='jumpbox'><a "
        "href='./viewforum.php?f=2'>Return to “Shell &amp; Scripting”</a></div><div class='stat-block online-list'><h3>"
        "Who is online</h3><p>Users browsing this forum: No registered users and 3 guests</p></div></div><div "
        "id='page-footer'><p>Powered by <a href='https://www.phpbb.com/'>phpBB</a>® Forum Software © phpBB Limited</p>"
        "<p>Privacy | Terms</p></div></div>")
    return _doc("Cron job does not run - Linux Questions Board", body)


PAGES.append(Page(
    "phpbb_en_code", "https://forum.linuxboard.example.org/viewtopic.php?t=77", _phpbb_en_code(),
    keep=["My cron job runs fine by hand but does nothing from crontab.",
          "*/5 * * * * backup.sh >> /var/log/backup.log 2>&1", "The log file is never created.",
          "Cron runs with a minimal PATH, so it does not find backup.sh.",
          "Full path fixed it, and the log is written now."],
    gone=["Select all", "kernelpanic wrote", "Who is online", "Users browsing this forum", "Return to",
          "Post Reply", "Powered by", "Joined:", "Re: Cron job"]))


def _woocommerce_de() -> str:
    body = (
        "<div class='cmplz-cookiebanner'><div class='cmplz-message'><p>Um Ihnen ein optimales Erlebnis zu bieten, "
        "verwenden wir Technologien wie Cookies.</p></div><button class='cmplz-btn cmplz-accept'>Akzeptieren</button>"
        "<button class='cmplz-btn cmplz-deny'>Ablehnen</button></div><header id='masthead' class='site-header'><div "
        "class='site-branding'><p class='site-title'><a href='/'>Imkerei Sonnenhang</a></p></div><nav "
        "id='site-navigation' class='main-navigation'><ul id='primary-menu'><li><a href='/shop/'>Shop</a></li><li><a "
        "href='/ueber-uns/'>Über uns</a></li><li><a href='/kontakt/'>Kontakt</a></li></ul></nav><div "
        "class='site-header-cart'><a class='cart-contents' href='/warenkorb/'>0,00 € 0 Artikel</a></div></header>"
        "<div id='content' class='site-content'><div id='primary' class='content-area'><main id='main' "
        "class='site-main'><nav class='woocommerce-breadcrumb'><a href='/'>Startseite</a> / <a href='/kategorie/honig/'>"
        "Honig</a> / Lindenhonig cremig 500 g</nav><div id='product-77' class='product type-product status-publish "
        "instock product_cat-honig has-post-title'><div class='woocommerce-product-gallery'><img alt='Lindenhonig'></div>"
        "<div class='summary entry-summary'><h1 class='product_title entry-title'>Lindenhonig cremig 500 g</h1><p "
        "class='price'><span class='woocommerce-Price-amount amount'><bdi>9,90&nbsp;<span "
        "class='woocommerce-Price-currencySymbol'>€</span></bdi></span></p><div class='legal-price-info'><p "
        "class='wc-gzd-additional-info'><span class='wc-gzd-additional-info tax-info'>inkl. 7 % MwSt.</span><span "
        "class='wc-gzd-additional-info shipping-costs-info'>zzgl. <a href='/versand/'>Versandkosten</a></span></p></div>"
        "<p class='wc-gzd-additional-info delivery-time-info'>Lieferzeit: 2-3 Werktage</p><p class='price-unit "
        "smaller wc-gzd-additional-info'>19,80 € / 1 kg</p><div class='woocommerce-product-details__short-description'>"
        "<p>Mild-blumiger Honig aus der Blüte der Sommerlinde, schonend cremig gerührt.</p></div><form class='cart' "
        "method='post'><div class='quantity'><label class='screen-reader-text'>Lindenhonig Menge</label><input "
        "type='number' value='1'></div><button type='submit' class='single_add_to_cart_button button alt'>In den "
        "Warenkorb</button></form><div class='product_meta'><span class='sku_wrapper'>Artikelnummer: <span "
        "class='sku'>LH-500</span></span> <span class='posted_in'>Kategorie: <a href='/kategorie/honig/'>Honig</a></span>"
        "</div></div><div class='woocommerce-tabs wc-tabs-wrapper'><ul class='tabs wc-tabs' role='tablist'><li "
        "class='description_tab active'><a href='#tab-description'>Beschreibung</a></li><li "
        "class='additional_information_tab'><a href='#tab-additional_information'>Zusätzliche Informationen</a></li><li "
        "class='reviews_tab'><a href='#tab-reviews'>Bewertungen (0)</a></li></ul><div class='woocommerce-Tabs-panel "
        "woocommerce-Tabs-panel--description panel entry-content wc-tab' id='tab-description'><h2>Beschreibung</h2>"
        "<p>Unsere Bienen sammeln den Nektar der Linden im Juli am Rand des Schwarzwalds. Nach dem Schleudern rühren "
        "wir den Honig mehrere Tage, bis er fein cremig ist und sich leicht streichen lässt.</p><p>Honig nicht über "
        "40 °C erwärmen, sonst gehen Enzyme und Aroma verloren. Kühl und trocken lagern.</p></div><div "
        "class='woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab' "
        "id='tab-additional_information'><h2>Zusätzliche Informationen</h2><table class='woocommerce-product-attributes "
        "shop_attributes'><tr class='woocommerce-product-attributes-item'><th "
        "class='woocommerce-product-attributes-item__label'>Gewicht</th><td "
        "class='woocommerce-product-attributes-item__value'>0,5 kg</td></tr><tr><th>Herkunft</th><td><p>Deutschland</p>"
        "</td></tr></table></div><div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel "
        "entry-content wc-tab' id='tab-reviews'><div id='reviews' class='woocommerce-Reviews'><div id='comments'><h2 "
        "class='woocommerce-Reviews-title'>Bewertungen</h2><p class='woocommerce-noreviews'>Es gibt noch keine "
        "Bewertungen.</p></div><div id='review_form_wrapper'><div id='respond' class='comment-respond'><span "
        "id='reply-title' class='comment-reply-title'>Schreibe die erste Bewertung für „Lindenhonig cremig 500 g“</span>"
        "<p class='must-log-in'>Du musst <a href='/mein-konto/'>angemeldet</a> sein, um eine Bewertung abgeben zu "
        "können.</p></div></div></div></div></div><section class='related products'><h2>Ähnliche Produkte</h2><ul "
        "class='products columns-4'><li class='product'><a href='/produkt/rapshonig/'><h2 "
        "class='woocommerce-loop-product__title'>Rapshonig cremig 500 g</h2><span class='price'>8,50 €</span></a><a "
        "href='?add-to-cart=78' class='button add_to_cart_button'>In den Warenkorb</a></li></ul></section></div></main>"
        "</div></div><footer id='colophon' class='site-footer'><div class='site-info'>© Imkerei Sonnenhang 2026 – "
        "Erstellt mit <a href='https://woocommerce.com'>WooCommerce</a>.</div></footer>")
    return _doc("Lindenhonig cremig 500 g – Imkerei Sonnenhang", body, "<meta property='og:type' content='product'>",
                lang="de")


PAGES.append(Page(
    "woocommerce_de", "https://www.imkerei-sonnenhang.example.de/produkt/lindenhonig-cremig-500-g/", _woocommerce_de(),
    keep=["Lindenhonig cremig 500 g", "Unsere Bienen sammeln den Nektar der Linden im Juli",
          "Honig nicht über 40 °C erwärmen", "Mild-blumiger Honig aus der Blüte der Sommerlinde",
          "Gewicht", "0,5 kg", "Deutschland"],
    gone=["In den Warenkorb", "inkl. 7 % MwSt.", "Es gibt noch keine Bewertungen", "Schreibe die erste Bewertung",
          "angemeldet sein, um eine Bewertung", "Rapshonig cremig", "Ähnliche Produkte", "Um Ihnen ein optimales Erlebnis",
          "Erstellt mit", "Lieferzeit: 2-3 Werktage"]))


def _council_en() -> str:
    body = (
        "<div id='global-cookie-message' class='gem-c-cookie-banner'><p>We use some essential cookies to make this "
        "website work. We'd like to set additional cookies to understand how you use the site.</p><button>Accept "
        "additional cookies</button><button>Reject additional cookies</button><a href='/cookies'>View cookies</a></div>"
        "<a href='#main-content' class='govuk-skip-link'>Skip to main content</a><header class='govuk-header'><a "
        "href='/' class='govuk-header__link'>Northbury Borough Council</a><nav><ul><li><a href='/bins'>Bins and "
        "recycling</a></li><li><a href='/council-tax'>Council tax</a></li><li><a href='/planning'>Planning</a></li>"
        "</ul></nav></header><div class='govuk-width-container'><div class='govuk-breadcrumbs'><ol><li><a "
        "href='/'>Home</a></li><li><a href='/bins'>Bins and recycling</a></li></ol></div><main "
        "class='govuk-main-wrapper' id='main-content'><div class='govuk-grid-row'><div "
        "class='govuk-grid-column-two-thirds'><h1 class='govuk-heading-xl'>Garden waste collections</h1><p "
        "class='govuk-body-l'>Our garden waste service collects grass cuttings, leaves, hedge trimmings and small "
        "branches every two weeks from March to November.</p><h2 class='govuk-heading-m'>How much it costs</h2><p>A "
        "yearly subscription costs £52 for one brown bin. You can have up to three bins at the same address.</p><a "
        "href='/garden-waste/subscribe' role='button' class='govuk-button govuk-button--start'>Start now</a><h2 "
        "class='govuk-heading-m'>What you cannot put in your brown bin</h2><ul class='govuk-list govuk-list--bullet'>"
        "<li>food waste or cooked vegetables</li><li>soil, stones or rubble</li><li>plastic plant pots and bags</li>"
        "</ul><div class='govuk-inset-text'>If your bin has the wrong things in it, we will not empty it and will leave "
        "a tag on the handle.</div><h2 class='govuk-heading-m'>Missed collections</h2><p>Report a missed bin by 5pm "
        "the day after your collection day and we will come back within two working days.</p><div "
        "class='app-c-feedback'><div class='js-prompt'><h2>Is this page useful?</h2><button>Yes</button><button>No"
        "</button><button>Report a problem with this page</button></div></div><p class='page-updated'>Last updated: "
        "28 November 2026</p></div><div class='govuk-grid-column-one-third'><aside class='app-related-items' "
        "role='complementary'><h2 class='govuk-heading-s'>Related content</h2><ul><li><a href='/bins/collection-days'>"
        "Find your bin collection day</a></li><li><a href='/bins/bulky-waste'>Bulky waste collections</a></li></ul>"
        "</aside></div></div></main></div><footer class='govuk-footer'><ul><li><a>Accessibility statement</a></li><li>"
        "<a>Contact us</a></li><li><a>Privacy</a></li></ul><p>All content is available under the Open Government "
        "Licence v3.0, except where otherwise stated</p><p>© Northbury Borough Council</p></footer>")
    return _doc("Garden waste collections - Northbury Borough Council", body)


PAGES.append(Page(
    "council_en", "https://www.northbury.example.gov.uk/bins/garden-waste", _council_en(),
    keep=["Garden waste collections", "How much it costs", "What you cannot put in your brown bin",
          "Our garden waste service collects grass cuttings, leaves, hedge trimmings",
          "A yearly subscription costs £52 for one brown bin.", "soil, stones or rubble",
          "If your bin has the wrong things in it, we will not empty it",
          "Report a missed bin by 5pm the day after your collection day"],
    gone=["We use some essential cookies", "Skip to main content", "Start now", "Is this page useful?",
          "Report a problem with this page", "Find your bin collection day", "Open Government Licence",
          "Accessibility statement", "Last updated"]))


def _xenforo_en() -> str:
    posts = [
        ("greenthumb", "Nov 27, 2026", "My sourdough starter smells like nail polish remover after two days in the fridge. "
         "It still rises, but the bread tastes sour in a bad way. Should I throw it out?", "Zone 7b | 2 raised beds"),
        ("crumbshot", "Nov 27, 2026", "<blockquote class='bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote'><div "
         "class='bbCodeBlock-title'><a class='bbCodeBlock-sourceJump'>greenthumb said:</a></div><div "
         "class='bbCodeBlock-content'><div class='bbCodeBlock-expandContent'>It still rises, but the bread tastes sour in "
         "a bad way.</div><div class='bbCodeBlock-expandLink'><a role='button'>Click to expand...</a></div></div>"
         "</blockquote>That acetone smell just means it is hungry. Feed it twice a day at room temperature for two days "
         "and the smell goes away.", ""),
    ]
    arts = "".join(
        f"<article class='message message--post js-post' data-author='{name}'><div class='message-inner'><div "
        f"class='message-cell message-cell--user'><section class='message-user'><h4 class='message-name'><a "
        f"href='/members/{name}.{i}/' class='username'>{name}</a></h4><h5 class='userTitle'>Well-known member</h5>"
        f"<dl class='pairs'><dt>Joined</dt><dd>Apr 2, 2021</dd></dl><dl class='pairs'><dt>Messages</dt><dd>{800 + i}</dd>"
        f"</dl><dl class='pairs'><dt>Reaction score</dt><dd>{1200 + i}</dd></dl></section></div><div class='message-cell "
        f"message-cell--main'><header class='message-attribution'><a href='/threads/x.1/post-{i}'><time>{date}</time>"
        f"</a><ul class='message-attribution-opposite'><li><a>Add bookmark</a></li><li><a>#{i}</a></li></ul></header>"
        f"<div class='message-content js-messageContent'><article class='message-body js-selectToQuote'><div "
        f"class='bbWrapper'>{text}</div></article>"
        + (f"<aside class='message-signature'><div class='bbWrapper'>{sig}</div></aside>" if sig else "")
        + "</div><footer class='message-footer'><div class='message-actionBar actionBar'><a class='actionBar-action'>"
        "Report</a> <a class='actionBar-action'>Like</a> <a class='actionBar-action'>Reply</a></div><div "
        "class='reactionsBar'><a>You, crumbshot and 3 others</a></div></footer></div></div></article>"
        for i, (name, date, text, sig) in enumerate(posts, 1))
    body = (
        "<div class='p-pageWrapper'><header class='p-header'><a href='/'>The Fresh Loaf Forum</a></header><nav "
        "class='p-nav'><a href='/forums/'>Forums</a> <a href='/whats-new/'>What's new</a> <a href='/login/'>Log in</a> "
        "<a href='/register/'>Register</a></nav><div class='p-body'><ul class='p-breadcrumbs'><li><a href='/forums/'>"
        "Forums</a></li><li><a href='/forums/starters.5/'>Starters</a></li></ul><h1 class='p-title-value'>Starter "
        "smells like acetone</h1><div class='block-body'>"
        f"{arts}</div><div class='blockMessage'>You must log in or register to reply here.</div><div class='block'><h3>"
        "Similar threads</h3><ul><li><a href='/threads/a.2/'>Rye starter too runny?</a></li></ul></div><div "
        "class='shareButtons'><span>Share:</span><a>Facebook</a><a>X</a><a>Reddit</a><a>Pinterest</a><a>Email</a>"
        "<a>Share Link</a></div></div><footer class='p-footer'><p>Community platform by XenForo® © 2010-2026 XenForo "
        "Ltd.</p></footer></div>")
    return _doc("Starter smells like acetone | The Fresh Loaf Forum", body)


PAGES.append(Page(
    "xenforo_en", "https://forum.freshloaf.example.com/threads/starter-smells-like-acetone.4411/", _xenforo_en(),
    keep=["My sourdough starter smells like nail polish remover after two days in the fridge.",
          "It still rises, but the bread tastes sour in a bad way.",
          "That acetone smell just means it is hungry."],
    gone=["Click to expand", "greenthumb said", "Zone 7b", "Well-known member", "Reaction score",
          "You must log in or register to reply here", "Similar threads", "Share Link", "Community platform by",
          "You, crumbshot and 3 others"]))


def _forum_sk() -> str:
    posts = [
        ("mamina_zuzka", "včera o 21:14", "Dobrý večer, máme dvojročného syna a od pondelka začal chodiť do škôlky. "
         "Každé ráno plače pri dverách a učiteľky hovoria, že sa upokojí až po obede. Ako dlho to u vás trvalo?"),
        ("lucia_k", "včera o 21:40", "U nás to trvalo asi tri týždne. Pomohlo, keď sme ho vodili vždy v rovnakom čase a "
         "lúčili sa krátko, bez dlhého vysvetľovania."),
        ("janka77", "dnes o 07:05", "Dajte mu so sebou niečo z domu, napríklad malú plyšovú hračku. Náš syn ju mal vo "
         "vrecku celý prvý mesiac a ráno sa s ňou lúčil ľahšie."),
        ("mamina_zuzka", "dnes o 08:30", "Ďakujem vám, skúsime hračku aj kratšie lúčenie."),
    ]
    units = "".join(
        f"<div class='discussion-item'><div class='discussion-item-head'><a href='/profil/{name}/' class='user-link'>"
        f"{name}</a><span class='time'>{when}</span></div><div class='discussion-item-text'><p>{text}</p></div>"
        f"<div class='discussion-item-actions'><a href='/prihlasenie/'>Odpovedať</a> <a href='/prihlasenie/'>"
        f"Páči sa mi to</a></div></div>"
        for name, when, text in posts)
    body = (
        "<header class='site-header'><a href='/' class='logo'>Rodinka.sk</a><nav><ul><li><a href='/tehotenstvo/'>"
        "Tehotenstvo</a></li><li><a href='/deti/'>Deti</a></li><li><a href='/forum/'>Fórum</a></li></ul></nav><a "
        "href='/prihlasenie/'>Prihlásiť sa</a></header><div class='breadcrumbs'><a href='/forum/'>Fórum</a> › <a "
        "href='/forum/skolka/'>Škôlka</a></div><main class='main'><h1>Adaptácia v škôlke – plač každé ráno</h1><div "
        "class='discussion'>"
        f"{units}</div><div class='login-box'><p>Pre pridanie príspevku sa musíte prihlásiť.</p><a "
        "href='/prihlasenie/'>Prihlásiť sa</a> <a href='/registracia/'>Registrovať</a></div></main><aside "
        "class='sidebar'><h3>Najčítanejšie diskusie</h3><ul><li><a href='/forum/1/'>Kedy prestať s plienkami?</a></li>"
        "<li><a href='/forum/2/'>Materská a rodičovský príspevok 2026</a></li></ul></aside><footer><p>© 2026 Rodinka.sk"
        " | <a href='/podmienky/'>Podmienky používania</a> | <a href='/ochrana-udajov/'>Ochrana osobných údajov</a></p>"
        "</footer>")
    return _doc("Adaptácia v škôlke – plač každé ráno | Fórum Rodinka.sk", body, lang="sk")


PAGES.append(Page(
    "forum_sk", "https://www.rodinka.example.sk/forum/skolka/adaptacia-v-skolke-plac-kazde-rano-88123/", _forum_sk(),
    keep=["Každé ráno plače pri dverách a učiteľky hovoria, že sa upokojí až po obede.",
          "U nás to trvalo asi tri týždne.", "Dajte mu so sebou niečo z domu, napríklad malú plyšovú hračku.",
          "Ďakujem vám, skúsime hračku aj kratšie lúčenie."],
    gone=["Odpovedať", "Páči sa mi to", "Pre pridanie príspevku sa musíte prihlásiť", "Najčítanejšie diskusie",
          "Kedy prestať s plienkami", "Podmienky používania"]))


def _gitbook_en() -> str:
    body = (
        "<div class='flex'><header class='sticky top-0 z-30 w-full'><a href='/' class='group/headerlogo'>Ledgerly Docs"
        "</a><div class='search'><button>Ask or search…</button><kbd>Ctrl K</kbd></div></header><aside "
        "class='toc w-72 hidden lg:flex'><nav aria-label='Table of contents'><ul><li><a href='/'>Getting started</a>"
        "</li><li><a href='/webhooks' aria-current='page'>Webhooks</a></li><li><a href='/rate-limits'>Rate limits</a>"
        "</li></ul></nav><div class='mt-auto'><a href='https://www.gitbook.com/?utm_source=content'>Powered by "
        "GitBook</a></div></aside><main class='flex-1 relative py-8 lg:px-12 break-anywhere'><header class='max-w-3xl "
        "mx-auto mb-6 space-y-3'><h1 class='text-4xl font-bold'>Webhooks</h1><p class='text-lg'>Get notified when an "
        "invoice changes state.</p></header><div class='grid [&>*+*]:mt-5 whitespace-pre-wrap'><p class='max-w-3xl "
        "mx-auto'>Ledgerly sends a POST request to your endpoint each time an invoice is created, paid or voided. The "
        "request body is JSON and carries the invoice as it was after the change.</p><h2 id='verifying-signatures' "
        "class='group/heading'><div class='hash'><a href='#verifying-signatures' aria-label='Direct link to heading'>"
        "</a></div>Verifying signatures</h2><p class='max-w-3xl mx-auto'>Every request has a Ledgerly-Signature header. "
        "Compute an HMAC with SHA-256 of the raw body and your signing secret, and compare it with the header before "
        "you trust the payload.</p><div class='group/codeblock'><div class='flex'><span>Python</span><button "
        "aria-label='Copy'>Copy</button></div><pre><code>expected = hmac.new(secret, body, hashlib.sha256).hexdigest()"
        "</code></pre></div><div class='hint hint-warning'><p>Reply with a 2xx status within ten seconds, or the "
        "delivery is retried with exponential backoff for up to three days.</p></div></div><div class='max-w-3xl "
        "mx-auto mt-12'><div class='flex'><a href='/' class='group text-sm'><span>Previous</span><span>Getting "
        "started</span></a><a href='/rate-limits' class='group text-sm'><span>Next</span><span>Rate limits</span></a>"
        "</div><div class='mt-6 flex'><p>Last updated 3 days ago</p></div><div class='mt-6'><p>Was this helpful?</p>"
        "<button>😞</button><button>😐</button><button>😀</button></div></div></main></div>")
    return _doc("Webhooks | Ledgerly Docs", body)


PAGES.append(Page(
    "gitbook_en", "https://docs.ledgerly.example.io/webhooks", _gitbook_en(),
    keep=["Webhooks", "Verifying signatures",
          "Ledgerly sends a POST request to your endpoint each time an invoice is created, paid or voided.",
          "Compute an HMAC with SHA-256 of the raw body and your signing secret",
          "expected = hmac.new(secret, body, hashlib.sha256).hexdigest()",
          "Reply with a 2xx status within ten seconds"],
    gone=["Ask or search", "Powered by GitBook", "Last updated 3 days ago", "Was this helpful?", "Ctrl K",
          "Getting started"]))
