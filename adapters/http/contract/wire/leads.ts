/** Callback requests (leads) and queries (leads without a property). */
import { Type, type Static } from '@sinclair/typebox';
import { LeadTypes } from '../../../../domain/leads/lead.js';
import { LeadStatuses } from '../../../../domain/leads/lead-status.js';
import { DateTime, Id, Nullable, StringEnum } from './common.js';

export const LeadTypeSchema = StringEnum(LeadTypes, { $id: 'LeadType' });
export type LeadType = Static<typeof LeadTypeSchema>;
export const LeadStatusSchema = StringEnum(LeadStatuses, { $id: 'LeadStatus' });
export type LeadStatus = Static<typeof LeadStatusSchema>;

/** The lead object (`leadJson`): leads/list, leads/{id}/status, the console's `leads` and `queries`. */
export const LeadSchema = Type.Object(
  {
    id: Id,
    first_name: Type.String(),
    last_name: Type.String(),
    mobile_no: Type.String(),
    email: Nullable(Type.String()),
    description: Nullable(Type.String()),
    type: LeadTypeSchema,
    property_id: Nullable(Id),
    status: LeadStatusSchema,
    /** Moves allowed from the current status, for the status menu. */
    next_statuses: Type.Array(LeadStatusSchema),
    created_at: DateTime,
    updated_at: DateTime,
    status_changed_at: Nullable(DateTime),
    /** The completed rider visit whose tenant wants to rent the home; null for a callback request. */
    visit_id: Nullable(Id),
    /** The queue's order: higher first (10: a tenant who visited wants to rent; 0: a callback request). */
    priority: Type.Integer(),
    /** The console's grid and record page: still in its first status and past the 48-hour reply promise (absent elsewhere). */
    past_reply_promise: Type.Optional(Type.Boolean()),
  },
  { $id: 'Lead' },
);
export type Lead = Static<typeof LeadSchema>;

/** POST leads, as the public site sends it (the server's request DTO is adapters/http/leads/leads.dto.ts). */
export const SubmitLeadBodySchema = Type.Object(
  {
    first_name: Type.Optional(Type.String()),
    last_name: Type.Optional(Type.String()),
    mobile_no: Type.Union([Type.String(), Type.Number()]),
    country_code: Type.Optional(Type.String()),
    email: Type.Optional(Nullable(Type.String())),
    description: Type.Optional(Nullable(Type.String())),
    type: Type.Optional(LeadTypeSchema),
    property_id: Type.Optional(Nullable(Type.String())),
  },
  { $id: 'SubmitLeadBody' },
);
export type SubmitLeadBody = Static<typeof SubmitLeadBodySchema>;
