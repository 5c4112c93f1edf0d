import { EntitySubscriberInterface, EventSubscriber, InsertEvent, UpdateEvent } from 'typeorm';
import { Product } from './product.entity';
import { productSearchText } from './search-text';

type SearchFields = Pick<Product, 'name' | 'description' | 'ingredients' | 'searchText'>;

const hasTexts = (entity: Partial<SearchFields> | undefined): entity is SearchFields =>
  typeof entity?.name === 'string' && typeof entity.description === 'string' && typeof entity.ingredients === 'string';

/**
 * Keeps products.search_text in step with the texts it is made of, whoever writes the product
 * (the admin forms, the REST admin, the demo fill, test fixtures): inserts and saves that carry
 * the name, description and ingredients recompute it. Updates of other columns leave it alone.
 */
@EventSubscriber()
export class ProductSearchSubscriber implements EntitySubscriberInterface<Product> {
  listenTo() {
    return Product;
  }

  beforeInsert(event: InsertEvent<Product>): void {
    if (hasTexts(event.entity)) event.entity.searchText = productSearchText(event.entity);
  }

  beforeUpdate(event: UpdateEvent<Product>): void {
    const entity = event.entity as Partial<SearchFields> | undefined;
    if (hasTexts(entity)) entity.searchText = productSearchText(entity);
  }
}
