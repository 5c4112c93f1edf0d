import { Injectable } from '@nestjs/common';
import { IntersectionType } from '@nestjs/swagger';
import { ProductResponse } from '../catalogue/catalogue.dto';
import { ProductCostFields } from '../costing/recipe.dto';
import { RecipesService } from '../costing/recipes.service';

/** An admin product answer: the catalogue's product plus its costing figures (issue 38). */
export class AdminProductResponse extends IntersectionType(ProductResponse, ProductCostFields) {}

/** Adds the costing figures to product answers: one query for a whole page (no query per row). */
@Injectable()
export class ProductCosts {
  constructor(private readonly recipes: RecipesService) {}

  async add(rows: ProductResponse[]): Promise<AdminProductResponse[]> {
    const costs = await this.recipes.productCosts(rows);
    return rows.map((row) => ({ ...row, ...costs.get(row.id)! }));
  }

  async addOne(row: ProductResponse): Promise<AdminProductResponse> {
    return (await this.add([row]))[0];
  }
}
