"""A hostile review of session 37's rules from xen37, xshopforum37, xde37 and xfrit37 (xreview37c): pages of other
kinds than the ones each rule was written for, where it could take an article's text or keep furniture.

The one misfire found: ``furniture._opening_post`` (a forum thread's opening post outside its comment elements counts
with the replies) took an Invision blog entry over its comments, an Invision Pages article and a XenForo Media
Gallery item for a thread's opening post (the entry and the comments share ``ipsType_richText``, ``bbWrapper``): the
readers' comments were kept as the thread's posts.  Those engines' threads list the opening post among the replies,
so their names left the rule (the XenForo gallery item's comments stay for another reason, an open case).  The other tests guard the rules that held: boilerplate names met as a heading's
generated id or a page's own wrapper ("safety-tips-for-hikers", "how-to-donate", "donate-page"), a product's
``<div>`` pairs beside contact and weather pairs that must not come back, a question over a kept block that is a
prompt, and a marketplace's buy-box lines quoted in a consumer-advice article's sentences."""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import processed

# --- furniture._opening_post: an article's entry above its readers' comments on a forum engine's other apps --------

_ENTRY = ["After two winters of planning we finally replaced the old oil boiler in our 1930s semi with an air source "
          "heat pump, and this entry is the long version of how it went.",
          "The survey found that three of the downstairs radiators were too small for the lower flow temperature, so "
          "the installer swapped them for larger double panels before the pump went in.",
          "Our first full month of heating cost a little less than the oil did, even with the colder spell in January, "
          "and the house has never been as evenly warm as it is now."]
_COMMENTS = ["Great write-up, thanks for sharing the running costs. Did you need planning permission for the outdoor "
             "unit, or did it fall under permitted development where you live?",
             "We had the same problem with undersized radiators and ended up changing five of them. Worth it though, "
             "the flow temperature is now 42 degrees and the bills are fine.",
             "How loud is the unit really? Our neighbours are worried about noise and I would like to be able to tell "
             "them something better than the figure on the spec sheet."]
_ENTRY_FR = ["La commune a inauguré samedi la nouvelle médiathèque installée dans l'ancienne gare, après deux ans de "
             "travaux et un chantier plusieurs fois retardé par la découverte d'amiante.",
             "Le bâtiment accueille désormais plus de vingt mille documents, un espace pour les tout-petits et une salle "
             "de travail ouverte aux lycéens le mercredi après-midi et le samedi.",
             "L'entrée reste gratuite pour les habitants, et l'abonnement annuel passe à huit euros pour les familles "
             "des communes voisines, contre douze euros auparavant."]
_COMMENTS_FR = ["Enfin ! Nous attendions cette ouverture depuis longtemps, bravo aux bibliothécaires qui ont tenu bon "
                "pendant les travaux dans les locaux provisoires de la mairie.",
                "Dommage que les horaires du dimanche n'aient pas été retenus, beaucoup de parents qui travaillent ne "
                "pourront venir que le samedi matin avec les enfants.",
                "Est-ce que le parking de l'ancienne gare sera gratuit pour les usagers de la médiathèque, ou faut-il "
                "toujours payer le stationnement en semaine ?"]


def _invision_comment(n: int, text: str) -> str:
    return (f"<article id='elComment_{n}' class='ipsComment ipsComment_parent ipsClearfix ipsClear ipsColumns "
            "ipsColumns_noSpacing ipsColumns_collapsePhone'><div class='ipsColumn ipsColumn_fixed ipsColumn_narrow'>"
            f"<a href='/profile/{n}-member/' class='ipsUserPhoto'><img src='/u.png' alt=''></a></div><div "
            "class='ipsColumn ipsColumn_fluid'><div class='ipsComment_header'><h3 class='ipsComment_author "
            f"ipsType_blendLinks'><strong><a href='/profile/{n}-member/'>member{n}</a></strong></h3><p "
            f"class='ipsComment_meta ipsType_light'><time datetime='2026-02-0{n}T10:00:00Z'>February {n}</time></p>"
            "</div><div class='ipsComment_content ipsType_medium'><div data-role='commentContent' class='ipsType_normal "
            f"ipsType_richText ipsContained'><p>{text}</p></div></div></div></article>")


