"""Tests of tutor.content (a package, so basenames may repeat across folders)."""
