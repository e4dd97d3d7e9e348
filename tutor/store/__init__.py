"""The data layer, the only SQL of the project: :mod:`.db` (connection, transactions, conflicts,
migrations) and one module per aggregate beside it."""
