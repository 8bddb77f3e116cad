"""The classes session 36's first round left open, one test each: a credit's label before a sentence (the sentence
stays), a Baltic follow line's clause after a dash (a report's clause stays), and the others named in each test."""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, news_foot, news_head, paragraphs, processed


def _news(lang: str, title: str, body: list[str], extra: str = "") -> str:
    """A news article page in ``lang``: its <head>, a site header, the article's ``body`` paragraphs and ``extra``
    markup after them, a footer."""
    return (news_head(title, lang, title, "Laura Smith", "2026-11-20") +
            '<body><header class="site-header"><a href="/">Daily Example</a><nav><a href="/news">News</a>'
            '<a href="/sport">Sport</a></nav></header><main><article class="article"><h1>' + title + '</h1>'
            '<div class="article-body">' + paragraphs(body) + extra + '</div></article></main>'
            + news_foot("Daily Example", '<a href="/imprint">Imprint</a><a href="/privacy">Privacy</a>'))


_CREDITED = {
    "en": ("Council agrees the budget for next year",
           ["The city council approved the budget for next year on Tuesday evening after a long debate about buses.",
            "Video: The mayor explains why the budget matters for every family in the city.",
            "The opposition said the plan leaves too little money for the repair of the northern district's schools."],
           ["Video: Reuters", "Photo: Jane Doe / Daily Example"]),
    "de": ("Stadtrat beschließt den Haushalt",
           ["Der Stadtrat hat am Dienstagabend nach langer Debatte den Haushalt für das kommende Jahr beschlossen.",
            "Quelle: Die Stadt teilt mit, dass die genauen Zahlen erst in der kommenden Woche veröffentlicht werden.",
            "Die Opposition kritisierte, dass für die Sanierung der Schulen im Norden zu wenig Geld vorgesehen sei."],
           ["Foto: Michal Müller, dpa", "Video: Stadt Beispielhausen"]),
}


@pytest.mark.parametrize("lang", list(_CREDITED))
def test_a_sentence_after_a_credits_label_stays_but_the_credit_goes(lang: str) -> None:
    """A credit's label ("Video:", "Source:", "Quelle:") opening a sentence of the text ("Video: The mayor explains
    why the budget matters for every family in the city.") stays; a credit, a name or an agency after the label
    ("Video: Reuters", "Foto: Michal Müller, dpa"), still goes."""
    title, body, credits = _CREDITED[lang]
    extra = "".join(f'<p class="caption">{c}</p>' for c in credits)
    kept = _paragraphs(processed(_news(lang, title, body, extra), "https://example.com/news/budget-2027").body)
    assert [t for t in body if t not in kept] == []
    assert [c for c in credits if c in kept] == []


_FOLLOWED = {
    "lt": ("Policija ieško dingusio vyro",
           ["Kauno policija antradienį paskelbė ieškanti dingusio keturiasdešimt dvejų metų vyro iš Šančių.",
            "Sekite naujienas ir Facebook – policija prašo gyventojų pranešti apie bet kokią informaciją.",
            "Vyras paskutinį kartą matytas sekmadienio vakarą prie autobusų stoties, jis vilkėjo tamsią striukę."],
           "Sekite 15min naujienas Facebook ir Instagram – sužinokite pirmieji!"),
    "lv": ("Policija meklē pazudušu vīrieti",
           ["Rīgas policija otrdien paziņoja, ka meklē pazudušu četrdesmit divus gadus vecu vīrieti no Purvciema.",
            "Seko TVNET arī Facebook – policija lūdz iedzīvotājus ziņot par jebkādu informāciju.",
            "Vīrietis pēdējo reizi redzēts svētdienas vakarā pie autoostas, viņam bija mugurā tumša jaka."],
           "Seko TVNET arī Telegram – uzzini jaunāko pirmais!"),
}


@pytest.mark.parametrize("lang", list(_FOLLOWED))
def test_a_baltic_follow_lines_dash_clause_is_a_promise_not_a_report(lang: str) -> None:
    """A Baltic site's follow line may end with a clause after a dash promising the channel's news ("– uzzini
    jaunāko pirmais!"): it goes whole.  A sentence of the report that happens to open alike ("Sekite naujienas ir
    Facebook – policija prašo gyventojų …") stays."""
    title, body, follow = _FOLLOWED[lang]
    html = _news(lang, title, body, f'<p class="follow">{follow}</p>')
    kept = _paragraphs(processed(html, "https://example.lt/naujienos/dingo-vyras").body)
    assert [t for t in body if t not in kept] == []
    assert follow not in kept


