"""Regression tests for forum threads and Q&A pages (session 19's forum pass): every post's text, the short
replies too, without member panels, buttons and quote headers.  One small hand-written page per failure
class, after the markup of a forum engine (XenForo 1 and 2, phpBB, vBulletin, Discourse's crawler view,
Stack Exchange, Simple Machines), in English, German, French and Italian, with guards of the same shapes
that must stay as they were."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
ARTICLE = '<meta property="og:type" content="article">'


def _text(html: str, url: str) -> str:
    return "\n".join(b.text for b in extract_page(html, url, OPTIONS).blocks)


def _lines(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


OPENING = [
    "I wanted to share a list of the server hosts I have used over the last five years, with the prices, the "
    "support and my own opinion of each of them, so that newcomers can avoid the mistakes I made.",
    "The first one is a small company based in the north of England. Their support answered every ticket within "
    "an hour, even at night, and the servers never went down while I was with them, which is rare.",
    "The second one is cheaper but the panel is slow and the backups failed twice in one year; I moved away after "
    "the second time because I could not trust them with the data of my players any longer.",
]
REPLIES = [
    "Are you maybe interested in adding some localised options as well?",
    "This is clearly a marketing post for the first host, nothing informational about it at all.",
    "Lagless?",
    "Mint servers is very good!",
]


# --- XenForo 1: each post an <article> of its own beside a member panel of links ---------------------------

def _xenforo1_post(n: int, author: str, paragraphs: list[str]) -> str:
    body = "<br>\n".join(paragraphs)
    return (f'<li id="post-{n}" class="sectionMain message" data-author="{author}">'
            f'<div class="messageUserInfo"><div class="messageUserBlock"><div class="avatarHolder">'
            f'<a href="/members/{author}.{n}/" class="avatar"><img src="/a/{n}.png" width="96" height="96" alt="{author}"></a></div>'
            f'<h3 class="userText"><a href="/members/{author}.{n}/" class="username">{author}</a>'
            f'<em class="userTitle">Supporter Member</em></h3>'
            f'<div class="extraUserInfo"><a href="/members/{author}.{n}/medals" title="Cake">Cake</a> '
            f'<a href="/members/{author}.{n}/medals" title="Lapis Lazuli">Lapis Lazuli</a></div></div></div>'
            f'<div class="messageInfo primaryContent"><div class="messageContent"><article>'
            f'<blockquote class="messageText SelectQuoteContainer ugc baseHtml">{body}'
            f'<div class="messageTextEndMarker">&nbsp;</div></blockquote></article></div>'
            f'<div class="messageDetails"><a href="/threads/hosts.691400/#post-{n}" class="datePermalink">'
            f'<span class="DateTime">May 26, 2025</span></a></div>'
            f'<div class="publicControls"><a href="/posts/{n}/like" class="LikeLink">Like</a> '
            f'<a href="/posts/{n}/report" class="OverlayTrigger">Report</a> '
            f'<a href="/threads/hosts.691400/reply?quote={n}" class="ReplyQuote">Reply</a></div></div></li>')


def test_xenforo1_replies_beside_the_first_posts_article_are_kept():
    """XenForo 1 (SpigotMC): the page says ``og:type`` article and each post's text sits in an ``<article>``
    of its own (``blockquote.messageText``); the container was the first post's article and every reply,
    short and under a member panel of links, was lost.  The replies are kept, the panels are not."""
    posts = [_xenforo1_post(1, "pelex", OPENING)] + [
        _xenforo1_post(2 + k, name, [text]) for k, (name, text) in enumerate(zip(("CDB", "Darthmine", "Mesquis", "Hustle"), REPLIES))]
    body = ('<div class="titleBar"><h1>Best Minecraft server hosts 2025</h1></div>'
            f'<ol class="messageList" id="messageList">{"".join(posts)}</ol>')
    text = _text(page(body, "Best Minecraft server hosts 2025", ARTICLE),
                 "https://www.spigotmc.org/threads/best-minecraft-server-hosts-2025-updated.691400/")
    assert OPENING[0] in text
    for reply in REPLIES:
        assert reply in text
    assert "Lapis Lazuli" not in text and "Report" not in text and "Supporter Member" not in text


def test_an_article_whose_body_is_named_like_a_post_keeps_to_itself():
    """Guard: a news article whose one body element is named like a post's text (``post-text``), with a box
    of teasers beside it whose excerpts are named alike only once: no thread, nothing added."""
    teaser = ('<aside class="more"><div class="teaser"><a href="/news/other-story">Another story about the port '
              'strike that went on for a week</a><div class="md">The union said on Monday that the talks would '
              'go on until an agreement was found.</div></div></aside>')
    body = ('<article><h1>Port strike ends after a week</h1><div class="post-text">'
            + "".join(f"<p>{t}</p>" for t in OPENING) + f"</div></article>{teaser}")
    text = _text(page(body, "Port strike ends", ARTICLE), "https://news.example.com/2025/05/26/port-strike-ends")
    assert OPENING[2] in text
    assert "The union said on Monday" not in text


# --- XenForo 2: article.message-body > div.bbWrapper, quotes with "X said:" ----------------------------------

def _xenforo2_post(n: int, author: str, inner: str) -> str:
    return (f'<article class="message message--post js-post" data-author="{author}" id="js-post-{n}">'
            f'<div class="message-inner"><div class="message-cell message-cell--user"><section class="message-user">'
            f'<div class="message-userDetails"><h4 class="message-name"><a href="/members/{author}.{n}/" class="username">'
            f'{author}</a></h4><h5 class="userTitle message-userTitle">Well-known member</h5></div>'
            f'<div class="message-userExtras"><dl class="pairs pairs--justified"><dt>Joined</dt><dd>Feb 16, 2015</dd></dl>'
            f'<dl class="pairs pairs--justified"><dt>Messages</dt><dd>6,696</dd></dl>'
            f'<dl class="pairs pairs--justified"><dt>Reaction score</dt><dd>9,236</dd></dl></div></section></div>'
            f'<div class="message-cell message-cell--main"><div class="message-main">'
            f'<header class="message-attribution"><ul class="message-attribution-main"><li><a href="/threads/t.1/post-{n}">'
            f'<time class="u-dt" datetime="2024-07-05T19:30:00+0100">Jul 5, 2024</time></a></li></ul></header>'
            f'<div class="message-content js-messageContent"><div class="message-userContent lbContainer">'
            f'<article class="message-body js-selectToQuote"><div class="bbWrapper">{inner}</div></article></div></div>'
            f'<footer class="message-footer"><div class="message-actionBar actionBar"><a href="/posts/{n}/react" '
            f'class="actionBar-action">Like</a> <a href="/threads/t.1/reply?quote={n}" class="actionBar-action">Reply</a>'
            f'</div></footer></div></div></div></article>')


def test_xenforo2_short_replies_and_quotes_without_their_header():
    """XenForo 2 in German: the replies ("Danke!", "+1 same here") are a post's whole text, under 15
    characters; the quote keeps its words, not its "Anna said:" header; the member panel's "Joined",
    "Messages" and the buttons go."""
    quote = ('<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch">'
             '<div class="bbCodeBlock-title"><a href="/goto/post?id=1" class="bbCodeBlock-sourceJump">Anna said:</a></div>'
             '<div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent js-expandContent">'
             'Die Dichtung am Ablauf war bei mir porös, das Wasser lief unten heraus.</div></div></blockquote>')
    first = "<br>".join([
        "Hallo zusammen, seit einer Woche tropft bei meiner Spülmaschine unten Wasser heraus, und zwar immer am "
        "Ende des Programms, wenn abgepumpt wird. Ich habe schon das Sieb gereinigt und den Schlauch geprüft.",
        "Hat jemand eine Idee, woran das liegen könnte, bevor ich den Kundendienst rufe? Das Gerät ist sechs Jahre "
        "alt und lief bisher ohne jedes Problem, auch die Türdichtung sieht noch gut aus."])
    posts = [_xenforo2_post(1, "Anna", first),
             _xenforo2_post(2, "Bernd", quote + "Genau das war es bei mir auch, die Dichtung kostet nur ein paar Euro."),
             _xenforo2_post(3, "Clara", "Danke!"),
             _xenforo2_post(4, "Dieter", "+1 same here")]
    body = ('<div class="p-body-header"><h1 class="p-title-value">Spülmaschine tropft unten</h1></div>'
            f'<div class="block-body js-replyNewMessageContainer">{"".join(posts)}</div>'
            '<div class="pageNav"><a href="/threads/t.1/page-2">2</a> <a href="/threads/t.1/page-2">Weiter</a></div>')
    lines = _lines(page(body, "Spülmaschine tropft unten", ARTICLE),
                   "https://www.haushalt-forum.de/threads/spuelmaschine-tropft-unten.1234/")
    text = "\n".join(lines)
    assert "Genau das war es bei mir auch" in text
    assert "Die Dichtung am Ablauf war bei mir porös" in text
    assert "Danke!" in lines and "+1 same here" in lines
    assert "Anna said:" not in text
    assert "6,696" not in text and "Reaction score" not in text and "Reply" not in lines


# --- phpBB (prosilver): short replies dropped, and the "Re:" titles and author lines -------------------------

def _phpbb_post(n: int, author: str, title: str, content: str) -> str:
    return (f'<div id="p{n}" class="post has-profile bg{n % 2 + 1}"><div class="inner">'
            f'<dl class="postprofile" id="profile{n}"><dt class="has-profile-rank"><a href="./memberlist.php?u={n}" '
            f'class="username">{author}</a></dt><dd class="profile-rank">Mitglied</dd>'
            f'<dd class="profile-posts"><strong>Beiträge:</strong> <a href="./search.php?author_id={n}">123</a></dd>'
            f'<dd class="profile-joined"><strong>Registriert:</strong> Mo 3. Jan 2011, 10:12</dd></dl>'
            f'<div class="postbody"><div id="post_content{n}"><h3><a href="#p{n}">{title}</a></h3>'
            f'<ul class="post-buttons"><li><a href="./posting.php?mode=quote&p={n}" title="Mit Zitat antworten">'
            f'<span>Zitieren</span></a></li></ul>'
            f'<p class="author"><a href="./viewtopic.php?p={n}#p{n}"><span>Beitrag</span></a> <span>von <strong>'
            f'<a href="./memberlist.php?u={n}" class="username">{author}</a></strong> » </span>'
            f'<time datetime="2024-01-0{n}T10:00:00+00:00">Di 2. Jan 2024, 10:0{n}</time></p>'
            f'<div class="content">{content}</div></div></div>'
            f'<div class="back2top"><a href="#top" class="top" title="Nach oben">Nach oben</a></div></div></div>')


def test_phpbb_replies_of_a_word_are_kept_without_titles_and_member_panels():
    """phpBB in German (prosilver): replies of 15 characters or fewer ("Danke!", "Merci", "Passt.") were
    dropped as too short; they are kept, while the "Re: ..." titles, the "Beitrag von X » date" lines, the
    member panel ("Beiträge: 123", "Registriert: ...") and the buttons go."""
    question = ("Ich möchte in meinem Garten eine kleine Trockenmauer aus Natursteinen bauen, etwa sechzig Zentimeter "
                "hoch und fünf Meter lang. Braucht man dafür ein Fundament aus Beton, oder reicht ein Bett aus "
                "Schotter, das gut verdichtet wird? Und wie tief sollte man dafür graben?")
    answer = ("Für eine Trockenmauer reicht ein Schotterbett von etwa dreißig Zentimetern, gut verdichtet. Beton "
              "brauchst du nicht, die Mauer soll ja Wasser durchlassen und sich etwas bewegen können.")
    posts = [_phpbb_post(1, "gartenfan", "Trockenmauer im Garten", question),
             _phpbb_post(2, "steinmetz", "Re: Trockenmauer im Garten", answer),
             _phpbb_post(3, "gartenfan", "Re: Trockenmauer im Garten", "Danke!"),
             _phpbb_post(4, "luc", "Re: Trockenmauer im Garten", "Merci"),
             _phpbb_post(5, "hobbit", "Re: Trockenmauer im Garten", "Passt.")]
    body = ('<h2 class="topic-title"><a href="./viewtopic.php?t=42">Trockenmauer im Garten</a></h2>'
            f'<div class="action-bar"><a href="./posting.php?mode=reply&t=42" class="button">Antworten</a></div>'
            f'{"".join(posts)}'
            '<div class="pagination">5 Beiträge • Seite <strong>1</strong> von <strong>1</strong></div>')
    lines = _lines(page(body, "Trockenmauer im Garten - Gartenforum"), "https://www.gartenforum.de/viewtopic.php?t=42")
    text = "\n".join(lines)
    assert question in text and answer in text
    for short in ("Danke!", "Merci", "Passt."):
        assert short in lines
    assert "Re: Trockenmauer im Garten" not in lines
    assert "Registriert" not in text and "Beiträge: 123" not in text and "Nach oben" not in text


# --- vBulletin 3: id="post_message_N", "Originally Posted by" ------------------------------------------------

def _vbulletin_post(n: int, author: str, message: str) -> str:
    return (f'<div id="edit{n}"><table class="tborder" id="post{n}" cellpadding="6" cellspacing="0" border="0" width="100%">'
            f'<tr><td class="thead"><a name="post{n}"></a>11-29-2024, 09:0{n} AM</td>'
            f'<td class="thead" align="right">#<a href="showpost.php?p={n}" id="postcount{n}"><strong>{n}</strong></a></td></tr>'
            f'<tr><td class="alt2" width="175"><div id="postmenu_{n}"><a class="bigusername" href="member.php?u={n}">{author}'
            f'</a></div><div class="smallfont">Web Hosting Master</div><div class="smallfont">'
            f'<div>Join Date: Mar 2005</div><div>Posts: 1,234</div></div></td>'
            f'<td class="alt1" id="td_post_{n}"><div id="post_message_{n}">{message}</div></td></tr>'
            f'<tr><td class="alt2"><a href="report.php?p={n}">Report</a></td><td class="alt1" align="right">'
            f'<a href="newreply.php?do=newreply&p={n}" rel="nofollow">Quote</a></td></tr></table></div>')


def test_vbulletin_short_replies_and_quotes_without_originally_posted_by():
    """vBulletin 3 (a table per post, the text in ``div id="post_message_N"``): a reply of two words is
    kept, and the quoted words without their "Originally Posted by X" header; not the member's "Join
    Date", "Posts", rank ("Web Hosting Master"), nor the post's date and number ("#2"), which sat in the
    container with the replies' text and were kept as short lines between kept ones."""
    first = ("We are looking for a managed hosting company for a shop with about five thousand orders a month. "
             "The most important thing for us is fast support by phone, since nobody here is a system admin, "
             "and daily backups that we can restore ourselves without opening a ticket.")
    quote = ('<div style="margin:20px; margin-top:5px;"><div class="smallfont" style="margin-bottom:2px">Quote:</div>'
             '<table cellpadding="6" cellspacing="0" border="0" width="100%"><tr><td class="alt2" style="border:1px inset">'
             '<div>Originally Posted by <strong>HOSTLAR</strong> <a href="showthread.php?p=1#post1" rel="nofollow">'
             '<img class="inlineimg" src="images/buttons/viewpost.gif" alt="View Post"></a></div>'
             '<div style="font-style:italic">fast support by phone</div></td></tr></table></div>')
    posts = [_vbulletin_post(1, "HOSTLAR", first),
             _vbulletin_post(2, "fullarton", "Phone support."),
             _vbulletin_post(3, "Chaddy", quote + "Ask them for a trial week and call them twice at night before you decide.")]
    body = f'<table class="tborder"><tr><td class="navbar">Managed hosting for a shop</td></tr></table>{"".join(posts)}'
    lines = _lines(page(body, "Managed hosting for a shop - Web Hosting Talk"),
                   "https://www.webhostingtalk.com/showthread.php?t=1930933")
    text = "\n".join(lines)
    assert first in text
    assert "Phone support." in lines
    assert "Ask them for a trial week" in text and "fast support by phone" in lines
    assert not any(line.startswith("Originally Posted by") for line in lines)
    assert "Join Date" not in text and "Posts: 1,234" not in text
    # the post's chrome around its text, in the container with it: the date, the post's number, the member's rank
    assert "Web Hosting Master" not in text and "#2" not in lines and not any("11-29-2024" in line for line in lines)


