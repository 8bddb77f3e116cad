"""Pages in the scripts other than Latin (session 26): news articles and blog posts in Russian, Ukrainian, Greek,
Arabic and Hebrew (right to left), Chinese, Japanese, Korean, Hindi and Thai, with a site's furniture in the page's
language.  Six classes found where the rules knew European text only, each fixed in general:

- a paragraph "ends as a sentence" only at . ! ? (``fullstops.ends_sentence`` knows 。 । ؟ and a Thai paragraph's
  last letter; the prose lengths weigh CJK characters as ``classify.text_length`` does): the article's paragraphs
  after an in-text teaser heading ("関連記事", "관련 기사", "ข่าวที่เกี่ยวข้อง") went with its teasers;
- teaser headings in Hindi, Thai, Persian ("ये भी पढ़ें", "ข่าวที่เกี่ยวข้อง", "مطالب مرتبط") were unknown: their cards'
  excerpts stayed;
- rights notices and a Chinese site's licence lines ("版权所有", "京ICP备…号", "Все права защищены", "جميع الحقوق
  محفوظة") were kept;
- a player's "正在加载...", "Загрузка..." stayed as text;
- a Chinese news page's meta line ("2017-03-10 09:58:03来源：网易科学人作者：责任编辑：肖春芳") stayed as text;
- a Chinese or Japanese news item of five paragraphs (250 characters) asked for second opinions as a headline alone
  does, and the one that kept a teaser box's excerpt won (``choose`` weighs their text as ``classify.text_length``
  does).

Guards of the same shape stay as they are: the European pages, the copyright holder of a court report, a long
paragraph that mentions the notice, a news agency's line under its article ("<저작권자 © 연합뉴스, 무단 전재-재배포
금지>": the development sets' truths keep it), the whole text of every page, and ``vert`` writes each page's language.
"""

from __future__ import annotations

import re

import pytest
from vert_support import docs_of, make_warc, page, read_vert, settings_data

from corpustools.vert.choose import extract_page
from corpustools.vert.fullstops import ends_sentence

