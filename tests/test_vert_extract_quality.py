"""Regression tests per failure class of the extractor: pages that were dropped or lost their text,
boilerplate that survived, and listing pages told apart from articles (all pages written here)."""

from __future__ import annotations

import pytest
from vert_support import CS_TEXT, CS_TEXT2, EN_TEXT, SK_TEXT, make_warc, page, read_vert

from corpustools.cli import main
from corpustools.vert.choose import _plain, extract_page

URL = "https://www.example.cz/domov/vlada-schvalila-rozpocet-na-pristi-rok.html"
OPTIONS = {"languages": ()}


def _texts(html: str, url: str = URL) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- pages that were dropped or came out empty ----------------------------------------------------

def test_php_processing_instruction_in_the_body_does_not_lose_the_page(tmp_path):
    body = f"<article><h1>Rozpočet</h1><p>{CS_TEXT} <?php echo $x; ?></p><?php include 'a.php'; ?><p>{CS_TEXT2}</p></article>"
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(body), url=URL)])
    out = tmp_path / "a.vert"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    text = read_vert(out)
    assert text.count("<doc ") == 1 and "žluťoučký" in text and "echo" not in text and "include" not in text


def test_plain_text_fallback_keeps_the_article_of_a_broken_page():
    html = page(f"<div><p>{CS_TEXT}</p><script>var a = '<p>x</p>';</script><p>{CS_TEXT2} &amp; dost</p>"
                "<ul><li><a href='/'>Domů</a></li></ul></div>")
    texts = [b.text for b in _plain(html, URL, OPTIONS).blocks]
    assert texts == [CS_TEXT, CS_TEXT2 + " & dost"]


def test_page_hidden_until_a_script_shows_it_is_kept():
    body = f'<div hidden id="S:0"><article><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article></div><p hidden>Skryto.</p>'
    assert _texts(page(body)) == [CS_TEXT, CS_TEXT2]


def test_text_only_in_noscript_is_found_by_the_second_opinion():
    body = f'<div id="app"></div><noscript><div class="content"><p>{EN_TEXT}</p><p>{EN_TEXT}!</p></div></noscript>'
    assert _texts(page(body)) == [EN_TEXT, EN_TEXT + "!"]


def test_page_whose_text_sits_in_furniture_is_not_empty():
    body = (f"<header><h1>Obecní úřad</h1></header><aside class='sidebar'><p>{CS_TEXT}</p></aside>"
            "<footer>Kontakt</footer>")
    assert CS_TEXT in _texts(page(body))


def test_a_short_page_with_one_paragraph_still_yields_its_text():
    assert _texts(page("<div><p>Úřední hodiny: pondělí a středa od osmi do pěti.</p></div>")) == [
        "Úřední hodiny: pondělí a středa od osmi do pěti."]


# --- boilerplate inside the article container -----------------------------------------------------

@pytest.mark.parametrize("noise", [
    "<p>Přehrát</p><p>00:00 / 00:00</p>",
    "<div>Flashový přehrávač se spouští.</div>",
    "<p>Play video</p><p>1:02:03 / 1:10:00</p>",
    "<figure><img src='/a.jpg'><figcaption>Foto: Jan Novák, ČTK</figcaption></figure>",
    "<p>Image copyright Getty Images</p>",
    "<p>Bild: dpa</p>",
    "<p>Beitragsbild</p>",
    "<p>Před 14 hodinami</p>",
    "<p>3 hours ago</p>",
    "<p>vor 2 Stunden</p>",
    "<p>{{ article.perex }}</p>",
    "<p>Ministři se včera přiblížili k dohodě o pracovní době i o podmínkách pro... více</p>",
    "<div>Zjistit více</div>",
    "<div>Learn more</div>",
    "<div>Mehr erfahren</div>",
])
def test_boilerplate_inside_the_article_is_dropped(noise):
    body = f"<article><h1>Rozpočet</h1><p>{CS_TEXT}</p>{noise}<p>{CS_TEXT2}</p></article>"
    assert _texts(page(body)) == ["Rozpočet", CS_TEXT, CS_TEXT2]


@pytest.mark.parametrize("heading", ["Související články", "Mohlo by vás zajímat", "Nejčtenější",
                                     "Nejčtenější za poslední 3 dny", "Most read this week",
                                     "Related articles", "Das könnte Sie auch interessieren", "Ähnliche Beiträge",
                                     "Auch interessant", "Weiterführender Link", "Articles similaires",
                                     "Articoli correlati"])
def test_teaser_block_after_a_related_heading_is_dropped(heading):
    teasers = "".join(f"<li><a href='/c{i}'>Titulek jiného článku číslo {i}</a> Krátký perex.</li>" for i in range(4))
    body = (f"<article><h1>Rozpočet</h1><p>{CS_TEXT}</p><h3>{heading}</h3><ul>{teasers}</ul>"
            f"<p>{CS_TEXT2}</p></article>")
    assert _texts(page(body)) == ["Rozpočet", CS_TEXT, CS_TEXT2]


def test_a_caption_repeated_under_every_picture_is_kept_once():
    gallery = "".join(f"<div class='photo'><img src='/g{i}.jpg'><p>Povodně na Moravě</p></div>" for i in range(3))
    body = f"<article><p>{CS_TEXT}</p>{gallery}<p>{CS_TEXT2}</p></article>"
    assert _texts(page(body)).count("Povodně na Moravě") == 1


def test_figure_captions_and_their_credits_are_not_the_text_but_the_pictures_stay():
    figure = ("<figure><img src='/a.jpg'><figcaption>Premiér při příletu na letiště v Ruzyni, kde ho čekali "
              "novináři. <span class='img-author'>Jan Novák/Reuters files</span></figcaption></figure>")
    body = f"<article><p>{CS_TEXT}</p>{figure}<p>{CS_TEXT2}</p>{figure.replace('/a.jpg', '/b.jpg')}</article>"
    blocks = extract_page(page(body), URL, OPTIONS).blocks
    assert [b.text for b in blocks] == [CS_TEXT, CS_TEXT2]
    assert [url for b in blocks for _, url in b.images] == ["https://www.example.cz/a.jpg",
                                                            "https://www.example.cz/b.jpg"]


@pytest.mark.parametrize("caption", [
    "Olympijská vítězka z roku 1952 se dnes dožívá pětadevadesátky, říká zasněně. | Foto: ČTK/Michal Doležal",
    "In this Sunday, Nov. 10, 2019, photograph, a long row of unsold pickup trucks sits at a Ford dealership "
    "in Littleton, Colo. (AP Photo/David Zalubowski)",
    "The protests kicked off in June and have strengthened in size (Image: GETTY )",
    "Taylor Swift at a private residence on June 28, 2019 in Montecito. (Photo by Kevin Mazur/Getty Images)",
    "President Tsai Ing-wen speaks during a televised policy debate in Taipei on December 29. Photo: AP"])
def test_a_caption_ending_in_its_credit_is_dropped_but_a_sentence_about_photos_is_not(caption):
    prose = ("Fotograf | kameraman Jan Novák říká, že foto: tedy snímek, vzniklo ráno u řeky za mlhy "
             "(photo: Jan Novák) a pak (viz foto) ho poslal do redakce.")
    body = f"<article><h1>Rozpočet</h1><p>{CS_TEXT}</p><div class='img'><p>{caption}</p></div><p>{prose}</p>" \
           f"<p>{CS_TEXT2}</p></article>"
    assert _texts(page(body)) == ["Rozpočet", CS_TEXT, prose, CS_TEXT2]


@pytest.mark.parametrize("stamp", ["Published 4:00 am CST, Wednesday, November 20, 2019",
                                   "The Associated Press Published Monday, November 18, 2019 8:22AM EST",
                                   "Aktualizováno 12. 3. 2024 10:15", "veröffentlicht: 25.10.2007 15:19",
                                   "Last updated on September 16th, 2023 at 09:27 am"])
def test_a_publication_stamp_alone_in_a_block_is_dropped_but_prose_about_updates_is_not(stamp):
    prose = "The discovery was announced in an article published Monday in the journal Nature Astronomy."
    body = f"<article><h1>Rozpočet</h1><p>{stamp}</p><p>{CS_TEXT}</p><p>{prose}</p><p>{CS_TEXT2}</p></article>"
    assert _texts(page(body)) == ["Rozpočet", CS_TEXT, prose, CS_TEXT2]


def test_paragraph_text_that_mentions_players_or_photos_stays():
    prose = ("Fotograf říká: Foto z povodní vzniklo ráno. Přehrát si záznam můžete na webu, "
             "kde je také rozhovor, který se natáčel před 14 hodinami v Olomouci a trval dlouho.")
    body = f"<article><p>{CS_TEXT}</p><p>{prose}</p><p>{CS_TEXT2}</p></article>"
    assert prose in _texts(page(body))


# --- listing or article ----------------------------------------------------------------------------

