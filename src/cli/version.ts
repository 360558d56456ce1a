// The version lives below every layer (src/version.ts) so the library can report it too.
export { version } from '../version.js';
