"""``<doc>`` metadata on pages written after the markup real CMSs use, in several languages (session 32, xmeta32):
the writer's name and the publication day as a new user gets them from ``vert``'s own worker step
(``document.process``).  Each class has its test and, where the rule could misfire, the other side:

* a name holding a label's letters ("Carlos Moreno", "Signe Larsen", "Jane Stafford") is a name (byline._NOT_NAMES
  was searched anywhere in the text); a label ("Staff Writer", "Sign In", "Redazione") is still none;
* a newsroom stated as the author (``<meta name="author" content="Redakce">``, a JSON-LD person "Redaktion") yields
  to the writer the byline names; alone, it stays;
* a byline with its date after a preposition ("By Jane Doe on March 3, 2025", "Par Marie Dupont le 3 mars 2025") or
  before a byword ("Posted on March 3, 2025 by Jane Doe", "Veröffentlicht am 03.03.2025 von Anna Müller");
* Drupal's "Submitted by <a>Jane Doe</a> on Mon, 03/03/2025 - 10:00": its day and its writer;
* a wire agency signing in small letters ("Von Anna Müller, dpa"); Blogger's Czech "Publikoval", "Erstellt von";
* writers listed in one meta tag or one JSON-LD string ("Jane Doe, John Smith", "By Jane Doe and John Smith") joined
  as the JSON-LD's list is; the site's own organization beside a writer left out;
* a slashed date alone under the headline ("03/03/2025 - 14:05" on an Italian page), not a table's cell;
* readers' comments under the names Spanish, Czech, Slovak, Polish, Turkish, Dutch, Hungarian templates give them:
  their dates and names are not the page's.
"""

from __future__ import annotations

import json

import pytest

from tests.vert_support import processed

CRAWLED = "2026-11-30T08:00:00Z"
OG = '<meta property="og:type" content="article">'
TEXTS = {
    "en": ("The city council on Monday approved the budget for next year after a long and heated debate that lasted "
           "until late in the evening. The mayor said that the money for schools and roads would rise, while the "
           "deficit would fall for the first time in a decade. The opposition criticised the decision and called for "
           "a public hearing on all of the changes before the end of the month."),
    "de": ("Der Stadtrat hat am Montag nach einer langen und hitzigen Debatte den Haushalt für das kommende Jahr "
           "beschlossen. Der Bürgermeister sagte, dass das Geld für Schulen und Straßen steigen werde, während das "
           "Defizit erstmals seit zehn Jahren sinke. Die Opposition kritisierte die Entscheidung und forderte noch vor "
           "Monatsende eine öffentliche Anhörung zu allen Änderungen."),
    "cs": ("Zastupitelstvo města v pondělí po dlouhé a bouřlivé debatě schválilo rozpočet na příští rok, jednání "
           "skončilo až pozdě večer. Starosta uvedl, že peníze na školy a silnice porostou, zatímco schodek poprvé po "
           "deseti letech klesne. Opozice rozhodnutí kritizovala a vyzvala k veřejnému slyšení o všech změnách ještě "
           "před koncem měsíce."),
    "fr": ("Le conseil municipal a adopté lundi le budget de l'année prochaine après un long débat qui a duré jusque "
           "tard dans la soirée. Le maire a déclaré que les crédits pour les écoles et les routes augmenteraient, "
           "tandis que le déficit baisserait pour la première fois depuis dix ans. L'opposition a critiqué la "
           "décision et a demandé une audition publique sur l'ensemble des changements."),
    "it": ("Il consiglio comunale ha approvato lunedì il bilancio per il prossimo anno dopo un lungo dibattito durato "
           "fino a tarda sera. Il sindaco ha detto che i fondi per le scuole e le strade aumenteranno, mentre il "
           "deficit scenderà per la prima volta in dieci anni. L'opposizione ha criticato la decisione e ha chiesto "
           "un'audizione pubblica su tutte le modifiche prima della fine del mese."),
    "es": ("El ayuntamiento aprobó el lunes el presupuesto para el próximo año tras un largo debate que se prolongó "
           "hasta la noche. El alcalde dijo que el dinero para escuelas y carreteras aumentará, mientras que el "
           "déficit bajará por primera vez en una década. La oposición criticó la decisión y pidió una audiencia "
           "pública sobre todos los cambios antes de que termine el mes."),
    "sk": ("Mestské zastupiteľstvo v pondelok po dlhej a búrlivej debate schválilo rozpočet na budúci rok, rokovanie "
           "skončilo až neskoro večer. Primátor uviedol, že peniaze na školy a cesty porastú, zatiaľ čo schodok "
           "prvýkrát za desať rokov klesne. Opozícia rozhodnutie kritizovala a vyzvala na verejné vypočutie o "
           "všetkých zmenách ešte pred koncom mesiaca."),
    "pl": ("Rada miasta w poniedziałek po długiej i burzliwej debacie przyjęła budżet na przyszły rok, obrady trwały "
           "do późnego wieczora. Prezydent miasta powiedział, że pieniądze na szkoły i drogi wzrosną, a deficyt po "
           "raz pierwszy od dekady spadnie. Opozycja skrytykowała decyzję i wezwała do publicznego wysłuchania w "
           "sprawie wszystkich zmian jeszcze przed końcem miesiąca."),
    "tr": ("Belediye meclisi pazartesi günü uzun ve hararetli bir tartışmanın ardından gelecek yılın bütçesini "
           "onayladı, toplantı gece geç saatlere kadar sürdü. Belediye başkanı okullar ve yollar için ayrılan paranın "
           "artacağını, açığın ise on yıl sonra ilk kez düşeceğini söyledi. Muhalefet kararı eleştirdi ve ay sonundan "
           "önce tüm değişiklikler hakkında kamuya açık bir oturum yapılmasını istedi."),
    "nl": ("De gemeenteraad heeft maandag na een lang en verhit debat de begroting voor volgend jaar goedgekeurd, de "
           "vergadering duurde tot laat in de avond. De burgemeester zei dat het geld voor scholen en wegen zal "
           "stijgen, terwijl het tekort voor het eerst in tien jaar daalt. De oppositie bekritiseerde het besluit en "
           "vroeg om een openbare hoorzitting over alle wijzigingen."),
    "hu": ("A városi közgyűlés hétfőn hosszú és heves vita után elfogadta a jövő évi költségvetést, az ülés késő "
           "estig tartott. A polgármester szerint az iskolákra és az utakra szánt pénz nő, a hiány pedig tíz év után "
           "először csökken. Az ellenzék bírálta a döntést, és még a hónap vége előtt nyilvános meghallgatást "
           "követelt az összes változásról."),
}
HOSTS = {"en": "https://www.citypost.example.com/news/", "de": "https://www.stadtzeitung.example.de/lokales/",
         "cs": "https://www.mestske-zpravy.example.cz/zpravy/", "fr": "https://www.journal-ville.example.fr/actualite/",
         "it": "https://www.giornale-citta.example.it/cronaca/", "es": "https://www.diario-ciudad.example.es/local/",
         "sk": "https://www.noviny-mesto.example.sk/spravy/", "pl": "https://www.gazeta-miasto.example.pl/wiadomosci/",
         "tr": "https://www.sehir-haber.example.com.tr/haber/", "nl": "https://www.stadskrant.example.nl/nieuws/",
         "hu": "https://www.varosi-hirek.example.hu/hirek/"}


