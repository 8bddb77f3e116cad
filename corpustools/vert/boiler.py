"""Line-level boilerplate: the blocks that survive the element filters and the block classes because
they sit inside the article's container, but are not its text.

Each rule is about a kind of text, in the languages of the corpus's sources (Czech, Slovak, English,
German, Polish, French, Italian, Spanish, Portuguese, Dutch, Hungarian, ...), never about one site (the site
notices' patterns, cookie, rights, consent and newsletter prompts, are in ``notices.py``; the newer
languages' phrase tables in ``phrases.py``).  The tables are matched against the block's text lowered
once (patterns compiled without ``re.I``: a third of the CPU), and only on short blocks:

* media players: "Přehrát", "Play video", "00:00 / 00:00", "Flashový přehrávač se spouští";
* image credits and captions: a figure's ``<figcaption>`` (the picture's label and credit, which no
  development set's truth counts as text; its images go to the next block kept), blocks that are a
  credit ("Foto: …", "Photo: …", "Image copyright …", "© …", "Bild: …") or a caption ending in one
  ("… říká zasněně. | Foto: ČTK/Michal Doležal", "… in Littleton, Colo. (AP Photo/David Zalubowski)",
  "… in Taipei on December 29. Photo: AP", "… říká premiér. | Video: DVTV", a news agency's "(NASA via AP,
  File)", "(Thomas Coex/AFP/Getty Images)"; not a wire story's "(Reuters)"), and short blocks repeated
  on the page (a caption under every gallery image; not, in an article, the headings of sections alike,
  two or more of which repeat, nor the line right under each, nor a line repeated once per section: a meal
  plan's "Breakfast" / "Lunch" and "Portion: 1 Green, 1 Red" under them), and
  a longer block right after its own copy in another element (a slideshow's caption in every slide, a
  block for the other screen size; not a paragraph the page repeats under the same parent);
* a cookie notice: a block of up to 600 characters that opens with one ("This site uses cookies…", "Wir
  verwenden Cookies…", "Nous utilisons des cookies…", "Tento web používá … soubory cookie") and speaks of
  the web (site, browser, consent, …), unless the page is about cookies (three other blocks say "cookie");
* a sign-up form's consent line ("By signing up, you agree to receive …", "Mit Ihrer Anmeldung stimmen Sie
  … zu", "En vous inscrivant, vous acceptez …", "Odesláním formuláře souhlasíte …"), a newsletter's prompt
  ("Abonnez-vous à notre newsletter", "Přihlaste se k odběru novinek"), a ticker's phrase repeated over and
  over ("Book Now *Book Now *…");
* a site's rights notice ("Autorská práva vykonává vydavatel. Jakékoli užití … bez písemného svolení …",
  "All rights reserved", "Alle Rechte vorbehalten") in a block of up to 400 characters;
* a Czech or Slovak site's appeal for its readers' support ("Líbí se vám naše práce? I vy nás můžete podpořit …",
  ``notices.support_appeal``); on an article page, a reader poll's box under "Anketa" (its question, answers,
  button and count) and a card of another article among the paragraphs (a linked headline over "Číst článek"),
  found in the page's blocks before the container's choice (``without_cards_and_polls``);
* a publication or update stamp alone in a block ("Published 4:00 am CST, November 20, 2019",
  "Aktualizováno 12. 3. 2024");
* teaser blocks: a heading such as "Související články", "Mohlo by vás zajímat", "Nejčtenější",
  "Doporučené články", "Ještě si přečtěte", "Právě se děje", "Related articles", "Das könnte Sie auch
  interessieren", "Ähnliche Beiträge", "Articles similaires", and the lines after it up to the next
  paragraph of plain prose (on an article page also a shorter one outside the box's element: Novinky's box
  between two paragraphs of 140 characters) or a heading without a link ("Articles liés", "Leggi anche", "Lees ook",
  "Czytaj także", "Mohlo by vás zaujímať", "Kapcsolódó cikkek", …); a teaser heading and a linked title in
  one block ("Lire aussi : <a>…</a>", "<a>Related: …</a>", at least 60 % of the rest link text); teaser lines
  cut with "… více" / "… more" (but for a section page made of them); on an article page, runs of three or
  more other articles' excerpts cut off mid-word by an ellipsis (two at the end of the text), with their titles;
* a breadcrumb trail as a line of text ("Startseite › Aktuelles › …", "Vous êtes ici : Accueil > …": the home
  page's step and two more, or one linked, or "You are here:" in the languages of ``phrases.TRAIL_HERE``), and
  a row of share or follow buttons after its label ("Teilen: Facebook Twitter E-Mail", "Suivez-nous : …");
* a table of contents: its heading ("Table of contents", "Inhaltsverzeichnis", "Sommaire", "On this
  page") and the list items right after it;
* blocks of separators alone (".", "•", "¶", a zero-width joiner), but for items of tables, lists and code;
* interface words alone in a block: advert labels ("Advertisement", "Anzeige", "Reklama"), gallery and
  player controls ("Back to gallery", "Image 2 of 5", "Close", "Next"), "Up next", "Read more", share
  prompts ("Sdílejte článek pomocí sociálních sítí", "Share this article"), forum and Q&A platforms'
  controls ("Click to expand...", "2 Likes", "Explore related questions"), a script's placeholder
  ("Loading...", "Wird geladen…"), share, print and comment buttons ("Partager", "Drucken", "3 commenti"),
  pagination ("Page suivante", "Seite 2 von 5", "Předchozí článek"), reading times ("Lesezeit: 3 Minuten",
  "5 min read");
* relative times alone in a block ("Před 14 hodinami", "3 hours ago", "vor 2 Stunden", "il y a une heure",
  "3 órája", "hace 2 días");
* on an article page, a byline alone in a block ("Par Jean Dupont", "Von Markus Balser, Berlin", "Autor:
  Jan Novák"; names capitalized, no date: a listing's bylines are its text);
* on an article page, a Czech or Slovak meta line: a date with its year beside times, stamps' words and a
  name ("Peter Kráľ 26.11.2026 12:00 Aktualizované 26.11.2026 15:30", :func:`meta_line`), or a live blog's
  clock time alone ("14:35");
* unrendered template text (``{{ … }}``, ``{% … %}``, ``${…}``) making up much of a block (not of a ``<pre>``:
  a manual's code in Django's, Jinja's or Vue's template language), and blocks that
  open with a run of machine identifiers (UUIDs hiding a label such as eBay's "Sponsored");
* on a forum thread, the later copies of a paragraph: quoted posts and repeated signatures;
* widgets' and forms' lines alone in a block (``phrases.INTERFACE``): a post's rating widget ("How useful was
  this post?", "War dieser Artikel hilfreich?"), WordPress's script placeholders ("This slideshow requires
  JavaScript.", "Gefällt mir Wird geladen …"), download buttons ("Dieses Skript als PDF herunterladen"), view
  counts ("111112 zhlédnutí", "čteno: 327x názorů: 0"), paywall lines, form, search and error messages, an
  audio player's label ("Listen to this article"), "Back to overview", the author box's heading (on an article
  page with the bio under it: up to two blocks of up to 800 characters before the next heading, not in the
  element of the article's paragraphs);
* a shop's interface lines alone in a block (``shoplines``): an empty review tab's prompts ("Be the first to
  review this product", "Es gibt noch keine Bewertungen"), tax, shipping and availability notes ("inkl. MwSt.
  zzgl. Versandkosten", "Sofort verfügbar, Lieferzeit 1-3 Werktage", "En stock"), reassurance badges ("Free
  shipping on orders over $75", "Paiement sécurisé") and the buy box's buttons and labels; on a page that
  is not an article, a panel of the shop's shipping and returns policy under its heading ("Shipping &
  Returns", "Versand & Rückgabe", ``shoplines.policy_heading``);
* on an article page: a teaser box introduced by a sentence that asks to read ("Mehr zum Thema Bahnstreik lesen
  Sie hier:", with the links under it; a list article's "Recommended courses:" asks nothing), runs of link text
  holding two linked headings or more (teaser cards, each a link around its title and excerpt), a line crediting
  the other reporters ("… contributed to this report."), the writer's bio among the last two blocks ("Erin
  Cunningham is an Egypt-based correspondent for The Post."), a caption or notice up to ``CAPTION`` characters
  shown again in another element (the later copy), and an old Czech teaser line ending in its "čtěte ZDE" link;
  (session 24) a topic's follow box ("Thema: Ukraine-Krieg Folgen", "Sécheresse Suivre ce sujet"; the label and
  name alone as the last line), and a blog platform's writer card ("Written by Jane Doe", its follower counts
  and bio: ``without_writer_card``, asked by ``choose`` of the page's blocks);
* on an article page (session 21): a gallery's counter alone outside tables and lists ("1/12", "1 von 12"), an
  unlinked line pointing to another article ("Lesen Sie auch: <title>", "Čtěte také: <title>": a title after the
  colon, not a sentence), a newsletter box under a heading that names the newsletter, in an element of its own
  ("Der Morgen-Newsletter" and its pitch and form's lines), and the writer's name in capitals ending the text
  ("TEREZA KRUMPHOLZOVÁ"); (session 31) a linked line ending in a colon that points to more articles on the subject
  ("Weitere Artikel zum Thema finden Sie in unserem <a>Dossier</a>:", "Retrouvez tous nos articles sur <a>…</a> :"),
  its box pruned (the text goes on after it) or with its list of titles, each item one link (``_coverage_pointer``);
* an embedded post's, video's or map's consent placeholder (``notices.embed_notice``: "Empfohlener externer Inhalt",
  "To view this content, please accept …", "Klicken Sie hier, um Inhalte von Google Maps anzuzeigen", its button
  "Karte laden" but in a table's cell);
* a line of a stamp and page tools parted by bars ("Seite zuletzt geändert am 07.01.2025 | Drucken | nach oben");
* the comments' heading with the post's title ("59 Comments on “…”", "Ein Gedanke zu „…“"), a post's tags
  before their links ("Tags: <a>…</a>, <a>…</a>", "Štítky: …") and an affiliate links' disclosure ("As an
  Amazon Associate I earn from qualifying purchases", ``notices.affiliate_notice``).
"""

from __future__ import annotations

import dataclasses
import logging
import re
import unicodedata
from collections.abc import Callable, Sequence
from functools import cache, partial

from corpustools.vert import firstchar, phrases, textdates
from corpustools.vert.byline import (
    BYLINE,
    LIFE_DAYS,
    WEEKDAY_END,
    book_facts,
    byline,
    names_alone,
    names_beside_date,
    position_line,
)
from corpustools.vert.extract import Block, heading_box, shared_depth
from corpustools.vert.fullstops import ends_sentence, opens_sentence
from corpustools.vert.linktarget import site_domain, site_host
from corpustools.vert.notices import (
    ABOUT_COOKIES,
    AFFILIATE,
    CONSENT,
    COOKIE_NOTICE,
    EMBED,
    EMBED_LABEL,
    FOLLOW_PROMPT,
    GIFT,
    NEWSLETTER,
    POST_FOOTER,
    PRESS_CONTACT,
    RIGHTS,
    SUPPORT,
    WIRE_NOTICE,
    WIRE_SOURCE,
    affiliate_notice,
    consent_line,
    cookie_notice,
    embed_notice,
    follow_prompt,
    funder_disclosure,
    gift_notice,
    newsletter_box_line,
    newsletter_prompt,
    notice_goes_on,
    post_footer,
    press_contact,
    reported,
    rights_notice,
    rights_start,
    says_cookie,
    support_appeal,
    wire_notice,
    wire_source,
)
from corpustools.vert.shoplines import (
    PROMOTION_LINE,
    SHOP_LINE,
    policy_heading,
    policy_page,
    promotion_line,
    shop_line,
)
from corpustools.vert.widths import text_length

log = logging.getLogger(__name__)

SHORT = 120  # rules about captions, credits and players only judge blocks up to this length
# (xgaps28) a forum post's header of the poster's name and the post's stamp, the two elements run together without a
# blank ("mamina_zuzkavčera o 21:14", "Peter77dnes o 8:02", "jan.novak28. 11. 2026 10:15"): a name of one word glued
# to a stamp that ``_noise`` takes alone (``_RELATIVE_TIME``, ``_STAMP``); no sentence runs a word into a date so
GLUED_HEADER = 70  # ... such a line is no longer than this
# (xreview28b) ... of the day words glued to it (``phrases.DAY_WORDS``), those that end names and words of their
# languages (Ruggieri, carabinieri, Poggi, Gauthier, cahier; session 29: Mayer, Bayer, player, ahoy) glue only to a name
# ending in no letter ("mario_82ieri alle 21:14"): "Ruggieri alle 20:45", "Gauthier à 18h30" are a name and a time
_WORD_END_DAYS = ("ieri", "oggi", "hier", "ayer", "hoy")


def _glued_stamp(low: str) -> bool:
    """Whether a short line (lowered) is a word and, glued to it, a stamp (``GLUED_HEADER``)."""
    blank = low.find(" ")
    if blank < 3 or _DIGIT.search(low) is None:
        return False
    for at in range(2, blank):
        if (low[at].isdigit() and not low[at - 1].isdigit()) or (low.startswith(phrases.DAY_WORDS, at) and low[at - 1] != "-"
                                                                 and not (low[at - 1].isalpha() and low.startswith(_WORD_END_DAYS, at))):
            rest = low[at:]
            if (_RELATIVE_TIME.fullmatch(rest) or _STAMP.fullmatch(rest)) and any(c.isalpha() for c in low[:at]):
                return True
    return False


# (session 29) ... or spaced from it, the name and the stamp two elements of the header ("Peter77 dnes o 8:02",
# "jan.novak 28. 11. 2026 10:15", "JohnDoe · Tue Mar 12, 2025 2:03 pm"): the name one word that looks like a poster's
# (a digit, "_", "." or "-" in it, a small first letter or a capital inside: a word of the text, "Konzert 12.03.2025
# 20:00", "Berlin 12.03.2025, 14:03", is an event's line or a dateline), the rest a day (or a day's word), a clock time
# and a weekday, nothing else
_POSTER = re.compile(r"[^\W_][\w.-]{1,29}")
_POSTER_MARKS = frozenset("0123456789_.-")
_STAMP_LEAD = " ·|»–—-:"
_WEEKDAY = re.compile(r"\b(?:" + "|".join(phrases.weekday_words()) + r")\b\.?", re.I)


def _poster_name(name: str) -> bool:
    """A word that looks like a poster's name, not a word of the text: a digit, "_", "." or "-" inside it, a small first
    letter or a capital inside ("jsmith", "carfan88", "mechanic_dave", "JohnDoe"; (xreview29) not capitals alone, a
    club's or a channel's short name, "BVB 12.03.2025 20:30", nor "Berlin")."""
    return _POSTER.fullmatch(name) is not None and (
        name[0].islower() or not _POSTER_MARKS.isdisjoint(name[1:-1])
        or (any(c.isupper() for c in name[1:]) and not name.isupper()))


def _spaced_stamp(text: str) -> bool:
    """Whether a short line is a poster's name and, after a blank, a post's stamp (``GLUED_HEADER``)."""
    blank = text.find(" ")
    if blank < 2 or not _poster_name(text[:blank]):
        return False
    rest = text[blank:].lstrip(_STAMP_LEAD)
    if _META_CLOCK.search(rest) is None:
        return False  # ((xreview29) no clock time: the day is not read, ``text_days`` costs ~0.1 ms a block)
    low = rest.lower()
    days = textdates.text_days(rest)
    undated = rest[:days[0][0]] + " " + rest[days[0][1]:] if days else rest  # (a clock time, not a date's "12.03")
    if _META_CLOCK.search(undated) is None or not (days or low.startswith(phrases.DAY_WORDS)
                                                   or _RELATIVE_TIME.fullmatch(low) or _STAMP.fullmatch(low)):
        return False
    return not _meta_rest(_WEEKDAY.sub(" ", rest))


# (xleft31) ... or the poster's name and a relative time, the one stamp of many forums and comment systems (Discourse,
# Disqus, Reddit, a site's own: "jsmith · 3 hours ago", "carfan88 před 2 hodinami", "Posted by jsmith 3 hours ago",
# "Jane Doe · vor 3 Stunden"): after a label ("Posted by", "Verfasst von", "Napsal") or none, a name of one word that
# looks like a poster's (``_spaced_stamp``'s test), one capitalised word before a separator, or two or three
# capitalised words, then the relative time alone (``_RELATIVE_TIME``); not a sentence ("Sie starb vor 3 Stunden"), nor
# a heading's "Heute vor 50 Jahren" (a day's word, no separator) or "Die Wende vor 35 Jahren" (an article's word)
_HEADER_LABEL = re.compile(r"(?:posted|submitted|written|verfasst|geschrieben|gepostet|publié|posté|écrit|publicado"
                           r"|escrito|enviado|napsal[a]?|přidal[a]?|vložil[a]?|napísal[a]?|pridal[a]?)"
                           r"(?:\s(?:by|von|par|por|od))?\s?:?\s", re.I)
_HEADER_SEPARATORS = frozenset("·|•–—-")
RELATIVE_HEADER_NAME = 3  # words of a name at most
RELATIVE_HEADER_TIME = 32  # characters of the relative time at most ("il y a quelques minutes", "před několika minutami")


def _relative_header(text: str, low: str, links: Sequence[tuple[int, int, str]] = ()) -> bool:
    """Whether a short line (``low``: lowered) is a poster's name and a relative time alone (see ``_HEADER_LABEL``).
    The time is tried after each of the first words, on the lowered line, before the name is looked at (the
    blocks of a page are rarely headers).  (xreview32) Capitalised words and the time with neither a separator nor a
    label between them are a header only when the words are a link (``links``: the block's), the poster's profile
    ("<a>Dave Miller</a> 45 minutes ago"): an article's bold line over a retrospective is a thing's name, capitalised
    as German nouns or an English title are ("Berliner Mauer vor 35 Jahren", "Paris Olympics 100 years ago")."""
    label = _HEADER_LABEL.match(text)
    start = pos = label.end() if label else 0
    for _ in range(RELATIVE_HEADER_NAME):
        blank = low.find(" ", pos)
        if blank < 0:
            return False
        pos = blank + 1
        at = pos + 2 if low[pos:pos + 1] in _HEADER_SEPARATORS and low[pos + 1:pos + 2] == " " else pos
        if len(low) - at > RELATIVE_HEADER_TIME or not _RELATIVE_TIME.fullmatch(low[at:]):
            continue  # (the time is short: a longer rest is not tried, a third of the blocks' CPU here)
        separated = at > pos or low[blank - 1] in _HEADER_SEPARATORS
        names = [w.rstrip("·|•–—-:,").lstrip("@") for w in text[start:blank].split()]
        if not all(names) or any(w.lower() in phrases.DAY_WORDS for w in names):
            return False
        if len(names) == 1:
            return _poster_name(names[0]) or (names[0][0].isupper() and (separated or label is not None)
                                              and names[0].isalpha())
        return all(w[0].isupper() and w[1:].replace("'", "").replace("-", "").islower() for w in names) and (
            separated or label is not None or (_ARTICLE_WORDS.isdisjoint(w.lower() for w in names)
                                               and (_RECENT.search(low, at) is not None
                                                    or any(s <= start and e >= blank - 1 for s, e, _ in links))))
    return False


# (xcssk39) ... or the time is minutes or hours ago: a news site's byline of the writer's name and the age of the
# article, unlinked ("Petra Svobodová před 3 hodinami", Seznam Zprávy's); a retrospective's title counts years or days
# ("Berliner Mauer vor 35 Jahren"), never hours
_RECENT = re.compile(r"\d\s*(?:min|hod|hour|hr|stund|std|heure|or[ae]\b|hora|godz|perc|óra|órá)")


# the articles that open a capitalised title of a thing, not a person's name ("Die Wende vor 35 Jahren")
_ARTICLE_WORDS = frozenset(("the", "a", "an", "der", "die", "das", "den", "dem", "des", "ein", "eine", "le", "la", "les",
                            "el", "los", "las", "un", "une", "una", "il", "lo", "gli"))


# (xleft30) ... or the poster's name with the member panel's fields run into one line of the post's header (a forum's
# own template: "jsmith Joined: Mar 2019 Posts: 1,234 Posted 3 hours ago", "waldlaeufer Registriert: 03.2019 Beiträge:
# 1.234 Verfasst: vor 3 Stunden"): two such labels at least, each with a number in its value, a name of a word or three
# at most before them (not a sentence reporting a forum's figures: "The board says members joined: …")
_MEMBER_LABEL = re.compile(r"(?:registered|joined|join date|member since|posts|messages|reaction score|beiträge"
                           r"|registriert(?: seit)?|mitglied seit|dabei seit|příspěvky|příspěvků|registrován|členem od"
                           r"|príspevky|registrovaný|inscrit(?: le)?|inscription|messages postés|messaggi"
                           r"|iscritt[oa](?: dal| il)?|mensajes|registrado|miembro desde"
                           r"|založen|dołączył[a]?|posty|anmeldungsdatum|registrato|geregistreerd(?: op)?|berichten"
                           r"|lid sinds)\s?:\s*", re.I)
# ((xreview30) vBulletin's German "Registriert seit: 03.2019", the Italian "Iscritto il: 12/03/2019")
# ((xleft35) phpBB 2's translations: Czech "Založen: 12. 03. 2019", Polish "Dołączył: 12 Mar 2019" and "Posty: 37",
# German "Anmeldungsdatum: 12.03.2019", Italian "Registrato: 12 Mar 2019", Dutch "Geregistreerd op: …", "Berichten: 37")
MEMBER_HEADER = 140  # ... such a line is no longer than this
MEMBER_VALUE = 40  # ... nor a label's value (the last one's with the post's stamp: "1,234 Posted 3 hours ago")


def _member_header(text: str) -> bool:
    """Whether a short line is a poster's name and the member panel's labelled numbers (``MEMBER_HEADER``)."""
    labels = list(_MEMBER_LABEL.finditer(text))
    if len(labels) < 2 or len(text[:labels[0].start()].split()) > 3:
        return False
    ends = [m.start() for m in labels[1:]] + [len(text)]
    return all(end - m.end() <= MEMBER_VALUE and _DIGIT.search(text, m.end(), end) is not None
               for m, end in zip(labels, ends))


# (xleft37) ... or the answerer's name with a Q&A site's or a forum's badge beside it, the block's whole text
# (gutefrage's "Pflanzendoktor Topnutzer im Thema Pflanzen", "Community-Experte", the asker's "Fragesteller", new
# Reddit's "Top 1% Commenter"): a badge of the site's, no text of the post; a sentence naming a top user goes on
_MEMBER_BADGE = re.compile(  # lower case, for lowered text
    r"(?:[^\s]{2,30} )?(?:topnutzer(?:in)? im thema [^\W\d_][\w&+ -]{1,40}|community-expert(?:e|in)(?: (?:im thema|für)"
    r" [^\W\d_][\w&+ -]{1,40})?|fragesteller(?:in)?|top \d{1,2} ?% (?:commenter|poster))")
MEMBER_BADGE = 100  # ... judged on blocks up to this length


def _member_badge(low: str) -> bool:
    """Whether a short lowered line is a poster's name and a badge of the site's (``_MEMBER_BADGE``)."""
    return ("topnutzer" in low or "expert" in low or "fragesteller" in low or "%" in low) \
        and _MEMBER_BADGE.fullmatch(low) is not None


_PAID_TIER = re.compile(r"\W*(?:" + phrases.PAID_TIER + r")\W*")  # (xleft30) a German paid tier's upsell line
PAID_TIER = 90  # ... judged on blocks up to this length


# (xgaps28) ... but an interface line of the table (``phrases.INTERFACE``) that the whole block matches is one up to
# this length: a forum's guest prompt of two sentences in French or German runs past ``SHORT`` ("Vous pouvez publier
# maintenant et vous inscrire plus tard. Si vous avez un compte, connectez-vous maintenant pour publier avec votre
# compte."); the patterns are anchored at both ends (a full match), so a sentence that only opens so stays
LONG_INTERFACE = 240
# (xreview28b) ... when it holds two sentences at least, as the prompts so long do: one long sentence that a pattern
# with a free tail matches whole is an article's ("Předplatné služby Voyo umožní neomezený přístup k celému obsahu
# platformy, tedy k seriálům, filmům i sportovním přenosům.", 133 characters); a sentence's end before the last
# character is also the cheap test asked before the patterns
_INNER_END = re.compile(r"[.!?] ")


def _two_sentences(low: str) -> bool:
    """Whether a line holds a sentence's end and more after it (``LONG_INTERFACE``)."""
    return _INNER_END.search(low) is not None
COPY_LOOK = 3  # a longer block repeating one of the last this many kept, in another element, is a copy ...
COPY_START = 40  # ... when the blocks kept since begin as it does (a caption whole and cut short)
RELATIVE = 60  # ... relative times ("Aktualisiert vor wenigen Minuten": the longest are half this)
STAMP = 100  # ... and publication stamps
PROSE = 150  # a teaser block ends at the first link-free paragraph at least this long (CJK weighted: 関連記事's
# run took the Japanese paragraph of 85 characters after it)
MAX_TEASER_RUN = 40


def _lowered(pattern: str) -> re.Pattern[str]:
    """``pattern`` (lower case) compiled for text already lowered: a third of the CPU of ``re.I`` (most
    tables here are tried on every short block of every page)."""
    assert not firstchar.has_upper(re.sub(r"\\.", "", pattern)), pattern
    return re.compile(pattern)


_PLAYER = re.compile(  # lower case, for lowered text
    r"(?:přehrát|prehrať|spustit|pozastavit|play|pause|abspielen|wiedergabe|lire|riproduci|reproducir|odtwórz)"
    r"(?:\s+(?:video|audio|záznam|podcast|zvuk|reportáž|the video|now))?"
    r"|\d{1,2}:\d\d(?::\d\d)?\s*/\s*\d{1,2}:\d\d(?::\d\d)?"
    # an advert's countdown before a video: "Your video will play in 00:25", "Ihr Video beginnt in 0:10"
    r"|(?:your video will (?:play|begin|start|resume)|(?:ihr )?video (?:beginnt|startet)|votre vidéo (?:commence|démarre)"
    r"|il video (?:inizierà|inizia)|video se spustí|tu video (?:empezará|comenzará)) (?:in|dans|tra|za|en) \d{1,2}:\d\d"
    r"|.{0,40}(?:flashový přehrávač|flash player|přehrávač se (?:spouští|načítá)|loading (?:the )?player"
    r"|player (?:is )?loading|video (?:se )?(?:načítá|nelze přehrát)|your browser does not support"
    r"|váš prohlížeč nepodporuje|ihr browser unterstützt).{0,60}"
    # ... a video's fallback line in other languages, opening the block (session 23): "Votre navigateur ne supporte pas
    # la vidéo.", "Il tuo browser non supporta il tag video.", "Tu navegador no soporta …", "Je browser ondersteunt …"
    r"|(?:votre navigateur ne (?:supporte|prend) pas|il tuo browser non supporta|(?:tu|su) navegador no (?:soporta|admite"
    r"|es compatible)|twoja przeglądarka nie obsługuje|váš prehliadač nepodporuje|(?:je|uw) browser ondersteunt) .{0,60}")


# the openings of the fallback lines above that name no browser in English ("Votre navigateur ne supporte pas …")
_FALLBACK_OPENERS = ("votre navigateur", "tu navegador", "su navegador", "twoja przeglądarka", "váš prehliadač")


# (xcssk39) an audio player's box in one line, its counter at zero first, then the recording's title and its download
# link ("00:00 / 03:12 Reportáž Tomáše Koláře Stáhnout audio", iROZHLAS's): a page as fetched plays nothing, so its
# position is 0:00; the title ends in no sentence's end (a timetable's "00:00 / 03:12 jede noční linka 907." is text)
_PLAYER_AT_ZERO = re.compile(r"0?0:00\s*/\s*\d{1,2}:\d\d(?::\d\d)?(?:\s*[^\n]{0,80}?[^.!?…\s])?")


def _player(text: str, low: str = "") -> bool:
    """``_PLAYER`` matches ``text``: a control word (32 characters at most) or a sentence that names the
    player (flash, přehrávač, player, video, browser, prohlížeč), or opens as a browser's fallback line does
    (``_FALLBACK_OPENERS``), or the line opens with a counter at zero (``_PLAYER_AT_ZERO``); most blocks do
    none of these, and are not tried."""
    low = low or text.lower()
    if low.startswith(("0:00", "00:00")) and _PLAYER_AT_ZERO.fullmatch(low):
        return True
    if len(low) > 32:
        if not ("flash" in low or "přehrávač" in low or "player" in low or "video" in low or "browser" in low
                or "prohlížeč" in low or low.startswith(_FALLBACK_OPENERS)):
            return False
    return _PLAYER.fullmatch(low) is not None


_CREDIT = firstchar.FirstChar("", _lowered(  # (tried with the alternatives that may begin with the block's first character)
    r"[(\[（]?(?:foto(?:grafie)?|фото|photo(?:graph)?s?|image|picture|bild|beitragsbild|bildquelle|titelbild|obrázek|zdroj|source"
    r"|credit|video|vidéo|vídeo|ilustrační foto|ilustrace|illustration|grafika|(?:info)?grafik|crédits? photo|" + phrases.CREDIT_WORDS + ")"
    r"\s*(?:copyright|credit|caption|by)?\s*[:：©|]"
    r"|(?:" + phrases.CREDIT_LINES + ")$"
    r"|(?:beitragsbild|titelbild)$"
    r"|image (?:copyright|caption)\b|photo (?:by|credit)\b|(?:©|\(c\)\s|copyright\b)").pattern, "")
COPYRIGHT_SENTENCE_WORDS = 5  # a sentence opening with "Copyright" has this many words at least


def credit_line(text: str, low: str = "") -> bool:
    """(xreview34b) ``text`` opens as a picture's credit (``_CREDIT``: "Foto: Michal Šula, MAFRA. Všechna práva
    vyhrazena.", "Bildquelle: dpa. …"), not a sentence on copyright (``_copyright_sentence``) nor (xopen36) a
    sentence after a label (``_labelled_sentence``)."""
    found = _CREDIT.match(low or text.lower())
    return found is not None and not _copyright_sentence(text) and not _labelled_sentence(text, found.end())


_SENTENCE_WORD = re.compile(r"(?<![\w.'’-])[a-zà-öø-ÿā-ž][a-zà-öø-ÿā-ž'’-]{2,}\b")
SENTENCE_WORDS = 5  # a label's text with this many words of three letters or more in lower case is a sentence


def _labelled_sentence(text: str, end: int) -> bool:
    """(xopen36) After a credit's label and its colon ("Video:", "Source:", "Foto:"), a sentence of the text, not a
    name: "Video: The mayor explains why the budget matters for every family in the city." (a video's caption told
    as the page's text), "Source: The council says the figures will be published next week."  A credit's name or
    agency has few words in lower case before its first full stop ("Foto: Michal Šula, MAFRA. Všechna práva
    vyhrazena, šíření bez souhlasu zakázáno.", "Source: Office for National Statistics", "Photo: courtesy of the
    family"), and a sentence ends with its full stop."""
    if not (0 < end < len(text)) or text[end - 1] not in ":：" or text[-1] not in ".!?":
        return False
    stop = text.find(". ", end)
    return len(_SENTENCE_WORD.findall(text, end, stop if stop > 0 else len(text))) >= SENTENCE_WORDS


def _copyright_sentence(text: str) -> bool:
    """(xreview32b) A sentence of a text about copyright that opens with the word ("Copyright law protects an author's
    work for seventy years after their death.", "Copyright infringement is a civil wrong."), a lawyer's, a school's or
    a library's page: a word in lower case after it (a credit's "by" aside) and a full stop at its end.  A credit's
    "Copyright Getty Images", "Copyright 2026 Reuters", "Copyright by Jane Doe" goes, and (xreview32c) so does a
    site's notice saying whose the copyright is (``_COPYRIGHT_OWNER``: "Copyright belongs to the original authors.",
    "Copyright of all images remains with the photographers.", "Copyright liegt bei den jeweiligen Autoren."), unless
    (xreview33) the sentence goes on after the owners with a clause of its own, as a report's or a law's does
    ("Copyright remains with the original authors, so the museum has to trace their heirs …": ``notice_goes_on``)."""
    if text[:10].lower() != "copyright " or not text[10:11].islower() or text[10:13] == "by " \
            or text.rstrip()[-1:] not in ".!?" or len(text.split()) < COPYRIGHT_SENTENCE_WORDS:
        return False
    owner = _COPYRIGHT_OWNER.match(text, 10)
    return owner is None or (owner.group(1) is None and notice_goes_on(text.lower(), owner.end()))


# (xreview32c) ... what a notice says after "Copyright": that it is kept ("reserved", "protected": group 1), or whose
# it is, the owners in the plural or the respective ones ("belongs to the original authors", "of all images remains
# with the photographers", "liegt bei den jeweiligen Autoren"); a law's sentence names one owner in general terms
# ("Copyright belongs to the author of a work, not to the person who paid for it.")
_COPYRIGHT_OWNER = re.compile(
    r"(reserved|protected)\b|(?:(?:of|for|on|in) (?:all |the |these |this |our )?(?:images?|photos?|photographs?"
    r"|pictures?|content|texts?|articles?|material|site|website|blog|posts?)\b[^.]{0,40}?)?"
    r"(?:belongs?|remains?|rests?|lies|liegt|liegen|verbleib\w*|appartient|reste|spetta|resta|pertenece)\b[^.]{0,40}?"
    r"\b(?:respective|original|jeweilig\w*|respecti\w*|rispettiv\w*|authors|owners|photographers|creators|artists"
    r"|holders|autoren|urheber\w*|fotografen|auteurs|autori|autores)\b", re.I)


