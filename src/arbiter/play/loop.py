"""The terminal game: draw the board, offer the options, read the player's answer, let agents move.

At each decision of a person the screen shows the end of the log (what happened, in the
player's language), the board as that player sees it, the chain if one is building, and every
legal option with its number and short command. Two people at one terminal: before each
person's turn at the keyboard the screen is cleared and the game waits for them to press Enter,
so neither sees the other's hand.
"""

from __future__ import annotations

from arbiter.kernel.decision import IllegalAction
from arbiter.kernel.game import PLAYERS
from arbiter.play.commands import normalize, resolve
from arbiter.play.front import front_for
from arbiter.play.session import Session
from arbiter.play.terminal import Fragments, Terminal

LOG_TAIL = 12
TEXT = {
    "en": {"thinking": "{p} is thinking…", "handover": "Player {p}: your turn at the keyboard. Press Enter.",
           "help": "Type an option's number or command. Also: board, log, auto (pass quiet windows), help, "
                   "quit{undo}.",
           "auto_on": "auto-pass on: windows where only a phase began are passed for you",
           "auto_off": "auto-pass off: every window is offered",
           "undo_hint": ", undo", "no_undo": "undo is for analysis games (arbiter play --analysis)",
           "nothing_to_undo": "nothing to undo", "unknown": "not an option here: {t!r} (type help)",
           "illegal": "refused: {e}", "quit": "Game #{id} is saved; resume it with: arbiter play --resume {id}",
           "quit_nolib": "Game left unfinished.", "wins": "{p} wins the duel.", "draw": "The duel is a draw.",
           "replay": "Replay it with: arbiter replay {id}", "log": "── log ──"},
    "ja": {"thinking": "{p}が考えています…", "handover": "プレイヤー{p}の番です。Enterキーを押してください。",
           "help": "選択肢の番号かコマンドを入力。ほかに board, log, "
                   "auto（何も起きていないタイミングを自動でパス）, help, quit{undo}。",
           "auto_on": "自動パス：フェイズが始まっただけのタイミングは自動でパスします",
           "auto_off": "自動パス解除：すべてのタイミングで確認します",
           "undo_hint": ", undo", "no_undo": "undo は検討用の対戦（arbiter play --analysis）でのみ使えます",
           "nothing_to_undo": "戻せる手がありません", "unknown": "選択肢にありません：{t!r}（help で説明）",
           "illegal": "できません：{e}", "quit": "対戦#{id}を保存しました。再開：arbiter play --resume {id}",
           "quit_nolib": "対戦を中断しました。", "wins": "{p}の勝利。", "draw": "引き分け。",
           "replay": "リプレイ：arbiter replay {id}", "log": "── ログ ──"},
}


