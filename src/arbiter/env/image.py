"""The text board as a picture, for `render_mode="rgb_array"` (video recorders, notebooks); needs matplotlib.

Every frame has the same size (FRAME, pixels high x wide, 3 colours), as video recorders want: long lines are
wrapped, and lines past the bottom are cut (a long list of options).
"""

from __future__ import annotations

import textwrap
from typing import Any

import numpy as np
from numpy.typing import NDArray

FRAME = (720, 1280)
DPI = 100
MARGIN = 8  # pixels, left and top
FONT_PX = 11  # DejaVu Sans Mono (matplotlib's own): 7 pixels a character, as drawn
WIDTH = (FRAME[1] - 2 * MARGIN) // 7  # characters a line (180); longer ones are wrapped


def board_image(text: str) -> NDArray[np.uint8]:
    """`text` in black monospace on white, from the top left corner."""
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError as e:
        raise ImportError("render_mode='rgb_array' draws the board with matplotlib: "
                          f"pip install 'arbiter-tcg[plot]' ({e})") from None
    h, w = FRAME
    fig = Figure(figsize=(w / DPI, h / DPI), dpi=DPI, facecolor="white")
    canvas = FigureCanvasAgg(fig)
    lines = [part for line in text.split("\n")
             for part in textwrap.wrap(line, WIDTH, subsequent_indent="      ", drop_whitespace=False) or [""]]
    lines = lines[:int(h / (FONT_PX * 1.25)) - 1]
    style: dict[str, Any] = {"family": "DejaVu Sans Mono", "size": FONT_PX * 72 / DPI, "va": "top", "ha": "left",
                             "linespacing": 1.25}
    fig.text(MARGIN / w, 1 - MARGIN / h, "\n".join(lines), **style)
    canvas.draw()  # type: ignore[no-untyped-call]  # matplotlib's Agg canvas has no type hints here
    return np.asarray(canvas.buffer_rgba())[:, :, :3].copy()  # type: ignore[no-untyped-call]
