"""The Duel Masters creatures of several civilizations."""

from __future__ import annotations

from arbiter.dm.cards.shared.replacements import affected, breaks_by_self, broken_by_self, in_battle
from arbiter.dm.cards.shared.shields import shield_of
from arbiter.dm.duel import Duel
from arbiter.dm.model import BLOCKER, SHIELD_TRIGGER, Card, CardDef, ReplacementDef, Zone, race_word
from arbiter.dm.pipeline import happen, next_sentence, still_there
from arbiter.dm.play import cast_spell
from arbiter.dm.registry import define
from arbiter.dm.verbs import change_power, destroy, put_into_battle, to_hand
from arbiter.kernel.events import Cause, Event, Reason


def saver(race: str | None) -> ReplacementDef:
    """セイバー: when another of its owner's creatures (of the race) would be destroyed, destroy this instead."""

    def watches(d: Duel, c: Card, ev: Event) -> bool:
        if ev.kind != "destroy" or ev.card == c.idx or not in_battle(c) or not still_there(d, ev):
            return False
        x = affected(d, ev)
        return x.owner == c.owner and (race is None or x.defn.is_race(race))

    def instead(d: Duel, c: Card, p: int, ev: Event) -> None:
        destroy(d, [c], p, c.idx)

    what = "all races" if race is None else race_word(race, "en")
    return ReplacementDef(f"Saver ({what}): destroyed instead", f"セイバー：{'全種族' if race is None else race}",
                          watches, instead)


BREIGA = define(CardDef(
    "breiga", "邪脚護聖ブレイガー", "Jakyaku Gosei Bureigā", "creature", ("light", "darkness"), 4, 3000,
    ("ガーディアン", "ブレインジャッカー"), replacements=(saver(None),), aliases=("Breiga, the Wicked Protector",),
    summary="Saver (all races): when another of your creatures would be destroyed, you may destroy this creature "
            "instead.",
    summary_ja="セイバー（全種族）：自軍の他のクリーチャーが破壊されそうな時、代わりにこのクリーチャーを破壊できる。"))


def _gil_enters(d: Duel, c: Card, p: int, ev: Event) -> None:
    """ロスト・プリズム: you may reveal your top card; a multicoloured one goes to your hand."""
    deck = d.players[p].deck
    if not deck or not d.yes_no(p, "yes_no", "reveal the top card of the deck?", "山札の上を表向きにする？",
                                     source=c.idx):
        return
    top = d.cards[deck[-1]]
    d.reveal(top)
    if top.defn.multicolored:
        to_hand(d, [top], p, c.idx)


def _gil_drew(d: Duel, c: Card, p: int, ev: Event) -> None:
    """Reveal the card drawn: light, it stays instead of being destroyed this turn (an effect left on the creature,
    `pipeline.STAYS_THIS_TURN`), or the evolution creature put on it while this waited, which is the same creature
    (801.2); darkness, an opponent's creature gets -2000 this turn."""
    x = d.cards[ev.card]
    d.reveal(x)
    now = d.creature_now(c)
    if "light" in x.defn.civs and now is not None:
        happen(d, Event("stays_this_turn", Cause(p, Reason.EFFECT, c.idx), now.idx, now.owner))
    if "darkness" in x.defn.civs:
        opp = [o.idx for o in d.creatures(1 - p)]
        i = d.pick(p, opp, "pick", prompt_en="choose an opponent's creature to get -2000 power this turn",
                   prompt_ja="このターン、パワーを-2000する相手のクリーチャーを選ぶ", source=c.idx)
        if i >= 0:
            change_power(d, d.cards[i], -2000, p, c.idx)


GIL_DAGRAS = define(CardDef(
    "gil_dagras", "鎧亜の邪聖ギル・ダグラス", "Gaia no Jasei Giru Dagurasu", "creature", ("light", "darkness"), 7, 7000,
    ("ロスト・クルセイダー",), breaker=2,
    handlers={"enter": _gil_enters, "drew": _gil_drew},
    aliases=("ギル・ダグラス",),
    summary="Lost Prism: when it enters, you may reveal your top card; a multicoloured one goes to your hand. Double "
            "breaker. Whenever you draw, reveal the card: light, this turn it stays instead of being destroyed; "
            "darkness, an opponent's creature gets -2000 this turn.",
    summary_ja="ロスト・プリズム：出た時、山札の一番上を見せてもよく、多色カードなら手札に加える。W・ブレイカー。"
               "自分がカードを引くたびにそのカードを見せる：光なら、このターン、破壊されるかわりにとどまる。闇なら、"
               "相手のクリーチャー1体のパワーをこのターン-2000する。"))


