"""Regression tests for the failure classes of non-article and mixed pages (forums, blogs, institutional
pages; German, French, Italian and English) found in session 16: one small hand-written page per class."""

from __future__ import annotations

import contextlib
import signal

import pytest
from vert_support import docs_of, make_warc, page, read_vert, settings_data

from corpustools.vert.choose import extract_page
from corpustools.vert.run import convert

OPTIONS = {"languages": ()}

POSTS = [
    "I have been using the photo editor for six years now and the new version finally handles raw files from "
    "my camera without the colour shift that made me export everything twice. The masks are faster as well.",
    "Thanks for the detailed comparison. On my older laptop the new version starts slowly, but once it is open "
    "the brushes feel smoother than before, and the export dialog remembers the last folder I used, at last.",
    "Same experience here with the raw files. I would still like a way to batch rename the exported images, "
    "which the old version had in a plug-in that no longer loads. Has anyone found a replacement for it yet?",
]

DE = [
    "Die Stadt Leipzig will in den kommenden zehn Jahren rund zweitausend neue Wohnungen am ehemaligen "
    "Güterbahnhof bauen lassen. Der Stadtrat hat den Bebauungsplan am Mittwochabend mit großer Mehrheit "
    "beschlossen, nachdem die Anwohner ihre Einwände in drei Bürgerversammlungen vorgetragen hatten.",
    "Vorgesehen sind neben den Wohnungen eine Grundschule, zwei Kindertagesstätten und ein Park, der die "
    "angrenzenden Viertel miteinander verbinden soll. Ein Drittel der Wohnungen soll gefördert werden, damit "
    "auch Familien mit kleinen Einkommen in das neue Quartier ziehen können.",
    "Die ersten Bagger sollen im kommenden Frühjahr anrollen. Bis dahin muss der Boden untersucht werden, "
    "denn auf dem Gelände wurden über hundert Jahre lang Kohle und Chemikalien umgeschlagen, wie ein Sprecher "
    "des Planungsamtes auf Nachfrage erklärte.",
]
FR = [
    "La métropole de Lyon va transformer l'ancienne friche industrielle de la Soie en un quartier de "
    "logements, de bureaux et d'espaces verts. Le conseil a adopté le projet lundi soir, après une "
    "concertation qui a duré plus d'un an avec les habitants des communes voisines.",
    "Le programme prévoit mille deux cents logements, dont un tiers de logements sociaux, une école primaire "
    "et un parc de quatre hectares le long du canal. Les premiers habitants pourraient s'installer dès la fin "
    "de l'année deux mille vingt-huit selon le calendrier présenté.",
]
IT = [
    "Il comune di Milano ha approvato il piano per trasformare l'ex scalo ferroviario di Porta Romana in un "
    "nuovo quartiere con abitazioni, uffici e un grande parco pubblico. Il consiglio comunale ha votato il "
    "progetto ieri sera dopo un lungo dibattito durato oltre quattro ore.",
    "Il progetto prevede anche una scuola, una biblioteca di quartiere e una nuova fermata della metropolitana. "
    "Una parte delle abitazioni sarà destinata agli studenti universitari e alle giovani famiglie, con affitti "
    "calmierati per almeno vent'anni secondo l'accordo firmato.",
]
EN = [
    "The council has approved a plan to turn the old railway yards north of the river into a district of "
    "homes, offices and a park. Councillors voted for the scheme on Tuesday evening after a consultation that "
    "lasted more than a year and drew over three thousand responses from residents.",
    "The plan includes a primary school, a health centre and a new footbridge across the river. A third of "
    "the homes are to be let at social rents, and the developer has agreed to fund a bus route linking the "
    "district to the city centre for its first ten years.",
]


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _article(paragraphs: list[str], extra: str, lang: str = "en") -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f"<!DOCTYPE html>\n<html lang='{lang}'><head><title>Neues Quartier</title>"
            "<meta property='og:type' content='article'></head><body>"
            f"<div class='wrap'><h1>Neues Quartier</h1>{body}{extra}</div></body></html>")


# --- a popover (HTML's popover attribute): hidden until a button opens it ---------------------------

