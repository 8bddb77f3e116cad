"""Whole English pages of session 39 (xen39), of kinds and systems the earlier English tests (``test_vert_en37``,
``test_vert_xen38``) had none of: blogs (a Substack post with footnotes and its subscribe widgets, Medium, Blogger,
Ghost's Source theme, WordPress on GeneratePress, Kadence, Divi and tagDiv's Newspaper), news (TownNews BLOX, the
Gannett network, a Reuters wire story, BBC-, Guardian-, Independent- and Sky-like UK pages, an Irish, an Indian and
an Australian paper), institutional pages (a GOV.UK guidance page, a US agency's page, a university department's
page, a museum's exhibition page), knowledge bases and docs (Help Scout Docs, Confluence, MkDocs Material,
Docusaurus, Read the Docs), and forums (a Discourse topic, a Stack Exchange question, vBulletin 5).  Each page goes
through ``document.process``, the worker's step.

The classes that failed, each with its counter-case at the end: a support box of a heading, a pitch and a plea under
the article (the Guardian's epic; its plea "… please consider supporting us with a regular payment each month."
unnamed before); TownNews BLOX's "Related to this story" heading left over its gone links; the BBC's regional follow
line when the desk's name holds "&" and the address follows "to:"; a paper's "Find X on WhatsApp and stay up to date";
vBulletin's "There are currently 3 users browsing this thread. (0 members and 3 guests)"; a call to join by its name
("membership-cta"); Stack Exchange's vote counters ("js-vote-count"); a page that is not an article losing its list of
linked names when the paragraph after it is good only alone (a department's research areas).  Left open (a strict
xfail): Divi's blog module with one whole excerpt inside the post's builder section.
"""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xen38 import _STORY, _story_texts
from test_vert_xlang26 import _paragraphs
from vert_support import processed
from vert_types29_pages import _head, _ld

PAGES: dict[str, NewsPage] = {}


def _p(texts: tuple[str, ...] | list[str], cls: str = "") -> str:
    attr = f" class='{cls}'" if cls else ""
    return "".join(f"<p{attr}>{t}</p>" for t in texts)


def _article_head(title: str, headline: str, kind: str, author: str, day: str, extra: str = "",
                  lang: str = "en-US") -> str:
    data = {"@type": kind, "headline": headline, "datePublished": f"{day}T08:30:00+00:00"}
    if author:
        data["author"] = {"@type": "Person", "name": author}
    return _head(title, lang, "<meta property='og:type' content='article'>" + extra + _ld(data))


# --- Substack: subscribe widgets, "Share", footnotes, "Discussion about this post" --------------------------------

SUBSTACK = (
    "For most of the last decade I assumed that the hardest part of running a small bakery would be the baking. It "
    "turned out to be the electricity bill.",
    "Our two deck ovens draw about 18 kilowatts each when they are heating up, and they heat up twice a day. When "
    "our supplier moved us to a time-of-use tariff last spring, the cost of that first bake doubled overnight.",
    "So we moved the bake. We now start at 2 a.m., when power is cheapest, and finish the bread by six. The pastries "
    "come later, in the smaller convection oven, which costs a third as much to run.",
    "The savings were real but smaller than I expected: about 14 percent on the monthly bill, once the night "
    "baker's extra pay was counted.",
    "Next month I will write about the flour contract, which is the other number that keeps me up at night.",
)
SUBSTACK_NOTES = (
    "The tariff has three bands; the night band runs from midnight to 5 a.m.",
    "Night work is paid at time and a quarter under the award our staff are on.",
)


def _substack() -> str:
    s, n = SUBSTACK, SUBSTACK_NOTES
    subscribe = ("<div class='subscription-widget-wrap'><div class='subscription-widget show-subscribe'><div "
                 "class='preamble'><p class='cta-caption'>Flour &amp; Power is a reader-supported publication. To "
                 "receive new posts and support my work, consider becoming a free or paid subscriber.</p></div><form "
                 "class='subscription-widget-subscribe'><input type='email' placeholder='Type your email…'><input "
                 "type='submit' value='Subscribe'></form></div></div>")
    return (
        _article_head("Moving the bake - by Tess Harlow - Flour & Power", "Moving the bake", "NewsArticle",
                      "Tess Harlow", "2026-11-20")
        + "<body><div id='main'><div class='topbar'><a href='/'>Flour &amp; Power</a><button>Subscribe</button>"
        "<a href='/account/login'>Sign in</a></div><div class='single-post-container'><article class='typography "
        "newsletter-post post'><div class='post-header'><h1 class='post-title published'>Moving the bake</h1><h3 "
        "class='subtitle'>What a time-of-use tariff did to a small bakery</h3><div class='post-meta'><a "
        "href='https://substack.com/@tessharlow'>Tess Harlow</a><div class='meta-EgzBVA'>Nov 20, 2026</div><div "
        "class='post-ufi'><a href='/q/232' class='like-button'>42</a><a href='/q/233' class='comment-button'>7</a><a href='/q/234' class='restack-button'>"
        "3</a><div class='post-ufi-button'>Share</div></div></div></div><div class='available-content'><div "
        "class='body markup' dir='auto'>"
        f"<p>{s[0]}</p><p>{s[1]}<a class='footnote-anchor' id='footnote-anchor-1' href='#footnote-1'>1</a></p>"
        + subscribe + f"<p>{s[2]}</p><p>{s[3]}<a class='footnote-anchor' href='#footnote-2'>2</a></p>"
        "<p class='button-wrapper'><a class='button primary' href='/p/moving-the-bake?utm_source=substack&amp;"
        "utm_medium=email&amp;action=share'><span>Share</span></a></p>"
        f"<p>{s[4]}</p>" + subscribe
        + f"<div class='footnote'><a class='footnote-number' href='#footnote-anchor-1'>1</a><div "
        f"class='footnote-content'><p>{n[0]}</p></div></div><div class='footnote'><a class='footnote-number' "
        f"href='#footnote-anchor-2'>2</a><div class='footnote-content'><p>{n[1]}</p></div></div>"
        "</div></div><div class='post-footer'><div class='post-ufi'><a href='/q/240' class='like-button'>42</a><div "
        "class='post-ufi-button'>Share</div></div></div></article><div class='comments-section'><h4>Discussion about "
        "this post</h4><div class='comment'><a href='/p/1'>Rob Keane</a><div class='comment-body'><p>We did the same with our "
        "kiln and saw almost exactly the same saving.</p></div></div></div><div class='post-footer-recommendations'>"
        "<h4>Ready for more?</h4><form><input type='email'><button>Subscribe</button></form></div></div><div "
        "class='footer-wrap'><div class='footer'>© 2026 Tess Harlow · <a href='/privacy'>Privacy</a> · <a "
        "href='/tos'>Terms</a> · <a href='/collection'>Collection notice</a></div><a href='https://substack.com/"
        "signup'>Start writing</a><a href='https://substack.com/app'>Get the app</a><p>Substack is the home for "
        "great culture</p></div></div></body></html>"
    )


PAGES["substack"] = NewsPage(
    _substack(), "https://flourandpower.substack.com/p/moving-the-bake",
    kept=(*SUBSTACK, *SUBSTACK_NOTES),
    gone=("reader-supported publication", "Discussion about this post", "Ready for more?", "Start writing",
          "Substack is the home", "We did the same with our kiln"),
    meta={"author": "Tess Harlow", "date": "2026-11-20"},
)


# --- Medium: clap/response bar, "Listen", "Written by", "More from" -----------------------------------------------

MEDIUM = (
    "When our team first adopted feature flags, we treated them as temporary switches that would be deleted a week "
    "after a release. Two years later we had more than four hundred of them.",
    "Most were dead: flags that had been fully rolled out but never removed, wrapping code that always ran the same "
    "way. A few were worse, because nobody remembered what turning them off would do.",
    "How we cleaned up",
    "We started by giving every flag an owner and an expiry date, stored next to the flag itself. A nightly job "
    "opens a ticket for the owner of every flag that is past its date.",
    "Then we made removal cheap. A small script finds the flag's checks in the code, keeps the branch that is live, "
    "and opens a pull request that a reviewer only has to approve.",
    "Within three months we were down to sixty flags, and every one of them has someone who can explain it.",
)


def _medium() -> str:
    m = MEDIUM
    bar = ("<div class='pw-multi-vote-count'><button aria-label='clap'>1.2K</button></div><div><button "
           "aria-label='responses'>18</button></div><button aria-label='Add to list'></button><button "
           "data-testid='audioPlayButton'><p>Listen</p></button><button data-testid='headerSocialShareButton'><p>"
           "Share</p></button>")
    return (
        _article_head("Four hundred feature flags later | by Priya Natarajan | Dec, 2026 | Medium",
                      "Four hundred feature flags later", "NewsArticle", "Priya Natarajan", "2026-11-18")
        + "<body><div id='root'><div class='metabar'><a href='/'>Medium</a><a href='/new-story'>Write</a><a "
        "href='/m/signin'>Sign in</a><a href='/m/signin?operation=register'>Get started</a></div><article><div "
        "class='ab ca'><section><div><div><h1 class='pw-post-title' data-testid='storyTitle'>Four hundred feature "
        "flags later</h1><div class='pw-author'><a data-testid='authorName' href='/@priyan'>Priya Natarajan</a><span>"
        "·</span><button>Follow</button></div><div><span data-testid='storyReadTime'>5 min read</span><span>·</span>"
        "<span data-testid='storyPublishDate'>Nov 18, 2026</span></div>" + bar
        + f"<p class='pw-post-body-paragraph'>{m[0]}</p><p class='pw-post-body-paragraph'>{m[1]}</p><h2 "
        f"class='pw-post-body-paragraph'>{m[2]}</h2><p class='pw-post-body-paragraph'>{m[3]}</p><p "
        f"class='pw-post-body-paragraph'>{m[4]}</p><p class='pw-post-body-paragraph'>{m[5]}</p>"
        "</div></div></section></div></article><div class='ab'><a href='/tag/software-engineering'>Software "
        "Engineering</a><a href='/tag/feature-flags'>Feature Flags</a></div>" + bar
        + "<div><h2>Written by Priya Natarajan</h2><p>2.4K Followers</p><p>Staff engineer. Writes about the boring "
        "parts of shipping software.</p><button>Follow</button></div><div><h2>More from Priya Natarajan</h2><a "
        "href='/p/1'>What we learned from a year of on-call rotations</a></div><div><h2>Recommended from Medium</h2>"
        "<a href='/p/2'>Ten habits of highly effective code reviewers</a></div><div><a href='https://help.medium.com"
        "'>Help</a><a href='/status'>Status</a><a href='/about'>About</a><a href='/careers'>Careers</a><a "
        "href='/press'>Press</a><a href='/blog'>Blog</a><a href='/privacy'>Privacy</a><a href='/terms'>Terms</a>"
        "<a href='/text-to-speech'>Text to speech</a><a href='/teams'>Teams</a></div></div></body></html>"
    )


PAGES["medium"] = NewsPage(
    _medium(), "https://medium.com/@priyan/four-hundred-feature-flags-later-3f9c2a1b7e44",
    kept=MEDIUM,
    gone=("Written by Priya", "2.4K Followers", "More from Priya", "Recommended from Medium",
          "What we learned from a year", "Text to speech", "5 min read"),
    meta={"author": "Priya Natarajan", "date": "2026-11-18"},
)


# --- Blogger (Contempo/Emporio): post-header, "Share", labels, comments, Blog Archive ----------------------------

BLOGGER = (
    "The last of the apples came in this weekend, and for the first time the old Bramley at the bottom of the garden "
    "gave more fruit than the two young trees put together.",
    "I pruned it hard two winters ago, taking out almost a third of the crown, and last year it sulked and gave us "
    "barely a bucketful. This year it made up for it.",
    "We picked about forty kilos. Most will be stored in slatted crates in the shed, wrapped one by one in newspaper "
    "so that a bad apple cannot spoil its neighbours.",
    "The rest went into chutney, which is the only way I know to use up that many cooking apples before they turn.",
)


def _blogger() -> str:
    b = BLOGGER
    return (
        _article_head("The Potting Shed: The Bramley's comeback", "The Bramley's comeback", "BlogPosting",
                      "Margaret Ellery", "2026-10-12", lang="en-GB")
        + "<body class='item-view version-1-3-3'><div class='page'><header class='centered-top-container'><div "
        "class='Header widget'><h1><a href='https://pottingshedjournal.blogspot.com/'>The Potting Shed</a></h1><p "
        "class='description'>Notes from a small garden in Herefordshire</p></div></header><main class='centered' "
        "id='main'><div class='main section' id='page_body'><div class='widget Blog'><div class='blog-posts "
        "hfeed container'><article class='post-outer-container'><div class='post-outer'><div class='post'><h3 "
        "class='post-title entry-title'>The Bramley's comeback</h3><div class='post-header'><div "
        "class='post-header-line-1'><span class='byline post-timestamp'>October 12, 2026</span></div></div><div "
        "class='post-body entry-content float-container'>"
        f"{b[0]}<br><br>{b[1]}<br><br>{b[2]}<br><br>{b[3]}"
        "</div><div class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='byline "
        "post-author vcard'><span class='byline-label'>Posted by</span><span class='fn'>Margaret Ellery</span></span>"
        "<span class='byline post-labels'><span class='byline-label'>Labels:</span><a href='/search/label/apples' "
        "rel='tag'>apples</a><a href='/search/label/orchard' rel='tag'>orchard</a></span></div><div "
        "class='post-share-buttons'><a class='share-button' href='#'>Email This</a><a class='share-button' href='#'>"
        "BlogThis!</a><a class='share-button' href='#'>Share to X</a><a class='share-button' href='#'>Share to "
        "Facebook</a><a class='share-button' href='#'>Share to Pinterest</a></div></div></div></div><section "
        "class='comments' id='comments'><h3 class='title'>Comments</h3><div class='comment-thread'><p>What a "
        "harvest! Ours gave nothing this year.</p></div><div class='comment-footer'><a href='#'>Post a Comment"
        "</a></div></section></article></div><div class='blog-pager container' id='blog-pager'><a "
        "class='blog-pager-newer-link'>Newer Post</a><a href='/q/247' class='blog-pager-older-link'>Older Post</a><a "
        "class='home-link'>Home</a></div><div class='post-feeds'>Subscribe to: <a href='/p/2'>Post Comments (Atom)</a></div>"
        "</div></div></main><aside class='sidebar-container'><div class='widget BlogArchive'><h3 "
        "class='title'>Blog Archive</h3><ul><li>2026 (31)</li><li>2025 (44)</li></ul></div></aside><footer "
        "class='footer'><div class='widget Attribution'>Powered by <a href='https://www.blogger.com'>Blogger</a>"
        "</div></footer></div></body></html>"
    )


PAGES["blogger"] = NewsPage(
    _blogger(), "https://pottingshedjournal.blogspot.com/2026/10/the-bramleys-comeback.html",
    kept=BLOGGER,
    gone=("Notes from a small garden", "Email This", "BlogThis!", "Share to Pinterest", "Ours gave nothing",
          "Post a Comment", "Newer Post", "Blog Archive", "Powered by", "Post Comments (Atom)"),
    meta={"author": "Margaret Ellery", "date": "2026-10-12"},
)




# --- TownNews BLOX (a local US paper): asset body, "Related to this story", tncms blocks ---------------------------