# --- Discourse's crawler view (what a crawler without JavaScript gets) ----------------------------------------

def _discourse_post(n: int, author: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f'<div id="post_{n}" itemprop="comment" itemscope itemtype="http://schema.org/Comment" class="topic-body crawler-post">'
            f'<div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">'
            f'<a itemprop="url" href="/u/{author}"><span itemprop="name">{author}</span></a></span>'
            f'<span class="crawler-post-infos"><time itemprop="datePublished" datetime="2024-09-0{n}T10:00:00Z" class="post-time">'
            f'September {n}, 2024, 10:00am</time><span itemprop="position">{n}</span></span></div>'
            f'<div class="post" itemprop="text">{body}</div>'
            f'<div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter">'
            f'<span class="post-likes">3 Likes</span></div></div>')


def test_discourse_crawler_view_keeps_every_post_short_ones_too():
    """Discourse's noscript crawler view in French: every post's ``div.post[itemprop=text]``, the first one
    long, the others a line ("Merci, ça marche !", "Pareil ici."), all kept; the post meta (author, time,
    position, likes) and the footer's links go."""
    first = ["Bonjour, depuis la mise à jour de la semaine dernière, mon application ne se synchronise plus avec le "
             "serveur. Le message d'erreur parle d'un certificat expiré, mais le certificat du serveur est valide "
             "jusqu'à l'année prochaine.",
             "J'ai déjà vidé le cache, réinstallé l'application et redémarré le téléphone, sans aucun résultat. Est-ce "
             "que quelqu'un a rencontré le même problème depuis la nouvelle version ?"]
    answer = ["Il faut ajouter le certificat intermédiaire dans la chaîne du serveur : la nouvelle version ne le "
              "télécharge plus toute seule comme l'ancienne le faisait."]
    posts = [_discourse_post(1, "marie", first), _discourse_post(2, "paul", answer),
             _discourse_post(3, "marie", ["Merci, ça marche !"]), _discourse_post(4, "luc", ["Pareil ici."])]
    body = ('<header class="d-header"><a href="/">Forum</a></header><div id="main-outlet" class="wrap" role="main">'
            '<div id="topic-title"><h1><a href="/t/synchronisation/931828">Plus de synchronisation</a></h1></div>'
            f'{"".join(posts)}</div>'
            '<footer class="container wrap"><nav class="crawler-nav"><ul><li><a href="/">Accueil</a></li>'
            '<li><a href="/categories">Catégories</a></li><li><a href="/guidelines">Charte</a></li></ul></nav></footer>')
    head = ('<script type="application/ld+json">{"@context":"http://schema.org","@type":"DiscussionForumPosting",'
            '"headline":"Plus de synchronisation"}</script>')
    lines = _lines(page(body, "Plus de synchronisation - Forum", head), "https://forum.example.fr/t/synchronisation/931828")
    text = "\n".join(lines)
    assert first[1] in text and answer[0] in text
    assert "Merci, ça marche !" in lines and "Pareil ici." in lines
    assert "3 Likes" not in text and "Charte" not in text