def article(lang: str, byline: str = "", head: str = OG, after: str = "", body_class: str = "") -> str:
    """An article page: a menu, the headline, the byline, five paragraphs, what follows them (comments), a footer."""
    sentences = TEXTS[lang].split(". ")
    paragraphs = "".join(f"<p>{'. '.join(sentences[i:] + sentences[:i])}.</p>" for i in range(len(sentences))) * 2
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>Budget 2026</title>{head}</head>'
            f'<body><header><nav><a href="/">Home</a> <a href="/news/">News</a></nav></header><main>'
            f'<article{body_class}><h1>Budget 2026 approved after a long debate</h1>{byline}{paragraphs}</article>{after}'
            f'</main><footer><p>Contact</p></footer></body></html>')


def doc(lang: str, html: str, slug: str = "budget-2026-approved") -> dict[str, str]:
    """The ``<doc>`` attributes ``vert`` writes for ``html`` at an article's address of the language's site."""
    return processed(html, HOSTS[lang] + slug, CRAWLED).attrs


def ld(data: dict) -> str:
    return f'{OG}<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'


def news(author: object, **more: object) -> str:
    return ld({"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Budget 2026 approved",
               "datePublished": "2025-03-03T10:00:00+01:00", "author": author, **more})


# --- a name holding a label's letters ------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Carlos Moreno", "Sophie Moreau", "Signe Larsen", "Jane Stafford"])
def test_a_name_holding_a_labels_letters_is_the_writer(name: str) -> None:
    assert doc("en", article("en", f'<p class="byline">By {name}</p>'))["author"] == name


@pytest.mark.parametrize("label", ["Staff Writer", "Sign In", "Redazione", "Editorial Team"])
def test_a_label_in_the_author_element_is_still_no_writer(label: str) -> None:
    assert doc("en", article("en", f'<div class="author">{label}</div>'))["author"] == ""


