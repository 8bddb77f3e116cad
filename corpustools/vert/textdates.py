"""Dates as people write them in a page's text, in the languages vert meets most, and what they are labelled.

Bylines, ``<time>`` elements without a ``datetime``, titles and short lines of text give a day in the
reader's language: ``24. November 2026``, ``24 novembre 2026``, ``24 de noviembre de 2026``, ``24.
listopadu 2026`` (a Czech, Slovak or Polish month in the genitive), ``2026. november 24.`` (Hungarian,
year first), ``Nov 24, 2026``, ``24th November 2026``, ``1er novembre``, ``1° ottobre``.  Month names are
read in English, German (Austrian ``Jänner`` too), French, Italian, Spanish, Portuguese, Dutch, Polish,
Czech, Slovak and Hungarian, Russian, Ukrainian, Bulgarian, Serbian, Greek, Turkish, Romanian, Arabic and
Hebrew (``2 мая 2024``, ``2 Μαΐου 2024``, ``2 مايو 2024``), Indonesian, Malay, the Nordic languages, Finnish,
Estonian, Latvian, Lithuanian, Slovene, Croatian, Catalan, Galician and Vietnamese (``4 d'abril de 2024``,
``2024 m. gegužės 4 d.``, ``ngày 4 tháng 5 năm 2024``), with Chinese, Japanese and Korean dates in
digits (``2024年5月2日``, ``2024년 5월 2일``); the Levant's and the Maghreb's Arabic months, Persian, Hindi,
Bengali and Thai names (``5 تشرين الأول 2023``, ``4 मई 2024``, ``4 พฤษภาคม 2567``) and the digits of other
scripts (``٢ مايو ٢٠٢٤``, ``۲۰۲۴/۰۵/۰۲``) are rewritten first (:func:`plain`): full names with a few letters of inflection, short forms only as they are
(``Okt.``, ``févr.``, ``giu``, ``mrt``, ``lis``), and a month written before the day only in English or
as a full name (``Gen 3, 2025`` is a product's third generation, not 3 January in Italian).  Belarusian,
Serbian and Bosnian in Latin letters, Macedonian, Albanian and Icelandic names are read too.

A name that means another month in another language is read in the page's language (``lang``, from
:func:`corpustools.vert.pagedate.dates_language`): Croatian (and Bosnian) ``listopad``/``listopada``/``listopadu``
is October where Polish, Czech, Slovene and Ukrainian ``listopad`` is November, and Croatian ``lip.`` and
``lis.`` are June and October where Polish ones are July and November; without a language the
November reading stands.  A Solar Hijri date (Iran, Afghanistan: ``۸ آذر ۱۴۰۳``) is read as its Gregorian
day (:mod:`corpustools.vert.calendars`), and a year before 1583 is no Gregorian date (the Hijri years 1403
or 1446 are not read as such).

A line may give two days: ``Veröffentlicht am 20.11.2026, aktualisiert am 24.11.2026``.  Each day takes
the label written before it (since the day before it): published (``Published``, ``Veröffentlicht``,
``Publié``, ``Pubblicato``, ``Publicado``, ``Publikováno``, ``Gepubliceerd`` ...) or updated
(``Updated``, ``Aktualisiert``, ``Stand:``, ``Mis à jour``, ``Actualisé``, ``Aggiornato``, ``Actualizado``,
``Aktualizováno``, ``Bijgewerkt`` ...), and so in Russian, Ukrainian, the Nordic languages, Finnish, Turkish,
Greek, Indonesian, Croatian, Arabic, Persian, Hebrew, Japanese, Chinese and Korean (``Опубликовано``,
``Publicerad``, ``Yayınlanma``, ``نشر``, ``公開日`` / ``Обновлено``, ``Uppdaterad``, ``آخر تحديث``, ``更新日``).
The publication day wins whatever the order
(:func:`chosen_day`): a day labelled published, else the first one without a label, else the update's.

A relative date (``vor 2 Stunden``, ``před 3 hodinami``, ``2 hours ago``, ``il y a 3 jours``, ``gestern,
14:30``) is read as the capture's day minus that age (:func:`relative_day`): the page was written for
the moment it was fetched, so the age counts back from the capture (WARC-Date, UTC).  Only minutes,
hours and days are read (also ``3 дня назад``, ``3 gün önce``, ``för 3 dagar sedan``, ``منذ 3 أيام``,
``3日前``, ``3 hari yang lalu``), and yesterday or today with a clock time: "3 weeks ago" or "last month" is
no day, and without a capture time there is none.  A day written without its year, as news sites write
this year's (``7. 2. 16:10``, ``Nov 24``), is the last such day up to the capture (:func:`yearless_day`).
"""

from __future__ import annotations

import datetime as dt
import functools
import re

from corpustools.vert import calendars, firstchar

FIRST_YEAR = 1583  # the first whole year of the Gregorian calendar

