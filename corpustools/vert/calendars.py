"""Dates written in calendars other than the Gregorian, as Gregorian days: the Solar Hijri calendar of Iran
and Afghanistan, and Taiwan's Minguo years.

Persian and Afghan pages show their dates in the Solar Hijri calendar (``۸ آذر ۱۴۰۳``, ``۱۴۰۳/۰۹/۰۸``,
Afghanistan's ``۸ قوس ۱۴۰۳`` in Dari, ``۸ لیندۍ ۱۴۰۳`` in Pashto): day 8 of the ninth month of 1403, which is
28 November 2024.  Read as a Gregorian date it is no day (the year 1403) or a wrong one; read here it is
converted exactly.  A year begins at the March equinox (Nowruz); its first six months have 31 days, the
next five 30, the last 29, or 30 in a leap year.  Between 1210 and 1629 (Gregorian 1831 to 2250) the
leap years follow the 33-year cycle in which the years 1, 5, 9, 13, 17, 22, 26 and 30 (the year modulo
33) are leap, as the astronomical calendar Iran keeps has them; outside that range no day is given.

A date with the month as a name is read on any page: the names, with a day before them and a year of
1300 to 1499 after (``ماه``, "month", may stand between), are the Solar Hijri calendar's only.  A date in
digits, year first (``1403/09/08``), is read as Solar Hijri only on a Persian page (``lang="fa"``, ``ps``,
``prs``) or in a line written with Persian letters: an Arabic page's year of 13xx or 14xx is the lunar
Hijri calendar's, whose months follow the moon sightings of each country and are not converted (nor
misread: its years are not believable as Gregorian ones).

Taiwan counts its years from 1912 (Minguo, the Republic's): ``民國113年5月2日`` or, on a Chinese page
(``lang="zh-TW"``, ``zh``), ``113年5月2日`` is 2 May 2024.  A two-digit year is read only after ``民國``
(Japan's era years, ``令和6年``, have one or two digits and their era's name before them).
"""

from __future__ import annotations

import datetime as dt
import re

FIRST, LAST = 1210, 1629  # the years the 33-year cycle gives as the astronomical calendar does
_NOWRUZ_1403 = dt.date(2024, 3, 20)  # 1 Farvardin 1403
_LEAP = frozenset((1, 5, 9, 13, 17, 22, 26, 30))
# the months' names: Iran's, Afghanistan's in Dari (the zodiac's) and in Pashto; written with Persian or Arabic
# ye and kaf
_MONTHS = (
    "فروردین حمل وری", "اردیبهشت ثور غویی", "خرداد جوزا جوزه غبرګولی غبرگولی", "تیر سرطان چنګاښ چنگاښ",
    "مرداد امرداد اسد زمری", "شهریور سنبله وږی", "مهر میزان تله", "آبان عقرب لړم", "آذر قوس لیندۍ",
    "دی جدی مرغومی", "بهمن دلو سلواغه", "اسفند حوت کب",
)
_NUMBER_OF: dict[str, int] = {}
for _month, _words in enumerate(_MONTHS, 1):
    for _word in _words.split():
        # in a fixed order (a set's follows the process's string hashes): the pattern's text is then the same in
        # every process, as the regex cache (vert/regexcache.py) needs to find it (it compiled and saved one
        # more copy at every worker start)
        for _form in dict.fromkeys((_word, _word.replace("ی", "ي").replace("ک", "ك"))):
            _NUMBER_OF[_form] = _month
_NAMES = "|".join(sorted(_NUMBER_OF, key=len, reverse=True))
_NAMED = re.compile(rf"(?<![\d\w])(\d{{1,2}})\s*(?:ام\s+)?({_NAMES})(?:\s+ماه)?\s*,?\s+(1[34]\d\d)(?!\d)")
_NUMERIC = re.compile(r"(?<![\d/.-])(1[34]\d\d)([/.-])(\d{1,2})\2(\d{1,2})(?![\d/-])")
PERSIAN_LANGUAGES = frozenset(("fa", "ps", "prs", "pes"))
_PERSIAN_LETTERS = re.compile(r"[پچژگکی]")  # not in Arabic (which writes ي and ك)
_ARABIC_SCRIPT = re.compile(r"[\u0600-\u06ff]")


def _arabic_script(text: str) -> bool:
    """A character of Arabic script in ``text`` (an ASCII text, nearly every line, has none: no search; 7.0 ->
    1.8 ms over the 27,800 lines of 248 sample pages)."""
    return not text.isascii() and _ARABIC_SCRIPT.search(text) is not None


_SOLAR_YEAR = re.compile(r"(?<!\d)1[34]\d\d(?!\d)")


_MINGUO = re.compile(r"(?<![\d年])(民國|民国)?\s*(\d{2,3})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]")
MINGUO_OFFSET = 1911


def minguo_days(segment: str, lang: str = "") -> list[tuple[int, int, dt.date]]:
    """The Minguo dates written in ``segment`` (see the module docstring), as (start, end, Gregorian day)."""
    if "年" not in segment:
        return []
    found = []
    for match in _MINGUO.finditer(segment):
        year = int(match.group(2))
        if match.group(1) is None and (lang != "zh" or year < 100):
            continue
        try:
            day = dt.date(year + MINGUO_OFFSET, int(match.group(3)), int(match.group(4)))
        except ValueError:
            continue
        found.append((match.start(), match.end(), day))
    return found


def other_year(text: str, lang: str = "") -> bool:
    """Whether ``text`` may write a date of a calendar read here (a Solar Hijri or a Minguo year)."""
    return solar_year(text, lang) or "年" in text and _MINGUO.search(text) is not None


def solar_year(text: str, lang: str = "") -> bool:
    """Whether ``text`` (its digits ASCII) may write a Solar Hijri date: a year of 1300 to 1499 in a line of
    Arabic script or on a Persian page."""
    return (lang in PERSIAN_LANGUAGES or _arabic_script(text)) and \
        _SOLAR_YEAR.search(text) is not None


def leap(year: int) -> bool:
    return year % 33 in _LEAP


def solar_hijri(year: int, month: int, day: int) -> dt.date | None:
    """The Gregorian day of a Solar Hijri date, None when it is no day or outside the years converted."""
    if not FIRST <= year <= LAST or not 1 <= month <= 12 or day < 1:
        return None
    length = 31 if month <= 6 else 30 if month <= 11 else 30 if leap(year) else 29
    if day > length:
        return None
    days = sum(366 if leap(y) else 365 for y in range(1403, year)) - sum(
        366 if leap(y) else 365 for y in range(year, 1403))
    days += 31 * (month - 1) if month <= 7 else 186 + 30 * (month - 7)
    return _NOWRUZ_1403 + dt.timedelta(days=days + day - 1)


def solar_days(segment: str, lang: str = "") -> list[tuple[int, int, dt.date]]:
    """The Solar Hijri dates written in ``segment`` (its digits already ASCII), as (start, end, Gregorian
    day): see the module docstring."""
    if not _arabic_script(segment) and lang not in PERSIAN_LANGUAGES:
        return []
    found = []
    for match in _NAMED.finditer(segment):
        day = solar_hijri(int(match.group(3)), _NUMBER_OF[match.group(2)], int(match.group(1)))
        if day is not None:
            found.append((match.start(), match.end(), day))
    if lang in PERSIAN_LANGUAGES or _PERSIAN_LETTERS.search(segment) is not None:
        for match in _NUMERIC.finditer(segment):
            day = solar_hijri(int(match.group(1)), int(match.group(3)), int(match.group(4)))
            if day is not None:
                found.append((match.start(), match.end(), day))
    return found
