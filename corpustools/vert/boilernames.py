"""Class, id and role names that say an element is boilerplate (comments, sharing, related articles,
adverts, cookie bars, navigation, ...): the patterns ``furniture.py`` judges a page's elements by, and their
remembered verdicts (the same names recur on a page and a site).  ``strong_name``: names that drop an
element whatever it holds; ``text_boiler_name``: the names without the words that only name a box
(``tags``, ``meta``), for links and quotes.  A page's own customer quotes named as comments
(``testimonials-comments``) are not the readers' comments.
"""

from __future__ import annotations

import logging
import re

from corpustools.vert import firstchar

log = logging.getLogger(__name__)

# the names of a shop's customer reviews (see _BOILER_RE), dropped whatever long paragraphs they hold (_STRONG_RE);
# (xfrit37) a recipe site's readers' reviews under the method too ("recipe-reviews")
_REVIEWS = (r"yotpo\w*|jdgm\w*|okereviews\w*|stamped-(?:main-widget|reviews?\w*)|looxreviews|loox-reviews\w*|spr-container"
            r"|spr-reviews?|shopify-product-reviews|bvrr\w*|bv-reviews?|pr-review-?display|woocommerce-reviews"
            r"|(?:customer|product|user|kunden|recipe)-?reviews|(?:kunden|produkt)-?bewertungen|reviews?-?list|reviews-?items?"
            r"|review-items|reviews-?(?:widget|section|container|wrapper|stream)")
# consent managers by name (their banners and preference centres do not say "cookie"): OneTrust, Didomi,
# Quantcast, iubenda, Usercentrics, Complianz, consentmanager, Cookiebot, Ethyca's Fides (Condé Nast's sites:
# "fides-banner-container", "fides-modal-content"; with its dash, not Hungarian "fidesz")
CONSENT_VENDORS = ("onetrust", "didomi", "qc-cmp2", "iubenda", "usercentrics", "cmplz", "cmpbox", "CybotCookiebot",
                   "fides-")
