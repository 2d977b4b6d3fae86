import { ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { checkGuideField, GuideFieldReaders, GuideStatuses, GuideTopics, type GuideDetails, type GuideStatus } from '../../../domain/guides/guide.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { coded } from '../../../domain/shared/domain-error.js';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { SatisfiesRule, type RuleCheck } from '../dto/satisfies-rule.decorator.js';
import { isUuid } from '../list-params.js';

const FIELDS = ['slug', 'title', 'summary', 'body', 'language', 'city', 'topic', 'status'] as const satisfies ReadonlyArray<keyof GuideDetails>;

const field =
  (name: keyof GuideDetails): RuleCheck =>
  (value) =>
    checkGuideField(name, value);

/** The guide it translates: absent, null (none) or a guide's id. */
const translationOf: RuleCheck = (value) => (value === undefined || value === null || value === '' || (typeof value === 'string' && isUuid(value)) ? null : coded('GUIDE_NOT_FOUND'));

/** POST /admin/guides: the console's guide form, every field checked by the guide's rules (all broken fields in one 400). */
export class GuideDto {
  @JSONSchema({ type: 'string' }) @SatisfiesRule(field('slug')) slug: string = undefined as unknown as string;
  @JSONSchema({ type: 'string' }) @SatisfiesRule(field('title')) title: string = undefined as unknown as string;
  @JSONSchema({ type: 'string' }) @SatisfiesRule(field('summary')) summary: string = undefined as unknown as string;
  @JSONSchema({ type: 'string', description: 'Markdown (rendered as sanitised HTML on the public page)' }) @SatisfiesRule(field('body')) body: string = undefined as unknown as string;
  @JSONSchema({ type: 'string', enum: [...LANGUAGES] }) @SatisfiesRule(field('language')) language: string = undefined as unknown as string;
  @JSONSchema({ type: ['string', 'null'], enum: [...Cities, null] }) @SatisfiesRule(field('city')) city?: string | null = undefined;
  @JSONSchema({ type: 'string', enum: [...GuideTopics] }) @SatisfiesRule(field('topic')) topic: string = undefined as unknown as string;
  @JSONSchema({ type: 'string', enum: [...GuideStatuses] }) @SatisfiesRule(field('status')) status?: GuideStatus = undefined;
  @JSONSchema({ type: ['string', 'null'], format: 'uuid' }) @SatisfiesRule(translationOf) translation_of?: string | null = undefined;
}

/** A field sent (an absent one keeps the guide's value). */
const sent = (_body: object, value: unknown) => value !== undefined;

/** PUT /admin/guides/{id}: a partial edit; each field sent is checked by the same rules. */
export class GuideChangesDto {
  @JSONSchema({ type: 'string' }) @ValidateIf(sent) @SatisfiesRule(field('slug')) slug?: string = undefined;
  @JSONSchema({ type: 'string' }) @ValidateIf(sent) @SatisfiesRule(field('title')) title?: string = undefined;
  @JSONSchema({ type: 'string' }) @ValidateIf(sent) @SatisfiesRule(field('summary')) summary?: string = undefined;
  @JSONSchema({ type: 'string' }) @ValidateIf(sent) @SatisfiesRule(field('body')) body?: string = undefined;
  @JSONSchema({ type: 'string', enum: [...LANGUAGES] }) @ValidateIf(sent) @SatisfiesRule(field('language')) language?: string = undefined;
  @JSONSchema({ type: ['string', 'null'], enum: [...Cities, null] }) @ValidateIf(sent) @SatisfiesRule(field('city')) city?: string | null = undefined;
  @JSONSchema({ type: 'string', enum: [...GuideTopics] }) @ValidateIf(sent) @SatisfiesRule(field('topic')) topic?: string = undefined;
  @JSONSchema({ type: 'string', enum: [...GuideStatuses] }) @ValidateIf(sent) @SatisfiesRule(field('status')) status?: GuideStatus = undefined;
  @JSONSchema({ type: ['string', 'null'], format: 'uuid' }) @ValidateIf(sent) @SatisfiesRule(translationOf) translation_of?: string | null = undefined;
}

const translationId = (value: string | null | undefined): string | null | undefined => (value === '' ? null : value);

/** The checked form as the guide's details and the guide it translates. */
export function guideInput(body: GuideDto): { details: GuideDetails; translationOf: string | null } {
  return { details: guideChanges(body, true) as GuideDetails, translationOf: translationId(body.translation_of) ?? null };
}

/** The fields a checked edit carried (absent ones left out). */
export function guideEdit(body: GuideChangesDto): { changes: Partial<GuideDetails>; translationOf?: string | null } {
  const translationOf = translationId(body.translation_of);
  return { changes: guideChanges(body, false), ...(translationOf !== undefined ? { translationOf } : {}) };
}

function guideChanges(body: GuideDto | GuideChangesDto, all: boolean): Partial<GuideDetails> {
  const changes: Partial<Record<keyof GuideDetails, unknown>> = {};
  for (const name of FIELDS) {
    const value = body[name];
    if (all || value !== undefined) changes[name] = GuideFieldReaders[name](value);
  }
  return changes as Partial<GuideDetails>;
}
