"""records.duplicates without AWS: how names, emails and websites are normalized into keys, and the
index entries a write adds and removes."""

from __future__ import annotations

import pytest

from kernel.unit_of_work import Add, Create, Delete
from records import duplicates
from records.duplicates import Key, domain_key, email_key, name_key, record_keys

RECORD = "rec_" + "0" * 26


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("Acme, Inc.", "acme"),
        ("ACME LTD", "acme"),
        ("\uff21\uff43\uff4d\uff45\u3000Corporation", "acme"),  # full width, ideographic space
        ("Acmé S.A.", "acme"),
        ("The Acme Co., Ltd.", "acme"),
        ("GmbH & Co. KG", "gmbh"),  # never down to nothing
        ("Acme\u200b Holdings", "acme holdings"),
        ("A.C.M.E.", "acme"),
        ("O'Neil  &  Sons", "oneil sons"),
        ("Stra\u00dfe", "strasse"),  # case folded
        ("!!!", ""),
    ],
)
def test_organisation_names(name: str, key: str) -> None:
    assert name_key(name, organisation=True) == key


def test_a_persons_name_keeps_words_that_look_like_suffixes() -> None:
    assert name_key("Jane Co", organisation=False) == "jane co"
    assert name_key("Jane Co", organisation=True) == "jane"


@pytest.mark.parametrize(
    ("url", "key"),
    [
        ("https://www.acme.com/about", "acme.com"),
        ("http://ACME.com:8080", "acme.com"),
        ("https://user:pw@acme.com./x?y#z", "acme.com"),
        ("https://blog.acme.com", "blog.acme.com"),
        ("https://www.com", "www.com"),  # www is the name here, not a prefix
        ("https://bücher.example", "xn--bcher-kva.example"),
        ("https://XN--BCHER-KVA.example", "xn--bcher-kva.example"),
        ("not a url", ""),
        ("https://[::1", ""),
    ],
)
def test_website_domains(url: str, key: str) -> None:
    assert domain_key(url) == key


def test_email_is_the_whole_address_lower_cased() -> None:
    assert email_key(" Jane.Doe+x@Example.COM ") == "jane.doe+x@example.com"


def test_record_keys_by_type_each_once() -> None:
    lead = {"name": "Hooli", "contactEmail": "G@hooli.com", "website": "https://hooli.com"}
    assert record_keys("Lead", lead) == [
        Key("name", "hooli"), Key("email", "g@hooli.com"), Key("domain", "hooli.com"),
    ]  # fmt: skip
    assert record_keys("Person", {"firstName": "Jane", "lastName": "Doe", "email": "j@d.com"}) == [
        Key("name", "jane doe"), Key("email", "j@d.com"),
    ]  # fmt: skip
    assert record_keys("Deal", {"name": "Project X Ltd", "website": "https://x.com"}) == [
        Key("name", "project x ltd")
    ]


def test_a_long_value_is_cut_with_a_digest_of_all_of_it() -> None:
    one, two = (record_keys("Deal", {"name": "x" * 900 + end})[0].value for end in "ab")
    assert len(one) == len(two) == duplicates.MAX_KEY_CHARS
    assert one != two
    assert one[:150] == two[:150]


def test_sort_keys_hold_the_delimiter_only_between_their_parts() -> None:
    keys = [Key("email", "a#b%23@x.com"), Key("email", "a%23b%2523@x.com")]
    sorts = duplicates.sort_keys(keys, RECORD)
    assert len(set(sorts)) == 2
    assert all(sort.count("#") == 2 for sort in sorts)


def test_index_writes_add_the_new_keys_and_remove_the_old() -> None:
    old = duplicates.sort_keys([Key("name", "acme"), Key("domain", "acme.com")], RECORD)
    writes = duplicates.index_writes("Company", RECORD, old, [Key("name", "acme"), Key("domain", "acme.org")])
    assert writes == [
        Delete("DUPES#Company", f"domain#acme.com#{RECORD}", must_exist=False),
        Add("MATCH#Company", "domain#acme.com#", {"count": -1, "version": 1}),  # its claim: one less
        Create("DUPES#Company", f"domain#acme.org#{RECORD}",
               {"recordId": RECORD, "reason": "domain", "value": "acme.org"}),
        Add("MATCH#Company", "domain#acme.org#", {"count": 1, "version": 1}, set={"one": RECORD}),
    ]  # fmt: skip
    assert duplicates.index_writes("Company", RECORD, old, []) == [
        *(Delete("DUPES#Company", sort, must_exist=False) for sort in sorted(old)),
        *(
            Add("MATCH#Company", sort.removesuffix(RECORD), {"count": -1, "version": 1})
            for sort in sorted(old)
        ),
    ]