# --- Stack Exchange: the question and its answers ---------------------------------------------------------

def _se_post(kind: str, n: int, text: str, votes: int) -> str:
    return (f'<div id="{kind}-{n}" class="{kind}" data-{kind}id="{n}" itemprop="{"acceptedAnswer" if kind == "answer" else ""}">'
            f'<div class="post-layout"><div class="votecell post-layout--left"><div class="js-vote-count">{votes}</div></div>'
            f'<div class="postcell post-layout--right"><div class="s-prose js-post-body" itemprop="text">{text}</div>'
            f'<div class="mt24"><div class="d-flex"><a href="/posts/{n}/edit" class="js-suggest-edit-post">Improve this answer</a> '
            f'<a href="/users/{n}/someone">someone</a> <span class="relativetime">answered Jul 7, 2012 at 3:07</span>'
            f'</div></div></div></div></div>')


def test_stack_exchange_short_answer_is_kept_beside_the_question():
    """Stack Exchange: the question's ``s-prose`` and each answer's; an answer of one short line ("Try
    Alt+D.") is kept with the long ones, the buttons, user cards and the count "3 Answers" are not."""
    question = ("<p>Is there a keyboard shortcut in Windows Explorer that moves the focus to the list of files, the "
                "content area on the right, without clicking into it with the mouse first? Tab does not always go "
                "there and I would like a way that works every time, whatever was focused before.</p>")
    long_answer = ("<p>Press Ctrl+F to go to the search box, then Tab twice: the focus lands on the first file of the "
                   "list. It works whether the navigation pane is shown or not, and in every version since Windows 7 "
                   "that I have tried, including the newest one.</p>")
    body = ('<div id="question-header"><h1 itemprop="name"><a href="/questions/442960/explorer-shortcut">Explorer '
            'shortcut to focus the file list</a></h1></div><div id="mainbar" role="main">'
            f'{_se_post("question", 442960, question, 57)}<div id="answers"><h2>3 Answers</h2>'
            f'{_se_post("answer", 1, long_answer, 40)}{_se_post("answer", 2, "<p>Try Alt+D.</p>", 3)}</div></div>')
    lines = _lines(page(body, "Explorer shortcut to focus the file list - Super User"),
                   "https://superuser.com/questions/442960/explorer-shortcut")
    text = "\n".join(lines)
    assert "Is there a keyboard shortcut in Windows Explorer" in text
    assert "Press Ctrl+F to go to the search box" in text
    assert "Try Alt+D." in lines
    assert "Improve this answer" not in text and "3 Answers" not in lines


