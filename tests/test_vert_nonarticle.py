"""Extraction of pages that are not articles (a section's page of teasers, a product, a service, a
collection): the text their own parts hold that the article-shaped rules lost or let in, per failure class
(all pages written here)."""

from __future__ import annotations

import uuid

from vert_support import EN_TEXT, page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}

STORIES = [
    ("Storm floods the valley towns overnight", "Rivers rose by two metres after a week of rain, and hundreds "
     "of families spent the night in school halls."),
    ("Parliament passes the new budget", "The vote ends months of talks between the parties about spending "
     "on schools, hospitals and the railways."),
    ("Scientists map an underwater mountain range", "The survey found towers of coral and creatures that had "
     "never been seen before, a thousand metres down."),
    ("Local team wins the cup after forty years", "Thousands of fans filled the square to greet the players "
     "as the bus drove slowly through the old town."),
    ("Museum reopens after a long repair", "The halls now show the collection in natural light, and the "
     "entrance is free on the first Sunday of every month."),
]


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- a section page's teaser cards, each wrapped in one link ------------------------------------------

def test_a_teaser_cards_summary_linked_with_its_headline_is_kept_but_a_row_of_footer_links_is_not():
    # BBC, Al Jazeera, a company's page of services: <a href><h2>headline</h2><p>summary</p></a>; the
    # summary is a link as a whole, to the same address as the kept headline, and the card's date is not text
    cards = "".join(f"<div class='card'><a href='/news/world-{i}'><h2>{title}</h2><p>{summary}</p>"
                    f"<div class='meta'>{i} hrs ago</div></a></div>"
                    for i, (title, summary) in enumerate(STORIES, 1))
    footer = ("<div><h2><a href='/about'>Your news on our pages?</a></h2><p><a href='/about'>About us</a> "
              "<a href='/kit'>Media kit</a> <a href='/newsletter'>Newsletter</a> <a href='/rss'>RSS feeds</a> "
              "<a href='/contact'>Contact</a> <a href='/terms'>Terms and conditions</a></p></div>")
    body = f"<main><h1>World news</h1><div class='stories'>{cards}</div>{footer}</main>"
    texts = _texts(page(body), "https://news.example.com/world/")
    assert all(title in texts for title, _ in STORIES)
    assert all(summary in texts for _, summary in STORIES)
    assert not any("hrs ago" in t for t in texts)
    assert not any("Media kit" in t for t in texts)


def test_a_cards_call_to_action_after_its_plain_summary_is_not_taken_for_its_summary():
    # a card whose summary is plain text ends in a link to the same address as its headline: "Learn ..."
    # is no summary (a rule that took any link to the headline's address after it kept them all)
    cards = "".join(f"<div class='card'><h3><a href='/topics/{i}'>{title}</a></h3><p>{summary}</p>"
                    f"<p><a href='/topics/{i}'>Learn more about this topic and how to take part.</a></p></div>"
                    for i, (title, summary) in enumerate(STORIES, 1))
    body = f"<main><h1>Topics</h1><div class='topics'>{cards}</div></main>"
    texts = _texts(page(body), "https://www.example.gov/topics")
    assert all(summary in texts for _, summary in STORIES)
    # (a link line between kept paragraphs is kept by another rule: the first card's, between two summaries)
    assert sum(t.startswith("Learn more about") for t in texts) <= 1


# --- a service page's long list of the postcodes and towns it serves ----------------------------------

