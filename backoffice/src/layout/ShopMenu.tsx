import { Menu, useBasename } from 'react-admin';
import { EntryLabel } from './EntryLabel';
import { useNavEntries } from './useNavEntries';

/** Phones: the same entries as the tabs, in react-admin's drawer menu. */
export const ShopMenu = () => {
  const basename = useBasename();
  const entries = useNavEntries();
  return (
    <Menu>
      {entries.map((entry) => (
        <Menu.Item key={entry.path} to={`${basename}/${entry.path}`} primaryText={<EntryLabel entry={entry} />} />
      ))}
    </Menu>
  );
};
