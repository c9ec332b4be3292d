"""Showing a replay step by step, forwards and back.

A finished game's replay shows both hands (each side as its owner saw it); a game not over yet shows what both
players see, its choices unnamed, as the web board's replay does (a peek at the opponent's hand is no replay of a
game still being played). Each step shows the question asked there and of whom, its words only where the viewer may
read them (`front.question`). `next` moves to the next real choice
(taking the one-option answers on the way), `step` one answer, `back` to the previous real choice;
stepping back rebuilds the duel from the recorded answers, which determine it.
"""

from __future__ import annotations

from arbiter.kernel.game import PLAYERS, GameDuel, resigner
from arbiter.kernel.reasons import quote_given
from arbiter.play.commands import normalize, number
from arbiter.play.front import front_for, question
from arbiter.play.layout import PUBLIC
from arbiter.play.loop import LOG_TAIL
from arbiter.play.terminal import Terminal
from arbiter.replay import Replay, ReplayError

TEXT = {
    "en": {"at": "answer {k}/{n}", "next": "next: {p} chooses {what}", "end": "the end of the record",
           "next_resign": "next: {p} resigns",
           "result_w": "result: {p} wins (turn {t})", "result_d": "result: a draw (turn {t})",
           "help": "Enter or n: next choice · s: one answer · b: back · g N: go to answer N · start · end · q",
           "next_public": "next: {p} chooses", "public": "the game is not over: what both players see (both hands "
                                                           "once it ends)",
           "unknown": "unknown command {t} (Enter, n, s, b, g N, start, end, q)",
           "range": "there is no answer {k}: this record's answers are 0 to {n} (end: the last)"},
    "ja": {"at": "{k}/{n}手目", "next": "次：{p}の選択は{what}", "end": "記録の終わり", "next_resign": "次：{p}が投了",
           "result_w": "結果：{p}の勝利（{t}ターン）", "result_d": "結果：引き分け（{t}ターン）",
           "help": "Enter か n：次の選択 · s：一手 · b：戻る · g N：N手目へ · start · end · q",
           "next_public": "次：{p}の選択",
           "public": "対戦中のゲーム：両プレイヤーに見えるものだけを表示（両者の手札は終了後）",
           "unknown": "不明なコマンド{t}（Enter, n, s, b, g N, start, end, q）",
           "range": "{k}手目はありません。この記録は0〜{n}手目です（end：最後）"},
}


class ReplayViewer:
    def __init__(self, replay: Replay, term: Terminal, lang: str) -> None:
        self.r = replay
        self.front = front_for(replay.game)
        self.term = term
        self.lang = lang
        self.t = TEXT[lang]
        self.k = 0
        self.duel: GameDuel = replay.start()
        self.real = self._real_choices()
        self.viewer = None if replay.result is not None else PUBLIC  # who looks: everyone once the game is over

    def _real_choices(self) -> list[int]:
        """The answers (0-based) that were real choices; playing the whole replay checks it."""
        d = self.r.start()
        out = []
        for n in range(1, len(self.r.answers) + 1):
            assert d.pending is not None, "answers after the end of the duel"
            if len(d.pending.options) > 1 or resigner(self.r.answers[n - 1]) is not None:
                out.append(n - 1)
            self.r.step(d, n)
        return out

    def goto(self, k: int) -> None:
        k = max(0, min(k, len(self.r.answers)))
        if k < self.k:
            self.duel, self.k = self.r.start(), 0
        while self.k < k:
            self.step()

    def step(self) -> None:
        self.r.step(self.duel, self.k + 1)
        self.k += 1

    def next_choice(self) -> None:
        """On to where the next real choice is asked (or the end)."""
        later = [k for k in self.real if k > self.k]
        self.goto(later[0] if later else len(self.r.answers))

    def back(self) -> None:
        earlier = [k for k in self.real if k < self.k]
        self.goto(earlier[-1] if earlier else 0)

    def show(self) -> None:
        d = self.duel
        self.term.clear()
        lines = self.front.render(d, len(d.log), self.viewer, self.lang)
        for line in lines[-LOG_TAIL:]:
            self.term.line("  " + line, "log")
        self.term.show(self.front.board(d, self.viewer, self.lang))
        self.term.show(self.front.waiting(d, self.viewer, self.lang))
        self.term.line(self.t["at"].format(k=self.k, n=len(self.r.answers)), "prompt")
        if self.viewer == PUBLIC:
            self.term.line(self.t["public"], "label")
        if d.pending is not None:  # what is asked here, as the replay's viewer may read it
            self.term.line(question(self.front, d, self.viewer, self.lang))
        resigning = resigner(self.r.answers[self.k]) if self.k < len(self.r.answers) else None
        if resigning is not None:  # an answer of its own, whoever was asked here
            self.term.line(self.t["next_resign"].format(p=PLAYERS[resigning]))
        elif self.k < len(self.r.answers) and d.pending is not None and self.viewer == PUBLIC:
            self.term.line(self.t["next_public"].format(p=PLAYERS[d.pending.player]))
        elif self.k < len(self.r.answers) and d.pending is not None:
            o = d.pending.option(self.r.answers[self.k])
            what = self.front.describe(d, o, self.lang, self.front.marks(d, None, self.lang))
            self.term.line(self.t["next"].format(p=PLAYERS[d.pending.player], what=what))
        else:
            self.term.line(self.t["end"])
            res = self.r.result
            if res is not None:
                key = "result_d" if res.get("winner") == 2 else "result_w"
                self.term.line(self.t[key].format(p=PLAYERS[int(res.get("winner") or 0) % 2], t=res.get("turns")),
                               "win")

    def run(self) -> None:
        self.goto(self.real[0] if self.real else 0)
        note: tuple[str, str] | None = None  # said under the next screen (help, an unknown command): a clear wipes it
        while True:
            self.show()
            if note is not None:
                self.term.line(*note)
                note = None
            try:
                text = normalize(self.term.ask("replay> ", ["next", "step", "back", "start", "end", "quit", "go"]))
            except EOFError:
                return
            if text in ("", "n", "next"):
                self.next_choice()
            elif text in ("s", "step"):
                self.goto(self.k + 1)
            elif text in ("b", "back", "undo"):
                self.back()
            elif text == "start":
                self.goto(0)
            elif text == "end":
                self.goto(len(self.r.answers))
            elif len(go := text.split()) == 2 and go[0] in ("g", "go") and (n := number(go[1])) is not None:
                if n > len(self.r.answers):  # said, not taken to the end: a number mistyped would pass unnoticed
                    note = (self.t["range"].format(k=n, n=len(self.r.answers)), "error")
                else:
                    self.goto(n)
            elif text in ("q", "quit", "exit"):
                return
            elif text in ("h", "help", "?"):
                note = (self.t["help"], "")
            else:
                note = (self.t["unknown"].format(t=quote_given(text, self.lang)), "error")


def print_replay(r: Replay, term: Terminal, lang: str) -> GameDuel:
    """Play the whole replay (every fingerprint checked) and print its log and result: of a game not over, the log
    both players may read."""
    d = r.play()
    if r.result is None:
        term.line(TEXT[lang]["public"])
    for line in front_for(r.game).render(d, len(d.log), None if r.result is not None else PUBLIC, lang):
        term.line(line)
    if d.winner is not None:
        w = d.winner
        term.line(TEXT[lang]["result_d" if w == 2 else "result_w"].format(p=PLAYERS[w % 2], t=d.turn))
    return d


__all__ = ["ReplayError", "ReplayViewer", "print_replay"]
