"""Session 39 (xtypes39): the weakest page types of wcxb-dev (product, forum, service, documentation), diagnosed
there and written here as whole pages of other engines and sites.

Classes:

* a forum engine's board notices above every thread (XenForo 2's "notices js-notices" list with its dismiss link,
  Discourse's "alert-global-notice" banner; vBulletin 4's "navbar_notice" items went already and are kept here as
  the class's third engine): a scam warning, a meetup's date,
  a board rule, read as the thread's first paragraphs (``boilernames._BOILER_RE``).  Counter-case: a town's official
  notice board, whose notices ("notices", "notice") are the page's text, and a post that quotes such a warning.
* the heading of an empty box that a script fills and shows, hidden by its framework's class: Invision Community's
  "Recommended Posts" ("ipsRecommendedComments ipsHide") over a topic's posts read as the thread's first line
  (``furniture._labels_nothing``, ``ipsHide`` in ``furniture._CLASS_HIDDEN``).  Counter-cases: a hidden box with
  its heading and a paragraph (a section a script opens) stays whole.
* the label of a tab or an accordion row that holds nothing but a shop's customer reviews, which go by their names:
  BigCommerce's ``<dt><a href="#tab-reviews">`` over a Yotpo widget, Shopify Dawn's ``<details><summary>`` over
  Judge.me's, left as a line of the description ("Kundenbewertungen", "Avis clients") (``furniture.
  _review_tab_labels``).  Counter-case: a tab whose panel holds the shop's own answers beside the reviews keeps its
  label and the answers.

What wcxb-dev's weak types mostly lose is not a markup class: its documentation and service truths stop after the
first part of a page (the rest of a Sphinx page, a service page's FAQ), its forum truths hold the first post only
and its product truths the shop's widgets (sizes, "Add to bag", related products); those are the set's
conventions, not the web's, and are left alone.
"""

from __future__ import annotations

from test_vert_xlang26 import _paragraphs
from test_vert_xshopforum38 import XENFORO, _xenforo
from vert_support import processed
from vert_types29_pages import _head

XF_NOTICES = (
    "Achtung Betrug: Überweist niemals Geld an Verkäufer, die ihr nicht persönlich kennt. Ware bitte nur gegen "
    "Abholung und Barzahlung kaufen, Betrüger haben in diesem Forum schon mehrere Mitglieder um Vorkasse gebracht.",
    "Das Forumstreffen Süd findet am Samstag, 12. Juli, ab 10 Uhr in Regensburg statt. Anmeldung und Details im "
    "Unterforum Treffen.",
)


def _xenforo_with_notices() -> str:
    """XenForo 2's thread (``test_vert_xshopforum38``) with the board's two notices above the title, as XenForo
    puts them at the top of "p-body-inner"."""
    notices = (
        '<ul class="notices notices--block notices--isMulti js-notices" data-xf-init="notices" data-type="block" '
        'data-scroll-interval="6"><li class="notice js-notice notice--primary" data-notice-id="30" data-delay-duration='
        '"0" data-display-duration="0" data-auto-dismiss="" data-visibility=""><div class="notice-content"><a href="/'
        'account/dismiss-notice?notice_id=30" class="notice-dismiss js-noticeDismiss" data-xf-init="tooltip" title='
        f'"Hinweis ausblenden"></a><b>{XF_NOTICES[0]}</b></div></li><li class="notice js-notice notice--accent" data-'
        f'notice-id="31" data-delay-duration="0"><div class="notice-content">{XF_NOTICES[1]}</div></li></ul>')
    inner = '<div class="p-body"><div class="p-body-inner">'
    return _xenforo().replace(inner, inner + notices, 1)


VB_THREAD = (
    "Rear brake caliper sticking after pad change",
    "Changed the rear pads on my 2014 Octavia last weekend and since then the left rear wheel gets noticeably hotter "
    "than the right after a short drive. The car also seems to roll less freely in neutral.",
    "I cleaned and greased the slide pins and wound the piston back with the proper tool, so I am a bit lost.",
    "Did you check the handbrake cable on that side? On these cars the cable often seizes in its sleeve and keeps "
    "the lever on the caliper from returning fully, which feels exactly like a sticking piston.",
)
VB_NOTICES = (
    "Welcome to the forum! If this is your first visit, be sure to check out the FAQ. You have to register before "
    "you can post: click the register link above to proceed.",
    "Beware of scammers asking for payment by bank transfer in the classifieds. Never pay for parts you have not seen "
    "and report any suspicious private message to the moderators.",
)


