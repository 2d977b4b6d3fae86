/** The console resource of the admin audit log: /admin/audit-log (read only), opened from the user menu. */
export const AUDIT_LOG_RESOURCE = 'audit-log';
