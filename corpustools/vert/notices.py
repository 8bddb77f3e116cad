"""Notices a site puts on its pages, which are not the page's text: a cookie banner, a rights notice, a
sign-up form's consent line.  Each is judged on a block of its own (``boiler.clean`` asks), in the
languages of the corpus's sources, by how it opens or what it says (for cookie and rights notices a
key-word test first spares most blocks the search).
"""

from __future__ import annotations

import logging
import re

log = logging.getLogger(__name__)

# a site's rights notice: "Autorská práva vykonává vydavatel. Jakékoli užití … bez písemného svolení …",
# "© 2024 Example Ltd. All rights reserved.", "Alle Rechte vorbehalten"
_RIGHTS = re.compile(
    r"všechna práva vyhrazena|všetky práva vyhradené|autorská práva vykonává|all rights reserved"
    r"|alle rechte vorbehalten|tous droits réservés|tutti i diritti riservati|todos los derechos reservados"
    r"|wszelkie prawa zastrzeżone", re.I)  # not "without written consent" alone: contracts and court news say it
RIGHTS = 400  # ... judged on blocks up to this length (an article that quotes such a notice says more)

# a cookie notice: "This site uses cookies…", "Auf unserer Website werden Cookies … verwendet", "Nous
# utilisons des cookies", "Tento web používá … soubory cookie", "By clicking “Accept All Cookies”, you agree…":
# a block that opens with the site, or "we", saying it uses cookies, or asking for consent to them.  Only at
# the block's start: a news item or a recipe that mentions cookies, or quotes a banner, goes on.
_COOKIE_NOTICE = re.compile(
    r"\W{0,3}(?:"
    r"(?:this|our) (?:web ?)?(?:site|page)s? uses? cookies|we (?:and our partners )?use cookies"
    r"|by (?:continuing|using|browsing) (?:to (?:use|browse) )?(?:this|our|the) (?:web ?)?site.{0,80}cookies"
    r"|by clicking.{0,40}(?:accept|allow|agree).{0,80}cookies"
    r"|this content (?:isn['’]t|is not) (?:visible|available) due to your (?:cookie|privacy) (?:preferences|settings)"
    r"|(?:diese|unsere) (?:web ?)?(?:seite|site|website) (?:verwendet|nutzt|benutzt) cookies"
    r"|wir (?:verwenden|nutzen|benutzen|setzen) (?:auf (?:dieser|unserer) (?:web)?(?:seite|site|website) )?cookies"
    r"|auf (?:dieser|unserer) (?:web ?)?(?:seite|site|website) werden cookies"
    r"|wenn sie .{0,40}cookies akzeptieren"
    r"|(?:ce|notre) site (?:web |internet )?utilise (?:des )?cookies|nous utilisons (?:des )?cookies"
    r"|en (?:poursuivant|continuant) (?:votre navigation|à naviguer).{0,80}cookies"
    r"|questo sito (?:web )?(?:utilizza|usa) (?:i )?cookie|(?:utilizziamo|usiamo) (?:i )?cookie"
    r"|(?:este|nuestro) sitio (?:web )?(?:utiliza|usa) cookies|(?:utilizamos|usamos) cookies"
    # "Tento web používá k poskytování služeb, personalizaci reklam a analýze návštěvnosti soubory cookie."
    r"|(?:tento|náš|tato|naše|táto|naša) (?:web|web ?site|portál|(?:webová )?stránka) (?:používá|využívá|používa"
    r"|využíva)\b.{0,100}?\b(?:(?:soubory|súbory) )?cookies?|(?:používáme|používame) (?:soubory |súbory )?cookies?"
    r"|(?:ta|nasza) (?:strona|witryna) (?:internetowa )?(?:używa|wykorzystuje|korzysta z)\b.{0,100}?\b(?:cookies?"
    r"|ciasteczek)|używamy (?:plików )?cookies?"
    # vendors' and publishers' other wordings
    r"|this website stores cookies|questo sito fa uso di cookie|esta web (?:utiliza|usa) cookies"
    r"|(?:tyto|tieto) (?:webové )?stránky (?:používají|využívají|používajú|využívajú)\b.{0,100}?\bcookies?"
    r"|(?:soubory|súbory) cookies? a (?:data|údaje) (?:používáme|používame)"
    r")",
    re.I)
