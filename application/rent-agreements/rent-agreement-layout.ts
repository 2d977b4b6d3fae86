import { cityName } from '../../domain/properties/city-names.js';
import { rentAgreementText, type RentAgreementTextKey } from '../../domain/shared/catalogue/documents/rent-agreement.texts.js';
import type { RentAgreement } from '../../domain/rent-agreements/rent-agreement.js';
import type { Language } from '../../domain/shared/language.js';
import { rupees } from '../../domain/shared/rupees.js';
import type { PrintedBlock, PrintedDocument } from '../documents/ports/pdf-renderer.port.js';
import { calendarDayIn, dayIn, timeIn } from '../shared/day-in.js';

const LONG_DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** "1 December 2026" / "1 दिसंबर 2026". */
const dayLabel = (language: Language, isoDay: string) => calendarDayIn(language, isoDay, LONG_DAY);
/** "22 November 2026, 3:30 pm" / "22 नवंबर 2026, दोपहर 3:30 बजे", India time. */
const momentLabel = (language: Language, at: Date) => `${dayIn(language, at, LONG_DAY)}, ${timeIn(language, at)}`;

/**
 * The rent agreement as a printed document: the stamp-paper note first (it must be printed on stamp paper or
 * e-stamped under Bihar's rules to be registered), the parties and the home, the terms, the clauses of a leave and
 * licence, each party's approval on the product (who, when, for which version of the terms), and lines to sign.
 */
export function rentAgreementDocument(agreement: RentAgreement, options: { product: string }): PrintedDocument {
  const { language } = agreement;
  const t = (key: RentAgreementTextKey, params: Record<string, string | number> = {}) => rentAgreementText(language, key, { product: options.product, ...params });
  const months = (count: number) => t('months', { months: count });
  const city = cityName(agreement.city, language);
  const approval = (party: RentAgreement['owner']): PrintedBlock => ({
    kind: 'paragraph',
    strong: party.approvedAt !== null,
    text: party.approvedAt ? t('approvedBy', { name: party.name, date: momentLabel(language, party.approvedAt) }) : t('notApproved', { name: party.name }),
  });
  const clause = (text: string): PrintedBlock => ({ kind: 'paragraph', text });
  const blocks: PrintedBlock[] = [
    { kind: 'heading', level: 1, text: t('title') },
    { kind: 'card', blocks: [{ kind: 'heading', level: 2, text: t('stampHeading') }, { kind: 'paragraph', strong: true, text: t('stamp') }] },
    { kind: 'paragraph', text: t('intro', { date: dayLabel(language, agreement.madeOn), owner: agreement.owner.name, tenant: agreement.tenant.name, address: agreement.address }) },
    { kind: 'heading', level: 2, text: t('partiesHeading') },
    {
      kind: 'fields',
      rows: [
        { label: t('licensor'), value: agreement.owner.name },
        { label: t('licensee'), value: agreement.tenant.name },
        { label: t('home'), value: agreement.address },
      ],
    },
    { kind: 'heading', level: 2, text: t('termsHeading') },
    {
      kind: 'fields',
      rows: [
        { label: t('rent'), value: rupees(agreement.rent) },
        { label: t('deposit'), value: rupees(agreement.deposit) },
        { label: t('maintenance'), value: rupees(agreement.maintenance) },
        { label: t('term'), value: t('termValue', { months: agreement.termMonths, from: dayLabel(language, agreement.moveInDate), to: dayLabel(language, agreement.endDate) }) },
        { label: t('notice'), value: months(agreement.noticeMonths) },
        { label: t('lockIn'), value: months(agreement.lockInMonths) },
        { label: t('dueDay'), value: t('dueDayValue', { day: agreement.rentDueDay }) },
        { label: t('termsVersion'), value: String(agreement.termsVersion) },
      ],
    },
    { kind: 'heading', level: 2, text: t('clausesHeading') },
    clause(t('clause.licence')),
    clause(t('clause.rent', { rent: rupees(agreement.rent), day: agreement.rentDueDay })),
    clause(t('clause.deposit', { deposit: rupees(agreement.deposit) })),
    clause(agreement.maintenance > 0 ? t('clause.maintenance', { maintenance: rupees(agreement.maintenance) }) : t('clause.noMaintenance')),
    clause(t('clause.utilities')),
    clause(t('clause.repairs')),
    clause(
      agreement.lockInMonths > 0
        ? t('clause.lockIn', { lockIn: agreement.lockInMonths, notice: months(agreement.noticeMonths) })
        : t('clause.noLockIn', { notice: months(agreement.noticeMonths) }),
    ),
    clause(t('clause.use')),
    clause(t('clause.entry')),
    clause(t('clause.handover')),
    clause(t('clause.law', { city })),
    { kind: 'card', blocks: [{ kind: 'heading', level: 2, text: t('approvalsHeading') }, { kind: 'paragraph', size: 'small', text: t('approvalsIntro') }, approval(agreement.owner), approval(agreement.tenant)] },
    { kind: 'heading', level: 2, text: t('signaturesHeading') },
    { kind: 'signature', label: t('licensorSignature', { name: agreement.owner.name }) },
    { kind: 'signature', label: t('licenseeSignature', { name: agreement.tenant.name }) },
    { kind: 'signature', label: t('witness', { number: 1 }) },
    { kind: 'signature', label: t('witness', { number: 2 }) },
  ];
  return { language, title: t('title'), author: options.product, blocks, footer: t('footer', { title: t('title'), address: agreement.address }) };
}
