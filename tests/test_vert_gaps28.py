"""Failure classes the session-28 news and page-type pages left open (xgaps28), each on a page built after the markup
real sites use: a title ``<h1>`` longer than the JSON-LD headline, an old Reddit thread's sidebar, MDN's baseline
box, Invision's long guest prompt, a forum's post header with the poster's name glued to the stamp, and a video's
title after its "watch the video" prompt.  Each test has a guard of the same shape whose text must stay.  The pages go
through ``document.process``, the worker's step."""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, article_ld, processed

from corpustools.vert import boiler
from corpustools.vert.extract import Block

# --- 1. a title <h1> longer than the JSON-LD headline ------------------------------------------------------------

CS = (
    "Vláda na středečním jednání schválila návrh státního rozpočtu na příští rok, který nyní putuje do Poslanecké "
    "sněmovny ke schválení.",
    "Ministr financí uvedl, že schodek bude nižší než letos a že vláda počítá s růstem ekonomiky o dvě procenta.",
    "Opozice návrh kritizuje a tvrdí, že vláda podceňuje výdaje na důchody a na obranu státu.",
)
CS_HEADLINE = "Vláda schválila rozpočet na příští rok"


def _czech_article(h1: str, first: str = "") -> list[str]:
    html = (article_head(f"{CS_HEADLINE} - iDNES.cz", "cs", article_ld("NewsArticle", CS_HEADLINE, "Jan Novák", "2026-11-25"))
            + '<body><header><nav><a href="/">Zprávy</a> <a href="/domaci">Domácí</a></nav></header>'
            f'<div id="content"><div class="art-full"><h1 itemprop="name">{h1}</h1><div class="authors">Jan Novák'
            '</div><div class="bbtext">'
            f'{first}<p>{CS[0]}</p><p>{CS[1]}</p><p>{CS[2]}</p></div></div></div>'
            '<footer><a href="/kontakty">Kontakty</a></footer></body></html>')
    return _paragraphs(processed(html, "https://www.idnes.cz/zpravy/domaci/vlada-rozpocet.A261125_120000_domaci_jn").body)


def test_a_title_h1_holding_the_headline_and_a_subtitle_clause_is_the_headline():
    out = _czech_article(f"{CS_HEADLINE}. Schodek bude 230 miliard korun")
    assert out == [CS_HEADLINE, *CS]
    out = _czech_article(f"Rozpočet: {CS_HEADLINE}, opozice protestuje")
    assert out == [CS_HEADLINE, *CS]


def test_a_lead_opening_with_the_headlines_words_stays():
    lead = f"{CS_HEADLINE}, oznámil ve středu premiér po jednání vlády na tiskové konferenci."
    out = _czech_article(CS_HEADLINE, f"<p>{lead}</p>")
    assert out == [CS_HEADLINE, lead, *CS]
    sub = f"{CS_HEADLINE}. Co to znamená pro domácnosti"
    out = _czech_article(CS_HEADLINE, f"<h2>{sub}</h2>")
    assert sub in out


# --- 3. MDN's baseline box --------------------------------------------------------------------------------------

MDN = {
    "en": ("Learn more", "See full compatibility", "Report feedback",
           "The clamp() CSS function clamps a middle value within a range of values between a defined minimum bound "
           "and a maximum bound.",
           "The preferred value is used as long as it lies between the minimum and the maximum; outside them the "
           "nearer bound is used."),
    "de": ("Mehr erfahren", "Vollständige Kompatibilität anzeigen", "Feedback melden",
           "Die CSS-Funktion clamp() begrenzt einen Wert auf einen Bereich zwischen einer definierten Untergrenze und "
           "einer Obergrenze.",
           "Der bevorzugte Wert wird verwendet, solange er zwischen dem Minimum und dem Maximum liegt; sonst gilt die "
           "nähere Grenze."),
    "fr": ("En savoir plus", "Voir la compatibilité complète", "Signaler un retour",
           "La fonction CSS clamp() permet de ramener une valeur entre deux bornes inférieure et supérieure définies "
           "par l'auteur.",
           "La valeur préférée est utilisée tant qu'elle reste entre le minimum et le maximum ; sinon la borne la plus "
           "proche s'applique."),
}


