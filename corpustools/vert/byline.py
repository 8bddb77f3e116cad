"""Bylines: a byline alone in a block ("Par Jean Dupont", "Von Markus Balser, Berlin", "Autor: Jan Novák") and a
writer's position alone ("Redakteur in der Wirtschaft.", :func:`position_line`, the line under the name on an
author's card), which on an article page are the writer's and not the article's text (``boiler.clean`` asks only there:
a blog's list of posts keeps each post's writer), and the names in an element the page marks as its
author's (:func:`author_name`, for ``<doc author>`` when the page's metadata states none).  The names must
look like names, so that a heading that opens with the same word ("Di Maio", "Von Rechts wegen", "Par
ailleurs", "By the way") stays, and a label ("Author", "Sign In") is no author.
"""

from __future__ import annotations

import logging
import re

from corpustools.vert import phrases

log = logging.getLogger(__name__)

# a byline alone in a block: "Par Jean Dupont", "Von Markus Balser, Berlin", "Por Steven Lee Myers, Keith
# Bradsher y" (the next writer's name was a link of its own), "Autor: Jan Novák"
_BYLINE = re.compile(r"(?:" + phrases.BYLINE_WORDS + "|" + phrases.CASED_BYLINE_WORDS + r")\s*:?\s+([^\d:|]{2,55}?)(?:\s+(?:and|und|et|e|y|en|a|i|és|og|och|и|і|та))?"
                     r"(?:\s*[,;|]\s*(?:" + phrases.BYLINE_SECOND + r")\s*:?\s+([^\d:|,]{2,40}))?"
                     r"(?:\s*\([a-z]{1,4}(?:/[a-z]{1,4})*\))?", re.I)  # an editor's initials: "Author: Julia Hitz (eg)"
_NAME_SPLIT = re.compile(r"\s*(?:,|&|/|\s(?:and|und|et|e|y|en|a|i|és|og|och|и|і|та)\s)\s*")  # "ČTK / AP": two agencies
# ((xmeta33) the Russian, Bulgarian, Serbian "и", the Ukrainian "і", "та": "Авторы: Иван Петров и Анна Смирнова")
_PARTICLES = frozenset(("de", "van", "von", "der", "den", "di", "da", "del", "della", "la", "le", "du", "dos", "das",
                        "ten", "ter", "zu", "el", "bin", "al"))
# (session 28) words no name holds, of the languages whose bywords open Title Case headings too: the Nordic "Av Hensyn
# Til Personvernet", "Af Hensyn Til Dit Privatliv", "Av Olika Skäl", the English "By The Way", "By All Means" (function
# words and quantifiers; not those that are names too: "An", "Do", "To", "No", "My", "Om", "Till", "Andre", "Andra", "Alla",
# "Sina", "Way", "Grund", "From", "Til", "Som" ("Von Til Biermann", "By Som Dutt", xreview28), nor the particles above;
# "The" opening a name of three words or more is a paper's: "By The New York Times", not "By The Numbers")
_NOT_NAME_WORDS = frozenset((
    "the", "of", "and", "for", "with", "into", "this", "that", "these", "those", "your", "our", "their", "its", "all",
    "any", "some", "every",
    "og", "och", "med", "på", "för", "ikke", "inte", "ikkje", "det", "ett", "et", "hensyn", "olika",
    "ulike", "forskellige", "alle", "flere", "fler", "mange", "många", "nogle", "noen", "några", "ingen", "dit", "ditt",
    "deres", "deras", "vår", "våre", "våra", "vores", "sitt", "hver", "hvert", "varje", "egen", "eget", "skäl", "grunn",
    "grunner"))
BYLINE = 60  # ... judged on blocks up to this length
# (xleft35) given names common among writers in the corpora's languages, none of them a word of a language too (no
# "Frank", "Will", "Mark", "Grace", "Rose", "Victoria", "Jordan", "Roman", "Milan", "Paris", "Florence", "Luka", the
# Croatian port, nor "Art"): a line of capitalized words opening with one is a person's name, whatever its
# surname means ("Thomas Winter", "Petr Zima", "John Baker", "Anna Kovář"), never a crosshead's adjective or noun
GIVEN_NAMES = frozenset((
    # Czech, Slovak
    "jan", "petr", "pavel", "jiří", "josef", "tomáš", "martin", "jaroslav", "miroslav", "zdeněk", "václav", "michal",
    "karel", "lukáš", "jakub", "ondřej", "vojtěch", "marek", "radek", "filip", "jana", "eva", "hana", "lenka",
    "kateřina", "lucie", "petra", "alena", "veronika", "tereza", "zuzana", "michaela", "jozef", "ján", "peter",
    "juraj", "ľubomír", "katarína", "mária", "ivana",
    # Polish
    "piotr", "krzysztof", "andrzej", "tomasz", "paweł", "michał", "marcin", "grzegorz", "wojciech", "łukasz", "agnieszka",
    "katarzyna", "małgorzata", "joanna", "magdalena", "monika", "aleksandra", "dorota", "ewa",
    # German, Dutch, Nordic
    "thomas", "michael", "andreas", "stefan", "christian", "markus", "wolfgang", "klaus", "jürgen", "matthias",
    "sebastian", "florian", "tobias", "alexander", "daniel", "jens", "lars", "jörg", "uwe", "katharina", "julia",
    "sabine", "claudia", "susanne", "stefanie", "nicole", "birgit", "ursula", "christina", "sandra", "kerstin",
    "johannes", "jan-peter", "dirk", "sven", "pieter", "jeroen", "anouk", "sanne", "ingrid", "erik", "nils", "ole",
    "anders", "henrik", "kristin", "sigrid",
    # English
    "john", "david", "james", "robert", "richard", "william", "paul", "andrew", "steven", "matthew", "jonathan",
    "christopher", "stephen", "anthony", "elizabeth", "sarah", "emma", "emily", "jessica", "jennifer", "rebecca",
    "rachel", "laura", "catherine", "helen", "karen", "susan", "margaret", "kate", "jane", "anna", "maria", "marie",
    # French, Italian, Spanish, Portuguese
    "jean", "pierre", "philippe", "nicolas", "françois", "laurent", "sébastien", "julien", "isabelle", "nathalie",
    "sophie", "céline", "giuseppe", "giovanni", "marco", "luca", "andrea", "francesco", "alessandro", "giulia",
    "francesca", "chiara", "josé", "juan", "carlos", "javier", "miguel", "antonio", "manuel", "carmen", "lucía",
    "joão", "ana",
    # Hungarian, Romanian, Slovene, Croatian
    "lászló", "istván", "zoltán", "gábor", "katalin", "zsuzsanna", "andrei", "mihai", "ioana", "elena", "nikola",
    "marko", "ivan", "maja", "mateja", "petar"))
_AGENCIES = frozenset(("reuters", "afp", "ap", "dpa", "bloomberg", "ansa", "efe", "pap", "čtk", "tasr", "mti", "anp",
                       "belga", "apa", "sda", "associated press", "the associated press", "staff", "cnn", "sita",
                       "redakce", "redakcia", "ta3"))
_WIRES = frozenset(("dpa", "afp", "apa", "epd", "kna", "sda", "ats"))  # (xmeta32) agencies that sign in small letters


