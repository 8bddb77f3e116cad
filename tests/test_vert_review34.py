"""The hostile review of session 33's rules (xreview34): news pages whose own lines look like what those rules remove or
keep, in the markup news sites use (the site's header, ``<article>`` with the headline, the byline and the body),
through the real worker step.

* A deck under the headline went as a writer's desk (``headline.drop_desk_line``, xleft33) when one of its words was a
  word of the site's name or of any part of the ``<title>``: a section's label between the headline and the site's
  name ("… - Politik - Süddeutsche Zeitung" took "Politik der kleinen Schritte in Kiew"), a common word of the name
  ("El país rehabilitará …" under "EL PAÍS"), or the site's name opening a deck's clause ("El País revela los
  papeles del Gobierno", "Deník N odhalil …").  The site's names are the stated ones and the title's first or last
  part (``headline.site_words``), a line names the site by two of a name's words as written or a one-word name not
  opening the line as any word opening a sentence (``headline._site_name_end``), and after the name, up to a comma, a
  desk has no word of a clause.
* A line of a capitalized name beside a date under the headline named the writer (``byline.names_beside_date``,
  ``byline.dated_names``, xmeta33) when it was a concert's or a match's venue ("Staatsoper Berlin | 28. November
  2026") or an obituary's dead and the span of the life ("Jan Novák · 14. 7. 1939 – 24. 11. 2026").
* A report's sentence quoting a plea for support, its speaker after it ("Unterstützen Sie unsere Arbeit, bat der
  Vereinsvorsitzende …", "Soutenez-nous en faisant un don, a lancé la présidente …") went as a site's bare imperative
  plea (``notices._SUPPORT_PLEA``, xplea33): the inverted verbs of saying are reported (``notices._REPORTED``).
* A market widget's quotes inside the body stayed as an article's lines of figures (``boiler._among_prose``,
  xreview33) when the widget's box had its heading and a note of its own ("Kursdaten verzögert um mindestens 15
  Minuten."): lines in a box that its own heading opens, with no prose before them, are the box's.

Each class has its guard: the rule still does what it was made for.
"""

from __future__ import annotations

import pytest
from test_vert_left30 import _paragraphs
from vert_support import article_head, article_ld, processed

_TOP = '<div class="byline"><span>Anna Example</span><time datetime="2026-11-26T04:00:00Z">26. 11. 2026</time></div>'


def _page(lang: str, title: str, headline: str, body: str, site: str, site_name: str = "", top: str = _TOP,
          author: str = "Anna Example") -> str:
    """A news article page: its <head> (title, JSON-LD, the site's name as ``og:site_name``), the site's header,
    ``<article>`` with the headline, ``top`` and ``body``, and the footer."""
    meta = f'<meta property="og:site_name" content="{site_name}">' if site_name else ""
    return (article_head(title, lang, article_ld("NewsArticle", headline, author, "2026-11-26") + meta)
            + f'<body><header class="site-header"><a href="/">{site}</a><nav><a href="/news">News</a> '
            f'<a href="/sport">Sport</a></nav></header><main><article><h1>{headline}</h1>{top}{body}</article></main>'
            f'<footer class="site-footer"><nav><a href="/about">About</a></nav><p>© 2026 {site}</p></footer>'
            '</body></html>')


def _body(texts: tuple[str, ...], between: str = "", where: int = 2) -> str:
    return ('<div class="article-body">' + "".join(f"<p>{t}</p>" for t in texts[:where]) + between
            + "".join(f"<p>{t}</p>" for t in texts[where:]) + "</div>")


def _doc(html: str, url: str):  # noqa: ANN202 - the worker's DocResult
    doc = processed(html, url)
    return _paragraphs(doc.body), doc


