"""Regression tests for forum threads whose post elements carry no telling name (session 20's forum pass):
the posts are found by their structure, repeated sibling units each with an author/date line and a text,
and their text is kept whole, the short replies too, with the author's name and the date a reader sees
over each post (the benchmarks' truth keeps them) and without the lines of a member panel that every post
repeats, nor the signatures.  One
small hand-written page per failure class, after the markup of a real engine (forum.hardware.fr's tables,
jeuxvideo.com's message blocks, ForumFree/ForumCommunity's ``div.color``, a Czech news site's discussion), in
French, Italian, Czech and German, with guards (an article with its readers' comments, a list of teasers
with dates) that must stay as they were."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
ARTICLE = '<meta property="og:type" content="article">'


def _lines(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- forum.hardware.fr (and doctissimo): a table per post, the text in div id="paraN" ----------------------

def _hfr_post(n: int, author: str, paragraphs: list[str], signature: str = "") -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    sig = f'<span class="signature">--------------- <br>{signature}</span>' if signature else ""
    return (f'<table class="messagetable" cellspacing="0" cellpadding="4"><tr class="message cBackCouleurTab{n % 2 + 1}">'
            f'<td class="messCase1" width="180" valign="top"><div><a rel="nofollow" name="t{n}"></a></div>'
            f'<div><b class="s2"><a rel="nofollow" href="/hfr/profil-{n}.htm" class="cHeader">{author}</a></b></div>'
            f'<div class="avatar_center" style="clear:both"></div><span class="MoodStatus">Transactions (0)</span></td>'
            f'<td class="messCase2" width="100%" valign="top"><div class="toolbar"><div class="left">'
            f'Posté le 1{n}-05-2024 à 10:0{n}:12&nbsp;</div><div class="right"><a href="/message.php?numreponse={n}">'
            f'<img src="/icones/message/quote.gif" alt="answer" title="Répondre à ce message"></a></div>'
            f'<div class="spacer"></div></div><div id="para{n}">{body}<div style="clear: both;"> </div>{sig}</div></td>'
            f'</tr></table>')


HFR_FIRST = [
    "Bonjour à tous, je cherche un NAS pour la maison afin de sauvegarder les photos de la famille et de "
    "partager quelques films sur la télévision du salon. Je ne veux pas y passer des heures de configuration.",
    "Mon budget est d'environ quatre cents euros sans les disques. J'hésite entre deux baies et quatre baies, "
    "et je me demande si un modèle avec un processeur Intel vaut vraiment la différence de prix.",
]
HFR_ANSWER = ("Prends un quatre baies si tu peux, tu seras content de pouvoir ajouter des disques plus tard sans "
              "tout reconstruire, et le transcodage des films marche mieux avec un processeur Intel récent.")


def test_hardware_fr_tables_keep_every_post_and_drop_the_member_cells_and_signatures():
    """forum.hardware.fr in French: each post a ``table.messagetable`` with the member's cell ("Transactions
    (0)") beside the post's cell ("Posté le ...", the text in ``div id="paraN"``, the signature after
    "---------------"); no class names the text.  The short replies ("Merci pour vos conseils !", "+1")
    are kept, the member cells, dates and signatures are not."""
    posts = [_hfr_post(1, "nassou", HFR_FIRST),
             _hfr_post(2, "gigaoctet", [HFR_ANSWER], "Ma config : Ryzen 7 5800X, 32 Go, RTX 3070"),
             _hfr_post(3, "nassou", ["Merci pour vos conseils !"]),
             _hfr_post(4, "raid5", ["+1 pour le quatre baies."], "Mon feedback achat/vente")]
    body = ('<div id="mesdiscussions"><table class="main" cellspacing="0" cellpadding="4"><tr class="cBackHeader">'
            '<th><h3>Sujet : Quel NAS pour la maison ?</h3></th></tr></table>'
            f'{"".join(posts)}</div>')
    lines = _lines(page(body, "Quel NAS pour la maison ? - Stockage - Hardware.fr"),
                   "https://forum.hardware.fr/hfr/Hardware/Stockage/nas-maison-sujet_123_1.htm")
    text = "\n".join(lines)
    assert HFR_FIRST[0] in text and HFR_ANSWER in text
    assert "Merci pour vos conseils !" in lines and "+1 pour le quatre baies." in lines
    assert "Transactions (0)" not in text and "Posté le" not in text
    assert "Ma config" not in text and "feedback" not in text


# --- jeuxvideo.com: div.bloc-message-forum, the text in div.txt-msg ------------------------------------------

def _jvc_post(n: int, author: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f'<div class="bloc-message-forum mx-2 mx-lg-0" data-id="{1000 + n}"><div class="conteneur-message">'
            f'<div class="bloc-avatar-msg"><img src="/avatars/{author}.jpg" class="user-avatar-msg" alt="{author}"></div>'
            f'<div class="inner-head-content"><div class="bloc-header"><span class="bloc-pseudo-msg text-user">{author}</span>'
            f'<div class="bloc-options-msg"><span class="picto-msg-exclam" title="Signaler"></span>'
            f'<span class="picto-msg-quote" title="Citer"></span></div>'
            f'<div class="bloc-date-msg"><span class="lien-jv">1{n} mai 2024 à 21:0{n}:3{n}</span></div></div>'
            f'<div class="bloc-contenu"><div class="txt-msg text-enrichi-forum">{body}</div></div></div></div></div>')


JVC_FIRST = [
    "Salut les kheys, je viens de finir le jeu après soixante heures et je ne comprends toujours pas la fin. "
    "Pourquoi le personnage principal décide de rester dans la tour alors qu'il avait enfin trouvé la sortie ?",
    "J'ai l'impression d'avoir raté un dialogue important au chapitre six, quelqu'un peut m'expliquer sans "
    "trop spoiler le reste pour ceux qui n'ont pas encore fini ?",
]
JVC_ANSWER = ("Au chapitre six il y a une lettre dans la bibliothèque qui explique tout : il sait que la sortie "
              "ramène la malédiction dans le village, donc il choisit de rester pour protéger sa sœur.")


def test_jeuxvideo_message_blocks_keep_the_short_replies():
    """jeuxvideo.com in French: each message a ``div.bloc-message-forum`` (pseudo, "Signaler"/"Citer"
    buttons, the date "12 mai 2024 à 21:02:32", the text); the reply of a word ("Pareil") was lost."""
    posts = [_jvc_post(1, "Kheyou", JVC_FIRST), _jvc_post(2, "Lecteur_Lettres", [JVC_ANSWER]),
             _jvc_post(3, "Kheyou", ["Ah d'accord, merci khey"]), _jvc_post(4, "PseudoRandom", ["Pareil"])]
    body = ('<div class="container"><h1 class="titre-head-bloc"><span>Sujet : La fin du jeu expliquée ?</span></h1>'
            f'<div class="conteneur-messages-pagi">{"".join(posts)}</div></div>')
    lines = _lines(page(body, "La fin du jeu expliquée ? sur le forum Blabla 18-25 ans - jeuxvideo.com"),
                   "https://www.jeuxvideo.com/forums/42-51-74000000-1-0-1-0-la-fin-du-jeu-expliquee.htm")
    text = "\n".join(lines)
    assert JVC_FIRST[1] in text and JVC_ANSWER in text
    assert "Ah d'accord, merci khey" in lines and "Pareil" in lines
    # the pseudo and the date stay with the post, as a reader reads them (and the benchmarks' truth keeps them)
    assert "PseudoRandom" in lines and "14 mai 2024 à 21:04:34" in lines


# --- ForumFree / ForumCommunity: li per post, the text in div.color ------------------------------------------

def _forumfree_post(n: int, author: str, text: str, status: str = "Offline") -> str:
    return (f'<li id="ee60351234{n}" class="post"><div class="left Sub"><div class="nick">'
            f'<a href="https://ilforumdeigiardini.forumfree.it/?act=Profile&amp;MID={700 + n}">{author}</a></div>'
            f'<div class="details"><div class="u_title">Member</div><div class="u_group">Group: Member</div>'
            f'<div class="u_posts">Posts: {n * 317}</div><div class="u_status">Status: {status}</div></div></div>'
            f'<div class="right Item"><div class="mini_buttons lt Sub"><a href="#top">Top</a> '
            f'<span class="when">Inviato il {n}/5/2024, 10:1{n}</span></div>'
            f'<table class="color"><tr><td class="Item"><div class="color">{text}</div></td></tr></table>'
            f'<div class="bottomborder"><div class="signature"><span class="sign">Il mio orto sul balcone</span></div></div>'
            f'</div></li>')


FF_FIRST = ("Ciao a tutti, quest'anno le foglie dei miei pomodori sul balcone ingialliscono dal basso e poi si "
            "seccano, anche se annaffio ogni sera. <br><br>Le piante sono in vasi da trenta litri con terriccio "
            "universale e le concimo ogni due settimane. Qualcuno sa dirmi di cosa potrebbe trattarsi?")
FF_ANSWER = ("Potrebbe essere la peronospora, ma se parte dal basso è più spesso una carenza di magnesio: prova "
             "con un po' di sale inglese sciolto nell'acqua e togli le foglie più vecchie.")


def test_forumfree_posts_in_div_color_keep_the_replies_without_the_member_details():
    """ForumFree in Italian: each post an ``li`` (nick, "Group: Member", "Posts: 317", "Status: Online",
    the stamp "Inviato il 2/5/2024, 10:12", the text in ``div.color``, the signature); the short replies
    ("Grazie mille, provo subito!", "Anche a me") were lost; the member details that every post repeats
    and the signatures go (a detail shown once, "Status: Online", is not told from a reply's line)."""
    posts = [_forumfree_post(1, "Rosa_dei_venti", FF_FIRST), _forumfree_post(2, "Pollice_verde", FF_ANSWER, "Online"),
             _forumfree_post(3, "Rosa_dei_venti", "Grazie mille, provo subito!"),
             _forumfree_post(4, "Giardiniere", "Anche a me")]
    body = ('<div id="topic-title"><h1>Foglie gialle sui pomodori</h1></div>'
            f'<ol class="list">{"".join(posts)}</ol>')
    lines = _lines(page(body, "Foglie gialle sui pomodori - Il forum dei giardini"),
                   "https://ilforumdeigiardini.forumfree.it/?t=80012345")
    text = "\n".join(lines)
    assert "Potrebbe essere la peronospora" in text and "ingialliscono dal basso" in text
    assert "Grazie mille, provo subito!" in lines and "Anche a me" in lines
    assert "Group: Member" not in text and "Status: Offline" not in text and "Posts:" not in text
    assert "Il mio orto sul balcone" not in text


# --- a Czech news site's discussion under an article (idnes-like): no class names the contributions --------

def _cz_contribution(n: int, author: str, text: str) -> str:
    return (f'<div class="contribution" id="c{9000 + n}"><div class="cell"><div class="user-a">'
            f'<a href="/uzivatel/{author.lower().replace(" ", "-")}-{n}"><img src="/foto/{n}.jpg" alt=""></a></div>'
            f'<div class="content"><h4 class="name"><a href="/uzivatel/{author.lower().replace(" ", "-")}-{n}">{author}</a></h4>'
            f'<div class="date hover">{n}.5.2024 1{n}:2{n}</div><div class="user-text"><p>{text}</p></div>'
            f'<div class="score"><span class="plus">+{n * 3}</span> <span class="minus">−{n}</span></div>'
            f'</div></div></div>')


CZ_FIRST = ("Zase se bude zdražovat jízdné a kvalita se nezlepší. Vlaky na naší trati jezdí pořád pozdě a v zimě "
            "v nich netopí, ale na nové logo a reklamní kampaň peníze vždycky jsou.")
CZ_SECOND = ("Já jezdím denně do Prahy a musím říct, že se to za posledních pět let výrazně zlepšilo. Nové "
             "soupravy jsou čisté a zpoždění bývá jen výjimečně, hlavně kvůli výlukám.")


def test_czech_news_discussion_keeps_the_short_contributions():
    """A Czech news site's discussion page (each contribution a ``div`` with the author's name, the stamp
    "2.5.2024 12:22", the text and its score "+6 −2"): the contributions of a few words ("Souhlasím.",
    "Přesně tak!") were lost, and the scores are no text."""
    posts = [_cz_contribution(1, "Jan Novák", CZ_FIRST), _cz_contribution(2, "Petra Malá", CZ_SECOND),
             _cz_contribution(3, "Karel Dvořák", "Souhlasím."), _cz_contribution(4, "Eva Černá", "Přesně tak!")]
    body = ('<div class="art-full"><h1>Jízdné ve vlacích od července podraží o deset procent</h1></div>'
            f'<div id="disc-list">{"".join(posts)}</div>')
    lines = _lines(page(body, "Diskuse: Jízdné ve vlacích od července podraží - iDNES.cz"),
                   "https://www.idnes.cz/zpravy/domaci/jizdne-vlaky-zdrazeni.A240501_101010_domaci_abc/diskuse")
    text = "\n".join(lines)
    assert CZ_FIRST in text and CZ_SECOND in text
    assert "Souhlasím." in lines and "Přesně tak!" in lines
    assert "+6" not in text and "−2" not in text  # the scores every contribution repeats


# --- a German Q&A site (gutefrage-like): a question and its answers, none named -------------------------------

def _answer(n: int, author: str, paragraphs: list[str], rank: str) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f'<div class="ContentWithVotes"><div class="ContentMeta"><a class="ContentMeta-user" href="/nutzer/{author}">'
            f'<img src="/avatar/{n}.png" alt=""></a><div><a href="/nutzer/{author}">{author}</a>'
            f'<div class="ContentMeta-rank">{rank}</div>'
            f'<span class="ContentMeta-date">{n}.05.2024, 1{n}:0{n}</span></div></div>'
            f'<div class="RichContent">{body}</div>'
            f'<div class="ContentActions"><button>Hilfreich</button> <button>Kommentieren</button></div></div>')


