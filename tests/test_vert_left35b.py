"""Classes left open in session 35's first round (session 35, issue 12), each through the real extractor on
hand-written pages in several languages, beside the text of the same shape that must stay: a live blog whose entry
heads are paragraphs ("<p>14:52 Petr Dvořák</p>" over each entry: gone, where one such paragraph in an article is
the writer's line and stays); a video box's prompt and the video's title under it, a paragraph each ("Zobacz wideo",
"Sehen Sie im Video", "Nézze meg a videót": both gone, the same title under no prompt stays)."""

from __future__ import annotations

import pytest
from test_vert_news28 import short_article

# --- 1. a live blog whose entry heads are <p>: a time and a reporter's name over each entry (boiler._paragraph_heads) --

_LIVE = {
    "cs": ("Požár skladu v Libni: záchranáři zasahují",
           ["Hasiči od poledne zasahují u požáru skladu v pražské Libni, nad městem stoupá hustý černý kouř.",
            "Policie potvrdila dvě zatčení u hlavního nádraží, podle mluvčího jde o dva muže kolem třiceti let.",
            "Hasiči dostali požár skladu pod kontrolu, na místě zůstávají dvě jednotky a vyšetřovatel.",
            "Doprava v centru města je kvůli zásahu stále omezena, tramvaje jezdí odklonem přes Palmovku.",
            "Magistrát doporučuje obyvatelům Libně zavřít okna, měření ovzduší zatím limity nepřekročilo."],
           ["15:40 Petr Dvořák", "15:05 Jana Malá", "14:30 Petr Dvořák"]),
    "de": ("Unwetter in Bayern: Die Lage im Liveblog",
           ["Schwere Gewitter haben am Nachmittag in weiten Teilen Bayerns Bäume entwurzelt und Keller geflutet.",
            "Die Bahn hat den Verkehr zwischen München und Augsburg vorübergehend eingestellt, teilte ein Sprecher mit.",
            "In Landsberg am Lech hat die Feuerwehr mehr als hundert Einsätze gezählt, verletzt wurde niemand.",
            "Der Deutsche Wetterdienst hebt die Unwetterwarnung für Oberbayern am Abend wieder auf.",
            "Die Aufräumarbeiten sollen am Montagmorgen beginnen, die Schulen öffnen wie gewohnt."],
           ["Markus Lanz 18:15", "Anna Weber 17:40", "Markus Lanz 17:05"]),
    "pl": ("Wybory samorządowe: relacja na żywo",
           ["Lokale wyborcze w całym kraju zostały otwarte o siódmej rano, frekwencja rośnie szybciej niż przed laty.",
            "Państwowa Komisja Wyborcza podała, że do południa zagłosowało prawie dwadzieścia procent uprawnionych.",
            "W Gdańsku przed lokalami ustawiły się kolejki, głosowanie przedłużono w dwóch komisjach.",
            "Policja nie odnotowała poważnych incydentów, zgłoszono jedynie kilka naruszeń ciszy wyborczej.",
            "Pierwsze wyniki sondażowe poznamy po zamknięciu lokali o dziewiątej wieczorem."],
           ["14:30 | Anna Kowalska", "13:55 | Piotr Nowak", "13:10 | Anna Kowalska"]),
    "en": ("Storm Darragh: live updates as power cuts spread",
           ["Storm Darragh brought gusts of more than ninety miles an hour to the west coast overnight.",
            "More than twenty thousand homes in Cornwall are without power, the network operator said this morning.",
            "The Met Office has extended its amber warning for wind until six o'clock this evening.",
            "Several ferry crossings between Wales and Ireland have been cancelled for the rest of the day.",
            "Engineers expect to restore most supplies by the evening, though rural areas may wait longer."],
           ["Jane Smith 14:30", "Tom Baker 13:55", "Jane Smith 13:10"]),
}


