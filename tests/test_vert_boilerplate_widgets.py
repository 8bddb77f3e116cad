"""Boilerplate that survived on real pages in several languages: a post's rating widget, WordPress's
script placeholders ("This slideshow requires JavaScript.", "Gefällt mir Wird geladen …"), download
buttons, view counts ("111112 zhlédnutí"), paywall lines, form, search and loading messages, an audio player's
and a back-to-the-list link's labels, an agency's credit with its photographer ("ČTK/Michal Kamaryt"), relative times with the next item's separator ("Před 7 hodinami
•"), the author box's heading, the comments' heading with the post's title ("59 Comments on “…”"), a post's
tags before their links, affiliate links' disclosures; each class with sentences of real text that open with
the same words and must stay.  All pages are written here."""

from __future__ import annotations

import pytest
from vert_support import CS_TEXT, CS_TEXT2, page

from corpustools.vert.choose import extract_page

URL = "https://www.example.eu/2024/05/02/rozpocet-schvalen"


def _around(block: str) -> list[str]:
    """The texts of an article of two paragraphs with ``block`` (a paragraph's HTML) between them."""
    body = f"<article><p>{CS_TEXT}</p><p>{block}</p><p>{CS_TEXT2}</p></article>"
    return [b.text for b in extract_page(page(body, "Rozpočet"), URL, {"languages": ()}).blocks]


def _goes(block: str) -> bool:
    texts = _around(block)
    assert CS_TEXT in texts and CS_TEXT2 in texts
    return len(texts) == 2


@pytest.mark.parametrize("line", [
    "How useful was this post?", "Was this article helpful?", "No votes so far! Be the first to rate this post.",
    "We are sorry that this post was not useful for you!", "Tell us how we can improve this post?",
    "Wie hilfreich war dieser Beitrag?", "War dieser Artikel hilfreich?", "Sie haben bereits abgestimmt.",
    "Cet article vous a-t-il été utile ?", "Questo articolo è stato utile?", "¿Te ha resultado útil este artículo?",
    "Byl pro vás tento článek užitečný?", "Bol pre vás tento článok užitočný?", "Czy ten artykuł był pomocny?",
])
def test_a_posts_rating_widget_goes(line):
    assert _goes(line)


@pytest.mark.parametrize("line", [
    "This slideshow requires JavaScript.", "Diese Diashow benötigt JavaScript.", "Ce diaporama nécessite JavaScript.",
    "Like Loading...", "Gefällt mir Wird geladen …", "Gefällt mir Lade...", "J’aime Chargement…",
])
def test_wordpress_script_placeholders_go(line):
    assert _goes(line)


@pytest.mark.parametrize("line", [
    "Download PDF", "Dieses Skript als PDF herunterladen", "PDF herunterladen", "Télécharger le PDF", "Stáhnout PDF",
    "Scarica il PDF", "Descargar PDF (2,3 MB)",
])
def test_a_download_buttons_label_goes(line):
    assert _goes(line)


@pytest.mark.parametrize("line", [
    "111112 zhlédnutí", "čteno: 327x názorů: 0", "1.234 Aufrufe", "12,345 views", "3 456 wyświetleń",
    "Před 7 hodinami •", "vor 2 Stunden |", "il y a 3 heures ·",
])
def test_view_counts_and_relative_times_with_a_separator_go(line):
    assert _goes(line)


@pytest.mark.parametrize("line", ["About the Author", "Über den Autor", "Über die Autorin", "À propos de l'auteur",
                                  "O autorovi", "Sobre el autor"])
def test_the_author_boxs_heading_goes(line):
    assert _goes(line)


@pytest.mark.parametrize("line", [
    "59 Comments on “The December Comfort Watches 2025, Day Eighteen: Starship Troopers”",
    "One thought on “Winter tyres in the mountains”", "3 Kommentare zu „Radfahren in Salzburg“",
    "Ein Gedanke zu „Radfahren in Salzburg“", "2 réflexions sur « Le budget »", "5 commenti su “Il bilancio”",
    "4 comentarios en «El presupuesto»", "12 komentářů k „Rozpočet schválen“",
])
def test_the_comments_heading_with_the_posts_title_goes(line):
    assert _goes(line)


@pytest.mark.parametrize("line", [
    "Eine Antwort auf „Fridays for Future“ gab die Regierung bis heute nicht.",
    "A response to “austerity” was never going to be popular with voters in the north.",
    "Une réponse à « la crise du logement » se fait toujours attendre, selon les associations.",
    "Jeden názor na „reformu důchodů“ ale v debatě zazněl opakovaně: že přijde pozdě.",
    "12 replies to 'the petition' were published by the ministry last week.",
])
def test_a_sentence_that_opens_as_the_comments_heading_stays(line):
    """The heading ends with the title's closing quote; a sentence goes on after it."""
    assert not _goes(line)


@pytest.mark.parametrize("lead", ["Tags:", "Schlagwörter:", "Themen:", "Štítky:", "Mots-clés :", "Etiquetas:", "Tagi:"])
def test_a_posts_tags_before_their_links_go(lead):
    assert _goes(f'{lead} <a href="/t/1">Rozpočet</a>, <a href="/t/2">Vláda</a>, <a href="/t/3">Ekonomika</a>')


