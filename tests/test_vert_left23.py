"""Cards on pages that are not articles (session 23): a services page whose cards are each one ``<a>`` around
a heading and a description, with no introduction (all its text is link text: only the ``<h1>`` was kept, or
nothing and the page was lost); a card's name of three capitals ("SEO", "API", "CRM") under the length of a
kept short line, lost while its description was kept; a grid of names without links or prices whose cards
each have a button (a team page), whose second lines (the roles) were lost.  Guards: a news section's teasers
wrapped in links stay a listing's, an article's linked headings stay teasers, a badge of three capitals
between kept lines goes, a page of sections that have no buttons keeps its short lines as before."""

from __future__ import annotations

from vert_support import page, processed

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
SERVICES = "https://www.example-agency.com/services/"
CARDS = [("SEO", "We audit your site, fix what slows it down and write the pages that bring visitors from search "
                 "engines to you."),
         ("API", "Our developers build and document the interfaces your partners use to connect their systems "
                 "with yours."),
         ("CRM", "We set up and maintain the customer database your sales team works with every day, and train "
                 "them to use it."),
         ("Web design", "From the first sketch to the finished site, we design pages that are easy to read on any "
                        "screen size.")]
INTRO = ("<p>We are a small agency in Leeds. For fifteen years we have helped local businesses find their "
         "customers on the web, and we would like to help you too.</p>")
NAV = ("<header><nav><a href='/'>Home</a><a href='/services/'>Services</a><a href='/about'>About</a>"
       "<a href='/contact'>Contact</a></nav></header>")
FOOTER = "<footer><p>© 2026 Example Agency Ltd</p><a href='/privacy'>Privacy</a> <a href='/imprint'>Imprint</a></footer>"
TEAM = [("Jane Doe", "Managing Director"), ("Tom Baker", "Head of Design"), ("Anna Lee", "Developer"),
        ("Max Roth", "SEO Consultant"), ("Eva Klein", "Office Manager"), ("Ben Stone", "Project Lead")]


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _slug(name: str) -> str:
    return name.lower().replace(" ", "-")


def _wrapped_cards(intro: str = "", h1: str = "<h1>Our services</h1>") -> str:
    cards = "".join(f"<a class='card' href='/services/{_slug(h)}'><h3>{h}</h3><p>{t}</p></a>" for h, t in CARDS)
    return page(f"{NAV}<main>{h1}{intro}<div class='grid'>{cards}</div></main>{FOOTER}", "Services")


def _flat(pairs: list[tuple[str, str]]) -> list[str]:
    return [x for pair in pairs for x in pair]


# --- (a) cards wrapped whole in one <a>, no introduction -------------------------------------------------

def test_a_services_page_of_wrapped_cards_without_an_introduction_keeps_the_cards():
    """Each card one link around its heading and its description: all the page's text is link text, none of it
    good; the plain blocks (the ``<h1>``) were kept alone."""
    assert _texts(_wrapped_cards(), SERVICES) == ["Our services", *_flat(CARDS)]


def test_a_services_page_of_wrapped_cards_without_a_heading_is_not_lost():
    """... and without its ``<h1>`` the page gave no document at all."""
    words = {line.split("\t")[0] for line in processed(_wrapped_cards(h1=""), SERVICES).body.splitlines()}
    assert {"audit", "CRM", "interfaces"} <= words


