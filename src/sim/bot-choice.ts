// A bot's answer that is not an index of the legal actions (a bot of the caller's own: a module or
// an object). The game loop checks every answer a bot gives (game-loop.ts chooseIndex) and throws
// this, so a wrong answer ends the run with one line instead of playing a wrong action or none, for
// ever. Its own module, outside the bound engine's copies (sim/batch.ts), so both throw one class.
export class BotChoiceError extends Error {
  constructor(bot: string, index: unknown, n: number, player: number, turn: number, decision: number) {
    super(`bot '${bot}' chose ${shown(index)}, not an index of the ${n} legal actions (0 to ${n - 1}), at player ${player}'s decision on turn ${turn}${decision >= 0 ? ` (action ${decision} of the game)` : ''}`);
    this.name = 'BotChoiceError';
  }
}

const shown = (x: unknown): string => {
  try {
    return typeof x === 'string' ? JSON.stringify(x) : String(x);
  } catch {
    return `a ${typeof x}`;
  }
};