# full month names of the languages vert meets most: inflected forms (up to INFLECTION letters more) read too
_NAMES = {
    1: "january januar jänner jaenner janvier enero gennaio janeiro januari január stycz ledna leden "
       "xaneiro tammikuu siječnja siječanj jaanuar janvār sausio",
    2: "february februar février fevrier febrero febbraio fevereiro februari február únor února unor unora "
       "lutego luty febrer febreiro helmikuu veljače veljača veebruar februār vasario",
    3: "march märz maerz marzo março maart marec marca március marcius březen března brezen brezna marzec "
       "maret maaliskuu ožujka ožujak märts",
    4: "april avril abril aprile apríl április aprilis duben dubna kwiecień kwietnia kwiecien huhtikuu travnja "
       "travanj aprill aprīl balandžio",
    5: "mayo maggio maio május majus květen května kveten kvetna mája maja toukokuu svibnja svibanj maijs "
       "maija maijā gegužės",
    6: "june juni juin junio giugno junho jún júna június junius červen června cerven cervna czerwiec czerwca "
       "xuño kesäkuu lipnja lipanj juuni jūnij birželio",
    7: "july juli juillet julio luglio julho júl júla július julius červenec července červenci cervenec cervence "
       "lipiec lipca juliol xullo julai heinäkuu srpnja srpanj juuli jūlij liepos",
    8: "august augusta août aout agosto augustus augusztus srpen srpna sierpień sierpnia sierpien agustus "
       "avgust elokuu kolovoza kolovoz rugpjūčio",
    9: "september septembre septiembre setiembre settembre setembro septembra szeptember září zari "
       "wrzesień września wrzesien wrzesnia setembre syyskuu rujna rujan septembr rugsėjo",
    10: "october oktober octobre octubre ottobre outubro október októbra říjen října rijen rijna "
        "październik pazdziernik lokakuu oktoober oktobr spalio",
    11: "november novembre noviembre novembro novembra listopad marraskuu studenoga studenog studeni novembr "
        "lapkričio",
    12: "december dezember décembre decembre diciembre dicembre dezembro decembra prosinec prosince "
        "grudzień grudnia grudzien desembre desember disember decembro joulukuu prosinca prosinac detsember "
        "decembr gruodžio",
}
# (xleft34) ... and Basque, whose date writes the month in the genitive ("2026ko azaroaren 30a"; "azaroan", in
# November): the stems hold the article's "a", so that "-ren" and "-n" are the inflection
for _month, _words in enumerate(("urtarrila", "otsaila", "martxoa", "apirila", "maiatza", "ekaina", "uztaila", "abuztua",
                                 "iraila", "urria", "azaroa", "abendua"), 1):
    _NAMES[_month] += " " + _words