def test_a_german_services_page_of_wrapped_cards_named_by_divs_keeps_the_cards():
    """... and so when each card's name is a ``<div class="card__title">`` (no heading) and the card ends in a
    "Mehr erfahren" inside the same link (a German agency's "Leistungen")."""
    cards = [("Beratung", "Wir prüfen mit Ihnen gemeinsam, welche Lösung zu Ihrem Betrieb passt, und erstellen "
                          "einen Plan für die nächsten Schritte."),
             ("Entwicklung", "Unsere Entwickler bauen die Anwendung, die Sie brauchen, und sorgen dafür, dass sie "
                             "auch in fünf Jahren noch läuft."),
             ("Betrieb", "Wir kümmern uns um Server, Sicherungen und Updates, damit Sie sich um Ihre Kunden kümmern "
                         "können und nicht um die Technik.")]
    grid = "".join(f"<a class='card' href='/leistungen/{_slug(h)}'><div class='card__title'>{h}</div>"
                   f"<div class='card__text'>{t}</div><span class='more'>Mehr erfahren</span></a>" for h, t in cards)
    html = page(f"{NAV}<main><h1>Unsere Leistungen</h1><div class='grid'>{grid}</div></main>{FOOTER}", "Leistungen")
    assert _texts(html, "https://www.beispiel-agentur.de/leistungen/") == ["Unsere Leistungen", *_flat(cards)]


def test_wrapped_cards_after_an_introduction_are_kept_as_before():
    """Guard: with a paragraph of its own, the page kept its cards already (``_card_descriptions``)."""
    texts = _texts(_wrapped_cards(INTRO), SERVICES)
    assert texts[2:] == _flat(CARDS)


def test_a_news_sections_wrapped_teasers_are_not_taken_as_offers():
    """Guard: a section's page at a section's address, its teasers each one link to a dated story, stays
    a listing (its teasers are no text of its own)."""
    stories = [("Council approves the new budget", "The city council approved next year's budget on Monday "
                "after a debate that lasted well into the night, with the opposition voting against it."),
               ("Bridge closed for repairs", "The old bridge over the river will be closed to traffic for three "
                "weeks from Monday while engineers repair the damage found during an inspection in spring."),
               ("School opens new library", "Pupils at the primary school in the town centre can borrow books "
                "from a new library that opened this week after two years of fundraising by their parents."),
               ("Festival returns in summer", "The town's music festival will return in July after a break of "
                "two years, the organisers said, with more than forty bands on three stages in the park.")]
    cards = "".join(f"<a class='teaser' href='/news/2026/11/{i}/{_slug(h)}.html'><h3>{h}</h3><p>{t}</p></a>"
                    for i, (h, t) in enumerate(stories))
    html = page(f"{NAV}<main><h1>Local news</h1><div class='list'>{cards}</div></main>{FOOTER}", "Local news",
                head="<meta property='og:type' content='website'>")
    assert not any("The city council approved" in t for t in _texts(html, "https://www.example-news.com/news/local/"))


# --- (b) a card's name of three capitals ----------------------------------------------------------------

def test_a_linked_card_heading_of_three_capitals_is_kept_with_its_description():
    """``<h3><a>SEO</a></h3>`` over its description: a linked heading of a page that is not an article is
    kept when it has ``SHORT_LINE_CHARS`` (4), so "Web design" was kept and "SEO", "API", "CRM" were not."""
    cards = "".join(f"<div class='card'><h3><a href='/services/{_slug(h)}'>{h}</a></h3><p>{t}</p></div>"
                    for h, t in CARDS)
    html = page(f"{NAV}<main><h1>Our services</h1>{INTRO}<div class='grid'>{cards}</div></main>{FOOTER}", "Services")
    assert _texts(html, SERVICES)[2:] == _flat(CARDS)


def test_a_linked_card_name_of_three_capitals_keeps_the_grid_of_named_cards():
    """A theme's ``<div class="name"><a>SEO</a></div>`` over the card's description: the short name was no card
    name, so the grid had one named card ("Web design") and lost every name."""
    cards = "".join(f"<div class='card'><div class='name'><a href='/services/{_slug(h)}'>{h}</a></div><p>{t}</p></div>"
                    for h, t in CARDS)
    html = page(f"{NAV}<main><h1>Our services</h1>{INTRO}<div class='grid'>{cards}</div></main>{FOOTER}", "Services")
    assert _texts(html, SERVICES)[2:] == _flat(CARDS)


