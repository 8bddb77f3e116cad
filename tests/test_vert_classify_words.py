"""The stop-word density that judges a block (``classify._initial``) counts the words of ``\\w+`` in the
lowered text; ASCII text takes a path without the regular expression, which must count the same words
(digits, underscores, upper case, punctuation glued to words, control characters and tabs between them)."""

from __future__ import annotations

import random
import re

from corpustools.vert import classify
from corpustools.vert.extract import Block

_WORD = re.compile(r"\w+")


def _reference(text: str, stops: frozenset[str], word: re.Pattern[str] = _WORD) -> str:
    """What ``_initial`` decides for a long, link-free block, with the words found by the pattern."""
    words = word.findall(text.lower())
    density = sum(w in stops for w in words) / len(words) if words else 0.0
    length = classify.text_length(text)
    if density >= classify.STOPWORDS_HIGH:
        return "good" if length > classify.LENGTH_HIGH else "near-good"
    return "near-good" if density >= classify.STOPWORDS_LOW else "bad"


def test_ascii_blocks_count_the_words_the_pattern_finds():
    stops = classify.stoplist("en")
    assert stops, "jusText's English stop list is needed"
    pieces = ["the", "The", "THE", "of", "and", "to", "is", "news", "report_2024", "x86", "_", "__init__",
              "don't", "e-mail", "U.S.", "(and)", "[of]", "the,", "and.", "42", "3.14", "über", "A\tB", "a\x0bb",
              "of\x1ethe", "#", "--", "it's", "to/from", "and/or", "@the", "of...", "ThE;", "\x7f", "~"]
    rng = random.Random(12)
    decided = set()
    for _ in range(3000):
        words = [rng.choice(pieces) for _ in range(rng.randint(12, 60))]
        text = "".join(w + rng.choice([" ", " ", " ", "", ", ", "\t", "  "]) for w in words).strip()
        if not text.isascii() or len(text) < classify.LENGTH_LOW:
            continue
        got = classify._initial(Block("p", text), stops)
        assert got == _reference(text, stops), text
        decided.add(got)
    assert decided == {"good", "near-good", "bad"}  # the texts reach every verdict, not one side only


def test_non_ascii_blocks_keep_the_pattern():
    stops = classify.stoplist("cs")
    text = ("Vláda ve středu schválila návrh zákona o podpoře obnovitelných zdrojů energie a "
            "ministr řekl, že se to týká i domácností, které si pořídí tepelné čerpadlo.")
    assert classify._initial(Block("p", text), stops) == _reference(text, stops)


HI = ("सरकार ने सोमवार को देश के छोटे व्यवसायों की सहायता के लिए एक नए कार्यक्रम की घोषणा की। मंत्री ने कहा कि इस "
      "योजना से लाखों लोगों को फायदा होगा और गांवों में भी रोजगार के नए अवसर पैदा होंगे, लेकिन इसके लिए राज्यों के "
      "साथ मिलकर काम करना होगा।")
SR_LATIN = ("Vlada je u ponedeljak najavila novi program podrške malim preduzećima u regionima, a ministar je rekao da "
            "će on biti predstavljen u skupštini do kraja meseca i da se od njega očekuje mnogo novih radnih mesta.")
MK = ("Владата во понеделникот објави нова програма за поддршка на малиот бизнис во регионите, а министерот "
      "изјави дека таа ќе биде претставена во собранието до крајот на месецот и дека од неа се очекуваат нови работни места.")


def test_prose_in_indic_scripts_serbian_latin_and_newly_listed_languages_is_good():
    # \w stops at an Indic vowel sign ("की" was "क"): Hindi stop words were found at 0.14 of the words; Serbian
    # in Latin letters met jusText's Cyrillic list; Macedonian had no list (judged by length alone)
    for text, lang in ((HI, "hi"), (SR_LATIN, "sr"), (MK, "mk")):
        assert classify.stop_density(text, classify.stoplist(lang)) >= classify.STOPWORDS_HIGH, lang
        assert classify._initial(Block("p", text), classify.stoplist(lang)) == "good", lang
    assert classify._WORD.findall("की सहायता के लिए") == ["की", "सहायता", "के", "लिए"]
    # a list of links in Macedonian is not prose
    assert classify._initial(Block("p", "Македонија Свет Економија Спорт Култура Технологија Забава Здравје Време "
                                           "Хороскоп Видео Фото Магазин Архива Контакт Маркетинг Импресум"),
                             classify.stoplist("mk")) == "bad"


def test_non_ascii_blocks_count_the_words_the_pattern_finds():
    """Text that is not ASCII is cut at white space, a chunk that is all letters and digits being one word
    and any other searched with the pattern: the same words as the pattern finds in the whole text, with
    punctuation of other scripts, combining marks, digits and numbers of other scripts, underscores and the
    white space Unicode knows."""
    stops = classify.stoplist("de")
    assert stops, "jusText's German stop list is needed"
    pieces = ["der", "Der", "DIE", "und", "über", "Über", "für", "naïve", "l'été", "„Zitat“", "—", "–", "…",
              "_x", "İstanbul", "x\u0307y", "١٢٣", "½", "²", "中文", "日本語です", "Straße", "STRASSE", "«non»", "¿qué?",
              "e\u0301t\u00e9", "ǅemal", "Ⅻ", "a\u00a0b", "c\u2009d", "e\u3000f", "g\u2028h", "ﬁ", "z.B.", "3,5 %",
              "x—y", "·", "•", "die,", "und.", "(der)", "ist", "nicht", "\u200bdas", "das\u00ad", "ß", "की", "सहायता", "שָׁלוֹם", "مَرْحَبًا", "ภาษาไทย"]
    rng = random.Random(14)
    decided = set()
    for _ in range(3000):
        words = [rng.choice(pieces) for _ in range(rng.randint(12, 60))]
        text = "".join(w + rng.choice([" ", " ", " ", "", ", ", "\t", "\u00a0", "\u2003"]) for w in words).strip()
        if text.isascii() or len(text) < classify.LENGTH_LOW:
            continue
        got = classify._initial(Block("p", text), stops)
        assert got == _reference(text, stops, classify._WORD), text
        decided.add(got)
    assert decided == {"good", "near-good", "bad"}
