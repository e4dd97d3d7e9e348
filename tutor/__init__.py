"""Bridger: a Royal Auction Bridge (1918) bidding tutor.

The domain core (cards, bidding, scoring, evaluation, rules, advice, scenarios,
generator, store) never imports Flask; the web layer lives in :mod:`tutor.web`.
"""

__version__ = "0.1.0"
