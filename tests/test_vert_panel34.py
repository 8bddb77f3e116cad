"""Hidden panels that a control of the page opens (session 34): session 33 kept them as the page's text (a shop's
tabs, a FAQ's answers, "read more"), and with them the furniture that news pages open the same way.  One
hand-written article per class, after the markup news themes write, in Czech, German, English and French: a writer's
bio opened by the byline's name, a paywall's tip opened by its "Why pay?" link, a share panel opened by its "Share"
control, a consent manager's settings under a neutral id.  The article's text must stay whole and the panel must go;
the classes session 33 rightly keeps (tab panels, FAQ accordions, an article's own "read more") stay."""

from __future__ import annotations

from test_vert_extract_shop19 import _joined  # the extractor's blocks, one a line
from vert_support import news_head

TEXTS = {
    "cs": ["Vláda v pondělí schválila návrh státního rozpočtu na příští rok. Schodek má podle ministra financí "
           "dosáhnout dvou set třiceti miliard korun, což je o něco méně než letos.",
           "Opozice kritizuje, že výdaje rostou rychleji než příjmy a že se nedaří šetřit na provozu úřadů. Poslanci "
           "budou o návrhu hlasovat v prvním čtení už příští týden.",
           "Ministr financí připomněl, že rozpočet počítá s vyššími výdaji na obranu a na dopravní stavby. Úspory mají "
           "přinést hlavně nižší náklady na státní správu a méně dotací.",
           "Ekonomové upozorňují, že se zpomalujícím růstem mohou být příjmy nižší, než vláda předpokládá. Rozpočtová "
           "rada doporučila připravit rezervu pro případ horšího vývoje.",
           "Hejtmani žádají více peněz na opravy silnic druhé a třetí třídy. Podle nich současná částka nestačí ani "
           "na nejnutnější údržbu po letošní zimě."],
    "de": ["Die Bundesregierung hat am Montag den Entwurf des Haushalts für das kommende Jahr beschlossen. Die "
           "Neuverschuldung soll nach Angaben des Finanzministers bei rund fünfzig Milliarden Euro liegen.",
           "Die Opposition kritisiert, dass die Ausgaben schneller wachsen als die Einnahmen und dass bei der "
           "Verwaltung kaum gespart werde. Der Bundestag berät den Entwurf in der kommenden Woche.",
           "Der Finanzminister verwies darauf, dass der Haushalt höhere Ausgaben für Verteidigung und Verkehr vorsehe. "
           "Einsparungen sollen vor allem bei Subventionen und in den Ministerien erzielt werden.",
           "Ökonomen warnen, dass die Steuereinnahmen bei schwächerem Wachstum geringer ausfallen könnten als "
           "geplant. Der Stabilitätsrat empfahl, eine Reserve für den Fall einer Rezession einzuplanen.",
           "Die Länder fordern mehr Geld für den Ausbau der Schienenwege. Die bisher vorgesehenen Mittel reichten "
           "nicht einmal für die dringendsten Sanierungen, heißt es in einem gemeinsamen Schreiben."],
    "en": ["The government approved the draft budget for next year on Monday. According to the finance minister, the "
           "deficit should reach about nine billion pounds, a little less than this year.",
           "The opposition says that spending is growing faster than revenue and that the departments have failed to "
           "make savings. Parliament will debate the draft next week.",
           "The minister pointed out that the budget provides for higher spending on defence and transport, while cuts "
           "to subsidies and to the civil service are meant to cover the cost.",
           "Economists warn that tax receipts could fall short of the forecast if growth slows further. The fiscal "
           "watchdog advised the Treasury to keep a reserve in case of a recession.",
           "Council leaders are asking for more money to repair local roads. They say the sum on offer would not even "
           "cover the most urgent work after last winter's floods."],
    "fr": ["Le gouvernement a adopté lundi le projet de budget pour l'année prochaine. Selon le ministre des Finances, "
           "le déficit devrait atteindre environ quatre-vingts milliards d'euros, un peu moins que cette année.",
           "L'opposition estime que les dépenses augmentent plus vite que les recettes et que l'administration ne fait "
           "pas assez d'économies. Les députés examineront le texte la semaine prochaine.",
           "Le ministre a rappelé que le budget prévoit davantage de crédits pour la défense et les transports, tandis "
           "que la baisse des subventions doit compenser une partie du coût.",
           "Des économistes avertissent que les recettes fiscales pourraient être inférieures aux prévisions si la "
           "croissance ralentit. Le Haut Conseil des finances publiques recommande de constituer une réserve.",
           "Les présidents de région réclament davantage de moyens pour l'entretien des routes. Selon eux, la somme "
           "prévue ne suffira même pas pour les travaux les plus urgents."],
}
HEADLINES = {"cs": "Vláda schválila rozpočet", "de": "Bundesregierung beschließt Haushalt",
             "en": "Government approves budget", "fr": "Le gouvernement adopte le budget"}
