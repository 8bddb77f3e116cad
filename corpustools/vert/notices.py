"""Notices a site puts on its pages, which are not the page's text: a cookie banner, a rights notice, a
sign-up form's consent line, a newsletter's sign-up prompt, an affiliate links' disclosure, an embedded post's
consent placeholder.  Each is judged on a block of its own (``boiler.clean`` asks), in the
languages of the corpus's sources, by how it opens or what it says (for cookie and rights notices a
key-word test first spares most blocks the search).
"""

from __future__ import annotations

import logging
import re

from corpustools.vert.widths import text_length

log = logging.getLogger(__name__)

class KeyWords:
    """The key words of a notice, one of which every such notice holds, asked of a lowered block (``found``) by a
    loop of ``in`` tests, in fewer of them than the list has (session 30: the support appeal's 27 words, the rights
    notice's 20, asked of every block up to 400 characters, cost 2 µs a block): a word that is not ASCII is not
    asked of an ASCII block (most blocks: it cannot be there), a word holding another of the list is not asked
    (the other is found first), and the words sharing a ``part`` ("support" of "please support", "your support
    makes", "needs your support") are asked only when the part is there, one search for the group.  Each left
    out cannot be in the block, so ``found`` answers as asking every word would.  (A ``for`` loop of ``in``: the
    ``any(map(low.__contains__, words))`` it replaced cost a third more a word.)"""

    __slots__ = ("words", "_ascii", "_every")

    def __init__(self, words: tuple[str, ...], parts: tuple[str, ...] = ()) -> None:
        self.words = words  # (all of them, as listed)
        kept = tuple(w for w in words if not any(o != w and o in w for o in words))
        self._ascii = self._grouped(tuple(w for w in kept if w.isascii()), parts)
        self._every = self._grouped(kept, parts)

    @staticmethod
    def _grouped(words: tuple[str, ...], parts: tuple[str, ...]) -> tuple[tuple[str, ...], tuple]:
        """The words asked alone, and (part, its words) for each part shared by two words or more."""
        groups, alone = [], list(words)
        for part in parts:
            group = tuple(w for w in alone if part in w)
            if len(group) > 1:
                groups.append((part, group))
                alone = [w for w in alone if part not in w]
        return tuple(alone), tuple(groups)

    def found(self, low: str) -> bool:
        """Whether one of the words is in ``low``."""
        alone, groups = self._ascii if low.isascii() else self._every
        for word in alone:
            if word in low:
                return True
        for part, group in groups:
            if part in low:
                for word in group:
                    if word in low:
                        return True
        return False


# a site's rights notice: "Autorská práva vykonává vydavatel. Jakékoli užití … bez písemného svolení …",
# "© 2024 Example Ltd. All rights reserved.", "Alle Rechte vorbehalten"
_RIGHTS = re.compile(
    r"všechna práva vyhrazena|všetky práva vyhradené|autorská práva vykonává|all rights reserved"
    r"|alle rechte vorbehalten|tous droits réservés|tutti i diritti riservati|todos los derechos reservados"
    r"|wszelkie prawa zastrzeżone"
    # (xnews29a) ... in the languages of Central and Eastern Europe, the North, the Low Countries and the Baltic, and
    # Delfi's notice under each article ("Griežtai draudžiama DELFI paskelbtą informaciją panaudoti …")
    r"|minden jog fenntartva|toate drepturile rezervate|vse pravice pridržane|sva prava (?:pridržana|zadržana)"
    r"|alla rättigheter förbehållna|alle rettigheter (?:reservert|forbeholdt)|alle rettigheder forbeholdes"
    r"|kaikki oikeudet pidätetään|alle rechten voorbehouden|todos os direitos reservados|visos teisės saugomos"
    r"|visas tiesības aizsargātas|kõik õigused kaitstud"
    r"|draudžiama (?:\w+ ){0,2}(?:paskelbtą|skelbiamą) (?:informaciją|medžiagą)"
    # (xnews32) ... and a Creative Commons licence named whole, its attribution element and its version, the line under
    # a licensed site's article in any language ("Bu haber Creative Commons Atıf-Ticari Olmayan 4.0 lisansı ile
    # yayımlanmıştır.", "Conteúdo publicado sob licença Creative Commons Atribuição 4.0."); a report on the licences
    # names them otherwise ("Creative Commons released new licences on Tuesday")
    r"|creative commons (?:attribution|atribuição|atribución|reconocimiento|atıf|namensnennung|attribuzione|paternité"
    r"|uveďte původ|uveďte autora|naamsvermelding|uznanie autorstwa|nevezd meg)[^\n]{0,60}?\b[1-4]\.0\b", re.I)  # not "without written consent" alone: contracts and court news say it
RIGHTS = 400  # ... judged on blocks up to this length (an article that quotes such a notice says more)
# (session 26) ... and in the other scripts of the web, with the licence numbers every Chinese site's footer shows
# ("版权所有：中国青年网", "京ICP备11020872号", "京公网安备110105007246", "Все права защищены", "جميع الحقوق محفوظة",
# "כל הזכויות שמורות", "सर्वाधिकार सुरक्षित", "สงวนลิขสิทธิ์"); not the copyright holder of a court report ("版权所有者",
# "版权所有人"), and Chinese, Japanese and Korean blocks weighed as ``classify.text_length`` weighs them (400 of their
# characters are a long paragraph).  Not a news agency's line under its article, "<저작권자 © 연합뉴스, 무단 전재-재배포
# 금지>", "未经授权，不得转载": the article's own (the development sets' truths keep it, as readers see it there)
_RIGHTS_SCRIPTS = re.compile(
    r"版[权權]所有(?![者人权權])|icp(?:备|備|证|證)\s*\d|公网安备\s*\d"
    r"|все права защищены|(?:усі|всі) права (?:захищені|застережені)|всички права запазени|сва права задржана"
    r"|με (?:την )?επιφύλαξη (?:παντός|κάθε|όλων των) δικαι[ωώ]ματ|όλα τα δικαιώματα (?:διατηρούνται|κατοχυρωμένα|προστατεύονται)"
    r"|(?:جميع|كافة|كل) الحقوق محفوظة|(?:تمامی|کلیه|همه)(?:ی)? حقوق.{0,60}محفوظ|כל הזכויות שמורות"
    r"|सर्वाधिकार सुरक्षित|สงวนลิขสิทธิ์|tüm hakları saklıdır"
    # (xnews32) ... and the Ukrainian and Russian sites' terms of quoting under each article (Ukrinform's "При цитуванні
    # і використанні будь-яких матеріалів в Інтернеті … гіперпосилання … обов’язкові", "При цитировании материалов
    # гиперссылка на … обязательна"): the link the quoting site owes, not a clause of an article
    r"|^при (?:цитуванні|цитировании|використанні|использовании|передруку|перепечатке)\b[^\n]{0,60}?(?:матеріал|материал)"
    r"[^\n]{0,200}?"
    r"(?:гіперпосилання|гиперссылка|посилання|ссылка)[^\n]{0,120}?(?:обов['’]язков|обязательн)", re.I)


def _script_rights_key(low: str) -> bool:
    """One of ``_RIGHTS_SCRIPTS``'s key words is in ``low`` (a German or Czech block is not ASCII either: each is
    asked, a chain of substring tests costing half a microsecond, not the search; "all rights reserved" is
    ``_RIGHTS``'s)."""
    return ("版" in low or "icp" in low or "公网" in low or "прав" in low or "δικαι" in low or "حقوق" in low
            or "זכויות" in low or "सर्वाधिकार" in low or "ลิขสิทธิ์" in low or "hakları" in low
            or (low[:4] == "при " and ("сил" in low or "сыл" in low)))

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
    # Dutch, Portuguese, Hungarian, and the wordings that open with the partners or the purpose
    r"|(?:deze|onze) (?:web ?)?(?:site|website|webpagina) (?:gebruikt|maakt gebruik van) (?:\w+ )?cookies"
    r"|(?:wij|we) (?:gebruiken|maken gebruik van) (?:\w+ )?cookies"
    r"|(?:este|o nosso|nosso) (?:site|website|sítio)(?: web)? (?:utiliza|usa) cookies|(?:nós )?(?:usamos|utilizamos) cookies"
    r"|(?:ez a|a|weboldalunk|honlapunk) ?(?:weboldal|honlap|webhely)? (?:sütiket|cookie-kat|cookiekat) (?:használ|alkalmaz)"
    r"|(?:sütiket|cookie-kat|cookiekat) (?:használunk|alkalmazunk)"
    r"|(?:strona|serwis|witryna)(?: internetowa)? (?:używa|wykorzystuje|korzysta z)\b.{0,40}?\b(?:cookies?|ciasteczek)"
    r"|na (?:našem|tomto|našich|těchto|našej|tejto) (?:webu|webe|webových stránkách|webových stránkach|stránkách"
    r"|stránkach|stránke|webovej stránke|webovom sídle|portálu)"
    r" (?:používáme|využíváme|používame|využívame)\b.{0,40}?\bcookies?"
    r"|(?:esta|nuestra) (?:página|web)(?: web)? (?:utiliza|usa) cookies"
    r"|questo sito (?:web )?(?:o gli strumenti terzi.{0,40})?(?:si avval\w+|utilizza\w*|usa\w*) (?:di )?(?:i )?cookie"
    r"|noi e (?:terze parti|i nostri partner)\b.{0,40}?\b(?:utilizziamo|usiamo)"
    # the consent frameworks' Czech and Slovak wording: "S vaším souhlasem my a naši partneři používáme cookies …"
    r"|(?:s vaším (?:souhlasem|súhlasom),? )?(?:my a naši partneři|my a naši partneri|my a naši dodavatelé"
    r"|my a naši dodávatelia|my a naši obchodní partneři|my a naši obchodní partneri)\b.{0,40}?\b(?:používáme|používame"
    r"|ukládáme|ukladáme|využíváme|využívame)"
    r"|nous et nos partenaires (?:utilisons|stockons)|wir und unsere partner (?:verwenden|nutzen|setzen|verarbeiten|speichern)"
    r"|we and (?:our|selected) (?:\w+ )?(?:partners|third parties|vendors) (?:use|store)"
    r"|we (?:value|care about) your privacy\b.{0,200}?cookies"
    # (xnews38) ... in the Central European languages, and the Polish "we use" of the consent frameworks: "Twoja
    # prywatność jest dla nas ważna. Korzystamy z plików cookie …", "Dbamy o Twoją prywatność …", "Záleží nám na vašem
    # soukromí …", "Vaše súkromie je pre nás dôležité …", "Ihre Privatsphäre ist uns wichtig …"
    r"|(?:twoja prywatność jest dla nas ważna|dbamy o (?:twoją|twoja|twoje|pana|pani) prywatność|szanujemy (?:twoją|twoja) prywatność"
    r"|záleží nám na (?:vašem|tvém) soukromí|záleží nám na (?:vašom|tvojom) súkromí|(?:vaše|tvé) soukromí je pro nás důležité"
    r"|(?:vaše|tvoje) súkromie je pre nás dôležité"
    r"|ihre privatsphäre ist uns wichtig|wir respektieren ihre privatsphäre)\b.{0,200}?cookie"
    r"|(?:korzystamy z|stosujemy|wykorzystujemy) (?:plików |pliki |pliku )?cookie"
    r"|(?:pour|afin d['’]|um|para|per|to)\b.{0,100}?\b(?:nous utilisons|wir verwenden|verwenden wir|nutzen wir"
    r"|setzen wir|utilizamos|utilizziamo|we use)"
    # ... "verwenden wir Technologien wie Cookies" (Complianz: "To provide the best experiences, we use technologies
    # like cookies to store and/or access device information")
    r" (?:des |i |(?:technologien|technologies|des technologies|tecnologie|tecnologías) (?:wie|like|such as|comme|come"
    r"|como) )?cookies?"
    # the use of the site taken as consent: "Mit der Nutzung dieser Website erklären Sie sich damit einverstanden, dass
    # wir Cookies verwenden", "Durch die weitere Nutzung der Seite stimmst du der Verwendung von Cookies zu"
    r"|(?:mit der|durch die) (?:weiteren? )?nutzung (?:dieser|unserer|der) (?:web)?(?:seite|site|website)\b.{0,100}?\bcookies?"
    # the consent frameworks' wording: "Avec votre accord, nos partenaires et nous utilisons des cookies …", "Con il tuo
    # consenso, noi e i nostri partner utilizziamo cookie …", "Mit Ihrer Einwilligung verwenden wir und unsere Partner
    # Cookies …"
    r"|(?:avec votre (?:accord|consentement)|mit ihrer (?:einwilligung|zustimmung)|con il tuo consenso"
    r"|con tu consentimiento|with your (?:consent|permission)),? (?:[\w'’]+ ){0,4}(?:partenaires|partner|partners"
    r"|socios)\b.{0,40}?\bcookies?"
    # (session 27) Swedish, Danish, Norwegian, Finnish, Romanian, Croatian, Slovenian, Hungarian, Turkish, Indonesian
    # and Vietnamese: "Vi använder cookies för att …", "Käytämme evästeitä …", "Acest site folosește cookie-uri …",
    # "Ova stranica koristi kolačiće …", "Spletna stran uporablja piškotke …", "Az oldal sütiket használ …",
    # "Sitemizde çerezler kullanılmaktadır.", "Situs ini menggunakan cookie …", "Trang web này sử dụng cookie …"
    r"|(?:vi|webbplatsen|den här webbplatsen|denna webbplats|denne (?:hjemmeside|side|nettside)|dette (?:websted|nettsted)"
    r"|vores (?:hjemmeside|websted)|vår (?:nettside|webbplats)) (?:använder|bruger|bruker|anvender) (?:\w+ )?"
    r"(?:cookies|kakor|informasjonskapsler)"
    r"|(?:käytämme|(?:tämä )?sivusto(?:mme)? käyttää|verkkosivustomme käyttää) evästeitä"
    r"|(?:acest site|site-ul nostru|acest website)(?: web)? (?:folosește|utilizează) (?:fișiere |module )?cookie"
    r"|(?:folosim|utilizăm) (?:fișiere |module )?cookie"
    r"|(?:ova|naša) (?:web ?)?(?:stranica|web-stranica|mrežna stranica|internetska stranica) (?:koristi|upotrebljava)"
    r" (?:\w+ )?(?:kolačić|cookie)|(?:koristimo|upotrebljavamo) (?:\w+ )?(?:kolačić|cookie)"
    r"|(?:(?:ta |naša )?spletna stran|spletno mesto) uporablja (?:\w+ )?(?:piškot|cookie)|uporabljamo (?:\w+ )?piškot"
    r"|az (?:oldal|weboldal|honlap) (?:sütiket|cookie-kat|cookiekat) (?:használ|alkalmaz)"
    r"|(?:web )?sitemizde (?:çerezler|cookie)|bu (?:web )?site(?:miz)? (?:çerezler|cookie)|çerezler(?:i)? kullanıyoruz"
    r"|(?:situs|website|laman) (?:ini|kami) menggunakan (?:\w+ )?cookie|kami menggunakan (?:\w+ )?cookie"
    r"|(?:trang web|website) (?:này|của chúng tôi) sử dụng (?:\w+ )?cookie|chúng tôi sử dụng (?:\w+ )?cookie"
    r")",
    re.I)
