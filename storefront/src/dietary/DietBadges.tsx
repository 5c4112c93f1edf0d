import { DIET_TAG_NAMES, sortDietTags } from './dietaryCodes';
import { DietIcon } from './DietIcon';
import './DietBadges.css';

interface Props {
  tags: readonly string[];
  /** The product's name, so a screen reader hears whose badges these are. */
  productName: string;
}

/** The diet tags of a dish as small badges: an icon and the tag's name («Вегетарианское»). Nothing when none. */
export function DietBadges({ tags, productName }: Props) {
  const known = sortDietTags(tags);
  if (known.length === 0) return null;
  return (
    <ul className="diet-badges" aria-label={`Особенности блюда «${productName}»`}>
      {known.map((code) => (
        <li key={code} className={`diet-badge diet-badge-${code}`}>
          <DietIcon code={code} />
          {DIET_TAG_NAMES[code]}
        </li>
      ))}
    </ul>
  );
}