def _listing() -> str:
    items = "".join(f"<div class='teaser'><h2><a href='/zpravy/clanek-cislo-{i}-o-necem-dulezitem'>Titulek "
                    f"zprávy číslo {i} o něčem důležitém</a></h2><p>Krátký perex zprávy {i}.</p></div>"
                    for i in range(12))
    return page(f"<main>{items}</main>")


def _article() -> str:
    return page(f"<article><h1>Rozpočet</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p><p>{SK_TEXT}</p></article>",
                head='<meta property="og:type" content="article">')


def test_home_page_of_teasers_is_a_listing_and_an_article_is_an_article():
    assert extract_page(_listing(), "https://www.example.cz/", OPTIONS).type == "listing"
    assert extract_page(_listing(), "https://www.example.cz/zpravy/", OPTIONS).type == "listing"
    assert extract_page(_article(), URL, OPTIONS).type == "article"


def test_vert_drops_listings_unless_asked_to_keep_them(tmp_path, capsys):
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=_listing(), url="https://www.example.cz/"),
                                              dict(html=_article(), url=URL)])
    out = tmp_path / "a.vert"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    text = read_vert(out)
    assert text.count("<doc ") == 1 and 'type="article"' in text
    assert "listing 1" in capsys.readouterr().err
    kept = tmp_path / "b.vert"
    assert main(["vert", "-i", str(warc), "-o", str(kept), "-m", "1", "--keep-listings"]) == 0
    text = read_vert(kept)
    assert text.count("<doc ") == 2 and 'type="listing"' in text
    assert main(["lint", str(kept)]) == 0


def test_article_split_into_sections_keeps_every_section_but_not_teasers():
    first = "".join(f"<p>{CS_TEXT} Odstavec {i}.</p>" for i in range(6))
    second = "".join(f"<p>{CS_TEXT2} Druhá část, odstavec {i}.</p>" for i in range(3))
    teasers = "".join(f"<li><a href='/t{i}'>Jiný článek o rozpočtu číslo {i}</a></li>" for i in range(8))
    body = (f"<div class='wrap'><div class='col'><div class='text'><h1>Rozpočet</h1>{first}</div></div>"
            f"<div class='col'><div class='text'>{second}</div></div><ul>{teasers}</ul></div>")
    texts = _texts(page(body))
    assert sum("Druhá část" in t for t in texts) == 3 and sum("Odstavec" in t for t in texts) == 6
    assert not any("Jiný článek" in t for t in texts)


def test_short_sentence_with_a_link_inside_the_article_is_kept_but_share_links_and_closing_calls_are_not():
    step = "Install <a href='https://flask.example/'>Flask</a> and the SDK first. To install it using pip, run:"
    body = (f"<article><h1>Sending messages</h1><p>{EN_TEXT}</p><p>{step}</p><pre>pip install flask</pre>"
            f"<p><a href='/share'>Share on Facebook</a> now</p><p>{EN_TEXT} Again.</p>"
            "<p>Learn more about messaging from <a href='https://partner.example/'>our partner</a>.</p></article>")
    texts = _texts(page(body))
    assert "Install Flask and the SDK first. To install it using pip, run:" in texts
    assert not any("Share on Facebook" in t or "Learn more" in t for t in texts)  # share bar, closing call to action


def test_description_in_hidden_tab_and_accordion_panels_is_kept_but_other_hidden_boxes_are_not():
    spec = "The frame is made of recycled aluminium and the battery lasts for about eighty kilometres on one charge."
    body = (f"<main><h1>City bike</h1><p>{EN_TEXT}</p>"
            f"<div class='tab-pane' role='tabpanel' hidden><p>{EN_TEXT} Description.</p></div>"
            f"<div class='accordion-body collapse' style='display: none'><p>{spec}</p></div>"
            f"<div hidden class='upsell'><p>{EN_TEXT} Upsell.</p></div></main>")
    texts = _texts(page(body))
    assert EN_TEXT + " Description." in texts and spec in texts
    assert EN_TEXT + " Upsell." not in texts


def test_modal_dialog_over_the_page_is_dropped():
    consent = ("These technologies are strictly necessary to provide you with services available through our "
               "website and to use some of its features, and they cannot be switched off in our systems; "
               "you can set your browser to block them, but some parts of the site will then not work.")
    paragraphs = [f"{EN_TEXT} Part {i}." for i in range(4)]
    body = (f"<main><article><h1>Budget</h1>{''.join(f'<p>{p}</p>' for p in paragraphs)}</article>"
            f"<section id='ensModalWrapper' role='dialog' aria-modal='true'><div class='ensModal'>"
            f"<p>{consent}</p><p>{consent} Really.</p></div></section></main>")
    assert _texts(page(body)) == ["Budget", *paragraphs]


def test_headings_of_hidden_most_read_tabs_do_not_leak():
    tabs = "".join(f"<div role='tabpanel' id='nejctenejsi-{i}' aria-hidden='true'><h2 class='vhide'>Nejčtenější za "
                   f"{span}</h2><ul><li><a href='/a{i}'>Titulek jiného článku {i}</a></li></ul></div>"
                   for i, span in enumerate(["posledních 24 hodin", "poslední 3 dny", "poslední týden"]))
    body = f"<main><article><h1>Rozpočet</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article><section>{tabs}</section></main>"
    assert _texts(page(body)) == ["Rozpočet", CS_TEXT, CS_TEXT2]


# --- pages that are not listings, though they have many links (recall 0 when dropped) -------------

def _menu(n: int = 30) -> str:
    return "<ul class='mega'>" + "".join(f"<li><a href='/s{i}'>Service area number {i} of the company</a></li>"
                                         for i in range(n)) + "</ul>"


def test_company_home_page_and_documentation_with_big_menus_are_kept(tmp_path):
    about = "".join(f"<p>{EN_TEXT} Section {i}.</p>" for i in range(3))
    home = page(f"<div>{_menu()}</div><main><h1>We build bikes</h1>{about}</main>")
    doc = page(f"<div>{_menu(60)}</div><div class='body'><h1>Installing</h1>{about}{about}</div>")
    assert extract_page(home, "https://www.example.com/", OPTIONS).type == "other"
    assert extract_page(doc, "https://docs.example.com/install", OPTIONS).type != "listing"
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=home, url="https://www.example.com/"),
                                              dict(html=doc, url="https://docs.example.com/install")])
    out = tmp_path / "a.vert"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    assert read_vert(out).count("<doc ") == 2


def test_forum_thread_and_product_page_with_many_links_are_not_listings():
    posts = "".join(f"<div class='post'><a href='/u/{i}'>Reply from a member of the forum {i}</a>"
                    f"<a href='/p/{i}'>Permalink to this reply number {i}</a><p>Agreed, thanks.</p></div>"
                    for i in range(12))
    assert extract_page(page(posts), "https://forum.example.com/t/tyres-for-winter/4521", OPTIONS).type != "listing"
    assert extract_page(page(posts), "https://shop.example.com/products/winter-tyre-2", OPTIONS).type != "listing"
    assert extract_page(page(posts), "https://shop.example.com/winter-tyres/", OPTIONS).type == "listing"


# --- forum posts named as comments ----------------------------------------------------------------

def _posts(n: int = 5) -> str:
    return "".join(f"<div class='comment-wrap' id='comment-{100 + i}'><p>{EN_TEXT} Post {i}.</p></div>"
                   for i in range(n))


def test_forum_thread_whose_posts_are_named_comments_keeps_its_posts():
    thread = page(f"<h1>Which tyres for winter?</h1><div class='thread'>{_posts()}</div>")
    assert sum("Post" in t for t in _texts(thread, "https://forum.example.com/topic/4521-tyres")) == 5
    schema = '<script type="application/ld+json">{"@type": "DiscussionForumPosting"}</script>'
    small = page(f"<div class='thread'>{_posts(2)}</div><div><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></div>", head=schema)
    assert sum("Post" in t for t in _texts(small, "https://forum.example.com/topic/4522-x")) == 2


def test_blog_post_drops_its_comments_even_when_they_are_longer():
    post = "".join(f"<p>{EN_TEXT} Paragraph {i}.</p>" for i in range(2))
    blog = page(f"<div class='wrap'><h1>Winter tyres</h1>{post}<ol class='commentlist'>{_posts(8)}</ol></div>")
    texts = _texts(blog, "https://blog.example.com/2024/11/winter-tyres")
    assert sum("Paragraph" in t for t in texts) == 2 and not any("Post" in t for t in texts)


# --- class names that do not name boilerplate -------------------------------------------------------

def test_utility_and_wordpress_taxonomy_classes_do_not_drop_the_content():
    body = (f"<div class='w-full sticky top-[var(--nav-height)]'><h1>City bike</h1><p>{EN_TEXT}</p></div>"
            f"<div class='product type-product status-publish product_tag-bikes'><p>{EN_TEXT} Frame.</p></div>"
            f"<div class='w-full'><p>{EN_TEXT} Battery.</p></div>")
    texts = _texts(page(body), "https://shop.example.com/products/city-bike-2")
    assert EN_TEXT in texts and EN_TEXT + " Frame." in texts


# --- text outside the main container --------------------------------------------------------------

