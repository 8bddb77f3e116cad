"""Regression tests for the fact fields of a page's own subject beside its body (session 32): a Drupal node's
contact field (an office's address, phone and opening hours beside ``field--name-body``), The Events Calendar's
details, organizer and venue groups, schema.org's ``itemprop="address"``/``"telephone"`` of a university's
department and TYPO3 tt_address's record were lost: their short lines have few stop words, and the events
plugin's groups are named "meta".  One hand-written page per class, after the markup the engines write, with the
furniture beside them that must still go (a site-wide contact block in the footer region, the tags field, the
previous/next event links, "Add to calendar", a share bar)."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _texts(body: str, url: str, title: str = "Page", head: str = "") -> list[str]:
    return [b.text for b in extract_page(page(body, title, head), url, OPTIONS).blocks]


DE = [
    "Das Gemeindeamt ist die erste Anlaufstelle für alle Anliegen der Bürgerinnen und Bürger. Hier erhalten Sie "
    "Auskunft zu Meldewesen, Bauangelegenheiten und Förderungen der Gemeinde.",
    "Bitte vereinbaren Sie für persönliche Vorsprachen nach Möglichkeit einen Termin, damit wir uns ausreichend "
    "Zeit für Ihr Anliegen nehmen können. Telefonische Anfragen beantworten wir gerne während der Amtsstunden.",
    "Für dringende Angelegenheiten außerhalb der Amtsstunden wenden Sie sich bitte an den Bürgermeister oder an "
    "die Bereitschaft des Bauhofs.",
]
CONTACT = ["Gemeindeamt Musterdorf", "Hauptstraße 12", "4020 Musterdorf", "Tel.: +43 732 12345-0",
           "Fax: +43 732 12345-20", "E-Mail: gemeinde@musterdorf.at", "Mo–Fr 8:00–12:00 Uhr", "Do 14:00–18:00 Uhr"]


def _drupal_contact() -> str:
    """Drupal 10's (Olivero) basic page "Kontakt": the body and a long-text contact field in the same node; the
    footer region's custom block repeats the office's address in a field of its own, with the site's links."""
    return (
        '<header class="site-header"><nav class="primary-nav"><ul class="menu"><li><a href="/">Startseite</a></li>'
        '<li><a href="/rathaus">Rathaus</a></li><li><a href="/buergerservice">Bürgerservice</a></li>'
        '<li><a href="/kontakt">Kontakt</a></li></ul></nav></header>'
        '<main role="main"><div class="region region--content"><article role="article" data-history-node-id="14" '
        'class="node node--type-page node--view-mode-full">'
        '<h1 class="page-title"><span class="field field--name-title field--type-string">Kontakt</span></h1>'
        '<div class="node__content"><div class="clearfix text-formatted field field--name-body '
        'field--type-text-with-summary field--label-hidden field__item">' + "".join(f"<p>{t}</p>" for t in DE)
        + '</div><div class="field field--name-field-kontakt field--type-text-long field--label-above">'
        '<div class="field__label">Kontaktdaten</div><div class="clearfix text-formatted field__item">'
        + "".join(f"<p>{t}</p>" for t in CONTACT) + '</div></div>'
        '<div class="field field--name-field-date-last-reviewed field--type-datetime field--label-inline">'
        '<div class="field__label">Zuletzt geprüft:</div><div class="field__item"><time datetime="2025-04-14">'
        'April 2025</time></div></div>'
        '<div class="field field--name-field-tags field--type-entity-reference field--label-inline">'
        '<div class="field__label">Schlagworte</div><div class="field__items"><div class="field__item">'
        '<a href="/taxonomy/term/3" hreflang="de">Gemeindeamt</a></div><div class="field__item">'
        '<a href="/taxonomy/term/9" hreflang="de">Bürgerservice</a></div></div></div>'
        '</div></article></div></main>'
        '<div class="region region--footer-top"><div id="block-adresse" class="block block-block-content">'
        '<div class="field field--name-field-adresse field--type-text-long"><p>Gemeinde Musterdorf</p>'
        '<p>Rathausplatz 1, 4020 Musterdorf</p></div></div>'
        '<ul class="menu"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a>'
        '</li></ul></div>'
    )