def _vb_post(pid: int, user: str, when: str, text: str) -> str:
    return (
        f'<li class="postbitlegacy postbitim postcontainer old" id="post_{pid}"><div class="posthead"><span class='
        f'"postdate old"><span class="date">{when}</span></span><span class="nodecontrols"><a name="post{pid}" href='
        f'"showthread.php?t=88213&amp;p={pid}#post{pid}" class="postcounter">#{pid % 10}</a></span></div><div class='
        f'"postdetails"><div class="userinfo"><div class="username_container"><a class="username offline popupctrl" '
        f'href="member.php?u={pid}"><strong>{user}</strong></a></div><span class="usertitle">Senior Member</span><dl '
        'class="userinfo_extra"><dt>Join Date</dt><dd>Mar 2011</dd><dt>Posts</dt><dd>2,418</dd></dl></div><div class='
        f'"postbody"><div class="postrow"><div class="content"><div id="post_message_{pid}"><blockquote class='
        f'"postcontent restore ">{text}</blockquote></div></div></div></div></div><div class="postfoot"><div class='
        '"textcontrols floatcontainer"><span class="postcontrols"><a class="quote" href="newreply.php?do=newreply">'
        'Reply With Quote</a></span></div></div></li>')


def _vbulletin() -> str:
    """A vBulletin 4 thread in English with the board's notices ("notices" with "navbar_notice_N" items) under the
    navbar."""
    t, n = VB_THREAD, VB_NOTICES
    return (
        _head(f"{t[0]} - Octavia Owners Forum", "en")
        + '<body><div class="above_body"><div id="header" class="floatcontainer doc_header"><div><a name="top" href="'
        'forum.php" class="logo-image">Octavia Owners Forum</a></div></div><div id="navbar" class="navbar"><ul id='
        '"navtabs" class="navtabs floatcontainer"><li><a class="navtab" href="forum.php">Forum</a></li><li><a class='
        '"navtab" href="search.php">What\'s New?</a></li></ul></div></div><div class="body_wrapper"><div id='
        '"breadcrumb" class="breadcrumb"><ul class="floatcontainer"><li class="navbithome"><a href="forum.php">Home'
        '</a></li><li class="navbit"><a href="forumdisplay.php?f=12">Brakes &amp; Suspension</a></li></ul></div>'
        '<div id="notices" class="notices"><ol><li class="restore" id="navbar_notice_1">'
        f'{n[0]}</li><li class="restore" id="navbar_notice_7">{n[1]}</li></ol></div>'
        f'<div id="pagetitle"><h1>Thread: <span class="threadtitle"><a href="showthread.php?t=88213">{t[0]}</a></span>'
        '</h1></div><div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">'
        + _vb_post(401, "octy_mike", "03-14-2026, 09:41 AM", f"{t[1]}<br /><br />{t[2]}")
        + _vb_post(402, "brakeman", "03-14-2026, 11:02 AM", t[3])
        + '</ol></div><div id="footer" class="floatcontainer footer"><ul class="footer_links"><li><a href="sendmessage.'
        'php">Contact Us</a></li><li><a href="#top">Top</a></li></ul></div><div id="footer_copyright" class="shade '
        'footer_copyright">Powered by vBulletin&reg; Version 4.2.5</div></div></body></html>')


DISCOURSE_IT = (
    "Come impostare il backup automatico del NAS su un disco esterno",
    "Ho un NAS a due dischi in RAID 1 e vorrei fare ogni notte una copia dei documenti su un disco USB collegato "
    "al retro. Dal pannello vedo l'opzione, ma non capisco se copia solo i file nuovi o tutto ogni volta.",
    "La procedura usa rsync, quindi dopo la prima copia completa trasferisce solo i file cambiati. Ti consiglio di "
    "attivare anche le versioni, così un file cancellato per sbaglio resta recuperabile per trenta giorni.",
)
DISCOURSE_NOTICE = ("Il forum sarà in manutenzione domenica 15 marzo dalle 7 alle 9: in quelle due ore non sarà "
                    "possibile pubblicare nuovi messaggi.")


