/** A person's account status: plain data read by the server and both front ends. */
export const UserStatuses = ['ACTIVE', 'BLOCKED'] as const;
export type UserStatus = (typeof UserStatuses)[number];
