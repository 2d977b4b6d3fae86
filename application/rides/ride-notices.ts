import type { Language } from '../../domain/shared/language.js';
import type { SmsNotice } from '../auth/ports/sms-sender.port.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { RideView } from './ride-views.js';

const DATE_OPTIONS = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' } as const;
/** The visit's day as the recipient reads it: "Tue, 24 Nov" / "मंगल, 24 नव॰". */
const DATES: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', DATE_OPTIONS),
  hi: new Intl.DateTimeFormat('hi-IN', DATE_OPTIONS),
};

function when(view: RideView, language: Language): string {
  return `${DATES[language].format(view.ride.slotStartAt)}, ${view.ride.slot.window}`;
}

function place(view: RideView): string {
  return view.property ? `${view.property.title}, ${view.property.locality}` : view.ride.locality;
}

/**
 * The texts a ride sends, in the recipient's language (the catalogue's RIDE_* texts, application/shared/
 * sms-texts/rides.sms.ts: kept short, one SMS part where possible; DLT templates are registered from them).
 */
export const RideTexts = {
  assigned: (v: RideView, product: string, language: Language): SmsNotice =>
    smsNotice('RIDE_ASSIGNED', language, (lang) => ({ product, when: when(v, lang), place: place(v) })),
  confirmed: (v: RideView, product: string, language: Language): SmsNotice =>
    smsNotice('RIDE_CONFIRMED', language, (lang) => ({
      product,
      place: place(v),
      when: when(v, lang),
      riderName: v.rider?.firstName ?? '',
      riderPhone: v.rider?.mobileNo ?? '',
    })),
  cancelled: (v: RideView, reason: string, product: string, language: Language): SmsNotice =>
    smsNotice('RIDE_CANCELLED', language, (lang) => ({ product, place: place(v), when: when(v, lang), reason })),
};

/**
 * Queues the text (an 'sms.send' job, ADR 0010) once the change is stored: it goes out after the answer,
 * retried with backoff while the provider fails (a failure past the retries is logged), and a slow provider
 * never holds up the answer. A failed SMS never undoes the move (the person sees the new state in the app).
 */
export async function notify(jobs: JobQueue, mobileNo: string | null | undefined, notice: SmsNotice): Promise<void> {
  await queueSms(jobs, mobileNo, notice);
}
