"""What goes from a parsed page before its text is walked: widgets, scripts and their kin, and what the
one walk that finds them also finds for the extractor.

``scan`` walks the page once and finds the elements to drop (``DROP_TAGS``: scripts, styles, templates,
forms' widgets, ...) together with what ``extract.parse`` would otherwise ask lexbor four CSS queries for
(each one more walk of the whole page by lexbor's selector engine): the title, the ``<base href>``, the
``<noscript>`` and ``<textarea>`` elements and the furniture elements (``furniture.FURNITURE_TAGS``); on
the 989 sample pages, alternating page by page, ``extract.parse`` took 0.02-0.05 CPU-s less of ~2.  ``strip`` then
unwraps a ``<noscript>`` holding most of the page's text (the page for readers without JavaScript: a
forum's server-rendered posts), removes comment forms (strict pass only) and drops the elements found.
"""

from __future__ import annotations

import logging
import re

from corpustools.vert import firstchar
from corpustools.vert.furniture import FURNITURE_TAGS
from corpustools.vert.shoplines import policy_heading

log = logging.getLogger(__name__)

DROP_TAGS = ("script", "style", "noscript", "template", "svg", "math", "iframe", "object", "embed", "canvas",
             "dialog", "button", "select", "input", "textarea", "option", "head",
             "audio", "video", "map", "label")
DROP = frozenset(DROP_TAGS)
LOOSE_DROP = DROP - {"noscript"}  # the permissive pass keeps <noscript> (classification decides)
_FIRST = frozenset(("title", "base"))
_FURNITURE = frozenset(FURNITURE_TAGS)
# elements furniture's tests look for around or inside a candidate (a highlighter's span in code, an embedded post's
# quote): noted when the page has any, so that on the others no candidate is searched for them
PRESENT = frozenset(("pre", "code", "blockquote"))
_SCANNED = DROP | _FIRST | _FURNITURE | PRESENT
_SCANNED_IDS: dict[int, str] = {}  # lexbor's tag id -> name of the elements of _SCANNED


def _scanned_ids() -> dict[int, str]:
    """lexbor's tag id of each name of ``_SCANNED``, read from a parsed page (the standard names' ids are fixed
    in lexbor's table; reading them keeps to the lexbor at hand), when first scanned."""
    from selectolax.lexbor import LexborHTMLParser

    inside = ("head", "title", "base", "select", "option", "input")
    page = LexborHTMLParser("<html><head><title>x</title><base href=x></head><body><select><option>x</option>"
                            "</select><input>" + "".join(f"<{n}>x</{n}>" for n in sorted(_SCANNED - set(inside)))
                            + "</body></html>")
    ids = {node.tag: node.tag_id for node in page.root.traverse()}
    if not _SCANNED <= ids.keys() or len({ids[n] for n in _SCANNED}) != len(_SCANNED):
        raise RuntimeError(f"lexbor's tag ids unexpected: {ids}")
    return {ids[name]: name for name in _SCANNED}


def scan(tree, drop: frozenset[str]) -> dict:  # noqa: ANN001 - selectolax parser
    """One walk over the whole page (selectolax's ``traverse`` with a set lookup of each element's name):
    "title" the first ``<title>``, "base" the first ``<base href>``, "noscript, textarea" those elements,
    "drop" the elements named ``drop`` (not a documentation tab set's tabs, "tabs": ``code_tab``), "buttons" the
    ``<button>`` elements among them (what each opens is read before they go: ``furniture.button_targets``),
    "furniture" the ``FURNITURE_TAGS`` elements, all in document order,
    as CSS queries for them give them; "present" the names of ``PRESENT`` that the page has elements of."""
    found: dict = {"noscript, textarea": [], "drop": [], "buttons": [], "furniture": [], "present": set(), "tabs": [],
                   "toggles": []}
    furniture = _FURNITURE
    disclosure = disclosure_button
    holding = holds_paragraphs
    if not _SCANNED_IDS:
        _SCANNED_IDS.update(_scanned_ids())
    scanned = _SCANNED_IDS.get
    for node in tree.root.traverse():
        tag = scanned(node.tag_id)  # the name of an element scanned for, by its tag id (no name decoded)
        if tag is not None:
            if tag in drop and not (tag in _HOLDERS and (holding(node) or (tag == "button" and disclosure(node)))) \
                    and not (tag == "label" and summary_label(node)):
                if tag in _TAB_TAGS and code_tab(node):
                    found["tabs"].append(node)
                else:
                    found["drop"].append(node)
                    if tag == "button":
                        found["buttons"].append(node)
                    elif tag == "input" and node.attributes.get("type") in _TOGGLES:
                        found["toggles"].append(node)
            if tag in furniture:
                found["furniture"].append(node)
            elif tag == "noscript" or tag == "textarea":
                found["noscript, textarea"].append(node)
            elif tag in _FIRST and tag not in found and (tag == "title" or "href" in node.attributes):
                found[tag] = node
            elif tag in PRESENT:
                found["present"].add(tag)
    return found


