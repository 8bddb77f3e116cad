"""Adversarial review of the session-28 rules of xgaps28 and xtypes28 (xreview28b): real text of the same shape as
the boilerplate a rule takes, on pages built after the markup real sites use, that must stay (a video prompt's
following quote that ends the article, a long sentence that a long interface pattern matches whole), and the
boilerplate the rules were made for, still gone.  The pages go through ``document.process``, the worker's step."""

from __future__ import annotations

import json

from test_vert_xlang26 import _paragraphs
from vert_support import processed

from corpustools.vert import boiler
from corpustools.vert.extract import Block


def _ld(headline: str, author: str, day: str) -> str:
    data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": headline,
            "datePublished": f"{day}T06:00:00+01:00", "author": [{"@type": "Person", "name": author}]}
    return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'


def _page(lang: str, headline: str, body: str, url: str, h1: str = "") -> list[str]:
    html = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{headline}</title>'
            f'<meta property="og:type" content="article">{_ld(headline, "Jane Miller", "2026-11-26")}</head>'
            '<body><header><a href="/">Home</a><nav><a href="/news">News</a> <a href="/sport">Sport</a></nav></header>'
            f'<main><article><h1>{h1 or headline}</h1><div class="article-body">{body}</div></article></main>'
            '<footer><a href="/contact">Contact</a></footer></body></html>')
    return _paragraphs(processed(html, url).body)


# --- 1. the article's last paragraph, a quote, after "Watch the video" -------------------------------------------

EN = (
    "Floodwater swept through the centre of the town on Tuesday night after the river burst its banks upstream, "
    "forcing dozens of families to leave their homes.",
    "The mayor said the clean-up would take weeks and that the council had asked the government for emergency "
    "funding to repair the bridge and the school.",
)
EN_HEADLINE = "Floods force families from their homes in river town"


def test_a_quote_ending_the_article_after_a_video_prompt_stays():
    quote = "“We will rebuild this town, whatever it takes.”"
    out = _page("en", EN_HEADLINE, f"<p>{EN[0]}</p><p>{EN[1]}</p><p>Watch the video below:</p><p>{quote}</p>",
                "https://news.example.co.uk/uk/floods-force-families-from-homes-123456")
    assert out[-1] == quote and "Watch the video below:" not in out
    quote = "„Wir bauen diese Stadt wieder auf, koste es, was es wolle!“"
    out = _page("de", EN_HEADLINE, f"<p>{EN[0]}</p><p>{EN[1]}</p><p>Sehen Sie hier das Video:</p><p>{quote}</p>",
                "https://news.example.de/panorama/hochwasser-familien-123456.html")
    assert out[-1] == quote


# --- 2. a long sentence that a long interface pattern matches whole -----------------------------------------------

CS = (
    "Streamovací služba Voyo od ledna zdraží své předplatné, oznámila ve čtvrtek skupina, která službu provozuje.",
    "Podle analytiků reaguje firma na rostoucí náklady na vlastní tvorbu i na sportovní práva.",
)


def test_a_long_czech_sentence_on_a_subscription_stays():
    line = ("Předplatné streamovací služby Voyo umožní neomezený přístup k celému obsahu platformy, tedy k seriálům, "
            "filmům i sportovním přenosům.")
    assert len(line) > boiler.SHORT and not boiler._noise(Block("p", line))
    out = _page("cs", "Voyo od ledna zdraží předplatné", f"<p>{CS[0]}</p><p>{line}</p><p>{CS[1]}</p>",
                "https://zpravy.example.cz/ekonomika/voyo-zdrazi-predplatne.A261126_101010_ekonomika_jn")
    assert line in out


# --- 3. a main column named "side" (a factbox so named in the text goes, as one named "sidebar" does) ---------

DE = (
    "Der Gemeinderat hat am Dienstagabend mit knapper Mehrheit beschlossen, das alte Hallenbad zu sanieren statt es "
    "abzureißen und an anderer Stelle neu zu bauen.",
    "Die Sanierung soll rund zwölf Millionen Euro kosten und im Herbst beginnen; während der Arbeiten bleibt das Bad "
    "für zwei Jahre geschlossen.",
)