BLOX = (
    "The Millbrook school board on Monday approved a $48.6 million budget for next year that adds six teaching "
    "positions and keeps the tax rate flat for the third year running.",
    "Superintendent Carla Ruiz said most of the new money comes from higher state aid and from enrollment growth at "
    "the two elementary schools on the east side of town.",
    "“We are finally able to bring class sizes in the early grades back under twenty,” Ruiz told the board.",
    "Board member Dan Whitcomb cast the only vote against the budget, saying the district should have used part of "
    "its reserve to repair the high school's roof before next winter.",
    "The budget goes to voters in a district-wide referendum on May 19.",
)


def _blox() -> str:
    b = BLOX
    return (
        _article_head("Millbrook school board approves $48.6 million budget | Local News | millbrookledger.com",
                      "Millbrook school board approves $48.6 million budget", "NewsArticle", "Kyle Brandt",
                      "2026-11-17")
        + "<body class='tncms-template-body'><header id='site-header'><div id='main-navigation'><ul><li><a "
        "href='/news/'>News</a></li><li><a href='/sports/'>Sports</a></li><li><a href='/obituaries/'>Obituaries</a>"
        "</li><li><a href='/eedition/'>e-Edition</a></li></ul></div></header><div id='main-page-container'><section "
        "id='main-page'><div class='asset-masthead'><h1 class='headline'><span class='asset-headline "
        "tncms-inline-edit-text'>Millbrook school board approves $48.6 million budget</span></h1><ul class='list-"
        "inline'><li><span class='tnt-byline'>By Kyle Brandt Staff Writer</span></li><li><time datetime="
        "'2026-11-17T21:15:00-05:00'>Nov 17, 2026</time></li></ul><div class='share-container'><span>Facebook</span>"
        "<span>Twitter</span><span>WhatsApp</span><span>SMS</span><span>Email</span><span>Print</span><span>Copy "
        "article link</span><span>Save</span></div></div><div class='asset-content subscriber-premium'><div "
        "id='article-body' class='asset-body' itemprop='articleBody'><div class='subscriber-only encrypted-content'>"
        f"<p>{b[0]}</p><p>{b[1]}</p><div class='tncms-region tnt-ads'><div class='tnt-ads-container'><span>"
        f"Advertisement</span></div></div><p>{b[2]}</p><p>{b[3]}</p><div class='tncms-block'><div "
        "class='card-panel'><h3>Related to this story</h3><ul><li><a href='/news/1'>Millbrook voters reject roof "
        f"bond</a></li><li><a href='/news/2'>East side schools near capacity</a></li></ul></div></div><p>{b[4]}</p>"
        "</div></div><div class='asset-tags'><h4>Tags</h4><a href='/search/?t=Education'>Education</a><a "
        "href='/search/?t=Budget'>Budget</a></div><div class='tnt-author-card'><h4>Kyle Brandt</h4><p>Staff Writer"
        "</p><p>Kyle covers schools and local government for the Ledger.</p><a href='mailto:kb@example.com'>Email"
        "</a><a href='/p/3'>Follow Kyle Brandt</a></div></div><div id='asset-below'><h3>Most Popular</h3><ul><li><a href='/p/4'>Crash closes "
        "Route 12 overnight</a></li></ul><div class='tnt-section-newsletter'><h3>Get the morning headlines</h3><p>"
        "Sign up to get the top stories delivered daily.</p></div></div></section></div><footer id='site-footer'>"
        "<p>Millbrook Ledger, 14 Main St, Millbrook, NY</p><p>Powered by BLOX Content Management System from "
        "TownNews.com.</p><p>© Copyright 2026 Millbrook Ledger</p><p>Terms of Use | Privacy Policy</p></footer>"
        "</body></html>"
    )


PAGES["blox"] = NewsPage(
    _blox(), "https://www.millbrookledger.com/news/local/millbrook-school-board-approves-48-6-million-budget/"
    "article_8c2f11a4-0b3e-11ef-9b77-2f4c1a2b3c4d.html",
    kept=BLOX,
    gone=("Related to this story", "Millbrook voters reject roof bond", "Copy article link", "Kyle covers schools",
          "Most Popular", "Get the morning headlines", "Powered by BLOX", "Advertisement"),
    meta={"author": "Kyle Brandt", "date": "2026-11-17"},
)


# --- The Gannett network (USA TODAY Network's "gnt_" markup) ------------------------------------------------------

GANNETT = (
    "A state appeals court on Wednesday reinstated a lawsuit by residents of the Riverbend neighborhood who say a "
    "nearby asphalt plant has fouled their air for years.",
    "A lower court had dismissed the case in 2025, ruling that the residents had waited too long to sue. The three "
    "judges disagreed, finding that each day of emissions could be a new violation.",
    "“The residents are entitled to their day in court,” Judge Alicia Moreno wrote for the panel.",
    "The plant's owner, Midland Paving, said it would ask the state Supreme Court to review the decision. The company "
    "has said its emissions are within the limits of its state permit.",
    "Contact reporter Sam Okafor at sokafor@example.com or follow him on X at @samokafor.",
)


def _gannett() -> str:
    g = GANNETT
    return (
        _article_head("Riverbend residents' suit against asphalt plant revived by appeals court",
                      "Riverbend residents' suit against asphalt plant revived by appeals court", "NewsArticle",
                      "Sam Okafor", "2026-11-11")
        + "<body><div class='gnt_n'><nav class='gnt_n_mn'><a class='gnt_n_logo' href='/'>The Midland Courier</a><a "
        "href='/news/'>News</a><a href='/sports/'>Sports</a><a href='/entertainment/'>Entertainment</a><a "
        "href='/opinion/'>Opinion</a><a class='gnt_n_us_a' href='/subscribe/'>Subscribe</a><a href='/login'>Sign "
        "In</a></nav></div><main class='gnt_cw'><article class='gnt_pr'><h1 class='gnt_ar_hl' elementtiming="
        "'ar-headline'>Riverbend residents' suit against asphalt plant revived by appeals court</h1><div "
        "class='gnt_ar_by'><a class='gnt_ar_by_a' href='/staff/sam-okafor/'>Sam Okafor</a><div "
        "class='gnt_ar_by_p'>Midland Courier</div></div><div class='gnt_ar_dt' aria-label='Published: 3:41 p.m. CT "
        "Nov. 11, 2026'>Published 3:41 p.m. CT Nov. 11, 2026</div><div class='gnt_ss'><button>Facebook</button>"
        "<button>Email</button><button>X</button><button>Share</button></div><div class='gnt_ar_b'>"
        f"<p class='gnt_ar_b_p'>{g[0]}</p><p class='gnt_ar_b_p'>{g[1]}</p><aside class='gnt_em gnt_em__el'><div "
        "class='gnt_em_pl_tl'>More:<a class='gnt_ar_b_a' href='/story/1'> Asphalt plant's permit renewal draws "
        "protest at hearing</a></div></aside>"
        f"<p class='gnt_ar_b_p'>{g[2]}</p><aside class='gnt_em gnt_em_nl'><div class='gnt_em_nl_tl'>Get the "
        "Daily Briefing newsletter in your inbox.</div><div class='gnt_em_nl_d'>Start your day with the top local "
        "headlines.</div><button>Sign Up</button></aside>"
        f"<p class='gnt_ar_b_p'>{g[3]}</p><p class='gnt_ar_b_p'>{g[4]}</p></div><div class='gnt_ar_cr'>This "
        "article originally appeared on Midland Courier: Riverbend residents' suit against asphalt plant revived "
        "by appeals court</div></article><aside class='gnt_rr'><h3>Most popular</h3><a href='/p/5'>High school football "
        "scores</a></aside></main><footer class='gnt_f'><p>© 2026 www.midlandcourier.com. All rights reserved.</p>"
        "<a href='/p/6'>Terms of Service</a><a href='/p/7'>Your Privacy Choices</a></footer></body></html>"
    )


PAGES["gannett"] = NewsPage(
    _gannett(), "https://www.midlandcourier.com/story/news/local/2026/11/11/riverbend-asphalt-plant-lawsuit-"
    "appeals-court/76312345007/",
    kept=GANNETT,
    gone=("Asphalt plant's permit renewal draws", "Daily Briefing newsletter", "Start your day with", "Most popular",
          "All rights reserved"),
    meta={"author": "Sam Okafor", "date": "2026-11-11"},
)


# --- Reuters (wire): "Reporting by ...; Editing by ...", "Our Standards: The Thomson Reuters Trust Principles." ---

REUTERS = (
    "LONDON, Nov 26 (Reuters) - Britain's biggest building society said on Wednesday it would cut the rates on its "
    "two- and five-year fixed mortgages by up to 0.3 percentage points, the latest lender to do so after the Bank "
    "of England held interest rates steady.",
    "The cuts take effect on Thursday and apply to new borrowers and to existing members who are moving to a new "
    "deal, the lender said in a statement.",
    "Mortgage rates have eased in recent weeks as markets priced in further cuts to the central bank's main rate "
    "next year.",
    "Reporting by Amelia Shore; Editing by Tom Hollis",
)


def _reuters() -> str:
    r = REUTERS
    para = "<div class='article-body__paragraph__2-BtD' data-testid='paragraph-{}'>{}</div>"
    return (
        _article_head("UK building society cuts fixed mortgage rates | Reuters",
                      "UK building society cuts fixed mortgage rates", "NewsArticle", "Amelia Shore", "2026-11-26",
                      lang="en")
        + "<body><div id='fusion-app'><header class='site-header'><a href='/'>Reuters</a><nav><a href='/world/'>"
        "World</a><a href='/business/'>Business</a><a href='/markets/'>Markets</a></nav><a "
        "href='/account/register/'>Register</a></header><main><article class='article__container'><header><nav "
        "class='article-header__tags'><a href='/business/finance/'>Finance</a></nav><h1 data-testid='Heading'>UK "
        "building society cuts fixed mortgage rates</h1><div class='article-header__byline'>By <a "
        "href='/authors/amelia-shore/'>Amelia Shore</a></div><time data-testid='Body'>November 26, 2026 10:12 AM "
        "UTC</time><span>Updated 2 hours ago</span></header><div class='article-body__content__17Yit'>"
        + "".join(para.format(i, t) for i, t in enumerate(r[:3]))
        + f"<p class='sign-off'>{r[3]}</p><p class='text__text__1FZLe'>Our Standards: <a "
        "href='https://www.thomsonreuters.com/en/about-us/trust-principles.html'>The Thomson Reuters Trust "
        "Principles.</a></p></div><div class='article-body__toolbar'><button>Purchase Licensing Rights</button>"
        "</div><div class='read-next-panel'><h2>Read Next</h2><a href='/p/8'>Euro zone bond yields edge lower</a></div>"
        "</article></main><footer><p>All quotes delayed a minimum of 15 minutes.</p><p>© 2026 Reuters. All rights "
        "reserved</p></footer></div></body></html>"
    )


PAGES["reuters"] = NewsPage(
    _reuters(), "https://www.reuters.com/business/finance/uk-building-society-cuts-fixed-mortgage-rates-2026-11-26/",
    kept=REUTERS[:3],
    gone=("Our Standards", "Purchase Licensing Rights", "Read Next", "Euro zone bond yields", "quotes delayed"),
    meta={"author": "Amelia Shore", "date": "2026-11-26"},
)


# --- BBC-like: data-component blocks, "Related topics", "More on this story" -------------------------------------

BBC = (
    "A medieval bridge that was badly damaged by floods last winter has reopened to pedestrians after nine months "
    "of repairs.",
    "The 14th Century bridge over the River Lugg in Herefordshire lost part of one of its arches when the river "
    "rose to its highest level since records began.",
    "Stonemasons used lime mortar and stone from the same quarry as the original to rebuild the arch.",
    "Local councillor Janet Price said: \"People here have crossed this bridge every day of their lives, and it has "
    "been strange not to be able to.\"",
    "The bridge will stay closed to vehicles until a survey of its foundations is finished next spring.",
)


def _bbc() -> str:
    b = BBC
    text = "<div data-component='text-block'><p>{}</p></div>"
    return (
        _article_head("Medieval bridge reopens after flood repairs - BBC News", "Medieval bridge reopens after "
                      "flood repairs", "ReportageNewsArticle", "Owen Davies", "2026-11-25", lang="en-GB")
        + "<body><header role='banner'><a href='/'>BBC</a><nav><a href='/news'>News</a><a href='/sport'>Sport</a>"
        "<a href='/weather'>Weather</a><a href='/iplayer'>iPlayer</a></nav><a href='/signin'>Sign in</a></header>"
        "<main id='main-content'><article><header data-component='headline-block'><h1 id='main-heading'>Medieval "
        "bridge reopens after flood repairs</h1></header><div data-component='byline-block'><div><time "
        "datetime='2026-11-25T06:12:33.000Z'>25 November 2026</time></div><div><span>Owen Davies</span><span>BBC "
        "News, Hereford and Worcester</span></div><div><button>Share</button><button>Save</button></div></div>"
        "<div data-component='image-block'><figure><img src='/b.jpg' alt=''><figcaption>The bridge's damaged arch "
        "was rebuilt using stone from the original quarry</figcaption></figure></div>"
        + text.format(b[0]) + text.format(b[1]) + text.format(b[2])
        + "<div data-component='links-block'><p>More on this story</p><ul><li><a href='/news/1'>Floods cut off "
        "villages across county</a></li><li><a href='/news/2'>Repairs begin on flood-hit bridge</a></li></ul>"
        "</div>" + text.format(b[3]) + text.format(b[4])
        + "<div data-component='text-block'><p><i>Follow BBC Hereford &amp; Worcester on <a href='/p/9'>Facebook</a>, <a href='/p/10'>X</a> "
        "and <a href='/p/11'>Instagram</a>. Send your story ideas to: <a href='/p/12'>midlandstoday@bbc.co.uk</a></i></p></div>"
        "<div data-component='tag-list'><h2>Related topics</h2><ul><li><a href='/p/13'>Flooding</a></li><li><a href='/p/14'>Herefordshire</a>"
        "</li></ul></div></article><section data-component='related-content'><h2>More from the BBC</h2><a href='/p/15'>Rail "
        "line reopens after landslip</a></section></main><footer><p>Copyright 2026 BBC. All rights reserved. The "
        "BBC is not responsible for the content of external sites. Read about our approach to external linking."
        "</p></footer></body></html>"
    )


PAGES["bbc"] = NewsPage(
    _bbc(), "https://www.bbc.co.uk/news/articles/c9d3e1k7p2xo",
    kept=BBC,
    gone=("More on this story", "Floods cut off villages", "Follow BBC Hereford", "Related topics",
          "More from the BBC", "external linking"),
    meta={"author": "Owen Davies", "date": "2026-11-25"},
)


# --- Guardian-like: dcr markup, "Explore more on these topics", support epic --------------------------------------

GUARDIAN = (
    "The number of people sleeping rough in England rose by a fifth last year, according to official figures that "
    "charities said showed the housing crisis spreading beyond the big cities.",
    "Councils counted 4,370 people sleeping outside on a single night last autumn, up from 3,640 the year before. "
    "The largest rises were in the south-west and the east of England.",
    "Polly Neate, the chief executive of a housing charity, said: “These numbers are a disgrace. Behind every one of "
    "them is a person who has run out of options.”",
    "A government spokesperson said it was spending £1bn this year on homelessness services and would publish a new "
    "strategy in the spring.",
)