def _mdn(lang: str, extra: str = "") -> list[str]:
    more, compat, feedback, first, second = MDN[lang]
    html = (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>clamp() - CSS | MDN</title></head>"
            "<body><header class='top-navigation'><nav><a href='/'>MDN</a></nav></header><main id='content'>"
            f"<article class='main-page-content' lang='{lang}'><header><h1>clamp()</h1><details "
            "class='baseline-indicator high'><summary><h2>Baseline</h2></summary><div class='extra'><ul><li><a "
            f"href='/docs/Glossary/Baseline'>{more}</a></li><li><a href='#browser_compatibility'>{compat}</a></li><li>"
            f"<a>{feedback}</a></li></ul></div></details></header><div class='section-content'><p>{first}</p>{extra}"
            f"<p>{second}</p></div></article></main></body></html>")
    return _paragraphs(processed(html, f"https://developer.mozilla.example.org/{lang}/docs/Web/CSS/clamp").body)


@pytest.mark.parametrize("lang", sorted(MDN))
def test_a_documentation_pages_browser_support_links_go(lang):
    out = _mdn(lang)
    assert MDN[lang][3] in out and MDN[lang][4] in out
    assert not any(line in out for line in MDN[lang][:3])


def test_a_sentence_on_compatibility_and_feedback_stays():
    line = "See full compatibility notes for Safari below, and report feedback on the draft to the working group."
    assert line in _mdn("en", f"<p>{line}</p>")


# --- 4. a forum's long guest prompt -----------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Vous pouvez publier maintenant et vous inscrire plus tard. Si vous avez un compte, connectez-vous maintenant pour "
    "publier avec votre compte.",
    "Sie können jetzt schreiben und sich später registrieren. Wenn Sie ein Konto haben, melden Sie sich jetzt an, um "
    "mit Ihrem Konto zu posten.",
])
def test_a_forums_guest_prompt_longer_than_a_short_line_is_an_interface_line(line):
    assert len(line) > boiler.SHORT and boiler._noise(Block("p", line))


@pytest.mark.parametrize("line", [
    "Vous pouvez publier maintenant et vous inscrire plus tard, nous a dit l'administrateur du forum, mais personne ne "
    "l'a cru et la moitié des membres sont partis.",
    "Share your photos of the storm with us and tell us where they were taken, what time it was and whether anyone "
    "in your street was hurt; we publish a selection every evening.",
])
def test_a_long_sentence_opening_with_interface_words_stays(line):
    assert len(line) > boiler.SHORT and not boiler._noise(Block("p", line))


def test_a_french_forums_guest_prompt_goes_from_the_thread():
    prompt = ("Vous pouvez publier maintenant et vous inscrire plus tard. Si vous avez un compte, "
                           "connectez-vous maintenant pour publier avec votre compte.")
    posts = ("Bonjour, depuis la mise à jour du BIOS ma carte mère B650 ne démarre plus avec deux barrettes de DDR5, "
             "alors qu'avec une seule tout fonctionne normalement.",
             "Il faut laisser la machine allumée plusieurs minutes au premier démarrage : l'entraînement de la mémoire "
             "DDR5 prend du temps après chaque mise à jour.")
    items = "".join(
        f"<article class='cPost ipsBox ipsComment' id='elComment_{i}'><aside class='cAuthorPane'><h3 "
        f"class='cAuthorPane_author'><a href='/profile/{i}-membre/'>membre{i}</a></h3></aside><div "
        f"class='ipsColumn ipsColumn_fluid'><div class='ipsComment_meta'><a href='#'><time "
        f"datetime='2026-11-2{i}T10:15:00Z'>2{i} novembre 2026</time></a></div><div class='cPost_contentWrap'><div "
        f"data-role='commentContent' class='ipsType_normal ipsType_richText ipsContained'><p>{text}</p></div></div>"
        f"</div></article>" for i, text in enumerate(posts, 1))
    html = ("<!DOCTYPE html><html lang='fr'><head><meta charset='utf-8'><title>La carte mère ne démarre plus après "
            "la mise à jour du BIOS - Matériel - Forum</title></head><body><div id='ipsLayout_body'><h1 "
            "class='ipsType_pageTitle'>La carte mère ne démarre plus après la mise à jour du BIOS</h1><div "
            f"class='cTopic'>{items}</div><div class='cTopicPostArea'><h2>Rejoindre la conversation</h2><p>{prompt}"
            "</p></div></div></body></html>")
    out = _paragraphs(processed(html, "https://forum.example.fr/topic/4471-la-carte-mere-ne-demarre-plus/").body)
    assert all(p in out for p in posts) and prompt not in out


