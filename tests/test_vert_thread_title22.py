"""A forum thread's title as the document's headline (session 22): written whole and without the board's name.

Three classes of headlines ``vert`` wrote wrong on forum pages (and on some news pages):

* a **shortened** first candidate: XenForo cuts ``og:title`` to about 55 characters with "...", some news
  sites cut theirs with "…", while the page's ``<title>`` (or its JSON-LD headline) holds the whole title.
  The headline is the whole one; a title that ends with its own "..." ("Só quem se Ama...") stays.
* the **board** between the thread's title and the forum's name in FluxBB's and PunBB's ``<title>``
  ("Topic / Board / Forum"): once the forum's name is cut, the board's name ("Arch Discussion", "Allgemeines")
  is the page's place, not the thread's title; a headline with its own "/" stays.
* the **permalink mark** Sphinx and MkDocs put in a heading (``<h1>Tasks<a class="headerlink">¶</a></h1>``) is
  not the headline's ("Tasks¶").

Each page is small, written after the markup the engines produce (XenForo, FluxBB, vBulletin, phpBB, Discourse,
Invision, a Reddit-like page), and goes through ``vert``'s own worker step (``document.process``)."""

from __future__ import annotations

import pytest
import vert_support

from corpustools.vert.headline import choose

POST_EN = ("I have been reading this forum for a while and finally decided to ask. Which of the cases would you "
           "pick for a quiet build with good airflow, and does the glass panel get in the way of the cables? ")
POST_DE = ("Ich lese hier schon länger mit und habe jetzt endlich eine Frage. Welches Gehäuse würdet ihr für einen "
           "leisen Rechner mit guter Belüftung nehmen, und stört die Glasscheibe beim Verlegen der Kabel? ")
REPLY = ("<p>Thanks, that helps a lot. I went with the second one in the end and it is much quieter than the "
         "old case, the fans barely spin up under load.</p>")


def headline(html: str, url: str) -> str:
    """The words of the document's ``<head>``, space-separated ("" without one)."""
    body = vert_support.processed(html, url).body.splitlines()
    if "<head>" not in body:
        return ""
    lines = body[body.index("<head>") + 1:body.index("</head>")]
    return " ".join(line.split("\t")[0] for line in lines if line and not line.startswith("<"))


def xenforo(og_title: str, title: str, post: str = POST_EN, lang: str = "en") -> str:
    """A XenForo 2 thread: ``og:title`` shortened, ``<title>`` whole with the forum's name."""
    return (f'<!DOCTYPE html><html lang="{lang}" data-app="public"><head><meta charset="utf-8">'
            f"<title>{title}</title>"
            f'<meta property="og:site_name" content="Watch Talk Forums">'
            f'<meta property="og:type" content="website"><meta property="og:title" content="{og_title}">'
            f'</head><body data-template="thread_view"><div class="p-body"><div class="p-body-header">'
            f'<div class="p-title "><h1 class="p-title-value"><span class="label">Diskussion</span></h1></div>'
            f'</div><div class="block-body js-replyNewMessageContainer">'
            f'<article class="message message--post"><div class="message-userDetails">'
            f'<h4 class="message-name"><a class="username">sanmartin</a></h4></div>'
            f'<div class="message-content"><div class="bbWrapper">{post * 2}</div></div></article>'
            f'<article class="message message--post"><div class="message-content"><div class="bbWrapper">'
            f"{REPLY}</div></div></article></div></div></body></html>")


def fluxbb(title: str, board: str, post: str = POST_EN, lang: str = "en") -> str:
    """A FluxBB 1.5 topic: ``Topic / Board / Forum`` in ``<title>``, the forum's name as the page's ``<h1>``."""
    return (f'<!DOCTYPE html><html lang="{lang}" dir="ltr"><head><meta charset="utf-8"><title>{title}</title>'
            f'</head><body><div id="brdmain"><div id="brdheader" class="block"><div class="box">'
            f'<div id="brdtitle" class="inbox"><h1><a href="/">Arch Linux</a></h1></div></div></div>'
            f'<div class="linkst"><ul class="crumbs"><li><a href="index.php">Index</a></li>'
            f'<li><span>»&#160;</span><a href="viewforum.php?id=23">{board}</a></li></ul></div>'
            f'<div id="p2178861" class="blockpost rowodd firstpost blockpost1"><h2><span>'
            f'<a href="viewtopic.php?pid=2178861#p2178861">2025-11-01 15:14:37</a></span></h2><div class="box">'
            f'<div class="inbox"><div class="postbody"><div class="postleft"><dl><dt><strong>nl6720</strong></dt>'
            f'</dl></div><div class="postright"><div class="postmsg"><p>{post * 2}</p></div></div></div></div>'
            f'</div></div><div id="p2178862" class="blockpost roweven"><div class="box"><div class="postright">'
            f'<div class="postmsg">{REPLY}</div></div></div></div></div></body></html>')