# ... and that speaks of the web: "We use cookies to give you the best experience on our website", not
# "We use cookies for the cheesecake's base"
_COOKIE_CONTEXT = re.compile(
    r"site|web|browser|experience|consent|privacy|analy|advert|personali|traffic|settings|preferences|polic"
    r"|partner|datenschutz|einwilligung|zustimm|werbung|erfahrung|einstellung|navigat|consentement|confidential"
    r"|publicit|expérience|paramètre|navigazione|consenso|pubblicit|esperienza|impostazion|navegaci|consentimiento"
    r"|privacidad|publicidad|experiencia|stránk|služ|reklam|návštěvn|návštevn|souhlas|súhlas|prohlížeč"
    r"|prehliadač|nastaven|stron|przeglądar|zgod|prywatn|navega|experi|ervaring|toestemming|böngész|élmény|hozzájárul"
    r"|funkcion|funzion|serwis|usług|služb|sito|sitio|finalit|seite|accord"
    # (session 24) the consent frameworks' partners and the reader's device: "My a naši partneři …", "… sur votre appareil"
    r"|partneř|partenai|appareil|device|gerät|zaříz|zariad|dispositiv"
    # (session 27) the experience, the site and the statistics in the languages above
    r"|upplevelse|oplevelse|opplevelse|statisti|annons|annonc|käyttökokemu|sivusto|liikenne|mainon|experienț|navigăr"
    r"|iskustv|izkušnj|deneyim|politika|pengalaman|trải nghiệm", re.I)
COOKIE_NOTICE = 600  # ... judged on blocks up to this length (a banner is a few sentences)
ABOUT_COOKIES = 3  # a page with this many other blocks that say "cookie" is about them (a cookie policy)


def says_cookie(text: str) -> bool:
    """Whether ``text`` names cookies: "cookie", or a language's own word, which an ASCII text (``str.isascii`` costs
    nothing: CPython keeps the answer) cannot hold (xreview27: asked of every block, seven scans saved on most)."""
    if "ookie" in text or "OOKIE" in text:
        return True
    return not text.isascii() and ("üti" in text or "ciastecz" in text  # Hungarian "süti", Polish
                                   # (session 27) Finnish "eväste", Croatian "kolačić", Slovenian "piškotek", Turkish "çerez"
                                   or "eväste" in text or "kolačić" in text or "piškot" in text or "çerez" in text
                                   or "Çerez" in text
                                   # (xreview27) Swedish "kakor", Norwegian "informasjonskapsler", which
                                   # ``_COOKIE_NOTICE`` knew but were never asked ("… för att ge dig en bättre upplevelse")
                                   or "kakor" in text or "informasjonskapsl" in text)


# (xreview39) ... not a report that quotes a publisher's words and names the speaker after a comma or a dash, as the
# German, Polish, Czech and Slovak papers write it ("Korzystamy z plików cookie wyłącznie po to, by serwis działał
# szybciej – tłumaczył w odwołaniu wydawca …", "Ihre Privatsphäre ist uns wichtig, versichert der Konzern …")
_COOKIE_REPORTED = re.compile(
    r"[,–—]\s?(?:tłumaczy|tłumaczył[aoi]?|wyjaśnia|wyjaśnił[aoi]?|mówi|mówił[aoi]?|powiedział[aoi]?|przekonuje"
    r"|przekonywał[aoi]?|twierdzi|twierdził[aoi]?|dodaje|dodał[aoi]?|napisał[aoi]?|podkreśla|podkreślił[aoi]?"
    r"|sagt|sagte|versichert|versicherte|betont|betonte|erklärt|erklärte|schreibt|schrieb|heißt es|hieß es"
    r"|říká|řekl[aio]?|uvedl[aio]?|tvrdí|napsal[aio]?|hovorí|povedal[aio]?|uviedol|uviedla|napísal[aio]?)\b", re.I)


def cookie_notice(text: str) -> bool:
    """``_COOKIE_NOTICE`` at the start of ``text`` and ``_COOKIE_CONTEXT`` in it, tried only when it says
    "cookie"; not its words reported (``_COOKIE_REPORTED``)."""
    return (says_cookie(text) and _COOKIE_NOTICE.match(text) is not None
            and _COOKIE_CONTEXT.search(text) is not None and _COOKIE_REPORTED.search(text) is None)


# (session 27) a site's copyright line worded otherwise, told by the sign beside it: "© 2026 Городские новости.
# Перепечатка материалов только с разрешения редакции", "Все материалы сайта защищены авторским правом ©",
# "© Stadtblatt – Nachdruck nur mit Genehmigung", "Copyright © 2026 … This material may not be published, broadcast,
# rewritten or redistributed"; without the sign a reprint note is the article's (the truths keep a Chinese agency's
# "未经授权，不得转载"), and a court report may say "urheberrechtlich geschützt"
_SIGNED_RIGHTS = re.compile(
    r"перепечат|передрук|при (?:любом )?(?:использовании|копировании|цитировании) материалов"
    r"|при (?:використанні|копіюванні|цитуванні) матеріалів|защищен\w* авторским правом|захищен\w* авторським правом"
    r"|nachdruck\w*(?: [\w,]+){0,4} (?:nur|verboten|untersagt|gestattet|genehmigung)|urheberrechtlich geschützt|reproduction (?:interdite|totale ou partielle|strictement)"
    r"|riproduzione (?:riservata|vietata)|(?:prohibida|queda prohibida) (?:la )?reproducci|reproducci[oó]n prohibida"
    r"|may not be (?:published|reproduced|republished|copied)|(?:reproduction|republication) (?:in whole or in part )?"
    r"(?:without|is prohibited)|protected by copyright|šíření obsahu|kopírování obsahu"
    # (xreview27) the taking over of the site's content, not of parcels ("Přebírání zásilek se od ledna mění. © ČTK")
    r"|přebírání (?:(?:a|či) šíření )?(?:obsahu|článků|textů|materiálů|zpráv|fotografií)"
    r"|preberanie (?:(?:a|či) šírenie )?(?:obsahu|článkov|textov|materiálov|správ|fotografií)"
    r"|(?:publikowanie|kopiowanie|przedruk)\w*(?: \w+){0,4} (?:bez|zabronione|wyłącznie)", re.I)


def rights_notice(text: str, low: str = "") -> bool:
    """``_RIGHTS`` found in ``text``, tried only when one of its key words is there (most blocks have none);
    ``low``: the text lowered, when the caller has it."""
    return _rights_match(text, low or text.lower()) is not None


_QUOTES = frozenset("\"'„“”«»‚‘’")
# (xreview27) the sign of a site's notice, ``_SIGNED_RIGHTS``'s words after it or in the sentence before it: opening
# the block or a sentence ("© 2026 Городские новости. Перепечатка …", "… the price. Copyright © 2026 … may not be
# published", "Все материалы сайта защищены авторским правом. © 2026 Городские новости."), or closing the block
# ("… защищены авторским правом ©"); a sign inside a sentence credits a picture ("The photograph, credited © Reuters,
# may not be published without a licence, the judge added.", "Foto © ČTK")
_NOTICE_SIGN = re.compile(r"(?:^|[.!?|–—]\s+)((?:copyright\s*)?©)|©[\s\d–-]*$")


# the key words of ``_RIGHTS``, one of which each of its notices holds: the first seven, then (xnews29a) those of the
# North, the Low Countries, Hungary, Romania, the Balkans and the Baltic ("rechten" is found as "rechte")
_RIGHTS_WORDS = KeyWords(("práv", "rights", "rechte", "droits", "diritti", "derechos", "prawa", "jog ", "drepturile",
                          "pravice", "prava", "rättigheter", "rettighe", "oikeudet", "rechten", "direitos", "teisės",
                          "tiesības", "õigused", "draudžiama", "creative commons"), parts=("pra",))


def _rights_match(text: str, low: str) -> re.Match[str] | None:
    """The notice's words in ``low`` (``text`` lowered), not in quotes: (session 27) a sentence quoting them ("… the
    label \"All rights reserved\" meaningless …", "что «все права защищены» лишь на бумаге") is prose."""
    found = None
    if not low.isascii() and _script_rights_key(low):
        found = _RIGHTS_SCRIPTS.search(low)
        if found is not None and text_length(text) > RIGHTS:
            return None
    if found is None and "©" in low:
        sign = _NOTICE_SIGN.search(low)  # (xreview27) a sign inside a sentence credits a picture
        if sign is not None:
            at = sign.start() if sign.group(1) is None else sign.start(1)
            found = _SIGNED_RIGHTS.search(low, at) or _SIGNED_RIGHTS.search(
                low, max(low.rfind(mark, 0, at - 2) for mark in ".!?") + 1, at)
    if found is None and _RIGHTS_WORDS.found(low):
        found = _RIGHTS.search(low)
    if found is None or (found.start() and low[found.start() - 1] in _QUOTES) or _in_quotes(low, found.start(), found.end()):
        return None
    if low[found.start():found.start() + 16] == "creative commons" and (
            _REPORTED.search(low) is not None or notice_goes_on(low, found.end())):
        return None  # (xnews32) a report on a licence ("… under Creative Commons Attribution 4.0, the museum said")
    return found


LICENCE_TAIL = 45  # a licence's notice ends its sentence this soon after the licence's version at most


def notice_goes_on(low: str, end: int) -> bool:
    """(xreview32c) Whether the sentence naming a Creative Commons licence goes on after its version (``end`` in the
    lowered ``low``) with a clause of its own, as an article on licences or an archive's does ("… under Creative
    Commons Attribution-ShareAlike 4.0, so anyone may copy them as long as they credit the authors", "…
    Namensnennung 4.0, Schulen dürfen sie also frei verwenden"): a notice ends soon after it ("… 4.0 International
    License.", "… 4.0 lisansı ile yayımlanmıştır.", "… 4.0, except where otherwise noted.").  (xreview33) Asked too
    of a sentence saying whose the copyright is after its owners' words (``boiler._copyright_sentence``)."""
    stop = [at for at in (low.find(". ", end), low.find("! ", end), low.find("? ", end)) if at >= 0]
    if (min(stop) if stop else len(low.rstrip())) - end > LICENCE_TAIL:
        return True
    clause = _LICENCE_CLAUSE.match(low, end)  # (a clause after a comma: ", which lets schools reuse them")
    return clause is not None and clause.group(1) not in _NOTICE_CLAUSES


_LICENCE_CLAUSE = re.compile(r"[^,.!?]{0,30}?,\s+(\w+)")
_NOTICE_CLAUSES = frozenset(("except", "unless", "excluding", "sauf", "salvo", "excepto", "exceto", "außer",
                             "ausgenommen", "sofern", "soweit", "pokud", "chyba", "tenzij", "tranne", "international",
                             "internacional", "unported"))  # (a notice's own clause: ", except where otherwise noted")


_OPENING_QUOTES = "„“«\""  # (’ and ' are apostrophes too: not judged)
_CLOSING_QUOTES = "”“»\""
QUOTED_NOTICE = 120  # a quotation holding a notice closes this far after its words at most


def _in_quotes(low: str, start: int, end: int) -> bool:
    """(xreview32b) Whether the notice's words at ``low[start:end]`` are inside a quotation the sentence goes on
    after: a lawyer's or a school's page quoting a whole notice ("The familiar line “© 2026 Jane Doe. All rights
    reserved.” adds nothing to that protection"); a footer's quoted name before its notice ("© 2026 „Gazeta
    Wyborcza“ – wszelkie prawa zastrzeżone") closes no quotation after it."""
    opened = max(low.rfind(q, 0, start) for q in _OPENING_QUOTES)
    if opened < 0 or (low[opened] == '"' and low.count('"', 0, opened) % 2):
        return False  # no quotation, or the last mark before the words closes one
    closes = [at for at in (low.find(q, end, end + QUOTED_NOTICE) for q in _CLOSING_QUOTES) if at >= 0]
    if not closes:
        return False
    close = min(closes)
    if low[close] == "“" and low[opened] == "“":
        return False  # an English opening mark, then another: no closing one
    rest = low[close + 1:close + 4].lstrip()
    return bool(rest) and (rest[0].isalpha() or rest[0] in ",;:")


RIGHTS_AFTER = 60  # a rights notice after this much of a paragraph's prose is cut off it, the prose kept
RIGHTS_TAIL = 300  # ... the notice, to the paragraph's end, at most this long
_PROSE_END = frozenset(".!?。！？\"»“”'")


def rights_start(text: str) -> int:
    """Where a rights notice begins at the end of a paragraph of the article's prose ("… с предпринимателями. © 2026
    Городские новости. Все права защищены."), else 0: at the copyright sign (or "Copyright" before it) when the
    notice has one, else at its words; the prose before it ends a sentence (so the sign or the words open one) and
    has ``RIGHTS_AFTER`` characters or more, the notice runs to the paragraph's end in ``RIGHTS_TAIL``.  A notice
    alone is 0: the block is the notice (``rights_notice``)."""
    low = text.replace("İ", "i").lower()  # (xreview27) as long as ``text``: "İ" alone lowers to two characters
    found = _rights_match(text, low)
    if found is None:
        return 0
    start = low.rfind("©", 0, found.start())
    if start >= 0:
        mark = low.rfind("copyright", 0, start)
        if mark >= 0 and not low[mark + 9:start].strip():
            start = mark
    else:
        start = found.start()
        rest = text[found.end():found.end() + 2]
        if rest[:1] == "," or (rest[:1].isspace() and rest[1:].islower()):
            return 0  # (xreview27) the words go on as a clause: "All rights reserved, as a phrase, adds nothing …"
    head = text[:start].rstrip()
    if len(text) - start > RIGHTS_TAIL or text_length(head) < RIGHTS_AFTER or head[-1] not in _PROSE_END:
        return 0  # (the sign or the notice's words open a sentence: "… which the court found. All rights reserved.")
    return len(head)