# ... and of languages in other scripts (and Turkish, Romanian): Russian, Ukrainian, Bulgarian, Serbian in the
# genitive of dates and the nominative, Greek likewise, Arabic (the months of Egypt and the Gulf), Hebrew with
# and without "in" (ב): "2 мая 2024 г.", "2 Μαΐου 2024", "2 مايو 2024", "2 במאי 2024", "2 Mayıs 2024"
_OTHER_NAMES = {
    1: "января январь січня січень януари јануар ιανουαρίου ιανουάριος ocak ianuarie يناير ינואר בינואר",
    2: "февраля февраль лютого лютий февруари фебруар φεβρουαρίου φεβρουάριος şubat februarie فبراير פברואר "
       "בפברואר",
    3: "марта март березня березень μαρτίου μάρτιος martie مارس מרץ במרץ",
    4: "апреля апрель квітня квітень април απριλίου απρίλιος nisan aprilie أبريل إبريل אפריל באפריל",
    5: "травня травень μαΐου μάιος mayıs مايو במאי",
    6: "июня июнь червня червень юни ιουνίου ιούνιος haziran iunie يونيو يونية יוני ביוני",
    7: "июля июль липня липень юли ιουλίου ιούλιος temmuz iulie يوليو يولية יולי ביולי",
    8: "августа август серпня серпень αυγούστου αύγουστος ağustos أغسطس אוגוסט באוגוסט",
    9: "сентября сентябрь вересня вересень септември септембар σεπτεμβρίου σεπτέμβριος eylül septembrie سبتمبر "
       "ספטמבר בספטמבר",
    10: "октября октябрь жовтня жовтень октомври октобар οκτωβρίου οκτώβριος ekim octombrie أكتوبر اكتوبر אוקטובר "
        "באוקטובר",
    11: "ноября ноябрь листопада ноември новембар νοεμβρίου νοέμβριος kasım noiembrie نوفمبر נובמבר בנובמבר",
    12: "декабря декабрь грудня грудень декември децембар δεκεμβρίου δεκέμβριος aralık decembrie ديسمبر דצמבר "
        "בדצמבר",
}
# ... and of more languages: Belarusian, Ukrainian's nominative of November, Serbian and Bosnian in Latin
# letters, Macedonian, Albanian, Icelandic
_MORE_NAMES = {
    1: "студзеня студзень janar janúar", 2: "лютага люты shkurt febrúar", 3: "сакавіка сакавік marta",
    4: "красавіка красавік prill", 5: "траўня", 6: "чэрвеня чэрвень juna јуни qershor júní",
    7: "ліпеня ліпень jula јули korrik júlí", 8: "жніўня жнівень gusht ágúst",
    9: "верасня верасень septembar shtator", 10: "кастрычніка кастрычнік oktobar tetor",
    11: "лістапада лістапад листопад novembar nëntor nóvember", 12: "снежня снежань decembar dhjetor",
}
_NAMES = {month: f"{words} {_OTHER_NAMES[month]} {_MORE_NAMES[month]}" for month, words in _NAMES.items()}
# short forms, read only as they are (a trailing stop aside): "mag", "set", "out" are words too
_SHORT = {
    1: "jan janv jän ene gen sty", 2: "feb febr fév fev févr fevr lut", 3: "mar mär mrz mrt márc mars",
    4: "apr avr abr ápr kwi", 5: "may mai maj máj mei mag", 6: "jun juin jún giu cze",
    7: "jul juil júl lug lip", 8: "aug ago aoû sie", 9: "sep sept set szept wrz",
    10: "oct okt ott out paź paz", 11: "nov lis", 12: "dec dez déc dic gru",
}
_SHORT[3] += " mart marts"  # Turkish, Danish (not a stem: "Martin")
_SHORT[8] += " ogos"  # Malay
# Catalan names, which do not inflect, read only as they are: "General 3" is no 3 January, "Agostino 5" no
# 5 August
_SHORT[1] += " gener"
_SHORT[5] += " maig"
_SHORT[6] += " juny"
_SHORT[8] += " agost"
# (xleft34) Welsh, Irish, Maltese and Luxembourgish names, which do not inflect in a date (Welsh "Mawrth" is Tuesday
# too, Irish "Nollaig" a name: a day's digit before and a year after are asked), and Catalan "març", Icelandic "maí"
_SHORT[1] += " ionawr eanáir jannar"
_SHORT[2] += " chwefror feabhra frar"
_SHORT[3] += " mawrth márta marzu març mäerz"
_SHORT[4] += " ebrill aibreán abrëll"
_SHORT[5] += " bealtaine mejju maí mee"
_SHORT[6] += " mehefin meitheamh ġunju"
_SHORT[7] += " gorffennaf iúil lulju"
_SHORT[8] += " awst lúnasa awwissu"
_SHORT[9] += " medi settembru"
_SHORT[10] += " hydref ottubru"
_SHORT[11] += " tachwedd samhain"
_SHORT[12] += " rhagfyr nollaig diċembru"
_SHORT[5] += " мая май мај מאי"  # Russian, Serbian, Hebrew May: three letters (Romanian "mai" is there)
_SHORT[6] += " јун"
_SHORT[7] += " јул"
# month names that name another month in another language, read by the page's language: Croatian (and
# Bosnian) "listopad" is October where Polish, Czech, Slovene and Ukrainian "listopad" is November, and
# Croatian shortens June and October to "lip." and "lis." where Polish shortens July and November so
_OWN_MONTHS: dict[str, tuple[dict[str, int], dict[str, int]]] = {
    "hr": ({"listopad": 10}, {"sij": 1, "velj": 2, "ožu": 3, "tra": 4, "svi": 5, "lip": 6, "srp": 7, "kol": 8,
                              "ruj": 9, "lis": 10, "stu": 11, "pro": 12}),
}
for _lang in ("bs", "sh", "sr", "cnr"):  # a Bosnian, Montenegrin or Serbian page writing "listopad" uses Croatian names
    _OWN_MONTHS[_lang] = _OWN_MONTHS["hr"]