def test_a_long_list_of_postcodes_does_not_outweigh_a_service_pages_text():
    # SEO footers name every town and postcode served, thousands of characters without a stop word: as
    # a "bad" block counted by its length it outweighed the page's short sections and the container
    # grew to the whole page
    promises = "".join(f"<div class='item'><h4>{t}</h4><div>{d}</div></div>" for t, d in (
        ("On time delivery", "You do not have to worry about late arrivals or no shows at your event."),
        ("High quality products", "You do not have to worry about receiving damaged or discoloured products."),
        ("Satisfaction guarantee", "We pride ourselves on our service, and you can read what our customers say.")))
    steps = "".join(f"<div class='step'><p class='title'>{t}</p><p>{d}</p></div>" for t, d in (
        ("Plan the party", "Find what you need to rent nearby, and no credit card is required."),
        ("We find the deal", "We compare the local vendors and find the best price so that you do not have to.")))
    towns = " ".join(f"Town{i}ville" for i in range(300))
    postcodes = " ".join(str(90000 + 7 * i) for i in range(800))
    body = (f"<div class='page'><div class='heading'><h1>Fitness equipment rental</h1><h2>All the fitness "
            f"equipment rentals in one place.</h2><h3>{EN_TEXT}</h3></div><section class='promise'>"
            f"<h2>Our promise</h2>{promises}</section><section class='how'><h2>How it works</h2>{steps}</section>"
            f"<section class='vendor'><h2>Do not let a vendor ruin your event</h2><p>{EN_TEXT} {EN_TEXT} {EN_TEXT}</p></section></div>"
            f"<div class='areas'><div class='section'><div>{towns}</div><div>{postcodes}</div></div></div>")
    texts = _texts(page(body), "https://www.example.com/los-angeles/fitness-equipment-rentals")
    assert EN_TEXT in texts and "Satisfaction guarantee" in texts
    assert not any(t.startswith("Town0ville") for t in texts)
    assert not any(t.startswith("90000 ") for t in texts)


# --- a page whose og:type says article but whose address or schema.org type says otherwise ------------

SERVICE_TEXTS = [
    "Our consulting solutions range from help with a single hire to ongoing support for your own team, and "
    "we work with companies of every size in every industry across the region.",
    "Human resources departments handle many things, from employee relations and hiring to benefits and "
    "training, and we can take on any of them for as long as you need us to.",
    "Every company is different, and the problems and opportunities we see range from the way people are "
    "hired and trained to the choice of the vendors and tools that a team works with every day.",
]
TESTIMONIALS = [
    "After being with the same company for twenty years I was out of touch with the job market, and my "
    "coach helped me with my resume, my interviews and my confidence until I found a new job that I love.",
    "My coach was excellent, and having one person to talk to during the whole process was much better "
    "than the programs I had tried before, which sent me from one adviser to the next every week.",
    "The planning session helped our leaders from different departments agree on the goals for the year, "
    "and for the first time everyone knew what the others were working on and why it mattered to them.",
]


def test_a_services_page_that_wordpress_calls_an_article_keeps_its_parts():
    # WordPress SEO plugins write og:type "article" on every page; at a services address whose schema.org
    # type is no article's the page is judged as a service's page, whose text is spread over several parts
    # (the address and the type already made it "other"; the extraction kept to one container, here the
    # customers' quotes, and lost the offer above them)
    overview = "".join(f"<p>{t}</p>" for t in SERVICE_TEXTS[:2])
    faq = f"<h5>What problem can you help me solve?</h5><p>{SERVICE_TEXTS[2]}</p>"
    # (a slider repeats its slides: the quotes outweigh the rest)
    quotes = "".join(f"<div class='slide'><p>{t}</p><div>Client {i}</div></div>" for i, t in enumerate(TESTIMONIALS * 2))
    body = (f"<div class='page'><div class='row'><div class='col'><h2>Overview</h2><div class='overview'>{overview}"
            f"</div></div></div><div class='row'><div class='accordion'><div class='item'>{faq}</div></div></div>"
            f"<div class='row'><div class='col'><div class='slider'>{quotes}</div></div></div></div>")
    head = ("<meta property='og:type' content='article'><script type='application/ld+json'>"
            "{\"@context\": \"https://schema.org\", \"@type\": \"WebPage\", \"name\": \"HR consulting\"}</script>")
    texts = _texts(page(body, head=head), "https://www.example.com/services/hr-solutions/hr-consulting/")
    assert all(t in texts for t in SERVICE_TEXTS)


# --- a description written twice, for small and for large screens --------------------------------------

