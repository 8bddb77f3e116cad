"""Regression tests for a sentence whose last words are a link followed by a space and an ellipsis (session 22's
recall pass): "the terminology is called <a>"Property Tab Navigation"</a> ...", a post trailing off, was taken
for another article's excerpt cut short (``boiler.is_teaser_line``: "an ellipsis inside a link", read as the
last link ending within four characters of the end) and dropped.  A cut teaser's ellipsis is inside its link
or right after it; one after a space, a word after the link, is the writer's.  A Q&A page in English and a
German forum, with guards: the teaser lines that must still go."""

from __future__ import annotations

from vert_support import page

from corpustools.vert import boiler
from corpustools.vert.choose import extract_page
from corpustools.vert.extract import Block

OPTIONS = {"languages": ()}


def _lines(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _answer(n: int, who: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f'<div id="answer-{n}" class="answer js-answer" itemprop="suggestedAnswer" itemscope '
            f'itemtype="https://schema.org/Answer"><div class="post-layout"><div class="votecell">'
            f'<div class="js-vote-count">{n % 7}</div></div><div class="answercell post-layout--right">'
            f'<div class="s-prose js-post-body" itemprop="text">{body}</div><div class="mt24">'
            f'<div class="user-info"><div class="user-action-time">answered <span class="relativetime">'
            f'Jan 22, 2013 at 22:36</span></div><div class="user-details"><a href="/users/{n}/{who}">{who}</a>'
            f'</div></div></div></div></div></div>')


TRAILING = ('For the record, the terminology you are referring to is called '
            '<a href="https://support.example.com/kb/126449" rel="noreferrer">"Property Tab Navigation"</a> ...')


def test_a_q_and_a_answer_trailing_off_after_its_link_is_kept():
    """A Stack Exchange answer: a short first paragraph, then a sentence that ends with a link and " ..." —
    both kept, with the other answers."""
    body = ('<div id="mainbar"><div class="question js-question" itemprop="mainEntity" itemscope '
            'itemtype="https://schema.org/Question"><h1 itemprop="name">Keyboard shortcut to focus the file list in '
            'Explorer?</h1><div class="s-prose js-post-body" itemprop="text"><p>This has bothered me for so long. I '
            'want to set the focus of my explorer window to the files pane with the keyboard, what is the most '
            'efficient way to do that?</p></div></div><div id="answers">'
            + _answer(1, "iglvzx", ["You can use AutoHotkey to move the keyboard focus to the file pane. In this "
                                    "example I use the hotkey Win+Space, which nothing else uses on my machine."])
            + _answer(2, "edward", ["Try Ctrl+Tab, that should do it.", TRAILING])
            + _answer(3, "rasha", ["Ctrl+E followed by Esc works in Windows 7, 8.1 and 10 and takes you straight "
                                   "back to the list of files in the current folder."])
            + '</div></div>')
    head = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"QAPage"}</script>'
    lines = _lines(page(body, "Keyboard shortcut to focus the file list in Explorer? - Super User", head),
                   "https://superuser.com/questions/442960/keyboard-shortcut-focus-file-list")
    assert 'For the record, the terminology you are referring to is called "Property Tab Navigation" ...' in lines
    assert "Try Ctrl+Tab, that should do it." in lines


def _block(text: str, link: str) -> Block:
    start = text.index(link)
    return Block(tag="p", text=text, ancestors=(0, 1), links=[(start, start + len(link), "https://example.org/x")],
                 link_chars=len(link))


def test_the_writers_ellipsis_after_a_link_is_no_teaser_in_german():
    """A German forum post ending "... heißt das <a>Tab-Navigation</a> ..." is no cut teaser."""
    text = "Soweit ich weiß, heißt das bei Microsoft offiziell Tab-Navigation ..."
    assert not boiler.is_teaser_line(_block(text, "Tab-Navigation"))


def test_guard_cut_teasers_with_the_ellipsis_in_or_right_after_their_link_still_go():
    """Teaser lines cut short: the ellipsis inside the link, right after it, or followed by "mehr"/"more"."""
    inside = "Die Bahn erhöht die Preise für Fahrkarten im Fernverkehr deutlich, und das schon ab…"
    assert boiler.is_teaser_line(_block(inside, inside))
    after = "Die Bahn erhöht die Preise für Fahrkarten im Fernverkehr deutlich…"
    assert boiler.is_teaser_line(_block(after, after[:-1]))
    more = "The railway raises the price of long-distance tickets sharply from next month … Read more"
    assert boiler.is_teaser_line(_block(more, "Read more"))
