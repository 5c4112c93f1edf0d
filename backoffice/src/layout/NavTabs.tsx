import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { activeEntry } from './navigation';
import { EntryLabel } from './EntryLabel';
import { useNavEntries } from './useNavEntries';

/** Wide screens: the entries as a row of tab links under the app bar, the active one highlighted. */
export const NavTabs = () => {
  const basename = useBasename();
  const { pathname } = useLocation();
  const entries = useNavEntries();
  const active = activeEntry(pathname, basename);
  return (
    <Tabs
      component="nav"
      aria-label="Разделы"
      value={entries.some((entry) => entry.path === active) ? active : false}
      variant="scrollable"
      scrollButtons="auto"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1, '@media print': { display: 'none' } }}
    >
      {entries.map((entry) => (
        <Tab key={entry.path} value={entry.path} label={<EntryLabel entry={entry} />} component={Link} to={`${basename}/${entry.path}`} />
      ))}
    </Tabs>
  );
};