# a sign-up form's consent line: "By signing up, you agree to receive recurring automated SMS marketing
# messages …", "By clicking Get Started below, I consent to …", "Mit Ihrer Anmeldung erklären Sie sich …
# einverstanden", "En vous inscrivant, vous acceptez …", "Odesláním formuláře souhlasíte …", and a form's
# reCAPTCHA notice, "This site is protected by reCAPTCHA and the Google …" (the block opens
# with the act and the reader's consent follows within a few words; "By joining us, you'll also become part
# of …" is no consent)
_CONSENT = re.compile(  # lower case, for lowered text
    r"\W{0,3}(?:by (?:signing up|subscribing|submitting|clicking|tapping|registering|entering|providing|signing in"
    r"|creating an account|continuing|checking|opting in)\b.{0,80}?\b(?:you|i) (?:hereby )?(?:agree|consent|confirm"
    r"|accept|acknowledge|authori[sz]e)"
    r"|mit (?:der|ihrer|deiner|dem) (?:anmeldung|registrierung|absenden|klick|eintragung).{0,80}?"
    r"\b(?:stimmen (?:sie|du)|erklären sie sich|erklärst du dich|akzeptieren sie|willigen sie)"
    r"|en (?:vous inscrivant|cliquant|soumettant|vous abonnant|validant).{0,80}?\bvous (?:acceptez|consentez|confirmez)"
    r"|(?:iscrivendoti|cliccando|inviando).{0,80}?\b(?:accetti|acconsenti|confermi)"
    r"|al (?:suscribirte|registrarte|hacer clic|enviar).{0,80}?\b(?:aceptas|acepta|consientes)"
    r"|(?:odesláním|přihlášením|registrací|kliknutím|odoslaním|prihlásením|registráciou).{0,80}?"
    r"\b(?:souhlasíte|souhlasím|súhlasíte|súhlasím|potvrzujete|potvrdzujete)"
    r"|door (?:je|u|jezelf) (?:in te schrijven|aan te melden|te registreren|op .{1,30} te klikken).{0,80}?"
    r"\b(?:ga je|gaat u|ga ik) akkoord"
    r"|(?:zapisując się|rejestrując się|klikając|subskrybując|wysyłając).{0,80}?\b(?:akceptujesz|akceptuję|zgadzasz się"
    r"|zgadzam się|wyrażasz zgodę|wyrażam zgodę)"
    r"|ao (?:se inscrever|se cadastrar|se registrar|clicar|enviar|assinar|continuar).{0,80}?\b(?:você )?(?:concorda|aceita"
    r"|consente|autoriza)"
    r"|(?:a )?(?:feliratkozással|feliratkozásoddal|regisztrációval|regisztrációddal|kattintással).{0,80}?"
    r"\b(?:elfogad|hozzájárul)"
    # a form's reCAPTCHA notice: "This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of
    # Service apply", "Diese Seite ist durch reCAPTCHA geschützt …", "Ce site est protégé par reCAPTCHA …"
    r"|(?:this (?:site|page|form) is protected by|(?:diese|die) (?:seite|website|webseite) (?:ist|wird) durch"
    r"|ce (?:site|formulaire) est protégé par|questo sito è protetto da|este sitio (?:está )?protegido por"
    r"|(?:tato|táto) (?:webová )?stránka je chr[áa]n[eě]n[aá]|deze (?:site|website) wordt beschermd door)"
    r" (?:le |la |el |službou )?recaptcha"
    # a newsletter form's privacy line: "Privacy Notice: Newsletters may contain info about charities, online ads, …"
    r"|privacy notice: newsletters may contain"
    # (xnews29f) ... in French and Italian: "Votre adresse mail est collectée par Le Point pour vous adresser nos
    # newsletters", "Il tuo indirizzo email sarà utilizzato solo per inviarti la newsletter" (the newsletters named:
    # "… pour vous adresser des publicités, explique la CNIL" is an article's)
    r"|votre (?:adresse )?(?:e-?mail|mail|électronique) (?:est|sera) (?:uniquement |seulement )?(?:collectée|utilisée"
    r"|traitée)(?: par [\w.'’ -]{1,30}?)? (?:pour|afin de) (?:vous )?(?:envoyer|adresser|permettre de recevoir|recevoir)"
    r" (?:nos|notre|la|les|vos) (?:newsletters?|lettres? d['’]information|infolettres?|actualités|offres)"
    r"|il tuo indirizzo (?:e-?mail|di posta elettronica) (?:sarà|verrà|è) (?:utilizzato|usato|trattato)"
    r" (?:solo |esclusivamente |unicamente )?(?:da [\w.'’ -]{1,30}? )?per (?:inviarti|l['’]invio d(?:ella|elle|i)) (?:la |le )?newsletter)")
CONSENT = 600  # ... judged on blocks up to this length


def consent_line(text: str, low: str = "") -> bool:
    """``_CONSENT`` at the start of ``text`` (the search fails within a few characters on other blocks: a
    key-word test first would cost as much); ``low``: the text lowered, when the caller has it."""
    return _CONSENT.match(low or text.lower()) is not None


# a newsletter's sign-up prompt: "Subscribe to our newsletter to get …", "Abonnez-vous à notre newsletter",
# "Newsletter abonnieren", "Přihlaste se k odběru novinek"; the prompt opens the block and is all of it or
# goes on with what the reader gets ("… to get", "… pour recevoir", "… und erhalten"), so that a sentence
# that opens with the words ("Newsletter abonnieren ist einfach, erklärte der Verlag") stays
_NEWSLETTER = re.compile(  # lower case, for lowered text
    # (after a question of the box's at most: "Want more stories like this? Sign up for our free newsletter.")
    r"(?:[^.?!]{4,60}\?\s+)?\W{0,3}(?:(?:(?:sign up|subscribe|register)(?: now| today| here)?(?: for| to)|join) (?:our|the)(?: \w+){0,2}"
    r" (?:newsletter|mailing list|e-?mail list)"
    # (xnews36) ... or the offer of one by its name, the block's whole text beside its button (the Independent's "Get our
    # free Inside Washington email" over the text)
    r"|(?:get|receive) our(?: free)?(?: [\w’'-]+){0,3} (?:newsletter|e-?mail|briefing)(?=[\s!.]*$)"
    # (xnews32) ... or after the box's one sentence on what the reader gets, the prompt ending the block (the Sydney
    # Morning Herald's "Start the day with a summary of the day’s most important … stories, analysis and insights. Sign
    # up for our Morning Edition newsletter.")
    r"|[^\n?]{4,200}?[.!]\s+(?:sign up|subscribe) (?:for|to) (?:our|the)(?: [\w’'-]+){0,3} (?:newsletter|briefing)s?"
    r"(?=[\s!.]*$)"
    r"|(?:abonnez-vous|inscrivez-vous|recevez|s['’]abonner|s['’]inscrire)\b.{0,30}?\b(?:newsletter|lettre d['’]information|infolettre)"
    r"|(?:iscriviti|abbonati|ricevi)\b.{0,30}?\bnewsletter|suivez (?:toute )?l['’]actualité\b.{0,40}?\bavec (?:notre|la) newsletter"
    r"|newsletter (?:abonnieren|bestellen)|(?:melden sie sich|melde dich|abonnieren sie|abonniere|bestellen sie)"
    r"\b.{0,30}?\bnewsletter(?: an)?"
    r"|(?:suscr[ií]bete|suscr[ií]base|reg[ií]strate|recibe)\b.{0,30}?\b(?:newsletter|bolet[ií]n)"
    r"|(?:assine|inscreva-se|cadastre-se|receba)\b.{0,30}?\b(?:newsletter|boletim)"
    r"|(?:schrijf je in|meld je aan|abonneer (?:je|u)|schrijf u in|meld u aan)\b.{0,30}?\bnieuwsbrie[fv]"
    r"|(?:zapisz się|zasubskrybuj|subskrybuj)\b.{0,30}?\b(?:newslett\w*|biuletyn\w*)"
    r"|(?:přihlaste se|přihlas se|odebírejte|objednejte si|prihláste sa|prihlás sa|odoberajte|objednajte si)"
    r"\b.{0,40}?\b(?:newslett\w*|novin\w*|zpravodaj\w*)"
    r"|(?:iratkozz(?:on)? fel|feliratkozás)\b.{0,30}?\bhírlevel\w*"
    # "Hier können Sie unseren Newsletter abonnieren."
    r"|(?:hier|unten|jetzt) (?:können|könnt|kannst) (?:sie|ihr|du)\b.{0,30}?\bnewsletter (?:\w+ )?(?:abonnieren|bestellen"
    r"|anmelden)"
    # "Unser Newsletter hält Sie auf dem Laufenden."
    r"|(?:unser|der) newsletter hält (?:sie|dich|euch) (?:auf dem laufenden|informiert)"
    # (xnews28b) Ippen's line under an article: "Unser München-Newsletter informiert Sie täglich über alle wichtigen
    # Geschichten aus der Isar-Metropole. Melden Sie sich hier an."
    r"|(?:unser|der) (?:[\w-]+-)?newsletter informiert (?:sie|dich|euch) [^.!?]{0,120}[.!]"
    r"(?: (?:melden sie sich|melde dich)[^.!?]{0,30} an[.!]?)?)"
    r"(?:[\s!.:…]*$|\s*(?:[,:–-]|(?:to|and|for|pour|et|afin|per|e|und|um|para|y|om|en|aby|a|i|oraz|és|hogy|és"
    r"|from|von|du|de|del|della|di|od|z|ze)\b))")  # "… newsletter from the New York Times", "… du Monde"
NEWSLETTER = 200  # ... judged on blocks up to this length
_OFFER_OPENINGS = ("get our ", "receive our ")  # a newsletter offered by its name ("Get our free Inside Washington email")


# a newsletter box's pitch without the word: "Get our latest articles delivered straight to your inbox every
# week.", "Recevez chaque semaine nos derniers articles directement dans votre boîte mail.", "Die neuesten
# Beiträge direkt in dein Postfach": the inbox, what the reader gets (news, articles, tips, offers) and a verb
# of getting, all three in one short block (a sentence about phishing mails in one's inbox has no news in it)
_INBOX = re.compile(  # lower case, for lowered text
    r"(?:to|in|into) your (?:e-?mail )?inbox|(?:direkt )?(?:in|ins) (?:dein|ihr|euer) (?:e-mail-)?postfach"
    r"|dans votre boîte (?:mail|e-mail|de réception|aux lettres)|nella tua casella (?:di posta|e-?mail|email)"
    r"|(?:en|a) tu bandeja de entrada|(?:en|a) tu correo(?: electrónico)?|na (?:sua|tua) caixa de entrada|in je inbox|do (?:vaší|tvé|svojej|vašej) "
    r"(?:e-mailové )?schránky|(?:ve|v) (?:vaší|tvé|své|vašej|tvojej|svojej) (?:e-mailové |e-mailovej )?schránce"
    r"|(?:kostenlos )?per e-?mail|par e-?mail|by e-?mail|via e-?mail|e-mailem|do e-mailu")
_INBOX_GOODS = re.compile(
    r"latest|news|updates|stories|articles|posts|tips|offers|deals|insights|journalism|reporting|headlines"
    r"|neuigkeiten|neuesten|artikel|beiträge"
    r"|nachrichten|meldungen|správy|infos|actualité"
    r"|angebote|tipps|nouveautés|actualités|derniers|articles|offres|conseils|notizie|articoli|novità|offerte"
    r"|consigli|noticias|artículos|ofertas|novinky|články|zprávy|nieuws")
_INBOX_GET = re.compile(
    r"\b(?:get|receive|delivered|sent|sign up|subscribe|join|erhalte\w*|bekomm\w*|abonnier\w*|melde|anmeld\w*|recevez|recevoir"
    r"|inscri\w*|abonnez|ricevi\w*|iscriviti|recib\w*|suscr\w*|receba|inscreva|ontvang\w*|odebírej\w*|dostávej\w*"
    r"|nechte si posílat|nechajte si posielať"
    r"|získej\w*)\b")
# ... and the pitch's own words: it opens with that verb ("Get …", "Recevez …", "Ricevi …"), or asks to subscribe,
# or brings the goods straight to the inbox; a warning about mail does neither ("If you receive offers like this
# in your inbox, report them", "Wenn Sie gefälschte Angebote in Ihr Postfach bekommen, …")
_INBOX_PITCH = re.compile(
    r"\b(?:sign up|subscribe|join|abonnier\w*|anmeld\w*|melde dich|inscrivez|abonnez|iscriviti|suscríbe\w*"
    r"|inscreva|odebírej\w*|straight|directly|right (?:in|to|into)|direkt|directement|direttamente|directamente"
    r"|diretamente|přímo|rechtstreeks)\b")


# ... or a newsletter box's pitch with its button's label glued after it: "Unser Newsletter hält Sie auf dem Laufenden.
# Jetzt kostenlos abonnieren!", "Recevez chaque matin l'essentiel de l'actualité. S'inscrire", "The day's news in your
# inbox every morning. Sign up": the block ends in the button's words, after a sentence or a dash, and speaks of a
# newsletter or of news that come every day or week (a sentence that ends "… sign up." in a report has neither)
_SIGNUP_END = re.compile(  # lower case, for lowered text
    r"(?:[.!?…]\s+|\s[-–—|»>]\s*)(?:jetzt |hier |now |gratis |free )?(?:kostenlos |gratis |for free )?(?:abonnieren"
    r"|anmelden|bestellen|registrieren|s['’]inscrire|je m['’]inscris|inscrivez-vous|je m['’]abonne|iscriviti|iscrivimi"
    r"|suscr[ií]bete|suscribirme|sign (?:me )?up(?: (?:for|to) (?:the|our) newsletter)?(?: now| here| today)?|subscribe(?: now| here| today)?|aanmelden|inschrijven"
    r"|zapisz się|zapisuję się|přihlásit(?: se)?|odebírat|prihlásiť(?: sa)?|odoberať)\s*[.!»>→]*$")
_SIGNUP_TAILS = ("abonnieren", "anmelden", "bestellen", "registrieren", "inscrire", "inscris", "vous", "abonne",
                 "iscriviti", "iscrivimi", "bete", "suscribirme", "up", "now", "here", "today", "subscribe",
                 "aanmelden", "inschrijven", "się", "se", "sa", "odebírat", "odoberať", "přihlásit",
                 "prihlásiť")  # the last words _SIGNUP_END
# can end with: most blocks end otherwise and are not searched
_SIGNUP_WHAT = re.compile(
    r"newslett|nieuwsbrie|infolettre|lettre d['’]information|bolet[ií]n|biuletyn|zpravodaj|hírlev"
    r"|every (?:morning|day|week|evening)|each (?:morning|day|week)|daily|weekly|(?:jeden|jede|jeder) (?:morgen|tag|woche|abend)"
    r"|täglich|wöchentlich|chaque (?:matin|jour|semaine|soir)|quotidien|hebdomadaire|ogni (?:mattina|giorno|settimana|sera)"
    r"|cada (?:mañana|día|semana)|elke (?:ochtend|dag|week)|každ[éýá] (?:ráno|den|týden)|každ[éýá] (?:ráno|deň|týždeň)"
    r"|codziennie|co tydzień|inbox|postfach|boîte (?:mail|e-mail|de réception)")


