"""Session 34 (xleft34b): small furniture classes left by the other helpers.

1. a follow-us line sending readers to Google News or a messaging channel, in the languages it was missed in
   (Slovene "Sledite nam na Google News", Ukrainian "Читайте нас у Google News", Hungarian "Kövess minket a Google
   News-on", Finnish "Seuraa meitä Google Newsissa", Dutch "Volg ons op Google Nieuws", Spanish "Síguenos en nuestro
   canal de WhatsApp", English "Follow our WhatsApp channel", Italian "Seguici su Google News e su Telegram");
2. an Instagram embed's line naming its account first (Hungarian, Finnish, Turkish, Japanese);
3. a reader poll's count of votes with its verb ("Oddano 2345 głosów", "1,234 votes cast");
4. service-public.fr's stamp "Vérifié le … - Direction de l'information légale et administrative (Premier ministre)".

Each: the line alone in its block goes, the article's text stays whole, and a sentence of the same words in the
article's text stays.
"""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import STORY_TEXTS, article_head, paragraphs, processed

# texts for the languages ``STORY_TEXTS`` lacks
_TEXTS = {
    **STORY_TEXTS,
    "sl": ("Mestni svet je v torek po več kot petih urah razprave sprejel nov proračun za prihodnje leto, je sporočil "
           "župan.",
           "Denar bo namenjen novim avtobusnim linijam in obnovi šol v severnih četrtih mesta, ki jih čaka že dolgo.",
           "Opozicija je kritizirala porabo za svetovalce in napovedala, da bo načrt izpodbijala na naslednji seji."),
    "uk": ("Міська рада у вівторок після п'ятигодинної дискусії ухвалила новий бюджет на наступний рік, повідомив "
           "мер.",
           "Кошти спрямують на нові автобусні маршрути та ремонт шкіл у північних районах міста, які давно цього чекають.",
           "Опозиція розкритикувала витрати на консультантів і пообіцяла оскаржити план на наступному засіданні."),
    "fi": ("Kaupunginvaltuusto hyväksyi tiistaina uuden talousarvion yli viisi tuntia kestäneen keskustelun jälkeen, "
           "kertoi pormestari.",
           "Rahat käytetään uusiin bussilinjoihin ja koulujen korjauksiin kaupungin pohjoisissa kaupunginosissa.",
           "Oppositio arvosteli konsulttien kuluja ja lupasi haastaa suunnitelman seuraavassa kokouksessa."),
    "tr": ("Belediye meclisi salı günü beş saati aşan bir tartışmanın ardından gelecek yılın bütçesini onayladı, "
           "dedi belediye başkanı.",
           "Para yeni otobüs hatlarına ve şehrin kuzey ilçelerindeki okulların onarımına harcanacak, dedi yetkililer.",
           "Muhalefet danışmanlara yapılan harcamaları eleştirdi ve planı bir sonraki toplantıda itiraz edeceğini "
           "söyledi."),
    "nl": ("De gemeenteraad heeft dinsdag na een debat van meer dan vijf uur de nieuwe begroting voor volgend jaar "
           "goedgekeurd.",
           "Het geld gaat naar nieuwe buslijnen en de renovatie van scholen in de noordelijke wijken van de stad.",
           "De oppositie bekritiseerde de uitgaven aan adviseurs en kondigde aan het plan aan te vechten."),
    "ja": ("市議会は火曜日、五時間を超える議論の末、来年度の新しい予算案を可決したと市長が明らかにした。",
           "予算は新しいバス路線と市北部の学校の改修に充てられる予定で、住民から長く求められていた。",
           "野党はコンサルタントへの支出を批判し、次の会合で計画に異議を唱えると述べた。"),
}


def _page(lang: str, box: str, url: str = "") -> list[str]:
    """The paragraphs ``vert`` keeps of a news article whose ``box`` stands between its second and third
    paragraphs."""
    texts = _TEXTS[lang]
    html = (article_head("Stadtrat beschließt Haushalt", lang) + '<body><header><nav><a href="/">Home</a> '
            '<a href="/news/">News</a></nav></header><main><article><h1>Stadtrat beschließt den Haushalt</h1>'
            f'<div class="entry-content">{paragraphs(texts[:2])}{box}{paragraphs(texts[2:])}</div></article></main>'
            '<footer><p>© 2026 Example Media</p></footer></body></html>')
    return _paragraphs(processed(html, url or f"https://www.example.com/{lang}/news/haushalt-12345").body)


def _gone(lang: str, box: str, line: str, url: str = "") -> None:
    texts = _page(lang, box, url)
    assert all(t in texts for t in _TEXTS[lang]), texts
    assert not any(line in t for t in texts), texts


def _kept(lang: str, sentence: str) -> None:
    """A sentence of the same words in the article's text stays."""
    texts = _page(lang, f"<p>{sentence}</p>")
    assert sentence in texts and all(t in texts for t in _TEXTS[lang]), texts


# --- 1. follow us on Google News or a channel ------------------------------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("sl", "Sledite nam na Google News"),
    ("sl", "Sledite nam tudi na Telegramu"),
    ("uk", "Читайте нас у Google News"),
    ("hu", "Kövessen minket a Facebookon!"),
    ("fi", "Seuraa meitä Google Newsissa"),
    ("fi", "Seuraa meitä myös Telegramissa"),
    ("nl", "Volg ons op Google Nieuws"),
    ("es", "Síguenos en nuestro canal de WhatsApp"),
    ("en", "Follow our WhatsApp channel"),
    ("it", "Seguici su Google News e su Telegram"),
    ("de", "Folgen Sie uns auf Google News"),
    ("pl", "Obserwuj nas w Google News"),
])
def test_follow_line_goes(lang: str, line: str) -> None:
    _gone(lang, f'<p class="follow"><a href="https://news.google.com/publications/CAAq">{line}</a></p>', line)


