"""A card declared wrongly is refused as its module is imported, with an error that names the statement's file and
line, the card and what is wrong (docs/cards.md, "When a declaration is refused"), and leaves nothing registered;
`arbiter cards` and `arbiter judge` say it as an error, not as a traceback or an engine fault at line 0."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.judge.runner import judge_file
from arbiter.kernel.reasons import Why, in_lang
from arbiter.kernel.registry import DeclarationError, Registry, shown_path
from arbiter.ocg import registry
from arbiter.ocg.card_files import FOLDER, module_of
from arbiter.ocg.carddata import default_db
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.state import Zone
from undeclared_cards import undeclared

HERE = Path(__file__).name
POT_OF_GREED = 55144522  # a normal spell, declared in spells/normal/p.py
CYBER_DRAGON = 70095154  # an effect monster
SANGAN = 26202165  # an effect monster (no flip effect)


def nothing(res: Any) -> None:
    """An operation that does nothing: the declarations below are refused before any would run."""


# a normal spell of the card database that no module declares: a refused declaration must not leave it declared
UNDECLARED = undeclared("spell", "normal")


def refused(passcode: int, *effects: Effect, **options: Any) -> str:
    """The error `define` gives, after checking that it names this file and line and registered nothing."""
    with pytest.raises(DeclarationError) as e:
        registry.define(passcode, *effects, **options)
    assert passcode not in registry.DEFS or registry.REGISTRY.sources[passcode][0] != __file__
    assert f"{HERE}:" in str(e.value), str(e.value)
    return str(e.value)


def test_a_kind_that_is_no_kind_is_named() -> None:
    said = refused(UNDECLARED, Effect("activate", nothing, text_en="x", text_ja="x"))  # type: ignore[arg-type]
    assert "effect 1: its kind is 'activate', not one of `Kind`'s" in said and "Kind.ACTIVATE" in said


@pytest.mark.parametrize("trigger", ["", "summon"])
def test_a_trigger_names_an_event_the_engine_makes(trigger: str) -> None:
    said = refused(CYBER_DRAGON, Effect(Kind.TRIGGER, nothing, trigger=trigger, text_en="x", text_ja="x"))
    assert "a trigger effect answers one of" in said and "summoned" in said
    assert ("names no `trigger`" if not trigger else "`trigger='summon'` is no event") in said


def test_an_activated_effect_says_what_it_does() -> None:
    said = refused(UNDECLARED, Effect(Kind.ACTIVATE, nothing))
    assert "`text_en` and `text_ja`" in said


def test_an_unknown_passcode_is_refused() -> None:
    said = refused(99999999, Effect(Kind.ACTIVATE, nothing, text_en="x", text_ja="x"))
    assert "card 99999999: no card of the card database has this passcode" in said


def test_a_monster_has_no_card_activation() -> None:
    said = refused(SANGAN, Effect(Kind.ACTIVATE, nothing, text_en="x", text_ja="x"))
    assert "(Sangan, 26202165): effect 1: `Kind.ACTIVATE` is a spell or trap card's activation" in said


def test_a_spell_has_no_flip_effect() -> None:
    said = refused(UNDECLARED, Effect(Kind.FLIP, nothing, text_en="x", text_ja="x"))
    assert "`Kind.FLIP` is a monster's" in said


def test_a_normal_spell_has_no_ignition_effect_on_the_field() -> None:
    said = refused(UNDECLARED, Effect(Kind.IGNITION, nothing, text_en="x", text_ja="x"))
    assert "a normal spell card leaves the field once it resolves" in said
    # used from the graveyard, it is accepted
    registry.define(UNDECLARED, Effect(Kind.IGNITION, nothing, from_zone=Zone.GRAVE, text_en="x", text_ja="x"))
    del registry.DEFS[UNDECLARED], registry.REGISTRY.sources[UNDECLARED]


def test_only_a_continuous_cards_activation_keeps_what_it_declared() -> None:
    # a normal spell's activation, and a quick effect, leave nothing face-up to read it later
    said = refused(UNDECLARED, Effect(Kind.ACTIVATE, nothing, keeps_declared=True, text_en="x", text_ja="x"))
    assert "`keeps_declared` is for the activation of a continuous or field card" in said
    said = refused(SANGAN, Effect(Kind.QUICK, nothing, keeps_declared=True, text_en="x", text_ja="x"))
    assert "`keeps_declared` is for the activation of a continuous or field card" in said


@pytest.mark.parametrize("passcode", [UNDECLARED, SANGAN])
def test_a_card_with_text_that_declares_nothing_is_not_complete(passcode: int) -> None:
    """`define(PASSCODE)` alone read as `complete` while the card played as one without effects."""
    said = refused(passcode)
    assert "it declares nothing, so it would read as complete" in said


def test_a_card_whose_helper_declares_its_text_may_declare_nothing_more(monkeypatch: pytest.MonkeyPatch) -> None:
    from arbiter.ocg import fusion

    monkeypatch.setattr(fusion, "SUBSTITUTES", fusion.SUBSTITUTES | {UNDECLARED})
    registry.define(UNDECLARED)
    assert registry.card_status(UNDECLARED).complete
    del registry.DEFS[UNDECLARED], registry.REGISTRY.sources[UNDECLARED]


def test_a_card_declared_twice_names_both_places() -> None:
    registry.definition(default_db().get(POT_OF_GREED))
    file, line = registry.REGISTRY.sources[POT_OF_GREED]
    said = refused(POT_OF_GREED, Effect(Kind.ACTIVATE, nothing, text_en="x", text_ja="x"))
    assert f"declared twice: it is already declared at {shown_path(file)}:{line}" in said
    assert registry.REGISTRY.sources[POT_OF_GREED] == (file, line)


def test_a_card_declared_in_another_file_than_its_own_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Found only where its file says, a card declared elsewhere played or not by which other cards a duel had
    loaded first; and `arbiter cards` called it not declared while `--source` showed its declaration."""
    wrong = FOLDER / "spells" / "normal" / "t.py"
    monkeypatch.setattr(registry.REGISTRY, "declaring_statement", lambda: (str(wrong), 7))
    with pytest.raises(DeclarationError) as e:
        registry.define(UNDECLARED, Effect(Kind.ACTIVATE, nothing, text_en="x", text_ja="x"))
    assert UNDECLARED not in registry.DEFS
    assert ":7: " in str(e.value) and "it is declared in spells/normal/t.py, but a card is looked for only in the " \
        "file its kind and English name say: spells/normal/" in str(e.value)


