"""Seed 004 ●融合デッキから特殊召喚する効果: cards that special summon fusion monsters from the fusion deck.

The page (R004-063) lists them and marks which ones perform a fusion summon (融合召喚); the fusion
summon itself, the materials of each fusion monster and the record of what a summon used are in
`arbiter.ocg.fusion`. Cards that summon a fusion monster without a fusion summon (「デビル・フランケン」,
「魔導サイエンティスト」, the 「融合呪印生物」) leave no record. 「融合回収」 and 「物資調達員」 (R004-064,
R004-065) ask the record which cards were fusion materials and which card's summon sent them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import POLYMERIZATION, face_up_here, nothing, to_hand_targets
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Note, Then
from arbiter.ocg.names import has_attribute, other_names
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE

POWER_BOND = 37630732
VEHICROID_CONNECTION_ZONE = 23299957
FUTURE_FUSION = 77565204
INSTANT_FUSION = 1845204




def name_has(c: Card, *parts: str) -> bool:
    """A card whose name (the Japanese name, width-folded) contains one of `parts`: an archetype."""
    import unicodedata

    name = unicodedata.normalize("NFKC", c.data.name_ja)
    return any(p in name for p in parts)


def activated_this_turn(ctx: Ctx, passcode: int) -> bool:
    """Whether the player already activated a card of this passcode this turn (read from the log)."""
    from arbiter.ocg.carddata import default_db

    name = default_db().get(passcode).name_ja
    for e in reversed(ctx.duel.log):
        if e.kind == "turn":
            return False
        if e.kind == "activate" and e.args[1] == ctx.player and getattr(e.args[2], "name_ja", None) == name:
            return True
    return False


# ---- fusion summons (the page's "（融合召喚）" cards) -------------------------------------------------

def _fusion_card(where: Callable[[Card], bool], pool: fusion.Pool, dispose: str,
                 text_en: str, text_ja: str, after: Callable[[Resolution, Card], None] | None = None
                 ) -> Effect:
    def needs(ctx: Ctx) -> bool:
        return bool(fusion.summonable(ctx.duel, ctx.player, where, pool))

    def op(res: Resolution) -> None:
        f = fusion.fusion_summon(res, where, pool, dispose)
        if f is not None and after is not None:
            after(res, f)

    return Effect(A, op, needs=needs, asks=True, text_en=text_en, text_ja=text_ja)


def _any(c: Card) -> bool:
    return True


# 融合 / Polymerization: fusion summon a fusion monster, its materials from your hand or field going to the
# graveyard.
define(POLYMERIZATION, _fusion_card(_any, fusion.hand_and_field, "grave",
                                    "fusion summon, sending materials from your hand or field to the graveyard",
                                    "手札・自分フィールドの融合素材を墓地へ送り、融合モンスターを融合召喚する"))


# パワー・ボンド / Power Bond: fusion summon a Machine fusion monster (materials from hand or field to the
# graveyard); it gains ATK equal to its original ATK, and in this turn's end phase its player takes that much
# damage (applied at once, whether or not the monster is still there).
def _power_bond_boost(res: Resolution, f: Card) -> None:
    d = res.duel
    gain = f.data.atk or 0
    d.boost(f, gain, 0, res.cause, until_end=False)
    turn = d.turn

    def pay(r: Resolution) -> None:
        r.duel.damage(r.player, gain, r.cause)

    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, pay, trigger="phase",
                                          when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                          text_en=f"take {gain} damage in the end phase",
                                          text_ja=f"エンドフェイズに{gain}ダメージを受ける"), res.cause)


define(POWER_BOND, _fusion_card(lambda c: c.data.race == "Machine", fusion.hand_and_field, "grave",
                                "fusion summon a Machine fusion monster; it gains its original ATK",
                                "機械族の融合モンスターを融合召喚し、その元々の攻撃力分攻撃力をアップする",
                                after=_power_bond_boost))

# ビークロイド・コネクション・ゾーン / Vehicroid Connection Zone: fusion summon a "roid" fusion monster
# (materials from hand or field to the graveyard); while that monster stays on the field, card effects do not
# destroy it and its effects cannot be negated (an effect left in place for that monster object).
def _vehicroid_protect(res: Resolution, f: Card) -> None:
    if f.zone is not Zone.MONSTERS:
        return
    ref = (f.idx, f.oid)
    res.duel.linger(res.card, res.player,
                    Effect(Kind.CONTINUOUS, affects=lambda ctx, c: (c.idx, c.oid) == ref, effect_proof=True,
                           unnegatable=True, text_en="not destroyed by card effects; its effects cannot be negated",
                           text_ja="カードの効果では破壊されず、効果は無効化されない"),
                    res.cause, turns=None, while_there=f)


define(VEHICROID_CONNECTION_ZONE, _fusion_card(lambda c: name_has(c, "ロイド"), fusion.hand_and_field, "grave",
                                               "fusion summon a roid fusion monster; card effects cannot destroy it "
                                               "nor negate its effects",
                                               "「ロイド」と名のついた融合モンスターを融合召喚し、それはカードの効果では"
                                               "破壊されず効果を無効化されない", after=_vehicroid_protect))

# ミラクル・フュージョン / Miracle Fusion: fusion summon an Elemental HERO fusion monster by banishing its
# materials from your field or graveyard.
define(45906428, _fusion_card(lambda c: name_has(c, "E・HERO"), fusion.field_and_grave, "banish",
                              "fusion summon an Elemental HERO by banishing materials from your field or graveyard",
                              "自分のフィールド・墓地の融合素材を除外し「Ｅ・ＨＥＲＯ」を融合召喚する"))

# 龍の鏡 / Dragon's Mirror: fusion summon a Dragon fusion monster by banishing its materials from your field
# or graveyard.
define(71490127, _fusion_card(lambda c: c.data.race == "Dragon", fusion.field_and_grave, "banish",
                              "fusion summon a Dragon by banishing materials from your field or graveyard",
                              "自分のフィールド・墓地の融合素材を除外しドラゴン族の融合モンスターを融合召喚する"))

# オーバーロード・フュージョン / Overload Fusion: fusion summon a DARK Machine fusion monster by banishing
# its materials from your field or graveyard.
define(3659803, _fusion_card(lambda c: c.data.race == "Machine" and has_attribute(c, "DARK"),
                             fusion.field_and_grave, "banish",
                             "fusion summon a DARK Machine by banishing materials from your field or graveyard",
                             "自分のフィールド・墓地の融合素材を除外し闇属性・機械族の融合モンスターを融合召喚する"))

# フュージョン・ゲート / Fusion Gate (field spell): either player, in their own main phase, may fusion summon by
# banishing the materials from their hand or field.
define(33550694, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.IGNITION, _fusion_card(_any, fusion.hand_and_field, "banish", "", "").operation, either_player=True,
              needs=lambda ctx: bool(fusion.summonable(ctx.duel, ctx.player, _any, fusion.hand_and_field)),
              asks=True, text_en="fusion summon by banishing materials from your hand or field",
              text_ja="手札・自分フィールドの融合素材を除外し融合モンスターを融合召喚する"))


# 未来融合－フューチャー・フュージョン / Future Fusion (continuous spell): in your first standby phase after its
# activation, show a fusion monster in your fusion deck and send the materials it lists from your deck to the
# graveyard (as fusion materials: R004-064); in your second standby phase, fusion summon a monster of the shown
# name. Its progress is a note of the duel. The card and that monster are tied (`Duel.tie`): the monster is
# destroyed when the card leaves the field, the card when the monster is destroyed.
@dataclass(frozen=True, slots=True)
class FutureFusionStage(Note):
    """Where one 「未来融合－フューチャー・フュージョン」 object is: the stage reached (0 activated, 1 materials sent,
    2 done), the monster shown (-1: none) and the turn of the last stage."""

    card: int
    oid: int
    stage: int
    shown: int
    turn: int


def _ff_state(ctx: Ctx) -> FutureFusionStage | None:
    return next((x for x in reversed(ctx.duel.notes(FutureFusionStage))
                 if x.card == ctx.card.idx and x.oid == ctx.card.oid), None)


def _ff_set(ctx: Ctx, stage: int, shown: int) -> None:
    d = ctx.duel
    d.remember(FutureFusionStage(ctx.card.idx, ctx.card.oid, stage, shown, d.turn))


def _ff_activate(res: Resolution) -> None:
    if res.card.on_field and res.card.oid == res.link.oid:
        _ff_set(Ctx(res.duel, res.player, res.card, res.duel.effect_of(res.link.card, res.link.effect)), 0, -1)


def _ff_when(ctx: Ctx, ev: Event) -> bool:
    st = _ff_state(ctx)
    return (ev.detail == "standby" and ctx.duel.tp == ctx.player and st is not None and st.stage < 2
            and st.turn < ctx.duel.turn)


def _deck_parts(d: Duel, p: int, f: Card) -> list[Card] | None:
    """One card of the player's deck for each material `f` lists, or None if some are missing."""
    out: list[Card] = []
    for code in fusion.listed(f.data):
        c = next((d.cards[i] for i in reversed(d.players[p].deck)
                  if d.cards[i].data.passcode == code and d.cards[i] not in out), None)
        if c is None:
            return None
        out.append(c)
    return out


