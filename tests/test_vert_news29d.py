"""Whole news pages of session 29's fourth batch: English-language sites and engines the earlier batches had not,
US chain papers (Gannett's USA Today network, McClatchy, Lee's TownNews BLOX, Advance Local's NJ.com, Patch), British
papers (the Daily Mail, Reach plc's Mirror, Metro, the Telegraph, the Scotsman), digital outlets (Vox, Fox News, CBS
News, Politico, The Atlantic, Slate, HuffPost, Business Insider, Forbes' contributor pages, TechCrunch, Ars Technica,
Wired, Engadget, 9to5Mac, Yahoo News) and blogs and newsletters (Blogger, Substack, Ghost, Medium, beehiiv), each
after the article template the site emits, with its furniture between and around the paragraphs ("More:"/"MORE :"
lines, captions with their credits, "Advertisement" labels, newsletter and push prompts, support pleas, affiliate
notes, share bars, comment counters, tag lists, author bios, related rails).  For each page the article's text stays
whole, the furniture goes, and the ``<doc>`` line names the title, writer and day the page states.  The harness is
``NewsPage`` of ``test_vert_news28``, the tests those of ``test_vert_news29b``."""

from __future__ import annotations

import re

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, article_ld, news_foot, processed

PAGES: dict[str, NewsPage] = {}


def _foot(site: str) -> str:
    return news_foot(site, '<a href="/about">About us</a> <a href="/privacy">Privacy Policy</a> <a href="/terms">Terms of '
                           'Service</a>', rights=". All rights reserved.")


def _head(title: str, headline: str, author: str, day: str, extra: str = "") -> str:
    return article_head(title, "en", article_ld("NewsArticle", headline, author, day) + extra)


# --- USA Today network (Gannett: gnt_ classes, "More:" lines, caption credit, "Contributing:" stays) --------------

USATODAY = (
    "The Federal Aviation Administration will require airlines to inspect the engine mounts on more than 300 "
    "regional jets after cracks were found on two planes this month.",
    "The order, issued Monday, gives carriers 30 days to complete the checks. Planes with cracks must be grounded "
    "until the parts are replaced.",
    "“We are taking this step out of an abundance of caution,” the agency said in a statement.",
    "What travelers should know",
    "Airlines said they did not expect widespread cancellations, because most of the inspections can be done "
    "overnight at maintenance bases.",
)


def _usatoday() -> str:
    a = USATODAY
    return (
        _head("FAA orders inspections of 300 regional jets after cracks found", "FAA orders inspections of 300 "
              "regional jets after cracks found", "Zach Wichter", "2026-11-24")
        + '<body><header class="gnt_n"><a href="/">USA TODAY</a><nav><a href="/news/">News</a> <a href="/travel/">'
        'Travel</a> <a href="/subscribe">Subscribe</a> <a href="/signin">Sign In</a></nav></header><main '
        'class="gnt_cw"><article class="gnt_pr"><h1 class="gnt_ar_hl">FAA orders inspections of 300 regional jets '
        'after cracks found</h1><div class="gnt_ar_by"><a class="gnt_ar_by_a" href="/staff/zach-wichter/">Zach '
        'Wichter</a><div class="gnt_ar_by_t">USA TODAY</div></div><div class="gnt_ar_dt" aria-label="Published 5:02 '
        'a.m. ET Nov. 24, 2026 Updated 9:15 a.m. ET Nov. 24, 2026">Published 5:02 a.m. ET Nov. 24, 2026 | Updated '
        '9:15 a.m. ET Nov. 24, 2026</div><div class="gnt_ar_b"><figure class="gnt_em gnt_em_img"><img src="/j.jpg" '
        'alt=""><figcaption class="gnt_em_img_ccw"><span>A regional jet taxis at Chicago O\'Hare International '
        'Airport.</span><span class="gnt_em_img_cr">Scott Olson, Getty Images</span></figcaption></figure>'
        f'<p class="gnt_ar_b_p">{a[0]}</p><p class="gnt_ar_b_p">{a[1]}</p>'
        '<p class="gnt_ar_b_p"><strong>More:</strong> <a href="/travel/1">Flight cancellations: What are your rights '
        'when an airline cancels?</a></p>'
        f'<p class="gnt_ar_b_p">{a[2]}</p><h2 class="gnt_ar_b_h2">{a[3]}</h2>'
        '<aside class="gnt_em gnt_em__el"><div class="gnt_em_t">Get the Daily Briefing newsletter</div><p>The day\'s '
        'top stories, delivered to your inbox every morning.</p><a href="/newsletters">Sign up</a></aside>'
        f'<p class="gnt_ar_b_p">{a[4]}</p><p class="gnt_ar_b_p"><em>Contributing: Eve Chen, USA TODAY</em></p></div>'
        '<div class="gnt_ar_shr"><button>Share on Facebook</button><button>Share on X</button><button>Email</button>'
        '</div></article></main>' + _foot("USA TODAY, a division of Gannett Satellite Information Network, LLC"))


PAGES["usa-today"] = NewsPage(
    _usatoday(), "https://www.usatoday.example.com/story/travel/airline-news/2026/11/24/faa-regional-jets/765/",
    # (its "Contributing: …" line stays: scrapinghub's truths keep Gannett's "Contributing: Kristine Phillips"; dropping
    # it cost that set's recall 0.9923 -> 0.9922, where "… contributed to this report." goes, as Politico's below)
    (*USATODAY, "Contributing: Eve Chen, USA TODAY"), ("Scott Olson", "Flight cancellations:", "Daily Briefing", "Share on", "Gannett Satellite", "Sign In"),
    {"author": "Zach Wichter", "date": "2026-11-24", "type": "article"})


# --- Lee Enterprises / TownNews BLOX (tnt- classes, subscriber preview, "Sign up" box, caption + photo credit) ------

BLOX = (
    "The county school board voted Thursday to move the start of the school year to after Labor Day, reversing a "
    "decision it made three years ago.",
    "Parents who spoke at the meeting were split, with several saying the earlier start had made summer jobs "
    "difficult for older students.",
    "Superintendent Karen Holt said the district would publish the new calendar by the end of January.",
    "The change takes effect in the 2027-28 school year.",
)


def _blox() -> str:
    a = BLOX
    return (
        _head("School board moves first day to after Labor Day | Local News | journalstar.example.com",
              "School board moves first day to after Labor Day", "Margaret Reist", "2026-11-20")
        + '<body><header id="site-header"><a href="/">Lincoln Journal Star</a><nav><a href="/news/local/">Local</a> '
        '<a href="/users/login/">Log In</a> <a href="/subscribe/">Subscribe</a></nav></header><main id="main-page-'
        'container"><article id="asset-content" class="asset"><header class="asset-header"><h1 class="headline">'
        '<span class="tnt-asset-title">School board moves first day to after Labor Day</span></h1>'
        '<ul class="list-inline"><li><span class="tnt-byline">Margaret Reist</span></li><li><time datetime='
        '"2026-11-20T18:30:00-06:00">Nov 20, 2026</time></li></ul></header>'
        '<div class="asset-photo"><figure><img src="/s.jpg" alt=""><figcaption class="caption-container"><div class='
        '"caption-text"><p>Students arrive for the first day of school in August.</p></div><div class="tnt-byline">'
        'JUSTIN WAN, Journal Star file photo</div></figcaption></figure></div>'
        '<div class="share-container"><a href="#">Facebook</a> <a href="#">Email</a> <a href="#">Print</a> '
        '<a href="#">Save</a></div>'
        f'<div id="article-body" class="asset-body" itemprop="articleBody"><div class="subscriber-preview"><p>{a[0]}'
        '</p></div><div class="tnt-ads-container"><div class="tnt-ads-label">Advertisement</div></div>'
        f'<div class="subscriber-only"><p>{a[1]}</p>'
        '<div class="inline-editorial-newsletter"><h3>Get local news delivered to your inbox!</h3><p>Subscribe to our '
        'Daily Headlines newsletter.</p><button>Sign up!</button></div>'
        f'<p>{a[2]}</p><p>{a[3]}</p></div></div>'
        '<div class="asset-tags"><a href="/tags/education">Education</a> <a href="/tags/lps">Lincoln Public Schools'
        '</a></div><div class="tnt-author-bio"><p>Reach the writer at 402-555-0185 or mreist@example.com.</p></div>'
        '</article></main>' + _foot("Lincoln Journal Star"))


PAGES["townnews-blox"] = NewsPage(
    _blox(), "https://journalstar.example.com/news/local/education/article_4b1c2d3e-aaaa-bbbb-cccc-1234567890ab.html",
    BLOX, ("JUSTIN WAN", "Advertisement", "Get local news", "Daily Headlines", "Lincoln Public Schools",
           "Reach the writer", "Log In"),
    {"author": "Margaret Reist", "date": "2026-11-20", "type": "article"})


# --- McClatchy ("Story continues below", "Read Next" teaser, "This story was originally published") ---------------

MCCLATCHY = (
    "Charlotte’s light rail will run every 10 minutes instead of every 15 during evening rush hour starting in "
    "January, transit officials said Wednesday.",
    "The change follows a year of complaints about crowded trains on the Blue Line, which carried more than 40,000 "
    "riders on an average weekday this fall.",
    "The transit system will hire 24 additional operators to staff the extra trips, at a cost of about $3 million "
    "a year.",
)


def _mcclatchy() -> str:
    a = MCCLATCHY
    return (
        _head("Charlotte light rail to run more often at rush hour | Charlotte Observer",
              "Charlotte light rail to run more often at rush hour", "Ely Portillo", "2026-11-18")
        + '<body><header><a href="/">The Charlotte Observer</a><nav><a href="/news/local/">Local</a> <a href="/'
        'subscribe">Subscribe</a></nav></header><main><article class="story-body"><h1 class="h1">Charlotte light '
        'rail to run more often at rush hour</h1><div class="byline"><a href="/profile/1.html">By Ely Portillo</a>'
        '</div><time class="update-date" datetime="2026-11-18T16:41:00-05:00">Updated November 18, 2026 4:41 PM'
        f'</time><p>{a[0]}</p><p>{a[1]}</p><div class="ad-label">Story continues below advertisement</div>'
        '<div class="read-next"><h3>Read Next</h3><a href="/news/2.html">Why are Charlotte’s buses always late? '
        f'Here’s what riders told us</a></div><p>{a[2]}</p>'
        '<p class="origin-date">This story was originally published November 18, 2026 at 12:05 PM.</p>'
        '<div class="author-bio"><p>Ely Portillo covers transportation and growth for The Charlotte Observer.</p>'
        '</div></article></main>' + _foot("The Charlotte Observer"))


PAGES["mcclatchy"] = NewsPage(
    _mcclatchy(), "https://www.charlotteobserver.example.com/news/local/article294567890.html",
    MCCLATCHY, ("Story continues below", "Read Next", "buses always late", "originally published",
                "covers transportation"),
    {"author": "Ely Portillo", "date": "2026-11-18", "type": "article"})


