"""Classes session 34 left open (session 35, issue 12), each through the real extractor on hand-written pages in several
languages, beside the text of the same shape that must stay: a lone paragraph of a clock time and a name in an article
that is no live blog (a schedule's line: kept); a byline after the lead whose surname
is a common word of the text ("Thomas Winter" over "Im Winter …": gone, a crosshead "Teure Energie" stays); a writer's
bio opened by the byline's name in boxes no class names a byline (gone; a team page's tabs named after people stay);
Taiwan's CNA wires (the reporters in the dateline "（中央社記者陳俊華台北26日電）", Focus Taiwan's "(By …)" and "Enditem/ls"
under the text)."""

from __future__ import annotations

import pytest
from test_vert_extract_shop19 import _joined
from test_vert_left34 import _article as _wire_article
from test_vert_news28 import NewsPage, short_article
from test_vert_other34 import PAGES as OTHER_PAGES
from test_vert_other34 import PHPBB2
from test_vert_panel34 import BIOS, TEXTS, URLS
from test_vert_panel34 import _article as _panel_article
from test_vert_xlang26 import _paragraphs
from vert_support import STORY_TEXTS, news_head, page, processed

# --- 1. a lone paragraph of a clock time and a name: no live blog's entry head (boiler._ENTRY_NOT, xreview35) ------

_NOTICES = {
    "cs": ("Knihovna zve na besedu",
           ["Městská knihovna v Kolíně připravila na sobotu odpoledne besedu se spisovatelkou, která letos získala "
            "cenu Magnesia Litera.",
            "Vstup je zdarma, rezervace míst není nutná. Po besedě bude následovat autogramiáda a prodej knih za "
            "zvýhodněné ceny."],
           "14:30 Anna Nováková"),
    "de": ("Fernsehtipp: Talk am Sonntagabend",
           ["Am Sonntagabend diskutieren Politiker und Experten über die Zukunft der Rente. Wir empfehlen die "
            "Sendung allen, die sich für die Reform interessieren.",
            "Die Sendung ist anschließend sieben Tage lang in der Mediathek abrufbar, auch mit Untertiteln und in "
            "Gebärdensprache."],
           "21:45 Markus Lanz"),
    "pl": ("Spotkanie autorskie w bibliotece",
           ["Miejska biblioteka w Gnieźnie zaprasza w sobotę na spotkanie z autorką powieści, która w tym roku "
            "otrzymała Nagrodę Literacką Nike.",
            "Wstęp jest wolny, nie trzeba się zapisywać. Po spotkaniu odbędzie się podpisywanie książek i kiermasz."],
           "14:30 | Anna Kowalska"),
    "en": ("Book talk at the library on Saturday",
           ["The town library invites readers to an afternoon talk with the novelist whose debut won this year's "
            "Costa award.",
            "Entry is free and no booking is needed. A book signing follows the talk, with copies on sale at a "
            "discount."],
           "Jane Smith 14:30"),
}


@pytest.mark.parametrize("lang", sorted(_NOTICES))
def test_a_lone_paragraph_of_a_time_and_a_name_in_an_article_stays(lang: str) -> None:
    """An invitation's or a TV tip's one line of a time and a name, a paragraph of the writer's: not a live head."""
    headline, texts, line = _NOTICES[lang]
    found = short_article(lang, headline, texts, inserted=f"<p>{line}</p>")
    assert line in found
    assert all(t in found for t in texts)


# --- 2. a byline after the lead whose surname is a common word of the text ---------------------------------------------

_WORDS = {
    "de": ("Der Winter kommt früh",
           ["Der Winter kommt in diesem Jahr früh: Schon am Wochenende soll es in den Alpen bis in die Täler schneien, "
            "sagt der Deutsche Wetterdienst.",
            "Autofahrer sollten Winterreifen aufziehen. Im Winter drohen sonst Bußgelder, wenn bei Glätte mit "
            "Sommerreifen gefahren wird."],
           "Thomas Winter"),
    "en": ("Main Street bakery closes",
           ["The last baker on Main Street has closed his shop after forty years, the family said on Friday.",
            "Every baker in town had hoped the shop would be sold rather than shut, and regulars queued for a last "
            "loaf."],
           "John Baker"),
    "cs": ("Kovárna na návsi znovu otevřela",
           ["Po dvaceti letech znovu otevřela kovárna na návsi v Kostelci, kterou obec opravila z evropských peněz.",
            "Místní kovář bude v kovárně předvádět řemeslo školám i turistům, kovářské kurzy začnou na jaře."],
           "Anna Kovář"),
}


