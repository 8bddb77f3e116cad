"""Session 36's hostile review of the rules session 35 added to the extractor (xreview36): pages of other sites and
languages where such a rule removed the article's own text, each beside the class the rule was made for, which still
goes; and, for the rules that held, one page each that would fail if the rule grew too broad."""

from __future__ import annotations

import pytest
from test_vert_news28 import _paragraphs, short_article
from vert_support import STORY_TEXTS, article_head, article_ld, paragraphs, processed

_EN = list(STORY_TEXTS["en"])
_DE = list(STORY_TEXTS["de"])
_HI = ["मौसम विभाग ने कहा कि राजधानी दिल्ली में बुधवार को भारी बारिश होगी और लोगों को घरों में रहने की सलाह दी गई है।",
       "नगर निगम ने सभी स्कूलों को दो दिनों के लिए बंद करने का आदेश दिया है और आपातकालीन टीमों को तैयार रखा गया है।",
       "पिछले साल इसी महीने में बारिश से कई इलाकों में पानी भर गया था और यातायात घंटों तक ठप रहा था।"]


# --- 1. a pull quote's next line in its <blockquote> is its speaker's only when it names one -------------------------
# (boiler._without_pull_quotes: a blockquote whose words the text repeats goes, and the short line after it in the
# same quote; a statement quoted whole, a song's lines, a clause with its source are quotes whose FIRST line the text
# repeats, the next one not)

@pytest.mark.parametrize(("lang", "texts", "said", "quote", "rest"), [
    # a statement: the article quotes its first sentence, the blockquote gives it whole
    ("en", _EN, 'In a statement the council said: "We are deeply saddened by the loss of our colleague and friend." '
                "The clerk had served for thirty years in the town hall.",
     "We are deeply saddened by the loss of our colleague and friend.", "Our thoughts are with his family."),
    # a song's chorus the review quotes, then its next line
    ("en", _EN, 'The chorus, "We will rise again tonight under the northern lights", became an anthem at the protests '
                "across the country last year.",
     "We will rise again tonight under the northern lights", "And no one will hold us down"),
    # a clause the court cited, its source under it
    ("de", _DE, "Das Gericht stützte sich auf den Satz „Die Würde des Menschen ist unantastbar.“ und verwies auf die "
                "ständige Rechtsprechung.",
     "Die Würde des Menschen ist unantastbar.", "Artikel 1 Absatz 1 Grundgesetz"),
])
def test_a_quotes_next_line_that_names_no_speaker_stays(lang: str, texts: list[str], said: str, quote: str,
                                                        rest: str) -> None:
    found = short_article(lang, "Council mourns its clerk", texts,
                          f"<p>{said}</p><blockquote><p>{quote}</p><p>{rest}</p></blockquote>")
    assert rest in found and said in found and all(t in found for t in texts)


@pytest.mark.parametrize("speaker", ["— Tom Reyes, board member", "Miroslav Doležal, starosta"])
def test_a_pull_quotes_speaker_line_in_a_paragraph_still_goes(speaker: str) -> None:
    said = ('"Our teenagers are not getting enough sleep, and the research on this is clear," Tom Reyes, a board '
            "member, told the meeting on Tuesday.")
    found = short_article("en", "Council mourns its clerk", _EN, f"<p>{said}</p><blockquote><p>Our teenagers are not "
                          f"getting enough sleep, and the research on this is clear</p><p>{speaker}</p></blockquote>")
    assert found[1:] == [_EN[0], said, *_EN[1:]]


# --- 2. a conference's programme in an article is no live blog's heads (boiler._paragraph_heads) ---------------------

_PROGRAMME = {
    "de": (["09:00 Jana Malá", "09:30 Petr Novák", "10:15 Anna Schmidt"],
           ["Die Bürgermeisterin eröffnet die Konferenz und begrüßt die Gäste aus den Partnerstädten.",
            "Der Verkehrsplaner zeigt, wie Prag den Radverkehr in zehn Jahren verdoppelt hat.",
            "Die Forscherin stellt eine Studie über den Lieferverkehr in Innenstädten vor."]),
    "en": (["Jane Smith 10:00", "Tom Baker 11:30", "Sarah Jones 14:00"],
           ["The keynote looks back on ten years of the city's cycling strategy and what it achieved.",
            "A panel of shop owners discusses deliveries by cargo bike in the old town's narrow streets.",
            "The closing talk presents the plans for the new tram line to the northern districts."]),
}


