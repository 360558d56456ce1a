// The library's runtime enums against the engine's const enums, and its checks of options
// (in this process, from source: the installed package is tested in library.test.ts).
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { Act } from '../src/engine/actions.js';
import { Phase as EnginePhase, Zone as EngineZone, EndReason as EngineEndReason, END_REASON_NAMES } from '../src/engine/state.js';
import { Supertype as CardSupertype } from '../src/cards/types.js';
import {
  ActionKind, Phase, Zone, EndReason, Supertype, simulate, playGame, loadDeck, newGame, legalActions, step, cloneState,
  describeAction, isOver, winner, bundledDeckPath, InputError, DeckError, greedyBot, type Bot,
} from '../src/index.js';

// Each public member against the engine's (const enums can't be listed at run time, so by name).
describe('runtime enums equal the engine\'s const enums', () => {
  it('ActionKind is Act', () => expect(ActionKind).toEqual({
    EndTurn: Act.EndTurn, PlayBasic: Act.PlayBasic, Attach: Act.Attach, PlayTrainer: Act.PlayTrainer, Evolve: Act.Evolve,
    Retreat: Act.Retreat, Attack: Act.Attack, ChooseCard: Act.ChooseCard, ChooseSlot: Act.ChooseSlot, Done: Act.Done,
    Yes: Act.Yes, No: Act.No, Option: Act.Option, Power: Act.Power, DiscardDoll: Act.DiscardDoll, UseStadium: Act.UseStadium,
  }));
  it('Phase', () => expect(Phase).toEqual({
    ChooseFirst: EnginePhase.ChooseFirst, SetupActive: EnginePhase.SetupActive, SetupBench: EnginePhase.SetupBench,
    ExtraDraws: EnginePhase.ExtraDraws, Main: EnginePhase.Main, Effect: EnginePhase.Effect, Promote: EnginePhase.Promote,
    Retreat: EnginePhase.Retreat, Over: EnginePhase.Over,
  }));
  it('Zone', () => expect(Zone).toEqual({
    Deck: EngineZone.Deck, Hand: EngineZone.Hand, Discard: EngineZone.Discard, Prize: EngineZone.Prize, InPlay: EngineZone.InPlay, Stadium: EngineZone.Stadium,
  }));
  it('EndReason', () => expect(EndReason).toEqual({
    None: EngineEndReason.None, Prizes: EngineEndReason.Prizes, NoPokemon: EngineEndReason.NoPokemon, DeckOut: EngineEndReason.DeckOut,
    TurnLimit: EngineEndReason.TurnLimit, SuddenDeath: EngineEndReason.SuddenDeath, Tie: EngineEndReason.Tie,
  }));
  it('Supertype', () => expect(Supertype).toEqual({ Pokemon: CardSupertype.Pokemon, Trainer: CardSupertype.Trainer, Energy: CardSupertype.Energy }));
  it('EndReason covers every end-reason name the results use', () => expect(Object.keys(EndReason)).toHaveLength(END_REASON_NAMES.length));
});

const lucario = bundledDeckPath('standard/lucario-ex'), miraidon = bundledDeckPath('standard/miraidon-ex');

describe('library checks and custom bots', () => {
  it('loadDeck reads a list given as text, and names the source in its problems', () => {
    const d = loadDeck(loadDeckText(lucario), { source: 'pasted' });
    expect(d.cards).toHaveLength(60);
    expect(d.path).toBe('pasted');
    try {
      loadDeck('Pokémon: 1\n1 Pikachu\n', { source: 'pasted' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DeckError);
      expect((e as DeckError).problems.every((p) => p.path === 'pasted')).toBe(true);
    }
  });

  it('bad options are one-line InputErrors naming the option', async () => {
    await expect(simulate({ deck: lucario, opponent: miraidon, games: 0 })).rejects.toThrow(new InputError('games must be a whole number from 1 to 1000000000000 (got 0)'));
    await expect(simulate({ deck: lucario })).rejects.toThrow(/deck and opponent are required/);
    await expect(simulate({ deck: lucario, opponent: miraidon, bots: 'clever' })).rejects.toThrow(/unknown bot 'clever'/);
    await expect(simulate({ deck: lucario, opponent: bundledDeckPath('classic/starter-fire') })).rejects.toThrow(/different sizes/);
    expect(() => bundledDeckPath('standard/none')).toThrow(/no bundled deck 'standard\/none'/);
  });

  it('a bot object plays in this thread: simulate defaults to one worker and refuses more', async () => {
    let calls = 0;
    const counting: Bot = { name: 'counting', choose: (s, a, n, rng) => { calls++; return greedyBot.choose(s, a, n, rng); } };
    await expect(simulate({ deck: lucario, opponent: miraidon, games: 5, workers: 2, bots: [counting, 'greedy'] })).rejects.toThrow(/workers: 1/);
    const r = await simulate({ deck: lucario, opponent: miraidon, games: 20, seed: 's', bots: [counting, 'greedy'] });
    expect(calls).toBeGreaterThan(100);
    expect(r.bots).toEqual(['counting', 'greedy']);
    // it plays exactly as greedy, so the numbers are greedy's
    const greedy = await simulate({ deck: lucario, opponent: miraidon, games: 20, seed: 's', workers: 1 });
    expect(r.counts).toEqual(greedy.counts);
    // and a name taken by another bot is refused
    const impostor: Bot = { name: 'counting', choose: () => 0 };
    const running = simulate({ deck: lucario, opponent: miraidon, games: 20, bots: counting });
    await expect(playGame({ deck: lucario, opponent: miraidon, bots: impostor })).rejects.toThrow(/a bot named 'counting' already exists/);
    await running;
  });

  it('the engine API: a game by hand, a clone explored apart, illegal steps refused', () => {
    const s = newGame({ deck: lucario, opponent: miraidon, seed: 'hand' });
    const copy = cloneState(s);
    const first = legalActions(copy)[0];
    expect(describeAction(copy, first)).toMatch(/choose to go/);
    step(copy, first);
    expect(copy.equals(s)).toBe(false);
    expect(newGame({ deck: lucario, opponent: miraidon, seed: 'hand' }).equals(s)).toBe(true);
    expect(() => step(s, 123456789)).toThrow(/action 123456789 is not legal here/);
    while (!isOver(s)) step(s, legalActions(s)[0]);
    expect([0, 1, 2]).toContain(winner(s));
    expect(legalActions(s)).toEqual([]);
  });
});

function loadDeckText(path: string): string {
  return readFileSync(path, 'utf8');
}
