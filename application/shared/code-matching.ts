/**
 * Tries a typed code against the working codes of one key (a phone number's OTPs; a party's codes for a record),
 * newest first. One try is taken on each code before it is compared (the per-code backstop: parallel guesses each
 * need a slot, so no more than `maxTries` are ever compared against one code), and the first that matches is the one.
 * With no match, `triesLeft` says whether a code compared still had tries left (if not, the guesses used them up).
 */
export async function matchWorkingCode<C extends { id: string }>(
  live: readonly C[],
  takeAttempt: (id: string) => Promise<number | null>,
  maxTries: number,
  matches: (code: C) => boolean,
): Promise<{ matched: C | null; triesLeft: boolean }> {
  let triesLeft = false;
  for (const code of live) {
    const attempts = await takeAttempt(code.id);
    if (attempts === null) continue;
    if (matches(code)) return { matched: code, triesLeft };
    if (attempts < maxTries) triesLeft = true;
  }
  return { matched: null, triesLeft };
}