TITLE = {
    "ru": "Правительство утвердило новую программу поддержки малого бизнеса",
    "el": "Η κυβέρνηση ενέκρινε νέο πρόγραμμα στήριξης των μικρών επιχειρήσεων",
    "ar": "الحكومة تقر برنامجا جديدا لدعم المشاريع الصغيرة",
    "he": "הממשלה אישרה תוכנית חדשה לסיוע לעסקים קטנים",
    "zh": "政府出台新政策支持中小企业发展",
    "ja": "政府、中小企業支援の新たな計画を決定",
    "ko": "정부, 중소기업 지원 새 계획 확정",
    "hi": "सरकार ने छोटे उद्योगों के लिए नई सहायता योजना को मंजूरी दी",
    "th": "รัฐบาลอนุมัติโครงการใหม่ช่วยเหลือธุรกิจขนาดเล็ก",
    "de": "Regierung beschließt neues Förderprogramm für kleine Unternehmen",
}
PARAS = {
    "ru": ("Правительство России во вторник утвердило новую программу поддержки малого и среднего бизнеса. По словам "
           "министра экономического развития, на эти цели в ближайшие три года будет направлено более двухсот "
           "миллиардов рублей.",
           "Основная часть средств пойдёт на льготные кредиты для предприятий, которые работают в регионах с высоким "
           "уровнем безработицы.",
           "Кроме того, компании смогут получить субсидии на покупку оборудования и обучение сотрудников.",
           "Эксперты ожидают, что программа позволит создать около ста тысяч новых рабочих мест.",
           "Первые заявки начнут принимать уже в следующем месяце, сообщили в министерстве."),
    "el": ("Η κυβέρνηση ενέκρινε την Τρίτη νέο πρόγραμμα στήριξης των μικρών και μεσαίων επιχειρήσεων. Σύμφωνα με τον "
           "υπουργό Οικονομικών, θα διατεθούν περισσότερα από δύο δισεκατομμύρια ευρώ τα επόμενα τρία χρόνια.",
           "Το μεγαλύτερο μέρος των χρημάτων θα κατευθυνθεί σε χαμηλότοκα δάνεια για επιχειρήσεις σε περιοχές με "
           "υψηλή ανεργία.",
           "Επιπλέον, οι εταιρείες θα μπορούν να λάβουν επιδοτήσεις για την αγορά εξοπλισμού.",
           "Οι ειδικοί εκτιμούν ότι το πρόγραμμα θα δημιουργήσει περίπου τριάντα χιλιάδες νέες θέσεις εργασίας.",
           "Οι πρώτες αιτήσεις θα γίνονται δεκτές από τον επόμενο μήνα, ανακοίνωσε το υπουργείο."),
    "ar": ("أقرت الحكومة يوم الثلاثاء برنامجا جديدا لدعم المشاريع الصغيرة والمتوسطة. وقال وزير الاقتصاد إن أكثر من "
           "مليار دولار سيخصص لهذا الغرض خلال السنوات الثلاث المقبلة.",
           "وسيذهب الجزء الأكبر من الأموال إلى قروض ميسرة للشركات التي تعمل في المناطق التي ترتفع فيها نسبة البطالة، "
           "كما ستتمكن الشركات من الحصول على منح لشراء المعدات وتدريب الموظفين.",
           "ورحب ممثلو القطاع الخاص بالقرار، لكنهم أشاروا إلى أن كثيرا من رجال الأعمال ما زالوا يواجهون صعوبات في "
           "إنجاز المعاملات الإدارية.",
           "ويتوقع خبراء أن يسهم البرنامج في توفير نحو خمسين ألف فرصة عمل جديدة، ومن المقرر أن يبدأ استقبال الطلبات "
           "الأولى في الشهر المقبل.",
           "فهل تصل الأموال هذه المرة إلى من يحتاجها فعلا؟"),
    "he": ("הממשלה אישרה ביום שלישי תוכנית חדשה לסיוע לעסקים קטנים ובינוניים. לדברי שר הכלכלה, יוקצו למטרה זו יותר "
           "משלושה מיליארד שקלים בשלוש השנים הקרובות.",
           "רוב הכסף יופנה להלוואות בתנאים נוחים לעסקים הפועלים באזורים שבהם שיעור האבטלה גבוה, וחברות יוכלו לקבל "
           "מענקים לרכישת ציוד ולהכשרת עובדים.",
           "נציגי המגזר העסקי בירכו על ההחלטה, אך ציינו כי בעלי עסקים רבים עדיין נתקלים בקשיים בירוקרטיים רבים.",
           "מומחים מעריכים כי התוכנית תביא ליצירת כעשרים אלף מקומות עבודה חדשים ברחבי הארץ.",
           "הבקשות הראשונות יתקבלו כבר בחודש הבא, כך נמסר ממשרד הכלכלה."),
    "zh": ("国务院周二批准了一项支持中小企业发展的新计划。经济部长表示，未来三年将为此投入超过两千亿元人民币。",
           "大部分资金将用于向失业率较高地区的企业提供低息贷款。",
           "此外，企业还可以申请专项补贴，用于购买生产设备和培训员工，每家企业最多可获得五十万元。",
           "专家预计，该计划将在未来三年内创造约十万个新的就业岗位，其中一半以上位于中西部地区。",
           "第一批申请将于下个月开始受理，企业可以通过当地政府的网站提交材料。"),
    "ja": ("政府は火曜日、中小企業を支援する新たな計画を閣議決定した。経済産業大臣によると、今後三年間で二兆円以上を投じる"
           "方針だという。",
           "資金の大部分は、失業率の高い地域で事業を営む企業向けの低利融資に充てられる。",
           "また、企業は設備の購入や従業員の研修に対する補助金も受け取ることができる。",
           "専門家は、この計画によって約十万人の新たな雇用が生まれると見込んでいる。",
           "最初の申請の受け付けは来月から始まる予定だ。"),
    "ko": ("정부는 화요일 중소기업을 지원하기 위한 새로운 계획을 확정했다. 경제부 장관에 따르면 앞으로 3년 동안 이 목적에 "
           "2조 원 이상이 투입될 예정이다.",
           "자금의 대부분은 실업률이 높은 지역에서 사업을 하는 기업에 대한 저금리 대출에 쓰인다.",
           "또한 기업들은 장비 구입과 직원 교육을 위한 보조금도 받을 수 있다.",
           "전문가들은 이 계획으로 약 10만 개의 새로운 일자리가 생길 것으로 내다봤다.",
           "첫 신청 접수는 다음 달부터 시작된다."),
    "hi": ("केंद्र सरकार ने मंगलवार को छोटे और मझोले उद्योगों की मदद के लिए एक नई योजना को मंजूरी दी। वाणिज्य मंत्री के "
           "अनुसार अगले तीन वर्षों में इस पर बीस हजार करोड़ रुपये से अधिक खर्च किए जाएंगे।",
           "अधिकांश राशि उन कंपनियों को सस्ते कर्ज देने में लगाई जाएगी जो अधिक बेरोजगारी वाले इलाकों में काम करती हैं।",
           "इसके अलावा कंपनियां नई मशीनें खरीदने और कर्मचारियों को प्रशिक्षण देने के लिए सरकारी अनुदान भी ले सकेंगी।",
           "विशेषज्ञों का अनुमान है कि इस योजना से अगले दो वर्षों में देश भर में लगभग एक लाख नई नौकरियां पैदा होंगी।",
           "पहले आवेदन अगले महीने से स्वीकार किए जाएंगे।"),
    "th": ("คณะรัฐมนตรีมีมติเมื่อวันอังคารอนุมัติโครงการใหม่เพื่อช่วยเหลือวิสาหกิจขนาดกลางและขนาดย่อม "
           "รัฐมนตรีว่าการกระทรวงพาณิชย์กล่าวว่าจะใช้งบประมาณกว่าห้าหมื่นล้านบาทในช่วงสามปีข้างหน้า",
           "เงินส่วนใหญ่จะนำไปใช้เป็นสินเชื่อดอกเบี้ยต่ำสำหรับธุรกิจที่ดำเนินกิจการในพื้นที่ที่มีอัตราการว่างงานสูง",
           "บริษัทต่างๆ ยังสามารถขอรับเงินอุดหนุนเพื่อซื้ออุปกรณ์และฝึกอบรมพนักงานได้อีกด้วย",
           "ผู้เชี่ยวชาญคาดว่าโครงการนี้จะช่วยสร้างงานใหม่ได้ราวหนึ่งแสนตำแหน่ง",
           "โดยจะเริ่มเปิดรับคำขอชุดแรกในเดือนหน้า"),
    "de": ("Die Bundesregierung hat am Dienstag ein neues Förderprogramm für kleine und mittlere Unternehmen beschlossen. "
           "Nach Angaben des Wirtschaftsministers sollen dafür in den kommenden drei Jahren mehr als zwei Milliarden "
           "Euro bereitstehen.",
           "Der größte Teil des Geldes fließt in günstige Kredite für Betriebe in Regionen mit hoher Arbeitslosigkeit.",
           "Zudem können Firmen Zuschüsse für Maschinen und die Weiterbildung ihrer Beschäftigten beantragen.",
           "Fachleute erwarten, dass so rund hunderttausend neue Arbeitsplätze entstehen.",
           "Die ersten Anträge werden vom kommenden Monat an angenommen, teilte das Ministerium mit."),
}
# (heading of a teaser box, two teaser titles, an excerpt under each)
BOX = {
    "ru": ("Читайте также", ("Центробанк сохранил ключевую ставку", "Инфляция в октябре замедлилась"),
           "Эксперты рассказали, как изменится рынок труда в ближайшие годы и кого это коснётся."),
    "el": ("Διαβάστε επίσης", ("Η ΕΚΤ διατήρησε τα επιτόκια", "Επιβραδύνθηκε ο πληθωρισμός τον Οκτώβριο"),
           "Οι ειδικοί εξηγούν πώς θα αλλάξει η αγορά εργασίας τα επόμενα χρόνια και ποιους θα επηρεάσει."),
    "ar": ("اقرأ أيضا", ("البنك المركزي يثبت سعر الفائدة", "تباطؤ التضخم في أكتوبر"),
           "يشرح خبراء كيف ستتغير سوق العمل في السنوات المقبلة ومن سيتأثر بذلك."),
    "he": ("עוד באתר", ("בנק ישראל הותיר את הריבית", "האינפלציה באוקטובר התמתנה"),
           "מומחים מסבירים כיצד ישתנה שוק העבודה בשנים הקרובות ומי יושפע מכך."),
    "zh": ("相关阅读", ("央行维持基准利率不变", "十月份通胀有所放缓"), "专家介绍了未来几年就业市场将发生哪些变化，以及哪些人会受到影响。"),
    "ja": ("関連記事", ("日銀、金利を据え置き", "10月の物価上昇率が鈍化"), "専門家が、今後数年で雇用市場がどう変わり、誰に影響が及ぶのかを解説した。"),
    "ko": ("관련 기사", ("한국은행 기준금리 동결", "10월 물가 상승률 둔화"),
           "전문가들은 앞으로 몇 년 동안 고용 시장이 어떻게 바뀔지, 누가 영향을 받을지 설명했다."),
    "hi": ("ये भी पढ़ें", ("रिजर्व बैंक ने रेपो दर में बदलाव नहीं किया", "अक्टूबर में महंगाई दर घटी"),
           "विशेषज्ञों ने बताया कि आने वाले वर्षों में रोजगार बाजार कैसे बदलेगा और इसका असर किस पर पड़ेगा।"),
    "th": ("ข่าวที่เกี่ยวข้อง", ("แบงก์ชาติคงอัตราดอกเบี้ยนโยบาย", "เงินเฟ้อเดือนตุลาคมชะลอตัว"),
           "ผู้เชี่ยวชาญเผยตลาดแรงงานจะเปลี่ยนแปลงอย่างไรในอีกไม่กี่ปีข้างหน้าและใครจะได้รับผลกระทบ"),
    "de": ("Mehr zum Thema", ("EZB lässt den Leitzins unverändert", "Inflation im Oktober gesunken"),
           "Fachleute erklären, wie sich der Arbeitsmarkt in den kommenden Jahren verändert und wen das betrifft."),
}
RTL = ("ar", "he")


