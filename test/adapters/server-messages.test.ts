import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerConsentMessages } from '../../application/properties/owner-consent.js';
import { AuthMessages } from '../../domain/auth/auth.errors.js';
import { PropertyMessages as ListingMessages } from '../../domain/properties/properties.errors.js';
import { PropertyStatuses } from '../../domain/properties/property-options.js';
import { RideActions, RideStatuses } from '../../domain/rides/ride-status.js';
import { RideMessages } from '../../domain/rides/rides.errors.js';
import { en } from '../../web-public/src/i18n/en.js';
import { hi } from '../../web-public/src/i18n/hi.js';
import { BUILT_MESSAGES, BUILT_NAME_MESSAGES, activateLanguage, localise } from '../../web-public/src/i18n/t.js';
import { serverMessages, unreadMessages, type ServerMessage } from '../support/server-messages.js';

/**
 * The public site shows the server's messages in the reader's language. The site's catalogue holds each
 * message a person can meet there with the server's exact English (under `server.*`, or under the key of a text
 * the site already had), so `localise` finds it and says it in Hindi; messages the server builds (a number, the
 * product's name, a status) have a template the site fills in. This test reads every message off the server's
 * source (test/support/server-messages.ts) and fails when one is neither shown in Hindi nor listed below as a
 * message no reader of the public site meets, with the reason.
 */
const ROOT = join(import.meta.dirname, '..', '..');

/** Messages only admins meet: the console is English only (docs/contexts/language.md). */
const CONSOLE_ONLY = [
  'A rider cannot be assigned to a visit they booked themselves.',
  'A rider cannot visit a listing they own or posted.',
  'Admin accounts are managed separately.',
  'Admin accounts cannot be blocked here.',
  'Application approved: the person is now a rider.',
  'Application rejected.',
  'Choose a rider who serves the city of this home.',
  'Choose an approved, active rider.',
  'Choose the city the rider serves.',
  'Choose the owner this property is posted for.',
  'Enter the RERA registration number as issued (letters, digits, / and -).',
  "Give a reason (3 to 500 characters); it is kept on the person's record.",
  'Give a reason (5 to 500 characters) so the owner can fix the listing.',
  'Give a reason (5 to 500 characters): the owner reads it in an SMS.',
  'Give a reason the applicant will read.',
  'If an admin account exists for this email, a reset link has been sent.',
  'Invalid email or password',
  'Lead not found.',
  'Only a live listing or one under review can be checked.',
  'Only a live listing or one under review can be taken down.',
  'Only an admin can assign a rider.',
  'Password changed successfully. Please log in.',
  'Report not found.',
  'Status updated',
  'The highest price cannot be below the lowest.',
  'The owner was not found.',
  'This application has already been reviewed.',
  'This listing has no open reports.',
  'This report was already reviewed.',
  'This reset link is invalid or has expired.',
  'This rider already has a visit at that time.',
  'This rider is already assigned to the visit.',
  'Too many login attempts. Please try again later.',
  'Unit types must be a list of short labels, such as "2 BHK".',
  'User blocked',
  'User created',
  'User not found.',
  'User unblocked',
  'User updated',
  'Status must be one of NEW, CONTACTED, FOLLOW_UP, CONVERTED, CLOSED.',
  'status must be ACTIVE or BLOCKED.',
  'At most 20 image links.',
  'Choose one of UPCOMING, UNDER_CONSTRUCTION, READY_TO_MOVE, ARCHIVED.',
  'You already have a check visit booked for this listing. Cancel it from Rides first to pick another time.',
];

/**
 * Messages of the API's contract that only a client sending what the site never sends can cause (a field of the
 * wrong type, an unknown value of a list the site offers as buttons, a malformed header or query): they name the
 * field as the API does, for developers.
 */
const CONTRACT_ONLY = [
  'A property can only be given with type PROPERTY.',
  'A property is required for a property callback request.',
  'Bad request.',
  'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice).',
  'Method not allowed.',
  'No recurring job has that name.',
  'Text must not contain NUL characters.',
  'The request body is not valid JSON.',
  'The request body must be a JSON object.',
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  'Type must be TENANT, OWNER or PROPERTY.',
  'Unsupported content type.',
  'action must be one of assign, confirm, start, complete, cancel, no_show.',
  'action must be one of reconfirm, mark_rented.',
  'as must be tenant or rider.',
  'differences must be text.',
  'filter must be an object.',
  'is_signup must be true or false.',
  'login_as must be OWNER or RIDER.',
  'note must be text.',
  'notes must be text.',
  'now must be an ISO date-time.',
  'page must be a whole number from 1 to 100000.',
  'property_id must be a listing id.',
  'range must be [start, end] with 0 <= start <= end.',
  'rider_id must be a rider id.',
  'rider_id must be text.',
  'scope must be upcoming or previous.',
  'search must be text.',
  'sort must be ["field","ASC|DESC"].',
  'sort order must be ASC or DESC.',
];