# ... and that speaks of the web: "We use cookies to give you the best experience on our website", not
# "We use cookies for the cheesecake's base"
_COOKIE_CONTEXT = re.compile(
    r"site|web|browser|experience|consent|privacy|analy|advert|personali|traffic|settings|preferences|polic"
    r"|partner|datenschutz|einwilligung|zustimm|werbung|erfahrung|einstellung|navigat|consentement|confidential"
    r"|publicit|expérience|paramètre|navigazione|consenso|pubblicit|esperienza|impostazion|navegaci|consentimiento"
    r"|privacidad|publicidad|experiencia|stránk|služ|reklam|návštěvn|návštevn|souhlas|súhlas|prohlížeč"
    r"|prehliadač|nastaven|stron|przeglądar|zgod|prywatn", re.I)
COOKIE_NOTICE = 600  # ... judged on blocks up to this length (a banner is a few sentences)
ABOUT_COOKIES = 3  # a page with this many other blocks that say "cookie" is about them (a cookie policy)


def says_cookie(text: str) -> bool:
    return "ookie" in text or "OOKIE" in text


def cookie_notice(text: str) -> bool:
    """``_COOKIE_NOTICE`` at the start of ``text`` and ``_COOKIE_CONTEXT`` in it, tried only when it says
    "cookie"."""
    return (says_cookie(text) and _COOKIE_NOTICE.match(text) is not None
            and _COOKIE_CONTEXT.search(text) is not None)


def rights_notice(text: str) -> bool:
    """``_RIGHTS`` found in ``text``, tried only when one of its key words is there (most blocks have none)."""
    low = text.lower()
    if not ("práv" in low or "rights" in low or "rechte" in low or "droits" in low or "diritti" in low
            or "derechos" in low or "prawa" in low):
        return False
    return _RIGHTS.search(text) is not None


# a sign-up form's consent line: "By signing up, you agree to receive recurring automated SMS marketing
# messages …", "By clicking Get Started below, I consent to …", "Mit Ihrer Anmeldung erklären Sie sich …
# einverstanden", "En vous inscrivant, vous acceptez …", "Odesláním formuláře souhlasíte …" (the block opens
# with the act and the reader's consent follows within a few words; "By joining us, you'll also become part
# of …" is no consent)
_CONSENT = re.compile(
    r"\W{0,3}(?:by (?:signing up|subscribing|submitting|clicking|tapping|registering|entering|providing|signing in"
    r"|creating an account|continuing|checking|opting in)\b.{0,80}?\b(?:you|i) (?:hereby )?(?:agree|consent|confirm"
    r"|accept|acknowledge|authori[sz]e)"
    r"|mit (?:der|ihrer|deiner|dem) (?:anmeldung|registrierung|absenden|klick|eintragung).{0,80}?"
    r"\b(?:stimmen (?:sie|du)|erklären sie sich|erklärst du dich|akzeptieren sie|willigen sie)"
    r"|en (?:vous inscrivant|cliquant|soumettant|vous abonnant|validant).{0,80}?\bvous (?:acceptez|consentez|confirmez)"
    r"|(?:iscrivendoti|cliccando|inviando).{0,80}?\b(?:accetti|acconsenti|confermi)"
    r"|al (?:suscribirte|registrarte|hacer clic|enviar).{0,80}?\b(?:aceptas|acepta|consientes)"
    r"|(?:odesláním|přihlášením|registrací|kliknutím|odoslaním|prihlásením|registráciou).{0,80}?"
    r"\b(?:souhlasíte|souhlasím|súhlasíte|súhlasím|potvrzujete|potvrdzujete))",
    re.I)
CONSENT = 600  # ... judged on blocks up to this length


def consent_line(text: str) -> bool:
    """``_CONSENT`` at the start of ``text`` (the search fails within a few characters on other blocks: a
    key-word test first would cost as much)."""
    return _CONSENT.match(text) is not None