def _guardian() -> str:
    g = GUARDIAN
    return (
        _article_head("Rough sleeping in England up by a fifth, figures show | Homelessness | The Guardian",
                      "Rough sleeping in England up by a fifth, figures show", "NewsArticle", "Harriet Lowe",
                      "2026-11-19", lang="en-GB")
        + "<body><header data-component='header'><a href='/'>The Guardian</a><nav><a href='/uk'>News</a><a "
        "href='/uk/commentisfree'>Opinion</a><a href='/uk/sport'>Sport</a><a href='/uk/culture'>Culture</a></nav>"
        "<a data-link-name='nav3 : support-cta'>Support the Guardian</a><p>Fund independent journalism with £10 per "
        "month</p></header><main><article><div data-gu-name='headline'><h1>Rough sleeping in England up by a "
        "fifth, figures show</h1></div><div data-gu-name='standfirst'><p>Charities say rise shows housing crisis "
        "spreading beyond big cities</p></div><div data-gu-name='meta'><address aria-label='Contributor info'><a "
        "rel='author' href='/profile/harriet-lowe'>Harriet Lowe</a> Social affairs correspondent</address><details>"
        "<summary>Wed 19 Nov 2026 00.01 GMT</summary></details><div><span>Share</span></div></div><div "
        "id='maincontent' data-gu-name='body'><div class='article-body-commercial-selector "
        "article-body-viewer-selector'>"
        f"<p>{g[0]}</p><p>{g[1]}</p><aside data-spacefinder-role='inline'><div data-link-name='rich-link-1 | 1'>"
        "<p>Explainer</p><a href='/p/16'>How are rough sleepers counted in England?</a></div></aside>"
        f"<p>{g[2]}</p><p>{g[3]}</p></div><div id='slot-body-end'><div class='contributions__epic'><h2>… there is a "
        "good reason why so many people choose to support the Guardian.</h2><p>Not many news organisations are set "
        "up like us. Free from shareholders and billionaire owners, we can fearlessly chase the truth.</p><p>It "
        "takes just a minute to show your support. If you can, please consider supporting us with a regular "
        "payment each month.</p><a href='/p/17'>Support us</a></div></div><div data-gu-name='footer'><h2>Explore more on these "
        "topics</h2><ul><li><a href='/p/18'>Homelessness</a></li><li><a href='/p/19'>Housing</a></li></ul><a href='/p/20'>Reuse this content</a></div>"
        "</div></article><section data-component='more-on-this-story'><h2>More on this story</h2><a href='/p/21'>Councils "
        "warn of winter shelter shortfall</a></section><section data-component='most-viewed'><h2>Most viewed</h2>"
        "<a href='/p/22'>Live: Autumn budget</a></section></main><footer><p>© 2026 Guardian News &amp; Media Limited or its "
        "affiliated companies. All rights reserved.</p></footer></body></html>"
    )


PAGES["guardian"] = NewsPage(
    _guardian(), "https://www.theguardian.com/society/2026/nov/19/rough-sleeping-england-up-fifth-figures",
    kept=GUARDIAN,
    gone=("Explainer", "How are rough sleepers counted", "good reason why so many people", "billionaire owners",
          "takes just a minute", "Explore more on these topics", "Reuse this content", "More on this story",
          "Most viewed", "Fund independent journalism"),
    meta={"author": "Harriet Lowe", "date": "2026-11-19"},
)


# --- Sky News-like: sdc-article markup, "Read more:", inline promos ----------------------------------------------

SKY = (
    "Train drivers at four rail operators will strike on three days next month in a dispute over pay and rest "
    "days, their union has announced.",
    "The walkouts on 9, 11 and 13 December will affect services across the Midlands and the north of England, "
    "with operators warning of very limited timetables.",
    "The union's general secretary said members had rejected an offer that tied a 4% rise to changes in working "
    "practices.",
    "The Rail Delivery Group said the strikes were \"completely unnecessary\" and urged the union to return to "
    "talks.",
)


def _sky() -> str:
    s = SKY
    return (
        _article_head("Train drivers to strike on three days in December | UK News | Sky News",
                      "Train drivers to strike on three days in December", "NewsArticle", "Alix Culbertson",
                      "2026-11-21", lang="en-GB")
        + "<body><header class='sdc-site-header'><a href='/'>Sky News</a><nav><a href='/uk'>UK</a><a "
        "href='/politics'>Politics</a><a href='/world'>World</a><a href='/watch-live'>Watch Live</a></nav></header>"
        "<main><div class='sdc-article-header'><h1 class='sdc-article-header__long-title'>Train drivers to strike "
        "on three days in December</h1><p class='sdc-article-header__sub-title'>Services across the Midlands and "
        "the north will be hit.</p><div class='sdc-article-author'><p class='sdc-article-author__byline'>Alix "
        "Culbertson<span>Political reporter</span><span> @alixculbertson</span></p></div><p "
        "class='sdc-article-date__date-time'>Friday 21 November 2026 11:32, UK</p></div><div "
        "class='sdc-article-body sdc-article-body--story'>"
        f"<p>{s[0]}</p><p>{s[1]}</p><p><strong>Read more from Sky News:</strong><br><a href='/p/23'>Rail fares to rise by "
        "4.6% in March</a><br><a href='/p/24'>New trains delayed by signalling fault</a></p>"
        f"<p>{s[2]}</p><div class='sdc-article-widget sdc-site-au'><div class='sdc-site-au__title'>Follow Sky "
        "News on WhatsApp</div><p>Keep up with all the latest news from the UK and around the world by following "
        f"Sky News</p><a href='/p/25'>Tap here</a></div><p>{s[3]}</p></div><div class='sdc-article-related-stories'><h3>Related "
        "Topics</h3><a href='/p/26'>Rail strikes</a></div></main><footer class='sdc-site-footer'><p>© 2026 Sky UK</p></footer>"
        "</body></html>"
    )


PAGES["sky"] = NewsPage(
    _sky(), "https://news.sky.com/story/train-drivers-to-strike-on-three-days-in-december-13267890",
    kept=SKY,
    gone=("Read more from Sky News", "Rail fares to rise", "Follow Sky News on WhatsApp", "Keep up with all the "
          "latest", "Tap here", "Related Topics"),
    meta={"author": "Alix Culbertson", "date": "2026-11-21"},
)



# --- An Irish paper (Irish Times-like on Arc): "Read More" list, "Sign up to push alerts" --------------------------

IRISH = (
    "The Government will extend the rent pressure zone rules to every county from next year, the Minister for "
    "Housing has told the Dáil.",
    "Under the rules, rents in existing tenancies can rise by no more than 2 per cent a year. At present they apply "
    "in areas covering about three-quarters of all tenancies.",
    "Opposition parties welcomed the move but said it came too late for renters in towns that had seen double-digit "
    "increases over the past two years.",
    "The legislation is expected to pass before the Christmas recess.",
)


def _irish() -> str:
    i = IRISH
    return (
        _article_head("Rent pressure zone rules to be extended to every county – The Irish Chronicle",
                      "Rent pressure zone rules to be extended to every county", "NewsArticle", "Conor Brady",
                      "2026-11-13", lang="en-IE")
        + "<body><div id='fusion-app'><header class='c-header'><a href='/'>The Irish Chronicle</a><nav><a "
        "href='/ireland/'>Ireland</a><a href='/business/'>Business</a><a href='/sport/'>Sport</a></nav><a "
        "href='/subscribe/'>Subscribe</a></header><main><article class='b-article'><h1 class='c-heading'>Rent "
        "pressure zone rules to be extended to every county</h1><div class='b-byline'><a href='/author/conor-brady'>"
        "Conor Brady</a><span>Political Correspondent</span></div><time>Thu Nov 13 2026 - 18:44</time><div "
        "class='c-share'><button>Share</button><button>Gift</button></div><div class='b-article-body'>"
        f"<p class='c-paragraph'>{i[0]}</p><p class='c-paragraph'>{i[1]}</p><div class='c-link-list'><h2 "
        "class='c-heading'>Read More</h2><ul><li><a href='/p/27'>How much has rent gone up where you live?</a></li><li><a href='/p/28'>Landlords "
        f"leaving the market, says agency</a></li></ul></div><p class='c-paragraph'>{i[2]}</p><p "
        f"class='c-paragraph'>{i[3]}</p><div class='c-custom-embed'><p>Sign up for push alerts and have the best news, "
        "analysis and comment delivered directly to your phone</p></div><div class='c-custom-embed'><p>Find The Irish "
        "Chronicle on WhatsApp and stay up to date</p></div></div></article><aside><h3>Most Read</h3><a href='/p/29'>Storm "
        "warning for west coast</a></aside></main><footer><p>© 2026 The Irish Chronicle DAC</p></footer></div>"
        "</body></html>"
    )


PAGES["irish"] = NewsPage(
    _irish(), "https://www.irishchronicle.example.ie/ireland/2026/11/13/rent-pressure-zone-rules-extended/",
    kept=IRISH,
    gone=("Read More", "How much has rent gone up", "Sign up for push alerts", "on WhatsApp and stay up to date",
          "Most Read"),
    meta={"author": "Conor Brady", "date": "2026-11-13"},
)


# --- An Indian paper (Times of India/Hindustan Times-like): "Also Read", "Catch all the ... news" -----------------

INDIAN = (
    "NEW DELHI: The Delhi Metro will run its first driverless trains on the Magenta Line extension from January, "
    "officials said on Saturday, after the safety commissioner approved the new section.",
    "The 12-km stretch adds eight stations between Janakpuri West and the airport's new terminal, and is expected "
    "to carry about 90,000 passengers a day in its first year.",
    "Trains will run every four minutes at peak hours. The corporation said platform screen doors had been fitted "
    "at all eight stations.",
    "Officials said fares on the new stretch would follow the existing slab system, with a maximum fare of ₹64.",
)


def _indian() -> str:
    i = INDIAN
    return (
        _article_head("Delhi Metro's driverless trains on Magenta Line extension from January | Delhi News - "
                      "Daily Courier", "Delhi Metro's driverless trains on Magenta Line extension from January",
                      "NewsArticle", "Ritika Sharma", "2026-11-22", lang="en-IN")
        + "<body><header><a href='/'>Daily Courier</a><nav><a href='/india'>India</a><a href='/cities'>Cities</a><a "
        "href='/business'>Business</a><a href='/entertainment'>Entertainment</a></nav></header><main><div "
        "class='article-wrap'><h1 class='hdg1'>Delhi Metro's driverless trains on Magenta Line extension from "
        "January</h1><div class='byline'><span>By Ritika Sharma</span>, <span>TNN</span><span class='dateTime'>"
        "Updated: Nov 22, 2026, 21:05 IST</span></div><div class='share-icons'><a href='/p/30'>Facebook</a><a href='/p/31'>X</a><a href='/p/32'>WhatsApp</a>"
        "</div><div class='storyDetails' itemprop='articleBody'>"
        f"<p>{i[0]}</p><p>{i[1]}</p><div class='storyAd'>Advertisement</div><p><strong>Also Read</strong> | <a href='/p/33'>"
        "Delhi Metro fares: what a commuter pays now</a></p>"
        f"<p>{i[2]}</p><p>{i[3]}</p><p class='catchAll'>Catch all the <a href='/p/34'>Latest News</a>, <a href='/p/35'>India News</a>, <a href='/p/36'>"
        "Breaking News</a> and <a href='/p/37'>Weather Updates</a> on Daily Courier. Download the <a href='/p/38'>Daily Courier App</a> for "
        "the latest updates.</p></div><div class='end-of-article'>End of Article</div><div><h3>Trending Stories</h3>"
        "<a href='/p/39'>Gold price today</a></div></div></main><footer><p>Copyright © 2026 Daily Courier Media Ltd. All rights "
        "reserved</p></footer></body></html>"
    )


PAGES["indian"] = NewsPage(
    _indian(), "https://www.dailycourier.example.in/cities/delhi/delhi-metro-driverless-magenta-line/articleshow/"
    "115623411.cms",
    kept=INDIAN,
    gone=("Also Read", "what a commuter pays now", "Catch all the", "End of Article", "Trending Stories",
          "Advertisement"),
    meta={"author": "Ritika Sharma", "date": "2026-11-22"},
)


# --- An Australian broadcaster (ABC-like): "Key points", "Posted ... Updated", "Get our breaking news alerts" --------

AUS = (
    "Swimmers have been told to stay out of the water at three beaches on Sydney's northern beaches after a shark "
    "was sighted close to shore on Sunday morning.",
    "Surf Life Saving NSW said a drone spotted the animal, believed to be a bull shark about two metres long, "
    "about 50 metres from the sand at Dee Why just after 8am.",
    "The beaches are expected to reopen on Monday if there are no further sightings.",
    "Beachgoers are urged to swim between the flags and to check the SharkSmart app before entering the water.",
)


def _aus() -> str:
    a = AUS
    return (
        _article_head("Shark sighting closes three Sydney beaches - ABC News", "Shark sighting closes three Sydney "
                      "beaches", "NewsArticle", "Jessica Kidd", "2026-11-29", lang="en-AU")
        + "<body><header><a href='/news'>ABC News</a><nav><a href='/p/40'>Just In</a><a href='/p/41'>Australia</a><a href='/p/42'>World</a><a href='/p/43'>Business</a>"
        "</nav></header><main id='content'><article><h1>Shark sighting closes three Sydney beaches</h1><div "
        "data-component='Byline'><a href='/p/44'>Jessica Kidd</a><div><span>ABC News</span></div><div><time>Posted Sun 29 Nov "
        "2026 at 10:21am</time>, <span>updated 2h ago</span></div></div><div data-component='KeyPoints'><h2>In "
        "short:</h2><p>Three northern beaches are closed after a shark sighting.</p><p><strong>What's next?</strong> "
        "The beaches may reopen on Monday.</p></div><div id='body' data-component='LayoutContainer'>"
        f"<p>{a[0]}</p><p>{a[1]}</p><aside data-component='RelatedCard'><a href='/p/45'>Shark nets to stay for another summer"
        f"</a></aside><p>{a[2]}</p><p>{a[3]}</p><aside data-component='EmphasisedText'><p><strong>Get our breaking "
        "news alerts</strong> and the latest stories on the ABC NEWS app. <a href='/p/46'>Download it now</a>.</p></aside></div>"
        "<div data-component='RelatedTopics'><h3>Related topics</h3><a href='/p/47'>Sharks</a><a href='/p/48'>Dee Why</a></div></article>"
        "</main><footer><p>We acknowledge Aboriginal and Torres Strait Islander peoples as the First Australians and "
        "Traditional Custodians of the lands where we live, learn, and work.</p><p>© 2026 ABC</p></footer></body>"
        "</html>"
    )


PAGES["aus"] = NewsPage(
    _aus(), "https://www.abc.net.au/news/2026-11-29/shark-sighting-closes-sydney-beaches/104637890",
    kept=AUS,
    gone=("Shark nets to stay", "Get our breaking news alerts", "Related topics", "We acknowledge Aboriginal"),
    meta={"author": "Jessica Kidd", "date": "2026-11-29"},
)


# --- GOV.UK guidance: contents list, "Is this page useful?", "Related content" -----------------------------------

