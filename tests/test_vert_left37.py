"""Session 36's open classes (xleft37): whole pages of each class on other systems and in other languages than the
page that showed it, through the real extractor, and for each rule a page where the same words are the article's
and stay.

* A news site's box asking for tips, its heading a question ("Do You Have a Tip About Nursing Homes?", "Haben Sie
  einen Hinweis?", "Vous avez une info ?") over a line asking the reader to write to the newsroom: the box goes
  (``boiler._TIP_HEADING``); a police appeal an article reports under such a question stays.
* A plea for the readers' support after a campaign's label and a colon ("taz zahl ich: Unterstützen Sie unabhängigen
  Journalismus. Schon ab 5 Euro im Monat."): the block goes (``notices._labelled_plea``); an interviewer's question
  after the paper's name ("taz: Unterstützen Sie die Forderung …?") stays.
* A Q&A site's or a forum's badge beside the poster's name ("Pflanzendoktor Topnutzer im Thema Pflanzen",
  "Community-Experte", Reddit's "Top 1% Commenter"): the line goes (``boiler._member_badge``); a sentence naming a top
  user stays.
* An article's closing paragraph in a ``<div>`` named as the article's footer ("article-footer-text", "story-footer",
  "article__footer") holding only paragraphs right after the text: it stays (``furniture._closing_paragraph``); a
  ``<footer>`` element's comment policy, a footer ``<div>`` with its tags and a newsletter's pitch go as before.
"""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, news_foot, news_head, processed


def _texts(html: str, url: str) -> list[str]:
    return _paragraphs(processed(html, url).body)


# --- a news site's tip box ------------------------------------------------------------------------------------------

TIP_EN = ["The county's three emergency rooms turned away ambulances on 41 days last winter, according to dispatch "
          "logs obtained by the Herald under the state's open records law.",
          "On the worst nights, crews waited more than an hour outside the doors before a bed opened, and two patients "
          "were driven to a hospital in the next county instead.",
          "Hospital officials said the diversions were caused by a shortage of nurses and by a flu season that began "
          "weeks earlier than in any year since 2009.",
          "The county board will take up a plan on Tuesday to pay overtime to nurses who agree to extra shifts through "
          "the end of March."]
TIP_DE = ["Seit Monaten klagen Mieterinnen und Mieter in der Siedlung am Lerchenberg über Schimmel in den Wohnungen. "
          "Die Wohnungsgesellschaft hat nach Recherchen unserer Zeitung mehrere Gutachten zurückgehalten.",
          "In einem der Gutachten aus dem Jahr 2024 heißt es, die Feuchtigkeit dringe durch undichte Fugen in der "
          "Fassade ein und lasse sich nur mit einer Sanierung beheben.",
          "Die Gesellschaft erklärte auf Anfrage, die Sanierung sei für das kommende Jahr geplant, ein genauer Termin "
          "stehe aber noch nicht fest.",
          "Der Mieterverein fordert, die Mieten bis dahin um ein Fünftel zu mindern, und will notfalls vor Gericht "
          "ziehen."]
TIP_FR = ["Les habitants du quartier de la Croix-Rousse ont découvert lundi matin que la ligne de bus qui les reliait "
          "à la gare avait été supprimée sans préavis.",
          "La métropole invoque un manque de conducteurs et promet un rétablissement du service dès le mois prochain, "
          "sans donner de date précise aux usagers.",
          "Plusieurs associations de riverains ont lancé une pétition qui avait recueilli plus de deux mille "
          "signatures mardi soir.",
          "Une réunion publique est prévue jeudi à la mairie du quatrième arrondissement pour répondre aux questions "
          "des habitants."]

