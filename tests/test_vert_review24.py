"""Furniture that session 24's recall rules for pages that are not news let in (the review of
tests/test_vert_recall24.py's rules), one small hand-written page per class after the markup real sites and
engines write, with guards of the same shape that must stay as they are:

* a line of addresses that is not a writer's pasted reference (``container._pasted_address``): a follow or
  share label before them ("Follow us: https://…", "Share this answer: …"), a site's front page ("Visit us at
  https://www.…", "Besuchen Sie uns auf www.…"), the page's own trackback (guard: an address pasted into an
  answer, to a page of another site or of the same site);
* a sentence after the text linking out of the page's part of the site (``container._pointer``): "Please read
  our privacy policy …", "You must be logged in to post a comment …", "See all products in the Kitchen
  category …", "Have a question about your order? Contact us …" (guard: a manual's pointer to another of its
  pages, in English and in German);
* a long sentence in the lead of a page that is not an article linking out of its part of the site ("By using
  this site you agree to our Terms of Use …"; guard: a manual's lead sentence linking the names it speaks of);
* a form folded away under a heading that opens it (``furniture._folded_under_heading``): a shop's "Déjà
  client ?" login, a newsletter's sign-up (guard: the answers folded under their questions on the same page);
* a box named after its heading whose title links to the box (``furniture._without_title_names``): a blog's
  "2 Kommentare" linking to "#comments", "Share this page" to "#share", and a box whose class is spelled as its
  id ("related") under a permalink (guard: a manual's section titled "Comments", its permalink a mark or its
  title)."""

from __future__ import annotations

from vert_support import page, qa_page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _joined(body: str, url: str, title: str = "Page") -> str:
    return "\n".join(b.text for b in extract_page(page(body, title, ""), url, OPTIONS).blocks)


# --- a question and its answers (a Q&A site's page), an answer ending with a line of addresses ---------------

_DD = [
    "The simplest way to copy a whole disk is dd, reading the old disk and writing the new one block by block; it "
    "copies the partition table and the boot loader too, so that the new disk boots as the old one did.",
    "Make sure that the new disk is at least as large as the old one, and unmount every partition of both before "
    "you start, or the copy may hold files that were half written when dd read them.",
]
_CLONEZILLA = ("Clonezilla does the same from a live USB stick, with a menu that asks for the source and the target "
               "disks, and it copies only the blocks in use, which is much faster on a disk that is half empty.")
QA_URL = "https://askubuntu.example/questions/7809/how-to-clone-a-disk"


def _qa(line: str) -> str:
    """The question page, the first answer ending with ``line``."""
    return qa_page("how-to-clone-a-disk", "How to clone a disk?",
                   "I would like to move my system to a larger disk without installing everything again. "
                   "What is the simplest way to copy the old disk to the new one?",
                   _DD, [_CLONEZILLA, _DD[1]], line)


def _address_line(words: str, *addresses: str) -> str:
    return f"<p>{words} " + " ".join(f'<a href="{a}" rel="nofollow">{a}</a>' for a in addresses) + "</p>"


def test_a_follow_or_share_label_before_addresses_is_no_pasted_reference() -> None:
    for line, said in (
            (_address_line("Follow us:", "https://twitter.example/askubuntu", "https://facebook.example/askubuntu"),
             "Follow us:"),
            (_address_line("Share this answer:", "https://askubuntu.example/a/123456"), "Share this answer"),
            (_address_line("Sledujte nás:", "https://instagram.example/ubuntu", "https://youtube.example/@ubuntu"),
             "Sledujte nás")):
        text = _joined(_qa(line), QA_URL, title="How to clone a disk? - Ask Ubuntu")
        assert _CLONEZILLA in text and _DD[1] in text
        assert said not in text, said


def test_a_sites_front_page_or_the_pages_trackback_is_no_pasted_reference() -> None:
    for line, said in (
            (_address_line("Visit us at", "https://www.askubuntu.example"), "Visit us"),
            (_address_line("Besuchen Sie uns auf", "https://www.askubuntu.example/"), "Besuchen Sie"),
            (_address_line("Trackback URL:", QA_URL + "/trackback/"), "Trackback")):
        text = _joined(_qa(line), QA_URL, title="How to clone a disk? - Ask Ubuntu")
        assert _CLONEZILLA in text
        assert said not in text, said


def test_addresses_pasted_into_an_answer_are_still_kept() -> None:
    """Guard: a writer's reference to a page of another site, or to another question of the same site."""
    for line in (_address_line("The manual of dd explains every option at", "https://man7.example/linux/man-pages/man1/dd.1.html"),
                 _address_line("The same question for a laptop was answered at", "https://askubuntu.example/questions/1234/clone-laptop-disk")):
        text = _joined(_qa(line), QA_URL, title="How to clone a disk? - Ask Ubuntu")
        assert line.split("<a ")[0][3:] + line.split('">')[1].split("</a>")[0] in text, line


