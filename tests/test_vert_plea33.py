"""Support pleas worded otherwise and a quotation's author ending the text (xplea33), on news pages in the markup news
sites use (``test_vert_left30._news``: the site's header, ``<article>`` with the headline, the byline and the body),
through the real worker step.

* A site's plea for its readers' support that opens with the imperative and names the site ("us") or independent
  journalism, alone or before its call to subscribe or give ("Sostieni il giornalismo indipendente: abbonati a …",
  "Unterstützen Sie uns mit einem Abo …", "Soutenez-nous en vous abonnant …", "Podpořte nezávislou žurnalistiku.
  Staňte se předplatitelem.", "Wesprzyj nas. …", "Apoya el periodismo independiente. Suscríbete …") survived, as a
  paragraph between the text's or in a box under it (``notices._SUPPORT``, ``notices._SUPPORT_US``).  A report's
  sentence about readers supporting a paper has its subject first, in the third person or the past ("Die Leser
  unterstützen die Zeitung seit 1990 mit Abos."; a Spanish one may leave its subject out, "Apoya el periodismo
  independiente con donaciones a …", but names no call to the reader), or is said by someone: it stays.  So does one about "readers like
  you" giving that is no site's plea (past tense, said, or no "our"/"us"): the older rule took it.
* A name line ending the text under a quotation, a ``<blockquote>``'s or a paragraph quoted whole ("Oscar Wilde",
  "Ludwig Wittgenstein"), went as a writer's name under a news story (``shortlines._sign_off``); so did a recipe's
  wish in title case ("Bon Appétit").  The name under a closing quotation is its author's (``headline.quotation``);
  a writer's name under a paragraph that is no quotation still goes.
"""

from __future__ import annotations

import pytest
from test_vert_left30 import _news, _texts
from test_vert_review31b import _DOMAINS
from vert_support import BYLINE_TOP, STORY_TEXTS


def _page(lang: str, body: str, slug: str) -> list[str]:
    """The kept paragraphs of a news article in ``lang`` whose body's inner HTML is ``body``."""
    html = _news(lang, "A headline for the council's story", "Anna Example", "2026-11-26", BYLINE_TOP, ())
    html = html.replace('<div class="article-body"></div>', f'<div class="article-body">{body}</div>', 1)
    return _texts(html, f"https://www.example.{_DOMAINS[lang]}/news/2026/11/26/{slug}-123456")


def _paragraphs(texts: list[str] | tuple[str, ...]) -> str:
    return "".join(f"<p>{t}</p>" for t in texts)


# --- 1. a support plea worded otherwise goes; a report's sentence on support stays ---------------------------------
PLEAS = [
    ("it", "Sostieni il giornalismo indipendente: abbonati a Il Post per leggere tutti gli articoli senza limiti."),
    ("de", "Unterstützen Sie uns mit einem Abo und lesen Sie alle Artikel ohne Werbung."),
    ("de", "Unterstützen Sie unabhängigen Journalismus. Jetzt Abo abschließen."),
    ("fr", "Soutenez-nous en vous abonnant : 1 € le premier mois, puis 9,99 € par mois."),
    ("fr", "Soutenez une rédaction indépendante. Abonnez-vous dès maintenant."),
    ("cs", "Podpořte nezávislou žurnalistiku. Staňte se předplatitelem."),
    ("cs", "Podporte nás. Každý príspevok nám pomáha písať ďalej."),
    ("pl", "Wesprzyj nas. Każda wpłata pomaga nam pisać dalej."),
    ("es", "Apoya el periodismo independiente. Suscríbete por 1 euro al mes."),
    ("en", "Our journalism is free to read because readers like you contribute every month."),
]
REPORTS = [
    ("de", "Die Leser unterstützen die Zeitung seit 1990 mit Abos, obwohl die Auflage stetig sinkt."),
    ("de", "„Unterstützen Sie uns mit einem Abo“, bat die Chefredakteurin die Leser schon im Jahr 1995."),
    ("it", "I lettori sostengono il giornalismo indipendente del quotidiano da oltre vent'anni con gli abbonamenti."),
    ("fr", "Les lecteurs ont soutenu une rédaction indépendante pendant la grève, en s'abonnant par milliers."),
    ("es", "Los lectores apoyaron el periodismo independiente del diario durante la crisis, según la fundación."),
    ("es", "Apoya el periodismo independiente con donaciones a una decena de medios locales desde hace quince años."),
    ("en", "The editor said that readers like you contributed more than $2 million to the newsroom last year."),
    ("en", "Readers like you contributed to the flood fund after the storm destroyed the printing plant in 2019."),
]


@pytest.mark.parametrize("where", ["between", "box"])
@pytest.mark.parametrize("lang, plea", PLEAS)
def test_a_support_plea_goes_a_report_on_support_stays(lang, plea, where):
    story = STORY_TEXTS[lang]
    if where == "between":
        body = _paragraphs([story[0], story[1], plea, story[2]])
    else:
        body = _paragraphs(story) + f'<div class="support-box"><p>{plea}</p></div>'
    texts = _page(lang, body, "plea")
    assert plea not in texts and all(t in texts for t in story), texts
    for report_lang, report in REPORTS:  # the guard: the same words reported, as a paragraph of a story, stay
        if report_lang == lang or (lang in ("cs", "pl") and report_lang == "de"):
            story = STORY_TEXTS[report_lang]
            texts = _page(report_lang, _paragraphs([story[0], story[1], report, story[2]]), "report")
            assert report in texts and all(t in texts for t in story), texts


# --- 2. a quotation's author ending the text stays; a writer's name under the text still goes ------------------------
ATTRIBUTIONS = {
    "en": ("The only way to get rid of a temptation is to yield to it.", "Oscar Wilde"),
    "de": ("Die Grenzen meiner Sprache bedeuten die Grenzen meiner Welt.", "Ludwig Wittgenstein"),
    "fr": ("La vie est un sommeil, l'amour en est le rêve.", "Alfred de Musset"),
    "cs": ("Kdo chce psát, musí nejdřív umět poslouchat, a kdo chce poslouchat, musí umět mlčet.", "Karel Čapek"),
}
MARKS = {"en": ("“", "”"), "de": ("„", "“"), "fr": ("« ", " »"), "cs": ("„", "“")}


@pytest.mark.parametrize("quoted", ["blockquote", "marks"])
@pytest.mark.parametrize("lang", sorted(ATTRIBUTIONS))
def test_a_closing_quotations_author_stays(lang, quoted):
    quote, author = ATTRIBUTIONS[lang]
    story = STORY_TEXTS[lang]
    opening, closing = MARKS[lang]
    closing_quote = (f"<blockquote><p>{quote}</p></blockquote>" if quoted == "blockquote"
                     else f"<p>{opening}{quote}{closing}</p>")
    texts = _page(lang, _paragraphs(story) + closing_quote + f"<p>{author}</p>", "quote")
    assert author in texts and all(t in texts for t in story), texts
    # the guard: the writer's name under a text that does not end in a quotation goes
    texts = _page(lang, _paragraphs(story) + f"<p>{author}</p>", "signed")
    assert author not in texts and all(t in texts for t in story), texts


@pytest.mark.parametrize("lang, wish", [("fr", "Bon Appétit"), ("de", "Guten Appetit"), ("cs", "Dobrou Chuť")])
def test_a_recipes_wish_ending_the_text_stays(lang, wish):
    story = STORY_TEXTS[lang]
    texts = _page(lang, _paragraphs(story) + f"<p>{wish}</p>", "recipe")
    assert wish in texts and all(t in texts for t in story), texts