def _future_fusion(res: Resolution) -> None:
    d = res.duel
    ctx = Ctx(d, res.player, res.card, d.effect_of(res.link.card, res.link.effect))
    st = _ff_state(ctx)
    if st is None or not res.card.on_field:
        return
    if st.stage == 0:
        shown = [f for f in fusion.fusion_deck(d, res.player) if fusion.listed(f.data)
                 and _deck_parts(d, res.player, f) is not None]
        if not shown:
            _ff_set(ctx, 1, -1)
            return
        f = res.ask_cards(shown, "fusion")
        parts = _deck_parts(d, res.player, f) or []
        d.send_to_grave([c.idx for c in parts], res.cause)
        fusion.add_record(d, fusion.FusionRecord(f.idx, f.oid, tuple((c.idx, c.oid) for c in parts), FUTURE_FUSION,
                                                 d.turn, res.player))
        _ff_set(ctx, 1, f.idx)
        return
    _ff_set(ctx, 2, st.shown)
    if st.shown < 0:
        return
    name = d.cards[st.shown].data.name_ja
    cands = [f for f in fusion.fusion_deck(d, res.player) if f.data.name_ja == name]
    summoned = fusion.summon_fusion(res, res.ask_cards(cands, "fusion"), ()) if cands else None
    if summoned is not None and res.card.on_field:
        d.tie(summoned, res.card, res.cause, on="leaves")
        d.tie(res.card, summoned, res.cause, on="destroyed")