TIP_PAGES = {
    # a WordPress news theme (Newspack): a Gutenberg group block between the paragraphs
    "en": (news_head("ERs turned away ambulances on 41 days | The Herald", "en", "ERs turned away ambulances on 41 days",
                     "Dana Whitfield", "2026-11-18")
           + '<body class="single-post"><header class="site-header"><a class="custom-logo-link" href="/">The Herald</a>'
           '<nav class="main-navigation"><a href="/news/">News</a> <a href="/donate/">Donate</a></nav></header><main '
           'id="main"><article class="post type-post"><h1 class="entry-title">ERs turned away ambulances on 41 days</h1>'
           '<div class="entry-meta"><span class="byline">By <a class="url fn n">Dana Whitfield</a></span> <time '
           'class="entry-date published" datetime="2026-11-18T06:00:00-05:00">November 18, 2026</time></div><div '
           f'class="entry-content"><p>{TIP_EN[0]}</p><p>{TIP_EN[1]}</p><div class="wp-block-group is-style-border '
           'has-background"><div class="wp-block-group__inner-container"><h3 class="wp-block-heading">Have a tip '
           'about local hospitals?</h3><p>Email our health reporter at tips@herald.example.com or message us on '
           'Signal.</p><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" '
           f'href="/tips/">Share a tip</a></div></div></div></div><p>{TIP_EN[2]}</p><p>{TIP_EN[3]}</p></div></article>'
           '</main>' + news_foot("The Herald", '<a href="/privacy/">Privacy</a>'),
           "https://www.herald.example.com/2026/11/18/ers-turned-away-ambulances/", TIP_EN,
           ("Have a tip", "Email our health reporter", "Share a tip")),
    # a German regional paper's own CMS: a box of its class between the paragraphs
    "de": (news_head("Schimmel am Lerchenberg: Gutachten zurückgehalten | Rhein-Zeitung", "de",
                     "Schimmel am Lerchenberg: Gutachten zurückgehalten", "Jonas Kerber", "2026-11-20")
           + '<body><header class="page-header"><a href="/">Rhein-Zeitung</a><nav><a href="/region/">Region</a> <a '
           'href="/abo/">Abo</a></nav></header><main><article class="article"><h1 class="article__headline">Schimmel '
           'am Lerchenberg: Gutachten zurückgehalten</h1><p class="article__author">Von Jonas Kerber</p><time '
           f'datetime="2026-11-20">20.11.2026</time><div class="article__body"><p>{TIP_DE[0]}</p><p>{TIP_DE[1]}</p>'
           '<aside class="article__infobox box--hint"><h4>Haben Sie einen Hinweis?</h4><p>Schreiben Sie unserer '
           'Redaktion vertraulich an recherche@rhein-zeitung.example.de.</p></aside>'
           f'<p>{TIP_DE[2]}</p><p>{TIP_DE[3]}</p></div></article></main>'
           + news_foot("Rhein-Zeitung", '<a href="/impressum/">Impressum</a>'),
           "https://www.rhein-zeitung.example.de/region/schimmel-am-lerchenberg-gutachten_12345.html", TIP_DE,
           ("Haben Sie einen Hinweis", "vertraulich")),
    # a French regional site: the box under the text
    "fr": (news_head("Croix-Rousse : la ligne de bus supprimée sans préavis | Lyon Actu", "fr",
                     "Croix-Rousse : la ligne de bus supprimée sans préavis", "Camille Berthet", "2026-11-24")
           + '<body><header class="header"><a href="/">Lyon Actu</a><nav><a href="/transports/">Transports</a></nav>'
           '</header><main><article class="article"><h1>Croix-Rousse : la ligne de bus supprimée sans préavis</h1>'
           '<div class="article__meta">Par <span class="author">Camille Berthet</span> <time datetime="2026-11-24">'
           f'24 novembre 2026</time></div><div class="article__content"><p>{TIP_FR[0]}</p><p>{TIP_FR[1]}</p>'
           f'<p>{TIP_FR[2]}</p><p>{TIP_FR[3]}</p></div><div class="encart-temoignage"><h2>Vous avez une info ?</h2>'
           '<p>Écrivez à notre rédaction : temoignage@lyonactu.example.fr</p></div></article></main>'
           + news_foot("Lyon Actu", '<a href="/mentions-legales/">Mentions légales</a>'),
           "https://www.lyonactu.example.fr/transports/croix-rousse-ligne-de-bus-supprimee_12345.html", TIP_FR,
           ("Vous avez une info", "Écrivez à notre rédaction")),
}


@pytest.mark.parametrize("name", TIP_PAGES)
def test_a_news_sites_tip_box_goes_and_the_text_stays(name: str) -> None:
    html, url, kept, gone = TIP_PAGES[name]
    found = _texts(html, url)
    assert [t for t in kept if t not in found] == []
    assert [g for g in gone if any(g in p for p in found)] == []


