"""Every card has an honest status: `complete` only when its whole text is played (`registry.card_status`)."""

import ast
import dataclasses
import json
import re
from collections.abc import Collection
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.ocg import registry
from arbiter.ocg.carddata import default_db, era_pool
from arbiter.ocg.registry import card_status, load_all

CARDS = Path(registry.__file__).resolve().parent / "cards"
# what a card's comment says when its declaration leaves part of its text out
GAP = re.compile(r"not modell?ed|missing in the engine|cannot do yet|left out|not enforced|missing:|"
                 r"(is|are) not declared", re.I)


def _passcode(node: ast.expr, consts: dict[str, int]) -> int | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.Name):
        return consts.get(node.id)
    return None


def admitted_gaps() -> dict[int, str]:
    """Cards whose comment (the lines between the previous card's declaration and their own) admits a gap."""
    out: dict[int, str] = {}
    defined = load_all()
    for path in sorted(CARDS.rglob("*.py")):
        out.update(gaps_in(path.read_text(encoding="utf-8"), defined))
    return out


def gaps_in(src: str, defined: Collection[int]) -> dict[int, str]:
    """The cards of one card module whose comment admits a gap."""
    out: dict[int, str] = {}
    lines = src.splitlines()
    tree = ast.parse(src)
    consts = {t.id: n.value.value for n in tree.body if isinstance(n, ast.Assign)
              and isinstance(n.value, ast.Constant) and isinstance(n.value.value, int)
              for t in n.targets if isinstance(t, ast.Name)}
    start = 0
    for stmt in tree.body:
        if isinstance(stmt, ast.For):  # a loop declaring several cards: every defined passcode it lists
            rows = stmt.iter.elts if isinstance(stmt.iter, ast.Tuple) else []
            firsts = [r.elts[0] if isinstance(r, ast.Tuple) else r for r in rows]
            codes = [q for q in (_passcode(c, consts) for c in firsts) if q in defined]
        elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
            codes = [q for q in (_passcode(a, consts) for a in stmt.value.args) if q in defined][:1]
        else:
            continue
        if not codes:
            continue
        comment = " ".join(ln.strip().lstrip("#") for ln in lines[start:stmt.lineno - 1]
                           if ln.strip().startswith("#"))
        if GAP.search(comment):
            out.update(dict.fromkeys(codes, comment))
        start = stmt.end_lineno or stmt.lineno
    return out


def test_every_seed_and_era_card_has_a_status() -> None:
    pool = era_pool()
    assert len(pool) == 3108 and sum(pool.values()) == 919
    for p in pool:
        st = card_status(p)
        assert st.status in ("complete", "partial", "not declared")
        assert (st.status == "complete") == (not st.missing), p


def test_every_seed_card_plays_its_whole_text() -> None:
    """The seed pages' 919 cards were all made whole (the effects-model issue); a change that loses one fails."""
    db = default_db()
    pool = era_pool()
    gaps = [f"{db.get(p).describe()}: {card_status(p).status}" for p, seed in pool.items()
            if seed and not card_status(p).complete]
    assert not gaps, "\n".join(gaps)


def test_a_declared_card_is_partial_exactly_when_it_names_what_is_missing() -> None:
    for p, d in load_all().items():
        assert card_status(p).status == ("partial" if d.missing else "complete")
        assert all(m.strip() for m in d.missing)


def test_normal_monsters_are_complete_and_undeclared_effect_cards_are_not() -> None:
    db = default_db()
    assert card_status(db.lookup("青眼の白龍").passcode).complete
    st = card_status(db.lookup("灰流うらら").passcode)
    assert st.status == "not declared" and st.missing


def test_cards_whose_comments_admit_a_gap_are_partial() -> None:
    gaps = admitted_gaps()
    # the scan finds a comment that admits a gap (no card module has one left)
    module = "# 血の代償: Missing: the window after its summon.\ndefine(80604091, Effect(A, nothing))\n"
    assert list(gaps_in(module, {80604091})) == [80604091]
    wrong = {p: c[:160] for p, c in gaps.items() if card_status(p).complete}
    assert not wrong, wrong


@pytest.mark.parametrize("name", ["リビングデッドの呼び声", "早すぎた埋葬", "王宮の勅命", "光の護封壁",
                                  "魔導サイエンティスト", "簡易融合", "六武衆推参！", "デーモンの雄叫び", "精神操作"])
def test_the_cards_the_lasting_model_made_whole_are_complete(name: str) -> None:
    assert card_status(default_db().lookup(name).passcode).status == "complete"


def test_a_card_that_names_a_missing_part_is_partial(monkeypatch: pytest.MonkeyPatch) -> None:
    code = default_db().lookup("血の代償").passcode
    load_all()
    monkeypatch.setitem(registry.DEFS, code, dataclasses.replace(registry.DEFS[code], missing=("its summon",)))
    st = card_status(code)
    assert st.status == "partial" and st.missing == ("its summon",)


def test_define_refuses_a_bare_string_as_missing() -> None:
    undeclared = 911883  # a normal spell of 2008, of no module (`define` refuses a passcode the database lacks)
    with pytest.raises(ValueError, match="`missing` is a tuple of non-empty descriptions"):
        registry.define(undeclared, missing="its effect")  # type: ignore[arg-type]
    assert undeclared not in registry.DEFS


def test_cards_json_shows_status_and_counts() -> None:
    r = CliRunner().invoke(main, ["cards", "--era", "--json", "--limit", "5000"])
    assert r.exit_code == 0, r.output
    *rows, last = [json.loads(x) for x in r.output.splitlines()]
    assert len(rows) == 3108
    counts = last["counts"]
    for pool in ("seed", "era"):
        n = counts[pool]
        assert n["complete"] + n["partial"] + n["not declared"] == n["cards"]
    assert counts["seed"]["cards"] == 919
    by_status = {s: sum(1 for r in rows if r["status"] == s) for s in ("complete", "partial", "not declared")}
    assert by_status == {s: counts["era"][s] for s in by_status}
    assert all(r["missing"] for r in rows if r["status"] == "partial")


def test_implemented_lists_only_complete_cards_and_honours_the_limit() -> None:
    r = CliRunner().invoke(main, ["cards", "--implemented", "--json", "--limit", "3"])
    rows = [json.loads(x) for x in r.output.splitlines()][:-1]
    assert len(rows) == 3 and all(row["status"] == "complete" for row in rows)
    r = CliRunner().invoke(main, ["cards", "--implemented", "--json", "--limit", "5000"])
    names = {json.loads(x).get("name_ja") for x in r.output.splitlines()}
    assert "シフトチェンジ" in names and "灰流うらら" not in names


def test_a_declared_fusion_monster_without_its_materials_is_partial(monkeypatch: pytest.MonkeyPatch) -> None:
    """「ガトリング・ドラゴン」 was declared (its coin effect) without its materials, so no fusion summon made
    it, yet it counted as complete; a fusion monster only another effect summons (「Ｎ・マリン・ドルフィン」:
    「ＮＥＸ」) needs none."""
    from arbiter.ocg import fusion

    assert card_status(87751584).complete
    monkeypatch.delitem(fusion.RECIPES, 87751584)
    st = card_status(87751584)
    assert st.status == "partial" and st.missing == (registry.NO_MATERIALS,)
    assert fusion.recipe(78734254) is None and card_status(78734254).complete