# ... or a pitch that opens with the verb of getting and names a delivery at a fixed time with the news: "Recevez
# chaque matin l'essentiel de l'actualité.", "Get the day's top stories every morning." (session 21)
_RECURRING = (r"(?:every (?:morning|day|weekday|week|evening)|each (?:morning|day|week)|daily|weekly"
              r"|jeden (?:morgen|tag|werktag|abend)|jede woche|täglich|wöchentlich|chaque (?:matin|jour|semaine|soir)"
              r"|tous les (?:matins|jours|soirs)|toutes les semaines|ogni (?:mattina|giorno|settimana|sera)"
              r"|cada (?:mañana|día|semana)|elke (?:ochtend|dag|week)|každ[éýá] (?:ráno|den|týden|deň|týždeň))\b")
_DELIVERY_PITCH = re.compile(  # lower case, for lowered text
    r"(?:get|receive|recevez|ricevi|recibe|erhalten sie|erhalte|bekommen sie|dostávejte|získejte|dostávajte|získajte|ontvang)"
    r"\b.{0,80}?\b" + _RECURRING)
_RECURRING_RE = re.compile(r"\b" + _RECURRING)
DELIVERY_PITCH = 150  # ... judged on blocks up to this length


def newsletter_prompt(text: str, low: str = "") -> bool:
    """``_NEWSLETTER`` at the start of ``text``, tried only when one of its nouns (or a part of one) is there;
    or a pitch with its button's label glued after it (``_SIGNUP_END``); or a short pitch that opens with a verb
    of getting and names the news and their hour (``_DELIVERY_PITCH``); or a box's pitch that names the reader's
    inbox (``_INBOX``) and what comes to it, with a verb of getting in a pitch's words (``_INBOX_PITCH``) or,
    verbless, their hour (``_RECURRING``) with the goods or the hour in its first words."""
    low = low or text.lower()
    if ("newslett" in low or "list" in low or "lettre" in low or "bolet" in low or "nieuwsbrie" in low
            or "biuletyn" in low or "novin" in low or "zpravodaj" in low or "hírlev" in low
            or low.startswith(_OFFER_OPENINGS)) and _NEWSLETTER.match(low) is not None:
        return True
    if low.rstrip(" .!»>→").endswith(_SIGNUP_TAILS) and _SIGNUP_END.search(low[-48:]) is not None \
            and _SIGNUP_WHAT.search(low) is not None:
        return True
    if len(low) <= DELIVERY_PITCH and _DELIVERY_PITCH.match(low) is not None \
            and (_INBOX_GOODS.search(low) is not None or "actualité" in low):
        return True
    return ("inbox" in low or "postfach" in low or "boîte" in low or "casella" in low or "bandeja" in low
            or "caixa" in low or "schrán" in low or "mail" in low or "correo" in low) and _INBOX.search(low) is not None \
        and _INBOX_GOODS.search(low) is not None and (
            (_INBOX_GET.search(low) is not None
             and (_INBOX_GET.match(low) is not None or _INBOX_PITCH.search(low) is not None))
            # ... or a pitch without a verb, the goods or their hour in its first words: "Nejdůležitější zprávy dne
            # každé ráno ve vaší e-mailové schránce", "Tous les matins, l'essentiel de l'actualité dans votre boîte mail"
            or (_RECURRING_RE.search(low) is not None
                and (_INBOX_GOODS.search(_opening(low)) is not None or _RECURRING_RE.search(_opening(low)) is not None)))


def _opening(low: str) -> str:
    """The first three words of ``low``."""
    return " ".join(low.split()[:3])


def newsletter_box_line(text: str) -> bool:
    """A line that only a newsletter's box holds under its heading: a prompt to sign up (``newsletter_prompt``),
    or a pitch naming the reader's inbox or mail (``_INBOX``: "kostenlos per E-Mail") or the news' hour
    (``_RECURRING``: "Každé ráno to nejdůležitější ze světa i domova"); a section of an article about
    newsletters ("Der Newsletter als Geschäftsmodell") tells of them in other words."""
    low = text.lower()
    return newsletter_prompt(text, low) or _INBOX.search(low) is not None or _RECURRING_RE.search(low) is not None


# an affiliate links' disclosure: "This article contains affiliate links …", "As an Amazon Associate I earn from
# qualifying purchases.", "We earn a commission for products purchased through some links in this article.",
# "Dieser Artikel enthält Affiliate-Links …", "Als Amazon-Partner verdiene ich an qualifizierten Verkäufen",
# "En tant que Partenaire Amazon, je réalise un bénéfice …", "Článek obsahuje affiliate odkazy …", an affiliate
# plugin's "Letzte Aktualisierung am 12.03.2024 / Affiliate Links / Bilder von der Amazon Product Advertising API": the block
# opens with it (after a label such as "Disclosure:" or "*") and speaks of links, purchases or commissions
_AFFILIATE = re.compile(  # lower case, for lowered text
    r"\W{0,3}(?:(?:affiliate )?(?:disclosure|disclaimer|note|hinweis|transparenz|offenlegung|avertissement|nota"
    r"|upozornění|upozornenie|uwaga)\s*:\s*)?(?:"
    r"(?:this|the|our) (?:article|post|page|site|website|blog|review|guide|content)s? (?:may )?(?:contains?|includes?|uses?)"
    r" (?:\w+ ){0,2}affiliate"
    r"|(?:some of )?(?:the )?(?:links|products) (?:in|on|of) (?:this|our) (?:article|post|page|site) (?:may )?(?:be|are)"
    r" (?:\w+ )?affiliate"
    r"|(?:as an?|als) amazon[- ]?(?:associate|partner)|we (?:may )?(?:earn|receive|get) (?:a )?(?:small )?"
    r"(?:commission|compensation|affiliate)"
    r"|(?:dieser|der|diese[rs]?) (?:artikel|beitrag|seite|text) enthält (?:\w+ ){0,2}(?:affiliate|werbe|provisions)"
    r"|(?:\* ?)?(?:affiliate[- ]links?|werbelinks?|provisionslinks?)\s*(?::|=|/)|wir erhalten (?:eine )?(?:kleine )?provision"
    r"|(?:cet|cette|ce) (?:article|page|billet|site) (?:contient|peut contenir) des liens (?:d['’]affiliation|affiliés|sponsorisés)"
    r"|en (?:tant que|qualité de) partenaire amazon|nous (?:pouvons )?(?:percevoir|toucher|recevoir) une (?:petite )?commission"
    r"|in qualità di affiliat[oa] amazon|questo (?:articolo|post|sito) contiene (?:dei )?link (?:di affiliazione|affiliati)"
    r"|como afiliad[oa] de amazon|este (?:artículo|post|sitio) contiene enlaces (?:de afiliad[oa]s?|afiliados)"
    r"|(?:tento )?(?:článek|článok|web|text) obsahuje (?:\w+ )?(?:affiliate|affiliátové|partnerské|provizní) odkaz"
    r"|jako (?:partner|affiliate) amazon"
    # (session 25) the line under an affiliate plugin's product box (AAWP, Amazon Affiliate für WordPress):
    # "Letzte Aktualisierung am 12.03.2024 / Affiliate Links / Bilder von der Amazon Product Advertising API",
    # "Last update on 2024-03-12 / Affiliate links / Images from Amazon Product Advertising API"
    r"|(?:letzte aktualisierung|zuletzt aktualisiert|last update[ds]?|dernière mise à jour|ultimo aggiornamento)"
    r"(?: (?:am|on|le|il))?:? [^/]{1,30}/ ?(?:affiliate|partner|liens|link|\*)"
    r"|(?:ten )?(?:artykuł|wpis|tekst) zawiera linki (?:afiliacyjne|partnerskie)"
    # (xnews29c) a German tech site's line in its own name: "Golem.de erhält für Käufe über Links mit Sternchen (*)
    # eine Provision." (the subject a site's address or "wir": "Der Händler erhält für Käufe …" is a fact)
    r"|(?:[\w-]+\.(?:de|at|ch|com|net|org)|wir) (?:erhält|erhalten|bekommt|bekommen) (?:für|bei) (?:käufe|einkäufe"
    r"|einem kauf|bestellungen) über [^.]{0,50}?(?:eine )?(?:kleine )?(?:provision|vergütung))")
# (xnews32) ... and a nonprofit newsroom's disclosure of its funders the story names (The Texas Tribune's, CalMatters'
# kind: "Disclosure: The Texas Association of School Boards has been a financial supporter of The Texas Tribune, a
# nonprofit, nonpartisan news organization …"), its label opening the block (a report that a foundation "has been a
# financial supporter of the museum" has none)
_FUNDER = re.compile(r"\W{0,3}disclosures?\s*:\s*[^\n]{2,160}? (?:has been|have been|is|are|was|were) (?:a |among the )?"
                     r"(?:financial )?(?:supporters?|funders?|donors?|sponsors?) of [^\n]{2,400}")


def funder_disclosure(text: str, low: str = "") -> bool:
    """``_FUNDER`` is the whole block (asked of blocks up to ``AFFILIATE``)."""
    low = low or text.lower()
    return "disclosure" in low[:16] and _FUNDER.match(low) is not None


# ... and that speaks of links or purchases (not "We earn a commission on every sale, the bookseller said")
_AFFILIATE_CONTEXT = re.compile(r"link|odkaz|enlace|lien|purchas|qualif|buy|kauf|käuf|achat|achet|acquist|compra|nákup|zakup|click|klick")
AFFILIATE = 400  # ... judged on blocks up to this length
# (session 26) ... or a later sentence of the block is one, after the editors' word on their picks ("Every item on
# this page was chosen by an ELLE Decor editor. We may earn commission on some of the items you choose to buy.",
# "While each product featured is independently selected by our editors, … If you buy something through our links,
# we may earn commission.", "Disclosure: ZDNet may earn a commission from some of the products featured on this
# page.", "Die folgenden Angebote sind mit Affiliate-Links versehen. Bei einem Kauf über einen dieser Links bekommen
# wir eine Prämie."), said in the site's voice (``_AFFILIATE_VOICE``: "Streamers earn a commission when viewers buy
# … via affiliate links" is a sentence about affiliate programmes)
# ... the links of such a sentence not a third party's ("if you buy through their links, they get 5 to 10 percent":
# an article on influencers); and its subject the site ("we", "ZDNet may earn"): "Sellers earn a commission of
# 3 percent on every sale" is a fact of the article, a disclosure says "may"
# (xreview39) ... the purchase clause's thing bought: a product or an item shown on the page, bought by its links or
# from its retailers, or the commission named an affiliate's (lower case, before the clause's comma)
_BOUGHT_HERE = (r"(?=[^,.]*\b(?:products?|items?|something|anything|here|featured|recommended|links?|retailers?"
                r"|merchants?|stores?|produkte?|artikel|etwas|hier|vorgestellte[nms]?|empfohlene[nms]?|händlern?"
                r"|produits?|quelque chose|ici|présentés?|recommandés?|liens?|marchands?)\b|[^.]*affiliat)")
_AFFILIATE_SENTENCE = re.compile(  # lower case, for lowered text
    r"(?:^|[.!?:;]\s+|\b(?:and|but|so|und|et|e)\s+)(?:"  # (xnews29d: ";" too, Engadget's "…; if you buy …")
    r"(?:(?:we|i)(?:['’](?:d|ll))? |(?:[\w.&'’-]+ ){1,3}(?:may|might|could|can|will|would|do|does) )(?:also )?(?:earn|receive|get|make"
    r"|collect)s? "
    r"(?:a |an )?(?:small |tiny |modest )?(?:share of (?:the )?(?:sales?|revenue)|(?:affiliate )?commissions?"
    r"|(?:affiliate )?compensation)"
    r"|(?:we|i) ['’]?d earn a commission"
    # (xnews29d: seven words between, Advance Local's "If you purchase a product or register for an account through a
    # link on our site, we may receive compensation.")
    r"|(?:if|when|whenever) you (?:buy|purchase|shop|order|click)(?: \w+){0,7} (?:through|using|via|from|on) "
    r"(?:(?!their |his |her |such |other )\w+ ){0,3}(?:links?|affiliate)"
    r"|bei (?:einem|jedem) (?:kauf|einkauf|abschluss) über (?:\w+ ){0,4}(?:links?|affiliate-links?) (?:\w+ ){0,4}"
    r"(?:bekommen|erhalten|verdienen) wir"
    # (xnews28b) ... or without the links: "Bei einem Kauf erhalten wir ggf. eine Provision." (FOCUS online's line
    # under "Alle hier vorgestellten Produkte sind unabhängig von der Redaktion ausgewählt.")
    r"|bei (?:einem|jedem) (?:kauf|einkauf) (?:bekommen|erhalten|verdienen) wir (?:[\w.]+ ){0,2}(?:eine )?(?:kleine )?"
    r"(?:provision|prämie|vergütung)"
    r"|wenn (?:sie|du|ihr) (?:über|via|durch) (?:(?!solche|ihre|deren)\w+ ){0,4}(?:links?|affiliate-links?) (?:\w+ ){0,5}"
    r"(?:kaufen|einkaufen|bestellen|kauft|kaufst|bestellt|bestellst)"
    r"|(?:angebote|links|produkte) (?:\w+ ){0,3}(?:sind|ist) (?:\w+ )?mit (?:affiliate|partner|werbe)-?links versehen"
    r"|(?:si|lorsque|quand) vous (?:achetez|commandez|effectuez un achat) (?:\w+ ){0,3}(?:via|par|à travers|en passant par"
    r"|depuis) (?:nos|ces|les|un de nos|l['’]un de nos) liens"
    r"|(?:se|quando) (?:acquisti|compri) (?:\w+ ){0,3}(?:tramite|attraverso) (?:i )?(?:nostri )?link"
    r"|(?:při|pri) (?:nákupu|kúpe) (?:přes|cez|prostřednictvím) (?:\w+ ){0,3}odkaz"
    # (xrival38) ... or the purchase's clause before the site's earning, no link named: "If you buy a product
    # featured here, we may earn an affiliate commission or other compensation.", "Wenn Sie ein hier vorgestelltes
    # Produkt kaufen, erhalten wir eventuell eine Provision.", "Si vous achetez un produit présenté ici, nous pouvons
    # percevoir une commission." (the earner the site: "If you buy a house, the agent may earn a commission" is a fact)
    # ((xreview39) the thing bought a product on the page or the commission an affiliate's: an estate agent's "When
    # you buy a home through our agency, we receive a commission from the seller", "Wenn Sie eine Immobilie über uns
    # kaufen, erhalten wir eine Provision …" is the agency's page's own text, its fees)
    r"|(?:if|when|whenever) you (?:buy|purchase|shop|order)" + _BOUGHT_HERE + r"(?: [\w'’-]+){0,8}, (?:we|i) (?:may "
    r"|might |could |can |will )?(?:also )?(?:earn|receive|get|make) (?:a |an )?(?:small )?(?:affiliate )?"
    r"(?:commission|compensation)"
    r"|wenn (?:sie|du|ihr)" + _BOUGHT_HERE + r" (?:[\w-]+ ){0,8}(?:kaufen|kaufst|kauft|bestellen|bestellst|bestellt), "
    r"(?:erhalten|bekommen|verdienen) wir (?:[\w.]+ ){0,2}(?:eine )?(?:kleine )?(?:provision|vergütung|prämie)"
    r"|(?:si|lorsque|quand) vous (?:achetez|commandez)" + _BOUGHT_HERE + r" (?:[\w'’-]+ ){0,8}?[\w'’-]+, nous "
    r"(?:pouvons |pourrions )?(?:percevoir|toucher|recevoir) une (?:petite )?commission)")