# ... or a Czech or Slovak writer's name before the trade or the site, as an author box prints it: "Jan Novák |
# redaktor", "Jana Malá, redaktorka", "Jan Novák | Aktuálně.cz" (session 23; names checked as above), or before the
# agency whose report the writer completed, as iROZHLAS, Aktuálně and the Slovak sites sign: "Jan Novotný, ČTK",
# "Michal Hudec, TASR" (session 26)
_TRADES = (r"(?:(?:šéf)?redakto(?:r|rka)|reportér(?:ka)?|editor(?:ka)?|komentátor(?:ka)?|zpravodaj(?:ka)?"
           r"|spravodaj(?:ca|kyňa)|moderátor(?:ka)?|fotograf(?:ka)?)")
_ROLE_BYLINE = re.compile(r"([^\d:|,]{2,40}?)\s*[,|]\s*(?:" + _TRADES + r"|[\w-]{2,20}\.(?:cz|sk))(?: [\w.+-]{1,20}){0,2}"
                          r"|([^\d:|,]{2,40}?)\s*,\s*(?:čtk|tasr|sita)"
                          # (xnews29b) or before a Brazilian site's desk: "Carla Araújo Do UOL, em Brasília"
                          r"|([^\d:|,]{2,40}?)\s+(?-i:D[oa]) [\w.]{2,20}, em [\w ]{2,30}", re.I)


# (session 27) a byline in a script without capitals: its byword (``phrases.SCRIPT_BYLINE_WORDS``) and a colon (or
# (xmeta33) the Japanese middle dot of a credit: "文・山田太郎"), or one
# of the bywords that are bylines alone, then the names; a Korean writer's name before "기자" ("홍길동 기자")
_SCRIPT_BYLINE = re.compile(r"(?:" + phrases.SCRIPT_BYLINE_WORDS + r")\s*[:：・]\s*(.+)|(?:" + phrases.SCRIPT_BYLINE_BARE
                            + r")\s+(.+)|([가-힣]{2,4})\s*기자(?:\s*(?:=\s*)?[\w.+-]+@[\w.-]+)?"  # "홍길동 기자 hong@yna.co.kr"
                            # (xnews33) a Chinese paper's reporter, the paper's name glued before "记者" and a blank after it:
                            # "澎湃新闻记者 王静", "本报记者 张三 李四", "新京报記者 陳明" (a dateline glues what follows: "记者从…获悉")
                            r"|[\u4e00-\u9fff]{0,8}(?:记者|記者)\s+(.+)")
# (xnews33) a byword without its colon before the names of an element the page marks as its author's ("كتب محمود طه
# حسين", Egyptian papers' byline; the Persian "گزارش مریم سلیمانی"): in such an element the word is
# the byline's, elsewhere it opens sentences and headings too ("كتب التاريخ", books of history)
_MARKED_SCRIPT_LEAD = re.compile(r"(?:" + phrases.SCRIPT_BYLINE_WORDS + r")(?:\s*[:：]\s*|\s+|$)")
_CJK_NAME = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3々]{2,6}")  # a Chinese, Japanese or Korean name
_SCRIPT_NAME_SPLIT = re.compile(r"\s*[、，,،/／]\s*|\s+(?:و|ו)\s*(?=\S)")  # "张三、李四", "أحمد محمد و سارة علي"
# (session 28) characters of a pronoun, a paper or a reporter, which no Chinese or Japanese name holds ("记者：本报记者",
# "记者：我们在现场"; not 的, 是, 我, 了, 那: 的場, 是枝, 我妻, 那須 are Japanese names), and a place's last character
# ("记者：北京市"; not 村, 本, 市 within: 中村, 山本, 市川)
_NOT_NAME_CHARS = frozenset("们們这這你您报報记記编編辑輯")
_PLACE_ENDS = frozenset("市省县縣区區")  # (not 镇, a given name's too: 李镇)
SCRIPT_NAME_WORD = 20  # (xreview27) a word of a name in a script without capitals is at most this long
_SENTENCE_MARKS = frozenset(".!?。！？؟।॥:：;؛")


def script_names(text: str) -> list[str]:
    """The writers' names of a byline in a script without capitals (``_SCRIPT_BYLINE``: "作者：张三", "記者：山田太郎",
    "بقلم: أحمد محمد", "מאת: דני כהן", "लेखक: राहुल शर्मा"), or none: names of no case (a Russian or Greek name goes
    by its capitals, ``_BYLINE``), no digit nor a sentence's mark, each a Chinese, Japanese or Korean name of two to
    six characters or one to four words of another script, four names at most.  A sentence that opens with such a
    word ("作者：这本书讲述了一个关于……", "מאת הממשלה נדרש להגיש את התוכנית עד סוף החודש") names no one."""
    found = _SCRIPT_BYLINE.fullmatch(text.strip())
    if found is None:
        return []
    # (blanks made one: ``_SCRIPT_NAME_SPLIT``'s blanks around a separator were tried at every blank of a run)
    return _script_name_list(" ".join((found.group(1) or found.group(2) or found.group(3) or found.group(4)).split()))


# (xleft36) what a desk's, a paper's or an agency's name holds and a person's does not, in Chinese, Japanese and Korean
# ("朝日新聞", "共同通信", "政治部", "新华网", "央视新闻", "연합뉴스", "写真", "関連記事"): read only of a bare name in an
# element the page marks as its writer's
_CJK_DESK_PARTS = ("新聞", "新闻", "通信", "放送", "ニュース", "テレビ", "編集", "取材", "記事", "写真", "動画", "提供",
                   "撮影", "デスク", "뉴스", "방송", "신문", "기자", "사진")
_CJK_DESK_ENDS = frozenset("社局台網网班省庁厅會会団团院所部처팀국")
_CJK_BARE_NAME = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3々]{2,5}")
# (xreview36b) ... nor a section's label, which a byline's element may hold beside the time ("経済", "国际", "스포츠"), nor
# a word in katakana alone, a loanword ("スポーツ", "ビジネス"; a foreign writer's name in katakana has its dot, "ジョン・スミス")
_CJK_SECTIONS = frozenset((
    "政治", "経済", "社会", "国際", "国内", "海外", "文化", "科学", "地域", "芸能", "健康", "教育", "環境", "生活", "速報",
    "经济", "国际", "科技", "体育", "娱乐", "财经", "军事", "时政", "要闻", "社會", "國際", "經濟", "體育",
    "정치", "경제", "사회", "국제", "문화", "연예", "생활", "스포츠", "오피니언", "속보",
    # (xreview37) ... nor an agency's short name or a compiler's word, a credit in the same element: Kyodo's "共同", Jiji's
    # "時事", Xinhua's "新華"/"新华", Yonhap's "연합", "综合" (compiled from reports), "整理" (edited), "特约" (contributing)
    "共同", "時事", "时事", "新華", "新华", "中新", "연합", "뉴시스", "综合", "綜合", "整理", "特約", "特约", "匿名", "网友", "網友"))
_KATAKANA_WORD = re.compile(r"[\u30a0-\u30fa\u30fc-\u30ff]+")


def bare_cjk_name(text: str) -> str:
    """(xleft36) A Chinese, Japanese or Korean name alone, no byword before it, as the whole text of an element the
    page marks as its writer's (Asahi's ``<div class="byline"><span>山田太郎</span><time>…``), else "": two to five
    characters of the script, none a pronoun's, a paper's or a reporter's (``_NOT_NAME_CHARS``), no place's
    last character, no desk's, paper's or agency's part (``_CJK_DESK_PARTS``, ``_CJK_DESK_ENDS`` after two
    characters: "阿部" is a surname, "政治部" a desk), (xreview36b) no section's label, agency's short name or
    compiler's word (``_CJK_SECTIONS``: "経済", "共同", "综合") nor a katakana
    word alone."""
    if text.isascii():  # (the cheap test first: most bylines are in Latin letters)
        return ""
    text = text.strip()
    if _CJK_BARE_NAME.fullmatch(text) is None or text[-1] in _PLACE_ENDS or not _NOT_NAME_CHARS.isdisjoint(text) \
            or (len(text) > 2 and text[-1] in _CJK_DESK_ENDS) or any(part in text for part in _CJK_DESK_PARTS) \
            or text in _CJK_SECTIONS or _KATAKANA_WORD.fullmatch(text):
        return ""
    return text


