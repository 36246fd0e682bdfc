"""The suite's own order (tests/conftest.py): the longest files first, so that pytest-xdist does
not end the run waiting on a long file it handed out last."""

from __future__ import annotations

from tests.conftest import LONGEST_FIRST, ROOT, pytest_collection_modifyitems


class _Item:
    def __init__(self, nodeid: str) -> None:
        self.nodeid = nodeid


def test_every_file_named_longest_first_exists():
    missing = [name for name in LONGEST_FIRST if not (ROOT / "tests" / name).is_file()]
    assert not missing, f"gone or renamed: {missing}"
    assert len(set(LONGEST_FIRST)) == len(LONGEST_FIRST)


def test_the_longest_files_go_first_and_every_file_keeps_its_tests_order():
    items = [_Item(n) for n in ("tests/a/test_x.py::one", f"tests/{LONGEST_FIRST[1]}::b", "tests/a/test_x.py::two",
                                f"tests/{LONGEST_FIRST[0]}::a1", f"tests/{LONGEST_FIRST[0]}::a2")]
    pytest_collection_modifyitems(None, None, items)
    assert [i.nodeid.split("::")[1] for i in items] == ["a1", "a2", "b", "one", "two"]