_BOILER_RE = re.compile(
    r"(^|[\s_-])(comments?|diskuse|diskuze|diskusia|diskusie|disqus|share|sharing|shariff\w*|addtoany|a2a|sharethis|social|related(?:posts?|stories|articles|links)?|yarpp\w*|recommended|breadcrumbs?|advert\w*|ads?|adsbygoogle|"
    r"banner|cookies?|newsletter|subscribe|subscription|popup|modal|promo|sponsored|sidebar|"
    r"footer|navbar|nav|navigation|menu|pagination|pager|(?<!price[-_])tags?|tagcloud|author-?(?:bio|box|info|card|profile|description)|contributor-?(?:bio|box|card)|about-?(?:the-?)?author|byline|(?<!event[-_])meta|respond|"
    r"toolbar|skip-link|complementary|contentinfo|print|login|signup|paywall|most-?read|trending|outbrain|taboola|"
    # a shop's other products beside the one on the page: Shopware's "product-detail-cross-selling", Magento's
    # "block upsell" and "crosssell", WooCommerce's "up-sells upsells", Shopify's "product-recommendations"
    r"cross-?sell(?:ing|s)?|up-?sells?|upsell(?:ing)?|also-?bought|product-?recommendations?|"
    # Ghost's calls to action for its members: the editor's call-to-action card ("kg-cta-card") and the box
    # standing in for a members-only post's text ("gh-post-upgrade-cta": "This post is for subscribers only"; its
    # signup card, "kg-signup-card", is a signup already)
    r"kg-cta-card|gh-post-upgrade-cta|"
    # (xen37) HubSpot's calls to action that its blog posts carry in their text ("hs-cta-wrapper", "hs-cta-node",
    # "hs-cta-embed": "Download the free guide"), a charity's or a site's donation panel ("donate-panel",
    # "block-donate_cta": "Will you help the next family?", "£25 could pay for ..."), and the buttons DEV (Forem)
    # puts beside every code block ("highlight__panel": "Enter fullscreen mode", "Exit fullscreen mode")
    r"hs-cta-\w+|donate|donation-?(?:form|panel|box|banner|cta|widget)s?|highlight__panel|"
    # (xen39) a museum's, a paper's or a club's call to join under or inside its page ("membership-cta": "Become a
    # Member", "Members get free, unlimited entry …"; "member-promo"), not its "membership" page's own text
    # ("membership-benefits", "membership-info")
    r"members?(?:hip)?-?(?:cta|promo|banner|callout|teaser)s?|"
    # (xen39) Stack Exchange's vote counter beside each question and answer ("js-voting-container" around
    # "js-vote-count": "3071" alone in a block), by the engine's script hooks (not "vote-count" alone: an election
    # result's cells)
    r"js-voting-container|js-vote-count|"
    # (xinst37) an NGO's petition box beside its campaign's text ("petition-form": "Firma la petizione", "Hanno già
    # firmato 84.312 persone", "Sign now"; its counter, "petition-progress"); not "petition" alone nor a
    # "petition-text", "petition-description": the petition's own words on a petition site
    r"petition-?(?:form|counter|progress|widget|signup|signatures?)s?|"
    # a shop's customer reviews under the product (its readers' comments): the reviews apps' widgets (Judge.me's
    # "jdgm-widget", Okendo's "okeReviews", Yotpo, Stamped, Loox, Shopify's "spr-container", Bazaarvoice's
    # "BVRRContainer", PowerReviews' "pr-review-display") and the engines' lists of reviews (Magento's "review-list",
    # "review-items", Shopware's "product-detail-review-list", WooCommerce's "woocommerce-Reviews", Amazon's
    # "cm-cr-dp-review-list"); not a "review" alone nor its "review-body", "review-content": a review article's text
    + _REVIEWS + r"|"
    # (session 25) a post's table of contents by LuckyWP's name, "lwptoc" (Easy TOC's "ez-toc-…" is found as "toc";
    # not "table-of-contents": wcxb's truths keep the tables of contents of its guides so named)
    r"lwptoc\w*|"
    # (xfrit37) a forum post's signature by a name that says it is a message's (jeuxvideo.com's "signature-msg"; not
    # "signature" alone: a paper's "signature" stories, a restaurant's dishes; nor Stack Exchange's "post-signature",
    # the user card with the post's stamp, nor FluxBB's "postsignature postmsg", which the thread's posts are told by)
    r"signature-?(?:msg|message)|(?:message|msg|forum)-?signature|"
    # (xfrit37) a classified ad's safety notice beside the ad ("SafetyTips": "Non inviare mai denaro in anticipo …")
    r"safety-?tips|"
    # (xwiki37) Confluence's line under a page's title ("page-metadata": "Created by Priya Raman, last modified by
    # Tomás Ferreira on Mar 12, 2026"), a wiki page's byline by a name "meta" alone does not match; (xleft38) and the
    # lines above and under a journal entry in Dreamwidth's and LiveJournal's S2 styles ("metadata bottom-metadata":
    # "Mood: accomplished", "Music: …", "Location: …"; "Current mood:", "Настроение:")
    r"(?:page|top|bottom)-metadata|"
    # (xleft38) a notes app's properties of the page over its text: a Notion export's rows of its edit time, its
    # author and its tags ("property-row-last_edited_time": "Dernière modification @8 mars 2026 14:05"), named by
    # their kind (not "property-row" alone: a shop's specifications)
    r"property-row-(?:created_time|last_edited_time|created_by|last_edited_by|multi_select)|"
    # (xwiki37) MediaWiki's tagline under an article's title ("siteSub": "aus Wikipedia, der freien Enzyklopädie",
    # "From Wikipedia, the free encyclopedia"), shown by Vector and Monobook on every page of every wiki
    r"sitesub|"
    # (xinst37) the Web Experience Toolkit's block under every page of canada.ca and the Canadian federal sites
    # ("pagedetails": "Report a problem on this page", "Share this page", "Date modified: 2026-09-15"; in French
    # "Signaler un problème sur cette page", "Date de modification")
    r"pagedetails|"
    # (xrival38) a site-wide announcement bar above the header, by the names of its plugins and themes (WPFront's
    # "wpfront-notification-bar", Bulletin's "bulletinwp-bulletin-content" with its mobile copy, Shopify's
    # "announcement-bar", Hello Bar): "Wichtiger Hinweis: Unsere Praxis bleibt vom 23.12. bis 2.1. geschlossen.",
    # "Important Update: … we are OPEN and ready to serve you!"; not "announcement" alone, a school's or a town's
    # announcements page
    r"(?:announcement|notification)-?bar|bulletinwp-\w+|hello-?bar|"
    # (xleft39) old Reddit's count of a comment's replies in the line over it ("numchildren": "(1 child)", "(3
    # children)"), a link in the line that names the commenter, so strong (``_STRONG_RE``): gone though glued in it
    r"numchildren|"
    # (xtypes39) a forum engine's board notices above every thread, by the engines' own names: XenForo 2's
    # "notices notices--block js-notices" list and its "notice js-notice" items (with their "notice-dismiss" link:
    # "Scam Alert. Members are reminded to NOT send money …", "Das Forumstreffen Süd findet am Samstag … statt"),
    # and Discourse's "alert-global-notice" banner ("Il forum sarà in manutenzione domenica …"); not "notice(s)"
    # alone: a town's public notices, a documentation page's admonitions (vBulletin's notices go already)
    r"js-notices?|notice-dismiss|(?:alert-)?global-notice|"
    r"visually-hidden|sr-only|caption-credit|credits?|[\w-]*(?:image|img|photo|picture|figure)[\w-]*(?:caption|credit)s?|wp-caption-text|navbox|toc|noprint|catlinks|editsection|"
    # the same boxes named in German, French, Italian, Spanish, Dutch and Polish (a German site's
    # "leserkommentare", "werbung", "artikel-teilen", "verwandte-artikel", "fusszeile", a French "commentaires")
    r"(?:leser)?kommentare|commentaires|commenti|comentarios|comentários|reacties|komentarze|diskussion(?:en)?|"
    r"werbung|werbe(?:banner|block|flaeche|fläche)|anzeige|publicite|publicité|pubblicita|pubblicità|publicidad|"
    r"publicidade|reklama|reklame|teilen|partage|partager|condividi|compartir|udostepnij|verwandte|weitere-?artikel|"
    r"mehr-?zum-?thema|lesetipps?|empfehlungen|correlati|similaires|relacionad[oa]s|gerelateerd|powiazane|polecane|"
    r"fusszeile|fußzeile|seitenleiste|randspalte|brotkrumen|brotkruemel|fil-?d-?ariane|briciole|"
    r"autor(?:en)?-?(?:box|info|bio|profil|kasten)|autorenbox|abo-?(?:box|teaser|hinweis|banner|angebot)|"
    r"bezahlschranke|infolettre|"
    # consent managers' banners and preference centres, whose own names do not say "cookie" (OneTrust's
    # "onetrust-pc-sdk", Didomi, Quantcast's "qc-cmp2-container", iubenda, Usercentrics, Complianz, consentmanager)
    r"consent|" + "|".join(v.lower() + r"\w*" for v in CONSENT_VENDORS) + r")($|[\s_-])",
    re.I,
)
_BOILER_LOWER = re.compile(_BOILER_RE.pattern)  # the same pattern (all lower case) for lowered ASCII text
# words that name a box of the page (a post's tag list, its meta line: byline, date, categories), not a text
# element: an inline link named so is a name in a sentence (PMC's ``id="auto-tag_mary-steenburgen"``), a
# blockquote named so an admonition (mdBook's ``blockquote-tag-note``); a price is no tag (``price-tag``), an
# event's meta are its facts (The Events Calendar's ``tribe-events-event-meta``: date, venue)
_BOX_WORDS = ("(?<!price[-_])tags?|", "(?<!event[-_])meta|")
assert all(w in _BOILER_RE.pattern for w in _BOX_WORDS)
_BOILER_TEXT_RE = re.compile(_BOILER_RE.pattern.replace(_BOX_WORDS[0], "").replace(_BOX_WORDS[1], ""), re.I)


