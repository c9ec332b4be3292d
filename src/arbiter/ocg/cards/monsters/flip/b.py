"""The flip monsters whose English name begins with B."""

from __future__ import annotations

from arbiter.ocg.cards.common import can_special_summon, switch_position
from arbiter.ocg.cards.shared.events import phase_of
from arbiter.ocg.cards.shared.resolving import still_face_up_here
from arbiter.ocg.cards.shared.search import choose_from_deck, deck_searched
from arbiter.ocg.cards.shared.special_summons import summonable_now
from arbiter.ocg.cards.shared.zones import arrange_top, deck_cards
from arbiter.ocg.choice_purposes import EQUIP_TO
from arbiter.ocg.effects import Choice, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import EquipTie, Then
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

F = Kind.FLIP


# 爆弾かめ虫 / Bombardment Beetle: FLIP: look at 1 targeted face-down defense position monster the
# opponent controls; an effect monster is destroyed without being turned face-up (so its flip effect
# does not activate, R003-028), any other monster stays as it was.
def _beetle(res: Resolution) -> None:
    for c in res.targets():
        if c.data.is_effect_monster:
            res.duel.destroy([c], res.cause)


define(57409948, Effect(F, _beetle, target=TargetSpec(side="opp", face="down",
                                                      text_en="a face-down monster the opponent controls",
                                                      text_ja="相手の裏側守備表示のモンスター"),
                        text_en="look at the target; destroy it if it is an effect monster",
                        text_ja="対象を確認し、効果モンスターなら破壊する"))


# デスハムスター / Bubonic Vermin: FLIP (optional): special summon 1 「デスハムスター」 from your deck in
# face-down defense position, then shuffle the deck.
def _vermin_in_deck(res: Resolution) -> list[Card]:
    # the resolution's choice: only a copy that can still be summoned (no lock chained in answer, a free zone)
    return summonable_now(res, [c for c in deck_cards(res) if is_named(c, 6104968)])


def _vermin_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and any(
        is_named(d.cards[i], 6104968) and can_special_summon(ctx, d.cards[i]) for i in d.players[ctx.player].deck)


def _vermin(res: Resolution) -> None:
    c = choose_from_deck(res)
    with deck_searched(res.duel, res.player, True):
        if c is not None:
            res.duel.special_summon(c, res.player, Pos.SET, res.cause)


define(6104968, Effect(F, _vermin, needs=_vermin_needs, mandatory=False, choice=Choice("card", _vermin_in_deck),
                       text_en="special summon a Bubonic Vermin from your deck face-down",
                       text_ja="デッキの「デスハムスター」１体の、裏側守備表示での特殊召喚"))

# 朱い靴 / Bite Shoes: FLIP: change the battle position of 1 targeted face-up monster (attack <->
# defense; it stays face-up).
define(50122883, Effect(F, switch_position, target=TargetSpec(face="up", allow_self=True,
                                                               text_en="a face-up monster",
                                                               text_ja="表側表示モンスター"),
                        text_en="change the target's battle position", text_ja="対象の表示形式を変更する"))

T = Kind.TRIGGER


# ブレイン・ジャッカー / Brain Jacker: FLIP: it becomes an equip card on 1 monster the opponent controls
# (chosen as it resolves; a face-up one: an equip card is equipped to nothing else), and you take control of that
# monster while it stays equipped (a continuous effect of the equip card on the monster it equips, as 「強奪」's:
# control goes back the moment it leaves or stops equipping it, no chain link, and moved to another monster of the
# opponent's, 「移り気な仕立屋」, it takes that one); in each of the opponent's standby phases, the opponent gains
# 500 LP.
def _jacker(res: Resolution) -> None:
    d = res.duel
    me = res.card
    theirs = [m for m in d.monsters_of(res.opponent) if m.face_up]
    if not still_face_up_here(res) or not theirs:
        return
    t = res.ask_cards(theirs, purpose=EQUIP_TO.monster)
    if d.equip(me, t, res.cause, res.player):
        d.take_control(t, res.player, res.cause, while_card=me)  # a take while it equips, as 「強奪」's


def _jacker_heals(res: Resolution) -> None:
    res.duel.gain_lp(res.opponent, 500, res.cause)


define(40267580,
       # its control follows it to a monster an effect moves it to (`Duel._move_equip_tie`), as 「強奪」's does
       Effect(Kind.FLIP, _jacker, asks=True, ties_equipped=EquipTie(then=Then.GIVE_BACK),
              text_en="equip this card to an opponent's face-up monster and take control of it",
              text_ja="このカードを装備カードとして相手の表側表示モンスターに付け、そのモンスターのコントロールを奪う"),
       Effect(T, _jacker_heals, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: phase_of("standby", False)(ctx, ev) and ctx.card.zone is Zone.SPELLS,
              text_en="the opponent's standby phase: the opponent gains 500 LP",
              text_ja="相手のスタンバイフェイズ毎に相手は５００ライフポイント回復する"))


# 大王目玉 / Big Eye: FLIP: its controller looks at the top 5 cards of their deck (all of them if fewer) and puts them
# back on top in the order they choose (the first chosen on top).
define(16768387, Effect(Kind.FLIP, lambda res: arrange_top(res, 5), asks=True,
                        text_en="look at your top 5 cards and put them back in any order",
                        text_ja="自分のデッキトップ最大５枚を見て、並びを選び直してデッキの上へ"))