# --- a manual's page, a sentence after its text ---------------------------------------------------------------

_QUOTA = [
    "A resource quota limits the total amount of memory and processor time that the pods of a namespace may "
    "request, so that one team cannot take the whole cluster for itself by accident or on purpose.",
    "When a quota is set for memory or processor time, every new pod of the namespace must ask for an amount "
    "of each, or the request to create it is refused with a message that names the quota it would break.",
    "The quota is checked when a pod is created, not while it runs: a pod that was created before a quota was "
    "lowered keeps running, and only the pods created afterwards must fit into what is left of the quota.",
]


def _manual(extra: str, lang: str = "en", text: list[str] = _QUOTA) -> str:
    """A Hugo documentation theme's page (Docsy): the text, then ``extra`` after the last paragraph, then
    "What's next" with its links."""
    return (
        f'<header><nav class="td-navbar"><a href="/{lang}/">Cluster</a><a href="/{lang}/docs/">Docs</a></nav>'
        '</header><div class="td-main"><div class="row"><aside class="td-sidebar"><nav><ul><li><a '
        f'href="/{lang}/docs/concepts/">Concepts</a></li><li><a href="/{lang}/docs/tasks/">Tasks</a></li></ul></nav>'
        '</aside><main class="col-12 col-md-9 td-main" role="main"><div class="td-content"><h1>Resource quotas</h1>'
        + "".join(f"<p>{t}</p>" for t in text)
        + f'{extra}<h2 id="whats-next">What\'s next</h2><ul><li><a href="/{lang}/docs/tasks/quota/">Configure '
        'quotas</a></li><li><a href="/{lang}/docs/concepts/limits/">Limit ranges</a></li></ul></div></main></div>'
        '</div><footer class="td-footer"><p>© 2025 The Cluster Authors | Documentation Distributed under CC BY 4.0'
        '</p></footer>'
    )


MANUAL_URL = "https://cluster.example/en/docs/concepts/policy/resource-quotas/"


def test_a_sentence_after_a_manuals_text_linking_out_of_the_manual_still_goes() -> None:
    for line, said in (
            ('<p>Please read our <a href="/privacy/">privacy policy</a> before you send us the form.</p>', "privacy policy"),
            ('<p>You must be <a href="/wp-login.php?redirect_to=x">logged in</a> to post a comment on this page.</p>',
             "logged in"),
            ('<p>See all products in the <a href="/collections/kitchen/">Kitchen</a> category of our store.</p>',
             "See all products"),
            ('<p>Have a question about your order? <a href="/contact/">Contact us</a> and we will help you.</p>',
             "Contact us")):
        text = _joined(_manual(line), MANUAL_URL, title="Resource quotas | Cluster")
        assert _QUOTA[2] in text
        assert said not in text, said


def test_a_manuals_pointer_to_another_of_its_pages_is_still_kept() -> None:
    """Guard: the sentence points into the manual ("/en/docs/…" from an "/en/docs/…" page)."""
    line = ('<p>You can read more about limits in the <a href="/en/docs/concepts/policy/limit-range/">Limit '
            'ranges</a> documentation.</p>')
    text = _joined(_manual(line), MANUAL_URL, title="Resource quotas | Cluster")
    assert "You can read more about limits in the Limit ranges documentation." in text


def test_a_german_manuals_pointer_to_another_of_its_pages_is_still_kept() -> None:
    text_de = [
        "Ein Ressourcenkontingent begrenzt die gesamte Menge an Arbeitsspeicher und Rechenzeit, die die Pods eines "
        "Namensraums anfordern dürfen, damit nicht ein Team versehentlich den ganzen Cluster für sich belegt.",
        "Wenn ein Kontingent für Arbeitsspeicher oder Rechenzeit gesetzt ist, muss jeder neue Pod des Namensraums "
        "eine Menge davon anfordern, sonst wird die Anfrage mit einer Meldung abgelehnt, die das Kontingent nennt.",
        "Das Kontingent wird geprüft, wenn ein Pod erstellt wird, nicht während er läuft: ein Pod, der vor der "
        "Senkung des Kontingents erstellt wurde, läuft weiter, und nur die neuen Pods müssen hineinpassen.",
    ]
    line = ('<p>Mehr über die Grenzen eines Namensraums lesen Sie auf der Seite <a href="/de/docs/concepts/policy/'
            'limit-range/">Limit Ranges</a> dieser Dokumentation.</p>')
    text = _joined(_manual(line, "de", text_de), "https://cluster.example/de/docs/concepts/policy/resource-quotas/",
                   title="Ressourcenkontingente | Cluster")
    assert text_de[2] in text
    assert "Mehr über die Grenzen eines Namensraums lesen Sie auf der Seite Limit Ranges dieser Dokumentation." in text


