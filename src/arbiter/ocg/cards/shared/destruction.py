"""Destroying cards: every monster, spell and trap card or card of a player or of the field (special summoned ones,
equipped ones, those of a Type), face-up continuous spells or traps, set traps, the attacker, this card."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.cards.common import battle_opponent, by_battle, spell_trap_cards_of
from arbiter.ocg.cards.shared.card_kinds import continuous_spell, is_trap_card
from arbiter.ocg.cards.shared.resolving import self_on_field
from arbiter.ocg.cards.shared.zones import (
    all_field_cards,
    all_monsters,
    all_spell_trap_cards,
    equipped_monsters,
    look_at_hand,
    opponents_spell_trap_cards,
    other_field_cards,
    special_summoned_on_field,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


def destroy_all_of(res: Resolution, player: int) -> None:
    res.duel.destroy(res.duel.monsters_of(player), res.cause)


def destroy_opponents_monsters(res: Resolution) -> None:
    """Every monster the resolving player's opponent controls is destroyed (「サンダー・ボルト」)."""
    destroy_all_of(res, res.opponent)


def destroy_one_opponents_monster(res: Resolution) -> None:
    """Destroy 1 monster the opponent controls, chosen as it resolves (no target: 「ブレードラビット」,
    「メデューサ・ワーム」)."""
    cands = res.duel.monsters_of(res.opponent)
    if cands:
        res.duel.destroy([res.ask_cards(cands, purpose=DESTROY.monster)], res.cause)


def destroy_all_monsters(res: Resolution) -> None:
    """Every monster on the field is destroyed, the turn player's first (「ブラック・ホール」, 「激流葬」)."""
    res.duel.destroy(all_monsters(res), res.cause)


def destroy_opponents_spells_traps(res: Resolution) -> None:
    """Every spell and trap card the resolving player's opponent controls is destroyed (「ハーピィの羽根帚」)."""
    res.duel.destroy(opponents_spell_trap_cards(res), res.cause)


def destroy_all_spells_traps(res: Resolution) -> None:
    """Every spell and trap card on the field is destroyed (「ギガンテス」, 「ネフティスの鳳凰神」)."""
    res.duel.destroy(all_spell_trap_cards(res.duel), res.cause)


def destroy_other_field_cards(res: Resolution) -> None:
    """Every other card on the field is destroyed, the turn player's first (「海竜－ダイダロス」,
    「終焉の王デミス」)."""
    res.duel.destroy(other_field_cards(res), res.cause)


def destroy_field_but_this(res: Resolution) -> None:
    """Every card on the field is destroyed but this one, which is sent away once it has resolved (`all_field_cards`,
    player 0's first: 「最終戦争」, 「大噴火」; `destroy_other_field_cards` takes the turn player's first)."""
    res.duel.destroy(all_field_cards(res.duel, res.card), res.cause)


def destroy_equipped_monsters(res: Resolution) -> None:
    """Every monster a face-up equip card equips is destroyed (「成仏」, 「大成仏」)."""
    res.duel.destroy(equipped_monsters(res), res.cause)


def destroy_opponents_cards(res: Resolution) -> None:
    """Every card the resolving player's opponent controls is destroyed (「メガトン魔導キャノン」, 「死の合唱」,
    「おジャマ・デルタハリケーン！！」, 「エレメンタルバースト」, 「神獣王バルバロス」)."""
    res.duel.destroy(res.duel.field_cards(res.opponent), res.cause)


def destroy_special_summoned(res: Resolution) -> None:
    """Every special summoned monster on the field is destroyed (「フォッシル・ダイナ パキケファロ」,
    「昇霊術師 ジョウゲン」, 「スペシャルハリケーン」)."""
    res.duel.destroy(special_summoned_on_field(res), res.cause)


def turned_over_targets(res: Resolution) -> list[Card]:
    """The link's targets, each set one first turned over for the other player to see (and left set where it is
    not destroyed): the flips that destroy a spell or a trap card, a set one looked at first (「青い忍者」,
    「カードを狩る死神」)."""
    ts = res.targets()
    for p in (0, 1):
        res.duel.reveal([c for c in ts if not c.face_up and c.ctl != p], p)
    return ts


def destroy_trap(res: Resolution) -> None:
    res.duel.destroy([c for c in turned_over_targets(res) if is_trap_card(c)], res.cause)


def destroy_the_destroyer(res: Resolution) -> None:
    """Destroy the monster this card battled, still the same card on the field, whether this card attacked or was
    attacked (a battle's destruction names the attacker as its cause, so it cannot tell which destroyed it)."""
    c = battle_opponent(res)
    if c is not None:
        res.duel.destroy([c], res.cause)