def _html(lang: str, body: str) -> str:
    direction = "rtl" if lang in RTL else "ltr"
    return page(body, TITLE[lang], '<meta property="og:type" content="article">').replace(
        "<html>", f'<html lang="{lang}" dir="{direction}">')


def _texts(lang: str, body: str) -> list[str]:
    url = f"https://www.example.com/news/2024/03/12/story-{lang}.html"
    return [b.text for b in extract_page(_html(lang, body), url, {"languages": ()}).blocks]


def _article(lang: str, inside: str, after: str = "", split: int = 1) -> str:
    paras = PARAS[lang]
    return (f'<main><article><h1>{TITLE[lang]}</h1><div class="text">'
            + "".join(f"<p>{p}</p>" for p in paras[:split]) + inside
            + "".join(f"<p>{p}</p>" for p in paras[split:]) + f"{after}</div></article></main>")


# --- a sentence's end in every script ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "政府批准了新计划。", "经济部长表示：“将投入两千亿元。”", "申请下月开始受理！", "इस पर बीस हजार करोड़ रुपये खर्च किए जाएंगे।",
    "فهل تصل الأموال هذه المرة إلى من يحتاجها فعلا؟", "حکومت نے نیا منصوبہ پیش کیا۔", "Der Plan gilt ab Montag.",
    "„Das ist gut.“", "ผู้เชี่ยวชาญคาดว่าโครงการนี้จะช่วยสร้างงานใหม่ได้ราวหนึ่งแสนตำแหน่ง", "(Он ушёл.)",
])
def test_a_sentence_ends_at_the_full_stop_of_its_script(text):
    assert ends_sentence(text)