# --- 5. a forum post's header with the name glued to the stamp ----------------------------------------------------

CZ_POSTS = (
    ("Peter77", "dnes o 8:02", "Dobrý den, po výměně baterie mi telefon ukazuje jen 80 procent kapacity a vybíjí se "
     "rychleji než předtím. Je to normální, nebo je baterie vadná?"),
    ("jan.novak", "28. 11. 2026 10:15", "Nová baterie potřebuje několik cyklů, než se kalibruje. Nechte ji dvakrát "
     "úplně vybít a nabít, pak teprve posuzujte kapacitu."),
    ("mamina_zuzka", "včera o 21:14", "Mně to pomohlo stejně, po třech dnech ukazoval telefon správně sto procent."),
)


def _czech_forum(line: str = "") -> list[str]:
    units = "".join(
        f"<div class='prispevek'><div class='prispevek-hlavicka'><a href='/uzivatel/{name}/'>{name}</a><span "
        f"class='cas'>{when}</span></div><div class='prispevek-text'><p>{text}</p>{line if i == 2 else ''}</div></div>"
        for i, (name, when, text) in enumerate(CZ_POSTS))
    html = ("<!DOCTYPE html><html lang='cs'><head><meta charset='utf-8'><title>Baterie ukazuje jen 80 procent | Fórum"
            "</title></head><body><header><a href='/'>Mobilní fórum</a></header><main><h1>Baterie ukazuje jen 80 "
            f"procent</h1><div class='vlakno'>{units}</div></main></body></html>")
    return _paragraphs(processed(html, "https://forum.mobil.example.cz/vlakno/baterie-ukazuje-jen-80-procent-4471").body)


def test_a_post_header_of_a_name_glued_to_its_stamp_goes():
    out = _czech_forum()
    assert all(text in out for _, _, text in CZ_POSTS)
    assert not any(name in line for name, _, _ in CZ_POSTS for line in out)


def test_a_short_line_with_a_time_in_it_stays():
    line = "Servis je otevřený dnes od 8:00."  # (a reply's own short line)
    assert line in _czech_forum(f"<p>{line}</p>")
    assert not boiler._noise(Block("p", "Sraz je dnes o 8:02")) and not boiler._noise(Block("p", "Windows11 2024"))


# --- 6. a video's title after its prompt ------------------------------------------------------------------------

NL = (
    "Het kabinet trekt volgend jaar 500 miljoen euro extra uit voor de bouw van betaalbare huurwoningen. Dat heeft de "
    "minister van Volkshuisvesting vandaag bekendgemaakt.",
    "Het geld gaat vooral naar gemeenten waar het woningtekort het grootst is, zoals Amsterdam, Utrecht en Eindhoven.",
    "De oppositie noemt het bedrag te laag. Volgens de grootste oppositiepartij is minstens het dubbele nodig om het "
    "tekort echt aan te pakken.",
)
NL_HEADLINE = "Kabinet trekt 500 miljoen uit voor betaalbare huurwoningen"


def _dutch_article(box: str, after: str = "") -> list[str]:
    html = (article_head(NL_HEADLINE, "nl", article_ld("NewsArticle", NL_HEADLINE, "Eva de Vries", "2026-11-26"))
            + '<body><header><a href="/">Omroep</a><nav><a href="/binnenland">Binnenland</a></nav></header><main>'
            f'<article><h1>{NL_HEADLINE}</h1><div class="article-body"><p>{NL[0]}</p><p>{NL[1]}</p>'
            f'<div class="video-box">{box}</div>{after}<p>{NL[2]}</p></div></article></main></body></html>')
    return _paragraphs(processed(html, "https://omroep.example.nl/artikel/2554321-kabinet-trekt-500-miljoen-uit").body)


