"""The default extractor: blocks, links and images as spans, furniture and boilerplate removal."""

from __future__ import annotations

import pytest
from vert_support import CS_TEXT, CS_TEXT2, EN_TEXT, page

from corpustools.vert import boiler
from corpustools.vert.choose import extract_page
from corpustools.vert.extract import Block, parse


def _content(html: str, url: str = "https://www.example.cz/a/b.html") -> list:
    return extract_page(html, url, {"languages": ()}).blocks


def test_links_resolved_against_base_and_non_http_links_dropped():
    body = (f'<article><p>{CS_TEXT} Více <a href="c.html">na webu</a>, <a href="javascript:void(0)">tady</a> '
            'a <a href="mailto:x@y.cz">poštou</a>.</p></article>')
    blocks = _content(page(body, head='<base href="https://static.example.cz/x/">'))
    assert len(blocks) == 1
    b = blocks[0]
    assert [(b.text[s:e], url) for s, e, url in b.links] == [("na webu", "https://static.example.cz/x/c.html")]


def test_lazy_images_hidden_elements_and_double_br():
    body = (f'<article><p><img src="data:image/gif;base64,R0lGOD" data-src="/img/a.jpg">{CS_TEXT}<br><br>'
            f'{CS_TEXT2}</p><div style="display: none">{EN_TEXT}</div><p hidden>{EN_TEXT}</p></article>')
    blocks = _content(page(body))
    assert [b.text for b in blocks] == [CS_TEXT, CS_TEXT2]
    assert blocks[0].images == [(0, "https://www.example.cz/img/a.jpg")]


def test_images_resolved_against_base_only_http_ones_kept():
    """Image sources are resolved as links are, for the kept blocks only: against ``<base>``, and a
    source that is not http(s) (``javascript:``, ``ftp:``, ``blob:``) goes."""
    body = (f'<article><p><img src="javascript:void(0)"><img src="ftp://a.cz/x.jpg"><img src="blob:x">'
            f'<img src="pics/a.jpg">{CS_TEXT}<img src="//cdn.example.cz/b.png"></p></article>')
    blocks = _content(page(body, head='<base href="https://static.example.cz/x/">'))
    assert [b.text for b in blocks] == [CS_TEXT]
    assert blocks[0].images == [(0, "https://static.example.cz/x/pics/a.jpg"),
                                (len(CS_TEXT), "https://cdn.example.cz/b.png")]


def test_article_wrapped_in_aside_is_kept_but_a_sidebar_is_not():
    side = "".join(f'<li><a href="/t{i}">Téma {i}</a></li>' for i in range(10))
    body = (f"<main><aside><section><article><h1>Titulek</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article>"
            f"</section></aside><aside><h3>Nejčtenější</h3><ul>{side}</ul><p>Reklama na hypotéky a půjčky "
            "bez poplatků, sjednejte si ji ještě dnes online.</p></aside></main>")
    texts = [b.text for b in _content(page(body))]
    assert CS_TEXT in texts and CS_TEXT2 in texts
    assert not any("Téma" in t or "Reklama" in t for t in texts)


def test_chinese_paragraphs_count_by_weight_not_characters():
    zh = "一波波接續性低溫寒流報到已將新竹尖石鄉後山一帶層層山巒披上嫣紅的彩衣玉峰道路一路上雲氣山嵐滯留山頭"
    body = "<article>" + "".join(f"<p>{zh}{i}</p>" for i in range(6)) + "</article>"
    assert len(_content(page(body))) == 6


def test_table_cells_and_list_items_are_blocks():
    body = (f"<article><p>{CS_TEXT}</p><table><tr><td>{CS_TEXT2}</td><td>Praha, Brno a Ostrava dnes</td></tr>"
            f"</table><ul><li>{EN_TEXT}</li></ul></article>")
    tags = [b.tag for b in parse(page(body), "https://a.cz/").blocks]
    assert tags == ["p", "td", "td", "li"]


