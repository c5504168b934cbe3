"""The proposed sound for each engine event (hs::EventKind), written into data/audio.json as
documentation for the app's own table. None = the event makes no sound of its own (it is shown, or
another event of the same action already sounds). Notes on the choices:
- DiceRolled: the app holds the loop `dice_rattle` while its tumble animation runs, then plays
  `dice_settle`; `dice_roll` is the same in one clip for places without an animation.
- TestPassed with coins or gems (a, b > 0) may follow `test_passed` with `coins` / `gems`.
- GameEnded: none of its own; the end screen plays `win` when a local human is among the winners,
  else `loss`, as it opens (after the last animations).
- `new_level` and `last_round` have no event of their own: the app plays them when a player's
  move enters a new level and when the last round begins (its own state check).
- `ui_click` is for buttons, not for an event.
"""

EVENT_SOUNDS = {
    "TurnStarted": None,
    "DiceTaken": "dice_take",
    "OptionChosen": "ui_click",
    "DiceRolled": "dice_rattle",
    "DieRerolled": "dice_roll",
    "ItemUsed": "card_flipped",
    "AbilityUsed": "card_flipped",
    "TestPassed": "test_passed",
    "TestFailed": "test_failed",
    "LuckyGem": "gems",
    "LifeLost": "life_lost",
    "LifeGained": "life_healed",
    "Moved": None,
    "CardRevealed": "card_flipped",
    "ShopOpened": None,
    "ItemBought": "item_bought",
    "ItemReturned": "coins",
    "Healed": "life_healed",
    "Rested": "life_healed",
    "Eliminated": "loss",
    "SentBack": "life_lost",
    "BossDefeated": "boss_defeated",
    "RoundEnded": None,
    "TokenPlaced": "ui_click",
    "ReturnedToTown": None,
    "PartyPoisoned": "poison",
    "PotionDrunk": "life_healed",
    "RewardDrawn": "card_drawn",
    "GameEnded": None,
    "PhaseStep": None,
    "PhaseDie": "azoz_die",
    "MonsterAppeared": "card_flipped",
    "RitualGem": "ritual_gem",
    "MonsterMoved": "hunter_step",
    "HunterMoved": "hunter_step",
    "HunterFaster": "hunter_step",
    "MonsterDefeated": "test_passed",
    "MonsterDodged": "card_flipped",
    "MonsterDrained": "test_failed",
    "MonsterAmbush": "life_lost",
    "MonsterRoared": "azoz_die",
    "Caught": "life_lost",
    "RitualComplete": "boss_defeated",
    "ExpertUsed": "card_flipped",
    "DieDiscarded": "dice_settle",
    "ReactionOffered": None,
    "ElbowRolled": "dice_roll",
    "ShotTaken": "dice_roll",
    "SlippedAlong": "card_drawn",
    "CoinStolen": "coins",
    "TollPaid": "coins",
    "BlessingPaid": "coins",
    "CardDrawn": "card_drawn",
    "DeckShuffled": "card_drawn",
    "DeadEndReward": "coins",
    "WentBack": "dice_settle",
}
