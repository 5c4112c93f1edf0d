import { MigrationInterface, QueryRunner } from 'typeorm';
import { productSearchText } from '../../../catalogue/search-text';

/** products.search_text: the stems of each product's texts for the word search, filled for the products there are. */
export class ProductSearchText1795700400000 implements MigrationInterface {
  name = 'ProductSearchText1795700400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`search_text\` text NULL`);
    const rows: Array<{ id: number; name: string; description: string; ingredients: string }> = await queryRunner.query(
      `SELECT \`id\`, \`name\`, \`description\`, \`ingredients\` FROM \`products\``,
    );
    for (const row of rows)
      await queryRunner.query(`UPDATE \`products\` SET \`search_text\` = ? WHERE \`id\` = ?`, [productSearchText(row), row.id]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`search_text\``);
  }
}
