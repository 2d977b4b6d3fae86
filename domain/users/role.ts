export const Roles = ['ADMIN', 'OWNER', 'RIDER', 'TENANT'] as const;
export type Role = (typeof Roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (Roles as readonly string[]).includes(value);
}
