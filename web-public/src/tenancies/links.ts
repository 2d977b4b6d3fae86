/** Where a tenancy is proposed from a listing: the tenant to its owner, or the owner (`owner`) naming the tenant. */
export const proposeTenancyPath = (propertyId: string, as?: 'owner') => `/tenancies/new?property=${encodeURIComponent(propertyId)}${as ? `&as=${as}` : ''}`;
