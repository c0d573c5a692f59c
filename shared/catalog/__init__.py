"""The product catalog and the spec's enumerations, shared by every family through the kernel layer.

`catalog.enums` holds the enumerations, `catalog.model` the catalog's shape, `catalog.product` the
catalog the product ships. Import the submodule you need: this package imports nothing itself.
"""
