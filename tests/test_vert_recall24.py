"""Regression tests for text lost on pages that are not news articles (session 24), one small hand-written page
per class after the markup the engines and themes write, with guards of the same shape that must stay as they
are:

* a shop's or an office's questions whose answers a script folds away under their headings (``display: none``
  toggled by jQuery, no accordion named; guards: a hidden menu under a heading, a hidden thank-you message, a
  hidden paragraph under a heading that opens nothing);
* a manual's section of examples (code blocks and the sentences over them, one cross-reference link) between two
  sections of its text (guard: a box of related links there);
* a product's name and description far above its tabs of features (guard: a shop's linked name in the ``<h1>``);
* a manual's sentence after the text pointing to another of its pages (guards: a social network's account, a
  cookie line), and a long sentence of its lead linking the names it speaks of (guards: a line of links, a
  shop's "see our Returns Policy page");
* a manual's code in a template language (guard: unrendered placeholders in a paragraph);
* an address a writer pasted into a post ("Check more info at http://…"; guard: the page's own address);
* a manual's sections and notes named after their titles ("s-meta-options", "admonition-you-can-t-share-…",
  "select_related"; guard: a related box or a share bar named after its heading);
* an accordion's question whose class happens to hold a box word ("accordion-button faq-ads"; guard: a heading
  named as an advert that opens nothing);
* a shop category's grid of product cards nested three levels deep (BigCommerce; guard: a product page's grid
  of other products)."""

from __future__ import annotations

from vert_support import page, qa_page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _texts(body: str, url: str, head: str = "", title: str = "Page") -> list[str]:
    return [b.text for b in extract_page(page(body, title, head), url, OPTIONS).blocks]


def _joined(body: str, url: str, head: str = "", title: str = "Page") -> str:
    return "\n".join(_texts(body, url, head, title))


# --- a shop's questions, each answer folded away under its heading by a script --------------------------

_DIFFUSER = [
    "Ce diffuseur d'huiles essentielles en bambou crée une ambiance apaisante dans le salon comme sur la "
    "terrasse, avec son effet de flamme sans danger et une autonomie de sept heures sur sa batterie.",
    "Il suffit de remplir le réservoir d'eau, d'ajouter cinq gouttes d'huile essentielle et d'appuyer sur le "
    "bouton : la brume parfumée se diffuse pendant trois heures avant que l'appareil ne s'arrête seul.",
]
_ANSWERS = [
    ("Peut-on l'utiliser à l'extérieur ?",
     "Oui, il est certifié IP44 : il résiste aux éclaboussures et s'installe facilement sur une table de jardin "
     "pour prolonger vos soirées d'été, à condition de le rentrer quand il pleut."),
    ("Quelle huile essentielle choisir ?",
     "Tout dépend de l'ambiance que vous cherchez : la lavande et l'orange douce pour une soirée calme, "
     "l'eucalyptus et la menthe poivrée pour respirer mieux pendant les mois d'hiver."),
]


def _shop(faq: str, extra: str = "") -> str:
    """A PrestaShop theme's product page: name, price, description, and questions whose answers a jQuery
    ``slideToggle`` shows (the answer a ``div`` with ``style="display: none;"`` right after its heading)."""
    return (
        '<header id="header"><nav class="main-menu"><ul><li><a href="/maison">Maison</a></li>'
        '<li><a href="/cadeaux">Idées cadeaux</a></li></ul></nav></header>'
        '<main><section id="main"><div class="product-page"><h1>Diffuseur à flamme Stadler</h1>'
        '<p class="price">89,90 €</p><button class="add-to-cart">Ajouter au panier</button>'
        f'<div class="product-description"><p>{_DIFFUSER[0]}</p><p>{_DIFFUSER[1]}</p></div>'
        f'{extra}'
        f'<div class="toggle-prod"><div class="bordered asking"><h2>Questions fréquentes</h2>{faq}</div></div>'
        '</div></section></main>'
        '<footer id="footer"><p>© 2025 Les Jolies Choses – Mentions légales – Conditions générales de vente</p>'
        '</footer>'
    )


def _folded(question: str, answer: str) -> str:
    return (f'<div class="content newbordered"><h3>{question}<span class="toggler"></span></h3>'
            f'<div class="content" style="display: none;"><p>{answer}</p></div></div>')


def test_answers_folded_under_their_headings_are_kept() -> None:
    text = _joined(_shop("".join(_folded(q, a) for q, a in _ANSWERS)),
                   "https://www.jolies-choses.example/cadeaux/5134-diffuseur-flamme.html", title="Diffuseur")
    for question, answer in _ANSWERS:
        assert question in text
        assert answer in text
    assert _DIFFUSER[0] in text


def test_a_hidden_menu_under_a_heading_still_goes() -> None:
    """Guard: a folded list of links under its heading (a mobile menu, the shop's categories) is no answer."""
    menu = ('<div class="block-categories"><h4>Nos catégories</h4><div class="cat-list" style="display: none;">'
            '<ul><li><a href="/bougies">Bougies parfumées et photophores</a></li><li><a href="/diffuseurs">'
            'Diffuseurs d\'huiles essentielles</a></li><li><a href="/plaids">Plaids et coussins en lin lavé</a>'
            '</li><li><a href="/vaisselle">Vaisselle et arts de la table</a></li></ul></div></div>')
    text = _joined(_shop("".join(_folded(q, a) for q, a in _ANSWERS), extra=menu),
                   "https://www.jolies-choses.example/cadeaux/5134-diffuseur-flamme.html", title="Diffuseur")
    assert "Bougies parfumées" not in text
    assert "Plaids et coussins" not in text
    assert _ANSWERS[0][1] in text


