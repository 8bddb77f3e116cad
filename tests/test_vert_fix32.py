"""Article text a hostile review of session 32 found lost (xfix32), and the furniture each rule was made for, which
still goes.

* A blog's roundup of another site's articles ("Other articles I enjoyed this week, from <a>The Atlantic</a>:" over a
  list of links) went as the site's pointer to its own coverage (``boiler._coverage_pointer``): the links' host
  tells them apart, the page's own site's (or relative) for the pointer, another site's for the roundup.
* A section heading of an article that reads as a paywall's label ("<h2>Members only</h2>" over a club's rules) went
  as the label (``phrases.PAID_ACCESS_LABEL`` in ``phrases.INTERFACE``): a heading over a paragraph of prose in its
  own element, inside the text, heads a section; the paywall box's label stands over its prompt or alone.
* A book review's publisher line ("Publicado por Anagrama en 2019.", "Published by Penguin Random House, 2021, 320
  pp.") went as a publication stamp or a "posted by" line, and could name the publisher as the ``<doc>``'s author: a
  line with a year alone, a page count or a price is the book's facts (``byline.book_facts``)."""

from __future__ import annotations

import pytest
from test_vert_review31b import _article, _whole
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, processed

# --- 1. a blog's roundup of another site's articles ------------------------------------------------------------------

@pytest.mark.parametrize("lang, line, items", [
    ("fr", "D'autres articles que j'ai aimés cette semaine, chez <a href='https://www.lemonde.fr/'>Le Monde</a> :",
     ("La lente disparition des bus de nuit", "Pourquoi les budgets sont toujours en retard")),
    ("cs", "Další články, které stojí za přečtení, najdete na <a href='https://www.respekt.cz/'>Respektu</a>:",
     ("Proč autobusy v Praze jezdí pozdě", "Jak město hospodaří se svými penězi")),
    ("en", "More stories I read this week on <a href='https://www.theguardian.com/'>the Guardian</a>:",
     ("The quiet death of the night bus", "Why councils always overspend")),
])
def test_a_roundup_of_another_sites_articles_stays(lang, line, items):
    links = "".join(f"<li><a href='https://www.{h}.example/2026/11/{k}/story'>{t}</a></li>"
                    for k, (h, t) in enumerate(zip(("paper", "magazine"), items)))
    texts = _article(lang, f"<p>{line}</p><ul>{links}</ul>", "roundup")
    assert all(t in texts for t in items), texts
    assert _whole(texts, lang), texts


@pytest.mark.parametrize("lang, line, hrefs", [
    ("de", 'Weitere Artikel zum Thema finden Sie in unserem <a href="https://www.example.de/thema/parken">Dossier</a>:',
     ("https://www.example.de/news/2026/11/20/parken-teurer-123000", "https://example.de/news/2026/11/21/bus-123001")),
    ("en", "Read more of our coverage on the <a href='/topic/budget'>city budget</a>:",
     ("/news/2026/11/20/bus-fares-rise-123000", "/news/2026/11/21/school-repairs-123001")),
    ("fr", "Retrouvez tous nos articles sur <a href='/dossier/circulation'>la circulation</a> :",
     ("https://www.example.fr/news/2026/11/20/parking-123000", "/news/2026/11/21/bus-123001")),
])
def test_a_pointer_to_the_sites_own_articles_still_goes(lang, line, hrefs):
    """The site's own links, absolute (with "www." or without) or relative: the pointer and its list go."""
    titles = ("Parking fees rise again in the centre", "Bus routes to be cut next year")
    links = "".join(f"<li><a href='{h}'>{t}</a></li>" for h, t in zip(hrefs, titles))
    texts = _article(lang, f"<p>{line}</p><ul>{links}</ul>", "pointer")
    assert not any(t in texts for t in titles), texts
    assert not any(line.split("<a")[0].strip()[:20] in t for t in texts), texts
    assert _whole(texts, lang), texts


# --- 2. a section heading that reads as a paywall's label -----------------------------------------------------------

SECTION = {
    "en": ("Members only", "The club has kept its list closed since 1920, and only those on it may use the library "
                           "on the upper floor of the old building."),
    "de": ("Nur für Mitglieder", "Der Verein nimmt seit Jahren niemanden mehr auf, und nur wer schon dabei ist, darf "
                                 "die Bibliothek im oberen Stock des Hauses benutzen."),
    "fr": ("Réservé aux abonnés", "Le parking souterrain ne sera accessible qu'aux détenteurs d'une carte annuelle, "
                                  "vendue deux cents euros à la mairie."),
    "cs": ("Pouze pro předplatitele", "Nové parkovací karty dostanou jen ti, kdo si roční kartu koupí na radnici, a "
                                      "ostatní budou muset parkovat za městem."),
}


@pytest.mark.parametrize("lang", list(SECTION))
def test_a_section_heading_that_reads_as_a_paywall_label_stays(lang):
    heading, paragraph = SECTION[lang]
    texts = _article(lang, f"<h2>{heading}</h2><p>{paragraph}</p>", "section")
    assert heading in texts and paragraph in texts, texts
    assert _whole(texts, lang), texts