def test_a_description_written_for_two_screen_sizes_is_kept_once():
    # (Squarespace) the strict parse drops the product's "product-meta" box, named like a post's meta line;
    # the permissive second opinion keeps it, with both copies of the description (hidden-md-down and
    # hidden-md-up), and kept the text twice
    description = ("<p>Join me each week for a live online meditation class. The membership renews every month "
                   "and you can cancel it at any time.</p><p>Membership includes:</p><ul><li><p>Access to all "
                   "the live classes</p></li><li><p>Questions and answers in each class</p></li></ul><p>Members "
                   "receive free access to bonus sessions that are not offered on the podcast.</p>")
    links = "<div class='site-links'><ul>" + "".join(
        f"<li><a href='/classes/{i}'>Meditation class number {i} of the season</a></li>" for i in range(40)) + "</ul></div>"
    body = (f"<div class='product'><div class='product-meta'><h1>Monday night meditation</h1><div class='price'>$39.00 "
            f"every month</div><div class='description hidden-md-down'>{description}</div>"
            f"<div class='description hidden-md-up'>{description}</div></div></div>{links}")
    texts = _texts(page(body), "https://www.example.com/live-meditation/p/monday-night-meditation")
    assert texts.count("Membership includes:") == 1
    assert sum(t.startswith("Join me each week") for t in texts) == 1
    assert sum(t.startswith("Members receive free access") for t in texts) == 1


# --- a table of linked titles: the long titles with the short ones -------------------------------------

JOBS = ["Acme Robotics (YC W21) is hiring for engineering, growth and product roles",
        "Blue Lake (YC F25) is hiring an engineering lead",
        "Cloudberry (YC W24): Software engineer, $95-250K in Turkey, the Netherlands and California",
        "Delta Labs (YC W23): Founding reliability engineer, $200K-270K and 0.5-1.0% of the equity",
        "Evergreen (YC S15) is hiring a director of computational biology and AI scientists and engineers",
        "Fjord (YC S19) is hiring"]


def test_a_tables_linked_titles_are_kept_long_or_short():
    # a list of job posts in a table (Hacker News): a row's title links to the post, the number beside it
    # is kept; titles longer than 80 characters were dropped, the shorter ones of the same column kept
    rows = "".join(f"<tr class='thing'><td class='rank'>{i}.</td><td class='title'><a href='https://jobs.example.org/"
                   f"{i}'>{title}</a> (example.org)</td></tr><tr><td></td><td class='sub'>{i} days ago</td></tr>"
                   for i, title in enumerate(JOBS, 1))
    body = (f"<table><tr><td><a href='/'>Home</a> | <a href='/new'>new</a></td></tr><tr><td><table><tr><td>These "
            f"are jobs at our startups.</td></tr>{rows}</table></td></tr></table>")
    texts = _texts(page(body), "https://news.example.com/jobs")
    assert all(any(t.startswith(title) for t in texts) for title in JOBS)


# --- a game's or a program's system requirements: "Minimum:" and "Recommended:" are labels, not teasers


def _requirements(label: str, items: list[tuple[str, str]]) -> str:
    rows = "".join(f"<li><strong>{key}:</strong> {value}<br></li>" for key, value in items)
    return f"<div class='sys_req_col'><ul><strong>{label}:</strong><br><ul class='bb_ul'>{rows}</ul></ul></div>"


def test_recommended_system_requirements_are_kept_but_a_recommended_teaser_block_is_not():
    minimum = [("OS", "Windows 10 64-bit"), ("Processor", "3 GHz dual core"), ("Memory", "8 GB RAM")]
    recommended = [("OS", "Windows 11 64-bit"), ("Processor", "4 GHz quad core"), ("Memory", "16 GB RAM")]
    teasers = "<h2>Recommended</h2><ul>" + "".join(
        f"<li><a href='/app/{i}'>{title}</a></li>" for i, (title, _) in enumerate(STORIES)) + "</ul>"
    body = (f"<div class='game'><h1>Valley Racer</h1><p>{EN_TEXT}</p><p>{EN_TEXT}</p><h2>System requirements</h2>"
            + _requirements("Minimum", minimum) + _requirements("Recommended", recommended) + f"</div>{teasers}")
    html = page(body, "Valley Racer", head="<meta property='og:type' content='product'>")
    texts = _texts(html, "https://store.example.com/app/1234/valley-racer/")
    assert "Recommended:" in texts and "Minimum:" in texts
    assert "Processor: 4 GHz quad core" in texts and "Processor: 3 GHz dual core" in texts
    assert not any(title in texts for title, _ in STORIES) and "Recommended" not in texts


