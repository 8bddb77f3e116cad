"""The classes session 36's first round left open, one test each: a credit's label before a sentence (the sentence
stays), a Baltic follow line's clause after a dash (a report's clause stays), and the others named in each test."""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import news_foot, news_head, paragraphs, processed


def _news(lang: str, title: str, body: list[str], extra: str = "") -> str:
    """A news article page in ``lang``: its <head>, a site header, the article's ``body`` paragraphs and ``extra``
    markup after them, a footer."""
    return (news_head(title, lang, title, "Laura Smith", "2026-11-20") +
            '<body><header class="site-header"><a href="/">Daily Example</a><nav><a href="/news">News</a>'
            '<a href="/sport">Sport</a></nav></header><main><article class="article"><h1>' + title + '</h1>'
            '<div class="article-body">' + paragraphs(body) + extra + '</div></article></main>'
            + news_foot("Daily Example", '<a href="/imprint">Imprint</a><a href="/privacy">Privacy</a>'))


_CREDITED = {
    "en": ("Council agrees the budget for next year",
           ["The city council approved the budget for next year on Tuesday evening after a long debate about buses.",
            "Video: The mayor explains why the budget matters for every family in the city.",
            "The opposition said the plan leaves too little money for the repair of the northern district's schools."],
           ["Video: Reuters", "Photo: Jane Doe / Daily Example"]),
    "de": ("Stadtrat beschließt den Haushalt",
           ["Der Stadtrat hat am Dienstagabend nach langer Debatte den Haushalt für das kommende Jahr beschlossen.",
            "Quelle: Die Stadt teilt mit, dass die genauen Zahlen erst in der kommenden Woche veröffentlicht werden.",
            "Die Opposition kritisierte, dass für die Sanierung der Schulen im Norden zu wenig Geld vorgesehen sei."],
           ["Foto: Michal Müller, dpa", "Video: Stadt Beispielhausen"]),
}


@pytest.mark.parametrize("lang", list(_CREDITED))
def test_a_sentence_after_a_credits_label_stays_but_the_credit_goes(lang: str) -> None:
    """A credit's label ("Video:", "Source:", "Quelle:") opening a sentence of the text ("Video: The mayor explains
    why the budget matters for every family in the city.") stays; a credit, a name or an agency after the label
    ("Video: Reuters", "Foto: Michal Müller, dpa"), still goes."""
    title, body, credits = _CREDITED[lang]
    extra = "".join(f'<p class="caption">{c}</p>' for c in credits)
    kept = _paragraphs(processed(_news(lang, title, body, extra), "https://example.com/news/budget-2027").body)
    assert [t for t in body if t not in kept] == []
    assert [c for c in credits if c in kept] == []


_FOLLOWED = {
    "lt": ("Policija ieško dingusio vyro",
           ["Kauno policija antradienį paskelbė ieškanti dingusio keturiasdešimt dvejų metų vyro iš Šančių.",
            "Sekite naujienas ir Facebook – policija prašo gyventojų pranešti apie bet kokią informaciją.",
            "Vyras paskutinį kartą matytas sekmadienio vakarą prie autobusų stoties, jis vilkėjo tamsią striukę."],
           "Sekite 15min naujienas Facebook ir Instagram – sužinokite pirmieji!"),
    "lv": ("Policija meklē pazudušu vīrieti",
           ["Rīgas policija otrdien paziņoja, ka meklē pazudušu četrdesmit divus gadus vecu vīrieti no Purvciema.",
            "Seko TVNET arī Facebook – policija lūdz iedzīvotājus ziņot par jebkādu informāciju.",
            "Vīrietis pēdējo reizi redzēts svētdienas vakarā pie autoostas, viņam bija mugurā tumša jaka."],
           "Seko TVNET arī Telegram – uzzini jaunāko pirmais!"),
}


@pytest.mark.parametrize("lang", list(_FOLLOWED))
def test_a_baltic_follow_lines_dash_clause_is_a_promise_not_a_report(lang: str) -> None:
    """A Baltic site's follow line may end with a clause after a dash promising the channel's news ("– uzzini
    jaunāko pirmais!"): it goes whole.  A sentence of the report that happens to open alike ("Sekite naujienas ir
    Facebook – policija prašo gyventojų …") stays."""
    title, body, follow = _FOLLOWED[lang]
    html = _news(lang, title, body, f'<p class="follow">{follow}</p>')
    kept = _paragraphs(processed(html, "https://example.lt/naujienos/dingo-vyras").body)
    assert [t for t in body if t not in kept] == []
    assert follow not in kept


_SIGNATURES = {"en": "Baking every Saturday since 2009, mostly rye and spelt", "de": "Gruß aus dem Allgäu – backt seit 2009"}


@pytest.mark.parametrize("lang", list(_SIGNATURES))
def test_an_invision_posts_signature_named_only_by_its_data_role_goes(lang: str) -> None:
    """Invision Community's signature under a post is named only by ``data-role="memberSignature"`` (its classes
    are layout's, its text in a ``ipsType_richText`` as a post's is): it goes, the posts stay."""
    from test_vert_de36 import IP, PAGES

    page = PAGES["invision"]
    html = page.html.replace("Baking every Saturday since 2009", _SIGNATURES[lang]).replace('lang="en-US"', f'lang="{lang}"')
    kept = _paragraphs(processed(html, page.url).body)
    assert [t for t in IP if t not in kept] == []
    assert [p for p in kept if _SIGNATURES[lang][:20] in p] == []
