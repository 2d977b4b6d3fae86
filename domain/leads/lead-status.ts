export const LeadStatuses = ['NEW', 'CONTACTED', 'FOLLOW_UP', 'CONVERTED', 'CLOSED'] as const;
export type LeadStatus = (typeof LeadStatuses)[number];

/**
 * The moves an admin may make. A lead starts NEW; someone calls (CONTACTED); it may need another call
 * (FOLLOW_UP); it ends CONVERTED (final) or CLOSED; a CLOSED lead can be reopened (back to NEW).
 */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  NEW: ['CONTACTED', 'CLOSED'],
  CONTACTED: ['FOLLOW_UP', 'CONVERTED', 'CLOSED'],
  FOLLOW_UP: ['CONTACTED', 'CONVERTED', 'CLOSED'],
  CONVERTED: [],
  CLOSED: ['NEW'],
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LeadStatuses as readonly string[]).includes(value);
}