@pytest.mark.parametrize("lang", sorted(_LIVE))
def test_a_live_blogs_paragraph_heads_go_and_its_entries_stay(lang: str) -> None:
    """A live blog written as paragraphs: each entry under a paragraph of a time and its reporter's name; the heads
    go as a <div>'s do, every entry's sentence stays, in order."""
    headline, texts, heads = _LIVE[lang]
    entries = "".join(f"<p>{head}</p><p>{text}</p>" for head, text in zip(heads, texts[1:]))
    found = short_article(lang, headline, [texts[0], *texts[4:]], inserted=entries)
    assert not any(head in found for head in heads)
    assert found[1:] == [texts[0], *texts[1:4], *texts[4:]]


@pytest.mark.parametrize("lang", sorted(_LIVE))
def test_two_paragraphs_of_a_time_and_a_name_in_an_article_stay(lang: str) -> None:
    """Two such lines apart in an article (an invitation's two talks, a travel log's two stops) are no live blog:
    fewer than ``LIVE_HEADS``, the writer's lines, kept."""
    headline, texts, heads = _LIVE[lang]
    inserted = "".join(f"<p>{head}</p><p>{text}</p>" for head, text in zip(heads[:2], texts[1:3]))
    found = short_article(lang, headline, [texts[0], *texts[4:]], inserted=inserted)
    assert found[1:] == [texts[0], heads[0], texts[1], heads[1], texts[2], *texts[4:]]


# --- 2. a video box between the paragraphs: its prompt, then the video's title (phrases.VIDEO_PROMPT) -----------------

_VIDEO = {
    "pl": ("Zobacz wideo", "Trener Legii po meczu: Zasłużone zwycięstwo",
           ["Legia Warszawa pokonała na własnym stadionie Lecha Poznań 3:1 w hicie kolejki Ekstraklasy.",
            "Po meczu trener gospodarzy chwalił zespół za skuteczność i grę w obronie w drugiej połowie.",
            "Lech spadł na czwarte miejsce w tabeli, a w przyszłym tygodniu zagra z Rakowem."]),
    "de": ("Sehen Sie im Video", "Sturmflut an der Nordsee: Die Bilder aus Husum",
           ["Eine schwere Sturmflut hat in der Nacht die Nordseeküste getroffen, in Husum stand der Hafen unter Wasser.",
            "Die Feuerwehr pumpte bis zum Morgen Keller leer, verletzt wurde nach ersten Angaben niemand.",
            "Der Fährverkehr zu den Halligen bleibt bis Mittwoch eingestellt, teilte die Reederei mit."]),
    "cs": ("Podívejte se na video", "Povodeň v Opavě: Záběry z dronu",
           ["Hladina Opavy v noci překročila třetí stupeň povodňové aktivity, voda zaplavila několik ulic.",
            "Hasiči evakuovali obyvatele dvou domovů pro seniory, nikdo nebyl zraněn.",
            "Město otevřelo v tělocvičně základní školy nouzové ubytování pro sto lidí."]),
    "hu": ("Nézze meg a videót", "Árvíz a Dunán: Így néz ki a rakpart",
           ["A Duna budapesti szakaszán a vízállás hétfőn reggel meghaladta a nyolc métert.",
            "A rakpartokat lezárták, a villamosok a Nagykörúton terelőúton közlekednek.",
            "A katasztrófavédelem szerint a tetőzés kedden éjjel várható a fővárosnál."]),
    "en": ("Video:", "Storm Darragh: Waves batter the harbour wall at Porthleven",
           ["Storm Darragh brought gusts of more than ninety miles an hour to the west coast overnight.",
            "More than twenty thousand homes in Cornwall are without power, the network operator said this morning.",
            "Engineers expect to restore most supplies by the evening, though rural areas may wait longer."]),
}


@pytest.mark.parametrize("lang", sorted(_VIDEO))
def test_a_video_boxs_prompt_and_title_go(lang: str) -> None:
    """A video box between the paragraphs, its prompt and the video's title a paragraph each: both go, the text
    stays whole; the same title-like line under no prompt is the text's crosshead."""
    prompt, title, texts = _VIDEO[lang]
    found = short_article(lang, texts[0][:40], texts, inserted=f'<div class="video-box"><p>{prompt}</p><p>{title}</p></div>')
    assert found[1:] == texts
    found = short_article(lang, texts[0][:40], texts, inserted=f"<p>{title}</p>")
    assert title in found and all(t in found for t in texts)
