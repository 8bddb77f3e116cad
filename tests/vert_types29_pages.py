"""Whole pages of the page types beside news that a news-web corpus meets, for ``test_vert_types29`` (session 29),
written after the markup of engines and sites the earlier tests had none of: blog posts on Ghost (Casper), Substack,
WordPress's block theme (Twenty Twenty-Four), Hugo (PaperMod), Jekyll (Minima), Wix and Squarespace; wiki articles on
MediaWiki (Wikipedia's Vector), Fandom, DokuWiki and Confluence; a government press release, the European
Commission's press corner, a Czech town's notice, a university's news; press releases on PR Newswire and OTS; a
recipe (Tasty Recipes, Chefkoch), a job advert, an event, a podcast episode's show notes.  Each page says what a
corpus builder keeps (``kept``: the paragraphs, headings, list items and code as the document must hold them),
what must go (``gone``: edit links, contents boxes, navboxes, share and print buttons, cookie bars, contact boxes,
the wire's distribution lines) and what the ``<doc>`` line says (``meta``)."""

from __future__ import annotations

import json

from test_vert_news28 import NewsPage


def _ld(data: dict) -> str:
    return f'<script type="application/ld+json">{json.dumps({"@context": "https://schema.org", **data})}</script>'


def _head(title: str, lang: str, extra: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">{extra}</head>')


PAGES: dict[str, NewsPage] = {}

# --- Ghost 5, Casper theme ---------------------------------------------------------------------------------------

GHOST = (
    "Three years ago we moved our whole build system from Jenkins to a set of small shell scripts, and nobody on "
    "the team wants to go back.",
    "What we gave up",
    "The plugin ecosystem was the main reason we had chosen Jenkins in the first place, and some of the plugins did "
    "save us real work.",
    "Matrix builds across four operating systems",
    "A dashboard that product managers actually looked at",
    "What we got instead is a build that anyone can run on a laptop with one command:",
    "./build.sh --target release --jobs 8",
    "The scripts are about 400 lines in total, and most of that is error handling.",
)


def _ghost() -> str:
    g = GHOST
    ld = _ld({"@type": "Article", "headline": "Why we replaced Jenkins with shell scripts",
              "author": {"@type": "Person", "name": "Maya Lindqvist"}, "datePublished": "2026-11-20T09:00:00.000Z",
              "publisher": {"@type": "Organization", "name": "Builders' Notes"}})
    return (
        _head("Why we replaced Jenkins with shell scripts", "en",
              '<meta property="og:type" content="article"><meta property="article:published_time" '
              f'content="2026-11-20T09:00:00.000Z">{ld}<meta name="generator" content="Ghost 5.96">')
        + '<body class="post-template tag-engineering"><div class="viewport"><header id="gh-head" class="gh-head '
        'outer"><div class="gh-head-inner inner"><a class="gh-head-logo" href="/">Builders\' Notes</a><nav '
        'class="gh-head-menu"><ul class="nav"><li class="nav-home"><a href="/">Home</a></li><li class="nav-about">'
        '<a href="/about/">About</a></li></ul></nav><div class="gh-head-actions"><a class="gh-head-link" '
        'href="#/portal/signin" data-portal="signin">Sign in</a><a class="gh-head-button" href="#/portal/signup" '
        'data-portal="signup">Subscribe</a></div></div></header>'
        '<div class="site-content"><main id="site-main" class="site-main"><article class="article post '
        'tag-engineering"><header class="article-header gh-canvas"><div class="article-tag post-card-tags">'
        '<span class="post-card-primary-tag"><a href="/tag/engineering/">Engineering</a></span></div>'
        '<h1 class="article-title">Why we replaced Jenkins with shell scripts</h1>'
        '<p class="article-excerpt">Fewer moving parts, faster builds, and one less server to patch.</p>'
        '<div class="article-byline"><section class="article-byline-content"><ul class="author-list"><li '
        'class="author-list-item"><a href="/author/maya/" class="author-avatar"><img class="author-profile-image" '
        'src="/content/images/maya.jpg" alt="Maya Lindqvist"></a></li></ul><div class="article-byline-meta">'
        '<h4 class="author-name"><a href="/author/maya/">Maya Lindqvist</a></h4><div class="byline-meta-content">'
        '<time class="byline-meta-date" datetime="2026-11-20">Nov 20, 2026</time><span class="byline-reading-time">'
        '<span class="bull">&bull;</span> 4 min read</span></div></div></section></div>'
        '<figure class="article-image"><img src="/content/images/pipes.jpg" alt=""><figcaption>Photo by <a '
        'href="https://unsplash.example/@x">Sam Park</a> / <a href="https://unsplash.example">Unsplash</a>'
        '</figcaption></figure></header>'
        f'<section class="gh-content gh-canvas"><p>{g[0]}</p><h2 id="what-we-gave-up">{g[1]}</h2><p>{g[2]}</p>'
        f'<ul><li>{g[3]}</li><li>{g[4]}</li></ul><p>{g[5]}</p><pre><code class="language-bash">{g[6]}</code></pre>'
        '<div class="kg-card kg-callout-card kg-callout-card-blue"><div class="kg-callout-emoji">💡</div><div '
        'class="kg-callout-text">Want the scripts? They are on our public repository.</div></div>'
        f'<p>{g[7]}</p></section>'
        '<section class="article-comments gh-canvas"></section></article>'
        '<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">Sign up for more like '
        'this.</h2><a class="footer-cta-button" href="#/portal" data-portal><div class="footer-cta-input">Enter '
        'your email</div><span>Subscribe</span></a></div></section></main>'
        '<aside class="read-more-wrap outer"><div class="read-more inner"><article class="post-card post"><a '
        'class="post-card-image-link" href="/flaky-tests/"><img class="post-card-image" src="/f.jpg" alt=""></a>'
        '<div class="post-card-content"><a class="post-card-content-link" href="/flaky-tests/"><header '
        'class="post-card-header"><h2 class="post-card-title">Our flaky tests were not flaky</h2></header><div '
        'class="post-card-excerpt">Every one of them was a real race condition.</div></a><footer '
        'class="post-card-meta"><time class="post-card-meta-date" datetime="2026-10-02">Oct 2, 2026</time><span '
        'class="post-card-meta-length">6 min read</span></footer></div></article></div></aside></div>'
        '<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="/">Builders\' '
        'Notes</a> &copy; 2026</section><nav class="site-footer-nav"><ul class="nav"><li><a href="/privacy/">'
        'Privacy</a></li></ul></nav><div class="gh-powered-by"><a href="https://ghost.org/" target="_blank">'
        'Powered by Ghost</a></div></div></footer></div></body></html>')


PAGES["ghost-casper"] = NewsPage(
    _ghost(), "https://notes.builders.example.com/why-we-replaced-jenkins/", GHOST,
    ("Sign in", "Subscribe", "4 min read", "Sign up for more like this", "Enter your email", "flaky",
     "Powered by Ghost", "Unsplash", "Engineering"),
    {"author": "Maya Lindqvist", "date": "2026-11-20", "type": "article"})


# --- Substack (post with footnotes, subscribe widget, share button, comments) ------------------------------------

SUB = (
    "Every November the same question lands in my inbox: is it worth planting garlic this late? The short answer "
    "is yes, as long as the ground is not frozen.",
    "Garlic needs a few weeks of cold to split into cloves. In most of northern Europe that cold arrives whether you "
    "plant in October or in early December.",
    "Why late planting works",
    "The roots grow as long as the soil stays above about four degrees, which in a mild winter means well into "
    "January.",
    "So plant, mulch with straw, and forget about it until March.",
)


def _substack() -> str:
    s = SUB
    ld = _ld({"@type": "NewsArticle", "headline": "Is it too late to plant garlic?", "datePublished":
              "2026-11-18T07:01:12+00:00", "author": [{"@type": "Person", "name": "Helen Marsh",
                                                        "url": "https://substack.example.com/@helenmarsh"}]})
    return (
        _head("Is it too late to plant garlic? - by Helen Marsh", "en",
              f'<meta property="og:type" content="article">{ld}')
        + '<body><div id="entry"><div id="main" class="main typography use-theme-bg"><div class="topbar-content">'
        '<a href="/" class="navbar-title-link">The Kitchen Garden</a><button class="button primary subscribe-btn">'
        'Subscribe</button><a class="sign-in-link" href="/sign-in">Sign in</a></div>'
        '<div class="container"><div class="single-post-container"><div class="single-post"><article '
        'class="typography newsletter-post post"><div class="post-header"><h1 class="post-title '
        'published">Is it too late to plant garlic?</h1><h3 class="subtitle">A reader question, answered</h3>'
        '<div class="post-meta"><div class="byline-names"><a href="https://substack.example.com/@helenmarsh">Helen '
        'Marsh</a></div><div class="post-date" title="Nov 18, 2026, 7:01 AM">Nov 18, 2026</div></div>'
        '<div class="post-ufi"><a class="like-button-container"><div class="label">42</div></a><a '
        'class="post-ufi-comment-button"><div class="label">7</div></a><button class="post-ufi-button">Share'
        '</button></div></div>'
        f'<div class="available-content"><div dir="auto" class="body markup"><p>{s[0]}</p><p>{s[1]}'
        '<a class="footnote-anchor" id="footnote-anchor-1" href="#footnote-1">1</a></p>'
        '<div class="subscription-widget-wrap-editor"><div class="subscription-widget show-subscribe"><div '
        'class="preamble"><p class="cta-caption">Thanks for reading The Kitchen Garden! Subscribe for free to '
        'receive new posts and support my work.</p></div><form class="subscription-widget-subscribe"><input '
        'type="email" placeholder="Type your email…"><input type="submit" value="Subscribe"></form></div></div>'
        f'<h2 class="header-anchor-post">{s[2]}<div class="pencraft"><button class="header-anchor">'
        f'Link</button></div></h2><p>{s[3]}</p><p>{s[4]}</p>'
        '<p class="button-wrapper"><a class="button primary" href="/p/too-late-garlic?action=share"><span>Share'
        '</span></a></p>'
        '<div class="footnote"><a id="footnote-1" href="#footnote-anchor-1" class="footnote-number">1</a><div '
        'class="footnote-content"><p>Elephant garlic is a leek and plays by other rules.</p></div></div>'
        '</div></div></article>'
        '<div class="post-footer"><div class="post-ufi"><a class="like-button-container"><div class="label">42'
        '</div></a><button>Share</button></div></div>'
        '<div id="discussion" class="comments-section"><h4>Discussion about this post</h4><div '
        'class="comments-list"><div class="comment"><a class="comment-name">Tom Baker</a><div class="comment-body">'
        '<p>Planted mine last week, fingers crossed!</p></div><a class="reply">Reply</a></div></div></div>'
        '</div></div></div><div class="footer-wrap"><div class="footer">© 2026 Helen Marsh · <a>Privacy</a> · '
        '<a>Terms</a> · <a>Collection notice</a></div><a>Start writing</a><a>Get the app</a><div>Substack is the '
        'home for great culture</div></div></div></div></body></html>')


PAGES["substack"] = NewsPage(
    _substack(), "https://kitchengarden.substack.example.com/p/too-late-garlic", SUB,
    ("Thanks for reading", "Type your email", "Discussion about this post", "Substack is the home",
     "Start writing", "Get the app", "Collection notice", "Sign in"),
    {"author": "Helen Marsh", "date": "2026-11-18", "type": "article"})


# --- WordPress 6 with the Twenty Twenty-Four block theme (French) --------------------------------------------------

TT4 = (
    "Depuis le mois de septembre, la médiathèque propose un atelier d’écriture ouvert à tous, le deuxième samedi "
    "de chaque mois.",
    "Les participants écrivent à partir d’une consigne courte, puis lisent leurs textes à voix haute s’ils le "
    "souhaitent.",
    "Programme des prochaines séances",
    "Date",
    "Thème",
    "13 décembre",
    "Écrire l’hiver",
    "10 janvier",
    "Lettres à soi-même",
    "L’inscription est gratuite mais obligatoire, car le nombre de places est limité à douze.",
)


def _tt4() -> str:
    t = TT4
    return (
        _head("Un atelier d’écriture à la médiathèque – Le carnet de Claire", "fr",
              '<meta name="generator" content="WordPress 6.7"><meta property="og:type" content="article">'
              '<meta property="article:published_time" content="2026-11-19T10:12:00+00:00">')
        + '<body class="post-template-default single single-post wp-embed-responsive"><div class="wp-site-blocks">'
        '<header class="wp-block-template-part"><div class="wp-block-group alignwide"><p class="wp-block-site-title">'
        '<a href="/">Le carnet de Claire</a></p><nav class="wp-block-navigation"><ul class="wp-block-navigation__'
        'container"><li class="wp-block-navigation-item"><a href="/a-propos/">À propos</a></li><li class="wp-block-'
        'navigation-item"><a href="/contact/">Contact</a></li></ul></nav></div></header>'
        '<main class="wp-block-group"><div class="wp-block-group"><h1 class="wp-block-post-title">Un atelier '
        'd’écriture à la médiathèque</h1></div><div class="wp-block-group"><div class="wp-block-post-date"><time '
        'datetime="2026-11-19T10:12:00+00:00">19 novembre 2026</time></div><div class="wp-block-group"><p>—</p>'
        '<p>par</p><div class="wp-block-post-author-name"><a href="/author/claire/">Claire Dumas</a></div><p>dans'
        '</p><div class="taxonomy-category wp-block-post-terms"><a href="/category/vie-locale/" rel="tag">Vie locale'
        '</a></div></div></div>'
        f'<div class="entry-content wp-block-post-content"><p>{t[0]}</p><p>{t[1]}</p><h2 class="wp-block-heading">'
        f'{t[2]}</h2><figure class="wp-block-table"><table><thead><tr><th>{t[3]}</th><th>{t[4]}</th></tr></thead>'
        f'<tbody><tr><td>{t[5]}</td><td>{t[6]}</td></tr><tr><td>{t[7]}</td><td>{t[8]}</td></tr></tbody></table>'
        f'</figure><p>{t[9]}</p></div>'
        '<div class="wp-block-group"><div class="taxonomy-post_tag wp-block-post-terms"><a href="/tag/ateliers/" '
        'rel="tag">ateliers</a><span class="wp-block-post-terms__separator">, </span><a href="/tag/lecture/" '
        'rel="tag">lecture</a></div></div>'
        '<nav class="wp-block-group" aria-label="Navigation de l’article"><div class="post-navigation-link-previous '
        'wp-block-post-navigation-link"><span class="wp-block-post-navigation-link__arrow-previous">←</span><a '
        'href="/2026/11/concert/" rel="prev">Le concert de la chorale</a></div></nav>'
        '<div class="wp-block-comments"><div id="respond" class="comment-respond wp-block-post-comments-form"><h3 '
        'id="reply-title" class="comment-reply-title">Laisser un commentaire</h3><form class="comment-form"><p '
        'class="comment-notes">Votre adresse e-mail ne sera pas publiée. Les champs obligatoires sont indiqués avec '
        '*</p><p class="comment-form-comment"><label for="comment">Commentaire *</label><textarea></textarea></p>'
        '<p class="form-submit"><input type="submit" value="Laisser un commentaire"></p></form></div></div></main>'
        '<footer class="wp-block-template-part"><div class="wp-block-group"><p class="wp-block-site-title">Le '
        'carnet de Claire</p><p class="has-small-font-size">Conçu avec <a href="https://fr.wordpress.org" '
        'rel="nofollow">WordPress</a></p></div></footer></div></body></html>')


PAGES["wordpress-tt4"] = NewsPage(
    _tt4(), "https://carnetdeclaire.example.fr/2026/11/19/atelier-ecriture/", TT4,
    ("Laisser un commentaire", "ne sera pas publiée", "Conçu avec", "Le concert de la chorale", "ateliers",
     "À propos"),
    {"author": "Claire Dumas", "date": "2026-11-19", "type": "article"})


# --- Hugo with PaperMod (contents box, heading anchors, highlighted code, tags, prev/next, share buttons) --------

HUGO = (
    "Go's context package is small, but the way it is used decides whether a server shuts down cleanly or leaks "
    "goroutines for hours.",
    "Pass the context first",
    "Every function that does I/O takes a context as its first argument, named ctx, and passes it on.",
    "func fetch(ctx context.Context, url string) ([]byte, error) {",
    "Never store a context",
    "A context stored in a struct outlives the request it belonged to, and its cancellation no longer means "
    "anything.",
)


def _hugo() -> str:
    h = HUGO
    code = ('<div class="highlight"><pre tabindex="0" class="chroma"><code class="language-go" data-lang="go">'
            '<span class="line"><span class="cl"><span class="kd">func</span> <span class="nf">fetch</span>(ctx '
            'context.Context, url <span class="kt">string</span>) ([]<span class="kt">byte</span>, <span '
            'class="kt">error</span>) {</span></span></code></pre></div>')
    return (
        _head("Using context.Context without regrets | Ravi's Notes", "en",
              '<meta name="generator" content="Hugo 0.139.0"><meta property="og:type" content="article">'
              '<meta property="article:published_time" content="2026-11-17T00:00:00+00:00">'
              '<meta name="author" content="Ravi Menon">')
        + '<body class="" id="top"><header class="header"><nav class="nav"><div class="logo"><a href="/" '
        'accesskey="h" title="Ravi\'s Notes (Alt + H)">Ravi\'s Notes</a><div class="logo-switches"><button '
        'id="theme-toggle" accesskey="t" title="(Alt + T)"></button></div></div><ul id="menu"><li><a href="/posts/">'
        '<span>Posts</span></a></li><li><a href="/tags/"><span>Tags</span></a></li><li><a href="/search/" '
        'accesskey="/"><span>Search</span></a></li></ul></nav></header>'
        '<main class="main"><article class="post-single"><header class="post-header"><div class="breadcrumbs"><a '
        'href="/">Home</a>&nbsp;»&nbsp;<a href="/posts/">Posts</a></div><h1 class="post-title entry-hint-parent">'
        'Using context.Context without regrets</h1><div class="post-meta"><span title="2026-11-17 00:00:00 +0000 '
        'UTC">November 17, 2026</span>&nbsp;·&nbsp;3 min&nbsp;·&nbsp;Ravi Menon&nbsp;|&nbsp;<a href="https://'
        'github.example.com/ravi/blog/tree/main/content/posts/context.md" rel="noopener noreferrer" '
        'target="_blank">Suggest Changes</a></div></header>'
        '<div class="toc"><details open><summary accesskey="c" title="(Alt + C)"><span class="details">Table of '
        'Contents</span></summary><div class="inner"><ul><li><a href="#pass-the-context-first" aria-label="Pass '
        'the context first">Pass the context first</a></li><li><a href="#never-store-a-context" aria-label="Never '
        'store a context">Never store a context</a></li></ul></div></details></div>'
        f'<div class="post-content"><p>{h[0]}</p><h2 id="pass-the-context-first">{h[1]}<a hidden class="anchor" '
        f'aria-hidden="true" href="#pass-the-context-first">#</a></h2><p>{h[2]}</p>{code}'
        f'<h2 id="never-store-a-context">{h[4]}<a hidden class="anchor" aria-hidden="true" '
        f'href="#never-store-a-context">#</a></h2><p>{h[5]}</p></div>'
        '<footer class="post-footer"><ul class="post-tags"><li><a href="/tags/go/">Go</a></li><li><a '
        'href="/tags/concurrency/">Concurrency</a></li></ul><nav class="paginav"><a class="prev" '
        'href="/posts/errors/"><span class="title">« Prev</span><br><span>Wrapping errors in Go 1.20</span></a>'
        '<a class="next" href="/posts/slog/"><span class="title">Next »</span><br><span>Structured logging with '
        'slog</span></a></nav><ul class="share-buttons"><li><a target="_blank" rel="noopener noreferrer" '
        'aria-label="share Using context.Context without regrets on x" href="https://x.example.com/intent/tweet">'
        '<svg viewBox="0 0 512 512"></svg></a></li></ul></footer></article></main>'
        '<footer class="footer"><span>&copy; 2026 <a href="/">Ravi\'s Notes</a></span> · <span>Powered by <a '
        'href="https://gohugo.io/">Hugo</a> &amp; <a href="https://github.example.com/adityatelange/hugo-PaperMod/">'
        'PaperMod</a></span></footer><a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" '
        'class="top-link" id="top-link" accesskey="g">↑</a></body></html>')


PAGES["hugo-papermod"] = NewsPage(
    _hugo(), "https://ravi.example.dev/posts/context/", (*HUGO[:3], *HUGO[4:]),
    ("Table of Contents", "Suggest Changes", "« Prev", "Wrapping errors", "Structured logging", "Powered by",
     "Concurrency", "3 min"),
    {"author": "Ravi Menon", "date": "2026-11-17", "type": "article"})


# --- Jekyll with Minima ---------------------------------------------------------------------------------------------

JEKYLL = (
    "I have been keeping bees on the roof of our building for five summers now, and this year was the first one "
    "without a swarm.",
    "The trick, as far as I can tell, was splitting the strongest colony in May before it started building queen "
    "cells.",
    "What I changed",
    "Two brood boxes instead of one from April on.",
    "A frame check every seven days, not every ten.",
    "Next year I want to try the same with the second hive.",
)


def _jekyll() -> str:
    j = JEKYLL
    return (
        _head("A summer without swarms | Rooftop Bees", "en",
              '<meta name="generator" content="Jekyll v4.3.3"><meta property="og:type" content="article">'
              '<meta property="article:published_time" content="2026-11-10T08:00:00+01:00">'
              + _ld({"@type": "BlogPosting", "headline": "A summer without swarms", "datePublished":
                     "2026-11-10T08:00:00+01:00", "author": {"@type": "Person", "name": "Tom Arden"}}))
        + '<body><header class="site-header" role="banner"><div class="wrapper"><a class="site-title" rel="author" '
        'href="/">Rooftop Bees</a><nav class="site-nav"><input type="checkbox" id="nav-trigger" class="nav-trigger">'
        '<label for="nav-trigger"><span class="menu-icon"></span></label><div class="trigger"><a class="page-link" '
        'href="/about/">About</a></div></nav></div></header>'
        '<main class="page-content" aria-label="Content"><div class="wrapper"><article class="post h-entry" '
        'itemscope itemtype="http://schema.org/BlogPosting"><header class="post-header"><h1 class="post-title '
        'p-name" itemprop="name headline">A summer without swarms</h1><p class="post-meta"><time class="dt-published"'
        ' datetime="2026-11-10T08:00:00+01:00" itemprop="datePublished">Nov 10, 2026</time> • <span itemprop="author" '
        'itemscope itemtype="http://schema.org/Person"><span class="p-author h-card" itemprop="name">Tom Arden</span>'
        '</span></p></header>'
        f'<div class="post-content e-content" itemprop="articleBody"><p>{j[0]}</p><p>{j[1]}</p><h2 id="what-i-changed">'
        f'{j[2]}</h2><ul><li>{j[3]}</li><li>{j[4]}</li></ul><p>{j[5]}</p></div><a class="u-url" '
        'href="/2026/11/10/no-swarms.html" hidden></a></article></div></main>'
        '<footer class="site-footer h-card"><data class="u-url" href="/"></data><div class="wrapper"><h2 '
        'class="footer-heading">Rooftop Bees</h2><div class="footer-col-wrapper"><div class="footer-col footer-col-1">'
        '<ul class="contact-list"><li class="p-name">Tom Arden</li><li><a class="u-email" href="mailto:tom@example.org">'
        'tom@example.org</a></li></ul></div><div class="footer-col footer-col-3"><p>Notes from a beekeeper in the '
        'middle of the city.</p></div></div><div class="social-links"><ul class="social-media-list"><li><a '
        'href="/feed.xml">Subscribe via RSS</a></li></ul></div></div></footer></body></html>')


PAGES["jekyll-minima"] = NewsPage(
    _jekyll(), "https://rooftopbees.example.org/2026/11/10/no-swarms.html", JEKYLL,
    ("Notes from a beekeeper", "Subscribe via RSS", "tom@example.org", "Rooftop Bees"),
    {"author": "Tom Arden", "date": "2026-11-10", "type": "article"})


# --- MediaWiki, Wikipedia's Vector 2022 (German) ------------------------------------------------------------------

WIKI = (
    "Der Rotmilan (Milvus milvus) ist eine Greifvogelart aus der Familie der Habichtartige. Er ist mittelgroß und "
    "hat einen tief gegabelten Schwanz.",
    "Etwa die Hälfte des Weltbestandes brütet in Deutschland, weshalb das Land eine besondere Verantwortung für "
    "den Schutz der Art trägt.",
    "Merkmale",
    "Rotmilane erreichen eine Körperlänge von 60 bis 73 Zentimetern und eine Flügelspannweite von 140 bis 170 "
    "Zentimetern.",
    "Gefährdung",
    "Die größten Gefahren sind Windkraftanlagen, vergiftete Köder und der Verlust von Nahrungsflächen durch die "
    "intensive Landwirtschaft.",
    "Kollisionen an Windkraftanlagen",
    "Vergiftungen",
)


def _wiki() -> str:
    w = WIKI

    def heading(level: int, text: str, anchor: str) -> str:
        return (f'<div class="mw-heading mw-heading{level}"><h{level} id="{anchor}">{text}</h{level}><span '
                'class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/w/index.php?title='
                f'Rotmilan&amp;veaction=edit&amp;section=1" title="Abschnitt bearbeiten: {text}">Bearbeiten</a>'
                '<span class="mw-editsection-divider"> | </span><a href="/w/index.php?title=Rotmilan&amp;action=edit'
                '&amp;section=1">Quelltext bearbeiten</a><span class="mw-editsection-bracket">]</span></span></div>')

    def ref(n: int) -> str:
        return (f'<sup id="cite_ref-{n}" class="reference"><a href="#cite_note-{n}">&#91;{n}&#93;</a></sup>')

    return (
        _head("Rotmilan – Wikipedia", "de", '<meta property="og:type" content="website">'
              '<meta property="og:title" content="Rotmilan – Wikipedia">')
        + '<body class="skin-vector skin-vector-2022 mediawiki ns-0 page-Rotmilan"><a class="mw-jump-link" '
        'href="#bodyContent">Zur Navigation springen</a><div class="vector-header-container"><header '
        'class="vector-header mw-header"><a href="/wiki/Wikipedia:Hauptseite" class="mw-logo">Wikipedia Die freie '
        'Enzyklopädie</a><div id="p-search"><form><input type="search" placeholder="Wikipedia durchsuchen"><button>'
        'Suchen</button></form></div><nav class="vector-user-links"><a href="/w/index.php?title=Spezial:Anmelden">'
        'Anmelden</a><a href="/wiki/Spezial:Benutzerkonto_anlegen">Benutzerkonto erstellen</a></nav></header></div>'
        '<div class="mw-page-container"><div class="vector-column-start"><nav id="mw-panel-toc" class="vector-toc-'
        'landmark"><div id="vector-toc" class="vector-toc vector-pinnable-element"><div class="vector-pinnable-header'
        '"><div class="vector-pinnable-header-label">Inhaltsverzeichnis</div><button>verbergen</button></div><ul '
        'class="vector-toc-contents"><li class="vector-toc-list-item"><a href="#"><div class="vector-toc-text">Anfang'
        '</div></a></li><li class="vector-toc-list-item"><a href="#Merkmale"><div class="vector-toc-text"><span '
        'class="vector-toc-numb">1</span> Merkmale</div></a></li><li class="vector-toc-list-item"><a '
        'href="#Gefährdung"><div class="vector-toc-text"><span class="vector-toc-numb">2</span> Gefährdung</div></a>'
        '</li><li class="vector-toc-list-item"><a href="#Einzelnachweise"><div class="vector-toc-text"><span '
        'class="vector-toc-numb">3</span> Einzelnachweise</div></a></li></ul></div></nav></div>'
        '<div class="mw-content-container"><main id="content" class="mw-body"><header class="mw-body-header '
        'vector-page-titlebar"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span '
        'class="mw-page-title-main">Rotmilan</span></h1><div id="p-lang-btn"><button>45 Sprachen</button></div>'
        '</header><div class="vector-page-toolbar"><nav><ul><li id="ca-nstab-main"><a href="/wiki/Rotmilan">Artikel'
        '</a></li><li id="ca-talk"><a href="/wiki/Diskussion:Rotmilan">Diskussion</a></li><li id="ca-view"><a>Lesen'
        '</a></li><li id="ca-ve-edit"><a>Bearbeiten</a></li><li id="ca-history"><a>Versionsgeschichte</a></li></ul>'
        '</nav></div><div id="bodyContent" class="vector-body"><div id="siteSub" class="noprint">aus Wikipedia, der '
        'freien Enzyklopädie</div><div id="contentSub"></div><div id="mw-content-text" class="mw-body-content"><div '
        'class="mw-content-ltr mw-parser-output" lang="de" dir="ltr">'
        '<table class="taxobox float-right"><tbody><tr><th colspan="2" class="taxobox-name">Rotmilan</th></tr><tr>'
        '<td colspan="2"><img src="/Milvus_milvus.jpg" alt=""><br>Rotmilan (<i>Milvus milvus</i>)</td></tr><tr><th '
        'colspan="2">Systematik</th></tr><tr><td>Ordnung:</td><td><a href="/wiki/Greifvögel">Greifvögel</a></td></tr>'
        '<tr><td>Familie:</td><td><a href="/wiki/Habichtartige">Habichtartige</a></td></tr><tr><td>Gattung:</td><td>'
        '<a href="/wiki/Milane">Milane</a></td></tr><tr><th colspan="2">Wissenschaftlicher Name</th></tr><tr><td '
        'colspan="2"><i>Milvus milvus</i><br>(<a href="/wiki/Linné">Linnaeus</a>, 1758)</td></tr></tbody></table>'
        f'<p>Der <b>Rotmilan</b> (<i>Milvus milvus</i>) ist eine Greifvogelart aus der Familie der <a href="/wiki/'
        f'Habichtartige">Habichtartige</a>. Er ist mittelgroß und hat einen tief gegabelten Schwanz.{ref(1)}</p>'
        f'<p>{w[1][:-1]}.{ref(2)}{ref(3)}</p>'
        f'{heading(2, w[2], "Merkmale")}<p>{w[3]}{ref(1)}</p>'
        f'{heading(2, w[4], "Gefährdung")}<p>{w[5]}</p><ul><li>{w[6]}{ref(4)}</li><li>{w[7]}</li></ul>'
        f'{heading(2, "Einzelnachweise", "Einzelnachweise")}<div class="reflist"><ol class="references"><li '
        'id="cite_note-1"><span class="mw-cite-backlink">↑ <sup><a href="#cite_ref-1-0">a</a></sup> <sup><a '
        'href="#cite_ref-1-1">b</a></sup></span> <span class="reference-text">Hans-Günther Bauer, Einhard Bezzel, '
        'Wolfgang Fiedler: <i>Das Kompendium der Vögel Mitteleuropas.</i> Aula, Wiebelsheim 2005, S. 312.</span></li>'
        '<li id="cite_note-2"><span class="mw-cite-backlink"><a href="#cite_ref-2">↑</a></span> <span '
        'class="reference-text"><a class="external text" href="https://www.example.de/rotmilan">Der Rotmilan in '
        'Deutschland.</a> Dachverband Deutscher Avifaunisten, abgerufen am 3. März 2025.</span></li></ol></div>'
        '<div role="navigation" class="navbox" aria-labelledby="Greifvögel_Mitteleuropas"><table class="navbox-inner">'
        '<tr><th class="navbox-title" colspan="2"><div id="Greifvögel_Mitteleuropas">Greifvögel Mitteleuropas</div>'
        '</th></tr><tr><td class="navbox-list"><a href="/wiki/Schwarzmilan">Schwarzmilan</a> | <a '
        'href="/wiki/Mäusebussard">Mäusebussard</a> | <a href="/wiki/Habicht">Habicht</a> | <a href="/wiki/Sperber">'
        'Sperber</a> | <a href="/wiki/Seeadler">Seeadler</a></td></tr></table></div>'
        '<div class="noprint" id="normdaten"><b>Normdaten (Taxon):</b> GND: <a href="https://d-nb.example/gnd/'
        '4178463-7">4178463-7</a> | LCCN: <a href="https://id.loc.example/sh85115018">sh85115018</a></div>'
        '</div></div><div id="catlinks" class="catlinks"><div id="mw-normal-catlinks" class="mw-normal-catlinks"><a '
        'href="/wiki/Wikipedia:Kategorien">Kategorien</a>: <ul><li><a href="/wiki/Kategorie:Habichtartige">'
        'Habichtartige</a></li><li><a href="/wiki/Kategorie:Wikipedia:Artikel_mit_Video">Wikipedia:Artikel mit Video'
        '</a></li></ul></div></div></div></main></div></div>'
        '<footer id="footer" class="mw-footer"><ul id="footer-info"><li id="footer-info-lastmod"> Diese Seite wurde '
        'zuletzt am 12. November 2026 um 10:31 Uhr bearbeitet.</li><li id="footer-info-copyright">Abrufstatistik · '
        '<a>Autoren</a><br>Der Text ist unter der Lizenz <a>„Creative-Commons Namensnennung – Weitergabe unter '
        'gleichen Bedingungen“</a> verfügbar; Informationen zu den Urhebern und zum Lizenzstatus eingebundener '
        'Mediendateien (etwa Bilder oder Videos) können im Regelfall durch Anklicken dieser abgerufen werden.</li>'
        '</ul><ul id="footer-places"><li><a>Datenschutz</a></li><li><a>Über Wikipedia</a></li><li><a>Impressum</a>'
        '</li><li><a>Mobile Ansicht</a></li></ul></footer></body></html>')


PAGES["mediawiki-vector"] = NewsPage(
    _wiki(), "https://de.wikipedia.example.org/wiki/Rotmilan", WIKI,
    ("Bearbeiten", "Quelltext", "Inhaltsverzeichnis", "Zur Navigation", "aus Wikipedia", "[1]", "[2]",
     "Greifvögel Mitteleuropas", "Schwarzmilan", "Normdaten", "Kategorien", "zuletzt am", "Creative-Commons",
     "Versionsgeschichte", "45 Sprachen"),
    {})


# --- Fandom (portable infobox, contents box, ads, fan feed) --------------------------------------------------------

FANDOM = (
    "The Iron Bridge is a ruined crossing over the river Vell, north of the town of Harrowgate. It was destroyed "
    "during the siege in the third book.",
    "History",
    "The bridge was built by dwarven smiths and was said to be the only crossing that could carry an army in "
    "winter.",
    "During the siege, Captain Orla ordered its central span to be brought down to stop the northern host.",
    "Trivia",
    "The author has said in an interview that the bridge was inspired by a real railway bridge in Scotland.",
)


def _fandom() -> str:
    f = FANDOM

    def h2(text: str) -> str:
        return (f'<h2><span class="mw-headline" id="{text}">{text}</span><span class="mw-editsection"><span '
                'class="mw-editsection-bracket">[</span><a href="/wiki/Iron_Bridge?action=edit&amp;section=1">edit'
                '</a><span class="mw-editsection-bracket">]</span></span></h2>')

    return (
        _head("Iron Bridge | The Vell Chronicles Wiki | Fandom", "en", '<meta property="og:type" content="article">'
              '<meta property="og:site_name" content="The Vell Chronicles Wiki">')
        + '<body class="skin-fandomdesktop mediawiki"><div class="global-navigation"><a class="global-navigation__'
        'logo" href="https://www.fandom.example.com/">Fandom</a><a>Games</a><a>Movies</a><a>TV</a><a>Start a Wiki'
        '</a><a>Sign In</a><a>Register</a></div><div class="main-container"><div class="fandom-community-header">'
        '<a class="fandom-community-header__community-name">The Vell Chronicles Wiki</a><nav><a>Explore</a><a>Main '
        'Page</a><a>All Pages</a><a>Interactive Maps</a></nav></div><div class="top-ads-container"><div '
        'id="top_leaderboard">Advertisement</div></div><main class="page__main" id="main"><div class="page-header">'
        '<div class="page-header__categories"><span>in:</span><a href="/wiki/Category:Locations">Locations</a>, '
        '<a href="/wiki/Category:Bridges">Bridges</a></div><h1 class="page-header__title" id="firstHeading"><span '
        'class="mw-page-title-main">Iron Bridge</span></h1><div class="page-header__actions"><a id="ca-edit" '
        'class="wds-button">Edit</a><a>Sign in to edit</a></div></div>'
        '<div id="content" class="page-content"><div id="mw-content-text" class="mw-body-content"><div '
        'class="mw-parser-output"><aside role="region" class="portable-infobox pi-background pi-theme-wikia '
        'pi-layout-default"><h2 class="pi-item pi-item-spacing pi-title" data-source="title">Iron Bridge</h2><figure '
        'class="pi-item pi-image"><img src="/bridge.png" alt=""></figure><div class="pi-item pi-data"><h3 '
        'class="pi-data-label">Location</h3><div class="pi-data-value">River Vell</div></div><div class="pi-item '
        'pi-data"><h3 class="pi-data-label">Status</h3><div class="pi-data-value">Destroyed</div></div></aside>'
        f'<p>The <b>Iron Bridge</b> is a ruined crossing over the river Vell, north of the town of <a '
        f'href="/wiki/Harrowgate">Harrowgate</a>. It was destroyed during the siege in the third book.</p>'
        '<div id="toc" class="toc" role="navigation" aria-labelledby="mw-toc-heading"><input type="checkbox" '
        'role="button" id="toctogglecheckbox" class="toctogglecheckbox"><div class="toctitle" lang="en"><h2 '
        'id="mw-toc-heading">Contents</h2><span class="toctogglespan"><label class="toctogglelabel" '
        'for="toctogglecheckbox"></label></span></div><ul><li class="toclevel-1"><a href="#History"><span '
        'class="tocnumber">1</span> <span class="toctext">History</span></a></li><li class="toclevel-1"><a '
        'href="#Trivia"><span class="tocnumber">2</span> <span class="toctext">Trivia</span></a></li></ul></div>'
        f'{h2(f[1])}<p>{f[2]}</p><p>{f[3]}</p>{h2(f[4])}<ul><li>{f[5]}</li></ul>'
        '</div></div><div class="page-footer"><div class="license-description">Community content is available under '
        '<a href="https://www.fandom.example.com/licensing">CC-BY-SA</a> unless otherwise noted.</div></div></div>'
        '</main><div id="mixed-content-footer" class="mcf-wrapper"><h2 class="mcf-header">Fan Feed</h2><div '
        'class="mcf-content"><a class="mcf-card"><span>More The Vell Chronicles Wiki</span></a><a class="mcf-card">'
        '<span>1 Captain Orla</span></a><a class="mcf-card"><span>2 Harrowgate</span></a></div></div></div>'
        '<footer class="global-footer"><h2>Explore properties</h2><a>Fandom</a><a>Muthead</a><h2>Follow Us</h2><h2>'
        'Overview</h2><a>What is Fandom?</a><a>About</a><a>Careers</a><a>Terms of Use</a><a>Privacy Policy</a>'
        '<div class="global-footer__bottom">Games Movies TV Wikis. Take your favorite fandoms with you and never '
        'miss a beat.</div></footer></body></html>')


PAGES["fandom"] = NewsPage(
    _fandom(), "https://vell-chronicles.fandom.example.com/wiki/Iron_Bridge", FANDOM,
    ("edit", "Contents", "Fan Feed", "Community content", "Advertisement", "Sign in to edit", "Locations",
     "Take your favorite"),
    {"type": "article"})


# --- DokuWiki (contents box, section edit buttons, page info, tools) -----------------------------------------------

DOKU = (
    "Backup des Servers",
    "Der Server wird jede Nacht um 2 Uhr mit restic auf das NAS im Keller gesichert. Die Sicherung umfasst /etc, "
    "/home und die Datenbanken.",
    "Wiederherstellen",
    "Eine einzelne Datei holt man mit folgendem Befehl zurück:",
    "restic -r /mnt/nas/backup restore latest --target /tmp/restore --include /home/anna/brief.odt",
    "Danach die Datei aus /tmp/restore an ihren Platz kopieren und die Rechte prüfen.",
)


def _dokuwiki() -> str:
    d = DOKU

    def edit(n: int, name: str) -> str:
        return (f'<div class="secedit editbutton_section editbutton_{n}"><form class="button btn_secedit" '
                'method="post" action="/doku.php"><div class="no"><input type="hidden" name="do" value="edit">'
                f'<button type="submit" title="{name}">Bearbeiten</button></div></form></div>')

    return (
        _head("server:backup [Familienwiki]", "de", '<meta name="generator" content="DokuWiki">'
              '<meta name="robots" content="index,follow">')
        + '<body><div id="dokuwiki__site"><div id="dokuwiki__top" class="site dokuwiki mode_show tpl_dokuwiki">'
        '<div id="dokuwiki__header"><div class="pad group"><div class="headings group"><ul class="a11y skip"><li><a '
        'href="#dokuwiki__content">zum Inhalt springen</a></li></ul><h1><a href="/doku.php?id=start">Familienwiki'
        '</a></h1></div><div class="tools group"><div id="dokuwiki__usertools"><h3 class="a11y">Benutzer-Werkzeuge'
        '</h3><ul><li class="action login"><a href="/doku.php?id=server:backup&amp;do=login">Anmelden</a></li></ul>'
        '</div><div id="dokuwiki__sitetools"><h3 class="a11y">Webseiten-Werkzeuge</h3><form id="dw__search"><input '
        'type="text" placeholder="Suche"><button>Suche</button></form><ul><li><a>Letzte Änderungen</a></li><li><a>'
        'Medien-Manager</a></li><li><a>Übersicht</a></li></ul></div></div><div class="breadcrumbs"><div '
        'class="trace"><span class="bchead">Zuletzt angesehen:</span> <span class="bcsep">•</span> <a '
        'href="/doku.php?id=server:backup">backup</a></div></div></div></div>'
        '<div class="wrapper group"><div id="dokuwiki__content"><div class="pad group"><div class="pageId"><span>'
        'server:backup</span></div><div class="page group">'
        '<div id="dw__toc" class="dw__toc"><h3 class="toggle">Inhaltsverzeichnis</h3><div><ul class="toc"><li '
        'class="level1"><div class="li"><a href="#backup_des_servers">Backup des Servers</a></div><ul class="toc">'
        '<li class="level2"><div class="li"><a href="#wiederherstellen">Wiederherstellen</a></div></li></ul></li>'
        '</ul></div></div>'
        f'<h1 class="sectionedit1" id="backup_des_servers">{d[0]}</h1><div class="level1"><p>{d[1]}</p></div>'
        f'{edit(1, "Backup des Servers")}<h2 class="sectionedit2" id="wiederherstellen">{d[2]}</h2><div '
        f'class="level2"><p>{d[3]}</p><pre class="code bash">{d[4]}</pre><p>{d[5]}</p></div>'
        f'{edit(2, "Wiederherstellen")}</div><div class="docInfo"><bdi>server/backup.txt</bdi> · Zuletzt geändert: '
        '2026/11/12 10:31 von <bdi>anna</bdi></div></div></div>'
        '<div id="dokuwiki__pagetools"><h3 class="a11y">Seiten-Werkzeuge</h3><div class="tools"><ul><li '
        'class="source"><a href="/doku.php?id=server:backup&amp;do=edit"><span>Quelltext anzeigen</span></a></li>'
        '<li class="revs"><a><span>Ältere Versionen</span></a></li><li class="backlink"><a><span>Links hierher'
        '</span></a></li><li class="top"><a href="#dokuwiki__top"><span>Nach oben</span></a></li></ul></div></div>'
        '</div><div id="dokuwiki__footer"><div class="pad"><div class="license">Falls nicht anders bezeichnet, ist '
        'der Inhalt dieses Wikis unter der folgenden Lizenz veröffentlicht: <bdi><a href="https://creativecommons.'
        'example/licenses/by-sa/4.0/deed.de" rel="license" class="urlextern">CC Attribution-Share Alike 4.0 '
        'International</a></bdi></div><div class="buttons"><a href="https://www.dokuwiki.example/donate" '
        'title="Donate"><img src="/lib/tpl/dokuwiki/images/button-donate.gif" alt="Donate"></a></div></div></div>'
        '</div></div></body></html>')


PAGES["dokuwiki"] = NewsPage(
    _dokuwiki(), "https://wiki.familie-berger.example.de/doku.php?id=server:backup", DOKU,
    ("Inhaltsverzeichnis", "Bearbeiten", "Zuletzt geändert", "Seiten-Werkzeuge", "Quelltext anzeigen",
     "Ältere Versionen", "Links hierher", "Falls nicht anders bezeichnet", "zum Inhalt springen", "Zuletzt angesehen",
     "server:backup"),
    {})


# --- Confluence (page metadata, macros, table, likes and labels, comments) ---------------------------------------

CONF = (
    "This page describes how a new developer gets access to the systems they need in their first week.",
    "Before the first day",
    "The team lead opens an access request in the service desk at least three working days before the start date.",
    "System",
    "Who grants access",
    "Source code hosting",
    "Platform team",
    "Production logs",
    "Security team, after the first month",
    "Laptops are handed out by IT on the first morning, together with a hardware key for the VPN.",
)


def _confluence() -> str:
    c = CONF
    return (
        _head("Onboarding checklist - Engineering - Confluence", "en",
              '<meta name="ajs-page-title" content="Onboarding checklist"><meta name="ajs-space-name" '
              'content="Engineering"><meta name="confluence-request-time" content="1764489600000">')
        + '<body id="com-atlassian-confluence" class="theme-default aui-layout"><div id="page"><div '
        'id="full-height-container"><header id="header" role="banner"><nav class="aui-header"><a '
        'id="logo" href="/">Confluence</a><ul class="aui-nav"><li><a>Spaces</a></li><li><a>People</a></li><li><a '
        'class="aui-button aui-button-primary">Create</a></li></ul><form id="quick-search"><input '
        'placeholder="Search"></form><a id="login-link">Log in</a></nav></header>'
        '<div id="main" class="aui-page-panel"><div id="main-header"><div id="navigation" class="content-navigation '
        'view"><ul class="ajs-menu-bar"><li><a id="editPageLink">Edit</a></li><li><a id="page-favourite">Save for '
        'later</a></li><li><a id="watch-content-button">Watch</a></li><li><a id="shareContentLink">Share</a></li>'
        '</ul></div><div id="breadcrumb-section"><ol id="breadcrumbs"><li><a href="/spaces/ENG">Engineering</a></li>'
        '<li><a href="/spaces/ENG/pages/12">Team handbook</a></li></ol></div><h1 id="title-heading" class="pagetitle '
        'with-breadcrumbs"><span id="title-text"><a href="/spaces/ENG/pages/812">Onboarding checklist</a></span></h1>'
        '</div><div id="content" class="page view"><div class="page-metadata"><ul><li class="page-metadata-'
        'modification-info">Created by <span class="author"><a href="/display/~aschmidt">Anna Schmidt</a></span>, '
        'last modified by <span class="editor"><a href="/display/~jlee">Jae Lee</a></span> on <a '
        'class="last-modified" href="/pages/diffpagesbyversion.action?pageId=812">Nov 12, 2026</a></li></ul></div>'
        '<div id="main-content" class="wiki-content"><div class="toc-macro rbtoc1764489600000"><ul class="toc-'
        'indentation"><li><a href="#Onboardingchecklist-Beforethefirstday">Before the first day</a></li><li><a '
        'href="#Onboardingchecklist-Access">Access</a></li></ul></div>'
        f'<p>{c[0]}</p><h2 id="Onboardingchecklist-Beforethefirstday">{c[1]}</h2><p>{c[2]}</p>'
        '<div class="confluence-information-macro confluence-information-macro-note"><span class="aui-icon '
        'aui-icon-small aui-iconfont-warning confluence-information-macro-icon"></span><div class="confluence-'
        'information-macro-body"><p>Requests opened later than that are handled in the order they come in.</p>'
        '</div></div><div class="table-wrap"><table class="confluenceTable"><colgroup><col><col></colgroup><tbody>'
        f'<tr><th class="confluenceTh">{c[3]}</th><th class="confluenceTh">{c[4]}</th></tr><tr><td '
        f'class="confluenceTd">{c[5]}</td><td class="confluenceTd">{c[6]}</td></tr><tr><td class="confluenceTd">'
        f'{c[7]}</td><td class="confluenceTd">{c[8]}</td></tr></tbody></table></div><p>{c[9]}</p></div>'
        '<div id="likes-and-labels-container"><div id="likes-section"><a class="like-button"><span>Like</span></a>'
        '<div class="like-summary">Be the first to like this</div></div><div id="labels-section" '
        'class="pageSection group"><div class="labels-section-content content-column"><div class="labels-content">'
        '<ul class="label-list"><li class="no-labels-message">No labels</li></ul></div></div></div></div>'
        '<div id="comments-section" class="pageSection group"><div class="quick-comment-container comment add">'
        '<div class="quick-comment-body"><div class="quick-comment-loading-container"></div><form><textarea '
        'placeholder="Write a comment…"></textarea></form></div></div></div></div></div>'
        '<div id="footer" role="contentinfo"><section class="footer-body"><ul id="poweredby"><li '
        'class="noprint">Powered by <a href="https://www.atlassian.example/software/confluence">Atlassian '
        'Confluence</a> <span id="footer-build-information">8.5.4</span></li><li class="print-only">Printed by '
        'Atlassian Confluence 8.5.4</li><li class="noprint"><a href="https://support.atlassian.example/help/">Report '
        'a bug</a></li><li class="noprint"><a>Atlassian News</a></li></ul><div id="footer-logo"><a>Atlassian</a>'
        '</div></section></div></div></div></body></html>')


PAGES["confluence"] = NewsPage(
    _confluence(), "https://wiki.example-corp.com/spaces/ENG/pages/812/Onboarding+checklist", CONF,
    ("Created by", "last modified", "Be the first to like this", "No labels", "Write a comment", "Powered by",
     "Report a bug", "Atlassian News", "Save for later", "Team handbook", "Printed by"),
    {"date": "2026-11-12"})


# --- the European Commission's press corner (press release, quotes, contacts, languages) -----------------------

EC = (
    "The Commission has today proposed new rules to make it easier for small companies to take part in public "
    "tenders across the single market.",
    "Under the proposal, contracting authorities will have to accept a single self-declaration instead of "
    "certificates from every Member State in which a company is registered.",
    "Next Steps",
    "The proposal will now be negotiated by the European Parliament and the Council. Once adopted, the rules "
    "would apply eighteen months after their entry into force.",
    "Background",
    "Small and medium-sized enterprises make up 99% of all businesses in the EU but win only about 30% of the "
    "value of public contracts above the EU thresholds.",
)


def _ec() -> str:
    e = EC
    return (
        _head("Commission proposes simpler public tenders for small companies", "en",
              '<meta property="og:type" content="article"><meta name="Date" content="2026-11-25">')
        + '<body><div id="cookie-consent-banner" class="ecl-cookie-consent"><p>This site uses cookies to offer you '
        'a better browsing experience. Find out more on how we use cookies.</p><button>Accept all cookies</button>'
        '<button>Accept only essential cookies</button></div><header class="ecl-site-header"><a '
        'class="ecl-skip-link" href="#main-content">Skip to main content</a><a class="ecl-site-header__logo-link">'
        'European Commission</a><div class="ecl-site-header__language"><a>English</a></div><form><input '
        'placeholder="Search"></form></header><nav class="ecl-breadcrumb"><ol><li><a>Home</a></li><li><a>Press '
        'corner</a></li><li>Press release</li></ol></nav>'
        '<main id="main-content"><div class="ecl-page-header"><div class="ecl-page-header__meta">Press release | '
        '25 November 2026 | Brussels</div><h1 class="ecl-page-header__title">Commission proposes simpler public '
        'tenders for small companies</h1></div><div class="ecl-container"><div class="ecl-row"><div class="ecl-col-'
        'l-3"><nav class="ecl-inpage-navigation"><div class="ecl-inpage-navigation__title">Page contents</div><ul>'
        '<li><a href="#top">Top</a></li><li><a href="#quote">Quote(s)</a></li><li><a href="#info">Related media</a>'
        '</li><li><a href="#contacts">Press contacts</a></li></ul></nav></div><div class="ecl-col-l-9">'
        '<div class="ecl-paragraph"><div class="ecl"><p><strong>' + e[0] + '</strong></p>'
        f'<p>{e[1]}</p><h2><strong>{e[2]}</strong></h2><p>{e[3]}</p><h2><strong>{e[4]}</strong></h2><p>{e[5]}</p>'
        '<h2><strong>For More Information</strong></h2><p><a href="https://single-market.example.eu/tenders">'
        'Questions and answers</a></p><p><a href="https://single-market.example.eu/proposal">Proposal for a '
        'Regulation</a></p></div></div>'
        '<div id="quote" class="ecl-u-mt-l"><h2 class="ecl-u-type-heading-2">Quote(s)</h2><blockquote class="ecl-'
        'blockquote"><p>“Small firms should not need a lawyer to bid for a school roof in a neighbouring country.”'
        '</p><footer class="ecl-blockquote__attribution">Executive Vice-President Elena Novak</footer></blockquote>'
        '</div><div class="ecl-u-mt-l"><div class="ecl-u-type-bold">IP/26/5812</div></div>'
        '<div id="contacts" class="ecl-u-mt-l"><h2>Press contacts</h2><div class="ecl-contact"><ul><li><strong>'
        'Martin Berg</strong><br>Phone<br>+32 2 298 00 00<br>Mail<br>martin.berg@ec.example.eu</li></ul></div><p>'
        'General public inquiries: <a href="https://europa.example.eu/contact">Europe Direct</a> by phone <a '
        'href="tel:0080067891011">00 800 67 89 10 11</a> or by <a href="https://europa.example.eu/write-to-us">'
        'email</a></p></div><div class="ecl-u-mt-l"><a class="ecl-button">Print friendly pdf</a><div '
        'class="ecl-u-type-bold">Share this page</div></div></div></div></div></main>'
        '<footer class="ecl-site-footer"><p>This site is managed by the Directorate-General for Communication</p>'
        '<ul><li><a>Strategy</a></li><li><a>Aid, Development cooperation, Fundamental rights</a></li></ul><ul><li>'
        '<a>Language policy</a></li><li><a>Cookies</a></li><li><a>Privacy policy</a></li><li><a>Legal notice</a>'
        '</li></ul></footer></body></html>')


PAGES["ec-press-corner"] = NewsPage(
    _ec(), "https://ec.europa.example.eu/commission/presscorner/detail/en/ip_26_5812", EC,
    ("uses cookies", "Page contents", "Press contacts", "martin.berg", "General public inquiries",
     "Print friendly pdf", "Share this page", "Directorate-General for Communication", "Skip to main content"),
    {"date": "2026-11-25", "type": "article"})


# --- a Czech town's notice (Vismo-like: stamp of creation, views, share and print, cookie bar) -----------------

TOWN = (
    "Uzavírka ulice Husova",
    "Od pondělí 7. prosince do pátku 18. prosince bude z důvodu opravy kanalizace úplně uzavřena ulice Husova "
    "v úseku mezi náměstím a poštou.",
    "Objízdná trasa povede ulicemi Palackého a Nádražní. Autobusová zastávka Husova se po dobu uzavírky přesouvá "
    "k poliklinice.",
    "Děkujeme občanům za trpělivost a pochopení.",
)


def _town() -> str:
    t = TOWN
    return (
        _head("Uzavírka ulice Husova | Město Bystřice", "cs", '<meta name="author" content="Město Bystřice">')
        + '<body><div id="cookiebar" class="cookies-bar"><p>Tento web používá k poskytování služeb a analýze '
        'návštěvnosti soubory cookie. Používáním tohoto webu s tím souhlasíte.</p><a class="btn">Rozumím</a><a>'
        'Další informace</a></div><div id="hlavicka"><a href="/" id="logo">Město Bystřice</a><ul id="menu"><li><a>'
        'Úřad</a></li><li><a>Samospráva</a></li><li><a>Úřední deska</a></li><li><a>Aktuality</a></li></ul><form '
        'id="hledani"><input placeholder="Hledat"><button>Hledat</button></form></div>'
        '<div id="drobka"><p>Nacházíte se: <a href="/">Úvod</a> <span class="sipka">&gt;</span> <a href="/aktuality">'
        'Aktuality</a> <span class="sipka">&gt;</span> <span>Uzavírka ulice Husova</span></p></div>'
        f'<div id="obsah"><div class="wpsTable"><h1 class="cist">{t[0]}</h1><div class="editor"><p '
        f'class="perex">{t[1]}</p><p>{t[2]}</p><p>{t[3]}</p></div>'
        '<div class="dalsi"><a class="tiskni" href="javascript:window.print()">Vytisknout</a><a class="sdilet" '
        'href="https://www.facebook.example.com/sharer.php?u=x">Sdílet</a></div>'
        '<div class="popis"><p>Vytvořeno: 23. 11. 2026 | Aktualizováno: 24. 11. 2026 | Autor: Odbor dopravy | Počet '
        'zobrazení: 312</p></div><div class="zpet"><a href="/aktuality">Zpět</a></div></div></div>'
        '<div id="paticka"><div class="kontakt"><p>Městský úřad Bystřice, Masarykovo náměstí 1, 593 01 Bystřice</p>'
        '<p>Telefon: +420 566 590 311, E-mail: podatelna@bystrice.example.cz</p></div><ul><li><a>Mapa stránek</a>'
        '</li><li><a>Prohlášení o přístupnosti</a></li><li><a>Ochrana osobních údajů</a></li><li><a>Cookies</a>'
        '</li></ul><p>© 2026 Město Bystřice | Vytvořeno systémem Vismo</p></div></body></html>')


PAGES["town-notice-cz"] = NewsPage(
    _town(), "https://www.bystrice.example.cz/aktuality/uzavirka-ulice-husova", TOWN,
    ("Tento web používá", "Rozumím", "Nacházíte se", "Vytisknout", "Sdílet", "Počet zobrazení", "Zpět",
     "Mapa stránek", "Prohlášení o přístupnosti", "Vismo", "podatelna"),
    {"date": "2026-11-23"})


# --- a German university's press release (number, contact box, print and share) --------------------------------

UNI = (
    "Forschende der Universität haben einen Katalysator entwickelt, der Kohlendioxid bei Raumtemperatur in "
    "Methanol umwandelt.",
    "Bisher waren dafür Temperaturen von mehr als 200 Grad Celsius nötig. Der neue Katalysator besteht aus "
    "Kupfer und Zinkoxid auf einem Träger aus Kohlenstoff.",
    "„Wir sind noch weit von einer industriellen Anwendung entfernt“, sagt Projektleiterin Prof. Dr. Katrin "
    "Wolf. „Aber das Prinzip funktioniert.“",
    "Die Ergebnisse sind in der Fachzeitschrift Nature Catalysis erschienen.",
)


def _uni() -> str:
    u = UNI
    return (
        _head("Katalysator wandelt CO2 bei Raumtemperatur um - Universität Talheim", "de",
              '<meta property="og:type" content="article">'
              '<meta property="article:published_time" content="2026-11-26T09:00:00+01:00">')
        + '<body><header class="page-header"><a href="/" class="logo">Universität Talheim</a><nav class="main-nav">'
        '<ul><li><a>Studium</a></li><li><a>Forschung</a></li><li><a>Universität</a></li></ul></nav></header>'
        '<main id="content"><nav class="breadcrumb"><ol><li><a>Startseite</a></li><li><a>Presse</a></li><li><a>'
        'Pressemitteilungen</a></li></ol></nav><article class="news-detail"><div class="news-header"><span '
        'class="news-list-category">Pressemitteilung Nr. 212/2026</span><time datetime="2026-11-26">26.11.2026'
        '</time><h1>Katalysator wandelt CO2 bei Raumtemperatur um</h1></div>'
        f'<div class="news-text-wrap"><p class="lead"><strong>{u[0]}</strong></p><p>{u[1]}</p><p>{u[2]}</p>'
        f'<p>{u[3]}</p><p><strong>Originalpublikation:</strong><br>K. Wolf et al.: Room-temperature CO2 '
        'hydrogenation on carbon-supported copper. Nature Catalysis (2026). DOI: 10.1038/s41929-026-01234-5</p>'
        '</div><div class="news-contact"><h2>Kontakt</h2><p>Prof. Dr. Katrin Wolf<br>Institut für Technische Chemie'
        '<br>Tel.: +49 711 685-00000<br>E-Mail: katrin.wolf@uni-talheim.example.de</p></div>'
        '<div class="news-related-files"><h2>Downloads</h2><ul><li><a href="/fileadmin/pm212.pdf">Pressemitteilung '
        '(PDF, 120 KB)</a></li></ul></div><div class="news-backlink-wrap"><a href="/presse/">Zurück zur Übersicht'
        '</a></div><div class="social-share"><a>Seite drucken</a><a>Auf Facebook teilen</a><a>Per E-Mail '
        'versenden</a></div></article></main><footer class="page-footer"><p>Universität Talheim · Keplerstraße 7 · '
        '70174 Talheim</p><ul><li><a>Impressum</a></li><li><a>Datenschutz</a></li><li><a>Barrierefreiheit</a></li>'
        '</ul></footer></body></html>')


PAGES["university-press"] = NewsPage(
    _uni(), "https://www.uni-talheim.example.de/presse/pressemitteilungen/katalysator-co2/", UNI,
    ("Pressemitteilung Nr.", "Tel.:", "katrin.wolf@", "Downloads", "Zurück zur Übersicht", "Seite drucken",
     "Auf Facebook teilen", "Keplerstraße"),
    {"date": "2026-11-26", "type": "article"})


# --- PR Newswire (dateline with the wire's name, About, media contact, SOURCE, "View original content") ----------

PRN = (
    "Northwind Robotics today announced a warehouse robot that can pick items of up to 25 kilograms from "
    "standard shelves without changes to the building.",
    "The robot, called Atlas Pick, uses two arms and a camera system trained on more than a million packages. "
    "It will be available to customers in North America from March.",
    "“Most warehouses cannot be rebuilt for automation,” said Dana Whitfield, chief executive of Northwind. "
    "“Atlas Pick works in the buildings our customers already have.”",
    "About Northwind Robotics",
    "Northwind Robotics, founded in 2019 and based in Pittsburgh, builds robots for logistics and manufacturing.",
)


def _prn() -> str:
    p = PRN
    return (
        _head("Northwind Robotics Unveils Atlas Pick Warehouse Robot", "en",
              '<meta property="og:type" content="article"><meta name="date" content="2026-11-24">'
              '<meta name="author" content="Northwind Robotics">')
        + '<body><div id="onetrust-banner-sdk"><p>We use cookies to ensure that we give you the best experience on '
        'our website.</p><button>Accept Cookies</button><button>Cookie Settings</button></div><header '
        'class="prn-header"><a class="logo">PR Newswire</a><nav><a>News</a><a>Products</a><a>Contact</a><a>Send a '
        'Release</a></nav></header><main><section class="release-header"><div class="col-sm-8"><p class="mb-no">'
        'News provided by</p><a class="company-name">Northwind Robotics</a><p class="mb-no">24 Nov, 2026, 08:00 '
        'ET</p></div><h1>Northwind Robotics Unveils Atlas Pick Warehouse Robot</h1><div class="social-share">'
        '<a>Share this article</a></div></section>'
        '<section class="release-body container"><div class="row"><div class="col-lg-10 col-lg-offset-1">'
        f'<p>PITTSBURGH, Nov. 24, 2026 /PRNewswire/ -- {p[0]}</p><p>{p[1]}</p><p>{p[2]}</p><p><b>{p[3]}</b></p>'
        f'<p>{p[4]}</p><p>Media Contact:<br>Lena Ortiz<br>412-555-0143<br>press@northwind.example.com</p>'
        '<p>SOURCE Northwind Robotics</p><p>View original content to download multimedia:<a '
        'href="https://www.prnewswire.example.com/news-releases/northwind-atlas-pick-302312345.html">https://www.'
        'prnewswire.example.com/news-releases/northwind-atlas-pick-302312345.html</a></p></div></div></section>'
        '<section class="more-releases"><h3>Also from this source</h3><div class="card"><a>Northwind Robotics '
        'Opens Second Factory in Ohio</a></div></section><section><h3>Explore</h3><a>Computer &amp; Electronics</a>'
        '<a>Robotics</a></section><section><h3>News Releases in Similar Topics</h3></section></main><footer><p>'
        '© 2026 Cision US Inc.</p></footer></body></html>')


PAGES["pr-newswire"] = NewsPage(
    _prn(), "https://www.prnewswire.example.com/news-releases/northwind-atlas-pick-302312345.html",
    ("PITTSBURGH, Nov. 24, 2026 /PRNewswire/ -- Northwind Robotics today announced a warehouse robot that can pick items of up to 25 kilograms from standard "
     "shelves without changes to the building.", *PRN[1:]),
    ("We use cookies", "News provided by", "Share this article", "Media Contact", "412-555", "SOURCE Northwind",
     "View original content", "Also from this source", "Second Factory", "Similar Topics", "Cision"),
    {"date": "2026-11-24", "type": "article"})


# --- APA-OTS (Austrian press release wire: number, "Rückfragen & Kontakt", the wire's stamp) ---------------------

OTS = (
    "Die Stadt Graz baut ihr Radwegenetz bis 2030 um weitere 45 Kilometer aus. Das hat der Gemeinderat am "
    "Donnerstag mit großer Mehrheit beschlossen.",
    "Schwerpunkt sind sichere Verbindungen zwischen den Außenbezirken und der Innenstadt sowie neue "
    "Abstellanlagen an den Bahnhöfen.",
    "„Wer Rad fährt, soll sich in Graz sicher fühlen“, so Verkehrsstadträtin Maria Huber.",
    "Die Kosten von rund 60 Millionen Euro tragen Stadt, Land und Bund gemeinsam.",
)


def _ots() -> str:
    o = OTS
    return (
        _head("Graz baut Radwegenetz um 45 Kilometer aus | Stadt Graz, 26.11.2026", "de",
              '<meta property="og:type" content="article"><meta name="date" content="2026-11-26">')
        + '<body><header class="ots-header"><a class="logo" href="/">OTS</a><nav><a>Presseaussendungen</a><a>'
        'Termine</a><a>Bilder</a><a>Aussender</a></nav><a class="login">Login</a></header><main class="container">'
        '<article class="detail"><div class="meta"><span class="ots-number">OTS0112</span>, 26. Nov. 2026, '
        '10:31</div><h1>Graz baut Radwegenetz um 45 Kilometer aus</h1><h2 class="subtitle">Gemeinderat beschließt '
        'Ausbauprogramm bis 2030</h2>'
        f'<div class="text"><p>Graz (OTS) - {o[0]}</p><p>{o[1]}</p><p>{o[2]}</p><p>{o[3]}</p></div>'
        '<div class="rueckfragehinweis"><h3>Rückfragen &amp; Kontakt</h3><p>Stadt Graz – Kommunikation<br>Thomas '
        'Leitner<br>Telefon: +43 316 872-0000<br>E-Mail: thomas.leitner@stadt.graz.example.at</p></div>'
        '<div class="footer-stamp"><p>OTS-ORIGINALTEXT PRESSEAUSSENDUNG UNTER AUSSCHLIESSLICHER INHALTLICHER '
        'VERANTWORTUNG DES AUSSENDERS | GRA0001</p></div><div class="pressemappe"><p>Digitale Pressemappe: <a '
        'href="http://www.ots.example.at/pressemappe/123/aom">http://www.ots.example.at/pressemappe/123/aom</a></p>'
        '</div><div class="keywords"><h3>Schlagworte</h3><a>Verkehr</a><a>Graz</a><a>Radfahren</a></div>'
        '<div class="share"><a>Teilen</a><a>Drucken</a><a>PDF</a></div></article></main><footer><p>© APA-OTS '
        'Originaltext-Service GmbH</p><a>Impressum</a><a>AGB</a></footer></body></html>')


PAGES["ots"] = NewsPage(
    _ots(), "https://www.ots.example.at/presseaussendung/OTS_20261126_OTS0112/graz-radwegenetz",
    ("Graz (OTS) - Die Stadt Graz baut ihr Radwegenetz bis 2030 um weitere 45 Kilometer aus. Das hat der Gemeinderat am "
     "Donnerstag mit großer Mehrheit beschlossen.", *OTS[1:]),
    ("OTS0112", "Rückfragen", "thomas.leitner", "OTS-ORIGINALTEXT", "Digitale Pressemappe", "Schlagworte",
     "Drucken", "Originaltext-Service"),
    {"date": "2026-11-26", "type": "article"})


# --- a food blog's post with a Tasty Recipes card ---------------------------------------------------------------

TASTY = (
    "This is the lentil soup I make every week from October to March. It takes ten minutes of work and one pot.",
    "Red lentils fall apart as they cook, so the soup turns creamy without any cream.",
    "Ingredients",
    "1 cup red lentils, rinsed",
    "1 onion, chopped",
    "4 cups vegetable stock",
    "Instructions",
    "Soften the onion in olive oil for five minutes.",
    "Add the lentils and the stock and simmer for 20 minutes, stirring now and then.",
)


def _tasty() -> str:
    t = TASTY
    return (
        _head("Weeknight Red Lentil Soup - Simple Pot", "en",
              '<meta property="og:type" content="article"><meta property="article:published_time" '
              'content="2026-11-21T12:00:00+00:00">' + _ld({"@type": "Recipe", "name": "Weeknight Red Lentil Soup",
                                                            "author": {"@type": "Person", "name": "Nora Quinn"}}))
        + '<body class="single single-post"><header class="site-header"><a class="site-title">Simple Pot</a><nav>'
        '<a>Recipes</a><a>About</a><a>Shop</a></nav></header><main class="content"><article class="post entry">'
        '<header class="entry-header"><h1 class="entry-title">Weeknight Red Lentil Soup</h1><p class="entry-meta">'
        '<time class="entry-time">November 21, 2026</time> by <span class="entry-author-name">Nora Quinn</span> '
        '<a href="#comments">12 Comments</a></p></header><div class="entry-content">'
        '<p class="tasty-recipes-jump-link"><a class="tasty-recipes-jump-link" href="#recipe">Jump to Recipe</a></p>'
        '<p class="disclosure">This post may contain affiliate links. Please read our disclosure policy.</p>'
        f'<p>{t[0]}</p><p>{t[1]}</p>'
        '<div id="recipe" class="tasty-recipes tasty-recipes-display"><div class="tasty-recipes-entry-header"><h2 '
        'class="tasty-recipes-title">Weeknight Red Lentil Soup</h2><div class="tasty-recipes-rating"><span '
        'class="rating-label"><span class="average">4.9</span> from <span class="count">37</span> reviews</span>'
        '</div><div class="tasty-recipes-buttons"><a class="tasty-recipes-print-button button">Print Recipe</a><a '
        'class="tasty-recipes-pin-button button">Pin Recipe</a></div><div class="tasty-recipes-details"><ul><li '
        'class="author">Author: <span class="tasty-recipes-author-name">Nora Quinn</span></li><li '
        'class="prep-time">Prep Time: <span class="tasty-recipes-prep-time">10 minutes</span></li><li '
        'class="total-time">Total Time: <span class="tasty-recipes-total-time">30 minutes</span></li><li '
        'class="yield">Yield: <span class="tasty-recipes-yield">4 servings</span></li></ul></div></div>'
        f'<div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-header"><h3>{t[2]}</h3><div '
        'class="tasty-recipes-scale-container"><span>Scale</span><button>1x</button><button>2x</button><button>3x'
        f'</button></div></div><div class="tasty-recipes-ingredients-body"><ul><li>{t[3]}</li><li>{t[4]}</li><li>'
        f'{t[5]}</li></ul></div></div><div class="tasty-recipes-instructions"><h3>{t[6]}</h3><ol><li>{t[7]}</li>'
        f'<li>{t[8]}</li></ol></div><div class="tasty-recipes-entry-footer"><div class="tasty-recipes-keywords">'
        '<p><span class="tasty-recipes-label">Keywords:</span> lentil soup, vegan soup</p></div><div '
        'class="tasty-recipes-cta"><p>Did you make this recipe?</p><p>Tag <a>@simplepot</a> on Instagram and '
        'hashtag it <a>#simplepot</a></p></div></div></div>'
        '</div></article><div id="comments" class="entry-comments"><h3>12 Comments</h3><ol class="comment-list">'
        '<li class="comment"><p>So good and so easy, I added a carrot.</p></li></ol></div></main>'
        '<footer class="site-footer"><p>© 2026 Simple Pot · Privacy Policy</p></footer></body></html>')


PAGES["tasty-recipes"] = NewsPage(
    _tasty(), "https://simplepot.example.com/red-lentil-soup/", TASTY,
    ("Jump to Recipe", "affiliate links", "Print Recipe", "Pin Recipe", "from 37 reviews", "Did you make this",
     "12 Comments", "added a carrot", "@simplepot"),
    {"author": "Nora Quinn", "date": "2026-11-21", "type": "article"})


# --- Chefkoch-like German recipe page (facts, ingredients table, steps, tools) ---------------------------------

CHEF = (
    "Omas Apfelstrudel",
    "Zutaten",
    "Für den Teig:",
    "250 g",
    "Mehl",
    "1 Prise",
    "Salz",
    "Zubereitung",
    "Mehl, Salz, Öl und lauwarmes Wasser zu einem glatten Teig kneten und eine halbe Stunde ruhen lassen.",
    "Den Teig auf einem bemehlten Tuch hauchdünn ausziehen, mit den Äpfeln belegen und aufrollen.",
)


def _chefkoch() -> str:
    c = CHEF
    return (
        _head("Omas Apfelstrudel von backfee | Chefkoch", "de",
              '<meta property="og:type" content="recipe">' + _ld({"@type": "Recipe", "name": "Omas Apfelstrudel",
                                                                  "author": {"@type": "Person", "name": "backfee"},
                                                                  "datePublished": "2026-11-03"}))
        + '<body><div class="consent-layer"><p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien.'
        '</p><button>Akzeptieren</button><button>Einstellungen</button></div><header class="ds-header"><a>Chefkoch'
        '</a><nav><a>Rezepte</a><a>Magazin</a><a>Community</a></nav></header><main class="ds-container">'
        f'<article class="ds-box recipe-header"><h1>{c[0]}</h1><div class="ds-rating"><span>4,7</span> (312 '
        'Bewertungen)</div><div class="recipe-meta"><span class="recipe-preptime">45 Min.</span><span '
        'class="recipe-difficulty">normal</span><span class="recipe-date">03.11.2026</span></div><div '
        'class="recipe-actions"><button>Rezept speichern</button><button>Teilen</button><button>Drucken</button>'
        '</div></article>'
        f'<article class="ds-box ingredients"><h2>{c[1]}</h2><div class="recipe-servings"><span>Portionen</span>'
        '<input value="4"></div><table class="ingredients table-header"><thead><tr><th colspan="2"><h3>'
        f'{c[2]}</h3></th></tr></thead><tbody><tr><td class="td-left"><span>{c[3]}</span></td><td class="td-right">'
        f'<span><a href="/rezepte/mehl">{c[4]}</a></span></td></tr><tr><td class="td-left"><span>{c[5]}</span></td>'
        f'<td class="td-right"><span>{c[6]}</span></td></tr></tbody></table></article>'
        f'<article class="ds-box recipe-instructions"><h2>{c[7]}</h2><div class="rds-recipe-meta"><span>'
        f'Arbeitszeit ca. 45 Minuten</span><span>Gesamtzeit ca. 1 Stunde 30 Minuten</span></div><div '
        f'class="ds-box">{c[8]}<br><br>{c[9]}</div></article>'
        '<article class="ds-box recipe-author"><a class="author-name">backfee</a><span>Mitglied seit 2014</span>'
        '</article><section class="recipe-comments"><h2>Kommentare</h2><div class="comment"><p>Sehr lecker, '
        'gelingt immer!</p></div></section><section class="similar-recipes"><h2>Ähnliche Rezepte</h2><a>'
        'Apfelkuchen vom Blech</a></section></main><footer><a>Impressum</a><a>Datenschutz</a></footer></body></html>')


PAGES["chefkoch"] = NewsPage(
    _chefkoch(), "https://www.chefkoch.example.de/rezepte/123456/Omas-Apfelstrudel.html", CHEF,
    ("Cookies", "Bewertungen", "Rezept speichern", "Drucken", "Mitglied seit", "gelingt immer", "Ähnliche Rezepte",
     "Apfelkuchen vom Blech", "Portionen"),
    {"author": "backfee", "date": "2026-11-03"})


# --- a job advert on a company's careers page (JobPosting, apply buttons, share) -------------------------------

JOB = (
    "Wir sind ein mittelständischer Hersteller von Messtechnik mit 180 Mitarbeitenden am Standort Ulm.",
    "Ihre Aufgaben",
    "Sie entwickeln Firmware für unsere Sensoren in C und C++.",
    "Sie testen neue Funktionen gemeinsam mit der Hardware-Entwicklung.",
    "Ihr Profil",
    "Abgeschlossenes Studium der Elektrotechnik, Informatik oder vergleichbar",
    "Erfahrung mit Mikrocontrollern der ARM-Cortex-M-Familie",
    "Wir bieten",
    "30 Tage Urlaub, flexible Arbeitszeiten und zwei Tage Homeoffice pro Woche.",
)


def _job() -> str:
    j = JOB
    ld = _ld({"@type": "JobPosting", "title": "Embedded-Softwareentwickler (m/w/d)", "datePosted": "2026-11-16",
              "hiringOrganization": {"@type": "Organization", "name": "Sensortec Ulm GmbH"},
              "jobLocation": {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": "Ulm"}}})
    return (
        _head("Embedded-Softwareentwickler (m/w/d) | Karriere | Sensortec Ulm", "de", ld)
        + '<body><header><a class="logo">Sensortec Ulm</a><nav><a>Produkte</a><a>Unternehmen</a><a>Karriere</a>'
        '</nav></header><main><div class="job-header"><a class="back" href="/karriere/">Alle Stellenangebote</a>'
        '<h1>Embedded-Softwareentwickler (m/w/d)</h1><ul class="job-facts"><li>Ulm</li><li>Vollzeit</li><li>'
        'Unbefristet</li><li>Ab sofort</li></ul><a class="btn btn-primary" href="/bewerben/812">Jetzt bewerben</a>'
        f'</div><div class="job-description"><p>{j[0]}</p><h2>{j[1]}</h2><ul><li>{j[2]}</li><li>{j[3]}</li></ul>'
        f'<h2>{j[4]}</h2><ul><li>{j[5]}</li><li>{j[6]}</li></ul><h2>{j[7]}</h2><p>{j[8]}</p></div>'
        '<div class="job-contact"><h2>Ihre Ansprechpartnerin</h2><p>Julia Brandt<br>Personalabteilung<br>Tel. '
        '0731 000 00-12</p></div><div class="job-actions"><a class="btn" href="/bewerben/812">Jetzt bewerben</a>'
        '<a class="btn-share">Stelle teilen</a><a class="btn-save">Job merken</a></div></main><footer><p>© 2026 '
        'Sensortec Ulm GmbH</p><a>Impressum</a><a>Datenschutz</a></footer></body></html>')


PAGES["job-advert"] = NewsPage(
    _job(), "https://www.sensortec-ulm.example.de/karriere/embedded-softwareentwickler-812", JOB,
    ("Alle Stellenangebote", "Jetzt bewerben", "Stelle teilen", "Job merken", "Tel. 0731"),
    {})


# --- a podcast episode's page (player, show notes, subscribe links) -------------------------------------------

POD = (
    "Warum schlafen wir im Winter schlechter? In dieser Folge spricht Lena mit der Schlafforscherin Dr. Miriam "
    "Ott über Licht, Temperatur und die innere Uhr.",
    "Shownotes",
    "Die Studie zum Tageslicht im Winter, die Miriam erwähnt, ist 2024 im Journal of Sleep Research erschienen.",
    "Ihr Tipp: morgens eine halbe Stunde nach draußen, auch wenn es bewölkt ist.",
)


def _podcast() -> str:
    p = POD
    return (
        _head("Folge 112: Schlaf im Winter – Gut leben, der Gesundheitspodcast", "de",
              '<meta property="og:type" content="article"><meta property="article:published_time" '
              'content="2026-11-27T05:00:00+01:00">')
        + '<body><header><a class="logo">Gut leben</a><nav><a>Alle Folgen</a><a>Über uns</a><a>Kontakt</a></nav>'
        '</header><main><article class="episode"><p class="episode-number">Folge 112</p><h1>Schlaf im Winter</h1>'
        '<div class="episode-meta"><time datetime="2026-11-27">27. November 2026</time> · 42 Minuten</div>'
        '<div class="podcast-player"><button class="play" aria-label="Abspielen">Abspielen</button><span '
        'class="time">00:00 / 42:13</span><button>1x</button><a class="download" href="/folge112.mp3">Download'
        '</a></div>'
        f'<div class="episode-content"><p>{p[0]}</p><h2>{p[1]}</h2><ul><li>{p[2]}</li><li>{p[3]}</li></ul></div>'
        '<div class="subscribe-links"><h3>Abonnieren</h3><ul><li><a>Apple Podcasts</a></li><li><a>Spotify</a></li>'
        '<li><a>RSS-Feed</a></li></ul></div><nav class="episode-nav"><a class="prev">Vorherige Folge</a><a '
        'class="next">Nächste Folge</a></nav></article></main><footer><p>© 2026 Gut leben</p></footer></body></html>')


PAGES["podcast-episode"] = NewsPage(
    _podcast(), "https://gutleben-podcast.example.de/folgen/112-schlaf-im-winter/", POD,
    ("Abspielen", "00:00 / 42:13", "Abonnieren", "Apple Podcasts", "Vorherige Folge", "Nächste Folge", "42 Minuten"),
    {"date": "2026-11-27", "type": "article"})


# --- Squarespace 7.1 blog post (BlogItem, share buttons, pagination to the next and previous posts) ------------

SQS = (
    "When we opened the studio ten years ago, we made every mug by hand on a single wheel in a garage.",
    "Today there are four of us, two kilns and a small shop on Harbour Street, but every piece is still thrown, "
    "trimmed and glazed here.",
    "To celebrate, we are holding an open day on Saturday the 12th with demonstrations every hour.",
)


def _squarespace() -> str:
    s = SQS
    return (
        _head("Ten years of Clay & Tide — Clay & Tide Pottery", "en",
              '<meta property="og:type" content="article"><meta itemprop="author" content="Ruth Okafor">'
              '<meta itemprop="datePublished" content="2026-11-15T10:00:00+0000"><meta name="generator" '
              'content="Squarespace">')
        + '<body class="collection-type-blog view-item"><header id="header" class="header theme-col--primary"><div '
        'class="header-title"><a href="/">Clay &amp; Tide Pottery</a></div><nav class="header-nav"><div '
        'class="header-nav-item"><a href="/shop">Shop</a></div><div class="header-nav-item"><a href="/journal">'
        'Journal</a></div></nav><a class="header-actions-action--cart" href="/cart">Cart 0</a></header>'
        '<main id="page" class="container" role="main"><article class="sections"><section class="page-section">'
        '<div class="blog-item-wrapper"><article class="entry h-entry hentry"><div class="blog-item-top-wrapper">'
        '<div class="blog-item-title"><h1 class="entry-title entry-title--large p-name">Ten years of Clay &amp; Tide'
        '</h1></div><div class="blog-item-meta-wrapper"><div class="blog-meta-item blog-meta-item--author">Ruth '
        'Okafor</div><time class="blog-meta-item blog-meta-item--date" datetime="2026-11-15">November 15, 2026'
        '</time></div></div><div class="blog-item-content-wrapper"><div class="blog-item-content e-content">'
        '<div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">'
        f'<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">'
        f'<p class="">{s[0]}</p><p class="">{s[1]}</p><p class="">{s[2]}</p></div></div></div>'
        '<div class="sqs-block button-block sqs-block-button"><div class="sqs-block-content"><div '
        'class="sqs-block-button-container"><a href="/open-day" class="sqs-block-button-element--medium '
        'sqs-button-element--primary sqs-block-button-element">RSVP for the open day</a></div></div></div>'
        '</div></div></div></div></div><div class="blog-item-comments"><div class="squarespace-comments"><a>0 Likes'
        '</a></div></div><div class="blog-meta-item blog-meta-item--share"><div class="blog-share"><a>Share</a>'
        '</div></div><section class="item-pagination item-pagination--prev-next"><a class="item-pagination-link '
        'item-pagination-link--prev" href="/journal/glaze-tests"><div class="item-pagination-prev-next">Previous'
        '</div><h2 class="item-pagination-title">Glaze tests for the winter range</h2></a><a class="item-pagination-'
        'link item-pagination-link--next" href="/journal/new-kiln"><div class="item-pagination-prev-next">Next</div>'
        '<h2 class="item-pagination-title">Our new kiln has arrived</h2></a></section></article></div></section>'
        '</article></main><footer class="sections" id="footer-sections"><section class="page-section"><div '
        'class="sqs-html-content"><p>Clay &amp; Tide Pottery · 14 Harbour Street · Open Thu–Sun 10–5</p><p>Sign up '
        'for our newsletter to hear about new work first.</p></div></section></footer></body></html>')


PAGES["squarespace"] = NewsPage(
    _squarespace(), "https://www.clayandtide.example.com/journal/ten-years", SQS,
    ("Cart 0", "RSVP", "0 Likes", "Share", "Glaze tests", "Our new kiln", "Sign up for our newsletter",
     "Open Thu–Sun"),
    {"date": "2026-11-15", "type": "article"})


# --- Wix Blog (data-hook names, reading time, views and comments counters, recent posts) --------------------

WIX = (
    "Nach drei Jahren Planung hat unser Verein endlich einen eigenen Platz für die Jugendmannschaften bekommen.",
    "Die Stadt stellt uns die Wiese am alten Freibad für zunächst zehn Jahre zur Verfügung. Tore und Netze hat "
    "ein Sponsor aus dem Ort bezahlt.",
    "Das erste Training findet am Dienstag um 17 Uhr statt. Eltern sind herzlich eingeladen zuzuschauen.",
)


def _wix() -> str:
    w = WIX
    return (
        _head("Endlich ein eigener Platz!", "de",
              '<meta property="og:type" content="article"><meta property="article:published_time" '
              'content="2026-11-12T16:20:00.000Z"><meta property="article:author" content="Markus Feld">'
              '<meta name="generator" content="Wix.com Website Builder">')
        + '<body><div id="SITE_CONTAINER"><header id="SITE_HEADER"><div data-testid="richTextElement"><p>FC Grünwiese '
        '1921 e.V.</p></div><nav aria-label="Website"><a>Start</a><a>Mannschaften</a><a>Blog</a><a>Kontakt</a></nav>'
        '</header><main id="PAGES_CONTAINER"><div data-hook="post-page"><article data-hook="post"><div '
        'data-hook="post-header"><div data-hook="user-name"><span>Markus Feld</span></div><div><span '
        'data-hook="time-ago">12. Nov. 2026</span><span data-hook="time-to-read">2 Min. Lesezeit</span></div>'
        '<button aria-label="Weitere Aktionen">...</button></div><div data-hook="post-title"><h1>Endlich ein eigener '
        f'Platz!</h1></div><div data-hook="post-description"><div class="post-content__body"><p>{w[0]}</p><p>{w[1]}'
        f'</p><p>{w[2]}</p></div></div><div data-hook="post-footer"><div data-hook="share-buttons"><a>Facebook</a><a>X'
        '</a><a>LinkedIn</a><a>Link kopieren</a></div><div data-hook="post-main-actions"><span>84 Aufrufe</span><span>'
        '0 Kommentare</span><span data-hook="like-button">3<span>Gefällt mir</span></span></div></div></article>'
        '<section data-hook="recent-posts"><h2>Aktuelle Beiträge</h2><a>Alle ansehen</a><div><h3><a>Herbstfest '
        'war ein voller Erfolg</a></h3><span>12 Aufrufe</span></div></section></div></main><footer '
        'id="SITE_FOOTER"><p>© 2026 FC Grünwiese. Erstellt mit Wix.com</p></footer></div></body></html>')


PAGES["wix-blog"] = NewsPage(
    _wix(), "https://www.fc-gruenwiese.example.de/post/endlich-ein-eigener-platz", WIX,
    ("Lesezeit", "Aufrufe", "Kommentare", "Gefällt mir", "Aktuelle Beiträge", "Herbstfest", "Link kopieren",
     "Erstellt mit Wix"),
    {"author": "Markus Feld", "date": "2026-11-12", "type": "article"})


# --- LiveJournal (entry with tags, comments count, "Share", the journal's calendar) --------------------------

LJ = (
    "Сегодня наконец дошли руки разобрать антресоль. Нашлись письма деда с фронта, которые мы считали "
    "потерянными.",
    "Их двадцать три, все написаны карандашом на тетрадных листках. Некоторые почти невозможно прочитать.",
    "Буду понемногу перепечатывать и выкладывать здесь, если родственники не против.",
)


def _livejournal() -> str:
    j = LJ
    return (
        _head("Письма: olga_v — LiveJournal", "ru",
              '<meta property="og:type" content="article"><meta property="article:published_time" '
              'content="2026-11-08T19:40:00+03:00"><meta property="article:author" content="olga_v">')
        + '<body class="s-schemius"><div class="s-header-inner"><a class="s-header__logo">LiveJournal</a><nav>'
        '<a>Главное</a><a>Топ</a><a>Войти</a><a>Регистрация</a></nav></div><div class="s-content"><article '
        'class="aentry aentry--post2017 post-content"><header class="aentry-head"><h1 class="aentry-post__title">'
        'Письма</h1><div class="aentry-head__info"><a class="i-ljuser-username">olga_v</a><time '
        'class="aentry-head__date">8 ноября 2026, 19:40</time></div></header>'
        f'<div class="aentry-post__text aentry-post__text--view">{j[0]}<br><br>{j[1]}<br><br>{j[2]}</div>'
        '<div class="aentry-tags"><span class="aentry-tags__title">Метки:</span><a>семья</a>, <a>архив</a></div>'
        '<footer class="aentry-footer"><div class="aentry-controls"><a class="aentry-controls__link">12 комментариев'
        '</a><a>Поделиться</a><a>Пожаловаться</a></div></footer></article><aside class="s-sidebar"><div '
        'class="sidebar-calendar"><h3>Ноябрь 2026</h3></div></aside></div></body></html>')


PAGES["livejournal"] = NewsPage(
    _livejournal(), "https://olga-v.livejournal.example.com/123456.html", LJ,
    ("Метки", "12 комментариев", "Поделиться", "Пожаловаться", "Войти", "Ноябрь 2026", "19:40"),
    {"date": "2026-11-08", "type": "article"})


# --- the German federal government's press release -----------------------------------------------------------

BUND = (
    "Das Bundeskabinett hat heute den Entwurf eines Gesetzes zur Beschleunigung der Genehmigungsverfahren für "
    "Wärmepumpen beschlossen.",
    "Künftig sollen Anträge innerhalb von vier Wochen entschieden werden. Liegt bis dahin keine Entscheidung vor, "
    "gilt die Genehmigung als erteilt.",
    "Was sich für Hausbesitzer ändert",
    "Für Luft-Wasser-Wärmepumpen bis zu einer bestimmten Leistung entfällt die Genehmigungspflicht ganz.",
)


def _bund() -> str:
    b = BUND
    return (
        _head("Schnellere Genehmigung für Wärmepumpen | Bundesregierung", "de",
              '<meta property="og:type" content="article"><meta name="date" content="2026-11-25">')
        + '<body><div class="cookie-banner" role="dialog"><p>Wir verwenden Cookies, um unsere Website für Sie '
        'optimal zu gestalten.</p><button>Alle akzeptieren</button><button>Nur notwendige</button></div><a '
        'class="skip-link" href="#main">Direkt zum Inhalt</a><header class="bpa-header"><a class="bpa-logo">Die '
        'Bundesregierung</a><nav><a>Aktuelles</a><a>Themen</a><a>Service</a></nav><a>Leichte Sprache</a><a>'
        'Gebärdensprache</a></header><main id="main"><nav class="bpa-breadcrumb"><a>Startseite</a><a>Aktuelles</a>'
        '</nav><article class="bpa-article"><div class="bpa-article-header"><span class="bpa-teaser-type">'
        'Pressemitteilung 312</span><span class="bpa-time"><time datetime="2026-11-25">Mi, 25. November 2026'
        '</time></span><h1 class="bpa-article-title">Schnellere Genehmigung für Wärmepumpen</h1></div>'
        f'<div class="bpa-richtext"><p>{b[0]}</p><p>{b[1]}</p><h2>{b[2]}</h2><p>{b[3]}</p></div>'
        '<div class="bpa-article-tools"><a class="bpa-print">Drucken</a><a class="bpa-share">Artikel teilen</a>'
        '<a>Link kopieren</a></div><div class="bpa-related"><h2>Mehr zum Thema</h2><a>Heizungsgesetz: Fragen und '
        'Antworten</a></div></article></main><footer class="bpa-footer"><a>Impressum</a><a>Datenschutzerklärung</a>'
        '<a>Barrierefreiheit</a><a>Barriere melden</a></footer></body></html>')


PAGES["bundesregierung"] = NewsPage(
    _bund(), "https://www.bundesregierung.example.de/breg-de/aktuelles/waermepumpen-genehmigung-2312", BUND,
    ("Wir verwenden Cookies", "Direkt zum Inhalt", "Pressemitteilung 312", "Drucken", "Artikel teilen",
     "Link kopieren", "Mehr zum Thema", "Fragen und Antworten", "Barriere melden", "Leichte Sprache"),
    {"date": "2026-11-25", "type": "article"})


# --- an event page (The Events Calendar: date, venue, "Add to calendar", tickets) ------------------------------

EVENT = (
    "Herbstkonzert der Stadtkapelle",
    "Die Stadtkapelle spielt in diesem Jahr Werke von Dvořák, Smetana und Janáček sowie zwei Uraufführungen "
    "junger Komponistinnen aus der Region.",
    "Der Eintritt ist frei, um Spenden für die neue Pauke wird gebeten.",
)


def _event() -> str:
    e = EVENT
    return (
        _head("Herbstkonzert der Stadtkapelle – Kulturverein Lindenau", "de",
              _ld({"@type": "Event", "name": "Herbstkonzert der Stadtkapelle", "startDate": "2026-12-12T19:00:00+01:00",
                   "location": {"@type": "Place", "name": "Stadthalle Lindenau"}}))
        + '<body class="single-tribe_events"><header><a>Kulturverein Lindenau</a><nav><a>Veranstaltungen</a><a>'
        'Verein</a></nav></header><main id="tribe-events-pg-template"><div class="tribe-events-single"><p '
        'class="tribe-events-back"><a href="/veranstaltungen/">« Alle Veranstaltungen</a></p>'
        f'<h1 class="tribe-events-single-event-title">{e[0]}</h1><div class="tribe-events-schedule"><span '
        'class="tribe-event-date-start">12. Dezember 2026 um 19:00</span> - <span class="tribe-event-time">21:30'
        f'</span></div><div class="tribe-events-single-event-description tribe-events-content"><p>{e[1]}</p><p>'
        f'{e[2]}</p></div><div class="tribe-events tribe-common"><div class="tribe-events-c-subscribe-dropdown">'
        '<button class="tribe-events-c-subscribe-dropdown__button">Zum Kalender hinzufügen</button><ul><li><a>'
        'Google Kalender</a></li><li><a>iCalendar</a></li></ul></div></div><div class="tribe-events-single-section '
        'tribe-events-event-meta"><div class="tribe-events-meta-group-details"><h2>Details</h2><dl><dt>Datum:</dt>'
        '<dd>12. Dezember 2026</dd><dt>Zeit:</dt><dd>19:00 - 21:30</dd></dl></div><div class="tribe-events-meta-'
        'group-venue"><h2>Veranstaltungsort</h2><dl><dd class="tribe-venue">Stadthalle Lindenau</dd><dd>Marktplatz '
        '3, 04177 Lindenau</dd></dl></div></div><nav class="tribe-events-nav-pagination"><a>« Adventsmarkt</a><a>'
        'Neujahrsempfang »</a></nav></div></main><footer><p>© 2026 Kulturverein Lindenau</p></footer></body></html>')


PAGES["event"] = NewsPage(
    _event(), "https://www.kulturverein-lindenau.example.de/veranstaltung/herbstkonzert-der-stadtkapelle/", EVENT,
    ("Alle Veranstaltungen", "Zum Kalender hinzufügen", "Google Kalender", "iCalendar", "Adventsmarkt",
     "Neujahrsempfang"))


# --- collections: a blog's tag page, a Hugo section's list, a wiki's category ----------------------------------

def _ghost_tag() -> str:
    cards = "".join(
        f'<article class="post-card post tag-engineering"><a class="post-card-image-link" href="/{slug}/"><img '
        f'class="post-card-image" src="/content/images/{slug}.jpg" alt=""></a><div class="post-card-content"><a '
        f'class="post-card-content-link" href="/{slug}/"><header class="post-card-header"><div class="post-card-tags">'
        f'<span class="post-card-primary-tag">Engineering</span></div><h2 class="post-card-title">{title}</h2></header>'
        f'<div class="post-card-excerpt">{excerpt}</div></a><footer class="post-card-meta"><time '
        f'class="post-card-meta-date" datetime="2026-10-{m:02d}">{m} Oct 2026</time><span class="post-card-meta-length">'
        '6 min read</span></footer></div></article>'
        for m, (slug, title, excerpt) in enumerate([
            ("why-we-replaced-jenkins", "Why we replaced Jenkins with shell scripts",
             "Fewer moving parts, faster builds, and one less server to patch, three years on."),
            ("flaky-tests-were-not-flaky", "Our flaky tests were not flaky",
             "Every one of them was a real race condition, and finding them took us a whole quarter."),
            ("moving-logs-to-object-storage", "Moving our logs to object storage",
             "How we cut the bill for our log cluster by two thirds without losing a single search."),
            ("on-call-without-burnout", "On-call without burnout",
             "What changed after we capped pages per night and paid for every hour of standby."),
            ("a-year-of-arm-servers", "A year of ARM servers",
             "The good, the bad and the one compiler bug that cost us a week in the spring."),
            ("postgres-upgrade-in-one-night", "A Postgres upgrade in one night",
             "Logical replication, a rehearsal on a copy, and twelve minutes of read-only mode at 3 a.m."),
            ("what-our-error-budget-taught-us", "What our error budget taught us",
             "We spent it twice in one quarter, and the second time we stopped shipping features for a month."),
            ("the-case-for-boring-queues", "The case for boring queues",
             "Why we went back to a table in Postgres after two years of running a message broker cluster."),
            ("hiring-our-first-sre", "Hiring our first SRE",
             "The job advert we wrote, the one we should have written, and the questions that worked."),
            ("ten-small-scripts-we-love", "Ten small scripts we love",
             "From a one-line deploy check to the script that tells us who is on call before we ask."),
        ], 1))
    return (
        _head("Engineering - Builders' Notes", "en", '<meta property="og:type" content="website">'
              '<meta name="generator" content="Ghost 5.96">')
        + '<body class="tag-template tag-engineering"><div class="viewport"><header id="gh-head" class="gh-head outer">'
        '<a class="gh-head-logo" href="/">Builders\' Notes</a></header><main id="site-main" class="site-main outer">'
        '<div class="inner posts"><section class="post-card post-card-large"><h1 class="post-card-title">Engineering'
        '</h1><div class="post-card-excerpt">How we build and run our systems.</div></section><div class="post-feed">'
        f'{cards}</div></div></main><footer class="site-footer outer"><a>Powered by Ghost</a></footer></div></body>'
        '</html>')


def _hugo_list() -> str:
    entries = "".join(
        f'<article class="post-entry"><header class="entry-header"><h2 class="entry-hint-parent">{title}</h2></header>'
        f'<div class="entry-content"><p>{summary}</p></div><footer class="entry-footer"><span title="2026-10-{m:02d}">'
        f'{m} October 2026</span>&nbsp;·&nbsp;4 min&nbsp;·&nbsp;Ravi Menon</footer><a class="entry-link" '
        f'aria-label="post link to {title}" href="/posts/{slug}/"></a></article>'
        for m, (slug, title, summary) in enumerate([
            ("context", "Using context.Context without regrets",
             "Go's context package is small, but the way it is used decides whether a server shuts down cleanly."),
            ("errors", "Wrapping errors in Go 1.20", "Joined errors, the new Unwrap signature and what changed for "
             "errors.Is and errors.As in practice…"),
            ("slog", "Structured logging with slog", "The standard library finally has structured logging. Here is "
             "how we moved two services to it…"),
            ("generics-two-years-on", "Generics, two years on", "Where type parameters made our code simpler, "
             "and the places where we took them out again…"),
            ("testing-with-real-databases", "Testing with real databases", "Containers made it cheap enough that "
             "we stopped mocking the database layer altogether…"),
            ("profiling-a-slow-handler", "Profiling a slow handler", "pprof, a flame graph and the map that was "
             "copied on every request without anyone noticing…"),
            ("graceful-shutdown-done-right", "Graceful shutdown done right", "Signals, contexts and the order in "
             "which a server should stop accepting, finishing and closing…"),
            ("reading-the-go-memory-model", "Reading the Go memory model", "What happens-before means for the code "
             "you write every day, with three examples from our services…"),
            ("a-tiny-http-router", "A tiny HTTP router", "The new pattern matching in net/http made our router "
             "package redundant, so we deleted it…"),
            ("table-driven-tests-revisited", "Table-driven tests, revisited", "When a table helps, when it hides "
             "the one case that matters, and how we name our cases…"),
        ], 1))
    return (
        _head("Posts | Ravi's Notes", "en", '<meta name="generator" content="Hugo 0.139.0">'
              '<meta property="og:type" content="website">')
        + '<body class="list" id="top"><header class="header"><nav class="nav"><a href="/">Ravi\'s Notes</a></nav>'
        '</header><main class="main"><header class="page-header"><div class="breadcrumbs"><a href="/">Home</a></div>'
        f'<h1>Posts</h1></header>{entries}<footer class="page-footer"><nav class="pagination"><a class="next" '
        'href="/posts/page/2/">Next&nbsp;&nbsp;»</a></nav></footer></main></body></html>')


LISTINGS = {
    "ghost-tag": (_ghost_tag(), "https://notes.builders.example.com/tag/engineering/"),
    "hugo-section": (_hugo_list(), "https://ravi.example.dev/posts/"),
}


# --- Medium (a story with its follow and clap buttons, "Written by", "More from", "Recommended from Medium") -------

MEDIUM = (
    "Most product roadmaps I have seen are lists of features with dates next to them. That is a release plan, not "
    "a roadmap.",
    "A roadmap should say which problems the team will work on and why those problems matter more than others.",
    "Start from outcomes",
    "Write down what should be different for customers at the end of the quarter, then let the team propose how "
    "to get there.",
    "Dates still matter, but they belong to commitments the team has made, not to guesses made months ahead.",
)


def _medium() -> str:
    m = MEDIUM
    ld = _ld({"@type": "NewsArticle", "headline": "Your roadmap is a release plan",
              "datePublished": "2026-11-09T14:02:11.123Z", "author": {"@type": "Person", "name": "Priya Natarajan"}})
    return (
        _head("Your roadmap is a release plan | by Priya Natarajan | Nov, 2026 | Medium", "en",
              f'<meta property="og:type" content="article">{ld}')
        + '<body><div id="root"><div class="a b c"><div class="l"><a aria-label="Homepage" href="/">Medium</a>'
        '<a>Write</a><a>Sign up</a><a>Sign in</a></div><article><div class="l"><section><div class="ch bg"><h1 '
        'class="pw-post-title" data-testid="storyTitle">Your roadmap is a release plan</h1><div class="speechify-'
        'ignore"><a data-testid="authorName">Priya Natarajan</a><span>·</span><button>Follow</button><span '
        'data-testid="storyReadTime">4 min read</span><span>·</span><span data-testid="storyPublishDate">Nov 9, 2026'
        '</span></div><div class="pw-multi-vote-count"><button>1.2K</button></div><div><button>23</button></div>'
        '<div><button aria-label="Listen">Listen</button><button aria-label="Share">Share</button></div>'
        f'<p class="pw-post-body-paragraph">{m[0]}</p><p class="pw-post-body-paragraph">{m[1]}</p><h2 '
        f'class="pw-post-body-paragraph">{m[2]}</h2><p class="pw-post-body-paragraph">{m[3]}</p><p '
        f'class="pw-post-body-paragraph">{m[4]}</p></div></section></div></article>'
        '<div class="pw-tags"><a>Product Management</a><a>Roadmaps</a></div><div><button>1.2K</button><button>23'
        '</button></div><div class="author-box"><h2>Written by Priya Natarajan</h2><p>2.3K Followers</p><p>Product '
        'lead. Writing about teams and planning.</p><button>Follow</button></div><div><h2>More from Priya Natarajan'
        '</h2><div><a><h2>How we stopped estimating</h2></a><p>Oct 2, 2026</p></div></div><div><h2>Recommended '
        'from Medium</h2><div><a><h2>Ten habits of great product managers</h2></a></div></div><div><a>Help</a><a>'
        'Status</a><a>About</a><a>Careers</a><a>Press</a><a>Blog</a><a>Privacy</a><a>Terms</a><a>Text to speech</a>'
        '<a>Teams</a></div></div></div></body></html>')


PAGES["medium"] = NewsPage(
    _medium(), "https://medium.example.com/@priya/your-roadmap-is-a-release-plan-3f2a1b9c8d7e", MEDIUM,
    ("4 min read", "1.2K", "Follow", "Listen", "Written by", "Followers", "More from", "Recommended from Medium",
     "How we stopped", "Text to speech", "Product Management"),
    {"author": "Priya Natarajan", "date": "2026-11-09", "type": "article"})


# --- a Czech Q&A site (a question, answers with their votes, "Odpovědět", related questions) --------------------

QA = (
    "Dobrý den, v bytě se nám po zimě objevila plíseň v rohu ložnice u okna. Větráme dvakrát denně. Čím to může být "
    "a jak se jí zbavit natrvalo?",
    "Nejčastější příčinou je studený kout, tedy tepelný most. Vlhkost ze vzduchu se sráží na nejchladnějším místě "
    "stěny.",
    "Pomůže nárazové větrání několikrát denně a nábytek odsunout aspoň deset centimetrů od stěny.",
    "Plíseň nejdřív odstraňte přípravkem s chlorem a pak vymalujte barvou proti plísním.",
)


def _poradna() -> str:
    q = QA
    answers = "".join(
        f'<div class="answer" id="odpoved-{i}"><div class="answer-header"><a class="user">{user}</a> <span '
        f'class="date">{day}. 11. 2026 {hour}:12</span></div><div class="answer-text"><p>{text}</p></div><div '
        f'class="answer-footer"><span class="votes">Užitečné ({votes})</span><a class="reply">Odpovědět</a><a '
        'class="report">Nahlásit</a></div></div>'
        for i, (user, day, hour, text, votes) in enumerate([
            ("stavař_Petr", 21, 9, q[1] + " " + q[2], 14), ("Lenka K.", 22, 18, q[3], 3)], 1))
    return (
        _head("Plíseň v rohu ložnice – Poradna | Bydlení.cz", "cs", '<meta property="og:type" content="article">'
              + _ld({"@type": "QAPage", "mainEntity": {"@type": "Question", "name": "Plíseň v rohu ložnice",
                                                        "dateCreated": "2026-11-20T20:05:00+01:00"}}))
        + '<body><header><a class="logo">Bydlení.cz</a><nav><a>Magazín</a><a>Poradna</a><a>Inzerce</a></nav>'
        '<a>Přihlásit</a></header><main><div class="question"><h1>Plíseň v rohu ložnice</h1><div '
        'class="question-meta"><a class="user">jana_novakova</a> <span class="date">20. 11. 2026 20:05</span> '
        f'<span class="category">Kategorie: Stavba a rekonstrukce</span></div><div class="question-text"><p>{q[0]}'
        '</p></div><a class="btn">Přidat odpověď</a></div><div class="answers"><h2>Odpovědi (2)</h2>'
        f'{answers}</div><div class="related"><h2>Podobné dotazy</h2><ul><li><a>Plíseň za skříní v paneláku</a></li>'
        '<li><a>Jak větrat v zimě</a></li></ul></div></main><footer><p>© 2026 Bydlení.cz, všechna práva vyhrazena'
        '</p></footer></body></html>')


PAGES["poradna-cz"] = NewsPage(
    _poradna(), "https://www.bydleni.example.cz/poradna/plisen-v-rohu-loznice-28112", (QA[0], QA[1] + " " + QA[2], QA[3]),
    ("Přihlásit", "Přidat odpověď", "Odpovědi (2)", "stavař_Petr", "Lenka K.", "Užitečné", "Odpovědět", "Nahlásit",
     "Podobné dotazy", "Plíseň za skříní", "všechna práva"),
    {})


# --- GOV.UK news story (cookie banner, "From:", "Published", contents, "Share this page", feedback) ----------------

GOVUK = (
    "Drivers will be able to renew their licence online in two minutes from next spring, under plans announced "
    "today.",
    "The new service replaces the paper form D1 for most drivers and will check the photograph against the one "
    "held by the Passport Office.",
    "What happens next",
    "The service will be tested with a small group of drivers in January before it opens to everyone.",
)


def _govuk() -> str:
    g = GOVUK
    return (
        _head("Two-minute online licence renewal to launch next spring - GOV.UK", "en",
              '<meta name="govuk:format" content="news_article"><meta name="govuk:first-published-at" '
              'content="2026-11-26T09:30:00+00:00"><meta property="og:type" content="article">')
        + '<body class="gem-c-layout-for-public"><div class="gem-c-cookie-banner govuk-clearfix" role="region" '
        'aria-label="Cookies on GOV.UK"><h2 class="govuk-cookie-banner__heading">Cookies on GOV.UK</h2><p>We use '
        'some essential cookies to make this website work.</p><p>We’d like to set additional cookies to understand '
        'how you use GOV.UK, remember your settings and improve government services.</p><button>Accept additional '
        'cookies</button><button>Reject additional cookies</button><a>View cookies</a></div><a href="#main-content" '
        'class="govuk-skip-link">Skip to main content</a><header class="gem-c-layout-super-navigation-header"><a '
        'class="govuk-header__link">GOV.UK</a><nav><a>Menu</a><a>Search GOV.UK</a></nav></header>'
        '<div class="govuk-width-container"><div class="govuk-breadcrumbs"><ol><li><a>Home</a></li><li><a>Driving '
        'and road transport</a></li></ol></div><main role="main" id="main-content" class="govuk-main-wrapper">'
        '<div class="gem-c-title"><span class="govuk-caption-xl gem-c-title__context">News story</span><h1 '
        'class="gem-c-title__text govuk-heading-l">Two-minute online licence renewal to launch next spring</h1>'
        '</div><p class="gem-c-lead-paragraph">The new online service will replace the paper form for most '
        'drivers.</p><div class="gem-c-metadata"><dl><dt class="gem-c-metadata__term">From:</dt><dd '
        'class="gem-c-metadata__definition"><a>Department for Transport</a> and <a>Driver and Vehicle Licensing '
        'Agency</a></dd><dt class="gem-c-metadata__term">Published</dt><dd class="gem-c-metadata__definition">26 '
        'November 2026</dd></dl></div><div class="gem-c-share-links"><h2>Share this page</h2><ul><li><a>Facebook'
        '</a></li><li><a>Twitter</a></li></ul></div>'
        f'<div class="govspeak"><p>{g[0]}</p><p>{g[1]}</p><h2 id="what-happens-next">{g[2]}</h2><p>{g[3]}</p></div>'
        '<div class="gem-c-print-link"><button>Print this page</button></div><div class="gem-c-related-navigation">'
        '<h2>Related content</h2><ul><li><a>Renew your driving licence</a></li></ul><h2>Explore the topic</h2><ul>'
        '<li><a>Driving licences</a></li></ul></div><div class="gem-c-feedback"><h2>Is this page useful?</h2><a>'
        'Maybe</a><button>Yes this page is useful</button><button>No this page is not useful</button><a>Report a '
        'problem with this page</a></div></main></div><footer class="govuk-footer"><p>All content is available '
        'under the <a>Open Government Licence v3.0</a>, except where otherwise stated</p><a>© Crown copyright</a>'
        '</footer></body></html>')


PAGES["govuk-news"] = NewsPage(
    _govuk(), "https://www.gov.example.uk/government/news/two-minute-online-licence-renewal", GOVUK,
    ("Cookies on GOV.UK", "essential cookies", "Skip to main content", "Share this page", "Print this page",
     "Related content", "Explore the topic", "Is this page useful", "Report a problem", "Open Government Licence",
     "Crown copyright", "From:"),
    {"date": "2026-11-26", "type": "article"})


# --- ČTK Protext (a commercial press release: "(PROTEXT)" dateline, contact, the wire's disclaimer) ----------------

PROTEXT = (
    "Praha 25. listopadu 2026 (PROTEXT) - Společnost Teplárny Jih dokončila výměnu parovodu za horkovod v "
    "sídlišti Na Pískách. Domácnosti tak ušetří až deset procent nákladů na teplo.",
    "Rekonstrukce trvala dva roky a stála 180 milionů korun, z toho polovinu pokryla dotace z Modernizačního fondu.",
    "„Horkovod má menší ztráty a jeho údržba je levnější,“ řekl ředitel společnosti Martin Kolář.",
)


def _protext() -> str:
    p = PROTEXT
    return (
        _head("Teplárny Jih dokončily výměnu parovodu | Protext", "cs", '<meta property="og:type" content="article">'
              '<meta property="article:published_time" content="2026-11-25T10:05:00+01:00">')
        + '<body><header><a class="logo">ČTK Protext</a><nav><a>Zprávy</a><a>Pro firmy</a><a>Kontakt</a></nav>'
        '</header><main><article class="protext-detail"><h1>Teplárny Jih dokončily výměnu parovodu</h1><p '
        'class="date">25. 11. 2026 10:05</p>'
        f'<div class="text"><p>{p[0]}</p><p>{p[1]}</p><p>{p[2]}</p><p>Kontakt pro média: Eva Marková, tisková '
        'mluvčí, tel. 602 111 222, e-mail: eva.markova@teplarny-jih.example.cz</p></div><p class="disclaimer">Za '
        'obsah odpovídá zadavatel. Zpráva byla zveřejněna prostřednictvím ČTK Protext.</p><div class="tags"><span>'
        'Témata:</span><a>Energetika</a><a>Praha</a></div></article></main><footer><p>© ČTK 2026</p></footer>'
        '</body></html>')


PAGES["protext"] = NewsPage(
    _protext(), "https://www.protext.example.cz/zprava/teplarny-jih-dokoncily-vymenu-parovodu-58123", PROTEXT,
    ("Kontakt pro média", "602 111 222", "Za obsah odpovídá", "prostřednictvím", "Témata", "© ČTK"),
    {"date": "2026-11-25", "type": "article"})
