"""The extraction classes session 26 left open (session 27): a related-articles box written as bare siblings of the
article's paragraphs, a loose copyright notice in a sentence at the article's end, bylines in scripts without
capitals, a relative "updated" time beating the shown publication date.  Pages written after the markup news CMSs
and themes write, in English, German, French, Czech, Russian, Ukrainian, Chinese, Japanese, Arabic, Hebrew, Hindi
and Portuguese; each class with guards of the same shape that must stay as they are."""

from __future__ import annotations

import re

import pytest
from vert_support import page, processed

from corpustools.vert.choose import extract_page

ARTICLE = '<meta property="og:type" content="article">'


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, {"languages": ()}).blocks]


# --- a related-articles box written as bare siblings of the article's paragraphs ------------------------------

# (heading, the article's four paragraphs, two teasers: title, excerpt), per language
RELATED = {
    "de": ("Lesen Sie auch",
           ["Die Stadtverwaltung hat am Montag einen neuen Plan für den Ausbau der Radwege vorgestellt, der bis zum "
            "Jahr 2030 umgesetzt werden soll.",
            "Nach Angaben der Verkehrsdezernentin sollen dafür rund 40 Millionen Euro aus dem Haushalt und aus "
            "Fördermitteln des Landes bereitgestellt werden.",
            "Kritik kam von der Opposition, die den Zeitplan für unrealistisch hält und eine bessere Abstimmung mit "
            "den Nachbargemeinden fordert.",
            "Der Stadtrat soll im Januar über den Plan abstimmen; bis dahin können Bürger ihre Vorschläge einreichen."],
           [("Neue Buslinie verbindet Nordstadt und Bahnhof",
             "Ab Dezember fährt eine neue Buslinie im Zehn-Minuten-Takt zwischen der Nordstadt und dem Hauptbahnhof."),
            ("Parkgebühren steigen im neuen Jahr",
             "Wer in der Innenstadt parkt, muss ab Januar mehr bezahlen, wie die Stadt am Freitag mitteilte.")]),
    "en": ("Related",
           ["The city council on Monday approved a plan to extend the network of protected bike lanes by forty miles "
            "before the end of the decade.",
            "Officials said the project would cost about $40 million, most of it covered by a state grant awarded "
            "earlier this year.",
            "Opponents on the council argued that the timeline was unrealistic and that businesses had not been "
            "consulted about the loss of parking.",
            "A final vote on the construction contracts is expected in January, after a round of public hearings."],
           [("New bus route links the north side with downtown",
             "Starting in December, buses will run every ten minutes between the north side and the central station."),
            ("Parking fees to rise in the new year",
             "Drivers who park downtown will pay more from January, the city said on Friday.")]),
    "fr": ("À lire aussi",
           ["Le conseil municipal a adopté lundi un plan visant à prolonger de soixante kilomètres le réseau de pistes "
            "cyclables d'ici à la fin de la décennie.",
            "Selon l'adjointe chargée des mobilités, le projet coûtera environ 40 millions d'euros, financés en "
            "grande partie par la région.",
            "L'opposition juge le calendrier irréaliste et reproche à la majorité de ne pas avoir consulté les "
            "commerçants du centre-ville.",
            "Le vote sur les marchés de travaux est attendu en janvier, après une série de réunions publiques."],
           [("Une nouvelle ligne de bus relie le nord de la ville à la gare",
             "À partir de décembre, un bus passera toutes les dix minutes entre les quartiers nord et la gare."),
            ("Le stationnement plus cher en janvier",
             "Les automobilistes qui se garent dans le centre paieront davantage dès janvier, a annoncé la mairie.")]),
    "cs": ("Související",
           ["Zastupitelstvo v pondělí schválilo plán, podle kterého má do konce desetiletí přibýt ve městě šedesát "
            "kilometrů cyklostezek.",
            "Podle náměstkyně pro dopravu bude projekt stát zhruba miliardu korun, většinu zaplatí kraj z evropských "
            "fondů.",
            "Opozice považuje harmonogram za nereálný a vyčítá vedení města, že se neporadilo s obchodníky v centru.",
            "O zakázkách na stavbu mají zastupitelé hlasovat v lednu, po sérii veřejných projednání."],
           [("Nová autobusová linka spojí sídliště s nádražím",
             "Od prosince bude mezi severním sídlištěm a hlavním nádražím jezdit autobus každých deset minut."),
            ("Parkování v centru zdraží",
             "Řidiči, kteří parkují v centru města, zaplatí od ledna víc, oznámila v pátek radnice.")]),
    "ru": ("Читайте также",
           ["Городская дума в понедельник утвердила план, по которому к концу десятилетия в городе появятся "
            "шестьдесят километров велодорожек.",
            "По словам вице-мэра, проект обойдется примерно в три миллиарда рублей, большую часть выделит область.",
            "Оппозиция считает сроки нереальными и упрекает мэрию в том, что она не посоветовалась с предпринимателями.",
            "Голосование по контрактам на строительство ожидается в январе, после общественных слушаний."],
           [("Новый автобусный маршрут свяжет север города с вокзалом",
             "С декабря автобусы будут ходить каждые десять минут между северными районами и вокзалом."),
            ("Парковка в центре подорожает",
             "Водители, которые паркуются в центре, с января будут платить больше, сообщили в мэрии.")]),
}


