"""Regression tests for the classes session 30 left open: an article's audio player (its title, duration and maker's
credit) over or among the text, a paid tier's label alone at the text's start or end ("SPIEGEL+", "SZ Plus",
"Premium"), a forum post's header of a name and a relative time only ("jsmith · 3 hours ago"), a post's header run
into its first paragraph ("jsmith wrote 3 hours ago: …"), and paywall continuation lines ("Lesen Sie diesen Artikel
mit einem Abo weiter").  Each page goes through ``document.process``, the worker's step, in English, German, Czech,
French and Spanish; beside each rule, sentences that speak of the same things (podcasts, subscriptions, forums) are
checked to stay whole."""

from __future__ import annotations

import pytest
from test_vert_left30 import _foot, _texts
from vert_support import article_head, article_ld

TEXTS = {
    "en": ("Hospitals across the country recorded the highest number of patients waiting on trolleys for a November "
           "day, with 742 people waiting for a bed this morning, the nurses' union said.",
           "University Hospital Limerick was the worst affected, with 118 patients on trolleys, followed by Cork "
           "University Hospital and Letterkenny.",
           "The Health Service Executive said it had opened additional beds and asked people with minor illnesses to "
           "attend their GP or a pharmacy instead."),
    "de": ("Die Stadt will bis 2030 klimaneutral werden und hat dafür einen Plan mit mehr als hundert Maßnahmen "
           "beschlossen, der vor allem den Verkehr und die Heizungen betrifft.",
           "Der Gemeinderat stimmte am Dienstagabend mit großer Mehrheit für das Paket, nur zwei Fraktionen waren "
           "dagegen.",
           "Kritiker bemängeln, dass die Finanzierung vieler Maßnahmen noch nicht gesichert ist und der Bund zahlen "
           "müsse."),
    "cs": ("Vláda v pondělí schválila návrh státního rozpočtu na příští rok, schodek má podle ministra financí "
           "dosáhnout dvou set třiceti miliard korun.",
           "Opozice kritizuje, že výdaje rostou rychleji než příjmy a že se nedaří šetřit na provozu úřadů a "
           "ministerstev.",
           "Poslanci budou o rozpočtu hlasovat v prvním čtení už příští týden, schválení se čeká do konce roku."),
    "fr": ("Le gouvernement a présenté mardi un plan pour rénover un demi-million de logements d'ici 2030, avec des "
           "aides pour les ménages les plus modestes.",
           "La ministre du Logement a expliqué que les premiers dossiers pourront être déposés dès le printemps dans "
           "toutes les régions.",
           "Les associations de locataires ont salué la mesure, tout en demandant qu'elle s'applique aussi aux "
           "logements loués."),
    "es": ("El Gobierno aprobó este martes un plan para rehabilitar medio millón de viviendas antes de 2030, con "
           "ayudas para las familias con menos ingresos.",
           "La ministra de Vivienda explicó que las primeras convocatorias se abrirán en primavera en todas las "
           "comunidades autónomas.",
           "Las asociaciones de inquilinos celebraron la medida, aunque piden que llegue también a los pisos de "
           "alquiler."),
}
HEADLINES = {"en": "Record 742 patients on hospital trolleys", "de": "Stadtrat beschließt Klimaplan",
             "cs": "Vláda schválila rozpočet na příští rok", "fr": "Un plan pour rénover les logements",
             "es": "El Gobierno aprueba un plan de vivienda"}


def _article(lang: str, url: str, site: str, *, top: str = "", between: str = "", first: str = "", last: str = "",
             texts: tuple[str, ...] = ()) -> str:
    """A news article page of ``site`` (its ``og:site_name``): the headline, a byline, ``top`` under them, the body's
    paragraphs with ``first`` before them, ``between`` after the second and ``last`` after them (each markup)."""
    texts = texts or TEXTS[lang]
    headline = HEADLINES[lang]
    body = first + "".join(f"<p>{t}</p>" for t in texts[:2]) + between + "".join(f"<p>{t}</p>" for t in texts[2:]) + last
    ld = article_ld("NewsArticle", headline, "Anna Berger", "2026-11-25")
    return (article_head(f"{headline} | {site}", lang, f'<meta property="og:site_name" content="{site}">{ld}')
            + f'<body><header class="site-header"><a href="/">{site}</a><nav><a href="/news">News</a> '
            f'<a href="/abo">Abo</a></nav></header><main><article><h1>{headline}</h1>'
            '<div class="byline"><span>Anna Berger</span><time datetime="2026-11-25T09:00:00+01:00">25.11.2026</time>'
            f'</div>{top}<div class="article-body">{body}</div></article></main>' + _foot(site))