# --- the class: a shortened title where the page has the whole one --------------------------------------------

@pytest.mark.parametrize("og_title, title, whole, post, lang", [
    ("What do you guys think will be the trend in the watch...",
     "What do you guys think will be the trend in the watch market in 2024? | Watch Talk Forums",
     "What do you guys think will be the trend in the watch market in 2024 ?", POST_EN, "en"),
    ("Welches Gehäuse für einen leisen Rechner mit guter…",
     "Welches Gehäuse für einen leisen Rechner mit guter Belüftung? | Watch Talk Forums",
     "Welches Gehäuse für einen leisen Rechner mit guter Belüftung ?", POST_DE, "de"),
])
def test_a_shortened_thread_title_is_written_whole(og_title, title, whole, post, lang):
    got = headline(xenforo(og_title, title, post, lang), "https://www.watchtalk.example/threads/trend.5542550/")
    assert got == whole


def test_the_whole_title_of_a_news_page_after_a_shortened_og_title():
    """A news site's ``og:title`` cut with "...", its JSON-LD headline whole: the later candidate, cut mid-word."""
    got = choose(["Taiwanese President's political playbook should be essential reading for Hong Kong lea...",
                  "Carrie Lam should study Tsai's playbook",
                  "Taiwanese President's political playbook should be essential reading for Hong Kong leader Carrie Lam"
                  " | South China Morning Post"],
                 "Carrie Lam should study Tsai's playbook", ["southchinamorningpost", "scmp"],
                 "https://www.scmp.com/comment/article/123/carrie-lam-playbook")
    assert got.endswith("Hong Kong leader Carrie Lam")


# --- guards: titles that end with their own dots ---------------------------------------------------------------

@pytest.mark.parametrize("og_title, title", [
    ("Só quem se Ama...", "Só quem se Ama... — Watch Talk Forums"),  # the title's own dots
    ("Das Ministerium für Club-Kultur informiert…", "Das Ministerium für Club-Kultur informiert… | Watch Talk Forums"),
    # a shortened candidate whose later one is another text: no whole title to take
    ("Und dann kam alles ganz anders als gedacht...", "Forum – Allgemeine Diskussion | Watch Talk Forums"),
])
def test_a_title_ending_with_dots_stays_without_a_longer_one(og_title, title):
    got = headline(xenforo(og_title, title, POST_DE, "de"), "https://www.watchtalk.example/threads/x.1/")
    assert got.replace(" ", "").rstrip(".…") == og_title.replace(" ", "").rstrip(".…")


def test_a_short_stem_is_not_taken_for_a_shortened_title():
    """"So..." is too short to say which longer title it began."""
    assert choose(["So...", "So you want to learn Rust | Rust Blog"], "", ["rustblog"]) == "So..."


# --- the class: the board's name between the thread's title and the forum's --------------------------------------

@pytest.mark.parametrize("title, board, whole, post, lang", [
    ("What happened with Arch Linux ISO in 2024 / Arch Discussion / Arch Linux Forums", "Arch Discussion",
     "What happened with Arch Linux ISO in 2024", POST_EN, "en"),
    ("Open source forum software for old school forums? / GNU/Linux Discussion / Arch Linux Forums",
     "GNU/Linux Discussion", "Open source forum software for old school forums ?", POST_EN, "en"),
    ("Welches Gehäuse für einen leisen Rechner? / Hardware &amp; Zubehör / Arch Linux Forums",
     "Hardware &amp; Zubehör", "Welches Gehäuse für einen leisen Rechner ?", POST_DE, "de"),
])
def test_the_board_between_the_topic_and_the_forum_is_cut(title, board, whole, post, lang):
    got = headline(fluxbb(title, board, post, lang), "https://bbs.archlinux.example/viewtopic.php?id=309936")
    assert got == whole


# --- guards: a headline's own slash --------------------------------------------------------------------------------

@pytest.mark.parametrize("title, board, whole", [
    # the part before the forum's name cut with another separator: the headline's own "/"
    ("Dare to Play 3 / October pack – Arch Linux Forums", "October pack", "Dare to Play 3 / October pack"),
    # a short part after the slash that the page links nowhere: the headline's own
    ("Rom / Italien: Reisebericht / Arch Linux Forums", "Reiseberichte", "Rom / Italien : Reisebericht"),
    # a long part after the slash (a subtitle, not a board's name), even linked
    ("Kernel panic after update / the machine hangs right after the boot loader / Arch Linux Forums",
     "the machine hangs right after the boot loader",
     "Kernel panic after update / the machine hangs right after the boot loader"),
])
def test_a_headlines_own_slash_stays(title, board, whole):
    got = headline(fluxbb(title, board), "https://bbs.archlinux.example/viewtopic.php?id=1")
    assert got == whole


