import { Edit, useRecordContext } from 'react-admin';
import { AuditEntries } from '../audit/AuditEntries';
import { useUpdateSuccess } from '../shared/useUpdateNotify';
import { ProductForm } from './ProductForm';

/** The dish's own entries of the audit log (prices, availability…), under its form. */
const ProductAudit = () => {
  const record = useRecordContext();
  return <AuditEntries entity="product" id={record?.id} />;
};

const ProductEdit = () => {
  const onSuccess = useUpdateSuccess();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <ProductForm edit />
      <ProductAudit />
    </Edit>
  );
};

export default ProductEdit;
