import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { fromMinor, sortAllergens, toMinor, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';
import { isoDate } from '../catalogue/catalogue.mappers';
import { Clock } from '../common/clock';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors';
import { likeContains } from '../common/query-transforms';
import { applyListQuery, fetchListPage, ListPage } from '../database/list-query';
import { TransactionRunner } from '../database/transaction-runner';
import { CreateIngredientBody, IngredientListQuery, IngredientResponse, UpdateIngredientBody } from './ingredient.dto';
import { Ingredient, IngredientPrice } from './ingredient.entity';
import { INGREDIENT_IN_USE, INGREDIENT_NAME_TAKEN, INGREDIENT_NOT_FOUND } from './costing.messages';
import { RecipeLine } from './recipe.entity';
import { splitAllergens } from './recipe-reader';

const SORTABLE = {
  id: 'i.id',
  name: 'i.nameKey',
  unit: 'i.unit',
  price_per_unit: 'i.pricePerUnit',
  supplier: 'i.supplier',
  date_updated: 'i.dateUpdated',
};

/** «  Сметана   20 %» and «сметана 20 %» are one ingredient: trimmed, single spaces, lower case, ё as е. */
export const ingredientNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru').replace(/ё/g, 'е');

/** What an ingredient's audit entry shows. */
const INGREDIENT_AUDIT_FIELDS = [
  'name',
  'unit',
  'price_per_unit',
  'pack_size',
  'supplier',
  'allergens',
] as const satisfies readonly (keyof IngredientResponse)[];

/** Ingredients: the back office's resource, with the price history a price change leaves. */
@Injectable()
export class IngredientsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async list(query: IngredientListQuery): Promise<ListPage<IngredientResponse>> {
    const builder = this.dataSource.getRepository(Ingredient).createQueryBuilder('i');
    if (query.q !== undefined) builder.andWhere("i.nameKey LIKE :q ESCAPE '!'", { q: likeContains(ingredientNameKey(query.q)) });
    if (query.supplier !== undefined) builder.andWhere('i.supplier = :supplier', { supplier: query.supplier });
    applyListQuery(builder, query, { idColumn: 'i.id', sortable: SORTABLE, defaultSort: [['i.nameKey', 'ASC']] });
    const { rows, total } = await fetchListPage(builder, query, 'i.id');
    const uses = await this.usage(
      this.dataSource.manager,
      rows.map((row) => row.id),
    );
    return { rows: rows.map((row) => this.toResponse(row, uses.get(row.id) ?? 0)), total };
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<IngredientResponse> {
    const ingredient = await manager.findOneBy(Ingredient, { id });
    if (!ingredient) throw new NotFoundException(INGREDIENT_NOT_FOUND);
    const [uses, history] = await Promise.all([
      this.usage(manager, [id]),
      manager.find(IngredientPrice, { where: { ingredientId: id }, order: { dateFrom: 'DESC', id: 'DESC' } }),
    ]);
    return {
      ...this.toResponse(ingredient, uses.get(id) ?? 0),
      price_history: history.map((entry) => ({ price_per_unit: toMoney(entry.pricePerUnit), date_from: isoDate(entry.dateFrom) })),
    };
  }

  create(body: CreateIngredientBody): Promise<IngredientResponse> {
    return this.uniqueName(() =>
      this.transactions.run(async (manager) => {
        const price = fromMinor(toMinor(body.price_per_unit));
        const result = await manager.insert(Ingredient, {
          name: body.name,
          nameKey: ingredientNameKey(body.name),
          unit: body.unit,
          pricePerUnit: price,
          packSize: body.pack_size ?? null,
          supplier: body.supplier ?? null,
          allergens: sortAllergens(body.allergens ?? []).join(','),
        });
        const id = Number(result.identifiers[0].id);
        await manager.insert(IngredientPrice, { ingredientId: id, pricePerUnit: price, dateFrom: this.clock.now() });
        const created = await this.get(id, manager);
        await this.audit(manager, id, 'create', null, created);
        return created;
      }),
    );
  }

  update(id: number, body: UpdateIngredientBody): Promise<IngredientResponse> {
    return this.uniqueName(() =>
      this.transactions.run(async (manager) => {
        const query = manager.createQueryBuilder(Ingredient, 'i').where('i.id = :id', { id });
        if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
        const ingredient = await query.getOne();
        if (!ingredient) throw new NotFoundException(INGREDIENT_NOT_FOUND);
        // The audited fields are the row's own: no need to load its usage and price history again.
        const before = this.toResponse(ingredient, 0);
        const changes: Partial<Ingredient> = {};
        if (body.name !== undefined) Object.assign(changes, { name: body.name, nameKey: ingredientNameKey(body.name) });
        if (body.unit !== undefined) changes.unit = body.unit;
        if (body.pack_size !== undefined) changes.packSize = body.pack_size;
        if (body.supplier !== undefined) changes.supplier = body.supplier;
        if (body.allergens !== undefined) changes.allergens = sortAllergens(body.allergens).join(',');
        if (body.price_per_unit !== undefined && toMinor(body.price_per_unit) !== toMinor(ingredient.pricePerUnit)) {
          changes.pricePerUnit = fromMinor(toMinor(body.price_per_unit));
          // The old price stays in the history with its own date: costs can be seen as they were.
          await manager.insert(IngredientPrice, { ingredientId: id, pricePerUnit: changes.pricePerUnit, dateFrom: this.clock.now() });
        }
        if (Object.keys(changes).length > 0) await manager.update(Ingredient, { id }, changes);
        const after = await this.get(id, manager);
        await this.audit(manager, id, 'update', before, after);
        return after;
      }),
    );
  }

  /** Deletes an ingredient no recipe uses (409 otherwise); answers it as it was. */
  async remove(id: number): Promise<IngredientResponse> {
    try {
      return await this.transactions.run(async (manager) => {
        const ingredient = await this.get(id, manager);
        if (ingredient.used_in > 0) throw new ConflictException(INGREDIENT_IN_USE);
        await manager.delete(Ingredient, { id });
        await this.audit(manager, id, 'delete', ingredient, null);
        return ingredient;
      });
    } catch (error) {
      // A recipe line written meanwhile: the foreign key refuses the delete.
      if (isForeignKeyViolation(error)) throw new ConflictException(INGREDIENT_IN_USE);
      throw error;
    }
  }

  /** The audit entry of an ingredient's change (its price and the rest), in the change's transaction. */
  private audit(
    manager: EntityManager,
    id: number,
    action: 'create' | 'update' | 'delete',
    before: IngredientResponse | null,
    after: IngredientResponse | null,
  ): Promise<void> {
    return AuditLog.record(manager, {
      entity: 'ingredient',
      entityId: id,
      action,
      changes: diffFields(before, after, INGREDIENT_AUDIT_FIELDS),
    });
  }

  /** How many recipes use each of these ingredients (one query). */
  private async usage(manager: EntityManager, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await manager
      .createQueryBuilder(RecipeLine, 'l')
      .select('l.ingredientId', 'ingredient_id')
      .addSelect('COUNT(DISTINCT l.productId)', 'recipes')
      .where({ ingredientId: In(ids) })
      .groupBy('l.ingredientId')
      .getRawMany<{ ingredient_id: number | string; recipes: number | string }>();
    return new Map(rows.map((row) => [Number(row.ingredient_id), Number(row.recipes)]));
  }

  private toResponse(ingredient: Ingredient, usedIn: number): IngredientResponse {
    return {
      id: ingredient.id,
      name: ingredient.name,
      unit: ingredient.unit,
      price_per_unit: toMoney(ingredient.pricePerUnit),
      pack_size: ingredient.packSize === null ? null : Number(ingredient.packSize),
      supplier: ingredient.supplier,
      allergens: splitAllergens(ingredient.allergens),
      used_in: usedIn,
      date_created: isoDate(ingredient.dateCreated),
      date_updated: isoDate(ingredient.dateUpdated),
    };
  }

  private async uniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, { table: 'ingredients', columns: ['name_key'] })) throw new ConflictException(INGREDIENT_NAME_TAKEN);
      throw error;
    }
  }
}