def test_a_badge_of_three_capitals_between_kept_lines_goes():
    """Guard: a product card's "NEW" between its kept name and its kept price is a badge, not a name."""
    products = [("Alpine Thermo Flask 750 ml", "€24.90"), ("Trail Runner Water Bottle", "€14.90"),
                ("Summit Insulated Mug", "€19.90"), ("Basecamp Lunch Box", "€12.50")]
    cards = "".join(f"<div class='product'><h3><a href='/p/{_slug(n)}'>{n}</a></h3><p>NEW</p>"
                    f"<p class='price'>{p}</p></div>" for n, p in products)
    html = page(f"{NAV}<main><h1>Bottles and flasks</h1><div class='grid'>{cards}</div></main>{FOOTER}", "Bottles")
    texts = _texts(html, "https://shop.example.com/bottles-flasks/")
    assert "NEW" not in texts and "Alpine Thermo Flask 750 ml" in texts


def test_a_linked_heading_of_two_small_letters_or_a_sign_still_goes():
    """Guard: "»" and "all" as linked headings are no names."""
    cards = "".join(f"<div class='card'><h3><a href='/services/{_slug(h)}'>{h}</a></h3><p>{t}</p></div>"
                    for h, t in CARDS[3:])
    more = "<h3><a href='/services/'>»</a></h3><h3><a href='/services/all'>all</a></h3>"
    html = page(f"{NAV}<main><h1>Our services</h1>{INTRO}<div class='grid'>{cards}{more}</div></main>{FOOTER}",
                "Services")
    texts = _texts(html, SERVICES)
    assert "»" not in texts and "all" not in texts


# --- (c) a grid of names without links or prices, a button per card -------------------------------------

def _team(button: str = "<a class='btn' href='/team/{i}'>View profile</a>") -> str:
    members = "".join(f"<div class='member'><img src='/t{i}.jpg' alt=''><h3>{n}</h3><p>{r}</p>{button.format(i=i)}</div>"
                      for i, (n, r) in enumerate(TEAM))
    return page(f"{NAV}<main><h1>Our team</h1>{INTRO}<div class='grid'>{members}</div></main>{FOOTER}", "Team")


def test_a_team_grid_with_a_button_per_card_keeps_each_role():
    """A team page: each card a picture, the name as a heading (no link), the role, a "View profile" button;
    the names were kept and the roles (short lines after a kept name, before a button) lost."""
    assert _texts(_team(), "https://www.example-agency.com/about/team/")[2:] == _flat(TEAM)


def test_a_grid_of_names_without_buttons_is_as_before():
    """Guard: without a button per card each role lies between two kept names, and was kept so already (not
    the last one, after the last name)."""
    assert _texts(_team(button=""), "https://www.example-agency.com/about/team/")[2:] == _flat(TEAM)[:-1]


def test_testimonials_with_a_button_keep_no_names():
    """Guard: a customer's quote as each card's heading, the customer's name and role under it, a "Read case
    study" button: a quote is no card's name (``CARD_NAME_CHARS``), the names stay out as before."""
    quotes = ["It's not only about the price, it's also about stability and a quality of support that "
              "understands our business.",
              "We were on another cloud before and moved everything because we love the support and the cost.",
              "Moving our platform took a weekend, and our bills have been a third lower every month since then.",
              "The managed database saves our two engineers a day of maintenance each week, time we now spend on "
              "our product."]
    cards = "".join(f"<div class='testimonial'><div class='quote'><h3>{q}</h3><a href='/customers/{i}'>Read case "
                    f"study</a></div><div class='who'><span>{n}</span></div></div>"
                    for i, (q, (n, _)) in enumerate(zip(quotes, TEAM)))
    html = page(f"{NAV}<main><h1>Our customers</h1>{INTRO}<div class='grid'>{cards}</div></main>{FOOTER}", "Customers")
    texts = _texts(html, "https://www.example-agency.com/customers/")
    assert quotes[1] in texts and "Tom Baker" not in texts