def _invision(title: str, lang: str, entry: list[str], comments: list[str], heading: str) -> str:
    """An Invision Community page of its Blog or Pages app: the entry in an ``ipsType_richText`` section, the readers'
    comments under it as ``ipsComment`` articles with their text in ``ipsType_richText`` too."""
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta property='og:type' content='article'><meta "
            f"property='og:title' content='{title}'><title>{title} - Community</title></head><body class='ipsApp "
            "ipsApp_front'><div id='ipsLayout_header'><header><div class='ipsLayout_container'><a href='/' "
            "id='elLogo'>Community</a></div><nav><ul id='elNavigation'><li><a href='/forums/'>Forums</a></li><li><a "
            "href='/blogs/'>Blogs</a></li></ul></nav></header></div><main id='ipsLayout_body' "
            "class='ipsLayout_container'><div id='ipsLayout_contentArea'><div id='ipsLayout_mainArea'><div "
            f"class='ipsPageHeader ipsBox ipsPadding'><h1 class='ipsType_pageTitle'>{title}</h1><p "
            "class='ipsType_light'><a href='/profile/1-jo/'>jo_builds</a>, <time datetime='2026-01-30T09:00:00Z'>30/01"
            "</time></p></div><article class='ipsBox ipsPadding'><section class='ipsType_normal ipsType_richText "
            "ipsContained ipsType_break ipsSpacer_bottom' data-controller='core.front.core.lightboxedImages'>"
            + "".join(f"<p>{p}</p>" for p in entry) + "</section></article><div class='ipsBox ipsPadding'><h2 "
            f"class='ipsType_sectionTitle'>{heading}</h2><div data-role='commentFeed' "
            "data-controller='core.front.core.commentFeed'>"
            + "".join(_invision_comment(n + 1, c) for n, c in enumerate(comments))
            + "</div></div></div></div></main><footer id='ipsLayout_footer'><p id='elCopyright'>Powered by Invision "
            "Community</p></footer></body></html>")


def _xfmg(entry: list[str], comments: list[str]) -> str:
    """A XenForo Media Gallery item: its description in a ``bbWrapper``, the comments under it as XenForo messages
    (``js-comment``) with their text in ``bbWrapper`` too."""
    replies = "".join(
        f"<article class='message message--simple js-comment' data-author='user{n}' data-content='xfmg-comment-{n}' "
        f"id='js-xfmgComment-{n}'><div class='message-inner'><div class='message-cell message-cell--user'><a "
        f"href='/members/user{n}.{n}/' class='avatar'><img src='/a.png' alt='user{n}'></a></div><div "
        "class='message-cell message-cell--main'><div class='message-main'><header class='message-attribution'><a "
        f"href='/members/user{n}.{n}/' class='username'>user{n}</a> <time class='u-dt' "
        f"datetime='2026-03-0{n}T10:00:00+0000'>Mar {n}, 2026</time></header><div class='message-content "
        f"js-messageContent'><article class='message-body'><div class='bbWrapper'>{c}</div></article></div></div>"
        "</div></div></article>" for n, c in enumerate(comments, 1))
    return ("<!DOCTYPE html><html lang='en-US'><head><meta property='og:type' content='article'><title>Radiator swap "
            "before the heat pump | Media | Green Homes</title></head><body data-template='xfmg_media_view'><div "
            "class='p-pageWrapper'><header class='p-header'><a href='/'>Green Homes</a><nav class='p-nav'><ul><li><a "
            "href='/forums/'>Forums</a></li><li><a href='/media/'>Media</a></li></ul></nav></header><div "
            "class='p-body'><div class='p-body-header'><h1 class='p-title-value'>Radiator swap before the heat pump"
            "</h1></div><div class='p-body-main'><div class='media'><div class='media-container'><img "
            "src='/media/radiators.jpg' alt=''></div></div><div class='block block--media-description'><div "
            "class='block-container'><div class='block-body block-row'><div class='bbWrapper'>"
            + "<br><br>".join(entry) + "</div></div></div></div><div class='block block--messages' "
            "data-type='xfmg_comment'><div class='block-container'><h3 class='block-header'>Comments</h3><div "
            f"class='block-body js-replyNewMessageContainer'>{replies}</div></div></div></div></div><footer "
            "class='p-footer'><a href='/help/terms/'>Terms and rules</a></footer></div></body></html>")