# "Foto di Mario Rossi", "Photo de Jean Dupont", "Foto von dpa" (a name or an agency: not "Photos de vacances")
_PHOTO_BY = re.compile(r"(?i:foto|photo)s? (?i:di|de|von|par|door) (?:[A-ZÀ-Ž]|dpa|afp|ap\b|epa)[\w.,/&' -]{0,50}")
# "Photograph by Ed Marshall, Redonda Restoration Programme", "Photographs by Jane Doe", "Photo credits: NASA/JPL",
# "Image via Getty Images", "Image courtesy of NASA", "Courtesy of NASA":
# names and agencies only, capitalized ("Photographs by Ansel Adams hang in the east wing" is a sentence)
_PHOTOGRAPH_BY = re.compile(r"(?i:photo(?:graph)?s? (?:by|credits?)|(?:image|photo|picture)s? (?:via|courtesy(?: of)?)"
                            r"|courtesy(?: of)?)\s*:?"
                            r"(?:[ ,/|&]+(?:(?:and|of|for|de|di|da|van|von|der|la|le|du)\s+)*[A-ZÀ-Ž][\w.'’/-]*){1,10}")
# (xreview30b) a stock library's attribution as the library words it for the user to copy ("Bild von Gerd Altmann auf
# Pixabay", "Image by Gerd Altmann from Pixabay", "Obrázek od Gerd Altmann z Pixabay", "Foto de Jane Doe en Unsplash"): a
# picture's word and its "by" first, a name, the library's name last (the whole block; a blog sets it under the
# title, where it read as a deck, or under the picture in a <p>; "Photo editing apps import pictures from Unsplash" is a
# deck)
_STOCK_LIBRARIES = ("pixabay", "unsplash", "pexels", "freepik")
_STOCK_CREDIT = re.compile(r"(?:(?:image|photo|picture|bild|foto|immagine|imagen|imagem|obrázek|obrázok|afbeelding)"
                           r" (?:by|von|par|di|de|do|da|od|uživatele|door|van)|zdjęcie) [^\n.!?,;:]{2,40}?"
                           r" (?:from|on|auf|von|bei|de|da|en|em|z|na|op|via|sur|di|su) (?:"
                           + "|".join(_STOCK_LIBRARIES) + r")\.?")
# a photographer's (or a broadcaster's) name and an agency alone: "Patrick Semansky, ASSOCIATED PRESS",
# "Michal Kamaryt, ČTK" (the name's words capitalized: not a sentence that ends ", Reuters")
_AGENCY_CREDIT = re.compile(r"([^\W\d_][\w.'’-]*(?: [^\W\d_][\w.'’-]*){0,3}) ?, (?:the )?(?:associated press|reuters|afp|getty images"
                            r"|dpa|ap|čtk|tasr)", re.I)
_RELATED_WORDS = (
    r"(?:související(?: články| zprávy| témata)?|súvisiace(?: články)?|mohlo by vás (?:zajímat|zaujímať)"
    r"|(?:přečtěte|prečítajte) si(?: (?:také|též|tiež|ještě))?|ještě si přečtěte|čtěte (?:také|též|dále)|další (?:články|zprávy)"
    r"|nejčtenější(?: články| zprávy)?|najčítanejšie|nejnovější(?: články| zprávy)?|doporučujeme"
    r"|doporučené(?: články| zprávy)?|odporúčame|právě se děje|práve sa deje"
    r"|related(?: articles| stories| posts| content| news| coverage)?|read (?:more|next|also)|more (?:stories|news|from)"
    r"|more(?=\s*:)"  # (xnews29d) Gannett's "More: <a>Flight cancellations: What are your rights?</a>"
    r"|you (?:may|might) also like|recommended(?: for you| stories|(?!\s*:))|most (?:read|popular|viewed)|trending(?: now| news| stories| articles)?"
    # (xen38) a TV station's box between the paragraphs, the site named: "Now trending on WKTV.com:"
    r"|now trending(?: on [\w.-]{2,30})?"
    r"|(?:similar|popular|recent|latest|more) (?:posts|articles|stories)|you (?:may|might) also be interested(?: in)?"
    r"|weitere (?:artikel|nachrichten|themen|beiträge)|(?:das|dies(?:es thema)?|das thema) könnte (?:sie|dich|euch) "
    r"(?:auch )?interessieren|meistgelesen(?:e artikel)?|mehr zum thema|auch interessant|lesen sie auch|passend dazu"
    # (xnews29c) Handelsblatt's "Mehr: <a>…</a>" closing the text (with its colon only: "Mehr" alone is a button)
    r"|mehr(?=\s*:)"
    r"|ähnliche (?:beiträge|artikel|themen|nachrichten)|verwandte (?:beiträge|artikel|themen)"
    r"|(?:unsere )?empfehlungen für (?:sie|dich)|unsere empfehlungen"
    r"|beliebte (?:beiträge|artikel)|empfohlene (?:beiträge|artikel)|weiterführende[rn]? links?"
    r"|aktuelle (?:berichte|beiträge|artikel) aus dieser kategorie|neueste (?:beiträge|artikel)"
    r"|lire aussi|[aà] lire aussi|sur le même sujet|les plus lus|articles similaires|vous aimerez aussi|[aà] découvrir"
    r"|czytaj (?:też|także)|najczęściej czytane"
    r"|polecamy|potrebbe interessarti|ti potrebbe interessare|leggi anche|più letti|articoli correlati|"
    + "|".join(phrases.RELATED) + ")")
_RELATED_TAIL = (  # "... za poslední týden", "Nejčtenější na Facebooku"
    r"(?:\s+(?:za|in|der|des|de la|this|today|dnes|dneška|týdne)(?:\s+[\w.]+){0,3}"
    # (session 24) ... or where the stories are from, a region or a section ("Další zprávy z regionu", "Weitere
    # Nachrichten aus der Region", "More stories from around the web"; not "Další zprávy z pondělního dopoledne:",
    # a live report's own heading over its items)
    r"|\s+(?:z|ze|zo)\s+(?:regionu|kraje|krajov|domova|zahraničí|zahraničia|světa|sveta|rubriky|kategorie|kategórie"
    r"|sekce|okolí|okolia|okresu|města|mesta|sportu|ekonomiky|kultury|čr|česka|slovenska)"
    r"|\s+aus\s+(?:der region|ihrer region|aller welt|dem ressort|der rubrik|dieser rubrik|dieser kategorie|der stadt"
    r"|dem landkreis|dem kreis|der umgebung|dem netz)"
    r"|\s+from\s+(?:the region|around the (?:web|world)|this (?:section|category|author)|our (?:partners|network))"
    r"|\s+(?:dalla|dal|della)\s+(?:regione|città|provincia|sezione|rete)|\s+du\s+(?:monde|réseau|même auteur)"
    r"|\s+(?:na|on|auf|sur|su|en|w)\s+(?:facebook|twitter|x|instagram|tiktok|youtube)\w*)?\s*(?:[:»›>]|\.{3}|…)?")
_RELATED = _lowered(_RELATED_WORDS + _RELATED_TAIL)
# ... tried with the words that can begin with the block's first character alone (see ``firstchar``)
_RELATED_BY_FIRST = firstchar.FirstChar("", _RELATED_WORDS[len("(?:"):-1], _RELATED_TAIL)
# a teaser line: a teaser heading and the other article's linked title in one block ("Lire aussi : <a>…</a>",
# "Leggi anche | <a>…</a>", "Čtěte také: <a>…</a>"); the rest of the block must be mostly link text (a sentence
# that opens so, "Lire aussi les conclusions du rapport …", has none)
_RELATED_LEAD = _lowered(_RELATED_WORDS + r"\s*[:|»›>–—-]?\s*")
RELATED_LINE = 300  # ... judged on blocks up to this length
# a table of contents' heading (not "Contents" or "Inhalt" alone: a product's package contents follow such a
# heading); it goes with the list items right after it, its entries
_TOC = _lowered(
    r"(?:table of contents|on this page|in this article|inhaltsverzeichnis|auf dieser seite|obsah článku"
    r"|sommaire|table des matières|dans cet article|indice dei contenuti|spis treści|índice de contenidos"
    # (session 27) a live blog's index of its key posts, each a link to its anchor ("Key events": "3h ago Rail services
    # cancelled"), above the posts themselves
    r"|key events|(?:die )?wichtigsten ereignisse|événements clés|eventi chiave|hlavní události|kľúčové udalosti)\s*:?")


# (xleft36) a page's index of its own sections written as one line of names parted by bars (man7.org's "NAME |
# SYNOPSIS | DESCRIPTION | COLOPHON", a municipality's "Anfahrt | Öffnungszeiten | Kontakt" over its sections): each
# part the text of one of the page's headings, three parts at least
SECTION_INDEX = 300  # ... the line this long at most
SECTION_INDEX_PARTS = 3


def _heading_texts(blocks: Sequence[Block]) -> frozenset[str]:
    """The lowered texts of the headings among ``blocks``."""
    return frozenset(b.text.lower() for b in blocks if b.heading)


def _section_index(text: str, headings: frozenset[str]) -> bool:
    """``text`` is an index of the page's sections: its parts between bars are all headings' texts (a line of
    tags or of page tools parted by bars names no heading of its page)."""
    parts = text.lower().split("|")
    return len(parts) >= SECTION_INDEX_PARTS and all(p.strip() in headings for p in parts)


# (xreview36b) a recipe's credit to its cook ("Rezept von Anna Weber") in a heading is the recipe's title in a
# collection ("<h2>Rezept von Oma Erna</h2>", "<h3>Recette de Marie Dupont</h3>" over its ingredients), no byline
_RECIPE_TITLE = re.compile(r"(?:" + phrases.RECIPE_CREDIT + r")\s", re.I)


TOC_ENTRY_WORDS = 5  # (xreview27) a list item of this many words or more ending as a statement does ...


def _plain_item(block: Block) -> bool:
    """(xreview27) ... is no entry of a table of contents (a section's or a post's title, a link to its anchor, which
    the blocks do not count as links: "3h ago Rail services cancelled", "What is inflation?"), but a point of the
    article's own list under such a heading ("Die wichtigsten Ereignisse": "Im März scheiterte die erste
    Verhandlungsrunde in Genf nach nur zwei Tagen.")."""
    text = block.text
    return block.tag == "li" and text[-1:] in ".!" and len(text.split()) >= TOC_ENTRY_WORDS
# (xde38) ... or its two words: "… mehr erfahren »" under a shop's tab, over the description it cuts (Shopware 5's
# "tab--preview"), "… read more", "… learn more"
_MORE_WORDS = r"|mehr erfahren|mehr lesen|read more|learn more|en savoir plus|scopri di più|leggi tutto"
_MORE = re.compile(r"(?:\.\.\.|…|\.\.)\s*(?:více|víc|viac|more|read more|mehr|weiterlesen|plus|lire la suite"
                   r"|czytaj dalej|číst dále|celý článek|continue reading" + _MORE_WORDS + r")?\s*[»›>]*\s*$", re.I)
_MORE_WORD = re.compile(r"(?:\.\.\.|…|\.)\s*(?:více|víc|viac|more|mehr|weiterlesen|lire la suite|czytaj dalej"
                        r"|číst dále|celý článek" + _MORE_WORDS + r")\s*[»›>]*\s*$", re.I)
_RELATIVE_LABEL = r"(?:aktualizováno|publikováno|updated|aktualisiert|posted|" + phrases.RELATIVE_PREFIX + r")\s*:?\s*"
_RELATIVE_WHEN = (
    r"(?:před|pred)\s+(?:\d+|jednou|dvěma|několika)\s+(?:sekund|minut|hodin|dn|dnem|týdn|měsíc|rok|let)\w*"
    r"|\d+\s+(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\s+ago"
    r"|vor\s+\d+\s+(?:sekunden|minuten|stunden|tagen|wochen|monaten|jahren)"
    r"|il y a\s+\d+\s+(?:secondes?|minutes?|heures?|jours?|semaines?|mois|ans?)"
    r"|\d+\s+(?:sekund|minut|godzin|dni|tygodni|miesięcy|lat)\w*\s+temu|" + "|".join(phrases.RELATIVE_TIME))
# ... with its label or without (written as two alternatives, not an optional label: ``FirstChar`` tries those
# that may begin with the block's first character), then the separator before the next item of a teaser's line:
# "Před 7 hodinami •"
_RELATIVE_TIME = firstchar.FirstChar(
    "", _lowered(_RELATIVE_LABEL + "(?:" + _RELATIVE_WHEN + ")|" + _RELATIVE_WHEN).pattern, r"(?:\s*[•·|–-])?")
# a publication or update stamp alone in a block: "Published 4:00 am CST, Wednesday, November 20, 2019",
# "Aktualizováno 12. 3. 2024 10:15", "The Associated Press Published Monday, November 18, 2019 8:22AM EST"
# (review 25) ... the words before the stamp's a source's name ("The Associated Press Published …") or a page's
# "This page was last updated on …", never a sentence's subject and verb: "The report was published in 2019 by the
# European Commission.", "Der Plan wurde zuletzt bearbeitet im Mai 2024 vom Planungsamt." are the text's
_PAGE_SUBJECT = (
    r"(?:this|the|diese[rs]?|cette|cet|questa|questo|tato|tento|táto) (?:page|article|post|story|content|information"
    r"|document|entry|site|website|seite|artikel|beitrag|text|inhalt|page|article|pagina|articolo|stránka|článek|článok)"
    r" (?:was|has been|is|wurde|ist|a été|est|è stato|è stata|byla?|bola?) ")
_STAMP_SUBJECT = (
    _PAGE_SUBJECT + r"|(?![\w.&' -]{0,40}?\b(?:was|were|is|are|be|been|has|have|had|wurden?|worden|ist|sind|war|waren|est|sont|été"
    r"|è|stato|stata|stati|state|sono|fu|byl|byla|bylo|byly|je|jsou|bol|bola|bolo|boli|został[aoy]?|fue|fueron|sido"
    r"|werd|werden|zijn|wordt|foi|foram|é|são|será|está|jest|są|zostało|zostały)\s)[\w.&' -]{0,40}\s"  # (session 26: pt, nl, pl)
)
# (xfrit37) the Spanish, Italian and French labels of a service page's stamp ("Fecha de actualización: 14/10/2026",
# "Data di ultima modifica: …", "Date de mise à jour : …"): a stamp's words in ``_STAMP``, no sentence's in
# ``_STAMP_NOT_SENTENCE``
_SERVICE_STAMP_LABELS = (
    r"fecha de (?:actualización|publicación|modificación)|data di (?:ultima )?(?:modifica|pubblicazione|aggiornamento)"
    r"|date de (?:mise à jour|publication|modification)")
_STAMP = _lowered(
    r"(?:" + _STAMP_SUBJECT + r")?(?:published|updated|last updated|posted|first published|aktualizováno|aktualizace"
    r"|publikováno|zveřejněno|vydáno|aktualizované|publikované|veröffentlicht|aktualisiert|zuletzt aktualisiert"
    r"|publié|mis à jour|pubblicato|aggiornato|opublikowano|zaktualizowano|publicado|actualizado|gepubliceerd"
    r"|(?:laatst )?bijgewerkt|aktualizacja|ultimo aggiornamento|dernière mise à jour|última actualización"
    r"|letzte aktualisierung|(?:(?:zuletzt )?geändert|erstellt|erschienen)(?= am| ?:)|ostatnia aktualizacja"
    # a health service's "Page last reviewed: 3 March 2024 Next review due: 3 March 2027" (the NHS's)
    r"|last reviewed|next review due|(?:page |content )?last modified|zuletzt bearbeitet"
    # (xnews29d) McClatchy's stamp at the story's end, a date right after the words: "This story was originally
    # published November 18, 2026 at 12:05 PM." (not where it appeared first: "… originally published in The Lancet")
    r"|originally published(?= (?:on )?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"
    # (session 26) the Portuguese, Dutch and Polish words: "Atualizado em 17/11/2026 às 10h", "Geplaatst op 18 november
    # 2026", "Data publikacji: 21.11.2026"
    r"|atualizado|atualizada|publicada|geplaatst|data (?:publikacji|dodania|aktualizacji)"
    # (xfrit38) a forum post's "Inviato il 10/11/2026, 21:15" (ForumFree's, Forumcommunity's), "Postato il …"
    r"|(?:inviato|postato)(?= il )"
    # ((xfrit37) ... and the Spanish, Italian and French labels of a service page's stamp)
    r"|" + _SERVICE_STAMP_LABELS
    + phrases.STAMPS_MORE + r")"  # (session 27) the Nordic, Finnish, Romanian, South Slavic, Turkish, Indonesian, ... words
    r"(?: on| am| le| il| dne| el| op| em)?\s*:?\s+"
    r"(?=[^\n]*\d)[\w.,:/ -]{4,60}"
    # ... and the update's after a dash (20 Minutes': "Publié le 30/11/26 à 10h15 — Mis à jour le 30/11/26 à 12h02")
    r"(?:\s?[—–|]\s?(?:mis à jour|updated|aktualisiert|aggiornato|actualizado|aktualizováno|aktualizované)"
    r"(?: on| am| le| il| el)?\s*:?\s+[\w.,:/ -]{4,40})?"
    r"(?:\((?:edited|bearbeitet|modifié|modificato|editado|upraveno|upravené|edytowano)\))?"
    # an institutional page's "Letzte Änderung: 12.03.2024", "Pagina aggiornata il 12/03/2024", "Mise à jour le
    # 12 mars 2024": words that open a headline too ("Pubblicata la graduatoria 2024"), so a date right after them
    r"|(?:[\w.&' -]{0,40}\s)?(?:letzte änderung|publiée|mise à jour|pubblicata|aggiornata)(?: le| il| am)?\s*:?\s+"
    r"\d[\w.,:/ -]{3,40}"
    # German news sites' "Stand: 14.05.2024 18:30 Uhr", "Stand: 14. Mai 2024, 18.30 Uhr" (a date after it: a fair's
    # "Stand: Halle 3" is a place)
    r"|stand:?\s+\d{1,2}\.\s?(?:\d{1,2}\.|[^\W\d_]+)\s?\d{2,4}(?:,?\s*(?:um\s+)?\d{1,2}[:.]\d\d(?:\s*uhr)?)?"
    # (session 25) an institution's "Stand: März 2025", "Stand der Information: 03/2025" (a month and its year), and
    # "Diese Seite wurde zuletzt am 12.03.2025 aktualisiert."
    r"|stand(?: der information(?:en)?)?:?\s+(?:januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober"
    r"|november|dezember|\d{1,2}/)\s?\d{4}"
    r"|(?:diese )?seite wurde (?:zuletzt )?am \d{1,2}\.\s?(?:\d{1,2}\.|[^\W\d_]+)\s?\d{2,4} (?:zuletzt )?"
    r"(?:aktualisiert|geändert|bearbeitet)\.?"
    # (session 25) ... or without the word, its hour said ("30.11.2026, 10:15 Uhr", IPPEN's and Funke's stamp under the
    # lead); Corriere's stamp at the text's end: "30 novembre 2026 (modifica il 30 novembre 2026 | 12:02)"
    r"|\d{1,2}\.\s?(?:\d{1,2}\.|[^\W\d_]+)\s?\d{4},?\s*(?:um\s+)?\d{1,2}[:.]\d\d\s*uhr"
    r"|\d{1,2} [^\W\d_]+ \d{4} \(modifica(?:to)? il [\w :|.,/]{4,40}\)"
    # a Czech or Slovak dateline: "29. 11. 2026 14:35", "Pondelok, 29. novembra 2026", "Vloženo: 29. 11. 2026"
    r"|" + phrases.DATELINE)  # a forum post's
# every alternative of ``_STAMP`` has a digit (a date, a time, a dateline's day): a block without one is asked
# no further (two thirds of the short blocks; the pattern's optional subject before the stamp's words is
# tried at every blank of the first 40 characters)
_DIGIT = re.compile(r"\d")


def has_digit(text: str) -> bool:
    """``any(map(str.isdigit, text))`` by one search of ``_DIGIT`` (in C) for most text: an ASCII digit is
    ``\\d``'s, and only a text that is not ASCII may hold a digit that is not a decimal one ("²") for the loop."""
    return _DIGIT.search(text) is not None or (not text.isascii() and any(map(str.isdigit, text)))


# (session 24) where a text appeared first, at its end: "Publié dans : Le Monde, 12 mars 2024", "Published in The
# Lancet, March 2024", "Erschienen in: Die Zeit, 12. März 2024" (a publication's name after the words, the text's
# own line, not the page's stamp; a blog's "Publié dans" before its category's links is its meta line)
_SOURCE_LEAD = re.compile(r"(?:first )?(?:published|publié|publiée|pubblicato|pubblicata|veröffentlicht|erschienen|publicado"
                          r"|publicada|gepubliceerd|opublikowano|vyšlo|vyšel|vyšla|publikováno|publikované|appeared)"
                          r" (?:in|dans|sur|su|in der|im|en|w|v|ve)\s*:?\s+(?:the |der |die |das |le |la |les |il |la |el )?",
                          re.I)


def _source_line(block: Block) -> bool:
    """A line saying where the text appeared first (``_SOURCE_LEAD`` then a capitalized name), without a link."""
    found = _SOURCE_LEAD.match(block.text)
    return found is not None and not block.link_chars and block.text[found.end():found.end() + 1].isupper()


# a caption that ends in its picture's credit: "... říká zasněně. | Foto: ČTK/Michal Doležal", "… Fotó: MTI"
_TAIL_WORDS = r"fotó|zdjęcie|snímka|snímek|crédits?|cr[eé]dito|quelle|fonte|fuente|bron|forrás"
_CREDIT_TAIL = re.compile(
    # ... and a video's length after its credit: "… nabízejí? | Video: Zdeněk Bašus | 02:51"
    # ((xnews29a) or a dash: Telex's "Ebédelő diákok egy budapesti iskolában – Fotó: Huszti István / Telex")
    r"\s[|•–—]\s*(?:foto(?:grafie)?|photo(?:graph)?s?|video|zdroj|bild|image|credits?|" + _TAIL_WORDS + r")\s*(?::|by\b)[^|]{1,60}"
    r"(?:\|\s*\d{1,2}:\d\d(?::\d\d)?\s*)?$"
    r"|\s\((?:[\w.&-]+\s){0,3}(?:foto(?:grafie)?|photo(?:graph)?s?|bild|image|picture)\s*(?:credits?\s*)?(?:[:/]|by\b)[^()]{1,60}\)$"
    # a news agency's credit: "(NASA via AP, File)", "(Thomas Coex/AFP/Getty Images)", "(Evan Vucci/AP)"
    # (a name, of two words or more, before the agency: a wire story's "(dpa/AFP)", "(via Reuters)" is text)
    r"|\s?\([^()]{1,60}\svia (?:ap|afp|reuters|getty images|epa)(?:,\s*file)?\)$"
    r"|\s?\([^()/\s]+\s[^()/]{1,60}(?:/[^()/]{1,40})?/(?:ap|afp|reuters|getty images|epa)(?:,\s*file)?\)$"
    # (and a video's: "… i dva roky. Video: Seznam Zprávy", Seznam Zprávy's player caption)
    r"|(?<=[.!?\"”])\s+(?:foto(?:grafie)?|photo(?:graph)?s?|video|bild|image|" + _TAIL_WORDS + r")\s*:\s*[^.:|]{1,60}$"
    # Deník's captions: "… 437 kilometrů za hodinu. Autor: Hennessey Performance Engineering", "… (v bílé čepici).
    # Autor: Deník: Veronika Cézová" (the picture's author after the caption's last sentence)
    r"|(?<=[.!?\"”])\s+autor(?:ka)?\s*:\s*(?:[^.:|]{1,30}:\s*)?[^.:|]{1,60}$",
    re.I)
CAPTION = 600  # ... judged on blocks up to this length
_AGENCY_TAIL = re.compile(r"[/ ](?:ap|afp|reuters|getty images|epa)(?:,\s*file)?\)$")
_CREDIT_REACH = 120  # a match ends ~65 characters after its credit word: the rest is margin (runs of blanks)

def _credit_tail(text: str, low: str = "") -> bool:
    """``_CREDIT_TAIL`` found in ``text``.  Every match ends in one of its credit words, a colon, a slash
    or "by" and at most ~65 more characters (a block's text has single spaces): a block whose end holds
    none of those is not searched (the search costs 3 µs a block, mostly in vain)."""
    tail = (low or text.lower())[-_CREDIT_REACH:]
    if ":" not in tail and "/" not in tail and "by" not in tail and "via " not in tail:
        return False  # every match has a colon, a slash, "by" or "via" after its credit word
    if not ("fot" in tail or "autor" in tail or "photo" in tail or "image" in tail or "video" in tail or "bild" in tail
            or "cred" in tail or "créd" in tail or "zdroj" in tail or "picture" in tail or "quelle" in tail
            or "font" in tail or "fuente" in tail or "bron" in tail or "zdj" in tail or "sním" in tail
            or "forrás" in tail or (tail.endswith(")") and _AGENCY_TAIL.search(tail[-24:]) is not None)):
        return False
    found = _CREDIT_TAIL.search(text)
    if found is not None and text[found.start() + 1] in "–—" and _SENTENCE_INSIDE.search(text, 0, found.start()):
        found = None  # (xreview29) a paragraph of sentences ending "… – Quelle: Arbeitsmarktservice." is prose
    return found is not None or _GLUED_CREDIT.search(text) is not None


# (xnews30) a site's sign-off glued to the article's last paragraph, its domain after a dash (Rappler's "… before the
# end of the month. – Rappler.com", "… the ministry said. —Mothership.sg"): cut off it, the sentence before it stays
_SIGNOFF = re.compile(r"(?<=[.!?\"”’])\s*[–—]{1,2}\s?[A-Za-z][\w-]{1,30}\.(?:com|net|org|ph|sg|my|in|pk|ng|co\.\w\w)$")


def _signoff_start(text: str) -> int:
    """Where a site's sign-off ending ``text`` begins (``_SIGNOFF``), or 0; asked only of a text ending in a domain."""
    if not text[-5:].rpartition(".")[2].isalpha() or ("–" not in text[-40:] and "—" not in text[-40:]):
        return 0
    found = _SIGNOFF.search(text, max(0, len(text) - 40))
    return found.start() if found is not None else 0


# (xnews30) ... or a caption in the picture's own block ending in the picture's source after its sentence (Týden's
# "<div class="article-image"><img><span class="popis">Budova ČNB. Zdroj: Shutterstock</span></div>"): "Zdroj:" is
# no credit word after a sentence in ``_CREDIT_TAIL`` (a paragraph of data ends "… v roce 2021. Zdroj: ČSÚ"), but a
# short block that holds the picture is its caption
_PICTURE_SOURCE = re.compile(r"(?<=[.!?\"”])\s+(?:zdroj|quelle|fonte|fuente|źródło|forrás)\s*:\s*[^.:|]{1,60}$", re.I)


def _picture_source(text: str, low: str = "") -> bool:
    """A picture's block (its caption) ending in ``_PICTURE_SOURCE``, searched when its end has a source's word."""
    tail = (low or text.lower())[-_CREDIT_REACH:]
    return ("zdroj" in tail or "quelle" in tail or "fonte" in tail or "fuente" in tail or "źródło" in tail
            or "forrás" in tail) and _PICTURE_SOURCE.search(text) is not None


# (xreview30b) ... the picture a photo, not an emoji drawn as one (WordPress's ``<img class="emoji"
# src="https://s.w.org/images/core/emoji/15.0.3/svg/1f4ca.svg">``, Twemoji's): "📊 Nezaměstnanost v říjnu klesla na
# 3,6 procenta. Zdroj: ČSÚ" is a paragraph of data
_EMOJI_PICTURES = ("/emoji", "twemoji", "emoji.php", "/smilies/")


def _holds_picture(block: Block) -> bool:
    """Whether one of ``block``'s images is a picture, not an emoji's image in a line of text."""
    return any(not any(mark in url for mark in _EMOJI_PICTURES) for _, url in block.images)


# a sentence's end inside a block, a capital after it: a caption is one line, a paragraph of prose more sentences
_SENTENCE_INSIDE = re.compile(r"[.!?…][\"'”“»)]?\s+[\"„“«]?[A-ZÀ-ÖØ-ÞĀ-ŽА-Я]")


def without_credit_tail(block: Block) -> Block:
    """``block`` without the picture's credit that ends it (``_credit_tail``: "… zuwirft. Foto: Peter Müller",
    "… (Evan Vucci/AP)"), for a caption kept as text; ``block`` itself when it ends in none."""
    text = block.text
    if not _credit_tail(text):
        return block
    found = _CREDIT_TAIL.search(text)
    start = found.start() if found is not None else -1
    if found is None:
        glued = _GLUED_CREDIT.search(text)  # (its match opens with the caption's last letter)
        start = glued.start() + 1 if glued is not None else len(text)
    end = len(text[:start].rstrip(" |•"))
    return block.sliced(0, end) if 0 < end < len(text) else block


# a news story's line crediting its other reporters: "Associated Press writers Alan Fram and Jill Colvin contributed to
# this report.", "Keith Bradsher contributed reporting from Hong Kong.", "Fox News’ Jessica Napoli contributed to this
# report." (names and the trade only: "Several neighbours contributed to this report, the clerk said" is a sentence;
# a wire story's "Reporting by …; Editing by …" stays: trafilatura's and scrapinghub's truths keep it)
_NAME = r"[A-ZÀ-Ž][\w'’.-]*(?: (?:de|van|von|der|da|di|al|el|la|le|bin|[A-ZÀ-Ž][\w'’.-]*)){0,3}"
_NAMES = _NAME + r"(?:(?:, | and |, and | & )" + _NAME + r")*"
_REPORTING_CREDIT = re.compile(
    r"(?:(?i:(?:the )?(?:associated press|ap|reuters|afp|bloomberg) )?(?i:staff )?(?i:writers?|reporters?|correspondents?) )?"
    + _NAMES + r" (?i:contributed (?:reporting|research|to this (?:report|story|article))(?: from " + r")?)"
    r"(?:" + _NAMES + r"(?:, " + _NAMES + r")?)?\.?")
REPORTING_CREDIT = 300  # ... judged on blocks up to this length


_THEME_CREDIT = re.compile(r"(?:" + phrases.THEME_PICTURE + r")\s?:\s?[A-ZÀ-ÖØ-ÞĀ-Ž0-9©][^.:|]{0,60}")
# (review 25) ... the credit a name, a picture agency's or a photographer's, its words capitalized but for the
# words joining names ("Getty Images via AFP", "Foto di Mario Rossi"): "Header image: The tram depot, built in 1912,
# seen from the river" is the picture's caption, the text's
_CREDIT_JOINERS = frozenset(("via", "on", "for", "by", "and", "und", "et", "e", "de", "di", "da", "del", "von", "van",
                             "der", "den", "du", "des", "la", "le", "foto", "photo"))
THEME_CREDIT_WORDS = 6  # a credit's name is this many words at most


def _theme_credit(text: str) -> bool:
    """``_THEME_CREDIT`` is the whole block, its credit a name (see ``_CREDIT_JOINERS``)."""
    if _THEME_CREDIT.fullmatch(text) is None:
        return False
    words = re.findall(r"[^\W\d_][\w'’.&-]*", text.split(":", 1)[1])
    return len(words) <= THEME_CREDIT_WORDS and all(w[0].isupper() or w.lower() in _CREDIT_JOINERS for w in words)


def _reporting_credit(text: str, low: str) -> bool:
    """``_REPORTING_CREDIT`` is the whole block, tried when it says "contributed"."""
    return "contributed" in low and _REPORTING_CREDIT.fullmatch(text) is not None


# (session 25) a news story's line giving its writer's address at its end: "Have a tip? Amy Kuperinsky may be reached
# at akuperinsky@njadvancemedia.com. Follow her on Twitter @AmyKup or on Facebook.", "Email Tariq Malik at
# tmalik@space.com or follow him @tariqjmalik.", "Follow us on Twitter @Spacedotcom and on Facebook.", a profile's
# address alone ("twitter.com/paultakahashi"), "Sie erreichen die Autorin unter …" (scrapinghub's truths leave them
# out); every sentence of the block one of these, so a sentence of the text around an address stays ("Contact Jane
# at jane@example.com for tickets."), and so does an e-mail address alone (a blog post's sign-off: Mozilla's truths
# keep it; a service page's contact)
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_HANDLE = r"@\w{1,30}"
_NETWORK = r"(?i:twitter|x|facebook|instagram|threads|bluesky|linkedin|mastodon|tiktok)"
_CONTACT_SENTENCE = (
    r"(?i:have|got) (?i:a) (?i:news )?(?i:tip|story idea)\?"
    r"|" + _NAME + r" (?i:may|can) (?i:be) (?i:reached|contacted|emailed) (?i:at|via) " + _EMAIL
    + r"(?: (?i:or)(?: (?i:at|by phone at))? [\d() .+-]{7,20}\d)?"
    r"|(?i:e-?mail|contact|reach) " + _NAME + r"(?: (?i:at|via)|:) " + _EMAIL  # (xnews32) Hearst's "Reach Jo Lee: jlee@…"
    # (xnews32) ... and a paper's call for letters at its end (Scroll's "We welcome your comments at letters@scroll.in.")
    + r"|(?i:we welcome your (?:comments|feedback|letters|views)) (?i:at|on|via) " + _EMAIL
    + r"|(?i:follow|find) (?:(?i:him|her|them|us|me)|" + _NAME + r")(?: (?i:on) " + _NETWORK + r")?(?: (?i:at))? "
    + _HANDLE + r"(?:,? (?i:and|or) (?:(?i:on) )?(?:" + _NETWORK + r"|" + _HANDLE + r"))*"
    r"|(?i:sie erreichen) (?i:den autor|die autorin|die redaktion|uns|ihn|sie) (?i:unter|per e-mail unter) " + _EMAIL
    + r"|(?:https?://)?(?:www\.)?(?i:twitter|x)\.com/\w{1,30}"
)
_CONTACT_LINE = re.compile(r"(?:" + _CONTACT_SENTENCE + r")(?:(?:[.!]? +|,? (?i:or|and) )(?:"
                           + _CONTACT_SENTENCE + r"))*[.!]?")
