// Splits a V8 CPU profile into the engine's parts (benchmarks/profile.ts prints them). V8 does not
// always report a function inlined into another as a frame of its own, so each sample is placed by
// any frame of its stack, in this order: the bot (a frame from src/bots/, or chooseIndex); legal
// actions (legalActions or a legality query only it calls); else the nearest frame naming one of
// the parts below; else "game loop, counting". Samples outside the games (no runBatch frame: the
// profiler's own messages) are left out, except the garbage collector's, which is a part.
const BOT_URL = '/bots/';
const LEGAL = ['legalActions', 'effectLegal', 'powerActions', 'canPlayTrainer', 'canRetreat', 'attackAllowed', 'activeMayAttack', 'stadiumActionLegal'];
const NEAREST: [string, string[]][] = [
  ['shuffles', ['shuffleDeck', 'shuffle']],
  ['damage', ['computeAttackDamage', 'applyAttackDamage', 'applyDirectDamage', 'attackDirectDamage', 'ownAttackDamage', 'damageStep']],
  ['Knock Outs', ['processKnockOuts', 'finishKnockOuts', 'groundingChosen', 'isKnockedOut']],
  ['effects (Trainers, attacks)', ['runProgram', 'effectStep', 'startTrainerProgram', 'startAttackProgram', 'execOp', 'moveCards']],
  ['dealing a game', ['newGame', 'deal']],
  ['other rules (turns, moves)', ['step', 'endTurn', 'startTurn', 'checkup']],
];

export interface ProfileNode { id: number; callFrame: { functionName: string; url?: string }; children?: number[] }
export interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Each part's share of the samples (they add to 1). */
export function splitProfile(profile: Profile): Map<string, number> {
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const n of profile.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const partOf = new Map<number, string | null>();
  const part = (id: number): string | null => {
    const known = partOf.get(id);
    if (known !== undefined) return known;
    const frames: ProfileNode['callFrame'][] = [];
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) frames.push(byId.get(x)!.callFrame);
    let found: string | null = null;
    if (frames[0].functionName === '(garbage collector)') found = 'garbage collector';
    else if (!frames.some((f) => f.functionName === 'runBatch')) found = null;
    else if (frames.some((f) => (f.url ?? '').includes(BOT_URL) || f.functionName === 'chooseIndex')) found = 'bot';
    else if (frames.some((f) => LEGAL.includes(f.functionName))) found = 'legal actions';
    else {
      found = 'game loop, counting';
      outer: for (const f of frames) {
        for (const [label, fns] of NEAREST) if (fns.includes(f.functionName)) { found = label; break outer; }
      }
    }
    partOf.set(id, found);
    return found;
  };
  const time = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const label = part(id);
    if (label === null) return;
    time.set(label, (time.get(label) ?? 0) + dt);
    total += dt;
  });
  for (const [k, v] of time) time.set(k, v / total);
  return time;
}

