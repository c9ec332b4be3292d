"""The continuous trap cards whose English name begins with G."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import bare_activation, ctx_of, nothing, own_standby, tallied, tally, token_data
from arbiter.ocg.cards.shared.card_kinds import continuous_spell
from arbiter.ocg.cards.shared.events import effect_player, moved_together, together
from arbiter.ocg.cards.shared.special_summons import ask_face_up
from arbiter.ocg.cards.shared.summon_responses import summoned_event
from arbiter.ocg.cards.shared.tokens import makes_token_here, summon_tokens
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

T = Kind.TRIGGER


# グリード / Greed (continuous trap): for each card a player draws by a card effect while it is face-up
# and active, that player takes 500 damage in the end phase (R004-075). The count is kept as the draws
# happen (the filter of an effect that never starts a chain link itself); the damage is a trigger.
def _greed_counts(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    if c.active and ev.cause.reason is Reason.EFFECT:
        tally(ctx.duel, ("greed", c.idx, c.oid, ctx.duel.turn, ev.player), ev.amount)
    return False


def _greed_due(ctx: Ctx, p: int) -> int:
    c = ctx.card
    return sum(tallied(ctx.duel, ("greed", c.idx, c.oid, ctx.duel.turn, p)))


def _greed_damage(res: Resolution) -> None:
    ctx = ctx_of(res)
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        n = _greed_due(ctx, p)
        if n:
            d.damage(p, 500 * n, res.cause)


define(89405199, bare_activation(),
       Effect(T, nothing, trigger="drew", when=_greed_counts, self_trigger=False,
              text_en="count the cards drawn by effects", text_ja="効果でドローした枚数を数える"),
       Effect(T, _greed_damage, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.card.active and (
                  _greed_due(ctx, 0) > 0 or _greed_due(ctx, 1) > 0),
              text_en="500 damage for each card drawn by an effect this turn",
              text_ja="効果でドローしたカード１枚につき５００ダメージ"),
       numbering=(0, 1, 1))  # the count is no effect of its own: it serves the one effect of the text


# 天狗のうちわ / Goblin Fan (continuous trap): while it is face-up, a level 2 or lower monster that is
# flip summoned is destroyed the moment the flip summon succeeds (applied at once, no chain link), and the
# effects it set off on the field (its flip effect) are not activated: its flip effect does nothing
# (R003-048). Only a Goblin Fan that was already face-up when the flip summon succeeded does this: one activated
# afterwards, even chained to the flip effect, does nothing to it (R003-049). An effect the monster sets off in
# the graveyard is activated as usual.
def _fan_when(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ctx.card.active and ev.detail == "flip" and c.zone is Zone.MONSTERS and ctx.duel.level(c) <= 2


def _goblin_fan(res: Resolution) -> None:
    d = res.duel
    c = summoned_event(res)
    if c is None or c.zone is not Zone.MONSTERS:
        return
    d.drop_triggers(c)
    d.destroy([c], res.cause)


define(4149689, bare_activation(),
       Effect(Kind.AT_ONCE, _goblin_fan, does=Does.MONSTERS, trigger="summoned", when=_fan_when,
              text_en="the flip summoned Level 2 or lower monster is destroyed; its effects on the field are not "
                      "activated",
              text_ja="反転召喚に成功したレベル２以下のモンスターは破壊される。場で発動する効果の発動はできない"))


# グラヴィティ・バインド－超重力の網－ / Gravity Bind (continuous trap): Level 4 or higher monsters on the field cannot
# attack.
define(85742772, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and ctx.duel.level(c) >= 4,
              forbids=("attack",), text_en="Level 4 or higher monsters cannot attack",
              text_ja="場のモンスターのうち、レベル４以上のものは攻撃できない"))


# 墓荒らしの報い / Graverobber's Retribution (continuous trap): in each of your standby phases, the opponent takes 100
# damage for each of their banished monsters.
def _retribution(res: Resolution) -> None:
    d = res.duel
    n = sum(1 for i in d.players[1 - res.player].banished
            if d.cards[i].data.is_monster and not d.cards[i].hidden)
    d.damage(1 - res.player, 100 * n, res.cause)


define(33737664, bare_activation(),
       Effect(Kind.TRIGGER, _retribution, trigger="phase", when=own_standby, self_trigger=False,
              text_en="your standby phase: 100 damage per banished monster of the opponent",
              text_ja="自分のスタンバイフェイズのたび、除外された相手のモンスター１体につき１００ダメージを与える"))


# ジェムフラッシュエナジー / Gem Flash Energy: in each of your standby phases, the opponent takes 300 damage for
# each face-up continuous spell card on the field.
def _gem_flash(res: Resolution) -> None:
    d = res.duel
    n = sum(1 for p in d.players for i in p.spells if i >= 0 and d.cards[i].face_up and continuous_spell(d.cards[i]))
    d.damage(res.opponent, 300 * n, res.cause)


define(57753602, bare_activation(),
       Effect(T, _gem_flash, trigger="phase", self_trigger=False, when=own_standby,
              text_en="your standby phase: 300 damage to the opponent per face-up continuous spell",
              text_ja="自分のスタンバイフェイズ毎に、表側表示の永続魔法の数×３００ダメージを相手に与える"))


# 魂のさまよう墓場 / Graveyard of Wandering Souls (the pool's text: docs/uncertain-rulings.md): while it is already
# face-up, each time a monster of yours goes to the graveyard after being destroyed by battle, special summon a
# 「火の玉トークン」 (Pyro, FIRE, Level 1, 100/100); and once a turn for the card name (one of two copies only), when
# monsters of your hand or field are sent to the graveyard by an effect of the opponent's, special summon as many
# such tokens as there were monsters, as far as there are free zones.
FIREBALL_TOKEN = 98596597  # 火の玉トークン


def _fireballs(res: Resolution, n: int) -> None:
    summon_tokens(res, token_data(FIREBALL_TOKEN, "火の玉トークン"), n, ask=ask_face_up)


def _mine_fell_in_battle(ctx: Ctx, ev: Event) -> bool:
    return (ctx.card.active and ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS)
            and ev.dst == int(Zone.GRAVE) and ev.player == ctx.player)


def _sent_by_opponent(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = d.cards[ev.card] if ev.card >= 0 else None
    return (c is not None and c.data.is_monster and ev.dst == int(Zone.GRAVE) and ev.player == ctx.player
            and ev.src in (int(Zone.HAND), int(Zone.MONSTERS)) and ev.cause.reason is Reason.EFFECT
            and effect_player(d, ev.cause) != ctx.player)


define(98596596, bare_activation(),
       Effect(T, lambda res: _fireballs(res, 1), trigger="destroyed", self_trigger=False, when=_mine_fell_in_battle,
              asks=True, needs=makes_token_here(FIREBALL_TOKEN, "火の玉トークン"),
              text_en="your monster destroyed by battle: special summon a Fireball Token",
              text_ja="自分のモンスターが戦闘で破壊されて墓地に行った時、「火の玉トークン」１体を特殊召喚する"),
       Effect(T, lambda res: _fireballs(res, len(moved_together(ctx_of(res), _sent_by_opponent))), trigger="moved",
              self_trigger=False, when=lambda ctx, ev: ctx.card.active and together(_sent_by_opponent)(ctx, ev),
              once_per_name=True, asks=True, needs=makes_token_here(FIREBALL_TOKEN, "火の玉トークン"),
              text_en="your monsters sent to the graveyard by the opponent's effect: as many Fireball Tokens",
              text_ja="相手の効果で自分の手札・場のモンスターが墓地に行った時、その数を上限に「火の玉トークン」を"
                      "特殊召喚する"))