# --- Daily Mail (mol- classes: bullet summary that is the lead, capitalised byline, "RELATED ARTICLES", comments) --

MAIL = (
    "Council chiefs have been accused of ‘waging war on drivers’ after installing 40 new traffic cameras",
    "The cameras will fine motorists £70 for entering bus lanes",
    "The council says the money will be spent on road repairs",
    "A council has been accused of waging war on motorists after installing 40 new traffic cameras that will fine "
    "drivers £70 for straying into bus lanes.",
    "The cameras, which went live on Monday, cover every main road into the town centre and are expected to raise "
    "more than £1million in their first year.",
    "Local councillor Jane Mills said: ‘People are fed up of being treated as cash cows.’",
    "A spokesman for the council said the cameras were needed to keep buses running on time and that all the money "
    "would be spent on road repairs.",
)


def _mail() -> str:
    a = MAIL
    return (
        _head("Council accused of waging war on drivers with 40 new cameras | Daily Mail Online",
              "Council accused of waging war on drivers with 40 new cameras", "Jack Elsom", "2026-11-25")
        + '<body><header><a href="/">Daily Mail</a><nav><a href="/news/">News</a> <a href="/sport/">Sport</a> '
        '<a href="/tvshowbiz/">U.S. Showbiz</a></nav></header><div id="content"><div class="article-text wide" '
        'id="js-article-text"><h2>Council accused of waging war on drivers with 40 new cameras</h2>'
        f'<ul class="mol-bullets-with-font"><li><strong>{a[0]}</strong></li><li><strong>{a[1]}</strong></li>'
        f'<li><strong>{a[2]}</strong></li></ul>'
        '<p class="author-section byline-plain">By <a href="/profile/jack" class="author">JACK ELSOM</a></p>'
        '<p class="byline-section"><span class="article-timestamp article-timestamp-published"><span class="article-'
        'timestamp-label">Published:</span> <time datetime="2026-11-25T09:12:00+0000">09:12 GMT, 25 November 2026'
        '</time></span> | <span class="article-timestamp article-timestamp-updated"><span class="article-timestamp-'
        'label">Updated:</span> <time datetime="2026-11-25T11:30:00+0000">11:30 GMT, 25 November 2026</time></span>'
        '</p><div class="social-share"><span>Share this article</span> <a href="#">Share</a> <span class="count">'
        '214</span> <span>shares</span></div>'
        f'<p class="mol-para-with-font">{a[3]}</p><p class="mol-para-with-font">{a[4]}</p>'
        '<div class="artSplitter mol-img-group"><img src="/c.jpg" alt=""><p class="imageCaption">The cameras went '
        'live on Monday on every main road into the town centre</p></div>'
        '<div class="related-carousel"><h3>RELATED ARTICLES</h3><ul><li><a href="/news/1">Drivers hit with £5m in '
        'fines from a single camera</a></li><li><a href="/news/2">Motorists fury at new 20mph limits</a></li></ul>'
        '<a href="#">Previous</a> <a href="#">Next</a></div>'
        f'<p class="mol-para-with-font">{a[5]}</p><p class="mol-para-with-font">{a[6]}</p>'
        '<div class="shareArticles"><h3>Share or comment on this article:</h3></div><div class="reader-comments">'
        '<h3>Comments 86</h3><p>Share what you think</p><a href="#">View all</a></div></div></div>'
        + _foot("Associated Newspapers Ltd"))


PAGES["daily-mail"] = NewsPage(
    _mail(), "https://www.dailymail.example.co.uk/news/article-14123456/Council-cameras-drivers.html",
    MAIL, ("Share this article", "RELATED ARTICLES", "£5m in fines", "Share or comment", "Comments 86",
           "Share what you think", "Associated Newspapers"),
    {"author": "Jack Elsom", "date": "2026-11-25", "type": "article"})


# --- Reach plc (the Mirror: sub-title, newsletter consent box, "Read More" rails, "Follow Mirror" line) ------------

MIRROR = (
    "A pensioner who was told she would wait 18 months for a hip operation has paid for it herself.",
    "Margaret Evans, 78, from Stoke-on-Trent, spent £14,000 of her savings on the surgery at a private hospital "
    "after struggling to walk for almost a year.",
    "She said: “I couldn’t go on like that. I worked all my life and paid into the system, but in the end I had no "
    "choice.”",
    "NHS England said waiting lists for hip and knee replacements had fallen for the third month in a row.",
)


def _mirror() -> str:
    a = MIRROR
    return (
        _head("Pensioner told to wait 18 months for hip operation pays for it herself - Mirror Online",
              "Pensioner told to wait 18 months for hip operation pays for it herself", "Sophie Law", "2026-11-22")
        + '<body><header><a href="/">Mirror</a><nav><a href="/news/">News</a> <a href="/money/">Money</a></nav>'
        '</header><main><article class="article-main"><h1 class="section-theme-background-indicator">Pensioner told '
        f'to wait 18 months for hip operation pays for it herself</h1><p class="sub-title">{a[0]}</p>'
        '<div class="article-information"><div class="author"><a href="/authors/sophie-law/">Sophie Law</a> '
        '<span>Senior Reporter</span></div><ul class="time-info"><li><time datetime="2026-11-22T17:00:00Z">17:00, '
        '22 Nov 2026</time></li></ul></div>'
        '<div class="newsletter-signup"><h3>Sign up for the Mirror Daily newsletter</h3><p>We use your sign-up to '
        'provide content in ways you\'ve consented to and to improve our understanding of you. This may include '
        'adverts from us and 3rd parties based on our understanding. You can unsubscribe at any time. '
        '<a href="/privacy-notice/">More info</a></p><input type="email"><button>Sign up</button></div>'
        f'<div class="article-body"><p>{a[1]}</p>'
        '<aside class="read-more-links"><div class="headline">Read More</div><ul><li><a href="/news/1">NHS waiting '
        'list hits new record as 7.6 million wait for treatment</a></li></ul></aside>'
        f'<p>{a[2]}</p><p>{a[3]}</p>'
        '<p><strong>Do you have a story to share? Email us at yourstory@example.co.uk</strong></p>'
        '<aside class="related-articles"><h3>Related Articles</h3><a href="/news/3">GP appointments crisis</a>'
        '</aside></div><div class="tag-list"><a href="/all-about/nhs">NHS</a> <a href="/all-about/stoke-on-trent">'
        'Stoke-on-Trent</a></div></article></main>' + _foot("MGN Ltd"))


PAGES["mirror"] = NewsPage(
    _mirror(), "https://www.mirror.example.co.uk/news/uk-news/pensioner-told-wait-18-months-33456789",
    MIRROR, ("Mirror Daily", "We use your sign-up", "Read More", "7.6 million wait", "story to share",
             "GP appointments crisis", "Senior Reporter"),
    {"author": "Sophie Law", "date": "2026-11-22", "type": "article"})


# --- Vox (Chorus: c-entry-summary dek, c-byline "Updated …", newsletter box, contribution plea, "Filed under:") ------

VOX = (
    "A new federal rule would make it easier to cancel subscriptions. Companies are already fighting it.",
    "If you have ever tried to cancel a gym membership, you know the drill: a phone call, a retention offer, a "
    "second retention offer, and finally a promise that the cancellation will go through in 30 days.",
    "A rule finalized this week would require companies to let customers cancel a subscription the same way they "
    "signed up for it — online, in about as many clicks.",
    "Why it matters",
    "Consumer advocates say so-called dark patterns cost Americans billions of dollars a year in unwanted charges.",
)


def _vox() -> str:
    a = VOX
    return (
        _head("The click-to-cancel rule, explained - Vox", "The click-to-cancel rule, explained", "Rachel Cohen",
              "2026-11-19")
        + '<body><header class="c-global-header"><a href="/">Vox</a><nav><a href="/policy">Policy</a> <a href="/'
        'support">Give</a></nav></header><main><article class="l-main-content"><div class="c-entry-hero"><h1 class='
        f'"c-page-title">The click-to-cancel rule, explained</h1><p class="c-entry-summary p-dek">{a[0]}</p>'
        '<div class="c-byline">by <span class="c-byline__author-name"><a href="/authors/rachel-cohen">Rachel Cohen'
        '</a></span> <span class="c-byline__item"><time datetime="2026-11-19T10:00:00-05:00">Updated Nov 19, 2026, '
        '10:00am EST</time></span></div></div><div class="c-entry-content">'
        f'<p id="p1">{a[1]}</p><p id="p2">{a[2]}</p>'
        '<div class="c-newsletter_signup_box"><h4>Sign up for the newsletter Today, Explained</h4><p>Understand the '
        'world with a daily explainer plus the most compelling stories of the day.</p><input type="email"><button>'
        f'Subscribe</button></div><h3 id="h1">{a[3]}</h3><p id="p3">{a[4]}</p></div>'
        '<div class="c-article-footer"><div class="contribution-box"><h3>You’ve read 1 article in the last month</h3>'
        '<p>Here at Vox, we’re unwavering in our commitment to covering the issues that matter most to you. Will you '
        'support our work and become a Vox Member today?</p><a href="/support">Join now</a></div><div class="c-entry-'
        'group-labels"><span>Filed under:</span> <a href="/policy">Policy</a> <a href="/money">Money</a></div></div>'
        '</article></main>' + _foot("Vox Media, LLC"))


PAGES["vox"] = NewsPage(
    _vox(), "https://www.vox.example.com/policy/388123/click-to-cancel-rule-ftc-subscriptions",
    VOX, ("Today, Explained", "compelling stories", "You’ve read 1 article", "Vox Member", "Filed under",
          "Vox Media"),
    {"author": "Rachel Cohen", "date": "2026-11-19", "type": "article"})


# --- Fox News (speakable lead, caption credit "(AP Photo/…)", capitalised app promo and "LIKE WHAT YOU'RE READING?") ---

FOX = (
    "The Senate passed a short-term spending bill late Friday, averting a government shutdown hours before the "
    "midnight deadline.",
    "The measure, which passed 71-27, keeps the government funded at current levels through Jan. 30.",
    "Senate Majority Leader John Thune said the chamber would use the extra weeks to finish the full-year spending "
    "bills.",
    "The House approved the bill earlier in the week, and the president is expected to sign it on Saturday.",
)


