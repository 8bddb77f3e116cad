"""Tokens and sentences of scripts MorphoDiTa's rules do not know: sentences end in scripts without case
(Arabic, Hebrew, Hindi, Korean, Georgian ...) and at their own full stops (。 ؟ ۔ । ։ ።, Greek's ";"), Chinese
and Japanese are cut into characters (no clause is one token), Hebrew acronyms (צה"ל) stay one token; Latin
and Cyrillic text is tokenized as before.  The last test runs a whole ``vert`` on a WARC of such pages."""

from __future__ import annotations

import re

import pytest
from vert_support import CS_TEXT, EN_TEXT, docs_of, make_warc, page, read_vert, settings_data

from corpustools.vert import tokenize


def _sentences(text: str, lang: str) -> list[str]:
    """The sentences of ``text`` as their tokens joined by spaces."""
    return [" ".join(form for form, _, _ in sent) for sent in tokenize.sentences(text, lang)]


def _lines(text: str, lang: str) -> list[str]:
    return tokenize.sentence_lines(text, lang)[0]


@pytest.mark.parametrize(("lang", "text", "count"), [
    ("ar", "أعلنت الحكومة خطة جديدة اليوم. وقالت الوزارة إنها ستبدأ قريبا؟ نعم!", 3),
    ("fa", "دولت برنامه جدیدی را اعلام کرد. وزارت گفت که به زودی آغاز می شود.", 2),
    ("ur", "حکومت نے نیا منصوبہ پیش کیا۔ وزارت نے کہا کہ کام جلد شروع ہوگا۔", 2),
    ("he", "הממשלה הודיעה על תוכנית חדשה. המשרד אמר שהיא תתחיל בקרוב? כן!", 3),
    ("hi", "सरकार ने नई योजना की घोषणा की। मंत्रालय ने कहा कि काम जल्द शुरू होगा।", 2),
    ("ko", "정부는 오늘 새 계획을 발표했다. 내일은 비가 온다? 네!", 3),
    ("ka", "მთავრობამ ახალი გეგმა გამოაცხადა. სამინისტრომ თქვა, რომ მალე დაიწყება.", 2),
    ("hy", "Կառավարությունը հայտարարեց նոր ծրագիր։ Նախարարությունը ասաց, որ այն շուտով կսկսվի։", 2),
    ("am", "መንግስት አዲስ እቅድ አስታውቋል። ሚኒስቴሩ በቅርቡ ይጀምራል ብሏል።", 2),
    ("el", "Τι κάνεις; Καλά είμαι, ευχαριστώ. Εσύ;", 3),
    ("km", "ខ្ញុំស្រឡាញ់ប្រទេសកម្ពុជា។ គាត់ទៅផ្សារ។", 2),
    ("my", "ကျွန်တော် စာအုပ် ဖတ်တယ်။ သူ ဈေး သွားတယ်၊ ပြီးတော့ ပြန်လာတယ်။", 2),  # ၊ is a comma
    ("zh", "今天天气很好。明天下雨！真的吗？", 3),
    ("ja", "今日は晴れです。明日は雨！「それは何ですか？」と聞いた。", 3),
])
def test_sentences_end_in_scripts_without_case_and_at_their_own_full_stops(lang, text, count):
    sents = _sentences(text, lang)
    assert len(sents) == count, sents
    assert "".join(_lines(text, lang)).count("<s>") == count


def test_abbreviations_before_a_word_of_a_script_without_case_do_not_end_a_sentence():
    # "د." (Dr.) in Arabic, "डॉ." in Hindi: a word of one or two characters before the full stop
    assert len(_sentences("قال د. أحمد إن الخطة جيدة.", "ar")) == 1
    assert len(_sentences("डॉ. शर्मा ने कहा कि योजना अच्छी है।", "hi")) == 1


