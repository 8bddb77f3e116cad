"""Language per paragraph: deterministic, ISO 639-1, short paragraphs take the document's language."""

from __future__ import annotations

from vert_support import CS_TEXT, CS_TEXT2, EN_TEXT, SK_TEXT

from corpustools.vert import langid


def test_majority_by_characters_and_short_paragraphs_take_the_document_language():
    texts = [EN_TEXT, CS_TEXT, CS_TEXT2, "Díky, Jano.", "OK"]
    langs, doc = langid.paragraph_languages(texts)
    assert doc == "cs"  # two Czech paragraphs outweigh one English
    assert langs == ["en", "cs", "cs", "cs", "cs"]


def test_codes_are_two_letters_and_restriction_works():
    langs, _ = langid.paragraph_languages([CS_TEXT, SK_TEXT, EN_TEXT])
    assert langs == ["cs", "sk", "en"]
    langs, _ = langid.paragraph_languages([CS_TEXT, SK_TEXT, EN_TEXT], languages=("cs", "en"))
    assert langs == ["cs", "cs", "en"]  # Slovak is not allowed: the closest allowed language


def test_langdetect_is_seeded_and_repeatable():
    first = [langid.detect(t, "langdetect") for t in (CS_TEXT, SK_TEXT, EN_TEXT)]
    second = [langid.detect(t, "langdetect") for t in (CS_TEXT, SK_TEXT, EN_TEXT)]
    assert first == second and [lang for lang, _ in first] == ["cs", "sk", "en"]


def test_cached_model_gives_the_same_scores(tmp_path, monkeypatch):
    import py3langid.langid as L

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    fresh = langid._py3langid(("cs", "de", "en", "pl", "sk"))
    assert list((tmp_path / "corpustools").glob("py3langid-*/ptc.npy"))
    cached = langid._load_cached(L, ("cs", "de", "en", "pl", "sk"))
    assert cached is not None
    for text in (CS_TEXT, SK_TEXT, EN_TEXT, "Dzień dobry, jak się masz?", "Guten Tag"):
        assert fresh.classify(text) == cached.classify(text)


def test_the_cached_model_judges_as_the_model_it_was_made_from(tmp_path, monkeypatch):
    """A worker reads the model from the cache folder, with the automaton's row-offset steps kept there
    (``nextbase.npy``): the vectorized pass over it must give the fresh model's languages and
    probabilities, to the float, and the steps must lead to the states the plain automaton reaches."""
    import numpy as np
    import py3langid.langid as L

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    fresh = langid._py3langid(("cs", "de", "en", "pl", "sk"))
    assert list((tmp_path / "corpustools").glob("py3langid-*/nextbase.npy"))
    cached = langid._load_cached(L, ("cs", "de", "en", "pl", "sk"))
    texts = [CS_TEXT, SK_TEXT, EN_TEXT, CS_TEXT2, "Dzień dobry, jak się masz?", "Guten Tag, wie geht es Ihnen heute?"]
    assert langid.classify_many(cached, texts) == langid.classify_many(fresh, texts)
    assert [lang for lang, _ in langid.classify_many(cached, texts)[:3]] == ["cs", "sk", "en"]
    nm, rowbase, _output, depth = langid._dfa_arrays(cached)
    encoded = [langid._encoded(t) for t in texts]
    lengths = np.array([len(e) for e in encoded], dtype=np.int64)
    stepped = langid._states(nm, rowbase, depth, encoded, lengths, langid._next_bases(cached))
    assert stepped.tolist() == langid._states_masked(nm, rowbase, depth, encoded, lengths).tolist()


MIXED = [
    "Vláda ve středu schválila návrh zákona o podpoře obnovitelných zdrojů energie.",
    "Ministerka financií predstavila v utorok návrh rozpočtu na budúci rok v parlamente.",
    "The committee will publish its final report on the railway project next spring.",
    "Hasiči vyjížděli k požáru skladu v Ostravě, škodu odhadli na několik milionů korun.",
    "PREZIDENT PODPÍSAL ZÁKON O ŠTÁTNOM ROZPOČTE, KTORÝ NADOBUDNE ÚČINNOSŤ V JANUÁRI.",
    "Die Bundesregierung hat am Mittwoch neue Regeln für den Ausbau der Windkraft beschlossen.",
    "Короткий текст на русском языке о погоде в Москве на следующей неделе.",
    "12 345 678 -- 2024 / 07 / 01",
]