def test_product_page_keeps_its_description_beside_the_main_container():
    reviews = "".join(f"<p>{EN_TEXT} Review {i}.</p>" for i in range(4))
    description = ("This city bike has a frame of recycled aluminium, a belt drive that needs no oil and a battery "
                   "that lasts for about eighty kilometres on one charge, so that it is the right bike for you if you "
                   "ride to work in a city with hills.")
    body = (f"<div class='grid'><div class='col'><h1>City bike</h1><div><p>{description}</p></div></div>"
            f"<div class='col'><h2>Reviews</h2><div class='list'>{reviews}</div></div></div>")
    texts = _texts(page(body), "https://shop.example.com/products/city-bike-2")
    assert description in texts and sum(t.startswith(EN_TEXT) for t in texts) == 4
    after = (f"<div class='grid'><div class='col'><h2>Reviews</h2><div class='list'>{reviews}</div></div>"
             f"<div class='col'><h1>City bike</h1><div><p>{description}</p></div></div></div>")
    article = page(after, head='<meta property="og:type" content="article">')  # an article keeps its container
    assert description not in _texts(article, "https://news.example.com/2024/11/city-bike")


def test_code_keeps_the_spans_a_highlighter_names_comment_or_meta():
    code = ("<pre><code><span class='hljs-comment'># clone the repository first</span>\n"
            "git clone https://example.com/repo.git <span class='hljs-meta'>--depth 1</span></code></pre>")
    body = f"<article><h1>Git</h1><p>{EN_TEXT}</p>{code}<p>{EN_TEXT} Again.</p></article>"
    texts = _texts(page(body), "https://blog.example.com/2024/11/git-intro")
    assert any("# clone the repository first" in t and "--depth 1" in t for t in texts)


def test_short_cells_of_a_data_table_in_the_article_are_kept():
    rows = "".join(f"<tr><td>{i}</td><td>School of Business number {i}</td><td>{30 + i}%</td><td>3.{i}</td>"
                   f"<td><a href='/school/{i}'>Profile</a></td></tr>" for i in range(1, 25))
    body = (f"<article><h1>Rankings</h1><p>{EN_TEXT}</p><table><tr><th>Rank</th><th>School</th><th>Share</th>"
            f"<th>GPA</th></tr>{rows}</table><p>{EN_TEXT} Again.</p></article>")
    texts = _texts(page(body), "https://blog.example.com/2024/11/rankings")
    assert all(f"{30 + i}%" in texts and f"3.{i}" in texts for i in range(1, 25)) and "GPA" in texts


def test_linked_names_and_links_inside_the_text_are_kept_but_a_link_list_after_it_is_not():
    places = ["Tamaashi Ramen House", "Iron Star Urban Barbeque", "Cheever's Cafe on Classen"]
    inside = "".join(f"<li><a href='/place/{i}'>{name}</a></li>" for i, name in enumerate(places))
    after = "".join(f"<li><a href='/news/{i}'>Another story of the city desk number {i}</a></li>" for i in range(3))
    event = "<p><a href='https://events.example.com/4521'>Here is the event page of the festival</a></p>"
    body = (f"<article><h1>Where to eat</h1><p>{EN_TEXT}</p><ul>{inside}</ul>{event}<p>{EN_TEXT} Again.</p>"
            f"<ul>{after}</ul></article>")
    texts = _texts(page(body), "https://blog.example.com/2024/11/where-to-eat")
    assert all(name in texts for name in places) and not any("Another story" in t for t in texts)
    assert "Here is the event page of the festival" in texts


def test_product_page_keeps_its_feature_list_but_not_a_menu():
    features = ["Frame of recycled aluminium", "Belt drive that needs no oil", "Battery for eighty kilometres"]
    menu = "".join(f"<li><a href='/c/{i}'>Category of bikes number {i}</a></li>" for i in range(5))
    reviews = "".join(f"<p>{EN_TEXT} Review {i}.</p>" for i in range(3))
    body = (f"<div class='top'><ul class='cats'>{menu}</ul></div><div class='grid'><div class='col'><h1>City bike</h1>"
            f"<ul>{''.join(f'<li>{f}</li>' for f in features)}</ul></div><div class='col'>{reviews}</div></div>")
    texts = _texts(page(body), "https://shop.example.com/products/city-bike-2")
    assert all(f in texts for f in features) and not any("Category of bikes" in t for t in texts)


def test_headings_with_anchor_ids_sections_holding_adverts_and_the_article_header_stay():
    body = (f"<div class='wrap'><header class='c-article-head'><h1>Beef Maker im Test</h1>"
            f"<p>The grill from the discount store reaches eight hundred degrees and is said to make a steak as "
            f"good as the one you would have in a restaurant.</p></header>"
            f"<section class='Report__Section'><p>{EN_TEXT}</p><h3 id='nav_related_work_1'>Related work</h3>"
            f"<p>{EN_TEXT} Related.</p></section>"
            f"<section class='Report__Section Report__Section--Ads'><h3>Fazit</h3><p>{EN_TEXT} Fazit.</p></section>"
            f"<div class='ads'><p>{EN_TEXT} Advert.</p></div></div>")
    texts = _texts(page(body), "https://www.example.de/test/beef-maker-von-aldi-im-test-1234.html")
    assert "Related work" in texts and EN_TEXT + " Fazit." in texts and "Fazit" in texts
    assert any(t.startswith("The grill from the discount") for t in texts) and EN_TEXT + " Advert." not in texts


def test_lead_above_the_body_two_levels_up_is_kept():
    lead = ("The finance minister gives his view of the ruling and explains what it means for everyone who "
            "pays taxes in this country next year.")
    body = (f"<div class='page'><div class='head'><div class='titles'><h1>Budget ruling</h1><p>{lead}</p></div></div>"
            f"<div class='main'><div class='share'><a href='/s'>Share this story on the networks</a></div>"
            f"<div class='text'>{''.join(f'<p>{EN_TEXT} Part {i}.</p>' for i in range(4))}</div></div>"
            f"<div class='more'><a href='/x'>Another story from the desk</a></div></div>")
    texts = _texts(page(body), "https://news.example.com/2024/11/budget-ruling")
    assert lead in texts and sum("Part" in t for t in texts) == 4 and not any("Another story" in t for t in texts)


def test_posts_rendered_in_noscript_for_readers_without_javascript_are_kept():
    posts = "".join(f"<div class='crawler-post'><p>{EN_TEXT} Post {i}.</p></div>" for i in range(4))
    body = (f"<div class='intro'><p>{CS_TEXT}</p></div><noscript><div id='main-outlet'>{posts}</div></noscript>"
            "<noscript><img src='/pixel.gif'></noscript>")
    texts = _texts(page(body), "https://forum.example.com/t/winter-tyres/4521")
    assert sum("Post" in t for t in texts) == 4


def test_a_section_whose_modifier_says_it_has_adverts_keeps_the_article_header():
    subtitle = "The skaters meet for the third time this year on a ramp that floats on the lake near the town."
    body = (f"<div class='page'><section class='o-section o-section--has-ads js-section--has-ads'>"
            f"<header class='c-article-head'><h1>Contest on the lake</h1><h2>{subtitle}</h2></header></section>"
            f"<div class='o-content'>{''.join(f'<p>{EN_TEXT} Part {i}.</p>' for i in range(3))}</div>"
            f"<section class='o-section o-section--ads'><p>Advertisement</p></section></div>")
    texts = _texts(page(body), "https://www.example.de/news/contest-on-the-lake.html")
    assert subtitle in texts and sum("Part" in t for t in texts) == 3 and "Advertisement" not in texts


def test_product_page_keeps_its_table_of_specifications_but_not_a_table_of_links():
    specs = [("Taste", "sweet"), ("Region", "Napa Valley"), ("Serving temperature", "8 °C"), ("Closure", "screw cap")]
    table = "".join(f"<tr><td>{k}:</td><td>{v}</td></tr>" for k, v in specs)
    links = "".join(f"<tr><td><a href='/w/{i}'>Another wine number {i}</a></td><td>9.90 €</td></tr>" for i in range(4))
    reviews = "".join(f"<p>{EN_TEXT} Review {i}.</p>" for i in range(3))
    form = "".join(f"<tr><td>{label}:</td><td><input name='{label}'></td></tr>" for label in ("Author", "E-mail", "Town"))
    body = (f"<div class='grid'><div class='col'><h1>Zinfandel Rosé</h1><table>{table}</table></div>"
            f"<div class='col'>{reviews}</div></div><div class='other'><table>{links}</table></div>"
            f"<div class='f'><table>{form}</table></div>")
    texts = _texts(page(body), "https://shop.example.com/products/zinfandel-rose")
    assert all(k + ":" in texts and v in texts for k, v in specs) and sum("Review" in t for t in texts) == 3
    assert not any("Another wine" in t for t in texts) and "E-mail:" not in texts  # a form's labels are no table


