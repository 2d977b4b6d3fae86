import type { ComponentType } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import KeyIcon from '@mui/icons-material/Key';
import PeopleIcon from '@mui/icons-material/People';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { Menu, useBasename } from 'react-admin';
import { consolePath, MENU_ENTRIES, type MenuEntryKey } from './menuEntries';

const ICONS: Record<MenuEntryKey, ComponentType> = {
  properties: HomeWorkIcon,
  projects: ApartmentIcon,
  tenants: PeopleIcon,
  owner: KeyIcon,
  rider: TwoWheelerIcon,
  leads: PhoneInTalkIcon,
  query: QuestionAnswerIcon,
  rides: DirectionsBikeIcon,
  propertyRequest: AssignmentIcon,
};

/** The admin sidebar: exactly the spec's nine entries, in order. */
export const AdminMenu = () => {
  const basename = useBasename();
  return (
    <Menu>
      {MENU_ENTRIES.map((entry) => {
        const Icon = ICONS[entry.key];
        return (
          <Menu.Item
            key={entry.key}
            to={consolePath(basename, entry.path)}
            primaryText={entry.label}
            leftIcon={<Icon />}
          />
        );
      })}
    </Menu>
  );
};