@pytest.mark.parametrize("text", ["Inflation im Oktober gesunken", "央行维持基准利率不变", "Stand: 12.03.2024 10:00 Uhr 2024",
                                  "अक्टूबर में महंगाई दर घटी", "", "“”"])
def test_a_title_or_a_label_ends_no_sentence(text):
    assert not ends_sentence(text)


def test_an_ellipsis_ends_a_sentence_only_when_asked():
    assert ends_sentence("Er kam zu spät …") and not ends_sentence("Er kam zu spät …", ellipsis=False)
    assert not ends_sentence("ข่าว ๑๒๓")  # a Thai digit is no letter


# --- the article's paragraphs after a teaser heading in its text -----------------------------------------------

def _inline_box(lang: str, tag: str) -> str:
    head, titles, _ = BOX[lang]
    heading = f"<h3>{head}</h3>" if tag == "h3" else f"<p><strong>{head}</strong></p>"
    return heading + "<ul>" + "".join(f'<li><a href="/news/{i}.html">{t}</a></li>' for i, t in enumerate(titles)) + "</ul>"


@pytest.mark.parametrize("tag", ["h3", "strong"])
@pytest.mark.parametrize("lang", ["ja", "ko", "th"])
def test_paragraphs_after_a_teaser_heading_in_the_text_stay_in_scripts_without_latin_full_stops(lang, tag):
    texts = _texts(lang, _article(lang, _inline_box(lang, tag), split=1))
    assert [t for t in texts if t != TITLE[lang]] == list(PARAS[lang])