URL = {"en": "https://www.independent.example.ie/irish-news/health/record-742-patients-on-trolleys/a123456789.html",
       "de": "https://www.stadtblatt.example.de/politik/stadtrat-beschliesst-klimaplan-a-1234567.html",
       "cs": "https://www.zpravy.example.cz/domaci/vlada-schvalila-rozpocet-na-pristi-rok-40512345",
       "fr": "https://www.journal.example.fr/politique/article/2026/11/25/un-plan-pour-renover-les-logements_612345.html",
       "es": "https://www.diario.example.es/economia/2026-11-25/el-gobierno-aprueba-un-plan-de-vivienda_412345.html"}


# --- 1. an article's audio player: its title, duration, "Listen" label and maker's credit -------------------------

PLAYERS = [
    ("en", '<div class="audio-player"><p>Today\'s News in 90 Seconds - November 25th</p><span>1:32</span></div>'),
    ("en", '<div class="beyondwords-player"><div class="bwp-title">Record 742 patients on hospital trolleys</div>'
           '<div class="bwp-duration">4:32</div><span>Powered by BeyondWords</span></div>'),
    ("en", '<div class="trinityAudioPlaceholder"><div class="trinity-tts-pb" dir="ltr">Getting your <a '
           'href="//trinityaudio.ai">Trinity Audio</a> player ready...</div></div><p>Powered by Trinity Audio</p>'),
    ("en", '<div id="ad-auris-player"><p>Listen to this article</p><p>3 min</p><p>Powered by Ad Auris</p></div>'),
    ("en", '<div id="amazon-polly-audio-table"><p id="amazon-polly-label">Listen to this article</p><audio controls>'
           '<source src="/a.mp3"></audio><a href="https://aws.amazon.com/polly/">Voiced by Amazon Polly</a></div>'),
    ("en", '<figure class="wp-block-embed is-provider-spotify wp-block-embed-spotify"><div class="wp-block-embed__wrapper">'
           '<iframe title="Spotify Embed" src="https://open.spotify.com/embed/episode/x"></iframe></div>'
           '<figcaption>The Health Podcast · Episode 42 · 24 min</figcaption></figure>'),
    ("en", '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=x"></iframe><div style="font-size:'
           ' 10px; color: #cccccc;"><a href="https://soundcloud.com/rte-radio" title="RTÉ Radio">RTÉ Radio</a> · <a '
           'href="https://soundcloud.com/rte-radio/morning-ireland-nov-25">Morning Ireland, November 25</a></div>'),
    ("en", '<p>This article was narrated by an AI voice.</p>'),
    ("de", '<div class="podcast-player"><p>Klimaplan: Was die Stadt jetzt vorhat</p><p>12:31</p></div>'),
    ("de", '<div class="article-audio"><span>Vorlesen</span><span>4 Min</span><span>Powered by BeyondWords</span></div>'),
    ("de", '<p>Dieser Artikel wurde mit KI-Stimme vertont.</p>'),
    ("cs", '<div class="podcast-player"><p>Rozpočet: kde vláda škrtá</p><p>25:40</p></div>'),
    ("cs", '<div class="audio"><p>Poslechněte si článek</p><p>Namluveno umělou inteligencí</p></div>'),
    ("fr", '<div class="audio-player"><p>Écouter cet article</p><p>3 min</p></div>'),
    ("fr", '<div class="article-audio"><p>Écouter</p><p>Propulsé par ETX Studio</p></div>'
           '<p>Cet article est lu par une voix de synthèse.</p>'),
    ("es", '<div class="podcast-player"><p>Vivienda: el plan del Gobierno</p><p>21:44</p></div>'),
    ("es", '<div class="article-audio"><p>Escuchar</p><p>Con la tecnología de Speechify</p></div>'
           '<p>Esta noticia ha sido locutada con inteligencia artificial.</p>'),
]