def test_images_of_a_figure_go_to_the_next_block_with_its_caption_dropped_logos_and_pixels_do_not():
    body = ('<div class="site"><a href="/"><img src="/logo.png"></a></div>'
            f"<article><p>{CS_TEXT}</p><figure><img src=\"/foto.jpg\"><figcaption>{CS_TEXT2}</figcaption>"
            f'</figure><p><img src="/spacer.gif"><img src="/t.png" width="1" height="1">{CS_TEXT}</p></article>')
    blocks = _content(page(body))
    assert [b.text for b in blocks] == [CS_TEXT, CS_TEXT]
    assert [b.images for b in blocks] == [[], [(0, "https://www.example.cz/foto.jpg")]]


def test_element_named_like_boilerplate_keeps_a_marked_article_body_inside_or_on_itself():
    """The article-body marks (``itemprop="articleBody"``, ``class*="article-body"`` ...) match the element
    itself and its descendants, with class values compared case-sensitively, as the CSS selector did."""
    kept_inside = "Obecní zastupitelstvo schválilo rozpočet na příští rok, škola dostane novou střechu."
    kept_itself = "Most přes řeku bude uzavřen od pondělí kvůli opravě ložisek, objížďka vede přes náměstí."
    kept_prop = "Knihovna prodlouží otevírací dobu o víkendech, čtenáři o to žádali v anketě na jaře."
    dropped = "Hasiči vyjížděli k požáru stodoly, nikdo nebyl zraněn a škoda se odhaduje na statisíce."
    body = (f"<article><p>{CS_TEXT}</p><p>{CS_TEXT2}</p><p>{EN_TEXT}</p><p>{CS_TEXT} {CS_TEXT2}</p></article>"
            f'<div class="sidebar"><div class="x article-body"><p>{kept_inside}</p></div></div>'
            f'<div class="sidebar post-content"><p>{kept_itself}</p></div>'
            f'<div class="related-box"><span itemprop="articleBody">{kept_prop}</span></div>'
            f'<div class="sidebar Article-Body"><p>{dropped}</p></div>')
    texts = [b.text for b in parse(page(body), "https://www.example.cz/a/b.html").blocks]
    assert kept_inside in texts and kept_itself in texts
    assert dropped not in texts
    assert kept_prop not in texts  # named as related: dropped whatever it holds


def test_boilerplate_names_are_matched_whatever_their_case_ascii_or_not():
    """Class/id names are matched case-insensitively (ASCII names are lowered, others keep re.I)."""
    share = "Sdílet na Facebooku, poslat e-mailem nebo vytisknout tento článek pro své přátele."
    related = "Další zprávy z regionu: starosta otevřel nový most, škola slavila sto let od založení."
    plain = "Počasí na víkend bude slunečné, teploty vystoupají až k pětadvaceti stupňům Celsia."
    body = (f"<article><p>{CS_TEXT}</p><p>{CS_TEXT2}</p><p>{EN_TEXT}</p></article>"
            f'<div class="Social-SHARE"><p>{share}</p></div><div id="RELATED-články"><p>{related}</p></div>'
            f'<div class="Počasí-box"><p>{plain}</p></div>')
    texts = [b.text for b in parse(page(body), "https://www.example.cz/a/b.html").blocks]
    assert share not in texts and related not in texts
    assert plain in texts and CS_TEXT in texts