def test_drupal_contact_field_beside_the_body_is_the_pages_text():
    texts = _texts(_drupal_contact(), "https://www.musterdorf.at/kontakt", "Kontakt | Gemeinde Musterdorf")
    for line in DE + CONTACT:
        assert line in texts, line
    # the tags field, the page's review date, the footer region's address block and the site's links are not
    # the page's
    for gone in ("Gemeindeamt", "Schlagworte", "Rathausplatz 1, 4020 Musterdorf", "Impressum", "Startseite",
                 "April 2025"):
        assert gone not in texts, gone


EN = [
    "Join us for an evening of live jazz on the lawn of Riverside Park. The Springfield Jazz Collective will play "
    "two sets of standards and new pieces written by its members for the summer season.",
    "Bring a blanket or a folding chair; food trucks will be parked along the river path from six o'clock. In case "
    "of rain the concert moves to the pavilion next to the boathouse.",
]


def _tribe_event() -> str:
    """The Events Calendar's (WordPress) single event: the description, then the meta sections with the details,
    organizer and venue groups, the subscribe dropdown and the previous/next event links."""
    return (
        '<header class="site-header"><nav><ul><li><a href="/">Home</a></li><li><a href="/events/">Events</a></li>'
        '</ul></nav></header>'
        '<main id="tribe-events-pg-template" class="tribe-events-pg-template">'
        '<div id="tribe-events-content" class="tribe-events-single"><p class="tribe-events-back">'
        '<a href="/events/">« All Events</a></p><h1 class="tribe-events-single-event-title">Jazz on the Lawn</h1>'
        '<div class="tribe-events-schedule tribe-clearfix"><h2><span class="tribe-event-date-start">June 14 @ 7:00 '
        'pm</span> - <span class="tribe-event-time">10:00 pm</span></h2><span class="tribe-events-cost">$15</span></div>'
        '<div id="post-123" class="post-123 tribe_events type-tribe_events status-publish hentry">'
        '<div class="tribe-events-single-event-description tribe-events-content">'
        + "".join(f"<p>{t}</p>" for t in EN) + '</div>'
        '<div class="tribe-events tribe-common"><div class="tribe-events-c-subscribe-dropdown__container">'
        '<div class="tribe-events-c-subscribe-dropdown"><button class="tribe-common-c-btn-border">Add to calendar'
        '</button><ul><li><a href="https://www.google.com/calendar/event?action=TEMPLATE">Google Calendar</a></li>'
        '<li><a href="/event/jazz/ical/">iCalendar</a></li></ul></div></div></div>'
        '<div class="tribe-events-single-section tribe-events-event-meta primary tribe-clearfix">'
        '<div class="tribe-events-meta-group tribe-events-meta-group-details"><h2 class="tribe-events-single-section-'
        'title">Details</h2><dl><dt class="tribe-events-start-date-label">Date:</dt><dd><abbr class="tribe-events-abbr '
        'tribe-events-start-date published dtstart" title="2026-06-14">June 14</abbr></dd>'
        '<dt class="tribe-events-start-time-label">Time:</dt><dd><div class="tribe-events-abbr tribe-events-start-time '
        'published dtstart">7:00 pm - 10:00 pm</div></dd>'
        '<dt class="tribe-events-event-cost-label">Cost:</dt><dd class="tribe-events-event-cost">$15</dd></dl></div>'
        '<div class="tribe-events-meta-group tribe-events-meta-group-organizer"><h2 class="tribe-events-single-'
        'section-title">Organizer</h2><dl><dd class="tribe-organizer">Friends of Riverside Park</dd>'
        '<dt class="tribe-organizer-tel-label">Phone:</dt><dd class="tribe-organizer-tel">555-0134</dd>'
        '<dt class="tribe-organizer-url-label">Website:</dt><dd class="tribe-organizer-url">'
        '<a href="https://friendsofriverside.org">View Organizer Website</a></dd></dl></div></div>'
        '<div class="tribe-events-single-section tribe-events-event-meta secondary tribe-clearfix">'
        '<div class="tribe-events-meta-group tribe-events-meta-group-venue"><h2 class="tribe-events-single-section-'
        'title">Venue</h2><dl><dd class="tribe-venue">Riverside Park</dd><dd class="tribe-venue-location">'
        '<address class="tribe-events-address"><span class="tribe-street-address">120 River Road</span><br>'
        '<span class="tribe-locality">Springfield</span>, <abbr class="tribe-region">IL</abbr> '
        '<span class="tribe-postal-code">62701</span></address></dd>'
        '<dt class="tribe-venue-tel-label">Phone:</dt><dd class="tribe-venue-tel">555-0199</dd></dl></div></div></div>'
        '<div id="tribe-events-footer"><nav class="tribe-events-nav-pagination" aria-label="Event Navigation">'
        '<ul class="tribe-events-sub-nav"><li class="tribe-events-nav-previous"><a href="/event/summer-choir/">'
        '« Summer Choir Concert</a></li><li class="tribe-events-nav-next"><a href="/event/farmers-market/">Farmers '
        'Market »</a></li></ul></nav></div></div></main>'
        '<footer class="site-footer"><p>© 2026 Springfield Parks Foundation</p></footer>'
    )