GOVUK = (
    "You can apply for a blue badge if you have a disability or health condition that affects your mobility.",
    "Who can apply",
    "You'll automatically get a badge if you're over 3 years old and at least one of the following applies:",
    "you receive the higher rate of the mobility component of Disability Living Allowance",
    "you're registered blind (severely sight impaired)",
    "you receive a War Pensioners' Mobility Supplement",
    "How to apply",
    "Apply through your local council. You'll need a recent digital photo of your face, your National Insurance "
    "number and proof of your address.",
    "It costs up to £10 in England. Most councils will tell you whether you've been successful within 12 weeks.",
)


def _govuk() -> str:
    g = GOVUK
    return (
        _head("Apply for or renew a Blue Badge: Who can apply - GOV.UK", "en-GB",
              "<meta name='govuk:format' content='guide'>")
        + "<body class='govuk-template__body'><a href='#main-content' class='govuk-skip-link'>Skip to main content"
        "</a><div id='global-cookie-message'><p>We use some essential cookies to make this website work.</p><button>"
        "Accept additional cookies</button><button>Reject additional cookies</button><a href='/p/49'>View cookies</a></div>"
        "<header class='gem-c-layout-super-navigation-header'><a href='/'>GOV.UK</a><button>Menu</button><button>"
        "Search GOV.UK</button></header><div class='govuk-width-container'><div class='gem-c-breadcrumbs'><ol><li><a "
        "href='/'>Home</a></li><li><a href='/transport'>Driving and transport</a></li></ol></div><main "
        "class='govuk-main-wrapper' id='main-content'><h1 class='gem-c-title__text'>Apply for or renew a Blue Badge"
        "</h1><aside class='part-navigation-container'><nav class='gem-c-contents-list'><h2>Contents</h2><ol><li>"
        "<a href='/p/50'>Overview</a></li><li>Who can apply</li><li><a href='/p/51'>Apply</a></li></ol></nav></aside><div "
        "class='govuk-grid-column-two-thirds'><div class='gem-c-govspeak govuk-govspeak'>"
        f"<p>{g[0]}</p><h2>{g[1]}</h2><p>{g[2]}</p><ul><li>{g[3]}</li><li>{g[4]}</li><li>{g[5]}</li></ul><h2>{g[6]}"
        f"</h2><p>{g[7]}</p><p>{g[8]}</p></div><nav class='govuk-pagination'><div><a href='/p/52'><span>Previous</span><span>"
        "Overview</span></a></div><div><a href='/p/53'><span>Next</span><span>Apply</span></a></div></nav><a href='/p/54'>View a printable "
        "version of the whole guide</a></div><div class='gem-c-related-navigation'><h2>Related content</h2><ul><li>"
        "<a href='/p/55'>Blue Badge scheme: rights and responsibilities</a></li></ul><h3>Explore the topic</h3><a href='/p/56'>Disabled "
        "people</a></div><div class='gem-c-feedback'><h2>Is this page useful?</h2><button>Yes</button><button>No"
        "</button><button>Report a problem with this page</button></div></main></div><footer "
        "class='govuk-footer'><h2>Services and information</h2><a href='/p/57'>Benefits</a><a href='/p/58'>Births, death, marriages and care"
        "</a><p>All content is available under the Open Government Licence v3.0, except where otherwise stated</p>"
        "<a href='/p/59'>© Crown copyright</a></footer></body></html>"
    )


PAGES["govuk"] = NewsPage(
    _govuk(), "https://www.gov.uk/apply-blue-badge/who-can-apply",
    kept=GOVUK,
    gone=("essential cookies", "Blue Badge scheme: rights", "Is this page useful?", "Report a problem",
          "Open Government Licence", "View a printable version", "Explore the topic"),
)


# --- A US federal agency's page (USWDS): "An official website of the United States government", "Last Reviewed" ----

USGOV = (
    "Food poisoning is an illness caused by eating food contaminated with germs. Most people recover without "
    "treatment within a few days.",
    "Symptoms",
    "The most common symptoms are upset stomach, stomach cramps, nausea, vomiting, diarrhea and fever.",
    "When to see a doctor",
    "See a doctor if you have diarrhea and a fever above 102°F, diarrhea for more than three days that is not "
    "improving, or so much vomiting that you cannot keep liquids down.",
    "Who is more likely to get sick",
    "Adults aged 65 and older, children younger than 5, people with weakened immune systems and pregnant people are "
    "more likely to get seriously ill.",
)


def _usgov() -> str:
    u = USGOV
    return (
        _head("Symptoms of Food Poisoning | Food Safety | Federal Health Agency", "en-US")
        + "<body><section class='usa-banner' aria-label='Official website of the United States government'><div "
        "class='usa-accordion'><header class='usa-banner__header'><p class='usa-banner__header-text'>An official "
        "website of the United States government</p><button class='usa-banner__button'>Here's how you know</button>"
        "</header><div class='usa-banner__content'><p><strong>Official websites use .gov</strong> A .gov website "
        "belongs to an official government organization in the United States.</p><p><strong>Secure .gov websites "
        "use HTTPS</strong> A lock or https:// means you've safely connected to the .gov website. Share sensitive "
        "information only on official, secure websites.</p></div></div></section><header class='usa-header'><a "
        "href='/'>Federal Health Agency</a><nav class='usa-nav'><a href='/p/60'>Health Topics</a><a href='/p/61'>Data &amp; Research</a><a href='/p/62'>"
        "About</a></nav></header><main id='main-content' class='usa-layout-docs'><nav class='usa-breadcrumb'><ol><li>"
        "<a href='/p/63'>Food Safety</a></li></ol></nav><h1>Symptoms of Food Poisoning</h1><div class='usa-prose'>"
        f"<p>{u[0]}</p><h2>{u[1]}</h2><p>{u[2]}</p><h2>{u[3]}</h2><p>{u[4]}</p><h2>{u[5]}</h2><p>{u[6]}</p>"
        "</div><div class='last-reviewed'><span>Last Reviewed: </span><time>March 14, 2026</time></div><div "
        "class='page-share'><span>Share</span><a href='/p/64'>Facebook</a><a href='/p/65'>LinkedIn</a><a href='/p/66'>Email</a></div><div "
        "class='sources'><p>Source: National Center for Emerging and Zoonotic Infectious Diseases</p></div></main>"
        "<footer class='usa-footer'><a href='/p/67'>About the Agency</a><a href='/p/68'>Contact Us</a><a href='/p/69'>FOIA</a><a href='/p/70'>No Fear Act</a><a href='/p/71'>"
        "Accessibility</a><p>U.S. Department of Health &amp; Human Services</p><a href='/p/72'>USA.gov</a></footer></body>"
        "</html>"
    )


PAGES["usgov"] = NewsPage(
    _usgov(), "https://www.fha.example.gov/food-safety/signs-symptoms/index.html",
    kept=USGOV,
    gone=("An official website of the United States", "Here's how you know", "Official websites use .gov",
          "Secure .gov websites", "No Fear Act", "Last Reviewed"),
)


# --- A university department's page (Drupal/Cascade): people and research areas ---------------------------------

DEPT = (
    "The Department of Earth Sciences studies how the planet works, from the chemistry of its deep interior to the "
    "rivers and glaciers that shape its surface.",
    "Our forty faculty members and more than a hundred graduate students work in the field on every continent, and "
    "in laboratories that include one of the country's few clean rooms for isotope geochemistry.",
    "Research areas",
    "Geochemistry and cosmochemistry",
    "Geophysics and tectonics",
    "Climate, oceans and the cryosphere",
    "Undergraduates can major or minor in Earth Sciences or in Environmental Geology. Both programs include a summer "
    "field course in the Rocky Mountains.",
)


def _dept() -> str:
    d = DEPT
    return (
        _head("About the Department | Earth Sciences | Lakeshore University", "en-US")
        + "<body><div class='alert-bar'><p>Campus operations are normal.</p></div><header class='site-header'><a "
        "href='https://www.lakeshore.edu'>Lakeshore University</a><a href='/'>Earth Sciences</a><nav "
        "class='main-menu'><a href='/p/73'>About</a><a href='/p/74'>People</a><a href='/p/75'>Research</a><a href='/p/76'>Undergraduate</a><a href='/p/77'>Graduate</a><a href='/p/78'>News &amp; "
        "Events</a></nav><a href='/q/252' class='btn'>Give</a></header><div class='page-layout'><aside class='sidebar-menu'><ul><li>"
        "<a href='/p/79'>About</a></li><li><a href='/p/80'>Diversity, Equity and Inclusion</a></li><li><a href='/p/81'>Facilities</a></li><li><a href='/p/82'>Contact</a>"
        "</li></ul></aside><main id='main-content'><h1 class='page-title'>About the Department</h1><div "
        "class='field--name-body text-formatted'>"
        f"<p>{d[0]}</p><p>{d[1]}</p><h2>{d[2]}</h2><ul><li><a href='/p/83'>{d[3]}</a></li><li><a href='/p/84'>{d[4]}</a></li><li><a href='/p/85'>{d[5]}</a>"
        f"</li></ul><p>{d[6]}</p></div><div class='contact-block'><h3>Contact Us</h3><p>Department of Earth Sciences"
        "<br>210 Halsey Hall<br>Lakeshore, MN 55401</p><p>Phone: 612-555-0143</p></div></main></div><footer>"
        "<p>© 2026 Regents of Lakeshore University. All rights reserved. Lakeshore University is an equal "
        "opportunity educator and employer.</p><a href='/p/86'>Privacy Statement</a><a href='/p/87'>Report Web Disability-Related Issue</a>"
        "</footer></body></html>"
    )


PAGES["dept"] = NewsPage(
    _dept(), "https://earthsciences.lakeshore.edu/about",
    kept=DEPT,
    gone=("Campus operations are normal", "Diversity, Equity and Inclusion", "equal opportunity educator",
          "Report Web Disability"),
)


# --- A museum's exhibition page (WordPress, custom theme): dates, tickets, "Plan your visit" ---------------------

MUSEUM = (
    "For three centuries the whalers of the North Atlantic carved, engraved and painted on whatever came to hand: "
    "teeth, bone, baleen and the wooden boxes they kept their tools in.",
    "This exhibition brings together more than two hundred of those objects, many shown for the first time, from "
    "our own collection and from private lenders on both sides of the ocean.",
    "Alongside the scrimshaw are the logbooks and letters of the men who made it, which tell of long months of "
    "boredom broken by days of terrible danger.",
    "The exhibition closes with a room on the end of commercial whaling and on the work of today's scientists, who "
    "study the same waters to understand how the great whales are recovering.",
)


def _museum() -> str:
    m = MUSEUM
    return (
        _article_head("Carved at Sea: Scrimshaw and the Whalers' World – Harbour Maritime Museum",
                      "Carved at Sea: Scrimshaw and the Whalers' World", "ExhibitionEvent", "", "2026-10-01")
        + "<body class='exhibition-template-default single-exhibition'><div class='top-bar'><p>Open today 10am – 5pm"
        "</p><a href='/p/88'>Plan your visit</a><a href='/q/253' class='button'>Buy tickets</a></div><header class='site-header'><a "
        "href='/'>Harbour Maritime Museum</a><nav><a href='/p/89'>Visit</a><a href='/p/90'>What's on</a><a href='/p/91'>Collections</a><a href='/p/92'>Learn</a><a href='/p/93'>"
        "Support us</a></nav></header><main><section class='exhibition-hero'><p class='eyebrow'>Exhibition</p><h1>"
        "Carved at Sea: Scrimshaw and the Whalers' World</h1><p class='dates'>1 October 2026 – 28 March 2027</p><p "
        "class='location'>Gallery 3, Level 2</p><a href='/q/254' class='button'>Book tickets</a></section><div "
        "class='exhibition-info'><dl><dt>Admission</dt><dd>Adults £12, concessions £9, under-16s free</dd><dt>"
        "Accessibility</dt><dd>Step-free access throughout</dd></dl></div><div class='entry-content'>"
        f"<p>{m[0]}</p><p>{m[1]}</p><p>{m[2]}</p><p>{m[3]}</p></div><section class='related-events'><h2>Related "
        "events</h2><article><h3>Curator's talk: the Scrimshaw of Nantucket</h3><p>Thursday 12 November, 6pm</p>"
        "</article></section><section class='membership-cta'><h2>Become a Member</h2><p>Members get free, unlimited "
        "entry to every exhibition and 10% off in the shop and café.</p><a href='/p/94'>Join today</a></section></main><footer>"
        "<p>Harbour Maritime Museum, Quay Street</p><p>Registered charity no. 1098765</p><form><label>Sign up to our "
        "newsletter</label><input type='email'><button>Sign up</button></form></footer></body></html>"
    )


PAGES["museum"] = NewsPage(
    _museum(), "https://www.harbourmaritime.example.org.uk/exhibitions/carved-at-sea/",
    kept=MUSEUM,
    gone=("Open today 10am", "Curator's talk", "Become a Member", "Members get free, unlimited entry",
          "Registered charity no.", "Sign up to our newsletter"),
)


# --- A charity's appeal story (Drupal) with a donate prompt in the body ------------------------------------------

CHARITY = (
    "When the river burst its banks in September, Amina and her three children had twenty minutes to leave their "
    "home. They took what they could carry and walked to the school on the hill.",
    "They stayed there for five weeks, sleeping on classroom floors with two hundred of their neighbours, while the "
    "water slowly went down and the mud it left behind dried in the sun.",
    "Our team arrived on the third day with water purification tablets, blankets and cooking sets. We have since "
    "helped 1,400 families to clean and repair their homes.",
    "Amina's house is dry now, and her children are back at school. But she lost her sewing machine, and with it "
    "the income that paid for their food.",
)


def _charity() -> str:
    c = CHARITY
    return (
        _article_head("After the flood: Amina's story | Relief Partners", "After the flood: Amina's story",
                      "Article", "", "2026-11-05", lang="en-GB")
        + "<body><header class='header'><a href='/'>Relief Partners</a><nav><a href='/p/95'>What we do</a><a href='/p/96'>Where we work</a>"
        "<a href='/p/97'>Get involved</a><a href='/p/98'>News</a></nav><a href='/q/255' class='btn btn--donate'>Donate</a></header><main><nav "
        "class='breadcrumb'><a href='/p/99'>Home</a> / <a href='/p/100'>Stories</a></nav><article class='node--type-story'><h1>After the flood: "
        "Amina's story</h1><p class='date'>5 November 2026</p><div class='field--name-body'>"
        f"<p>{c[0]}</p><p>{c[1]}</p><div class='paragraph--type--donate-cta'><h3>Help families rebuild</h3><p>£25 "
        "could provide a family with clean water for a month.</p><a href='/q/256' class='btn'>Donate now</a></div>"
        f"<p>{c[2]}</p><p>{c[3]}</p></div></article><section class='donate-banner'><h2>Will you help families like "
        "Amina's?</h2><p>Your gift today could help a family recover after disaster strikes.</p><a href='/p/101'>Give monthly</a>"
        "<a href='/p/102'>Give once</a></section><section class='related-stories'><h2>More stories</h2><a href='/p/103'>Clean water for Kisumu"
        "</a></section></main><footer><p>Relief Partners is a registered charity in England and Wales (1123456).</p>"
        "</footer></body></html>"
    )


PAGES["charity"] = NewsPage(
    _charity(), "https://www.reliefpartners.example.org/stories/after-the-flood-aminas-story",
    kept=CHARITY,
    gone=("Help families rebuild", "could provide a family with clean water", "Will you help families",
          "Your gift today could help", "More stories", "registered charity"),
)