define(FUTURE_FUSION, Effect(A, _ff_activate, text_en="activate", text_ja="発動"),
       Effect(Kind.TRIGGER, _future_fusion, trigger="phase", when=_ff_when, self_trigger=False, asks=True,
              text_en="1st standby phase: send the materials of a fusion monster from your deck to the graveyard; "
                      "2nd: fusion summon it",
              text_ja="１回目のスタンバイフェイズ：融合素材をデッキから墓地へ送る。２回目：その融合モンスターを融合召喚する"))


# 簡易融合 / Instant Fusion: pay 1000 LP; special summon a level 5 or lower fusion monster from the fusion
# deck, treated as a fusion summon, without materials (R004-066); one whose fusion summon needs its
# listed materials cannot be chosen (R004-067). It cannot attack, and it is destroyed at the start of the end
# phase (applied at once, no chain link). One 「簡易融合」 a turn.
def _instant_fits(c: Card) -> bool:
    r = fusion.recipe(c.data.passcode)
    return (c.data.level or 0) <= 5 and not (r is not None and r.only_these)


def _instant_candidates(ctx: Ctx) -> list[Card]:
    if ctx.duel.free_slots(ctx.player, Zone.MONSTERS) == 0:
        return []
    return [c for c in fusion.fusion_deck(ctx.duel, ctx.player) if _instant_fits(c)]