@pytest.mark.parametrize("lang", sorted(_WORDS))
def test_a_byline_after_the_lead_whose_surname_is_a_word_goes(lang: str) -> None:
    headline, texts, name = _WORDS[lang]
    found = short_article(lang, headline, texts, inserted=f"<p>{name}</p>", author="")
    assert name not in found
    assert all(t in found for t in texts)


@pytest.mark.parametrize(("lang", "crosshead", "texts"), [
    ("de", "Teure Energie", ["Die Preise steigen seit Monaten, vor allem für Strom und Gas.",
                             "Viele Haushalte zahlen für Energie inzwischen doppelt so viel wie vor zwei Jahren, die "
                             "Energiepreise belasten vor allem Rentner."]),
    ("en", "Rising Costs", ["Prices have been climbing for months, above all for electricity and gas.",
                            "Many households now pay twice as much as two years ago, and the costs weigh on "
                            "pensioners most."]),
])
def test_a_crosshead_whose_word_the_text_uses_stays(lang: str, crosshead: str, texts: list[str]) -> None:
    lead = ("Die Inflation ist im November auf drei Prozent gestiegen, meldet das Statistische Bundesamt in Wiesbaden."
            if lang == "de" else "Inflation rose to three per cent in November, the statistics office said.")
    found = short_article(lang, "Inflation", [lead, *texts], inserted=f"<p>{crosshead}</p>", author="")
    assert crosshead in found


# --- 3. a writer's bio opened by the byline's name, in boxes no class names a byline -------------------------------

_BIO_BYLINES = {
    "cs": lambda bio: ('<div class="article-header__info"><button class="person" aria-controls="x-12" '
                       'aria-expanded="false">Jana Nováková</button> <time datetime="2026-12-01">1. prosince 2026'
                       f'</time></div><div id="x-12" hidden><p>{bio}</p></div>'),
    "de": lambda bio: ('<div class="story-head"><p class="info">Von <a href="#p-4711" class="toggle">Anna Schmidt</a> | '
                       f'01.12.2026</p><div id="p-4711" style="display:none"><p>{bio}</p></div></div>'),
    "en": lambda bio: ('<div class="story-header__credits"><span>By <button data-target="#b7" class="name">John Smith'
                       '</button></span><span class="date">December 1, 2026</span></div><div id="b7" '
                       f'style="display: none"><p>{bio}</p></div>'),
}


@pytest.mark.parametrize("lang", sorted(_BIO_BYLINES))
def test_a_writers_bio_opened_by_a_byline_of_neutral_names_goes(lang: str) -> None:
    got = " ".join(_joined(_panel_article(lang, meta=_BIO_BYLINES[lang](BIOS[lang])), URLS[lang]).split())
    assert BIOS[lang] not in got
    assert all(t in got for t in TEXTS[lang])


def test_a_team_pages_tabs_named_after_people_stay() -> None:
    """Tabs of a team page, each a person's name opening a profile: no byline's marks (no date, no byword)."""
    people = {"Jana Malá": "Jana vede kancelář od roku 2012 a stará se o smlouvy s dodavateli i o účetnictví firmy.",
              "Petr Novák": "Petr navrhuje interiéry rodinných domů a bytů, předtím pracoval patnáct let jako truhlář."}
    tabs = ('<div class="team-tabs">' + "".join(f'<button aria-controls="t{i}">{n}</button>'
                                                for i, n in enumerate(people)) + "</div>"
            + "".join(f'<div id="t{i}"{"" if i == 0 else " hidden"}><p>{t}</p></div>'
                      for i, t in enumerate(people.values())))
    html = (news_head("Náš tým", "cs", "Náš tým", "Studio Dřevo", "2026-12-01", "WebPage")
            + '<body><nav class="navbar"><a href="/">Studio Dřevo</a><a href="/kontakt">Kontakt</a></nav><main><h1>Náš '
            'tým</h1><p>Jsme malé rodinné studio, které navrhuje a vyrábí nábytek na míru pro domácnosti i firmy.</p>'
            f'{tabs}</main><footer class="footer"><p>© 2026 Studio Dřevo</p></footer></body></html>')
    got = _joined(html, "https://www.studio-drevo.example.cz/tym")
    assert all(t in got for t in people.values())


# --- 4. Taiwan's CNA: the reporters in the dateline, Focus Taiwan's credit and end mark under the text --------------

