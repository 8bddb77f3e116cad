"""Regression tests for news pages and shops in languages the earlier passes hardly saw (session 27): the furniture
of Swedish, Danish, Norwegian, Finnish, Romanian, Croatian, Serbian, Slovenian, Indonesian, Vietnamese, Hungarian and
Turkish news sites (and of Catalan, Estonian, Latvian, Lithuanian and Bulgarian ones) between an article's paragraphs:
teaser headings, "read also" lines, share, print and comment buttons, advert markers, players, newsletter, login and
paywall prompts, reading times, stamps, tag labels, picture credits, follow and tips lines, cookie notices; a shop's buy
box in those languages and its price in crowns, lei, lira, rupiah or dong; a lead under the headline with few stop
words (a Danish or German lead of compounds and names, which jusText calls bad) and a lead's points set as a list under
the title ("Das Wichtigste in Kürze"); a live blog's index of its key events; the writer's name after the bywords of
those languages ("Af", "Av", "de", "Avtor:", "Penulis"), not a CMS's default account ("Super User", "Admin") nor a name
run together with the writer's role in the element beside it ("Ole HansenJournalist").  Beside each rule, real
sentences with the same words stay.  The whole pages go through ``document.process``, the worker's step."""

from __future__ import annotations

import pytest
from czech_article import P
from czech_article import article as _article
from czech_article import only_the_text as _only_the_text
from czech_article import texts as _texts
from test_vert_xlang26 import _paragraphs
from vert_support import page, processed

from corpustools.vert.byline import author_name

# --- a line of a news site's interface between the paragraphs ----------------------------------------------------