def test_text_around_a_list_that_holds_most_of_the_good_text_is_kept():
    steps = ["Put all the ingredients into a bowl and knead them with the dough hook into a smooth dough.",
             "Roll the dough out on a floured worktop and cut out any shapes you like with the cutters.",
             "Heat the oven to two hundred degrees and line a baking tray with a sheet of baking paper.",
             "Spread the raw biscuits on the tray and put a few almonds on each of them before baking."]
    info = "Preparation: 25 minutes (+ 15 minutes baking) Makes: 40 pieces"
    ingredients = "Ingredients: 300 g flour 1 tsp baking powder 100 g ground almonds 200 g margarine 200 g sugar"
    body = (f"<div class='entry'><h1>Almond biscuits</h1><p>{info}</p><p>{ingredients}</p><h3>Steps</h3>"
            f"<ol>{''.join(f'<li>{s}</li>' for s in steps)}</ol></div>"
            f"<div class='more'><a href='/x'>Another recipe from the kitchen</a></div>")
    texts = _texts(page(body), "https://kitchen.example.com/2024/11/almond-biscuits/")
    assert info in texts and ingredients in texts and all(s in texts for s in steps)
    assert not any("Another recipe" in t for t in texts)


SERVICE_MENU = "".join(f"<li><a href='/s/{i}'>Service number {i}</a></li>" for i in range(6))


def test_page_that_is_not_an_article_keeps_a_lone_plain_sentence_between_menus():
    offer = "Do you have a dental emergency? We are open every day of the week and you do not need to call us."
    menu = SERVICE_MENU
    body = (f"<div class='wrap'><div class='a'><div class='b'><div class='main'>"
            f"{''.join(f'<p>{EN_TEXT} Part {i}.</p>' for i in range(3))}</div></div></div></div>"
            f"<div class='cta'><ul>{menu}</ul><p>{offer}</p><ul>{menu}</ul></div>"
            f"<div class='t'><a href='/n/1'>Clinic news</a><p>{offer[:-10]}...</p></div>")
    texts = _texts(page(body), "https://dentist.example.com/emergency/")
    assert offer in texts and sum("Part" in t for t in texts) == 3 and not any("Service number" in t for t in texts)
    assert not any(t.endswith("...") for t in texts)  # a teaser's description cut short is not an offer
    article = page(body, head='<meta property="og:type" content="article">')  # an article keeps its container
    assert offer not in _texts(article, "https://news.example.com/2024/11/dentist")


def test_service_page_keeps_short_lines_of_the_wrapper_two_levels_above_the_best_scored_element():
    prices = ["Consultation: 40 euros", "Cleaning of the teeth: 80 euros"]
    menu = SERVICE_MENU
    body = (f"<div class='page'><div class='intro'><p>{EN_TEXT} Intro.</p><p>{EN_TEXT} More.</p></div>"
            f"<div class='x'><div class='body'>{''.join(f'<p>{EN_TEXT} Part {i}.</p>' for i in range(3))}</div></div>"
            f"<div class='prices'><h2>Prices</h2>{''.join(f'<p>{p}</p>' for p in prices)}</div>"
            f"<div class='outro'><p>{EN_TEXT} Outro.</p><p>{EN_TEXT} End.</p></div></div><ul class='m'>{menu}</ul>")
    texts = _texts(page(body), "https://dentist.example.com/prices/")
    assert all(p in texts for p in prices) and sum("Part" in t for t in texts) == 3
    assert not any("Service number" in t for t in texts)


@pytest.mark.parametrize("box", ["<div class='TestReport__AuthorBox'><p>{bio}</p></div>",
                                 "<div id='mvp-author-box-wrap'><div class='author-box-text'><p>{bio}</p></div></div>",
                                 "<section class='about-the-author'><p>{bio}</p></section>"])
def test_author_box_and_comment_reply_form_after_the_article_are_dropped(box):
    bio = "Jana Novak is the head of social media at the magazine. When she is not selling things online, she tests grills."
    form = "<div id='respond'><h3>What do you think?</h3><p>Your e-mail address will not be published.</p></div>"
    body = (f"<article><h1>Beef maker</h1>{''.join(f'<p>{EN_TEXT} Part {i}.</p>' for i in range(3))}"
            f"{box.format(bio=bio)}{form}</article>")
    texts = _texts(page(body, head='<meta property="og:type" content="article">'),
                   "https://www.example.de/test/beef-maker-1234.html")
    assert sum("Part" in t for t in texts) == 3 and bio not in texts
    assert "What do you think?" not in texts and not any("e-mail address" in t for t in texts)


def test_news_page_without_metadata_at_an_article_address_keeps_to_its_container():
    teasers = "".join(f"<div class='t'><a href='/n/{i}'>Another story number {i}</a><p>Story {i}: the town "
                      f"hall votes.</p></div>" for i in range(3))
    body = (f"<div class='page'><div class='col'><div class='text'>{''.join(f'<p>{EN_TEXT} Part {i}.</p>' for i in range(2))}"
            f"</div></div><div class='box'>{''.join(f'<p>{EN_TEXT} Box {i}.</p>' for i in range(2))}</div>"
            f"<div class='more'>{teasers}</div></div>")
    texts = _texts(page(body), "https://www.example.cz/zpravy/vlada-schvalila-rozpocet-na-pristi-rok-20100616.html")
    assert sum("Part" in t for t in texts) == 2 and not any("Story" in t for t in texts)


# --- the article body a CMS marks (entry-content, articleBody ...) around the best-scored element ------

def test_every_column_of_a_marked_article_body_is_kept_with_its_sign_off_but_not_the_related_posts():
    """A page builder cuts a post into rows and columns; the best-scored element is one column, but
    the whole ``entry-content`` is the text, down to the editor's sign-off."""
    columns = [f"<p>{CS_TEXT} Sloupec {i}.</p>" for i in range(3)]
    rows = "".join(f"<div class='row'><div class='col'><div class='text-column'>{c}</div></div></div>"
                   for c in columns)
    body = (f"<article><h1>Slaměné tašky</h1><div class='entry-content'>"
            f"<div class='row'><div class='col'><p>{CS_TEXT2} Úvod.</p><ul><li>slunečník</li><li>kniha</li>"
            f"<li>opalovací krém na celý den</li></ul></div></div>{rows}"
            f"<div class='row'><div class='col'><div class='text-column'><p>{CS_TEXT} Sloupec 3. {CS_TEXT2}</p>"
            f"<p>{CS_TEXT} {CS_TEXT2}</p></div></div></div>"
            "<p>XX, vaše redakce</p></div>"
            "<h2>Podobné články</h2><div class='posts'>"
            + "".join(f"<div><a href='/p{i}'>Jiný článek o taškách a létě číslo {i}</a></div>" for i in range(4))
            + "</div></article>")
    texts = _texts(page(body), "https://blog.example.cz/2019/06/slamene-tasky/")
    assert sum("Sloupec" in t for t in texts) == 4 and any("Úvod." in t for t in texts)
    assert "opalovací krém na celý den" in texts and "XX, vaše redakce" in texts
    assert not any("Jiný článek" in t for t in texts)


def test_a_lone_link_after_the_last_paragraph_is_kept_but_a_run_of_teaser_links_is_not():
    petition = "<p><a href='https://petice.example/gema'>https://petice.example/petice/online/proti-tarifum</a></p>"
    teasers = "<p>Mohlo by vás zajímat...</p>" + "".join(
        f"<p><a href='/c{i}'>Další článek o tarifech a poplatcích {i}</a></p>" for i in range(4))
    body = (f"<div id='main'><article><h1>Tarify</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p>{petition}</article>"
            f"<div class='nav-links'><a href='/prev'>← Předchozí příspěvek o stammtischi</a></div></div>")
    texts = _texts(page(body))
    assert "https://petice.example/petice/online/proti-tarifum" in texts
    body = f"<article><h1>Tarify</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p>{teasers}</article>"
    assert not any("Další článek" in t for t in _texts(page(body)))


def test_list_of_linked_names_with_their_roles_closing_an_article_is_kept():
    people = [("Laura Tacho", "Director of Engineering at CloudBees"),
              ("Heidy Khlaaf", "Research Consultant at Adelard LLP")]
    items = "".join(f"<li><a href='/p/{i}'>{name}</a>, {role}</li>" for i, (name, role) in enumerate(people))
    body = f"<article><h1>Spotlight</h1><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p><ul>{items}</ul></article>"
    texts = _texts(page(body), "https://blog.example.com/2019-03-29-spotlight/")
    assert all(f"{name}, {role}" in texts for name, role in people)


