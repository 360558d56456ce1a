// A queue's Redis URL as messages print it: the password masked (redis://:***@host:6379), so a
// password given in --queue reaches no terminal, log or CI transcript. No Redis client loads here.

/** `url` with the password of its user part replaced by *** (the rest as given, even when it is not a valid URL). */
export function maskedUrl(url: string): string {
  // The user part ends at the last '@' before the path: a password may hold an unescaped '@'.
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)@/i, (_, scheme: string, user: string) => {
    const colon = user.indexOf(':');
    return colon < 0 ? `${scheme}${user}@` : `${scheme}${user.slice(0, colon)}:***@`;
  });
}
