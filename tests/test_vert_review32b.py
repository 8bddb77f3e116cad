"""The hostile review by genre (xreview32b): pages of genres other than news (short stories, poems, sports reports,
recipes, legal texts, science pages, sermons, programmes, personal blogs, interviews, job ads, classifieds, travel
guides) whose ordinary lines look like furniture, in a WordPress theme's markup (Twenty Twenty), through the real
worker step.

* A story's paragraphs that trail off three times in a row ("…") went as a box of other articles' excerpts cut
  short (``boiler._excerpt_runs``): four of a Polish tale's five paragraphs were lost.  Paragraphs in one element,
  with no link, that the story goes on after in that element are its own; a box of teasers has its titles' links
  or ends the text.
* A diary's entries under headings of their dates alone ("3. května 1945", "21. 8. 1968") lost their dates as a Czech
  or Slovak article's meta line (``boiler.meta_line``): more than one heading a date alone, with text under it, are
  the text's sections (``boiler._dated_sections``); a news article's one date line still goes.
* A sentence opening with "Copyright" ("Copyright law protects an author's work …"), on a school's or a lawyer's
  page, went as a picture's credit (``boiler._CREDIT``): a word in lower case after it and a full stop make it a
  sentence (``boiler._copyright_sentence``); "Copyright Getty Images", "Copyright by Jane Doe" still go.
* A sentence quoting a whole notice, its sign first ("The familiar line “© 2026 Jane Doe. All rights reserved.” adds
  nothing …") went as the site's rights notice (``notices.rights_notice``): words inside a quotation the sentence
  goes on after are prose (``notices._in_quotes``); a footer's notice with a quoted name still goes.

Each class has its guard: the rule still removes what it was made for."""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import processed


def _wordpress(lang: str, title: str, content: str, site: str, day: str = "2026-03-14") -> str:
    """A WordPress post in the Twenty Twenty theme: the site's header and menu, the post's header (category,
    title, author, date), its ``entry-content``, the tags, the post navigation, the comment form, the footer."""
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="UTF-8"><title>{title} &#8211; {site}</title>'
        f'<meta property="og:type" content="article"><meta property="og:title" content="{title}">'
        f'<meta property="article:published_time" content="{day}T08:00:00+00:00">'
        "<link rel='stylesheet' href='/wp-content/themes/twentytwenty/style.css'></head>"
        '<body class="post-template-default single single-post postid-412 single-format-standard">'
        f'<header id="site-header" class="header-footer-group"><div class="header-titles"><div class="site-title">'
        f'<a href="/">{site}</a></div></div><nav class="primary-menu-wrapper"><ul class="primary-menu">'
        '<li><a href="/">Home</a></li><li><a href="/category/stories/">Stories</a></li><li><a href="/about/">About</a>'
        '</li></ul></nav></header><main id="site-content" role="main">'
        '<article class="post-412 post type-post status-publish format-standard hentry" id="post-412">'
        '<header class="entry-header has-text-align-center"><div class="entry-header-inner section-inner medium">'
        '<div class="entry-categories"><div class="entry-categories-inner"><a href="/category/stories/" '
        f'rel="category tag">Stories</a></div></div><h1 class="entry-title">{title}</h1>'
        '<div class="post-meta-wrapper post-meta-single post-meta-single-top"><ul class="post-meta">'
        '<li class="post-author meta-wrapper"><span class="meta-text">By <a href="/author/anna/">Anna</a></span></li>'
        f'<li class="post-date meta-wrapper"><span class="meta-text"><a href="/{day}/">{day}</a></span></li></ul>'
        f'</div></div></header><div class="post-inner thin "><div class="entry-content">{content}</div></div>'
        '<nav class="pagination-single section-inner" aria-label="Post"><div class="pagination-single-inner">'
        '<a class="previous-post" href="/prev/"><span class="title">Previous post</span></a></div></nav>'
        '<div class="comments-wrapper section-inner"><div id="respond" class="comment-respond"><h2 id="reply-title" '
        'class="comment-reply-title">Leave a Reply</h2><form><p class="comment-notes">Your email address will not '
        'be published.</p></form></div></div></article></main><footer id="site-footer" class="header-footer-group">'
        f'<div class="section-inner"><p class="footer-copyright">&copy; 2026 <a href="/">{site}</a></p>'
        '<p class="powered-by-wordpress"><a href="https://wordpress.org/">Powered by WordPress</a></p></div></footer>'
        '</body></html>')


def _kept(lang: str, title: str, content: str, site: str, url: str) -> list[str]:
    return _paragraphs(processed(_wordpress(lang, title, content, site), url).body)