@pytest.mark.parametrize("lang, player", PLAYERS)
@pytest.mark.parametrize("where", ["top", "between"])
def test_an_articles_audio_player_goes(lang, player, where):
    html = _article(lang, URL[lang], "Example News", **{where: player})
    assert _texts(html, URL[lang]) == [HEADLINES[lang], *TEXTS[lang]]


RADIO = ("Morning Ireland brings listeners the day's news, with interviews, analysis and reports from around the "
         "country, every weekday from seven o'clock.")


def test_a_players_box_with_a_programmes_description_and_sentences_on_podcasts_stay():
    """A radio's page keeps its programme's description in the player's box, and an article about podcasts and
    synthetic voices keeps its sentences."""
    sentences = ("Listen to our podcast, the mayor told residents, if you want to hear the whole debate on the budget.",
                 "The station said the bulletin was read by an AI voice for the first time on Monday.",
                 "Powered by Trinity Audio and other vendors, synthetic narration now reaches millions of readers.")
    html = _article("en", URL["en"], "Example News", texts=TEXTS["en"] + sentences,
                    top=f'<div class="audio-player"><h2>Morning Ireland</h2><p>{RADIO}</p><span>2:14:05</span></div>')
    got = _texts(html, URL["en"])
    assert RADIO in got and all(s in got for s in sentences)


def test_a_section_on_a_players_maker_stays():
    """A guide's section on a speech service, its heading's anchor made from its title ("h-1-amazon-polly"), is the
    text, not a player."""
    section = ("It is a service that turns text into lifelike speech, which helps developers build applications "
               "that talk.")
    html = _article("en", URL["en"], "Example News", between=(
        f'<h3 class="wp-block-heading" id="h-1-amazon-polly"><strong>1. Amazon Polly</strong></h3><p>{section}</p>'))
    got = _texts(html, URL["en"])
    assert got == [HEADLINES["en"], *TEXTS["en"][:2], "1. Amazon Polly", section, TEXTS["en"][2]]


# --- 2. a paid tier's label alone at the text's start or end ---------------------------------------------------------

TIERS = [
    ("de", "https://www.spiegel.de/politik/deutschland/stadtrat-beschliesst-klimaplan-a-1234567.html", "DER SPIEGEL",
     "SPIEGEL+"),
    ("de", "https://www.golem.de/news/stadtrat-beschliesst-klimaplan-2611-200123.html", "Golem.de", "Golem Plus"),
    ("de", "https://www.heise.de/news/Stadtrat-beschliesst-Klimaplan-10012345.html", "heise online", "heise+"),
    ("de", "https://www.faz.net/aktuell/politik/stadtrat-beschliesst-klimaplan-110123456.html",
     "Frankfurter Allgemeine Zeitung", "F+"),
    ("de", "https://www.faz.net/aktuell/politik/stadtrat-beschliesst-klimaplan-110123456.html",
     "Frankfurter Allgemeine Zeitung", "FAZ+"),
    ("de", "https://www.sueddeutsche.de/politik/stadtrat-klimaplan-1.7123456", "Süddeutsche Zeitung", "SZ Plus"),
    ("de", "https://www.welt.de/politik/deutschland/article123456/Stadtrat-beschliesst-Klimaplan.html", "WELT",
     "WELTplus"),
    ("cs", "https://www.denik.cz/z_domova/vlada-schvalila-rozpocet-20261125.html", "Deník.cz", "Deník+"),
    ("cs", "https://forbes.cz/vlada-schvalila-rozpocet-na-pristi-rok/", "Forbes", "Forbes Premium"),
    ("cs", "https://www.zpravy.example.cz/domaci/vlada-schvalila-rozpocet-na-pristi-rok-40512345", "Zprávy", "Premium"),
    ("en", "https://www.thetimes.co.uk/article/record-742-patients-on-trolleys-abc123", "The Times", "Times+"),
    ("fr", URL["fr"], "Le Journal", "Premium"),
    ("es", URL["es"], "El Diario", "Premium"),
]


@pytest.mark.parametrize("lang, url, site, label", TIERS)
@pytest.mark.parametrize("where", ["first", "last"])
def test_a_paid_tiers_label_alone_at_the_texts_start_or_end_goes(lang, url, site, label, where):
    markup = f'<span class="badge badge--plus">{label}</span>' if where == "first" else f'<p class="paid">{label}</p>'
    html = _article(lang, url, site, **{where: markup})
    assert _texts(html, url) == [HEADLINES[lang], *TEXTS[lang]]


