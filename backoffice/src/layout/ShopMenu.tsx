import { Menu, useBasename } from 'react-admin';
import { NAV_ENTRIES } from './navigation';
import { EntryLabel } from './EntryLabel';

/** Phones: the same entries as the tabs, in react-admin's drawer menu. */
export const ShopMenu = () => {
  const basename = useBasename();
  return (
    <Menu>
      {NAV_ENTRIES.map((entry) => (
        <Menu.Item key={entry.path} to={`${basename}/${entry.path}`} primaryText={<EntryLabel entry={entry} />} />
      ))}
    </Menu>
  );
};
