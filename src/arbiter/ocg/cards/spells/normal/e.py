"""The normal spell cards whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.cards.common import HARPIE_LADY, ctx_of, room, takeable
from arbiter.ocg.cards.shared.card_kinds import is_hero
from arbiter.ocg.cards.shared.destruction import destroy_all_face_up, destroy_equipped_monsters
from arbiter.ocg.cards.shared.passcodes import HARPIE_LADY_SISTERS
from arbiter.ocg.cards.shared.search import named, search, search_spell
from arbiter.ocg.cards.shared.special_summons import summon, summon_one_of, summonable, summonable_now
from arbiter.ocg.cards.shared.zones import (
    cards_in_hand,
    deck_of,
    deck_top,
    equipped_monsters,
    face_up_named,
    monsters_in,
    other_hand,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON, TO_HAND
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

search_spell(213326, lambda c: c.data.is_monster and is_hero(c),
             "add an Elemental HERO monster", "「Ｅ・ＨＥＲＯ」モンスターを手札に加える")  # Ｅ－エマージェンシーコール

A = Kind.ACTIVATE

# 竜破壊の証 / Emblem of Dragon Destroyer: add 1 「バスター・ブレイダー」 from your deck or graveyard to
# your hand.
BUSTER_BLADER = 78193831


def _blader_cands(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    same = lambda c: is_named(c, BUSTER_BLADER)  # noqa: E731
    return deck_of(d, ctx.player, same) + takeable(ctx, same, Zone.HAND, "to_hand")  # none the valley keeps


def _emblem(res: Resolution) -> None:
    # `search`: the deck is shuffled after Buster Blader is taken from it, or after it was looked through in vain
    search(res, named(BUSTER_BLADER), zones=(Zone.DECK, Zone.GRAVE))


define(6390406, Effect(A, _emblem, asks=True, needs=lambda ctx: bool(_blader_cands(ctx)),
                       text_en="add Buster Blader from your deck or graveyard to your hand",
                       text_ja="「バスター・ブレイダー」１体をデッキか墓地から手札に加える"))


# 成仏 / Eternal Rest: destroy every monster equipped with an equip card.
define(95051344, Effect(A, destroy_equipped_monsters, does=Does.MONSTERS,
                        needs=lambda ctx: bool(equipped_monsters(ctx)),
                        text_en="destroy all monsters equipped with an equip card",
                        text_ja="装備カードが付いたモンスターを全部破壊する"))


# アースクエイク / Earthquake: every face-up monster on the field is changed to defense position.
def _face_up_attackers(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.pos is Pos.ATTACK]


def _earthquake(res: Resolution) -> None:
    res.duel.set_positions(_face_up_attackers(res), Pos.DEFENSE, res.cause)


define(82828051, Effect(A, _earthquake, needs=lambda ctx: bool(_face_up_attackers(ctx)),
                        text_en="every face-up monster on the field goes to defense position",
                        text_ja="場の表側表示モンスターは全て守備表示になる"))



# 万華鏡 / Elegant Egotist: only while 「ハーピィ・レディ」 is face-up on the field (not targeted); special
# summon 「ハーピィ・レディ」 or 「ハーピィ・レディ三姉妹」 from your hand or deck.
def _harpies(ctx: Ctx) -> list[Card]:
    return [c for z in (Zone.HAND, Zone.DECK) for c in monsters_in(ctx, ctx.player, z)
            if is_named(c, HARPIE_LADY, HARPIE_LADY_SISTERS)]


def _egotist(res: Resolution) -> None:
    summon_one_of(res, _harpies(ctx_of(res)), deck=True)


define(90219263, Effect(A, _egotist, condition=lambda ctx: face_up_named(ctx, (HARPIE_LADY,)),
                        needs=lambda ctx: bool(summonable(ctx, _harpies(ctx))) and room(ctx), asks=True,
                        text_en="from your hand or deck, special summon Harpie Lady or Harpie Lady Sisters",
                        text_ja="「ハーピィ・レディ三姉妹」か「ハーピィ・レディ」を手札・デッキから特殊召喚する"))


# トゲトゲ神の殺虫剤 / Eradicating Aerosol: destroy every face-up Insect monster on the field.
define(94716515, destroy_all_face_up("Insect", "Insect", "昆虫族"))

# 悪魔払い / Exile of the Wicked: destroy every face-up Fiend monster on the field.
define(26725158, destroy_all_face_up("Fiend", "Fiend", "悪魔族"))

# 永遠の渇水 / Eternal Drought: destroy every face-up Fish monster on the field.
define(56606928, destroy_all_face_up("Fish", "Fish", "魚族"))


# エクスチェンジ / Exchange: both players show each other their hands; each picks a card of the other's hand and
# adds it to their own hand (the activator picks first). A hand empty as it resolves (emptied since the activation:
# the cost of a 「連続魔法」 copying it) leaves nothing to trade, and nothing happens, the other pick included.
def _exchange(res: Resolution) -> None:
    d = res.duel
    me, opp = res.player, 1 - res.player
    hands = [cards_in_hand(d, p) for p in (me, opp)]
    if not all(hands):
        return
    for p, hand in zip((me, opp), hands, strict=True):
        d.reveal(hand, 1 - p)
    mine = res.ask_cards(hands[1], "select", me, purpose=TO_HAND)
    theirs = res.ask_cards(hands[0], "select", opp, purpose=TO_HAND)
    d.to_hand([mine], res.cause, player=me)
    d.to_hand([theirs], res.cause, player=opp)


define(5556668, Effect(A, _exchange, asks=True,
                       needs=lambda ctx: bool(other_hand(ctx, ctx.player)) and bool(other_hand(ctx, ctx.opponent)),
                       text_en="both players show their hands; each adds a card of the other's hand to their hand",
                       text_ja="お互いに手札を公開し、相手の手札を１枚選んで自分の手札に加える"))


# 魔の試着部屋 / Enchanting Fitting Room: pay 800 LP; turn up the top 4 cards of your deck; special summon the Level 3
# or lower normal monsters among them (as many as your zones hold, your choice), at once; the rest go back and the
# deck is shuffled.
def _fitting_room(res: Resolution) -> None:
    d, me = res.duel, res.player
    shown = d.excavate(deck_top(d, me, 4))
    fits = [c for c in shown if d.is_normal_monster(c) and (c.data.level or 0) <= 3]
    with d.moving_together(res.cause):  # one summon of them all
        while ok := summonable_now(res, fits, me):
            c = res.ask_cards(ok, purpose=SPECIAL_SUMMON.monster, told_apart=True)  # turned up
            fits.remove(c)
            summon(res, c, me)
    d.shuffle_deck(me)


define(30531525, Effect(A, _fitting_room, cost=Cost(lp=800), asks=True,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                        text_en="turn up your top 4 cards: special summon the Level 3 or lower normal monsters; "
                                "shuffle the rest back",
                        text_ja="デッキの上から４枚めくり、レベル３以下の通常モンスターを特殊召喚し、残りはデッキに戻してシャッフルする"))