def marked_script_names(text: str) -> list[str]:
    """(xnews33) The names of an element the page marks as its writer's (a class naming the author or the writer, the
    BBC's "TextContributorName"), in a script without capitals and with no byword before them or a bare one
    (``_MARKED_SCRIPT_LEAD``): Jang's ``<span class="author">خالد مصطفیٰ</span>``, Walla's "עמית כהן", the BBC
    Amharic's "ሰለሞን ሙጬ", "كتب محمود طه حسين".  Two words at least each (a desk or a paper is one word as often: "ทีม
    ข่าวภูมิภาค", "الأهرام"), and no Chinese, Japanese or Korean name, whose desks and papers ("中央社", "共同通信") look
    like names: those go by their bywords (:func:`script_names`)."""
    rest = _MARKED_SCRIPT_LEAD.sub("", text, count=1)
    if not rest or _CJK_NAME.search(rest):
        return []
    names = _script_name_list(rest)
    return names if all(len(name.split()) >= 2 for name in names) else []


def linked_script_names(text: str) -> list[str]:
    """(xnews32) The names of a link to a writer's page in a script without capitals, no byword before them (Jannah's
    ``<a class="author-name" href="/author/ahmed/">أحمد محمود</a>``), as :func:`script_names` reads a byline's."""
    text = " ".join(text.split())
    return _script_name_list(text) if text and not text.isascii() else []


def _script_name_list(rest: str) -> list[str]:
    """The names after a byline's byword in a script without capitals (see :func:`script_names`), or none."""
    if not rest or any(c.isdigit() or c in _SENTENCE_MARKS for c in rest):
        return []
    names = [n for n in _SCRIPT_NAME_SPLIT.split(rest) if n]
    if _CJK_NAME.match(rest):
        names = [part for n in names for part in n.split()]  # "张三 李四": names parted by blanks
    if not 1 <= len(names) <= 4:
        return []
    for name in names:
        if name[0].isupper() or name[0].islower():
            return []  # a cased script's word: its names go by their capitals
        if _CJK_NAME.match(name):
            if _CJK_NAME.fullmatch(name) is None or name[-1] in _PLACE_ENDS or not _NOT_NAME_CHARS.isdisjoint(name):
                return []  # "这本书讲述了一个关于……", "北京市", "本报记者": no name
        elif not 1 <= len(name.split()) <= 4 or any(len(word) > SCRIPT_NAME_WORD for word in name.split()):
            return []  # (xreview27) a Thai clause written without blanks is no name: "โดย นายกรัฐมนตรีกล่าวว่า…"
    return names


# (xleft34) a wire report's dateline opening the text: the place in capitals or title case and the agency in brackets
# ("PRAHA (ČTK) –", "BRATISLAVA (TASR) –", "Berlin (dpa) -", "Madrid (EFE).-", "LONDON (Reuters) -", "(Reuters) -")
_WIRE_DATELINE = re.compile(r"(?:[^\W\d_][\w.'’/ -]{1,30}?\s*)?\(([^\W\d_][\w .&/-]{0,24}?)\)\s*\.?\s*[-–—:]")
# ... and a Chinese agency's, its reporters in a bracket after it: Xinhua's and China News Service's
# ("新华社北京11月26日电（记者王静、李明）", "中新网北京11月26日电(记者 王静)"); Taiwan's CNA's below
_CHINESE_DATELINE = re.compile(r"[^（(]{0,30}?(?:电|電)[】\]]?\s*[（(]\s*(?:记者|記者)\s*([^）)]{2,30})[）)]")
_DESKS_NOT_AGENCIES = frozenset(("staff", "redakce", "redakcia"))  # (in ``_AGENCIES`` as a byline's, no dateline's)
# (xleft35) ... and Taiwan's CNA's, its reporters' names running into the place ("（中央社記者陳俊華台北26日電）",
# "（中央社記者陳俊華、王小明台北2日電）", "（中央社記者林行健華盛頓1日專電）"): where the names end is told by the place,
# one of the towns and bureaus CNA files from (Taiwan's cities and counties, its foreign bureaus); an unknown place
# credits no one (a guess at a name's length would take a letter of the place or leave one of the name)
_CNA_PLACES = ("台北", "臺北", "新北", "桃園", "台中", "臺中", "台南", "臺南", "高雄", "基隆", "新竹", "苗栗", "彰化",
               "南投", "雲林", "嘉義", "屏東", "宜蘭", "花蓮", "台東", "臺東", "澎湖", "金門", "馬祖", "連江", "華盛頓",
               "紐約", "洛杉磯", "舊金山", "休士頓", "芝加哥", "多倫多", "溫哥華", "東京", "大阪", "首爾", "北京", "上海",
               "香港", "澳門", "新加坡", "曼谷", "河內", "胡志明市", "雅加達", "吉隆坡", "馬尼拉", "新德里", "雪梨",
               "墨爾本", "倫敦", "巴黎", "柏林", "布魯塞爾", "日內瓦", "莫斯科", "華沙", "布拉格", "羅馬", "馬德里",
               "斯德哥爾摩", "聖保羅", "墨西哥市", "約翰尼斯堡", "耶路撒冷", "杜拜")
_CNA_DATELINE = re.compile(r"[（(]中央社記者([^（()）\d]{2,30}?)(?:" + "|".join(_CNA_PLACES)
                           + r")\d{1,2}日(?:專|綜合外)?電[）)]")


def dateline_credit(text: str) -> str:
    """(xleft34) Who a wire report's dateline opening ``text`` (the text's first paragraph) credits: the agency of
    "PRAHA (ČTK) – …", "(Reuters) - …" (one of ``_AGENCIES``: a place's bracket, "Springfield (Ill.) -", credits no
    one), or the reporters a Chinese agency names in a bracket after it ("…电（记者王静、李明）") or (xleft35) CNA's
    before its place ("（中央社記者陳俊華台北26日電）"); else "".
    For a page whose writer is stated nowhere else: the dateline's place is no writer, and the text keeps its first
    sentence whole."""
    head = text[:60]
    if "中央社記者" in head:
        found = _CNA_DATELINE.match(text)
        return "; ".join(_script_name_list(found.group(1))) if found is not None else ""
    if "記者" not in head and "记者" not in head:
        if "(" not in head:
            return ""
        found = _WIRE_DATELINE.match(text)
        if found is not None and not text[found.end():].lstrip()[:1].islower():
            # (xreview34b) a report's sentence opens after the dash; a bracket and a dash before a word in small letters
            # are an apposition's ("Die Deutsche Presse-Agentur (dpa) – die größte …", "Bakir Izetbegović (SDA) – lider
            # stranke …": an article about the agency, a party's leader)
            parts = [p for p in _NAME_SPLIT.split(found.group(1).strip()) if p]
            if parts and all(agency(p) and p.lower() not in _DESKS_NOT_AGENCIES for p in parts):
                return "; ".join(parts)
        return ""
    found = _CHINESE_DATELINE.match(text)
    return "; ".join(_script_name_list(found.group(1).strip())) if found is not None else ""