class Game:
    """The terminal front of a session."""

    def __init__(self, session: Session, term: Terminal, lang: str, analysis: bool = False,
                 game_id: int | None = None, auto_pass: bool = False) -> None:
        self.s = session
        self.front = front_for(session.replay.game)
        self.term = term
        self.lang = lang
        self.t = TEXT[lang]
        self.analysis = analysis
        self.game_id = game_id
        self.shown = 0  # log lines already shown
        self.at_keyboard: int | None = None
        self.hotseat = all(session.is_human(p) for p in (0, 1))
        self.auto_pass = auto_pass
        self.mark = len(session.duel.log)  # the log's length at the last answer

    def log_lines(self) -> list[str]:
        """The log as the person at the keyboard may read it (the only person, or the one whose turn it is)."""
        d = self.s.duel
        n = len(d.log) if d.winner is not None else self.front.settled(d)
        return self.front.render(d, n, self.viewer(), self.lang)

    def viewer(self) -> int | None:
        """Who is looking: the person at the keyboard; after a duel between two people, both (None)."""
        if self.hotseat:
            return None if self.s.duel.winner is not None else self.at_keyboard
        return next((p for p in (0, 1) if self.s.is_human(p)), None)

    def show_log(self) -> None:
        lines = self.log_lines()
        # a cleared screen shows the end of the log, a scrolling one only what is new
        start = min(self.shown, len(lines) - LOG_TAIL) if self.term.clear_screen else self.shown
        start = max(0, start, len(lines) - LOG_TAIL * 4)
        out: Fragments = []
        for k in range(start, len(lines)):
            out.append(("class:log.new" if k >= self.shown else "class:log", "  " + lines[k] + "\n"))
        self.term.show(out)
        self.shown = len(lines)

    def screen(self, viewer: int) -> list[str]:
        """Draw everything for the viewer's decision; returns the options' commands."""
        d = self.s.duel
        assert d.pending is not None
        self.term.clear()
        self.show_log()
        self.term.show(self.front.board(d, viewer, self.lang))
        self.term.show(self.front.waiting(d, viewer, self.lang))
        cmds = self.front.commands(d.pending.options, self.front.codes(d, viewer))
        width = max(len(c) for c in cmds)
        question = d.pending.prompt_ja if self.lang == "ja" else d.pending.prompt_en
        out: Fragments = [("class:prompt", f"{PLAYERS[viewer]}: {question}\n")]
        for k, (o, cmd) in enumerate(zip(d.pending.options, cmds, strict=True), 1):
            out += [("class:opt.num", f" {k:>2}  "), ("class:opt.cmd", f"{cmd:<{width}}  "),
                    ("", self.front.describe(d, o, self.lang) + "\n")]
        self.term.show(out)
        return cmds

    def run(self) -> int | None:
        """Play until the duel ends (returns the winner) or the player quits (returns None)."""
        s = self.s
        while True:
            d = s.duel
            if d.winner is not None:
                self.finish()
                return d.winner
            assert d.pending is not None
            p = d.pending.player
            if not s.is_human(p):
                if d.pending.kind != "window" and len(d.pending.options) > 1 and s.replay.players[p].startswith("mcts"):
                    self.term.line(self.t["thinking"].format(p=PLAYERS[p]), "label")
                s.agent_move()
                self.mark = len(s.duel.log)
                continue
            if len(d.pending.options) == 1 or self.quiet_window():  # nothing worth asking
                s.act(d.pending.options[0].key)
                self.mark = len(s.duel.log)
                continue
            if self.hotseat and self.at_keyboard != p:
                self.handover(p)
            if not self.ask(p):
                self.quit()
                return None
            self.mark = len(s.duel.log)

    def quiet_window(self) -> bool:
        """With auto-pass on: a window where nothing but a new phase happened (the game's front says which)."""
        return self.auto_pass and self.front.quiet(self.s.duel, self.mark)

    def handover(self, p: int) -> None:
        self.term.clear()
        self.term.ask(self.t["handover"].format(p=PLAYERS[p]) + " ", [])
        self.at_keyboard = p

    def ask(self, p: int) -> bool:
        """One answer from the person playing p; False when they quit."""
        cmds = self.screen(p)
        d = self.s.duel
        assert d.pending is not None
        extra = ["board", "log", "help", "quit", "auto", *(["undo"] if self.analysis else [])]
        while True:
            try:
                text = self.term.ask(f"{PLAYERS[p]}> ", [*cmds, *extra])
            except EOFError:
                return False
            t = normalize(text)
            if not t:
                continue
            if t in ("quit", "q", "exit"):
                return False
            if t in ("help", "?", "h"):
                self.term.line(self.t["help"].format(undo=self.t["undo_hint"] if self.analysis else ""))
                continue
            if t == "board":
                cmds = self.screen(p)
                continue
            if t == "auto":
                self.auto_pass = not self.auto_pass
                self.term.line(self.t["auto_on" if self.auto_pass else "auto_off"], "label")
                continue
            if t == "log":
                self.term.line(self.t["log"], "label")
                for line in self.log_lines():
                    self.term.line("  " + line, "log")
                continue
            if t == "undo":
                if not self.analysis:
                    self.term.line(self.t["no_undo"], "error")
                    continue
                if not self.s.undo(p):
                    self.term.line(self.t["nothing_to_undo"], "error")
                    continue
                self.shown = len(self.log_lines())
                return True
            o = resolve(t, d.pending.options, cmds)
            if o is None:
                self.term.line(self.t["unknown"].format(t=text.strip()), "error")
                continue
            try:
                self.s.act(o.key)
            except IllegalAction as e:  # the options offered are legal; kept for safety
                self.term.line(self.t["illegal"].format(e=e), "error")
                continue
            return True

    def finish(self) -> None:
        d = self.s.duel
        self.term.clear()
        self.show_log()
        self.term.show(self.front.board(d, self.viewer(), self.lang))
        w = d.winner
        msg = self.t["draw"] if w == 2 else self.t["wins"].format(p=PLAYERS[w or 0])
        self.term.line(msg, "win")
        if self.game_id is not None:
            self.term.line(self.t["replay"].format(id=self.game_id), "label")

    def quit(self) -> None:
        self.term.line("")
        if self.game_id is not None:
            self.term.line(self.t["quit"].format(id=self.game_id), "label")
        else:
            self.term.line(self.t["quit_nolib"], "label")
