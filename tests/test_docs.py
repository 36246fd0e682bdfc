"""Issue 12 §4: the project's own documents — the README links to docs/, and no link in the README
or in docs/ points outside the repository."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def test_the_docs_exist_and_the_readme_links_to_them():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in ("docs/rules.md", "docs/operations.md"):
        assert (ROOT / name).is_file()
        assert f"]({name})" in readme


def test_no_link_or_path_points_outside_the_repository():
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        assert "../shared" not in text and "RULES.md" not in text, doc
        assert not re.search(r"https?://", text), doc
        for target in LINK.findall(text):
            path = (doc.parent / target.split("#", 1)[0]).resolve()
            assert path.is_relative_to(ROOT), (doc, target)
            assert path.exists(), (doc, target)


def test_the_rules_cover_both_regulations_article_by_article():
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    bingo, poker = text.split("## Part 2", 1)
    for art in ("2", "3", "4", "7", "8", "10", "11", "12", "13", "14", "15"):
        assert re.search(rf"Art\. [\d, ]*\b{art}\b", bingo), f"bingo Art. {art}"
    for art in range(1, 23):
        assert re.search(rf"Art\. [\d, ]*\b{art}\b", poker), f"poker Art. {art}"
    for setting in ("tie_policy", "major_limit", "ace_low_straight", "casino_seed_max", "payment_threshold"):
        assert setting in text
    assert "C(51, n − 24) / C(75, n)" in text and "house edge" in text
