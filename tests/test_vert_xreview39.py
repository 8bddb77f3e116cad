"""A hostile review of session 38's rules (xreview39): whole pages where a rule's words or markup are the page's own
text, in the languages the rules were written for and others.

Misfires found and narrowed:

* ``furniture._paywalled_text`` (an element named as a paywall that continues the paragraphs is the text's rest)
  dropped the whole rest when any one of its paragraphs said a pitch's word: xreview38's Czech, Slovak, Polish,
  Italian words ("předplatné", "abbonamento", "Abonnement") and xreview37b's call to action ("Abonn", "jetzt") are
  the topic of a report on a streaming service's or a ticket's subscription. A pitch speaks in most of the box's
  paragraphs (``_pitched``).
* ``notices._AFFILIATE_SENTENCE``'s purchase clause (xrival38: "If you buy a product featured here, we may earn an
  affiliate commission") took an estate agent's page on its own fees ("When you buy a home through our agency, we
  receive a commission from the seller", "Wenn Sie eine Immobilie über uns kaufen, erhalten wir eine Provision …",
  "Si vous achetez un appartement par notre agence, nous pouvons percevoir une commission …"): the thing bought must
  be a product or an item of the page, or the commission an affiliate's (``_BOUGHT_HERE``).
* ``prune._MORE_TOGGLE`` in German, French and Italian (xreview38) took a town's accordion titles on bare buttons
  ("Weitere Informationen zum Antrag und zu den Gebühren", "Mehr über die Zonen in der Altstadt", "En savoir plus
  sur la procédure") for a "show more" toggle's label and dropped them: a longer label now counts when it names
  "this" item or ends in the control's verb ("Mehr über diesen Artikel erfahren").
* ``notices._COOKIE_NOTICE``'s Polish opener and German, Czech, Slovak privacy openers (xnews38) took a report
  quoting a publisher's banner words with the speaker after a dash or a comma ("Korzystamy z plików cookie … –
  tłumaczył wydawca …"): such a report is no notice (``_COOKIE_REPORTED``).
* ``notices._SUPPORT``'s "nostro lavoro" plea (xfrit38) took an Italian report on a cooperative's appeal ("Se
  apprezzi il nostro lavoro, sostienici …: è l'appello che la cooperativa ha affisso …"): the appeal named as
  someone's ("è l'appello", "c'est l'appel") reports the plea (``_REPORTED``).

Rules attacked that held are guarded by the counter-cases below (a report on PBS's pledge drive, a sentence with a
link on the weekend's events, a foundation's newsletter line after its fact list, styled-components' class names on
a Madsack article's header)."""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, news_foot, news_head, processed


def _texts(html: str, url: str) -> list[str]:
    return _paragraphs(processed(html, url).body)


def _missing(kept: list[str], found: list[str]) -> list[str]:
    return [t for t in kept if t not in found]


def _present(gone: list[str], found: list[str]) -> list[str]:
    return [g for g in gone if any(g[:40] in p for p in found)]


def _news(title: str, lang: str, body: str, url: str, site: str = "Kurier") -> list[str]:
    html = (news_head(f"{title} | {site}", lang, title, "Anna Berg", "2026-11-21")
            + f'<body><header class="site-header"><a href="/">{site}</a><nav><a href="/politik">Politik</a></nav>'
            f'</header><main><article><h1>{title}</h1><div class="article-body">{body}</div></article></main>'
            + news_foot(site, '<a href="/impressum">Impressum</a>'))
    return _texts(html, url)


def _ps(texts: list[str]) -> str:
    return "".join(f"<p>{t}</p>" for t in texts)


# --- furniture._paywalled_text: an article's rest on a subscription ------------------------------------------------

