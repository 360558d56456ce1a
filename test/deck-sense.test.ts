// The deck-sense acceptance suite (issue 30): its changed lists are legal, checked in as generated,
// differ from their base exactly as declared, and its table calls a direction right only when the
// interval excludes zero on the expected side.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadDeck, parseDeck } from '../src/decks/deck.js';
import { listDiff } from '../src/analytics/compare.js';
import { DECK_SENSE_CHANGES } from '../src/tools/deck-sense-changes.js';
import { changedListText, variantPath, deckSenseTable, type DeckSenseRow } from '../src/tools/deck-sense.js';

describe('deck-sense acceptance suite', () => {
  it('has at least 12 changes covering every family the issue names, two opponents each, all of one era with their base', () => {
    expect(DECK_SENSE_CHANGES.length).toBeGreaterThanOrEqual(12);
    const kinds = new Set(DECK_SENSE_CHANGES.map(c => c.kind));
    for (const k of ['no draw Supporters', 'no main attacker', 'no Rare Candy', 'Power or Ability removed', 'off-type Energy', 'too few Energy']) expect(kinds.has(k as never), k).toBe(true);
    expect(new Set(DECK_SENSE_CHANGES.map(c => c.id)).size).toBe(DECK_SENSE_CHANGES.length);
    for (const c of DECK_SENSE_CHANGES) {
      expect(new Set(c.against).size, c.id).toBe(2);
      const era = c.base.split('/')[1];
      for (const o of c.against) expect(o.split('/')[1], c.id).toBe(era);
    }
  });

  for (const c of DECK_SENSE_CHANGES) {
    it(`D1–D3 ${c.id}: the checked-in list is the generated one, a legal 60-card deck that differs from its base by exactly the declared cards`, () => {
      const text = changedListText(c);
      expect(readFileSync(variantPath(c), 'utf8')).toBe(text); // npm run acceptance:deck-sense -- --write-lists
      const { deck, problems } = parseDeck(text, variantPath(c));
      expect(problems).toEqual([]);
      expect(deck.cards.length).toBe(60);
      const base = loadDeck(c.base);
      const changes = listDiff(base, deck).map(d => `${d.card}: ${d.a} → ${d.b}`).sort();
      const want = new Map<string, number>();
      for (const [card, k] of c.remove) want.set(card, (want.get(card) ?? 0) - k);
      for (const [card, k] of c.add) want.set(card, (want.get(card) ?? 0) + k);
      expect(changes.length).toBe([...want.values()].filter(v => v !== 0).length);
    });
  }

  it('a change that takes out more copies than the base holds is refused, naming it', () => {
    const c = { ...DECK_SENSE_CHANGES[0], remove: [['Bill BS 91', 5]] as [string, number][] };
    expect(() => changedListText(c)).toThrow(/has 4 Bill BS 91, not 5/);
  });

  it('the table: right only when the interval is on the expected side; wrong when on the other; else not significant', () => {
    const row = (bot: string, d: number, low: number, high: number): DeckSenseRow => ({
      id: 'x', what: 'X without Y', kind: 'no main attacker', expect: 'worse', bot, difference: d, low, high,
      significant: low > 0 || high < 0, right: high < 0, games: 4000, stopped: 'significant', seconds: 1,
    });
    const table = deckSenseTable([row('greedy', 3, 1, 5), row('pilot', -4, -6, -2)], ['greedy', 'pilot']);
    const line = table.split('\n')[2];
    expect(line).toContain('+3.0 [+1.0, +5.0] | **wrong**');
    expect(line).toContain('−4.0 [−6.0, −2.0] | right');
    expect(table).toContain('pilot: 1 of 1 right and significant');
    const ns = deckSenseTable([row('pilot', -1, -2, 0.5)], ['pilot']);
    expect(ns).toContain('not significant');
  });
});