# --- a newsroom stated as the author -------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, stated, byline, name", [
    ("cs", '<meta name="author" content="Redakce">', '<p class="autor">Autor: Jan Novák</p>', "Jan Novák"),
    ("de", '<meta name="author" content="Redaktion">', '<p class="autor">Von Anna Müller</p>', "Anna Müller"),
    ("en", news({"@type": "Person", "name": "Editorial Staff"}), '<p class="byline">By Jane Doe</p>', "Jane Doe"),
    ("pl", '<meta name="author" content="Redakcja">', '<p class="autor">Autor: Jan Kowalski</p>', "Jan Kowalski"),
])
def test_a_newsroom_stated_as_author_yields_to_the_byline(lang: str, stated: str, byline: str, name: str) -> None:
    assert doc(lang, article(lang, byline, head=OG + stated))["author"] == name


def test_a_newsroom_stated_alone_stays() -> None:
    assert doc("cs", article("cs", head=OG + '<meta name="author" content="Redakce">'))["author"] == "Redakce"


def test_a_desk_stated_and_shown_stays_whole() -> None:
    """A desk stated as the author and shown as the byline ("Redacción Bogotá"): the byline's reading takes its
    byword for "By" and leaves "Bogotá", a word of the statement, which does not outrank it."""
    head = news({"@type": "Person", "name": "Redacción Bogotá"})
    html = article("es", '<div class="c-articulo__autor">Redacción Bogotá</div>', head=head)
    assert doc("es", html)["author"] == "Redacción Bogotá"


# --- a byline with its date ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, line, name", [
    ("en", "By Jane Doe on March 3, 2025", "Jane Doe"),
    ("en", "Posted on March 3, 2025 at 10:00 am by Jane Doe", "Jane Doe"),
    ("de", "Von Anna Müller am 3. März 2025", "Anna Müller"),
    ("de", "Veröffentlicht am 03.03.2025 von Anna Müller", "Anna Müller"),
    ("fr", "Par Marie Dupont le 3 mars 2025 à 14h05", "Marie Dupont"),
    ("fr", "Publié le 3 mars 2025 par Marie Dupont", "Marie Dupont"),
    ("es", "Por Juan Pérez el 3 de marzo de 2025", "Juan Pérez"),
    ("nl", "Door Jan de Vries op 3 maart 2025", "Jan de Vries"),
    ("cs", "Napsal Jan Novák dne 3. 3. 2025", "Jan Novák"),
    ("cs", "Publikováno 3. 3. 2025 | Autor: Jan Novák", "Jan Novák"),
])
def test_a_byline_with_its_date_names_the_writer(lang: str, line: str, name: str) -> None:
    attrs = doc(lang, article(lang, f"<p>{line}</p>"))
    assert (attrs["author"], attrs["date"]) == (name, "2025-03-03")


@pytest.mark.parametrize("lang, line", [
    ("cs", "<p>3. 3. 2025 | Foto: Jan Novák</p>"),  # a photographer's credit after the date
    ("en", "<p>Updated on March 3, 2025 by the city council</p>"),  # no name after the byword
])
def test_a_date_line_with_no_writer_names_none(lang: str, line: str) -> None:
    assert doc(lang, article(lang, line))["author"] == ""


# --- Drupal's submitted line ---------------------------------------------------------------------------------------

def test_drupals_submitted_line_gives_the_day_and_the_writer() -> None:
    line = '<div class="submitted">Submitted by <a href="/user/12">Jane Doe</a> on Mon, 03/03/2025 - 10:00</div>'
    attrs = processed(article("en", line), "https://www.citypost.example.com/node/1234", CRAWLED).attrs
    assert (attrs["author"], attrs["date"]) == ("Jane Doe", "2025-03-03")


def test_drupals_submitted_line_of_a_login_names_no_one() -> None:
    line = '<div class="submitted">Submitted by jdoe on Mon, 03/04/2025 - 10:00</div>'
    attrs = processed(article("en", line), "https://www.citypost.example.com/node/1234", CRAWLED).attrs
    assert (attrs["author"], attrs["date"]) == ("", "2025-03-04")  # Drupal's default m/d/Y on an English page


# --- agencies in small letters, localized "posted by" --------------------------------------------------------------

@pytest.mark.parametrize("lang, byline, name", [
    ("de", '<p class="autor">Von Anna Müller, dpa</p>', "Anna Müller; dpa"),
    ("de", '<p class="autor">Von Anna Müller, Berlin</p>', "Anna Müller"),  # a place, not an agency
    ("de", "<p>Erstellt von Anna Müller</p>", "Anna Müller"),
    ("cs", '<div class="post-footer"><span class="post-author vcard">Publikoval <span class="fn">Jana Malá</span>'
           "</span></div>", "Jana Malá"),
])
def test_agency_in_small_letters_and_localized_posted_by(lang: str, byline: str, name: str) -> None:
    assert doc(lang, article(lang, byline))["author"] == name