@pytest.mark.parametrize("line", [
    # unlinked "read also" lines: the other article's title after the kicker
    "Läs också: Lärare saknas i Norrby – föräldrar oroliga", "Læs også: Flere ældre arbejder længere end nogensinde",
    "Lue myös: Kunnat karsivat liikuntapaikoista", "Citește și: Inflația a scăzut în octombrie",
    "Pročitajte i: Inflacija u studenom pala ispod četiri posto", "Baca juga: Inflasi November Diprediksi Turun",
    # share, copy-link and print buttons
    "Dela artikeln", "Del artikel", "Del artikkelen", "Jaa artikkeli", "Distribuie articolul", "Podijeli članak",
    "Bagikan", "Chia sẻ", "Kopiera länk", "Kopioi linkki", "Skriv ut",
    # stamps
    "Publicerad 29 november 2026 kl. 07.15", "Uppdaterad 29 november 2026 kl. 10.42", "Publiceret 28. nov. 2026 kl. 06.00",
    "Oppdatert 27. nov. 2026 14:05", "Julkaistu 26.11.2026 9:00", "Päivitetty 26.11.2026 11:34",
    "Actualizat: 27.11.2026, 20:15", "Objavljeno: 26.11.2026. u 14:00", "Objavljeno: 25. 11. 2026 ob 09.30",
    "Güncelleme: 24.11.2026 13:25", "Diperbarui 23/11/2026, 10:30 WIB", "Cập nhật: 22/11/2026 08:00",
    "Frissítve: 2026.11.28. 12:05",
    # advert markers and the text going on after the advert
    "Annons", "Annonse", "Mainos", "Publicitate", "Oglas", "Iklan", "Quảng cáo",
    "Artikeln fortsätter under annonsen", "Artiklen fortsætter under annoncen", "Saken fortsetter under annonsen",
    "Artikkeli jatkuu mainoksen jälkeen", "Articolul continuă după reclamă", "Članak se nastavlja ispod oglasa",
    "Haberin devamı reklamdan sonra", "Artikel dilanjutkan di bawah ini", "A cikk a hirdetés után folytatódik",
    # players
    "Lyssna på artikeln", "Lytt til saken", "Kuuntele artikkeli", "Ascultă articolul", "Haberi dinle", "Nghe bài viết",
    # picture credits, reading times
    "Kuva: Lehtikuva", "Ảnh: Giang Huy", "4 min läsning", "Lesetid: 3 min", "Lukuaika 4 min",
    "Timp de citire: 3 minute", "Okuma süresi: 3 dakika", "Waktu baca 3 menit",
    # follow and tips lines
    "Har du tips? Mejla oss på tips@dn.example.se", "Onko sinulla vinkki? Lähetä se osoitteeseen vinkki@yle.example.fi",
    "Urmărește știrile Digi24.ro și pe Google News", "Ikuti berita terkini dari Kompas.com di Google News",
    "Theo dõi chúng tôi trên Google News", "Kövesse az Indexet a Facebookon is!", "Google Haberler'de takip edin",
    # teaser headings (the box's links after them go with them)
    "Mest läst", "Mest læste", "Luetuimmat", "Cele mai citite", "Najčitanije", "Najbolj brano", "Terpopuler",
    "Đọc nhiều", "Relaterade artiklar", "Relaterte saker", "Articole similare", "Povezani članci", "Sorodni članki",
    "Berita Terkait", "Tin liên quan",
    # comments and the prompts around them
    "Kommentarer", "Kommentit", "Comentarii", "Komentari", "Komentarji", "Bình luận", "Kommentarer (12)",
    "Logga in för att kommentera", "Log ind for at kommentere", "Kirjaudu sisään kommentoidaksesi",
    "Trebuie să fii autentificat pentru a comenta.", "Za komentiranje se morate prijaviti.",
    "Yorum yapabilmek için giriş yapmalısınız.",
    # newsletter prompts
    "Anmäl dig till vårt nyhetsbrev", "Tilmeld dig vores nyhedsbrev", "Tilaa uutiskirje", "Abonează-te la newsletter",
    "Prijavite se na newsletter", "Bültenimize abone olun", "Berlangganan newsletter", "Đăng ký nhận bản tin",
    "Iratkozzon fel hírlevelünkre",
])
def test_news_interface_lines_in_more_languages_go(line):
    texts = _texts(_article(f"<p>{line}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Läs också rapporten från i fjol, där forskarna beskriver samma problem i detalj.",
    "Dela gärna med dig av dina erfarenheter, säger hon till tidningen efter mötet.",
    "Annonsen publicerades i lokaltidningen redan i oktober, men ingen hörde av sig.",
    "Kommentarer från läsarna visar att många är oroliga för skolans framtid.",
    "Publicerad första gången 1998 blev boken snabbt en klassiker i hela Norden.",
    "Lue myös liitteenä oleva raportti, jossa asiaa käsitellään tarkemmin.",
    "Citește și raportul complet, care a fost publicat ieri pe site-ul ministerului.",
    "Baca juga laporan lengkapnya yang telah diterbitkan kemarin oleh kementerian.",
    "Xem thêm chi tiết trong báo cáo mà bộ đã công bố vào ngày hôm qua.",
    "Kuva otettiin viime kesänä, kun järven pinta oli ennätyksellisen alhaalla.",
    "Objavljeno je da će se mirovine od siječnja povećati za šest posto.",
    "Har du tips om var man kan hitta billiga biljetter? Många läsare har frågat oss.",
    "Seuraa tilannetta, sanoo poliisi, ja pysy poissa alueelta illan ajan.",
    "Komentar menteri itu memicu perdebatan panjang di media sosial selama berhari-hari.",
    "Mest läst av alla böcker i biblioteket var i år en deckare från Skåne.",
])
def test_sentences_with_those_words_stay(line):
    assert line in _texts(_article(f"<p>{line}</p>"))


# --- whole pages ------------------------------------------------------------------------------------------------

SV = (
    "Beslutet fattades på måndagskvällen efter en lång debatt. Den nya skolan ska ha plats för omkring 600 elever "
    "från förskoleklass till årskurs nio.",
    "– Det här är en viktig dag för alla familjer i området, säger kommunstyrelsens ordförande Erik Holm.",
    "Oppositionen röstade emot förslaget och menade att kostnaden, som beräknas till 380 miljoner kronor, är för hög.",
    "Enligt förvaltningen kommer bygget att starta under våren 2027. Under byggtiden ska eleverna fortsätta gå i de "
    "gamla lokalerna.",
)