PROMPTS = {
    "en": "Become a member to read the rest of this story. Already a member? Log in to continue.",
    "de": "Werden Sie Mitglied, um den ganzen Artikel zu lesen. Sie haben bereits ein Konto? Hier anmelden.",
    "fr": "Abonnez-vous pour lire la suite de cet article et soutenir une presse indépendante.",
    "cs": "Předplaťte si nás a dočtěte celý článek. Máte už předplatné? Přihlaste se.",
}


@pytest.mark.parametrize("lang", list(SECTION))
@pytest.mark.parametrize("box", ["prompt", "alone", "own box"])
def test_a_paywall_boxs_label_still_goes(lang, box):
    """Over its prompt, alone, or in a box of its own before the text's next paragraph."""
    heading = SECTION[lang][0]
    between = {"prompt": f'<div class="paywall"><h3>{heading}</h3><p>{PROMPTS[lang]}</p></div>',
               "alone": f'<div class="paywall"><h3>{heading}</h3></div>',
               "own box": f'<div class="premium-label"><h2>{heading}</h2></div>'}[box]
    texts = _article(lang, between, "paywall")
    assert heading not in texts, texts
    assert PROMPTS[lang] not in texts, texts
    assert _whole(texts, lang), texts


# --- 3. a book review's publisher line ---------------------------------------------------------------------------------

REVIEW = {
    "es": ("La novela sigue a una familia de Barcelona durante tres generaciones, desde la posguerra hasta la crisis "
           "de 2008.",
           "Cada capítulo cambia de narrador y de década, y la autora maneja los saltos con una soltura admirable.",
           "Es un libro exigente, pero recompensa al lector paciente con algunas de las mejores páginas del año."),
    "it": ("Il romanzo segue una famiglia di Torino per tre generazioni, dal dopoguerra fino alla crisi del 2008.",
           "Ogni capitolo cambia narratore e decennio, e l'autrice gestisce i passaggi con grande leggerezza.",
           "È un libro impegnativo, ma ripaga il lettore paziente con alcune delle pagine più belle dell'anno."),
    "en": ("The novel follows a family in Manchester over three generations, from the post-war years to the crash of "
           "2008.",
           "Each chapter changes narrator and decade, and the author handles the shifts with remarkable ease and wit.",
           "It is a demanding book, but it rewards the patient reader with some of the finest pages of the year."),
    "cs": ("Román sleduje jednu brněnskou rodinu po tři generace, od poválečných let až po finanční krizi roku 2008.",
           "Každá kapitola mění vypravěče i desetiletí a autorka zvládá ty přechody s obdivuhodnou lehkostí.",
           "Je to náročná kniha, ale trpělivého čtenáře odmění několika z nejlepších stránek letošního roku."),
    "de": ("Der Roman folgt einer Hamburger Familie über drei Generationen, von der Nachkriegszeit bis zur Finanzkrise "
           "2008.",
           "Jedes Kapitel wechselt Erzähler und Jahrzehnt, und die Autorin meistert die Sprünge mit großer Leichtigkeit.",
           "Es ist ein anspruchsvolles Buch, aber es belohnt geduldige Leser mit einigen der schönsten Seiten des Jahres."),
}
REVIEW_URL = "https://libros.example.net/2026/11/la-casa-de-los-veranos.html"


def _review(lang: str, paragraphs: tuple[str, ...], top: str = "") -> str:
    """A book blog's review (no metadata naming its writer): ``paragraphs`` in the post's ``entry-content``."""
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (article_head("La casa de los veranos | Libros y más", lang) + '<body><header class="site-header"><a '
            'href="/">Libros y más</a></header><main><article class="post"><h1 class="entry-title">La casa de los '
            f'veranos</h1>{top}<div class="entry-content">{body}</div></article></main><footer><p>© 2026 Libros y más'
            '</p></footer></body></html>')


@pytest.mark.parametrize("lang, line", [
    ("es", "Publicado por Anagrama en 2019."), ("it", "Pubblicato da Einaudi, 320 pagine, 19 euro."),
    ("en", "Published by Penguin, 2021, 320 pp."), ("cs", "Vydalo nakladatelství Host, 2020"),
    ("de", "Erschienen bei Suhrkamp, 2019, 320 Seiten"), ("it", "Pubblicato da Giulio Einaudi, 2019, 320 pagine"),
])
@pytest.mark.parametrize("where", ["first", "last"])
def test_a_reviews_publisher_line_stays_and_names_no_author(lang, line, where):
    paragraphs = (line, *REVIEW[lang]) if where == "first" else (*REVIEW[lang], line)
    doc = processed(_review(lang, paragraphs), REVIEW_URL)
    assert _paragraphs(doc.body)[1:] == list(paragraphs), _paragraphs(doc.body)
    assert doc.attrs.get("author", "") == ""


@pytest.mark.parametrize("lang, line", [
    ("en", "Posted by Jane Smith at 10:00"), ("es", "Publicado por Ana en 12:30"),
    ("it", "Pubblicato da Giulia alle 18:45"), ("de", "Eingestellt von Anna um 10:12"),
    ("en", "Published by Jane Smith on March 3, 2021"),
])
def test_a_posts_posted_by_line_still_goes(lang, line):
    lang = lang if lang in REVIEW else "en"
    doc = processed(_review(lang, (*REVIEW[lang], line)), REVIEW_URL)
    assert _paragraphs(doc.body)[1:] == list(REVIEW[lang]), _paragraphs(doc.body)