_ENGINE_ITEMS = {
    "invision-blog": (_invision("Our heat pump, six months on", "en", _ENTRY, _COMMENTS, "3 Comments"),
                      "https://greenhomes.example/blogs/entry/12-our-heat-pump-six-months-on/", _ENTRY, _COMMENTS),
    "invision-pages-fr": (_invision("La médiathèque ouvre dans l'ancienne gare", "fr", _ENTRY_FR, _COMMENTS_FR,
                                    "3 commentaires"),
                          "https://forum-du-village.example/actualites/article/41-la-mediatheque-ouvre/", _ENTRY_FR,
                          _COMMENTS_FR),
    "xfmg": (_xfmg(_ENTRY, _COMMENTS), "https://greenhomes.example/media/radiator-swap.318/", _ENTRY, _COMMENTS),
}


_OPEN = {"xfmg": "the comments stay whatever the opening post's names (so before session 37 too): XenForo's messages "
                 "under a gallery item are taken for a thread's posts by another rule"}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(reason=_OPEN[n], strict=True)) if n in _OPEN
                                  else n for n in _ENGINE_ITEMS])
def test_an_engines_blog_entry_or_article_over_its_readers_comments_is_no_threads_opening_post(name: str) -> None:
    html, url, entry, comments = _ENGINE_ITEMS[name]
    found = "\n".join(_paragraphs(processed(html, url).body))
    assert [p for p in entry if p[:60] not in found] == []
    assert [c for c in comments if c[:60] in found] == []


# --- boilernames: the new names met as a heading's generated id or as a page's own wrapper --------------------------

_HIKE = ["Before you set off, check the forecast for the whole day and tell someone at home which route you plan to "
         "take and when you expect to be back down in the valley.",
         "Carry a paper map and a compass even if you trust your phone, because batteries drain quickly in the cold "
         "and the signal often drops out in the narrow side valleys.",
         "Wear layers rather than one thick jacket, so that you can take one off on the climb and put it back on at "
         "the summit, where the wind is always stronger than you expect.",
         "Turn back if the weather changes: the mountain will still be there next weekend, and most rescues in the "
         "national park begin with a group that decided to push on regardless."]


def _hugo(section: str) -> str:
    """A Hugo blog post whose headings carry the ids Hugo makes of their words."""
    return ("<!DOCTYPE html><html lang='en'><head><meta property='og:type' content='article'><meta name='generator' "
            "content='Hugo 0.120.4'><title>Hiking in winter | Trail Notes</title></head><body><header "
            "class='site-header'><a href='/'>Trail Notes</a><nav><ul><li><a href='/posts/'>Posts</a></li><li><a "
            "href='/about/'>About</a></li></ul></nav></header><main><article class='post'><h1 class='post-title'>Hiking "
            "in winter: what I learned</h1><time datetime='2026-11-02'>2 November 2026</time><div "
            f"class='post-content'><p>{_HIKE[0]}</p>{section}</div></article></main><footer class='site-footer'><p>© "
            "2026 Trail Notes</p></footer></body></html>")


_GIVE = ["Every winter our volunteers deliver hot meals to more than four hundred older people who live alone in the "
         "villages around the town.",
         "Last year a gift of twenty-five pounds paid for a week of meals for one person, and a gift of one hundred "
         "pounds kept a delivery van on the road for a month.",
         "We receive no money from the council for this work, so everything we do depends on people like you who give "
         "what they can, once or every month."]
_SPENDEN = ["Den größten Teil brachte ein Flohmarkt im Sommer, bei dem Ehrenamtliche an zwei Wochenenden Geschirr, "
            "Bücher und Spielzeug verkauften.",
            "Dazu kamen Spenden von Firmen aus dem Gewerbegebiet und eine Erbschaft, die eine ältere Dame dem Verein "
            "vermacht hatte."]