TEXTS = {
    "de": ("Der ukrainische Präsident hat die westlichen Partner am Montag erneut um mehr Munition für die Flugabwehr "
           "gebeten.",
           "Bei einem Treffen in Kiew sagte er, die russischen Angriffe auf die Energieversorgung hätten in den "
           "vergangenen Wochen deutlich zugenommen.",
           "Die Bundesregierung kündigte an, bis Jahresende weitere Systeme zu liefern, nannte aber keine genauen "
           "Zahlen."),
    "es": ("El Gobierno aprobó este martes un plan para rehabilitar medio millón de viviendas antes de 2030, con "
           "ayudas para las familias.",
           "La ministra de Vivienda explicó que las primeras convocatorias se abrirán en primavera en todas las "
           "comunidades autónomas.",
           "Las asociaciones de inquilinos celebraron la medida, aunque piden que llegue también a los alquileres."),
    "cs": ("Ministerstvo za poslední tři roky utratilo za externí poradce více než dvě stě milionů korun, ukazují "
           "smlouvy z registru.",
           "Většinu zakázek získaly tři firmy, které spolu podle obchodního rejstříku úzce souvisejí.",
           "Mluvčí ministerstva uvedla, že všechny zakázky prošly řádným výběrovým řízením a kontrolou."),
    "en": ("The Prague Spring was a period of political liberalization in Czechoslovakia that began in January 1968 "
           "and ended with the invasion in August.",
           "The reforms loosened restrictions on the media, speech and travel, and were led by the new first "
           "secretary of the party.",
           "The invasion was followed by a period known as normalization, which lasted until the end of the 1980s."),
    "fr": ("Les habitants du quartier ont été invités samedi à une réunion publique sur l'avenir de l'épicerie "
           "solidaire, menacée de fermeture faute de moyens.",
           "L'association, qui distribue chaque semaine près de trois cents colis, a perdu en septembre la subvention "
           "de la région.",
           "Une collecte a été ouverte en ligne et la mairie étudie la possibilité de prêter un local moins cher."),
    "it": ("La redazione del settimanale locale ha festeggiato ieri i cinquant'anni dalla prima uscita in edicola con "
           "una mostra in biblioteca.",
           "Tra le copertine esposte c'è anche quella della campagna abbonamenti del 1998, che salvò il giornale dalla "
           "chiusura.",
           "La mostra resterà aperta fino a gennaio, con visite guidate per le scuole ogni giovedì mattina."),
    "pl": ("Miasto wybrało wykonawcę nowej linii tramwajowej, choć jego oferta była o czterdzieści milionów złotych "
           "droższa od najtańszej.",
           "Urzędnicy tłumaczą, że pozostałe firmy nie spełniły warunków dotyczących doświadczenia przy podobnych "
           "inwestycjach.",
           "Radni opozycji zapowiadają, że sprawą zajmie się komisja rewizyjna jeszcze przed końcem roku."),
}


# --- 1. a deck naming the site, or a word of its name or of its title, is no writer's desk --------------------------
DECKS = [
    # a section's label between the headline and the site's name in the title
    ("de", "Selenskyj bittet um Munition - Politik - Süddeutsche Zeitung", "Selenskyj bittet um Munition",
     "Süddeutsche Zeitung", "Politik der kleinen Schritte in Kiew", "https://www.sueddeutsche.de/politik/kiew-1.6543210"),
    # a common word that the site's name holds ("EL PAÍS")
    ("es", "El Gobierno aprueba el plan de vivienda | EL PAÍS", "El Gobierno aprueba el plan de vivienda", "EL PAÍS",
     "El país rehabilitará medio millón de viviendas", "https://elpais.com/espana/2026-11-26/plan-de-vivienda.html"),
    # the site's name opening the deck's clause
    ("es", "El Gobierno aprueba el plan de vivienda | El País", "El Gobierno aprueba el plan de vivienda", "El País",
     "El País revela los papeles del Gobierno", "https://elpais.com/espana/2026-11-26/papeles.html"),
    ("cs", "Poradci za dvě stě milionů | Deník N", "Poradci za dvě stě milionů", "Deník N",
     "Deník N zjistil, kdo na tom vydělal", "https://denikn.cz/1234567/poradci-za-dve-ste-milionu/"),
    ("pl", "Droższy tramwaj | Gazeta Wyborcza", "Droższy tramwaj", "Gazeta Wyborcza",
     "Gazeta Wyborcza wie, kto na tym zarobił", "https://wyborcza.pl/7,75398,31234567,drozszy-tramwaj.html"),
]


@pytest.mark.parametrize("lang, title, headline, site, deck, url", DECKS)
def test_a_deck_naming_the_site_or_a_title_word_stays(lang, title, headline, site, deck, url):
    body = f'<p class="standfirst">{deck}</p>' + _body(TEXTS[lang])
    texts, _ = _doc(_page(lang, title, headline, body, site, site_name=site), url)
    assert deck in texts and all(t in texts for t in TEXTS[lang]), texts


@pytest.mark.parametrize("lang, site, desk", [
    ("es", "EL PAÍS", "Corresponsal de EL PAÍS en Bruselas"),
    ("cs", "Deník N", "Reportér Deník N"),
    ("de", "Süddeutsche Zeitung", "Süddeutsche Zeitung Berlin"),
    # (a one-word name after the line's first word, an apposition after the comma: Wikipedia's tagline)
    ("en", "Wikipedia", "From Wikipedia, the free encyclopedia"),
])
def test_the_writers_desk_under_the_name_still_goes(lang, site, desk):
    """The guard: a desk line naming the site, under the writer's name, goes."""
    headline = {"es": "El Gobierno aprueba el plan de vivienda", "cs": "Poradci za dvě stě milionů",
                "de": "Selenskyj bittet um Munition", "en": "Prague Spring"}[lang]
    top = ('<div class="byline"><div class="author-name">Anna Example</div>'
           f'<div class="author-role">{desk}</div></div>')
    texts, _ = _doc(_page(lang, f"{headline} | {site}", headline, _body(TEXTS[lang]), site, site_name=site, top=top),
                    f"https://www.example.com/news/2026/11/26/{lang}-desk-123456")
    assert desk not in texts and all(t in texts for t in TEXTS[lang]), texts