_AFFILIATE_VOICE = re.compile(r"\b(?:our|we|us|my|i|this (?:page|article|post|story|site|list|review)|unsere?[mnrs]?|wir"
                              r"|nous|nos|notre|nostri|nostro|naše|našich)\b")


def affiliate_notice(text: str, low: str = "") -> bool:
    """``_AFFILIATE`` at the start of ``text`` and ``_AFFILIATE_CONTEXT`` in it, or ``_AFFILIATE_SENTENCE`` in it
    with the site's voice and the same context; tried only when it says "affil" ("afili"), "amazon",
    "commission" or one of their kin."""
    low = low or text.lower()
    if not ("affil" in low or "afili" in low or "amazon" in low or "commission" in low or "werbe" in low or "provision" in low
            or "partnersk" in low or "proviz" in low
            or "prämie" in low or "compensation" in low):
        return False
    if _AFFILIATE_CONTEXT.search(low) is None:
        return False
    return _AFFILIATE.match(low) is not None or (_AFFILIATE_SENTENCE.search(low) is not None
                                                 and _AFFILIATE_VOICE.search(low) is not None)


# the placeholder of an embedded post, video or graphic from another site, shown until the reader agrees to load it:
# "Empfohlener externer Inhalt", "An dieser Stelle finden Sie einen externen Inhalt von X, der den Artikel ergänzt
# …", "Ich bin damit einverstanden, dass mir externe Inhalte angezeigt werden.", "Um externe Inhalte anzuzeigen, ist
# Ihre widerrufliche Zustimmung nötig.", "To view this content, please accept …", "Ce contenu est bloqué car vous
# n'avez pas accepté …", "Per visualizzare questo contenuto …": the block opens with it and (but for the label
# alone) speaks of consent, a click or the settings
_EMBED = re.compile(  # lower case, for lowered text
    r"\W{0,3}(?:(?:empfohlener |empfohlene )?(?:externer|redaktioneller|externe[rn]?) (?:inhalt|content|medieninhalt)"
    r"|an dieser stelle finden sie (?:einen |einige )?(?:externen|ergänzenden|zusätzlichen) inhalt"
    r"|(?:um|zum) (?:externe|diese[ns]?|den) (?:externen )?inhalte? (?:anzuzeigen|zu sehen|zu laden|zu aktivieren)"
    r"|ich bin damit einverstanden, dass mir (?:externe )?inhalte (?:von [\w.-]+ )?angezeigt werden"
    r"|wir benötigen ihre (?:zustimmung|einwilligung),? um (?:den|diesen|einen|externe) .{0,60}(?:inhalt|anzuzeigen|laden)"
    # (session 24) "This content is not available due to your privacy preferences"
    r"|(?:this|the) (?:content|embed|post|video|graphic) is (?:not|no longer) (?:available|shown|displayed)"
    r" (?:due to|because of|with) your (?:privacy|cookie|consent)"
    r"|(?:externe|eingebettete) inhalte (?:aktivieren|anzeigen|laden|zulassen)"
    r"|(?:this|the) (?:content|embed|post|video|graphic) (?:is|cannot be|can['’]t be) (?:hosted|provided|shown|displayed|loaded)"
    r" (?:by|from|on|without)"
    r"|to (?:view|see|display|show|load) this (?:content|embed|post|video|graphic)\b"
    r"|(?:ce contenu|cette vidéo|ce contenu externe|cette publication) (?:est|a été) bloqué"
    r"|(?:pour|afin d['’]) (?:afficher|voir|consulter) (?:ce contenu|cette vidéo|cette publication)"
    r"|(?:questo contenuto|il contenuto) (?:è|viene) (?:bloccato|fornito da terze parti)"
    r"|per (?:visualizzare|vedere) (?:questo contenuto|il contenuto|questo video)"
    r"|para (?:ver|mostrar|visualizar) este contenido|(?:dit|deze) (?:content|inhoud|video) (?:wordt|is) (?:geblokkeerd"
    r"|aangeboden door)|(?:om|voor) (?:deze|de) (?:inhoud|content|video) te (?:bekijken|zien|tonen)"
    r"|(?:tento |tenhle )?(?:obsah|příspěvek|video) (?:je )?(?:blokován|zablokován|zablokovaný|blokovaný)"
    r"|(?:pro|pre) zobrazení (?:tohoto |tohto )?(?:obsahu|videa|příspěvku|príspevku)"
    # (session 25) a map's or a video's two-click placeholder on an institution's page (WordPress' Embed Privacy,
    # Borlabs): "Klicken Sie hier, um Inhalte von Google Maps anzuzeigen.", "Mit dem Laden der Karte akzeptieren
    # Sie die Datenschutzerklärung von Google.", "Click here to display content from OpenStreetMap.", and its
    # button alone: "Karte laden", "Load video", "Charger la carte"
    r"|(?:klicke|klicken sie) hier,? um (?:die )?(?:inhalte?|karte|das video) (?:von|aus) .{1,40}(?:anzuzeigen|zu laden)"
    r"|mit dem laden (?:der karte|des videos|des inhalts|der inhalte|des beitrags) akzeptieren sie"
    r"|click here to (?:display|show|load|view) (?:the )?(?:content|map|video) (?:from|of|by)"
    r"|cliquez ici pour (?:afficher|charger|voir) (?:le |les |la )?(?:contenus?|carte|vidéo) (?:de|d['’]|du|des)"
    r"|clicca qui per (?:visualizzare|mostrare|caricare) (?:i |il |la )?(?:contenut[oi]|mappa|video) d"
    r"|(?:karte|video|inhalte?|google maps|openstreetmap|youtube-video) (?:laden|anzeigen|entsperren|aktivieren)"
    r"|load (?:the )?(?:map|video|content)|charger (?:la carte|la vidéo|le contenu)|carica (?:la )?(?:mappa|video)"
    r"|načíst (?:mapu|video|obsah)|zobrazit (?:mapu|video|obsah))")
_EMBED_CONSENT = re.compile(
    r"zustimm|einverstanden|einwilligung|klick|datenschutz|cookie|consent|accept|allow|enable|click|privacy|settings"
    r"|consentement|accepter|autoriser|cliqu|paramètr|consenso|accett|clicca|impostazion|consentimiento|aceptar|clic"
    r"|toestemming|accepteer|klik|souhlas|súhlas|povol|klikn|nastaven|third|dritt|tiers|terze|terceros|derden|třetí|tretích")
EMBED = 400  # ... judged on blocks up to this length
EMBED_HEAD = 110  # ... whose opening (``_EMBED``) ends within this many characters, and names what is embedded
EMBED_LABEL = 40  # ... and a label alone, this long at most ("Empfohlener externer Inhalt", "Externer Inhalt")


def embed_notice(text: str, low: str = "") -> bool:
    """``_EMBED`` at the start of ``text``, with ``_EMBED_CONSENT`` in it unless the block is no more than the
    label, and when its opening names content, a video or a map in one of its languages.  The pattern first: at
    the block's start it fails within a few characters, where the seventeen words were looked for in the opening
    of every block (over the 9,900 blocks of 250 sample pages 13.8 -> 7.1-8.4 ms)."""
    low = low or text.lower()
    found = _EMBED.match(low)
    if found is None:
        return False
    head = low[:EMBED_HEAD]
    if not ("inhalt" in head or "content" in head or "contenu" in head or "contenid" in head or "inhoud" in head
            or "obsah" in head or "vid" in head or "embed" in head or "post" in head or "graphic" in head
            or "publication" in head or "příspěv" in head or "príspev" in head or "karte" in head or "map" in head
            or "carte" in head or "contenut" in head):
        return False
    return len(low) <= EMBED_LABEL and found.end() >= len(low.rstrip(" .:!")) or _EMBED_CONSENT.search(low) is not None


# a gifted article's notice above its text: "Dieser Artikel wurde Ihnen von einem SPIEGEL-Abonnenten geschenkt.
# Sie können ihn ohne Abo lesen.", "This article was gifted to you by a subscriber", "Cet article vous est offert
# par un abonné", "Tento článok vám daroval predplatiteľ Denníka N" (often longer than the 120 characters of
# ``boiler``'s short lines, so judged here, at the block's start)
_GIFT = re.compile(  # lower case, for lowered text
    r"\W{0,3}(?:(?:dieser|der|diesen|den) )?(?:artikel|beitrag|text) (?:wurde|hat) (?:dir|ihnen|euch) (?:\S+ ){0,6}"
    r"(?:geschenkt|geschickt|freigeschaltet)"
    r"|(?:this|the) (?:article|story) (?:was|has been|is) (?:gifted|shared) (?:to|with) you"
    r"|you(?:['’]ve| have) been gifted (?:this|an?) (?:article|story)"
    r"|cet article vous (?:a été|est) offert|questo articolo ti è stato regalato"
    r"|(?:tento )?(?:článek|článok) (?:vám|ti) (?:daroval|darovala|poslal|poslala|zpřístupnil|zpřístupnila|sprístupnil"
    r"|sprístupnila|venoval|věnoval)")
# ... or by its sender, named first: "Jane Doe sent you this article" (asked only when "you this" is in the block: its six
# words of a name, tried at the start of every block, made the notice's test cost three times the rest)
_GIFT_SENT = re.compile(r"\S+(?: \S+){0,5} (?:gifted|sent) you this (?:article|story)")
GIFT = 300  # ... judged on blocks up to this length


_GIFT_WORDS = KeyWords(("geschenk", "geschickt", "freigeschaltet", "gift", "sent you", "offert", "regalato", "daroval",
                        "poslal", "přístupnil", "prístupnil", "věnoval", "venoval"))  # one of them is in any _GIFT, _GIFT_SENT


def gift_notice(text: str, low: str = "") -> bool:
    """A notice that a subscriber gave the reader this article (``_GIFT`` opens the block)."""
    low = low or text.lower()
    return _worded(low, _GIFT_WORDS, _GIFT, whole=False) \
        or ("you this" in low and _worded(low, _GIFT_WORDS, _GIFT_SENT, whole=False))


def _worded(low: str, words: KeyWords, pattern: re.Pattern[str], whole: bool, opening: bool = True) -> bool:
    """Whether the lowered block ``low`` is the notice ``pattern`` (opens it, or is it ``whole``) and holds one of
    the ``words`` every such notice has.  A pattern whose ``opening`` words decide it (it fails within a few
    characters of the block's start on nearly every block) is tried first, the words after it: looking for each
    word in the whole block cost more (over the blocks of 250 sample pages: the gift notice 15.1 -> 10.5 ms, the
    post footer 9.4 -> 7.2); one that looks further into the block for its words (the support appeal's question)
    is asked only when a word is there."""
    if opening:
        return (pattern.fullmatch(low.strip()) if whole else pattern.match(low)) is not None and words.found(low)
    if not words.found(low):
        return False
    return (pattern.fullmatch(low.strip()) if whole else pattern.match(low)) is not None


# a blog engine's sentence under a post, often longer than ``boiler``'s 120 characters of short lines: WordPress's
# entry footer ("This entry was posted in Baking and tagged bread. Bookmark the permalink.", "Dieser Beitrag wurde
# unter Garten veröffentlicht und mit Tomaten verschlagwortet. Setze ein Lesezeichen auf den Permalink.", "Cette
# entrée a été publiée dans Randonnée. Vous pouvez la mettre en favoris avec ce permalien."), its feed line ("You
# can follow any responses to this entry through the RSS 2.0 feed."), and Substack's pitch ("Crumbs is a
# reader-supported publication. To receive new posts and support my work, consider becoming a free or paid
# subscriber."): judged whole, so a post's own sentence about permalinks or subscribers goes on
_POST_FOOTER = re.compile(  # lower case, for lowered text
    r"(?:this (?:entry|post) was posted|dieser (?:beitrag|eintrag|artikel) wurde|cette entrée a été publiée"
    r"|ce(?:t article| billet) a été publié|questa voce è stata pubblicata|esta entrada fue publicada)\b[^\n]{1,300}?"
    r"(?:bookmark the permalink|lesezeichen auf den permalink|(?:en )?favoris avec (?:ce|son) permalien"
    r"|(?:al|il) permalink|enlace permanente)\.?"
    r"|(?:you can )?follow any (?:responses|comments) to this (?:entry|post) through the rss 2\.0 feed\.[^\n]{0,200}"
    r"|[^\n.!?]{1,60} is a reader-supported publication\. to receive new posts and support my work, consider becoming"
    r" a free or paid subscriber\."
    # (xnews31) ... and a newsletter's word on itself under an issue on its archive's page (Buttondown, Mailchimp,
    # ConvertKit: "You're reading Small Machines, a weekly letter about … Reply to this email …", "You are receiving
    # this email because you subscribed to …")
    r"|you(?:['’]re| are) reading [^\n.!?:,]{1,40}, (?:a|an|the|my) (?:[\w-]+ ){0,2}(?:newsletter|(?:weekly|daily|monthly"
    r"|fortnightly) (?:letter|e-?mail|digest))\b[^\n]{0,200}"
    r"|you(?:['’]re| are) receiving this (?:e-?mail|newsletter|message|letter) because[^\n]{0,200}")
POST_FOOTER = 400  # ... judged on blocks up to this length
_POST_FOOTER_WORDS = KeyWords(("permalink", "permalien", "enlace permanente", "rss 2.0", "reader-supported", "re reading ",
                               "are reading ", "receiving this "), parts=("reading ",))


def post_footer(text: str, low: str = "") -> bool:
    """A blog engine's sentence under a post (``_POST_FOOTER``, the whole block)."""
    return _worded(low or text.lower(), _POST_FOOTER_WORDS, _POST_FOOTER, whole=True)


