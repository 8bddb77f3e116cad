"""A Czech news article to put a line of a site's interface into, for the tests of Czech and Slovak pages
(``test_vert_extract_czsk18.py``, ``test_vert_extract_czsk20.py``): four paragraphs of the article's own text,
its headline, and the extractor's blocks of the page."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
URL = "https://www.zpravy.cz/domaci/zastupitelstvo-schvalilo-rozpocet-mesta-na-pristi-rok-12345"
TITLE = "Zastupitelstvo schválilo rozpočet města"
HEAD = '<meta property="og:type" content="article">'
P = (
    "Zastupitelstvo v úterý večer po dlouhé debatě schválilo rozpočet města na příští rok. Školy na severu "
    "města dostanou výrazně více peněz než dosud.",
    "Primátor řekl, že z peněz navíc se přijmou noví učitelé, nakoupí se učebnice a opraví se tři staré "
    "budovy. Výsledky se mají vyhodnotit v červnu.",
    "Rodiče, kteří v sále čekali celé hodiny, rozhodnutí přivítali. Někteří z nich však připomněli, že oprava "
    "byla ohlášena už dvakrát a pokaždé se nakonec odložila.",
    "Opozice kritizovala, že se naopak bude šetřit na knihovnách a na městské hromadné dopravě. Návrh na "
    "změnu nezískal v zastupitelstvu většinu, pro hlasovalo jen čtrnáct zastupitelů.",
)


def texts(html: str, url: str = URL) -> list[str]:
    """The texts of the blocks the extractor keeps of ``html``."""
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def article(inserted: str) -> str:
    """A Czech news article with ``inserted`` between its second and third paragraphs."""
    body = ("<header><nav><a href='/'>Úvod</a> <a href='/domaci'>Domácí</a></nav></header>"
            f"<main><article><h1>{TITLE}</h1><div class='text'><p>{P[0]}</p><p>{P[1]}</p>{inserted}"
            f"<p>{P[2]}</p><p>{P[3]}</p></div></article></main>"
            "<footer><a href='/kontakt'>Kontakt</a> <a href='/gdpr'>Ochrana osobních údajů</a></footer>")
    return page(body, TITLE, HEAD)


def only_the_text(blocks: list[str]) -> list[str]:
    """``blocks`` without the article's own paragraphs and headline: what else the page kept."""
    return [t for t in blocks if t not in P and t != TITLE]
