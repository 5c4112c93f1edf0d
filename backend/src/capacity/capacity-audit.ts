import type { CapacitySettings, ClosedDate } from '@bulbash/rules';
import { AuditRecord } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';
import { CAPACITY_SETTINGS_ID } from './capacity-settings.entity';

const LIMIT_FIELDS = ['max_guests_per_day', 'max_orders_per_slot', 'closed_weekdays', 'lead_time_tiers'] as const;

/**
 * The audit entries of one settings change: the limits (entity `capacity`) and each closing
 * day added, removed or given another reason (entity `closing_day`, its date in the changes).
 */
export function capacityAuditEntries(before: CapacitySettings, after: CapacitySettings): AuditRecord[] {
  const entries: AuditRecord[] = [
    { entity: 'capacity', entityId: CAPACITY_SETTINGS_ID, action: 'update', changes: diffFields(before, after, LIMIT_FIELDS) },
  ];
  const days = (list: readonly ClosedDate[]) => new Map(list.map((entry) => [entry.date, entry]));
  const was = days(before.closed_dates);
  const now = days(after.closed_dates);
  for (const date of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    const old = was.get(date) ?? null;
    const next = now.get(date) ?? null;
    if (old && next) {
      // Another reason for the same day: the date is named though it did not change.
      const changes = diffFields(old, next, ['reason']);
      if (changes.length > 0)
        entries.push({
          entity: 'closing_day',
          entityId: null,
          action: 'update',
          changes: [{ field: 'date', old: date, new: date }, ...changes],
        });
    } else {
      entries.push({
        entity: 'closing_day',
        entityId: null,
        action: old ? 'delete' : 'create',
        changes: diffFields(old, next, ['date', 'reason']),
      });
    }
  }
  return entries;
}
