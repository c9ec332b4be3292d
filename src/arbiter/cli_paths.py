"""Files the command line is told to write (a replay, a save, a results table, a plot): checked before any work,
so that a bad path is refused with the option it came from rather than with a traceback after a long run."""

from __future__ import annotations

import os
from pathlib import Path

import click

from arbiter.cli_screen import usage_error


def writable(path: Path, option: str, lang: str = "en") -> None:
    """Make the folder of `path` (as `simulate --out` makes its own) and refuse a path that cannot be written
    there, naming `option`, in the screen's language `lang`."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        # a file where a folder of the path would be: the system's own words, "File exists", said it the wrong way
        file = next((p for p in path.parents if p.exists() and not p.is_dir()), None)
        en, ja = (f"{file} is a file, not a folder", f"{file}はフォルダではなくファイル") if file is not None else (
            e.strerror or str(e), e.strerror or str(e))
        raise usage_error(click.BadParameter(f"cannot make the folder of {path}: {en}", param_hint=option),
                          f"{option}：{path}のフォルダを作れない：{ja}", lang) from None
    if path.is_dir():
        raise usage_error(click.BadParameter(f"{path} is a folder: give a file's name", param_hint=option),
                          f"{option}：{path}はフォルダ。ファイルの名前を指定してください", lang)
    if path.exists() or path.is_symlink():
        if not os.access(path, os.W_OK):
            raise usage_error(click.BadParameter(f"{path}: not writable", param_hint=option),
                              f"{option}：{path}に書き込めない", lang)
        return
    # a new file is made and removed: os.access passed folders that refuse one (/proc, root on any folder)
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
        path.unlink()
    except OSError as e:
        raise usage_error(click.BadParameter(f"{path}: not writable: {e.strerror or e}", param_hint=option),
                          f"{option}：{path}に書き込めない：{e.strerror or e}", lang) from None


def refuse_existing(path: Path, option: str, force: bool, lang: str = "en") -> None:
    """Refuse a file that exists, as `play --save` does (written over, what it held was lost), unless `--force`; in
    the screen's language `lang`."""
    if path.exists() and not force:
        raise usage_error(click.BadParameter(f"{path} exists: give a new file, or --force to write over it",
                                             param_hint=option),
                          f"{option}：{path}はすでにある。新しいファイルを指定するか、--force で上書きしてください",
                          lang)