@pytest.mark.parametrize("lang", sorted(_PROGRAMME))
def test_a_programmes_speakers_in_the_days_order_stay(lang: str) -> None:
    """Three talks, each a time and its speaker over a sentence on it: the speakers each once, the times rising;
    a live blog's newest entry comes first, or its reporters sign several entries."""
    heads, talks = _PROGRAMME[lang]
    texts = _DE if lang == "de" else _EN
    programme = "".join(f"<p>{head}</p><p>{talk}</p>" for head, talk in zip(heads, talks))
    found = short_article(lang, "Verkehrskonferenz im Rathaus", texts, end=programme)
    assert found[1:] == [*texts, *(line for pair in zip(heads, talks) for line in pair)]


def test_a_live_blog_oldest_entry_first_still_loses_its_heads() -> None:
    """A live blog kept in the order of its entries, its two reporters signing them in turn: the heads go."""
    heads = ["13:10 Jane Smith", "13:55 Tom Baker", "14:30 Jane Smith"]
    entries = ["Storm Darragh brought gusts of more than ninety miles an hour to the west coast overnight.",
               "More than twenty thousand homes in Cornwall are without power, the network operator said.",
               "The Met Office has extended its amber warning for wind until six o'clock this evening."]
    found = short_article("en", "Storm Darragh: live updates", _EN,
                          "".join(f"<p>{h}</p><p>{e}</p>" for h, e in zip(heads, entries)))
    assert not any(h in found for h in heads) and all(e in found for e in entries)


# --- 3. a Hindi report's sentence on an appeal to join a WhatsApp channel (phrases: the Hindi follow prompt) ----------

@pytest.mark.parametrize("line", [
    "पुलिस ने लोगों से अपील की कि वे आधिकारिक व्हाट्सएप चैनल से जुड़ें और फर्जी खबरों से सावधान रहें।",
    "नागरिक सरकार के व्हाट्सएप चैनल से जुड़ें और अफवाहों से बचें, मुख्यमंत्री ने कहा।",
])
def test_a_hindi_sentence_reporting_an_appeal_to_join_a_channel_stays(line: str) -> None:
    found = short_article("hi", "दिल्ली में बारिश", _HI, f"<p>{line}</p>")
    assert line in found and all(t in found for t in _HI)


def test_the_hindi_papers_channel_prompt_still_goes() -> None:
    prompt = "अमर उजाला व्हाट्सएप चैनल से जुड़ें और पाएं हर बड़ी खबर।"
    assert short_article("hi", "दिल्ली में बारिश", _HI, end=f"<p>{prompt}</p>")[1:] == _HI


# --- 4. rules that held: a page each that fails if the rule grows too broad ------------------------------------------

def _headline(url: str, title: str, headline: str, top: str, lang: str = "de") -> str:
    html = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta property="og:title" content="{headline}"><meta property="og:type" content="article"></head>'
            f'<body><header><a href="/" class="logo">Home</a></header><main><article>{top}{paragraphs(_DE)}'
            "</article></main></body></html>")
    return _paragraphs(processed(html, url).body)[0]


@pytest.mark.parametrize(("url", "title", "headline", "top"), [
    # headline.drop_site_heading / _glued_in_host: a blog's post whose title holds the blog's name the host glues,
    # under the blog's heading; a bank's press release opening with the bank's name its host glues
    ("https://gartenglueckamstadtrand.blogspot.com/2026/11/zehn-jahre.html",
     "Gartenglück am Stadtrand: Gartenglück am Stadtrand wird zehn Jahre alt", "Gartenglück am Stadtrand wird zehn Jahre alt",
     "<h1>Gartenglück am Stadtrand</h1><h2>Gartenglück am Stadtrand wird zehn Jahre alt</h2>"),
    ("https://www.ceskasporitelna.cz/tiskove-zpravy/snizeni-sazeb", "Česká spořitelna snižuje sazby hypoték | Česká "
     "spořitelna", "Česká spořitelna snižuje sazby hypoték", "<h1>Česká spořitelna snižuje sazby hypoték</h1>"),
])
def test_a_headline_opening_with_the_name_the_host_glues_stays_the_headline(url: str, title: str, headline: str,
                                                                            top: str) -> None:
    assert _headline(url, title, headline, top) == headline


