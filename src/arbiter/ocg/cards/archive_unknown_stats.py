"""Monsters with ATK/DEF "?" and the cards that look at ATK/DEF (seed 004 ●攻撃力・守備力「？」).

A printed "?" (`CardData.atk` / `def_` None) cannot be read anywhere but face-up on the field: a card
that checks ATK or DEF in the deck, the hand or face-down finds no value and so never matches. On the
field a "?" counts as 0 before the card's own continuous effect sets it (the engine's `Duel.atk`).

Two kinds of "?" card are distinguished (R004-032): for most the "?" stays their *original* ATK/DEF
(effects that read or change the original value do nothing to them); for a few the value their own
effect produces is their original ATK/DEF while they are on the field (declared at the card:
`define(..., original_atk=, original_def=)`).

The Wicked Gods cannot be special summoned (`special_by=never`) and need 3 tributes. Declared elsewhere:
合成魔獣 ガーゼット and オプション
(archive_monsters), サイバー・シャドー・ガードナー (archive_card_types), ユーフォロイド・ファイター and
キメラテック・オーバー・ドラゴン (archive_monster_effects).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.archive_discard import choose_cards
from arbiter.ocg.cards.common import CLOCK_TOWER, destroy_itself, equip_targets, itself, monster_to_grave, token_data
from arbiter.ocg.cards.flip_monsters import mark, marked
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import DEFS, define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of, never

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


def _stat(value: Callable[[Ctx], int]) -> Effect:
    """A continuous effect that makes this card's ATK and DEF equal to `value` (from "?", i.e. 0)."""
    return Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: value(ctx), defense=lambda ctx, c: value(ctx),
                  text_en="its ATK/DEF are set by its effect", text_ja="攻撃力・守備力は効果で決まる")


def _banished(d: Duel, p: int, race: str = "") -> int:
    return sum(1 for i in d.players[p].banished
               if not race or (d.cards[i].data.kind == "monster" and d.cards[i].data.race == race))


# ---- original ATK/DEF produced by the card's own effect (R004-032) ----------------------------

def original_atk(d: Duel, c: Card) -> int | None:
    """The original ATK, or None where it cannot be determined ("?")."""
    defn = DEFS.get(c.data.passcode)
    if defn is not None and defn.original_atk is not None and c.zone is Zone.MONSTERS and c.face_up:
        return defn.original_atk(d, c)
    return c.data.atk


def original_def(d: Duel, c: Card) -> int | None:
    defn = DEFS.get(c.data.passcode)
    if defn is not None and defn.original_def is not None and c.zone is Zone.MONSTERS and c.face_up:
        return defn.original_def(d, c)
    return c.data.def_


def _half_up(v: int) -> int:
    return (v + 1) // 2


# ==== "?" monsters =============================================================================

# 紅蓮魔獣 ダ・イーザ / Gren Maju Da Eiza: ATK/DEF = 400 x your banished cards.
define(36584821, _stat(lambda ctx: 400 * _banished(ctx.duel, ctx.player)))

# 寄生体ダニー / Parasitic Ticky: ATK/DEF = 500 x the tokens on the field.
define(87978805, _stat(lambda ctx: 500 * sum(
    1 for p in (0, 1) for m in ctx.duel.monsters_of(p) if "token" in m.data.subtypes)))


# Ｄ－ＨＥＲＯ ドレッドガイ / Destiny HERO - Dreadmaster (R004-054.43): when it is special summoned by
# 「幽獄の時計塔」 (its only way onto the field), destroy your monsters other than
# 「Ｄ－ＨＥＲＯ」 monsters, then you may special summon up to 2 「Ｄ－ＨＥＲＯ」 monsters from your graveyard
# (picked as it resolves). In the turn it is special summoned, your 「Ｄ－ＨＥＲＯ」 monsters are not destroyed
# and you take no battle damage (applied at the summon: `dreadmaster_arrived`). ATK/DEF = the total original
# ATK of the other 「Ｄ－ＨＥＲＯ」 monsters you control. (It cannot be normal summoned: the card database types it so.)
DREADMASTER = 40591390