REST = {
    "de": (["Das Deutschlandticket wird zum 1. Januar teurer: Statt 58 Euro kostet es dann 63 Euro im Monat, wie die "
            "Verkehrsminister der Länder am Montag beschlossen haben.",
            "Die Verkehrsverbünde begründen die Erhöhung mit gestiegenen Personalkosten und höheren Preisen für "
            "Energie, die der Bund nicht mehr ausgleichen will.",
            "Fahrgastverbände kritisieren den Beschluss scharf und warnen, dass vor allem Pendler aus ländlichen "
            "Regionen wieder auf das Auto umsteigen könnten.",
            "Seit der Einführung im Mai 2023 nutzen nach Angaben des Branchenverbands rund 13 Millionen Menschen das "
            "Ticket, etwa die Hälfte davon über ihren Arbeitgeber.",
            "Die Finanzierung ist nur bis Ende 2026 gesichert; über die Jahre danach wollen Bund und Länder im Frühjahr "
            "verhandeln, eine Einigung gilt als schwierig."],
           ["Wer das Abonnement kündigen will, muss das bis zum 10. Dezember tun; danach verlängert es sich "
            "automatisch zum neuen Preis für einen weiteren Monat.",
            "Für Studierende mit Semesterticket ändert sich zunächst nichts, der Aufpreis für das Upgrade steigt "
            "aber ebenfalls um fünf Euro im Monat."]),
    "cs": (["Netflix od prosince zdražuje v Česku všechny tarify, nejlevnější varianta s reklamami bude stát 199 "
            "korun měsíčně.",
            "Společnost zdražení zdůvodňuje vyššími náklady na vlastní tvorbu a rozšířením nabídky českých filmů a "
            "seriálů.",
            "Podle analytiků jde o součást širší strategie, kterou firma uplatňuje v celé Evropě od začátku "
            "letošního roku.",
            "V Česku má služba podle odhadů přes milion platících domácností, což z ní dělá největší streamovací "
            "platformu na trhu před Voyo a HBO Max.",
            "Spotřebitelské organizace upozorňují, že zákazníci mohou tarif změnit nebo zrušit kdykoli, a to bez "
            "jakékoli smluvní pokuty či výpovědní lhůty."],
           ["Stávajícím zákazníkům se předplatné zdraží automaticky od prvního vyúčtování v prosinci, firma je o tom "
            "informuje e-mailem.",
            "Konkurenční služby zatím ceny nemění, HBO Max ale už dříve oznámila, že své tarify přehodnotí na jaře "
            "příštího roku."]),
}


@pytest.mark.parametrize("lang", sorted(REST))
def test_an_articles_rest_behind_a_paywall_on_a_subscription_stays(lang: str) -> None:
    lead, rest = REST[lang]
    body = _ps(lead) + '<div class="article-paywall">' + _ps(rest) + "</div>"
    found = _news("Deutschlandticket wird teurer" if lang == "de" else "Netflix zdražuje", lang, body,
                  f"https://kurier.example.{lang}/wirtschaft/abo-preise.html")
    assert _missing(lead + rest, found) == []


def test_a_paywalls_pitch_in_each_paragraph_still_goes() -> None:
    lead, _ = REST["cs"]
    pitch = ["Tento článek je exkluzivně dostupný pouze pro předplatitele Deníku. Zbytek textu si můžete přečíst po "
             "přihlášení ke svému účtu.",
             "Předplatné získáte už od 159 Kč měsíčně a podpoříte tím nezávislou žurnalistiku, kterou každý den "
             "přinášíme našim čtenářům."]
    body = _ps(lead) + '<div class="article-paywall">' + _ps(pitch) + "</div>"
    found = _news("Netflix zdražuje", "cs", body, "https://denik.example.cz/ekonomika/netflix.html", "Deník")
    assert _missing(lead, found) == []
    assert _present(pitch, found) == []


# --- notices._AFFILIATE_SENTENCE: an estate agent's own fees ---------------------------------------------------------

AGENCIES = {
    "de": ("Provision und Kosten", "https://immobilien-maier.example.de/provision/",
           ["Wir sind seit 1998 als Immobilienmakler im Landkreis Esslingen tätig und vermitteln Häuser, Wohnungen und "
            "Grundstücke zwischen Neckar und Alb.",
            "Wenn Sie eine Immobilie über uns kaufen, erhalten wir eine Provision von 3,57 Prozent des Kaufpreises, "
            "die sich Käufer und Verkäufer seit 2020 je zur Hälfte teilen.",
            "Die Provision wird erst fällig, wenn der notarielle Kaufvertrag unterschrieben ist; vorher entstehen "
            "Ihnen keine Kosten für Besichtigungen oder Exposés."]),
    "en": ("How we are paid", "https://hollins.example.co.uk/how-we-are-paid/",
           ["Our family-run agency has helped buyers and sellers across Shropshire find the right home since 1994, "
            "from village cottages to farms.",
            "When you buy a home through our agency, we receive a commission from the seller, so our help with "
            "viewings, offers and surveys costs you nothing.",
            "The commission is only paid once contracts are exchanged, and we will always tell you in writing how "
            "much it is before you make an offer."]),
    "fr": ("Nos honoraires", "https://agence-etxea.example.fr/honoraires/",
           ["Notre agence accompagne depuis vingt ans les acheteurs et les vendeurs du pays basque, de Bayonne à "
            "Saint-Jean-de-Luz, dans leurs projets.",
            "Si vous achetez un appartement par notre agence, nous pouvons percevoir une commission du vendeur, dont "
            "le montant figure toujours dans l'annonce.",
            "Les honoraires sont dus uniquement à la signature de l'acte authentique chez le notaire, jamais avant la "
            "conclusion de la vente."]),
}