def test_a_police_appeal_under_a_tip_question_stays() -> None:
    """A report of a crime closing with the police's appeal under "Haben Sie Hinweise?" in a section of its own: the
    appeal speaks of the police, no newsroom, and is the article's."""
    html, url, kept, _ = TIP_PAGES["de"]
    appeal = "Die Polizei bittet Zeugen, sich unter der Telefonnummer 0261 103-2100 zu melden."
    html = html.replace('<aside class="article__infobox box--hint"><h4>Haben Sie einen Hinweis?</h4><p>Schreiben Sie '
                        'unserer Redaktion vertraulich an recherche@rhein-zeitung.example.de.</p></aside>', "").replace(
        f"<p>{TIP_DE[3]}</p></div>", f"<p>{TIP_DE[3]}</p><section class='appeal'><h3>Haben Sie Hinweise?</h3>"
                                     f"<p>{appeal}</p></section></div>")
    found = _texts(html, url)
    assert [t for t in (*kept, "Haben Sie Hinweise?", appeal) if t not in found] == []


# --- a plea for support after a campaign's label ----------------------------------------------------------------------

PLEA = ["Die Stadtwerke erhöhen zum Jahreswechsel die Preise für Fernwärme um durchschnittlich zwölf Prozent. Betroffen "
        "sind rund 9000 Haushalte im Stadtgebiet.",
        "Als Grund nennt das Unternehmen gestiegene Kosten für Gas und für den Ausbau des Netzes, der bis 2030 "
        "abgeschlossen sein soll.",
        "Verbraucherschützer raten, die neuen Abschläge genau zu prüfen und bei Fragen die Beratungsstelle in der "
        "Innenstadt aufzusuchen."]
PLEA_PAGES = {
    "de": ("Leserkreis: Unterstützen Sie unabhängigen Journalismus. Schon ab 3 Euro im Monat.", "Leserkreis"),
    "de-work": ("Freundeskreis der Zeitung: Unterstützen Sie unsere Arbeit mit einem Abo.", "Freundeskreis"),
    "fr": ("Club des lecteurs : Soutenez notre rédaction. Dès 2 € par mois.", "Club des lecteurs"),
}


def _plea_page(plea: str, lang: str = "de") -> str:
    return (news_head("Fernwärme wird teurer | Stadtanzeiger", lang, "Fernwärme wird teurer", "Lena Brandt",
                      "2026-11-27")
            + '<body><header><a href="/">Stadtanzeiger</a></header><main><article><h1>Fernwärme wird teurer</h1>'
            f'<p class="author">Von Lena Brandt</p><div class="text"><p>{PLEA[0]}</p><p>{PLEA[1]}</p><p>{PLEA[2]}</p>'
            f'</div><div class="rack"><p>{plea}</p><a href="/unterstuetzen">Jetzt unterstützen</a></div></article>'
            '</main>' + news_foot("Stadtanzeiger", '<a href="/impressum">Impressum</a>'))


@pytest.mark.parametrize("name", PLEA_PAGES)
def test_a_plea_for_support_after_a_campaigns_label_goes(name: str) -> None:
    plea, label = PLEA_PAGES[name]
    found = _texts(_plea_page(plea), "https://www.stadtanzeiger.example.de/lokales/fernwaerme-wird-teurer-4711")
    assert [t for t in PLEA if t not in found] == []
    assert [p for p in found if label in p] == []


@pytest.mark.parametrize("line", [
    "taz: Unterstützen Sie die Forderung der Gewerkschaften nach einem höheren Mindestlohn?",
    "Leserkreis: Unterstützen Sie unabhängigen Journalismus, sagte die Verlegerin bei der Gründung des Vereins 1998.",
    "Die Initiative erklärt dazu, warum sie die Stadtwerke seit Jahren kritisiert: Unterstützen Sie uns. Schon ab 3 "
    "Euro im Monat.",
])
def test_a_labelled_line_that_is_no_plea_stays(line: str) -> None:
    """An interviewer's question after the paper's name, a plea reported, a label that is a clause: the article's."""
    found = _texts(_plea_page(PLEA_PAGES["de-work"][0]).replace(f"<p>{PLEA[2]}</p>", f"<p>{PLEA[2]}</p><p>{line}</p>"),
                   "https://www.stadtanzeiger.example.de/lokales/fernwaerme-wird-teurer-4711")
    assert line in found


# --- a Q&A site's badge beside the poster's name ----------------------------------------------------------------------