CONTACT_LINE = 300  # ... judged on blocks up to this length


def _contact_line(text: str) -> bool:
    """``_CONTACT_LINE`` is the whole block, tried when it holds an address or a handle."""
    return ("@" in text or ".com/" in text) and _CONTACT_LINE.fullmatch(text) is not None


# ... or glued to the caption's last word, the credit's element without a blank before it: "Nové Bentley
# Continental GT SpeedFoto: Bentley" (capitalized, so that a word ending "…foto:" is no credit)
# ... or after one blank ("Nové Bentley Continental GT Speed Foto: Bentley": the credit's own element), a
# picture's word only (a data paragraph may end "… v roce 2021 Zdroj: ČSÚ"); (xde39) or a source's word before a
# picture agency, alone or with its photographer after a slash (Welt's caption "Ein geschlossenes Geschäft in Berlin
# Quelle: picture alliance / Jochen Tack", "… Quelle: dpa/Sven Hoppe"; "… 2021 Quelle: Statistisches Bundesamt" is data)
_GLUED_CREDIT = re.compile(r"[^\W_](?:Foto|Zdroj|Snímka|Snímek|Photo|Video|Bild|Quelle)\s*:\s*[^.:|]{1,60}$"
                           r"|[^\W\d_] (?:Foto|Snímka|Snímek|Photo|Bild)\s*:\s*[^.:|]{1,60}$"
                           r"|[^\W\d_] (?:Quelle|Zdroj|Source|Fonte|Fuente)\s*:\s*(?:(?i:picture[ -]alliance|imago(?: images)?"
                           r"|getty images|shutterstock|istock(?:photo)?)(?:\s*/\s*[^.:|/]{1,40})?"
                           r"|(?:dpa|AFP|AP|Reuters|REUTERS|EPA|Keystone|KEYSTONE|APA)\s*/\s*[^.:|/]{1,40})$")



def _ticker(text: str) -> bool:
    """A scrolling ticker's text: one short phrase of two words or more over and over ("Book Now *Book Now
    *Book Now *…", copied so that the band never runs out), at least four times and nine tenths of the
    block (a word repeated, "ha ha ha", "slovo slovo", is left to the text's own rules)."""
    if len(text) < 40:
        return False
    period = text.find(text[:6], 1, 46)  # only where a second copy may begin: a long block is not scanned
    if period <= 0 or period > 40:
        return False
    unit = text[:period]
    return len(unit.split()) >= 2 and text.count(unit) >= 4 and text.count(unit) * period >= 0.9 * len(text)


def _doubled(text: str) -> bool:
    """A caption printed twice in its one element, its title and its description: "Tony Martin<br>Tony Martin"
    (iHNed) as "Tony Martin Tony Martin" (a phrase of two words or more, the same twice and nothing else).  A
    caption only (the block holds its picture): a label or a heading so doubled (a responsive page's two copies
    of it, one hidden) is the text's, as wcxb's truth has it."""
    half = len(text) // 2
    return len(text) % 2 == 1 and text[half] == " " and text[:half] == text[half + 1:] and " " in text[:half]


# a page's interface words alone in a block: advert labels, gallery and player controls, "up next"
# (xleft33: a lock's icon before a paywall's label, "🔒 Subscribers only"; session 36: a bar left at either end,
# where its row's other tool was a link to the page's top, no text since xleft36's ``extract.note_mark``: "Seite drucken |",
# "| Print page")
_INTERFACE_LEAD, _INTERFACE_END = r"(?:[«‹←↑▲🔒🔐|]\s*)?", r"\s*[:»›>→↑▲|]?"
_INTERFACE_WORDS = (
    r"advertisement|advertising|advert|sponsored|anzeige|werbung|inserat|reklama|inzerce|publicité|pubblicità|reklame"
    r"|close|zavřít|zavrieť|schließen|fermer|chiudi|back to (?:gallery|top|article)|zpět na (?:galerii|článek)"
    r"|zurück zur galerie|(?:image|photo|picture|foto|bild|obrázek|snímek) \d+ (?:of|z|von|de|di|/) \d+"
    r"|\d+ ?/ ?\d+ (?:photos?|images?|fotografií|fotek|bilder)|up next|read more(?: less)?|show more|show less"
    r"|expand (?:description|all)|collapse all"  # (session 28) rustdoc's and a manual's toggles
    # (session 28) a collection's filter bar: "Filter by:", "Sortieren nach:", "Trier par :", "Řadit podle:";
    # (xother34) a thread's or a question's order with its choice: "Sorted by: Highest score (default)",
    # "Sortiert nach: Hilfreichste", "Trié par : Plus récents"
    r"|(?:filter|sort|filtern|sortieren|filtrer|trier|filtra|ordina|filtrovat|řadit|seřadit|filtrovať|zoradiť"
    r"|sorted|filtered|sortiert|gefiltert|triés?|ordinat[eio]|seřazeno|zoradené)"
    r" (?:by|nach|par|per|podle|podľa)\s?:(?: [\w-]+){0,3}(?: \([\w ]{1,20}\))?"
    r"|learn more|mehr erfahren|en savoir plus|scopri di più|zjistit více|dozvědět se více|zistiť viac"
    r"|zobrazit (?:více|méně)|mehr anzeigen|weniger anzeigen|skip (?:ad|advert)|next|previous|další|předchozí"
    r"|weiter|zurück|(?:přejít|vstoupit) do diskuse(?: ?\(\d+[^)]{0,20}\).{0,80})?|(?:diskuse|komentáře|comments) \(\d+\)"
    r"|\d+ (?:comments?|komentářů|komentáře|příspěvků)"
    # a thread's or a question's count of answers over them: Stack Exchange's "11 Answers", "5 Antworten"
    r"|\d+ (?:answers?|replies|antworten|réponses|risposte|respuestas)"
    # (xother35) ... and Stack Exchange's notice under the answers ("Not the answer you're looking for? Browse other
    # questions tagged python or ask your own question.", its Spanish and Portuguese sites' the same), with its
    # question or its closing invitation (a sentence telling to browse other questions stays)
    r"|not the answer you['’]re looking for\? browse other questions tagged .{1,160}"
    r"|browse other questions tagged [^.!?]{1,120} or ask your own question\.?"
    r"|¿no es la respuesta que buscas\? (?:explora|examina) otras preguntas con la etiqueta .{1,160}"
    r"|(?:explora|examina) otras preguntas con la etiqueta [^.!?]{1,120} o (?:formula|haz) tu propia pregunta\.?"
    r"|não encontrou uma resposta\? (?:pesquise|veja) outras perguntas com a tag .{1,160}"
    r"|(?:pesquise|veja) outras perguntas com a tag [^.!?]{1,120} ou faça (?:a )?sua própria pergunta\.?"
    # (xother34) ... and the badge over the answer the asker or the readers chose: "Accepted answer", "Hilfreichste
    # Antwort", "Meilleure réponse", "Nejlepší odpověď"
    r"|(?:best|accepted|top|most helpful|chosen) answer|(?:beste|hilfreichste|akzeptierte|ausgezeichnete) antwort"
    r"|meilleure réponse|réponse acceptée|(?:la )?miglior(?:e)? risposta|risposta accettata|nejlepší odpověď"
    r"|najlepšia odpoveď"
    # "Share this article", "Sdílejte článek pomocí sociálních sítí", "Artikel teilen"
    r"|(?:(?:uložte si|ulož) (?:či|a|nebo) )?(?:share|sdílejte|sdílet|zdieľajte|zdieľať|partagez|partager|condividi)"
    r"(?: (?:this|the|tento|cet|questo))?"
    r" (?:article|story|post|článek|článok|l'article|articolo)(?: (?:on|via|pomocí|přes|v|na|auf|sur|su) .{1,40})?"
    r"|(?:článek|článok|artikel) (?:sdílet|sdílejte|zdieľať|zdieľajte|teilen)"
    # WordPress's sharing headings, a share button's label, a row of networks' names, an app's advert
    r"|(?:share|like) this:|share (?:this )?(?:on|via) (?:whatsapp|facebook|twitter|x|linkedin|e-?mail|telegram"
    r"|reddit|pinterest|messenger)"
    r"|(?:(?:facebook|twitter|x|google\+|whatsapp|linkedin|pinterest|reddit|telegram|e-?mail|messenger|xing|tumblr"
    r"|threads|bluesky|flipboard)[\s|·•,/]*){2,}"
    # (session 25) ... each button with its verb: "Share on Facebook Share on Twitter Pin it", "Teilen auf Facebook Teilen auf X"
    r"|(?:(?:(?:share on|share via|teilen auf|teilen über|partager sur|partager par|condividi su|compartir en|sdílet na"
    r"|zdieľať na) (?:" + phrases.NETWORKS + r")\w*|auf (?:" + phrases.NETWORKS + r") teilen|per (?:e-?)?mail (?:teilen|senden)"
    r"|pin it|pin|print|drucken|imprimer|stampa|tisknout|vytlačiť|copy link|link kopieren|kopírovat url adresu"
    r"|zkrácená adresa|zavřít|close"
    # (xfrit36) ... the copy button and the jump to the comments in the Romance and Dutch rows ("Compartir en Whatsapp
    # Compartir en Facebook Copiar enlace Ir a los comentarios", El País's), a service page's "share this page" and
    # "send to a friend" ("Partager cette page Imprimer Envoyer à un ami", a mairie's), a Q&A site's report button
    # with an answer's count of votes ("Signaler Utile (8)", CommentÇaMarche's under every answer)
    r"|copier le lien|copia (?:il )?link|copiar (?:el |o )?(?:enlace|link)|link kopiëren|kopieer (?:de )?link"
    r"|ir a los comentarios|aller aux commentaires|vai ai commenti|ir para os comentários|go to comments"
    r"|jump to comments|zu den kommentaren|partager cette page|condividi (?:questa )?pagina|compartir (?:esta )?página"
    r"|share (?:this )?page|(?:diese )?seite teilen|envoyer à un ami|invia (?:a un|ad un) amico|enviar a un amigo"
    r"|send to a friend|e-?mail (?:to )?a friend|signaler|segnala|denunciar|report|melden"
    # ((xde37) ... and a forum post's row of buttons: "Kennzeichnen Zitieren", Vanilla's German "Flag Quote",
    # "Antworten Zitieren Melden")
    r"|zitieren|kennzeichnen|antworten|quote|flag|reply|citer|répondre|rispondi|cita"
    # ((xen38) ... and Vanilla's reactions beside them: "Like Insightful Flag Quote", "Awesome LOL Disagree")
    r"|like|insightful|awesome|lol|agree|disagree|dislike"
    r"|(?:utile|useful|helpful|hilfreich|útil|nuttig) ?\(\d+\)"
    # ... and an old CMS's back link beside its print link ("Torna indietro | Stampa", "Retour | Imprimer")
    r"|(?:torna|tornare) indietro|indietro|retour(?: en arrière)?|volver(?: atrás)?|voltar|zurück|go back|terug"
    # (xleft32) ... and a row of page tools: print, e-mail, the text's size ("Print Email A- A+", "Tisk E-mail Zvětšit
    # písmo", "Imprimer Envoyer par e-mail Taille du texte", "Drucken E-Mail Schriftgröße")
    r"|e-?mail|tisk|imprimir|drukuj|send (?:by |via )?e-?mail|envoyer(?: par (?:e-?)?mail| par courriel)?"
    r"|invia(?: per (?:e-?)?mail)?|enviar(?: por (?:correo|e-?mail))?|poslat(?: e-mailem)?|a ?[-+−]"
    r"|(?:text|font) size|schriftgröße|schrift (?:größer|kleiner)|(?:zvětšit|zmenšit|zväčšiť|zmenšiť) písmo"
    r"|velikost písma|veľkosť písma|taille du texte|taille de (?:la )?police|dimensione (?:del )?testo"
    r"|tamaño (?:de (?:la )?)?(?:letra|texto|fuente)|rozmiar (?:czcionki|tekstu))[\s|·•,/]*){2,}"
    # ... after its label: "Share: Facebook Twitter E-Mail", "Teilen auf: …", "Suivez-nous : Facebook Instagram"
    r"|(?:" + phrases.SHARE_LABELS + r")(?: (?:on|via|auf|über|sur|su|en|em|op|na|w))?\s*:?\s*"
    r"(?:(?:" + phrases.NETWORKS + r"|[\ue000-\uf8ff])[\s|·•,/]*)+"  # (an icon font's glyph for a network's name)
    r"|(?:click here to )?(?:get|download) (?:the|our) (?:[\w+&-]+ ){0,3}app"
    # a forum member's panel: "Registered: 2024-01-27", "Posts: 98", "Beiträge: 1.234", "Reaction score: 56",
    # phpBB's "Joined: Sun Dec 17, 2023 11:18 am"; a post's edit stamp: XenForo's "Last edited: Jul 9, 2022"
    r"|(?:registered|joined|join date|posts|messages|reaction score|likes received|trophies|beiträge|registriert"
    r"|mitglied seit|dabei seit|příspěvky|registrován|inscrit le|messaggi|iscritto dal|last edited"
    r"|zuletzt bearbeitet|dernière (?:édition|modification) le|ultima modifica|naposledy upraveno)\s*:?\s*"
    r"(?=[^\d]{0,12}\d)[\w ,./:-]{1,32}"
    # (xfrit38) ... and its member group, a forum's rank named ("Group: Member", "Gruppo: Moderatore", "Groupe :
    # Administrateurs", ForumFree's and Invision 2's panel line; a party's or a club's group is no rank of these)
    r"|(?:group|gruppo|groupe|grupo|gruppe|rank|rang)\s?:\s?(?:(?:junior|senior|new|nuovo|nouveau|nuevo|super|global)"
    r" )?(?:members?|membr[eio]s?|miembros?|mitglied(?:er)?|users?|utent[ei]|utilisateurs?|usuarios?|benutzer"
    r"|moderat\w{0,6}|modérat\w{0,6}|admin\w{0,10}|amministrator[ei]|administrat\w{0,6}|guests?|ospit[ei]|invités?|staff|banned|bannato)"
    r"|kontextové odkazy.{0,30}"
    # forum and Q&A platforms' controls: XenForo's quote expander, reaction counts, Stack Exchange's prompts
    # ((xshopforum38) XenForo 2's German pack: "Zum Erweitern klicken...")
    # ((xde39) and its informal one: "Klicke zum Erweitern...")
    r"|(?:click to (?:expand|shrink)|zum (?:vergrößern|erweitern) (?:an)?klicken|klicke zum (?:vergrößern|erweitern)"
    r"|cliquez pour (?:agrandir|développer)"
    r"|clicca per (?:espandere|ingrandire)|klikněte pro rozbalení|kliknite pre rozbalenie)(?:\.{2,4}|…)?"
    r"|\d+ (?:likes?|reactions?)"
    # (xen38) Microsoft Q&A's count under an answer and its writer's line ("1 person found this answer helpful.",
    # "Hannah Osei 4,120 Reputation points • Microsoft External Staff")
    r"|[\d,.]+k? (?:person|people|users?) found this (?:answer|post|reply|comment|review|article) (?:helpful|useful)\.?"
    r"|(?:[^\W\d_][\w.'’-]* ){0,4}[\d,.]+k? reputation points?(?: • [\w ]{1,40})?"
    # a script's placeholder: "Loading...", "Wird geladen…", "Načítání…"
    r"|(?:loading|wird geladen|lädt|načítání|načítám|načítava sa|chargement(?: en cours)?|caricamento(?: in corso)?"
    r"|cargando|ładowanie"
    # (session 26) ... in the other scripts: "正在加载...", "読み込み中...", "로딩 중...", "Загрузка...", "טוען..."
    r"|загрузка|завантаження|φόρτωση|جار(?:ي|ٍ)? التحميل|در حال بارگذاری|טוען|लोड हो रहा है|กำลังโหลด"
    r"|正在加载|加载中|載入中|讀取中|読み込み中|로딩 ?중|불러오는 ?중)(?: [\w-]+)?(?:\.{1,3}|…)"  # "Loading...", "Loading map..."
    r"|you must log in to answer this question\.?|start asking to get answers|find the answer to your question by"
    r" asking\.?|see similar questions with these tags\.?|explore related questions"
    # Stack Exchange's user cards: "answered Jul 7, 2012 at 3:07", "asked 3 years ago", a reputation with its
    # badges ("23.8k14 gold badges88 silver badges124 bronze badges": the counts run into each other)
    r"|(?:asked|answered|edited|modified|commented)\s+(?:\w{3} \d{1,2}(?:, \d{4})? at \d{1,2}:\d\d|\d+ \w+ ago)"
    r"|viewed [\d,.]+k? times|[\d,.]+k?(?:\s*\d+\s+(?:gold|silver|bronze) badges?)+"
    r"|" + "|".join(phrases.INTERFACE) + "|" + phrases.FOLLOW_US)
_INTERFACE = _lowered(_INTERFACE_LEAD + "(?:" + _INTERFACE_WORDS + ")" + _INTERFACE_END)
# ... tried with the words that can begin with the block's first character alone (see ``firstchar``)
_INTERFACE_BY_FIRST = firstchar.FirstChar(_INTERFACE_LEAD, _INTERFACE_WORDS, _INTERFACE_END)
_DOWNLOAD = _lowered(phrases.DOWNLOAD)
_EMBED_ACCOUNT_FIRST = _lowered(phrases.EMBED_ACCOUNT_FIRST)
# a block of separators only: a lone ".", "•", "|", "¶" or "#" (a heading's anchor: GitBook's "#" in an element of
# its own beside the heading's words), "*****", a zero-width joiner (not brackets, braces or slashes: a code line's
# "});" is text)
_SEPARATORS = re.compile(r"[\s.·•|¶§#—–\-_*…\u00ad\u200b-\u200f\u2060\ufeff]+")
# blocks that are items of a table, list or code: a "–" or a short text repeated there is an item's value
_ITEMS = frozenset(("td", "th", "li", "pre", "dd", "dt"))
# (xother34) a code block's language label in an element of its own right over it (MDN's "js", VitePress's "sh",
# a Prism or highlight.js toolbar's "Python"): the block's furniture, not a word of the manual's text
_CODE_LANGUAGES = frozenset((
    "sh", "bash", "shell", "zsh", "console", "terminal", "powershell", "ps1", "cmd", "bat", "python", "py", "js",
    "javascript", "ts", "typescript", "jsx", "tsx", "json", "jsonc", "yaml", "yml", "toml", "ini", "xml", "html",
    "css", "scss", "sql", "java", "kotlin", "swift", "go", "rust", "ruby", "php", "perl", "c", "c++", "cpp", "c#",
    "csharp", "r", "lua", "dart", "scala", "text", "plaintext", "txt", "diff", "dockerfile", "makefile", "graphql",
    "vue", "svelte", "markdown", "md"))
CODE_LABEL = 10  # the longest of them
# (xleft35) a documentation page's admonition box's title, the kind's word alone ("Note", "Warning", "TIP", Sphinx's and
# MkDocs' "admonition-title", VitePress's "custom-block-title", GitHub's "markdown-alert-title", Docusaurus' "tip", a
# German manual's "Hinweis"): a label over the box's text, opening its element, the text right under it (a box titled
# otherwise, "Rotating secrets", keeps its title; a section headed "Note" among an article's paragraphs stays)
_ADMONITIONS = frozenset((
    "note", "notes", "tip", "tips", "hint", "info", "information", "important", "warning", "caution", "danger", "attention",
    "hinweis", "tipp", "wichtig", "warnung", "achtung", "vorsicht", "gefahr", "remarque", "astuce", "avertissement",
    "nota", "consiglio", "suggerimento", "attenzione", "avvertenza", "importante", "consejo", "advertencia", "aviso",
    "poznámka", "upozornění", "varování", "důležité", "uwaga", "wskazówka", "ostrzeżenie", "ważne",
    "opmerking", "waarschuwing", "let op", "belangrijk"))
ADMONITION = 14  # the longest of them
_CELLS = frozenset(("td", "th"))  # a table's cells: a time or a date there is a value ("12:01", a film's title)
_TEMPLATE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\$\{[^}]*\}|\[\[[^\]]*\]\]")
_OPENER = re.compile(r"(?=\{\{|\{%|\$\{|\[\[)")


def _templated(text: str) -> int:
    """The characters ``_TEMPLATE.findall`` matches in ``text``, found in linear time: the pattern searched to
    the end from each opener without a closer after it (2 s for a block of 10,000 "{{"); here the first
    closer after a position is looked for once and kept while it lies ahead."""
    if "\n" in text:  # "." stops at a line break (no block holds one)
        return sum(len(m) for m in _TEMPLATE.findall(text))
    ahead: dict[str, int] = {}

    def first(closer: str, start: int) -> int:
        found = ahead.get(closer, -2)
        if found == -2 or -1 < found < start:
            found = ahead[closer] = text.find(closer, start)
        return found

    total = pos = 0
    for opener in _OPENER.finditer(text):
        at = opener.start()
        if at < pos:
            continue
        pair = text[at:at + 2]
        if pair == "{{" or pair == "{%":
            end = first("}}" if pair == "{{" else "%}", at + 2)
            end = end + 2 if end >= 0 else -1
        elif pair == "${":
            end = first("}", at + 2)
            end = end + 1 if end >= 0 else -1
        else:
            end = first("]", at + 2)
            end = end + 2 if end >= 0 and text.startswith("]", end + 1) else -1
        if end >= 0:
            total += end - at
            pos = end
    return total


def teaser_heading(text: str) -> bool:
    """A teaser block's heading ("Related articles", "Trending News", "Lesen Sie auch"): the links listed
    under it are other articles."""
    return len(text) <= 60 and _RELATED_BY_FIRST.fullmatch(text.lower()) is not None


# a quote's header in a forum post, before the quoted words: the label first ("Quote:", "Zitat von Hans",
# "Citation de Marie", "Citazione di Luca", "Originally Posted by X", vBulletin's Italian "Originariamente inviato
# da X", SMF's "Quote from: X on <date>", phpBB's "Beitrag von X » <date>", "Message par X » <date>") or the name first ("Safiro said:", "10 hours ago, R C-R said:", "badz wrote: ↑",
# "Hans schrieb:", "Marie a écrit :", "Luca ha scritto:", "@bob said in Some topic:")
# a poster's verb before the colon of a post's or a quote's header ("X wrote:", "X schrieb:", "X napsal(a):")
_WROTE = (r"said|wrote|says|schrieb|hat geschrieben|sagte|a écrit|a dit|ha scritto|ha detto|napsal(?:a|\(a\))?"
          r"|napísal(?:a|\(a\))?|escribió")
# (xleft31) ... with the post's stamp after it: "jsmith wrote 3 hours ago:", "jsmith schrieb am 25.11.2026 um 10:14:",
# "jsmith napsal(a) 25. 11. 2026 v 10:14:", "jsmith a écrit le 25/11/2026 à 10:14 :", "jsmith escribió hace 3 horas:"
# (a day, with its weekday's or month's word or two before it, then the clock time: "Paul said the train leaves at 6:40:
# so …" is a post's text)
_WROTE_WHEN = (r"\s(?:" + _RELATIVE_WHEN + r")|\s(?:on |am |le |el |il |dne |en )?(?:[^\W\d_]{2,10}\.?,? ){0,2}\d"
               r"[^\n:]{0,30}?\d{1,2}[:.h]\d\d(?:\s?[ap]\.?m\.?)?(?:\s?uhr)?(?=\s?:)")
# ... a poster's full name's first words, capitalised ("Dave Miller", "Pedro Ruiz"), before its last
# (not an article's or a possessive's phrase: "The minister wrote 3 hours ago: …", "Mein Bruder schrieb …")
_FULL_NAME = (r"(?!(?:the|an?|my|our|his|her|der|die|das|ein|eine|mein|meine|le|la|les|une?|mon|ma|el|los|las|mi|il)\s)"
              r"(?:(?-i:[A-ZÀ-ÖØ-ÞČĎĚŇŘŠŤŮŽŁŚŹŻ])[^\s:()·|•]{1,20}\s){1,2}")
# ... or the date first, the German forums' "Am 25.11.2026 um 10:14 schrieb jsmith:"
_DATED_WROTE = r"am [^\n]{1,40}?\d{1,2}[:.]\d\d(?:\s?uhr)?,? (?:schrieb|hat) [^\s:()]{2,40}(?: geschrieben)?"
_QUOTE_HEADER = re.compile(
    r"(?:quote|zitat|citation|citazione|citace|quoting|originally posted by|original (?:geschrieben )?von"
    r"|messaggio (?:di|da|originale)|beitrag von|message de|message par|post(?:é|ed)? (?:by|par)|envoyé par"
    r"|originariamente (?:inviato|scritto) da)(?:\b|\s*:)[^!?\n]{0,80}"
    r"|[^\n]{1,60}?\s(?:" + _WROTE + r")(?: in [^\n]{1,60}|" + _WROTE_WHEN + r")?\s?:\s*[↑»]?"
    r"|" + _DATED_WROTE + r"\s?:\s*", re.I)
QUOTE_HEADER_CHARS = 120
# ... glued to the quoted words in one block (MyBB's and Simple Machines 2.1's ``<cite>`` inside the quote, an
# inline element: "(03-12-2024, 10:15)luca Wrote: the quoted words"): the name first, the verb, a colon
# (a date in brackets or "On <date>," before it; the name one word, not a pronoun: "I wrote: ..." in a post is
# its text)
_QUOTE_LEAD = re.compile(
    # (session 28) ... or the label first, Simple Machines' "Quote from: X on <date>, <time>" in its languages
    # ("Zitat von: X am …", "Citazione da: X il …", "Citation de : X le … à …", "Cita de: X en …"): the label's colon
    # and the time that ends it required ("Quote from the minister: …" is a post's text; a bare "Citace:" opens a post's
    # quoted words, "Citace: Vlak jede v 6:40 …", xreview28)
    r"(?:quote from|zitat von|citazione da|citation de|cita de|citace od|citácia od)\s?:\s?[^\n]{1,80}?"
    r"\d{1,2}:\d\d(?::\d\d)?(?:\s?[ap]\.?m\.?)?\s*(?=\S)|"
    # (xleft31) ... or a post's own header run into its first paragraph: the poster's name and a relative time after a
    # separator or a label ("jsmith · 3 hours ago My car …", "Posted by jsmith 3 hours ago …"), a mail's or a German
    # forum's date first ("On Tue, Nov 25, 2026 at 10:14 AM jsmith wrote:", "Am 25.11.2026 um 10:14 schrieb jsmith:")
    r"(?:(?:posted by|verfasst von|geschrieben von|publié par|posté par|publicado por|escrito por|napsal[a]?|přidal[a]?)"
    r"\s?:?\s(?:" + _FULL_NAME + r")?[^\s:()]{2,40}\s?[·|•]?|(?:" + _FULL_NAME + r")?[^\s:()]{2,40}\s?[·|•])\s?(?:"
    + _RELATIVE_WHEN + r")\s*[·|•:]?\s+(?=\S)"
    r"|" + _DATED_WROTE + r"\s?:\s*(?=\S)"
    # ... and a full name before the verb when the stamp follows it ("Dave Miller wrote 45 minutes ago:")
    r"|" + _FULL_NAME + r"[^\s:()]{2,40}\s(?:" + _WROTE + r")(?:" + _WROTE_WHEN + r")\s?:\s*(?=\S)|"
    r"(?:\([^()\n]{1,40}\)\s*|(?:on|am|le|il) [^\n,]{1,40},\s*"
    r"|(?:on|le|el|il|dne) [^\n]{1,50}?\d{1,2}[:.h]\d\d(?:\s?[ap]\.?m\.?)?,?\s+(?:" + _FULL_NAME + r")?)?"
    r"(?!(?:he|she|we|they|you|ich|er|sie|wir|je|il|elle|on|nous|io|lui|lei|noi)\s)[^\s:()]{2,40}"
    # (xleft31: the post's stamp may stand before the colon, ``_WROTE_WHEN``)
    r"\s(?:" + _WROTE + r")(?:" + _WROTE_WHEN + r")?"
    # (session 28) phpBB 3.3's arrow to the quoted post, and the date its ``<cite>`` shows after it ("badz wrote: ↑Sat
    # Nov 28, 2026 9:12 pm", "… hat geschrieben: ↑Sa 28. Nov 2026, 21:12")
    # (xreview28b: the date a year's or a day's, "Today, 9:12 pm": no clock time in the quoted words, "badz wrote:
    # ↑The last train leaves Brno at 6:40, …", is taken for it)
    r"\s?:\s*(?:↑\s*(?:(?:[^\n]{0,30}?\b\d{4}\b[^\n]{0,8}?|(?:" + "|".join(phrases.DAY_WORDS)
    + r"),?\s?)\d{1,2}:\d\d(?::\d\d)?(?:\s?[ap]\.?m\.?)?\s*)?|»\s*)?(?=\S)", re.I)


def quote_header(text: str) -> bool:
    """A quote's header in a forum post ("X said:", "Zitat von X", "Citation de X", "X ha scritto:"), a
    label of the quoted words, not text of its own (asked for the blocks of a thread's posts only)."""
    return len(text) <= QUOTE_HEADER_CHARS and _QUOTE_HEADER.fullmatch(text) is not None


def quote_header_lead(text: str) -> int:
    """The length of a quote's header glued before the quoted words in ``text`` (0: none)."""
    found = _QUOTE_LEAD.match(text)
    return found.end() if found is not None else 0


def is_label(text: str) -> bool:
    """A teaser block's heading ("Related articles", "Read more") or an interface word ("Advertisement",
    "Close"): never text of its own, however it sits between paragraphs."""
    if len(text) > 60:
        return False
    low = text.lower()
    return _RELATED_BY_FIRST.fullmatch(low) is not None or _INTERFACE_BY_FIRST.fullmatch(low) is not None


def _with_images(block: Block, images: list[tuple[int, str]]) -> Block:
    """The block with ``images`` put before its text (a copy: blocks may be shared)."""
    return dataclasses.replace(block, images=images + block.images)


def is_teaser_line(block: Block) -> bool:
    """An excerpt of another article cut short with an ellipsis and "more" (or an ellipsis in a link)."""
    text = block.text
    if len(text) > 400 or ("…" not in text and ".." not in text):
        return False
    cut = _MORE.search(text)
    if cut is None:
        return False
    # a cut teaser: ends in an ellipsis followed by "more", or in an ellipsis inside a link or right after it
    # ("<a>Der Titel des Artikels</a>…"; not a sentence whose last words are a link, a space and "...": "is called
    # <a>"Property Tab Navigation"</a> ...", a post trailing off)
    return bool(_MORE_WORD.search(text)) or (block.link_chars > 0 and block.links[-1][1] >= max(cut.start(), len(text) - 4))


def teaser_line(block: Block) -> bool:
    """A line pointing to another article: a teaser heading with its linked title ("Lesen Sie auch: …"), a
    title ending in its link's "read here", or an excerpt cut short (``shortlines`` keeps no run of linked
    lines that holds one); the heading may stand after a bracket or a guillemet ("[Related: …]", "» Related
    Reading: …")."""
    low = block.text.lower().lstrip(_TEASER_MARKS)
    return bool(low) and (_related_line(block, low) or _read_here_line(block) or is_teaser_line(block))


_TEASER_MARKS = "[(«»›>•· "


def teaser_lead(text: str, low: str = "") -> bool:
    """The line opens with a teaser box's heading ("Čtěte také další články o <a>rozpočtu</a>:", "Read more of our
    <a>coverage</a>:"), however little of the rest is link text: ``shortlines`` keeps no sentence ending in a colon
    that opens so over what follows it (the teasers it announced may be gone already, pruned with their box).
    ``low``: the text lowered, where the caller has it."""
    return _RELATED_LEAD.match(low or text.lower()) is not None


def _related_line(block: Block, low: str = "") -> bool:
    """A teaser heading and a linked title in one block: ``_RELATED_LEAD`` opens it and at least 60 % of
    the rest is link text."""
    text = block.text
    if not block.link_chars or len(text) > RELATED_LINE:
        return False
    low = low or text.lower()
    lead = _RELATED_LEAD.match(low) or (text[:1] in _MEDIA_LABEL_FIRST and _MEDIA_LABEL.match(text))
    return bool(lead) and lead.end() < len(low) and block.link_chars >= 0.6 * (len(low) - lead.end())


# (xfrit38) ... or the French papers' label of the other article's medium, in capitals, with its full stop or colon,
# before the linked title ("VIDÉO. <a>Toulouse : les images du chantier du métro</a>", "PHOTOS. <a>…</a>", "EN IMAGES
# : <a>…</a>", "INFOGRAPHIE. <a>…</a>"); the title must be mostly link text (a paragraph that opens "VIDÉO." over the
# page's own video is unlinked, and stays)
_MEDIA_LABEL = re.compile(r"(?:VIDÉOS?|VIDEOS?|PHOTOS?|EN IMAGES|INFOGRAPHIE|PODCAST|DIAPORAMA)\s?[.:]\s+")
_MEDIA_LABEL_FIRST = "VPEID"