def _instant(res: Resolution) -> None:
    d = res.duel
    cands = _instant_candidates(Ctx(d, res.player, res.card, d.effect_of(res.link.card, res.link.effect)))
    if not cands:
        return
    f = fusion.summon_fusion(res, res.ask_cards(cands, "fusion"), ())
    if f is not None:
        d.restrict(f, "attack", res.cause, turns=10**6)
        d.at_end_phase(f, Then.DESTROY, res.cause)


define(INSTANT_FUSION, Effect(A, _instant, cost=Cost(lp=1000), asks=True,
                              needs=lambda ctx: bool(_instant_candidates(ctx)),
                              condition=lambda ctx: not activated_this_turn(ctx, INSTANT_FUSION),
                              text_en="fusion summon a level 5 or lower fusion monster without materials; it "
                                      "cannot attack and is destroyed in the end phase",
                              text_ja="レベル５以下の融合モンスター１体を融合召喚扱いで特殊召喚する。攻撃できず、"
                                      "エンドフェイズに破壊される"))


# ---- special summons from the fusion deck that are not fusion summons ------------------------------

# デビル・フランケン / Cyber-Stein: pay 5000 LP; special summon a fusion monster from the fusion deck in
# face-up attack position.
def _stein(res: Resolution) -> None:
    d = res.duel
    cands = fusion.fusion_deck(d, res.player)
    if cands and d.free_slots(res.player, Zone.MONSTERS) > 0:
        d.special_summon(res.ask_cards(cands, "fusion"), res.player, Pos.ATTACK, res.cause)


def _room_and(pred: Callable[[Card], bool]) -> Callable[[Ctx], bool]:
    def needs(ctx: Ctx) -> bool:
        d = ctx.duel
        return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and any(pred(c) for c in fusion.fusion_deck(d, ctx.player))
    return needs


define(69015963, Effect(Kind.IGNITION, _stein, cost=Cost(lp=5000), condition=face_up_here, needs=_room_and(_any),
                        asks=True, text_en="special summon a fusion monster from your fusion deck in attack position",
                        text_ja="融合デッキから融合モンスター１体を表側攻撃表示で特殊召喚する"))


# 魔導サイエンティスト / Magical Scientist: pay 1000 LP; special summon a level 6 or lower fusion monster
# from the fusion deck in face-up attack or defense position. That monster cannot attack directly, and it
# returns to the fusion deck at the start of the end phase (applied at once, no chain link).
def _level6(c: Card) -> bool:
    return (c.data.level or 0) <= 6


def _scientist(res: Resolution) -> None:
    d = res.duel
    cands = [c for c in fusion.fusion_deck(d, res.player) if _level6(c)]
    if cands and d.free_slots(res.player, Zone.MONSTERS) > 0:
        f = res.ask_cards(cands, "fusion")
        d.special_summon(f, res.player, fusion.ask_position(res), res.cause)
        if f.zone is Zone.MONSTERS:
            d.at_end_phase(f, Then.TO_FUSION_DECK, res.cause, forbid="attack_directly")


define(34206604, Effect(Kind.IGNITION, _scientist, cost=Cost(lp=1000), condition=face_up_here,
                        needs=_room_and(_level6), asks=True,
                        text_en="special summon a level 6 or lower fusion monster from your fusion deck; it "
                                "cannot attack directly and returns to the fusion deck at the end of the turn",
                        text_ja="融合デッキからレベル６以下の融合モンスター１体を特殊召喚する。それは直接攻撃できず、"
                                "ターン終了時に融合デッキに戻る"))


# 融合呪印生物－光／闇／地 / The Light, Dark, Earth - Hex-Sealed Fusion: tribute this card and the other
# materials of a fusion monster of the card's attribute, this card standing in for any one of them (the
# cost, `Cost.fusion_tribute`); special summon from the fusion deck a fusion monster of that attribute whose
# materials are the monsters tributed (not a fusion summon on the page).
def _hex_sealed(attribute: str) -> Effect:
    def fits(ctx: Ctx, c: Card) -> bool:
        return has_attribute(c, attribute)

    def op(res: Resolution) -> None:
        d = res.duel
        mats = [d.cards[i] for i in res.link.cost_cards]
        fusions = [f for f in fusion.fusion_deck(d, res.player)
                   if f.data.attribute == attribute and fusion.made_of(f, mats, res.card)]
        if fusions and d.free_slots(res.player, Zone.MONSTERS) > 0:
            d.special_summon(res.ask_cards(fusions, "fusion"), res.player, fusion.ask_position(res), res.cause)

    return Effect(Kind.IGNITION, op, condition=face_up_here, cost=Cost(fusion_tribute=fits), asks=True,
                  text_en=f"tribute materials including this card; special summon a {attribute} fusion monster",
                  text_ja="このカードを含む融合素材を生け贄に捧げ、融合モンスター１体を特殊召喚する")


