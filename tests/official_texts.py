"""The official card data beside the checkout (../shared/carddata/cards.sqlite), for the tests that hold the
declarations to the cards' official texts: read for the test only, never kept in the project; a test that needs it
skips where it is absent (a checkout without shared/)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

CARDDATA = Path(__file__).resolve().parents[2] / "shared" / "carddata"


def official_rows(query: str) -> list[tuple[Any, ...]]:
    """The rows `query` selects from the card data's tables; the calling test skips where the data is absent."""
    if not (CARDDATA / "cards.sqlite").is_file():
        pytest.skip("shared/carddata not present")
    db = sqlite3.connect(CARDDATA / "cards.sqlite")
    try:
        return db.execute(query).fetchall()
    finally:
        db.close()
