import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SelectInput, SimpleList, TextField, TextInput } from 'react-admin';
import type { OutboxMessage } from '../dataProvider/apiTypes';
import { DateTimeField, Lines } from '../shared/fields';
import { formatDateTime } from '../shared/format';
import { useIsSmall } from '../shared/useIsSmall';
import { RetryLetterButton } from './RetryLetterButton';
import { OUTBOX_CHANNEL_LABELS, OUTBOX_STATUS_LABELS } from './outboxLabels';

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'error'> = { pending: 'warning', sent: 'success', failed: 'error' };

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={Object.entries(OUTBOX_STATUS_LABELS).map(([id, name]) => ({ id, name }))}
    emptyText="Все"
  />,
  <SelectInput
    key="channel"
    source="channel"
    alwaysOn
    choices={Object.entries(OUTBOX_CHANNEL_LABELS).map(([id, name]) => ({ id, name }))}
    emptyText="Все"
  />,
  <TextInput key="recipient" source="recipient" alwaysOn />,
];

const StatusChip = ({ message }: { message: OutboxMessage }) => (
  <Chip size="small" label={OUTBOX_STATUS_LABELS[message.status] ?? message.status} color={STATUS_COLORS[message.status] ?? 'warning'} />
);

/**
 * «Почта»: every letter and Telegram message the shop sends goes through the outbox (the «Канал»
 * column and filter tell them apart; Telegram's reason shows as the last error); a letter the mail server has not
 * taken yet stays «Ожидает отправки» with its tries and the last error and is retried; one the
 * server refused for good (or whose tries are spent) is «Не отправлено» with the server's reply,
 * and «Отправить ещё раз» queues it again.
 */
const OutboxList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<OutboxMessage>
          primaryText={(message) => message.subject}
          secondaryText={(message) => (
            <Lines
              lines={[
                `${OUTBOX_CHANNEL_LABELS[message.channel] ?? message.channel}: ${message.recipient}`,
                `${OUTBOX_STATUS_LABELS[message.status] ?? message.status} · попыток: ${message.attempts}`,
                message.last_error ? `Ошибка: ${message.last_error}` : `Создано: ${formatDateTime(message.created_at)}`,
              ]}
            />
          )}
          tertiaryText={(message) => <RetryLetterButton message={message} />}
          rowClick={false}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="id" />
          <FunctionField<OutboxMessage> source="channel" render={(message) => OUTBOX_CHANNEL_LABELS[message.channel] ?? message.channel} />
          <TextField source="recipient" />
          <TextField source="subject" />
          <FunctionField<OutboxMessage> source="status" render={(message) => <StatusChip message={message} />} />
          <NumberField source="attempts" />
          <TextField source="last_error" emptyText="—" sortable={false} />
          <DateTimeField source="created_at" />
          <DateTimeField source="sent_at" />
          <RetryLetterButton />
        </Datagrid>
      )}
    </List>
  );
};

export default OutboxList;
