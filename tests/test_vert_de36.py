"""Whole pages of session 36, of the kinds issue 12's evaluation names ("blogs, news, shops, forums, institutional
pages, mostly German and English") on systems and layouts the earlier pages had few of: a WordPress blog built of
Gutenberg blocks (columns, group, pullquote, table, details, footnotes), a Ghost post with its cards, Jimdo, Wix,
Beaver Builder, WPBakery and Bricks sites, a Bundesministerium's press release, a Gemeinde's TYPO3 page with an
accordion, a university's Drupal news item, Shopware 6 and JTL product pages with their tabs, Invision, new Reddit
and a gutefrage-like Q&A written with <br>, a MediaWiki article, a recipe card, an event, a job advert, FAQ pages
(collapsed panels; a list of questions), English local papers (Newsquest, BLOX), an English council's news, a
press portal's release, an old site's layout <table>, text behind "read more" (a collapse class, an inline style),
a lead in the article's <header> and in a hero <header> before <main>, a body of <br>-parted lines, an infobox,
tabs, a listicle, a town's item above a longer news list, a brief above teaser cards, a podcast's notes, a post
with longer comments, an interview, a definition list, an article split by an ad row, a poem, a team page, a
timeline, Cookiebot's dialog, a <noscript> page.  For each page the text stays whole, the furniture goes, the
``<doc>`` line states the writer and the day the page states (the writer also from the byline alone), and each
paragraph has the page's language.  The harness is ``NewsPage`` of ``test_vert_news28``; the rules found missing
are tested after the pages, the classes left open are strict xfails with why."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, news_head, processed

_RAW: dict[str, tuple[str, str, list[str], list[str]]] = {}

_COOKIES_DE = ('<div id="BorlabsCookieBox" class="BorlabsCookie" role="dialog"><div class="cookie-box"><div class="container">'
               '<h3>Datenschutzeinstellungen</h3><p>Wir nutzen Cookies auf unserer Website. Einige von ihnen sind essenziell, '
               'während andere uns helfen, diese Website und Ihre Erfahrung zu verbessern.</p><p><a class="_brlbs-btn-accept-all">'
               'Alle akzeptieren</a><a>Individuelle Datenschutzeinstellungen</a></p><p><a href="/datenschutz">Cookie-Details</a> | '
               '<a href="/impressum">Impressum</a></p></div></div></div>')

# 1 WordPress blog of Gutenberg blocks
GB = ["Im Frühjahr haben wir unseren Balkon in einen kleinen Gemüsegarten verwandelt. Auf gerade einmal sechs Quadratmetern wachsen jetzt Tomaten, Salat und Kräuter.",
      "Wichtig war uns, dass alles ohne Bohren auskommt, denn wir wohnen zur Miete. Die Hochbeete stehen deshalb auf Rollen und die Rankgitter sind nur geklemmt.",
      "Die Tomaten brauchen die Südseite, der Salat verträgt auch Halbschatten.",
      "Kräuter wie Thymian und Rosmarin mögen es trocken und sonnig, Petersilie dagegen lieber feucht.",
      "Ein Balkon ist kein Acker, aber er ist ein Anfang.",
      "Gegossen wird morgens, im Hochsommer zusätzlich am Abend. Eine einfache Tropfbewässerung aus dem Baumarkt hat uns im Urlaub gerettet.",
      "Ja, solange die Traglast des Balkons nicht überschritten wird. Im Zweifel fragt man die Hausverwaltung.",
      "Nach unserer Rechnung haben sich die Kosten schon nach der zweiten Saison bezahlt gemacht."]
_RAW["gutenberg"] = (news_head("Unser Balkongarten: Gemüse auf sechs Quadratmetern – Grünzeug Blog", "de", "Unser Balkongarten: Gemüse auf sechs Quadratmetern", "Miriam Vogt", "2026-06-14", "BlogPosting") +
 '<body class="post-template-default single single-post">' + _COOKIES_DE +
 '<header id="masthead" class="site-header"><p class="site-title"><a href="/">Grünzeug Blog</a></p><nav class="main-navigation"><ul><li><a href="/">Start</a></li><li><a href="/garten/">Garten</a></li><li><a href="/kueche/">Küche</a></li></ul></nav></header>'
 '<main id="main" class="site-main"><article class="post type-post status-publish"><header class="entry-header"><h1 class="entry-title">Unser Balkongarten: Gemüse auf sechs Quadratmetern</h1>'
 '<div class="entry-meta"><span class="byline">von <a class="url fn n" href="/author/miriam/">Miriam Vogt</a></span> <time class="entry-date published" datetime="2026-06-14T09:00:00+02:00">14. Juni 2026</time></div></header>'
 f'<div class="entry-content"><p>{GB[0]}</p><p>{GB[1]}<sup data-fn="a1" class="fn"><a href="#a1" id="a1-link">1</a></sup></p>'
 '<div class="wp-block-columns is-layout-flex"><div class="wp-block-column is-layout-flow">'
 f'<figure class="wp-block-image size-large"><img src="/tomaten.jpg" alt=""/><figcaption class="wp-element-caption">Tomaten am Südgeländer</figcaption></figure><p>{GB[2]}</p></div>'
 f'<div class="wp-block-column is-layout-flow"><p>{GB[3]}</p></div></div>'
 f'<figure class="wp-block-pullquote"><blockquote><p>{GB[4]}</p><cite>Miriam</cite></blockquote></figure>'
 f'<div class="wp-block-group has-pale-cyan-blue-background-color has-background is-layout-constrained"><div class="wp-block-group__inner-container"><h2 class="wp-block-heading">Gießen und Pflegen</h2><p>{GB[5]}</p></div></div>'
 '<figure class="wp-block-table is-style-stripes"><table><thead><tr><th>Pflanze</th><th>Standort</th><th>Ernte</th></tr></thead><tbody><tr><td>Tomate</td><td>Süd</td><td>Juli bis Oktober</td></tr><tr><td>Pflücksalat</td><td>Ost</td><td>Mai bis September</td></tr></tbody></table><figcaption class="wp-element-caption">Was bei uns wo wächst</figcaption></figure>'
 f'<details class="wp-block-details"><summary>Darf man als Mieter einfach Hochbeete aufstellen?</summary><p>{GB[6]}</p></details>'
 f'<p>{GB[7]}</p>'
 '<ol class="wp-block-footnotes"><li id="a1">Die Klemmgitter gibt es in jedem Gartencenter. <a href="#a1-link">↩︎</a></li></ol>'
 '<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Teilen mit:</h3><ul><li><a class="share-facebook">Facebook</a></li><li><a class="share-pinterest">Pinterest</a></li></ul></div>'
 '<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Ähnliche Beiträge</em></h3><p><a href="/kompost/">Wurmkiste auf dem Balkon: Ein Jahr Erfahrung</a></p></div>'
 '</div><footer class="entry-footer"><span class="cat-links">Veröffentlicht in <a href="/garten/">Garten</a></span></footer></article>'
 '<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title">Schreibe einen Kommentar</h3><form><p class="comment-notes">Deine E-Mail-Adresse wird nicht veröffentlicht. Erforderliche Felder sind mit * markiert</p><textarea></textarea><input type="submit" value="Kommentar abschicken"></form></div></div></main>'
 '<footer id="colophon" class="site-footer"><a href="/impressum/">Impressum</a><a href="/datenschutz/">Datenschutz</a><p>Stolz präsentiert von WordPress</p></footer></body></html>',
 "https://www.gruenzeug-blog.de/2026/06/14/unser-balkongarten/",
 [GB[0], GB[1] + "1", *GB[2:]], ["Teilen mit", "Wurmkiste", "Schreibe einen Kommentar", "E-Mail-Adresse", "Alle akzeptieren", "Wir nutzen Cookies", "Stolz präsentiert", "Veröffentlicht in"])

# 2 Ghost post with cards
GH = ["Most teams I talk to measure their on-call health by the number of pages. That number is easy to collect and almost useless on its own.",
      "What matters is how often a page wakes someone up for something that could have waited until morning. We started tagging every page with that question.",
      "After one quarter, 41 percent of our night pages turned out to be non-urgent. Most came from three noisy disk alerts that nobody had touched in years.",
      "Start small: pick the one alert that woke people most often last month and decide together whether it deserves to exist.",
      "We deleted the three disk alerts and replaced them with a single weekly capacity report. Night pages dropped by a third in the following month."]
_RAW["ghost"] = (news_head("Counting pages is not enough", "en", "Counting pages is not enough", "Daniel Okafor", "2026-10-03", "Article") +
 '<body class="post-template"><div class="viewport"><header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><a class="gh-head-logo" href="/">Ops Notes</a><nav class="gh-head-menu"><ul class="nav"><li><a href="/">Home</a></li><li><a href="/about/">About</a></li></ul></nav><div class="gh-head-actions"><a class="gh-head-button" href="#/portal/signup">Subscribe</a></div></div></header>'
 '<main id="site-main" class="site-main"><article class="article post"><header class="article-header gh-canvas"><section class="article-tag"><a href="/tag/on-call/">On-call</a></section><h1 class="article-title">Counting pages is not enough</h1>'
 '<div class="article-byline"><div class="article-byline-meta"><h4 class="author-name"><a href="/author/daniel/">Daniel Okafor</a></h4><div class="byline-meta-content"><time class="byline-meta-date" datetime="2026-10-03">Oct 3, 2026</time><span class="byline-reading-time"><span class="bull">•</span> 4 min read</span></div></div></div></header>'
 f'<section class="gh-content gh-canvas"><p>{GH[0]}</p><p>{GH[1]}</p>'
 f'<div class="kg-card kg-callout-card kg-callout-card-blue"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">{GH[2]}</div></div>'
 f'<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">What should I do first?</h4><button class="kg-toggle-card-icon"></button></div><div class="kg-toggle-content"><p>{GH[3]}</p></div></div>'
 f'<p>{GH[4]}</p>'
 '<div class="kg-card kg-cta-card"><p>Enjoyed this? Sign up for more like this.</p><a class="kg-cta-button" href="#/portal/signup">Subscribe</a></div></section></article>'
 '<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">Sign up for more like this.</h2><a class="footer-cta-button" href="#/portal">Enter your email</a></div></section>'
 '<aside class="read-more-wrap outer"><div class="read-more inner"><article class="post-card"><a class="post-card-image-link" href="/alert-fatigue/"></a><h2 class="post-card-title">Alert fatigue is a design problem</h2></article></div></aside></main>'
 '<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="/">Ops Notes</a> © 2026</section><div class="gh-powered-by"><a href="https://ghost.org/">Powered by Ghost</a></div></div></footer></div></body></html>',
 "https://opsnotes.blog/counting-pages-is-not-enough/",
 GH, ["Sign up for more like this", "Alert fatigue", "Powered by Ghost", "min read", "Enter your email"])

# 3 Jimdo creator site: text modules, a <div> per line, <br> between
JI = ["Unsere Hofladen-Saison beginnt am 1. Mai. Ab dann gibt es wieder frischen Spargel, Erdbeeren und Eier von unseren freilaufenden Hühnern.",
      "Der Hofladen ist dienstags bis samstags von 9 bis 18 Uhr geöffnet. Sonntags haben wir nur während der Erdbeerzeit von 10 bis 13 Uhr auf.",
      "Bitte bringen Sie nach Möglichkeit eigene Körbe und Eierkartons mit. Wir nehmen saubere Eierkartons auch gerne zurück.",
      "Für Gruppen und Schulklassen bieten wir nach Absprache Führungen über den Hof an. Rufen Sie uns einfach an."]
_RAW["jimdo"] = (article_head("Aktuelles - Hof Brinkmann", "de", '<meta name="generator" content="Jimdo Creator">') +
 '<body><div class="jtpl-main"><div class="jtpl-header"><div class="j-module n j-header"><h1>Hof Brinkmann</h1></div><nav class="jtpl-navigation"><ul class="j-nav-level-0"><li><a href="/">Startseite</a></li><li class="jmd-nav__list-item-0 j-nav-current"><a href="/aktuelles/">Aktuelles</a></li><li><a href="/hofladen/">Hofladen</a></li><li><a href="/kontakt/">Kontakt</a></li></ul></nav></div>'
 '<div class="jtpl-content"><div id="content_area" data-container="content"><div id="content_start"></div>'
 '<div class="j-module n j-header"><h2 class="">Saisonstart 2027</h2></div>'
 f'<div class="j-module n j-text"><div>{JI[0]}</div><div><br></div><div>{JI[1]}</div></div>'
 '<div class="j-module n j-hr"><hr></div>'
 f'<div class="j-module n j-text"><p>{JI[2]}<br><br>{JI[3]}</p></div>'
 '<div class="j-module n j-imageSubtitle"><figure class="cc-imagewrapper"><img src="/hof.jpg"><figcaption>Unser Hofladen im Frühling</figcaption></figure></div>'
 '</div></div><div class="jtpl-sidebar"><div class="j-module n j-text"><p><strong>Hof Brinkmann</strong><br>Dorfstraße 12<br>48301 Nottuln<br>Tel. 02502 123456</p></div></div>'
 '<div class="jtpl-footer"><div id="contentfooter" data-container="footer"><div class="leftrow"><a href="/about/">Impressum</a> | <a href="/j/privacy">Datenschutz</a> | <a href="/sitemap/">Sitemap</a></div><div class="rightrow"><a href="https://www.jimdo.com" class="cc-jimdo">Diese Website wurde mit Jimdo erstellt!</a></div></div></div></div>'
 '<div class="cc-individual-cookie-settings" id="cc-individual-cookie-settings"><p>Diese Website verwendet Cookies. Bitte wählen Sie aus, welche Cookies Sie zulassen möchten.</p></div></body></html>',
 "https://www.hof-brinkmann.de/aktuelles/",
 JI, ["Dorfstraße 12", "mit Jimdo erstellt", "Diese Website verwendet Cookies", "Sitemap", "Tel. 02502"])

# 4 Wix blog post
WX = ["When I opened the studio five years ago, I had one wheel, one kiln and a waiting list of exactly three friends.",
      "Today we teach eight classes a week, and the question I hear most is still the same: how long until I can throw a proper bowl?",
      "The honest answer is about six sessions for most people. Centering the clay is the hard part; everything after that is patience.",
      "Our spring beginner course starts on 3 March and runs for eight Tuesday evenings. All tools and clay are included."]
_RAW["wix"] = (news_head("How long does it take to learn the potter's wheel?", "en", "How long does it take to learn the potter's wheel?", "Claire Bennett", "2026-02-10", "BlogPosting") +
 '<body><div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER" class="wixui-header"><div class="comp-header"><p class="font_0">Mudlark Pottery Studio</p><nav class="wixui-horizontal-menu"><ul><li><a href="/">Home</a></li><li><a href="/classes">Classes</a></li><li><a href="/blog">Blog</a></li></ul></nav></div></header>'
 '<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><div data-hook="post-page"><article data-hook="post"><div data-hook="post-header"><div data-hook="user-name"><span>Claire Bennett</span></div><span data-hook="time-ago" title="Feb 10, 2026">Feb 10, 2026</span><span data-hook="time-to-read">3 min read</span></div>'
 '<h1 data-hook="post-title" class="post-title">How long does it take to learn the potter\'s wheel?</h1>'
 '<div data-hook="post-description"><div class="rich-content-viewer" data-id="rich-content-viewer"><div class="rcv-block-first-child">'
 f'<p dir="auto" class="public-DraftStyleDefault-block" id="viewer-a1"><span style="font-style:normal">{WX[0]}</span></p>'
 '<p dir="auto" class="public-DraftStyleDefault-block" id="viewer-a2"><br></p>'
 f'<p dir="auto" class="public-DraftStyleDefault-block" id="viewer-a3"><span>{WX[1]}</span></p>'
 f'<p dir="auto" class="public-DraftStyleDefault-block" id="viewer-a4"><span>{WX[2]}</span></p>'
 f'<p dir="auto" class="public-DraftStyleDefault-block" id="viewer-a5"><span>{WX[3]}</span></p></div></div></div>'
 '<div data-hook="post-footer"><ul data-hook="post-tags"><li><a>beginners</a></li></ul><div data-hook="post-social-counters"><span>12 views</span><span>0 comments</span></div></div></article>'
 '<section data-hook="recent-posts"><h2>Recent Posts</h2><a href="/post/glazes">Choosing your first glazes</a><p>See All</p></section></div></div></main>'
 '<footer id="SITE_FOOTER" class="wixui-footer"><p>© 2026 by Mudlark Pottery. Proudly created with Wix.com</p></footer></div></div></body></html>',
 "https://www.mudlarkpottery.co.uk/post/how-long-does-it-take-to-learn-the-potter-s-wheel",
 WX, ["Recent Posts", "Choosing your first glazes", "Proudly created", "min read", "12 views", "See All"])

# 5 a Bundesministerium's press release (Government Site Builder)
BM = ["Das Bundeskabinett hat heute den Entwurf eines Gesetzes zur Beschleunigung der Planungsverfahren für Schienenwege beschlossen.",
      "Künftig sollen Ersatzneubauten von Brücken und Stellwerken ohne erneutes Planfeststellungsverfahren möglich sein, wenn sich ihre Lage nicht wesentlich ändert.",
      "„Wir bauen heute Brücken, die in den sechziger Jahren geplant wurden, mit Verfahren, die Jahre dauern. Das ändern wir jetzt“, sagte der Bundesminister.",
      "Der Gesetzentwurf wird nun dem Bundesrat zugeleitet. Das Gesetz soll im Sommer 2027 in Kraft treten."]
_RAW["bund"] = (article_head("Kabinett beschließt schnellere Planung für Schienenwege - BMV", "de") +
 '<body><div id="wrapper"><a class="skip" href="#main">Direkt zum Inhalt</a><header class="l-header"><div class="l-header__logo"><a href="/DE/Home/home.html">Bundesministerium für Verkehr</a></div><nav class="l-header__navigation"><ul><li><a href="/DE/Themen/">Themen</a></li><li><a href="/SharedDocs/DE/Pressemitteilungen/">Presse</a></li><li><a href="/DE/Ministerium/">Ministerium</a></li></ul></nav><form class="c-search"><input placeholder="Suchbegriff eingeben"></form></header>'
 '<div class="l-breadcrumb"><ol><li><a href="/">Startseite</a></li><li><a href="/presse">Presse</a></li><li>Pressemitteilungen</li></ol></div>'
 '<main id="main" class="l-content"><div class="l-content-wrapper"><div class="c-intro"><p class="c-intro__meta"><span class="c-intro__type">Pressemitteilung</span> <span class="c-intro__date">Nr. 87/2026 | 25.11.2026</span></p><h1 class="c-intro__headline">Kabinett beschließt schnellere Planung für Schienenwege</h1></div>'
 f'<div class="c-rte--default"><p><strong>{BM[0]}</strong></p><p>{BM[1]}</p><p>{BM[2]}</p><p>{BM[3]}</p></div>'
 '<div class="c-share"><h2>Seite teilen</h2><ul><li><a>Mastodon</a></li><li><a>E-Mail</a></li></ul></div>'
 '<div class="c-tags"><h2>Schlagwörter</h2><a>Schiene</a><a>Planungsbeschleunigung</a></div></div>'
 '<aside class="l-sidebar"><div class="c-contact"><h2>Pressekontakt</h2><p>Pressestelle<br>Invalidenstraße 44<br>10115 Berlin</p></div></aside></main>'
 '<footer class="l-footer"><ul><li><a>Impressum</a></li><li><a>Datenschutz</a></li><li><a>Barrierefreiheit</a></li><li><a>Leichte Sprache</a></li></ul></footer></div></body></html>',
 "https://bmv.de/SharedDocs/DE/Pressemitteilungen/2026/087-planungsbeschleunigung-schiene.html",
 BM, ["Direkt zum Inhalt", "Seite teilen", "Schlagwörter", "Invalidenstraße", "Leichte Sprache", "Suchbegriff"])

# 6 a Gemeinde's TYPO3 service page with an accordion
GE = ["Wer in die Gemeinde Oberhaching zieht, muss sich innerhalb von zwei Wochen nach dem Einzug im Bürgerbüro anmelden.",
      "Die Anmeldung ist persönlich oder durch eine bevollmächtigte Person möglich. Eine Terminvereinbarung wird empfohlen.",
      "Mitzubringen sind der Personalausweis oder Reisepass aller umziehenden Personen sowie die Wohnungsgeberbestätigung des Vermieters.",
      "Die Anmeldung des Hauptwohnsitzes ist gebührenfrei. Für eine Meldebescheinigung fallen fünf Euro an.",
      "Bei verspäteter Anmeldung kann ein Bußgeld verhängt werden."]
_RAW["gemeinde"] = (article_head("Anmeldung eines Wohnsitzes - Gemeinde Oberhaching", "de", '<meta name="generator" content="TYPO3 CMS">') +
 '<body><div class="page">' + _COOKIES_DE +
 '<header class="header"><a class="logo" href="/">Gemeinde Oberhaching</a><nav class="mainnav"><ul><li><a href="/rathaus/">Rathaus &amp; Service</a></li><li><a href="/leben/">Leben</a></li><li><a href="/wirtschaft/">Wirtschaft</a></li></ul></nav></header>'
 '<div class="content-wrapper"><main class="main-content"><div id="c1201" class="frame frame-default frame-type-header"><header><h1 class="">Anmeldung eines Wohnsitzes</h1></header></div>'
 f'<div id="c1202" class="frame frame-default frame-type-text frame-layout-0"><div class="ce-bodytext"><p>{GE[0]}</p><p>{GE[1]}</p></div></div>'
 '<div id="c1203" class="frame frame-default frame-type-accordion"><div class="accordion" id="accordion-1203">'
 f'<div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" data-bs-toggle="collapse" data-bs-target="#a1">Welche Unterlagen benötige ich?</button></h2><div id="a1" class="accordion-collapse collapse" data-bs-parent="#accordion-1203"><div class="accordion-body"><p>{GE[2]}</p></div></div></div>'
 f'<div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" data-bs-toggle="collapse" data-bs-target="#a2">Welche Gebühren fallen an?</button></h2><div id="a2" class="accordion-collapse collapse"><div class="accordion-body"><p>{GE[3]}</p><p>{GE[4]}</p></div></div></div>'
 '</div></div></main>'
 '<aside class="sidebar"><div class="frame frame-type-text"><h3>Bürgerbüro</h3><p>Alpenstraße 11<br>82041 Oberhaching</p><p>Mo–Fr 8.00–12.00 Uhr<br>Do 14.00–18.00 Uhr</p><p><a href="/termin">Termin online buchen</a></p></div></aside></div>'
 '<footer class="footer"><p>© Gemeinde Oberhaching</p><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a><a href="/barrierefreiheit">Erklärung zur Barrierefreiheit</a></footer></div></body></html>',
 "https://www.oberhaching.de/rathaus-service/buergerservice/anmeldung-eines-wohnsitzes",
 GE, ["Alpenstraße", "Termin online buchen", "Mo–Fr", "Alle akzeptieren", "Erklärung zur Barrierefreiheit"])

# 7 university news on Drupal
UN = ["Forschende der Universität Tübingen haben gezeigt, dass Honigbienen Zahlenmengen von bis zu vier Elementen unterscheiden können.",
      "In den Versuchen lernten die Bienen, Karten mit einer bestimmten Anzahl von Punkten mit einer Zuckerbelohnung zu verbinden.",
      "„Die Ergebnisse zeigen, dass man für einfache Zahlenverarbeitung kein großes Gehirn braucht“, sagt die Erstautorin Dr. Lena Hoffmann.",
      "Die Studie ist in der Fachzeitschrift Proceedings of the Royal Society B erschienen."]
_RAW["uni"] = (article_head("Bienen können bis vier zählen | Universität Tübingen", "de", '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">') +
 '<body class="path-node page-node-type-news"><a href="#main-content" class="visually-hidden focusable skip-link">Direkt zum Inhalt</a><div class="dialog-off-canvas-main-canvas">'
 '<header role="banner"><div class="region region-header"><a href="/">Universität Tübingen</a></div><nav class="region-primary-menu"><ul class="menu"><li><a>Studium</a></li><li><a>Forschung</a></li><li><a>Universität</a></li></ul></nav></header>'
 '<main role="main"><a id="main-content" tabindex="-1"></a><div class="region region-content"><article role="article" class="node node--type-news node--view-mode-full">'
 '<h1 class="page-title"><span class="field field--name-title">Bienen können bis vier zählen</span></h1>'
 '<div class="node__meta"><span class="field field--name-field-date"><time datetime="2026-11-18T12:00:00Z">18.11.2026</time></span></div>'
 f'<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field__item"><p>{UN[0]}</p><p>{UN[1]}</p><p>{UN[2]}</p><p>{UN[3]}</p></div>'
 '<div class="field field--name-field-contact"><div class="field__label">Kontakt</div><div class="field__item"><p>Dr. Lena Hoffmann<br>Institut für Neurobiologie<br>Telefon +49 7071 29-12345</p></div></div>'
 '<div class="field field--name-field-tags"><div class="field__label">Schlagworte</div><div class="field__items"><a>Biologie</a><a>Kognition</a></div></div></article></div></main>'
 '<footer role="contentinfo"><div class="region region-footer"><p>Eberhard Karls Universität Tübingen, Geschwister-Scholl-Platz, 72074 Tübingen</p><ul class="menu"><li><a>Impressum</a></li><li><a>Datenschutz</a></li></ul></div></footer></div></body></html>',
 "https://uni-tuebingen.de/universitaet/aktuelles-und-publikationen/newsfullview-aktuell/article/bienen-koennen-bis-vier-zaehlen/",
 UN, ["Direkt zum Inhalt", "Institut für Neurobiologie", "Telefon", "Schlagworte", "Geschwister-Scholl-Platz"])

# 8 Shopware 6 product page with description and reviews tabs
SW = ["Der Espressokocher Milano ist aus hochwertigem Edelstahl gefertigt und eignet sich für alle Herdarten, auch für Induktion.",
      "Mit einem Fassungsvermögen von sechs Tassen ist er ideal für das Frühstück mit der ganzen Familie. Das ergonomische Griffdesign bleibt auch beim Ausgießen kühl.",
      "Das Sicherheitsventil aus Messing sorgt für einen gleichmäßigen Druck und ein vollmundiges Aroma.",
      "Wir empfehlen, den Kocher nach jedem Gebrauch nur mit warmem Wasser auszuspülen und nicht in die Spülmaschine zu geben."]
_RAW["shopware"] = (article_head("Espressokocher Milano Edelstahl 6 Tassen | Kaffeewelt Kramer", "de", '<meta property="og:type" content="product">') +
 '<body class="is-ctl-product is-act-index"><div class="cookie-permission-container"><div class="cookie-permission-content">Wir verwenden Cookies, um Ihnen ein optimales Einkaufserlebnis zu bieten. <a href="/widgets/cms/1">Mehr</a></div><button class="js-cookie-permission-button">Nur technisch notwendige</button><button class="js-cookie-accept-all-button">Alle akzeptieren</button></div>'
 '<header class="header-main"><div class="header-logo-main"><a href="/">Kaffeewelt Kramer</a></div><div class="header-search"><input placeholder="Suchbegriff eingeben ..."></div><div class="header-actions-btn"><a href="/account">Mein Konto</a><a href="/checkout/cart">Warenkorb</a></div></header>'
 '<nav class="main-navigation"><a>Kaffeemaschinen</a><a>Espressokocher</a><a>Zubehör</a></nav>'
 '<main class="content-main"><div class="cms-page"><div class="product-detail"><div class="product-detail-content"><div class="row"><div class="col-lg-7 product-detail-media"><img src="/milano.jpg" alt="Espressokocher Milano"></div>'
 '<div class="col-lg-5 product-detail-buy"><h1 class="product-detail-name">Espressokocher Milano Edelstahl 6 Tassen</h1><div class="product-detail-price-container"><p class="product-detail-price">39,90 €*</p><p class="product-detail-tax-container">Preise inkl. MwSt. zzgl. Versandkosten</p></div>'
 '<div class="product-delivery-information"><p class="delivery-information delivery-available">Sofort verfügbar, Lieferzeit 1-3 Werktage</p></div><form class="buy-widget"><select class="custom-select"><option>1</option></select><button class="btn-buy">In den Warenkorb</button></form><div class="product-detail-ordernumber-container">Produktnummer: <span>SW10042</span></div></div></div></div>'
 '<div class="product-detail-tabs"><ul class="nav nav-tabs product-detail-tab-navigation-list"><li><a class="nav-link active" href="#description-tab-pane">Beschreibung</a></li><li><a class="nav-link" href="#review-tab-pane">Bewertungen</a></li></ul>'
 '<div class="tab-content"><div class="tab-pane fade show active" id="description-tab-pane"><div class="product-detail-description tab-pane-container"><div class="product-detail-description-title">Produktinformationen "Espressokocher Milano Edelstahl 6 Tassen"</div>'
 f'<div class="product-detail-description-text" itemprop="description"><p>{SW[0]}</p><p>{SW[1]}</p><p>{SW[2]}</p><p>{SW[3]}</p></div>'
 '<div class="product-detail-properties"><table class="product-detail-properties-table"><tr><th>Material:</th><td>Edelstahl</td></tr><tr><th>Tassen:</th><td>6</td></tr></table></div></div></div>'
 '<div class="tab-pane fade" id="review-tab-pane"><div class="product-detail-review"><p class="product-detail-review-title">Bewertungen lesen, schreiben und diskutieren...</p><p>Teilen Sie Ihre Erfahrungen mit anderen Kunden.</p><button>Bewertung schreiben</button></div></div></div></div>'
 '<div class="product-detail-cross-selling"><h2>Ähnliche Produkte</h2><div class="product-box"><a class="product-name">Espressokocher Roma Aluminium 3 Tassen</a><span class="product-price">24,90 €*</span></div></div></div></div></main>'
 '<footer class="footer-main"><div class="footer-columns"><p>Service-Hotline: 0800 1234567</p><a>Versand und Zahlung</a><a>Widerrufsrecht</a><a>AGB</a><a>Impressum</a></div><p class="footer-vat">* Alle Preise inkl. gesetzl. Mehrwertsteuer zzgl. Versandkosten</p><p>Realisiert mit Shopware</p></footer></body></html>',
 "https://www.kaffeewelt-kramer.de/Espressokocher-Milano-Edelstahl-6-Tassen/SW10042",
 SW, ["Warenkorb", "Bewertungen lesen", "Ähnliche Produkte", "Roma Aluminium", "Service-Hotline", "Realisiert mit", "Wir verwenden Cookies", "Lieferzeit"])

# 9 JTL-Shop 5 product page
JT = ["Diese handgenähte Lederbörse wird in unserer Werkstatt in Offenbach aus pflanzlich gegerbtem Rindsleder gefertigt.",
      "Sie bietet Platz für acht Karten, Scheine in voller Länge und hat ein separates Münzfach mit Druckknopf.",
      "Das Leder entwickelt mit der Zeit eine schöne Patina und wird mit jedem Gebrauch weicher.",
      "Jede Börse ist ein Unikat, kleine Unterschiede in Farbe und Struktur sind daher ausdrücklich gewollt."]
_RAW["jtl"] = (article_head("Lederbörse Klassik cognac - Lederwerk Offenbach", "de", '<meta property="og:type" content="product">') +
 '<body id="page-product" data-page="1"><header class="d-print-none sticky-top fixed-navbar" id="jtl-nav-wrapper"><div class="container-fluid"><a href="/" id="logo">Lederwerk Offenbach</a><nav id="mainNavigation"><ul class="navbar-nav"><li><a>Geldbörsen</a></li><li><a>Taschen</a></li><li><a>Gürtel</a></li></ul></nav><div id="shop-nav"><a href="/Warenkorb">Warenkorb</a></div></div></header>'
 '<main id="main-wrapper" class="container-fluid"><div id="content"><div id="result-wrapper"><div class="product-detail"><div class="row"><div class="col product-gallery"><img src="/boerse.jpg"></div>'
 '<div class="col product-info"><div class="product-info-inner"><h1 class="product-title h2" itemprop="name">Lederbörse Klassik cognac</h1><div class="price_wrapper"><span class="price text-nowrap">59,00 €</span><div class="price-note">inkl. gesetzl. MwSt. zzgl. <a href="/Versand">Versand</a></div></div>'
 '<div class="delivery-status"><span class="status status-2">Lieferzeit: 2 - 4 Werktage (DE - Ausland abweichend)</span></div><button name="inWarenkorb" class="btn btn-primary btn-block">In den Warenkorb</button></div></div></div>'
 '<div class="product-detail-tabs"><nav class="tab-navigation"><ul class="nav nav-tabs" role="tablist"><li><a class="nav-link active" data-toggle="tab" href="#tab-description">Beschreibung</a></li><li><a class="nav-link" data-toggle="tab" href="#tab-votes">Bewertungen (0)</a></li></ul></nav>'
 f'<div class="tab-content" id="article-tabs"><div class="tab-pane fade show active" id="tab-description" role="tabpanel"><div class="tab-content-wrapper"><div class="desc"><p>{JT[0]}</p><p>{JT[1]}</p><p>{JT[2]}</p><p>{JT[3]}</p></div>'
 '<div class="product-attributes"><table class="table"><tr><td class="h6">Material:</td><td>Rindsleder</td></tr><tr><td class="h6">Maße:</td><td>12 x 9,5 cm</td></tr></table></div></div></div>'
 '<div class="tab-pane fade" id="tab-votes" role="tabpanel"><div id="reviews-overview"><p>Es gibt noch keine Bewertungen.</p><a>Geben Sie die erste Bewertung für diesen Artikel ab und helfen Sie Anderen bei der Kaufentscheidung.</a></div></div></div></div>'
 '<section class="recommendations"><div class="h2">Kunden kauften dazu folgende Artikel</div><div class="product-wrapper"><a>Schlüsseletui cognac</a><span>19,00 €</span></div></section></div></div></div></main>'
 '<footer id="footer"><div class="footnote-vat">* Alle Preise inkl. gesetzlicher USt., zzgl. Versand</div><ul><li><a>Widerrufsbelehrung</a></li><li><a>AGB</a></li><li><a>Impressum</a></li></ul><p>Shopsoftware by JTL-Software</p></footer></body></html>',
 "https://www.lederwerk-offenbach.de/Lederboerse-Klassik-cognac",
 JT, ["Warenkorb", "Lieferzeit", "Es gibt noch keine Bewertungen", "Kaufentscheidung", "Schlüsseletui", "Shopsoftware", "Widerrufsbelehrung"])

# 10 Invision Community topic
IP = ["Hi all, my sourdough starter has developed a layer of grey liquid on top after I left it in the fridge for a week. Is it ruined?",
      "Not at all, that is hooch, a by-product of the yeast running out of food. Pour it off or stir it in, then feed the starter twice before baking.",
      "Stirring it in gives a more sour loaf, pouring it off a milder one. Either way the starter is fine as long as there is no pink or orange mould.",
      "Thanks both, I poured it off and fed it last night. It has doubled this morning and smells like it used to."]
_RAW["invision"] = ('<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Grey liquid on top of my starter - Sourdough - The Fresh Loaf Community</title>'
 '<meta property="og:title" content="Grey liquid on top of my starter"><meta property="og:type" content="website"><meta property="og:site_name" content="The Fresh Loaf Community"></head>' +
 '<body class="ipsApp ipsApp_front"><div id="ipsLayout_header"><header><div class="ipsLayout_container"><a href="/" id="elLogo">The Fresh Loaf Community</a><ul id="elUserNav"><li><a>Sign In</a></li><li><a>Sign Up</a></li></ul></div><nav class="ipsNavBar_primary"><ul><li><a>Browse</a></li><li><a>Activity</a></li><li><a>Leaderboard</a></li></ul></nav></header></div>'
 '<main id="ipsLayout_body" class="ipsLayout_container"><div id="ipsLayout_contentArea"><div id="ipsLayout_contentWrapper"><div id="ipsLayout_mainArea"><div class="ipsPageHeader ipsResponsive_pull"><h1 class="ipsType_pageTitle ipsContained_container"><span class="ipsType_break ipsContained">Grey liquid on top of my starter</span></h1><div class="ipsPageHeader__meta">By <a>breadnewbie</a>, <time datetime="2026-11-21T19:40:12Z">November 21</time> in <a>Sourdough</a></div></div>'
 '<div class="ipsAreaBackground_light ipsPad_half"><ul class="ipsPagination"><li class="ipsPagination_active"><a>1</a></li></ul></div>'
 '<div id="comments" class="cTopic ipsClear">'
 + "".join(
     f'<article id="elComment_{n}" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone"><aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium"><h3 class="ipsType_sectionHead cAuthorPane_author"><strong><a>{user}</a></strong></h3><ul class="cAuthorPane_info"><li class="ipsType_light">{rank}</li><li class="ipsResponsive_hidePhone">{posts} posts</li></ul></aside>'
     f'<div class="ipsColumn ipsColumn_fluid ipsMargin:none"><div id="comment-{n}_wrap" class="ipsComment_content ipsType_medium"><div class="ipsComment_meta ipsType_light ipsFlex"><p class="ipsType_reset ipsType_blendLinks">Posted <time datetime="2026-11-2{n}T19:40:12Z">November 2{n}</time></p></div>'
     f'<div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained" data-controller="core.front.core.lightboxedImages">{body}</div>'
     f'<div class="ipsItemControls"><ul class="ipsComment_controls"><li><a>Quote</a></li></ul></div>{sig}</div></div></div></article>'
     for n, user, rank, posts, body, sig in (
         (1, "breadnewbie", "Newbie", 3, f"<p>{IP[0]}</p>", ""),
         (2, "crumbshot", "Advanced Member", 842, f"<p>{IP[1]}</p><p>{IP[2]}</p>", '<div data-role="memberSignature" class="ipsResponsive_hidePhone ipsPad ipsSpacer_top"><div class="ipsType_light ipsType_richText">Baking every Saturday since 2009</div></div>'),
         (3, "breadnewbie", "Newbie", 3, f"<p>{IP[3]}</p>", "")))
 + '</div></div></div></div></main>'
 '<footer id="ipsLayout_footer"><ul class="ipsList_inline"><li><a>Privacy Policy</a></li><li><a>Contact Us</a></li></ul><p id="elCopyright"><a>Powered by Invision Community</a></p></footer></body></html>',
 "https://community.thefreshloaf.com/topic/48213-grey-liquid-on-top-of-my-starter/",
 IP, ["Quote", "Advanced Member", "posts", "Baking every Saturday", "Powered by Invision", "Leaderboard", "Sign Up"])

# 11 gutefrage-like Q&A: answers in <div>s with <br>
QA = ["Mein Zitronenbaum verliert seit zwei Wochen fast alle Blätter, obwohl ich ihn regelmäßig gieße. Er steht im Wohnzimmer am Südfenster. Was mache ich falsch?",
      "Das ist ganz typisch im Winter. Im Wohnzimmer ist es zu warm und gleichzeitig zu dunkel, dann wirft die Pflanze Blätter ab, um sich zu schützen.",
      "Am besten stellst du ihn an einen hellen Ort mit acht bis zwölf Grad, zum Beispiel ins Treppenhaus, und gießt deutlich weniger.",
      "Prüf auch mal die Unterseite der Blätter. Wenn du dort kleine weiße Punkte oder feine Gespinste siehst, hast du Spinnmilben."]
_RAW["frage"] = (article_head("Zitronenbaum verliert alle Blätter – was tun? | Hilfeforum", "de") +
 '<body><header class="Header"><a href="/" class="Header-logo">Hilfeforum</a><nav class="Header-nav"><a>Fragen</a><a>Themen</a><a>Frage stellen</a></nav></header>'
 '<main class="Page"><div class="Question" itemscope itemtype="https://schema.org/QAPage"><div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">'
 '<div class="ContentMeta"><a class="ContentMeta-author">Gartenneuling</a> <span class="ContentMeta-date"><time datetime="2026-11-26T10:14:00+01:00">26.11.2026, 10:14</time></span></div>'
 f'<h1 class="Question-title" itemprop="name">Zitronenbaum verliert alle Blätter – was tun?</h1><div class="Question-body" itemprop="text">{QA[0]}</div>'
 '<div class="ContentTags"><a>Pflanzen</a><a>Zimmerpflanzen</a><a>Garten</a></div></div>'
 '<section class="AnswerList"><h2 class="AnswerList-title">2 Antworten</h2>'
 f'<div class="Answer" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer"><div class="ContentMeta"><a>Pflanzendoktor</a><span class="ContentMeta-badge">Topnutzer im Thema Pflanzen</span></div><div class="Answer-body" itemprop="text">{QA[1]}<br><br>{QA[2]}</div><div class="Answer-actions"><button>Hilfreich (12)</button><button>Kommentieren</button></div></div>'
 f'<div class="Answer" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer"><div class="ContentMeta"><a>Kakteenfreundin</a></div><div class="Answer-body" itemprop="text">{QA[3]}</div><div class="Answer-actions"><button>Hilfreich (3)</button></div></div></section>'
 '<aside class="SimilarQuestions"><h3>Ähnliche Fragen</h3><ul><li><a>Olivenbaum im Winter drinnen oder draußen?</a></li><li><a>Orchidee blüht nicht mehr</a></li></ul></aside></div></main>'
 '<footer class="Footer"><a>Nutzungsbedingungen</a><a>Datenschutz</a><a>Impressum</a></footer></body></html>',
 "https://www.hilfeforum.de/frage/zitronenbaum-verliert-alle-blaetter-was-tun",
 QA, ["Topnutzer", "Hilfreich", "Ähnliche Fragen", "Olivenbaum", "Frage stellen", "Nutzungsbedingungen"])

# 12 MediaWiki glossary article
MW = ["Ein Deich ist ein künstlich aufgeschütteter Wall entlang eines Flussufers oder einer Meeresküste, der das dahinterliegende Land vor Überflutungen schützt.",
      "Deiche bestehen meist aus einem Kern aus Sand, der mit einer Schicht aus Klei abgedeckt und mit Gras bewachsen ist. Die Grasnarbe schützt die Oberfläche vor Erosion.",
      "Man unterscheidet Seedeiche an der Küste von Flussdeichen im Binnenland. Seedeiche sind wegen des Wellenschlags flacher geneigt und deutlich höher.",
      "Für die Unterhaltung der Deiche sind in Deutschland meist Deichverbände zuständig, deren Mitglieder die Eigentümer der geschützten Flächen sind."]
_RAW["wiki"] = (article_head("Deich – Wasserbau-Wiki", "de", '<meta name="generator" content="MediaWiki 1.41.1">') +
 '<body class="mediawiki ltr sitedir-ltr skin-vector"><div id="mw-page-base" class="noprint"></div><div id="content" class="mw-body" role="main"><a id="top"></a><div id="siteNotice"></div>'
 '<h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">Deich</span></h1><div id="bodyContent" class="vector-body"><div id="siteSub" class="noprint">Aus Wasserbau-Wiki</div><div id="contentSub"></div><div id="jump-to-nav"></div><a class="mw-jump-link" href="#mw-head">Zur Navigation springen</a>'
 '<div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="de" dir="ltr">'
 '<table class="infobox"><tbody><tr><th colspan="2">Deich</th></tr><tr><td>Bauart</td><td>Erddamm</td></tr><tr><td>Zweck</td><td>Hochwasserschutz</td></tr></tbody></table>'
 f'<p>Ein <b>Deich</b> ist ein künstlich aufgeschütteter Wall entlang eines Flussufers oder einer Meeresküste, der das dahinterliegende Land vor Überflutungen schützt.<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">[1]</a></sup></p>'
 '<div id="toc" class="toc" role="navigation"><div class="toctitle"><h2 id="mw-toc-heading">Inhaltsverzeichnis</h2></div><ul><li class="toclevel-1"><a href="#Aufbau"><span class="tocnumber">1</span> <span class="toctext">Aufbau</span></a></li><li class="toclevel-1"><a href="#Arten"><span class="tocnumber">2</span> <span class="toctext">Arten</span></a></li></ul></div>'
 f'<h2><span class="mw-headline" id="Aufbau">Aufbau</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/index.php?action=edit&amp;section=1">Bearbeiten</a><span class="mw-editsection-bracket">]</span></span></h2><p>{MW[1]}</p>'
 f'<h2><span class="mw-headline" id="Arten">Arten</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a>Bearbeiten</a><span class="mw-editsection-bracket">]</span></span></h2><p>{MW[2]}</p><p>{MW[3]}</p>'
 '<h2><span class="mw-headline" id="Einzelnachweise">Einzelnachweise</span></h2><div class="mw-references-wrap"><ol class="references"><li id="cite_note-1"><span class="mw-cite-backlink"><a href="#cite_ref-1">↑</a></span> <span class="reference-text">Handbuch Küstenschutz, 3. Auflage, Hamburg 2019.</span></li></ol></div>'
 '<div class="navbox"><table><tr><th>Wasserbauwerke</th><td><a>Buhne</a> · <a>Schleuse</a> · <a>Sperrwerk</a> · <a>Wehr</a></td></tr></table></div>'
 '</div><div class="printfooter">Abgerufen von „<a href="https://wiki.example.org/index.php?title=Deich&amp;oldid=4812">https://wiki.example.org/index.php?title=Deich&amp;oldid=4812</a>“</div></div>'
 '<div id="catlinks" class="catlinks"><div id="mw-normal-catlinks" class="mw-normal-catlinks"><a>Kategorie</a>: <ul><li><a>Hochwasserschutz</a></li><li><a>Küstenschutz</a></li></ul></div></div></div></div>'
 '<div id="mw-navigation"><div id="mw-head"><nav id="p-personal"><ul><li><a>Anmelden</a></li></ul></nav><nav id="p-views"><ul><li><a>Lesen</a></li><li><a>Bearbeiten</a></li><li><a>Versionsgeschichte</a></li></ul></nav></div>'
 '<div id="mw-panel"><nav id="p-navigation"><ul><li><a>Hauptseite</a></li><li><a>Letzte Änderungen</a></li><li><a>Zufällige Seite</a></li></ul></nav></div></div>'
 '<footer id="footer" class="mw-footer"><ul id="footer-info"><li id="footer-info-lastmod"> Diese Seite wurde zuletzt am 12. Oktober 2026 um 09:41 Uhr bearbeitet.</li></ul><ul id="footer-places"><li><a>Datenschutz</a></li><li><a>Über Wasserbau-Wiki</a></li><li><a>Haftungsausschluss</a></li></ul></footer></body></html>',
 "https://wiki.example.org/wiki/Deich",
 MW, ["Inhaltsverzeichnis", "Bearbeiten", "Abgerufen von", "Zufällige Seite", "Buhne", "zuletzt am", "Haftungsausschluss", "Kategorie"])

# 13 recipe blog with a WP Recipe Maker card
RC = ["Dieser Zwetschgendatschi ist seit Jahren unser liebster Spätsommerkuchen. Der Hefeteig wird hauchdünn ausgerollt und dicht mit halbierten Zwetschgen belegt.",
      "Wichtig ist, dass die Zwetschgen wirklich reif sind. Unreife Früchte werden beim Backen sauer und geben zu viel Saft ab.",
      "Mehl in eine Schüssel geben, eine Mulde formen und die Hefe mit etwas lauwarmer Milch und einem Teelöffel Zucker darin auflösen.",
      "Die übrigen Zutaten dazugeben und alles zu einem glatten Teig kneten. Abgedeckt eine Stunde an einem warmen Ort gehen lassen.",
      "Den Teig auf einem gefetteten Blech ausrollen, mit den Zwetschgen belegen und bei 200 Grad etwa 30 Minuten backen."]
_RAW["rezept"] = (news_head("Zwetschgendatschi vom Blech – Omas Rezept | Küchenliebe", "de", "Zwetschgendatschi vom Blech – Omas Rezept", "Katharina Huber", "2026-08-30", "BlogPosting") +
 '<body class="single-post">' + _COOKIES_DE +
 '<header class="site-header"><a href="/" class="custom-logo-link">Küchenliebe</a><nav><a>Rezepte</a><a>Backen</a><a>Über mich</a></nav></header>'
 '<main class="content"><article class="post type-post entry"><header class="entry-header"><h1 class="entry-title">Zwetschgendatschi vom Blech – Omas Rezept</h1><p class="entry-meta"><span class="entry-author">Katharina Huber</span> · <time class="entry-time" datetime="2026-08-30T08:00:00+02:00">30. August 2026</time> · <a href="#comments">14 Kommentare</a></p></header>'
 '<div class="entry-content"><div class="wprm-recipe-snippet wprm-block-text-normal"><a href="#recipe" class="wprm-recipe-jump wprm-recipe-link">Zum Rezept springen</a> <a class="wprm-recipe-print wprm-recipe-link">Rezept drucken</a></div>'
 f'<p>{RC[0]}</p><p>{RC[1]}</p>'
 '<div id="recipe"></div><div id="wprm-recipe-container-4812" class="wprm-recipe-container" data-recipe-id="4812"><div class="wprm-recipe wprm-recipe-template-chic"><h2 class="wprm-recipe-name wprm-block-text-bold">Zwetschgendatschi</h2>'
 '<div class="wprm-recipe-rating"><span class="wprm-recipe-rating-details">4.9 von 52 Bewertungen</span></div>'
 '<div class="wprm-recipe-times-container"><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Zubereitungszeit </span><span class="wprm-recipe-details">30 Minuten</span></div><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Backzeit </span><span class="wprm-recipe-details">30 Minuten</span></div></div>'
 '<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Zutaten</h3><ul class="wprm-recipe-ingredients"><li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">500</span> <span class="wprm-recipe-ingredient-unit">g</span> <span class="wprm-recipe-ingredient-name">Mehl</span></li><li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-unit">Würfel</span> <span class="wprm-recipe-ingredient-name">frische Hefe</span></li><li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-unit">kg</span> <span class="wprm-recipe-ingredient-name">Zwetschgen</span></li></ul></div>'
 '<div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Anleitung</h3><ul class="wprm-recipe-instructions">'
 f'<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">{RC[2]}</div></li><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">{RC[3]}</div></li><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">{RC[4]}</div></li></ul></div>'
 '<div class="wprm-call-to-action"><span class="wprm-call-to-action-header">Hast du das Rezept ausprobiert?</span><span class="wprm-call-to-action-text">Markiere <a>@kuechenliebe</a> auf Instagram und verwende den Hashtag #küchenliebe!</span></div></div></div>'
 '</div></article><div id="comments"><h2 class="comments-title">14 Kommentare</h2><ol class="comment-list"><li class="comment"><div class="comment-author">Renate</div><div class="comment-content"><p>Genau wie bei meiner Oma, danke!</p></div></li></ol></div></main>'
 '<footer class="site-footer"><p>© 2026 Küchenliebe · <a>Impressum</a> · <a>Datenschutz</a></p></footer></body></html>',
 "https://www.kuechenliebe.de/zwetschgendatschi-vom-blech/",
 RC, ["Zum Rezept springen", "Rezept drucken", "Bewertungen", "Hast du das Rezept", "Hashtag", "Genau wie bei meiner Oma", "Alle akzeptieren"])

# 14 event page of a Kulturverein
EV = ["Zum Abschluss der Konzertsaison spielt das Kammerorchester Lindau Werke von Haydn, Mozart und der zeitgenössischen Komponistin Lisa Streich.",
      "Solistin des Abends ist die junge Cellistin Marie Baumann, Preisträgerin des Deutschen Musikwettbewerbs 2025.",
      "Karten gibt es im Vorverkauf bei der Tourist-Information und an der Abendkasse. Schüler und Studierende zahlen die Hälfte."]
_RAW["event"] = (article_head("Saisonabschluss: Kammerorchester Lindau - Kulturverein Lindau e.V.", "de", '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Event","name":"Saisonabschluss: Kammerorchester Lindau","startDate":"2027-06-19T19:30:00+02:00","location":{"@type":"Place","name":"Stadttheater Lindau"}}</script>') +
 '<body><header class="site-header"><a href="/">Kulturverein Lindau e.V.</a><nav><a>Programm</a><a>Mitglied werden</a><a>Kontakt</a></nav></header>'
 '<main><div class="tribe-events-single"><p class="tribe-events-back"><a href="/veranstaltungen/">« Alle Veranstaltungen</a></p><h1 class="tribe-events-single-event-title">Saisonabschluss: Kammerorchester Lindau</h1>'
 '<div class="tribe-events-schedule"><span class="tribe-event-date-start">19. Juni 2027 @ 19:30</span> - <span class="tribe-event-time">22:00</span><span class="tribe-events-cost">22 €</span></div>'
 f'<div class="tribe-events-single-event-description tribe-events-content"><p>{EV[0]}</p><p>{EV[1]}</p><p>{EV[2]}</p></div>'
 '<div class="tribe-events-cal-links"><a class="tribe-events-gcal">+ Google Kalender</a><a class="tribe-events-ical">+ iCal exportieren</a></div>'
 '<div class="tribe-events-single-section tribe-events-event-meta"><div class="tribe-events-meta-group-details"><h2 class="tribe-events-single-section-title">Details</h2><dl><dt>Datum:</dt><dd>19. Juni 2027</dd><dt>Eintritt:</dt><dd>22 €</dd></dl></div><div class="tribe-events-meta-group-venue"><h2>Veranstaltungsort</h2><dl><dd>Stadttheater Lindau</dd><dd>Fischergasse 37, 88131 Lindau</dd></dl></div></div>'
 '<nav class="tribe-events-nav-pagination"><ul><li><a>« Lesung: Bodensee-Geschichten</a></li><li><a>Sommerfest im Stadtgarten »</a></li></ul></nav></div></main>'
 '<footer><p>Kulturverein Lindau e.V. · Vereinsregister Kempten VR 1234</p><a>Impressum</a><a>Datenschutz</a></footer></body></html>',
 "https://www.kulturverein-lindau.de/veranstaltung/saisonabschluss-kammerorchester-lindau/",
 EV, ["Alle Veranstaltungen", "Google Kalender", "iCal", "Bodensee-Geschichten", "Vereinsregister"])

# 15 a job advert: the tasks, profile and offer as lists
JB = ["Die Stadtwerke Heilbronn versorgen rund 120.000 Menschen mit Strom, Gas, Wasser und Wärme. Für unseren Bereich Netzbetrieb suchen wir zum nächstmöglichen Zeitpunkt eine Elektroniker für Betriebstechnik (m/w/d).",
      "Wartung, Inspektion und Instandsetzung unserer Umspannwerke und Ortsnetzstationen",
      "Störungsbeseitigung im Rahmen der Rufbereitschaft",
      "Abgeschlossene Ausbildung als Elektroniker für Betriebstechnik oder vergleichbare Qualifikation",
      "Führerschein Klasse B und Bereitschaft zur Teilnahme am Bereitschaftsdienst",
      "Vergütung nach TV-V, 30 Tage Urlaub und eine betriebliche Altersvorsorge",
      "Bitte bewerben Sie sich bis zum 31. Januar 2027 über unser Online-Bewerbungsportal."]
_RAW["job"] = (article_head("Elektroniker für Betriebstechnik (m/w/d) - Stadtwerke Heilbronn", "de", '<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Elektroniker für Betriebstechnik (m/w/d)","datePosted":"2026-11-20","hiringOrganization":{"@type":"Organization","name":"Stadtwerke Heilbronn"}}</script>') +
 '<body><header class="header"><a href="/">Stadtwerke Heilbronn</a><nav><a>Privatkunden</a><a>Geschäftskunden</a><a>Karriere</a></nav></header>'
 '<main class="job-detail"><div class="job-header"><h1>Elektroniker für Betriebstechnik (m/w/d)</h1><ul class="job-facts"><li>Heilbronn</li><li>Vollzeit</li><li>unbefristet</li></ul><a class="btn apply" href="/bewerben">Jetzt bewerben</a></div>'
 f'<div class="job-description"><p>{JB[0]}</p><h2>Ihre Aufgaben</h2><ul><li>{JB[1]}</li><li>{JB[2]}</li></ul><h2>Ihr Profil</h2><ul><li>{JB[3]}</li><li>{JB[4]}</li></ul><h2>Wir bieten</h2><ul><li>{JB[5]}</li></ul><p>{JB[6]}</p></div>'
 '<div class="job-contact"><h3>Ihre Ansprechpartnerin</h3><p>Sandra Keller<br>Personalabteilung<br>Tel. 07131 56-0000</p></div>'
 '<div class="job-share"><span>Job teilen:</span><a>LinkedIn</a><a>XING</a><a>E-Mail</a></div>'
 '<section class="more-jobs"><h2>Weitere Stellenangebote</h2><ul><li><a>Ingenieur Netzplanung (m/w/d)</a></li><li><a>Kaufmann für Büromanagement (m/w/d)</a></li></ul></section></main>'
 '<footer><a>Impressum</a><a>Datenschutz</a><p>© Stadtwerke Heilbronn GmbH</p></footer></body></html>',
 "https://www.stadtwerke-heilbronn.de/karriere/stellenangebote/elektroniker-betriebstechnik-4812",
 JB, ["Jetzt bewerben", "Job teilen", "Weitere Stellenangebote", "Netzplanung", "Tel. 07131"])

# 16 an FAQ page whose answers sit in collapsed panels (hidden by class and aria)
FQ = ["You can return most items within 30 days of delivery for a full refund. Items must be unused and in their original packaging.",
      "Start a return from your account page, print the prepaid label and drop the parcel at any post office. Refunds are issued within five working days of the parcel reaching us.",
      "Standard delivery within the UK takes two to four working days. Express orders placed before 2pm are delivered the next working day.",
      "Yes, we ship to most countries in Europe. Delivery times and costs are shown at checkout once you have entered your address."]
_RAW["faq"] = (article_head("Frequently asked questions | Hearth & Oak", "en-GB") +
 '<body><div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFlat"><div id="onetrust-policy"><p id="onetrust-policy-text">We use cookies to improve your experience on our site and to show you relevant advertising. By clicking "Accept All Cookies", you agree to the storing of cookies on your device.</p></div><button id="onetrust-accept-btn-handler">Accept All Cookies</button><button id="onetrust-pc-btn-handler">Cookie Settings</button></div></div>'
 '<header class="site-header"><a href="/">Hearth &amp; Oak</a><nav><a>Living</a><a>Kitchen</a><a>Sale</a></nav><a href="/basket">Basket (0)</a></header>'
 '<main id="MainContent"><div class="page-width"><h1 class="main-page-title">Frequently asked questions</h1><div class="faq-section"><h2>Returns</h2>'
 f'<div class="accordion"><button class="accordion__toggle" aria-expanded="false" aria-controls="faq-1">How do I return an item?</button><div id="faq-1" class="accordion__content is-hidden" aria-hidden="true" hidden><p>{FQ[0]}</p><p>{FQ[1]}</p></div></div>'
 '<h2>Delivery</h2>'
 f'<div class="accordion"><button class="accordion__toggle" aria-expanded="false" aria-controls="faq-2">How long does delivery take?</button><div id="faq-2" class="accordion__content is-hidden" aria-hidden="true" hidden><p>{FQ[2]}</p></div></div>'
 f'<div class="accordion"><button class="accordion__toggle" aria-expanded="false" aria-controls="faq-3">Do you deliver abroad?</button><div id="faq-3" class="accordion__content is-hidden" aria-hidden="true" hidden><p>{FQ[3]}</p></div></div></div></div></main>'
 '<footer class="footer"><div class="footer-newsletter"><h2>Join our newsletter</h2><p>Be the first to hear about new arrivals and offers.</p><input type="email"></div><p>© 2026 Hearth &amp; Oak Ltd. Registered in England No. 01234567</p></footer></body></html>',
 "https://www.hearthandoak.co.uk/pages/faq",
 FQ, ["Accept All Cookies", "We use cookies", "Basket", "Join our newsletter", "new arrivals", "Registered in England"])

# 17 an English local paper (Newsquest)
NQ = ["Plans for 250 new homes on the edge of Kidderminster have been approved despite objections from more than 400 residents.",
      "Wyre Forest District Council's planning committee voted six to three in favour of the scheme on land off Stourbridge Road on Wednesday evening.",
      "Objectors said the development would add to traffic on an already congested road and put pressure on local GP surgeries.",
      "The developer has agreed to contribute £1.2 million towards a new primary school and improvements to the nearby junction."]
_RAW["newsquest"] = (news_head("Kidderminster: 250 homes approved off Stourbridge Road | Kidderminster Shuttle", "en-GB", "Plans for 250 homes approved despite 400 objections", "Sarah Collins", "2026-11-27") +
 '<body><header class="mar-header"><a href="/">Kidderminster Shuttle</a><nav><a>News</a><a>Sport</a><a>What\'s On</a><a>Jobs</a></nav></header>'
 '<main><article class="article-wrapper"><div class="article-first-paragraph"><h1 class="mar-article__headline">Plans for 250 homes approved despite 400 objections</h1>'
 '<div class="mar-article__meta"><div class="mar-article__byline"><a class="author-name">Sarah Collins</a><span class="author-role">Local Democracy Reporter</span></div><time class="mar-article__timestamp" datetime="2026-11-27T16:30:00Z">27th November</time></div></div>'
 f'<div id="subscription-content" class="article-body"><p>{NQ[0]}</p><p>{NQ[1]}</p>'
 '<p><strong>Read more: <a href="/news/2300.html">Man charged after town centre disturbance</a></strong></p>'
 f'<p>{NQ[2]}</p>'
 '<div class="mar-newsletter-signup"><h4>Sign up to our newsletter</h4><p>Get the latest news delivered to your inbox every morning.</p><button>Sign up</button></div>'
 f'<p>{NQ[3]}</p></div>'
 '<div class="article-footer"><p class="fb-share">Share this article</p></div>'
 '<div class="mar-comment-section"><h3>Comments</h3><p>Our rules: We want our comments to be a lively and valuable part of our community.</p></div></article>'
 '<aside class="mar-sidebar"><div class="most-popular"><h3>Most Read</h3><ol><li><a>Police appeal after car crashes into shop</a></li><li><a>Christmas lights switch-on date confirmed</a></li></ol></div></aside></main>'
 '<footer class="mar-footer"><p>This website and associated newspapers adhere to the Independent Press Standards Organisation\'s Editors\' Code of Practice.</p><p>© Copyright 2001-2026. This site is part of Newsquest\'s audited local newspaper network.</p></footer></body></html>',
 "https://www.kidderminstershuttle.co.uk/news/24789123.250-homes-approved-stourbridge-road/",
 NQ, ["Read more", "town centre disturbance", "Sign up", "Share this article", "Most Read", "Christmas lights", "Editors' Code", "Our rules"])

# 18 an old site whose text sits in a layout <table>, lines with <br>
TB = ["Die Burgruine Hohenfels liegt auf einem Bergsporn über dem Tal der Lauter und ist von Mai bis Oktober an Wochenenden frei zugänglich.",
      "Die Burg wurde um 1250 von den Herren von Hohenfels erbaut und im Dreißigjährigen Krieg zerstört. Erhalten sind der Bergfried und Teile der Ringmauer.",
      "Vom Parkplatz am Ortsende erreicht man die Ruine auf einem ausgeschilderten Fußweg in etwa zwanzig Minuten.",
      "Führungen für Gruppen vermittelt der Heimatverein. Anfragen bitte schriftlich oder telefonisch an den Vorsitzenden."]
_RAW["table"] = ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Burgruine Hohenfels - Heimatverein Hohenfels</title></head>'
 '<body bgcolor="#ffffff"><table width="800" border="0" cellpadding="0" cellspacing="0" align="center"><tr><td colspan="2"><img src="kopf.jpg" alt="Heimatverein Hohenfels" width="800" height="120"></td></tr>'
 '<tr><td width="180" valign="top" class="navi"><a href="index.html">Startseite</a><br><a href="verein.html">Der Verein</a><br><a href="burg.html">Die Burg</a><br><a href="termine.html">Termine</a><br><a href="kontakt.html">Kontakt</a><br><a href="impressum.html">Impressum</a></td>'
 f'<td width="620" valign="top" class="inhalt"><font face="Arial" size="2"><b><font size="4">Die Burgruine Hohenfels</font></b><br><br>{TB[0]}<br><br>{TB[1]}<br><br><b>Anfahrt</b><br>{TB[2]}<br><br>{TB[3]}<br><br></font></td></tr>'
 '<tr><td colspan="2" align="center"><font size="1">© 2026 Heimatverein Hohenfels e.V. | Letzte Aktualisierung: 03.04.2026 | Besucher: 48213</font></td></tr></table></body></html>',
 "http://www.heimatverein-hohenfels.de/burg.html",
 TB, ["Startseite", "Der Verein", "Letzte Aktualisierung", "Besucher"])

# 19 an article whose second half sits behind "Weiterlesen" (hidden by a class until clicked)
RM = ["Seit Oktober rollt in Görlitz der erste Bürgerbus der Oberlausitz. Ehrenamtliche Fahrer bringen ältere Menschen aus den Ortsteilen zum Einkaufen und zum Arzt.",
      "Der Verein hat inzwischen 23 Fahrerinnen und Fahrer, der jüngste ist 58, der älteste 79 Jahre alt. Gefahren wird montags bis freitags nach einem festen Fahrplan.",
      "Finanziert wird der Kleinbus zum größten Teil vom Landkreis, den Rest tragen Spenden und die Fahrgäste mit einem Euro pro Fahrt.",
      "Der Vorsitzende hofft, dass das Beispiel Schule macht: Zwei Nachbargemeinden hätten sich bereits nach den Erfahrungen erkundigt."]
_RAW["weiterlesen"] = (news_head("Görlitz: Erster Bürgerbus der Oberlausitz rollt - Lausitz Aktuell", "de", "Erster Bürgerbus der Oberlausitz rollt", "Uwe Richter", "2026-11-19") +
 '<body><header class="page-header"><a href="/">Lausitz Aktuell</a><nav><a>Görlitz</a><a>Bautzen</a><a>Zittau</a></nav></header>'
 '<main><article class="news-article"><h1>Erster Bürgerbus der Oberlausitz rollt</h1><div class="article-meta">Von <span class="author">Uwe Richter</span> | <time datetime="2026-11-19">19.11.2026</time></div>'
 f'<div class="article-text"><p>{RM[0]}</p><p>{RM[1]}</p><div class="read-more-target collapse" id="more-4812"><p>{RM[2]}</p><p>{RM[3]}</p></div>'
 '<button class="read-more-toggle" data-toggle="collapse" data-target="#more-4812">Weiterlesen</button></div></article>'
 '<aside class="sidebar"><h3>Meistgelesen</h3><ul><li><a>Weihnachtsmarkt öffnet mit neuer Eisbahn</a></li><li><a>Baustelle auf der B99 dauert länger</a></li></ul></aside></main>'
 '<footer><a>Impressum</a><a>Datenschutz</a><p>© 2026 Lausitz Aktuell</p></footer></body></html>',
 "https://www.lausitz-aktuell.de/goerlitz/erster-buergerbus-der-oberlausitz-rollt-4812",
 RM, ["Weiterlesen", "Meistgelesen", "Eisbahn", "B99"])

# 20 a magazine whose lead sits in the article's <header>, and a standfirst in a class named like a footer
HD = ["Immer mehr Städte verbannen Laubbläser aus ihren Parks. Doch was als Lärmschutz begann, wird zu einer Frage des Artenschutzes.",
      "Im Herbst dröhnen sie in fast jeder Straße: Laubbläser, mit denen Hausmeisterdienste und Gartenbesitzer Gehwege und Rasenflächen freiräumen.",
      "Biologen weisen seit Jahren darauf hin, dass die Geräte Insekten, Spinnen und Kleinstlebewesen mit in die Luft wirbeln und töten.",
      "In Graz sind Laubbläser in öffentlichen Grünanlagen seit 2021 verboten, mehrere deutsche Städte prüfen nun ähnliche Regeln.",
      "Der Deutsche Städtetag empfiehlt seinen Mitgliedern, zumindest auf benzinbetriebene Geräte zu verzichten und das Laub in Parks und auf Grünflächen liegen zu lassen, wo es niemanden stört und Igeln als Winterquartier dient."]
_RAW["lead"] = (news_head("Laubbläser: Lärm, Staub und tote Insekten | Umwelt Magazin", "de", "Lärm, Staub und tote Insekten", "Petra Lindner", "2026-10-28") +
 '<body><header class="site-header"><a href="/">Umwelt Magazin</a><nav><a>Natur</a><a>Klima</a><a>Stadt</a></nav></header>'
 '<main><article class="article"><header class="article-header"><span class="article-header__kicker">Laubbläser</span><h1 class="article-header__title">Lärm, Staub und tote Insekten</h1>'
 f'<p class="article-header__intro">{HD[0]}</p><div class="article-header__byline">Von <a>Petra Lindner</a> · <time datetime="2026-10-28T07:00:00+01:00">28. Oktober 2026</time></div></header>'
 f'<div class="article-content"><p>{HD[1]}</p><p>{HD[2]}</p><p>{HD[3]}</p></div>'
 f'<div class="article-footer-text"><p>{HD[4]}</p></div>'
 '<footer class="article-footer"><div class="tags"><a>Naturschutz</a><a>Stadtgrün</a></div><div class="share">Artikel teilen</div></footer></article>'
 '<section class="related"><h2>Mehr zum Thema</h2><a>Wie Städte ihre Parks insektenfreundlich machen</a></section></main>'
 '<footer class="site-footer"><a>Impressum</a><a>Datenschutz</a><p>© 2026 Umwelt Magazin</p></footer></body></html>',
 "https://www.umwelt-magazin.de/natur/laubblaeser-laerm-staub-und-tote-insekten-4812",
 HD, ["Artikel teilen", "Mehr zum Thema", "insektenfreundlich", "Stadtgrün"])


# 21 a small paper's CMS: the body one <div> of text lines parted by <br><br>, no <p>
BR = ["Die Freiwillige Feuerwehr Meckenheim hat am Samstag ihr neues Gerätehaus an der Bonner Straße offiziell in Betrieb genommen.",
      "Rund 300 Gäste kamen zur Einweihung, darunter Bürgermeister Holger Jung und Vertreter der Nachbarwehren aus Rheinbach und Wachtberg.",
      "Der Neubau war nötig geworden, weil das alte Gerätehaus zu klein für die modernen Löschfahrzeuge war. Die Kosten lagen bei 4,8 Millionen Euro.",
      "Am Sonntag lädt die Wehr von 11 bis 17 Uhr zum Tag der offenen Tür ein. Für Kinder gibt es eine Hüpfburg und eine Löschübung zum Mitmachen."]
_RAW["brtext"] = (news_head("Meckenheim: Feuerwehr weiht neues Gerätehaus ein - Rhein-Sieg Anzeiger", "de", "Feuerwehr weiht neues Gerätehaus ein", "Klaus Wegener", "2026-11-22") +
 '<body><div id="wrapper"><div id="header"><a href="/">Rhein-Sieg Anzeiger</a><ul id="menu"><li><a>Lokales</a></li><li><a>Sport</a></li><li><a>Termine</a></li></ul></div>'
 '<div id="content"><div class="artikel"><div class="dachzeile">Meckenheim</div><h1>Feuerwehr weiht neues Gerätehaus ein</h1><div class="autor">Von Klaus Wegener, 22.11.2026</div>'
 f'<div class="artikeltext">{BR[0]}<br><br>{BR[1]}<br><br>{BR[2]}<br><br>{BR[3]}</div>'
 '<div class="artikelfuss"><a href="/drucken">Drucken</a> | <a href="/empfehlen">Artikel empfehlen</a></div></div>'
 '<div id="rechts"><div class="box"><h3>Anzeige</h3><p>Autohaus Becker – Ihr Partner in Meckenheim</p></div></div></div>'
 '<div id="footer">© 2026 Rhein-Sieg Anzeiger | <a>Impressum</a> | <a>Datenschutz</a> | <a>AGB</a></div></div></body></html>',
 "https://www.rhein-sieg-anzeiger.de/lokales/meckenheim/feuerwehr-weiht-neues-geraetehaus-ein-4812.html",
 BR, ["Drucken", "Artikel empfehlen", "Autohaus Becker", "Anzeige", "AGB"])

# 22 a news article with a background box (<aside>) inside its text, and a box of teasers
IB = ["Der Bundestag hat am Donnerstag die Reform der Grundsteuer für landwirtschaftliche Flächen beschlossen. Für die meisten Betriebe soll die Steuer sinken.",
      "Bauernverbände begrüßten die Reform, Kommunen warnen dagegen vor Einnahmeausfällen in Millionenhöhe.",
      "Die Grundsteuer A wird auf land- und forstwirtschaftliche Flächen erhoben. Anders als die Grundsteuer B für Wohn- und Gewerbegrundstücke bringt sie den Gemeinden nur einen kleinen Teil ihrer Einnahmen, ist aber für viele Dörfer eine wichtige Einnahmequelle.",
      "Die neuen Regeln gelten ab dem 1. Januar 2028. Bis dahin müssen die Finanzämter alle Flächen neu bewerten."]
_RAW["infobox"] = (news_head("Bundestag beschließt Reform der Grundsteuer A | Agrarzeitung Online", "de", "Bundestag beschließt Reform der Grundsteuer A", "Martin Schulte", "2026-11-20") +
 '<body><header class="site-header"><a href="/">Agrarzeitung Online</a><nav><a>Politik</a><a>Markt</a><a>Technik</a></nav></header>'
 '<main><article class="article"><h1>Bundestag beschließt Reform der Grundsteuer A</h1><p class="article-meta">Von <span class="author">Martin Schulte</span> · <time datetime="2026-11-20T15:00:00+01:00">20.11.2026</time></p>'
 f'<div class="article-body"><p>{IB[0]}</p><p>{IB[1]}</p>'
 f'<aside class="infobox infobox--background"><h3 class="infobox__title">Hintergrund: Was ist die Grundsteuer A?</h3><p>{IB[2]}</p></aside>'
 f'<p>{IB[3]}</p>'
 '<aside class="related-articles"><h3>Mehr zum Thema</h3><ul><li><a href="/a1">Agrardiesel: Bauern protestieren erneut in Berlin</a></li><li><a href="/a2">Erbschaftsteuer für Höfe: Was sich 2027 ändert</a></li></ul></aside></div></article></main>'
 '<footer class="site-footer"><a>Impressum</a><a>Datenschutz</a><p>© 2026 Agrarzeitung Online</p></footer></body></html>',
 "https://www.agrarzeitung-online.de/politik/grundsteuer-a-reform-beschlossen-4812",
 IB, ["Mehr zum Thema", "Agrardiesel", "Erbschaftsteuer"])

# 23 a university's institute page with tabs: the panels after the first hidden by an inline style
TA = ["Das Institut für Geoinformatik forscht zu räumlichen Daten, Fernerkundung und digitalen Zwillingen von Städten. Es wurde 1998 gegründet und hat heute rund 40 Beschäftigte.",
      "Im Bachelorstudiengang Geoinformatik lernen Studierende, wie man Geodaten erfasst, verarbeitet und in Karten und Anwendungen darstellt.",
      "Der Masterstudiengang vertieft die Themen Fernerkundung, räumliche Statistik und Geodateninfrastrukturen und wird vollständig auf Englisch angeboten.",
      "Das Institut liegt im Geo-Gebäude am Campus Nord, Raum 2.104. Das Sekretariat ist montags bis donnerstags von 9 bis 12 Uhr besetzt."]
_RAW["tabs"] = (article_head("Institut für Geoinformatik - Hochschule Rheinland", "de") +
 '<body><header class="page-header"><a href="/">Hochschule Rheinland</a><nav class="main-nav"><a>Studium</a><a>Forschung</a><a>Hochschule</a></nav></header>'
 '<main id="content"><h1>Institut für Geoinformatik</h1>'
 f'<p class="intro">{TA[0]}</p>'
 '<div class="tabs"><ul class="tab-nav" role="tablist"><li><a href="#tab-bachelor" class="active">Bachelor</a></li><li><a href="#tab-master">Master</a></li><li><a href="#tab-kontakt">Kontakt</a></li></ul>'
 f'<div class="tab-panel" id="tab-bachelor"><p>{TA[1]}</p></div>'
 f'<div class="tab-panel" id="tab-master" style="display: none;"><p>{TA[2]}</p></div>'
 f'<div class="tab-panel" id="tab-kontakt" style="display: none;"><p>{TA[3]}</p></div></div></main>'
 '<footer class="page-footer"><a>Impressum</a><a>Datenschutz</a><a>Barrierefreiheit</a><p>© Hochschule Rheinland</p></footer></body></html>',
 "https://www.hs-rheinland.de/fachbereiche/geo/institut-fuer-geoinformatik",
 TA, ["Barrierefreiheit", "Hochschule Rheinland</p>"])


# 24 new Reddit (shreddit): the post's text in a slot of a custom element, the comments in <shreddit-comment>s
RD = ["I've been running a small Raspberry Pi home server for two years and the SD card finally died last week. What are people using for reliable storage these days?",
      "Boot from a USB SSD. Every Pi since the 4 supports it, and even a cheap 128 GB drive will outlive a dozen SD cards.",
      "Seconding the SSD, but also set up a nightly backup of your config to another machine. The drive is not the only thing that can fail.",
      "Thanks everyone, ordered a small SSD and a powered hub. Will report back once it is migrated."]
_RAW["reddit"] = ('<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Reliable storage for a Pi home server? : r/selfhosted</title>'
 '<meta property="og:type" content="website"><meta property="og:title" content="r/selfhosted on Reddit: Reliable storage for a Pi home server?"></head>'
 '<body><shreddit-app><reddit-header-large><header><a href="/">reddit</a><faceplate-search-input placeholder="Search Reddit"></faceplate-search-input><a href="/login">Log In</a></header></reddit-header-large>'
 '<div class="main-container"><main class="main w-full"><shreddit-post author="pi_tinkerer" created-timestamp="2026-11-24T18:02:11.000000+0000" post-title="Reliable storage for a Pi home server?" comment-count="3" score="48">'
 '<span slot="credit-bar"><a href="/r/selfhosted/">r/selfhosted</a> • <faceplate-timeago ts="2026-11-24T18:02:11.000Z"><time datetime="2026-11-24T18:02:11.000Z">1 day ago</time></faceplate-timeago> <a href="/user/pi_tinkerer/">pi_tinkerer</a></span>'
 '<h1 slot="title" id="post-title-t3_1h0abcd">Reliable storage for a Pi home server?</h1>'
 f'<div slot="text-body"><div class="text-neutral-content" id="t3_1h0abcd-post-rtjson-content"><p>{RD[0]}</p></div></div>'
 '<div slot="post-media-container"></div></shreddit-post>'
 '<div id="comment-tree"><shreddit-comment-tree>'
 f'<shreddit-comment author="ssd_fan" depth="0" score="31"><div slot="commentMeta"><a>ssd_fan</a> • <time>1d ago</time></div><div slot="comment"><div class="md text-14"><p>{RD[1]}</p></div></div><shreddit-comment-action-row><button>Reply</button><button>Share</button></shreddit-comment-action-row>'
 f'<shreddit-comment author="backup_guy" depth="1" score="12"><div slot="commentMeta"><a>backup_guy</a> • <time>1d ago</time></div><div slot="comment"><div class="md text-14"><p>{RD[2]}</p></div></div><shreddit-comment-action-row><button>Reply</button></shreddit-comment-action-row></shreddit-comment></shreddit-comment>'
 f'<shreddit-comment author="pi_tinkerer" depth="0" score="5"><div slot="commentMeta"><a>pi_tinkerer</a> <span>OP</span> • <time>22h ago</time></div><div slot="comment"><div class="md text-14"><p>{RD[3]}</p></div></div></shreddit-comment>'
 '</shreddit-comment-tree></div></main>'
 '<aside class="right-sidebar"><div class="community-details"><h2>r/selfhosted</h2><p>A place to share alternatives to popular online services that can be self-hosted without giving up privacy or locking you into a service you don\'t control.</p><p>420K Members</p></div><faceplate-tracker><a>Reddit Rules</a><a>Privacy Policy</a><a>User Agreement</a></faceplate-tracker></aside></div></shreddit-app></body></html>',
 "https://www.reddit.com/r/selfhosted/comments/1h0abcd/reliable_storage_for_a_pi_home_server/",
 RD, ["Reply", "Share", "420K Members", "giving up privacy", "User Agreement", "Log In"])

# 25 a press release on a press portal (ots): the release, the issuer's contact, the portal's other releases
OT = ["Die Stadtwerke Lüneburg senken zum 1. Januar 2027 die Strompreise für rund 38.000 Haushaltskunden in der Grundversorgung um durchschnittlich 2,1 Cent pro Kilowattstunde.",
      "Ein Haushalt mit einem Jahresverbrauch von 2.500 Kilowattstunden spart damit rund 63 Euro im Jahr. Grund für die Senkung sind gesunkene Beschaffungskosten an der Strombörse.",
      "„Wir geben die günstigeren Einkaufspreise vollständig an unsere Kundinnen und Kunden weiter“, sagte Geschäftsführerin Anke Weber.",
      "Die Kunden werden in den kommenden Tagen schriftlich über die neuen Preise informiert. Sie müssen nichts weiter tun."]
_RAW["presseportal"] = (article_head("Stadtwerke Lüneburg senken Strompreise zum Jahreswechsel | Presseportal", "de") +
 '<body><header class="header"><a href="/" class="logo">news aktuell Presseportal</a><nav><a>Wirtschaft</a><a>Blaulicht</a><a>Politik</a></nav><a class="login">Login</a></header>'
 '<main><article class="story"><p class="date">24.11.2026 – 10:15</p><p class="customer"><a href="/nr/12345">Stadtwerke Lüneburg GmbH</a></p>'
 '<h1>Stadtwerke Lüneburg senken Strompreise zum Jahreswechsel</h1>'
 f'<p>Lüneburg (ots) - {OT[0]}</p><p>{OT[1]}</p><p>{OT[2]}</p><p>{OT[3]}</p>'
 '<p class="contact"><b>Pressekontakt:</b><br>Stadtwerke Lüneburg GmbH<br>Unternehmenskommunikation<br>Telefon: 04131 123-456<br>E-Mail: presse@stadtwerke-lueneburg.example</p>'
 '<p class="originator">Original-Content von: Stadtwerke Lüneburg GmbH, übermittelt durch news aktuell</p></article>'
 '<section class="more-stories"><h2>Weitere Meldungen: Stadtwerke Lüneburg GmbH</h2><ul><li><a>Neues Freibad öffnet im Mai</a></li><li><a>Stadtwerke bauen Ladepark am Bahnhof</a></li></ul></section></main>'
 '<footer><a>Impressum</a><a>Datenschutz</a><a>AGB</a></footer></body></html>',
 "https://www.presseportal.de/pm/12345/5912345",
 [f"Lüneburg (ots) - {OT[0]}", *OT[1:]], ["Weitere Meldungen", "Neues Freibad", "Ladepark", "Login"])

# 26 a listicle: the tips are the items of a list, each a long paragraph
LI = ["Wer im Winter Heizkosten sparen will, muss nicht frieren. Oft reichen kleine Änderungen im Alltag, um die Rechnung spürbar zu senken.",
      "Stoßlüften statt Kipplüften: Mehrmals täglich für fünf bis zehn Minuten die Fenster weit öffnen. Ein dauerhaft gekipptes Fenster kühlt die Wände aus und verschwendet Energie.",
      "Heizkörper frei halten: Möbel, Vorhänge und Verkleidungen vor dem Heizkörper verhindern, dass sich die warme Luft im Raum verteilt.",
      "Die Raumtemperatur senken: Jedes Grad weniger spart rund sechs Prozent Heizenergie. Im Schlafzimmer reichen meist 17 Grad.",
      "Heizkörper entlüften: Gluckert es im Heizkörper, ist Luft im System. Mit einem Entlüftungsschlüssel aus dem Baumarkt ist das in wenigen Minuten erledigt."]
_RAW["listicle"] = (news_head("Heizkosten sparen: Vier Tipps, die wirklich helfen | Verbraucherportal", "de", "Heizkosten sparen: Vier Tipps, die wirklich helfen", "Julia Brandt", "2026-11-10") +
 '<body><header class="site-header"><a href="/">Verbraucherportal</a><nav><a>Energie</a><a>Geld</a><a>Wohnen</a></nav></header>'
 '<main><article><h1>Heizkosten sparen: Vier Tipps, die wirklich helfen</h1><div class="meta">Von <span class="author">Julia Brandt</span> · <time datetime="2026-11-10">10.11.2026</time></div>'
 f'<div class="article-body"><p>{LI[0]}</p><ol class="tips-list"><li>{LI[1]}</li><li>{LI[2]}</li><li>{LI[3]}</li><li>{LI[4]}</li></ol></div></article>'
 '<aside class="teaser-box"><h3>Auch interessant</h3><ul><li><a>Stromanbieter wechseln: So geht es</a></li><li><a>Balkonkraftwerk: Lohnt sich das?</a></li></ul></aside></main>'
 '<footer><a>Impressum</a><a>Datenschutz</a></footer></body></html>',
 "https://www.verbraucherportal.example.de/energie/heizkosten-sparen-tipps",
 LI, ["Auch interessant", "Stromanbieter wechseln", "Balkonkraftwerk"])

# 27 a town's news item above a long list of the other news (the list outweighs the item)
SN = ["Die Stadt Friedberg erneuert ab dem 2. Dezember die Fahrbahn der Kaiserstraße zwischen Marktplatz und Burgfeldstraße.",
      "Die Arbeiten dauern voraussichtlich bis Ende Januar. In dieser Zeit ist die Kaiserstraße in Richtung Norden gesperrt, eine Umleitung über die Seewiese ist ausgeschildert.",
      "Anliegerinnen und Anlieger können ihre Grundstücke jederzeit erreichen. Die Stadt bittet um Verständnis für die Einschränkungen."]
_others = "".join(f'<li class="news-list-item"><span class="news-date">{d}.11.2026</span><a href="/aktuelles/{d}">{t}</a><p>{t2}</p></li>'
                  for d, t, t2 in (("21", "Weihnachtsmarkt öffnet am Freitag", "Der Friedberger Weihnachtsmarkt öffnet am Freitag um 17 Uhr mit einem Auftritt des Stadtchors."),
                                   ("19", "Neue Öffnungszeiten der Stadtbücherei", "Ab Dezember hat die Stadtbücherei auch am Samstagvormittag geöffnet."),
                                   ("17", "Sitzung der Stadtverordneten", "Die nächste Sitzung der Stadtverordnetenversammlung findet am 4. Dezember statt."),
                                   ("14", "Laubabfuhr im November", "Die Stadt holt Laub in Säcken noch bis Ende November an der Straße ab."),
                                   ("12", "Kita-Anmeldung für 2027", "Eltern können ihre Kinder ab sofort für das Kita-Jahr 2027 online anmelden."),
                                   ("10", "Baumpflanzaktion im Stadtwald", "Freiwillige pflanzten am Samstag 500 junge Bäume im Friedberger Stadtwald.")))
_RAW["stadt"] = (article_head("Sanierung der Kaiserstraße beginnt - Stadt Friedberg", "de") +
 '<body><header><a href="/">Stadt Friedberg (Hessen)</a><nav><a>Rathaus</a><a>Leben</a><a>Wirtschaft</a><a>Kultur</a></nav></header>'
 '<main id="content"><div class="news-single"><div class="article"><span class="news-list-date"><time datetime="2026-11-24">24.11.2026</time></span>'
 f'<div class="header"><h1>Sanierung der Kaiserstraße beginnt</h1></div><div class="news-text-wrap"><p>{SN[0]}</p><p>{SN[1]}</p><p>{SN[2]}</p></div>'
 '<div class="news-backlink-wrap"><a href="/aktuelles">Zurück</a></div></div></div>'
 f'<div class="news-list"><h2>Weitere Meldungen</h2><ul>{_others}</ul></div></main>'
 '<footer><p>Magistrat der Stadt Friedberg (Hessen), Mainzer-Tor-Anlage 6, 61169 Friedberg</p><a>Impressum</a><a>Datenschutz</a></footer></body></html>',
 "https://www.friedberg-hessen.de/aktuelles/sanierung-der-kaiserstrasse-beginnt",
 SN, ["Weitere Meldungen", "Weihnachtsmarkt", "Stadtbücherei", "Baumpflanzaktion", "Zurück", "Mainzer-Tor-Anlage"])

# 28 a short news brief (two short paragraphs): it must still give a document
KU = ["Auf der A7 zwischen Kassel-Nord und Hann. Münden ist am Montagmorgen ein Lastwagen umgekippt. Der Fahrer wurde leicht verletzt.",
      "Die Autobahn war in Richtung Hamburg für drei Stunden gesperrt."]
_RAW["kurz"] = (news_head("A7: Lastwagen umgekippt – Sperrung aufgehoben | HNA", "de", "A7: Lastwagen umgekippt – Sperrung aufgehoben", "dpa", "2026-11-23") +
 '<body><header class="site-header"><a href="/">HNA</a><nav><a>Kassel</a><a>Region</a><a>Sport</a></nav></header>'
 '<main><article class="id-Story"><h1 class="id-Story-title">A7: Lastwagen umgekippt – Sperrung aufgehoben</h1><p class="id-Story-timestamp"><time datetime="2026-11-23T09:40:00+01:00">23.11.2026, 09:40 Uhr</time></p>'
 f'<div class="id-Story-body"><p class="id-Story-text">{KU[0]}</p><p class="id-Story-text">{KU[1]}</p></div></article>'
 '<section class="id-Teaser-list"><h2>Mehr aus der Region</h2><article class="id-Teaser"><a href="/region/kassel-strassenbahn-93410001.html"><h3>Kassel: Neue Straßenbahnlinie ab Dezember</h3><p>Die KVG startet eine neue Linie zwischen Hauptbahnhof und Uni.</p></a></article><article class="id-Teaser"><a href="/region/baunatal-vw-93410002.html"><h3>Baunatal: VW-Werk stellt Schicht um</h3><p>Im Werk Kassel ändern sich ab Januar die Schichtzeiten.</p></a></article><article class="id-Teaser"><a href="/region/goettingen-bahnhof-93410003.html"><h3>Göttingen: Bahnhof wird saniert</h3><p>Die Deutsche Bahn saniert ab Frühjahr den Göttinger Bahnhof für 40 Millionen Euro.</p></a></article></section></main>'
 '<footer><a>Impressum</a><a>Datenschutz</a></footer></body></html>',
 "https://www.hna.de/kassel/a7-lastwagen-umgekippt-sperrung-aufgehoben-93412345.html",
 KU, ["Mehr aus der Region", "Straßenbahnlinie", "Schichtzeiten", "Göttinger Bahnhof"])

# 29 a podcast episode's page: the show notes are the text; the player and the subscribe buttons go
PO = ["In dieser Folge sprechen wir mit der Hebamme Sarah Kühn über die ersten Wochen nach der Geburt und darüber, warum das Wochenbett so oft unterschätzt wird.",
      "Sarah erzählt, wie sich die Versorgung durch Hebammen in den letzten zehn Jahren verändert hat und warum viele Familien heute keine Nachsorge mehr finden.",
      "Außerdem geht es um ganz praktische Fragen: Wie viel Besuch ist zu viel, wer kümmert sich um den Haushalt, und wann sollte man ärztliche Hilfe holen?"]
_RAW["podcast"] = (news_head("Folge 87: Das unterschätzte Wochenbett – Elternzeit Podcast", "de", "Folge 87: Das unterschätzte Wochenbett", "Lena Hartmann", "2026-11-12", "PodcastEpisode") +
 '<body><header class="site-header"><a href="/">Elternzeit Podcast</a><nav><a>Folgen</a><a>Über uns</a><a>Kontakt</a></nav></header>'
 '<main><article class="episode"><h1 class="entry-title">Folge 87: Das unterschätzte Wochenbett</h1><div class="entry-meta"><span class="author">Lena Hartmann</span> · <time datetime="2026-11-12">12. November 2026</time></div>'
 '<div class="podlove-web-player"><div class="player-title">Folge 87: Das unterschätzte Wochenbett</div><div class="player-controls"><button>Abspielen</button><span class="timer">00:00 / 58:12</span><button>1x</button></div><div class="player-chapters"><span>Kapitel</span></div></div>'
 '<div class="podcast-subscribe"><span>Abonnieren:</span><a>Apple Podcasts</a><a>Spotify</a><a>RSS-Feed</a></div>'
 f'<div class="entry-content"><p>{PO[0]}</p><p>{PO[1]}</p><p>{PO[2]}</p><h3>Shownotes</h3><ul><li><a>Deutscher Hebammenverband: Hebammensuche</a></li><li><a>Buch: Das Wochenbett (Kösel Verlag)</a></li></ul></div></article></main>'
 '<footer><a>Impressum</a><a>Datenschutz</a><p>© 2026 Elternzeit Podcast</p></footer></body></html>',
 "https://www.elternzeit-podcast.de/folge-87-das-unterschaetzte-wochenbett/",
 PO, ["Abspielen", "00:00", "Apple Podcasts", "RSS-Feed"])

# 30 a blog post whose readers' comments are longer than the post
BC = ["Nach zwei Jahren mit dem Lastenrad ist es Zeit für ein ehrliches Fazit: Wir haben unser Auto nicht vermisst, aber es gab Momente, in denen das Rad an seine Grenzen kam.",
      "Im Alltag mit zwei Kindern und Einkäufen ist das Lastenrad unschlagbar. Parkplatzsuche gibt es nicht mehr, und die Kinder lieben die Fahrten.",
      "Schwierig wurde es bei Glatteis und bei Fahrten über 15 Kilometer. Dafür nutzen wir inzwischen Carsharing, das etwa zweimal im Monat."]
_comments = "".join(
    f'<li class="comment" id="comment-{n}"><article class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><b class="fn">{who}</b> <span class="says">sagt:</span></div><div class="comment-metadata"><time datetime="2026-10-0{n}">{n}. Oktober 2026 um 20:1{n} Uhr</time></div></footer>'
    f'<div class="comment-content"><p>{text}</p></div><div class="reply"><a class="comment-reply-link">Antworten</a></div></article></li>'
    for n, who, text in (
        (1, "Thomas", "Wir überlegen auch seit Monaten, ob wir das Zweitauto abschaffen sollen. Wie macht ihr das mit größeren Einkäufen, zum Beispiel Getränkekisten? Das ist bei uns immer das Hauptargument fürs Auto, und ich weiß nicht, ob das Rad so viel Gewicht wirklich gut schafft."),
        (2, "Anja", "Danke für den ehrlichen Bericht! Bei uns hat es genau umgekehrt angefangen: erst Carsharing, dann das Lastenrad. Ich würde heute nichts anderes mehr wollen, auch wenn der Winter manchmal hart ist. Wichtig finde ich gute Regenkleidung für die Kinder und eine Plane."),
        (3, "Michael", "Spannend, wie unterschiedlich die Erfahrungen sind. In unserer Stadt gibt es leider kaum sichere Radwege, deshalb trauen wir uns mit den Kindern nicht auf die Hauptstraßen. Ich hoffe, dass sich das in den nächsten Jahren ändert, die Stadt hat ja große Pläne angekündigt."),
        (4, "Sabine", "Wie habt ihr das Rad gegen Diebstahl gesichert? Wir haben keinen Keller und keine Garage, und ein Lastenrad für mehrere tausend Euro einfach auf der Straße stehen zu lassen, macht mich nervös. Gibt es da gute Schlösser oder Versicherungen, die ihr empfehlen könnt?")))
_RAW["comments"] = (news_head("Zwei Jahre Lastenrad statt Auto: Unser Fazit – Familie auf Rädern", "de", "Zwei Jahre Lastenrad statt Auto: Unser Fazit", "Svenja Roth", "2026-09-28", "BlogPosting") +
 '<body class="single"><header class="site-header"><a href="/">Familie auf Rädern</a><nav><a>Blog</a><a>Über uns</a></nav></header>'
 '<main><article class="post"><h1 class="entry-title">Zwei Jahre Lastenrad statt Auto: Unser Fazit</h1><div class="entry-meta">von <span class="author vcard">Svenja Roth</span> am <time datetime="2026-09-28">28. September 2026</time></div>'
 f'<div class="entry-content"><p>{BC[0]}</p><p>{BC[1]}</p><p>{BC[2]}</p></div></article>'
 f'<div id="comments" class="comments-area"><h2 class="comments-title">4 Gedanken zu „Zwei Jahre Lastenrad statt Auto: Unser Fazit“</h2><ol class="comment-list">{_comments}</ol>'
 '<div id="respond" class="comment-respond"><h3>Schreibe einen Kommentar</h3></div></div></main>'
 '<footer class="site-footer"><a>Impressum</a><a>Datenschutz</a></footer></body></html>',
 "https://www.familie-auf-raedern.de/2026/09/zwei-jahre-lastenrad-fazit/",
 BC, ["Schreibe einen Kommentar", "sagt:", "Antworten", "Gedanken zu"])


# 31 an interview: the questions in bold paragraphs, short answers among the long ones
IV = ["Frau Keller, Sie leiten seit einem Jahr das Tierheim in Bielefeld. Wie voll ist es gerade?",
      "Voll. Wir haben 180 Tiere im Haus, ausgelegt sind wir für 140.",
      "Woran liegt das?",
      "Viele Menschen haben sich in der Pandemie ein Tier angeschafft und merken jetzt, dass sie sich die Kosten für Futter und Tierarzt nicht mehr leisten können. Die Tierarztgebühren sind stark gestiegen.",
      "Was wünschen Sie sich von der Stadt?",
      "Mehr Geld, ganz ehrlich.",
      "Und von den Bürgern?",
      "Dass sie sich vor der Anschaffung eines Tieres gut überlegen, ob sie es auch in zehn oder fünfzehn Jahren noch versorgen können."]
_RAW["interview"] = (news_head("Tierheim Bielefeld: „Wir sind völlig überlastet“ | Neue Westfälische", "de", "Tierheim Bielefeld: „Wir sind völlig überlastet“", "Ralf Bittner", "2026-11-21") +
 '<body><header class="site-header"><a href="/">Neue Westfälische</a><nav><a>Bielefeld</a><a>OWL</a><a>Sport</a></nav></header>'
 '<main><article class="article"><h1>Tierheim Bielefeld: „Wir sind völlig überlastet“</h1><div class="article-author">Ralf Bittner</div><time datetime="2026-11-21T08:00:00+01:00">21.11.2026</time>'
 '<div class="article-text">' + "".join(f"<p><strong>{t}</strong></p>" if i % 2 == 0 else f"<p>{t}</p>" for i, t in enumerate(IV)) + '</div></article>'
 '<aside class="sidebar"><h3>Meistgelesen</h3><ol><li><a href="/1">Stau auf der A2 nach Unfall</a></li><li><a href="/2">Neue Kita in Sennestadt</a></li></ol></aside></main>'
 '<footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>',
 "https://www.nw.de/lokal/bielefeld/mitte/23812345_Tierheim-Bielefeld-voellig-ueberlastet.html",
 IV, ["Meistgelesen", "Stau auf der A2", "Sennestadt"])

# 32 a glossary entry whose text is a definition list
GL = ["Ein Erbbaurecht ist das Recht, auf einem fremden Grundstück ein Gebäude zu errichten oder zu besitzen. Es wird meist für 99 Jahre vergeben.",
      "Der Erbbauzins ist das Entgelt, das der Erbbauberechtigte jährlich an den Eigentümer des Grundstücks zahlt. Er liegt meist zwischen drei und fünf Prozent des Bodenwerts.",
      "Läuft das Erbbaurecht aus, fällt das Gebäude an den Grundstückseigentümer. Dieser muss dafür in der Regel eine Entschädigung zahlen.",
      "Das Erbbaurecht wird im Erbbaugrundbuch eingetragen und kann wie ein Grundstück verkauft, vererbt und beliehen werden."]
_RAW["glossar"] = (article_head("Erbbaurecht – Immobilienlexikon | Sparkasse Musterstadt", "de") +
 '<body><header class="header"><a href="/">Sparkasse Musterstadt</a><nav><a>Privatkunden</a><a>Firmenkunden</a><a>Immobilien</a></nav><a href="/login">Online-Banking Login</a></header>'
 '<main><div class="lexikon-entry"><h1>Erbbaurecht</h1>'
 f'<p class="lexikon-lead">{GL[0]}</p><dl class="lexikon-terms"><dt>Erbbauzins</dt><dd>{GL[1]}</dd><dt>Ende des Erbbaurechts</dt><dd>{GL[2]}</dd><dt>Grundbuch</dt><dd>{GL[3]}</dd></dl>'
 '<div class="lexikon-nav"><span>Weitere Begriffe:</span><a href="/lexikon/a">A</a> <a href="/lexikon/b">B</a> <a href="/lexikon/c">C</a> <a href="/lexikon/d">D</a> <a href="/lexikon/e">E</a></div></div>'
 '<div class="cta-box"><h2>Sie planen den Kauf einer Immobilie?</h2><p>Vereinbaren Sie jetzt einen Beratungstermin.</p><a class="btn" href="/termin">Termin vereinbaren</a></div></main>'
 '<footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a><p>Sparkasse Musterstadt · BLZ 123 456 78</p></footer></body></html>',
 "https://www.sparkasse-musterstadt.example.de/de/home/ratgeber/immobilienlexikon/erbbaurecht.html",
 GL, ["Weitere Begriffe", "Online-Banking", "Beratungstermin", "Termin vereinbaren", "BLZ"])

# 33 an article split in two containers by an advert's row (the second half in a sibling of the first)
SP = ["Der Landkreis Rostock hat am Mittwoch den Katastrophenfall wegen der Sturmflut an der Ostseeküste aufgehoben. Die Pegelstände sind wieder deutlich gesunken.",
      "In Warnemünde und Kühlungsborn waren in der Nacht zum Dienstag Teile der Promenade überflutet worden. Mehrere Strandabgänge wurden zerstört.",
      "Die Schäden werden nach ersten Schätzungen auf mehr als zehn Millionen Euro beziffert. Das Land hat schnelle Hilfe für die betroffenen Gemeinden zugesagt.",
      "Der Deutsche Wetterdienst erwartet für die kommenden Tage ruhigeres Wetter mit mäßigem Westwind."]
_RAW["split"] = (news_head("Sturmflut: Katastrophenfall im Landkreis Rostock aufgehoben | Ostsee-Rundschau", "de", "Sturmflut: Katastrophenfall im Landkreis Rostock aufgehoben", "Anne Krüger", "2026-11-18") +
 '<body><header class="site-header"><a href="/">Ostsee-Rundschau</a><nav><a>Rostock</a><a>Schwerin</a><a>MV</a></nav></header>'
 '<main><div class="article-wrap"><h1>Sturmflut: Katastrophenfall im Landkreis Rostock aufgehoben</h1><div class="byline">Von Anne Krüger · <time datetime="2026-11-18">18.11.2026</time></div>'
 f'<div class="text-block"><p>{SP[0]}</p><p>{SP[1]}</p></div>'
 '<div class="ad-row"><div class="ad-slot" id="div-gpt-ad-1"><span class="ad-label">Anzeige</span></div></div>'
 f'<div class="text-block"><p>{SP[2]}</p><p>{SP[3]}</p></div>'
 '<div class="tags"><a href="/thema/sturmflut">Sturmflut</a><a href="/thema/ostsee">Ostsee</a></div></div></main>'
 '<footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>',
 "https://www.ostsee-rundschau.example.de/rostock/sturmflut-katastrophenfall-aufgehoben-4812",
 SP, ["Anzeige"])

# 34 a poem on a literature blog: short lines parted by <br>, stanzas in <p>
GD = ["Der Nebel liegt noch auf dem Feld, die Krähen ziehen still.",
      "Ich geh den Weg, den du gekannt, und weiß nicht, was ich will.",
      "Das Laub ist nass, der Himmel grau, die Bank am Bach ist leer.",
      "Ich setz mich hin, wie wir es taten, und du kommst nicht mehr."]
_RAW["gedicht"] = (news_head("Novembermorgen – ein Gedicht | Zeilenweise", "de", "Novembermorgen", "Hanna Berger", "2026-11-05", "BlogPosting") +
 '<body><header class="site-header"><a href="/">Zeilenweise</a><nav><a>Gedichte</a><a>Prosa</a><a>Über mich</a></nav></header>'
 '<main><article class="post"><h1 class="entry-title">Novembermorgen</h1><div class="entry-meta"><span class="author">Hanna Berger</span> · <time datetime="2026-11-05">5. November 2026</time></div>'
 f'<div class="entry-content"><p>{GD[0]}<br>{GD[1]}</p><p>{GD[2]}<br>{GD[3]}</p></div>'
 '<div class="post-tags">Schlagwörter: <a href="/tag/herbst">Herbst</a>, <a href="/tag/trauer">Trauer</a></div></article></main>'
 '<footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>',
 "https://www.zeilenweise.example.de/2026/11/novembermorgen/",
 [f"{GD[0]} {GD[1]}", f"{GD[2]} {GD[3]}"], ["Schlagwörter"])  # (a stanza's lines parted by <br>: one paragraph)


# 35 a firm's team page: person cards, each a name, a role and a short bio
TM = [("Dr. Maria Lehmann", "Geschäftsführerin", "Maria gründete das Büro 2009 nach zehn Jahren in der Stadtplanung. Sie betreut vor allem Projekte im öffentlichen Wohnungsbau."),
      ("Stefan Ochs", "Projektleiter", "Stefan ist Bauingenieur und kümmert sich um Ausschreibungen, Kosten und Termine auf unseren Baustellen."),
      ("Aylin Demir", "Architektin", "Aylin entwirft seit 2018 bei uns Wohn- und Schulbauten und ist unsere Expertin für Holzbau."),
      ("Jonas Pietsch", "Bauzeichner", "Jonas erstellt die Werk- und Detailpläne und betreut unser BIM-Modell.")]
TM_INTRO = "Wir sind ein Team aus Architektinnen, Ingenieuren und Zeichnern, das seit über fünfzehn Jahren Wohn- und Bildungsbauten in Norddeutschland plant."
_RAW["team"] = (article_head("Team - Lehmann Architekten", "de") +
 '<body><header class="header"><a href="/">Lehmann Architekten</a><nav><a href="/projekte">Projekte</a><a href="/team" class="active">Team</a><a href="/kontakt">Kontakt</a></nav></header>'
 f'<main><h1>Unser Team</h1><p class="intro">{TM_INTRO}</p><div class="team-grid">'
 + "".join(f'<div class="team-member"><img src="/team/{i}.jpg" alt=""><h3>{n}</h3><p class="role">{r}</p><p class="bio">{b}</p></div>' for i, (n, r, b) in enumerate(TM))
 + '</div></main><footer><p>Lehmann Architekten PartGmbB · Am Sande 12 · 21335 Lüneburg</p><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>',
 "https://www.lehmann-architekten.example.de/team",
 [TM_INTRO, *[b for _, _, b in TM]], ["Am Sande", "Impressum"])

# 36 an FAQ page whose questions are first listed as links to the answers below
FT = ["Der Wertstoffhof nimmt Sperrmüll, Elektrogeräte, Grünschnitt und Bauschutt in haushaltsüblichen Mengen an. Sondermüll wie Farben und Lacke geben Sie bitte beim Schadstoffmobil ab.",
      "Für Privathaushalte ist die Anlieferung bis zu einem Kubikmeter pro Tag kostenlos. Darüber hinaus berechnen wir 25 Euro je angefangenen Kubikmeter.",
      "Bitte bringen Sie Ihren Personalausweis oder einen Abfallgebührenbescheid mit, damit wir Ihren Wohnsitz im Landkreis prüfen können."]
_RAW["faqtoc"] = (article_head("Häufige Fragen zum Wertstoffhof - Abfallwirtschaft Landkreis Celle", "de") +
 '<body><header><a href="/">Abfallwirtschaft Landkreis Celle</a><nav><a>Abfuhrkalender</a><a>Wertstoffhöfe</a><a>Gebühren</a></nav></header>'
 '<main><h1>Häufige Fragen zum Wertstoffhof</h1><ul class="faq-toc"><li><a href="#q1">Was kann ich abgeben?</a></li><li><a href="#q2">Was kostet die Anlieferung?</a></li><li><a href="#q3">Was muss ich mitbringen?</a></li></ul>'
 f'<h2 id="q1">Was kann ich abgeben?</h2><p>{FT[0]}</p><p><a href="#top">nach oben</a></p><h2 id="q2">Was kostet die Anlieferung?</h2><p>{FT[1]}</p><p><a href="#top">nach oben</a></p><h2 id="q3">Was muss ich mitbringen?</h2><p>{FT[2]}</p><p><a href="#top">nach oben</a></p></main>'
 '<footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>',
 "https://www.awb-celle.example.de/wertstoffhof/faq",
 FT, ["nach oben", "Abfuhrkalender"])

# 37 a club's history page: a timeline of years, each with a sentence or two
HI = [("1921", "Gründung des Turnvereins durch 23 Männer aus dem Ort im Gasthaus Zur Linde."),
      ("1956", "Einweihung der ersten vereinseigenen Turnhalle, die die Mitglieder in drei Jahren zum großen Teil selbst gebaut hatten."),
      ("1974", "Die Fußballabteilung steigt erstmals in die Bezirksliga auf und feiert den Aufstieg mit einem Fest auf dem Sportplatz."),
      ("2003", "Der Verein eröffnet ein Fitnessstudio im Anbau der Halle und zählt erstmals mehr als 1.000 Mitglieder."),
      ("2021", "Zum hundertjährigen Jubiläum erscheint eine Vereinschronik mit vielen bislang unveröffentlichten Fotos.")]
_RAW["chronik"] = (article_head("Chronik - TSV Eintracht Hohenwart 1921 e.V.", "de") +
 '<body><header><a href="/">TSV Eintracht Hohenwart</a><nav><a>Abteilungen</a><a>Verein</a><a>Termine</a></nav></header>'
 '<main><h1>Unsere Chronik</h1><div class="timeline">' + "".join(f'<div class="timeline-item"><span class="timeline-year">{y}</span><p>{t}</p></div>' for y, t in HI) + '</div></main>'
 '<footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>',
 "https://www.tsv-hohenwart.example.de/verein/chronik",
 [t for _, t in HI], ["Abteilungen", "Impressum"])

# 38 an English council's news release with short paragraphs and a "Notes to editors" section
CN = ["Work to replace the footbridge over the River Wear at Chester-le-Street will start on Monday 1 December.",
      "The new bridge will be wider, with a gentler slope for wheelchair users and people with pushchairs.",
      "The riverside path will be closed for six weeks while the old bridge is removed. A signed diversion will be in place.",
      "Cllr Jane Wood, cabinet member for transport, said: \"This is a much-needed improvement for everyone who uses the riverside.\""]
_RAW["councilnews"] = (article_head("Work to start on new Chester-le-Street footbridge - Durham County Council", "en-GB") +
 '<body><a class="skip" href="#main">Skip to main content</a><header class="header"><a href="/">Durham County Council</a><nav><a>Bins and recycling</a><a>Council tax</a><a>Jobs</a></nav><form><input placeholder="Search"></form></header>'
 '<main id="main"><div class="news-article"><h1>Work to start on new Chester-le-Street footbridge</h1><p class="news-date">Published <time datetime="2026-11-25">25 November 2026</time></p>'
 f'<div class="news-body"><p>{CN[0]}</p><p>{CN[1]}</p><p>{CN[2]}</p><p>{CN[3]}</p></div>'
 '<div class="related-links"><h2>Related content</h2><ul><li><a href="/roadworks">Roadworks and road closures</a></li></ul></div></div>'
 '<div class="feedback"><h2>Was this page useful?</h2><a>Yes</a><a>No</a></div></main>'
 '<footer><a href="/accessibility">Accessibility</a><a href="/privacy">Privacy</a><p>© Durham County Council</p></footer></body></html>',
 "https://www.durham.gov.uk/article/41234/Work-to-start-on-new-Chester-le-Street-footbridge",
 CN, ["Skip to main", "Was this page useful", "Roadworks and road closures", "Bins and recycling"])


# 39 a short news item under Cookiebot's dialog and its cookie declaration, longer than the item
CB = ["Die Gemeinde Kirchheim hat den Bau eines neuen Feuerwehrhauses an der Hauptstraße beschlossen. Der Gemeinderat stimmte am Dienstag einstimmig für die Pläne.",
      "Das Gebäude soll bis 2028 fertig sein und rund 6,5 Millionen Euro kosten. Der Freistaat beteiligt sich mit einer Förderung von knapp zwei Millionen Euro."]
_cookies = "".join(f'<tr><td>{n}</td><td>{p}</td><td>{z}</td><td>HTTP Cookie</td></tr>' for n, p, z in (
    ("CookieConsent", "Speichert den Zustimmungsstatus des Benutzers für Cookies auf der aktuellen Domäne.", "1 Jahr"),
    ("_ga", "Registriert eine eindeutige ID, die verwendet wird, um statistische Daten dazu, wie der Besucher die Website nutzt, zu generieren.", "2 Jahre"),
    ("_gid", "Registriert eine eindeutige ID, die verwendet wird, um statistische Daten dazu, wie der Besucher die Website nutzt, zu generieren.", "1 Tag"),
    ("IDE", "Verwendet von Google DoubleClick, um die Handlungen des Benutzers auf der Webseite nach der Anzeige oder dem Klicken auf eine der Anzeigen des Anbieters zu registrieren und zu melden.", "1 Jahr")))
_RAW["cookiebot"] = (news_head("Kirchheim baut neues Feuerwehrhaus | Kirchheimer Anzeiger", "de", "Kirchheim baut neues Feuerwehrhaus", "Peter Maier", "2026-11-26") +
 '<body><div id="CybotCookiebotDialog" name="CybotCookiebotDialog" role="dialog" aria-modal="true" aria-labelledby="CybotCookiebotDialogBodyContentTitle" class="CybotCookiebotDialogActive">'
 '<div id="CybotCookiebotDialogBody"><h2 id="CybotCookiebotDialogBodyContentTitle">Diese Webseite verwendet Cookies</h2><div id="CybotCookiebotDialogBodyContentText">Wir verwenden Cookies, um Inhalte und Anzeigen zu personalisieren, Funktionen für soziale Medien anbieten zu können und die Zugriffe auf unsere Website zu analysieren. Außerdem geben wir Informationen zu Ihrer Verwendung unserer Website an unsere Partner für soziale Medien, Werbung und Analysen weiter.</div></div>'
 f'<div id="CybotCookiebotDialogDetail"><table class="CybotCookiebotDialogDetailBodyContentCookieTypeTable"><thead><tr><th>Name</th><th>Zweck</th><th>Ablauf</th><th>Typ</th></tr></thead><tbody>{_cookies}</tbody></table></div>'
 '<div id="CybotCookiebotDialogFooter"><button id="CybotCookiebotDialogBodyButtonDecline">Ablehnen</button><button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">Alle zulassen</button></div></div>'
 '<header class="site-header"><a href="/">Kirchheimer Anzeiger</a><nav><a href="/lokales">Lokales</a><a href="/sport">Sport</a></nav></header>'
 '<main><article><h1>Kirchheim baut neues Feuerwehrhaus</h1><p class="byline">Von Peter Maier, <time datetime="2026-11-26">26.11.2026</time></p>'
 f'<div class="article-text"><p>{CB[0]}</p><p>{CB[1]}</p></div></article></main>'
 '<footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>',
 "https://www.kirchheimer-anzeiger.example.de/lokales/kirchheim-baut-neues-feuerwehrhaus-4812",
 CB, ["Cookies", "Registriert eine eindeutige ID", "Alle zulassen", "DoubleClick"])

# 40 a page rendered by a script, its text for the crawler in <noscript>
NS = ["Das Freilichtmuseum am Kiekeberg zeigt in seiner neuen Ausstellung, wie die Menschen in der Lüneburger Heide um 1900 gelebt und gearbeitet haben.",
      "Zu sehen sind mehr als 400 Alltagsgegenstände, von der Butterschleuder bis zum Brautkleid, dazu Fotografien aus den Dörfern der Umgebung.",
      "Die Ausstellung ist bis zum 31. Oktober 2027 täglich außer montags von 10 bis 17 Uhr geöffnet."]
_RAW["noscript"] = (article_head("Neue Ausstellung: Leben in der Heide um 1900 - Freilichtmuseum am Kiekeberg", "de") +
 '<body><div id="app"></div><script src="/js/app.3f2a1c.js"></script>'
 f'<noscript><div class="noscript-content"><h1>Neue Ausstellung: Leben in der Heide um 1900</h1><p>{NS[0]}</p><p>{NS[1]}</p><p>{NS[2]}</p></div></noscript></body></html>',
 "https://www.kiekeberg-museum.example.de/ausstellungen/leben-in-der-heide-um-1900",
 NS, [])

# 41 a service page whose introduction sits in the page's <header> (a hero), the rest below
HE = ["Mit dem Deutschlandticket Job fahren Beschäftigte für einen Eigenanteil von höchstens 34,30 Euro im Monat bundesweit mit Bus und Bahn im Nahverkehr.",
      "Arbeitgeber, die sich beteiligen, zahlen mindestens 25 Prozent des Ticketpreises als Zuschuss. Der Verkehrsverbund gewährt dann zusätzlich einen Rabatt von fünf Prozent.",
      "Ihr Arbeitgeber schließt dazu einen Rahmenvertrag mit uns. Die Beschäftigten bestellen ihr Ticket anschließend selbst im Online-Portal."]
_RAW["hero"] = (article_head("Deutschlandticket Job - Verkehrsverbund Rhein-Neckar", "de") +
 '<body><div class="topbar"><a href="/">VRN</a><nav><a>Tickets</a><a>Fahrplan</a><a>Service</a></nav></div>'
 f'<header class="page-hero"><div class="page-hero__inner"><h1>Deutschlandticket Job</h1><p class="page-hero__text">{HE[0]}</p><a class="btn" href="/bestellen">Jetzt informieren</a></div></header>'
 f'<main><section class="content-section"><h2>So profitieren Arbeitgeber</h2><p>{HE[1]}</p></section><section class="content-section"><h2>So funktioniert es</h2><p>{HE[2]}</p></section></main>'
 '<footer class="footer"><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a><p>© Verkehrsverbund Rhein-Neckar GmbH</p></footer></body></html>',
 "https://www.vrn.example.de/tickets/deutschlandticket-job",
 HE, ["Jetzt informieren", "Impressum", "Fahrplan"])

# 42 an article whose second half is hidden by an inline style until "Mehr anzeigen" is pressed (no id linked)
MH = ["Im Oktober hat die Bundesagentur für Arbeit in Sachsen-Anhalt 78.400 Arbeitslose gezählt, 1.200 weniger als im September.",
      "Die Arbeitslosenquote sank damit auf 7,1 Prozent. Im Vergleich zum Vorjahr ist sie allerdings leicht gestiegen.",
      "Besonders gefragt sind weiterhin Fachkräfte in der Pflege, im Handwerk und in der Logistik. Viele Stellen bleiben monatelang unbesetzt.",
      "Die Regionaldirektion rechnet für den Winter mit einem saisonüblichen Anstieg der Arbeitslosigkeit."]
_RAW["mehranzeigen"] = (news_head("Arbeitslosigkeit in Sachsen-Anhalt sinkt leicht | Mitteldeutsche Nachrichten", "de", "Arbeitslosigkeit in Sachsen-Anhalt sinkt leicht", "Tobias Krause", "2026-10-31") +
 '<body><header class="site-header"><a href="/">Mitteldeutsche Nachrichten</a><nav><a>Halle</a><a>Magdeburg</a></nav></header>'
 '<main><article><h1>Arbeitslosigkeit in Sachsen-Anhalt sinkt leicht</h1><div class="meta"><span class="author">Tobias Krause</span> <time datetime="2026-10-31">31.10.2026</time></div>'
 f'<div class="article-body"><p>{MH[0]}</p><p>{MH[1]}</p><div class="more-text" style="display:none"><p>{MH[2]}</p><p>{MH[3]}</p></div>'
 '<button class="more-button" onclick="this.previousElementSibling.style.display=\'block\';this.remove()">Mehr anzeigen</button></div></article></main>'
 '<footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>',
 "https://www.mitteldeutsche-nachrichten.example.de/wirtschaft/arbeitslosigkeit-sachsen-anhalt-oktober-4812",
 MH, ["Mehr anzeigen"])


# 43 a physiotherapy practice's page on Beaver Builder: rows, columns, rich-text modules, a callout
BB = ["Manuelle Therapie hilft bei Beschwerden des Bewegungsapparates, etwa bei Rückenschmerzen, Nackenverspannungen oder eingeschränkter Beweglichkeit nach Verletzungen.",
      "Mit gezielten Handgriffen lösen wir Blockaden in Gelenken und Muskeln und verbessern so die Beweglichkeit. Ergänzend zeigen wir Ihnen Übungen für zu Hause.",
      "Eine Behandlung dauert in der Regel 20 bis 30 Minuten. Die Kosten übernehmen die gesetzlichen Krankenkassen bei ärztlicher Verordnung."]
_RAW["beaver"] = (article_head("Manuelle Therapie – Physiotherapie am Markt Reutlingen", "de") +
 '<body class="fl-builder"><header class="fl-builder-content fl-builder-content-primary" data-type="header"><div class="fl-row fl-row-full-width"><a href="/">Physiotherapie am Markt</a><nav class="fl-menu"><ul><li><a href="/leistungen">Leistungen</a></li><li><a href="/team">Team</a></li><li><a href="/kontakt">Kontakt</a></li></ul></nav></div></header>'
 '<div class="fl-builder-content fl-builder-content-42" data-post-id="42"><div class="fl-row fl-row-fixed-width fl-row-bg-none"><div class="fl-row-content-wrap"><div class="fl-row-content fl-row-fixed-width fl-node-content">'
 '<div class="fl-col-group"><div class="fl-col fl-col-small"><div class="fl-col-content fl-node-content"><div class="fl-module fl-module-heading"><div class="fl-module-content fl-node-content"><h1 class="fl-heading"><span class="fl-heading-text">Manuelle Therapie</span></h1></div></div>'
 f'<div class="fl-module fl-module-rich-text"><div class="fl-module-content fl-node-content"><div class="fl-rich-text"><p>{BB[0]}</p><p>{BB[1]}</p></div></div></div></div></div>'
 '<div class="fl-col fl-col-small"><div class="fl-col-content fl-node-content"><div class="fl-module fl-module-photo"><img src="/mt.jpg" alt=""></div></div></div></div>'
 f'<div class="fl-module fl-module-callout"><div class="fl-module-content fl-node-content"><div class="fl-callout"><div class="fl-callout-content"><h2 class="fl-callout-title">Ablauf und Kosten</h2><div class="fl-callout-text-wrap"><div class="fl-callout-text"><p>{BB[2]}</p></div></div></div></div></div></div>'
 '<div class="fl-module fl-module-button"><a class="fl-button" href="/termin"><span class="fl-button-text">Termin vereinbaren</span></a></div>'
 '</div></div></div></div>'
 '<footer class="fl-builder-content" data-type="footer"><p>Physiotherapie am Markt · Marktplatz 3 · 72764 Reutlingen · Tel. 07121 123456</p><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>',
 "https://www.physio-am-markt.example.de/leistungen/manuelle-therapie/",
 BB, ["Termin vereinbaren", "Marktplatz 3", "Impressum"])

# 44 a law firm's page on WPBakery: vc_row, vc_column, wpb_text_column, a toggle
VC = ["Wer ein Testament errichten möchte, kann dies handschriftlich oder vor einem Notar tun. Das handschriftliche Testament muss vollständig eigenhändig geschrieben und unterschrieben sein.",
      "Ein notarielles Testament kostet zwar Gebühren, ersetzt aber in vielen Fällen den Erbschein und kann den Erben dadurch Zeit und Kosten sparen.",
      "Ehepaare können ein gemeinschaftliches Testament errichten, das sogenannte Berliner Testament. Dabei setzen sich die Ehegatten gegenseitig als Alleinerben ein."]
_RAW["wpbakery"] = (article_head("Testament errichten – Kanzlei Vogel & Partner", "de") +
 '<body class="page wpb-js-composer"><header id="header" class="site-header"><a href="/" class="logo">Kanzlei Vogel &amp; Partner</a><nav><a href="/erbrecht">Erbrecht</a><a href="/familienrecht">Familienrecht</a><a href="/kontakt">Kontakt</a></nav></header>'
 '<div id="main"><div class="container"><div class="wpb-content-wrapper"><div class="vc_row wpb_row vc_row-fluid"><div class="wpb_column vc_column_container vc_col-sm-8"><div class="vc_column-inner"><div class="wpb_wrapper">'
 '<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper"><h1>Testament errichten</h1></div></div>'
 f'<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper"><p>{VC[0]}</p><p>{VC[1]}</p></div></div>'
 f'<div class="vc_toggle vc_toggle_default vc_toggle_color_default vc_toggle_size_md"><div class="vc_toggle_title"><h4>Was ist ein Berliner Testament?</h4><i class="vc_toggle_icon"></i></div><div class="vc_toggle_content"><p>{VC[2]}</p></div></div>'
 '</div></div></div><div class="wpb_column vc_column_container vc_col-sm-4"><div class="vc_column-inner"><div class="wpb_wrapper"><div class="wpb_widgetised_column wpb_content_element"><div class="widget"><h3>Ihr Ansprechpartner</h3><p>Rechtsanwalt Dr. Jens Vogel<br>Fachanwalt für Erbrecht</p><p><a href="tel:+4989123456">089 123456</a></p></div></div></div></div></div></div></div></div></div>'
 '<footer id="footer"><p>© 2026 Kanzlei Vogel &amp; Partner mbB</p><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>',
 "https://www.kanzlei-vogel.example.de/erbrecht/testament-errichten/",
 VC, ["Ihr Ansprechpartner", "Fachanwalt", "089 123456", "Impressum"])

# 45 a bakery's page on Bricks: brxe-section, brxe-container, brxe-heading, brxe-text
BX = ["Unser Sauerteigbrot backen wir jeden Morgen nach dem Rezept meines Großvaters: nur Roggenmehl, Wasser, Salz und ein Sauerteig, der seit über vierzig Jahren gepflegt wird.",
      "Der Teig ruht mehr als zwanzig Stunden, bevor er in den Steinofen kommt. So wird das Brot besonders aromatisch und bleibt tagelang frisch.",
      "Sie bekommen unser Brot in der Backstube in der Lindenstraße und samstags auf dem Wochenmarkt am Rathausplatz."]
_RAW["bricks"] = (article_head("Sauerteigbrot – Bäckerei Hofmann", "de") +
 '<body class="brx-body"><header id="brx-header"><section class="brxe-section"><div class="brxe-container"><a class="brxe-logo" href="/">Bäckerei Hofmann</a><nav class="brxe-nav-menu"><ul><li><a href="/brot">Brot</a></li><li><a href="/kuchen">Kuchen</a></li><li><a href="/filialen">Filialen</a></li></ul></nav></div></section></header>'
 '<main id="brx-content"><section id="brxe-abc123" class="brxe-section"><div id="brxe-def456" class="brxe-container"><h1 id="brxe-ghi789" class="brxe-heading">Sauerteigbrot</h1>'
 f'<div id="brxe-jkl012" class="brxe-text"><p>{BX[0]}</p><p>{BX[1]}</p></div></div></section>'
 f'<section class="brxe-section"><div class="brxe-container"><h2 class="brxe-heading">Wo es unser Brot gibt</h2><div class="brxe-text-basic">{BX[2]}</div></div></section></main>'
 '<footer id="brx-footer"><section class="brxe-section"><div class="brxe-container"><div class="brxe-text-basic">Bäckerei Hofmann · Lindenstraße 8 · 97070 Würzburg</div><a href="/impressum">Impressum</a></div></section></footer></body></html>',
 "https://www.baeckerei-hofmann.example.de/brot/sauerteigbrot/",
 BX, ["Lindenstraße 8", "Impressum", "Filialen"])


# 46 a US local paper on BLOX (TownNews): the preview paragraphs, then the subscribers' ones in their own divs
BL = ["The Lincoln City Council on Monday approved a $14 million plan to replace lead water service lines across the city over the next six years.",
      "About 3,800 homes, most of them built before 1950, still receive water through lead pipes, according to Lincoln Transportation and Utilities.",
      "Homeowners will not pay for the replacement of the part of the line on their property, which was the main concern raised at a public hearing in October.",
      "Work is expected to begin in the spring in the Near South and Everett neighborhoods, where the largest number of lead lines remain."]
_RAW["blox"] = (news_head("Lincoln council approves $14 million plan to replace lead water lines | Local | journalstar.com", "en-US", "Lincoln council approves $14 million plan to replace lead water lines", "Zach Hammack", "2026-11-24") +
 '<body class="tncms"><header id="site-header"><a href="/">Lincoln Journal Star</a><nav id="main-nav"><a href="/news/">News</a><a href="/sports/">Sports</a><a href="/opinion/">Opinion</a><a href="/obituaries/">Obituaries</a></nav><a class="tnt-subscribe" href="/subscribe">Subscribe</a></header>'
 '<main id="main-page-container"><article id="article_4812" class="asset story"><header class="asset-header"><h1 class="headline"><span class="tnt-headline">Lincoln council approves $14 million plan to replace lead water lines</span></h1>'
 '<ul class="list-inline asset-byline"><li><span class="tnt-byline">Zach Hammack</span></li><li><time datetime="2026-11-24T17:30:00-06:00" class="tnt-date asset-date">Nov 24, 2026</time></li></ul></header>'
 '<div class="asset-body"><div id="article-body" class="asset-content subscriber-premium" itemprop="articleBody">'
 f'<div class="subscriber-preview"><p>{BL[0]}</p></div><div class="lee-article-text"><div class="subscriber-only"><p>{BL[1]}</p></div>'
 '<div class="tnt-ads-container"><div class="tnt-ads" id="tncms-region-article_instory_top">Advertisement</div></div>'
 f'<div class="subscriber-only"><p>{BL[2]}</p></div><div class="subscriber-only"><p>{BL[3]}</p></div></div></div>'
 '<div class="share-container"><span>Share this article</span><a>Facebook</a><a>Email</a></div>'
 '<div class="tnt-signup"><h4>Get local news delivered to your inbox!</h4><p>Subscribe to our Daily Headlines newsletter.</p></div></div></article></main>'
 '<footer id="site-footer"><p>© 2026 Lincoln Journal Star, 926 P St., Lincoln, NE | Terms of Use | Privacy Policy</p><p>Powered by BLOX Content Management System from TownNews.com.</p></footer></body></html>',
 "https://journalstar.com/news/local/government-politics/lincoln-lead-water-lines-plan/article_4812.html",
 BL, ["Advertisement", "Share this article", "delivered to your inbox", "Daily Headlines", "Powered by BLOX", "Obituaries"])


# what each page's <doc> line must state
_META = {
    "gutenberg": {"author": "Miriam Vogt", "date": "2026-06-14", "lang": "de"},
    "ghost": {"author": "Daniel Okafor", "date": "2026-10-03", "lang": "en"},
    "jimdo": {"lang": "de"},
    "wix": {"author": "Claire Bennett", "date": "2026-02-10", "lang": "en"},
    "bund": {"date": "2026-11-25", "lang": "de"},
    "gemeinde": {"lang": "de"},
    "uni": {"date": "2026-11-18", "lang": "de"},
    "shopware": {"lang": "de"},
    "jtl": {"lang": "de"},
    "invision": {"date": "2026-11-21", "lang": "en"},
    "frage": {"date": "2026-11-26", "lang": "de"},
    "wiki": {"lang": "de"},
    "rezept": {"author": "Katharina Huber", "date": "2026-08-30", "lang": "de"},
    "event": {"lang": "de"},
    "job": {"date": "2026-11-20", "lang": "de"},
    "faq": {"lang": "en"},
    "newsquest": {"author": "Sarah Collins", "date": "2026-11-27", "lang": "en"},
    "table": {"lang": "de"},
    "weiterlesen": {"author": "Uwe Richter", "date": "2026-11-19", "lang": "de"},
    "lead": {"author": "Petra Lindner", "date": "2026-10-28", "lang": "de"},
    "brtext": {"author": "Klaus Wegener", "date": "2026-11-22", "lang": "de"},
    "infobox": {"author": "Martin Schulte", "date": "2026-11-20", "lang": "de"},
    "tabs": {"lang": "de"},
    "reddit": {"date": "2026-11-24", "lang": "en"},
    "presseportal": {"date": "2026-11-24", "lang": "de"},
    "listicle": {"author": "Julia Brandt", "date": "2026-11-10", "lang": "de"},
    "stadt": {"date": "2026-11-24", "lang": "de"},
    "kurz": {"date": "2026-11-23", "lang": "de"},
    "podcast": {"author": "Lena Hartmann", "date": "2026-11-12", "lang": "de"},
    "comments": {"author": "Svenja Roth", "date": "2026-09-28", "lang": "de"},
    "interview": {"author": "Ralf Bittner", "date": "2026-11-21", "lang": "de"},
    "glossar": {"lang": "de"},
    "split": {"author": "Anne Krüger", "date": "2026-11-18", "lang": "de"},
    "gedicht": {"author": "Hanna Berger", "date": "2026-11-05", "lang": "de"},
    "team": {"lang": "de"},
    "faqtoc": {"lang": "de"},
    "chronik": {"lang": "de"},
    "councilnews": {"date": "2026-11-25", "lang": "en"},
    "cookiebot": {"author": "Peter Maier", "date": "2026-11-26", "lang": "de"},
    "noscript": {"lang": "de"},
    "hero": {"lang": "de"},
    "mehranzeigen": {"author": "Tobias Krause", "date": "2026-10-31", "lang": "de"},
    "beaver": {"lang": "de"},
    "wpbakery": {"lang": "de"},
    "bricks": {"lang": "de"},
    "blox": {"author": "Zach Hammack", "date": "2026-11-24", "lang": "en"},
}
PAGES: dict[str, NewsPage] = {name: NewsPage(html, url, tuple(kept), tuple(gone), _META[name])
                              for name, (html, url, kept, gone) in _RAW.items()}

# the pages whose text or furniture no rule gets right yet, with why
OPEN_CASES = {  # (the closing paragraph in a footer-named <div>: kept since xleft37)
    "table": "a bold label ended by <br> ('<b>Anfahrt</b><br>Vom Parkplatz ...') in a layout table's text cell joins "
             "the line after it: the text is all there, but no rule parts a line that is one <b> alone",
}
OPEN_FURNITURE = {  # (the Q&A site's badge: taken since xleft37)
    "uni": "a Drupal news item's contact field (field--name-field-contact: 'Kontakt', a name, an institute, a "
           "telephone number) after the text stays: a press office's contact is often kept by the truths",
}

globals().update(page_tests(PAGES, OPEN_CASES, open_furniture=OPEN_FURNITURE, byline=True, languages={}))


# --- the rules found missing ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_job_adverts_day_is_its_job_postings_date_posted(lang: str) -> None:
    """A job advert states its day only as its JSON-LD JobPosting's ``datePosted`` (schema.org gives it no
    datePublished): the ``<doc>`` line has that day from the JSON-LD; an article's own datePublished still wins."""
    page = PAGES["job"]
    html = page.html.replace('lang="de"', f'lang="{lang}"')
    assert processed(html, page.url).attrs["date"] == "2026-11-20"
    both = html.replace('"datePosted":"2026-11-20"', '"datePosted":"2026-11-20","datePublished":"2026-11-18"')
    assert processed(both, page.url).attrs["date"] == "2026-11-18"