def is_destiny_hero(c: Card) -> bool:
    return c.data.kind == "monster" and c.data.name_en.startswith("Destiny HERO")


def _dread(ctx: Ctx) -> int:
    d = ctx.duel
    return sum(original_atk(d, m) or 0 for m in d.monsters_of(ctx.player)
               if m.idx != ctx.card.idx and m.face_up and is_destiny_hero(m))


def _by_the_tower(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.card >= 0 and ctx.duel.cards[ev.cause.card].data.passcode == CLOCK_TOWER


def _dread_arrives(res: Resolution) -> None:
    d = res.duel
    p = res.player
    d.destroy([m for m in d.monsters_of(p) if not (m.face_up and is_destiny_hero(m))], res.cause)
    d.next_thing()
    heroes = [d.cards[i] for i in d.players[p].grave if is_destiny_hero(d.cards[i])]
    for c in choose_cards(res, heroes, min(2, d.free_slots(p, Zone.MONSTERS)), upto=True):
        d.special_summon(c, p, ask_position(res), res.cause)


def dreadmaster_arrived(d: Duel, player: int, source: Card) -> None:
    """For the rest of the turn `player`'s 「Ｄ－ＨＥＲＯ」 monsters are not destroyed and `player` takes no
    battle damage (the moment the Dreadmaster is special summoned)."""
    def kept(ctx: Ctx, ev: Event) -> bool:
        c = ctx.duel.cards[ev.card] if ev.card >= 0 else None
        return (ev.kind == "destroyed" and c is not None and ev.src == int(Zone.MONSTERS) and c.ctl == player
                and is_destiny_hero(c))

    def spared(ctx: Ctx, ev: Event) -> bool:
        return ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == player

    cause = d.rule_cause(player)
    for when, en, ja in ((kept, "your D-HEROes are not destroyed this turn", "「Ｄ－ＨＥＲＯ」は破壊されない"),
                         (spared, "you take no battle damage this turn", "戦闘ダメージは０になる")):
        d.linger(source, player, Effect(Kind.REPLACEMENT, when=when, instead=lambda ctx, ev: None,
                                        text_en=en, text_ja=ja), cause)


define(DREADMASTER,
       Effect(Kind.TRIGGER, _dread_arrives, trigger="special_summoned", when=_by_the_tower, asks=True,
              text_en="special summoned by Clock Tower Prison: destroy your other monsters than D-HEROes; special "
                      "summon up to 2 D-HEROes from your graveyard",
              text_ja="「幽獄の時計塔」で特殊召喚した時、「Ｄ－ＨＥＲＯ」以外の自分のモンスターを全て破壊し、墓地の"
                      "「Ｄ－ＨＥＲＯ」を２体まで特殊召喚できる"),
       _stat(_dread),
       special_by=by_effect_of(75041269), normal_summon=False)


# 邪神アバター / The Wicked Avatar: when it is normal summoned, the opponent cannot activate spell and trap
# cards for 2 turns counted in the opponent's turns (R004-127.02, R004-129: summoned in your turn, that is
# until the end of the opponent's 2nd turn after it). ATK/DEF = the highest ATK among the other face-up
# monsters on the field (other than "The Wicked Avatar") + 100; with none, 100. Its normal summon needs 3
# tributes, like the other Wicked Gods'. It cannot be special summoned (`special_by=never`).
def _avatar(ctx: Ctx) -> int:
    d = ctx.duel
    others = [d.atk(m) for p in (0, 1) for m in d.monsters_of(p)
              if m.face_up and m.data.passcode != 21208154]
    return max(others, default=0) + 100


def _avatar_lock(res: Resolution) -> None:
    d = res.duel
    opp = res.opponent

    def locked(ctx: Ctx, c: Card) -> bool:
        return c.data.kind in ("spell", "trap") and (c.ctl if c.on_field else c.owner) == opp

    # counted in the opponent's turns: their next two turns, with this player's turn between them
    turns = 4 if d.tp == res.player else 3
    d.linger(res.card, res.player, Effect(Kind.CONTINUOUS, forbids=("activate",), affects=locked,
                                          text_en="the opponent cannot activate spell and trap cards",
                                          text_ja="相手は魔法・罠カードを発動できない"), res.cause, turns)


define(21208154,
       Effect(Kind.TRIGGER, _avatar_lock, trigger="summoned",
              text_en="summoned: the opponent cannot activate spell and trap cards for 2 of their turns",
              text_ja="召喚に成功した時、相手ターンで数えて２ターンの間、相手は魔法・罠カードを発動できない"),
       _stat(_avatar), tributes=3,
       special_by=never)


# 邪神イレイザー / The Wicked Eraser: ATK/DEF = 1000 x the cards the opponent controls. Ignition: destroy
# this card. When it is destroyed and sent to the graveyard: destroy every card on the field.
def _opp_cards(ctx: Ctx) -> int:
    pl = ctx.duel.players[ctx.opponent]
    return sum(1 for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0)


def _destroy_field(res: Resolution) -> None:
    d = res.duel
    everything = [d.cards[i] for p in (d.tp, 1 - d.tp) for i in (
        *d.players[p].monsters, *d.players[p].spells, d.players[p].field) if i >= 0]
    d.destroy(everything, res.cause)


define(57793869, _stat(lambda ctx: 1000 * _opp_cards(ctx)),
       Effect(Kind.IGNITION, destroy_itself, condition=lambda ctx: ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
              text_en="destroy this card", text_ja="このカードを破壊する"),
       Effect(Kind.TRIGGER, _destroy_field, trigger="destroyed", when=lambda ctx, ev: ev.dst == int(Zone.GRAVE),
              text_en="destroy all cards on the field", text_ja="フィールドのカードを全て破壊する"),
       tributes=3,
       special_by=never)


# ディノインフィニティ / Tyranno Infinity: original ATK = 1000 x your banished Dinosaur-type monsters.
def _dino(d: Duel, c: Card) -> int:
    return 1000 * _banished(d, c.ctl, "Dinosaur")


define(83235263, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: _dino(ctx.duel, c),
                        text_en="original ATK: 1000 x your banished Dinosaurs",
                        text_ja="元々の攻撃力は除外されている自分の恐竜族×１０００"), original_atk=_dino)


