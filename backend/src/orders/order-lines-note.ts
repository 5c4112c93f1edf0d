import type { OrderItem } from './order-item.entity';

type Line = Pick<OrderItem, 'productId' | 'name' | 'quantity'>;

/** «Состав: Драники × 2 → 3; + Канапе × 30; − Торт» — what changed between two lists of dishes, for the history. */
export function linesChangeNote(before: readonly Line[], after: readonly Line[]): string {
  const key = (line: Line) => line.productId ?? `name:${line.name}`;
  const old = new Map(before.map((line) => [key(line), line]));
  const next = new Map(after.map((line) => [key(line), line]));
  const parts: string[] = [];
  for (const line of after) {
    const was = old.get(key(line));
    if (!was) parts.push(`+ ${line.name} × ${line.quantity}`);
    else if (was.quantity !== line.quantity) parts.push(`${line.name} × ${was.quantity} → ${line.quantity}`);
  }
  for (const line of before) if (!next.has(key(line))) parts.push(`− ${line.name}`);
  return parts.length ? `Состав: ${parts.join('; ')}` : '';
}
