// Builders for the Sword & Shield set files (swsh9–12), whose printed facts are typed by hand: the
// card data has no Sword & Shield set after swsh4, so they lie outside the facts table. Every other
// set file takes its facts from the table (../build.ts). Weakness ×2, Resistance −30 as printed.
import { type PokemonDef, type TrainerDef, type AttackDef, type AbilityDef, type Effect, T, Supertype, TrainerKind, type RuleBox } from '../types.js';

export function svMon(set: string, number: number, name: string, stage: 0 | 1 | 2, hp: number, type: T, weakness: T | undefined,
  resistance: T | undefined, retreat: number, attacks: AttackDef[], opts: { evolvesFrom?: string; ex?: boolean; tera?: boolean; ruleBox?: RuleBox; ability?: AbilityDef } = {}): PokemonDef {
  return {
    supertype: Supertype.Pokemon, set, number, name, stage, hp, type, weakness, resistance,
    resistanceValue: resistance === undefined ? 0 : 30, retreat, attacks, ...opts,
  };
}

export function svTrainer(set: string, number: number, name: string, kind: TrainerKind, effects: Effect[], note: string): TrainerDef {
  return { supertype: Supertype.Trainer, set, number, name, kind, effects, note };
}

/** An attack a definition of src/behaviour/ names (build.ts BY_NAME), with its printed name, cost and damage typed here. */
export const attackByName = (name: string, cost: T[], damage: number): AttackDef => ({ name, cost, damage, byName: true });