def test_events_calendar_details_organizer_and_venue_are_the_pages_text():
    texts = _texts(_tribe_event(), "https://springfieldparks.org/event/jazz-on-the-lawn/",
                   "Jazz on the Lawn – Springfield Parks")
    for line in EN + ["Details", "7:00 pm - 10:00 pm", "Friends of Riverside Park", "555-0134", "Venue",
                      "Riverside Park", "555-0199"]:
        assert line in texts, line
    assert any("120 River Road" in t for t in texts)
    for gone in ("Add to calendar", "Google Calendar", "« Summer Choir Concert", "Farmers Market »", "« All Events"):
        assert not any(gone in t for t in texts), gone


CS = [
    "Katedra sociologie patří k nejstarším pracovištím fakulty. Zabývá se výzkumem sociálních nerovností, proměn "
    "rodiny a veřejného mínění a nabízí bakalářský, magisterský i doktorský studijní program.",
    "Studenti se během studia seznámí s kvalitativními i kvantitativními metodami výzkumu a mohou se zapojit do "
    "projektů, které katedra řeší s partnery z domova i ze zahraničí.",
    "Konzultační hodiny vyučujících najdete v jejich osobních profilech. Studijní záležitosti vyřizuje sekretariát "
    "katedry v úředních hodinách.",
]


def _department() -> str:
    """A university department's page (a Bootstrap CMS) stating its subject in schema.org microdata: the text,
    then the contact box with ``itemprop="address"``, ``"telephone"`` and ``"openingHours"``, a share bar; beside it
    a column with the faculty's own address (microdata too) and its news; the faculty's contact below."""
    return (
        '<header class="site-header"><nav><ul><li><a href="/">Úvod</a></li><li><a href="/studium">Studium</a></li>'
        '<li><a href="/veda">Věda a výzkum</a></li></ul></nav></header>'
        '<main id="main"><div class="container"><div class="row">'
        '<div class="col-md-8" itemscope itemtype="https://schema.org/CollegeOrUniversity">'
        '<h1 itemprop="name">Katedra sociologie</h1><div class="page-content">' + "".join(f"<p>{t}</p>" for t in CS)
        + '</div><div class="contact-box"><h2>Kontakt</h2><div itemprop="address" itemscope '
        'itemtype="https://schema.org/PostalAddress"><p itemprop="streetAddress">Pekařská 16</p><p>'
        '<span itemprop="postalCode">155 00</span> <span itemprop="addressLocality">Praha 5</span></p></div>'
        '<p itemprop="telephone">+420 251 080 111</p><p itemprop="openingHours" content="Mo-Th 09:00-12:00">'
        'Po–Čt 9:00–12:00</p></div>'
        '<div class="share-links"><span>Sdílet:</span> <a href="https://www.facebook.com/sharer/sharer.php?u=x">'
        'Facebook</a> <a href="https://x.com/intent/tweet?url=x">X</a> <a href="https://www.linkedin.com/'
        'shareArticle?url=x">LinkedIn</a></div></div>'
        '<div class="col-md-4"><div class="faculty-contact" itemscope itemtype="https://schema.org/CollegeOrUniversity">'
        '<h2>Fakulta sociálních věd</h2><div itemprop="address"><p>Smetanovo nábřeží 6</p><p>110 01 Praha 1</p></div>'
        '<p itemprop="telephone">+420 222 112 111</p></div><h2>Aktuality</h2><ul><li><a href="/aktuality/1">Den '
        'otevřených dveří 2027</a></li><li><a href="/aktuality/2">Nový grant GAČR pro katedru</a></li></ul></div>'
        '</div></div></main>'
        '<div class="site-footer-contact"><p>Fakulta sociálních věd, Smetanovo nábřeží 6, 110 01 Praha 1</p>'
        '<p>Tel.: +420 222 112 111</p></div>'
    )


