/**
 * The shared rules and closed lists: every validation rule and enum the server checks, re-exported from the
 * domain for both front ends (the only runtime import they make from the backend folders). Side-effect-free
 * re-exports of plain values and pure functions only: no TypeBox, no class-validator, nothing that runs on import,
 * so each site's bundle keeps only what it uses. test/architecture/shared-contract.test.ts fails when a front end
 * declares its own copy of anything here.
 */

// The spec's messages (section 5) and the designed ones that carry a limit.
export { Messages, atLeastMessage, atMostCharsMessage, atMostMessage, maxCharsMessage } from '../../../domain/shared/messages.js';

// Names, phone, e-mail, password, OTP, numbers, links, dates, free texts.
export { NAME_MAX_LENGTH, NAME_PATTERN, checkPersonName, foldName, normalisePersonName } from '../../../domain/shared/person-name.js';
export { INDIA_COUNTRY_CODE, PHONE_LENGTH, PHONE_PATTERN, checkMobileNo } from '../../../domain/shared/phone-number.js';
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, checkEmail } from '../../../domain/shared/email.js';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  checkNewPassword,
  checkPasswordConfirmation,
  isStrongPassword,
} from '../../../domain/shared/password.js';
export { OTP_LENGTH, OTP_PATTERN, checkOtp } from '../../../domain/shared/otp-code.js';
export { LINK_MAX_LENGTH, NUMBER_PATTERN, checkLink, checkNumber, numberOf, type NumberRule } from '../../../domain/shared/number-and-link.js';
export { ISO_DATE_PATTERN, checkIsoDate } from '../../../domain/shared/iso-date.js';
export { checkText, normaliseText, type TextRule } from '../../../domain/shared/text.js';

// An image's variant to show at a width (listing and report photos).
export { variantFor } from '../../../domain/shared/image-variants.js';

// India time (the product's one time zone: UTC+05:30 all year).
export { INDIA_TIME_ZONE, addDays, indiaDate, indiaHour, indiaTime, startOfIndiaDay } from '../../../domain/shared/india-date.js';

// Accounts.
export { Roles, isRole, type Role } from '../../../domain/users/role.js';
export { UserStatuses, type UserStatus } from '../../../domain/users/user-status.js';

// Listings.
export {
  Amenities,
  Cities,
  Furnishings,
  PreferredTenantOptions,
  PropertySorts,
  PropertyStatuses,
  PropertyTypes,
  RECONFIRM_EVERY_DAYS,
  VERIFICATION_VALID_DAYS,
  type Amenity,
  type City,
  type Furnishing,
  type PreferredTenants,
  type PropertySort,
  type PropertyStatus,
  type PropertyType,
} from '../../../domain/properties/property-options.js';
export {
  PINCODE_LENGTH,
  PINCODE_PATTERN,
  PROPERTY_SEARCH_MAX_LENGTH,
  PropertyMessages,
  PropertyNumberRules,
  PropertyTextRules,
  REJECTION_REASON_RULE,
  checkFloorWithinTotal,
  checkRejectionReason,
  checkPincode,
} from '../../../domain/properties/property-rules.js';
export { listingAddress, listingQuery, type ListingAddressQuery } from '../../../domain/properties/listing-address.js';
export { englishCityName, mapLink, streetAddress, type MapPlace, type Place } from '../../../domain/properties/street-address.js';
export { lastDayInSearch, searchUntil, type SearchUntil } from '../../../domain/properties/last-day-in-search.js';

// Projects.
export {
  MAX_PROJECT_IMAGES,
  MAX_UNIT_TYPES,
  MAX_UNIT_TYPE_LENGTH,
  PROJECT_PRICE_RULE,
  ProjectMessages,
  ProjectStatuses,
  ProjectTextRules,
  RERA_PATTERN,
  checkPriceOrder,
  checkReraPattern,
  checkUnitTypes,
  type ProjectStatus,
} from '../../../domain/projects/project-rules.js';

// Callback requests (leads) and property requests.
export { LEAD_TRANSITIONS, LeadStatuses, isLeadStatus, type LeadStatus } from '../../../domain/leads/lead-status.js';
export {
  LEAD_DESCRIPTION_MAX_LENGTH,
  LEAD_TYPE_MESSAGE,
  LeadPropertyMessages,
  LeadTypes,
  PROPERTY_ID_PATTERN,
  QueryLeadTypes,
  checkLeadDescription,
  checkLeadPropertyId,
  checkLeadType,
  isLeadType,
  type LeadType,
} from '../../../domain/leads/lead-type.js';
export {
  MOVE_IN_PAST_MESSAGE,
  PROPERTY_REQUEST_TRANSITIONS,
  PropertyRequestRules,
  PropertyRequestStatuses,
  type PropertyRequestStatus,
} from '../../../domain/property-requests/property-request-rules.js';