def _madness_watches(d: Duel, c: Card, ev: Event) -> bool:
    """Discarded from its owner's hand during the opponent's turn."""
    return ev.kind == "discard" and ev.card == c.idx and c.zone is Zone.HAND and d.tp != c.owner


def _madness_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    put_into_battle(d, c, p, c.idx)


SANFIST = define(CardDef(
    "sanfist", "無頼聖者サンフィスト", "Sanfist, the Savage Vizier", "creature", ("light", "nature"), 3, 3000,
    ("ビーストフォーク", "イニシエート"), keywords=frozenset({BLOCKER}),
    replacements=(ReplacementDef("madness: enters the battle zone instead of the graveyard",
                                 "墓地に置くかわりにバトルゾーンに出す", _madness_watches, _madness_instead),),
    aliases=("Burai Seija Sanfisuto",),
    summary="Blocker. When it would be discarded from your hand during the opponent's turn, you may put it into "
            "the battle zone instead.",
    summary_ja="ブロッカー。相手のターン中に手札から捨てられる時、かわりにバトルゾーンに出してもよい。"))


def _merkis_casts(s: Card) -> bool:
    """A shield Merkis turns up is cast by its player: an S-Trigger spell."""
    return s.defn.kind == "spell" and s.defn.has(SHIELD_TRIGGER)


def _merkis_in_order(d: Duel, c: Card, evs: list[Event]) -> bool:
    """Whether its player's order can change what its replacements do (101.4: that player chooses it): two spells it
    casts can change what each other does, and a spell it casts can meet a Shield Force still in force or already
    ended, where another of the shields is the one a creature chose: that shield, still in the shield zone while it
    waits (113.6a), keeps the ability until it goes to the hand. Other cards it puts into their owner's hand change
    nothing the module's S-Trigger spells read. The question comes before the shields are turned up: it tells
    Merkis's player that one or two of them are S-Trigger spells, which turning them up shows at once, whatever the
    answer."""
    shields = [shield_of(d, ev) for ev in evs]
    spells = sum(_merkis_casts(s) for s in shields)
    if spells >= 2:
        return True
    chosen = {x.sf for p in (0, 1) for x in d.creatures(p) if d.sf_active(x)}
    return spells == 1 and any(s.idx in chosen for s in shields if not _merkis_casts(s))


def _merkis_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    s = shield_of(d, ev)
    d.reveal(s)
    with next_sentence(d):  # casting it, or its going to the hand, is said in later sentences
        if _merkis_casts(s):
            cast_spell(d, s, p)
        else:
            to_hand(d, [s], p, c.idx)


BLUE_MERKIS = define(CardDef(
    "blue_merkis", "陽炎の守護者ブルー・メルキス", "Bluum Erkis, Flare Guardian", "creature", ("light", "water"), 6,
    8500, ("ガーディアン",), breaker=2,
    # its replacement stored for the second shield of a double break is carried out even if the first shield's
    # S-Trigger has destroyed it (seed 001, R001-021): turning a shield up and casting needs no Merkis
    replacements=(ReplacementDef("the shield is turned face up instead of going to the hand",
                                 "手札に加えるかわりに表向きにする", breaks_by_self, _merkis_instead, optional=False,
                                 still_possible=broken_by_self, order_matters=_merkis_in_order),),
    summary="Double breaker. The shields it breaks are turned face up instead: an S-Trigger spell is cast free "
            "by Merkis's player, then goes to the graveyard; anything else goes to its owner's hand.",
    summary_ja="W・ブレイカー。これがブレイクしたシールドはかわりに表向きにされる：S・トリガーの呪文ならメルキスの"
               "持ち主がコストを払わずに唱え、その後墓地に置く。それ以外は持ち主の手札に加える。"))