# ロストガーディアン / Lost Guardian: original DEF = 700 x your banished Rock-type monsters.
def _lost(d: Duel, c: Card) -> int:
    return 700 * _banished(d, c.ctl, "Rock")


define(45871897, Effect(Kind.CONTINUOUS, affects=itself, defense=lambda ctx, c: _lost(ctx.duel, c),
                        text_en="original DEF: 700 x your banished Rocks",
                        text_ja="元々の守備力は自分が除外している岩石族×７００"), original_def=_lost)


# メガロック・ドラゴン / Megarock Dragon: special summoned from the hand only by its procedure, banishing any
# number (at least 1) of Rock monsters from your graveyard; its original ATK and DEF are 700 x the Rocks banished
# for that summon (R004-032). (It cannot be normal summoned: the card database types it so.)
def _rock(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Rock"


def _megarock(d: Duel, c: Card) -> int:
    return 700 * len(d.procedure_cost(c))


define(71544954, _stat(lambda ctx: _megarock(ctx.duel, ctx.card)),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave_any=True, banish_filter=_rock),
              text_en="special summon by banishing any number of Rocks from your graveyard",
              text_ja="自分の墓地の岩石族モンスターを任意の数除外して特殊召喚する"),
       normal_summon=False, original_atk=_megarock, original_def=_megarock)


# 可変機獣 ガンナードラゴン / Fusilier Dragon, the Dual-Mode Beast: it may be normal summoned or set without
# tributes; summoned or set that way, its original ATK and DEF are half the printed ones (R004-032).
def _fusilier(d: Duel, c: Card, printed: int | None) -> int:
    return _half_up(printed or 0) if d.summoned_as(c, "fewer_tributes") else printed or 0


