"""Hex maths shared by the hex boards: Townies' flat-topped map sheet and
its Shape previews, Tweeeet's pointy-topped rows.

A hex of ``radius`` (centre to corner) has its corners at 60 degree steps
from ``turn``: ``FLAT`` (0 degrees, corners left and right, flat top and
bottom) or ``POINTY`` (-30 degrees, a corner at the top). Neighbouring
centres are ``SQRT3 * radius`` apart, across the middle of a shared edge.
"""

from __future__ import annotations

import math
from functools import lru_cache

SQRT3 = math.sqrt(3)
FLAT = 0
POINTY = -30

Point = tuple[float, float]


@lru_cache(maxsize=4)
def unit_corners(turn: int = FLAT) -> tuple[Point, ...]:
    """The six corners of a hex of radius 1 centred on the origin, clockwise
    on the picture (y grows downwards) from the one at ``turn`` degrees."""
    return tuple((math.cos(math.radians(60 * k + turn)), math.sin(math.radians(60 * k + turn))) for k in range(6))


@lru_cache(maxsize=4)
def unit_edge_normals(turn: int = FLAT) -> tuple[Point, ...]:
    """For each edge k (from corner k to corner k + 1) the unit vector from
    the centre through the middle of the edge: towards that neighbour."""
    out = []
    for k in range(6):
        a1, a2 = math.radians(60 * k + turn), math.radians(60 * (k + 1) + turn)
        out.append((math.cos((a1 + a2) / 2), math.sin((a1 + a2) / 2)))
    return tuple(out)


def corners(cx: float, cy: float, radius: float, turn: int = FLAT) -> list[Point]:
    """The corners of the hex of ``radius`` centred on (cx, cy)."""
    return [(cx + radius * dx, cy + radius * dy) for dx, dy in unit_corners(turn)]


def edges(cx: float, cy: float, radius: float, turn: int = FLAT) -> list[tuple[Point, Point, Point]]:
    """Each edge of the hex as (corner, next corner, the centre of the
    neighbour across it)."""
    pts = corners(cx, cy, radius, turn)
    return [(pts[k], pts[(k + 1) % 6], (cx + SQRT3 * radius * nx, cy + SQRT3 * radius * ny))
            for k, (nx, ny) in enumerate(unit_edge_normals(turn))]


def flat_axial(dq: float, dr: float, radius: float) -> Point:
    """Where the hex at axial (dq, dr) sits from the hex at (0, 0) on a
    flat-topped grid: columns 1.5 radii apart, each column half a hex lower
    than the one on its left."""
    return 1.5 * radius * dq, SQRT3 * radius * (dr + dq / 2)


def flat_offset_centre(q: int, row: int, radius: float) -> Point:
    """The centre of column ``q``, row ``row`` (counted from 0 at the top)
    of a flat-topped grid whose odd columns sit half a hex lower, relative
    to the top left corner of the grid's bounding box (row -0.5 for column 0
    puts the first hex's top on y = 0)."""
    return radius + 1.5 * radius * q, SQRT3 * radius * (row - 0.5 + 0.5 * (q & 1))


def pointy_radius(width: float) -> float:
    """The radius of a pointy-topped hex ``width`` px across its flat sides."""
    return width / SQRT3


def sprite_size(radius: int) -> tuple[int, int]:
    """The pixels a flat-topped hex of ``radius`` needs, with a pixel to
    spare each side."""
    return 2 * radius + 2, int(SQRT3 * radius) + 2