def test_wiki_table_of_contents_navigation_boxes_and_edit_links_are_dropped():
    """MediaWiki pages (Wikipedia and thousands of wikis) frame the article with a contents box, edit
    links by every heading and navigation boxes of related topics."""
    topics = "".join(f"<li><a href='/wiki/T{i}'>Související téma číslo {i}</a></li>" for i in range(12))
    body = (f"<div id='content' class='mw-body'><h1>Rozpočet</h1><div class='mw-body-content'>"
            f"<table class='vertical-navbox nowraplinks'><tr><td><ul>{topics}</ul></td></tr></table>"
            f"<p>{CS_TEXT}</p><div id='toc' class='toc'><div class='toctitle'>Obsah</div><ul>"
            "<li class='toclevel-1'><a href='#Historie'>1 Historie rozpočtu</a></li>"
            "<li class='toclevel-1'><a href='#Odkazy'>2 Externí odkazy</a></li></ul></div>"
            "<h2><span class='mw-headline'>Historie</span><span class='mw-editsection'>[editovat zdroj]</span></h2>"
            f"<p>{CS_TEXT2}</p><div class='navbox'><ul>{topics}</ul></div></div></div>")
    texts = _texts(page(body), "https://cs.example.org/wiki/Rozpo%C4%8Det")
    assert CS_TEXT in texts and CS_TEXT2 in texts
    assert not any("téma" in t or "Historie rozpočtu" in t or "Obsah" == t or "editovat" in t for t in texts)


def test_short_article_above_a_longer_list_of_other_stories_keeps_the_article_not_the_teasers():
    """The element with most good text is the "more stories" list (a linked headline, a teaser
    paragraph, "Read the rest", over and over) when the article is one paragraph: on a page whose
    metadata says it is an article, a container of linked headings gives way to the article."""
    stories = "".join(f"<div class='story'><h2><a href='/s{i}'>Another story of the day number {i}</a></h2>"
                      f"<p>{EN_TEXT} Story {i}.</p><h3><a href='/s{i}'>READ THE REST</a></h3></div>"
                      for i in range(5))
    body = (f"<div id='container'><div class='post'><h1>Hating millennials</h1><p>{EN_TEXT} The article.</p>"
            "<p><a href='https://cnn.example/bors'>The generation we love to dump on</a></p></div>"
            f"<div id='more'>{stories}</div></div>")
    head = '<meta property="og:type" content="article">'
    texts = _texts(page(body, head=head), "https://blog.example.com/2013/07/19/hating-millennials.html")
    assert f"{EN_TEXT} The article." in texts and "The generation we love to dump on" in texts
    assert not any("Story" in t or "READ THE REST" in t for t in texts)


def test_a_marked_body_inside_a_dropped_related_box_is_not_the_article():
    teasers = "".join(f"<div class='post-content'><p>Another budget story, teaser {i}.</p></div>" for i in range(3))
    article = "".join(f"<p>{EN_TEXT} Part {i}.</p>" for i in range(4))
    body = (f"<article><h1>Budget</h1><div class='entry-content'>{article}<p>{EN_TEXT} Again.</p></div>"
            f"</article><div class='related-posts'>{teasers}</div>")
    texts = _texts(page(body), "https://blog.example.com/2024/05/budget/")
    assert f"{EN_TEXT} Again." in texts and not any("Teaser" in t for t in texts)


def test_captions_named_by_their_class_are_dropped_like_figure_captions():
    caption = ("Sheikh Mohammed bin Rashid Al Maktoum passes a Boeing 787-10 passenger aircraft during the "
               "Dubai Air Show on Monday, Nov. 13, 2017.")
    body = (f"<article><h1>Emirates orders jets</h1><p>{EN_TEXT}</p>"
            f"<div class='InlineImage-imageEmbedCaption'>{caption}</div>"
            "<div class='InlineImage-imageEmbedCredit'>Natalie Naccache | Bloomberg | Getty Images</div>"
            f"<p>{EN_TEXT} Again.</p><div class='wp-caption'><img src='/a.jpg'>"
            f"<p class='wp-caption-text'>{caption} Second picture.</p></div><p>{EN_TEXT} Last.</p></article>")
    texts = _texts(page(body), "https://news.example.com/2019/11/20/emirates-boeing.html")
    assert texts == ["Emirates orders jets", EN_TEXT, f"{EN_TEXT} Again.", f"{EN_TEXT} Last."]


def test_a_marked_body_that_adds_only_links_around_the_container_is_not_taken():
    links = "".join(f"<li><a href='/w{i}'>Widget link number {i} of the site</a></li>" for i in range(12))
    body = (f"<div class='text-content'><div class='widgets'><ul>{links}</ul></div>"
            f"<div class='story'><h1>Budget</h1><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p></div></div>")
    texts = _texts(page(body), "https://news.example.com/2024/05/budget.html")
    assert f"{EN_TEXT} Again." in texts and not any("Widget" in t for t in texts)


def test_text_in_cards_named_caption_on_a_product_page_is_kept():
    """Only a picture's caption is not text: product pages name their feature cards ``caption`` too."""
    cards = "".join(f"<div class='card-container caption-tile'><div class='card-caption-content typography-caption-tile'>"
                    f"{EN_TEXT} Feature {i}.</div></div>" for i in range(3))
    body = f"<main><h1>Earbuds Pro</h1>{cards}</main>"
    texts = _texts(page(body), "https://shop.example.com/earbuds-pro/")
    assert sum("Feature" in t for t in texts) == 3


TIPS = ["Take your own car and the child to the shop, so that the seats can be tried before you buy one of them.",
        "The seat must sit firmly and steadily in the car; older cars often have belts that are too short for it.",
        "Make sure the belts run as straight as possible and do not twist anywhere between the buckle and the seat.",
        "With baby seats check whether the belt in your car is long enough to fasten the seat safely at all.",
        "Booster seats with a backrest can keep the belt from rolling up again on its own when the child leans.",
        "Seats with a support leg are approved only for some cars, so read the list of cars before you buy one.",
        "Always read the manual of the seat and the handbook of the car, which say where the seat may be used."]
SECTION = ("Four of the seats in this comparison were rated as poor, because the fabric of their covers holds "
           "flame retardants far above the limits that the testers apply to products for small children. ")


INTRO = ("In the current test eighteen child seats were checked for safety, handling, ergonomics and harmful "
         "substances.")
POINTS = ["Eleven seats are recommended", "Four fail because of pollutants", "One seat is inflated"]


def _seat_test_page() -> str:
    rows = "".join(f"<tr><td><a href='/seat/{i}'>Seat model {i}</a></td><td>{300 + i} €</td><td>yes</td>"
                   f"<td>1,{i}</td></tr>" for i in range(6))
    body = (f"<div id='page'><div class='content'><h1>Eighteen child seats in the test</h1><p>23.10.2018</p>"
            f"<p>{INTRO}</p><ul>{''.join(f'<li>{p}</li>' for p in POINTS)}</ul><h2>The results</h2>"
            f"<table><tr><th>Model</th><th>Price</th><th>Isofix</th><th>Mark</th></tr>{rows}</table>"
            f"<section><h2>Covers hold pollutants</h2><p>{SECTION * 2}</p><p>{SECTION}</p></section>"
            f"<section><h2>Tips for buying a seat</h2><ul>{''.join(f'<li>{t}</li>' for t in TIPS)}</ul></section>"
            "</div></div><div class='more'><h3><a href='/a'>Diesel bonus</a></h3><p><a href='/a'>Questions and "
            "answers about the bonus and the discounts of fifteen makers.</a></p></div>")
    return page(body, head='<meta property="og:type" content="article">')


def test_intro_key_points_and_table_above_the_best_scored_section_are_kept():
    """An article whose intro, key points and table of results sit above its sections: the best-scored
    element is one section (a list of tips), and the element around it holding most of the text adds
    only the article's beginning, so it is the container (the teasers after it stay out)."""
    texts = _texts(_seat_test_page(), "https://www.example.de/test/kindersitze-2018.html")
    assert all(t in texts for t in TIPS) and f"{SECTION * 2}".strip() in texts
    assert INTRO in texts and all(p in texts for p in POINTS) and "Model" in texts and "301 €" in texts
    assert not any("Diesel" in t or "Questions and answers" in t for t in texts)


def test_the_element_holding_most_text_is_not_taken_when_the_page_goes_on_after_the_container():
    """The same widening must not take in what comes after the article: when the element around the
    best-scored one goes on after it with as much text again (other stories' descriptions), the
    container stays, and the descriptions stay out."""
    others = "".join(f"<div class='story'><p>{EN_TEXT} Story number {i} of the day.</p></div>" for i in range(2))
    body = (f"<div id='page'><p>{INTRO}</p><ul>{''.join(f'<li>{p}</li>' for p in POINTS)}</ul>"
            f"<div class='post'><h1>Tips for buying a seat</h1><ul>{''.join(f'<li>{t}</li>' for t in TIPS)}</ul>"
            f"<p>{SECTION}</p></div>{others}</div>")
    texts = _texts(page(body, head='<meta property="og:type" content="article">'),
                   "https://www.example.de/test/kindersitze-2018.html")
    assert all(t in texts for t in TIPS) and not any("Story number" in t for t in texts)


