# The rules contract's own sentences (rules/base.py), shared by every game:
# option checks, the default summary, refusals of a move that is not legal
# or not yours. A game's own sentences are in its domain (bits.ftl, ...).

engine-option-yes-no = Option { $key } is yes or no, not { $value }.
engine-option-whole = Option { $key } is a whole number, not { $value }.
engine-option-at-least = Option { $key } is at least { $minimum }.
engine-option-at-most = Option { $key } is at most { $maximum }.
engine-option-one-of = Option { $key } is one of { $choices }, not { $value }.
engine-option-unknown = { $game } has no option { $unknown }. Options: { $count ->
    [0] none
   *[other] { $known }
}.
engine-hidden-outcome = What it leads to depends on chance or on something you cannot see yet, so the picture shows the position as it is now.
engine-preview-hidden = { $label }. What it leads to depends on chance or on something you cannot see yet, so the picture shows the position as it is now.
engine-game-over = The game is over; no more moves can be made.
engine-over = The game is over.
engine-owes = { $name }: { $prompt }
engine-no-undo = { $game } does not allow taking moves back
engine-not-your-turn = It is not your turn: waiting for { $waiting }.
engine-ambiguous = { $typed } could mean several moves: { $sample }...
engine-not-legal = { $typed } is not a legal move now. Legal moves: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}(and { $more } more)
}.