def destroy_the_attacker(res: Resolution) -> None:
    """Destroy the attacker the battle event that set this trigger off names, if it is still in a monster zone
    (「針千本」, 「針二千本」, 「ジャイアントマミー」, 「カウンターマシンガンパンチ」)."""
    attacker = res.duel.cards[res.link.events[0].card]
    if attacker.zone is Zone.MONSTERS:
        res.duel.destroy([attacker], res.cause)


def weaken_the_destroyer(res: Resolution) -> None:
    c = battle_opponent(res)
    if c is not None and c.face_up:
        res.duel.boost(c, -500, -500, res.cause, until_end=False)


WEAKEN_DESTROYER = Effect(Kind.TRIGGER, weaken_the_destroyer, trigger="destroyed", when=by_battle,
                          text_en="the monster that destroyed this card loses 500 ATK and DEF",
                          text_ja="自身を戦闘で破壊したモンスターは攻撃力・守備力５００ダウン")


def destroy_self(res: Resolution) -> None:
    if self_on_field(res):
        res.duel.destroy([res.card], res.cause)


def face_up_of_race(race: str) -> Callable[[Ctx | Resolution], list[Card]]:
    def pick(ctx: Ctx | Resolution) -> list[Card]:
        d = ctx.duel
        return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.face_up and d.race(c) == race]
    return pick


def destroy_all_face_up(race: str, en: str, ja: str) -> Effect:
    """"Destroy every face-up monster of this Type on the field" (a face-down monster shows no Type)."""
    pick = face_up_of_race(race)

    def op(res: Resolution) -> None:
        res.duel.destroy(pick(res), res.cause)

    return Effect(A, op, does=Does.MONSTERS, needs=lambda ctx: bool(pick(ctx)),
                  text_en=f"destroy all face-up {en} monsters on the field",
                  text_ja=f"フィールド上の表側表示の{ja}モンスターを全て破壊する")


def destroy_continuous(kind: str, en: str, ja: str) -> Effect:
    """Discard 1 card (the cost): destroy every face-up continuous card of this kind ("spell" / "trap") on the
    field (「魔力浄化」, 「邪気退散」: a face-up trap monster printed as a continuous trap is one, `is_trap_card`)."""
    def continuous(c: Card) -> bool:
        return continuous_spell(c) if kind == "spell" else is_trap_card(c, "continuous")

    def pick(ctx: Ctx | Resolution) -> list[Card]:
        d = ctx.duel
        return [c for p in (d.tp, 1 - d.tp) for c in spell_trap_cards_of(d, p) if c.face_up and continuous(c)]

    def op(res: Resolution) -> None:
        res.duel.destroy(pick(res), res.cause)

    # 「魔力浄化」's spells are spell cards only (a trap monster is none); 「邪気退散」 reaches trap monsters
    only = Does.SPELLS_ONLY if kind == "spell" else Does.NOTHING
    return Effect(A, op, does=Does.SPELLS_TRAPS | only, cost=Cost(discard=1), needs=lambda ctx: bool(pick(ctx)),
                  text_en=f"discard 1 card: destroy all face-up continuous {en} cards on the field",
                  text_ja=f"手札を１枚捨て、フィールド上の表側表示の永続{ja}カードを全て破壊する")


def dolphin(self_damage: bool) -> Callable[[Resolution], None]:
    """「Ｎ・アクア・ドルフィン」's effect (`self_damage`: the 500 to its player when it fails). It resolves even once
    its monster has left the field: nothing in the effect needs it there (docs/uncertain-rulings.md)."""
    def op(res: Resolution) -> None:
        d = res.duel
        monsters = [c for c in look_at_hand(res, res.opponent) if c.data.is_monster]
        chosen = res.ask_cards(monsters, purpose=DESTROY.monster) if monsters else None
        if chosen is not None and chosen.data.atk is not None and any(
                m.face_up and d.atk(m) >= (chosen.data.atk or 0) for m in d.monsters_of(res.player)):
            d.destroy([chosen], res.cause)
            d.damage(res.opponent, 500, res.cause)
        elif self_damage:
            d.damage(res.player, 500, res.cause)
    return op


def destroy_in_end_phase_of(res: Resolution, c: Card, turn: int) -> None:
    """Leave in place: the monster object `c` is destroyed (no chain link) as the end phase of turn `turn` begins,
    if it is still on the field then, whatever became of the card that did this (「ゾーン・イーター」)."""
    ref = (c.idx, c.oid)

    def doom(r: Resolution) -> None:
        m = r.duel.cards[ref[0]]
        if m.oid == ref[1] and m.on_field:
            r.duel.destroy([m], r.cause)

    res.duel.linger(res.card, res.player, Effect(Kind.AT_ONCE, doom, trigger="phase",
                                                 when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                                 text_en="the end phase: the attacked monster is destroyed",
                                                 text_ja="エンドフェイズに攻撃されたモンスターを破壊する"),
                    res.cause, turns=turn - res.duel.turn + 1)