def byline(text: str) -> bool:
    """``_BYLINE`` whose names are names: each part of one to four words, all capitalized but for particles
    ("van", "de"), two words at least in all (after "By" an agency alone: "By Reuters"); no digits (a date beside the
    name is a dateline some truths keep); or ``_ROLE_BYLINE`` whose names are two words or more; or a byline in a
    script without capitals (:func:`script_names`)."""
    if not text.isascii() and text[:1] and not text[0].isupper() and script_names(text):
        return True
    if text[:1] == "(" and text[-1:] == ")":
        text = text[1:-1]  # (xleft35) a wire's byline in brackets under its text: Focus Taiwan's "(By Chen Chun-hua)"
    found = _BYLINE.fullmatch(text)
    if found is None:
        role = _ROLE_BYLINE.fullmatch(text) if "," in text or "|" in text else None
        return role is not None and _words_of_names(role.group(1) or role.group(2) or role.group(3)) >= 2
    if text[:3] == "de " and len(_NAME_SPLIT.split(found.group(1))) > 1:
        return False  # (xreview27) after the lower-case "de" one writer: "de Madrid a Barcelona" is a route
    words = _words_of_names(found.group(1))
    if found.group(2) is not None and _words_of_names(found.group(2)) < 2:
        return False  # "Text: Jan Novák, foto: archiv": the second credit names no one
    # one agency alone after "By" or a labelled byword ("Autor: ČTK", "autor: Reuters")
    return words >= 2 or (words == 1 and (text[:2].lower() == "by" or ":" in text)
                          and found.group(1).lower() in _AGENCIES)


# (xleft32) a byline with neither a byword nor a mark: the writers' names alone ("Jan Novák a Petra Malá", "Markus
# Balser und Anna Weber", "— Jane Smith and John Doe"), with an agency after a slash or a comma ("Jan Novák / ČTK",
# "Jane Smith, Reuters") or a trade after a comma ("Jan Novák, redaktor", "Jane Smith, political correspondent")
_TRADE = r"(?:(?:senior |chief |political |staff |foreign )*(?:" + phrases.WRITER_TRADES + r"))"  # "Senior Reporter"
_NAMES_TAIL = re.compile(r"\s*[/,|]\s*(?:" + _TRADE + r"|(?:" + "|".join(sorted((re.escape(a) for a in _AGENCIES), key=lambda a: (-len(a), a)))
                         + r")(?:\s*[/,]\s*(?:" + "|".join(sorted(re.escape(a) for a in _AGENCIES if len(a) <= 5))
                         + r"))*)$", re.I)
_NAMES_LEAD = re.compile(r"\A[—–-]\s*")  # a signature's dash
NAMES_MAX = 3  # a line of names alone holds this many at most, each of ...
NAME_WORDS = (2, 3)  # ... this many words (one word is a place's or a topic's as often: "Ukraine", "Brexit")
# words of a greeting, a sign-off or a song's direction in Title Case, which no name holds ("Thank You", "Happy New
# Year", "Merry Christmas", "Repeat Chorus")
TITLE_CASE_WORDS = frozenset(("thank", "thanks", "happy", "merry", "cheers", "regards", "love", "best", "enjoy", "good",
                               "luck", "stay", "safe", "bless", "you", "new", "year", "christmas", "easter", "weekend",
                               "repeat", "chorus", "verse", "refrain", "bridge", "intro", "outro",
                               # (xreview32c) ... and the other languages' greetings opening a letter or a newsletter
                               # ("Guten Morgen", "Liebe Grüße", "Frohe Weihnachten", "Dobrý den", "Veselé Vánoce",
                               # "Bonne Année", "Feliz Navidad", "Wesołych Świąt")
                               "guten", "gute", "liebe", "lieber", "grüße", "grüsse", "frohe", "frohes", "fröhliche",
                               "weihnachten", "ostern", "willkommen", "vielen", "dank", "schöne", "schönen", "dobrý",
                               "dobré", "veselé", "vánoce", "šťastný", "šťastné", "bonne", "joyeux", "année", "buon",
                               "buona", "feliz", "navidad", "wesołych", "świąt", "boldog",
                               # (xplea33) ... and a recipe's wish under it ("Bon Appétit", "Guten Appetit", "Buon
                               # Appetito", "Dobrou Chuť", "Smacznego", "Buen Provecho")
                               "bon", "appétit", "appetit", "appetito", "dobrou", "dobrú", "chuť", "smacznego",
                               "provecho"))

# (xreview32c) a dedication's first word, a preposition or "dedicated", which no name opens: "Für Anna Müller",
# "Věnováno Janu Novákovi", "Pour Marie Dupont", "Dla Anny Kowalskiej", "Voor Jan de Vries"
_DEDICATION_WORDS = frozenset(("für", "pro", "dla", "pour", "para", "voor", "à", "gewidmet", "věnováno",
                               "venované", "dedicated", "dedicato", "dedicata", "dédié", "dédiée", "dedicado",
                               "dedicada", "poświęcone", "in", "im", "zum", "zur", "remembering"))
# (xreview33) ... and a film's or a play's credits' first word, the line of its cast or director a review opens or ends
# with ("Mit Tilda Swinton, Bill Murray und Adrien Brody", "Hrají Ivan Trojan a Anna Geislerová", "Starring Tilda
# Swinton and Bill Murray", "Regie Wes Anderson"; not "Con": an Irish name's, Con Coughlin's)
_CREDITS_WORDS = frozenset(("mit", "starring", "featuring", "hrají", "hraje", "účinkují", "hrajú", "účinkujú", "avec",
                            "regie", "režie", "réalisation", "directed", "dirigiert", "występują", "reżyseria",
                            "protagonizada", "interpretada", "szereplők", "rendező"))


# (xleft34) a writer's desk or department, its word among at most four ("Redaktion Politik", "zpravodajství", "service
# Politique", "redazione Cronaca", "Redacción Política", "dział Polityka", "redactie Binnenland", "News Desk", "Ressort
# Wirtschaft"): a meta tag's author has it after the name and a comma, as it has a trade
# ((xreview35) the stems whole enough that no surname begins so: "Ewa Działowska", "Petr Redakovič" are writers)
_DESK = (r"(?:[\w&.-]+\s+){0,2}(?:redak[ct]|redac|rédac|redaz|redaç|ressort|desk\b|newsroom|zpravodajstv|spravodajstv"
         r"|service\b|rubri[kcq]|dział(?:u|\b)|abteilung|department)[\w&.-]*(?:\s+[\w&.-]+){0,2}")
_TRADE_AFTER = re.compile(r"\s*,\s*(?:" + _TRADE + "|" + _DESK + r")\s*$", re.I)


def without_trade(text: str) -> str:
    """(xreview32c) ``text`` without a writer's trade after a comma at its end, as a meta tag's author has it after the
    name ("Jane Doe, Senior Reporter", "Anna Müller, Korrespondentin"): the trade is no second writer.  (xleft34) Nor is
    a desk ("Anna Müller, Redaktion Politik", "Jan Novák, zpravodajství"); a desk alone stays as it is ("TOI Lifestyle Desk",
    "Redaktion Politik": the credit the page gives; a newsroom's label, "Redaktion", the page's byline outranks)."""
    return _TRADE_AFTER.sub("", text) if "," in text else text