def _fox() -> str:
    a = FOX
    return (
        _head("Senate passes stopgap bill, averting government shutdown | Fox News",
              "Senate passes stopgap bill, averting government shutdown", "Alex Miller", "2026-11-21")
        + '<body><header class="site-header"><a href="/">Fox News</a><nav><a href="/politics">Politics</a> <a href='
        '"/video">Watch TV</a></nav></header><main><article class="article-wrap"><header class="article-header">'
        '<h1 class="headline">Senate passes stopgap bill, averting government shutdown</h1><div class="author-byline">'
        '<span>By <a href="/person/m/alex-miller">Alex Miller</a> Fox News</span></div><div class="article-date">'
        '<time datetime="2026-11-21T23:40:00-05:00">Published November 21, 2026 11:40pm EST</time></div></header>'
        f'<div class="article-body"><p class="speakable">{a[0]}</p><p class="speakable">{a[1]}</p>'
        '<div class="image-ct inline"><img src="/t.jpg" alt=""><div class="caption"><p>Senate Majority Leader John '
        'Thune speaks to reporters at the U.S. Capitol. <span class="credit">(AP Photo/J. Scott Applewhite)</span></p>'
        f'</div></div><p>{a[2]}</p>'
        '<p><a href="/apps"><strong>CLICK HERE TO GET THE FOX NEWS APP</strong></a></p>'
        f'<p>{a[3]}</p><div class="article-newsletter"><h3>LIKE WHAT YOU’RE READING?</h3><p>Sign up for the Fox News '
        'Politics newsletter.</p></div></div><div class="author-bio"><p><em>Alex Miller is a politics reporter for '
        'Fox News Digital. Story tips can be sent to alex.miller@example.com.</em></p></div></article></main>'
        + _foot("FOX News Network, LLC"))


PAGES["fox-news"] = NewsPage(
    _fox(), "https://www.foxnews.example.com/politics/senate-passes-stopgap-bill-averting-government-shutdown",
    FOX, ("AP Photo", "CLICK HERE", "LIKE WHAT YOU", "Politics newsletter", "Story tips", "Watch TV"),
    {"author": "Alex Miller", "date": "2026-11-21", "type": "article"})


# --- TechCrunch (WordPress: "Image Credits:" line, the event promo box, "Topics" list) ------------------------------

TECHCRUNCH = (
    "Lumen Robotics, a startup that builds robots to sort recycling, has raised $45 million in a Series B round led "
    "by Lightspeed Venture Partners.",
    "The company says its robots can pick up to 80 items a minute from a conveyor belt, about twice as fast as a "
    "human sorter.",
    "Co-founder and CEO Priya Nair told TechCrunch that the new money would go toward opening an office in Europe "
    "and hiring engineers.",
    "The round brings the company’s total funding to $71 million.",
)


def _techcrunch() -> str:
    a = TECHCRUNCH
    return (
        _head("Recycling robot startup Lumen raises $45M | TechCrunch", "Recycling robot startup Lumen raises $45M",
              "Kyle Wiggers", "2026-11-23")
        + '<body class="single-post"><header class="site-header"><a href="/">TechCrunch</a><nav><a href="/category/'
        'startups/">Startups</a> <a href="/events/">Events</a></nav></header><main><article class="wp-block-post">'
        '<h1 class="wp-block-post-title">Recycling robot startup Lumen raises $45M</h1><div class="wp-block-tc23-'
        'author-card"><a href="/author/kyle-wiggers/">Kyle Wiggers</a></div><time datetime="2026-11-23T09:00:00-08:00">'
        '9:00 AM PST · November 23, 2026</time><figure class="wp-block-post-featured-image"><img src="/l.jpg" alt="">'
        '<figcaption><strong>Image Credits:</strong> Lumen Robotics</figcaption></figure>'
        f'<div class="entry-content wp-block-post-content"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p>'
        '<div class="wp-block-tc-ads-ad-slot"><span>Techcrunch event</span><h4>Join us at TechCrunch Disrupt 2027</h4>'
        '<p>Save up to $400 on your pass before prices rise. Register now.</p><a href="/events/">Register Now</a>'
        f'</div><p>{a[3]}</p></div><div class="tc23-post-relevant-terms"><h3>Topics</h3><a href="/tag/robotics/">'
        'Robotics</a> <a href="/tag/recycling/">Recycling</a> <a href="/tag/funding/">Fundraising</a></div>'
        '<div class="author-bio"><p>Kyle Wiggers is a senior reporter at TechCrunch with a special interest in '
        'artificial intelligence.</p><a href="/author/kyle-wiggers/">View Bio</a></div></article></main>'
        + _foot("Yahoo Inc."))


PAGES["techcrunch"] = NewsPage(
    _techcrunch(), "https://techcrunch.example.com/2026/11/23/recycling-robot-startup-lumen-raises-45m/",
    TECHCRUNCH, ("Image Credits", "TechCrunch Disrupt", "Register", "Topics", "Fundraising", "senior reporter",
                 "View Bio"),
    {"author": "Kyle Wiggers", "date": "2026-11-23", "type": "article"})


# --- Ars Technica (dek in an h2, "Enlarge / …" caption with its credit, "Reader comments", "Promoted comments") ----

ARS = (
    "The fix required a rare trip back to the factory for thousands of panels.",
    "A popular brand of rooftop solar inverters has been recalled after the manufacturer found that a faulty "
    "capacitor could overheat under heavy load.",
    "The company says about 38,000 units sold in North America between 2024 and 2025 are affected, and it will "
    "replace them free of charge.",
    "So far, there have been 11 reports of overheating and two of minor roof damage. No injuries have been reported.",
)


def _ars() -> str:
    a = ARS
    return (
        _head("Solar inverter maker recalls 38,000 units over fire risk - Ars Technica",
              "Solar inverter maker recalls 38,000 units over fire risk", "Scott K. Johnson", "2026-11-24")
        + '<body><header id="header-nav"><a href="/">Ars Technica</a><nav><a href="/science/">Science</a> <a href="/'
        'store/">Store</a> <a href="/civis/">Forum</a> <a href="/subscribe/">Subscribe</a></nav></header><main>'
        '<article class="article-single"><header><h1 itemprop="headline">Solar inverter maker recalls 38,000 units '
        f'over fire risk</h1><h2 itemprop="description">{a[0]}</h2><section class="post-meta"><a href="/author/'
        'scott-johnson/" rel="author">Scott K. Johnson</a> – <time datetime="2026-11-24T17:25:00+00:00">Nov 24, 2026 '
        '5:25 pm UTC</time></section></header><div class="article-content post-page">'
        '<figure class="intro-image"><img src="/i.jpg" alt=""><figcaption class="caption"><div class="caption-text">'
        '<a href="/i-large.jpg" class="enlarge-link">Enlarge</a> / Solar panels on a suburban roof.</div><div class='
        f'"caption-credit">Getty Images</div></figcaption></figure><p>{a[1]}</p><p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="comment-count"><a href="#comments"><span>Reader comments</span> <span>142</span></a></div>'
        '<aside class="promoted-comments"><h3>Promoted Comments</h3><p>My installer called me before I even saw the '
        'news. Good on them.</p></aside></article></main>' + _foot("Condé Nast"))


PAGES["ars-technica"] = NewsPage(
    _ars(), "https://arstechnica.example.com/science/2026/11/solar-inverter-maker-recalls-38000-units/",
    ARS, ("Enlarge", "Getty Images", "Reader comments", "Promoted Comments", "My installer", "Condé Nast"),
    {"author": "Scott K. Johnson", "date": "2026-11-24", "type": "article"})


# --- Forbes contributor page ("Follow", the contributors' disclaimer, "Editorial Standards", "Forbes Accolades") -------

FORBES = (
    "More companies are asking staff to come back to the office four days a week. The data suggests it may not "
    "work.",
    "A survey of 2,000 office workers published this month found that 41% would look for a new job if their "
    "employer required more days in the office.",
    "Managers, meanwhile, report that productivity has stayed the same or risen since hybrid work became common.",
    "The lesson for employers is simple: explain the reason for the policy, or expect people to leave.",
)


def _forbes() -> str:
    a = FORBES
    return (
        _head("Return-To-Office Mandates Are Back. Here’s Why They May Backfire", "Return-To-Office Mandates Are "
              "Back. Here’s Why They May Backfire", "Mark Perna", "2026-11-22")
        + '<body><header class="header"><a href="/">Forbes</a><nav><a href="/leadership/">Leadership</a> <a href="/'
        'subscribe/">Subscribe</a> <a href="/signin">Sign In</a></nav></header><main><article class="article-body-'
        'container"><div class="top-contrib-block"><a href="/sites/markcperna/">Mark Perna</a><span>Contributor</span>'
        '<p class="contrib-disclaimer">Forbes contributors publish independent expert analyses and insights.</p><p>'
        'I write about the future of work and generational change.</p><button>Follow Author</button></div>'
        '<h1 class="fs-headline">Return-To-Office Mandates Are Back. Here’s Why They May Backfire</h1><div class='
        '"content-data"><time datetime="2026-11-22T08:30:00-05:00">Nov 22, 2026, 08:30am EST</time></div><div '
        'class="sharing-bar"><button>Share to Facebook</button><button>Share to Twitter</button><button>Share to '
        'Linkedin</button></div><figure><img src="/o.jpg" alt=""><figcaption>Employees return to an office.<small>'
        f'getty</small></figcaption></figure><div class="article-body fs-article fs-responsive-text"><p>{a[0]}</p>'
        f'<p>{a[1]}</p><div class="vestpocket"><span>MORE FROM FORBES ADVISOR</span><a href="/advisor/1">Best High-'
        f'Yield Savings Accounts Of 2026</a></div><p>{a[2]}</p><p>{a[3]}</p></div><div class="article-footer">'
        '<a href="/sites/editorial-standards/">Editorial Standards</a> <a href="/reprints/">Reprints & Permissions'
        '</a></div></article></main>' + _foot("Forbes Media LLC"))


PAGES["forbes"] = NewsPage(
    _forbes(), "https://www.forbes.example.com/sites/markcperna/2026/11/22/return-to-office-mandates-are-back/",
    FORBES, ("Forbes contributors publish", "Follow Author", "Share to", "MORE FROM FORBES",
             "High-Yield", "Editorial Standards", "Reprints"),
    {"author": "Mark Perna", "date": "2026-11-22", "type": "article"})


# --- Blogger (post-body with <br> lines, "Posted by … at …", share links, "Labels:", "Newer Post Older Post Home") --

BLOGGER = (
    "We finally made it to the lighthouse at Point Reyes last weekend, after three failed attempts because of fog.",
    "The walk down is 308 steps, and the sign at the top warns that it is the equivalent of climbing a 30-storey "
    "building on the way back up.",
    "We saw two grey whales heading south, which the ranger said was early for this time of year.",
    "If you go, bring a jacket even in summer. The wind on the point never stops.",
)


