import { allergenPhrase } from './dietaryCodes';
import { DietBadges } from './DietBadges';
import './AllergenInfo.css';

interface Props {
  name: string;
  ingredients: string;
  allergens: readonly string[];
  dietTags: readonly string[];
}

/** The product page's «Состав и аллергены»: the ingredients, «Содержит: молоко, глютен» and the diet badges. */
export function AllergenInfo({ name, ingredients, allergens, dietTags }: Props) {
  const phrase = allergenPhrase(allergens);
  return (
    <section className="allergen-info" aria-labelledby="allergen-info-title">
      <h2 id="allergen-info-title">Состав и аллергены</h2>
      {ingredients && <p>{ingredients}</p>}
      <p className="allergen-info-contains">
        {phrase ? (
          <>
            <strong>Содержит:</strong> {phrase}
          </>
        ) : (
          'Аллергенов из обязательного перечня нет'
        )}
      </p>
      <DietBadges tags={dietTags} productName={name} />
    </section>
  );
}