# --- Help Scout Docs: "Last updated on", "Did this answer your question?", related articles ------------------------

HELPSCOUT = (
    "You can move a project to another workspace as long as you are an admin in both workspaces.",
    "Open the project and click Settings in the top right corner.",
    "Choose Move project, then pick the workspace you want to move it to.",
    "Click Move. Everyone who had access to the project keeps it, unless they are not a member of the new workspace.",
    "Integrations connected to the project, such as Slack channels, are disconnected during the move and have to be "
    "set up again afterwards.",
)


def _helpscout() -> str:
    h = HELPSCOUT
    return (
        _head("How do I move a project to another workspace? - Trellis Help Center", "en")
        + "<body><header id='mainNav' class='navbar'><a class='brand' href='/'>Trellis Help Center</a><ul "
        "class='nav'><li><a href='/p/104'>Home</a></li><li><a href='/p/105'>Contact Support</a></li><li><a href='/p/106'>Trellis.app</a></li></ul></header>"
        "<section id='docsSearch'><form><input placeholder='Search the knowledge base'></form></section><div "
        "id='contentArea' class='container-fluid'><div class='row-fluid'><section id='main-content' "
        "class='span9'><div class='contentWrapper'><article id='fullArticle'><h1 class='title'>How do I move a project "
        "to another workspace?</h1><a href='/q/258' class='printArticle'>Print</a>"
        f"<p>{h[0]}</p><ol><li>{h[1]}</li><li>{h[2]}</li><li>{h[3]}</li></ol><p>{h[4]}</p></article><div "
        "class='articleFoot'><p class='lu'><time class='lu' datetime='2026-09-30'>Last updated on September 30, 2026"
        "</time></p></div></div><section class='articleRatings'><div class='articleRatings-question'>Did this "
        "answer your question?</div><div class='articleRatings-feedback'><button>😞</button><button>😐</button>"
        "<button>😃</button></div></section><section class='related'><h3>Related Articles</h3><ul><li><a href='/p/107'>Archive or "
        "delete a project</a></li><li><a href='/p/108'>Invite people to a workspace</a></li></ul></section></section><aside "
        "id='sidebar' class='span3'><h3>Projects</h3><ul><li><a href='/p/109'>Create a project</a></li><li><a href='/p/110'>Project templates"
        "</a></li></ul></aside></div></div><footer><p>© Trellis 2026. Powered by <a href='/p/111'>Help Scout</a></p></footer>"
        "</body></html>"
    )


PAGES["helpscout"] = NewsPage(
    _helpscout(), "https://help.trellis.example.com/article/212-move-project-to-another-workspace",
    kept=HELPSCOUT,
    gone=("Did this answer your question?", "Archive or delete a project", "Powered by", "Project templates",
          "Search the knowledge base"),
)


# --- Confluence (Cloud, public space): page metadata, "Like", labels, "Write a comment…" ---------------------------

CONFLUENCE = (
    "This page describes how we release a new version of the mobile app, from the code freeze to the staged rollout.",
    "Code freeze",
    "The release branch is cut every second Tuesday at noon. After that only fixes for issues found in testing may "
    "be merged, and each one needs approval from the release captain.",
    "Testing",
    "QA runs the full regression suite on the release candidate and posts the results in the release channel. Any "
    "crash or data-loss bug blocks the release.",
    "Rollout",
    "We release to 5% of users on Thursday, 25% on Friday and everyone on the following Monday, unless the crash "
    "rate rises above 0.2%.",
)


def _confluence() -> str:
    c = CONFLUENCE
    return (
        _head("Mobile release process - Engineering - Confluence", "en")
        + "<body><div id='AkTopNav'><a href='/p/112'>Confluence</a><button>Spaces</button><button>Create</button><input "
        "placeholder='Search'><a href='/p/113'>Log in</a></div><div id='AkSideNavigation'><h2>Engineering</h2><ul><li>Overview"
        "</li><li>Onboarding</li><li>Mobile release process</li><li>On-call handbook</li></ul></div><main "
        "id='AkMainContent'><nav aria-label='Breadcrumbs'><a href='/p/114'>Engineering</a> / <a href='/p/115'>Processes</a></nav><h1 "
        "id='title-text'>Mobile release process</h1><div class='page-metadata'><span>Owned by <a href='/p/116'>Nadia Ferreira</a>"
        "</span><span>Last updated: Oct 02, 2026</span><span>3 min read</span><span>42 people viewed</span></div>"
        "<div id='main-content' class='wiki-content'>"
        f"<p>{c[0]}</p><h2>{c[1]}</h2><p>{c[2]}</p><h2>{c[3]}</h2><p>{c[4]}</p><h2>{c[5]}</h2><p>{c[6]}</p></div>"
        "<div class='labels-section'><span>Labels</span><a href='/p/117'>release</a><a href='/p/118'>mobile</a></div><div "
        "class='like-section'><button>Like</button><span>Be the first to like this</span></div><div "
        "id='comments-section'><div class='quick-comment-prompt'>Write a comment…</div></div></main></body></html>"
    )


PAGES["confluence"] = NewsPage(
    _confluence(), "https://trellis.atlassian.net/wiki/spaces/ENG/pages/229638145/Mobile+release+process",
    kept=CONFLUENCE,
    gone=("Be the first to like this", "Write a comment", "On-call handbook", "42 people viewed"),
)


# --- MkDocs Material: admonitions, code with copy button, "Back to top", "Made with Material for MkDocs" ------------

MKDOCS = (
    "The client reads its settings from a file called tidewatch.toml in the working directory, then from the "
    "environment, so a variable always wins over the file.",
    "Connection",
    "Set the server's address and the token you were given when you created the project:",
    "The token is a secret. Never commit it to a repository; put it in the TIDEWATCH_TOKEN environment variable "
    "instead.",
    "Retries",
    "Failed requests are retried three times with an exponential backoff that starts at half a second. Set retries "
    "to zero to turn this off.",
)


def _mkdocs() -> str:
    m = MKDOCS
    return (
        _head("Configuration - Tidewatch", "en",
              "<meta name='generator' content='mkdocs-1.6.1, mkdocs-material-9.5.40'>")
        + "<body dir='ltr' data-md-color-scheme='default'><header class='md-header'><nav class='md-header__inner'><a "
        "class='md-header__button md-logo'>Tidewatch</a><div class='md-header__title'><span class='md-ellipsis'>"
        "Configuration</span></div><form class='md-search__form'><input placeholder='Search'></form><div "
        "class='md-header__source'><a href='/q/259' class='md-source'>tidewatch/tidewatch</a><ul class='md-source__facts'><li>"
        "v2.4.0</li><li>1.2k</li><li>87</li></ul></div></nav></header><div class='md-container'><main "
        "class='md-main'><div class='md-main__inner md-grid'><div class='md-sidebar md-sidebar--primary'><nav "
        "class='md-nav md-nav--primary'><ul><li><a href='/p/119'>Home</a></li><li><a href='/p/120'>Installation</a></li><li><a href='/p/121'>Configuration"
        "</a></li><li><a href='/p/122'>API reference</a></li></ul></nav></div><div class='md-sidebar md-sidebar--secondary'><nav "
        "class='md-nav md-nav--secondary'><label>Table of contents</label><ul><li><a href='/p/123'>Connection</a></li><li><a href='/p/124'>"
        "Retries</a></li></ul></nav></div><div class='md-content' data-md-component='content'><article "
        "class='md-content__inner md-typeset'><a href='/q/260' class='md-content__button md-icon' title='Edit this page'>Edit</a>"
        f"<h1 id='configuration'>Configuration</h1><p>{m[0]}</p><h2 id='connection'>{m[1]}<a class='headerlink' "
        f"href='#connection' title='Permanent link'>¶</a></h2><p>{m[2]}</p><div class='language-toml highlight'>"
        "<pre><span></span><button class='md-clipboard md-icon' title='Copy to clipboard'></button><code>"
        "[server]\naddress = \"https://tide.example.com\"\ntoken = \"...\"</code></pre></div><div class='admonition "
        f"warning'><p class='admonition-title'>Warning</p><p>{m[3]}</p></div><h2 id='retries'>{m[4]}<a "
        f"class='headerlink' href='#retries'>¶</a></h2><p>{m[5]}</p><aside class='md-source-file'><span "
        "class='md-source-file__fact'>Last update: <span>November 3, 2026</span></span></aside></article></div>"
        "</div><button class='md-top md-icon'>Back to top</button></main><footer class='md-footer'><nav "
        "class='md-footer__inner'><a href='/q/262' class='md-footer__link--prev'><span>Previous</span><span>Installation</span>"
        "</a><a href='/q/263' class='md-footer__link--next'><span>Next</span><span>API reference</span></a></nav><div "
        "class='md-copyright'>Copyright &copy; 2026 Tidewatch contributors. Made with <a href='/p/125'>Material for MkDocs</a>"
        "</div></footer></div></body></html>"
    )


PAGES["mkdocs"] = NewsPage(
    _mkdocs(), "https://tidewatch.example.dev/configuration/",
    kept=MKDOCS,
    gone=("Back to top", "Material for MkDocs", "Table of contents", "Copy to clipboard", "Edit this page"),
)


# --- Docusaurus: "Edit this page", "Last updated on ... by ...", pagination nav, admonition ----------------------

DOCUSAURUS = (
    "Plugins let you add new commands to the command line tool without changing its code.",
    "A plugin is a package whose name starts with quarry-plugin-. When the tool starts it looks for such packages in "
    "the project's dependencies and loads each one.",
    "Writing a plugin",
    "Export a function called register. It receives the command registry and adds its commands to it:",
    "Plugins are loaded in alphabetical order, so a plugin cannot rely on another plugin's commands when it "
    "registers its own.",
)


def _docusaurus() -> str:
    d = DOCUSAURUS
    return (
        _head("Plugins | Quarry", "en", "<meta name='generator' content='Docusaurus v3.5.2'>")
        + "<body class='navigation-with-keyboard'><div id='__docusaurus'><div role='region' aria-label='Skip to main "
        "content'><a href='/q/264' class='skipToContent_fXgn'>Skip to main content</a></div><nav class='navbar navbar--fixed-top'>"
        "<a href='/q/265' class='navbar__brand'>Quarry</a><a href='/q/266' class='navbar__item'>Docs</a><a href='/q/267' class='navbar__item'>Blog</a><a "
        "class='navbar__item'>GitHub</a></nav><div class='main-wrapper'><div class='docsWrapper'><aside "
        "class='theme-doc-sidebar-container'><nav class='menu'><ul class='theme-doc-sidebar-menu'><li><a href='/p/126'>Getting "
        "started</a></li><li><a href='/p/127'>Commands</a></li><li><a href='/p/128'>Plugins</a></li></ul></nav></aside><main "
        "class='docMainContainer'><div class='row'><div class='col docItemCol'><nav class='theme-doc-breadcrumbs'>"
        "<ul><li><a href='/p/129'>Guides</a></li><li>Plugins</li></ul></nav><span class='theme-doc-version-badge badge'>Version: "
        "2.x</span><article><div class='theme-doc-markdown markdown'><header><h1>Plugins</h1></header>"
        f"<p>{d[0]}</p><p>{d[1]}</p><h2 class='anchor' id='writing-a-plugin'>{d[2]}<a class='hash-link' "
        f"href='#writing-a-plugin'>​</a></h2><p>{d[3]}</p><div class='language-js codeBlockContainer'><pre>"
        "<code>export function register(registry) {{ registry.add('hello', () =&gt; 'hi') }}</code></pre><button "
        "aria-label='Copy code to clipboard'></button></div><div class='theme-admonition theme-admonition-note "
        f"alert alert--secondary'><div class='admonitionHeading'>note</div><div class='admonitionContent'><p>{d[4]}"
        "</p></div></div></div><footer class='theme-doc-footer'><div class='theme-doc-footer-edit-meta-row'><a "
        "class='theme-edit-this-page'>Edit this page</a><span class='theme-last-updated'>Last updated on <b><time>"
        "Oct 21, 2026</time></b> by <b>Marek Novak</b></span></div></footer></article><nav "
        "class='pagination-nav docusaurus-mt-lg'><a href='/q/269' class='pagination-nav__link--prev'><div>Previous</div><div>"
        "Commands</div></a><a href='/q/270' class='pagination-nav__link--next'><div>Next</div><div>Configuration</div></a></nav>"
        "</div><div class='col col--3'><div class='tableOfContents'><ul><li><a href='/p/130'>Writing a plugin</a></li></ul></div>"
        "</div></div></main></div></div><footer class='footer'><div class='footer__copyright'>Copyright © 2026 "
        "Quarry. Built with Docusaurus.</div></footer></div></body></html>"
    )


PAGES["docusaurus"] = NewsPage(
    _docusaurus(), "https://quarry.example.dev/docs/guides/plugins",
    kept=DOCUSAURUS,
    gone=("Edit this page", "Last updated on", "Built with Docusaurus", "Version: 2.x", "Skip to main content"),
)


# --- Read the Docs (Sphinx, sphinx_rtd_theme): "View page source", the flyout, "Built with Sphinx" ----------------

RTD = (
    "Reading a file in chunks keeps memory use flat however large the file is. Pass chunk_size to read() and iterate "
    "over the result.",
    "Each chunk is a DataFrame with at most chunk_size rows. The last chunk is usually shorter.",
    "Choosing a chunk size",
    "Larger chunks are faster, because each one costs a fixed amount of work to set up, but they use more memory. A "
    "chunk of 100,000 rows is a good place to start for tables with a few dozen columns.",
    "If the file is compressed, chunks are read from the decompressed stream, so the compressed size of the file "
    "says nothing about how many chunks you will get.",
)


def _rtd() -> str:
    r = RTD
    return (
        _head("Reading large files &mdash; tablet 3.2 documentation", "en",
              "<meta name='readthedocs-project-slug' content='tablet'>")
        + "<body class='wy-body-for-nav'><div class='wy-grid-for-nav'><nav class='wy-nav-side'><div "
        "class='wy-side-scroll'><div class='wy-side-nav-search'><a href='/p/131'>tablet</a><div class='version'>3.2</div><form "
        "id='rtd-search-form'><input placeholder='Search docs'></form></div><div class='wy-menu wy-menu-vertical'>"
        "<p class='caption'><span class='caption-text'>User guide</span></p><ul><li><a href='/p/132'>Installation</a></li><li><a href='/p/133'>"
        "Reading large files</a></li><li><a href='/p/134'>Writing files</a></li></ul></div></div></nav><section "
        "class='wy-nav-content-wrap'><div class='wy-nav-content'><div class='rst-content'><div role='navigation' "
        "aria-label='Page navigation'><ul class='wy-breadcrumbs'><li><a href='/p/135'>Docs</a> &raquo;</li><li>Reading large "
        "files</li><li class='wy-breadcrumbs-aside'><a href='/p/136'>View page source</a></li></ul><hr></div><div role='main' "
        "class='document'><div itemprop='articleBody'><section id='reading-large-files'><h1>Reading large files<a "
        f"class='headerlink' title='Link to this heading'>¶</a></h1><p>{r[0]}</p><div class='highlight-python "
        "notranslate'><div class='highlight'><pre>for chunk in tablet.read('big.csv', chunk_size=100_000):\n    "
        f"process(chunk)</pre></div></div><p>{r[1]}</p><section id='choosing'><h2>{r[2]}<a href='/q/271' class='headerlink'>¶</a>"
        f"</h2><p>{r[3]}</p><div class='admonition note'><p class='admonition-title'>Note</p><p>{r[4]}</p></div>"
        "</section></section></div></div><footer><div class='rst-footer-buttons' role='navigation'><a "
        "class='btn btn-neutral float-left'>Previous</a><a href='/q/272' class='btn btn-neutral float-right'>Next</a></div><hr>"
        "<div role='contentinfo'><p>&copy; Copyright 2026, the tablet developers.</p></div>Built with <a href='/p/137'>Sphinx</a> "
        "using a <a href='/p/138'>theme</a> provided by <a href='/p/139'>Read the Docs</a>.</footer></div></div></section></div><div "
        "class='rst-versions'><span class='rst-current-version'>Read the Docs v: stable</span><div "
        "class='rst-other-versions'><dl><dt>Versions</dt><dd><a href='/p/140'>latest</a></dd><dd><a href='/p/141'>stable</a></dd></dl></div>"
        "</div></body></html>"
    )


