"""The flip monsters whose English name begins with C."""

from __future__ import annotations

from arbiter.kernel.events import Reason
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.destruction import destroy_trap
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.resolving import still_face_up_here
from arbiter.ocg.cards.shared.special_summons import ask_face_up, ask_summon_position, can_be_special_summoned
from arbiter.ocg.cards.shared.targets import TRAP_OR_SET
from arbiter.ocg.cards.shared.tokens import makes_token_here, summon_token
from arbiter.ocg.cards.shared.turn_counts import count_standbys, standbys_noted
from arbiter.ocg.cards.shared.zones import deck_top, players_in_order
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_HAND
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

F = Kind.FLIP


# サイバーポッド / Cyber Jar: FLIP: destroy every monster on the field; then each player reveals the
# top 5 cards of their deck (fewer if the deck is smaller), special summons every revealed level 4 or
# lower monster in face-up attack or face-down defense position (its player chooses, monster by
# monster, the turn player first) and adds the other revealed cards to their hand.
def _cyber_jar(res: Resolution) -> None:
    d = res.duel
    d.destroy(d.monsters_of(d.tp) + d.monsters_of(1 - d.tp), res.cause)
    d.next_thing()  # "then" (その後): the reveal is a step of its own
    revealed = {p: d.excavate(deck_top(d, p, 5)) for p in players_in_order(d)}
    summons: list[tuple[Card, int, Pos]] = []
    for p in players_in_order(d):
        room = d.free_slots(p, Zone.MONSTERS)
        for c in revealed[p]:
            # no position is asked for a monster that cannot be summoned (its own conditions, a lock)
            if can_be_special_summoned(c) and (c.data.level or 0) <= 4 and room > 0\
                    and d.may_special_summon(c, p, res.cause):
                room -= 1
                summons.append((c, p, ask_summon_position(res, c, p)))
    with d.moving_together(res.cause):
        for c, p, pos in summons:
            d.special_summon(c, p, pos, res.cause)
    for p in players_in_order(d):
        d.to_hand([c for c in revealed[p] if c.zone is Zone.DECK], res.cause)


define(34124316, Effect(F, _cyber_jar, does=Does.MONSTERS, asks=True,
                        text_en="destroy all monsters; each player reveals 5 cards, special summons the Level 4 or "
                                "lower monsters and adds the rest to the hand",
                        text_ja="全てのモンスターを破壊し、お互いにデッキの上から５枚めくり、レベル４以下のモンスターを"
                                "特殊召喚し、残りを手札に加える"))

define(14618326, Effect(F, destroy_trap, target=TRAP_OR_SET,
                        text_en="destroy the target if it is a trap card", text_ja="対象が罠カードなら破壊する"))

# スネークポット / Cobra Jar: FLIP: special summon 1 「毒蛇トークン」 (Poisonous Snake Token: Reptile, EARTH,
# level 3, 1200/1200) in face-up attack or defense position (chosen while it resolves). That token destroyed by
# battle inflicts 500 damage on its controller's opponent: an effect the token carries from this resolution on,
# applied at once with no chain link, as 「おジャマトリオ」's tokens' (docs/uncertain-rulings.md).
POISONOUS_SNAKE_TOKEN = 86801872


def _snake_burn(res: Resolution) -> None:
    res.duel.damage(1 - res.link.events[0].player, 500, res.cause)


def _cobra_jar(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    token = summon_token(res, token_data(POISONOUS_SNAKE_TOKEN, "毒蛇トークン"), ask=ask_face_up)
    if token is None:
        return
    idx = token.idx
    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, _snake_burn, trigger="destroyed",
                                          when=lambda ctx, ev: ev.card == idx and ev.cause.reason is Reason.BATTLE,
                                          text_en="a Poisonous Snake Token is destroyed by battle: 500 damage to "
                                                  "its controller's opponent",
                                          text_ja="毒蛇トークンが戦闘によって破壊された場合、相手に５００ダメージ"),
             res.cause, turns=None, while_there=token)


define(86801871, Effect(F, _cobra_jar, asks=True, needs=makes_token_here(POISONOUS_SNAKE_TOKEN, "毒蛇トークン"),
                        text_en="special summon a Poisonous Snake Token (1200/1200); destroyed by battle, it "
                                "inflicts 500 damage on the opponent",
                        text_ja="「毒蛇トークン」１体を特殊召喚（星３／地属性／爬虫類族／攻守とも１２００）。"
                                "そのトークンが戦闘で破壊されれば相手に５００ダメージ"))


# 闇晦ましの城 / Castle of Dark Illusions: FLIP: face-up zombies gain 200 ATK and DEF, and 200 more at
# each of your standby phases, up to your 4th one after the flip, while this card stays face-up (the standby phases
# that begin are counted, not turns: R004-132, `count_standbys`).
# The flip is remembered for this card object while it stays face-up: turned face-down, it is a new card, and
# turned face-up again without its flip effect (「停戦協定」) it raises nothing; a flip effect that resolves while it
# is face-down (「月の書」 chained to it) raises nothing either.
def _castle_flip(res: Resolution) -> None:
    if still_face_up_here(res):
        mark(res.duel, "castle", res.card, res.duel.turn, face_up=True)


def _castle_counting(ctx: Ctx) -> Card | None:
    """This card, flipped: its player's standby phases are counted (R004-132: those that begin, not turns)."""
    c = ctx.card
    return c if c.on_field and marked(ctx.duel, "castle", c) else None


def _castle_boost(ctx: Ctx, c: Card) -> int:
    flips = marked(ctx.duel, "castle", ctx.card)
    if not flips:
        return 0
    grown = sum(1 for t in standbys_noted(ctx.duel, ctx.card) if t > flips[-1])
    return 200 * (1 + min(4, grown))


define(62121,
       Effect(F, _castle_flip, text_en="Zombies gain 200 ATK/DEF, and 200 more each of your standby phases",
              text_ja="アンデット族の攻撃力・守備力を２００アップし、自分のスタンバイフェイズ毎にさらにアップする"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up
              and ctx.duel.race(c) == "Zombie", atk=_castle_boost, defense=_castle_boost,
              text_en="(after its flip) Zombies gain ATK/DEF", text_ja="（リバース後）アンデット族の攻守アップ"),
       count_standbys(_castle_counting, read_by_effects=True))


# 水晶の占い師 / Crystal Seer: FLIP: its controller turns over the 2 cards on top of the deck (both players see them,
# as cards turned up), takes 1 into the hand, puts the other at the bottom (★ on the page: R004-101.18, R004-104.03).
def _crystal_seer(res: Resolution) -> None:
    d = res.duel
    deck = d.players[res.player].deck
    top = d.excavate([d.cards[i] for i in reversed(deck[-2:])])
    if not top:
        return
    c = res.ask_cards(top, purpose=TO_HAND, told_apart=True)  # turned up: each copy is seen
    d.to_hand([c], res.cause)
    rest = [x for x in top if x is not c]
    if rest:
        d.next_thing()  # the other card goes to the bottom after the add (★ R004-099, reading (a))
        d.to_deck(rest, res.cause, where="bottom")


define(82099401, Effect(Kind.FLIP, _crystal_seer, asks=True,
                        text_en="look at the top 2 cards: add 1, the other to the bottom",
                        text_ja="デッキトップ２枚を見て、片方は手札へ、残りはデッキの底へ"))