def test_the_quick_boilerplate_name_test_agrees_with_the_pattern():
    """``boilernames.boiler_name`` searches lowered ASCII names with a quicker form of ``_BOILER_RE`` (the picture-caption
    alternative only for names with "caption"/"credit"): found or not exactly as the pattern itself."""
    import random

    from corpustools.vert import boilernames

    assert boilernames._BOILER_FAST is not None
    rng = random.Random(12)
    words = ["image", "img", "photo", "Picture", "figure", "caption", "credit", "credits", "wp", "text", "comment",
             "nav", "share", "content", "entry", "meta", "toc", "ad", "ads", "advertising", "author", "bio",
             "most", "read", "about", "the", "skip", "link", "sr", "only", "CAPTION", "navbar", "foo", "article"]
    seps = [" ", "-", "_", "", ".", "\n", "\t"]  # no "--", "[", ":" (utility classes are taken out first)
    names = ["".join(rng.choice(words) + rng.choice(seps) for _ in range(rng.randint(1, 5))) for _ in range(20000)]
    names += ["imageEmbedCaption", "photo-credit", "wp-caption-text", "article-image-caption", "caption",
              "figure__caption-wrapper", "ad", "header-ad-slot", "subheader", "sidebar-left", "breadcrumbs"]
    for name in names:
        boilernames.NAMES_SEEN.clear()
        expected = boilernames._BOILER_RE.search(name) is not None or boilernames._camel_boiler(name) \
            or boilernames._CAPTION_RE.search(name) is not None  # a caption's name: judged apart (caption_only)
        assert boilernames.boiler_name(name) == expected, name


def test_link_targets_resolve_exactly_as_urljoin_does():
    """The quick way for plain absolute URLs gives what urljoin gives, and the odd ones still go through it
    (dot segments, empty queries and fragments, parameters, blanks, brackets, an upper-case scheme)."""
    from urllib.parse import urljoin

    from corpustools.vert.extract import _clean_url

    base = "https://www.example.cz/a/b.html"
    hrefs = ["https://x.cz/a/b", "http://x.cz", "http://x.cz:8080/a", "https://x.cz/a/./b/../c", "https://x.cz/a?",
             "https://x.cz/a#", "https://x.cz/a;", "https://x.cz/a;p?q#f", "https://x.cz/a b", "https://x.cz/a\nb",
             "HTTPS://X.cz/a", "https://[::1]/a", "https://", "https:///a", "//cdn.x.cz/i.png", "c/d", "../e", "?q=1"]
    for href in hrefs:
        assert _clean_url(href, base) == urljoin(base, href), href


_COMMENT = "Tohle je přece skandál, vláda by měla okamžitě odstoupit a vypsat nové volby, jinak se nic nezmění."
_REPLY = "Souhlasím jen napůl, rozpočet je špatný, ale předčasné volby by zemi stály další miliardy korun."


def test_a_czech_discussion_under_an_article_goes_but_a_forum_thread_named_so_stays():
    """Czech and Slovak news sites call their reader comments "diskuse"/"diskusia": the discussion
    under an article goes with its heading and its deleted-post notices, as "comments" do; a forum
    page whose posts are named so is those posts and keeps them."""
    posts = "".join(f'<div class="diskuse-prispevek"><p>{t}</p></div>' for t in (_COMMENT, _REPLY))
    body = (f'<div class="clanek"><h1>Rozpočet schválen</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p><p>{CS_TEXT}</p>'
            f'<h2 class="clanek-diskuse-h">Diskuse</h2><div class="diskuse-vlakno">{posts}'
            '<span>Tento příspěvek byl smazán z důvodu nevhodnosti či neslušnosti obsahu.</span></div></div>')
    head = '<meta property="og:type" content="article">'
    texts = [b.text for b in _content(page(body, head=head))]
    assert CS_TEXT in texts and CS_TEXT2 in texts
    assert not any(t in texts for t in (_COMMENT, _REPLY, "Diskuse")) and not any("smazán" in t for t in texts)
    forum = page(f'<h1>Rozpočet: co na to říkáte?</h1><div class="diskuse-vlakno">{posts * 3}</div>')
    kept = [b.text for b in _content(forum, "https://forum.example.cz/tema/123")]
    assert _COMMENT in kept and _REPLY in kept


