"""Tests of tutor.service (a package, so basenames may repeat across folders)."""