_NAMED_PAGES = {
    "hugo-heading-ids": (
        _hugo(f"<h2 id='safety-tips-for-hikers'>Safety tips for hikers</h2><p>{_HIKE[1]}</p><p>{_HIKE[2]}</p><h2 "
              f"id='how-to-donate'>How to donate to the mountain rescue</h2><p>{_HIKE[3]}</p>"),
        "https://trailnotes.example/posts/hiking-in-winter/",
        ["Safety tips for hikers", "How to donate to the mountain rescue", *_HIKE], []),
    "section-safety-tips": (
        _hugo(f"<section id='safety-tips'><h2>Safety tips</h2><p>{_HIKE[1]}</p><p>{_HIKE[2]}</p></section><p>{_HIKE[3]}"
              "</p>"), "https://trailnotes.example/posts/hiking-in-winter/", ["Safety tips", *_HIKE], []),
    "charity-donate-page": (
        "<!DOCTYPE html><html lang='en'><head><title>Donate | Meals on Wheels Westshire</title></head><body "
        "class='page-template-default page page-id-12'><header><nav class='main-navigation'><ul><li><a href='/'>Home"
        "</a></li><li><a href='/donate/'>Donate</a></li></ul></nav></header><main id='main'><div class='donate-page'>"
        "<h1>Help us keep the vans on the road</h1><div class='donate-page__intro'>"
        + "".join(f"<p>{p}</p>" for p in _GIVE) + "</div><form class='donate-form'><label>Amount</label><input "
        "name='amount'><button>Donate now</button></form></div></main><footer id='colophon'><p>Registered charity no. "
        "1234567</p></footer></body></html>",
        "https://westshiremeals.example/donate/", _GIVE, ["Donate now"]),
    "news-section-donate-de": (
        "<!DOCTYPE html><html lang='de'><head><meta property='og:type' content='article'><title>Tierheim bekommt neues "
        "Katzenhaus | Lokalzeitung</title></head><body><main><article><h1>Tierheim bekommt neues Katzenhaus</h1><div "
        "class='article-body'><p>Nach einem Jahr Sammeln ist es geschafft: Das Tierheim am Stadtrand hat genug Geld "
        "zusammen, um im Frühjahr mit dem Bau eines neuen Katzenhauses zu beginnen.</p><section id='spenden' "
        f"class='donate'><h2>So kamen die Spenden zusammen</h2><p>{_SPENDEN[0]}</p><p>{_SPENDEN[1]}</p></section><p>Die "
        "Leiterin des Tierheims bedankte sich bei allen Unterstützern und lud zum Tag der offenen Tür im Mai ein, wenn "
        "der Grundstein gelegt wird.</p></div></article></main></body></html>",
        "https://lokalzeitung.example/tierheim-katzenhaus", ["So kamen die Spenden zusammen", *_SPENDEN], []),
}


@pytest.mark.parametrize("name", list(_NAMED_PAGES))
def test_a_donation_or_safety_tips_name_on_a_pages_own_heading_or_wrapper_keeps_its_text(name: str) -> None:
    html, url, kept, gone = _NAMED_PAGES[name]
    found = "\n".join(_paragraphs(processed(html, url).body))
    assert [t for t in kept if t not in found] == []
    assert [t for t in gone if t in found] == []


# --- itempage.label_pairs: a product's <div> pairs stay, the site's contact and weather pairs do not come back -------

_WEATHER = ("<aside class='widget'><div class='wetter'><div class='w-row'><div>Temperatur</div><div>12 °C</div></div>"
            "<div class='w-row'><div>Wind</div><div>NW 14 km/h</div></div><div class='w-row'><div>Luftfeuchte</div>"
            "<div>81 %</div></div><div class='w-row'><div>Niederschlag</div><div>0,4 mm</div></div></div></aside>")


def _contact_pairs(phone: str, fax: str, mail: str) -> str:
    return (f"<div class='footer-contact'><div class='row'><span class='label'>Telefon</span><span class='value'>{phone}"
            f"</span></div><div class='row'><span class='label'>Fax</span><span class='value'>{fax}</span></div><div "
            f"class='row'><span class='label'>E-Mail</span><span class='value'>{mail}</span></div></div>")