def test_a_hidden_message_without_a_heading_still_goes() -> None:
    """Guard: a hidden element that no heading opens (the message a form shows once sent) stays out."""
    sent = ('<div class="newsletter"><p class="newsletter-intro">Recevez nos idées cadeaux chaque mois.</p>'
            '<div class="newsletter-done" style="display: none;"><p>Merci ! Votre inscription à notre lettre '
            'd\'information est bien enregistrée, vous recevrez bientôt un courriel de confirmation avec un code '
            'de réduction.</p></div></div>')
    text = _joined(_shop("".join(_folded(q, a) for q, a in _ANSWERS), extra=sent),
                   "https://www.jolies-choses.example/cadeaux/5134-diffuseur-flamme.html", title="Diffuseur")
    assert "Votre inscription" not in text


# --- a manual's examples: code blocks and the sentences between them, between two sections of text ---------

_PARAMS = [
    ("<code>name</code>", "The name of the table to rename. It may be qualified with the name of its schema; "
     "when it is not, the table is looked for along the search path, the first schema that has one wins."),
    ("<code>new_name</code>", "The new name of the table. It cannot be qualified, since a table cannot be moved "
     "to another schema this way: use the SET SCHEMA form of the command for that instead."),
    ("<code>IF EXISTS</code>", "Do not throw an error if the table does not exist. A notice is issued in this "
     "case, and the command does nothing at all, which makes it safe to use in migration scripts."),
    ("<code>CASCADE</code>", "Automatically rename the objects that depend on the table as well, such as the "
     "views that select from it and the sequences that it owns, and in turn all objects that depend on those."),
    ("<code>RESTRICT</code>", "Refuse to rename the table if any objects depend on it. This is the default, and "
     "the error message lists the objects that would have to be renamed by hand or with the CASCADE option."),
    ("<code>NOWAIT</code>", "Report an error at once instead of waiting when another session holds a lock on the "
     "table that conflicts with the exclusive lock this command needs in order to change the name."),
    ("<code>ONLY</code>", "Rename the table itself but not the tables that inherit from it. Without this key word "
     "the children keep their own names anyway; the option matters only for the partitions of the table."),
    ("<code>COMMENT</code>", "A comment to record with the change in the system catalog, shown by the describe "
     "command of the interactive terminal so that later readers of the schema know why the name was changed."),
    ("<code>OWNER</code>", "The role that owns the table after the change. When it is left out the owner stays "
     "the same; only a superuser or a member of the new role may give the renamed table to another owner."),
    ("<code>TABLESPACE</code>", "The tablespace that the table's files are moved into while it is renamed. The "
     "files are copied, which takes time on a large table, and the exclusive lock is held during the copy."),
    ("<code>LOGGED</code>", "Whether the changes to the table are written to the write-ahead log from now on. An "
     "unlogged table is faster to write but it is emptied after a crash and it is not copied to standbys."),
    ("<code>VERBOSE</code>", "Print a report of the objects renamed, one line for each of them, with the old and "
     "the new name, as the command goes through the views, the sequences and the indexes of the table."),
]
_DESCRIPTION = (
    "RENAME TABLE changes the name of an existing table. The table keeps its columns, its rows, its indexes "
    "and its constraints; only the name by which the queries refer to it changes, and the change is visible to "
    "the other sessions as soon as the transaction that made it commits.")
_NOTES = [
    "The command takes an exclusive lock on the table for the rest of the transaction, so that no other session "
    "can read from it or write to it while it is being renamed, and it waits for the locks that others hold.",
    "Renaming a table does not rename the indexes, the sequences and the triggers that were created for it "
    "under names derived from the table's name; rename those by hand if the old names would confuse readers.",
]
_EXAMPLES = [
    "To rename the table films to movies:",
    "The same, without an error when the table is missing, as a migration script would write it:",
    "When views select from the table, rename them along with it in the same transaction; see "
    '<a href="sql-alterview.html">ALTER VIEW</a> for the form of the command that renames a view.',
    "Notice that the indexes keep their old names after this, as the section above explains.",
]
_CODE = [
    "RENAME TABLE films TO movies;",
    "RENAME TABLE IF EXISTS films TO movies;",
    "BEGIN;\nRENAME TABLE films TO movies;\nALTER VIEW films_recent RENAME TO movies_recent;\nCOMMIT;",
    "SELECT indexname FROM pg_indexes WHERE tablename = 'movies';\n indexname\n-----------\n films_pkey",
]


def _manual(examples: str) -> str:
    """A DocBook manual's reference page (as PostgreSQL's documentation is built): its sections are siblings
    under the ``refentry``, the examples a run of short sentences each over a block of code."""
    params = "".join(f'<dt><span class="term">{term}</span></dt><dd><p>{text}</p></dd>' for term, text in _PARAMS)
    return (
        '<div id="pgHeaderContainer"><a href="/">Home</a> <a href="/about/">About</a> <a href="/docs/">Documentation'
        '</a> <a href="/download/">Download</a></div>'
        '<div id="docContent"><div class="navheader"><table width="100%"><tr><td><a href="sql-reindex.html">Prev</a>'
        '</td><td><a href="sql-commands.html">Up</a></td><td><a href="sql-reset.html">Next</a></td></tr></table>'
        '</div><div class="refentry" id="SQL-RENAMETABLE"><div class="titlepage"></div>'
        '<div class="refnamediv"><h2>RENAME TABLE</h2><p>RENAME TABLE — change the name of a table</p></div>'
        '<div class="refsynopsisdiv"><h2>Synopsis</h2><pre class="synopsis">RENAME TABLE [ IF EXISTS ] name TO '
        'new_name [ CASCADE ]</pre></div>'
        f'<div class="refsect1" id="id-1.9.3.1"><h2>Description</h2><p>{_DESCRIPTION}</p><p>See <a '
        'href="sql-altertable.html">ALTER TABLE</a> and <a href="sql-createtable.html">CREATE TABLE</a> for the '
        'other ways of changing a table.</p></div>'
        f'<div class="refsect1" id="id-1.9.3.2"><h2>Parameters</h2><div class="variablelist"><dl>{params}</dl>'
        '</div></div>'
        f'{examples}'
        '<div class="refsect1" id="id-1.9.3.5"><h2>Compatibility</h2><p>RENAME TABLE is a PostgreSQL extension. '
        'The SQL standard has no command of this name: it renames a table with ALTER TABLE, which PostgreSQL '
        'accepts too, and most other database systems follow the standard in this.</p><h3>Omitted key words</h3>'
        '<p>The key word TABLE may not be left out, although some other systems accept a bare RENAME with the '
        'old and the new name; PostgreSQL would not know which kind of object is meant by it, since indexes, '
        'sequences, views and types share the namespace of the tables in each schema of a database.</p><h3>Renaming '
        'across schemas</h3><p>Unlike some other systems, PostgreSQL does not allow a table to be renamed into '
        'another schema with this command, since the new name cannot be qualified by the name of a schema. Moving a '
        'table to another schema is what ALTER TABLE with SET SCHEMA is for, and it can be done in the same '
        'transaction.</p>'
        '</div>'
        '</div><div class="navfooter"><table width="100%"><tr><td><a href="sql-reindex.html">Prev</a></td>'
        '<td><a href="sql-commands.html">Up</a></td><td><a href="sql-reset.html">Next</a></td></tr></table></div>'
        '</div>'
    )