# --- writers listed in one statement ---------------------------------------------------------------------------------

@pytest.mark.parametrize("head, name", [
    (OG + '<meta name="author" content="Jane Doe, John Smith">', "Jane Doe; John Smith"),
    (OG + '<meta name="author" content="Doe, Jane">', "Doe, Jane"),  # one name, the surname first
    (OG + '<meta name="author" content="Dylan Bailey, MS, RD">', "Dylan Bailey, MS, RD"),  # a writer's degrees
    (OG + '<meta name="author" content="Anna Müller, dpa">', "Anna Müller; dpa"),
    (news("By Jane Doe and John Smith"), "Jane Doe; John Smith"),
    (news([{"@type": "Person", "name": "Jane Doe"}, {"@type": "Organization", "name": "City Post"}],
          publisher={"@type": "Organization", "name": "City Post"}), "Jane Doe"),
    (news([{"@type": "Person", "name": "Jane Doe"}, {"@type": "Organization", "name": "Reuters"}],
          publisher={"@type": "Organization", "name": "City Post"}), "Jane Doe; Reuters"),  # an agency is a source
    (news({"@type": "Organization", "name": "City Post"}, publisher={"@type": "Organization", "name": "City Post"}),
     "City Post"),  # the organization alone, nothing shown
])
def test_writers_listed_in_one_statement(head: str, name: str) -> None:
    assert doc("en", article("en", head=head))["author"] == name


# --- a slashed date alone under the headline -------------------------------------------------------------------------

@pytest.mark.parametrize("lang, line", [("it", "03/03/2025 - 14:05"), ("es", "03/03/2025"), ("fr", "03/03/2025 à 14h05")])
def test_a_slashed_date_alone_under_the_headline_is_the_day(lang: str, line: str) -> None:
    attrs = doc(lang, article(lang, f"<p>{line}</p>"))
    assert (attrs["date"], attrs["date_source"]) == ("2025-03-03", "page")


def test_a_tables_slashed_date_under_the_headline_is_not() -> None:
    table = "<table><tr><td>03/03/2025</td><td>Seduta del consiglio</td></tr></table>"
    assert doc("it", article("it", table))["date"] == ""


# --- readers' comments in more languages ---------------------------------------------------------------------------

COMMENTS = {
    "es": '<section id="comentarios"><div class="comentario"><span class="autor">Pepe Ruiz</span> <span>10 de marzo de '
          '2025</span><p>Muy buen artículo, gracias.</p></div></section>',
    "cs": '<div id="diskuse"><div class="prispevek"><span class="autor">Karel Dvořák</span> <span>10. března 2025</span>'
          "<p>Souhlasím s tím, co píšete.</p></div></div>",
    "sk": '<div id="diskusia"><div class="prispevok"><span class="autor">Ján Kováč</span> <span>10. marca 2025</span>'
          "<p>Súhlasím s tým.</p></div></div>",
    "pl": '<div id="komentarze"><div class="komentarz"><span class="autor">Marek Nowak</span> <span>10 marca 2025</span>'
          "<p>Dobry artykuł, dziękuję.</p></div></div>",
    "tr": '<div id="yorumlar"><div class="yorum"><span class="yazar">Mehmet Kaya</span> <span>10 Mart 2025</span>'
          "<p>Güzel bir haber, teşekkürler.</p></div></div>",
    "nl": '<div id="reacties"><div class="reactie"><span class="auteur">Piet Jansen</span> <span>10 maart 2025</span>'
          "<p>Goed artikel, bedankt.</p></div></div>",
    "hu": '<div id="hozzaszolasok"><div class="hozzaszolas"><span class="szerzo">Nagy Gábor</span> <span>2025. március '
          "10.</span><p>Jó cikk, köszönöm.</p></div></div>",
}


@pytest.mark.parametrize("lang", sorted(COMMENTS))
def test_a_readers_comment_gives_no_day_nor_writer(lang: str) -> None:
    attrs = doc(lang, article(lang, after=COMMENTS[lang]))
    assert (attrs["date"], attrs["author"]) == ("", "")


def test_an_opinion_piece_named_so_keeps_its_day_and_writer() -> None:
    """A German "Kommentar" or a Turkish "yorum" is an opinion piece, the article itself: its day and writer stay."""
    for lang, mark, line in (("de", "kommentar", "Von Anna Müller, 3. März 2025"),
                             ("tr", "yorum", "<span class='yazar'>Mehmet Kaya</span> 3 Mart 2025")):
        attrs = doc(lang, article(lang, f'<div class="meta">{line}</div>', body_class=f' class="{mark}"'))
        assert attrs["date"] == "2025-03-03", lang
        assert attrs["author"] in ("Anna Müller", "Mehmet Kaya"), lang