def test_a_page_in_one_form_with_a_big_script_outside_it_is_read_by_the_main_pass():
    """The share of a form is measured without scripts and styles: a large script after the form (JSON, an
    analytics snippet) does not make a page-wrapping form look small, so the page is not left to the
    permissive second opinion (which keeps what the main pass drops)."""
    data = "<script>var data = " + '"x",' * 5000 + "0;</script>"
    body = (f'<form id="aspnetForm" method="post"><article><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article>'
            f"<textarea name='__x'></textarea></form>{data}")
    extracted = extract_page(page(body), "https://www.example.cz/a/b.html", {"languages": ()})
    assert [b.text for b in extracted.blocks] == [CS_TEXT, CS_TEXT2]
    assert "second_opinion" not in extracted.counters


def test_a_comment_form_goes_but_a_page_wrapped_in_one_form_stays():
    """A form with a text area (a comment, review or contact form) is not the page's text: its labels in
    table cells, its character counter and its buttons go.  A page wrapped whole in one form (ASP.NET
    WebForms) keeps its text."""
    form = ('<form action="/c" method="post"><table><tr><td>Autor:</td><td><input name="a"></td></tr>'
            '<tr><td>Titulek:</td><td><input name="t"></td></tr><tr><td>Text:</td><td><textarea></textarea>'
            '<div class="nfo">zbývá 1800 znaků</div></td></tr></table><a href="#">Vložit příspěvek</a></form>')
    body = f"<article><h1>Rozpočet schválen</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p>{form}</article>"
    texts = [b.text for b in _content(page(body))]
    assert CS_TEXT in texts and CS_TEXT2 in texts
    assert not any(t in texts for t in ("Autor:", "Titulek:", "Text:", "zbývá 1800 znaků", "Vložit příspěvek"))
    wrapped = page(f'<form id="aspnetForm" method="post"><article><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article>'
                   '<textarea name="__x"></textarea></form>')
    assert [b.text for b in _content(wrapped)] == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("notice", [
    "Autorská práva vykonává vydavatel. Jakékoli užití částí nebo celku, zejména rozmnožování a šíření jakýmkoli "
    "způsobem (mechanickým nebo elektronickým) bez písemného svolení vydavatele je zakázáno.",
    "This material may not be published, broadcast, rewritten or redistributed. © 2019 Example Press. "
    "All Rights Reserved.",
    "Alle Rechte vorbehalten. Vervielfältigung nur mit Genehmigung der Beispiel Verlag GmbH.",
])
def test_a_sites_rights_notice_is_not_the_text(notice):
    body = f"<article><p>{CS_TEXT}</p><p>{CS_TEXT2}</p><p>{notice}</p></article>"
    assert [b.text for b in _content(page(body))] == [CS_TEXT, CS_TEXT2]


def test_an_article_about_rights_keeps_its_paragraphs():
    long = ("Soud rozhodl, že vydavatel porušil autorský zákon, když fotografie převzal bez písemného souhlasu "
            "autora. " * 5).strip()
    body = f"<article><p>{CS_TEXT}</p><p>{long}</p><p>{CS_TEXT2}</p></article>"
    assert long in [b.text for b in _content(page(body))]