def test_a_popovers_text_is_not_the_pages(tmp_path):
    """A forum's "allow notifications" card is an element with the ``popover`` attribute: the browser hides
    it until a button opens it, like a modal dialog.  Its per-browser steps ("Tap the lock icon next to the
    address bar.") were kept as the thread's text."""
    posts = "".join(f"<div class='post'><p>{p}</p></div>" for p in POSTS)
    steps = ("<i-card popover id='pushPrompt'><h3>Enable notifications</h3><ol>"
             "<li>Tap the lock icon next to the address bar.</li><li>Tap Permissions, then Notifications.</li>"
             "<li>Adjust your preference.</li><li>Open Firefox Settings and search for Notifications.</li>"
             "<li>Find this site in the list and adjust your preference.</li></ol></i-card>")
    html = page(f"<div class='thread'><h1>New version: first impressions</h1>{posts}{steps}</div>", "Forum")
    texts = _texts(html, "https://forum.example.com/topic/201820-new-version-first-impressions/")
    assert any(POSTS[2][:40] in t for t in texts)
    assert not any("lock icon" in t or "adjust your preference" in t for t in texts)
    # the whole vert document likewise
    out = tmp_path / "out.vert"
    convert(settings_data(), [make_warc(tmp_path / "in.warc.gz", [
        dict(url="https://forum.example.com/topic/201820-new-version-first-impressions/", html=html)])],
        out, workers=1, source="test")
    docs = docs_of(read_vert(out))
    assert len(docs) == 1 and "batch" in docs[0] and "Firefox" not in docs[0]


# --- a breadcrumb trail as one line of text ---------------------------------------------------------

@pytest.mark.parametrize("lang,paragraphs,trail", [
    ("de", DE, "Startseite › Aktuelles › Stadtentwicklung"),
    ("de", DE, "Sie sind hier: Startseite / Aktuelles"),
    ("fr", FR, "Accueil » Actualités » Urbanisme"),
    ("fr", FR, "Vous êtes ici : Accueil > Actualités"),
    ("it", IT, "Home / Notizie / Urbanistica"),
    ("it", IT, "Ti trovi in: Home › Notizie"),
    ("en", EN, "Home > News > Planning"),
    ("en", EN, "You are here: Home | News"),
])
def test_a_breadcrumb_trail_line_is_dropped(lang, paragraphs, trail):
    """An institutional page's or a blog's breadcrumb trail rendered as a plain line ("Startseite ›
    Aktuelles › …", "Vous êtes ici : Accueil > …"), not in an element named as one: the path to the page,
    not its text."""
    html = _article([f"{trail}"] + paragraphs, "", lang).replace(f"<p>{trail}</p>", f"<div>{trail}</div>")
    texts = _texts(html, "https://www.example.org/aktuelles/neues-quartier-am-gueterbahnhof")
    assert trail not in texts
    assert paragraphs[-1] in texts


def test_a_sentence_that_opens_with_home_stays():
    """A line about a home is no trail: only the home page's step followed by two steps (or one linked) is."""
    line = "Home is where the heart is / a saying the new residents quote often"
    texts = _texts(_article(EN, f"<p>{line}</p>"), "https://www.example.org/news/railway-yards-plan")
    assert line in texts


# --- a row of share or follow buttons after its label -----------------------------------------------

@pytest.mark.parametrize("lang,paragraphs,row", [
    ("de", DE, "Teilen: Facebook Twitter WhatsApp E-Mail"),
    ("fr", FR, "Suivez-nous : Facebook Instagram YouTube"),
    ("it", IT, "Condividi su: Facebook X LinkedIn"),
    ("en", EN, "Share this article: Facebook | LinkedIn | Email"),
])
def test_a_labelled_row_of_share_buttons_is_dropped(lang, paragraphs, row):
    """The networks' names alone were dropped, but not after the row's label ("Teilen:", "Suivez-nous :")."""
    html = _article(paragraphs, f"<div>{row}</div>", lang)
    texts = _texts(html, "https://www.example.org/aktuelles/neues-quartier-am-gueterbahnhof")
    assert row not in texts and paragraphs[-1] in texts


# --- two teasers cut short at the end of an article -------------------------------------------------

TEASERS = [
    "Seit Jahren streiten Stadt und Land darüber, wer die Sanierung der alten Brücke am Hafen bezahlt. Nun "
    "hat das Verwaltungsgericht entschieden, dass die…",
    "Mehr als dreihundert Menschen kamen am Samstag zum ersten Flohmarkt auf dem neuen Platz vor dem Rathaus. "
    "Die Veranstalter wollen den Markt künftig…",
]


def test_two_teasers_cut_short_at_the_end_of_an_article_are_dropped():
    """Two other articles' excerpts cut off mid-sentence by an ellipsis, each in its own card, at the end of
    an article (a box of two teasers): the rule for such runs asked for three in a row."""
    extra = (f"<div class='card'><h3>Streit um die Hafenbrücke</h3><p>{TEASERS[0]}</p></div>"
             f"<div class='card'><h3>Flohmarkt vor dem Rathaus</h3><p>{TEASERS[1]}</p></div>")
    texts = _texts(_article(DE, extra, "de"), "https://www.example.de/leipzig/neues-quartier-am-gueterbahnhof-1234.html")
    assert DE[-1] in texts
    assert not any(t in texts for t in TEASERS)
    assert "Streit um die Hafenbrücke" not in texts  # the teasers' titles with them


