"""Errors said in the screen's language: a command with a screen (`play`, the judge) speaks Japanese to a user who
asked for it (`--lang ja`) or whose system's language is Japanese, its refusals and click's own usage errors too;
its English is click's, as it was, but for a number out of its range or no number (`WholeNumber`)."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import IO, Any

import click

from arbiter.kernel.reasons import in_lang, quote_given


def system_lang() -> str:
    """The interface language the system asks for: Japanese if its locale is Japanese, English otherwise."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


class ScreenError(click.ClickException):
    """An error said in the screen's language, its "Error:" too (`エラー：` on a Japanese screen, as the judge's)."""

    def __init__(self, message: str, lang: str) -> None:
        super().__init__(message)
        self.lang = lang

    def show(self, file: IO[Any] | None = None) -> None:
        if self.lang != "ja":
            super().show(file)
            return
        click.echo(f"エラー：{self.format_message()}", file=file, err=True)


class ScreenUsageError(ScreenError):
    """A usage error said in the screen's language: the exit status of click's usage errors."""

    exit_code = 2


class WholeNumber(click.IntRange):
    """click's IntRange, refusing a value in words that say what it takes, as the Japanese screen's do: click's own
    said "'abc' is not a valid integer range" of a word, and "x>=0" of a number out of its range."""

    name = "whole number"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter:
            self.fail(f"{quote_given(str(value))} is not a whole number {self.takes()}", param, ctx)

    def takes(self) -> str:
        """The numbers it takes, in words: "of 0 or more", "from 1 to 65535"."""
        if self.min is not None and self.max is not None:
            return f"from {self.min} to {self.max}"
        if self.min is not None:
            return f"of {self.min} or more"
        return "" if self.max is None else f"of {self.max} or less"


def screen_error(why: str, lang: str) -> ScreenError:
    """`why` said in `lang`: its Japanese where it is a `Why` and the screen Japanese."""
    return ScreenError(in_lang(why, lang), lang)


def usage_error(english: click.UsageError, japanese: str, lang: str) -> click.ClickException:
    """A usage error: click's `english` on an English screen, as it was (its usage line too), else `japanese`."""
    return ScreenUsageError(japanese, "ja") if lang == "ja" else english


class ScreenCommand(click.Command):
    """A command whose usage errors that click finds itself (an unknown option, a value its type refuses, an option
    missing its value) are said in Japanese on a Japanese screen: `--lang ja` given, else the system's language."""

    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None,
                     **extra: Any) -> click.Context:
        given = list(args)  # click consumes the list it parses
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.UsageError as e:
            if lang_given(given) != "ja":
                raise
            # the parser's errors come before the command's context: its path from the parent's
            path = e.ctx.command_path if e.ctx else \
                " ".join(x for x in (parent.command_path if parent else "", info_name or "") if x)
            raise ScreenUsageError(f"{_in_japanese(self, e, given)}（使い方：{path} --help）", "ja") from None


def lang_given(args: Sequence[str]) -> str:
    """The screen's language as the command line asks for it: its last `--lang` that click would take, else the
    system's."""
    said = _given(args, ("--lang",))
    return said if said in ("ja", "en") else system_lang()


def _given(args: Sequence[str], opts: Sequence[str]) -> str | None:
    """The value last given to the option named by `opts` (`--seed 5` or `--seed=5`), or None."""
    value = None
    for k, word in enumerate(args):
        if word in opts and k + 1 < len(args):
            value = args[k + 1]
        elif "=" in word and word.split("=", 1)[0] in opts:
            value = word.split("=", 1)[1]
    return value


def _in_japanese(command: click.Command, e: click.UsageError, args: Sequence[str]) -> str:
    """What click's usage error `e` says, in Japanese."""
    if isinstance(e, click.NoSuchOption):
        maybe = f"（もしかして：{'、'.join(sorted(e.possibilities))}）" if e.possibilities else ""
        return f"{e.option_name}というオプションはない{maybe}"
    if isinstance(e, click.BadOptionUsage):
        flag = any(isinstance(p, click.Option) and p.is_flag and e.option_name in p.opts for p in command.params)
        return f"{e.option_name}は値を取らない" if flag else f"{e.option_name}には値が必要"
    if isinstance(e, click.MissingParameter) and e.param is not None:
        return f"{_name(e.param)}を指定してください"
    if isinstance(e, click.BadParameter) and e.param is not None:
        return _bad_value(e.param, _given(args, e.param.opts), e.message)
    if not any(isinstance(p, click.Argument) for p in command.params):  # click's remaining error: extra arguments
        return f"{command.name}は引数を取らない（オプションだけ）"
    return f"使い方が正しくない（{e.message}）"


def _name(param: click.Parameter) -> str:
    """A parameter as the usage line names it: an option by its flag, an argument by its name (SOURCE)."""
    return param.opts[0] if isinstance(param, click.Option) else param.human_readable_name


def _bad_value(param: click.Parameter, value: str | None, english: str) -> str:
    """A value `param`'s type refused, in Japanese: what it takes."""
    name = _name(param)
    said = quote_given(value, "ja") if value is not None else "その値"
    kind = param.type
    if isinstance(kind, click.Choice):
        return f"{name}：{said}は選べない（{'、'.join(map(str, kind.choices))}のどれか）"
    if isinstance(kind, click.IntRange):
        bounds = "".join(f"{b}{word}" for b, word in ((kind.min, "以上"), (kind.max, "以下")) if b is not None)
        return f"{name}：{said}は{bounds}の整数ではない"
    if isinstance(kind, click.Path) and not kind.dir_okay:
        return f"{name}：{said}はフォルダ。ファイルの名前を指定してください"
    return f"{name}：{said}は使えない（{english}）"