def test_a_news_sections_listing_under_news_is_no_article() -> None:
    """pagetype._NEWS_ITEM_PATH: a university's research news (``/news/research/``), its teasers a linked title, a
    date and a summary each, is a listing, not one news item."""
    from corpustools.config import load_settings
    from corpustools.vert.document import options_from_settings, process
    from corpustools.vert.read import HtmlRecord

    summaries = [
        "The university opened its new chemistry laboratory on Monday, with space for two hundred students and forty "
        "researchers.",
        "A team from the faculty of science received a grant of two million euros to study droughts in central Europe.",
        "More than three thousand former students came back to the campus for the annual alumni day on Saturday.",
        "During the exam period the main library will stay open until midnight on weekdays and until ten on weekends."]
    teasers = "".join(f'<div class="teaser"><h3><a href="/news/research/item-{i}">Research item {i}</a></h3>'
                      f'<p class="date">{20 - i}.11.2026</p><p>{s}</p></div>' for i, s in enumerate(summaries))
    html = ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Research news - University of '
            'Example</title></head><body><header><nav><a href="/">Home</a><a href="/news/">News</a></nav></header>'
            f'<main><h1>Research news</h1>{teasers}<nav class="pager"><a href="/news/research/?page=2">Next</a></nav>'
            '</main></body></html>')
    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord("https://www.uni.example.edu/news/research/", "2026-11-30T08:00:00Z", 0,
                             "text/html; charset=utf-8", html.encode()), options)
    assert doc.skipped or doc.attrs["type"] != "article"


@pytest.mark.parametrize(("stated", "author"), [("Ville Niinistö", "Ville Niinistö"), ("Obec Lipůvka", "")])
def test_a_writer_whose_name_opens_like_an_authority_stays_the_writer(stated: str, author: str) -> None:
    """metadata._AUTHORITY: "Ville de …" is a town's, "Ville" alone a Finnish writer's given name."""
    html = (article_head("Budget approved", "en", f'<meta name="author" content="{stated}">')
            + f"<body><main><article><h1>Budget approved</h1>{paragraphs(_EN)}</article></main></body></html>")
    assert processed(html, "https://www.example.com/news/budget-approved-1234").attrs.get("author", "") == author


@pytest.mark.parametrize(("lang", "texts", "inserted", "kept"), [
    # boiler._ADMONITIONS: the word opening a sentence, and the word as a crosshead among the text's paragraphs
    ("de", _DE, "<p>Hinweis: Die Frist für Einsprüche endet am 31. Dezember.</p>",
     ["Hinweis: Die Frist für Einsprüche endet am 31. Dezember."]),
    ("de", _DE, "<p><strong>Wichtig</strong></p><p>Wer bis zum 31. Dezember keinen Antrag stellt, verliert den "
                "Anspruch.</p>", ["Wichtig"]),
    ("en", _EN, "<div class='note'><p>Note that the figures exclude the costs of the new depot.</p></div>",
     ["Note that the figures exclude the costs of the new depot."]),
    # boiler._paragraph_heads: three short bold paragraphs over the text's sections are no live blog's heads
    ("de", _DE, "<p><b>Schulen</b></p><p>Die Schulen erhalten mehr Geld für neue Computer und Tablets.</p>"
                "<p><b>Straßen</b></p><p>Die Straßen im Norden werden bis 2028 saniert, sagte der Bürgermeister.</p>"
                "<p><b>Bäder</b></p><p>Das Hallenbad bleibt geöffnet, die Preise steigen leicht.</p>",
     ["Schulen", "Straßen", "Bäder"]),
    # phrases: the AMP page's full-version link and the audio player's label are no sentence opening so
    ("en", _EN, "<p>See the full version of the budget on the council's website, where all 400 pages are "
                "published.</p>",
     ["See the full version of the budget on the council's website, where all 400 pages are published."]),
    ("en", _EN, "<p>Listen to the full story of how the budget was made in our podcast this Friday.</p>",
     ["Listen to the full story of how the budget was made in our podcast this Friday."]),
])
def test_a_sentence_or_a_crosshead_like_a_label_stays(lang: str, texts: list[str], inserted: str,
                                                      kept: list[str]) -> None:
    found = short_article(lang, "Stadtrat beschließt den Haushalt", texts, inserted)
    assert all(k in found for k in kept) and all(t in found for t in texts)


