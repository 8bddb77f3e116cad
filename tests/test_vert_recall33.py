"""Recall on pages that are not news articles (session 33): one hand-written page per class of text that a
non-article page hides until the reader opens it, or spreads beyond its first part, after the markup real
engines write (jQuery FAQs of municipal and shop sites, shop themes' tabs, Stack Exchange, phpBB, Docusaurus,
Sphinx, Shopify), in Italian, German, Czech, French and English.  The page's text must stay whole and the
furniture around it (menus, footers, carts, sign-up forms, dropdown menus) must go."""

from __future__ import annotations

from test_vert_extract_shop19 import _joined  # the extractor's blocks, one a line
from vert_support import page, processed

NAV = ('<header class="site-header"><a href="/" class="logo">{site}</a><nav class="main-nav"><ul>'
       '<li><a href="/servizi">{a}</a></li><li><a href="/notizie">{b}</a></li><li><a href="/contatti">{c}</a></li>'
       '</ul></nav></header>')
FOOT = '<footer class="site-footer"><p>© 2026 {site} · <a href="/privacy">Privacy</a></p></footer>'


def _flat(text: str) -> str:
    return " ".join(text.split())


def _has(got: str, texts) -> list[str]:  # noqa: ANN001
    """The texts of ``texts`` missing from ``got`` (whitespace-normalised)."""
    flat = _flat(got)
    return [t for t in texts if _flat(t) not in flat]


# --- a FAQ whose answers a script folds away under a question line that is no heading --------------------------

TARI_TEXT = [
    "Il tributo è dovuto da chiunque possieda o detenga a qualsiasi titolo locali o aree scoperte suscettibili di "
    "produrre rifiuti urbani. La tariffa si compone di una quota fissa, legata ai costi generali del servizio, e di "
    "una quota variabile, che dipende dalla quantità di rifiuti conferiti.",
    "Per le utenze domestiche la quota fissa è calcolata sulla superficie dell'abitazione e sul numero dei componenti "
    "del nucleo familiare, mentre la quota variabile tiene conto soltanto del numero degli occupanti. Per le utenze "
    "non domestiche si applicano coefficienti diversi a seconda della categoria di attività.",
    "L'avviso di pagamento viene inviato per posta ordinaria o tramite posta elettronica certificata a tutti i "
    "contribuenti iscritti nella banca dati comunale. Chi non lo riceve entro la fine di marzo può richiederne una "
    "copia allo sportello tributi o scaricarla dal portale dei servizi online.",
]
TARI_FAQ = [
    ("Posso pagare la TARI a rate?",
     "Sì, l'importo annuale può essere versato in tre rate con scadenza il 16 aprile, il 16 luglio e il 2 dicembre, "
     "oppure in un'unica soluzione entro la prima scadenza."),
    ("Cosa succede se pago in ritardo?",
     "Per i pagamenti effettuati entro novanta giorni dalla scadenza si applica una sanzione ridotta, calcolata in "
     "base ai giorni di ritardo, oltre agli interessi legali."),
    ("Chi ha diritto alle riduzioni?",
     "Le riduzioni spettano alle abitazioni con un solo occupante, a chi pratica il compostaggio domestico e alle "
     "utenze situate a oltre cinquecento metri dal punto di raccolta."),
]


def _tari_page(faq: str, extra: str = "") -> str:
    """An Italian town's page on its waste tax: three paragraphs, then a FAQ written as ``faq``."""
    return page(NAV.format(site="Comune di Esempio", a="Servizi", b="Notizie", c="Contatti")
                + '<main id="contenuto"><h1>TARI – Tassa sui rifiuti</h1>' + "".join(f"<p>{t}</p>" for t in TARI_TEXT)
                + f'<h2>Domande frequenti</h2>{faq}</main>{extra}' + FOOT.format(site="Comune di Esempio"),
                "TARI – Comune di Esempio")