def _fast_boiler(pattern: str) -> re.Pattern[str] | None:
    r"""``pattern`` for a lowered ASCII name without "caption" or "credit", searched as " " + name: the
    picture-caption alternative (which cannot match there) left out, and the leading ``(^|[\s_-])`` a
    plain ``[\s_-]`` (the blank put before the name stands for ^), so the regex engine jumps from separator
    to separator.  Found or not exactly as ``pattern``; a third less CPU (the caption alternative
    backtracks through every word).  None if the pattern no longer has that shape."""
    head, branch = r"(^|[\s_-])", r"[\w-]*(?:image|img|photo|picture|figure)[\w-]*(?:caption|credit)s?|"
    tail = r")($|[\s_-])"
    rest = pattern[len(head):]
    if not pattern.startswith(head) or branch not in rest or "^" in rest or not rest.startswith("(") \
            or not rest.endswith(tail):  # ^ elsewhere: the blank would hide it
        return None
    words = rest[1:-len(tail)].replace(branch, "")
    return re.compile(r"[\s_-](?:" + firstchar.factored_spread(words) + r")(?:$|[\s_-])")


_BOILER_FAST = _fast_boiler(_BOILER_RE.pattern)
# the names of a box of other articles' teasers (related, recommended, most read): strong names, and besides (see
# ``teaser_box_name``) boilerplate when such a box holds more of a short post's page than the post itself (three
# excerpts and their comment form beside a post of pictures and captions)
_TEASER_BOX = (r"related|recommend|outbrain|taboola|most-?read|verwandte|correlati|relacionad|gerelateerd|powiazane"
               r"|empfehlungen|lesetipp")