# (session 24) a teaser line glued to a paragraph by a single line break: "Lesen Sie auch: <a>…</a><br>Der Bau …",
# "Stavba se zpozdila.<br><strong>Čtěte také:</strong> <a>…</a>", "… retard.<br>» À lire aussi : <a>…</a>": the
# teaser heading right before a link, at the block's start or after a sentence's end, the link running to the block's
# end or followed by a new sentence
# (the words' alternatives factored by their first characters, ``firstchar.factored_spread``: the same places
# match, and only the start of a match is read)
_RELATED_BEFORE_LINK = _lowered(r"(?:^|(?<=[.!?…\"“”»)])\s)[»›>•\s]*(?:" + firstchar.factored_spread(_RELATED_WORDS[len("(?:"):-1])
                                + r")\s*[:|»›>–—-]?\s*$")
RELATED_BEFORE = 48  # ... looked for in this many characters before a link
INLINE_TEASER_LINKS = 4  # ... in a block of at most this many links


def _without_inline_teaser(block: Block) -> Block | None:
    """``block`` without a teaser line glued to it (``_RELATED_BEFORE_LINK`` and its link), None when it
    has none; never the whole block (that is ``_related_line``'s)."""
    text = block.text
    low = ""
    for start, end, _ in block.links:
        if start < 3:
            continue
        low = low or text.lower()
        lead = _RELATED_BEFORE_LINK.search(low, max(0, start - RELATED_BEFORE), start)
        if lead is None:
            continue
        cut_from = lead.start()
        rest = text[end:].lstrip(" .")
        if rest and not rest[0].isupper():
            continue  # the link goes on into the sentence: "Lesen Sie auch, <a>was</a> der Rat beschloss"
        if cut_from == 0 and not rest:
            return None  # the whole block is the teaser line
        before = text[:cut_from].rstrip()
        after = text[len(text) - len(rest):] if rest else ""
        if before and after:
            continue  # in the middle of a paragraph: left as it is
        return block.sliced(0, len(before)) if before else block.sliced(len(text) - len(after), len(text))
    return None


# a teaser line that ends in its link's "read here" ("Fischer je také pro Kalouska - <a>čtěte ZDE</a>", "Neue Regeln
# für Pendler: <a>Lesen Sie hier</a>", "The full report - <a>read more here</a>"), after a dash, a colon or a bar
_READ_HERE = re.compile(
    r"(?:čtěte|čti|přečtěte si|čítajte|prečítajte si|více|viac|read(?: more)?|lesen sie(?: mehr| weiter)?|mehr|lire(?: la suite)?"
    r"|leggi|lee|lees|czytaj)(?: (?:zde|tady|tu|here|hier|ici|qui|aquí|hier|tutaj|více|viac|mehr|more|dál|ďalej))?\s*[»>]*",
    re.I)
_READ_HERE_SEP = re.compile(r"\s[-–—|]\s*$|:\s*$|\(\s*$")
# ... or the whole line is the link, "read here" its end: "<a>Kreuziger bude jezdit s Contadorem - čtěte ZDE</a>"
_READ_HERE_END = re.compile(r"\s[-–—|]\s*(?:" + _READ_HERE.pattern + r")\s*$", re.I)


def _read_here_line(block: Block) -> bool:
    """A line whose last link, at its end, is "čtěte ZDE" or "read more here" after a dash, a colon or a bar:
    another article's title and the way to it."""
    start, end, _ = block.links[-1]
    text = block.text
    if end < len(text) - 1:
        return False
    if end - start > 24:  # a linked title with its "čtěte ZDE" inside the one link
        return block.linked and _READ_HERE_END.search(text[-40:]) is not None
    return _READ_HERE.fullmatch(text[start:end].strip()) is not None and _READ_HERE_SEP.search(text[:start]) is not None


# (xnews38) a live blog's pointer to its earlier entries or to the day before's blog, linked: "Alle früheren
# Entwicklungen können Sie hier nachlesen." (n-tv), "Die Ereignisse vom Sonntag können Sie <a>hier</a> nachlesen."
# (tagesschau), "You can read yesterday's live blog here.", "Předchozí vývoj najdete zde.", "Starsze wpisy znajdziesz
# tutaj.": the blog's noun for its entries and the way to them, "here"; a report's sentence with a link says more
_EARLIER_ENTRIES = _lowered(
    r"\W{0,3}(?:alle |die |den |das |unsere[nm]? |all |our |the |(?:you can )?(?:read|follow|catch up on|find) "
    r"(?:all |our |the )?)?(?:früheren |bisherigen |vorherigen |älteren |earlier |previous |older |yesterday['’]s "
    r"|předchozí |dřívější |starší |predchádzajúci |staršie |starsze |wcześniejsze |poprzednie )?"
    r"(?:entwicklungen|ereignisse|einträge|meldungen|liveblog|live-blog|liveticker|newsblog|ticker|live blog"
    r"|live coverage|coverage|updates|posts|entries|vývoj|dění|příspěvky|záznamy|príspevky|správy|wpisy"
    r"|wydarzenia|relacj[aęi])(?: (?:vom|von|des|der|from|of|z|ze|zo|od) [\w.]+(?: \w+)?)?"
    r"(?:,? (?:können sie|lesen sie|finden sie|gibt es) (?:sie |ihn |es )?hier(?: nachlesen| nachverfolgen| lesen)?"
    r"| (?:can be (?:read|found) |are )?here|,? (?:najdete|naleznete|si můžete přečíst|nájdete|si môžete prečítať"
    r"|znajdziesz|przeczytasz|można przeczytać) (?:zde|tady|tu|tutaj|v (?:tomto |našem |našom )?článku|w tym artykule))"
    r"\s*[.!]?")
EARLIER_ENTRIES = 160  # ... judged on blocks up to this length


def _earlier_entries(block: Block, low: str) -> bool:
    """A live blog's line with a link (the caller asks) pointing to its earlier entries: ``_EARLIER_ENTRIES`` is the
    whole line, nothing else said in it; not a list's item or a table's cell (an index of the blog's days)."""
    return block.tag not in _ITEMS and block.tag not in _CELLS and _EARLIER_ENTRIES.fullmatch(low) is not None


# the heading of a post's comments, with the post's title: "59 Comments on “Starship Troopers”", "One thought on
# “…”", "3 Kommentare zu „…“", "Ein Gedanke zu „…“", "2 réflexions sur « … »", "5 commenti su “…”",
# "12 komentářů k „…“" (WordPress's wording in its languages)
_COMMENTS_HEADING = _lowered(
    r"(?:\d+|one|an?|ein(?:e|en)?|une?|un[oa]?|uma?|jeden|jedna|jedno|jeden|een)\s+(?:comments?|thoughts?|responses?"
    r"|replies|reply|kommentare?|gedanken?|antworten|antwort|reaktionen|commentaires?|réflexions?|réponses?|commenti"
    r"|commento|pensier[oi]|risposte|comentarios?|pensamientos?|respuestas?|comentários?|pensamentos?|respostas?"
    r"|komentář\w*|koment[áa]r\w*|názor\w*|reakc\w*|komentarz\w*|odpowied\w*|myśl\w*|reacties?|gedachten?)"
    r"\s+(?:on|to|for|zu|auf|sur|à|su|a|en|sobre|para|em|k|ke|ku|u|na|do|op|over)\s+[«„“”\"'‚‘»‹›].{1,250}"
    r"[»“”\"'’‘«‹›]\s*:?")  # ... ending with the title's closing quote: "Eine Antwort auf „…“ gab …" is a sentence
COMMENTS_HEADING = 300  # ... judged on blocks up to this length (the title is in it)
_COMMENT_COUNT_OPENERS = frozenset(("one", "an ", "a t", "a r", "a c", "ein", "une", "un ", "una", "uno", "um ",
                                    "uma", "jed", "een"))
# a post's tags or categories before their links: "Tags: Employment, Health & Fitness", "Schlagwörter: …",
# "Themen: …", "Štítky: …", "Mots-clés : …"; the rest of the block is mostly link text
_TAGS_LEAD = _lowered(
    r"\W{0,3}(?:tags?|tagged(?: with| as)?|filed under|categories|category|posted in|schlagw(?:ö|o)rte?r?|stichw(?:ö|o)rte?r?"
    r"|themen|thema|kategorien?|štítky|stitky|témata|téma|tagy|kategorie|rubriky|mots[- ]clés|étiquettes|catégories?|etichette"
    # (session 26) the Slovak, Dutch and Portuguese labels: "Značky: …", "Ďalšie témy: …", "Categorieën: …", "Categorias: …"
    r"|značky|(?:ďalšie |další )?(?:témy|témata)|kategórie|kategória|categorieën|categorias|categoria"
    r"|topics?|thèmes?|sujets?"
    r"|argomenti|categorie|etiquetas|temas|categorías|tagi|tematy|kategorie|trefwoorden|labels?"
    r"|archivado en|publicado en|publié dans|pubblicato in|gepubliceerd in|opublikowano w"
    # (session 27) "Ämnen: …", "Emner: …", "Aiheet: …", "Etichete: …", "Oznake: …", "Etiketler: …", "Címkék: …"
    r"|ämnen|taggar|nyckelord|emner|emneord|stikkord|aiheet|avainsanat|asiasanat|etichete|oznake|tagovi|ključne besede"
    r"|etiketler|anahtar kelimeler|konular|topik|từ khóa|chủ đề|címkék"
    # (xnews29a) "Ämnen i artikeln: …" (Aftonbladet), "Onderwerpen: …", the Estonian, Latvian, Lithuanian "Teemad: …",
    # "Tēmas: …", "Temos: …"
    r"|ämnen i (?:artikeln|texten)|onderwerpen|teemad|tēmas|temos)\s*:\s*")


_TOPIC_LABEL = re.compile(phrases.TOPIC_LABEL)  # (lowered text)
_TOPIC_BOX = re.compile(r"(?:" + phrases.TOPIC_LABEL + r"(?:\s*[-–—|·:]?\s*" + phrases.TOPIC_FOLLOW + r"))"
                        r"|[^\W\d_][\w'’-]*(?:[ -][\w'’-]+){0,4}\s*[-–—|·:]?\s*" + phrases.TOPIC_FOLLOW_BUTTON)
TOPIC_BOX = 80  # a topic's follow box is this long at most


def _topic_box(low: str) -> bool:
    """A topic's follow box: "Thema: Ukraine-Krieg Folgen", "Ukraine-Krieg – Thema folgen" (``phrases.TOPIC_FOLLOW``)."""
    return len(low) <= TOPIC_BOX and ("folg" in low or "follow" in low or "sledov" in low or "suivre" in low
                                      or "segui" in low) and _TOPIC_BOX.fullmatch(low) is not None


def _tags_line(block: Block, low: str = "") -> bool:
    """A post's tags: ``_TAGS_LEAD`` opens the block and at least 60 % of the rest is link text, or the rest
    is a list of two or more short names (four words at most each, separated by commas, no full stop)."""
    text = block.text
    low = low or text.lower()
    lead = _TAGS_LEAD.match(low)
    if lead is None or lead.end() >= len(low):
        return False
    if block.link_chars >= 0.6 * (len(low) - lead.end()):
        return True
    names = text[lead.end():].split(",")
    # (session 24) a name that is a date makes it a publication line: "Publié dans : Le Monde, 12 mars 2024", an
    # op-ed's source, is the text's own line (only names with a digit are asked: "COVID-19", "Euro 2024" are tags)
    return len(names) >= 2 and not text.endswith(".") and all(0 < len(n.split()) <= 4 for n in names) \
        and not any(any(map(str.isdigit, n)) and (textdates.text_day(n) or textdates.month_day(n)) for n in names)


# ... or an agency, a slash and the photographer: "Autor: REUTERS/Dani Cardona", "ČTK/Michal Kamaryt", "Foto:
# AP/Evan Vucci" (the name's words capitalized)
_AGENCY_SLASH = re.compile(r"(?:(?:foto|photo|autor|author|zdroj|bild|quelle|source)\s*:\s*)?(?:reuters|čtk|ctk|ap|afp"
                           r"|epa|dpa|getty images|profimedia(?:\.cz)?|shutterstock|isifa|tasr|sita|anp|ansa|efe|pap"
                           r"|picture alliance)\s*/\s*([^\W\d_][\w.'’-]*(?: [^\W\d_][\w.'’-]*){0,3}) ?", re.I)
# ... or the writer's name, a slash and the agency, ending a wire story (session 23): "Jan Kowalski/PAP", "Ján Novák/TASR"
# (the words of the name apart by one space each: with the space optional, a long word before a slash that is no
# credit was split every way before the match failed, 30 ms for a line of 60 characters)
_NAME_AGENCY = re.compile(r"([^\W\d_][\w.'’-]*(?: [^\W\d_][\w.'’-]*){1,3})\s*/\s*(?:pap|tasr|sita|čtk|ctk|ansa|efe|dpa|afp|ap|apa"
                          r"|anp|reuters|mti)", re.I)


def _agency_credit(text: str) -> bool:
    if len(text) > 60 or ("," not in text and "/" not in text):
        return False
    found = _AGENCY_CREDIT.fullmatch(text) if "," in text else None
    if found is None and "/" in text:
        found = _AGENCY_SLASH.fullmatch(text) or _NAME_AGENCY.fullmatch(text)
    return found is not None and all(w[0].isupper() for w in found.group(1).split())


_TRAIL_SEP = r"\s*(?:[›»>/|→•·\\]|::)\s*"
# (a step neither opens nor ends with a space: the spaces around a separator are the separator's, so a
# block of nine steps or more, which no trail is, fails at once instead of after 4**8 ways of splitting them)
_TRAIL_STEP = r"[^›»>/|→•·\\:\s](?:[^›»>/|→•·\\:]{0,78}[^›»>/|→•·\\:\s])?"
# "Sie sind hier: <anything short>", "Home › Blog › Title" (the steps of a breadcrumb trail in one block)
_TRAIL = re.compile(  # lower case, for lowered text (named groups: not _lowered)
    r"(?:(?P<here>" + phrases.TRAIL_HERE + r")\s*:\s*.{1,150}|(?:(?P<here2>" + phrases.TRAIL_HERE + r")\s*:?\s*)?"
    r"(?:" + phrases.TRAIL_HOME + r")(?P<steps>(?:" + _TRAIL_SEP + _TRAIL_STEP + r"){1,8}))" + r"\s*[›»>/|→]?")
TRAIL = 200  # ... judged on blocks up to this length
# the first letters of those openings: most blocks are not tried at all
_TRAIL_OPENERS = frozenset(w[0] for w in re.sub(r"\(\?:[^)]*\)", "", phrases.TRAIL_HERE + "|" + phrases.TRAIL_HOME).split("|"))


def _trail(block: Block, low: str) -> bool:
    """A breadcrumb trail in one block: opened by "You are here:" (in the languages of ``phrases.TRAIL_HERE``)
    or by the home page's step with two steps after it, or one when it is a link ("Home › News"): the path
    to the page, not its text.  A line of prose does not open with "Startseite ›"."""
    found = _TRAIL.fullmatch(low)
    if found is None:
        return False
    if found.group("here") or found.group("here2"):
        return True
    steps = found.group("steps")
    return len(re.findall(_TRAIL_SEP, steps)) >= 2 or block.link_chars > 0


def _teaser_box(heading: Block, first: Block, before: Block | None = None) -> tuple[int, ...]:
    """The element holding a teaser block's heading and its first teaser (the ancestors they share); (session 27)
    when the heading stands among the article's paragraphs (``before``, the block kept before it, in its element)
    and the teasers in an element beside it (a list, a ``<dl>``), that element: the article's paragraphs after it
    are outside the box, however short."""
    depth = len(heading.ancestors)
    if before is not None and len(first.ancestors) > depth and before.ancestors[:-1] == heading.ancestors[:-1] \
            and first.ancestors[:depth - 1] == heading.ancestors[:-1]:
        return first.ancestors[:depth]
    return heading.ancestors[:shared_depth(heading.ancestors, first.ancestors)]


SHORT_PROSE = 80  # ... or at a shorter paragraph of plain prose outside the teaser block's element


def _prose_after_box(block: Block, box: tuple[int, ...]) -> bool:
    """A paragraph of plain prose (no link, a sentence's end) outside the element of a teaser block: the
    article's text going on after the box (Novinky's "Související články" box between two paragraphs of 140
    characters: the teasers ran on over the article's last paragraph, shorter than ``PROSE``)."""
    text = block.text
    return (text_length(text) >= SHORT_PROSE and not block.link_chars and not block.heading
            and block.ancestors[:len(box)] != box and ends_sentence(text)
            and not is_teaser_line(block))


_CLOCK = re.compile(r"(?:[01]?\d|2[0-3]):[0-5]\d(?:\s*(?:h|hod\.?))?")
_META_DATE = re.compile(phrases.META_DATE, re.I)
_META_WORDS = re.compile(phrases.META_WORDS, re.I)
META_LINE = 120  # ... judged on blocks up to this length


# (session 26) a Chinese news page's meta line: its labels before their colons, two or more, or one with a date
_CJK_META_LABEL = re.compile(r"(?:" + phrases.CJK_META_LABELS + r")\s*[：:]")
_CJK_DATE = re.compile(r"(?:19|20)\d\d\s*[-/.年]\s*\d{1,2}")
CJK_META = 60  # ... judged on blocks up to this many characters (weighed, a long paragraph's 180)


# ... one of them the source's, the writer's, the editor's or the publication's: an event's "时间：2026年12月5日 地点：
# 北京", "活动时间：…", "报名时间：…", "日期：…" (its time, place, registration) are the announcement's text (xreview26b)
_CJK_SOURCE_LABEL = re.compile(r"(?:" + phrases.CJK_SOURCE_LABELS + r")\s*[：:]")


def _cjk_meta_line(text: str) -> bool:
    """``_CJK_META_LABEL`` twice, or once beside a date at the line's start, one a ``_CJK_SOURCE_LABEL``, in a line
    that ends no sentence: "2017-03-10 09:58:03来源：网易科学人作者：责任编辑：肖春芳" is no text of the article; an
    interview's "记者：2024年的计划怎么样？" is, and so is an event's "时间：2026年12月5日 地点：北京"."""
    labels = _CJK_META_LABEL.findall(text)
    if not labels or ends_sentence(text):
        return False
    source = _CJK_SOURCE_LABEL.search(text)
    if source is None:
        return False
    if len(labels) >= 2:
        return True
    return _CJK_DATE.search(text) is not None and not text[:source.start()].strip(" 0123456789-/.:年月日")


def meta_line(text: str) -> bool:
    """A Czech or Slovak article's meta line: a date with its year (``phrases.META_DATE``), with times, the
    stamps' words and the writer's name beside it, and nothing else ("Peter Kráľ 26.11.2026 12:00
    Aktualizované 26.11.2026 15:30"): what is left without the dates and ``phrases.META_WORDS`` is at most
    two to four capitalized words (a name; "Vláda schválila 26. 11. 2026 rozpočet" leaves a sentence, "Schůze
    1. 12. 2026 v 18:00" a word of its own); or such a line in any language (:func:`_stamped_meta_line`);
    or a Chinese article's meta line of labels (:func:`_cjk_meta_line`)."""
    if len(text) <= CJK_META and ("：" in text or (":" in text and text_length(text) > len(text))) \
            and _cjk_meta_line(text):
        return True
    if len(text) > META_LINE or not has_digit(text):
        return False
    if len(text) <= 10 and _CLOCK.fullmatch(text):
        return True  # a live blog's entry stamp, a clock time alone ("14:35", "9:05 h")
    rest, dates = _META_DATE.subn(" ", text)
    if dates > 1 and _SPAN_DASH.search(text) and _life_span(text):
        return False  # ((xreview35) a life's or a period's span: "Václav Havel · 5. 10. 1936 – 18. 12. 2011")
    if dates:
        words = _META_WORDS.sub(" ", rest).split()
        if len(words) in (0, 2, 3, 4) and all(w[0].isupper() for w in words):
            return True
        if len(words) == 1 and "_" in words[0].strip("_"):
            return True  # (session 29) a member's name on a Q&A site or a forum, "stavař_Petr 21. 11. 2026 9:12"
    return _stamped_meta_line(text)


_SPAN_DASH = re.compile(r"\d\.?\s?[–—]\s?\d")  # a dash between two days (not an ISO date's hyphen)


def _life_span(text: str) -> bool:
    """(xreview35) ``text``'s days, a dash between them, lie further apart than ``byline.LIFE_DAYS``: a person's life
    or an era beside a name in a biography's or an article's text, no meta line's day and its update's."""
    days = textdates.text_days(text)
    return len(days) > 1 and abs((days[-1][2] - days[0][2]).days) > LIFE_DAYS


BARE_DATE = 40  # a heading of a date alone ("3. května 1945") is this long at most


def _bare_date(text: str) -> bool:
    return len(text) <= BARE_DATE and has_digit(text) and not _META_DATE.sub(" ", text).strip(" ,.")


def _dated_sections(blocks: list[Block], after: int) -> bool:
    """(xreview32b) Whether the heading before ``after``, a date alone, heads a section of dated ones: a diary's
    entries, a chronicle's or a letters' collection's days ("3. května 1945" over each entry's text), more than
    one heading a date and text under this one.  A news article's date line stands once, over no text of its own."""
    if not _bare_date(blocks[after - 1].text) or after >= len(blocks) or blocks[after].heading:
        return False
    return sum(1 for b in blocks if b.heading and _bare_date(b.text)) > 1


# (session 26) an article's meta line in any language (``phrases.STAMP_WORDS``): a stamp's word or a reading time
# with a date or a clock time, the rest of the line a name at most (and a place: "Lucía Pérez Madrid - 19 nov 2026 -
# 12:00 CET Actualizado: 19/11/2026 14:30h"); a clock time or a reading time must be there ("Published 18 November
# 2026 by Penguin Random House", a book's line in a review, has neither)
_STAMP_WORD = re.compile(r"\b(?:" + phrases.STAMP_WORDS + r")\b", re.I)
_READING_LABEL = re.compile(r"\b(?:read|lesezeit|lesedauer|lecture|lettura|čtení|čítania|czytania|leestijd|lectura|leitura)\b",
                            re.I)
_META_CLOCK = re.compile(r"\b\d{1,2}(?:[:.]\d\d|h\d\d)(?:h\b|\b|(?=\d{1,2}\s?min))|\b\d{1,2}\s?(?:am|pm)\b", re.I)
_NUMERIC_DATE = re.compile(r"\b\d{1,4}[./-]\s?\d{1,2}[./-]\s?\d{2,4}\b")
_META_FILLER = re.compile(r"\b(?:" + phrases.STAMP_WORDS + "|" + phrases.META_FILLER + r")\b\.?|[|•·,:;/–—()-]", re.I)
_RELATIVE_ANY = re.compile("|".join(phrases.RELATIVE_TIME), re.I)
# the two searched in lowered ASCII text without re.I, which leaves the engine no first characters to skip to
# (``firstchar.lowered_search``): 11.9 -> 2.8 ms for _STAMP_WORD over the 819 lines of 248 sample pages
_STAMP_WORD_FOUND = firstchar.lowered_search(_STAMP_WORD)
_READING_LABEL_FOUND = firstchar.lowered_search(_READING_LABEL)
META_NAME_WORDS = 5  # ... the name (and a place) left at most this many words


# ... its parts read apart where the page's elements ran them together ("Jan Novák18. listopadu 2026",
# "3:00 PMUpdated 5:12 PM", "12:00 CETActualizado"): a letter before a digit, a digit before a word, a case change
_GLUED = re.compile(r"(?<=[^\W\d_]{2})(?=\d)|(?<=\d)(?=[^\W\d_]{2})|(?<=[a-zà-öø-ÿ])(?=[A-ZÀ-ÖØ-Þ])|(?<=[A-Z])(?=[A-Z][a-z])")


# (xweb28) ... or of a comment count beside a date or a clock time (ZEIT's "24. November 2026, 6:00 Uhr 128 Kommentare",
# "12/11/2026 à 07:00 - 12 commentaires"): the count is the line's, not a sentence's ("Am 24. November 2026 gab es 128
# Kommentare" leaves its verb)
_META_COMMENTS = re.compile(r"\b\d{1,6}\s?(?:" + phrases.COMMENT_COUNT_NOUNS + r"|comments?|komentář(?:e|ů)?)\b", re.I)


# (xde39) ... or of a reading time without its label at the line's end, after a date and a clock time (Stern's
# "09.03.2026, 16:20 3 Min.", the NZZ's "Isabel Heusser 25.02.2026, 05.30 Uhr 3 min"): the duration alone ends no
# sentence ("Der Anpfiff war am 09.03.2026 um 16:20, die Nachspielzeit betrug 3 Min." leaves its words)
# (a reading time runs to half an hour: "Dauer 90 Min." is a match's or a film's length)
_BARE_READING = re.compile(r"\s(?:[1-9]|[12]\d|30)\s?min(?:\.|uten)?\s*\Z", re.I)


def _bare_reading_time(text: str) -> bool:
    """``_BARE_READING`` at the end of ``text``, a numeric date and a clock time before it."""
    end = _BARE_READING.search(text)
    return end is not None and _NUMERIC_DATE.search(text, 0, end.start()) is not None \
        and _META_CLOCK.search(text, 0, end.start()) is not None


def _stamped_meta_line(text: str) -> bool:
    """A meta line of ``_STAMP_WORD`` or ``_READING_LABEL`` (``meta_line`` asks of blocks up to ``META_LINE``), or
    of ``_META_COMMENTS`` with a date or a clock time, or one ending in ``_BARE_READING``."""
    text = _GLUED.sub(" ", text)
    reading = _READING_LABEL_FOUND(text) or ("min" in text.lower() and _bare_reading_time(text))
    if not (reading or _STAMP_WORD_FOUND(text)) or not (reading or _META_CLOCK.search(text)):
        comments = _META_COMMENTS.search(text)
        if comments is None or not (_META_CLOCK.search(text) or textdates.text_days(text)):
            return False
        text = text[:comments.start()] + " " + text[comments.end():]
    words = _meta_rest(text)
    if len(words) <= META_NAME_WORDS and all(w[0].isupper() and not any(map(str.isdigit, w)) for w in words):
        return True
    return _caseless_names(words)


# (xnews35) ... the names in a script without capitals, where a Hindi paper's meta line gives its desk or agency, the
# city and the editor between English labels (Amar Ujala's "न्यूज डेस्क, अमर उजाला, नई दिल्ली Published by: राहुल शर्मा
# Updated Wed, 25 Nov 2026 10:15 AM IST", Live Hindustan's, Jagran's): words of a spaced script without case (Devanagari,
# Bengali, Gurmukhi, Tamil, Arabic, Hebrew, U+0590 to U+1000: not Chinese or Japanese, whose sentence is one "word"),
# short, up to ``CASELESS_META_WORDS``, beside a few capitalized words ("Wed", "IST", an editor's "Rahul Sharma")
CASELESS_META_WORDS = 10
CASELESS_WORD = 15  # ... each this long at most
_CAPITALIZED_BESIDE = 4  # ... and this many capitalized words (an editor named in Latin letters, the weekday, the zone)


def _caseless_names(words: list[str]) -> bool:
    if not words or len(words) > CASELESS_META_WORDS or not "\u0590" <= words[0][0] < "\u1000":
        return False
    capitalized = 0
    for w in words:
        if "\u0590" <= w[0] < "\u1000" and w[0].isalpha() and len(w) <= CASELESS_WORD:
            continue
        if not w[0].isupper() or any(map(str.isdigit, w)):
            return False
        capitalized += 1
    return capitalized <= _CAPITALIZED_BESIDE


def _meta_rest(text: str) -> list[str]:
    """The words of ``text`` without its dates, relative times, clock times, reading times, stamps' words and the
    little words around them."""
    rest = list(text)
    for start, end, _ in textdates.text_days(text):
        rest[start:end] = " " * (end - start)
    rest = "".join(rest)
    for pattern in (_NUMERIC_DATE, _RELATIVE_ANY, _META_CLOCK, _READING_TIME, _META_FILLER):
        rest = pattern.sub(" ", rest)
    return rest.split()


# (session 29) a byline with the day and the time after it, longer than ``BYLINE`` for the trade before the name
# (FOCUS's "Von FOCUS-online-Redakteurin Sandra Lehmann Sonntag, 29.11.2026, 08:15"): the part before the day a byline
# (``byline``), the rest a day and a clock time alone (a day without a time after a name is a dateline some truths keep)
DATED_BYLINE = 120  # ... judged on blocks up to this length
_BYLINE_SEPARATORS = " ,;|·•–—-"


def _dated_byline(text: str) -> bool:
    if _META_CLOCK.search(text) is None:
        return False  # ((xreview29) no clock time: the day is not read, ``text_days`` costs ~0.1 ms a block)
    days = textdates.text_days(text)
    if not days or not _META_CLOCK.search(text, days[0][1]):
        return False
    head = text[:days[0][0]].rstrip(_BYLINE_SEPARATORS)
    head = WEEKDAY_END.sub("", head).rstrip(_BYLINE_SEPARATORS)
    return 0 < len(head) <= BYLINE and byline(head) and not _meta_rest(text[days[0][0]:])


# (xnews34) a live blog entry's head: its reporter's name and the entry's clock time, no day (Onet's, NOS's, Seznam
# Zprávy's entries signed by the reporter on duty: "Petr Dvořák 14:52", "14:52 | Anna Kowalska", the two run together
# from their elements, "Sanne de Vries11:05"): the rest the writers' names alone (``names_beside_date``); an hour of the
# day, no seconds (a race's result "Eliud Kipchoge 2:01:09" is a list's item, and no items nor cells are asked)
_ENTRY_CLOCK = re.compile(r"\A(?:[01]?\d|2[0-3])[:.][0-5]\d\s*[|·•–—,-]?\s*(?=\D)|\s*[|·•–—,-]?\s*(?<!\d)(?:[01]?\d|2[0-3])"
                          r"[:.][0-5]\d(?:\s?(?:uhr|h))?\Z", re.I)


def _clocked_names(text: str) -> bool:
    clock = _ENTRY_CLOCK.search(text)
    if clock is None:
        return False
    names = (text[:clock.start()] + text[clock.end():]).strip()
    return bool(names) and names_beside_date(names)


PROGRAMME_TITLE = 80  # a programme's item between two clocked lines is a title this long at most, no sentence


def _entry_head(blocks: list[Block], k: int, text: str) -> bool:
    """(xreview34b) ``blocks[k]`` (``text``) is a live blog entry's head (``_clocked_names``) standing alone: a block
    beside it of the same shape makes them a run of lines, a race's results or a broadcaster's programme set as
    paragraphs ("Martina Sáblíková 6:52" over "Irene Schouten 6:53", "20:15 Anne Will" over "21:45 Markus Lanz"),
    the text's own, and so does one two blocks away over a title, no sentence, between them (a conference's
    programme: "09:00 Jana Malá", "Zahájení konference", "09:30 Petr Novák"); a live blog's heads are apart, each
    over its entry's text, sentences."""
    if not _clocked_names(text):
        return False
    for step in (-1, 1):
        j = k + step
        if 0 <= j < len(blocks) and _clocked_line(blocks[j].text):
            return False
        between, j = blocks[j].text if 0 <= j < len(blocks) else "", k + 2 * step
        if 0 <= j < len(blocks) and 0 < len(between) <= PROGRAMME_TITLE and between[-1] not in ".!?…" \
                and any(map(str.isalpha, between)) and _clocked_line(blocks[j].text):
            # (a title has words: a video player's "Current Time 0:00", "/", "Duration Time 0:00" is no programme)
            return False
    return True


LIVE_HEADS = 3  # a live blog's entry heads written as paragraphs: this many at least on the page
_HOUR_MINUTE = re.compile(r"(\d{1,2})[:.](\d\d)")  # (an entry head's clock, ``_ENTRY_CLOCK``'s match)


def _paragraph_heads(blocks: list[Block]) -> bool:
    """(xleft35b) The page's paragraphs hold ``LIVE_HEADS`` entry heads at least (``_entry_head``: a time and a name,
    each apart over its entry): a live blog whose template writes its heads as ``<p>`` ("<p>14:52 Petr Dvořák</p>"
    over each entry), where they go as a ``<div>``'s do; elsewhere (xreview35) a live blog's head is its template's
    element, a ``<div>`` or a ``<header>``, and one such paragraph is the writer's line ("14:30 Anna Nováková" in an
    invitation, "Berlin Hauptbahnhof 14:52"), kept.  (xreview36) Nor a programme's: its speakers each once, in the
    day's order ("09:00 Jana Malá", "09:30 Petr Novák", "10:15 Anna Schmidt", each over a sentence on the talk), where
    a live blog's newest entry comes first or its reporters on duty sign several."""
    heads: list[tuple[int, str]] = []
    for k, block in enumerate(blocks):
        text = block.text
        if block.tag == "p" and not block.heading and len(text) <= DATED_BYLINE and has_digit(text) \
                and _entry_head(blocks, k, text):
            clock = _ENTRY_CLOCK.search(text)
            hour, minute = _HOUR_MINUTE.search(clock.group()).groups()
            heads.append((int(hour) * 60 + int(minute), (text[:clock.start()] + text[clock.end():]).strip()))
    if len(heads) < LIVE_HEADS:
        return False
    times = [t for t, _ in heads]
    return any(a >= b for a, b in zip(times, times[1:])) or len({n for _, n in heads}) < len(heads)


PROSE_TITLE = 20  # the box's text under its title is this long at least (a sentence, not another label)


