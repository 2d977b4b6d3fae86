import { SearchAlert, type SearchCriteria } from '../../domain/search-alerts/search-alert.js';

/** Object Mother for search alerts: "any home in Patna" unless a test narrows it. */
export const SearchAlertMother = {
  criteria(overrides: Partial<SearchCriteria> = {}): SearchCriteria {
    return {
      city: 'patna',
      text: null,
      propertyType: null,
      bhk: null,
      minRent: null,
      maxRent: null,
      furnishing: null,
      preferredTenants: null,
      availableBy: null,
      verifiedOnly: false,
      ...overrides,
    };
  },
  for(userId: string, overrides: Partial<SearchCriteria> = {}, at = new Date('2026-11-21T10:00:00Z')): SearchAlert {
    return SearchAlert.create({ userId, criteria: SearchAlertMother.criteria(overrides) }, at);
  },
};