def _blogger() -> str:
    a = BLOGGER
    return (
        article_head("Trail Notes: The lighthouse at last", "en",
                     '<meta content="blogger" name="generator">'
                     + article_ld("BlogPosting", "The lighthouse at last", "Ellen Marsh", "2026-11-16"))
        + '<body><div class="header-outer"><h1 class="title"><a href="/">Trail Notes</a></h1><p class="description">'
        'Walks and hikes around the Bay Area</p></div><div class="main-outer"><div class="date-outer"><h2 class="date-'
        'header"><span>Sunday, November 16, 2026</span></h2><div class="post hentry"><h3 class="post-title entry-'
        'title">The lighthouse at last</h3><div class="post-header"></div><div class="post-body entry-content">'
        f'{a[0]}<br><br>{a[1]}<br><br><div class="separator"><a href="/p.jpg"><img src="/p.jpg" alt=""></a></div>'
        f'{a[2]}<br><br>{a[3]}<div style="clear: both;"></div></div><div class="post-footer"><div class="post-footer-'
        'line"><span class="post-author vcard">Posted by <span class="fn">Ellen Marsh</span></span> <span class="post-'
        'timestamp">at <a class="timestamp-link" href="#"><abbr class="published" title="2026-11-16T14:05:00-08:00">'
        '2:05 PM</abbr></a></span> <span class="post-comment-link"><a href="#comments">No comments:</a></span></div>'
        '<div class="post-share-buttons"><a href="#">Email This</a><a href="#">BlogThis!</a><a href="#">Share to X</a>'
        '<a href="#">Share to Facebook</a><a href="#">Share to Pinterest</a></div><div class="post-footer-line"><span '
        'class="post-labels">Labels: <a href="/search/label/coast">coast</a>, <a href="/search/label/hikes">hikes</a>'
        '</span></div></div></div></div><div class="comments" id="comments"><h4>No comments:</h4><p>Post a Comment</p>'
        '</div><div class="blog-pager"><a class="blog-pager-newer-link" href="#">Newer Post</a> <a class="blog-pager-'
        'older-link" href="#">Older Post</a> <a class="home-link" href="/">Home</a></div><div class="blog-feeds">'
        'Subscribe to: <a href="/feeds/1/comments/default">Post Comments (Atom)</a></div></div><div class="sidebar">'
        '<h2>Blog Archive</h2><ul><li><a href="/2026/">2026 (14)</a></li></ul></div></body></html>')


PAGES["blogger"] = NewsPage(
    _blogger(), "https://trailnotes.example.blogspot.com/2026/11/the-lighthouse-at-last.html",
    BLOGGER, ("Sunday, November 16", "Posted by", "No comments", "BlogThis", "Share to", "Labels:", "Newer Post", "Post Comments (Atom)",
              "Blog Archive"),
    {"author": "Ellen Marsh", "date": "2026-11-16", "type": "article"})


# --- Substack (subtitle dek, "Subscribe" widget, "Share" buttons, like counts, "Discussion about this post") --------

SUBSTACK = (
    "Why the cheapest power plant is now the one that stores sunshine.",
    "Two years ago, a utility-scale battery in California cost about $400 per kilowatt-hour of storage. This year, "
    "bids came in below $200.",
    "That change matters more than any single solar or wind project, because it lets the grid use cheap midday "
    "power after sunset.",
    "The catch is that batteries are only as good as the rules that let them sell power back to the grid.",
)


def _substack() -> str:
    a = SUBSTACK
    return (
        article_head("The battery tipping point - by Noah Green - Grid Notes", "en",
                     article_ld("NewsArticle", "The battery tipping point", "Noah Green", "2026-11-21"))
        + '<body><div class="main"><header class="topbar"><a href="/">Grid Notes</a><button>Subscribe</button><a '
        'href="/sign-in">Sign in</a></header><article class="typography newsletter-post post"><div class="post-header">'
        f'<h1 class="post-title">The battery tipping point</h1><h3 class="subtitle">{a[0]}</h3><div class="post-meta">'
        '<a href="/@noahgreen">Noah Green</a><div class="post-date">Nov 21, 2026</div></div><div class="post-ufi">'
        '<a href="#">87</a> <a href="#">12</a> <button>Share</button></div></div><div class="available-content">'
        f'<div class="body markup"><p>{a[1]}</p><p>{a[2]}</p><div class="subscription-widget-wrap"><div class="'
        'subscription-widget"><p class="cta-caption">Grid Notes is a reader-supported publication. To receive new '
        'posts and support my work, consider becoming a free or paid subscriber.</p><form><input type="email" '
        'placeholder="Type your email…"><button>Subscribe</button></form></div></div>'
        f'<p>{a[3]}</p><p class="button-wrapper"><a class="button primary" href="/p/battery?action=share"><span>Share'
        '</span></a></p></div></div><div class="post-footer"><a href="#">87 Likes</a> <a href="#">12 Restacks</a>'
        '</div><div class="comments-section"><h4>Discussion about this post</h4><button>Comments</button><button>'
        'Restacks</button></div></article><footer><p>© 2026 Noah Green</p><a href="https://substack.example.com/'
        'privacy">Privacy</a> <a href="https://substack.example.com/tos">Terms</a> <p>Substack is the home for great '
        'culture</p></footer></div></body></html>')


PAGES["substack"] = NewsPage(
    _substack(), "https://gridnotes.substack.example.com/p/the-battery-tipping-point",
    SUBSTACK, ("reader-supported publication", "Type your email", "87 Likes", "Restacks", "Discussion about this",
               "home for great culture"),
    {"author": "Noah Green", "date": "2026-11-21", "type": "article"})


# --- Business Insider (key points list, "Advertisement" labels, image source, the reporter's tip line) --------------

INSIDER = (
    "Amazon is testing a program that lets warehouse workers swap shifts through an app.",
    "The company says the pilot has cut unplanned absences by a fifth.",
    "Amazon is testing a new app feature that lets warehouse workers trade shifts with each other without a "
    "manager’s approval, according to internal documents seen by Business Insider.",
    "The pilot started in September at 12 fulfillment centers in Texas and Ohio, the documents show.",
    "An Amazon spokesperson confirmed the test and said the company would decide early next year whether to expand it.",
)


def _insider() -> str:
    a = INSIDER
    return (
        _head("Amazon tests app that lets warehouse workers swap shifts - Business Insider",
              "Amazon tests app that lets warehouse workers swap shifts", "Ashley Stewart", "2026-11-24")
        + '<body><header><a href="/">Business Insider</a><nav><a href="/tech">Tech</a> <a href="/subscription">'
        'Subscribe</a></nav></header><main><article class="post-content"><h1 class="post-headline">Amazon tests app '
        'that lets warehouse workers swap shifts</h1><div class="byline"><a href="/author/ashley-stewart">Ashley '
        'Stewart</a><time datetime="2026-11-24T11:01:00Z">Nov 24, 2026, 6:01 AM ET</time></div><div class="share-bar">'
        '<button>Share</button><button>Save</button></div>'
        f'<ul class="summary-list"><li>{a[0]}</li><li>{a[1]}</li></ul>'
        '<figure><img src="/a.jpg" alt=""><figcaption><span class="image-caption">An Amazon fulfillment center in '
        'Texas.</span> <span class="image-source">Mark Felix/Getty Images</span></figcaption></figure>'
        f'<div class="content-lock-content"><p>{a[2]}</p><div class="ad-callout"><span>Advertisement</span></div>'
        f'<p>{a[3]}</p><p>{a[4]}</p><p><em>Do you work at Amazon? Got a tip? Contact this reporter via email at '
        'astewart@example.com or Signal at 415-555-0134. Use a personal email address and a nonwork device.</em></p>'
        '</div><div class="post-tags"><a href="/amazon">Amazon</a> <a href="/warehouses">Warehouses</a></div>'
        '<aside class="read-next"><h3>Read next</h3><a href="/n/1">Amazon is quietly cutting its drone program</a>'
        '</aside></article></main>' + _foot("Insider Inc."))


PAGES["business-insider"] = NewsPage(
    _insider(), "https://www.businessinsider.example.com/amazon-tests-shift-swap-app-warehouse-workers-2026-11",
    INSIDER, ("Mark Felix", "Advertisement", "Got a tip?", "Read next", "drone program", "Insider Inc."),
    {"author": "Ashley Stewart", "date": "2026-11-24", "type": "article"})


# --- The Telegraph (the newsletter line between paragraphs, "Related Topics", "Join the conversation") ------------

TELEGRAPH = (
    "Train fares in England will rise by 4.6 per cent in March, the biggest increase in more than a decade.",
    "Commuters on some routes will pay more than £300 extra a year for a season ticket.",
    "The Government said the rise was below the rate of inflation in July, which is used to set regulated fares.",
    "Passenger groups said the increase would push more people back into their cars.",
)


def _telegraph() -> str:
    a = TELEGRAPH
    return (
        _head("Rail fares to rise by 4.6pc in biggest increase for a decade", "Rail fares to rise by 4.6pc in "
              "biggest increase for a decade", "Oliver Gill", "2026-11-26")
        + '<body><header><a href="/">The Telegraph</a><nav><a href="/news/">News</a> <a href="/money/">Money</a> '
        '<a href="/customer/subscribe/">Subscribe now</a> <a href="/customer/secure/login/">Log in</a></nav></header>'
        '<main><article class="article"><h1 class="e-headline">Rail fares to rise by 4.6pc in biggest increase for a '
        f'decade</h1><p class="e-standfirst">{a[0]}</p><div class="e-byline"><a href="/authors/o/ol-oz/oliver-gill/">'
        'Oliver Gill</a> <span>Transport Editor</span></div><time datetime="2026-11-26T12:00:00Z">26 November 2026 '
        '12:00pm GMT</time><div class="articleBodyText">'
        f'<p>{a[1]}</p><p><em>Sign up to the Front Page newsletter for free: Your essential guide to the day\'s agenda '
        'from The Telegraph – direct to your inbox seven days a week.</em></p>'
        f'<p>{a[2]}</p><p>{a[3]}</p></div><div class="related-topics"><h3>Related Topics</h3><a href="/topics/'
        'rail/">Rail travel</a> <a href="/topics/cost-of-living/">Cost of living</a></div><div class="comments">'
        '<h3>Join the conversation</h3><button>Show comments</button></div></article></main>'
        + _foot("Telegraph Media Group Limited"))


PAGES["telegraph"] = NewsPage(
    _telegraph(), "https://www.telegraph.example.co.uk/news/2026/11/26/rail-fares-rise-biggest-increase-decade/",
    TELEGRAPH, ("Front Page newsletter", "Transport Editor", "Related Topics", "Cost of living", "Join the conversation",
                "Show comments"),
    {"author": "Oliver Gill", "date": "2026-11-26", "type": "article"})


# --- Patch (local: "Subscribe" box, "Thank"/"Reply"/"Share" bar, the newsletter line) --------------------------------

PATCH = (
    "MONTCLAIR, NJ — The township will close the Church Street lot for repaving from Dec. 1 through Dec. 5, officials "
    "announced Monday.",
    "Drivers can use the Bay Street garage, where parking will be free for the week.",
    "The work is part of a $2.1 million road program the council approved in the spring.",
)