PAGES["rtd"] = NewsPage(
    _rtd(), "https://tablet.readthedocs.io/en/stable/large-files.html",
    kept=RTD,
    gone=("View page source", "Built with", "Read the Docs v: stable", "Search docs", "Writing files"),
)


# --- A Discourse topic: first post and replies, "Related topics", "Powered by Discourse" --------------------------

DISCOURSE = (
    "Since upgrading to 4.2 our nightly backup job fails about one night in three with a timeout while it dumps the "
    "uploads table. Has anyone else seen this?",
    "The database is about 40 GB and the job runs at 3 a.m., when nothing else should be busy.",
    "We saw the same thing. 4.2 changed the default statement timeout for the backup connection to five minutes, "
    "which is far too short for a big uploads table.",
    "Setting backup_statement_timeout to zero in the site settings fixed it for us; the job has run every night for "
    "two weeks now.",
    "That was it, thank you. Three clean runs so far.",
)


def _discourse() -> str:
    d = DISCOURSE
    post = ("<article class='boxed onscreen-post' id='post_{n}'><div class='topic-avatar'><img alt=''></div><div "
            "class='topic-body'><div class='topic-meta-data'><span class='first username'><a href='/p/142'>{u}</a></span><div "
            "class='post-infos'><a href='/q/273' class='post-date'><span class='relative-date' title='{t}'>{r}</span></a></div>"
            "</div><div class='regular contents'><div class='cooked'>{body}</div><section class='post-menu-area'>"
            "<nav class='post-controls'><button class='like'>{likes}</button><button class='share'></button>"
            "<button class='reply'>Reply</button></nav></section></div></div></article>")
    return (
        _head("Nightly backup times out after upgrading to 4.2 - Support - Sysadmin Commons", "en",
              "<meta name='generator' content='Discourse 3.3.2 - https://github.com/discourse/discourse'>")
        + "<body><section id='main'><header class='d-header'><a href='/q/274' class='title'>Sysadmin Commons</a><button>Sign Up"
        "</button><button>Log In</button></header><div id='main-outlet'><div id='topic-title'><h1><a "
        "class='fancy-title'>Nightly backup times out after upgrading to 4.2</a></h1><div "
        "class='topic-category'><a href='/q/275' class='badge-category'>Support</a><a href='/q/276' class='discourse-tag'>backups</a></div>"
        "</div><div class='posts-wrapper'>"
        + post.format(n=1, u="gwen_t", t="Nov 3, 2026 9:14 am", r="Nov 3", body=f"<p>{d[0]}</p><p>{d[1]}</p>",
                      likes="")
        + post.format(n=2, u="arturo", t="Nov 3, 2026 11:02 am", r="Nov 3", body=f"<p>{d[2]}</p><p>{d[3]}</p>",
                      likes="4")
        + post.format(n=3, u="gwen_t", t="Nov 6, 2026 8:40 am", r="Nov 6", body=f"<p>{d[4]}</p>", likes="1")
        + "</div><div class='topic-map'><div class='topic-map__stats'><span>3</span><span>replies</span><span>"
        "212</span><span>views</span><span>2</span><span>users</span></div></div><div class='topic-footer-buttons'>"
        "<button>Reply</button></div><div class='more-topics__container'><h3>Related topics</h3><table><tr><td><a href='/p/143'>"
        "Restoring a backup onto a new host</a></td><td>Support</td><td>5</td><td>Oct 2026</td></tr></table></div>"
        "</div></section><footer class='noscript-footer-nav'><p>Powered by <a href='/p/144'>Discourse</a>, best viewed with "
        "JavaScript enabled</p></footer></body></html>"
    )


PAGES["discourse"] = NewsPage(
    _discourse(), "https://forum.sysadmincommons.example.org/t/nightly-backup-times-out-after-upgrading-to-4-2/18244",
    kept=DISCOURSE,
    gone=("Restoring a backup onto a new host", "Powered by", "best viewed with JavaScript"),
)


# --- A Stack Exchange question: votes, "Share Improve this question Follow", comments, "Your Answer" ----------------

STACKX = (
    "I have a list of dictionaries and I want to sort it by the value of the key 'age', oldest first. What is the "
    "cleanest way to do this in Python 3?",
    "Use sorted() with a key function, and reverse=True to put the largest value first:",
    "If you want to sort the list in place instead of making a new one, call people.sort() with the same arguments.",
    "operator.itemgetter('age') does the same job as the lambda and is slightly faster on large lists.",
)


def _stackx() -> str:
    s = STACKX
    menu = ("<div class='js-post-menu'><a href='/p/145'>Share</a><a href='/p/146'>Improve this {k}</a><button>Follow</button></div>")
    return (
        _head("python - Sort a list of dictionaries by a value of the dictionary - Stack Overflow", "en")
        + "<body class='question-page'><header class='s-topbar'><a href='/q/277' class='s-topbar--logo'>Stack Overflow</a><a href='/p/147'>"
        "About</a><a href='/p/148'>Products</a><a href='/p/149'>OverflowAI</a><input placeholder='Search…'><a href='/p/150'>Log in</a><a href='/p/151'>Sign up</a></header>"
        "<div class='container'><nav id='left-sidebar'><ol><li><a href='/p/152'>Home</a></li><li><a href='/p/153'>Questions</a></li><li><a href='/p/154'>Tags"
        "</a></li><li><a href='/p/155'>Users</a></li></ol></nav><div id='content'><div id='question-header'><h1 "
        "itemprop='name'><a href='/q/278' class='question-hyperlink'>Sort a list of dictionaries by a value of the dictionary</a>"
        "</h1></div><div class='d-flex'><div title='Asked'>Asked <time>3 years, 2 months ago</time></div><div>"
        "Modified <a href='/p/156'>1 year ago</a></div><div>Viewed 1.1m times</div></div><div id='mainbar'><div class='question' "
        "id='question'><div class='js-voting-container'><button>Up vote</button><div class='js-vote-count flex--item d-flex fd-column ai-center fc-theme-body-font fw-bold fs-subheading py4' itemprop='upvoteCount'>2143"
        "</div><button>Down vote</button></div><div class='s-prose js-post-body' itemprop='text'>"
        f"<p>{s[0]}</p></div><div class='post-taglist'><a href='/q/279' class='post-tag'>python</a><a href='/q/280' class='post-tag'>sorting"
        "</a></div>" + menu.format(k="question")
        + "<div class='user-info'><div class='user-action-time'>asked <span class='relativetime'>Sep 16, 2023 at "
        "14:27</span></div><div class='user-details'><a href='/p/157'>Marta K.</a><span class='reputation-score'>3,412</span></div>"
        "</div><div class='comments'><ul><li class='comment'><span class='comment-copy'>Possible duplicate of "
        "another question about sorting</span> – <a href='/q/281' class='comment-user'>jfs</a></li></ul><a href='/p/158'>Add a comment</a></div>"
        "</div><div id='answers'><div id='answers-header'><h2>2 Answers</h2><div>Sorted by: <select><option>Highest "
        "score (default)</option></select></div></div><div class='answer accepted-answer'><div "
        "class='js-voting-container'><div class='js-vote-count flex--item d-flex fd-column ai-center fc-theme-body-font fw-bold fs-subheading py4' itemprop='upvoteCount'>3071</div></div><div class='s-prose js-post-body' "
        f"itemprop='text'><p>{s[1]}</p><pre><code>newlist = sorted(people, key=lambda d: d['age'], reverse=True)"
        f"</code></pre><p>{s[2]}</p></div>" + menu.format(k="answer")
        + "<div class='user-info'><div class='user-action-time'>answered <span class='relativetime'>Sep 16, 2023 at 14:31</span></div><div class='user-details'><a href='/p/159'>Ana Ruiz</a><div class='-flair'><span class='reputation-score'>98.2k</span><span class='badge1'></span><span class='badgecount'>16</span><span class='badge2'></span><span class='badgecount'>110</span><span class='badge3'></span><span class='badgecount'>150</span></div></div></div></div><div "
        "class='answer'><div class='js-voting-container'><div class='js-vote-count flex--item d-flex fd-column ai-center fc-theme-body-font fw-bold fs-subheading py4' itemprop='upvoteCount'>187</div></div><div "
        f"class='s-prose js-post-body'><p>{s[3]}</p></div>" + menu.format(k="answer")
        + "</div><h2 class='bottom-notice'>Not the answer you're looking for? Browse other questions tagged <a href='/p/160'>"
        "python</a> <a href='/p/161'>sorting</a> or <a href='/p/162'>ask your own question</a>.</h2></div></div><div id='sidebar'><div "
        "class='s-sidebarwidget'><h4>The Overflow Blog</h4><a href='/p/163'>How to build a team culture</a></div><div "
        "class='module sidebar-linked'><h4>Linked</h4><a href='/p/164'>Sort a dict by value</a></div><div id='hot-network-"
        "questions'><h4>Hot Network Questions</h4><a href='/p/165'>Why do kettles make noise?</a></div></div></div></div><footer "
        "class='site-footer'><p>Site design / logo © 2026 Stack Exchange Inc; user contributions licensed under CC "
        "BY-SA.</p></footer></body></html>"
    )


PAGES["stackx"] = NewsPage(
    _stackx(), "https://stackoverflow.com/questions/72899/sort-a-list-of-dictionaries-by-a-value",
    kept=STACKX,
    gone=("Improve this", "Not the answer you're looking for?", "Hot Network Questions", "Why do kettles",
          "user contributions licensed", "Viewed 1.1m times", "Sorted by:", "3071", "187"),
)


# --- vBulletin 5: b-post blocks, signatures, "Reply With Quote", "Users Browsing this Thread" ---------------------

VB5 = (
    "My 2009 estate has started to judder under light braking from about 40 mph. It goes away if I brake harder. "
    "Pads and discs were done last spring.",
    "Sounds like warped discs, or more likely uneven pad deposits on them. Did you bed the new pads in properly?",
    "Probably not, I just drove it normally. Is it too late to do it now?",
    "Not too late. Do eight or ten firm stops from 50 down to 10 on an empty road without coming to a full stop, "
    "then drive for a few miles without braking so that they cool. That cleared mine completely.",
)


def _vb5() -> str:
    v = VB5
    post = ("<li class='b-post js-post' data-node-id='{n}'><div class='b-post__grid'><div class='b-userinfo'><a "
            "class='b-userinfo__username'>{u}</a><div class='b-userinfo__rank'>{rank}</div><ul "
            "class='b-userinfo__additional-info'><li>Join Date: Mar 2015</li><li>Posts: 1,204</li></ul></div><div "
            "class='b-post__body'><div class='b-post__timestamp'>Today, 09:12</div><div class='js-post__content-"
            "text restore h-wordwrap'>{body}</div><div class='b-post__signature'>{sig}</div></div><div "
            "class='b-post__footer'><ul><li><a href='/p/166'>Reply With Quote</a></li><li><a href='/p/167'>Like</a></li></ul></div></div></li>")
    return (
        _head("Brake judder at 40 mph after new discs - Classic Estate Owners Forum", "en-GB",
              "<meta name='generator' content='vBulletin 5.7.5'>")
        + "<body><div id='header'><a href='/p/168'>Classic Estate Owners Forum</a><ul class='b-top-menu'><li><a href='/p/169'>Login or Sign Up"
        "</a></li></ul><div class='main-navbar'><a href='/p/170'>Home</a><a href='/p/171'>Forums</a><a href='/p/172'>Blogs</a><a href='/p/173'>Articles</a></div></div><div "
        "class='breadcrumbs'><a href='/p/174'>Forum</a> <a href='/p/175'>Technical</a> <a href='/p/176'>Brakes and Suspension</a></div><div "
        "id='content'><h1 class='main-title js-main-title'>Brake judder at 40 mph after new discs</h1><div "
        "class='conversation-toolbar'><a href='/p/177'>Collapse</a><span>Posts</span><span>Latest Activity</span><span>Search"
        "</span></div><ul class='conversation-list'>"
        + post.format(n=1, u="dieselpete", rank="Senior Member", body=v[0], sig="2009 estate, 190k and counting")
        + post.format(n=2, u="brakeman", rank="Moderator", body=v[1], sig="")
        + post.format(n=3, u="dieselpete", rank="Senior Member", body=v[2], sig="2009 estate, 190k and counting")
        + post.format(n=4, u="jill_w", rank="Junior Member", body=v[3], sig="")
        + "</ul><div class='b-module'><h3>Users Browsing this Thread</h3><p>There are currently 3 users browsing this "
        "thread. (0 members and 3 guests)</p></div><div class='b-module'><h3>Related Topics</h3><a href='/p/178'>ABS light on after "
        "disc change</a></div></div><div id='footer'><p>All times are GMT. This page was generated at 2 minutes ago."
        "</p><p>Powered by vBulletin® Version 5.7.5 Copyright © 2026 MH Sub I, LLC dba vBulletin. All rights "
        "reserved.</p></div></body></html>"
    )


PAGES["vb5"] = NewsPage(
    _vb5(), "https://www.classicestateowners.example.co.uk/forum/technical/brakes-and-suspension/"
    "48211-brake-judder-at-40-mph-after-new-discs",
    kept=VB5,
    gone=("Reply With Quote", "Join Date", "Users Browsing this Thread", "There are currently 3 users",
          "ABS light on after", "This page was generated", "Powered by vBulletin"),
)



# --- WordPress on GeneratePress: entry-meta, "Posted in", post navigation, comment form ---------------------------

GENERATEPRESS = (
    "A sourdough starter is only flour and water, but it takes about a week of daily feeding before it is strong "
    "enough to raise a loaf.",
    "Day one",
    "Mix 50 grams of wholemeal rye flour with 50 grams of lukewarm water in a clean jar. Cover it loosely and leave it "
    "somewhere warm.",
    "Days two to seven",
    "Each day, throw away all but 50 grams of the starter and feed it with 50 grams of flour and 50 grams of water. "
    "By the fifth day it should double in size within six hours of a feed.",
    "If it smells of nail varnish, it is hungry: feed it twice a day for a couple of days.",
)


