import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { activeEntry, NAV_ENTRIES } from './navigation';
import { EntryLabel } from './EntryLabel';

/** Wide screens: the entries as a row of tab links under the app bar, the active one highlighted. */
export const NavTabs = () => {
  const basename = useBasename();
  const { pathname } = useLocation();
  return (
    <Tabs
      component="nav"
      aria-label="Разделы"
      value={activeEntry(pathname, basename)}
      variant="scrollable"
      scrollButtons="auto"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1, '@media print': { display: 'none' } }}
    >
      {NAV_ENTRIES.map((entry) => (
        <Tab key={entry.path} value={entry.path} label={<EntryLabel entry={entry} />} component={Link} to={`${basename}/${entry.path}`} />
      ))}
    </Tabs>
  );
};