def _examples() -> str:
    return ('<div class="refsect1" id="id-1.9.3.4"><h2>Examples</h2>'
            + "".join(f'<p>{text}</p><pre class="programlisting">{code}</pre>' for text, code in zip(_EXAMPLES, _CODE))
            + '</div>')


def test_a_manuals_examples_between_its_sections_are_kept() -> None:
    text = _joined(_manual(_examples()), "https://www.postgresql.example/docs/current/sql-renametable.html",
                   title="PostgreSQL: Documentation: RENAME TABLE")
    assert _DESCRIPTION in text and "RENAME TABLE is a PostgreSQL extension." in text
    assert "To rename the table films to movies:" in text
    assert "RENAME TABLE IF EXISTS films TO movies;" in text
    assert "for the form of the command that renames a view." in text
    assert "Notice that the indexes keep their old names" in text
    assert "Prev" not in text.split("\n")


def test_a_box_of_links_between_a_manuals_sections_still_goes() -> None:
    """Guard: a box of links between two sections (other commands, an advertisement for a course) is no
    section of the text, even with a sentence or two in it."""
    box = ('<div class="refsect1 related-commands"><h2>Related commands</h2>'
           '<p><a href="sql-altertable.html">ALTER TABLE</a></p><p><a href="sql-alterview.html">ALTER VIEW</a></p>'
           '<p><a href="sql-createtable.html">CREATE TABLE</a></p><p><a href="sql-droptable.html">DROP TABLE</a></p>'
           '<p>Read the <a href="tutorial.html">tutorial</a> first.</p></div>')
    text = _joined(_manual(box), "https://www.postgresql.example/docs/current/sql-renametable.html",
                   title="PostgreSQL: Documentation: RENAME TABLE")
    assert _DESCRIPTION in text
    assert "CREATE TABLE" not in text and "DROP TABLE" not in text


# --- a product's name and description far above its tabs of features --------------------------------------

_CUP_DESCRIPTION = (
    "Our small travel cup is blown by hand from borosilicate glass and wrapped in a sleeve of medical grade "
    "silicone, so that it keeps an espresso hot on the way to work and never tastes of plastic or of metal.")
_CUP_FEATURES = [
    "The splash-proof lid closes with a quarter turn and opens with one hand, and the drinking hole is shaped so "
    "that the crema reaches your lips before the coffee does, as it would from a porcelain cup in the café around the corner.",
    "The glass is tempered against thermal shock: you can pour boiling water into a cup straight from the "
    "freezer, and wash it in the dishwasher as often as you like without it turning cloudy or losing its shine over the years.",
    "Every cup is blown by one of our twelve glassmakers in the workshop, who checks its wall for bubbles and "
    "its base for an even thickness before the silicone sleeve is fitted by hand and the cup is packed.",
    "The sleeve keeps your fingers cool while the coffee stays hot, and it comes off in a second when you want "
    "to see the colour of your tea or to clean the cup after a long day of travelling by train or by car.",
    "We plant a tree for every cup that we sell, and we collect the plastic that washes up on the beaches near "
    "our workshop every month, with the help of the people who buy from us and live nearby and want to help us.",
]


def _product(title: str) -> str:
    """A Shopify theme's product page: the name and the description beside the gallery, then pickers for
    the size and the colour (a swatch per colour), the price, the shipping note, and in another section below
    the product's tabs of features, where most of its text is."""
    swatches = "".join(f'<div class="swatch"><span class="swatch__label">{c}</span></div>' for c in (
        "Amberlight", "Bluestone", "Butterrum", "Flaxen", "Lilac", "Meadowlark", "Mood Indigo", "Ruby Wine",
        "Sandstone", "Terracotta", "Vintage Blue", "Vintage Green", "Violet"))
    features = "".join(f"<p>{t}</p>" for t in _CUP_FEATURES)
    return (
        '<div class="announcement-bar"><p>Free shipping on orders over $60</p></div>'
        '<div class="site-header"><a class="logo" href="/">Glassworks</a><ul class="menu"><li><a href="/cups">'
        'Cups</a></li><li><a href="/bottles">Bottles</a></li><li><a href="/about">About us</a></li></ul></div>'
        '<main id="MainContent"><section class="product-section"><div class="product__media"><img src="/cup.jpg" '
        'alt=""></div><div class="product__info">'
        f'<div class="product__title">{title}</div>'
        f'<div class="product__description rte"><p>{_CUP_DESCRIPTION}</p></div>'
        '<fieldset class="variant-picker"><ul><li>XS • 118ml</li><li>Made for espresso and macchiato</li></ul>'
        '</fieldset><div class="size-help">Not your size?</div>'
        f'<div class="colour-picker">{swatches}</div>'
        '<div class="price">$34.00</div><button class="add-to-cart">Add to cart</button>'
        '<div class="shipping-note"><h3>Shipping</h3><p>Standard $8.80, Express $12. Free on orders over $60.</p>'
        '</div></div></section>'
        '<section class="product-tabs"><div class="tabs-wrapper"><h2>Designed to last a lifetime</h2>'
        f'<div class="tab-panel"><h3>Features</h3>{features}</div></div></section></main>'
        '<div class="site-footer"><p>© 2025 Glassworks Ltd. All rights reserved.</p></div>'
    )


