"""The judge: scenario files in, chain logs and verdicts out (see docs/scenario-format.md)."""