define(15717011, _hex_sealed("LIGHT"))
define(52101615, _hex_sealed("DARK"))
define(88696724, _hex_sealed("EARTH"))

# Material substitutes: each may stand in for any one fusion material a fusion monster names, the other
# materials being the right ones; a property of the card that uses no chain (R004-175: 「心眼の女神」).
# 心眼の女神 / Goddess with the Third Eye, イリュージョン・シープ / Mystical Sheep #1, 破壊神 ヴァサーゴ /
# Versago the Destroyer, 沼地の魔獣王 / Beastking of the Swamps, and the three 融合呪印生物.
fusion.substitute(53493204, 30451366, 50259460, 99426834, 15717011, 52101615, 88696724)
for _only_substitute in (53493204, 30451366, 50259460, 99426834):  # standing in is all these four do
    define(_only_substitute)


# レアメタル・ヴァルキリー / Super Robolady and レアメタル・ナイト / Super Roboyarou: in the damage step of a direct
# attack (Robolady) / of a battle with a monster (Roboyarou), +1000 ATK. Return this card to the fusion deck;
# special summon the other one from the fusion deck. Not in the turn this card was special summoned.
def _robo_boost(direct: bool) -> Effect:
    def atk(ctx: Ctx, c: Card) -> int:
        d = ctx.duel
        if d.phase != "battle:damage" or d.attack is None:
            return 0
        attacker, target = d.attack[0], d.attack[2]
        fits = attacker == c.idx and target < 0 if direct else c.idx in (attacker, target) and target >= 0
        return 1000 if fits else 0

    return Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=atk,
                  text_en="+1000 ATK in the damage step of a direct attack" if direct
                  else "+1000 ATK in the damage step of a battle with a monster",
                  text_ja="直接攻撃のダメージステップ時、攻撃力１０００アップ" if direct
                  else "モンスターとの戦闘のダメージステップ時、攻撃力１０００アップ")


def _robo_swap(other: int) -> Effect:
    def needs(ctx: Ctx) -> bool:
        return ctx.card.t_entered != ctx.duel.turn and any(
            c.data.passcode == other for c in fusion.fusion_deck(ctx.duel, ctx.player))

    def op(res: Resolution) -> None:
        d = res.duel
        cands = [c for c in fusion.fusion_deck(d, res.player) if c.data.passcode == other]
        if cands and d.free_slots(res.player, Zone.MONSTERS) > 0:
            d.special_summon(res.ask_cards(cands, "fusion"), res.player, fusion.ask_position(res), res.cause)

    return Effect(Kind.IGNITION, op, condition=face_up_here, needs=needs, asks=True, cost=Cost(self_to="extra"),
                  text_en="return this card to the fusion deck; special summon the other Super Robo",
                  text_ja="このカードを融合デッキに戻し、もう一方の「レアメタル」を特殊召喚する")


fusion.materials(75923050, 92421852, 38916461)  # レアメタル・ヴァルキリー: ロボレディ + ロボヤロー
define(75923050, _robo_swap(1412158), _robo_boost(direct=True))
fusion.materials(1412158, 38916461, 92421852)  # レアメタル・ナイト: ロボヤロー + ロボレディ
define(1412158, _robo_swap(75923050), _robo_boost(direct=False))


# ---- cards that look at what fusion summons used (R004-064, R004-065) --------------------------------



# 物資調達員 / Supply: FLIP: target 2 monsters in your graveyard that were sent there as fusion materials
# by 「融合」 (only those: R004-065) and return them to your hand; it targets them (R003-056.26).
def _supply_fits(ctx: Ctx, c: Card) -> bool:
    return c.data.kind == "monster" and fusion.used_as_material(ctx.duel, c, (POLYMERIZATION,))


