"""Hostile review of session 36's rules (session 37, issue 12): for each rule, pages of other sites, languages or
CMSs where it would remove article text it should keep, or miss the class it was made for.  A rule that misfired is
narrowed, with its test here beside the original class (still passing in its own file); a rule that held keeps a
guard test of the attack, which fails if the rule grows."""

from __future__ import annotations

import pytest
from test_vert_left34 import _article
from test_vert_xlang26 import _paragraphs
from vert_support import STORY_TEXTS, processed

# --- boiler: a teaser box taken whole, a card's excerpt (xfrit36's ``_card_excerpt``) ---------------------------------

_FR = list(STORY_TEXTS["fr"])
_FR_MORE = [_FR[1] + " Le vote final aura lieu en décembre, après l'avis de la commission des finances.", _FR[2],
            "La maire a rappelé que la ville n'avait pas augmenté les impôts locaux depuis six ans, un engagement de "
            "campagne qu'elle entend tenir."]


@pytest.mark.parametrize("wrapper", ['<div class="paragraph">{}</div>', '<section class="bloc-texte">{}</section>'])
def test_wrapped_paragraphs_after_a_box_of_cards_stay(wrapper: str) -> None:
    """An article whose paragraphs are each wrapped in an element of their own goes on after a "Lire aussi" box of
    two cards (a linked title over a summary) in the same element: its paragraphs are the cards' siblings, of the
    cards' depth, and were taken as more cards' excerpts (the run not ended by prose), the text lost to its end."""
    cards = ('<div class="card"><h4><a href="/a/1">Le budget adopté au conseil municipal hier soir</a></h4><p>Les élus '
             'ont voté le texte après cinq heures de débat.</p></div><div class="card"><h4><a href="/a/2">Les bus '
             'gratuits le samedi dès janvier</a></h4><p>La mesure coûtera deux millions d\'euros par an.</p></div>')
    rest = '<div class="suite"><h3>Lire aussi</h3>' + cards + "".join(wrapper.format(f"<p>{t}</p>") for t in _FR_MORE) \
        + "</div>"
    html = _article("fr", "Le budget adopté après un long débat", _FR[:1], after=rest)
    found = _paragraphs(processed(html, "https://www.example.fr/actualite/2026/11/25/budget").body)
    assert found[-3:] == _FR_MORE
