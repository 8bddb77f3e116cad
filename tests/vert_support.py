"""Helpers for the vert tests: build real WARC files (warcio) from HTML the tests write, read verticals."""

from __future__ import annotations

import gzip
import io
import json
import lzma
import os
import signal
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from corpustools.config import load_settings

CS_TEXT = (
    "Vláda v pondělí schválila návrh státního rozpočtu na příští rok. Schodek má podle ministra financí "
    "dosáhnout dvou set třiceti miliard korun, což je o něco méně než letos. Opozice kritizuje, že výdaje "
    "rostou rychleji než příjmy a že se nedaří šetřit na provozu úřadů."
)
CS_TEXT2 = (
    "Příliš žluťoučký kůň úpěl ďábelské ódy, když se v noci na pastvině objevil medvěd. Hospodář ho ráno "
    "našel schovaného ve stáji a dlouho ho musel uklidňovat, než se odvážil znovu vyjít ven."
)
SK_TEXT = (
    "Vláda v pondelok schválila návrh štátneho rozpočtu na budúci rok. Schodok má podľa ministra financií "
    "dosiahnuť takmer päť miliárd eur, čo je o niečo menej ako tento rok. Opozícia kritizuje, že výdavky "
    "rastú rýchlejšie ako príjmy a že sa nedarí šetriť na prevádzke úradov."
)
EN_TEXT = (
    "The government approved the draft state budget for next year on Monday. According to the finance "
    "minister, the deficit should reach about nine billion euros, which is a little less than this year. "
    "The opposition says that spending is growing faster than revenue."
)


def page(body: str, title: str = "Zprávy", head: str = "") -> str:
    return f"<!DOCTYPE html>\n<html><head>{head}<title>{title}</title></head><body>{body}</body></html>\n"


def processed(html: str, url: str, crawled: str = "2026-11-30T08:00:00Z") -> Any:
    """``html`` at ``url`` through ``vert``'s own worker step (``document.process``) with the default settings;
    the page must give a document (not skipped as a listing, noindex, no text)."""
    from corpustools.vert.document import (  # (the worker's models: only when asked)
        options_from_settings,
        process,
    )
    from corpustools.vert.read import HtmlRecord

    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord(url, crawled, 0, "text/html; charset=utf-8", html.encode("utf-8")), options)
    assert not doc.skipped, doc.skipped
    return doc


def make_warc(path: str | os.PathLike[str], pages: Sequence[dict[str, Any]], compress: str = "gz",
              extra_records: bool = True) -> Path:
    """Write a WARC with one response per page dict (url, html as str or bytes, content_type, date,
    encoding).  compress: gz (per record) | xz (one stream per record, as download does) | none."""
    path = Path(path)
    raw = io.BytesIO()
    offsets: list[int] = []
    writer = WARCWriter(raw, gzip=False)
    if extra_records:
        writer.write_record(writer.create_warcinfo_record(path.name, {"software": "tests"}))
        offsets.append(raw.tell())
    for i, p in enumerate(pages):
        html = p["html"]
        data = html if isinstance(html, bytes) else html.encode(p.get("encoding", "utf-8"))
        headers = [("Content-Type", p.get("content_type", "text/html"))]
        http = StatusAndHeaders(p.get("status", "200 OK"), headers, protocol="HTTP/1.1")
        warc_headers = {"WARC-Date": p.get("date", f"2026-11-20T10:{i // 60:02d}:{i % 60:02d}Z")}
        record = writer.create_warc_record(p.get("url", f"https://www.example.cz/clanek/{i}"), "response",
                                           payload=io.BytesIO(data), http_headers=http,
                                           warc_headers_dict=warc_headers)
        writer.write_record(record)
        offsets.append(raw.tell())
        if extra_records and p.get("with_request", True):
            req = writer.create_warc_record(p.get("url", f"https://www.example.cz/clanek/{i}"), "request",
                                            payload=io.BytesIO(b"GET / HTTP/1.1\r\n\r\n"))
            writer.write_record(req)
            offsets.append(raw.tell())
    data = raw.getvalue()
    bounds = [0] + offsets
    chunks = [data[a:b] for a, b in zip(bounds, bounds[1:]) if b > a]
    with open(path, "wb") as fh:
        for chunk in chunks:
            if compress == "gz":
                fh.write(gzip.compress(chunk))
            elif compress == "xz":
                fh.write(lzma.compress(chunk, preset=0))
            else:
                fh.write(chunk)
    return path