def writer_credit(text: str) -> str:
    """(xmeta33) The writer's credit of a line of credits that names the photographer first ("Foto: Petr Malý, Text: Jan
    Novák", "Fotos: Anna Weber | Text: Peter Schmidt", "Photos: John Smith; Words: Jane Doe"), the photographer's credit
    left out; else ``text`` as it is.  The photographer is no author, and the writer's byword is a byline's."""
    if ":" not in text or _PICTURE_FIRST.match(text) is None:
        return text
    later = _LATER_CREDIT.search(text)
    return text[later.start(1):] if later is not None else text


_PICTURE_FIRST = re.compile(r"\s*(?:" + phrases.BYLINE_SECOND + r"|kuva|kép|fotó|billede|slika|nuotr)\s*:", re.I)
_LATER_CREDIT = re.compile(r"[,;|]\s*((?:text|texte|testo|texto|tekst|words|autor|author|auteur|autore|napsal[a]?)\s*:\s*\S)",
                           re.I)


def without_place(text: str) -> str:
    """(xmeta33) ``text`` without a place of several words after a comma at its end (``_PLACE_WORDS``: "Jane Doe, Los
    Angeles", as a meta tag's author has it after the name): the place is no second writer."""
    return _PLACE_WORDS.sub("", text) if "," in text and text.count(" ") > 2 else text


def names_alone(text: str) -> bool:
    """``text`` (a block's, at most ``BYLINE`` characters) is only writers' names, as a byline with neither a byword
    nor a mark prints them under a headline or signs an article at its end: one to ``NAMES_MAX`` names, each of two or
    three words capitalized but for particles (none of ``_NOT_NAME_WORDS``), joined by commas, "&", a slash or "and"
    in one of the languages, with an agency or a trade after a slash or a comma; no digit nor a sentence's mark (a
    one-line quote, "Thank you!", "Jan Novák: Proč jsem odešel" are text)."""
    if any(c in text for c in _SENTENCE_MARKS) or any(c in text for c in "\"“”„«»()[]?!") \
            or any(c.isdigit() for c in text):
        return False
    text = _NAMES_LEAD.sub("", text.strip())
    tail = _NAMES_TAIL.search(text) if ("/" in text or "," in text or "|" in text) else None
    if tail is not None:
        text = text[:tail.start()]
    names = _NAME_SPLIT.split(text)
    if not 1 <= len(names) <= NAMES_MAX:
        return False
    for name in names:
        words = name.split()
        if not NAME_WORDS[0] <= len(words) <= NAME_WORDS[1] or not all(
                len(w) > 1 and (w in _PARTICLES or (w[0].isupper() and not w[1:].isupper())) for w in words) \
                or words[0] in _PARTICLES or _words_of_names(name) != len(words) \
                or any(w.lower() in TITLE_CASE_WORDS for w in words) or words[0].lower() in _DEDICATION_WORDS \
                or words[0].lower() in _CREDITS_WORDS:
            return False
    return True


# (xmeta33) a dateline's place of two capitalized words, which :func:`names_alone` would take for a name: its first
# word ("Los Angeles", "San Francisco", "Santa Cruz", "Le Havre", "Bad Ischl", "Fort Worth", "Nové Město", "Ústí nad
# Labem" is no two words)
_PLACE_OPENERS = frozenset(("los", "las", "san", "santa", "santo", "são", "saint", "st", "sainte", "le", "la", "el", "port",
                            "fort", "mount", "lake", "north", "south", "east", "west", "new", "bad", "sankt", "nový", "nové",
                            "nová", "horní", "dolní", "velké", "malé", "staré", "hong", "tel", "buenos", "rio", "kuala"))
# (xmeta33) ... and the words of a section's label beside its date ("World News | March 3, 2025", "Local Politics")
_SECTION_WORDS = frozenset(("news", "world", "politics", "business", "sport", "sports", "opinion", "local", "culture",
                            "science", "health", "travel", "video", "live", "update", "updates", "breaking", "blog",
                            "events", "press", "release", "aktuell", "nachrichten", "zprávy", "správy", "wiadomości",
                            # ... or a genre's ("Book Review", "Komentář Týdne", "Exklusives Interview")
                            "review", "reviews", "interview", "editorial", "column", "commentary", "analysis", "feature",
                            "essay", "podcast", "recenze", "komentář", "rozhovor", "analýza", "reportáž", "glosa",
                            "fejeton", "kommentar", "analyse", "reportage", "rezension", "tribune", "chronique",
                            "entrevista", "crónica", "opinión", "recenzja", "wywiad", "komentarz"))


# (xreview34) ... and the words of a venue beside the day of a concert, a play or a match a review is of, under its
# headline ("Staatsoper Berlin | 28. November 2026", "Divadlo Archa · 3. 12. 2026", "Teatro Real | 12/03/2026", "Allianz
# Arena"); whole words, names hold their endings ("Cooper", "Hooper"); only German compounds end in them
# (``_VENUE_ENDS``: "Stadthalle", "Volksbühne", "Jahrhunderthalle")
_VENUE_WORDS = frozenset(("oper", "opera", "opéra", "staatsoper", "volksoper", "semperoper", "theater", "theatre",
                          "théâtre", "teatro", "teatr", "divadlo", "divadle", "arena", "stadion", "stadium", "estadio",
                          "stadio", "stade", "philharmonie", "elbphilharmonie", "philharmonic", "filharmonie",
                          "filharmonia", "museum", "muzeum", "musée", "museo", "festival", "kirche", "kostel", "kościół",
                          "cathedral", "kathedrale", "konzerthaus", "schauspielhaus", "opernhaus", "festspielhaus",
                          "festspiele", "galerie", "gallery", "rudolfinum", "musikverein", "gewandhaus", "olympia"))
_VENUE_ENDS = ("halle", "bühne", "theater", "stadion", "arena")
# ((xreview35) ... a compound's end, in any word ("Stadthalle Wien"), not the word alone nor a short name's end, a
# surname or a given name too: "Morten Halle", "Karena Lee"; and a venue's word that is a given name as well is one
# after another word only: "Olympia Snowe" is a writer, "Théâtre Olympia" a venue)
_VENUE_GIVEN = frozenset(("olympia",))
VENUE_COMPOUND = 3  # a compound has this many letters at least before its venue's end


def _venue(words: list[str]) -> bool:
    """``words`` (a line's, lowered) name a venue (``_VENUE_WORDS``, ``_VENUE_ENDS``, ``_VENUE_GIVEN``); (xleft36) not
    a common given name (``GIVEN_NAMES``) and a venue's word as the surname after it, the line's two words: "Marco
    Arena", "Anna Theater", "Lisa Festival" are writers, where "Allianz Arena", "Teatro Real" and "Rudolf
    Weber-Arena" (a compound) are venues."""
    if (len(words) == 2 and words[0] in GIVEN_NAMES and words[0] not in _VENUE_WORDS
            and not any(words[1].endswith(e) and len(words[1]) - len(e) >= VENUE_COMPOUND for e in _VENUE_ENDS)):
        return False
    return not _VENUE_WORDS.isdisjoint(words[1:]) or (words[0] in _VENUE_WORDS and words[0] not in _VENUE_GIVEN) \
        or any(w.endswith(e) and len(w) - len(e) >= VENUE_COMPOUND for w in words for e in _VENUE_ENDS)


_MARK_BETWEEN = re.compile(r"\s[|·•–—-]\s")  # a meta line's separator between its parts


