"""Records (Company, Person, Deal, Lead, Investor) as every writer sees them: the one service that
checks field values against the firm's catalog and returns a record write with its index entries
and guards. The records family's routes call it; so will automations and imports (through the
kernel's unit of work, with their own `via`), so every write lands in the same change feed.

`records.values` checks values, `records.search` keeps the word index, `records.service` the rest.
"""
