"""Recall of the extractor, per failure class: text of the page's content that the classes and the container
used to lose (all pages written here, in several languages)."""

from __future__ import annotations

from vert_support import CS_TEXT, CS_TEXT2, EN_TEXT, page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- a table whose cells wrap their text in a paragraph ---------------------------------------------

def test_a_table_whose_cells_hold_paragraphs_keeps_its_short_cells():
    # AsciiDoc, Word and many CMSs write <td><p>60%</p></td>: no cell has text of its own
    rows = "".join(f"<tr><td><p><a href='/issue/{i}'>Feature {i}</a></p></td><td><p>{10 * i}%</p></td>"
                   f"<td><p>{10 * i + 5}%</p></td></tr>" for i in range(1, 7))
    body = (f"<article><h1>Progress report</h1><p>{EN_TEXT}</p><table><tbody>{rows}</tbody></table>"
            f"<p>{EN_TEXT} Again.</p></article>")
    texts = _texts(page(body), "https://blog.example.com/2024/11/progress-report-39")
    assert all(f"{10 * i}%" in texts and f"{10 * i + 5}%" in texts for i in range(1, 7))


def test_a_layout_table_cell_does_not_bring_in_its_short_lines():
    # a page laid out in a table: the article's cell holds many blocks, its short lines are not facts
    cell = f"<h1>Rozpočet</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p><p>{CS_TEXT} Znovu.</p><p>Tisk</p><p>12. 3. 2024</p>"
    body = (f"<table><tr><td><p><a href='/'>Domů</a></p></td><td>{cell}</td>"
            f"<td><p><a href='/a'>Zprávy</a></p></td></tr></table>")
    texts = _texts(page(body), "https://www.example.cz/domov/vlada-schvalila-rozpocet.html")
    assert CS_TEXT in texts and CS_TEXT2 in texts
    assert "Tisk" not in texts and "12. 3. 2024" not in texts


# --- a listicle's numbered headings that link to what they list -------------------------------------

def test_a_listicles_numbered_linked_headings_are_kept_but_a_list_of_other_stories_is_not():
    names = ["Blue Moving Company", "Lyfe Marketing", "Disruptive Agency", "Socially Inclined"]
    entries = "".join(f"<h3>{i}. <a href='https://blog.example.com/go/{i}'>{name}</a></h3><p>{EN_TEXT} {i}.</p>"
                      for i, name in enumerate(names, 1))
    others = "".join(f"<h3><a href='https://blog.example.com/2024/{i}/story'>Another story number {i} of ours</a></h3>"
                     for i in range(1, 4))
    body = f"<article><h1>The best agencies</h1><p>{EN_TEXT}</p>{entries}</article><aside>{others}</aside>"
    texts = _texts(page(body), "https://blog.example.com/2024/11/best-agencies")
    assert all(f"{i}. {name}" in texts for i, name in enumerate(names, 1))
    assert not any("Another story" in t for t in texts)


def test_linked_headings_that_merely_start_with_a_number_are_not_a_listicle():
    # "21 Recruiting Strategies ...": other articles' headlines, no "1." "2." "3." entries
    teasers = "".join(f"<h3><a href='/2024/{n}-tips'>{n} Recruiting Strategies for {n} Teams</a></h3>"
                      for n in (21, 15, 7))
    body = f"<article><h1>Hiring</h1><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p>{teasers}<p>{EN_TEXT} Last.</p></article>"
    texts = _texts(page(body), "https://blog.example.com/2024/11/hiring")
    assert not any("Recruiting Strategies" in t for t in texts)


# --- a definition list's terms that link to their own page -----------------------------------------

def test_a_manuals_linked_terms_are_kept_with_their_descriptions():
    props = [("binaryType", "The binary data type used by the connection."),
             ("bufferedAmount", "The number of bytes of queued data."),
             ("extensions", "The extensions selected by the server."),
             ("protocol", "The sub-protocol selected by the server.")]
    terms = "".join(f"<dt><a href='/docs/WebSocket/{name}'><code>WebSocket.{name}</code></a></dt><dd><p>{text}</p></dd>"
                    for name, text in props)
    body = (f"<main><h1>WebSocket</h1><p>{EN_TEXT}</p><h2>Instance properties</h2><dl>{terms}</dl>"
            f"<p>{EN_TEXT} Again.</p></main><nav><dl><dt><a href='/docs/a'>Guides</a></dt><dd><a href='/b'>All</a></dd>"
            f"</dl></nav>")
    texts = _texts(page(body), "https://developer.example.org/en-US/docs/Web/API/WebSocket")
    assert all(f"WebSocket.{name}" in texts and text in texts for name, text in props)
    assert "Guides" not in texts


# --- a list of links announced by the sentence before it -------------------------------------------

