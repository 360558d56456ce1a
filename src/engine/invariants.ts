// A debug check of the state's structural invariants (used by the fuzz tool and its test).
// Returns null when the state is consistent, else a one-line description of the first problem.
// Not on any hot path: it favours plain, obvious checks over speed.
import { GameState, Phase, Zone, DeckFeature, Pend } from './state.js';
import * as stateModule from './state.js';
import * as tablesModule from './tables.js';
import * as powersModule from './powers.js';
import * as zonesModule from './zones.js';
import { Supertype, Cond } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { MAX_DECK, SLOTS, SLOT_CAP, MAX_PRIZES, INSTANCES, ENERGY_STRIDE, ENERGY_CARDS, NO_EXPIRY, BENCH_MAX } = stateModule;
const { cSuper, cStage, cEnergyType, cEnergyUnits, cDoll } = tablesModule;
const { ENERGY_BURNED } = powersModule;
const { maxHp, benchLimit } = zonesModule;
const { TYPE_COUNT } = typesModule;

const ZONE_NAMES = ['deck', 'hand', 'discard', 'prizes', 'in play', 'stadium'];
const LIST_NAMES = ['deck', 'hand', 'discard', 'prizes'];

// Scratch, refilled on every call.
const seen = new Int16Array(INSTANCES); // times each instance was found
const zone = new Int8Array(INSTANCES); // where it was found
const slotOf = new Int8Array(INSTANCES);