def test_short_lines_between_paragraphs_are_kept_but_interface_words_are_not():
    """A sign-off, a label or "Repeat chorus" between two kept paragraphs is text however short; an
    advert label, a gallery control or "Read more" in the same place is the page's interface."""
    body = (f"<article><h1>Ear candy</h1><p>{EN_TEXT}</p><p>Earcuff: Zoeca</p><p>{EN_TEXT} Again.</p>"
            f"<p>Repeat chorus</p><p>{EN_TEXT} Twice.</p><p>Advertisement</p><p>{EN_TEXT} Thrice.</p>"
            f"<div>Back to Gallery</div><p>{EN_TEXT} Four.</p><div>Image 2 of 5</div><p>{EN_TEXT} Five.</p>"
            f"<div>Read More</div><p>{EN_TEXT} Six.</p><p>x Franzi</p><p>{EN_TEXT} Seven.</p></article>")
    texts = _texts(page(body), "https://blog.example.com/2019/06/ear-candy/")
    assert "Earcuff: Zoeca" in texts and "Repeat chorus" in texts and "x Franzi" in texts
    assert f"{EN_TEXT} Six." in texts and f"{EN_TEXT} Seven." in texts
    assert not {"Advertisement", "Back to Gallery", "Image 2 of 5", "Read More"} & set(texts)


def test_a_sign_off_after_the_last_paragraph_is_kept_between_kept_lines():
    """The sign-off under a blog post ("x Franzi") sits between two short lines that are kept, past the
    last good paragraph, where the block classes call it bad."""
    others = "".join(f"<li><a href='/p{i}'>Another post number {i} of this blog</a></li>" for i in range(8))
    body = (f"<div class='post'><h1>Two backpacks</h1><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p>"
            "<p>I wish you all a lovely Sunday and see you soon &lt;3</p><p>x Franzi</p>"
            f"<p>Palm Springs Mini (left) and Palm Springs PM (right)</p></div><ul>{others}</ul>")
    texts = _texts(page(body), "https://blog.example.com/2019/06/two-backpacks/")
    assert texts[-3:] == ["I wish you all a lovely Sunday and see you soon <3", "x Franzi",
                          "Palm Springs Mini (left) and Palm Springs PM (right)"]


def test_a_label_with_its_value_beside_a_kept_paragraph_is_kept_but_a_bare_label_is_not():
    """A product line under a paragraph ("Earcuff: Zoeca", "Prix : 12 €") names what the text shows, however
    short, when what follows it is not kept (a list of shop links); a label without its value ("Teilen:"),
    an author's line ("Autor: Redakce") or a line without a value ("Top picks") in that place is not kept."""
    def shop(n: int) -> str:
        return "<ul>" + "".join(f"<li><a href='/shop/{n}/{i}'>Shop item number {i}</a></li>" for i in range(4)) + "</ul>"

    body = (f"<article><h1>Ear candy</h1><p>{EN_TEXT}</p><p>Earcuff: Zoeca</p>{shop(1)}"
            f"<p>{EN_TEXT} Again.</p><p>Prix : 12 €</p>{shop(2)}<p>{EN_TEXT} Twice.</p><p>Teilen:</p>{shop(3)}"
            f"<p>{EN_TEXT} Three.</p><p>Autor: Redakce</p>{shop(5)}"
            f"<p>{EN_TEXT} Thrice.</p><p>Top picks</p>{shop(4)}</article>")
    texts = _texts(page(body), "https://blog.example.com/2019/06/ear-candy/")
    assert "Earcuff: Zoeca" in texts and "Prix : 12 €" in texts
    assert f"{EN_TEXT} Thrice." in texts and not {"Teilen:", "Top picks", "Autor: Redakce"} & set(texts)


def test_sections_after_the_container_whose_headings_are_not_h_elements_are_kept():
    """A course page cut into sections, each a ``<div>`` title and a paragraph, then the outline of its
    chapters as short rows, a lab's paragraph: the container found is the section with the longest
    paragraph; the sections after it, all good text in context, continue it, but not a box of links to
    other courses."""
    chapters = [f"Chapter {i}. {name}" for i, name in enumerate(
        ["Course Introduction", "Open Source Software", "Why Use Open Source?", "Developing a Strategy"], 1)]
    rows = "".join(f"<section class='row'><span>{c}</span></section>" for c in chapters)
    others = "".join(f"<li><a href='/c/{i}'>Another course number {i}</a></li>" for i in range(8))

    def part(title: str, text: str) -> str:
        return f"<div class='part'><div class='part-title'>{title}</div><div class='part-body'>{text}</div></div>"

    body = (f"<div class='course'><div class='parts'>{part('Who Is It For', EN_TEXT)}"
            f"{part('What You Will Learn', EN_TEXT + ' ' + CS_TEXT + ' ' + EN_TEXT)}"
            f"{part('What It Prepares You For', 'The course prepares you for the next steps of the work.')}</div>"
            f"<div class='outline'><div class='part-title'>Course Outline</div>{rows}</div>"
            f"<div class='lab'><div class='part-title'>Lab Info</div><p>{EN_TEXT} Labs.</p></div>"
            f"<div class='more'><div class='part-title'>Similar courses</div><ul>{others}</ul></div></div>")
    texts = _texts(page(body), "https://training.example.org/training/a-beginners-guide")
    assert {"What It Prepares You For", "Course Outline", *chapters, f"{EN_TEXT} Labs."} <= set(texts)
    assert not any(t.startswith("Another course") for t in texts) and "Similar courses" not in texts


def test_every_item_of_a_list_of_links_kept_as_text_stays_but_a_related_line_between_paragraphs_goes():
    """A progress report lists its merged changes, each a link: the items that are links as a whole are
    kept (text goes on after the list), and so are those between them with a plain tail ("Regenerate
    intrinsics (thanks to Anna!)") or shorter than the rest ("Update gccjit").  A "Related: …" link line
    between two paragraphs that have a link in them stays out."""
    changes = ["Remove passing tests from the failing list", "Fix memory usage of nested expressions",
               "<a href='/pr/3'>Regenerate intrinsics</a> (thanks to Anna!)", "Implement the vector register type",
               "<a href='/pr/5'>Update gccjit</a>", "Dlopen the library to support more targets"]
    items = "".join(f"<div class='change'><p>{c if c.startswith('<a') else f'<a href=/pr/{i}>{c}</a>'}</p></div>"
                    for i, c in enumerate(changes))
    linked = f"{EN_TEXT} See <a href='/budget'>the budget</a> for the figures."
    body = (f"<article><h1>Progress report</h1><p>{EN_TEXT}</p><p>Here is what has been done:</p>"
            f"<div class='changes'>{items}</div><p>{EN_TEXT} After.</p><p>{linked}</p>"
            f"<p><b>Related:</b> <a href='/other'>Snapshots of our universe</a></p><p>{linked} Again.</p></article>")
    texts = _texts(page(body), "https://blog.example.org/progress-report-39")
    assert {"Regenerate intrinsics (thanks to Anna!)", "Update gccjit", "Fix memory usage of nested expressions"} <= set(texts)
    plain = f"{EN_TEXT} See the budget for the figures. Again."
    assert plain in texts and not any(t.startswith("Related:") for t in texts)


def test_linked_headings_of_a_listicle_are_kept_but_not_teaser_headlines_nor_sponsored_ones():
    """An article listing movers: each entry's heading is a link to the company's site, text follows on
    both sides, so the headings are part of the text.  A headline between the same paragraphs that links
    to another story of the site is a teaser, one marked "(Sponsored)" an advert: neither is kept, nor a
    linked heading after the last paragraph."""
    movers = ["1. Urban Moving", "2. Metropolis Movers", "3. Blue Moving"]
    entries = "".join(f"<h2><a href='https://www.mover{i}.com/'>{m}</a></h2><p>{EN_TEXT} Mover {i}.</p>"
                      for i, m in enumerate(movers))
    others = "".join(f"<li><a href='/s{i}'>Another story of the day number {i}</a></li>" for i in range(6))
    body = (f"<article><h1>The best movers in town</h1><p>{EN_TEXT}</p>{entries}"
            "<h2><a href='/guides/best-cleaners'>Our guide to the best cleaners</a></h2>"
            f"<p>{EN_TEXT} Cleaners.</p><h2><a href='https://ads.example.net/x'>Moving boxes (Sponsored)</a></h2>"
            f"<p>{EN_TEXT} Boxes.</p><h3><a href='/next'>Up to the next guide: the best cleaners</a></h3>"
            f"<ul>{others}</ul></article>")
    texts = _texts(page(body, head='<meta property="og:type" content="article">'),
                   "https://www.guides.example.org/best-movers-in-town")
    assert set(movers[1:]) <= set(texts) and f"{EN_TEXT} Boxes." in texts
    assert not {"Our guide to the best cleaners", "Moving boxes (Sponsored)",
                "Up to the next guide: the best cleaners"} & set(texts)


def test_a_listicle_heading_linking_to_another_site_under_the_same_public_suffix_is_kept():
    """bbc.co.uk and itv.co.uk are two sites (the public suffix list says so), not one "co.uk": a
    heading of a British listicle that links to another company's .co.uk site is the listicle's entry."""
    movers = ["1. Urban Moving", "2. Metropolis Movers", "3. Blue Moving"]
    entries = "".join(f"<h2><a href='https://www.mover{i}.co.uk/'>{m}</a></h2><p>{EN_TEXT} Mover {i}.</p>"
                      for i, m in enumerate(movers))
    body = f"<article><h1>The best movers in town</h1><p>{EN_TEXT}</p>{entries}</article>"
    texts = _texts(page(body, head='<meta property="og:type" content="article">'),
                   "https://www.guides.example.co.uk/best-movers-in-town")
    assert set(movers[1:]) <= set(texts)


