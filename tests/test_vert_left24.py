"""Extraction leftovers, session 24: text lost or furniture kept at the edges of an article (a lead of one
short sentence under the title, a box's heading left alone after the text, a topic's follow box, a blog
platform's "Written by" card) and a shop's product page that calls itself an article.

Pages written after the markup of news CMSs, blog platforms and shop engines, each class with guards of the
same shape that must stay as they are."""

from __future__ import annotations

import pytest
from vert_support import page

from corpustools.vert.choose import extract_page


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, {"languages": ()}).blocks]


# --- a lead of one short sentence under the title (a Czech news site's perex) -----------------------------------

CS_URL = "https://www.example.cz/domov/poslanci-budou-hlasovat-o-rozpoctu-20240312.html"
CS_BODY = (
    "Ministr financí v pondělí představil návrh rozpočtu na příští rok, který počítá se schodkem dvou set miliard "
    "korun a s vyššími výdaji na obranu i dopravu.",
    "Opozice návrh kritizuje, podle ní vláda neumí šetřit a výdaje rostou rychleji než příjmy. Sněmovna bude o "
    "rozpočtu poprvé hlasovat v září, na schůzi svolané kvůli tomu předsedkyní.",
    "Ekonomové upozorňují, že schodek bude i tak jeden z nejvyšších v regionu a že vláda bude muset dříve či "
    "později přistoupit ke změnám daní nebo k úsporám v sociálních dávkách.",
)


def _perex(lead: str) -> str:
    body = ('<header><a href="/">Zprávy</a><nav><a href="/domov/">Domov</a> <a href="/svet/">Svět</a></nav></header>'
            '<div class="article"><h1>Poslanci budou hlasovat o rozpočtu</h1>'
            f'<p class="perex">{lead}</p><div class="text">' + "".join(f"<p>{t}</p>" for t in CS_BODY)
            + '</div></div><footer><p>© Zprávy, a.s.</p></footer>')
    return page(body, "Poslanci budou hlasovat o rozpočtu", '<meta property="og:type" content="article">')


@pytest.mark.parametrize("lead", ["Vláda schválila rozpočet.", "Schodek bude nejnižší za pět let.",
                                  "Opozice je proti.", "Kdo za to zaplatí?"])
def test_a_short_lead_under_the_title_is_kept(lead):
    texts = _texts(_perex(lead), CS_URL)
    assert texts[:3] == ["Poslanci budou hlasovat o rozpočtu", lead, CS_BODY[0]]


@pytest.mark.parametrize("line", ["12. 3. 2024", "Autor: Jan Novák", "Foto: ČTK.", "Aktualizováno", "Čtěte také",
                                  "sdílet na facebooku."])
def test_a_short_line_under_the_title_that_is_no_sentence_still_goes(line):
    texts = _texts(_perex(line), CS_URL)
    assert line not in texts and texts[1] == CS_BODY[0]
