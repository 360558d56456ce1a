// Errors about a user's input (a deck list, a result or checkpoint file, an argument). The message
// is one line that names the file (and line) and the problem; the command line prints it as it is
// and exits with `exitCode`, and library callers can show it the same way.
export class InputError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
    this.name = 'InputError';
  }
}
