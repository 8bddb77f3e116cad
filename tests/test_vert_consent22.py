"""A consent manager named by its vendor (session 22): Ethyca's Fides (``fides-banner-container``, ``fides-modal``),
the banner and the IAB purposes of Condé Nast's sites, goes however much of a short page it holds, as OneTrust's
and Didomi's do; a Hungarian page's ``fidesz`` (the party) is not it."""

from __future__ import annotations

from vert_support import EN_TEXT, page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
PURPOSES = ["Store and/or access information on a device", "Use limited data to select advertising",
            "Create profiles for personalised advertising", "Use profiles to select personalised advertising",
            "Create profiles to personalise content", "Use profiles to select personalised content",
            "Measure advertising performance", "Measure content performance",
            "Understand audiences through statistics or combinations of data from different sources",
            "Develop and improve services", "Use limited data to select content", "Use precise geolocation data"]
NOTICE = ("We, and our partners use cookies and similar methods to recognize visitors and remember their preferences. "
          "We may also use these technologies to gauge the effectiveness of advertising campaigns, target "
          "advertisements and analyze site traffic. You may exercise your rights for each vendor below.")


def _fides() -> str:
    """Ethyca Fides's TCF banner and its preference modal, as the page ships them (before any script runs)."""
    purposes = "".join(f"<li class='fides-notice-toggle'><span class='fides-notice-toggle-title'>{p}</span></li>"
                       for p in PURPOSES)
    return ("<div id='fides-overlay'><div id='fides-banner-container' class='fides-banner fides-tcf-banner-container' "
            "role='alertdialog' aria-modal='true' aria-hidden='false'><div id='fides-banner'><div "
            "id='fides-banner-title' class='fides-banner-title'>We Care About Your Privacy</div><div "
            f"class='fides-banner-description'>{NOTICE}</div></div></div><div class='fides-modal-container'><div "
            f"class='fides-modal-content'><h2>About Your Privacy</h2><p>{NOTICE}</p><ul>{purposes}</ul></div></div></div>")


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def test_a_fides_consent_manager_goes_however_much_of_a_short_page_it_holds():
    """A section page of a few teasers: the banner and its purposes outweighed the page's own text and
    stayed (a dialog goes only while it holds less than 40 % of the page)."""
    teasers = "".join(f"<div class='summary-item'><a href='/story/s{i}/'><h3>Scientists map the deep ocean floor, "
                      f"part {i}</h3></a><p>A new survey charts the trenches in detail.</p></div>" for i in range(3))
    body = f"<main><h1>Science</h1>{teasers}</main>{_fides()}"
    texts = _texts(page(body, "Science News"), "https://www.example.com/category/science/")
    assert not any("Privacy" in t or "advertising" in t for t in texts)
    assert any("deep ocean floor" in t for t in texts)


def test_a_hungarian_articles_fidesz_tag_is_not_the_consent_manager():
    """WordPress writes a post's tags as classes on its wrapper (``tag-fidesz``): the article stays."""
    text = ("A Fidesz frakcióvezetője kedden bejelentette, hogy a párt a jövő héten benyújtja a költségvetés "
            "módosítását, amelyről a parlament még a nyári szünet előtt szavazhat. Az ellenzék bírálta a tervet.")
    body = (f"<article class='post type-post status-publish tag-fidesz tag-parlament'><h1>Költségvetés</h1>"
            f"<div class='fidesz-box entry-content'><p>{text}</p><p>{EN_TEXT}</p></div></article>")
    texts = _texts(page(body, "Költségvetés"), "https://www.example.hu/belfold/2026/05/koltsegvetes/")
    assert text in texts
