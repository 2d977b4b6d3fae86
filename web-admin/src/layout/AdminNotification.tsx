import { Notification, type NotificationProps } from 'react-admin';
import { TOAST_DURATION_MS } from '../config';

/** Toasts last 4 seconds (spec section 9). */
export const AdminNotification = (props: NotificationProps) => (
  <Notification {...props} autoHideDuration={TOAST_DURATION_MS} />
);