QA_QUESTION = ["Mein Fahrrad quietscht seit ein paar Tagen beim Bremsen ganz furchtbar, vor allem wenn es nass ist. "
               "Die Bremsbeläge sind erst ein halbes Jahr alt und sehen noch gut aus.",
               "Kann man das selbst beheben oder muss ich damit in die Werkstatt?"]
QA_ANSWER = ["Meistens sind die Felgen verschmutzt. Reinige sie mit Spiritus und schleife die Beläge mit feinem "
             "Schleifpapier kurz an, dann ist das Quietschen in der Regel weg."]


def test_german_qa_keeps_the_question_and_every_answer_without_buttons():
    """Guard: a German Q&A page, the question and each answer a unit of the author's name (a link to
    ``/nutzer/``), a rank ("Community-Experte für Fahrrad", "Topnutzer im Thema Fahrradreparatur": each
    once), the stamp "2.05.2024, 12:02", the text and the buttons "Hilfreich": found as a thread, the
    question and every answer stay, the one-line answer too, and the buttons stay out."""
    units = [_answer(1, "radler99", QA_QUESTION, "Fragesteller"),
             _answer(2, "Schrauber", QA_ANSWER, "Community-Experte für Fahrrad"),
             _answer(3, "Velofan", ["Bremsen entfetten."], "Topnutzer im Thema Fahrradreparatur"),
             _answer(4, "radler99", ["Danke, hat geklappt!"], "Fragesteller")]
    body = ('<h1>Fahrradbremse quietscht – was tun?</h1>'
            f'<div class="Question-wrapper">{"".join(units)}</div>')
    lines = _lines(page(body, "Fahrradbremse quietscht – was tun? (Fahrrad, Bremsen)"),
                   "https://www.gutefrage.net/frage/fahrradbremse-quietscht-was-tun")
    text = "\n".join(lines)
    assert QA_QUESTION[1] in text and QA_ANSWER[0] in text
    assert "Bremsen entfetten." in lines and "Danke, hat geklappt!" in lines
    assert "Velofan" not in lines and "Hilfreich" not in text