/** Built messages (templates) no reader of the site meets, by their template as the source writes it. */
const BUILT_NOT_ON_THE_SITE: Record<string, string> = {
  '${field} must be a whole number from 1 to ${max}.': 'contract (console lists)',
  "${field} must be one of ${allowed.join(', ')}.": 'contract: the site offers these values as choices',
  '${field} must be true or false.': 'contract',
  '${name} must be JSON.': 'contract (console list query)',
  'At most ${MAX_PROJECT_IMAGES} image links.': 'console (projects)',
  'Cannot change status from ${from} to ${to}.': 'console (leads)',
  'Cannot change status from ${this.status} to ${to}.': 'console (property requests)',
  'Cannot sort by ${String(sort[0])}.': 'contract (console list query)',
  "Choose one of ${Cities.join(', ')}.": 'contract: the site offers the cities as choices (and console projects)',
  "Choose one of ${ProjectStatuses.join(', ')}.": 'console (projects)',
  "Choose one of ${allowed.join(', ')}.": 'contract: the owner form offers these values as choices',
  "Amenities must be among ${Amenities.join(', ')}.": 'contract: the owner form offers the amenities as choices',
  'No rider in ${city} is free and on duty at that time. Pick another time.': 'console (check visits)',
  'Status is already ${from}.': 'console (leads)',
  'Status is already ${to}.': 'console (property requests)',
  "Status must be one of ${PropertyRequestStatuses.join(', ')}.": 'console (property requests)',
  "action must be one of ${ReconfirmActions.join(', ')}.": 'contract: the page posts one of its two buttons',
  "action must be one of ${known.join(', ')}.": 'contract',
  "city must be one of ${Cities.join(', ')}.": 'contract: the site offers the cities as choices',
  "id_document_type must be one of ${IdDocumentTypes.join(', ')}.": 'contract: the form offers the documents as choices',
  'limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.': 'contract',
  "role must be one of ${PeopleRoles.join(', ')}.": 'console (people)',
  "status must be one of ${SearchAlertStatuses.join(', ')}.": 'contract: the site sends ACTIVE or PAUSED from its buttons',
  'Only the first ${SEARCH_COUNT_CAP} results can be paged through. Narrow the search to see more.': 'contract: the site clamps its pages to the cap',
};

/**
 * Built messages the site shows in Hindi from closed lists (t.ts, closedListMessage), each with every instance the
 * server's own builder makes. Builders of a number or a name are the site's BUILT_MESSAGES / BUILT_NAME_MESSAGES.
 */
const CLOSED_LISTS: Record<string, () => string[]> = {
  "Cannot ${action.replace('_', '-')} a visit that is ${status.toLowerCase().replace('_', '-')}.": () =>
    RideActions.filter((action) => action !== 'assign').flatMap((action) => RideStatuses.map((status) => RideMessages.cannot(action, status))),
  'Cannot change a ${from.toLowerCase()} listing to ${to.toLowerCase()}.': () =>
    PropertyStatuses.flatMap((from) => PropertyStatuses.map((to) => ListingMessages.cannotMove(from, to))),
};

/** Instances of every builder the site reads back, by a round trip through the domain's own builder. */
const builtInstances = (): string[] => [
  ...BUILT_MESSAGES.flatMap(({ build }) => [build(1), build(30), build(12_500)]),
  ...BUILT_NAME_MESSAGES.flatMap(({ build }) => [build('GharSetu'), build('The kitchen is smaller; no lift')]),
];

/**
 * Message expressions the scan cannot follow to their words, each with where its words are read instead. The test
 * fails on any other: a message handed on through a variable or a helper must be made readable (a record, a local
 * constant) or named here.
 */
const UNREAD: Record<string, string> = {
  'domain/leads/lead.ts this.status': "a lead's statuses, from which the console's transition message is built",
  'domain/leads/lead.ts to': "a lead's statuses, as above",
  'domain/shared/domain-error.ts Object.values(fields)[0]': 'a ValidationError says its first field message, read where each error is made',
  'domain/shared/domain-error.ts message': "ValidationError.field(field, message): its callers' messages are read at each call",
  'domain/shared/domain-error.ts ...this.errors': 'FieldErrorCollector: the messages given to add(field, message), read at each add',
  'application/properties/get-property.use-case.ts property.city': "PropertyUnderReviewError's city (its page offers that city's homes), not its message",
  'application/rides/complete-ride.use-case.ts Object.values(error.fields)[0]': "hands on a photo's field message, read where it is made",
  'adapters/http/auth-middleware.ts message': "requireUserOr(message): given PropertyMessages.loginRequired, a record's message",
  'adapters/http/envelope/system.router.ts message': "the readiness probe's words for load balancers ('Database unavailable'), no person's",
  'adapters/http/reconfirm-page/reconfirm-page.ts view.state': "a link's state, from which ReconfirmLinkConflictError takes its record's message",
};

const NOT_ON_THE_SITE = new Set([...CONSOLE_ONLY, ...CONTRACT_ONLY]);

