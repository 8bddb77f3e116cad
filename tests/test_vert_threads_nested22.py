"""Regression tests for threaded discussions (session 22's recall pass): the replies nest inside the post they
answer (a link aggregator's comment tree, a forum's threaded view), so a top-level unit holds its post and a
whole subtree of replies, each with its own author/age line.  ``threads.stamped_posts`` measured a unit's
post against all the text after its stamp, the replies included, found no element that opened most of it,
and saw no thread; where the strict pass had dropped the tree as furniture (a ``comments`` list on a page
whose only text is the discussion), the second opinion took one deep reply chain and lost the rest.
One small hand-written page per class, after the markup of a real link aggregator (a story link, a vote
count and an author/age line over each comment, ``ol.comments`` nested in each ``li``), in English and German,
with guards: an article's own readers' comments stay out, a flat forum thread is read as before."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
ARTICLE = '<meta property="og:type" content="article">'


def _lines(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _comment(n: int, author: str, age: str, text: str, replies: str = "", tree: str = "comments") -> str:
    """One comment of a link aggregator's tree: votes, the author and age line, the text, the replies nested."""
    return (f'<li class="comments_subtree"><input id="fold_{n}" class="comment_folder_button" type="checkbox">'
            f'<div id="c_{n}" class="comment"><div class="voters"><label for="fold_{n}" class="comment_folder">'
            f'</label><a class="upvoter" href="/login">{n + 3}</a></div><div class="details"><div class="byline">'
            f'<span><a href="/~{author}">{author}</a> <a href="/c/{n}"><time datetime="2024-08-12 11:00:0{n % 10}">'
            f'{age}</time></a></span></div><div role="heading" aria-level="3" class="comment_text"><p>{text}</p></div></div></div>'
            f'<ol class="{tree}">{replies}</ol></li>')


EN = [
    "Very interested in the ergonomic reference counting work, I clone shared pointers into tasks all day long.",
    "Same here, although I doubt that eliding the clones would make the code much easier to read for anyone.",
    "The explicit clone is the one place where the cost shows up, I would rather keep it visible in the code.",
    "Am I using async differently from everyone else? The need for explicit cloning almost disappeared for me.",
    "Are you spawning tasks? That is where every shared value has to be cloned before it moves into the block.",
    "Great writeup, many of the goals on this list will help operating system development in particular.",
]


def _tree_en(tree: str = "comments") -> str:
    deep = _comment(3, "kbk", "1 year ago", EN[2], tree=tree)
    second = _comment(2, "dureuill", "1 year ago", EN[1], deep, tree)
    spawn = _comment(5, "scvalex", "1 year ago", EN[4], tree=tree)
    return (f'<ol class="{tree} {tree}1"><li class="{tree}_subtree" id="story_{tree}"><ol class="{tree}">'
            + _comment(1, "kkiri", "1 year ago", EN[0], second, tree)
            + _comment(4, "kornel", "1 year ago", EN[3], spawn, tree)
            + _comment(6, "pm", "11 months ago", EN[5], tree=tree)
            + _comment(7, "jw", "1 year ago", "Love to see it.", tree=tree)
            + '</ol></li></ol>')


def _story(title: str, host: str) -> str:
    return (f'<header><nav><a href="/">Active</a> <a href="/recent">Recent</a> <a href="/comments">Comments</a> '
            f'<a href="/search">Search</a> <a href="/login">Login</a></nav></header>'
            f'<ol class="stories list"><li class="story"><div class="story_liner"><div class="voters">'
            f'<a class="upvoter" href="/login">49</a></div><div class="details"><span class="link">'
            f'<a class="u-url" href="https://{host}/post.html">{title}</a></span> <a class="domain" '
            f'href="/domains/{host}">{host}</a><div class="byline"><span>via <a href="/~scvalex">scvalex</a> '
            f'<time datetime="2024-08-12 10:00:00">1 year ago</time> | <a href="/s/abc">6 comments</a></span>'
            f'</div></div></div></li></ol>')


def test_a_link_aggregators_comment_tree_is_its_text_every_level_kept():
    """A link's discussion page that calls itself an article (``og:type``): the story is one link, the text is
    the comment tree (``ol.comments``, an article's comments, dropped as furniture by the strict pass).  Every comment is kept, at every depth, the short one too; the vote counts
    and the navigation are not."""
    body = f'<div id="inside">{_story("Project goals for 2024", "blog.example.org")}{_tree_en()}</div>'
    head = ARTICLE + '<meta property="og:description" content="7 comments">'
    lines = _lines(page(body, "Project goals for 2024 | Lobsters", head), "https://lobste.rs/s/abc/project_goals_for_2024")
    text = "\n".join(lines)
    for sentence in EN:
        assert sentence in text, sentence
    assert "Love to see it." in text
    assert "Recent Comments" not in text and "49" not in lines