def test_faq_answers_folded_under_question_lines_stay() -> None:
    """jQuery's ``slideToggle`` FAQs without an accordion's class: the answer (``display: none``) follows a question
    line that is no heading, a ``<p class="question">``, a link going nowhere (``javascript:``, ``#``, none) or a
    ``<strong class="faq-q">``; the page's other text outweighs the answers, so they are not kept as "most of the
    page".  A cart's hidden "your cart is empty" note after its link, and a hidden menu of links after its
    "Menu" link, stay out."""
    url = "https://www.comune.esempio.it/servizi/tari"
    writings = {
        "p.question": "".join(f'<div class="faq-row"><p class="question"><strong>{q}</strong></p>'
                              f'<div class="answer" style="display:none">{a}</div></div>' for q, a in TARI_FAQ),
        "javascript link": "".join(f'<div class="voce"><a href="javascript:void(0)" class="domanda">{q}</a>'
                                   f'<div class="risposta" style="display: none;"><p>{a}</p></div></div>'
                                   for q, a in TARI_FAQ),
        "link without address": "".join(f'<div><a class="domanda">{q}</a><div style="display:none"><p>{a}</p></div>'
                                        '</div>' for q, a in TARI_FAQ),
        "strong.faq-q": "".join(f'<div><strong class="faq-q">{q}</strong><div style="display:none">{a}</div></div>'
                                for q, a in TARI_FAQ),
    }
    extra = ('<div class="mini"><a href="#" class="mini-link">Carrello (0)</a><div style="display:none">'
             'Il tuo carrello è vuoto.</div></div>'
             '<div class="quick"><a href="#">Menu rapido</a><div style="display:none"><a href="/albo">Albo pretorio '
             'online del Comune</a> <a href="/trasparenza">Amministrazione trasparente</a> <a href="/bandi">Bandi '
             'di gara e contratti pubblici</a></div></div>')
    for name, faq in writings.items():
        got = _joined(_tari_page(faq, extra), url)
        assert not _has(got, [a for _, a in TARI_FAQ]), name
        assert not _has(got, TARI_TEXT), name
        assert "carrello è vuoto" not in got and "Albo pretorio" not in got, name
        assert "© 2026" not in got, name


def test_hidden_paragraph_after_a_plain_line_stays_hidden() -> None:
    """A hidden paragraph after a plain line, with nothing on the page to open it, is no folded answer (a
    script's store, a text for another screen): only controls fold."""
    faq = "".join(f'<div><p>{q}</p><div style="display:none">{a}</div></div>' for q, a in TARI_FAQ)
    got = _joined(_tari_page(faq), "https://www.comune.esempio.it/servizi/tari")
    assert not _has(got, TARI_TEXT)
    assert _has(got, [a for _, a in TARI_FAQ]) == [a for _, a in TARI_FAQ]


# --- a tab panel that the page's own controls open, no class naming it a panel ----------------------------------

DRILL_DESC = [
    "Der Akku-Bohrschrauber BS 18 ist für Heimwerker gedacht, die regelmäßig bohren und schrauben, aber kein "
    "Profigerät brauchen. Das Zwei-Gang-Getriebe und das Drehmoment von 45 Newtonmetern reichen für Holz, Metall "
    "und Mauerwerk.",
    "Der bürstenlose Motor arbeitet effizient und leise, sodass eine Akkuladung für viele Stunden Arbeit genügt. Die "
    "LED-Leuchte am Griff leuchtet die Bohrstelle aus, und der Gürtelclip hält das Gerät griffbereit.",
    "Im Lieferumfang sind zwei Akkus mit je 2,0 Amperestunden, ein Schnellladegerät und ein robuster Koffer "
    "enthalten. Alle Akkus der 18-Volt-Serie passen auch in unsere Sägen, Schleifer und Gartengeräte.",
]
DRILL_SPECS = [("Spannung", "18 Volt"), ("Max. Drehmoment", "45 Nm"), ("Bohrfutter", "13 mm Schnellspannbohrfutter"),
               ("Gewicht mit Akku", "1,4 kg")]


