import { Box, Card, CardContent, Typography } from '@mui/material';
import { formatDay, weekdaysText } from '@bulbash/rules';
import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { useAllowed } from '../access/useAllowed';
import { phoneText } from '../shared/PhoneField';
import { formatMoney } from '../shared/format';
import type { LunchContractRecord } from './lunchApi';
import { LunchStatement } from './LunchStatement';
import { LunchStatusActions } from './LunchStatusActions';
import { LunchStatusChip } from './LunchStatusChip';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ minWidth: 200 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

const Actions = () => {
  const canWrite = useAllowed('lunch-contracts', 'edit');
  return <TopToolbar>{canWrite && <EditButton />}</TopToolbar>;
};

const ContractFacts = () => {
  const record = useRecordContext<LunchContractRecord>();
  if (!record) return null;
  const { company } = record;
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {company.name}
          </Typography>
          <LunchStatusChip status={record.status} />
        </Box>
        <LunchStatusActions />
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Fact label="Плательщик">
            УНП {company.unp}
            <br />
            {company.address}
            <br />
            р/с {company.account}, БИК {company.bic}
          </Fact>
          <Fact label="Контактное лицо">
            {record.contact_name}
            {record.contact_email ? (
              <>
                <br />
                {record.contact_email}
              </>
            ) : null}
            {record.contact_phone ? (
              <>
                <br />
                {phoneText(record.contact_phone)}
              </>
            ) : null}
          </Fact>
          <Fact label="Доставка">
            {record.delivery_address}
            <br />
            {weekdaysText(record.weekdays)} к {record.delivery_time}
          </Fact>
          <Fact label="Заказ">
            {record.headcount} чел. по {formatMoney(record.price_per_person)}
            {record.po_number ? (
              <>
                <br />
                PO: {record.po_number}
              </>
            ) : null}
          </Fact>
          <Fact label="Изменения">
            до {record.cutoff_time} накануне
            <br />
            после — {record.late_charge_percent} % стоимости
          </Fact>
          <Fact label="Срок">
            с {formatDay(record.starts_on)}
            {record.ends_on ? ` по ${formatDay(record.ends_on)}` : ', без срока окончания'}
          </Fact>
        </Box>
      </CardContent>
    </Card>
  );
};

/** A contract: the company, delivery and terms, the pause/resume/end actions, and the month's statement with its invoice. */
const LunchContractShow = () => (
  <Show title="Договор на обеды" actions={<Actions />}>
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 2 } }}>
      <ContractFacts />
      <LunchStatement />
    </Box>
  </Show>
);

export default LunchContractShow;