# --- 1. a story's paragraphs that trail off are no box of teasers' excerpts ---------------------------------------------
TRAILING_STORIES = {
    "pl": ["Babcia zawsze mówiła, że w lesie za stodołą mieszka ktoś, kogo nie wolno budzić po zmroku, i że kiedyś sama "
           "go widziała…",
           "Nie wierzyłam jej. Miałam wtedy dziewięć lat i wydawało mi się, że wiem o świecie wszystko, co trzeba "
           "wiedzieć…",
           "Aż pewnego wieczoru, kiedy wracałam od sąsiadów z bańką mleka, usłyszałam za sobą kroki, ciężkie i "
           "powolne…",
           "Odwróciłam się. Na ścieżce nie było nikogo, tylko mgła podnosiła się znad łąki i pachniało mokrą ziemią…",
           "Do dziś nie wiem, co to było. Babcia, kiedy jej o tym opowiedziałam, tylko pokiwała głową i nic nie "
           "powiedziała."],
    "cs": ["Vlak přijel do Pardubic s půlhodinovým zpožděním a nádraží bylo prázdné, jen u pokladny stál starý muž s "
           "kufrem...",
           "Sedla jsem si na lavičku vedle něj a čekala, jestli promluví, ale on se jen díval na koleje a mlčel...",
           "Pak vytáhl z kapsy fotografii, dlouho si ji prohlížel a nakonec mi ji podal, jako by mě znal celý "
           "život...",
           "Na fotografii byla moje matka, mladá, usměvavá, v šatech, které jsem nikdy neviděla. Zeptala jsem se ho, "
           "odkud ji má, ale vlak už přijížděl a on vstal a odešel k poslednímu vagonu."],
}
EXCERPTS = [
    "Soukromá horská nemocnice ve Vrchlabí pohrozila Všeobecné zdravotní pojišťovně exekucí. Nedostala prý od ní "
    "zaplaceno za…",
    "Ministr zemědělství v úterý oznámil, že stát vykoupí od pěstitelů přebytky jablek, které letos kvůli "
    "mrazům nikdo…",
    "Policie pátrá po muži, který v pondělí večer přepadl benzinovou pumpu na okraji Kolína a utekl s tržbou do "
    "nedalekého…",
]


@pytest.mark.parametrize("lang", sorted(TRAILING_STORIES))
def test_a_storys_paragraphs_that_trail_off_stay(lang):
    story = TRAILING_STORIES[lang]
    kept = _kept(lang, "Kroki we mgle", "".join(f"<p>{t}</p>" for t in story), "Opowiadania",
                 f"https://opowiadania.example.{lang}/2026/03/kroki-we-mgle/")
    assert [t for t in kept if t in story] == story


@pytest.mark.parametrize("boxed", [False, True])
def test_excerpts_cut_short_still_go(boxed):
    """The guard: three excerpts cut short go, ending the text in its element, or each in its card with its linked
    title before the story goes on."""
    story = TRAILING_STORIES["cs"]
    box = "".join((f'<div class="teaser"><h3><a href="/clanek/{i}/">Titulek jiného článku číslo {i}</a></h3>'
                   f"<p>{e}</p></div>") if boxed else f"<p>{e}</p>" for i, e in enumerate(EXCERPTS))
    content = f"<p>{story[3]}</p>" + box + (f"<p>{story[3]}</p>" if boxed else "")
    kept = _kept("cs", "Nádraží", content, "Povídky", "https://povidky.example.cz/2026/03/nadrazi/")
    assert story[3] in kept and not any(e in kept for e in EXCERPTS)


# --- 2. a diary's dated entries keep their dates ----------------------------------------------------------------------
DIARY = {
    "cs": [("3. května 1945", "Ráno jsme slyšeli střelbu od nádraží. Otec nás poslal do sklepa a sám zůstal nahoře u "
                              "okna, aby viděl, co se děje."),
           ("5. května 1945", "Rozhlas volá o pomoc. Muži z domu odešli stavět barikády na Vinohradskou třídu a matka "
                              "celý den nepromluvila."),
           ("9. května 1945", "Do Prahy přijeli Rusové. Lidé jim házeli šeříky na tanky a plakali. Otec se vrátil "
                              "živý.")],
    "sk": [("12. 8. 1968", "Večer sme počúvali rádio a otec stále opakoval, že to nemôže byť pravda, že sa to "
                           "nemôže stať."),
           ("21. 8. 1968", "Ráno nás zobudil hukot lietadiel nad mestom. Na námestí stáli tanky a ľudia na ne kričali."),
           ("28. 8. 1968", "Do školy sme nešli. Mama plakala v kuchyni a otec sa celý deň nevrátil z práce.")],
}


