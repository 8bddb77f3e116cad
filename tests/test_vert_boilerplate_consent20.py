"""Consent managers' banners and preference centres named for their vendor, not for cookies: OneTrust's
``onetrust-pc-sdk``, Quantcast's ``qc-cmp2-container``, Didomi's ``didomi-popup``.  Saved from a browser, a
page holds them whole; without the dialog roles newer versions add, their long paragraphs ("When you visit
any website, it may store or retrieve information on your browser ...") came into the text of every page
that is not an article."""

from __future__ import annotations

import pytest

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}

TEXT = ["Our practice offers physiotherapy for adults and children, with appointments on weekdays from eight in "
        "the morning and on Saturday mornings, in two treatment rooms on the ground floor of the health centre.",
        "Treatment begins with an assessment of about forty minutes, after which we agree on a plan of exercises "
        "that you can continue at home, and we send a short report to your doctor if you wish.",
        "We work with all public health insurers, and private patients receive an invoice after each block of "
        "six sessions; the prices of single sessions are listed on the fees page."]

ONETRUST = ('<div id="onetrust-consent-sdk"><div id="onetrust-pc-sdk" class="otPcCenter ot-hide ot-fade-in">'
            '<div id="ot-pc-content" class="ot-pc-scrollbar"><h2 id="ot-pc-title">Privacy Preference Center</h2>'
            '<div id="ot-pc-desc">When you visit any website, it may store or retrieve information on your browser, '
            'mostly in the form of cookies. This information might be about you, your preferences or your device '
            'and is mostly used to make the site work as you expect it to.</div><button>Allow All</button>'
            '<section class="ot-sdk-row ot-cat-grp"><h3 id="ot-category-title">Manage Consent Preferences</h3>'
            '<div class="ot-accordion-layout ot-cat-item"><h4 class="ot-cat-header">Strictly Necessary Cookies</h4>'
            '<div class="ot-always-active">Always Active</div><p class="ot-category-desc">These cookies are '
            'necessary for the website to function and cannot be switched off in our systems. They are usually only '
            'set in response to actions made by you which amount to a request for services.</p></div></section>'
            '</div></div></div>')
QUANTCAST = ('<div id="qc-cmp2-container" data-nosnippet=""><div class="qc-cmp2-main"><div class="qc-cmp2-summary-'
             'section"><h2>Wir respektieren Ihre Privatsphäre</h2><p class="qc-cmp2-summary-info">Wir und unsere '
             'Partner speichern und greifen auf Informationen auf einem Gerät zu, wie zum Beispiel eindeutige '
             'Kennungen in Cookies, um personenbezogene Daten zu verarbeiten. Sie können Ihre Auswahl jederzeit '
             'ändern.</p><button>Zustimmen</button><button>Mehr Optionen</button></div></div></div>')
DIDOMI = ('<div id="didomi-host"><div class="didomi-popup-container"><div class="didomi-popup-notice-text">'
          '<h2>Vos choix en matière de cookies</h2><p>Avec votre accord, nos partenaires et nous utilisons des '
          'cookies ou technologies similaires pour stocker et accéder à des informations personnelles comme votre '
          'visite sur ce site.</p></div><button>Accepter &amp; Fermer</button></div></div>')


def _page(dialog: str) -> str:
    paragraphs = "".join(f"<p>{t}</p>" for t in TEXT)
    return ('<html><head><title>Physiotherapy | Health Centre</title></head><body><header><nav><a href="/">Home'
            '</a><a href="/team">Team</a></nav></header><main><div class="content"><h1>Physiotherapy</h1>'
            f'{paragraphs}</div></main><footer><p>© 2024 Health Centre</p></footer>{dialog}</body></html>')


@pytest.mark.parametrize("dialog, words", [(ONETRUST, "retrieve information"), (QUANTCAST, "Privatsphäre"),
                                           (DIDOMI, "partenaires")])
def test_a_consent_managers_dialog_is_no_text(dialog: str, words: str) -> None:
    texts = [b.text for b in extract_page(_page(dialog), "https://health.example.com/physiotherapy", OPTIONS).blocks]
    assert all(t in texts for t in TEXT), texts
    assert not [t for t in texts if words in t or "Cookies" in t or "cookies" in t], texts


def test_a_page_whose_text_is_named_for_consent_keeps_it() -> None:
    """A guide to patients' consent whose whole text sits in an element named so stays the page's text."""
    guide = "".join(f"<p>{t}</p>" for t in TEXT)
    html = ('<html><head><title>Informed consent | Health Centre</title></head><body><main>'
            f'<div class="consent-guide"><h1>Informed consent</h1>{guide}</div></main></body></html>')
    texts = [b.text for b in extract_page(html, "https://health.example.com/informed-consent", OPTIONS).blocks]
    assert all(t in texts for t in TEXT), texts


def test_a_page_of_link_cards_does_not_take_the_consent_dialog_as_its_text() -> None:
    """A recipe category's page is its intro and cards of links: too little plain text for the strict pass, so
    the permissive second opinion, which keeps what is named as furniture, took the preference centre's
    paragraphs, the most plain text on the page, as the document."""
    cards = "".join(f'<div class="card"><a href="/recipe/{i}/"><span class="card__title">{t}</span></a></div>'
                    for i, t in enumerate(["Easy Beef Tacos", "Sheet Pan Chicken", "Creamy Tomato Pasta",
                                           "Vegetable Stir Fry", "Baked Salmon with Lemon", "Slow Cooker Chili"]))
    html = ('<html><head><title>Dinner Recipes</title></head><body><header><nav><a href="/">Recipes</a></nav>'
            '</header><main><h1>Dinner Recipes</h1><p>What is for dinner tonight? Quick ideas.</p>'
            f'<div class="cards">{cards}</div></main>{ONETRUST}</body></html>')
    page = extract_page(html, "https://recipes.example.com/recipes/dinner/", OPTIONS)
    texts = [b.text for b in page.blocks]
    assert not [t for t in texts if "cookies" in t.lower() or "Preference" in t], texts
