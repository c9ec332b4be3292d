"""The normal trap cards whose English name begins with K."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg import names
from arbiter.ocg.cards.common import opponent_attacks
from arbiter.ocg.cards.shared.attacks import at_attacker, is_attacker
from arbiter.ocg.cards.shared.card_kinds import is_hero
from arbiter.ocg.cards.shared.equips import equip, equipped
from arbiter.ocg.cards.shared.events import effect_player
from arbiter.ocg.cards.shared.passcodes import HERO_KID
from arbiter.ocg.cards.shared.search import search
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone

A = Kind.ACTIVATE



# キッズ・ガード / Kid Guard: when an opponent's monster attacks, tribute 「ヒーロー・キッズ」: negate the
# attack and add an 「Ｅ・ＨＥＲＯ」 monster from the deck.
def _kid_guard(res: Resolution) -> None:
    res.duel.negate_attack()
    search(res, lambda c: c.data.is_monster and is_hero(c))


define(10759529, Effect(A, _kid_guard, asks=True, condition=opponent_attacks,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, c: is_named(c, HERO_KID)),
                        text_en="tribute Hero Kid: negate the attack; add an Elemental HERO monster",
                        text_ja="「ヒーロー・キッズ」を生け贄に捧げ、攻撃を無効にし、「Ｅ・ＨＥＲＯ」を手札に加える"))


# 鎖付きブーメラン / Kunai with Chain (★ on the page): effect 1: the targeted attacker becomes defense
# position; effect 2: equip to your face-up monster, +500 ATK (the card stays on the field after effect 2
# only: `remains` on that effect); effect 3: both at once, targeting the attacker and your monster.
def _attacker_to_defense(res: Resolution) -> None:
    res.duel.set_positions(res.targets(), Pos.DEFENSE, res.cause)


def _kunai_both(res: Resolution) -> None:
    targets = res.targets()
    with res.duel.moving_together(res.cause):
        for c in targets:
            if c.ctl != res.player:
                res.duel.set_position(c, Pos.DEFENSE, res.cause)
    for c in targets:
        if c.ctl == res.player:
            res.duel.equip(res.card, c, res.cause)


define(37390589,
       Effect(A, _attacker_to_defense, condition=opponent_attacks, target=at_attacker("opp"),
              text_en="change the attacking monster to defense position", text_ja="攻撃モンスターを守備表示にする"),
       # its equip modes give 500 ATK at once, a direct change of ATK the damage step allows (ocg-rules 3.5)
       Effect(A, equip, target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                                text_ja="自分の表側表示モンスター"), remains=True,
              does=Does.OTHER | Does.ATK_DEF,
              text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(A, _kunai_both, condition=opponent_attacks, remains=True, does=Does.OTHER | Does.ATK_DEF,
              target=TargetSpec(count=2, parts=(TargetSpec(side="opp", face="up", where=is_attacker),
                                                TargetSpec(side="own", face="up")),
                                text_en="the attacking monster and your face-up monster",
                                text_ja="攻撃モンスターと自分の表側表示モンスター"),
              text_en="both: change the attacker to defense position and equip this card to your monster",
              text_ja="両方：攻撃モンスターを守備表示にし、このカードを自分のモンスターに装備する"),
       Effect(Kind.CONTINUOUS, affects=equipped, atk=lambda ctx, m: 500,
              text_en="the equipped monster gains 500 ATK", text_ja="装備モンスターの攻撃力は５００アップ"),
       equip_trap=True)


# 因果切断 / Karma Cut: discard 1 card: banish a targeted face-up monster the opponent controls; if it was, also
# banish every card of the opponent's graveyard with its name.
def _karma_cut(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        had = names.names_of(c)  # the names it has on the field (「ハーピィ・クィーン」's is lost once banished)
        if d.banish([c], res.cause):
            same = [d.cards[i] for i in d.players[res.opponent].grave
                    if names.is_named(d.cards[i], *had)]
            if same:
                d.banish(same, res.cause)


define(71587526, Effect(A, _karma_cut, cost=Cost(discard=1),
                        target=TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                                          text_ja="相手フィールドの表側表示モンスター"),
                        text_en="discard 1: banish the target and the cards of its name in the opponent's graveyard",
                        text_ja="手札を１枚捨て、対象を除外し、相手の墓地の同名カードも全て除外する"))


# コザッキーの自爆装置 / Kozaky's Self-Destruct Button: when this set card is destroyed, the player who destroyed it
# takes 1000 damage.
def _set_destroyed(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and ev.pos == int(Pos.SET)


def _kozaky_button(res: Resolution) -> None:
    d = res.duel
    d.damage(effect_player(d, res.link.events[0].cause), 1000, res.cause)


define(21908319, Effect(Kind.TRIGGER, _kozaky_button, trigger="destroyed", when=_set_destroyed,
                        text_en="this set card destroyed: its destroyer takes 1000 damage",
                        text_ja="セット状態のこのカードを破壊したプレイヤーは１０００ダメージを受ける"))