# the words whose month depends on the language (a page that does not say its language is detected for them):
# "listopad", or "lis"/"lip" opening a word and followed by a year.  Written to open with the literal "li" (the
# word start tested behind it: the character before the "l" is no word character) so that `re` scans for
# that prefix instead of trying two alternatives and a lookbehind at every position: it is searched in the
# whole text of a page that states no language, ~6x less CPU (the same matches)
DEPENDS_ON_LANGUAGE = re.compile(r"li(?:stopad|(?<!\w..)[sp]\.?\s*(?:19|20)\d\d)", re.I)
# ... searched in an ASCII text lowered, without re.I (``firstchar.lowered_search``): the whole texts of 24 of 248
# sample pages, 21 -> 14 ms
depends_on_language = firstchar.lowered_search(DEPENDS_ON_LANGUAGE)
_ENGLISH_SHORT = frozenset("jan feb mar apr may jun jul aug sep sept oct nov dec".split())
INFLECTION = 3
_STEMS = sorted(((w, m) for m, words in _NAMES.items() for w in words.split()), key=lambda item: -len(item[0]))
_EXACT = {w: m for m, words in _SHORT.items() for w in words.split()}
_EXACT.update({w: m for m, words in _NAMES.items() for w in words.split()})
_EXACT.update({"meán fómhair": 9, "deireadh fómhair": 10})  # (xleft34) Irish September and October, two words
_LETTERS = r"[^\W\d_]"
_WORD = rf"({_LETTERS}{{3,12}})\.?"
_ORDINAL = r"(?:st|nd|rd|th|er|re|º|°|ª)?"  # 24th, 1er (French), 1° (Italian), 1º (Spanish)
_YEAR4 = r"((?:19|20)\d\d)"
# (pattern, group order: year, month, day, whether a short month must be English); a month as a word is looked up
_PATTERNS = (
    (re.compile(r"(?<!\d)(\d{4})-(\d\d)-(\d\d)(?!\d)"), (1, 2, 3), False),
    (re.compile(r"(?<![\d/])(\d{4})/(\d{1,2})/(\d{1,2})(?![\d/])"), (1, 2, 3), False),  # 2025/4/29: year first
    (re.compile(r"(?<![\d.])(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})(?!\d)"), (3, 2, 1), False),  # 24.11.2026, day first
    # ((xleft34) Catalan "1 d'agost del 2026", Maltese "30 ta' Novembru 2026", Irish "1 Meán Fómhair 2026")
    (re.compile(rf"(?<!\d)(\d{{1,2}}){_ORDINAL}\.?\s+(?:de\s+|d['’]|ta['’]\s*)?((?:meán|deireadh)\s+fómhair|{_LETTERS}{{3,12}})"
                rf"\.?,?\s+(?:del?\s+)?(\d{{4}})(?!\d)", re.I),
     (3, 2, 1), False),
    (re.compile(rf"{_WORD}\s+(\d{{1,2}}){_ORDINAL},?\s+(\d{{4}})(?!\d)", re.I), (3, 1, 2), True),  # Nov 24, 2026
    (re.compile(r"(?<![\d-])(\d{1,2})-([^\W\d_]{3,10})\.?-(\d{4})(?![\d-])"), (3, 2, 1), False),  # 04-Aug-2021
    (re.compile(rf"(?<![\d.]){_YEAR4}\.\s*{_WORD}\s+(\d{{1,2}})(?!\d)", re.I), (1, 2, 3), False),  # 2026. nov. 24.
    (re.compile(rf"(?<![\d.]){_YEAR4}\.\s?(\d{{1,2}})\.\s?(\d{{1,2}})(?:\.|(?![\d.]))"), (1, 2, 3), False),
    # ngày 4 tháng 5 năm 2024, 4 tháng 5, 2024 (Vietnamese)
    (re.compile(r"(?<!\d)(\d{1,2})\s+tháng\s+(\d{1,2})(?:\s*,\s*|\s+năm\s+|/)(\d{4})(?!\d)", re.I), (3, 2, 1), False),
    # 2026ko azaroaren 30a, 2021eko martxoaren 3an (Basque)
    (re.compile(rf"(?<!\d)(\d{{4}})(?:e)?ko\s+{_WORD}\s+(\d{{1,2}})(?!\d)", re.I), (1, 2, 3), False),
    # 2024 m. gegužės 4 d. (Lithuanian), 2024. gada 4. maijs (Latvian)
    (re.compile(rf"(?<!\d){_YEAR4}\s*m\.\s+{_WORD}\s+(\d{{1,2}})\s*d\.", re.I), (1, 2, 3), False),
    (re.compile(rf"(?<!\d){_YEAR4}\.\s*gada\s+(\d{{1,2}})\.\s*{_WORD}", re.I), (1, 3, 2), False),
    # 2024年5月2日 (Chinese, Japanese), 2024년 5월 2일 (Korean)
    (re.compile(r"(?<!\d)(\d{4})\s*(?:年|년)\s*(\d{1,2})\s*(?:月|월)\s*(\d{1,2})\s*(?:日|号|號|일)"), (1, 2, 3), False),
)
# month names that are not one word of letters as the patterns read them: two words (the Levant's Arabic
# months, "تشرين الأول"), two letters ("آب", Persian "مه"), or written with combining marks (Devanagari,
# Bengali, Thai vowels): :func:`plain` writes them as English names before the search
_ALIASES = {
    1: "كانون الثاني جانفي ژانویه जनवरी জানুয়ারি มกราคม",
    2: "شباط فيفري فوریه फ़रवरी फरवरी ফেব্রুয়ারি กุมภาพันธ์",
    3: "آذار मार्च মার্চ มีนาคม",
    4: "نيسان أفريل آوریل अप्रैल এপ্রিল เมษายน",
    5: "أيار ماي مه मई মে พฤษภาคม",
    6: "حزيران جوان ژوئن जून জুন มิถุนายน",
    7: "تموز جويلية يوليوز ژوئیه जुलाई জুলাই กรกฎาคม",
    8: "آب أوت غشت اوت अगस्त আগস্ট สิงหาคม",
    9: "أيلول شتنبر سپتامبر सितंबर सितम्बर সেপ্টেম্বর กันยายน",
    10: "تشرين الأول اکتبر अक्टूबर অক্টোবর ตุลาคม",
    11: "تشرين الثاني نونبر نوامبر नवंबर नवम्बर নভেম্বর พฤศจิกายน",
    12: "كانون الأول دجنبر دسامبر दिसंबर दिसम्बर ডিসেম্বর ธันวาคม",
}
_ENGLISH = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december")
_ALIAS_OF: dict[str, str] = {}
for _month, _words in _ALIASES.items():
    _ALIAS_OF.update((w, _ENGLISH[_month - 1]) for w in _words.split() if " " not in w)
for _name in ("كانون الثاني", "تشرين الأول", "تشرين الثاني", "كانون الأول"):
    _ALIAS_OF[_name] = next(_ENGLISH[m - 1] for m, words in _ALIASES.items() if words.startswith(_name) or
                            f" {_name}" in words)