_STRONG_RE = re.compile(r"comment|diskus|diskuz|disqus|newsletter|cookie|share|kommentare|comentario|reacties|komentarz"
                        r"|cross-?sell|upsell|up-sell|consent|numchildren|" + _TEASER_BOX + r"|" + _REVIEWS, re.I)
# a consent manager's own name: its banner or preference centre, however much text it holds beside a short page
# (the categories of a preference centre outweigh a service page's three paragraphs)
_CONSENT_VENDOR_RE = re.compile("|".join(CONSENT_VENDORS).lower(), re.I)
_CONSENT_VENDOR_FOUND = firstchar.lowered_search(_CONSENT_VENDOR_RE)
# the same patterns searched in lowered ASCII names without re.I (see ``firstchar.lowered_search``)
_STRONG_FOUND = firstchar.lowered_search(_STRONG_RE)
_BOILER_TEXT_FOUND = firstchar.lowered_search(_BOILER_TEXT_RE)
NAMES_SEEN: dict[str, bool] = {}  # the verdicts of boiler_name, by names
_STRONG_SEEN: dict[str, bool] = {}


# not names of a kind of element: utility classes with values (Tailwind's ``top-[var(--nav-height)]``,
# ``md:hidden``) and WordPress's taxonomy classes on a post's wrapper (``tag-diamond``, ``category-news``
# beside ``status-publish``), and BEM modifiers saying a block holds an advert (``Report__Section--Ads``).
# A name is matched from its start only ("(?<!\S)": where every match of "\S*..." begins anyway): tried at
# every character, "\S*" made these quadratic in a long name (5 s for a class of 20,000 dashes)
_UTILITY = re.compile(r"(?<!\S)\S*[\[:]\S*|--(?:has-|with-)?(?:ads?|adverts?|advertising)\b", re.I)
_TAXONOMY = re.compile(r"(?<!\S)\S*(?:tag|category|cat)-\S+")


# a name of the page's own customer quotes that calls each quote a comment ("testimonials-comments"): such a
# box on a product's or a course's page is its text, not the readers' comments
_TESTIMONIAL = re.compile(r"(?<!\S)(?:\S*testimonial\S*comment\S*|\S*comment\S*testimonial\S*)", re.I)


# (xde38) babel-plugin-styled-components names a component by its file and its own name, the file's dots dropped:
# "Newsletter.styled.ts" gives "Newsletterstyled__Box-sc-5f6g7h-0" (Madsack's papers: "Textstyled__Text-sc-…",
# "ArticleHeadstyled__ArticleHeadHeadline-sc-…"); set apart, the file's name is a word ("Newsletter") as it is
# in any other name
_STYLED_FILE = re.compile(r"(?<=[A-Za-z])(?=styled__)")


def _name_words(names: str) -> str:
    """The names without utility classes, names of testimonials called comments, Prism's ``code-toolbar`` and, on
    a post's wrapper, WordPress's taxonomy classes."""
    words = _UTILITY.sub(" ", names) if "[" in names or ":" in names or "--" in names else names
    if "estimonial" in words:
        words = _TESTIMONIAL.sub(" ", words)
    if "code-toolbar" in words:  # (xother34) Prism's wrapper of a code block, the <pre> in it (its buttons in a
        words = words.replace("code-toolbar", " ")  # "toolbar" of their own beside it)
    if "styled__" in words:  # (xde38) styled-components' names: the file's name glued to "styled"
        words = _STYLED_FILE.sub(" ", words)
    return _TAXONOMY.sub(" ", words) if "status-publish" in words else words