@pytest.mark.parametrize("tag", ["h3", "strong"])
@pytest.mark.parametrize("lang", ["ru", "el", "de", "zh", "hi"])
def test_paragraphs_after_a_teaser_heading_stay(lang, tag):
    """(Russian, Greek and German as before; the Chinese item of five paragraphs asked for second opinions, whose
    text held the heading and its links, and the Hindi heading stayed as text.)"""
    texts = _texts(lang, _article(lang, _inline_box(lang, tag), split=2))
    assert [t for t in texts if t != TITLE[lang]] == list(PARAS[lang])


# --- teaser boxes headed in Hindi, Thai, Hebrew, Persian ---------------------------------------------------------

def _card_box(lang: str) -> str:
    head, titles, excerpt = BOX[lang]
    cards = "".join(f'<div class="tumb"><div class="title"><a href="/news/{i}.html">{t}</a></div>'
                    f'<div class="body">{excerpt}</div></div>' for i, t in enumerate(titles * 2))
    return f'<div id="more"><h2>{head}</h2>{cards}</div>'


@pytest.mark.parametrize("lang", ["hi", "th", "he"])
def test_a_teaser_box_headed_in_hindi_thai_or_hebrew_goes_with_its_excerpts(lang):
    texts = _texts(lang, _article(lang, "", after=_card_box(lang), split=5))
    assert texts == [TITLE[lang], *PARAS[lang]]


@pytest.mark.parametrize("lang", ["ru", "el", "ar", "zh", "ja", "ko", "de"])
def test_teaser_boxes_headed_in_the_languages_known_before_go(lang):
    """(The Chinese and Japanese items of 250 characters asked for second opinions, which kept an excerpt: their
    text is weighed as ``classify.text_length`` weighs it now.)"""
    texts = _texts(lang, _article(lang, "", after=_card_box(lang), split=5))
    assert texts == [TITLE[lang], *PARAS[lang]]


def test_the_persian_heading_is_a_teaser_heading():
    from corpustools.vert.boiler import _RELATED_BY_FIRST

    assert _RELATED_BY_FIRST.fullmatch("مطالب مرتبط") and _RELATED_BY_FIRST.fullmatch("บทความแนะนำ")
    assert not _RELATED_BY_FIRST.fullmatch("मंत्री ने कहा कि ये भी पढ़ें")


# --- rights notices, licence lines and loading placeholders ------------------------------------------------------

NOTICE = {
    "zh": "共青团中央主办　共青团中央网络影视中心承办　版权所有：中国青年网",
    "ru": "© 2024 Новости. Все права защищены.",
    "el": "© 2024 Ειδήσεις. Με επιφύλαξη παντός δικαιώματος.",
    "ar": "© 2024 الأخبار. جميع الحقوق محفوظة.",
    "he": "© 2024 חדשות. כל הזכויות שמורות.",
    "hi": "© 2024 समाचार. सर्वाधिकार सुरक्षित.",
    "th": "© 2024 ข่าว สงวนลิขสิทธิ์",
}
LICENCE = "信息网络传播视听节目许可证0105108号　京｜ICP备11020872号－17　京公网安备110105007246"