def _drill_page(tabs: str, hidden_attr: str) -> str:
    """A shop theme's product page: the description shown, the specifications' panel ``id="daten"`` hidden
    (``hidden_attr``) until ``tabs``' control for it is clicked; a newsletter form and a dropdown of links that
    the page's controls open too."""
    desc = "".join(f"<p>{t}</p>" for t in DRILL_DESC)
    specs = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in DRILL_SPECS)
    return page('<header class="site-header"><a href="/">Werkzeugladen</a><a href="#konto" aria-controls="konto">'
                'Mein Konto</a><div id="konto" hidden><a href="/login">Anmelden</a> <a href="/bestellungen">Meine '
                'Bestellungen ansehen</a> <a href="/wunschliste">Wunschliste öffnen</a></div></header>'
                '<main><div class="product-detail"><h1>Akku-Bohrschrauber BS 18</h1><div class="price">129,00 €</div>'
                f'<button class="add-to-cart">In den Warenkorb</button>{tabs}'
                f'<div id="beschreibung" class="content-block">{desc}</div>'
                f'<div id="daten" class="content-block" {hidden_attr}><table>{specs}</table></div></div>'
                '<a href="#nl" class="nl-link">Newsletter</a><div id="nl" style="display:none"><form action="/nl">'
                '<fieldset><p>Melden Sie sich jetzt an und erhalten Sie zehn Prozent Rabatt auf Ihre nächste '
                'Bestellung in unserem Shop.</p></fieldset></form></div></main>'
                '<footer class="site-footer"><p>© 2026 Werkzeugladen GmbH</p></footer>',
                "Akku-Bohrschrauber BS 18 – Werkzeugladen")


def test_tab_panels_opened_by_their_controls_stay() -> None:
    """A theme's tabs written without a tab panel's class or ``aria-labelledby``: the hidden specifications are the
    product's text because a control of the page opens them (a link ``href="#daten"``, a button's
    ``aria-controls``, Bootstrap's ``data-target``/``data-bs-target``).  The account dropdown the header's link
    opens (its links) and the newsletter panel a link opens (its form) stay out."""
    url = "https://www.werkzeugladen.example.de/akku-bohrschrauber-bs-18"
    writings = {
        "href": ('<ul class="product-nav"><li class="active"><a href="#beschreibung">Beschreibung</a></li>'
                 '<li><a href="#daten">Technische Daten</a></li></ul>', 'style="display:none"'),
        "aria-controls": ('<div class="product-nav"><button aria-controls="beschreibung" aria-selected="true">'
                          'Beschreibung</button><button aria-controls="daten">Technische Daten</button></div>',
                          "hidden"),
        "data-target": ('<ul class="nav"><li><a data-target="#beschreibung">Beschreibung</a></li><li>'
                        '<a data-target="#daten">Technische Daten</a></li></ul>', 'style="display: none"'),
        "data-bs-target": ('<div class="nav"><button data-bs-toggle="tab" data-bs-target="#daten">Technische Daten'
                           '</button></div>', 'aria-hidden="true" style="display:none"'),
    }
    for name, (tabs, hidden_attr) in writings.items():
        got = _joined(_drill_page(tabs, hidden_attr), url)
        assert not _has(got, [v for _, v in DRILL_SPECS]), name
        assert not _has(got, DRILL_DESC), name
        assert "Meine Bestellungen" not in got and "zehn Prozent Rabatt" not in got, name
        assert "© 2026" not in got, name


