import type { ComponentType } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import CalendarViewDayIcon from '@mui/icons-material/CalendarViewDay';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import FlagIcon from '@mui/icons-material/Flag';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import KeyIcon from '@mui/icons-material/Key';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import DescriptionIcon from '@mui/icons-material/Description';
import { Badge } from '@mui/material';
import { Menu, useBasename } from 'react-admin';
import { usePendingApplicationsCount } from '../riderApplications/usePendingApplications';
import { consolePath, MENU_ENTRIES, type MenuEntryKey, type MenuSubEntryKey } from './menuEntries';

const ICONS: Record<MenuEntryKey | MenuSubEntryKey, ComponentType<{ fontSize?: 'small' | 'medium' }>> = {
  properties: HomeWorkIcon,
  listingReports: FlagIcon,
  projects: ApartmentIcon,
  tenants: PeopleIcon,
  tenancies: HandshakeIcon,
  payments: PaymentsIcon,
  agreements: DescriptionIcon,
  owner: KeyIcon,
  rider: TwoWheelerIcon,
  riderApplications: AssignmentIndIcon,
  leads: PhoneInTalkIcon,
  query: QuestionAnswerIcon,
  rides: DirectionsBikeIcon,
  ridesDay: CalendarViewDayIcon,
  propertyRequest: AssignmentIcon,
};

/** The sub-entry's icon; Applications carries the number of pending applications. */
const SubEntryIcon = ({ entryKey, pending }: { entryKey: MenuSubEntryKey; pending: number | undefined }) => {
  const Icon = ICONS[entryKey];
  if (entryKey !== 'riderApplications') return <Icon fontSize="small" />;
  return (
    <Badge badgeContent={pending} color="warning" max={99} data-testid="rider-applications-badge">
      <Icon fontSize="small" />
    </Badge>
  );
};

/** The admin sidebar: exactly the spec's nine entries, in order; Rider and Rides list their own pages under them. */
export const AdminMenu = () => {
  const basename = useBasename();
  const pending = usePendingApplicationsCount();
  return (
    <Menu>
      {MENU_ENTRIES.flatMap((entry) => {
        const Icon = ICONS[entry.key];
        return [
          <Menu.Item key={entry.key} to={consolePath(basename, entry.path)} primaryText={entry.label} leftIcon={<Icon />} />,
          ...(entry.children ?? []).map((child) => (
            <Menu.Item
              key={child.key}
              to={consolePath(basename, child.path)}
              primaryText={child.label}
              leftIcon={<SubEntryIcon entryKey={child.key} pending={pending} />}
              sx={{ pl: 4, fontSize: '0.875rem' }}
              data-testid={`menu-${child.key}`}
            />
          )),
        ];
      })}
    </Menu>
  );
};