def test_a_blog_posts_section_on_related_products_stays() -> None:
    """phrases.RELATED's shop boxes: "Related products" heading a blog post's section of sentences is the post's."""
    section = ["If a full desk is too much, a desk converter that sits on top of your existing table is a cheaper way "
               "to try standing.",
               "A good anti-fatigue mat matters as much as the desk itself, since standing on a hard floor gets painful "
               "after an hour."]
    html = (article_head("Best standing desks - Gadget Blog", "en",
                         article_ld("BlogPosting", "Best standing desks", "Eva Braun", "2026-11-23"))
            + f"<body><main><article><h1>Best standing desks</h1>{paragraphs(_EN)}<h2>Related products</h2>"
            f"{paragraphs(section)}</article></main></body></html>")
    found = _paragraphs(processed(html, "https://www.gadgetblog.example.com/best-standing-desks/").body)
    assert all(t in found for t in [*_EN, *section])


# --- 5. a crosshead naming the section's subject, a person the text names by the surname in the genitive -------------
# (headline._heads_section: a line of a given name (byline.GIVEN_NAMES) and a surname that is a word of the text is a
# writer's byline, "Thomas Winter" over "Im Winter …"; the surname in the genitive is the person's)

@pytest.mark.parametrize(("lang", "crosshead", "texts"), [
    ("de", "Martin Luther",
     ["Vor fünfhundert Jahren veränderte ein Mönch aus Wittenberg die Kirche und die deutsche Sprache für immer, sagen "
      "Historiker.",
      "Luthers Übersetzung der Bibel machte das Ostmitteldeutsche zur Grundlage der Schriftsprache, die wir heute "
      "sprechen.",
      "Seine Thesen verbreiteten sich dank des Buchdrucks in wenigen Wochen im ganzen Reich und darüber hinaus."]),
    ("en", "Elizabeth Fry",
     ["The prison museum opens a new wing this weekend on the reformers who changed how Britain treated its inmates.",
      "Fry's visits to Newgate in 1813 shocked her into campaigning for women prisoners and their children.",
      "Her reading groups and sewing classes were copied in prisons across the country within a decade."]),
])
def test_a_crosshead_naming_the_person_the_text_names_in_the_genitive_stays(lang: str, crosshead: str,
                                                                            texts: list[str]) -> None:
    found = short_article(lang, "Reformation und Sprache", texts, f"<p><strong>{crosshead}</strong></p>", author="")
    assert found[1:] == [texts[0], crosshead, *texts[1:]]


# --- 6. a product's lines after the shipping and returns panel are the page's (choose._with_good_text, boiler.clean) --
# (the panel in Dawn's <details>, its heading in the <summary>: its lines go, and only its own; the product's care
# and size lines in the next element stay)

