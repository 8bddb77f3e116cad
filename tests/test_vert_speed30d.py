"""Speed rewrites of session 30 (xspeed30d) that must not change what they answer.

``furniture._doomed`` no longer judges a candidate inside an element already doomed that is not named as
comments (it goes with that element), but still judges one named as comments there (comments count towards a
forum thread's page), and every candidate inside a doomed comments' element (which a forum thread keeps).
"""

from __future__ import annotations

from corpustools.vert import extract

_POSTS = [
    "Ich habe das gleiche Problem mit meinem Router seit dem letzten Update, die Verbindung bricht jeden Abend ab "
    "und erst ein Neustart hilft, was kann ich da noch versuchen?",
    "Bei mir hat es geholfen, die Firmware wieder auf die vorherige Version zurückzusetzen und danach den "
    "automatischen Kanalwechsel im WLAN-Menü auszuschalten, seitdem läuft alles stabil.",
    "Danke für den Hinweis, ich habe den Kanalwechsel abgeschaltet und die Verbindung hält jetzt schon seit drei "
    "Tagen ohne einen einzigen Abbruch, das war also wirklich die Ursache.",
]


def _texts(html: str) -> str:
    return "\n".join(b.text for b in extract.parse(html, "https://forum.example.de/thema/router-123").blocks)


def test_a_forum_threads_posts_named_as_comments_stay_without_the_share_buttons_inside_them():
    posts = "".join(f'<div class="comment" id="comment-{i}"><p class="author">Nutzer{i}</p><p>{text}</p>'
                    f'<div class="share-buttons"><a href="/s/{i}">Teilen auf Facebook</a> <a href="/m/{i}">Per '
                    f"E-Mail senden</a></div></div>" for i, text in enumerate(_POSTS))
    side = ('<div class="sidebar-widget"><h3>Neueste Beiträge</h3><div class="recent-comments"><p>Nutzer9 zu '
            '<a href="/thema/drucker">Drucker druckt nur leere Seiten</a></p></div></div>')
    html = f"<html><head><title>Router trennt jeden Abend</title></head><body><h1>Router trennt jeden Abend" \
           f"</h1>{posts}{side}</body></html>"
    text = _texts(html)
    for post in _POSTS:
        assert post in text
    assert "Teilen auf Facebook" not in text and "Per E-Mail senden" not in text
    assert "Drucker druckt nur leere Seiten" not in text


def test_an_articles_comments_inside_a_doomed_box_go_and_its_text_stays():
    body = ("<article><h1>Nová linka metra</h1>" + "".join(
        f"<p>Dopravní podnik v pondělí představil plán nové linky metra, která má spojit severní a jižní část "
        f"města. Stavba má začít za {n} roky a potrvat nejméně deset let.</p>" for n in (2, 3, 4)) + "</article>"
        '<div class="related-box"><h2>Související</h2><div class="comments"><p>Pavel: Konečně, na to čekáme '
        'dvacet let a pořád nic.</p></div><ul class="related-links"><li><a href="/a/1">Tramvaje pojedou jinudy'
        "</a></li></ul></div>")
    text = _texts(f"<html><head><title>Metro</title></head><body>{body}</body></html>")
    assert "Stavba má začít za 4 roky" in text
    assert "Konečně, na to čekáme" not in text and "Tramvaje pojedou jinudy" not in text