@pytest.mark.parametrize("lang", sorted(AGENCIES))
def test_an_estate_agents_page_on_its_commission_stays(lang: str) -> None:
    title, url, paras = AGENCIES[lang]
    html = (article_head(f"{title} | Agentur", lang) + '<body><header class="site-header"><a href="/">Agentur</a>'
            '<nav><a href="/kaufen">Kaufen</a><a href="/verkaufen">Verkaufen</a></nav></header>'
            f'<main><h1>{title}</h1><div class="entry-content">{_ps(paras)}</div></main>'
            + news_foot("Agentur", '<a href="/impressum">Impressum</a>'))
    assert _missing(paras, _texts(html, url)) == []


# --- prune._MORE_TOGGLE: a town's accordion titles ------------------------------------------------------------------

_ANSWER = ("Der Antrag kann online oder im Bürgerbüro gestellt werden; die Gebühr beträgt 30 Euro und wird bei Abgabe "
           "fällig.")


def _town(label: str) -> list[str]:
    html = (article_head("Bewohnerparkausweis | Stadt Beispielheim", "de") + '<body><header class="site-header">'
            '<a href="/">Stadt Beispielheim</a></header><main><h1>Bewohnerparkausweis</h1><div class="content"><p>Wer '
            "in einer Bewohnerparkzone wohnt, kann einen Ausweis beantragen, mit dem das Parken in der eigenen Zone "
            'erlaubt ist.</p><div class="toggle"><button class="toggle__trigger" aria-expanded="false" '
            f'aria-controls="p1">{label}</button><div id="p1" class="toggle__body" hidden><p>{_ANSWER}</p></div></div>'
            "<p>Der Ausweis gilt für ein Jahr und muss danach rechtzeitig verlängert werden, damit keine Lücke "
            "entsteht.</p></div></main>" + news_foot("Stadt Beispielheim", '<a href="/impressum">Impressum</a>'))
    return _texts(html, "https://www.beispielheim.example.de/parken/bewohnerparkausweis")


@pytest.mark.parametrize("label", ["Weitere Informationen zum Antrag und zu den Gebühren",
                                   "Mehr zu den Voraussetzungen für den Ausweis", "Mehr über die Zonen in der Altstadt",
                                   "En savoir plus sur la procédure", "Scopri di più sul servizio di sosta"])
def test_an_accordions_title_worded_as_more_stays(label: str) -> None:
    found = _town(label)
    assert _missing([label, _ANSWER], found) == []


@pytest.mark.parametrize("label", ["Mehr über diesen Artikel erfahren", "Weitere Details zum Ausweis anzeigen"])
def test_a_more_toggles_label_still_goes(label: str) -> None:
    found = _town(label)
    assert _ANSWER in found
    assert label not in found


# --- notices._SUPPORT: an Italian report on a plea ------------------------------------------------------------------

IT = ["La cooperativa sociale Il Ponte gestisce da vent'anni il dormitorio di via Moroni a Bergamo, che ogni notte "
      "accoglie fino a quaranta persone.",
      "Se apprezzi il nostro lavoro, sostienici con il 5 per mille: è l'appello che la cooperativa ha affisso in tutte "
      "le parrocchie della città in vista della dichiarazione dei redditi.",
      "Nel 2025 le donazioni hanno coperto un terzo delle spese, il resto arriva dal Comune e da una fondazione "
      "bancaria che però ha annunciato tagli.",
      "La presidente teme che senza nuovi fondi il dormitorio debba chiudere nei mesi estivi, quando le richieste "
      "calano ma non spariscono."]


def test_a_report_on_a_charitys_plea_for_its_work_stays() -> None:
    found = _news("Il dormitorio chiede aiuto", "it", _ps(IT), "https://eco.example.it/cronaca/dormitorio", "L'Eco")
    assert _missing(IT, found) == []


