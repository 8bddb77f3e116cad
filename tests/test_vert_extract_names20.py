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
