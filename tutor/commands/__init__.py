"""Subcommands of ``tutor``; each module has ``register(subparsers)``.

Add a module name here to add a command; order is the order in ``tutor --help``.
"""

COMMAND_MODULES = [
    "calls",
    "advise",
    "score",
    "rubber",
    "scenarios", "deal",
    "serve",
    "pool",
    "analyse",
    "backup",
    "docent",
    "meldingen",
]