# --- Simple Machines in Italian: div.inner id="msg_N" -------------------------------------------------------

def test_simple_machines_italian_thread_with_quote_header():
    """Simple Machines 2.0 in Italian: each post's ``div.inner id="msg_N"``; a reply of a word ("Grazie!") is
    kept, the quote header ("Citazione di: luca - 12 Marzo 2024") and the member's "Messaggi: 412" are not."""
    def post(n: int, author: str, inner: str) -> str:
        return (f'<div class="windowbg"><div class="post_wrapper"><div class="poster"><h4><a href="/profile/{n}">{author}'
                f'</a></h4><ul class="user_info"><li class="membergroup">Utente Senior</li><li class="postcount">'
                f'Messaggi: 412</li></ul></div><div class="postarea"><div class="keyinfo"><h5><a href="/msg{n}">Re: '
                f'Potatura degli ulivi</a></h5><div class="smalltext">« Risposta #{n} il: 12 Marzo 2024, 10:15 »</div></div>'
                f'<div class="post"><div class="inner" data-msgid="{n}" id="msg_{n}">{inner}</div></div></div>'
                f'<div class="moderatorbar"><a href="/reportmsg/{n}">Segnala al moderatore</a></div></div></div>')
    first = ("Quest'anno vorrei potare da solo i miei venti ulivi, che hanno una quindicina d'anni. Qual è il periodo "
             "migliore, visto che qui in collina le gelate arrivano a volte fino a marzo inoltrato? Meglio aspettare "
             "aprile o si rischia di perdere la fioritura?")
    quote = ('<div class="quoteheader"><div class="topslice_quote"><a href="/msg1">Citazione di: luca - 12 Marzo 2024, '
             '09:58</a></div></div><blockquote class="bbc_standard_quote">'
             "Qual è il periodo migliore, visto che qui in collina le gelate arrivano a volte fino a marzo?</blockquote>"
             '<div class="quotefooter"><div class="botslice_quote"></div></div>')
    answer = ("Da noi si pota sempre dopo l'ultima gelata, quindi tra fine marzo e metà aprile: la fioritura non ne "
              "risente, basta non togliere troppi rami giovani in un anno solo.")
    body = ('<div id="forumposts"><h1>Potatura degli ulivi</h1><form id="quickModForm">'
            f'{post(1, "luca", first)}{post(2, "giulia", quote + answer)}{post(3, "luca", "Grazie!")}</form></div>'
            '<div class="pagelinks">Pagine: [1] <a href="/index.php?topic=42.15">Rispondi</a></div>')
    lines = _lines(page(body, "Potatura degli ulivi"), "https://www.forum-agricoltura.it/index.php?topic=42.0")
    text = "\n".join(lines)
    assert first in text and answer in text
    assert "Grazie!" in lines
    assert "Qual è il periodo migliore, visto che qui in collina" in text
    assert "Citazione di" not in text and "Messaggi: 412" not in text