def test_a_products_name_and_description_far_above_its_tabs_are_kept() -> None:
    text = _joined(_product("<h1>Travel Cup 4oz</h1>"), "https://glassworks.example/products/travel-cup-4oz",
                   title="Travel Cup 4oz – Glassworks")
    assert _CUP_FEATURES[0] in text
    assert _CUP_DESCRIPTION in text
    assert "Travel Cup 4oz" in text.split("\n")
    assert "Add to cart" not in text and "Ruby Wine" not in text and "Not your size?" not in text


def test_a_linked_site_name_in_the_h1_far_above_is_not_the_products() -> None:
    """Guard: an ``<h1>`` that is the shop's linked name (a theme's logo) leads to no description of its own:
    the promotion under it stays out."""
    text = _joined(_product('<h1><a href="/">Glassworks</a></h1>').replace(
        f'<div class="product__description rte"><p>{_CUP_DESCRIPTION}</p></div>',
        '<div class="promo"><p>Sign up for our newsletter and get ten percent off your first order, plus the news '
        'of our limited editions before anyone else hears of them.</p></div>'),
        "https://glassworks.example/products/travel-cup-4oz", title="Travel Cup 4oz – Glassworks")
    assert _CUP_FEATURES[0] in text
    assert "Sign up for our newsletter" not in text


def test_a_hidden_paragraph_under_a_plain_heading_still_goes() -> None:
    """Guard: a paragraph hidden under a heading that opens nothing (no button, no toggle's mark) stays
    hidden, as Readability's test page of hidden nodes has it."""
    shown = ("The first paragraph is shown to every reader of the page, and it says what the page is about in a "
             "few sentences that are long enough to be the text of the page on their own. It tells how the beds "
             "were dug in the autumn, how the compost was spread over them before the first frost, and how the "
             "seeds were sown in the spring once the soil had warmed up enough for them to come up quickly. It "
             "ends with a list of what grew well and of what the slugs ate before anyone else could taste it.")
    body = (f"<h1>Notes from the garden</h1><p>{shown}</p><h2>Second part</h2><p style=\"display: none;\">This "
            "paragraph is hidden by its style, and nothing on the page opens it again for the reader, so it is "
            "not part of what the reader sees.</p><h2>Third part</h2><p hidden=\"hidden\">This one is hidden by "
            "its attribute, and no script or button on the page shows it to the reader either.</p>")
    text = _joined(body, "https://notes.example/garden", title="Notes from the garden")
    assert shown in text
    assert "hidden by its style" not in text and "hidden by its attribute" not in text


# --- a manual's sentences pointing to its other pages ------------------------------------------------------

_PROBES = [
    "The kubelet checks the health of each container of a pod at the interval that its probe sets, and it "
    "restarts a container whose liveness probe fails as many times in a row as the probe allows.",
    "A readiness probe tells the kubelet when the container can take traffic; until it succeeds, the pod is "
    "left out of the endpoints of every service that selects it, so that no request reaches it too early.",
    "A startup probe holds back the other two until the application has started, which spares slow programs "
    "from being killed by a liveness probe before they have even finished reading their configuration.",
]


def _k8s(extra: str = "") -> str:
    """A Hugo documentation theme's page (Docsy, as Kubernetes' is built): the text, a sentence pointing to
    another page of the manual after the last paragraph, then "What's next" with its links."""
    return (
        '<header><nav class="td-navbar"><a href="/">Kubernetes</a><a href="/docs/">Documentation</a>'
        '<a href="/blog/">Blog</a></nav></header><div class="container-fluid td-outer"><div class="td-main"><div '
        'class="row"><aside class="td-sidebar"><nav><ul><li><a href="/docs/concepts/">Concepts</a></li><li><a '
        'href="/docs/tasks/">Tasks</a></li></ul></nav></aside><main class="col-12 col-md-9 col-xl-8 td-main" '
        'role="main"><div class="td-content"><h1>Container probes</h1><p class="lead">How the kubelet checks the '
        'containers of a pod.</p>'
        + "".join(f"<p>{t}</p>" for t in _PROBES)
        + '<p>The probes are set in the pod\'s specification, one for each container:</p><ul><li>exec</li>'
        '<li>grpc</li><li>httpGet</li><li>tcpSocket</li></ul>'
        '<p>You can read more about probes in the <a href="/docs/concepts/workloads/pods/pod-lifecycle/'
        '#container-probes">Pod lifecycle</a> documentation.</p>'
        f'{extra}'
        '<h2 id="whats-next">What\'s next</h2><ul><li>Learn about the <a href="/docs/concepts/workloads/pods/'
        'pod-lifecycle/">lifecycle of a Pod</a>.</li><li>Read about <a href="/docs/concepts/workloads/pods/'
        'disruptions/">PodDisruptionBudget</a>.</li></ul>'
        '<div class="td-page-meta__lastmod">Last modified November 18, 2025 at 11:47 AM PST</div></div></main>'
        '</div></div><footer class="td-footer"><p>© 2025 The Kubernetes Authors | Documentation Distributed '
        'under CC BY 4.0</p></footer></div>'
    )