def test_another_brands_product_and_sentences_naming_the_tier_stay():
    """On golem.de, "Disney Plus" heading the review's first section, "Apple TV+" as its last line (where to watch)
    and a section headed "Premium" are the text's, and so are the sentences that name the site's tier."""
    review = ("Der Streamingdienst hat seine Preise zum dritten Mal in zwei Jahren erhöht, das günstigste Abo kostet "
              "nun fast zehn Euro im Monat.",
              "Wer Werbung in Kauf nimmt, zahlt weniger, bekommt aber nur einen Teil der Filme und Serien zu sehen.")
    sentences = ("Mit Golem Plus will der Verlag bis Ende des Jahres zehntausend zahlende Leser gewinnen.",
                 "Auch SPIEGEL+ und F+ haben ihre Preise zuletzt erhöht, wie ein Vergleich der Angebote zeigt.")
    html = _article("de", "https://www.golem.de/news/streaming-preise-steigen-2611-200124.html", "Golem.de",
                    first="<h2>Disney Plus</h2>", between="<h2>Premium</h2>", last="<p>Apple TV+</p>",
                    texts=review + sentences)
    got = _texts(html, "https://www.golem.de/news/streaming-preise-steigen-2611-200124.html")
    assert got == [HEADLINES["de"], "Disney Plus", *review, "Premium", *sentences, "Apple TV+"]


# --- 3. a forum post's header of a name and a relative time only ---------------------------------------------------

POSTS = {
    "en": (("jsmith", "3 hours ago", "My 2014 hatchback has started making a grinding noise when I brake at low "
                                     "speed, mostly in the morning. The pads were replaced six months ago."),
           ("carfan88", "2 hours ago", "Morning grinding is usually surface rust on the discs after a damp night; it "
                                       "goes after a few stops and is nothing to worry about."),
           ("Dave Miller", "45 minutes ago", "If it lasts longer than a few stops, check the pad wear indicators and the "
                                             "slider pins before you replace anything.")),
    "de": (("waldlaeufer", "vor 3 Stunden", "Unser Apfelbaum hat dieses Jahr kaum Früchte getragen, obwohl er im "
                                            "Frühjahr sehr stark geblüht hat. Kann das am Frost liegen?"),
           ("gartenfee", "vor 2 Stunden", "Der Frost im April hat bei uns fast alle Blüten erwischt, das war in der "
                                          "ganzen Gegend so und lag nicht am Baum."),
           ("Obstbauer_K", "vor 1 Stunde", "Ein stärkerer Schnitt bringt nichts gegen Frost; warte einfach das nächste "
                                           "Jahr ab und dünge im Herbst ein wenig.")),
    "cs": (("zahradnik_petr", "před 2 hodinami", "Naše jabloň letos skoro nenesla ovoce, přestože na jaře hodně kvetla. "
                                                 "Může za to jarní mráz, nebo ji mám víc prořezat?"),
           ("jana.k", "před hodinou", "Mráz v dubnu u nás spálil skoro všechny květy, bylo to tak v celém okolí a "
                                      "stromy za to nemohou."),
           ("Ovocnar77", "před 15 minutami", "Silnější řez proti mrazu nepomůže, počkejte na příští rok a na podzim "
                                             "trochu přihnojte.")),
    "fr": (("jardinier42", "il y a 2 heures", "Mon pommier n'a presque pas donné de fruits cette année, alors qu'il "
                                              "avait beaucoup fleuri au printemps. Est-ce le gel ?"),
           ("marie_l", "il y a une heure", "Le gel d'avril a brûlé presque toutes les fleurs chez nous, c'était pareil "
                                           "dans toute la région cette année."),
           ("Paul Martin", "il y a 20 minutes", "Une taille plus forte ne sert à rien contre le gel, attendez l'année "
                                                "prochaine et apportez un peu de compost.")),
    "es": (("hortelano_88", "hace 3 horas", "Mi manzano casi no dio fruta este año, aunque floreció muchísimo en "
                                            "primavera. ¿Puede ser por la helada de abril?"),
           ("lucia.g", "hace 2 horas", "La helada de abril quemó casi todas las flores en mi zona, fue igual en toda la "
                                       "comarca y no es culpa del árbol."),
           ("Pedro Ruiz", "hace 10 minutos", "Podar más fuerte no sirve contra la helada, espera al año que viene y abona "
                                             "un poco en otoño.")),
}
THREAD_TITLES = {"en": "Grinding noise when braking in the morning", "de": "Apfelbaum trägt kaum Früchte",
                 "cs": "Jabloň letos skoro nenesla", "fr": "Mon pommier ne donne presque rien",
                 "es": "Mi manzano casi no dio fruta"}