# --- a Slovak parenting forum (modrykonik-like): relative stamps, posts of a line -----------------------------

def _sk_post(n: int, author: str, when: str, text: str) -> str:
    return (f'<div class="d-flex mb-3"><div class="avatar"><a href="/profil/{author}/"><img src="/a/{n}.jpg" alt=""></a></div>'
            f'<div class="flex-grow-1"><div class="small text-muted"><a href="/profil/{author}/">{author}</a> · {when}</div>'
            f'<div class="text-body">{text}</div><div class="small"><a href="#reply-{n}">Odpovedať</a> · '
            f'<a href="#like-{n}">Páči sa mi to</a></div></div></div>')


SK_FIRST = ("Dievčatá, poraďte, prosím. Malá má tri roky a od septembra by mala ísť do škôlky, ale stále sa "
            "budí v noci a ráno plače, keď odchádzam do práce. Ako ste to zvládali vy, oplatí sa ísť najprv "
            "na pár hodín denne?")
SK_ANSWER = ("My sme začínali dva týždne len do obeda a potom postupne dlhšie. Prvé dni plakala, ale učiteľky "
             "boli skvelé a po mesiaci sa už tešila na kamarátov.")


def test_slovak_forum_with_relative_stamps_keeps_the_posts_of_a_line():
    """A Slovak parenting forum: each post a unit of the member's name and a relative stamp ("pred 2
    hodinami", "včera 21:14"), the text, the links "Odpovedať" and "Páči sa mi to": the posts of a line
    ("Presne tak, držím palce!", "Ďakujem za rady.") stay, and the line of links, kept between the first posts,
    goes; (xleft31) so do the members' lines, a name and a stamp ("janka_ba · pred 2 hodinami")."""
    posts = [_sk_post(1, "mamina_zuzka", "pred 5 hodinami", SK_FIRST), _sk_post(2, "lucka88", "pred 3 hodinami", SK_ANSWER),
             _sk_post(3, "janka_ba", "pred 2 hodinami", "Presne tak, držím palce!"),
             _sk_post(4, "mamina_zuzka", "včera 21:14", "Ďakujem za rady.")]
    body = ('<h1>Adaptácia v škôlke</h1>'
            f'<div class="discussion-posts">{"".join(posts)}</div>')
    lines = _lines(page(body, "Adaptácia v škôlke | Modrý koník"), "https://www.modrykonik.sk/forum/skolka/adaptacia-v-skolke/")
    text = "\n".join(lines)
    assert SK_FIRST in text and SK_ANSWER in text
    assert "Presne tak, držím palce!" in lines and "Ďakujem za rady." in lines
    assert "Odpovedať" not in text and "janka_ba · pred 2 hodinami" not in lines


