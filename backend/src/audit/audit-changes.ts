/** A value as the audit log keeps it: JSON (money as numbers, dates as ISO strings). */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** One changed field: its public (snake_case) name, the value before and after (null = none). */
export interface AuditChange {
  field: string;
  /** An AuditValue (typed loosely: TypeORM's deep partial types cannot unfold the recursive one). */
  old: string | number | boolean | object | null;
  new: string | number | boolean | object | null;
}

/** Fields whose values never reach the log, whatever a caller lists. */
const SECRET_FIELD = /password|hash|token|secret/i;

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A value in its JSON form: Date → ISO, undefined → null, objects with their keys in order. */
export function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(auditValue);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, item]) => item !== undefined && !SECRET_FIELD.test(key))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [snakeCase(key), auditValue(item)] as const);
    return Object.fromEntries(entries);
  }
  return String(value);
}

/**
 * The listed fields whose values differ between `before` and `after` (either may be null: a
 * creation has no before, a deletion no after), named in snake_case. Passwords, hashes and
 * tokens are never included, even when listed.
 */
export function diffFields<T extends object>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (SECRET_FIELD.test(field)) continue;
    const old = auditValue(before?.[field]);
    const next = auditValue(after?.[field]);
    if (JSON.stringify(old) !== JSON.stringify(next)) changes.push({ field: snakeCase(field), old, new: next });
  }
  return changes;
}

/** A change given by hand (a value with no field of its own, e.g. the order lines). */
export function change(field: string, old: unknown, next: unknown): AuditChange[] {
  const before = auditValue(old);
  const after = auditValue(next);
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field, old: before, new: after }];
}