def dated_names(text: str) -> str:
    """(xmeta33) The writers' names of a line that pairs them with its date across a separator and says nothing else,
    no byword nor mark ("Jan Novák | 1. prosince 2026", "1. 12. 2026 14:05 | Jan Novák", "Anna Müller · 30.11.2026",
    "Jane Doe | March 3, 2025 | 5 min read", a blog's or a small news site's meta line under the headline), else "":
    one part :func:`names_alone` (no place of a dateline, no section's label), another a date, the rest numbers (a time,
    a reading time)."""
    parts = [p.strip() for p in _MARK_BETWEEN.split(text)]
    if len(parts) == 1:  # "Jane Doe, March 3, 2025", "Anna Müller am 30.11.2026": the date after a comma or a word
        parts = [p.strip() for p in BYLINE_TAIL.split(text, maxsplit=1)]
    if not 2 <= len(parts) <= 3:
        return ""
    from corpustools.vert import textdates  # (here: a line of this shape is rare)

    names = [p for p in parts if p and not any(c.isdigit() for c in p)]
    if len(names) != 1:
        return ""
    days = [(k, day) for k, p in enumerate(parts) if p is not names[0] for day in (textdates.text_day(p),) if day]
    # ((xreview34) two days neither labelled the update's are a span: an obituary's life under its headline, "Jan Novák ·
    # 14. 7. 1939 – 24. 11. 2026", a festival's run; the name is its subject's, not the writer's)
    if not days or (len(days) > 1 and not any(textdates.labels(parts[k]) for k, _ in days) and _span(text, days)):
        return ""
    return author_name(names[0]) if names_beside_date(names[0]) else ""


LIFE_DAYS = 366  # (two days further apart than this are a life's or a run's, no article's days)


def _span(text: str, days: list) -> bool:
    """(xreview35) The two days of ``days`` (a meta line's parts' indexes and days, ``text`` the line) are a span, a
    dash between them or a year apart at least ("14. 7. 1939 – 24. 11. 2026"), not an article's day and its update's
    without a label, set apart by the line's marks ("Jana Malá · 26. 11. 2026 · 27. 11. 2026 14:05", the update's
    label an icon)."""
    (first, start), (second, end) = days[0], days[-1]
    marks = _MARK_BETWEEN.findall(text)
    return abs((end - start).days) > LIFE_DAYS or (second == first + 1 and len(marks) > first
                                                  and marks[first].strip() in "–—-")


def names_beside_date(text: str) -> bool:
    """(xmeta33) Whether ``text``, beside a date with no byword, is writers' names: :func:`names_alone`, and no place of
    a dateline ("Los Angeles | March 3, 2025"), no section's label ("World News"), no date's label in Title Case
    ("Posted On", "Last Updated", "Published")."""
    from corpustools.vert import textdates

    words = text.lower().split()
    return names_alone(text) and words[0] not in _PLACE_OPENERS and _SECTION_WORDS.isdisjoint(words) \
        and not _venue(words) and not textdates.labels(text)


def one_name(text: str) -> bool:
    """(xleft33) ``text``, a line of names alone (``names_alone``), is one name of two or three words and nothing else:
    no second name, no agency, trade or signature's dash beside it ("Anna Karenina", "Nové Město", "Prague Spring" have
    that shape as much as "Jane Smith"); the other marks of a byline are what tell it from a title line."""
    text = text.strip()
    return not any(c in text for c in ",&/|—–") and text[:1] != "-" and len(_NAME_SPLIT.split(text)) == 1


# a writer's position alone, the line under the name on an author's card ("Redakteur in der Wirtschaft.", "Senior
# editor at Wired", "Korrespondentin für Wirtschaft in Berlin"): a trade tied to a desk or a paper, nothing else
# (tied by a preposition, not by an article or a genitive's word: "Autor der Studie ist …" is a sentence, and so is a
# line with a verb: "Korrespondent in Moskau ist seit 2020 …"; the preposition right after the trade: "Autorin Jana
# Müller bei einer Lesung" names someone, a caption's words; and ``boiler.clean`` asks only of a line in an element of
# its own, not one among the text's paragraphs: "Journalist in Kyiv describes …")
# (the verbs asked after the shape, of its first line as ``(?!.*…)`` did: most lines have no trade, and the verbs' search
# at every word of the line cost more than the shape's)
_POSITION_VERB = re.compile(r"\b(?:ist|sind|war|waren|wird|wurde|hat|hatte|is|was|are|were|has|had|said|est|sont|était|a"
                            r"|è|sono|era|es|son|fue|je|jest|byl|była)\b", re.I)
_POSITION = re.compile(r"(?:(?:senior|chief|deputy|staff|contributing|managing|leitende[rn]?|stellvertretende[rn]?"
                       r"|freie[rn]?|freelance)\s+)?(?:" + phrases.WRITER_TRADES + r")\s+"
                       r"(?:in|im|für|bei|beim|at|for|with|on|chez|à|au|pour|per|presso|para|en|bij|voor|v|ve|w|dla|pro)"
                       r"(?:\s+[\w'’.&-]+){1,6}\.?", re.I)
# (xfix32) a book review's line of the book's facts: its publisher after the words of a publication, then a page count,
# a price or a year alone ("Publicado por Anagrama en 2019.", "Pubblicato da Einaudi, 320 pagine, 19 euro.", "Published
# by Penguin, 2021, 320 pp.", "Vydalo nakladatelství Host, 2020", "Erschienen bei Suhrkamp, 2019, 320 Seiten")
_PUBLISHED_BY = re.compile(
    r"(?:published|publicad[oa]|pubblicat[oa]|publiée?|édité|erschienen|veröffentlicht|vydal[aoi]?|vydáno|vydané"
    r"|wydan[ay]|wydało|uitgegeven|editad[oa]|edit[oa])\s+(?:by|por|da|bei|von|im|par|chez|door|przez|u|w|v"
    r"|nakladatelstv[íi]|vydavateľstvo|wydawnictwo)\s", re.I)
_BOOK_FACT = re.compile(
    r"\b\d{2,4}\s?(?:pp|pages?|pagine|páginas|seiten|s|stran|strán|stron|blz)\b\.?"
    r"|[€$£]\s?\d+(?:[.,]\d+)?|\b\d+(?:[.,]\d+)?\s?(?:€|euros?|eur|kč|zł|chf|dollars?|\$|£)(?!\w)"
    r"|(?:,|\b(?:in|im|en|nel|dans|em|v roce|w roku))\s(?:1[5-9]|20)\d\d\b|\(\s?(?:1[5-9]|20)\d\d\s?\)", re.I)
BOOK_FACTS = 120  # ... judged on lines up to this length


def book_facts(text: str) -> bool:
    """(xfix32) Whether ``text`` is a book's facts (``_PUBLISHED_BY``, then ``_BOOK_FACT``: a page count, a price, a year
    after a comma or "in") with no other number: a review's line, not a post's "posted by" line or stamp, whose
    number is a time or a day ("Posted by Jane at 10:00", "Publicado por Ana el 3 de marzo de 2021"); the publisher
    is no author."""
    if len(text) > BOOK_FACTS or not text[:1].isupper():
        return False
    lead = _PUBLISHED_BY.match(text)
    if lead is None:
        return False
    rest, found = _BOOK_FACT.subn("", text[lead.end():])
    return found > 0 and not any(c.isdigit() for c in rest)


POSITION = 90  # ... judged on blocks up to this length


