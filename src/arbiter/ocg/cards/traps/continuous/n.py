"""The continuous trap cards whose English name begins with N."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import (
    FIELD_ZONES,
    Bind,
    bare_activation,
    burn_500,
    can_special_summon,
    ctx_of,
    own_standby,
    room,
)
from arbiter.ocg.cards.shared.binding import GONE_WITH_IT, LOCK, bind_targets, is_bound
from arbiter.ocg.cards.shared.cloudians import is_cloudian
from arbiter.ocg.cards.shared.events import normal_summon, together
from arbiter.ocg.cards.shared.notes import mark, marked, never_activated
from arbiter.ocg.cards.shared.revival import bound_summon
from arbiter.ocg.cards.shared.special_summons import summon_one_of, tributed_level
from arbiter.ocg.cards.shared.zones import fitting_monsters_in
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_locks import no_fusion_summons

if TYPE_CHECKING:
    from arbiter.ocg.carddata import CardData
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# ニードル・ウォール / Needle Wall (continuous trap): once in each of your standby phases, roll a die; the
# opponent's monster zones are numbered 1 to 5 from right to left as its controller sees them; destroy the
# monster in the zone of the result; on a 6, roll again.
def _needle_wall(res: Resolution) -> None:
    d = res.duel
    n = 6
    while n == 6:
        n = d.roll_die(res.player, res.cause)
    # from this card's controller's view, the opponent's zone on the right is the opponent's own slot 1
    i = d.players[res.opponent].monsters[n - 1]
    if i >= 0:
        d.destroy([d.cards[i]], res.cause)


define(38299233, bare_activation(lambda res: None),
       Effect(Kind.TRIGGER, _needle_wall, does=Does.MONSTERS | Does.OPPONENTS, trigger="phase", when=own_standby,
              self_trigger=False,
              text_en="roll a die and destroy the opponent's monster in that zone",
              text_ja="サイコロを振り、出た目の相手モンスターゾーンのモンスターを破壊する"))


# 拷問車輪 / Nightmare Wheel: target a monster the opponent controls; it cannot attack or change position;
# this card is destroyed when it leaves the field; 500 damage to the opponent in each of your standby
# phases (a mandatory trigger at the start of the phase), activated and resolved only while the monster this
# card object took is in a monster zone (a monster removed in a chain to the damage leaves it without effect).
def _wheel_monster_there(d: Duel, wheel: int, oid: int) -> bool:
    return any(b.key == "bound" and b.card == wheel and b.oid == oid and d.cards[b.held].oid == b.held_oid
               and d.cards[b.held].zone is Zone.MONSTERS for b in d.notes(Bind))


def _wheel_standby(ctx: Ctx, ev: Event) -> bool:
    return (ev.detail == "standby" and ctx.duel.tp == ctx.player and ctx.card.active
            and _wheel_monster_there(ctx.duel, ctx.card.idx, ctx.card.oid))


def _wheel_burn(res: Resolution) -> None:
    if _wheel_monster_there(res.duel, res.card.idx, res.link.oid):
        burn_500(res)


define(54704216,
       Effect(A, bind_targets,
              target=TargetSpec(side="opp", text_en="an opponent's monster", text_ja="相手のモンスター"),
              text_en="the target cannot attack or change its position",
              text_ja="対象は攻撃できず、表示形式の変更もできない"),
       LOCK,
       Effect(Kind.TRIGGER, _wheel_burn, trigger="phase", when=_wheel_standby, self_trigger=False,
              text_en="500 damage to the opponent", text_ja="相手に５００ダメージ"),
       *GONE_WITH_IT, numbering=(0, 1, 2, *(1,) * 7))  # ① the lock and the card leaving with its monster, ② the burn


# 忍法 空蝉の術 / Ninjitsu Art of Decoy: target a face-up 「忍者」 monster you control; while this card is face-up, it
# cannot be destroyed by battle.
define(89628781, Effect(A, bind_targets, target=TargetSpec(side="own", face="up",
                                                           where=lambda ctx, c: name_includes(c, "忍者"),
                                                           text_en="your face-up Ninja monster",
                                                           text_ja="自分の表側表示の「忍者」モンスター"),
                        text_en="the target cannot be destroyed by battle", text_ja="対象は戦闘では破壊されない"),
       Effect(Kind.CONTINUOUS, battle_proof=True, affects=is_bound,
              text_en="the target cannot be destroyed by battle", text_ja="対象は戦闘では破壊されない"))


# 忍法 変化の術 / Ninjitsu Art of Transformation: tribute 1 face-up 「忍者」 monster: special summon from your hand or
# deck 1 Beast, Winged Beast or Insect monster whose Level is at most the tributed monster's Level + 3; it is
# destroyed when this card leaves the field (its own effect: not if its effects are negated as it leaves). A 「忍者」
# whose Level + 3 reaches no such monster its player may summon is no tribute to activate it with (no blank activation).
def _transformed(ctx: Ctx, most: int) -> list[Card]:
    def ok(c: Card) -> bool:
        return c.data.race in ("Beast", "Winged Beast", "Insect") and ctx.duel.level(c) <= most \
            and can_special_summon(ctx, c)
    return [*fitting_monsters_in(ctx, ctx.player, Zone.HAND, ok), *fitting_monsters_in(ctx, ctx.player, Zone.DECK, ok)]


def _ninja_to_transform(ctx: Ctx, m: Card) -> bool:
    return m.face_up and name_includes(m, "忍者") and bool(_transformed(ctx, ctx.duel.level(m) + 3))


def _transformation(res: Resolution) -> None:
    d = res.duel
    if not res.link.cost_cards:
        return

    def summon_it() -> list[Card]:
        before = set(d.players[res.player].monsters)
        # the Level it had there
        summon_one_of(res, _transformed(ctx_of(res), (tributed_level(res) or 0) + 3), deck=True)
        return [d.cards[i] for i in set(d.players[res.player].monsters) - before if i >= 0]

    bound_summon(res, summon_it)


define(70861343, Effect(A, _transformation, asks=True, needs=room,
                        cost=Cost(tribute=1, tribute_filter=_ninja_to_transform),
                        text_en="tribute a face-up Ninja: special summon a Beast, Winged Beast or Insect of up to its "
                                "Level + 3 from your hand or deck",
                        text_ja="「忍者」を生け贄に捧げ、そのレベル＋３以下の獣族・鳥獣族・昆虫族を手札・デッキから特殊召喚する"))


# ナチュラル・ディザスター / Natural Disaster (continuous trap): each time cards the opponent controls are
# destroyed and go to the graveyard by the effect of a 「雲魔物」 monster (those destroyed together are one time),
# 500 damage to the opponent.
def _destroyed_by_cloudian(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.kind == "destroyed" and ev.player == ctx.opponent and ev.src in FIELD_ZONES
            and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.EFFECT and ev.cause.card >= 0
            and is_cloudian(d.cards[ev.cause.card]))


define(18158397, bare_activation(),
       Effect(Kind.TRIGGER, burn_500, trigger="moved", self_trigger=False, when=together(_destroyed_by_cloudian),
              text_en="a Cloudian monster's effect destroyed the opponent's cards: 500 damage to the opponent",
              text_ja="「雲魔物」の効果で相手のカードが破壊されて墓地に行くたび、相手は５００ダメージを受ける"))


# 融合禁止エリア / Non-Fusion Area (continuous trap): while it is face-up on the field, neither player can fusion
# summon (fusion spells find nothing to summon; other special summons of fusion monsters, and the contact fusions'
# own procedures, are no fusion summons and stay allowed).
define(27581098, bare_activation(),
       Effect(Kind.CONTINUOUS, locks_summons=no_fusion_summons, text_en="neither player can fusion summon",
              text_ja="お互いに融合召喚できない"))


# 狭き通路 / Narrow Pass (continuous trap): activated while each player has 2 monsters or fewer; from then on, while it
# is face-up, each player may normal summon 2 more monsters at most (sets are not summons and stay allowed).
_PASSED = "narrow_pass"


def _two_or_fewer(ctx: Ctx) -> bool:
    return all(len(ctx.duel.monsters_of(p)) <= 2 for p in (0, 1))


def _count_summon(ctx: Ctx, ev: Event) -> bool:
    """Not an effect of the card: notes each normal summon made while it is face-up (player and moment), a gemini
    monster's second summon too."""
    if ctx.card.active and normal_summon(ev) and ev.player >= 0:
        mark(ctx.duel, _PASSED, ctx.card, ev.player + 2 * ctx.duel.serial, read_by_effects=True)
    return False


def _passed_two(ctx: Ctx, player: int, monster: CardData, how: str, gone: frozenset[int], onto: int) -> bool:
    return how == "summon" and ctx.card.active and sum(
        1 for v in marked(ctx.duel, _PASSED, ctx.card) if v % 2 == player) >= 2


define(40172183, bare_activation(condition=_two_or_fewer),
       Effect(Kind.CONTINUOUS, locks_summons=_passed_two,
              text_en="each player may normal summon 2 more monsters at most",
              text_ja="どちらのプレイヤーも、自分の場へ召喚できるモンスターは２体が上限になる"),
       Effect(Kind.TRIGGER, never_activated, note=True, trigger="summoned", self_trigger=False, when=_count_summon,
              text_en="(the summons are counted)", text_ja="（召喚を数える）"),
       numbering=(0, 1, 1))