define(51632798, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: _fusilier(ctx.duel, c, c.data.atk) - (c.data.atk or 0),
                        defense=lambda ctx, c: _fusilier(ctx.duel, c, c.data.def_) - (c.data.def_ or 0),
                        text_en="normal summoned without tributes: original ATK/DEF halved",
                        text_ja="生け贄なしで通常召喚した場合、元々の攻撃力・守備力は半分になる"),
       fewer_tributes=0,
       original_atk=lambda d, c: _fusilier(d, c, c.data.atk), original_def=lambda d, c: _fusilier(d, c, c.data.def_))


# ワイトキング / King of the Skull Servants: original ATK = 1000 x the "King of the Skull Servants" and
# "Skull Servant" in your graveyard. When it is destroyed by battle and sent to the graveyard, you can
# banish another of them from your graveyard (the cost) to special summon it.
SKULL_SERVANTS = (36021814, 32274490)


def _wight_king(d: Duel, c: Card) -> int:
    return 1000 * sum(1 for i in d.players[c.ctl].grave if d.cards[i].data.passcode in SKULL_SERVANTS)


def _wight_king_revives(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.zone is Zone.GRAVE and c.oid == res.link.oid and d.free_slots(res.player, Zone.MONSTERS) > 0:
        d.special_summon(c, res.player, ask_position(res), res.cause)


def _other_servant(ctx: Ctx, c: Card) -> bool:
    return c.idx != ctx.card.idx and c.data.passcode in SKULL_SERVANTS


define(36021814, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: _wight_king(ctx.duel, c),
                        text_en="original ATK: 1000 x the Skull Servants in your graveyard",
                        text_ja="元々の攻撃力は自分の墓地のワイトキング・ワイトの数×１０００"),
       Effect(Kind.TRIGGER, _wight_king_revives, trigger="destroyed", mandatory=False, misses_timing=True,
              when=lambda ctx, ev: _by_battle_to_grave(ctx, ev), asks=True,
              cost=Cost(banish_grave=1, banish_filter=_other_servant),
              needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and any(
                  _other_servant(ctx, ctx.duel.cards[i]) for i in ctx.duel.players[ctx.player].grave),
              text_en="banish another Skull Servant from your graveyard: special summon this card",
              text_ja="自分の墓地のワイトキングかワイト１体を除外し、このカードを特殊召喚する"),
       original_atk=_wight_king)


# ==== cards that look at ATK/DEF ===============================================================

def _deck_monsters(d: Duel, p: int, ok: Callable[[Card], bool]) -> list[Card]:
    return [d.cards[i] for i in d.players[p].deck if d.cards[i].data.kind == "monster" and ok(d.cards[i])]


def _by_battle_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and monster_to_grave(ctx, ev)


# 黒き森のウィッチ / Witch of the Black Forest (the era's text): when sent from the field to the
# graveyard, add 1 monster with 1500 or less DEF from your deck to your hand, then shuffle. A "?" DEF
# is not 1500 or less.
def _def_1500(c: Card) -> bool:
    return c.data.def_ is not None and c.data.def_ <= 1500


def _witch(res: Resolution) -> None:
    d = res.duel
    found = _deck_monsters(d, res.player, _def_1500)
    if found:
        d.to_hand([res.ask_cards(found)], res.cause)
    d.shuffle_deck(res.player)


def _witch_trigger(kind: str) -> Effect:
    return Effect(Kind.TRIGGER, _witch, trigger=kind, when=monster_to_grave, asks=True,
                  text_en="add a monster with 1500 or less DEF from your deck to your hand",
                  text_ja="デッキから守備力１５００以下のモンスター１体を手札に加える")


define(78010363, _witch_trigger("destroyed"), _witch_trigger("sent"), _witch_trigger("tributed"))


