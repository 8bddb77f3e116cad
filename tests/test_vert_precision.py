"""Regression tests per precision failure class of the extractor: text the page shows that is not its
content (quoted posts, tickers, sign-up boxes, user cards) and that used to be kept (all pages written here)."""

from __future__ import annotations

from vert_support import EN_TEXT, page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
THREAD_URL = "https://forum.example.org/threads/which-headphones-for-a-small-flat.18213/"
FORUM_HEAD = ('<script type="application/ld+json">{"@context": "https://schema.org", '
              '"@type": "DiscussionForumPosting", "headline": "Which headphones"}</script>')
QUESTION = ("I currently own a closed pair for travelling but I am thinking of selling them and buying an open "
            "pair for the flat, since the neighbours never complain and the room is quiet in the evenings.")
ANSWER = ("Open headphones sound wider and you will not miss the isolation at home; try a few in a shop before "
          "you sell the closed ones, because the fit matters more than any review will tell you.")
REPLY = ("Thanks, that is what I was hoping to hear, and I will take my own music to the shop on Saturday so "
         "that I can compare them with the songs I know best.")


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _post(text: str, quoted: str = "") -> str:
    quote = f'<blockquote class="quote"><div>{quoted}</div></blockquote>' if quoted else ""
    return f'<article class="message"><div class="message-body">{quote}<div>{text}</div></div></article>'


def test_a_reply_quoting_an_earlier_post_does_not_repeat_it():
    body = "<main>" + _post(QUESTION) + _post(ANSWER, QUESTION) + _post(REPLY, ANSWER) + "</main>"
    texts = _texts(page(body, "Which headphones", FORUM_HEAD), THREAD_URL)
    assert texts.count(QUESTION) == 1 and texts.count(ANSWER) == 1 and REPLY in texts


def test_a_repeated_paragraph_stays_on_a_page_that_is_no_forum_thread():
    # test pages and FAQs repeat their own paragraphs: only a thread's quotes are known to be copies
    body = f"<article><p>{EN_TEXT}</p><p>{QUESTION}</p><p>{EN_TEXT}</p></article>"
    assert _texts(page(body, "Notes"), "https://www.example.org/notes/headphones").count(EN_TEXT) == 2
