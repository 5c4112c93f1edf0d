import { Edit, useRecordContext } from 'react-admin';
import { Allowed } from '../access/Allowed';
import { AuditEntries } from '../audit/AuditEntries';
import { useUpdateSuccess } from '../shared/useUpdateNotify';
import { ProductForm } from './ProductForm';
import { RecipeEditor } from './RecipeEditor';

/** The dish's own entries of the audit log (prices, availability…), under its form. */
const ProductAudit = () => {
  const record = useRecordContext();
  return <AuditEntries entity="product" id={record?.id} />;
};

/** The dish's form, then its «Техкарта» (saved on its own) for a role that may change recipes, then its audit entries. */
const ProductEdit = () => {
  const onSuccess = useUpdateSuccess();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <>
        <ProductForm edit />
        <Allowed resource="ingredients" action="edit">
          <RecipeEditor />
        </Allowed>
        <ProductAudit />
      </>
    </Edit>
  );
};

export default ProductEdit;
