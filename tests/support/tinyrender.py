"""Renderer for the test game, registered as ``render.tiny`` by the tests (its
words are the test game's own, in English: ``words`` is not used)."""

from render.base import canvas, font


def board(view, words):
    image, draw = canvas(320, 40 + 24 * len(view["players"]))
    draw.text((10, 8), f"Tiny Race round {view['round']}", font=font(16), fill=(0, 0, 0))
    for i, (name, score) in enumerate(zip(view["players"], view["scores"], strict=True)):
        draw.text((10, 34 + 24 * i), f"{name}: {score}", font=font(16), fill=(0, 0, 0))
    return image


def private(view, words):
    if "hand" not in view:
        return None
    image, draw = canvas(240, 40)
    draw.text((10, 10), "Hand: " + " ".join(map(str, view["hand"])), font=font(16), fill=(0, 0, 0))
    return image
