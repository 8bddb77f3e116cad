"""Patterns asked of every short line, every style or class attribute or a page's whole text, answered without
their case-insensitive search where the answer cannot differ (xspeed27c): ``boiler``'s stamp words, reading
labels and newsletter headings, ``furniture``'s hidden styles, disclosure and panel names, ``metadata``'s author
classes, ``pagedate``'s copyright lines, ``prune``'s accordion classes, ``threads``' age words and member links,
``textdates``' publication and update labels and words whose month depends on the language searched in an ASCII
text lowered without ``re.I`` (``firstchar.lowered_search``), and ``calendars``' search for Arabic script
skipped in an ASCII text. Each answers as the pattern it stands for, on the words themselves in any case, inside
longer words, beside digits and punctuation, and on non-ASCII text (where ``re.I`` folds "ſ", "K" and "İ", which
lowering ASCII cannot)."""

from __future__ import annotations

import itertools
import random

from corpustools.vert import (
    boiler,
    calendars,
    furniture,
    metadata,
    pagedate,
    phrases,
    prune,
    textdates,
    threads,
)

_PIECES = ["Published", "UPDATED", "aktualisiert", "Veröffentlicht", "publié", "Aggiornato", "Aktualizováno",
           "Read", "read", "Lesezeit", "lecture", "čtení", "Čtení", "5 min", "12:30", "3 PM", "2026-05-01",
           "by Jane Doe", "Von Max", "hidden", "HIDDEN", "none", "NONE", "display:none", "visibility: hidden",
           "unpublished", "readers", "nonetheless", "hiddenness", "ſ", "K", "İ", "ı", "Noſe", "hıdden", "ǅ",
           "مقاله", "۱۴۰۲", "1402", "فروردین", "-", ":", "|", "·", "(", ")", "", " ",
           # furniture's disclosure names, prune's accordion class, threads' age words and member links
           "Tab-Pane", "tabs__content", "Accordion", "FAQ", "collapse", "Swiper-slide", "carouſel", "expand",
           "3 days ago", "AGO", "vor 2 Stunden", "VOR", "il y a", "Il Y A", "před", "PŘED", "pred", "fa", "Fa.",
           "/members/jane.12/", "/MEMBER.php?u=1", "?u=", "/profil/x", "/Uživatel/x", "/users", ".u", "&U=", "/authors/",
           # textdates' words whose month depends on the language
           "listopad", "Listopadu", "LIS 2024", "lip. 2023", "li 2020", "ali s 2020", "lis 2021", "listopadz",
           # textdates' publication and update labels
           "Publié le", "republished", "Posted", "Veröffentlicht am", "VERÖFFENTLICHT", "Updated", "MODIFIED",
           "Stand: ", "Stand 12", "stands", "MàJ", "amàj", "Mis à jour", "Aktualizováno", "date updated", "published updated",
           # furniture's hidden styles and panels, metadata's author classes, pagedate's copyright, newsletter headings
           "display: none", "DISPLAY:NONE", "visibility :hidden", "display:block", "tab_pane", "Tabs-Content",
           "Disclosure", "author-avatar", "IMG", "Bio", "links", "linkset", "© 2026", "(C) 2024", "(c)2019", "Copyright",
           "All Rights Reserved", "Alle Rechte", "Newsletter", "NIEUWSBRIEF", "lettre d'information", "Lettre d’Information"]


def _texts() -> list[str]:
    words = [w for w in phrases.STAMP_WORDS.replace("(", "|").replace(")", "|").split("|") if w.isalpha()][:60]
    pieces = _PIECES + words + [w.upper() for w in words[:20]] + [w.title() for w in words[:20]]
    rng = random.Random(27)
    texts = [" ".join(pair) for pair in itertools.product(_PIECES, repeat=2)]
    texts += ["".join(pair) for pair in itertools.product(_PIECES[:30], repeat=2)]
    for _ in range(20_000):
        texts.append(rng.choice(["", " ", ""]).join(rng.choice(pieces) for _ in range(rng.randint(1, 6))))
    return texts


def test_the_lowered_searches_answer_as_the_patterns() -> None:
    texts = _texts()
    pairs = [(boiler._STAMP_WORD, boiler._STAMP_WORD_FOUND), (boiler._READING_LABEL, boiler._READING_LABEL_FOUND),
             (furniture._MARKED, furniture._MARKED_FOUND), (furniture._DISCLOSURE_RE, furniture._DISCLOSURE_FOUND),
             (prune._ACCORDION_NAME, prune._ACCORDION_FOUND), (threads._AGE_WORD, threads._AGE_WORD_FOUND),
             (threads._PROFILE, threads._PROFILE_FOUND), (textdates.DEPENDS_ON_LANGUAGE, textdates.depends_on_language),
             (textdates._PUBLISHED, textdates._PUBLISHED_FOUND), (textdates._UPDATED, textdates._UPDATED_FOUND),
             (furniture._HIDDEN_STYLE, furniture._HIDDEN_STYLE_FOUND), (furniture._PANEL_RE, furniture._PANEL_FOUND),
             (metadata._AUTHOR_NOT_NAME, metadata._AUTHOR_NOT_NAME_FOUND), (pagedate._COPYRIGHT, pagedate._COPYRIGHT_FOUND),
             (boiler._NEWSLETTER_HEADING, boiler._NEWSLETTER_HEADING_FOUND)]
    for pattern, found in pairs:
        hits = 0
        for text in texts:
            expected = pattern.search(text) is not None
            assert found(text) == expected, (pattern.pattern[:40], text)
            hits += expected
        assert 0 < hits < len(texts), pattern.pattern[:40]  # both answers were seen


def test_arabic_script_is_looked_for_only_outside_ascii() -> None:
    texts = _texts() + ["\u0600", "\u06ff", "\u0700", "abc \u0645", "\u05ff"]
    for text in texts:
        assert calendars._arabic_script(text) == (calendars._ARABIC_SCRIPT.search(text) is not None), text
    assert calendars.solar_year("نشر في ۱۴۰۲".translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")), "ar")
    assert not calendars.solar_year("published 1402", "en") and calendars.solar_year("published 1402", "fa")
