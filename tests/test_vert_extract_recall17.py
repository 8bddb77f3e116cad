"""Regression tests for text the extractor lost on varied pages (session 17's recall pass): one small
hand-written page per failure class, in the languages the web mostly has (English, German)."""

from __future__ import annotations

from vert_support import EN_TEXT, page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}

EN_INTRO = ("A balanced plan spreads the day's calories over several small meals, so that energy stays level "
            "from the morning workout to the evening. Each meal below lists its portions, and the shopping list "
            "at the end of the article covers the whole week for one person.")


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- a line repeated once in every section of sections alike ------------------------------------------

def test_a_line_repeated_in_every_section_of_sections_alike_is_kept_in_each():
    """A meal plan, a recipe collection, a comparison of products: every section has the same subheadings
    and, under them, lines that recur from section to section ("Portions: 1 green, 1 red", "Drink during
    your workout").  They were taken for a caption repeated under every picture and kept only in the
    first section; a caption repeated within one section is still kept once."""
    def plan(name: str, food: str) -> str:
        return (f"<h2>Eating plan {name}</h2>"
                f"<h3>Breakfast</h3><p>Eat within an hour of waking</p>"
                f"<p>Two eggs, one slice of whole-grain toast and {food}, with a glass of water or black coffee.</p>"
                f"<p>Portions: 1 green, 1 red, 1 yellow</p>"
                f"<h3>Workout drink</h3><p>Drink during your workout</p><p>Hydrate mix with water</p>"
                f"<p>Portions: 1 purple</p>")
    gallery = "".join(f"<div class='photo'><img src='/g{i}.jpg'><p>The week's shopping</p></div>" for i in range(3))
    body = (f"<article><h1>Meal prep for a busy week</h1><p>{EN_INTRO}</p>{plan('A', 'an apple')}"
            f"{plan('B', 'a pear')}{gallery}{plan('C', 'some grapes')}<p>{EN_TEXT}</p></article>")
    texts = _texts(page(body, "Meal prep"), "https://www.example.com/blog/meal-prep-for-a-busy-week")
    assert texts.count("Portions: 1 green, 1 red, 1 yellow") == 3
    assert texts.count("Portions: 1 purple") == 3 and texts.count("Hydrate mix with water") == 3
    assert texts.count("The week's shopping") == 1


# --- the last section of an article cut into <section> elements -----------------------------------------

PROFILING = [
    "Most of the time we monitor the processor with a simple graph of its usage over time, and when it rises we "
    "look at the logs to find out what the application was doing at that moment, which is rarely enough.",
    "Profiling is different: it records which functions run and for how long, so that the exact file, line and "
    "function that takes the most time can be found, even when the problem only shows on production servers.",
    "The inspector module, available since version eight of the runtime, gives access to the profiler from the "
    "application itself, without any external tool and without stopping or restarting the process.",
    "We added a small endpoint that starts the profiler on demand and stops it after thirty seconds, and the "
    "result can be opened in the browser's developer tools like any other profile taken on a laptop.",
    "With this in place the team found the slow function within a day: a token was generated with a synchronous "
    "call on every request, and moving it to the asynchronous version tripled the throughput of the service.",
]
EXAMPLES = "".join(
    f"<p>In the {n} example the service handled {k} requests a second before the change, and the flame graph showed "
    "that most of the time went into one function that was called for every request, which is the kind of thing "
    "the profiler makes easy to see.</p>"
    for n, k in (("first", 200), ("second", 350), ("third", 410), ("fourth", 520), ("fifth", 640), ("sixth", 700)))
BIO = ("Jane Doe has written software for banks, newspapers and a railway company for twenty years, and she now "
       "leads the team that keeps the company's services fast and available for the people who use them.")


def _section(inner: str) -> str:
    return f"<section><div><div>{inner}</div></div></section>"


