import { slotWindowText } from '../../domain/rides/slot-rules.js';
import type { Language } from '../../domain/shared/language.js';
import type { User } from '../../domain/users/user.js';
import type { SmsNotice } from '../auth/ports/sms-sender.port.js';
import { dayIn } from '../shared/day-in.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import { typedWords } from '../shared/sms-texts/short-place.js';
import type { RideView } from './ride-views.js';

/** The visit's day as the recipient reads it: "Tue, 24 Nov" / "मंगल, 24 नव॰" (India time). */
const DATE = { weekday: 'short', day: 'numeric', month: 'short' } as const;

/**
 * "Tue, 24 Nov, 10-11 AM" / "मंगल, 24 नव॰, 10-11 AM": the window as people here say it, by the one function the
 * site and the console use too (slotWindowText), not the wire's "10:00-11:00".
 */
function when(view: RideView, language: Language): string {
  return `${dayIn(language, view.ride.slotStartAt, DATE)}, ${slotWindowText(view.ride.slot.hour)}`;
}

/** The listing's title and locality as the owner typed them, without links (typedWords). */
function place(view: RideView): string {
  return typedWords(view.property ? `${view.property.title}, ${view.property.locality}` : view.ride.locality);
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
  expired: (v: RideView, link: string, product: string, language: Language): SmsNotice =>
    smsNotice('RIDE_EXPIRED', language, (lang) => ({ product, place: place(v), when: when(v, lang), link })),
  cancelled: (v: RideView, reason: string, product: string, language: Language): SmsNotice =>
    smsNotice('RIDE_CANCELLED', language, (lang) => ({ product, place: place(v), when: when(v, lang), reason: typedWords(reason) })),
};

/** A text a ride's move sends: to whom (a check visit's tenant is nobody) and what, in each one's own language. */
export interface RideNotice {
  to: Array<User | null>;
  text: (language: Language) => SmsNotice;
}

/** Queues the notice to each person it names who is there, except `quiet` (a blocked or erased person is not told). */
export async function queueRideNotice(jobs: JobQueue, { to, text }: RideNotice, quiet?: string): Promise<void> {
  for (const person of to) {
    if (person && person.id !== quiet) await queueSms(jobs, person.mobileNo, text(person.language));
  }
}
