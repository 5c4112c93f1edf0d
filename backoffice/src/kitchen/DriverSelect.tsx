import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { httpClient } from '../dataProvider/http';

export interface Driver {
  id: number;
  name: string;
  email: string;
}

/** The active drivers for the select (GET /bulbash_admin/drivers). */
export async function fetchDrivers(): Promise<Driver[]> {
  const { json } = await httpClient('/api/v1/bulbash_admin/drivers');
  return Array.isArray(json) ? (json as Driver[]) : [];
}

interface Props {
  orderId: number;
  value: number | null;
  drivers: readonly Driver[];
}

/** Which driver takes the delivery (PUT /admin/orders/{id}/driver); «любой» gives it to nobody. */
export const DriverSelect = ({ orderId, value, drivers }: Props) => {
  const notify = useNotify();
  const [driverId, setDriverId] = useState<number | null>(value);
  const [saving, setSaving] = useState(false);

  const change = async (next: number | null) => {
    const before = driverId;
    setDriverId(next);
    setSaving(true);
    try {
      await httpClient(`/api/v1/admin/orders/${orderId}/driver`, { method: 'PUT', body: JSON.stringify({ driver_id: next }) });
    } catch (reason) {
      setDriverId(before);
      notify(reason instanceof Error ? reason.message : String(reason), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={driverId === null ? '' : String(driverId)}
      onChange={(event) => void change(event.target.value === '' ? null : Number(event.target.value))}
      disabled={saving}
      slotProps={{ htmlInput: { 'aria-label': `Водитель заказа №${orderId}` }, select: { displayEmpty: true } }}
      sx={{ minWidth: 130 }}
    >
      <MenuItem value="">любой</MenuItem>
      {drivers.map((driver) => (
        <MenuItem key={driver.id} value={String(driver.id)}>
          {driver.name || driver.email}
        </MenuItem>
      ))}
    </TextField>
  );
};