# --- a product's description in the side sheet its "Description" accordion opens ----------------------

PRODUCT_TEXT = ("The Arrival T-Shirt is made for training: a lightweight, sweat-wicking fabric that moves with you, "
                "flat seams that do not rub, and a fit that stays in place through every set and every run. It "
                "washes well, dries fast and keeps its shape after many months of hard work in the gym.")
PRODUCT_MORE = ("Pair it with the matching shorts for a full training set, or wear it on its own on your rest days: "
                "the cut is made to look as good outside the gym as it does under the bar or on the track.")


def test_a_description_in_the_sheet_an_accordion_opens_is_kept_and_a_sign_up_dialog_is_not():
    # (Gymshark) the "Description" accordion opens a side sheet: a role="dialog" holding an <aside> with
    # the description and its features; both were dropped as furniture (a modal over the page, an aside),
    # and the permissive second opinion then kept the whole page, reviews, ratings and all
    features = "".join(f"<li>{f}</li>" for f in ("Slim fit", "Lightweight material", "Crew neck", "100% Polyester"))
    sheet = (f"<div class='accordion_accordion' aria-label='Description'><button>Description</button>"
             f"<div class='sheet_sheet' role='dialog' tabindex='-1'><aside class='sheet_aside'><div class='content'>"
             f"<h5>Description</h5><p>REDEFINING YOUR POTENTIAL</p><p>{PRODUCT_TEXT}</p><p>{PRODUCT_MORE}</p><ul>{features}</ul>"
             f"</div></aside></div></div>")
    reviews = ("<div id='reviews'><section class='comments_comments'><article class='review-card'><h3>Wrong product"
               "</h3><p>I bought this two weeks ago and what came in the post was not even close to what I ordered, "
               "a pair of training pants instead of the shirt, so I had to send the whole parcel back again.</p>"
               "</article><article class='review-card'><h3>Awful</h3><p>The neck is far too small and the shirt is "
               "much too long for me, and the material feels cheap, like it would not last more than a few "
               "washes.</p></article></section></div>")
    sign_up = ("<div class='modal' role='dialog' aria-modal='true'><p>Sign up to our emails and get 10% off your "
               "first order, early access to sales and news of every new collection.</p></div>")
    menu = "<nav><ul>" + "".join(f"<li><a href='/collections/{i}'>Training collection number {i}</a></li>"
                                 for i in range(30)) + "</ul></nav>"  # a shop's big menu: the sheet is a small part
    body = (f"{menu}<main><div class='pdp'><h1>Arrival T-Shirt</h1><div class='price'>$22</div><section>{sheet}</section>"
            f"</div>{reviews}</main>{sign_up}<footer><p>© 2026 Example Limited. All rights reserved.</p></footer>")
    texts = _texts(page(body, "Arrival T-Shirt"), "https://www.example.com/products/arrival-t-shirt-black")
    assert PRODUCT_TEXT in texts and PRODUCT_MORE in texts and "Lightweight material" in texts
    assert not any(t.startswith("I bought this two weeks ago") for t in texts)  # the customers' reviews
    assert not any(t.startswith("Sign up to our emails") for t in texts)


# --- a chart's or a shop's cards: the short facts beside each kept linked title ------------------------

FILMS = [("Scream 7", "2026", "1h 54m", "5.9 (22K)"), ("The Bluff", "2026", "1h 43m", "5.8 (9.6K)"),
         ("Wuthering Heights", "2026", "2h 16m", "6.3 (41K)"), ("Marty Supreme", "2025", "2h 29m", "7.8 (120K)"),
         ("The Housemaid", "2025", "2h 11m", "6.8 (106K)")]


