import { IsIn, IsOptional, IsString, IsUUID, ValidateBy } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { RideActions, type RideAction } from '../../../domain/rides/ride.js';
import { isSlotHour, parseSlotHour } from '../../../domain/rides/ride-slot.js';
import { VISIT_DECISION_NOTE_MAX_LENGTH, VisitDecisionReasons, VisitDecisions, type VisitDecision, type VisitDecisionReason } from '../../../domain/rides/visit-decision.js';
import { checkIsoDate } from '../../../domain/shared/iso-date.js';
import { PageDto } from '../shared/paging.js';
import { coded } from '../validate-dto.js';

const inWindow = (value: unknown) => {
  const hour = parseSlotHour(value);
  return hour !== null && isSlotHour(hour);
};

/** Several property decorators as one. */
const all =
  (...decorators: Array<(target: object, key: string) => void>) =>
  (target: object, key: string): void => {
    for (const decorate of decorators) decorate(target, key);
  };

/** A visit slot's day (YYYY-MM-DD); how far ahead is the domain's rule, checked against the clock. */
export const SlotDate = () =>
  all(JSONSchema({ type: 'string', format: 'date' }), ValidateBy({ name: 'isoDay', validator: { validate: (value) => checkIsoDate(value, true) === null } }, coded('SLOT_DATE')));
/** A visit slot's start hour (9-18 India time), "10:00" or 10. */
export const SlotStart = () =>
  all(
    JSONSchema({ type: 'string', pattern: '^\\d{1,2}(:00)?$', description: 'The hour the 1-hour window starts, e.g. "10:00"' }),
    ValidateBy({ name: 'slotStart', validator: { validate: inWindow } }, coded('SLOT_WINDOW')),
  );

/** POST /rides: the home and a slot's day and hour (9-19 India time); how far ahead is the domain's rule, checked against the clock. */
export class BookRideDto {
  @IsUUID('all', coded('CHOOSE_HOME')) property_id: string = undefined as unknown as string;
  @SlotDate() slot_date: string = undefined as unknown as string;
  @SlotStart() slot_start: string | number = undefined as unknown as string;
  @IsOptional() @IsString(coded('MUST_BE_TEXT', { field: 'note' })) note?: string | null = undefined;
}

/** PATCH /rides/{id} (JSON; `complete` may also come as multipart with files `photos`, `matched` then "true"/"false"). */
export class RideActionDto {
  @IsIn(RideActions as unknown as string[], coded('RIDE_UNKNOWN_ACTION')) action: RideAction = undefined as unknown as RideAction;
  @IsOptional() @IsString(coded('MUST_BE_TEXT', { field: 'rider_id' })) rider_id?: string = undefined;
  @IsOptional() @IsString(coded('RIDE_REASON_REQUIRED')) reason?: string = undefined;
  @JSONSchema({ oneOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }], description: 'complete: did the home match its listing' })
  @IsOptional()
  matched?: boolean | string = undefined;
  @IsOptional() @IsString(coded('MUST_BE_TEXT', { field: 'differences' })) differences?: string | null = undefined;
  @IsOptional() @IsString(coded('MUST_BE_TEXT', { field: 'notes' })) notes?: string | null = undefined;
}

/** GET /rides?scope=&as=&page=&limit=&search= */
export class RideListQueryDto extends PageDto {
  @IsOptional() @IsIn(['upcoming', 'previous'], coded('RIDES_SCOPE')) scope?: 'upcoming' | 'previous' = undefined;
  @JSONSchema({ description: "Whose visits: the tenant's bookings or the rider's work (default: rider for riders)" })
  @IsOptional()
  @IsIn(['tenant', 'rider'], coded('RIDES_AS'))
  as?: 'tenant' | 'rider' = undefined;
  @IsOptional() @IsString(coded('SEARCH_TEXT')) search?: string = undefined;
}

/** POST admin/rides/{id}/assign */
export class AssignRiderDto {
  @JSONSchema({ type: 'string', format: 'uuid' })
  @IsOptional()
  @IsString(coded('MUST_BE_TEXT', { field: 'rider_id' }))
  rider_id: string = undefined as unknown as string;
}

/** POST admin/rides/{id}/cancel */
export class CancelRideDto {
  @JSONSchema({ type: 'string' })
  @IsOptional()
  @IsString(coded('RIDE_REASON_REQUIRED'))
  reason: string = undefined as unknown as string;
}

/**
 * PUT /rides/{id}/decision: the tenant's answer after a completed visit. The reason goes with NOT_INTERESTED only,
 * the note (at most VISIT_DECISION_NOTE_MAX_LENGTH characters) with the reason OTHER only: Ride's parseVisitDecision
 * checks them together and names the field to fix.
 */
export class VisitDecisionDto {
  @IsIn(VisitDecisions as unknown as string[], coded('VISIT_DECISION_CHOICE')) decision: VisitDecision = undefined as unknown as VisitDecision;
  @IsOptional() @IsIn(VisitDecisionReasons as unknown as string[], coded('VISIT_DECISION_REASON')) reason?: VisitDecisionReason | null = undefined;
  @JSONSchema({ type: 'string', maxLength: VISIT_DECISION_NOTE_MAX_LENGTH, description: 'With reason OTHER: a few words (optional)' })
  @IsOptional()
  @IsString(coded('MUST_BE_TEXT', { field: 'note' }))
  note?: string | null = undefined;
}

/** GET /rides/decision-counts?property_ids=<id>,<id>: a page of the owner's listings (at most 50). */
export class DecisionCountsQueryDto {
  @JSONSchema({ type: 'string', description: 'Listing ids, comma-separated (at most 50)' })
  @ValidateBy({ name: 'propertyIds', validator: { validate: (value) => typeof value === 'string' && value.split(',').length <= 50 && value.split(',').every((id) => /^[0-9a-f-]{36}$/i.test(id.trim())) } }, coded('PROPERTY_ID'))
  property_ids: string = undefined as unknown as string;
}