def test_one_pass_per_document_gives_each_paragraph_its_own_language():
    """The vectorized pass over a whole document must judge every paragraph as if it were alone:
    no n-gram of one paragraph may leak into the next, and scores are py3langid's own."""
    det = langid.detector("py3langid")
    texts = MIXED * 3 + [CS_TEXT, SK_TEXT, EN_TEXT, CS_TEXT2]
    together = langid.classify_many(det, texts)
    for text, (lang, prob) in zip(texts, together):
        alone_lang, alone_prob = det.classify(text)
        assert lang == alone_lang, text
        assert abs(prob - alone_prob) < 1e-4, text
        assert langid.classify_many(det, [text])[0][0] == lang
    assert [lang for lang, _ in together[:7]] == ["cs", "sk", "en", "cs", "sk", "de", "ru"]


def test_paragraph_languages_of_an_interleaved_cs_sk_en_document():
    texts = [MIXED[0], MIXED[1], MIXED[2], "Krátká věta.", MIXED[3], MIXED[4], MIXED[2]]
    langs, doc = langid.paragraph_languages(texts)
    assert langs == ["cs", "sk", "en", doc, "cs", "sk", "en"]
    assert doc in ("cs", "sk")
    restricted, _ = langid.paragraph_languages(texts, languages=("cs", "en"))
    assert restricted[:3] == ["cs", "cs", "en"]


def test_padded_pass_reads_every_text_from_the_start_state():
    """The texts are read in one padded byte array: each byte's state must be the one the automaton
    reaches reading its own text alone (the per-text masked pass), pads never counted."""
    import numpy as np

    det = langid.detector("py3langid")
    nm, rowbase, output, depth = langid._dfa_arrays(det)
    assert langid._pad_resets(nm, rowbase)  # else the masked pass is used (still right, slower)
    texts = ["", "a", "ab", *MIXED, "x" * 300, "Ž", CS_TEXT]
    encoded = [det._encode(t) for t in texts]
    lengths = np.array([len(e) for e in encoded], dtype=np.int64)
    padded = langid._states(nm, rowbase, depth, encoded, lengths)
    masked = langid._states_masked(nm, rowbase, depth, encoded, lengths)
    assert len(padded) == sum(lengths) and padded.tolist() == masked.tolist()
    for text, (lang, prob) in zip(texts, langid.classify_many(det, texts)):
        if text:
            assert (lang, round(prob, 4)) == tuple(x if i == 0 else round(x, 4) for i, x in enumerate(det.classify(text)))


def test_a_short_czech_paragraph_taken_for_slovak_with_little_confidence_is_czech_in_a_czech_document():
    # real lines of Czech news pages that py3langid calls Slovak at 0.57 and 0.68
    unsure = ["Centrum asistované reprodukce a program darovaných vajíček",
              "Drážďanský pudinkový koláč Eierschecke má nadýchaný korpus a dvojitou náplň z tvarohu a pudinku."]
    slovak = "Hokejisti Slovana prehrali v Bratislave s Trenčínom 2:3 po predĺžení."  # Slovak at 0.9
    langs, doc = langid.paragraph_languages([CS_TEXT, *unsure, slovak, CS_TEXT2, CS_TEXT + " Znovu."])
    assert doc == "cs" and langs == ["cs", "cs", "cs", "sk", "cs", "cs"]
    # langdetect (the other detector) is as unsure of the first line only (0.71; sure of the second)
    langs, doc = langid.paragraph_languages([CS_TEXT, unsure[0], slovak, CS_TEXT2, CS_TEXT + " Znovu."], "langdetect")
    assert doc == "cs" and langs == ["cs", "cs", "sk", "cs", "cs"]
    # and the other way round: an unsure Slovak line in a Slovak document stays Slovak
    langs, doc = langid.paragraph_languages([SK_TEXT, "Predseda vlády povedal, že rozpočet je dobrý.", SK_TEXT + " Znova."])
    assert doc == "sk" and set(langs) == {"sk"}


def test_a_short_german_line_taken_for_luxembourgish_with_little_confidence_is_german_in_a_german_document():
    german = ("Die Bundesregierung hat am Montag den Entwurf des Haushalts für das kommende Jahr beschlossen. Das Defizit "
              "soll nach Angaben des Finanzministers etwas geringer ausfallen als in diesem Jahr.")
    luxembourgish = "D'Regierung huet den Budget fir d'nächst Joer presentéiert."  # Luxembourgish at 0.99
    langs, doc = langid.paragraph_languages([german, "rntlang der Hellbrunner Allee Richtung Stadtzentrum", luxembourgish])
    assert doc == "de" and langs == ["de", "de", "lb"]


# Japanese and Chinese share the Han script: only kana tell them apart
JA_PROSE = ["東京都千代田区では、2024年3月1日から新しい条例が施行されることになりました。区民の皆さんはご注意ください。",
            "この条例により、歩きながらたばこを吸うことが禁止され、違反した場合には過料が科されることがあります。"]
