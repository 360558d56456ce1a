// Splits a V8 CPU profile into the engine's parts (benchmarks/profile.ts prints them). Each sample
// goes to one part: the bot when the bot's choice is on the stack (its estimates call the engine's
// damage code), else legal actions when legalActions is, else the nearest of the named parts below,
// else "game loop, counting".
/** Parts in the order a sample is tested against them (see the header). */
const OUTER: [string, string[]][] = [
  ['bot', ['chooseIndex']],
  ['legal actions', ['legalActions']],
];
const NEAREST: [string, string[]][] = [
  ['shuffles', ['shuffleDeck', 'shuffle']],
  ['damage', ['computeAttackDamage', 'applyAttackDamage', 'applyDirectDamage', 'attackDirectDamage', 'ownAttackDamage']],
  ['Knock Outs', ['processKnockOuts', 'finishKnockOuts', 'groundingChosen']],
  ['effects (Trainers, attacks)', ['runProgram', 'effectStep', 'startTrainerProgram', 'startAttackProgram']],
  ['dealing a game', ['newGame', 'deal']],
  ['other rules (turns, moves)', ['step']],
];

export interface ProfileNode { id: number; callFrame: { functionName: string }; children?: number[] }
export interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Each part's share of the samples (they add to 1). */
export function splitProfile(profile: Profile): Map<string, number> {
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const n of profile.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const partOf = new Map<number, string>();
  const part = (id: number): string => {
    const known = partOf.get(id);
    if (known !== undefined) return known;
    const names: string[] = [];
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) names.push(byId.get(x)!.callFrame.functionName);
    let found = 'game loop, counting';
    const outer = OUTER.find(([, fns]) => names.some((n) => fns.includes(n)));
    if (outer) found = outer[0];
    else {
      outer: for (const n of names) {
        for (const [label, fns] of NEAREST) if (fns.includes(n)) { found = label; break outer; }
      }
    }
    partOf.set(id, found);
    return found;
  };
  const time = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const name = byId.get(id)!.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') return;
    time.set(part(id), (time.get(part(id)) ?? 0) + dt);
    total += dt;
  });
  for (const [k, v] of time) time.set(k, v / total);
  return time;
}