@pytest.mark.parametrize("notice", [
    "This site uses cookies to help personalise content, tailor your experience and to keep you logged in if "
    "you register. By continuing to use this site, you are consenting to our use of cookies.",
    "Auf unserer Website werden Cookies gemäß unserer Datenschutzerklärung verwendet. Diese helfen uns dabei, "
    "die Benutzererfahrung zu optimieren.",
    "Nous utilisons des cookies pour vous garantir la meilleure expérience sur notre site.",
    "Tento web používá k poskytování služeb a analýze návštěvnosti soubory cookies.",
    "This content isn't visible due to your cookie preferences. To load it, click Allow below.",
    "Questo sito fa uso di cookie per migliorare l'esperienza di navigazione degli utenti.",
    "Esta web utiliza cookies propias y de terceros para mejorar su experiencia de navegación.",
    "Ta witryna wykorzystuje pliki cookie w celu świadczenia usług, zgodnie z Polityką prywatności.",
])
def test_a_cookie_notice_is_not_the_text(notice):
    assert _texts_around(notice) == [CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("control", ["Click to expand...", "Zum Vergrößern anklicken....", "2 Likes", "1 Like",
                                     "Explore related questions", "See similar questions with these tags.",
                                     "Start asking to get answers", "You must log in to answer this question.",
                                     "Loading...", "Wird geladen…", "Načítání…"])
def test_forum_and_question_site_controls_are_not_the_text(control):
    body = f"<article><p>{EN_TEXT}</p><p>{control}</p><p>{EN_TEXT}!</p></article>"
    assert control not in [b.text for b in _content(page(body))]


def test_separators_alone_go_but_a_tables_dash_and_a_code_line_stay():
    separators = [".", "•", "¶", "\u200d", "* * *"]
    rows = "".join(f"<tr><td>Plan {n}</td><td>{v}</td><td>{w}</td></tr>" for n, v, w in
                   (("A", "–", "yes"), ("B", "10 GB", "–"), ("C", "20 GB", "yes")))
    body = f"<article><p>{EN_TEXT}</p>" + "".join(f"<p>{s}</p>" for s in separators) + f"<table>{rows}</table></article>"
    texts = [b.text for b in _content(page(body))]
    assert EN_TEXT in texts and "–" in texts
    assert not any(s in texts for s in separators)
    code = [Block("div", "run(() => {"), Block("div", "});"), Block("div", "// ...")]  # a highlighter's lines
    assert boiler.clean(code) == code
    items = [Block("li", "—"), Block("div", "★★★★☆")]  # a list's "none", a rating
    assert boiler.clean(items) == items


@pytest.mark.parametrize("text", ["Ładowanie", "Caricamento", "523 votes", "Loading the dishwasher"])
def test_words_like_a_placeholder_or_a_count_stay_without_its_form(text):
    """A heading "Ładowanie" (charging) or "Caricamento" (loading a machine) has no ellipsis; "523 votes"
    is an election result."""
    body = f"<article><p>{EN_TEXT}</p><h3>{text}</h3><p>{EN_TEXT} Again.</p></article>"
    assert text in [b.text for b in _content(page(body))]


@pytest.mark.parametrize("heading", ["Table of Contents", "Inhaltsverzeichnis", "Sommaire", "On this page"])
def test_a_table_of_contents_goes_and_the_sections_stay(heading):
    """The heading and its list items go; what follows stays, whatever it is: a section heading that is a
    link, a short paragraph, a step in bold."""
    toc = "".join(f'<li><a href="#s{i}">Section {i}</a></li>' for i in range(3))
    body = (f"<article><p>{EN_TEXT}</p><h2>{heading}</h2><ul>{toc}</ul>"
            f"<h2 id='s0'><a href='/budget'>What the budget says</a></h2><p>Short first step.</p>"
            f"<p><strong>1. Read the draft</strong></p><p>{EN_TEXT} Again.</p></article>")
    texts = [b.text for b in _content(page(body))]
    assert heading not in texts and "Section 1" not in texts
    assert {"What the budget says", "Short first step.", "1. Read the draft", f"{EN_TEXT} Again."} <= set(texts)


def test_a_products_contents_heading_keeps_its_lines():
    body = (f"<article><p>{EN_TEXT}</p><h3>Contents</h3><p>One kettle, 1.7 litres</p><p>One base with cable</p>"
            f"<p>{EN_TEXT} Again.</p></article>")
    texts = [b.text for b in _content(page(body), "https://shop.example.com/kettle-1-7")]
    assert "One kettle, 1.7 litres" in texts


def test_a_mega_menu_that_holds_most_of_the_page_is_still_a_menu():
    """A header whose hidden menu holds thousands of links (most of the page's text) is not taken for the
    page's content wrapper: the article's text is what is left; a header that does wrap the page's text
    (few links) stays."""
    menu = "".join(f'<li><a href="/c/{i}">Category number {i} of our shop</a></li>' for i in range(300))
    notice = ("Your preference has been updated for this session. To change your account setting for good, "
              "go to My Account and choose the country and the language you want.")
    notices = "".join(f'<div class="msg"><p>{notice} ({i})</p></div>' for i in range(4))
    body = (f'<header class="site-header">{notices}<ul class="mega" style="display:none">{menu}</ul></header>'
            f"<div><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p></div>")
    texts = [b.text for b in _content(page(body), "https://www.example.com/shop/almond-thins")]
    assert texts == [EN_TEXT, f"{EN_TEXT} Again."]
    wrapper = f'<header><h1>Budget approved</h1><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p></header><footer>© Example</footer>'
    assert EN_TEXT in [b.text for b in _content(page(wrapper), "https://www.example.com/news/budget-approved")]


def test_sentences_about_cookies_and_a_cookie_policy_stay():
    """News about cookies is not a notice; a cookie policy's own paragraphs are its text, its first
    sentence ("We use cookies …") too."""
    for news in ("Facebook uses cookies to follow its users across the web, the regulator said on Monday in Dublin.",
                 'The regulator said the line "we use cookies to improve your experience" was not consent enough.',
                 "We use cookies as the base of this cheesecake, crushed with melted butter and pressed into the tin.",
                 "Accept cookies from strangers, and you may regret it, the police warned parents on Friday."):
        body = f"<article><p>{EN_TEXT}</p><p>{news}</p></article>"
        assert news in [b.text for b in _content(page(body))]
    policy = ["We use cookies to make our website work and to understand how visitors use it, as explained here.",
              "Strictly necessary cookies keep you signed in and remember what is in your basket between pages.",
              "Analytics cookies count visits and tell us which pages are read most, without naming anyone.",
              "You can delete cookies in your browser's settings at any time; some pages may then not work."]
    body = "<article><h1>Cookie policy</h1>" + "".join(f"<p>{p}</p>" for p in policy) + "</article>"
    texts = [b.text for b in _content(page(body), "https://www.example.com/cookie-policy")]
    assert all(p in texts for p in policy)


@pytest.mark.parametrize("noise", [
    "Poslanci schválili vyslání tří stovek vojáků do Pobaltí | Video: Poslanecká sněmovna",  # a video's caption
    "Sdílejte článek pomocí sociálních sítí",
    "Share this article",
    "KONTEXTOVÉ ODKAZY ETARGET",
    "Share this on WhatsApp", "Like this:", "Facebook Twitter Google+ Whatsapp", "CLICK HERE TO GET THE FOX NEWS APP",
    "Advert", "Patrick Semansky, ASSOCIATED PRESS", "Michal Kamaryt, ČTK",
    "Registered: 2024-01-27", "Posts: 98", "Joined: Mar 12, 2014", "Beiträge: 1.234",
    "Joined: Sun Dec 17, 2023 11:18 am", "Last edited: Jul 9, 2022", "Zuletzt bearbeitet: 12.03.2023",
])
def test_video_credits_share_prompts_and_ad_labels_are_not_the_text(noise):
    assert _texts_around(noise) == [CS_TEXT, CS_TEXT2]


def _texts_around(block: str) -> list[str]:
    """The texts extracted from an article of two paragraphs with ``block`` between them."""
    return [b.text for b in _content(page(f"<article><p>{CS_TEXT}</p><p>{block}</p><p>{CS_TEXT2}</p></article>"))]


@pytest.mark.parametrize("heading", ["Ještě si přečtěte", "DOPORUČENÉ ČLÁNKY", "Právě se děje", "Odporúčame"])
def test_czech_and_slovak_teaser_headings_go_with_their_teasers(heading):
    teasers = "".join(f'<p><a href="/c/{i}">Titulek jiného článku číslo {i}, který čtenáře láká</a></p>' for i in range(3))
    body = f"<article><p>{CS_TEXT}</p><p>{CS_TEXT2}</p><h3>{heading}</h3>{teasers}</article>"
    assert [b.text for b in _content(page(body))] == [CS_TEXT, CS_TEXT2]


def test_a_short_sentence_that_ends_with_an_agency_stays():
    text = "The senator said so on Monday, Reuters"
    assert text in _texts_around(text)


def test_a_sentence_that_begins_with_share_stays():
    text = "Share prices fell by a tenth on Monday after the bank said its profit would be lower than expected."
    body = f"<article><p>{EN_TEXT}</p><p>{text}</p></article>"
    assert text in [b.text for b in _content(page(body))]


_EXCERPTS = ["Sympatická osmačtyřicetiletá elektromechanička z Dolní Dobrouče dosáhla v posledním kole soutěže "
             "nejlepšího výsledku ze všech finalistek, a to v…",
             "Česká televize upravila projev prezidenta, který přednesl na konferenci k výročí svobodného podnikání "
             "v České republice. Ze slov hlavy státu…",
             "Soukromá horská nemocnice ve Vrchlabí pohrozila Všeobecné zdravotní pojišťovně exekucí. Nedostala prý "
             "od ní zaplaceno za…"]


def test_a_run_of_excerpts_cut_short_under_an_article_goes_but_trailing_paragraphs_stay():
    """Other articles' excerpts cut off by an ellipsis, three or more in a row, are a box of teasers inside
    an article's container; the article's own paragraphs that trail off, even two in a row, stay."""
    trailing = [CS_TEXT2[:-1] + " a pak už jen ticho…", "Všechno tam bylo jinak, s obrovským parkovištěm před "
                "domem a bez stromů, které si pamatovala z dětství. Škoda..."]
    head = '<meta property="og:type" content="article">'
    body = (f"<article><h1>Rozpočet schválen</h1><p>{CS_TEXT}</p>" + "".join(f"<p>{t}</p>" for t in trailing)
            + f"<p>{CS_TEXT}</p>" + "".join(f"<p>{e}</p>" for e in _EXCERPTS) + "</article>")
    texts = [b.text for b in _content(page(body, head=head))]
    assert all(t in texts for t in trailing) and not any(e in texts for e in _EXCERPTS)


@pytest.mark.parametrize("sentence", [
    "Zaměstnavatel nesmí bez písemného souhlasu zaměstnance zveřejnit jeho osobní údaje, rozhodl v úterý soud.",
    "The tenant sublet the flat without written permission from the landlord, the court found on Tuesday.",
    "Zapojit se do diskuse o budoucnosti školství by podle ministra měli hlavně učitelé a rodiče.",
    "Vstoupit do diskuse o rozpočtu mohou občané na radnici až do pátku.",
    "Share the story with your friends and family this Christmas.",
])
def test_ordinary_sentences_like_notices_and_prompts_stay(sentence):
    body = f"<article><p>{CS_TEXT}</p><p>{sentence}</p><p>{CS_TEXT2}</p></article>"
    assert sentence in [b.text for b in _content(page(body))]


@pytest.mark.parametrize("line", ["Přejít do diskuse (2 příspěvků)", "Diskuse (12)", "12 comments",
                                  "Uložte si či sdílejte článek v sociální síti (po registraci zdarma)"])
def test_links_to_the_discussion_and_save_or_share_prompts_are_not_the_text(line):
    body = f"<article><p>{CS_TEXT}</p><p>{line}</p><p>{CS_TEXT2}</p></article>"
    assert [b.text for b in _content(page(body))] == [CS_TEXT, CS_TEXT2]


def test_a_hidden_panel_labelled_by_its_tab_is_kept_but_a_hidden_element_is_not():
    """A tab or accordion panel hidden until its button is pressed (``aria-labelledby`` names the button)
    is text the reader opens; an element hidden otherwise is not the text."""
    body = (f'<main><p>{CS_TEXT}</p><button id="t2">Specifikace</button>'
            f'<div id="p2" hidden aria-labelledby="t2"><p>{CS_TEXT2}</p></div>'
            f'<div hidden><p>{EN_TEXT}</p></div></main>')
    texts = [b.text for b in _content(page(body))]
    assert CS_TEXT2 in texts and EN_TEXT not in texts