def _admonition_title(blocks: list[Block], k: int) -> bool:
    """(xleft35) ``blocks[k]``, an admonition's word (``_ADMONITIONS``), opens its element and the box's text follows in
    it or in its parent's (Docusaurus' heading and content are two elements of the box): a box's title, not a section's
    heading among the text's paragraphs (the block before it shares its element)."""
    box = blocks[k].ancestors[:-1]
    if not box or (k and blocks[k - 1].ancestors[:len(box)] == box):
        return False
    nxt = blocks[k + 1]
    return not nxt.heading and nxt.ancestors[:len(box) - 1] == box[:-1] and text_length(nxt.text) >= PROSE_TITLE


def _clocked_line(text: str) -> bool:
    """``text`` is a short line of names and a clock time (``_clocked_names``), cheap tests first."""
    return len(text) <= DATED_BYLINE and has_digit(text) and _clocked_names(text)


# (xreview26b) a block ``_STAMP`` matches whole that is a sentence with a stamp's word and a time in it: "The
# minister updated the figures at 3:00 PM on Monday in Prague.", a live blog's entry "Updated 14:35: Police confirm
# two arrests near the station.", "Aktualisiert 14:35 Uhr: Die Polizei bestätigt zwei Festnahmen.": what is left
# without the dates, times and stamps' words is this many words, this many of them in lower case (a stamp's is a
# source's or a writer's name, "The Associated Press Published …", or "This page was last updated on …")
STAMP_SENTENCE_WORDS = 4
STAMP_SENTENCE_LOWER = 2


_STAMP_NOT_SENTENCE = re.compile(
    _PAGE_SUBJECT + r"|(?:page |content )?last (?:reviewed|modified|updated)|next review due|first published"
    r"|zuletzt (?:bearbeitet|geändert)|letzte (?:aktualisierung|änderung)|ultimo aggiornamento|dernière mise à jour"
    r"|última actualización|ostatnia aktualizacja|data (?:publikacji|dodania|aktualizacji)|erstellt|erschienen|geändert"
    r"|" + _SERVICE_STAMP_LABELS +
    r"|\b(?:by|von|par|por|door|przez)\s+\D*?(?=\s(?:on|am|le|el|em|op|il|at|um|à|o|dne)\s|\d|$)", re.I)


def _stamp_sentence(text: str) -> bool:
    """(The page's "This post was last updated July 2021." and the writers after "by" no words of a sentence.)"""
    words = [w for w in _meta_rest(_STAMP_NOT_SENTENCE.sub(" ", text)) if len(w) > 1 and not any(map(str.isdigit, w))]
    return len(words) >= STAMP_SENTENCE_WORDS and sum(w[0].islower() for w in words) >= STAMP_SENTENCE_LOWER


# a blog post's meta line: its date, then the writer, the category or the comments' count between slashes, middle
# dots or bars ("Mai 03, 2017 / Sandra / /", "March 3, 2024 · Jane · 2 Comments", "12. Mai 2024 | von Anna |
# Garten"); each part after the date is at most three capitalized words (a name, a category, "by Jane") or an
# interface line ("2 Comments", "Keine Kommentare"): "3. März 2024 / the day we moved" is a post's line, and a heading is
# the text's (a travel diary's or a chronicle's "2. Juni 2023 | Rom", "1. Januar 2024 / Neujahr")
_BLOG_META_SEP = re.compile(r"\s+[/·|•]\s+|\s*/\s*/?\s*$")
_MONTH_DAY_YEAR = re.compile(r"([^\W\d_]{3,})\.? (\d{1,2}),? (\d{4})")  # Blogger's "Mai 03, 2017" in any language
_BY_WORDS = frozenset(("by", "von", "par", "di", "da", "de", "door", "od"))
BLOG_META = 100  # ... judged on blocks up to this length
# (session 25) ... a reading time among the parts ("4 min read", "Lesezeit: 3 Min.", "Lecture : 2 min"), and the
# writer's name first when a date follows ("By Jane Smith | March 12, 2026", "Jane Smith · March 12, 2026 · 4 min
# read": a news theme's or a CSS module's meta line, its names hashed), with "by" before the name or a reading time
# among the parts ("Rom | 2. Juni 2023", a diary's place and day, stays)
_READING_TIME = re.compile(
    r"\s*(?:\d{1,3}\s?(?:-\s?)?(?:minuten|minutos|minuti|min(?:ute)?s?\.?|minut[ay]?)(?:\s(?:read|lesezeit|de lecture|di lettura|čtení"
    r"|čítania|czytania|leestijd|de lectura|de leitura))?|(?:reading time|read time|lesezeit|lesedauer|lecture|temps de lecture"
    r"|tempo di lettura|doba čtení|čas čítania|czas czytania|leestijd|tiempo de lectura|tempo de leitura|lectura|leitura)"
    r"\s?:?\s?\d{1,3}\s?(?:minuten|minutos|minuti|min(?:ute)?s?\.?|minut[ay]?))\s*", re.I)  # (session 26: pl, nl, es, pt)


def _blog_meta_line(text: str) -> bool:
    if len(text) > BLOG_META or not has_digit(text) or not _BLOG_META_SEP.search(text):
        return False

    def dated(piece: str) -> bool:
        piece = piece.strip().rstrip(",")
        days = textdates.text_days(piece)
        if days and days[0][0] == 0 and days[0][1] >= len(piece):
            return True
        found = _MONTH_DAY_YEAR.fullmatch(piece)
        return found is not None and textdates.month_number(found.group(1)) is not None

    def named(piece: str) -> bool:
        words = piece.split()
        if words and words[0].lower() in _BY_WORDS:
            words = words[1:]
        return not words or (len(words) <= 3 and all(w[0].isupper() for w in words))

    pieces = _BLOG_META_SEP.split(text)
    timed = [_READING_TIME.sub(" ", piece) if any(c.isdigit() for c in piece) else piece for piece in pieces]
    if not dated(pieces[0]):
        # the writer's name first: "by" before it or a reading time among the parts, and a date after it
        first = pieces[0].split()
        if not (first and timed[0].strip() and named(timed[0]) and (first[0].lower() in _BY_WORDS or timed != pieces)
                and any(dated(rest) for rest in timed[1:] if rest.strip())):
            return False
    for piece, rest in zip(pieces[1:], timed[1:]):
        if rest.strip() and not dated(rest) and not (named(rest) or _INTERFACE_BY_FIRST.fullmatch(piece.strip().lower())):
            return False
    return True


# a gallery's counter alone in a block, on an article page outside tables and lists: "1/12", "1 / 12", "1 von 12",
# "1 of 12", "3 z 12" (a table's "1/12" is a value, a list's a step)
_COUNTER = re.compile(r"\d{1,3}\s*/\s*\d{1,3}|\d{1,3} (?:of|von|z|ze|zo|de|di|sur|van|из) \d{1,3}")
COUNTER = 12  # ... judged on blocks up to this length


def _counter(text: str) -> bool:
    """A gallery's "1/12" alone: the first number not above the second (a score or a date is not a counter's
    "3/2")."""
    if len(text) > COUNTER or not text[:1].isdigit() or _COUNTER.fullmatch(text) is None:
        return False
    first, last = (int(n) for n in re.findall(r"\d+", text))
    return 1 <= first <= last


# an unlinked line pointing to another article, inside the text: "Lesen Sie auch: Warum die Stadt sparen muss",
# "Read more: Why the city must save money", "Čtěte také: Proč město musí šetřit" (the title's link was lost or
# never there); the rest is a title, not a sentence ("Read more: the full report is online." ends as one)
_READ_ALSO = re.compile(
    r"(?:lesen sie (?:auch|mehr|dazu(?: auch)?|hierzu(?: auch)?)|lies auch|read (?:more|also|next)|also read|see also"
    r"|lire aussi|[aà] lire aussi|lire également|leggi anche|lee (?:también|más)|lea también|čtěte (?:také|též|více)"
    r"|přečtěte si (?:také|též|více)|čítajte (?:aj|tiež|viac)|prečítajte si (?:aj|tiež)|czytaj (?:też|także|więcej)"
    r"|przeczytaj (?:też|także)|zobacz (?:też|także)"
    r"|lees (?:ook|meer)|zie ook|leia (?:também|mais)|veja (?:também|mais)"  # (session 26: Dutch, Portuguese)
    # (session 27) Swedish, Danish, Norwegian, Finnish, Romanian, Croatian, Slovenian, Indonesian, Vietnamese, Hungarian,
    # Turkish: "Läs också: …", "Lue myös: …", "Citește și: …", "Pročitajte i: …", "Baca juga: …", "Xem thêm: …"
    r"|läs (?:också|även)|læs også|les også|lue myös|citește și|citeste si|pročitajte (?:i|još|također)|procitajte i"
    r"|preberite (?:še|tudi)|baca juga|simak juga|xem thêm|đọc thêm|olvassa el ezt is|[İIi]lgili haber"
    # ... Catalan, Estonian, Latvian, Lithuanian, Bulgarian, Serbian: "Llegiu també: …", "Loe ka: …", "Прочетете още: …"
    r"|llegiu també|llegeix també|loe ka|lasiet arī|lasi arī|taip pat skaitykite|прочетете (?:още|също)"
    r"|прочитајте (?:још|и)"
    # (xnews29a) ... and the other labels of those languages: "Läs mer: …", "Les mer: …", "Læs mere: …", "Lue lisää: …",
    # "Skaitykite taip pat: …", "Olvasd el ezt is: …", "Kapcsolódó: …", "Pročitajte više: …", "Citiți și: …"
    r"|läs mer|les mer|læs mere|lue lisää|skaitykite (?:taip pat|daugiau)|olvasd el ezt is|kapcsolódó(?: cikk)?"
    r"|pročitajte više|citiți și|citiţi şi|citește mai mult"
    # (xnews29d) ... and the English papers' shorter labels: Gannett's "More: Flight cancellations: What are your rights?",
    # "Related: …"
    r"|more|related"
    # (xnews33) ... and the Urdu, Persian, Arabic, Swahili, Malay and Filipino labels: Jang's "مزید پڑھیں: …", "بیشتر
    # بخوانید: …", "اقرأ أيضا: …", Mwananchi's "Soma zaidi: …", "Baca lagi: …", Abante's "BASAHIN: …"
    r"|مزید پڑھیں|یہ بھی پڑھیں|بیشتر بخوانید|[اإ]قرأ (?:أيضا|أيضاً|أيضًا|ايضا)|soma (?:zaidi|pia)|baca lagi"
    r"|basahin(?: din| rin)?)\s*:\s*", re.I)
READ_ALSO = 160  # ... judged on blocks up to this length


def _read_also(text: str) -> bool:
    """``_READ_ALSO`` and after it a title: capitalized, one line without a sentence's end inside it or at its
    end (a title may ask: "?")."""
    if len(text) > READ_ALSO or text[:1] not in "LlRrAaSsČčPpZzCcàÀVvBbXxĐđOoIİiTtПпKkMmمیباإ" or ":" not in text[:30]:
        return False
    lead = _READ_ALSO.match(text)
    if lead is None:
        return False
    title = text[lead.end():].strip("\"„“”«»' ")
    return bool(title) and opens_sentence(title) and not title.endswith(".") and ". " not in title


# a wire agency's name alone in a block (its story's credit): "AFP", "EFE", "Reuters", "The Associated Press" (Yahoo
# News' provider line over a syndicated story: "Associated Press") (a
# table's or a list's is a value: a column of sources)
_AGENCY_ALONE = re.compile(r"(?i:afp|efe|ansa|dpa|reuters|apa|sda|keystone-sda|belga|anp|pap|epa|(?:the )?associated press)")
AGENCY_ALONE = 24  # ... judged on blocks up to this length
# (xnews31) ... and the desk's initials a wire story ends with, parted by slashes (PAP's "mm/ mhr/", "kw/ mok/ ap/"
# under "(PAP)" and "autor: …", AGI's "Rmr/Ros" under "(AGI)"): two to four sets of small letters, capitalized
# at most each (not "TCP/IP"); (xreview32) after the agency's name in the same block or ending in a slash, PAP's: a line
# of words parted so is an answer's or a choice's ("Tak/Nie", "und/oder", "Ano/Ne")
_DESK_SET = r"[a-zA-Ząćęłńóśźż][a-ząćęłńóśźż]{1,4}"
_DESK_INITIALS = re.compile(r"\([A-Za-z]{2,10}\)\s*" + _DESK_SET + r"(?:/ ?" + _DESK_SET + r"){1,3}/?"  # "(AGI) Rmr/Ros"
                            r"|" + _DESK_SET + r"(?:/ ?" + _DESK_SET + r"){1,3}/"  # "mm/ mhr/"
                            # (xleft35) CNA's and Xinhua's English wires' end mark with the editor's initials: "Enditem/ls"
                            r"|[Ee]nd ?item(?:\s*/\s*[A-Za-z]{1,5})?")
DESK_INITIALS = 30  # ... judged on blocks up to this length
# (xnews31) a market widget's line among a finance article's paragraphs: currency or ticker codes, each with its rate
# ("EUR 4,28 USD 3,95 CHF 4,52", "WIG20 2 412,5 +0,8%"), three pairs or more and nothing else; (xreview32) each rate
# with its decimals or a percentage: whole numbers after codes are counts or a score ("USA 40 CHN 40 JPN 20", a medal
# table's line in a sports story)
# (and the change after the rate: "DAX 18.204,5 +0,5%")
_RATE = r"[-+−]?(?:\d[\d\s]*[.,]\d[\d.,]*|\d[\d\s.,]*)%"
_TICKER_LINE = re.compile(r"(?:[A-Z][A-Z0-9]{2,5}\s+(?:[-+−]?\d[\d\s]*[.,]\d[\d.,]*%?|" + _RATE + r")(?:\s+" + _RATE + r")?\s*){3,}")
TICKER_LINE = 200  # ... judged on blocks up to this length
# (xleft32) ... or one quote of such a widget: a share's or an index's name, its price and its change in percent with
# its sign ("FTSE 100 8,123.45 +0.3%", "Siemens 182,40 € +1,2 %", "ČEZ 1 012 Kč −0,4 %"), nothing else; each word of
# the name capitalized ("Die Aktie schloss bei 182,40 € +1,2 %" is a sentence's)
_QUOTE_LINE = re.compile(r"([^\W\d_][\w&.' -]{0,30}?)\s+\d[\d\s.,]*(?:\s?(?:€|\$|£|Kč|zł|Ft|CHF|EUR|USD|p))?\s+[-+−]\s?\d[\d.,]*"
                         r"\s?%")
QUOTE_LINE = 60  # ... judged on blocks up to this length ending in "%"


def _quote_line(text: str) -> bool:
    """``text`` is one quote of a market widget (``_QUOTE_LINE``, its name's words capitalized)."""
    found = _QUOTE_LINE.fullmatch(text)
    return found is not None and all(not w[0].islower() for w in found.group(1).split())


_PROSE_ENDS = frozenset(".!?…:\"”“»")  # (a sentence's end, or a colon announcing the lines: "Výsledky prvního kola:")
AMONG_PROSE = 6  # a line of figures is the text's when a paragraph of its element is this many blocks away at most


# (xleft34) the heading of a poll's or an election's results a report sets in a box of their own ("Sonntagsfrage",
# "Volební model STEM", "Latest poll", "Hochrechnung", "Exit poll", "Résultats du premier tour", "Výsledky voleb")
_RESULTS_HEADING = re.compile(r"umfrage|sonntagsfrage|wahl|hochrechnung|prognose|ergebnis|poll\b|polls\b|election|vote"
                              r"|result|volb|volební|voleb|průzkum|prieskum|model|sondage|élection|scrutin|résultat|tour\b"
                              r"|sondaggi|elezion|risultat|encuesta|sondeo|eleccion|elección|resultado|sondaż|wybor|wynik",
                              re.I)
RESULTS_HEADING = 80  # ... judged on headings up to this length


def _among_prose(blocks: list[Block], k: int) -> bool:
    """(xreview33) Whether ``blocks[k]`` is one of the text's own lines, a paragraph of prose in its element before or
    after it over lines of the same element only: an election's results or a price list in an article ("Petr Pavel
    58,3 +12,1 %", "Butter 2,49 € +18 %"), set as paragraphs among its paragraphs; a market widget's quotes are in
    a box of their own, beside its heading and other quotes.  (xreview34) Lines that open their element, or follow
    only its heading, with no prose before them, are such a box's even when a note of the box follows them
    ("Börse aktuell" over "DAX 18.234 +1,2 %", "Kursdaten verzögert um mindestens 15 Minuten."): the text's own
    lines of figures come after the paragraph that announces them.  (xleft34) Unless the heading right over them
    (in their element or just before it) names a poll's or an election's results (``_RESULTS_HEADING``:
    "Sonntagsfrage" over "Union 31,0 +1,2 %"): the report's table; a market widget's heading names its markets.
    (xreview35) Such lines are the text's too when prose follows them in their element that is no note on the
    data (``_DATA_NOTE``): an article's section opening with its price list, then its sentences on it."""
    parent = blocks[k].ancestors[:-1]
    opening = False
    j = k - 1
    while k - j <= AMONG_PROSE:
        if j >= 0 and blocks[j].heading and len(blocks[j].text) <= RESULTS_HEADING \
                and _RESULTS_HEADING.search(blocks[j].text) is not None:
            return True
        if j < 0 or blocks[j].ancestors[:-1] != parent:
            opening = True  # (the element opens with the lines, or with a heading over them)
            break
        if len(blocks[j].text) > QUOTE_LINE and blocks[j].text.rstrip()[-1:] in _PROSE_ENDS:
            return True
        j -= 1
    j = k + 1
    while j < len(blocks) and j - k <= AMONG_PROSE and blocks[j].ancestors[:-1] == parent:
        text = blocks[j].text
        if len(text) > QUOTE_LINE and text.rstrip()[-1:] in _PROSE_ENDS and not (opening and _DATA_NOTE.search(text)):
            return True
        j += 1
    return False


# (xreview35) a figures box's note on its data, after the lines that open the box ("Kursdaten verzögert um mindestens
# 15 Minuten. Alle Angaben ohne Gewähr.", "Stand: …, Quelle: Börse Frankfurt"): no prose of the text's after them (an
# article's section opening with a price list goes on with its sentences: "Die Preise für Butter haben sich damit …")
_DATA_NOTE = re.compile(r"gewähr|verzögert|quelle\s?:|stand\s?:|delayed|source\s?:|as of\b|data (?:provided|by)|no warranty"
                        r"|bez záruky|zpožděn|zdroj\s?:|sans garantie|différé|senza garanzia|ritardo|sin garantía|retraso"
                        r"|opóźnion|bez gwarancji|źródło\s?:", re.I)


# (session 29) a news story's sources when they are wire agencies only, as t-online ends its stories: "Verwendete
# Quellen: Nachrichtenagentur dpa, Eigene Recherche", "Quellen: dpa, AFP", or the heading "Verwendete Quellen" over a
# list of such items; the agencies that wrote the story, its credit as "(dpa)" is.  A list naming a document, a study or
# a page ("bundesregierung.de: Pressemitteilung vom 23. November") is the article's references: kept whole
# (xnews29c) ... and the WDR's box "Unsere Quellen:" over "Reporter vor Ort", "Nachrichtenagenturen dpa und AFP"
# (the newsroom's own reporters are its own reporting; "Polizei Wuppertal" is a source named: the list stays)
_SOURCES_LABEL = r"(?:verwendete |genutzte |unsere )?quellen|sources|fonti|fuentes|zdroje"
_AGENCY_NAME = (r"(?:dpa|afp|ap|reuters|epd|kna|sid|apa|sda|keystone-sda|ansa|efe|belga|anp|pap|čtk|tasr|sita|mti"
                r"|(?:the )?associated press|bloomberg)")
_SOURCE_ITEM = (r"(?:(?:nachrichtenagentur(?:en)?|agence|agenzia|agencia|agentura|news agency)\s+)?" + _AGENCY_NAME
                + r"(?:\s+(?:und|and)\s+" + _AGENCY_NAME + r")?"
                r"|eigene recherchen?|own reporting|own research|(?:eigene[rn]? |wdr-|ndr-|br-|swr-|mdr-)?reporter(?:in|innen)?"
                r" vor ort")
_SOURCES_LINE = _lowered(r"(?:" + _SOURCES_LABEL + r")\s*:\s*(?:" + _SOURCE_ITEM + r")(?:\s*(?:,|;|/|\bund\b|\band\b|\bet\b)\s*(?:"
                         + _SOURCE_ITEM + r"))*\.?")
SOURCES_LINE = 160  # ... judged on blocks up to this length
_SOURCES_HEADING = _lowered(r"(?:" + _SOURCES_LABEL + r")\s*:?")
_SOURCE_ITEM_LINE = _lowered(r"(?:" + _SOURCE_ITEM + r")[.,;]?")
SOURCE_ITEM = 40  # ... an item of the list is this long at most


def _agency_sources(blocks: list[Block], at: int) -> int:
    """The index after the list of wire agencies under the sources' heading at ``at`` (``_SOURCES_HEADING``), or
    ``at`` when the list names anything else (a document, a page) or there is none."""
    end = at + 1
    while end < len(blocks) and blocks[end].tag == "li" and len(blocks[end].text) <= SOURCE_ITEM \
            and _SOURCE_ITEM_LINE.fullmatch(blocks[end].text.lower()):
        end += 1
    if end == at + 1 or (end < len(blocks) and blocks[end].tag == "li"
                         and blocks[end].ancestors[:-1] == blocks[end - 1].ancestors[:-1]):
        return at
    return end


# the writer's name in capitals as the article's last line: "TEREZA KRUMPHOLZOVÁ", "JAN NOVÁK", "ANNA MÜLLER-SCHMIDT"
# (two or three words of capital letters, nothing else; none of them a word of a button's or a slogan's, "BOOK YOUR
# FIRST LESSON", "JETZT HIER BESTELLEN")
_CAPS_NAME = re.compile(r"[^\W\d_][^\W\d_'’-]+(?:['’-][^\W\d_]+)?(?: [^\W\d_][^\W\d_'’-]+(?:['’-][^\W\d_]+)?){1,2}")
_NOT_IN_NAMES = frozenset((
    "the", "your", "our", "my", "a", "an", "of", "to", "for", "and", "in", "on", "at", "now", "here", "more", "all",
    "free", "new", "now", "book", "get", "buy", "shop", "read", "join", "sign", "up", "us", "contact", "info", "more",
    "der", "die", "das", "und", "jetzt", "hier", "mehr", "alle", "neu", "le", "la", "les", "et", "de", "des", "du",
    "il", "lo", "gli", "e", "di", "el", "los", "y", "na", "v", "ve", "do", "pro", "je", "se", "si", "a", "i", "z",
    "od", "za", "to", "co", "jak", "více", "tady", "zde", "nové", "nový", "nová", "konec", "end", "ende", "fin",
    "we", "are", "is", "it", "you", "i", "me", "ich", "wir", "sind", "ist", "nous", "vous", "est", "jsme", "jsou",
))
CAPS_NAME = 40  # ... judged on blocks up to this length


def _caps_name(block: Block) -> bool:
    text = block.text
    return (len(text) <= CAPS_NAME and not block.heading and not block.link_chars and text.isupper()
            and _CAPS_NAME.fullmatch(text) is not None
            and not any(w in _NOT_IN_NAMES for w in re.split(r"[ '’-]", text.lower())))


# a newsletter box's heading: "Der Morgen-Newsletter", "La newsletter du matin", "Newsletter" (on an article page, in an
# element of its own: the box's lines under it go with it; not "Stay up to date.", which a service page's truth keeps
# with its pitch)
_NEWSLETTER_HEADING = re.compile(r"newsletter|nieuwsbrief|infolettre|lettre d['’]information|hírlevél", re.I)
_NEWSLETTER_HEADING_FOUND = firstchar.lowered_search(_NEWSLETTER_HEADING)  # (without re.I in ASCII: 1.2 -> 0.5 ms)
NEWSLETTER_HEADING = 60  # ... judged on headings up to this length
NEWSLETTER_BOX = 6  # ... with at most this many lines under it
NEWSLETTER_LINE = 300  # ... each this long at most
NEWSLETTER_LABEL = 30  # (xleft36) a newsletter's label as a paragraph ("Newsletter", "Nieuwsbrief") is this long
NEWSLETTER_LABEL_WORDS = 3  # ... in at most this many words


# (xweb28) a donation box's heading ("Support local journalism", "Unterstützen Sie unseren Journalismus", "Faire un
# don"): its box goes as a newsletter's does, when one of its lines is a donation's button ("Donate today")
_DONATION_HEADING = _lowered(
    r"(?:support|fund|power|keep) (?:local|independent|our|nonprofit|public|quality|trusted|this) (?:journalism|news"
    r"(?:room)?|reporting|radio|media|station)[.!]?|(?:…|\.\.\.)?\s?(?:and )?we have a small favou?r to ask[.…]*|"
    # (xnews29b) Novaya Gazeta Europe's box, the Moscow Times' ("A Message from The Moscow Times:", its lines asking for
    # "your support")
    r"(?:поддержите|підтримайте) (?:нас|«[^»]{1,40}»|[\w.'’ -]{2,30})[.!]?|a message from (?:the )?[\w.'’ -]{2,40}:|"
    # (xnews30) ... Premium Times' "Support PREMIUM TIMES' journalism of integrity and credibility", the site's name
    # between the verb and its journalism
    r"support [\w.&'’ -]{2,30}?['’]s? journalism(?: of [\w ,'’-]{1,50})?[.!]?|"
    # ... and a Czech or Slovak site's own name after the verb ("Podpořte Hlídacího psa", "Podporte Dobré noviny"),
    # its lines a donation's (a section "Podpořte Ukrajinu" is the text's when no line under it asks for a gift)
    r"(?:podpořte|podporte) [\w.'’ -]{2,30}[.!]?|"
    # (xnews31) ... and a Hungarian one's, its name in the accusative ("Támogasd a Népszavát!", "Támogassa az Átlátszót!")
    r"(?:támogasd|támogassa|támogass) (?:a |az )?[\w.'’ -]{2,30}[.!]?|"
    # ... and a Croatian, Serbian or Slovenian one's ("Podržite Telegram", "Podprite Mladino")
    r"(?:podržite|podrži|podprite|podpri) [\w.'’ -]{2,30}[.!]?|"
    # (xnews32) ... and a Catalan, Galician, Portuguese, Spanish, Welsh or Irish one's ("Fes-te'n soci", "Apoia Nós
    # Diario", "Apoya a Público", "Cefnogwch Golwg360", "Tacaigh le Tuairisc")
    r"fes-te['’]n soci[.!]?|fes-te (?:soci|subscriptor)[\w.'’ -]{0,30}[.!]?|(?:apoia|apoie|apoya a|apoye a) [\w.'’ -]{2,30}[.!]?"
    r"|(?:cefnogwch|cefnogi) [\w.'’ -]{2,30}[.!]?|tacaigh le [\w.'’ -]{2,30}[.!]?|"
    # (xnews29e) a Czech or Slovak site's: FORUM 24's "Podpořte nezávislou žurnalistiku" over "FORUM 24 funguje díky
    # svým čtenářům. Přispějte nám na provoz libovolnou částkou." and its "Chci přispět"
    + phrases.CZSK_SUPPORT_US + "|" + phrases.DONATION_BUTTONS)
_DONATION_BUTTON = _lowered(phrases.DONATION_BUTTONS)
# (xnews30) ... judged on headings up to this length (a site's name in it: "Support PREMIUM TIMES' journalism of
# integrity and credibility" is 62 characters)
DONATION_HEADING = 80


# (xnews29d) ... or a site's name after "Support" (HuffPost's "Support HuffPost" over "… Would you join us to help keep
# our stories free for all? Your contribution of as little as $2 will go a long way."), its lines a gift's (a section
# "Support grows" is a word, not a name)
# (xreview29c: not a common noun a section of a health or a charity article names, "Support Groups", "Support
# Services", whose lines may ask for a gift to the ward's fund)
_SUPPORT_NAME_HEADING = re.compile(
    r"Support (?!(?:Groups?|Services?|Options?|Networks?|Resources?|Lines?|Staff|Workers?|Teams?|Systems?|Measures?"
    r"|Packages?|Payments?|Schemes?|Centres?|Centers?|Programmes?|Programs?|Available|Needed)\b)"
    r"(?:[Tt]he )?[A-Z][\w.'’-]{2,30}[.!]?")
# ... or its pitch asks for a gift ("Your gift keeps stories like this free for everyone.": the button, a bare link,
# is gone by then)
_DONATION_GIFT = (r"\b(?:donat\w*|gifts?|contribut\w*|spende\w*|dons?|donazion\w*|donaci\w*|dar(?:u|e)\w*"
                  r"|přispě\w*|prispej\w*|prispie\w*|příspěv\w*|príspev\w*"
                  # (xnews30) Hromadske's pitch, "Ваш внесок допомагає нам працювати."
                  r"|внес(?:ок|ком|ку)|донат\w*|пожертв\w*"
                  r"|support(?:ing)? us|tax-deductible)\b")
# (xnews31: and a Hungarian box's, "A független újságírás pénzbe kerül. Támogasd munkánkat havi előfizetéssel.": the
# site's work, a gift, a subscription; not a support's own word, "támogatás", which a section on farm aid says)
_DONATION_PITCH = _lowered(_DONATION_GIFT + r"|\b(?:membership|members?|supporters?|your support|поддержк\w*|підтримк\w*"
                           r"|adomány\w*|előfizet\w*|munkánka?t"
                           # (and a Croatian or a Slovenian one's: "Postanite član Telegram kluba", "pretplata", "naročnina")
                           r"|postani(?:te)? član\w*|pretplat\w*|naročni\w*"
                           # ((xnews32) the Catalan, Galician and Irish boxes' words: "Fes-te'n soci", "Subscríbete",
                           # "síntiús"; not "apoio", "cefnogaeth" alone: a section on farm aid says them)
                           r"|socis?|subscriu\w*|subscríbete|síntiús)\b")
# (xreview28) ... under a heading of a button's words ("Become a member", "Unterstützen Sie unseren Journalismus"), a
# gift's words only: a society's or a club's section so headed tells of its members ("Members of the society receive
# the quarterly journal")
_DONATION_GIFT_FOUND = _lowered(_DONATION_GIFT).search


def _donation_line(text: str) -> bool:
    """A donation box's button or its pitch (under a ``_DONATION_HEADING``)."""
    return _donation_button(text) or _DONATION_PITCH.search(text.lower()) is not None


def _donation_button(text: str) -> bool:
    """A donation box's button."""
    return len(text) <= NEWSLETTER_HEADING and _DONATION_BUTTON.fullmatch(text.lower()) is not None


def _gift_line(text: str) -> bool:
    """A donation box's button or its pitch for a gift (under a heading of a button's words)."""
    return _donation_button(text) or _DONATION_GIFT_FOUND(text.lower()) is not None


# (xleft37) a news site's box asking for tips between or under the paragraphs, its heading a question
# (ProPublica's "Do You Have a Tip About Nursing Homes?" over "Contact our reporters securely." and a "Share a tip"
# button, "Haben Sie einen Hinweis?", "Sie wissen mehr?", "Vous avez une info ?", "Hai una segnalazione?"): the
# heading goes with the lines under it that ask the reader to write to the newsroom ("us", "our reporters", "die
# Redaktion") by a way to reach it (a verb of writing, an address), the box's element or not (an ``<aside>`` is no
# element of the walk's); a police appeal an article reports under "Haben Sie Hinweise?" ("Die Polizei bittet um
# Hinweise unter …") speaks of no newsroom and stays, and so does the question
_TIP_HEADING = _lowered(
    r"(?:do you have|have you got|got|have|know) (?:an? |any )?(?:news |story )?(?:tips?|information|info|something)"
    r"(?: (?:about|on|for us about|to share about|to share on|we should know about) [^?]{1,60})?\?"
    r"|(?:haben sie|hast du|sie haben|du hast) (?:einen |eine )?(?:hinweise?|tipps?|informationen|infos?)"
    r"(?: (?:für uns|zu|zum|zur|über) [^?]{1,60})?\?|(?:sie wissen|du weißt) mehr\?"
    r"|(?:vous avez|avez-vous) (?:une |des )?(?:infos?|informations?|témoignages?)(?: (?:à nous|sur) [^?]{1,60})?\s?\?"
    r"|(?:hai|avete) (?:una |delle )?(?:segnalazion[ei]|notizi[ae]|informazion[ei])(?: (?:su|da) [^?]{1,60})?\?"
    # (xreview38) Czech, Slovak and Polish sites' boxes: "Máte tip na článek?", "Víte o něčem zajímavém?", "Máte tip na
    # tému?", "Masz informacje w tej sprawie?"
    r"|(?:máte|víte o|viete o) (?:tip|tipy|informace|informácie|něčem|niečom|něco|niečo)(?: [^?]{1,60})?\?"
    r"|(?:czy )?(?:masz|macie|wiesz) (?:informacje|temat|sygnał|newsa|coś)(?: [^?]{1,60})?\?")
TIP_HEADING = 100  # ... judged on headings up to this length
TIP_LINES = 3  # ... over at most this many lines
# (xreview37b) the newsroom named, or its address ("redaktion@"): a bare "us" ("uns", "nous", "ci"), or a "tips@"
# address, is the police's in its own press release under "Haben Sie Hinweise?" ("Dann melden Sie sich bitte bei uns
# unter …", "Anyone with information is asked to call us at … or email tips@sheriff…"), or a shop's in a FAQ's answer,
# and those stay
_TIP_NEWSROOM = _lowered(
    r"\b(?:our (?:[a-z]+ )?(?:reporters?|newsroom|journalists?|team|editors?)|the newsroom|der redaktion"
    r"|die redaktion|unsere[rnm]? (?:redaktion|reporter\w*|journalist\w*)|notre rédaction|la rédaction"
    r"|la redazione|la nostra redazione|(?:redaktion|newsroom|leserreporter|redazione|redaction|rédaction)@"
    r"|(?:redakce|redakci|redakcii|redakcia|redakcja|redakcji)\b)")  # (xreview38: "do redakce", "naszej redakcji")