@pytest.mark.parametrize("lang", sorted(DIARY))
def test_a_diarys_dated_entries_keep_their_dates(lang):
    """A diary's entries, each under a heading of its date alone, went as a Czech or Slovak article's meta line
    (``boiler.meta_line``): more than one such heading with text under it are the text's sections."""
    entries = DIARY[lang]
    content = "<p>Následující zápisky si vedla moje babička jako dívka. Přepisuji je beze změn.</p>" \
        + "".join(f"<h3>{day}</h3><p>{text}</p>" for day, text in entries)
    kept = _kept(lang, "Babiččin deník", content, "Rodinná historie",
                 f"https://historie.example.{'cz' if lang == 'cs' else 'sk'}/2026/05/babiccin-denik/")
    flat = [x for entry in entries for x in entry]
    assert [t for t in kept if t in flat] == flat


def test_an_articles_date_heading_still_goes():
    """The guard: a news article's date line, a heading of a date alone over the article's text, goes."""
    story = TRAILING_STORIES["cs"]
    content = "<h4>26. listopadu 2026</h4>" + "".join(f"<p>{t}</p>" for t in story)
    kept = _kept("cs", "Nádraží", content, "Povídky", "https://povidky.example.cz/2026/11/nadrazi/")
    assert "26. listopadu 2026" not in kept and story[3] in kept


# --- 3. a sentence about copyright is no copyright credit ----------------------------------------------------------------
COPYRIGHT_TEXT = [
    "Many people believe that a work published online is free to use. It is not: unless the author says otherwise, "
    "the law protects it.",
    "If you want others to reuse your work, choose a licence such as Creative Commons and say so clearly on the page.",
]


@pytest.mark.parametrize("sentence", [
    "Copyright law protects an author's work for seventy years after their death in the European Union.",
    "Copyright infringement is a civil wrong, but in some countries it can also be a crime.",
])
def test_a_sentence_opening_with_copyright_stays(sentence):
    """A school's or a lawyer's page about copyright: its sentence opening with the word went as a picture's credit
    (``boiler._CREDIT``, "Copyright Getty Images")."""
    content = f"<p>{COPYRIGHT_TEXT[0]}</p><p>{sentence}</p><p>{COPYRIGHT_TEXT[1]}</p>"
    kept = _kept("en", "What does copyright protect?", content, "Law for Creators",
                 "https://lawforcreators.example.com/what-does-copyright-protect/")
    assert kept[-3:] == [COPYRIGHT_TEXT[0], sentence, COPYRIGHT_TEXT[1]]


@pytest.mark.parametrize("credit", ["Copyright Getty Images", "Copyright 2026 Reuters", "Copyright by Jane Doe",
                                    "Copyright reserved."])
def test_copyright_credits_still_go(credit):
    content = f"<p>{COPYRIGHT_TEXT[0]}</p><p>{credit}</p><p>{COPYRIGHT_TEXT[1]}</p>"
    kept = _kept("en", "What does copyright protect?", content, "Law for Creators",
                 "https://lawforcreators.example.com/what-does-copyright-protect/")
    assert kept[-2:] == COPYRIGHT_TEXT and credit not in kept


# --- 4. a sentence quoting a whole rights notice is prose --------------------------------------------------------------
@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "The familiar line “© 2026 Jane Doe. All rights reserved.” adds nothing to that protection; it only reminds "
           "readers who the owner is."),
    ("de", "Der Hinweis „© 2026 Max Mustermann. Alle Rechte vorbehalten.“ schützt nichts, was das Gesetz nicht ohnehin "
           "schützt."),
])
def test_a_sentence_quoting_a_rights_notice_stays(lang, sentence):
    """A page explaining copyright quotes a whole notice, its sign first: the sentence went as the site's notice
    (``notices.rights_notice``; a notice's words right after a quotation mark were already prose)."""
    content = f"<p>{COPYRIGHT_TEXT[0]}</p><p>{sentence}</p><p>{COPYRIGHT_TEXT[1]}</p>"
    kept = _kept(lang, "All rights reserved?", content, "Law for Creators",
                 f"https://lawforcreators.example.com/{lang}/all-rights-reserved/")
    assert kept[-3:] == [COPYRIGHT_TEXT[0], sentence, COPYRIGHT_TEXT[1]]


@pytest.mark.parametrize("notice", [
    "© 2026 „Gazeta Wyborcza“ – wszelkie prawa zastrzeżone. Publikowanie bez zgody „Agory“ zabronione.",
    "© 2026 „Süddeutsche Zeitung“ GmbH. Alle Rechte vorbehalten.",
    "Copyright © 2026 \"Planet\" Media. All rights reserved. \"Planet\" is a trademark of Planet Media.",
])
def test_a_notice_with_a_quoted_name_still_goes(notice):
    content = f"<p>{COPYRIGHT_TEXT[0]}</p><p>{notice}</p><p>{COPYRIGHT_TEXT[1]}</p>"
    kept = _kept("en", "All rights reserved?", content, "Law for Creators",
                 "https://lawforcreators.example.com/all-rights-reserved/")
    assert kept[-2:] == COPYRIGHT_TEXT and notice not in kept
