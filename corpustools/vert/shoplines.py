"""A shop's interface lines, which are not an item's text: they stand alone in a block beside the price,
under the reviews' tab or in a row of badges, and read the same on every product of the shop.

* review prompts of an empty review tab: "Be the first to review this product", "Es gibt noch keine
  Bewertungen.", "Für diesen Artikel gibt es noch keine Bewertungen. Schreiben Sie die erste Bewertung …",
  "Aucun avis n'a été publié pour le moment.", "Non ci sono ancora recensioni.", "Recensisci per primo …";
* tax and shipping notes: "Preise inkl. MwSt. zzgl. Versandkosten", "inkl. gesetzl. MwSt. zzgl." (its
  linked word went), with the rate ("Enthält 19% MwSt.", WooCommerce Germanized's; "inkl. 7 % MwSt.",
  "incl. 20% VAT"), "VAT included (where applicable), plus shipping", "Taxes and shipping calculated at
  checkout", "TTC", "IVA inclusa";
* availability and delivery times: "Sofort verfügbar, Lieferzeit 1-3 Werktage", "Sofort versandfertig,
  Lieferzeit ca. 1-3 Werktage" (Shopware 5), "In stock", "Only 2 left", "Nur noch 3 Stück auf Lager", "En
  stock", "Disponibilità immediata", "Spedizione in 24/48 ore", "Lieferung bis Mi, 12. März", "Livraison
  estimée le 14 mars", "Order today to get by Mar 17-27";
* reassurance badges: "Free shipping on orders over $75", "Secure checkout", "Kostenloser Versand ab 50 €",
  "Livraison gratuite dès 99 € d'achat", "Paiement sécurisé par carte bancaire", "Sichere Zahlung mit PayPal",
  "Retours sous 30 jours", "Spedizione gratuita", "Reso gratuito entro 30 giorni";
* the buy box's buttons and labels: "Add to bag", "Auf den Wunschzettel", "Frage zum Artikel", "Quantité",
  "Select a size", "Menü schließen";
* the same in Spanish, Polish and Dutch shops (session 23): "IVA incluido", "Envío gratis", "Darmowa dostawa",
  "Zawiera 23% VAT", "Op voorraad", "Incl. btw", "Voor 23:00 besteld, morgen in huis"; a review tab's count
  ("Bewertungen (0)"), an item's number ("Artikelnummer: 12345", "SKU: 12345"), a unit price ("Grundpreis:
  12,99 € / kg");
* (session 25) a rating's stars and its link to the reviews ("4,4 von 5 Sternen", "(2 Kundenbewertungen)", "1.234
  Sternebewertungen", "4,6 sur 5 étoiles"), a card's badges ("Sale", "Sold out", "-20 %", "Bestseller Nr. 1"), a
  theme's pick-up note ("Pickup available at Main Store", "Usually ready in 24 hours", "Abholung möglich bei …"),
  more buttons ("Zum Vergleich hinzufügen", "Bewertung schreiben", "Benachrichtigen, wenn verfügbar", "Notify me
  when available", "Avvisami quando disponibile") and order numbers ("Produktnummer: SW10042", "COD: MK6");
* (session 31) a variable product's cart button with the prompt its theme shows on it until a variant is chosen
  ("Add to cart Select A Color Or Plug Type To Add To Cart", "In den Warenkorb Bitte wählen Sie eine Größe aus",
  "Ajouter au panier Veuillez sélectionner une taille"), and an upsell's discount line ("Don't see your plug
  type? Add a universal one for a 5% discount!", "Add a second pair and save 10%").

And ``policy_heading``: the heading of a tab or an accordion panel with the shop's shipping and returns
policy ("Shipping & Returns", "Delivery & Returns", "Versand & Rückgabe", "Livraison et retours",
"Spedizione e resi"), which ``boiler.clean`` drops with the panel's lines on a page that is not an article
(the same policy under every product; a courier's page says "Delivery" alone, and keeps it).

Matched against the whole block (lowered), so a description that says "the kettle ships in a gift box" or a
review that says "free shipping was a plus" stays.  ``boiler._noise`` asks, on blocks up to ``SHOP_LINE``
characters, before the first character's alternatives (``firstchar``) are tried.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

from corpustools.vert.firstchar import FirstChar

log = logging.getLogger(__name__)

SHOP_LINE = 160  # blocks up to this length are judged (the longest prompts run to two sentences)

_N = r"\d+(?:[.,]\d+)?"
_MONEY = r"(?:[$€£]\s?" + _N + r"|" + _N + r"\s?(?:€|eur|euro|chf|\$|£|usd|gbp)\*?)"
_DAYS = r"\d+\s*(?:[-–/]|bis|to|à|a)?\s*\d*\s*"
_QUOTED = r"(?: [“\"„«‘'].{1,80}[”\"“»’'])?"
_TAIL = r"(?:[ ,].{0,100})?"  # the rest of a two-sentence prompt
# where a free delivery reaches ("... to mainland addresses", "... within the UK", "in Germany")
_WHERE = r"(?: (?:to|within|in|across) (?:the )?[\w ,-]{1,40}?)?"
_PHONE = r"\+?\(?\d[\d ()/.-]{5,18}\d"  # a telephone number ...
# ... and the hours it answers ("Monday to Friday", "(Mo–Fr 9–17 Uhr)", "du lundi au vendredi", "9am-5pm")
_HOURS = (r"(?:,? ?\(?(?:mon|mo\b|lun|du lun|from|von|weekdays|werktags|daily|täglich|\d{1,2}(?:[:.]\d\d)? ?(?:am|uhr|h\b|[–-]))"
          r"[^.!?]{0,50})?")
_SELLER = r"(?:[^.!?]|\.(?=\w)){1,40}\.?"  # a seller's name at the end of a marketplace's line, "Amazon.com."
_RATE = r"\(?\d{1,2}(?:[.,]\d{1,2})?\s?%\)?\s?"  # a tax rate: "inkl. 19 % MwSt.", "Enthält 7% MwSt.", "incl. 20% VAT"

# (session 26) a sale's two prices in one block, each perhaps with its label (Shopify's "Regular price $49.00 USD
# Sale price $39.00 USD", its screen reader's labels gone: "€49,00 EUR€39,00 EUR"; WooCommerce's screen reader's
# "Original price was: 249€.Current price is: 149€."; "Was £49.00 Now £39.00"; a card's "$449.99 was$579.00"), and
# the discount's badge after them ("–40%"): the buy box's, where a single price is the item's fact (kept); not
# with a saving between them ("$185.25 (Save 5%) $195.00": wcxb's truth keeps that one)
# ((xleft39) or the maker's recommended price, a marketplace's "299,99 €UVP 379,00 €-21 %", "RRP £49.99")
_PRICE_LABEL = (r"(?:regular|sale|original|current|old|new|list|our) price(?: (?:was|is))?|was|now|statt|jetzt|nur|ab"
                r"|uvp|upe|rrp|msrp|prix conseillé|prezzo consigliato"
                r"|(?:normaler|regulärer|ursprünglicher|aktueller|alter|neuer) preis(?: (?:war|ist))?|verkaufspreis|angebotspreis"
                r"|sonderpreis|(?:le )?prix (?:normal|réduit|initial|actuel|soldé|de vente|d['’]origine)(?: (?:était|est))?"
                r"|(?:il )?prezzo (?:di listino|originale|scontato|attuale|di vendita|normale)(?: (?:era|è))?")
_PRICED = r"(?:(?:" + _PRICE_LABEL + r")\s?:?\s?)?(?<![\d.,])" + _MONEY + r"(?!\d)(?:\s?(?:eur|usd|gbp|chf))?\.?"
_SALE = _PRICED + r"\s*" + _PRICED + r"(?:\s*[-−–] ?\d{1,2} ?%)?"

# (xreview31b) a variable product's kinds of variant, one or two of them ("a color or plug type", "Größe und Farbe"),
# that a cart button's prompt names
_VARIANT_EN = (r"(?:(?:colou?r|size|style|variant|option|model|plug type|length|width|material|flavou?r|quantity|pack|capacity|format)s?"
               r"(?:(?: or| and|,|/) (?:an? |the |your )?)?){1,2}")
_VARIANT_DE = (r"(?:(?:größe|farbe|variante|option|ausführung|menge|länge|breite|modell|inhalt|format)n?(?:(?: oder| und|,|/) "
               r"(?:eine?n? |die |ihre )?)?){1,2}")
_VARIANT_FR = (r"(?:(?:taille|couleur|variante|option|pointure|modèle|quantité|déclinaison|longueur|contenance|capacité|format)s?(?:(?: ou| et|,|/) "
               r"(?:une? |la |le |les |votre |vos )?)?){1,2}")

_WORDS = "|".join((
    _SALE,
    # an empty review tab's prompts
    r"(?:there are |this (?:product|item) has )?no (?:customer )?reviews(?: yet)?\.?(?: be the first" + _TAIL + r")?",
    r"be the first to (?:review|rate|write a review(?: for| of)?)(?: this (?:product|item))?" + _QUOTED + r"[.!]?",
    r"(?:write|add) (?:a|your(?: own)?) review[.!]?|(?:no|0) reviews? (?:yet|found)\.?",
    r"(?:es gibt |(?:hier |derzeit )?liegen )?(?:noch |leider )*keine bewertungen(?: vorhanden| gefunden| vor)?[.!]?"
    + _TAIL,
    # (xde37) Gambio's: "Leider sind noch keine Bewertungen vorhanden. Seien Sie der Erste, der das Produkt bewertet."
    r"leider sind (?:noch |bisher )*keine bewertungen vorhanden[.!]?" + _TAIL,
    # (xother34) Shopware 6's "Es sind noch keine Bewertungen vorhanden. Geben Sie die erste Bewertung ab und helfen
    # Sie Anderen bei der Kaufentscheidung:" ("vorhanden" said: "Es sind noch keine Bewertungen der Schulen
    # veröffentlicht worden" is a sentence)
    r"es sind (?:noch |leider )*keine bewertungen vorhanden[.!]?" + _TAIL,
    r"für diese[ns]? (?:artikel|produkt) (?:gibt es|liegen) (?:noch |leider )*keine bewertungen(?: vor)?[.!]?" + _TAIL,
    r"(?:jetzt )?(?:bewerten sie|bewerte) (?:dieses|diesen|das) (?:produkt|artikel)[.!]?",
    r"teilen sie ihre erfahrungen mit anderen(?: kunden| kundinnen| käufern)?[.!]?",
    r"(?:schreiben|verfassen) sie (?:die erste|eine) bewertung" + _TAIL,
    # (session 36) JTL-Shop's empty review tab: "Geben Sie die erste Bewertung für diesen Artikel ab und helfen Sie
    # Anderen bei der Kaufentscheidung."
    r"geben sie (?:die erste|eine|ihre) bewertung (?:für diese[ns]? (?:artikel|produkt) )?ab[.!]?" + _TAIL,
    r"seien sie (?:der|die) erste,? (?:der|die) (?:(?:dieses|das) produkt|(?:diesen|den) artikel) bewertet[.!]?",
    r"aucun avis(?: client)?(?: n['’]a (?:encore )?été (?:publié|donné|déposé|laissé))?(?: pour (?:le moment|l['’]instant))?[.!]?",
    r"il n['’]y a (?:pas encore|encore aucun|aucun) (?:d['’])?avis(?: pour (?:ce|cet) (?:produit|article))?[.!]?",
    r"soyez (?:le premier|la première) à (?:donner (?:votre|son) avis|laisser un avis|évaluer|noter|rédiger un avis"
    r"|commenter ce produit)" + _TAIL,
    r"(?:rédiger|écrire|laisser|donner|publier) (?:un|votre|son) avis[.!]?|donnez votre avis[.!]?",
    r"non ci sono (?:ancora )?recensioni[.!]?|(?:ancora )?nessuna recensione(?: presente| disponibile)?[.!]?",
    r"(?:scrivi|lascia) (?:una|la prima|la tua) recensione" + _TAIL + r"|recensisci per primo" + _TAIL,
    r"sii il primo a (?:recensire|lasciare una recensione|scrivere una recensione)" + _TAIL,
    # (xfrit36) WooCommerce's Spanish, Portuguese and Dutch review tab: "No hay valoraciones aún.", "Sé el primero en
    # valorar “Aceite …”", "Não há avaliações ainda.", "Seja o primeiro a avaliar “…”", "Er zijn nog geen
    # beoordelingen.", "Wees de eerste om “…” te beoordelen"
    r"(?:todavía |aún )?no hay (?:valoraciones|reseñas|opiniones)(?: aún| todavía)?\.?"
    r"|sé el primero en (?:valorar|opinar(?: sobre)?|escribir una (?:reseña|opinión))" + _QUOTED + r"[.!]?"
    r"|(?:ainda )?não (?:há|existem) avaliações(?: ainda)?\.?|seja o primeiro a avaliar" + _QUOTED + r"[.!]?"
    r"|er zijn (?:nog )?geen (?:beoordelingen|reviews)\.?|wees de eerste (?:om|die)" + _QUOTED
    + r" (?:te beoordelen|beoordeelt)[.!]?",
    # (xfrit39) WooCommerce's notice under an empty review tab when reviews are kept to verified buyers: "Only logged
    # in customers who have purchased this product may leave a review.", "Seuls les clients connectés ayant acheté ce
    # produit ont la possibilité de laisser un avis.", "Solo i clienti che hanno effettuato l'accesso e che hanno
    # acquistato questo prodotto possono lasciare una recensione.", "Sólo los usuarios registrados que hayan comprado
    # este producto pueden hacer una valoración.", "Nur angemeldete Kunden, die dieses Produkt gekauft haben, dürfen
    # eine Bewertung abgeben."
    r"only logged in customers who have purchased this product may leave a review\.?"
    r"|seuls les clients connectés ayant acheté ce produit ont la possibilité de laisser un avis\.?"
    r"|solo i clienti (?:che hanno effettuato l['’]accesso e )?che hanno acquistato questo prodotto possono lasciare"
    r" una recensione\.?|s[óo]lo los usuarios registrados que hayan comprado este producto pueden hacer una"
    r" (?:valoración|reseña)\.?|nur angemeldete kunden,? die dieses produkt gekauft haben,? (?:dürfen|können) eine"
    r" bewertung abgeben\.?",
    # tax and shipping notes (the linked "Versandkosten" may have gone: the line ends in "zzgl.")
    r"(?:alle )?(?:preise? |preisangaben )?(?:inkl\.?|inklusive|incl\.?|enthält|zzgl\.?|exkl\.?) (?:der )?(?:gesetzl(?:\.|ichen?)? "
    r"|gültigen )?(?:" + _RATE + r")?(?:mwst|ust|mehrwertsteuer|umsatzsteuer)\.?(?: " + _RATE + r")?"
    r"(?:,? ?(?:zzgl\.?|zuzüglich|exkl\.?|plus)(?: .{0,80})?)?",
    r"(?:prices? )?(?:incl\.?|including|includes|excl\.?|excluding) (?:" + _RATE + r")?(?:vat|tax(?:es)?|gst|sales tax)\.?"
    r"(?:,? ?(?:plus|excl\.?|excluding|\+|and) (?:free )?(?:shipping|delivery|postage)(?: costs)?\.?)?",
    r"(?:vat|tax(?:es)?|gst) included(?: \(where applicable\))?\.?(?:,? ?(?:plus|excl\.?|\+) (?:shipping|delivery|postage)"
    r"(?: costs)?\.?)?(?: shipping calculated at checkout\.?)?",
    # (session 37: or the value alone beside its "Shipping:" label, BigCommerce's "Calculated at Checkout")
    r"(?:(?:taxes and )?shipping (?:costs? )?)?calculated at checkout\.?|shipping(?: costs?)?, delivery date,? and order total"
    r" .{0,60}shown at checkout\.?",
    r"(?:prix (?:ttc|ht)|ttc)(?:,? hors frais de (?:port|livraison))?|(?:taxes|tva) incluses?(?:,? frais de (?:port|"
    r"livraison) en sus)?\.?",
    r"(?:prezz[oi] )?iva inclusa(?:,? (?:spese di )?spedizione esclusa)?\.?|(?:tasse|imposte) incluse\.?",
    # availability and delivery times
    r"(?:sofort |nicht |derzeit nicht |nicht mehr )?(?:verfügbar|lieferbar)(?:,? (?:lieferzeit|versandfertig in):? ?.{0,40})?"
    # ((xshopforum38) the delivery time after a dash, a marketplace's "lieferbar - in 2-3 Werktagen bei dir")
    r"|(?:sofort )?(?:versandfertig|lieferbar)(?:(?: [-–] | )(?:in|innerhalb(?: von)?) .{1,30})?",
    r"auf lager|(?:nicht )?vorrätig|ausverkauft|lieferzeit:? ?(?:ca\.? )?" + _DAYS + r"(?:werk|arbeits|geschäfts)?tage?\.?"
    r"|(?:lieferung|zustellung|versand) (?:in|innerhalb(?: von)?) " + _DAYS + r"(?:(?:werk|arbeits)?tag(?:e|en)|stunden)\.?",
    r"(?:nur )?noch \d+ (?:stück|artikel|exemplare?)(?: auf lager| verfügbar| vorrätig)?!?|(?:plus que|il ne reste que|"
    r"il reste) \d+ (?:exemplaires? |articles? )?(?:en stock|disponibles?)\s*!?|(?:solo|ultimi|ultime) \d+ (?:pezzi )?"
    r"(?:disponibili|rimasti|in magazzino)\s*!?",
    # (xleft39) the buy box's delivery options, each with its time in brackets or said to be available ("Standard
    # Delivery (4-7 Working Days)", "Express Delivery Available", "Also available at checkout:", "Standardversand
    # (2-4 Werktage)", "Livraison express (24h)", "Spedizione standard (3-5 giorni lavorativi)"; the time or the
    # word said: "Express delivery" alone is a courier's service)
    r"(?:also )?available at checkout:?|(?:(?:standard|express|next[- ]day|nominated[- ]day|same[- ]day|economy|priority"
    r"|tracked|international|uk|eu) )+(?:delivery|shipping)(?: \(" + _DAYS + r"(?:working |business )?days?\)| available)"
    r"|(?:standard|express|premium)-?(?:versand|lieferung) \(" + _DAYS + r"(?:werk|arbeits)?tage?\)|(?:standard|express)-?"
    r"(?:versand|lieferung) (?:verfügbar|möglich)|livraison (?:standard|express|rapide|en point relais) \(" + _DAYS
    + r"(?:jours(?: ouvrés| ouvrables)?|h)\)|spedizione (?:standard|express|espressa) \(" + _DAYS
    + r"(?:giorni(?: lavorativi)?|ore|h)\)",
    # a delivery date's estimate (a date in it: "Lieferung bis zur Haustür." is a service's sentence)
    r"(?:voraussichtliche )?(?:lieferung|zustellung) (?:bis|zwischen|am) (?=[^\d]{0,20}\d).{1,40}|(?:livraison|expédition)"
    r" (?:estimée|prévue) (?:le|entre|d'ici|avant) (?=[^\d]{0,20}\d).{1,40}|consegna prevista (?:entro|tra|il|per)"
    r" (?=[^\d]{0,20}\d).{1,40}|(?:get it|arrives|estimated delivery)(?: by| between|:) (?=[^\d]{0,20}\d).{1,40}"
    r"|order (?:today|now|within .{1,20}) to get (?:it )?by .{1,30}",
    # (session 37) a marketplace's buy box (Amazon's and its imitators'): the free delivery's promise with its day,
    # the day's name and its date in either order ("FREE delivery Thursday, November 5", "GRATIS Lieferung
    # Donnerstag, 5. November", "Livraison GRATUITE jeudi 5 novembre", "Consegna GRATUITA giovedì 5 novembre"),
    # perhaps with the order's deadline after it ("Order within 5 hrs 2 mins", "Ordina entro 5 ore"); and who
    # sells and ships the item ("Ships from and sold by Amazon.com.", "Verkauf und Versand durch Amazon.", "Venduto
    # da Casalinga Italia e spedito da Amazon.", "Expédié et vendu par Amazon.")
    r"(?:free (?:delivery|shipping)|(?:gratis|kostenlose)[- ]?(?:lieferung|versand)|livraison (?:gratuite|offerte)"
    r"|consegna (?:gratuita|gratis)),? (?:on |am |le |il |per )?(?:[^\W\d_]{3,12}\.?,? ){1,2}\d{1,2}\.?"
    r"(?: [^\W\d_]{3,12}\.?)?(?:[.,]? ?(?:order within|bestellung innerhalb|commandez (?:d'ici|dans)|ordina entro)"
    r" [^.!?]{1,30})?\.?",
    # (the seller's name may hold a dot, "Amazon.com")
    r"(?:ships from and sold by|sold and shipped by|verkauf und versand durch|expédié et vendu par|venduto e spedito da)"
    r" " + _SELLER + r"|(?:sold by|verkauf durch|verkauft von|vendu par|venduto da) [^.!?]{1,40}? (?:and (?:shipped|"
    r"fulfilled|dispatched) by|und versand durch|et expédié par|e spedito da) " + _SELLER,
    r"(?:in|out of) stock(?:,? ready to ship)?\.?|only \d+ left(?: in stock)?\.?|low (?:in )?stock(?:,? only \d+ left)?\.?"
    r"|(?:usually )?ships? (?:with)?in " + _DAYS + r"(?:business |working )?days\.?",
    r"(?:en stock|en rupture de stock|rupture de stock|(?:produit )?disponible|(?:produit )?indisponible)"
    r"|(?:expédié|livré|livraison) (?:sous|en) " + _DAYS + r"(?:jours(?: ouvrés| ouvrables)?|h|heures)\.?",
    r"(?:disponibilità|disponibile)(?: immediata)?|non disponibile|esaurito|spedizione (?:in|entro) " + _DAYS
    + r"(?:giorni|ore)(?: lavorativi)?\.?",
    # reassurance badges
    # (session 37: the country before it, "Free UK delivery on orders over £50")
    r"free (?:(?:uk|us|eu|au|nz|nationwide|worldwide|domestic) )?(?:standard |express )?(?:shipping|delivery)(?: (?:&|and) (?:free )?returns)?(?: (?:on|for) (?:all )?orders?"
    r"(?: (?:over|above|of|from))? .{1,15}?)?" + _WHERE + r"\.?|free (?:returns|exchanges)(?: (?:within|for) \d+ days)?\.?",
    # (session 32) the shop's help line under the buy box: "Questions? Call our friendly team on 0800 123 456, Monday
    # to Friday.", "Fragen zum Produkt? Rufen Sie uns an: 089 123 456 (Mo–Fr 9–17 Uhr)", "Une question ? Appelez-nous
    # au 01 23 45 67 89 du lundi au vendredi." (a number in it: "Questions? Call us." is anyone's)
    r"(?:any |got |have |more )?questions?(?: about (?:this|the) (?:product|item))? ?\?,? (?:call|ring|phone|contact) (?:us|our"
    r" [\w ]{0,20}?(?:team|experts?|staff|advisors?))(?: (?:on|at|free on))?:? ?" + _PHONE + _HOURS + r"\.?"
    r"|fragen(?: zu(?:m| diesem) (?:artikel|produkt))? ?\?,? (?:rufen sie (?:uns|unser[\w ]{0,20}) an|ruf uns an|anrufen"
    r"|(?:unser |unsere )?(?:kundenservice|kundendienst|hotline|beratung)(?: ist)?(?: für sie)? (?:erreichbar )?(?:unter|:))"
    r":? ?(?:unter:? ?)?" + _PHONE + _HOURS + r"\.?"
    r"|(?:une |des )?questions? ?\?,? (?:appelez[- ]nous|contactez[- ]nous|notre (?:service client|équipe) (?:vous répond )?)"
    r"(?: (?:au|par téléphone au))?:? ?" + _PHONE + _HOURS + r"\.?",
    r"(?:free )?\d+[- ]days? (?:free )?returns?(?: policy)?\.?|secure (?:checkout|payments?)|(?:\d+[- ](?:days?|years?) )?"
    r"money[- ]back guarantee",
    r"kostenlose?r? (?:versand|lieferung|rückversand|rücksendung|rückgabe)(?: (?:ab|innerhalb|in) .{0,30})?"
    r"|versandkostenfrei(?:e lieferung)?(?: (?:ab|in) .{0,30})?|\d+ tage (?:kostenlose[rs]? )?(?:rückgaberecht|rückgabe"
    r"|widerrufsrecht|umtauschrecht)|sichere[rs]? (?:bezahlung|zahlung|checkout|einkaufen|einkauf)(?: (?:mit|per|über|via)"
    r" [^.!?]{1,40})?|kauf auf rechnung",  # (a badge names its means of payment, no sentence: "Sichere Zahlung mit PayPal")
    r"livraison (?:gratuite|offerte)(?: (?:dès|à partir de|sur|en) .{0,40})?|(?:paiement|règlement)s? (?:100 ?% )?"
    r"sécurisés?(?: par .{0,30})?|retours? (?:gratuits? )?(?:sous|pendant|jusqu['’]à) \d+ jours|retours? (?:&|et)"
    r" échanges? gratuits?(?: (?:sous|pendant) \d+ jours)?|satisfait ou remboursé|retrait (?:gratuit )?en magasin(?: · gratuit)?",
    r"spedizione gratuita(?: (?:da|per ordini|sopra|oltre|a partire da) .{0,30})?|pagamenti? (?:sicuri?|protett[oi])"
    # ((xfrit39) the means of payment after it, as in the German and French badges: "Pagamenti sicuri con carta e PayPal")
    r"(?: (?:con|tramite|via) [^.!?]{1,40})?"
    r"|res[oi] gratuit[oi](?: entro \d+ giorni)?|soddisfatti o rimborsati",
    # the buy box's buttons and labels
    r"add to (?:cart|bag|basket|wish ?list|compare|favou?rites)|buy (?:it )?now|select (?:a |your )?size"
    # (session 37) a marketplace's second button beside the cart's, "Compra ora", "Jetzt kaufen", "Acheter
    # maintenant" (Amazon's buy box runs the two together: "Aggiungi al carrello Compra ora")
    r"|compra (?:ora|subito)|jetzt kaufen|acheter (?:maintenant|cet article)|achetez maintenant"
    # ... and the link under its feature bullets down to the item's details ("› See more product details")
    r"|(?:see|view) more product details|visualizza (?:altri|più) dettagli(?: prodotto)?|weitere produktdetails anzeigen"
    r"|voir plus de détails(?: sur cet article)?"
    # (session 31) the add-to-cart button's own words with the prompt a variable product shows on it until a
    # variant is chosen ("Add to cart Select A Color Or Plug Type To Add To Cart", "In den Warenkorb Bitte wählen
    # Sie eine Größe aus", "Ajouter au panier Veuillez sélectionner une taille", "Aggiungi al carrello Seleziona
    # una variante"), and an upsell's line beside it ("Don't see your plug type? Add a universal one for a 5%
    # discount!", "Add a second pair and save 10%")
    r"|in den warenkorb(?: legen)?|ajouter au panier|aggiungi al carrello|añadir al (?:carrito|carro)"
    # ((xreview31b) the prompt names a variant's kind, the theme's words: "Choose the color you like to add it to the
    # cart.", "Bitte wählen Sie im Menü die Sprache aus.", "Veuillez choisir votre camp." are a blog's or a manual's)
    r"|(?:please )?(?:select|choose|pick) (?:an? |your |the )?" + _VARIANT_EN + r" (?:to add (?:it |this )?to (?:the |your )?"
    r"(?:cart|bag|basket)|before adding to (?:the |your )?(?:cart|bag|basket))[.!]?"
    r"|bitte (?:wählen sie|wähle) (?:eine?n? |die |ihre )?" + _VARIANT_DE + r" aus[.!]?"
    r"|veuillez (?:sélectionner|choisir) (?:une? |la |le |les |votre |vos )?" + _VARIANT_FR + r"[.!]?"
    r"|(?:seleziona|scegli) (?:una? |la |il |le )?(?:variante|opzione|taglia|colore)[\w ,/-]{0,30}?[.!]?"
    r"|(?:selecciona|elige) (?:una? |la |el |tu )?(?:variante|opción|talla|color)[\w ,/-]{0,30}?[.!]?"
    r"|(?:vyberte|zvoľte) (?:si )?(?:variantu|velikost|veľkosť|barvu|farbu)[\w ,/-]{0,30}?[.!]?"
    r"|(?:don['’]t see (?:your |the )?[\w ,/-]{1,30}\? )?(?:add|buy|get) (?:an? |one |another |a second )[\w ,/-]{1,40}?"
    r" (?:for (?:an? )?(?:extra )?\d{1,2} ?% (?:discount|off)|and (?:save|get) (?:an? )?(?:extra )?\d{1,2} ?%(?: off)?)[.!]?"
    r"|auf (?:den|die) (?:wunschzettel|wunschliste|vergleichsliste|merkliste)|frage zum (?:artikel|produkt)"
    # (session 25) "Zum Vergleich hinzufügen", "Bewertung schreiben", "In den Einkaufswagen", "Benachrichtigen, wenn
    # verfügbar", "Notify me when available", "M'alerter lorsque ce produit est disponible", "Avvisami quando disponibile"
    r"|zum vergleich hinzufügen|(?:eine |ihre )?bewertung(?:en)? (?:schreiben|abgeben|verfassen)|in den einkaufswagen(?: legen)?"
    r"|(?:benachrichtigen|benachrichtigung)(?:,? wenn (?:verfügbar|wieder (?:verfügbar|lieferbar|da)))?"
    r"|notify me(?: when (?:available|back in stock|in stock))?|m['’](?:alerter|avertir|prévenir)(?: (?:lorsque|quand|dès que)"
    r" [^.!?]{1,40})?|avvisami(?: quando [^.!?]{1,30})?"
    r"|größe (?:wählen|auswählen)|ajouter (?:à|a) (?:ma |la |mes )?(?:liste d['’]envies|wishlist|favoris)"
    r"|choisi(?:r|ssez) (?:une |la |votre )?taille|aggiungi alla (?:lista dei desideri|wishlist)|seleziona (?:la )?taglia"
    r"|(?:quantity|menge|anzahl|quantité|quantità)\s*:?"
    # (session 23) the same lines in Spanish, Polish and Dutch shops: "IVA incluido", "Envío gratis", "Agotado",
    # "Darmowa dostawa", "Zawiera 23% VAT", "Wysyłka w 24h", "Op voorraad", "Gratis verzending", "Incl. btw",
    # "Levertijd: 1-2 werkdagen", "Voor 23:00 besteld, morgen in huis"; a review tab's count ("Bewertungen (0)"),
    # an item's number ("Artikelnummer: 12345", "SKU: 12345", "Référence : 12345"), a unit price ("Grundpreis:
    # 12,99 € / kg"), a wish list's and a comparison's buttons
    r"|(?:precio )?(?:iva|impuestos) incluidos?\.?|(?:envío|envíos) (?:gratis|gratuito)(?: (?:a partir de|desde|en pedidos"
    r" (?:de|superiores a)) .{1,20})?|agotado|sin stock|(?:entrega|envío) en " + _DAYS + r"(?:días|horas|h)(?: laborables| hábiles)?\.?"
    r"|darmowa (?:dostawa|wysyłka)(?: (?:od|powyżej) .{1,20})?|(?:cena )?(?:brutto|netto)|zawiera " + _RATE + r"vat"
    r"|(?:dostępność:? ?)?(?:w magazynie|dostępny|niedostępny)|produkt (?:niedostępny|dostępny)"
    r"|wysyłka (?:w|do|w ciągu) " + _DAYS + r"(?:h|godz\.?|godzin|dni(?: roboczych)?)"
    r"|(?:niet )?op voorraad|uitverkocht|gratis (?:verzending|bezorging|retour(?:neren)?)(?: (?:vanaf|boven) .{1,20})?"
    r"|(?:prijs )?(?:incl\.?|inclusief|excl\.?|exclusief) (?:" + _RATE + r")?btw\.?|levertijd:? ?" + _DAYS + r"(?:werk)?dag(?:en)?"
    r"|(?:voor|vóór) \d{1,2}[:.]\d\d(?: uur)? besteld,? (?:morgen|vandaag|dezelfde dag) (?:in huis|bezorgd|geleverd)"
    r"|(?:bewertungen|kundenbewertungen|reviews?|avis(?: clients)?|recensioni|opiniones|opinie|beoordelingen|reviews"
    r"|valoraciones|reseñas|avaliações)"
    r"\s*\(\d+\)"
    r"|(?:artikelnummer|art\.-?nr\.?|artikel-nr\.?|sku|ean|gtin|mpn|référence|réf\.|codice(?: prodotto| articolo)?"
    r"|referencia|ref\.|kod produktu|numer katalogowy|artikelnr\.?"
    # (session 25) Shopware 6's "Produktnummer:", "Bestellnummer:", "Hersteller-Nr.:", WooCommerce Italian's "COD:"
    r"|produktnummer|bestellnummer|herstellernummer|hersteller-nr\.?|item (?:no\.?|number|#)|model (?:no\.?|number)"
    # ((session 37) or the label alone, its value in a cell of its own: BigCommerce's "productView-info" list, <dt>SKU:</dt>
    # <dd>RL-TH38</dd>; JTL's and OXID's label and number in two spans of a flex row)
    r"|cod\.?)\s*:(?:\s*[\w./-]{1,24})?"
    # (xen38) ... or a code's label without its colon, the code a number's (Ecwid's "SKU 00042" under the name)
    r"|(?:sku|ean|gtin|mpn)\s+(?=[\w./-]*\d)[\w./-]{1,24}"
    r"|grundpreis:? ?" + _MONEY + r"(?: ?/ ?(?:\d+ ?)?\w{1,5})?|(?:ehemaliger|bisheriger) verkaufspreis"
    r"|unverbindliche preisempfehlung(?: des herstellers)?|uvp"
    # ... and Shopware's content line with it: "Inhalt: 0,75 Liter (13,32 € * / 1 Liter)", "Inhalt: 0,75 l ( 9,99 € /l)"
    r"|inhalt:? ?" + _N + r" ?(?:l|liter|ml|kg|g|gramm|stück|m|meter)\.?(?: \( ?" + _MONEY + r" ?\*? ?/ ?(?:\d+ ?)?\w{1,6}\))?"
    r"|(?:zur|auf die) (?:wunschliste|merkliste) (?:hinzufügen|setzen)|añadir a (?:la |mi )?lista de deseos"
    r"|dodaj do (?:listy życzeń|schowka|porównania)|toevoegen aan (?:verlanglijst|wensenlijst|verlanglijstje)"
    r"|compare|vergleichen|comparer|confronta|comparar|porównaj|vergelijk(?:en)?"
    r"|(?:cantidad|ilość|aantal)\s*:?"
    # (session 25) a rating's link to the reviews, the count first (WooCommerce: "(2 Kundenbewertungen)", "(4
    # recensioni dei clienti)", "(1 customer review)", "1.234 Sternebewertungen"); a product card's badge ("Sale", "-20 %", "Sold out",
    # "Bestseller Nr. 1"); a theme's pick-up note (Shopify's: "Pickup available at Main Store", "Usually ready in 24
    # hours", "Abholung möglich bei Lager München", "Retrait disponible à Lyon", "Ritiro disponibile presso Milano")
    r"|\(?\d[\d.,]*(?:[ \u00a0\u202f]\d{3})* (?:kundenbewertung(?:en)?|kundenrezension(?:en)?|sternebewertung(?:en)?|bewertung(?:en)?"
    r"|rezension(?:en)?|(?:customer |global )?reviews?|(?:customer |global )?ratings?|avis(?: clients?)?|évaluations?"
    r"|recension[ei](?: dei clienti)?|valutazion[ei])\)?"
    # ... and the stars' line before it, alone or with a card's price glued on ("4,4 von 5 Sternen", "4.5 out of 5
    # stars", "4,3 von 5 Sternen19,99 €", "4,6 sur 5 étoiles", "4,5 su 5 stelle")
    r"|\d(?:[.,]\d)? (?:von|out of|sur|su) 5(?: sternen?| stars?| étoiles?| stelle)?\.?(?: ?" + _MONEY + r")?"
    # (xleft35) ... with a review site's name before it, its badge's spans run together ("Tripadvisor4,5 sur 51 284
    # avis", "Google 4.8 out of 5 1,024 reviews", "Trustpilot 4,7 von 5 2.345 Bewertungen"): the name only before a
    # rating, a site's name alone is no shop's line
    r"|(?:tripadvisor|google|booking\.com|trustpilot|yelp|holidaycheck|zoover|trusted ?shops|heureka(?:\.cz|\.sk)?"
    r"|expedia|hotels\.com|provenexpert|ekomi|kununu|jameda)(?=[\s,·|•*]*\d(?:[.,]\d)? (?:von|out of|sur|su) 5)"
    r"|sale|sold out|soldes|promo|saldi|in offerta|épuisé|[-−] ?\d{1,2} ?%|bestseller(?: (?:nr|no)\.? ?\d{1,2}| #\d{1,2})?"
    r"|pick-?up (?:currently )?(?:un)?available at [^.!?]{1,40}|usually ready in [^.!?]{1,20}"
    r"|abholung (?:derzeit )?(?:nicht )?möglich (?:bei|in|im) [^.!?]{1,40}|(?:normalerweise|in der regel) innerhalb von"
    r" [^.!?]{1,20} (?:fertig|bereit|abholbereit)|retrait (?:actuellement )?(?:in)?disponible (?:à|chez|au|en) [^.!?]{1,40}"
    r"|(?:généralement|habituellement) prêt (?:sous|en|dans) [^.!?]{1,20}|ritiro (?:non )?disponibile (?:presso|a|in)"
    r" [^.!?]{1,40}|(?:generalmente|solitamente|di solito) pronto (?:in|entro) [^.!?]{1,20}"
    # an off-canvas panel's close button (Shopware 5's description tab on small screens)
    r"|(?:menü|menu) schließen|close (?:the )?menu|fermer (?:le )?menu|chiudi (?:il )?menu",
    # (session 27) the same lines in Swedish, Danish, Norwegian, Finnish, Romanian, Croatian, Slovenian, Hungarian,
    # Turkish, Indonesian and Vietnamese shops (Shopify's, WooCommerce's translated themes): "I lager, redo att skickas",
    # "Inklusive moms. Frakt beräknas i kassan.", "Lägg i varukorgen", "Fri fragt over 499 kr", "Varastossa", "Adaugă în
    # coș", "Dodaj u košaricu", "Kosárba", "Sepete ekle", "Tambah ke keranjang", "Thêm vào giỏ hàng"
    r"(?:i lager|finns i lager|slut i lager|på lager|ikke på lager|ikkje på lager|udsolgt|utsolgt|slutsåld|varastossa"
    r"|loppuunmyyty|(?:produs )?(?:în|in) stoc|stoc epuizat|na (?:zalihi|stanju|zalogi)|nema na (?:zalihi|stanju)"
    r"|ni na zalogi|rasprodano|razprodano|raktáron|nincs raktáron|elfogyott|stokta(?: var)?|stokta yok|tükendi"
    r"|stok (?:tersedia|habis)|còn hàng|hết hàng)(?:,? (?:redo att skickas|klar til afsendelse|klar til sending"
    r"|valmis lähetettäväksi))?\.?",
    r"(?:inklusive|inkl\.?|inkluderet|inkludert|inkl\. ?) ?(?:moms|mva)\.?(?:,? ?(?:frakt|fragt) (?:beräknas|beregnes)"
    r" (?:i kassan|ved kassen|i kassen)\.?)?|(?:frakt|fragt) (?:beräknas|beregnes) (?:i kassan|ved kassen|i kassen)\.?"
    r"|sis(?:\.|ältää) alv(?::n)?(?: \d+ ?%)?\.?|(?:prețul include |cu )?tva(?: inclus)?\.?|(?:cijena uključuje |uključen )?pdv"
    r"(?: uključen)?\.?|(?:cena vključuje |vključen )?ddv(?: vključen)?\.?|(?:az ár tartalmazza az )?áfá(?:t|val)\.?"
    r"|kdv dahil\.?|termasuk (?:pajak|ppn)\.?|đã bao gồm (?:vat|thuế)\.?",
    r"(?:fri (?:frakt|fragt|levering)|gratis (?:frakt|fragt|levering|ongkir)|ilmainen toimitus|livrare gratuită"
    r"|besplatna dostava|brezplačna dostava|ingyenes szállítás|ücretsiz kargo|miễn phí vận chuyển)"
    r"(?: (?:över|over|på beställningar över|på ordrer over|yli|peste|de la|iznad|nad|från|fra)\s?.{1,20})?\.?",
    r"lägg i (?:varukorgen|kundvagnen)|læg i (?:kurven|kurv)|legg i (?:handlekurven|handlekurv)|lisää ostoskoriin"
    r"|adaugă în coș(?:ul de cumpărături)?|dodaj u košaricu|dodaj v košarico|kosárba(?: teszem)?|sepete ekle"
    r"|tambah(?:kan)? ke keranjang|\+ ?keranjang|thêm vào giỏ(?: hàng)?|köp nu|køb nu|kjøp nå|osta nyt|cumpără acum"
    r"|kupi (?:odmah|zdaj|sada)|vásárlás|hemen al|şimdi satın al|beli sekarang|mua ngay"
    r"|(?:antal|antall|määrä|cantitate|količina|mennyiség|adet|jumlah|số lượng)\s*:?"
    r"|(?:minska|öka) antal|(?:ordinarie|rea)pris|normalpris|tilbudspris|(?:normaali|alennus)hinta|preț(?: vechi| redus)?",
    # (session 28) Czech and Slovak shops (Shoptet's, Upgates', an Alza-like detail): "Skladem > 10 ks", "Doručíme
    # zítra 2. 12.", "Můžeme doručit do: 2. 12. 2026", "Do košíku", "Hlídat cenu", "Porovnat", "bez DPH"; and a
    # category's count of its items ("6 položek celkem", "24 products")
    # (xother34) ... "Skladem (více než 5 ks)", "Doručíme v pátek 4. 12.", and an empty review tab's "Tento produkt
    # zatím nikdo nehodnotil.", "Zatiaľ tu nie sú žiadne hodnotenia."
    r"(?:skladem|skladom|na skladě|na sklade|vyprodáno|vypredané|není skladem|nie je skladom|u dodavatele"
    r"|na objednávku|momentálně nedostupné|dočasne nedostupné)(?: \(?(?:>|více než|viac ako)? ?\d+ ?(?:ks|kusů|kusov)\)?)?"
    r"|doručíme (?:už )?(?:zítra|dnes|pozítří|zajtra|pozajtra|v (?:pondělí|úterý|středu|čtvrtek|pátek|sobotu|neděli"
    r"|pondelok|utorok|stredu|štvrtok|piatok|nedeľu))(?: \d{1,2}\. ?\d{1,2}\.(?: ?\d{4})?)?"
    r"|(?:(?:tento|tenhle) (?:produkt|výrobek|tovar) )?(?:zatím |ještě |zatiaľ |ešte )?(?:nikdo|nikto) (?:ne)?"
    r"(?:hodnotil|ohodnotil|recenzoval)(?: tento (?:produkt|výrobek|tovar))?[.!]?"
    r"|(?:zatím |zatiaľ |ještě |ešte )?(?:zde |tu )?(?:nejsou|nie sú) (?:žádné|žiadne) (?:hodnocení|recenze|hodnotenia"
    r"|recenzie)[.!]?"
    r"|(?:můžeme doručit|môžeme doručiť|doručení|doručenie) (?:do|od)\s?:? ?\d{1,2}\. ?\d{1,2}\.(?: ?\d{4})?"
    r"|(?:přidat )?do košíku|(?:pridať )?do košíka|koupit|kúpiť|doprava zdarma|doprava zadarmo|(?:cena )?(?:s|včetně|vrátane|"
    r"bez) dph|množství|množstvo|hlídat(?: cenu)?|strážiť(?: cenu)?|porovnat|porovnať|přidat do oblíbených"
    r"|pridať do obľúbených|do seznamu|zeptat se|opýtať sa"
    r"|\d+ (?:položek|položky|položiek|produktů|produktov|items|products|produkte|artikel|articles|produits|articoli"
    r"|prodotti)(?: celkem| spolu| in total| insgesamt| au total| in totale)",
))

# one line or a few run together (a label and its value written without a space: "QuantitéEn stock"), with an
# icon font's glyph (a private-use character: PrestaShop's Material Icons) before or between them
_GAP = r"[\s,·|•*›\ue000-\uf8ff]*"  # ... and a price footnote's mark ("* Alle Preise inkl. MwSt."), a link's caret
# (the leading gap is skipped before the first line's words are tried: as ``FirstChar``'s prefix, its range of
# private-use characters, which no first character's table can list, had every text tried on the whole pattern)
_LEAD = re.compile(_GAP)
_SHOP = FirstChar("", _WORDS, r"(?:" + _GAP + r"(?:" + _WORDS + r"))*" + _GAP)


# (xreview28b) shop lines that are a news article's subheadings as well: "Doprava zdarma" (free public transport, a
# Czech town's budget), "Vyprodáno" (a concert's or a match's tickets); as a heading they are the text's
NEWS_HEADINGS = frozenset(("doprava zdarma", "doprava zadarmo", "vyprodáno", "vypredané"))


def shop_line(low: str, heading: bool = False) -> bool:
    """``low`` (a block's lowered text, at most ``SHOP_LINE`` characters) is one of a shop's interface lines (not one
    of ``NEWS_HEADINGS`` as a ``heading``)."""
    if heading and low in NEWS_HEADINGS:
        return False
    start = _LEAD.match(low).end()  # type: ignore[union-attr]  # (a pattern of ``*`` always matches)
    return _SHOP.fullmatch(low[start:] if start else low) is not None


# (xleft39) a promotion's callout in the buy box, one line the shop shows under every product of a campaign: who gets
# how much off ("Members get 10% off", SFRA's ``div.promotions > div.callout``; "Mitglieder erhalten 10 % Rabatt",
# "Les adhérents bénéficient de 10 % de réduction"), or the discount with its code ("Save 15% with code AUTUMN15",
# "Use code WELCOME10 for 10% off your first order", "10 % Rabatt mit dem Code HERBST10", "-15 % avec le code
# HIVER15", "10% di sconto con il codice AUTUNNO10"); a list item is a club's or a card's list of benefits (the
# page's own facts), so ``boiler._noise`` asks only of other blocks
_PCT = r"\d{1,2} ?%"
_CODE = r"(?:the |dem |le |il )?(?:promo ?|discount |gutschein|rabatt|coupon |sconto )?(?:code|coupon|voucher|codice)[: ]+[\w-]{2,20}"
_WHO = (r"(?:(?:our |all |club |loyalty |newsletter |new |first[- ]time )?(?:members|subscribers|students|customers|app users)"
        r"|(?:club)?mitglieder|abonnenten|neukunden|studierende|(?:les )?(?:membres|adhérents|abonnés)|(?:i )?(?:soci|iscritti)"
        r"|(?:los )?(?:socios|miembros))")
_PROMOTION = re.compile(
    r"(?:" + _WHO + r" (?:get|save|enjoy|receive) (?:an? )?(?:extra |additional )?" + _PCT + r" off(?: [\w '&-]{1,40})?"
    r"|(?:save|get|take|enjoy) (?:an? )?(?:extra |additional )?" + _PCT + r"(?: off)?(?: [\w '&-]{1,40}?)? (?:with|using) " + _CODE
    + r"|(?:use|enter|apply) " + _CODE + r" (?:for|to get|to save|and save|and get) (?:an? )?(?:extra )?" + _PCT
    + r" off(?: [\w '&-]{1,40})?|" + _PCT + r" off(?: [\w '&-]{1,40}?)? (?:with|using) " + _CODE
    + r"|" + _WHO + r" (?:erhalten|sparen|bekommen) (?:zusätzlich |extra )?" + _PCT + r"(?: rabatt)?(?: (?:auf|im) [\w '&-]{1,40})?"
    r"|(?:spare?n? (?:sie )?)?(?:zusätzlich |extra )?" + _PCT + r"(?: rabatt)? mit " + _CODE
    + r"|" + _WHO + r" (?:bénéficient |profitent )?(?:de |d['’]|ont )(?:une remise de |une réduction de )?" + _PCT
    + r"(?: de (?:réduction|remise))?(?: sur [\w '&-]{1,40})?|(?:jusqu['’]à )?[-−]?" + _PCT
    + r"(?: de (?:réduction|remise))? avec " + _CODE + r"|" + _WHO + r" (?:hanno|ricevono|ottengono) (?:uno sconto del )?"
    + _PCT + r"(?: di sconto)?(?: su [\w '&-]{1,40})?|(?:risparmia )?" + _PCT + r"(?: di sconto)? con " + _CODE
    + r"|(?:ahorra )?" + _PCT + r"(?: de descuento)? con (?:el )?código[: ]+[\w-]{2,20})[.!]?")
PROMOTION_LINE = 90  # a callout this long at most is judged


def promotion_line(low: str) -> bool:
    """``low`` (a block's lowered text, not a list item's) is a promotion's callout in a buy box: who gets how much
    off, or the discount with its code."""
    return len(low) <= PROMOTION_LINE and "%" in low and _PROMOTION.fullmatch(low) is not None


# the heading of a panel with the shop's shipping and returns policy: two of its subjects together, or one
# named as a policy or information (not "Delivery" or "Returns" alone: a courier's or a service's section)
_POLICY = (
    r"(?:free )?(?:shipping|delivery|postage)(?:,| (?:&|and|\+)) (?:free )?(?:returns?|exchanges?|refunds?)(?:,? (?:&|and)"
    r" (?:exchanges?|refunds?|warranty))?|returns? (?:&|and) (?:exchanges?|refunds?)|(?:shipping|delivery|returns?"
    r"|refunds?) (?:policy|information|info|details)|shipping (?:&|and) (?:delivery|payment)"
    r"|(?:versand|lieferung) (?:&|und|\+) (?:rückgabe|rücksendung|retoure[n]?|rückversand|zahlung|umtausch)"
    r"|(?:zahlung|rückgabe|umtausch) (?:&|und) (?:versand|lieferung|rückgabe|umtausch)|versandinformationen"
    r"|versandkosten(?: (?:&|und) lieferzeit(?:en)?)?|lieferzeit(?:en)? (?:&|und) versand(?:kosten)?"
    r"|livraison (?:&|et) (?:retours?|paiement|échanges?)|(?:retours?|échanges?) (?:&|et) (?:échanges?|remboursements?"
    r"|retours?)|(?:frais|politique|conditions) de (?:livraison|retour|port)|expédition (?:&|et) retours?"
    r"|(?:spedizion[ei]|consegna) (?:&|e) (?:resi|reso|restituzioni|pagamenti?)|resi (?:&|e) (?:rimborsi|cambi)"
    r"|(?:politica|costi) di (?:spedizione|reso)|informazioni (?:sulla|di) spedizione"
)
# ... and, inside such a panel, a subheading of one subject ("Returns", "Versand")
_POLICY_PART = (r"shipping|delivery|returns?|refunds?|exchanges?|versand|lieferung|rückgabe|retoure[n]?|umtausch"
                r"|livraison|retours?|échanges?|spedizion[ei]|consegna|resi|reso")
_POLICY_RE = re.compile(r"(?:" + _POLICY + r")\s*:?")
_POLICY_PART_RE = re.compile(r"(?:" + _POLICY + r"|" + _POLICY_PART + r")\s*:?")
POLICY_HEADING = 60  # a heading this long at most is judged


def policy_heading(low: str, inside: bool = False) -> bool:
    """``low`` (a heading's lowered text) names a panel of the shop's shipping and returns policy (``inside``
    such a panel already: a subheading of one of its subjects too)."""
    return len(low) <= POLICY_HEADING and (_POLICY_PART_RE if inside else _POLICY_RE).fullmatch(low) is not None


def policy_page(blocks: Sequence[Any]) -> bool:
    """The page is the shop's shipping and returns policy itself, its ``<h1>`` a policy heading ("Versand &
    Rückgabe", "Shipping policy": a Shopify shop's /policies/shipping-policy, a shop's /pages/versand): its
    sections under "Versandkosten", "Returns" are its text, not a panel beside a product's description."""
    return any(b.tag == "h1" and policy_heading(b.text.lower()) for b in blocks)