def _teaser_h3(cards) -> str:  # a CMS's related box pasted into the body: linked headings, each with its excerpt
    return "".join(f'<h3><a href="/news/{i}-story">{t}</a></h3><p>{e}</p>' for i, (t, e) in enumerate(cards))


def _teaser_p(cards) -> str:  # ... linked title paragraphs with their excerpts
    return "".join(f'<p><a href="/news/{i}-story"><strong>{t}</strong></a></p><p>{e}</p>' for i, (t, e) in enumerate(cards))


def _teaser_div(cards) -> str:  # ... each card in a div of its own, beside the article's paragraphs
    return "".join(f'<div class="teaser"><h4><a href="/news/{i}-story">{t}</a></h4><p>{e}</p></div>'
                   for i, (t, e) in enumerate(cards))


def _teaser_link_card(cards) -> str:  # ... each card wholly a link, its heading and excerpt inside
    return "".join(f'<a class="teaser" href="/news/{i}-story"><h3>{t}</h3><p>{e}</p></a>' for i, (t, e) in enumerate(cards))


def _related_page(lang: str, box: str) -> tuple[str, str]:
    _, paragraphs, _ = RELATED[lang]
    body = ('<header><nav><a href="/">Home</a> <a href="/local">Local</a></nav></header><main><article>'
            '<h1>Headline of the story</h1>' + "".join(f"<p>{p}</p>" for p in paragraphs[:2]) + box
            + "".join(f"<p>{p}</p>" for p in paragraphs[2:]) + '</article></main><footer><p>Imprint</p></footer>')
    return page(ARTICLE + body, "Story"), f"https://www.citynews.example/{lang}/local/bike-lanes-plan"


@pytest.mark.parametrize("lang", sorted(RELATED))
@pytest.mark.parametrize("cards", [_teaser_h3, _teaser_p, _teaser_div, _teaser_link_card], ids=["h3", "p", "div", "a"])
def test_a_related_box_written_as_siblings_of_the_articles_paragraphs_goes_and_the_article_after_it_stays(lang, cards):
    """The box's heading among the article's paragraphs, no element of its own, its linked titles and excerpts
    the paragraphs' siblings: the excerpts were kept as the article's text (``_sentence_between``, ``_prose_pair``:
    plain sentences after the heading); now they go with their titles, and the article's two last paragraphs stay."""
    heading, paragraphs, teasers = RELATED[lang]
    html, url = _related_page(lang, f"<h2>{heading}</h2>" + cards(teasers))
    text = _texts(html, url)
    assert text[1:] == paragraphs