def settings_data(**vert: Any) -> dict[str, Any]:
    overrides = {f"vert.{k}": v for k, v in vert.items()}
    return load_settings(None, overrides).data


def read_vert(path: str | os.PathLike[str]) -> str:
    path = Path(path)
    if path.name.endswith(".xz"):
        return lzma.open(path, "rt", encoding="utf-8").read()
    return path.read_text("utf-8")


def vert_cli(tmp_path: Path, name: str, pages: Sequence[dict[str, Any]]) -> str:
    """``corpustools vert -m 1`` as a user runs it, over a WARC of ``pages`` (see :func:`make_warc`); checks
    it succeeded and returns the vertical it wrote."""
    from big_brother_support import run_cli

    warc = make_warc(tmp_path / f"{name}.warc.gz", pages)
    out = tmp_path / f"{name}.vert"
    run = run_cli("vert", "-i", str(warc), "-o", str(out), "-m", "1")
    assert run.returncode == 0, run.stderr
    return read_vert(out)


def docs_of(vertical: str) -> list[str]:
    """The ``<doc ...>`` blocks of a vertical as strings."""
    return ["<doc" + part for part in vertical.split("<doc")[1:]]


def doc_dates(tmp_path: Path, pages: Sequence[dict[str, Any]]) -> dict[str, tuple[str, str]]:
    """vert run on a WARC of ``pages`` (see :func:`make_warc`): each document's (date, date_source) by URL."""
    import re

    from corpustools.vert.run import convert

    out = tmp_path / "dates.vert"
    convert(settings_data(), [make_warc(tmp_path / "dates.warc.gz", pages)], out, workers=1, source="test")
    found = {}
    for doc in docs_of(read_vert(out)):
        attrs = dict(re.findall(r'(\w+)="([^"]*)"', doc.split("\n", 1)[0]))
        found[attrs["url"]] = (attrs["date"], attrs["date_source"])
    return found


def tokens_of(vertical: str) -> list[str]:
    return [line for line in vertical.splitlines() if not line.startswith("<")]


def sleep_or_echo(task: Any, options: Any) -> Any:
    """Pool test task: 'sleep' hangs, 'die' kills its own process, 'raise' raises, 'gc' tells the state of the
    garbage collector, else echoes."""
    if task == "sleep":
        time.sleep(600)
    if task == "die":
        os.kill(os.getpid(), 9)
    if task == "raise":
        raise RuntimeError("broken task")
    if task == "gc":  # the worker's garbage collector: on, and the start-up's objects frozen
        import gc

        return (gc.isenabled(), gc.get_freeze_count() > 0)
    return (task, os.getpid())


def kill_when_busy(pool: Any, index: int, delay: float = 0.2) -> tuple[threading.Thread, list[int]]:
    """A started thread that kills (-9) the worker of ``pool`` busy with task ``index``, ``delay``
    seconds after it took the task; the list gets the pid killed."""
    killed: list[int] = []

    def killer() -> None:
        for _ in range(600):
            pid = pool.pid_of_task(index)
            if pid:
                time.sleep(delay)
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
                return
            time.sleep(0.02)

    thread = threading.Thread(target=killer)
    thread.start()
    return thread, killed