# --- 2. a venue or an obituary's dead beside a date is no writer ---------------------------------------------------
REVIEW = ("Die Staatskapelle spielte am Freitagabend Bruckners achte Sinfonie unter der Leitung ihres neuen "
          "Chefdirigenten vor ausverkauftem Haus.",
          "Schon im ersten Satz zeigte sich, wie genau das Orchester die großen Steigerungen aufgebaut hatte, ohne je "
          "laut zu werden.",
          "Am Ende gab es langen Applaus, und viele Zuhörer blieben noch lange im Foyer, um über den Abend zu sprechen.")
OBITUARY = ("Zemřel herec a režisér, který desítky let patřil k oporám brněnského divadla. Bylo mu osmdesát šest let.",
            "Na jevišti stál poprvé jako student konzervatoře a za svou kariéru ztvárnil více než dvě stě rolí.",
            "Rodina oznámila, že poslední rozloučení se uskuteční v úzkém kruhu nejbližších přátel.")


@pytest.mark.parametrize("lang, texts, headline, top", [
    ("de", REVIEW, "Bruckner in Berlin",
     '<div class="meta"><span>Staatsoper Berlin</span> · <time datetime="2026-11-28">28. November 2026</time></div>'),
    ("de", REVIEW, "Bruckner in Berlin", '<p class="meta">Staatsoper Berlin | 28. November 2026</p>'),
    ("cs", OBITUARY, "Zemřel herec a režisér brněnského divadla",
     '<p class="meta">Divadlo Husa | 26. listopadu 2026</p>'),
    ("de", REVIEW, "Bruckner in Berlin", '<p class="meta">Allianz Arena · 28. November 2026</p>'),
    # an obituary's dead and the span of the life
    ("cs", OBITUARY, "Zemřel herec Jan Novák", '<p class="meta">Jan Novák · 14. 7. 1939 – 24. 11. 2026</p>'),
    ("de", REVIEW, "Zum Tod von Anna Müller", '<p class="meta">Anna Müller · 3. März 1950 – 28. November 2026</p>'),
])
def test_a_venue_or_a_life_beside_a_date_names_no_writer(lang, texts, headline, top):
    html = _page(lang, f"{headline} | Example", headline, _body(texts), "Example", top=top, author="")
    found, doc = _doc(html, f"https://www.example.{'cz' if lang == 'cs' else 'de'}/kultur/stueck-123456.html")
    assert not doc.attrs.get("author") and all(t in found for t in texts), (doc.attrs, found)


@pytest.mark.parametrize("lang, texts, top, writer", [
    ("cs", OBITUARY, '<p class="meta">Petra Malá | 26. listopadu 2026</p>', "Petra Malá"),
    ("de", REVIEW, '<div class="meta"><span>Peter Schmidt</span> · <time datetime="2026-11-28">28. November 2026</time>'
                   '</div>', "Peter Schmidt"),
    # (a second day, the update's, labelled so)
    ("cs", OBITUARY, '<p class="meta">Jana Malá | 26. 11. 2026 | aktualizováno 27. 11. 2026</p>', "Jana Malá"),
])
def test_a_writers_name_beside_the_date_still_names_the_writer(lang, texts, top, writer):
    """The guard: names beside the date, no byword, are the writer's."""
    html = _page(lang, "Ein Bericht | Example", "Ein Bericht", _body(texts), "Example", top=top, author="")
    found, doc = _doc(html, f"https://www.example.{'cz' if lang == 'cs' else 'de'}/kultur/bericht-123456.html")
    assert doc.attrs.get("author") == writer and all(t in found for t in texts), (doc.attrs, found)