def test_an_article_trailing_off_twice_mid_text_is_kept():
    """An article's own paragraphs may trail off twice in a row, even at its end (they share one element;
    teasers come in cards of their own)."""
    own = [DE[0], DE[2], DE[1][:-1] + "…", DE[2][:-1] + "…"]
    texts = _texts(_article(own, "", "de"), "https://www.example.de/leipzig/quartier-1234.html")
    assert own[2] in texts and own[3] in texts


# --- boxes named in camel case (CSS modules, React components) ----------------------------------------

def test_boxes_named_in_camel_case_are_furniture():
    """CSS modules and React components name boxes in camel case with a hash ("ArticleAuthorFooter_bio__3g2kD",
    "ShareButtons_root__x1Yz"): the words were not read apart, so an author's box and a share box under a
    post were kept as its text."""
    bio = ("Hlín is a folklorist writing about nature and culture for travellers. She shares practical guides, "
           "cultural insights and tips on hiking, and answers readers' questions every week.")
    share = "Spread the word with your friends and colleagues, we appreciate every single mention online"
    extra = (f"<div class='ArticleAuthorFooter_footerWrapper__EWcLE'><p class='ArticleAuthorFooter_bio__3g2kD'>{bio}"
             f"</p></div><div class='ShareButtons_root__x1Yz'><p>{share}</p></div>")
    texts = _texts(_article(EN, extra), "https://www.example.org/blog/railway-yards-plan")
    assert EN[-1] in texts
    assert bio not in texts and share not in texts


def test_a_module_hash_or_a_cards_footer_is_not_a_box_name():
    """A hash that happens to spell a word ("xyAd", "sc-bdVaJa") and a card's footer in camel case
    ("CustomerCardFooter": a customer's quote) are no boilerplate names."""
    quote = ("We were previously on another cloud but moved everything because we love the support here. We saved "
             "a lot of money and our engineers finally sleep at night, said the chief technology officer.")
    extra = (f"<div class='pages__StyledCustomerCardFooter-sc-e2c04df0-8 xyAd'><p>{quote}</p></div>")
    texts = _texts(_article(EN, extra), "https://www.example.org/customers")
    assert quote in texts


# --- the bio under an author box's heading -------------------------------------------------------------

@pytest.mark.parametrize("lang,paragraphs,heading,bio", [
    ("de", DE, "Über die Autorin", "Anna Muster schreibt seit 2010 über Städte, Architektur und das Leben in "
                                  "Sachsen. Sie lebt mit ihrer Familie in Leipzig."),
    ("fr", FR, "À propos de l'auteur", "Marie Dupont écrit depuis 2010 sur les villes, l'architecture et la vie "
                                       "à Lyon, où elle habite avec sa famille."),
    ("en", EN, "About the Author", "Geri Miller, an experienced network engineer and writer, specialises in "
                                   "cities, architecture and life in Yorkshire."),
])
def test_the_bio_under_an_author_box_heading_goes_with_it(lang, paragraphs, heading, bio):
    """The heading of an author's box was dropped as an interface line, but the bio under it stayed as the
    article's last paragraph."""
    extra = f"<div><div>{heading}</div><div>{bio}</div></div>"
    texts = _texts(_article(paragraphs, extra, lang), "https://www.example.org/blog/neues-quartier-am-gueterbahnhof")
    assert paragraphs[-1] in texts
    assert bio not in texts and heading not in texts


def test_a_section_after_an_author_box_stays():
    """Only the bio goes: a heading ends the author's box, and the text under it stays (and a paragraph in the
    element of the article's own paragraphs is the article's: see test_vert_boilerplate_widgets)."""
    extra = (f"<div class='box'><h2>About the author</h2><p>Jane Doe writes about cities.</p><h2>Next steps</h2>"
             f"<p>{EN[0]}</p></div>")
    texts = _texts(_article([EN[1]], extra), "https://www.example.org/blog/railway-yards-plan")
    assert "Next steps" in texts and EN[0] in texts and "Jane Doe writes about cities." not in texts


# --- a newsletter box's pitch that names the reader's inbox -------------------------------------------