def test_the_short_facts_of_a_charts_cards_are_kept_with_their_titles_but_not_their_badges():
    # (IMDb's chart) each card: a rank, the linked title, "2026 · 1h 54m · R", a rating; the titles were
    # kept (linked headings on a page that is not an article), the short lines beside them dropped as too
    # short; a card's stock badge ("Sold out") and the pager's count are no facts
    cards = "".join(f"<li class='summary-item'><div class='rank'>#{i}</div><div class='title'><a href='/title/{i}/'>"
                    f"<h3>{title}</h3></a></div><div class='metadata'><span>{year}</span> <span>{runtime}</span> "
                    f"<span>R</span></div><div class='rating'>{rating}</div><div class='badge'>Sold out</div></li>"
                    for i, (title, year, runtime, rating) in enumerate(FILMS, 1))
    body = (f"<main><h1>Most popular movies</h1><div>As determined by our users</div><ul class='chart'>{cards}</ul>"
            f"<div class='pager'>1-5 of 100</div></main>")
    texts = _texts(page(body, "Most popular movies"), "https://www.example.com/chart/moviemeter/")
    assert all(title in texts for title, *_ in FILMS)
    assert all(rating in texts for *_, rating in FILMS)
    assert all(f"{year} {runtime} R" in texts for _, year, runtime, _ in FILMS)
    assert "Sold out" not in texts and "1-5 of 100" not in texts


def test_a_forum_posters_badge_beside_the_linked_name_is_not_a_cards_fact():
    # a thread's posts look like cards (the poster's linked name as a heading, short lines beside it):
    # a post holds a paragraph of its own, and its badges and dates are not taken as the facts of a card
    posts = "".join(f"<article class='post'><div class='user'><h4><a href='/members/{i}/'>user{i}</a></h4>"
                    f"<div class='role'>Senior member</div><div class='date'>Jan {i}, 2025</div></div>"
                    f"<div class='body'><p>{EN_TEXT}</p></div></article>" for i in range(1, 5))
    body = f"<main><h1>Budget for next year</h1>{posts}</main>"
    texts = _texts(page(body), "https://forum.example.com/threads/budget-for-next-year.123/")
    assert EN_TEXT in texts
    assert "Senior member" not in texts


# --- a forum's list of other threads under the posts ---------------------------------------------------

THREADS = ["Free elective placements in the UK?", "Elective advice for a solo traveller",
           "Does the medical school you go to really matter?", "Gap year before medicine: what to read first",
           "Applying for deferred entry this autumn", "Foundation years and the training that follows"]


def test_a_forums_related_discussions_are_not_kept_with_its_posts():
    # (The Student Room) "Check out other Related discussions" and a list of linked thread titles above
    # the posts: the heading was no teaser heading the boilerplate step knew, and stayed (with the titles,
    # on a page whose container held them)
    posts = "".join(f"<div class='post'><div class='author'>user{i}</div><p>{EN_TEXT}</p></div>" for i in range(3))
    others = "".join(f"<li><a href='/showthread.php?t={i}'>{t}</a></li>" for i, t in enumerate(THREADS))
    body = (f"<main><h1>General election discussion</h1><div class='thread'><h3>Check out other Related discussions"
            f"</h3><ul class='threads'>{others}</ul><div class='posts'>{posts}</div></div></main>")
    texts = _texts(page(body), "https://forum.example.com/showthread.php?t=7481802")
    assert EN_TEXT in texts
    assert not any(t in texts for t in THREADS) and not any("Related discussions" in t for t in texts)


# --- a run of machine identifiers hiding a label -------------------------------------------------------