_CNA = {
    "one": ("（中央社記者陳俊華台北26日電）行政院會今天通過「長期照顧服務法」修正草案，未來長照服務對象將擴大至五十歲以上的"
            "失智症患者，預計受惠人數超過十萬人。", "陳俊華"),
    "two": ("（中央社記者陳俊華、王小明台北2日電）行政院會今天通過「長期照顧服務法」修正草案，未來長照服務對象將擴大至五十歲"
            "以上的失智症患者。", "陳俊華; 王小明"),
    "abroad": ("（中央社記者林行健華盛頓1日專電）美國國務院今天表示，將持續支持台灣參與國際組織，並歡迎兩岸恢復對話。",
               "林行健"),
    "unknown place": ("（中央社記者陳俊華斐濟1日電）斐濟政府今天宣布，將在首都蘇瓦設立新的貿易辦事處，以加強區域合作。", ""),
}
_CNA_REST = ("衛生福利部長表示，修法後各縣市將增設日間照顧中心，並提高居家服務人員的薪資，以解決人力不足的問題。",
             "草案將送立法院審議，行政院希望能在本會期內完成三讀，明年七月正式上路。")


@pytest.mark.parametrize("case", sorted(_CNA))
def test_cnas_dateline_credits_its_reporters(case: str) -> None:
    """The reporters' names run into the place: a place CNA files from tells where they end; the text stays whole
    (as every wire's dateline stays in its first sentence)."""
    lead, author = _CNA[case]
    doc = processed(_wire_article("zh", "長照法修正草案通過", (lead, *_CNA_REST)),
                    "https://www.cna.example.com.tw/news/aipl/202612020123.aspx")
    assert doc.attrs.get("author", "") == author
    assert lead in _paragraphs(doc.body)


_FOCUS = ("Taipei, Dec. 2 (CNA) The Cabinet on Wednesday approved a draft amendment to the Long-term Care Services Act "
          "that would extend services to people with dementia aged 50 and above.",
          "Health Minister Chiu Tai-yuan said local governments would open more day care centers under the plan and "
          "raise the pay of home care workers.",
          "The draft will be sent to the Legislative Yuan for review, with the Cabinet hoping it can take effect next "
          "July.")


@pytest.mark.parametrize(("credit", "mark", "author"), [
    ("(By Chen Chun-hua and Lee Hsin-Yin)", "Enditem/ls", "Chen Chun-hua; Lee Hsin-Yin"),
    ("(By Joseph Yeh)", "Enditem/AW", "Joseph Yeh"),
])
def test_focus_taiwans_credit_and_end_mark_under_the_text(credit: str, mark: str, author: str) -> None:
    doc = processed(_wire_article("en", "Cabinet approves long-term care amendment", (*_FOCUS, credit, mark)),
                    "https://focustaiwan.example.tw/politics/202612020012")
    found = _paragraphs(doc.body)
    assert doc.attrs.get("author", "") == author
    assert credit not in found and mark not in found
    assert all(t in found for t in _FOCUS)


@pytest.mark.parametrize("line", ["(By the way, the draft also covers carers.)", "The end item on the agenda was the budget."])
def test_a_bracketed_aside_or_an_end_item_sentence_stays(line: str) -> None:
    doc = processed(_wire_article("en", "Cabinet approves long-term care amendment", (*_FOCUS, line)),
                    "https://focustaiwan.example.tw/politics/202612020012")
    assert line in _paragraphs(doc.body)


# --- 5. a follow-us line with what following spares the reader; a reader poll under "Twoje zdanie" -------------------

@pytest.mark.parametrize(("lang", "line"), [
    ("de", "Folgen Sie uns auf Google News und verpassen Sie keine Nachrichten mehr."),
    ("de", "Folge uns auf Google News und verpasse keine News mehr!"),
    ("de", "Folgen Sie uns auf Google News, um keine Nachrichten mehr zu verpassen."),
    ("en", "Follow us on Google News and never miss a story."),
    ("en", "Follow us on Google News to stay up to date with the latest news."),
    ("fr", "Suivez-nous sur Google Actualités et ne manquez aucune actualité."),
    ("fr", "Suivez-nous sur Google News pour ne rien manquer de l'actualité."),
    ("it", "Seguici su Google News per non perdere nessuna notizia."),
    ("it", "Seguici su Google News e non perdere le ultime notizie."),
    ("es", "Síguenos en Google News y no te pierdas ninguna noticia."),
    ("nl", "Volg ons op Google Nieuws en mis geen nieuws meer."),
    ("pl", "Obserwuj nas w Google News i bądź na bieżąco."),
    ("pl", "Obserwuj nas w Google News, aby być na bieżąco z najważniejszymi wiadomościami."),
])
def test_a_follow_us_line_with_its_tail_goes(lang: str, line: str) -> None:
    texts = STORY_TEXTS.get(lang, STORY_TEXTS["en"])
    found = short_article(lang, "Budget approved after a long debate", texts, end=f"<p>{line}</p>")
    assert line not in found
    assert all(t in found for t in texts)


