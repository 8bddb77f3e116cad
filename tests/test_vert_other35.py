"""Whole pages of kinds beside news that the earlier tests had none of (session 35): a Blogger post with its
comments, a Discourse topic, a XenForo thread, a Stack Exchange question with its answers, an MkDocs Material page
with admonitions and tabs, a Docusaurus page, a Javadoc class page, a man page, Magento 2, PrestaShop and Shopify
product pages, a press release of a German Land on the Government Site Builder, a Swiss canton's service page, a
Czech obec's news item on VismoOnline, a university's staff profile, an institute's news item, a museum's exhibition
page, a French recipe and a phpBB 3 thread, in German, English, French, Italian and Czech.  Each page goes through
``document.process``, the worker's step: the text a reader came for stays whole, the furniture goes, and the
``<doc>`` line's type, date and writer are right."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import page, processed
from vert_types29_pages import _head, _ld

_OPEN: dict[str, str] = {}  # what no rule keeps yet
_OPEN_FURNITURE: dict[str, str] = {}  # what no rule takes yet (man7.org's section index and "top" links: xleft36)

PAGES: dict[str, NewsPage] = {}

# --- Blogger (blogspot), the "Simple" layout: post, labels, comments, "Older Post", "Subscribe to: Post Comments" --

BLOGGER = (
    "Seit drei Wochen steht der neue Hochbeetkasten im Garten, und endlich sind die ersten Radieschen so weit.",
    "Ich habe die Erde diesmal in vier Schichten aufgebaut: unten grober Strauchschnitt, dann Laub, dann halb "
    "verrotteter Kompost und oben eine Handbreit gute Gartenerde.",
    "Im nächsten Jahr will ich es mit Mangold und Pflücksalat versuchen, die sollen im Halbschatten besser "
    "zurechtkommen als die Tomaten.",
    "Das mit den Schichten merke ich mir, bei uns ist die Erde im ersten Jahr total zusammengesackt.",
    "Bei mir haben die Schnecken alles weggefressen, bevor ich überhaupt ernten konnte.",
)


def _blogger() -> str:
    b = BLOGGER
    return (
        _head("Gartenglück am Stadtrand: Die ersten Radieschen aus dem Hochbeet", "de",
              "<meta property='og:type' content='article'><link rel='alternate' type='application/atom+xml' "
              "href='https://gartenglueckamstadtrand.blogspot.com/feeds/posts/default'>")
        + "<body class='loading'><div class='navbar section' id='navbar'><div class='widget Navbar'>"
        "<iframe src='https://www.blogger.com/navbar.g'></iframe></div></div><div class='outer-wrapper'>"
        "<header><div class='header section'><div class='widget Header'><h1 class='title'><a "
        "href='https://gartenglueckamstadtrand.blogspot.com/'>Gartenglück am Stadtrand</a></h1><p class='description'>Ein "
        "kleiner Garten, viel Geduld und ab und zu ein Erfolg</p></div></div></header><div class='main-outer'>"
        "<div class='main section' id='main'><div class='widget Blog' id='Blog1'><div class='blog-posts hfeed'>"
        "<div class='date-outer'><h2 class='date-header'><span>Sonntag, 17. Mai 2026</span></h2><div "
        "class='date-posts'><div class='post-outer'><div class='post hentry' itemprop='blogPost' itemscope "
        "itemtype='http://schema.org/BlogPosting'><h3 class='post-title entry-title' itemprop='name'>Die ersten "
        "Radieschen aus dem Hochbeet</h3><div class='post-header'></div><div class='post-body entry-content' "
        f"itemprop='description articleBody'>{b[0]}<br /><br />{b[1]}<br /><div class='separator'><a href="
        "'https://blogger.googleusercontent.com/img/radieschen.jpg'><img border='0' src='https://blogger."
        f"googleusercontent.com/img/radieschen-s320.jpg'></a></div><br />{b[2]}<div style='clear: both;'></div>"
        "</div><div class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='post-author "
        "vcard'>Eingestellt von <span class='fn' itemprop='author' itemscope itemtype='http://schema.org/Person'>"
        "<span itemprop='name'>Renate Kowalski</span></span></span> <span class='post-timestamp'>um <a "
        "class='timestamp-link' href='https://gartenglueckamstadtrand.blogspot.com/2026/05/radieschen.html'><abbr "
        "class='published' itemprop='datePublished' title='2026-05-17T18:42:00+02:00'>18:42</abbr></a></span> "
        "<span class='post-comment-link'></span></div><div class='post-share-buttons goog-inline-block'><a "
        "class='goog-inline-block share-button sb-email' href='#'><span class='share-button-link-text'>Diesen "
        "Post per E-Mail versenden</span></a><a class='share-button sb-blog' href='#'><span class='share-button-"
        "link-text'>BlogThis!</span></a><a class='share-button sb-twitter' href='#'><span class='share-button-link-"
        "text'>Auf X teilen</span></a></div><div class='post-footer-line post-footer-line-2'><span "
        "class='post-labels'>Labels: <a href='/search/label/Hochbeet' rel='tag'>Hochbeet</a>, <a "
        "href='/search/label/Gem%C3%BCse' rel='tag'>Gemüse</a></span></div></div></div><div class='comments' "
        "id='comments'><h4>2 Kommentare:</h4><div id='Blog1_comments-block-wrapper'><dl class='avatar-comment-"
        "indent' id='comments-block'><dt class='comment-author' id='c1'><a href='https://www.blogger.com/profile/"
        "1'>Gudrun</a> hat gesagt…</dt><dd class='comment-body' id='Blog1_cmt-1'><p>" + b[3] + "</p></dd><dd "
        "class='comment-footer'><span class='comment-timestamp'><a href='#c1'>18. Mai 2026 um 07:12</a></span>"
        "</dd><dt class='comment-author' id='c2'><a href='https://www.blogger.com/profile/2'>Jens aus Kiel</a> hat "
        "gesagt…</dt><dd class='comment-body' id='Blog1_cmt-2'><p>" + b[4] + "</p></dd><dd class='comment-"
        "footer'><span class='comment-timestamp'><a href='#c2'>19. Mai 2026 um 21:30</a></span></dd></dl></div>"
        "<p class='comment-footer'><a href='https://www.blogger.com/comment/post'>Kommentar veröffentlichen</a>"
        "</p></div></div></div></div></div><div class='blog-pager' id='blog-pager'><span id='blog-pager-newer-"
        "link'><a class='blog-pager-newer-link' href='/2026/05/tomaten.html'>Neuerer Post</a></span><span "
        "id='blog-pager-older-link'><a class='blog-pager-older-link' href='/2026/05/kompost.html'>Älterer Post</a>"
        "</span><a class='home-link' href='https://gartenglueckamstadtrand.blogspot.com/'>Startseite</a></div><div "
        "class='post-feeds'><div class='feed-links'>Abonnieren <a class='feed-link' href='/feeds/1/comments/"
        "default'>Kommentare zum Post (Atom)</a></div></div></div></div></div><div class='sidebar section'><div "
        "class='widget Profile'><h2>Über mich</h2><div class='widget-content'><dl class='profile-datablock'><dt "
        "class='profile-data'><a class='profile-name-link' href='/profile/9'>Renate Kowalski</a></dt><dd "
        "class='profile-textblock'>Hobbygärtnerin aus Hannover-Linden.</dd></dl><a class='profile-link' "
        "href='/profile/9'>Mein Profil vollständig anzeigen</a></div></div><div class='widget BlogArchive'><h2>"
        "Blog-Archiv</h2><ul class='hierarchy'><li><a href='/2026/'>2026</a> (14)</li><li><a href='/2025/'>2025"
        "</a> (31)</li></ul></div></div></div><footer><div class='widget Attribution'>Design \"Einfach\". Powered "
        "by <a href='https://www.blogger.com'>Blogger</a>.</div></footer></body></html>")


PAGES["blogger-de"] = NewsPage(  # (readers' comments go by design)
    _blogger(), "https://gartenglueckamstadtrand.blogspot.com/2026/05/radieschen.html", BLOGGER[:3],
    ("Gartenglück am Stadtrand", "Diesen Post per E-Mail", "BlogThis", "Auf X teilen", "Neuerer Post", "Älterer Post", "Kommentare zum Post",
     "Mein Profil vollständig", "Blog-Archiv", "Powered by", "Kommentar veröffentlichen", "Labels:"),
    {"type": "article", "date": "2026-05-17", "author": "Renate Kowalski"})


# --- Discourse topic (English): the posts, "1 Like", "Reply", the suggested topics, the timeline -----------------

DISCOURSE = (
    "After upgrading to 3.2 the backup job fails every night with a timeout while it uploads to S3. The log says "
    "the multipart upload was aborted after 300 seconds.",
    "Is there a setting for that timeout, or do I have to split the backup myself?",
    "The timeout comes from the S3 client, not from the backup job. You can raise it with the "
    "DISCOURSE_S3_HTTP_TIMEOUT variable in app.yml and rebuild the container.",
    "Thanks, setting it to 900 fixed it. The backup of 40 GB went through last night in about twelve minutes.",
)


def _discourse() -> str:
    d = DISCOURSE

    def post(n: int, user: str, when: str, body: str, likes: str) -> str:
        return (
            f'<div class="topic-post clearfix regular" data-post-number="{n}"><article id="post_{n}" '
            f'class="boxed onscreen-post" aria-label="post #{n} by @{user}" role="region"><div class="row"><div '
            f'class="topic-avatar"><a class="trigger-user-card main-avatar" data-user-card="{user}"><img alt="" '
            f'width="48" height="48" src="/user_avatar/{user}.png" class="avatar"></a></div><div class="topic-body '
            f'clearfix"><div role="heading" class="topic-meta-data"><div class="names trigger-user-card"><span '
            f'class="first username"><a href="/u/{user}" data-user-card="{user}">{user}</a></span></div><div '
            f'class="post-infos"><div class="post-info post-date"><a class="widget-link post-date" href="/t/'
            f'backup-timeout/8812/{n}"><span title="{when}" data-time="1" class="relative-date">{when}</span></a>'
            f'</div></div></div><div class="regular contents"><div class="cooked">{body}</div><section '
            f'class="post-menu-area clearfix"><nav class="post-controls"><div class="actions"><button '
            f'class="widget-button btn-flat like-count">{likes}</button><button class="widget-button btn-flat '
            f'toggle-like" title="like this post"></button><button class="widget-button btn-flat share" '
            f'title="copy a link to this post">Share</button><button class="widget-button btn-flat reply" '
            f'title="begin composing a reply to this post"><span class="d-button-label">Reply</span></button></div>'
            f'</nav></section></div></div></div></article></div>')
    return (
        _head("Backup to S3 times out after upgrade to 3.2 - Support - Discourse Meta", "en",
              '<meta property="og:type" content="website"><meta property="article:published_time" '
              'content="2026-10-03T21:14:08+00:00">'
              + _ld({"@type": "DiscussionForumPosting", "headline": "Backup to S3 times out after upgrade to 3.2",
                     "datePublished": "2026-10-03T21:14:08Z", "author": {"@type": "Person", "name": "hkrause"},
                     "text": d[0]}))
        + '<body class="crawler"><header class="d-header"><div class="wrap"><div class="contents"><div '
        'class="title"><a href="/"><img src="/logo.png" alt="Discourse Meta"></a></div><div class="panel"><a '
        'class="btn sign-up-button" href="/signup">Sign Up</a><a class="btn login-button" href="/login">Log In</a>'
        '</div></div></div></header><div id="main-outlet" class="wrap" role="main"><div id="topic-title"><h1><a '
        'href="/t/backup-timeout/8812">Backup to S3 times out after upgrade to 3.2</a></h1><div class="topic-'
        'category"><span class="badge-category"><span class="badge-category__name">Support</span></span><div '
        'class="list-tags"><a class="discourse-tag" href="/tag/backup">backup</a><a class="discourse-tag" '
        'href="/tag/s3">s3</a></div></div></div><div class="topic-area"><div class="posts-wrapper">'
        + post(1, "hkrause", "Oct 3", f"<p>{d[0]}</p><p>{d[1]}</p>", "")
        + post(2, "falco", "Oct 4", f"<p>{d[2]}</p>", "2 Likes")
        + post(3, "hkrause", "Oct 5", f"<p>{d[3]}</p>", "1 Like")
        + '<div class="small-action"><p class="small-action-desc">Closed on Oct 8, 2026</p></div></div><div '
        'class="timeline-container"><div class="topic-timeline"><div class="timeline-scrollarea"><span '
        'class="timeline-date">Oct 3</span><div class="timeline-replies">1 / 3</div><span class="timeline-date">'
        'Oct 5</span></div><button class="btn btn-default">Jump to post</button></div></div></div><div '
        'id="suggested-topics" class="more-topics__list"><h3 class="suggested-topics-title">Related topics</h3>'
        '<table class="topic-list"><thead><tr><th>Topic</th><th>Replies</th><th>Views</th><th>Activity</th></tr>'
        '</thead><tbody><tr class="topic-list-item"><td class="main-link"><a class="title" href="/t/1">Restore '
        'fails with missing uploads</a></td><td class="posts">4</td><td class="views">312</td><td class="age">Sep '
        '2026</td></tr><tr class="topic-list-item"><td class="main-link"><a class="title" href="/t/2">S3 CDN '
        'settings ignored</a></td><td class="posts">7</td><td class="views">1.1k</td><td class="age">Aug 2026</td>'
        '</tr></tbody></table></div></div><footer class="noscript-footer-nav"><a href="/">Home</a><a '
        'href="/categories">Categories</a><a href="/guidelines">Guidelines</a><a href="/tos">Terms of Service</a>'
        '<a href="/privacy">Privacy Policy</a><p class="powered-by-link">Powered by <a href="https://www.'
        'discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer></body></html>')


PAGES["discourse"] = NewsPage(
    _discourse(), "https://meta.discourse.example.org/t/backup-timeout/8812", DISCOURSE,
    ("Sign Up", "Log In", "2 Likes", "1 Like", "Reply", "Jump to post", "Related topics", "Restore fails",
     "Terms of Service", "Powered by", "1 / 3"),
    {"type": "other", "date": "2026-10-03", "author": "hkrause"})


# --- XenForo 2 thread (German): posts with the member's panel, "Gefällt mir", quotes, "Antworten", share ---------

XENFORO = (
    "Hallo zusammen, mein Passat B8 (2.0 TDI, 150 PS) zeigt seit gestern die Meldung „AdBlue nachfüllen“, obwohl ich "
    "vor 800 km erst zehn Liter nachgefüllt habe.",
    "Hat jemand eine Idee, ob der Sensor im Tank defekt sein kann?",
    "Das klingt nach dem bekannten Problem mit dem Füllstandsgeber. Bei mir wurde 2024 die komplette Tankeinheit "
    "auf Kulanz getauscht, der Sensor allein ist nicht einzeln zu bekommen.",
    "Danke, ich war heute beim Händler: genau das war es. Die Tankeinheit wird nächste Woche getauscht.",
)


def _xenforo() -> str:
    x = XENFORO

    def post(n: int, user: str, title: str, posts: str, iso: str, shown: str, body: str, likes: str) -> str:
        reaction = (f'<div class="reactionsBar js-reactionsList is-active"><ul class="reactionSummary"><li>'
                    f'<span class="reaction reaction--1">Like</span></li></ul> <a class="reactionsBar-link" '
                    f'href="/posts/{n}/reactions">{likes}</a></div>' if likes else "")
        return (
            f'<article class="message message--post js-post js-inlineModContainer" data-author="{user}" '
            f'data-content="post-{n}" id="js-post-{n}"><div class="message-inner"><div class="message-cell '
            f'message-cell--user"><section class="message-user"><div class="message-avatar"><a class="avatar '
            f'avatar--m" href="/members/{user}.{n}/"><img alt="{user}"></a></div><div class="message-userDetails">'
            f'<h4 class="message-name"><a class="username" href="/members/{user}.{n}/">{user}</a></h4><h5 '
            f'class="userTitle message-userTitle">{title}</h5></div><div class="message-userExtras"><dl '
            f'class="pairs pairs--justified"><dt>Beiträge</dt><dd>{posts}</dd></dl><dl class="pairs '
            f'pairs--justified"><dt>Ort</dt><dd>Niedersachsen</dd></dl></div></section></div><div class="message-'
            f'cell message-cell--main"><div class="message-main"><header class="message-attribution"><ul '
            f'class="message-attribution-main listInline"><li class="u-concealed"><a href="/threads/adblue.{n}/">'
            f'<time class="u-dt" datetime="{iso}">{shown}</time></a></li></ul><ul class="message-attribution-'
            f'opposite listInline"><li><a class="message-attribution-gadget" title="Teilen">Teilen</a></li><li><a '
            f'href="/threads/adblue-meldung.381822/post-{n}">#{n}</a></li></ul></header><div class="message-'
            f'content js-messageContent"><div class="message-userContent lbContainer js-lbContainer"><article '
            f'class="message-body js-selectToQuote"><div class="bbWrapper">{body}</div></article></div></div>'
            f'<footer class="message-footer"><div class="message-actionBar actionBar"><div class="actionBar-set '
            f'actionBar-set--external"><a class="actionBar-action actionBar-action--reaction">Gefällt mir</a><a '
            f'class="actionBar-action actionBar-action--reply">Antworten</a></div></div>{reaction}</footer></div>'
            f'</div></div></article>')
    return (
        _head("AdBlue-Meldung trotz vollem Tank | Passat-Forum", "de-DE",
              '<meta property="og:type" content="website"><meta name="description" content="Hallo zusammen, mein '
              'Passat B8 zeigt seit gestern die Meldung AdBlue nachfüllen">')
        + '<body data-template="thread_view"><div class="p-pageWrapper"><header class="p-header"><div '
        'class="p-header-logo"><a href="/">Passat-Forum</a></div></header><nav class="p-nav"><ul '
        'class="p-nav-list"><li><a href="/">Foren</a></li><li><a href="/whats-new/">Neue Beiträge</a></li><li><a '
        'href="/members/">Mitglieder</a></li></ul><div class="p-navgroup"><a href="/login/">Anmelden</a><a '
        'href="/register/">Registrieren</a></div></nav><div class="p-body"><ul class="p-breadcrumbs"><li><a '
        'href="/">Foren</a></li><li><a href="/forums/b8/">Passat B8</a></li><li><a href="/forums/b8-motor/">Motor '
        '&amp; Abgas</a></li></ul><div class="p-body-header"><h1 class="p-title-value">AdBlue-Meldung trotz vollem '
        'Tank</h1><div class="p-description"><ul class="listInline"><li>Ersteller <a class="username">'
        'Dirk_H</a></li><li><time datetime="2026-11-12T19:03:11+0100">12. November 2026</time></li></ul></div>'
        '</div><div class="block block--messages"><div class="block-outer"><div class="pageNav"><a '
        'href="#">Beobachten</a></div></div><div class="block-container"><div class="block-body js-replyNewMessage'
        'Container">'
        + post(1, "Dirk_H", "Neues Mitglied", "12", "2026-11-12T19:03:11+0100", "12. November 2026",
               f"{x[0]}<br>{x[1]}", "")
        + post(2, "Schrauber76", "Erfahrenes Mitglied", "2.417", "2026-11-12T20:41:55+0100", "12. November 2026",
               f'<blockquote class="bbCodeBlock bbCodeBlock--quote"><div class="bbCodeBlock-title">Dirk_H sagte:'
               f'</div><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent">Hat jemand eine '
               f'Idee, ob der Sensor im Tank defekt sein kann?</div><div class="bbCodeBlock-expandLink"><a>Zum '
               f'Vergrößern anklicken....</a></div></div></blockquote>{x[2]}', "Dirk_H und Passatfahrer")
        + post(3, "Dirk_H", "Neues Mitglied", "13", "2026-11-14T17:22:09+0100", "14. November 2026", x[3],
               "Schrauber76")
        + '</div></div></div><div class="block-outer block-outer--after"><div class="shareButtons"><span '
        'class="shareButtons-label">Teilen:</span><a class="shareButtons-button--facebook">Facebook</a><a '
        'class="shareButtons-button--email">E-Mail</a><a class="shareButtons-button--link">Link</a></div></div>'
        '<div class="block"><h3 class="block-minorHeader">Ähnliche Themen</h3><div class="block-body"><div '
        'class="structItem"><a href="/threads/adblue-pumpe.1/">AdBlue-Pumpe defekt – Kosten?</a><span>Antworten: '
        '14</span></div><div class="structItem"><a href="/threads/adblue-heizung.2/">AdBlue Heizung Fehler '
        'P20B9</a><span>Antworten: 6</span></div></div></div></div><footer class="p-footer"><div class="p-footer-'
        'inner"><ul><li><a href="/help/terms/">Nutzungsbedingungen</a></li><li><a href="/help/privacy-policy/">'
        'Datenschutz</a></li></ul><div class="p-footer-copyright">Community platform by XenForo® © 2010-2026 '
        'XenForo Ltd.</div></div></footer></div></body></html>')


PAGES["xenforo-de"] = NewsPage(
    _xenforo(), "https://www.passat-forum.example.de/threads/adblue-meldung.381822/",
    (f"{XENFORO[0]} {XENFORO[1]}", *XENFORO[2:]),  # one <br> parts lines, not paragraphs
    ("Anmelden", "Registrieren", "Neues Mitglied", "Erfahrenes Mitglied", "Beiträge", "Gefällt mir", "Antworten",
     "Zum Vergrößern", "Teilen", "Ähnliche Themen", "AdBlue-Pumpe", "Community platform", "Nutzungsbedingungen",
     "Beobachten", "Dirk_H und Passatfahrer"),
    {"type": "other", "date": "2026-11-12"})


# --- Stack Exchange question (English): votes, "Share Improve this question Follow", comments, the answers ----------

SE = (
    "I have a list of dictionaries and want to sort it by the value of the key 'age', but some dictionaries do not "
    "have that key at all. sorted() raises a KeyError.",
    "How can I sort them so that the ones without an age end up last?",
    "Use a key function that returns a tuple: the first element tells whether the key is missing, so those sort "
    "after all the others.",
    "people.sort(key=lambda p: (\"age\" not in p, p.get(\"age\", 0)))",
    "Since False sorts before True, every dictionary with an age comes first, ordered by age.",
)


def _stackexchange() -> str:
    s = SE

    def signature(action: str, when: str, iso: str, user: str, rep: str) -> str:
        return (
            f'<div class="post-signature flex--item"><div class="user-info"><div class="user-action-time">{action} '
            f'<span title="{iso}" class="relativetime">{when}</span></div><div class="user-gravatar32"><a '
            f'href="/users/1/{user}"><img alt="{user}"></a></div><div class="user-details" itemprop="author" '
            f'itemscope itemtype="http://schema.org/Person"><a href="/users/1/{user}">{user}</a><span '
            f'class="d-none" itemprop="name">{user}</span><div class="-flair"><span class="reputation-score">'
            f'{rep}</span><span class="badge1"></span><span class="badgecount">12</span></div></div></div></div>')
    menu = ('<div class="js-post-menu"><div class="d-flex gs8 s-anchors s-anchors__muted fw-wrap"><div '
            'class="flex--item"><a class="js-share-link">Share</a></div><div class="flex--item"><a '
            'class="js-suggest-edit-post">Improve this {0}</a></div><div class="flex--item"><button '
            'class="js-follow-post">Follow</button></div></div></div>')
    comments = ('<div class="comments js-comments-container"><ul class="comments-list js-comments-list"><li '
                'class="comment js-comment"><div class="js-comment-actions comment-actions"><div '
                'class="comment-score"><span class="cool">3</span></div></div><div class="comment-text '
                'js-comment-text-and-form"><div class="comment-body js-comment-edit-hide"><span class="comment-'
                'copy">Do you want the missing ones last or first?</span> – <div class="d-inline-flex"><a '
                'class="comment-user">jonrsharpe</a></div> <span class="comment-date"><span class="relativetime-'
                'clean">Mar 4, 2026 at 9:12</span></span></div></div></li></ul></div><div class="js-comment-form-'
                'layout"><a class="js-add-link comments-link">Add a comment</a></div>')
    return (
        _head("python - Sort a list of dicts by a key that may be missing - Stack Overflow", "en",
              '<meta property="og:type" content="website"><meta itemprop="name" content="Sort a list of dicts by '
              'a key that may be missing">')
        + '<body class="question-page unified-theme"><div id="notify-container"></div><header class="s-topbar">'
        '<div class="s-topbar--container"><a class="s-topbar--logo" href="/"><span>Stack Overflow</span></a><ol '
        'class="s-navigation"><li><a href="/questions">Questions</a></li><li><a href="/tags">Tags</a></li></ol><a '
        'href="/users/login">Log in</a><a href="/users/signup">Sign up</a></div></header><div class="container">'
        '<div id="left-sidebar"><nav role="navigation"><ol class="nav-links"><li><a href="/">Home</a></li><li><a '
        'href="/questions">Questions</a></li><li><a href="/collectives">Collectives</a></li></ol></nav></div><div '
        'id="content"><div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question"><div '
        'id="question-header"><h1 itemprop="name" class="fs-headline1"><a href="/questions/781/sort">Sort a list '
        'of dicts by a key that may be missing</a></h1><div><a href="/questions/ask" class="s-btn">Ask Question'
        '</a></div></div><div class="d-flex fw-wrap pb8 mb16 bb bc-black-200"><div class="flex--item" title='
        '"2026-03-04 08:55:17Z">Asked <time itemprop="dateCreated" datetime="2026-03-04T08:55:17">8 months ago'
        '</time></div><div class="flex--item">Modified <a href="?lastactivity" title="2026-03-05 10:01:00Z">8 '
        'months ago</a></div><div class="flex--item" title="Viewed 2,341 times">Viewed 2k times</div></div><div '
        'id="mainbar" role="main"><div class="question js-question" id="question"><div class="post-layout"><div '
        'class="votecell post-layout--left"><div class="js-voting-container"><button class="js-vote-up-btn">Up '
        'vote</button><div class="js-vote-count" itemprop="upvoteCount">14</div><button class="js-vote-down-btn">'
        'Down vote</button></div></div><div class="postcell post-layout--right"><div class="s-prose js-post-body" '
        f'itemprop="text"><p>{s[0]}</p><p>{s[1]}</p></div><div class="post-taglist"><ul class="js-post-tag-list-'
        'wrapper"><li><a class="post-tag" href="/questions/tagged/python">python</a></li><li><a class="post-tag" '
        'href="/questions/tagged/sorting">sorting</a></li></ul></div><div class="mb0"><div class="d-flex">'
        + menu.format("question") + signature("asked", "Mar 4, 2026 at 8:55", "2026-03-04 08:55:17Z", "mkoenig",
                                              "1,204")
        + '</div></div></div>' + comments + '</div></div><div id="answers"><div id="answers-header"><h2 '
        'class="mb0" data-answercount="1">1 Answer <span style="display:none;" itemprop="answerCount">1</span>'
        '</h2><div class="d-flex"><label for="answer-sort">Sorted by:</label><select id="answer-sort"><option>'
        'Highest score (default)</option><option>Date modified (newest first)</option></select></div></div><div '
        'id="answer-782" class="answer js-answer accepted-answer" itemprop="acceptedAnswer" itemscope itemtype='
        '"https://schema.org/Answer"><div class="post-layout"><div class="votecell"><div class="js-voting-'
        'container"><div class="js-vote-count" itemprop="upvoteCount">22</div><div class="js-accepted-answer-'
        'indicator" title="Loading when this answer was accepted…"><svg aria-hidden="true"></svg></div></div>'
        '</div><div class="answercell post-layout--right"><div class="s-prose js-post-body" itemprop="text">'
        f'<p>{s[2]}</p><pre class="lang-py s-code-block"><code class="hljs language-python">{s[3]}</code></pre>'
        f'<p>{s[4]}</p></div><div class="mt24"><div class="d-flex">' + menu.format("answer")
        + signature("answered", "Mar 4, 2026 at 9:20", "2026-03-04 09:20:41Z", "Martijn Pieters", "1.1m")
        + '</div></div></div></div></div><h2 class="bottom-notice">Not the answer you\'re looking for? Browse '
        'other questions tagged <a class="post-tag">python</a> or <a href="/questions/ask">ask your own question'
        '</a>.</h2></div></div><div id="sidebar"><div class="s-sidebarwidget"><ul><li>The Overflow Blog</li><li>'
        '<a href="/blog/1">How we cut build times in half</a></li></ul></div><div class="module sidebar-linked">'
        '<h4 id="h-linked">Linked</h4><div class="linked"><a href="/q/1">Sorting a dict by value</a></div></div>'
        '<div id="hot-network-questions" class="module tex2jax_ignore"><h4><a href="/hot">Hot Network Questions'
        '</a></h4><ul><li><a href="/q/2">Why does my cat sit on my keyboard?</a></li></ul></div></div></div></div>'
        '<footer id="footer" class="site-footer"><div class="site-footer--container"><nav class="site-footer--'
        'nav"><a href="/">Stack Overflow</a><a href="/legal/privacy-policy">Privacy Policy</a></nav><p class="site-'
        'footer--copyright">Site design / logo © 2026 Stack Exchange Inc; user contributions licensed under CC '
        'BY-SA.</p></div></footer></body></html>')


PAGES["stackexchange"] = NewsPage(
    _stackexchange(), "https://stackoverflow.example.com/questions/781/sort-a-list-of-dicts-by-missing-key", SE,
    ("Ask Question", "Log in", "Up vote", "Improve this", "Follow", "Add a comment", "Sorted by", "Hot Network",
     "Not the answer", "The Overflow Blog", "Site design", "Viewed", "1 Answer", "Collectives", "Loading when"),
    {"type": "other", "date": "2026-03-04"})


# --- MkDocs Material page (German): nav tabs, the page's toc, admonitions, content tabs, "Letzte Aktualisierung" ----

MKDOCS = (
    "Die Konfiguration liegt in der Datei config.yml im Stammverzeichnis des Projekts. Fehlt sie, startet der Dienst "
    "mit den Standardwerten.",
    "Hinweis",
    "Änderungen an der Datei werden erst nach einem Neustart des Dienstes wirksam.",
    "server:\n  port: 8080\n  workers: 4",
    "Der Wert workers sollte die Zahl der Prozessorkerne nicht übersteigen.",
    "Option",
    "Standard",
    "Bedeutung",
    "port",
    "8080",
    "Port, auf dem der Dienst lauscht",
)


def _mkdocs() -> str:
    m = MKDOCS
    return (
        _head("Konfiguration - Lagerwerk Dokumentation", "de",
              '<meta name="generator" content="mkdocs-1.6.1, mkdocs-material-9.5.44">')
        + '<body dir="ltr" data-md-color-scheme="default"><input class="md-toggle" data-md-toggle="drawer" '
        'type="checkbox" id="__drawer"><div data-md-component="skip"><a href="#konfiguration" class="md-skip">Zum '
        'Inhalt</a></div><div data-md-component="announce"></div><header class="md-header md-header--shadow" '
        'data-md-component="header"><nav class="md-header__inner md-grid" aria-label="Kopfzeile"><a href="../" '
        'title="Lagerwerk Dokumentation" class="md-header__button md-logo">Lagerwerk</a><div class="md-header__'
        'title"><div class="md-header__ellipsis"><div class="md-header__topic"><span class="md-ellipsis">Lagerwerk '
        'Dokumentation</span></div><div class="md-header__topic" data-md-component="header-topic"><span '
        'class="md-ellipsis">Konfiguration</span></div></div></div><div class="md-search" data-md-component='
        '"search"><label class="md-search__overlay" for="__search"></label><div class="md-search__inner"><form '
        'class="md-search__form"><input type="text" class="md-search__input" placeholder="Suche"></form><div '
        'class="md-search-result__meta">Suche wird initialisiert</div></div></div><div class="md-header__source">'
        '<a href="https://github.com/lagerwerk/lagerwerk" class="md-source"><div class="md-source__repository">'
        'lagerwerk/lagerwerk</div></a></div></nav><nav class="md-tabs" aria-label="Tabs"><ul class="md-tabs__list">'
        '<li class="md-tabs__item"><a href="../" class="md-tabs__link">Start</a></li><li class="md-tabs__item '
        'md-tabs__item--active"><a href="./" class="md-tabs__link">Betrieb</a></li><li class="md-tabs__item"><a '
        'href="../api/" class="md-tabs__link">API-Referenz</a></li></ul></nav></header><div class="md-container" '
        'data-md-component="container"><main class="md-main" data-md-component="main"><div class="md-main__inner '
        'md-grid"><div class="md-sidebar md-sidebar--primary" data-md-component="sidebar" data-md-type='
        '"navigation"><div class="md-sidebar__scrollwrap"><div class="md-sidebar__inner"><nav class="md-nav '
        'md-nav--primary" aria-label="Navigation"><ul class="md-nav__list"><li class="md-nav__item"><a href="../'
        'installation/" class="md-nav__link">Installation</a></li><li class="md-nav__item md-nav__item--active">'
        '<a href="./" class="md-nav__link md-nav__link--active">Konfiguration</a></li><li class="md-nav__item"><a '
        'href="../backup/" class="md-nav__link">Datensicherung</a></li></ul></nav></div></div></div><div '
        'class="md-sidebar md-sidebar--secondary" data-md-component="sidebar" data-md-type="toc"><div class="md-'
        'sidebar__scrollwrap"><div class="md-sidebar__inner"><nav class="md-nav md-nav--secondary" aria-label='
        '"Inhaltsverzeichnis"><label class="md-nav__title" for="__toc">Inhaltsverzeichnis</label><ul class="md-'
        'nav__list" data-md-component="toc"><li class="md-nav__item"><a href="#datei" class="md-nav__link">Datei'
        '</a></li><li class="md-nav__item"><a href="#optionen" class="md-nav__link">Optionen</a></li></ul></nav>'
        '</div></div></div><div class="md-content" data-md-component="content"><article class="md-content__inner '
        'md-typeset"><a href="https://github.com/lagerwerk/lagerwerk/edit/main/docs/betrieb/konfiguration.md" '
        'title="Diese Seite bearbeiten" class="md-content__button md-icon">Bearbeiten</a><h1 id="konfiguration">'
        'Konfiguration</h1><h2 id="datei">Datei<a class="headerlink" href="#datei" title="Permanenter Link">¶</a>'
        f'</h2><p>{m[0]}</p><div class="admonition note"><p class="admonition-title">{m[1]}</p><p>{m[2]}</p></div>'
        '<div class="tabbed-set tabbed-alternate" data-tabs="1:2"><input checked="checked" id="__tabbed_1_1" '
        'name="__tabbed_1" type="radio"><input id="__tabbed_1_2" name="__tabbed_1" type="radio"><div class="tabbed-'
        'labels"><label for="__tabbed_1_1">YAML</label><label for="__tabbed_1_2">Umgebungsvariablen</label></div>'
        '<div class="tabbed-content"><div class="tabbed-block"><div class="language-yaml highlight"><pre><span>'
        '</span><button class="md-clipboard md-icon" title="In Zwischenablage kopieren"></button><code><span '
        'class="nt">server</span><span class="p">:</span>\n<span class="w">  </span><span class="nt">port</span>'
        '<span class="p">:</span><span class="w"> </span><span class="l l-Scalar">8080</span>\n<span class="w">  '
        '</span><span class="nt">workers</span><span class="p">:</span><span class="w"> </span><span class="l">4'
        '</span></code></pre></div></div><div class="tabbed-block"><div class="highlight"><pre><code>LW_PORT=8080'
        f'\nLW_WORKERS=4</code></pre></div></div></div></div><p>{m[4]}</p><h2 id="optionen">Optionen<a '
        'class="headerlink" href="#optionen" title="Permanenter Link">¶</a></h2><table><thead><tr>'
        f'<th>{m[5]}</th><th>{m[6]}</th><th>{m[7]}</th></tr></thead><tbody><tr><td>{m[8]}</td><td>{m[9]}</td>'
        f'<td>{m[10]}</td></tr></tbody></table><aside class="md-source-file"><span class="md-source-file__fact">'
        '<span class="md-icon" title="Letztes Update"></span><span class="git-revision-date-localized-plugin '
        'git-revision-date-localized-plugin-date">3. November 2026</span></span></aside></article></div></div>'
        '</main><footer class="md-footer"><nav class="md-footer__inner md-grid" aria-label="Fußzeile"><a '
        'href="../installation/" class="md-footer__link md-footer__link--prev"><div class="md-footer__title">'
        '<span class="md-footer__direction">Zurück</span><div class="md-ellipsis">Installation</div></div></a><a '
        'href="../backup/" class="md-footer__link md-footer__link--next"><div class="md-footer__title"><span '
        'class="md-footer__direction">Weiter</span><div class="md-ellipsis">Datensicherung</div></div></a></nav>'
        '<div class="md-footer-meta md-typeset"><div class="md-copyright"><div class="md-copyright__highlight">'
        'Copyright © 2026 Lagerwerk GmbH</div>Made with <a href="https://squidfunk.github.io/mkdocs-material/">'
        'Material for MkDocs</a></div></div></footer></div></body></html>')


PAGES["mkdocs-material-de"] = NewsPage(
    _mkdocs(), "https://docs.lagerwerk.example.de/betrieb/konfiguration/",
    # a code block's lines are one line of the document; the admonition's title word goes (boiler._admonition_title)
    tuple(" ".join(t.split()) for t in MKDOCS if t != "Hinweis"),
    ("Hinweis", "Zum Inhalt", "Suche wird", "lagerwerk/lagerwerk", "API-Referenz", "Inhaltsverzeichnis", "Bearbeiten", "¶",
     "In Zwischenablage", "Zurück", "Weiter", "Made with", "Copyright", "Installation"),
    {"type": "other", "date": "2026-11-03"})


# --- Docusaurus 3 page (English): navbar, sidebar menu, admonition, "Edit this page", "Last updated on", pager -----

DOCUSAURUS = (
    "A plugin is a function that receives the site's context and its options and returns an object with "
    "lifecycle methods.",
    "warning",
    "Plugins are loaded in the order they are listed, so a plugin that depends on another must come after it.",
    "export default function myPlugin(context, options) {\n  return { name: 'my-plugin' };\n}",
    "The name must be unique among the site's plugins; it is used to namespace the data the plugin creates.",
)


def _docusaurus() -> str:
    d = DOCUSAURUS
    return (
        _head("Writing plugins | Harbor Docs", "en",
              '<meta name="generator" content="Docusaurus v3.5.2"><meta property="og:title" content="Writing '
              'plugins | Harbor Docs"><meta name="docusaurus_version" content="current">')
        + '<body class="navigation-with-keyboard"><div role="region" aria-label="Skip to main content"><a '
        'class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div><nav '
        'aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items">'
        '<a class="navbar__brand" href="/"><b class="navbar__title text--truncate">Harbor</b></a><a class="navbar__'
        'item navbar__link navbar__link--active" href="/docs/intro">Docs</a><a class="navbar__item navbar__link" '
        'href="/blog">Blog</a></div><div class="navbar__items navbar__items--right"><div class="navbar__item '
        'dropdown"><a class="navbar__link">v2.4</a></div><button class="clean-btn toggleButton" title="Switch '
        'between dark and light mode (currently light mode)"></button><div class="navbarSearchContainer"><button '
        'class="DocSearch DocSearch-Button"><span class="DocSearch-Button-Placeholder">Search</span></button></div>'
        '</div></div></nav><div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_z2l0">'
        '<div class="docsWrapper_hBAB"><div class="docRoot_UBD9"><aside class="theme-doc-sidebar-container '
        'docSidebarContainer_YfHR"><nav aria-label="Docs sidebar" class="menu thin-scrollbar menu_SIkG"><ul '
        'class="theme-doc-sidebar-menu menu__list"><li class="menu__list-item"><a class="menu__link" href="/docs/'
        'intro">Introduction</a></li><li class="menu__list-item"><a class="menu__link menu__link--active" '
        'aria-current="page" href="/docs/plugins">Writing plugins</a></li><li class="menu__list-item"><a '
        'class="menu__link" href="/docs/themes">Themes</a></li></ul></nav></aside><main class="docMainContainer_'
        'TBSr"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col '
        'docItemCol_VOVn"><div class="docItemContainer_Djhp"><article><nav class="theme-doc-breadcrumbs '
        'breadcrumbsContainer_Z_bl" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__'
        'item"><a aria-label="Home page" class="breadcrumbs__link" href="/">🏠</a></li><li class="breadcrumbs__'
        'item"><span class="breadcrumbs__link">Guides</span></li><li class="breadcrumbs__item breadcrumbs__item--'
        'active"><span class="breadcrumbs__link">Writing plugins</span></li></ul></nav><span class="theme-doc-'
        'version-badge badge badge--secondary">Version: 2.4</span><div class="tocCollapsible_ETCw theme-doc-toc-'
        'mobile"><button type="button" class="clean-btn tocCollapsibleButton_TO0P">On this page</button></div>'
        '<div class="theme-doc-markdown markdown"><header><h1>Writing plugins</h1></header>'
        f'<p>{d[0]}</p><div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning">'
        f'<div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg></svg></span>{d[1]}</div>'
        f'<div class="admonitionContent_BuS1"><p>{d[2]}</p></div></div><div class="language-js codeBlockContainer_'
        'Ckt0 theme-code-block"><div class="codeBlockTitle_Ktv7">src/plugins/my-plugin.js</div><div '
        'class="codeBlockContent_biex"><pre tabindex="0" class="prism-code language-js codeBlock_bY9V"><code '
        'class="codeBlockLines_e6Vv"><span class="token-line"><span class="token keyword">export</span> default '
        'function myPlugin(context, options) {\n</span><span class="token-line">  return { name: \'my-plugin\' };'
        '\n</span><span class="token-line">}</span></code></pre><div class="buttonGroup__atx"><button type="button" '
        'aria-label="Copy code to clipboard" title="Copy" class="clean-btn">Copy</button></div></div></div>'
        f'<p>{d[4]}</p></div><footer class="theme-doc-footer docusaurus-mt-lg"><div class="theme-doc-footer-edit-'
        'meta-row row"><div class="col"><a href="https://github.com/harbor/docs/edit/main/docs/plugins.md" '
        'class="theme-edit-this-page">Edit this page</a></div><div class="col lastUpdated_JAkA"><span '
        'class="theme-last-updated">Last updated<!-- --> on <b><time datetime="2026-10-21T14:02:33.000Z" '
        'itemprop="dateModified">Oct 21, 2026</time></b> by <b>Priya Natarajan</b></span></div></div></footer>'
        '</article><nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__'
        'link pagination-nav__link--prev" href="/docs/intro"><div class="pagination-nav__sublabel">Previous</div>'
        '<div class="pagination-nav__label">Introduction</div></a><a class="pagination-nav__link pagination-nav__'
        'link--next" href="/docs/themes"><div class="pagination-nav__sublabel">Next</div><div class="pagination-'
        'nav__label">Themes</div></a></nav></div></div><div class="col col--3"><div class="tableOfContents_bqdL '
        'thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents"><li><a href="#options" class="table-'
        'of-contents__link">Options</a></li></ul></div></div></div></div></main></div></div></div><footer '
        'class="footer footer--dark"><div class="footer__links"><div class="footer__col"><div class="footer__'
        'title">Community</div><ul><li><a href="https://discord.example">Discord</a></li></ul></div></div><div '
        'class="footer__copyright">Copyright © 2026 Harbor Project. Built with Docusaurus.</div></footer></body>'
        '</html>')


PAGES["docusaurus"] = NewsPage(
    _docusaurus(), "https://harbor.example.dev/docs/plugins",
    tuple(" ".join(t.split()) for t in DOCUSAURUS if t != "warning"),
    ("warning", "Skip to main content", "Switch between", "Search", "Introduction", "Version: 2.4", "On this page", "Copy",
     "Edit this page", "Last updated", "Previous", "Next", "Community", "Built with Docusaurus", "🏠"),
    {"type": "other", "date": "2026-10-21"})


# --- A man page as man7.org serves it (English): the page's sections in <pre>, the top links, the colophon ------

MAN = (
    "tee - read from standard input and write to standard output and files",
    "tee [OPTION]... [FILE]...",
    "Copy standard input to each FILE, and also to standard output.",
    "-a, --append",
    "append to the given FILEs, do not overwrite",
)


def _manpage() -> str:
    m = MAN
    return (
        _head("tee(1) - Linux manual page", "en")
        + '<body><div class="page-top"><a id="top_of_page"></a></div><table class="top-navigation"><tr><td><a '
        'href="../index.html">man7.org</a> &gt; Linux &gt; <a href="../index.html">man-pages</a></td><td '
        'class="right"><a href="http://man7.org/training/">Linux/UNIX system programming training</a></td></tr>'
        '</table><hr><table class="sec-table"><tr><td><p>NAME | SYNOPSIS | DESCRIPTION | COLOPHON</p></td><td '
        'class="search-box"><form method="get" action="https://www.google.com/search"><input type="text" '
        'name="q"><input type="submit" value="Search online pages"></form></td></tr></table><pre>\n<span '
        'class="headline">TEE(1)                        User Commands                       TEE(1)</span>\n</pre>'
        f'<h2><a id="NAME" href="#NAME"></a>NAME &nbsp; &nbsp; &nbsp; &nbsp; <a href="#top_of_page"><span '
        f'class="top-link">top</span></a></h2><pre>       {m[0]}\n</pre><h2><a id="SYNOPSIS" href="#SYNOPSIS"></a>'
        f'SYNOPSIS &nbsp; &nbsp; <a href="#top_of_page"><span class="top-link">top</span></a></h2><pre>       '
        f'<b>tee </b>[<i>OPTION</i>]... [<i>FILE</i>]...\n</pre><h2><a id="DESCRIPTION" href="#DESCRIPTION"></a>'
        f'DESCRIPTION &nbsp; &nbsp; <a href="#top_of_page"><span class="top-link">top</span></a></h2><pre>       '
        f'{m[2]}\n\n       <b>-a</b>, <b>--append</b>\n              {m[4]}\n</pre><h2><a id="COLOPHON" '
        'href="#COLOPHON"></a>COLOPHON &nbsp; &nbsp; <a href="#top_of_page"><span class="top-link">top</span></a>'
        '</h2><pre>       This page is part of the <i>coreutils</i> (basic file, shell and text manipulation '
        'utilities) project.  Information about the project can be found at ⟨http://www.gnu.org/software/'
        'coreutils/⟩.\n</pre><hr class="end-man-text"><p>Pages that refer to this page: <a href="../man1/'
        'pee.1.html">pee(1)</a>, <a href="../man2/tee.2.html">tee(2)</a></p><hr class="start-footer"><div '
        'class="footer"><table class="colophon-table"><tr><td class="pub-info"><p>HTML rendering created '
        '2026-10-05 by <a href="https://man7.org/mtk/index.html">Michael Kerrisk</a>, author of <a '
        'href="https://man7.org/tlpi/"><em>The Linux Programming Interface</em></a>.</p><p>For details of in-depth '
        '<strong>Linux/UNIX system programming training courses</strong> that I teach, look <a '
        'href="https://man7.org/training/">here</a>.</p><p>Hosting by <a href="https://www.jambit.com/">jambit '
        'GmbH</a>.</p></td></tr></table></div><hr class="end-footer"></body></html>')


PAGES["manpage"] = NewsPage(
    _manpage(), "https://man7.org/linux/man-pages/man1/tee.1.html",
    (MAN[0], MAN[1], f"{MAN[2]} {MAN[3]} {MAN[4]}"),  # (a <pre> section is one paragraph)
    ("man-pages", "Linux/UNIX system programming training", "Search online pages", "NAME | SYNOPSIS", "top",
     "Pages that refer", "HTML rendering created", "Hosting by", "in-depth"),
    {"type": "other"})


# --- A French recipe site's page (Marmiton's kind): ingredients, steps, "Note de l'auteur", the reviews, ads -----

RECETTE = (
    "Une tarte simple et rapide, idéale pour finir un repas d'automne.",
    "1 pâte brisée",
    "4 pommes (type Reinette)",
    "50 g de sucre",
    "2 œufs",
    "20 cl de crème fraîche",
    "Préchauffez le four à 200 °C. Étalez la pâte dans un moule et piquez le fond avec une fourchette.",
    "Épluchez les pommes, coupez-les en lamelles et disposez-les en rosace sur la pâte.",
    "Battez les œufs avec le sucre et la crème, versez sur les pommes et enfournez 35 minutes.",
)


def _recette() -> str:
    r = RECETTE
    ingredients = "".join(f'<li class="card-ingredient"><span class="card-ingredient-title">{i}</span></li>'
                          for i in r[1:6])
    steps = "".join(f'<div class="recipe-step-list__container"><div class="recipe-step-list__head"><span>Étape '
                    f'{n}</span></div><p>{t}</p></div>' for n, t in enumerate(r[6:], 1))
    return (
        _head("Tarte aux pommes normande : la recette facile", "fr",
              _ld({"@type": "Recipe", "name": "Tarte aux pommes normande", "author": "Mireille_R",
                   "datePublished": "2024-09-21", "recipeIngredient": list(r[1:6])}))
        + '<body><div id="didomi-host"><div class="didomi-popup-notice"><p>Nous et nos partenaires utilisons des '
        'cookies pour stocker et/ou accéder à des informations sur un appareil.</p><button id="didomi-notice-agree-'
        'button">Accepter &amp; Fermer</button><button>Personnaliser</button></div></div><header class="header">'
        '<a href="/" class="header-logo">Cuisine d\'Ici</a><nav><a href="/recettes/">Recettes</a><a href="/'
        'dossiers/">Dossiers</a></nav><form class="header-search"><input placeholder="Rechercher une recette">'
        '</form></header><main><nav class="af-breadcrumb"><a href="/">Accueil</a> › <a href="/recettes/desserts/">'
        'Desserts</a> › <span>Tarte aux pommes normande</span></nav><div class="recipe-header"><h1 class="main-'
        'title">Tarte aux pommes normande</h1><div class="recipe-header__rating"><span class="recipe-header__'
        'rating-text">4,7/5</span><span class="recipe-header__rating-count">(312 avis)</span></div><div '
        'class="recipe-primary"><div class="recipe-primary__item"><span>1h</span></div><div class="recipe-'
        'primary__item"><span>très facile</span></div><div class="recipe-primary__item"><span>bon marché</span>'
        '</div></div><div class="recipe-header__actions"><button class="save-button">Sauvegarder</button><button>'
        f'Imprimer</button><button>Partager</button></div></div><p class="recipe-intro">{r[0]}</p><div '
        'class="ad-slot ad-slot--mpu"><span>Publicité</span></div><div class="recipe-ingredients"><h2>'
        'Ingrédients</h2><div class="recipe-ingredients__qt-counter"><button>-</button><span>6 personnes</span>'
        f'<button>+</button></div><ul class="card-ingredient-list">{ingredients}</ul></div><div class="recipe-'
        f'preparation"><h2>Préparation</h2>{steps}</div><div class="recipe-author-note"><h2>Note de l\'auteur</h2>'
        '<p>« Servez tiède avec une boule de glace vanille. »</p></div><div class="recipe-reviews"><h2>Avis</h2>'
        '<div class="recipe-reviews-list__review"><span class="recipe-reviews-list__review__author">Claire</span>'
        '<p>Très bonne recette, je l\'ai faite deux fois déjà.</p></div><a href="/recettes/avis/1234">Voir les 312 '
        'avis</a></div><section class="recipe-reco"><h2>Recettes similaires</h2><a href="/recettes/tarte-tatin">'
        'Tarte Tatin</a><a href="/recettes/crumble">Crumble aux pommes</a></section></main><footer><p>© 2026 '
        'Cuisine d\'Ici – Tous droits réservés</p><a href="/cgu">CGU</a> <a href="/confidentialite">Politique de '
        'confidentialité</a></footer></body></html>')


PAGES["recette-fr"] = NewsPage(
    _recette(), "https://www.cuisinedici.example.fr/recettes/tarte-aux-pommes-normande_1234.aspx", RECETTE,
    ("Nous et nos partenaires", "Accepter", "Rechercher une recette", "Accueil", "Sauvegarder", "Imprimer",
     "Publicité", "Voir les 312 avis", "Recettes similaires", "Tarte Tatin", "Tous droits réservés", "CGU"),
    {"type": "other"})


# --- A Swiss canton's service page (German, Kanton Zürich's kind): lead, steps, "Kontakt" box, "Zuletzt
# aktualisiert", feedback widget, the canton's footer ---------------------------------------------------------

KANTON = (
    "Wer im Kanton Zürich einen Hund hält, muss ihn innert zehn Tagen bei der Wohngemeinde anmelden und in der "
    "Datenbank AMICUS registrieren lassen.",
    "Hund chippen lassen",
    "Die Tierärztin oder der Tierarzt setzt dem Hund einen Mikrochip ein und erfasst ihn in AMICUS.",
    "Hund bei der Gemeinde anmelden",
    "Melden Sie den Hund bei der Einwohnerkontrolle Ihrer Wohngemeinde an. Die Gemeinde erhebt eine jährliche "
    "Hundeabgabe.",
)


def _kanton() -> str:
    k = KANTON
    return (
        _head("Hund anmelden | Kanton Zürich", "de-CH",
              '<meta property="og:type" content="website"><meta name="description" content="Wer einen Hund hält, '
              'muss ihn anmelden.">')
        + '<body><div class="mdl-cookie-banner"><p>Diese Website verwendet Cookies, um die Benutzerfreundlichkeit '
        'zu verbessern.</p><button>Einverstanden</button></div><header class="mdl-header"><a class="mdl-header__'
        'logo" href="/de/">Kanton Zürich</a><nav class="mdl-header__nav"><a href="/de/themen.html">Themen</a><a '
        'href="/de/organisation.html">Organisation</a><a href="/de/suche.html">Suche</a></nav></header><nav '
        'class="mdl-breadcrumb"><ol><li><a href="/de/">Startseite</a></li><li><a href="/de/umwelt-tiere.html">'
        'Umwelt &amp; Tiere</a></li><li><a href="/de/umwelt-tiere/tiere.html">Tiere</a></li></ol></nav><main '
        'class="mdl-main"><div class="mdl-page-header"><h1 class="atm-heading">Hund anmelden</h1><p class="atm-'
        f'lead">{k[0]}</p></div><div class="mdl-richtext"><h2>So gehen Sie vor</h2><ol class="mdl-step-list"><li>'
        f'<h3>{k[1]}</h3><p>{k[2]}</p></li><li><h3>{k[3]}</h3><p>{k[4]}</p></li></ol></div><div class="mdl-contact">'
        '<h2>Kontakt</h2><p class="mdl-contact__name">Veterinäramt</p><p>Zollstrasse 20<br>8090 Zürich</p><p>'
        '<a href="tel:+41432594111">+41 43 259 41 11</a></p><p class="mdl-contact__hours">Montag bis Freitag<br>'
        '8.00 bis 12.00 Uhr und 13.30 bis 17.00 Uhr</p></div><div class="mdl-feedback"><h2>Ist diese Seite '
        'verständlich?</h2><button>Ja</button><button>Nein</button></div><p class="mdl-last-update">Zuletzt '
        'aktualisiert: 12.08.2026</p></main><footer class="mdl-footer"><p>Kanton Zürich</p><a href="/de/'
        'kontakt.html">Kontakt</a><a href="/de/impressum.html">Impressum</a><a href="/de/datenschutz.html">'
        'Datenschutz</a><a href="/de/barrierefreiheit.html">Barrierefreiheit</a></footer></body></html>')


PAGES["kanton-zh"] = NewsPage(
    _kanton(), "https://www.zh.example.ch/de/umwelt-tiere/tiere/hund-anmelden.html", KANTON,
    ("Diese Website verwendet Cookies", "Einverstanden", "Organisation", "Umwelt & Tiere", "Ist diese Seite",
     "Impressum", "Barrierefreiheit"),
    {"type": "other", "date": "2026-08-12"})



# --- the rules this pass added, each beside the text of the same shape that stays ------------------------------------

def _texts(body: str, url: str = "https://askubuntu.example.com/questions/12/how-to") -> list[str]:
    return _paragraphs(processed(page(body, "Question"), url).body)


_ANSWER = ("Run the upgrade from a terminal instead of the software centre, so you can see which package holds it "
           "up and answer its questions.")


@pytest.mark.parametrize("notice", [
    "Not the answer you're looking for? Browse other questions tagged ubuntu upgrade or ask your own question.",
    "¿No es la respuesta que buscas? Explora otras preguntas con la etiqueta python o formula tu propia pregunta.",
    "Não encontrou uma resposta? Pesquise outras perguntas com a tag java ou faça sua própria pergunta.",
    "Browse other questions tagged ubuntu upgrade or ask your own question.",
])
def test_stack_exchanges_notice_under_the_answers_goes(notice):
    found = _texts(f"<main><h1>How to upgrade</h1><p>{_ANSWER}</p><p>{_ANSWER} Then reboot.</p><h2 "
                   f"class='bottom-notice'>{notice}</h2></main>")
    assert notice not in found and _ANSWER in found


def test_a_sentence_about_browsing_questions_stays():
    line = "Browse other questions tagged as duplicates before you ask, the moderators said in their last post."
    found = _texts(f"<main><h1>How to upgrade</h1><p>{_ANSWER}</p><p>{line}</p><p>{_ANSWER} Then reboot.</p></main>")
    assert line in found


@pytest.mark.parametrize("footer, day", [
    ('<footer class="theme-doc-footer"><span class="theme-last-updated">Last updated on <time '
     'datetime="2026-10-21T14:02:33.000Z">Oct 21, 2026</time></span></footer>', "2026-10-21"),
    ('<footer class="site-footer"><span class="updated">Last updated on <time datetime="2026-10-21">Oct 21, 2026'
     '</time></span></footer>', ""),
])
def test_a_manuals_last_update_in_its_doc_footer_is_its_day_and_the_sites_footer_is_not(footer, day):
    html = page(f"<main><article><h1>Writing plugins</h1><p>{DOCUSAURUS[0]}</p><p>{DOCUSAURUS[2]}</p>{footer}"
                "</article></main>", "Writing plugins")
    assert processed(html, "https://harbor.example.dev/docs/plugins").attrs.get("date", "") == day


# --- Magento 2 product page (Luma, English): gallery, price box, "Add to Cart", the "Details" / "More Information" /
# "Reviews" tabs, "Related Products", the newsletter block -----------------------------------------------------

MAGENTO = (
    "Our lightest trail shell, the Kestrel weighs just 210 g and packs into its own chest pocket.",
    "The three-layer membrane keeps rain out for hours while letting heat escape on long climbs, and taped seams "
    "stop water from creeping in at the shoulders.",
    "Material",
    "Polyamide, 3-layer membrane",
    "Fit",
    "Regular",
    "Weight",
    "210 g (size M)",
)


def _magento() -> str:
    g = MAGENTO
    related = "".join(
        f'<li class="item product product-item"><div class="product-item-info related-available"><a '
        f'href="/{n.lower()}.html" class="product photo product-item-photo"><img alt="{n}"></a><div class="product '
        f'details product-item-details"><strong class="product name product-item-name"><a class="product-item-link" '
        f'href="/{n.lower()}.html">{n}</a></strong><div class="price-box price-final_price"><span class="price">'
        f'£{p}.00</span></div><div class="field choice related"><input type="checkbox" class="checkbox related">'
        f'<label class="label"><span>Add to Cart</span></label></div></div></div></li>'
        for n, p in (("Merlin Trousers", 95), ("Swift Gloves", 28)))
    return (
        _head("Kestrel Trail Shell Jacket", "en-GB",
              _ld({"@type": "Product", "name": "Kestrel Trail Shell Jacket", "sku": "KTS-01",
                   "offers": {"@type": "Offer", "price": "149.00", "priceCurrency": "GBP"}}))
        + '<body class="catalog-product-view product-kestrel-trail-shell page-layout-1column"><div class="page-'
        'wrapper"><div class="message global cookie" id="notice-cookie-block"><div class="content"><p><strong>We use '
        'cookies to make your experience better.</strong><span>To comply with the new e-Privacy directive, we need '
        'to ask for your consent to set the cookies.</span> <a href="/privacy-policy-cookie-restriction-mode/">Learn '
        'more</a>.</p><div class="actions"><button id="btn-cookie-allow" class="action allow primary"><span>Allow '
        'Cookies</span></button></div></div></div><header class="page-header"><div class="panel wrapper"><div '
        'class="panel header"><ul class="header links"><li class="greet welcome"><span class="not-logged-in">Default '
        'welcome msg!</span></li><li class="authorization-link"><a href="/customer/account/login/">Sign In</a></li>'
        '<li><a href="/customer/account/create/">Create an Account</a></li></ul></div></div><div class="header '
        'content"><a class="logo" href="/" title="Fellside Outdoor"><img alt="Fellside Outdoor"></a><div '
        'data-block="minicart" class="minicart-wrapper"><a class="action showcart" href="/checkout/cart/"><span '
        'class="text">My Cart</span><span class="counter qty empty"><span class="counter-number">0</span></span></a>'
        '</div><div class="block block-search"><form class="form minisearch"><label class="label" for="search">'
        'Search</label><input id="search" placeholder="Search entire store here..."></form></div></div></header>'
        '<div class="sections nav-sections"><nav class="navigation" data-action="navigation"><ul><li class="level0">'
        '<a href="/men.html"><span>Men</span></a></li><li class="level0"><a href="/women.html"><span>Women</span>'
        '</a></li><li class="level0"><a href="/sale.html"><span>Sale</span></a></li></ul></nav></div><div '
        'class="breadcrumbs"><ul class="items"><li class="item home"><a href="/">Home</a></li><li class="item '
        'category3"><a href="/men.html">Men</a></li><li class="item product"><strong>Kestrel Trail Shell Jacket'
        '</strong></li></ul></div><main id="maincontent" class="page-main"><div class="columns"><div class="column '
        'main"><div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span '
        'class="base" data-ui-id="page-title-wrapper" itemprop="name">Kestrel Trail Shell Jacket</span></h1></div>'
        '<div class="product-reviews-summary empty"><div class="reviews-actions"><a class="action add" '
        'href="#review-form">Be the first to review this product</a></div></div><div class="product-info-price">'
        '<div class="price-box price-final_price"><span class="price-container price-final_price"><span '
        'class="price-wrapper" data-price-amount="149"><span class="price">£149.00</span></span></span></div><div '
        'class="product-info-stock-sku"><div class="stock available" title="Availability"><span>In stock</span>'
        '</div><div class="product attribute sku"><strong class="type">SKU</strong><div class="value" '
        'itemprop="sku">KTS-01</div></div></div></div><div class="product-add-form"><form id="product_addtocart_'
        'form"><div class="box-tocart"><div class="fieldset"><div class="field qty"><label class="label" '
        'for="qty"><span>Qty</span></label><input type="number" name="qty" id="qty" value="1"></div><div '
        'class="actions"><button type="submit" title="Add to Cart" class="action primary tocart"><span>Add to Cart'
        '</span></button></div></div></div></form></div><div class="product-social-links"><div class="product-'
        'addto-links"><a href="#" class="action towishlist"><span>Add to Wish List</span></a><a href="#" '
        'class="action tocompare"><span>Add to Compare</span></a></div><a href="/sendfriend/" class="action '
        'mailto friend"><span>Email</span></a></div></div><div class="product media"><div class="gallery-'
        'placeholder"><img alt="main product photo"></div></div><div class="product info detailed"><div '
        'class="product data items" data-mage-init=\'{"tabs":{}}\'><div class="data item title active" '
        'id="tab-label-description"><a class="data switch" href="#description">Details</a></div><div class="data '
        'item content" id="description"><div class="product attribute description"><div class="value">'
        f'<p>{g[0]}</p><p>{g[1]}</p></div></div></div><div class="data item title" id="tab-label-additional"><a '
        'class="data switch" href="#additional">More Information</a></div><div class="data item content" '
        'id="additional"><div class="additional-attributes-wrapper table-wrapper"><table class="data table '
        'additional-attributes" id="product-attribute-specs-table"><caption class="table-caption">More Information'
        f'</caption><tbody><tr><th class="col label" scope="row">{g[2]}</th><td class="col data" data-th="Material">'
        f'{g[3]}</td></tr><tr><th class="col label" scope="row">{g[4]}</th><td class="col data">{g[5]}</td></tr>'
        f'<tr><th class="col label" scope="row">{g[6]}</th><td class="col data">{g[7]}</td></tr></tbody></table>'
        '</div></div><div class="data item title" id="tab-label-reviews"><a class="data switch" href="#reviews">'
        'Reviews</a></div><div class="data item content" id="reviews"><div id="product-review-container"></div>'
        '<div class="block review-add"><div class="block-title"><strong>Write Your Own Review</strong></div><div '
        'class="block-content"><form class="review-form"><fieldset class="fieldset review-fieldset"><legend '
        'class="legend review-legend"><span>You\'re reviewing:</span><strong>Kestrel Trail Shell Jacket</strong>'
        '</legend><div class="field review-field-nickname required"><label for="nickname_field" class="label">'
        '<span>Nickname</span></label><input id="nickname_field"></div><div class="field review-field-text '
        'required"><label for="review_field" class="label"><span>Review</span></label><textarea id="review_field">'
        '</textarea></div></fieldset><button type="submit" class="action submit primary"><span>Submit Review</span>'
        '</button></form></div></div></div></div></div><div class="block related" data-mage-init=\'{"relatedProducts"'
        ':{}}\'><div class="block-title title"><strong id="block-related-heading" role="heading">Related Products'
        '</strong></div><div class="block-content content"><div class="block-actions">Check items to add to the cart '
        'or <button type="button" class="action select"><span>select all</span></button></div><div class="products '
        f'wrapper grid products-grid products-related"><ol class="products list items product-items">{related}</ol>'
        '</div></div></div></div></div></main><footer class="page-footer"><div class="footer content"><div '
        'class="block newsletter"><div class="title"><strong>Newsletter</strong></div><form class="form subscribe">'
        '<label class="label" for="newsletter"><span>Sign Up for Our Newsletter:</span></label><input '
        'id="newsletter" placeholder="Enter your email address"><button class="action subscribe primary"><span>'
        'Subscribe</span></button></form></div><ul class="footer links"><li><a href="/about-us/">About us</a></li>'
        '<li><a href="/customer-service/">Customer Service</a></li><li><a href="/search/term/popular/">Search Terms'
        '</a></li></ul></div></footer><small class="copyright"><span>Copyright © 2013-present Fellside Outdoor '
        'Ltd. All rights reserved.</span></small></div></body></html>')


PAGES["magento2"] = NewsPage(
    _magento(), "https://www.fellside-outdoor.example.co.uk/kestrel-trail-shell-jacket.html", MAGENTO,
    ("We use cookies", "Allow Cookies", "Default welcome msg", "Sign In", "Create an Account", "My Cart",
     "Search entire store", "Be the first to review", "Add to Cart", "Add to Wish List", "Add to Compare",
     "Write Your Own Review", "Nickname", "Submit Review", "Related Products", "Merlin Trousers",
     "Check items to add", "Sign Up for Our Newsletter", "Customer Service", "Copyright", "Qty"),
    {"type": "other"})


# --- PrestaShop 8 product page (French, classic theme): "Description" / "Détails du produit" tabs, reassurance,
# "Dans la même catégorie" ----------------------------------------------------------------------------------------

PRESTA = (
    "Ce miel de lavande est récolté en juillet sur le plateau de Valensole, au cœur de la Provence.",
    "Sa texture crémeuse et son parfum floral délicat en font le compagnon idéal des tartines du matin comme des "
    "fromages de chèvre.",
    "Référence",
    "MIEL-LAV-500",
    "Poids",
    "500 g",
    "Origine",
    "France (Alpes-de-Haute-Provence)",
    "Récolte",
    "Juillet 2026",
)


def _prestashop() -> str:
    p = PRESTA
    same = "".join(
        f'<div class="js-product product col-xs-6"><article class="product-miniature js-product-miniature"><div '
        f'class="thumbnail-container"><a href="/miels/{i}-miel.html" class="thumbnail product-thumbnail"><img '
        f'alt="{n}"></a><div class="product-description"><h3 class="h3 product-title"><a href="/miels/{i}-miel.html">'
        f'{n}</a></h3><div class="product-price-and-shipping"><span class="price">{c} €</span></div></div><div '
        f'class="highlighted-informations"><a class="quick-view js-quick-view" href="#"><i '
        f'class="material-icons search">&#xE8B6;</i> Aperçu rapide</a></div></div></article></div>'
        for i, n, c in ((21, "Miel de châtaignier 500 g", "11,90"), (22, "Miel de thym 250 g", "8,50")))
    return (
        _head("Miel de lavande de Provence 500 g", "fr",
              '<meta property="og:type" content="product"><meta property="product:price:amount" content="12.90">')
        + '<body id="product" class="lang-fr country-fr currency-eur layout-full-width page-product"><div '
        'id="lgcookieslaw_banner" class="lgcookieslaw-banner"><div class="lgcookieslaw-message"><p>Ce site utilise '
        'des cookies pour vous offrir une meilleure expérience de navigation.</p></div><div class="lgcookieslaw-'
        'button-container"><button class="lgcookieslaw-accept-button">Accepter</button><a class="lgcookieslaw-link-'
        'button" href="/content/2-mentions-legales">Plus d\'informations</a></div></div><header id="header"><nav '
        'class="header-nav"><div class="hidden-sm-down"><div id="_desktop_contact_link"><div id="contact-link"><a '
        'href="/nous-contacter">Contactez-nous</a></div></div><div id="_desktop_user_info"><div class="user-info">'
        '<a href="/mon-compte" title="Identifiez-vous"><i class="material-icons">&#xE7FF;</i><span '
        'class="hidden-sm-down">Connexion</span></a></div></div><div id="_desktop_cart"><div class="blockcart '
        'cart-preview inactive"><div class="header"><i class="material-icons shopping-cart">shopping_cart</i><span '
        'class="hidden-sm-down">Panier</span><span class="cart-products-count">(0)</span></div></div></div></div>'
        '</nav><div class="header-top"><div id="_desktop_logo"><a href="/"><img class="logo" alt="Les Ruchers de '
        'Lure"></a></div><div class="menu js-top-menu" id="_desktop_top_menu"><ul class="top-menu" id="top-menu">'
        '<li class="category"><a class="dropdown-item" href="/3-miels">Miels</a></li><li class="category"><a '
        'class="dropdown-item" href="/4-pollen">Pollen et propolis</a></li></ul></div><div id="search_widget" '
        'class="search-widget"><form method="get" action="/recherche"><input type="text" name="s" placeholder='
        '"Rechercher dans le catalogue"></form></div></div></header><section id="wrapper"><nav data-depth="3" '
        'class="breadcrumb hidden-sm-down"><ol><li><a href="/"><span>Accueil</span></a></li><li><a href="/3-miels">'
        '<span>Miels</span></a></li><li><span>Miel de lavande de Provence 500 g</span></li></ol></nav><div '
        'class="container"><div id="content-wrapper" class="js-content-wrapper"><section id="main"><div '
        'class="row product-container js-product-container"><div class="col-md-6"><section class="page-content" '
        'id="content"><div class="images-container js-images-container"><div class="product-cover"><img '
        'class="js-qv-product-cover" alt="Miel de lavande"><div class="layer hidden-sm-down" data-toggle="modal"><i '
        'class="material-icons zoom-in">search</i></div></div></div></section></div><div class="col-md-6"><h1 '
        'class="h1">Miel de lavande de Provence 500 g</h1><div class="product-prices js-product-prices"><div '
        'class="product-price h5"><div class="current-price"><span class="current-price-value" content="12.9">12,90 '
        '€</span></div></div><div class="tax-shipping-delivery-label">TTC</div></div><div class="product-'
        'information"><div class="product-actions js-product-actions"><form action="/panier" method="post" '
        'id="add-to-cart-or-refresh"><div class="product-add-to-cart js-product-add-to-cart"><span class="control-'
        'label">Quantité</span><div class="product-quantity clearfix"><div class="qty"><input type="number" '
        'name="qty" id="quantity_wanted" value="1"></div><div class="add"><button class="btn btn-primary add-to-'
        'cart" data-button-action="add-to-cart" type="submit"><i class="material-icons shopping-cart">&#xE547;</i>'
        'Ajouter au panier</button></div></div><span id="product-availability" class="js-product-availability"><i '
        'class="material-icons rtl-no-flip product-available">&#xE5CA;</i>En stock</span></div><div '
        'class="product-additional-info js-product-additional-info"><div class="social-sharing"><span>Partager'
        '</span><ul><li class="facebook icon-gray"><a href="#" class="text-hide">Partager</a></li><li '
        'class="pinterest icon-gray"><a href="#" class="text-hide">Pinterest</a></li></ul></div></div></form></div>'
        '<div id="block-reassurance"><ul><li><div class="block-reassurance-item"><span class="h6">Paiement '
        'sécurisé par carte bancaire</span></div></li><li><div class="block-reassurance-item"><span class="h6">'
        'Livraison offerte dès 49 € d\'achat</span></div></li></ul></div><div class="tabs"><ul class="nav '
        'nav-tabs" role="tablist"><li class="nav-item"><a class="nav-link active" data-toggle="tab" '
        'href="#description" role="tab">Description</a></li><li class="nav-item"><a class="nav-link" data-toggle='
        '"tab" href="#product-details" role="tab">Détails du produit</a></li></ul><div class="tab-content" '
        'id="tab-content"><div class="tab-pane fade in active js-product-tab-active" id="description" '
        f'role="tabpanel"><div class="product-description"><p>{p[0]}</p><p>{p[1]}</p></div></div><div '
        'class="js-product-details tab-pane fade" id="product-details" role="tabpanel"><div class="product-'
        f'reference"><label class="label">{p[2]} </label><span>{p[3]}</span></div><section class="product-'
        f'features"><p class="h6">Fiche technique</p><dl class="data-sheet"><dt class="name">{p[4]}</dt><dd '
        f'class="value">{p[5]}</dd><dt class="name">{p[6]}</dt><dd class="value">{p[7]}</dd><dt class="name">{p[8]}'
        f'</dt><dd class="value">{p[9]}</dd></dl></section></div>'
        '</div></div></div></div></div><section class="product-accessories clearfix"><p class="h5 text-'
        'uppercase">Vous aimerez aussi</p><div class="products">' + same + '</div></section><section '
        'class="featured-products clearfix mt-3"><h2>Dans la même catégorie</h2><p>16 autres produits dans la même '
        'catégorie :</p></section></section></div></div></section><footer id="footer" class="js-footer"><div '
        'class="footer-container"><div class="block_newsletter"><p id="block-newsletter-label">Recevez nos offres '
        'spéciales</p><form><input name="email" placeholder="Votre adresse e-mail"><input type="submit" '
        'value="S’abonner"></form></div><div class="links"><p class="h3">Notre société</p><ul><li><a '
        'href="/content/1-livraison">Livraison</a></li><li><a href="/content/3-conditions-utilisation">Conditions '
        'd\'utilisation</a></li></ul></div><div class="block-contact"><p class="h4">Informations</p>Les Ruchers de '
        'Lure<br>Route de Saint-Étienne<br>04230 Cruis<br>France</div><p class="text-sm-center"><a '
        'href="https://www.prestashop.com">© 2026 - Logiciel e-commerce par PrestaShop™</a></p></div></footer>'
        '</body></html>')


PAGES["prestashop-fr"] = NewsPage(
    _prestashop(), "https://www.ruchers-de-lure.example.fr/miels/18-miel-de-lavande-de-provence-500-g.html",
    (PRESTA[0], PRESTA[1], *PRESTA[4:]),  # (its reference's <label> goes as a form's: left)
    ("Ce site utilise des cookies", "Accepter", "Contactez-nous", "Connexion", "Panier", "Rechercher dans",
     "Ajouter au panier", "Quantité", "Partager", "Paiement sécurisé", "Livraison offerte", "Vous aimerez aussi",
     "Miel de châtaignier", "Aperçu rapide", "16 autres produits", "Recevez nos offres", "Logiciel e-commerce",
     "Route de Saint-Étienne", "shopping_cart"),
    {"type": "other"})


# --- A Land ministry's press release on the Government Site Builder (German): "Sie sind hier:", the release's date
# line, its contact box, "Diese Seite: Drucken", "nach oben" -------------------------------------------------------

GSB = (
    "Das Land stellt in diesem Jahr weitere 18 Millionen Euro für die Sanierung von Schwimmbädern bereit. "
    "Gefördert werden vor allem Lehrschwimmbecken, in denen Kinder schwimmen lernen.",
    "„Jedes Kind soll am Ende der Grundschule sicher schwimmen können“, sagte Sportministerin Karin Albers am "
    "Dienstag in Hannover.",
    "Anträge können Kommunen bis zum 31. März 2027 bei der NBank stellen. Die Förderquote beträgt bis zu 60 "
    "Prozent der förderfähigen Kosten.",
)


def _gsb() -> str:
    g = GSB
    return (
        _head("Niedersachsen fördert Sanierung von Schwimmbädern | Niedersächsisches Ministerium für Inneres und "
              "Sport", "de", '<meta name="generator" content="Government Site Builder"><meta name="DC.date" '
              'content="2026-11-17"><meta name="DC.type" content="Pressemitteilung">')
        + '<body class="gsb-startseite"><div id="wrapperOuter"><ul class="navSkip"><li><a href="#main">Direkt zum '
        'Inhalt</a></li><li><a href="#navPrimary">Direkt zur Hauptnavigation</a></li></ul><div id="header"><div '
        'class="logo"><a href="/startseite/" title="Zur Startseite"><img alt="Niedersächsisches Ministerium für '
        'Inneres und Sport"></a></div><div id="navServiceMeta"><ul><li><a href="/leichte-sprache/">Leichte Sprache'
        '</a></li><li><a href="/gebaerdensprache/">Gebärdensprache</a></li><li><a href="/kontakt/">Kontakt</a>'
        '</li></ul></div><form id="search" action="/SiteGlobals/Forms/Suche/"><label for="f1">Suchbegriff</label>'
        '<input id="f1" name="templateQueryString"><button>Suchen</button></form></div><div id="navPrimary"><h2 '
        'class="aural">Hauptnavigation</h2><ul><li><a href="/themen/">Themen</a></li><li class="active"><a '
        'href="/presse/">Presse</a></li><li><a href="/ministerium/">Ministerium</a></li></ul></div><div '
        'id="navBreadcrumbs"><strong>Sie sind hier:</strong><ol><li><a href="/startseite/">Startseite</a></li><li>'
        '<a href="/presse/">Presse</a></li><li><a href="/presse/pressemitteilungen/">Pressemitteilungen</a></li>'
        '<li><strong>Niedersachsen fördert Sanierung von Schwimmbädern</strong></li></ol></div><div id="wrapper'
        'Content"><div id="main" class="content"><div class="article"><p class="dachzeile">Pressemitteilung</p>'
        '<h1 class="isFirstInSlot">Niedersachsen fördert Sanierung von Schwimmbädern</h1><p class="date">'
        '17.11.2026</p><div class="abstract"><p><strong>Weitere 18 Millionen Euro für Lehrschwimmbecken</strong>'
        f'</p></div><div class="text"><p>{g[0]}</p><p>{g[1]}</p><p>{g[2]}</p></div><div class="sectionRelated '
        'contact"><h2>Kontakt</h2><div class="vcard"><p class="fn">Pressestelle</p><p>Lavesallee 6<br>30169 '
        'Hannover</p><p>Tel: 0511 120-6258</p><p><a href="mailto:pressestelle@mi.niedersachsen.example.de">'
        'E-Mail schreiben</a></p></div></div><div class="docData"><ul class="social-bookmarks"><li><a '
        'href="/SharedDocs/pm.html?nn=1&amp;print=true" class="print">Drucken</a></li><li><a href="#" '
        'class="share">Seite teilen</a></li></ul></div></div></div><div id="navSecondary"><h2 class="aural">'
        'Bereichsnavigation</h2><ul><li><a href="/presse/pressemitteilungen/">Pressemitteilungen</a></li><li><a '
        'href="/presse/termine/">Termine</a></li><li><a href="/presse/mediathek/">Mediathek</a></li></ul></div>'
        '</div><div id="footer"><div class="footerNav"><ul><li><a href="/impressum/">Impressum</a></li><li><a '
        'href="/datenschutz/">Datenschutz</a></li><li><a href="/barrierefreiheit/">Erklärung zur Barrierefreiheit'
        '</a></li></ul></div><p class="toTop"><a href="#wrapperOuter">nach oben</a></p></div></div></body></html>')


PAGES["gsb-pm"] = NewsPage(
    _gsb(), "https://www.mi.niedersachsen.example.de/presse/pressemitteilungen/schwimmbaeder-217.html", GSB,
    ("Direkt zum Inhalt", "Leichte Sprache", "Gebärdensprache", "Suchbegriff", "Hauptnavigation", "Sie sind hier",
     "Lavesallee", "E-Mail schreiben", "Drucken", "Seite teilen", "Bereichsnavigation", "Mediathek",
     "Erklärung zur Barrierefreiheit", "nach oben"),
    {"type": "article", "date": "2026-11-17"})


# --- A Czech obec's news item on VismoOnline: "Úvodní stránka » Aktuality", "Datum vložení", "Autor", the
# "Tisk" / "Sdílet" tools, "Mohlo by vás zajímat", the obec's address in the footer -----------------------------

VISMO = (
    "Oznamujeme občanům, že ve dnech 8. a 9. prosince 2026 proběhne v celé obci odečet stavu vodoměrů. "
    "Pracovníci vodáren budou mít služební průkaz.",
    "Pokud nebudete doma, můžete stav vodoměru nahlásit na obecním úřadě osobně nebo e-mailem do 12. prosince.",
    "Děkujeme za spolupráci.",
)


def _vismo() -> str:
    v = VISMO
    return (
        _head("Odečet vodoměrů | Obec Lipůvka", "cs-CZ", '<meta name="author" content="Obec Lipůvka">'
              '<meta name="generator" content="VismoOnline">')
        + '<body><div id="zahlavi"><div class="zahlavi-vnitrek"><a href="/" id="logo" title="Úvodní stránka">Obec '
        'Lipůvka</a><form id="hledani" action="/vismo/fulltext.asp"><label for="vyraz">Hledat</label><input '
        'id="vyraz"></form></div></div><div id="menu"><ul class="ul"><li><a href="/obec/">Obec</a></li><li><a '
        'href="/obecni-urad/">Obecní úřad</a></li><li><a href="/aktuality/">Aktuality</a></li></ul></div><div '
        'id="ikony"><a href="/mapa-stranek/">Mapa stránek</a> <a href="/rss/">RSS</a></div><div id="obalstranky">'
        '<div id="navigace"><a href="/">Úvodní stránka</a> <span class="sipka">»</span> <a href="/aktuality/">'
        'Aktuality</a> <span class="sipka">»</span> <span class="nolink">Odečet vodoměrů</span></div><div '
        'id="kvlevo"><div id="stred"><h1 class="cist">Odečet vodoměrů</h1><div id="zobrazeni"><div class="obsah">'
        '<div class="dok-upresneni"><span class="dok-datum">Datum vložení: 24. 11. 2026 9:14</span> | <span '
        f'class="dok-autor">Autor: Jana Dvořáková</span></div><div class="editor"><p>{v[0]}</p><p>{v[1]}</p>'
        f'<p>{v[2]}</p></div><div class="dok-nastroje"><a href="?tisk=1" class="tisk">Tisk</a> <a href="#" '
        'class="sdilet">Sdílet na Facebooku</a></div><div class="dok-aktualizace">Aktualizováno: 24. 11. 2026 9:20 '
        '| Přečteno: 143× | Autor: Jana Dvořáková</div><div id="zajimavosti"><h2>Mohlo by vás zajímat</h2><ul '
        'class="ui"><li><a href="/aktuality/svoz-bioodpadu/">Svoz bioodpadu v zimním období</a><div '
        'class="ktg">20. 11. 2026</div></li><li><a href="/aktuality/rozsviceni-stromu/">Rozsvícení vánočního '
        'stromu</a><div class="ktg">18. 11. 2026</div></li></ul></div></div></div></div></div><div id="kvpravo">'
        '<div class="box-uredni-hodiny"><h2>Úřední hodiny</h2><p>Po, St: 8:00–12:00, 13:00–17:00</p></div></div>'
        '</div><div id="zapati"><div class="adresa"><strong>Obec Lipůvka</strong><br>Lipůvka 23, 679 22 Lipůvka'
        '<br>Tel.: 516 432 105</div><p class="copyright">© 2026 Obec Lipůvka | <a href="/prohlaseni-o-'
        'pristupnosti/">Prohlášení o přístupnosti</a> | Vytvořeno systémem <a href="https://www.webhouse.'
        'example.cz">Webhouse</a></p></div></body></html>')


PAGES["vismo-cs"] = NewsPage(
    _vismo(), "https://www.lipuvka.example.cz/aktuality/odecet-vodomeru/", VISMO,
    ("Mapa stránek", "Úvodní stránka", "Datum vložení", "Tisk", "Sdílet", "Přečteno", "Mohlo by vás zajímat",
     "Svoz bioodpadu", "Úřední hodiny", "Lipůvka 23", "Prohlášení o přístupnosti", "Vytvořeno systémem"),
    {"type": "article", "date": "2026-11-24", "author": "Jana Dvořáková"})


# --- A university's staff profile (German): the person's card (room, phone, e-mail, office hours), research
# interests, a list of publications; the faculty's navigation and footer -------------------------------------------

STAFF = (
    "Prof. Dr. Miriam Scholz leitet seit 2021 das Fachgebiet Hydrologie und Wasserwirtschaft. Ihre Forschung "
    "verbindet Messungen im Gelände mit Modellen des Wasserhaushalts kleiner Einzugsgebiete.",
    "Zuvor war sie Nachwuchsgruppenleiterin am Helmholtz-Zentrum für Umweltforschung in Leipzig und "
    "Gastwissenschaftlerin an der University of Saskatchewan.",
    "Abflussbildung in bewaldeten Mittelgebirgen",
    "Dürre und Grundwasserneubildung",
    "Isotopenhydrologie",
    "Scholz, M., Brandt, T. (2025): Drought propagation in forested headwater catchments. Water Resources "
    "Research 61(4).",
    "Scholz, M. et al. (2024): Tracer-based estimates of groundwater recharge under changing land use. Journal "
    "of Hydrology 628.",
)


def _staff() -> str:
    s = STAFF
    return (
        _head("Prof. Dr. Miriam Scholz – Fachgebiet Hydrologie – Universität Kassel", "de",
              '<meta name="generator" content="TYPO3 CMS">')
        + '<body id="p4411"><div class="cookie-consent"><p>Diese Website verwendet Cookies. Weitere Informationen '
        'finden Sie in unserer <a href="/datenschutz">Datenschutzerklärung</a>.</p><button>Nur notwendige</button>'
        '<button>Alle akzeptieren</button></div><header class="page-header"><a class="logo" href="/">Universität '
        'Kassel</a><nav class="nav-service"><a href="/en/">English</a><a href="/suche/">Suche</a></nav><nav '
        'class="nav-main"><ul><li><a href="/studium/">Studium</a></li><li><a href="/forschung/">Forschung</a></li>'
        '<li><a href="/fachbereiche/">Fachbereiche</a></li></ul></nav></header><div class="breadcrumb"><ol><li><a '
        'href="/">Startseite</a></li><li><a href="/fb14/">Fachbereich 14</a></li><li><a href="/fb14/hydrologie/">'
        'Hydrologie</a></li><li>Team</li></ol></div><div class="container"><nav class="subnav"><ul><li><a '
        'href="/fb14/hydrologie/">Fachgebiet</a></li><li class="active"><a href="/fb14/hydrologie/team/">Team</a>'
        '</li><li><a href="/fb14/hydrologie/lehre/">Lehre</a></li><li><a href="/fb14/hydrologie/projekte/">'
        'Projekte</a></li></ul></nav><main id="content"><div class="frame frame-default frame-type-tx_person"><div '
        'class="person-detail"><h1>Prof. Dr. Miriam Scholz</h1><p class="person-position">Leiterin des '
        'Fachgebiets</p><div class="person-contact"><dl><dt>Raum</dt><dd>Gebäude 2, Raum 1107</dd><dt>Telefon</dt>'
        '<dd><a href="tel:+495618043210">+49 561 804-3210</a></dd><dt>E-Mail</dt><dd><a href="mailto:scholz@uni-'
        'kassel.example.de">scholz@uni-kassel.example.de</a></dd><dt>Sprechstunde</dt><dd>Dienstag 10–11 Uhr '
        'nach Vereinbarung</dd></dl><a class="vcard-download" href="/vcard/4411.vcf">vCard herunterladen</a></div>'
        f'<h2>Zur Person</h2><p>{s[0]}</p><p>{s[1]}</p><h2>Forschungsschwerpunkte</h2><ul><li>{s[2]}</li><li>'
        f'{s[3]}</li><li>{s[4]}</li></ul><h2>Ausgewählte Publikationen</h2><ul class="publications"><li>{s[5]}'
        f'</li><li>{s[6]}</li></ul><p><a href="/fb14/hydrologie/publikationen/">Alle Publikationen</a></p></div>'
        '</div></main></div><footer class="page-footer"><div class="footer-address"><p>Universität Kassel<br>'
        'Mönchebergstraße 19<br>34125 Kassel</p></div><ul class="footer-links"><li><a href="/impressum/">Impressum'
        '</a></li><li><a href="/datenschutz/">Datenschutz</a></li></ul><p class="last-change">Zuletzt geändert: '
        '02.10.2026</p></footer></body></html>')


PAGES["staff-profile-de"] = NewsPage(
    _staff(), "https://www.uni-kassel.example.de/fb14/hydrologie/team/miriam-scholz", STAFF,
    ("Diese Website verwendet Cookies", "Alle akzeptieren", "Studium", "Fachbereich 14", "Projekte",
     "vCard herunterladen", "Alle Publikationen", "Mönchebergstraße", "Impressum"),
    {"type": "other"})


# --- A museum's exhibition page (Italian): dates and venue, tickets, "Potrebbe interessarti", newsletter ----------

MUSEO = (
    "La mostra ripercorre cinquant'anni di fotografia di paesaggio in Italia, dalle campagne documentarie degli "
    "anni Settanta alle ricerche più recenti sul territorio urbano.",
    "Oltre centoventi stampe originali, molte delle quali mai esposte prima, dialogano con i materiali "
    "d'archivio: provini, quaderni di lavoro e lettere tra i fotografi.",
    "Il percorso si conclude con una sala dedicata ai giovani autori selezionati dal bando del museo.",
    "Date",
    "dal 14 novembre 2026 al 7 marzo 2027",
    "Orari",
    "martedì–domenica 10–19, giovedì fino alle 22",
    "Dove",
    "Palazzo Magnani, Sala delle Colonne",
)


def _museo() -> str:
    m = MUSEO
    return (
        _head("Paesaggi italiani. Cinquant'anni di fotografia – Museo della Fotografia", "it-IT",
              '<meta property="og:type" content="website">')
        + '<body class="page-template-mostra"><div id="cookie-law-info-bar"><span>Questo sito utilizza cookie '
        'tecnici e, previo tuo consenso, cookie di profilazione. <a role="button" class="cli_settings_button">'
        'Impostazioni</a> <a role="button" id="cookie_action_close_header" class="cli-plugin-button">Accetta</a>'
        '</span></div><header id="masthead"><div class="site-branding"><a href="/" rel="home">Museo della '
        'Fotografia</a></div><nav id="site-navigation" class="main-navigation"><ul><li><a href="/mostre/">Mostre'
        '</a></li><li><a href="/visita/">Visita</a></li><li><a href="/collezione/">Collezione</a></li><li><a '
        'href="/biglietti/">Biglietti</a></li></ul></nav><div class="lang-switch"><a href="/en/">EN</a></div>'
        '</header><main id="main" class="site-main"><article class="mostra type-mostra"><header class="entry-'
        'header"><p class="mostra-stato">In corso</p><h1 class="entry-title">Paesaggi italiani. Cinquant\'anni di '
        'fotografia</h1><p class="mostra-date">14.11.2026 – 07.03.2027</p></header><div class="mostra-info"><dl>'
        f'<dt>{m[3]}</dt><dd>{m[4]}</dd><dt>{m[5]}</dt><dd>{m[6]}</dd><dt>{m[7]}</dt><dd>{m[8]}</dd></dl><a '
        'class="button" href="/biglietti/">Acquista il biglietto</a></div><div class="entry-content">'
        f'<p>{m[0]}</p><p>{m[1]}</p><p>{m[2]}</p><p class="crediti"><em>Mostra a cura di Elena Ferri</em></p>'
        '</div><div class="share-box"><span>Condividi</span><a href="#">Facebook</a><a href="#">WhatsApp</a></div>'
        '</article><section class="correlati"><h2>Potrebbe interessarti</h2><div class="card"><a href="/mostre/'
        'ghirri/"><h3>Luigi Ghirri. Atlante</h3><p>dal 3 febbraio 2027</p></a></div><div class="card"><a '
        'href="/eventi/visita-guidata/"><h3>Visita guidata alla collezione</h3><p>ogni domenica alle 11</p></a>'
        '</div></section></main><footer id="colophon"><div class="newsletter"><h2>Iscriviti alla newsletter</h2>'
        '<form><input type="email" placeholder="La tua email"><button>Iscriviti</button></form></div><p>Museo '
        'della Fotografia · Via Roma 12, 42121 Reggio Emilia · P.IVA 01234567890</p></footer></body></html>')


PAGES["museo-it"] = NewsPage(
    _museo(), "https://www.museofotografia.example.it/mostre/paesaggi-italiani/", MUSEO,
    ("Questo sito utilizza cookie", "Accetta", "Collezione", "Acquista il biglietto", "Condividi",
     "Potrebbe interessarti", "Luigi Ghirri", "Visita guidata", "Iscriviti", "Via Roma 12", "In corso"),
    {"type": "other"})


# --- phpBB 3.3 (prosilver, German): the topic's posts, each with its profile column, "Zitieren", the
# "Wer ist online?" box, the jumpbox --------------------------------------------------------------------------

PHPBB3 = (
    "Hallo, meine Geige (Werkstattinstrument, ca. 1920) hat seit dem Umzug einen schnarrenden Ton auf der "
    "G-Saite. Der Stimmstock steht noch, die Saitenlage sieht normal aus.",
    "Kann das am Wetter liegen oder muss ich zum Geigenbauer?",
    "Oft ist es nur die Feinstimmerschraube oder ein loses Kinnhalterteil. Halte beim Spielen nacheinander "
    "alle Teile fest, dann findest du die Stelle meist schnell.",
    "Es war tatsächlich der Kinnhalter! Eine Umdrehung an der Schraube und das Schnarren ist weg. Danke!",
)


def _phpbb3() -> str:
    t = PHPBB3

    def post(n: int, user: str, when: str, body: str, posts: str) -> str:
        return (
            f'<div id="p{n}" class="post has-profile bg{2 - n % 2}"><div class="inner"><dl class="postprofile" '
            f'id="profile{n}"><dt class="has-profile-rank has-avatar"><div class="avatar-container"><a '
            f'href="./memberlist.php?mode=viewprofile&amp;u={n}" class="avatar"><img alt="Benutzeravatar"></a>'
            f'</div><a href="./memberlist.php?mode=viewprofile&amp;u={n}" class="username">{user}</a></dt><dd '
            f'class="profile-rank">Mitglied</dd><dd class="profile-posts"><strong>Beiträge:</strong> <a '
            f'href="./search.php?author_id={n}&amp;sr=posts">{posts}</a></dd><dd class="profile-joined"><strong>'
            f'Registriert:</strong> 14.03.2019, 18:22</dd></dl><div class="postbody"><div id="post_content{n}">'
            f'<h3><a href="#p{n}">Re: Schnarrender Ton auf der G-Saite</a></h3><ul class="post-buttons"><li><a '
            f'href="./posting.php?mode=quote&amp;p={n}" title="Mit Zitat antworten" class="button button-icon-'
            f'only"><span>Zitieren</span></a></li></ul><p class="author"><a class="unread" href="./viewtopic.php?'
            f'p={n}#p{n}" title="Beitrag"><span class="imageset icon_post_target"></span></a><span '
            f'class="responsive-hide">von <strong><a href="./memberlist.php?mode=viewprofile&amp;u={n}" '
            f'class="username">{user}</a></strong> » </span><time datetime="{when}">{when[8:10]}.{when[5:7]}.'
            f'{when[:4]}, {when[11:16]}</time></p><div class="content">{body}</div></div></div><div class="back2top">'
            f'<a href="#top" class="top" title="Nach oben">Nach oben</a></div></div></div><hr class="divider">')
    return (
        _head("Schnarrender Ton auf der G-Saite - Geigenforum", "de",
              '<meta name="description" content="Hallo, meine Geige hat seit dem Umzug einen schnarrenden Ton">')
        + '<body id="phpbb" class="nojs notouch section-viewtopic ltr"><div id="wrap" class="wrap"><a id="top" '
        'class="top-anchor" accesskey="t"></a><div id="page-header"><div class="headerbar" role="banner"><div '
        'class="inner"><div id="site-description" class="site-description"><a id="logo" class="logo" '
        'href="./index.php" title="Foren-Übersicht"><span class="site_logo"></span></a><h1>Geigenforum</h1><p>Das '
        'Forum für Streicher und Geigenbauer</p><p class="skiplink"><a href="#start_here">Zum Inhalt</a></p></div>'
        '<div id="search-box" class="search-box search-header" role="search"><form action="./search.php"><input '
        'name="keywords" placeholder="Suche…"><button class="button button-search">Suche</button></form></div>'
        '</div></div><div class="navbar" role="navigation"><div class="inner"><ul id="nav-main" class="nav-main '
        'linklist"><li><a href="/app.php/help/faq" rel="help">FAQ</a></li><li class="rightside"><a href="./ucp.php?'
        'mode=login" title="Anmelden">Anmelden</a></li><li class="rightside"><a href="./ucp.php?mode=register">'
        'Registrieren</a></li></ul><ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks"><li '
        'class="breadcrumbs"><span class="crumb"><a href="./index.php">Foren-Übersicht</a></span><span '
        'class="crumb"><a href="./viewforum.php?f=4">Instrumente &amp; Pflege</a></span></li></ul></div></div>'
        '</div><a id="start_here" class="anchor"></a><div id="page-body" class="page-body" role="main"><h2 '
        'class="topic-title"><a href="./viewtopic.php?t=9915">Schnarrender Ton auf der G-Saite</a></h2><div '
        'class="action-bar bar-top"><a href="./posting.php?mode=reply&amp;t=9915" class="button" title="Antwort '
        'erstellen"><span>Antworten</span></a><div class="pagination">3 Beiträge • Seite <strong>1</strong> von '
        '<strong>1</strong></div></div>'
        + post(1, "fiedelfee", "2026-10-06T19:41:00+02:00", f"{t[0]}<br><br>{t[1]}", "12")
        + post(2, "Bogenbauer", "2026-10-06T21:05:00+02:00", t[2], "3412")
        + post(3, "fiedelfee", "2026-10-07T08:12:00+02:00", t[3], "13")
        + '<div class="action-bar bar-bottom"><div class="pagination">3 Beiträge • Seite <strong>1</strong> von '
        '<strong>1</strong></div></div><div class="action-bar actions-jump"><p class="jumpbox-return"><a '
        'href="./viewforum.php?f=4" class="left-box arrow-left">Zurück zu „Instrumente &amp; Pflege“</a></p><div '
        'class="jumpbox dropdown-container"><span class="dropdown-trigger button">Gehe zu</span></div></div><div '
        'class="stat-block online-list"><h3>Wer ist online?</h3><p>Mitglieder in diesem Forum: 0 Mitglieder und 4 '
        'Gäste</p></div></div><div id="page-footer" class="page-footer" role="contentinfo"><div class="navbar" '
        'role="navigation"><ul class="linklist"><li><a href="./index.php">Foren-Übersicht</a></li><li '
        'class="rightside"><a href="./ucp.php?mode=delete_cookies">Alle Cookies löschen</a></li><li '
        'class="rightside">Alle Zeiten sind <span title="Europa/Berlin">UTC+02:00</span></li></ul></div><div '
        'class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited'
        '<p class="footer-row"><a class="footer-link" href="./ucp.php?mode=privacy">Datenschutz</a> | <a '
        'class="footer-link" href="./ucp.php?mode=terms">Nutzungsbedingungen</a></p></div></div></div></body>'
        '</html>')


PAGES["phpbb3-de"] = NewsPage(
    _phpbb3(), "https://www.geigenforum.example.de/viewtopic.php?t=9915", PHPBB3,
    ("Foren-Übersicht", "Zum Inhalt", "Anmelden", "Registrieren", "Zitieren", "Beiträge:", "Registriert:",
     "Nach oben", "3 Beiträge", "Zurück zu", "Gehe zu", "Wer ist online", "Mitglieder in diesem Forum",
     "Alle Cookies löschen", "Alle Zeiten sind", "Powered by", "Nutzungsbedingungen", "Antworten"),
    {"type": "other", "date": "2026-10-06"})


# --- Shopify product page (Dawn, Italian): variant picker, "Aggiungi al carrello", the description, collapsible
# tabs ("Spedizione e resi"), "Potrebbe interessarti anche" ---------------------------------------------------------

SHOPIFY = (
    "Tagliere in legno d'ulivo ricavato da un unico pezzo, lavorato a mano da artigiani pugliesi.",
    "Le venature naturali rendono ogni tagliere unico. Ideale per servire salumi e formaggi o come piano di "
    "lavoro per il pane.",
    "Per mantenerlo bello a lungo, lavalo a mano con acqua tiepida e trattalo di tanto in tanto con olio di "
    "vaselina alimentare.",
)


def _shopify() -> str:
    s = SHOPIFY
    return (
        _head("Tagliere in legno d'ulivo – Bottega Salentina", "it",
              '<meta property="og:type" content="product"><meta property="og:site_name" content="Bottega '
              'Salentina">')
        + '<body class="gradient"><a class="skip-to-content-link button visually-hidden" href="#MainContent">Vai '
        'direttamente ai contenuti</a><div class="shopify-section announcement-bar-section"><div class="announce'
        'ment-bar"><p class="announcement-bar__message">Spedizione gratuita per ordini superiori a 60 €</p></div>'
        '</div><div class="shopify-section section-header"><header class="header"><a href="/" class="header__'
        'heading-link"><span class="h2">Bottega Salentina</span></a><nav class="header__inline-menu"><ul '
        'class="list-menu"><li><a href="/collections/cucina" class="header__menu-item">Cucina</a></li><li><a '
        'href="/collections/tavola" class="header__menu-item">Tavola</a></li></ul></nav><div class="header__'
        'icons"><a href="/search" class="header__icon"><span class="visually-hidden">Cerca</span></a><a '
        'href="/account/login" class="header__icon"><span class="visually-hidden">Accedi</span></a><a '
        'href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble"><span class="visually-hidden">'
        'Carrello</span></a></div></header></div><main id="MainContent" class="content-for-layout" role="main">'
        '<section class="shopify-section section-main-product"><div class="product product--medium grid"><div '
        'class="product__media-wrapper"><slider-component class="slider-mobile-gutter"><ul class="product__media-'
        'list"><li class="product__media-item"><img alt="Tagliere in legno d\'ulivo"></li></ul></slider-component>'
        '</div><div class="product__info-wrapper grid__item"><div id="ProductInfo-main" class="product__info-'
        'container"><p class="product__text inline-richtext caption-with-letter-spacing">Bottega Salentina</p><div '
        'class="product__title"><h1>Tagliere in legno d\'ulivo</h1></div><div class="no-js-hidden" id="price-main">'
        '<div class="price price--large"><div class="price__container"><div class="price__regular"><span '
        'class="visually-hidden visually-hidden--inline">Prezzo di listino</span><span class="price-item price-'
        'item--regular">€39,00 EUR</span></div></div></div></div><div class="product__tax caption rte">Imposte '
        'incluse. <a href="/policies/shipping-policy">Spese di spedizione</a> calcolate al check-out.</div><variant-'
        'radios class="no-js-hidden"><fieldset class="product-form__input"><legend class="form__label">Misura'
        '</legend><input type="radio" id="m-1" name="Misura" value="30 cm" checked><label for="m-1">30 cm</label>'
        '<input type="radio" id="m-2" name="Misura" value="40 cm"><label for="m-2">40 cm</label></fieldset>'
        '</variant-radios><div class="product-form__input product-form__quantity"><label class="quantity__label '
        'form__label">Quantità</label><quantity-input class="quantity"><button class="quantity__button" '
        'name="minus"><span class="visually-hidden">Riduci la quantità di Tagliere</span></button><input '
        'class="quantity__input" type="number" value="1"><button class="quantity__button" name="plus"><span '
        'class="visually-hidden">Aumenta la quantità di Tagliere</span></button></quantity-input></div><product-'
        'form class="product-form"><form method="post" action="/cart/add"><div class="product-form__buttons">'
        '<button type="submit" class="product-form__submit button button--full-width button--secondary"><span>'
        'Aggiungi al carrello</span></button></div></form></product-form><div class="product__description rte '
        f'quick-add-hidden"><p>{s[0]}</p><p>{s[1]}</p><p>{s[2]}</p></div><div class="product__accordion '
        'accordion quick-add-hidden"><details id="Details-collapsible-1"><summary><div class="summary__title"><h2 '
        'class="h4 accordion__title inline-richtext">Spedizione e resi</h2></div></summary><div class="accordion__'
        'content rte" id="ProductAccordion-collapsible-1"><p>Spediamo in 2-4 giorni lavorativi in tutta Italia. '
        'Puoi restituire il prodotto entro 14 giorni dalla consegna.</p></div></details></div><share-button '
        'class="share-button quick-add-hidden"><button class="share-button__button"><span>Condividi</span>'
        '</button></share-button></div></div></div></section><section class="shopify-section"><div class="product-'
        'recommendations"><h2 class="product-recommendations__heading">Potrebbe interessarti anche</h2><ul '
        'class="grid product-grid"><li class="grid__item"><div class="card-wrapper product-card-wrapper"><div '
        'class="card__content"><h3 class="card__heading"><a href="/products/ciotola-ulivo" class="full-unstyled-'
        'link">Ciotola in legno d\'ulivo</a></h3><div class="price"><span class="price-item">€29,00 EUR</span>'
        '</div></div></div></li><li class="grid__item"><div class="card-wrapper product-card-wrapper"><div '
        'class="card__content"><h3 class="card__heading"><a href="/products/mestolo-ulivo" class="full-unstyled-'
        'link">Mestolo in legno d\'ulivo</a></h3><div class="price"><span class="price-item">€14,00 EUR</span>'
        '</div></div></div></li></ul></div></section></main><footer class="footer"><div class="footer-block">'
        '<h2 class="footer-block__heading">Iscriviti alla nostra newsletter</h2><form class="newsletter-form">'
        '<input type="email" placeholder="E-mail"><button>Iscriviti</button></form></div><div class="footer__'
        'copyright"><small class="copyright__content">© 2026, Bottega Salentina</small><small class="copyright__'
        'content"><a href="https://www.shopify.com">Powered by Shopify</a></small></div></footer></body></html>')


PAGES["shopify-it"] = NewsPage(
    _shopify(), "https://www.bottegasalentina.example.it/products/tagliere-legno-ulivo", SHOPIFY,
    ("Vai direttamente", "Spedizione gratuita", "Cerca", "Accedi", "Carrello", "Prezzo di listino",
     "Imposte incluse", "Quantità", "Riduci la quantità", "Aggiungi al carrello", "Spedizione e resi",
     "Spediamo in 2-4", "Condividi", "Potrebbe interessarti", "Ciotola", "Iscriviti", "Powered by Shopify"),
    {"type": "other"})


@pytest.mark.parametrize("url, kind", [
    ("https://www.mi.niedersachsen.example.de/presse/pressemitteilungen/schwimmbaeder-217.html", "article"),
    ("https://www.lipuvka.example.cz/aktuality/odecet-vodomeru/", "article"),
    ("https://www.lipuvka.example.cz/aktuality/", "other"),  # the section itself
    ("https://www.lipuvka.example.cz/aktuality/archiv/", "other"),  # its archive
    ("https://www.lipuvka.example.cz/obecni-urad/odecet-vodomeru/", "other"),  # an office's page
])
def test_a_short_news_item_at_a_news_sections_address_is_an_article(url, kind):
    """A ministry's press release, an obec's news item: a few paragraphs, no metadata, a short slug; the news
    section in the address says what it is (not of the section's own page, nor of a page elsewhere)."""
    html = page(f"<main><h1>Odečet vodoměrů</h1><p>{VISMO[0]}</p><p>{VISMO[1]}</p></main>", "Odečet vodoměrů")
    assert processed(html, url).attrs["type"] == kind


@pytest.mark.parametrize("stated, shown", [
    ("Obec Lipůvka", "Jana Dvořáková"), ("Stadt Wertingen", "Jana Dvořáková"), ("Comune di Reggio Emilia",
                                                                                 "Jana Dvořáková"),
    ("Jana Dvořáková", "Jana Dvořáková"), ("Markéta Obecná", "Markéta Obecná"),
])
def test_a_municipality_named_as_the_author_gives_way_to_the_byline(stated, shown):
    html = page(f'<main><h1>Odečet vodoměrů</h1><p class="autor">Autor: {shown}</p><p>{VISMO[0]}</p>'
                f'<p>{VISMO[1]}</p></main>', "Odečet vodoměrů", f'<meta name="author" content="{stated}">')
    assert processed(html, "https://www.lipuvka.example.cz/aktuality/odecet-vodomeru/").attrs["author"] == shown


@pytest.mark.parametrize("panel, stays", [("Spedizione e resi", False), ("Materiali e cura", True)])
def test_a_shops_policy_panel_in_a_summary_goes_and_another_panel_stays(panel, stays):
    line = "Spediamo in 2-4 giorni lavorativi in tutta Italia. Puoi restituire il prodotto entro 14 giorni."
    html = page('<main><div class="product__info"><h1>Tagliere in legno d\'ulivo</h1><p class="price">€39,00</p>'
                f'<div class="product__description"><p>{SHOPIFY[0]}</p><p>{SHOPIFY[1]}</p></div><details><summary>'
                f'<h2 class="accordion__title">{panel}</h2></summary><div class="accordion__content"><p>{line}</p>'
                '</div></details></div></main>', "Tagliere")
    found = _paragraphs(processed(html, "https://www.bottega.example.it/products/tagliere").body)
    assert SHOPIFY[1] in found and (line in found) == stays


_BOARD_HEAD = ('<div id="site-description"><h1>{0}</h1><p>Das Forum für Streicher und Geigenbauer</p></div>'
               '<h2 class="topic-title"><a href="./viewtopic.php?t=1">Schnarrender Ton auf der G-Saite</a></h2>')


@pytest.mark.parametrize("heading, url, stays", [
    ("Geigenforum", "https://www.geigenforum.example.de/viewtopic.php?t=9915", False),
    ("Geigenforum", "https://www.geigenforum.example.de/", True),  # a front page headed by the site's name
    ("Stimmstock", "https://www.geigenforum.example.de/viewtopic.php?t=9915", True),  # not the site's name
])
def test_the_sites_name_heading_a_forums_page_goes(heading, url, stays):
    html = page(f"{_BOARD_HEAD.format(heading)}<div class='content'><p>{PHPBB3[0]}</p></div><div class='content'>"
                f"<p>{PHPBB3[2]}</p></div>", "Schnarrender Ton auf der G-Saite - Geigenforum")
    found = _paragraphs(processed(html, url).body)
    assert PHPBB3[0] in found and (heading in found) == stays


@pytest.mark.parametrize("host, headline", [
    ("gartenglueckamstadtrand.blogspot.com", "Die ersten Radieschen aus dem Hochbeet"),  # the blog's name, glued and spelled out
    # (another host, or one word of the name glued: a product named after its brand, "Gymshark Arrival T-Shirt" on
    # gymshark.com: the <h1>, the <title>'s part before its separator, is the headline as before)
    ("www.gartenbau-verband.example.de", "Gartenglück am Stadtrand"),
    ("gartenglueck.blogspot.com", "Gartenglück am Stadtrand"),
])
def test_a_blogs_name_its_host_glues_is_no_headline(host, headline):
    html = page(f"<div class='header'><h1 class='title'><a href='https://{host}/'>Gartenglück am Stadtrand</a></h1>"
                f"</div><div class='post'><h3 class='post-title'>Die ersten Radieschen aus dem Hochbeet</h3><div "
                f"class='post-body'>{BLOGGER[0]}<br><br>{BLOGGER[1]}</div></div>",
                "Gartenglück am Stadtrand: Die ersten Radieschen aus dem Hochbeet")
    assert _paragraphs(processed(html, f"https://{host}/2026/05/radieschen.html").body)[0] == headline


@pytest.mark.parametrize("prompt", ["Ist diese Seite verständlich?", "War diese Information nützlich?"])
def test_a_cantons_feedback_prompt_goes(prompt):
    found = _texts(f"<main><h1>Hund anmelden</h1><p>{KANTON[0]}</p><p>{KANTON[4]}</p><div class='feedback'><h2>"
                   f"{prompt}</h2><button>Ja</button><button>Nein</button></div></main>",
                   "https://www.zh.example.ch/de/umwelt-tiere/tiere/hund-anmelden.html")
    assert prompt not in found and KANTON[4] in found


# text whole, furniture gone, what the page is (type, writer, day): over every page above, those of the file's
# second half too
globals().update(page_tests(PAGES, _OPEN, open_furniture=_OPEN_FURNITURE))