def _discourse() -> str:
    """Discourse's page in Italian with the site's global notice over the topic (its "alert-global-notice")."""
    t = DISCOURSE_IT

    def post(n: int, user: str, text: str) -> str:
        return (f'<div id="post_{n}" class="topic-body crawler-post"><div class="crawler-post-meta"><span class='
                f'"creator"><a href="/u/{user}"><span itemprop="name">{user}</span></a></span><span class="crawler-'
                f'post-infos"><time class="post-time" datetime="2026-03-1{n}T08:00:00Z">1{n} mar 2026</time></span>'
                f'</div><div class="post" itemprop="text"><p>{text}</p></div></div>')

    return (
        _head(f"{t[0]} - Comunità NAS Italia", "it")
        + '<body class="crawler"><header><a href="/"><img src="/logo.png" alt="Comunità NAS Italia"></a></header>'
        '<div class="global-notice"><div class="row"><div class="alert alert-info alert-global-notice">'
        f'<span class="text">{DISCOURSE_NOTICE}</span></div></div></div>'
        f'<div id="main-outlet" class="wrap" role="main"><div id="topic-title"><h1><a href="/t/backup-nas/4411">{t[0]}'
        '</a></h1></div>' + post(1, "lucia_r", t[1]) + post(2, "admin_paolo", t[2])
        + '</div><footer class="container wrap"><nav class="crawler-nav"><ul><li><a href="/">Home</a></li><li><a href='
        '"/categories">Categorie</a></li></ul></nav></footer><p class="powered-by-link">Con tecnologia <a href="https:'
        '//www.discourse.org">Discourse</a></p></body></html>')


NOTICE_BOARD = (
    "Úřední deska obce Dolní Lhota",
    "Oznámení o vyhlášení výběrového řízení na pronájem obecního bytu 2+1 v budově bývalé školy. Přihlášky lze "
    "podávat na obecním úřadě do 30. dubna, nájemné činí 95 korun za metr čtvereční.",
    "Veřejná vyhláška o návrhu rozpočtu obce na příští rok. Návrh je k nahlédnutí na obecním úřadě a občané k němu "
    "mohou uplatnit připomínky do 15. prosince.",
    "Oznámení o přerušení dodávky elektřiny v ulicích Polní a Zahradní ve čtvrtek od 7 do 15 hodin kvůli výměně "
    "sloupů vedení.",
)


def _notice_board() -> str:
    """A Czech village's official notice board: its notices, in a list named "notices" of "notice" items, are the
    page's text."""
    n = NOTICE_BOARD
    items = "".join(f'<li class="notice notice-item"><span class="notice-date">1{i}. 3. 2026</span><p>{text}</p></li>'
                    for i, text in enumerate(n[1:]))
    return (
        _head(f"{n[0]} | Obec Dolní Lhota", "cs")
        + '<body><header class="site-header"><a href="/" class="logo">Obec Dolní Lhota</a><nav class="main-nav"><ul><li>'
        '<a href="/obec/">Obec</a></li><li><a href="/urad/">Úřad</a></li></ul></nav></header><main id="content">'
        f'<h1>{n[0]}</h1><ul class="notices notices-list">{items}</ul></main><footer class="site-footer"><p>© 2026 Obec '
        'Dolní Lhota</p></footer></body></html>')


def _texts(html: str, url: str) -> list[str]:
    return _paragraphs(processed(html, url).body)


def test_xenforos_board_notices_go_and_the_thread_stays() -> None:
    texts = _texts(_xenforo_with_notices(), "https://www.haustechnikdialog.example.de/threads/waermepumpe-taktet.48113/")
    assert [t for t in (XENFORO[1], XENFORO[4], XENFORO[5]) if t not in texts] == []
    assert [n for n in XF_NOTICES if any(n[:40] in t for t in texts)] == []


def test_vbulletins_navbar_notices_go_and_the_posts_stay() -> None:
    texts = _texts(_vbulletin(), "https://www.octaviaowners.example.co.uk/forum/showthread.php?t=88213")
    assert [t for t in (VB_THREAD[1], VB_THREAD[3]) if not any(t in x for x in texts)] == []
    assert [n for n in VB_NOTICES if any(n[:40] in t for t in texts)] == []


def test_discourses_global_notice_goes_and_the_topic_stays() -> None:
    texts = _texts(_discourse(), "https://forum.nasitalia.example.it/t/backup-nas/4411")
    assert [t for t in DISCOURSE_IT[1:] if t not in texts] == []
    assert not any(DISCOURSE_NOTICE[:40] in t for t in texts)