# キラー・トマト / Mystic Tomato and 巨大ネズミ / Giant Rat: when destroyed by battle and sent to the
# graveyard, you may special summon 1 monster with 1500 or less ATK of an attribute from your deck in
# face-up attack position. A "?" ATK is not 1500 or less.
def _recruiter(attribute: str, text_en: str, text_ja: str) -> Effect:
    def ok(c: Card) -> bool:
        return has_attribute(c, attribute) and c.data.atk is not None and c.data.atk <= 1500

    def needs(ctx: Ctx) -> bool:
        d = ctx.duel
        return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(_deck_monsters(d, ctx.player, ok))

    def op(res: Resolution) -> None:
        d = res.duel
        found = _deck_monsters(d, res.player, ok)
        if found and d.free_slots(res.player, Zone.MONSTERS) > 0:
            d.special_summon(res.ask_cards(found), res.player, Pos.ATTACK, res.cause)
        d.shuffle_deck(res.player)

    return Effect(Kind.TRIGGER, op, trigger="destroyed", when=_by_battle_to_grave, needs=needs, asks=True,
                  mandatory=False, misses_timing=True, text_en=text_en, text_ja=text_ja)


define(83011277, _recruiter("DARK", "special summon a DARK monster with 1500 or less ATK from the deck",
                            "デッキから攻撃力１５００以下の闇属性モンスターを特殊召喚する"))
define(97017120, _recruiter("EARTH", "special summon an EARTH monster with 1500 or less ATK from the deck",
                            "デッキから攻撃力１５００以下の地属性モンスターを特殊召喚する"))


# 死のデッキ破壊ウイルス / Crush Card Virus and 魔のデッキ破壊ウイルス / Deck Devastation Virus (the era's
# texts): tribute a DARK monster (ATK 1000 or less / 2000 or more); look at the opponent's monsters and
# hand and destroy those with ATK 1500 or more / 1500 or less. A face-up monster shows its current ATK;
# in the hand or face-down only the printed ATK counts, and a "?" never matches. Then, for 3 turns counted
# in the opponent's turns (the turn of activation is the 1st if it is theirs, R004-130 / R004-131), each
# card they draw is checked and such a monster destroyed: a watch the resolution leaves behind.
def _virus_check(d: Duel, c: Card, hit: Callable[[int], bool]) -> bool:
    if c.zone is Zone.MONSTERS and c.face_up:
        return hit(d.atk(c))
    return c.data.kind == "monster" and c.data.atk is not None and hit(c.data.atk)


def _virus(hit: Callable[[int], bool]) -> Callable[[Resolution], None]:
    def drawn_op(res: Resolution) -> None:
        d = res.duel
        for ev in res.link.events:
            c = d.cards[ev.card]
            if c.zone is Zone.HAND and _virus_check(d, c, hit):
                d.destroy([c], res.cause)

    def op(res: Resolution) -> None:
        d = res.duel
        p = res.opponent
        d.destroy([m for m in d.monsters_of(p) if _virus_check(d, m, hit)], res.cause)
        for c in [d.cards[i] for i in d.players[p].hand]:
            if _virus_check(d, c, hit):
                d.destroy([c], res.cause)
        # the opponent's 3rd turn counting this one if it is theirs
        last = d.turn + (4 if d.tp == p else 5)
        watch = Effect(Kind.TRIGGER, drawn_op, trigger="drawn", self_trigger=False,
                       when=lambda ctx, ev: ctx.duel.turn <= last and ev.player == ctx.opponent
                       and _virus_check(ctx.duel, ctx.duel.cards[ev.card], hit),
                       text_en="destroy the drawn monster", text_ja="ドローしたモンスターを破壊する")
        d.linger(res.card, res.player, watch, res.cause, turns=last - d.turn + 1)

    return op


def _dark_tribute(hit: Callable[[int], bool]) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, m: m.face_up and has_attribute(m, "DARK") and hit(ctx.duel.atk(m))


define(57728570, Effect(A, _virus(lambda a: a >= 1500),
                        cost=Cost(tribute=1, tribute_filter=_dark_tribute(lambda a: a <= 1000)),
                        text_en="destroy the opponent's monsters on the field and in hand with 1500 or more ATK",
                        text_ja="相手フィールドのモンスターと手札の攻撃力１５００以上のモンスターを破壊する"))
define(35027493, Effect(A, _virus(lambda a: a <= 1500),
                        cost=Cost(tribute=1, tribute_filter=_dark_tribute(lambda a: a >= 2000)),
                        text_en="destroy the opponent's monsters on the field and in hand with 1500 or less ATK",
                        text_ja="相手フィールドのモンスターと手札の攻撃力１５００以下のモンスターを破壊する"))


