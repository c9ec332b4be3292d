"""The ritual monsters whose English name begins with C."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.shared.events import phase_of, won_battle
from arbiter.ocg.cards.shared.search import deck_has, deck_or_grave_has, is_ritual_monster, is_ritual_spell, search
from arbiter.ocg.cards.shared.targets import grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_hand
from arbiter.ocg.choice_purposes import TO_GRAVEYARD
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Until
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import by_ritual_summon

T = Kind.TRIGGER
MACHINE_ANGEL_RITUAL = 39996157


# 覚醒戦士 クーフーリン / Cú Chulainn the Awakened (ritual summoned with 「覚醒の証」): once a turn, target a normal
# monster in your graveyard: banish it, and this card gains its ATK until your next standby phase.
def _cu_chulainn(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        gain = t.data.atk or 0
        if d.banish([t], res.cause) and res.card.oid == res.link.oid:
            d.boost(res.card, gain, 0, res.cause,
                    until=Until(turn=d.nth_turn_of(res.player, 2 if d.tp == res.player else 1), phase="standby"))


define(10789972, Effect(Kind.IGNITION, _cu_chulainn, once_per_turn=True,
                        target=TargetSpec(zone=Zone.GRAVE, side="own",
                                          where=lambda ctx, c: ctx.duel.is_normal_monster(c),
                                          text_en="a normal monster in your graveyard",
                                          text_ja="自分の墓地の通常モンスター"),
                        text_en="banish the target: this card gains its ATK until your next standby phase",
                        text_ja="対象を除外し、次の自分のスタンバイフェイズまでその攻撃力分攻撃力をアップする"),
       special_by=by_ritual_summon)


# チャクラ / Chakra: no effects; ritual summoned with 「チャクラの復活」.
define(65393205, special_by=by_ritual_summon)


# クラブ・タートル / Crab Turtle: no effects; ritual summoned with 「亀の誓い」.
define(91782219, special_by=by_ritual_summon)


# The Cyber Angels (ritual summoned with 「機械天使の儀式」).
def _ritual_summoned(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "ritual"


def _your_ritual_monsters(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and is_ritual_monster(c)]


# サイバー・エンジェル－韋駄天－ / Cyber Angel Idaten: when it is ritual summoned, you may add a ritual spell from
# your deck or graveyard to your hand; when it is tributed, you may have every ritual monster you control gain 1000
# ATK and DEF.
def _idaten_search(res: Resolution) -> None:
    search(res, is_ritual_spell, zones=(Zone.DECK, Zone.GRAVE))


def _idaten_boost(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for c in _your_ritual_monsters(res):
            res.duel.boost(c, 1000, 1000, res.cause, until_end=False)


define(3629090,
       Effect(T, _idaten_search, trigger="special_summoned", when=_ritual_summoned, mandatory=False, asks=True,
              needs=deck_or_grave_has(is_ritual_spell),
              text_en="ritual summoned: add a ritual spell from your deck or graveyard to your hand",
              text_ja="儀式召喚の後、儀式魔法カード１枚をデッキか墓地から手札へ"),
       Effect(T, _idaten_boost, trigger="tributed", mandatory=False,
              needs=lambda ctx: bool(_your_ritual_monsters(ctx)),
              text_en="tributed: your ritual monsters gain 1000 ATK and DEF",
              text_ja="生け贄に捧げられれば、自分の場の儀式モンスターの攻撃力と守備力が１０００上がる"),
       special_by=by_ritual_summon)


# サイバー・エンジェル－荼吉尼－ / Cyber Angel Dakini: when it is ritual summoned, you may have the opponent send a
# monster they control (of their choice) to the graveyard; your ritual monsters deal piercing battle damage while it
# is on the field; in your end phase (its controller's, not its owner's) you may add a ritual monster or
# 「機械天使の儀式」 in your graveyard (targeted) to your hand.
def _dakini_sends(res: Resolution) -> None:
    d = res.duel
    theirs = d.monsters_of(res.opponent)
    if theirs:
        d.send_to_grave([res.ask_cards(theirs, "select", res.opponent, purpose=TO_GRAVEYARD.monster).idx], res.cause)


define(39618799,
       Effect(T, _dakini_sends, trigger="special_summoned", when=_ritual_summoned, mandatory=False, asks=True,
              needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
              text_en="ritual summoned: the opponent sends a monster they control to the graveyard",
              text_ja="儀式召喚の後、相手は自分の場のモンスター１体を選び墓地へ"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == ctx.player
              and c.face_up and is_ritual_monster(c), pierce=True,
              text_en="your ritual monsters deal piercing battle damage",
              text_ja="自分の儀式モンスターは守備表示の相手を攻撃すれば貫通ダメージ"),
       Effect(T, targets_to_hand, trigger="phase", self_trigger=False, when=phase_of("end"), mandatory=False,
              target=grave_spec(lambda c: is_ritual_monster(c) or is_named(c, MACHINE_ANGEL_RITUAL),
                                en="a ritual monster or Machine Angel Ritual in your graveyard",
                                ja="自分の墓地の儀式モンスターか「機械天使の儀式」"),
              text_en="your end phase: add the target to your hand",
              text_ja="自分のエンドフェイズに対象を手札に加える"),
       special_by=by_ritual_summon)


# サイバー・エンジェル－弁天－ / Cyber Angel Benten: when its battle takes a monster from the field to the
# graveyard, the opponent takes damage equal to that monster's original DEF; when it is tributed, you may add a
# LIGHT Fairy monster from your deck to your hand.
def _benten_burn(res: Resolution) -> None:
    dfn = res.duel.cards[res.link.events[0].card].base.def_
    if dfn:
        res.duel.damage(res.opponent, dfn, res.cause)


def _light_fairy(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Fairy" and has_attribute(c, "LIGHT")


def _benten_search(res: Resolution) -> None:
    search(res, _light_fairy)


define(77235086,
       Effect(T, _benten_burn, trigger="destroyed", self_trigger=False, when=won_battle,
              text_en="destroyed a monster by battle: damage equal to its original DEF",
              text_ja="戦闘破壊して墓地へ送ったモンスターの元々の守備力と同じ値のダメージ"),
       Effect(T, _benten_search, trigger="tributed", mandatory=False, asks=True, needs=deck_has(_light_fairy),
              text_en="tributed: add a LIGHT Fairy monster from your deck to your hand",
              text_ja="生け贄に捧げられれば、光属性の天使族１体をデッキからサーチ"),
       special_by=by_ritual_summon)