def _patch() -> str:
    a = PATCH
    return (
        _head("Church Street Lot To Close For Repaving Next Week | Montclair, NJ Patch", "Church Street Lot To Close "
              "For Repaving Next Week", "Eric Kiefer", "2026-11-23")
        + '<body><header><a href="/">Patch</a><nav><a href="/new-jersey/montclair">Montclair</a> <a href="/'
        'login">Log in</a></nav></header><main><article><h1>Church Street Lot To Close For Repaving Next Week</h1>'
        '<h6>The township will close the lot for five days.</h6><div class="byline"><a href="/users/eric-kiefer">'
        'Eric Kiefer</a>, <span>Patch Staff</span> <time datetime="2026-11-23T16:12:00Z">Posted Mon, Nov 23, 2026 at '
        '11:12 am ET</time></div><div class="reactions"><button>Thank</button> <button>Reply</button> <button>Share'
        f'</button></div><section class="article-body"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="newsletter-promo"><p>Get more local news delivered straight to your inbox. <a href="/subscribe">'
        f'Sign up for free Patch newsletters and alerts.</a></p></div><p>{a[2]}</p></section>'
        '<div class="subscribe"><h3>Subscribe</h3><button>Subscribe</button></div></article></main>'
        + _foot("Patch Media"))


PAGES["patch"] = NewsPage(
    _patch(), "https://patch.example.com/new-jersey/montclair/church-street-lot-close-repaving-next-week",
    PATCH, ("Patch Staff", "Thank", "Get more local news", "Patch newsletters", "Patch Media"),
    {"author": "Eric Kiefer", "date": "2026-11-23", "type": "article"})


# --- HuffPost (cli- blocks, "Related..." box, the reader-support plea) ----------------------------------------------

HUFFPOST = (
    "Millions of renters could see lower bills under a new rule that limits junk fees on apartment listings.",
    "The rule, announced Tuesday, requires landlords and listing sites to show the full monthly cost of an apartment, "
    "including mandatory fees, in the advertised price.",
    "Tenant advocates have said hidden fees for things like trash pickup and package lockers can add hundreds of "
    "dollars a year to rent.",
    "Landlord groups said the rule would raise costs for small property owners.",
)


def _huffpost() -> str:
    a = HUFFPOST
    return (
        _head("Renters Could Save Hundreds Under New Junk Fee Rule | HuffPost Latest News", "Renters Could Save "
              "Hundreds Under New Junk Fee Rule", "Tara Golshan", "2026-11-24")
        + '<body><header><a href="/">HuffPost</a><nav><a href="/news/">News</a> <a href="/support">Support Us</a>'
        '</nav></header><main><article class="entry"><header class="entry__header"><h1 class="headline">Renters Could '
        f'Save Hundreds Under New Junk Fee Rule</h1><h2 class="dek">{a[0]}</h2><div class="entry__byline">By <a href="/'
        'author/tara-golshan">Tara Golshan</a></div><div class="timestamp"><time datetime="2026-11-24T14:00:00-05:00">'
        'Nov 24, 2026, 02:00 PM EST</time></div></header><section class="entry__content-list">'
        f'<div class="primary-cli cli cli-text"><p>{a[1]}</p></div><div class="primary-cli cli cli-text"><p>{a[2]}'
        '</p></div><div class="cli-related-articles"><h3>Related...</h3><ul><li><a href="/n/1">Your Rent Is Probably '
        f'Going Up Again</a></li></ul></div><div class="primary-cli cli cli-text"><p>{a[3]}</p></div></section>'
        '<div class="contributor-support"><h3>Support HuffPost</h3><p>At HuffPost, we believe that everyone needs '
        'high-quality journalism, but we understand that not everyone can afford to pay for expensive news '
        'subscriptions. That is why we are committed to providing deeply reported, carefully fact-checked news that '
        'is freely accessible to everyone.</p><p>The truth is, news costs money to produce, and we are proud that we '
        'have never put our stories behind an expensive paywall. Would you join us to help keep our stories free for '
        'all? Your contribution of as little as $2 will go a long way.</p><a href="/support">Support HuffPost</a></div>'
        '</article></main>'
        + _foot("BuzzFeed, Inc."))


PAGES["huffpost"] = NewsPage(
    _huffpost(), "https://www.huffpost.example.com/entry/junk-fees-rent-rule_n_6743a1b2e4b0c0a1b2c3d4e5",
    HUFFPOST, ("Related...", "Your Rent Is Probably", "Support HuffPost", "high-quality journalism", "BuzzFeed"),
    {"author": "Tara Golshan", "date": "2026-11-24", "type": "article"})


# --- Engadget (the affiliate disclosure above the text, the photo credit "… for Engadget") -------------------------

ENGADGET = (
    "The new Kindle is brighter, faster and finally comes in a version with a color screen that does not wash out "
    "under a reading lamp.",
    "Page turns are about 25 percent quicker than on last year’s model, and the battery still lasts several weeks on "
    "a charge.",
    "The color model costs $60 more, which is a lot to ask if you mostly read novels.",
)


def _engadget() -> str:
    a = ENGADGET
    return (
        _head("Kindle Colorsoft review: Finally, color that works | Engadget", "Kindle Colorsoft review: Finally, "
              "color that works", "Valentina Palladino", "2026-11-20")
        + '<body><header><a href="/">Engadget</a><nav><a href="/reviews/">Reviews</a> <a href="/deals/">Deals</a>'
        '</nav></header><main><article><h1>Kindle Colorsoft review: Finally, color that works</h1><div class="byline">'
        '<a href="/about/editors/valentina-palladino/">Valentina Palladino</a><span>Senior Commerce Editor</span>'
        '<time datetime="2026-11-20T13:00:00Z">Thu, Nov 20, 2026, 8:00 AM EST</time></div>'
        '<p class="disclosure">Engadget has been testing and reviewing consumer tech since 2004. Our stories may include '
        'affiliate links; if you buy something through a link, we may earn a commission. <a href="/about/editorial-'
        'guidelines/">Read more about how we evaluate products</a>.</p><figure><img src="/k.jpg" alt=""><figcaption>'
        'Valentina Palladino for Engadget</figcaption></figure>'
        f'<div class="caas-body"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p></div></article></main>'
        + _foot("Yahoo Inc."))


PAGES["engadget"] = NewsPage(
    _engadget(), "https://www.engadget.example.com/mobile/kindle-colorsoft-review-130000123.html",
    ENGADGET, ("testing and reviewing", "affiliate links", "for Engadget", "Senior Commerce Editor"),
    {"author": "Valentina Palladino", "date": "2026-11-20", "type": "article"})


# --- Yahoo News (a syndicated wire story: caas- blocks, the provider's line, the "Story continues" button) ------------

YAHOO = (
    "WASHINGTON (AP) — The number of Americans applying for unemployment benefits fell last week to the lowest level "
    "since September, the Labor Department said Thursday.",
    "Jobless claims dropped by 12,000 to 213,000 for the week ending Nov. 22.",
    "Economists had expected about 225,000 new applications.",
    "The four-week average, which smooths out weekly swings, fell by 4,250 to 218,500.",
)


def _yahoo() -> str:
    a = YAHOO
    return (
        _head("Applications for US jobless benefits fall to lowest level since September", "Applications for US "
              "jobless benefits fall to lowest level since September", "Matt Ott", "2026-11-27")
        + '<body><header id="ybar"><a href="/">Yahoo News</a><nav><a href="/us/">US</a> <a href="/politics/">Politics'
        '</a> <a href="https://login.example.com/">Sign in</a></nav></header><main><article class="caas-container">'
        '<header class="caas-title-wrapper"><h1>Applications for US jobless benefits fall to lowest level since '
        'September</h1></header><div class="caas-attr"><div class="caas-attr-provider">Associated Press</div><div '
        'class="caas-attr-item-author"><span class="caas-author-byline-collapse">Matt Ott</span></div><time datetime='
        '"2026-11-27T13:45:00Z">Thu, November 27, 2026 at 8:45 AM EST</time><span class="caas-attr-mins-read">1 min '
        f'read</span></div><div class="caas-body"><p>{a[0]}</p><p>{a[1]}</p><div class="caas-readmore"><button>Story '
        f'continues</button></div><p>{a[2]}</p><p>{a[3]}</p></div><div class="caas-share-buttons"><button>View '
        'comments</button></div></article></main>' + _foot("Yahoo"))


PAGES["yahoo-news"] = NewsPage(
    _yahoo(), "https://www.yahoo.example.com/news/applications-us-jobless-benefits-134500123.html",
    YAHOO, ("Associated Press", "1 min read", "Story continues", "View comments"),
    {"author": "Matt Ott", "date": "2026-11-27", "type": "article"})


# --- Ghost (gh-article-excerpt dek, kg-card image with its caption, the sign-up form, the member call) -------------

GHOST = (
    "What six months of tracking every bus in the city taught us about where the delays really come from.",
    "We started logging the position of every bus in June, using the transit agency’s public feed.",
    "The short answer is that the delays are not spread evenly. Just nine intersections account for a third of all "
    "the lost minutes.",
    "Fixing the signals at those intersections would cost less than a single new bus.",
)


def _ghost() -> str:
    a = GHOST
    return (
        article_head("Where the bus delays really come from", "en",
                     '<meta name="generator" content="Ghost 5.96">'
                     + article_ld("Article", "Where the bus delays really come from", "Dana Whitfield", "2026-11-18"))
        + '<body class="post-template"><header class="gh-head"><a class="gh-head-logo" href="/">Transit Desk</a><nav>'
        '<a href="/archive/">Archive</a> <a href="#/portal/signin">Sign in</a> <a href="#/portal/signup">Subscribe'
        '</a></nav></header><main class="gh-main"><article class="gh-article post"><header class="gh-article-header '
        'gh-canvas"><a class="gh-article-tag" href="/tag/data/">Data</a><h1 class="gh-article-title">Where the bus '
        f'delays really come from</h1><p class="gh-article-excerpt">{a[0]}</p><div class="gh-article-meta"><a href="/'
        'author/dana/">Dana Whitfield</a> <time datetime="2026-11-18">Nov 18, 2026</time> <span>— 5 min read</span>'
        f'</div></header><section class="gh-content gh-canvas"><p>{a[1]}</p><figure class="kg-card kg-image-card '
        'kg-card-hascaption"><img src="/m.png" class="kg-image" alt=""><figcaption><span>Minutes lost per '
        f'intersection, June to November.</span></figcaption></figure><p>{a[2]}</p><p>{a[3]}</p></section>'
        '<section class="footer-cta"><h2 class="footer-cta-title">Sign up for more like this.</h2><a class="footer-'
        'cta-button" href="#/portal"><div class="footer-cta-input">Enter your email</div><span>Subscribe</span></a>'
        '</section></article></main><footer class="gh-foot"><p>Transit Desk © 2026</p><p><a href="https://ghost.'
        'example.org/">Powered by Ghost</a></p></footer></body></html>')


