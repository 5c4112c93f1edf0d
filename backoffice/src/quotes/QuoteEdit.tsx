import { Alert } from '@mui/material';
import { Edit, useRecordContext, type RaRecord } from 'react-admin';
import { QuoteForm } from './QuoteForm';
import { recordToForm, toRequest, type QuoteFormValues } from './quoteValues';
import { versionNotice } from './quoteStatus';

/** A quote keeps the enquiry it was made from: the API refuses `enquiry_id` on a change. */
const transform = (data: QuoteFormValues) => toRequest({ ...data, enquiry_id: undefined });

const EditForm = () => {
  const record = useRecordContext();
  if (!record) return null;
  const notice = versionNotice(record);
  return (
    <QuoteForm
      record={{ ...recordToForm(record), id: record.id }}
      notice={notice ? <Alert severity="warning">{notice}</Alert> : undefined}
    />
  );
};

/** Editing a quote; the answer may be a new version (another id): the show page of what the API answered opens. */
const QuoteEdit = () => (
  <Edit
    title="Предложение"
    mutationMode="pessimistic"
    transform={transform}
    redirect={(_resource?: string, _id?: RaRecord['id'], data?: Partial<RaRecord>) => `quotes/${data?.id ?? _id}/show`}
  >
    <EditForm />
  </Edit>
);

export default QuoteEdit;