def test_a_swedish_article_comes_out_without_its_sites_lines_in_its_text():
    body = ("<header><nav><a href='/'>DN</a> <a href='/sverige/'>Sverige</a> <a href='/ekonomi/'>Ekonomi</a></nav></header>"
            "<main><article><h1>Kommunen bygger ny skola i Norrby</h1><div class='text'>"
            "<p>Av Anna Lindqvist</p><p>Publicerad 29 november 2026 kl. 07.15</p><p>Lyssna på artikeln</p>"
            f"<p>{SV[0]}</p><p>{SV[1]}</p><p>Artikeln fortsätter under annonsen</p><p>{SV[2]}</p>"
            "<p>Läs också: Lärare saknas i Norrby – föräldrar oroliga</p>"
            f"<p>{SV[3]}</p><p>Dela artikeln</p><p>Har du tips? Mejla oss på tips@dn.example.se</p></div>"
            "<h2>Mest läst</h2><ul><li><a href='/a/1'>Stormen drar in över västkusten i natt</a></li>"
            "<li><a href='/a/2'>Så mycket höjs elpriset i vinter</a></li></ul></article></main>"
            "<footer><a href='/om-oss/'>Om oss</a> <a href='/cookies/'>Cookies</a></footer>")
    html = page(body, "Kommunen bygger ny skola i Norrby | DN", '<meta property="og:type" content="article">')
    doc = processed(html, "https://www.dn.example.se/sverige/kommunen-bygger-ny-skola-i-norrby/")
    assert _paragraphs(doc.body) == ["Kommunen bygger ny skola i Norrby", *SV]
    assert doc.attrs["author"] == "Anna Lindqvist" and doc.attrs["date"] == "2026-11-29"


DA_LEAD = "Regeringen foreslår, at pensionsalderen stiger til 70 år i 2040. Fagbevægelsen kalder forslaget urimeligt."
DA = (
    "Forslaget blev præsenteret på et pressemøde i Statsministeriet fredag formiddag. Ifølge regeringen er det "
    "nødvendigt for at sikre velfærden, når flere lever længere.",
    "Beskæftigelsesministeren understregede, at der vil blive lavet en ordning for dem, der har haft et hårdt fysisk "
    "arbejde i mange år.",
    "Oppositionen vil tage stilling til forslaget, når det foreligger i sin endelige form. Et flertal i Folketinget er "
    "endnu ikke sikret.",
)


def _danish(lead: str) -> str:
    body = ("<header><nav><a href='/'>Forside</a> <a href='/indland/'>Indland</a></nav></header>"
            f"<main><article><h1>Regeringen vil hæve pensionsalderen</h1>{lead}"
            "<div class='byline'><span>Af <a href='/journalist/mette-jensen/'>Mette Jensen</a></span> "
            "<time datetime='2026-11-28'>28. nov. 2026 kl. 06.00</time></div>"
            f"<div class='body'><p>{DA[0]}</p><p>{DA[1]}</p><p>{DA[2]}</p></div></article></main>"
            "<footer><a href='/kontakt'>Kontakt</a></footer>")
    return page(body, "Regeringen vil hæve pensionsalderen - Politiken", '<meta property="og:type" content="article">')


def test_a_lead_of_few_stop_words_under_the_headline_stays_and_the_danish_byword_goes_from_the_author():
    doc = processed(_danish(f"<p class='summary'>{DA_LEAD}</p>"),
                    "https://politiken.example.dk/indland/art9876543/Regeringen-vil-haeve-pensionsalderen")
    assert _paragraphs(doc.body) == ["Regeringen vil hæve pensionsalderen", DA_LEAD, *DA]
    assert doc.attrs["author"] == "Mette Jensen"


@pytest.mark.parametrize("lead", [
    "<p><a href='/indland/a/1'>Regeringen foreslår pensionsalder på 70 år</a></p>",  # a link: a teaser
    "<p>Pensionsalder, regering, Folketinget</p>",  # no sentence: keywords
])
def test_a_link_or_a_line_of_keywords_under_the_headline_is_no_lead(lead):
    doc = processed(_danish(lead), "https://politiken.example.dk/indland/art9876543/Regeringen-vil-haeve-pensionsalderen")
    assert _paragraphs(doc.body) == ["Regeringen vil hæve pensionsalderen", *DA]


