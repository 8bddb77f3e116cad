"""Regression tests for text the extractor lost inside or beside the article (recall), one per failure
class, on pages written here in the languages the web mostly has (German, English, French)."""

from __future__ import annotations

from corpustools.vert.choose import extract_page

URL = "https://www.beispiel.de/politik/haushalt-2025-der-bundestag-beschliesst-den-etat.html"
OPTIONS = {"languages": ()}

DE_1 = ("Der Bundestag hat am Freitag den Haushalt für das kommende Jahr beschlossen. Nach einer langen Debatte "
        "stimmten die Abgeordneten der Regierungsfraktionen für den Entwurf, die Opposition lehnte ihn ab, weil "
        "sie die geplanten Kürzungen bei der Bildung und bei den Kommunen für falsch hält.")
DE_2 = ("Der Finanzminister verteidigte die Pläne in seiner Rede. Es sei nicht möglich, alle Wünsche zu erfüllen, "
        "und die Schuldenbremse gelte auch in schwierigen Zeiten, sagte er. Die Länder hatten zuvor mehr Geld "
        "für den Nahverkehr und für die Krankenhäuser gefordert, als der Bund ihnen geben will.")
DE_3 = ("Im Herbst soll nun über den Nachtragshaushalt beraten werden. Ob die Mehrheit dann noch steht, ist "
        "offen, denn in beiden Fraktionen gibt es Abgeordnete, die mit den Kürzungen nicht einverstanden sind und "
        "das auch öffentlich sagen, wenn sie nach ihrer Meinung gefragt werden.")


def _texts(html: str, url: str = URL) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _page(body: str) -> str:
    return f"<!DOCTYPE html><html lang='de'><head><title>Haushalt</title></head><body>{body}</body></html>"


def test_a_sentence_of_the_article_that_is_mostly_links_is_kept_but_teasers_and_closing_links_are_not():
    # a paragraph whose words are mostly link text, as news sites link the earlier stories they cite:
    # jusText calls it bad (link density), yet it is a sentence of the article between its paragraphs
    linked = ("Die Opposition hatte schon im Frühjahr <a href='/politik/klage-gegen-den-haushalt.html'>eine Klage "
              "gegen den Haushalt vor dem Verfassungsgericht</a> angekündigt und <a href='/politik/sondervermoegen."
              "html'>das Sondervermögen für die Bundeswehr scharf kritisiert</a>.")
    teaser = "Lesen Sie auch: <a href='/politik/die-bahn-erhoeht-die-preise.html'>Die Bahn erhöht die Preise zum Fahrplanwechsel</a>"
    closing = ("Folgen Sie uns auch auf <a href='https://social.example/beispiel'>unseren Kanälen bei Facebook, "
               "Twitter und Instagram</a>.")
    body = (f"<article><h1>Der Bundestag beschließt den Haushalt</h1><p>{DE_1}</p><p>{linked}</p><p>{teaser}</p>"
            f"<p>{DE_2}</p><p>{DE_3}</p><p>{closing}</p></article>"
            "<nav><ul><li><a href='/'>Startseite</a></li><li><a href='/politik'>Politik</a></li></ul></nav>")
    texts = _texts(_page(body))
    assert texts[:2] == ["Der Bundestag beschließt den Haushalt", DE_1]
    assert any(t.startswith("Die Opposition hatte schon im Frühjahr eine Klage") for t in texts)
    assert DE_2 in texts and DE_3 in texts
    assert not any("Lesen Sie auch" in t or "Facebook" in t for t in texts)