_ALIAS = re.compile(r"(?<!\w)(" + "|".join(sorted(map(re.escape, _ALIAS_OF), key=len, reverse=True)) + r")(?!\w)")
_ALIAS_SCRIPTS = re.compile(r"[\u0600-\u06ff\u0900-\u09ff\u0e00-\u0e7f]")
_THAI_YEAR = re.compile(r"(?<!\d)25([0-9]{2})(?!\d)")  # the Buddhist era, 543 years ahead
_DUALS = {"يومين": "2 أيام", "ساعتين": "2 ساعات", "دقيقتين": "2 دقائق"}
_DUAL = re.compile(r"(?<!\w)(" + "|".join(_DUALS) + r")(?!\w)")
# the decimal digits of other scripts (Arabic-Indic, Persian, Devanagari, Bengali, Thai, fullwidth ...)
_DIGITS = {zero + i: str(i) for zero in (0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66,
                                          0xCE6, 0xD66, 0xDE6, 0xE50, 0xED0, 0xF20, 0x1040, 0x17E0, 0x1810, 0xFF10)
           for i in range(10)}


def plain(text: str) -> str:
    """``text`` with the digits of other scripts as ASCII digits (``٢ مايو ٢٠٢٤``, ``۲۰۲۴/۰۵/۰۲``), the Arabic
    dual of an age as a count (``منذ يومين``: ``منذ 2 أيام``) and the
    month names the patterns cannot read as English ones (``٢ أيار ٢٠٢٤``, ``4 मई 2024``), a Thai date's
    Buddhist year as the Gregorian; unchanged when ASCII.  For every short text the date search reads."""
    if text.isascii():
        return text
    text = text.translate(_DIGITS)
    if "ين" in text:  # the Arabic dual: "منذ يومين" is two days ago
        text = _DUAL.sub(lambda m: _DUALS[m.group(1)], text)
    if _ALIAS_SCRIPTS.search(text) is not None:
        thai = any("\u0e00" <= c <= "\u0e7f" for c in text)
        text = _ALIAS.sub(lambda m: _ALIAS_OF[m.group(1)], text)
        if thai:
            text = _THAI_YEAR.sub(lambda m: str(2500 + int(m.group(1)) - 543), text)
    return text


# 24.11.26, 11/24/26: a two-digit year, read only where the page's template says a date is (pagedate's cues)
_SHORT_YEAR = re.compile(r"(?<![\d.,/])(\d{1,2})([./])(\d{1,2})\2(\d\d)(?![\d./]|,\d)")

_PUBLISHED = re.compile(r"\bpubli|\bpubblic|opublikow|gepubliceerd|posted|veröffentlicht|erschienen|erstellt|paru le|"
                        r"créé le|vydáno|"
                        r"vytvořeno|zveřejněn|zverejnen|közzétéve|megjelent|"
                        # Russian, Ukrainian, Nordic, Finnish, Turkish, Greek, Indonesian, South Slavic, Arabic,
                        # Persian, Hebrew, Japanese, Chinese, Korean
                        r"опубликован|опублікован|публикац|дата публ|publicer|publiser|julkaistu|yayınla|yayın tarihi|"
                        r"δημοσιε|δημοσίευ|diterbitkan|objavljen|نشر|تاریخ انتشار|منتشر شد|פורסם|公開日|投稿日|发布|發佈|"
                        r"发表|發表|입력", re.I)
_UPDATED = re.compile(r"modif|updat|aktualiz|aktualis|actualis|edited|revis|geändert|aggiorn|mis à jour|mise à jour|\bmàj|"
                      r"actualiz|atualiz|änderung|bijgewerkt|gewijzigd|frissítve|módosít|upraveno|\bstand\b\s*(?::|\d)|"
                      r"обновлен|оновлен|изменен|uppdater|opdater|oppdater|päivitetty|güncelle|ενημερ|diperbarui|"
                      r"ažurirano|posodobljeno|تحديث|محدث|بروزرسانی|به‌روزرسانی|עודכן|更新|수정|업데이트|cập nhật",
                      re.I)
# the two searched in lowered ASCII text without re.I (``firstchar.lowered_search``; the labels and class names of
# 248 sample pages: _UPDATED 10.8 -> 1.8 ms, _PUBLISHED 2.8 -> 0.9 ms)
_PUBLISHED_FOUND = firstchar.lowered_search(_PUBLISHED)
_UPDATED_FOUND = firstchar.lowered_search(_UPDATED)


