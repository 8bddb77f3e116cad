"""Regression tests per precision failure class of the extractor: text the page shows that is not its
content (quoted posts, tickers, sign-up boxes, user cards) and that used to be kept (all pages written here)."""

from __future__ import annotations

from vert_support import EN_TEXT, page

from corpustools.vert import extract
from corpustools.vert.choose import _or_strict_text, extract_page

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


# --- interface text of platforms and forms ---------------------------------------------------------

def test_stack_exchange_user_cards_are_not_text():
    card = ('<div class="user-info"><div class="user-action-time">answered Jul 7, 2012 at 3:07</div>'
            '<div class="user-details">23.8k14 gold badges88 silver badges124 bronze badges</div></div>')
    body = f"<main><div class='question'><p>{QUESTION}</p>{card}</div><div class='answer'><p>{ANSWER}</p>{card}</div></main>"
    texts = _texts(page(body, "Headphones"), "https://superuser.com/questions/442960/which-headphones")
    assert QUESTION in texts and ANSWER in texts
    assert not any("badges" in t or t.startswith("answered") for t in texts)


CONSENT = ("By signing up, you agree to receive recurring automated SMS marketing messages from Example Deals at the "
           "number provided. Msg and data rates may apply. Reply STOP to opt out. See our Privacy Policy.")


def test_a_sign_up_box_consent_line_inside_the_article_is_not_text():
    box = (f'<section><div>Get our deals texted to your phone!</div><form><input type="tel"><button>Sign Me Up'
           f'</button></form><div>{CONSENT}</div></section>')
    body = f"<article><h1>A laptop for less</h1><p>{EN_TEXT}</p>{box}<p>{ANSWER}</p></article>"
    texts = _texts(page(body, "A laptop for less"), "https://www.example.com/article/laptop-deal")
    assert EN_TEXT in texts and ANSWER in texts and CONSENT not in texts


def test_a_sentence_opening_with_by_joining_is_kept():
    joined = ("By joining the programme, students become part of an alumni network of over a hundred "
              "professionals who meet every spring to share what they learned.")
    body = f"<article><h1>The programme</h1><p>{EN_TEXT}</p><p>{joined}</p></article>"
    assert joined in _texts(page(body, "The programme"), "https://www.example.com/programme")


def test_a_ticker_repeating_one_phrase_is_not_text():
    ticker = "Book Now *" * 30
    body = (f"<main><h1>Packaging design</h1><p>{EN_TEXT}</p><div class='marquee'><div>{ticker}</div>"
            f"<div>{ticker}</div></div><p>{ANSWER}</p></main>")
    texts = _texts(page(body, "Packaging design"), "https://www.example.com/services/packaging")
    assert EN_TEXT in texts and ANSWER in texts and not any("Book Now" in t for t in texts)


# --- the second opinion --------------------------------------------------------------------------

NOT_FOUND = ("<main><h1>404 Page Not Found</h1><p>The page you requested is either temporarily unavailable or no "
             "longer exists.</p><h2>Try One of These</h2><ul><li>Check your spelling and try again</li>"
             "<li>Call us at 800.223.2500 any day</li></ul></main>")


def test_a_small_page_keeps_its_own_text_over_a_footer_sign_up_box():
    # the classifier finds too little on a 404 page; the permissive parse's answer is the footer's
    # sign-up box, most of it a consent line (boilerplate): the strict page's own lines are its text
    url = "https://www.example.com/isom7iv.html"
    raw = extract.parse(page(NOT_FOUND, "Not found"), url).blocks
    footer = (f"<footer><h3>Unlock Free Shipping</h3><p>Sign up for texts and get offers.</p><form>"
              f"<input type='tel'></form><p>{CONSENT} {CONSENT}</p></footer>")
    loose = extract.parse(page(footer, "Not found"), url, strict=False).blocks
    texts = [b.text for b in _or_strict_text(loose, raw, False)]
    assert "404 Page Not Found" in texts and "Check your spelling and try again" in texts
    assert not any("Sign up" in t or "STOP" in t for t in texts)


def test_the_permissive_parse_wins_when_it_holds_real_text():
    url = "https://www.example.com/isom7iv.html"
    raw = extract.parse(page(NOT_FOUND, "Not found"), url).blocks
    loose = extract.parse(page(f"<noscript><p>{EN_TEXT}</p><p>{ANSWER}</p></noscript>"), url, strict=False).blocks
    assert [b.text for b in _or_strict_text(loose, raw, False)] == [EN_TEXT, ANSWER]


def test_one_word_repeated_is_no_ticker():
    chant = "olé " * 20 + "olé"
    body = f"<article><h1>The final</h1><p>{EN_TEXT}</p><p>{chant}</p><p>{ANSWER}</p></article>"
    assert chant in _texts(page(body, "The final"), "https://www.example.com/sport/the-final")