# (xnews30) a Turkish paper's line asking the reader to follow it on a network, the paper's own name inflected before
# it ("SÖZCÜ'yü Google News'te takip edin, son dakika haberleri kaçırmayın.", "Hürriyet'i Google News'te takip edin",
# "Bizi WhatsApp kanalımızdan takip edin!"): the name's ending and the network's before the verb, the whole block
# (``phrases.INTERFACE`` cannot hold it: its alternatives are tried by the block's first letter, and the name may open
# with any); "Bakan, sosyal medyadan takip edin dedi" names no network so
_FOLLOW_PROMPT = re.compile(  # lower case, for lowered text
    r"(?:[^\W\d_][\w.'’ -]{0,30}?['’](?:y?[ıiuü]|n[ıiuü]|[ıiuü]) |bizi )?(?:google news|google haberler|whatsapp|telegram"
    r"|instagram|twitter|x|youtube|facebook|tiktok)(?:['’](?:[dt][ae]n?|[dt][ae]ki)| kanalımız(?:dan|a)| hesabımız(?:dan|ı))?"
    r" (?:bizi )?takip edin(?:[,.!] [^\n]{1,80})?[.!]?"
    # (xcssk39) ... and a Slovak, Czech or Hungarian paper's under its article: "Ak sa vám článok páčil, dajte nám like na
    # Facebooku" (Pravda's), "Ha szeretne még több hasonló cikket olvasni, kövesse a HVG Gazdaság Facebook-oldalát!"; a
    # police's appeal quoted in an article goes on ("…, kövesse a rendőrség Facebook-oldalát, ahol a fotókat közzéteszik.")
    r"|(?:(?:ak|keď|ak sa|pokud|jestli|jestliže) (?:sa |se )?vám (?:článok|článek|text) (?:páčil|líbil),? )?(?:dajte|dejte)"
    r" nám (?:like|lajk|palec hore|palec nahoru) na (?:facebooku|instagrame|instagramu)[.!]?"
    r"|(?:ha (?:szeretne|szeretnél) (?:még )?több (?:hasonló )?(?:cikket|hírt|tartalmat) olvasni,? )?(?:kövesse|kövesd"
    r"|kövessen minket|kövess minket) (?:a |az )?[\w.'’ -]{0,40}?(?:facebook|instagram|tiktok|youtube)(?:-oldalát|-oldalunkat"
    r"|-on|on|en)?[.!]?")
FOLLOW_PROMPT = 200  # ... judged on blocks up to this length


_FOLLOW_PROMPT_WORDS = KeyWords(("takip edin", "dajte nám", "dejte nám", "kövess"))


def follow_prompt(text: str, low: str = "") -> bool:
    """A Turkish, Slovak, Czech or Hungarian paper's line asking to follow it on a network (``_FOLLOW_PROMPT``, the
    whole block)."""
    return _worded(low or text.lower(), _FOLLOW_PROMPT_WORDS, _FOLLOW_PROMPT, whole=True, opening=False)


# (xreview33) the words after "Support" opening a report's sentence, its subject's verb or its preposition ("Support was
# bipartisan.", "Support grew quickly.", "Support for the plan …"), never a plea's object ("Support ThePrint.")
# (xplea33) the reader asked to support the site or independent journalism, opening a plea (lowered): Italian, German
# (formal and familiar), French, Czech, Slovak, Polish and Spanish
_SUPPORT_US = (
    r"sosteneteci|sostienici|(?:sostieni|sostenete) (?:il giornalismo|l['’]informazione|una redazione|un giornale)"
    r" (?:indipendente|libero|libera|di qualità)"
    r"|(?:unterstützen sie|unterstütze|unterstützt)(?: auch du)? (?:uns|(?:den |einen )?unabhängigen journalismus"
    r"|unseren journalismus|unsere arbeit|unsere redaktion|(?:eine )?unabhängige redaktion)"
    r"|soutenez(?:-nous| (?:une rédaction indépendante|le journalisme indépendant|notre journalisme|notre rédaction"
    r"|l['’]information indépendante|la presse indépendante))|soutiens-nous"
    r"|(?:podpořte|podpoř) (?:nás|nezávislou žurnalistiku|nezávislé novinářství|naši práci|naši redakci)"
    r"|(?:podporte|podpor) (?:nás|nezávislú žurnalistiku|nezávislé novinárstvo|našu prácu|našu redakciu)"
    r"|(?:wesprzyj|wesprzyjcie|wspieraj|wspierajcie) (?:nas|niezależne dziennikarstwo|naszą pracę|naszą redakcję)"
    r"|(?:apoya|apoyad|apoye)(?: a)? (?:el periodismo independiente|el periodismo libre|nuestro periodismo|nuestra"
    r" redacción|una redacción independiente)|apóyanos|apoyadnos")
# ... and the call after it: to subscribe, to give, to become a member
_SUBSCRIBE_OR_GIVE = (r"abbona|abbonamento|\babo\b|abonnement|abonnier|abonn|spende|spenden|\bdon\b|faites un don"
                      r"|předplat|predplat|přispě|prispe|príspev|příspěv|prenumerat|wpłat|darowizn|patron"
                      # (the Spanish call the reader's own: "Apoya el periodismo independiente con donaciones a …"
                      # may be a report's sentence, its subject left out)
                      r"|suscríbete|suscribirte|suscribiéndote|hazte socio|tu (?:suscripción|donación|aportación)"
                      r"|dona\b|mitglied|membre|staňte se|stańcie się|zostań"
                      # ((xleft37) or the price of a month's support: taz's "Schon ab 5 Euro im Monat.", "from $5 a month")
                      r"|\d+ ?(?:euro|€|\$|£|chf|kč) (?:im|pro|per|a|par|al|za) (?:monat|month|mois|mese|měsíc)")


_SUPPORT_REPORTED = (r"(?:was|is|are|were|has|had|have|grew|grows|came|comes|remains|remained|rose|fell|waned|dropped"
                     r"|increased|seems|seemed|for|from|of|among|in|on|at|by)")


