"""The kernel: the request pipeline every route family runs on (auth, tenancy, policy, storage, errors).

Import the submodules you need; this package imports nothing itself so cold starts stay cheap.
"""