_TIP_WAY = _lowered(
    r"@|\b(?:e-?mail\w*|contact\w*|message|signal|whatsapp|write|call|reach|send|schreiben|schreibt|schreib|kontaktier\w*"
    r"|melden|anrufen|écrivez|contactez|envoyez|scriv\w*|contatta\w*|invia\w*"
    r"|napište|napíšte|napisz\w*|pošlete|pošlite|wyślij\w*|zavolejte|zavolajte|zadzwoń\w*|kontaktujte)\b")


def _tip_box(blocks: list[Block], i: int) -> int:
    """The index after a tip box whose heading is ``blocks[i]`` (a ``_TIP_HEADING``), or ``i`` when it is none: its
    lines are the short blocks right after it that ask the reader to reach the newsroom (``_TIP_NEWSROOM`` and
    ``_TIP_WAY`` both), one at least."""
    j = i + 1
    while j < len(blocks) and j - i <= TIP_LINES and not blocks[j].heading and len(blocks[j].text) <= NEWSLETTER_LINE:
        low = blocks[j].text.lower()
        if _TIP_NEWSROOM.search(low) is None or _TIP_WAY.search(low) is None:
            break
        j += 1
    return j if j > i + 1 else i


def _caption_over_credit(block: Block, blocks: list[Block], after: int) -> bool:
    """(xweb28) A picture's caption written in a ``<div>``: the block opens with its picture, and the only other block
    of its element, right after it, is the picture's credit (iDNES's ``<div class="art-full-foto"><img><div
    class="text">Jeřáby nad stavbou …</div><div class="author">foto: Michal Šula, MAFRA</div></div>``); a paragraph
    with a picture among the text's paragraphs has others beside it."""
    if block.heading or block.images[0][0] or len(block.text) > CAPTION or after >= len(blocks) or len(block.ancestors) < 2:
        return False
    credit, parent = blocks[after], block.ancestors[:-1]
    if credit.ancestors[:-1] != parent or len(credit.text) > SHORT or block.tag in _ITEMS:
        return False
    if after + 1 < len(blocks) and blocks[after + 1].ancestors[:len(parent)] == parent:
        return False
    if after >= 2 and blocks[after - 2].ancestors[:len(parent)] == parent:
        return False
    return _CREDIT.match(credit.text.lower()) is not None or _agency_credit(credit.text)


def _newsletter_label(text: str) -> bool:
    """(xleft36) A newsletter box's label written as a paragraph, not a heading: Tamedia's inline box
    (``<div class="ArticleEmbed"><p>Newsletter</p><p>Zürich heute</p><p>Erhalten Sie …</p><a>Einloggen</a>``),
    NRC's "Nieuwsbrief": a bare name of a few words, no sentence (a paragraph telling of a newsletter is one)."""
    return len(text) <= NEWSLETTER_LABEL and text.count(" ") < NEWSLETTER_LABEL_WORDS and text[-1] not in ".!?,;"


def _label_box_line(text: str) -> bool:
    """A line of a box under a newsletter's label (``_newsletter_label``): a prompt to sign up
    (``notices.newsletter_prompt``), or a short line that is no sentence, the newsletter's name or the form's
    button ("Zürich heute", "Einloggen", "Inschrijven"); a paragraph of prose under the label is an article's, even
    one naming the news' hour ("Der Newsletter erscheint seit 2019 jeden Morgen …")."""
    return (len(text) <= NEWSLETTER_LABEL and text[-1] not in ".!?,;") or newsletter_prompt(text)


NEWSLETTER_PITCH = 120  # (xreview37) a box's pitch under a bare label is one sentence this long at most


def _pitch_only(blocks: list[Block], start: int, end: int) -> bool:
    """(xreview37) The lines ``blocks[start:end]`` under a bare newsletter label (``_newsletter_label``) are a box's:
    its short lines and prompts (``_label_box_line``) and at most one other, its pitch, a sentence of
    ``NEWSLETTER_PITCH`` characters at most ("Erhalten Sie die wichtigsten Nachrichten aus der
    Stadt Zürich.").  A section of an article whose crosshead is a bold paragraph naming a newsletter ("<p><strong>Der
    Newsletter</strong></p>" in a ``<section>``) goes on with its paragraphs of prose and a short list, kept, though
    its prose names the reader's mail ("Ein monatlicher Rundbrief per E-Mail ist …", a box line's words)."""
    other = [b for b in blocks[start:end] if not _label_box_line(b.text)]
    return len(other) <= 1 and all(len(b.text) <= NEWSLETTER_PITCH for b in other)


def _newsletter_box(blocks: list[Block], i: int, text_parents: tuple[int, ...] | None,
                    box_line: Callable[[str], bool] | None = None) -> int:
    """The index after a newsletter box whose heading is ``blocks[i]`` (``_NEWSLETTER_HEADING``, in an element
    that is not the article's paragraphs' own), or ``i`` when it is none: its lines are the short blocks in the
    heading's element right after it, all of the element's (a section of the article under a heading that
    names a newsletter goes on with more or longer paragraphs), one of them at least a box's
    (``notices.newsletter_box_line``: a prompt, the reader's inbox, the news' hour) when there are any: "Der
    Newsletter als Geschäftsmodell" and two short paragraphs telling of newsletters in a ``<section>`` of
    their own are the article's."""
    box = blocks[i].ancestors[:-1]
    if not box or box == text_parents:
        return i
    j = i + 1
    while j < len(blocks) and j - i <= NEWSLETTER_BOX and not blocks[j].heading \
            and len(blocks[j].text) <= NEWSLETTER_LINE and blocks[j].ancestors[:len(box)] == box:
        j += 1
    if j < len(blocks) and blocks[j].ancestors[:len(box)] == box:
        return i  # the element goes on: more lines, a long one or another heading
    # (session 24: or a sign-up form's consent line, "Mit der Anmeldung stimmen Sie unseren
    # Datenschutzbestimmungen zu", under a pitch without the inbox's words, "Starten Sie mit den wichtigsten
    # Nachrichten aus Hannover in den Tag")
    if box_line is not None:  # (a donation box: its button among its lines)
        return j if any(box_line(b.text) for b in blocks[i + 1:j]) else i
    if j > i + 1 and not any(newsletter_box_line(b.text) or (len(b.text) <= CONSENT and consent_line(b.text))
                             for b in blocks[i + 1:j]):
        return i
    return j


def _linked_prose_beside(block: Block, heading: Block, before: Block | None) -> bool:
    """(session 27) A paragraph of prose with links in it, less than half its text (a blog's section citing its
    sources: "Earlier studies of <a>protected lanes</a> found …"), beside the teaser heading and the paragraph
    before it, in the article's element, and ending a sentence: the article's text goes on (a teaser's title is
    all link, its excerpt none; xreview27: nor a teaser written as one paragraph, its linked title first and its
    excerpt after it, "<p><a>Parkgebühren steigen im neuen Jahr</a> Wer in der Innenstadt parkt, …</p>")."""
    return before is not None and block.link_chars < 0.5 * len(block.text) and not block.heading \
        and not (block.links and block.links[0][0] == 0) \
        and block.ancestors[:-1] == heading.ancestors[:-1] == before.ancestors[:-1] \
        and ends_sentence(block.text, ellipsis=False)


RESUMED_PROSE = 30  # (xweb28) ... or at a paragraph this long beside the one before the box


CARD_NEIGHBOURS = 3  # a teaser card's excerpt has another card's block of its kind this many blocks away at most


def _card_excerpt(blocks: list[Block], i: int, box: tuple[int, ...]) -> bool:
    """(xfrit36) ``blocks[i]`` is a teaser card's excerpt in the teaser box ``box``: inside an element of the box (the
    card), with a block of its tag at its depth in another of the box's elements near it (the next card's, or the
    one before's), however long the excerpt (a local paper's "Altre notizie" under a short story, each card a linked
    ``<h3>``, gone already, over a summary of 160 characters: a long paragraph of plain prose ends a teaser run, as
    the article's text going on; that text is no card's, or a card alone).  (xreview37) The card holds more than
    the excerpt: another block (its day, its label) or elements before it (its picture, its linked title, gone
    as blocks): an article whose paragraphs are each wrapped in an element of their own (``<div
    class="paragraph"><p>``) goes on after a box of cards in the same element, its wrappers the cards' siblings,
    and a wrapper holds its paragraph alone."""
    block = blocks[i]
    depth = len(box)
    path = block.ancestors
    if len(path) < depth + 2 or path[:depth] != box:
        return False
    card = path[:depth + 1]
    near = range(max(0, i - CARD_NEIGHBOURS), min(len(blocks), i + CARD_NEIGHBOURS + 1))
    if path[-1] - path[depth] == len(path) - 1 - depth \
            and not any(k != i and blocks[k].ancestors[:depth + 1] == card for k in near):
        return False  # (the elements' indices of the walk: nothing in the card before the excerpt but its wrappers)
    for k in near:
        other = blocks[k].ancestors
        if k != i and blocks[k].tag == block.tag and len(other) == len(path) and other[:depth] == box \
                and other[depth] != card[depth]:
            return True
    return False


def _text_resumes(block: Block, box: tuple[int, ...], before: Block | None) -> bool:
    """(xweb28) A paragraph of plain prose after a teaser box in an element of its own, in the element of the
    article's paragraph before the box, ending a sentence: the text going on, however short (Denník N's "Čítajte
    tiež" box, its ``<h4>`` and ``<ul>`` in a ``<div>``, before the article's last paragraph of 78 characters)."""
    return before is not None and not block.link_chars and not block.heading and bool(box) \
        and block.ancestors[:len(box)] != box and block.ancestors[:-1] == before.ancestors[:-1] \
        and before.ancestors[:len(box)] != box \
        and text_length(block.text) >= RESUMED_PROSE and ends_sentence(block.text) and not is_teaser_line(block)


def _prose_pair(blocks: list[Block], i: int) -> bool:
    """Two paragraphs of plain prose right after a teaser heading, ending as sentences do (not in an ellipsis,
    as excerpts): the box's linked titles are gone already ("Přečtěte si také:" and its link in the text's
    element), and the article goes on."""
    return i + 1 < len(blocks) and all(
        text_length(b.text) >= SHORT_PROSE and not b.link_chars and not b.heading
        and ends_sentence(b.text, ellipsis=False) and not b.text.endswith("..")
        for b in (blocks[i], blocks[i + 1]))


def _sentence_between(before: Block, heading: Block, first: Block) -> bool:
    """The block after a teaser heading is a sentence of plain prose in the element of the heading and of the
    paragraph before it (the box's linked titles, in a list of their own, gone already): the article's text
    goes on.  A one-sentence paragraph, as Arabic, Hebrew and Chinese news write them, is shorter than
    ``_prose_pair`` asks ("מומחים מעריכים כי התוכנית תביא ליצירת כעשרים אלף מקומות עבודה חדשים ברחבי הארץ.")."""
    parent = heading.ancestors[:-1]
    return (not first.link_chars and not first.heading and not before.heading and first.ancestors[:-1] == parent
            and before.ancestors[:-1] == parent and ends_sentence(first.text, ellipsis=False)
            and not first.text.endswith("..") and not is_teaser_line(first))


_ICON_CATEGORIES = frozenset(("So", "Sk", "Zs", "Mn", "Cf"))


def _icons(text: str) -> bool:
    """A block of emoji pictographs alone (U+1F000 and up): a callout's icon ("📘" above ReadMe's and
    GitBook's notes), a feedback widget's "👍 👎"; no letter, digit or punctuation in it, and not the older
    symbols a value is written with (a rating's "★★★★☆", a check mark)."""
    return any(ord(c) >= 0x1F000 for c in text) \
        and all(ord(c) >= 0x1F000 or unicodedata.category(c) in _ICON_CATEGORIES for c in text) \
        and not any(unicodedata.category(c) == "So" and ord(c) < 0x1F000 for c in text)


_SHARE_BY_MAIL = frozenset(("email", "e-mail", "mail"))
_BAR = re.compile(r"\s*[|·]\s*")


def _stamp_and_tools(low: str) -> bool:
    """An institution's page's last line, its stamp and its page tools parted by bars (or dots): "Seite zuletzt geändert
    am 07.01.2025 | Drucken | nach oben", "Vloženo: 3. 1. 2025 | Aktualizováno: 12. 2. 2025" (each part a
    stamp, ``_STAMP``, or an interface word, ``_INTERFACE_BY_FIRST``, a stamp among them); not a teaser's
    "Veröffentlicht am 12.03.2025 | Politik", nor a table's "Stand: 01.01.2025 | Quelle: Statistisches
    Landesamt"."""
    parts = [part for part in _BAR.split(low) if part]
    if len(parts) < 2:
        return False
    stamps = 0  # each part tried once as a stamp, then as an interface word, then as the stamp's writer
    for part in parts:
        if _STAMP.fullmatch(part):
            stamps += 1
        elif not _INTERFACE_BY_FIRST.fullmatch(part) and not _STAMP_WRITER.fullmatch(part):
            return False
    return stamps > 0


# (session 29) ... among them the office or the writer that made the page, by a label and a colon: a town's "Vytvořeno:
# 30. 11. 2026 | Aktualizováno: 30. 11. 2026 | Autor: Odbor dopravy | Počet zobrazení: 312" (Vismo, Galileo), "Erstellt
# am 12.03.2025 | Verfasser: Stadtverwaltung | Drucken"; not "Quelle: …", a table's source
_STAMP_WRITER = re.compile(r"(?:autor|autorka|author|verfasser(?:in)?|auteur|autore|autora|vložil[a]?|napsal[a]?"
                           r"|zpracoval[a]?|spracoval[a]?|zveřejnil[a]?|zverejnil[a]?)\s?:\s?[^\W\d_][^|·:]{1,60}")


# (session 28) a button's word that is an English word as well: the Slovenian "Deli" (share) is a button's or a link's
# text, an English page's "Deli" heading or paragraph a shop's department or a menu's section
_WORD_BUTTONS = frozenset(("deli",))
_WORD_TAGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6", "p"))


def _noise(block: Block) -> bool:
    text = block.text
    if len(text) <= 8 and block.tag not in _ITEMS and (_SEPARATORS.fullmatch(text) or _icons(text)):
        return True  # but a table's or a list's "–" is text
    size = len(text)
    low = text.lower() if size <= CAPTION else ""  # for the rules below, each judging blocks up to CAPTION
    if size <= 6 and low in _SHARE_BY_MAIL and block.tag not in _ITEMS:
        return True  # a share button's "Email" alone (its mailto: link is no link here); a table's or a list's is a label
    if size <= SHORT:
        if _player(text, low) or (size <= RELATIVE and _RELATIVE_TIME.fullmatch(low)) or credit_line(text, low) \
                or (_INTERFACE_BY_FIRST.fullmatch(low) and not (low in _WORD_BUTTONS and block.tag in _WORD_TAGS)) \
                or (low.startswith(("foto", "photo", "image", "picture", "courtesy"))
                    and (_PHOTO_BY.fullmatch(text) or _PHOTOGRAPH_BY.fullmatch(text))) or _agency_credit(text) \
                or (size <= STAMP and _DIGIT.search(low) and _STAMP.fullmatch(low) and not _source_line(block)
                                             and not _stamp_sentence(text) and not book_facts(text)) \
                or ("pdf" in low and _DOWNLOAD.fullmatch(low)) or ("(@" in low and _EMBED_ACCOUNT_FIRST.fullmatch(low)) or (("|" in low or "·" in low) and _stamp_and_tools(low)) \
                or (low.rstrip(".").endswith(_STOCK_LIBRARIES) and _STOCK_CREDIT.fullmatch(low)):
            return True
    if size <= GLUED_HEADER and not block.heading and (_glued_stamp(low) or (block.tag not in _CELLS and (
            (_DIGIT.search(low) and _spaced_stamp(text)) or _relative_header(text, low, block.links)))):  # (a table's row is data: a fixture)
        return True
    if size <= MEMBER_HEADER and not block.heading and text.count(":") > 1 and _member_header(text):
        return True
    if size <= MEMBER_BADGE and not block.heading and block.tag != "li" and _member_badge(low):
        # (xreview37b: an article's list of a forum's roles, "<li>Fragesteller</li>", is text)
        return True
    if size <= PAID_TIER and ("freischalt" in low or "plus" in low or "+" in low) and _PAID_TIER.fullmatch(low):
        return True
    if SHORT < size <= LONG_INTERFACE and not block.heading and _two_sentences(low) \
            and _INTERFACE_BY_FIRST.fullmatch(low) is not None:
        return True  # (xgaps28) a longer prompt the table has whole: Invision's French guest prompt (140 characters)
    if size <= TRAIL and (low[:1] in _TRAIL_OPENERS) and _trail(block, low):
        return True
    if size <= SHOP_LINE and block.tag not in _CELLS and shop_line(low, bool(block.heading)):  # (a table's "Menge", "HT" are its columns)
        return True
    if size <= PROMOTION_LINE and block.tag not in _ITEMS and not block.heading and promotion_line(low):
        return True  # (xleft39) a buy box's promotion callout; a list item is a list of benefits, the page's
    if size <= CAPTION and _credit_tail(text, low):
        return True
    if block.images and size <= SHORT and _picture_source(text, low) and _holds_picture(block):
        return True
    if size <= REPORTING_CREDIT and _reporting_credit(text, low):
        return True
    if size <= SHORT and ":" in text[:24] and _theme_credit(text):
        return True  # "Featured image: Shutterstock"
    if size <= CONTACT_LINE and _contact_line(text):
        return True
    if size <= RIGHTS and rights_notice(text, low):
        return True
    if size <= CONSENT and consent_line(text, low):
        return True
    if size <= NEWSLETTER and newsletter_prompt(text, low):
        return True
    if size <= AFFILIATE and (affiliate_notice(text, low) or funder_disclosure(text, low)):
        return True
    if size <= EMBED and embed_notice(text, low) and not (size <= EMBED_LABEL and block.tag in _CELLS):
        # (a label alone in a table's cell is its value: a program's "Load map" command beside "Save map")
        return True
    if size <= GIFT and gift_notice(text, low):
        return True
    if size <= POST_FOOTER and post_footer(text, low):
        return True
    if size <= SUPPORT and support_appeal(text, low):
        return True
    if size <= FOLLOW_PROMPT and follow_prompt(text, low):
        return True
    if size <= PRESS_CONTACT and press_contact(text, low):
        return True
    if size <= WIRE_SOURCE and wire_source(text):
        return True
    if size <= WIRE_NOTICE and wire_notice(text, low):
        return True
    if size <= COMMENTS_HEADING and (text[:1].isdigit() or text[:3].lower() in _COMMENT_COUNT_OPENERS):
        if _COMMENTS_HEADING.fullmatch(low or text.lower()):
            return True
    if size <= RELATED_LINE and ":" in text[:30] and _tags_line(block, low):
        return True
    if size <= TOPIC_BOX and _topic_box(low or text.lower()):
        return True
    if block.link_chars and size <= RELATED_LINE and (_related_line(block, low) or _read_here_line(block)):
        return True
    if block.link_chars and size <= EARLIER_ENTRIES and _earlier_entries(block, low):
        return True
    if block.tag not in _ITEMS and (_ticker(text) or (size <= SHORT and block.images and not block.heading and _doubled(text))):
        return True
    if ("{" in text or "[[" in text) and block.tag != "pre":  # (a manual's code in a template language is its text)
        templated = _templated(text)
        if templated >= 0.3 * len(text):
            return True
    return size >= IDENTIFIER_CHARS and _IDENTIFIERS.match(text) is not None


# three UUIDs or more in a row, each after at most one other character: a block of machine identifiers, the
# letters of a label hidden among random identifiers to foil scrapers (eBay's "Sponsored"), rendered as text
# by a parse that ignores the style sheet (a manual's UUID in a sentence is not a run)
_IDENTIFIERS = re.compile(r"(?:\s*\w?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}){3}", re.I)
IDENTIFIER_CHARS = 3 * 36  # no shorter block is such a run


# the heading of an author's box ("About the author", "Über die Autorin", "À propos de l'auteur") and its bio
POLICY_BLOCKS = 12  # a shop's shipping and returns panel: at most this many lines after its heading ...
POLICY_CHARS = 600  # ... each this long at most
_AUTHOR_HEADING = _lowered(r"(?:" + phrases.AUTHOR_HEADING + r")\s*:?")
# ... or a platform's writer card, "Written by Jane Doe" (a name of up to five words), and its follower counts
_WRITTEN_BY_HEADING = _lowered(phrases.WRITTEN_BY_HEADING + r"\s+[^\W\d_][\w.'’-]*(?:\s+[\w.'’-]+){0,4}")
_FOLLOWER_COUNTS = re.compile(phrases.FOLLOWER_COUNTS)
_WRITTEN_BY_OPENERS = ("writ", "gesc", "verf", "écri", "rédi", "scri", "escr", "naps", "napí")  # (cheap test first)
AUTHOR_BIO = 800  # ... a paragraph this long at most
AUTHOR_BIO_BLOCKS = 2  # ... and at most this many of them (a name, then the bio)

SECTION_TEXT = 250  # an "article" with less text than this beside three excerpts or more is a section page


def _without_teasers(out: list[Block], teasers: list[int], article: bool) -> list[Block]:
    """``out`` without the excerpts of other articles at ``teasers`` ("… více", "… Read more"): boilerplate
    beside an article's text, but the text of a page that is a list of them (a section page, kept with
    ``--keep-listings``).  They stay when there are three or more and they are most of the text; on a page
    that says it is an article (old news sites say so of their section pages too) only when less than
    ``SECTION_TEXT`` characters of its own would be left."""
    places = set(teasers)
    rest = sum(len(b.text) for i, b in enumerate(out) if i not in places)
    if len(teasers) >= EXCERPT_RUN and (not article or rest < SECTION_TEXT) \
            and sum(len(out[i].text) for i in teasers) > rest:
        return out
    return [b for i, b in enumerate(out) if i not in places]


_CUT_SHORT = re.compile(r"[^\W\d_](?:…|\.\.\.)$")  # a word cut off by an ellipsis: "dosáhla v…", "za..."
EXCERPT_CHARS = (80, 400)  # teasers' excerpts are cut at a fixed length in this range
EXCERPT_RUN = 3  # ... and come in boxes of several; an essay may trail off twice in a row
END_RUN = 2  # ... but two in a row are a box of teasers when they end the page's text ...
END_SLACK = 2  # ... with at most this many blocks after them (a third teaser that was not cut, a credit line)


def _teaser_title(block: Block) -> bool:
    """A teaser's title above its excerpt: a heading below the page's own (h2-h6) or a line of link text."""
    return len(block.text) <= SHORT and (block.heading > 1 or block.linked)


def _few_after(i: int, n: int, runs: set[int]) -> bool:
    """At most ``END_SLACK`` of the ``n`` blocks after block ``i`` are outside ``runs``: counted up to one
    more (a page of pairs of excerpts all along counted the rest of the page for each pair: 2.5 CPU-s on
    20,000 blocks)."""
    left = END_SLACK
    for k in range(i + 1, n):
        if k not in runs:
            left -= 1
            if left < 0:
                return False
    return True


def _excerpt_runs(blocks: list[Block]) -> set[int]:
    """Indexes of the blocks in runs of three or more excerpts of other articles cut short (80-400
    characters ending in an ellipsis right after a letter, without "more"): a box of teasers inside the
    container, with the teasers' titles right above them (a title between two excerpts does not break the
    run).  An article's own paragraphs may trail off, but hardly three times in a row.  Two in a row, each
    in an element of its own (a teaser's card; an article's paragraphs share theirs), are a box of two
    teasers when they end the text: at most ``END_SLACK`` blocks after them, besides longer runs (a teaser
    short enough not to be cut, then a box of more)."""
    cut = [EXCERPT_CHARS[0] <= len(b.text) <= EXCERPT_CHARS[1] and b.text.endswith(("…", "..."))
           and _CUT_SHORT.search(b.text[-4:]) is not None for b in blocks]
    titles = [not c and _teaser_title(b) for c, b in zip(cut, blocks)]
    boxes: list[list[int]] = []  # the excerpts of each box, each right after the one before or its title
    for i, c in enumerate(cut):
        if c:
            if boxes and (boxes[-1][-1] == i - 1 or (boxes[-1][-1] == i - 2 and titles[i - 1])):
                boxes[-1].append(i)
            else:
                boxes.append([i])
    runs: set[int] = set()
    for box in boxes:
        if len(box) >= EXCERPT_RUN and not _story_goes_on(blocks, box):
            runs.update(box)
    for box in boxes:
        if len(box) == END_RUN and blocks[box[0]].ancestors[:-1] != blocks[box[1]].ancestors[:-1] \
                and _few_after(box[-1], len(blocks), runs):
            runs.update(box)
    # ... with each teaser's title right above it (a heading below the page's, or a line of link text)
    runs.update([k - 1 for k in runs if k and titles[k - 1]])
    return runs


def _story_goes_on(blocks: list[Block], box: list[int]) -> bool:
    """(xreview32b) Whether a run of paragraphs trailing off ("kroki, ciężkie i powolne…") is a story's own: a
    short story or a blog's tale trails off paragraph after paragraph, in one element with no link, and goes on
    after the run in that element with a paragraph of prose.  A box of teasers has its titles' links (a title
    between two excerpts, or in the excerpt's block), or ends the text."""
    after = box[-1] + 1
    if after >= len(blocks) or box[-1] - box[0] != len(box) - 1:
        return False
    parent = blocks[box[0]].ancestors[:-1]
    nxt = blocks[after]
    return nxt.ancestors[:-1] == parent and not nxt.heading and not nxt.link_chars \
        and len(nxt.text) >= EXCERPT_CHARS[0] \
        and all(blocks[k].ancestors[:-1] == parent and not blocks[k].link_chars for k in box)


CARD_HEADINGS = 2  # a run of linked blocks with this many linked headings is a box of teaser cards


def _linked_cards(blocks: list[Block]) -> set[int]:
    """Indexes of the blocks in runs of link text (nine tenths of each block a link) that hold two or more
    linked headings (h2-h6): teaser cards inside an article's text, each a link around its title and its
    excerpt ("<a><h3>…</h3><p>…</p></a>"), without a heading of the box to find them by.  An article's own
    subheadings are no links, and a linked heading with the article's prose under it breaks the run."""
    found: set[int] = set()
    run: list[int] = []
    headings = 0
    for i, b in enumerate(blocks + [Block("p")]):  # a sentinel closes the last run
        if b.text and b.linked:
            run.append(i)
            headings += b.heading > 1
            continue
        if headings >= CARD_HEADINGS:
            found.update(run)
        run, headings = [], 0
    return found


BOX_TITLES = 2  # a teaser heading's element with this many linked titles after it is a box of teasers
BOX_HEADING = 60  # ... judged on headings up to this long
ONE_TEASER_BLOCKS = 3  # ... or with one linked title first, when the box holds at most this many blocks (the title,
# its excerpt, its date), each of them this long at most
ONE_TEASER_TEXT = 320


def _kept_before(raw: list[Block], i: int, box: tuple[int, ...], keep: set[int]) -> bool:
    """A block of ``keep`` (ids) before ``raw[i]`` in the element ``box`` (the blocks of an element are
    consecutive: the walk stops where it ends)."""
    size = len(box)
    for b in raw[i - 1::-1] if i else ():
        if b.ancestors[:size] != box:
            return False
        if id(b) in keep:
            return True
    return False


# a reader poll's box on a Czech or Slovak news page: its heading ("Anketa", "Anketa dne"), then the question, the
# answers (buttons, or "Ano 45 %" once voted), "Hlasovat" and the count ("Celkem hlasovalo 1 234 čtenářů"), all in
# an element of their own (``_poll_box``); a vox pop under "Anketa" in the article's text is the article's
# (xnews31) ... and elsewhere: Trójmiasto.pl's "Sonda", "Umfrage", "Sondage", "Sondaggio", "Encuesta", "Szavazás"
# (xleft34) ... and a reader poll's box under a heading asking the reader: "Ihre Meinung", "Have your say", "Quick poll",
# "Votre avis", "La tua opinione", "Tu opinión", "Váš názor", Slovak "Tvoj názor" (its poll's lines make it one: ``_poll_box``)
# (xleft35) ... Polish "Twoje zdanie", "Co sądzisz?", Dutch "Jouw mening", Portuguese "A sua opinião", Croatian and
# Slovene "Vaše mišljenje", "Vaše mnenje", Romanian "Opinia ta"
_POLL_HEADING = _lowered(r"(?:anketa(?: dne| týdne| dňa| týždňa)?|sonda(?: dnia)?|umfrage|sondage|sondaggio|encuesta"
                         r"|szavazás|(?:ihre|deine) meinung|(?:have|has) your say|your say|(?:quick |reader |our )?poll"
                         r"|abstimmung|(?:donnez )?votre avis|la tua opinione|tu opinión|váš názor|tvoj názor"
                         r"|(?:twoje|wasze) zdanie|co sądzisz|(?:jouw|uw) mening|(?:a )?sua opinião|vaše (?:mišljenje|mnenje)"
                         r"|opinia ta)\s*[:?]?")
_POLL_LINE = _lowered(phrases.POLL_LINE)
POLL_HEADING = 20  # ... judged on blocks up to this length
POLL_BOX = 12  # ... with at most this many lines under its heading
POLL_PROSE_WORDS = 4  # ... none a sentence of more words than this ending in a full stop (a count's line may)
POLL_LINE_CHARS = 200  # ... each this long at most


def _poll_box(raw: list[Block], i: int, keep: set[int]) -> list[Block]:
    """The blocks of a poll's box whose heading is ``raw[i]`` (``_POLL_HEADING``), or none: the heading and
    the short blocks right after it in its element, all of the element's, one of them a poll's line
    (``phrases.POLL_LINE``: the vote button, the count of votes), or the question alone (the answers and
    the button are a form's controls).  Not the article's own element (text of ``keep``, ids, before the
    heading in it); passers-by's answers under "Anketa" say none of these lines, and follow the question."""
    box = raw[i].ancestors[:-1]
    if not box or _kept_before(raw, i, box, keep):
        return []
    j = i + 1
    while j < len(raw) and j - i <= POLL_BOX and not raw[j].heading \
            and len(raw[j].text) <= POLL_LINE_CHARS and raw[j].ancestors[:len(box)] == box:
        j += 1
    if j < len(raw) and raw[j].ancestors[:len(box)] == box:
        return []  # the element goes on: more lines, a long one or another heading
    lines = [b.text.lower() for b in raw[i + 1:j]]
    if any(low.endswith(".") and low.count(" ") >= POLL_PROSE_WORDS and not _POLL_LINE.fullmatch(low) for low in lines):
        return []  # ((xreview31b) a sentence of prose: a report's section "Sonda", "Umfrage" on the poll's results)
    if j == i + 2 and raw[i + 1].text.endswith("?"):
        return raw[i:j]  # the question alone: the answers and the button are a form's controls, no text
    return raw[i:j] if any(_POLL_LINE.fullmatch(low) for low in lines) else []


# the label under a card's linked title that sends to the other article: iROZHLAS's "Číst článek" in the link
# around the card (a picture, the title, the label) between two paragraphs of the text
_CARD_LABEL = _lowered(r"(?:číst|čítať|přečíst|prečítať|přečtěte si|prečítajte si) (?:celý )?(?:článek|článok)"
                       r"|(?:číst|čítať) (?:dál|dále|ďalej|více|viac)")
CARD_LABEL = 30  # ... judged on blocks up to this length


def _card_title(raw: list[Block], k: int) -> Block | None:
    """The title of a card linking to another article whose label is ``raw[k]``, or None: a title wholly a
    link right before a label sending there (``_CARD_LABEL``), linked to the same address (the one ``<a>``
    around the card: a picture, the headline, "Číst článek").  A sentence of the text linking to another
    article has no such label after it."""
    label = raw[k]
    if not k or len(label.text) > CARD_LABEL or not label.links or label.link_chars < len(label.text) - 2 \
            or not _CARD_LABEL.fullmatch(label.text.lower()):
        return None
    title, url = raw[k - 1], label.links[0][2]
    if title.links and title.link_chars >= len(title.text) - 2 and all(u == url for _, _, u in title.links) \
            and all(u == url for _, _, u in label.links):
        return title
    return None


# (session 29) a card of another article that is only its linked headline, no label before or after it: ORF's
# "teaser-embed" ``<div><a href="/stories/…"><p>Pflegenotstand: Spitäler schließen Betten</p></a></div>`` between two
# paragraphs of the text
BARE_CARD = 150  # ... judged on blocks up to this length
DOCUMENT_ENDS = (".pdf", ".doc", ".docx", ".odt", ".xls", ".xlsx", ".ods", ".ppt", ".pptx", ".zip")
_HEADLINE_ENDS = frozenset(".:;,…")  # (a headline ends in no sentence's full stop; "?" and "!" it may)