define(44072894, Effect(Kind.FLIP, to_hand_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", count=2, where=_supply_fits,
                                          text_en="2 fusion materials 「融合」 sent to your graveyard",
                                          text_ja="「融合」で墓地へ送られた融合素材モンスター２体"),
                        text_en="return the 2 targets to your hand", text_ja="対象の２体を手札に戻す"))


# ＮＥＸ / NEX (R004-063.12): send a face-up 「Ｎ」 monster you control to the graveyard, then special summon from
# your fusion deck a Level 4 monster treated as having that monster's name (both done as it resolves: the
# text has no cost).


def _nex_pairs(d: Duel, p: int) -> list[tuple[Card, list[Card]]]:
    """Your face-up 「Ｎ」 monsters, each with the fusion deck monsters that carry its name."""
    extra = [d.cards[i] for i in d.players[p].extra]
    out = []
    for m in d.monsters_of(p):
        if m.face_up and name_has(m, "N・"):
            same = [f for f in extra if m.data.passcode in other_names(f.data.passcode) and f.data.level == 4]
            if same:
                out.append((m, same))
    return out


def _nex(res: Resolution) -> None:
    d = res.duel
    pairs = _nex_pairs(d, res.player)
    if not pairs:
        return
    sent = res.ask_cards([m for m, _ in pairs])
    same = next(fs for m, fs in pairs if m is sent)
    d.send_to_grave([sent.idx], res.cause)
    if sent.zone is Zone.GRAVE and d.free_slots(res.player, Zone.MONSTERS):
        d.special_summon(res.ask_cards(same, "fusion"), res.player, fusion.ask_position(res), res.cause)


define(81913510, Effect(A, _nex, asks=True, needs=lambda ctx: bool(_nex_pairs(ctx.duel, ctx.player)),
                        text_en="send a face-up Neo-Spacian you control to the graveyard; special summon a Level 4 "
                                "monster with its name from your fusion deck",
                        text_ja="自分の表側表示の「Ｎ」モンスター１体を墓地へ送り、同名カード扱いのレベル４モンスター１体を"
                                "融合デッキから特殊召喚する"))


# 王家の神殿 / Temple of the Kings (continuous spell): once a turn you may activate a trap card in the turn you set
# it; once a turn, send a face-up 「聖獣セルケト」 you control and this card to the graveyard (the cost) to special
# summon a monster from your hand or deck, or a fusion monster from your fusion deck (R004-063.13: the page does
# not count it as a fusion summon).
SERKET = 89194033


def _temple_pool(d: Duel, p: int) -> list[Card]:
    pl = d.players[p]
    return [d.cards[i] for i in (*pl.hand, *pl.deck, *pl.extra) if d.cards[i].data.is_monster]


def _temple(res: Resolution) -> None:
    d = res.duel
    pool = _temple_pool(d, res.player)
    if not pool or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    m = res.ask_cards(pool)
    from_deck = m.zone is Zone.DECK
    d.special_summon(m, res.player, fusion.ask_position(res), res.cause)
    if from_deck:
        d.shuffle_deck(res.player)


define(29762407, Effect(Kind.ACTIVATE, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, early_traps=True, affects=lambda ctx, c: False,
              text_en="once a turn you may activate a trap card the turn you set it",
              text_ja="１ターンに１度、罠カードをセットしたターンに発動できる"),
       Effect(Kind.IGNITION, _temple, once_per_turn=True, asks=True,
              cost=Cost(self_to="send", tribute=1, tribute_sends=True,
                        tribute_filter=lambda ctx, m: m.face_up and m.data.passcode == SERKET),
              needs=lambda ctx: bool(_temple_pool(ctx.duel, ctx.player)),
              text_en="send a Mystical Beast of Serket and this card to the graveyard: special summon a monster from "
              "your hand, deck or fusion deck",
              text_ja="「聖獣セルケト」とこのカードを墓地へ送り、手札・デッキ・融合デッキからモンスター１体を特殊召喚する"))