# a name made of words in camel case, as CSS modules and React components write them
# ("ArticleAuthorFooter_footerWrapper__EWcLE", "ShareButtons_root__x1", "relatedPosts"): each word of three
# letters or more, so that a module's hash ("EWcLE", "bdVaJa", "xyAd") is never read as words.  Read so, a
# name counts only with the words of the boxes that are never a page's text (an author's box, sharing,
# related posts, comments, newsletter and cookie boxes, breadcrumbs): a camel-case "…ContentTags", "CategoryNav"
# or "CustomerCardFooter" of a page's own event details, its section's menu or a customer's quote stays
_CAMEL = re.compile(r"(?<![A-Za-z0-9])(?:[a-z]{3,}|[A-Z][a-z]{2,})(?:[A-Z][a-z]{2,})+(?![A-Za-z0-9])")
_CAMEL_WORD = re.compile(r"(?<=[a-z])(?=[A-Z])")
_CAMEL_BOILER = re.compile(r"(?:^|[\s_-])(?:comments?|share|sharing|social|related|newsletter|cookies?|breadcrumbs?"
                           r"|author-?(?:bio|box|info|card|profile|footer|popup)|about-?(?:the-?)?author)(?:$|[\s_-])",
                           re.I)


def _camel_boiler(names: str) -> bool:
    """``_CAMEL_BOILER`` in the camel-case words of ``names`` set apart ("Article-Author-Footer")."""
    if names.islower() or _CAMEL.search(names) is None:
        return False
    return _CAMEL_BOILER.search(_CAMEL.sub(lambda m: _CAMEL_WORD.sub("-", m.group()), names)) is not None


# a card that shows when the pointer rests on a word or a name (a person's photo and latest stories inside a
# sentence): a candidate of its own, which ``furniture._hover_card`` judges apart (a word's tooltip stays)
_HOVER_RE = re.compile(r"(?:^|[\s_-])(?:rollover|hover-?card|tooltip|popover|tippy)(?:$|[\s_-])", re.I)
HOVER_ONLY: set[str] = set()  # the names boiler_name found only for _HOVER_RE


# a picture's caption named by that one word (a gallery's ``class="caption"`` beside its picture, a Hearst
# slideshow's ``caption-full`` and ``caption-truncated``, space.com's ``caption-text``): a candidate of its own,
# which ``furniture._picture_caption`` judges apart, since the word also names a card's headline, a code block's
# file name and the credit inside a caption (whole words only: Shopify's ``caption-large`` is a type size)
# ((xnews33) and a picture's description so named, The Paper's and other Chinese sites' ``<p class="image_desc">`` under
# the picture in the text: "img-desc", "pic_desc", "photo-description")
_CAPTION_RE = re.compile(r"(?:^|\s)(?:captions?|caption-(?:full|truncated|text|remote|wrap)"
                         r"|(?:image|img|pic|photo|picture)[_-]?desc(?:ription)?)(?:$|\s)", re.I)
CAPTION_ONLY: set[str] = set()  # the names boiler_name found only for _CAPTION_RE


