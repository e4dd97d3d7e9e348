"""View models: what a template shows, decided in Python (templates only display)."""