def _teaser_dl(cards) -> str:  # the cards in a list beside the heading: a glossary's titles and excerpts
    return "<dl>" + "".join(f'<dt><a href="/news/{i}-story">{t}</a></dt><dd>{e}</dd>' for i, (t, e) in enumerate(cards)) \
        + "</dl>"


def _teaser_ul(cards) -> str:  # ... an unordered list's items, each a linked title and its excerpt
    return "<ul>" + "".join(f'<li><a href="/news/{i}-story">{t}</a><p>{e}</p></li>' for i, (t, e) in enumerate(cards)) \
        + "</ul>"


@pytest.mark.parametrize("lang", sorted(RELATED))
@pytest.mark.parametrize("cards", [_teaser_dl, _teaser_ul], ids=["dl", "ul"])
def test_the_articles_short_paragraphs_after_a_related_list_beside_its_heading_stay(lang, cards):
    """The heading among the article's paragraphs, its cards in a list of their own beside it: the teaser run went on
    over the article's paragraphs after the list (shorter than ``boiler.PROSE``, inside the element the heading
    and the list share); now the list is the box, and the paragraphs after it end the run."""
    heading, paragraphs, teasers = RELATED[lang]
    html, url = _related_page(lang, f"<h2>{heading}</h2>" + cards(teasers))
    assert _texts(html, url)[1:] == paragraphs


@pytest.mark.parametrize("lang", sorted(RELATED))
def test_a_related_heading_before_two_bare_links_leaves_the_next_paragraphs(lang):
    """Two linked lines under the heading and no excerpt under the first: the cards have none, and the paragraphs
    after the links are the article's, however short."""
    heading, paragraphs, teasers = RELATED[lang]
    links = "".join(f'<p><a href="/news/{i}-story">{t}</a></p>' for i, (t, _) in enumerate(teasers))
    html, url = _related_page(lang, f"<p><strong>{heading}:</strong></p>" + links)
    text = _texts(html, url)
    assert text[-2:] == paragraphs[2:] and paragraphs[0] in text and paragraphs[1] in text


def test_a_related_section_of_the_articles_own_with_links_in_its_prose_stays():
    """A blog post's "Related work" section: paragraphs citing with links inside them, no linked title alone."""
    section = ("<h2>Related</h2><p>Earlier studies of protected lanes in <a href='https://example.org/a'>Copenhagen"
               "</a> found that cycling rose by a fifth within three years of their opening, and that most of the new "
               "riders had driven before.</p><p>A survey by the <a href='https://example.org/b'>institute</a> reached "
               "similar conclusions for smaller towns, where traffic is lighter and distances are shorter.</p>")
    html, url = _related_page("en", section)
    text = _texts(html, url)
    assert any(t.startswith("Earlier studies") for t in text) and any(t.startswith("A survey by") for t in text)
    assert text[-1] == RELATED["en"][1][-1]


@pytest.mark.parametrize("heading", ["Related", "See also"])
def test_a_related_section_of_the_articles_own_citing_with_many_links_stays(heading):
    """The same section, its paragraphs a fifth links or more: they went as the box's teasers (a paragraph with
    a tenth of links or more was no prose to the teaser run); beside the heading and the paragraph before it,
    ending as sentences, they are the article's."""
    section = (f"<h2>{heading}</h2><p>Earlier studies of <a href='https://example.org/a'>protected lanes in Copenhagen"
               "</a> found that cycling rose by a fifth within three years of their opening, and that most of the new "
               "riders had driven before.</p><p>A survey by <a href='https://example.org/b'>the national transport "
               "institute</a> reached similar conclusions for smaller towns, where traffic is lighter.</p>")
    html, url = _related_page("en", section)
    text = _texts(html, url)
    assert any(t.startswith("Earlier studies") for t in text) and any(t.startswith("A survey by") for t in text)
    assert text[-1] == RELATED["en"][1][-1]