# --- guards ---------------------------------------------------------------------------------------------

def test_blog_comments_named_comment_body_stay_out_of_an_article():
    """Guard: a blog article with its readers' comments (WordPress's ``div.comment-body``, one of the names
    of a post's text): the article says it is one, the comments are furniture and stay out, however many."""
    comments = "".join(
        f'<li class="comment"><article class="comment-body"><footer class="comment-meta"><b>reader{k}</b></footer>'
        f'<div class="comment-content"><p>Great recipe, I made it {k} times already and my family loved it.</p></div>'
        f'</article></li>' for k in range(4))
    body = ('<article class="post"><h1>Apple cake</h1><div class="entry-content">'
            + "".join(f"<p>{t}</p>" for t in OPENING) + f'</div></article><ol class="comment-list">{comments}</ol>')
    text = _text(page(body, "Apple cake", ARTICLE), "https://blog.example.com/2025/05/apple-cake/")
    assert OPENING[1] in text
    assert "Great recipe" not in text


def test_quote_header_words_in_an_article_stay():
    """Guard: quote headers are left out only inside a thread's posts; an article's line "The minister
    said:" before a quotation is its text."""
    body = ('<article><h1>Budget passed</h1><div class="entry-content">'
            + "".join(f"<p>{t}</p>" for t in OPENING[:2]) + "<p>The finance minister said:</p>"
            + f"<blockquote><p>{OPENING[2]}</p></blockquote></div></article>")
    lines = _lines(page(body, "Budget passed", ARTICLE), "https://news.example.com/2025/05/26/budget-passed")
    assert "The finance minister said:" in lines


def test_faq_questions_beside_answers_marked_as_text_stay():
    """Guard: a FAQ whose answers schema.org marks as ``itemprop="text"`` (the names of a post's text): the
    questions, headings in each answer's wrapper, are the page's text, not a post's chrome."""
    faq = "".join(
        f'<div itemscope itemprop="mainEntity" itemtype="https://schema.org/Question" class="faq-item">'
        f'<h3 itemprop="name">{q}</h3><div itemscope itemprop="acceptedAnswer" itemtype="https://schema.org/Answer">'
        f'<div itemprop="text"><p>{a}</p></div></div></div>' for q, a in (
            ("What should I consider when hiring a moving company?", OPENING[0]),
            ("Can movers handle relocations across state lines?", OPENING[1]),
            ("How can I compare the prices of several movers?", OPENING[2])))
    body = f'<main><h1>Moving companies: frequently asked questions</h1><section class="faq">{faq}</section></main>'
    lines = _lines(page(body, "Moving FAQ", '<script type="application/ld+json">{"@type":"FAQPage"}</script>'),
                   "https://movers.example.com/faq/")
    assert "What should I consider when hiring a moving company?" in lines
    assert "Can movers handle relocations across state lines?" in lines
    assert OPENING[2] in lines


# --- GitHub issue: every post a "comment", the first one long ------------------------------------------------