def workspace_with_a_warc(root: Path, toml: str) -> None:
    """A workspace at ``root`` with one Czech page in ``warcs/news/day1.warc.gz`` (old enough to be taken
    as finished) and ``toml`` as its ``corpustools.toml``."""
    (root / "rss_sources").mkdir(parents=True)
    (root / "warcs" / "news").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "news" / "day1.warc.gz",
                     [dict(url="https://www.example.cz/1", html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    old = time.time() - 600
    os.utime(warc, (old, old))
    (root / "corpustools.toml").write_text(toml, "utf-8")


def qa_page(slug: str, title: str, question: str, first: Sequence[str], second: Sequence[str], tail: str = "") -> str:
    """A Stack Exchange question page (the question, two answers, each post's text in its own element, the
    site's header and footer around them), the first answer ending with ``tail`` (a line of the test's)."""
    def answer(n: int, paras: Sequence[str], end: str = "") -> str:
        return (f'<div id="answer-{n}" class="answer js-answer" itemprop="suggestedAnswer" itemscope '
                'itemtype="https://schema.org/Answer"><div class="post-layout"><div class="votecell"><div '
                f'class="js-vote-count">{n}</div></div><div class="answercell post-layout--right"><div class="s-prose '
                'js-post-body" itemprop="text">' + "".join(f"<p>{t}</p>" for t in paras) + end + '</div>'
                f'<div class="post-signature"><div class="user-action-time">answered Dec {n}, 2016 at 23:57</div>'
                f'<div class="user-details"><a href="/users/{n}/someone">someone{n}</a></div></div></div></div></div>')
    return (
        '<header class="s-topbar"><a href="/">Ask Ubuntu</a><a href="/questions">Questions</a></header>'
        f'<div id="content"><div id="question-header"><h1 itemprop="name"><a href="/questions/7809/{slug}">'
        f'{title}</a></h1></div><div id="mainbar" role="main" itemscope '
        'itemtype="https://schema.org/QAPage"><div class="question js-question" itemprop="mainEntity" itemscope '
        'itemtype="https://schema.org/Question"><div class="postcell"><div class="s-prose js-post-body" '
        f'itemprop="text"><p>{question}</p></div></div></div>'
        '<div id="answers">' + answer(1, first, tail) + answer(2, second) + '</div></div></div>'
        '<footer id="footer"><p>Site design / logo © 2025 Stack Exchange Inc; user contributions licensed under '
        'CC BY-SA.</p></footer>'
    )


def article_ld(kind: str, headline: str, author: str, day: str) -> str:
    """A JSON-LD statement of an article's kind, headline, writer and day, as news sites put in their <head>."""
    data = {"@context": "https://schema.org", "@type": kind, "headline": headline,
            "datePublished": f"{day}T06:00:00+01:00", "author": [{"@type": "Person", "name": author}]}
    return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'


def article_head(title: str, lang: str, extra: str = "") -> str:
    """An article page's doctype and <head> (charset, title, og:type article, ``extra``)."""
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta property="og:type" content="article"><meta property="og:title" content="{title}">{extra}'
            '<link rel="stylesheet" href="/assets/main.css"></head>')


def news_head(title: str, lang: str, headline: str, author: str, day: str, kind: str = "NewsArticle") -> str:
    """A news article's doctype and <head> with its JSON-LD statement (kind, headline, writer, day)."""
    return article_head(title, lang, article_ld(kind, headline, author, day))


def news_foot(site: str, links: str, cls: str = "site-footer", rights: str = "") -> str:
    """A news page's end: its footer (class ``cls``) with the site's links (imprint, privacy, contact) and the
    copyright line (``rights`` after the site's name), and the closing tags."""
    return f'<footer class="{cls}"><nav>{links}</nav><p>© 2026 {site}{rights}</p></footer></body></html>'


def paragraphs(texts: Sequence[str], cls: str = "") -> str:
    """``texts`` as ``<p>`` elements (of class ``cls`` when given), as an article's body holds them."""
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<p{attr}>{t}</p>" for t in texts)


BYLINE_TOP = '<div class="byline"><span>Anna Example</span><time datetime="2026-11-26T04:00:00Z">Nov 26 2026</time></div>'
"""A byline and its time over an article's text, as news themes put them under the headline."""

STORY_TEXTS = {
    "en": ("The city council approved the new budget on Tuesday after a debate that lasted more than five hours in "
           "the chamber.",
           "The mayor said the plan would fund new bus routes and repairs to schools across the northern districts of "
           "the city.",
           "Opposition members criticised the spending on consultants and promised to challenge the plan at the next "
           "meeting."),
    "de": ("Der Stadtrat hat am Dienstag beschlossen, die Gebühren für das Parken in der Innenstadt ab Januar deutlich "
           "zu erhöhen, wie ein Sprecher mitteilte.",
           "Die Einnahmen sollen in den Ausbau des Nahverkehrs fließen, der seit Jahren als überlastet gilt und "
           "dringend Geld braucht.",
           "Die Opposition kritisierte den Beschluss und kündigte an, ein Bürgerbegehren gegen die Erhöhung zu prüfen."),
    "es": ("El Gobierno aprobó este martes un plan para rehabilitar medio millón de viviendas antes de 2030, con "
           "ayudas de hasta el 80 % del coste.",
           "La ministra de Vivienda explicó que las primeras convocatorias se abrirán en primavera en todas las "
           "comunidades autónomas.",
           "Las asociaciones de inquilinos celebraron la medida, aunque piden que llegue también a los alquileres."),
    "fr": ("Le conseil municipal a adopté mardi un nouveau plan de circulation pour le centre-ville, après plus de "
           "cinq heures de débat animé.",
           "Le maire a expliqué que les recettes serviraient à financer de nouvelles lignes de bus et la rénovation "
           "des écoles du quartier nord.",
           "L'opposition a dénoncé un projet coûteux et promis de le contester devant le tribunal administratif."),
    "it": ("Il consiglio comunale ha approvato martedì il nuovo piano del traffico per il centro storico, dopo oltre "
           "cinque ore di dibattito acceso.",
           "Il sindaco ha spiegato che le entrate serviranno a finanziare nuove linee di autobus e la ristrutturazione "
           "delle scuole del quartiere.",
           "L'opposizione ha criticato il progetto e ha promesso di contestarlo davanti al tribunale amministrativo."),
    "cs": ("Vláda ve středu schválila návrh rozpočtu na příští rok, který počítá se schodkem kolem dvě stě miliard "
           "korun, uvedl ministr financí.",
           "Opozice návrh kritizuje a tvrdí, že vláda podceňuje růst výdajů na důchody a na obranu v následujících "
           "letech.",
           "Sněmovna by měla o rozpočtu hlasovat v prvním čtení na konci září, pokud ho poslanci nevrátí vládě."),
    "pl": ("Rząd przyjął we wtorek projekt budżetu na przyszły rok, który zakłada deficyt na poziomie około trzystu "
           "miliardów złotych.",
           "Opozycja krytykuje projekt i twierdzi, że rząd nie docenia wzrostu wydatków na emerytury i obronność w "
           "kolejnych latach.",
           "Sejm ma głosować nad budżetem w pierwszym czytaniu pod koniec września, jeśli posłowie nie odeślą go."),
    "hu": ("A kormány kedden elfogadta a jövő évi költségvetés tervezetét, amely háromezer milliárd forintos hiánnyal "
           "számol.",
           "Az ellenzék bírálja a tervezetet, szerintük a kormány alábecsüli a nyugdíjkiadások növekedését a következő "
           "években.",
           "Az Országgyűlés szeptember végén szavazhat a költségvetésről, ha a képviselők nem küldik vissza."),
}
"""Three sentences of a local politics story per language: the article's own text that a rule under test must keep."""