def test_the_last_section_of_an_article_in_sections_is_kept_though_its_conclusion_is_judged_bad():
    """Medium and other editors put every part of a post in a ``<section>`` of its own.  The last one (a
    long paragraph or two, then a short "Warnings" and "Conclusion" with short paragraphs, and a list of
    sources) is small beside the first, and its short closing paragraphs are bad in context, so neither
    the siblings' mass rule nor the rule of a section all good in context took it: only its long
    paragraphs were kept, the conclusion lost.  A box after the article built of other elements (an
    author's bio with its short lines, mostly good text too) stays out."""
    body = ("<article>"
            + _section(f"<h1>CPU profiling on production</h1><p>{PROFILING[0]}</p><p>{PROFILING[1]}</p>"
                       "<ul><li>the processor's usage</li><li>the memory in use</li></ul>"
                       f"<h2>The inspector</h2><p>{PROFILING[2]}</p><p>{PROFILING[3]}</p>{EXAMPLES}")
            + _section(f"<p>{PROFILING[4]}</p><h2>Warnings</h2><p>Every tool, even the most powerful, comes with its "
                       "own disadvantages, and if you enable the profiler on a server you should keep an eye on what "
                       "it costs while it runs, because the data it collects is kept in memory until the profile is "
                       "stopped and written out.</p><p>A profiler needs processor time of its own, so it should never "
                       "run for longer than needed on a busy server, so add a timer that stops it after a minute.</p>"
                       "<p>Always stop a profile that was started.</p><h2>Conclusion</h2>"
                       "<p>Profiling is a tool every developer should know how to use.</p>"
                       "<p>Now it can run on production too.</p><h2>Sources</h2><ul>"
                       "<li><a href='https://nodejs.org/api/inspector.html'>https://nodejs.org/api/inspector.html</a></li>"
                       "<li><a href='https://www.npmjs.com/package/inspector-api'>https://www.npmjs.com/package/"
                       "inspector-api</a></li></ul>")
            + f"</article><div class='box'><h3>Jane Doe</h3><p>{BIO}</p><p>{BIO} Again.</p><p>{BIO} Once more.</p>"
            "<p>Engineer at Example.</p><p>Follow Jane</p><p>Mastodon, GitHub</p></div>")
    html = page(body, "CPU profiling", "<meta property='og:type' content='article'>")
    texts = _texts(html, "https://www.example.com/engineering/cpu-profiling-on-production-d6e62af173e2")
    assert PROFILING[0] in texts and PROFILING[4] in texts
    assert "Warnings" in texts and "Always stop a profile that was started." in texts
    assert "Conclusion" in texts and "Now it can run on production too." in texts
    assert not any(BIO in t for t in texts)


# --- a loose list: every item a paragraph inside its <li> --------------------------------------------------

SPONSORS = ["Futurewei", "Shnatsel", "Rust Foundation"]
MORE_SPONSORS = ["kpp", "0x7CFE", "oleid", "joshtriplett", "djc", "Sebastian Zivota", "Jonas Platte", "yvt"]


def test_the_short_items_of_a_loose_list_are_kept_as_a_tight_lists_are():
    """Markdown's and AsciiDoc's loose lists write every item as ``<li><p>…</p></li>``: the block is a
    paragraph, not an ``<li>``, so neither the items of a list announced by a line ending in a colon nor
    the short items of a list one of whose items is kept were kept: a report's list of sponsors lost all
    names but the one longer than a short line."""
    def para(text: str) -> str:
        return f"<div class='paragraph'><p>{text}</p></div>"

    def loose(names: list[str]) -> str:
        return "<div class='ulist'><ul>" + "".join(f"<li><p>{n}</p></li>" for n in names) + "</ul></div>"

    body = ("<div id='content'><div class='sect1'><h2>Thanks for your support!</h2><div class='sectionbody'>"
            + para(EN_TEXT) + para(EN_INTRO)
            + para("I wanted to personally thank all the people that sponsor this project: your support is very "
                   "much appreciated.")
            + para("A special thanks to the following sponsors:") + loose(SPONSORS)
            + para("A big thank you to bjorn3 for his help, contributions and reviews. And a big thank you to lqd "
                   "and GuillaumeGomez for answering my questions about the compiler's internals.")
            + para("Also, a big thank you to the rest of my sponsors:") + loose(MORE_SPONSORS)
            + "</div></div></div>")
    html = page(body, "Progress Report #39")
    texts = _texts(html, "https://blog.example.org/rustc_codegen_gcc-progress-report-39")
    assert EN_TEXT in texts
    assert all(name in texts for name in SPONSORS + MORE_SPONSORS), texts
