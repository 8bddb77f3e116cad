"""A link text cut short with an ellipsis whose ``title`` attribute holds the whole name: shop and blog
grids cut long names to fit their cards ("A Light in the ..." with ``title="A Light in the Attic"``). Cut,
such a name read as another article's teaser and went, so a category page lost the names of its longest
items and kept their prices alone."""

from __future__ import annotations

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}

BOOKS = [("A Light in the Attic", "A Light in the ..."), ("Tipping the Velvet", "Tipping the Velvet"),
         ("Soumission", "Soumission"), ("Sharp Objects", "Sharp Objects"),
         ("Sapiens: A Brief History of Humankind", "Sapiens: A Brief History ..."),
         ("The Requiem Red", "The Requiem Red"),
         ("The Dirty Little Secrets of Getting Your Dream Job", "The Dirty Little Secrets ..."),
         ("Die Wanderjacke Alpspitze für lange Touren", "Die Wanderjacke Alpspitze…")]


def _grid(books: list[tuple[str, str]]) -> str:
    cards = "".join(
        f'<li><article class="product_pod"><div class="image_container"><a href="/b{i}.html"><img src="/b{i}.jpg" '
        f'alt="{title}" class="thumbnail"></a></div><p class="star-rating Three"></p>'
        f'<h3><a href="/b{i}.html" title="{title}">{shown}</a></h3><div class="product_price">'
        f'<p class="price_color">£{20 + i}.{i}7</p><p class="instock availability">In stock</p>'
        f'<form><button type="submit" class="btn">Add to basket</button></form></div></article></li>'
        for i, (title, shown) in enumerate(books))
    return ('<html><head><title>All products | Books</title></head><body><div class="page">'
            '<h1>All products</h1><form class="form-horizontal"><strong>1000</strong> results - showing '
            f'<strong>1</strong> to <strong>20</strong>.</form><section><ol class="row">{cards}</ol></section>'
            '</div></body></html>')


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def test_a_grid_keeps_every_name_whole_beside_its_price() -> None:
    texts = _texts(_grid(BOOKS), "https://books.example.com/catalogue/page-1.html")
    for i, (title, _shown) in enumerate(BOOKS):
        assert title in texts, (title, texts)
        assert texts[texts.index(title) + 1] == f"£{20 + i}.{i}7"
    assert not [t for t in texts if t.endswith(("...", "…"))]


def test_a_title_that_is_not_the_whole_name_leaves_the_link_text_as_it_is() -> None:
    """A title that says something else ("Read more", a tooltip) is not the link's text."""
    html = _grid([("Weiterlesen", "Die Wanderjacke Alpspitze..."), ("Tipping the Velvet", "Tipping the Velvet"),
                  ("Sharp Objects", "Sharp Objects")])
    texts = _texts(html, "https://books.example.com/catalogue/page-1.html")
    assert "Weiterlesen" not in " ".join(texts)
    assert "Tipping the Velvet" in texts


def test_an_article_teaser_cut_short_still_goes() -> None:
    """Beside an article, another article's excerpt cut with an ellipsis inside its link goes, title or not:
    its title attribute repeats the headline, not the excerpt."""
    body = " ".join(["Der Gemeinderat hat am Dienstagabend nach langer Debatte den Haushalt für das kommende Jahr "
                     "beschlossen, der vor allem Investitionen in Schulen und Radwege vorsieht."] * 3)
    teasers = "".join(f'<p><a href="/news/{i}" title="Andere Meldung {i}">Im Nachbarort wurde ebenfalls über den '
                      f'Haushalt gestritten, doch dort ...</a></p>' for i in range(3))
    html = (f'<html><head><meta property="og:type" content="article"><title>Haushalt beschlossen</title></head>'
            f'<body><article><h1>Haushalt beschlossen</h1><p>{body}</p><p>{body}</p></article>'
            f'<aside class="related">{teasers}</aside></body></html>')
    texts = _texts(html, "https://zeitung.example.de/lokales/haushalt-beschlossen-123.html")
    assert body in texts
    assert not [t for t in texts if "Nachbarort" in t]


def _walked(html: str) -> list[str]:
    return [b.text for b in extract_page(html, "https://shop.example.com/c/water-bottles", OPTIONS).blocks]


def test_a_brand_and_a_name_in_adjacent_elements_are_two_words() -> None:
    """Shops, film listings and team pages put a card's parts in inline elements that their style lays out
    as lines of their own, with no white space between them in the markup: "Co-op" + "Nalgene" read as one
    word "Co-opNalgene" (571 such words on 36 of the 989 sample pages, all wrong). Where a lower-case letter
    ends one text and a capital begins the next, they are two words."""
    cards = "".join(
        f'<li class="product"><a href="/p/{i}"><h2><span class="brand">{brand}</span><span class="name">{name}'
        f'</span></h2></a><p><span class="price">${i + 10}.00</span><span class="rating">{i + 3} reviews</span>'
        f'</p></li>' for i, (brand, name) in enumerate([
            ("REI Co-op", "Nalgene Sustain Bottle - 32 fl. oz."), ("Hydro Flask", "Wide-Mouth Vacuum Bottle"),
            ("Grayl", "GeoPress Water Filter"), ("Klean Kanteen", "Recycled Insulated Bottle")]))
    html = ('<html><head><title>Water Bottles | Outdoor Shop</title></head><body><main>'
            '<nav class="breadcrumb"><a href="/">Home</a><span>Water Bottles</span></nav>'
            '<h1>Water Bottles</h1><p>Stay hydrated on the trail with insulated, filtering and collapsible bottles '
            'from the brands hikers trust, tested by our staff on long days in the backcountry.</p>'
            f'<ul class="grid">{cards}</ul></main></body></html>')
    text = "\n".join(_walked(html))
    assert "REI Co-op Nalgene Sustain Bottle" in text
    assert "Grayl GeoPress Water Filter" in text
    assert "Co-opNalgene" not in text and "FlaskWide" not in text


def test_a_word_split_by_markup_stays_one_word() -> None:
    """A drop capital, a stressed syllable and a word's link all continue in small letters: no space."""
    html = ('<html><head><title>Ein Bericht</title></head><body><article><h1>Ein Bericht</h1>'
            '<p><span class="dropcap">D</span>ie Stadtverwaltung hat gestern mitgeteilt, dass die '
            '<a href="/bruecke">Brücke</a>nsanierung im Frühjahr beginnt und bis zum Herbst dauern wird, was '
            'für Pendler <em>un</em>angenehme Umwege bedeutet, wie der Bürgermeister einräumte.</p>'
            '</article></body></html>')
    text = " ".join(_walked(html))
    assert "Die Stadtverwaltung" in text
    assert "Brückensanierung" in text and "unangenehme" in text