@pytest.mark.parametrize("lang", sorted(NOTICE))
def test_a_rights_notice_in_the_scripts_of_the_web_goes(lang):
    texts = _texts(lang, _article(lang, "", after=f"<p>{NOTICE[lang]}</p>", split=5))
    assert texts == [TITLE[lang], *PARAS[lang]]


def test_a_chinese_sites_licence_line_goes():
    texts = _texts("zh", _article("zh", "", after=f"<p>{NOTICE['zh']}</p><p>{LICENCE}</p>", split=5))
    assert texts == [TITLE["zh"], *PARAS["zh"]]


@pytest.mark.parametrize("text", [
    "法院认定，原告是涉案作品的版权所有者，有权要求被告停止侵权并赔偿经济损失。",
    "记者了解到，" + "这家出版社在声明中强调“版权所有，侵权必究”，并表示将对盗版行为追究到底。" * 6,
    "【本文中文相关权益归本网独家所有。未经授权，不得转载、摘编。】",
    "<저작권자 © 연합뉴스, 무단 전재-재배포 금지>",
])
def test_a_paragraph_about_a_copyright_holder_and_an_agencys_line_under_its_article_stay(text):
    lang = "ko" if text[0] == "<" else "zh"
    texts = _texts(lang, _article(lang, f"<p>{text.replace('<', '&lt;').replace('>', '&gt;')}</p>", split=3))
    assert text in texts


@pytest.mark.parametrize(("lang", "line"), [("zh", "正在加载..."), ("ja", "読み込み中..."), ("ko", "로딩 중..."),
                                            ("ru", "Загрузка..."), ("zh", "加载中…")])
def test_a_players_loading_placeholder_goes(lang, line):
    texts = _texts(lang, _article(lang, f'<div class="player"><p>{line}</p></div>', split=2))
    assert texts == [TITLE[lang], *PARAS[lang]]


# --- the whole run: vert writes each page's text and language --------------------------------------------------

def test_vert_writes_the_text_and_language_of_pages_in_eleven_scripts(tmp_path):
    from corpustools.vert.run import convert

    langs = ["ru", "el", "ar", "he", "zh", "ja", "ko", "hi", "th", "de"]
    pages = [{"url": f"https://www.example.com/news/2024/03/12/story-{lang}.html",
              "html": _html(lang, '<header><nav><a href="/">Start</a> <a href="/politik/">Politik</a></nav></header>'
                                  + _article(lang, _inline_box(lang, "h3"), after=f"<p>{NOTICE.get(lang, '')}</p>",
                                             split=2)
                                  + "<footer><p>Impressum · Datenschutz</p></footer>")} for lang in langs]
    out = tmp_path / "out.vert"
    convert(settings_data(), [make_warc(tmp_path / "in.warc.gz", pages)], out, workers=1, source="test")
    docs = docs_of(read_vert(out))
    assert len(docs) == len(langs)
    for lang, doc in zip(langs, docs):
        assert re.search(f'<doc [^>]*lang="{lang}"', doc) and 'type="article"' in doc.split("\n")[0], doc[:300]
        assert doc.count("<p ") == len(PARAS[lang]) and set(re.findall(r'<p [^>]*lang="(\w+)"', doc)) == {lang}


# --- a Chinese news page's meta line -------------------------------------------------------------------------------

@pytest.mark.parametrize("line", ["2017-03-10 09:58:03来源：网易科学人作者：责任编辑：肖春芳",
                                  "发布时间：2024年3月12日 10:05 来源：人民网-人民日报",
                                  "來源：中央社 記者：王小明"])
def test_a_chinese_meta_line_of_source_writer_and_editor_goes(line):
    texts = _texts("zh", _article("zh", "", split=0).replace('<div class="text">', f'<div class="text"><p>{line}</p>'))
    assert texts == [TITLE["zh"], *PARAS["zh"]]


@pytest.mark.parametrize("line", ["记者：2024年的计划进展得怎么样？", "记者：你认为这个计划会成功吗？",
                                  "据统计，来源：2024年的数据显示，申请数量明显增长。"])
def test_an_interviews_question_and_a_sentence_with_a_label_stay(line):
    texts = _texts("zh", _article("zh", f"<p>{line}</p>", split=2))
    assert line in texts