def test_a_list_of_linked_names_announced_by_a_colon_is_kept_but_read_also_teasers_are_not():
    tools = ["GitHub", "GitLab", "Bitbucket", "Gitea"]
    items = "".join(f"<li><a href='https://{t.lower()}.example.com/'>{t}</a></li>" for t in tools)
    teasers = "".join(f"<li><a href='/zpravy/{i}'>Další zpráva číslo {i} z domova a ze světa</a></li>" for i in range(3))
    body = (f"<article><h1>Verzování</h1><p>{EN_TEXT}</p><p>The best known hosts of repositories are:</p>"
            f"<ul>{items}</ul><p>{EN_TEXT} Again.</p><p>Přečtěte si také:</p><ul>{teasers}</ul>"
            f"<p>{CS_TEXT}</p></article>")
    texts = _texts(page(body), "https://blog.example.com/2024/11/version-control")
    assert all(t in texts for t in tools)
    assert not any("Další zpráva" in t for t in texts)


# --- a table of facts under a heading row of one cell ----------------------------------------------

def test_a_products_table_of_facts_under_a_heading_row_is_kept_but_a_forms_labels_are_not():
    specs = [("Geschmack:", "süß"), ("Restsäure:", "7,1 g/l"), ("Restsüße:", "39,9 g/l")]
    table = "<tr><th colspan='2'>Details zum Artikel</th></tr>" + "".join(
        f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in specs)
    form = "<tr><th>Bewertung schreiben</th></tr>" + "".join(
        f"<tr><td>{label}:</td><td><input name='{label}'></td></tr>" for label in ("Name", "E-Mail", "Ort"))
    body = (f"<div class='grid'><div class='col'><h1>Zinfandel Rosé</h1></div><div class='col'><p>{EN_TEXT}</p>"
            f"<p>{EN_TEXT} Again.</p></div></div><div class='details'><table>{table}</table></div>"
            f"<div class='f'><table>{form}</table></div>")
    texts = _texts(page(body), "https://shop.example.de/weine/zinfandel-rose-2015-0-75-l")
    assert "Details zum Artikel" in texts and all(k in texts and v in texts for k, v in specs)
    assert "E-Mail:" not in texts


# --- a label whose value is a link, among labels with their values --------------------------------

def test_a_label_with_a_linked_value_among_kept_labels_is_kept_but_a_see_more_line_after_a_quote_is_not():
    outfit = ("<p>Ohrringe: Leaf Combo Zoeca</p><p>Earcuff: Zoeca</p>"
              "<p>Kreole: <a href='https://shop.example.com/stella-hoops'>Stella Hoops</a></p>")
    quote = ("<p>Der Minister sagte am Montag in Berlin vor Journalisten: „Wir werden den Haushalt nicht mehr "
             "ändern, die Zahlen sind geprüft und die Mehrheit im Parlament steht fest.“</p>"
             "<p>SEE MORE: <a href='/news/2024/other-story'>Another story of the newsroom</a></p>"
             "<p>Die Opposition antwortete noch am selben Abend mit einer Erklärung: „Dieser Haushalt ist auf Sand "
             "gebaut, und das wissen alle, die die Zahlen gelesen haben.“</p>")
    body = f"<article><h1>Ear Candy</h1><p>{EN_TEXT}</p>{outfit}<p>{EN_TEXT} Again.</p>{quote}<p>{EN_TEXT} Last.</p></article>"
    texts = _texts(page(body), "https://blog.example.com/2024/11/ear-candy")
    assert "Kreole: Stella Hoops" in texts and "Earcuff: Zoeca" in texts
    assert not any("SEE MORE" in t for t in texts)


# --- a label whose one-word value is a link elsewhere -----------------------------------------------

def test_an_address_or_a_name_given_after_a_label_is_kept_but_a_teaser_after_read_also_is_not():
    tools = ["kubernetes.io", "jenkins.io", "docker.com"]
    entries = "".join(f"<h3>Tool number {i}</h3><p>{EN_TEXT} {i}.</p>"
                      f"<p>Website: <a href='https://{t}/'>https://{t}/</a></p>" for i, t in enumerate(tools, 1))
    teaser = ("<p>Read also: <a href='/2024/10/other'>How we chose the tools of our new platform</a></p>"
              "<p>Tickets – <a href='https://www.ticketshop.org/show/9596'>https://www.ticketshop.org/show/9596</a></p>")
    body = f"<article><h1>Tools</h1><p>{EN_TEXT}</p>{entries}{teaser}<p>{EN_TEXT} Last.</p></article>"
    texts = _texts(page(body), "https://blog.example.com/2024/11/tools")
    assert all(f"Website: https://{t}/" in texts for t in tools)
    assert not any("Read also" in t or "Tickets" in t for t in texts)  # a URL's colon is not a label's
