"""Session 36, the lead's mends after merging: a help page's "didn't find your answer?" heading over its contact
box goes (xshop36's rule takes a kept paragraph's heading along on pages that are not articles, and this heading
was one); a sentence with the same words stays."""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import page, processed

_ANSWERS = {
    "it": ("Quanto costa la spedizione?", "La spedizione è gratuita per ordini superiori a 49 euro, altrimenti costa "
           "4,90 euro e arriva in due o tre giorni lavorativi in tutta Italia."),
    "en": ("How much is shipping?", "Shipping is free on orders over 49 pounds; below that it costs 3.90 pounds "
           "and the parcel arrives within two or three working days anywhere in the UK."),
    "de": ("Was kostet der Versand?", "Ab 49 Euro Bestellwert liefern wir versandkostenfrei, darunter kostet der "
           "Versand 4,90 Euro und das Paket ist in zwei bis drei Werktagen bei Ihnen."),
    "fr": ("Combien coûte la livraison ?", "La livraison est offerte dès 49 euros d'achat ; en dessous, elle coûte "
           "4,90 euros et le colis arrive en deux ou trois jours ouvrés partout en France."),
    "cs": ("Kolik stojí doprava?", "Při nákupu nad 1 200 korun je doprava zdarma, jinak stojí 89 korun a balík "
           "dorazí do dvou až tří pracovních dnů kamkoli v Česku."),
}
_PROMPTS = {
    "it": "Non hai trovato la risposta?", "en": "Didn't find your answer?", "de": "Keine Antwort gefunden?",
    "fr": "Vous n'avez pas trouvé votre réponse ?", "cs": "Nenašli jste odpověď?",
}
_CONTACT = {
    "it": "Scrivici a assistenza@negozio.example.it o chiamaci dal lunedì al venerdì dalle 9 alle 18.",
    "en": "Write to help@shop.example.co.uk or call us Monday to Friday between 9 am and 6 pm.",
    "de": "Schreiben Sie an hilfe@shop.example.de oder rufen Sie uns montags bis freitags von 9 bis 18 Uhr an.",
    "fr": "Écrivez-nous à aide@boutique.example.fr ou appelez-nous du lundi au vendredi de 9 h à 18 h.",
    "cs": "Napište nám na podpora@obchod.example.cz nebo volejte v pracovní dny od 9 do 18 hodin.",
}


def _faq(lang: str, box_heading: str) -> list[str]:
    question, answer = _ANSWERS[lang]
    html = page(f'<main class="container"><h1>FAQ</h1><div class="accordion" id="faq"><div class="accordion-item">'
                f'<h2 class="accordion-header">{question}</h2><div class="accordion-body"><p>{answer}</p></div></div>'
                f'</div><div class="contact-box"><h2>{box_heading}</h2><p>{_CONTACT[lang]}</p><a class="btn" '
                f'href="/contact/">Contact</a></div></main>', "FAQ", f'<html lang="{lang}">'[:0])
    return _paragraphs(processed(html, f"https://www.shop.example.{lang}/faq/").body)


@pytest.mark.parametrize("lang", list(_PROMPTS))
def test_a_help_pages_didnt_find_your_answer_heading_goes_and_its_answers_stay(lang):
    found = _faq(lang, _PROMPTS[lang])
    assert _PROMPTS[lang] not in found
    assert _ANSWERS[lang][1] in found


def test_a_sentence_saying_the_answer_was_not_found_stays():
    sentence = ("Didn't find your answer in the manual either? Then the quickest way is to ask in the forum, where "
                "other owners of the same model usually reply within a day.")
    html = page(f"<main><h1>Help</h1><p>{_ANSWERS['en'][1]}</p><p>{sentence}</p></main>", "Help")
    assert sentence in _paragraphs(processed(html, "https://www.shop.example.co.uk/help/").body)