def test_a_sites_own_plea_for_its_work_still_goes() -> None:
    plea = ("Se apprezzi il nostro lavoro, sostienici con un piccolo contributo: ogni donazione ci aiuta a restare "
            "indipendenti.")
    found = _news("Il dormitorio chiede aiuto", "it", _ps(IT[:1] + IT[2:]) + f"<p>{plea}</p>",
                  "https://eco.example.it/cronaca/dormitorio", "L'Eco")
    assert _missing(IT[:1] + IT[2:], found) == []
    assert _present([plea], found) == []


# --- rules that held: their words in an article's own text ----------------------------------------------------------

PBS = ["Federal funding for public broadcasting ended this fall, and stations in rural states are now asking viewers "
       "to fill the gap themselves.",
       "At WQPT in Moline, the station's pledge drive stresses local journalism. Your donation helps keep it free for "
       "everyone, the hosts repeat between programs.",
       "Station managers say smaller markets will be hit hardest, since many of them relied on federal grants for more "
       "than a third of their budgets.",
       "Several stations have already cut local news programs, and some are talking about merging with neighbouring "
       "stations to share costs."]
EVENTS = ["Die Bundesregierung hat am Montag ein neues Hilfspaket für die Ukraine beschlossen, das Luftabwehrsysteme "
          "und Munition umfasst.",
          "Verteidigungsminister Pistorius sagte in Berlin, die Lieferungen sollten noch vor dem Winter beginnen und "
          "bis März abgeschlossen sein.",
          "Die Opposition begrüßte den Beschluss, kritisierte aber, dass das Parlament erst nach der Entscheidung "
          "informiert worden sei."]
_LINKED = ('Die Ereignisse vom Wochenende in Kiew und Charkiw hatten den Druck auf die Regierung zuletzt <a '
           'href="/ukraine/charkiw">deutlich erhöht</a>.')


def test_a_report_on_a_broadcasters_pledge_drive_stays() -> None:
    found = _news("Public stations ask viewers for help", "en", _ps(PBS),
                  "https://news.example.com/2026/11/21/public-stations", "Herald")
    assert _missing(PBS, found) == []


def test_a_sentence_with_a_link_on_earlier_events_stays() -> None:
    found = _news("Hilfspaket beschlossen", "de", _ps(EVENTS[:2]) + f"<p>{_LINKED}</p>" + _ps(EVENTS[2:]),
                  "https://kurier.example.de/politik/hilfspaket.html")
    linked = _LINKED.replace('<a href="/ukraine/charkiw">', "").replace("</a>", "")
    assert _missing([*EVENTS, linked], found) == []


def test_a_newsletter_line_after_a_fact_list_is_no_closing_statement() -> None:
    text = ["Die Bürgerstiftung fördert seit diesem Herbst Lesepatenschaften an Grundschulen im ganzen "
            "Westerwaldkreis, die Ehrenamtliche übernehmen.",
            "Die Patinnen und Paten lesen einmal pro Woche mit Kindern, die beim Lesenlernen mehr Unterstützung "
            "brauchen als andere.",
            "Interessierte können sich bei der Stiftung melden; eine Schulung zu Beginn ist verpflichtend und "
            "kostenlos."]
    body = (_ps(text) + "<dl><dt>Projektträger</dt><dd>Bürgerstiftung Westerwald</dd><dt>Laufzeit</dt><dd>2025 bis "
            "2028</dd></dl><h2>Newsletter</h2><p>Erhalten Sie jeden Monat die Neuigkeiten unserer Stiftung per "
            "E-Mail.</p>")
    found = _news("Lesepatenschaften", "de", body, "https://buergerstiftung.example.de/projekte/lesepaten",
                  "Bürgerstiftung")
    assert _missing(text, found) == []
    assert _present(["Erhalten Sie jeden Monat die Neuigkeiten"], found) == []


