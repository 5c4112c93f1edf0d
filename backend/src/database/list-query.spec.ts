import { BadRequestException } from '@nestjs/common';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { applyListQuery, isPaged, ListQueryOptions, ListWindow, parseIds, runListQuery } from './list-query';

@Entity('list_items')
class ListItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar' })
  name!: string;

  @Column({ type: 'int' })
  price!: number;
}

const OPTIONS: ListQueryOptions = {
  idColumn: 'item.id',
  sortable: { id: 'item.id', name: 'item.name', price: 'item.price' },
  defaultSort: [['item.price', 'DESC']],
};

describe('list windows (ids, sort, paging)', () => {
  let dataSource: DataSource;
  const names = async (window: ListWindow) => {
    const page = await runListQuery(dataSource.getRepository(ListItem).createQueryBuilder('item'), window, OPTIONS);
    return { names: page.rows.map((row) => row.name), total: page.total };
  };

  beforeAll(async () => {
    dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [ListItem], synchronize: true });
    await dataSource.initialize();
    // Two rows share a price, so the id has to break the tie.
    await dataSource.getRepository(ListItem).insert([
      { name: 'Борщ', price: 12 },
      { name: 'Драники', price: 9 },
      { name: 'Колдуны', price: 15 },
      { name: 'Мачанка', price: 9 },
      { name: 'Зразы', price: 20 },
    ]);
  });
  afterAll(async () => dataSource.destroy());

  it('parses the ids of getMany and knows when a list is paged', () => {
    expect(parseIds(undefined)).toBeNull();
    expect(parseIds(' 3, 1,2 ')).toEqual([3, 1, 2]);
    expect(isPaged({})).toBe(false);
    expect(isPaged({ page: 1 })).toBe(true);
    expect(isPaged({ per_page: 5 })).toBe(true);
    expect(isPaged({ sort: 'name', order: 'DESC', ids: '1' })).toBe(false);
  });

  it('without sort uses the default order, and without paging reads the whole list', async () => {
    expect(await names({})).toEqual({ names: ['Зразы', 'Колдуны', 'Борщ', 'Драники', 'Мачанка'], total: 5 });
  });

  it('sorts by a whitelisted field in either direction, any letter case, the id breaking ties the same way', async () => {
    expect((await names({ sort: 'price', order: 'asc' })).names).toEqual(['Драники', 'Мачанка', 'Борщ', 'Колдуны', 'Зразы']);
    expect((await names({ sort: 'price', order: 'DESC' })).names).toEqual(['Зразы', 'Колдуны', 'Борщ', 'Мачанка', 'Драники']);
    expect((await names({ sort: 'id' })).names).toEqual(['Борщ', 'Драники', 'Колдуны', 'Мачанка', 'Зразы']);
  });

  it('pages (per_page defaults to 25) and still counts every filtered row', async () => {
    expect(await names({ sort: 'id', page: 2, per_page: 2 })).toEqual({ names: ['Колдуны', 'Мачанка'], total: 5 });
    expect(await names({ sort: 'id', page: 3, per_page: 2 })).toEqual({ names: ['Зразы'], total: 5 });
    expect(await names({ sort: 'id', page: 4, per_page: 2 })).toEqual({ names: [], total: 5 });
    expect((await names({ page: 1 })).names).toHaveLength(5);
  });

  it('keeps only the given ids', async () => {
    expect(await names({ ids: '4,1', sort: 'id' })).toEqual({ names: ['Борщ', 'Мачанка'], total: 2 });
  });

  it.each(['weight', 'constructor', '__proto__', 'toString', ''])(
    'refuses the sort field %p with a 400 listing the allowed ones',
    (sort) => {
      const builder = dataSource.getRepository(ListItem).createQueryBuilder('item');
      expect(() => applyListQuery(builder, { sort }, OPTIONS)).toThrow(BadRequestException);
      expect(() => applyListQuery(builder, { sort }, OPTIONS)).toThrow(
        `sort: неизвестное поле сортировки «${sort}»; допустимы: id, name, price`,
      );
    },
  );

  it('sorts by a key of several terms: a fixed term keeps its direction, the others follow the requested one', async () => {
    const cheapLast: ListQueryOptions = {
      ...OPTIONS,
      sortable: {
        ...OPTIONS.sortable,
        cheap_last: [{ expression: 'CASE WHEN item.price < 10 THEN 1 ELSE 0 END', fixed: 'ASC' }, { expression: 'item.name' }],
      },
    };
    const sorted = async (order: string) =>
      (
        await runListQuery(dataSource.getRepository(ListItem).createQueryBuilder('item'), { sort: 'cheap_last', order }, cheapLast)
      ).rows.map((row) => row.name);
    expect(await sorted('ASC')).toEqual(['Борщ', 'Зразы', 'Колдуны', 'Драники', 'Мачанка']);
    expect(await sorted('DESC')).toEqual(['Колдуны', 'Зразы', 'Борщ', 'Мачанка', 'Драники']);
  });
});