def test_a_towns_notice_board_keeps_its_notices() -> None:
    """Counter-case: "notices" and "notice" alone name no furniture; on an official notice board they are the text."""
    texts = _texts(_notice_board(), "https://www.dolnilhota.example.cz/uredni-deska/")
    assert [t for t in NOTICE_BOARD[1:] if t not in texts] == []


def test_a_post_quoting_a_scam_warning_keeps_it() -> None:
    """Counter-case: the same warning as a member's own post is the thread's text."""
    html = _vbulletin().replace(VB_THREAD[3], VB_NOTICES[1])
    texts = _texts(html, "https://www.octaviaowners.example.co.uk/forum/showthread.php?t=88213")
    assert VB_NOTICES[1] in texts


IPS_TOPIC = (
    "Le note non si sincronizzano dopo l'aggiornamento",
    "Ciao a tutti, da quando ho aggiornato l'app alla nuova versione le note non si sincronizzano più tra il "
    "telefono e il computer. Qualcuno ha lo stesso problema?",
    "Sì, capita anche a me da ieri. Ho provato a uscire e rientrare con l'account e per ora la sincronizzazione "
    "funziona di nuovo.",
    "Grazie, ho fatto lo stesso e adesso le note compaiono anche sul portatile.",
    "Confermo, con la versione 10.4 il problema è sparito anche sul tablet: conviene aggiornare prima di riprovare.",
    "Da me invece le note condivise restano vuote, ma solo quelle create da un collega con un piano diverso.",
    "Le note condivise dipendono dai permessi del taccuino: chiedi al collega di condividerlo di nuovo con te.",
)
IPS_RECOMMENDED = "Messaggi raccomandati"


def _ips_post(n: int, user: str, body: str) -> str:
    return (
        f'<article id="elComment_{n}" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix '
        'ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone"><aside class="ipsComment_author cAuthorPane '
        f'ipsColumn ipsColumn_medium"><h3 class="ipsType_sectionHead cAuthorPane_author"><strong><a>{user}</a></strong>'
        '</h3><ul class="cAuthorPane_info"><li class="ipsType_light">Membro</li><li class="ipsResponsive_hidePhone">'
        f'{n * 17} messaggi</li></ul></aside><div class="ipsColumn ipsColumn_fluid ipsMargin:none"><div id="comment-{n}'
        '_wrap" class="ipsComment_content ipsType_medium"><div class="ipsComment_meta ipsType_light ipsFlex"><p class='
        f'"ipsType_reset ipsType_blendLinks">Inviato <time datetime="2026-03-1{n}T19:40:12Z">1{n} marzo</time></p>'
        '</div><div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_richText '
        f'ipsPadding_bottom ipsContained"><p>{body}</p></div><div class="ipsItemControls"><ul class="ipsComment_'
        'controls"><li><a>Cita</a></li></ul></div></div></div></div></article>')


def _invision(box: str) -> str:
    """An Invision Community 4 topic in Italian with ``box`` over its posts (IPS puts its "recommendedComments" box
    there, hidden while no post is recommended)."""
    t = IPS_TOPIC
    users = ("marta_b", "gianluca", "marta_b", "paolo", "sara", "gianluca")
    return (
        _head(f"{t[0]} - Supporto - Comunità Appunti", "it")
        + '<body class="ipsApp ipsApp_front"><div id="ipsLayout_header"><header><div class="ipsLayout_container"><a '
        'href="/" id="elLogo">Comunità Appunti</a><ul id="elUserNav"><li><a>Accedi</a></li><li><a>Registrati</a></li>'
        '</ul></div><nav class="ipsNavBar_primary"><ul><li><a>Sfoglia</a></li><li><a>Attività</a></li></ul></nav>'
        '</header></div><main id="ipsLayout_body" class="ipsLayout_container"><div id="ipsLayout_contentArea"><div id='
        '"ipsLayout_mainArea"><div class="ipsPageHeader ipsResponsive_pull"><h1 class="ipsType_pageTitle ipsContained_'
        f'container"><span class="ipsType_break ipsContained">{t[0]}</span></h1></div><div id="comments" data-'
        f'controller="core.front.core.commentFeed" class="cTopic ipsClear ipsSpacer_top">{box}<div id="elPostFeed" '
        'data-role="commentFeed"><form action="/topic/4411/?do=multimodComment" method="post">'
        + "".join(_ips_post(n, user, body) for n, (user, body) in enumerate(zip(users, t[1:]), 1))
        + '</form></div></div></div></div></main><footer id="ipsLayout_footer"><ul class="ipsList_inline"><li><a>'
        'Privacy</a></li></ul><p id="elCopyright"><a>Powered by Invision Community</a></p></footer></body></html>')