# a Czech or Slovak site's appeal for its readers' support under the text (session 23), often longer than
# ``boiler``'s 120 characters of short lines: "Tento projekt vznikl také díky podpoře přispěvatelů Aktuálně+. Líbí se
# vám naše práce? I vy nás můžete podpořit skrze platformu A+.", "Páči sa vám naša práca? Podporte nezávislú
# žurnalistiku predplatným." (the question and a word of support or subscription in one block of its own)
_SUPPORT = re.compile(  # lower case, for lowered text
    r"[^\n]{0,200}?(?:líbí se vám (?:naše práce|náš obsah|naše články|naše zpravodajství|co děláme)"
    r"|páči sa vám (?:naša práca|náš obsah|naše články|naše spravodajstvo|čo robíme))\?\s*"
    r"[^\n]{0,120}?(?:podpoř|podpor|přispě|prispie|prispej|předplat|predplat|daruj)[^\n]{0,150}"
    # (session 24) ... and in the other languages: "Did you find this story useful? Consider making a donation to
    # support our reporting.", "Gefällt Ihnen unsere Arbeit? Unterstützen Sie uns …", "Vous avez aimé cet article ?
    # Soutenez-nous …", "Ti è piaciuto questo articolo? Sostieni …" (the question, then the word of support)
    r"|(?:did you (?:find|enjoy|like) (?:this|our) (?:story|article|reporting|post)(?: useful| helpful)?"
    r"|(?:do you )?(?:like|enjoy|value) what you(?:['’]re| are)? read(?:ing)?|(?:do you )?value our (?:journalism|reporting)"
    r"|(?:gefällt|gefallen) (?:ihnen|dir) (?:unsere? (?:arbeit|journalismus|artikel|berichterstattung)|dieser artikel)"
    r"|(?:vous avez aimé|cet article vous a plu)(?: cet article)?|ti è piaciuto (?:questo articolo|l['’]articolo))\s?\?\s*"
    r"[^\n]{0,120}?(?:donat|donor|support|member|contribut|spende|unterstütz|förder|soutenez|soutenir|don\b|dons\b"
    r"|sostien|sostegno|donazion|abbonat)[^\n]{0,200}"
    # (xnews37) ... or the reader's liking of the article said as a condition or asked about it, then the word of
    # support, in the languages whose boxes say so (444: "Ha tetszett a cikk, támogasd a 444-et!", "If you liked this
    # article, support us with a donation.", "Wenn Ihnen dieser Artikel gefallen hat, unterstützen Sie uns …", "Líbil se
    # vám článek? Podpořte nás.", "Podobał ci się artykuł? Wesprzyj nas."): opening the block, the reader addressed
    r"|(?:(?:if you (?:liked|enjoyed|found value in) (?:this|our|the) (?:article|story|post|piece)"
    r"|wenn (?:ihnen|dir) (?:dieser|der|unser) (?:artikel|beitrag|text) gefallen hat|ha tetszett (?:a|ez a) (?:cikk|írás)"
    r")\s?,|(?:hat (?:ihnen|dir) (?:dieser|der|unser) (?:artikel|beitrag|text) gefallen|líbil se vám (?:tento |náš )?článek"
    r"|páčil sa vám (?:tento |náš )?článok|(?:czy )?podobał (?:ci|wam|się panu|się pani) się (?:ten |nasz )?artykuł"
    r"|tetszett (?:a|ez a) (?:cikk|írás))\s?\?)\s*"
    r"[^\n]{0,120}?(?:donat|support|contribut|spende|unterstütz|támogas|podpoř|podpor|přispě|prispej|predplat|předplat"
    r"|wesprzyj|wspier|wpłać)[^\n]{0,200}"
    # (xweb28) ... or ending in the plea itself, the Guardian's epic under an article: "Not every news organisation can
    # afford to make its reporting free for everyone. If you can, please support us today."
    r"|[^\n]{0,300}?(?:if you can,? )?please (?:consider )?support(?:ing)? (?:us|our (?:journalism|work|reporting))"
    r"(?: today| now| from as little as [^\n]{1,30}?"
    # ((xen39) ... or with the kind of payment asked: "If you can, please consider supporting us with a regular payment
    # each month.")
    r"| with an? (?:regular|monthly|annual|yearly|one-off|once-off|single|small|one-time) (?:payment|donation"
    r"|contribution|gift)(?: each month| every month| today| now)?)?[.!]"
    # (xnews28b) ... or a box's pitch ending in the difference the reader's support makes (The Independent: "Our
    # mission is to deliver unbiased, fact-based reporting … Your support makes all the difference."), or an Italian
    # site's plea that names its own domain ("Sostieni ilfattoquotidiano.it: mai come in questo momento …")
    r"|[^\n]{0,300}?your support(?:, no matter how (?:small|big|large),)? makes (?:all the|a world of) difference[.!]"
    # (xen38) ... or a public broadcaster's callout under the article, the journalism named, then what the reader's
    # money keeps it (PBS NewsHour: "Today, there are fewer and fewer places to turn for quality journalism. Your
    # contribution helps us keep it free for everyone."; a charity's "Your gift helps keep the clinic open" names no
    # journalism)
    r"|(?=[^\n]*?\bjournalism\b)[^\n]{0,300}?\byour (?:contribution|donation|gift|support) helps (?:us )?keep"
    r" (?:it|this|our (?:journalism|reporting|work|newsroom)) free(?: for (?:everyone|all)| to read)?[.!][^\n]{0,150}"
    # (xde39) ... or a German paper's pitch: its pages free to read because readers pay, then the reader's own gift
    # (taz: "Die taz ist frei zugänglich, weil viele Leser:innen freiwillig zahlen. Mit Ihrem Beitrag sichern Sie
    # unabhängigen Journalismus für alle."; a report of the same fact addresses no one: "Die Website ist frei
    # zugänglich, weil viele Leser freiwillig zahlen; inzwischen sind es 40.000.")
    r"|(?=[^\n]*?\b(?:ihrem|ihr|ihre|deinem|dein|deine) (?:beitrag|unterstützung|abo|abonnement|spende)\b)"
    r"[^\n]{0,200}?\b(?:frei|kostenlos|für alle) (?:zugänglich|lesbar|verfügbar)\b[^\n]{0,80}?\bweil\b[^\n]{0,80}?"
    r"(?:leser|abonnent|unterstützer)[^\n]{0,60}?\b(?:zahlen|bezahlen|unterstützen|spenden|beitragen)\b[^\n]{0,250}"
    # (xnews29b) ... or TheJournal.ie's box: its heading ("Readers like you are keeping these stories free for everyone.")
    # and its pitch ("… Over 5,000 readers like you have already stepped up and support us with a monthly payment or a
    # once-off donation.")
    r"|readers like you (?:are )?(?:keeping|keep|help keep) (?:these|our) stories free(?: for everyone)?[.!]?"
    # (xnews30) ... or Daily Maverick's, the readers like you who give ("Our journalism is free to read because readers
    # like you become Insiders and contribute every month.")
    # ((xplea33) the site's own plea, speaking of "our" journalism or "us", the readers' giving in the present: "Readers
    # like you contributed to the fund after the flood" reports it, and one said so is reported (``_PLEA_WORDS``))
    r"|(?=[^\n]*?\b(?:our|us|we)\b)"
    r"[^\n]{0,200}?\breaders like you\b[^\n]{0,120}?\b(?:contribute|contributing|donate|donating|support us"
    r"|become (?:members|insiders|supporters|subscribers))\b[^\n]{0,100}"
    # (xnews29d) ... or Advance Local's line between the paragraphs: "Our journalism needs your support. Please subscribe
    # today to NJ.com."
    r"|our (?:journalism|reporting|newsroom) needs your support[.!]?(?: please (?:subscribe|support us|donate)[^\n]{0,80})?"
    # (xnews31) ... or a blog platform's sponsor box under a post (Hashnode: "Support Tomás Ortega by becoming a sponsor.
    # Any amount is appreciated!"), the writer paid, not a club's member or a hospital's volunteer
    # ((xreview32) a person or the site named, not a thing with its article: "Support the local food bank by becoming a
    # sponsor." is a report's call)
    r"|support (?!(?:the|a|an|your|local) )[^\n.!?]{2,40}? by becoming a (?:sponsor|patron|paid subscriber"
    r"|paying (?:member|subscriber))[.!]?[^\n]{0,100}"
    r"|[^\n]{0,300}?\bsupport us with a (?:monthly|one-off|once-off|regular|small)[^\n]{0,60}?\b(?:donation|payment"
    r"|contribution)[.!]?[^\n]{0,100}"
    r"|sostieni (?:il |la |lo )?[\w-]+\.it\b[^\n]{0,200}"
    # (xfrit38) ... or the Romance papers' plea on the condition that the reader values "our work", then the word of
    # support ("… Se apprezzi il nostro lavoro, sostienici con un piccolo contributo.", "Si vous appréciez notre
    # travail, soutenez-nous …", "Si valoras nuestro trabajo, hazte socio …"): the site's own work, asked for
    r"|[^\n]{0,300}?\b(?:se (?:apprezzi|ti piace|condividi) il nostro lavoro|si vous (?:appréciez|aimez) notre travail"
    r"|si (?:valoras|te gusta|aprecias) (?:nuestro trabajo|lo que hacemos))\s?,\s?[^\n]{0,120}?(?:sostien|sostegno"
    r"|contribut|abbona|donazion|soutenez|soutenir|faites un don|abonnez|apoya|apóya|hazte|suscríbete|colabora)[^\n]{0,200}"
    # (xnews32) ... or a box's pitch naming the journalism or the site that its readers keep going, then asking for
    # their support, in the languages no other wording covers: Catalan (Directe.cat: "El periodisme independent depèn
    # dels seus lectors. Fes-te'n soci …"), Galician and Portuguese (Nós Diario: "O xornalismo en galego precisa do teu
    # apoio. Subscríbete …"), Welsh (Golwg360: "Mae newyddiaduraeth Gymraeg annibynnol yn dibynnu ar eich
    # cefnogaeth chi."), Irish (Tuairisc: "Is seirbhís neamhspleách nuachta í Tuairisc. Tacaigh linn le síntiús
    # beag."), English (Scroll: "Scroll is independent and reader-supported. Become a member …"; ThePrint: "India
    # needs free, fair … journalism even more … Support ThePrint.")
    # ((xreview33) the box speaks to its reader, "teu", "vostre", "Fes-te'n", "Subscríbete": a report's fact, "El periodisme
    # local depèn cada vegada més dels subscriptors, …", "O jornalismo regional depende cada vez mais dos assinantes",
    # addresses no one)
    r"|(?=[^\n]*?\b(?:teu|teva|vostre|vostra|fes-te|subscriu-te|dona'ns|ajuda'ns|suma't)\b)"
    r"[^\n]{0,200}?\bperiodisme\b[^\n]{0,120}?\b(?:depèn|necessita)\b[^\n]{0,100}?\b(?:lectors|subscriptors|socis"
    r"|suport)\b[^\n]{0,200}"
    r"|(?=[^\n]*?\b(?:teu|túa|tua|teus|você|vostede|subscríbete|subscreve|subscreva|assina|assine|apoia|apoie|axúdanos"
    r"|ajuda-nos|ajude|colabora|colabore|contribúe|contribua|doa|doe)\b)"
    r"[^\n]{0,200}?\b(?:xornalismo|jornalismo)\b[^\n]{0,120}?\b(?:precisa|necesita|necessita|depende)\b[^\n]{0,40}?"
    r"\b(?:apoio|leitores|lectores|assinantes|subscritores)\b[^\n]{0,200}"
    r"|[^\n]{0,200}?\bnewyddiaduraeth\b[^\n]{0,160}?\b(?:dibynnu ar|angen) eich cefnogaeth\b[^\n]{0,200}"
    r"|(?:[^\n]{0,200}?[.!] )?tacaigh linn\b[^\n]{0,200}"
    # ((xreview33) its call a sentence of its own or "support us": "… reader-funded: about 4,000 people donate each month"
    # is a report's fact)
    r"|[^\n]{0,200}?\breader-(?:supported|funded)\b[^\n]{0,120}?(?:[.!] (?:please )?|\bplease |\b(?=support us\b))"
    r"(?:become a member|support us|subscribe|donate|contribute)\b[^\n]{0,150}"
    # ((xreview33) the reader asked to support someone, not support the subject of a report's sentence: "… a lifeline
    # for journalism in rural counties. Support was bipartisan.", "Support grew quickly.")
    r"|[^\n]{0,300}?\bjournalism\b[^\n]{0,200}?[.!] support (?!" + _SUPPORT_REPORTED + r"\b)[\w.'’ -]{2,30}[.!]"
    # (xnews32) ... or a Greek site's, asking for support of independent news (EfSyn: "Η ΕφΣυν στηρίζεται στους
    # αναγνώστες της. Στηρίξτε την ανεξάρτητη ενημέρωση."), opening the block or a sentence
    r"|(?:[^\n]{0,200}?[.!] )?(?:στηρίξτε|υποστηρίξτε|στήριξε|υποστήριξε) (?:την |τη |το )?(?:ανεξάρτητη|ελεύθερη"
    r"|ανεξάρτητο|ελεύθερο) (?:ενημέρωση|δημοσιογραφία|τύπο|μέσο)[^\n]{0,150}"
    # (xnews31) ... or a Citynews site's, its name before the reader's contribution ("Sostieni TorinoToday: con il tuo
    # contributo continueremo a offrirti un'informazione di qualità. Sostienici")
    r"|sostieni [\w.'’ -]{2,30}\s?: con il tuo (?:contributo|sostegno|aiuto)[^\n]{0,200}"
    # (xnews29b) ... or a Spanish site's, naming what the reader's money makes possible and the journalism it pays for
    # (Público: "Apoya a Público. Tu aportación es fundamental para seguir haciendo un periodismo libre e independiente.")
    # (xreview29: opening the block or a sentence, "Según la directora, su apoyo es fundamental para que el periodismo
    # local sobreviva" reports another's words)
    r"|(?:[^\n]{0,300}?[.!?] )?(?:tu|vuestr[oa]|su) (?:apoyo|aportación|ayuda|suscripción) (?:es (?:fundamental|imprescindible"
    r"|esencial|clave|vital)|nos permite|hace posible)[^\n]{0,60}?\bperiodismo[^\n]{0,150}"
    # ... or a Russian or Ukrainian one's, naming the work the reader's support keeps going (Novaya Gazeta Europe's "Мы
    # работаем без рекламы и государственных денег. Ваша поддержка помогает нам оставаться независимыми."; not a
    # quote's: "«Ваша поддержка помогает нам работать», — сказал директор приюта")
    # (xnews30: or their gift, Hromadske's "Ми незалежне медіа, і нас фінансують читачі. Ваш внесок допомагає нам
    # працювати.")
    r"|(?![«\"„“])[^\n]{0,300}?\b(?:(?:ваша|твоя) (?:поддержка|підтримка)|(?:ваш|твій|твой) (?:внесок|вклад))"
    r" (?:помогает|позволяет|допомагає|дозволяє) нам"
    r"[^\n]{0,60}?(?:независим|незалежн|работать|працювати|журналист|журналіст)[^\n]{0,150}"
    # (xnews29a) ... or a plea on the condition that independent journalism matters to the reader (Telex: "A Telex
    # olvasói támogatásokból működik. Ha fontos neked a független újságírás, légy a támogatónk!"), a word of support
    # after it
    # (xreview29: opening the block or a sentence, "Az elnök szerint ha fontos neked a független újságírás, …" reports it)
    r"|(?:[^\n]{0,200}?[.!?] )?(?:ha fontos (?:neked|önnek|számodra) a (?:független|szabad) (?:újságírás|sajtó)"
    r"|if independent journalism (?:matters|is important) to you|wenn (?:ihnen|dir) unabhängiger journalismus (?:wichtig"
    r" ist|etwas wert ist)|jeśli (?:ważne jest dla (?:ciebie|pana|pani)|zależy (?:ci|panu|pani) na) niezależn\w+ dziennikarstw\w+"
    r"|pokud (?:je pro vás|vám záleží na) nezávisl\w+ (?:žurnalistik|novinařin)\w*"
    r"|ak (?:vám záleží na|je pre vás) nezávisl\w+ (?:žurnalistik|novinárstv)\w*)[^\n]{0,150}?"
    r"(?:támogat|support|unterstütz|wesprzyj|wspier|podpoř|podpor|přispě|prispej|předplat|predplat)[^\n]{0,100}"
    # (xnews29e) ... or a Czech or Slovak plea opening with the site's name, then the journalism it pays for or the
    # reader's help (Deník Referendum: "Podpořte Deník Referendum. Nezávislá žurnalistika potřebuje vaši pomoc.",
    # Štandard: "Podporte Štandard. Nezávislú konzervatívnu žurnalistiku tvoríme vďaka vám.")
    r"|(?:podpořte|podporte) [^\n.!?]{2,40}[.!] [^\n]{0,160}?(?:žurnalisti|novinařin|novinárčin|novinářstv|novinárstv"
    r"|vaši pomoc|vašu pomoc|vaši podpor|vašu podpor|díky vám|vďaka vám)[^\n]{0,150}"
    # (xnews31) ... and a Romanian one's (G4Media: "Susține G4Media. Jurnalismul independent are nevoie de sprijinul
    # cititorilor. Donează acum.")
    r"|(?:susține|susțineți|sustine|sustineti) [^\n.!?]{2,40}[.!] [^\n]{0,160}?(?:jurnalism|sprijinul (?:cititorilor|vostru"
    r"|tău|dumneavoastră)|donează|donați)[^\n]{0,150}"
    # ... or a Hungarian box's pitch, independent journalism's cost, then the reader asked for support (Népszava: "A
    # független újságírás pénzbe kerül. Támogasd munkánkat havi előfizetéssel."; its heading over it, "Támogasd a
    # Népszavát!", may have gone with the page's furniture)
    # ... or on the condition that the reader finds such a press needed (Átlátszó: "Ha fontosnak tartod, hogy legyen olyan
    # sajtó, amely feltárja a közpénzek elherdálását, támogasd az Átlátszót!"), or the 1 % of the income tax asked for
    # ("Ajánld fel adód 1 százalékát az Átlátszónak! Adószámunk: 18520462-1-43")
    # ((xreview32) the press's, the journalism's: "Ha fontosnak tartja, hogy gyermeke biztonságban legyen, támogassa a
    # helyi iskolát" is a school's plea a report carries)
    r"|ha fontosnak (?:tartod|tartja)(?:,? hogy)? [^\n]{0,200}?(?:sajtó|újságírás|média|független|szerkesztőség|hírek"
    r"|cikkeink|munkánk)[^\n]{0,200}?(?:támogasd|támogassa|támogass)\b[^\n]{0,80}"
    r"|(?:ajánld|ajánlja) fel (?:az )?(?:adód|adója|szja-d|szja-ja) (?:1 ?%-át|1 százalékát|egy százalékát)[^\n]{0,200}"
    r"|[^\n]{0,200}?\bfüggetlen (?:újságírás|sajtó|média)[^\n]{0,120}?[.!] (?:támogasd|támogassa|támogass)"
    r" (?:munkánkat|minket|a [\w-]+t|az [\w-]+t)\b[^\n]{0,100}"
    # (xpanel34) ... and so in the other languages, the box's opening sentence saying only what good journalism costs,
    # then the reader asked to support or subscribe (a paywall's tip, opened by its "Why pay?" link: "Kvalitní
    # žurnalistika něco stojí. Podpořte nás předplatným …", "Qualitätsjournalismus kostet Geld. Unterstützen Sie …",
    # "Quality journalism costs money. Please subscribe …"); a report's sentence goes on after "kostet Geld" ("…, sagte
    # der Verleger") and its next one has a subject first, not the imperative
    r"|(?:(?:kvalitní|nezávislá|seriózní|dobrá) (?:žurnalistika|novinařina) (?:něco )?stojí(?: peníze)?"
    r"|(?:kvalitná|nezávislá|seriózna|dobrá) žurnalistika (?:niečo )?stojí(?: peniaze)?"
    r"|(?:qualitätsjournalismus|(?:guter|unabhängiger) journalismus) kostet(?: geld)?"
    r"|(?:quality|good|independent) journalism (?:costs(?: money)?|(?:is not|isn['’]t) free)"
    r"|le journalisme (?:de qualité|indépendant) (?:a un (?:coût|prix)|coûte(?: cher)?)"
    r"|il giornalismo (?:di qualità|indipendente) (?:costa|ha un costo)"
    r"|el periodismo (?:de calidad|independiente) (?:cuesta(?: dinero)?|tiene un (?:coste|costo|precio))"
    r"|(?:dobre|rzetelne|niezależne) dziennikarstwo kosztuje)[.!] "
    # ((xreview35) the verbs that are nouns or questions too with what the plea asks after them: "Support from
    # foundations has become …", "Werden Sie aber nicht misstrauisch, …" are a report's and a column's sentences)
    r"(?:podpořte|podporte|předplaťte|predplaťte|kupte|unterstützen sie|abonnieren sie|schließen sie (?:jetzt |ein )?\w*abo\w*"
    r"|werden sie (?:jetzt )?(?:abonnent|mitglied|unterstützer|förder|teil)\w*|(?:please )?(?:support (?:us|our|the|this|independent"
    r"|quality|local)|subscribe|become (?:a|an|one)|donate)|soutenez|abonnez|sostieni|abbonati|apoya|suscríbete|hazte"
    r"|wesprzyj|zaprenumeruj|wykup)\b[^\n]{0,200}"
    # (xnews30) ... or a box's pitch thanking the readers for the site's being, then asking them for a gift to the
    # site (Dobré noviny: "Píšeme o dobrých správach zo Slovenska vďaka vašej podpore. Prispejte nám aj malou sumou.",
    # Hlídací pes: "Nezávislou žurnalistiku platí čtenáři. Přispějte na naši práci i malou částkou."): the gift asked
    # for "us" or "our work" (a charity's collection an article reports asks for its own account)
    r"|[^\n]{0,200}?(?:díky (?:vaší podpoře|vám|svým čtenářům|našim čtenářům|čtenářům)|vďaka (?:vašej podpore|vám"
    r"|svojim čitateľom|našim čitateľom|čitateľom)|platí (?:čtenáři|naši čtenáři)|platia (?:čitatelia|naši čitatelia))"
    r"[^\n]{0,120}?[.!] (?:přispějte|prispejte|podpořte|podporte) (?:nám|nás|na naši práci|na našu prácu|na (?:náš )?provoz"
    r"|na (?:naši |našu )?činnost|na (?:naši |našu )?činnosť)[^\n]{0,80}")
# (xplea33) a plea opening with the reader asked to support the site ("us") or independent journalism, alone or before
# its call to subscribe or give: Il Post's "Sostieni il giornalismo indipendente: abbonati a …", "Unterstützen Sie uns
# mit einem Abo", "Unterstützen Sie unabhängigen Journalismus. Jetzt Abo abschließen.", "Soutenez-nous en vous
# abonnant", "Soutenez une rédaction indépendante.", "Podpořte nezávislou žurnalistiku", "Podporte nás", "Wesprzyj nas",
# "Apoya el periodismo independiente" (the imperative opens the block: a report's sentence has its subject first, "Die
# Leser unterstützen die Zeitung seit 1990 mit Abos.", and one quoted or said is reported, ``_PLEA_WORDS``); a pattern
# of its own, tried from the block's first letter: its verbs are common words ("podpora", "unterstützen"), and the
# whole ``_SUPPORT`` tried on each block holding them cost 15 times as much
_SUPPORT_PLEA_LETTERS = "suwpa"  # ... the first letters of its verbs
_SUPPORT_PLEA = re.compile(r"(?:" + _SUPPORT_US + r")(?:[ ,:.!–—-]*|[^\n]{0,200}?(?:" + _SUBSCRIBE_OR_GIVE
                           + r")[^\n]{0,200})")