WRITERS = {"cs": "Jana Nováková", "de": "Anna Schmidt", "en": "John Smith", "fr": "Claire Martin"}
URLS = {"cs": "https://www.zpravy.example.cz/domov/vlada-schvalila-rozpocet.A261201_0830",
        "de": "https://www.zeitung.example.de/politik/haushalt-beschlossen-a-4711.html",
        "en": "https://www.news.example.co.uk/politics/2026/dec/01/government-approves-budget",
        "fr": "https://www.journal.example.fr/politique/article/2026/12/01/le-gouvernement-adopte-le-budget_4711.html"}


def _article(lang: str, meta: str = "", inside: str = "", after: str = "", lead: int = 2) -> str:
    """A news article in ``lang``: ``meta`` under its headline (the byline), ``inside`` after its first ``lead``
    paragraphs, ``after`` after the article (before the footer)."""
    texts = TEXTS[lang]
    body = ("".join(f"<p>{t}</p>" for t in texts[:lead]) + inside + "".join(f"<p>{t}</p>" for t in texts[lead:]))
    return (news_head(HEADLINES[lang], lang, HEADLINES[lang], WRITERS[lang], "2026-12-01")
            + '<body><header class="site-header"><a href="/" class="logo">Deník</a><nav class="main-nav"><a href="/a">'
            'Domov</a><a href="/b">Svět</a><a href="/c">Sport</a></nav></header><main><article>'
            f'<h1>{HEADLINES[lang]}</h1>{meta}<div class="article-body">{body}</div></article>{after}</main>'
            '<footer class="site-footer"><p>© 2026 Deník a.s.</p></footer></body></html>')


def _check(lang: str, html: str, gone: list[str]) -> None:
    got = " ".join(_joined(html, URLS[lang]).split())
    missing = [t for t in TEXTS[lang] if t not in got]
    assert not missing, (lang, missing)
    left = [t for t in gone if " ".join(t.split()) in got]
    assert not left, (lang, left)


# --- furniture that the page's controls open: it goes as before session 33 -------------------------------------

BIOS = {"cs": "Vystudovala žurnalistiku na Univerzitě Karlově, v redakci pracuje od roku 2015 a věnuje se hlavně "
              "zdravotnictví, sociální politice a státnímu rozpočtu.",
        "de": "Studierte Volkswirtschaft in Köln und Paris, arbeitete danach acht Jahre als Korrespondentin in Brüssel "
              "und leitet heute das Hauptstadtbüro.",
        "en": "Studied economics at Leeds, spent eight years as a correspondent in Brussels and now runs the paper's "
              "Westminster office."}


def test_a_writers_bio_opened_by_the_bylines_name_goes() -> None:
    """The byline's name is a button or a link (``aria-controls``, ``href="#…"``) opening the writer's bio, a
    panel of a neutral id beside the byline: the control sits in the byline's bar (its class names a meta line or an
    author), so what it opens is the byline's furniture, not the page's text."""
    writings = {
        "cs": lambda bio: ('<p class="meta"><button aria-controls="x-12" aria-expanded="false">Jana Nováková</button> '
                           f'1. prosince 2026</p><div id="x-12" hidden><p>{bio}</p></div>'),
        "de": lambda bio: ('<div class="article-meta"><span>Von <a href="#p-4711">Anna Schmidt</a></span><time>'
                           f'01.12.2026</time><div id="p-4711" style="display:none"><p>{bio}</p></div></div>'),
        "en": lambda bio: ('<div class="c-author"><div><button data-target="#b7" class="name">John Smith</button></div>'
                           f'<div id="b7" style="display: none"><p>{bio}</p></div></div>'),
    }
    for lang, meta in writings.items():
        _check(lang, _article(lang, meta=meta(BIOS[lang])), [BIOS[lang]])