# --- a German guestbook: entries of a header line and a few words -------------------------------------------

def test_german_guestbook_keeps_every_entry():
    """Guard: a club's guestbook in German, each entry a header ("Familie Berger aus Graz schrieb am
    12.05.2024 um 18:22 Uhr:") and its words, most of them a line ("Tolle Seite, weiter so!"): found as a
    thread, every entry stays; (xleft31) its header, a name and a stamp, goes as a forum post's does."""
    entries = [("Familie Berger aus Graz", "12.05.2024 um 18:22",
                "Wir waren am Wochenende mit den Kindern bei eurem Sommerfest und wollten uns noch einmal herzlich "
                "bedanken. Die Kinder reden seitdem von nichts anderem als vom Ponyreiten und vom Lagerfeuer."),
               ("Heinz", "10.05.2024 um 09:05", "Tolle Seite, weiter so!"),
               ("Sabine M.", "02.05.2024 um 21:40", "Schöne Fotos vom Ausflug!"),
               ("Vereinsfreund", "28.04.2024 um 12:11", "Bis zum nächsten Turnier!")]
    body = '<h1>Gästebuch</h1><div id="gb">' + "".join(
        f'<div class="eintrag"><div class="kopf"><b>{name}</b> schrieb am {when} Uhr:</div>'
        f'<div class="inhalt"><p>{text}</p></div></div>' for name, when, text in entries) + "</div>"
    lines = _lines(page(body, "Gästebuch - Reitverein Sonnenhof"), "https://www.reitverein-sonnenhof.at/gaestebuch.html")
    text = "\n".join(lines)
    assert entries[0][2] in text
    for name, when, short in entries[1:]:
        assert short in lines and f"{name} schrieb am {when} Uhr:" not in lines