def test_one_card_among_the_paragraphs_is_left_to_the_older_rules():
    """One linked title and a paragraph after the heading: the paragraph may be the article going on; kept."""
    heading, paragraphs, teasers = RELATED["de"]
    html, url = _related_page("de", f"<h2>{heading}</h2>" + _teaser_h3(teasers[:1]))
    text = _texts(html, url)
    assert text[-2:] == paragraphs[2:]


# --- a copyright notice at the end of the article, in its last paragraph or worded without "all rights reserved" -

RU = RELATED["ru"][1]
NOTICE_TAILS = {
    "ru-same-paragraph": (RU, "© 2026 Городские новости. Все права защищены. Перепечатка материалов возможна только с "
                          "письменного разрешения редакции."),
    "uk-same-paragraph": (["Міська рада в понеділок затвердила план, за яким до кінця десятиліття в місті з'явиться "
                           "шістдесят кілометрів велодоріжок.",
                           "За словами заступника міського голови, проєкт коштуватиме близько мільярда гривень.",
                           "Опозиція вважає терміни нереальними і дорікає мерії, що вона не порадилася з підприємцями."],
                          "© 2026 Міські новини. Усі права захищені."),
    "de-same-paragraph": (RELATED["de"][1][:3], "© 2026 Stadtblatt GmbH. Alle Rechte vorbehalten."),
    "en-same-paragraph": (RELATED["en"][1][:3], "Copyright © 2026 City News Ltd. All rights reserved. This material may "
                          "not be published, broadcast, rewritten or redistributed."),
}


@pytest.mark.parametrize("name", sorted(NOTICE_TAILS))
def test_a_rights_notice_ending_the_articles_last_paragraph_is_cut_off_it(name):
    """The notice glued to the last paragraph (one ``<p>``, the CMS's footer field appended): the whole block of
    400 characters or less went as a notice, the article's last sentence with it; now the notice alone goes."""
    paragraphs, notice = NOTICE_TAILS[name]
    body = ("<article><h1>Headline</h1>" + "".join(f"<p>{p}</p>" for p in paragraphs[:-1])
            + f"<p>{paragraphs[-1]} {notice}</p></article>")
    text = _texts(page(ARTICLE + body, "t"), "https://www.citynews.example/news/2026/bike-lanes")
    assert text[1:] == paragraphs


@pytest.mark.parametrize("notice", [
    "Все материалы сайта защищены авторским правом. © 2026 Городские новости.",
    "© 2026 Городские новости. Перепечатка материалов без разрешения редакции запрещена.",
    "При использовании материалов ссылка на «Городские новости» обязательна. © 2026",
    "© 2026 Міські новини. Передрук матеріалів лише з дозволу редакції.",
    "© Stadtblatt 2026 – Nachdruck nur mit Genehmigung der Redaktion.",
    "© 2026 Le Journal de la Ville – reproduction interdite sans autorisation.",
])
def test_a_signed_copyright_line_worded_otherwise_goes(notice):
    """A line with the copyright sign and a reprint or copyright clause, without "all rights reserved" in any of
    the notice tables' wordings: it stayed as the article's last line."""
    body = "<article><h1>Headline</h1>" + "".join(f"<p>{p}</p>" for p in RU) + f"<p>{notice}</p></article>"
    text = _texts(page(ARTICLE + body, "t"), "https://www.citynews.example/news/2026/bike-lanes")
    assert text[1:] == RU


@pytest.mark.parametrize("line", [
    "Министр с нажимом потребовал пересмотреть закон, заявив журналистам, что «все права защищены» лишь на бумаге.",
    "Der Minister forderte mit Nachdruck eine Reform, das Foto der Sitzung stammt von © dpa und wurde gestern gemacht.",
    "The court found the label \"All rights reserved\" meaningless because the publisher had sold those rights in 2019.",
    "未经授权，不得转载。",
])
def test_prose_about_rights_and_an_agencys_reprint_note_stay(line):
    """A sentence quoting the words, an idiom ("mit Nachdruck") beside a picture's credit, a paragraph going on
    after the words, a Chinese agency's reprint note without the sign (the truths keep it): kept, and whole."""
    body = "<article><h1>Headline</h1>" + "".join(f"<p>{p}</p>" for p in RELATED["en"][1]) + f"<p>{line}</p></article>"
    text = _texts(page(ARTICLE + body, "t"), "https://www.citynews.example/news/2026/bike-lanes")
    assert text[-1] == line


