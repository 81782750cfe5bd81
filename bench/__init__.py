"""Benchmarks: what a turn costs, how it grows, how close it is to the floor.

Run ``python -m bench`` (``--quick`` for a smoke run). See bench/README.md.
"""