def test_hidden_panel_nothing_opens_stays_hidden() -> None:
    """The same panel with no control naming it (the tab list's links lead elsewhere) stays hidden: a hidden
    element is kept for what opens it, not for its id."""
    tabs = '<ul class="product-nav"><li><a href="#bewertungen">Bewertungen</a></li></ul>'
    got = _joined(_drill_page(tabs, 'style="display:none"'),
                  "https://www.werkzeugladen.example.de/akku-bohrschrauber-bs-18")
    assert not _has(got, DRILL_DESC)
    assert "13 mm Schnellspannbohrfutter" not in got


# --- the text of a non-article page beyond its first part (guards: kept before this session, kept since) --------

def test_qa_answers_and_forum_replies_stay() -> None:
    """A Stack Exchange question with two answers (their comments' "Thanks" lines go), and a French phpBB thread whose
    later replies are one line each: every post is the page's text, and the page yields a document."""
    q = ("I am trying to parse a date string like 2024-03-05T10:00:00+01:00 in Python 3.6, but datetime.strptime "
         "with %z fails on the colon in the offset. What is the recommended way to parse such ISO 8601 strings?")
    answers = ["Since Python 3.7 you can simply use datetime.fromisoformat, which accepts the colon in the offset. On "
               "3.6 you have to strip the colon yourself before calling strptime, or install python-dateutil.",
               "If you cannot upgrade, dateutil.parser.isoparse is the most robust option because it handles all the "
               "variants of ISO 8601 that appear in real data, including fractional seconds and the Z suffix."]

    def post(kind: str, text: str) -> str:
        return (f'<div class="{kind} js-{kind}"><div class="post-layout"><div class="votecell"><div class="js-vote-count">'
                f'12</div></div><div class="postcell"><div class="s-prose js-post-body" itemprop="text"><p>{text}</p>'
                '</div><div class="post-signature"><a href="/users/1">user123</a></div><div class="comments '
                'js-comments-container"><ul class="comments-list"><li class="comment"><span class="comment-copy">'
                'Thanks, this worked for me.</span></li></ul></div></div></div></div>')
    html = page('<header class="s-topbar"><a href="/">Stack Overflow</a></header><div id="content"><div '
                'id="question-header"><h1 itemprop="name">Parse ISO 8601 date with colon in offset in Python 3.6</h1>'
                '</div><div id="mainbar" role="main">' + post("question", q) + '<div id="answers"><h2>2 Answers</h2>'
                + "".join(post("answer", a) for a in answers) + '</div></div><div id="sidebar"><div '
                'class="s-sidebarwidget"><h4>Linked</h4><a href="/q/2">How to parse dates</a></div></div></div>',
                "python - Parse ISO 8601 date - Stack Overflow")
    url = "https://stackoverflow.com/questions/12345/parse-iso-8601-date"
    got = _joined(html, url)
    assert not _has(got, [q, *answers])
    assert "Thanks, this worked" not in got
    processed(html, url)  # a document, not skipped

    posts = ["Bonjour à tous, mon Raspberry Pi 4 redémarre tout seul dès que je lance une compilation un peu lourde. "
             "L'alimentation est l'officielle de 3 ampères. Avez-vous une idée de la cause ?",
             "As-tu vérifié la température ? Au-delà de 80 degrés le processeur ralentit, mais un redémarrage fait "
             "plutôt penser à une chute de tension sur le câble USB.",
             "Merci, c'était bien le câble : avec un câble plus court le problème a disparu.",
             "Parfait, je marque le sujet comme résolu."]
    body = "".join(
        f'<div id="p{100 + i}" class="post has-profile bg{i % 2 + 1}"><div class="inner"><dl class="postprofile">'
        f'<dt><a href="./memberlist.php?u={i}" class="username">membre{i}</a></dt><dd class="profile-posts">'
        f'<strong>Messages :</strong> {i * 37}</dd></dl><div class="postbody"><div id="post_content{100 + i}"><h3>'
        f'<a href="#p{100 + i}">Re: Redémarrages aléatoires</a></h3><p class="author">par <strong>membre{i}</strong>'
        f' » dim. 17 déc. 2023 11:2{i}</p><div class="content">{t}</div></div></div></div></div>'
        for i, t in enumerate(posts))
    html = page('<div id="wrap"><div id="page-header"><div class="headerbar"><a href="./index.php">Forum Raspberry Pi'
                '</a></div></div><div id="page-body" class="page-body"><h2 class="topic-title"><a href="./viewtopic.php'
                f'?t=361697">Redémarrages aléatoires</a></h2>{body}</div><div id="page-footer" class="page-footer">'
                '<div class="copyright">Powered by phpBB® Forum Software © phpBB Limited</div></div></div>',
                "Redémarrages aléatoires - Forum Raspberry Pi")
    got = _joined(html, "https://forum.example.fr/viewtopic.php?t=361697")
    assert not _has(got, posts)
    assert "Powered by phpBB" not in got


