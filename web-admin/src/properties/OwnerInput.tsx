import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { fullName } from '../util/format';
import type { User } from '../../../adapters/http/contract/wire/users';

/** A person of the owner picker (the console's `users` records), as far as it reads them. */
type OwnerOption = Pick<User, 'id'> & Partial<Pick<User, 'first_name' | 'last_name' | 'mobile_no' | 'email'>>;

/** "Ravi Kumar · 9876543210". */
export const ownerOptionText = (owner: OwnerOption | undefined | null): string => {
  if (!owner) return '';
  const name = fullName(owner.first_name, owner.last_name);
  const contact = owner.mobile_no || owner.email || '';
  return [name, contact].filter(Boolean).join(' · ') || String(owner.id);
};

/**
 * Picks a user with role OWNER (console resource `owner` = users filtered by role), searched by `q`. With
 * `includeTenants` (posting for someone) tenants are offered too: the API makes a tenant an owner when a
 * listing is posted for them.
 */
export const OwnerInput = ({
  source = 'owner_id',
  label = 'Owner',
  validate,
  alwaysOn,
  fullWidth,
  includeTenants = false,
  helperText,
}: {
  source?: string;
  label?: string;
  validate?: Validator;
  alwaysOn?: boolean;
  fullWidth?: boolean;
  includeTenants?: boolean;
  helperText?: string;
}) => (
  <ReferenceInput
    source={source}
    reference={includeTenants ? 'posting-owner' : 'owner'}
    alwaysOn={alwaysOn}
    sort={{ field: 'first_name', order: 'ASC' }}
  >
    <AutocompleteInput
      label={label}
      optionText={ownerOptionText}
      filterToQuery={(q: string) => ({ q })}
      validate={validate}
      fullWidth={fullWidth}
      helperText={helperText}
      sx={fullWidth ? undefined : { minWidth: 240 }}
    />
  </ReferenceInput>
);
