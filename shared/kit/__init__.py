"""The declarative resource kit: a plain resource is described once, as data (`kit.Resource`), and
`kit.declare(router, resource)` gives it list, create, get, replace and delete routes (and patch, a
JSON merge patch, where its `operations` name it) on the kernel: firm-bound storage, a parent record
check, uniqueness, list filters, change-feed entries on the parent, versions and ETags, OpenAPI from
the same registry. A family with real behaviour adds hand-written routes or hooks beside its
declaration. Compare Django REST framework's ModelViewSet.
"""