DE = (
    "Der Bundestag hat am Donnerstagabend mit den Stimmen der Koalition die Reform des Gebäudeenergiegesetzes "
    "beschlossen. Die umstrittene Pflicht, beim Austausch einer Heizung auf erneuerbare Energien umzusteigen, fällt "
    "damit weg.",
    "Die Bundesbauministerin sprach von einem Gesetz, das den Menschen wieder Planungssicherheit gebe. Die Opposition "
    "warf der Regierung dagegen vor, die Klimaziele im Gebäudebereich aufzugeben.",
)
POINTS = ("Pflicht zum Heizungstausch entfällt ab 2027", "Förderung für Wärmepumpen bleibt bis 2030 bestehen",
          "Kommunen müssen Wärmepläne erst 2029 vorlegen")


def _points_page(items: str) -> str:
    body = ("<header><nav><a href='/'>Startseite</a> <a href='/politik'>Politik</a></nav></header>"
            "<main><article><h1>Bundestag beschließt Reform des Heizungsgesetzes</h1>"
            f"<div class='summary'><h2>Das Wichtigste in Kürze</h2><ul>{items}</ul></div>"
            f"<div class='author'>Von Julia Becker</div><div class='article-body'><p>{DE[0]}</p><p>{DE[1]}</p></div>"
            "</article></main><footer><a href='/impressum'>Impressum</a></footer>")
    return page(body, "Bundestag beschließt Reform des Heizungsgesetzes", '<meta property="og:type" content="article">')


def test_the_points_of_a_lead_under_the_title_stay():
    doc = processed(_points_page("".join(f"<li>{p}</li>" for p in POINTS)),
                    "https://www.tagesblatt.example.de/politik/bundestag-heizungsgesetz-98765.html")
    assert _paragraphs(doc.body) == ["Bundestag beschließt Reform des Heizungsgesetzes", "Das Wichtigste in Kürze",
                                     *POINTS, *DE]


@pytest.mark.parametrize("items", [
    "".join(f"<li><a href='/politik/{i}'>{p}</a></li>" for i, p in enumerate(POINTS)),  # teasers
    "<li>From: Riverton Herald</li><li>November 27, 2026 9:00PM</li>",  # the article's facts
])
def test_linked_items_or_facts_under_the_title_are_no_lead_points(items):
    doc = processed(_points_page(items), "https://www.tagesblatt.example.de/politik/bundestag-heizungsgesetz-98765.html")
    assert _paragraphs(doc.body)[-2:] == list(DE)
    assert not {*POINTS, "From: Riverton Herald", "November 27, 2026 9:00PM"} & set(_paragraphs(doc.body))


LIVE = (
    "Firefighters in Carmarthenshire rescued a family of four whose car became stuck in floodwater on a country "
    "lane this afternoon. Nobody was hurt.",
    "The fire service urged drivers not to enter flooded roads, saying that just 30cm of moving water can float a car.",
    "Transport for Wales has cancelled all services between Cardiff and Swansea for the rest of the day after a "
    "landslip near Bridgend.",
    "Replacement buses are running, but passengers have been told to expect long delays.",
    "The Met Office has upgraded its weather warning for south Wales to amber, meaning there is a risk to life from "
    "fast-flowing floodwater.",
)


def test_a_live_blogs_key_events_go_and_its_posts_stay():
    posts = (("p3", "14:10", "Firefighters rescue family from car in floodwater", LIVE[:2]),
             ("p1", "11:05", "Rail services cancelled", LIVE[2:4]), ("p2", "09:02", "Met Office upgrades warning", LIVE[4:]))
    blocks = "".join(f"<div class='block' id='{i}'><p class='block-time'><time>{t} GMT</time></p>"
                     f"<h2 class='block-title'>{h}</h2><div class='block-body'>{''.join(f'<p>{p}</p>' for p in ps)}</div>"
                     "<div class='block-share'><a>Share</a></div></div>" for i, t, h, ps in posts)
    body = ("<main><article><h1>Storm Bert live: Flood warnings in place as heavy rain hits Wales and England</h1>"
            "<div class='byline'>Emily Clarke</div><div class='live-blog'><div class='liveblog__key-events'>"
            "<h2>Key events</h2><ul><li><a href='#p1'>3h ago Rail services cancelled</a></li>"
            f"<li><a href='#p2'>5h ago Met Office upgrades warning</a></li></ul></div>{blocks}</div></article></main>")
    html = page(body, "Storm Bert live", '<meta property="og:type" content="article">')
    paragraphs = _paragraphs(processed(html, "https://www.example-news.co.uk/news/live/storm-bert-12345678").body)
    assert "3h ago Rail services cancelled" not in paragraphs and "Key events" not in paragraphs
    assert all(p in paragraphs for p in LIVE) and "Rail services cancelled" in paragraphs


