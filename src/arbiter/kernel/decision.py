"""Decisions: the engine stops at one of these and waits for an answer; it never calls a player."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from arbiter.kernel.reasons import Why, quote_given
from arbiter.kernel.values import value


class IllegalAction(ValueError):
    """An answer or action the rules refuse; the duel is left exactly as it was."""


class NothingToChoose(Exception):
    """A decision made with no option: a player could never answer it, so the duel would stop for good. It is a
    fault of the engine or of a card's script (which must say what its effect does when nothing is left to
    choose), never of a player's input."""


# Each decision kind of both games in words, for the messages that name a pending decision: the kinds are the
# engine's code words ("idle", "window"), which a reader of a sentence does not know. English without its article
# (`kind_word` adds one).
KIND_WORDS: dict[str, Why] = {
    # both games
    "idle": Why("choice of what to do next", "次の行動の選択"),
    "order": Why("choice of the order of effects", "効果の順番の選択"),
    "discard": Why("choice of a card to discard", "捨てるカードの選択"),
    "yes_no": Why("yes/no question", "「はい・いいえ」の問い"),
    # the OCG's
    "window": Why("chance to respond or pass", "チェーンするかパスするかの選択"),
    "optional": Why("offer of an optional effect", "任意の効果を使うかの選択"),
    "target": Why("choice of targets", "対象の選択"),
    "cost": Why("choice of a cost", "コストの選択"),
    "pay": Why("choice of the life points to pay", "払うライフポイントの選択"),
    "declare": Why("declaration", "宣言"),
    "effect": Why("choice of an effect", "効果の選択"),
    "choice": Why("choice of a card", "カードの選択"),
    "select": Why("choice of a card", "カードの選択"),
    "tribute": Why("choice of a tribute", "生け贄の選択"),
    "fewer_tributes": Why("choice of summoning with fewer tributes", "少ない生け贄で召喚するかの選択"),
    "lp_or_tributes": Why("choice between paying life points and tributing",
                          "ライフポイントを払うか生け贄にするかの選択"),
    "position": Why("choice of a battle position", "表示形式の選択"),
    "attack_target": Why("choice of an attack target", "攻撃対象の選択"),
    "replay": Why("choice of a new attack target (a replay)", "巻き戻しでの攻撃対象の選択"),
    "replace": Why("choice of a replacement effect", "置き換え効果の選択"),
    "material": Why("choice of a material", "素材の選択"),
    "fusion": Why("choice of a fusion monster", "融合モンスターの選択"),
    "ritual": Why("choice of a ritual monster", "儀式モンスターの選択"),
    "banish": Why("choice of a card to banish", "除外するカードの選択"),
    "destroy": Why("choice of a card to destroy", "破壊するカードの選択"),
    "send": Why("choice of a card to send to the graveyard", "墓地へ送るカードの選択"),
    "attribute": Why("choice of an Attribute", "属性の選択"),
    "type": Why("choice of a Type", "種族の選択"),
    "kind": Why("choice of a kind of card", "カードの種類の選択"),
    "name": Why("choice of a card name", "カード名の選択"),
    "number": Why("choice of a number", "数の選択"),
    "call": Why("call of heads or tails", "コインの表裏の宣言"),
    "zone": Why("choice of a zone", "ゾーンの選択"),
    "maintenance": Why("choice of paying a maintenance cost", "維持コストを払うかの選択"),
    "direct": Why("choice of making the attack a direct attack", "直接攻撃にするかの選択"),
    "confirm": Why("confirmation", "確認"),
    "redo": Why("choice of tossing or rolling again", "やり直すかの選択"),
    # Duel Masters'
    "block": Why("choice of a blocker", "ブロックするかの選択"),
    "ninja": Why("choice of a Ninja Strike", "ニンジャ・ストライクの選択"),
    "strigger": Why("choice of an S-Trigger", "S・トリガーを使うかの選択"),
    "strigger_order": Why("choice of the S-Trigger to use next", "次に使うS・トリガーの選択"),
    "shield_force": Why("choice of a shield for Shield Force", "シールド・フォースのシールドの選択"),
    "replacement": Why("choice of a replacement effect", "置き換え効果の選択"),
    "replace_order": Why("choice of the event to apply replacement effects to next", "次に置き換える事象の選択"),
    "declare_name": Why("declaration of a card name", "カード名の宣言"),
    "pick": Why("choice of a card", "カードの選択"),
    "bottom": Why("choice of a card for the bottom of the deck", "山札の一番下に置くカードの選択"),
    "look": Why("choice of a shield to look at", "見るシールドの選択"),
    "break": Why("choice of a shield to break", "ブレイクするシールドの選択"),
    "evolve": Why("choice of a creature to evolve", "進化元のクリーチャーの選択"),
    "fortify": Why("choice of a shield to fortify", "要塞化するシールドの選択"),
    "count": Why("choice of a number", "数の選択"),
}


