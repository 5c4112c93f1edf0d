import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isCalendarDay, isoWeekday, shiftDay, toMoney } from '@bulbash/rules';
import { Between, DataSource, EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { change } from '../audit/audit-changes';
import { Product } from '../catalogue/product.entity';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { TransactionRunner } from '../database/transaction-runner';
import { LunchMenuBody, LunchMenuDayResponse, LunchMenuResponse } from './lunch-menu.dto';
import { LunchMenuLine, LunchMenuSet } from './lunch-menu.entity';
import {
  LUNCH_MENU_DAY_OUTSIDE,
  LUNCH_MENU_DAY_TWICE,
  LUNCH_MENU_NOT_MONDAY,
  LUNCH_MENU_PRODUCT_MISSING,
  LUNCH_MENU_SET_TWICE,
} from './lunch.messages';

/** A day's set as the days and the cutoff job read it: the dishes with their portions per person. */
export interface MenuSet {
  name: string;
  lines: Array<{ productId: number; productName: string; price: number; quantityPerPerson: number }>;
}

/** 'YYYY-MM-DD' that is a Monday, else 400. */
function checkMonday(monday: string): string {
  if (!isCalendarDay(monday) || isoWeekday(monday) !== 1) throw new BadRequestException(LUNCH_MENU_NOT_MONDAY);
  return monday;
}

/**
 * The week's lunch menu (issue 46): the manager publishes, per week, each day's set or a choice
 * of two or three; the contact's calendar and the cutoff job read it.
 */
@Injectable()
export class LunchMenusService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {}

  async week(monday: string): Promise<LunchMenuResponse> {
    checkMonday(monday);
    return this.weekAnswer(this.dataSource.manager, monday);
  }

  /** Replaces the week's menu with the days sent (dishes on sale only), in one transaction with its audit entry. */
  async publish(monday: string, body: LunchMenuBody): Promise<LunchMenuResponse> {
    checkMonday(monday);
    const sunday = shiftDay(monday, 6);
    const seen = new Set<string>();
    body.days.forEach((day, index) => {
      if (day.date < monday || day.date > sunday) throw new BadRequestException(LUNCH_MENU_DAY_OUTSIDE(index));
      if (seen.has(day.date)) throw new BadRequestException(LUNCH_MENU_DAY_TWICE(index));
      seen.add(day.date);
      const names = new Set<string>();
      day.sets.forEach((set, setIndex) => {
        if (names.has(set.name)) throw new BadRequestException(LUNCH_MENU_SET_TWICE(index, setIndex));
        names.add(set.name);
      });
    });
    return this.transactions.run(async (manager) => {
      const productIds = [...new Set(body.days.flatMap((day) => day.sets.flatMap((set) => set.lines.map((line) => line.product_id))))];
      if (productIds.length) {
        const found = await onlyVisibleProducts(manager.getRepository(Product).createQueryBuilder('p'), 'p')
          .andWhere('p.id IN (:...ids)', { ids: productIds })
          .select('p.id', 'id')
          .getRawMany<{ id: number | string }>();
        const visible = new Set(found.map((row) => Number(row.id)));
        const missing = productIds.find((id) => !visible.has(id));
        if (missing !== undefined) throw new NotFoundException(LUNCH_MENU_PRODUCT_MISSING(missing));
      }
      const before = await this.weekAnswer(manager, monday);
      await manager.delete(LunchMenuSet, { day: Between(monday, sunday) });
      for (const day of body.days)
        for (const [position, set] of day.sets.entries()) {
          const inserted = await manager.insert(LunchMenuSet, { day: day.date, position, name: set.name });
          const setId = Number(inserted.identifiers[0].id);
          await manager.insert(
            LunchMenuLine,
            set.lines.map((line, linePosition) => ({
              setId,
              productId: line.product_id,
              quantityPerPerson: line.quantity_per_person,
              position: linePosition,
            })),
          );
        }
      const after = await this.weekAnswer(manager, monday);
      const diff = change('days', before.days, after.days);
      if (diff.length)
        await AuditLog.record(manager, {
          entity: 'lunch_menu',
          entityId: null,
          action: 'update',
          changes: [{ field: 'monday', old: monday, new: monday }, ...diff],
        });
      return after;
    });
  }

  /** The sets of every day from..to, in order (one query with their dishes). */
  async setsBetween(manager: EntityManager, from: string, to: string): Promise<Map<string, MenuSet[]>> {
    const sets = await manager.find(LunchMenuSet, {
      where: { day: Between(from, to) },
      relations: { lines: { product: true } },
      order: { day: 'ASC', position: 'ASC', lines: { position: 'ASC' } },
    });
    const byDay = new Map<string, MenuSet[]>();
    for (const set of sets) {
      const list = byDay.get(set.day) ?? [];
      list.push({
        name: set.name,
        lines: (set.lines ?? []).map((line) => ({
          productId: line.productId,
          productName: line.product?.name ?? '',
          price: toMoney(line.product?.price ?? 0),
          quantityPerPerson: Number(line.quantityPerPerson),
        })),
      });
      byDay.set(set.day, list);
    }
    return byDay;
  }

  private async weekAnswer(manager: EntityManager, monday: string): Promise<LunchMenuResponse> {
    const byDay = await this.setsBetween(manager, monday, shiftDay(monday, 6));
    const days: LunchMenuDayResponse[] = [...byDay.entries()].map(([date, sets]) => ({
      date,
      sets: sets.map((set) => ({
        name: set.name,
        lines: set.lines.map((line) => ({
          product_id: line.productId,
          quantity_per_person: line.quantityPerPerson,
          product_name: line.productName,
          price: line.price,
        })),
      })),
    }));
    return { monday, days };
  }
}
