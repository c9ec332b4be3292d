"""Renders the structured log as text: Japanese in the rulings pages' notation, or English.

A chain is drawn as a box: ┏ its first line, ┃ the next ones, ┗ its last; each activation is
"チェーンN：" and each resolution "逆順処理チェーンN：" with what the effect did after it.
"""

from __future__ import annotations

from collections.abc import Sequence

from arbiter.kernel.log import LogEntry
from arbiter.ocg.duel import CardRef
from arbiter.ocg.state import Zone

PLAYERS = "AB"
_FW = str.maketrans("0123456789", "０１２３４５６７８９")
POS_JA = {"attack": "表側攻撃表示", "defense": "表側守備表示", "set": "裏側守備表示"}
POS_EN = {"attack": "face-up attack position", "defense": "face-up defense position",
          "set": "face-down defense position"}
PHASE_JA = {"draw": "ドローフェイズ", "standby": "スタンバイフェイズ", "main1": "メインフェイズ１",
            "battle:start": "バトルフェイズ", "battle:battle": "バトルステップ", "battle:damage": "ダメージステップ",
            "battle:end": "エンドステップ", "main2": "メインフェイズ２", "end": "エンドフェイズ"}


def fw(n: int) -> str:
    return str(n).translate(_FW)


def _p(x: object) -> str:
    assert isinstance(x, int)
    return PLAYERS[x]


def _n(x: object) -> int:
    assert isinstance(x, int)
    return x


def name(r: object, lang: str) -> str:
    """A card as an object of an effect: its label if it has one, else its name."""
    assert isinstance(r, CardRef)
    if r.label:
        return r.label
    return f"「{r.name_ja}」" if lang == "ja" else f'"{r.name_en}"'


def title(r: object, lang: str) -> str:
    """A card as the one activated or resolving: always its name."""
    assert isinstance(r, CardRef)
    return f"「{r.name_ja}」" if lang == "ja" else f'"{r.name_en}"'


def _refs(rs: object, lang: str) -> str:
    assert isinstance(rs, tuple)
    return ("、" if lang == "ja" else ", ").join(name(r, lang) for r in rs)


# a cost paid on activation, as the chain line prints it: (Japanese, English with {s} for a plural ending)
_COSTS = {
    "discard": ("手札{n}枚を捨てる", "discarding {n} card{s}"),
    "tribute": ("モンスター{n}体を生け贄に捧げる", "tributing {n} monster{s}"),
    "send": ("モンスター{n}体を墓地へ送る", "sending {n} monster{s} to the graveyard"),
    "field_send": ("自分フィールド上のカード{n}枚を墓地へ送る", "sending {n} card{s} you control to the graveyard"),
    "banish_field": ("自分フィールド上のカード{n}枚を除外する", "banishing {n} card{s} you control"),
    "pay": ("{n}ライフポイントを払う", "paying {n} LP"),
}


def _cost(note: object, lang: str) -> str:
    assert isinstance(note, tuple)
    if not note:
        return ""
    kind, n = note
    assert isinstance(n, int)
    ja, en = _COSTS[str(kind)]
    if lang == "ja":
        return f"（{ja.format(n=fw(n))}）"
    return " (" + en.format(n=n, s="s" if n > 1 else "") + ")"