ISSUE = ["When I run the exporter on a file with more than ten thousand rows, it stops after the first chunk and "
         "writes an empty second file. The log shows no error, and the exit code is zero, so our pipeline does "
         "not notice that anything went wrong.",
         "Steps to reproduce: create a CSV of twenty thousand rows, run the exporter with the default chunk size, "
         "then look at the second output file, which is empty."]


def _github_comment(n: int, user: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f'<div class="TimelineItem js-comment-container"><div class="timeline-comment-group"><div class="timeline-comment">'
            f'<div class="timeline-comment-header"><h3 class="timeline-comment-header-text"><strong><a class="author" '
            f'href="/{user}">{user}</a></strong> commented <a href="#issuecomment-{n}"><relative-time datetime="2024-01-0{n}">'
            f'Jan {n}, 2024</relative-time></a></h3></div><div class="edit-comment-hide"><task-lists><table class="d-block">'
            f'<tbody class="d-block"><tr class="d-block"><td class="d-block comment-body markdown-body js-comment-body">{body}'
            f'</td></tr></tbody></table></task-lists></div><div class="comment-reactions"><button>3 reactions</button></div>'
            f'</div></div></div>')


def test_github_issue_keeps_the_replies_named_as_comments():
    """A GitHub issue: every post, the report too, sits in an element named as a comment
    (``js-comment-container``, ``comment-body``).  The long report was not doomed (it holds most of the
    page), so its paragraphs counted as an article outside the comments, and the replies went as reader
    comments.  The replies are kept, short ones too ("Same here."), without "commented" headers."""
    body = ('<div class="gh-header"><h1 class="gh-header-title"><bdi class="js-issue-title">Exporter stops after the '
            'first chunk</bdi> <span>#1234</span></h1></div><div class="js-discussion">'
            + _github_comment(1, "alice", ISSUE)
            + _github_comment(2, "bob", ["Thanks for the report, I can reproduce it with the current release. The chunk "
                                         "counter is reset too early; a fix is on its way."])
            + _github_comment(3, "carol", ["Same here."]) + "</div>")
    lines = _lines(page(body, "Exporter stops after the first chunk · Issue #1234 · acme/exporter"),
                   "https://github.com/acme/exporter/issues/1234")
    text = "\n".join(lines)
    assert ISSUE[1] in text
    assert "Thanks for the report, I can reproduce it" in text
    assert "Same here." in lines
    assert "commented" not in text


# --- Reddit (old.reddit.com): nested comments, a reply of a word ------------------------------------------

def test_reddit_comment_of_a_word_is_kept():
    """Old Reddit: each comment's text in ``div.md``, replies nested in their parent's ``div.child``; a reply
    of one word ("This.") was dropped as too short; it is kept, the tagline's points and the
    "permalink"/"reply" buttons are not."""
    def comment(n: int, user: str, text: str, child: str = "") -> str:
        return (f'<div class="thing comment" id="thing_t1_{n}" data-author="{user}"><div class="entry unvoted">'
                f'<p class="tagline"><a href="/user/{user}" class="author">{user}</a> <span class="score unvoted">{n} points'
                f'</span> <time datetime="2024-05-0{n}">3 hours ago</time></p><form action="#" class="usertext">'
                f'<div class="usertext-body may-blank-within md-container"><div class="md"><p>{text}</p></div></div></form>'
                f'<ul class="flat-list buttons"><li class="first"><a href="/r/Cooking/comments/abc/t/{n}/" class="bylink">'
                f'permalink</a></li><li><a href="javascript:void(0)">reply</a></li></ul></div><div class="child">{child}</div></div>')
    post = ('<div class="thing link self" id="thing_t3_abc"><div class="entry"><p class="title"><a class="title" '
            'href="/r/Cooking/comments/abc/t/">Enameled cast iron pan and metal utensils?</a></p><div class="expando">'
            '<form class="usertext"><div class="usertext-body"><div class="md"><p>I just got an enameled cast iron pan '
            'as a present and I wonder whether I can use my metal spatula on it, or whether it will scratch the enamel '
            'after a few weeks of daily cooking.</p></div></div></form></div></div></div>')
    comments = (comment(1, "u1", "Metal utensils are fine on enameled cast iron as long as you do not scrape hard; "
                                 "wood is gentler but not required.", comment(2, "u2", "This."))
                + comment(3, "u3", "I use a fish spatula on mine every day and after five years the enamel still looks "
                                   "new, so I would not worry much."))
    body = (f'<div class="content" role="main"><div class="sitetable linklisting">{post}</div><div class="commentarea">'
            f'<div class="sitetable nestedlisting">{comments}</div></div></div>')
    lines = _lines(page(body, "Enameled cast iron pan and metal utensils? : r/Cooking"),
                   "https://old.reddit.com/r/Cooking/comments/abc/enameled_cast_iron_pan/")
    text = "\n".join(lines)
    assert "I use a fish spatula on mine" in text and "Metal utensils are fine" in text
    assert "This." in lines
    assert "permalink" not in text and "points" not in text


# --- Discourse: the crawler view inside <noscript> of the JavaScript application --------------------------