PAGES["ghost"] = NewsPage(
    _ghost(), "https://transitdesk.example.com/where-the-bus-delays-really-come-from/",
    GHOST, ("5 min read", "Sign up for more like this", "Enter your email", "Powered by Ghost"),
    {"author": "Dana Whitfield", "date": "2026-11-18", "type": "article"})


# --- Medium (a member-only story: its label, "Listen"/"Share", "7 min read · …", "Written by", follower counts) ------

MEDIUM = (
    "I rewrote our build pipeline three times this year. Here is what finally worked.",
    "Our builds took 41 minutes at the start of the year. Most of that time went into installing the same "
    "dependencies again on every run.",
    "Caching the dependency layer cut the time in half, but the cache broke whenever someone changed the lock file.",
    "The fix that stuck was boring: split the lock file by service, and cache each part on its own.",
)


def _medium() -> str:
    a = MEDIUM
    return (
        article_head("How we cut our build time from 41 minutes to 6 | by Priya Raman | Nov, 2026 | Medium", "en",
                     article_ld("NewsArticle", "How we cut our build time from 41 minutes to 6", "Priya Raman",
                                "2026-11-21"))
        + '<body><div id="root"><nav><a href="/">Medium</a> <a href="/new-story">Write</a> <a href="/m/signin">Sign in'
        '</a></nav><article><div class="member-only"><span>Member-only story</span></div><h1 class="pw-post-title">How '
        f'we cut our build time from 41 minutes to 6</h1><h2 class="pw-subtitle-paragraph">{a[0]}</h2><div class="pw-'
        'author"><a href="/@priyaraman">Priya Raman</a> <button>Follow</button></div><div class="pw-reading-time">'
        '<span>7 min read</span> · <span>Nov 21, 2026</span></div><div class="clap-bar"><button>1.2K</button> '
        '<button>14</button> <button>Listen</button> <button>Share</button></div>'
        f'<section><p class="pw-post-body-paragraph">{a[1]}</p><p class="pw-post-body-paragraph">{a[2]}</p>'
        f'<p class="pw-post-body-paragraph">{a[3]}</p></section></article><div class="author-footer"><h2>Written by '
        'Priya Raman</h2><p>3.4K Followers</p><p>Platform engineer. I write about builds, caches and boring fixes.</p>'
        '<button>Follow</button></div><div class="more-from"><h2>More from Priya Raman</h2><a href="/p/1">Why our '
        'staging environment lied to us</a></div><div class="recommended"><h2>Recommended from Medium</h2><a href="/'
        'p/2">The monorepo mistake</a></div></div></body></html>')


PAGES["medium"] = NewsPage(
    _medium(), "https://medium.example.com/@priyaraman/how-we-cut-our-build-time-from-41-minutes-to-6-3f2a1b9c8d7e",
    MEDIUM, ("Member-only story", "7 min read", "Listen", "Written by", "Followers", "boring fixes",
             "More from Priya", "staging environment", "Recommended from Medium", "monorepo"),
    {"author": "Priya Raman", "date": "2026-11-21", "type": "article"})


# --- CBS News (content__ blocks, "Be the first to know" prompt, "In:" tags, the rights line closing the body) --------

CBS = (
    "The Senate voted 68-30 on Tuesday to confirm the new head of the Federal Emergency Management Agency.",
    "The vote came weeks before the end of a hurricane season in which the agency responded to 14 major disasters.",
    "Several senators from both parties said the agency needed more staff to handle longer wildfire and flood "
    "seasons.",
    "Correction: An earlier version of this story misstated the final vote count.",
)


def _cbs() -> str:
    a = CBS
    return (
        _head("Senate confirms new FEMA chief - CBS News", "Senate confirms new FEMA chief", "Caitlin Yilek",
              "2026-11-24")
        + '<body><header><a href="/">CBS News</a><nav><a href="/politics/">Politics</a> <a href="/live/">Watch CBS '
        'News</a></nav></header><main><article class="content-article"><header class="content__header"><h1 class='
        '"content__title">Senate confirms new FEMA chief</h1><p class="content__meta content__meta--byline">By <a '
        'href="/team/caitlin-yilek/">Caitlin Yilek</a></p><p class="content__meta content__meta--timestamp"><time '
        'datetime="2026-11-24T20:15:00Z">Updated on: November 24, 2026 / 3:15 PM EST / CBS News</time></p></header>'
        f'<section class="content__body"><p>{a[0]}</p><p>{a[1]}</p><div class="notifications-prompt"><h3>Be the first '
        'to know</h3><p>Get browser notifications for breaking news, live events, and exclusive reporting.</p><button>'
        f'Not Now</button><button>Turn On</button></div><p>{a[2]}</p><p><em>{a[3]}</em></p>'
        '<p class="content__copyright">© 2026 CBS Interactive Inc. All Rights Reserved.</p></section><ul class='
        '"content__tags"><li>In:</li><li><a href="/tag/fema/">FEMA</a></li><li><a href="/tag/senate/">United States '
        'Senate</a></li></ul><aside class="trending"><h3>Trending News</h3><a href="/n/1">Storm to bring heavy snow to '
        'the Northeast</a></aside></article></main>' + _foot("CBS Interactive Inc."))


PAGES["cbs-news"] = NewsPage(
    _cbs(), "https://www.cbsnews.example.com/news/senate-confirms-fema-chief/",
    CBS, ("Be the first to know", "browser notifications", "Not Now", "CBS Interactive", "United States Senate",
          "Trending News", "heavy snow"),  # (the correction is the text's: what it says of the story is true of it)
    {"author": "Caitlin Yilek", "date": "2026-11-24", "type": "article"})


# --- Metro (UK: "MORE : <a>…</a>" lines between paragraphs, the news team's address, "check our news page") ---------

METRO = (
    "A man has been jailed for six years after stealing more than 200 bikes from train stations across London.",
    "Darren Price, 38, targeted bike racks at 14 stations over two years and sold the bikes online, a court heard.",
    "Police caught him after a commuter spotted her own bike for sale on a marketplace website.",
    "Judge Sarah Whitehouse said the thefts had caused ‘real hardship’ to people who relied on their bikes to get "
    "to work.",
)


def _metro() -> str:
    a = METRO
    return (
        _head("Man who stole 200 bikes from train stations jailed for six years | UK News | Metro News",
              "Man who stole 200 bikes from train stations jailed for six years", "Tom Williams", "2026-11-25")
        + '<body><header><a href="/">Metro</a><nav><a href="/news/">News</a> <a href="/entertainment/">Soaps</a></nav>'
        '</header><main><article class="article"><h1 class="post-title">Man who stole 200 bikes from train stations '
        'jailed for six years</h1><div class="author-container"><a href="/author/tom-williams/">Tom Williams</a><span '
        'class="post-date">Published Nov 25, 2026, 2:41pm</span></div><div class="article-body">'
        f'<p>{a[0]}</p><p>{a[1]}</p><p><strong>MORE : </strong><a href="/n/1">Cyclist fined £500 for riding through '
        f'red lights outside school</a></p><p>{a[2]}</p><p>{a[3]}</p>'
        '<p><strong>Get in touch with our news team by emailing us at webnews@example.co.uk.</strong></p>'
        '<p><strong>For more stories like this, <a href="/news/">check our news page</a>.</strong></p></div>'
        '</article></main>' + _foot("Associated Newspapers Limited"))


PAGES["metro-uk"] = NewsPage(
    _metro(), "https://metro.example.co.uk/2026/11/25/man-stole-200-bikes-train-stations-jailed-21345678/",
    METRO, ("MORE :", "red lights outside school", "Get in touch with our news team", "check our news page"),
    {"author": "Tom Williams", "date": "2026-11-25", "type": "article"})


# --- 9to5Mac (the affiliate line "FTC: We use income earning auto affiliate links.", Google News pitch) ------------

NINETOFIVE = (
    "Apple today released iOS 26.2 to the public with a redesigned Lock Screen clock and a long list of bug fixes.",
    "The update also adds a new option that lets users hide the battery percentage in Low Power Mode.",
    "You can download it now by going to Settings, then General, then Software Update.",
)


def _ninetofive() -> str:
    a = NINETOFIVE
    return (
        _head("Apple releases iOS 26.2 with new Lock Screen options - 9to5Mac", "Apple releases iOS 26.2 with new Lock "
              "Screen options", "Chance Miller", "2026-11-24")
        + '<body><header><a href="/">9to5Mac</a><nav><a href="/guides/ios/">iOS</a> <a href="/about/">About</a>'
        '</nav></header><main><article class="article"><h1 class="h1">Apple releases iOS 26.2 with new Lock Screen '
        'options</h1><div class="article__byline"><a href="/author/chance/">Chance Miller</a> <time datetime='
        '"2026-11-24T18:05:00+00:00">Nov 24 2026 - 10:05 am PT</time> <a href="#comments">15 Comments</a></div>'
        f'<div class="container med post-content"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p>'
        '<p><a href="https://news.google.example.com/publications/9to5mac">Add 9to5Mac to your Google News feed.</a>'
        '</p></div><p class="disclaimer"><em>FTC: We use income earning auto affiliate links.</em> <a href="/about/'
        '#affiliate">More.</a></p></article></main>' + _foot("9to5Mac"))


PAGES["9to5mac"] = NewsPage(
    _ninetofive(), "https://9to5mac.example.com/2026/11/24/ios-26-2-now-available/",
    NINETOFIVE, ("15 Comments", "Google News feed", "FTC:", "affiliate links"),
    {"author": "Chance Miller", "date": "2026-11-24", "type": "article"})


# --- NJ.com (Advance Local: the reporter's contact line, the subscription plea, the affiliate compensation note) -----

NJCOM = (
    "New Jersey Transit will add six rush-hour trains on the Northeast Corridor line starting in February, the agency "
    "announced Wednesday.",
    "The new trains will run between Trenton and New York Penn Station and are meant to ease crowding that has grown "
    "as more commuters return to offices.",
    "The agency said the added service would cost about $4 million a year.",
)