@pytest.mark.parametrize("lang, sentence", [
    ("sl", "Sledite nam na Google News, je dejal urednik, a bralci raje berejo časopis na papirju in ne na telefonu."),
    ("hu", "Kövess minket a Google News-on, mondta a szerkesztő, de az olvasók inkább a nyomtatott lapot választják."),
    ("en", "Follow our WhatsApp channel, the minister told voters, before the party's account was suspended for spam."),
])
def test_follow_words_in_a_sentence_stay(lang: str, sentence: str) -> None:
    _kept(lang, sentence)


# --- 2. an Instagram embed naming its account first --------------------------------------------------------------------

_EMBED = ('<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C9x2AbCdEfG/">'
          '<div><a href="https://www.instagram.com/p/C9x2AbCdEfG/">{view}</a></div>'
          '<p><a href="https://www.instagram.com/p/C9x2AbCdEfG/">{line}</a></p></blockquote>')


@pytest.mark.parametrize("lang, view, line", [
    ("hu", "Bejegyzés megtekintése az Instagramon", "Budapest Főváros (@budapest_hu) által megosztott bejegyzés"),
    ("fi", "Näytä tämä julkaisu Instagramissa", "Käyttäjän Yle Uutiset (@yleuutiset) jakama julkaisu"),
    ("tr", "Bu gönderiyi Instagram'da gör", "NTV Haber (@ntvhaber) tarafından paylaşılan bir gönderi"),
    ("ja", "Instagramでこの投稿を見る", "NHKニュース(@nhk_news)がシェアした投稿"),
])
def test_embed_account_line_name_first_goes(lang: str, view: str, line: str) -> None:
    _gone(lang, _EMBED.format(view=view, line=line), line)


def test_embed_account_words_in_a_sentence_stay() -> None:
    _kept("tr", "Bakanlık, NTV Haber (@ntvhaber) tarafından paylaşılan bir gönderinin sahte olduğunu açıkladı ve "
                "vatandaşları uyardı.")


# --- 3. a reader poll's count of votes with its verb ----------------------------------------------------------------

@pytest.mark.parametrize("lang, heading, question, answers, count", [
    ("pl", "Sonda", "Czy opłaty za parkowanie powinny wzrosnąć?", ("Tak 45%", "Nie 51%"), "Oddano 2345 głosów"),
    ("en", "Have your say", "Should parking fees in the city centre go up?", ("Yes 45%", "No 51%"),
     "1,234 votes cast"),
    ("de", "Ihre Meinung", "Sollte die Parkgebühr in der Innenstadt steigen?", ("Ja 45 %", "Nein 51 %"),
     "1.234 Stimmen abgegeben"),
])
def test_poll_vote_count_with_verb_goes(lang: str, heading: str, question: str, answers: tuple[str, str],
                                        count: str) -> None:
    box = (f'<div class="poll-widget"><h3>{heading}</h3><p>{question}</p><ul><li>{answers[0]}</li>'
           f'<li>{answers[1]}</li></ul><p class="poll-total">{count}</p></div>')
    texts = _page(lang, box)
    joined = "\n".join(texts)
    assert all(t in texts for t in _TEXTS[lang]), texts
    assert count not in joined and answers[0] not in joined, texts


def test_vote_count_in_a_sentence_stays() -> None:
    _kept("pl", "W referendum oddano 2345 głosów, z czego ponad połowa była przeciw budowie nowej obwodnicy miasta.")


# --- 4. service-public.fr's check stamp ----------------------------------------------------------------------------

def test_checked_stamp_goes() -> None:
    line = "Vérifié le 01 janvier 2026 - Direction de l'information légale et administrative (Premier ministre)"
    _gone("fr", f'<p class="fr-text--sm">{line}</p>', "Vérifié le", "https://www.service-public.fr/particuliers/vosdroits/F1234")


def test_checked_words_in_a_sentence_stay() -> None:
    _kept("fr", "Vérifié le 3 mars 2025 par un expert, le tableau s'est révélé être une copie réalisée au siècle "
                "suivant.")


# --- 5. a recipe card's time label and its value in nodes of their own --------------------------------------------------

_RECIPE = ('<div class="wprm-recipe-container"><div class="wprm-recipe-times-container">'
           '<div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">{label}</span>'
           '<span class="wprm-recipe-time"><span class="wprm-recipe-details wprm-recipe-details-minutes">{value}</span> '
           '<span class="wprm-recipe-details-unit">{unit}</span></span></div></div></div>')


@pytest.mark.parametrize("lang, label, value, unit", [
    ("it", "Preparazione", "20", "minuti"),
    ("en", "Prep Time", "10", "minutes"),
    ("de", "Zubereitungszeit", "15", "Minuten"),
])
def test_recipe_time_label_parted_from_its_value(lang: str, label: str, value: str, unit: str) -> None:
    texts = _page(lang, _RECIPE.format(label=label, value=value, unit=unit))
    joined = "\n".join(texts)
    assert f"{label}{value}" not in joined and f"{label} {value} {unit}" in joined, texts


def test_units_and_formulas_stay_glued() -> None:
    """A unit's power, a formula's index and words with digits in one text node are not parted."""
    sentence = ("Die Anlage auf 40 km<sup>2</sup> spart jährlich 3 t CO<sub>2</sub> und 50 m<sup>2</sup> Fläche, "
                "sagte der Leiter des COVID19-Stabs.")
    texts = _page("de", f"<p>{sentence}</p>")
    assert ("Die Anlage auf 40 km2 spart jährlich 3 t CO2 und 50 m2 Fläche, sagte der Leiter des COVID19-Stabs."
            in texts), texts