# --- the writer ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "name"), [
    ("Af Mette Jensen", "Mette Jensen"), ("Av Anna Lindqvist", "Anna Lindqvist"), ("de Maria Popescu", "Maria Popescu"),
    ("Avtor: Tina Novak", "Tina Novak"), ("Penulis Budi Santoso", "Budi Santoso"), ("Skrevet av Ole Hansen", "Ole Hansen"),
    # guards: a name with its particle, a name with a capital inside
    ("de la Fuente", "de la Fuente"), ("Jane McCarthy", "Jane McCarthy"),
    # a CMS's default account is no one
    ("Super User", ""), ("Admin", ""), ("Administrator", ""), ("Webmaster", ""),
])
def test_author_names_after_more_bywords_and_no_default_accounts(text, name):
    assert author_name(text) == name


def _author_page(author: str) -> str:
    body = (f"<main><article><h1>Ny bro over fjorden åpner i 2028</h1><div class='author'>{author}</div>"
            "<p>Statens vegvesen har fått ja til å bygge en ny bro over fjorden. Den vil korte ned reisetiden med en "
            "halvtime for alle som pendler.</p><p>Prosjektet er beregnet å koste 2,4 milliarder kroner. Deler av summen "
            "skal finansieres med bompenger i femten år.</p></article></main>")
    return page(body, "Ny bro over fjorden åpner i 2028", '<meta property="og:type" content="article">')


@pytest.mark.parametrize(("author", "name"), [
    ("<a href='/profil/ole-hansen'>Ole Hansen</a><span>Journalist</span>", "Ole Hansen"),
    ("<span>Ole Hansen</span><span>Nyhetsreporter</span>", "Ole Hansen"),
    ("<a href='/profil/ole-mcdonald'>Ole McDonald</a>", "Ole McDonald"),  # a capital inside one text: one name
])
def test_a_name_and_the_writers_role_in_elements_of_their_own_give_the_name(author, name):
    assert processed(_author_page(author), "https://www.nrk.example.no/norge/ny-bro-1.16234567").attrs["author"] == name


# --- a shop's product page ----------------------------------------------------------------------------------------

SV_PRODUCT = (
    "En klassisk mokabryggare i aluminium som gör sex koppar starkt kaffe på spisen. Bryggaren fungerar på gas, el och "
    "keramikhäll, men inte på induktion.",
    "Handtaget är värmetåligt och ventilen går att rengöra. Diska bryggaren för hand med varmt vatten utan diskmedel.",
)


def _product(price: str, lines: str) -> str:
    body = ("<header><a href='/'>Kaffebutiken</a><nav><a href='/collections/kaffe'>Kaffe</a> "
            "<a href='/collections/bryggare'>Bryggare</a></nav></header><main><section class='product'>"
            "<div class='product__info'><h1>Espressobryggare Classic 6 koppar</h1>"
            f"<div class='price'><span class='price-item'>{price}</span></div>{lines}"
            f"<div class='product__description'><p>{SV_PRODUCT[0]}</p><p>{SV_PRODUCT[1]}</p></div></div></section></main>")
    return page(body, "Espressobryggare Classic 6 koppar – Kaffebutiken", '<meta property="og:type" content="product">')


