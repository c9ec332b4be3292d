"""Face-down monsters: revealing them, flipping them face-up without their flip effects, turning one face-down, and
the ward of a face-down monster."""

from __future__ import annotations

from arbiter.ocg.cards.shared.zones import all_monsters
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, Ward
from arbiter.ocg.state import Card, Pos, Zone


def face_down_of(res: Resolution, p: int) -> list[Card]:
    return [c for c in res.duel.monsters_of(p) if c.face_down]


def reveal_opponent(res: Resolution) -> None:
    """The opponent's face-down monsters turn face-up, each keeping its battle position."""
    with res.duel.moving_together(res.cause):
        for c in face_down_of(res, res.opponent):
            res.duel.set_position(c, c.up_pos, res.cause)


def flip_all_quietly(res: Resolution) -> int:
    """Turn every face-down monster face-up defense without flip effects; the effect monsters after it (a gemini
    monster face-up without its second summon is a normal monster: `Duel.is_effect_monster`)."""
    d = res.duel
    with d.moving_together(res.cause):
        for c in all_monsters(res):
            if c.pos is Pos.SET:
                d.set_position(c, Pos.DEFENSE, res.cause, flip_effect=False)
    return sum(1 for c in all_monsters(res) if c.face_up and d.is_effect_monster(c))


def _can_turn_face_down(ctx: Ctx) -> bool:
    c = ctx.card
    d = ctx.duel
    return c.zone is Zone.MONSTERS and c.face_up and not d.fixed_on_entry(c) and c.t_pos_changed != d.turn


def _turn_face_down(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        res.duel.set_position(c, Pos.SET, res.cause, by_will=True)


# "Once a turn, this card may turn itself face-down": a change of position by its controller's will, so not the
# turn its controller put it onto the field (`Duel.fixed_on_entry`: one the opponent put there may) nor the turn
# its position changed.
FACE_DOWN_SELF = Effect(Kind.IGNITION, _turn_face_down, condition=_can_turn_face_down, once_per_turn=True,
                        text_en="turn this card face-down", text_ja="このカードを裏側守備表示にする")


# "The activation of a spell card that targets only this face-down monster is negated, and it turns face-up
# defense position" (「ビッグ・シールド・ガードナー」, 「ミドル・シールド・ガードナー」): a ward of the face-down card
FACE_DOWN_SPELL_WARD = Effect(Kind.CONTINUOUS, ward=Ward(("spell",), face_down=True),
                              text_en="a spell targeting only this face-down card: its activation is negated and "
                                      "this card turns face-up defense position",
                              text_ja="裏側表示のこのカード１枚のみを対象とする魔法カードの発動を無効にし、このカードを"
                                      "表側守備表示にする")
