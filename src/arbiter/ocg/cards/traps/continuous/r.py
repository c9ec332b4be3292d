"""The continuous trap cards whose English name begins with R."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import answered_link, bare_activation, both, card_active
from arbiter.ocg.cards.shared.binding import GONE_WITH_IT, bind_targets, is_bound
from arbiter.ocg.cards.shared.chain import negate_and_destroy
from arbiter.ocg.cards.shared.control import reset_control
from arbiter.ocg.cards.shared.discard import has_hand, opp_discards_random
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.resolving import self_on_field
from arbiter.ocg.cards.shared.revival import banished_revival
from arbiter.ocg.cards.shared.summon_responses import negate_summon
from arbiter.ocg.cards.shared.zones import players_in_order
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Ward
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.carddata import CardData
    from arbiter.ocg.chain import ChainLink
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# 洗脳解除 / Remove Brainwashing (continuous trap): while it is face-up, control of every monster stays with
# its owner: on activation every monster goes back, no monster's control can pass to a player who does not own it,
# and a monster its owner's opponent comes to control all the same goes back at once (one taken while this card's
# effects were negated, once they are not; one special summoned from the opponent's graveyard). Destroyed before its
# activation resolves, it gives nothing back (its effects apply from the field).
def _give_back(res: Resolution) -> None:
    if self_on_field(res):
        reset_control(res)


def _to_non_owner(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "control" and ctx.card.active and ctx.duel.cards[ev.card].owner != ev.player


define(94739788, Effect(A, _give_back, text_en="return every monster to its owner's control",
                        text_ja="場の全モンスターのコントロールは持ち主へ戻る"),
       Effect(Kind.REPLACEMENT, when=_to_non_owner, instead=lambda ctx, ev: None,
              text_en="control of monsters cannot pass to a player who does not own them",
              text_ja="モンスターのコントロールは持ち主以外に移らない"),
       Effect(Kind.CONTINUOUS, owners_control=True,
              text_en="a monster its owner's opponent controls goes back to its owner",
              text_ja="持ち主の相手がコントロールするモンスターは持ち主へ戻る"))

T = Kind.TRIGGER


# 追い剥ぎゴブリン / Robbin' Goblin (continuous trap): each time a monster you control inflicts battle damage
# to the opponent, they discard 1 at random (not activated while their hand is empty: it would discard nothing).
def _my_monster_battle_damage(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.cause.reason is Reason.BATTLE and ev.player != ctx.player and ev.cause.card >= 0
            and d.cards[ev.cause.card].ctl == ctx.player and ctx.card.active)


define(88279736, bare_activation(),
       Effect(T, opp_discards_random(1), does=Does.OPP_HAND, trigger="damage", when=_my_monster_battle_damage,
              self_trigger=False, needs=has_hand("opp"),
              text_en="the opponent discards 1 card at random",
              text_ja="相手は手札をランダムに１枚捨てる"))

Q = Kind.QUICK


# 王宮の弾圧 / Royal Oppression (continuous trap): pay 800 LP: negate a special summon and destroy the monster
# (R004-156.44: spell speed 2), in the summon's negation window (a monster's own procedure); or pay 800 LP:
# negate the activation of an effect that special summons (its categories, `Does.SPECIAL_SUMMON`) and destroy that card,
# chained right to it. Either player may use these effects (`Effect.either_player`), paying the LP themselves, each
# once a chain, whoever used it (not again while a link of it is on the chain).
def _special_summoning(ctx: Ctx) -> bool:
    return any(e.kind == "summoning" and e.detail == "special" for e in ctx.events)


def _summoning_effect(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return link is not None and ctx.duel.link_effect(link).does_(Does.SPECIAL_SUMMON)


_SPECIAL_SUMMONING = Answers(_special_summoning, "the special summon of a monster", "モンスターの特殊召喚", summon=True)
_SUMMONING_EFFECT = Answers(_summoning_effect, "the activation of an effect that special summons a monster",
                            "モンスターを特殊召喚する効果の発動")


define(93016201, bare_activation(),
       Effect(Q, negate_summon, condition=both(card_active, _SPECIAL_SUMMONING), cost=Cost(lp=800),
              negates_summon=True, either_player=True,
              text_en="pay 800 LP: negate a special summon and destroy the monster",
              text_ja="８００ライフポイントを払い、モンスターの特殊召喚を無効にし破壊する"),
       Effect(Q, negate_and_destroy, condition=both(card_active, _SUMMONING_EFFECT), cost=Cost(lp=800),
              either_player=True,
              text_en="pay 800 LP: negate the activation of an effect that special summons and destroy the card",
              text_ja="８００ライフポイントを払い、モンスターの特殊召喚を含む効果の発動を無効にし破壊する"))


# 王宮の号令 / Royal Command (continuous trap): while it is face-up, the effects of flip effect monsters
# cannot be activated (`forbids=("activate",)`, which trigger chains honour) and are negated (chained to
# a flip effect, it negates it: R003-046): on the field by a continuous negation, and on a chain as each such
# effect resolves, wherever its monster is by then (a `Ward` over links).
def _flip_monsters_link(ctx: Ctx, link: ChainLink) -> bool:
    return ctx.card.active and ctx.duel.cards[link.card].data.is_flip


define(33950246, bare_activation(),
       Effect(Kind.CONTINUOUS, negates="monster", affects=lambda ctx, c: c.on_field and c.data.is_flip,
              text_en="negate the effects of flip effect monsters", text_ja="リバース効果モンスターの効果を無効にする"),
       Effect(Kind.CONTINUOUS, ward=Ward(("monster",), links=_flip_monsters_link),
              text_en="the effects of flip effect monsters on the chain are negated as they resolve",
              text_ja="チェーン上のリバース効果モンスターの効果は処理時に無効になる"),
       Effect(Kind.CONTINUOUS, forbids=("activate",), affects=lambda ctx, c: c.on_field and c.data.is_flip,
              text_en="the effects of flip effect monsters cannot be activated",
              text_ja="リバース効果モンスターの効果は発動できない"),
       numbering=(0, 1, 1, 1))

# 王宮のお触れ / Royal Decree: continuous; while face-up and active, other traps on the field have no effect.
define(51452091, bare_activation(),
       Effect(Kind.CONTINUOUS, negates="trap", affects=lambda ctx, c: c.on_field,
              text_en="negate the effects of all other traps on the field",
              text_ja="このカード以外の罠カードの効果を無効にする"))


# 追い剥ぎゾンビ / Robbin' Zombie: each time a monster you control deals battle damage to the opponent, they send the
# top card of their deck to the graveyard.
def _our_hit(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.cause.reason is Reason.BATTLE and ev.player == ctx.opponent and ev.cause.card >= 0
            and d.cards[ev.cause.card].ctl == ctx.player)


define(83258273, bare_activation(),
       Effect(T, lambda res: res.duel.mill(res.opponent, 1, res.cause), trigger="damage", self_trigger=False,
              when=_our_hit, text_en="your monster dealt battle damage: the opponent mills their top card",
              text_ja="自分のモンスターが戦闘ダメージを与えた時、相手はデッキの一番上を墓地へ送る"))


# 化石岩の解放 / Release from Stone: special summon a targeted banished Rock monster of yours; it is destroyed when
# this card leaves the field, and this card when it is destroyed.
define(26956670, banished_revival(lambda ctx, c: c.data.race == "Rock", "a banished Rock monster of yours",
                                  "除外されている自分の岩石族モンスター"))


# レアメタル化・魔法反射装甲 / Rare Metalmorph: target a Machine monster on the field; while this card stays face-up, it
# gains 500 ATK, and the first spell card's effect that targets it is negated as it resolves (that use is marked on
# this card object, so it happens once); this card is destroyed when that monster leaves the field.
_REFLECTED = "rare_metalmorph"


def _first_spell_at_it(ctx: Ctx, link: ChainLink) -> bool:
    d = ctx.duel
    if marked(d, _REFLECTED, ctx.card) or not any(
            d.cards[i].oid == oid and is_bound(ctx, d.cards[i]) for i, oid in link.targets):
        return False
    mark(d, _REFLECTED, ctx.card)  # the negation this ward answers now is its only one
    return True


define(12503902,
       # the target's 500 ATK is a direct change of ATK the damage step allows (ocg-rules 3.5, as 「闇の呪縛」)
       Effect(A, bind_targets, does=Does.ATK_DEF,
              target=TargetSpec(side="any", face="up", where=lambda ctx, c: ctx.duel.race(c) == "Machine",
                                text_en="a face-up Machine monster", text_ja="表側表示の機械族モンスター"),
              text_en="the target gains 500 ATK and negates the first spell effect targeting it",
              text_ja="対象の攻撃力が５００上がる。また、対象を対象に取る魔法カードの効果を最初の１度だけ無効にする"),
       Effect(Kind.CONTINUOUS, affects=is_bound, atk=lambda ctx, m: 500,
              text_en="the target gains 500 ATK", text_ja="対象の攻撃力は５００アップ"),
       Effect(Kind.CONTINUOUS, ward=Ward(("spell",), links=_first_spell_at_it),
              text_en="negate the first spell card effect that targets the target",
              text_ja="対象を対象に取る魔法カードの効果を、最初の１度だけ無効にする"),
       *GONE_WITH_IT, numbering=(1, 2, 3, *(4,) * 7))


# 群雄割拠 / Rivalry of Warlords (continuous trap): while it is in the spell & trap zone, each player may have face-up
# monsters of one Type only: as it resolves, each player with several Types face-up chooses the one they keep and
# sends the others to the graveyard (the turn player first; a rule of the card, not destruction), and no one may
# summon, flip summon or special summon a monster of another Type than the face-up monsters' of the field it goes to
# (the opponent's for 「おジャマトリオ」's tokens and 「トーチ・ゴーレム」, whatever its summoner keeps). A monster
# turned face-up or taken later that brings a second Type is sent at once (no question can be asked there: the
# engine keeps the Type that was there, docs/uncertain-rulings.md).
def _face_up(d: Duel, p: int) -> list[Card]:
    return [m for m in d.monsters_of(p) if m.face_up]


def _warlords(res: Resolution) -> None:
    d = res.duel
    if not res.card.on_field or res.card.oid != res.link.oid:
        return
    for p in players_in_order(d):
        races = sorted({d.race(m) or "" for m in _face_up(d, p)})
        if len(races) < 2:
            continue
        o = res.ask([Option(f"type:{r}", "type", label_en=r, label_ja=r) for r in races], "type", p,
                    "choose the Type to keep", "残す種族を選ぶ")
        d.send_to_grave([m.idx for m in _face_up(d, p) if d.race(m) != o.label_en], res.cause)


def _newcomer(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if not ctx.card.active or ev.card < 0:
        return False
    m = d.cards[ev.card]
    return m.zone is Zone.MONSTERS and m.face_up and any(
        d.race(o) != d.race(m) for o in _face_up(d, m.ctl) if o.idx != m.idx)


def _send_newcomer(res: Resolution) -> None:
    d = res.duel
    m = d.cards[res.link.events[0].card]
    if m.zone is Zone.MONSTERS and m.face_up:
        d.send_to_grave([m.idx], res.cause)


def _other_type(ctx: Ctx, player: int, monster: CardData, how: str, gone: frozenset[int], onto: int) -> bool:
    # the field it goes to is read, whoever summons it (「おジャマトリオ」's tokens, 「トーチ・ゴーレム」: the
    # opponent's); the monsters tributed for the summon no longer count: tributing the last ones of another Type
    # allows it
    races = {ctx.duel.race(m) for m in _face_up(ctx.duel, onto) if m.idx not in gone}
    return bool(races) and monster.race not in races


define(90846359, Effect(A, _warlords, asks=True, text_en="each player keeps the face-up monsters of one Type",
                        text_ja="お互いに表側表示モンスターが１種類の種族になるように墓地へ送る"),
       Effect(Kind.CONTINUOUS, locks_summons=_other_type,
              text_en="no one summons a monster of another Type than their face-up monsters'",
              text_ja="自分の表側表示モンスターと種族が違うモンスターは、召喚・反転召喚・特殊召喚できない"),
       *(Effect(Kind.AT_ONCE, _send_newcomer, trigger=k, self_trigger=False, when=_newcomer,
                text_en="a face-up monster of a second Type is sent to the graveyard",
                text_ja="２種類目の種族の表側表示モンスターは墓地へ送られる")
         for k in ("flipped", "control")),
       numbering=(1, 1, 1, 1))


# 正々堂々 / Respect Play: while it is face-up, each player keeps their hand revealed during their own turn.
define(8951260, bare_activation(),
       Effect(Kind.CONTINUOUS, opens_turn_hand=True, text_en="each player keeps their hand revealed in their turn",
              text_ja="お互いに自分のターンは手札を公開し続ける"))
