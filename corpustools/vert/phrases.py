"""The words of boilerplate and of stamps in the languages of the corpus's sources, as tables the rules compile
into their patterns (``boiler``, ``byline``, ``headline``, ``metadata``, ``container``, ``shortlines``): teaser
headings, interface words (share, print, comments, pagination), picture credits, relative times, reading times,
bylines, stamps and datelines, and the weekdays (``WEEKDAYS``).

Most tables are a tuple of regular-expression fragments (lower case, matched case-insensitively), grouped by
language so that a language is added or checked in one place; others are one fragment that a pattern includes.
The tables of lines name short standalone lines only: ``boiler`` matches them against a whole block (a heading,
a button's label), never inside a paragraph, so "Lire aussi les conclusions du rapport …" or "Il y a trois
heures, le président …" stay.  The older Czech, English and German entries live in ``boiler.py`` itself.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

log = logging.getLogger(__name__)

# a teaser block's heading ("Related articles"): the block goes with the teasers after it
RELATED = (
    # French
    r"articles? (?:liés|associés|recommandés|récents|similaires)|voir aussi|[aà] voir aussi|sur le même thème"
    r"|dans la même rubrique|(?:ces|d'autres|autres) articles (?:peuvent|pourraient) vous intéresser"
    r"|vous (?:pourriez|pouvez) (?:aussi|également) aimer|(?:les )?plus (?:populaires|partagés|commentés)"
    r"|derniers articles|autres articles|plus d['’]articles|[aà] découvrir (?:aussi|également)|pour aller plus loin"
    r"|(?:[aà] )?lire (?:également|ensuite)|nos (?:articles|dernières actualités)|dernières actualités"
    # (session 23) "Nos articles sur le même thème", "Dans la même catégorie"
    r"|(?:nos |d['’]autres |les )?articles sur le même (?:thème|sujet)|dans la même catégorie",
    # Italian
    r"(?:ti )?potrebbe(?:ro)? (?:anche )?interessarti(?: anche)?|ti potrebbe(?:ro)? anche interessare"
    r"|(?:articoli|notizie|post) (?:correlat[ie]|simili|recenti)|altri articoli|ultimi articoli|(?:i )?più (?:letti|popolari|visti)"
    r"|da non perdere|vedi anche|leggi (?:anche|pure)|ultime notizie|potrebbe piacerti(?: anche)?"
    # (session 23) "Approfondimenti", "Guarda anche", "Ti potrebbe piacere", "Dalla stessa categoria", "Articolo correlato"
    r"|approfondimenti|guarda anche|(?:ti )?potrebbe(?:ro)? (?:anche )?piacer(?:ti|e)(?: anche)?"
    r"|(?:dalla|della|nella) stessa categoria|(?:articolo|notizia) correlat[oa]",
    # Spanish
    r"(?:art[ií]culos|noticias|entradas|publicaciones|contenidos?) (?:relacionad[oa]s?|recientes|similares)"
    # (session 23) one teaser's heading: "Noticia relacionada", "Artículo relacionado"; "De la misma categoría"
    r"|(?:art[ií]culo|noticia|entrada|publicación) relacionad[oa]|(?:de|en) la misma categoría"
    r"|(?:también )?te (?:puede|podría) interesar|(?:también )?(?:le|les) (?:puede|podría) interesar"
    r"|le(?:e|a) (?:también|más)|lo más (?:leído|visto)|(?:las )?más (?:leídas|vistas)|más noticias"
    r"|te recomendamos|otras noticias|últimas noticias|quizás te interese|ver también"
    r"|más noticias (?:en|de) [\w.' ]{2,30}|videos? recomendados?"  # (xnews29b) "Más noticias en EL TIEMPO", El Comercio's
    r"|relacionad[oa]s?"  # (session 26) Jetpack's related posts' heading in Spanish and Portuguese
    r"|lo (?:último|ultimo|más reciente)",  # (xfrit38) elDiario.es's box of its latest items between the paragraphs
    # Portuguese
    r"(?:artigos|notícias|posts|publicações|matérias) (?:relacionad[oa]s|recentes|semelhantes)"
    r"|leia (?:também|mais)|veja (?:também|mais)|saiba mais|(?:você )?(?:também )?pode gostar(?: também)?"
    r"|(?:as |os )?mais (?:lidas|lidos|vistas|vistos)|últimas notícias|outras notícias|recomendados para você",
    # Dutch
    r"lees (?:ook|meer|verder)|gerelateerde? (?:artikelen|berichten|nieuws)|gerelateerd|meest (?:gelezen|bekeken)"
    r"|(?:misschien )?ook interessant|dit vind je misschien ook leuk|bekijk ook|meer nieuws|(?:recente|laatste) (?:berichten|artikelen)"
    r"|populaire (?:artikelen|berichten)|vergelijkbare artikelen|aanbevolen(?: artikelen)?|ook (?:leuk|lezen)"
    # (session 23) "Dit vind je misschien ook interessant", "Uit dezelfde categorie", "Meer uit deze categorie"
    r"|dit (?:vind je|vindt u) misschien ook (?:interessant|leuk)|uit dezelfde categorie|meer uit (?:deze|de) categorie",
    # Polish
    # ((xnews31) "Czytaj więcej: <a>…</a>" between a story's paragraphs: PAP's, Rzeczpospolita's, Interia's)
    r"(?:czytaj|przeczytaj|zobacz) (?:też|także|również|więcej)|(?:podobne|powiązane|polecane|najnowsze|inne) (?:artykuły|wpisy|teksty)"
    r"|najpopularniejsze(?: artykuły)?|najczęściej (?:czytane|komentowane)|może (?:cię|was) (?:także |też |również )?zainteresować"
    r"|warto przeczytać|więcej artykułów|polecamy(?: również)?"
    # (session 23) "Polecane", "Więcej z kategorii", "Z tej samej kategorii"
    r"|polecane|więcej z (?:kategorii|działu)(?: [\w-]+)?|z tej samej kategorii"
    r"|podobne",  # (session 26) Jetpack's related posts' heading
    # Slovak and Czech
    r"čítajte (?:aj|tiež|viac)|prečítajte si (?:aj|tiež)|tiež si prečítajte|(?:ďalšie|najnovšie|najčítanejšie|podobné"
    r"|odporúčané|súvisiace) články|mohlo by (?:vás|ťa) (?:tiež |aj )?zaujímať|z iných webov|najnovšie(?: správy)?"
    r"|mohlo by (?:vás|tě) (?:také |též )?zajímat|podobné články|z jiných webů|nejsledovanější|nejdiskutovanější"
    r"|(?:více|víc|viac|další|ďalšie|nejnovější|najnovšie) (?:z|zo) (?:rubriky|kategorie|kategórie|sekce|sekcie)"
    r"|další (?:články|zprávy) z rubriky|více z rubriky|čtěte (?:také|též|dále|více)"
    r"|(?:ďalšie|najnovšie|súvisiace) správy|viac k téme|více k tématu|(?:další|související) zprávy z rubriky"
    r"|sledujte (?:také|též|tiež|aj)|(?:přečtěte|prečítajte) si (?:více|viac) k tématu|k tématu|k téme"
    r"|súvisiace témy|najčítanejšie (?:správy|články)|top články|nepřehlédněte|nenechte si ujít|nezmeškajte|neprehliadnite|odporúčame vám|doporučujeme vám"
    # (session 23) the editors' pick and the most read of the site by name: "Tip redakce", "Najčítanejšie na SME",
    # "Nejčtenější z Blesku", "Dnes se nejvíce čte", Deník's "Hlavní zprávy"
    r"|tipy? (?:redakce|redakcie)|(?:redakce doporučuje|redakcia odporúča)|(?:dnes )?(?:se )?nejvíce (?:čtené|čte|se čte|čtete)"
    r"|(?:dnes sa )?najviac (?:čítané|sa číta)|(?:nejčtenější|najčítanejšie|nejnovější|najnovšie|nejsledovanější)"
    r"(?: (?:články|zprávy|správy))? (?:na|z|zo|ve|vo|v) [\w.+-]{2,20}|hlavní zprávy|hlavné správy"
    r"|tipy? (?:pro vás|pre vás)|(?:ještě |ešte )?(?:jsme |sme )?(?:pro vás|pre vás) (?:jsme |sme )?vybral[ia]"
    r"|vybrali (?:jsme|sme) (?:pro vás|pre vás)|(?:témata|témy|štítky|tagy) článku",
    # Hungarian
    r"kapcsolódó(?: cikkek| hírek| tartalom)?|ez(?:ek)? is érdekelhet(?:i|ik|nek)?|ajánljuk|ajánlott (?:cikkek|tartalom)"
    r"|olvassa el ezt is|ezt is olvassa el|(?:a )?legolvasottabb(?: cikkek| hírek)?|legfrissebb(?: cikkek| hírek)?"
    r"|további (?:cikkek|hírek)|hasonló cikkek|friss hírek|legnépszerűbb(?: cikkek)?",
    # German
    r"lies auch|lesen sie (?:mehr|weiter)|lesen sie mehr (?:zum thema|dazu|darüber)|mehr aus (?:dem ressort|der rubrik|dieser kategorie)|zum weiterlesen"
    r"|auch (?:auf|bei) [\w-]+\.(?:de|at|ch|com|net)"  # (session 23) a network's box: "Auch auf gofeminin.de"
    r"|ebenfalls interessant|(?:empfehlungen|tipps) der redaktion|unsere (?:empfehlungen|tipps)|(?:letzte|neue) (?:beiträge|artikel)"
    r"|passend zum thema|mehr (?:artikel|beiträge|nachrichten)|das (?:interessiert|lasen) andere leser|auch lesenswert"
    # ... the boxes of German news sites and blogs: "Mehr zu diesem Thema", "Lesen Sie dazu auch", "Zum Thema",
    # "Mehr aus Politik", "Weitere Nachrichten aus der Region", "Tipp der Redaktion", "Top-Themen"
    # (xreview28: "Mehr zu <Thema>", not a tip's heading ending in an idiom's verb, "Mehr zu Fuß gehen", "Mehr zur Ruhe kommen")
    r"|mehr (?:zu|zum) (?:diesem )?thema|mehr (?:zu|zum|zur) [\w-]+(?: (?!(?:gehen|kommen|bringen|bleiben|stellen|nehmen"
    r"|machen|lassen|fahren|laufen|finden|geben|halten|setzen)\b)[\w-]+)?|zum thema|dieses thema im programm|mehr dazu|dazu passend|lesen sie (?:hier|dazu|dazu auch|auch hier"
    r"|ebenfalls)|(?:ebenfalls|auch) (?:lesenswert|spannend)|(?:tipps?|empfehlung(?:en)?) (?:der|unserer) redaktion"
    r"|unsere empfehlung|empfehlungen(?: für (?:sie|dich))?|mehr aus (?:der |dem |den )?[\w-]+"
    r"|weitere (?:nachrichten|meldungen|news)(?: aus (?:der |dem )?[\w-]+(?: [\w-]+)?)?"
    r"|(?:die )?(?:wichtigsten|neuesten) (?:nachrichten|meldungen|news|artikel|beiträge)|das neueste"
    r"|top[- ](?:themen|nachrichten|news|artikel)|aktuelle (?:nachrichten|meldungen|news)|mehr news|am meisten gelesen"
    r"|redaktionstipps?|lesetipps?|mehr (?:nachrichten|news|artikel|meldungen|beiträge) (?:aus|zu|zum|zur) (?:der |dem |den )?[\w-]+(?: [\w-]+)?"
    # (xde35) a shop's box of products under its guide ("Ratgeber") or beside a product: "Passende Produkte",
    # "Kunden kauften auch", "Related products", "Customers also bought", "Produits similaires", "Prodotti correlati"
    r"|(?:passende|ähnliche|empfohlene) produkte|(?:kunden|andere) (?:kauften|kaufen|interessierten sich) auch(?: für)?"
    r"|(?:related|similar|recommended) products|customers (?:also|who bought this (?:item )?also) (?:bought|viewed)"
    r"|frequently bought together|produits (?:similaires|associés|recommandés)|prodotti (?:correlati|simili|consigliati)"
    # ((xfrit37) ... and a recipe site's box of other recipes under the method: "Recettes similaires", "Ricette
    # simili", "Recetas relacionadas", "Ähnliche Rezepte", "Similar recipes", "More recipes")
    r"|(?:d['’]autres |autres )?recettes (?:similaires|associées|du même auteur)|(?:altre )?ricette (?:simili|correlate)"
    r"|recetas (?:similares|relacionadas)|(?:ähnliche|weitere|passende) rezepte|(?:similar|related|more) recipes",
    # ... and the same boxes in French, Italian, Spanish and Dutch: "À la une", "Vous aimerez peut-être aussi",
    # "Recommandé pour vous", "In evidenza", "Consigliati per te", "Recomendados para ti", "Meer over dit onderwerp"
    r"(?:[aà] )?la une|toute l['’]actualité|l['’]actualité (?:en continu|du jour)|vous aimerez (?:peut-être )?aussi"
    r"|recommandés? pour vous|nos recommandations|sélectionnés? pour vous|notre sélection"
    r"|in evidenza|consigliati per te|ti consigliamo|(?:le )?notizie più lette|altre notizie"
    r"|recomendados(?: para ti)?|(?:más|otras) noticias de [\w-]+|meer over (?:dit|het) onderwerp|aanbevolen voor (?:jou|u)",
    # English
    r"more like this|don['’]t miss|also read|popular (?:now|today)|editor['’]s picks|top stories|latest news"
    r"|editors['’]? (?:recommendations|picks|choice)"  # (session 23) "Editors’ Recommendations:"
    r"|keep reading|what to read next|other people are reading|people also read|more great [\w-]+ stories|more on this (?:story|topic)"
    r"|related to this (?:story|article|post)"  # (xen39) TownNews BLOX's box in the story's body
    r"|popular (?:on|at) [\w.-]+",
    # (xshopforum38) a mailing list archive's links to the neighbouring messages over and under the message
    # (Mailman 2's Pipermail, in its English, German, French and Italian templates): "Previous message: <a>…</a>",
    # "Next message: <a>…</a>", "Messages sorted by: <a>[ date ]</a> <a>[ thread ]</a>"
    r"(?:previous|next) message|messages sorted by|(?:vorherige|nächste) nachricht|nachrichten sortiert nach"
    r"|message (?:précédent|suivant)|messages (?:triés|classés) par|messaggio (?:precedente|successivo)"
    r"|messaggi (?:ordinati|ordinato) per",
    # (xnews32) Welsh, Irish, Basque, Galician and Icelandic: BBC Cymru Fyw's "Pynciau cysylltiedig", "Mwy am y stori
    # yma", Tuairisc's "Scéalta gaolmhara", EITB's "Erlazionatutako albisteak", "Máis noticias", mbl.is's "Fleira áhugavert"
    r"pynciau cysylltiedig|straeon cysylltiedig|mwy am y stori (?:yma|hon)|scéalta (?:gaolmhara|eile)|tuilleadh scéalta"
    r"|erlazionatutako (?:albisteak|berriak|edukiak)|albiste gehiago|máis (?:noticias|lidas)|noticias relacionadas"
    r"|fleira áhugavert|mest lesið|tengdar fréttir",
    # (xnews33) Swahili, Amharic, Urdu, Malay, Filipino and Afrikaans: the BBC's world services' "Habari zinazohusiana",
    # "Mada zinazohusiana", "Zilizosomwa zaidi", "ተዛማጅ ርዕሶች", "በብዛት የተነበቡ", Mwananchi's "Habari zaidi", Jang's "اہم
    # خبریں", Berita Harian's "Artikel berkaitan", Abante's "Basahin din", Netwerk24's "Meer oor hierdie onderwerp"
    r"(?:habari|mada|makala) (?:zinazohusiana|zaidi|nyingine|mpya)|zilizosomwa zaidi|soma (?:zaidi|pia)"
    r"|ተዛማጅ (?:ርዕሶች|ዜናዎች)|በብዛት የተነበቡ|(?:اہم|متعلقہ|مزید|تازہ ترین) خبریں|مزید پڑھیں"
    r"|(?:artikel|berita) berkaitan|(?:paling|terkini|popular) (?:popular|dibaca|ditonton)|baca lagi|artikel lain"
    r"|basahin(?: (?:din|rin|pa))?|kaugnay na (?:balita|artikulo)|(?:pinakabagong|iba pang|pinakasikat na) balita"
    r"|meer oor hierdie onderwerp|verwante artikels|mees gelees|nuutste nuus|lees ook",
    # a forum's or a Q&A site's other threads, in the languages above
    r"(?:check out )?(?:other |more )?(?:related|similar) (?:discussions|threads|topics|questions)"
    r"|(?:ähnliche|verwandte) (?:diskussionen|threads|fragen)|(?:discussions|sujets|questions) similaires"
    r"|(?:discussioni|argomenti|domande) (?:simili|correlat[ei])|podobn[aáé] (?:témata|vlákna|diskuse|otázky)",
    # Russian, Ukrainian, Turkish, Greek, Arabic, Hebrew, Chinese, Japanese, Korean
    r"читайте (?:также|ещё|еще)|смотрите также|похожие (?:статьи|новости|материалы|публикации)|(?:другие|последние"
    r"|главные|популярные) (?:новости|статьи|материалы)|самое (?:читаемое|популярное|интересное)|(?:материалы|новости"
    r"|ещё|еще) по теме|по теме|вам (?:может|могут) (?:быть интересно|понравиться)|рекомендуем|выбор редакции",
    r"читайте також|дивіться також|схожі (?:статті|новини|матеріали)|(?:інші|останні|головні|популярні) (?:новини"
    r"|статті|матеріали)|найпопулярніше|найчитаніше|(?:новини )?за темою|по темі|вам може сподобатися|рекомендуємо"
    r"|вибір редакції",
    r"(?:i\u0307|i)lgili (?:haberler|yazılar|içerikler|makaleler)|(?:diğer|son|benzer|popüler) (?:haberler|yazılar|içerikler)"
    r"|en çok okunan(?:lar| haberler)?|(?:bunlar da )?ilginizi çekebilir|bunları da okuyun|editörün seçtikleri",
    r"διαβάστε (?:επίσης|ακόμη|ακόμα)|δείτε (?:επίσης|ακόμη)|σχετικά (?:άρθρα|θέματα|νέα)|(?:περισσότερα|τελευταία"
    r"|δημοφιλή) (?:άρθρα|νέα|θέματα)|τα πιο (?:δημοφιλή|διαβασμένα)|μπορεί (?:επίσης )?να σας ενδιαφέρει",
    r"[اإ]قرأ (?:أيضا|أيضاً|أيضًا|ايضا)|شاهد (?:أيضا|أيضاً|ايضا)|(?:مقالات|أخبار|مواضيع) (?:ذات صلة|مشابهة|متعلقة)"
    r"|ذات صلة|الأكثر (?:قراءة|مشاهدة|تداولا)|(?:آخر|أحدث) الأخبار|قد يهمك(?: أيضا)?|مواضيع قد تهمك|اخترنا لك",
    r"כתבות נוספות|(?:כתבות|מאמרים|חדשות) (?:קשורות|קשורים|אחרונות|אחרונים|נוספות|נוספים)|עוד (?:כתבות|חדשות)"
    r"|עוד בנושא|הנקראים ביותר|הכי נקראים|קראו גם|אולי יעניין אותך",
    r"(?:相关|相關)(?:阅读|閱讀|文章|新闻|新聞|推荐|推薦|报道|報導)|延伸(?:阅读|閱讀)|推(?:荐|薦)(?:阅读|閱讀)"
    r"|(?:热门|熱門)(?:文章|新闻|新聞|推荐|推薦)|猜你喜(?:欢|歡)|最新(?:文章|新闻|新聞)|更多(?:新闻|新聞|文章|精彩)"
    r"|(?:阅读|閱讀)排行|(?:编辑|編輯)推(?:荐|薦)|精彩推(?:荐|薦)|(?:为|為)您推(?:荐|薦)"
    r"|関連記事|関連ニュース|おすすめ記事|(?:あわせて|合わせて)読みたい|人気記事|最新記事|新着記事|こちらもおすすめ"
    r"|よく読まれている記事|アクセスランキング|注目記事"
    r"|관련 ?기사|관련 ?뉴스|추천 ?기사|많이 본 (?:뉴스|기사)|가장 많이 본 (?:뉴스|기사)|최신 ?기사|인기 ?기사"
    r"|함께 보면 좋은 기사|주요 ?뉴스",
    # (session 26) Hindi, Thai and Persian, and a Hebrew site's "more on the site": "ये भी पढ़ें", "संबंधित खबरें",
    # "ข่าวที่เกี่ยวข้อง", "บทความแนะนำ", "مطالب مرتبط", "עוד באתר"
    r"(?:ये|यह|इसे|इन्हें) भी पढ़ें|और (?:भी )?पढ़ें|संबंधित (?:खबरें|ख़बरें|खबर|ख़बर|लेख|समाचार|आर्टिकल)"
    # ((xnews32) Bengali: Prothom Alo's "আরও পড়ুন", "সম্পর্কিত খবর")
    r"|(?:আরও|আরো) পড়ুন|সম্পর্কিত (?:খবর|সংবাদ)|(?:এ|এটিও|এগুলোও) পড়ুন"
    r"|(?:ताज़ा|ताजा|लेटेस्ट|अन्य|बड़ी) (?:खबरें|ख़बरें|न्यूज़|न्यूज)|(?:सबसे ज़्यादा|सबसे ज्यादा) (?:पढ़ी गई|पढ़े गए)(?: खबरें| ख़बरें| लेख)?"
    r"|(?:ข่าว|บทความ|เรื่อง)(?:ที่เกี่ยวข้อง|ล่าสุด|ยอดนิยม|แนะนำ|อื่นๆ|อื่น ๆ)|อ่านข่าวเพิ่มเติม|คุณอาจสนใจ",
    r"(?:مطالب|اخبار|مقالات) (?:مرتبط|مشابه|پربازدید|برگزیده)|بیشتر بخوانید|پربازدیدترین(?: ها| مطالب| اخبار)?"
    r"|עוד באתר",
    # (session 27) Swedish, Danish, Norwegian, Finnish, Romanian, Croatian, Serbian, Bosnian, Slovenian, Indonesian, Malay
    # and Vietnamese news sites' boxes: "Läs också", "Mest læste", "Les også", "Lue myös", "Luetuimmat", "Citește și",
    # "Cele mai citite", "Pročitajte i", "Najčitanije", "Preberite še", "Baca juga", "Berita terkait", "Tin liên quan"
    r"läs (?:också|även)|relaterat|relaterade (?:artiklar|nyheter)|mest (?:lästa?|delade)|fler (?:nyheter|artiklar)"
    r"|senaste nytt|du kanske också gillar|læs (?:også|mere)|relaterede (?:artikler|nyheder)|mest (?:læste?|delte)"
    r"|flere (?:nyheder|artikler|nyheter|saker)|seneste nyt|les også|relaterte (?:saker|artikler|nyheter)"
    r"|mest (?:leste?|delte)|siste nytt|lue myös|luetuimmat(?: uutiset)?|aiheesta (?:lisää|muualla)|uusimmat(?: uutiset)?"
    r"|samasta aiheesta|katso myös|citește și|citeste si|articole (?:similare|recomandate|asemănătoare|recente|relaționate)"
    r"|cele mai (?:citite|noi|populare)(?: articole| știri)?|știri (?:similare|recomandate)|vezi și|te-ar putea interesa"
    r"|îți recomandăm|mai multe știri|pročitajte (?:i|još|također|više)|procitajte (?:i|jos)|povezani (?:članci|tekstovi)"
    r"|povezane (?:vijesti|vesti)|najčitanije(?: vijesti| vesti)?|najnovije (?:vijesti|vesti)|(?:više|još) (?:vijesti|vesti)"
    r"|slični članci|možda vas (?:zanima|zanima i)|preberite (?:še|tudi)|sorodni članki|sorodne novice"
    r"|najbolj (?:brano|brane|priljubljeno)|najnovejše novice|več novic|morda vas zanima|baca juga|berita terkait"
    r"|artikel terkait|terpopuler|berita (?:terkini|terbaru|lainnya|populer)|pilihan editor|paling banyak dibaca"
    r"|lihat juga|simak juga|artikel lainnya|xem thêm|tin liên quan|bài (?:viết )?liên quan|tin (?:mới nhất|nổi bật|khác)"
    r"|đọc nhiều(?: nhất)?|có thể bạn quan tâm|tin cùng chuyên mục|đọc thêm",
    # ... and Catalan, Estonian, Latvian, Lithuanian, Bulgarian and Serbian (Cyrillic): "Llegiu també", "Notícies
    # relacionades", "Loe ka", "Enim loetud", "Lasiet arī", "Lasītākie", "Taip pat skaitykite", "Skaitomiausi",
    # "Прочетете още", "Най-четени", "Прочитајте још", "Најчитаније"
    r"llegiu (?:també|més)|llegeix (?:també|més)|notícies relacionades|articles relacionats|(?:les )?més llegides"
    r"|(?:també )?et pot interessar|loe ka|seotud (?:artiklid|uudised)|enim loetud|viimased uudised|lasiet (?:arī|vēl)"
    r"|lasi arī|saistītie raksti|lasītākie(?: raksti)?|jaunākās ziņas|taip pat skaitykite|skaitykite taip pat"
    r"|susiję straipsniai|skaitomiausi(?: straipsniai)?|naujausi straipsniai|прочетете (?:още|също)|свързани (?:статии|новини)"
    r"|най-четени(?: новини)?|най-новите(?: новини)?|прочитајте (?:још|и)|повезане (?:вести|вијести)|најчитаније"
    r"|најновије(?: вести)?",
)

# interface words alone in a block: share, print and comment buttons, pagination, reading times
# the trades of a newsroom's writers and the words that tie a trade to its desk or paper: the writer's bio under an
# article ("Max Mustermann ist Redakteur im Ressort Politik.") and the position under the name on an author's card
# ("Redakteur in der Wirtschaft.", "Senior editor at Wired")
WRITER_TRADES = (
    r"reporter|correspondent|editor|writer|journalist|columnist|contributor|redakteur(?:in)?"
    r"|korrespondent(?:in)?|journalist(?:in)?|volontär(?:in)?|reporter(?:in)?|kolumnist(?:in)?|autor(?:in)?"
    r"|journaliste|rédact(?:eur|rice)|correspondant(?:e)?|chroniqueu(?:r|se)|reporter|giornalista|redattore|redattrice"
    r"|corrispondente|inviat[oa]|periodista|redactor(?:a)?|corresponsal|columnista|redaktor(?:ka)?|novinář(?:ka)?"
    r"|novinár(?:ka)?|zpravodaj(?:ka)?|spravodaj(?:kyňa)?|reportér(?:ka)?|komentátor(?:ka)?|dziennikar(?:z|ka)"
    r"|verslaggever|redacteur|correspondent"
    # (xnews29a) the Nordic, Finnish, Hungarian and Croatian trades (NRK's "Kari Hansen" + "Journalist", "Redaktør")
    r"|redaktør|redaktör|reportasjeleder|toimittaja|újságíró|novinar(?:ka)?"
)
WRITER_DESK = (
    r"for|at|with|of|on|bei|beim|für|im|in|der|des|vom|au|à|chez|de|du|des|pour|per|di|del|della|presso|en|para|pro"
    r"|v|ve|w|dla|voor|bij|van|op"
)

# the heading of the author's box: "About the author", "Über den Autor", "O autorovi" (its bio follows it)
AUTHOR_HEADING = (
    r"about the authors?|(?:über|zum) (?:den |die )?(?:autor(?:in|en)?|verfasser(?:in)?)|(?:à|a) propos de l['’]auteur"
    r"|(?:sull['’]|l['’])autore|sobre (?:el|la) autora?|o autorovi|o autorce|o autorze|o autorke"
)

# (session 24) ... or a blog platform's card of the writer after the text, its heading naming them: Medium's
# "Written by Jane Doe" over the follower counts ("2.1K followers · 181 following") and the bio
WRITTEN_BY_HEADING = r"(?:written by|(?:geschrieben|verfasst) von|écrit par|rédigé par|scritto da|escrito por|napsal[a]?|napísal[a]?)"
FOLLOWER_COUNTS = (
    r"(?:[\d.,]+\s?[kmKM]?\s(?:followers?|following|abonnenten|follower|abonnés|abonnements|sledující|sledujících)"
    r"(?:\s*[·•|,]\s*)?)+"
)

# (session 24) a topic's follow box after an article: the topic's label and name with the button's word ("Thema:
# Ukraine-Krieg Folgen", "Téma: Válka na Ukrajině Sledovat", "Topic: Climate change · Follow"), or the name and
# the button ("Ukraine-Krieg – Thema folgen", "Climate Follow topic", "Sécheresse Suivre ce sujet"); the label and
# name alone (its button a <button>, gone) only as an article's last line
TOPIC_LABEL = r"(?:thema|téma|tema|topic|thème|sujet|argomento)\s*:\s*[^\W\d_][\w'’-]*(?:[ -][\w'’-]+){0,4}"
TOPIC_FOLLOW = (
    r"(?:(?:thema |dem thema )?folgen|follow(?: (?:this )?topic)?|sledovat(?: téma)?|sledovať(?: tému)?"
    r"|suivre(?: ce sujet| ce thème)?|segui(?: (?:questo )?argomento)?)"
)
TOPIC_FOLLOW_BUTTON = (
    r"(?:thema folgen|follow (?:this )?topic|sledovat téma|sledovať tému|suivre ce (?:sujet|thème)|segui (?:questo )?argomento)"
)

# (session 25) a republished text's line naming where it appeared first, its source a link ("This article was
# originally published on <The Conversation>. Read the original article.", "Originally published on <Live
# Science>.", "Dieser Artikel erschien zuerst auf <waz.de>.", "Cet article est republié à partir de <The
# Conversation>"): the truths of scrapinghub's, Mozilla's and wcxb's sets keep it as the text's last line
REPUBLISHED = (
    r"(?:(?:this|the) (?:article|story|post|piece|essay|column|interview|report) (?:was |is |has been |had been )?)?"
    r"(?:(?:originally|first) (?:published|appeared|ran|posted)|republished|reprinted|reposted)(?: here)? (?:on|in|at|by|from|with)\b"
    r"|(?:dieser|der) (?:artikel|beitrag|text) (?:erschien|ist) (?:zuerst|zunächst|ursprünglich|erstmals)"
    r"|(?:zuerst|erstmals|ursprünglich) (?:erschienen|veröffentlicht) (?:auf|in|bei|im)\b"
    r"|(?:cet article (?:est |a été )?)?(?:republié|initialement publié|publié initialement|d['’]abord publié|paru initialement)"
    r" (?:à partir de|sur|dans|par|en)\b"
    r"|(?:questo articolo (?:è stato )?)?(?:originariamente|inizialmente|originalmente) pubblicato|(?:articolo )?pubblicato"
    r" (?:originariamente|inizialmente|per la prima volta) (?:su|da|in)\b"
    r"|(?:článek|text) (?:původně )?(?:vyšel|byl publikován) (?:původně )?(?:na|v|ve|pro)\b|původně (?:vyšel|vyšlo|publikováno)"
    r"|(?:článok|text) (?:pôvodne )?(?:vyšiel|bol publikovaný) (?:pôvodne )?(?:na|v|vo|pre)\b|pôvodne (?:vyšiel|publikované)"
)

# the heading of a manual's or a wiki's section of pointers to its other pages, ending the text ("See also",
# "Siehe auch", "Further reading"): on a page that is not an article, ``shortlines`` keeps the list of links
# under it (the French "Voir aussi", the Italian "Vedi anche" name a news teaser box too: see RELATED)
SEE_ALSO = (
    r"see also|further reading|siehe auch|weiterführende (?:literatur|informationen)|weitere informationen"
    r"|viz (?:také|též)|pozri (?:aj|tiež)|véase también",
)

# a breadcrumb trail as a line of text: its opening words ("Sie sind hier:", "Vous êtes ici :") and its first
# step, the home page ("Startseite › Blog › …", "Accueil / Actualités / …")
TRAIL_HERE = (
    r"you are here|sie sind hier|sie befinden sich hier|du bist hier|vous êtes ici|ti trovi (?:qui|in)|sei qui|sei in"
    r"|usted está aquí|estás aquí|está aquí|você está aqui|u bevindt zich hier|je bent hier|jste zde|nacházíte se"
    r"|ste tu|nachádzate sa|jesteś tutaj|itt jár"
)
# a donation's or a membership's button: "Jetzt spenden", "Unterstützen Sie unabhängigen Journalismus", "Faire un
# don", "Soutenez-nous", "Sostienici", "Dona ora", "Donate now", "Become a member", "CORRECTIV ist spendenfinanziert!"
# (also ``boiler``'s sign of a donation box under its heading)
DONATION_BUTTONS = (
    r"(?:jetzt|hier) (?:spenden|unterstützen)|unterstützen sie (?:uns|unseren? (?:arbeit|journalismus|recherchen)"
    r"|unabhängigen journalismus)[.!]?|werden sie (?:mitglied|unterstützer(?:in)?|förder(?:in|er))[.!]?"
    r"|[\w-]+ ist (?:spendenfinanziert|leserfinanziert|gemeinnützig)[.!]?"
    # (xnews29c) netzpolitik.org's box: "Wir sind communityfinanziert", "Unterstütze auch Du unsere Arbeit mit einer Spende."
    r"|wir sind (?:spenden|leser|community|mitglieder)finanziert[.!]?"
    r"|unterstütze(?:n sie)? (?:auch (?:du|sie) )?(?:uns|unsere arbeit|unseren journalismus) mit einer spende[.!]?"
    r"|faire un don|soutenez[- ](?:nous|le journalisme indépendant|notre (?:travail|rédaction))[.!]?"
    r"|sostienici|dona ora|fai una donazione|haz una donación|dona ahora|apóyanos"
    # (xnews29f) "Sostieni il giornalismo indipendente", "Vous lisez un article gratuit. Soutenez notre journalisme."
    r"|sostieni (?:il (?:nostro )?giornalismo(?: indipendente| libero)?|la nostra (?:informazione|redazione|testata))[.!]?"
    r"|(?:vous lisez un article (?:gratuit|en accès libre)\.?\s*)?soutenez notre (?:journalisme|information)[.!]?"
    r"|(?:donate|give) (?:now|today)|make a (?:donation|gift)|support us|become a (?:member|supporter|patron)[.!]?"
    r"|darujte|(?:přispějte|podpořte nás) (?:na|darem)[\w ]{0,20}|(?:prispejte|podporte nás) (?:na|darom)[\w ]{0,20}"
    r"|(?:chci |chcem )?(?:přispět|prispieť|podpořit|podporiť|darovat|darovať)(?: nás)?[.!]?"
    # (xnews29b) ... and Russian and Ukrainian: "Поддержать", "Підтримати нас" (the heading over such a box, "Поддержите
    # «Новую газету Европа»", is ``boiler._DONATION_HEADING``'s)
    r"|(?:поддержать|підтримати)(?: нас| проект)?"
)
# (xmeta32) the readers' comments' region by the names Spanish, Portuguese, Czech, Slovak, Polish, Turkish, Dutch and
# Hungarian templates give it in a class or an id ("comentarios", "diskuse", "diskusia", "komentarze", "yorumlar",
# "reacties", "hozzaszolasok"; English, French, Italian's "comment…", the German "kommentare" are matched by their
# own words): its dates and names are readers'.  Plurals and the discussion's words only: a singular "komentarz",
# "yorum", "reactie", "Kommentar" is also an opinion piece, the article itself
COMMENT_REGIONS = r"comentarios|diskus[ei]|diskuz[ei]|komentarze|yorumlar|reacties|hozzasz[oó]l"
# a count of an article's comments after its number: "12 commentaires", "128 Kommentare", "5 komentarzy" (English and
# Czech "N comments", "N komentářů" are the meta line's too: ``boiler._stamped_meta_line``)
COMMENT_COUNT_NOUNS = (
    r"commentaires?|commenti|commento|comentarios?|comentários?|reacties|reactie|komentarz[ey]?|komentarzy"
    r"|komentárov|komentáre|komentár|hozzászólás|komment|kommentare?"
)
# a Czech or Slovak offer's price and its period: " od 145 Kč měsíčně", " za 19 Kč" (after a paywall's button)
_CS_PRICE = r"(?: (?:za|od|již od|už od) [\d,.]+ ?(?:kč|€|eur)\w*(?: (?:měsíčně|mesačne|ročně|ročne|týdně|týždenne|(?:za|na) (?:měsíc|mesiac|rok)))?)?"
# ... and an offer box's buttons after a cut article (session 21): "Předplatit od 145 Kč měsíčně", "Vyzkoušejte předplatné
# HN+", "Koupit tento článek za 19 Kč"
_CS_OFFER = (r"(?:(?:předplatit|predplatiť|předplaťte si|predplaťte si|předplatné|predplatné)" + _CS_PRICE
             + r"|(?:vyzkoušejte|vyzkoušet|vyskúšajte|vyskúšať) (?:si )?(?:předplatné|predplatné)(?: [\w+]{1,10})?" + _CS_PRICE
             + r"|(?:koupit|kúpiť|zakoupit) (?:si )?(?:tento )?(?:článek|článok)" + _CS_PRICE + r")")
# (session 26) a Czech or Slovak article's closed comments, or the login they ask for: "Diskuse k článku je uzavřena.",
# "Komentáre sú uzavreté.", "Pro přidání komentáře se musíte přihlásit."
_COMMENTS_CLOSED = (
    r"(?:(?:komentáře jsou|komentáre sú) (?:uzavřeny|uzavřené|vypnuty|vypnuté|uzavreté|zakázány|zakázané)"
    r"|(?:diskuse|diskuze|diskusia)(?: k (?:článku|tomuto článku))? (?:je|byla|bola) (?:uzavřena|uzavřená|uzavretá|ukončena"
    r"|ukončená|vypnuta|vypnutá)"
    r"|(?:pro přidání|pro přidávání|k přidání) (?:komentáře|komentářů|příspěvku) se musíte (?:nejdříve |nejprve )?přihlásit"
    r"|(?:pre pridanie|na pridanie|na pridávanie) (?:komentára|komentárov|príspevku) sa musíte (?:najprv )?prihlásiť)\.?"
)
# (xgaps28) a player's prompt over a video in the text, the video's title on the line after it (NOS's "Bekijk hier de
# video" over 'Minister over woningbouw: "We moeten doorpakken"'): an interface line, and ``boiler.clean`` takes the
# title with it (see ``boiler._video_title``)
VIDEO_PROMPT = (
    r"(?:bekijk (?:hier )?(?:de |deze )?video|(?:watch|play) (?:the |this )?video(?: here| below)?"
    r"|(?:hier )?(?:das )?video (?:ansehen|anschauen|abspielen)|sehen sie (?:hier )?das video"
    r"|(?:regarder|voir) la vidéo|guarda il video|podívejte se na video|pozrite si video|(?:přehrát|prehrať) video"
    # (xnews29a) ... or the box's label naming the video as the site's pick, its title after it (Index.hu's "Ajánlott
    # videó", then "Így néz ki a Balaton drónról")
    r"|ajánlott videó|recommended video|empfohlenes video|doporučené video|odporúčané video|polecane wideo"
    # ... and DPG Media's prompt over its playlist player ("Bekijk onze populairste video’s in deze playlist:")
    r"|bekijk (?:hier )?onze (?:populairste |meest bekeken |nieuwste |laatste )?video['’]?s(?: in (?:deze|onderstaande) playlist)?"
    # (xnews30) ... and detikcom's over a video in the text, its title in quotes in the same line ('Tonton juga video
    # "Detik-detik Banjir Bandang Terjang Permukiman":')
    r"|tonton (?:juga )?(?:video|vidio)(?: [\"“„][^\"”\n]{1,120}[\"”])?"
    # (xnews32) ... and the Portuguese and Spanish players' prompts ("Ver vídeo", "Assista ao vídeo", "Ver el vídeo"),
    # the player's length glued to the prompt when its spans run together (RTP's "Ver vídeo02:41")
    r"|(?:ver|veja|assista(?: ao)?|assistir ao) (?:o |el )?v[íi]deo"
    # (xleft35b) ... and Sport.pl's and Gazeta's box ("Zobacz wideo", then the video's title), a German player's "Sehen
    # Sie im Video", a Hungarian one's "Nézze meg a videót", and a box's label with its colon ("Video:", "Wideo:": the
    # word alone, which heads a section as well, is ``boiler._PLAYER_LABEL``'s)
    r"|zobacz (?:też |także )?wideo|obejrzyj (?:wideo|nagranie)|sehen sie (?:hier )?im video"
    r"|nézze meg a videót|nézd meg a videót|(?:video|vidéo|vídeo|wideo|videó|видео):"
    # (xfrit36) ... and the label of a playlist under a Brazilian paper's story, its subject after it (G1's regional
    # editions: "VÍDEOS: tudo sobre Campinas e região", "VÍDEOS: mais assistidos do g1 PE")
    r"|v[íi]deos: (?:tudo sobre|mais assistidos d[oa]s?|os mais vistos d[oa]s?|veja mais d[oa]s?) [^.!?\n]{1,60})"
    r"(?: hieronder| hier| below| ici| qui)?[.:!]?(?:\s*\(?\d{1,2}:\d\d(?::\d\d)?\)?)?"
)
# (xnews29e) a pointer from a site's teaser to the rest in its paper: "Celý článek najdete v tištěném vydání Jihlavských
# listů.", "Více se dočtete v aktuálním čísle.", "Viac sa dočítate v tlačenom vydaní MY Nitrianske noviny.", "Den
# vollständigen Artikel lesen Sie in der Printausgabe.", "Read the full story in this week's print edition."
# (``INTERFACE``'s line: the whole block, opening with the words, the paper named by its kind or its day; "Tištěné
# vydání novin skončí v lednu" and "Podrobnosti najdete v čísle jednacím …" are sentences)
PRINT_EDITION = (
    r"(?:celý (?:článek|článok|text|rozhovor)|celou reportáž|celú reportáž|více|víc|viac|další podrobnosti"
    r"|ďalšie podrobnosti) (?:najdete|naleznete|si přečtete|se dočtete|nájdete|si prečítate|sa dočítate)"
    r" (?:v|ve) (?:(?:dnešním|aktuálním|nejnovějším|novém|dnešnom|aktuálnom|najnovšom|novom) (?:tištěném |tlačenom )?"
    r"|tištěném |tlačenom )(?:vydání|vydaní|čísle)(?: [^.!?]{1,60})?[.!]?"
    r"|(?:den (?:ganzen|vollständigen|kompletten) (?:artikel|bericht|text)|mehr (?:dazu|darüber)) lesen sie (?:in der|im)"
    r" (?:heutigen |aktuellen |neuen )?(?:print|zeitungs|wochenend)?(?:ausgabe|e-paper|epaper)(?: [^.!?]{1,60})?[.!]?"
    r"|(?:read|find) (?:the (?:full|whole|complete) (?:story|article|report)|more) in (?:this week['’]s |today['’]s |our |the )"
    r"(?:latest )?(?:print edition|print issue|paper|magazine)(?: [^.!?]{1,60})?[.!]?"
    # (xnews30) ... and the Pakistani papers' line under a story naming the day's print edition it ran in ("Published in
    # The Express Tribune, November 24th, 2026.", "Published in Dawn, November 24th, 2026"): the paper and the day only
    r"|published in (?:the )?[\w .'’-]{2,40}?, (?:january|february|march|april|may|june|july|august|september|october"
    r"|november|december) \d{1,2}(?:st|nd|rd|th)?,? \d{4}[.!]?"
)
# a Czech or Slovak site's plea for its readers' support, a box's heading or a line of its own ("Podpořte nezávislou
# žurnalistiku", "Podporte našu prácu!": ``INTERFACE``'s line, ``boiler._DONATION_HEADING``'s heading)
CZSK_SUPPORT_US = (
    # ((xnews31) the journalism's kinds before it: Trnavský hlas's "Podporte nezávislú regionálnu žurnalistiku")
    r"(?:podpořte|podporte|podpoř|podpor) (?:nás|naši práci|našu prácu|(?:(?:nezávisl|regionáln|lokáln|místn|miestn"
    r"|kvalitn|svobodn|slobodn)\w{1,3} ){1,2}(?:žurnalistiku|novinářství|novinárčinu|novinárstvo|zpravodajství"
    r"|spravodajstvo))[.!]?"
)
# (xreview31b) the words that report a statement: a line that goes on with them tells of the disclaimer, it is none
_REPORTING = (r"[«»“”„\"]|\b(?:said|says|told|added|stated|wrote|sagte|sagt|betonte|erklärte|teilte|schrieb|hieß es"
              r"|mondta|közölte|írta|szerint|powiedział[a]?|napisał[a]?|podkreślił[a]?|řekl[a]?|uvedl[a]?|povedal[a]?"
              r"|uviedol|uviedla"
              # (xnews34) ... and in the languages of the opinion columns' disclaimers added then
              r"|a declarat|a spus|a afirmat|a precizat|dijo|afirmó|señaló|explicó|ha detto|ha affermato|ha spiegato"
              r"|a déclaré|a dit|a affirmé|disse|afirmou|declarou|zei|verklaarde|rekao|rekla|izjavio|izjavila|je dejal"
              r"|je dejala|είπε|δήλωσε|dedi|açıkladı|сказал[аи]?|заявил[аи]?|сказав|заявив|заявила"
              # ((xreview35) ... and the verbs of recalling or pointing out a report puts after the disclaimer it quotes:
              # "…n'engagent que leur auteur, rappelle la direction du journal", "…, recuerda el diario")
              r"|rappelle|rappelait|a rappelé|précise|a précisé|souligne|recuerda|recordó|advierte|aclara|ricorda"
              r"|sottolinea|precisa|lembra|lembrou|ressalta|reminds|reminded|notes|noted|benadrukt|herinnert)\b")


def _unreported(most: int) -> str:
    """A pattern of up to ``most`` characters of a line without ``_REPORTING``'s words."""
    return r"(?:(?!" + _REPORTING + r")[^\n]){0," + str(most) + "}"



# a paywall's label saying who may read the text: "Exklusiv für Abonnenten", "Nur für Mitglieder"; (xleft31) the label
# alone in the other languages: "Subscribers only", "Member exclusive", "Exclusif abonnés", "Réservé aux abonnés",
# "Article abonné", "Solo para suscriptores", "Jen pro předplatitele".  Part of ``INTERFACE``; (xfix32) ``boiler`` asks
# again of a heading, which may be an article's section on who may do something ("<h2>Members only</h2>" over a club's
# rules)
PAID_ACCESS_LABEL = (
    r"(?:exklusiv|nur) für (?:abonnenten|abonnentinnen|abonnent\*innen|mitglieder|plus-(?:leser|kunden)\w*)"
    r"|(?:for )?(?:paid |premium )?(?:subscribers?|members?)[ -](?:only|exclusive)(?: (?:article|content|story))?"
    r"|exclusive (?:to|for) (?:subscribers|members)|(?:exclusif|réservé) (?:aux )?abonnés|(?:article|contenu) abonnés?"
    r"|(?:exclusivo|solo|sólo) (?:para )?(?:suscriptores|socios)|(?:jen|pouze|exkluzivně|výhradně) pro předplatitele"
    r"|(?:len|iba|exkluzívne) pre predplatiteľov"
    # (xleft33) ... and in the languages it missed: "For subscribers", "Solo per abbonati", "Alleen voor abonnees",
    # "Exclusivo para assinantes", "Tylko dla subskrybentów", "Csak előfizetőknek", "Endast för prenumeranter", "Kun
    # for abonnenter", "Vain tilaajille" (a label alone in a block: who may read the text, not a sentence on it)
    r"|(?:only |exclusively )?for (?:paid )?subscribers"
    r"|(?:riservat[oa]|solo|esclusiv[oa]|contenuto riservato) (?:per |a |agli |ai |per gli |per i )?(?:abbonati|soci)"
    r"|(?:alleen|exclusief|enkel|uitsluitend) voor (?:abonnees|leden)"
    r"|(?:conteúdo )?(?:exclusivo|só|somente|apenas) (?:para )?(?:assinantes|sócios)"
    r"|(?:tylko|wyłącznie|treść) dla (?:subskrybentów|prenumeratorów|abonentów)"
    r"|csak előfizetőknek|előfizetői (?:tartalom|cikk)|(?:endast|bara|exklusivt) för (?:prenumeranter|medlemmar)"
    r"|(?:kun|kun for|eksklusivt for) (?:abonnenter|medlemmer)|vain tilaajille|tilaajille"
)
# an article's audio player: "Listen to this article", "Artikel anhören", "Poslechněte si článek"; (xnews35) "the whole
# article": iROZHLAS's "Poslechněte si celý článek", "Vypočujte si celý článok", "Listen to the full article"
ARTICLE_AUDIO = (
    r"(?:listen to (?:this|the) (?:full |whole |entire )?(?:article|story)|hover to listen|(?:diesen )?artikel (?:an)?hören|(?:artikel )?vorlesen lassen"
    r"|hören sie (?:sich )?(?:diesen|den) artikel(?: an)?|audio-?version (?:dieses|des) artikels|(?:artikel )?vorlesen"
    r"|écouter (?:cet |l['’])article|ascolta (?:questo |l['’])articolo(?: ora)?|escucha(?:r)? (?:este |el )?artículo|escucha(?:r)? (?:esta |la )?noticia"
    r"|luister naar (?:dit|het) artikel|poslechněte si (?:tento |celý )?článek|poslechnout (?:si )?(?:celý )?článek"
    r"|vypočujte si (?:tento |celý )?článok"
    r"|vypočuť (?:si )?(?:tento |celý )?článok"
    r"|posłuchaj (?:tego |całego )?artykułu|hier können sie sich (?:den|diesen) artikel (?:an)?hören)"
    # (session 30) ... and the voice reading it: "Listen to this story, read by an automated voice", with its full
    # stop too (session 31)
    r"(?: in summarized format| \(\d+ min\w*\)|,? (?:read|narrated) by an? (?:automated|artificial|ai|ai-generated"
    r"|synthetic|computer-generated) voice\.?)?"
    # ... with the recording's length after it: "Artikel anhören • 5 Min", "Listen to this article · 5:32 min"
    r"(?:\s*[•·|,–-]?\s*(?:\d{1,2}:\d\d|\d+)\s*(?:min\w*\.?)?)?(?:\.{3}|…)?"
    r"|listen(?: now)?\s*[•·|]\s*\d{1,2}:\d\d\s*(?:min\w*\.?)?"
    # (xnews28b) ... and the player's note on its synthetic voice: "Dieser Artikel wurde von einer künstlichen Stimme
    # gelesen.", "Diese Audioversion wurde künstlich generiert.", "Článek si také můžete poslechnout v audioverzi."
    r"|(?:dieser artikel|dieser beitrag|diese audioversion) wurde (?:von einer künstlichen stimme|künstlich"
    r"|mit (?:hilfe )?(?:einer )?(?:ki|künstlicher intelligenz|künstlichen stimme)(?:-?stimme)?)"
    r" (?:gelesen|vorgelesen|vertont|eingesprochen|generiert|erzeugt)\.?"
    # (xleft31) ... in the other languages: "This article was narrated by an AI voice", "Namluveno umělou inteligencí",
    # "Cet article est lu par une voix de synthèse.", "Esta noticia ha sido locutada con inteligencia artificial."
    r"|(?:this )?(?:article|story|audio(?: version)?)(?: is| was| has been)? (?:read|narrated|voiced|generated|produced)"
    r" (?:by|with|using) (?:an? )?(?:automated |artificial |ai |ai-generated |synthetic |computer-generated )?"
    r"(?:voice|intelligence|ai|text-to-speech)(?: technology)?\.?"
    r"|(?:(?:tento )?(?:článek|audio) (?:je |byl |bylo )?)?namluven[oa]? (?:pomocí )?(?:umělou inteligencí|umělé inteligence"
    r"|syntetickým hlasem|umělým hlasem)\.?"
    r"|(?:cet article|ce texte|cet audio|cette version audio) (?:est|a été) (?:lue?|généré|générée|narré|vocalisé) (?:par|avec)"
    r" (?:une )?(?:voix (?:de synthèse|artificielle|générée par (?:l['’])?ia)|(?:l['’])?intelligence artificielle|(?:l['’])?ia)\.?"
    r"|(?:esta noticia|este artículo|este audio|este contenido) (?:ha sido|fue|es|está) (?:locutad[oa]|narrad[oa]|leíd[oa]"
    r"|generad[oa]) (?:con|por|mediante) (?:una )?(?:inteligencia artificial|voz (?:sintética|artificial|generada por ia)|ia)\.?"
    # ... and its maker's credit: "Powered by Trinity Audio", "Voiced by Amazon Polly", "Propulsé par ETX Studio", "Con
    # la tecnología de Speechify" (the maker named: "Powered by" alone is another table's)
    r"|(?:powered by|voiced by|audio by|propulsé par|con (?:la )?tecnología de|bereitgestellt von|technologie von"
    r"|s technologií|využívá) (?:trinity audio|beyondwords|ad ?auris|speechify|amazon polly|play\.?ht|elevenlabs"
    r"|etx studio|readspeaker|instaread|wellsaid(?: labs)?|listen2it|remixd|audioburst|naturalreader|voicera)\.?"
    r"|(?:tento )?článek si (?:také |též |i )?můžete (?:také |též |i )?poslechnout(?: také| i)? v audioverzi\.?"
    r"|(?:tento )?článok si (?:môžete )?(?:aj )?(?:môžete )?vypočuť(?: aj)? v audioverzii\.?"
)
# a food blog's recipe card's buttons (WP Recipe Maker's, Tasty Recipes', Mediavine Create's, the recipe portals'):
# "Jump to Recipe", "Print Recipe", "Rezept drucken", "Imprimer la recette", (xfrit36) "Vota la ricetta", "Valorar
# receta"; a row of them or after the card's rating (INTERFACE)
RECIPE_TOOLS = (
    r"(?:jump to recipe|(?:print|pin|save|rate) (?:this )?recipe|zum rezept springen|rezept (?:drucken|merken"
    r"|speichern|pinnen|bewerten)|(?:aller|sauter) à la recette|(?:imprimer|épingler|noter) (?:la |cette )?recette"
    r"|(?:vai|salta) alla ricetta|(?:stampa|salva|valuta|vota) (?:la |questa )?ricetta|(?:ir|saltar|pasar) a la receta"
    r"|imprimir (?:la )?receta|valora(?:r)? (?:la |esta )?receta)"
)
# a messaging channel's prompt (session 23): "Únete a nuestro canal de WhatsApp", "Resta aggiornato con il nostro canale
# WhatsApp", "Rejoignez notre chaîne WhatsApp", "Folgen Sie unserem WhatsApp-Kanal", "Dołącz do naszego kanału"; alone in
# a block (INTERFACE) or (xfrit36) after a follow line ("Síguenos en Google News y únete a nuestro canal de WhatsApp para
# no perderte nada", a Spanish regional's closing line)
CHANNEL_JOIN = (
    r"(?:(?:únete a|suscr[ií]bete a|sigue) nuestro canal (?:de|en) (?:whatsapp|telegram)"
    r"|(?:iscriviti al|segui il|unisciti al|resta aggiornat[oa] con il) nostro canale (?:whatsapp|telegram)"
    # ((xleft34b) "Síguenos en nuestro canal de WhatsApp", "Follow our WhatsApp channel", "Join our Telegram channel")
    r"|síguenos en nuestro canal (?:de|en) (?:whatsapp|telegram)|(?:follow|join|subscribe to) our (?:whatsapp|telegram)"
    r" channel"
    # ((xnews29f) "Segui il canale WhatsApp", "Resta aggiornato, seguici su Telegram", "Suivez toute l'actualité de
    # Toulouse sur notre page Facebook")
    r"|(?:iscriviti al|segui il|unisciti al) canale (?:whatsapp|telegram)(?: di [\w.'’ -]{1,30})?"
    r"|resta aggiornat[oa],? seguici su (?:whatsapp|telegram|facebook|instagram|google news)"
    r"|suivez (?:toute )?l['’]actualité (?:de |du |des |d['’])[\w'’ -]{1,30} sur (?:notre page |notre compte )?(?:facebook|instagram|x|whatsapp)"
    r"|(?:rejoignez|suivez|abonnez-vous à) notre chaîne (?:whatsapp|telegram)"
    r"|(?:abonnieren sie|abonniere|folgen sie|folge) unsere[mn]? (?:whatsapp|telegram)-kanal"
    r"|(?:volg|abonneer je op|abonneer u op) ons (?:whatsapp|telegram)-kanaal"
    r"|(?:dołącz do naszego kanału|obserwuj nasz kanał) (?:na|w) (?:whatsapp|telegramie)"
    # ((xen39) the English papers' "Find The Irish Times on WhatsApp and stay up to date", "Follow the Independent on
    # WhatsApp", "Get our news on WhatsApp": the site found or followed on the channel, then why)
    r"|(?:find|follow|get) (?:us|[\w.'’ -]{1,40}?) on (?:whatsapp|telegram)(?: and stay (?:up to date|informed|in the loop))?)"
    # ((xfrit37) ... with what it brings: "Iscriviti al nostro canale WhatsApp per ricevere le notizie di Bassano",
    # "… pour recevoir l'essentiel de l'actualité", "… para recibir las noticias de …", "… to get the latest news")
    r"(?: (?:per ricevere|per restare aggiornat[oi] (?:su|con)|pour recevoir|para recibir|to (?:get|receive)|um)"
    r" [^.!?\n]{1,60})?"
)
# (xwiki37, xreview38) a link offering the page's own document as a file (``INTERFACE``): the verb, the words that may
# stand beside it, and the names of the document a page offers of itself (a press release, a report, a study, the
# article), not a file's own name
_FILE_VERB = r"(?:télécharger|download|herunterladen|scarica(?:re)?|stáhnout|stiahnuť|descargar)"
_FILE_FILLER = (r"(?:the|this|our|full|complete|whole|entire|free|here|now|as|le|la|l['’]|les|du|de|ce|cette|notre|ici|en"
                r"|complet|complète|intégral|intégrale|il|lo|questo|questa|qui|completo|completa|integrale|el|este|esta"
                r"|aquí|der|die|das|den|dem|diese[nmrs]?|unsere[nmrs]?|gesamte[nmrs]?|vollständige[nmrs]?|komplette[nmrs]?"
                r"|ganze[nmrs]?|hier|jetzt|als|im|zde|tu|celou|celý|celé|celú|tuto|tento|túto|pdf)")
_OWN_FILE = (r"(?:report|press release|release|communiqué(?: de presse)?|dossier de presse|rapport|bericht"
             r"|pressemitteilung|medienmitteilung|presseinformation|mitteilung|comunicato(?: stampa)?|tiskov(?:ou|á) zpráv[au]"
             r"|tlačov(?:ú|á) správ[au]|informe|nota de prensa|study|studie|étude|studio|estudio|article|artikel|articolo"
             r"|artículo|document|dokument|documento|fact ?sheet|brochure|broschüre|version|file|datei|fichier|page|seite)")


INTERFACE = (
    VIDEO_PROMPT,
    # share, print, e-mail, comments, "N comments"
    r"(?:partager|imprimer|envoyer par (?:e-?)?mail|commentaires|réagir|laisser un commentaire|ajouter un commentaire"
    r"|condividi|stampa|invia per (?:e-?)?mail|commenti|lascia un commento|commenta"
    r"|compartir|comparte (?:este art[ií]culo|esta noticia|esta nota)|imprimir|comentarios|deja un comentario|comentar"
    r"|compartilh(?:ar|e)|partilhar|comentários|deixe (?:um|seu) comentário"
    r"|delen|deel(?: dit (?:artikel|bericht))?|afdrukken|printen|reacties|reageer|laat een reactie achter"
    r"|udostępnij|podziel się|drukuj|komentarze|skomentuj|zostaw komentarz|dodaj komentarz"
    # (session 26) "Udostępnij artykuł", "Compartilhe esta matéria", "Partilhar artigo"
    r"|udostępnij(?: ten)? (?:artykuł|wpis|tekst)|(?:compartilh(?:ar|e)|partilh(?:ar|e)) (?:este |esta )?(?:artigo|matéria|notícia)"
    r"|zdieľať|zdieľajte|tlačiť|vytlačiť|komentáre|diskusia|sdílet|tisk|vytisknout|komentáře|diskuse"
    r"|megosztás|megosztom|nyomtatás|hozzászólások|kommentek|hozzászólok"
    r"|teilen|drucken|kommentare|kommentieren|schreibe(?:n sie)? einen kommentar|hinterlasse einen kommentar"
    r"|(?:teile(?:n sie)? (?:diesen|den) (?:beitrag|artikel)|(?:diesen |den )?(?:beitrag|artikel|seite) teilen|jetzt teilen)!?"
    r"|merken\.?"  # WordPress's Pinterest button ("Save" in German)
    r"|share|print|tweet|comments|leave a (?:comment|reply)|post a comment)"
    r"(?: (?:sur|on|su|en|em|op|na|auf|via|per|w) (?:facebook|twitter|x|linkedin|whatsapp|e-?mail|telegram|pinterest"
    r"|reddit|messenger|bluesky|threads|xing)\w*)?",
    r"(?:commentaires|commenti|comentarios|comentários|reacties|komentarze|komentáre|hozzászólások|kommentare"
    # (session 29) ... and a question's answers counted over them on a Q&A site or an advice column ("Odpovědi (2)",
    # "Antworten (3)", "Answers (12)", "Réponses (4)", "Reakce (5)")
    r"|answers|replies|antworten|odpovědi|odpovede|reakce|reakcie|réponses|risposte|respuestas|respostas|antwoorden)"
    r" ?\(\d+\)",
    r"\d+ (?:" + COMMENT_COUNT_NOUNS + ")",
    # pagination and the neighbouring post
    r"(?:page|pagina|página|seite|strana|stránka|strona|oldal|pagina) (?:suivante|précédente|successiva|precedente"
    r"|siguiente|anterior|seguinte)|(?:volgende|vorige|next|previous|nächste|vorherige|další|předchozí|ďalšia"
    r"|predchádzajúca|następna|poprzednia|következő|előző|próxima) (?:pagina|page|seite|strana|strona|oldal|página)"
    r"|(?:older|newer) (?:posts|entries)|(?:next|previous) (?:post|article|story)"
    r"|(?:article|billet) (?:suivant|précédent)|articolo (?:successivo|precedente)|art[ií]culo (?:anterior|siguiente)"
    r"|(?:artigo|post) (?:anterior|seguinte)|(?:nächster|vorheriger) (?:artikel|beitrag)"
    r"|(?:předchozí|další|následující) článek|(?:predchádzajúci|ďalší|nasledujúci) článok"
    # (session 26) WordPress's neighbouring post in its Spanish, Portuguese, Czech and Slovak themes
    r"|entrada (?:anterior|siguiente)|próxim[oa] (?:post|artigo|publicação)|publicação anterior"
    r"|(?:předchozí|další|následující) příspěvek|(?:predchádzajúci|ďalší|nasledujúci) príspevok"
    r"|(?:następny|poprzedni) (?:artykuł|wpis)|(?:volgend|vorig) (?:artikel|bericht)|(?:következő|előző) (?:cikk|bejegyzés)"
    r"|suivant|précédent|successivo|precedente|siguiente|anterior|volgende|vorige|następny|poprzedni|következő"
    r"|előző|ďalej|späť|zpět|vpřed",
    r"(?:page|seite|strana|stránka|strona|pagina|página|oldal) \d+ (?:of|sur|von|z|ze|di|de|van|z|/) \d+",
    # an advert's or a map's marker in the middle of the text: "Story continues below advertisement",
    # "Advertisement - Continue Reading Below", "Článek pokračuje pod reklamou", "Der Artikel wird unter der
    # Anzeige fortgesetzt", "L'article continue ci-dessous"
    r"(?:(?:(?:advertisement|ad)\s*[-–—:]?\s*)?(?:(?:the )?(?:story|article|text|content|post|review) )?"
    r"(?:continues|continue reading|keep reading) below(?: (?:this |the )?(?:advertisement|ad|video|image|map|graphic|chart))?"
    r"|(?:článek|text|článok) pokračuje(?: (?:pod|níže|nižšie|dál|ďalej|za)(?: \w+){0,2})?|pokračování článku|pokračovanie článku"
    r"|(?:der )?(?:artikel|text|beitrag) (?:wird |geht )?(?:unter(?:halb)?|nach) (?:der|dem|dieser|diesem) (?:anzeige|werbung|video)"
    r"(?: fortgesetzt| weiter)?|weiterlesen (?:nach|unter) der (?:anzeige|werbung)|fortsetzung (?:nach|unter) der (?:anzeige|werbung)"
    r"|(?:l['’])?article continue (?:ci-dessous|après (?:la|cette) publicité)|(?:la )?suite (?:de l['’]article )?(?:ci-dessous|après (?:la|cette) publicité)"
    r"|l['’]articolo continua (?:sotto|dopo la pubblicità)|(?:el )?art[ií]culo contin[uú]a (?:abajo|debajo|después de la publicidad)"
    r"|(?:dalsza część|dalszy ciąg) (?:artykułu|tekstu) (?:pod|poniżej)(?: (?:reklamą|materiałem wideo))?"
    r"|(?:(?:o )?(?:texto|artigo|conteúdo|matéria) )?continua (?:após [ao]|depois d[ao]) (?:publicidade|anúncio)"  # (session 26)
    r"|(?:het )?artikel gaat (?:hieronder )?verder(?: (?:onder|na) (?:de|deze) advertentie)?"
    # (session 23) "Continua a leggere dopo la pubblicità", "Sigue leyendo después de la publicidad", "La noticia
    # continúa tras la publicidad", "Lees verder na de advertentie", "Mehr nach der Anzeige"
    r"|continua (?:a leggere )?(?:dopo|sotto) (?:la pubblicità|l['’]annuncio|il video)"
    r"|(?:sigue|seguir|continúa|continuar) leyendo (?:(?:después de|tras|debajo de|bajo) (?:la publicidad|el anuncio|este anuncio)"
    r"|(?:después|debajo) del anuncio)"  # (xleft32) "Sigue leyendo después del anuncio"
    r"|(?:la noticia|la información|el texto) contin[uú]a (?:abajo|debajo|después de la publicidad|tras la publicidad)"
    r"|lees verder (?:na|onder) (?:de|deze) advertentie|(?:weiter|mehr) (?:nach|unter) der (?:anzeige|werbung))\.?",
    # a subscribe button's label alone: "SUBSCRIBE", "Jetzt abonnieren", "Abonnez-vous"
    r"(?:subscribe|subscribe now|subscribe today|abonnieren|jetzt abonnieren|abonnez-vous|s['’]abonner|abbonati"
    r"|suscr[ií]bete|assine(?: já)?|abonneren|subskrybuj|předplatit|predplatiť|odebírat|feliratkozás"
    r"|je m['’]abonne|abbonati ora|suscr[ií]bete ahora|abonneer nu|zasubskrybuj)!?",
    # a label for the byline or the author's box below it: "AUTOR", "Author:", "Auteur"
    r"autor(?:in|en|ka)?|authors?|auteur|autore|szerző",
    # advert labels, "close", "read more", "show more", "back to top", "skip to content"
    r"publicidad|publicidade|anuncio|advertentie|hirdetés|sponsorizzato|patrocinado|gesponsord|sponsorowane"
    r"|szponzorált|sponzorováno|sponzorované|cerrar|fechar|sluiten|zamknij|bezárás"
    r"|lire la suite|leggi (?:tutto|di più)|continua a leggere|leer más|(?:seguir|sigue) leyendo|ler mais|continuar lendo"
    r"|czytaj (?:dalej|więcej)|čítať ďalej|číst dál(?:e)?|tovább(?: olvasom)?|weiterlesen|mehr lesen"
    r"|continue reading(?: the main story)?|powered by|propulsé par|bereitgestellt von"
    r"|afficher (?:plus|moins)|voir plus|mostra (?:di più|altro)|ver m[aá]s"
    r"|toon meer|pokaż (?:więcej|mniej)|zobraziť (?:viac|menej)|több|mutass többet"
    r"|retour en haut(?: de (?:la )?page)?|torna (?:su|all['’]inizio)|volver arriba|voltar ao topo|terug naar boven"
    r"|powrót na górę|nahoru|nach oben|vissza (?:az oldal )?(?:a )?tetejére|back to top"
    r"|aller au contenu(?: principal)?|zum inhalt springen|vai al contenuto|ir al contenido|naar (?:de )?inhoud springen"
    r"|przejdź do (?:treści|zawartości)|přejít (?:na|k) obsah(?:u)?|preskočiť na obsah|ugrás a tartalomra",
    r"(?:photo|image|foto|kép|zdjęcie|imagen|immagine|imagem|afbeelding|fotka|obrázok) \d+ (?:sur|van|de|di|da|z|/|of) \d+",
    # reading times: "Lesezeit: 3 Minuten", "Temps de lecture : 5 min", "5 min read", "Tempo de leitura: 1 minuto"
    r"(?:(?:estimated )?(?:reading|read) time|lesezeit|lesedauer|temps de lecture|durée de lecture|tempo di lettura"
    r"|tiempo de lectura|tempo de leitura|leestijd|czas czytania|(?:doba|čas) čtení|čas čítania|olvasási idő|lecture"
    r"|lectura|lettura|leitura"
    # (session 27) "Lästid: 4 min", "Lukuaika 4 min", "Timp de citire: 3 minute", "Okuma süresi: 3 dakika", "Waktu baca 3 menit"
    r"|lästid|läsningstid|læsetid|lesetid|lukuaika|timp de (?:citire|lectură)|vrijeme čitanja|vreme čitanja|čas branja"
    r"|okuma süresi|waktu baca|thời gian đọc)"
    r"\s*:?\s*(?:ca\.\s*|~\s*|<\s*)?\d+\s*(?:min\w*\.?|perc|minut\w*|minúty?|minuty|dakika|menit|phút|minuutti\w*)",
    r"\d+\s*(?:min\.?|minutes?|minuten|minuti|minutos|minut|minuter|minutter|minuuttia|dakika|menit|phút)\s+(?:read|lesezeit"
    r"|lesedauer|de lecture|di lettura|de lectura|de leitura|leestijd|czytania|čtení|čítania"
    r"|läsning|lästid|læsning|læsetid|lesing|lesetid|lukuaika|de citire|čitanja|okuma|baca|đọc)",
    # a post's rating or feedback widget: "How useful was this post?", "War dieser Artikel hilfreich?", "Byl pro
    # vás tento článek užitečný?", its prompts and answers ("No votes so far! Be the first to rate this post.")
    r"(?:how (?:useful|helpful) was this (?:post|article|page|answer)|(?:was|did you find) this (?:post|article|page"
    r"|information|answer) (?:useful|helpful)|wie hilfreich war (?:dieser|diese[rs]?) (?:beitrag|artikel|seite)"
    r"|(?:war|ist) (?:dieser|diese[rs]?) (?:beitrag|artikel|seite) hilfreich|(?:cet|cette) (?:article|page|information)"
    r" (?:vous )?a-t-(?:il|elle) été utile|(?:questo|questa|quest['’]) ?(?:articolo|post|pagina) (?:ti |le )?è stat[oa] utile"
    r"|¿?(?:te|le) (?:ha resultado|resultó|ha sido|fue) útil (?:este artículo|esta información|esta página)"
    r"|byl (?:pro vás )?(?:tento )?článek (?:pro vás )?užitečný|pomohl vám (?:tento )?článek|bol (?:pre vás )?(?:tento )?"
    r"článok (?:pre vás )?užitočný|czy (?:ten )?(?:artykuł|wpis) (?:był|jest) (?:pomocny|przydatny)"
    # the feedback widget of Italy's municipal sites' template (Designers Italia) under every page
    r"|quanto sono chiare le informazioni (?:su|in) questa pagina|valuta da 1 a 5 stelle la pagina"
    # (session 28) ... and its contact box under it ("Contatta il comune": the same links on every page)
    r"|contatta il comune|leggi le domande frequenti|richiedi assistenza|chiama il numero verde(?: [\d ]{6,14})?"
    r"|prenota (?:un )?appuntamento|segnala (?:un )?disservizio"  # (not its "Problemi in città": a news subheading too)
    # (session 28) phpBB's code box header ("Code: Select all") and its statistics under a thread ("Who is online",
    # "Users browsing this forum: No registered users and 3 guests") in its languages
    r"|(?:code|codice|código|kód): (?:select all|alles auswählen|tout sélectionner|seleziona tutto|seleccionar todo"
    r"|vybrat vše|označiť všetko)|(?:who is online|wer ist online|qui est en ligne|chi c['’]è in linea|quién está conectado"
    r"|kdo je online|kto je online)\s?\??"
    r"|(?:users browsing this forum|mitglieder in diesem forum|utilisateurs parcourant ce forum|utenti presenti in"
    r" questo forum|visitano il forum|uživatelé procházející toto fórum|používatelia prezerajúci toto fórum): [^.!?]{1,100}"
    # ((xen39) vBulletin's line under a thread: "There are currently 3 users browsing this thread. (0 members and 3
    # guests)")
    r"|there (?:are|is) currently \d+ (?:users?|members?|guests?) browsing this (?:thread|forum|topic)\."
    r"(?: \(\d+ members? and \d+ guests?\))?"
    # ... and the page's feedback prompt of institutional and documentation sites (session 21): GOV.UK's "Is this
    # page useful?", "Was this helpful?", "Waren diese Informationen hilfreich?", "Hat Ihnen diese Seite
    # geholfen?", "Byla tato stránka užitečná?", "Ces informations vous ont-elles été utiles ?"
    r"|(?:is|was) this (?:page |information |article |answer |content )?(?:useful|helpful)"
    # ((xen38) ... Freshdesk's "Did you find it helpful? Yes No" under its solution articles)
    r"|did you find (?:it|this) (?:useful|helpful)"
    r"|did (?:this|the) (?:page|article|information|answer) help(?: you)?|did you find what you (?:were|are) looking for"
    # ((xother35) "verständlich": the Swiss cantons' "Ist diese Seite verständlich?")
    r"|(?:war|waren|ist|sind) (?:diese[rs]?|die) (?:beitrag|artikel|seite|information(?:en)?|antwort) (?:für sie )?"
    r"(?:hilfreich|verständlich|nützlich)"
    r"|(?:hat|haben) (?:ihnen|dir) (?:diese[rs]?|die) (?:seite|beitrag|artikel|information(?:en)?) (?:weiter)?geholfen"
    r"|wie zufrieden sind sie mit (?:dieser seite|diesen informationen|diesem (?:beitrag|artikel|angebot))"
    r"|(?:ces|les) informations (?:vous )?ont-elles été utiles|avez-vous trouvé (?:ce que vous cherchiez|l['’]information"
    r" (?:que vous cherchiez|recherchée))|le informazioni (?:di|su|in) questa pagina (?:ti |le )?sono state utili"
    r"|hai trovato (?:quello che cercavi|le informazioni che cercavi)"
    # ((xfrit39) ... and the box's heading over it, Québec.ca's "Évaluez cette page", "Rate this page", "Valuta questa
    # pagina", "Bewerten Sie diese Seite", "Evalúe esta página")
    r"|(?:évaluez|évaluer|notez) cette page|rate this page|valuta questa pagina|bewerten sie diese seite"
    r"|(?:evalúe|evalúa|valora) esta página"
    # ((session 36) ... and a help page's box under its answers, a heading over the way to ask: "Non hai trovato la
    # risposta?", "Didn't find your answer?", "Keine Antwort gefunden?", "Vous n'avez pas trouvé votre réponse ?",
    # "Nenašli jste odpověď?")
    r"|(?:non hai trovato|didn['’]t (?:you )?find|did not find|haven['’]t found|vous n['’]avez pas trouvé"
    r"|no (?:has )?encontr(?:aste|ado)|nenašli jste|nenašli ste) (?:(?:la|the|your|votre|tu) )?"
    r"(?:risposta|answer|réponse|respuesta|odpověď|odpoveď)(?: (?:che cercavi|you (?:were|are) looking for"
    r"|to your question|à votre question|a tu pregunta))?|keine (?:passende )?antwort gefunden"
    r"|(?:ihre|deine) frage (?:war )?nicht dabei"
    r"|byla (?:pro vás )?(?:tato )?stránka (?:pro vás )?užitečná|pomohla vám (?:tato )?stránka"
    r"|byly (?:pro vás )?(?:tyto )?informace (?:pro vás )?užitečné|pomohly vám (?:tyto )?informace"
    r"|byla (?:pro vás )?(?:tato )?informace (?:pro vás )?užitečná"
    r"|bola (?:pre vás )?(?:táto )?stránka (?:pre vás )?užitočná|pomohla vám (?:táto )?stránka"
    r"|boli (?:pre vás )?(?:tieto )?informácie (?:pre vás )?užitočné"
    # ((xfrit36) ... Swedish, Danish, Norwegian and Dutch municipalities': "Hjälpte informationen på den här sidan
    # dig?", "Var sidan till hjälp?", "Hjalp denne side dig?", "Fandt du det, du søgte?", "Hjalp informasjonen deg?",
    # "Fant du det du lette etter?", "Was deze informatie nuttig?", "Heeft deze informatie u geholpen?")
    r"|(?:hjälpte|hjalp) (?:informationen|informasjonen|sidan|siden|denne side|denne siden|den här sidan|innehållet"
    r"|indholdet|innholdet)(?: på (?:den här|denna|denne) (?:sidan|side|siden))? (?:dig|deg)"
    r"|(?:var|var den här|var denna|var denne|var dette) (?:sidan|siden|side|informationen|informasjonen)?"
    r"(?: på (?:denne|den här) (?:siden|sidan))? ?(?:till|til) (?:hjälp|hjælp|hjelp)(?: för dig| for deg| for dig)?"
    r"|(?:hittade du|fandt du|fant du) (?:det|den information|informasjonen) ?,? ?(?:du|som du) (?:sökte|letade efter|søgte"
    r"|ledte efter|lette etter|leter etter)"
    r"|(?:was|is) (?:deze|de) (?:informatie|pagina|tekst) (?:nuttig|duidelijk|behulpzaam)"
    r"|(?:heeft|hebben) (?:deze|de) (?:informatie|pagina) (?:u|je) (?:geholpen|verder geholpen)"
    r"|vond (?:u|je) (?:wat (?:u|je) zocht|de informatie die (?:u|je) zocht))\s*\??"
    # ... with its answers' buttons in the same block ("Was this page helpful? Yes No")
    r"(?:\s*(?:yes|no|ja|nein|oui|non|sì|si|ano|ne|áno|nie|nej|nei|nee)\b){0,2}"
    # ... and its thanks ("Thank you for your feedback!", "Vielen Dank für Ihr Feedback!")
    r"|(?:thank you|thanks) for your feedback[.!]?|(?:vielen )?dank(?:e)? für (?:ihr|dein) feedback[.!]?"
    r"|merci (?:pour|de) votre (?:retour|avis|réponse)[.!]?|grazie per il (?:tuo |suo )?(?:feedback|riscontro)[.!]?"
    r"|děkujeme za (?:vaši )?zpětnou vazbu[.!]?|ďakujeme za (?:vašu )?spätnú väzbu[.!]?"
    # ((xfrit37) ... and what the prompt says it is for, service-public.fr's "Votre avis nous aide à améliorer le site.")
    r"|(?:votre avis nous (?:aide|permet) (?:à|d['’]) ?améliorer|il (?:tuo|suo) (?:parere|feedback) ci aiuta a migliorare"
    r"|your feedback helps us (?:to )?improve|(?:ihr|dein) feedback hilft uns(?:,| dabei,)? (?:unser angebot|die seite"
    r"|diese seite|unsere (?:seite|website|inhalte)) zu verbessern|tu opini[óo]n nos ayuda a mejorar)"
    r"(?: (?:le|ce|the|this|il|questo|el|este) (?:site|sito|sitio|website|service|servizio|servicio|page|pagina|página))?[.!]?"
    r"|no votes so far! be the first to rate this post\.?|we are sorry that this post was not useful for you!?"
    # ((xen38) ... Freshdesk's answer to a "No", and a government page's note under its feedback form: "Sorry we
    # couldn't be helpful. Help us improve this article with your feedback.", "Do not include personal information in
    # your feedback. We cannot respond to feedback.")
    r"|(?:we['’]re )?sorry,? (?:that )?we couldn['’]t be helpful[.!]?(?: help us improve this (?:article|page) with your"
    r" feedback[.!]?)?"
    # ((xreview39) "in your comments" only with the note that none is answered: a class blog's or a safety guide's
    # rule "Do not share personal information in your comments." is its text)
    r"|(?:please )?do(?: not|n['’]t) (?:include|enter|share) (?:any )?personal (?:or financial )?(?:information|details)"
    r" in (?:your|this) (?:feedback|form|comments?(?=[.!]? we))[.!]?(?: we (?:cannot|can['’]t|will not|won['’]t|do not"
    r"|don['’]t) (?:respond|reply) to (?:your |individual )?(?:feedback|comments)[.!]?)?"
    r"|let us improve this post!?|tell us how we can improve this post\??|click on a star to rate it!?"
    r"|(?:you have|you['’]ve) already voted\.?|sie haben bereits abgestimmt\.?|vous avez déjà voté\.?|hai già votato\.?"
    r"|ya has votado\.?|(?:už|již) jste hlasoval[ia]?\.?|(?:už|již) ste hlasovali\.?"
    # (session 28) ... and the link under it to report a mistake on the page (GOV.UK's "Report a problem with this
    # page", the Slovak state design manual's "Nahlásiť chybu na stránke")
    r"|report (?:a problem|an error|a mistake|an issue) (?:with|on) this page|(?:einen )?fehler auf dieser seite melden"
    r"|signaler une erreur sur cette page|segnala un errore (?:su|in) questa pagina|nahlásit chybu na stránce"
    r"|nahlásiť chybu na stránke",
    # WordPress's (Jetpack's) placeholders, rendered as text by a page without scripts: "This slideshow requires
    # JavaScript.", "Gefällt mir Wird geladen …" (the like button and its loading text)
    r"(?:this slideshow|diese diashow|ce diaporama|questa presentazione|esta presentación|tato prezentace"
    r"|ten pokaz slajdów) (?:requires|benötigt|nécessite|richiede|requiere|vyžaduje|wymaga) javascript\.?"
    # (xshort37) a JavaScript application's shell, its <noscript> message: "You need to enable JavaScript to run this
    # app." (Create React App), "Bitte aktivieren Sie JavaScript.", "Veuillez activer JavaScript", "Abilita JavaScript"
    r"|you need to enable javascript to run this app\.?|(?:please )?enable javascript to (?:view|use|continue)\b.{0,40}"
    r"|bitte aktivieren sie javascript\b.{0,60}|(?:veuillez )?activer javascript\b.{0,60}"
    r"|(?:per favore )?abilita(?:re)? javascript\b.{0,60}|(?:prosím )?(?:povolte|zapněte) javascript\b.{0,60}"
    r"|(?:like|gefällt mir|j['’]aime|mi piace|me gusta|to se mi líbí|lubię to!?|vind[- ]ik[- ]leuk|páči sa mi to|curtir"
    r"|gosto disto|gostar|tetszik) (?:loading|wird geladen|lade|chargement|caricamento|cargando|načítání|ładowanie"
    r"|wczytywanie|laden|načítava sa|carregando|a carregar|betöltés)\s*(?:\.{2,3}|…)?",
    # a count of views (and comments) alone: "111112 zhlédnutí", "čteno: 327x názorů: 0", "1.234 Aufrufe"
    r"(?:(?:čteno|přečteno|zhlédnuto|zobrazeno|views|aufrufe|zugriffe|hits|visite|accessi|affichages|gelesen|vues"
    r"|lectures|visualizzazioni|letture"
    r"|visualizaciones|lecturas|visitas|wyświetle\w*|odsłon\w*|prečítané|videné|názorů|komentářů|comments|kommentare"
    r"|commentaires|commenti|comentarios|komentarzy)\s*:?\s*[\d\s.,]*\d+\s*[kmx×]?\s*[|•·,]?\s*)+"
    r"|[\d.,\s]*\d\s*[km]?\s*(?:zhlédnutí|přečtení|zobrazení|views|aufrufe|mal gelesen|vues|lectures|visualizzazioni"
    r"|letture|visualizaciones|lecturas|wyświetleń|odsłon|videní|prečítaní|reproducciones|riproduzioni|wiedergaben)"
    # ((xshopforum38) ... with a Q&A site's link to who voted for the answer after it: "1.2K views · View upvotes")
    r"(?:\s*·\s*(?:view (?:\d+ )?upvotes|visualizza (?:i )?voti positivi))?",
    # a paywall's line: "To read the rest of this story subscribe to STAT+.", "Cet article est réservé aux abonnés."
    r"(?:to )?(?:read|continue reading|keep reading) (?:the (?:rest|full) of )?(?:this|the) (?:story|article)"
    r"(?: in full)?,? (?:please )?(?:subscribe|sign in|log in|become a (?:member|subscriber))\b.{0,40}"
    r"|this (?:article|story|content|post) is (?:exclusive|only available|available only|reserved) (?:to|for) .{0,30}"
    r"(?:subscribers|members)\.?"
    # (Ghost's members-only post: "This post is for subscribers only", "... for paying subscribers only")
    r"|this (?:article|story|content|post) is for (?:paying |paid |premium )?(?:subscribers|members) only\.?"
    r"|(?:dieser|der) (?:artikel|beitrag|inhalt) ist (?:exklusiv |nur )?für (?:\w+[- ])?(?:abonnenten|abonnentinnen"
    r"|abonnent\*innen|mitglieder)(?: (?:verfügbar|sichtbar|reserviert|lesbar))?\.?"
    r"|(?:cet article|la suite de cet article|la suite) est réservée? aux abonnés\.?"
    r"(?: déjà abonnée?s? ?\??(?: (?:se connecter|connectez-vous|je me connecte))?)?"  # "…aux abonnés. Déjà abonné ?"
    # (session 23) the label alone: "Riservato agli abbonati", "Exclusivo para suscriptores"
    r"|(?:articolo |contenuto )?riservato agli abbonati\.?|(?:contenido |artículo )?exclusivo para (?:suscriptores|socios|abonados)\.?"
    r"|(?:questo articolo|il resto dell['’]articolo) è riservato agli abbonati\.?"
    r"|este (?:artículo|contenido) es exclusivo para (?:suscriptores|socios)\.?"
    r"|(?:tento )?článek je (?:dostupný |určen |exkluzivně )?(?:pouze |jen )?pro předplatitele\.?"
    r"|(?:tento )?článok je (?:dostupný |určený |exkluzívne )?(?:iba |len )?pre predplatiteľov\.?",
    # a form's or a widget's message: "Thanks for signing up!", "Please enter a valid email address",
    # "Something went wrong", a search box's "No results found"
    r"(?:thanks?(?: you)? for (?:signing up|subscribing)|vielen dank für (?:ihre|deine) anmeldung|merci (?:pour|de) "
    r"votre inscription|grazie per (?:l['’]iscrizione|esserti iscritto)|¡?gracias por (?:suscribirte|registrarte)"
    r"|děkujeme za (?:přihlášení|registraci)|ďakujeme za (?:prihlásenie|registráciu)|dziękujemy za zapisanie się)"
    r"(?: (?:to|zu|à|a|k|do) (?:our|the|unserem|unserer|notre|la|alla|nuestro|odběru|newslett\w*)(?: \w+)?)?\s*[.!]?"
    r"|please enter a valid (?:\w+ )?(?:e-?mail(?: address)?|phone number)\.?|bitte gib eine gültige e-mail-adresse ein\.?"
    r"|something went wrong(?:[.!]? (?:please )?try again(?: later)?)?[.!]?|etwas ist schiefgelaufen[.!]?"
    r"|une erreur s['’]est produite[.!]?|si è verificato un errore[.!]?|algo (?:salió|ha salido) mal[.!]?"
    r"|něco se pokazilo[.!]?|niečo sa pokazilo[.!]?|coś poszło nie tak[.!]?"
    r"|(?:alle )?suchergebnisse anzeigen(?: \(\d*\))?|keine suchergebnisse gefunden!?|weitere suchvorschläge"
    r"|no results found\.?|show all (?:search )?results|aucun résultat(?: trouvé)?|nessun risultato(?: trovato)?"
    r"|no se encontraron resultados|nebyly nalezeny žádné výsledky|brak wyników",
    ARTICLE_AUDIO,
    # (xnews35) ... after the player's elapsed and total time, the two run into its label from their elements
    # ("00:00 / 02:45Poslechněte si celý článek")
    r"[0-9]{1,2}:\d\d(?::\d\d)?\s*/\s*\d{1,2}:\d\d(?::\d\d)?\s*(?:" + ARTICLE_AUDIO + ")",
    # (xnews35) an AMP page's link to its site's full page under the article: "View full site", "View non-AMP version",
    # "Zobraziť celú verziu článku", "Zobrazit plnou verzi", "Vollständige Version anzeigen", "Voir la version complète",
    # "Pełna wersja artykułu"
    r"(?:view|see|go to|switch to|show) (?:the )?(?:full (?:site|version|article|story|page)|non-amp(?: version| page)?"
    r"|desktop (?:site|version))|(?:zobrazit|zobraziť|přejít na|prejsť na) (?:celou |celú |plnou |plnú )?(?:verzi|verziu)"
    r"(?: (?:článku|webu|stránky))?|(?:plná|plnú|celá) verze (?:článku|webu)|(?:vollständige|ganze) (?:version|artikel)"
    r" (?:anzeigen|ansehen|lesen)|voir (?:la )?version (?:complète|classique|du site)|versione (?:completa|desktop)"
    r"(?: dell['’]articolo| del sito)?|ver (?:la )?versión (?:completa|de escritorio)|pełna wersja (?:artykułu|strony|serwisu)",
    # a link back to the list a page belongs to: "Zurück zur Übersicht", "Back to overview"
    r"(?:back to (?:the )?(?:overview|list|all (?:posts|articles|news|stories))|zurück zur (?:übersicht|liste)"
    r"|retour (?:à la liste|aux actualités)|torna all['’]elenco|volver al listado|zpět na (?:přehled|seznam|výpis)"
    r"|späť na (?:prehľad|zoznam)|powrót do listy)",
    # (xwiki37) a link that offers the page's document as a file, its format and size after its words: a press
    # release's or a report's "Télécharger le communiqué PDF – 180 Ko", "Download the full report (PDF, 2.4 MB)",
    # "Bericht herunterladen (PDF, 1,2 MB)" (the DSFR's "fr-download"): no sentence of the text; with its verb only (a
    # town's forms, "Antrag auf Mietzuschuss (PDF, 245 KB)", are the page's own list); (xreview38) the verb alone or
    # with a word naming the page's document (``_OWN_FILE``), not a file of its own name: a school's or a charity's
    # downloads page lists its files so ("Schulordnung herunterladen (PDF, 120 KB)", "Hygieneplan – Download (PDF,
    # 157 KB)", "Download Safeguarding policy (PDF, 4.2 MB)"), the page's whole text, which went
    r"(?:" + _FILE_VERB + r"(?:[ ,:–-]{1,3}" + _FILE_FILLER + r"){0,3}(?:[ ,:–-]{1,3}" + _OWN_FILE + r")?"
    r"|(?:" + _FILE_FILLER + r"[ ,:–-]{1,3}){0,3}" + _OWN_FILE + r"(?:[ ,:–-]{1,3}" + _FILE_FILLER + r"){0,2}[ ,:–-]{1,3}"
    + _FILE_VERB + r")"
    r"[ ,:–-]{1,3}\(?(?:pdf|docx?|xlsx?|pptx?|odt|ods|rtf|zip|epub)[ ,:–-]{1,3}\d+(?:[.,]\d+)? ?(?:[kmg]i?b|[kmg]o|bytes?)\)?",
    # the tools at the foot of an institutional site's page (TYPO3, Drupal, Plone, Joomla, Bootstrap Italia), alone
    # in a block whose link is an anchor or a script (no link text left to judge it by): "Zurück nach oben",
    # "Seite drucken", "Haut de la page", "Plan du site", "Torna in alto", "Stampa la pagina"
    r"(?:zurück |springe )?(?:nach oben|zum (?:seiten)?anfang(?: der seite)?)(?: springen| scrollen)?|seitenanfang"
    r"|(?:diese )?seite (?:drucken|empfehlen|weiterempfehlen|versenden|teilen|merken|vorlesen)|seitenübersicht"
    r"|(?:go |scroll |return |jump )?(?:back )?to (?:the )?top(?: of (?:the )?page)?|top of (?:the )?page"
    r"|print (?:this |the )?page|share this page|site ?map"
    r"|(?:retour |revenir )?(?:en )?haut de (?:la )?page|remonter(?: en haut)?|retour en haut"
    r"|(?:imprimer|envoyer|partager) (?:cette|la) page|plan du site"
    r"|torna (?:in alto|su|all['’]inizio(?: della pagina)?)|(?:vai a |torna a )?inizio pagina"
    r"|(?:stampa|condividi|invia) (?:questa |la )?pagina|mappa del sito"
    r"|(?:tisk|vytisknout|tisknout|tlač|vytlačiť|tlačiť) (?:této |tejto )?(?:stránky|stránku|stranu|strany)"
    r"|(?:zpět )?na začátek(?: stránky)?|(?:späť )?na začiatok(?: stránky)?|nahoru|hore"
    r"|report a problem with this page|is there anything wrong with this page\??|(?:einen )?fehler auf dieser seite melden"
    # (session 25) a page's PDF, its accessibility report, its feedback link and its reader ("ReadSpeaker") in their
    # other words: "Seite als PDF", "Barriere melden", "Feedback zu dieser Seite", "Listen to this page", "Écouter"
    r"|seite als pdf(?: herunterladen| speichern| anzeigen)?|(?:eine )?barriere melden|feedback zu dieser seite"
    r"|report an? (?:error|problem|issue|mistake) (?:on|with|in) this page|listen to (?:this|the) page"
    r"|(?:diese )?seite anhören|écouter(?: (?:cette|la) page)?|ascolta(?: (?:questa |la )?pagina)?"
    r"|signaler une erreur sur cette page|segnala un errore(?: in questa pagina)?|nahlásit chybu(?: na stránce)?"
    # ... the heading of their box ("Seitenfunktionen") and a text size switch ("Schriftgröße: A A+ A++")
    r"|seitenfunktionen|seitenwerkzeuge|page tools|outils de la page|strumenti (?:della )?pagina|nástroje stránky"
    r"|(?:schriftgröße|textgröße|font size|text size|taille du texte|dimensione (?:del )?testo|velikost písma)\s*:?"
    r"(?:\s*a[+-]{0,2}){1,4}",
    # ... two or more of them in one line: "Seite drucken | Nach oben", "Print page | Back to top", "Tisk stránky |
    # Zpět nahoru"
    r"(?:(?:(?:diese )?seite drucken|drucken|(?:zurück )?nach oben|print(?: this| the)? page|print|(?:back )?to top"
    r"|tisk(?: stránky)?|vytisknout(?: stránku)?|(?:zpět )?nahoru|tlačiť(?: stránku)?|(?:späť )?hore|imprimer(?: la page)?"
    r"|haut de (?:la )?page|stampa(?: la pagina)?|torna su|(?:seite )?teilen|share(?: this page)?|sdílet|partager"
    r"|(?:seite )?vorlesen|(?:seite )?empfehlen"
    r"|condividi)\s*(?:[|·•/]\s*)?){2,}",  # (one way to split the spaces around a bar: "[|·•/]?" between two
    # "\s*" tried each split of every gap, 2**n steps, 0.8 s on a 120-character line of "drucken " that was none)
    # a label left without its value (the date or the name went as boilerplate, or was never filled in):
    # "Posted by", "Updated on", "Veröffentlicht am", "Publié le"
    r"(?:posted|published|updated|last updated|written)(?: on| by| at| in)?|(?:veröffentlicht|aktualisiert) am"
    r"|geschrieben von|(?:publié|mis à jour) le|écrit par|(?:pubblicato|aggiornato) il|scritto da"
    r"|(?:publicado|actualizado) el|escrito por|publikováno|aktualizováno|napsal[a]?|opublikowano|zaktualizowano",
    # a gallery's button and a "read more"/"read less" toggle: "View Image Gallery", "Zur Bildergalerie"
    r"(?:view|open|see) (?:the )?(?:image |photo )?gallery|zur (?:bilder|foto)galerie|(?:bilder|foto)galerie (?:öffnen"
    r"|ansehen|anzeigen)|voir la galerie(?: photos?)?|zobrazit (?:foto)?galerii|apri (?:la )?galleria|ver (?:la )?galería"
    r"|read (?:less|more) read (?:more|less)"
    # (session 24) "Fotostrecke ansehen", "Zur Fotostrecke", "Guarda la gallery", "Guarda le foto", "Voir la galerie (12
    # photos)", "Zobraziť galériu", an Instagram embed's fallback link "View this post on Instagram" in its languages
    r"|(?:zur )?fotostrecke(?: ansehen| öffnen| anzeigen)?|(?:guarda|sfoglia|vedi) (?:la )?(?:gallery|galleria|fotogallery)"
    r"|guarda (?:le|tutte le) foto|voir (?:la galerie|les photos|le diaporama)(?: photos?)? \(\d{1,3} (?:photos?|images?)\)"
    r"|zobraziť (?:foto)?galériu|(?:view|see) this (?:post|photo|video|reel) on instagram"
    r"|(?:diesen beitrag|dieses foto|dieses video) auf instagram ansehen|voir cette publication sur instagram"
    r"|visualizza questo post su instagram|(?:zobrazit|zobraziť) (?:tento |tenhle )?(?:příspěvek|príspevok) na instagram(?:u|e)"
    # (xnews34) ... and the embed's line naming its account, in the languages Instagram writes it ("A post shared by
    # Stadt Köln (@stadtkoeln)", "Post udostępniony przez …", "Ein Beitrag geteilt von …", "Une publication partagée
    # par …", "Příspěvek sdílený uživatelem …"), its day after it in the older embeds ("… on Jun 16, 2019 at 7:30am
    # PDT"); its fallback link in Polish, Dutch, Spanish and Portuguese ("Wyświetl ten post na Instagramie")
    r"|(?:a post shared by|ein beitrag geteilt von|une publication partagée par|un post condiviso da"
    r"|una publicación compartida (?:de|por)|uma publicação (?:compartilhada|partilhada) (?:por|de)|een bericht gedeeld door"
    r"|post udostępniony przez|příspěvek sdílený uživatelem|príspevok zdieľaný používateľom|o postare distribuită de"
    r"|ett inlägg delat av|et (?:opslag|innlegg) delt af|et innlegg delt av|objava koju (?:dijeli|deli))"
    # ((xreview35) the day a day, a month and a year: "on Monday drew thousands of replies" after the account is a
    # report's sentence about the post)
    r" [^\n]{1,60}?\(@[\w.]{1,30}\)(?: (?:on|am|le|il|el|em|op|dnia|dne|dňa|pe|den|på) (?:[^\W\d]{3,10}\.? \d{1,2},?"
    r"|\d{1,2}\.? (?:de )?[^\W\d]{3,10}\.?(?: de)?) \d{4}(?: [^\n]{1,30})?)?"
    r"|wyświetl ten post na instagramie|bekijk dit bericht op instagram|ver esta publicación en instagram"
    r"|ver (?:esta|essa) publicação no instagram",
    # NB: the languages that name the account first ("Stadt Köln (@stadtkoeln) által megosztott bejegyzés") are in
    # EMBED_ACCOUNT_FIRST, asked apart: the name is any word and would be tried on every block of every first letter
    # the heading of the author's box: "About the author", "Über den Autor", "O autorovi"
    AUTHOR_HEADING,
    # German, French, Italian, Spanish, Dutch and Polish buttons of the article's tool bar, alone in a block:
    # "Artikel drucken", "Zum Seitenanfang", "Auf Facebook teilen", "Link kopieren", "Zur Startseite", "Haut de page"
    r"artikel (?:drucken|versenden|verschicken|senden|merken|speichern|vorlesen|empfehlen|kommentieren)"
    r"|imprimer l['’]article|stampa (?:l['’]articolo|la notizia)|imprimir (?:la )?noticia|artikel afdrukken"
    r"|(?:aggiungi ai|añadir a|zu den) (?:preferiti|favoritos|favoriten)(?: hinzufügen)?|toevoegen aan favorieten"
    r"|dodaj do ulubionych|salva|sauvegarder|commenter|réagir à cet article"
    r"|(?:zum |zurück zum )?seitenanfang|nach oben scrollen|haut de page|retour à l['’]accueil|torna alla home(?:page)?"
    r"|wróć na górę|twittern|(?:auf|bei|via) (?:facebook|x|twitter|whatsapp|linkedin|xing|pinterest|threads|bluesky)"
    r" (?:teilen|posten|empfehlen)|per (?:e-?mail|whatsapp|sms) (?:versenden|teilen|senden|empfehlen|weiterleiten)"
    r"|partager par (?:e-?mail|courriel)|condividi (?:via|per) e-?mail"
    r"|link kopieren|copier le lien|copia (?:il )?link|copiar (?:el )?enlace|kopieer (?:de )?link|kopiuj link|copy link"
    r"|zur (?:startseite|homepage|übersicht|galerie|bildergalerie|fotostrecke|mobilen ansicht|desktop-ansicht)"
    r"(?: \(\d+ (?:bilder|fotos)\))?"  # (xleft32) "Zur Bildergalerie (12 Bilder)"
    r"|(?:alle|mehr) (?:news|meldungen|artikel|beiträge|nachrichten)|mehr infos?|weitere infos"
    r"|(?:jetzt |hier )?(?:weiter lesen|weiterlesen|artikel lesen|lesen)|zum (?:artikel|beitrag|video)"
    r"|(?:video|podcast|audio) (?:abspielen|ansehen|anhören)|jetzt (?:anhören|ansehen)|voir la vidéo|guarda il video|ver (?:el )?v[ií]deo|vídeo"
    r"|bildergalerie|fotogalerie|fotostrecke|galerie photos?|galleria (?:fotografica|foto|immagini)|fotogallery"
    r"|druckversion|druckansicht|seite drucken|fehler (?:melden|gefunden\?)|(?:beitrag|kommentar) melden"
    r"|kommentar (?:schreiben|verfassen|abgeben|hinzufügen)|diskutieren sie mit|leserkommentare"
    r"|(?:alle )?kommentare (?:anzeigen|lesen|ansehen|einblenden)|zu den kommentaren|zur diskussion"
    r"|(?:voir|afficher|lire) (?:les|tous les) commentaires|(?:leggi|vedi|mostra) (?:i|tutti i) commenti"
    r"|ver (?:los )?comentarios|plaats een reactie|(?:view|show|read|see) (?:all )?comments"
    r"|signaler(?: un abus| ce commentaire)?|segnala(?: abuso| commento)?|direkt zum inhalt"
    r"|zum hauptinhalt(?: springen)?|zur (?:navigation|suche)(?: springen)?|suche|suchen|rechercher|cerca|buscar|zoeken|szukaj"
    r"|hat (?:ihnen|dir) (?:dieser|der) (?:artikel|beitrag) gefallen\??(?:\s+(?:dann )?(?:teilen sie|teile) (?:ihn|es|den artikel)"
    r"[^.!?]{0,40}[.!]?)?|cet article vous a plu\s?\??"
    # (session 23) "Cet article vous a été utile ?", "Signaler une erreur",
    # "Comunicar un error", "Zgłoś błąd", "Fout gezien?", "Zurück zur Startseite"
    r"|cet article vous a(?:-t-il)? été utile\s?\??"
    r"|signaler (?:une erreur|une faute|un problème)|(?:comunicar|reportar|notificar) (?:un )?error|zgłoś (?:błąd|uwagę)"
    # ((xnews29f) "Vous avez repéré une erreur ? Contactez-nous.", "Hai notato un errore? Segnalacelo")
    r"|vous avez (?:repéré|relevé|constaté|trouvé) une (?:erreur|faute|coquille)\s?\?(?:\s*(?:contactez-nous|signalez-la(?:-nous)?|écrivez-nous)\.?)?"
    r"|hai (?:notato|trovato|visto) un errore\s?\?(?:\s*(?:segnalacelo|scrivici|contattaci)\.?)?"
    r"|fout gezien\s?\??(?: (?:mail|meld het aan|laat het) (?:de|ons weten)(?: redactie)?\.?)?|zurück zur startseite"
    r"|ti è piaciuto (?:questo articolo|l['’]articolo)\??|¿?te ha gustado (?:este|el) artículo\??"
    # ((xleft34b) a French public service page's stamp of its last check with the office answering for it,
    # service-public.fr's "Vérifié le 01 janvier 2026 - Direction de l'information légale et administrative (Premier
    # ministre)")
    r"|vérifié le \d{1,2}(?:er)? [a-zéû]+ \d{4}(?: - [^.!?\n]{1,90})?"
    r"|(?:folgen sie uns|folge uns|suivez-nous|seguici|segui|síguenos|volg ons|obserwuj nas|follow us"
    r"|urmărește-ne|urmăriți-ne|urmareste-ne|urmariti-ne"  # ((xnews31) "Urmărește-ne pe Google News")
    r"|sledite nam)"  # ((xleft34b) Slovene: "Sledite nam na Google News", "Sledite nam tudi na Telegramu")
    # ((xleft34b) ... a second network with its own preposition: "Seguici su Google News e su Telegram")
    r"(?:(?: tudi)? (?:auf|bei|on|sur|su|en|op|na|w|pe) (?:google (?:news|actualités|noticias|notizie|nieuws)|[\w-]+)"
    r"(?:(?:,| und| and| et| e| y| en| i| și| in)(?: (?:auf|on|sur|su|en|op|na|w|pe))? (?:google news|[\w-]+))*)?"
    r"(?:,? (?:y|and|und|et|e|en|i) " + CHANNEL_JOIN + r")?"
    # ((xnews31) ... and what following spares the reader: "… so you never miss a story", "… damit Sie nichts verpassen")
    r"(?:,? (?:so (?:that )?you (?:never|don['’]t) miss (?:a thing|anything|a story|out)|damit (?:sie|du) nichts (?:mehr )?verpass(?:en|t)"
    r"|pour ne rien (?:manquer|rater)(?: de l['’]actualité)?|per non perdere (?:nulla|niente)|para no perderte nada|om niets te missen"
    # ((xleft35) ... joined by "and" or an infinitive: "Folgen Sie uns auf Google News und verpassen Sie keine Nachrichten
    # mehr", "… and never miss a story", "… to stay up to date with the latest news", "… et ne manquez aucune
    # actualité", "… e non perdere le ultime notizie", "… y no te pierdas ninguna noticia", "… en mis geen nieuws
    # meer", "… i bądź na bieżąco")
    r"|(?:und )?verpass(?:en sie|e) (?:keine|nie wieder|keine wichtigen) (?:nachrichten|news|neuigkeiten|meldungen|infos)(?: mehr)?"
    r"|um (?:keine|nie wieder) (?:nachrichten|news|neuigkeiten|meldungen) (?:mehr )?zu verpassen"
    r"|(?:and|to) never miss (?:a story|an update|a thing|the latest(?: news| stories| updates)?)"
    r"|(?:and|to) stay (?:up to date|informed|updated)(?: (?:with|on) (?:all )?(?:the|our) latest(?: news| stories| updates)?)?"
    r"|for the latest (?:news|stories|updates)"
    r"|(?:et )?ne (?:manquez|ratez) (?:plus )?aucune (?:actualité|information|info)"
    r"|(?:e |per )?non perdere (?:nessuna notizia|le ultime notizie)"
    r"|(?:y )?no te pierdas (?:ninguna noticia|nada|las últimas noticias)|para no perderte ninguna noticia"
    r"|en mis (?:geen|nooit meer) (?:nieuws|artikel|update)(?: meer)?"
    r"|(?:i|aby|by|żeby) (?:bądź|być) na bieżąco(?: z (?:najważniejszymi |najnowszymi )?(?:wiadomościami|informacjami|newsami))?"
    r"|per (?:restare|rimanere|essere sempre) aggiornat[oi] (?:sulle|su tutte le) notizie(?: di [\w'’ -]{1,30})?"
    r"|(?:żeby|aby|by) nic (?:cię|was) nie ominęło))?"
    r"[.!]?"  # ((xleft30) "Follow us on X!", "Folge uns auf Instagram und Facebook!")
    r"|in den warenkorb|ajouter au panier|aggiungi al carrello|añadir al carrito|in (?:de )?winkelwagen"
    r"|dodaj do koszyka|(?:propulsé par|bereitgestellt von) [\w.-]+"
    r"|riproduzione riservata\s*©?(?:\s*(?:copyright\s+)?(?:ansa|agi|adnkronos|lapresse|askanews|[\w.-]+\.it))?"
    r"|alle rechten voorbehouden"
    # (session 24) Ouest-France's prompt under every article: "Cet article vous a été utile ? Sachez que vous pouvez
    # suivre Ouest-France dans l'application Google Actualités."
    r"|(?:cet article vous a(?:-t-il)? été utile\s?\?\s*)?(?:sachez que )?vous pouvez (?:aussi |également )?suivre"
    r" [\w'’ .-]{1,40} (?:(?:dans l['’]application|sur) google (?:actualités|news)\.?"
    # ((xnews31) ... or actu.fr's, on its hundreds of local editions: "… suivre Actu Rouen dans l'espace Mon Actu. En un
    # clic, après inscription, vous y retrouverez toute l'actualité de vos villes et marques favorites.")
    r"|dans l['’]espace mon actu\.?(?: en un clic, après inscription, vous y retrouverez toute l['’]actualité de vos"
    r" villes et marques favorites\.?)?)"
    r"|" + CHANNEL_JOIN + r"[.!]?"
    # an affiliate link's mark alone: "*Affiliate-Link", "Werbelink*"
    r"|\*?\s?(?:affiliate|werbe|provisions|partner)-?links?\s?\*?"
    # a shop's or a review's call to buy: "Jetzt kaufen", "Zum Angebot", "Jetzt bei Amazon ansehen"
    r"|jetzt (?:kaufen|bestellen)|zum (?:angebot|shop)|(?:jetzt |hier )?bei amazon (?:ansehen|kaufen|bestellen)"
    # ... with the product's name (session 23): "Den Beef Maker bei Amazon ansehen", "View on Amazon", "Check price on Amazon"
    r"|(?:den|die|das) (?:[\w.'’-]+ ){1,6}bei amazon (?:ansehen|kaufen|bestellen)"
    r"|(?:view|buy|see|shop|check (?:the )?price|see (?:the )?price|see it|buy it|get it) (?:now )?(?:on|at) amazon"
    r"|acheter sur amazon|compra su amazon|comprar en amazon"
    # a picture's credit as a sentence: "Das Bildmaterial wurde von … zur Verfügung gestellt.", "Mit freundlicher
    # Genehmigung von …"
    r"|(?:das |die )?(?:bildmaterial|bilder|fotos?|abbildungen?)(?: wurden?)? (?:uns )?(?:freundlicherweise )?"
    r"(?:von|durch) .{1,80} zur verfügung gestellt\.?|mit freundlicher genehmigung (?:von|der|des) .{1,60}"
    r"|(?:jetzt )?(?:zum|für den|für unseren) newsletter anmelden|(?:zur )?newsletter-anmeldung|newsletter"
    r"|(?:jetzt )?(?:unseren|den) (?:kostenlosen )?newsletter abonnieren[.!]?"
    # (session 24) a newsletter box's label: "Unser Newsletter", "Our newsletter", "Notre newsletter", "Náš newsletter"
    r"|(?:unser(?: kostenloser)?|our(?: free)?|notre|la nostra|náš|náš bezplatný|nuestra|nuestro) newsletter"
    # ... and a news site's or a blog platform's buttons alone (session 24): "Gift Article", "Comment on this story",
    # "Skip Advertisement", "Supported by" (a sponsor's label), "Read in app", "Ready for more?", Substack's "Restack",
    # Medium's "Responses (3)" (not "Like", "Comment" alone: a table's column; nor "260 followers": a profile's)
    r"|gift (?:this )?article|comment on this (?:story|article)|skip advertisement|supported by|read in (?:the )?app"
    r"|ready for more\?|restack|responses \(\d+\)"
    r"|speichern|anhören|video|vidéo|galerie|galleria|mehr|zur kasse|(?:auf (?:den|die) )?(?:merkzettel|merkliste)"
    r"|bewertung (?:schreiben|abgeben)|jetzt bewerten|hauptmenü|hauptnavigation|navigation(?: überspringen)?"
    # ((xnews29c) a recipe's rating widget, the mean and the count of votes before its button: "4,6 (128) Bewerten")
    r"|\d(?:[,.]\d{1,2})?(?: ?/ ?5)? ?(?:\(\d[\d.]*\) ?)?(?:jetzt )?bewerten"
    r"|(?:print|e-?mail|save) (?:this )?(?:article|story)"
    # a forum post's buttons: "Antworten", "Zitieren", "Melden", "Gefällt mir", "Répondre", "Rispondi"; (session 36)
    # Invision's and XenForo's English "Quote", "MultiQuote"
    r"|antworten|zitieren|melden|gefällt mir|répondre|citer|rispondi|responder|citar|odpowiedz|cytuj|zgłoś|reply"
    # ((xde37) Vanilla's German "Flag")
    r"|kennzeichnen"
    r"|(?:multi-?)?quote",
    # WordPress's comment form and its empty list, in its languages' wording: "Deine E-Mail-Adresse wird nicht
    # veröffentlicht. Erforderliche Felder sind mit * markiert", "Save my name, email, and website in this browser
    # for the next time I comment.", "Antworten abbrechen", "Noch keine Kommentare"
    r"(?:(?:deine|ihre) e-mail-adresse wird nicht veröffentlicht|your email address will not be published"
    r"|votre adresse (?:e-?mail|de messagerie) ne sera pas publiée|il tuo indirizzo email non sarà pubblicato"
    r"|tu dirección de correo electrónico no será publicada"
    # (session 26) ... in WordPress's Czech, Slovak, Polish, Dutch and Portuguese: "Vaše e-mailová adresa nebude
    # zveřejněna. Vyžadované informace jsou označeny *", "Je e-mailadres wordt niet gepubliceerd. Vereiste velden …"
    r"|vaše e-?mailová adresa nebude zveřejněna|vaša e-?mailová adresa nebude zverejnená"
    r"|twój adres e-?mail nie zostanie opublikowany|(?:je|uw) e-?mailadres wordt niet gepubliceerd"
    r"|o (?:seu )?endereço de e-?mail não será publicado)\.?(?: (?:erforderliche felder sind|required fields are"
    r"|les champs obligatoires sont|i campi obbligatori sono|los campos obligatorios están"
    r"|(?:vyžadované|povinné) (?:informace|údaje|položky) jsou označeny|(?:vyžadované|povinné) (?:polia|údaje) sú označené"
    r"|wymagane pola są oznaczone|vereiste velden zijn gemarkeerd met|(?:os )?campos obrigatórios são marcados com)"
    r" [\w *]{0,24}\.?)?"
    r"|(?:meinen|den) namen, (?:meine|die) e-mail(?:-adresse)? und (?:meine|die) website in diesem browser.{0,50}"
    r"|save my name, email, and website in this browser.{0,40}|enregistrer mon nom, mon e-mail et mon site.{0,60}"
    r"|salva il mio nome, email e sito web.{0,60}|guarda mi nombre, correo electrónico y web.{0,60}"
    r"|uložit do prohlížeče jméno, e-?mail a webovou stránku.{0,40}|uložiť (?:moje )?meno, e-?mail a webovú stránku.{0,60}"
    r"|zapisz moje dane, adres e-?mail i witrynę w (?:tej )?przeglądarce.{0,80}|mijn naam, e-?mail en website bewaren.{0,80}"
    r"|(?:salvar|guardar) (?:meus dados|o meu nome, e-?mail e site) neste navegador.{0,60}"
    r"|benachrichtige mich über (?:nachfolgende kommentare|neue beiträge) (?:via|per) e-mail\.?"
    r"|notify me of (?:follow-up comments|new posts) (?:by|via) email\.?|antwort(?:en)? abbrechen"
    # ... its heading and its "Cancel reply" in WordPress's Spanish, Italian, Dutch, Polish, Czech and Slovak (session 23)
    r"|deja (?:una respuesta|tu comentario)|(?:dejar|deje) (?:una respuesta|un comentario|su comentario)|cancelar (?:la )?respuesta"
    r"|lascia una risposta|annulla (?:la )?risposta|laisser une réponse|geef een reactie|reactie annuleren"
    r"|zostaw odpowiedź|anuluj pisanie odpowiedzi|anuluj odpowiedź|zrušit odpověď|zrušiť odpoveď"
    r"|napsat komentář|napísať komentár|přidat komentář|pridať komentár"
    r"|kommentar (?:absenden|abschicken)|annuler la réponse|(?:es gibt |dieser beitrag hat )?noch keine kommentare\.?"
    r"|sei (?:der|die) erste,? (?:der|die) (?:einen kommentar schreibt|kommentiert)\.?|soyez le premier à commenter\.?"
    r"|nessun commento\.?|be the first to comment\.?"
    # (session 26) ... the comment form's heading and the empty list's line in those languages too: "Pridaj komentár",
    # "Deixe uma resposta", "Bez komentářů", "Brak komentarzy", "Geen reacties", "Sem comentários"
    r"|pridaj(?:te)? komentár|deixe uma resposta|cancelar resposta|bez komentářů|žiadne komentáre|brak komentarzy"
    r"|geen reacties|sem comentários|nenhum comentário",
    # a post's tags or a label left without its value: "Tags:", "Schlagwörter", "Mots-clés :", "Argomenti:",
    # "Sie sind hier:" (the breadcrumb trail went)
    r"(?:tags?|argomenti|tagi|" + TRAIL_HERE + r")\s*:|(?:schlagw(?:ö|o)rte?r?|stichw(?:ö|o)rte?r?|mots[- ]clés"
    r"|étiquettes|etichette|etiquetas|trefwoorden|sujets associés|argomenti correlati)\s*:?",
    # a paywall's prompts: "Jetzt weiterlesen mit SZ Plus", "Jetzt 4 Wochen kostenlos testen", "Sie haben bereits ein
    # Abo? Hier anmelden", "Il vous reste 75% de cet article à lire", "Déjà abonné ? Se connecter", "Sei già
    # abbonato? Accedi", "¿Ya eres suscriptor? Inicia sesión"
    r"(?:jetzt )?(?:weiterlesen|weiter ?lesen|lesen sie (?:jetzt )?weiter) mit [\w+ -]{1,20}"
    # ((xnews29c) after the offer's label: "stern+ Artikel: Jetzt einen Monat für 1 € testen")
    r"|(?:[\w.-]{1,20}(?:\+| plus)(?: artikel| inhalt)?\s?:\s?)?(?:jetzt )?(?:\d+|einen|ein|vier|zwei|drei) (?:wochen?|monate?|tage) (?:lang )?(?:kostenlos|gratis|für \d[\d,.]* ?(?:€|euro))"
    r"(?: (?:testen|lesen|weiterlesen))?|jetzt (?:kostenlos |gratis )?(?:testen|abonnieren|abo abschließen|registrieren)"
    r"|" + PAID_ACCESS_LABEL
    + r"|sie haben (?:noch )?kein abo\??|(?:sie haben|du hast) bereits ein abo(?:nnement)?\??(?: (?:hier |jetzt )?(?:anmelden|einloggen))?"
    r"|bereits abonnent(?:in)?\??(?: (?:hier |jetzt )?(?:anmelden|einloggen))?"
    r"|il vous reste \d+ ?% de cet article à lire\.?|déjà abonnée?s? ?\??(?: (?:se connecter|connectez-vous|je me connecte))?"
    r"|(?:profitez|bénéficiez) d['’]un accès illimité.{0,60}|abonnez-vous pour (?:lire|continuer).{0,60}"
    r"|sei già abbonato\??(?: accedi)?|abbonati ora|¿?ya eres suscriptor\??(?: inicia sesión)?|abonneer nu"
    # (session 24) "Cet article est réservé aux abonnés. Il vous reste 80% à découvrir.", "Già abbonato? Accedi", "Lesen
    # Sie jetzt mit F+", "Continua a leggere questo articolo", "Passer la publicité", "Offre spéciale : 1 € le premier
    # mois", "Vous souhaitez réagir ? Connectez-vous pour commenter", "Předplaťte si Deník N"
    r"|(?:cet article est réservé aux abonnés\.?\s*)?il vous reste \d+ ?% (?:de cet article |de l['’]article )?à (?:découvrir|lire)\.?"
    r"|già abbonat[oa]\??(?: accedi)?|lesen sie (?:jetzt )?(?:weiter )?mit [\w-]{1,12}\+|continua a leggere (?:questo|l['’]) ?articolo"
    r"|passer la publicité|(?:offre spéciale|offre découverte|offre d['’]essai)\s*:?\s*\d[\d,.]* ?€.{0,40}"
    r"|(?:vous souhaitez réagir|envie de réagir)\s?\?\s*(?:connectez-vous|identifiez-vous|inscrivez-vous) pour (?:commenter|réagir)\.?"
    r"|(?:předplaťte|predplaťte) si [\w.+ ]{1,30}"
    r"|zaprenumeruj(?: teraz)?|already (?:a subscriber|have an account)\??(?: (?:log|sign) in)?"
    # a label saying the text is for subscribers or sponsored: "Article réservé aux abonnés", "Contenu sponsorisé"
    r"|(?:article|articolo|artículo|artikel) (?:réservé aux abonnés|riservato agli abbonati|exclusivo para suscriptores"
    r"|nur für abonnenten)|(?:contenu|contenuto|contenido|conteúdo) (?:sponsorisé|sponsorizzato|patrocinado)"
    r"|gesponserter (?:inhalt|beitrag)|sponsored content|werbliche[rs]? (?:inhalt|beitrag)"
    # (xnews29c) the note over a paywalled text of a paper's Plus offer: "Sie lesen einen Artikel von Tagesspiegel
    # Plus. Jetzt 30 Tage kostenlos testen."
    r"|sie lesen (?:einen|den) (?:plus-)?(?:artikel|beitrag|text) (?:von|aus|des|der) [\w .-]{1,30}(?:plus|\+)[.!]?"
    r"(?:\s*(?:jetzt )?(?:\d+|einen|vier|zwei|drei) (?:wochen?|monate?|tage) (?:lang )?(?:kostenlos|gratis) (?:testen|lesen)[.!]?)?",
    # more of the news sites' paywall prompts and article tools, alone in a block: "Jetzt mit F+ weiterlesen", "Um
    # diesen Artikel zu lesen, benötigen Sie ein Abo.", "Réservé aux abonnés", "Offrir cet article", "Abbonati per
    # continuare a leggere", "Suscríbete para seguir leyendo", "Artykuł dostępny tylko dla subskrybentów", "Word
    # abonnee", "Subscribe to continue reading", "Gift this article", "Článek patří do placené sekce."
    r"(?:jetzt )?mit [\w+-]{1,12}(?: [\w+-]{1,8})? weiterlesen|sie wollen (?:weiterlesen|mehr lesen|weiter lesen)\??"
    r"|um (?:diesen|den|den ganzen|den vollständigen) (?:artikel|beitrag|text) (?:zu lesen|weiterzulesen|lesen zu können)"
    r",? (?:benötigen|brauchen) sie (?:ein(?:en)?|unser) [\w+ -]{1,30}\.?"
    r"|jetzt (?:kostenlos )?(?:abonnieren|registrieren|anmelden|testen) und (?:weiterlesen|weiter lesen)[.!]?"
    r"|bereits registriert\??(?: (?:hier |jetzt )?(?:anmelden|einloggen))?"
    r"|(?:diesen |den )?artikel verschenken|(?:zur|auf die) merkliste(?: hinzufügen| setzen)?"
    r"|(?:ajouter|sauvegarder) (?:à|dans) (?:vos|mes) (?:sélections|favoris)"
    r"|offrir (?:cet |l['’])article|abonnez-vous (?:à partir de|dès|pour) \d[\d,.]* ?(?:€|euros?)(?: par mois| ?/ ?mois)?"
    r"|votre abonnement vous permet d['’]offrir (?:ce contenu|cet article)\.?"
    r"|il vous reste \d+(?:[.,]\d+)? ?% de cet article à lire\.?(?: la suite est réservée aux abonnés\.?)?"
    r"|(?:suivez-nous|suivez [\w.' -]{1,30}) sur google (?:actualités|news)|contenus? sponsorisés?"
    r"|(?:abbonati|abbonarsi) per continuare a leggere|per continuare a leggere,? (?:abbonati|accedi)"
    r"|contenuto (?:riservato |esclusivo )?(?:per gli|agli) abbonati|segui i temi"
    # (xnews29f) French and Italian papers' teasers: "Vous souhaitez lire la suite ? Abonnez-vous pour 1€ le premier
    # mois.", "Questo articolo è riservato agli abbonati. Abbonati per continuare a leggere.", "Il contenuto di questa
    # pagina è disponibile solo per gli abbonati"
    r"|(?:vous souhaitez|envie de) lire la suite\s?\?(?:\s*abonnez-vous\b.{0,60})?"
    r"|(?:questo|l['’]) ?articolo è (?:riservato|dedicato) (?:agli|ai) abbonati\.?(?:\s*(?:abbonati|abbonarsi) per continuare a leggere\.?)?"
    r"|il contenuto di questa pagina è (?:disponibile |riservato |accessibile )?(?:solo |soltanto |esclusivamente )?(?:per gli|agli) abbonati\.?"
    r"|suscr[ií]bete para (?:seguir|continuar) leyendo|contenido exclusivo para suscriptores|ya soy suscriptor"
    r"|s[ií]guenos en google (?:news|noticias)|lee sin límites"
    r"|artykuł (?:jest )?dostępny (?:tylko |wyłącznie )?dla (?:subskrybentów|prenumeratorów)"
    r"|ten artykuł przeczytasz (?:z|w) (?:subskrypcją|ramach subskrypcji)"
    # (xnews29f) an app's prompt: "Téléchargez l'application", "Scarica la nostra app", "Download our app"
    r"|(?:téléchargez|télécharger) (?:gratuitement )?(?:notre |l['’])app(?:lication)?(?: (?:mobile|gratuite))?(?: [\w'’.-]{1,20}){0,3}[.!]?"
    r"|scarica (?:gratis |gratuitamente )?(?:la nostra |l['’])app(?: (?:di |de )?[\w'’.-]{1,20}){0,3}[.!]?"
    r"|download (?:our|the) (?:free )?(?:[\w.-]{1,20} )?app[.!]?"
    r"|dit artikel is (?:exclusief |alleen )?(?:voor|beschikbaar voor) abonnees|word (?:nu )?abonnee|al abonnee\??(?: log in| inloggen)?"
    r"|subscribe (?:now )?to (?:continue|keep) reading|this (?:article|story|content) is (?:for|available to|only for)"
    r" (?:subscribers|members|paid subscribers)(?: only)?\.?|gift (?:this|the) (?:article|story)|save (?:for later|article|story)"
    r"|sign up here\.?|like this (?:story|article)\? share it with (?:a friend|friends)!?"
    r"|media playback is (?:unsupported|not supported) on your device|print this article(?: share it with friends)?"
    r"|comments \(\d+ posted\)"
    r"|(?:článek|článok) patří do placené sekce\.?(?: s předplatným [\w+]{1,10} můžete číst bez omezení\.?)?"
    r"|chcete si (?:prečítať|přečíst) celý (?:článok|článek)\??"
    # (xnews30) ... or all its paid articles, the offer after the question ("Chcete číst všechny články Euro Premium?
    # Předplaťte si Euro.cz od 99 Kč měsíčně.", "Chcete čítať všetky články bez obmedzení? Predplaťte si …")
    # (xreview30b: the articles named or the offer after it; "Chcete číst všechny díly najednou?" heads a book
    # review's section)
    # (xnews31) ... or more of them, SME's regional sites' box ("Chcete čítať viac? Predplaťte si SME.sk a čítajte všetky
    # články bez obmedzení.")
    r"|chcete (?:si )?(?:číst|přečíst|čítať|prečítať) (?:všechny|všetky|celý|celé|neomezeně|neobmedzene|viac|více|víc)(?:[^.!?\n]{0,60}\?"
    r"\s*(?:předplaťte|predplaťte|kupte|kúpte|objednejte|objednajte) si [^!?\n]{1,60}?[.!]?|[^.!?\n]{0,30}?"
    r"\b(?:článk|článok|obsah)[^.!?\n]{0,40}\?)"
    r"|(?:audio ?verze|audioverzia|audio verzia) článku je (?:dostupná|dostupné|k dispozici) (?:pouze |jen |iba |len )?"
    r"(?:pro|pre) (?:předplatitele|predplatiteľov)\.?"
    r"|support (?:independent|quality|local|our) journalism[.!]?(?: subscribe (?:today|now)[.!]?)?|our standards: the thomson reuters trust principles\.?"
    # (xnews28b) the AP's funding note under its stories, on its own site and every paper that runs them ("The
    # Associated Press receives support from several private foundations to enhance its explanatory coverage of
    # elections and democracy. … AP is solely responsible for all content."); a broadcaster's promo of its channel
    # ("Keep up with all the latest news from the UK and around the world by following Sky News")
    r"|(?:the )?associated press(?:[’']s?|[’']s? [\w ]{1,40}?(?:coverage|team))? receives (?:financial )?support from [^\n]{1,200}?"
    r"\bap is solely responsible for all content\.?"
    r"|keep up with (?:all )?(?:the )?latest (?:news|updates|stories|headlines)(?: from [^.\n]{1,60}?)? by following "
    r"[\w .'’-]{1,30}?[.!]?"
    r"|(?:sie haben|haben sie) einen fehler (?:gefunden|entdeckt)\?(?: [^.!?]{1,60}[.!]?)?"
    # (xnews29b) a paper's promos of its own channels between and under the paragraphs: "Join The Irish Times on
    # WhatsApp and stay up to date", "Sign up to push alerts and have the best news, analysis and comment delivered
    # directly to your phone", "Listen to our Inside Politics podcast for the latest analysis", g1's "📲 Participe do
    # canal do g1 PE no WhatsApp", Ukrainska Pravda's "Підписуйтеся на канал УП у Telegram, щоб першими дізнаватися
    # головні новини" (a block of its own, the whole of it: "Listen to our podcast, the mayor said" is a sentence)
    r"|join [\w.'’ -]{1,40}? on (?:whatsapp|telegram|signal|viber)(?: and stay (?:up to date|informed)| for (?:the latest"
    r"|breaking) [\w ]{1,30})?[.!]?"
    r"|sign up (?:to|for) (?:our )?(?:push (?:alerts|notifications)|breaking news alerts?)(?: and [^.!?\n]{1,100})?[.!]?"
    r"|listen to (?:our|the) (?:[\w'’-]+ ){0,4}podcasts?(?: (?:for|on|here)[^.!?\n]{0,80})?[.!]?"
    # (xnews29d) ... 9to5Mac's "Add 9to5Mac to your Google News feed.", CBS News' push prompt ("Be the first to know",
    # "Get browser notifications for breaking news, live events, and exclusive reporting.")
    r"|add [\w.'’ -]{1,30}? to your google news(?: feed)?[.!]?|be the first to know[.!]?"
    r"|get (?:browser|push|desktop) notifications for (?:breaking news|the latest news)[^.!?\n]{0,80}[.!]?"
    r"|[📲📱👉➡🔔]?\ufe0f?\s?(?:participe|entre|faça parte) do (?:nosso )?canal (?:do|da|de) [\w. -]{1,30}? no"
    r" (?:whatsapp|telegram)[.!]?"
    # ((xnews33) ... Maariv's, Ynet's Hebrew "הצטרפו לערוץ הטלגרם של מעריב", and the Korean broadcasters' tip prompt under each
    # story, KBS's "▶ ‘여러분의 제보가 뉴스가 됩니다’ KBS 제보하기", "▷ 카카오톡 : 'MBC제보' 검색")
    r"|(?:הצטרפו|הצטרפי|הצטרף) (?:ל?ערוץ|לקבוצת) (?:ה)?(?:טלגרם|וואטסאפ|ווטסאפ|whatsapp|telegram)[^.!?\n]{0,60}[.!]?"
    r"|[▶▷►]?\s?[‘'\"“]?여러분의 제보가 뉴스가 됩니다[’'\"”]?[^\n]{0,40}"
    r"|[▶▷►]?\s?카카오톡\s?:\s?[‘'\"“]?[\w ]{1,12}제보[’'\"”]?\s?검색"
    # ((xnews33) ... and O Povo's, Diário do Nordeste's "📲 Receba notícias do O POVO no WhatsApp", "Receba as principais
    # notícias pelo Telegram")
    r"|[📲📱👉➡🔔]?\ufe0f?\s?receba (?:as )?(?:principais )?(?:notícias|novidades|informações)(?: d[oae] [\w. -]{1,30}?)?"
    r" (?:no|pelo) (?:whatsapp|telegram)[.!]?"
    # ((xnews32) and the network named before the channel, Tengrinews' "Подпишитесь на наш Telegram-канал, чтобы быть в
    # курсе главных новостей.", Nasha Niva's Belarusian "Падпісвайцеся на наш Telegram-канал, каб …")
    r"|(?:підписуйтеся|підписуйтесь|підпишіться|подписывайтесь|подпишитесь|падпісвайцеся|падпішыцеся) на"
    r" (?:наш |нашу )?(?:telegram|телеграм"
    r"|whatsapp|viber|youtube)[- ](?:канал|чат)[^.!?\n]{0,100}[.!]?"
    r"|(?:підписуйтеся|підписуйтесь|підпишіться|подписывайтесь|подпишитесь) на (?:наш |нашу )?(?:канал|сторінку|страницу)"
    r" [^.!?\n]{0,40}?(?:telegram|телеграм|whatsapp|viber|youtube|facebook)[^.!?\n]{0,80}[.!]?"
    # (RBC's "Читайте РБК в Telegram", Suspilne's "Читайте Суспільне Новини у Telegram.")
    r"|(?:читайте|следите за|слідкуйте за) [\w.«»\" -]{1,30}? (?:в|у) (?:telegram|телеграм|телеграмі|дзене|max"
    # ((xleft34b) ... or in Google News: "Читайте нас у Google News", "Следите за нами в Google Новостях")
    r"|google (?:news|новостях|новинах))[.!]?"
    # ((xnews33) and the Swahili, Malay and Indonesian prompts, Mwananchi's "Jiunge na chaneli yetu ya WhatsApp kupata habari
    # kila siku", Berita Harian's "Klik di sini untuk terus membaca", Kompas' "Ikuti berita terkini di WhatsApp Channel")
    r"|jiunge na (?:chaneli|kundi|ukurasa) (?:yetu|wetu) (?:ya|wa|la) (?:whatsapp|telegram|youtube)[^.!?\n]{0,80}[.!]?"
    r"|klik di sini untuk (?:terus |teruskan )?membaca(?: (?:selanjutnya|seterusnya|selengkapnya|lagi))?[.!]?"
    r"|(?:ikuti|dapatkan) (?:berita|update|informasi)(?: dan artikel)? (?:terkini|terbaru|pilihan)(?: kami)?"
    r" (?:di|melalui|lewat) (?:whatsapp|telegram)(?: channel)?[^.!?\n]{0,60}[.!]?"
    # ((xnews35) ... the Baltic sites' "Seko "Delfi" arī Telegram vietnē, Instagram un Facebook!", "Sekite 15min naujienas
    # ir Telegram", "Jälgi Postimeest ka Facebookis", and the Hindi papers' "अमर उजाला व्हाट्सएप चैनल से जुड़ें और पाएं हर बड़ी
    # खबर।", "दैनिक जागरण के WhatsApp चैनल को फॉलो करें" (the network after the site's name, the whole block; the name's
    # first letter Devanagari or Latin, which ``firstchar`` tells apart: not tried on every block)
    r"|(?:seko|sekojiet|sekite|jälgi|jälgige) [\w.\"'„“”«» -]{1,30}? (?:arī |ir |ka )?(?:mūs )?(?:telegram|instagram"
    r"|facebook|x|youtube|tiktok|google news)\w*(?: vietnē| kanālā| kanale| tinklapyje)?(?:(?:,| un| ir| ja) [\w ]{1,20})*"
    # ((xopen36) the clause after a dash only a promise of the channel's news, "– uzzini jaunāko pirmais!", "– nepraleisk
    # svarbiausių naujienų": a report's sentence after a dash, "Sekite naujienas ir Facebook – policija prašo …", stays)
    r"(?: ?[–—-] [^.!?\n]{0,40}?(?:uzzin|jaunāk|pirm|nepalaid|sužinok|naujien|nepraleisk|esimen|uudis|teada)[^.!?\n]{0,40})?"
    r"[.!]?"
    # ((xreview36) the site's name before the network, no subject's "ने" nor a "कि" clause, and no "said" after it: a
    # report's sentence on an appeal, "पुलिस ने लोगों से अपील की कि वे आधिकारिक व्हाट्सएप चैनल से जुड़ें …", "… से जुड़ें और
    # अफवाहों से बचें, मुख्यमंत्री ने कहा।", stays)
    r"|(?:[\u0900-\u097fa-z](?:(?! ने | कि )[\u0900-\u097f\w ]){0,40}? )?(?:व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|whatsapp"
    r"|टेलीग्राम|telegram) (?:चैनल|चैनेल|channel) (?:से जुड़ें|को फॉलो करें"
    r"|ज्वाइन करें|फॉलो करें)(?:(?! ने | कहा| बताया)[^\n।]){0,60}[।.!]?"
    # ... the New York Times' note on the printed edition under its articles ("A version of this article appears in
    # print on Nov. 21, 2026, Section A, Page 14 of the New York edition with the headline: …"), and the Times of
    # India's "End of Article" and "FOLLOW US ON SOCIAL MEDIA" above the networks' names
    r"|a version of this (?:article|story|review|column|essay|obituary|interview) (?:appears|appeared) in print on"
    r" [^\n]{1,40}?, (?:section|page) [^\n]{1,200}"
    # ... and a wire story's note on what its latest version changed, alone in its paragraph at the end ("(Updates with
    # prices in second paragraph.)", "(Adds analyst comment in fifth paragraph)", "(Corrects spelling of name in 3rd
    # paragraph)")
    r"|\((?:updates|adds|recasts|corrects|rewrites|changes|removes)\b[^()\n]{0,100}?\b(?:paragraphs?|graf|throughout|byline"
    r"|dateline|headline|details|comments?|quotes?|background|links?|photos?|graphics?|chart|prices|bullets?|story)\b"
    r"[^()\n]{0,80}\)\.?"
    # ... Indian sites' closing lines ("Catch all the Latest India News, Delhi News along with Latest News and Top
    # Headlines from India and around the world.", Mint's "Catch all the Business News, Market News, … on Live Mint.")
    # and NDTV's note on a wire story ("(Except for the headline, this story has not been edited by NDTV staff and is
    # published from a syndicated feed.)"), the Straits Times' "Join ST's Telegram channel and get the latest breaking
    # news delivered to you.", the Inquirer's "Subscribe to INQUIRER PLUS to get access to …", a comments' disclaimer
    # ("Disclaimer: Comments do not represent the views of INQUIRER.net."), UOL's "Encontrou algum erro nesta
    # matéria? Nos conte."
    r"|catch all the [^\n]{0,60}?\bnews\b[^\n]{0,250}"
    r"|\(?except for the headline, this (?:story|article|report|video) has not been edited by [^\n]{1,60}? and is"
    r" (?:published|auto-generated|generated) from a syndicated feed\.?\)?"
    # (xnews34) ... and the other notes a portal puts under a wire story it takes unedited from the agency's feed
    # (Hindustan Times' "This article was generated from an automated news agency feed without modifications to
    # text.", Mint's "This story has been published from a wire agency feed without modifications to the text. Only
    # the headline has been changed.", an Austrian or German portal's "Dieser Artikel wurde automatisch aus dem
    # APA-Newsfeed übernommen.", the Süddeutsche's "Direkt aus dem dpa-Newskanal")
    r"|this (?:article|story|report) (?:was|has been) (?:generated|published|auto-generated) from an? (?:automated )?"
    r"(?:news agency|wire agency|wire|agency|syndicated) feed(?: without (?:any )?modifications? to (?:the )?text)?\.?"
    r"(?: only the headline has been changed\.?)?"
    r"|(?:dieser|der) (?:artikel|beitrag|text|bericht) wurde (?:automatisch|unverändert|ungeprüft)(?: und ungeprüft)?"
    r" (?:aus dem|vom|von der|von) (?:[\w-]{2,12}?-? ?news(?:feed|kanal|ticker|dienst)|(?:nachrichten)?agentur"
    r"|(?:nachrichtenagentur )?(?:dpa|apa|afp|reuters|sda|kna|epd|sid)(?:-? ?newsfeed)?) (?:übernommen|erstellt|importiert)"
    r"\.?|direkt aus dem [\w-]{2,10}-newskanal"
    r"|join [\w.'’ -]{1,30}? (?:telegram|whatsapp) channel(?: (?:and|for|to) [^.!?\n]{1,80})?[.!]?"
    r"|subscribe to [\w.+& ]{2,40}? to (?:get|gain|enjoy|unlock) (?:full |unlimited )?access [^\n]{0,200}?"
    r"\b(?:titles|gadgets|articles|stories|content|archives?|e-?paper)\b[^\n]{0,200}"
    r"|(?:disclaimer: )?(?:the )?comments (?:do not|don['’]t) (?:represent|reflect) the (?:views|opinions?) of [\w.'’ -]{1,40}"
    r"[.!]?"
    # (xde35) ... the German one of Austrian and Swiss papers' forums: "Die Kommentare von Usern und Userinnen geben
    # nicht notwendigerweise die Meinung der Redaktion wieder."
    r"|die (?:kommentare|postings|beiträge)(?: [\w ]{1,40}?)? geben nicht (?:notwendigerweise |unbedingt |zwingend )?"
    r"die meinung der redaktion wieder\.?"
    r"|encontrou (?:algum |um )?erro(?: (?:nesta|na|neste|no) (?:matéria|notícia|reportagem|texto))?\?(?: [^.!?\n]{1,40}[.!]?)?"
    # ... Postmedia's label over each part of the text after an advert ("Article content"), and in.gr's follow line
    # ("Ακολουθήστε το in.gr στο Google News και μάθετε πρώτοι όλες τις ειδήσεις")
    r"|article content|ακολουθήστε (?:μας|το|την|τον)(?: [\w.-]{1,20})? (?:στο|στα|στις|στον) (?:google news|facebook|instagram"
    r"|twitter|x|viber|telegram|youtube|tiktok)(?: και [^.!?\n]{1,80})?[.!]?"
    # ... the Liberty Times' app promo over every article ("不用抽 不用搶 現在用APP看新聞 保證天天中獎 點我下載APP 按我看活動辦法")
    # and a Japanese paper's edition stamp ("毎日新聞 2026/11/26 東京朝刊", "読売新聞 2026/11/26 夕刊")
    r"|不用抽\s?不用搶\s?現在用app看新聞\s?保證天天中獎(?:\s*點我下載app)?(?:\s*按我看活動辦法)?|點我下載app|按我看活動辦法"
    r"|(?:毎日|朝日|読売|日本経済|産経|東京|中日|北海道|西日本|神戸|京都)新聞\s?\d{4}[/年]\d{1,2}[/月]\d{1,2}日?\s?"
    r"(?:[^\W\d]{1,4})?(?:朝刊|夕刊)(?:\s?\d{1,2}面)?"
    r"|end of (?:the )?article|follow us on social media(?: (?:facebook|twitter|x|instagram|youtube|linkedin|whatsapp"
    r"|telegram|threads|pinterest))*",
    # the tool bars and notices of English, German, French and Italian news sites: "This article is more than 5 years
    # old", "Reuse this content", "Sign up to First Edition", "Ad Feedback", "Weitere Optionen zum Teilen",
    # "Artikelrechte erwerben", "Lire plus tard", "Iscriviti alle newsletter di Repubblica"
    r"this (?:article|story) is (?:more|older) than (?:\d+|a|an|one|two|three) (?:years?|months?|weeks?|days?) old"
    r"|(?:dieser|der) (?:artikel|beitrag) ist (?:älter|mehr) als (?:\d+|ein|einen|zwei|drei) (?:jahre?|monate?|wochen?)(?: alt)?\.?"
    # (session 24) ... in Czech, Slovak and French: "Tento článek je starší než 5 let.", "Cet article date de plus d'un
    # an.", "Sie lesen einen Artikel aus unserem Archiv."; a prompt to share after a question of liking ("Líbil se vám
    # článek? Sdílejte ho s přáteli.", "Enjoyed this article? Share it with your friends.", "Vous avez aimé cet
    # article ? Partagez-le !"); a series' other parts' heading ("Další díly seriálu"); a player's "Nahrávám video"
    r"|(?:tento|tenhle) článek je starší než (?:\d+|jeden|dva|tři|rok)(?: (?:rok|roky|let|měsíc\w*))?\.?"
    r"|tento článok je starší ako (?:\d+|jeden|dva|tri|rok)(?: (?:rok|roky|rokov|mesiac\w*))?\.?"
    r"|cet article date de plus d['’](?:un an|une année)\.?|cet article date de plus de \d+ (?:ans|mois)\.?"
    r"|sie lesen einen (?:artikel|beitrag) aus unserem archiv\.?"
    r"|(?:líbil se vám (?:tento |tenhle )?článek|líbí se vám (?:tento |tenhle )?článek|páčil sa vám (?:tento )?článok"
    r"|páči sa vám (?:tento )?článok|(?:did you )?enjoy(?:ed)? this (?:article|post|story)"
    r"|vous avez aimé cet article|cet article vous a plu|ti è piaciuto (?:questo articolo|l['’]articolo))\s?\?\s*"
    r"(?:sdílejte|zdieľajte|share|partagez|condividil|teilen)[^.!?]{0,50}[.!]?"
    r"|další díly(?: seriálu)?|ďalšie (?:diely|časti)(?: seriálu)?|weitere teile(?: der serie)?|autres épisodes(?: de la série)?"
    r"|altre puntate|nahrávám video|načítám video|načítavam video|video se (?:načítá|nahrává)"
    r"|explore more on (?:these|this) topics?|reuse this content|support the guardian|support [\w-]+ journalism[.!]?"
    r"|sign up (?:to|for) (?:our |the )?[\w’'.+ -]{1,40}?(?:newsletter|briefing|edition)s?(?: here)?\.?"
    r"|free (?:daily|weekly) newsletter"
    # (xleft32) Jetpack's share buttons' labels ("Click to share on X (Opens in new window)")
    r"|click to (?:share on [\w+ ]{1,20}|email a link to a friend|print|share via [\w ]{1,20}) \(opens in new window\)"
    r"|(?:skip past|after) newsletter promotion|ad feedback|link copied!?|click here to (?:subscribe|sign up|register)"
    # (session 25) ... said as a sentence: "Click here to subscribe to our newsletter.", "Share this article with
    # friends.", "Teilen Sie diesen Artikel mit Ihren Freunden.", "Partagez cet article avec vos amis !"; a
    # WordPress post's "Shortlink: https://wp.me/p1a2b3-4cD" (the link the engine made for sharing it)
    r"(?: (?:to|for) (?:our|the) (?:[\w-]+ ){0,3}newsletters?)?[.!]?"
    r"|(?:klicken sie hier,? um (?:unseren|den) (?:[\w-]+ ){0,2}newsletter zu (?:abonnieren|bestellen)"
    r"|cliquez ici pour (?:vous abonner|vous inscrire|recevoir) (?:à |)(?:notre|la) (?:[\w-]+ ){0,2}newsletter)[.!]?"
    r"|(?:share this (?:article|story|post|page)|teilen sie (?:diesen|den) (?:artikel|beitrag)"
    r"|partagez cet article|condividi questo articolo|sdílejte (?:tento )?článek|zdieľajte (?:tento )?článok)"
    r" (?:with|mit|avec|con|s) (?:your |ihren |vos |i tuoi |svými |svojimi )?(?:friends|freunden|amis|amici|přáteli|priateľmi)"
    r"(?: (?:and|und|et|e|a) (?:family|familie|famille|famiglia|rodinou))?\s?[.!]?"
    r"|(?:shortlink|short link|short url|kurzlink|kurz-url|lien court)\s?:?\s?(?:https?://)?[\w.-]+\.[a-z]{2,}/\S*"
    r"|weitere optionen zum teilen|kommentare (?:öffnen|schließen|ausblenden)"
    r"|artikelzusammenfassung|z\+ \(abopflichtiger inhalt\)|artikel auf einer seite lesen|dieses thema im programm:.{1,80}"
    # (xnews29c) ... said as a sentence: "Über dieses Thema berichtet der WDR am 24.11.2026 auch im Hörfunk: WDR 2,
    # 10:00 Uhr.", "Über dieses Thema berichtete die tagesschau am 26. November 2026 um 20:00 Uhr." (with its day)
    r"|über (?:dieses|das) thema (?:berichtet|berichtete|berichten|berichteten):? [^,.]{0,60}?\bam \d{1,2}\.(?:\d{1,2}\."
    r"|\s?[^\W\d]+)\s?(?:\d{4}|\d\d)?"
    # ((xreview29b) after the day, the hour and the programme only, not a clause: "Über dieses Thema berichtete die
    # Zeitung am 3. März, nachdem die Polizei den Fall übernommen hatte, ausführlich." is the article's)
    r"(?:,? (?:um |ab )?\d{1,2}[:.]\d\d(?: uhr)?)?(?: (?:auch )?(?:im|in der|in den|bei|auf) [^.,]{1,40}"
    r"(?:,? (?:um |ab )?\d{1,2}[:.]\d\d(?: uhr)?)?)?\.?"
    # ... Deutschlandfunk's line under a news item: "Diese Nachricht wurde am 26.11.2026 im Programm Deutschlandfunk
    # gesendet."; and the label over an article with a player: "Artikel mit Audio-Inhalten", "Artikel mit Video-Inhalten"
    r"|diese[rs]? (?:nachricht|meldung|beitrag|interview|sendung) wurde am \d{1,2}\.(?:\d{1,2}\.(?:\d{4}|\d\d)?"
    r"|\s?[^\W\d]+\s?\d{4})(?:,? (?:um )?\d{1,2}[:.]\d\d(?: uhr)?)? (?:im programm|in der sendung|im) [\w .+-]{1,40}"
    r" (?:gesendet|ausgestrahlt)\.?|artikel mit (?:audio|video)-?inhalten"
    # (xnews28b) a public broadcaster's stamp of the programme a story ran in: "Radio SRF 1, Nachrichten, 26.11.2026,
    # 9:00 Uhr ; sda/frei", "SRF 4 News, 12.3.2026, 7:00 Uhr"
    r"|(?:radio |tv )?(?:srf|rsi|rts|orf|ö1|fm4|ard|zdf|wdr|ndr|swr|mdr|rbb|br|hr|deutschlandfunk|dlf)\b[\w ]{0,20},"
    r"(?: [\w ]{1,30},)? \d{1,2}\.\d{1,2}\.(?:\d{4}|\d\d)?,? \d{1,2}[:.]\d\d(?: uhr)?(?: ?[;,] ?[\w/ -]{1,30})?"
    r"|artikelrechte erwerben|hier können sie die rechte an diesem artikel erwerben\.?|lesermeinungen|zur app"
    r"|jetzt (?:anmelden|kommentieren)|diskutieren sie mit[.!](?: \d[\d.]* (?:postings|kommentare|beiträge))?|weitere informationen zu unseren newslettern finden sie hier\.?"
    r"|lire plus tard|newsletter «[^»]{1,40}»|s['’]inscrire|cet article est paru dans .{1,60}\."
    r"|iscriviti alle? newsletter(?: di [\w ]{1,30})?"
    # (session 25) a link line's sentence pointing to the section's other stories or to the full text elsewhere
    # ("Mehr News aus Essen finden Sie hier.", "Leggi l'articolo completo su Il Post"), an embed's placeholder
    # ("Hier klicken, um den Inhalt anzuzeigen."), a copy button ("Kopírovat url adresu", "Skopírovať odkaz")
    # (not "Weitere Informationen zur Anmeldung finden Sie hier.": a pointer to more on the text's own subject, a
    # service page's or a story's sentence)
    r"|(?:noch )?(?:mehr|weitere|alle)(?: aktuelle)? (?:news|nachrichten|artikel|meldungen|beiträge|texte)"
    r"(?: [\w.-]+){0,5} (?:finden sie|gibt es|lesen sie) (?:hier|auf [\w.-]+\.(?:de|at|ch|com)(?:/[\w.-]*)?)[.!]?"
    r"|(?:hier|bitte hier) klicken,? um (?:den|diesen) (?:externen )?inhalt (?:anzuzeigen|zu laden)[.!]?"
    r"|click here to (?:view|load|show|display) (?:the|this) (?:content|embed|post|tweet)[.!]?"
    r"|cliquez ici pour (?:afficher|charger|voir) (?:le|ce) contenu[.!]?"
    r"|(?:read|view) the (?:full|complete|whole) (?:article|story) (?:on|at) [\w .'’&-]{1,40}"
    r"|lesen sie den (?:ganzen|vollständigen|kompletten) (?:artikel|beitrag) (?:auf|bei|in) [\w .'’&-]{1,40}"
    r"|lire l['’]article (?:complet|en entier|intégral) sur [\w .'’&-]{1,40}"
    r"|leggi (?:l['’]articolo|la notizia) (?:completo|completa|integrale|intero) su [\w .'’&-]{1,40}"
    r"|(?:přečtěte si|čtěte) celý článek na [\w .'’&-]{1,40}|(?:prečítajte si|čítajte) celý článok na [\w .'’&-]{1,40}"
    r"|(?:z?kopírovat|skopírovať|kopírovať) (?:url )?(?:adresu|odkaz)(?: (?:článku|na článek|na článok))?"
    r"|copy (?:the )?(?:link|url)(?: to (?:this|the) (?:article|story))?|(?:den )?link kopieren|copier le lien|copia (?:il )?link"
    # ... the author box's link to the writer's other articles and the comments' heading, as the Czech ones
    # ("Další články autora", "Diskuse k článku") went: "Mehr vom Autor", "Altri articoli dell'autore", "Du même
    # auteur", "Kommentare zum Artikel"
    r"|mehr (?:vom|von der|von diesem|von dieser) (?:autor|autorin)|weitere (?:artikel|beiträge) (?:des autors|der autorin"
    r"|von diesem autor|von dieser autorin)|altri articoli (?:dell['’]autore|dell['’]autrice|di questo autore)"
    r"|du même auteur|(?:les )?autres articles de (?:l['’]auteur|cet auteur)|more (?:articles|stories) by this (?:author|writer)"
    r"|kommentare zu(?:m| diesem) (?:artikel|beitrag)|commentaires (?:sur|de) (?:cet|l['’])article|commenti all['’]articolo"
    r"|comments on this (?:article|story|post)"
    # ... a recommendation widget's heading ("Around the web", "Promoted stories": Taboola's, Outbrain's), a paywall's
    # prompt ("Sign in to continue reading", "Zum Weiterlesen anmelden", "Abbonati per leggere"), a save button
    r"|around the web|(?:promoted|sponsored|partner) (?:stories|content|links)|paid content|from our partners"
    r"|(?:sign in|log in|subscribe)(?: or (?:create an account|register|sign up|subscribe))?"
    r" to (?:(?:continue|keep) reading(?: (?:this|the) (?:article|story))?|read (?:the full|this) (?:article|story))[.!]?"
    # (xreview30b) ... its notes on the reader's standing, under the title where they read as decks ("This story is
    # available exclusively to subscribers", "You have 3 free articles left this month"), and Google's button "Add HT as
    # a preferred source on Google"
    r"|(?:this|the) (?:article|story|content|piece) is (?:only |exclusively )?available (?:only |exclusively )?(?:to|for)"
    r" (?:our )?(?:paying )?(?:subscribers|members)[.!]?"
    r"|you have (?:\d{1,2}|one|two|three|four|five) (?:free )?(?:articles?|stories) (?:left|remaining)"
    r"(?: (?:this|for the) (?:month|week))?[.!]?"
    r"|add [\w.&'’ -]{1,40}? as (?:a |your )?preferred source on google[.!]?"
    r"|zum weiterlesen (?:anmelden|einloggen|registrieren|abonnieren)|(?:abbonati|accedi) per (?:continuare a )?leggere"
    r"(?: l['’]articolo)?|(?:abonnez-vous|connectez-vous) pour (?:lire la suite|continuer à lire)"
    r"|sauvegarder (?:l['’]|cet )article|salva (?:l['’]|questo )articolo|(?:uložit|uložiť) (?:článek|článok)",
    # share and comment counts and buttons, and an advert's marks: "1.2K Shares", "12 Reaktionen", "Kommentieren (12)",
    # "Voir les 12 commentaires", "Join the conversation", "Per Mail teilen", "Advertisement - Scroll to continue",
    # "Article continues after advertisement", "Weiter nach der Anzeige"
    r"[\d.,]+\s*[km]?\s*(?:shares?|reactions?|reaktionen|réactions|reazioni|reacciones)"
    r"|(?:kommentieren|leserkommentare|réagir|commenter|commenta|comentar|reactions?|reaktionen) ?\(\d+\)"
    r"|(?:voir|afficher|lire) (?:les |tous les )?\d+ commentaires|join the (?:conversation|discussion|debate)"
    r"|per mail (?:teilen|versenden|senden|weiterleiten)"
    r"|(?:advertisement|anzeige|werbung|publicité)\s*[-–—|:]?\s*(?:scroll to continue(?: (?:with|reading) content| reading (?:this|the) (?:story|article))?|mehr erfahren)"
    r"|(?:the )?(?:article|story|text) continues (?:after|below) (?:this |the )?(?:advertisement|ad)"
    r"|(?:lesen sie )?(?:weiter(?:lesen)? )?nach der (?:anzeige|werbung)(?: weiter(?:lesen)?)?",
    # an advert's label between dashes: "- Anzeige -", "— Advertisement —"
    r"[-–—]+\s*(?:anzeige|werbung|advertisement|publicité|pubblicità|publicidad|advertentie|reklama|inzerce)\s*[-–—]+",
    # a label left alone, its value gone: "Aktualisiert:", "Mis à jour :"
    r"(?:veröffentlicht|aktualisiert|publié|mis à jour|pubblicato|aggiornato|publicado|actualizado|bijgewerkt)",
    # a note that the article was updated, saying no more than when: "Dieser Artikel wurde aktualisiert.", "Cet article
    # a été mis à jour.", "This article has been updated." (an editor's note saying what changed is the editors' text)
    r"(?:(?:editor['’]s note|(?:hinweis|anmerkung) der redaktion|note de la rédaction|nota della redazione"
    r"|nota del editor|poznámka redakce|poznámka redakcie)\s*:\s*)?"  # "Hinweis der Redaktion: Dieser Artikel wurde am …"
    # (xreview30b) ... or that it is updated every few minutes, under a live page's title where it read as a deck
    # ("This page is updated every few minutes with new results", "Updated every few minutes as results come in",
    # "Dieser Artikel wird laufend aktualisiert", "Článek průběžně aktualizujeme")
    r"(?:this (?:article|story|post|report|piece|page|live blog|blog) (?:has been|was|is being|will be|is) updated"
    r"(?: (?:regularly|automatically|continuously|every (?:few|couple of|\d{1,2}) (?:minutes|seconds|hours))"
    r"(?: (?:as|with) [^.!?\n]{1,40})?| as (?:more )?(?:information|details|news|results) (?:becomes?|comes?) (?:available|in))?"
    r"|updated (?:automatically )?every (?:few|couple of|\d{1,2}) (?:minutes|seconds)(?: (?:as|with) [^.!?\n]{1,40})?"
    r"|(?:dieser|der) (?:artikel|beitrag|text|ticker|liveblog) (?:wurde|wird) (?:zuletzt |laufend |fortlaufend )?"
    r"(?:aktualisiert|ergänzt)"
    r"|(?:tento )?(?:článek|text) (?:průběžně aktualizujeme|budeme průběžně aktualizovat)"
    r"|(?:tento )?(?:článok|text) (?:priebežne aktualizujeme|budeme priebežne aktualizovať)"
    r"|(?:dieser|der) (?:artikel|beitrag|text) wurde (?:am|um) (?:[^.]|\.(?=\s?\w)){1,30}? (?:zuletzt )?(?:aktualisiert|ergänzt)"
    r"|cet article (?:a été|sera) (?:mis à jour|actualisé)|questo articolo (?:è stato|verrà|sarà) aggiornato"
    r"|este artículo (?:ha sido|fue|será) actualizado|dit artikel is (?:bijgewerkt|geactualiseerd)"
    r"|(?:článek|text) byl aktualizován|(?:článok|text) bol aktualizovaný|artykuł został zaktualizowany)"
    r"(?: (?:at|on|um|am|le|à|il|alle|el|a las|op|om|v|o) (?:[^.]|[ap]\.m\.|\.(?=\S)){1,40}?)?\.?",
    # a line asking to follow a publication on the networks: "Follow The New York Times Opinion section on Facebook,
    # Twitter (@NYTopinion) and Instagram." (only networks and handles after "on"; xde35: after Reach's papers' "Don't
    # miss the latest news from around the North East.")
    r"(?:don['’]t miss (?:the latest|any of the latest) [^.!?\n]{1,80}[.!] )?follow (?:us|[\w.'’& -]{1,60}?) on (?:(?:facebook|twitter|x|instagram|linkedin|youtube|tiktok|threads|bluesky"
    r"|mastodon|whatsapp|telegram|flipboard|google news)(?: \(@[\w.]+\)| \(formerly twitter\))?(?:,? and |, | & |,? or )?)+\.?"
    # (xweb28) ... and where to send stories after it, the BBC's regional pages' closing lines: "Follow BBC Yorkshire on
    # Facebook, X (formerly Twitter) and Instagram. Send your story ideas to yorkslincs.news@bbc.co.uk.", "Listen to
    # highlights from West Yorkshire on BBC Sounds, catch up with the latest episode of Look North."
    r"(?:\s*send your (?:story ideas|stories|news tips|tips|pictures) to:? [\w.+-]+@[\w.-]+\.?)?"  # ((xen39) "to:")
    r"|(?:listen to|watch) (?:highlights|the latest|more) from [\w' -]{1,40} on bbc (?:sounds|iplayer)[^\n]{0,120}"
    # ... or to join its group: "Join the Facebook group – https://www.facebook.com/…", "Join us on Discord!"
    r"|join (?:us|our|the|my) (?:on )?(?:facebook|linkedin|telegram|whatsapp|discord|reddit)(?: group| page| community)?"
    r"(?:\s*[-–—:]\s*(?:https?://|www\.)\S+)?[.!]?",
    # a consent banner's buttons: "Alle akzeptieren", "Cookie-Einstellungen", "Tout accepter", "Continuer sans
    # accepter", "Accetta tutti", "Gestisci preferenze", "Aceptar todas", "Alles accepteren", "Zaakceptuj wszystkie"
    r"(?:alle )?(?:cookies )?(?:akzeptieren|zulassen)|(?:alle )?ablehnen|nur (?:notwendige|essenzielle|erforderliche) cookies"
    r"(?: akzeptieren| zulassen| verwenden)?|(?:cookie|privatsphäre|datenschutz)-?einstellungen(?: verwalten| anpassen)?"
    r"|einwilligung verwalten|einstellungen (?:verwalten|anpassen)|tout accepter|accepter(?: et fermer| tout| les cookies)?"
    r"|(?:tout )?refuser|continuer sans accepter|paramétrer (?:les )?cookies|paramètres des cookies"
    r"|(?:gérer|personnaliser) (?:mes choix|les cookies|mes préférences)|accetta(?: tutti| tutto| i cookie)?|rifiuta(?: tutti| tutto)?"
    r"|gestisci (?:le )?preferenze|impostazioni (?:dei )?cookie|personalizza|aceptar(?: todas?| todo| cookies)?"
    r"|rechazar(?: todas?| todo)?|configurar cookies|(?:alles )?accepteren|weigeren|cookie-?instellingen"
    r"|akceptuję|zaakceptuj(?: wszystkie)?|odrzuć(?: wszystkie)?|ustawienia (?:plików )?cookies?"
    r"|accept all(?: cookies)?|reject all|cookie settings|manage (?:cookies|consent|preferences)"
    # (session 24) a consent wall's buttons: "Zustimmen und weiter", "Accepter et continuer", "Accetta e continua",
    # "Accept and continue", "Jetzt mit Pur-Abo lesen", "Mit Werbung weiterlesen"
    r"|(?:zustimmen|akzeptieren) und weiter(?:lesen)?|accepter et continuer|accetta e continua|accept and continue"
    # ... and a comment form's prompt to log in: "Um Kommentare zu schreiben, melden Sie sich bitte an."
    r"|um (?:kommentare|einen kommentar) (?:zu )?(?:schreiben|verfassen|abgeben)(?: zu können)?,? (?:melden sie sich"
    r"(?: bitte)? an|müssen sie (?:sich )?(?:angemeldet sein|anmelden|registrieren)|loggen sie sich(?: bitte)? ein)[.!]?"
    r"|(?:jetzt )?(?:mit|zum) pur-?abo(?: lesen| weiterlesen)?|mit werbung (?:weiter)?lesen",
    # Russian, Ukrainian, Turkish, Greek, Arabic, Hebrew: share, print, comments, advert, read more, show more,
    # pagination, subscribe and follow prompts, close, loading, back to top
    r"(?:поделиться|поделитесь|распечатать|версия для печати|печать|комментарии|комментировать|оставить комментарий"
    r"|добавить комментарий|реклама|читать (?:далее|дальше|полностью)|подробнее|показать (?:ещё|еще|больше|все)"
    r"|наверх|(?:следующая|предыдущая) (?:статья|новость|страница)|подписаться|закрыть|загрузка(?:\.{1,3}|…)?"
    r"|подписывайтесь на (?:нас|наш[а-я]*)(?: [\w-]+){0,4}"
    r"|поділитися|роздрукувати|друк|коментарі|коментувати|залишити коментар|читати (?:далі|повністю)|детальніше"
    r"|докладніше|показати (?:ще|більше|все)|нагору|(?:наступна|попередня) (?:стаття|новина|сторінка)|підписатися"
    r"|закрити|завантаження(?:\.{1,3}|…)?|підписуйтесь на (?:нас|наш[а-яіїєґ]*)(?: [\w-]+){0,4}"
    r"|paylaş|paylaşın|yazdır|yorumlar|yorum yap|yorum yaz|reklam|devamını oku|daha fazla(?: göster| gör)?"
    r"|tümünü gör|başa dön|(?:sonraki|önceki) (?:haber|yazı|sayfa)|abone ol|kapat|yükleniyor(?:\.{1,3}|…)?"
    r"|bizi (?:[\w'’-]+ ){1,4}takip edin"
    r"|κοινοποίηση|μοιραστείτε|εκτύπωση|σχόλια|σχολιάστε|διαφήμιση|διαβάστε (?:περισσότερα|ολόκληρο το άρθρο"
    r"|τη συνέχεια)|περισσότερα|(?:επόμενο|προηγούμενο) άρθρο|(?:επόμενη|προηγούμενη) σελίδα|κλείσιμο|εγγραφείτε"
    r"|φόρτωση(?:\.{1,3}|…)?|ακολουθήστε (?:μας|το [\w-]+) στ[οη] (?:[\w-]+ ?){1,3}"
    r"|شارك|مشاركة|شارك(?:وا)? (?:المقال|الخبر)|طباعة|اطبع|التعليقات|تعليقات|أضف تعليق(?:ا|اً)?|اترك تعليق(?:ا|اً)?"
    r"|إعلان|[اإ]قرأ المزيد|المزيد|عرض المزيد|(?:المقال|الخبر|الموضوع) (?:التالي|السابق)|الصفحة (?:التالية|السابقة)"
    r"|اشترك(?: الآن)?|إغلاق|اغلاق|جار(?:ي)? التحميل(?:\.{1,3}|…)?|العودة (?:إلى|الى) (?:الأعلى|الاعلى)"
    r"|تابع(?:ونا|نا) على (?:[\w-]+ ?){1,3}"
    r"|שתפו|שתף|שיתוף|הדפסה|הדפס|תגובות|הוספת תגובה|הגיבו|פרסומת|קראו עוד|קרא עוד|לכתבה המלאה"
    r"|הכתבה (?:הבאה|הקודמת)|לעמוד הבא|הרשמה|סגור|טוען(?:\.{1,3}|…)?|חזרה למעלה|עקבו אחרינו ב(?:[\w-]+ ?){1,3})",
    r"(?:комментари(?:и|й|ев)?|коментар(?:і|ів)|yorumlar|σχόλια|التعليقات|תגובות) ?\(\d+\)",
    r"\d+ (?:комментари(?:й|я|ев)|коментар(?:і|ів)?|yorum|σχόλια|تعليق(?:ات)?|תגובות)",
    # Chinese, Japanese, Korean (a colon may be the full-width one)
    r"(?:分享(?:到|至|本文)?|打印(?:本页)?|(?:评论|評論)|(?:发表|發表)(?:评论|評論)|广告|廣告|(?:阅读|閱讀|查看|展开|展開)全文"
    r"|(?:阅读|閱讀|查看|加载|載入)更多|(?:返回|回到)(?:顶部|頂部)|上一(?:篇|页|頁)|下一(?:篇|页|頁)|关闭|關閉|订阅|訂閱"
    r"|加载中|載入中|(?:关注|關注)我(?:们|們)(?:的[\w]{1,12})?"
    # ((xnews33) a Chinese portal's app line under each story: Sina's "海量资讯、精准解读，尽在新浪财经APP", "下载新浪新闻客户端")
    r"|(?:海量资讯|更多精彩|更多资讯|更多新闻)[^\n]{0,12}尽在[\w ]{1,12}(?:app|客户端)|(?:下载|打开)[\w ]{1,12}(?:app|客户端)"
    r"|シェア(?:する)?|ツイート|印刷(?:する)?|コメント(?:する)?|広告|続きを読む|もっと見る|さらに表示"
    # ((xnews33) a Japanese paper's paywall: Nikkei's "この記事の会員限定記事", "日経電子版セット 2カ月無料で今すぐ読む",
    # "この記事は会員限定です", "有料会員になると続きをお読みいただけます")
    r"|この記事(?:は|の)(?:有料)?会員限定(?:記事)?(?:です)?|(?:有料)?会員(?:登録|になる)と[^。\n]{0,20}(?:読め|お読み)[^。\n]{0,15}"
    # (the paper's offer named before it from a closed list: a class of any letter before it would be tried on every
    # block, ``firstchar``)
    r"|(?:(?:日経電子版(?:セット)?|朝日新聞デジタル|毎日新聞デジタル|読売新聞オンライン)\s?)?(?:\d+(?:カ|か|ヶ)月|初月)"
    r"無料で(?:今すぐ)?(?:読む|お試し|始める)"
    r"|ページの?(?:先頭|トップ)へ(?:戻る)?|トップへ戻る|(?:次|前)の(?:記事|ページ)|次へ|前へ|閉じる|購読する|読み込み中"
    r"|(?:[\w]{1,12}で)?フォローする"
    r"|공유(?:하기)?|인쇄(?:하기)?|댓글|광고|더 ?보기|전체 ?보기|기사 더보기|맨 ?위로|위로 가기|(?:다음|이전) (?:기사|글)"
    r"|구독(?:하기)?|닫기|로딩 ?중|본문 바로가기)\s*[：:]?\s*(?:\.{1,3}|…)?",
    r"(?:评论|評論|コメント|댓글) ?[（(]\d+[)）]|\d+ ?(?:条评论|則評論|件のコメント|개의 댓글)|댓글 \d+개?",
    # Czech and Slovak news sites' tool bars, comment and gallery buttons, paywall and consent prompts, as iDNES,
    # Novinky, Seznam Zprávy, Aktuálně, Deník, Denník N, SME, Pravda or Aktuality.sk render them: "Diskuze (12)",
    # "Přidat komentář", "Fotogalerie (15)", "Kopírovat odkaz", "Nahlásit chybu", "Tento článek je dostupný pouze
    # předplatitelům", "Celý článok si môžete prečítať s predplatným", "Už máte predplatné? Prihláste sa", "Přijmout
    # vše", "Sledujte nás na Google Zprávách", "Pokračování článku pod reklamou", "Video se připravuje"
    r"(?:(?:zobrazit|zobraziť|skrýt|otevřít|číst|čítať) )?(?:diskuse|diskuze|diskusi|diskuzi|diskusia|diskusiu|komentáře"
    r"|komentáre|komentářů|komentárov|názory) ?\(\d+[^)]{0,20}\)(?: ?(?:přidat|pridať|napsat|napísať|vložit|vložiť)"
    r" (?:komentář|komentár|příspěvek|príspevok|názor))?"
    r"|\d+ (?:komentárov|komentárů|názorů|názorov|příspěvků|príspevkov|reakcí|reakcií)"
    r"|(?:přidat|přidejte|napsat|napište|pridať|pridajte|napísať|napíšte|vložit|vložiť) (?:nový |vlastní |svůj |svoj )?"
    r"(?:komentář|komentár|názor|příspěvek|príspevok|reakci|reakciu)"
    r"|(?:zobrazit|zobraziť|otevřít|otvoriť|vstoupit do|vstúpiť do|přejít do|prejsť do|číst|čítať) (?:celou |celú |všetky )?"
    r"(?:diskusi|diskuzi|diskusiu|diskuse|diskusie|komentáře|komentáre|diskuze)"
    r"|(?:foto)?(?:galerie|galerii|galéria|galériu) ?\(\d+\)|(?:zobrazit|zobraziť|otevřít|otvoriť|spustit|spustiť) "
    r"(?:foto)?(?:galerii|galériu)(?: \(\d+[^)]{0,20}\))?|\d+ (?:fotografií|fotiek|fotografií v galerii|fotek)"
    r"|(?:kopírovat|kopírovať|zkopírovat|skopírovať) (?:odkaz|adresu|link)(?: (?:článku|na článek|na článok))?"
    r"|(?:nahlásit|nahlásiť|upozornit na|upozorniť na|oznámit|oznámiť) (?:chybu|překlep|preklep)(?: v (?:článku|textu|texte))?"
    r"|našli jste (?:v článku )?chybu\??|našli ste (?:v článku )?chybu\??"
    r"|tisknout|vytlačit|tisk článku|vytisknout článek|vytlačiť článok|(?:poslat|poslať|odeslat|odoslať|sdílet|zdieľať)"
    r"(?: článek| článok)? (?:e-?mailem|e-?mailom|e-mailem|mailem|mailom|na e-?mail)"
    r"|(?:uložit|uložiť|uložte si|ulož si) (?:článek|článok|na později|na neskôr)|uložit|uložiť|uložené články"
    r"|(?:přidat|pridať) (?:do|medzi) (?:oblíbených|obľúbených|záložek|záložiek)"
    r"|(?:sledujte|odebírejte|sleduj)(?: nás| [\w.-]{2,20}(?: [\w.-]{1,10})?)?(?: aj| také| tiež| i)? (?:na|v|cez|přes)"
    r" (?:facebooku|instagramu|instagrame|twitteru|twitteri|x|youtube|youtubu|tiktoku|telegramu|telegrame|whatsappu|linkedinu|threads|google (?:news|zprávách"
    r"|zprávy|správach|správy)|sociálních sítích|sociálnych sieťach)(?:(?:,| a| i)(?: na| v)?(?: síti| sieti)? [\w-]+)*"
    # ((xnews35) the last network with its own preposition, X named as "the network X": "Sledujte nás na Facebooku a na
    # síti X.")
    # ((xnews31) what following spares the reader: "Sledujte nás na Facebooku a Instagramu, ať vám nic neuteče.")
    r"(?:,? (?:ať|aby|nech|aby ste) (?:vám|ti) (?:nic|nič) (?:neuteče|neunikne|neujde|neuteklo|neuniklo|neušlo))?[.!]?"
    r"|sledujte nás"
    r"|líbí se vám (?:tento |náš )?článek\??|páči sa vám (?:tento |náš )?článok\??"
    r"|(?:pokračování|pokračovanie) (?:článku |textu )?(?:pod|za|níže|nižšie) (?:reklamou|reklamu|videem|videom|inzerátem"
    r"|inzerciou)|(?:článek|článok|text) pokračuje pod (?:reklamou|videem|videom|fotogalerií)"
    r"|video se (?:připravuje|načítá|spustí)(?: za \d+ s(?:ekund)?)?\s*(?:\.{1,3}|…)?|video sa (?:pripravuje|načítava)"
    r"\s*(?:\.{1,3}|…)?|(?:audio ?verze|audioverzia|zvuková verze|zvuková verzia) článku"
    r"|(?:článek|článok) (?:si )?(?:můžete|môžete) (?:také |tiež |aj )?(?:poslechnout|vypočuť)(?: si)?(?: v audioverzi"
    r"| v audioverzii| ako audio)?\.?|(?:přehrát|prehrať|poslechnout|vypočuť) (?:si )?(?:audio|audioverzi|podcast)"
    # the login and subscription prompts, and paywalls: "Přihlaste se", "Předplatné", "Odemknout článek"
    r"|přihlaste se|přihlásit se|prihláste sa|prihlásiť sa|odhlásit se|odhlásiť sa|předplatné|predplatné|můj účet|môj účet"
    r"|(?:chci|chcem|kúpiť|koupit|objednat|objednať|získat|získať|aktivovat|aktivovať) (?:si )?(?:předplatné|predplatné"
    r"|přístup|prístup)(?: [\w+]{1,10})?" + _CS_PRICE +
    r"|" + _CS_OFFER + r"(?:\s+" + _CS_OFFER + r"){0,2}"  # a row of an offer box's buttons
    r"|staňte se předplatitelem|staňte sa predplatiteľom|(?:odemknout|odomknúť|odemkněte|odomknite) (?:si )?(?:celý )?"
    r"(?:článek|článok|obsah)"
    # (session 26) "Jste předplatitel? Přihlaste se", "Už ste predplatiteľ? Prihláste sa", iDNES's "Vyzkoušejte iDNES
    # Premium", "Získejte iDNES Premium"
    r"|(?:už |již )?(?:jste|ste) (?:už |již )?(?:předplatitel\w*|predplatiteľ\w*)\??(?: (?:přihlaste se|prihláste sa))?\.?"
    r"|(?:vyzkoušejte|vyzkoušet|získejte|získat|vyskúšajte|vyskúšať|získajte|získať|aktivujte|aktivovat|aktivovať)(?: si)?"
    r" [\w.-]{2,15} (?:premium|plus|\+)(?: (?:za|od|na) [\w,. ]{1,20})?"
    # (xcssk39) ... its discount ("Získejte 50 % slevu na iDNES Premium", "Získajte 40 % zľavu na predplatné SME"), the
    # offer's price after the site's name ("Predplatné SME.sk za 1 €", "Předplatné Deníku N od 149 Kč měsíčně"), and the
    # pitch's line under it ("Články bez reklám a neobmedzený prístup."); an offer of a thing ("Získejte 50 % slevu na
    # vstupné") or a service's price ("Předplatné Netflixu za 259 Kč") names no site and stays
    r"|(?:získejte|získajte|využijte|využite) (?:až )?\d{1,3} ?% (?:slevu|slevy|zľavu|zľavy) na (?:(?:předplatné|predplatné)"
    r"(?: [\w.+-]{2,15}){0,2}|[\w.-]{2,15} (?:premium|plus|prime|\+))[.!]?"
    r"|(?:předplatné|predplatné) (?:[\w-]{2,20}\.(?:cz|sk)|[\w.-]{2,15} (?:premium|plus|prime|\+)|denníka n|deníku n)"
    r" (?:(?:už |již )?(?:za|od)) [\d,.]+ ?(?:kč|€|eur)(?: (?:měsíčně|mesačne|ročně|ročne|na měsíc|na mesiac))?[.!]?"
    r"|(?:všechny |všetky )?(?:články|čtení|čítanie) bez (?:reklam|reklám)(?: a (?:neomezený|neobmedzený) (?:přístup|prístup))?[.!]?"
    r"|(?:už |již )?(?:máte|mate) (?:už |již )?(?:předplatné|predplatné|účet)(?: (?:nebo|alebo) (?:registraci|registráciu|účet))?"
    r"\??(?: (?:přihlaste se|prihláste sa|přihlásit|prihlásiť"
    r"|přihlášení|prihlásenie))?\.?"
    r"|(?:tento |celý |celý tento )?(?:článek|článok|obsah|text)(?: je)? (?:dostupný|dostupné|určený|určen|určen[ýá]"
    r"|exkluzivní|exkluzívny|exkluzivně|exkluzívne|k dispozici|k dispozícii|exkluzivním obsahem|exkluzívnym obsahom)"
    r" (?:pouze |jen |iba |len |výhradně |výhradne )?"
    r"(?:pro |pre )?(?:předplatitel\w*|predplatiteľ\w*|registrovan\w*|přihlášen\w*|prihlásen\w*)(?: [\w.+ ]{1,30})?\.?"
    r"(?: (?:předplaťte|predplaťte|přihlaste|prihláste|staňte|získejte|získajte|objednejte|objednajte)[^.!?]{0,60}[.!]?)?"
    r"|(?:exkluzivní|exkluzívny|prémiový|prémiový) (?:obsah|článek|článok)(?: (?:pro|pre) (?:předplatitele|predplatiteľov))?"
    r"|(?:exkluzivně |exkluzívne |pouze |jen |iba |len |výhradně |výhradne |články |články len |obsah )?(?:pro|pre) "
    r"(?:předplatitele|predplatiteľov)|(?:tento )?(?:článek|článok) je (?:uzamčen[ýá]?|zamčen[ýá]?|uzamknutý|zamknutý)\.?"
    r"|(?:celý |zbytek |zvyšok |pokračovanie |pokračování |tento |tento celý )?(?:článek |článku |článok |textu? )?si (?:můžete |môžete )?"
    r"(?:přečíst|prečítať|přečtete|prečítate|dočíst|dočítať)(?: celý)?(?: článek| článok)?,? (?:len |iba |jen |pouze )?"
    r"(?:s|se|po|v|ako|jako) (?:předplatným|predplatným|přihlášení|prihlásení|registraci|registrácii|aktivním|aktívnym"
    r"|predplatiteľ|předplatitel)[\w.+ ]{0,40}\.?"
    r"|(?:pokračovanie|pokračování) (?:článku|textu) je (?:dostupné|dostupné iba|k dispozícii) (?:len |iba |pouze )?"
    r"(?:pre|pro) (?:predplatiteľov|předplatitele)\.?"
    r"|zbývá vám (?:ještě )?\d+ ?% (?:článku|textu)|zostáva vám (?:ešte )?\d+ ?% (?:článku|textu)"
    r"|(?:zobrazit|zobraziť|přečíst|prečítať|číst|čítať|prečítajte si|přečtěte si) (?:celý )?(?:článek|článok)"
    r"|celý článek|celý článok|čítajte ďalej|čtěte dál|číst dál|pokračovat ve čtení|pokračovať v čítaní"
    # a label saying the text is sponsored: "Komerční sdělení", "PR článok"
    r"|(?:sponzorovaný|sponzorovaný|partnerský|komerční|komerčný|reklamní|reklamný|placený|platený) (?:obsah|článek"
    r"|článok|text|sdělení|príspevok)|komerční sdělení|komerčná prezentácia|pr (?:článek|článok|text|sdělení)"
    # a newsletter form's lines: "Odebírat newsletter", "Zadejte svůj e-mail"
    r"|(?:odebírat|odebírejte|odoberať|odoberajte|přihlásit k odběru|prihlásiť na odber)(?: náš| naše)?"
    r" (?:newsletter|novinky|zpravodaj)|(?:zadejte|zadajte|vyplňte|vložte) (?:svůj |váš |vaši |svoj |vašu )?"
    r"(?:e-?mail|e-mailovou adresu|e-mailovú adresu)(?: adresu)?"
    # a consent banner's buttons: "Přijmout vše", "Odmietnuť všetko", "Nastavení cookies"
    r"|(?:přijmout|prijať|povolit|povoliť|odmítnout|odmietnuť|zamítnout|akceptovat|akceptovať)(?: a zavřít| a zavrieť)?"
    r"(?: vše| všechny| všetko| všetky| všechno| cookies| nezbytné| nevyhnutné)*(?: a zavřít| a zavrieť)?"
    r"|(?:nastavení|nastavenia|správa|spravovat|spravovať) (?:souhlasu|súhlasu|cookies|cookie|soukromí|súkromia"
    r"|předvoleb|preferencií)|přizpůsobit|prispôsobiť|souhlasím(?: a pokračovat| a zavřít| se vším)?"
    r"|súhlasím(?: a pokračovať| a zavrieť| so všetkým)?"
    # a report's agency alone, the label of a live coverage, a stamp's label left alone
    r"|čtk|tasr|sita|živě|naživo|(?:online|živý|on-line) (?:přenos|prenos|reportáž)|aktualizace|aktualizácia"
    r"|aktualizováno|aktualizované"  # (session 26) the stamp's word, its time an element of its own
    r"|redakce|redakcia|více|víc|viac|(?:načíst|načítať|zobrazit|zobraziť|ukázat|ukázať) (?:další|ďalšie|viac|více"
    r"|starší|staršie|novější|novšie)(?: články| zprávy| správy| příspěvky| príspevky| komentáře| komentáre)?|kurzy (?:měn|mien)|kurzovní lístek|kurzový lístok"
    r"|(?:pro|pre) (?:pokračování|pokračovanie) (?:ve čtení|v čítaní|čtení|čítania) se (?:prosím )?(?:přihlaste|prihláste)"
    r"(?: sa)?(?: nebo [\w ]{1,30})?\.?|(?:chcete|chceš) (?:číst|čítať) (?:dál|dále|ďalej)\??(?: (?:předplaťte|predplaťte|přihlaste"
    r"|prihláste|staňte|získejte|získajte)[^.?!]{0,60}[.!]?)?"
    r"|(?:témata|tagy|štítky|témy|téma|kľúčové slová|klíčová slova|rubrika|rubriky|sekcia|kategorie|kategória)\s*:"
    # more of the paywalls', shares', donations', polls' and counters' words: "Nemáte předplatné?", "Získejte
    # neomezený přístup ke všem článkům", "Podpořte nezávislou žurnalistiku", "Počet zobrazení: 1234"
    r"|přihlásit|prihlásiť|nemáte (?:ještě |ešte )?(?:předplatné|predplatné|účet)\??|(?:předplatit|predplatiť) [\w.]{2,12}"
    r"|(?:získejte|získajte|odemkněte si|odomknite si) (?:neomezený|neobmedzený|plný|okamžitý) (?:přístup|prístup)"
    r"(?: (?:ke|k|ku) [\w ]{1,40})?[.!]?|(?:tento |celý )?(?:článek|článok|text) je (?:součástí|súčasťou) (?:předplatného"
    r"|predplatného)[\w ]{0,30}\.?|(?:pro|pre) (?:čtení|přečtení|čítanie|prečítanie) (?:celého |celého tohoto )?"
    r"(?:článku|textu) (?:se |sa )?(?:prosím )?(?:přihlaste|prihláste)(?: sa)?[\w ]{0,30}\.?"
    # (xnews29e) a free article's note, the subscription after it (Respekt: "Tento článek máte zdarma. Respekt můžete
    # číst celý s předplatným."), and a regional weekly's pointer to its print edition ("Celý článek najdete v tištěném
    # vydání Jihlavských listů.", "Viac sa dočítate v tlačenom vydaní MY Nitrianske noviny.")
    r"|(?:tento |tenhle )?(?:článek|článok|text) (?:máte|máš|čtete|čítate|je) (?:zdarma|zadarmo|odemčený|odomknutý)"
    r"(?: (?:díky|vďaka) [\w ]{1,40})?[.!]?(?: [^.!?]{0,80}(?:předplat|predplat)[^.!?]{0,40}[.!]?)?"
    r"|" + PRINT_EDITION +
    r"|sdílejte|zdieľaj|sleduj nás|(?:pridaj|pridajte|přidej|přidejte|zapoj|zapojte) (?:sa|se) do diskus(?:e|ie|ze)"
    r"|" + CZSK_SUPPORT_US + r"|přispějte|prispejte"
    r"|(?:hlasovat|hlasovať|výsledky ankety|zobrazit výsledky|zobraziť výsledky)"
    r"|(?:další|ďalšie) (?:fotogalerie|fotogalérie|galerie|galérie|videa)"
    r"|(?:poslechněte|vypočujte) si (?:celý |celú )?(?:podcast|reportáž|rozhovor)"
    r"|(?:čtk|tasr|sita)(?:, ?[a-zěščřžýáíéúůďťňóľĺô]{2,5}){1,3}"
    r"|(?:počet (?:zobrazení|přečtení|prečítaní|zhliadnutí|zhlédnutí)|čitateľnosť|zobrazeno|přečteno|prečítané)\s*:?\s*"
    r"[\d\s.]*\d\s*[x×]?"
    r"|(?:ohodnoťte|ohodnoťte si|hodnocení|hodnotenie) (?:tento |tohoto )?(?:článek|článok|článku|článku:)"
    r"|hodnocení\s*:\s*[\d,./ ]+|(?:chcete|chceš) dostávat .{0,60}e-?mailem\??"
    r"|odeslat|odoslať|hledat|vyhledat|vyhľadať|vyhľadávanie|zpět nahoru|späť hore|späť nahor|přeskočit na obsah"
    r"|hlavní navigace|hlavná navigácia|mapa stránek|mapa stránok|prohlášení o přístupnosti|vyhlásenie o prístupnosti"
    r"|zásady (?:používání |používania )?(?:souborů |súborov )?cookies?",
    # more of the Czech and Slovak news sites' tools, alone in a block (session 20): a gallery's counter ("Foto 1/12",
    # "Fotografie 1 z 12", "Fotogalerie (12 fotografií)"), a player's button and length ("Přehrať video", "Video
    # 2:31", "Délka videa: 2:31"), app and newsletter prompts ("Stáhněte si naši aplikaci", "Přihlásit se
    # k odběru"), the comments' and the tips' boxes ("Diskuse k článku", "Vstúpiť do diskusie (15)", "Máte tip na
    # článek?"), links alone ("Více zde", "Pokračujte ve čtení", "Zvětšit"), advert labels ("Inzercia"), a
    # paywall's "Celý článek si přečtete po přihlášení", and an agency beside the site ("ČTK, iROZHLAS.cz")
    r"(?:foto|fotografie|fotografia|fotka|snímek|snímka|obrázek|obrázok)\s*\d{1,3}\s*(?:/|z|ze|zo)\s*\d{1,3}"
    r"|(?:foto)?(?:galerie|galéria)\s*\(\d+[^)]{0,20}\)"
    r"|(?:přehrát|přehrať|prehrať|pustit|pustiť|spustit|spustiť) (?:si )?(?:video|videa|záznam|audio|zvuk)"
    r"|(?:video|audio|záznam)\s*:?\s*\(?\d{1,2}:\d\d(?::\d\d)?\)?(?:\s*min\.?)?"
    r"|(?:délka|dĺžka|stopáž) (?:videa|záznamu|audia|nahrávky)\s*:?\s*\d{1,2}:\d\d(?::\d\d)?(?:\s*min\.?)?"
    # (xcssk39) ... the label without its noun, then with its colon: ČT24's "Délka: 12:04" under a video's title
    r"|(?:délka|dĺžka|stopáž)\s*:\s*\d{1,2}:\d\d(?::\d\d)?(?:\s*min\.?)?"
    r"|inzerce|inzercia|zvětšit(?: foto| obrázek)?|zväčšiť(?: foto| obrázok)?"
    r"|(?:stáhněte|stáhnout|stiahnite|stiahnuť|nainstalujte|nainštalujte) si (?:naši |našu |novou |novú |mobilní |mobilnú "
    r"|bezplatnou |bezplatnú )*(?:aplikaci|aplikáciu|appku)(?: [\w.+-]{1,20}){0,2}"
    r"|(?:přihlásit|přihlaste|prihlásiť|prihláste) (?:se|sa) (?:k odběru|na odber)(?: (?:newsletteru|newslettera|novinek"
    r"|noviniek|zpravodaje))?"
    r"|(?:diskuse|diskuze|diskusia|komentáře|komentáre) (?:k|ku) (?:článku|tématu|téme)"
    r"|(?:vstoupit|vstúpiť|přejít|prejsť) do (?:diskuse|diskuze|diskusie)\s*\(\d+\)"
    r"|máte (?:pro nás |pre nás )?(?:tip|námět|podnet)(?: na (?:článek|článok|reportáž))?\?|tipy? (?:pro|pre) redakci"
    r"|(?:pokračujte|pokračuj) (?:ve čtení|v čítaní)|(?:více|víc|viac) (?:zde|tu|tady)"
    r"|(?:čtk|tasr|sita)(?:,\s*[\w-]+\.(?:cz|sk))+|[\w-]+\.(?:cz|sk)(?:,\s*(?:čtk|tasr|sita|[\w-]+\.(?:cz|sk)))+"
    r"|(?:celý |zbytek )?(?:článek|článok|článku) (?:si )?(?:přečtete|prečítate|můžete přečíst|môžete prečítať) (?:v|vo|na|po|s|so|se)"
    r" [\w.+ ]{1,40}\.?|zbytek článku je (?:dostupný|k dispozici) (?:pouze |jen )?(?:pro )?předplatitel\w*\.?",
    # more of the Czech and Slovak news sites' tools alone in a block (session 23): a poll's count and button ("Celkem
    # hlasovalo 1 234 čtenářů", "Hlasovat v anketě", the heading "Anketa"), the author box's link ("Všechny články
    # autora"), a video advert's countdown ("Reklama 00:15"), a player's placeholder ("Načítám video"), Aktuality.sk's
    # "Pokračovanie článku pod video reklamou", a gallery's counter beside its button ("1 / 24 Zobrazit fotogalerii
    # (24 fotografií)", "Další fotografie"), a paywall's "Ak máte predplatné, prihláste sa" and its pitch ("Predplatné
    # Denníka N vám umožní čítať všetky články bez obmedzení."), a sponsored text's note
    # ("Článek vznikl ve spolupráci s partnerem"), iROZHLAS's tool bar ("Sdílet na Facebooku … Kopírovat url adresu",
    # "Zkrácená adresa", "Kopírovat do schránky"), "Napište nám", an audio player's "Poslechněte si článek"
    r"anketa(?: dne| týdne| dňa| týždňa)?|(?:hlasovat|hlasovať|hlasujte) (?:v|vo) (?:anketě|ankete)"
    r"|(?:celkem |celkom |v anketě |v ankete )?(?:už |již |zatiaľ )?hlasoval[oia]? (?:už |již |zatiaľ )?[\d\s.]+"
    r" (?:čtenářů|čtenáři|lidí|uživatelů|čitateľov|čitatelia|ľudí|používateľov|respondentů|respondentov)\.?"
    r"|(?:celkem|celkom|počet) (?:hlasů|hlasov)\s*:?\s*[\d\s.]+"
    r"|(?:další|ďalšie|všechny|všetky|starší|staršie) (?:články|texty|příspěvky|príspevky) (?:autora|autorky|tohoto autora"
    r"|tejto autorky|tohto autora)|(?:profil|medailonek) (?:autora|autorky)"
    r"|(?:video\s*)?reklama\s*[|·:]?\s*\d{1,2}:\d\d|video\s*reklama|(?:načítám|načítavam|načítání|načítavanie) (?:video|videa|přehrávač|prehrávač)"
    r"(?:\s*(?:\.{1,3}|…))?|(?:pokračování|pokračovanie) (?:článku |textu )?pod (?:video ?reklamou|videoreklamou)"
    r"|(?:\d{1,3}\s*/\s*\d{1,3}\s*)?(?:zobrazit|zobraziť|otevřít|otvoriť|spustit|spustiť) (?:foto)?(?:galerii|galériu)"
    r"(?: \(\d+[^)]{0,20}\))?|(?:předchozí|další|následující|predchádzajúca|ďalšia|nasledujúca) (?:fotografie|fotka"
    r"|fotografia|snímek|snímka|obrázek|obrázok)|foto|galéria|fotogaléria"
    r"|(?:ak|keď|pokud|jestli|jestliže|pokiaľ) (?:už )?(?:máte|ste) (?:predplatné|předplatné|predplatiteľ\w*|předplatitel\w*)"
    r",? (?:prihláste sa|přihlaste se)\.?"
    # (a site's own: its articles, its reading; "Předplatné Netflixu vám umožní přístup ke všem seriálům" is a text's)
    r"|(?=[^.!?]{0,160}(?:článk|článok|čten|číst|čítať|čítani|obsah|zpravodajstv|spravodajstv))"
    r"(?:predplatné|předplatné)(?: [\w.+-]{1,20}){0,3} (?:vám |ti )?(?:umožní|zpřístupní|sprístupní|otevře|otvorí)"
    r" (?:čítať|číst|všechny|všetky|neobmedzené čítanie|neomezené čtení|(?:neomezený |neobmedzený |plný )?(?:přístup|prístup))"
    r"[\w ,.+-]{0,80}[.!]?"
    r"|(?:tento |tento |celý )?(?:článek|článok|text|obsah|materiál) (?:vznikl|vznikol|byl vytvořen|bol vytvorený|je vytvořen"
    r"|je vytvorený|vytvořený|vytvorený|vzniká|vzniká) (?:ve|v|vo) spolupráci s (?:partnerem|partnerom|inzerentem|inzerentom"
    r"|klientem|klientom|[\w.&'’ -]{2,40})\.?"
    r"|(?:(?:sdílet|zdieľať) na (?:facebooku|twitteru|twitteri|x|linkedinu|linkedine|whatsappu|whatsapp|messengeru)"
    r"|tisknout|tlačiť|(?:kopírovat|kopírovať|zkopírovat|skopírovať) (?:url )?(?:adresu|odkaz)|zavřít|zavrieť)"
    r"(?:[\s|·•]+(?:(?:sdílet|zdieľať) na (?:facebooku|twitteru|twitteri|x|linkedinu|linkedine|whatsappu|whatsapp"
    r"|messengeru)|tisknout|tlačiť|(?:kopírovat|kopírovať|zkopírovat|skopírovať) (?:url )?(?:adresu|odkaz)|zavřít|zavrieť)){1,8}"
    r"|zkrácená adresa|skrátená adresa|(?:kopírovat|kopírovať) do schránky(?: zavřít| zavrieť)?"
    r"|(?:zkopírováno|skopírované)(?: do schránky)?"
    r"|(?:máte (?:pro nás |pre nás )?(?:tip|námět|podnet)(?: na (?:článek|článok|reportáž))?\?\s*)?(?:napište|napíšte) nám"
    r"(?: na [\w.@-]+)?\.?"
    r"|(?:poslechněte|poslechnout|vypočujte|vypočuť|poslechnite) si(?: (?:celý |tento )?(?:článek|článok))?|poslechnout"
    r"|pravidla (?:diskuse|diskuze)|pravidlá diskusie|líbí se vám naše práce\?"
    r"|páči sa vám naša práca\?|(?:zaregistrujte|registrujte) (?:se|sa)(?: zdarma| zadarmo)?"
    # a live blog's end and its labels ("Online reportáž jsme ukončili", "Nové příspěvky"), a player's controls
    # ("Přeskočit reklamu", "Reklama skončí za 5 s", "Ztlumit"), follow buttons ("Sledovat autora", "Odebírat
    # téma"), a gallery's links ("+10 fotografií", "Zobrazit všechny fotografie"), a reading time ("4 minuty čtení"),
    # a partner's label ("Komerční prezentace", "Partnerem článku je"), the desk's signature ("Redakce iDNES.cz"; not a
    # site's name alone: a list of e-shops, "Alza.cz", is a text's)
    r"|(?:tuto |túto )?(?:online |on-line )?(?:reportáž|reportáž|přenos|prenos|zpravodajství|spravodajstvo)"
    r" (?:skončil[ao]?|byl[ao]? ukončen[ao]?|bol[ao]? ukončen[éáý]|jsme ukončili|sme ukončili|je u konce|je ukončen[ýá])"
    r"\.?(?: (?:děkujeme|ďakujeme) (?:vám )?za (?:pozornost|pozornosť)[.!]?)?"
    r"|sledujte (?:naši |našu )?(?:online |on-line )?(?:reportáž|přenos|prenos)|(?:nové|nový|novější|novšie) příspěvky"
    r"|(?:nové|nový) príspevky|(?:pokračujte|pokračuj) (?:ve čtení|v čítaní) (?:pod|za) (?:reklamou|reklamu|videem|videom)"
    r"|(?:přeskočit|preskočiť) (?:reklamu|reklamy)|reklama (?:skončí|končí) za \d+ ?s(?:ek(?:und)?)?\.?"
    r"|celá obrazovka|celá obrazovka|na celou obrazovku|na celú obrazovku|pauza|ztlumit|stlmiť|titulky|zrušit ztlumení"
    r"|\+?\s?(?:sledovat|sledovať|odebírat|odoberať)(?: (?:autora|autorku|téma|tému|rubriku))?|diskuze"
    r"|\+\s?\d{1,3} (?:fotografií|fotek|fotiek|fotografie|fotografií)"
    r"|(?:zobrazit|zobraziť|prohlédnout|pozrieť) (?:si )?(?:všechny|všetky) (?:fotografie|fotky|fotografie|snímky)"
    r"|(?:přejít|prejsť|vstoupit|vstúpiť) do (?:fotogalerie|galerie|fotogalérie|galérie)"
    r"|\d{1,2} (?:minut[ay]?|minút[ay]?|min\.?) (?:čtení|čítania)"
    # (session 26) ... with its label first, or as a sentence: "Čtení: 4 min", "Přečtení zabere 4 minuty"
    r"|(?:čtení|čítanie|doba čtení|čas čtení|doba čítania|čas čítania)\s*:?\s*(?:cca |asi |približne )?\d{1,2}\s*(?:min\.?|minut[ay]?"
    r"|minút[ay]?)|(?:přečtení|prečítanie|čtení|čítanie) (?:zabere|trvá|potrvá) (?:cca |asi |približne )?\d{1,2}\s*"
    r"(?:min\.?|minut[ay]?|minút[ay]?)\.?"
    r"|komerční prezentace|komerčná prezentácia|partner(?:em)? článku(?: je)?|partnerom článku je"
    r"|(?:redakce|redakcia) [\w-]{2,20}\.(?:cz|sk)"
    r"|(?:poslechněte|poslechnite|vypočujte) si (?:celou |celú |celý )?(?:reportáž|rozhovor|podcast|pořad|reláciu|relaci)",
    # German paywalls' offers alone in a block: "Alle Artikel lesen für 0,99 €", "Zugang zu allen Artikeln",
    # "Freier Zugang zu allen Artikeln, Videos, Audioinhalten und Podcasts"
    r"(?:jetzt )?alle (?:artikel|inhalte) (?:lesen|freischalten)(?: (?:für|ab) (?:nur )?[\d,.]+\s?(?:€|euro)"
    r"(?:\s?(?:im|pro|/) ?(?:monat|woche|mon\.))?)?"
    r"|(?:freier |voller |unbegrenzter |unbeschränkter )?zugang zu allen (?:artikeln|inhalten)"
    r"(?:,? (?:videos|audioinhalten|podcasts|e-papers?)(?:,| und)?)*",
    # more paywalls' wordings alone in a block (session 21): "Sie möchten weiterlesen?", "Sie sind bereits Abonnent?
    # Hier einloggen", "Plus-Artikel", "Subscribe to read the full article", "To continue reading, subscribe now.",
    # "You have reached your limit of free articles.", "Continue reading your article with a WSJ subscription",
    # "Pour lire la suite, abonnez-vous", "Per leggere l'articolo completo abbonati", "Klikli jste na článek, který
    # patří do předplatitelské sekce iHNed.cz", "Článek je exkluzivně k dispozici předplatitelům", "Ten artykuł jest
    # dostępny tylko dla subskrybentów"
    r"(?:(?:möchten|wollen) sie|sie möchten) (?:jetzt )?(?:weiterlesen|weiter lesen|mehr lesen)\??"
    r"|lesen sie (?:jetzt )?weiter\s*[–—-]\s*mit [\w+ -]{1,30}"
    r"|(?:sie sind|du bist) bereits (?:abonnent(?:in)?|kunde|kundin|registriert)\??(?: (?:hier |jetzt )?(?:anmelden|einloggen))?"
    r"|(?:plus|premium|abo)-?(?:artikel|inhalt|beitrag)"
    r"|subscribe (?:now |today )?(?:to|and) (?:read|continue reading|keep reading|unlock) (?:the |this )?(?:full |whole )?"
    r"(?:article|story)(?: in full)?\.?|subscribe (?:now |today )?for (?:full|unlimited) (?:digital )?access\.?"
    r"|to (?:continue|keep) reading,? (?:please )?(?:subscribe|sign in|log in|register)(?: now| today)?[.!]?"
    r"|you(?:['’]ve| have) (?:reached|read) (?:your|the) (?:limit|maximum|(?:\w+ )?free (?:articles|stories))"
    r"(?: (?:of|for) free (?:articles|stories))?(?: (?:this|for the) month)?[.!]?"
    r"|continue reading (?:your|this|the) (?:article|story) with (?:a|an) [\w+ .-]{1,30} (?:subscription|membership)"
    r"|become a (?:member|subscriber) to (?:read|continue reading|unlock) (?:the |this )?(?:full |whole |rest of the )?"
    r"(?:article|story)\.?|unlock (?:this|the full) (?:article|story)"
    r"|pour lire la suite(?: de cet article)?,? (?:abonnez-vous|connectez-vous|inscrivez-vous)[.!]?"
    r"|per leggere (?:l['’]articolo completo|tutto l['’]articolo|il resto dell['’]articolo),? (?:abbonati|accedi|registrati)[.!]?"
    r"|leggi l['’]articolo completo"
    r"|klikli jste na článek,? který patří do předplatitelské sekce(?: [\w.+-]{1,20})?\.?"
    r"|(?:tento )?(?:článek|obsah) je (?:exkluzivně |výhradně )?k dispozici (?:pouze |jen )?předplatitelům\.?"
    r"|(?:ten )?artykuł(?: jest)? dostępny (?:w całości |tylko |wyłącznie )*dla (?:subskrybentów|prenumeratorów)\.?"
    # (session 26) ... the Dutch and Portuguese "Dit artikel is alleen voor abonnees", "Este conteúdo é exclusivo para
    # assinantes", and the Slovak offers "Predplaťte si SME.sk a čítajte bez obmedzení", "Predplatné Denníka N si
    # môžete kúpiť už od 5,49 € mesačne", "Pre pokračovanie v čítaní sa prihláste alebo si kúpte predplatné"
    r"|(?:dit|dit premium-?|het) (?:artikel|verhaal) is (?:alleen|exclusief|uitsluitend) (?:beschikbaar |toegankelijk )?voor"
    r" (?:abonnees|leden)\.?|(?:este|esta) (?:conteúdo|artigo|matéria|reportagem) é (?:exclusiv[oa]|restrit[oa])"
    r" (?:para|a|aos) (?:assinantes|membros)\.?"
    r"|(?:předplaťte|predplaťte) si [\w.+ -]{1,20} a (?:čtěte|čítajte) (?:bez omezení|bez obmedzení|všechny články|všetky články"
    r"|neomezeně|neobmedzene)[.!]?"
    r"|(?:předplatné|predplatné)(?: [\w.+-]{1,20}){0,3} si (?:můžete|môžete) (?:koupit|kúpiť|objednat|objednať|zakoupit)"
    r"(?: (?:už|již))?(?: (?:od|za) [\d,.]+ ?(?:kč|€|eur)\w*(?: (?:měsíčně|mesačne|ročně|ročne))?)?[.!]?"
    r"|(?:pro|pre) (?:pokračování|pokračovanie) (?:ve čtení|v čítaní) (?:se|sa) (?:přihlaste|prihláste)(?: (?:nebo|alebo)"
    r" (?:si )?(?:kupte|kúpte|objednejte|objednajte|zakupte) (?:si )?(?:předplatné|predplatné))?\.?"
    # ... and Polish and Spanish paywalls' and tool bars' lines: "Masz już konto? Zaloguj się", "Kup subskrypcję",
    # "Pozostało 75% artykułu", "Obserwuj nas w Google News", "Para seguir leyendo, suscríbete", "Hazte socio", "Te
    # quedan 3 artículos gratis", "Suscríbete por 1 € al mes", "Archivado en:", "Enviar por correo", "Redacción"
    r"|(?:masz już (?:konto|subskrypcję)\??\s*)?zaloguj się|kup (?:subskrypcję|dostęp|prenumeratę)(?: cyfrową)?"
    r"|pozostało (?:jeszcze )?\d+ ?% (?:artykułu|tekstu)|kontynuuj czytanie"
    r"|(?:dołącz do nas|obserwuj nas|śledź nas) (?:na|w) (?:facebooku|twitterze|instagramie|google news|x)"
    # (session 26) the Portuguese and Spanish follow lines and a subscriber's login: "Siga-nos no Google News", "Já é
    # assinante? Faça login" (xnews29b: Semana's "Siga las noticias de SEMANA en Google News")
    r"|(?:siga-nos|siga o [\w. -]{2,20}|síguenos|sigue a [\w. -]{2,20}|(?:siga|sigue) (?:las|toda[s]? las) noticias de"
    r" [\w. -]{2,20}) (?:no|nas|na|en) (?:google (?:news|notícias|noticias)"
    r"|facebook|instagram|x|twitter|whatsapp|telegram|redes sociais|redes sociales)"
    r"|(?:já é|já sou) assinante\??(?: (?:faça (?:o )?login|entre|acesse)(?: aqui)?)?[.!]?"
    r"|para (?:seguir|continuar) leyendo,? (?:suscr[ií]bete|reg[ií]strate|inicia sesión)[.!]?"
    r"|hazte (?:socio|suscriptor|premium)|te quedan? \d+ (?:artículos|noticias) (?:gratis|gratuitos)(?: este mes)?\.?"
    r"|suscr[ií]bete (?:por|desde) [\d,.]+ ?€(?: (?:al|el primer) mes| ?/ ?mes)?|archivado en\s*:?"
    r"|guardar|escuchar|continúa leyendo|continuar leyendo|enviar por (?:correo|e-?mail)|regístrate gratis"
    r"|redacción|agencias|europa press"
    # ... and more paywalls' prompts in Italian, Spanish, Polish, Dutch and French (session 23): "Per continuare a
    # leggere questo articolo abbonati", "Hai letto 3 articoli gratuiti questo mese", "Suscríbete para leer el
    # artículo completo", "Has alcanzado el límite de artículos gratuitos", "Aby przeczytać cały artykuł, wykup
    # subskrypcję", "Lees verder met een abonnement", "Je hebt het maximum aantal gratis artikelen bereikt", "Vous avez
    # atteint la limite d'articles gratuits", a trial's offer ("Prova gratis per 30 giorni", "Probeer 30 dagen gratis")
    r"|per continuare a leggere(?: (?:questo|l['’]) ?articolo)?,? (?:abbonati|accedi|registrati)(?: ora)?[.!]?"
    r"|abbonati (?:ora )?per (?:leggere|continuare a leggere) (?:l['’]articolo(?: completo)?|tutto l['’]articolo|il resto)[.!]?"
    r"|hai (?:letto|raggiunto) (?:\d+|il limite di) articoli gratuiti(?: (?:questo|del) mese)?[.!]?"
    r"|abbonati (?:a|da) [\d,.]+ ?€(?: (?:al|il primo) mese)?"
    r"|suscr[ií]bete (?:ahora )?para (?:leer|seguir leyendo|continuar leyendo) (?:el|este) artículo(?: completo)?[.!]?"
    r"|(?:has|ha) (?:alcanzado|llegado a) (?:el|tu|su) límite de (?:artículos|noticias)(?: gratuit[oa]s| gratis)?(?: este mes)?[.!]?"
    r"|apúntate a (?:nuestra|la) newsletter|apúntate a nuestro boletín"
    r"|aby (?:przeczytać|czytać dalej|kontynuować czytanie)(?: cały)?(?: artykuł| tekst)?,? (?:wykup|kup|zaloguj się"
    r"|załóż konto)(?: subskrypcję| prenumeratę| dostęp)?[.!]?|przeczytaj cały (?:artykuł|tekst)"
    r"|wykorzysta(?:łeś|łaś|łeś\(-aś\)|no) (?:już )?limit (?:darmowych|bezpłatnych) (?:artykułów|tekstów)[.!]?"
    r"|lees verder met (?:een|je) (?:abonnement|account)[.!]?|word abonnee en lees (?:het hele|dit|verder)(?: artikel)?[.!]?"
    # (xleft31) ... the continuation lines that ask for a subscription by the article's name, not the site's: "Lesen
    # Sie diesen Artikel mit einem Abo weiter", "Um weiterzulesen, schließen Sie ein Abo ab.", "Diesen Artikel
    # weiterlesen mit Z+", "Alle Artikel lesen mit SPIEGEL+", "Dočtěte článek s předplatným", "Lire la suite avec un
    # abonnement", "Continúa leyendo con tu suscripción", "Lee el artículo completo con tu suscripción", "Continue
    # reading with a subscription", "Become a member to continue reading" (a whole block: "Wer den Artikel weiterlesen
    # will, braucht ein Abo, sagt der Verlag" is a sentence)
    r"|lesen sie (?:diesen|den) (?:artikel|beitrag|text) mit (?:einem|ihrem) [\w+ -]{0,20}abo(?:nnement)? weiter[.!]?"
    r"|um weiterzulesen,? (?:schließen sie ein (?:[\w+-]{1,20} )?abo(?:nnement)? ab|benötigen sie ein(?:en)? [\w+ -]{1,30})[.!]?"
    r"|(?:diesen |den )?(?:artikel|beitrag) weiterlesen mit [\w.-]{1,20}(?:\+| plus)|alle artikel lesen mit [\w.-]{1,20}(?:\+| plus)"
    r"|dočtěte (?:si )?(?:celý )?(?:článek|zbytek článku) s předplatným[.!]?|dočítajte (?:si )?(?:celý )?článok s predplatným[.!]?"
    r"|lire la suite avec (?:un|votre) abonnement[.!]?"
    r"|(?:continúa|continua|continuar|sigue|seguir) leyendo con (?:tu|una|su) suscripción(?: digital)?[.!]?"
    r"|lee (?:el artículo|la noticia) complet[oa] con (?:tu|una) suscripción[.!]?"
    r"|(?:continue|keep) reading with (?:a|an|your) (?:digital )?(?:subscription|membership)[.!]?"
    r"|read the (?:full|whole|rest of the) (?:story|article) with (?:a|an|your) (?:digital )?(?:subscription|membership)[.!]?"
    r"|(?:become a (?:member|subscriber)|subscribe now|sign up) to (?:continue|keep) reading[.!]?"
    r"|je hebt het maximum(?: aantal)? (?:gratis )?artikelen bereikt[.!]?"
    r"|vous avez atteint (?:la|votre) limite d['’]articles (?:gratuits|offerts)(?: ce mois-ci)?[.!]?"
    r"|(?:prova gratis|prueba gratis|wypróbuj (?:za darmo|bezpłatnie)|probeer|essai gratuit|essayez gratuitement)"
    r"(?: (?:per|durante|przez|pendant))? \d+ (?:giorni|días|dni|dagen|jours)(?: gratis)?[.!]?"
    # (session 26) a Portuguese offer ("Assine o Jornal por R$ 1,90 no primeiro mês"), and the tips' prompts in
    # Polish, Spanish, Dutch and Portuguese, as the Czech "Máte tip? Napište nám": "Masz ciekawy temat? Napisz do nas
    # na adres redakcja@…", "¿Tienes una pista? Escríbenos", "Heb je een tip? Mail ons", "Tem uma sugestão? Envie para …"
    r"|assine(?: o| a| já)?(?: [\w.+-]{1,20}){0,3} (?:por|a partir de|com) r\$ ?[\d,.]+(?: (?:no primeiro mês|por mês|ao mês"
    r"|/mês|nos primeiros \d+ meses))?[.!]?"
    # ((xfrit39) ... and a European Portuguese one in euros after a plea ("Apoie o jornalismo independente. Assine o
    # Observador a partir de 0,18€ por dia."), the plea's words before it only with an offer's price)
    r"|(?:apoie o (?:nosso )?jornalismo(?: independente| de qualidade)?[.!]\s*)?assine(?: o| a| já)?(?: [\w.+-]{1,20}){0,3}"
    r" (?:por|a partir de|desde) (?:€ ?[\d,.]+|[\d,.]+ ?€)(?: (?:por|ao|/) ?(?:dia|mês|semana|ano)|/mês| no primeiro mês)?[.!]?"
    r"|(?:(?:masz|macie) (?:ciekawy |jakiś )?(?:temat|informację|sygnał|newsa)|¿?(?:tienes|tiene) (?:alguna |una )?"
    r"(?:pista|información|historia|noticia)|heb(?:t)? (?:je|u) (?:een )?(?:tip|nieuwstip)|(?:tem|você tem) (?:uma )?"
    r"(?:sugestão|denúncia|pauta))\?\s*(?:napisz|napiszcie|escríbenos|escríbanos|mail|stuur|tip|envie|escreva|mande)"
    r"(?: (?:do nas|ons|nos|para nós|para a redação|het ons|ons een bericht))?(?:(?::| ) ?(?:na adres |a |naar |para |op "
    r"|via )?[\w.@+-]{3,60})?[.!]?"  # ((xnews34) the address after a colon too: "Masz temat? Napisz do nas: kontakt@…")
    # (session 26) a messaging channel's pitch ("Receba as notícias do dia no seu WhatsApp", "Get the latest news on
    # WhatsApp", "Recibe las noticias en tu Telegram") and El País's follow line under every article ("Sigue toda la
    # información de Economía en Facebook y X, o en nuestra newsletter semanal")
    r"|(?:receba|recibe|reciba|ontvang|otrzymuj|dostávejte|dostávajte|erhalten sie|erhalte|get|receive)"
    r"(?: (?:as|las|los|het|die|the|all|todas las|todas as))?(?: (?:principais|últimas|latest|top|wichtigsten|najnowsze"
    r"|nejnovější|najnovšie))?(?: (?:notícias|noticias|nieuws|wiadomości|zprávy|správy|nachrichten|news|updates|stories))"
    r"(?: (?:do dia|del día|van de dag|dnia|dne|dňa|of the day|des tages))?"
    r" (?:no|na|en|op|via|in|on|auf|przez|ve|vo|v|directly on|direkt auf)(?: (?:seu|tu|je|svém|svojom|your|ihrem|o|el|la))?"
    r" (?:whatsapp|telegram|signal|messenger|viber)(?: channel| kanaal| canal| kanał| kanál| kanal)?[.!]?"
    r"|sigue toda la información de [\w ,]{2,50} en (?:facebook|x|twitter)(?:,? (?:y|e) (?:facebook|x|twitter|instagram))*"
    r",? o en nuestra newsletter(?: semanal| diaria)?\.?"
    # (xnews29d) ... the English tips' prompt as Reach plc's and the British tabloids' close their stories ("Do you have
    # a story to share? Email us at yourstory@…", "Got a story? Email us", "Have a news tip? Contact us at …") and a
    # contributor network's disclaimer under the writer's name ("Forbes contributors publish independent expert
    # analyses and insights.", "Opinions expressed by Entrepreneur contributors are their own.")
    r"|(?:do you have|have you got|got|have) an? (?:story|news tip|tip|story tip|story idea)(?: (?:to share|for us))?\?"
    r"\s*(?:e-?mail|contact|message|get in touch with)(?: us)?(?: (?:at|on|via))?(?: [\w.@+-]{3,60})?[.!]?"
    # ... and Business Insider's line closing a story, the reporter's channels named ("Do you work at Amazon? Got a tip?
    # Contact this reporter via email at … or Signal at 415-555-0134. Use a personal email address and a nonwork device.")
    r"|(?:do you work (?:at|for) [\w.&'’ -]{2,40}\?\s*)?(?:got|have) an? (?:tip|news tip|story)\?\s*(?:contact|reach|e-?mail"
    r"|message) (?:this|the) (?:reporter|writer|author|journalist)s? (?:via|by|at|on) [^\n]{4,200}"
    # ... and a paper's prompt to its channels (ThePrint's "Subscribe to our channels on YouTube & Telegram")
    r"|subscribe to our channels? on (?:youtube|telegram|whatsapp)(?: (?:&|and|,) (?:youtube|telegram|whatsapp))*[.!]?"
    r"|[\w.&'’ -]{1,30} contributors publish independent expert analyses and insights\.?"
    r"|opinions expressed by [\w.&'’ -]{1,30} contributors are their own\.?"
    # (xnews31) ... and a blog's or an opinion column's disclaimer in its languages ("The views expressed here are those
    # of the author and do not necessarily reflect …", Denník N's "Blogy sú názormi ich autorov, nie redakcie Denníka N.",
    # "Názory v blogu nemusí vyjadřovat postoje redakce.", "Opinie wyrażone w tekście są opiniami autora …", "Der
    # Beitrag gibt die Meinung des Autors wieder …", "A cikk a szerző véleményét tükrözi …"): the author's, not others'; (xreview31b) not a
    # statement reported after it ("Der Beitrag gibt die Meinung des Autors wieder, betonte der Sender", ``_unreported``)
    r"|(?:the )?views (?:and opinions )?expressed (?:here |in this (?:article|post|blog|piece|column) )?are (?:solely )?"
    r"(?:those of the (?:author|writer)s?|the (?:author|writer)['’]s own)" + _unreported(160) + r""
    r"|blogy (?:sú|jsou) názor(?:mi|y) (?:ich|jejich) autor(?:ov|ů),? (?:nie|ne|nikoli) (?:redakcie|redakce)" + _unreported(40) + r""
    r"|názory? v (?:blogu|blogoch|blozích) (?:nemusí|nemusia) (?:vyjadřovat|vyjadrovať|odrážet|odrážať) (?:postoje?|názory?"
    r"|stanovisk\w*) (?:redakce|redakcie)" + _unreported(40) + r""
    r"|opinie wyrażone w (?:tekście|artykule|felietonie|blogu) (?:są|to) opini(?:ami|e) autora" + _unreported(120) + r""
    r"|(?:der|dieser) (?:beitrag|text|gastbeitrag|kommentar) gibt (?:ausschließlich )?die meinung (?:des|der) (?:autors"
    r"|autorin|verfassers|verfasserin) wieder" + _unreported(100) + r""
    r"|a (?:cikk|írás|blogbejegyzés|bejegyzés) a szerző (?:saját )?véleményét (?:tükrözi|tartalmazza)" + _unreported(100) + r""
    # (xnews34) ... and in the languages of the opinion columns it missed: "Opiniile exprimate în această rubrică
    # aparțin autorilor și nu reflectă …", "Las opiniones expresadas en este artículo son responsabilidad exclusiva de
    # su autor", "Le opinioni espresse sono dell'autore …", "Les propos tenus dans cette tribune n'engagent que leur
    # auteur", "As opiniões expressas neste artigo são da exclusiva responsabilidade do autor", "De meningen in dit
    # stuk zijn die van de auteur", "Stavovi izneseni u kolumni su stavovi autora …", "Mnenja, izražena v prispevku,
    # so mnenja avtorja …", "Οι απόψεις που εκφράζονται … είναι προσωπικές του αρθρογράφου", "Köşe yazısındaki
    # görüşler yazarına aittir", "Мнение редакции может не совпадать с мнением автора", "Редакція може не поділяти
    # думку автора", and the Czech or Slovak column's "Názory v komentáři nemusí vyjadřovat postoj redakce"
    r"|opiniile (?:exprimate )?(?:în (?:acest|această|aceste) [\w ]{1,30} )?(?:aparțin|sunt ale|reprezintă)"
    r" (?:exclusiv |în exclusivitate )?(?:autor(?:ul|ului|ilor)|semnatar(?:ului|ilor))" + _unreported(120) + r""
    r"|(?:las )?opiniones (?:expresadas|vertidas|emitidas) (?:en (?:este|esta|estos|estas) [\w ]{1,30} )?son"
    r" (?:de )?(?:(?:exclusiva|única|entera) )?responsabilidad (?:exclusiva )?de (?:su|sus|l[oa]s?|el|la) (?:autor|autora"
    r"|autores|firmantes?)" + _unreported(120) + r""
    r"|le opinioni (?:espresse )?(?:in (?:questo|questa) [\w ]{1,30} )?sono (?:quelle )?(?:dell['’]autore|dell['’]autrice"
    r"|degli autori)" + _unreported(120) + r""
    r"|(?:les (?:opinions|propos) (?:exprimée?s |tenus )?(?:dans (?:cette|ce|cet) [\w ]{1,30} )?n['’]engagent que"
    r"|(?:cette tribune|cet article|ce texte|cette chronique) n['’]engage que) (?:leurs?|son|sa|ses) auteure?s?"
    + _unreported(120) + r""
    r"|(?:as )?opiniões (?:expressas|emitidas|veiculadas) (?:(?:neste|nesta|nestes|nestas) [\w ]{1,30} )?(?:são|é) (?:da )?"
    r"(?:(?:inteira|exclusiva|única) )?responsabilidade d[oa]s? (?:autor|autora|autores)" + _unreported(120) + r""
    r"|(?:de )?(?:meningen?|standpunten) (?:in dit (?:stuk|artikel|opiniestuk|column) )?(?:is|zijn) (?:die|dat) van de"
    r" (?:auteur|schrijver|columnist)s?" + _unreported(120) + r""
    r"|stavovi (?:izneseni|izneti|izraženi|iznijeti) u [\w ]{1,30} (?:su )?(?:osobni |lični |licni )?stavovi autora"
    + _unreported(120) + r""
    r"|mnenj[ae],? (?:izražen[ao]|zapisan[ao]) v [\w ]{1,30},? (?:so|je) (?:osebn[ao] )?mnenj[ae] avtorj(?:a|ev)"
    + _unreported(120) + r""
    r"|οι απόψεις (?:που εκφράζονται |που διατυπώνονται )?(?:στο|στα|σε αυτό το) [\w ]{1,30} (?:είναι|εκφράζουν)"
    r" (?:προσωπικές )?(?:απόψεις )?(?:του|της|των) (?:αρθρογράφου|συντάκτη|συγγραφέα|αρθρογράφων|συντακτών)"
    + _unreported(120) + r""
    r"|(?:köşe )?yazı(?:da|sında|larda|larında)ki görüşler(?:in sorumluluğu)? (?:yalnızca )?yazar(?:ına|ların[ae]|ın[ae])"
    r" ait(?:tir)?" + _unreported(120) + r""
    r"|мнение редакции (?:может не совпадать|не обязательно совпадает) с (?:мнением|позицией|точкой зрения) автора"
    + _unreported(80) + r""
    r"|(?:думка|позиція) редакції (?:може не збігатися|не обов['’]язково збігається) (?:з|із) (?:думкою|позицією"
    r"|точкою зору) автора" + _unreported(80) + r"|редакція може не поділяти (?:думку|позицію|точку зору) автора"
    + _unreported(80) + r""
    r"|názory? v (?:komentáři|komentári|komentářích|komentároch|článku|textu|rubrice|rubrike|sloupku|stĺpčeku)"
    r" (?:nemusí|nemusia) (?:vyjadřovat|vyjadrovať|odrážet|odrážať) (?:postoje?|názory?|stanovisk\w*) (?:redakce|redakcie)"
    + _unreported(60) + r"",
    # a live blog's tools between its entries (the entries' text stays): "Key event", "Pinned post", "Show 3 new
    # updates", "Neue Einträge anzeigen", "Mehr laden", "Beitrag teilen", "Sdílet příspěvek", the label "Liveticker"
    r"key events?|pinned (?:post|update)|(?:show|load|see) (?:\d+ )?(?:new|more|newer|older|earlier|later) (?:updates?|posts?"
    r"|entries|events)|load more|(?:\d+ )?neue (?:einträge|beiträge|meldungen|updates)(?: (?:anzeigen|laden))?"
    r"|(?:weitere|ältere|neuere) (?:einträge|beiträge|meldungen) (?:anzeigen|laden)|mehr laden|(?:eintrag|beitrag) teilen"
    r"|share (?:this )?(?:post|update|entry)|(?:sdílet|zdieľať) (?:příspěvek|príspevok)|(?:načíst|načítať) (?:další|ďalšie) příspěvky"
    r"|charger plus(?: de (?:messages|publications|posts))?|carica altri(?: aggiornamenti| post)?|cargar más"
    r"|live ?-?ticker|live ?-?blog|live updates?|live coverage"  # (not "Live" alone: a table's status)
    # (session 24) a live blog's controls and labels: "Angepinnt", "Pinned post", "Key event", "Show key events only",
    # "Neueste Einträge zuerst", "Latest first", "Les plus récents", "Ticker aktualisieren", "Afficher plus de messages"
    r"|angepinnt|pinned(?: post| update)?|épinglé|připnuto|připnutý příspěvek|pripnuté|pripnutý príspevok"
    r"|wichtiges ereignis|(?:nur )?wichtige ereignisse(?: anzeigen)?|key events?|show key events only"
    r"|please turn on javascript\. key events are displayed in a list\.?"
    r"|(?:neueste|älteste|neue|alte) (?:einträge|beiträge|meldungen) (?:zuerst|oben)|(?:latest|newest|oldest) first"
    r"|les plus (?:récents|anciens)(?: en premier| d['’]abord)?|(?:nejnovější|nejstarší) (?:nahoře|první)"
    r"|(?:najnovšie|najstaršie) (?:hore|prvé)|(?:ticker )?aktualisieren|aggiorna|actualiser|refresh"
    r"|afficher plus de (?:messages|publications)|voir plus de (?:messages|publications)",
    # a gallery's counter and size: "Bild 3/12", "Fotogalerie: 12 fotografií", "Bildergalerie: 12 Bilder", "View
    # gallery (12 photos)", "12 Bilder" (a bare "1/12", "1 von 12" is ``boiler``'s, outside tables and lists)
    r"(?:image|photo|picture|foto|bild|obrázek|snímek|fotografie|immagine|imagen|zdjęcie)\s*\d{1,3}\s*/\s*\d{1,3}"
    r"|(?:(?:foto|bilder|photo |image )?gall?er(?:ie|y|ia|ía)|fotostrecke|galerie photos?|fotogalleria|galéria)"
    r"\s*(?::\s*|\(\s*)?\d{1,3} (?:fotos?|bilder|photos?|images?|fotografií|fotografie|fotek|fotiek|immagini|imágenes"
    r"|zdjęć)\)?"
    r"|(?:view|open|see) (?:the )?(?:photo |image )?gallery\s*\(\d{1,3} (?:photos?|images?)\)"
    r"|\d{1,3} (?:bilder|photos|fotos|images|immagini|imágenes|zdjęć|fotiek)",
    # a donation's or a membership's button (``DONATION_BUTTONS``)
    DONATION_BUTTONS,
    # a link to the live blog, an embedded content's label: "Zum Liveblog", "Alle Entwicklungen im Liveblog", "Follow
    # our live coverage", "Inhalte von Drittanbietern"
    r"zum (?:live-?blog|live-?ticker|newsblog|newsticker)|alle (?:entwicklungen|infos|news|neuigkeiten|updates)"
    r" (?:im|in unserem) (?:live-?blog|live-?ticker|newsblog|newsticker)|follow (?:our|the) live (?:coverage|updates|blog)"
    r"|inhalte? von drittanbietern",
    # a live coverage's label, a form's field, buttons and credits alone in a block: "En direct", "Suivez notre direct",
    # "In diretta", "Votre adresse e-mail", "Accedi", "Registrati", "Diskutovat", "Počet komentářů: 12", and the Czech
    # initials before an agency ("(jan, ČTK)"; an agency's name alone is ``boiler``'s, outside tables and lists)
    r"en direct|suivez (?:notre|le) direct|in diretta|en (?:vivo|directo)"
    r"|votre (?:adresse )?e-?mail|your e-?mail(?: address)?|ihre e-mail-adresse|la tua (?:e-?mail|email|indirizzo e-?mail)"
    r"|accedi|registrati|accedi o registrati|inicia sesión|regístrate|diskutovat|diskutovať"
    r"|počet (?:komentářů|komentárov|příspěvků|príspevkov|názorů|názorov)\s*:?\s*\d+"
    r"|\(?(?:[a-zěščřžýáíéúůďťňóľĺô]{2,5}, ?){1,3}(?:čtk|tasr|sita)\)?"
    # a newsletter form's field and its thanks: "Enter your email address", "You're all set! Check your inbox."
    r"|enter your e-?mail(?: address)?|geben sie ihre e-mail-adresse ein|saisissez votre (?:adresse )?e-?mail"
    r"|inserisci la tua (?:e-?mail|email|indirizzo e-?mail)|you['’]re all set!?(?: check your inbox\.?)?"
    r"|check your inbox(?: to confirm [\w ]{1,30})?\.?",
    # a row of an entry's or an article's tools, two or more with nothing else: "Link kopieren Teilen", "Copy link Share
    # Print", "Kopírovat odkaz Sdílet" (a live blog's entry ends in one)
    r"(?:(?:teilen|link kopieren|drucken|merken|share|copy link|print|sdílet|kopírovat odkaz|tisk|zdieľať|kopírovať odkaz"
    r"|partager|copier le lien|imprimer|condividi|copia (?:il )?link|stampa|compartir|copiar (?:el )?enlace|imprimir"
    r"|facebook|twitter|x|whatsapp|e-?mail|linkedin|telegram"
    # (session 26) ... in Spanish, Portuguese, Dutch and Polish, a share verb before its network ("Compartir en
    # Facebook Compartir en X Copiar enlace Comentarios (34)", "Compartilhar no WhatsApp … Copiar link", "Deel dit
    # artikel Reageer"), the comments' button with its count
    r"|(?:share|teilen|partager|condividi|compartir|compartilhar|partilhar|delen|deel|udostępnij|sdílet|zdieľať)"
    r" (?:on|via|auf|per|sur|su|en|no|na|op|w) (?=\S)|copiar (?:o )?link|link kopiëren|kopieer link|kopiuj link|skopiuj link"
    r"|deel dit artikel|reageer|reageren|comentar|skomentuj|comment|udostępnij(?: artykuł)?|compartilhar|partilhar|delen"
    r"|(?:comments|kommentare|commentaires|commenti|comentarios|comentários|reacties|komentarze|komentáře|komentáre"
    r"|diskuse|diskusia) ?\(\d+\))[\s|·•,/]*){2,}",
    # an international broadcaster's article tools under the text (DW's): "Watch video 02:17", "Permalink
    # https://p.dw.com/p/3WRPd", "Date 19.01.2020", "Feedback: Send us your feedback.", and Springer Nature's
    # "Search for this author in:"
    r"(?:watch|play) video(?: \d{1,2}:\d\d)?|video (?:ansehen|abspielen) \d{1,2}:\d\d"
    r"|permalink(?:\s*:?\s*https?://\S+)?|(?:date|datum)\s*:?\s*\d{1,2}\.\s?\d{1,2}\.\s?\d{4}"
    r"|(?:feedback\s*:\s*)?send us your feedback\.?|search for this author in\s*:?",
    # blog engines' furniture around a post, alone in a block (session 21; their longer sentences are
    # ``notices.post_footer``'s).  WordPress's entry footer ("Posted in Baking | Tagged bread | 3 Comments", "Comments
    # Off on <title>"), its reply form's title with its cancel link ("Leave a Reply Cancel reply"), its author box's link ("View all posts by Jane"), its closed comments
    # ("Kommentare sind geschlossen."), its post navigation's heading ("Beitragsnavigation")
    r"(?:posted in|filed under|veröffentlicht (?:in|unter)|abgelegt unter|publié dans|classé dans|pubblicato in"
    r"|archiviato in|publicado en)\s*:?\s+[^|.!?]{1,80}(?:\|\s*[^|.!?]{1,80}){1,3}"
    r"|(?:comments off|kommentare deaktiviert|commentaires fermés|commenti disabilitati)(?: (?:on|für|sur|su) .{1,150})?"
    r"|(?:both )?comments and (?:pings|trackbacks) are (?:currently )?closed\.?"
    r"|(?:comments are|(?:die )?kommentare sind|les commentaires sont|i commenti sono|los comentarios están"
    r"|(?:os )?comentários estão) (?:closed|geschlossen|deaktiviert|fermés|chiusi|cerrados|fechados)\.?"
    # (session 26) ... in Czech, Slovak, Polish and Dutch, and a news site's "Diskuse k článku je uzavřena", "Pro
    # přidání komentáře se musíte přihlásit" (WordPress's "You must be logged in to post a comment" in its languages),
    # one or both in a block
    r"|" + _COMMENTS_CLOSED + r"(?:\s+" + _COMMENTS_CLOSED + r")?"
    r"|(?:komentarze (?:są )?wyłączone|możliwość komentowania (?:jest|została) wyłączona)\.?"
    r"|reacties zijn gesloten\.?|comentários encerrados\.?"
    r"|you must be logged in to post a comment\.?|musisz się zalogować,? aby (?:móc )?(?:dodać|opublikować) komentarz\.?"
    # (xen38) a forum's notice under a closed thread: Apple Support Communities' "This thread has been closed by the
    # system or the community team. You may vote for any posts you find helpful, or search the Community for
    # additional answers.", Discourse's "This topic was automatically closed 30 days after the last reply. New replies
    # are no longer allowed.", Vanilla's "Sign In or Register to comment."
    r"|this (?:thread|topic|discussion|question) (?:has been|was|is) (?:automatically )?(?:closed|locked|archived)"
    r"(?: by (?:the )?(?:system|moderators?|administrators?|admins?|staff|community team)(?: or the community team)?"
    r"| \d+ (?:hours?|days?|weeks?|months?) after the last (?:reply|post|comment))?\.?"
    r"(?: (?:you (?:may|can)|new replies are) [^.!?\n]{1,120}[.!]?)?"
    r"|sign in or register to (?:comment|reply|post)\.?"
    # ... bbPress's line over a topic and its reply form's notice ("This topic has 2 replies, 3 voices, and was last
    # updated 2 days, 4 hours ago by Pete Hollins.", "You must be logged in to reply to this topic.", the form's
    # legend "Reply To: Blue smoke on cold start")
    r"|this (?:topic|forum) (?:has|contains) \d+ (?:repl(?:y|ies)|topics?)(?:, \d+ (?:voices?|replies))?,? and was last"
    r" updated [^.!?\n]{1,60}?(?: by [^.!?\n]{1,40})?\."
    r"|you must be logged in to (?:reply to this topic|create new topics|reply)\.?|reply to: [^.!?\n]{1,100}"
    r"|je moet ingelogd zijn om een reactie te plaatsen\.?|você precisa fazer o login para publicar um comentário\.?"
    r"|view all (?:posts|articles) by [\w .'’-]{1,40}|(?:more|all) posts by [\w .'’-]{1,40}"
    r"|(?:alle|weitere) (?:beiträge|artikel) von [\w .'’-]{1,40}(?: anzeigen)?"
    r"|voir (?:tous )?les articles (?:de|par) [\w .'’-]{1,40}|visualizza tutti gli articoli di [\w .'’-]{1,40}"
    r"|ver todas las entradas de [\w .'’-]{1,40}"
    # (session 26) ... in WordPress's Czech, Slovak, Polish, Dutch and Portuguese
    r"|(?:zobrazit všechny (?:příspěvky|články)|zobraziť všetky (?:články|príspevky)|zobacz wszystkie wpisy(?:, których"
    r" autorem jest| autora)?|bekijk alle (?:berichten|artikelen) (?:van|door)|ver todos os (?:posts|artigos) de) [\w .'’-]{1,40}"
    r"|(?:leave a reply|schreibe einen kommentar|hinterlasse einen kommentar|laisser un commentaire|lascia un commento"
    r"|deja una respuesta)\s*(?:cancel reply|antworten abbrechen|annuler la réponse|annulla risposta|cancelar la respuesta)"
    r"|post navigation|beitrags-?navigation|navigation (?:de l['’]article|des articles)"
    r"|navigazione (?:articoli|post|dell['’]articolo)|navegación de entradas"
    # (session 26) ... in WordPress's Czech, Slovak, Polish, Dutch and Portuguese
    r"|navigace (?:pro )?(?:příspěvek|příspěvky|článku|wpisu)|navigácia (?:v )?(?:článku|článkoch|príspevku|príspevkoch)"
    r"|nawigacja (?:wpisu|wpisów|po wpisach)|bericht(?:en)?navigatie|navegação (?:de|dos) (?:posts?|artigos|entradas)",
    # ... Jetpack's likes heading, subscription widget and sharing messages ("J'aime ça :", "Mi piace:", "Join 1,234
    # other subscribers", "Post was not sent - check your email addresses!"), WordPress.com's and the engines'
    # credits ("Bloggen auf WordPress.com.", "Powered by Blogger.", "Simple theme. Theme images by luoman.")
    r"j['’]aime ça|mi piace|me gusta esto|to se mi líbí|vind ik leuk|lubię to"
    # (session 26) ... its likes and sharing headings in Slovak, Portuguese, Spanish, Dutch and Polish ("Páči sa mi to:",
    # "Curtir isso:", "Compartilhe isso:", "Compartir esto:", "Dit delen:", "Udostępnij to:")
    r"|páči sa mi to|curtir isso|gostar disto|compartilhe isso|partilhe isto|compartir esto|dit delen|udostępnij to"
    r"|follow (?:this )?blog via e-?mail|blog (?:via|per) e-mail abonnieren|suivre ce blog par e-?mail"
    r"|(?:enter your email address to (?:follow|subscribe to) this blog and receive notifications of new posts by email"
    r"|gib deine e-mail-adresse an, um (?:diesem blog zu folgen|dieses blog zu abonnieren) und per e-mail"
    r" benachrichtigungen über neue beiträge zu erhalten"
    r"|entrez votre adresse (?:e-?mail|mail) pour (?:suivre|vous abonner à) ce blog et être notifié par e-?mail des"
    r" nouvelles publications"
    r"|inserisci il tuo indirizzo email per (?:seguire|iscriverti a) questo blog e ricevere notifiche di nuovi"
    r" articoli via e-?mail)\.?"
    r"|join [\d,.]+ other (?:subscribers|followers)|schlie(?:ß|ss)e dich [\d.]+ (?:anderen )?(?:abonnenten|followern) an"
    r"|rejoignez [\d  .]+ autres (?:abonnés|membres)|unisciti ad? altri [\d.]+ iscritti"
    r"|(?:loading comments|kommentare werden geladen|chargement des commentaires|caricamento commenti"
    r"|write a comment|écrire un commentaire|scrivi un commento)\s*(?:\.{3}|…)?|schreibe einen kommentar\s*(?:\.{3}|…)"
    r"|post was not sent\s*[-–]\s*check your email addresses!?"
    r"|beitrag (?:wurde )?nicht (?:verschickt|abgeschickt|gesendet)\s*[-–]\s*e-mail-adressen? (?:überprüfen|kontrollieren)!?"
    r"|l['’]article n['’]a pas été envoyé\s*[-–]\s*vérifiez vos adresses e-?mail\s?!?"
    r"|articolo non inviato\s*[-–]\s*controlla gli indirizzi email!?|email check failed, please try again\.?"
    r"|sorry, your blog cannot share posts by email\.?|sorry, dein blog kann keine beiträge per e-mail teilen\.?"
    r"|désolé, votre blog ne peut être partagé par e-?mail\.?"
    r"|(?:blog|bloggen) (?:at|auf) wordpress\.com\.?|(?:create a free website or blog at"
    r"|erstelle eine (?:kostenlose )?website oder ein blog auf|créez un site web ou un blog gratuitement sur)"
    r" wordpress\.com\.?|(?:website |site )?(?:proudly )?(?:powered by|bereitgestellt von|propulsé par)"
    r" (?:wordpress|blogger|ghost|hugo|jekyll|tumblr|squarespace|wix)(?:\.com)?\.?"
    r"|stolz präsentiert von wordpress\.?|fièrement propulsé par wordpress\.?|orgogliosamente (?:powered by|offerto da)"
    r" wordpress\.?|theme:? [\w .-]{1,40} (?:by|von|par|di|da) wordpress\.?"
    r"|theme images by [\w .'’-]{1,40}\.(?:\s*powered by blogger\.?)?"
    r"|(?:simple|awesome inc\.|ethereal|picture window|watermark|travel|contempo|soho|emporio|notable|essential)"
    r" theme\.\s*(?:theme images by [\w .'’-]{1,40}\.\s*)?powered by blogger\.?"
    r"|(?:design|thema|thème|tema) [„\"“]?[\w ]{1,20}[“\"”]?\.\s*(?:powered by|bereitgestellt von|fourni par"
    r"|con tecnologia) blogger\.?",
    # ... Blogger's post footer, pager, feed links, share row, comment box, backlinks' and reactions' boxes
    # ("Eingestellt von Anna um 10:12", "posted by Jane @ 10:12 AM", "Neuerer Post Älterer Post Startseite",
    # "Subscribe to: Post Comments (Atom)", "Email This BlogThis! Share to X Share to Facebook", "Keine Kommentare:",
    # "Kommentar veröffentlichen", "Links to this post", "Reactions: funny (0) cool (1)"; not its "Create a Link",
    # which is a tutorial's heading too)
    r"(?:eingestellt von|posted by|publié par|pubblicato da|publicado por)\s+[\w .'’-]{1,40}?\s+(?:um|at|@|à|alle|a las?)"
    r"\s+\d{1,2}[:.h]\d\d(?:\s*(?:[ap]\.?\s?m\.?|uhr))?"
    r"|(?:newer posts?|neuerer post|neuere posts|articles? plus récents?|post più recent[ei]|entradas? más recientes?"
    r"|novější příspěv(?:ek|ky)|novší príspev(?:ok|ky))(?:\s+(?:older posts?|älterer post|ältere posts"
    r"|articles? plus anciens?|post più vecchi?o?|entradas? antiguas?|starší příspěv(?:ek|ky)|staršie príspevky"
    r"|starší príspevok))?(?:\s+(?:home|startseite|accueil|home page|página principal|domovská stránka|úvodní stránka|domov))?"
    r"|(?:older posts?|älterer post|ältere posts|articles? plus anciens?|post più vecchi?o?|entradas? antiguas?"
    r"|starší příspěv(?:ek|ky)|staršie príspevky|starší príspevok)(?:\s+(?:home|startseite|accueil|home page"
    r"|página principal|domovská stránka|úvodní stránka|domov))?"
    r"|(?:subscribe to|abonnieren|inscription à|iscriviti a|suscribirse a|přihlásit se k odběru|prihlásiť sa na odber)"
    r"\s*:?\s*(?:[\w ]{1,40}\(atom\)\s*){1,2}"
    r"|(?:post comments|posts|kommentare zum post|publier les commentaires|articles|commenti sul post|post"
    r"|comentarios de la entrada|entradas|komentáře k příspěvku|příspěvky) \(atom\)"
    r"|no comments|keine kommentare|aucun commentaire|sin comentarios|žádné komentáře|žiadne komentáre"
    r"|(?:(?:email this|blogthis!|share to (?:x|twitter|facebook|pinterest)|diesen post per e-mail versenden"
    r"|in (?:x|twitter) teilen|in facebook freigeben|auf pinterest teilen|envoyer par e-mail|partager sur (?:x|twitter"
    r"|facebook|pinterest)|invia tramite email|condividi su (?:x|twitter|facebook|pinterest))\s*){2,}"
    r"|kommentar veröffentlichen|publier un commentaire|posta un commento|publicar un comentario|zveřejnit komentář"
    r"|uverejniť komentár|links to this post|links zu diesem post|liens vers ce message|link a questo post"
    r"|(?:reactions|reaktionen|réactions|reazioni)\s*:\s*(?:[\w ]{1,20} \(\d+\)\s*){1,6}",
    # ... Substack's, Ghost's and Medium's prompts ("Thanks for reading Crumbs! Subscribe for free to receive new posts
    # and support my work.", "Discussion about this post", "Sign up for more like this.", "4 min read · Mar 3, 2024")
    r"thanks for reading [^!]{1,60}! subscribe for free to receive new posts and support my work\.?"
    r"|discussion about this (?:post|episode|video)|type your email\s*(?:\.{3}|…)?"
    r"|sign up for more like this\.?|upgrade to paid|give a gift subscription"
    r"|\d+\s*min read\s*[·•|-]?\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{1,2}(?:, \d{4})?"
    r"|\d+ \w+ ago|just now)",
    # ... a food blog's recipe card's tools (WP Recipe Maker's, Tasty Recipes', Mediavine Create's): its buttons ("Jump
    # to Recipe Print Recipe", "Rezept drucken", "Imprimer la recette"), its rating ("4.86 from 14 votes", "No ratings
    # yet", "Rate this Recipe") and its call to share a picture ("Tried this recipe? Let us know how it was!")
    # ((xfrit37) ... its links apart by a dot: Tasty Recipes' "Saltar a la receta · Imprimir receta")
    r"(?:" + RECIPE_TOOLS + r"[\s·•|]*){1,4}"
    r"|\d(?:[.,]\d{1,2})? (?:from|von|aus|bei|de|su|da|sur) [\d.,]+ (?:votes?|ratings?|reviews?|stimmen|bewertungen|votos?"
    r"|voti|avis)|no ratings yet|noch keine bewertungen|"
    # (session 29) ... or with the count in brackets after the value, as Chefkoch and the recipe portals write it ("4,7
    # (312 Bewertungen)", "4.8 (1,204 ratings)", "4,5 (87 hodnocení)")
    # ((xfrit36) ... its spans run together, the card's button after it: "4,7(1.284 voti)Vota la ricetta")
    # ((xfrit37) ... the count's thousands spaced in French: "4,8/5(2 314 avis)")
    r"\d(?:[.,]\d{1,2})?(?:\s*/\s*5)?\s?\(\d{1,3}(?:[.,\u00a0\u202f ]?\d{3})* (?:votes?|ratings?|reviews?|stimmen|bewertungen|avis|voti|votos?|hodnocení"
    r"|hodnotení)\)(?:\s*" + RECIPE_TOOLS + r")?|aucune (?:note|évaluation) pour (?:l['’]instant|le moment)"
    r"|ancora nessuna valutazione|click (?:on )?(?:the )?stars to rate!?"
    r"|(?:tried|made|did you (?:make|try)) this recipe\s*\?\s*(?:let us know how it (?:was|went)!?"
    r"|(?:tag|mention) @.{0,80})|(?:rezept ausprobiert|(?:hast du|habt ihr) (?:das|dieses) rezept (?:ausprobiert"
    r"|nachgemacht))\s*\?\s*(?:lass (?:uns|mich) wissen,? wie es (?:war|geschmeckt hat)!?|(?:markiere|verlinke|tagge) .{0,80})"
    r"|(?:vous avez|tu as) (?:testé|essayé|réalisé) cette recette\s*\?\s*(?:(?:dites|dis)-(?:nous|moi) ce que"
    r" (?:vous en avez|tu en as) pensé\s*!?|(?:mentionnez|identifiez|taguez|tague|mentionne) .{0,80})"
    r"|hai provato questa ricetta\s*\?\s*(?:facci sapere com['’]è (?:venuta|andata)!?|(?:tagga|menziona) .{0,80})",
    # ... any star rating's summary alone ("4.5 out of 5 stars", "Rated 4.53 out of 5 stars (17 ratings)", "4,5 von 5
    # Sternen (128 Bewertungen)", "Note : 4 sur 5 étoiles"; "Mit von 5 Sternen": the value drawn as stars, its text
    # left empty), besides the count that the recipe card's line above gives ("4,53 bei 4394 Bewertungen")
    r"(?:(?:rated|bewertet mit|bewertung|note|valutazione|mit)\s*:?\s*)?(?:\d(?:[.,]\d{1,2})?\s+)?(?:out of|von|sur|su"
    r"|de|z)\s+5(?:[.,]0)?\s+(?:stars?|sternen?|étoiles?|stelle|estrellas?|hvězd(?:ičky|iček)|hviezdičiek|gwiazdek)"
    r"(?:\s*\(?[\d.,]+\s+(?:votes?|ratings?|reviews?|bewertungen|stimmen|avis|voti|votos?|hodnocení)\)?)?\.?"
    # (xfrit39) ... and a recipe card's, its stars drawn as glyphs before the value and the count after it, with or
    # without the scale (Tasty Recipes: "★★★★★ 4.9 from 38 reviews", "★★★★★ 4,9 sur 5 (38 avis)", "4.8 von 5 (12
    # Bewertungen)")
    r"|[★☆✩✭⭐]{0,5}\s*\d(?:[.,]\d{1,2})?\s+(?:(?:out of|von|sur|su|de|z)\s+5\s*\(\s*|(?:from|aus|de|di|da|basé sur|basato su"
    r"|basado en)\s+)[\d.,]+\s+(?:votes?|ratings?|reviews?|bewertungen|stimmen|avis|voti|votos?|valoraciones|recensioni"
    r"|hodnocení)\)?\.?",
    # a news page's buttons and prompts between two paragraphs (session 23): a picture's zoom ("Bild vergrößern",
    # "Enlarge image"), an advert's scroll prompt ("Scroll to continue reading", "Anzeige - Scrollen Sie weiter, um
    # mehr zu lesen"), a jump to the comments ("Zum Kommentarbereich", "Jump to comments") and their call ("Have your
    # say", "Ihre Meinung ist uns wichtig"), a link's label ("Hier geht's zum Artikel", "Click here to read more"), an
    # error report ("Found a typo? Let us know", "Fehler gefunden? Jetzt melden."), a feedback prompt ("Did you like
    # this article?", "Gefällt Ihnen dieser Artikel?"), a writer's other articles ("More by Jane Smith", "Tous les
    # articles de Jean Dupont"), an advert's label ("Gesponsert", "Partnerinhalt")
    # (xnews29d) ... Ars Technica's caption behind its zoom link, "Enlarge / Solar panels on a suburban roof."
    r"(?:enlarge(?: (?:the )?(?:image|photo|picture))?(?: / [^\n]{1,110})?|(?:bild |foto )?vergrößern|agrandir(?: l['’]image| la photo)?"
    r"|ingrandisci(?: l['’]immagine| la foto)?|ampliar(?: (?:la )?(?:imagen|foto))?|powiększ(?: zdjęcie)?"
    r"|(?:afbeelding |foto )?vergroten|zväčšiť(?: obrázok| fotografiu)?"
    r"|(?:advertisement\s*[-–|]\s*)?scroll (?:down )?to continue(?: (?:reading|with (?:the )?content))?"
    r"|(?:anzeige\s*[-–|]\s*)?scrollen sie weiter,? um (?:mehr )?(?:zu lesen|weiterzulesen)|zum weiterlesen (?:bitte )?scrollen"
    r"|(?:publicité\s*[-–|]\s*)?faites défiler pour (?:continuer|lire la suite)|scorri per continuare(?: a leggere)?"
    r"|(?:jump|go|skip) to (?:the )?comments|zum kommentarbereich|(?:aller|accéder) aux commentaires|vai ai commenti"
    r"|ir a (?:los )?comentarios|przejdź do komentarzy|naar (?:de )?reacties"
    # ((xde39) 20 Minuten's reaction bar: "Deine Meinung zählt")
    r"|have your say|(?:ihre|deine) meinung (?:ist (?:uns )?(?:wichtig|gefragt)|zählt)|donnez votre avis|(?:danos|dinos) tu opinión"
    r"|(?:start|play) (?:the )?audio|audio (?:starten|abspielen)|listen"
    r"|hier geht(?:['’]s| es) (?:zum|zur|zu den) (?:artikel|beitrag|video|interview|podcast|bildergalerie|fotostrecke"
    r"|galerie|liveblog|ticker|newsletter|angebot|rezept|download|original|studie|quelle)"
    r"|click here to read (?:more|the (?:full|whole|rest of the) (?:article|story))"
    r"|found (?:a|an) (?:typo|error|mistake)\??(?: (?:let us know|tell us|report it)[.!]?)?|report an? (?:error|typo|mistake)"
    r"|fehler gefunden\??\s*(?:jetzt |hier |bitte )?melden[.!]?"
    r"|did you (?:like|enjoy) this (?:article|post|story)\s?\??|(?:wie )?gefällt (?:ihnen|dir) (?:dieser|der) (?:artikel|beitrag)\s?\??"
    r"|(?:more|all (?:articles|posts|stories)) (?:by|from) [\w.'’-]+(?: [\w.'’-]+){1,3}"
    r"|tous les articles de [\w.'’-]+(?: [\w.'’-]+){1,3}"
    r"|(?:tutti gli|altri) articoli di [\w.'’-]+(?: [\w.'’-]+){1,3}|(?:todos los|más) artículos de [\w.'’-]+(?: [\w.'’-]+){1,3}"
    r"|gesponsert|partnerinhalt|bezahlte partnerschaft|contenu sponsorisé|contenuto sponsorizzato|contenido patrocinado"
    r"|join our (?:whatsapp|telegram) channel|videos)[.!]?",
    # ... and in Polish, Dutch and Slovak: "Tylko dla subskrybentów", "Artykuł sponsorowany", "Zobacz komentarze",
    # "Alleen voor abonnees", "Gesponsorde inhoud", "Bekijk reacties", "Meld een fout", "Pozrite si video"; a prompt
    # to log in before commenting in each language ("Log in to comment", "Connectez-vous pour commenter")
    r"(?:tylko dla (?:subskrybentów|prenumeratorów|abonentów)|wykup (?:subskrypcję|prenumeratę|dostęp)"
    r"|zobacz (?:komentarze|wideo|film|galerię)|zapisz|(?:artykuł|materiał|tekst) (?:sponsorowany|partnera|promocyjny|reklamowy)"
    # (xweb28) Onet's line after a video player in the text: "Dalszy ciąg materiału pod wideo"
    r"|dalsz(?:y|a) (?:ciąg|część) (?:materiału|artykułu|tekstu) (?:pod|poniżej|po) (?:wideo|filmem|materiałem wideo|reklamą)"
    # (xnews29a) Wirtualna Polska's and Money.pl's lines under the text: "Masz newsa, zdjęcie lub filmik? Prześlij nam
    # przez dziejesie.wp.pl", "Oceń jakość naszego artykułu: Twoja opinia pozwala nam tworzyć lepsze treści."
    r"|masz newsa(?:, zdjęcie lub filmik)?\? prześlij (?:nam|go) [\w.@ /-]{2,60}"
    r"|oceń jakość naszego (?:artykułu|tekstu)(?:: twoja opinia pozwala nam tworzyć lepsze treści)?"
    # (xnews29a) a copy-link button, a follow line, Wyborcza's free-limit note and a subscription's ("Skopiuj link",
    # "Dołącz do nas na Facebooku!", "Ten artykuł czytasz w ramach bezpłatnego limitu")
    r"|s?kopiuj link|dołącz do nas na (?:facebooku|instagramie|x|youtube)"
    r"|ten (?:artykuł|tekst) czytasz w ramach (?:bezpłatnego|darmowego) limitu"
    r"|(?:ten )?(?:artykuł|tekst) (?:jest )?dostępny (?:tylko|wyłącznie) dla (?:subskrybentów|prenumeratorów|abonentów)"
    r"|wideo|redakcja|oceń (?:artykuł|tekst)|skomentuj (?:artykuł|tekst)|zgłoś naruszenie|polub nas na facebooku"
    r"|alleen voor abonnees|bekijk (?:hier )?(?:de |alle )?(?:reacties|video)|opslaan|gesponsorde? (?:inhoud|content|artikel|bericht)"
    r"|in samenwerking met|vergroot|redactie|meld een (?:fout|typfout)|pozrite si (?:video|fotogalériu|galériu)"
    r"|(?:log|sign) in to (?:comment|reply|post a comment|leave a comment|join the (?:discussion|conversation))"
    r"|(?:melden sie sich an|loggen sie sich ein),? um (?:zu kommentieren|einen kommentar zu schreiben)"
    r"|connectez-vous pour (?:commenter|réagir)|accedi per commentare|inicia sesión para comentar|log in om te reageren"
    r"|zaloguj się,? (?:aby|by) (?:skomentować|dodać komentarz)"
    # ... Drupal's under a node: "Log in or register to post comments", "Anmelden oder Registrieren um Kommentare zu schreiben"
    r"|(?:log ?in|sign in) or register to post comments|anmelden oder registrieren,? um kommentare zu (?:schreiben|verfassen)"
    # (xde37) Vanilla's box under a thread for a guest: "Howdy, Stranger! It looks like you're new here. If you want to
    # get involved, click one of these buttons!", "Hallo Fremder! Es sieht so aus, als wärst du neu hier. …"
    r"|(?:howdy|hello|hi),? stranger!? it looks like you['’]re new here\.(?: .{0,100})?"
    r"|hallo,? fremde[rs]?!? es sieht so aus, als (?:wärst du|ob du) neu hier(?: bist| wärst)?\.(?: .{0,100})?"
    r"|connectez-vous ou inscrivez-vous pour (?:publier|poster) (?:un commentaire|des commentaires)"
    r"|accedi o registrati per (?:inviare|scrivere) (?:commenti|un commento)"
    r"|inici[ae] sesión o regístr(?:ese|ate) para (?:comentar|enviar comentarios|publicar comentarios)"
    # (session 28) ... a forum's guest prompt under a thread: GitHub's "Sign up for free to join this conversation on
    # GitHub. Already have an account? Sign in to comment", Invision Community's "You can post now and register later.
    # If you have an account, sign in now to post with your account." in its languages (the second sentence
    # whatever it says, the first one whole)
    r"|sign up for free to join this conversation on github\. already have an account\? sign in to comment"
    r"|(?:you can post now and register later|du kannst jetzt schreiben und dich später registrieren|sie können jetzt"
    r" schreiben und sich später registrieren|vous pouvez publier maintenant et vous inscrire plus tard|puoi (?:postare|scrivere)"
    r" ora e registrarti (?:più tardi|in seguito)|nyní můžete psát a registrovat se později|teraz môžete písať a"
    r" zaregistrovať sa neskôr"
    # ((xfrit36) ... and in its Spanish, Portuguese, Dutch, Swedish, Danish, Norwegian and Polish packs: "Puedes publicar
    # ahora y registrarte más tarde.", "Você pode postar agora e se cadastrar mais tarde.", "Je kunt nu posten en later
    # registreren.", "Du kan göra inlägg nu och registrera dig senare.", "Du kan publisere innhold nå og registrere deg
    # senere.", "Możesz opublikować teraz, a zarejestrować się później.")
    r"|puede[sn]? (?:publicar|escribir|postear) ahora y registrar(?:te|se) (?:más tarde|después)"
    r"|(?:você )?pode (?:publicar|postar) agora e (?:se )?(?:registar-se|registrar-se|registrar|cadastrar(?:-se)?) (?:mais tarde|depois)"
    r"|(?:je|u) kunt nu (?:posten|berichten plaatsen|reageren) en (?:je |u )?later registreren"
    r"|du kan (?:göra inlägg|skriva|publicera) nu och registrera dig senare"
    r"|du kan (?:skrive|poste|publicere(?: indhold)?) nu og registrere dig senere"
    r"|du kan (?:publisere(?: innhold)?|skrive|poste) nå og registrere deg senere"
    r"|możesz (?:opublikować|pisać|dodać post) teraz,? a zarejestrować się później)\.(?: [^.!?]{1,150})?)[.!]?",
    # (xfrit36) ... the heading of that guest box and the link under a thread back to its forum's topics, Invision
    # Community's "Join the conversation" and "Go to topic listing" in its language packs
    # ((session 37) and the button over a thread's first post, "Reply to this topic", "Répondre à ce sujet",
    # "Rejoindre la conversation" in another French pack)
    r"(?:join the conversation|bli med i samtalen|delta i samtalen|gå med i samtalen|deltag i samtalen|neem deel aan het"
    r" gesprek|únete a la conversación|participe da conversa|rejoi(?:gnez|ndre) la conversation|participer à la "
    r"conversation|partecipa alla conversazione|unisciti alla conversazione|an der (?:unterhaltung|diskussion) teilnehmen"
    r"|reply to this (?:topic|thread)|répondre à ce sujet|auf dieses thema antworten|rispondi a questa discussione"
    r"|responder a este tema"
    r"|go to topic listing|gå til emneoversikt(?:en)?|gå till ämneslistan|gå til emneoversigt(?:en)?"
    r"|ga naar (?:het )?onderwerpoverzicht|ir a la lista de temas|ir para a lista de tópicos|aller à la liste des sujets"
    r"|vai all['’]elenco (?:delle )?discussioni|zur themenliste|zur themenübersicht"
    # (xshopforum38) ... and a mailing list archive's switch over a thread's replies (Mailman 3's HyperKitty)
    r"|show replies by (?:thread|date))[.!]?",
    # (session 27) the tool bars, advert markers, players, comment and newsletter prompts of Swedish, Danish, Norwegian,
    # Finnish, Romanian, Croatian, Serbian, Slovenian, Indonesian, Vietnamese, Hungarian and Turkish news sites: "Dela
    # artikeln", "Kopiér link", "Kommentarer (12)", "Annons", "Artikeln fortsätter under annonsen", "Lyssna på artikeln",
    # "Tilaa uutiskirje", "Za komentiranje se morate prijaviti", "Bagikan artikel ini", "Bình luận"
    r"(?:dela(?: artikeln)?|del(?: artiklen| artikkelen| saken| artikel)?|jaa(?: artikkeli| juttu)?|distribuie(?: articolul)?"
    r"|podijeli(?: članak)?|podeli(?: članak| članek)?|deli(?: članek)?|bagikan(?: artikel(?: ini)?| berita ini)?"
    r"|chia sẻ(?: bài viết)?|kopiera länk(?:en)?|kopier lenke(?:n)?|kopiér link(?:et)?|kopioi linkki|copiază link(?:ul)?"
    r"|kopiraj (?:poveznicu|povezavo|link)|salin (?:tautan|link)|sao chép liên kết|link másolása|linki kopyala"
    r"|skriv ut|udskriv|tulosta|printează|ispiši|natisni|cetak|in bài viết"
    r"|kommentarer|kommentit|comentarii|komentari|komentarji|komentar|bình luận|kommentera|kommentér|kommenter|kommentoi"
    r"|comentează|komentiraj(?:te)?|komentiraj|tulis komentar|viết bình luận|gửi bình luận|hozzászólás írása"
    r"|skriv (?:en )?kommentar|lägg till (?:en )?kommentar|tilføj (?:en )?kommentar|legg igjen en kommentar|jätä kommentti"
    r"|lasă un comentariu|adaugă un comentariu|ostavite komentar|napišite komentar|tinggalkan komentar"
    r"|annons|annonce|annonse|mainos|publicitate|reclamă|oglas|iklan|quảng cáo|advertorial|sponsrad|sponsoreret|sponset"
    r"|artikeln fortsätter (?:under|efter) annonsen|(?:artiklen|artikel) fortsætter (?:under|efter) annoncen"
    # (xnews29a) ... and the Baltic sites' advert markers and lines: "Reklāma", "Reklaam", "Raksts turpinās pēc reklāmas",
    # "Artikkel jätkub pärast reklaami", "Straipsnis tęsiamas po reklama"
    r"|reklāma|reklaam|raksts turpinās (?:pēc reklāmas|zem reklāmas)|artikkel jätkub (?:pärast reklaami|reklaami all)"
    r"|straipsnis tęsiamas (?:po reklama|žemiau)"
    r"|(?:saken|artikkelen) fortsetter (?:under|etter) annonsen|artikkeli jatkuu (?:mainoksen (?:jälkeen|alla)|alla)"
    r"|articolul continuă (?:după|sub) (?:reclamă|publicitate)|(?:članak|tekst) se nastavlja (?:ispod|nakon) (?:oglasa|reklame)"
    r"|članek se nadaljuje (?:pod oglasom|po oglasu)|haberin devamı(?: (?:reklamdan sonra|aşağıda))?"
    r"|artikel dilanjutkan (?:di bawah ini|setelah iklan)|(?:scroll|gulir) (?:untuk|ke bawah untuk) (?:melanjutkan|lanjut)(?: membaca)?"
    r"|(?:a cikk|cikkünk) a hirdetés (?:után|alatt) folytatódik|(?:bài viết|nội dung) tiếp tục (?:bên dưới|sau quảng cáo)"
    r"|lyssna på (?:artikeln|texten)|lyt til (?:artiklen|historien)|lytt til (?:saken|artikkelen)|kuuntele(?: artikkeli| juttu)?"
    r"|ascultă (?:articolul|știrea)|poslušajte (?:članak|vijest)|poslušaj(?:te)? članek|haberi dinle|dengarkan(?: artikel| berita)?"
    r"|nghe bài viết|hallgassa meg a cikket"
    r"|(?:anmäl dig till|prenumerera på) (?:vårt |vår )?nyhetsbrev(?:et)?|tilmeld dig (?:vores )?nyhedsbrev(?:et)?"
    r"|meld deg på (?:vårt )?nyhetsbrev(?:et)?|tilaa (?:uutiskirje|uutiskirjeemme)|abonează-te la newsletter(?:ul nostru)?"
    r"|prijavite se na (?:naš )?newsletter|naročite se na (?:naše )?e-novice|bültenimize abone olun"
    r"|berlangganan (?:newsletter|buletin)(?: kami)?|đăng ký nhận (?:bản tin|tin)|iratkozzon fel (?:a )?hírlevel(?:ünkre|re)"
    r"|logga in för att kommentera|log ind for at kommentere|logg inn for å kommentere|kirjaudu (?:sisään )?kommentoidaksesi"
    r"|trebuie să fii (?:autentificat|logat) pentru a (?:comenta|posta un comentariu)"
    r"|za komentiranje se (?:morate|trebate) prijaviti|za komentiranje morate biti prijavljeni"
    r"|za komentarisanje (?:se )?morate (?:biti )?(?:prijavljeni|se prijaviti)|yorum yapabilmek için giriş yapmalısınız"
    r"|(?:login|masuk) untuk (?:berkomentar|komentar)|đăng nhập để bình luận)[.!]?",
    # ... and their paywalls' lines: "Redan prenumerant? Logga in", "Artiklen er kun for abonnenter.", "Bli abonnent",
    # "Tämä artikkeli on vain tilaajille.", "Ești deja abonat? Autentifică-te", "Ovaj članak dostupan je samo
    # pretplatnicima.", "Sudah berlangganan? Masuk", "Ez a cikk csak előfizetőink számára érhető el.", "Bu içerik sadece
    # abonelere özeldir."
    r"(?:(?:redan prenumerant|allerede abonnent|oletko jo tilaaja|ești deja abonat|esti deja abonat|već ste pretplatnik"
    r"|već si pretplatnik|ste že naročnik|sudah berlangganan|már előfizető|zaten abone misiniz)\??(?:\s*(?:logga in|log ind"
    r"|logg inn|kirjaudu(?: sisään)?|autentifică-te|conectează-te|prijavite se|prijavi se|masuk|jelentkezzen be"
    r"|giriş yapın|giriş yap))?"
    r"|(?:den här |denna )?artikel(?:n)? är (?:endast|bara) för (?:prenumeranter|betalande prenumeranter)"
    r"|(?:artiklen|denne artikel) er (?:kun )?(?:for|forbeholdt) abonnenter|(?:denne )?(?:saken|artikkelen) er (?:kun )?for abonnenter"
    r"|(?:tämä )?(?:artikkeli|juttu) on (?:vain|ainoastaan) tilaajille"
    r"|(?:acest )?articol(?:ul)? (?:este )?disponibil (?:doar|numai) (?:pentru )?abona[țt]i(?:lor)?"
    r"|(?:ovaj )?(?:članak|tekst|sadržaj) (?:je )?dostupan (?:je )?samo (?:za )?pretplatnic(?:ima|e)"
    r"|(?:artikel|konten) ini khusus (?:untuk )?(?:pelanggan|member|pengguna premium)"
    r"|(?:ez a )?(?:cikk|tartalom) csak előfizető(?:ink|k)(?:nek| számára)?(?: érhető el| olvasható| szól)?"
    r"|bu (?:içerik|haber|makale) (?:sadece|yalnızca) abonelere (?:özeldir|açıktır)"
    r"|(?:läs vidare\s*[–-]\s*)?bli prenumerant|bliv abonnent|bli abonnent|postanite pretplatnik|berlangganan sekarang"
    r"|fizessen elő|abone olun)[.!]?",
    # ... and Catalan, Estonian, Latvian, Lithuanian, Bulgarian and Serbian (Cyrillic) share and comment buttons
    r"(?:comparteix|comentaris|comenta|jaga|kommentaarid|kommenteeri|dalīties|komentāri|komentēt|dalintis|komentarai"
    r"|komentuoti|сподели|споделете|коментари|коментирай|подели|коментариши)[.!]?",
    r"(?:kommentarer|kommentit|comentarii|komentari|komentarji|komentar|bình luận) ?\(\d+\)",
    # (xnews29a) the error report under an article in the languages of Central and Eastern Europe, the North and the
    # Low Countries, its request after it ("Opazili napako? Sporočite nam.", "Zauważyłeś błąd? Napisz do nas.",
    # "Hibát találtál? Írd meg nekünk!", "Hittade du ett fel? Tipsa oss", "Fout gezien? Meld het ons"), and the
    # newsroom's wish to hear the reader ("Hei! Vi vil gjerne høre hva du synes om denne saken.", "We'd love to hear
    # from you"): the whole block, the question or the wish first (an article's sentence runs on)
    r"(?:(?:opazili (?:ste )?napako|ste opazili napako|uočili ste (?:grešku|pogrešku)|primijetili ste (?:grešku|pogrešku)"
    r"|pronašli ste (?:grešku|pogrešku)|zauważył(?:eś|aś|e\w*) błąd|widzisz błąd|znalazł(?:eś|aś) błąd"
    r"|našli jste (?:chybu|překlep)|našli ste (?:chybu|preklep)|hibát (?:találtál|talált|észleltél|észlelt)"
    r"|ai găsit o (?:greșeală|greșeal[aă]|eroare)|ați găsit o (?:greșeală|eroare)|hittade du (?:ett|något) fel"
    r"|har du (?:fundet|opdaget) (?:en )?fejl|har du (?:funnet|oppdaget) (?:en )?feil|huomasitko (?:virheen|virheitä)"
    r"|(?:een )?fout gezien|zag je een fout|pastebėjote klaidą|märkasid viga|pamanījāt kļūdu)\??"
    r"(?:\s*(?:sporočite|sporoči|javite|javi|napisz|napište|napíšte|írd|írja|scrie|anunță|spune|meld|laat|tipsa|hör av"
    r"|skriv|kerro|ilmoita|praneškite|parašykite|teata|ziņojiet|kontakt)[^.!?]{0,60})?"
    r"|(?:(?:hei|hej|hi|hallo)[!,]?\s*)?(?:vi vil gjerne høre (?:hva du (?:synes|mener)|fra deg)"
    r"|vi vill gärna höra (?:vad du tycker|från dig)|vi vil gerne høre (?:hvad du (?:synes|mener)|fra dig)"
    r"|we(?:['’]d| would) (?:love|like) to hear (?:from you|what you think)|we horen graag (?:wat je ervan vindt|van je))"
    r"(?: (?:om|about|over) (?:denne|den här|denna|this|dit|deze) (?:saken|sak|artikkelen|artikeln|artikel|artiklen"
    r"|story|article|sag|stuk))?)[.!]?",
    # (xnews30) ... and the request to mark the error and press Ctrl+Enter under Latvian, Lithuanian, Estonian, Russian,
    # Ukrainian, Bulgarian and Serbian articles ("Ja pamanījāt kļūdu, iezīmējiet to un nospiediet Ctrl+Enter.", "Если вы
    # заметили ошибку, выделите её и нажмите Ctrl+Enter", "Нашли ошибку? Выделите её и нажмите Ctrl+Enter"): the key
    # named, so a sentence on an error runs on without it
    r"(?:(?:ja|jei|kui|если|якщо|ако|ako|if|jeśli|ha)\s+(?:вы\s+|ви\s+|ste\s+|сте\s+|you\s+)?(?:pamanījāt|pastebėjote"
    r"|märkasite|заметили|помітили|забелязахте|забележите|приметили|примијетили|уочили|primetili|primijetili|uočili"
    r"|noticed?|spot(?:ted)?|find|found|zauważysz"
    r"|zauważyłeś|találsz)|(?:нашли|знайшли|найдохте|pronašli|našli|found)\s+(?:ste\s+|an?\s+)?)"
    r"\s*(?:kļūdu|klaidą|vea|viga|ошибку|опечатку|помилку|грешка|грешку|grešku|pogrešku|greške|an? (?:error|mistake|typo)"
    r"|błąd|hibát)(?: (?:in|в|у|u|на|tekstā|tekste|tekstyje)(?: [^\W\d_]+){1,2})?\s?[,.?]\s*[^\n]{0,80}?"
    r"ctrl\s?\+\s?enter(?:,? (?:щоб|чтобы|за да|да|da|kad|lai|et|to (?:let us know|report|tell us|notify us))"
    r"[^.!?\n]{1,60})?[.!]?",
    # (xnews29a) the gallery's and the player's buttons of those languages: "Galéria: 12 kép", "Fotogalerija (12)",
    # "Zobacz galerię (12 zdjęć)", "Bekijk de fotoreeks", "Se bildspel", "Katso kuvat", "Vezi galeria foto",
    # "Hallgasd meg a cikket!", "Klausykite straipsnio"
    r"(?:(?:galéria|fotogalerija|fotogaléria|zobacz (?:galerię|zdjęcia)|bekijk (?:de |alle )?(?:fotoreeks|foto['’]s)"
    r"|se (?:bildspel|bildserien|alla bilder)|se (?:flere )?bilder|katso (?:kuvat|kuvagalleria)|vezi (?:galeria|galerie) foto"
    r"|vezi (?:galeria|fotografiile))(?:\s*[:(]?\s*\d{1,3}(?: (?:kép|zdjęć|zdjęcia|fotografij|fotografija|foto['’]s|bilder|kuvaa"
    r"|fotografii))?\)?)?"
    r"|hallgasd meg a cikket|klausyk(?:ite|is) straipsnio|klausytis straipsnio)[.!]?",
    r"\d+ (?:kommentarer|kommentar|kommenttia|kommentti|comentarii|comentariu|komentara|komentar|komentarjev|komentarji"
    r"|bình luận)",
    # (xnews30) a paper's promo of its own channels in the languages the earlier tables had none of, the whole block:
    # El Espectador's "Únase al canal de WhatsApp de El Espectador para recibir las noticias más importantes del día.",
    # Metrópoles' "Siga a editoria de Distrito Federal no Instagram e fique por dentro de tudo sobre o DF!", Mediapool's
    # "Последвайте ни във Facebook и Telegram", N1's "Pratite nas na našoj Facebook i Instagram stranici, ali i na X
    # nalogu.", 15min's "Sekite 15min naujienas Facebook ir Instagram paskyrose!", the Indian Express's "Click here to
    # join Express on WhatsApp and get the latest news and updates", Kompas's "Simak breaking news dan berita pilihan
    # kami langsung di ponselmu. Pilih saluran andalanmu akses berita Kompas.com WhatsApp Channel." (a sentence that
    # only mentions a network runs on: "Pratite nas, rekao je ministar" is no such block)
    r"(?:(?:únete|únase|súmate|súmese|suscr[ií]bete|suscríbase) al canal de (?:whatsapp|telegram) de [\w.'’ -]{1,30}?"
    r"(?: (?:para|y) (?:recibir|estar|enterarte|enterarse)[^.!?\n]{0,80})?"
    r"|siga (?:o|a|os|as) (?:editoria|coluna|perfil|página|canal)?(?: de| do| da)? ?[\w.'’ -]{1,30}? (?:no|nas|na) "
    r"(?:google (?:news|notícias)|facebook|instagram|x|twitter|whatsapp|telegram|threads|tiktok|youtube)"
    r"(?:,? e (?:no|na|nas) (?:google (?:news|notícias)|facebook|instagram|x|twitter|whatsapp|telegram|threads|tiktok"
    r"|youtube))*(?: e (?:fique por dentro|receba|acompanhe)[^.!?\n]{0,80})?"
    r"|(?:последвайте|следвайте) ни (?:във?|в|на|и в) [^.!?\n]{0,60}?(?:facebook|instagram|telegram|x|viber|youtube|tiktok"
    r"|google news)(?: и (?:facebook|instagram|telegram|x|viber|youtube|tiktok|google news))?"
    r"|(?:pratite|пратите|pratite nas|пратите нас|zapratite|запратите) (?:nas|нас)? ?(?:i )?(?:na|на|putem|путем|preko|преко)"
    r" [^.!?\n]{0,50}?(?:facebook|instagram|telegram|viber|whatsapp|youtube|tiktok|x|twitter|google news|фејсбук"
    r"|инстаграм|телеграм|вајбер|јутјуб|твитер|тикток)"
    r"[^.!?\n]{0,50}"
    r"|sekite (?:mus|[\w.]{2,20} naujienas) [^.!?\n]{0,40}?(?:facebook|instagram|telegram|youtube|tiktok|x|google news)"
    r"[^.!?\n]{0,30}"
    r"|(?:click here to )?join [\w.'’ -]{1,40}? on (?:whatsapp|telegram) and get the latest [^.!?\n]{1,60}"
    r"|simak (?:breaking news|berita|informasi)[^.!?\n]{0,80}? (?:di|melalui|lewat) (?:ponsel\w*|whatsapp|google news"
    r"|telegram)(?:\.? pilih saluran andalanmu[^\n]{0,120})?"
    # ... 3Cat's "Segueix-nos a WhatsApp i Telegram per estar al dia de l'última hora.", Tempo's "Ikuti berita terkini
    # dari Tempo di Google News, klik di sini."
    r"|segueix(?:-nos| [\w.'’ -]{2,20}?) a (?:whatsapp|telegram|instagram|facebook|x|youtube|tiktok|google news)"
    r"(?:,? i (?:whatsapp|telegram|instagram|facebook|x|youtube|tiktok|google news))*(?: per (?:estar al dia|no perdre)"
    r"[^.!?\n]{0,60})?"
    r"|ikuti (?:berita|informasi|kabar|update)[^.!?\n]{0,60}? (?:di|melalui|lewat) (?:google news|whatsapp|telegram"
    r"|instagram)(?:,? klik di sini)?"
    # ... and Dainik Jagran's "ताजा खबरों के लिए दैनिक जागरण का WhatsApp चैनल फॉलो करें।"
    r"|(?:ताजा|ताज़ा|लेटेस्ट|सभी) (?:खबरों|ख़बरों|अपडेट्स?)[^।!?\n]{0,40}? (?:whatsapp|telegram|google news|youtube|यूट्यूब"
    r"|फेसबुक)(?: चैनल| पेज)? (?:को )?(?:फॉलो|ज्वाइन|जॉइन|सब्सक्राइब) करें।?"
    # ... the Express Tribune's line under its desks' stories ("Like Business on Facebook, follow @TribuneBiz on Twitter
    # to stay informed and join in the conversation.") and the United Daily News' plea ("贊助聯合新聞網，支持優質新聞")
    r"|like [\w ]{2,30} on facebook,? (?:and )?follow @\w{2,30} on (?:twitter|x) to stay informed and join in the"
    r" conversation|贊助[^\W\d_]{2,10}[，,]?\s?支持(?:優質|獨立|專業)?(?:新聞|媒體|報導))[.!。！]?",
    # (xgaps28) the links of a documentation page's browser-support box (MDN's "Baseline" box: "Learn more", "See
    # full compatibility", "Report feedback"), in English, German and French
    r"see full compatibility|(?:siehe |zeige )?vollständige kompatibilität(?: anzeigen| ansehen)?"
    r"|(?:voir|afficher) la compatibilité complète|report feedback|feedback (?:melden|geben|senden)"
    r"|(?:signaler|envoyer|donner) (?:un|votre) (?:retour|avis)",
    # (xleft30) a Czech or Slovak site's line sending its readers to a network named by the word for it: "Sledujte
    # nás i na síti X!", "Sledujte nás aj na sieti X!", "Sledujte nás na sociální síti X", "… na Instagramu a síti X."
    r"(?:sledujte|sleduj|odebírejte) nás(?: i| aj| také| tiež)? (?:na|v) (?:(?:[\w-]+ (?:a|i) )?(?:sociální |sociálnej "
    r"|sociálních |sociálnych )?(?:síti|sieti|sítích|sieťach) [\w.-]+|bluesky|threads|mastodonu|mastodone)[.!]?",
)

# (xleft31) a paid tier's label alone, over or under a paywalled article: the tier's word alone ("Premium", "Plus") or
# after a brand of one to three words, the site's ("SPIEGEL+", "heise+", "F+", "FAZ+", "Golem Plus", "SZ Plus",
# "Deník+", "WELTplus", "Forbes Premium", "iDNES Premium", "Echo Prime", "NZZ Pro"); whether the brand is the site's,
# and the block one at the text's ends, ``headline.drop_tier_labels`` asks ("Disney Plus", "Apple TV+" are products)
PAID_TIER_LABEL = (r"(?P<brand>(?:[^\W\d_][\w.'’&-]{0,19}\s?){0,3}?)\s?(?P<tier>\+|plus|premium|prime|pro)")
PAID_TIER_ALONE = ("plus", "premium", "prime")  # ... the words that are a label without a brand ("Pro" heads a debate's side)
# (xleft32) a bare list of a subscription's tiers that a paywall's box leaves at the text's end, two or more, each with
# its price or not, parted by bars, dots or slashes ("Basis / Plus / Premium", "Měsíčně 99 Kč · Ročně 990 Kč",
# "Digital | Print + Digital", "Digital 9,99 € | Print + Digital 29,99 €", "Mensuel 9,99 € · Annuel 99 €"), a
# subscribe button's word after them; ``headline.drop_tier_labels`` asks at the text's ends
_TIER_NAME = (r"(?:(?:print|e-?paper|digital|online|web|app)(?: ?(?:\+|&|und|and|a|et) ?(?:print|e-?paper|digital|online|web|app))?"
              r"|basi[cs]|basis|standard|plus|premium|pro|all access|komplett|complete|základní|podstawowy"
              r"|monthly|annual(?:ly)?|yearly|weekly|quarterly|monatlich|jährlich|wöchentlich|měsíčně|ročně|čtvrtletně"
              r"|mesačne|ročne|mensuel(?:le)?|annuel(?:le)?|hebdomadaire|miesięcznie|rocznie|mensile|annuale|mensual|anual"
              r"|maandelijks|jaarlijks|[\w.-]{1,20}(?:\+| plus))")
_TIER_PRICE = (r"(?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur|kč|czk|zł|pln|\$|£|chf|ft|kr|sk))(?:\s?(?:/|pro|per|za|par|al)"
               r"\s?(?:month|monat|měsíc|mesiac|mois|mese|mes|miesiąc|year|jahr|rok|an|anno|año|week|woche|týden|mo|yr))?")
_TIER_ITEM = _TIER_NAME + r"(?:\s?:?\s?" + _TIER_PRICE + r")?"
PAID_TIER_LIST = (_TIER_ITEM + r"(?:\s*[·|/•]\s*" + _TIER_ITEM + r")+(?:\s*[·|]?\s*(?:jetzt )?(?:abonnieren|subscribe(?: now)?"
                  r"|předplatit|predplatiť|s['’]abonner|abbonati|suscríbete|zasubskrybuj|abonneren))?")


# a row of share or follow buttons: its label and the networks' names ("Teilen: Facebook Twitter WhatsApp",
# "Suivez-nous : Facebook Instagram", "Condividi su: Facebook X"), matched as a whole block
SHARE_LABELS = (
    r"share(?: this(?: article| post| page| story)?)?|teilen|(?:diesen |den )?(?:artikel|beitrag|seite) teilen|jetzt teilen"
    r"|partager(?: (?:cet|l['’]) ?article)?|partagez(?: cet article)?|condividi(?: (?:questo|l['’]) ?articolo)?"
    r"|compartir(?: este artículo)?|compartilh(?:ar|e)|partilhar|delen|deel dit artikel|udostępnij|sdílet|sdílejte"
    r"|zdieľať|megosztás|follow us|folge uns|folgen sie uns|suivez-nous|seguici|síguenos|siga-nos|volg ons"
    r"|sledujte nás|obserwuj nas"
)
# (session 29) the button of a blog's click-to-tweet box after the sentence it offers to tweet (WordPress' Social
# Warfare, Better Click To Tweet, CoSchedule's Click To Tweet): "…continuum.'Click To Tweet"
TWEET_BUTTONS = (
    r"click to tweet|tweet this(?: quote)?|tweet|zum twittern klicken|jetzt twittern|cliquez pour tweeter"
    r"|clicca per twittare|klikni a tweetni"
)
# (xleft30) a German site's upsell of its paid tier, alone in a block: "Golem Plus Artikel", "Artikel freischalten",
# "heise+ | Artikel freischalten", "Jetzt weiterlesen mit heise+", "Mit Golem Plus werbefrei lesen", "Dieser Artikel ist
# nur mit Golem Plus verfügbar", "Jetzt Golem Plus abonnieren" (the tier's name alone, "Golem Plus", is left: the same
# line names a product, "Disney Plus", over a review's section; (xreview30) and "mit … werbefrei" only with its "lesen":
# "Mit Disney+ ohne Werbung" heads a section of an article on streaming's prices).  Apart from INTERFACE: its leading name would be tried
# on every short block; ``boiler`` asks only when "freischalt", "plus" or "+" is there.
PAID_TIER = (
    r"(?:[\w.-]{1,20}(?:\+| plus)\s?[|:–-]?\s?)?(?:jetzt )?(?:(?:diesen|den|einen|den ganzen|den vollständigen) )?"
    r"(?:plus-?)?(?:artikel|beitrag|text|zugang) (?:jetzt )?(?:freischalten|entsperren)|jetzt (?:gratis |kostenlos )?freischalten"
    r"|[\w.-]{1,20}(?:\+| plus)[ -](?:artikel|inhalt|beitrag)|(?:jetzt )?weiterlesen mit [\w.-]{1,20}(?:\+| plus)"
    r"|(?:jetzt )?mit [\w.-]{1,20}(?:\+| plus) (?:werbefrei|ohne werbung|alle artikel|weiter) lesen"
    r"|(?:dieser|der) (?:artikel|beitrag|text) ist (?:nur |exklusiv )?(?:mit|für) [\w.-]{1,20}(?:\+| plus)"
    r"(?:[ -](?:abonnenten|abonnentinnen|kunden|mitglieder|leser))? (?:verfügbar|lesbar|zugänglich|freigeschaltet)"
    r"|jetzt [\w.-]{1,20}(?:\+| plus) (?:abonnieren|testen|bestellen|abschließen)[.!]?"
)
NETWORKS = (
    r"facebook|twitter|x|google\+|whatsapp|linkedin|pinterest|reddit|telegram|e-?mail|messenger|xing|tumblr|threads"
    r"|bluesky|flipboard|mastodon|instagram|youtube|tiktok|pocket|sms|viber|print|drucken|imprimer|stampa|imprimir"
    r"|copy link|link kopieren|copier le lien|copia (?:il )?link"
)
# (session 25) a follow line's label before the one address or handle it gives: "Follow us: @LocalLedger",
# "Folgen Sie uns auf Instagram: @wazonline", "Suivez-nous : facebook.com/ouestfrance" (the handle alone is no text)
FOLLOW_US = (
    r"(?:follow us|folge uns|folgen sie uns|suivez-nous|seguici|síguenos|siga-nos|volg ons|sledujte nás|sledujte nás"
    r"|obserwuj nas|follow me|folge mir|folgen sie mir|suivez-moi|seguimi|sígueme|siga-me|sledujte mě|sledujte ma)(?: (?:on|auf|bei|sur|su|en|em|op|na|w) (?:" + NETWORKS + r"))?\s?:?\s?"
    r"(?:@[\w.]{2,40}|(?:https?://)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:/[\w@.-]*)*)"
    # (xleft30) ... or the handle first: "Follow @markcperna on X", "Folgen Sie @tagesschau auf Instagram"
    r"|(?:follow|folgen sie|folge|suivez|segui|sigue|siga) @[\w.]{2,40} (?:on|auf|bei|sur|su|en|em) (?:" + NETWORKS + r")"
)

# (xleft34b) an Instagram embed's line naming its account in the languages that put the account before the words
# (Hungarian "Stadt Köln (@stadtkoeln) által megosztott bejegyzés", Finnish "Käyttäjän Yle Uutiset (@yleuutiset)
# jakama julkaisu", Turkish "NTV (@ntv) tarafından paylaşılan bir gönderi", Japanese "NHK(@nhk)がシェアした投稿",
# Korean "KBS(@kbs)님의 공유 게시물"); ``boiler`` asks only a short block holding "(@"
EMBED_ACCOUNT_FIRST = (
    r"(?:käyttäjän )?[^\n]{1,60}?\s?\(@[\w.]{1,30}\)\s?(?:által megosztott (?:bejegyzés|videó|fotó)"
    r"|jakama (?:julkaisu|video|kuva)|tarafından paylaşılan bir (?:gönderi|video|fotoğraf)|がシェアした投稿"
    r"|님의 공유 게시물)"
)

# ... and its first step, the home page ("Startseite › Blog › …", "Accueil / Actualités / …")
TRAIL_HOME = (
    r"home|homepage|home page|start|startseite|hauptseite|accueil|page d['’]accueil|inizio|pagina iniziale|inicio"
    r"|início|página inicial|úvod|domů|titulní strana|hlavná stránka|strona główna|főoldal|главная"
)

# a download button's label: "Download PDF", "Dieses Skript als PDF herunterladen", "Télécharger le PDF" (apart
# from INTERFACE: its leading words would be tried on every short block; ``boiler`` asks only when "pdf" is there)
DOWNLOAD = (
    r"(?:[\w-]+ ){0,3}(?:als |as |en |in |jako |ako |come |como )?pdf(?:-datei)? (?:herunterladen|downloaden|download"
    r"|stáhnout|stiahnuť|pobierz|scaricare|télécharger|descargar)"
    r"|(?:download|herunterladen|télécharger|scarica|descargar|descarga|stáhnout|stiahnuť|pobierz|baixar)"
    r"(?: (?:the|as|als|en|in|le|il|el|o|w|jako|ako|come|como|this|diese[ns]?|den|das|die|full|vollständigen?))*"
    r"(?: [\w-]+){0,2} \(?pdf\)?(?: \(?\d[\d.,]* ?[kmg]i?b\)?)?"
)

# the lines that make a box under the heading "Anketa" a reader poll's (``boiler._poll_box``): the vote button (after
# the answers' labels in its line: "Áno Nie Hlasovať"), the count of votes (its answers, "Ano 45 %", go with them; a party's share alone is a poll's result in the text)
POLL_LINE = (
    r"(?:[\w ]{1,60} )?(?:hlasovat|hlasovať|hlasujte|odeslat hlas|odoslať hlas)|zobrazit výsledky|zobraziť výsledky"
    r"|výsledky ankety"
    r"|(?:celkem |celkom |v anketě |v ankete )?(?:už |již |zatiaľ )?hlasoval[oia]? (?:už |již |zatiaľ )?[\d\s.]+"
    r"(?: (?:čtenářů|čtenáři|lidí|uživatelů|čitateľov|čitatelia|ľudí|používateľov|respondentů|respondentov|hlasů|hlasov))?\.?"
    r"|(?:celkem|celkom|počet) (?:hlasů|hlasov)\s*:?\s*[\d\s.]+|[\d\s.]+ (?:hlasů|hlasov|hlasy)"
    # ((xnews31) the vote's button in the other languages: "Głosuj", "Zagłosuj", "Abstimmen", "Voter", "Vota", "Votar")
    r"|(?:jetzt )?abstimmen|(?:za)?głosuj|oddaj głos|wyniki sondy|voter|votez|vota|votar|szavazok|szavazás eredménye"
    # ... and the count of votes: "oddanych głosów: 1 204", "1 204 Stimmen", "312 votes", "312 szavazat"
    r"|(?:oddanych |liczba )?głosów\s*:?\s*[\d\s.]+|(?:abgegebene )?stimmen\s*:\s*[\d\s.]+"
    # ((xleft34b) ... with its verb: "Oddano 2345 głosów", "1,234 votes cast", "1.234 Stimmen abgegeben")
    r"|(?:oddano )?[\d\s.,]+ (?:głosów|głosy|stimmen|votes|voti|votos|szavazat)(?: cast| abgegeben)?"  # ((xleft34) "1,234 votes")
)

# the first word of a block that is a picture's credit, before a colon: "Photo : AFP", "Fotó: MTI"
CREDIT_WORDS = (
    # ((xnews31) a Hungarian site's lead picture's: "Címlapkép: Getty Images", "Nyitókép: MTI", "Borítókép: …")
    r"címlapkép|nyitókép|borítókép|"
    r"fotos|fotó|bilder|pic|foto ?& ?text|text ?& ?fotos?|zdjęcie|zdjęcia|źródło|autor (?:fotografie|fotografií|fotky|foto|snímky|snímku|snímok|obrázku)"
    r"|zdroj (?:foto|fotografie|fotografií|fotky|obrázku|obrázka|snímky|snímku|snímok)|foto a text|text a foto|foto/text|text/foto|quelle|forrás|bron|fonte|fuente|imagem|immagine|imagen|afbeelding|kép|obrázok"
    r"|snímka|snímek|crédits?|créditos?|credit[oi]|fotograf[ií]a|foto ?credit|bildnachweis|fotonachweis|ilustračné foto"
    r"|источник|фотография|иллюстрация|джерело|fotoğraf|kaynak|görsel|φωτογραφία|πηγή|تصوير|المصدر|الصورة|צילום|מקור"
    # (session 23) "Fonte foto: …", "Fuente de la imagen: …", "Źródło zdjęcia: …", the Dutch "Beeld: …"
    r"|fonte (?:foto|immagin[ei])|fuente (?:de la )?(?:imagen|foto(?:grafía)?)|źródło (?:zdjęcia|zdjęć|fot\.?|foto)(?: głównego)?|beeld"
    # (session 24) German news sites' names of the teaser's picture: Ippen's "Rubriklistenbild: © …", "Vorschaubild: …"
    r"|rubriklistenbild|vorschaubild|teaserbild|aufmacherbild|artikelbild"
    # (session 27) the Finnish, Croatian, Slovenian, Indonesian and Vietnamese words: "Kuva: Lehtikuva", "Slika: Pixsell",
    # "Gambar: ANTARA", "Ảnh: Giang Huy"
    r"|kuva|kuvat|slika|fotografija|gambar|ảnh|hình"
    # ... and the source's and the picture's words of those languages: "Sursa foto: …", "Izvor: Hina", "Vir: STA",
    # "Kilde: Ritzau", "Källa: TT", "Lähde: STT", "Allikas: ERR", "Autor/allikas: …", "Šaltinis: BNS", "Avots: LETA"
    r"|sursa(?: foto)?|izvor|vir|kilde|källa|lähde|allikas|autor/allikas|šaltinis|avots"
    # (session 28) the Chinese, Japanese and Korean source, picture and editor lines, with a full-width colon too:
    # "来源：新华社", "（來源：中央社）", "图片来源：视觉中国", "出典：共同通信", "写真：ロイター", "출처: 연합뉴스",
    # "责任编辑：李四" (the desk's editor, no writer)
    r"|来源|來源|稿源|出处|出處|出典|图片来源|圖片來源|图片|圖片|写真|사진|출처|责任编辑|責任編輯|编辑|編輯|责编|責編"
)
# (session 25) a blog theme's picture over the post, its credit a name: "Featured image: Shutterstock", "Header image:
# Getty Images", "Cover photo: Jane Smith", "Image à la une : …", "Immagine di copertina: …" (matched as the whole
# block, the credit capitalized: "Cover image: artist's impression of the installation" is a caption, the text's)
THEME_PICTURE = (
    r"(?i:featured|header|cover|hero|lead|top) (?i:image|photo)|(?i:image|photo) (?i:à la une|de couverture)"
    r"|(?i:immagine|foto) (?i:di copertina|in evidenza)|(?i:headerbild|titelfoto|coverbild)"
)
# ... or the whole (short) block: "Fot. PAP/Radek Pietruszka", "Photo d'illustration"
CREDIT_LINES = (
    # a French site's wire credit: "Le Monde avec AFP", "Le Figaro avec AFP et Reuters"
    r"(?:[\w'’.-]+ ){0,3}avec (?:l['’])?(?:afp|ap|reuters|ansa|dpa|belga)(?: et (?:l['’])?(?:afp|ap|reuters))?"
    r"|fot\. [\w./ -]{2,60}"
    # (session 26) a Slovak site's or agency's credit, the photographer after a dash: Denník N's "Foto N – Tomáš
    # Benedikovič", "Foto TASR – Martin Baumann", "Foto SME – Marko Erd"
    r"|\(?foto:? (?:n|sme|tasr|sita|čtk|ctk|hn|pravda|aktuality|profimedia|reuters|ap|afp)\s*[–—-]\s*[\w. '’-]{2,40}\)?|(?:ilustra(?:ční|čné|čná|tivní|tívna|tívne) (?:foto|snímek|snímka|obrázek|obrázok|fotografie|fotografia)|photo d['’]illustration(?: [\w-]{2,12})?"
    r"|image d['’]illustration|\(?foto (?:d['’]|di )archivio\)?|\(?foto di repertorio\)?|imagen de archivo|foto de archivo|archivbild"
    r"|(?:zdjęcie|foto|fot\.) ilustracyjne"
    r"|symbolbild|symbolfoto|archivfoto|illustrative image)(?:\s*[:|/].{1,60})?"
    # a news agency named as the picture's or the report's source: "Foto ANSA", "Photo AFP / Jean Dupont",
    # "(dpa)", "dpa/lnw", "Mit Material von dpa", "mit dpa und AFP"
    r"|\(?(?:fotos?|photos?|beeld) (?:ansa|afp|ap|dpa|epa|reuters|efe|anp|pap|getty images|imago|keystone|apa|lapresse|ipa|agf"
    r"|hollandse hoogte|belga)\)?"
    r"(?:\s*[/|-].{1,50})?"
    # a picture agency alone or before the photographer: "Getty Images", "AP Photo/Evan Vucci", "imago images / Jane Doe"
    r"|(?:(?:ap|afp|reuters|epa|dpa) photo|getty images|shutterstock|imago(?: images)?|picture alliance|istock(?:photo)?)"
    r"(?:\s*[/|]\s*[\w. '’-]{2,40})?"
    r"|\((?:dpa|afp|ap|ansa|efe|reuters|apa|sda|kna|epd|sid|anp|pap|belga|čtk|ctk|tasr|sita"
    # (xnews29a) ... the agencies of Hungary, the Balkans, the North and the Baltic: "(MTI)", "(Hina)", "(NTB)", "(BNS)"
    r"|mti|hina|tanjug|beta|fena|sta|tt|ntb|ritzau|stt|bns|leta|elta|agerpres|mediafax)(?:[/,] ?[\w-]{2,12}){0,3}\)\.?"
    r"|nuotr\. [\w./ -]{2,60}"  # the Lithuanian picture credit: "Nuotr. Šarūnas Mažeika / BNS"
    # (xnews29a) the Romanian desk editor's credit, spaced before its colon or initials after it ("Editor : M.I.",
    # "Editor : Liviu Cojan", "Editor: A.P.")
    r"|editor :[\w. -]{1,40}|editor\s?:\s?(?:[a-zăâîșşțţ]\.\s?){1,3}"
    # (xfrit39) a French-speaking broadcaster's credits under a story taken from its radio or TV news, the reporter's
    # name or the web editor's initials after the colon (RTS's "Sujet radio: Pierre Nebel", "Adaptation web: jfe",
    # RTBF's "Sujet TV : …"; a name of five words at most, no sentence: "Adaptation web : le roman devient une série
    # diffusée en ligne dès janvier." is a paragraph)
    r"|(?:sujet|reportage|interview|entretien) (?:radio|tv|télé|jt)\s?:\s?[^\W\d_][\w.'’-]*(?:[ ,/&]+[^\W\d_][\w.'’-]*){0,4}"
    r"|(?:adaptation|texte|réalisation|mise en ligne) web\s?:\s?[^\W\d_][\w.'’-]*(?:[ ,/&]+[^\W\d_][\w.'’-]*){0,4}"
    # (xnews29a) the desk editor's credit under the text, the Estonian, Nordic, Hungarian, Croatian, Slovenian and
    # Lithuanian words ("Toimetaja: Mari Tamm", "Urednik: …"; an English masthead's "Editor: Jane Smith" is its text);
    # not the Czech, Slovak or Polish "Redaktor:", an interview's speaker.  (xreview29) A name after it, five words at
    # most, no question: a radio interview's transcript names its speakers so ("Toimittaja: Miksi päätitte lähteä
    # mukaan juuri nyt?", "Redaktør: Hvad tænkte du, da du hørte dommen?")
    r"|(?:toimetaja|toimittaja|redaktør|redaktör|szerkesztő|urednik|urednica|uredila|uredio|redaktorius|redaktore)"
    r"\s?:\s?[^\W\d_][\w.'’-]*(?:[ ,/&]+[^\W\d_][\w.'’-]*){0,4}"
    r"|(?:dpa|afp|ansa|efe|apa|sda|kna|epd|sid)(?:/[a-z]{2,4}){1,3}"
    # (xde39) a Swiss broadcaster's line under the text, the programme that aired it, its day and hour, then the
    # agency and the editor's initials (SRF's "SRF 4 News, 27.03.2026, 17 Uhr ; sda/muei", "Tagesschau, 12.5.2026,
    # 19:30 Uhr; sda/lin")
    r"|[\w .&'’-]{2,40}, \d{1,2}\.\s?\d{1,2}\.\s?\d{4},? \d{1,2}(?:[:.]\d\d)? uhr\s?;\s?"
    r"(?:sda|keystone-sda|dpa|afp|ap|reuters|apa)(?:/[a-z]{2,6}){0,3}"
    # a wire story's agency after a dash, ending the text: "— Reuters", "—AP" (session 21)
    r"|[—–-]\s*(?:reuters|ap|afp|dpa|ansa|efe|čtk|tasr|the associated press)"
    # ((xnews33) ... or a Philippine newsroom's sign-off, the desk editor's initials and the desk: GMA's "—FRJ, GMA
    # Integrated News", "—Jamil Santos/VBL, GMA Integrated News", "—ABS-CBN News")
    r"|[—–-]\s?(?:[^\W\d_][\w. ]{1,30}/)?(?:[a-z]{2,4}(?:/[a-z]{2,4})?,\s?)?(?:gma (?:integrated |regional tv )?news"
    r"|abs-cbn news|inquirer\.net|philstar\.com)"
    r"|(?:©\s*)?dpa-infocom,? dpa:[\d-]+(?:/\d+)?|autor/ři\s*:.{1,60}|mitarbeit\s*:\s*.{1,60}|media caption,?|image source,? .{1,60}"
    r"|(?:mit material (?:von|der|aus) (?:(?:den |der )?nachrichtenagentur(?:en)? )?|mit |material: )"
    r"(?:dpa|afp|ap|reuters|kna|epd|sid|apa|sda)(?:(?:,| und| sowie) (?:dpa|afp|ap|reuters|kna|epd|sid|apa|sda))*\.?"
    # ... and in Spanish (session 23): "Con información de EFE", "Con información de agencias"
    r"|con (?:información|informaciones) de (?:efe|europa press|agencias|afp|ap|reuters|ep)(?:(?:,| y) (?:efe|europa press|afp|ap|reuters|ep))*\.?"
    # Chinese, Japanese and Korean credits with a full-width colon or "=": "图片来源：新华社", "사진=연합뉴스"
    r"|(?:图片来源|圖片來源|图片|圖片|来源|來源|摄影|攝影|图|圖|写真|出典|画像|提供|사진|출처|그래픽|자료)\s*[：:=]\s*.{1,60}"
    # (session 27) the follow lines and tips' prompts of Swedish, Danish, Norwegian, Finnish, Romanian, Indonesian,
    # Vietnamese, Hungarian and Turkish news sites: "Urmărește știrile Digi24.ro și pe Google News", "Ikuti berita
    # terkini dari Kompas.com di Google News", "Följ oss på Facebook", "Har du tips? Mejla oss på tips@…", "Onko
    # sinulla vinkki? Lähetä se osoitteeseen …"
    r"|(?:urmărește|urmăriți|urmareste)(?: (?:știrile|stirile|ne))?(?: [\w.-]{2,30})? (?:și )?pe (?:google news|facebook|instagram|whatsapp)[.!]?"
    r"|ikuti (?:berita terkini|update berita|kami|berita)(?: (?:dari|di) [\w.-]{2,30})? (?:di|melalui) (?:google news|whatsapp|telegram)[.!]?"
    r"|theo dõi (?:chúng tôi|[\w.-]{2,30}) trên (?:google news|facebook|zalo)[.!]?"
    r"|(?:kövesse|kövess|kövessen) (?:minket|az? [\w.-]{2,30}) (?:a )?(?:facebookon|google news-on|instagramon)(?: is)?[.!]?"
    r"|(?:bizi )?google haberler['’]de takip edin[.!]?"
    r"|(?:följ|følg) (?:oss|os|[\w.-]{2,30}) på (?:google news|facebook|instagram|x|linkedin)|seuraa (?:meitä|[\w.-]{2,30})(?: myös)?"
    # ((xleft34b) "Seuraa meitä Google Newsissa", "Seuraa meitä myös Telegramissa")
    r" (?:facebookissa|instagramissa|google newsiss[aä]|telegramissa|tiktokissa|youtubessa|threadsissa)[.!]?"
    r"|(?:har du (?:et )?tips?|onko sinulla (?:uutis)?vinkki|ai un pont|imate li dojavu|punya informasi"
    # (xnews29a) ... Index.hr's "Imate li zanimljivu priču? Javite nam se na …", 24ur's "Imate novico? Pišite nam"
    r"|ima(?:te|š) li (?:zanimljivu |neku )?(?:priču|informaciju|fotografiju|video)|imate (?:novico|zgodbo|informacijo)"
    # (xnews34) ... and the Czech, Romanian and Hungarian ones, the request after the question ("Máte tip na zprávu?
    # Napište nám na tipy@…", "Ai o știre? Trimite-ne …", "Van egy jó sztorija? Írjon nekünk …"; the question alone is
    # ``INTERFACE``'s, and the Polish one is the Spanish's and the Dutch's, above)
    r"|máte (?:pro nás )?(?:tip|námět)(?: na (?:zprávu|článek|reportáž|téma))?"
    r"|ai o (?:știre|poveste|informație)(?: interesantă)?|van (?:egy )?(?:jó )?(?:sztorija|sztorid|története|tippje|híre))\?\s*"
    # (xreview27) ... the prompt's verb after the question (an interview's "Har du tips? Ja, börja i god tid, säger
    # hon." is an answer)
    r"(?:mejla|maila|e-posta|ring|skicka|kontakta|tipsa|hör av dig|send|skriv|kontakt|lähetä|soita|ota yhteyttä|kerro"
    r"|vinkkaa|scrie|trimite|sună|contactează|pošalji|pošaljite|javi|javite|nazovi|nazovite|piši|pišite|hubungi|kirim"
    r"|sporočite|sporoči|napišite|napište|napiš|írjon|írj"
    r"|email|e-mail)\b.{0,80}"
)

# relative times alone in a block: "il y a 3 heures", "vor einer Stunde", "3 órája", "hace 2 días"
_NUM = r"(?:\d+|an?|one|une?|un|una|uma|um|een|egy|pár|néhány|jednou|dvěma|několika|einer|einem|wenigen|quelques)"
RELATIVE_TIME = (
    r"(?:před|pred)\s+(?:" + _NUM + r"\s+)?(?:sekund|sekúnd|minut|minút|min\b|hodin|hod\b|dn|dň|týdn|týžd|měsíc|mesiac|rok|let|chvíl"
    r"|chvíľ)\w*\.?",
    _NUM + r"\s+(?:seconds?|minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|w|months?|years?|yrs?)\s+ago",
    r"vor\s+" + _NUM + r"\s+(?:sekunden?|minuten?|min\.?|stunden?|std\.?|tag(?:en)?|wochen?|monat(?:en)?|jahr(?:en)?)",
    r"il y a\s+" + _NUM + r"\s+(?:secondes?|minutes?|min|heures?|h|jours?|j|semaines?|mois|ans?)",
    r"(?:" + _NUM + r"|qualche|pochi)\s*(?:['’]\s*)?(?:secondi|secondo|minuti|minuto|min|ore|ora|giorni|giorno"
    r"|settimane|settimana|mesi|mese|anni|anno)\s+fa",
    r"hace\s+(?:" + _NUM + r"|unos|unas|pocos)\s+(?:segundos?|minutos?|min|horas?|h|días?|semanas?|mes(?:es)?|años?)",
    r"há\s+(?:" + _NUM + r"|alguns|algumas|poucos)\s+(?:segundos?|minutos?|min|horas?|h|dias?|semanas?|m[eê]s(?:es)?|anos?)",
    _NUM + r"\s+(?:segundos?|minutos?|horas?|dias?|semanas?|meses|anos?)\s+atrás",
    r"(?:" + _NUM + r"|enkele)\s+(?:seconden?|minuten?|min|uur|uren|dagen|dag|weken|week|maanden|maand|jaar|jaren)"
    r"\s+geleden(?: (?:bijgewerkt|geplaatst|gepubliceerd))?",
    r"(?:" + _NUM + r"\s+)?(?:sekund\w*|minut\w*|min\.?|godzin\w*|godz\.?|dni|dzień|tygodni\w*|tydzień|miesi\w+"
    r"|lat|rok)\s+temu",
    _NUM + r"\s+(?:másodperce|perce|órája|napja|hete|hónapja|éve)",
    _NUM + r"\s+(?:másodperccel|perccel|órával|nappal|héttel|hónappal|évvel)\s+ezelőtt",
    # today's or yesterday's time: "Heute, 10:15 Uhr", "Gestern um 18.30 Uhr", "Hier à 18h30", "Oggi alle 10:15"
    r"(?:heute|gestern|vorgestern|aujourd['’]hui|hier|oggi|ieri|hoy|ayer|vandaag|gisteren|dzisiaj|dziś|wczoraj|today"
    r"|yesterday)(?:,|\s+um|\s+à|\s+alle|\s+a las|\s+om|\s+o|\s+at)?\s*\d{1,2}[:.h]\d\d(?:\s*uhr)?",
    # ... in Czech and Slovak: "dnes 10:15", "Včera v 18:30", "včera o 18.30 h"
    r"(?:dnes|dneska|včera|včera|předevčírem|predvčerom)(?:,|\s+v|\s+ve|\s+o|\s+od)?\s*\d{1,2}[:.]\d\d(?:\s*(?:h|hod\.?))?",
    # Russian, Ukrainian, Turkish, Greek, Arabic, Hebrew, Chinese, Japanese, Korean: "5 минут назад", "منذ 5 دقائق"
    r"(?:\d+\s+|несколько\s+)?(?:секунд[уы]?|минут[уы]?|мин\.?|час(?:а|ов)?|ч\.|дн(?:я|ей)|день|недел[юиь]"
    r"|месяц(?:а|ев)?|год(?:а)?|лет)\s+назад",
    r"(?:\d+\s+|кілька\s+)?(?:секунд[уи]?|хвилин[уи]?|хв\.?|годин[уи]?|год\.|дн(?:і|ів)|день|тижн(?:і|ів)|тиждень"
    r"|місяц(?:і|ів|ь)|рок(?:и|ів)|рік)\s+тому",
    r"\d+\s+(?:saniye|dakika|dk\.?|saat|sa\.|gün|hafta|ay|yıl)\s+önce",
    r"πριν(?: από)?\s+\d+\s+(?:δευτερόλεπτα|λεπτά|λεπτό|ώρες|ώρα|ημέρες|μέρες|ημέρα|μέρα|εβδομάδες|μήνες|μήνα"
    r"|χρόνια|χρόνο)",
    r"منذ\s+(?:\d+\s+)?(?:ثانية|ثوان|ثواني|دقيقة|دقائق|دقيقتين|ساعة|ساعات|ساعتين|يوم|أيام|يومين|أسبوع|أسابيع"
    r"|شهر|أشهر|سنة|سنوات)",
    r"לפני\s+(?:\d+\s+)?(?:שניות|דקה|דקות|שעה|שעות|יום|ימים|שבוע|שבועות|חודש|חודשים|שנה|שנים)",
    r"\d+\s*(?:秒|分钟|分鐘|小时|小時|天|周|週|个月|個月|年|分|時間|日|週間|か月|ヶ月|カ月)前|刚刚|剛剛"
    r"|\d+\s*(?:초|분|시간|일|주|개월|달|년)\s*전",
)
# (session 30) the weekdays of the languages whose stamps, date lines and bylines the rules read, written out and
# short, Monday first: one table from which each rule that takes a weekday out of a line beside its date builds its
# pattern (a poster's stamp, ``boiler._WEEKDAY``; a date line alone, ``headline.date_alone``; a byline's tail,
# ``byline.WEEKDAY_END``; a Czech or Slovak dateline, ``DATELINE``).  French and Italian "mar" (mardi, martedì) is
# left out: it is March's short name in those languages and in English ("Tue Mar 12, 2025 2:03 pm"), and the rules
# take the weekday out of the line before its date is read.
WEEKDAYS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": (("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
           ("mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun")),  # "Tues., Nov. 19" (AP's)
    "de": (("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonnabend", "sonntag"),
           ("mo", "di", "mi", "do", "fr", "sa", "so")),
    "fr": (("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
           ("lun", "mer", "jeu", "ven", "sam", "dim")),
    # ... Italian's also without the accent, as some sites and feeds write them ("lunedi 12 marzo 2024")
    "it": (("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica",
            "lunedi", "martedi", "mercoledi", "giovedi", "venerdi"),
           ("lun", "mer", "gio", "ven", "sab", "dom")),
    "cs": (("pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle"),
           ("po", "út", "st", "čt", "pá", "so", "ne")),
    "sk": (("pondelok", "utorok", "streda", "štvrtok", "piatok", "sobota", "nedeľa"),
           ("po", "ut", "st", "št", "pi", "so", "ne")),
}


def weekday_words(langs: Iterable[str] = tuple(WEEKDAYS), *, full: bool = True, short: bool = True) -> tuple[str, ...]:
    """The weekdays of ``langs`` in ``WEEKDAYS`` (written out, short or both), each once, in lower case, the longest
    first: joined as a pattern's alternatives, a word that starts another ("thu" of "thurs") is tried after it, so a
    pattern with nothing after the word takes the whole of it."""
    words: set[str] = set()
    for lang in langs:
        written, abbreviated = WEEKDAYS[lang]
        words.update(written if full else (), abbreviated if short else ())
    return tuple(sorted(words, key=lambda w: (-len(w), w)))


# (session 29) the words of a relative day a forum's stamp says for its date ("heute, 21:14", "včera o 21:14", "Today,
# 9:12 pm", "ayer a las 21:14"): one list for the rules that read such a stamp where it is glued to something else, the
# poster's name ("Peter77dnes o 8:02", ``boiler._glued_stamp``) or phpBB's arrow to a quoted post ("badz wrote: ↑Today,
# 9:12 pm", ``boiler._QUOTE_LEAD``)
DAY_WORDS = ("dnes", "dneska", "včera", "heute", "gestern", "today", "yesterday", "aujourd'hui", "aujourd’hui", "hier",
             "oggi", "ieri", "hoy", "ayer")
# words that may open a relative time: "Mis à jour il y a 2 heures", "Aggiornato 3 ore fa"
RELATIVE_PREFIX = (
    r"aktualizováno|publikováno|aktualizované|publikované|updated|posted|published|aktualisiert|veröffentlicht"
    r"|mis à jour|publié|aggiornato|pubblicato|actualizado|publicado|atualizado|bijgewerkt|geplaatst"
    r"|zaktualizowano|opublikowano|frissítve|közzétéve"
)

# a Czech or Slovak dateline alone in a block: a date with its time or its weekday ("29. 11. 2026 14:35",
# "29. listopadu 2026, 14:35", "Pondelok, 29. novembra 2026"), or after a stamp's word and before the writer
# ("Vloženo: 29. 11. 2026", "Publikováno: 29.11.2026 | Autor: Jan Novák"); a bare date stays (an event's)
_CS_MONTH = (r"(?:\d{1,2}\.|(?:ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince"
             r"|januára|februára|marca|apríla|mája|júna|júla|augusta|septembra|októbra|novembra|decembra"
             # (session 26) ... abbreviated, as SME prints its stamps: "28. nov 2026 o 8:15"
             r"|(?:jan|feb|mar|apr|máj|jún|júl|aug|sep|okt|nov|dec)\.?(?=\s?\d{2,4}\b)))")
_CS_DATE = r"\d{1,2}\.\s?" + _CS_MONTH + r"\s?(?:\d{4}|\d{2})?"
_CS_TIME = r"(?:,|\s+v|\s+o|\s+ve|\s*[|•·-])?\s*\d{1,2}[:.]\d\d(?:\s*(?:h|hod\.?))?"
_CS_WEEKDAY_WORD = "|".join(weekday_words(("cs", "sk"), short=False))
_CS_WEEKDAY = r"(?:" + _CS_WEEKDAY_WORD + r"),?\s+"
DATELINE = (
    r"(?:" + _CS_WEEKDAY + r")?" + _CS_DATE + _CS_TIME
    + r"|" + _CS_WEEKDAY + _CS_DATE + r"(?:" + _CS_TIME + r")?"
    + r"|(?:vloženo|vložené|přidáno|pridané|zveřejněno|uverejnené|publikováno|publikované|aktualizováno|aktualizované"
    r"|vytvořeno|vytvorené|poslední aktualizace|posledná aktualizácia|naposledy upraveno"
    r"|poslední změna|posledná zmena"  # (xcssk39) a region's or a town's "Poslední změna: 25. 11. 2026 10:42"
    r"|vydáno|vydané|datum(?: vydání| publikace| zveřejnění| vložení| poslední (?:změny|aktualizace))?"
    r"|dátum(?: vydania| publikácie| zverejnenia| vloženia| poslednej (?:zmeny|aktualizácie))?)\s*:?\s*"
    + r"(?:" + _CS_WEEKDAY + r")?" + _CS_DATE + r"(?:" + _CS_TIME + r")?"
    # ... and the writer or (xcssk39) the section after it ("Datum zveřejnění: 25. 11. 2026 | Rubrika: Doprava")
    r"(?:\s*[|•·,]\s*(?:autor|autorka|vložil|vložila|text|foto|rubrika|sekce|sekcia|kategorie|kategória)\s*:?\s*"
    r"[^\W\d_][\w.'’ -]{1,40})?"
)

# ... and an article's meta line that holds such a date beside the writer's name and the stamps' words ("Peter
# Kráľ 26.11.2026 12:00 Aktualizované 26.11.2026 15:30", "Jan Novák | 29. listopadu 2026"): ``boiler`` takes these
# out of the block and asks that a name at most be left
META_DATE = r"\d{1,2}\.\s?" + _CS_MONTH + r"\s?\d{4}"
# (session 26) the labels of a Chinese news page's meta line ("2017-03-10 09:58:03 来源：网易科学人 作者：张伟 责任编辑：肖春芳",
# "發佈時間：2024年3月12日 來源：中央社"), each before its colon
CJK_META_LABELS = (
    r"来源|來源|作者|责任编辑|責任編輯|编辑|編輯|记者|記者|发布时间|發布時間|發佈時間|发布日期|發布日期|时间|時間|日期|出处|出處"
    r"|稿源|撰文|摄影|攝影|图片|圖片|浏览次数|瀏覽次數|阅读|閱讀|点击|點擊"
)
# ... those of the source, the writer, the editor and the publication, one of which a meta line has (a bare "时间：",
# "日期：" is an event's time or day as often)
CJK_SOURCE_LABELS = (
    r"来源|來源|作者|责任编辑|責任編輯|编辑|編輯|记者|記者|发布时间|發布時間|發佈時間|发布日期|發布日期|出处|出處|稿源|撰文"
)
META_WORDS = (
    r"\d{1,2}[:.]\d\d(?:\s*(?:h|hod)\b\.?)?|aktualizováno|aktualizované|aktualizace|aktualizácia|upraveno|upravené"
    r"|publikováno|publikované|zveřejněno|uverejnené|vydáno|vydané|vloženo|vložené|dnes|včera|autor|autorka|text|foto"
    r"|" + _CS_WEEKDAY_WORD + r"|\b(?:v|ve|o|od)\b|[|•·,:/–—()-]"
)

# (session 27) the stamps' words of Swedish, Danish, Norwegian, Finnish, Romanian, Croatian, Serbian, Slovenian, Turkish,
# Indonesian, Vietnamese and Hungarian news sites: "Publicerad 29 november 2026 kl. 07.15", "Oppdatert 27. nov. 2026",
# "Julkaistu 26.11.2026 9:00", "Actualizat: 27.11.2026", "Objavljeno: 26.11.2026.", "Güncelleme: 24.11.2026 13:25",
# "Diperbarui 23/11/2026, 10:30 WIB", "Cập nhật: 22/11/2026 08:00", "Frissítve: 2026.11.28. 12:05"
STAMPS_MORE = (
    r"|publicerad|publicerat|uppdaterad|uppdaterat|publiceret|opdateret|publisert|oppdatert|julkaistu|päivitetty"
    r"|publicat|actualizat|actualizare|objavljeno|ažurirano|azurirano|posodobljeno|güncellendi|güncelleme(?: tarihi)?"
    r"|yayınlanma(?: tarihi)?|giriş tarihi|diperbarui|dipublikasikan|diterbitkan|cập nhật|frissítve|publikálva|közzétéve"
    # ... and Catalan, Estonian, Latvian, Lithuanian, Bulgarian and Serbian (Cyrillic): "Actualitzat el …", "Avaldatud
    # 27.11.2026", "Publicēts …", "Paskelbta …", "Публикувано на …", "Објављено …"
    r"|actualitzat|avaldatud|uuendatud|publicēts|atjaunināts|paskelbta|atnaujinta|публикувано|обновено|актуализирано"
    r"|објављено|ажурирано"
    # (xnews34) ... and Ukrainian, Russian and Greek: a live blog's "Оновлено 18:20", "Обновлено 18:20", "Ενημερώθηκε 18:20"
    r"|оновлено|опубліковано|обновлено|опубликовано|ενημερώθηκε|δημοσιεύθηκε"
    # (xnews29b) ... and Korean: Yonhap's "송고2026-11-28 10:02" (sent), "입력 2026.11.28 10:02", "수정 …", "기사입력"
    r"|송고|입력|수정|기사입력|최종수정|업데이트"
)
# (session 26) ... and such a line in any language: the stamps' words that make a line of a writer's name, dates and
# clock times an article's meta line ("Jane Doe November 18, 2026, 3:00 PM Updated 5:12 PM 3 min read", "Anna Nowak 21
# listopada 2026, 10:00 Aktualizacja: 21.11.2026 12:30", "Por Ana Souza 17/11/2026 09h00 Atualizado há 2 horas")
STAMP_WORDS = (
    r"(?:last )?updated|published|posted|aktualisiert|veröffentlicht|aktualizováno|aktualizované|aktualizace|publikováno"
    r"|publikované|aktualizacja|opublikowano|zaktualizowano|actualizado|actualizada|publicado|publicada|atualizado"
    r"|atualizada|bijgewerkt|gepubliceerd|geplaatst|mis à jour|publié|publiée|aggiornato|aggiornata|pubblicato|pubblicata"
    + STAMPS_MORE
)
# ... the little words around the stamps and the name: "on", "am", "om", "às", "a las", "by", "door", "przez" (and, after
# "a.m.", the "a" of La Vanguardia's "25/11/2026 07:00 Actualizado a 25/11/2026 09:31", xnews29b)
META_FILLER = (
    r"on|am|um|le|el|em|op|om|à|às|a las|a la|at|o|v|ve|dne|il|alle|del|der|des|de|da|do|di|by|von|par|por|door|przez|od"
    r"|uhr|h|hod|am|pm|a\.m|p\.m|cet|cest|gmt|utc|brt|brst|wet|west|edt|est|pst|pdt|bst|a les|a"
)

# (xfrit36) a recipe site's credit to its cook, a byword of ``BYLINE_WORDS``: "Ricetta di Giulia Ferri", "Recipe by …";
# (xreview36b) in a heading the recipe's own title, a collection's "Rezept von Oma Erna", "Recette de Marie Dupont"
RECIPE_CREDIT = r"recipe by|ricetta di|rezept von|recette de|receta de|receita de|recept van"

# a byline alone in a block (on an article page): "Par Jean Dupont", "Von Markus Balser, Berlin"; the
# names are checked to be capitalized by boiler
BYLINE_WORDS = (
    # a feature's credit heading (session 21), first (before "text", "testo" alone): "Text und Fotos: Anna Müller",
    # "Texte et photos : …", "Testo e foto di …", "Text and photos: …", "Words: John Smith", "Words by …"
    r"(?:text|texte|testo|texto|tekst) (?:und|a|and|et|e|y|i|&) (?:fotos?|photos?|bilder|foto|fotografie|zdjęcia)"
    r"(?: (?:von|by|de|di|od))?|words(?: by|(?=\s*:))|author|authors(?=\s*:)|"
    # ... and the kind of piece before its writer: "Ein Kommentar von …", "Analysis by …", "Une tribune de …",
    # "Propos recueillis par …", "Redaktion: …"
    r"ein(?:e)? (?:kommentar|analyse|kolumne|glosse|reportage|rezension|kritik|bericht|gastkommentar|einordnung) von"
    r"|(?:analysis|opinion|commentary|column|review|reporting) (?-i:by)|une (?:tribune|analyse|chronique) de|propos recueillis par"
    r"|un (?:commento|editoriale) di|un['’]analisi di|redaktion|"
    # ((xfrit36) a recipe site's credit to its cook: "Ricetta di Giulia Ferri", "Recipe by …", "Rezept von …", "Recette
    # de …", "Receta de …", "Receita de …", "Recept van …")
    + RECIPE_CREDIT + "|"
    # (session 24, before "von", "de": their names would be the words after them) the Italian correspondent's "Dal
    # nostro inviato …", "Dalla nostra corrispondente …"; "Von unserem Korrespondenten …", "De notre envoyée spéciale …"
    r"dal(?:la)? nostr[oa] (?:inviat[oa](?: speciale)?|corrispondente)(?: a [\w'’]+)?"
    r"|von unsere[mr] (?:korrespondent(?:en|in)|reporter(?:in)?)(?: in [\w-]+)?"
    r"|de notre (?:correspondante?|envoyée? spéciale?)(?: à [\w-]+)?|"
    # ((xnews29a) TVN24's "Autorka/Autor: …", both genders, before "autor" alone)
    # ((xnews31) Blogger's "posted by" in its languages, the post footer's: "Vystavil Petra Malá", "Eingestellt von
    # Anna", "Bejegyezte: Kovács Anna", "Opublikowane przez …", before "by", "von", "par", "por", "door", "przez")
    # ((xmeta32) and Drupal's "Submitted by", the Czech and Slovak "Publikoval(a)")
    # ((xnews34) an interview's credit to the interviewer, at its head or its end, as French "Propos recueillis par": the
    # Polish "Rozmawiał Jan Kowalski", "Rozmowę przeprowadziła …", the Czech "Rozhovor vedl …", "Ptala se …", the Slovak
    # "Zhovárala sa …", the Croatian "Razgovarala Ana Horvat", the Slovenian "Pogovarjala se je …", the Hungarian
    # "Beszélgetett: …", "Az interjút készítette …", the Romanian "Interviu realizat de …", "A consemnat …", the German
    # "Das Gespräch führte …", the English "Interview by …", "Interviewed by …"; before "by", "von", "a")
    r"rozmawiał[ay]?|rozmawiali|(?:rozmowę|wywiad) przeprowadził[ayi]?|rozhovor (?:vedl[ai]?|viedol|viedla|viedli)"
    r"|ptal[ai]? se|pýtal[ai]? sa|zhováral[ai]? sa|razgovara(?:o|la|li)|razgovor (?:je )?vodi(?:o|la|li)"
    r"|pogovarjal[ai]? se(?: je)?|beszélgetett|kérdezett|(?:az )?interjút készítette|interviu realizat de|a consemnat"
    r"|das gespräch führten?|(?:das )?interview führten?|interview(?:ed)? by|interview(?=\s*:)|"
    r"posted by|submitted by|vystavil[a]?|zverejnil[a]?|publikoval[a]?|eingestellt von|publié par|pubblicato da|publicado por|opublikowane przez"
    r"|geplaatst door|bejegyezte|"
    r"by|von|par|por|door|di|przez|autor(?:ka)?/autor(?:ka)?|autor(?:ka)?(?: článku| textu)?|vložil[a]?|auteur|autore|text|texte|testo|napsal[a]?|napísal[a]?"
    r"|ein (?:artikel|beitrag|gastbeitrag) von|un article de|un articolo di|un artículo de"
    r"|(?:geschrieben|verfasst|erstellt) von|écrit par|scritto da|escrito por|written by"
    r"|szerző|írta|szöveg(?=\s*:)"  # ((xnews31) a Hungarian feature's credit: "Szöveg: Nagy Eszter, fotó: …")
    # (session 23) the Italian "A cura di …" (edited by), the Polish "Opracowanie: …" (compiled by), the Spanish
    # "Redacción: …", the Dutch "Tekst: …"
    r"|a cura di|opracowanie|oprac\.|redacción|redactie|tekst"
    # (session 27) the Swedish, Danish, Norwegian, Finnish, Romanian, Slovenian, Indonesian, Turkish and Vietnamese words:
    # "Av Anna Lindqvist", "Af Mette Jensen", "Skrevet av …", "Teksti: …", "de Maria Popescu" (the lower-case "de" before a
    # capital only: "de la Fuente" is a name), "Avtor: Tina Novak", "Penulis Budi Santoso", "Yazar: …", "Tác giả: …"
    r"|skrivet av|skrevet af|skrevet av|kirjoittaja|teksti|de către|(?-i:de)(?=\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-ŽȘ-Ț]))"
    r"|avtor(?:ica)?|penulis|yazar|yazan|tác giả|(?-i:[Aa][vf])"  # (not the capitals' "AV", "AF": "AV Receivers Lead The Way")
    # (xnews33) the Tribun network's line over the text of each of its regional sites: "Laporan Wartawan Tribunnews.com,
    # Reza Deni", "Laporan Reporter TribunJateng.com, Budi Santoso", "Laporan Kontributor Tribun-Bali.com, …"
    r"|laporan (?:wartawan|reporter|koresponden|kontributor)(?: [\w-]+\.(?:com|co\.id|id))?,?"
)
# (session 27) the bywords of the scripts without capitals, whose names ``byline`` cannot tell by their case: before a
# colon ("作者：张三", "記者：山田太郎", "بقلم: أحمد محمد", "מאת: דני כהן", "लेखक: राहुल शर्मा", "โดย: สมชาย ใจดี",
# "글: 홍길동") ...
SCRIPT_BYLINE_WORDS = (
    r"作者|记者|記者|撰文|执笔|執筆|筆者|文|"  # Chinese, Japanese
    r"بقلم|كتب|كتبت|الكاتب|الكاتبة|إعداد|"  # Arabic
    r"نویسنده|گزارش|خبرنگار|تحریر|رپورٹ|رپورٹر|"  # (xnews33) Persian, Urdu: "گزارش: مریم سلیمانی", "رپورٹ: خالد مصطفیٰ"
    r"מאת|כתב|כתבה|"  # Hebrew
    r"लेखक|लेखिका|रिपोर्ट|"  # Hindi
    r"โดย|ผู้เขียน|"  # Thai
    r"글|기자"  # Korean
)
# ... or without it, where the word is the byline's own ("بقلم أحمد محمد", "מאת דני כהן", "โดย สมชาย ใจดี")
SCRIPT_BYLINE_BARE = r"بقلم|מאת|โดย"
# ... and the cased scripts' own, with their colon: "Автор: Иван Петров", "Текст: …", "Авторка: …", "Γράφει: …" (names
# told by their capitals, as ``BYLINE_WORDS``'s; a heading "Текст Конституции России" is none)
CASED_BYLINE_WORDS = r"(?:автор|авторка|авторы|аутор|ауторка|текст|γράφει|συντάκτης|συνέντευξη)(?=\s*:)"
# (session 27) a CMS's default account, the writer of a small site's every page (in its byline and its <meta
# name="author">), no one's name: Joomla's "Super User", WordPress's "Admin", "Administrator", "Webmaster"
DEFAULT_ACCOUNT = r"super ?user|admin(?:istrat(?:or|eur|ore|ör))?|webmaster"
# ... and a second credit after a byline: "Text: Anna Müller, Fotos: Peter Schmidt", "Text: Jan Novák, foto: Petr Malý"
BYLINE_SECOND = r"fotos?|photos?|photography|bilder|bild|foto|fotó|fotografie|snímky|zdjęcia|illustrations?|ilustrace|grafik|video"