_HOLDERS = frozenset(("button", "object"))
# (xwiki37) the checkboxes that CSS-only toggles are made of: Tufte CSS's sidenote toggle between the sentence and
# its note ("fieldwork.<label …></label><input type=checkbox><span class=sidenote>Yorkshire …"), which glued the two
# once both were gone ("fieldwork.Yorkshire")
_TOGGLES = frozenset(("checkbox", "radio"))
_TAB_TAGS = frozenset(("label", "button"))
# (session 30) the tab sets of documentation generators, whose tabs name the code block each opens ("pip" / "conda",
# "Python 3.9 and above", "Linux" / "Windows"): pymdownx's (MkDocs Material) ``<label>``s in its "tabbed-labels" row
# (or right in its "tabbed-set", the older markup), sphinx-tabs' ``<button class="sphinx-tabs-tab">``
_CODE_TABS = ("tabbed-labels", "tabbed-set", "sphinx-tabs-tab")


def code_tab(node) -> bool:  # noqa: ANN001 - selectolax Node
    """A documentation tab set's tab (``_CODE_TABS``: by its own class, or its parent's for a ``<label>``): the
    page's text, the name of the code shown under it, not a form's label or a widget's button."""
    if node.tag == "button":
        return "sphinx-tabs-tab" in (node.attributes.get("class") or "")
    parent = node.parent
    names = parent.attributes.get("class") if parent is not None else None
    return bool(names) and "tabbed-" in names and any(n in names for n in _CODE_TABS[:2])
SUMMARY_LEVELS = 4  # a <label> this close under a <summary> is its title (Webflow's accordion), not a form's


def summary_label(node) -> bool:  # noqa: ANN001 - selectolax Node
    """A ``<label>`` inside a ``<details>``' ``<summary>`` (within ``SUMMARY_LEVELS``) is the title of the
    section it opens (Webflow's FAQ accordion writes each question as ``<summary><div><label>``): the page's
    text, where a form's label ("E-Mail", "Name") beside its field is a widget's, as one naming its field
    (``for``) in a ``<summary>`` is (a search toggle's)."""
    up = node.parent
    for _ in range(SUMMARY_LEVELS):
        if up is None:
            return False
        if up.tag == "summary":
            return "for" not in node.attributes  # (a form's label names its field: a search toggle's "Suche")
        up = up.parent
    return False


HOLDER_MIN_CHARS = 200  # ... with less text in its <p>s, a <button> or <object> is a widget


def holds_paragraphs(node) -> bool:  # noqa: ANN001 - selectolax Node
    """A ``<button>`` or an ``<object>`` that holds paragraphs (``<p>`` elements of ``HOLDER_MIN_CHARS`` of text
    or more) holds the page's text, not a widget's label: one left open (a share button's ``<button>``, an old
    Flash embed's ``<object>`` without its end tag) takes every paragraph after it, up to the end of the
    article, as an HTML parser reads it (``</p>`` does not close it), and a browser shows them (in the button;
    as the object's fallback content, Flash being gone), where dropping it as a widget left the article its
    first paragraph.  A button's label never holds a ``<p>`` (HTML allows it phrasing content only)."""
    held = 0  # the paragraphs' text only: a CSS-in-JS button holds its <style> sheets, a label's <p> a word
    for paragraph in node.css("p"):
        held += len(paragraph.text(deep=True))
        if held >= HOLDER_MIN_CHARS:
            return True
    return False


_TOGGLE_ATTRS = ("aria-controls", "aria-expanded", "data-bs-target", "data-target")
_HEADINGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6", "dt"))
_HEADING_SELECTOR = "h1, h2, h3, h4, h5, h6"
QUESTION_WORDS = 4  # a toggle's label of fewer words ("Menü", "Mehr anzeigen") is a control's, not a question
# ... or a button whose class names an accordion's header, as a block editor saves it before its script adds the
# ARIA attributes (Kadence's ``<button class="kt-blocks-accordion-header" type="button">``, the FAQ block of many
# a service page)
_ACCORDION_NAME = re.compile(r"accordion|faq", re.I)
_ACCORDION_FOUND = firstchar.lowered_search(_ACCORDION_NAME)  # without re.I in an ASCII class: 11.6 -> 1.7 ms, 248 pages