def test_microdata_address_of_the_pages_subject_is_its_text():
    texts = _texts(_department(), "https://fsv.example.cz/katedry/sociologie", "Katedra sociologie | FSV")
    for line in CS + ["Pekařská 16", "155 00 Praha 5", "+420 251 080 111", "Po–Čt 9:00–12:00"]:
        assert line in texts, line
    # the faculty's address in the side column and below the page, its news and the share bar are not the page's
    for gone in ("Smetanovo nábřeží 6", "+420 222 112 111", "Aktuality", "Facebook", "Sdílet:"):
        assert not any(gone in t for t in texts), gone


STATUTE = [
    "Der Verein führt den Namen „Förderverein der Grundschule am Lindenhof e.V.“ und hat seinen Sitz in "
    "Musterstadt. Er ist in das Vereinsregister beim Amtsgericht Musterstadt eingetragen.",
    "Zweck des Vereins ist die Förderung der Erziehung und Bildung der Schülerinnen und Schüler der Grundschule am "
    "Lindenhof. Der Zweck wird insbesondere verwirklicht durch die Beschaffung von Lehr- und Lernmitteln und die "
    "Unterstützung von Klassenfahrten.",
    "Mitglied des Vereins kann jede natürliche oder juristische Person werden, die die Ziele des Vereins "
    "unterstützt. Über den schriftlichen Aufnahmeantrag entscheidet der Vorstand.",
]


def test_address_element_after_a_statute_is_its_text():
    """A club's statute (a WordPress page): the paragraphs, then HTML's ``<address>`` of the club beside the
    entry's content in the same ``<article>``; the sidebar's contact widget repeats the street."""
    body = (
        '<header id="masthead" class="site-header"><nav class="main-navigation"><ul><li><a href="/">Start</a></li>'
        '<li><a href="/verein">Verein</a></li><li><a href="/satzung">Satzung</a></li></ul></nav></header>'
        '<div id="content" class="site-content"><main id="main" class="site-main">'
        '<article id="post-12" class="post-12 page type-page status-publish hentry"><header class="entry-header">'
        '<h1 class="entry-title">Satzung</h1></header><div class="entry-content">'
        + "".join(f"<h3>§ {n + 1}</h3><p>{t}</p>" for n, t in enumerate(STATUTE))
        + '<p>Musterstadt, den 12. März 2019</p></div><address>Förderverein der Grundschule am Lindenhof e.V.<br>'
        'Lindenstraße 4<br>12345 Musterstadt<br>Tel. 0123 456789</address></article></main>'
        '<aside id="secondary" class="widget-area"><section class="widget"><h2 class="widget-title">Kontakt</h2>'
        '<p>Lindenstraße 4, 12345 Musterstadt</p></section></aside></div>'
        '<footer class="site-footer"><p>© 2026 Förderverein Lindenhof</p></footer>'
    )
    texts = _texts(body, "https://foerderverein-lindenhof.de/satzung/", "Satzung – Förderverein Lindenhof")
    for line in STATUTE + ["Musterstadt, den 12. März 2019"]:
        assert line in texts, line
    assert "Förderverein der Grundschule am Lindenhof e.V. Lindenstraße 4 12345 Musterstadt Tel. 0123 456789" in texts
    for gone in ("Lindenstraße 4, 12345 Musterstadt", "Kontakt", "Verein", "© 2026 Förderverein Lindenhof"):
        assert gone not in texts, gone