# (xleft31) an audio or video player's box, by the player's generic name or by its maker's: an article's "Listen to
# this article" player (Trinity Audio's ``trinityAudioPlaceholder``, BeyondWords', Ad Auris', Speechify's, Amazon
# Polly's WordPress plugin, ReadSpeaker's, Instaread's), a podcast's or a radio's embed (SoundCloud, Spotify, Podigee,
# Ausha, Acast, Audioboom, Simplecast, Buzzsprout, Libsyn, Podbean, Omny, iVoox), a site's own ``audio-player``,
# ``podcast-player``, ``article-audio``: its title ("Today's News in 90 Seconds - November 25th"), duration and
# "Powered by" line are no text.  A candidate of its own, which ``furniture._player_box`` judges apart: a radio's
# page keeps its programme's description in such a box, a transcript stands in one
_PLAYER_WORDS = (
    r"(?:audio|podcast|video|media)-?players?\w*|(?:article|story|post)-?(?:audio|listen)\w*"
    r"|audio-?(?:article|version|box|embed|widget|wrapper|container|reader)|listen-?(?:to-?)?(?:article|story|button|bar|box)"
    r"|text-?to-?speech\w*|tts-?(?:player|audio|widget|wrapper|container|button)\w*"
    r"|trinity\w*|beyondwords\w*|ad-?auris\w*|speechify\w*|amazon-polly\w*|playht\w*|play-ht\w*|instaread\w*"
    r"|readspeaker\w*|soundcloud\w*|spotify\w*|wp-block-embed-(?:spotify|soundcloud|mixcloud)|podigee\w*"
    r"|ausha\w*|acast\w*|audioboom\w*|simplecast\w*|buzzsprout\w*|libsyn\w*|podbean\w*|omny\w*|ivoox\w*")
_PLAYER_RE = re.compile(r"(?:^|[\s_-])(?:" + _PLAYER_WORDS + r")(?:$|[\s_-])", re.I)
PLAYER_ONLY: set[str] = set()  # the names boiler_name found only for _PLAYER_RE


# a letter run (lower case) that every match of _CAMEL_BOILER (in the name's letters: the camel words are only set
# apart), _HOVER_RE, _CAPTION_RE or _PLAYER_RE holds: a lowered ASCII name without any is none of theirs
_SECONDARY_KEYS = re.compile(firstchar.factored([
    "comment", "shar", "social", "related", "newsletter", "cookie", "breadcrumb", "author", "about",  # _CAMEL_BOILER
    "rollover", "hover", "tooltip", "popover", "tippy",  # _HOVER_RE
    "caption", "desc",  # _CAPTION_RE
    "player", "audio", "listen", "speech", "tts", "trinity", "beyondwords", "auris", "speechify", "polly", "playht",
    "play-ht", "instaread", "readspeaker", "soundcloud", "spotify", "podigee", "ausha", "acast",
    "audioboom", "simplecast", "buzzsprout", "libsyn", "podbean", "omny", "ivoox"]))  # _PLAYER_RE


def caption_only(names: str) -> bool:
    """``names`` (already found by ``boiler_name``) name a picture's caption and no other kind of boilerplate."""
    return names in CAPTION_ONLY


def player_only(names: str) -> bool:
    """``names`` (already found by ``boiler_name``) name a media player's box and no other kind of boilerplate."""
    return names in PLAYER_ONLY


def hover_only(names: str) -> bool:
    """``names`` (already found by ``boiler_name``) name a hover card and no other kind of boilerplate."""
    return names in HOVER_ONLY


# (xgaps28) a column beside the page's text named "side" alone, a whole name: old Reddit's ``<div class="side">``
# (the subreddit's search, its description and rules beside the thread); not "side" inside a name ("side-by-side",
# "inside", "side-note": ``_BOILER_RE``'s hyphen boundary would take those, so it is not among its words)
_SIDE_COLUMN = re.compile(r"(?<!\S)side(?!\S)", re.I)
# (session 29) ... it, or "sidebar", as a whole name: a column beside the text however much it holds (a thread's short
# post beside old Reddit's rules and description)
_WHOLE_SIDE_COLUMN = re.compile(r"(?<!\S)side(?:bar)?(?!\S)", re.I)


def side_column(names: str) -> bool:
    """Whether the names hold "side" or "sidebar" as a whole name (``_WHOLE_SIDE_COLUMN``; asked only of the few
    elements that hold much of a page)."""
    return "side" in names.lower() and _WHOLE_SIDE_COLUMN.search(names) is not None