def test_a_forum_question_that_quotes_an_address_is_kept_beside_the_longer_answer():
    """A thread of two posts: the question is shorter than the answer and quotes an address (a link, about
    15 % of its text); the answer's post is the container, the question's post beside it continues it
    (a page that is not an article allows a sibling 20 % link text, an article 10 %)."""
    question = ("According to <a href='https://example.org/releases/2024.05.01/'>https://example.org/releases/2024.05.01/x86_64/</a> the image "
                "grew from 800 to 1200 megabytes last year. Why did the size increase so much, and is there "
                "a way to get the smaller one back for my old machine? It has only a small disk, and I would "
                "like to keep using it for as long as it still works.")
    body = (f"<div id='forum'><div class='post' id='p1'><div class='inbox'><h3>Why did the image grow?</h3>"
            f"<div class='postmsg'><p>{question}</p></div></div></div>"
            f"<div class='post' id='p2'><div class='inbox'><h3>Re: Why did the image grow?</h3>"
            f"<div class='postmsg'><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p></div></div></div></div>")
    texts = _texts(page(body), "https://bbs.example.org/viewtopic.php?id=309936")
    assert any(t.startswith("According to https://example.org/releases/2024.05.01/x86_64/ the image") for t in texts)
    assert f"{EN_TEXT} Again." in texts


def test_steps_shaped_like_a_kept_step_are_kept_but_not_a_box_of_links():
    """A tutorial whose steps are boxes of the same shape (a "Step n" line and a paragraph) beside its
    intro: the first step's paragraph is long and good, the others are a sentence each, not good in
    context (short "Step n" lines between them, a box of links after them); they are shaped like the
    first step, so they continue the text, but the box of links does not."""
    steps = ["Insert your plant into the hole you made in the foam, and press the soil around it gently.",
             "You can add various plants if you wish, as long as they all like the same amount of water.",
             "Using floral pins, attach enough moss around the oasis to cover it from every side.",
             "Gently place the cloche over the oasis; the glass may push some of the moss upward."]
    boxes = "".join(f"<div class='step'><div class='in'><div class='step-title'>Step {i}</div><p>{t}</p></div></div>"
                    for i, t in enumerate([f"{EN_TEXT} {EN_TEXT} First step.", *steps], 1))
    links = "".join(f"<li><a href='/how_{i}'>How to build another thing number {i}</a></li>" for i in range(6))
    body = (f"<div class='page'><div class='intro'><div class='in'><p>{EN_TEXT} {EN_TEXT} Intro.</p></div></div>"
            f"{boxes}<div class='more'><div class='in'><ul>{links}</ul></div></div></div>")
    texts = _texts(page(body, head='<meta property="og:type" content="article">'),
                   "https://www.example.com/how_2042752_build-terrarium.html")
    assert set(steps) <= set(texts) and "Step 5" in texts
    assert not any(t.startswith("How to build another") for t in texts)


def test_linked_titles_in_a_table_row_whose_other_cells_are_kept_stay():
    """A table of films inside the article: each row's title is a link, its year and plot are text; the
    titles belong to the text as much as the plots (a short linked cell of a row with a cell kept)."""
    films = [("Groundhog Day", "1993", "A weatherman relives the same day over and over until he changes."),
             ("Run Lola Run", "1998", "A woman has twenty minutes to find a large sum of money for her lover."),
             ("Source Code", "2011", "A pilot relives the last eight minutes of another man's life on a train.")]
    rows = "".join(f"<tr><th><a href='/wiki/{t.replace(' ', '_')}'>{t}</a></th><td>{y}</td><td>{d}</td></tr>"
                   for t, y, d in films)
    body = (f"<div id='content'><h1>Time loops in film</h1><p>{EN_TEXT}</p><table>{rows}</table>"
            f"<p>{EN_TEXT} More.</p></div><div id='nav'><ul>{SERVICE_MENU}</ul></div>")
    texts = _texts(page(body), "https://wiki.example.org/wiki/Time_loop")
    assert all(t in texts and y in texts and d in texts for t, y, d in films)
    assert not any(t.startswith("Service number") for t in texts)


def test_teaser_cards_marked_as_articles_under_the_article_are_dropped():
    """Sites mark every teaser of "More in ..." as an ``<article>``: a linked headline, a long description,
    "Read More".  Their descriptions are good prose inside an ``<article>``, but not the article's."""
    cards = "".join(f"<article class='card'><div class='t'><h5><a href='/s{i}'>Another story of the day {i}</a></h5></div>"
                    f"<div class='d'>{EN_TEXT} Card {i}.</div><a href='/s{i}'>Read More</a></article>" for i in range(4))
    body = (f"<div class='page'><article class='story'><h1>Parise scores two goals</h1><div class='body'>"
            f"<p>{EN_TEXT} The story.</p><p>{CS_TEXT}</p><p>{EN_TEXT} The end.</p></div></article>"
            f"<section class='more'><h2>More in Minnesota Wild</h2>{cards}</section></div>")
    texts = _texts(page(body, head='<meta property="og:type" content="article">'),
                   "https://www.example.com/2019/11/19/parise-scores-2-goals/")
    assert f"{EN_TEXT} The story." in texts and f"{EN_TEXT} The end." in texts
    assert not any("Card" in t for t in texts)


def test_article_rendered_by_javascript_comes_from_its_json_ld_article_body():
    """A page whose HTML shows a teaser and "Read full article" while its JSON-LD states the whole
    ``articleBody`` (markup in it stripped): the stated body is the text, and it is counted."""
    import json

    paragraphs = [f"{EN_TEXT} Part {i}." for i in range(4)]
    ld = {"@context": "https://schema.org", "@type": "OpinionNewsArticle", "headline": "A playbook",
          "articleBody": "\n".join(f"<p>{p}</p>" for p in paragraphs)}
    head = f'<script type="application/ld+json">{json.dumps(ld)}</script>'
    body = ("<div id='app'><h1>A playbook</h1><p>While both leaders faced a challenging year, one of them shrewdly "
            "claimed a massive election win.</p><a href='/full'>READ FULL ARTICLE</a></div>")
    result = extract_page(page(body, head=head), "https://www.example.com/comment/article/3044059/playbook", OPTIONS)
    assert [b.text for b in result.blocks] == paragraphs and result.counters["stated_body"] == 1
    ld["articleBody"] = "".join(f"<p>{p}</p>" for p in paragraphs)  # markup without line breaks
    head = f'<script type="application/ld+json">{json.dumps(ld)}</script>'
    result = extract_page(page(body, head=head), "https://www.example.com/comment/article/3044059/playbook", OPTIONS)
    assert [b.text for b in result.blocks] == paragraphs
    ld["articleBody"] = "A short summary of the article, shorter than what the page shows."
    body = f"<article><h1>A playbook</h1><p>{EN_TEXT}</p><p>{CS_TEXT}</p></article>"
    head = f'<script type="application/ld+json">{json.dumps(ld)}</script>'
    result = extract_page(page(body, head=head), "https://www.example.com/comment/article/3044059/playbook", OPTIONS)
    assert [b.text for b in result.blocks][-2:] == [EN_TEXT, CS_TEXT] and "stated_body" not in result.counters


# --- shop pages: products, collections ----------------------------------------------------------------

SHOP_MENU = "<nav><ul>" + "".join(f"<li><a href='/c/{i}'>Category {i}</a></li>" for i in range(8)) + "</ul></nav>"


def test_a_shop_page_of_short_lines_keeps_the_products_name_price_and_features():
    """No block is long enough to be good text (jusText's classes find nothing): the plain lines of the
    best-scored container are the page, not the shop's menus nor nothing."""
    lines = ["Oak side table, natural finish", "Solid oak from certified forests",
             "Height 55 cm, top 40 x 40 cm", "Delivered assembled within five days", "Oiled, not varnished"]
    body = (f"<header>{SHOP_MENU}</header><div class='page'><div class='product'><h1>Oak side table</h1>"
            f"<div class='price'>€ 149.00</div>{''.join(f'<div class=row><p>{t}</p></div>' for t in lines)}</div>"
            f"<div class='links'><a href='/help'>Help and contact for customers</a> <a href='/shops'>Our shops</a>"
            f"</div></div><footer>{SHOP_MENU}</footer>")
    texts = _texts(page(body), "https://shop.example.com/products/oak-side-table")
    assert all(t in texts for t in lines) and "Oak side table" in texts and "€ 149.00" in texts
    assert not any("Category" in t or "Help and contact" in t for t in texts)


