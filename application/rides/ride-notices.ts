import type { SmsNotice, SmsSender } from '../auth/ports/sms-sender.port.js';
import type { RideView } from './ride-views.js';

const DATE = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

function when(view: RideView): string {
  return `${DATE.format(view.ride.slotStartAt)}, ${view.ride.slot.window}`;
}

function place(view: RideView): string {
  return view.property ? `${view.property.title}, ${view.property.locality}` : view.ride.locality;
}

/** The texts a ride sends (kept short: one SMS part where possible; DLT templates are registered from these). */
export const RideTexts = {
  assigned: (v: RideView, product: string): SmsNotice => ({
    kind: 'RIDE_ASSIGNED',
    text: `${product}: new visit for you on ${when(v)} at ${place(v)}. Open Upcoming Rides to confirm.`,
  }),
  confirmed: (v: RideView, product: string): SmsNotice => ({
    kind: 'RIDE_CONFIRMED',
    text: `${product}: your visit of ${place(v)} on ${when(v)} is confirmed. Rider ${v.rider?.firstName ?? ''} (${v.rider?.mobileNo ?? ''}) will meet you there.`,
  }),
  cancelled: (v: RideView, reason: string, product: string): SmsNotice => ({
    kind: 'RIDE_CANCELLED',
    text: `${product}: the visit of ${place(v)} on ${when(v)} is cancelled. Reason: ${reason}`,
  }),
};

/**
 * Sends after the change is stored. A failed SMS does not undo the move (the person sees the new state in
 * the app); it is reported to `onFailure` so it is logged. A background queue with retries comes with the
 * job-queue issue.
 */
export async function notify(sms: SmsSender, mobileNo: string | null | undefined, notice: SmsNotice, onFailure: (error: unknown) => void = () => {}): Promise<void> {
  if (!mobileNo) return;
  try {
    await sms.sendNotice(mobileNo, notice);
  } catch (error) {
    onFailure(error);
  }
}
