"""Helpers used by cards declared in several files, by what they do."""