# a yes and a no answer in Japanese, as both games' options and boards say them (`Option.label_ja`), and as a
# Japanese scenario may write them
YES_NO_JA = {"yes": "はい", "no": "いいえ"}
# and in English as the boards and prompts show them, capitalised as the rest of their words are; what the terminal
# and a scenario take are the words yes and no, in any case
YES_NO_EN = {"yes": "Yes", "no": "No"}


def kind_word(kind: str, article: bool = False) -> Why:
    """The decision kind `kind` in words, in English with its article where `article` ("an idle" would say
    nothing); a kind with no words yet is named by its code word."""
    w = KIND_WORDS.get(kind) or Why(f"{kind} decision", f"{kind}の決定")
    if not article:
        return w
    return Why(f"{'an' if w[:1] in 'aeiou' else 'a'} {w}", w.ja)


class Option:
    """One legal answer: a stable key (what an agent sends back) and the data the engine needs.

    A plain slotted class rather than a dataclass: options are made by the hundred thousand.
    """

    __slots__ = ("arg", "card", "key", "kind", "label_en", "label_ja")

    def __init__(self, key: str, kind: str, card: int = -1, arg: int = 0, label_en: str = "",
                 label_ja: str = "") -> None:
        self.key = key
        self.kind = kind
        self.card = card  # card index in the duel, or -1
        self.arg = arg  # effect number, target, position ...
        self.label_en = label_en
        self.label_ja = label_ja

    def __repr__(self) -> str:
        return f"Option({self.key!r})"


@value
class Naming:
    """A card a decision's question names, by index, and where its name ends in the English and in the Japanese
    question: a front puts there the mark the reading seat's log gives that copy (`Decision.prompt`). The engine
    says only which card; who reads, and so which mark, is the front's."""

    card: int
    end_en: int
    end_ja: int


# a question's words in English and in Japanese, and the cards they name (a decision's prompt_en, prompt_ja, names)
Question = tuple[str, str, tuple[Naming, ...]]


def after(en: str, ja: str, question: Question) -> Question:
    """`question` put after the words `en` and `ja`, the cards it names keeping their places in it."""
    return (en + question[0], ja + question[1],
            tuple(Naming(n.card, n.end_en + len(en), n.end_ja + len(ja)) for n in question[2]))


def naming(card: int, en: tuple[str, str], ja: tuple[str, str], then: Question = ("", "", ())) -> Question:
    """A question naming card `card` (to a chooser who may see it), given in each language as its words up to the end
    of the card's name and those after; `then`: the question these words end with, whose own names keep their
    places in it (`"Polymerization": choose a fusion material for "X"`: both cards are named)."""
    en_q, ja_q, names = after(en[0], ja[0], after(en[1], ja[1], then))
    return en_q, ja_q, (Naming(card, len(en[0]), len(ja[0])), *names)


@dataclass(slots=True)
class Decision:
    """What is pending: whose decision, what kind, and the finite list of legal options."""

    player: int
    kind: str
    options: list[Option]
    prompt_en: str = ""
    prompt_ja: str = ""
    names: tuple[Naming, ...] = ()  # the cards the question names (`naming`)
    passable: bool = False  # a priority window or an optional offer, which resolve/phase may decline
    _index: dict[str, Option] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if not self.options:
            raise NothingToChoose(f"{kind_word(self.kind, True)} ({self.prompt_en or 'no prompt'}) for player "
                                  f"{self.player + 1} with no option to answer")

    def prompt(self, lang: str, marks: Mapping[int, str] | None = None) -> str:
        """The question in the language `lang` ("ja" or "en"), as every front shows it; `marks`: by card index, what
        follows the name of each copy the reader's log tells apart from another of its name (each game's
        `view.copy_marks`, as the options' labels take them), put after the name of each card the question names."""
        ja = lang == "ja"
        text = self.prompt_ja if ja else self.prompt_en
        if not marks:
            return text
        # from the last name back, so that a mark put in moves no place still to be marked
        for n in sorted(self.names, key=lambda n: n.end_ja if ja else n.end_en, reverse=True):
            at = n.end_ja if ja else n.end_en
            text = text[:at] + marks.get(n.card, "") + text[at:]
        return text

    def option(self, key: str) -> Option:
        if self._index is None:
            self._index = {o.key: o for o in self.options}
        try:
            return self._index[key]
        except KeyError:
            w = kind_word(self.kind)
            raise IllegalAction(Why(f"{quote_given(key)} is not a legal answer to this {w}",
                                    f"{quote_given(key, 'ja')}はこの{w.ja}への合法な答えではない")) from None