_SIGNATURES = {"en": "Baking every Saturday since 2009, mostly rye and spelt", "de": "Gruß aus dem Allgäu – backt seit 2009"}


@pytest.mark.parametrize("lang", list(_SIGNATURES))
def test_an_invision_posts_signature_named_only_by_its_data_role_goes(lang: str) -> None:
    """Invision Community's signature under a post is named only by ``data-role="memberSignature"`` (its classes
    are layout's, its text in a ``ipsType_richText`` as a post's is): it goes, the posts stay."""
    from test_vert_de36 import IP, PAGES

    page = PAGES["invision"]
    html = page.html.replace("Baking every Saturday since 2009", _SIGNATURES[lang]).replace('lang="en-US"', f'lang="{lang}"')
    kept = _paragraphs(processed(html, page.url).body)
    assert [t for t in IP if t not in kept] == []
    assert [p for p in kept if _SIGNATURES[lang][:20] in p] == []


# Forum threads of five engines whose heads say og:type "article"
_POSTS = {
 "en": ["My old laptop has started to shut down without warning whenever I open more than a few browser tabs. The fan is loud before it happens.",
        "That sounds like overheating. Open the bottom cover, blow the dust out of the fan and the heat sink, and check the temperatures again.",
        "If it still shuts down, the thermal paste is probably dried out after all these years. Replacing it costs almost nothing.",
        "Thanks, there was a thick layer of dust in the fan. It has run for two days now without a single shutdown."],
 "de": ["Mein alter Laptop schaltet sich neuerdings ohne Vorwarnung ab, sobald ich mehr als ein paar Tabs im Browser öffne. Vorher wird der Lüfter laut.",
        "Das klingt nach Überhitzung. Mach den Boden auf, blas den Staub aus Lüfter und Kühlkörper und schau dir danach die Temperaturen an.",
        "Wenn er sich dann immer noch abschaltet, ist nach all den Jahren wahrscheinlich die Wärmeleitpaste ausgetrocknet. Die zu tauschen kostet fast nichts.",
        "Danke, im Lüfter war eine dicke Staubschicht. Er läuft jetzt seit zwei Tagen ohne einen einzigen Absturz."],
}
_USERS = ["oldlaptop", "fixit", "fixit", "oldlaptop"]

def _forum_head(title: str, lang: str, og: str) -> str:
    """A board's <head> whose og:type is ``og`` (boards' themes say "article" of every thread)."""
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title} | Tech Board</title>'
            f'<meta property="og:type" content="{og}"><meta property="og:title" content="{title}"><meta property="og:site_name" content="Tech Board"></head>')

def _invision(lang: str, og: str) -> str:
    """Invision Community's thread: each post an ``ipsComment`` with its member panel."""
    posts = _POSTS[lang]
    out = _forum_head("Laptop shuts down", lang, og) + '<body class="ipsApp"><header><a id="elLogo" href="/">Tech Board</a><nav class="ipsNavBar_primary"><a>Browse</a><a>Activity</a></nav></header><main id="ipsLayout_body"><h1 class="ipsType_pageTitle">Laptop shuts down</h1><div id="comments" class="cTopic">'
    for n, (u, t) in enumerate(zip(_USERS, posts), 1):
        out += (f'<article id="elComment_{n}" class="cPost ipsBox ipsComment ipsComment_parent ipsClearfix"><aside class="ipsComment_author cAuthorPane"><h3 class="cAuthorPane_author"><strong><a>{u}</a></strong></h3><ul class="cAuthorPane_info"><li>Members</li><li>{10*n} posts</li></ul></aside>'
                f'<div class="ipsComment_content"><div class="ipsComment_meta"><p>Posted <time datetime="2026-11-2{n}T10:00:00Z">November 2{n}</time></p></div><div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_richText ipsContained"><p>{t}</p></div>'
                '<ul class="ipsComment_controls"><li><a>Quote</a></li></ul></div></div></article>')
    return out + '</div></main><footer id="ipsLayout_footer"><a>Privacy Policy</a><p>Powered by Invision Community</p></footer></body></html>'