def test_a_forum_posts_quote_button_goes_but_a_line_quoting_stays() -> None:
    """Invision's and XenForo's English "Quote" under each post goes, as the German "Zitieren" did; a line of a post
    that opens with the word and goes on stays (the rule matches a whole block only)."""
    page = PAGES["invision"]
    line = "Quote from the book: feed the starter twice before you bake, and never use it straight from the fridge."
    html = page.html.replace(f"<p>{IP[3]}</p>", f"<p>{IP[3]}</p><p>{line}</p>")
    paragraphs = _paragraphs(processed(html, page.url).body)
    assert [t for t in (*IP, line) if t not in paragraphs] == []
    assert "Quote" not in paragraphs


def test_a_jtl_shops_empty_review_tab_prompt_goes_but_a_sentence_asking_for_reviews_stays() -> None:
    """JTL-Shop's empty review tab says "Geben Sie die erste Bewertung für diesen Artikel ab und helfen Sie Anderen
    bei der Kaufentscheidung.": it goes; the description's own sentence about reviews stays."""
    page = PAGES["jtl"]
    sentence = ("Unsere Kunden geben der Börse im Schnitt die beste Bewertung, weil das Leder auch nach Jahren noch "
                "geschmeidig bleibt.")
    html = page.html.replace(f"<p>{JT[3]}</p>", f"<p>{JT[3]}</p><p>{sentence}</p>")
    paragraphs = _paragraphs(processed(html, page.url).body)
    assert [t for t in (*JT, sentence) if t not in paragraphs] == []
    assert [p for p in paragraphs if "Kaufentscheidung" in p] == []


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_a_hero_headers_title_and_lead_stay_but_a_site_headers_tagline_goes(lang: str) -> None:
    """A page builder's hero, a ``<header>`` before ``<main>`` holding the page's ``<h1>`` and its lead paragraph,
    is the page's own: the lead stays with the sections below it.  A site's header whose ``<h1>`` is the logo's
    link goes with its tagline, however long."""
    lead = {"de": HE[0],
            "en": "With the Job Ticket, employees travel on all local buses and trains in Germany for no more than "
                  "34 euros a month, their employer paying a quarter of it.",
            "fr": "Avec le billet entreprise, les salariés voyagent dans tous les bus et trains régionaux pour 34 "
                  "euros par mois au plus, dont un quart payé par l'employeur."}[lang]
    page = PAGES["hero"]
    html = page.html.replace(HE[0], lead).replace('lang="de"', f'lang="{lang}"')
    paragraphs = _paragraphs(processed(html, page.url).body)
    assert [t for t in (lead, *HE[1:]) if t not in paragraphs] == []
    logo = html.replace('<h1>Deutschlandticket Job</h1>', '<h1><a href="/">Verkehrsverbund</a></h1>')
    assert lead not in _paragraphs(processed(logo, page.url).body)
