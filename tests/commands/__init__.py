"""Tests of tutor.commands (a package, so basenames may repeat across folders)."""
