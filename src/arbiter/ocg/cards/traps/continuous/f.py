"""The continuous trap cards whose English name begins with F."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import bare_activation, ctx_of, field_to_grave, room
from arbiter.ocg.cards.shared.attacks import attack_of, opponents_attack
from arbiter.ocg.cards.shared.coins import call_coin
from arbiter.ocg.cards.shared.discard import discard_chosen
from arbiter.ocg.cards.shared.events import owners_damaged, together
from arbiter.ocg.cards.shared.notes import fates, note
from arbiter.ocg.cards.shared.revival import bound_summon, grave_target
from arbiter.ocg.cards.shared.special_summons import summon_targets
from arbiter.ocg.cards.shared.upkeep import maintenance
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import Until
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# モンスターＢＯＸ / Fairy Box (continuous trap): at each attack declaration by an opponent's monster, call a
# coin: right, the attacker has 0 ATK until the battle phase ends, and only while this card stays in
# the spell & trap zone (gone before the effect resolves: no call is made). Its controller pays 500 LP in each of
# their standby phases, or it is destroyed.
def _fairy_box(res: Resolution) -> None:
    d, me = res.duel, res.card
    if not me.on_field or me.oid != res.link.oid or not call_coin(res):
        return
    a, _ = attack_of(res)
    if a is not None and a.face_up:
        d.set_stat(a, True, 0, res.cause, until=Until(turn=d.turn, phase="battle:end", card=(me.idx, me.oid)))


define(21598948,
       bare_activation(lambda res: None),
       Effect(Kind.TRIGGER, _fairy_box, trigger="attack_declared", self_trigger=False, when=opponents_attack,
              asks=True, text_en="call a coin: right makes the attacker's ATK 0",
              text_ja="コインの裏表を当てる：当たりで攻撃モンスターの攻撃力を０にする"),
       maintenance(500))


# 化石発掘 / Fossil Excavation (continuous trap): discard 1 card; target a Dinosaur in your graveyard;
# special summon it; its effects are negated while this card stays. The two are tied: the monster is destroyed
# when this card leaves the field, this card when the monster is destroyed.
def _fossil(res: Resolution) -> None:
    for t in bound_summon(res, lambda: summon_targets(res), "destroyed"):
        note(ctx_of(res), "fossil", res.card, t)


def _fossil_negates(ctx: Ctx, c: Card) -> bool:
    return any(n.tag == "fossil" and n.card == ctx.card.idx and n.oid == ctx.card.oid and n.other == c.idx
               and n.other_oid == c.oid for n in fates(ctx.duel))


define(23869735, Effect(A, _fossil, cost=Cost(discard=1), needs=room, asks=True,
                        target=grave_target(lambda ctx, c: c.data.race == "Dinosaur", "a Dinosaur in your graveyard",
                                            "自分の墓地の恐竜族モンスター"),
                        text_en="special summon the target; its effects are negated",
                        text_ja="対象を特殊召喚する。その効果は無効化される"),
       Effect(Kind.CONTINUOUS, negates="monster", affects=_fossil_negates,
              text_en="the monster it summoned has its effects negated",
              text_ja="特殊召喚したモンスターの効果を無効にする"))

C = Kind.CONTINUOUS

# 最終突撃命令 / Final Attack Orders: every face-up monster on the field is in attack position and cannot change its
# battle position.
define(52503575, bare_activation(),
       Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up, position=Pos.ATTACK,
              forbids=("change_position",),
              text_en="all face-up monsters are in attack position and cannot change their battle positions",
              text_ja="フィールド上の表側表示モンスターは全て攻撃表示になり、表示形式を変更できない"))

T = Kind.TRIGGER


# 強制接収 / Forced Requisition (continuous trap): activated right after you discarded (in the window after the
# chain that made the discard: `responds_to`); after that, each time you discard, the opponent discards as many
# cards (of their choice): the cards discarded at once are one discard, answered by one activation.
def _my_discard(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and ev.dst == int(Zone.GRAVE) and ctx.duel.cards[ev.card].owner == ctx.player


def _i_discarded(ctx: Ctx, ev: Event) -> bool:
    return _my_discard(ctx, ev) and ctx.card.active


def _requisition(res: Resolution) -> None:
    # the cards discarded at once are one discard (`together`: one link): the opponent discards that many
    discard_chosen(res, res.opponent, len({e.card for e in res.link.events}))


define(74923978, bare_activation(condition=lambda ctx: any(e.kind == "discarded" and _my_discard(ctx, e)
                                                           for e in ctx.events),
                                 responds_to=("discarded",)),
       Effect(T, _requisition, does=Does.OPP_HAND, trigger="discarded", when=_i_discarded, self_trigger=False,
              asks=True, together=True,
              needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
              text_en="the opponent discards as many cards as you did", text_ja="相手は同じ枚数の手札を捨てる"))


# ファイヤー・ウォール / Firewall: when the opponent declares a direct attack, you may banish 1 Pyro monster from your
# graveyard to negate that attack; in each of your standby phases pay 500 LP or destroy this card.
def _direct_attack(ctx: Ctx, ev: Event) -> bool:
    att = ctx.duel.attack
    return opponents_attack(ctx, ev) and att is not None and att[2] < 0


def _firewall(res: Resolution) -> None:
    d = res.duel
    if d.attack is not None:
        d.negate_attack(d.cards[d.attack[0]])


def _pyro(ctx: Ctx, c: Card) -> bool:
    return c.data.kind == "monster" and c.data.race == "Pyro"


define(94804055, bare_activation(),
       Effect(Kind.TRIGGER, _firewall, trigger="attack_declared", self_trigger=False, when=_direct_attack,
              mandatory=False, cost=Cost(banish_grave=1, banish_filter=_pyro), does=Does.OTHER,
              text_en="banish 1 Pyro monster from your graveyard: negate the opponent's direct attack",
              text_ja="墓地の炎族モンスター１体を除外し、相手の直接攻撃を無効にする"),
       maintenance(500))


# 死の演算盤 / Fatal Abacus (continuous trap): each time monsters on the field go to the graveyard (those one verb
# sends together are one time), each one's owner takes 500 damage for each of theirs (a token reaches no graveyard:
# `Duel.move`).
define(77910045, bare_activation(),
       Effect(T, owners_damaged(field_to_grave, 500), trigger="moved", self_trigger=False,
              when=together(field_to_grave),
              text_en="monsters on the field went to the graveyard: each owner takes 500 damage for each of theirs",
              text_ja="フィールドのモンスターが墓地へ送られる度に、その持ち主は１体につき５００ダメージを受ける"))