PAYWALL_TIPS = {"cs": "Kvalitní žurnalistika něco stojí. Podpořte nás předplatným a čtěte všechny články bez omezení a "
                      "bez reklam, už od 99 Kč měsíčně.",
                "de": "Qualitätsjournalismus kostet Geld. Unterstützen Sie unsere Redaktion mit einem Abo und lesen "
                      "Sie alle Artikel ohne Werbung, schon ab 1,99 Euro im Monat.",
                "en": "Quality journalism costs money. Please subscribe to read every story without limits and without "
                      "ads, from just £1 a week.",
                "fr": "Le journalisme de qualité a un coût. Soutenez notre rédaction en vous abonnant et lisez tous nos "
                      "articles sans publicité, dès 1 € le premier mois."}
WHY = {"cs": "Proč platit?", "de": "Warum ein Abo?", "en": "Why subscribe?", "fr": "Pourquoi s'abonner ?"}


def test_a_paywall_tip_opened_by_its_link_goes() -> None:
    """A paywall's tip between the paragraphs, hidden until its "Why pay?" link (``href="#pw"``) opens it: its
    "quality journalism costs money", then the reader asked to subscribe, is an appeal for support
    (``notices.support_appeal``) wherever it stands, so the panel is no text the page opens."""
    for lang, tip in PAYWALL_TIPS.items():
        inside = (f'<p class="pw-hint"><a href="#pw-{lang}">{WHY[lang]}</a></p>'
                  f'<div id="pw-{lang}" style="display:none"><p>{tip}</p></div>')
        _check(lang, _article(lang, inside=inside), [tip])
        _check(lang, _article(lang, inside=f"<p>{tip}</p>"), [tip])  # shown, it goes as well


SHARE_LEADS = {"en": "Share this story with your friends and followers on social media or by email.",
               "de": "Teilen Sie diesen Artikel mit Ihren Freunden und Bekannten in den sozialen Netzwerken.",
               "fr": "Partagez cet article avec vos amis et vos proches sur les réseaux sociaux ou par courriel."}
NETWORKS = ('<a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample">Facebook</a> '
            '<a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample">X</a> '
            '<a href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample">LinkedIn</a> '
            '<a href="mailto:?subject=Budget&amp;body=https%3A%2F%2Fexample">E-mail</a>')


def test_a_share_panel_opened_by_its_control_goes() -> None:
    """A share panel under the article, opened by a button (``aria-controls``) in a neutral tool bar, or a link
    going nowhere (``href="#"``, jQuery's toggle) before it: its lead sentence outweighs its links, but the links
    lead to the networks' share dialogs, so it is a share panel, not text the page opens."""
    for lang, lead in SHARE_LEADS.items():
        panels = [f'<div class="tools"><button aria-controls="s1">Share</button><div id="s1" hidden><p>{lead}</p>'
                  f'{NETWORKS}</div></div>',
                  f'<div class="tools"><a href="#" class="toggle">Share</a><div style="display:none"><p>{lead}</p>'
                  f'{NETWORKS}</div></div>']
        for panel in panels:
            _check(lang, _article(lang, after=panel), [lead])


CONSENTS = {
    "de": ["Wir und unsere Partner speichern Informationen auf einem Gerät und/oder rufen sie ab, wie z. B. Cookies, "
           "und verarbeiten personenbezogene Daten, wie z. B. eindeutige Kennungen und Standardinformationen, die von "
           "einem Gerät gesendet werden, für personalisierte Werbung und Inhalte, Werbe- und Inhaltsmessung sowie "
           "Erkenntnisse über Zielgruppen.",
           "Mit Ihrer Erlaubnis können wir und unsere Partner genaue Standortdaten und Identifikation durch "
           "Gerätescans verwenden. Sie können Ihre Auswahl jederzeit in den Einstellungen ändern."],
    "en": ["We and our partners store and/or access information on a device, such as cookies and process personal "
           "data, such as unique identifiers and standard information sent by a device for personalised advertising "
           "and content, advertising and content measurement, audience research and services development.",
           "With your permission we and our partners may use precise geolocation data and identification through "
           "device scanning. You may change your choices at any time in the settings."],
    "cs": ["My a naši partneři ukládáme informace v zařízení a/nebo k nim přistupujeme, například soubory cookie, a "
           "zpracováváme osobní údaje, jako jsou jedinečné identifikátory a standardní informace odesílané "
           "zařízením, pro personalizované reklamy a obsah, měření reklam a obsahu a poznatky o okruzích publika.",
           "S vaším svolením můžeme my a naši partneři používat přesné údaje o zeměpisné poloze a identifikaci "
           "prostřednictvím skenování zařízení. Svou volbu můžete kdykoli změnit v nastavení."],
}
PRIVACY = {"de": "Datenschutz-Einstellungen", "en": "Privacy settings", "cs": "Nastavení soukromí"}


