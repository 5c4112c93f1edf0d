import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** Save ("сохранить") and, on edit pages, delete with the spec's confirmation. */
export const FormToolbar = ({ withDelete = false }: { withDelete?: boolean }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton label="shop.save_button" />
    {withDelete && <ConfirmDeleteButton redirectToList />}
  </Toolbar>
);