def test_a_block_of_identifiers_hiding_a_sponsored_label_is_not_text_but_a_uuid_in_a_sentence_is():
    # (eBay) "Sponsored" is spelt in letters hidden among random UUIDs (a style sheet shows only the
    # letters); without the style sheet the block is a thousand characters of identifiers
    ids = "".join(f"{letter}{uuid.UUID(int=i * 7919 + 1)}" for i, letter in enumerate("Sponsored" * 3))
    note = "Take note of the disk's UUID, for example ba5b7f3a-54d2-4325-80e5-e7a159900d3f, for the fstab file."
    body = (f"<main><h1>Clutch kit for the Daily van</h1><p>{EN_TEXT}</p><div class='carousel'><h2>Similar items</h2>"
            f"<div class='label'>{ids}</div><p>{EN_TEXT} {EN_TEXT}</p><p>{note}</p></div></main>")
    texts = _texts(page(body), "https://www.example.com/itm/404928375058")
    assert EN_TEXT in texts and note in texts
    assert not any(t.startswith(ids[:40]) for t in texts)


# --- a course's testimonials named as comments -----------------------------------------------------------

QUOTES = ["It touches upon a wide range of topics about open source, and addresses both the hard skills and the soft "
          "skills that a new contributor needs in a project.",
          "Up-to-date and good information about open source in companies and about licensing, a topic that most "
          "other courses simply ignore.",
          "The practical approach of this course helped me most: the hands-on projects and the real examples made "
          "the ideas stick."]


def test_a_courses_testimonials_named_as_comments_are_kept_but_readers_comments_are_not():
    # (the Linux Foundation's course pages) the learners' quotes sit in "fundamentals-testimonials-comments",
    # each quote a "...-comment": the comment word dropped them as reader comments, and most of the page
    quotes = "".join(f"<article class='fundamentals-testimonials-comments-comment'><section class='fundamentals-"
                     f"testimonials-comments-comment-content'><p>{q}</p></section><p>May 2024</p></article>"
                     for q in QUOTES)
    body = (f"<main><h1>A beginner's guide to open source</h1><div class='course'><p>{EN_TEXT}</p>"
            f"<p>{SERVICE_TEXTS[0]}</p></div><div class='fundamentals-testimonials' id='review_module'><h2>Reviews</h2>"
            f"<section class='fundamentals-testimonials-comments'>{quotes}</section></div></main>")
    texts = _texts(page(body), "https://training.example.org/training/beginners-guide-open-source/")
    assert EN_TEXT in texts and all(q in texts for q in QUOTES)
    comments = "".join(f"<div class='comment'><p>{q}</p></div>" for q in QUOTES)
    post = (f"<article><h1>Budget news</h1><p>{EN_TEXT}</p><p>{EN_TEXT} {EN_TEXT}</p></article>"
            f"<section class='comments'>{comments}</section>")
    texts = _texts(page(post, head="<meta property='og:type' content='article'>"),
                   "https://news.example.com/2024/05/12/budget-news")
    assert EN_TEXT in texts and not any(q in texts for q in QUOTES)


# --- a section page made of other articles' excerpts cut short ("… more") ---------------------------------

def _excerpt(summary: str, i: int) -> str:
    return f"{summary} The rest of the story tells how it came to this ... <a href='/news/{i}'>more</a>"


def test_a_section_page_of_excerpts_keeps_them_even_when_it_calls_itself_an_article():
    # an old news site's section page: headline links, each with its excerpt cut short and "… more"; the
    # page's og:type says "article" as all its pages do. The excerpts are the page's text (kept with
    # --keep-listings), not boilerplate beside an article that is not there.
    items = "".join(f"<h2><a href='/news/{i}'>{title}</a></h2><div>{_excerpt(summary, i)}</div>"
                    for i, (title, summary) in enumerate(STORIES, 1))
    html = page(f"<div id='section'>{items}</div>", "World news", '<meta property="og:type" content="article">')
    texts = _texts(html, "https://news.example.com/world/")
    assert sum(1 for t in texts if t.endswith("more")) == len(STORIES)


def test_an_articles_excerpts_of_other_articles_still_go():
    teasers = "".join(f"<div>{_excerpt(summary, i)}</div>" for i, (_, summary) in enumerate(STORIES[:3], 1))
    html = page(f"<article><h1>The budget</h1><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p>{teasers}</article>", "The budget",
                '<meta property="og:type" content="article">')
    texts = _texts(html, "https://news.example.com/2024/05/02/budget")
    assert EN_TEXT in texts and not any(t.endswith("more") for t in texts)