def _xenforo(lang: str, og: str) -> str:
    """XenForo 2's thread: ``message--post`` articles, the text in ``bbWrapper``."""
    posts = _POSTS[lang]
    out = _forum_head("Laptop shuts down", lang, og) + '<body data-template="thread_view"><header class="p-header"><a href="/">Tech Board</a></header><nav class="p-nav"><a>Forums</a><a>What\'s new</a></nav><div class="p-body"><div class="p-title"><h1 class="p-title-value">Laptop shuts down</h1></div><div class="block-body js-replyNewMessageContainer">'
    for n, (u, t) in enumerate(zip(_USERS, posts), 1):
        out += (f'<article class="message message--post js-post js-inlineModContainer" data-author="{u}" id="js-post-{n}"><div class="message-inner"><div class="message-cell message-cell--user"><section class="message-user"><h4 class="message-name"><a class="username">{u}</a></h4><h5 class="userTitle message-userTitle">Well-known member</h5></section></div>'
                f'<div class="message-cell message-cell--main"><div class="message-main"><header class="message-attribution"><time class="u-dt" datetime="2026-11-2{n}T10:00:00+0000">Nov 2{n}, 2026</time><a>#{n}</a></header><div class="message-content js-messageContent"><div class="message-userContent lbContainer"><article class="message-body js-selectToQuote"><div class="bbWrapper">{t}</div></article></div></div>'
                '<footer class="message-footer"><div class="message-actionBar actionBar"><a class="actionBar-action--reply">Reply</a><a class="actionBar-action--report">Report</a></div></footer></div></div></div></article>')
    return out + '</div></div><footer class="p-footer"><a>Terms and rules</a><a>Privacy policy</a></footer></body></html>'

def _phpbb(lang: str, og: str) -> str:
    """phpBB's prosilver thread: ``postprofile`` beside ``postbody``'s ``content``."""
    posts = _POSTS[lang]
    out = _forum_head("Laptop shuts down", lang, og) + '<body id="phpbb" class="section-viewtopic"><div id="wrap"><div class="headerbar"><a class="logo">Tech Board</a></div><div class="navbar"><a>Board index</a><a>FAQ</a></div><div id="page-body"><h2 class="topic-title"><a>Laptop shuts down</a></h2>'
    for n, (u, t) in enumerate(zip(_USERS, posts), 1):
        out += (f'<div id="p{n}" class="post has-profile bg{n%2+1}"><div class="inner"><dl class="postprofile" id="profile{n}"><dt><a class="username">{u}</a></dt><dd class="profile-posts"><strong>Posts:</strong> {10*n}</dd></dl>'
                f'<div class="postbody"><div id="post_content{n}"><h3><a>Re: Laptop shuts down</a></h3><p class="author">by <strong><a>{u}</a></strong> » Mon Nov 2{n}, 2026 10:00 am</p><div class="content">{t}</div></div></div></div></div><hr class="divider">')
    return out + '</div><div class="copyright">Powered by phpBB® Forum Software © phpBB Limited</div></div></body></html>'

def _vbulletin(lang: str, og: str) -> str:
    """vBulletin 4's thread: ``postbitlegacy`` items, the text in ``post_message_N``."""
    posts = _POSTS[lang]
    out = _forum_head("Laptop shuts down", lang, og) + '<body><div class="above_body"><div id="header"><a href="/">Tech Board</a></div><div id="navbar" class="navbar"><a>Forum</a><a>New Posts</a></div></div><div class="body_wrapper"><div id="pagetitle"><h1>Laptop shuts down</h1></div><div id="postlist" class="postlist restrain"><ol id="posts" class="posts">'
    for n, (u, t) in enumerate(zip(_USERS, posts), 1):
        out += (f'<li class="postbitlegacy postbitim postcontainer old" id="post_{n}"><div class="posthead"><span class="postdate old"><span class="date">11-2{n}-2026,&nbsp;<span class="time">10:00 AM</span></span></span></div>'
                f'<div class="postdetails"><div class="userinfo"><a class="username offline popupctrl"><strong>{u}</strong></a><span class="usertitle">Senior Member</span><dl class="userinfo_extra"><dt>Posts</dt><dd>{10*n}</dd></dl></div>'
                f'<div class="postbody"><div class="postrow"><div class="content"><div id="post_message_{n}"><blockquote class="postcontent restore">{t}</blockquote></div></div></div></div></div>'
                '<div class="postfoot"><span class="postcontrols"><a class="quote">Reply With Quote</a></span></div></li>')
    return out + '</ol></div></div><div id="footer"><a>Contact Us</a><a>Archive</a><p>Powered by vBulletin®</p></div></body></html>'