@pytest.mark.parametrize(("lang", "line"), [
    # a report on following, not the site's prompt
    ("de", "Folgen Sie uns, sagte der Bergführer, und verlassen Sie nie den markierten Weg."),
    ("en", "Follow us on the trail, the ranger said, and never leave the marked path."),
])
def test_a_sentence_that_opens_like_a_follow_prompt_stays(lang: str, line: str) -> None:
    texts = STORY_TEXTS[lang]
    assert line in short_article(lang, "Budget approved after a long debate", texts, end=f"<p>{line}</p>")


def _with_poll(lang: str, box: str) -> list[str]:
    texts = STORY_TEXTS[lang]
    html = _wire_article(lang, "Sejm przyjął budżet", texts[:2]).replace(
        "</div></article>", f"{box}{''.join(f'<p>{t}</p>' for t in texts[2:])}</div></article>", 1)
    return _paragraphs(processed(html, f"https://www.example.com/{lang}/polityka/budzet-12345").body)


@pytest.mark.parametrize("heading", ["Twoje zdanie", "Co sądzisz?"])
def test_a_polish_reader_poll_under_twoje_zdanie_goes(heading: str) -> None:
    box = (f'<div class="poll-box"><h3>{heading}</h3><p>Czy opłaty za parkowanie w centrum powinny wzrosnąć?</p>'
           '<ul><li>Tak 45%</li><li>Nie 51%</li><li>Nie wiem 4%</li></ul><p>Oddano 1234 głosów</p>'
           '<a href="#">Zagłosuj</a></div>')
    found = _with_poll("pl", box)
    joined = "\n".join(found)
    assert heading not in joined and "Czy opłaty" not in joined and "Tak 45%" not in joined
    assert all(t in found for t in STORY_TEXTS["pl"])


def test_readers_letters_under_twoje_zdanie_stay() -> None:
    """A section of readers' letters under "Twoje zdanie", no vote's line: the article's."""
    letters = ["Czytelniczka Anna z Gdańska pisze: opłaty są zdecydowanie za wysokie dla mieszkańców.",
               "Czytelnik Marek z Sopotu uważa, że miasto wreszcie robi coś dla komunikacji miejskiej."]
    box = '<div class="letters"><h3>Twoje zdanie</h3>' + "".join(f"<p>{t}</p>" for t in letters) + "</div>"
    found = _with_poll("pl", box)
    assert all(t in found for t in letters)


# --- 6. phpBB 2's member panel in one cell in its translations; a review site's badge with its spans run together ------

@pytest.mark.parametrize(("joined", "posts"), [
    ("Dołączył: 12 Mar 2019", "Posty: {}"),  # Polish
    ("Anmeldungsdatum: 12.03.2019", "Beiträge: {}"),  # German
    ("Registrato: 12 Mar 2019", "Messaggi: {}"),  # Italian
    ("Geregistreerd op: 12 mrt 2019", "Berichten: {}"),  # Dutch
])
def test_phpbb2s_one_cell_member_panel_goes_in_its_translations(joined: str, posts: str) -> None:
    html = OTHER_PAGES["phpbb2-cs"].html.replace("Založen: 12. 03. 2019", joined).replace("Příspěvky: ", posts.format(""))
    forum = NewsPage(html, OTHER_PAGES["phpbb2-cs"].url, PHPBB2, (joined, posts.format(37)))
    assert forum.furniture_left() == []
    assert forum.missing_text() == []


def test_a_post_reporting_a_members_join_date_stays() -> None:
    """A post's sentence with such labels in it is the member's text, not the panel (a name of a word or three before)."""
    line = "Podle profilu tady mám Založen: 2019 a Příspěvky: 37, takže nejsem žádný nováček, ale tohle jsem nečekal."
    html = OTHER_PAGES["phpbb2-cs"].html.replace(PHPBB2[2], line)
    forum = NewsPage(html, OTHER_PAGES["phpbb2-cs"].url, (PHPBB2[0], PHPBB2[1], line, PHPBB2[3]), ())
    assert forum.missing_text() == []


