"""The normal trap cards whose English name begins with N."""

from __future__ import annotations

from arbiter.ocg import names
from arbiter.ocg.cards.shared.damage import expected_battle_damage
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.turn_counts import lock_next_turn
from arbiter.ocg.cards.shared.zones import all_monsters, pile_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_GRAVEYARD
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# 白衣の天使 / Numinous Healer: when you take damage, gain 1000, then 500 for each 「白衣の天使」 in your
# graveyard, each a gain of its own (R004-091, uncertain). It answers the damage in the window right after
# the chain or battle that dealt it (`responds_to`).
def _healer(res: Resolution) -> None:
    d = res.duel
    d.gain_lp(res.player, 1000, res.cause)
    for _ in pile_of(res, res.player, Zone.GRAVE, lambda c: is_named(c, 2130625)):
        d.gain_lp(res.player, 500, res.cause)


define(2130625, Effect(A, _healer, condition=lambda ctx: any(
    e.kind == "damage" and e.player == ctx.player for e in ctx.events), responds_to=("damage",),
    text_en="gain 1000 LP, then 500 for each Numinous Healer in your graveyard",
    text_ja="１０００ライフポイント回復し、墓地の「白衣の天使」１枚につき５００回復する"))


# 体力増強剤スーパーＺ / Nutrient Z: in the damage step, before damage calculation, when you would take 2000
# or more battle damage, gain 4000 first.
define(29389368, Effect(A, gain_op(4000), damage_step=True, condition=lambda ctx: expected_battle_damage(ctx) >= 2000,
                        text_en="about to take 2000+ battle damage: gain 4000 LP first",
                        text_ja="２０００以上の戦闘ダメージを受ける時、先に４０００ライフポイント回復する"))


# つり天井 / Needle Ceiling: with 4 or more monsters on the field, every face-up monster there is
# destroyed. Not activated when all of them are face-down: it would destroy nothing.
def _ceiling_victims(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in all_monsters(ctx) if c.face_up]


def _ceiling(res: Resolution) -> None:
    res.duel.destroy(_ceiling_victims(res), res.cause)


define(38411870, Effect(A, _ceiling, does=Does.MONSTERS, condition=lambda ctx: len(all_monsters(ctx)) >= 4,
                        needs=lambda ctx: bool(_ceiling_victims(ctx)),
                        text_en="destroy every face-up monster while the field holds 4 or more monsters",
                        text_ja="フィールドのモンスターが４体以上なら、表側のモンスターを全て破壊"))


# ロスト・ネクスト / Next to be Lost: target 1 face-up monster you control: send 1 card with its name from your deck to
# the graveyard (the deck is shuffled after). Only a monster with a card of its name in the deck may be targeted (an
# activation that could send nothing is not made, as for 「同姓同名同盟」 and 「機械複製術」).
def _same_name_in_deck(ctx: Ctx | Resolution, c: Card) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck if names.same_name(c, d.cards[i])]


def _next_to_be_lost(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        # the target still there, the deck is looked through for its name, found or not: shuffled after (R004-100)
        with deck_searched(d, res.player, True):
            found = _same_name_in_deck(res, t)
            if found:
                d.send_to_grave([choose_cards(res, found, 1, purpose=TO_GRAVEYARD.monster)[0].idx], res.cause)


define(7076131, Effect(A, _next_to_be_lost, asks=True,
                       target=TargetSpec(side="own", face="up", where=lambda ctx, c: bool(_same_name_in_deck(ctx, c)),
                                         text_en="a face-up monster you control with a card of its name in your deck",
                                         text_ja="デッキに同名カードがある自分の表側表示モンスター"),
                       text_en="send a card with the target's name from your deck to the graveyard",
                       text_ja="デッキから対象と同名カード１枚を墓地へ送る"))


# 進入禁止！Ｎｏ Ｅｎｔｒｙ！！ / No Entry!!: every attack-position monster on the field turns to defense position, a
# face-down one staying face-down (a reading: docs/uncertain-rulings.md).
def _attackers_on_field(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in all_monsters(ctx) if c.in_attack]


def _no_entry(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for c in _attackers_on_field(res):
            res.duel.set_position(c, Pos.SET if c.face_down else Pos.DEFENSE, res.cause)


define(60306104, Effect(A, _no_entry, needs=lambda ctx: bool(_attackers_on_field(ctx)),
                        text_en="change all attack-position monsters to defense position",
                        text_ja="攻撃表示モンスターを全て守備表示にする"))


# 絶対不可侵領域 / Non Aggression Area: only in your standby phase, discard 1 card (the cost): during the opponent's
# next turn they cannot normal summon, set or special summon a monster (a lock applied as that turn begins).
def _non_aggression(res: Resolution) -> None:
    lock_next_turn(res, res.opponent, ("summon", "set_monster", "special_summon"),
                   "the opponent's next turn: no normal summon, set or special summon",
                   "次の相手ターン、相手はモンスターを召喚・セット・特殊召喚できない")


define(76848240, Effect(A, _non_aggression, cost=Cost(discard=1),
                        condition=lambda ctx: ctx.duel.tp == ctx.player and ctx.duel.phase == "standby",
                        text_en="your standby phase, discard 1: the opponent cannot summon, set or special summon "
                                "during their next turn",
                        text_ja="自分のスタンバイフェイズ、手札を１枚捨てる：次の相手ターン、相手はモンスターを召喚・"
                                "セット・特殊召喚できない"))