# --- the class: a documentation page's permalink mark in its <h1> -------------------------------------------------

def sphinx(h1: str, title: str) -> str:
    """A Sphinx (or MkDocs) page: the heading's permalink ``<a class="headerlink">¶</a>`` inside the ``<h1>``."""
    body = ("<p>Tasks are the building blocks of applications. A task is a class that can be created out of any "
            "callable, and it performs dual roles in that it defines both what happens when a task is called and "
            "what happens when a worker receives that message.</p>")
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title></head><body>'
            f'<div class="document"><div class="body" role="main"><section id="tasks">'
            f'<h1>{h1}<a class="headerlink" href="#tasks" title="Link to this heading">¶</a></h1>'
            f"{body * 3}</section></div></div></body></html>")


@pytest.mark.parametrize("h1, title, whole", [
    ("Tasks", "Tasks — Celery 5.6.2 documentation", "Tasks"),
    ("Erweiterte Nutzung", "Erweiterte Nutzung — Requests 2.33 Dokumentation", "Erweiterte Nutzung"),
])
def test_a_headings_permalink_mark_is_not_the_headlines(h1, title, whole):
    assert headline(sphinx(h1, title), "https://docs.celeryq.example/en/stable/userguide/tasks.html") == whole



# --- guards: the thread's title as the other engines give it stays as it is -----------------------------------------

def thread(head: str, crumbs: list[str], h1: str, post: str = POST_EN, lang: str = "en") -> str:
    """A thread page: ``head``'s title and meta tags, a breadcrumb of links, the ``<h1>``, two posts with their
    "author | date" headers."""
    trail = "".join(f'<li><a href="/f/{i}">{c}</a></li>' for i, c in enumerate(crumbs))
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">{head}</head><body>'
            f'<nav class="breadcrumbs"><ul>{trail}</ul></nav><main><h1 class="topic-title">{h1}</h1>'
            f'<div class="post"><div class="author"><a href="/u/1">sgbeal</a> | 27 Dec 2023, 11:04</div>'
            f'<div class="content"><p>{post * 2}</p></div></div><div class="post"><div class="author">'
            f'<a href="/u/2">jahboater</a> | 27 Dec 2023, 11:14</div><div class="content">{REPLY}</div></div>'
            f"</main></body></html>")


@pytest.mark.parametrize("page, url, whole", [
    # phpBB 3.3: "Topic - Site"; the topic's own slash with a board of that name linked
    (thread("<title>Dual boot / Windows - phpBB.de</title>", ["Foren-Übersicht", "Windows"], "Dual boot / Windows",
            POST_DE, "de"), "https://www.phpbb.example/community/viewtopic.php?t=2250", "Dual boot / Windows"),
    # vBulletin 4 (German): "Thema:" before the title in <h1>, "Topic - Board" in <title>
    (thread("<title>Welches Gehäuse für einen leisen Rechner? - Hardware</title>", ["Forum", "Hardware"],
            "Thema: Welches Gehäuse für einen leisen Rechner?", POST_DE, "de"),
     "https://www.pcforum.example/showthread.php?t=186269", "Welches Gehäuse für einen leisen Rechner ?"),
    # Discourse: og:title the topic, <title> "Topic - Category - Site"
    (thread('<title>Turning off all LEDs - Hardware - Raspberry Community</title>'
            '<meta property="og:title" content="Turning off all LEDs">'
            '<meta property="og:site_name" content="Raspberry Community">', ["Hardware"], ""),
     "https://community.raspberry.example/t/turning-off-all-leds/361697", "Turning off all LEDs"),
    # Invision: og:title the topic, <title> "Topic - Forum - Site"
    (thread('<title>New 2500X PC Case - Build Hardware - Corsair Community</title>'
            '<meta property="og:title" content="New 2500X PC Case">', ["Build Hardware"], "New 2500X PC Case"),
     "https://forum.corsair.example/forums/topic/188682-new-2500x-pc-case/", "New 2500 X PC Case"),  # (tokens)
    # a Reddit-like page: the site's slogan in <title>, the post's title in <h1>
    (thread("<title>Reddit - The heart of the internet</title>", ["r/Cooking"], "Enameled Cast Iron Pan and Metal"),
     "https://www.reddit.example/r/Cooking/comments/1rl0nt4/enameled_cast_iron_pan/",
     "Enameled Cast Iron Pan and Metal"),
])
def test_the_thread_title_other_engines_give_stays(page, url, whole):
    assert headline(page, url) == whole