def test_a_videos_title_after_its_prompt_goes_with_it():
    out = _dutch_article('<p>Bekijk hier de video</p><p>Minister over woningbouw: "We moeten doorpakken"</p>')
    assert out == [NL_HEADLINE, *NL]
    out = _dutch_article("<p>Watch the video</p><p>Housing minister on the new budget</p>")
    assert out == [NL_HEADLINE, *NL]


def test_a_sentence_or_a_heading_after_a_video_prompt_stays():
    line = "De minister zei later dat gemeenten zelf mogen kiezen waar ze bouwen"
    out = _dutch_article(f"<p>Bekijk hier de video</p><p>{line}.</p>")
    assert f"{line}." in out and "Bekijk hier de video" not in out
    out = _dutch_article("<p>Bekijk hier de video</p>", "<h2>Kritiek van de oppositie</h2>")
    assert "Kritiek van de oppositie" in out
    out = _dutch_article("<p>Bekijk hier de video</p><p>Wat de minister zei</p><p>Wat de oppositie zei</p>")
    assert "Wat de minister zei" in out and "Wat de oppositie zei" in out


# --- 2. old Reddit's side column ----------------------------------------------------------------------------------

REDDIT_POST = (
    "We are moving from Berlin to Lisbon in March with two cats. The airline wants them in the hold because the "
    "cabin allows one pet per passenger, and I am travelling alone. Has anyone driven instead? It is about 2,800 km, "
    "and I would split it into four days with pet-friendly hotels in Lyon, Toulouse and Burgos.")
SIDE = "A place for people who moved abroad: visas, housing, pets and paperwork. Be civil and search before posting."


def _old_reddit() -> list[str]:
    html = (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Moving from Berlin to Lisbon with two cats: "
        "drive or fly? : r/expats</title></head><body><div id='header'><div id='sr-header-area'><ul class='flat-list "
        "sr-bar hover'><li><a href='/r/popular/'>popular</a></li><li><a href='/r/all/'>all</a></li></ul></div><div "
        "id='header-bottom-left'><a href='/' id='header-img'>reddit.com</a> <ul class='tabmenu'><li class='selected'>"
        "<a>comments</a></li></ul></div></div><div class='side'><div class='spacer'><form id='search'><input "
        "name='q'></form></div><div class='spacer'><div class='titlebox'><h1 class='redditname'><a "
        "href='/r/expats/'>expats</a></h1><span class='subscribers'>512,004 readers</span><form class='usertext'><div "
        f"class='usertext-body md-container'><div class='md'><p>{SIDE}</p><ol><li>No spam.</li><li>No referral "
        "links.</li></ol></div></div></form></div></div></div><div class='content' role='main'><div class='sitetable "
        "linklisting'><div class='thing link self' data-author='catmover'><div class='entry'><p class='title'><a "
        "class='title' href='/r/expats/comments/9z8y7x/'>Moving from Berlin to Lisbon with two cats: drive or fly?</a>"
        "</p><p class='tagline'>submitted 6 hours ago by <a href='/user/catmover' class='author'>catmover</a></p><div "
        "class='expando'><form class='usertext'><div class='usertext-body md-container'><div class='md'><p>"
        f"{REDDIT_POST}</p></div></div></form></div><ul class='flat-list buttons'><li><a class='comments'>12 comments"
        "</a></li><li><a>share</a></li><li><a>save</a></li></ul></div></div></div></div></body></html>")
    return _paragraphs(processed(html, "https://old.reddit.com/r/expats/comments/9z8y7x/moving_from_berlin_to_lisbon/")
                       .body)


def test_old_reddits_side_column_goes():
    out = _old_reddit()
    assert REDDIT_POST in out
    assert not any(SIDE in line or "No referral links" in line for line in out)


@pytest.mark.parametrize("name", ["side-by-side", "inside", "col side-note"])
def test_text_in_a_box_named_with_side_inside_a_name_stays(name):
    box = ("Oba návrhy rozpočtu ve srovnání: návrh vlády počítá s více penězi pro školy, návrh opozice s více penězi "
           "pro dopravu.")
    out = _czech_article(CS_HEADLINE, f"<div class='{name}'><p>{box}</p></div>")
    assert box in out
