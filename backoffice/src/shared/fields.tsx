import type { ReactNode } from 'react';
import { Box, Chip } from '@mui/material';
import { dietLine, type DietFacts } from '@bulbash/rules';
import { FunctionField, type FunctionFieldProps } from 'react-admin';
import { formatDate, formatDateTime, formatMoney } from './format';
import { AVAILABILITY_LABELS, paymentLabel, statusLabel } from './labels';

type FieldProps = Omit<FunctionFieldProps, 'render'> & { source: string };

const STATUS_COLORS: Record<string, 'warning' | 'info' | 'success' | 'default'> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  canceled: 'default',
};

export const MoneyField = (props: FieldProps) => <FunctionField {...props} render={(r) => formatMoney(r?.[props.source])} />;

export const DateTimeField = (props: FieldProps) => <FunctionField {...props} render={(r) => formatDateTime(r?.[props.source])} />;

export const DateField = (props: FieldProps) => <FunctionField {...props} render={(r) => formatDate(r?.[props.source])} />;

export const StatusField = (props: FieldProps) => (
  <FunctionField
    {...props}
    render={(r) => (
      <Chip size="small" label={statusLabel(r?.[props.source])} color={STATUS_COLORS[String(r?.[props.source])] ?? 'default'} />
    )}
  />
);

/** An order's diet as the kitchen's sheets print it: «Без: арахис, орехи · вегетарианцев: 3 · note»; «—» for none. */
export const DietField = (props: Omit<FieldProps, 'source'>) => (
  <FunctionField {...props} render={(r) => (r && Array.isArray(r.exclude_allergens) ? dietLine(r as unknown as DietFacts) : '') || '—'} />
);

export const PaymentField = (props: FieldProps) => <FunctionField {...props} render={(r) => paymentLabel(r?.[props.source])} />;

/** A yes/no field as an outlined chip, green when true; the texts default to a product's availability. */
export const AvailabilityField = ({
  labels = AVAILABILITY_LABELS,
  ...props
}: FieldProps & { labels?: { true: string; false: string } }) => (
  <FunctionField
    {...props}
    render={(r) => (
      <Chip
        size="small"
        variant="outlined"
        color={r?.[props.source] ? 'success' : 'default'}
        label={r?.[props.source] ? labels.true : labels.false}
      />
    )}
  />
);

export const Thumbnail = (props: FieldProps) => (
  <FunctionField
    {...props}
    render={(r) =>
      r?.[props.source] ? (
        <Box
          component="img"
          src={String(r[props.source])}
          alt=""
          loading="lazy"
          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Box sx={{ width: 48, height: 48, bgcolor: 'grey.200', borderRadius: 1 }} />
      )
    }
  />
);

/**
 * Secondary text of a phone list row on lines of their own. react-admin floats a tertiary text
 * to the right, which on a 360 px screen squeezed the secondary text into a narrow column.
 */
export const Lines = ({ lines }: { lines: ReactNode[] }) => (
  <>
    {lines.map((line, index) => (
      <Box component="span" key={index} sx={{ display: 'block' }}>
        {line}
      </Box>
    ))}
  </>
);
