import type { AdminSession } from '../session';

/** The signed-in admin of the console's tests, as the sign-in answer gives her (without the token). */
export const ADMIN_USER: Omit<AdminSession, 'token'> = {
  id: 'u-1',
  first_name: 'Asha',
  last_name: 'Verma',
  primary_role: 'ADMIN',
  secondary_role: null,
  mobile_no: '9876543210',
  email: 'asha@gharsetu.in',
};