def test_a_manuals_pointer_to_another_of_its_pages_is_kept() -> None:
    text = _joined(_k8s(), "https://kubernetes.example/docs/concepts/configuration/probes/",
                   title="Container probes | Kubernetes")
    assert _PROBES[2] in text
    assert "You can read more about probes in the Pod lifecycle documentation." in text


def test_a_line_pointing_to_a_social_network_after_the_text_still_goes() -> None:
    """Guard: a line after the text that links to another site (the project's account on a social network)
    is no pointer to the manual's pages."""
    text = _joined(_k8s('<p>Follow us on <a href="https://social.example/@kubernetesio">Mastodon</a> for the '
                        'news of every release.</p>'),
                   "https://kubernetes.example/docs/concepts/configuration/probes/", title="Container probes | Kubernetes")
    assert _PROBES[2] in text
    assert "Follow us on" not in text


def test_a_cookie_line_linking_to_the_sites_policy_after_the_text_still_goes() -> None:
    """Guard: a cookie banner's sentence left inside the container after the text, its link to the site's own
    policy, is no pointer to the manual's pages."""
    text = _joined(_k8s('<p>We use <a href="/privacy/cookies/">cookies</a> to give you the best online '
                        'experience on our website.</p>'),
                   "https://kubernetes.example/docs/concepts/configuration/probes/", title="Container probes | Kubernetes")
    assert _PROBES[2] in text
    assert "We use cookies" not in text


# --- a manual's lead sentence with its linked names, above the container -------------------------------

_FETCH = [
    "With the Fetch API you make a request by calling fetch(), which is available as a global function in both "
    "window and worker contexts. You pass it the address of the resource and, optionally, an object of options.",
    "The fetch() function returns a promise which is fulfilled with a response object representing the server's "
    "answer, as soon as the headers have arrived; the body is read afterwards, as text, as JSON or as a stream.",
    "You can check the status of the request and read the headers of the response before you decide how to read "
    "its body, and you can read the body only once unless you clone the response before reading it.",
    "A request can be cancelled with an abort controller: pass its signal in the options, and call its abort "
    "method when the user leaves the page or when the request has taken longer than the application allows.",
]


def _mdn_guide(lead: str) -> str:
    """MDN's guide page (Yari): the page's intro in a section of its own above the sections of the text,
    the intro's sentences linking the names of the interfaces they speak of."""
    return (
        '<header class="top-navigation"><nav class="main-nav"><ul><li><a href="/en-US/docs/Web">References</a></li>'
        '<li><a href="/en-US/docs/Learn">Guides</a></li></ul></nav></header>'
        '<div class="main-wrapper"><aside class="sidebar"><nav><ol><li><a href="/en-US/docs/Web/API/Fetch_API">'
        'Fetch API</a></li><li><a href="/en-US/docs/Web/API/Request">Request</a></li></ol></nav></aside>'
        '<main id="content" class="main-content"><article class="main-page-content" lang="en-US">'
        '<header><h1>Using the Fetch API</h1></header>'
        '<div class="section-content"><p>The Fetch API provides a JavaScript interface for making HTTP requests and '
        'processing the responses that the servers send back to the page.</p>'
        f'{lead}</div>'
        '<section aria-labelledby="making_a_request"><h2 id="making_a_request">Making a request</h2>'
        '<div class="section-content">' + "".join(f"<p>{t}</p>" for t in _FETCH) + '</div></section>'
        '</article></main></div>'
        '<footer class="page-footer"><p>Visit Mozilla Corporation\'s not-for-profit parent, the Mozilla '
        'Foundation.</p></footer>'
    )


_LEAD = ('<p>Fetch is the modern replacement for <a href="/en-US/docs/Web/API/XMLHttpRequest"><code>XMLHttpRequest'
         '</code></a>: unlike <code>XMLHttpRequest</code>, which uses callbacks, Fetch is promise-based and is '
         'integrated with features of the modern web such as <a href="/en-US/docs/Web/API/Service_Worker_API">'
         'service workers</a> and <a href="/en-US/docs/Web/HTTP/CORS">Cross-Origin Resource Sharing</a>.</p>')


def test_a_manuals_lead_sentence_with_linked_names_is_kept() -> None:
    text = _joined(_mdn_guide(_LEAD), "https://developer.mozilla.example/en-US/docs/Web/API/Fetch_API/Using_Fetch",
                   title="Using the Fetch API - Web APIs | MDN")
    assert _FETCH[0] in text and "The Fetch API provides a JavaScript interface" in text
    assert "Fetch is the modern replacement for XMLHttpRequest: unlike XMLHttpRequest, which uses callbacks" in text


def test_a_line_of_links_in_a_manuals_lead_still_goes() -> None:
    """Guard: a line of links under the intro (the page's other languages, a "See also" run of names) is no
    sentence of the lead."""
    links = ('<p><a href="/de/docs/Web/API/Fetch_API/Using_Fetch">Deutsch</a> · <a href="/fr/docs/Web/API/Fetch_API/'
             'Using_Fetch">Français</a> · <a href="/ja/docs/Web/API/Fetch_API/Using_Fetch">日本語</a> · <a href="/ko/'
             'docs/Web/API/Fetch_API/Using_Fetch">한국어</a> · <a href="/zh-CN/docs/Web/API/Fetch_API/Using_Fetch">'
             '中文 (简体)</a></p>')
    text = _joined(_mdn_guide(links), "https://developer.mozilla.example/en-US/docs/Web/API/Fetch_API/Using_Fetch",
                   title="Using the Fetch API - Web APIs | MDN")
    assert _FETCH[0] in text
    assert "Français" not in text