def disclosure_button(node) -> bool:  # noqa: ANN001 - selectolax Node
    """A ``<button>`` that opens the panel under it is the question of an FAQ's accordion (Bootstrap's
    ``<h2 class="accordion-header"><button data-bs-toggle="collapse" aria-expanded ...>``, the ARIA
    accordion pattern's heading with a button in it): its label is the page's text, and the answers
    stay (see ``furniture``), so dropping it as a form's widget left answers without their questions.  A
    button naming the panel it toggles (``aria-controls``, ``aria-expanded``, ``data-(bs-)target``) counts
    when it sits in a heading or its label is a question or a sentence of ``QUESTION_WORDS`` words or more;
    a menu's, a filter's, a "show more" toggle's short label still goes with it.  A button named as an
    accordion's or an FAQ's (``_ACCORDION_NAME``) counts as one naming its panel."""
    attrs = node.attributes
    if not any(a in attrs for a in _TOGGLE_ATTRS) and not _ACCORDION_FOUND(attrs.get("class") or ""):
        # ... or a plain ``<button>`` holding a heading that asks or says something (Tailwind sites' FAQ: ``<button
        # type="button"><h5>Who uses PWAs?</h5>``, the answer in a hidden sibling), not a name ("<h3>Jana Nováková</h3>
        # <p>senátorka, 56 let</p>": a quiz's choice)
        # and its answer in the element right after it: a newsletter's, a comments', a consent's button holding a
        # heading ("Jetzt zum Newsletter anmelden und nichts verpassen", "Was denken Sie darüber?") opens none
        # (the button's whole text first: a heading's words and question mark are in it, and most buttons, "Menü",
        # an icon, ask nothing, so the selector is not matched for them)
        label = node.text(deep=True)
        if not ("?" in label or "？" in label or "¿" in label or len(label.split()) >= QUESTION_WORDS):
            return False
        heading = node.css_first(_HEADING_SELECTOR)
        return heading is not None and _question(heading.text(deep=True)) \
            and _panel_after(node)  # (a card's name: a choice's widget)
    parent = node.parent
    if parent is not None and parent.tag in _HEADINGS:
        return True
    label = node.text(deep=True)
    return _question(label) and _MORE_TOGGLE.match(label.lstrip()) is None


# (xen37) a toggle's label that unfolds the text above it, however many words it has ("Learn more about this item",
# Etsy's button under a listing's description; "Show more of this review"): a control's, not a question
# (xreview38) ... and as German, French, Italian, Spanish, Czech, Slovak and Polish shops and sites label it ("Mehr über
# diesen Artikel erfahren", "En savoir plus sur cet article", "Scopri di più su questo articolo", "Zobrazit více
# informací o produktu"), not asking (a question ending in "?" that opens so, "Mehr zu den Kosten?", is an FAQ's)
_MORE_TOGGLE = re.compile(
    r"(?:read|show|see|learn|view|load) (?:more|less|all)\b"
    r"|(?![^?]*\?\s*$)(?:(?:mehr|weitere) (?:anzeigen|lesen|erfahren)\b"
    # ((xreview39) a longer German, French or Italian label unfolds the item's own text: it names "this" item or ends
    # in the control's verb; a town's or an FAQ's accordion so worded, "Weitere Informationen zum Antrag und zu den
    # Gebühren", "Mehr über die Zonen in der Altstadt", "En savoir plus sur la procédure", is its section's title)
    r"|(?:mehr|weitere) [^?]{1,60} (?:anzeigen|lesen|erfahren|einblenden|ausklappen)$"
    r"|(?:mehr|weitere) (?:über|zu[mr]?|informationen|details|infos)\b[^?]{0,30}\bdiese[nmrs]?\b"
    r"|alle .{1,40} anzeigen$|en savoir plus(?:$| sur (?:cet|ce|cette|ces)\b)"
    r"|(?:afficher|voir|lire) (?:plus|tout|moins|la suite)\b|scopri di più(?:$| su (?:questo|questa|quest['’]))"
    r"|(?:leggi|mostra|vedi) (?:di più|tutto|tutti|tutte|altro|meno)\b|(?:ver|leer|mostrar) (?:más|todo|todos|menos)\b"
    r"|(?:zobrazit|zobraziť|číst|čítať) (?:více|viac|vše|všetko|dál|ďalej|celý|celé|méně|menej)\b"
    r"|(?:pokaż|czytaj) (?:więcej|wszystko|dalej|mniej)\b)", re.I)