# 遺言状 / Last Will: this turn, once, when a monster you control is sent to your graveyard, you can special
# summon a monster with 1500 or less ATK from your deck (a "?" never qualifies, R004-018 / R004-020). The
# resolution leaves that one-time trigger in place for the turn; using it ends it.
def _last_will_fits(c: Card) -> bool:
    return c.data.atk is not None and c.data.atk <= 1500


def _last_will(res: Resolution) -> None:
    d = res.duel
    watches: list[Effect] = []

    def sent_from_my_field(ctx: Ctx, ev: Event) -> bool:
        return (ctx.duel.turn == turn and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)
                and ev.player == ctx.player and ctx.duel.cards[ev.card].owner == ctx.player)

    def can_summon(ctx: Ctx) -> bool:
        return (ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0
                and bool(_deck_monsters(ctx.duel, ctx.player, _last_will_fits)))

    def summon_from_deck(r: Resolution) -> None:
        dd = r.duel
        for w in watches:
            dd.end_lingering(w)
        found = _deck_monsters(dd, r.player, _last_will_fits)
        if found and dd.free_slots(r.player, Zone.MONSTERS) > 0:
            c = r.ask_cards(found)
            dd.special_summon(c, r.player, ask_position(r), r.cause)
        dd.shuffle_deck(r.player)

    turn = d.turn
    for kind in ("destroyed", "sent", "tributed"):
        watches.append(Effect(Kind.TRIGGER, summon_from_deck, trigger=kind, self_trigger=False,
                              when=sent_from_my_field, needs=can_summon, mandatory=False, misses_timing=True,
                              asks=True, text_en="special summon a monster with 1500 or less ATK from your deck",
                              text_ja="デッキから攻撃力１５００以下のモンスター１体を特殊召喚する"))
    for w in watches:
        d.linger(res.card, res.player, w, res.cause, turns=1)


define(85602018, Effect(A, _last_will,
                        text_en="this turn, once: when a monster you control is sent to your graveyard, special "
                                "summon a monster with 1500 or less ATK from your deck",
                        text_ja="このターン一度だけ、自分のモンスターが墓地へ送られた時、デッキから攻撃力１５００以下の"
                                "モンスター１体を特殊召喚できる"))


# ものマネ幻想師 / Copycat: when normal, flip or special summoned, target 1 face-up monster the
# opponent controls whose original ATK and DEF can be determined; this card's ATK/DEF become them.
def _known_originals(ctx: Ctx, c: Card) -> bool:
    return original_atk(ctx.duel, c) is not None and original_def(ctx.duel, c) is not None