def test_a_module_that_declares_a_card_wrongly_says_so_each_time(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Looked into again (a second scenario of a folder), it raised nothing and its cards read as not declared."""
    (tmp_path / "broken_cards").mkdir()
    (tmp_path / "broken_cards" / "__init__.py").write_text("")
    (tmp_path / "broken_cards" / "a.py").write_text(
        "from arbiter.kernel.reasons import Why\nfrom arbiter.kernel.registry import DeclarationError\n"
        "raise DeclarationError(('a.py', 3), 'card 1', Why('bad', 'だめ'))\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    reg: Registry[int, int] = Registry("broken_cards")
    for _ in range(2):
        with pytest.raises(DeclarationError, match=r"a\.py:3: card 1: bad"):
            reg.load("broken_cards.a")
    with pytest.raises(DeclarationError, match=r"a\.py:3: card 1: bad"):
        reg.load_all()
    sys.modules.pop("broken_cards", None)


def broken_pot_of_greed(monkeypatch: pytest.MonkeyPatch) -> None:
    """As if spells/normal/p.py declared a card wrongly (its cards not yet looked up in this process)."""
    error = DeclarationError((str(FOLDER / "spells" / "normal" / "p.py"), 12), "card 1",
                             Why("what is wrong", "誤りの内容"))
    monkeypatch.setitem(registry.REGISTRY._broken, module_of(default_db().get(POT_OF_GREED)), error)
    monkeypatch.setattr(registry, "_LOOKED_UP", set())


def test_arbiter_cards_says_a_wrong_declaration_as_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    broken_pot_of_greed(monkeypatch)
    r = CliRunner().invoke(main, ["cards", "強欲な壺"])
    assert r.exit_code == 1 and not isinstance(r.exception, DeclarationError), r.exception
    assert "Error: a card is declared wrongly: " in r.output and "p.py:12: card 1: what is wrong" in r.output


def test_arbiter_cards_says_a_wrong_declaration_in_the_language_of_lang(monkeypatch: pytest.MonkeyPatch) -> None:
    # it was said in English on any screen: `arbiter cards` had no --lang
    broken_pot_of_greed(monkeypatch)
    r = CliRunner().invoke(main, ["cards", "強欲な壺", "--lang", "ja"])
    assert r.exit_code == 1 and not isinstance(r.exception, DeclarationError), r.exception
    assert r.output.startswith("エラー：カードの宣言に誤りがある："), r.output
    assert "p.py:12：card 1：誤りの内容" in r.output, r.output
    assert "Error" not in r.output and "what is wrong" not in r.output, r.output


def test_arbiter_judge_says_where_the_wrong_declaration_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    broken_pot_of_greed(monkeypatch)
    f = tmp_path / "pot.yaml"
    f.write_text("title: t\ngame: ocg\nplayers:\n  A:\n    hand: [強欲な壺]\n"
                 "steps:\n  - {player: A, activate: 強欲な壺}\n")
    v = judge_file(f, "en")
    assert not v.passed
    assert str(v.message).startswith(f"{f}: a card file it loads declares a card wrongly: ") \
        and "p.py:12: card 1: what is wrong" in str(v.message) and "engine failed" not in str(v.message)


def test_arbiter_judge_says_what_is_wrong_in_the_language_of_lang(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """`arbiter judge --lang ja` said a card file's wrong declaration with its own Japanese words around an English
    reason; the reason is Arbiter's, not the scripter's, and is said in Japanese as the judge's other verdicts are
    (the code it names, `text_en`, as written)."""
    (tmp_path / "scratch_cards").mkdir()
    (tmp_path / "scratch_cards" / "__init__.py").write_text("")
    (tmp_path / "scratch_cards" / "a.py").write_text(
        "from arbiter.ocg.effects import Effect, Kind\nfrom arbiter.ocg.registry import define\n\n"
        f"define({UNDECLARED}, Effect(Kind.ACTIVATE, lambda res: None))  # what it does, unsaid\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    own_module = module_of

    def scratch(data: Any) -> str:  # the card's module is the scratch one
        return "scratch_cards.a" if data.passcode == UNDECLARED else own_module(data)

    monkeypatch.setattr(registry, "module_of", scratch)
    monkeypatch.setattr(registry, "_LOOKED_UP", set())
    for fresh in ("_broken", "_looked_for"):
        monkeypatch.setattr(registry.REGISTRY, fresh, type(getattr(registry.REGISTRY, fresh))())
    monkeypatch.setattr(registry.REGISTRY, "_loaded", False)  # every module loaded: none is looked for again
    data = default_db().get(UNDECLARED)
    card, module = f"「{data.name_ja}」 ({data.name_en}, {UNDECLARED})", tmp_path / "scratch_cards" / "a.py"
    f = tmp_path / "scratch.yaml"
    f.write_text(f"title: t\ngame: ocg\nplayers:\n  A:\n    hand: [{data.name_ja}]\nsteps:\n"
                 f"  - {{player: A, activate: {data.name_ja}}}\n", encoding="utf-8")
    try:
        for lang in ("ja", "en"):
            r = CliRunner().invoke(main, ["judge", str(f), "--lang", lang])
            assert r.exit_code == 1, r.output
            said = {"ja": f"{f}：読み込むカードのファイルに宣言の誤りがある：{module}:4：{card}：効果1：発動する効果は"
                          "何をするかを`text_en`と`text_ja`に書く",
                    "en": f"{f}: a card file it loads declares a card wrongly: {module}:4: {card}: effect 1: an "
                          "activated effect says what it does in `text_en` and `text_ja`"}[lang]
            assert said in r.output, r.output
        assert UNDECLARED not in registry.DEFS
    finally:
        sys.modules.pop("scratch_cards.a", None)
        sys.modules.pop("scratch_cards", None)


def test_every_reason_define_gives_is_said_in_both_languages() -> None:
    # the reasons the other tests of this file draw out, each carrying its Japanese
    for passcode, effect in ((UNDECLARED, Effect("activate", nothing, text_en="x", text_ja="x")),  # type: ignore[arg-type]
                             (CYBER_DRAGON, Effect(Kind.TRIGGER, nothing, trigger="summon", text_en="x", text_ja="x")),
                             (SANGAN, Effect(Kind.ACTIVATE, nothing, text_en="x", text_ja="x")),
                             (UNDECLARED, Effect(Kind.IGNITION, nothing, text_en="x", text_ja="x")),
                             (UNDECLARED, Effect(Kind.ACTIVATE, nothing, keeps_declared=True, text_en="x",
                                                 text_ja="x")),
                             (SANGAN, Effect(Kind.QUICK, nothing, once_per_chain=True, text_en="x", text_ja="x")),
                             (99999999, Effect(Kind.ACTIVATE, nothing, text_en="x", text_ja="x"))):
        with pytest.raises(DeclarationError) as e:
            registry.define(passcode, effect)
        ja = in_lang(e.value.args[0], "ja")
        assert ja != str(e.value) and f"{HERE}:" in ja, ja


def test_an_effect_of_damage_calculation_is_one_the_damage_step_allows() -> None:
    said = refused(SANGAN, Effect(Kind.QUICK, nothing, at_calculation=True, text_en="x", text_ja="x"))
    assert "effect 1: `at_calculation` marks an effect activated at damage calculation" in said
    assert "goes with `damage_step`" in said


def test_once_a_chain_is_declared_only_where_the_rules_do_not_already_say_it() -> None:
    # an effect activated at will is once a chain by the rules (legality._limit_refusal): the flag would say nothing
    for kind in (Kind.IGNITION, Kind.QUICK):
        said = refused(SANGAN, Effect(kind, nothing, once_per_chain=True, text_en="x", text_ja="x"))
        assert "effect 1: `once_per_chain` is for a forced quick effect" in said
