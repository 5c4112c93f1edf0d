import { Injectable } from '@nestjs/common';
import { IntersectionType } from '@nestjs/swagger';
import { roleVisibility, shown, StaffRole } from '@bulbash/rules';
import { ProductResponse } from '../catalogue/catalogue.dto';
import { ProductCostFields } from '../costing/recipe.dto';
import { RecipesService } from '../costing/recipes.service';

/** An admin product answer: the catalogue's product plus its costing figures (issue 38). */
export class AdminProductResponse extends IntersectionType(ProductResponse, ProductCostFields) {}

/**
 * Adds the costing figures to product answers: one query for a whole page (no query per row).
 * What the reader may see follows the field visibility policy: food_cost with `foodCost`
 * (costing read), margin and margin_percent with `margin` (order money and costing); null otherwise.
 */
@Injectable()
export class ProductCosts {
  constructor(private readonly recipes: RecipesService) {}

  async add(rows: ProductResponse[], reader: { role: StaffRole | null }): Promise<AdminProductResponse[]> {
    const visible = roleVisibility(reader.role);
    const costs = visible.foodCost || visible.margin ? await this.recipes.productCosts(rows) : new Map();
    return rows.map((row) => {
      const cost = costs.get(row.id);
      return {
        ...row,
        food_cost: shown(visible.foodCost, cost?.food_cost ?? null),
        margin: shown(visible.margin, cost?.margin ?? null),
        margin_percent: shown(visible.margin, cost?.margin_percent ?? null),
        allergens_to_check: cost?.allergens_to_check ?? [],
      };
    });
  }

  async addOne(row: ProductResponse, reader: { role: StaffRole | null }): Promise<AdminProductResponse> {
    return (await this.add([row], reader))[0];
  }
}