def test_chinese_and_japanese_are_cut_into_characters_glued_together():
    zh = _sentences("台北看守所昨天抽查前總統陳水扁的房舍，引來扁的強烈不滿。", "zh")
    assert zh == [" ".join("台北看守所昨天抽查前總統陳水扁的房舍，引來扁的強烈不滿。")]
    ja = _sentences("コンピューターを使う東京都の２００８年度予算。", "ja")
    assert ja == ["コンピューター を 使 う 東 京 都 の ２００８ 年 度 予 算 。"]  # katakana and digit runs stay whole
    lines = _lines("東京でiPhone 15を買った。", "ja")
    assert lines == ["<s>", "東", "<g/>", "京", "<g/>", "で", "<g/>", "iPhone", "15", "<g/>", "を", "<g/>", "買",
                     "<g/>", "っ", "<g/>", "た", "<g/>", "。", "</s>"]


def test_hebrew_acronyms_and_abbreviations_are_one_token():
    sents = _sentences('צה"ל ימשיך במשימות. האו"ם פרסם הודעה ע"י דובר ביום ו\' בערב. הוא אמר "שלום" לכולם.', "he")
    assert sents == ['צה"ל ימשיך במשימות .', 'האו"ם פרסם הודעה ע"י דובר ביום ו\' בערב .',
                     'הוא אמר " שלום " לכולם .']


def test_latin_and_cyrillic_text_is_tokenized_as_before():
    from ufal.morphodita import Tokenizer, TokenRanges

    for text, lang, tok in [(CS_TEXT, "cs", Tokenizer.newCzechTokenizer()), (EN_TEXT, "en", Tokenizer.newEnglishTokenizer()),
                            ("Это предложение. это продолжение! Да? Нет.", "ru", Tokenizer.newGenericTokenizer())]:
        tok.setText(text)
        ranges = TokenRanges()
        plain = []
        while tok.nextSentence(None, ranges):
            plain.append(" ".join(text[r.start:r.start + r.length] for r in ranges))
        assert _sentences(text, lang) == plain


def test_vert_writes_sentences_and_characters_of_arabic_and_chinese_pages(tmp_path):
    from corpustools.vert.run import convert

    ar = ("أعلنت الحكومة اليوم عن خطة جديدة لدعم المدارس في المدن الكبرى. وقالت الوزارة إن العمل سيبدأ في "
          "الشهر المقبل؟ وأكد المتحدث أن الخطة ستشمل جميع المحافظات.")
    zh = "台北看守所昨天抽查前總統陳水扁的房舍，引來扁的強烈不滿。台北看守所昨天立即澄清，查房是例行公事。"
    warc = make_warc(tmp_path / "in.warc.gz", [
        {"url": "https://www.example.com/ar/news", "html": page(f"<main><h1>خبر</h1><p>{ar}</p><p>{ar}</p></main>", "خبر")},
        {"url": "https://www.example.tw/news", "html": page(f"<main><h1>新聞</h1><p>{zh}</p><p>{zh}</p></main>", "新聞")}])
    out = tmp_path / "out.vert"
    convert(settings_data(), [warc], out, workers=1, source="test")
    ar_doc, zh_doc = docs_of(read_vert(out))
    ar_p = ar_doc[ar_doc.index('<p lang="ar">'):]
    assert ar_p.split("</p>")[0].count("<s>") == 3
    zh_p = zh_doc[zh_doc.index('<p lang="zh">'):].split("</p>")[0]
    assert zh_p.count("<s>") == 2
    tokens = [t for t in zh_p.split("\n") if t and not t.startswith("<")]
    assert "".join(tokens) == zh and max(map(len, tokens)) == 1
    assert not re.search(r"\n[\u4e00-\u9fff]{2,}\n", zh_doc)


def test_words_joined_by_a_zero_width_non_joiner_are_one_token():
    # Persian writes the plural -ها and the prefix می with a ZWNJ: the word was three tokens, one invisible
    text = "این کتاب\u200cها را می\u200cخوانم و خوشحال می\u200cشوم."
    assert _sentences(text, "fa") == ["این کتاب\u200cها را می\u200cخوانم و خوشحال می\u200cشوم ."]
    assert "\u200c" not in _lines(text, "fa")