def _bare_card(raw: list[Block], k: int, keep: set[int], host: str) -> bool:
    """Whether ``raw[k]`` is the headline of another article of the site alone in a box among the text's paragraphs:
    wholly one link to another page of ``host`` (a relative address or the site's own), a headline's shape (no
    full stop at its end), in an element of its own nested in the element whose paragraphs, kept (``keep``, ids), are
    right before and after it.  A paragraph of the text that is one linked sentence is the element's own child, as its
    neighbours are, and links to a source elsewhere at times; a list's item is a list's."""
    card = raw[k]
    text = card.text
    if not 0 < k < len(raw) - 1 or card.link_chars < len(text) - 2 or text[-1] in _HEADLINE_ENDS \
            or card.heading or card.tag in _ITEMS or "blockquote" in (card.tag, card.parent_tag):
        return False  # ((xreview29) a quote is the text's words, a blog's linked line of its own older post as well)
    before, after = raw[k - 1], raw[k + 1]
    parent = before.ancestors[:-1]
    if id(before) not in keep or id(after) not in keep or after.ancestors[:-1] != parent or before.linked or after.linked \
            or len(card.ancestors) <= len(before.ancestors) or card.ancestors[:len(parent)] != parent:
        return False
    url = card.links[0][2]
    if not url or url.startswith("#") or any(u != url for _, _, u in card.links) \
            or url.lower().endswith(DOCUMENT_ENDS):
        return False  # ((xreview29) a document's link in a box of its own, "Der Haushaltsplan 2027 im Wortlaut", is
        # the article's: an article's card is a page)
    return not url.startswith(("http://", "https://", "//")) or (bool(host) and not _elsewhere(url, host))


MORE_LINK = 30  # a teaser's excerpt ends in a link this short to its title's address ("mehr", "Download (123 KB)")
MORE_EXCERPT = 400  # ... the excerpt (with that link) is this long at most
MORE_KICKER = 60  # ... and the box's kicker over the title this long at most


def _more_teaser(raw: list[Block], k: int, host: str = "") -> list[Block]:
    """The blocks of a teaser card whose excerpt is ``raw[k]``, or none: an excerpt (at most ``MORE_EXCERPT``
    characters) ending in a short link ("mehr", "more", "weiterlesen", "Download (123 KB)") to the address of
    the title right before it, a line wholly that link (NDR's, WDR's, a CMS's "teaser" box among an article's
    paragraphs: ``<h2><a>title</a></h2><p>excerpt <a>mehr</a></p>``), with the box's kicker when the box holds
    only that line before them ("Podcast: Coronavirus-Update").  The container drops the linked title and
    keeps the excerpt, a sentence of prose.  A paragraph of the text may end in a link, but not under a linked
    line to the same address.  A teaser sends to another page of the site (``host``, the page's): a card
    linking to another site ("<h3><a>Trello</a></h3><p>… <a>Visit website</a>" in a review of tools) is the
    article's item."""
    excerpt = raw[k]
    text, links = excerpt.text, excerpt.links
    start, end, url = links[-1]
    if not k or end < len(text.rstrip(" »›>.")) or end - start > MORE_LINK or start == 0:
        return []
    if host and _elsewhere(url, host):
        return []
    title = raw[k - 1]
    if not title.links or title.link_chars < len(title.text) - 2 or any(u != url for _, _, u in title.links) \
            or title.ancestors[:-1] == excerpt.ancestors[:-1]:  # (the title in an element of its own, a card's)
        return []
    found = [title, excerpt]
    if k > 1:
        kicker = raw[k - 2]
        box = kicker.ancestors[:-1]
        if len(kicker.text) <= MORE_KICKER and not kicker.links and box \
                and title.ancestors[:len(box)] == box and excerpt.ancestors[:len(box)] == box \
                and (k + 1 == len(raw) or raw[k + 1].ancestors[:len(box)] != box) \
                and (k < 3 or raw[k - 3].ancestors[:len(box)] != box):
            found.insert(0, kicker)
    return found


def _elsewhere(url: str, host: str) -> bool:
    """``url`` is an absolute address on another site than ``host`` (the page's, without "www."): a relative
    address is the site's own (and one whose host cannot be read, "https://[2001:db8::1/", no other's)."""
    if not url.startswith(("http://", "https://", "//")):
        return False
    other = site_host(url)
    return bool(other) and other != host


def _other_domain(url: str, host: str) -> bool:
    """(xreview33) ``url`` is :func:`_elsewhere` and not on another subdomain of the page's domain either
    (``linktarget.site_domain``): a newsroom's sections, "sport.example.de" beside "www.example.de",
    "zpravy.idnes.cz" beside "www.idnes.cz", are the site's own coverage."""
    return _elsewhere(url, host) and site_domain(site_host(url)) != site_domain(host)


def without_cards_and_polls(raw: list[Block], chosen: list[Block], url: str = "") -> list[Block]:
    """``chosen`` (an article page's container's blocks) without the title of a card linking to another
    article from inside the text (``_card_title``: the container drops the short label as a link, keeps the
    headline, and one card among the paragraphs is no run of teasers, ``_linked_cards``), without a teaser
    card whose excerpt ends in a link to its title's address (``_more_teaser``) and without a
    reader poll's box (``_poll_box``: the container may drop its heading and keep the question).  Two such
    cards back to back or more are a list's items (a review's tools, a round-up's recipes, each its linked
    name, its description and "Visit website"): the article's text, kept."""
    keep = {id(b) for b in chosen}
    drop: set[int] = set()
    teasers: list[tuple[int, int, list[Block]]] = []  # (first index, last index, blocks) of each teaser card
    host = site_host(url)
    for k, block in enumerate(raw):
        size = len(block.text)
        if size <= CARD_LABEL and block.links:
            title = _card_title(raw, k)
            if title is not None:
                drop.add(id(title))
        elif size <= MORE_EXCERPT and block.links and id(block) in keep:
            found = _more_teaser(raw, k, host)
            if found:
                teasers.append((k - len(found) + 1, k, found))
            elif size <= BARE_CARD and _bare_card(raw, k, keep, host):
                drop.add(id(block))
        if size <= POLL_HEADING and _POLL_HEADING.fullmatch(block.text.lower()):
            drop.update(id(b) for b in _poll_box(raw, k, keep))
    starts, ends = {first for first, _, _ in teasers}, {last for _, last, _ in teasers}
    for first, last, found in teasers:
        if last + 1 not in starts and first - 1 not in ends:  # (one card among the paragraphs, no list of them)
            drop.update(id(b) for b in found)
    return [b for b in chosen if id(b) not in drop] if drop else chosen


# (session 28) a heading that names no box's kind, over a news site's ranking or teasers: "Top 3", "Top 10", "More",
# "Mehr"; its cards go only when every title links to another page of the site (``_own_site_titles``): an article's own
# "Top 3" of tools or sources links elsewhere, and a heading with a noun ("Top 3 picks", "More about the plan") is no such
_GENERIC_BOX = _lowered(r"top(?:[ -]?\d{1,2})?|more|mehr|plus|další|ďalšie|altro|más|meer|więcej")
GENERIC_BOX = 8  # ... judged on headings up to this length


def _own_site_titles(cards: list[Block], host: str) -> bool:
    """Whether every linked title among ``cards`` links only to other pages of ``host`` (relative addresses
    or the site's own host, not the page's anchors): a site's teasers, not an article's links to what it cites."""
    titles = [b for b in cards if b.link_chars >= 0.5 * len(b.text)]
    if not host or not titles:
        return False
    for b in titles:
        for _, _, href in b.links:
            if not href or href.startswith("#"):
                return False
            if _elsewhere(href, host):
                return False
    return True


def without_teaser_boxes(raw: list[Block], chosen: list[Block], url: str = "") -> list[Block]:
    """``chosen`` (an article page's container's blocks) without the blocks of a teaser box: the element of
    a teaser heading ("Související", "Mehr zum Thema", "Related", as ``clean`` knows them; a heading or a
    line of its own, or the text of the element that holds the box) holding ``BOX_TITLES`` or more linked
    titles after it in ``raw``, the page's blocks, or one linked title and its short excerpt alone.
    The container keeps such a box's excerpts, plain sentences each under its linked title, once its heading
    and titles are gone as short or linked lines, and ``clean`` no longer sees what they were (a news site's
    "Související" cards between the lead and the text, or between two paragraphs).  Not an element holding
    as much of the chosen text as the rest of the page does: the article's own element with a heading and a
    list of links in it (Novinky's "Související články" among the paragraphs: chosen text before it in its
    element, or as much as the rest of the page's)."""
    keep = {id(b) for b in chosen}
    drop: set[int] = set()
    host = site_host(url)
    for i, block in enumerate(raw):
        text = block.text
        if len(text) > BOX_HEADING or id(block) in drop:
            continue
        # the heading's own element holds the teaser after it: a card's kicker, the text of the box's ``<div>``
        # itself ("<div><span>Mehr zum Thema</span><a><h3>…</h3><p>…</p></a></div>"), linked with the card at times
        holds = i + 1 < len(raw) and len(raw[i + 1].ancestors) > len(block.ancestors) \
            and raw[i + 1].ancestors[:len(block.ancestors)] == block.ancestors
        if block.link_chars and not (holds and block.link_chars == len(text)):
            continue
        generic = False
        if not _RELATED_BY_FIRST.fullmatch(text.lower()):
            generic = bool(host) and block.heading > 0 and len(text) <= GENERIC_BOX and not block.link_chars \
                and _GENERIC_BOX.fullmatch(text.lower()) is not None
            if not generic:
                continue
        box = block.ancestors if holds else block.ancestors[:-1]
        if _kept_before(raw, i, box, keep):
            # the article's own element, its text before the heading: a box written as bare siblings of the
            # article's paragraphs goes, its cards and heading, the paragraphs after it stay
            run = [] if holds else _sibling_cards(raw, i + 1, box) or ([] if generic else _picture_cards(raw, i + 1, box))
            if run and (not generic or _own_site_titles(run, host)):
                drop.update(id(b) for b in run if id(b) in keep)
                drop.add(id(block))
            continue
        inside = []
        titles = 0
        for b in raw[i + 1:]:
            if b.ancestors[:len(box)] != box:
                break
            inside.append(b)
            titles += b.link_chars >= 0.5 * len(b.text)
        if generic and (titles < BOX_TITLES or not _own_site_titles(inside, host)):
            continue  # (a generic heading: only a box of the site's own linked titles)
        if not titles and inside and len(_picture_cards(raw, i + 1, box)) == len(inside):
            titles = BOX_TITLES  # (session 28) cards whose picture links, under titles of plain text
        # (session 23) one teaser in the text under its kicker ("Lesen Sie auch", "Lire aussi", "Leggi anche"):
        # its linked title and a short excerpt, nothing else in the box (a section of the article's own under
        # such a heading goes on in longer paragraphs)
        if titles < BOX_TITLES and not (titles == 1 and len(inside) <= ONE_TEASER_BLOCKS
                                        and inside[0].link_chars >= 0.5 * len(inside[0].text)
                                        and all(len(b.text) <= ONE_TEASER_TEXT for b in inside)):
            # (session 24) the heading alone in its element, the cards in the elements after it (Deník's
            # "Doporučené články" box, filled by a script, over its cards)
            inside = _cards_after(raw, i + 1 + len(inside)) if not titles else []
            if not inside:
                continue
            run = {id(b) for b in inside}
            if sum(len(b.text) for b in chosen if id(b) not in run) < SECTION_TEXT:
                continue  # (cards outweigh a short article's text: but a section's page is all cards)
            drop.update(run & keep)
            drop.add(id(block))
            continue
        kept = [b for b in inside if id(b) in keep]
        mass = sum(len(b.text) for b in kept)
        if kept and 2 * mass < sum(len(b.text) for b in chosen):
            drop.update(id(b) for b in kept)
            # ... and its heading with them: left alone in the text, ``clean`` would take the paragraphs after it
            # for the box's teasers
            drop.add(id(block))
    if not drop:
        return chosen
    log.debug(f"teaser boxes: {len(drop)} blocks of their excerpts dropped")
    return [b for b in chosen if id(b) not in drop]


CARD_TINY = 20  # a card's line this short beside its title: a count of comments or pictures, a label ("AKTUALIZUJEME")
CARD_EXCERPTS = 2  # ... and at most this many plain blocks under its title, each at most EXCERPT_CHARS[1] long


def _cards_after(raw: list[Block], start: int) -> list[Block]:
    """The blocks of the run of cards at ``raw[start:]``, if it holds ``BOX_TITLES`` cards or more, else none:
    each card a linked title (a line wholly a link) with at most ``CARD_EXCERPTS`` plain blocks in the title's
    own element (its excerpt; a perex hidden until hover is one) and short lines (a count of comments), each
    card an element of its own.  The run ends at any other block: a heading without a link, a longer
    paragraph, a paragraph in the element of the card before it (the article's text going on after a list
    of links: its paragraphs share their element with the links)."""
    run: list[Block] = []
    cards = 0  # the cards with an excerpt (a title that holds its excerpt in its link, longer than a title, too)
    end = 0  # the run up to the last of them: a link list's lines after the cards are no cards
    card: tuple[int, ...] | None = None
    excerpts = 0
    for b in raw[start:]:
        text = b.text
        if len(text) <= CARD_TINY and not b.heading:
            run.append(b)
            continue
        if b.linked and len(text) <= EXCERPT_CHARS[1] + SHORT:
            if card is not None and b.ancestors[:-1] == card:
                break  # another title in the same element: a list of links, not cards
            card, excerpts = b.ancestors[:-1], 0
            if len(text) > SHORT:
                cards += 1
                end = len(run) + 1
        elif card is not None and not b.link_chars and not b.heading and len(text) <= EXCERPT_CHARS[1] \
                and b.ancestors[:len(card)] == card and excerpts < CARD_EXCERPTS:
            excerpts += 1
            cards += excerpts == 1 and len(run[-1].text) <= SHORT
            end = len(run) + 1
        else:
            break
        run.append(b)
    return run[:end] if cards >= BOX_TITLES else []


SIBLING_TITLE = 160  # a linked title among the article's paragraphs is at most this long


def _sibling_cards(raw: list[Block], start: int, parent: tuple[int, ...]) -> list[Block]:
    """The cards of a teaser box written without an element of its own, right after its heading at
    ``raw[start - 1]`` among the article's paragraphs in ``parent`` ("<h2>Lesen Sie auch</h2><h3><a>…</a></h3>
    <p>…</p><h3><a>…</a></h3><p>…</p><p>the article goes on</p>", a CMS's related box pasted into the body):
    ``BOX_TITLES`` or more linked titles, each followed by as many short plain blocks as the first one is
    (its excerpt and date, at most ``CARD_EXCERPTS``), the last card too.  The first card sets the shape, so the
    article's paragraphs after the last card stay; linked lines without excerpts ("Lesen Sie auch:" and two links)
    are a list of links ``clean`` drops with its heading, and a title, a paragraph and a "(Leggi anche su: …)" line
    are one teaser and the article going on."""
    run: list[Block] = []
    titles = 0
    shape = -1  # the plain blocks under each title, as under the first one
    under = 0
    for b in raw[start:]:
        if b.ancestors[:len(parent)] != parent or b.tag in _ITEMS:
            break  # (a list's, a table's or a glossary's items: a "See also" section's functions and what they do)
        text = b.text
        # (a card wholly a link, "<a><h3>…</h3><p>…</p></a>": its excerpt links where its title does)
        same_card = bool(titles and b.links and run[-1].links) and b.links[0][2] == run[-1].links[0][2]
        if b.link_chars >= 0.5 * len(text) and len(text) <= SIBLING_TITLE and not same_card:
            if titles == 1 and shape < 0:
                shape = under
            elif titles > 1 and under != shape:
                break  # a card unlike the first: no box of cards
            titles += 1
            under = 0
        elif titles and (not b.link_chars or same_card) and not b.heading and len(text) <= EXCERPT_CHARS[1] \
                and under < (CARD_EXCERPTS if shape < 0 else shape):
            under += 1
        else:
            break
        run.append(b)
    if titles == 1 and shape < 0:
        shape = under
    if titles < BOX_TITLES or shape < 1 or under != shape:
        return []  # (linked lines alone are ``clean``'s, with their heading: a list of links)
    return run


def _picture_cards(raw: list[Block], start: int, parent: tuple[int, ...]) -> list[Block]:
    """The cards of a teaser box whose titles link nowhere, right after its heading at ``raw[start - 1]`` in
    ``parent``: a card's picture is its link ("<div><a href><img></a><h3>title</h3><span>date</span></div>", the
    link empty of text and so no block's), its title a heading of plain text, then at most ``CARD_EXCERPTS`` short
    plain blocks (a date, an excerpt) in the card's element; ``BOX_TITLES`` or more cards, each an element of its own
    holding a picture.  None when a card's element holds more (an article's section under a pictured heading goes on
    in its paragraphs) or a block of ``parent`` after the cards is in the last card's element."""
    run: list[Block] = []
    cards = 0
    card: tuple[int, ...] | None = None
    under = pictured = 0
    for b in raw[start:]:
        if b.ancestors[:len(parent)] != parent:
            break
        text = b.text
        if b.heading > 1 and not b.link_chars and len(text) <= SIBLING_TITLE and len(b.ancestors) > len(parent) + 1 \
                and b.ancestors[:-1] != card:
            if card is not None and not pictured:
                return []
            card, under, pictured = b.ancestors[:-1], 0, bool(b.images)
            cards += 1
        elif card is not None and b.ancestors[:len(card)] == card:
            if b.link_chars or b.heading or len(text) > EXCERPT_CHARS[1] or under >= CARD_EXCERPTS:
                return []  # (the card's element holds more than a card: a section of the article)
            under += 1
            pictured = pictured or bool(b.images)
        else:
            break
        run.append(b)
    if cards < BOX_TITLES or not pictured:
        return []
    return run


# a teaser box's line before its links, longer than a heading: "Mehr zum Thema Bahnstreik lesen Sie hier:", "Read
# more about the strike:", "Lire aussi sur le même sujet :" (a teaser heading's words, then a few more and a colon),
# asking to read (a list article's "Recommended courses:", "Empfehlungen von Dennis:" introduce its own items)
_TEASER_INTRO = _lowered(_RELATED_WORDS + r"\b[^.!?:]{0,60}:")
_READ_WORD = _lowered(r"\b(?:lesen|lies|read|lire|leggi|lee|lea|leia|lees|čtěte|přečtěte|čítajte|prečítajte|czytaj"
                      r"|przeczytaj|olvass)")
TEASER_INTRO = 100  # ... judged on blocks up to this length


def _teaser_intro(blocks: list[Block], i: int) -> bool:
    """Block ``i`` introduces the links after it (``_TEASER_INTRO``, ending in a colon, without a link of its
    own, and the next block is link text): a teaser box's heading written as a sentence."""
    block = blocks[i]
    text = block.text
    if len(text) > TEASER_INTRO or block.link_chars or i + 1 >= len(blocks):
        return False
    nxt = blocks[i + 1]
    if not (nxt.text and nxt.linked):
        return False
    low = text.lower()
    return _READ_WORD.search(low) is not None and _TEASER_INTRO.fullmatch(low) is not None


# (session 31) a news teaser's line ending in a colon, with a link, pointing readers to more of the site's articles on
# the subject: "Weitere Artikel zum Thema finden Sie in unserem <a>Dossier</a>:", "Read more from our reporters on the
# <a>harbour bridge</a>:", "Další články najdete v <a>tématu</a> …:", "Retrouvez tous nos articles sur <a>…</a> :"
# (a teaser heading's words, ``_RELATED_LEAD``, or more/all/other articles, coverage, a dossier or a topic page)
_MORE_COVERAGE = _lowered(
    r"\b(?:(?:more|all|other|further|latest)(?: of)?(?: our)?(?: \w+)? (?:coverage|stories|articles|reporting)"
    r"|our (?:full |complete |latest )?(?:coverage|dossier|special report)"
    r"|(?:weitere|mehr|alle|andere)(?: \w+)? (?:artikel|beiträge|berichte|texte)|unser(?:em|en|es)? (?:\w+ )?dossier"
    r"|(?:další|více|všechny|ostatní|ďalšie|viac|všetky|ostatné)(?: \w+)? (?:články|článků|článkov|zprávy|zpráv"
    r"|správy|správ|texty|textů|textov)|(?:v|ve|na) (?:našem |našom )?(?:tématu|témate|dossier|speciálu|špeciáli)"
    r"|(?:tous nos|nos autres|d'autres|d’autres|plus d'|plus d’)(?: \w+)? articles|(?:notre|nos) dossiers?"
    r"|(?:más|todas las|otras|todos los|otros)(?: \w+)? (?:noticias|artículos|informaciones)"
    r"|nuestr[oa] (?:especial|dossier|cobertura)"
    r"|(?:altri|tutti gli)(?: \w+)? articoli|(?:il|nel) nostro (?:speciale|dossier))\b")
COVERAGE_LINE = 160  # ... judged on blocks up to this length
COVERAGE_OPENING = 25  # ... its words begin this close to the line's start at most ("Hier finden Sie weitere Artikel …:")


# (xfrit39) a paper's link under (or in) the text to its file on the subject, the whole line one link and its words
# the pointer's ("Consultez notre dossier sur le système de santé", "Read all our coverage of the election", "Leggi
# il nostro speciale sulle elezioni", "Consulta nuestro especial sobre la DANA"): no colon, so ``_coverage_pointer``
# never sees it (a sentence naming the dossier, "Consultez notre dossier : 40 pages …", is not all link)
_DOSSIER_LINK = _lowered(
    r"(?:consultez|lisez|voir|voyez|retrouvez|découvrez|suivez) (?:tout |l['’]ensemble de )?(?:notre|nos) (?:dossiers?"
    r"|couverture|grand format)\b|(?:read|see|follow) (?:all (?:of )?)?our (?:full |complete |latest |ongoing )?(?:coverage"
    r"|dossier|special report)\b|(?:leggi|consulta|segui) (?:il nostro|lo) (?:speciale|dossier)\b"
    r"|(?:consulta|lee|sigue) (?:todo )?nuestr[oa] (?:especial|cobertura|dossier)\b"
    r"|(?:lesen sie )?(?:alle|weitere) (?:artikel|beiträge|berichte) (?:in unserem dossier|im dossier)\b")
DOSSIER_LINK = 120  # ... judged on blocks up to this length


def _dossier_link(block: Block, text: str) -> bool:
    """``block`` (``text``) is one link to the paper's file on the subject, its words a pointer's (``_DOSSIER_LINK``)."""
    return len(text) <= DOSSIER_LINK and block.link_chars >= len(text.strip()) - 2 \
        and _DOSSIER_LINK.match(text.lower()) is not None


def _coverage_pointer(blocks: list[Block], i: int, host: str = "") -> int:
    """The index after block ``i`` and what it announced, when block ``i`` is a line pointing to more articles on
    the subject (``_MORE_COVERAGE``, or a teaser heading's words, ``teaser_lead``), ending in a colon, with a
    link; else ``i``.  What it announced is gone (the next block is no list, code, table or quote and not link
    text: the teaser box under it, pruned as furniture; the text goes on), or it is the list right under it whose
    items are each one link and nothing else (the other articles' titles, not pruned: a list in the text's own
    element).  A line naming a quote's source ("… sagte der <a>Süddeutschen Zeitung</a>:") has none of the
    words: kept.  (xfix32) Nor a blog's roundup of another site's articles ("Other articles I enjoyed this week,
    from <a>The Atlantic</a>:" over its list of links): what it announces (the list's links, else the line's own)
    all lead elsewhere than the page's site (``host``; (xreview33) its other subdomains are its own: ``_other_domain``),
    the text's recommendations, not the site's furniture."""
    block = blocks[i]
    text = block.text
    if len(text) > COVERAGE_LINE or not block.links or block.heading:
        return i
    low = text.lower()
    # (xreview31b) the pointer's words open the line, nothing in it is reported, and its link ends it (the dossier's, the
    # topic's name before the colon): "Among the other stories the <a>Times</a> uncovered last year:", "Según otras
    # informaciones de <a>El País</a>:", "Come raccontato in altri articoli del <a>Corriere</a>, il sindaco ha
    # dichiarato:", "Mehr Artikel habe er nicht gelesen, sagte der Minister der <a>SZ</a>:" announce the text's own
    # next paragraph
    if not teaser_lead(text, low):
        more = _MORE_COVERAGE.search(low)
        if more is None or more.start() > COVERAGE_OPENING:
            return i
    if reported(low) or block.links[-1][1] < len(text.rstrip(": ")) - 1:
        return i
    end = i + 1
    while end < len(blocks) and blocks[end].tag == "li" and len(blocks[end].links) == 1 \
            and blocks[end].link_chars >= len(blocks[end].text.strip()) - 1:
        end += 1
    if host and all(_other_domain(b.links[-1][2], host) for b in blocks[i + 1:end] or (block,)):
        return i
    if end > i + 1:  # (all the list's items: not a list of the text's that links some)
        return end if end == len(blocks) or blocks[end].tag != "li" else i
    if end >= len(blocks):
        return end
    nxt = blocks[end]
    if nxt.tag in _ITEMS or nxt.tag == "blockquote" or nxt.parent_tag in ("li", "blockquote") \
            or nxt.link_chars >= 0.5 * len(nxt.text):
        return i
    return end


# the writer's bio under an article: "Erin Cunningham is an Egypt-based correspondent for The Post.", "Max Mustermann
# ist Redakteur im Ressort Politik.", "Jean Dupont est journaliste au service Politique." (a name of two to four
# capitalized words, the verb, a few words and the trade; the text of the bio may go on)
# (session 26) ... or the name, a dash and the trade ("Anna Kowalska – dziennikarka Gazety Lokalnej od 2015 roku."),
# or the name and what the writer writes for ("Jan Novák píše pro Zpravodaj o dopravě.", "Jane Doe writes for The
# Post about science.", "Pieter de Vries schrijft voor het Streekblad over verkeer.")
_BIO = re.compile(
    r"(?:[A-ZÀ-Ž][\w'’.-]+ ){1,3}[A-ZÀ-Ž][\w'’.-]+,? (?:is|ist|est|è|es|je|jest|is een)\s+"
    r"(?i:(?:[\w'’-]+\s+){0,5}?(?:" + phrases.WRITER_TRADES + r")(?:\s+[\w'’-]+){0,2}?\s+(?:" + phrases.WRITER_DESK
    + r"))\b")
# ... the dash's and the "writes for" forms only in a box of their own (not in the element of the text before them)
# and with no clause of a sentence that reports: "Thomas Friedman writes for The New York Times that the plan …",
# "Heribert Prantl schreibt für die SZ, der Plan sei …", "Anna Kowalska – dziennikarka, która ujawniła aferę –
# powiedziała …", "Jane Smith - reporter turned councillor - said …" are the article's last paragraph (xreview26b)
_BOXED_BIO = re.compile(
    r"(?:[A-ZÀ-Ž][\w'’.-]+ ){1,3}[A-ZÀ-Ž][\w'’.-]+(?:\s[–—-]\s(?i:" + phrases.WRITER_TRADES + r")\b(?![,;])"
    r"(?![^.!?]*\s[–—-]\s)"
    r"|\s(?:(?:also |regularly |mainly )?writes (?:for|about)|schreibt (?:für|über)|écrit pour|scrive per|escribe para"
    r"|escreve para|schrijft voor|píše (?:pro|pre|do)|pisze (?:dla|do)) [\w'’-]"
    r"(?![^.!?]*(?:,|\b(?:that|dass|daß|que|che|że|že|dat|said|says|argues|argued|sagt|meint)\b)))")
BIO = 400  # ... judged on blocks up to this length
BIO_AFTER = 3  # ... among the last two blocks kept, with more than this many blocks of text


def _without_bio(out: list[Block]) -> list[Block]:
    """``out`` without the writer's bio (``_BIO``) among its last two blocks: the box under the article, not
    its text (the last paragraph of a story about a reporter opens with the reporter's name less often than
    the story's other paragraphs)."""
    for k in (len(out) - 1, len(out) - 2):
        text = out[k].text
        if len(text) <= BIO and not out[k].link_chars and (
                _BIO.match(text) is not None or (_BOXED_BIO.match(text) is not None
                                                 and out[k].ancestors[:-1] != out[k - 1].ancestors[:-1])):
            return out[:k] + out[k + 1:]
    return out


# (xleft30) a contributor's bio in the box by the byline, at the article's top (Forbes' "I am a contributor covering the
# future of work … Read More", Forbes México's "Soy colaboradora de Forbes México y escribo sobre … Leer más"): the
# writer speaking of their trade in the first person, ...
_CONTRIBUTORS = r"contributor|colaborador|colaboradora|contribut(?:eur|rice)|collaborat(?:ore|rice)|gastautor(?:in)?"


def _first_person_bio(trades: str) -> re.Pattern[str]:
    """The first words of a writer's bio in the first person, naming one of ``trades`` (alternatives of a pattern)."""
    return re.compile(r"(?:i am|i['’]m) (?:an? |the )?(?:[\w-]+ ){0,3}(?:" + trades + r")\b|i (?:write about|write for|cover)\b"
                      r"|(?:soy|sou) (?:un |una |um |uma )?(?:" + trades + r")\b|ich bin (?:\w+ ){0,2}(?:" + trades + r")\b"
                      r"|je suis (?:\w+ ){0,2}(?:" + trades + r")\b|sono (?:un |una )?(?:" + trades + r")\b", re.I)


_SELF_BIO = _first_person_bio(_CONTRIBUTORS + "|" + phrases.WRITER_TRADES)
# ... (xreview30) a contributor's (the network's word, or "I write about", "I cover"): an essay's lead in its own box
# opens "I am a nurse and a writer, and for twenty years …", "Ich bin Reporterin und habe zehn Jahre lang …"
_CONTRIBUTOR_BIO = _first_person_bio(_CONTRIBUTORS)
# ... or of the writer in the third, the name first ("Mark Perna is a contributor who writes about the future of work.")
_NAMED_BIO = re.compile(
    r"(?:[A-ZÀ-Ž][\w'’.-]+ ){1,3}[A-ZÀ-Ž][\w'’.-]+,? (?i:is|ist|est|es|è) (?i:an? |ein |eine |un |una )?(?:[\w-]+ ){0,3}"
    r"(?i:colaborador|colaboradora|collaboratore|collaboratrice|" + phrases.WRITER_TRADES + r")\b")
# ... its box's toggle glued to its end ("Read More", "Read Less", "Leer más", "Mehr lesen", "Lire la suite")
_BIO_TOGGLE = re.compile(r"(?:read (?:more|less)|show (?:more|less)|leer más|ver más|ler mais|mehr (?:lesen|anzeigen)"
                         r"|weniger anzeigen|lire la suite|voir plus|leggi (?:di più|tutto))\W*$", re.I)
TOP_BIO = 3  # ... among this many blocks after the headline
BIO_NEXT_PARAGRAPH = 4  # ... its box told from the text's by the next paragraph's parent, looked for this many blocks on


def _without_top_bio(out: list[Block]) -> list[Block]:
    """``out`` without a contributor's bio among its first ``TOP_BIO`` blocks after the headline: one its box's toggle
    ends (``_BIO_TOGGLE``), in the first person or the third (``_SELF_BIO``, ``_NAMED_BIO``), or a contributor's in the
    first person (``_CONTRIBUTOR_BIO``) in a box of its own, not the parent of the next paragraph (an essay that opens
    "I am a reporter, and for ten years I covered wars" in the text's box).  (xreview30) Without the toggle, the third
    person or another trade opens a lead about someone of the trade ("Evan Gershkovich is a Wall Street Journal
    reporter who …" in its ``<div class="lead">``); and the next paragraph, not the next block, tells the text's box
    ("I write about health care because …:" over a list, whose items are one element deeper)."""
    for k in range(1, min(len(out) - 1, TOP_BIO + 1)):
        b = out[k]
        if len(b.text) > BIO or b.link_chars or b.heading:
            continue
        if _BIO_TOGGLE.search(b.text) is not None:
            if writer_bio(b.text):
                return out[:k] + out[k + 1:]
        elif _CONTRIBUTOR_BIO.match(b.text) is not None:
            after = next((c for c in out[k + 1:k + 1 + BIO_NEXT_PARAGRAPH] if c.tag == "p"), out[k + 1])
            if b.ancestors[:-1] != after.ancestors[:-1]:
                return out[:k] + out[k + 1:]
    return out


def writer_bio(text: str) -> bool:
    """Whether ``text`` opens as a writer's bio does, in the first person or the third (``_SELF_BIO``, ``_NAMED_BIO``):
    (xreview30) the line by the byline under the title, "Todd Niall is the Auckland affairs reporter for Stuff", is no
    deck (``container._deck_phrase``)."""
    return _SELF_BIO.match(text) is not None or _NAMED_BIO.match(text) is not None


SECTIONS_ALIKE = 2  # this many different short headings each repeated: the sections of a text are alike


def _alike_headings(blocks: list[Block]) -> frozenset[str]:
    """The short headings (lowered) of an article's sections alike, when ``SECTIONS_ALIKE`` different ones
    repeat: a meal plan's "Breakfast" and "Lunch" under every plan, a review's "Pros" and "Cons" under
    every product, a recipe collection's "Ingredients" and "Method".  They, and the line right under each
    ("Eat every 2-3 hours"), are the text in every section, not a caption repeated under every picture.
    One heading repeated alone is not enough: an article's headline shown again under it, a call to
    action repeated (and elsewhere than in articles repeated headings are a product card's brand, a forum
    reply's "Re: …", the copy of a section for the other screen size)."""
    seen: set[str] = set()
    again: set[str] = set()
    for b in blocks:
        if b.heading and len(b.text) <= SHORT:
            key = b.text.lower()
            (again if key in seen else seen).add(key)
    return frozenset(again) if len(again) >= SECTIONS_ALIKE else frozenset()