ANSWER_CHARS = 20  # ... the panel a plain button opens holds this much text at least


def _panel_after(node) -> bool:  # noqa: ANN001 - selectolax Node
    """The element right after ``node``, the last of their parent (an accordion's item: the button and its
    hidden answer), holds ``ANSWER_CHARS`` of text or more; a button among an article's paragraphs has the
    next paragraph after it, a panel of no item of its own."""
    after = _next_element(node)
    return after is not None and after.tag != "button" and _next_element(after) is None \
        and len(after.text(deep=True).strip()) >= ANSWER_CHARS


def _next_element(node):  # noqa: ANN001, ANN202 - selectolax Node
    """The element after ``node`` among its siblings (blank text and comments skipped), or None."""
    after = node.next
    while after is not None and (after.tag == "-comment" or (after.tag == "-text" and not (after.text_content or "").strip())):
        after = after.next
    return after


# (xleft39) a shop's shipping and returns panel beside a product's description, labelled by the toggle button that opens
# it, no heading (Shopify's Prestige: ``<button class="Collapsible__Button" aria-expanded="false">Shipping &amp;
# Returns</button><div class="Collapsible__Inner">…``; Impulse's ``<button class="collapsible-trigger"
# aria-controls="Product-content-2">Versand &amp; Rückgabe</button>``): the same policy under every product, which
# ``boiler.clean`` drops under a heading (``shoplines.policy_heading``) and never saw here, the button gone with the
# widgets.  In a product's box only (an element named "product" up to ``PRODUCT_LEVELS`` above the button): a shop's
# help page's accordion of the same label is that page's text
POLICY_LABEL_CHARS = 80  # a button's label this long at most is read
POLICY_PANEL_CHARS = 1200  # the panel holds this much text at most (a policy's few lines, not the page)
PRODUCT_LEVELS = 8
_COLLAPSIBLE = re.compile(r"accordion|collaps|toggl|disclosure", re.I)
_COLLAPSIBLE_FOUND = firstchar.lowered_search(_COLLAPSIBLE)


def policy_panels(buttons: list) -> list:
    """The panels of the shop's shipping and returns policy that the page's toggle ``buttons`` open in a product's
    box (the element ``aria-controls`` names, or the one right after the button or after the heading holding it)."""
    panels = []
    for node in buttons:
        attrs = node.attributes
        if not any(a in attrs for a in _TOGGLE_ATTRS) and not _COLLAPSIBLE_FOUND(attrs.get("class") or ""):
            continue
        label = node.text(deep=True)
        if len(label) > POLICY_LABEL_CHARS or not policy_heading(" ".join(label.split()).lower()):
            continue
        panel = _opened_by(node, attrs.get("aria-controls"))
        if panel is not None and len(panel.text(deep=True)) <= POLICY_PANEL_CHARS and _in_product(node):
            panels.append(panel)
    return panels


def _opened_by(button, controls: str | None):  # noqa: ANN001, ANN202 - selectolax Node
    """The panel a toggle ``button`` opens: the element its ``aria-controls`` names, or the element right after it
    (or after the heading it sits in)."""
    if controls and controls.split()[0].replace("-", "").replace("_", "").isalnum():
        up = button
        while up.parent is not None:
            up = up.parent
        panel = up.css_first(f'[id="{controls.split()[0]}"]')
        if panel is not None:
            return panel
    after = _next_element(button)
    if after is None and button.parent is not None and button.parent.tag in _HEADINGS:
        after = _next_element(button.parent)
    return after if after is not None and after.tag not in ("button", "-text") else None


def _in_product(node) -> bool:  # noqa: ANN001 - selectolax Node
    """An element named "product" holds ``node``, up to ``PRODUCT_LEVELS`` above it."""
    up = node.parent
    for _ in range(PRODUCT_LEVELS):
        if up is None:
            return False
        names = up.attributes.get("class") or ""
        if "roduct" in names and "product" in names.lower():
            return True
        up = up.parent
    return False


def _question(label: str) -> bool:
    """A question or a sentence of ``QUESTION_WORDS`` words or more, not a toggle's label ("Menü")."""
    return label.rstrip().endswith(("?", "？", "¿")) or len(label.split()) >= QUESTION_WORDS


