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
from test_vert_news28 import NewsPage, page_cases
from test_vert_xlang26 import _paragraphs
from vert_support import page, processed
from vert_types29_pages import _head, _ld

_OPEN: dict[str, str] = {}  # what no rule keeps yet
_OPEN_FURNITURE = {  # what no rule takes yet
    "blogger-de": "Blogger's <h1> in its header is the blog's name ('Gartenglück am Stadtrand') over the post's <h3>; "
                  "the host glues and transliterates its words ('gartenglueck'), so the rule for a blog's name the "
                  "host spells word by word does not know it"}

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
              "href='https://gartenglueck.blogspot.com/feeds/posts/default'>")
        + "<body class='loading'><div class='navbar section' id='navbar'><div class='widget Navbar'>"
        "<iframe src='https://www.blogger.com/navbar.g'></iframe></div></div><div class='outer-wrapper'>"
        "<header><div class='header section'><div class='widget Header'><h1 class='title'><a "
        "href='https://gartenglueck.blogspot.com/'>Gartenglück am Stadtrand</a></h1><p class='description'>Ein "
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
        "class='timestamp-link' href='https://gartenglueck.blogspot.com/2026/05/radieschen.html'><abbr "
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
        "</span><a class='home-link' href='https://gartenglueck.blogspot.com/'>Startseite</a></div><div "
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
    _blogger(), "https://gartenglueck.blogspot.com/2026/05/radieschen.html", BLOGGER[:3],
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
    tuple(" ".join(t.split()) for t in MKDOCS),  # a code block's lines are one line of the document
    ("Zum Inhalt", "Suche wird", "lagerwerk/lagerwerk", "API-Referenz", "Inhaltsverzeichnis", "Bearbeiten", "¶",
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
    _docusaurus(), "https://harbor.example.dev/docs/plugins", tuple(" ".join(t.split()) for t in DOCUSAURUS),
    ("Skip to main content", "Switch between", "Search", "Introduction", "Version: 2.4", "On this page", "Copy",
     "Edit this page", "Last updated", "Previous", "Next", "Community", "Built with Docusaurus", "🏠"),
    {"type": "other", "date": "2026-10-21"})


@pytest.mark.parametrize("name", page_cases(PAGES, _OPEN))
def test_the_pages_text_stays_whole(name):
    assert PAGES[name].missing_text() == []


@pytest.mark.parametrize("name", page_cases(PAGES, _OPEN_FURNITURE))
def test_the_pages_furniture_goes(name):
    assert PAGES[name].furniture_left() == []


@pytest.mark.parametrize("name", [n for n in PAGES if PAGES[n].meta])
def test_the_doc_line_says_what_the_page_is(name):
    assert PAGES[name].stated() == PAGES[name].meta


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
