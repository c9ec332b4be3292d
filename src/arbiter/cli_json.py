"""`--json` output: exact whatever the console's encoding (the commands' `?` for what it cannot hold would change
a name a reader parses)."""

from __future__ import annotations

import codecs
import json
import sys
from typing import Any

import click


def echo_json(value: Any) -> None:
    """Print `value` as one JSON line: Japanese as it is where stdout holds it, else as \\uXXXX escapes."""
    text = json.dumps(value, ensure_ascii=False)
    # the stream's own: click's wrapper of a reconfigured stdout says utf-8 while the `?` are written
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    try:
        codecs.encode(text, encoding)
    except (UnicodeEncodeError, LookupError):
        text = json.dumps(value)  # escapes are ASCII, which every console holds
    click.echo(text)