def test_a_consent_panel_of_a_neutral_id_goes() -> None:
    """A consent manager's settings, a panel of a neutral id that the footer's "Privacy settings" link or button
    opens, worded as the IAB's framework words them: its cookie notice (``notices.cookie_notice``) makes the whole
    panel furniture, its heading and its second paragraph (which says no "cookie") with it."""
    for lang, (first, second) in CONSENTS.items():
        panel = f'<div id="c9x"{{}}><h2>{PRIVACY[lang]}</h2><p>{first}</p><p>{second}</p></div>'
        writings = [f'<a href="#c9x" class="small">{PRIVACY[lang]}</a>' + panel.format(' style="display:none"'),
                    f'<button aria-controls="c9x">{PRIVACY[lang]}</button>' + panel.format(" hidden")]
        for after in writings:
            _check(lang, _article(lang, after=after), [first, second])


# --- the classes that session 33 rightly keeps: the page's own text opened by its controls -----------------------

def test_tab_panels_faq_answers_and_read_more_stay() -> None:
    """A documentation page's tabs (``aria-controls`` buttons, panels of neutral ids), a FAQ accordion's answers
    (question buttons ``aria-controls``), and an article's own "read more" (``href="#more"``, a link going
    nowhere) that opens its remaining paragraphs: all the page's text, kept."""
    steps = ["Download the installer from the release page and run it; the default options suit most users.",
             "Install the package with Homebrew by running brew install widget, then open a new terminal window.",
             "Use your distribution's package manager, for example sudo apt install widget on Debian or Ubuntu."]
    tabs = ('<div class="tab-list">' + "".join(f'<button aria-controls="os-{i}">{n}</button>'
                                               for i, n in enumerate(("Windows", "macOS", "Linux"))) + "</div>"
            + "".join(f'<div id="os-{i}"{"" if i == 0 else " hidden"}><p>{t}</p></div>' for i, t in enumerate(steps)))
    html = (news_head("Installation – Widget", "en", "Installation", "Widget team", "2026-12-01", "TechArticle")
            + '<body><nav class="navbar"><a href="/">Widget</a><a href="/docs">Docs</a></nav><main><h1>Installation'
            '</h1><p>Widget runs on all major desktop systems. Pick your platform below to see the steps that apply to '
            f'you.</p>{tabs}<p>After installing, run widget --version to check that everything works before you go '
            'on with the tutorial.</p></main><footer class="footer"><p>© 2026 Widget Inc.</p></footer></body></html>')
    got = _joined(html, "https://widget.example.dev/docs/installation")
    assert all(t in got for t in steps)

    faq = [("Kann ich den Beitrag in Raten zahlen?",
            "Ja, der Jahresbeitrag kann in vier Raten zum 15. Februar, 15. Mai, 15. August und 15. November gezahlt "
            "werden, oder auf einmal bis zum ersten Termin."),
           ("Was passiert bei verspäteter Zahlung?",
            "Bei Zahlungen innerhalb von drei Monaten nach dem Termin wird ein ermäßigter Säumniszuschlag berechnet, "
            "der sich nach den Tagen des Verzugs richtet.")]
    accordion = "".join(f'<div class="item"><button aria-controls="a{i}" aria-expanded="false">{q}</button>'
                        f'<div id="a{i}" hidden><p>{a}</p></div></div>' for i, (q, a) in enumerate(faq))
    lang = "de"
    got = " ".join(_joined(_article(lang, inside=f"<h2>Häufige Fragen</h2>{accordion}", lead=5), URLS[lang]).split())
    assert all(a in got for _, a in faq)
    assert all(t in got for t in TEXTS[lang])

    for lang, more in (("cs", '<p><a href="#dalsi">Číst dál</a></p><div id="dalsi" style="display:none">{}</div>'),
                       ("fr", '<p><a href="#" class="lire">Lire la suite</a></p><div style="display:none">{}</div>')):
        texts = TEXTS[lang]
        rest = "".join(f"<p>{t}</p>" for t in texts[2:])
        html = _article(lang, lead=5).replace("".join(f"<p>{t}</p>" for t in texts[2:]), more.format(rest))
        _check(lang, html, [])
