#!/usr/bin/env python3
"""A small Decktet Table bot in Python that plays through `decktet engine`.

It starts the engine, opens matches, and plays every seat: seat 1 with a simple greedy rule
(cast the strongest spell it may, otherwise play or pass at random), the other seats at random.
Only the Python standard library is used.

    python3 docs/examples/runes_bot.py --game dueling-runes --matches 3 --seed demo
    python3 docs/examples/runes_bot.py --engine "npx decktet engine" --game hieroglyphs

See docs/protocol.md for the protocol itself.
"""
import argparse
import json
import os
import random
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_ENGINE = ["node", os.path.join(HERE, "..", "..", "packages", "cli", "bin", "decktet.js"), "engine"]


class Engine:
    """One engine process; `ask` sends a request and returns its answer."""

    def __init__(self, command):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.next_id = 1

    def ask(self, op, **fields):
        request = {"id": self.next_id, "op": op, **fields}
        self.next_id += 1
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the engine closed its output")
        answer = json.loads(line)
        if answer.get("id") != request["id"]:
            raise RuntimeError(f"answer {answer.get('id')} does not match request {request['id']}")
        return answer

    def must(self, op, **fields):
        answer = self.ask(op, **fields)
        if not answer["ok"]:
            raise RuntimeError(f"{op} failed: {answer['error']['code']}: {answer['error']['message']}")
        return answer

    def close(self):
        self.ask("quit")
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


SPELL = re.compile(r"^cast \w+(?: \w+ (\d+))?")


def greedy(legal, rng):
    """Dueling Runes: of the spells it may cast, the one with the most power (the first listed on
    ties); any other decision, and any other game: a random legal action."""
    spells = [a for a in legal if SPELL.match(a)]
    if spells:
        return max(spells, key=lambda a: int(SPELL.match(a).group(1) or 0))
    return rng.choice(legal)


def play_match(engine, game, seed, rng):
    opened = engine.must("new", game=game, seed=seed)
    match = opened["match"]
    pending = opened["pending"]
    moves = 0
    while pending:
        seat = pending[0]
        legal = engine.must("legal", match=match, seat=seat)["legal"]
        action = greedy(legal, rng) if seat == 0 else rng.choice(legal)
        pending = engine.must("act", match=match, seat=seat, action=action)["pending"]
        moves += 1
    outcome = engine.must("outcome", match=match)["outcome"]
    record = engine.must("save", match=match)["record"]
    engine.must("close", match=match)
    return outcome, moves, record


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", help="the engine command (default: this repository's decktet engine)")
    parser.add_argument("--game", default="dueling-runes")
    parser.add_argument("--matches", type=int, default=1)
    parser.add_argument("--seed", default="python")
    parser.add_argument("--save", help="write the last match's game record to this file")
    args = parser.parse_args()

    engine = Engine(shlex.split(args.engine) if args.engine else DEFAULT_ENGINE)
    try:
        games = {g["id"] for g in engine.must("games")["games"]}
        if args.game not in games:
            sys.exit(f"unknown game {args.game}: the engine offers {', '.join(sorted(games))}")
        rng = random.Random(args.seed)
        record = None
        for i in range(args.matches):
            outcome, moves, record = play_match(engine, args.game, f"{args.seed}:{i}", rng)
            print(f"match {i + 1}: {outcome['summary']} after {moves} moves; results {outcome['results']}")
        if args.save and record:
            with open(args.save, "w") as f:
                json.dump(record, f, indent=2)
            print(f"record saved to {args.save} (replay: npx decktet replay {args.save})")
    finally:
        engine.close()


if __name__ == "__main__":
    main()
