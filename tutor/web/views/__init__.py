"""The pages: one Blueprint per module, listed in :data:`tutor.web.BLUEPRINTS`; no view imports another."""