QA = ["Unser Hund bellt jedes Mal, wenn es an der Tür klingelt, und hört dann minutenlang nicht auf. Wie gewöhnen wir "
      "ihm das ab?",
      "Übt das Klingeln mit einer zweiten Person, die mehrmals am Tag klingelt, ohne dass danach etwas passiert. So "
      "verliert das Geräusch seine Bedeutung.",
      "Belohnt ihn, wenn er nach dem Klingeln auf seinen Platz geht, und beachtet ihn nicht, solange er bellt."]
RD = ["I finally finished restoring my grandfather's 1962 road bike after two winters of evenings in the garage. The "
      "frame needed a full respray and new decals.",
      "That is a beautiful job. Where did you find the original decals for a frame that old?",
      "There is a small shop in Leeds that reprints them from scans of the originals, they were cheaper than I "
      "expected."]


def _gutefrage(badge: str, sentence: str = "") -> str:
    return (article_head("Hund bellt bei jedem Klingeln – was tun? | Tierfrage", "de")
            + '<body><header class="Header"><a href="/">Tierfrage</a></header><main><div itemscope itemtype="https://'
            'schema.org/QAPage"><div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question"><div '
            'class="ContentMeta"><a class="ContentMeta-author">Bellofamilie</a> <span class="ContentMeta-badge">'
            'Fragesteller</span></div><h1 itemprop="name">Hund bellt bei jedem Klingeln – was tun?</h1><div '
            f'class="Question-body" itemprop="text">{QA[0]}</div></div><section class="AnswerList"><h2>2 Antworten'
            '</h2><div class="Answer" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer"><div '
            f'class="ContentMeta"><a>Hundeschule_Mia</a><span class="ContentMeta-badge">{badge}</span></div><div '
            f'class="Answer-body" itemprop="text">{QA[1]}{sentence}</div></div><div class="Answer" '
            'itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer"><div class="ContentMeta"><a>'
            f'Rudelführer</a></div><div class="Answer-body" itemprop="text">{QA[2]}</div></div></section></div></main>'
            '<footer><a href="/agb">AGB</a></footer></body></html>')


@pytest.mark.parametrize("badge", ["Community-Experte im Thema Hunde", "Topnutzerin im Thema Hunde"])
def test_a_qa_sites_badge_goes_with_the_posters_name(badge: str) -> None:
    found = _texts(_gutefrage(badge), "https://www.tierfrage.example.de/frage/hund-bellt-bei-jedem-klingeln")
    assert [t for t in QA if t not in found] == []
    assert [p for p in found if badge in p or "Fragesteller" in p] == []


def test_new_reddits_commenter_badge_goes() -> None:
    comment = ('<shreddit-comment author="{0}"><div slot="commentMeta"><a href="/user/{0}/">{0}</a> <span '
               'class="badge">Top 1% Commenter</span></div><div slot="comment" id="t1_{0}-comment-rtjson-content">'
               '<p>{1}</p></div></shreddit-comment>')
    html = (article_head("Restored my grandfather's 1962 road bike : r/bicycling", "en")
            + '<body><shreddit-app><header><a href="/">reddit</a></header><main class="main"><shreddit-post '
            'author="wrenchmonkey"><h1 slot="title">Restored my grandfather\'s 1962 road bike</h1><div slot="text-body">'
            f'<div class="md"><p>{RD[0]}</p></div></div></shreddit-post><shreddit-comment-tree>'
            + comment.format("spokesandcogs", RD[1]) + comment.format("wrenchmonkey", RD[2])
            + '</shreddit-comment-tree></main></shreddit-app></body></html>')
    found = _texts(html, "https://www.reddit.com/r/bicycling/comments/1abcde/restored_my_grandfathers_1962_road_bike/")
    assert [t for t in RD if t not in found] == []
    assert [p for p in found if "Top 1%" in p] == []


def test_a_sentence_naming_a_top_user_stays() -> None:
    sentence = " Ein Topnutzer im Thema Hunde hat mir das vor Jahren empfohlen, und es hat bei uns funktioniert."
    found = _texts(_gutefrage("Community-Experte", sentence),
                   "https://www.tierfrage.example.de/frage/hund-bellt-bei-jedem-klingeln")
    assert QA[1] + sentence in found


# --- an article's closing paragraph in a footer-named <div> -----------------------------------------------------------

