// V8's inlining budget, raised for the engine. The hot functions (legalActions, step, the effect
// interpreter, the greedy bot's scorers) are large, and V8's default budget (bytecode size 460,
// 920 in total per optimised function) stops inlining their helpers partway. Measured on 12,000
// seeded games a process (docs/PERFORMANCE.md): random bots +14%, greedy +3–5%, every game identical.
// The flags only steer the optimising compiler, so setting them once the process runs is safe;
// they hold for the whole process (worker threads included), which is why the engine sets them
// as it loads, before any of its functions is optimised.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--max-inlined-bytecode-size=1000');
setFlagsFromString('--max-inlined-bytecode-size-cumulative=3000');