def test_a_shops_pointer_to_its_policy_pages_in_the_lead_still_goes() -> None:
    """Guard: short linked sentences under the lead of a page that is no article (a shop's "see our Returns
    Policy page") are the shop's furniture, not a sentence of the text."""
    lines = ('<p>For information on returns please see our <a href="/pages/returns">Returns Policy</a> page.</p>'
             '<p>If you would like more details, you can visit our <a href="/pages/shipping">Shipping Info</a> '
             'page.</p>')
    text = _joined(_mdn_guide(lines), "https://developer.mozilla.example/en-US/docs/Web/API/Fetch_API/Using_Fetch",
                   title="Using the Fetch API - Web APIs | MDN")
    assert _FETCH[0] in text
    assert "Returns Policy" not in text and "Shipping Info" not in text


# --- a manual's code blocks written in a template language -----------------------------------------------

_TEMPLATE_CODE = ('{% for field in form %}\n  &lt;div class="fieldWrapper"&gt;\n    {{ field.errors }}\n    '
                  '{{ field.label_tag }} {{ field }}\n    {% if field.help_text %}\n      &lt;p class="help"&gt;'
                  '{{ field.help_text|safe }}&lt;/p&gt;\n    {% endif %}\n  &lt;/div&gt;\n{% endfor %}')
_FORMS = [
    "If you render the same kind of form in many places, you can loop over its fields in the template instead of "
    "writing out each of them by hand; every field gives you its label, its widget and its errors as attributes.",
    "The loop below renders each field with its errors above it and its help text under it. Because the help "
    "text may hold markup of its own, it is marked as safe, which you should only do for text you wrote yourself.",
    "Hidden fields need no label and no errors of their own, so that templates usually render them apart from the "
    "visible ones, at the end of the form, where they cannot leave empty rows in the layout of the page.",
]


def _django(code: str) -> str:
    """A Sphinx manual's page (as Django's documentation is built): paragraphs and a highlighted block of code
    in the template language that the page documents."""
    return (
        '<div id="top"><a href="/">Django</a> <a href="/en/5.1/">Documentation</a></div>'
        '<div id="docs-content"><div class="section" id="working-with-forms"><h1>Working with forms</h1>'
        f'<p>{_FORMS[0]}</p><p>{_FORMS[1]}</p>'
        f'<div class="highlight-html+django notranslate"><div class="highlight"><pre><span></span>{code}</pre></div></div>'
        f'<p>{_FORMS[2]}</p></div></div>'
        '<div id="footer"><p>© Django Software Foundation and individual contributors. Django is a registered '
        'trademark of the Django Software Foundation.</p></div>'
    )


def test_a_manuals_template_code_is_kept() -> None:
    text = _joined(_django(_TEMPLATE_CODE), "https://docs.djangoproject.example/en/5.1/topics/forms/",
                   title="Working with forms | Django documentation")
    assert _FORMS[2] in text
    assert "{% for field in form %}" in text and "{{ field.errors }}" in text


def test_unrendered_template_text_in_a_paragraph_still_goes() -> None:
    """Guard: a page whose template was not filled in shows its placeholders in paragraphs, not in code."""
    body = _django(_TEMPLATE_CODE).replace(
        f'<p>{_FORMS[2]}</p>', f'<p>{_FORMS[2]}</p><p>{{{{ page.teaser }}}} {{{{ page.author.name }}}} '
        '{{ page.date|date:"d.m.Y" }}</p>')
    text = _joined(body, "https://docs.djangoproject.example/en/5.1/topics/forms/",
                   title="Working with forms | Django documentation")
    assert _FORMS[2] in text
    assert "page.teaser" not in text


# --- an address a writer pasted into a post --------------------------------------------------------------

_SQUASH = [
    "I back up my home folder with mksquashfs: it makes one compressed, read-only image that I can mount "
    "anywhere later, and a second run with the same options adds only the files that changed since the first.",
    "I exclude the folders of the cloud services here to avoid any problems in the future, in case the services "
    "ever change the way they keep their files in sync with the copies on the computer.",
]
_RSYNC = ("For a full system I prefer rsync from a live USB stick, with the archive options and a list of the "
          "folders to leave out, such as the proc, sys and dev pseudo file systems and the mount points.")


def _qa(line: str) -> str:
    """The question page, the first answer ending with a line that gives an address the writer pasted."""
    return qa_page("how-to-back-up", "How to back up my entire system?",
                   "I would like to back up my whole system so that I can restore it on a new disk if the old one fails. "
                   "What is the simplest way to do that without buying any software?",
                   _SQUASH, [_RSYNC, _SQUASH[0]], line)


def test_an_address_pasted_at_the_end_of_a_post_is_kept() -> None:
    line = ('<p>Check more info at <a href="http://tldp.example/HOWTO/SquashFS-HOWTO/creatingandusing.html" '
            'rel="nofollow noreferrer">http://tldp.example/HOWTO/SquashFS-HOWTO/creatingandusing.html</a></p>')
    text = _joined(_qa(line), "https://askubuntu.example/questions/7809/how-to-back-up-my-entire-system",
                   title="How to back up my entire system? - Ask Ubuntu")
    assert _RSYNC in text and _SQUASH[1] in text
    assert "Check more info at http://tldp.example/HOWTO/SquashFS-HOWTO/creatingandusing.html" in text


def test_a_posts_own_short_link_still_goes() -> None:
    """Guard: the line giving the post's own address (its short link, its permalink) is the engine's."""
    line = ('<p>Permanent address of this answer: <a href="https://askubuntu.example/questions/7809/how-to-back-up-'
            'my-entire-system">https://askubuntu.example/questions/7809/how-to-back-up-my-entire-system</a></p>')
    text = _joined(_qa(line), "https://askubuntu.example/questions/7809/how-to-back-up-my-entire-system",
                   title="How to back up my entire system? - Ask Ubuntu")
    assert _RSYNC in text
    assert "Permanent address" not in text


# --- a manual's sections and notes named after their titles ------------------------------------------------