# --- guards: an article with its readers' comments, a list of dated teasers ---------------------------------

NEWS = [
    "The city council voted on Tuesday to close the old bridge over the river to cars from next spring, after "
    "engineers found cracks in two of its supporting pillars during the annual inspection.",
    "Buses and bicycles will still be allowed to cross, and a temporary ferry will run during rush hours until "
    "the new bridge, planned for the end of the decade, is finished.",
    "Shop owners on both banks said they feared losing customers, while residents of the narrow streets near "
    "the bridge welcomed the end of the traffic jams that block them every morning.",
]


def test_an_article_with_unnamed_reader_comments_keeps_to_its_text():
    """Guard: a news article (``og:type`` article) followed by readers' comments in units of a name, a
    stamp and a text that no class names: the article's text is kept, the comments stay out as before."""
    comments = "".join(
        f'<div class="c-item"><div class="c-head"><a href="/user/{name}">{name}</a> <span>{n}.05.2024 10:0{n}</span></div>'
        f'<div class="c-body"><p>{text}</p></div></div>'
        for n, (name, text) in enumerate((("riverfan", "About time, the bridge has been shaking for years."),
                                          ("shopkeeper", "This will ruin the market on Saturdays, nobody will come by ferry."),
                                          ("cyclist", "Great news for everyone who rides to work.")), 1))
    body = ('<article><h1>Old bridge to close to cars</h1><div class="text">'
            + "".join(f"<p>{t}</p>" for t in NEWS) + f'</div></article><div class="reader-voices">{comments}</div>')
    lines = _lines(page(body, "Old bridge to close to cars", ARTICLE), "https://news.example.com/2024/05/old-bridge-to-close")
    text = "\n".join(lines)
    assert all(t in text for t in NEWS)
    assert "About time" not in text and "ruin the market" not in text and "Great news" not in text