def _copycat(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS or not me.face_up:
        return
    for t in res.targets():
        oa, od = original_atk(d, t) or 0, original_def(d, t) or 0
        d.boost(me, oa - (me.data.atk or 0), od - (me.data.def_ or 0), res.cause, until_end=False)


def _copycat_trigger(kind: str) -> Effect:
    return Effect(Kind.TRIGGER, _copycat, trigger=kind,
                  target=TargetSpec(side="opp", face="up", where=_known_originals,
                                    text_en="a face-up monster the opponent controls",
                                    text_ja="相手フィールドの表側表示モンスター"),
                  text_en="this card's ATK/DEF become the target's original ATK/DEF",
                  text_ja="このカードの攻撃力・守備力は対象の元々の攻撃力・守備力になる")


define(26376390, _copycat_trigger("summoned"), _copycat_trigger("special_summoned"))


# 巨大化 / Megamorph (equip spell): while your LP are lower than the opponent's, the equipped monster's
# ATK is twice its original ATK; while higher, half of it. An original "?" ATK cannot be doubled or
# halved: no change.
def _megamorph(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    orig = original_atk(d, c)
    mine, theirs = d.players[ctx.player].lp, d.players[ctx.opponent].lp
    if orig is None or mine == theirs:
        return 0
    return orig if mine < theirs else _half_up(orig) - orig


define(22046459,
       Effect(A, equip_targets, target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=_megamorph,
              text_en="the equipped monster's ATK becomes twice or half its original ATK",
              text_ja="装備モンスターの攻撃力は元々の攻撃力の倍、または半分になる"))


# 収縮 / Shrink (quick-play): a targeted face-up monster's original ATK is halved until the end of the
# turn. An original "?" ATK cannot be halved: no change.
def _shrink(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        orig = original_atk(d, t)
        if orig is not None:
            d.boost(t, _half_up(orig) - orig, 0, res.cause)


define(55713623, Effect(A, _shrink, target=TargetSpec(face="up", text_en="a face-up monster",
                                                     text_ja="表側表示モンスター"),
                        text_en="halve the target's original ATK this turn",
                        text_ja="対象の元々の攻撃力をターン終了時まで半分にする"))


# 冥府の使者ゴーズ / Gorz the Emissary of Darkness: when you take damage from a card the opponent controls
# while you have no card on your field, you may special summon this card from your hand (face-up attack or
# defense). When it is special summoned this way: after battle damage, special summon a 「冥府の使者カイエン
# トークン」 (Emissary of Darkness Token, LIGHT Fairy, level 7) whose ATK and DEF ("?") are the damage taken,
# which are its original ATK/DEF (R004-034 to R004-036); after effect damage, the opponent takes the same
# damage. The damage is remembered on the summoned card object for effects 2 and 3.
GORZ = 44330098
GORZ_TOKEN = 44330099


def _face_up_position(res: Resolution) -> Pos:
    o = res.ask([Option("position:attack", "position", arg=int(Pos.ATTACK), label_en="attack", label_ja="攻撃表示"),
                 Option("position:defense", "position", arg=int(Pos.DEFENSE), label_en="defense", label_ja="守備表示")],
                "position", prompt_en="choose a position", prompt_ja="表示形式を選ぶ")
    return Pos(o.arg)


def _field_is_empty(d: Duel, p: int) -> bool:
    pl = d.players[p]
    return pl.field < 0 and all(i < 0 for i in (*pl.monsters, *pl.spells))


def _damaged_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return ev.player == ctx.player and ev.cause.player != ctx.player and _field_is_empty(ctx.duel, ctx.player)


def _gorz_comes(res: Resolution) -> None:
    d = res.duel
    me = res.card
    ev = res.link.events[0]
    if me.zone is not Zone.HAND or me.oid != res.link.oid or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    d.special_summon(me, res.player, _face_up_position(res), res.cause)
    if me.on_field:  # summoned
        mark(d, "gorz_battle" if ev.cause.reason is Reason.BATTLE else "gorz_effect", me, ev.amount)


def _summoned_by_itself(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.card == ctx.card.idx and ev.cause.effect == 1  # by its effect 1 (the damage is marked then)


def _gorz_follow_up(res: Resolution) -> None:
    d = res.duel
    me = res.card
    battle, effect = marked(d, "gorz_battle", me), marked(d, "gorz_effect", me)
    if battle:
        if d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        data = dataclasses.replace(token_data(GORZ_TOKEN, "冥府の使者カイエントークン"), atk=battle[-1],
                                   def_=battle[-1])
        d.create_token(data, res.player, _face_up_position(res), res.cause)
    elif effect:
        d.damage(res.opponent, effect[-1], res.cause)


define(GORZ,
       Effect(Kind.TRIGGER, _gorz_comes, trigger="damage", self_trigger=False, from_zone=Zone.HAND,
              when=_damaged_by_opponent, mandatory=False, asks=True,
              text_en="special summon this card from your hand", text_ja="このカードを手札から特殊召喚する"),
       Effect(Kind.TRIGGER, _gorz_follow_up, trigger="special_summoned", when=_summoned_by_itself, asks=True,
              text_en="battle damage: a token with that ATK/DEF; effect damage: the same damage to the opponent",
              text_ja="戦闘ダメージならその数値の「冥府の使者カイエントークン」を特殊召喚し、効果ダメージなら同じダメージを"
                      "相手に与える"))