def _generatepress() -> str:
    g = GENERATEPRESS
    return (
        _article_head("How to make a sourdough starter - The Crumb Diaries", "How to make a sourdough starter",
                      "BlogPosting", "Hannah Pryce", "2026-09-08", lang="en-GB")
        + "<body class='post-template-default single single-post right-sidebar nav-float-right one-container'><a "
        "class='screen-reader-text skip-link' href='#content'>Skip to content</a><header class='site-header' "
        "id='masthead'><div class='inside-header grid-container'><div class='site-branding'><p class='main-title'><a href='/p/179'>"
        "The Crumb Diaries</a></p></div><nav class='main-navigation'><ul class='menu'><li><a href='/p/180'>Home</a></li><li><a href='/p/181'>"
        "Recipes</a></li><li><a href='/p/182'>Bread</a></li><li><a href='/p/183'>About</a></li></ul></nav></div></header><div class='site "
        "grid-container container hfeed' id='page'><div class='site-content' id='content'><div class='content-area' "
        "id='primary'><main class='site-main' id='main'><article class='post type-post status-publish format-standard "
        "hentry category-bread'><div class='inside-article'><header class='entry-header'><h1 class='entry-title' "
        "itemprop='headline'>How to make a sourdough starter</h1><div class='entry-meta'><span class='posted-on'>"
        "<time class='entry-date published' datetime='2026-09-08T07:00:00+01:00'>September 8, 2026</time></span> "
        "<span class='byline'>by <span class='author vcard'><a href='/q/282' class='url fn n'><span class='author-name'>Hannah "
        "Pryce</span></a></span></span></div></header><div class='entry-content' itemprop='text'>"
        f"<p>{g[0]}</p><h2 class='wp-block-heading'>{g[1]}</h2><p>{g[2]}</p><h2 class='wp-block-heading'>{g[3]}</h2>"
        f"<p>{g[4]}</p><p>{g[5]}</p></div><footer class='entry-meta' aria-label='Entry meta'><span "
        "class='cat-links'><span class='screen-reader-text'>Categories </span><a href='/q/283' rel='category tag'>Bread</a></span> "
        "<span class='tags-links'><span class='screen-reader-text'>Tags </span><a href='/p/184'>sourdough</a>, <a href='/p/185'>starter</a></span>"
        "<nav class='post-navigation' id='nav-below'><div class='nav-previous'><span class='prev'><a href='/q/284' rel='prev'>Rye "
        "crispbread</a></span></div><div class='nav-next'><span class='next'><a href='/q/285' rel='next'>A simple white tin loaf"
        "</a></span></div></nav></footer></div></article><div class='comments-area'><div id='comments'><div "
        "id='respond' class='comment-respond'><h3 class='comment-reply-title'>Leave a Comment <small><a href='/p/186'>Cancel reply"
        "</a></small></h3><form class='comment-form'><p class='comment-form-comment'><label class='screen-reader-text'>"
        "Comment</label><textarea></textarea></p><label>Name</label><input><label>Email</label><input><label>Website"
        "</label><input><p class='comment-form-cookies-consent'><input type='checkbox'><label>Save my name, email, and "
        "website in this browser for the next time I comment.</label></p><p class='form-submit'><input type='submit' "
        "value='Post Comment'></p></form></div></div></div></main></div><div class='widget-area sidebar is-right-"
        "sidebar' id='right-sidebar'><div class='inside-right-sidebar'><aside class='widget widget_search'><form><input "
        "placeholder='Search'></form></aside><aside class='widget widget_recent_entries'><h2 class='widget-title'>"
        "Recent Posts</h2><ul><li><a href='/p/187'>Rye crispbread</a></li><li><a href='/p/188'>Focaccia for beginners</a></li></ul></aside></div>"
        "</div></div></div><div class='site-footer'><footer class='site-info'><div class='inside-site-info "
        "grid-container'><div class='copyright-bar'>© 2026 The Crumb Diaries • Built with <a href='/p/189'>GeneratePress</a></div>"
        "</div></footer></div></body></html>"
    )


PAGES["generatepress"] = NewsPage(
    _generatepress(), "https://crumbdiaries.example.co.uk/how-to-make-a-sourdough-starter/",
    kept=GENERATEPRESS,
    gone=("Skip to content", "Leave a Comment", "Save my name, email", "Recent Posts", "Focaccia for beginners",
          "Built with", "A simple white tin loaf"),
    meta={"author": "Hannah Pryce", "date": "2026-09-08"},
)


# --- WordPress on Kadence: entry-hero, "Read More" related carousel, author box ---------------------------------

KADENCE = (
    "We spent four days walking the coast path from Padstow to St Ives, about sixty miles, staying in a different "
    "village every night.",
    "The first day is the easiest: a gentle walk around the Camel estuary and along the cliffs to Trevone, with cafés "
    "every few miles.",
    "The third day, from Newquay to Perranporth, was the hardest, with long climbs out of every cove and a river "
    "crossing that can only be waded at low tide.",
    "We carried our own bags, which kept the cost down but made the climbs harder. Next time we would pay for a "
    "luggage transfer service.",
)


def _kadence() -> str:
    k = KADENCE
    return (
        _article_head("Walking the Cornish coast path in four days | Footloose Journal", "Walking the Cornish coast "
                      "path in four days", "BlogPosting", "Tom Whitaker", "2026-08-14", lang="en-GB")
        + "<body class='wp-singular post-template-default single content-style-unboxed'><div id='wrapper' "
        "class='site wp-site-blocks'><header id='masthead' class='site-header'><div class='site-header-row-container'>"
        "<div class='site-branding'><a href='/q/286' class='brand'>Footloose Journal</a></div><nav id='site-navigation' "
        "class='main-navigation header-navigation'><ul><li><a href='/p/190'>Destinations</a></li><li><a href='/p/191'>Gear</a></li><li><a href='/p/192'>About"
        "</a></li></ul></nav></div></header><div id='inner-wrap' class='wrap hfeed kt-clear'><section "
        "class='entry-hero post-hero-section entry-hero-layout-standard'><div class='entry-hero-container-inner'><div "
        "class='hero-section-overlay'></div><div class='hero-container site-container'><header class='entry-header "
        "post-title title-align-center'><div class='entry-taxonomies'><span class='category-links'><a href='/p/193'>Walks</a>"
        "</span></div><h1 class='entry-title'>Walking the Cornish coast path in four days</h1><div class='entry-meta "
        "entry-meta-divider-dot'><span class='posted-by'><span class='meta-label'>By</span><span class='author "
        "vcard'><a href='/q/287' class='url fn n'>Tom Whitaker</a></span></span><span class='posted-on'><time class='entry-date "
        "published'>August 14, 2026</time></span></div></header></div></div></section><div id='primary' "
        "class='content-area'><div class='content-container site-container'><main id='main' class='site-main'><div "
        "class='content-wrap'><article class='entry content-bg single-entry post'><div class='entry-content-wrap'>"
        f"<div class='entry-content single-content'><p>{k[0]}</p><p>{k[1]}</p><p>{k[2]}</p><p>{k[3]}</p></div>"
        "<footer class='entry-footer'><div class='tags-links'><span class='tag-label'>Tags:</span><a href='/p/194'>Cornwall</a><a href='/p/195'>"
        "long-distance walks</a></div></footer></div></article><div class='entry-author entry-author-style-normal'>"
        "<div class='entry-author-profile author-profile vcard'><div class='entry-author-avatar'></div><b "
        "class='entry-author-name author-name fn'><a href='/p/196'>Tom Whitaker</a></b><div class='entry-author-description "
        "author-bio'><p>Tom has walked every National Trail in England and is slowly working through Scotland's.</p>"
        "</div></div></div><nav class='navigation post-navigation'><div class='nav-links'><div class='nav-previous'>"
        "<a href='/p/197'><span class='post-navigation-sub'><small>Previous</small></span>The best waterproof jackets under £150"
        "</a></div></div></nav><div class='entry-related alignfull entry-related-style-wide'><div class='entry-related-"
        "inner content-container site-container'><h2 class='entry-related-title'>Similar Posts</h2><div "
        "class='entry-related-carousel kadence-slide-init splide'><article class='entry content-bg loop-entry'><h3 "
        "class='entry-title'><a href='/p/198'>Three days on Offa's Dyke</a></h3><div class='entry-summary'><p>Border country, "
        "hill forts and the best pub lunch of the year.</p></div><a href='/q/288' class='post-more-link'>Read More</a></article>"
        "</div></div></div></div></main></div></div></div><footer id='colophon' class='site-footer'><div "
        "class='site-footer-wrap'><p>&copy; 2026 Footloose Journal - WordPress Theme by Kadence WP</p></div></footer>"
        "</div></body></html>"
    )


PAGES["kadence"] = NewsPage(
    _kadence(), "https://footloosejournal.example.com/cornish-coast-path-four-days/",
    kept=KADENCE,
    gone=("Tom has walked every National Trail", "Similar Posts", "Three days on Offa's Dyke", "Border country",
          "Theme by Kadence", "The best waterproof jackets"),
    meta={"author": "Tom Whitaker", "date": "2026-08-14"},
)


# --- WordPress on Divi: et_pb modules, the post's text in one text module, a "Subscribe" optin and a blog grid ------

DIVI = (
    "Most small businesses we work with lose more customers to a slow website than to a bad one. A page that takes "
    "more than three seconds to appear loses about half its visitors before they have read a word.",
    "The good news is that the biggest gains are usually the cheapest. Compressing and resizing images alone often "
    "halves the weight of a page.",
    "Next, look at the plugins. Every plugin that adds a script to every page costs time, even on the pages that do "
    "not use it.",
    "Finally, choose a host that is close to your customers. A server on another continent adds a delay to every "
    "single request that no amount of tuning can remove.",
)


def _divi() -> str:
    d = DIVI
    return (
        _article_head("Why your website is losing customers | Brightside Digital", "Why your website is losing "
                      "customers", "BlogPosting", "Leah Morgan", "2026-07-02")
        + "<body class='post-template-default single single-post et_pb_pagebuilder_layout et_right_sidebar "
        "et_divi_theme'><div id='page-container'><header id='main-header'><div class='container clearfix "
        "et_menu_container'><div class='logo_container'><a href='/p/199'>Brightside Digital</a></div><div id='et-top-navigation'>"
        "<nav id='top-menu-nav'><ul id='top-menu' class='nav'><li><a href='/p/200'>Services</a></li><li><a href='/p/201'>Work</a></li><li><a href='/p/202'>Blog"
        "</a></li><li><a href='/p/203'>Contact</a></li></ul></nav></div></div></header><div id='et-main-area'><div "
        "id='main-content'><article class='et_pb_post post'><div class='entry-content'><div class='et-l "
        "et-l--post'><div class='et_builder_inner_content et_pb_gutters3'><div class='et_pb_section et_pb_section_0 "
        "et_section_regular'><div class='et_pb_row et_pb_row_0'><div class='et_pb_column et_pb_column_4_4'><div "
        "class='et_pb_module et_pb_post_title et_pb_post_title_0 et_pb_bg_layout_light'><div "
        "class='et_pb_title_container'><h1 class='entry-title'>Why your website is losing customers</h1><p "
        "class='et_pb_title_meta_container'>by <span class='author vcard'><a href='/p/204'>Leah Morgan</a></span> | <span "
        "class='published'>Jul 2, 2026</span> | <a href='/p/205'>Web Design</a></p></div></div><div class='et_pb_module "
        "et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_light'><div class='et_pb_text_inner'>"
        f"<p>{d[0]}</p><p>{d[1]}</p><p>{d[2]}</p><p>{d[3]}</p></div></div><div class='et_pb_module "
        "et_pb_signup_0 et_pb_newsletter_layout_left_right et_pb_newsletter et_pb_subscribe'><div "
        "class='et_pb_newsletter_description'><h2 class='et_pb_module_header'>Get our tips in your inbox</h2><div "
        "class='et_pb_newsletter_description_content'><p>One short email a month. No spam, unsubscribe at any time."
        "</p></div></div><div class='et_pb_newsletter_form'><form><input placeholder='Email'><a "
        "class='et_pb_newsletter_button et_pb_button'>Subscribe</a></form></div></div><div class='et_pb_module "
        "et_pb_blog_0 et_pb_blog_grid_wrapper'><div class='et_pb_blog_grid'><article class='et_pb_post'><h2 "
        "class='entry-title'><a href='/p/206'>Five signs you need a new logo</a></h2><p class='post-meta'>by Leah Morgan | Jun 3, "
        "2026</p><div class='post-content'><div class='post-content-inner'><p>Your logo is often the first thing a "
        "customer sees, and an old one can quietly tell them you are out of date.</p></div><a "
        "class='more-link'>read more</a></div></article></div></div></div></div></div></div></div></div></article>"
        "</div><footer id='main-footer'><div id='footer-bottom'><div id='footer-info'>Designed by <a href='/p/207'>Elegant Themes"
        "</a> | Powered by <a href='/p/208'>WordPress</a></div></div></footer></div></div></body></html>"
    )


PAGES["divi"] = NewsPage(
    _divi(), "https://brightsidedigital.example.com/why-your-website-is-losing-customers/",
    kept=DIVI,
    gone=("Get our tips in your inbox", "One short email a month", "Five signs you need a new logo",
          "Your logo is often the first thing", "Designed by", "read more"),
    meta={"author": "Leah Morgan", "date": "2026-07-02"},
)


# --- tagDiv's Newspaper theme: td-post-*, "Related articles", "More from author", td-block ------------------------

NEWSPAPER = (
    "The county's first public electric vehicle charging hub opened on Friday in the car park behind the old "
    "library, with twelve rapid chargers and room for four more.",
    "Each charger can add about 100 miles of range in twenty minutes. Drivers pay by card or through an app, at "
    "59p per kilowatt hour.",
    "The council paid for the hub with a £1.2 million grant and expects it to pay for itself within eight years.",
    "A second hub, at the leisure centre, is due to open next summer.",
)