// Rides (visits) and their slots.
export {
  MAX_REPORT_PHOTOS,
  OpenRideStatuses,
  RIDE_REASON_MAX_LENGTH,
  RIDE_REPORT_TEXT_MAX_LENGTH,
  ReportMessages,
  RideActions,
  RideStatuses,
  SlotHoldingStatuses,
  START_EARLY_MINUTES,
  type RideAction,
  type RideStatus,
} from '../../../domain/rides/ride-status.js';
export {
  VISIT_DECISION_DAYS,
  VISIT_DECISION_NOTE_MAX_LENGTH,
  VisitDecisionReasons,
  VisitDecisions,
  type VisitDecision,
  type VisitDecisionReason,
} from '../../../domain/rides/visit-decision.js';
export { SLOT_HOURS, SLOT_RULES, slotHourOf, slotStartLabel, slotState, slotWindowLabel, slotWindowText, type SlotState } from '../../../domain/rides/slot-rules.js';

// Riders: applications and ID documents.
export {
  RiderApplicationMessages,
  RiderApplicationRules,
  RiderApplicationStatuses,
  Weekdays,
  type RiderApplicationStatus,
  type Weekday,
} from '../../../domain/riders/rider-application-rules.js';
export { ID_DOCUMENT_PATTERNS, IdDocumentTypes, idNumberProblem, normaliseIdNumber, type IdDocumentType } from '../../../domain/riders/id-documents.js';

// Virtual tours the details page plays in the page.
export { tourEmbed } from '../../../domain/properties/virtual-tour.js';

// Reports of listings.
export {
  LISTING_REPORT_NOTE_MAX_LENGTH,
  OWNER_ANSWER_MAX_LENGTH,
  OWNER_ANSWER_MIN_LENGTH,
  ListingReportMessages,
  ListingReportReasons,
  ListingReportStatuses,
  REPORTS_TO_HIDE,
  checkDismissNote,
  checkReportNote,
  checkReportReason,
  checkTakeDownReason,
  type ListingReportReason,
  type ListingReportStatus,
} from '../../../domain/listing-reports/listing-report-rules.js';

// Search alerts.
export { MAX_SEARCH_ALERTS_PER_PERSON, SearchAlertMessages, SearchAlertStatuses, type SearchAlertStatus } from '../../../domain/search-alerts/search-alert-rules.js';

// The admin audit log.
export { AUDIT_ACTIONS, AUDIT_SUBJECTS, type AuditAction, type AuditSubject } from '../../../domain/audit/audit-entry.js';

// Tenancies and their payments.
export {
  PAYMENT_AMOUNT_RULE,
  PAYMENT_KIND_NEEDS,
  PAYMENT_REFERENCE_MAX_LENGTH,
  PaymentKinds,
  PaymentModes,
  PaymentStatuses,
  RENT_MONTH_PATTERN,
  TENANCY_DEFAULTS,
  TENANCY_NOTE_MAX_LENGTH,
  TenancyStatuses,
  TenancyTermRules,
  VOID_REASON_RULE,
  type PaymentKind,
  type PaymentMode,
  type PaymentStatus,
  type TenancyStatus,
} from '../../../domain/tenancies/tenancy-rules.js';
// Rent receipts and the rent agreement: the landlord's PAN rule, financial years.
export { PAN_PATTERN, checkPan, maskPan, normalisePan } from '../../../domain/shared/pan.js';
export { PAN_YEARLY_RENT_THRESHOLD, landlordPanRequired, yearlyRentJudged } from '../../../domain/rent-receipts/rent-receipt-rules.js';
export { financialYearLabel, financialYearOf, isYearMonth } from '../../../domain/shared/year-month.js';

// Guides (the console's guide form).
export { GUIDE_SLUG_MAX, GUIDE_SLUG_PATTERN, GuideMessages, GuideStatuses, GuideTextRules, GuideTopics, type GuideStatus, type GuideTopic } from '../../../domain/guides/guide.js';
// The fair-rent mark: where a rent sits against the usual range, and a locality's rent-trends address segment.
export { fairRentPosition, localityKey, type FairRentPosition } from '../../../domain/rent-trends/rent-figure.js';

// The support phone and WhatsApp as links (the help page, the site's contact islands).
export { telLink, whatsappLink } from '../../../domain/shared/contact-links.js';

// My requests: a person's note on their own request.
export { REPLY_PROMISE_HOURS, RequestNoteRules } from '../../../domain/customer-service/my-request.js';