@pytest.mark.parametrize("price", ["449,00 kr", "129,99 lei", "1.299,00 TL", "Rp 150.000", "450.000₫"])
def test_a_products_price_in_crowns_lei_lira_rupiah_or_dong_stays(price):
    doc = processed(_product(price, ""), "https://www.kaffebutiken.example.se/products/espressobryggare-classic")
    paragraphs = _paragraphs(doc.body)
    assert paragraphs[0] == "Espressobryggare Classic 6 koppar" and paragraphs[2:] == list(SV_PRODUCT)
    assert "".join(paragraphs[1].split()) == "".join(price.split())  # (the tokenizer may part "450.000₫")


@pytest.mark.parametrize("line", [
    "I lager, redo att skickas", "Inklusive moms. Frakt beräknas i kassan.", "Lägg i varukorgen", "Köp nu",
    "Fri frakt över 499 kr", "På lager", "Varastossa", "Lisää ostoskoriin", "Adaugă în coș", "Dodaj u košaricu",
    "Kosárba", "Sepete ekle", "Tambah ke keranjang", "Thêm vào giỏ hàng", "Antal",
])
def test_a_shops_buy_box_lines_in_more_languages_go(line):
    doc = processed(_product("449,00 kr", f"<p>{line}</p>"),
                    "https://www.kaffebutiken.example.se/products/espressobryggare-classic")
    paragraphs = _paragraphs(doc.body)
    assert line not in paragraphs and paragraphs[-2:] == list(SV_PRODUCT)


def test_a_sentence_of_the_description_with_those_words_stays():
    line = "I lager hos oss finns över tvåhundra sorters kaffe från hela världen, och vi rostar varje vecka."
    doc = processed(_product("449,00 kr", f"<p>{line}</p>"),
                    "https://www.kaffebutiken.example.se/products/espressobryggare-classic")
    assert line in _paragraphs(doc.body)


# --- a cookie banner's text left among the paragraphs ---------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Vi använder cookies för att ge dig en bättre upplevelse. Genom att fortsätta godkänner du vår användning av cookies.",
    "Vi bruger cookies til at forbedre din oplevelse, til statistik og til at vise relevante annoncer.",
    "Vi bruker informasjonskapsler (cookies) for å gi deg en bedre opplevelse av nettstedet.",
    "Käytämme evästeitä parantaaksemme käyttökokemustasi ja analysoidaksemme sivuston liikennettä.",
    "Acest site folosește cookie-uri pentru a vă oferi o experiență mai bună. Continuarea navigării implică acceptarea lor.",
    "Ova stranica koristi kolačiće kako bi vam pružila bolje korisničko iskustvo.",
    "Spletna stran uporablja piškotke za boljšo uporabniško izkušnjo.",
    "Az oldal sütiket használ a jobb felhasználói élmény érdekében.",
    "Sitemizde çerezler kullanılmaktadır. Detaylı bilgi için Çerez Politikamızı inceleyebilirsiniz.",
    "Situs ini menggunakan cookie untuk meningkatkan pengalaman Anda.",
    "Trang web này sử dụng cookie để cải thiện trải nghiệm của bạn.",
])
def test_cookie_notices_in_more_languages_go(line):
    texts = _texts(_article(f"<p>{line}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Vi använder cookies från bageriet på hörnet till fikat varje fredag, berättar rektorn.",
    "Forskarna menar att webbplatsen använder cookies på ett sätt som strider mot lagen om integritet och upplevelse.",
    "Pérez dijo que el gobierno no cambiará su política de vivienda antes de las elecciones del próximo año.",
])
def test_sentences_about_cookies_or_with_their_letters_stay(line):
    assert line in _texts(_article(f"<p>{line}</p>"))


# --- a paywall's lines under a cut article --------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Redan prenumerant? Logga in", "Den här artikeln är endast för prenumeranter.", "Läs vidare – bli prenumerant",
    "Allerede abonnent? Log ind", "Artiklen er kun for abonnenter.", "Bliv abonnent", "Allerede abonnent? Logg inn",
    "Denne saken er kun for abonnenter.", "Oletko jo tilaaja? Kirjaudu sisään", "Tämä artikkeli on vain tilaajille.",
    "Ești deja abonat? Autentifică-te", "Acest articol este disponibil doar pentru abonați.",
    "Već ste pretplatnik? Prijavite se", "Ovaj članak dostupan je samo pretplatnicima.", "Sudah berlangganan? Masuk",
    "Artikel ini khusus untuk pelanggan.", "Már előfizető? Jelentkezzen be",
    "Ez a cikk csak előfizetőink számára érhető el.", "Zaten abone misiniz? Giriş yapın", "Bu içerik sadece abonelere özeldir.",
])
def test_paywall_lines_in_more_languages_go(line):
    texts = _texts(_article(f"<p>{line}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Artiklen er kun for abonnenter, men vi har åbnet den for alle i dag på grund af stormen.",
    "Bli abonnent på lokaltidningen var det första hon gjorde när hon flyttade till staden.",
])
def test_sentences_about_subscribers_stay(line):
    assert line in _texts(_article(f"<p>{line}</p>"))


