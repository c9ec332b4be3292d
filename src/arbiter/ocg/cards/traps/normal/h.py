"""The normal trap cards whose English name begins with H."""

from __future__ import annotations

from arbiter.kernel.events import Reason
from arbiter.ocg.cards.common import destroy_targets
from arbiter.ocg.cards.shared.card_kinds import is_spell_card
from arbiter.ocg.cards.shared.discard import send_from_hand
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.equips import equipped_by
from arbiter.ocg.cards.shared.monster_equips import equip_if_alive
from arbiter.ocg.cards.shared.summon_responses import just_summoned, summon_spec
from arbiter.ocg.cards.shared.targets import grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_deck
from arbiter.ocg.cards.shared.zones import cards_in_hand, field_cards, hand_of
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# ヒーロー・メダル / Hero Medal: when this set card is destroyed by an opponent's effect and sent to the
# graveyard, shuffle it into the deck and draw 1.
def _medal(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.zone is Zone.GRAVE and c.oid == res.link.oid:
        d.to_deck([c], res.cause)
    d.draw(res.player, 1, res.cause)


define(10489311, Effect(T, _medal, trigger="destroyed", needs=may_draw("self"),
                        when=lambda ctx, ev: ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE)
                        and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.card.owner,
                        text_en="destroyed by an opponent's effect: shuffle it into the deck; draw 1",
                        text_ja="相手の効果で破壊された時、デッキに戻し１枚ドローする"))


# 大暴落 / Heavy Slump: with 8 or more cards in the opponent's hand, they shuffle it into the deck and draw 2.
def _slump(res: Resolution) -> None:
    d = res.duel
    hand = hand_of(res, res.opponent)
    if hand:
        d.to_deck(hand, res.cause)
        d.draw(res.opponent, 2, res.cause)


define(52417194, Effect(A, _slump, needs=may_draw("opp"),
                        condition=lambda ctx: len(ctx.duel.players[ctx.opponent].hand) >= 8,
                        text_en="the opponent shuffles their hand into the deck and draws 2",
                        text_ja="相手は手札を全てデッキに戻してシャッフルし、２枚ドローする"))

# 隠された魔導書 / Hidden Spellbook: only in your own turn: shuffle 2 targeted spell cards from your
# graveyard into your deck.
define(21840375, Effect(A, targets_to_deck("shuffle"), condition=lambda ctx: ctx.duel.tp == ctx.player,
                        target=grave_spec(is_spell_card, count=2, en="a spell card in your graveyard",
                                          ja="自分の墓地の魔法カード"),
                        text_en="shuffle the targets into your deck", text_ja="対象をデッキに加えてシャッフルする"))

# 大革命 / Huge Revolution: in your main phase, while you control face-up 「逃げまどう民」, 「弾圧される民」 and
# 「団結するレジスタンス」: send the opponent's whole hand to the graveyard and destroy every card they control.
PEOPLE = (12143771, 58538870, 85936485)  # 逃げまどう民, 弾圧される民, 団結するレジスタンス


def _revolution_ready(ctx: Ctx) -> bool:
    d = ctx.duel
    have = {c.data.passcode for c in d.monsters_of(ctx.player) if c.face_up}
    return d.tp == ctx.player and d.phase in ("main1", "main2") and set(PEOPLE) <= have


def _revolution(res: Resolution) -> None:
    d = res.duel
    send_from_hand(res, cards_in_hand(d, res.opponent))
    d.destroy(field_cards(d, res.opponent), res.cause)


define(65396880, Effect(A, _revolution, condition=_revolution_ready,
                        text_en="send the opponent's hand to the graveyard and destroy every card they control",
                        text_ja="相手の手札を全て墓地へ送り、相手フィールドのカードを全て破壊する"))

C = Kind.CONTINUOUS

# ヒーロー・ヘイロー / Hero Ring: after activation it becomes an equip card on 1 targeted warrior with 1500
# or less ATK; the opponent's monsters with 1900 or more ATK cannot attack the equipped monster.
define(26647858, Effect(A, equip_if_alive, remains=True,
                        target=TargetSpec(face="up",
                                          where=lambda ctx, c: c.data.race == "Warrior" and ctx.duel.atk(c) <= 1500,
                                          text_en="a face-up warrior with 1500 or less ATK",
                                          text_ja="攻撃力１５００以下の戦士族モンスター"),
                        text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(C, affects=equipped_by,
              unattackable_by=lambda ctx, m, attacker: attacker.ctl != ctx.player and ctx.duel.atk(attacker) >= 1900,
              text_en="the opponent's monsters with 1900 or more ATK cannot attack the equipped monster",
              text_ja="相手の攻撃力１９００以上のモンスターは、装備モンスターを攻撃する事ができない"))

# 粘着テープの家 / House of Adhesive Tape: when the opponent summons a monster with 500 or less DEF,
# destroy it.
define(15083728, Effect(A, destroy_targets, target=summon_spec("opp", just_summoned(True, "def", "<=", 500)),
                        text_en="destroy the summoned monster", text_ja="召喚されたモンスターを破壊する"))
