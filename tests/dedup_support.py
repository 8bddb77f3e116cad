"""Helpers for the dedup tests: verticals written from plain text, and the marks read back."""

from __future__ import annotations

import lzma
import re
import subprocess
import sys
from pathlib import Path

STORY = [
    "Vláda na svém dnešním zasedání schválila návrh státního rozpočtu na příští rok se schodkem 230 miliard korun. "
    "Kabinet o návrhu jednal déle než šest hodin a podle přítomných se ministři na konečné podobě shodli až večer.",
    "Ministr financí po jednání kabinetu novinářům řekl, že deficit se podaří snížit díky vyšším příjmům z daní. "
    "Stát podle něj také ušetří na provozu úřadů, kde se mají snížit výdaje na nákup služeb a energií.",
    "Opozice návrh ostře kritizuje a tvrdí, že rozpočet je nerealistický a příjmy státu jsou výrazně nadsazené. "
    "Předseda největší opoziční strany označil návrh za nejhorší rozpočet v historii samostatného státu.",
    "Poslanecká sněmovna bude o rozpočtu hlasovat v prvním čtení příští týden ve středu dopoledne od devíti hodin. "
    "Vládní koalice má ve sněmovně pohodlnou většinu, takže schválení v prvním čtení se nepovažuje za ohrožené.",
    "Podle ekonomů je plánovaný schodek příliš vysoký vzhledem k tomu, že ekonomika se po loňském poklesu zotavuje. "
    "Národní rozpočtová rada upozornila, že strukturální deficit zůstává jedním z nejvyšších v celé Evropské unii.",
    "Odbory s návrhem nesouhlasí, protože počítá jen s minimálním růstem platů ve státní správě a ve školství. "
    "Jejich předák pohrozil stávkou, pokud vláda do druhého čtení nenajde peníze alespoň pro učitele a lékaře.",
    "Prezident republiky se k rozpočtu zatím nevyjádřil, jeho mluvčí uvedl, že návrh nejprve podrobně prostuduje. "
    "Hlava státu v minulosti opakovaně vyzývala vládu, aby s veřejnými financemi zacházela uvážlivě a odpovědně.",
    "Rozpočet musí sněmovna schválit do konce roku, jinak by stát hospodařil v režimu rozpočtového provizoria. "
    "V takovém případě by mohl každý měsíc utratit jen dvanáctinu výdajů z letošního schváleného rozpočtu.",
]
OTHER = [
    "Meteorologové varují před silným větrem, který v noci zasáhne horské oblasti na severu a východě Čech.",
    "Nárazy větru mohou na hřebenech Krkonoš a Jeseníků dosáhnout rychlosti až sto třicet kilometrů za hodinu.",
    "Hasiči doporučují uklidit volně ložené předměty a neparkovat auta pod stromy ani v blízkosti lešení.",
]


def tokens(text: str) -> list[str]:
    return re.findall(r"\w+|[^\w\s]", text)


def doc(ident: str, crawled: str, paragraphs: list[str], head: str = "", source: str = "portal",
        tag: str = "p") -> str:
    """One <doc> with a <head> (when given) and one block per paragraph, each one sentence."""
    lines = [f'<doc id="{ident}" url="https://{source}.cz/{ident}" title="{head}" date="{crawled}" '
             f'source="{source}" warc="x.warc.xz:0:0" enc="utf-8" lang="cs">']
    if head:
        lines += ["<head>", "<s>", *tokens(head), "</s>", "</head>"]
    for p in paragraphs:
        lines += [f'<{tag} lang="cs">', "<s>", *tokens(p), "</s>", f"</{tag}>"]
    lines.append("</doc>")
    return "\n".join(lines) + "\n"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    path.write_bytes(lzma.compress(data) if path.name.endswith(".xz") else data)
    return path


def read(path: Path) -> str:
    data = path.read_bytes()
    return (lzma.decompress(data) if path.name.endswith(".xz") else data).decode("utf-8")


_ATTR = re.compile(r'(\w+)="([^"]*)"')


def marks(text: str) -> dict[str, dict]:
    """Per document id: its <doc> attributes and its blocks as (name, dup, first token)."""
    out: dict[str, dict] = {}
    current: dict = {}
    block: list = []
    for line in text.split("\n"):
        if line.startswith("<doc "):
            current = {"attrs": dict(_ATTR.findall(line)), "blocks": []}
            out[current["attrs"]["id"]] = current
        elif re.match(r"<(p|head|h\d)[ >]", line):
            name = re.match(r"<(\w+)", line).group(1)  # type: ignore[union-attr]
            block = [name, dict(_ATTR.findall(line)).get("dup"), None, 0]
            current["blocks"].append(block)
        elif line and not line.startswith("<"):
            if block[2] is None:
                block[2] = line.split("\t")[0]
            block[3] += 1
    return out


def dups(text: str, ident: str) -> list[str | None]:
    return [b[1] for b in marks(text)[ident]["blocks"]]


def cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "corpustools", *args], capture_output=True, text=True,
                          timeout=timeout)
