import { Create, Edit, SaveButton, SelectInput, ShowButton, SimpleForm, TextInput, Toolbar, TopToolbar, useNotify, useRefresh } from 'react-admin';
import { PHONE_LENGTH } from '../../../adapters/http/contract/rules';
import { cityChoices } from '../properties/propertyOptions';
import { saveErrorReaction } from '../util/saveError';
import { validateMobileNo, validateOptionalEmail, validatePersonName } from '../validation/validators';
import type { ConsoleUser } from './types';
import { toUserCreatePayload, toUserUpdatePayload } from './userPayload';

const NameInputs = () => (
  <>
    <TextInput source="first_name" label="First name" validate={validatePersonName} fullWidth />
    <TextInput source="last_name" label="Last name" validate={validatePersonName} fullWidth />
  </>
);

const ContactInputs = () => (
  <>
    <TextInput source="email" label="Email" type="email" validate={validateOptionalEmail} helperText="Optional" fullWidth />
    <SelectInput source="city" label="City" choices={cityChoices} emptyText="—" fullWidth />
  </>
);

/**
 * Add a tenant, owner or rider: POST /api/v1/admin/<resource> `{ first_name, last_name, mobile_no, email?, city? }`
 * (the role comes from the resource). A taken number is refused by the server (409, its message shown).
 */
export const UserCreateView = ({ title }: { title: string }) => (
  <Create<ConsoleUser> title={title} redirect="show" transform={(values) => toUserCreatePayload(values) as unknown as ConsoleUser}>
    <SimpleForm sx={{ maxWidth: 560 }}>
      <NameInputs />
      <TextInput
        source="mobile_no"
        label="Mobile No"
        validate={validateMobileNo}
        helperText="10 digits, Indian (+91) number"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_LENGTH } }}
        fullWidth
      />
      <ContactInputs />
    </SimpleForm>
  </Create>
);

/** Save only: people are blocked, never deleted (the API has no DELETE for them). */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

/**
 * Edit a person's names, email and city: PUT /api/v1/admin/<resource>/<id> with those fields only. Pessimistic, so a
 * 400's `errors.<field>` shows under the field; a 409 reads the record again.
 */
export const UserEditView = ({ title }: { title: string }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Edit<ConsoleUser>
      title={title}
      actions={<EditActions />}
      mutationMode="pessimistic"
      redirect="show"
      transform={(values) => toUserUpdatePayload(values) as unknown as ConsoleUser}
      mutationOptions={{
        onError: (error: unknown) => {
          const { message, reload } = saveErrorReaction(error);
          if (message) notify(message, { type: 'error' });
          if (reload) refresh();
        },
      }}
    >
      <SimpleForm sx={{ maxWidth: 560 }} toolbar={<SaveOnlyToolbar />}>
        <NameInputs />
        <TextInput source="mobile_no" label="Mobile No" disabled helperText="The sign-in number cannot be changed here" fullWidth />
        <ContactInputs />
      </SimpleForm>
    </Edit>
  );
};