def test_a_products_div_pairs_stay_and_the_sites_contact_and_weather_pairs_do_not() -> None:
    html = ("<!DOCTYPE html><html lang='de'><head><meta property='og:type' content='product'><title>Hochbeet Lärche "
            "200 x 100 cm | Gartenwelt</title></head><body><header><nav><ul><li><a href='/'>Start</a></li><li><a "
            "href='/hochbeete/'>Hochbeete</a></li></ul></nav></header><main><div class='product-detail'><h1>Hochbeet "
            "Lärche 200 x 100 cm</h1><div class='price'>249,00 €</div><div class='product-description'><p>Unser "
            "Hochbeet aus unbehandelter sibirischer Lärche ist witterungsbeständig und hält ohne Anstrich viele Jahre "
            "im Freien.</p><p>Die Seitenwände sind innen mit einer Noppenfolie ausgekleidet, damit das Holz nicht "
            "ständig mit der feuchten Erde in Berührung kommt.</p></div><div class='product-specs'><h2>Technische "
            "Daten</h2><div class='spec'><div class='spec__label'>Material</div><div class='spec__value'>Sibirische "
            "Lärche</div></div><div class='spec'><div class='spec__label'>Maße</div><div class='spec__value'>200 x 100 "
            "x 80 cm</div></div><div class='spec'><div class='spec__label'>Gewicht</div><div class='spec__value'>48 kg"
            f"</div></div></div></div></main>{_WEATHER}<footer class='site-footer'>"
            + _contact_pairs("+49 89 123 456 0", "+49 89 123 456 99", "info@gartenwelt.example")
            + "</footer></body></html>")
    found = "\n".join(_paragraphs(processed(html, "https://gartenwelt.example/hochbeet-laerche-200").body))
    assert "Sibirische Lärche" in found and "200 x 100 x 80 cm" in found
    assert [t for t in ("+49 89 123 456 99", "info@gartenwelt.example", "NW 14 km/h", "81 %") if t in found] == []


def test_an_offices_contact_pairs_stay_under_its_text_and_the_footers_do_not_come_back() -> None:
    html = ("<!DOCTYPE html><html lang='de'><head><title>Bürgerbüro | Gemeinde Hohenau</title></head><body><header>"
            "<nav><ul><li><a href='/'>Start</a></li><li><a href='/rathaus/'>Rathaus</a></li></ul></nav></header><main>"
            "<h1>Bürgerbüro</h1><div class='content'><p>Im Bürgerbüro erledigen Sie Ihre Anliegen rund um "
            "Personalausweis, Reisepass, Meldebescheinigung und Führungszeugnis an einer Stelle.</p><p>Bitte "
            "vereinbaren Sie für die Beantragung von Ausweisdokumenten vorab einen Termin, damit Wartezeiten vermieden "
            "werden.</p><div class='contact-box'><h2>Kontakt</h2><div class='c-row'><span>Ansprechpartnerin</span>"
            "<span>Maria Huber</span></div><div class='c-row'><span>Telefon</span><span>08551 123-45</span></div><div "
            "class='c-row'><span>E-Mail</span><span>buergerbuero@hohenau.example</span></div><div class='c-row'><span>"
            f"Zimmer</span><span>Erdgeschoss, Zimmer 3</span></div></div></div></main>{_WEATHER}<footer>"
            + _contact_pairs("08551 123-0", "08551 123-99", "poststelle@hohenau.example")
            + "<p>© Gemeinde Hohenau</p></footer></body></html>")
    found = "\n".join(_paragraphs(processed(html, "https://hohenau.example/rathaus/buergerbuero").body))
    assert "Maria Huber" in found and "buergerbuero@hohenau.example" in found
    assert [t for t in ("08551 123-99", "poststelle@hohenau.example", "NW 14 km/h") if t in found] == []


# --- shortlines._questions_over_answers: a prompt asking a question over a kept block is no FAQ's question ----------

_FERN = ["Die Stadtwerke erhöhen zum ersten Januar die Preise für Fernwärme um durchschnittlich elf Prozent, wie der "
         "Aufsichtsrat am Dienstagabend beschlossen hat.",
         "Betroffen sind rund achttausend Haushalte im Stadtgebiet, vor allem in den Neubauvierteln im Norden, die seit "
         "den Neunzigerjahren an das Netz angeschlossen sind.",
         "Wer Fragen zur neuen Abrechnung hat, kann sich ab Montag an die Kundenberatung im Rathaus wenden, die dafür "
         "eigens ihre Öffnungszeiten verlängert."]