def test_discourse_noscript_crawler_view_keeps_short_replies():
    """Discourse's application page for browsers: an empty outlet and the crawler view of the thread in
    ``<noscript>``; its short replies ("Pareil ici.", 11 characters) were dropped, now kept."""
    first = ["Bonjour, depuis la mise à jour de la semaine dernière, mon application ne se synchronise plus avec le "
             "serveur. Le message d'erreur parle d'un certificat expiré, mais le certificat est encore valide.",
             "J'ai déjà vidé le cache, réinstallé l'application et redémarré le téléphone, sans aucun résultat."]
    posts = [_discourse_post(1, "marie", first),
             _discourse_post(2, "paul", ["Il faut ajouter le certificat intermédiaire dans la chaîne du serveur."]),
             _discourse_post(3, "marie", ["Merci, ça marche !"]), _discourse_post(4, "luc", ["Pareil ici."])]
    body = ('<section id="main"></section><noscript data-path="/t/sync/931828"><div id="main-outlet" class="wrap" '
            'role="main"><div id="topic-title"><h1><a href="/t/sync/931828">Plus de synchronisation</a></h1></div>'
            + "".join(posts) + '</div></noscript><script>window.app.start()</script>')
    lines = _lines(page(body, "Plus de synchronisation - Forum", '<meta property="og:type" content="website">'),
                   "https://forum.example.fr/t/sync/931828")
    assert first[1] in lines
    assert "Merci, ça marche !" in lines and "Pareil ici." in lines


# --- MyBB in French: the quote's <cite> glued to the quoted words -------------------------------------------

def test_mybb_quote_header_glued_to_the_quote_is_cut():
    """MyBB (French): a post's ``div.post_body``, a quote's header in a ``<cite>`` inside the quote, an inline
    element, so one block reads "(12-03-2024, 10:15)marie a écrit : <the quoted words>"; the header is cut,
    the quoted words stay, and so does a reply's "Merci" and a post's own "Je lui ai dit : non.\""""
    def post(n: int, author: str, inner: str) -> str:
        return (f'<div class="post classic" id="post_{n}"><div class="post_author scaleimages"><div class="author_information">'
                f'<strong><span class="largetext"><a href="member.php?action=profile&uid={n}">{author}</a></span></strong><br>'
                f'<span class="smalltext">Membre</span></div><div class="author_statistics">Messages : 412<br>Inscrit le : '
                f'mars 2011</div></div><div class="post_content"><div class="post_head"><span class="post_date">'
                f'12-03-2024, 10:1{n}</span></div><div class="post_body scaleimages" id="pid_{n}">{inner}</div></div>'
                f'<div class="post_controls"><a href="newreply.php?tid=42&replyto={n}">Répondre</a> '
                f'<a href="report.php?pid={n}">Signaler</a></div></div>')
    first = ("Bonjour à tous, je voudrais remplacer le thermostat de ma chaudière par un modèle connecté, mais la "
             "notice parle d'un fil neutre que je ne trouve pas dans le boîtier actuel. Est-ce qu'un modèle sans neutre "
             "existe, ou faut-il tirer un nouveau câble depuis le tableau ?")
    quoted = "Est-ce qu'un modèle sans neutre existe, ou faut-il tirer un nouveau câble depuis le tableau ?"
    quote = (f'<blockquote class="mycode_quote"><cite><span> (12-03-2024, 10:11)</span>marie a écrit :</cite>{quoted}'
             '</blockquote>')
    answer = ("Il existe des modèles qui se branchent sur deux fils seulement et qui tirent leur courant de la chaudière "
              "elle-même ; regarde dans la liste de compatibilité du fabricant avant d'acheter.")
    body = (f'<div id="posts">{post(1, "marie", first)}{post(2, "paul", quote + answer)}{post(3, "marie", "Merci")}'
            f'{post(4, "luc", "Je lui ai dit : non.")}</div>')
    lines = _lines(page(body, "Thermostat connecté sans fil neutre"), "https://www.forum-bricolage.fr/showthread.php?tid=42")
    text = "\n".join(lines)
    assert first in text and answer in text
    assert quoted in lines
    assert "a écrit" not in text
    assert "Merci" in lines and "Je lui ai dit : non." in lines
    assert "Inscrit le" not in text and "Répondre" not in text


# --- WoltLab Burning Board (German): an <article> per post, sidebar, signature, "Zitat von" --------------------

def _wbb_post(n: int, user: str, inner: str) -> str:
    return (f'<article class="wbbPost message messageSidebarOrientationLeft" data-post-id="{n}" itemprop="comment" '
            f'itemscope itemtype="http://schema.org/Comment"><div class="messageSidebar"><div class="messageAuthor">'
            f'<a href="/user/{n}" class="username userLink">{user}</a><div class="userTitle"><span class="badge '
            f'userTitleBadge">Fortgeschrittener</span></div></div><div class="userCredits"><dl class="plain dataList">'
            f'<dt><a href="/posts/{n}">Beiträge</a></dt><dd>1.234</dd><dt>Registriert seit</dt><dd>3. Mai 2011</dd></dl>'
            f'</div></div><div class="messageContent"><header class="messageHeader"><div class="messageHeaderBox">'
            f'<ul class="messageHeaderMetaData"><li><a href="/thread/1/#post{n}" class="permalink messagePublicationTime">'
            f'<time datetime="2024-01-0{n}T10:00:00+01:00">{n}. Januar 2024</time></a></li></ul><ul class="messageQuickOptions">'
            f'<li><a href="/thread/1/#post{n}">#{n}</a></li></ul></div></header><div class="messageBody">'
            f'<div class="messageText" itemprop="text">{inner}</div></div><footer class="messageFooter">'
            f'<div class="messageSignature"><div>Gruß aus dem Allgäu – mein Projekt: www.beispiel.de</div></div>'
            f'<div class="messageFooterButtons"><ul><li><a href="/quote/{n}">Zitieren</a></li><li><a href="/reply/{n}">'
            f'Antworten</a></li></ul></div></footer></div></article>')