JA_PLACES = "北海道札幌市中央区　青森県青森市　岩手県盛岡市　宮城県仙台市青葉区　秋田県秋田市　山形県山形市　福島県福島市"
JA_KANJI_TABLE = ("亜唖娃阿哀愛挨姶逢葵茜穐悪握渥旭葦芦鯵梓圧斡扱宛姐虻飴絢綾鮎或粟袷安庵按暗案闇鞍杏以伊位依偉囲夷委威"
                  "尉惟意慰易椅為畏異移維緯胃萎衣謂違遺医井亥域育郁磯一壱溢逸稲茨芋鰯允印咽員因姻引飲淫胤蔭院陰隠韻")
SYMBOL_RUN = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ㍉㌔㌢㍍㌘㌧㌃㌶㍑㍗㌍㌦㌣㌫㍊㌻㎜㎝㎞㎎㎏㏄㎡㍻〝〟№㏍℡"
ZH_PROSE = ["国务院总理在北京人民大会堂会见了来访的外国代表团，双方就经济合作和地区安全问题深入交换了意见。",
            "据新华社报道，今年前三季度全国居民人均可支配收入比去年同期实际增长百分之五，消费市场持续恢复。",
            "专家表示，随着一系列稳增长政策落地见效，我国经济运行有望在第四季度继续保持回升向好的态势。"]
JA_QUOTE = "「日本の皆さん、こんにちは。今日はとても楽しかったです」と彼は笑顔で言いました。"  # judged ja


def test_han_only_lines_of_a_japanese_document_are_japanese():
    # py3langid calls a line of place names Chinese (0.99): without kana it cannot be told from Chinese
    langs, doc = langid.paragraph_languages([*JA_PROSE, JA_PLACES, "2024年3月1日"])
    assert doc == "ja" and langs == ["ja"] * 4


def test_a_japanese_page_of_kanji_tables_is_japanese():
    """A page of character tables (more Han-only text than Japanese prose) was a Chinese document: its
    tables, its short lines and its symbol runs (called Amharic or Chinese) all came out zh/am."""
    texts = [*JA_PROSE, JA_KANJI_TABLE, JA_KANJI_TABLE, SYMBOL_RUN, "ホームページビルダーでは入力もできない。",
             "IBM拡張文字（ＳＪＩＳFA40～）"]
    langs, doc = langid.paragraph_languages(texts)
    assert doc == "ja" and langs == ["ja"] * len(texts)


def test_a_chinese_document_stays_chinese_and_its_japanese_quotes_japanese():
    langs, doc = langid.paragraph_languages([*ZH_PROSE, JA_PLACES, JA_QUOTE, "ありがとうございました。", "北京 上海 广州"])
    assert doc == "zh" and langs == ["zh", "zh", "zh", "zh", "ja", "ja", "zh"]
    langs, doc = langid.paragraph_languages([*ZH_PROSE, SYMBOL_RUN])
    assert doc == "zh" and langs == ["zh"] * 4
    # Japanese not allowed: no Japanese
    langs, doc = langid.paragraph_languages([*ZH_PROSE, "ありがとうございました。"], languages=("zh", "en"))
    assert doc == "zh" and set(langs) == {"zh"}


def test_a_run_of_symbols_takes_the_document_language():
    # py3langid calls it Chinese at 0.64 (with a few more symbols, Amharic): it has no letters to judge
    langs, doc = langid.paragraph_languages([CS_TEXT, SYMBOL_RUN, CS_TEXT2, "12 345 678 -- 2024 / 07 / 01 -- 98 765 432 / 11"])
    assert doc == "cs" and langs == ["cs"] * 4


