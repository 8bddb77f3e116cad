"""Regression tests for the pages where trafilatura kept the text better than vert (session 20's loss pass):
one small hand-written page per failure class, with the text that must stay beside what must go."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- Chinese, Japanese and Korean lines judged short by their characters -----------------------------------
# A line of six Japanese characters says as much as a line of eighteen Latin letters: the length that makes a
# link-free line inside the container text (15) counts them as the classifier does (three each), or the title
# and the closing line of a story in Japanese or Chinese went where their translation stayed.

JA_STORY = ("肉をくわえたイヌが、橋を渡っていました。ふと下を見ると、川の中にも肉をくわえたイヌがいます。イヌはそれを見て、"
            "思いました。あいつの肉の方が、大きそうだ。イヌは、くやしくてたまりません。そうだ、あいつをおどかして、あの肉を"
            "取ってやろう。そこでイヌは、川の中のイヌに向かって思いっきり吠えました。そのとたん、くわえていた肉はポチャンと"
            "川の中に落ちてしまいました。")
JA_MORAL = "同じ物を持っていても、人が持っている物の方が良く見え、また、欲張るとけっきょく損をするというお話しです。"
ZH_TEXT = ("北京市今天发布了新的空气质量报告，报告显示今年第一季度全市细颗粒物平均浓度比去年同期下降了百分之十二。"
           "专家表示，这一变化主要得益于冬季清洁取暖改造和机动车排放标准的提高，但春季沙尘天气仍然需要关注。"
           "市生态环境局有关负责人介绍，今年将继续推进重点行业减排工作，并加强区域联防联控。")
ZH_MORE = "该负责人还表示，市民可以通过手机应用程序随时查询各区的空气质量数据，并根据提示合理安排户外活动。"


def _story_page(head: list[str], text: list[str], tail: list[str], menu: list[str]) -> str:
    links = " ".join(f'<a href="/m{i}">{m}</a>' for i, m in enumerate(menu))
    side = "".join(f'<a href="/s{i}">{m}</a>' for i, m in enumerate(menu))
    return page(f'<div id="menu">{links}</div><div class="main">'
                + "".join(f"<p>{t}</p>" for t in head + text + tail)
                + f'</div><div class="side">{side}</div>', title=head[-1])


EN_STORY = ("A dog carrying a piece of meat in its mouth was crossing a bridge over a river. Looking down, he saw "
            "another dog in the water with a bigger piece of meat. He wanted that meat too, and barked at the dog in "
            "the water to frighten it away, so that his own meat fell into the river and was lost.")
EN_MORAL = "Even with the same thing in hand, what others hold looks better, and greed ends in loss: so the story says."


def test_japanese_story_keeps_the_lines_its_translation_keeps() -> None:
    url = "https://douwa.example/aesop/01/01.htm"
    ja = _texts(_story_page(["元旦のイソップ童話", "欲張りなイヌと川の中の影"], [JA_STORY, JA_MORAL], ["イソップ童話より、おしまい"],
                            ["ホーム", "日本昔話", "世界昔話"]), url)
    en = _texts(_story_page(["Aesop's fable for New Year's Day", "The greedy dog and its shadow"], [EN_STORY, EN_MORAL],
                            ["From Aesop's fables: the end"], ["Home", "Japanese tales", "World tales"]), url)
    assert len(en) == 5
    assert ja == ["元旦のイソップ童話", "欲張りなイヌと川の中の影", JA_STORY, JA_MORAL, "イソップ童話より、おしまい"]


def test_chinese_report_keeps_its_headings_and_byline_not_the_menu() -> None:
    html = _story_page(["空气质量季度报告", "今年第一季度细颗粒物浓度下降"], [ZH_TEXT, ZH_MORE], ["本报记者 王明 北京报道"],
                       ["首页", "新闻", "体育", "财经"])
    assert _texts(html, "https://news.example/2024/04/01/air.html") == [
        "空气质量季度报告", "今年第一季度细颗粒物浓度下降", ZH_TEXT, ZH_MORE, "本报记者 王明 北京报道"]


# --- a notice written twice, for phones and for desktops ---------------------------------------------------
# A service page (not an article) keeps jusText's prose from outside its container: a notice bar that the page
# writes twice (one copy shown on small screens, one on large ones) was kept twice, while its lists and tables,
# whose values repeat ("Yes", "$40"), keep every cell.

NOTICE = ("Important update: our Riverside clinic is not affiliated with any other hospital group, and we are open "
          "and ready to serve you as usual.")
INTRO = ("You will find modern treatment rooms at every one of our community health centers, where our dentists and "
         "hygienists offer complete care for children and adults, whatever their insurance, with evening hours on "
         "weekdays and an emergency line that is answered around the clock.")
SERVICES = ["Screening exams", "Cleanings and polishing", "Tooth-colored fillings", "Root canals on select teeth"]


MORE = ("Our hygienists explain every step of a cleaning before they begin, and they show children how to brush "
        "and floss with the models in each treatment room, so that a first visit is something to look forward to.",
        "Patients without insurance pay on a sliding scale that depends on the size and income of their household, "
        "and nobody is turned away because they cannot pay; ask at the front desk for the form to fill in.")


def _service_page() -> str:
    notice = f'<div class="alert-bar"><div class="alert-text d-md-none">{NOTICE}</div>' \
             f'<div class="alert-text d-none d-md-block">{NOTICE}</div></div>'
    rows = "".join(f"<tr><td>{n}</td><td>Yes</td><td>$40</td></tr>" for n in ("Children", "Adults", "Seniors"))
    return page('<div class="top">' + notice + '<nav><a href="/">Home</a> <a href="/services">Services</a></nav></div>'
                '<div id="page"><div class="hero"><h1>Dental Care</h1></div><div class="wrap"><div class="col">'
                '<div class="section"><div class="body">' + "".join(f"<p>{t}</p>" for t in (INTRO,) + MORE)
                + '</div></div></div></div>'
                '<div class="wrap"><div class="col"><div class="section"><h2>Procedures and services</h2><ul>'
                + "".join(f"<li>{s}</li>" for s in SERVICES) + "</ul></div></div></div>"
                '<div class="wrap"><div class="col"><div class="section"><h2>Fees</h2><table><tr><th>Patient</th>'
                '<th>Insured</th><th>Visit</th></tr>' + rows + "</table></div></div></div></div>"
                '<footer><a href="/privacy">Privacy</a></footer>', title="Dental Care")


def test_a_notice_written_twice_is_kept_once_and_table_values_stay() -> None:
    got = _texts(_service_page(), "https://health.example/dental-care/")
    assert INTRO in got
    assert got.count(NOTICE) <= 1
    assert all(s in got for s in SERVICES)
    assert got.count("Yes") == 3 and got.count("$40") == 3