/** The values of the `...Messages` records, as the running code has them (constants filled in). */
async function recordValues(messages: ServerMessage[]): Promise<string[]> {
  const files = [...new Set(messages.map((m) => m.where.split(':')[0]!))];
  const values: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of files) {
    const module = (await import(join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (/Messages$|_MESSAGES?$/.test(name)) collect(value);
  }
  return values;
}

describe("the server's messages on the public site", () => {
  const found = serverMessages(ROOT);
  const literal = [...new Set(found.filter((m) => !m.built).map((m) => m.text))];
  const built = found.filter((m) => m.built);
  let records: string[] = [];

  beforeAll(async () => {
    records = await recordValues(found);
    activateLanguage('hi', hi);
  });
  afterAll(() => activateLanguage('en'));

  it('are read off the source: literals, records with their constants, and templates', () => {
    expect(literal).toEqual(expect.arrayContaining([AuthMessages.invalidOtp, 'Photo not found.', 'Added to your wishlist', 'Choose the home to visit.']));
    expect(records).toEqual(expect.arrayContaining([OwnerConsentMessages.tooMany, RideMessages.openBooking, 'A listing can have at most 20 photos.']));
    expect(built.map((m) => m.text)).toEqual(expect.arrayContaining([...Object.keys(CLOSED_LISTS), 'Please wait ${seconds} seconds before requesting a new OTP.', 'Must be at most ${max} characters.']));
    expect(literal.length + records.length).toBeGreaterThan(200);
  });

  it('are each shown in Hindi, or named here as met only in the console or by a wrong API client', () => {
    const english = [...new Set([...literal, ...records])].filter((text) => !NOT_ON_THE_SITE.has(text));
    if (process.env.LIST_MISSING) console.log(JSON.stringify(english.filter((text) => !Object.values(en).includes(text as never)), null, 1));
    expect(english.filter((text) => localise(text) === text)).toEqual([]);
  });

  it('built from a template are each shown in Hindi, or named here with the reason', () => {
    const instances = builtInstances();
    const unknown = built.filter(
      ({ text, pattern }) =>
        !(text in CLOSED_LISTS) && !(text in BUILT_NOT_ON_THE_SITE) && !records.some((value) => pattern!.test(value)) && !instances.some((value) => pattern!.test(value)),
    );
    expect(unknown.map(({ text, where }) => `${where} ${text}`)).toEqual([]);
    for (const instance of instances) expect(localise(instance), instance).not.toBe(instance);
    for (const [template, made] of Object.entries(CLOSED_LISTS)) {
      const pattern = built.find((m) => m.text === template)!.pattern!;
      for (const instance of made()) {
        expect(instance).toMatch(pattern);
        expect(localise(instance), instance).not.toBe(instance);
      }
    }
  });

  it('are all read: a message handed on through a variable or a helper is followed, or named here with where it is read', () => {
    const unread = unreadMessages(ROOT).map((entry) => entry.replace(/:\d+ /, ' '));
    expect([...new Set(unread)].filter((entry) => !(entry in UNREAD))).toEqual([]);
    expect(Object.keys(UNREAD).filter((entry) => !unread.includes(entry))).toEqual([]);
  });

  it('named as not on the site are still messages of the server (the lists do not go stale)', () => {
    const all = new Set([...literal, ...records]);
    expect([...NOT_ON_THE_SITE].filter((text) => !all.has(text))).toEqual([]);
    const templates = new Set(built.map((m) => m.text));
    expect(Object.keys(BUILT_NOT_ON_THE_SITE).filter((text) => !templates.has(text))).toEqual([]);
    // And none is shown on the site after all: the catalogue does not carry it.
    expect([...NOT_ON_THE_SITE].filter((text) => Object.values(en).includes(text as never))).toEqual([]);
  });

  it('the catalogue holds under server.* only what the server says, word for word', () => {
    const said = new Set([...literal, ...records]);
    const templates = [...Object.values(CLOSED_LISTS).flatMap((instances) => instances()), ...builtInstances()];
    const astray = Object.entries(en)
      .filter(([key]) => key.startsWith('server.'))
      .filter(([, text]) => !said.has(text) && !templates.some((instance) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+')}$`).test(instance)));
    expect(astray).toEqual([]);
  });

  it('says them in Hindi to a Hindi reader and as they are in English', () => {
    expect(localise(AuthMessages.invalidOtp)).toBe('OTP ग़लत है। कृपया फिर कोशिश करें।');
    expect(localise(RideMessages.cannot('start', 'CANCELLED'))).toContain(hi['ride.status.CANCELLED']);
    expect(localise(RideMessages.cannot('start', 'CANCELLED'))).not.toContain('{');
    expect(localise(AuthMessages.resendWait(25))).toBe(hi['server.otpWait'].replace('{seconds}', '25'));
    activateLanguage('en');
    try {
      for (const text of [AuthMessages.invalidOtp, RideMessages.cannot('start', 'CANCELLED'), AuthMessages.resendWait(25), ListingMessages.cannotMove('DRAFT', 'RENTED')]) {
        expect(localise(text)).toBe(text);
      }
    } finally {
      activateLanguage('hi', hi);
    }
  });
});