def _discourse(lang: str, og: str) -> str:
    """Discourse's crawler view: schema.org Comment posts, the text in ``itemprop="text"``."""
    posts = _POSTS[lang]
    out = _forum_head("Laptop shuts down", lang, og) + '<body class="crawler"><header><a href="/">Tech Board</a></header><div id="main-outlet" class="wrap" role="main"><div id="topic-title"><h1><a>Laptop shuts down</a></h1></div>'
    for n, (u, t) in enumerate(zip(_USERS, posts), 1):
        out += (f'<div id="post_{n}" itemprop="comment" itemscope itemtype="http://schema.org/Comment" class="topic-body crawler-post"><div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url"><span itemprop="name">{u}</span></a></span>'
                f'<span class="crawler-post-infos"><time itemprop="datePublished" datetime="2026-11-2{n}T10:00:00Z" class="post-time">November 2{n}, 2026, 10:00am</time></span></div><div class="post" itemprop="text"><p>{t}</p></div>'
                f'<div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter"><span class="post-likes">{n} Like</span></div></div>')
    return out + '</div><footer class="container wrap"><nav class="crawler-nav"><a>Home</a><a>Categories</a><a>Guidelines</a><a>Terms of Service</a><a>Privacy Policy</a></nav><p class="powered-by-link">Powered by Discourse</p></footer></body></html>'

_ENGINES = {"invision": _invision, "xenforo": _xenforo, "phpbb": _phpbb, "vbulletin": _vbulletin, "discourse": _discourse}


@pytest.mark.parametrize("lang", list(_POSTS))
@pytest.mark.parametrize("engine", list(_ENGINES))
def test_a_forum_thread_keeps_its_posts_whatever_og_type_says(engine: str, lang: str) -> None:
    """A forum thread whose <head> says og:type "article" (many boards' themes say it of every page) is still a
    thread: Invision Community names each post ``ipsComment``, and the metadata's word made the posts an article's
    comments, dropped as such, a looser fallback then keeping the member panels ("Members", "20 posts").  Each
    post stays and the member panels go, on Invision as on XenForo, phpBB, vBulletin and Discourse."""
    html = _ENGINES[engine](lang, "article")
    kept = _paragraphs(processed(html, f"https://board.example.com/topic/laptop-{engine}-{lang}/").body)
    assert [t for t in _POSTS[lang] if t not in kept] == []
    assert [p for p in kept if p in _USERS or "posts" in p or "member" in p.lower()] == []


_INTERVIEWS = {
    "fr": ("Les berges du Rhône", "Propos recueillis par Marie Dupont – Publié le 28/11/26", "Marie Dupont",
           ["Le maire de Lyon a présenté mardi son projet de réaménagement des berges du Rhône, qui doit durer trois "
            "ans et coûter quarante millions d'euros.",
            "Les travaux commenceront au printemps prochain par la rive gauche, entre le pont Wilson et le pont de la "
            "Guillotière, selon la municipalité."]),
    "de": ("Das neue Rheinufer", "Interview: Hans Maier – Veröffentlicht am 28.11.26", "Hans Maier",
           ["Der Bürgermeister hat am Dienstag seine Pläne für die Umgestaltung des Rheinufers vorgestellt, die drei "
            "Jahre dauern und vierzig Millionen Euro kosten sollen.",
            "Die Arbeiten beginnen im kommenden Frühjahr am linken Ufer zwischen den beiden Brücken, teilte die "
            "Stadtverwaltung mit."]),
}


@pytest.mark.parametrize("lang", list(_INTERVIEWS))
def test_a_labelled_two_digit_year_in_an_author_element_gives_the_day(lang: str) -> None:
    """An interview's byline in an author-classed element (no date element, no date in the <head>) says its day
    with a two-digit year after its label: "Propos recueillis par Marie Dupont – Publié le 28/11/26",
    "Veröffentlicht am 28.11.26".  The ``<doc>`` line has the day; a line of such digits without a label (a
    score, a version) gives none."""
    title, line, writer, body = _INTERVIEWS[lang]

    def page(byline: str) -> str:
        return (article_head(title, lang) + '<body><header class="site-header"><a href="/">Journal</a></header><main>'
                f'<article><h1>{title}</h1><div class="author">{byline}</div><div class="article-body">'
                + paragraphs(body) + '</div></article></main><footer><p>© 2026 Journal</p></footer></body></html>')

    doc = processed(page(line), f"https://journal.example/{lang}/rheinufer")
    assert (doc.attrs.get("date"), doc.attrs.get("author")) == ("2026-11-28", writer)
    bare = processed(page(f"{writer} – 28.11.26"), f"https://journal.example/{lang}/rheinufer")
    assert bare.attrs.get("date", "") == ""