# --- guards: a post's "author | date" header is metadata, its text is the document's --------------------------------
# (wcxb's truths keep every post's username and date lines; a corpus of what people wrote does not: a username is a
# handle, not the language, and a date line is the post's metadata, as an article's byline and date lines are,
# which wcxb's own article truths, scrapinghub's and Readability's leave out too)

REPLY_DE = ("Danke, das hilft mir sehr. Ich habe am Ende das zweite genommen, und es ist viel leiser als das alte "
            "Gehäuse, die Lüfter drehen unter Last kaum hoch.")


def phpbb_post(n: int, user: str, date: str, text: str) -> str:
    return (f'<div id="p{n}" class="post has-profile bg2"><div class="inner"><div class="postbody">'
            f'<div id="post_content{n}"><h3><a href="#p{n}">Re: Quiet case</a></h3><p class="author">'
            f'<span class="responsive-hide">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u={n}" '
            f'class="username">{user}</a></strong> » </span><time datetime="2023-12-27T11:04:00+00:00">{date}</time>'
            f'</p><div class="content">{text}</div></div></div></div></div>')


def discourse_post(user: str, date: str, text: str) -> str:
    return (f'<div class="topic-body crawler-post"><div class="crawler-post-meta"><span class="creator" '
            f'itemprop="author"><a itemprop="url" href="/u/{user}"><span itemprop="name">{user}</span></a></span>'
            f'<span class="crawler-post-infos"><time itemprop="datePublished" datetime="2024-05-03T08:45:00Z" '
            f'class="post-time">{date}</time></span></div><div class="post" itemprop="text"><p>{text}</p></div></div>')


def vbulletin_post(n: int, user: str, day: str, text: str) -> str:
    return (f'<li class="postbitlegacy postbitim postcontainer" id="post_{n}"><div class="posthead">'
            f'<span class="postdate old"><span class="date">{day},&nbsp;<span class="time">11:04</span></span></span>'
            f'</div><div class="postdetails"><div class="userinfo"><div class="username_container">'
            f'<a class="username offline popupctrl" href="member.php?u={n}"><strong>{user}</strong></a></div></div>'
            f'<div class="postbody"><div class="postrow"><h2 class="title icon">AW: Leises Gehäuse</h2>'
            f'<div class="content"><div id="post_message_{n}"><blockquote class="postcontent restore">{text}'
            f"</blockquote></div></div></div></div></div></li>")


def words(html: str, url: str) -> str:
    doc = vert_support.processed(html, url)
    return " ".join(line.split("\t")[0] for line in doc.body.splitlines() if line and not line.startswith("<"))


@pytest.mark.parametrize("page, url, names, said", [
    ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Quiet case - phpBB.example</title></head>'
     '<body><div id="wrap"><div id="page-body"><h2 class="topic-title"><a href="./viewtopic.php?t=1">Quiet case</a>'
     "</h2>" + phpbb_post(1, "sgbeal", "Wed Dec 27, 2023 11:04 am", POST_EN * 2)
     + phpbb_post(2, "jahboater", "Wed Dec 27, 2023 11:14 am", REPLY) + "</div></div></body></html>",
     "https://www.phpbb.example/viewtopic.php?t=1", ["sgbeal", "jahboater", "2023"], ["quiet build", "fans barely"]),
    ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Quiet case - Hardware - Example Community'
     '</title><meta property="og:title" content="Quiet case"></head><body><div id="main-outlet"><h1>'
     '<a href="/t/quiet-case/1">Quiet case</a></h1>' + discourse_post("raoul", "May 3, 2024, 8:45am", POST_EN * 2)
     + discourse_post("webprofusion", "May 3, 2024, 11:39am", REPLY) + "</div></body></html>",
     "https://community.example/t/quiet-case/1", ["raoul", "webprofusion", "2024"], ["quiet build", "fans barely"]),
    ('<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Leises Gehäuse - Hardware</title></head>'
     '<body><div id="postlist" class="postlist restrain"><ol id="posts" class="posts">'
     + vbulletin_post(1, "Gehäusefan", "27.12.2023", POST_DE * 2) + vbulletin_post(2, "Lüfterflüsterer", "28.12.2023",
                                                                             REPLY_DE)
     + "</ol></div></body></html>", "https://www.pcforum.example/showthread.php?t=5",
     ["Gehäusefan", "Lüfterflüsterer", "2023"], ["leisen Rechner", "Lüfter drehen"]),
])
def test_a_posts_author_and_date_header_is_left_out_and_its_text_kept(page, url, names, said):
    got = words(page, url)
    assert all(phrase in got for phrase in said), got
    assert not any(name in got for name in names), got