def test_documentation_hidden_tabs_and_definitions_stay() -> None:
    """Docusaurus' tabs (the panels of the tabs not selected carry ``hidden``, ``role="tabpanel"``) and Sphinx's
    API entries (``<dl class="py method">``: the signature in ``<dt>``, its description in ``<dd>``): every
    platform's instructions and every method's description are the page's text; the sidebars go."""
    tabs = ["Run the installer from the official website and follow the wizard; the default options are fine for "
            "most users.",
            "Install the package with Homebrew by running brew install widget, then restart your terminal so that the "
            "new binary is on your path.",
            "Use your distribution's package manager, for example sudo apt install widget on Debian and Ubuntu or sudo "
            "dnf install widget on Fedora."]
    html = page('<nav class="navbar"><a href="/">Widget</a><a href="/docs">Docs</a></nav><div class="main-wrapper">'
                '<aside class="theme-doc-sidebar-container"><ul class="menu__list"><li><a href="/docs/intro">Intro</a>'
                '</li><li><a href="/docs/faq">Frequently asked questions</a></li></ul></aside><main '
                'class="docMainContainer"><article><div class="theme-doc-markdown markdown"><header><h1>Installation'
                '</h1></header><p>Widget runs on all major desktop operating systems. Pick your platform below to see '
                'the installation steps that apply to you.</p><div class="tabs-container"><ul role="tablist" '
                'class="tabs"><li role="tab" aria-selected="true" class="tabs__item">Windows</li><li role="tab" '
                'class="tabs__item">macOS</li><li role="tab" class="tabs__item">Linux</li></ul><div class="margin-top--md">'
                + "".join(f'<div role="tabpanel" class="tabItem_Ymn6"{"" if i == 0 else " hidden"}><p>{t}</p></div>'
                          for i, t in enumerate(tabs))
                + '</div></div><p>After installing, run widget --version to check that everything works as expected '
                'before you continue with the tutorial.</p></div></article></main></div><footer class="footer"><div>'
                'Copyright © 2026 Widget Inc. Built with Docusaurus.</div></footer>', "Installation | Widget")
    got = _joined(html, "https://widget.dev/docs/installation")
    assert not _has(got, tabs)
    assert "Frequently asked questions" not in got and "Built with Docusaurus" not in got

    methods = ["Return a new path object with the file name changed. If the original path does not have a name, "
               "ValueError is raised.",
               "Return a new path with the suffix changed. If the suffix is an empty string, the original suffix is "
               "removed.",
               "Make the path absolute, resolving any symlinks. A new path object is returned."]
    html = page('<div class="related" role="navigation"><ul><li><a href="../genindex.html">index</a></li></ul></div>'
                '<div class="document"><div class="documentwrapper"><div class="bodywrapper"><div class="body" '
                'role="main"><section id="methods"><h2>Methods<a class="headerlink" href="#methods">¶</a></h2><p>'
                'Concrete paths provide the following methods in addition to those of pure paths. Many of these '
                'methods can raise an OSError if a system call fails.</p>'
                + "".join(f'<dl class="py method"><dt class="sig sig-object py" id="p.{n}"><span class="sig-prename">'
                          f'PurePath.</span><span class="sig-name descname">{n}</span>(<em>arg</em>)<a class="headerlink"'
                          f' href="#p.{n}">¶</a></dt><dd><p>{t}</p></dd></dl>'
                          for n, t in zip(["with_name", "with_suffix", "resolve"], methods))
                + '</section></div></div></div><div class="sphinxsidebar" role="navigation"><h3>Table of Contents</h3>'
                '<ul><li><a href="#">pathlib — Object-oriented filesystem paths</a></li></ul></div></div><div '
                'class="footer">© Copyright 2001 Python Software Foundation.</div>', "pathlib — Python docs")
    got = _joined(html, "https://docs.python.org/3/library/pathlib.html")
    assert not _has(got, methods)
    assert "with_suffix" in got
    assert "Object-oriented filesystem paths" not in got


