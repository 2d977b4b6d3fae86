import { Create, useNotify, useRedirect } from 'react-admin';
import { PROPERTY_CREATED_MESSAGE } from './propertyActions';
import { PropertyForm } from './PropertyForm';
import { NEW_PROPERTY_DEFAULTS, toPropertyPayload } from './propertyPayload';
import { PROPERTY_RESOURCE } from './resource';
import type { Property } from './types';

/**
 * A listing posted on an owner's behalf: POST /api/v1/admin/post-property (form + owner_id, `submit`
 * to send it for review at once). Then the edit page, where photos are added.
 */
const PropertyCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create<Property>
      title="Add property"
      record={NEW_PROPERTY_DEFAULTS as unknown as Property}
      transform={(values) => toPropertyPayload(values, { withOwner: true }) as unknown as Property}
      mutationOptions={{
        onSuccess: (created) => {
          notify(PROPERTY_CREATED_MESSAGE, { type: 'success' });
          redirect('edit', PROPERTY_RESOURCE, created.id);
        },
      }}
    >
      <PropertyForm mode="create" />
    </Create>
  );
};

export default PropertyCreate;