def _recommended_box(inside: str) -> str:
    return ('<div data-controller="core.front.core.recommendedComments" data-url="/topic/4411-note/?recommended='
            f'comments" class="ipsRecommendedComments ipsHide"><div data-role="recommendedComments">{inside}</div></div>')


IPS_URL = "https://forum.appunti.example.it/topic/4411-le-note-non-si-sincronizzano/"
IPS_HEADING = ('<h2 class="ipsType_sectionHead ipsType_large ipsType_bold ipsMargin_bottom">'
               f'{IPS_RECOMMENDED}</h2>')


def test_invisions_empty_recommended_posts_box_leaves_no_heading() -> None:
    texts = _texts(_invision(_recommended_box(IPS_HEADING)), IPS_URL)
    assert IPS_RECOMMENDED not in texts
    assert [t for t in IPS_TOPIC[1:] if t not in texts] == []
    assert [t for t in ("Cita", "Membro", "messaggi", "Inviato") if any(t in x for x in texts)] == []


SHOWN_LATER = ("Una risposta dello staff è stata segnata come soluzione: le note condivise richiedono che il "
               "taccuino sia condiviso di nuovo dopo il cambio di piano.")


def test_a_hidden_box_with_its_heading_and_text_stays_whole() -> None:
    """Counter-case: a box a script shows, with more than its heading (here an answer marked as the solution), is
    the page's text as the reader sees it once shown."""
    box = _recommended_box(f"{IPS_HEADING}<p>{SHOWN_LATER}</p>")
    texts = _texts(_invision(box), IPS_URL)
    assert SHOWN_LATER in texts
    assert [t for t in IPS_TOPIC[1:] if t not in texts] == []


BC_PRODUCT = (
    "Entspannungs-Beeren (30 Stück)",
    "Unsere Fruchtgummis mit Beerengeschmack werden ohne Gelatine aus Pektin hergestellt und sind vegan. Jede "
    "Portion enthält zehn Milligramm Hanfextrakt aus deutschem Anbau.",
    "Die Beeren schmecken ausgewogen süß und leicht säuerlich, ganz ohne bitteren Nachgeschmack.",
    "Zucker, Glukosesirup, Pektin, natürliche Aromen, Hanfextrakt, Zitronensäure.",
)
YOTPO = ('<div class="yotpo yotpo-main-widget" data-product-id="337"><div class="yotpo-reviews"><div class="yotpo-'
         'review"><span class="yotpo-user-name">Petra K.</span><div class="content-review">Schmecken toll und helfen '
         'mir abends beim Abschalten, ich bestelle wieder.</div></div><div class="yotpo-review"><span class="yotpo-'
         'user-name">Jonas</span><div class="content-review">Gute Qualität, schnelle Lieferung, gerne wieder.</div>'
         '</div></div></div>')


def _bigcommerce(label: str, panel: str) -> str:
    """A BigCommerce (Stencil) product in German with its description, reviews and ingredients as collapsible
    ``<dl>`` rows, each ``<dt>``'s link opening its ``<dd>`` by id."""
    p = BC_PRODUCT

    def row(ident: str, title: str, content: str) -> str:
        return (f'<div class="product-description_item"><dt class="product-description_summary"><a class="product-'
                f'description_title" href="#{ident}" role="button" data-collapsible>{title}</a></dt><dd class="product-'
                f'description_content" id="{ident}">{content}</dd></div>')

    return (
        _head(f"{p[0]} | Grünweg", "de", '<meta property="og:type" content="product">')
        + '<body><header class="header"><nav class="navPages"><a href="/shop">Shop</a><a href="/ueber-uns">Über uns'
        f'</a></nav></header><main class="body"><div class="productView"><h1 class="productView-title">{p[0]}</h1>'
        '<div class="productView-price"><span class="price">37,99 €</span></div><dl class="product-description">'
        + row("tab-description", "Beschreibung", f"<p>{p[1]}</p><p>{p[2]}</p>") + row("tab-reviews", label, panel)
        + row("tab-ingredients", "Zutaten", f"<p>{p[3]}</p>")
        + '</dl></div></main><footer class="footer"><p>© 2026 Grünweg GmbH</p><a href="/impressum">Impressum</a>'
        '</footer></body></html>')