# --- Catalan, Estonian, Latvian, Lithuanian, Bulgarian and Serbian (Cyrillic) news sites ---------------------------

@pytest.mark.parametrize("line", [
    "Llegiu també: El Govern aprova el pressupost", "Comparteix", "Actualitzat el 27 de novembre de 2026, 12:40",
    "Notícies relacionades", "Les més llegides",
    "Loe ka: Valitsus kiitis eelarve heaks", "Jaga", "Avaldatud 27.11.2026 10:15", "Seotud artiklid", "Enim loetud",
    "Lasiet arī: Valdība apstiprina budžetu", "Dalīties", "Publicēts 27.11.2026 10:15", "Saistītie raksti", "Lasītākie",
    "Taip pat skaitykite: Vyriausybė patvirtino biudžetą", "Dalintis", "Paskelbta 2026-11-27 10:15", "Skaitomiausi",
    "Прочетете още: Правителството одобри бюджета", "Сподели", "Публикувано на 27.11.2026 10:15", "Най-четени",
    "Прочитајте још: Влада усвојила буџет", "Подели", "Објављено 27.11.2026. у 10:15", "Најчитаније",
])
def test_news_interface_lines_of_catalan_baltic_and_cyrillic_sites_go(line):
    texts = _texts(_article(f"<p>{line}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Loe ka raamatut, mida õpetaja soovitas, ütles ema lapsele õhtul.",
    "Publicat el 1998, el llibre va ser un èxit de vendes a tot el país.",
    "Прочетете още веднъж условията на договора, преди да го подпишете.",
    "Avaldatud andmete järgi kasvas majandus kolmandas kvartalis 2,1 protsenti.",
])
def test_sentences_of_those_languages_with_the_same_words_stay(line):
    assert line in _texts(_article(f"<p>{line}</p>"))


IT = ("Si comunica che la biblioteca comunale resterà chiusa dal 1 al 12 dicembre per lavori di manutenzione "
      "straordinaria dell'impianto di riscaldamento.",
      "Durante il periodo di chiusura il servizio di prestito sarà garantito presso la sala consiliare del municipio.")


@pytest.mark.parametrize(("account", "author"), [("Super User", ""), ("Administrator", ""), ("Giulia Ferri", "Giulia Ferri")])
def test_a_joomla_pages_default_account_is_no_author(account, author):
    head = f'<meta name="author" content="{account}">'
    body = ("<main><div class='com-content-article item-page' itemscope itemtype='https://schema.org/Article'>"
            "<div class='page-header'><h2 itemprop='headline'>Chiusura temporanea della biblioteca comunale</h2></div>"
            "<dl class='article-info'><dd class='createdby' itemprop='author' itemscope itemtype='https://schema.org/Person'>"
            f"Scritto da: <span itemprop='name'>{account}</span></dd><dd class='published'>"
            "<time datetime='2026-11-23T09:00:00+01:00' itemprop='datePublished'>Pubblicato: 23 Novembre 2026</time></dd></dl>"
            f"<div itemprop='articleBody'><p>{IT[0]}</p><p>{IT[1]}</p></div></div></main>")
    doc = processed(page(body, "Chiusura temporanea della biblioteca comunale", head),
                    "https://www.comune.example.it/index.php/notizie/245-chiusura-temporanea-della-biblioteca")
    assert doc.attrs["author"] == author and doc.attrs["date"] == "2026-11-23"
    assert all(p in _paragraphs(doc.body) for p in IT)
