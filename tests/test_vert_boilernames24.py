"""``boilernames.boiler_name`` asks its three secondary patterns (camel-case box names, hover cards, captions)
only of the names that hold one of their key words (lowered ASCII names; others keep ``re.I``): the verdicts and
the ``HOVER_ONLY``/``CAPTION_ONLY`` sets must stay exactly those of asking every name, in any case, with the
letters ``re.I`` folds onto ASCII ones ("ſ" for "s", the Kelvin sign for "k")."""

from __future__ import annotations

import random

from corpustools.vert import boilernames

_WORDS = ["Article", "author", "AUTHOR", "Bio", "box", "Share", "sharing", "Buttons", "social", "Related", "Posts",
          "newsletter", "Cookie", "breadcrumbs", "about", "The", "comment", "Comments", "hover", "Card", "hovercard",
          "tooltip", "Popover", "tippy", "rollover", "caption", "Captions", "full", "truncated", "text", "wrap",
          "remote", "content", "entry", "nav", "footer", "Wrapper", "x1", "EWcLE", "people", "block", "ſhare",
          "\u212aookie", "captıon", "Kaption", "tag", "category", "status-publish", "md:hidden", "top-[3px]"]
_SEPARATORS = [" ", "-", "_", "", "__", "--", "\t"]


def _asked_of_every_name(names: str) -> tuple[bool, bool, bool]:
    """(the verdict, in HOVER_ONLY, in CAPTION_ONLY) as ``boiler_name`` had them before the key-word test."""
    words = boilernames._name_words(names)
    hit = boilernames._BOILER_RE.search(words) is not None or boilernames._camel_boiler(names)
    hover = not hit and boilernames._HOVER_RE.search(names) is not None
    caption = not hit and not hover and boilernames._CAPTION_RE.search(names) is not None
    return hit or hover or caption, hover, caption


def test_the_secondary_patterns_give_the_same_verdicts_on_random_names():
    rng = random.Random(24)
    names = ["".join(rng.choice(_WORDS) + rng.choice(_SEPARATORS) for _ in range(rng.randint(1, 4))).strip()
             for _ in range(30000)]
    names += ["ArticleAuthorFooter_footerWrapper__EWcLE", "ShareButtons_root__x1", "relatedPosts", "rollover-people-block",
              "hovercard", "tooltip-text", "caption", "caption-truncated", "wp-caption-text", "AboutTheAuthor",
              "ſhareBox", "CookieBanner", "CustomerCardFooter", "CategoryNav", "", " ", "Author Bio", "Captions"]
    for name in names:
        boilernames.NAMES_SEEN.clear()
        boilernames.HOVER_ONLY.clear()
        boilernames.CAPTION_ONLY.clear()
        verdict = boilernames.boiler_name(name)
        assert (verdict, boilernames.hover_only(name), boilernames.caption_only(name)) == _asked_of_every_name(name), name


def test_names_with_the_key_words_still_count():
    """Guards of the three kinds: found in any case, and a name without the key words is not."""
    boilernames.NAMES_SEEN.clear()
    for name in ("ArticleAuthorFooter", "ShareButtons_root", "rollover-people-block", "HOVER-CARD", "wp Caption",
                 "ſhareBox"):
        assert boilernames.boiler_name(name), name
    assert boilernames.hover_only("rollover-people-block") and boilernames.caption_only("wp Caption")
    for name in ("CustomerCardFooter", "CategoryNav", "EventContentTags", "hovering-price"):
        assert not boilernames.boiler_name(name), name