# --- a manual's lead, a long sentence linking out of the manual --------------------------------------------

_STREAMS = [
    "A readable stream is a source of data that you read in chunks, one after the other, as they arrive: a file "
    "being downloaded, the body of a response, or the frames that a camera sends while it records.",
    "You get a reader from the stream and call its read method in a loop; each call returns a promise of the next "
    "chunk, and the loop ends when the promise says that the stream is done and holds no more data.",
    "A stream can be piped through a transform stream, which changes each chunk on its way, and into a writable "
    "stream at its end, so that a whole chain of steps is written in a single line of the program.",
]


def _guide(lead: str) -> str:
    """MDN's guide page (Yari): an intro in a section of its own above the sections of the text."""
    return (
        '<header class="top-navigation"><nav class="main-nav"><ul><li><a href="/en-US/docs/Web">References</a></li>'
        '</ul></nav></header><div class="main-wrapper"><main id="content" class="main-content"><article '
        'class="main-page-content" lang="en-US"><header><h1>Using readable streams</h1></header>'
        '<div class="section-content"><p>The Streams API lets a script read the data of a network request piece by '
        f'piece, as it arrives, instead of waiting until the whole of it has been downloaded.</p>{lead}</div>'
        '<section aria-labelledby="reading"><h2 id="reading">Reading a stream</h2><div class="section-content">'
        + "".join(f"<p>{t}</p>" for t in _STREAMS) + '</div></section></article></main></div>'
        '<footer class="page-footer"><p>Visit Mozilla Corporation\'s not-for-profit parent, the Mozilla Foundation.'
        '</p></footer>'
    )


GUIDE_URL = "https://developer.mozilla.example/en-US/docs/Web/API/Streams_API/Using_readable_streams"


def test_a_lead_sentence_linking_to_the_sites_terms_still_goes() -> None:
    lead = ('<p>By using this site you agree to our <a href="/legal/terms">Terms of Use</a> and acknowledge that you '
            'have read and understood our <a href="/legal/privacy">Privacy Policy</a>.</p>')
    text = _joined(_guide(lead), GUIDE_URL, title="Using readable streams - Web APIs | MDN")
    assert _STREAMS[0] in text and "The Streams API lets a script read" in text
    assert "Terms of Use" not in text


def test_a_lead_sentence_linking_the_names_it_speaks_of_is_still_kept() -> None:
    """Guard: the lead's sentence links pages of the same manual."""
    lead = ('<p>A stream is read with a <a href="/en-US/docs/Web/API/ReadableStreamDefaultReader">reader</a>, and its '
            'chunks can be passed through a <a href="/en-US/docs/Web/API/TransformStream">TransformStream</a> on their '
            'way to the code that uses them.</p>')
    text = _joined(_guide(lead), GUIDE_URL, title="Using readable streams - Web APIs | MDN")
    assert "A stream is read with a reader, and its chunks can be passed through a TransformStream" in text


# --- a shop's product page: forms and answers folded away under the headings that open them -----------------

_LAMP = [
    "Cette lampe de chevet en céramique émaillée est tournée à la main dans notre atelier de Vallauris, puis cuite "
    "deux fois pour que son émail garde sa couleur profonde pendant des années.",
    "Son abat-jour en lin lavé diffuse une lumière douce et chaude, idéale pour lire le soir sans fatiguer les yeux, "
    "et l'interrupteur sur le câble tombe toujours sous la main.",
]
_ANSWER = ("Oui, elle accepte toutes les ampoules à culot E27 jusqu'à quarante watts, et nous conseillons une ampoule "
           "à filament de couleur chaude pour garder l'esprit de la lampe.")
_ANSWER2 = ("Un chiffon doux et sec suffit pour la céramique; l'abat-jour en lin se lave à la main à l'eau froide, puis "
            "sèche à plat, loin du soleil, pour qu'il garde sa forme et sa couleur.")


def _shop(extra: str) -> str:
    """A PrestaShop theme's product page: name, price, description, questions whose answers a jQuery
    ``slideToggle`` shows (``style="display: none;"`` right after its heading), ``extra`` above it."""
    return (
        '<header id="header"><nav class="main-menu"><ul><li><a href="/maison">Maison</a></li></ul></nav></header>'
        '<main><section id="main"><div class="product-page"><h1>Lampe de chevet Vallauris</h1>'
        '<p class="price">129,00 €</p>'
        f'<div class="product-description"><p>{_LAMP[0]}</p><p>{_LAMP[1]}</p></div>{extra}'
        '<div class="toggle-prod"><div class="bordered asking"><h2>Questions fréquentes</h2><div class="content">'
        '<h3>Quelle ampoule choisir ?<span class="toggler"></span></h3><div class="content" style="display: none;">'
        f'<p>{_ANSWER}</p></div></div><div class="content"><h3>Comment entretenir la lampe ?<span class="toggler">'
        f'</span></h3><div class="content" style="display: none;"><p>{_ANSWER2}</p></div></div></div></div></div>'
        '</section></main>'
        '<footer id="footer"><p>© 2025 Céramiques du Sud – Mentions légales</p></footer>'
    )