_META = [
    "Give your model metadata by using an inner class named Meta. Model metadata is anything that is not a "
    "field, such as the ordering of its rows, the name of its table in the database, or its names for people.",
    "None of the options is required, and adding the inner class to a model is optional too; the options that "
    "a model leaves out take their defaults, which are listed with each option in the reference.",
]
_PICKLE = ("Pickles of query sets are only valid for the version of the framework that made them. If you make a "
           "pickle with one version, it is not guaranteed that another version can read it back.")
_FIELDS = [
    "The most important part of a model, and the only required part, is the list of database fields it defines. "
    "Fields are given as class attributes, and their names should not clash with those of the model's methods.",
    "Each field should be an instance of the appropriate field class. The framework uses the field class types to "
    "decide the type of the column in the database and the widget to use when it renders a form field.",
    "Each field takes a set of arguments of its own, and all of them share a few common optional arguments, such "
    "as whether the column may be empty, its default value, and the text that explains the field to users.",
]


def _sphinx_models(extra: str = "") -> str:
    """Django's documentation as Sphinx builds it: each section's id made from its title ("s-meta-options"), its
    heading linking to that anchor, and a titled note whose class is made from its title too."""
    return (
        '<div id="top"><a href="/">Django</a> <a href="/en/5.1/">Documentation</a></div>'
        '<main id="main-content"><article id="docs-content"><section id="s-models"><span id="models"></span>'
        '<h1>Models<a class="headerlink" href="#models" title="Link to this heading">¶</a></h1>'
        + "".join(f"<p>{t}</p>" for t in _FIELDS[:1]) +
        '<section id="s-fields"><span id="fields"></span><h2>Fields<a class="headerlink" href="#fields">¶</a></h2>'
        + "".join(f"<p>{t}</p>" for t in _FIELDS[1:]) +
        '<div class="admonition-you-can-t-share-pickles-between-versions admonition"><p class="admonition-title">'
        f'You can’t share pickles between versions</p><p>{_PICKLE}</p></div></section>'
        '<section id="s-meta-options"><span id="meta-options"></span><h2>Meta options<a class="headerlink" '
        f'href="#meta-options">¶</a></h2><p>{_META[0]}</p><p>{_META[1]}</p></section>'
        f'{extra}</section></article></main>'
        '<div id="footer"><p>© Django Software Foundation and individual contributors.</p></div>'
    )


def test_a_manuals_sections_and_notes_named_after_their_titles_are_kept() -> None:
    text = _joined(_sphinx_models(), "https://docs.djangoproject.example/en/5.1/topics/db/models/",
                   title="Models | Django documentation")
    assert _FIELDS[2] in text
    assert _PICKLE in text
    assert _META[0] in text and _META[1] in text


_SELECT_RELATED = (
    "Returns a query set that will follow foreign-key relationships, selecting additional related-object data when "
    "it executes its query. This is a performance booster which results in a single more complex query but means "
    "later use of foreign-key relationships will not require database queries.")


def test_a_manuals_section_whose_anchor_keeps_an_underscore_is_kept() -> None:
    """A method's section whose id is the method's name with its underscore (Python-Markdown's table of
    contents, rustdoc), "select_related": its heading links to it."""
    section = ('<section id="select_related"><h3><code>select_related()</code><a class="headerlink" '
               f'href="#select_related">¶</a></h3><p>{_SELECT_RELATED}</p></section>')
    text = _joined(_sphinx_models(section), "https://docs.djangoproject.example/en/5.1/topics/db/models/",
                   title="Models | Django documentation")
    assert _META[0] in text
    assert _SELECT_RELATED in text


def test_a_box_of_related_links_named_after_its_title_still_goes() -> None:
    """Guard: a box whose id is its title's slug but whose heading links nowhere in the page (a blog's related
    posts, a share bar) is the furniture its name says."""
    box = ('<section id="related-posts"><h2>Related posts</h2><ul><li><a href="/en/5.1/topics/db/queries/">Making '
           'queries with the database API</a></li><li><a href="/en/5.1/topics/db/managers/">Managers and their '
           'methods</a></li></ul></section>'
           '<div class="share-this-page admonition"><p class="admonition-title">Share this page</p><p>Tell your '
           'friends and colleagues about this page on the social networks you use every day.</p></div>')
    text = _joined(_sphinx_models(box), "https://docs.djangoproject.example/en/5.1/topics/db/models/",
                   title="Models | Django documentation")
    assert _META[0] in text
    assert "Making queries with the database API" not in text
    assert "Tell your friends" not in text


# --- an accordion's question whose class happens to name a box --------------------------------------------

_ADS_FAQ = [
    ("How soon will the first campaign run?",
     "Within two weeks of our first meeting: we set up the account, write the first ads with you and agree on the "
     "budget, and the campaign goes live as soon as you have approved the texts and the landing pages."),
    ("Does this service work with our search engine optimisation?",
     "Yes. Paid search and organic search feed each other: we share the search terms that convert with your "
     "writers, and the pages that rank well become the landing pages of the ads, which lowers their cost."),
]


def _agency(heading_class: str, control: str) -> str:
    """An agency's service page with a Bootstrap 5 accordion of questions: each question an ``<h3>`` that is
    the accordion's button (``data-bs-toggle``, ``aria-expanded``), its class naming the service ("faq-ads")."""
    items = "".join(
        f'<div class="accordion-item"><div class="accordion-header" id="q{i}"><h3 class="{heading_class}" {control}>'
        f'{q}</h3></div><div id="a{i}" class="accordion-collapse collapse" aria-labelledby="q{i}"><div '
        f'class="accordion-body"><p>{a}</p></div></div></div>' for i, (q, a) in enumerate(_ADS_FAQ))
    return (
        '<header class="site-header"><nav><a href="/">Home</a> <a href="/services">Services</a> <a href="/contact">'
        'Contact</a></nav></header><main><section class="service-intro"><h1>Search engine advertising</h1><p>We plan, '
        'write and run search campaigns for small and medium-sized shops, and we report every month on what each '
        'euro of the budget brought in, in plain words and without jargon.</p><p>Our team has run campaigns for more '
        'than two hundred shops since 2012, from bicycle dealers to wine merchants, in six languages.</p></section>'
        f'<section class="faq"><h2>Frequently asked questions</h2><div class="accordion" id="faqAccordion">{items}'
        '</div></section></main><footer class="site-footer"><p>© 2025 Clickwise Agency · Imprint · Privacy</p></footer>'
    )