def position_line(text: str) -> bool:
    """A writer's position alone in a block (``_POSITION``), capitalized like a line of its own: on an article
    page the author's card, not the text (the name above it went as a link or a byline)."""
    if len(text) > POSITION or not text[0].isupper() or _POSITION.fullmatch(text) is None:
        return False
    line_end = text.find("\n")
    return _POSITION_VERB.search(text, 0, line_end if line_end >= 0 else len(text)) is None


def _words_of_names(text: str) -> int:
    """The number of words in ``text`` when it is a list of names (each one to four words, all capitalized
    but for particles, none of ``_NOT_NAME_WORDS`` but in an agency's name: "The Associated Press"), else 0."""
    words = 0
    agency = text.lower() in _AGENCIES
    for name in _NAME_SPLIT.split(text):
        if name in _WIRES:
            words += 1  # (xmeta32) a wire agency as it writes itself, in small letters: "Von Anna Müller, dpa"
            continue
        parts = name.split()
        if not 1 <= len(parts) <= 4:
            return 0
        for part in parts:
            if not (part[0].isupper() or part in _PARTICLES) or (part.lower() in _NOT_NAME_WORDS and not agency
                                                                   and not (part == "The" and part is parts[0] and len(parts) > 2)):
                return 0
        if all(part in _PARTICLES for part in parts):
            return 0  # "von" alone: a byword whose name is an element of its own
        words += len(parts)
    return words


# what ends a byline's names: a separator and what follows ("Von Max Mustermann | 03.03.2024", "Tadeáš Drahorád -
# redaktor"), a date after a comma ("Par Jean Dupont, 3 mars", "by: Ziyi Xu, Dec 17, 2025")
# ((xmeta32) or a date after a preposition: "By Jane Doe on March 3, 2025", "Von Anna Müller am 3. März", "Par Marie
# Dupont le 3 mars", "Por Juan Pérez el 3 de marzo", "Door Jan de Vries op 3 maart", "Napsal Jan Novák dne 3. 3.")
BYLINE_TAIL = re.compile(r"\s[|·•–—-]\s|,\s*(?=(?:[^\W\d_]{3,9}\.?\s+)?\d)"
                         r"|\s+(?-i:on|am|le|il|el|em|op|dne|den|dnia)\s+(?=[^\d|]{0,12}\d)")
# what may open an author element's text: a byword and its colon ("By", "Text:", "autor:", "Written by", "Text by",
# "Words by"; not "Photos by": a photographer is no author)
_AUTHOR_LEAD = re.compile(r"\A(?:(?:written|posted|submitted|published|geschrieben|verfasst|veröffentlicht|erstellt|publié|scritto|pubblicato|text|words|story|reporting)"
                          r"\s+(?:by|von|par|da)|"
                          + phrases.BYLINE_WORDS + "|" + phrases.CASED_BYLINE_WORDS  # (xreview27: "Γράφει:", "Авторка:")
                          # ((xnews33) the Swahili "Na Bakari Kiango" (Mwananchi, Nation), the Filipino "ni Billy Begas":
                          # in an author element only, where no sentence opens with them)
                          + r"|текст|автор|tekst|(?-i:Na|ni)(?=\s+[^\W\d_]))\s*:?\s+", re.I)
# words of a label, a button or a role, not a name: "The Author", "Sign In", "Redakce", "Staff Writer"
# ((xmeta32) at a word's start, and the short words whole: "Carlos Moreno", "Sophie Moreau", "Signe Larsen", "Jane
# Stafford" are names; "Redazione", "Rédaction" are the Italian and French newsroom's labels)
_NOT_NAMES = re.compile(r"\b(?:auth?or|r[eé]da[kcz]|staff\b|team\b|editor|contributor|sign(?:\s?(?:in|up|out))?\b|log ?in"
                        r"|follow(?:s|ing|ers?)?\b|profile|more\b|posts?\b"
                        # (xen38) a stamp's label beside the writer's name in the same box (Zendesk Guide's article
                        # meta: "Mira Kent", then "September 14, 2026", then "Updated")
                        r"|(?:updated|edited|modified)\b)", re.I)
# (session 27) a CMS's default account as the whole name ("Super User", "Admin"; xreview27: not a word of a name)
_DEFAULT_ACCOUNT = re.compile(phrases.DEFAULT_ACCOUNT, re.I)
AUTHOR_TEXT = 60  # an author element holding more is a box (a bio, a list of posts), not a byline


def agency(name: str) -> bool:
    """Whether ``name`` is a news agency's or a desk's short name ("ČTK", "dpa", "Reuters")."""
    return name.lower() in _AGENCIES or name in _WIRES


def label_or_role(name: str) -> bool:
    """(xmeta32) Whether ``name`` holds a label's, a button's or a role's words (``_NOT_NAMES``): "Redakce",
    "Redakcja", "Redaktion", "Editorial Staff", a newsroom stated as the author in ``<meta name="author">`` or
    the JSON-LD, which the writer's byline on the page outranks (``metadata`` asks)."""
    return _NOT_NAMES.search(name) is not None


def default_account(name: str) -> bool:
    """Whether ``name`` is, as a whole, a CMS's default account ("Super User", "Admin"): no one's name, in a
    byline or in ``<meta name="author">`` (``metadata`` asks this too)."""
    return _DEFAULT_ACCOUNT.fullmatch(name) is not None


def dated_first(text: str) -> str:
    """(xnews29c) The byline at the end of a line that opens with its date, after a separator ("27.11.2026 | 12:14
    · von Kristina Hofmann", ZDFheute's meta line; (xmeta32) "Publikováno 3. 3. 2025 | Autor: Jan Novák", "March 3,
    2025 | By Jane Doe") or after the date and a byword in small letters ("Posted on March 3, 2025 by Jane Doe",
    "Veröffentlicht am 03.03.2025 von Anna Müller", "Publié le 3 mars 2025 par Marie Dupont"), or the names alone after
    a separator ((xnews33) "20. listopadu 2026 · 4 min · Tomáš Vondra"), else ``text`` as it is."""
    if _DATE_START.match(text) is None:
        return text
    late = _LATE_BYWORD.match(text)
    if late is not None:
        return text[late.start(1):]
    parts = BYLINE_TAIL.split(text)
    last = parts[-1].strip()
    # ((xnews33) or the names alone at the end of a blog theme's meta line, Hugo PaperMod's "20. listopadu 2026 · 4 min
    # · Tomáš Vondra", "January 5, 2025 · 3 min · Jane Doe": parted by middle dots, a year first; not a book's footer,
    # "Chapter 5 - Eliminating Toil", whose number is no date)
    return last if len(parts) > 1 and any(c.isdigit() for c in parts[0]) and (_AUTHOR_LEAD.match(last) or (
        "·" in text and _YEAR.search(parts[0]) is not None and names_alone(last))) else text


_YEAR = re.compile(r"\b(?:19|20)\d\d\b")


_DATE_START = re.compile(r"\D{0,40}\d")  # (xmeta32) a digit among a line's first words: its date may come first
# the last digit of the line's date, then a byword in small letters and a name ("… 2025 at 10:00 am by Jane Doe")
_LATE_BYWORD = re.compile(r".*\d[^\d|]{0,25}?\s((?:by|von|par|da|di|por|door|przez|od|av|af)\s+(?=[^\W\d_]))")


BYWORD_ALONE = 16  # (xde39) a byword alone ("Von", "By", "Text:") is this long at most