SUPPORT = 400  # ... judged on blocks up to this length
_SUPPORT_WORDS = KeyWords(("líbí se vám", "páči sa vám", "did you ", "if you liked", "if you enjoyed", "if you found",
                  "líbil se vám", "páčil sa vám", "podobał", "tetszett", " what you", "value our", "gefällt", "gefallen", "avez aimé",
                  "vous a plu", "piaciuto", "please support", "please consider support", "your support makes",
                  "sostieni ", "periodismo", "поддержка", "підтримка", "readers like you", "support us with",
                  "ha fontos", "independent journalism", "needs your support", "unabhängiger journalismus", "niezależn",
                  "nezávisl", "podpořte ", "podporte ", "přispějte ", "prispejte ", "внесок", "вклад", "susține",
                  "sustine", "független ", "by becoming a", "ajánld fel", "ajánlja fel", "στηρίξ", "στήριξε", "periodisme", "xornalismo",
                  "jornalismo", "newyddiaduraeth", "tacaigh linn", "reader-supported", "reader-funded", ". support ",
                  "žurnalistika ", "journalismus kostet", "journalism costs", "journalism is", "helps us keep", "journalisme de",
                  "journalisme indépendant", "giornalismo di qualità", "giornalismo indipendente",
                  "dziennikarstwo kosztuje", "il nostro lavoro", "notre travail", "nuestro trabajo", "frei zugänglich",
                  "kostenlos lesbar", "kostenlos zugänglich", "für alle zugänglich", "frei lesbar"),
                 parts=('support', 'you', 'journalis', 'podpo', 'vám', 'gef'))


# (xreview29) ... the words of session 29's pleas (naming the journalism the money pays for, the condition that it
# matters, a donation's kind), which an article reports as well: in quotes or after a verb of saying ("«Tu apoyo es
# fundamental para seguir haciendo periodismo», dijo la directora", "If independent journalism matters to you, you
# should worry about this bill, said Jane Doe", "“Please support us with a monthly donation,” the director told
# volunteers") such a block is the article's
# (xreview30b) ... and of the Czech and Slovak gift pitches ("Přispějte nám i malou částkou"): a shelter's or a hospital's
# plea an article reports ("„Útulek funguje jen díky vám. Přispějte nám i malou částkou,“ vyzývá vedoucí útulku") is
# the article's, its appeal's verb ("vyzývá", "žádá") the reporting one
_PLEA_WORDS = KeyWords(("periodismo", "поддержка", "підтримка", "внесок", "вклад", "support us with", "ha fontos",
                        "independent journalism", "unabhängiger journalismus", "niezależn", "nezávisl", "přispějte ",
                        "prispejte ", "susține", "sustine", "független ", "ajánld fel", "ajánlja fel", "sostieni ",
                        "by becoming a", "periodisme", "xornalismo", "jornalismo", "newyddiaduraeth", "tacaigh linn",
                        "reader-", "στηρίξ", "στήριξε", ". support ", "readers like you", "sosten", "unterstütz",
                        "soutenez", "soutiens-nous", "podpoř", "podpor", "wesprzyj", "wspieraj", "apoya", "apoye",
                        "apóyanos", "il nostro lavoro", "notre travail", "nuestro trabajo", "zugänglich, weil"))
_REPORTED = re.compile(r"[«»“”„\"]|\b(?:said|says|told|dijo|dice|afirmó|aseguró|explicó|señaló|según|sagte|sagt|laut"
                       r"|erklärte|mondta|szerint|közölte|řekl[a]?|uvedl[a]?|podle|povedal[a]?|powiedział[a]?|сказал[а]?"
                       r"|vyzývá|vyzýva|vyzval[a]?|žádá|žiada"
                       r"|заявил[а]?|сказав|сказала|заявив"
                       r"|a declarat|a spus|a afirmat|potrivit|a transmis|kéri|kérte|kérik"
                       # ((xreview31b) the Italian and French ones, a Citynews plea a report quotes: "Sostieni la Croce
                       # Rossa: con il tuo contributo …, ha detto il presidente")
                       r"|ha detto|ha dichiarato|ha spiegato|ha sottolineato|secondo|a déclaré|a dit|a expliqué|a reconnu"
                       r"|selon|betonte|told|stated"
                       # ((xnews32) the Greek, Catalan, Galician and Portuguese ones)
                       r"|δήλωσε|είπε|ανέφερε|σύμφωνα με|ha dit|ha afirmat|segons|dixo|afirmou|disse|segundo"
                       # ((xreview33) the Welsh and Irish ones: "Dywedodd y gweinidog fod newyddiaduraeth …")
                       r"|dywedodd|meddai|a dúirt|de réir|conclúe|conclui|concluye"
                       # ((xreview34) the verbs of saying after a plea quoted as the speaker's, inverted, which an
                       # article on a charity's or a strike's appeal writes without quotation marks: "Unterstützen Sie
                       # unsere Arbeit, bat der Vereinsvorsitzende …", "Soutenez-nous en faisant un don, a lancé la
                       # présidente …", "Wesprzyj nas, apelują wolontariusze …"; past or reported forms only, a
                       # site's own plea says "vous prosí", "lance", "chiede" of itself)
                       r"|bat|baten|rief|riefen|appellierte|appellierten|hieß es|heißt es|lautete|lauteten|mahnte"
                       r"|napsal[a]?|prosil[a]?|apeloval[a]?|vzkázal[a]?|napísal[a]?|odkázal[a]?"
                       r"|apelują|apelował[a]?|zaapelował[a]?|napisał[a]?|prosił[a]?|głosi|głosił"
                       r"|a lancé|ont lancé|a imploré|a appelé|a écrit|a demandé|proclamait"
                       r"|reza|rezaba|pidió|escribió|reclamó|imploró|chiedeva|ha chiesto|ha scritto|recitava"
                       # ((xreview39) ... or the appeal named as someone's, the plea quoted before it: "Se apprezzi il
                       # nostro lavoro, sostienici …: è l'appello che la cooperativa ha affisso …")
                       r"|è l['’]appello|è l['’]invito|ha lanciato|ha rivolto|c['’]est l['’]appel|es el llamamiento)\b")


def reported(low: str) -> bool:
    """Whether a lowered line reports someone's words (``_REPORTED``: a quote mark, a verb of saying): a plea, a
    pointer or a disclaimer so worded is the article's."""
    return _REPORTED.search(low) is not None


def support_appeal(text: str, low: str = "") -> bool:
    """A site's appeal for its readers' support (``_SUPPORT``, the whole block); not one of session 29's pleas
    reported (``_REPORTED``)."""
    low = low or text.lower()
    return (_worded(low, _SUPPORT_WORDS, _SUPPORT, whole=True, opening=False) or _plea(low.strip())
            or (":" in low[:PLEA_LABEL] and _labelled_plea(low))) \
        and not (_PLEA_WORDS.found(low) and _REPORTED.search(low) is not None)


def _plea(low: str) -> bool:
    """``_SUPPORT_PLEA``, the whole (stripped, lowered) block, tried from its first letter."""
    return low[:1] in _SUPPORT_PLEA_LETTERS and _SUPPORT_PLEA.fullmatch(low) is not None


# (xleft37) ... or such a plea after the campaign's label and a colon, a name of a few words (taz's box closing every
# article: "taz zahl ich: Unterstützen Sie unabhängigen Journalismus. Schon ab 5 Euro im Monat.", "Freunde der Zeitung:
# Unterstützen Sie uns …"); an interview's speaker before a plea the article quotes is ``_REPORTED``'s as before
PLEA_LABEL = 30  # ... the label and its colon within this many characters
PLEA_LABEL_WORDS = 4  # ... in at most this many words
# ... the openings of ``_SUPPORT_US``'s verbs
_PLEA_OPENERS = ("sost", "unterstütz", "soutien", "soutene", "podpo", "wesprzyj", "wspieraj", "apoy", "apóy")


# (xreview37b) ... for the site's work or independent journalism: "us" bare after a label is an interview's speaker
# asking for her own cause ("Tierheimleiterin Koch: Unterstützen Sie uns! Schon ab 5 Euro im Monat …")
_BARE_US = re.compile(r"\S+(?: sie| auch du)?(?: |-)(?:uns|nous|nás|nas)\b")


def _labelled_plea(low: str) -> bool:
    """A plea (``_plea``) after a short label and its colon (``PLEA_LABEL``); the plea's verb opening the rest is
    asked first (a picture's "foto: …" and a writer's "von: …" are most of the blocks with a colon so early)."""
    colon = low.find(":", 0, PLEA_LABEL)
    if colon <= 0:
        return False
    rest = low[colon + 1:].lstrip()
    if not rest.startswith(_PLEA_OPENERS):
        return False
    if _BARE_US.match(rest):
        return False
    label = low[:colon]
    return label.count(" ") < PLEA_LABEL_WORDS and not any(c in label for c in ".!?,;") and _plea(rest.rstrip())


# (session 29) a press release's contact block under its text, a label and a name with a telephone number or an e-mail
# address: PR Newswire's and Business Wire's "Media Contact: Lena Ortiz 412-555-0143 press@…", "Investor Contacts:
# …", a German release's "Pressekontakt: …", "Rückfragen & Kontakt: …" (APA-OTS), "Kontakt für Medien: …", a French
# "Contact presse : …", an Italian "Ufficio stampa: …", a Czech "Kontakt pro média: …"; the label and its colon open
# the block (a sentence about contacts with the media goes on), and a number or an address is in it
_PRESS_CONTACT = re.compile(  # lower case, for lowered text
    r"(?:(?:media|press|investor|news|public) (?:relations )?contacts?|contacts? for (?:the )?(?:media|press|journalists)"
    r"|(?:presse|medien)kontakte?|kontakt(?:e)? für (?:die )?(?:medien|presse|journalist\w*)|pressestelle"
    r"|rückfragen(?: (?:&|und) kontakt)?|rückfragehinweis|contacts? (?:presse|médias?)|relations? (?:presse|médias)"
    r"|contatt[io] (?:stampa|per la stampa)|ufficio stampa|kontakty? pro (?:média|novináře)"
    r"|kontakty? pre (?:médiá|novinárov)|tiskové oddělení|tlačové oddelenie)\s?:\s*[^\n]{3,300}")
PRESS_CONTACT = 360  # ... judged on blocks up to this length
_REACHED_BY = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+|\+?\(?\d[\d\s/().-]{6,}\d")  # an e-mail address, a phone number
_PRESS_CONTACT_WORDS = KeyWords(("contact", "kontakt", "rückfrage", "stampa", "pressestelle", "tiskové", "tlačové"))


def press_contact(text: str, low: str = "") -> bool:
    """A press release's contact block (``_PRESS_CONTACT``, the whole block, with an e-mail address or a phone
    number in it)."""
    return _worded(low or text.lower(), _PRESS_CONTACT_WORDS, _PRESS_CONTACT, whole=True) \
        and _REACHED_BY.search(text) is not None


# ... and PR Newswire's line naming the release's sender under it, "SOURCE Northwind Robotics" (the word in capitals,
# then a name of capitalized words: a sentence opening with "Source" goes on)
_WIRE_SOURCE = re.compile(r"SOURCE (?:[A-Z0-9][\w.&'’,-]*\s?){1,8}")
WIRE_SOURCE = 100  # ... judged on blocks up to this length


def wire_source(text: str) -> bool:
    """PR Newswire's "SOURCE <sender>" line under a release (``_WIRE_SOURCE``, the whole block)."""
    return text[:7] == "SOURCE " and _WIRE_SOURCE.fullmatch(text) is not None


# ... and a press wire's own line under a release, saying the sender answers for it: ČTK Protext's "Za obsah odpovídá
# zadavatel. Zpráva byla zveřejněna prostřednictvím ČTK Protext.", TASR's "Za obsah zodpovedá zadávateľ.", APA-OTS's
# "OTS-ORIGINALTEXT PRESSEAUSSENDUNG UNTER AUSSCHLIESSLICHER INHALTLICHER VERANTWORTUNG DES AUSSENDERS | GRA0001",
# news aktuell's "Originalinhalt von Stadtwerke Kiel, übermittelt durch news aktuell" (on presseportal.de's
# police and fire releases "Original-Content von: Polizeipräsidium Karlsruhe, übermittelt durch news aktuell"), EQS's "The issuer is solely
# responsible for the content of this announcement." (one or two of them, the whole block)
_WIRE_SENTENCE = (
    r"(?:za obsah (?:(?:tohoto|této|tejto) )?(?:(?:tiskové |tlačovej )?(?:zprávy|správy|sdělení|oznámenia) )?"
    r"(?:odpovídá|zodpovídá|zodpovedá) (?:výhradně |výhradne |plně |plne )?(?:zadavatel|zadávateľ)"
    r"|zpráva byla zveřejněna prostřednictvím [^.\n]{2,40}|správa bola zverejnená prostredníctvom [^.\n]{2,40}"
    r"|ots-originaltext presseaussendung unter ausschlie(?:ss|ß)licher inhaltlicher verantwortung des aussenders"
    r"(?: \| [a-z]{2,4}\d{3,5})?"
    r"|(?:originalinhalt|original-content) von:? [^\n]{2,80}, übermittelt durch news aktuell"
    r"|für den inhalt (?:der (?:presse)?mitteilung |dieser (?:presse)?mitteilung )?ist (?:allein |ausschließlich )?"
    r"(?:der|die) (?:herausgeber(?:in)?|emittent(?:in)?|absender(?:in)?|verfasser(?:in)?) verantwortlich"
    r"|the issuer is solely responsible for the content of this (?:announcement|press release|release)"
    # ((xreview29) a wire's name, no day after it: "This announcement was issued by the central bank on Tuesday." is news)
    r"|this (?:press release|announcement) was (?:issued|distributed|transmitted) (?:by|through|via)"
    r" (?:(?! on (?!behalf))[^.\n]){2,60})\.?")
_WIRE_NOTICE = re.compile(_WIRE_SENTENCE + r"(?:\s+" + _WIRE_SENTENCE + r")?")
WIRE_NOTICE = 300  # ... judged on blocks up to this length
_WIRE_NOTICE_WORDS = KeyWords(("zadavatel", "zadávateľ", "prostřednictvím", "prostredníctvom", "ots-originaltext",
                      "news aktuell", "verantwortlich", "issuer is solely", "was issued", "was distributed",
                      "was transmitted"))


def wire_notice(text: str, low: str = "") -> bool:
    """A press wire's line under a release that its sender answers for it (``_WIRE_NOTICE``, the whole block)."""
    return _worded(low or text.lower(), _WIRE_NOTICE_WORDS, _WIRE_NOTICE, whole=True)