def _njcom() -> str:
    a = NJCOM
    return (
        _head("N.J. Transit adds 6 rush-hour trains on busiest line - nj.com", "N.J. Transit adds 6 rush-hour trains on "
              "busiest line", "Larry Higgs", "2026-11-19")
        + '<body><header><a href="/">nj.com</a><nav><a href="/news/">News</a> <a href="/subscribe/">Subscribe</a>'
        '</nav></header><main><article class="article"><h1 class="article__title">N.J. Transit adds 6 rush-hour trains '
        'on busiest line</h1><div class="article__byline">By <a href="/staff/lhiggs/">Larry Higgs</a> | NJ Advance Media '
        'for NJ.com</div><time datetime="2026-11-19T15:30:00-05:00">Published: Nov. 19, 2026, 3:30 p.m.</time>'
        '<p class="affiliate-note">If you purchase a product or register for an account through a link on our site, we '
        f'may receive compensation.</p><div class="entry-content"><p>{a[0]}</p><p>{a[1]}</p>'
        '<p><em>Our journalism needs your support. Please subscribe today to <a href="/subscribe/">NJ.com</a>.</em></p>'
        f'<p>{a[2]}</p><p><em>Larry Higgs may be reached at lhiggs@example.com.</em></p></div></article></main>'
        + _foot("Advance Local Media LLC"))


PAGES["nj-com"] = NewsPage(
    _njcom(), "https://www.nj.example.com/traffic/2026/11/nj-transit-adds-6-rush-hour-trains.html",
    NJCOM, ("NJ Advance Media", "receive compensation", "needs your support", "may be reached at", "Advance Local"),
    {"author": "Larry Higgs", "date": "2026-11-19", "type": "article"})


# --- Wired (Condé Nast: "Save this story", caption credit "Photograph: …", the affiliate line, the subscribe plea) ----

WIRED = (
    "A startup says it has built a battery that charges an electric car in under 10 minutes without damaging the "
    "cells.",
    "The company’s test cells kept 90 percent of their capacity after 2,000 fast charges, according to results it "
    "shared with WIRED.",
    "Independent experts said the numbers were promising but that the real test would come in cars driven in cold "
    "weather.",
)


def _wired() -> str:
    a = WIRED
    return (
        _head("This Battery Charges an EV in 10 Minutes. Can It Last? | WIRED", "This Battery Charges an EV in 10 "
              "Minutes. Can It Last?", "Aarian Marshall", "2026-11-21")
        + '<body><header><a href="/">WIRED</a><nav><a href="/category/science/">Science</a> <a href="/subscribe/">'
        'Subscribe</a></nav></header><main><article class="article"><h1 data-testid="ContentHeaderHed">This Battery '
        'Charges an EV in 10 Minutes. Can It Last?</h1><div data-testid="ContentHeaderAccreditation">By <a href="/'
        'author/aarian-marshall/">Aarian Marshall</a> <time datetime="2026-11-21T07:00:00-05:00">Nov 21, 2026 7:00 AM'
        '</time></div><div class="social-icons"><button>Save this story</button><button>Save</button><button>Comment'
        '</button></div><figure><img src="/b.jpg" alt=""><figcaption><span class="caption__credit">Photograph: Getty '
        'Images</span></figcaption></figure><p class="affiliate">If you buy something using links in our stories, we '
        'may earn a commission. This helps support our journalism. <a href="/about/">Learn more</a>. Please also '
        f'consider <a href="/subscribe/">subscribing to WIRED</a></p><div class="body__inner-container"><p>{a[0]}</p>'
        f'<p>{a[1]}</p><p>{a[2]}</p></div></article></main>' + _foot("Condé Nast"))


PAGES["wired"] = NewsPage(
    _wired(), "https://www.wired.example.com/story/ev-battery-fast-charge-startup/",
    WIRED, ("Save this story", "Photograph:", "earn a commission", "subscribing to WIRED"),
    {"author": "Aarian Marshall", "date": "2026-11-21", "type": "article"})


# --- beehiiv (a newsletter's post on the web: "Reply"/"Share", the sign-up form, "Powered by beehiiv") ------------

BEEHIIV = (
    "Three things happened in climate tech this week, and only one of them made the headlines.",
    "First, the largest grid battery in Europe came online in Scotland, a month ahead of schedule.",
    "Second, two heat-pump makers agreed to merge, which could bring prices down for homeowners next year.",
)


def _beehiiv() -> str:
    a = BEEHIIV
    return (
        article_head("Issue #48: The quiet week that wasn't", "en",
                     '<meta name="generator" content="beehiiv">'
                     + article_ld("Article", "Issue #48: The quiet week that wasn't", "Maya Lind", "2026-11-22"))
        + '<body><header><a href="/">Carbon Brief Notes</a><a href="/subscribe">Subscribe</a> <a href="/login">Login'
        '</a></header><main><article><h1>Issue #48: The quiet week that wasn\'t</h1><div class="author"><a href="/'
        'authors/maya">Maya Lind</a> <time datetime="2026-11-22">November 22, 2026</time></div><div class="share">'
        f'<button>Share</button></div><div id="content-blocks"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="post-footer"><a href="mailto:maya@example.com">Reply</a> <button>Share</button></div>'
        '<div class="subscribe-form"><h3>Join 12,000+ readers</h3><p>Get the week in climate tech every Saturday.</p>'
        '<input type="email" placeholder="Enter your email"><button>Subscribe</button></div></article></main>'
        '<footer><p>© 2026 Carbon Brief Notes.</p><p><a href="https://www.beehiiv.example.com/">Powered by beehiiv'
        '</a></p><p><a href="/unsubscribe">Update your email preferences or unsubscribe here</a></p></footer>'
        '</body></html>')


PAGES["beehiiv"] = NewsPage(
    _beehiiv(), "https://carbonnotes.beehiiv.example.com/p/issue-48-the-quiet-week-that-wasnt",
    BEEHIIV, ("Reply", "Join 12,000+", "every Saturday", "Enter your email", "Powered by beehiiv",
              "email preferences"),
    {"author": "Maya Lind", "date": "2026-11-22", "type": "article"})


# --- Politico (story-text paragraphs, the newsletter promo, "Filed under:", the "… contributed to this report." credit) --

POLITICO = (
    "House Republicans on Thursday unveiled a stopgap spending bill that would keep the government open until "
    "mid-February.",
    "The measure includes $10 billion in disaster aid, a concession to lawmakers from states hit by this year’s "
    "hurricanes.",
    "Democratic leaders said they were reviewing the text but did not immediately say whether they would back it.",
    "Jennifer Scholtes contributed to this report.",
)


def _politico() -> str:
    a = POLITICO
    return (
        _head("House GOP unveils stopgap with disaster aid - POLITICO", "House GOP unveils stopgap with disaster aid",
              "Katherine Tully-McManus", "2026-11-20")
        + '<body><header><a href="/">POLITICO</a><nav><a href="/congress">Congress</a> <a href="/newsletters">'
        'Newsletters</a></nav></header><main><article class="story"><h1 class="headline">House GOP unveils stopgap with '
        'disaster aid</h1><p class="story-meta__authors">By <a href="/staff/ktm">Katherine Tully-McManus</a></p><p '
        'class="story-meta__timestamp"><time datetime="2026-11-20T15:04:00-05:00">11/20/2026 03:04 PM EST</time></p>'
        f'<div class="story-text"><p class="story-text__paragraph">{a[0]}</p><p class="story-text__paragraph">{a[1]}'
        '</p><aside class="story-enhancement newsletter"><p class="newsletter-title">Inside Congress</p><p>Get the '
        'latest news on Congress every weekday morning — in your inbox.</p><input type="email" placeholder="Your '
        f'Email"><button>Sign Up</button></aside><p class="story-text__paragraph">{a[2]}</p><p class="story-text__'
        f'paragraph"><em>{a[3]}</em></p></div><div class="story-tags">Filed under: <a href="/tag/congress">Congress'
        '</a>, <a href="/tag/budget">Budget and Appropriations</a></div></article></main>' + _foot("POLITICO LLC"))


PAGES["politico"] = NewsPage(
    _politico(), "https://www.politico.example.com/news/2026/11/20/house-gop-stopgap-disaster-aid-00123456",
    POLITICO[:3], (POLITICO[3], "Inside Congress", "every weekday morning", "Your Email", "Filed under", "Budget and Appropriations"),
    {"author": "Katherine Tully-McManus", "date": "2026-11-20", "type": "article"})


# --- The Atlantic (ArticleDek, illustration credit, the bookshop affiliate line, "print edition" note) -----------

ATLANTIC = (
    "Americans are reading fewer books than ever. The reason is not what you think.",
    "For most of the past century, the share of Americans who read for pleasure held remarkably steady.",
    "That changed sometime around 2010, when the time people once spent with books began flowing to their phones.",
    "But surveys suggest that the people who stopped reading did not stop wanting to read.",
)


def _atlantic() -> str:
    a = ATLANTIC
    return (
        _head("Why Americans Stopped Reading - The Atlantic", "Why Americans Stopped Reading", "Derek Thompson",
              "2026-11-17")
        + '<body><header><a href="/">The Atlantic</a><nav><a href="/ideas/">Ideas</a> <a href="/subscribe/">Subscribe'
        '</a> <a href="/accounts/login/">Sign In</a></nav></header><main><article class="ArticleLayout"><header class='
        f'"ArticleHero"><h1 class="ArticleTitle">Why Americans Stopped Reading</h1><p class="ArticleDek">{a[0]}</p>'
        '<figure class="ArticleLeadFigure"><img src="/r.jpg" alt=""><figcaption class="ArticleLeadFigure_credit">'
        'Illustration by The Atlantic. Source: Getty.</figcaption></figure><div class="ArticleBylines">By <a href="/'
        'author/derek-thompson/">Derek Thompson</a></div><time datetime="2026-11-17T07:00:00-05:00">November 17, 2026'
        '</time></header><section class="ArticleBody">'
        f'<p class="ArticleParagraph">{a[1]}</p><p class="ArticleParagraph">{a[2]}</p><p class="ArticleParagraph">'
        f'{a[3]}</p><p class="ArticleParagraph"><small><em>When you buy a book using a link on this page, we receive a '
        'commission. Thank you for supporting The Atlantic.</em></small></p></section></article></main>'
        + _foot("The Atlantic Monthly Group"))


PAGES["the-atlantic"] = NewsPage(
    _atlantic(), "https://www.theatlantic.example.com/ideas/archive/2026/11/americans-reading-books/680123/",
    ATLANTIC, ("Illustration by", "receive a commission", "Thank you for supporting"),
    {"author": "Derek Thompson", "date": "2026-11-17", "type": "article"})


# --- The Scotsman (National World: the newsletter box "Sign up to our … newsletter", "Comment Guidelines") ---------

SCOTSMAN = (
    "Edinburgh’s trams will run through the night on Fridays and Saturdays from next spring, the city council has "
    "confirmed.",
    "The trial will run for six months, with trams every 30 minutes between midnight and 5am.",
    "Business leaders in the city centre welcomed the move, saying it would help the night-time economy recover.",
)


