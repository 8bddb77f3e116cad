"""Whole personal and hobby blog posts on hosts and themes the earlier tests had none of (session 37): Hugo Ananke
(a photo-heavy travel post, figures with captions between short paragraphs), Bear Blog (a note of two sentences),
Typepad (a book review with its rating line and comments), Dreamwidth (a journal entry with its comment thread),
micro.blog, Jekyll Minima (a post that is mostly a list), Hugo Stack (a series part, "Teil 2 von 5"), a Tumblr
text post, a WordPress.com recipe with a long story before the card and a "Werbung" line, and Write.as, in German,
English, French and Italian.  Each page goes through ``document.process``: the post's text stays whole and in
order, the sidebar widgets, archives, tag clouds, share rows, comments and pagers go, and the ``<doc>`` line's
type, date and writer are right.

A "Werbung"/"Anzeige" disclosure the blogger writes at the top of the post body is the blogger's own sentence
(German law asks for it in the text): it is neither asserted kept nor gone here, only the post's prose is."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import processed
from vert_types29_pages import _head, _ld

_OPEN: dict[str, str] = {}  # what no rule keeps yet
_OPEN_FURNITURE: dict[str, str] = {}  # what no rule takes yet

PAGES: dict[str, NewsPage] = {}

# --- Hugo, Ananke theme (German): a travel post of many figures with captions, short paragraphs between ---------

ANANKE = (
    "Um halb sechs klingelte der Wecker, und eine Stunde später standen wir schon am Parkplatz unterhalb der "
    "Seceda-Bahn.",
    "Der Weg zur Bergstation ist steil, aber gut markiert, und oben wartet dieser Blick auf die Geisler-Spitzen.",
    "Von dort sind wir über den Kamm zur Regensburger Hütte abgestiegen, gut drei Stunden mit vielen Fotopausen.",
    "Auf der Hütte gab es Kaiserschmarrn, und der war, ehrlich gesagt, der beste der ganzen Woche.",
    "Am Nachmittag zog ein Gewitter auf, deshalb haben wir den letzten Abschnitt mit dem Bus abgekürzt.",
)


def _ananke() -> str:
    a = ANANKE

    def fig(n: int, cap: str) -> str:
        return (f"<figure><img src='/images/dolomiten-{n}.jpg' alt='{cap}' loading='lazy'><figcaption><h4>{cap}"
                "</h4></figcaption></figure>")
    return (
        _head("Drei Tage in den Dolomiten: Seceda und Geisler | Unterwegs mit Lena", "de",
              "<meta property='og:type' content='article'><meta property='article:published_time' "
              "content='2026-07-14T08:00:00+02:00'><meta name='generator' content='Hugo 0.128.0'>")
        + "<body class='ma0 avenir bg-near-white production'><header class='cover bg-top' style='background-image: "
        "url(/images/dolomiten-0.jpg);'><div class='bg-black-60 pb3-m pb6-l mid-gray'><nav class='pv3 ph3 ph4-ns' "
        "role='navigation'><div class='flex-l justify-between items-center center'><a href='/' class='f3 fw2 "
        "hover-white no-underline white-90 dib'>Unterwegs mit Lena</a><div class='flex-l items-center'><ul "
        "class='pl0 mr3'><li class='list f5 f4-ns fw4 dib pr3'><a class='hover-white no-underline white-90' "
        "href='/reisen/'>Reisen</a></li><li class='list f5 f4-ns fw4 dib pr3'><a class='hover-white no-underline "
        "white-90' href='/about/'>Über mich</a></li></ul></div></div></nav><div class='tc-l pv6 ph3 ph4-ns'><div "
        "class='f2 f1-l fw2 white-90 mb0 lh-title'>Drei Tage in den Dolomiten: Seceda und Geisler</div></div></div>"
        "</header><main class='pb7' role='main'><article class='flex-l flex-wrap justify-between mw8 center ph3'>"
        "<header class='mt4 w-100'><aside class='instapaper_ignoref b helvetica tracked ttu'>Reisen</aside><div "
        "id='sharing' class='mt3 ananke-socials'><a href='https://www.facebook.com/sharer.php?u=x' class='ananke-"
        "social-link facebook no-underline' title='Share on Facebook'>Facebook</a></div><h1 class='f1 athelas mt3 "
        "mb1'>Drei Tage in den Dolomiten: Seceda und Geisler</h1><p class='tracked'>Von <strong>Lena Brandstätter"
        "</strong></p><time class='f6 mv4 dib tracked' datetime='2026-07-14T08:00:00+02:00'>14. Juli 2026</time>"
        "<span class='f6 mv4 dib tracked'> - 4 Minuten Lesezeit</span></header><div class='nested-copy-line-height "
        f"lh-copy serif f4 nested-links mid-gray pr4-l w-two-thirds-l'><p>{a[0]}</p>{fig(1, 'Morgens am Parkplatz')}"
        f"<p>{a[1]}</p>{fig(2, 'Die Geisler-Spitzen von der Seceda')}{fig(3, 'Der Kamm im Gegenlicht')}<p>{a[2]}</p>"
        f"{fig(4, 'Regensburger Hütte')}<p>{a[3]}</p>{fig(5, 'Kaiserschmarrn mit Preiselbeeren')}<p>{a[4]}</p>"
        "<ul class='pa0'><li class='list di'><a href='/tags/dolomiten/' class='link f5 grow no-underline br-pill ba "
        "ph3 pv2 mb2 dib black sans-serif'>Dolomiten</a></li><li class='list di'><a href='/tags/wandern/' class='link "
        "f5 grow no-underline br-pill ba ph3 pv2 mb2 dib black sans-serif'>Wandern</a></li></ul><div class='mt6 "
        "instapaper_ignoref'></div></div><aside class='w-30-l mt6-l'><div class='bg-light-gray pa3 nested-list-"
        "reset nested-copy-line-height nested-links'><p class='f5 b mb3'>Was noch zu lesen ist</p><ul class='pa0 "
        "list'><li class='mb2'><a href='/posts/gardasee/'>Eine Woche am Gardasee mit dem Zelt</a></li><li "
        "class='mb2'><a href='/posts/brenner/'>Mit dem Rad über den Brenner</a></li></ul></div></aside></article>"
        "</main><footer class='bg-black bottom-0 w-100 pa3' role='contentinfo'><div class='flex justify-between'>"
        "<a class='f4 fw4 hover-white no-underline white-70 dn dib-ns pv2 ph3' href='/'>&copy; Unterwegs mit Lena "
        "2026</a><div>Erstellt mit Hugo und dem Theme Ananke</div></div></footer></body></html>")


PAGES["hugo-ananke-de"] = NewsPage(
    _ananke(), "https://unterwegs-mit-lena.de/posts/dolomiten-seceda/", ANANKE,
    ("Was noch zu lesen ist", "Eine Woche am Gardasee", "Mit dem Rad über den Brenner", "Erstellt mit Hugo",
     "Share on Facebook", "Minuten Lesezeit"),
    {"type": "article", "date": "2026-07-14"})


# --- Bear Blog (English): a note of two sentences, the blog's nav, "#tags", the upvote button -------------------

BEAR = (
    "Finally fixed the squeaky hinge on the shed door with a drop of sewing machine oil, after two years of "
    "telling myself I would do it next weekend.",
    "Small jobs take five minutes; putting them off takes years.",
)


def _bear() -> str:
    b = BEAR
    return (
        _head("The shed door | Tom's notes", "en",
              "<meta property='og:type' content='article'><meta name='author' content='Tom Harding'><link "
              "rel='stylesheet' href='https://bearblog.dev/static/styles.css'>")
        + "<body><header><a class='title' href='/'><h2>Tom's notes</h2></a><nav><p><a href='/'>Home</a> <a "
        "href='/now/'>Now</a> <a href='/blog/'>Blog</a></p></nav></header><main><h1>The shed door</h1><p><i><time "
        "datetime='2026-03-02T19:04Z'>02 Mar, 2026</time></i></p><p>" + b[0] + "</p><p>" + b[1] + "</p><p "
        "class='tags'><a href='/blog/?q=home'>#home</a> <a href='/blog/?q=diy'>#diy</a></p><form "
        "id='upvote-form' action='/upvote/' method='post'><small><input type='hidden' name='uid' value='x'><button "
        "class='upvote-button' title='Toast this post'>Toast</button><span class='upvote-count'>12</span></small>"
        "</form></main><footer><span>Powered by <a href='https://bearblog.dev'>ʕ•ᴥ•ʔ Bear</a></span></footer>"
        "</body></html>")


PAGES["bearblog-en"] = NewsPage(
    _bear(), "https://tomharding.bearblog.dev/the-shed-door/", BEAR,
    ("Powered by", "Toast this post", "#diy"),
    {"type": "article", "date": "2026-03-02"})


# --- Typepad (English): a book review with a rating line, the sidebar, comments -----------------------------------

TYPEPAD = (
    "I picked up The Salt Path on a whim at the station and finished it before we reached Exeter.",
    "Raynor Winn writes about losing her home and walking the South West Coast Path with her husband, who has "
    "just been told he is seriously ill, and she never asks for pity.",
    "What stayed with me most is the way strangers treat them once they learn they are homeless rather than "
    "simply on holiday.",
    "The middle drags a little, with one campsite much like the next, but the last fifty pages more than make "
    "up for it.",
    "My rating: four out of five stars.",
)


def _typepad() -> str:
    t = TYPEPAD
    return (
        _head("Margaret's Bookshelf: The Salt Path by Raynor Winn", "en",
              "<meta name='generator' content='https://www.typepad.com/'><meta property='og:type' "
              "content='article'>")
        + "<body class='layout-two-column-right post'><div id='container'><div id='container-inner' class='pkg'>"
        "<div id='banner'><div id='banner-inner' class='pkg'><h1 id='banner-header'><a href='https://margaretsbooks"
        ".typepad.com/bookshelf/' accesskey='1'>Margaret's Bookshelf</a></h1><h2 id='banner-description'>Books I "
        "read on trains</h2></div></div><div id='pagebody'><div id='pagebody-inner' class='pkg'><div id='alpha'>"
        "<div id='alpha-inner' class='pkg'><div class='content-nav'><a href='/bookshelf/2026/04/hamnet.html'>&laquo; "
        "Hamnet</a> | <a href='https://margaretsbooks.typepad.com/bookshelf/'>Main</a> | <a "
        "href='/bookshelf/2026/05/klara.html'>Klara and the Sun &raquo;</a></div><h2 class='date-header'>April 28, "
        "2026</h2><div class='entry-category-books entry-author-margaret_ellis entry-type-post entry' id='entry-1'>"
        "<h3 class='entry-header'>The Salt Path by Raynor Winn</h3><div class='entry-content'><div "
        f"class='entry-body'><p>{t[0]}</p><p>{t[1]}</p><p>{t[2]}</p><p>{t[3]}</p><p><strong>{t[4]}</strong></p>"
        "</div></div><div class='entry-footer'><p class='entry-footer-info'><span class='post-footers'>Posted by "
        "Margaret Ellis on April 28, 2026 at 09:15 PM in <a href='/bookshelf/books/'>Books</a></span> <span "
        "class='separator'>|</span> <a class='permalink' href='/bookshelf/2026/04/salt-path.html'>Permalink</a></p>"
        "<div class='entry-share'><a href='#'>Save to del.icio.us</a> <a href='#'>Tweet This!</a></div></div></div>"
        "<div class='comments'><a id='comments'></a><h3 class='comments-header'>Comments</h3><div "
        "class='comments-content'><div class='comment font-entrybody' id='comment-1'><div class='comment-content'>"
        "<p>I loved this one too. Have you read the sequel, The Wild Silence?</p></div><p class='comment-footer'>"
        "Posted by: Joan | April 29, 2026 at 08:02 AM</p></div><div class='comment font-entrybody' id='comment-2'>"
        "<div class='comment-content'><p>Adding it to my list for the summer holidays, thank you Margaret.</p></div>"
        "<p class='comment-footer'>Posted by: Peter in Leeds | April 30, 2026 at 06:47 PM</p></div></div></div><div "
        "class='comments-open' id='comments-open'><h2 class='comments-open-header'>Post a comment</h2><div "
        "class='comments-open-content'><p>Comments are moderated, and will not appear until the author has approved "
        "them.</p></div></div></div></div><div id='beta'><div id='beta-inner' class='pkg'><div class='module-about "
        "module'><h2 class='module-header'>About</h2><div class='module-content'>Retired teacher, reader, walker."
        "</div></div><div class='module-archives module'><h2 class='module-header'>Archives</h2><div "
        "class='module-content'><ul class='module-list'><li class='module-list-item'><a href='/bookshelf/2026/04/'>"
        "April 2026</a></li><li class='module-list-item'><a href='/bookshelf/2026/03/'>March 2026</a></li></ul>"
        "</div></div><div class='module-typelist module'><h2 class='module-header'>Recent Posts</h2><div "
        "class='module-content'><ul class='module-list'><li class='module-list-item'><a "
        "href='/bookshelf/2026/04/hamnet.html'>Hamnet</a></li></ul></div></div><div class='module-powered module'>"
        "<div class='module-content'><a href='https://www.typepad.com/'>Blog powered by Typepad</a></div></div>"
        "</div></div></div></div></div></div></body></html>")


PAGES["typepad-en"] = NewsPage(
    _typepad(), "https://margaretsbooks.typepad.com/bookshelf/2026/04/salt-path.html", TYPEPAD,
    ("Blog powered by Typepad", "Post a comment", "Comments are moderated", "Retired teacher", "Recent Posts",
     "Tweet This", "Permalink", "Have you read the sequel", "March 2026"),
    {"type": "article"})


# --- Dreamwidth (English): a journal entry, its tags and mood lines, a comment thread ----------------------------

DREAMWIDTH = (
    "The allotment committee finally agreed to let us put a water butt on every plot, which only took four "
    "meetings and one very long email from Mrs Patel.",
    "I spent the afternoon digging in the last of the manure and planting out the broad beans that had been "
    "sulking in the cold frame since March.",
    "Next job is the netting, before the pigeons find out the beans are there.",
)


def _dreamwidth() -> str:
    d = DREAMWIDTH
    return (
        _head("plotholder: water butts, at last", "en",
              "<meta property='og:type' content='article'><meta property='og:site_name' content='Dreamwidth "
              "Studios'>")
        + "<body class='page-entry two-columns-left'><div id='canvas'><div class='inner'><div id='header'><div "
        "class='inner'><h1 id='title'><span>Plot 27</span></h1><h2 id='subtitle'><span>an allotment diary</span></h2>"
        "</div></div><div id='content'><div class='inner'><div id='primary'><div class='inner'><ul class='entry-"
        "management-links'><li><a href='/tools/memories'>Add to Memories</a></li><li><a href='/tools/tellafriend'>"
        "Share This Entry</a></li></ul><div class='entry-wrapper entry-wrapper-odd security-public' "
        "id='entry-wrapper-1'><div class='entry' id='entry-1'><div class='inner'><div class='header'><h3 "
        "class='entry-title'><a href='https://plotholder.dreamwidth.org/1.html'>water butts, at last</a></h3><span "
        "class='datetime'>2026-04-11 05:32 pm</span></div><div><div class='contents'><div class='inner'><div "
        "class='poster-info'><span class='poster'><span class='ljuser' lj:user='plotholder'><a "
        "href='https://plotholder.dreamwidth.org/'><b>plotholder</b></a></span></span></div><div class='entry-"
        f"content'>{d[0]}<br /><br />{d[1]}<br /><br />{d[2]}</div><div class='metadata bottom-metadata'><ul><li>"
        "<span class='metadata-label metadata-label-mood'>Mood:</span> <span class='metadata-item "
        "metadata-item-mood'>accomplished</span></li></ul></div></div></div></div><div class='footer'><div "
        "class='inner'><div class='tag'><span class='tag-text'>Tags:</span><ul><li><a rel='tag' "
        "href='/tag/beans'>beans</a>, </li><li><a rel='tag' href='/tag/committee'>committee</a></li></ul></div><ul "
        "class='entry-interaction-links text-links'><li class='entry-readlink first-item'><a href='/1.html#comments'>"
        "3 comments</a></li><li class='entry-commentlink'><a href='/1.html?mode=reply'>Reply</a></li></ul></div>"
        "</div></div></div></div><div id='comments'><div class='inner'><div class='comment-thread comment-depth-odd "
        "comment-depth-1'><div class='dwexpcomment'><div class='comment-wrapper comment-wrapper-odd'><div "
        "class='comment' id='cmt1'><div class='inner'><div class='header'><div class='comment-title'>(no subject)"
        "</div><div class='datetime'>2026-04-11 06:10 pm (UTC)</div></div><div class='contents'><div "
        "class='comment-content'>Four meetings is quick for our committee, we are on meeting nine about the "
        "compost toilet.</div></div><div class='footer'><ul class='comment-interaction-links text-links'><li><a "
        "href='#'>Link</a></li><li><a href='#'>Reply</a></li></ul></div></div></div></div></div></div></div>"
        "</div></div></div><div id='secondary'><div class='inner'><div class='module-navlinks module'><ul><li><a "
        "href='/'>Recent Entries</a></li><li><a href='/archive'>Archive</a></li><li><a href='/read'>Reading</a>"
        "</li><li><a href='/profile'>Profile</a></li></ul></div><div class='module-tags_cloud module'><h2 "
        "class='module-header'>Tags</h2><div class='module-content'><ul><li><a href='/tag/beans'>beans</a></li><li>"
        "<a href='/tag/slugs'>slugs</a></li><li><a href='/tag/tomatoes'>tomatoes</a></li></ul></div></div><div "
        "class='module-credit module'><h2 class='module-header'>Style Credit</h2><div class='module-content'><ul>"
        "<li>Style: Practicality for Ciel</li></ul></div></div></div></div></div></div><div id='footer'><p>Powered "
        "by Dreamwidth Studios</p></div></div></body></html>")


PAGES["dreamwidth-en"] = NewsPage(
    _dreamwidth(), "https://plotholder.dreamwidth.org/1.html", DREAMWIDTH,
    ("Add to Memories", "Share This Entry", "Recent Entries", "Style Credit", "Practicality for Ciel",
     "Powered by Dreamwidth", "compost toilet", "3 comments"),
    {"type": "article"})


# --- micro.blog (English): a short post, the h-entry, "Also on" and the reply link ------------------------------

MICRO = (
    "Walked the long way round the reservoir this morning and counted fourteen herons on the far bank, more than "
    "I have ever seen there at once.",
    "The light was grey and flat, so no photos worth sharing, but I will be back on Saturday with the long lens.",
)


def _micro() -> str:
    m = MICRO
    return (
        _head("Anna Whitfield", "en", "<link rel='micropub' href='https://micro.blog/micropub'><meta "
              "property='og:type' content='article'>")
        + "<body><div class='container'><header class='masthead'><h1 class='masthead-title'><a href='/' "
        "title='Home'>Anna Whitfield</a></h1><nav><a href='/about/'>About</a> <a href='/archive/'>Archive</a> "
        "<a href='/photos/'>Photos</a> <a href='https://micro.blog/annaw'>Also on Micro.blog</a></nav></header>"
        "<div class='content'><div class='post h-entry'><p class='post-date'><a class='u-url' "
        "href='https://annawhitfield.com/2026/02/14/walked-the-long.html'><time class='dt-published' "
        "datetime='2026-02-14T09:31:00+00:00'>Feb 14, 2026</time></a></p><div class='e-content'><p>" + m[0] + "</p>"
        "<p>" + m[1] + "</p></div><p class='post-reply'><a href='https://micro.blog/annaw/12345'>Reply on "
        "Micro.blog</a></p></div></div><footer class='site-footer'><p>Also on <a href='https://mastodon.social/"
        "@annaw'>Mastodon</a> · <a href='/feed.xml'>RSS</a></p></footer></div></body></html>")


PAGES["microblog-en"] = NewsPage(
    _micro(), "https://annawhitfield.com/2026/02/14/walked-the-long.html", MICRO,
    ("Reply on Micro.blog", "Also on Micro.blog", "Also on Mastodon"),
    {"type": "article", "date": "2026-02-14"})


# --- Jekyll Minima (German): a post that is mostly a list, "10 Dinge ..." -----------------------------------------

LISTE = (
    "Nach fünf Jahren auf dem Balkon weiß ich: Vieles, was in Gartenbüchern steht, gilt für acht Quadratmeter im "
    "dritten Stock nicht. Hier ist meine Liste.",
    "Tomaten brauchen mehr Wind als gedacht, sonst bestäuben sie sich nicht.",
    "Tontöpfe trocknen in der Sonne doppelt so schnell aus wie Plastikkübel.",
    "Erdbeeren im Hängetopf sind vor Schnecken sicher, aber nicht vor Amseln.",
    "Kräuter aus dem Supermarkt überleben selten den ersten Monat; lieber Jungpflanzen vom Markt kaufen.",
    "Ein Gießkalender am Kühlschrank spart mehr Pflanzen als jeder Bewässerungscomputer.",
    "Und zum Schluss: Fangt klein an. Drei Töpfe, die gedeihen, sind schöner als zwanzig, die welken.",
)


def _minima() -> str:
    items = "".join(f"<li>{t}</li>" for t in LISTE[1:6])
    return (
        _head("10 Dinge, die ich über das Gärtnern auf dem Balkon gelernt habe | Balkonien", "de",
              "<meta name='generator' content='Jekyll v4.3.3'><meta property='og:type' content='article'>"
              + _ld({"@type": "BlogPosting", "headline": "10 Dinge, die ich über das Gärtnern auf dem Balkon "
                     "gelernt habe", "datePublished": "2026-06-01T10:00:00+02:00", "author": {"@type": "Person",
                     "name": "Miriam Zeller"}}))
        + "<body><header class='site-header' role='banner'><div class='wrapper'><a class='site-title' rel='author' "
        "href='/'>Balkonien</a><nav class='site-nav'><input type='checkbox' id='nav-trigger' class='nav-trigger' />"
        "<label for='nav-trigger'><span class='menu-icon'></span></label><div class='trigger'><a class='page-link' "
        "href='/about/'>Über mich</a><a class='page-link' href='/archiv/'>Archiv</a></div></nav></div></header>"
        "<main class='page-content' aria-label='Content'><div class='wrapper'><article class='post h-entry' "
        "itemscope itemtype='http://schema.org/BlogPosting'><header class='post-header'><h1 class='post-title "
        "p-name' itemprop='name headline'>10 Dinge, die ich über das Gärtnern auf dem Balkon gelernt habe</h1><p "
        "class='post-meta'><time class='dt-published' datetime='2026-06-01T10:00:00+02:00' "
        "itemprop='datePublished'>1. Juni 2026</time> • <span itemprop='author' itemscope "
        "itemtype='http://schema.org/Person'><span class='p-author h-card' itemprop='name'>Miriam Zeller</span>"
        "</span></p></header><div class='post-content e-content' itemprop='articleBody'><p>" + LISTE[0] + "</p><ol>"
        + items + "</ol><p>" + LISTE[6] + "</p></div><a class='u-url' href='/2026/06/01/zehn-dinge.html' hidden>"
        "</a></article></div></main><footer class='site-footer h-card'><data class='u-url' href='/'></data><div "
        "class='wrapper'><h2 class='footer-heading'>Balkonien</h2><div class='footer-col-wrapper'><div "
        "class='footer-col footer-col-1'><ul class='contact-list'><li class='p-name'>Miriam Zeller</li><li><a "
        "class='u-email' href='mailto:miriam@example.de'>miriam@example.de</a></li></ul></div><div class='footer-col "
        "footer-col-3'><p>Acht Quadratmeter, dritter Stock, Südseite.</p></div></div><div class='social-links'>"
        "<ul class='social-media-list'><li><a href='https://github.com/mzeller'><span class='username'>mzeller"
        "</span></a></li></ul></div></div></footer></body></html>")


PAGES["jekyll-minima-de"] = NewsPage(
    _minima(), "https://balkonien.example.de/2026/06/01/zehn-dinge.html", LISTE,
    ("Acht Quadratmeter, dritter Stock", "miriam@example.de", "mzeller"),
    {"type": "article", "date": "2026-06-01", "author": "Miriam Zeller"})


# --- Hugo Stack (German): a series part, "Teil 2 von 5", the series box, the TOC widget and related posts -------

STACK = (
    "Im ersten Teil haben wir den Raspberry Pi aufgesetzt; heute geht es um die Sensoren für Temperatur und "
    "Luftfeuchtigkeit.",
    "Der BME280 hängt am I²C-Bus und braucht nur vier Kabel: 3,3 Volt, Masse, SDA und SCL.",
    "Die Verkabelung",
    "Wichtig ist, dass ihr wirklich die 3,3 Volt nehmt und nicht die 5 Volt, sonst ist der Sensor nach wenigen "
    "Minuten hinüber.",
    "Im dritten Teil speichern wir die Messwerte in einer kleinen SQLite-Datenbank.",
)


def _stack() -> str:
    s = STACK
    return (
        _head("Wetterstation im Eigenbau, Teil 2: Die Sensoren", "de",
              "<meta name='generator' content='Hugo 0.125.4'><meta property='og:type' content='article'><meta "
              "property='article:published_time' content='2026-01-20T18:00:00+01:00'>")
        + "<body class='article-page'><div class='container main-container flex on-phone--column extended'><aside "
        "class='sidebar left-sidebar sticky'><header><figure class='site-avatar'><img src='/img/avatar.png' "
        "alt='Avatar'></figure><div class='site-meta'><h1 class='site-name'><a href='/'>Basteln mit Jonas</a></h1>"
        "<h2 class='site-description'>Elektronik, Code und Kaffee</h2></div></header><ol class='menu' id='main-menu'>"
        "<li><a href='/'><span>Startseite</span></a></li><li><a href='/archives/'><span>Archiv</span></a></li><li>"
        "<a href='/search/'><span>Suche</span></a></li></ol></aside><main class='main full-width'><article "
        "class='main-article'><header class='article-header'><div class='article-details'><header class='article-"
        "category'><a href='/categories/elektronik/'>Elektronik</a></header><div class='article-title-wrapper'><h2 "
        "class='article-title'><a href='/p/wetterstation-2/'>Wetterstation im Eigenbau, Teil 2: Die Sensoren</a></h2>"
        "</div><footer class='article-time'><div><time class='article-time--published'>20. Januar 2026</time></div>"
        "<div><time class='article-time--reading'>5 Minuten Lesezeit</time></div></footer></div></header><section "
        "class='article-content'><div class='series-box'><p><strong>Serie: Wetterstation im Eigenbau</strong> – Teil "
        "2 von 5</p><ol><li><a href='/p/wetterstation-1/'>Der Raspberry Pi</a></li><li>Die Sensoren</li><li><a "
        f"href='/p/wetterstation-3/'>Die Datenbank</a></li></ol></div><p>{s[0]}</p><p>{s[1]}</p><h2 "
        f"id='die-verkabelung'>{s[2]}</h2><p>{s[3]}</p><div class='highlight'><pre tabindex='0' class='chroma'><code "
        "class='language-python'>import bme280\nprint(bme280.sample())</code></pre></div><p>" + s[4] + "</p>"
        "</section><footer class='article-footer'><section class='article-tags'><a href='/tags/raspberry-pi/'>"
        "Raspberry Pi</a><a href='/tags/sensoren/'>Sensoren</a></section><section class='article-copyright'><span>"
        "Lizenziert unter CC BY-NC-SA 4.0</span></section></footer></article><aside class='related-content--"
        "wrapper'><h2 class='section-title'>Ähnliche Beiträge</h2><div class='related-content'><div class='flex "
        "article-list--tile'><article><a href='/p/balkonkraftwerk/'><div class='article-details'><h2 "
        "class='article-title'>Ein Balkonkraftwerk mit Shelly messen</h2></div></a></article></div></div></aside>"
        "<footer class='site-footer'><section class='copyright'>&copy; 2026 Basteln mit Jonas</section><section "
        "class='powerby'>Erstellt mit Hugo<br />Theme Stack gestaltet von Jimmy</section></footer></main><aside "
        "class='sidebar right-sidebar sticky'><section class='widget archives'><h2 class='widget-title section-"
        "title'>Inhaltsverzeichnis</h2><div class='widget--toc'><nav id='TableOfContents'><ol><li><a "
        "href='#die-verkabelung'>Die Verkabelung</a></li></ol></nav></div></section><section class='widget "
        "tagCloud'><h2 class='widget-title section-title'>Schlagwörter</h2><div class='tagCloud-tags'><a "
        "href='/tags/esp32/'>ESP32</a><a href='/tags/loeten/'>Löten</a><a href='/tags/raspberry-pi/'>Raspberry Pi"
        "</a></div></section></aside></div></body></html>")


PAGES["hugo-stack-de"] = NewsPage(
    _stack(), "https://basteln-mit-jonas.de/p/wetterstation-2/", STACK,
    ("Ähnliche Beiträge", "Balkonkraftwerk mit Shelly", "Theme Stack gestaltet", "Schlagwörter", "Löten",
     "Elektronik, Code und Kaffee", "Lizenziert unter"),
    {"type": "article", "date": "2026-01-20"})


# --- Tumblr (English): a text post in a custom theme, notes, reblog row -----------------------------------------

TUMBLR = (
    "Hot take: the best part of any knitting project is the first twenty rows, when you still believe the "
    "gauge swatch told you the truth.",
    "The worst part is the second sleeve. Everyone knows this. Nobody talks about it.",
    "Anyway the cardigan is finished and it fits and I am never knitting another one.",
)


def _tumblr() -> str:
    t = TUMBLR
    return (
        _head("woolgathering — Hot take: the best part of any knitting project is…", "en",
              "<meta property='og:type' content='tumblr-feed:text'><meta name='twitter:site' content='tumblr'>")
        + "<body><div id='tumblr_controls'><iframe src='https://www.tumblr.com/dashboard/iframe'></iframe></div>"
        "<div id='wrapper'><div id='sidebar'><a href='/'><img class='avatar' src='/avatar.png'></a><h1><a href='/'>"
        "woolgathering</a></h1><div class='description'>knits, purls, complaints</div><ul class='links'><li><a "
        "href='/ask'>ask me anything</a></li><li><a href='/archive'>archive</a></li></ul></div><div id='posts'>"
        "<article class='post text' id='post-7301'><div class='post-content'><div class='body-text'><p>" + t[0] +
        "</p><p>" + t[1] + "</p><p>" + t[2] + "</p></div></div><div class='post-meta'><a class='date' "
        "href='https://woolgathering.tumblr.com/post/7301/hot-take'>Mar 9th, 2026</a> <span class='tags'><a "
        "href='/tagged/knitting'>#knitting</a> <a href='/tagged/my%20posts'>#my posts</a></span> <a "
        "class='notecount' href='#notes'>1,204 notes</a> <a class='reblog' href='https://www.tumblr.com/reblog/7301'>"
        "reblog</a></div><ol class='notes'><li class='note reblog'><a href='https://purlsbeforeswine.tumblr.com/'>"
        "purlsbeforeswine</a> reblogged this from <a href='/'>woolgathering</a></li><li class='note like'><a "
        "href='https://yarnover.tumblr.com/'>yarnover</a> liked this</li></ol></article></div><div id='footer'>"
        "<a href='/page/2'>older posts</a> · theme by <a href='https://www.tumblr.com/theme/1'>Redux</a></div></div>"
        "</body></html>")


PAGES["tumblr-en"] = NewsPage(
    _tumblr(), "https://woolgathering.tumblr.com/post/7301/hot-take", TUMBLR,
    ("ask me anything", "reblogged this from", "liked this", "older posts", "theme by", "1,204 notes",
     "knits, purls, complaints"),
    {})


# --- WordPress.com (German): a recipe with a long story before the card, "Werbung" line, likes, related posts ----

REZEPT = (
    "Als ich klein war, gab es bei meiner Oma jeden Sonntag im Herbst Zwetschgendatschi, und die ganze Küche roch "
    "nach Hefe und Zimt.",
    "Das Rezept hat sie nie aufgeschrieben, sie hat immer gesagt, man merke am Teig, wann es genug Mehl ist.",
    "Nach vielen Versuchen und einigen zu trockenen Böden bin ich jetzt bei einer Fassung, die ihrem Kuchen sehr "
    "nahe kommt.",
    "Der Trick ist, den Teig zweimal gehen zu lassen und die Zwetschgen ganz dicht zu setzen, mit der Schnittseite "
    "nach oben.",
    "500 g Mehl, 1 Würfel Hefe, 250 ml lauwarme Milch, 60 g Zucker, 60 g weiche Butter, 1 Ei, 2 kg Zwetschgen",
    "Die Hefe in der Milch auflösen, mit den übrigen Zutaten zu einem glatten Teig kneten und eine Stunde gehen "
    "lassen.",
    "Bei 180 Grad Umluft etwa 35 Minuten backen und noch warm mit Zimtzucker bestreuen.",
)


def _wpcom() -> str:
    r = REZEPT
    return (
        _head("Omas Zwetschgendatschi – Küchengeflüster", "de",
              "<meta property='og:type' content='article'><meta property='article:published_time' "
              "content='2026-09-12T07:30:00+00:00'><meta name='generator' content='WordPress.com'><link "
              "rel='stylesheet' href='https://s0.wp.com/wp-content/themes/pub/twentytwentyfour/style.css'>")
        + "<body class='post-template-default single single-post wp-embed-responsive'><div class='wp-site-blocks'>"
        "<header class='wp-block-template-part'><div class='wp-block-group'><p class='wp-block-site-title'><a "
        "href='https://kuechengefluester.wordpress.com'>Küchengeflüster</a></p><nav class='wp-block-navigation'><ul "
        "class='wp-block-navigation__container'><li class='wp-block-navigation-item'><a href='/rezepte/'>Rezepte</a>"
        "</li><li class='wp-block-navigation-item'><a href='/ueber-mich/'>Über mich</a></li></ul></nav></div>"
        "</header><main class='wp-block-group'><h1 class='wp-block-post-title'>Omas Zwetschgendatschi</h1><div "
        "class='wp-block-post-date'><time datetime='2026-09-12T07:30:00+00:00'>12. September 2026</time></div><div "
        "class='entry-content wp-block-post-content'><p class='has-small-font-size'><em>Werbung: Dieser Beitrag "
        "enthält Affiliate-Links.</em></p><p>" + r[0] + "</p><p>" + r[1] + "</p><figure class='wp-block-image "
        "size-large'><img src='https://kuechengefluester.files.wordpress.com/2026/09/datschi.jpg' alt=''>"
        "<figcaption class='wp-element-caption'>Frisch aus dem Ofen</figcaption></figure><p>" + r[2] + "</p><p>"
        + r[3] + "</p><h2 class='wp-block-heading'>Zutaten</h2><p>" + r[4] + "</p><h2 class='wp-block-heading'>"
        "Zubereitung</h2><ol><li>" + r[5] + "</li><li>" + r[6] + "</li></ol><div id='jp-post-flair' "
        "class='sharedaddy sd-like-enabled sd-sharing-enabled'><div class='sharedaddy sd-sharing-enabled'><div "
        "class='robots-nocontent sd-block sd-social sd-social-icon-text sd-sharing'><h3 class='sd-title'>Teilen mit:"
        "</h3><div class='sd-content'><ul><li class='share-facebook'><a class='share-facebook sd-button' href='#'>"
        "<span>Facebook</span></a></li><li class='share-pinterest'><a class='share-pinterest sd-button' href='#'>"
        "<span>Pinterest</span></a></li></ul></div></div></div><div class='sharedaddy sd-block sd-like "
        "jetpack-likes-widget-wrapper'><h3 class='sd-title'>Gefällt mir:</h3><div class='likes-widget-placeholder "
        "post-likes-widget-placeholder'><span class='loading'>Wird geladen …</span></div></div><div "
        "id='jp-relatedposts' class='jp-relatedposts'><h3 class='jp-relatedposts-headline'><em>Ähnliche Beiträge"
        "</em></h3></div></div></div><div class='wp-block-post-terms'><a href='/tag/kuchen/' rel='tag'>Kuchen</a>, "
        "<a href='/tag/herbst/' rel='tag'>Herbst</a></div><div class='wp-block-comments'><h2 class='wp-block-"
        "comments-title'>4 Gedanken zu „Omas Zwetschgendatschi“</h2><ol class='wp-block-comment-template'><li "
        "class='comment'><div class='wp-block-comment-author-name'>Heike</div><div class='wp-block-comment-content'>"
        "<p>Genau so hat meine Oma ihn auch gemacht, danke fürs Aufschreiben!</p></div></li></ol><div "
        "id='respond' class='comment-respond wp-block-post-comments-form'><h3 id='reply-title' class='comment-reply-"
        "title'>Kommentar verfassen</h3></div></div></main><footer class='wp-block-template-part'><p>Bloggen auf "
        "WordPress.com.</p></footer></div><div id='actionbar' class='actnbr-pub-twentytwentyfour'><ul><li "
        "class='actnbr-btn actnbr-hidden'><a class='actnbr-action actnbr-actn-follow' href=''><span>Abonnieren</span>"
        "</a></li></ul></div></body></html>")


PAGES["wordpresscom-recipe-de"] = NewsPage(
    _wpcom(), "https://kuechengefluester.wordpress.com/2026/09/12/omas-zwetschgendatschi/", REZEPT,
    ("Teilen mit:", "Gefällt mir:", "Wird geladen", "Ähnliche Beiträge", "Kommentar verfassen", "Bloggen auf",
     "Abonnieren", "danke fürs Aufschreiben", "Frisch aus dem Ofen"),
    {"type": "article", "date": "2026-09-12"})


# --- Write.as (French): a plain post, the "Partager" row and the "Published with Write.as" footer ---------------

WRITEAS = (
    "Cela fait maintenant un an que j'écris chaque matin trois pages à la main, avant même le café.",
    "Au début, je remplissais les pages de listes de courses et de plaintes sur le temps qu'il faisait.",
    "Peu à peu, des idées plus longues sont apparues, et deux d'entre elles sont devenues des nouvelles que j'ai "
    "envoyées à une revue.",
)


def _writeas() -> str:
    w = WRITEAS
    return (
        _head("Un an de pages du matin — Carnet de Claire", "fr",
              "<meta property='og:type' content='article'><meta property='article:published_time' "
              "content='2026-05-03T06:45:00Z'><meta name='generator' content='Write.as'>")
        + "<body id='post'><nav id='manage'><ul><li><a href='/'>Carnet de Claire</a></li></ul></nav><article "
        "id='post-body' class='norm h-entry'><h2 id='title' class='p-name'>Un an de pages du matin</h2><time "
        "class='dt-published' datetime='2026-05-03T06:45:00Z' pubdate itemprop='datePublished'>3 mai 2026</time>"
        "<div class='e-content'><p>" + w[0] + "</p><p>" + w[1] + "</p><p>" + w[2] + "</p><p><a "
        "href='https://claire.writeas.com/tag:écriture' class='hashtag'><span>#</span><span "
        "class='p-category'>écriture</span></a></p></div></article><footer dir='ltr'><hr><nav><p style='font-size: "
        "0.9em'>publié avec <a class='home pubd' href='https://write.as/'>write.as</a></p></nav></footer></body>"
        "</html>")


PAGES["writeas-fr"] = NewsPage(
    _writeas(), "https://claire.writeas.com/un-an-de-pages-du-matin", WRITEAS,
    ("publié avec",),
    {"type": "article", "date": "2026-05-03"})


# --- Blogger, the "Contempo" layout (German): a photo post of tr-caption tables, text in bare <div>s and <span>s --

CONTEMPO = (
    "Am Samstag sind wir mit dem Zug nach Lindau gefahren, eigentlich nur, um einmal über die Hafenmole zu laufen.",
    "Der Löwe an der Hafeneinfahrt ist kleiner, als ich ihn mir vorgestellt hatte, aber der Blick auf die Berge "
    "entschädigt für alles.",
    "Zum Mittagessen gab es Felchen im Hafenrestaurant, für meinen Geschmack etwas zu teuer, aber sehr frisch.",
    "Nachmittags haben wir noch das Schiff nach Bregenz genommen und sind abends mit dem letzten Zug zurück.",
)


def _contempo() -> str:
    c = CONTEMPO

    def pic(n: int, cap: str) -> str:
        return ("<table align='center' cellpadding='0' cellspacing='0' class='tr-caption-container' style='margin-"
                "left: auto; margin-right: auto;'><tbody><tr><td style='text-align: center;'><a href='https://blogger."
                f"googleusercontent.com/img/b/lindau-{n}.jpg' style='margin-left: auto;'><img border='0' "
                f"data-original-height='1200' src='https://blogger.googleusercontent.com/img/b/lindau-{n}-w400.jpg' "
                f"width='400' /></a></td></tr><tr><td class='tr-caption' style='text-align: center;'>{cap}</td></tr>"
                "</tbody></table>")
    return (
        _head("Ein Tag in Lindau", "de", "<meta property='og:type' content='article'><meta content='blogger' "
              "name='generator'>")
        + "<body class='version-1-3-3 variant-indie_light'><div class='page'><div class='bg-photo-overlay'></div>"
        "<div class='centered'><header class='centered-top-container' role='banner'><div class='centered-top'><div "
        "class='blog-name container'><div class='section' id='header'><div class='widget Header'><div class='header-"
        "widget'><h1><a href='https://reiselust-am-see.blogspot.com/'>Reiselust am See</a></h1></div><p>Kleine "
        "Fluchten rund um den Bodensee</p></div></div></div><nav role='navigation'><div class='widget PageList'>"
        "<ul><li><a href='/'>Startseite</a></li><li><a href='/p/ueber-mich.html'>Über mich</a></li></ul></div>"
        "</nav></div></header><main class='centered-bottom' id='main' role='main'><div class='main section'><div "
        "class='widget Blog' id='Blog1'><div class='blog-posts hfeed container'><article class='post-outer-"
        "container'><div class='post-outer'><div class='post'><script type='application/ld+json'>{\"@context\": "
        "\"http://schema.org\", \"@type\": \"BlogPosting\", \"headline\": \"Ein Tag in Lindau\", \"datePublished\": "
        "\"2026-08-23T19:10:00+02:00\", \"author\": {\"@type\": \"Person\", \"name\": \"Sabine\"}}</script><h3 "
        "class='post-title entry-title'>Ein Tag in Lindau</h3><div class='post-share-buttons post-share-buttons-"
        "top invisible'></div><div class='post-header'><div class='post-header-line-1'><span class='byline post-"
        "timestamp'><meta content='https://reiselust-am-see.blogspot.com/2026/08/lindau.html'><a class='timestamp-"
        "link' href='/2026/08/lindau.html' rel='bookmark'><time class='published' datetime='2026-08-23T19:10:00+02:00'"
        ">August 23, 2026</time></a></span></div></div><div class='post-body-container'><div class='post-body entry-"
        f"content float-container' id='post-body-1'><div style='text-align: left;'><span style='font-family: "
        f"verdana;'>{c[0]}</span></div><div><span style='font-family: verdana;'><br /></span></div>"
        f"{pic(1, 'Die Hafeneinfahrt mit Löwe und Leuchtturm')}<div><span style='font-family: verdana;'>{c[1]}"
        f"</span></div><div><br /></div>{pic(2, 'Blick über den See')}<div>{c[2]}</div><div><br /></div>"
        f"{pic(3, 'Felchen mit Kartoffelsalat')}<div>{c[3]}</div></div></div><div class='post-footer'><div "
        "class='post-footer-line post-footer-line-1'><div class='byline post-share-buttons goog-inline-block'><div "
        "aria-owns='sharing-popup-Blog1-byline-1' class='sharing'><button class='sharing-button touch-icon-button' "
        "aria-label='Teilen'>Teilen</button><div class='share-buttons-container'><ul class='share-buttons hidden'>"
        "<li><a class='goog-inline-block sharing-facebook' href='#'>Auf Facebook teilen</a></li><li><span "
        "class='sharing-platform-button sharing-element-other'>Weitere Apps</span></li></ul></div></div></div></div>"
        "<div class='post-footer-line post-footer-line-2'><span class='byline post-labels'><span "
        "class='byline-label'>Labels:</span><a href='/search/label/Bodensee' rel='tag'>Bodensee</a><a "
        "href='/search/label/Tagesausflug' rel='tag'>Tagesausflug</a></span></div></div></div></div><section "
        "class='comments embed' data-num-comments='3' id='comments'><a name='comments'></a><h3 class='title'>"
        "Kommentare</h3><div class='comments-content'><div class='comment-thread toplevel-thread'><ol "
        "id='top-ra'><li class='comment' id='c1'><div class='comment-block'><div class='comment-header'><cite "
        "class='user'><a href='/profile/1'>Monika</a></cite><span class='datetime secondary-text'>24. August 2026 "
        "um 08:15</span></div><p class='comment-content'>Lindau ist einfach immer schön, im Herbst noch mehr, wenn "
        "die Touristen weg sind.</p><span class='comment-actions secondary-text'><a class='comment-reply'>"
        "Antworten</a></span></div></li></ol></div></div><p class='comment-footer'><div class='comment-form'><a "
        "name='comment-form'></a><h4 id='comment-post-message'>Kommentar veröffentlichen</h4></div></p></section>"
        "</article></div><div class='blog-pager container' id='blog-pager'><a class='blog-pager-newer-link "
        "flat-button ripple' href='/2026/08/konstanz.html'>Neuerer Post</a><a class='blog-pager-older-link flat-"
        "button ripple' href='/2026/08/mainau.html'>Älterer Post</a></div></div></div></main></div></div><aside "
        "class='sidebar-container container sidebar-invisible' role='complementary'><div class='sidebar section' "
        "id='sidebar'><div class='widget Profile'><h3 class='title'>Über mich</h3><div class='widget-content'><a "
        "class='profile-name-link' href='/profile/9'>Sabine</a><div class='profile-textblock'>Ich wohne in "
        "Friedrichshafen und bin am liebsten mit Zug und Schiff unterwegs.</div><a class='profile-link' "
        "href='/profile/9'>Vollständiges Profil aufrufen</a></div></div><div class='widget BlogArchive'><h3 "
        "class='title'>Archiv</h3><ul class='hierarchy'><li><a href='/2026/'>2026</a> <span class='post-count'>"
        "(23)</span></li></ul></div><div class='widget Label'><h3 class='title'>Labels</h3><div class='widget-"
        "content cloud-label-widget-content'><span class='label-size label-size-5'><a class='label-name' "
        "href='/search/label/Bodensee'>Bodensee</a></span> <span class='label-size label-size-3'><a "
        "class='label-name' href='/search/label/Schweiz'>Schweiz</a></span></div></div><div class='widget "
        "ReportAbuse'><h3 class='title'><a class='report_abuse' href='https://www.blogger.com/go/report-abuse'>"
        "Missbrauch melden</a></h3></div></div></aside><footer class='footer section' id='footer'><div "
        "class='widget Attribution'><div class='blogger'><a href='https://www.blogger.com' rel='nofollow'>Bereitgestellt "
        "von Blogger</a></div><div class='image-attribution'>Designbilder von <a href='#'>Michael Elkan</a></div>"
        "</div></footer></body></html>")


PAGES["blogger-contempo-de"] = NewsPage(
    _contempo(), "https://reiselust-am-see.blogspot.com/2026/08/lindau.html", CONTEMPO,
    ("Auf Facebook teilen", "Weitere Apps", "Neuerer Post", "Älterer Post", "Vollständiges Profil", "Missbrauch "
     "melden", "Bereitgestellt von", "Designbilder", "im Herbst noch mehr", "Kommentar veröffentlichen", "Labels:"),
    {"type": "article", "date": "2026-08-23", "author": "Sabine"})


# --- a short post on a self-hosted WordPress with a long comment thread and a heavy sidebar (English) ------------

SHORTPOST = (
    "Quick update for everyone who asked: the sourdough starter survived the week in the fridge while we were "
    "away, and it was bubbling again four hours after the first feed.",
    "So no, you do not need a starter sitter for a short holiday.",
)

_COMMENTS = (
    "That is such a relief to hear, I have been dragging mine along in a cool bag on every trip for two years and "
    "my family thinks I have lost my mind completely.",
    "Mine went three weeks once and came back fine, it just needed two feeds instead of one and smelled a bit like "
    "nail polish remover at first.",
    "Did you feed it right before you put it in the fridge, or did you let it peak first? I always wonder which "
    "one works better for a longer break.",
    "I dried a bit of mine on baking paper as a backup, it keeps for months in a jar and comes back in a few days "
    "if anything ever goes wrong with the live one.",
    "Thank you for posting this, I am off to Portugal next month and was about to ask my neighbour to feed it every "
    "other day while we are gone.",
    "A tip from a baker: a stiffer starter, with less water, keeps much better in the cold than a runny one does.",
)


def _shortpost() -> str:
    comments = "".join(
        f"<li class='comment even thread-even depth-1' id='comment-{i}'><article class='comment-body'><footer "
        f"class='comment-meta'><div class='comment-author vcard'><b class='fn'>Reader {i}</b> <span "
        f"class='says'>says:</span></div><div class='comment-metadata'><a href='#comment-{i}'><time "
        f"datetime='2026-10-0{i}T10:00:00+00:00'>October {i}, 2026 at 10:00 am</time></a></div></footer><div "
        f"class='comment-content'><p>{t}</p></div><div class='reply'><a class='comment-reply-link' "
        f"href='#respond'>Reply</a></div></article></li>" for i, t in enumerate(_COMMENTS, 1))
    return (
        _head("The starter survived – Crumb and Crust", "en",
              "<meta property='og:type' content='article'><meta property='article:published_time' "
              "content='2026-09-30T17:20:00+00:00'><meta name='generator' content='WordPress 6.6.2'>")
        + "<body class='post-template-default single single-post postid-812 single-format-standard'><div "
        "id='page' class='site'><a class='skip-link screen-reader-text' href='#content'>Skip to content</a><header "
        "id='masthead' class='site-header'><div class='site-branding'><p class='site-title'><a href='/' "
        "rel='home'>Crumb and Crust</a></p><p class='site-description'>Bread, mostly</p></div><nav "
        "id='site-navigation' class='main-navigation'><ul id='primary-menu' class='menu'><li><a href='/recipes/'>"
        "Recipes</a></li><li><a href='/about/'>About</a></li></ul></nav></header><div id='content' "
        "class='site-content'><div id='primary' class='content-area'><main id='main' class='site-main'><article "
        "id='post-812' class='post-812 post type-post status-publish format-standard hentry category-notes'><header "
        "class='entry-header'><h1 class='entry-title'>The starter survived</h1><div class='entry-meta'><span "
        "class='posted-on'>Posted on <a href='/2026/09/30/starter/' rel='bookmark'><time class='entry-date "
        "published' datetime='2026-09-30T17:20:00+00:00'>September 30, 2026</time></a></span><span class='byline'> "
        "by <span class='author vcard'><a class='url fn n' href='/author/ruth/'>Ruth Abernethy</a></span></span>"
        "</div></header><div class='entry-content'><p>" + SHORTPOST[0] + "</p><p>" + SHORTPOST[1] + "</p></div>"
        "<footer class='entry-footer'><span class='cat-links'>Posted in <a href='/category/notes/' "
        "rel='category tag'>Notes</a></span></footer></article><nav class='navigation post-navigation' "
        "aria-label='Posts'><h2 class='screen-reader-text'>Post navigation</h2><div class='nav-links'><div "
        "class='nav-previous'><a href='/2026/09/rye/' rel='prev'>Previous post: A week of rye loaves</a></div>"
        "</div></nav><div id='comments' class='comments-area'><h2 class='comments-title'>6 thoughts on &ldquo;The "
        "starter survived&rdquo;</h2><ol class='comment-list'>" + comments + "</ol><div id='respond' "
        "class='comment-respond'><h3 id='reply-title' class='comment-reply-title'>Leave a Reply</h3><form "
        "id='commentform' class='comment-form'><p class='comment-notes'>Your email address will not be published. "
        "Required fields are marked *</p><p class='comment-form-comment'><label for='comment'>Comment *</label>"
        "<textarea id='comment' name='comment'></textarea></p></form></div></div></main></div><aside "
        "id='secondary' class='widget-area'><section id='search-2' class='widget widget_search'><form "
        "role='search' class='search-form'><label>Search for:<input type='search' class='search-field'></label>"
        "</form></section><section id='recent-posts-2' class='widget widget_recent_entries'><h2 "
        "class='widget-title'>Recent Posts</h2><ul><li><a href='/2026/09/rye/'>A week of rye loaves</a></li><li><a "
        "href='/2026/09/focaccia/'>Focaccia for a crowd</a></li></ul></section><section id='tag_cloud-2' "
        "class='widget widget_tag_cloud'><h2 class='widget-title'>Tags</h2><div class='tagcloud'><a "
        "href='/tag/rye/' class='tag-cloud-link' style='font-size: 14pt;'>rye</a> <a href='/tag/starter/' "
        "class='tag-cloud-link' style='font-size: 22pt;'>starter</a></div></section><section id='archives-2' "
        "class='widget widget_archive'><h2 class='widget-title'>Archives</h2><ul><li><a href='/2026/09/'>September "
        "2026</a></li><li><a href='/2026/08/'>August 2026</a></li></ul></section></aside></div><footer "
        "id='colophon' class='site-footer'><div class='site-info'><a href='https://wordpress.org/'>Proudly powered "
        "by WordPress</a></div></footer></div></body></html>")


PAGES["wordpress-shortpost-comments-en"] = NewsPage(
    _shortpost(), "https://crumbandcrust.example.com/2026/09/30/starter/", SHORTPOST,
    ("nail polish remover", "Leave a Reply", "Recent Posts", "Focaccia for a crowd", "Proudly powered",
     "September 2026", "Previous post"),
    {"type": "article", "date": "2026-09-30", "author": "Ruth Abernethy"})


# --- Altervista (Italian): a film review, its rating line, an embedded trailer and the "Condividi" row ----------

RECENSIONE = (
    "Sono andata a vederlo senza sapere quasi nulla della trama, e forse è il modo migliore per godersi questo film.",
    "La regista costruisce la tensione con pochissimi mezzi: una casa in campagna, tre personaggi e un inverno che "
    "non finisce mai.",
    "Gli attori sono tutti bravi, ma è la giovane protagonista a reggere il film sulle spalle fino all'ultima "
    "scena.",
    "Voto: 8/10",
)


def _altervista() -> str:
    r = RECENSIONE
    return (
        _head("Recensione: L'inverno lungo | Cinema in poltrona", "it",
              "<meta property='og:type' content='article'><meta property='article:published_time' "
              "content='2026-11-05T21:00:00+01:00'><meta name='generator' content='WordPress 6.5'>")
        + "<body class='single single-post'><div id='av-cookie-banner'><p>Questo sito utilizza cookie per migliorare "
        "la tua esperienza.</p><button>Accetta</button></div><div class='wrapper'><header class='header'><div "
        "class='logo'><a href='https://cinemainpoltrona.altervista.org/'>Cinema in poltrona</a></div><ul "
        "class='menu'><li><a href='/recensioni/'>Recensioni</a></li><li><a href='/chi-sono/'>Chi sono</a></li></ul>"
        "</header><div class='content'><div class='post'><h1 class='post-title'>Recensione: L'inverno lungo</h1><div "
        "class='post-info'>Pubblicato il 5 novembre 2026 da <a href='/author/giulia/'>Giulia Ferraris</a></div><div "
        "class='post-content'><p>" + r[0] + "</p><figure class='wp-block-embed is-type-video is-provider-youtube "
        "wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio'><div class='wp-block-embed__wrapper'>"
        "<iframe title='L&#039;inverno lungo - Trailer ufficiale' width='640' height='360' src='https://www.youtube."
        "com/embed/abc123?feature=oembed' allowfullscreen></iframe></div></figure><p>" + r[1] + "</p><p>" + r[2]
        + "</p><p><strong>" + r[3] + "</strong></p><div class='condividi'><span>Condividi:</span> <a "
        "href='https://www.facebook.com/sharer/sharer.php?u=x'>Facebook</a> <a href='https://wa.me/?text=x'>"
        "WhatsApp</a></div></div><div class='post-tags'>Tag: <a href='/tag/drammatico/'>drammatico</a></div></div>"
        "<div class='sidebar'><div class='widget'><h3>Ultimi articoli</h3><ul><li><a href='/2026/10/'>Recensione: "
        "Il mare d'estate</a></li></ul></div></div></div><div class='av-footer'>Sito ospitato su <a "
        "href='https://www.altervista.org'>Altervista</a> | <a href='/privacy/'>Privacy</a></div></div></body>"
        "</html>")


PAGES["altervista-it"] = NewsPage(
    _altervista(), "https://cinemainpoltrona.altervista.org/2026/11/05/recensione-linverno-lungo/", RECENSIONE,
    ("Questo sito utilizza cookie", "Condividi:", "WhatsApp", "Ultimi articoli", "Il mare d'estate",
     "Sito ospitato su"),
    {"type": "article", "date": "2026-11-05", "author": "Giulia Ferraris"})


globals().update(page_tests(PAGES, _OPEN, open_furniture=_OPEN_FURNITURE))

# furniture seen on these pages that a rule takes since xleft38 (xblog37 ran out of time): page, the text, why
_BLOG_PIECES = [
    ("typepad-en", "Margaret's Bookshelf"),  # the blog's name in the banner's <h1> linking home, the post an <h3>
    ("typepad-en", "April 28, 2026"),  # Typepad's (and Blogger's) "date-header" above the post: the date, no text
    ("dreamwidth-en", "Plot 27"),  # the journal's title in #header, not glued in the host (plotholder.dreamwidth)
    ("dreamwidth-en", "Mood:"),  # LiveJournal's and Dreamwidth's "Mood:"/"Music:" metadata lines under the entry
    ("writeas-fr", "Carnet de Claire"),  # the <title> with the blog's name taken as headline before the post's <h2>
]


@pytest.mark.parametrize("name, piece", _BLOG_PIECES)
def test_a_blogs_open_furniture_goes(name: str, piece: str) -> None:
    assert piece not in "\n".join(_paragraphs(PAGES[name].document().body))


def _short_note_over_comments() -> tuple[tuple[str, str], list[str]]:
    """A German blog's note of two sentences (its "entry-content") over eight readers' comments: the main pass keeps
    under 250 characters and asks for second opinions, whose permissive parse keeps the comments."""
    note = ("Kurzes Update für alle, die gefragt haben: Das Rad ist repariert, der Mantel war nur an einer Stelle "
            "eingerissen.", "Morgen geht es also wie geplant los.")
    comments = "".join(
        f"<li class='comment'><div class='comment-author'>Leser {i}</div><div class='comment-content'><p>Das freut "
        f"mich sehr, ich wünsche dir eine gute Fahrt und schönes Wetter auf der ganzen Strecke bis an die Ostsee, "
        f"melde dich bitte unterwegs mal mit ein paar Bildern vom Tag {i}.</p></div></li>" for i in range(1, 9))
    html = (_head("Rad repariert – Auf zwei Rädern", "de", "<meta property='og:type' content='article'>")
            + "<body><header><p class='site-title'><a href='/'>Auf zwei Rädern</a></p></header><main><article "
            "class='post type-post hentry'><h1 class='entry-title'>Rad repariert</h1><div class='entry-content'><p>"
            + note[0] + "</p><p>" + note[1] + "</p></div></article><div id='comments' class='comments-area'><h2 "
            "class='comments-title'>8 Kommentare</h2><ol class='comment-list'>" + comments + "</ol></div></main>"
            "</body></html>")
    found = _paragraphs(processed(html, "https://aufzweiraedern.example.de/2026/05/rad/").body)
    return note, found


def test_a_short_notes_text_stays_whole_over_a_long_comment_thread():
    note, found = _short_note_over_comments()
    assert note[0] in found and note[1] in found


def test_a_short_notes_comments_go():
    _, found = _short_note_over_comments()
    assert not any("Ostsee" in p for p in found)
