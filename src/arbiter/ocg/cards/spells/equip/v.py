"""The equip spell cards whose English name begins with V."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, of_race
from arbiter.ocg.cards.shared.notes import note_pair, noted_pairs, unnote
from arbiter.ocg.cards.shared.tokens import summon_token
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

# 紫水晶 / Violet Crystal: equip only to a Zombie; it gains 300 ATK and DEF.
define(15052462, of_race("Zombie", "Zombie", "アンデット族"), equip_stats(300, 300))

# 魔菌 / Vile Germs: equip only to a Plant; it gains 300 ATK and DEF.
define(39774685, of_race("Plant", "Plant", "植物族"), equip_stats(300, 300))


# ヴィシャス・クロー / Vicious Claw (equip spell, any face-up monster): it gains 300 ATK. If the equipped monster
# would be destroyed by battle, this card returns to its owner's hand instead (and no 「ヴィシャス・クロー」 is
# activated from their hand that turn); then a monster other than the opponent's monster that battled it is
# destroyed (chosen as it resolves), the opponent takes 600 damage, and an 「イービル・トークン」 (Fiend, DARK,
# Level 7, 2500/2500) is special summoned to the opponent's field by this card's player (their bans count), a step
# that begins a new thing only where the token comes.
VICIOUS_CLAW = 75524092
EVIL_TOKEN = 75524093
_CLAW_FOE = "vicious claw"


def _claw_saves(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card
    return (ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and me.zone is Zone.SPELLS
            and me.equipped_to >= 0 and ev.card == me.equipped_to)


def _claw_back(ctx: Ctx, ev: Event) -> Event | None:
    d, me = ctx.duel, ctx.card
    att = d.attack
    if att is not None:
        foe = att[2] if att[0] == ev.card else att[0]
        note_pair(d, _CLAW_FOE, me.idx, foe)
    d.ban_name(VICIOUS_CLAW, "activate_from_hand", ev.cause, player=me.owner)
    d.linger(me, me.ctl, _CLAW_THEN, ev.cause)
    d.to_hand([me], ev.cause)
    return None


def _claw_then(res: Resolution) -> None:
    d, me = res.duel, res.card
    foes = {b for a, b in noted_pairs(d, _CLAW_FOE) if a == me.idx}
    for b in foes:
        unnote(d, _CLAW_FOE, me.idx, b)
    cands = [c for p in (res.player, res.opponent) for c in d.monsters_of(p) if c.idx not in foes]
    if cands:
        d.destroy([res.ask_cards(cands, purpose=DESTROY.monster)], res.cause)
    d.damage(res.opponent, 600, res.cause)
    token = token_data(EVIL_TOKEN, "イービル・トークン")
    # the token is a later step (続けて), a new thing only where it comes: with no free zone on the opponent's side,
    # or a ban on this player's special summons (they summon it), the damage stays the last thing (h-left49)
    if d.may_create_token(token, res.opponent, res.cause, res.player):
        d.next_thing()
        summon_token(res, token, res.opponent, by=res.player)


# the rest happens as a trigger the replacement leaves in place, answering this card's return to the hand
_CLAW_THEN = Effect(Kind.TRIGGER, _claw_then, does=Does.MONSTERS, trigger="to_hand", self_trigger=False,
                    asks=True,
                    when=lambda ctx, ev: ev.card == ctx.card.idx and ev.src == int(Zone.SPELLS)
                    and ev.cause.reason is Reason.BATTLE,
                    text_en="then: destroy a monster other than the one it battled, 600 damage to the opponent, and "
                            "an Evil Token on the opponent's field",
                    text_ja="加えて戦闘相手とは別のモンスター１体を破壊、相手に６００ダメージ。続けて"
                            "相手フィールドに「イービル・トークン」を特殊召喚する")


define(VICIOUS_CLAW, equip_spell(), equip_stats(300),
       Effect(Kind.REPLACEMENT, when=_claw_saves, instead=_claw_back,
              text_en="the equipped monster would be destroyed by battle: instead, this card goes back to the hand",
              text_ja="装備モンスターが戦闘破壊されるなら、代わりにこのカードが手札へ戻る"),
       numbering=(0, 1, 2))