DE = [
    "Ich fahre seit zwei Jahren mit dem Rad zur Arbeit und habe im Winter vor allem mit der Beleuchtung Probleme.",
    "Bei mir hat ein Nabendynamo alles gelöst, seitdem muss ich an keine Akkus mehr denken, auch nicht im Januar.",
    "Der Nabendynamo ist gut, aber das Vorderrad wird dadurch spürbar schwerer, das merkt man am Berg schon.",
    "Welche Reifen fahrt ihr im Winter? Ich überlege, ob sich Spikes bei uns im Flachland überhaupt lohnen.",
    "Spikes lohnen sich nur bei Glatteis, für normalen Schnee reichen breite Reifen mit wenig Luftdruck völlig.",
]


def test_guard_a_threaded_forum_view_in_german_keeps_the_nested_replies():
    """A German forum's threaded view: each post a ``div`` with the member's name and "vor 3 Stunden", the
    replies in a ``div.replies`` inside the post they answer (no class names a post), in a ``<main>`` that
    holds it all: every post is kept, the deep ones too (as before: the container takes the whole thread)."""
    def post(n: int, who: str, age: str, text: str, replies: str = "") -> str:
        return (f'<div class="entry"><div class="meta"><a href="/mitglied/{who}">{who}</a> · <span>{age}</span></div>'
                f'<div class="inhalt"><p>{text}</p></div><div class="aktionen"><a href="/antworten/{n}">Antworten</a>'
                f'</div><div class="replies">{replies}</div></div>')
    tree = (post(1, "radler84", "vor 5 Stunden", DE[0],
                 post(2, "nabe", "vor 4 Stunden", DE[1], post(3, "bergauf", "vor 3 Stunden", DE[2])))
            + post(4, "flachland", "vor 2 Stunden", DE[3], post(5, "winterfest", "vor 1 Stunde", DE[4]))
            + post(6, "pendler", "vor 50 Minuten", "Danke, sehr hilfreich!"))
    body = (f'<nav><a href="/">Forum</a> <a href="/alltag">Alltag</a></nav><main><h1>Radfahren im Winter</h1>'
            f'<div class="thread">{tree}</div></main><footer><a href="/impressum">Impressum</a></footer>')
    lines = _lines(page(body, "Radfahren im Winter - Forum"), "https://forum.example.de/alltag/radfahren-im-winter-1234")
    text = "\n".join(lines)
    for sentence in DE:
        assert sentence in text, sentence
    assert "Impressum" not in text


ARTICLE_TEXT = [
    "The city council approved the new cycling network on Tuesday, with construction to begin in the spring.",
    "The plan adds forty kilometres of protected lanes and connects the three largest districts to the centre.",
    "Opponents argued that the loss of parking spaces would hurt the shops along the main shopping streets.",
    "The mayor said that the network would be reviewed after its first year, and adjusted where it fails.",
]


def test_guard_an_articles_nested_reader_comments_stay_out():
    """An article with a nested comment tree under it: the article is the text, the comments are not (as
    before)."""
    body = (f'<article><h1>Council approves cycling network</h1>{"".join(f"<p>{p}</p>" for p in ARTICLE_TEXT)}'
            f'</article><section id="comments"><h2>Comments</h2>{_tree_en()}</section>')
    lines = _lines(page(body, "Council approves cycling network", ARTICLE),
                   "https://news.example.com/2024/05/12/council-approves-cycling-network")
    text = "\n".join(lines)
    assert all(p in text for p in ARTICLE_TEXT)
    assert not any(s in text for s in EN)


def test_guard_a_flat_thread_with_an_edit_stamp_inside_a_post():
    """A flat forum thread whose first post carries an "edited" stamp line inside its text (deeper than the
    post's own stamp): still a thread, every post whole, the lines after the edit stamp too."""
    def post(who: str, when: str, paragraphs: list[str]) -> str:
        return (f'<div class="row"><div class="head"><a href="/user/{who}">{who}</a> <span>{when}</span></div>'
                f'<div class="body">{"".join(f"<p>{p}</p>" for p in paragraphs)}</div></div>')
    first = [DE[0], '<span class="edit">Zuletzt bearbeitet 12.05.2024 10:15</span>', DE[1]]
    body = ('<main><h1>Licht am Rad</h1>' + post("radler84", "12.05.2024 09:01", first)
            + post("nabe", "12.05.2024 11:20", [DE[2]]) + post("bergauf", "12.05.2024 12:02", [DE[3]])
            + post("winterfest", "12.05.2024 13:45", [DE[4]]) + '</main>')
    lines = _lines(page(body, "Licht am Rad - Forum"), "https://forum.example.de/alltag/licht-am-rad-99")
    text = "\n".join(lines)
    for sentence in DE:
        assert sentence in text, sentence