@pytest.mark.parametrize("line", [
    "This article contains affiliate links that may earn us a commission at no extra cost to you.",
    "This post may contain affiliate and/or referral links. Please see my disclosure page.",
    "As an Amazon Associate we earn from qualifying purchases.",
    "We earn a commission for products purchased through some links in this article.",
    "Dieser Artikel enthält Affiliate-Links. Wenn du darüber kaufst, erhalten wir eine kleine Provision.",
    "*Affiliate-Links: Für Käufe über diese Links erhalten wir eine Provision.",
    "Als Amazon-Partner verdiene ich an qualifizierten Verkäufen.",
    "Cet article contient des liens affiliés : si vous achetez, nous percevons une commission.",
    "In qualità di Affiliato Amazon io ricevo un guadagno dagli acquisti idonei.",
    "Como afiliado de Amazon, obtengo ingresos por las compras adscritas.",
    "Článek obsahuje affiliate odkazy, za nákup přes ně dostaneme provizi.",
    "Ten artykuł zawiera linki afiliacyjne do sklepów.",
])
def test_an_affiliate_disclosure_goes(line):
    assert _goes(line)


@pytest.mark.parametrize("line", [
    "To read the rest of this story subscribe to STAT+.", "This article is exclusive to STAT+ subscribers",
    "Dieser Artikel ist nur für Abonnenten verfügbar.", "Cet article est réservé aux abonnés.",
    "Questo articolo è riservato agli abbonati.", "Este artículo es exclusivo para suscriptores.",
    "Tento článek je pouze pro předplatitele.", "Tento článok je len pre predplatiteľov.",
])
def test_a_paywalls_line_goes(line):
    assert _goes(line)


@pytest.mark.parametrize("line", [
    "Thanks for signing up!", "Please enter a valid work email", "Something went wrong. Please try again.",
    "Vielen Dank für Ihre Anmeldung!", "Merci pour votre inscription !", "Něco se pokazilo.",
    "Alle Suchergebnisse anzeigen ()", "Keine Suchergebnisse gefunden!", "No results found.", "Loading map...",
])
def test_form_search_and_loading_messages_go(line):
    assert _goes(line)


@pytest.mark.parametrize("line", [
    "Listen to this article", "Hover to Listen", "Artikel anhören", "Écouter cet article", "Poslechněte si článek",
    "Zurück zur Übersicht", "Back to overview", "Zpět na přehled",
])
def test_audio_player_and_back_to_the_list_labels_go(line):
    assert _goes(line)


@pytest.mark.parametrize("line", ["Photograph by Ed Marshall, Redonda Restoration Programme", "Photographs by Jane Doe",
                                  "Photo credits: NASA/JPL-Caltech", "Photograph by Élodie Martin for The Guardian",
                                  "Autor: REUTERS/Dani Cardona", "ČTK/Michal Kamaryt", "Profimedia.cz/Jan Novák",
                                  "dpa/Michael Kappeler"])
def test_an_agency_and_its_photographer_alone_go(line):
    assert _goes(line)


@pytest.mark.parametrize("line", ["Photographs by Ansel Adams hang in the museum's east wing until March.",
                                  "Photo credits are listed at the end of the book, with the archives'."])
def test_a_sentence_that_opens_as_a_photographs_credit_stays(line):
    assert not _goes(line)


@pytest.mark.parametrize("line", [
    "Tags: Employment, Health & Fitness, Mid-sized Businesses", "Schlagwörter: Haushalt, Regierung, Finanzen",
    "Views 26.2k", "Posted by", "Updated on", "Veröffentlicht am", "Publié le", "Posted April 20, 2024 (edited)",
    "View Image Gallery", "Zur Bildergalerie", "read less read more",
])
def test_plain_tag_lists_counts_orphan_labels_and_gallery_buttons_go(line):
    assert _goes(line)


@pytest.mark.parametrize("sentence", [
    "Reuters/Ipsos poll shows a lead for the governing party in the capital.",
    "Tags: this is a sentence, and it goes on for a while with many words in it.",
    "Posted by the ministry on its site, the budget drew criticism from the opposition.",
    "Something went wrong with the budget, the minister admitted on Monday in the parliament.",
    "Thanks for signing up the petition, said the organizers, who had collected ten thousand names.",
    "Listen to this article's author read it aloud tonight at eight on the radio.",
    "Dieser Artikel ist nur für Abonnenten gedacht gewesen, sagte der Verlag, nun ist er frei lesbar.",
    "Was this article helpful to the minister? His office did not answer our questions about it.",
    "About the author of the budget little is known, the ministry only said that he had worked there for years.",
    "Views of the valley from the new bridge attracted thousands of visitors over the weekend.",
    "Download PDF files from the ministry's archive to read the whole budget offline, the ministry advises.",
    "3 comments on the budget were sent by the opposition, who said “no” to all of it.",
    "Themen: Die Regierung hat heute drei neue Themen für die Sitzung vorgestellt.",
    "We earn a commission on every sale, the bookseller said, and prices will rise next year.",
    "As an Amazon associate for ten years, she built a small business of her own.",
    "Před 7 hodinami začalo v Praze jednání vlády o rozpočtu na příští rok.",
    "Über den Autor des Romans ist wenig bekannt, er lebte zurückgezogen in einem Dorf.",
    "Like many others, the minister waited for the vote on the budget.",
])
def test_sentences_opening_like_these_lines_stay(sentence):
    assert not _goes(sentence)


@pytest.mark.parametrize("heading", ["Nejčtenější na Facebooku", "Nejčtenější na Twitteru", "Most read on Facebook",
                                     "Meistgelesen auf Facebook"])
def test_a_most_read_on_a_network_heading_goes_with_its_teasers(heading):
    teasers = "".join(f'<p><a href="/c/{i}">Titulek jiného článku číslo {i}, který čtenáře láká</a></p>' for i in range(3))
    body = f"<article><p>{CS_TEXT}</p><h3>{heading}</h3>{teasers}<p>{CS_TEXT2}</p></article>"
    texts = [b.text for b in extract_page(page(body, "Rozpočet"), URL, {"languages": ()}).blocks]
    assert texts == [CS_TEXT, CS_TEXT2]