BC_URL = "https://www.gruenweg.example.de/entspannungs-beeren-30/"


def test_a_bigcommerce_reviews_rows_label_goes_with_its_reviews() -> None:
    texts = _texts(_bigcommerce("Kundenbewertungen", YOTPO), BC_URL)
    assert [t for t in BC_PRODUCT if t not in texts] == []
    assert [t for t in ("Kundenbewertungen", "Petra K.", "Schmecken toll") if any(t in x for x in texts)] == []


DAWN = (
    "Bougie parfumée Figuier et Cèdre",
    "Coulée à la main dans notre atelier de Grasse, cette bougie en cire de colza diffuse des notes de figue verte "
    "et de bois de cèdre pendant une cinquantaine d'heures.",
    "La mèche en coton tressé brûle sans fumée noire. Coupez-la à cinq millimètres avant chaque allumage.",
)


def _dawn() -> str:
    """A Shopify Dawn product in French: its collapsible rows (``<details>``), one holding Judge.me's reviews
    widget."""
    p = DAWN
    return (
        _head(f"{p[0]} – Atelier Lumière", "fr", '<meta property="og:type" content="product">')
        + '<body class="gradient"><div class="shopify-section section-header"><header class="header"><a href="/" class='
        '"header__heading-link">Atelier Lumière</a><nav class="header__inline-menu"><a href="/collections/all" class='
        '"header__menu-item">Boutique</a></nav></header></div><main id="MainContent" class="content-for-layout" role='
        '"main"><section class="shopify-section section"><div class="product product--large grid"><div class="product'
        '__info-wrapper grid__item"><div class="product__info-container"><div class="product__title"><h1>'
        f'{p[0]}</h1></div><div class="price"><span class="price-item price-item--regular">34,00 €</span></div><div '
        f'class="product__description rte quick-add-hidden"><p>{p[1]}</p></div><div class="product__accordion '
        'accordion"><details id="Details-collapsible-1"><summary><div class="summary__title"><h2 class="h4 accordion__'
        f'title">Conseils d\'utilisation</h2></div></summary><div class="accordion__content rte"><p>{p[2]}</p></div>'
        '</details></div><div class="product__accordion accordion"><details id="Details-collapsible-2"><summary><div '
        'class="summary__title"><h2 class="h4 accordion__title">Avis clients</h2></div></summary><div class="accordion'
        '__content rte"><div class="jdgm-widget jdgm-review-widget jdgm--done-setup"><div class="jdgm-rev-widg"><div '
        'class="jdgm-rev"><span class="jdgm-rev__author">Claire D.</span><div class="jdgm-rev__body"><p>Une odeur '
        'délicate qui remplit le salon, je recommande.</p></div></div></div></div></div></details></div></div></div>'
        '</div></section></main><footer class="footer"><p>© 2026, Atelier Lumière</p></footer></body></html>')


def test_a_dawn_reviews_rows_summary_goes_with_its_reviews() -> None:
    texts = _texts(_dawn(), "https://atelier-lumiere.example.fr/products/bougie-figuier-cedre")
    assert [t for t in DAWN if t not in texts] == []
    assert [t for t in ("Avis clients", "Claire D.", "odeur délicate") if any(t in x for x in texts)] == []


SHOP_ANSWER = ("Antwort von Grünweg: Die Beeren enthalten kein THC und sind deshalb auch vor der Autofahrt "
               "unbedenklich, wir empfehlen trotzdem höchstens zwei Stück am Tag.")


def test_a_tab_with_the_shops_answers_beside_the_reviews_keeps_its_label() -> None:
    """Counter-case: the panel holds the shop's own answers too; its label names them, and stays."""
    panel = f'{YOTPO}<div class="product-questions"><h3>Fragen und Antworten</h3><p>{SHOP_ANSWER}</p></div>'
    texts = _texts(_bigcommerce("Bewertungen und Fragen", panel), BC_URL)
    assert SHOP_ANSWER in texts
    assert "Bewertungen und Fragen" in texts