@pytest.mark.parametrize("prompt", ["Hat Ihnen dieser Artikel gefallen?", "War dieser Artikel hilfreich?"])
def test_a_prompts_question_over_a_kept_paragraph_in_its_box_stays_out(prompt: str) -> None:
    html = ("<!DOCTYPE html><html lang='de'><head><meta property='og:type' content='article'><title>Fernwärme wird "
            "teurer | Stadtanzeiger</title></head><body><header><nav><ul><li><a href='/'>Start</a></li><li><a "
            "href='/lokales/'>Lokales</a></li></ul></nav></header><main><article><h1>Fernwärme wird teurer</h1><div "
            f"class='article-body'><p>{_FERN[0]}</p><p>{_FERN[1]}</p><div class='box'><p>{prompt}</p><div "
            f"class='box-inner'><p>{_FERN[2]}</p></div></div></div></article></main><footer><p>© Stadtanzeiger</p>"
            "</footer></body></html>")
    found = _paragraphs(processed(html, "https://stadtanzeiger.example/lokales/fernwaerme-teurer").body)
    assert [p for p in _FERN if p not in found] == []
    assert prompt not in found


# --- shoplines: a marketplace's buy-box lines quoted in a consumer-advice article's sentences ------------------------

_ADVICE = {
    "en": ("https://consumerwatch.example/advice/fake-marketplace-listings",
           ["The listing looked convincing: it promised FREE delivery Thursday, November 5 and said the item ships from "
            "and sold by Amazon.com, although the seller's page had been created only a week earlier.",
            "Genuine listings say who sells and ships the item, and a line such as Calculated at Checkout next to the "
            "postage is normal, but a price far below every other seller's should make you stop.",
            "Trading Standards advise buyers to check the SKU: the number on a fake listing often belongs to a "
            "different product altogether, and to keep screenshots of the listing as it was."]),
    "de": ("https://verbraucherzentrale.example/wissen/fakeshops-erkennen",
           ["Auf der Seite stand „GRATIS Lieferung Donnerstag, 5. November“ und darunter „Verkauf und Versand durch "
            "Amazon“, obwohl der Händler erst seit einer Woche auf der Plattform angemeldet war.",
            "Ein Knopf „Jetzt kaufen“ neben dem Warenkorb ist üblich, doch wer nur per Vorkasse zahlen kann und keine "
            "Widerrufsbelehrung findet, sollte die Bestellung lieber abbrechen.",
            "Verbraucherschützer raten, vor dem Kauf das Impressum zu prüfen und den Namen des Shops zusammen mit dem "
            "Wort Erfahrungen in eine Suchmaschine einzugeben."]),
}


@pytest.mark.parametrize("lang", list(_ADVICE))
def test_a_consumer_articles_sentences_quoting_a_buy_box_stay_whole(lang: str) -> None:
    url, text = _ADVICE[lang]
    html = (f"<!DOCTYPE html><html lang='{lang}'><head><meta property='og:type' content='article'><title>Fake "
            "listings</title></head><body><header><nav><ul><li><a href='/'>Home</a></li></ul></nav></header><main>"
            "<article><h1>How to spot a fake listing</h1><div class='entry-content'>"
            + "".join(f"<p>{p}</p>" for p in text) + "</div></article></main><footer><p>©</p></footer></body></html>")
    found = _paragraphs(processed(html, url).body)
    assert [p for p in text if p not in found] == []