@pytest.mark.parametrize("cls", ["Headerstyled__Intro-sc-3k2j1-2 bHxYz", "Teaserstyled__TeaserText-sc-9f8e7d-0 kLm"])
def test_a_styled_components_lead_in_the_articles_header_stays(cls: str) -> None:
    headline = "Bahnstreik legt Fernverkehr lahm"
    lead = ("Die Lokführergewerkschaft hat den Fernverkehr der Bahn seit Mittwochmorgen bestreikt, Millionen Pendler "
            "müssen auf andere Verkehrsmittel ausweichen.")
    body = ["Nach Angaben der Bahn fallen bundesweit rund achtzig Prozent der Fernzüge aus, im Regionalverkehr gibt "
            "es einen Notfahrplan mit großen Lücken.",
            "Die Gewerkschaft fordert eine Arbeitszeitverkürzung auf 35 Stunden bei vollem Lohnausgleich, was die "
            "Bahn bislang kategorisch ablehnt.",
            "Verhandlungen sind nach Angaben beider Seiten derzeit nicht geplant; der Streik soll bis Freitagabend "
            "andauern, wie die Gewerkschaft mitteilte."]
    html = (article_head(f"{headline} – HAZ", "de") + '<body><div id="__next"><header class="Navigationstyled__Nav-sc-1'
            ' a"><a href="/">HAZ</a></header><main><article class="Articlestyled__Article-sc-2 b"><header '
            f'class="Headerstyled__Header-sc-3k2j1-0 c"><h1>{headline}</h1><p class="{cls}">{lead}</p></header><div '
            'class="Textstyled__Text-sc-14jlruk-0 d">' + _ps(body) + "</div></article></main></div>"
            + news_foot("HAZ", '<a href="/impressum">Impressum</a>'))
    found = _texts(html, "https://www.haz.example.de/politik/bahnstreik-ABC123.html")
    assert _missing([lead, *body], found) == []


# --- phrases.INTERFACE: a feedback form's note, worded as a class blog's rule ----------------------------------------

RULES = ["Be kind and helpful: write comments you would be happy for your teacher and your parents to read.",
         "Do not share personal information in your comments.",
         "Check your spelling and punctuation before you press the button to send your comment to the class.",
         "Only use your first name, never your surname, your address or the name of your school."]


def test_a_class_blogs_rule_on_personal_information_stays() -> None:
    html = (article_head("Our blogging rules | Class 5 Blog", "en") + '<body><header class="site-header"><a href="/">'
            'Class 5 Blog</a></header><main><article class="post"><h1>Our blogging rules</h1><div class="entry-content">'
            "<p>Before anyone writes on our class blog, we agreed on these rules together in our first lesson of the "
            "term.</p><ol>" + "".join(f"<li>{r}</li>" for r in RULES) + "</ol><p>If you break a rule, your comment "
            "will not be published, and Mrs Patel will talk to you about it in class.</p></div></article></main>"
            + news_foot("Class 5 Blog", '<a href="/about">About</a>'))
    found = _texts(html, "https://class5.example.sch.uk/2026/09/our-blogging-rules/")
    assert _missing(RULES, found) == []


# --- notices._COOKIE_NOTICE: a publisher's banner words quoted in a report ----------------------------------------

PL = ["Urząd Ochrony Danych Osobowych nałożył na wydawcę portalu karę w wysokości 1,2 mln zł za sposób, w jaki "
      "zbierał zgody użytkowników.",
      "Korzystamy z plików cookie wyłącznie po to, by serwis działał szybciej – tłumaczył w odwołaniu wydawca, ale "
      "urząd wskazał, że baner nie pozwalał odmówić zgody.",
      "Według urzędu przycisk odrzucenia był ukryty w drugiej warstwie okna, a domyślnie zaznaczone były wszystkie "
      "cele przetwarzania danych.",
      "Wydawca zapowiedział skargę do sądu administracyjnego; kara nie jest prawomocna."]


def test_a_report_quoting_a_publishers_cookie_words_stays() -> None:
    found = _news("Kara za baner", "pl", _ps(PL), "https://wiadomosci.example.pl/kraj/kara-baner", "Wiadomości")
    assert _missing(PL, found) == []


def test_a_polish_cookie_banner_still_goes() -> None:
    banner = ("Korzystamy z plików cookie, aby zapewnić prawidłowe działanie serwisu i dopasować reklamy. Klikając "
              "„Akceptuję”, wyrażasz zgodę na ich użycie.")
    found = _news("Kara za baner", "pl", _ps(PL[:1] + PL[2:]) + f'<div class="consent"><p>{banner}</p></div>',
                  "https://wiadomosci.example.pl/kraj/kara-baner", "Wiadomości")
    assert _missing(PL[:1] + PL[2:], found) == []
    assert _present([banner], found) == []