def test_specifications_in_a_definition_list_are_kept_but_a_forums_member_details_are_not():
    specs = [("Outer fabric:", "Cotton"), ("Lining:", "Polyester"), ("Fastening:", "Zip"), ("Pockets:", "Two")]
    dl = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in specs)
    body = (f"<main><h1>Denim jacket</h1><p>{EN_TEXT}</p><h2>Material and care</h2><dl>{dl}</dl>"
            f"<p>{EN_TEXT} More.</p></main>")
    texts = _texts(page(body), "https://shop.example.com/products/denim-jacket-blue")
    assert all(k in texts and v in texts for k, v in specs)
    posts = "".join(f"<div class='post'><div class='user'><a href='/u/{i}'>Member {i}</a><dl><dt>Joined</dt>"
                    f"<dd>Mar {i}, 2020</dd><dt>Messages</dt><dd>{100 + i}</dd></dl></div><p>{EN_TEXT} Post {i}.</p>"
                    "</div>" for i in range(3))
    texts = _texts(page(f"<main><h1>Which headphones?</h1>{posts}</main>"), "https://forum.example.com/t/headphones/12")
    assert sum("Post" in t for t in texts) == 3 and "Joined" not in texts and "Messages" not in texts


def test_linked_product_names_in_the_container_of_a_collection_page_are_kept():
    """On a page that is not an article, a heading that is a link names an item of the page (a product of
    a category, a service); on an article's page such headings stay teasers."""
    cards = "".join(f"<div class='card'><h3><a href='/p/{i}'>Trail running shoe model {i}</a></h3>"
                    f"<p>{EN_TEXT} Shoe {i}.</p></div>" for i in range(4))
    body = f"<div class='menu'>{SHOP_MENU}</div><main><h1>Running shoes</h1><div class='grid'>{cards}</div></main>"
    texts = _texts(page(body), "https://shop.example.com/c/running-shoes")
    assert sum("Trail running shoe model" in t for t in texts) == 4 and sum("Shoe" in t for t in texts) == 4


def test_page_language_is_found_when_its_longest_block_is_a_list_of_numbers():
    """The stop words of the page's language tell prose from lists of names; the language must not be
    judged on the longest block alone (a list of postcodes, code, JSON), or it comes out unknown."""
    postcodes = " ".join(str(90000 + 7 * i) for i in range(120))
    cities = " ".join(["Beverly Hills", "Los Angeles", "Irvine", "Perris", "Rosamond", "Hacienda Heights", "Chino",
                       "Piru", "Rancho Cucamonga", "Highland", "Inglewood", "Pasadena", "Monrovia"] * 3)
    body = (f"<div class='page'><div class='main'><h1>Fitness equipment rentals</h1>"
            f"{''.join(f'<p>{EN_TEXT} Rental {i}.</p>' for i in range(3))}</div>"
            f"<div class='area'><p>{cities}</p><p>{postcodes}</p></div></div>")
    texts = _texts(page(body), "https://rentals.example.com/fitness/")
    assert sum("Rental" in t for t in texts) == 3 and cities not in texts and postcodes not in texts


def test_product_name_price_and_overview_beside_the_description_are_kept():
    """A shop's two columns: name, price and a one-line overview above the tabs whose description is the
    best-scored text (a Magento page); the rating links and the related products are not kept."""
    description = "".join(f"<p>{EN_TEXT} Shoe {i}.</p>" for i in range(2))
    body = (f"<header>{SHOP_MENU}</header><main><div class='columns'><div class='column main'>"
            "<div class='product-info-main'><div class='title'><h1><span>Trail Runner 3 Shoe</span></h1></div>"
            "<div class='reviews'><a href='/r/1'>3 Reviews</a> <a href='/r/add'>Add Your Review</a></div>"
            "<div class='price-box'><span class='price'>€129.00</span></div><div class='stock'>In stock</div>"
            "<div class='overview'><div class='value'>Light trail shoe with a grippy outsole for wet rocks.</div></div>"
            "</div><div class='info detailed'><div class='items'><div class='title'>Details</div>"
            f"<div class='content' id='description'><div class='attribute'><div class='value'>{description}</div></div>"
            "</div></div></div><div class='block related'><strong>Related Products</strong><ol><li><a href='/socks'>"
            "Trail Socks</a> <span>€14.00</span></li></ol></div></div></div></main>")
    texts = _texts(page(body), "https://outdoor.example.com/trail-runner-3-shoe.html")
    assert texts[:3] == ["Trail Runner 3 Shoe", "€129.00", "Light trail shoe with a grippy outsole for wet rocks."]
    assert sum("Shoe" in t for t in texts) == 3 and not any("Socks" in t or "Review" in t for t in texts)


def test_product_tab_panels_specifications_in_cells_and_short_features_are_kept():
    """WooCommerce: the description and the specifications are tab panels, each marked ``entry-content``
    (the second hidden until its tab is clicked), the specifications' values sit in ``<p>`` inside the
    cells, and features of two words stand in the list with longer ones.  The address's long slug is a
    product's, not an article's."""
    features = ["Fits most mugs and carafes", "Dishwasher safe", "Keeps heat well"]
    specs = [("Weight", "0.4 kg"), ("Colour", "White")]
    body = (f"<main><div class='product type-product'><div class='summary'><h1>Ceramic coffee dripper</h1>"
            "<p class='price'><span>€</span>24.90</p></div><div class='woocommerce-tabs'>"
            "<div class='woocommerce-Tabs-panel entry-content wc-tab' id='tab-description' role='tabpanel'>"
            f"<h2>Description</h2><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p>"
            f"<ul>{''.join(f'<li>{f}</li>' for f in features)}</ul></div>"
            "<div class='woocommerce-Tabs-panel entry-content wc-tab' id='tab-additional' role='tabpanel' "
            "style='display:none'><h2>Additional information</h2><table>"
            f"{''.join(f'<tr><th>{k}</th><td><p>{v}</p></td></tr>' for k, v in specs)}</table></div></div>"
            "<section class='related products'><h2>Related products</h2><ul><li><a href='/p/filters'>Paper filters"
            "</a></li></ul></section></div></main>")
    texts = _texts(page(body), "https://shop.example.com/product/ceramic-pour-over-coffee-dripper/")
    assert texts[:2] == ["Ceramic coffee dripper", "€24.90"]
    assert all(f in texts for f in features) and all(k in texts and v in texts for k, v in specs)
    assert not any("filters" in t for t in texts)


def test_hidden_tab_panels_and_faq_answers_named_the_bem_way_are_kept():
    """Panels hidden until the reader opens them are kept when named as panels, in the BEM spelling of
    shop themes too (``tabs__panel``, ``tabs__content``) and a FAQ's answers; a hidden cart drawer is not."""
    answer = "Yes, every order ships within two working days from our warehouse in Rotterdam."
    body = (f"<main><h1>Linen shirt</h1><p>{EN_TEXT}</p><div class='product-tabs'>"
            f"<div class='product-tabs__panel' hidden><p>{EN_TEXT} Care.</p></div>"
            f"<div class='tabs__content' style='display:none'><p>{EN_TEXT} Sizes.</p></div></div>"
            f"<div class='faq'><h2>Do you ship fast?</h2><div class='faq__answer' hidden><p>{answer}</p></div></div>"
            "<div class='cart-drawer' hidden><p>Your cart is empty. Continue shopping to find something you like.</p>"
            "</div></main>")
    texts = _texts(page(body), "https://shop.example.com/products/linen-shirt")
    assert sum(t.startswith(EN_TEXT) for t in texts) == 3 and answer in texts
    assert not any("cart is empty" in t for t in texts)


def test_second_opinion_judges_a_page_that_is_not_an_article_as_the_main_pass_does():
    """The permissive parse (here for a page whose text sits in an ``<aside>``) takes the container of a
    page that is not an article an element or two above the best-scored one, as the main pass does, so the
    price list beside the text is not lost."""
    offers = ["Cleaning of the teeth: forty minutes with our hygienist, who also shows you how to brush and floss "
              "well, every weekday from eight in the morning until six in the evening.",
              "Whitening in two sessions: we check your teeth and gums before the first of them, and after the "
              "second one you get a gel to keep the colour at home for a year.",
              "Fillings in the colour of your teeth: the dentist matches the shade to the tooth and you can eat "
              "again two hours after the treatment, as with any other filling."]
    links = "".join(f"<li><a href='/l/{i}'>Link to one of the many other pages, number {i}</a></li>" for i in range(40))
    body = (f"<div class='page'><aside class='wrap'><div class='a'><div class='c'>"
            f"{''.join(f'<p>{EN_TEXT} Part {i}.</p>' for i in range(2))}</div></div>"
            f"<div class='d'><h2>Prices</h2>{''.join(f'<p>{o}</p>' for o in offers)}</div></aside>"
            f"<footer><ul>{links}</ul></footer></div>")
    page_ = extract_page(page(body), "https://dentist.example.com/prices/", OPTIONS)
    texts = [b.text for b in page_.blocks]
    assert page_.counters.get("second_opinion") == 1
    assert sum("Part" in t for t in texts) == 2 and all(o in texts for o in offers)
    assert not any("Link to one" in t for t in texts)