def detail(e: LogEntry, lang: str) -> str | None:
    """What one effect or action did, as a phrase; None for entries that are not shown."""
    a = e.args
    ja = lang == "ja"
    k = e.kind
    if k == "destroyed":
        return f"{name(a[0], lang)}を破壊" if ja else f"{name(a[0], lang)} is destroyed"
    if k == "at_once":
        return f"{title(a[1], lang)}の効果を適用（チェーンに乗らない）" if ja else \
            f"{title(a[1], lang)} applies its effect (no chain link)"
    if k == "banished":
        return f"{name(a[0], lang)}をゲームから除外" if ja else f"{name(a[0], lang)} is banished"
    if k == "damage":
        return f"{_p(a[0])}に{fw(_n(a[1]))}ダメージ" if ja else f"{_p(a[0])} takes {a[1]} damage"
    if k == "gain":
        return f"{_p(a[0])}は{fw(_n(a[1]))}ライフ回復" if ja else f"{_p(a[0])} gains {a[1]} LP"
    if k == "pay":
        return f"{_p(a[0])}は{fw(_n(a[1]))}ライフを払う" if ja else f"{_p(a[0])} pays {a[1]} LP"
    if k == "draw":
        return f"{_p(a[0])}は{fw(_n(a[1]))}枚ドロー" if ja else f"{_p(a[0])} draws {a[1]}"
    if k == "revealed":
        return f"{_p(a[0])}は{name(a[1], lang)}を確認" if ja else f"{_p(a[0])} is shown {name(a[1], lang)}"
    if k == "discarded":
        return f"{_p(a[0])}は{_refs(a[1], lang)}を捨てる" if ja else \
            f"{_p(a[0])} discards {_refs(a[1], lang)}"
    if k == "position":
        return f"{name(a[0], lang)}を{POS_JA[str(a[1])]}にする" if ja else \
            f"{name(a[0], lang)} turns to {POS_EN[str(a[1])]}"
    if k == "special_summon":
        return f"{_p(a[0])}は{name(a[1], lang)}を{POS_JA[str(a[2])]}で特殊召喚" if ja else \
            f"{_p(a[0])} special summons {name(a[1], lang)} in {POS_EN[str(a[2])]}"
    if k == "boost":
        a1, d1 = _n(a[1]), _n(a[2])
        parts_ja = [f"攻撃力{'+' if a1 >= 0 else '-'}{fw(abs(a1))}"] if a1 else []
        parts_ja += [f"守備力{'+' if d1 >= 0 else '-'}{fw(abs(d1))}"] if d1 else []
        parts_en = [f"ATK {a1:+d}"] if a1 else []
        parts_en += [f"DEF {d1:+d}"] if d1 else []
        return f"{name(a[0], lang)}の{'・'.join(parts_ja)}" if ja else f"{name(a[0], lang)} gets {', '.join(parts_en)}"
    if k == "retarget":
        return f"{title(a[1], lang)}の対象を{name(a[3], lang)}に移し替える" if ja else \
            f"the target of {title(a[1], lang)} moves from {name(a[2], lang)} to {name(a[3], lang)}"
    if k == "retarget_player":
        return f"{title(a[1], lang)}の対象を{_p(a[2])}に移し替える" if ja else \
            f"the target of {title(a[1], lang)} moves to {_p(a[2])}"
    if k == "retarget_attack":
        return f"{name(a[0], lang)}の攻撃対象を{name(a[1], lang)}に移し替える" if ja else \
            f"the attack of {name(a[0], lang)} moves to {name(a[1], lang)}"
    if k == "battle":
        return f"{name(a[0], lang)}と{name(a[1], lang)}が戦闘を行う" if ja else \
            f"{name(a[0], lang)} battles {name(a[1], lang)}"
    if k == "attacker_changed":
        return f"{name(a[0], lang)}の代わりに{name(a[1], lang)}が攻撃する" if ja else \
            f"{name(a[1], lang)} attacks instead of {name(a[0], lang)}"
    if k == "counter":
        n = _n(a[2])
        if ja:
            return f"{name(a[0], lang)}に{a[1]}を{fw(n)}つ置く" if n > 0 else \
                f"{name(a[0], lang)}の{a[1]}を{fw(-n)}つ取り除く"
        return f"{n} {a[1]} counter(s) on {name(a[0], lang)}" if n > 0 else \
            f"{-n} {a[1]} counter(s) removed from {name(a[0], lang)}"
    if k == "skip":
        return f"{PHASE_JA.get(str(a[0]), str(a[0]))}をスキップ" if ja else f"{a[0]} is skipped"
    if k == "lose_lp":
        return f"{_p(a[0])}は{fw(_n(a[1]))}ライフを失う" if ja else f"{_p(a[0])} loses {a[1]} LP"
    if k == "coin":
        return f"{_p(a[0])}はコイントス：{'表' if a[1] else '裏'}" if ja else \
            f"{_p(a[0])} tosses a coin: {'heads' if a[1] else 'tails'}"
    if k == "dice":
        return f"{_p(a[0])}はサイコロを振る：{fw(_n(a[1]))}" if ja else f"{_p(a[0])} rolls a die: {a[1]}"
    if k == "redo":
        if ja:
            return f"{title(a[1], lang)}の効果で" + ("コイントスをやり直す" if a[0] == "coin" else "サイコロを振り直す")
        return f"{title(a[1], lang)}: the " + ("coin toss is redone" if a[0] == "coin" else "dice are rolled again")
    if k == "placed_as_spell":
        return f"{name(a[0], lang)}を永続魔法カード扱いで魔法＆罠ゾーンに置く" if ja else \
            f"{name(a[0], lang)} is placed in the spell & trap zone as a continuous spell"
    if k == "zone_blocked":
        monsters = _n(a[1]) == int(Zone.MONSTERS)
        if ja:
            return f"{_p(a[0])}の{'モンスター' if monsters else '魔法＆罠'}カードゾーン{fw(_n(a[2]))}は使用できない"
        return f"{_p(a[0])}'s {'monster' if monsters else 'spell & trap'} zone {a[2]} cannot be used"
    if k == "activated_by_effect":
        return f"{name(a[0], lang)}を発動" if ja else f"{name(a[0], lang)} is activated"
    if k == "equipped":
        return f"{name(a[0], lang)}を{name(a[1], lang)}に装備" if ja else \
            f"{name(a[0], lang)} is equipped to {name(a[1], lang)}"
    if k == "to_hand":
        return f"{name(a[0], lang)}を手札に加える" if ja else f"{name(a[0], lang)} goes to the hand"
    if k == "to_deck":
        return f"{name(a[0], lang)}をデッキに戻す" if ja else f"{name(a[0], lang)} returns to the deck"
    if k == "control":
        return f"{_p(a[0])}が{name(a[1], lang)}のコントロールを得る" if ja else \
            f"{_p(a[0])} takes control of {name(a[1], lang)}"
    if k == "negate_activation":
        return f"チェーン{fw(_n(a[0]))}{title(a[1], lang)}の発動を無効にする" if ja else \
            f"the activation of {title(a[1], lang)} (Chain Link {a[0]}) is negated"
    if k == "summon":
        return f"{_p(a[0])}は{title(a[1], lang)}を召喚" if ja else f"{_p(a[0])} summons {title(a[1], lang)}"
    if k == "set_monster" or k == "set_spell":
        return f"{_p(a[0])}はカードをセット" if ja else f"{_p(a[0])} sets a card"
    if k == "flip_summon":
        return f"{_p(a[0])}は{title(a[1], lang)}を反転召喚" if ja else \
            f"{_p(a[0])} flip summons {title(a[1], lang)}"
    if k == "tribute":
        return f"{_p(a[0])}は{_refs(a[1], lang)}を生け贄に捧げる" if ja else \
            f"{_p(a[0])} tributes {_refs(a[1], lang)}"
    if k == "attack":
        tgt = name(a[2], lang) if a[2] is not None else ("直接攻撃" if ja else "directly")
        return f"{_p(a[0])}の{name(a[1], lang)}が{tgt}に攻撃宣言" if ja and a[2] is not None else (
            f"{_p(a[0])}の{name(a[1], lang)}が直接攻撃" if ja else
            f"{_p(a[0])}'s {name(a[1], lang)} attacks {tgt}")
    if k == "turn":
        return f"ターン{fw(_n(a[0]))}（{_p(a[1])}のターン）" if ja else f"Turn {a[0]} ({_p(a[1])})"
    if k == "win":
        w = a[0]
        if w == 2:
            return "引き分け" if ja else "the duel is a draw"
        return f"{_p(w)}の勝利" if ja else f"{_p(w)} wins the duel"
    if k == "replaced":
        return f"{title(a[1], lang)}の効果で置き換える" if ja else f"{title(a[1], lang)} replaces the event ({a[0]})"
    return None


