"""Tests of tutor.store (a package, so basenames may repeat across folders)."""