def test_a_list_of_dated_teasers_is_no_thread():
    """Guard: a section page of teasers, each a date, a linked headline and an excerpt: no thread, the
    headlines stay with their excerpts."""
    teasers = "".join(
        f'<div class="teaser"><span class="when">{n}.05.2024</span><a href="/2024/05/story-{n}">{head}</a>'
        f'<p>{text}</p></div>'
        for n, (head, text) in enumerate(
            (("Old bridge to close to cars from next spring", NEWS[0]),
             ("Ferry to replace the bridge during rush hours", NEWS[1]),
             ("Shops fear losing customers after the closure", NEWS[2])), 1))
    body = f'<h1>Local news</h1><div class="list">{teasers}</div>'
    lines = _lines(page(body, "Local news"), "https://news.example.com/local/")
    text = "\n".join(lines)
    assert NEWS[0] in text and NEWS[2] in text


def test_a_table_of_dated_rows_is_no_thread():
    """Guard: release notes as a table, each row a date, a version, a kind ("Bugfix" in every row) and a
    description: no thread, so the cells every row repeats are no member panel's lines; all stay."""
    descs = ["Fixed a crash when the configuration file held an empty section, and the error message now names "
             "the line that could not be read.",
             "Added an option to export the report as a spreadsheet, with one sheet for each month and the totals "
             "on the first one.",
             "The login page remembers the language chosen on the last visit, and the password field no longer "
             "loses its text when the page reloads.",
             "Bugfix release."]
    rows = "".join(f"<tr><td>2024-05-{10 + n}</td><td>2.{n}</td><td>Bugfix</td><td>{d}</td></tr>" for n, d in enumerate(descs))
    body = ("<h1>Release notes</h1><p>These are the changes of the last releases of the program, newest first, "
            "with what each of them fixed or added.</p><table><tr><th>Date</th><th>Version</th><th>Kind</th>"
            f"<th>Changes</th></tr>{rows}</table>")
    lines = _lines(page(body, "Release notes"), "https://example.com/release-notes")
    assert lines.count("Bugfix") == 4 and "2024-05-13" in lines and descs[0] in lines


def test_a_scene_break_of_stars_near_a_posts_end_is_no_signature():
    """A story or a report posted in a thread, its last part after a "***" break: text, not a signature
    (signatures open with the dashes or underscores of a rule)."""
    first = [*HFR_FIRST, "***", "PS : les photos de la baie actuelle suivent demain."]
    posts = [_hfr_post(1, "nassou", first),
             _hfr_post(2, "gigaoctet", [HFR_ANSWER], "Ma config : Ryzen 7 5800X, 32 Go, RTX 3070"),
             _hfr_post(3, "nassou", ["Merci pour vos conseils !"]),
             _hfr_post(4, "raid5", ["+1 pour le quatre baies."], "Mon feedback achat/vente")]
    body = ('<div id="mesdiscussions"><table class="main" cellspacing="0" cellpadding="4"><tr class="cBackHeader">'
            f'<th><h3>Sujet : Quel NAS pour la maison ?</h3></th></tr></table>{"".join(posts)}</div>')
    lines = _lines(page(body, "Quel NAS pour la maison ? - Stockage - Hardware.fr"),
                   "https://forum.hardware.fr/hfr/Hardware/Stockage/nas-maison-sujet_123_1.htm")
    assert "PS : les photos de la baie actuelle suivent demain." in lines
    assert "Transactions (0)" not in lines and "Ma config" not in "\n".join(lines)
