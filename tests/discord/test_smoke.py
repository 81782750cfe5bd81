async def test_connects_and_syncs(harness):
    s = harness.standin
    assert s.sync_count == 1
    assert [c["name"] for c in s.global_commands] == ["game"]
