import { Alert } from '@mui/material';
import { toMinskTime } from '@bulbash/rules';
import { Create, Loading, useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { QuoteForm } from './QuoteForm';
import { enquiryToForm, newQuoteDefaults, toRequest, type QuoteFormValues } from './quoteValues';

const transform = (data: QuoteFormValues) => toRequest(data);

const CreateWith = ({ defaultValues, notice }: { defaultValues: QuoteFormValues; notice?: string }) => (
  <Create title="Новое предложение" redirect="show" transform={transform}>
    <QuoteForm
      defaultValues={defaultValues}
      today={toMinskTime(new Date()).day}
      notice={notice ? <Alert severity="info">{notice}</Alert> : undefined}
    />
  </Create>
);

/** From an enquiry (`?enquiry_id=N`, the enquiry's «Сделать предложение»): its contacts, event and menu prefilled. */
const FromEnquiry = ({ enquiryId, base }: { enquiryId: number; base: QuoteFormValues }) => {
  const { data, isPending, error } = useGetOne('enquiries', { id: enquiryId });
  if (isPending) return <Loading />;
  if (error || !data)
    return <CreateWith defaultValues={base} notice={`Заявка №${enquiryId} не найдена — заполните предложение вручную.`} />;
  return (
    <CreateWith
      defaultValues={{ ...base, ...enquiryToForm(data) }}
      notice={`По заявке №${enquiryId}: меню и детали взяты из заявки, цены — из каталога.`}
    />
  );
};

/** «Новое предложение»: from an enquiry or from scratch. */
const QuoteCreate = () => {
  const [params] = useSearchParams();
  const base = newQuoteDefaults(toMinskTime(new Date()).day);
  const enquiryId = Number(params.get('enquiry_id'));
  return Number.isInteger(enquiryId) && enquiryId > 0 ? (
    <FromEnquiry enquiryId={enquiryId} base={base} />
  ) : (
    <CreateWith defaultValues={base} />
  );
};

export default QuoteCreate;