def make_day(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


@functools.lru_cache(maxsize=4096)
def month_number(word: str, english_short: bool = False, lang: str = "") -> int | None:
    """The month a word names (``November``, ``listopadu``, ``Okt``, ``11``), else None; with
    ``english_short`` a short form counts only when it is English; in the language ``lang`` (ISO 639-1)
    when the word names another month there (Croatian ``listopada`` is October, Polish November)."""
    if word.isdigit():
        return int(word)
    word = word.lower()
    if " " in word or "\xa0" in word:  # (xleft34) an Irish month of two words, "Meán Fómhair", spaced as the key
        word = " ".join(word.split())
    own = _OWN_MONTHS.get(lang)
    if own is not None:
        stems, shorts = own
        if not english_short and word in shorts:
            return shorts[word]
        for stem, number in stems.items():
            if word.startswith(stem) and len(word) <= len(stem) + INFLECTION:
                return number
    number = _EXACT.get(word)
    if number is not None:
        return None if english_short and word in _SHORT_SET and word not in _ENGLISH_SHORT else number
    for stem, number in _STEMS:
        if word.startswith(stem) and len(word) <= len(stem) + INFLECTION:
            return number
    return None


_SHORT_SET = frozenset(w for words in _SHORT.values() for w in words.split())


def text_days(segment: str, lang: str = "") -> list[tuple[int, int, dt.date]]:
    """Every full date written in a short piece of text, as (start, end, day), in the order written; a
    date overlapping one before it is not another.  Month names are read in the page's language ``lang``
    where that matters (``listopada``), and a Solar Hijri date (``8 آذر 1403``) as its Gregorian day
    (:mod:`corpustools.vert.calendars`); a year before ``FIRST_YEAR`` is some other calendar's (the Solar
    or lunar Hijri year 1403 or 1446), not a Gregorian date."""
    found = calendars.solar_days(segment, lang) + calendars.minguo_days(segment, lang)
    for pattern, (y, m, d), english in _PATTERNS:
        for match in pattern.finditer(segment):
            year = int(match.group(y))
            month = month_number(match.group(m), english, lang) if year >= FIRST_YEAR else None
            day = make_day(year, month, int(match.group(d))) if month else None
            if day is not None:
                found.append((match.start(), match.end(), day))
    if len(found) < 2:
        return found
    found.sort()
    kept = [found[0]]
    for item in found[1:]:
        if item[0] >= kept[-1][1]:
            kept.append(item)
    return kept


def text_day(segment: str, lang: str = "") -> dt.date | None:
    """The first full date written in a short piece of text: ``2026-11-20``, ``20. 11. 2026`` (always
    day-first), ``20 November 2026``, ``20. listopadu 2026``, ``November 20th, 2026``, ``20-Nov-2026``,
    ``2026. november 20.``; see :func:`text_days` for ``lang``."""
    found = text_days(segment, lang)
    return found[0][2] if found else None


_MONTH_YEAR = re.compile(rf"(?<![\d.]){_WORD}\s+{_YEAR4}(?![\d.,]\d)")


def month_day(segment: str, lang: str = "") -> dt.date | None:
    """The first day of the first month written with its year and no day (``June 2022``, ``Juni 2022``):
    for a line labelled as a date's ("Last updated: June 2022"), the last resort."""
    for found in _MONTH_YEAR.finditer(segment):
        month = month_number(found.group(1), True, lang)
        if month:
            return make_day(int(found.group(2)), month, 1)
    return None


def chosen_day(segment: str, lang: str = "") -> tuple[dt.date | None, str]:
    """The publication day a short text gives (see the module docstring) and its label: ``"published"``,
    ``"updated"`` (the only days given are labelled so) or ``""``; ``lang`` as for :func:`text_days`."""
    found = text_days(segment, lang)
    if not found:
        return None, ""
    return labelled(segment, [(start, day) for start, _, day in found])


def labelled(segment: str, found: list[tuple[int, dt.date]]) -> tuple[dt.date, str]:
    """Of the days found at those places in ``segment``: the one labelled published, else the first
    without a label, else the first (an update's); and its label."""
    plain = None
    since = 0
    for start, day in found:
        label = segment[since:start]
        since = start + 1
        if _PUBLISHED_FOUND(label):
            return day, "published"
        if plain is None and not _UPDATED_FOUND(label):
            plain = day
    return (plain, "") if plain is not None else (found[0][1], "updated")


def labels(text: str) -> bool:
    """Whether ``text`` says a date in it is the publication's or the update's."""
    return _PUBLISHED_FOUND(text) or _UPDATED_FOUND(text)


def label_of(text: str) -> str:
    """``"published"`` or ``"updated"`` when the last label in ``text`` says so, else ``""``.  Most texts
    (the words before a date in a table's cell, a list of events) hold neither label: they are told so by
    :func:`labels`' lowered searches, without the two case-insensitive scans (a page of 330 dated cells:
    ~14 -> ~1 ms)."""
    if not labels(text):
        return ""
    last = ""
    at = -1
    for kind, pattern in (("published", _PUBLISHED), ("updated", _UPDATED)):
        for found in pattern.finditer(text):
            if found.start() > at:
                last, at = kind, found.start()
    return last


def update_label(text: str) -> bool:
    """Whether ``text`` (a class name, or the words before a date) says the date is an update's and not
    the publication's (``class="date updated"`` but not WordPress's ``"published updated"``)."""
    return _UPDATED_FOUND(text) and not _PUBLISHED_FOUND(text)


def short_year_day(text: str, month_first: bool) -> dt.date | None:
    """A date with a two-digit year (``24.11.26``, ``11/24/26``, ``24/11/26``): as the page's language
    writes it (``month_first``: American English, whose sites write ``11.03.17`` for 3 November too), else
    day first; the other order when that makes no day (``10.15.15``); 19xx from 70 on, else 20xx."""
    for found in _SHORT_YEAR.finditer(text):
        a, b, yy = int(found.group(1)), int(found.group(3)), int(found.group(4))
        year = 1900 + yy if yy >= 70 else 2000 + yy
        if month_first and a <= 12:
            a, b = b, a
        day = make_day(year, b, a) or make_day(year, a, b)
        if day is not None:
            return day
    return None


_COUNT = r"(\d{1,3}|an?|one|eine[mr]?|une?|una?|uma?|um|een|jedn[ąa])"
_AGES = (  # (pattern, the group of the number, the group of the unit)
    re.compile(rf"{_COUNT}\s+(min|minutes?|mins?|hours?|hrs?|days?)\s+ago\b", re.I),  # 2 hours ago
    re.compile(rf"\bvor\s+{_COUNT}\s+(Min\.?|Minuten?|Std\.?|Stunden?|Tag(?:en)?)(?!\w)", re.I),  # vor 2 Stunden
    re.compile(r"\bp[řr]ed\s+(\d{1,3})?\s*(min[uú]t(?:ou|ami)|min\.?|hodin(?:ou|ami)|hod\.?|dn(?:em|y|ami)|"
               r"dň(?:om|ami))(?!\w)", re.I),  # před 3 hodinami, pred 2 dňami, pred 15 minútami
    re.compile(rf"\bil y a\s+{_COUNT}\s+(min|minutes?|heures?|h|jours?)(?!\w)", re.I),  # il y a 3 heures
    re.compile(rf"{_COUNT}\s+(minut[oi]|or[ae]|giorn[oi])\s+fa\b", re.I),  # 2 ore fa
    re.compile(rf"\bhace\s+{_COUNT}\s+(minutos?|horas?|días?|dias?)(?!\w)", re.I),  # hace 2 horas
    re.compile(rf"\bh[áa]\s+{_COUNT}\s+(minutos?|horas?|dias?)(?!\w)", re.I),  # há 2 horas
    re.compile(rf"{_COUNT}\s+(minuten|minuut|uur|dagen|dag)\s+geleden\b", re.I),  # 3 uur geleden
    re.compile(rf"{_COUNT}\s+(minut[ay]?|godzin[ay]?|godz\.|dni|dzień)\s+temu\b", re.I),  # 2 godziny temu
    re.compile(r"(\d{1,3})\s+(perce|órája|napja)\b", re.I),  # 3 órája
    re.compile(r"(\d{1,3})\s+(минут[уы]?|час(?:а|ов)?|дн(?:я|ей)|день)\s+назад(?!\w)", re.I),  # 3 дня назад
    re.compile(r"(\d{1,3})\s+(хвилин[уи]?|годин[уи]?|дн(?:і|ів)|день)\s+тому(?!\w)", re.I),  # 3 дні тому
    re.compile(r"\bf[öo]r\s+(\d{1,3})\s+(minut(?:er)?|timm(?:e|ar)|dag(?:ar)?)\s+sedan\b", re.I),  # för 3 dagar sedan
    re.compile(r"\bfor\s+(\d{1,3})\s+(minut(?:ter)?|timer?|dage?r?|døgn)\s+siden\b", re.I),  # for 3 dage siden
    re.compile(r"(\d{1,3})\s+(dakika|saat|gün)\s+önce(?!\w)", re.I),  # 3 gün önce
    re.compile(r"\bacum\s+(\d{1,3})\s+(minute|minut|ore|oră|ora|zile|zi)(?!\w)", re.I),  # acum 2 zile
    re.compile(r"(?<!\w)πριν(?:\s+από)?\s+(\d{1,3})\s+(λεπτά|λεπτό|ώρες|ώρα|ημέρες|ημέρα|μέρες|μέρα)(?!\w)", re.I),
    re.compile(r"(?<!\w)منذ\s+(\d{1,3})\s+(دقائق|دقيقة|ساعات|ساعة|أيام|ايام|يوم)(?!\w)"),  # منذ 3 أيام
    re.compile(r"(\d{1,3})\s+(minuuttia|tuntia|päivää)\s+sitten\b", re.I),  # 3 päivää sitten
    re.compile(r"(\d{1,3})\s+(menit|jam|hari)\s+(?:yang\s+)?lalu\b", re.I),  # 3 hari yang lalu
    re.compile(r"\bprij?e\s+(\d{1,3})\s+(minut[ae]?|sata?|sati|dana?)(?!\w)", re.I),  # prije 3 dana
    re.compile(r"(\d{1,3})\s*(分钟|分鐘|分|小时|小時|時間|天|日|시간|분|일)\s*(?:前|전)"),  # 3日前, 3天前, 3일 전
    re.compile(r"(?<!\w)לפני\s+(\d{1,3})\s+(דקות|שעות|ימים)(?!\w)"),  # לפני 3 ימים
    re.compile(r"(\d{1,3})\s+(मिनट|घंटे|घंटा|दिन)\s+पहले"),  # 3 दिन पहले
    re.compile(r"(\d{1,3})\s+(دقیقه|ساعت|روز)\s+پیش(?!\w)"),  # ۳ روز پیش
    re.compile(r"(\d{1,3})\s+(phút|giờ|ngày)\s+trước(?!\w)", re.I),  # 3 ngày trước
    re.compile(r"(\d{1,3})\s*(นาที|ชั่วโมง|วัน)(?:ที่)?\s*แล้ว"),  # 3 วันที่แล้ว
)
_UNITS = (("мин", "minutes"), ("хвил", "minutes"), ("час", "hours"), ("годин", "hours"), ("дн", "days"),
          ("ден", "days"), ("dak", "minutes"), ("saat", "hours"), ("sat", "hours"), ("timm", "hours"),
          ("time", "hours"), ("tunti", "hours"), ("jam", "hours"), ("hari", "days"), ("menit", "minutes"),
          ("λεπτ", "minutes"), ("ώρ", "hours"), ("دقي", "minutes"), ("دقا", "minutes"), ("ساع", "hours"),
          ("分", "minutes"), ("분", "minutes"), ("小", "hours"), ("時", "hours"), ("시", "hours"), ("oră", "hours"),
          ("ora", "hours"), ("ore", "hours"), ("דק", "minutes"), ("שע", "hours"), ("मिनट", "minutes"),
          ("घंट", "hours"), ("دقی", "minutes"), ("phút", "minutes"), ("giờ", "hours"), ("นาที", "minutes"),
          ("ชั่วโมง", "hours"),
          ("min", "minutes"), ("perc", "minutes"), ("h", "hours"), ("std", "hours"), ("stun", "hours"),
          ("or", "hours"), ("uur", "hours"), ("godz", "hours"), ("ó", "hours"), ("heure", "hours"),
          ("day", "days"), ("tag", "days"), ("dn", "days"), ("dň", "days"), ("jour", "days"),
          ("giorn", "days"), ("d", "days"), ("dag", "days"), ("dni", "days"), ("dzie", "days"), ("nap", "days"))
_DAY_WORDS = re.compile(r"\b(today|heute|dnes|aujourd['’]hui|oggi|hoy|hoje|vandaag|dzisiaj|dziś|"
                        r"yesterday|gestern|včera|vcera|hier|ieri|ayer|ontem|gisteren|wczoraj|tegnap)\b"
                        r"[\s,:-]*(?:at|um|v|ve|o|à|alle|a las|às|om|)\s*\d{1,2}[:.h]\d\d(?!\d)", re.I)
_YESTERDAY = frozenset("yesterday gestern včera vcera hier ieri ayer ontem gisteren wczoraj tegnap".split())
# ... and the Czech and Slovak day words alone in a date element ("včera", "dnes", "predvčerom": news sites' lists
# and articles write this week's days so, without the time); the number is the days back
_DAY_ALONE = re.compile(r"\s*(dnes|dneska|včera|vcera|předevčírem|predevcirem|predvčerom|predvcerom)\s*", re.I)
_DAYS_BACK = {"dnes": 0, "dneska": 0, "včera": 1, "vcera": 1}
MAX_AGE_DAYS = 31  # "45 days ago" is still a day; more is no longer believable as one


def relative_day(text: str, captured: dt.datetime | None) -> dt.date | None:
    """The day a relative date in ``text`` names, counted back from the capture ``captured`` (UTC), or
    None (see the module docstring)."""
    if captured is None:
        return None
    for pattern in _AGES:
        found = pattern.search(text)
        if found is None:
            continue
        count = found.group(1)
        number = int(count) if count and count.isdigit() else 1
        unit = found.group(2).lower()
        kind = next((name for prefix, name in _UNITS if unit.startswith(prefix)), "days")
        if kind == "days" and number > MAX_AGE_DAYS:
            return None
        return (captured - dt.timedelta(**{kind: number})).date()
    found = _DAY_WORDS.search(text)
    if found is not None:
        back = 1 if found.group(1).lower() in _YESTERDAY else 0
        return captured.date() - dt.timedelta(days=back)
    alone = _DAY_ALONE.fullmatch(text) if len(text) <= 20 else None
    if alone is not None:
        return captured.date() - dt.timedelta(days=_DAYS_BACK.get(alone.group(1).lower(), 2))
    return None


# a day and month without the year, as news sites write this year's dates: "7. 2. 16:10", "24.11., 14:30 Uhr",
# "Nov 24 · 5 min read"; not followed by a year
_YEARLESS = (
    (re.compile(r"(?<![\d.:])(\d{1,2})\.\s?(\d{1,2})\.(?=,?\s*(?:\d{1,2}[:.]\d\d(?!\.?\d)|$))"), (2, 1)),
    (re.compile(rf"(?<![\d.]){_WORD}\s+(\d{{1,2}}){_ORDINAL}(?![\d.,:]|\s*,?\s*\d)", re.I), (1, 2)),
    (re.compile(rf"(?<![\d.:])(\d{{1,2}}){_ORDINAL}\.?\s+{_WORD}(?!\s*,?\s*\d)", re.I), (2, 1)),
)


def yearless_day(text: str, captured: dt.date, lang: str = "") -> dt.date | None:
    """The day of a date written without its year (see ``_YEARLESS``): the last such day up to the
    capture ``captured`` (plus one, for time zones ahead of UTC).  None when ``text`` writes a year
    somewhere (``Dec 28 Sat 2013``) or two such days (``Sat 7 Mar – Mon 9 Mar``: a delivery's)."""
    if _ANY_YEAR.search(text):
        return None
    days = set()
    for pattern, (m, d) in _YEARLESS:
        for found in pattern.finditer(text):
            month = month_number(found.group(m), True, lang)
            day = make_day(captured.year, month, int(found.group(d))) if month else None
            if day is None:
                continue
            if day > captured + dt.timedelta(days=1):
                day = make_day(captured.year - 1, day.month, day.day)
            days.add(day)
    return days.pop() if len(days) == 1 else None


_ANY_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