@pytest.mark.parametrize(("lang", "badge", "gone"), [
    ("fr", "<span>Tripadvisor</span><span>4,5 sur 5</span><span>1 284 avis</span>", "1 284 avis"),
    ("en", "<span>Google</span><span>4.8 out of 5</span><span>1,024 reviews</span>", "1,024 reviews"),
    ("de", "<span>Trustpilot</span><span>4,7 von 5</span><span>2.345 Bewertungen</span>", "2.345 Bewertungen"),
])
def test_a_review_sites_badge_goes(lang: str, badge: str, gone: str) -> None:
    html = OTHER_PAGES["hotel-fr"].html.replace(
        "<span>Tripadvisor</span><span>4,5 sur 5</span><span>1 284 avis</span>", badge)
    found = "\n".join(_paragraphs(processed(html, OTHER_PAGES["hotel-fr"].url).body))
    assert gone not in found
    assert all(t in found for t in OTHER_PAGES["hotel-fr"].kept)


def test_a_sentence_naming_a_review_sites_rating_stays() -> None:
    line = "Tripadvisor 4,5 sur 5 : c'est la note que nos clients nous donnent depuis dix ans, merci à eux."
    html = OTHER_PAGES["hotel-fr"].html.replace(
        "<span>Tripadvisor</span><span>4,5 sur 5</span><span>1 284 avis</span>", f"<p>{line}</p>")
    assert line in _paragraphs(processed(html, OTHER_PAGES["hotel-fr"].url).body)


# --- 7. a documentation page's admonition title, the kind's word alone over the box's text -------------------------

_DOC = ("Every delivery is signed with your secret, so the receiver can check that the payload came from us and was not "
        "changed on the way.",
        "Rotate the secret at least once a year, and at once if you think it has leaked; the old one keeps working for "
        "a day.",
        "The signature is sent in the X-Signature header as a hex digest of the body, computed with SHA-256.")


def _doc_page(box: str) -> list[str]:
    body = (f'<nav><a href="/">Docs</a><a href="/api/">API</a></nav><main><article><h1>Webhooks</h1><p>{_DOC[0]}</p>'
            f'{box.format(_DOC[1])}<p>{_DOC[2]}</p></article></main>')
    return _paragraphs(processed(page(body, "Webhooks"), "https://docs.example.org/guide/webhooks/").body)


@pytest.mark.parametrize(("title", "box"), [
    ("Note", '<div class="admonition note"><p class="admonition-title">Note</p><p>{}</p></div>'),  # Sphinx, MkDocs
    ("tip", '<div class="theme-admonition theme-admonition-tip alert"><div class="admonitionHeading_Gvgb"><span '
            'class="admonitionIcon_Rf37"><svg></svg></span>tip</div><div class="admonitionContent_BuS1"><p>{}</p></div>'
            '</div>'),  # Docusaurus
    ("Important", '<div class="markdown-alert markdown-alert-important"><p class="markdown-alert-title"><svg></svg>'
                  'Important</p><p>{}</p></div>'),  # GitHub's alerts
    ("WARNING", '<div class="warning custom-block"><p class="custom-block-title">WARNING</p><p>{}</p></div>'),  # VitePress
    ("Hinweis", '<div class="admonition hint"><p class="admonition-title">Hinweis</p><p>{}</p></div>'),
    ("Poznámka", '<div class="admonition note"><p class="admonition-title">Poznámka</p><p>{}</p></div>'),
])
def test_an_admonitions_title_word_goes(title: str, box: str) -> None:
    found = _doc_page(box)
    assert title not in found
    assert list(_DOC) == found[1:]


@pytest.mark.parametrize(("title", "box"), [
    # a box titled otherwise: its title is the text's heading
    ("Rotating secrets", '<div class="admonition note"><p class="admonition-title">Rotating secrets</p><p>{}</p></div>'),
    # "Note" among the text's paragraphs, and a section headed "Important"
    ("Note", "<p>Note</p><p>{}</p>"),
    ("Important", "<section><h2>Important</h2><p>{}</p></section>"),
    # a table of levels (Python's logging HOWTO): its cells are the text's
    ("WARNING", '<table><tr><th>Level</th><th>When it is used</th></tr><tr><td>INFO</td><td>Confirmation that things '
                'are working as expected.</td></tr><tr><td>WARNING</td><td>{}</td></tr></table>'),
    # the same table as Sphinx writes it, a paragraph in each cell (docs.python.org's logging HOWTO)
    ("WARNING", '<table><tr><th><p>Level</p></th><th><p>When it is used</p></th></tr><tr><td><p>INFO</p></td><td><p>'
                'Confirmation that things are working as expected.</p></td></tr><tr><td><p>WARNING</p></td><td><p>{}</p>'
                '</td></tr></table>'),
])
def test_a_title_of_its_own_or_a_sections_heading_stays(title: str, box: str) -> None:
    found = _doc_page(box)
    assert title in found
    assert all(t in found for t in _DOC)
