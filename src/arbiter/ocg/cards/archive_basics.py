"""Seed 004 ●基本関係 and ●ライフを払う: no blank activation, effect-only negation, LP costs.

魔力倹約術 waives LP costs of spell activations only; 魔力の枷, 検閲 and 凶暴化の仮面 are defined in
archive_spells_traps, 縮退回路 in archive_return, 究極・背水の陣 in archive_revival.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.kernel.events import Event
from arbiter.ocg.cards.archive_chance import maintenance
from arbiter.ocg.cards.common import equip_targets, nothing, take_targets_this_turn
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Note
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import normal_summonable

A = Kind.ACTIVATE




# ハーピィの羽根帚 / Harpie's Feather Duster: destroy every spell and trap card the opponent controls.
def _opp_spells_traps(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    pl = d.players[ctx.opponent]
    return [d.cards[i] for i in (*pl.spells, pl.field) if i >= 0]


def _duster(res: Resolution) -> None:
    d = res.duel
    pl = d.players[res.opponent]
    d.destroy([d.cards[i] for i in (*pl.spells, pl.field) if i >= 0], res.cause)


define(18144506, Effect(A, _duster, does=Does.SPELLS_TRAPS, needs=lambda ctx: bool(_opp_spells_traps(ctx)),
                        text_en="destroy all the opponent's spell and trap cards",
                        text_ja="相手フィールドの魔法・罠カードを全て破壊する"))


# 強引な番兵 / The Forceful Sentry: look at the opponent's hand and shuffle 1 card of it into the deck.
def _sentry(res: Resolution) -> None:
    d = res.duel
    hand = [d.cards[i] for i in d.players[res.opponent].hand]
    if hand:
        d.to_deck([res.ask_cards(hand)], res.cause)


define(42829885, Effect(A, _sentry, needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand), asks=True,
                        text_en="look at the opponent's hand and return 1 card of it to the deck",
                        text_ja="相手の手札を確認し１枚をデッキに戻す"))


# 王宮の勅命 / Imperial Order (continuous trap): while it is face-up and active, the effects of every
# spell card on the field are negated (the spells can still be activated). Its controller pays 700 LP in
# every standby phase (both players'), with no chain link; one who cannot has it destroyed (a maintenance
# cost its activation leaves, `Duel.upkeep`).
def _imperial_order(res: Resolution) -> None:
    if res.card.oid == res.link.oid and res.card.on_field:
        res.duel.upkeep(res.card, 700, res.cause)


define(61740673, Effect(A, _imperial_order, text_en="activate; pay 700 LP in each standby phase or destroy this card",
                        text_ja="発動する。スタンバイフェイズ毎に７００ライフポイントを払うか、このカードを破壊する"),
       Effect(Kind.CONTINUOUS, negates="spell", affects=lambda ctx, c: c.on_field,
              text_en="negate the effects of all spell cards on the field",
              text_ja="フィールドの魔法カードの効果を無効にする"))


# 魔力倹約術 / Spell Economics (continuous spell): its controller activates spell cards without paying
# the LP the activation costs. Effects of spells already face-up and active (リサイクル's), costs of
# effects in the graveyard (悪魔のくちづけ's) and maintenance costs are not activation costs.
def _activating_own_spell(ctx: Ctx, c: Card) -> bool:
    if c.data.kind != "spell" or c.active:
        return False
    if c.zone is Zone.HAND:
        return c.owner == ctx.player
    return c.on_field and c.ctl == ctx.player


define(4259068, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, waives_lp_costs=True, affects=_activating_own_spell,
              text_en="you activate spell cards without paying LP",
              text_ja="魔法カードを発動するために払うライフポイントが必要なくなる"))


# 光の護封壁 / Wall of Revealing Light (continuous trap): activated by paying LP in a multiple of 1000
# of the player's choice; while it is face-up and active, the opponent's monsters whose ATK is at most the
# amount paid cannot attack. The amount is a note about this card object.
@dataclass(frozen=True, slots=True)
class WallPaid(Note):
    """The LP paid for the activation of one 「光の護封壁」 object."""

    card: int
    oid: int
    lp: int


def _wall(res: Resolution) -> None:
    res.duel.remember(WallPaid(res.card.idx, res.card.oid, res.link.paid))


def _walled(ctx: Ctx, c: Card) -> bool:
    if c.zone is not Zone.MONSTERS or c.ctl == ctx.player:
        return False
    paid = next((w.lp for w in ctx.duel.notes(WallPaid) if w.card == ctx.card.idx and w.oid == ctx.card.oid), None)
    return paid is not None and ctx.duel.atk(c) <= paid  # none noted: not activated (a scenario's face-up card)


define(17078030, Effect(A, _wall, cost=Cost(lp_step=1000),
                        text_en="pay LP in a multiple of 1000", text_ja="１０００の倍数のライフポイントを払う"),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=_walled,
              text_en="the opponent's monsters with ATK up to the amount paid cannot attack",
              text_ja="払った数値以下の攻撃力を持つ相手モンスターは攻撃できない"))


# 洗脳－ブレインコントロール / Brain Control: pay 800 LP; take control of a targeted face-up monster
# the opponent controls that can be normal summoned, until the end phase. (A spell whose activation
# costs LP, for 魔力倹約術 and the LP payment rulings.)
def _normal_summonable(ctx: Ctx, c: Card) -> bool:
    return normal_summonable(c.data)


define(87910978, Effect(A, take_targets_this_turn, cost=Cost(lp=800),
                        target=TargetSpec(side="opp", face="up", where=_normal_summonable,
                                          text_en="a face-up monster the opponent controls",
                                          text_ja="相手フィールドの表側表示モンスター"),
                        text_en="take control of the target until the end phase",
                        text_ja="対象のコントロールをエンドフェイズまで得る"))


# 悪魔のくちづけ / Malevolent Nuzzler (equip spell): the equipped monster gains 700 ATK. When it is sent
# from the field to the graveyard you may pay 500 LP to put it on top of your deck (an effect of a card
# in the graveyard: 魔力倹約術 does not waive this cost).
def _from_field_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src in (int(Zone.MONSTERS), int(Zone.SPELLS), int(Zone.FIELD)) and ev.dst == int(Zone.GRAVE)


def _nuzzler_back(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.GRAVE and c.oid == res.link.oid:
        res.duel.to_deck([c], res.cause, where="top")


def _nuzzler_trigger(kind: str) -> Effect:
    return Effect(Kind.TRIGGER, _nuzzler_back, trigger=kind, when=_from_field_to_grave, cost=Cost(lp=500),
                  needs=lambda ctx: ctx.duel.players[ctx.player].lp >= 500, mandatory=False, misses_timing=True,
                  text_en="pay 500 LP: put this card on top of your deck",
                  text_ja="５００ライフポイントを払い、このカードをデッキの一番上に戻す")


define(99597615,
       Effect(A, equip_targets, target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=lambda ctx, c: 700,
              text_en="the equipped monster gains 700 ATK", text_ja="装備モンスターの攻撃力は７００アップ"),
       _nuzzler_trigger("destroyed"),
       _nuzzler_trigger("sent"))


# 平和の使者 / Messenger of Peace (continuous spell): face-up monsters with 1500 or more ATK cannot declare an
# attack. Its controller pays 100 LP in each of their standby phases, or it is destroyed (a maintenance
# cost: not an activation's cost, so 魔力倹約術 does not waive it, R004-051).
def _strong(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and ctx.duel.atk(c) >= 1500


define(44656491,
       Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=_strong,
              text_en="monsters with 1500 or more ATK cannot declare an attack",
              text_ja="攻撃力１５００以上のモンスターは攻撃宣言できない"),
       maintenance(100))


# リサイクル / Recycle (continuous spell): in your standby phase, pay 300 LP: target a card other than a
# monster (a spell or trap card) in your graveyard; put it on the bottom of your deck (R004-122.18). The LP
# are the cost of an effect of a face-up card, not of a card's activation: 魔力倹約術 does not waive them
# (R004-049).
def _recycle(res: Resolution) -> None:
    res.duel.to_deck(res.targets(), res.cause, where="bottom")


define(96316857,
       Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.QUICK, _recycle, speed=1, phases=("standby",), cost=Cost(lp=300), once_per_turn=True,
              condition=lambda ctx: ctx.duel.phase == "standby" and ctx.duel.tp == ctx.player,
              target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.kind != "monster",
                                text_en="a spell or trap card in your graveyard", text_ja="自分の墓地の魔法・罠カード"),
              text_en="in your standby phase, pay 300 LP: put the target on the bottom of your deck",
              text_ja="自分のスタンバイフェイズに３００ライフポイントを払い、対象をデッキの一番下に戻す"))
