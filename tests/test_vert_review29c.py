"""Regression tests for the review of session 29's last rules (xreview29c): each rule's shape where real text, a
real listing or a real headline has it.  Each page goes through ``document.process``, the worker's step."""

from __future__ import annotations

import pytest
from test_vert_review29b import _SITE, _live_blog, _skipped, _slides


@pytest.mark.parametrize("section", ["/news/local-news/", "/news/greater-manchester-news"])
def test_a_section_named_by_two_words_whose_cards_link_articles_right_below_it_is_a_listing(section):
    # (a regional publisher's section, "/news/local-news/", holds its articles right below it,
    # "/news/local-news/bus-station-to-close-29876543": they are other documents, not the section's own parts)
    below = section.rstrip("/") + "/turnout-in-district-{}-higher-than-before-29876543"
    assert _skipped(_live_blog(below), _SITE + section) == "listing"
    assert _skipped(_slides(below), _SITE + section) == "listing"