def _copy_after(out: list[Block], block: Block) -> bool:
    """``block`` repeats one of the last ``COPY_LOOK`` blocks kept, in another element, with nothing kept
    since but versions of it (the same beginning): a slideshow shows each slide's caption whole and cut
    short ("… more"), and the page has it once more in the slide's panel."""
    text, parents = block.text, block.ancestors[:-1]
    start = text[:COPY_START]
    for k in range(len(out) - 1, max(-1, len(out) - 1 - COPY_LOOK), -1):
        kept = out[k]
        if kept.text == text:
            return kept.ancestors[:-1] != parents
        if kept.text[:COPY_START] != start:
            return False
    return False


_MARKS = "¶#§🔗"
_HEADING_MARK = re.compile(r"\s(?:#|§|🔗)$")
_LEADING_MARK = re.compile(r"[¶#🔗]\s+(?!\d)")  # (xreview37d: "¶ 3 Abs. 2", "# 1 Hit" are numbers)
_GLUED_SECTION_MARK = re.compile(r"§[^\W\d_].*|.*[^\W\d_]§", re.S)


def _without_anchor_mark(block: Block) -> Block | None:
    """``block`` without the mark of the anchor link that documentation generators put after every heading
    and definition (Sphinx's and MkDocs' "¶", a blog's or Hugo's " #", "🔗"; its link, to the heading's own
    ``#id``, is no link of the text): "QuerySet API reference¶" is the heading "QuerySet API reference" (545
    such lines on wcxb-dev's documentation pages gave the vertical a "¶" token each).  A pilcrow ends no
    sentence; "#" and the others count only after a blank at the end of a heading.  None: nothing is left."""
    text = block.text
    start = 0
    if text[-1] == "¶":
        text = text[:-1].rstrip()
    elif block.heading and _HEADING_MARK.search(text):
        text = text[:-2].rstrip()
    elif block.heading and (lead := _LEADING_MARK.match(text)):
        # (xwiki37) the mark before the heading's words: Wiki.js's and VuePress 1's ``a.toc-anchor`` /
        # ``a.header-anchor`` ("¶ Wiederherstellung", "# Installation"), where furniture's permalink rule does not
        # reach (Wiki.js ships the page's text in a <template>); "§ 5 Haftung" keeps its mark, a law's, and so do
        # "¶ 3" and "# 1" before a number (a legal text's paragraph, a chart's "# 1 Hit")
        start = lead.end()
    elif block.heading and _GLUED_SECTION_MARK.fullmatch(text):
        # (session 28) rustdoc's "§" glued to a heading's words, before them ("§Examples", its ``doc-anchor``) or
        # after them ("Implementations§"); a law's "§ 5" or "§5" has its number after the mark
        start, text = (1, text) if text[0] == "§" else (0, text[:-1])
    else:
        return block
    return block.sliced(start, len(text)) if text[start:] else None


def _apart(blocks: list[Block], k: int) -> bool:
    """``blocks[k]`` stands in an element of its own: neither the block before it nor the one after it has
    its parent (an author's card's line, not a short paragraph among the text's paragraphs)."""
    parent = blocks[k].ancestors[:-1]
    return all(blocks[j].ancestors[:-1] != parent for j in (k - 1, k + 1) if 0 <= j < len(blocks))


# a writer's or a section's other articles' kicker ("More from Jane Smith", "More by the Editors", ``phrases.INTERFACE``)
# ... and the words that may stand lower-case in a name
_MORE_FROM = re.compile(r"(?:more|all (?:articles|posts|stories)) (?:by|from) (.+)", re.I)
MORE_PROSE = 40  # ... a question or a sentence at least this long
_NAME_PARTICLES = frozenset(("the", "of", "and", "de", "di", "da", "du", "le", "la", "van", "von", "der", "den", "&"))


def _section_more(heading: Block, blocks: list[Block], after: int) -> bool:
    """A heading "More from …" of the text's own section: the words after "from" are no name (a lower-case word
    besides a name's particles: "More from the interview") and a paragraph of prose follows (at ``after``), not
    the writer's or the section's links (session 24)."""
    found = _MORE_FROM.fullmatch(heading.text)
    if found is None or after >= len(blocks) \
            or all(w[:1].isupper() or w.lower() in _NAME_PARTICLES for w in found.group(1).split()):
        return False
    return _prose_follows(blocks, after)


def _prose_follows(blocks: list[Block], after: int) -> bool:
    """``blocks[after]`` is a paragraph of prose: no heading, hardly any link text, ``PROSE`` long or a sentence
    of ``MORE_PROSE`` characters at least."""
    nxt = blocks[after]
    text = nxt.text
    return not nxt.heading and nxt.link_chars < 0.1 * len(text) and (
        text_length(text) >= PROSE or (len(text) >= MORE_PROSE and ends_sentence(text)))


# (xfix32) a paywall's label (``phrases.PAID_ACCESS_LABEL``) as a heading, and the words of the prompt a paywall's box
# has under it (to subscribe, to log in, to read on: "Become a member to read this article. Already a member? Log in")
_PAID_ACCESS_LABEL = _lowered(phrases.PAID_ACCESS_LABEL)
PAID_ACCESS_HEADING = 40  # ... judged on headings up to this length
_ACCESS_PROMPT = _lowered(
    r"subscri|abonn|abbona|suscri|předplat|predplat|prenumer|log ?in|sign ?in|sign up|anmeld|einlogg|registrier"
    r"|connect|accedi|inicia sesión|přihlas|prihlás|zaloguj|read (?:the rest|on|more|this)|continue reading"
    r"|weiterles|lire la suite|continua a leggere|seguir leyendo|dočt|this (?:article|story|post)|dies(?:en|er) artikel"
    r"|cet article|questo articolo|este artículo|tento článek|tento článok")


def _section_heading(heading: Block, low: str, blocks: list[Block], after: int, out: list[Block]) -> bool:
    """(xfix32) A heading the interface's words match that heads a section of the text: "More from …" of the text's
    own (``_section_more``), or a paywall's label ("<h2>Members only</h2>", "Nur für Mitglieder", "Réservé aux
    abonnés") inside an article's text (a paragraph kept before it) over a paragraph of prose in its own element
    that is no prompt to subscribe or log in (``_ACCESS_PROMPT``): a section on a club's members' rules, not the
    paywall's box, whose label stands over its prompt or alone."""
    if low[:5] == "more ":
        return _section_more(heading, blocks, after)
    if len(low) > PAID_ACCESS_HEADING or after >= len(blocks) or _PAID_ACCESS_LABEL.fullmatch(low) is None:
        return False
    nxt = blocks[after]
    return nxt.ancestors[:-1] == heading.ancestors[:-1] and _prose_follows(blocks, after) \
        and _ACCESS_PROMPT.search(nxt.text.lower()) is None and any(not b.heading for b in out)


WRITER_CARD_CHARS = 80  # a writer card's heading, "Written by Jane Doe", is this long at most


def without_writer_card(raw: list[Block], kept: list[Block]) -> list[Block]:
    """``kept`` (an article's blocks, ``raw``'s) without a blog platform's card of the writer after the text:
    a heading "Written by Jane Doe" (``_WRITTEN_BY_HEADING``), the follower counts under it ("2.1K followers ·
    181 following") and up to ``AUTHOR_BIO_BLOCKS`` lines of bio, all in the heading's element, which the
    heading opens (the text's paragraphs stand beside that element, not in it: a subheading "Written by AI"
    inside the text is the text's).  Looked for in ``raw``: the container often keeps the
    bio and not the heading (Medium's card sits in the story's own section)."""
    cards = [i for i, b in enumerate(raw) if b.heading and len(b.text) <= WRITER_CARD_CHARS
             and b.text[:4].lower().startswith(_WRITTEN_BY_OPENERS) and _WRITTEN_BY_HEADING.fullmatch(b.text.lower())]
    if not cards:
        return kept
    gone: set[int] = set()
    for i in cards:
        card = raw[i].ancestors[:-1]
        if i and raw[i - 1].ancestors[:len(card)] == card:
            continue  # not the first block of its element: a subheading of the text ("Written by AI")
        gone.add(id(raw[i]))
        j, bio = i + 1, 0
        while j < len(raw) and raw[j].ancestors[:len(card)] == card and not raw[j].heading and len(raw[j].text) <= AUTHOR_BIO:
            if _FOLLOWER_COUNTS.fullmatch(raw[j].text) is None:
                bio += 1
                if bio > AUTHOR_BIO_BLOCKS:
                    break
            gone.add(id(raw[j]))
            j += 1
    return [b for b in kept if id(b) not in gone]


RIGHTS_BLOCK = 1000  # a paragraph up to this long may end in a rights notice (``notices.rights_start``) ...
RIGHTS_END_BLOCKS = 8  # ... with fewer blocks of the page after it (the article's end, then its tools and tags)


_VIDEO_PROMPT = _lowered(phrases.VIDEO_PROMPT)
VIDEO_TITLE = 120  # a video's title under its prompt is no longer than this


# (session 29) a player box's bare label over the title (ČT24's "Video", a "Přehrát" button, "Video 2:34"), and its length
# after the title ("2:34", "(02:15 min)"): the box's lines around the title
_PLAYER_LABEL = _lowered(r"(?:video|vidéo|audio|přehrát|prehrať|play)(?:\s*\(?\d{1,2}:\d\d(?::\d\d)?\)?(?:\s*min\.?)?)?")
_DURATION = re.compile(r"\(?\d{1,2}:\d\d(?::\d\d)?\)?(?:\s*min\.?)?")
PLAYER_FRAME = 40  # a line of the box after the title is this long at most
# (xnews37) ... and the whole box in one block, its label, title and length inline (Seznam Zprávy's video box between
# the paragraphs: "<div class="video-box"><span>Video</span><span>Guvernér ČNB: Inflace je pod kontrolou</span>
# <span>2:14</span></div>"): the title opens with a capital and ends in no sentence's end ("Video shows the suspect
# leaving at 2:14" is a sentence: its verb lower case after the label); (xreview38) Hungarian's "Videó" and Polish's
# "Wideo" label it too
_PLAYER_LINE = re.compile(r"(?:[Vv]id[eé]o|[Vv]ideó|[Ww]ideo|[Aa]udio|[Pp][řr]ehr[aá][tť])\s*:?\s+(?P<title>[^\W\d_][^\n]{2,118}?[^.!?…\s])"
                          r"\s+\(?\d{1,2}:\d\d(?::\d\d)?(?:\s*min\.?)?\)?")
PLAYER_LINE = 150  # ... a block this long at most
PLAYER_FRAME_LINES = 2  # ... and this many at most


# (xreview38) ... but a time of day after its preposition is no length: an agenda's or a notice's line opening with the
# word ("Video Konferenz des Kreistags ab 18:00", "Audio Guide Tours beginnen täglich um 10:30", "Video call with the
# board at 14:00")
_CLOCK_BEFORE = re.compile(r"\b(?:um|ab|bis|gegen|at|from|until|till|by|à|dès|vers|jusqu'à|alle|dalle|ore|entro|a las"
                           r"|desde|hasta|v|ve|od|do|o|godz\.?|godzinie)$", re.I)


def _player_line(text: str) -> bool:
    """A player's box in one line: its label, the video's title (a capital first) and its length (``_PLAYER_LINE``),
    not a time of day (``_CLOCK_BEFORE``)."""
    found = _PLAYER_LINE.fullmatch(text)
    return found is not None and found["title"][0].isupper() and _CLOCK_BEFORE.search(found["title"]) is None


def _video_title(blocks: list[Block], at: int, prompt: Block, bare: bool = False) -> bool:
    """(xgaps28) Whether the block at ``at``, right after a player's prompt (``phrases.VIDEO_PROMPT``), is the video's
    title: short (``VIDEO_TITLE``), opening with a capital, no sentence's end, in the prompt's element and the last
    block there (NOS's video box: "Bekijk hier de video", then 'Minister over woningbouw: "We moeten doorpakken"'), or
    with only the box's own lines after it there (session 29: its length, its source "Zdroj: ČT24", a button: lines the
    rules drop).  After a ``bare`` label (``_PLAYER_LABEL``: "Video", which heads a section as well) such a line after
    the title must be there (ČT24's box: "Video", the title, "Zdroj: ČT24").  A sentence after the prompt, or a line
    with more of the box's text after it, is the text's."""
    title = blocks[at]
    text = title.text
    parent = prompt.ancestors[:-1]
    if len(text) > VIDEO_TITLE or not text[:1].isupper() or text[-1] in ".!?…" or title.ancestors[:-1] != parent:
        return False
    end = at + 1
    while end < len(blocks) and blocks[end].ancestors[:-1] == parent:
        frame = blocks[end]
        if end - at > PLAYER_FRAME_LINES or len(frame.text) > PLAYER_FRAME \
                or not (_DURATION.fullmatch(frame.text) or _noise(frame)):
            return False
        end += 1
    return end > at + 1 or not bare


PLEA_HEADING = 120  # (xleft33) a support box's heading is at most this long


def _plea_box(blocks: list[Block], i: int, out: list[Block]) -> bool:
    """(xleft33) ``blocks[i - 1]``, gone as noise, is the only line of the box ``out[-1]`` (a heading, right before
    it) heads, and a plea for the readers' support (``notices.support_appeal``): the box's heading is the plea's, in
    whatever words (ThePrint's "Why news media is in crisis & How you can fix it", "A note to our readers", "Bevor
    Sie weiterlesen"), not the text's.  The box is the two blocks' element, not the one of the paragraph before
    the heading, and it ends with the plea."""
    heading, plea = out[-1], blocks[i - 1]
    box = plea.ancestors[:-1]
    if len(heading.text) > PLEA_HEADING or heading.ancestors[:-1] != box \
            or (len(out) > 1 and out[-2].ancestors[:len(box)] == box) \
            or (i < len(blocks) and blocks[i].ancestors[:len(box)] == box):
        return False
    return len(plea.text) <= SUPPORT and support_appeal(plea.text)


PLEA_PITCH = 300  # (xen39) a support box's pitch between its heading and its plea is at most this long


def _pitched_plea_box(blocks: list[Block], i: int, out: list[Block]) -> bool:
    """(xen39) ``blocks[i - 1]``, gone as noise, is the plea for the readers' support (``notices.support_appeal``)
    that ends a box of three lines: its heading (``out[-2]``) and one short paragraph pitching the site
    (``out[-1]``) before it, and nothing else of the box's element before or after them (the Guardian's epic under
    an article: "… there is a good reason why so many people choose to support the Guardian.", "Not many news
    organisations are set up like us. Free from shareholders and billionaire owners, …", "… If you can, please
    consider supporting us with a regular payment each month.").  The three are the box's alone: an article's
    section whose last paragraph quotes a plea holds more paragraphs or the text before its heading."""
    heading, pitch, plea = out[-2], out[-1], blocks[i - 1]
    box = plea.ancestors[:-1]
    if len(heading.text) > PLEA_HEADING or len(pitch.text) > PLEA_PITCH or pitch.heading \
            or heading.ancestors[:-1] != box or pitch.ancestors[:-1] != box \
            or (len(out) > 2 and out[-3].ancestors[:len(box)] == box) \
            or (i < len(blocks) and blocks[i].ancestors[:len(box)] == box):
        return False
    return len(plea.text) <= SUPPORT and support_appeal(plea.text)


# (xnews35) a pull quote: a sentence of the article set again in large type between its paragraphs (WordPress's
# ``wp-block-pullquote``, Arc's and Brightspot's pull quotes, iROZHLAS's ``b-quote``), its speaker's name under it: the
# sentence is the text's once, where the article says it.  A ``<blockquote>`` of an article page whose words (without
# its quotation marks and final stop) are in a longer block kept goes, and a short line after it in the same quote (its
# "Miroslav Doležal, starosta").  A quote the article does not repeat (a letter, a statement, a post) stays
PULL_QUOTE = 300  # a pull quote is this long at most
PULL_QUOTE_MIN = 30  # ... and this long at least (a word or two quoted are in many sentences)
PULL_QUOTE_CITE = 80  # ... and its speaker's line this long at most
_QUOTE_MARKS = " \t\n\"'„“”‚‘’«»‹›「」『』.…"


def quoted(b: Block) -> bool:
    """The block is a ``<blockquote>``'s, or a paragraph right inside one."""
    return b.tag == "blockquote" or b.parent_tag == "blockquote"


_SPEAKER_DASH = "—–-― "  # (a speaker's line may open with a dash: "— Tom Reyes, board member")


def _speaker_line(text: str) -> bool:
    """(xreview36) ``text``, a short line after a pull quote in its ``<blockquote>``, is its speaker's: a name, with
    his or her role after a comma ("Miroslav Doležal, starosta", "— Tom Reyes, board member"); not the quote's next
    line, which the text does not repeat: a statement's second sentence ("Our thoughts are with his family."), a
    song's next line ("And no one will hold us down"), a clause's source ("Artikel 1 Absatz 1 Grundgesetz")."""
    return names_alone(text.lstrip(_SPEAKER_DASH).split(",")[0])


def _without_pull_quotes(out: list[Block], forum: Callable[[], bool] | None) -> list[Block]:
    """``out`` without its pull quotes; not on a forum thread (``forum()``, asked when one is found), where a reply
    quotes the words of an earlier post (Discourse's "@luizjr4 You said" over the quote)."""
    dropped: set[int] = set()
    for i, b in enumerate(out):
        if not quoted(b) or not PULL_QUOTE_MIN <= len(b.text) <= PULL_QUOTE:
            continue
        words = b.text.strip(_QUOTE_MARKS)
        if len(words) >= PULL_QUOTE_MIN and any(j != i and len(o.text) > len(b.text) and not quoted(o)
                                                and words in o.text for j, o in enumerate(out)):
            if not dropped and forum is not None and forum():
                return out
            dropped.add(i)
            quote = b.ancestors if b.tag == "blockquote" else b.ancestors[:-1]  # (the <blockquote>'s path)
            after = i + 1
            if after < len(out) and len(out[after].text) <= PULL_QUOTE_CITE \
                    and out[after].ancestors[:len(quote)] == quote and _speaker_line(out[after].text):
                dropped.add(after)  # the speaker's line under it, in the same quote
    return [b for i, b in enumerate(out) if i not in dropped] if dropped else out


def clean(blocks: list[Block], article: bool = False, forum: Callable[[], bool] | None = None,
          url: str = "") -> list[Block]:
    """The blocks without the boilerplate of the module docstring: players, credits, repeated captions,
    cookie and rights notices, teaser blocks, tables of contents, separators, interface words, relative
    times and templates; on an ``article`` page also without runs of other articles' excerpts cut short or
    of linked teaser cards (a listing's or a forum's excerpts are its text), without a caption or notice
    shown again in another element (the later copy) and without the writer's bio among the last two blocks;
    on a forum thread (``forum()`` says so: asked only when a
    block longer than ``SHORT`` repeats, a search of the page) also without the later copies of a longer
    block: a reply quoting an earlier post word for word, a signature under each post (on other pages a
    repeated paragraph may be the text's own: test pages, a FAQ repeated).  ``url``, the page's address: links to
    its own site are furniture's where links elsewhere are the text's (``_coverage_pointer``)."""
    host = site_host(url)  # (the page's; ``url`` names images' further down)
    out: list[Block] = []
    seen_short: set[str] = set()
    seen_long: dict[str, tuple[int, ...]] = {}  # the longer blocks kept and their parents, for repeated copies
    on_forum: bool | None = None
    alike = _alike_headings(blocks) if article else frozenset()
    heading_at = -2  # the index of the last of those headings kept
    in_section: set[str] = set()  # the short lines (lowered) kept since that heading
    section_parent: tuple[int, ...] | None = None  # ... and the element it stands in
    carried: list[tuple[int, str]] = []  # images of a dropped caption, for the next block kept
    teasers: list[int] = []  # the places in ``out`` of excerpts of other articles ("… více", "… Read more")
    excerpts = (_excerpt_runs(blocks) | _linked_cards(blocks)) if article else set()
    notices = {i for i, b in enumerate(blocks) if len(b.text) <= COOKIE_NOTICE and cookie_notice(b.text)}
    if notices and sum(1 for b in blocks if says_cookie(b.text)) - len(notices) >= ABOUT_COOKIES:
        notices = set()  # a page about cookies (a cookie policy) says so in its own text: kept
    panels = not article and not policy_page(blocks)  # (a shop's policy page: its sections are its text)
    live_heads = cache(partial(_paragraph_heads, blocks))  # asked at a paragraph of a time and a name
    headings = cache(partial(_heading_texts, blocks))  # asked at a line parted by bars
    i = 0
    while i < len(blocks):
        block = blocks[i]
        text = block.text
        if i in excerpts or i in notices:
            i += 1
            continue
        low = text.lower() if len(text) <= 60 else ""
        if article and low and low[0] in "vgqsfzu" and _SOURCES_HEADING.fullmatch(low):
            after = _agency_sources(blocks, i)
            if after > i:
                i = after  # the sources' heading and its list of wire agencies
                continue
        if low and _TOC.fullmatch(low) and not (i + 1 < len(blocks) and _plain_item(blocks[i + 1])):
            i += 1  # a table of contents: its heading and its entries, links to the page's sections (a list of
            # plain items under "Die wichtigsten Ereignisse", "Hlavní události" is the article's chronology)
            while i < len(blocks) and blocks[i].tag == "li" and not _plain_item(blocks[i]):
                i += 1
            continue
        if "|" in text and len(text) <= SECTION_INDEX and _section_index(text, headings()):
            i += 1  # the page's index of its sections as one line: "NAME | SYNOPSIS | DESCRIPTION | COLOPHON"
            continue
        if article and low and _AUTHOR_HEADING.fullmatch(low):
            i += 1  # the author's box: its heading, the bio under it (a paragraph or two, before any heading,
            # in a box of its own: a paragraph beside the article's last one is the article's)
            text_parents = out[-1].ancestors[:-1] if out else None
            for _ in range(AUTHOR_BIO_BLOCKS):
                if i < len(blocks) and not blocks[i].heading and len(blocks[i].text) <= AUTHOR_BIO \
                        and blocks[i].ancestors[:-1] != text_parents:
                    i += 1
            continue
        if article and len(text) <= NEWSLETTER_HEADING and (block.heading or _newsletter_label(text)) \
                and _NEWSLETTER_HEADING_FOUND(text):
            after = _newsletter_box(blocks, i, out[-1].ancestors[:-1] if out else None,
                                    None if block.heading else _label_box_line)
            if after > i and (block.heading or _pitch_only(blocks, i + 1, after)):
                i = after  # a newsletter box: its heading, its pitch, its form's lines
                continue
        if article and block.heading and len(text) <= DONATION_HEADING and (
                _DONATION_HEADING.fullmatch(text.lower()) or (text[:8] == "Support " and _SUPPORT_NAME_HEADING.fullmatch(text))):
            after = _newsletter_box(blocks, i, out[-1].ancestors[:-1] if out else None,
                                    _gift_line if _donation_button(text) or text[:8] == "Support " else _donation_line)
            if after > i:
                i = after  # a donation box: its heading, its pitch, its button
                continue
        if article and block.heading and text[-1] == "?" and len(text) <= TIP_HEADING \
                and _TIP_HEADING.fullmatch(text.lower()):
            after = _tip_box(blocks, i)
            if after > i:
                i = after  # a tip box: its question, its lines, its button
                continue
        if panels and low and block.heading and policy_heading(low):
            # a shop's panel of its shipping and returns policy: its heading and its lines, up to the next heading of
            # another subject (or a long block: the page's text goes on), (xreview36) in the panel's element (Dawn's
            # <details>: the product's lines after it, "Material: 100 % Leinen", are the page's)
            box = heading_box(blocks, i) if i + 1 < len(blocks) else None
            i += 1
            run = 0
            while i < len(blocks) and run < POLICY_BLOCKS and len(blocks[i].text) <= POLICY_CHARS \
                    and (box is None or box in blocks[i].ancestors) \
                    and not (blocks[i].heading and not policy_heading(blocks[i].text.lower(), inside=True)):
                i += 1
                run += 1
            continue
        if article and text[-1] == ":" and block.links:
            after = _coverage_pointer(blocks, i, host)
            if after > i:
                i = after  # a teaser's line pointing to more articles, and its links unless pruned
                continue
        if article and block.links and _dossier_link(block, text):
            i += 1  # a line that is one link to the paper's file on the subject
            continue
        if (low and _RELATED_BY_FIRST.fullmatch(low)) or (article and text[-1] == ":" and _teaser_intro(blocks, i)):
            i += 1  # the heading of a teaser block, and its teasers up to the next plain paragraph
            run = 0
            linked = False  # (a teaser's link among the blocks the run took)
            first = blocks[i] if i < len(blocks) else None
            # the box's teasers gone already (links in a list of their own), the text goes on right after it
            # (on an article page: elsewhere, a shop's or a home page's, the prose after a box is as often the
            # page's furniture)
            box = () if first is None or not article else (
                () if _prose_after_box(first, block.ancestors[:-1]) or _prose_pair(blocks, i)
                or _text_resumes(first, block.ancestors[:-1], out[-1] if out else None)
                or (out and _sentence_between(out[-1], block, first)) else _teaser_box(block, first, out[-1] if out else None))
            if article and first is not None and not box:
                continue
            # (xfrit36) a box of its own, apart from the article's text, is taken whole however many cards it
            # holds (a local paper's "Altre notizie" under a short story: 24 cards of a title, an excerpt and a
            # day, their last ones left in the text past ``MAX_TEASER_RUN``)
            own_box = bool(box) and not (out and out[-1].ancestors[:len(box)] == box)
            while i < len(blocks) and (run < MAX_TEASER_RUN or (own_box and blocks[i].ancestors[:len(box)] == box)):
                nxt = blocks[i]
                if text_length(nxt.text) >= PROSE and (nxt.link_chars < 0.1 * len(nxt.text) or _linked_prose_beside(
                        nxt, block, out[-1] if out else None)) and not is_teaser_line(nxt) \
                        and not (box and _card_excerpt(blocks, i, box)):
                    break
                if box and (_prose_after_box(nxt, box) or _text_resumes(nxt, box, out[-1] if out else None)):
                    break
                if not linked and _text_resumes(nxt, block.ancestors[:-1], out[-1] if out else None):
                    break  # (no teaser's link passed yet: the heading's box and another, a player's, both over)
                if nxt.heading and not nxt.link_chars and not _RELATED_BY_FIRST.fullmatch(nxt.text.lower()):
                    break
                i += 1
                run += 1
                linked = linked or bool(nxt.link_chars)
            continue
        i += 1
        if block.caption or (article and block.images and _caption_over_credit(block, blocks, i)):
            # the picture's label and credit, not the text: its images go on
            if block.images:
                carried.extend((0, url) for _, url in block.images)
            continue
        if block.links and not block.heading and len(block.links) <= INLINE_TEASER_LINKS:
            cut = _without_inline_teaser(block)
            if cut is not None:
                block, text = cut, cut.text
        if article and len(blocks) - i < RIGHTS_END_BLOCKS and len(text) <= RIGHTS_BLOCK and block.tag not in _CELLS \
                and out and out[-1].ancestors[:-1] == block.ancestors[:-1]:
            # a rights notice ending one of an article's last paragraphs, in their element: cut off it (a footer's
            # "This site is owned by … Copyright © 2026 …" in an element of its own goes whole, as a notice)
            cut_at = rights_start(text)
            if cut_at:
                block, text = block.sliced(0, cut_at), text[:cut_at]
            else:
                cut_at = _signoff_start(text)
                if cut_at:
                    block, text = block.sliced(0, cut_at), text[:cut_at]
        if len(text) <= CODE_LABEL and i < len(blocks) and blocks[i].tag == "pre" and block.tag not in _ITEMS \
                and not block.heading and text.lower() in _CODE_LANGUAGES:
            # a code block's language label over it (a heading "Python" over prose stays; (xreview35) and over code:
            # a manual's sections per language, "<h3>Python</h3>" over one example, "<h3>Go</h3>" over another)
            continue
        if len(text) <= ADMONITION and i < len(blocks) and not 0 < block.heading <= 4 and block.tag not in _ITEMS \
                and block.parent_tag not in _ITEMS and text.rstrip(":").lower() in _ADMONITIONS \
                and _admonition_title(blocks, i - 1):
            # (a table's or a list's "WARNING", a cell's paragraph, a glossary's term "Note": items, the text's)
            continue
        if (_noise(block) and not (block.heading and _section_heading(block, text.lower(), blocks, i, out))) \
                or (article and len(text) <= BYLINE and byline(text)
                    and not (block.heading and _RECIPE_TITLE.match(text))) \
                or (article and len(text) <= DATED_BYLINE and has_digit(text) and (
                    _dated_byline(text) or (not block.heading and block.tag not in _ITEMS and _entry_head(blocks, i - 1, text)
                                           and (block.tag != "p" or live_heads())))) or (article and block.tag not in _CELLS
                                                                                 and meta_line(text)
                                                                                 and not (block.heading and _dated_sections(blocks, i))) \
                or (article and not block.heading and block.tag not in _ITEMS and position_line(text)
                    and _apart(blocks, i - 1)):
            if low and i < len(blocks) and (_VIDEO_PROMPT.fullmatch(low) or _PLAYER_LABEL.fullmatch(low)) \
                    and _video_title(blocks, i, block, _VIDEO_PROMPT.fullmatch(low) is None):
                i += 1
            elif article and out and out[-1] is blocks[i - 2] and out[-1].heading and _plea_box(blocks, i, out):
                out.pop()  # (xleft33) the heading of a box whose only line was a plea for the readers' support
            elif article and len(out) > 1 and out[-1] is blocks[i - 2] and out[-2] is blocks[i - 3] \
                    and out[-2].heading and _pitched_plea_box(blocks, i, out):
                del out[-2:]  # (xen39) the heading and the pitch of a box ending in such a plea
            continue
        if article and block.tag not in _ITEMS and (_counter(text) or (not block.heading and _blog_meta_line(text))
                                                    or (not block.link_chars and _read_also(text))
                                                    or (len(text) <= AGENCY_ALONE and not block.heading
                                                        and _AGENCY_ALONE.fullmatch(text))
                                                    or (len(text) <= DESK_INITIALS and ("/" in text or text[:3] in ("End", "end"))
                                                        and _DESK_INITIALS.fullmatch(text))
                                                    or (len(text) <= TICKER_LINE and text[:3].isupper()
                                                        and _TICKER_LINE.fullmatch(text))
                                                    or (len(text) <= QUOTE_LINE and text[-1] == "%"
                                                        and _quote_line(text) and not _among_prose(blocks, i - 1))
                                                    or (len(text) <= SOURCES_LINE and ":" in text
                                                        and _SOURCES_LINE.fullmatch(text.lower()))
                                                    or (len(text) <= PLAYER_LINE and text[0] in "VvAaPpWw"
                                                        and _player_line(text))):
            continue  # a gallery's counter, an unlinked line pointing to another article, an agency's name alone (not a
            # heading: xreview29c, a section on the agency, "<h2>The Associated Press</h2>", "<h2>Reuters</h2>"), a
            # desk's initials, a market widget's rates or quotes, a player's box in one line
        if is_teaser_line(block):  # another article's excerpt cut short: judged once all blocks are seen
            teasers.append(len(out))
            out.append(block)
            continue
        if len(text) > SHORT and block.tag not in _ITEMS and out and out[-1].text[:COPY_START] == text[:COPY_START] \
                and _copy_after(out, block):
            continue  # a copy just after itself in another element: a slideshow's caption per slide, a block
            # for the other screen size (a page's own paragraph repeated, a test page's, is its parent's again)
        if text[-1] in _MARKS or (text[0] in _MARKS and block.heading):
            block = _without_anchor_mark(block)
            if block is None:
                continue
            text = block.text
        if carried:
            block = _with_images(block, carried)
            carried = []
        section = bool(alike) and ((block.heading and text.lower() in alike) or heading_at == i - 2)
        if len(text) <= SHORT and block.tag not in _ITEMS:
            if not section:
                key = text.lower()
                if key in seen_short and (key in in_section or block.ancestors[:-1] != section_parent):
                    continue  # a caption or credit repeated under every picture (not a line of every one
                    # of sections alike, "Portion: 1 Green, 1 Red", beside its heading: once per section;
                    # a card's labels inside the section, "Online Enrollment", are its widgets')
                seen_short.add(key)
                in_section.add(key)
        elif (forum is not None or article) and block.tag not in _ITEMS:
            if text in seen_long:
                if article and len(text) <= CAPTION and seen_long[text] != block.ancestors[:-1] \
                        and not text.endswith("?"):
                    continue  # on an article page, a caption or a notice shown again in another element (the
                    # picture's and its enlargement's, a notice bar at the top and at the foot): once is its text
                    # (not a question: an interview's asked of each guest in turn)
                if forum is not None:
                    if on_forum is None:
                        on_forum = forum()
                    if on_forum:
                        continue  # a reply quoting an earlier post, a signature under every post of its writer
            seen_long.setdefault(text, block.ancestors[:-1])
        if section and block.heading:
            heading_at = i - 1
            in_section, section_parent = set(), block.ancestors[:-1]
        out.append(block)
    if teasers:
        out = _without_teasers(out, teasers, article)
    if article and len(out) > BIO_AFTER:
        out = _without_pull_quotes(_without_top_bio(_without_bio(out)), forum)
        if _caps_name(out[-1]) and not out[-1].images:
            out.pop()  # the writer's name in capitals ending the text
        elif len(out[-1].text) <= TOPIC_BOX and not out[-1].links and _TOPIC_LABEL.fullmatch(out[-1].text.lower()):
            out.pop()  # a topic's follow box ending the text, its button gone: "Thema: Ukraine-Krieg"
    if carried and out:  # a figure after the last paragraph: its pictures end the text
        last = out[-1]
        out[-1] = dataclasses.replace(last, images=last.images + [(len(last.text), url) for _, url in carried])
    return out
