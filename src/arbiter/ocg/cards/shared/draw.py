"""Drawing cards, and the cards that stop a player drawing."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.ocg.cards.common import in_its_battle
from arbiter.ocg.cards.shared.events import battle_damage_by_me
from arbiter.ocg.cards.shared.resolving import still_face_up_here
from arbiter.ocg.cards.shared.zones import hand_of
from arbiter.ocg.effects import Condition, Cost, Ctx, Effect, Kind, Operation, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.summon_conditions import SpecialCheck

A = Kind.ACTIVATE
T = Kind.TRIGGER


POT_OF_GREED = 55144522
PROTECTOR_OF_THE_SANCTUARY = 24221739
DARK_MIMIC_LV3 = 1102515
SANCTUARY_IN_THE_SKY = 56433456
MUKO = 80863132


def sanctuary_blocks(d: object, drawer: int) -> bool:
    """「神殿を守る者」 face-up on the drawer's opponent's field: no drawing outside the draw phase."""
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    if d.phase == "draw":
        return False
    return any(c.face_up and is_named(c, PROTECTOR_OF_THE_SANCTUARY) and not d.effect_negated(c)
               for c in d.monsters_of(1 - drawer))


def may_draw(who: str) -> Condition:
    """`needs` of a draw effect: "self", "opp" or "both" (from the activator) may draw now."""
    def check(ctx: Ctx) -> bool:
        players = {"self": (ctx.player,), "opp": (ctx.opponent,), "both": (ctx.player, ctx.opponent)}[who]
        return not any(sanctuary_blocks(ctx.duel, p) for p in players)
    return check


def skip_opponents_next_draw_phase(res: Resolution) -> None:
    """The resolving player's opponent skips the draw phase of their next turn (「フェンリル」, 「刻の封印」,
    「魂を吸う竹光」)."""
    d = res.duel
    d.skip_phase(res.opponent, "draw", d.next_turn_of(res.opponent), res.cause)


def draw_op(n: int, who: str = "self") -> Operation:
    """Draw n: "self", "opp" (from the activator) or "both"; an effect that designates its one drawer
    (`targets_player`) draws for the player it designates now (「精霊の鏡」 may have moved it)."""
    def op(res: Resolution) -> None:
        d = res.duel
        players = {"self": (res.player,), "opp": (res.opponent,), "both": (d.tp, 1 - d.tp)}[who]
        if who != "both" and res.link.player_target >= 0:
            players = (res.target_player,)
        for p in players:
            d.draw(p, n, res.cause)
    return op


def simple_draw(passcode: int, n: int, who: str, en: str, ja: str, condition: Condition | None = None,
                cost: Cost | None = None, missing: tuple[str, ...] = ()) -> None:
    """A card whose one effect draws n for "self", "opp" or "both"; a drawer who is one player is designated."""
    define(passcode, Effect(A, draw_op(n, who), condition=condition, needs=may_draw(who), cost=cost or Cost(),
                            draws=n, drawer=who,
                            targets_player={"self": "own", "opp": "opp"}.get(who, ""), text_en=en, text_ja=ja),
           missing=missing)


def reload_op(who: str) -> Operation:
    """A player shuffles their hand into the deck, then draws as many: "self" or "opp" (from the activator); an
    effect that designates that player (`targets_player`) acts on the player it designates now (「精霊の鏡」 may have
    moved it)."""
    def op(res: Resolution) -> None:
        d = res.duel
        p = res.player if who == "self" else res.opponent
        if res.link.player_target >= 0:
            p = res.target_player
        hand = hand_of(res, p)
        if hand:
            d.to_deck(hand, res.cause)
            d.draw(p, len(hand), res.cause)
    return op


def battle_damage_draw(passcode: int, n: int, who: str = "self", until: int = 0, direct: bool = False,
                        extra: tuple[Effect, ...] = (), missing: tuple[str, ...] = (),
                        special_by: SpecialCheck | None = None, tail: tuple[Effect, ...] = (),
                        numbering: tuple[int, ...] = ()) -> None:
    """A monster that makes a player draw when it inflicts battle damage (`until`: to that hand size); `extra`:
    its effects before that one, `tail`: after it (a summon procedure)."""
    def op(res: Resolution) -> None:
        d = res.duel
        p = res.player if who == "self" else res.opponent
        k = until - len(d.players[p].hand) if until else n
        if k > 0:
            d.draw(p, k, res.cause)
    if until:
        en, ja = f"draw until {'you hold' if who == 'self' else 'the opponent holds'} {until}", \
            f"{'自分' if who == 'self' else '相手'}の手札が{until}枚になるようにドローする"
    else:
        en, ja = f"{'draw' if who == 'self' else 'the opponent draws'} {n}", \
            f"{'' if who == 'self' else '相手は'}{n}枚ドローする"
    define(passcode, *extra, Effect(T, op, trigger="damage", self_trigger=False, when=battle_damage_by_me(direct),
                                       needs=may_draw(who), text_en="battle damage: " + en,
                                                            text_ja="戦闘ダメージ：" + ja), *tail,
           missing=missing, special_by=special_by, numbering=numbering)


def moss_draw(drawer: str, en: str, ja: str) -> Effect:
    """「Ｎ・グロー・モス」 (the opponent draws) and 「Ｎ・ティンクル・モス」 (its controller draws): when it attacks or
    is attacked, the player draws 1 and shows it to the other; a monster ends the battle phase, a spell lets this
    card's attack on a monster become a direct attack (its player chooses), a trap turns this card to defense
    position."""
    def op(res: Resolution) -> None:
        d = res.duel
        who = res.opponent if drawer == "opp" else res.player
        deck = d.players[who].deck
        if not deck:
            return
        drawn = d.cards[deck[-1]]
        if not d.draw(who, 1, res.cause) or drawn.zone is not Zone.HAND:
            return
        d.reveal([drawn], 1 - who)  # shown to both players: the drawer has it in hand
        me = res.card
        if drawn.data.is_monster:
            d.end_battle_phase(res.cause)
        elif drawn.data.is_spell:
            att = d.attack
            if still_face_up_here(res) and att is not None and att[0] == me.idx and att[2] >= 0 and res.ask(
                    [Option("yes", "yes", label_en="attack directly", label_ja="直接攻撃にする"),
                     Option("no", "no", label_en="no", label_ja="いいえ")], "direct",
                    prompt_en="make this attack a direct attack?", prompt_ja="直接攻撃にする？").kind == "yes":
                d.make_attack_direct()
        elif still_face_up_here(res):
            d.set_position(me, Pos.DEFENSE, res.cause)

    return Effect(T, op, trigger="attack_declared", self_trigger="either", when=in_its_battle, needs=may_draw(drawer),
                  asks=True, text_en=en, text_ja=ja)