def _link_line(e: LogEntry, lang: str) -> str:
    a = e.args
    ja = lang == "ja"
    n = a[0]
    assert isinstance(n, int)
    if e.kind == "activate":
        who = _p(a[1])
        tg = a[4]
        assert isinstance(tg, tuple)
        said = a[5] if len(a) > 5 else ()
        assert isinstance(said, tuple)
        if ja:
            line = f"チェーン{fw(n)}：{who}{title(a[2], lang)}発動{_cost(a[3], lang)}"
            line += f"、「{said[0]}」を宣言" if said else ""
            return line + (f"、対象：{_refs(tg, lang)}" if tg else "")
        line = f"Chain Link {n}: {who} activates {title(a[2], lang)}{_cost(a[3], lang)}"
        line += f', declaring "{said[1]}"' if said else ""
        return line + (f", targeting {_refs(tg, lang)}" if tg else "")
    head = f"逆順処理チェーン{fw(n)}：" if ja else f"Resolving Chain Link {n}: "
    t = title(a[1], lang)
    if e.kind == "resolve":
        return head + (f"{t}解決" if ja else f"{t} resolves")
    if e.kind == "resolve_negated_activation":
        return head + (f"{t}は発動が無効のため処理無し" if ja else f"{t} was negated and does nothing")
    if e.kind == "resolve_negated_effect":
        return head + (f"{t}解決だが、効果は無効にされる" if ja else f"{t} resolves, but its effect is negated")
    return head + (f"{t}は対象が存在しないため不発" if ja else f"{t} has no valid target and does nothing")


LINK_KINDS = ("activate", "resolve", "resolve_negated_activation", "resolve_negated_effect", "resolve_fizzle")


def render(log: Sequence[LogEntry], lang: str = "ja", phases: bool = False) -> list[str]:
    """The log as lines of text; chains drawn in the rulings pages' notation."""
    out: list[str] = []
    chain: list[str] = []
    resolving = False
    at_once = False  # an effect applied at once right after the last activation: shown on its line
    sep = "、" if lang == "ja" else "; "
    for e in log:
        if e.kind in LINK_KINDS:
            if e.kind != "activate":
                resolving = True
            chain.append(_link_line(e, lang))
            at_once = False
            continue
        at_once |= e.kind == "at_once"
        if e.kind == "chain_end":
            out.extend(_box(chain))
            chain, resolving = [], False
            continue
        if e.kind == "phase":
            if phases:
                out.append(f"[{PHASE_JA.get(str(e.args[0]), str(e.args[0])) if lang == 'ja' else e.args[0]}]")
            continue
        if e.kind in ("pay", "discarded", "tribute") and e.args[-1] is True:
            continue  # a cost: shown in the activation line
        text = detail(e, lang)
        if text is None:
            continue
        if chain and (resolving or at_once):
            chain[-1] += sep + text
        elif chain:
            continue  # costs paid while the chain is built are shown in the activation line
        else:
            out.append(text)
    out.extend(_box(chain))
    return out


def _box(lines: list[str]) -> list[str]:
    if not lines:
        return []
    if len(lines) == 1:
        return ["┏" + lines[0]]
    return ["┏" + lines[0], *("┃" + x for x in lines[1:-1]), "┗" + lines[-1]]