def _scotsman() -> str:
    a = SCOTSMAN
    return (
        _head("Edinburgh trams to run all night at weekends from spring | The Scotsman", "Edinburgh trams to run all "
              "night at weekends from spring", "Ilona Amos", "2026-11-23")
        + '<body><header><a href="/">The Scotsman</a><nav><a href="/news/">News</a> <a href="/subscriptions">'
        'Subscribe</a></nav></header><main><article><h1 class="headline">Edinburgh trams to run all night at weekends '
        'from spring</h1><div class="byline"><a href="/author/ilona-amos">Ilona Amos</a> <span>Environment '
        'Correspondent</span> <time datetime="2026-11-23T06:00:00Z">Published 23rd Nov 2026, 06:00 GMT</time></div>'
        f'<div class="article-content"><p>{a[0]}</p><div class="newsletter-widget"><h4>Sign up to our Scotsman Daily '
        'newsletter</h4><p>The i newsletter cut through the noise</p><input type="email"><button>Sign up</button><p>'
        f'Thank you for signing up!</p></div><p>{a[1]}</p><p>{a[2]}</p></div><div class="comments"><h3>Comment '
        'Guidelines</h3><p>National World encourages reader discussion on our stories. User feedback, insights and '
        'back-and-forth exchanges add a rich layer of context to reporting.</p></div></article></main>'
        + _foot("National World Publishing Ltd"))


PAGES["scotsman"] = NewsPage(
    _scotsman(), "https://www.scotsman.example.com/news/transport/edinburgh-trams-night-4867123",
    SCOTSMAN, ("Environment Correspondent", "Scotsman Daily", "cut through the noise", "Thank you for signing up",
               "Comment Guidelines", "encourages reader discussion"),
    {"author": "Ilona Amos", "date": "2026-11-23", "type": "article"})


# --- Slate (the dek, the Slate Plus pitch, "Slate is published by The Slate Group") --------------------------------

SLATE = (
    "The case could decide whether cities can fine people for sleeping outside.",
    "The justices heard arguments on Monday in a case brought by a group of homeless residents of a small Oregon city.",
    "Several justices seemed skeptical of the city’s argument that the fines were not a punishment for being "
    "homeless.",
    "A decision is expected by the end of June.",
)


def _slate() -> str:
    a = SLATE
    return (
        _head("The Supreme Court Case That Could Change Homelessness Policy", "The Supreme Court Case That Could "
              "Change Homelessness Policy", "Mark Joseph Stern", "2026-11-24")
        + '<body><header><a href="/">Slate</a><nav><a href="/news-and-politics">News &amp; Politics</a> <a href="/'
        'plus">Slate Plus</a></nav></header><main><article class="article"><header class="article__header"><h1 class='
        f'"article__hed">The Supreme Court Case That Could Change Homelessness Policy</h1><h2 class="article__dek">{a[0]}'
        '</h2><div class="article__byline">By <a href="/author/mark-joseph-stern">Mark Joseph Stern</a></div><time '
        'class="article__dateline" datetime="2026-11-24T17:42:00-05:00">Nov 24, 2026 5:42 PM</time></header>'
        f'<div class="article__content"><p class="slate-paragraph">{a[1]}</p><p class="slate-paragraph">{a[2]}</p>'
        f'<p class="slate-paragraph">{a[3]}</p></div><div class="slate-plus-pitch"><h3>Slate is published by The Slate '
        'Group, a Graham Holdings Company.</h3><p>All contents © 2026 The Slate Group LLC. All rights reserved.</p>'
        '</div><div class="newsletter-signup"><h4>Sign up for Slate\'s evening newsletter.</h4><input type="email">'
        '</div></article></main></body></html>')


PAGES["slate"] = NewsPage(
    _slate(), "https://slate.example.com/news-and-politics/2026/11/supreme-court-homelessness-case.html",
    SLATE, ("Slate is published", "All contents", "evening newsletter"),
    {"author": "Mark Joseph Stern", "date": "2026-11-24", "type": "article"})


# --- the tests -------------------------------------------------------------------------------------------------

_OPEN: dict[str, str] = {}


# text whole, furniture gone, writer and day, title and headline
globals().update(page_tests(PAGES, _OPEN, title=True))


# --- the rules, each beside the real text that looks like what it removes ------------------------------------

EN = (
    "The city council approved next year's budget on Monday night after a long debate. Schools in the north of the "
    "city will receive considerably more money than before.",
    "The mayor said the extra money would pay for new teachers and the repair of three old buildings. The results "
    "will be reviewed in June.",
    "Parents who had waited in the chamber for hours welcomed the decision, though some recalled that the repairs "
    "had been announced twice before.",
)
_WHOLE = ["Council approves the budget", *EN]


def _english_article(inserted: str, before: str = "", over: str = "") -> list[str]:
    """The paragraphs of an English article with ``inserted`` between its first and second paragraphs (``before``
    between its headline and its first paragraph, ``over`` above its headline)."""
    page = (_head("Council approves the budget - The Valley Gazette", "Council approves the budget", "Ann Lee",
                  "2026-11-23")
            + '<body><header><nav><a href="/">The Valley Gazette</a> <a href="/local/">Local</a></nav></header>'
            f'<main><article>{over}<h1>Council approves the budget</h1>{before}<div class="text"><p>{EN[0]}</p>{inserted}'
            f'<p>{EN[1]}</p><p>{EN[2]}</p></div></article></main>' + _foot("The Valley Gazette"))
    return _paragraphs(processed(page, "https://www.valleygazette.example.com/local/council-budget-1234").body)


@pytest.mark.parametrize("line", [
    '<p><strong>More:</strong> <a href="/n/1">Flight cancellations: What are your rights when an airline cancels?</a></p>',
    '<p><strong>Related:</strong> <a href="/n/2">School repairs delayed again</a></p>',
    "<p>More: School repairs delayed again</p>",  # (its link lost)
])
def test_a_more_or_related_line_pointing_to_another_article_goes(line):
    assert _english_article(line) == _WHOLE


@pytest.mark.parametrize("line", [
    'More: <a href="/report">the full report</a> is online, and the ministry said it would answer questions on Friday.',
    "More: the council will vote on the plan again in March.",
    "More than 300 residents signed the petition against the closure of the library.",
])
def test_a_sentence_opening_with_more_stays(line):
    assert re.sub(r"<[^>]+>", "", line) in _english_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "Do you have a story to share? Email us at yourstory@example.co.uk",
    "Got a story? Email us",
    "Have a news tip? Contact us at tips@example.com",
    "Forbes contributors publish independent expert analyses and insights.",
    "Opinions expressed by Entrepreneur contributors are their own.",
    "This story was originally published November 18, 2026 at 12:05 PM.",
    "Enlarge / Solar panels on a suburban roof.",
])
def test_a_tips_prompt_a_contributors_disclaimer_a_first_published_stamp_and_a_zoom_caption_go(line):
    assert _english_article(f"<p>{line}</p>") == _WHOLE


@pytest.mark.parametrize("line", [
    "Do you have a story to share with the committee? Residents can send evidence until Friday, the chair said.",
    "Forbes contributors publish more than 100 articles a day, the company said in its annual report.",
    "The novel was originally published in 1951 and has sold more than two million copies since.",
    "Originally published in The Lancet in 2019, the study has been cited more than 4,000 times.",
    "Enlarge the photo and you can see the ship's name on the bow.",
])
def test_sentences_on_stories_contributors_first_editions_and_enlarging_stay(line):
    assert line in _english_article(f"<p>{line}</p>")


def test_a_date_heading_over_a_blog_posts_title_goes():
    date = '<h2 class="date-header"><span>Monday, November 23, 2026</span></h2>'
    assert _english_article("", over=date) == _WHOLE


def test_the_articles_day_as_a_heading_under_the_headline_stays():
    heading = "<h2>Monday, November 23, 2026</h2>"  # a live blog's first entry (test_vert_dateline22 has it too)
    assert "Monday, November 23, 2026" in _english_article("", before=heading)


@pytest.mark.parametrize("heading", [
    "<h2>Sunday, November 22, 2026</h2>",  # another day than the article's: a diary's entry
    "<h2>What happens next</h2>",
])
def test_a_heading_of_another_day_or_of_words_under_the_headline_stays(heading):
    assert re.sub(r"<[^>]+>", "", heading) in _english_article("", before=heading)


def test_the_articles_day_as_a_heading_further_down_stays():
    heading = "<h2>Monday, November 23, 2026</h2>"  # a timeline's entry: the text's, after its first paragraph
    assert "Monday, November 23, 2026" in _english_article(heading)


@pytest.mark.parametrize("box", [
    '<div class="contributor-support"><h3>Support HuffPost</h3><p>The truth is, news costs money to produce. Would you '
    'join us to help keep our stories free for all? Your contribution of as little as $2 will go a long way.</p>'
    '<a href="/support">Support HuffPost</a></div>',
    "<p><em>Do you work at Amazon? Got a tip? Contact this reporter via email at astewart@example.com or Signal at "
    "415-555-0134. Use a personal email address and a nonwork device.</em></p>",
    "<p>Associated Press</p>",
    "<p>Engadget has been testing and reviewing consumer tech since 2004. Our stories may include affiliate links; if "
    "you buy something through a link, we may earn a commission.</p>",
])
def test_a_support_box_a_reporters_tip_line_a_providers_name_and_an_affiliate_disclosure_go(box):
    assert _english_article(box) == _WHOLE


@pytest.mark.parametrize("section", [
    "<h2>Support grows</h2><p>Campaign contributions to the mayor rose by 40 percent in the last quarter, and most "
    "came from small donors.</p>",
    "<p>Do you work at the plant? Workers who spoke to reporters said the line had been stopped twice this year.</p>",
    "<p>The Associated Press reported the figures first, citing two officials who were at the meeting.</p>",
    "<p>The company said it would earn a commission on every car sold; if dealers buy through the app, it keeps 3 "
    "percent.</p>",
])
def test_a_section_on_support_a_question_to_workers_and_a_sentence_on_commissions_stay(section):
    assert all(p in _english_article(section) for p in re.findall(r"<(?:h2|p)>(.*?)</(?:h2|p)>", section))


@pytest.mark.parametrize("line", [
    "Be the first to know",
    "Get browser notifications for breaking news, live events, and exclusive reporting.",
    "Add 9to5Mac to your Google News feed.",
    "Our journalism needs your support. Please subscribe today to NJ.com.",
    "If you purchase a product or register for an account through a link on our site, we may receive compensation.",
])
def test_a_push_prompt_a_google_news_pitch_a_subscription_plea_and_a_compensation_note_go(line):
    assert _english_article(f"<p>{line}</p>") == _WHOLE


@pytest.mark.parametrize("line", [
    "Be the first to know when the results come in, the election office told voters on Monday.",
    "“Our journalism needs your support more than ever,” the editor wrote as the paper cut 40 jobs.",
    "If the flight is cancelled after we buy the tickets, we may receive compensation from the airline, the couple said.",
])
def test_sentences_on_knowing_first_support_and_compensation_stay(line):
    assert line in _english_article(f"<p>{line}</p>")