@pytest.mark.parametrize("lang,paragraphs,pitch", [
    ("de", DE, "Die neuesten Beiträge direkt in dein Postfach – jetzt anmelden!"),
    ("fr", FR, "Recevez chaque semaine nos derniers articles directement dans votre boîte mail."),
    ("it", IT, "Ricevi ogni settimana i nostri ultimi articoli direttamente nella tua casella di posta."),
    ("en", EN, "Get the latest research and product news delivered straight to your inbox."),
])
def test_a_newsletter_pitch_naming_the_inbox_is_dropped(lang, paragraphs, pitch):
    """A newsletter box's line without the word "newsletter" ("… delivered straight to your inbox", "…
    dans votre boîte mail") was kept under posts and service pages."""
    texts = _texts(_article(paragraphs, f"<div><p>{pitch}</p></div>", lang),
                   "https://www.example.org/blog/neues-quartier-am-gueterbahnhof")
    assert paragraphs[-1] in texts and pitch not in texts


def test_a_sentence_about_mail_in_ones_inbox_stays():
    """The inbox alone is no pitch: what comes and a verb of getting must be there too."""
    line = "Phishing mails land in your inbox every day, and most of them look harmless at first sight."
    texts = _texts(_article(EN, f"<p>{line}</p>"), "https://www.example.org/news/railway-yards-plan")
    assert line in texts


# --- review: the rules above on odd input ------------------------------------------------------------

@contextlib.contextmanager
def _within(seconds: int, what: str):
    """Raise TimeoutError when the block takes ``seconds`` (a rule gone quadratic or exponential on a page
    takes minutes: the bound is far above what the rule takes)."""
    def too_slow(*_):
        raise TimeoutError(what)

    old = signal.signal(signal.SIGALRM, too_slow)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def test_the_trail_rule_answers_at_once_on_a_line_of_many_steps():
    """A line opening with the home page's step and more separators than a trail has steps fails the
    rule at once: with a step allowed to open or end with a space, each separator's spaces could go to the
    step or to the separator, and the regular expression tried 4**8 splits per line (25 ms a line of single
    spaces; lines with runs of spaces took minutes from 60 characters on)."""
    from corpustools.vert.boiler import _noise
    from corpustools.vert.extract import Block

    line = "start" + "   /   a" * 12 + "::"
    with _within(20, "the breadcrumb rule backtracks"):
        assert not _noise(Block("p", line))
        assert not _noise(Block("p", " ".join(line.split())))
    assert _noise(Block("p", "Startseite › Aktuelles › Stadtentwicklung"))


@pytest.mark.parametrize("lang,paragraphs,line", [
    ("en", EN, "If you receive offers like this in your inbox, report them as spam and delete them."),
    ("de", DE, "Wenn Sie gefälschte Angebote in Ihr Postfach bekommen, löschen Sie die Mail sofort."),
    ("fr", FR, "Si vous recevez des offres douteuses dans votre boîte mail, ne cliquez sur aucun lien."),
    ("it", IT, "Se ricevi offerte sospette nella tua casella di posta, non cliccare sui link."),
])
def test_a_warning_about_offers_in_ones_inbox_stays(lang, paragraphs, line):
    """An article's advice about mail names the inbox, what comes to it and a verb of getting as a pitch
    does, but neither opens with the verb nor asks to subscribe nor brings anything straight to the inbox:
    it is the article's text (the inbox rule took it as a newsletter box's pitch)."""
    texts = _texts(_article(paragraphs, f"<p>{line}</p>", lang), "https://www.example.org/news/phishing-warning")
    assert line in texts


def test_pairs_of_excerpts_all_along_a_long_page_cost_no_more_than_the_page():
    """Whether two excerpts cut short end the text was asked by counting every block after them, for each
    such pair: a long page of them (a listing's results in pairs) took time in the square of its length
    (2.5 CPU-s on 20,000 blocks); now the count stops past the slack.  Pairs mid-page stay, as before."""
    from corpustools.vert.boiler import _excerpt_runs
    from corpustools.vert.extract import Block

    cut = DE[0][:100].rstrip() + "…"
    blocks = []
    for i in range(12000):
        blocks += [Block("p", cut, ancestors=(1, 2, 10 * i, 10 * i + 1)),
                   Block("p", cut, ancestors=(1, 2, 10 * i + 2, 10 * i + 3))]
        blocks += [Block("p", DE[1], ancestors=(1, 2, 10 * i + 4)) for _ in range(3)]
    with _within(10, "the excerpt pairs were counted to the page's end each"):
        assert _excerpt_runs(blocks) == set()
        assert _excerpt_runs(blocks[:-3]) == {len(blocks) - 5, len(blocks) - 4}  # two at the end go