# --- bylines in scripts without capitals: the name to the metadata, the line out of the text ------------------

SCRIPTS = {
    "zh": ("作者：张三", "张三", ["北京市政府周一公布了一项新计划，到二零三零年将在全市新建六十公里自行车道。",
                          "据交通部门负责人介绍，该项目总投资约为十亿元，大部分资金来自市级财政。",
                          "反对者认为时间表不切实际，并批评政府没有与市中心商户充分沟通。"]),
    "ja": ("記者：山田太郎", "山田太郎", ["東京都は月曜日、二〇三〇年までに都内に六十キロの自転車道を整備する計画を発表した。",
                                "担当者によると、事業費は約百億円で、大部分は都の予算でまかなわれる。",
                                "反対派は日程が非現実的だと批判し、商店街との協議が不十分だと指摘した。"]),
    "ar": ("بقلم: أحمد محمد", "أحمد محمد",
           ["أعلنت بلدية المدينة يوم الاثنين عن خطة لإنشاء ستين كيلومترا من مسارات الدراجات بحلول نهاية العقد.",
            "وقال مسؤول في البلدية إن تكلفة المشروع تبلغ نحو أربعين مليون دولار، تمول الحكومة معظمها.",
            "وانتقد معارضون الجدول الزمني واعتبروه غير واقعي، مطالبين بالتشاور مع أصحاب المتاجر."]),
    "he": ("מאת: דני כהן", "דני כהן",
           ["עיריית העיר הודיעה ביום שני על תוכנית לסלול שישים קילומטרים של שבילי אופניים עד סוף העשור.",
            "לדברי סגנית ראש העיר, עלות הפרויקט תגיע לכארבעים מיליון שקלים, רובם ממימון ממשלתי.",
            "האופוזיציה טוענת כי לוח הזמנים אינו מציאותי וכי בעלי העסקים במרכז העיר לא נשאלו."]),
    "hi": ("लेखक: राहुल शर्मा", "राहुल शर्मा",
           ["नगर निगम ने सोमवार को दशक के अंत तक शहर में साठ किलोमीटर साइकिल पथ बनाने की योजना की घोषणा की।",
            "अधिकारियों के अनुसार परियोजना पर लगभग चार सौ करोड़ रुपये खर्च होंगे, जिसका अधिकांश हिस्सा राज्य सरकार देगी।",
            "विपक्ष ने समय सीमा को अवास्तविक बताया और कहा कि व्यापारियों से सलाह नहीं ली गई।"]),
    "ru": ("Автор: Иван Петров", "Иван Петров", RU),
}


def _flat(text: str) -> str:
    """Text without blanks (and a rendered document without its tags): compared so, a paragraph is found in the
    vertical however its tokens were split."""
    return re.sub(r"<[^>]*>|\s", "", text)


def _script_page(lang: str, line: str, where: str) -> tuple[str, str]:
    _, _, paragraphs = SCRIPTS[lang]
    body = ("<article><h1>Headline 2026</h1>" + (f"<p>{line}</p>" if where == "before" else "")
            + "".join(f"<p>{p}</p>" for p in paragraphs) + (f"<p>{line}</p>" if where == "after" else "") + "</article>")
    return page(ARTICLE + body, "Headline"), f"https://news.example/{lang}/2026/11/28/bike-lanes"


