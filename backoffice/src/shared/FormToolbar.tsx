import type { ReactNode } from 'react';
import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** Save ("сохранить", or a save button of the form's own) and, on edit pages, delete with the spec's confirmation. */
export const FormToolbar = ({ withDelete = false, saveButton }: { withDelete?: boolean; saveButton?: ReactNode }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    {saveButton ?? <SaveButton label="shop.save_button" />}
    {withDelete && <ConfirmDeleteButton redirectToList />}
  </Toolbar>
);