def author_name(text: str) -> str:
    """The name(s) in the text of an element that the page marks as its author's (``itemprop="author"``,
    ``rel="author"``, a class naming the author or byline), or "" when it holds no name: the byword
    before them ("By", "Text:", "autor:") and what follows a separator ("| 3 March 2024") left out.  An
    agency's short name is a name ("ČTK", "AP"), other capitals of three letters or fewer are a picture's
    initials ("CM"); a byline in a script without capitals gives its names (:func:`script_names`)."""
    text = " ".join(text.split())
    if not text.isascii() and text[:1] and not text[0].isupper():
        names = script_names(text)
        if names:
            return "; ".join(names)
    if text[:1] == "(" and text[-1:] == ")" and byline(text):
        text = text[1:-1]  # (xleft35) a wire's byline in brackets: Focus Taiwan's "(By Chen Chun-hua and Lee Hsin-yin)"
    if len(text) <= BYWORD_ALONE and _AUTHOR_LEAD.fullmatch(text + " ") is not None:
        return ""  # (xde39) a byword alone, in an element of its own before the linked name (Welt's "<span>Von </span>")
    text = writer_credit(dated_first(text))
    cut = BYLINE_TAIL.split(text, maxsplit=1)
    text = cut[0] if len(cut) == 1 else WEEKDAY_END.sub("", cut[0])  # "Joe Wee Monday, March 4, 2024", "Sat, 20 Dec"
    text = _AUTHOR_LEAD.sub("", text, count=1).strip(" ,|·•-–—:")
    if text[:1] and not text.isascii() and not text[0].isupper() and not text[0].islower():
        return "; ".join(script_names(text) or marked_script_names(text))  # (xnews33) "Author, ሰለሞን ሙጬ" (BBC)
    if text[-1:] == "." and _SENTENCE_END_NAME.search(text):
        text = text[:-1]  # (xnews31) the full stop of a sentence-like byline: "Posted by Alon Zakai." (not "John Doe Jr.")
    label = _LABEL_LEAD.match(text)  # (xnews29a) "Toimetaja: Mari Tamm": a label no table knows, then the name
    if label is not None:
        if _PICTURE_LABEL.fullmatch(label.group(1)):
            return ""  # "Foto: Jan Novák": a photographer is no author
        text = text[label.end():]
    text = _SECOND_CREDIT.sub("", text)  # "Jana Malá, foto: Petr Novák": the photographer is no author
    text = without_trade(_TRADE_TAIL.sub("", text))  # "Peter Horváth, redaktor", "Jana Malá | redaktorka": the name
    # ((xmeta33) and the other languages' trades: "By <a>Jane Doe</a>, Senior Reporter")
    text = _AFFILIATION.sub("", text)  # "Jean-Luc Aufranc (CNXSoft)": the name, not its site or handle
    text = FOLLOW_TAIL.sub("", _BROADCASTER_DESK.sub("", text))  # (xnews29c) "Peter Blunschi Folge mir", "…, MDR AKTUELL"
    text = without_place(text)  # (xmeta33) "Jane Doe, Los Angeles"
    place = _PLACE.search(text)
    if place is not None and place.group(1)[0].isupper() and place.group(1).lower() not in _AGENCIES:
        text = text[:place.start()]  # "Markus Balser, Berlin", "Max Mustermann, Redaktion": a place or a desk
    if not text or len(text) > AUTHOR_TEXT or "|" in text or any(c.isdigit() for c in text) \
            or _NOT_NAMES.search(text) or _ADDRESS.search(text) or default_account(text):
        return ""
    if len(text) <= 3 and text.isupper() and text.lower() not in _AGENCIES:
        return ""
    if not _words_of_names(text):
        return ""
    names = [n for n in _NAME_SPLIT.split(text) if n]
    return "; ".join(names) if len(names) > 1 else text  # "X und Y", "X et Y": the names as a list


# the end of a name that a sentence's full stop closes: a word of three letters or more before it ("Zakai."), not an
# initial ("John F.") nor "Jr." or "Sr."
_SENTENCE_END_NAME = re.compile(r"(?<![JS]r)(?<=[^\W\d_]{3})\.$")


# a weekday before the date that a byline's tail cut off: an English or German one written out (glued to the name
# when the date was an element of its own: "Jeff FoustMonday"), or after a blank, short ("Tues.") or, in small
# letters, another language's written out ("Jean Dupont mardi", "Jan Novák pondělí")
_CAPITAL_WEEKDAYS = [w.capitalize() for w in phrases.weekday_words(("en", "de"), short=False)]
_CAPITAL_SHORT_WEEKDAYS = [w.capitalize() for w in phrases.weekday_words(("en", "de"), full=False)]
_SMALL_WEEKDAYS = phrases.weekday_words(("fr", "it", "cs", "sk"), short=False)
WEEKDAY_END = re.compile(r"(?:" + "|".join(_CAPITAL_WEEKDAYS) + r"|(?:(?<=\s)|^)(?:"
                         + "|".join(_CAPITAL_SHORT_WEEKDAYS + list(_SMALL_WEEKDAYS)) + r")\.?)$")
_ADDRESS = re.compile(r"\w\.[a-z]{2,}\b|www\.|@")  # a web or mail address, not a name ("Lobinwww.lobin.de")
# (session 26) what follows the writer's names in a Czech or Slovak credit line: the second credit ("…, foto: Petr
# Malý", "…, video: …") and the writer's trade ("…, redaktor", "… | redaktorka")
_SECOND_CREDIT = re.compile(r"\s*[,;|]\s*(?:" + phrases.BYLINE_SECOND + r")\s*:\s*\S.*$", re.I)
_TRADE_TAIL = re.compile(r"\s*[,|]\s*" + _TRADES + r"(?: [\w.+-]{1,20}){0,2}$", re.I)
_AFFILIATION = re.compile(r"\s*\([^()]{1,40}\)$")  # a bracketed site, handle or desk after the name
# (xnews29a) one word and a colon before the names in an author element: a label (the editor's "Toimetaja:", "Urednik:")
_LABEL_LEAD = re.compile(r"\A([^\W\d_]{2,20})\s*:\s+(?=[^\W\d_])")
_PICTURE_LABEL = re.compile(phrases.BYLINE_SECOND + "|kuva|kép|fotó|billede|bild|slika|nuotr", re.I)
# (xnews29c) a public broadcaster's desk after the writer's name and a comma ("von Lucas Riemer, MDR SACHSEN-ANHALT",
# "Anna Schmidt, BR24", "Tom Weber, SWR Aktuell"), and a follow button's word after the name ("Peter Blunschi Folge
# mir", "Jane Doe Follow")
_BROADCASTER_DESK = re.compile(r",\s*(?:ARD|ZDF|WDR|NDR|MDR|SWR|BR|BR24|HR|hr|RBB|rbb|SR|RB|DLF|SRF|ORF|DW|Deutschlandfunk"
                               r"|tagesschau\.de|ZDFheute)\b[\w .-]{0,40}$")
FOLLOW_TAIL = re.compile(r"\s+(?:folge mir|folgen|follow(?: me)?|suivre|segui(?:r)?|sledovat|sledovať)$", re.I)
_PLACE = re.compile(r",\s*([^\W\d_][\w.-]*)\s*$")  # one capitalized word after the names' last comma
# (xmeta33) ... or a place of two or three words whose first opens places, not names ("Jane Doe, Los Angeles", "Anna
# Müller, Bad Homburg", "Juan Pérez, San José": in one meta tag, no second writer)
_PLACE_WORDS = re.compile(r",\s*((?:" + "|".join(sorted(_PLACE_OPENERS, key=lambda w: (-len(w), w)))
                          + r")\.?(?:\s+[^\W\d_][\w.-]*){1,2})\s*$", re.I)

