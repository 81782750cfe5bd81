# The service's own words in `/game rules` and the console's `rules`: the heading, each option's
# line and the clocks' explanation. Option keys, choices, defaults and clock names are data: they
# stay as the player types them.

rules-heading = {"*"}*{ $name }**: { $min } to { $max } players. { $summary }
rules-option = - option `{ $key }`: { $description } Default: { $default }.
rules-option-choices = - option `{ $key }` ({ $choices }): { $description } Default: { $default }.

rules-clocks = Clocks (chosen when the game is opened, or in its settings): each player has a time bank that runs only while they owe a decision and is topped up after each one; reminders come when a decision is due, at half of its time and shortly before it runs out.
rules-clock = - `{ $name }`: { $summary }
rules-clock-relaxed = 3 days for every move
rules-clock-daily = 24 hours a move, saved up to a bank of 3 days
rules-clock-brisk = 8 hours for every move
rules-clock-live = 5 minutes a move, saved up to a bank of 15 minutes
rules-clock-none = no clock; reminders at the referee's usual interval
rules-clocks-timeout = When a player's time runs out, the other players vote within a day: wait longer (a day more), skip this turn (a computer decides it) or hand the seat to a computer (the game becomes unrated). A tie or no answer gives the table's `timeout_default` (`wait` unless changed in the settings). Abandoning a running game needs every player's agreement.