def boiler_name(names: str) -> bool:
    """``_BOILER_RE`` over class/id/role names, remembered: the same names recur on a page and a site.  Names
    of hover cards alone (``_HOVER_RE``) count too, and are remembered in ``HOVER_ONLY``; names of a picture's
    caption alone (``_CAPTION_RE``) likewise, in ``CAPTION_ONLY``, and of a media player alone (``_PLAYER_RE``) in
    ``PLAYER_ONLY``."""
    hit = NAMES_SEEN.get(names)
    if hit is None:
        if len(NAMES_SEEN) > 100_000:
            NAMES_SEEN.clear()
            HOVER_ONLY.clear()
            CAPTION_ONLY.clear()
            PLAYER_ONLY.clear()
        words = _name_words(names)
        # re.I costs three times a plain search: ASCII names (nearly all) are lowered instead, which for
        # ASCII text is the same test (non-ASCII case folding, e.g. U+017F matching s, keeps re.I)
        if not words.isascii():
            found = _BOILER_RE.search(words)
        else:
            words = words.lower()
            slow = _BOILER_FAST is None or "caption" in words or "credit" in words
            found = _BOILER_LOWER.search(words) if slow else _BOILER_FAST.search(" " + words)
        hit = found is not None or ("side" in words and _SIDE_COLUMN.search(words) is not None)
        # the three patterns below, asked of nearly every new name (37,000 on the 468 sample pages) and found in
        # few, cost ~1.7 % of a worker's CPU: an ASCII name must hold one of their key words first (one search of
        # the name lowered, without re.I: the same answer for ASCII; other names keep re.I, which folds "ſ" onto
        # "s"): 0.14 -> 0.10 CPU-s for those names, the same verdicts
        if not hit and (not names.isascii() or _SECONDARY_KEYS.search(names.lower()) is not None):
            if _camel_boiler(names):
                hit = True
            elif _HOVER_RE.search(names) is not None:
                HOVER_ONLY.add(names)
                hit = True
            elif _CAPTION_RE.search(names) is not None:
                CAPTION_ONLY.add(names)
                hit = True
            elif _PLAYER_RE.search(names) is not None:
                PLAYER_ONLY.add(names)
                hit = True
        NAMES_SEEN[names] = hit
    return hit


_TEXT_SEEN: dict[str, bool] = {}


def text_boiler_name(names: str) -> bool:
    """``_BOILER_TEXT_RE`` over names already found by ``boiler_name`` (few: links, quotes, paragraphs),
    remembered likewise."""
    hit = _TEXT_SEEN.get(names)
    if hit is None:
        if len(_TEXT_SEEN) > 100_000:
            _TEXT_SEEN.clear()
        words = _name_words(names)
        hit = _TEXT_SEEN[names] = _BOILER_TEXT_FOUND(words)
    return hit


def consent_vendor(names: str) -> bool:
    """A consent manager's name (``_CONSENT_VENDOR_RE``) in the names: its element goes whatever it holds."""
    return _CONSENT_VENDOR_FOUND(names)


_REVIEWS_RE = re.compile(r"(?:^|[\s_-])(?:" + _REVIEWS + r")(?:$|[\s_-])")


_TEASER_BOX_RE = re.compile(_TEASER_BOX, re.I)


def teaser_box_name(names: str) -> bool:
    """A name of a box of other articles' teasers (``_TEASER_BOX_RE``), asked only of the few elements that hold
    much of a page."""
    return _TEASER_BOX_RE.search(names) is not None


# (xother34) the names of a shop's box of other products under a product (WooCommerce's "related products" and
# "upsells products", Shopware 6's "product-detail-cross-selling", Magento's "block crosssell", Shopify's
# "product-recommendations"): beside a one-line description its grid of names and prices is most of the page
_SHOP_TEASER_RE = re.compile(r"related[\s_-]+products|(?:^|[\s_-])(?:cross-?sell\w*|up-?sells?|product-recommendations"
                             r"|recently-viewed(?:-products)?)(?:$|[\s_-])", re.I)


def shop_teaser_name(names: str) -> bool:
    """A name of a shop's box of other products (``_SHOP_TEASER_RE``), asked only of the few elements that hold much
    of a page."""
    return _SHOP_TEASER_RE.search(names) is not None


def reviews_name(names: str) -> bool:
    """A name of a shop's customer reviews (``_REVIEWS``) in the names (asked only of the few elements that hold
    much of a page)."""
    return _REVIEWS_RE.search(names.lower()) is not None


def strong_name(names: str) -> bool:
    """``_STRONG_RE`` in the names, remembered like ``boiler_name``'s verdicts."""
    strong = _STRONG_SEEN.get(names)
    if strong is None:
        if len(_STRONG_SEEN) > 100_000:
            _STRONG_SEEN.clear()
        strong = _STRONG_SEEN[names] = _STRONG_FOUND(names)
    return strong
