import { fieldErrorsOf, messageOf, postJson, type FetchLike } from '../apiClient';

/** The console path of the page that makes new recovery codes (user menu, "Recovery codes"). */
export const RECOVERY_CODES_PATH = '/recovery-codes';

export type NewRecoveryCodes = { codes: string[] } | { error: string; codeError?: string };

/**
 * POST /admin/second-factor/recovery-codes { code }: the authenticator app's current code gives 10 new recovery codes
 * (the earlier ones stop working). A refusal answers the message, and the field error of `code` when there is one.
 */
export async function requestNewRecoveryCodes(code: string, options: { token: string | null; fetchImpl?: FetchLike }): Promise<NewRecoveryCodes> {
  const answer = await postJson<{ recovery_codes?: unknown }>('/admin/second-factor/recovery-codes', { code: code.trim() }, options);
  const codes = answer.body?.data?.recovery_codes;
  if (answer.ok && Array.isArray(codes) && codes.every((c) => typeof c === 'string')) return { codes };
  return { error: messageOf(answer.body), codeError: fieldErrorsOf(answer.body)?.code };
}

/** What Copy puts on the clipboard and Download saves: the codes one a line, under a line saying what they are. */
export function recoveryCodesText(codes: readonly string[], email: string | null | undefined, madeAt: Date): string {
  const who = email ? ` for ${email}` : '';
  return [`GharSetu console recovery codes${who}, made ${madeAt.toISOString().slice(0, 10)}.`, 'Each code signs you in once. The earlier codes no longer work.', '', ...codes, ''].join('\n');
}
