"""A Duel Masters card that does part of its text says so in its declaration's `missing`, as an OCG card does
(docs/cards.md, "What a card does not do yet"), with the same effect: it is `partial`, `arbiter cards --game dm` lists
it so and counts it, and a deck holding it breaks the deck checks, so the fronts refuse it (`--allow-any-deck` plays
it with a warning)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.dm import registry
from arbiter.dm.game import deck_problems, read_deck
from arbiter.games import DM
from arbiter.kernel.reasons import in_lang

DEFS = registry.load_all()
ZERO = registry.lookup("ガイアール・ゼロ")


def test_a_card_is_partial_exactly_where_its_declaration_names_what_is_missing() -> None:
    for d in DEFS.values():
        st = registry.card_status(d)
        assert st.status == ("partial" if d.missing else "complete") and st.missing == d.missing, d.key


def test_gaiar_zero_is_partial_for_its_psychic_creature() -> None:
    # docs/dm.md: its psychic-creature sentence needs a hyperspatial zone, which the module does not have
    st = registry.card_status(ZERO)
    assert st.status == "partial" and len(st.missing) == 1 and "hyperspatial zone" in st.missing[0]


def test_define_refuses_a_bare_string_as_missing() -> None:
    with pytest.raises(ValueError, match="missing"):
        registry.define(dataclasses.replace(ZERO, key="zero_again", missing="its psychic creature"))  # type: ignore[arg-type]
    assert "zero_again" not in DEFS


def _deck_with_zero(tmp_path: Path) -> Path:
    """The starter deck with 「ガイアール・ゼロ」 for one of its cards: 40 cards, the rules kept but for that card."""
    doc = json.loads(Path(DM.starter_deck).read_text(encoding="utf-8"))
    doc["cards"] = [{"card": "ガイアール・ゼロ", "count": 1},
                    *({**e, "count": e["count"] - 1} if i == 0 else e for i, e in enumerate(doc["cards"]))]
    path = tmp_path / "zero.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_deck_holding_a_partial_card_names_it_with_what_is_missing(tmp_path: Path) -> None:
    deck = read_deck(_deck_with_zero(tmp_path))
    assert len(deck) == 40 and ZERO in deck
    [en] = deck_problems(deck, "en")
    [ja] = [in_lang(p, "ja") for p in deck_problems(deck, "ja")]
    assert en == f"Gaiāru Zero is partial in Arbiter: missing {ZERO.missing[0]}", en
    assert ja == f"「ガイアール・ゼロ」はArbiterでは一部しか遊べません（未実装：{ZERO.missing[0]}）", ja
    assert deck_problems(read_deck(DM.starter_deck), "en") == []  # the bundled deck holds complete cards only


def test_the_fronts_refuse_such_a_deck_unless_told_to_play_it(tmp_path: Path) -> None:
    path = str(_deck_with_zero(tmp_path))
    args = ["selfplay", "--game", "dm", "--deck", path, "--games", "1", "--json"]
    refused = CliRunner().invoke(main, args)
    said = refused.output
    assert refused.exit_code == 1 and "「ガイアール・ゼロ」 is partial in Arbiter: missing the psychic" in said, said
    assert "--allow-any-deck" in refused.output
    played = CliRunner().invoke(main, [*args, "--allow-any-deck"])
    assert played.exit_code == 0 and json.loads(played.stdout)["games"] == 1, played.output
    assert "warning:" in played.stderr and "ガイアール・ゼロ" in played.stderr


def cards(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, ["cards", "--game", "dm", *args])
    return r.exit_code, r.output


def test_arbiter_cards_lists_a_duel_masters_card_with_its_status() -> None:
    code, out = cards("ガイアール")
    row = f"gaiar_zero  ガイアール・ゼロ  /  Gaiāru Zero  [creature, partial; missing: {ZERO.missing[0]}]"
    assert code == 0 and row in out, out
    code, out = cards("ボルメテウス")
    row = "bolmeteus_white  ボルメテウス・ホワイト・ドラゴン  /  Bolmeteus Steel Dragon  [creature, complete]"
    assert code == 0 and row in out, out


def test_arbiter_cards_json_and_counts_cover_every_duel_masters_card() -> None:
    code, out = cards("--json", "--limit", "100")
    *lines, last = out.splitlines()
    rows = [json.loads(x) for x in lines]
    assert code == 0 and {r["key"] for r in rows} == set(DEFS)
    zero = next(r for r in rows if r["key"] == "gaiar_zero")
    assert zero["status"] == "partial" and zero["missing"] == list(ZERO.missing) and zero["civilizations"] == ["fire"]
    partial = sum(bool(d.missing) for d in DEFS.values())
    assert json.loads(last) == {"counts": {"dm": {"cards": len(DEFS), "complete": len(DEFS) - partial,
                                                  "partial": partial, "not declared": 0}}}


def test_implemented_leaves_a_partial_card_out() -> None:
    code, out = cards("--implemented", "--json", "--limit", "100")
    keys = [json.loads(x)["key"] for x in out.splitlines()[:-1]]
    assert code == 0 and "gaiar_zero" not in keys and len(keys) == sum(not d.missing for d in DEFS.values())
    code, out = cards("ガイアール", "--implemented")
    assert code == 1 and 'no complete Duel Masters card matches "ガイアール"' in out, out


def test_the_era_is_the_ocgs_pool() -> None:
    code, out = cards("--era")
    assert code == 1 and "--era is the OCG's card pool" in out, out