PL = [
    "Wydział Komunikacji przyjmuje wnioski o rejestrację pojazdów, wydanie prawa jazdy oraz zmiany danych w "
    "dowodzie rejestracyjnym. Sprawy można załatwić osobiście lub przez pełnomocnika.",
    "Przed wizytą prosimy o umówienie terminu przez internetowy system rezerwacji, ponieważ w godzinach szczytu "
    "czas oczekiwania na obsługę bez rezerwacji może wynosić nawet dwie godziny.",
]


def test_typo3_tt_address_record_after_the_text_is_its_text():
    """A Polish county office's TYPO3 page: a text content element, then tt_address's record of the office
    (name, street, town, phone, hours: no heading over them, which TYPO3's frames of facts have) in the next content
    element; the right column's "Aktualności" goes."""
    body = (
        '<header class="page-header"><nav class="navbar"><ul><li><a href="/">Strona główna</a></li>'
        '<li><a href="/urzad">Urząd</a></li><li><a href="/sprawy">Załatw sprawę</a></li></ul></nav></header>'
        '<main class="page-main"><div class="container"><div class="row"><div class="col-lg-9 maincontent">'
        '<div id="c120" class="frame frame-default frame-type-text frame-layout-0"><header><h1>Wydział Komunikacji'
        '</h1></header>' + "".join(f"<p>{t}</p>" for t in PL) + '</div>'
        '<div id="c121" class="frame frame-default frame-type-list frame-layout-0"><div class="tx-tt-address">'
        '<div class="tt_address_detail"><p class="tt_address_name"><strong>Wydział Komunikacji Starostwa Powiatowego'
        '</strong></p>'
        '<p>ul. Kościuszki 7</p><p>44-200 Rybnik</p><p>tel. 32 422 11 00</p><p>pon.–pt. 7:30–15:30</p>'
        '</div></div></div></div>'
        '<div class="col-lg-3 sidebar-right"><h2>Aktualności</h2><ul><li><a href="/aktualnosci/1">Nowe godziny '
        'pracy kasy</a></li><li><a href="/aktualnosci/2">Przerwa w systemie CEPiK</a></li></ul></div>'
        '</div></div></main><footer class="page-footer"><p>© 2026 Starostwo Powiatowe</p></footer>'
    )
    texts = _texts(body, "https://www.powiat.example.pl/sprawy/wydzial-komunikacji", "Wydział Komunikacji")
    for line in PL + ["Wydział Komunikacji Starostwa Powiatowego", "ul. Kościuszki 7", "44-200 Rybnik", "tel. 32 422 11 00", "pon.–pt. 7:30–15:30"]:
        assert line in texts, line
    for gone in ("Aktualności", "Nowe godziny pracy kasy", "Strona główna"):
        assert not any(gone in t for t in texts), gone


def test_a_drupal_field_named_as_furniture_beside_the_body_is_no_subject_field():
    # (second read) a Drupal field is a fact of the page's subject unless its own name calls it furniture: a node's
    # sponsored-content and author-bio fields after the body still go, its contact field stays
    sponsored = ("Dieser Beitrag wird Ihnen präsentiert von der Musterbank, Ihrem verlässlichen Partner für alle "
                 "Finanzfragen in der Region und darüber hinaus.")
    bio = ("Anna Beispiel ist seit zwanzig Jahren Redakteurin im Gemeindeamt und schreibt über alles, was die "
           "Bürgerinnen und Bürger bewegt.")
    body = _drupal_contact().replace(
        '<div class="field field--name-field-kontakt',
        f'<div class="field field--name-field-sponsored-content field--type-text-long"><p>{sponsored}</p></div>'
        f'<div class="field field--name-field-author-bio field--type-text-long"><p>{bio}</p></div>'
        '<div class="field field--name-field-kontakt', 1)
    assert 'field--name-field-sponsored-content' in body
    texts = _texts(body, "https://www.musterdorf.at/kontakt", "Kontakt | Gemeinde Musterdorf")
    assert sponsored not in texts and bio not in texts, texts
    for line in DE + CONTACT:
        assert line in texts, line
