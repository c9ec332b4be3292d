"""The test suite verifies the cards' declarations: a missing qualifier is an error here (categories.py)."""

from arbiter.ocg.categories import strict_qualifiers

strict_qualifiers()