def test_woltlab_thread_keeps_replies_and_quotes_without_sidebar_and_signature():
    """WoltLab Burning Board, the commonest German forum engine after phpBB: each post an ``<article>``
    (``messageText``), a sidebar with "Beiträge", "Registriert seit", a signature and buttons in its footer;
    the container was the first post and the replies ("Danke!", "Bei mir auch.", an answer under a quote)
    were lost.  They are kept with the quoted words; the quote's "Zitat von Gärtner", the signature repeated
    under every post, the dates and "#2" are not."""
    first = ("<p>Hallo zusammen, mein Rasenmäher springt seit dem Winter nicht mehr an. Der Tank ist voll, die Zündkerze "
             "habe ich getauscht und der Luftfilter ist sauber. Beim Ziehen am Seil passiert gar nichts, nicht einmal "
             "ein kurzes Zünden.</p><p>Hat jemand einen Tipp, bevor ich ihn in die Werkstatt bringe?</p>")
    quote = ('<blockquote class="quoteBox collapsibleBbcode"><header class="quoteBoxTitle"><a href="/thread/1/#post1">'
             'Zitat von Gärtner</a></header><div class="quoteBoxContent"><p>Der Tank ist voll, die Zündkerze habe ich '
             'getauscht</p></div></blockquote>')
    answer = ("Alter Sprit über den Winter ist der häufigste Grund: der Vergaser verharzt. Tank leeren, frisches Benzin "
              "einfüllen und den Vergaser reinigen, dann läuft er meist wieder.")
    posts = [_wbb_post(1, "Gärtner", first), _wbb_post(2, "Schrauber", quote + f"<p>{answer}</p>"),
             _wbb_post(3, "Gärtner", "<p>Danke!</p>"), _wbb_post(4, "Max", "<p>Bei mir auch.</p>")]
    body = ('<div class="contentHeader"><h1 class="contentTitle">Rasenmäher springt nicht an</h1></div>'
            '<div class="section wbbThreadPostList"><ul class="wbbThreadPostList messageList">'
            + "".join(f"<li>{p}</li>" for p in posts) + '</ul></div>'
            '<nav class="pagination"><ul><li>1</li><li><a href="?pageNo=2">2</a></li></ul></nav>')
    lines = _lines(page(body, "Rasenmäher springt nicht an - Gartenforum"),
                   "https://www.gartenforum.de/thread/1-rasenm%C3%A4her-springt-nicht-an/")
    text = "\n".join(lines)
    assert answer in lines and "Der Tank ist voll, die Zündkerze habe ich getauscht" in lines
    assert "Danke!" in lines and "Bei mir auch." in lines
    assert "Zitat von" not in text and "Gruß aus dem Allgäu" not in text and "Registriert seit" not in text


# --- Invision Community: an <article> per post, the author pane in an <aside> ----------------------------------

def _invision_post(n: int, user: str, inner: str) -> str:
    return (f'<article id="elComment_{n}" class="cPost ipsBox ipsComment ipsComment_parent ipsClearfix ipsColumns">'
            f'<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium"><h3 class="ipsType_sectionHead '
            f'cAuthorPane_author"><strong><a href="/profile/{n}-{user}/">{user}</a></strong></h3><ul class="cAuthorPane_info '
            f'ipsList_reset"><li class="ipsType_break">Members</li><li class="ipsType_break">412 posts</li></ul></aside>'
            f'<div class="ipsColumn ipsColumn_fluid"><div id="comment-{n}_wrap" class="ipsComment_content ipsType_medium">'
            f'<div class="ipsComment_meta ipsType_light"><a href="/topic/1/?do=findComment&comment={n}"><time '
            f'datetime="2024-04-0{n}T10:00:00Z">April {n}, 2024</time></a></div><div class="cPost_contentWrap">'
            f'<div data-role="commentContent" class="ipsType_normal ipsType_richText ipsContained">{inner}</div>'
            f'<div class="ipsItemControls"><ul class="ipsComment_controls"><li><a href="/topic/1/?do=reply&quote={n}">Quote'
            f'</a></li></ul></div></div></div></div></article>')


def test_invision_thread_keeps_replies_without_author_panes_and_citations():
    """Invision Community: each post an ``<article>`` (``ipsType_richText``) with the author pane in an
    ``<aside>``; only the first post was kept.  The replies are kept ("Agreed." too), the quote's citation
    "On 4/2/2024 at 10:12 AM, JGD said:" and the pane's "412 posts" are not."""
    first = ("<p>I find the issue of artificial intelligence in design tools interesting. My own limited experience of "
             "using it is that it can be very good, but it can also give bad results that need careful assessing "
             "before anything is published.</p><p>What do others here think?</p>")
    quote = ('<blockquote class="ipsQuote" data-ipsquote-username="JGD"><div class="ipsQuote_citation">On 4/2/2024 at '
             '10:12 AM, JGD said:</div><div class="ipsQuote_contents"><p>it can also give bad results</p></div></blockquote>')
    answer = ("It depends on the mix and the main focus of the apps and their tools, I guess, and whether it runs on "
              "the device or on a server somewhere.")
    posts = [_invision_post(1, "William", first), _invision_post(2, "JGD", quote + f"<p>{answer}</p>"),
             _invision_post(3, "Ash", "<p>Agreed.</p>")]
    body = ('<div class="ipsPageHeader"><h1 class="ipsType_pageTitle">AI discussion</h1></div><div class="cTopic">'
            + "".join(posts) + '</div><ul class="ipsPagination"><li><a href="?page=2">2</a></li><li>Next</li></ul>')
    lines = _lines(page(body, "AI discussion - Forum", '<meta property="og:type" content="website">'),
                   "https://forum.example.com/index.php?/topic/201820-ai-discussion/")
    text = "\n".join(lines)
    assert answer in lines and "Agreed." in lines
    assert "said:" not in text and "412 posts" not in text