@pytest.mark.parametrize(("lang", "title", "description", "panel", "lines", "after"), [
    ("de", "Leinenhemd Nora",
     "Unser Leinenhemd Nora wird in einer kleinen Weberei in Portugal aus reinem europäischem Leinen gefertigt und ist "
     "weich vorgewaschen.", "Versand &amp; Rückgabe", ["Kostenloser Versand ab 50 €.", "Rückgabe innerhalb von 30 Tagen."],
     ["Material: 100 % Leinen", "Pflege: 30 °C Schonwaschgang", "Das Model ist 172 cm groß und trägt Größe S."]),
    ("en", "Linen shirt Nora",
     "Our linen shirt Nora is woven in a small mill in Portugal from pure European linen and comes soft and "
     "pre-washed.", "Shipping &amp; Returns", ["Free shipping on orders over £50.", "Free returns within 30 days."],
     ["Material: 100% linen", "Care: machine wash at 30 °C", "The model is 172 cm tall and wears size S."]),
])
def test_a_products_lines_after_the_policy_panel_stay(lang: str, title: str, description: str, panel: str,
                                                      lines: list[str], after: list[str]) -> None:
    html = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title} – Atelier Linde</title>'
            '<meta property="og:type" content="product"></head><body><header><a href="/">Atelier Linde</a></header>'
            f'<main><section class="product"><h1 class="product__title">{title}</h1><div class="price">89,00 €</div>'
            f'<div class="product__description rte"><p>{description}</p></div><details class="accordion"><summary>'
            f'<h2 class="accordion__title">{panel}</h2></summary><div class="accordion__content">{paragraphs(lines)}'
            f'</div></details><div class="product__text">{paragraphs(after)}</div></section></main><footer><p>© 2026 '
            'Atelier Linde</p></footer></body></html>')
    found = _paragraphs(processed(html, "https://atelier-linde.example.com/products/nora").body)
    assert description in found and all(a in found for a in after)
    assert not any(line in found for line in lines) and panel.replace("&amp;", "&") not in found


# --- 7. a kicker naming the subject a review's title ends with is no site's name (headline.drop_site_heading) --------
# (a heading the title's last part names, over the page's title: the site's name heading a forum's or a blog's page
# in its larger type, <h1> over the topic's <h2>; a review's <h2> kicker over its <h1> names the band)

@pytest.mark.parametrize(("lang", "title", "kicker", "headline", "url"), [
    ("en", "A Night at the Opera - Queen", "Queen", "A Night at the Opera",
     "https://www.musicreviews.example.com/reviews/a-night-at-the-opera/"),
    ("de", "Die Mensch-Maschine | Kraftwerk", "Kraftwerk", "Die Mensch-Maschine",
     "https://www.plattenkritik.example.de/rezension/die-mensch-maschine/"),
])
def test_a_reviews_kicker_the_title_ends_with_stays(lang: str, title: str, kicker: str, headline: str,
                                                    url: str) -> None:
    texts = _EN if lang == "en" else _DE
    html = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head><body>'
            '<header><a href="/" class="logo">Home</a></header><main><article>'
            f'<h2 class="kicker">{kicker}</h2><h1>{headline}</h1>{paragraphs(texts)}</article></main></body></html>')
    assert _paragraphs(processed(html, url).body)[:3] == [headline, kicker, texts[0]]


# --- 8. a short dated sentence in a script without capitals is no meta line (boiler._caseless_names) ----------------

_AR = ["أعلنت وزارة الصحة اليوم عن افتتاح مستشفى جديد في المدينة بسعة مئتي سرير لخدمة سكان المناطق الشمالية.",
       "وقال الوزير إن المستشفى سيبدأ باستقبال المرضى خلال الأسابيع القادمة بعد اكتمال تجهيز الأقسام.",
       "ويأتي المشروع ضمن خطة حكومية لتحسين الخدمات الصحية في المحافظات خلال السنوات الخمس المقبلة."]


@pytest.mark.parametrize(("lang", "texts", "line"), [
    ("hi", _HI, "मतदान 12.12.2026 को सुबह 7:00 बजे शुरू होगा"),
    ("hi", _HI, "परिणाम 15.12.2026 को घोषित होंगे"),
    ("ar", _AR, "الافتتاح الرسمي 12.12.2026 الساعة 10:00"),
])
def test_a_short_dated_sentence_in_a_caseless_script_stays(lang: str, texts: list[str], line: str) -> None:
    found = short_article(lang, "x", texts, f"<p>{line}</p>")
    assert line in found and all(t in found for t in texts)