export function checkInvariants(s: GameState): string | null {
  const phase = s.phase[0];
  const over = phase === Phase.Over;
  const setup = phase === Phase.ChooseFirst || phase === Phase.SetupActive || phase === Phase.SetupBench;
  if (phase === Phase.Main && s.decider[0] !== s.current[0]) return `Main phase but player ${s.decider[0]} decides on player ${s.current[0]}'s turn`;
  seen.fill(0);
  zone.fill(-1);
  slotOf.fill(-1);

  for (let p = 0; p < 2; p++) {
    const size = s.deckSize[p];
    if (size < 0 || size > MAX_DECK) return `player ${p}: deckSize ${size} out of range`;
    const lo = p * MAX_DECK, hi = lo + size;
    for (let c = lo; c < lo + MAX_DECK; c++) {
      if (c >= hi && s.cardDef[c] !== -1) return `player ${p}: unused instance ${c} has card id ${s.cardDef[c]}`;
      if (c < hi && s.cardDef[c] < 0) return `player ${p}: instance ${c} has no card id`;
    }
    for (let z = Zone.Deck; z <= Zone.Prize; z++) {
      const arr = z === Zone.Deck ? s.deck : z === Zone.Hand ? s.hand : z === Zone.Discard ? s.discard : s.prizes;
      const n = z === Zone.Deck ? s.deckCount[p] : z === Zone.Hand ? s.handCount[p] : z === Zone.Discard ? s.discardCount[p] : s.prizeCount[p];
      const base = z === Zone.Prize ? p * MAX_PRIZES : lo;
      if (n < 0 || n > (z === Zone.Prize ? MAX_PRIZES : MAX_DECK)) return `player ${p}: ${LIST_NAMES[z]} count ${n} out of range`;
      for (let i = 0; i < n; i++) {
        const c = arr[base + i];
        if (c < lo || c >= hi) return `player ${p}: ${LIST_NAMES[z]}[${i}] holds instance ${c}, not one of theirs`;
        seen[c]++;
        zone[c] = z;
      }
    }

    // Slots.
    const bench = s.benchCount[p];
    if (bench > BENCH_MAX) return `player ${p}: benchCount ${bench} above ${BENCH_MAX}`;
    // Over the limit (R13) only while an effect runs or the discard down to it is asked, never at a player's own decision.
    if ((phase === Phase.Main || phase === Phase.Promote) && bench > benchLimit(s, p)) return `player ${p}: benchCount ${bench} above the Bench's limit ${benchLimit(s, p)} in phase ${phase}`;
    const features = s.deckFeatures[0] | s.deckFeatures[1];
    for (let k = 0; k < SLOTS; k++) {
      const sl = p * SLOTS + k;
      const n = s.slotCount[sl];
      const top = s.slotTop[sl];
      const occupied = top >= 0;
      if (k > 0 && occupied !== k <= bench) {
        return `player ${p}: bench slot ${sl} is ${occupied ? 'occupied' : 'empty'} but benchCount is ${bench}`;
      }
      // slotEnergy must count exactly the Energy on the slot: units per type and in total, and cards.
      const e = sl * ENERGY_STRIDE;
      let total = 0, cards = 0;
      for (let i = 0; i < n; i++) if (cSuper[s.cardDef[s.slotCards[sl * SLOT_CAP + i]]] === Supertype.Energy) cards++;
      let trainers = 0; // attached ones: the bottom card is the Pokémon (or a Clefairy Doll played as one)
      for (let i = 1; i < n; i++) if (cSuper[s.cardDef[s.slotCards[sl * SLOT_CAP + i]]] === Supertype.Trainer) trainers++;
      if (s.slotTrainers[sl] !== trainers) return `slot ${sl}: slotTrainers says ${s.slotTrainers[sl]} attached Trainers, ${trainers} attached`;
      // endTurn skips its expiry and Energy Burn loops for decks noted without such cards: the notes must hold.
      if ((features & DeckFeature.ExpiringTrainers) === 0) {
        for (let i = 0; i < n; i++) {
          const c = s.slotCards[sl * SLOT_CAP + i];
          if (cSuper[s.cardDef[c]] === Supertype.Trainer && s.cardExpire[c] !== NO_EXPIRY) return `slot ${sl}: Trainer ${c} in play expires (turn ${s.cardExpire[c]}) but neither deck is noted to hold such a card`;
        }
      }
      if ((features & DeckFeature.EnergyBurn) === 0 && (s.usedOnce[sl] & ENERGY_BURNED) !== 0) return `slot ${sl}: Energy Burn on, but neither deck is noted to hold it`;
      if (s.slotEnergy[e + ENERGY_CARDS] !== cards) return `slot ${sl}: slotEnergy says ${s.slotEnergy[e + ENERGY_CARDS]} Energy cards, ${cards} attached`;
      for (let t = 0; t < TYPE_COUNT; t++) {
        let k2 = 0;
        for (let i = 0; i < n; i++) {
          const d = s.cardDef[s.slotCards[sl * SLOT_CAP + i]];
          if (cSuper[d] === Supertype.Energy && cEnergyType[d] === t) k2 += cEnergyUnits[d];
        }
        // Energy Burn (powers.ts) counts the slot's Energy as Fire until the end of the turn.
        if (s.slotEnergy[e + t] !== k2 && (s.usedOnce[sl] & ENERGY_BURNED) === 0) return `slot ${sl}: slotEnergy says ${s.slotEnergy[e + t]} of type ${t}, ${k2} attached`;
        total += k2;
      }
      if (s.slotEnergy[e + TYPE_COUNT] !== total) return `slot ${sl}: slotEnergy total ${s.slotEnergy[e + TYPE_COUNT]}, ${total} attached`;
      if (!occupied) {
        if (n !== 0) return `slot ${sl}: empty (slotTop -1) but slotCount ${n}`;
        if (s.damage[sl] !== 0) return `slot ${sl}: empty but damage ${s.damage[sl]}`;
        continue;
      }
      if (n === 0 || n > SLOT_CAP) return `slot ${sl}: occupied by ${top} but slotCount ${n}`;
      if (s.damage[sl] < 0) return `slot ${sl}: negative damage ${s.damage[sl]}`;
      // A cleared koCheck promises that no Pokémon in play is Knocked Out (flow.ts, processKnockOuts).
      if (s.koCheck[0] === 0 && s.damage[sl] >= maxHp(s, sl)) return `slot ${sl}: Knocked Out (damage ${s.damage[sl]}, HP ${maxHp(s, sl)}) but no Knock Out check is pending`;
      let topFound = false;
      for (let i = 0; i < n; i++) {
        const c = s.slotCards[sl * SLOT_CAP + i];
        if (c < lo || c >= hi) return `slot ${sl}: card ${i} is instance ${c}, not player ${p}'s`;
        seen[c]++;
        zone[c] = Zone.InPlay;
        slotOf[c] = sl;
        if (c === top) topFound = true;
      }
      if (!topFound) return `slot ${sl}: slotTop ${top} is not among its cards`;
      if (cSuper[s.cardDef[top]] !== Supertype.Pokemon && !cDoll[s.cardDef[top]]) return `slot ${sl}: top card ${top} is not a Pokémon`;
      // The Basic lies at the bottom and nothing in the stack is a later stage than the top.
      const bottom = s.cardDef[s.slotCards[sl * SLOT_CAP]];
      if ((cSuper[bottom] !== Supertype.Pokemon && !cDoll[bottom]) || cStage[bottom] !== 0) return `slot ${sl}: bottom card is not a Basic Pokémon`;
      for (let i = 1; i < n; i++) {
        const d = s.cardDef[s.slotCards[sl * SLOT_CAP + i]];
        if (cSuper[d] === Supertype.Pokemon && cStage[d] > cStage[s.cardDef[top]]) return `slot ${sl}: a later stage lies under the top card ${top}`;
      }
      if (s.cond[sl] > Cond.Paralyzed) return `slot ${sl}: condition ${s.cond[sl]} out of range`;
    }

    // Active slot.
    // (A Knocked Out Active is replaced after its Bench is discarded down to its limit: R13.)
    if (s.slotTop[p * SLOTS] < 0 && !over && !setup && !(phase === Phase.Effect && s.pend[0] === Pend.BenchDiscard)) {
      if (phase !== Phase.Promote) return `player ${p}: no Active Pokémon in phase ${phase}`;
      if ((s.promoteMask[0] & (1 << p)) === 0) return `player ${p}: no Active Pokémon but not due to promote`;
    }

    // The Stadium in play belongs to one player.
    const st = s.stadium[0];
    if (st >= lo && st < hi) {
      seen[st]++;
      zone[st] = Zone.Stadium;
    }

    // Conservation and zone bookkeeping.
    for (let c = lo; c < hi; c++) {
      if (seen[c] !== 1) return `player ${p}: instance ${c} found ${seen[c]} times`;
      if (s.cardZone[c] !== zone[c]) {
        return `instance ${c}: cardZone says ${ZONE_NAMES[s.cardZone[c]] ?? s.cardZone[c]} but it is in ${ZONE_NAMES[zone[c]]}`;
      }
      if (zone[c] === Zone.InPlay && s.cardSlot[c] !== slotOf[c]) return `instance ${c}: cardSlot ${s.cardSlot[c]} but it is on slot ${slotOf[c]}`;
    }
  }
  return null;
}