CL = ["The city's last independent bookshop will close its doors in January after 64 years, its owner said on "
      "Friday, blaming rising rents and a steep fall in customers since the pandemic.",
      "Margaret Hale, who took over the shop from her father in 1991, said she had tried for two years to find a buyer "
      "who would keep it open as a bookshop.",
      "Regular customers have started a fund to pay for a smaller shop in the covered market, and say they have "
      "raised almost half of the money they need.",
      "Whatever happens to the fund, Hale said she would keep selling books from a stall on Saturdays, because, as she "
      "put it, a town without a bookshop is a town that has stopped talking to itself."]
CL_FR = ["La dernière librairie indépendante de la ville fermera ses portes en janvier, après soixante-quatre ans "
         "d'activité, a annoncé vendredi sa propriétaire.",
         "Elle invoque la hausse des loyers et la baisse de la fréquentation depuis la pandémie, malgré deux années de "
         "recherche d'un repreneur.",
         "Quoi qu'il arrive, la libraire promet de continuer à vendre des livres chaque samedi sur le marché couvert, "
         "car une ville sans librairie, dit-elle, est une ville qui a cessé de se parler."]


def _closing_page(body: str, footer: str, lang: str = "en") -> str:
    return (news_head("The last bookshop closes | Valley Courier", lang, "The last bookshop closes", "Tom Reilly",
                      "2026-11-21")
            + '<body><header class="site-header"><a href="/">Valley Courier</a><nav><a href="/news/">News</a></nav>'
            '</header><main><article class="story"><h1 class="story-headline">The last bookshop closes</h1><p '
            f'class="story-byline">By Tom Reilly</p>{body}{footer}</article></main>'
            + news_foot("Valley Courier", '<a href="/privacy">Privacy</a>'))


@pytest.mark.parametrize("body, footer, lang, kept", [
    ("".join(f"<p>{t}</p>" for t in CL[:3]), f'<div class="story-footer"><p>{CL[3]}</p></div>', "en", CL),
    ('<div class="article__body">' + "".join(f"<p>{t}</p>" for t in CL_FR[:2]) + "</div>",
     f'<div class="article__footer"><p>{CL_FR[2]}</p></div>', "fr", CL_FR),
    ('<div class="entry-content">' + "".join(f"<p>{t}</p>" for t in CL[:3]) + "</div>",
     f'<div class="entry-footer-text"><p><em>{CL[3]}</em></p></div>', "en", CL),
])
def test_an_articles_closing_paragraph_in_a_footer_named_div_stays(body: str, footer: str, lang: str,
                                                                     kept: list[str]) -> None:
    found = _texts(_closing_page(body, footer, lang), "https://www.valleycourier.example.com/news/last-bookshop-closes/")
    assert [t for t in kept if t not in found] == []


POLICY = ("As you comment, please be respectful of other commenters and other viewpoints. Our goal with article "
          "comments is to provide a space for civil, informative and constructive conversations. We reserve the "
          "right to remove any comment we deem to be defamatory, rude or off-topic.")
PITCH = ("Get the Valley Courier's morning briefing in your inbox every weekday: the day's local news, the weather "
         "and what is on in town, all in five minutes of reading.")


@pytest.mark.parametrize("footer, gone", [
    # twincities.com's <footer> element: tags, the author's box and the comment policy
    (f'<footer class="article-footer"><div class="tags"><a href="/tag/books/">Books</a></div><div '
     f'class="about-the-author"><h3 class="author vcard"><a>Tom Reilly</a></h3></div><p>{POLICY}</p></footer>',
     ("As you comment", "Books")),
    # a footer <div> with its tags and a newsletter's pitch
    (f'<div class="article-footer"><ul class="tags"><li><a href="/tag/books/">Books</a></li></ul><p>{PITCH}</p>'
     '<a href="/newsletters/">Sign up</a></div>', ("morning briefing", "Books", "Sign up")),
    # a footer <div> whose one paragraph is a call to subscribe
    ('<div class="article-footer"><p>Subscribe to the Valley Courier for unlimited access to local news, from as '
     'little as $1 a week for the first three months of your subscription.</p></div>', ("Subscribe to the",)),
])
def test_an_articles_footer_row_still_goes(footer: str, gone: tuple[str, ...]) -> None:
    found = _texts(_closing_page("".join(f"<p>{t}</p>" for t in CL), footer),
                   "https://www.valleycourier.example.com/news/last-bookshop-closes/")
    assert [t for t in CL if t not in found] == []
    assert [g for g in gone if any(g in p for p in found)] == []