SHOP_URL = "https://www.ceramiques-du-sud.example/luminaires/812-lampe-vallauris.html"


def test_a_form_folded_under_the_heading_that_opens_it_still_goes() -> None:
    for extra, said in (
            ('<div class="content"><h4 aria-expanded="false" onclick="toggle(this)">Déjà client ?</h4><div style="'
             'display:none"><p>Connectez-vous à votre compte client pour suivre vos commandes, retrouver vos factures '
             'et enregistrer vos adresses de livraison.</p><form action="/connexion" method="post"><input name="email">'
             '<input type="password" name="password"><button>Connexion</button></form></div></div>', "Connectez-vous"),
            ('<div><h3><span class="icon-plus"></span>Restez informé</h3><div style="display: none;"><form action="/'
             'lettre"><p>Inscrivez-vous à notre lettre d\'information et recevez dix pour cent de réduction sur votre '
             'première commande, ainsi que nos nouveautés chaque mois.</p><input type="email" name="email"></form>'
             '</div></div>', "Inscrivez-vous")):
        text = _joined(_shop(extra), SHOP_URL, title="Lampe de chevet Vallauris")
        assert _LAMP[1] in text and _ANSWER in text and _ANSWER2 in text
        assert said not in text, said


# --- a manual's page: boxes named after their headings ----------------------------------------------------

_TYPES = [
    "Every value in the language has a type, which decides the operations that the value supports and the way "
    "it is written to and read from a file; the type of a variable is that of the value it holds at the moment.",
    "Numbers are integers of any size or floating-point numbers of double precision, and the language turns an "
    "integer into a floating-point number by itself wherever an operation needs one, but never the other way round.",
]


def _sphinx(extra: str) -> str:
    """A Sphinx manual's page: a section of text, and ``extra`` after it in the same article."""
    return (
        '<div id="top"><a href="/">Lingua</a> <a href="/docs/">Documentation</a></div>'
        '<main id="main-content"><article id="docs-content"><section id="s-types"><span id="types"></span>'
        '<h1>Types<a class="headerlink" href="#types" title="Link to this heading">¶</a></h1>'
        + "".join(f"<p>{t}</p>" for t in _TYPES) + f'</section>{extra}</article></main>'
        '<div id="footer"><p>© Lingua Software Foundation and individual contributors.</p></div>'
    )


SPHINX_URL = "https://docs.lingua.example/en/3.2/reference/types/"


def test_a_box_whose_title_links_to_the_box_still_goes() -> None:
    for box, said in (
            ('<div id="comments"><h3><a href="#comments">2 Kommentare</a></h3><div class="c"><p>Danke für die '
             'Anleitung, genau das habe ich gesucht! Bei mir hat es erst nach einem Neustart funktioniert.</p></div>'
             '<div class="c"><p>Super erklärt, vielen Dank. Könnten Sie noch einen Artikel über Module schreiben?</p>'
             '</div></div>', "Danke für die Anleitung"),
            ('<div id="share"><h4><a href="#share">Share this page</a></h4><p>Tell your friends and colleagues about '
             'this page on the social networks that you use every day.</p></div>', "Tell your friends"),
            ('<div class="related" id="related"><h2>Related<a class="headerlink" href="#related">¶</a></h2><p>Other '
             'pages that readers of this one have opened, chosen for you from the pages of the whole site.</p></div>',
             "Other pages that readers")):
        text = _joined(_sphinx(box), SPHINX_URL, title="Types | Lingua documentation")
        assert _TYPES[1] in text
        assert said not in text, said


def test_a_manuals_sections_titled_as_furniture_are_still_kept() -> None:
    """Guard: a manual's sections on comments in the code, their permalink a mark or the title itself."""
    comments = ("A comment starts with a hash character and runs to the end of the line; the interpreter skips it, "
                "and a comment may follow code on the same line, after at least one space.")
    for box, said in (
            ('<section id="s-comments"><span id="s-id3"></span><span id="comments"></span><span id="id3"></span>'
             '<h2>Comments<a class="headerlink" href="#comments">'
             f'¶</a></h2><p>{comments}</p></section>', comments),
            (f'<section id="comments"><h2><a href="#comments">Comments</a></h2><p>{comments}</p></section>', comments)):
        text = _joined(_sphinx(box), SPHINX_URL, title="Types | Lingua documentation")
        assert _TYPES[1] in text
        assert said in text, said