BUTTONS = {"en": ("Reply", "Like"), "de": ("Antworten", "Gefällt mir"), "cs": ("Odpovědět", "Líbí se mi"),
           "fr": ("Répondre", "J'aime"), "es": ("Responder", "Me gusta")}


def _thread(lang: str, post) -> str:
    """A forum thread whose posts are each a wrapper of a header, the post's text and its buttons (``post(name,
    when, text)`` writes one)."""
    reply, like = BUTTONS[lang]
    items = "".join(f'<div class="post" id="p{k}">{post(name, when, text)}<div><a href="#reply">{reply}</a> '
                    f'<a href="#like">{like}</a></div></div>' for k, (name, when, text) in enumerate(POSTS[lang], 1))
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{THREAD_TITLES[lang]} - Forum'
            '</title></head><body><header><a href="/">Forum</a><nav><a href="/forum/">Boards</a> <a href="/login">'
            f'Login</a></nav></header><main><h1>{THREAD_TITLES[lang]}</h1><div class="thread">{items}</div></main>'
            '<footer><a href="/rules">Rules</a></footer></body></html>')


def _thread_url(lang: str) -> str:
    return f"https://forum.example.com/{lang}/t/garden-and-garage-48213"


HEADERS = {
    "dot": lambda name, when: f'<div><a href="/u/{name}">{name}</a> · <span>{when}</span></div>',
    "plain": lambda name, when: f'<div><a href="/u/{name}">{name}</a> <span>{when}</span></div>',
    "paragraph": lambda name, when: f'<p><b>{name}</b> · {when}</p>',
}


@pytest.mark.parametrize("lang", list(POSTS))
@pytest.mark.parametrize("shape", list(HEADERS))
@pytest.mark.parametrize("text_box", ["bbWrapper", "reply-text"])
def test_a_forum_posts_header_of_a_name_and_a_relative_time_goes(lang, shape, text_box):
    """In a forum engine's markup (XenForo's ``bbWrapper``) and in a site's own (``reply-text``: no engine's name
    says which element holds the post's text)."""
    header = HEADERS[shape]
    html = _thread(lang, lambda name, when, text: f'{header(name, when)}<div class="{text_box}"><p>{text}</p></div>')
    got = _texts(html, _thread_url(lang))
    texts = [t for *_, t in POSTS[lang]]
    assert [t for t in texts if t not in got] == []
    assert [line for line in got if any(line.startswith(name) for name, *_ in POSTS[lang])] == []


def test_a_label_and_sentences_with_a_relative_time_stay():
    """A relative time in a sentence, a retrospective's heading line and a name of a thing before the time are text."""
    lines = ("The storm hit the coast 3 hours ago.", "Heute vor 50 Jahren", "Die Wende vor 35 Jahren",
             "Sie starb vor 3 Stunden")
    html = _article("de", URL["de"], "Example News", between="".join(f"<p>{line}</p>" for line in lines))
    got = _texts(html, URL["de"])
    assert all(line in got for line in lines)


# --- 4. a post's header run into its first paragraph ---------------------------------------------------------------

GLUED = [
    ("en", "{n} wrote {w}: "), ("en", "{n} · {w} "), ("en", "Posted by {n} {w} "),
    ("en", "On Tue, Nov 25, 2026 at 10:14 AM {n} wrote: "), ("en", "{n} wrote on 25 Nov 2026, 10:14: "),
    ("de", "{n} schrieb {w}: "), ("de", "{n} schrieb am 25.11.2026 um 10:14: "), ("de", "Am 25.11.2026 um 10:14 schrieb {n}: "),
    ("cs", "{n} napsal(a) {w}: "), ("cs", "{n} napsal 25. 11. 2026 v 10:14: "),
    ("fr", "{n} a écrit {w} : "), ("fr", "{n} a écrit le 25/11/2026 à 10:14 : "),
    ("es", "{n} escribió {w}: "), ("es", "{n} escribió el 25/11/2026 a las 10:14: "),
]