def test_a_main_column_named_side_stays():
    out = _page("de", "Gemeinderat beschließt Sanierung des Hallenbads", f'<div id="side"><p>{DE[0]}</p><p>{DE[1]}</p></div>',
                "https://www.example-zeitung.de/lokales/hallenbad-sanierung-beschlossen-123456.html")
    assert out[1:] == list(DE)


# --- 4. an <h1> holding the headline's words inside a word of its own ---------------------------------------------

def test_an_h1_holding_the_headline_inside_its_words_is_not_the_headline():
    url = "https://www.example-zeitung.de/wirtschaft/bahn-preise-123456.html"
    h1 = "Bahn erhöht Preisgrenzen für Sparangebote nicht"
    out = _page("de", "Bahn erhöht Preise", f"<p>{DE[0]}</p><p>{DE[1]}</p>", url, h1=h1)
    assert h1 in out
    h1 = "Deutsche Bahn erhöht Preise zum Fahrplanwechsel"  # (the headline's whole words: the title, as xgaps28 has it)
    out = _page("de", "Bahn erhöht Preise", f"<p>{DE[0]}</p><p>{DE[1]}</p>", url, h1=h1)
    assert h1 not in out and out[1:] == list(DE)


# --- 5. a news article's subheading that is a shop's line too ---------------------------------------------------

BRNO = (
    "Zastupitelé Brna ve čtvrtek schválili rozpočet města na příští rok, který počítá s výdaji přes 20 miliard korun "
    "a s novými investicemi do dopravy.",
    "Děti do patnácti let a senioři nad sedmdesát let budou od ledna jezdit městskou hromadnou dopravou bez jízdenky, "
    "město za ně dopravnímu podniku zaplatí.",
    "Opozice návrh kritizovala a upozornila, že město si na investice bude muset půjčit přes dvě miliardy korun.",
)


def test_a_czech_articles_subheading_doprava_zdarma_stays():
    out = _page("cs", "Brno schválilo rozpočet, děti a senioři pojedou zdarma",
                f"<p>{BRNO[0]}</p><h2>Doprava zdarma</h2><p>{BRNO[1]}</p><p>{BRNO[2]}</p>",
                "https://zpravy.example.cz/domaci/brno-rozpocet-doprava-zdarma.A261126_101010_domaci_jn")
    assert out[1:] == [BRNO[0], "Doprava zdarma", BRNO[1], BRNO[2]]


# --- 6. phpBB's quote header with its arrow, and quoted words holding a clock time --------------------------------

def test_a_quotes_words_with_a_clock_time_after_phpbbs_arrow_stay():
    words = "The last train leaves Brno at 6:40, so we need to be at the station by half past six."
    assert boiler.quote_header_lead(f"badz wrote: ↑{words}") == len("badz wrote: ↑")
    for stamp in ("Sat Nov 28, 2026 9:12 pm", "Sa 28. Nov 2026, 21:12", "Today, 9:12 pm"):
        head = f"badz wrote: ↑{stamp}"
        assert boiler.quote_header_lead(head + words) == len(head)


# --- 7. a name ending in a day's word ("Gauthier", "Ruggieri") before a time: no post header glued to its stamp ---

FR = (
    "La fête de la musique investit samedi le centre-ville : trois scènes seront installées place de la République, "
    "sur les quais et dans le parc municipal.",
    "La mairie recommande de venir à pied ou à vélo, le centre étant fermé à la circulation à partir de 16 heures.",
)


def test_a_programmes_line_of_a_name_ending_in_a_days_word_and_a_time_stays():
    lines = ("Gauthier à 18h30", "Les Ours du Lac à 20h", "Ruggieri alle 22:15")
    items = "".join(f"<li>{line}</li>" for line in lines)
    out = _page("fr", "Fête de la musique : le programme de samedi",
                f"<p>{FR[0]}</p><p>Sur la grande scène :</p><ul>{items}</ul><p>{FR[1]}</p>",
                "https://www.example-quotidien.fr/ville/fete-de-la-musique-le-programme-123456.php")
    assert all(line in out for line in lines)
    assert boiler._noise(Block("div", "mario_82ieri alle 21:14")) and boiler._noise(Block("div", "mamina_zuzkavčera o 21:14"))
