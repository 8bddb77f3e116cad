"""The one walk of ``prune.scan`` finds what the CSS queries it replaced found, on pages that try it:
a ``<title>`` inside an SVG before the head's, a ``<base>`` without ``href``, furniture inside a
template, an SVG or a ``<noscript>``, a comment form and a ``<noscript>`` that holds the page."""

from selectolax.lexbor import LexborHTMLParser

from corpustools.vert import extract, furniture, prune

PAGES = [
    "<html><body><template><header>x</header><title>t</title></template><header>y</header><p>text</p></body></html>",
    "<svg><title>svg t</title></svg><title>real</title><p>x</p>",
    "<body><noscript><header>h</header><p>" + "long text " * 40 + "</p></noscript><nav>n</nav>"
    "<svg><nav>z</nav></svg></body>",
    "<base target=x><base href='/a/'><title></title><title>2</title><p>x<?php echo 1 ?></p>"
    "<header><script><nav></nav></script></header>",
    "<frameset><frame></frameset>",
    "",
    "<math><title>m</title></math><select><option><header>x</header></select><aside>a</aside>",
    "<table><header>t</header><tr><td>x</td></tr></table><object><nav>o</nav></object><head><title>late</title></head>",
    "<p>x</p><PRE><span class='comment'>y</span></PRE>",
    "<p>Run <code>make</code></p><noscript><pre>z</pre></noscript><blockquote>q</blockquote>",
    "<p>" + "article " * 50 + "</p><form><h3>Comment</h3><textarea></textarea><footer>f</footer></form><footer>g</footer>",
]


def _ids(nodes) -> list[int]:  # noqa: ANN001
    return [node.mem_id for node in nodes]


def test_scan_finds_what_the_queries_found():
    for html in PAGES:
        for drop in (prune.DROP, prune.LOOSE_DROP):
            tree = LexborHTMLParser(html)
            found = prune.scan(tree, drop)
            for key, selector in (("title", "title"), ("base", "base[href]")):
                node = tree.css_first(selector)
                assert (found.get(key) is None) == (node is None), (html, key)
                assert node is None or found[key].mem_id == node.mem_id, (html, key)
            assert _ids(found["noscript, textarea"]) == _ids(tree.css("noscript, textarea")), html
            assert _ids(found["drop"]) == _ids(n for n in tree.root.traverse() if n.tag in drop), html
            assert found["present"] == {name for name in prune.PRESENT if tree.css_first(name) is not None}, html
            body = tree.body
            if body is None:
                continue
            left = prune.strip(tree, body, found, drop, drop is prune.DROP)
            assert _ids(left) == _ids(tree.css(", ".join(furniture.FURNITURE_TAGS))), html


def test_pages_keep_their_text_and_lose_their_furniture():
    page = extract.parse(PAGES[2], "https://example.org/")
    text = " ".join(b.text for b in page.blocks)
    assert "long text" in text and "n" not in text.split() and "z" not in text.split()
    page = extract.parse(PAGES[-1], "https://example.org/")
    assert [b.text for b in page.blocks] == [("article " * 50).strip()]


def test_a_highlighters_comment_span_stays_in_code_and_goes_outside_it():
    sentence = "The build runs every night and mails the log to the team. " * 3
    for wrap, kept in (("<pre><code>{}</code></pre>", True), ("<div><div>{}</div></div>", False)):
        html = f"<body><article><p>{sentence}</p>" + wrap.format("<span class='comment'>make all</span>") + "</article></body>"
        text = " ".join(b.text for b in extract.parse(html, "https://example.org/").blocks)
        assert ("make all" in text) == kept, wrap


def test_an_embedded_posts_quote_keeps_its_social_wrapper():
    sentence = "The minister answered the critics on the same evening in a long post. " * 3
    post = "<blockquote class='twitter-tweet'><p>We will publish every figure tomorrow morning.</p></blockquote>"
    for inner, kept in ((post, True), ("<p>We will publish every figure tomorrow morning.</p>", False)):
        html = f"<body><article><p>{sentence}</p><div class='social-embed'>{inner}</div><p>{sentence}</p></article></body>"
        text = " ".join(b.text for b in extract.parse(html, "https://example.org/").blocks)
        assert ("every figure tomorrow" in text) == kept, inner