@pytest.mark.parametrize("lang, header", GLUED)
def test_a_post_header_run_into_the_first_paragraph_is_cut(lang, header):
    """The poster's name, "wrote:" and the stamp in the paragraph of the post's text, the block the page gives, go;
    the text stays whole."""
    html = _thread(lang, lambda name, when, text: f'<div class="bbWrapper"><p>{header.format(n=name, w=when)}{text}</p></div>')
    assert _texts(html, _thread_url(lang)) == [THREAD_TITLES[lang], *(t for *_, t in POSTS[lang])]


@pytest.mark.parametrize("lang, header", [g for g in GLUED if g[1].rstrip().endswith(":")])
def test_a_post_header_with_its_stamp_in_a_block_of_its_own_goes(lang, header):
    html = _thread(lang, lambda name, when, text: f'<div class="bbWrapper"><p>{header.format(n=name, w=when).strip()}</p>'
                                                  f'<p>{text}</p></div>')
    assert _texts(html, _thread_url(lang)) == [THREAD_TITLES[lang], *(t for *_, t in POSTS[lang])]


def test_a_post_opening_with_a_time_in_its_sentence_stays_whole():
    """A post whose first sentence reports what someone said about a time ("… leaves at 6:40: …") is its text."""
    opening = "Paul said the last train leaves at 6:40: so we must be at the station by half past six at the latest."
    html = _thread("en", lambda name, when, text: f'<div class="bbWrapper"><p>{opening if name == "jsmith" else text}</p></div>')
    assert opening in _texts(html, _thread_url("en"))


# --- 5. paywall continuation lines --------------------------------------------------------------------------------

PAYWALL = [
    ("de", "Lesen Sie diesen Artikel mit einem Abo weiter"), ("de", "Weiterlesen mit SZ Plus"),
    ("de", "Dieser Artikel ist nur für Abonnenten"), ("de", "Um weiterzulesen, schließen Sie ein Abo ab."),
    ("de", "Diesen Artikel weiterlesen mit Z+"), ("de", "Alle Artikel lesen mit SPIEGEL+"),
    ("cs", "Celý článek si přečtete s předplatným"), ("cs", "Dočtěte článek s předplatným"),
    ("cs", "Jen pro předplatitele"),
    ("fr", "Pour lire la suite, abonnez-vous"), ("fr", "Lire la suite avec un abonnement"), ("fr", "Exclusif abonnés"),
    ("es", "Continúa leyendo con tu suscripción"), ("es", "Lee el artículo completo con tu suscripción"),
    ("es", "Solo para suscriptores"),
    ("en", "Subscribe to continue reading"), ("en", "Continue reading with a subscription"),
    ("en", "Become a member to continue reading"), ("en", "Subscribers only"),
]


@pytest.mark.parametrize("lang, line", PAYWALL)
@pytest.mark.parametrize("where", ["between", "last"])
def test_a_paywalls_continuation_line_goes(lang, line, where):
    html = _article(lang, URL[lang], "Example News", **{where: f'<p>{line}</p>'})
    assert _texts(html, URL[lang]) == [HEADLINES[lang], *TEXTS[lang]]


@pytest.mark.parametrize("lang, sentence", [
    ("de", "Wer den Artikel weiterlesen will, braucht ein Abo, sagt der Verlag, und das koste neun Euro im Monat."),
    ("cs", "Celý článek si přečtete s předplatným, uvedl vydavatel, který chce do roka získat sto tisíc čtenářů."),
    ("fr", "Pour lire la suite, abonnez-vous, répètent les éditeurs, qui misent tout sur les abonnements numériques."),
    ("es", "Continúa leyendo con tu suscripción, dice el mensaje que ven los lectores al llegar al tercer párrafo."),
    ("en", "Subscribe to continue reading, the banner says, and about one reader in a hundred does so each month."),
])
def test_a_sentence_about_a_paywall_stays(lang, sentence):
    html = _article(lang, URL[lang], "Example News", between=f"<p>{sentence}</p>")
    assert sentence in _texts(html, URL[lang])