def test_an_accordions_question_named_after_the_service_is_kept() -> None:
    control = 'type="button" data-bs-toggle="collapse" aria-expanded="false"'
    text = _joined(_agency("accordion-button faq-ads collapsed", control),
                   "https://clickwise.example/en/services/search-advertising", title="Search engine advertising")
    for question, answer in _ADS_FAQ:
        assert question in text and answer in text


def test_a_heading_named_as_an_advert_that_opens_nothing_still_goes() -> None:
    """Guard: a heading whose class names an advert and that opens nothing is the advert's."""
    page_html = _agency("accordion-button faq-ads collapsed", 'type="button" data-bs-toggle="collapse"').replace(
        '<section class="faq">', '<div class="promo-box"><h4 class="ads-title">Summer offer: the first month of '
        'management at half price for new customers</h4></div><section class="faq">')
    text = _joined(page_html, "https://clickwise.example/en/services/search-advertising",
                   title="Search engine advertising")
    assert _ADS_FAQ[0][1] in text
    assert "Summer offer" not in text


# --- a shop category's grid of cards nested deep (BigCommerce's li > article > div.card-body) ----------------

_DESK_INTRO = ("Our carefully curated collection of standing desks, desk frames and ergonomic accessories is designed "
               "for comfort, productivity and health at work, with free shipping, easy assembly and a fifteen-year "
               "warranty on every frame.")
_DESK_CARDS = [("Uplift V3 Standing Desk", "$599+"), ("Uplift L-Shaped Standing Desk", "$1149+"),
               ("Uplift Parsons Standing Desk", "$829+"), ("Uplift Walking Desk", "$948+"),
               ("Uplift Kids Standing Desk", "$399+")]
_DESK_TEXT = [
    "Sitting for eight hours a day is hard on the back and the neck, and most of us do it without noticing how long "
    "we have been in the same position. A desk whose height you can change lets you stand for part of the day.",
    "Changing position every half hour keeps the muscles of the back working and the blood moving in the legs, and "
    "many people who work standing for an hour or two a day say that they feel less tired in the afternoon.",
    "A good standing desk moves smoothly and quietly, stays steady at its highest position, and remembers the "
    "heights that suit you, so that switching from sitting to standing takes no more than the press of a button.",
]


def _category(under_title: str, seo: bool = True) -> str:
    """A shop's category page (BigCommerce's Cornerstone theme): the title and its introduction in a banner,
    the filters, the grid of products, each card an ``li > article > div.card-body`` around its linked name
    and its price, and the category's long text under the grid."""
    cards = "".join(f'<li class="product"><article class="card"><figure class="card-figure"><a href="/{i}-desk/">'
                    f'<img src="/{i}.jpg" alt=""></a></figure><div class="card-body"><h3 class="card-title"><a '
                    f'href="/{i}-desk/">{n}</a></h3><div class="card-text" data-test-info-type="price"><span '
                    f'class="price">{p}</span></div></div></article></li>' for i, (n, p) in enumerate(_DESK_CARDS))
    return (
        '<header class="header"><nav class="navPages"><a href="/">Home</a> <a href="/standing-desks/">Standing '
        'desks</a> <a href="/contact/">Contact</a></nav></header><main class="body" id="main-content"><div '
        'class="container"><div class="category-hero"><div class="category-hero__inner"><div '
        f'class="category-hero__text"><h1 class="page-heading">Standing desks</h1>{under_title}</div></div></div>'
        '<aside class="page-sidebar"><h2>Filter by</h2><ul><li>Size</li><li>Price</li></ul></aside>'
        f'<div class="page-content" id="product-listing-container"><ul class="productGrid">{cards}</ul></div>'
        + ('<div class="category-seo-text"><h2>Why work at a standing desk?</h2>'
           + "".join(f"<p>{t}</p>" for t in _DESK_TEXT) + '</div>' if seo else '')
        + '</div></main><footer class="footer"><p>© 2025 Uplift Desk Co. · Privacy · Terms</p></footer>'
    )


def test_a_categorys_grid_of_deeply_nested_cards_is_kept() -> None:
    for seo in (True, False):
        text = _joined(_category(f'<p class="category-intro">{_DESK_INTRO}</p>', seo),
                       "https://www.uplift.example/standing-desks/", title="Standing desks | Uplift Desk")
        assert _DESK_INTRO in text
        for name, price in _DESK_CARDS:
            assert name in text and price in text
        assert "Filter by" not in text


def test_a_products_grid_of_other_products_still_goes() -> None:
    """Guard: on one product's page the same grid offers other products ("You may also like"): not its text."""
    desc = ("The Uplift V3 frame lifts a desktop of up to 160 centimetres from sitting to standing height in twelve "
            "seconds, with a motor in each leg and a keypad that remembers four heights. The crossbar sits low, out "
            "of the way of your knees, and the feet can be levelled on an uneven floor.")
    page_html = _category("", seo=False).replace(
        '<h1 class="page-heading">Standing desks</h1>', f'<h1 class="productView-title">Uplift V3 Standing Desk</h1>'
        f'<div class="productView-description"><p>{desc}</p><p>{_DESK_TEXT[2]}</p></div>').replace(
        '<ul class="productGrid">', '<h2>You may also like</h2><ul class="productGrid">')
    text = _joined(page_html, "https://www.uplift.example/products/uplift-v3-standing-desk/",
                   title="Uplift V3 Standing Desk | Uplift Desk")
    assert desc in text
    assert "Uplift Walking Desk" not in text