def test_collection_text_around_its_grid_stays() -> None:
    """A Shopify collection (German) with its introduction above the product grid and its guide below it ("Warum
    Merinowolle?", "Pflegehinweise"): both are the page's text beside the grid's names and prices."""
    intro = [
        "Unsere Merinosocken werden in Portugal aus feiner, mulesingfreier Merinowolle gestrickt. Sie regulieren die "
        "Temperatur, nehmen kaum Geruch an und halten auch nach vielen Wäschen ihre Form.",
        "Jedes Paar wird in einer kleinen Strickerei in Nordportugal gefertigt, mit der wir seit über zehn Jahren "
        "zusammenarbeiten, und die verstärkte Ferse sorgt dafür, dass die Socken viele Jahre halten."]
    guide = [
        "Merinowolle ist eine Naturfaser mit besonderen Eigenschaften: Die feinen, gekräuselten Fasern schließen Luft "
        "ein und isolieren dadurch im Winter, während sie im Sommer Feuchtigkeit vom Fuß wegleiten.",
        "Damit Ihre Socken lange halten, waschen Sie sie bei 30 Grad im Wollprogramm und verzichten Sie auf den "
        "Trockner. So bleibt die Faser elastisch und die Ferse verfilzt nicht."]
    cards = "".join(
        f'<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__content"><h3 '
        f'class="card__heading"><a href="/products/s{i}" class="full-unstyled-link">Merino Sneakersocke {c}</a></h3>'
        '<div class="price"><span class="price-item">14,95 €</span></div></div></div></li>'
        for i, c in enumerate(["Schwarz", "Grau", "Navy", "Sand", "Oliv", "Bordeaux"]))
    html = page('<div class="shopify-section section-header"><header class="header"><a href="/">Wollwerk</a><nav '
                'class="header__inline-menu"><a href="/collections/socken">Socken</a><a href="/collections/muetzen">'
                'Mützen</a></nav></header></div><main id="MainContent" class="content-for-layout"><div '
                'class="shopify-section section"><div class="collection-hero"><h1 class="collection-hero__title">'
                'Merinosocken</h1><div class="collection-hero__description rte">'
                + "".join(f"<p>{t}</p>" for t in intro) + '</div></div></div><div class="shopify-section section">'
                f'<ul id="product-grid" class="grid product-grid">{cards}</ul></div><div class="shopify-section '
                f'section"><div class="collection-seo-text rich-text"><h2>Warum Merinowolle?</h2><p>{guide[0]}</p>'
                f'<h2>Pflegehinweise</h2><p>{guide[1]}</p></div></div></main><footer class="footer"><p>© 2026 Wollwerk'
                '</p></footer>', "Merinosocken – Wollwerk")
    got = _joined(html, "https://wollwerk.example.de/collections/merinosocken")
    assert not _has(got, intro + guide)
    assert "Merino Sneakersocke Navy" in got
    assert "© 2026 Wollwerk" not in got