def _newspaper() -> str:
    n = NEWSPAPER
    return (
        _article_head("Rapid charging hub opens behind old library - Vale Herald", "Rapid charging hub opens behind "
                      "old library", "NewsArticle", "Gareth Lewis", "2026-10-23", lang="en-GB")
        + "<body class='post-template-default single single-post td-standard-pack global-block-template-1 "
        "td-full-layout'><div class='td-scroll-up'></div><div id='td-outer-wrap' class='td-theme-wrap'><div "
        "class='tdc-header-wrap'><div class='td-header-top-menu'><div class='td_data_time'>Friday, October 23, 2026"
        "</div><ul class='top-header-menu'><li><a href='/p/209'>Advertise</a></li><li><a href='/p/210'>Contact</a></li></ul></div><div "
        "class='td-header-menu-wrap'><ul class='sf-menu'><li><a href='/p/211'>Home</a></li><li><a href='/p/212'>News</a></li><li><a href='/p/213'>Sport</a>"
        "</li><li><a href='/p/214'>What's On</a></li></ul></div></div><div class='td-main-content-wrap td-container-wrap'><div "
        "class='td-container td-post-template-default'><div class='td-crumb-container'><div "
        "class='entry-crumbs'><span><a href='/p/215'>Home</a></span><span><a href='/p/216'>News</a></span></div></div><div class='td-pb-row'>"
        "<div class='td-pb-span8 td-main-content'><div class='td-ss-main-content'><article class='post "
        "td-post-template-default'><div class='td-post-header'><ul class='td-category'><li><a "
        "class='td-post-category'>News</a></li></ul><header class='td-post-title'><h1 class='entry-title'>Rapid "
        "charging hub opens behind old library</h1><div class='td-module-meta-info'><div class='td-post-author-name'>"
        "<div class='td-author-by'>By</div> <a href='/p/217'>Gareth Lewis</a><div class='td-author-line'> - </div></div><span "
        "class='td-post-date'><time class='entry-date updated td-module-date'>October 23, 2026</time></span><div "
        "class='td-post-views'><span class='td-nr-views-4821'>312</span></div><div class='td-post-comments'><a href='/p/218'>0</a>"
        "</div></div></header></div><div class='td-post-sharing-top'><div class='td-post-sharing-classic'></div><div "
        "class='td-default-sharing'><a href='/q/289' class='td-social-sharing-button'><span class='td-social-but-text'>Facebook"
        "</span></a><a href='/q/290' class='td-social-sharing-button'><span class='td-social-but-text'>Twitter</span></a><a "
        "class='td-social-sharing-button'><span class='td-social-but-text'>WhatsApp</span></a></div></div><div "
        "class='td-post-content tagdiv-type'>"
        f"<p>{n[0]}</p><p>{n[1]}</p><p>{n[2]}</p><p>{n[3]}</p></div><footer><div class='td-post-source-tags'><ul "
        "class='td-tags td-post-small-box'><li><span>TAGS</span></li><li><a href='/p/219'>electric vehicles</a></li><li><a href='/p/220'>"
        "council</a></li></ul></div><div class='td-block-row td-post-next-prev'><div class='td-block-span6 "
        "td-post-prev-post'><div class='td-post-next-prev-content'><span>Previous article</span><a href='/p/221'>Bus route 42 to "
        "be withdrawn</a></div></div><div class='td-block-span6 td-post-next-post'><div "
        "class='td-post-next-prev-content'><span>Next article</span><a href='/p/222'>Library to reopen after refit</a></div></div>"
        "</div><div class='td-author-name vcard author'><a href='/p/223'>Gareth Lewis</a></div></footer></article><div "
        "class='td_block_wrap td_block_related_posts'><div class='td-related-title'><a "
        "class='td-related-left td-cur-simple-item'>RELATED ARTICLES</a><a href='/q/291' class='td-related-right'>MORE FROM "
        "AUTHOR</a></div><div class='td_block_inner'><div class='td-related-row'><div class='td-related-span4'><div "
        "class='td_module_related_posts'><h3 class='entry-title td-module-title'><a href='/p/224'>Solar farm plan goes to appeal"
        "</a></h3></div></div></div></div></div><div class='comments' id='comments'><div id='respond' "
        "class='comment-respond'><h3 id='reply-title' class='comment-reply-title'>LEAVE A REPLY</h3><form><p "
        "class='comment-form-input-wrap td-form-comment'><textarea placeholder='Comment:'></textarea></p><p>Please "
        "enter your comment!</p><p>Please enter your name here</p><p>You have entered an incorrect email address!"
        "</p><p>Please enter your email address here</p></form></div></div></div></div><div class='td-pb-span4 "
        "td-main-sidebar'><div class='td_block_wrap td_block_popular_categories'><h4>POPULAR CATEGORY</h4><ul><li><a href='/p/225'>"
        "News<span>1204</span></a></li></ul></div></div></div></div></div><div class='td-footer-wrapper'><div "
        "class='td-sub-footer-container'><div class='td-sub-footer-copy'>© Vale Herald 2026</div></div></div></div>"
        "</body></html>"
    )


PAGES["newspaper"] = NewsPage(
    _newspaper(), "https://www.valeherald.example.co.uk/news/rapid-charging-hub-opens-behind-old-library/",
    kept=NEWSPAPER,
    gone=("RELATED ARTICLES", "MORE FROM AUTHOR", "Solar farm plan", "LEAVE A REPLY", "Please enter your comment",
          "incorrect email address", "POPULAR CATEGORY", "Previous article", "Bus route 42"),
    meta={"author": "Gareth Lewis", "date": "2026-10-23"},
)


# --- Ghost, Source theme: gh-article, "Sign up for more like this.", gh-cta ------------------------------------------

GHOST_SOURCE = (
    "The river authority's new flood maps put another 1,800 homes in the town inside the zone where insurers can "
    "refuse cover or raise premiums sharply.",
    "Most of them are in streets that have never flooded in living memory, which is why the maps have caused such "
    "anger at two public meetings this month.",
    "The authority says the maps reflect heavier rainfall, not past floods. Its engineers modelled storms up to a "
    "third more intense than any on record.",
    "Residents have until 31 January to challenge the new maps, and the authority has promised to publish every "
    "objection it receives along with its answer.",
)


def _ghost_source() -> str:
    g = GHOST_SOURCE
    return (
        _article_head("Why 1,800 more homes are now in the flood zone", "Why 1,800 more homes are now in the flood "
                      "zone", "Article", "Ruth Anand", "2026-11-16", lang="en")
        + "<body class='post-template has-sans-title has-sans-body'><div class='gh-viewport'><header id='gh-navigation' "
        "class='gh-navigation is-left-logo has-accent-color gh-outer'><div class='gh-navigation-inner gh-inner'><a "
        "class='gh-navigation-logo is-title'>The River Ledger</a><nav class='gh-navigation-menu'><ul class='nav'><li>"
        "<a href='/p/226'>Home</a></li><li><a href='/p/227'>About</a></li><li><a href='/p/228'>Archive</a></li></ul></nav><div class='gh-navigation-actions'>"
        "<a href='/q/292' data-portal='signin'>Sign in</a><a href='/q/293' class='gh-button' data-portal='signup'>Subscribe</a></div></div>"
        "</header><main class='gh-main'><article class='gh-article post'><header class='gh-article-header "
        "gh-canvas'><a href='/q/294' class='gh-article-tag'>Housing</a><h1 class='gh-article-title is-title'>Why 1,800 more homes "
        "are now in the flood zone</h1><p class='gh-article-excerpt is-body'>The new maps are built on rain that "
        "has not fallen yet.</p><div class='gh-article-meta'><div class='gh-article-author-image instapaper_ignore'>"
        "</div><div class='gh-article-meta-wrapper'><h4 class='gh-article-author-name'><a href='/p/229'>Ruth Anand</a></h4><div "
        "class='gh-article-meta-content'><time class='gh-article-meta-date'>Nov 16, 2026</time><span "
        "class='gh-article-meta-length'><span class='bull'>—</span> 4 min read</span></div></div></div></header>"
        "<section class='gh-content gh-canvas is-body'>"
        f"<p>{g[0]}</p><p>{g[1]}</p><div class='kg-card kg-cta-card kg-cta-bg-grey'><div class='kg-cta-content'><div "
        "class='kg-cta-text'><p>The River Ledger is free to read and paid for by its members. Join them for £4 a "
        "month.</p></div><a href='/q/295' class='kg-cta-button'>Become a member</a></div></div>"
        f"<p>{g[2]}</p><p>{g[3]}</p></section></article><section class='gh-container is-grid gh-outer'><div "
        "class='gh-container-inner gh-inner'><h2 class='gh-container-title'>Read more</h2><div "
        "class='gh-feed'><article class='gh-card post'><a href='/q/296' class='gh-card-link'><div class='gh-card-wrapper'><h3 "
        "class='gh-card-title is-title'>The bridge that nobody wants to pay for</h3><p class='gh-card-excerpt "
        "is-body'>Three councils, one crumbling bridge and a bill for £6 million.</p><footer class='gh-card-meta'>"
        "<span class='gh-card-author'>By Ruth Anand</span><time class='gh-card-date'>Nov 9, 2026</time></footer></div>"
        "</a></article></div></div></section><section class='gh-cta gh-outer'><div class='gh-cta-inner gh-inner'><div "
        "class='gh-cta-content'><h2 class='gh-cta-title is-title'>The River Ledger</h2><p class='gh-cta-description "
        "is-body'>Local news for the Severn valley, every week.</p></div><div class='gh-cta-actions'><button "
        "class='gh-form'>Subscribe</button></div></div></section></main><footer class='gh-footer gh-outer'><div "
        "class='gh-footer-inner gh-inner'><div class='gh-footer-bar'><span class='gh-footer-logo is-title'>The River "
        "Ledger</span><nav class='gh-footer-menu'><ul><li><a href='/p/230'>Sign up</a></li></ul></nav><div "
        "class='gh-footer-copyright'>Powered by <a href='/p/231'>Ghost</a></div></div><div class='gh-footer-signup'><h2 "
        "class='gh-footer-signup-header is-title'>The River Ledger</h2><p class='gh-footer-signup-subhead "
        "is-body'>Local news for the Severn valley, every week.</p></div></div></footer></div></body></html>"
    )


PAGES["ghost-source"] = NewsPage(
    _ghost_source(), "https://riverledger.example.com/why-1800-more-homes-are-now-in-the-flood-zone/",
    kept=GHOST_SOURCE,
    gone=("free to read and paid for by its members", "Become a member", "The bridge that nobody wants",
          "Three councils, one crumbling bridge", "Local news for the Severn valley", "Powered by", "4 min read"),
    meta={"author": "Ruth Anand", "date": "2026-11-16"},
)



_OPEN_FURNITURE: dict[str, str] = {  # what no rule takes yet
    "divi": "Divi's blog module inside the post's builder section (``et_pb_blog_grid``: one linked title, its byline "
            "and a whole sentence of excerpt, not cut short): one teaser is no run of teasers, and the module's name "
            "is the main text's on a Divi blog's listing page",
}

globals().update(page_tests(PAGES, open_furniture=_OPEN_FURNITURE))


# --- the rules' counter-cases: the same words or names as the page's own ------------------------------------------

_EPIC = ("<div class='{cls}'><h2>… there is a good reason why so many people choose to support the Bayside Gazette."
         "</h2><p>Not many news organisations are set up like us. Free from shareholders and billionaire owners, we "
         "can fearlessly chase the truth.</p><p>It takes just a minute to show your support. If you can, please "
         "consider supporting us with a regular payment each month.</p></div>")


@pytest.mark.parametrize(("extra", "line", "stays"), [
    # a support box of a heading, a pitch and a plea under the article goes whole ...
    (_EPIC.format(cls="contributions__epic"), "Not many news organisations are set up like us. Free from "
     "shareholders and billionaire owners, we can fearlessly chase the truth.", False),
    (_EPIC.format(cls="contributions__epic"), "… there is a good reason why so many people choose to support the "
     "Bayside Gazette.", False),
    # ... a section of the article that reports such a plea, with more of the text in it, stays
    ("<section><h2>The trust's appeal</h2><p>The pier trust has written to every household in the bay asking for "
     "help with the cost of the repairs.</p><p>Its letter ends: \"If you can, please consider supporting us with a "
     "regular payment each month,\" and names a target of £40,000.</p><p>By Friday it had raised a quarter of that."
     "</p></section>", "The pier trust has written to every household in the bay asking for help with the cost of the "
     "repairs.", True),
    ("<p>The zoo asked visitors to please consider supporting us with a regular payment, its director said.</p>",
     "The zoo asked visitors to please consider supporting us with a regular payment, its director said.", True),
    # TownNews BLOX's box in the story's body goes, a sentence opening with its words stays
    ("<div class='card-panel'><h3>Related to this story</h3><ul><li><a href='/news/1'>Harbour dues to rise in "
     "spring</a></li></ul></div>", "Related to this story", False),
    ("<p>Related to this story is the board's decision last year to sell the old customs house on the quay.</p>",
     "Related to this story is the board's decision last year to sell the old customs house on the quay.", True),
    # a regional page's follow line naming its desk with an ampersand, and where to send stories, goes ...
    ("<p><i>Follow BBC Hereford &amp; Worcester on <a href='https://facebook.com/x'>Facebook</a>, X and Instagram. "
     "Send your story ideas to: midlandstoday@bbc.co.uk</i></p>", "Follow BBC Hereford", False),
    # ... a sentence telling the reader to follow a path stays
    ("<p>Follow the river &amp; the old towpath on foot for two miles and the pier comes into view.</p>",
     "Follow the river &amp; the old towpath on foot for two miles and the pier comes into view.", True),
    # a paper's line pointing to its WhatsApp channel goes, a report's sentence naming one stays
    ("<p>Find The Bayside Gazette on WhatsApp and stay up to date</p>", "on WhatsApp and stay up to date", False),
    ("<p>Find the harbour master on WhatsApp and you will usually get an answer within the hour, members said.</p>",
     "Find the harbour master on WhatsApp and you will usually get an answer within the hour, members said.", True),
])
def test_a_news_pages_box_or_line_goes_and_the_articles_own_words_stay(extra, line, stays):
    texts = _story_texts(extra)
    assert all(t in texts for t in _STORY)
    assert any(line in t for t in texts) is stays


@pytest.mark.parametrize(("line", "stays"), [
    ("There are currently 3 users browsing this thread. (0 members and 3 guests)", False),
    ("There are currently 3 users browsing this thread, which is more than the forum has seen since the spring.",
     True),
])
def test_a_forums_count_of_readers_goes_and_a_sentence_with_the_same_words_stays(line, stays):
    html = PAGES["vb5"].html.replace(
        "There are currently 3 users browsing this thread. (0 members and 3 guests)", line)
    texts = _paragraphs(processed(html, PAGES["vb5"].url).body)
    assert all(t in texts for t in VB5)
    assert (line in texts) is stays


@pytest.mark.parametrize(("name", "stays"), [
    ("membership-cta", False),  # a call to join under the exhibition's text
    ("member-promo", False),
    ("membership-benefits", True),  # the museum's membership page's own text
])
def test_a_call_to_join_goes_by_its_name_and_a_membership_pages_text_stays(name, stays):
    line = "Members get free, unlimited entry to every exhibition and 10% off in the shop and café."
    html = PAGES["museum"].html.replace("class='membership-cta'", f"class='{name}'")
    texts = _paragraphs(processed(html, PAGES["museum"].url).body)
    assert all(t in texts for t in MUSEUM)
    assert (line in texts) is stays


def test_a_pages_linked_list_stays_before_its_text_goes_on_and_goes_after_its_end():
    """A department's page: its linked list of research areas between two of its paragraphs is its text; the same
    list after its last paragraph, under a heading of its own, is a box of links."""
    after = PAGES["dept"].html.replace(
        f"<p>{DEPT[6]}</p>", "").replace(f"<p>{DEPT[1]}</p>", f"<p>{DEPT[1]}</p><p>{DEPT[6]}</p>")
    texts = _paragraphs(processed(after, PAGES["dept"].url).body)
    assert all(t in texts for t in (DEPT[0], DEPT[1], DEPT[6]))
    assert [t for t in DEPT[3:6] if t in texts] == []


def test_an_election_results_vote_counts_stay_where_a_posts_vote_counter_goes():
    """Stack Exchange's counters go by its script hooks (``js-vote-count``, page ``stackx``); a results table's cells
    named "vote-count" are the article's figures."""
    table = ("<table class='results'><tr><th>Candidate</th><th>Votes</th></tr><tr><td>Ada Quinn</td><td "
             "class='vote-count'>4,312</td></tr><tr><td>Pete Hollins</td><td class='vote-count'>3,907</td></tr></table>")
    texts = _story_texts(table)
    assert all(t in texts for t in _STORY)
    assert "4,312" in texts and "3,907" in texts