# --- 3. a plea quoted in a report, its speaker after it, is no site's plea -----------------------------------------
REPORTED_PLEAS = [
    ("de", "Unterstützen Sie unsere Arbeit, bat der Vereinsvorsitzende in seiner Rede die Mitglieder um Spenden."),
    ("de", "Unterstützen Sie uns mit einer Spende, heißt es in dem Aufruf des Tierheims, das dringend Futter braucht."),
    ("cs", "Podpořte naši práci, napsal ředitel hospice v dopise dárcům, kterým poděkoval za loňské příspěvky."),
    ("pl", "Wesprzyj nas, apelują wolontariusze schroniska, które zbiera darowizny na ogrzewanie."),
    ("fr", "Soutenez-nous en faisant un don, a lancé la présidente de l'association aux habitants du quartier."),
    ("es", "Apoya nuestro periodismo con tu suscripción, reza el cartel que el diario colgó en su redacción."),
    ("it", "Sostieni il giornalismo indipendente: abbonati, chiedeva il manifesto appeso nella redazione del giornale."),
]


@pytest.mark.parametrize("lang, sentence", REPORTED_PLEAS)
def test_a_plea_a_report_quotes_stays(lang, sentence):
    html = _page(lang, "Ein Bericht | Example", "Ein Bericht", _body(TEXTS[lang], f"<p>{sentence}</p>"), "Example")
    texts, _ = _doc(html, f"https://www.example.com/news/2026/11/26/{lang}-appeal-123456")
    assert sentence in texts and all(t in texts for t in TEXTS[lang]), texts


@pytest.mark.parametrize("lang, plea", [
    ("de", "Unterstützen Sie uns mit einem Abo oder einer Spende."),
    ("fr", "Soutenez-nous en vous abonnant."),
    ("cs", "Podpořte nezávislou žurnalistiku předplatným."),
    ("pl", "Wesprzyj nas, zostań patronem naszej redakcji."),
])
def test_a_sites_own_bare_plea_still_goes(lang, plea):
    """The guard: the site's own plea under the text, worded as a bare imperative, goes."""
    html = _page(lang, "Ein Bericht | Example", "Ein Bericht", _body(TEXTS[lang]) + f'<div class="support"><p>{plea}</p>'
                 '</div>', "Example")
    texts, _ = _doc(html, f"https://www.example.com/news/2026/11/26/{lang}-plea-123456")
    assert plea not in texts and all(t in texts for t in TEXTS[lang]), texts


# --- 4. a market widget's quotes in a box with its heading or its note are no lines of the text ------------------
MARKETS = ("Die Aktien der großen Autobauer sind am Mittwoch deutlich gefallen, nachdem die Regierung in Washington "
           "neue Zölle angekündigt hatte.",
           "Analysten erwarten, dass die Unternehmen ihre Prognosen für das kommende Jahr senken müssen, falls die "
           "Zölle wirklich kommen.",
           "Die Gewerkschaften warnten vor einem Abbau von Arbeitsplätzen in den Werken in Niedersachsen und Bayern.")
QUOTES = ("DAX 18.234 +1,2 %", "MDax 26.410 −0,4 %", "Dow Jones 43.120 +0,3 %")


@pytest.mark.parametrize("heading, note", [
    ("<h3>Börse aktuell</h3>", '<p class="hinweis">Kursdaten verzögert um mindestens 15 Minuten. Alle Angaben ohne '
                               'Gewähr.</p>'),
    ("", '<p class="hinweis">Kursdaten verzögert um mindestens 15 Minuten. Alle Angaben ohne Gewähr.</p>'),
    ('<div class="widget-title">Märkte</div>', '<p>Stand: Mittwoch, 26. November 2026, 17:35 Uhr. Quelle: Börse Frankfurt, alle Angaben '
                                                'ohne Gewähr.</p>'),
])
def test_a_widgets_quotes_with_its_heading_or_note_go(heading, note):
    widget = '<div class="boerse-widget">' + heading + "".join(f"<p>{q}</p>" for q in QUOTES) + note + "</div>"
    html = _page("de", "Autowerte unter Druck | Example", "Autowerte unter Druck", _body(MARKETS, widget), "Example")
    texts, _ = _doc(html, "https://www.example.de/wirtschaft/autowerte-unter-druck-123456.html")
    assert not any(q in texts for q in QUOTES) and all(t in texts for t in MARKETS), texts


def test_an_articles_lines_of_figures_under_its_crosshead_stay():
    """The guard: an election's results announced by the text, under a crosshead inside the body, stay."""
    lines = ["Petr Pavel 58,3 +12,1 %", "Andrej Babiš 41,7 −12,1 %"]
    between = ("<h2>Výsledky</h2><p>Podle Českého statistického úřadu získali kandidáti ve druhém kole tento podíl "
               "hlasů:</p>" + "".join(f"<p>{x}</p>" for x in lines))
    html = _page("cs", "Volba prezidenta | Example", "Volba prezidenta", _body(TEXTS["cs"], between), "Example")
    texts, _ = _doc(html, "https://www.example.cz/domov/volba-prezidenta-123456")
    assert all(x in texts for x in lines) and all(t in texts for t in TEXTS["cs"]), texts