def test_a_forum_members_panel_as_div_pairs_does_not_come_back_as_label_pairs() -> None:
    """A thread (no article) whose member panels are three pairs of spans beside each post ("Beiträge" "317",
    "Registriert" "März 2012", "Wohnort" "Leipzig"): the shape of a product's specifications, the posts' furniture."""
    posts = ["Hallo zusammen, unser Apfelbaum im Garten trägt seit zwei Jahren kaum noch Früchte, obwohl er jedes "
             "Frühjahr üppig blüht. Woran kann das liegen?",
             "Das klingt nach fehlender Bestäubung. Steht in der Nähe noch ein anderer Apfelbaum, der zur gleichen Zeit "
             "blüht? Sonst hilft oft ein Zierapfel als Befruchter.",
             "Bei uns war es ein Spätfrost genau in der Blüte. Schau mal, ob die Blüten nach kalten Nächten braun "
             "werden, dann ist es wahrscheinlich das."]

    def panel(n: int) -> str:
        return (f"<div class='user-panel'><a class='username' href='/u/{n}'>gartenfreund{n}</a><div class='user-stats'>"
                f"<div class='stat'><span class='stat-label'>Beiträge</span><span class='stat-value'>{n * 317}</span>"
                "</div><div class='stat'><span class='stat-label'>Registriert</span><span class='stat-value'>März "
                f"201{n}</span></div><div class='stat'><span class='stat-label'>Wohnort</span><span "
                "class='stat-value'>Leipzig</span></div></div></div>")
    html = ("<!DOCTYPE html><html lang='de'><head><title>Apfelbaum trägt kaum Früchte - Gartenforum</title></head><body>"
            "<header><a href='/'>Gartenforum</a><nav><a href='/forum/'>Forum</a></nav></header><main><h1>Apfelbaum "
            "trägt kaum Früchte</h1><div class='thread'>"
            + "".join(f"<div class='post' id='p{n}'>{panel(n + 1)}<div class='post-main'><div class='post-date'>{n + 3}. "
                      f"Mai 2026</div><div class='post-text'><p>{t}</p></div></div></div>" for n, t in enumerate(posts))
            + "</div></main><footer><a href='/impressum'>Impressum</a></footer></body></html>")
    found = "\n".join(_paragraphs(processed(html, "https://gartenforum.example/thread/812-apfelbaum").body))
    assert [p for p in posts if p not in found] == []
    assert [t for t in ("Registriert", "Wohnort", "März 2012") if t in found] == []


def test_a_book_reviews_paragraphs_after_a_crosshead_worded_as_a_recipe_box_stay() -> None:
    """A book review's crosshead worded as a recipe site's box ("Autres recettes du même auteur") is taken for a teaser
    box's heading, as every such heading is (it goes), but the review's paragraphs after it stay; the site's own box
    of "Recettes similaires" under the article goes."""
    text = ["Le nouveau livre de Claire Morel réunit soixante recettes de cuisine familiale du Sud-Ouest, classées par "
            "saison et accompagnées de souvenirs d'enfance.",
            "La garbure ouvre le chapitre de l'hiver : une soupe épaisse de chou, de haricots et de confit, que "
            "l'autrice préparait chaque dimanche avec sa grand-mère.",
            "On trouve aussi une version allégée du millas, ce gâteau de farine de maïs parfumé au rhum, et une tarte aux "
            "pruneaux qui ne demande que trente minutes.",
            "Pour les pressés, le chapitre des légumes propose des poêlées de cèpes et des salades de haricots tarbais "
            "qui se préparent la veille et se gardent deux jours."]
    html = ("<!DOCTYPE html><html lang='fr'><head><meta property='og:type' content='article'><title>Cuisine du Sud-Ouest "
            ": le livre de Claire Morel | Le Gourmet</title></head><body><header><nav><a href='/'>Accueil</a><a "
            "href='/livres/'>Livres</a></nav></header><main><article><h1>Cuisine du Sud-Ouest : le livre de Claire "
            f"Morel</h1><div class='entry-content'><p>{text[0]}</p><p>{text[1]}</p><h2>Autres recettes du même auteur"
            f"</h2><p>{text[2]}</p><p>{text[3]}</p></div></article><section class='recettes'><h2>Recettes similaires"
            "</h2><ul><li><a href='/r/garbure'>Garbure béarnaise</a></li><li><a href='/r/millas'>Millas landais</a>"
            "</li><li><a href='/r/confit'>Confit de canard maison</a></li></ul></section></main><footer><p>© Le "
            "Gourmet</p></footer></body></html>")
    found = _paragraphs(processed(html, "https://legourmet.example/livres/cuisine-sud-ouest-claire-morel").body)
    assert [p for p in text if p not in found] == []
    assert "Recettes similaires" not in found and "Millas landais" not in found

