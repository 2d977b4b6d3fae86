import { Chip } from '@mui/material';
import { CreateButton, DataTable, SearchInput, SelectInput } from 'react-admin';
import { cityChoices } from '../properties/propertyOptions';
import { ConsoleList } from '../util/ConsoleList';
import { DateTimeField } from '../util/DateTimeField';
import { guideLanguageChoices, guideStatusChoices, guideTopicChoices, guideTopicLabel } from './guideOptions';
import type { Guide } from './types';

const Column = DataTable.Col<Guide>;

const guideFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title or summary" />,
  <SelectInput key="language" source="language" label="Language" choices={guideLanguageChoices} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={guideStatusChoices} alwaysOn />,
  <SelectInput key="topic" source="topic" label="Topic" choices={guideTopicChoices} />,
  <SelectInput key="city" source="city" label="City" choices={cityChoices} />,
];

/** Guides: drafts and published, last edited first; a row opens the edit form. */
const GuideList = () => (
  <ConsoleList<Guide> title="Guides" filters={guideFilters} newestFirstBy="updated_at" toolbar={<CreateButton label="Write a guide" data-testid="guide-create" />}>
    <DataTable<Guide> rowClick="edit" bulkActionButtons={false}>
      <Column source="title" label="Title" cellSx={() => ({ minWidth: 200, maxWidth: 380 })} />
      <Column source="language" label="Lang." disableSort render={(r) => (r.language === 'hi' ? 'हिन्दी' : 'English')} />
      <Column source="topic" label="Topic" disableSort render={(r) => guideTopicLabel(r.topic)} />
      <Column source="city" label="City" disableSort render={(r) => r.city ?? 'Every city'} />
      <Column
        source="status"
        label="Status"
        disableSort
        render={(r) => <Chip size="small" label={r.status === 'PUBLISHED' ? 'Published' : 'Draft'} color={r.status === 'PUBLISHED' ? 'success' : 'default'} />}
      />
      <Column source="updated_at" label="Edited" render={() => <DateTimeField source="updated_at" />} />
    </DataTable>
  </ConsoleList>
);

export default GuideList;