def test_vert_writes_a_japanese_page_of_kanji_tables_as_japanese(tmp_path):
    import re

    from vert_support import docs_of, make_warc, page, read_vert, settings_data

    from corpustools.vert.run import convert

    body = "<main><h1>漢字の一覧</h1>" + "".join(f"<p>{t}</p>" for t in JA_PROSE) + \
        f"<table><tr><td>{JA_KANJI_TABLE}</td></tr><tr><td>{JA_KANJI_TABLE[::-1]}</td></tr>" \
        f"<tr><td>{SYMBOL_RUN}</td></tr><tr><td>{JA_PLACES}</td></tr></table></main>"
    zh_body = "<main><h1>新闻</h1>" + "".join(f"<p>{t}{u}</p>" for t, u in zip(ZH_PROSE, ZH_PROSE[1:] + ZH_PROSE[:1])) + \
        f"<p>{JA_QUOTE}</p></main>"
    warc = make_warc(tmp_path / "in.warc.gz", [
        {"url": "https://www.example.jp/kanji", "html": page(body, "漢字の一覧")},
        {"url": "https://www.example.cn/news", "html": page(zh_body, "新闻")}])
    out = tmp_path / "out.vert"
    convert(settings_data(), [warc], out, workers=1, source="test")
    ja_doc, zh_doc = docs_of(read_vert(out))
    assert 'lang="ja"' in ja_doc.split("\n", 1)[0]
    assert set(re.findall(r'<p[^>]*lang="(\w+)"', ja_doc)) == {"ja"}
    assert 'lang="zh"' in zh_doc.split("\n", 1)[0]
    assert re.findall(r'<p[^>]*lang="(\w+)"', zh_doc) == ["zh", "zh", "zh", "ja"]


ID_TEXTS = ["Pemerintah daerah akan membangun jembatan baru tahun depan.",
            "Harga tiket pesawat naik menjelang hari raya Idul Fitri.",  # Malay at 0.54
            "Warga kampung berkumpul di balai desa untuk membahas rencana itu.",
            "Para petani berharap harga beras tetap stabil sampai akhir tahun."]
HR_TEXTS = ["Gradsko vijeće usvojilo je novi proračun za sljedeću godinu.",
            "Ministar je najavio nove mjere za pomoć poljoprivrednicima.",  # Bosnian at 0.54
            "Na utakmici je bilo više od deset tisuća navijača.",
            "Sutra se očekuje kiša u većem dijelu zemlje."]


def test_close_languages_judged_without_certainty_take_the_document_language():
    # py3langid tells Indonesian from Malay and Croatian from Bosnian and Serbian only by chance on short lines:
    # a document of one came out with lines of the other
    assert langid.paragraph_languages(ID_TEXTS) == (["id"] * 4, "id")
    assert langid.paragraph_languages(HR_TEXTS) == (["hr"] * 4, "hr")
    # a sentence of another language of the group judged with certainty keeps its language
    langs, doc = langid.paragraph_languages(ID_TEXTS + ["Penghinaan terhadap guru dan sahabat tidak boleh dibiarkan."])
    assert doc == "id" and langs[-1] == "ms"  # Malay at 0.88


ZH_SHORT = ["台北看守所昨天抽查前總統陳水扁的房舍，引來扁的強烈不滿。", "扁指所方利用他離舍會客時對他翻箱倒櫃，懷疑是來刺探他的隱私。",
            "台北看守所昨天立即澄清，查房是例行公事，並未翻箱倒櫃。"]


def test_short_chinese_paragraphs_weigh_more_than_an_english_line():
    # 27-30 characters each: under MIN_CHARS as letters, a sentence of a dozen words as Chinese
    langs, doc = langid.paragraph_languages(ZH_SHORT + ["Follow us on Facebook and Twitter for the latest news"])
    assert doc == "zh" and langs == ["zh", "zh", "zh", "en"]
    assert langid.size("台北看守所") == 15 and langid.size("Praha 5") == 7


def test_tables_no_run_used_for_a_month_are_removed_when_new_ones_are_written(tmp_path, monkeypatch):
    """Every reinstall of py3langid and every ``vert.languages`` setting writes its own ~120 MB of tables;
    a machine running vert for months kept them all (5.8 GB here).  Writing new tables removes those no
    run used for 30 days; those in use (their folder's time is renewed daily by the runs) stay."""
    import os
    import time

    import py3langid.langid as L

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    root = tmp_path / "corpustools"
    old, recent, other = root / "py3langid-0123456789abcdef", root / "py3langid-fedcba9876543210", root / "regex-1.marshal"
    for folder in (old, recent):
        folder.mkdir(parents=True)
        (folder / "ptc.npy").write_bytes(b"x" * 1000)
    other.write_bytes(b"not langid's")
    month_ago = time.time() - 40 * 86400
    os.utime(old, (month_ago, month_ago))
    os.utime(other, (month_ago, month_ago))
    os.utime(recent, (time.time() - 3 * 86400,) * 2)

    langid._py3langid(("cs", "en", "sk"))  # tables for these languages: written now

    assert not old.exists() and recent.exists() and other.exists()
    written = [p for p in root.glob("py3langid-*") if p not in (old, recent)]
    assert len(written) == 1 and (written[0] / "ptc.npy").exists()
    langid._load_cached(L, ("cs", "en", "sk"))  # a run reading the recent tables renews their folder's time
    langid._mark_used(recent)
    assert time.time() - recent.stat().st_mtime < 60