@pytest.mark.parametrize("where", ["before", "after"])
@pytest.mark.parametrize("lang", sorted(SCRIPTS))
def test_a_byline_in_a_script_without_capitals_names_the_writer_and_leaves_the_text(lang, where):
    """"作者：张三", "بقلم: أحمد محمد", "Автор: Иван Петров" as a line of their own under the headline or after the
    text: the line stayed in the text (or went without naming anyone) and ``<doc author>`` was empty."""
    line, name, paragraphs = SCRIPTS[lang]
    doc = processed(*_script_page(lang, line, where))
    body = _flat(doc.body)
    assert _flat(line) not in body and doc.attrs["author"] == name
    for p in paragraphs:
        assert _flat(p) in body


def test_a_chinese_papers_reporter_line_with_a_place_stays():
    """"本报记者 王明 北京报道" names the reporter and the place reported from; the text keeps it (the older guard of
    tests/test_vert_extract_loss20.py), and no name is taken from it: "北京报道" is no name."""
    doc = processed(*_script_page("zh", "本报记者 王明 北京报道", "after"))
    assert _flat("本报记者王明北京报道") in _flat(doc.body) and "北京报道" not in doc.attrs.get("author", "")


@pytest.mark.parametrize(("lang", "line"), [
    ("zh", "作者：这本书讲述了一个关于科学家的故事。"),
    ("zh", "记者：今年的计划进展如何？"),
    ("he", "מאת הממשלה נדרש להגיש את התוכנית עד סוף החודש הבא."),
    ("ar", "كتب الطفل رسالة طويلة إلى والده المسافر منذ عامين."),
    ("ru", "Автор: это слово в законе означает создателя произведения."),
    ("ru", "Текст Конституции Российской Федерации"),
])
def test_a_sentence_that_opens_with_a_byword_stays_and_names_no_one(lang, line):
    """A sentence after the byword, not a name: kept in the text, and no writer taken from it."""
    doc = processed(*_script_page(lang, line, "after"))
    assert _flat(line) in _flat(doc.body) and not doc.attrs.get("author")


# --- a relative update time does not beat the publication's day shown as a line ---------------------------------

PT = ("A prefeitura anunciou nesta segunda-feira a reforma completa do mercado municipal, que tem mais de cem anos. "
      "As obras devem durar dois anos e custar cerca de quarenta milhões de reais, segundo a secretaria de obras.")


def _dated(stamps: str) -> str:
    body = f"<article><h1>Mercado municipal será reformado</h1>{stamps}<p>{PT}</p><p>{PT}</p></article>"
    doc = processed(page(ARTICLE + body, "Mercado"), "https://www.jornal.example/cidade/mercado-municipal-reforma")
    return doc.attrs["date"]


@pytest.mark.parametrize("stamps", [
    '<span class="date">Atualizado há 2 horas</span><p>Publicado em 28/11/2026</p>',
    '<span class="date">Aktualisiert vor 2 Stunden</span><p>Veröffentlicht am 28.11.2026</p>',
    '<span class="date">Updated 2 hours ago</span><p>Published November 28, 2026</p>',
    '<span class="date">Aktualizováno před 2 hodinami</span><p>Publikováno 28. 11. 2026</p>',
    '<p>Publié le 28 novembre 2026</p><span class="time">Mis à jour il y a 2 heures</span>',
])
def test_a_relative_update_time_does_not_beat_the_shown_publication_day(stamps):
    """The update's age in a date element, the publication's day as a labelled line: the age was read as the
    publication's (a relative date's element was never asked whether it is an update's), and the page was
    dated the capture's day."""
    assert _dated(stamps) == "2026-11-28"


@pytest.mark.parametrize("stamps", [
    '<span class="date">Aktualisiert vor 2 Stunden</span>',
    '<span class="date">Veröffentlicht vor 2 Stunden</span>',
    '<span class="date">vor 2 Stunden</span>',
])
def test_a_relative_time_alone_still_dates_the_page(stamps):
    """No other date: the age, an update's or not, still gives the page a day (the capture's, or the one before)."""
    assert _dated(stamps)
