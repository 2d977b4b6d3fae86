import { v7 as uuidv7 } from 'uuid';
import type { CodedText } from '../shared/catalogue/index.js';
import { coded, ConflictError, ValidationError } from '../shared/domain-error.js';
import { normaliseText } from '../shared/text.js';
import { OWNER_ANSWER_MAX_LENGTH, OWNER_ANSWER_MIN_LENGTH, OWNER_ANSWERS_PER_CHECK } from './listing-report-rules.js';

/** The answer's text: 10 to 1000 characters once trimmed and spaces folded. Its code, or null. */
export function checkOwnerAnswerText(input: unknown): CodedText | null {
  const length = typeof input === 'string' ? normaliseText(input, { foldSpaces: true }).length : 0;
  return length < OWNER_ANSWER_MIN_LENGTH || length > OWNER_ANSWER_MAX_LENGTH ? coded('LISTING_REPORT_ANSWER_TEXT', { min: OWNER_ANSWER_MIN_LENGTH, max: OWNER_ANSWER_MAX_LENGTH }) : null;
}

/**
 * The owner's side of a check of reports: while reports keep their listing out of search (UNDER_REVIEW) the owner
 * may answer (for example "Still available: call me, I live downstairs" or "Rented last week, I have removed it"),
 * at most OWNER_ANSWERS_PER_CHECK times per check. Admins read the answers beside the reports before they decide.
 * The owner never sees who reported, only the reasons.
 */
export class OwnerAnswer {
  id!: string;
  propertyId!: string;
  ownerId!: string;
  text!: string;
  createdAt!: Date;

  /**
   * A new answer: `heldSince` is when the listing went under review (answers before it belong to an earlier check),
   * `earlier` the listing's answers so far.
   */
  static write(input: { propertyId: string; ownerId: string; text: string; heldSince: Date; earlier: readonly OwnerAnswer[] }, now: Date): OwnerAnswer {
    const problem = checkOwnerAnswerText(input.text);
    if (problem) throw ValidationError.field('text', problem);
    const text = normaliseText(input.text as string, { foldSpaces: true });
    const thisCheck = input.earlier.filter((a) => a.createdAt.getTime() >= input.heldSince.getTime());
    if (thisCheck.length >= OWNER_ANSWERS_PER_CHECK) throw new ConflictError(coded('LISTING_REPORT_ANSWER_TOO_MANY', { max: OWNER_ANSWERS_PER_CHECK }));
    const answer = new OwnerAnswer();
    answer.id = uuidv7();
    answer.propertyId = input.propertyId;
    answer.ownerId = input.ownerId;
    answer.text = text;
    answer.createdAt = now;
    return answer;
  }
}