def strip(tree, body, found: dict, drop: frozenset[str], strict: bool) -> list:  # noqa: ANN001
    """Prepare the page ``scan`` found ``found`` in for the walk: on the ``strict`` pass unwrap the
    ``<noscript>`` content and remove the comment forms (:func:`before_strip`), then remove the elements
    named ``drop`` with what they hold (what ``tree.strip_tags`` does, in one walk instead of one per tag).
    Removed last first, so an element inside another one of them goes while its ancestor is still in the
    tree (selectolax versions that free a decomposed node would otherwise be handed a freed one).
    Returns the furniture elements left in the page, in document order."""
    if strict and before_strip(tree, body, found["noscript, textarea"]):
        found = scan(tree, drop)  # elements were unwrapped or removed: the lists are stale
    for node in found["toggles"]:  # a checkbox between two runs of text: the runs stay apart when it goes
        node.insert_after(" ")
    panels = policy_panels(found["buttons"]) if found["buttons"] else ()  # (read while the buttons are in the tree)
    for node in reversed(found["drop"]):
        node.decompose(recursive=False)
    for node in panels:
        node.decompose(recursive=False)
    for node in found["tabs"]:  # a tab set's labels, written without a blank between them ("pip" "conda")
        node.insert_after(" ")
    return _attached(found["furniture"], drop)


def _attached(nodes: list, drop: frozenset[str]) -> list:
    """``nodes`` less those inside an element named ``drop`` (gone with it: only unlinked, so its
    descendants still lead up to it)."""
    kept = []
    for node in nodes:
        up = node.parent
        while up is not None and up.tag not in drop:
            up = up.parent
        if up is None:
            kept.append(node)
    return kept


NOSCRIPT_SHARE = 0.4
NOSCRIPT_MIN_CHARS = 200  # shorter <noscript> text is never the page's text


def before_strip(tree, body, found: list) -> bool:  # noqa: ANN001 - selectolax parser and body Node
    """:func:`unwrap_noscript_content`, then :func:`remove_comment_forms` if the page has a ``<textarea>``
    (``found``: the page's ``<noscript>`` and ``<textarea>`` elements in document order).  Whether any
    element was unwrapped or removed."""
    if not found:
        return False
    noscripts = [node for node in found if node.tag == "noscript"]
    changed = unwrap_noscript_content(body, noscripts) if noscripts else False
    if len(noscripts) < len(found):  # a <textarea> (unwrapping moves elements, it neither adds nor drops any)
        changed = remove_comment_forms(tree, body) or changed
    return changed


def unwrap_noscript_content(body, noscripts: list) -> bool:  # noqa: ANN001 - selectolax Node
    """Unwrap the ``<noscript>`` elements among ``noscripts`` that hold at least ``NOSCRIPT_SHARE`` of the
    page's text; whether any was."""
    sized = [(node, len(node.text(deep=True))) for node in noscripts]
    sized = [(node, length) for node, length in sized if length >= NOSCRIPT_MIN_CHARS]
    if not sized:
        return False  # tracking pixels and "please enable JavaScript": no need to measure the page
    body_len = len(body.text(deep=True)) or 1
    unwrapped = [node for node, length in sized if length >= NOSCRIPT_SHARE * body_len]
    for node in unwrapped:
        node.unwrap()
    return bool(unwrapped)


FORM_SHARE = 0.4


def remove_comment_forms(tree, body) -> bool:  # noqa: ANN001 - selectolax parser and body Node
    """Remove the forms that hold a ``<textarea>`` (a comment, review or contact form: its labels, counters,
    buttons and notices, "Vložit příspěvek", "zbývá 1800 znaků") and less than ``FORM_SHARE`` of the page's
    text; a page wrapped in one form (ASP.NET) keeps it.  Before the form controls are stripped.  Whether
    any form went."""
    forms = [form for form in tree.css("form") if form.css_first("textarea") is not None]
    if not forms:
        return False
    body_len = _visible_length(body) or 1
    doomed = [form for form in forms if _visible_length(form) < FORM_SHARE * body_len]
    for form in doomed:
        form.decompose()
    return bool(doomed)


def _visible_length(node) -> int:  # noqa: ANN001 - selectolax Node
    """The length of ``node``'s text without that of its scripts and styles (not stripped yet here: a
    page's JSON or analytics would make any part of it look small)."""
    return len(node.text(deep=True)) - sum(len(s.text(deep=True)) for s in node.css("script, style, template"))
